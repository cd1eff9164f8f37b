import { type Closing, formatMonthName, monthRange, shiftMonth, todayIn } from '@livro-caixa/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { testUser } from '../../test/fixtures';
import { jsonResponse, renderRoute } from '../../test/render';
import { asShown } from '../../test/text';
import { ClosingPage } from './closing-page';

describe('closing page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Token de autenticação não encontrado' without a token, and calls nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/fechamento', <ClosingPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Token de autenticação não encontrado');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

const owner = testUser({
  id: 5,
  name: 'Dona Maria',
  email: 'dona@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
});

/** A month with nothing in it, `extra` on top. */
function closingOf(month: string, extra: Partial<Closing> = {}): Closing {
  const { start, end } = monthRange(month);
  return {
    month,
    period: { startDate: start, endDate: end },
    status: 'aberto',
    closedAt: null,
    closedBy: null,
    reopenedAt: null,
    reopenedBy: null,
    generatedAt: new Date().toISOString(),
    company: { name: 'Padaria Central', cnpj: null },
    cards: { totalRevenue: 0, attendantCommissions: 0, tripeiroCommissions: 0, totalExpenses: 0, netProfit: 0 },
    tripeiros: [],
    tripeirosTotals: { saldo: 0, comissao: 0, a_receber: 0 },
    attendants: [],
    attendantsTotals: { total_sales: 0, total_value: 0, total_commission: 0 },
    settling: {
      attendants: [],
      attendantsTotals: { earned: 0, paid: 0, open: 0 },
      tripeiros: [],
      tripeirosTotals: { earned: 0, paid: 0, open: 0 },
    },
    ...extra,
  };
}

/** Answers the settings (defaults), the closings list and each month's closing from `months`. */
function server(months: Record<string, Partial<Closing>>, onPost: (url: string) => Response = () => new Response()) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (init.method === 'POST') return onPost(url);
      if (url === '/api/settings') return jsonResponse(500, { error: 'INTERNAL', message: 'x' });
      if (url === '/api/closings') return jsonResponse(200, { data: [] });
      const month = url.replace('/api/closings/', '');
      return jsonResponse(200, closingOf(month, months[month]));
    }),
  );
  return calls;
}

