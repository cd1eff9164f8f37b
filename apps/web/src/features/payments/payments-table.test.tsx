import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toast';
import { jsonResponse, renderRoute } from '../../test/render';
import { asShown } from '../../test/text';
import { PaymentsPage } from './payments-page';

/** The Payments table (docs/product-rules.md "Payments table", "Confirming several payments"). */

const base = {
  valor: 100,
  data_pagamento: '2026-11-21',
  atendente_id: 3,
  tripeiro_id: 4,
  tipo_pagamento: 'entrada',
  status: 'pendente',
  observacoes: null,
  attendant_name: 'Ana Souza',
  tripeiro_name: 'Roberto Tavares',
  valor_comissao: 5,
  comissao_tripeiro: 12.5,
  comissao_percentual: 5,
  tripeiro_percentual: 12.5,
  created_at: '2026-11-21T12:00:00.000Z',
  updated_at: '2026-11-21T12:00:00.000Z',
};
const rows = [
  { ...base, id: 1, descricao: 'Encomenda de salgados' },
  { ...base, id: 2, descricao: 'Bolo de festa', data_pagamento: '2026-10-20' },
  { ...base, id: 3, descricao: 'Troco', tipo_pagamento: 'saida', status: 'confirmado', valor_comissao: 0 },
  { ...base, id: 4, descricao: 'Torta', atendente_id: null, attendant_name: null },
];

type Call = { url: string; init: RequestInit };

function server(onConfirm: (ids: number[]) => Response, closings: unknown[] = []) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      if (url === '/api/payments/confirm') return onConfirm(JSON.parse(String(init.body)).ids);
      if (url === '/api/closings') return jsonResponse(200, { data: closings });
      if (url === '/api/settings') return jsonResponse(200, { preferences: {} });
      return jsonResponse(200, {
        data: rows,
        pagination: { page: 1, limit: 20, total: rows.length, totalPages: 1 },
        summary: { entradasConfirmadas: 0, saidasConfirmadas: 100, entradasPendentes: 300, saidasPendentes: 0 },
      });
    }),
  );
  return calls;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('payments table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows Tipo as a word, and the tripeiro's commission beside the attendant's", async () => {
    server(() => jsonResponse(500, {}));
    renderRoute('/payments', <PaymentsPage />);
    const row = await rowOf('Encomenda de salgados');
    expect(within(row).getByText('Entrada')).toBeTruthy();
    expect(within(await rowOf('Troco')).getByText('Saída')).toBeTruthy();
    const commissions = within(row).getByTitle('Comissão do atendente').parentElement as HTMLElement;
    expect(commissions.textContent).toBe(asShown('Atend.R$ 5,00Trip.R$ 12,50'));
    // Without an attendant, a dash on the attendant's line, the tripeiro's commission still shown.
    const torta = within(await rowOf('Torta')).getByTitle('Comissão do tripeiro').parentElement as HTMLElement;
    expect(torta.textContent).toBe(asShown('Atend.—Trip.R$ 12,50'));
    // In a narrow table each person's commission goes beside the name, under the description.
    expect(within(row).getByText('Tripeiro: Roberto Tavares').parentElement?.textContent).toBe(
      asShown('Tripeiro: Roberto Tavares(comissão R$ 12,50)'),
    );
    // The description is never cut.
    expect(within(row).getByTitle('Encomenda de salgados').className).not.toMatch(/truncate|line-clamp/);
  });

  it('orders by date and by valor from the headers, in the URL and the request, with aria-sort', async () => {
    const calls = server(() => jsonResponse(500, {}));
    const { router } = renderRoute('/payments', <PaymentsPage />);
    await rowOf('Torta');
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Data').getAttribute('aria-sort')).toBe('descending');
    expect(header('Valor').getAttribute('aria-sort')).toBe('none');
    expect(header('Descrição').getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(header('Valor')).getByRole('button', { name: 'Valor' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=valor'));
    await waitFor(() => expect(calls.at(-1)?.url).toMatch(/&sort=valor&page=1/));
    expect(header('Valor').getAttribute('aria-sort')).toBe('descending');
    expect(header('Data').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(header('Valor')).getByRole('button', { name: 'Valor' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=valor&order=asc'));
    await waitFor(() => expect(calls.at(-1)?.url).toMatch(/&sort=valor&order=asc&page=1/));
    expect(header('Valor').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(header('Data')).getByRole('button', { name: 'Data' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    // A bad value in a link falls back to the default order.
    await router.navigate('/payments?sort=nome&order=up');
    await waitFor(() => expect(header('Data').getAttribute('aria-sort')).toBe('descending'));
    expect(calls.at(-1)?.url).not.toMatch(/sort=|order=/);
  });

  it("ticks pending rows of open months and confirms them at once; a refusal's names stay on screen", async () => {
    const calls = server(
      (ids) =>
        jsonResponse(200, {
          data: {
            confirmed: ids.filter((id) => id !== 4).map((id) => ({ id, descricao: 'x', data_pagamento: '2026-11-21' })),
            already_confirmed: [],
            refused: [
              {
                id: 4,
                descricao: 'Torta',
                data_pagamento: '2026-11-21',
                reason: 'month_closed',
                month: '2026-11',
                message: "'Torta' de 21/11/2026 não foi confirmado: novembro/2026 está fechado",
              },
            ],
            message:
              "1 pagamento confirmado. Mês fechado (novembro/2026): 'Torta' de 21/11/2026 não foi confirmado. Reabra o fechamento para confirmá-lo.",
          },
        }),
      [{ month: '2026-10', status: 'fechado' }],
    );
    renderRoute(
      '/payments',
      <>
        <PaymentsPage />
        <Toaster />
      </>,
    );
    const box = async (text: string) => within(await rowOf(text)).queryByRole('checkbox');
    // Only pending rows have a box; a closed month's is disabled with the reason.
    expect(await box('Troco')).toBeNull();
    await waitFor(async () => expect((await box('Bolo de festa'))?.hasAttribute('disabled')).toBe(true));
    const confirm = screen.getByRole('button', { name: 'Confirmar selecionados' });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    // 'Select all' ticks the page's pending rows of open months.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos os pendentes desta página' }));
    expect(screen.getByText('2 pendentes selecionados')).toBeTruthy();
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining("Mês fechado (novembro/2026): 'Torta' de 21/11/2026 não foi confirmado."),
    );
    const posts = calls.filter((c) => c.url === '/api/payments/confirm');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.init.body))).toEqual({ ids: [1, 4] });
    expect(screen.queryByText('2 pendentes selecionados')).toBeNull();
  });
});
