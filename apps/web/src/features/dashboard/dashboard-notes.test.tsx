import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '../../test/mock-api';
import { clickAndSee, jsonResponse, openDialog, renderRoute } from '../../test/render';
import { DashboardPage } from './dashboard-page';
import { dashboard, mockDashboard, note, region } from './dashboard-page.fixtures';

describe('dashboard notes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('requires the content, then creates the note with its colour, pinned ones staying first', async () => {
    const fetchMock = mockDashboard(dashboard({ notes: [note(1, { is_pinned: true, title: 'Importante' })] }), {
      'POST /notes': (_, init) =>
        jsonResponse(201, {
          data: note(9, {
            ...JSON.parse(String(init?.body)),
            title: 'Comprar farinha',
            updated_at: '2026-11-21T12:00:00.000Z',
          }),
        }),
    });
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Importante');

    const dialog = await openDialog('Nova Nota', 'Nova Nota');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota' }));
    expect(await within(dialog).findByText('O conteúdo da nota é obrigatório')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/notes')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Comprar farinha' } });
    fireEvent.change(within(dialog).getByLabelText(/Conteúdo/), { target: { value: 'Pedir 10 sacos' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Azul' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST', '/notes')[0]?.body).toEqual({
      title: 'Comprar farinha',
      content: 'Pedir 10 sacos',
      color: '#dbeafe',
      is_pinned: false,
    });
    const items = within(region('Notas')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual(['Importante', 'Comprar farinha']);
    expect(items[1]?.getAttribute('data-color')).toBe('#dbeafe');
  });

  it("shows the server's message, else 'Erro ao salvar. Tente novamente.'", async () => {
    let answer = jsonResponse(400, { error: 'VALIDATION', message: 'Cor inválida', fields: { color: 'Cor inválida' } });
    mockDashboard(dashboard(), {
      'POST /notes': () => answer,
    });
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Venda balcão');
    fireEvent.click(screen.getByRole('button', { name: 'Nova Nota' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Conteúdo/), { target: { value: 'Algo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota' }));
    // The colour's message goes under the colours; the alert does not repeat it.
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Erro ao salvar. Tente novamente.');
    expect(within(dialog).getAllByText('Cor inválida')).toHaveLength(1);

    answer = jsonResponse(404, { error: 'NOT_FOUND', message: 'Nota não encontrada' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Nota não encontrada'));

    answer = new Response('bad gateway', { status: 502 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Erro ao salvar. Tente novamente.'));
  });

  it('edits a note keeping its pin', async () => {
    const fetchMock = mockDashboard(dashboard({ notes: [note(1, { is_pinned: true })] }), {
      'PUT /notes/1': (_, init) => jsonResponse(200, { data: note(1, JSON.parse(String(init?.body))) }),
    });
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Nota 1');
    const dialog = await openDialog('Editar', 'Editar Nota', region('Notas'));
    expect((within(dialog).getByLabelText(/Conteúdo/) as HTMLTextAreaElement).value).toBe('Conteúdo 1');
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Nota editada' } });
    await clickAndSee('Salvar alterações', 'Nota editada', dialog);
    expect(callsTo(fetchMock, 'PUT', '/notes/1')[0]?.body).toEqual({
      title: 'Nota editada',
      content: 'Conteúdo 1',
      color: '#f3f4f6',
      is_pinned: true,
    });
  });

  it('pins with { is_pinned } and moves the note up; a pin failure is only logged', async () => {
    let fail = false;
    const fetchMock = mockDashboard(dashboard({ notes: [note(2), note(1)] }), {
      'PUT /notes/1': (_, init) =>
        fail
          ? jsonResponse(500, { error: 'INTERNAL', message: 'Erro interno do servidor' })
          : jsonResponse(200, {
              data: note(1, { ...JSON.parse(String(init?.body)), updated_at: '2026-11-21T12:00:00.000Z' }),
            }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Nota 1');
    const titles = () =>
      within(region('Notas'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles()).toEqual(['Nota 2', 'Nota 1']);

    const second = within(region('Notas')).getAllByRole('listitem')[1] as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Fixar' }));
    await waitFor(() => expect(titles()).toEqual(['Nota 1', 'Nota 2']));
    expect(callsTo(fetchMock, 'PUT', '/notes/1')[0]?.body).toEqual({ is_pinned: true });

    fail = true;
    const first = within(region('Notas')).getAllByRole('listitem')[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Desafixar' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('deletes only after the confirmation', async () => {
    const fetchMock = mockDashboard(dashboard({ notes: [note(1)] }), {
      'DELETE /notes/1': () => new Response(null, { status: 204 }),
    });
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Nota 1');
    fireEvent.click(within(region('Notas')).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Tem certeza que deseja excluir esta nota?')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/notes/1')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('Nota 1')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/notes/1')).toHaveLength(1);
    expect(screen.getByText('Nenhuma nota ainda')).toBeTruthy();
  });
});
