import { formatLocalDate, monthRange, todayIn } from '@livro-caixa/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RowWindowProps } from '../../components/ui/row-modal';
import { setSession } from '../../lib/session';
import { testUser } from '../../test/fixtures';
import { jsonResponse, renderRoute } from '../../test/render';
import { SettlingPage } from './settling-page';

const owner = testUser({
  id: 5,
  name: 'Dona Maria',
  email: 'dona@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
});

const page = (data: unknown[]) => ({ data, pagination: { page: 1, limit: 20, total: data.length, totalPages: 1 } });
const payout = {
  id: 7,
  numero: 2,
  atendente_id: 1,
  atendente_nome: 'Ana',
  data_pagamento: '2026-11-20',
  forma_pagamento: 'PIX',
  periodo_inicio: null,
  periodo_fim: null,
  total: 95,
  observacoes: null,
  status: 'pago',
  estorno_motivo: null,
  estornado_em: null,
  created_at: '2026-11-20T12:00:00.000Z',
};
const settlement = {
  id: 9,
  numero: 3,
  tripeiro_id: 4,
  tripeiro_nome: 'Zé',
  data_acerto: '2026-11-21',
  forma_pagamento: 'Dinheiro',
  periodo_inicio: null,
  periodo_fim: null,
  saldo: 133.33,
  comissao: 6.67,
  valor_entregue: 126.66,
  observacoes: null,
  status: 'estornado',
  estorno_motivo: 'Dinheiro não entregue',
  estornado_em: '2026-11-22T12:00:00.000Z',
  conta_id: null,
  conta_numero: null,
  abatimento: 0,
  created_at: '2026-11-21T12:00:00.000Z',
};

