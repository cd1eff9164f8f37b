import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../test/render';
import { asShown } from '../../test/text';
import { AttendantsPage } from './attendants-page';

const attendant = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  nome: `Atendente ${id}`,
  email: null,
  telefone: null,
  comissao_percentual: 5.5,
  observacoes: null,
  ativo: 1,
  created_at: '2026-11-21T12:00:00.000Z',
  updated_at: '2026-11-21T12:00:00.000Z',
  total_payments: 1,
  total_commissions: 5.01,
  ...extra,
});

function stubList() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      // What each attendant has open (issue 15): not one of the list's requests.
      if (url.startsWith('/api/payouts/balances')) {
        return jsonResponse(200, { data: [{ atendente_id: 1, earned: 5.01, paid: 2, open: 3.01 }] });
      }
      // The commissions window's list.
      if (url.includes('/commissions')) {
        return jsonResponse(200, { data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });
      }
      urls.push(url);
      const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? 1);
      return jsonResponse(200, {
        data: [attendant(page), attendant(100 + page, { ativo: 0, email: 'b@x.com', telefone: '(11) 99999-0000' })],
        pagination: { page, limit: 20, total: 45, totalPages: 3 },
      });
    }),
  );
  return urls;
}

describe('attendants page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("heads the commissions window with the count of sales and the 'comissão total' (issue 20)", async () => {
    stubList();
    renderRoute('/attendants', <AttendantsPage />);
    const row = (await screen.findByText('Atendente 1')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Ver comissões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comissões — Atendente 1' });
    expect(dialog.textContent).toContain(asShown('1 venda · comissão total de R$ 5,01 · comissão atual de 5,5%'));
  });

  it('shows the nine columns, the open commission, missing contacts and inactive rows apart', async () => {
    stubList();
    renderRoute('/attendants', <AttendantsPage />);
    const table = await screen.findByRole('table', { name: 'Atendentes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Nome',
      'Email',
      'Telefone',
      'Comissão (%)',
      'Vendas',
      'Total Comissões',
      'Comissão a pagar',
      'Status',
      'Ações',
    ]);
    const row = (await screen.findByText('Atendente 1')).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]?.textContent).toBe('Sem email');
    expect(cells[2]?.textContent).toBe('Sem telefone');
    // In a narrow table (its columns hidden by a container query) they are under the name.
    expect(cells[0]?.textContent).toBe('Atendente 1AtivoSem emailSem telefone');
    expect(within(row).getByText('5,5%')).toBeTruthy();
    expect(within(row).getByText('R$ 5,01')).toBeTruthy();
    expect(await within(row).findByText('R$ 3,01')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Pagar comissões' })).toBeTruthy();
    const inactive = screen.getByText('Atendente 101').closest('tr') as HTMLElement;
    expect(within(inactive).getAllByRole('cell')[7]?.textContent).toBe('Inativo');
    expect(inactive.className).not.toBe(row.className);
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
  });

  it('reloads on page, status and search changes; a filter goes back to page 1', async () => {
    const urls = stubList();
    renderRoute('/attendants', <AttendantsPage />);
    await screen.findByText('Atendente 1');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('Página 2 de 3');
    expect(urls.at(-1)).toBe('/api/attendants?page=2&limit=20');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'false' } });
    await screen.findByText('Página 1 de 3');
    expect(urls.at(-1)).toBe('/api/attendants?ativo=false&page=1&limit=20');

    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await screen.findByText('Página 2 de 3');
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: '  josé ' } });
    await waitFor(() => expect(urls.at(-1)).toBe('/api/attendants?ativo=false&search=jos%C3%A9&page=1&limit=20'));
  });

  it('filters by created/updated dates, and shows the range error instead of sending it', async () => {
    const urls = stubList();
    renderRoute('/attendants', <AttendantsPage />);
    await screen.findByText('Atendente 1');
    fireEvent.change(screen.getByLabelText('Alterado desde'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(urls.at(-1)).toBe('/api/attendants?startDate=2026-11-30&page=1&limit=20'));
    const count = urls.length;
    fireEvent.change(screen.getByLabelText('Alterado até'), { target: { value: '2026-11-01' } });
    expect(screen.getByRole('alert').textContent).toBe('Data inicial não pode ser maior que data final');
    expect(urls.length).toBe(count);
  });
});
