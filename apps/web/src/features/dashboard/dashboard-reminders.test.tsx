import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testReminder } from '../../test/fixtures';
import { callsTo, mockApi } from '../../test/mock-api';
import { clickAndSee, jsonResponse, openDialog, renderRoute } from '../../test/render';
import { DashboardPage } from './dashboard-page';
import { ACCOUNTS, dashboard, mockDashboard, region } from './dashboard-page.fixtures';

describe('dashboard reminders', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("requires the title, defaults to 'Média' and sends date, time and priority", async () => {
    const fetchMock = mockDashboard(dashboard(), {
      'POST /reminders': (_, init) => jsonResponse(201, { data: testReminder(5, JSON.parse(String(init?.body))) }),
    });
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Venda balcão');
    const dialog = await openDialog('Novo Lembrete', 'Novo Lembrete');
    const priority = within(dialog).getByLabelText('Prioridade') as HTMLSelectElement;
    expect(priority.value).toBe('medium');
    expect([...priority.options].map((o) => o.text)).toEqual(['Baixa', 'Média', 'Alta']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar lembrete' }));
    expect(await within(dialog).findByText('O título do lembrete é obrigatório')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/reminders')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Título/), { target: { value: 'Pagar aluguel' } });
    fireEvent.change(within(dialog).getByLabelText('Data'), { target: { value: '2099-12-05' } });
    fireEvent.change(within(dialog).getByLabelText('Hora'), { target: { value: '10:30' } });
    fireEvent.change(priority, { target: { value: 'high' } });
    await clickAndSee('Criar lembrete', 'Pagar aluguel', dialog);
    expect(callsTo(fetchMock, 'POST', '/reminders')[0]?.body).toEqual({
      title: 'Pagar aluguel',
      description: null,
      due_date: '2099-12-05',
      due_time: '10:30',
      priority: 'high',
      category: null,
    });
    const item = within(region('Lembretes')).getByRole('listitem');
    expect(within(item).getByText('Alta')).toBeTruthy();
    expect(within(item).getByText('05/12/2099 às 10:30')).toBeTruthy();
  });

  it("marks overdue pending reminders 'Atrasado', strikes completed ones, and marks done with { status }", async () => {
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () =>
        jsonResponse(
          200,
          dashboard({
            reminders: [
              testReminder(1, {
                title: 'Atrasado há tempo',
                due_date: '2020-01-10',
                due_time: '09:00',
                priority: 'high',
              }),
              testReminder(2, { title: 'No futuro', due_date: '2099-01-10' }),
              testReminder(3, { title: 'Já feito', due_date: '2020-01-01', status: 'completed' }),
            ],
          }),
        ),
      'PUT /reminders/2': (_, init) =>
        jsonResponse(200, {
          data: testReminder(2, { title: 'No futuro', due_date: '2099-01-10', ...JSON.parse(String(init?.body)) }),
        }),
    });
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Atrasado há tempo');
    const items = () => within(region('Lembretes')).getAllByRole('listitem');
    expect(within(items()[0] as HTMLElement).getByText('Atrasado')).toBeTruthy();
    expect(within(items()[1] as HTMLElement).queryByText('Atrasado')).toBeNull();
    expect(within(items()[2] as HTMLElement).queryByText('Atrasado')).toBeNull();
    expect(screen.getByText('Já feito').className).toContain('line-through');
    expect((screen.getByRole('checkbox', { name: 'Concluído: Já feito' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Concluído: No futuro' }));
    // The box and the strike follow the click at once.
    expect(screen.getByText('No futuro').className).toContain('line-through');
    // Done ones go after the pending ones, once the server has answered.
    await waitFor(() =>
      expect(items().map((item) => item.getAttribute('data-status'))).toEqual(['pending', 'completed', 'completed']),
    );
    expect(callsTo(fetchMock, 'PUT', '/reminders/2')[0]?.body).toEqual({ status: 'completed' });
  });

  it('deletes only after the confirmation; a delete failure is only logged', async () => {
    const fetchMock = mockDashboard(dashboard({ reminders: [testReminder(1)] }), {
      'DELETE /reminders/1': () => jsonResponse(500, { error: 'INTERNAL', message: 'Erro interno do servidor' }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Lembrete 1');
    fireEvent.click(within(region('Lembretes')).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Tem certeza que deseja excluir este lembrete?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/reminders/1')).toHaveLength(1);
    expect(logged).toHaveBeenCalled();
    expect(screen.getByText('Lembrete 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