function server() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}${init.body ? ` ${init.body}` : ''}`);
      if (init.method === 'POST') return jsonResponse(200, { data: { ...payout, status: 'estornado' } });
      if (url.startsWith('/api/payouts')) return jsonResponse(200, page([payout]));
      if (url.startsWith('/api/settlements')) return jsonResponse(200, page([settlement]));
      if (url.startsWith('/api/attendants')) return jsonResponse(200, page([{ id: 1, nome: 'Ana' }]));
      if (url.startsWith('/api/tripeiros')) return jsonResponse(200, page([{ id: 4, nome: 'Zé' }]));
      return jsonResponse(500, { error: 'INTERNAL', message: 'x' });
    }),
  );
  return calls;
}

describe('Acertos page', () => {
  beforeEach(() => setSession({ token: 'tok', user: owner }));
  afterEach(() => vi.unstubAllGlobals());

  it('reads kind, person, status and period from the URL and asks the server for exactly that', async () => {
    const calls = server();
    const { router } = renderRoute(
      '/payouts',
      <SettlingPage payoutWindow={() => null} settlementWindow={() => null} />,
    );
    await act(() =>
      router.navigate('/payouts?kind=acertos&person=4&status=estornado&startDate=2026-11-01&endDate=2026-11-30'),
    );
    const table = await screen.findByRole('table', { name: 'Acertos com tripeiros' });
    await waitFor(() => expect(within(table).getByText('Motivo: Dinheiro não entregue')).toBeTruthy());
    expect(calls).toContain(
      'GET /api/settlements?page=1&limit=20&startDate=2026-11-01&endDate=2026-11-30&tripeiro_id=4&status=estornado',
    );
    expect(within(table).getByText('Estornado')).toBeTruthy();
    expect(within(table).getByText('R$ 126,66')).toBeTruthy();
    // A reversed settlement offers its receipt only.
    expect(within(table).queryByRole('button', { name: /Estornar/ })).toBeNull();
    expect((screen.getByLabelText('Tripeiro') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('Situação') as HTMLSelectElement).value).toBe('estornado');

    // Another kind: the person filter goes (the ids are of other people), the rest stays.
    fireEvent.click(screen.getByRole('button', { name: 'Pagamentos de comissões' }));
    await screen.findByRole('table', { name: 'Pagamentos de comissões' });
    expect(router.state.location.search).toBe('?status=estornado&startDate=2026-11-01&endDate=2026-11-30');
  });

  it('reverses a standing payout with a reason', async () => {
    const calls = server();
    renderRoute('/payouts', <SettlingPage payoutWindow={() => null} settlementWindow={() => null} />);
    const table = await screen.findByRole('table', { name: 'Pagamentos de comissões' });
    fireEvent.click(await within(table).findByRole('button', { name: /Estornar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Estornar pagamento nº 2 (Ana)' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar estorno' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    // The disabled button says why; the reason box has its own line above the buttons.
    const hint = document.getElementById(confirm.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Informe o motivo do estorno para confirmar');
    const reason = within(dialog).getByLabelText('Motivo do estorno');
    expect(confirm.parentElement?.contains(reason)).toBe(false);
    expect(reason.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'Pago em dobro' } });
    expect(confirm.disabled).toBe(false);
    expect(confirm.hasAttribute('aria-describedby')).toBe(false);
    expect(within(dialog).getByText('Informe o motivo do estorno para confirmar').className).toContain('invisible');
    fireEvent.click(confirm);
    await waitFor(() => expect(calls).toContain('POST /api/payouts/7/reverse {"motivo":"Pago em dobro"}'));
  });
});

/** An empty Acertos list, two attendants (one inactive) and a tripeiro. */
function emptyServer() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url.startsWith('/api/payouts') || url.startsWith('/api/settlements')) return jsonResponse(200, page([]));
      if (url.startsWith('/api/attendants'))
        return jsonResponse(
          200,
          page([
            { id: 1, nome: 'Ana', ativo: 1 },
            { id: 2, nome: 'Bia', ativo: 0 },
          ]),
        );
      if (url.startsWith('/api/tripeiros')) return jsonResponse(200, page([{ id: 4, nome: 'Zé', ativo: 1 }]));
      return jsonResponse(500, { error: 'INTERNAL', message: 'x' });
    }),
  );
  return calls;
}

/** Stand-ins for the attendants' and tripeiros' windows, which the app gives the page. */
function window(title: string) {
  return function Window({ row, onOpenChange }: RowWindowProps<{ nome: string }>) {
    return row ? (
      <div role="dialog" aria-label={`${title} — ${row.nome}`}>
        <button type="button" onClick={() => onOpenChange(false)}>
          Fechar
        </button>
      </div>
    ) : null;
  };
}

const page$ = () => <SettlingPage payoutWindow={window('Pagar comissões')} settlementWindow={window('Acertar')} />;

describe('Acertos page: default period, empty state and actions (issue 20)', () => {
  beforeEach(() => setSession({ token: 'tok', user: owner }));
  afterEach(() => vi.unstubAllGlobals());

  it('opens on Este Mês, and "Todo o período" is kept in the URL', async () => {
    const calls = emptyServer();
    const { router } = renderRoute('/payouts', page$());
    const month = monthRange(todayIn('America/Sao_Paulo').slice(0, 7));
    await waitFor(() =>
      expect(calls).toContain(`GET /api/payouts?page=1&limit=20&startDate=${month.start}&endDate=${month.end}`),
    );
    expect(screen.getByRole('button', { name: 'Este Mês' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe(formatLocalDate(month.start));

    fireEvent.click(screen.getByRole('button', { name: 'Todo o período' }));
    await waitFor(() => expect(router.state.location.search).toBe('?startDate=&endDate='));
    await waitFor(() => expect(calls.at(-1)).toBe('GET /api/payouts?page=1&limit=20'));
    expect(screen.getByRole('button', { name: 'Este Mês' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('an empty list says what the page is for and offers both actions', async () => {
    emptyServer();
    renderRoute('/payouts', page$());
    const empty = await screen.findByRole('region', { name: 'Nenhum pagamento de comissões encontrado' });
    expect(empty.textContent).toContain(
      'Aqui ficam os pagamentos de comissões aos atendentes e os acertos com os tripeiros',
    );
    expect(within(empty).getByRole('button', { name: 'Pagar comissões' })).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Novo acerto' })).toBeTruthy();
    // And in the header, whatever the list shows.
    expect(screen.getAllByRole('button', { name: 'Pagar comissões' })).toHaveLength(2);
  });

  it("'Pagar comissões' chooses an active attendant, then opens the payout window", async () => {
    emptyServer();
    renderRoute('/payouts', page$());
    await screen.findByRole('region', { name: 'Nenhum pagamento de comissões encontrado' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Pagar comissões' })[0] as HTMLElement);
    const chooser = await screen.findByRole('dialog', { name: 'Pagar comissões: escolha o atendente' });
    expect(within(chooser).queryByRole('button', { name: 'Bia' })).toBeNull();
    fireEvent.click(await within(chooser).findByRole('button', { name: 'Ana' }));
    expect(await screen.findByRole('dialog', { name: 'Pagar comissões — Ana' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Pagar comissões: escolha o atendente' })).toBeNull();
  });

  it("'Novo acerto' chooses a tripeiro, then opens the Acertar window", async () => {
    emptyServer();
    renderRoute('/payouts', page$());
    fireEvent.click((await screen.findAllByRole('button', { name: 'Novo acerto' }))[0] as HTMLElement);
    const chooser = await screen.findByRole('dialog', { name: 'Novo acerto: escolha o tripeiro' });
    fireEvent.click(await within(chooser).findByRole('button', { name: 'Zé' }));
    const settle = await screen.findByRole('dialog', { name: 'Acertar — Zé' });
    fireEvent.click(within(settle).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