describe('closing page: closing and reopening', () => {
  beforeEach(() => setSession({ token: 'tok', user: owner }));
  afterEach(() => vi.unstubAllGlobals());
  const current = todayIn('America/Sao_Paulo').slice(0, 7);
  const previous = shiftMonth(current, -1);

  it("disables 'Fechar mês' for the current and a future month, and says why", async () => {
    server({});
    renderRoute('/fechamento', <ClosingPage />);
    const button = await screen.findByRole('button', { name: 'Fechar mês' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute('title')).toBe('Só é possível fechar um mês depois que ele termina');
    const note = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Só é possível fechar um mês depois que ele termina.');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await screen.findByText(formatMonthName(shiftMonth(current, 1), true));
    expect((screen.getByRole('button', { name: 'Fechar mês' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("lets the company's user reopen a closed month after confirming, and shows who reopened it", async () => {
    const calls = server(
      { [previous]: { status: 'fechado', closedAt: '2026-11-02T12:00:00.000Z', closedBy: 'Dona Maria' } },
      () =>
        jsonResponse(200, closingOf(previous, { reopenedAt: '2026-11-21T15:30:00.000Z', reopenedBy: 'Dona Maria' })),
    );
    renderRoute('/fechamento', <ClosingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mês anterior' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reabrir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reabrir mês' });
    expect(dialog.textContent).toContain('A reabertura fica registrada com o seu nome e a hora.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(await screen.findByText(/^reaberto por Dona Maria em 21\/11\/2026 12:30$/)).toBeTruthy();
    expect(calls).toContain(`POST /api/closings/${previous}/reopen`);
    expect((screen.getByRole('button', { name: 'Fechar mês' }) as HTMLButtonElement).disabled).toBe(false);
  });

  // docs/product-rules.md "Figures on screen and in files": the figure with the confirmed saídas is
  // 'Despesas + saídas', with its parts, as on the dashboard; never a bare 'Despesas'.
  it("names the expenses card 'Despesas + saídas' with its parts and counts", async () => {
    const cards = {
      ...closingOf(current).cards,
      totalExpenses: 170,
      recordedExpenses: 150,
      confirmedSaidas: 20,
      expenseCount: 2,
      confirmedSaidaCount: 1,
    };
    server({ [current]: { cards } });
    renderRoute('/fechamento', <ClosingPage />);
    const card = (await screen.findByText('Despesas + saídas')).closest('section, article, div[class*="rounded"]');
    expect(card).not.toBeNull();
    // The parts never break inside (no-break spaces, as figure-names.ts writes them).
    const text = ((card as HTMLElement).textContent ?? '').replaceAll('\u00a0', ' ');
    expect(text).toContain('R$ 170,00');
    expect(text).toContain('Despesas R$ 150,00 + saídas R$ 20,00');
    expect(text).toContain('2 despesas · 1 saída confirmada');
    expect(screen.queryByText('Despesas', { exact: true })).toBeNull();
  });

  it("shows each attendant's and tripeiro's commission earned, paid and to pay, with totals", async () => {
    server({
      [current]: {
        settling: {
          attendants: [{ id: 1, nome: 'Ana', earned: 120, paid: 100, open: 20 }],
          attendantsTotals: { earned: 120, paid: 100, open: 20 },
          tripeiros: [{ id: 3, nome: 'Zé', earned: 125, paid: 25, open: 100 }],
          tripeirosTotals: { earned: 125, paid: 25, open: 100 },
        },
      },
    });
    renderRoute('/fechamento', <ClosingPage />);
    const section = await screen.findByRole('region', { name: 'Acertos do Mês' });
    const attendants = within(section).getByRole('table', { name: /atendentes: ganha, paga e a pagar/ });
    // Unpaid commission is 'Comissão a Pagar', never 'Em aberto' (issue 20, docs/product-rules.md).
    expect(
      within(attendants)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Atendente', 'Comissão Ganha', 'Paga', 'Comissão a Pagar']);
    expect(section.textContent).not.toMatch(/em aberto/i);
    // The note reads as plain Portuguese for an owner, not as a formula (issue 20 item 18).
    expect(
      within(section).getByText(/^Comissão ganha é o que cada atendente ou tripeiro ganhou/).textContent,
    ).toContain(
      'Comissão a pagar é o que ainda falta: a ganha menos a paga. Estes valores são os de hoje, mesmo com o mês fechado.',
    );
    expect(section.textContent).not.toMatch(/lidos agora|=|−/);
    const ana = within(attendants).getByRole('row', { name: /Ana/ });
    expect(
      within(ana)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ana', 'R$ 120,00', 'R$ 100,00', 'R$ 20,00'].map(asShown));
    const tripeiros = within(section).getByRole('table', { name: /Tripeiros: ganha/ });
    expect(tripeiros.textContent).toContain('Paga nos Acertos');
    const ze = within(tripeiros).getByRole('row', { name: /Zé/ });
    expect(
      within(ze)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Zé', 'R$ 125,00', 'R$ 25,00', 'R$ 100,00'].map(asShown));
    const link = within(section).getByRole('link', { name: 'Ver pagamentos e acertos' });
    const { start, end } = monthRange(current);
    expect(link.getAttribute('href')).toBe(`/payouts?startDate=${start}&endDate=${end}`);
  });
});

describe('closing page: a failed load', () => {
  beforeEach(() => setSession({ token: 'tok', user: owner }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the error and 'Tentar novamente', no R$ 0,00, and loads the month on retry", async () => {
    const month = todayIn('America/Sao_Paulo').slice(0, 7);
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/settings') return jsonResponse(500, { error: 'INTERNAL', message: 'x' });
        if (url === '/api/closings') return jsonResponse(200, { data: [] });
        if (fail) return jsonResponse(500, { error: 'INTERNAL', message: 'Erro interno do servidor' });
        return jsonResponse(200, closingOf(month, { cards: { ...closingOf(month).cards, totalRevenue: 1234.5 } }));
      }),
    );
    renderRoute('/fechamento', <ClosingPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro interno do servidor');
    expect(document.body.textContent).not.toContain('R$ 0,00');
    expect(screen.queryByText('Receita Total')).toBeNull();
    expect((screen.getByRole('button', { name: 'Gerar PDF' }) as HTMLButtonElement).disabled).toBe(true);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('R$ 1.234,50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });
});
