import {
  type BankLine,
  type BankSuggestion,
  DEFAULT_TIME_ZONE,
  type MonthReconciliation,
  todayIn,
} from '@livro-caixa/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast';
import { callsTo, type Handler, mockApi } from '../../test/mock-api';
import { jsonResponse, renderRoute } from '../../test/render';
import { ReconciliationPage } from './reconciliation-page';

const month: MonthReconciliation = {
  contas: [
    {
      conta_id: 3,
      nome: 'Itaú',
      tipo: 'banco',
      extrato: { creditos: 150, debitos: 12.9, saldo_final: 137.1, data_saldo: '2026-10-20' },
      livro: { entradas: 0, saidas: 0, saldo: 0 },
      conciliados: 0,
      pendentes: 1,
      ignorados: 0,
      diferenca: 137.1,
    },
  ],
  avisos: [],
};

const line: BankLine = {
  id: 7,
  conta_id: 3,
  extrato_id: 1,
  data: '2026-10-07',
  descricao: 'PIX RECEBIDO MARIA S',
  valor: 150,
  fitid: 'A1',
  situacao: 'pendente',
  automatico: 0,
  motivo: null,
  regra_id: null,
  vinculos: [],
};

const suggestion: BankSuggestion = {
  payment_ids: [41],
  expense_ids: [],
  transfer_id: null,
  par_linha_id: null,
  linha_ids: [],
  diferenca: 0,
  motivos: ['mesmo valor', '2 dias depois', "'MARIA' na descrição"],
  exata: true,
  itens: [{ tipo: 'pagamento', id: 41, data: '2026-10-05', descricao: 'Bolo da Maria', valor: 150 }],
};

const empty = { data: [], pagination: { page: 1, limit: 200, total: 0, totalPages: 0 } };

/** What the page reads around the queue: settings, the month, the statements, rules, accounts, attendants. */
const around: Record<string, Handler> = {
  'GET /settings': () => jsonResponse(404, { error: 'NOT_FOUND', message: 'x' }),
  [`GET /reconciliation/${todayIn(DEFAULT_TIME_ZONE).slice(0, 7)}`]: () => jsonResponse(200, month),
  'GET /bank-statements': () => jsonResponse(200, { data: [] }),
  'GET /bank-rules': () => jsonResponse(200, { data: [] }),
  'GET /financial-accounts': () => jsonResponse(200, { data: [], total: 0 }),
  'GET /attendants': () => jsonResponse(200, empty),
};

/** The account's lines of the month: `pending` in the queue, `done` matched. */
const linesIn =
  (pending: () => BankLine[], done: () => BankLine[] = () => []): Handler =>
  (url) => {
    const data =
      url.searchParams.get('situacao') === 'pendente'
        ? pending()
        : url.searchParams.get('situacao') === 'conciliado'
          ? done()
          : [];
    return jsonResponse(200, { data, pagination: { page: 1, limit: 200, total: data.length, totalPages: 1 } });
  };

describe('Conciliação', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the month, the pending line with its evidence, and matches it with one tap', async () => {
    let matched = false;
    const fetchMock = mockApi({
      'GET /bank-lines': (url) =>
        jsonResponse(
          200,
          url.searchParams.get('situacao') === (matched ? 'conciliado' : 'pendente')
            ? {
                data: [
                  matched
                    ? { ...line, situacao: 'conciliado', vinculos: [{ tipo: 'pagamento', id: 41, numero: 7 }] }
                    : line,
                ],
                pagination: { page: 1, limit: 200, total: 1, totalPages: 1 },
              }
            : empty,
        ),
      'GET /bank-lines/7/suggestions': () => jsonResponse(200, { data: [suggestion] }),
      'POST /bank-lines/7/match': () => {
        matched = true;
        return jsonResponse(200, { data: { ...line, situacao: 'conciliado' } });
      },
      ...around,
    });
    renderRoute('/conciliacao', <ReconciliationPage />);

    const item = await screen.findByRole('listitem', { name: /PIX RECEBIDO MARIA S/ });
    expect(await within(item).findByText("mesmo valor · 2 dias depois · 'MARIA' na descrição")).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Conciliar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/bank-lines/7/match')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/bank-lines/7/match')[0]?.body).toEqual({ payment_ids: [41], expense_ids: [] });
    expect(await screen.findByText('Nenhuma linha pendente neste mês')).toBeTruthy();
    expect(await screen.findByText('Pagamento nº 7')).toBeTruthy();
  });

  it('N:1: ticks two fee lines, matches them to one expense of their exact sum, or makes one expense of them', async () => {
    const fees: BankLine[] = [
      { ...line, id: 8, descricao: 'TARIFA PIX', valor: -1.5 },
      { ...line, id: 9, descricao: 'TARIFA TED', valor: -8 },
    ];
    const group: BankSuggestion = {
      ...suggestion,
      payment_ids: [],
      expense_ids: [55],
      linha_ids: [9],
      motivos: ['soma exata das 2 linhas', 'mesmo dia'],
      itens: [{ tipo: 'despesa', id: 55, data: '2026-10-07', descricao: 'Tarifas bancárias', valor: 9.5 }],
    };
    const fetchMock = mockApi({
      'GET /bank-lines': (url) =>
        jsonResponse(
          200,
          url.searchParams.get('situacao') === 'pendente'
            ? { data: fees, pagination: { page: 1, limit: 200, total: 2, totalPages: 1 } }
            : empty,
        ),
      'GET /bank-lines/8/suggestions': (url) =>
        jsonResponse(200, { data: url.searchParams.get('linhas') === '9' ? [group] : [] }),
      'GET /bank-lines/9/suggestions': () => jsonResponse(200, { data: [] }),
      'POST /bank-lines/8/match': () => jsonResponse(200, { data: { ...fees[0], situacao: 'conciliado' } }),
      'POST /bank-lines/8/expense': () => jsonResponse(201, { data: { ...fees[0], situacao: 'conciliado' } }),
      'GET /expense-categories': () => jsonResponse(200, { data: [{ nome: 'Tarifas bancárias' }, { nome: 'Outros' }] }),
      ...around,
    });
    renderRoute('/conciliacao', <ReconciliationPage />);

    fireEvent.click(await screen.findByRole('checkbox', { name: /Selecionar a linha TARIFA PIX/ }));
    const bar = await screen.findByRole('region', { name: 'Linhas selecionadas' });
    expect(within(bar).getByRole('button', { name: 'Conciliar com um lançamento' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Selecionar a linha TARIFA TED/ }));
    await waitFor(() => expect(bar.textContent).toContain('2 linhas selecionadas'));
    expect(bar.textContent?.replace(/\u00a0/g, ' ')).toContain('-R$ 9,50');

    fireEvent.click(within(bar).getByRole('button', { name: 'Conciliar com um lançamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conciliar 2 linhas com um lançamento' });
    expect(await within(dialog).findByText('soma exata das 2 linhas · mesmo dia')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conciliar as 2 linhas' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/bank-lines/8/match')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/bank-lines/8/match')[0]?.body).toEqual({
      payment_ids: [],
      expense_ids: [55],
      linha_ids: [9],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The selection was cleared by the match; tick both again and make one expense of them.
    fireEvent.click(await screen.findByRole('checkbox', { name: /Selecionar a linha TARIFA PIX/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Selecionar a linha TARIFA TED/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Criar uma despesa' }));
    const form = await screen.findByRole('dialog', { name: 'Criar uma despesa das 2 linhas' });
    await waitFor(() =>
      expect((within(form).getByLabelText(/Categoria/) as HTMLSelectElement).value).toBe('Tarifas bancárias'),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Criar despesa' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/bank-lines/8/expense')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/bank-lines/8/expense')[0]?.body).toEqual({
      categoria: 'Tarifas bancárias',
      descricao: 'TARIFA PIX + TARIFA TED',
      linha_ids: [9],
    });
  });

  it('a pending entrada: the match confirms it by default (the box unticked, it only links); a matched one offers Confirmar recebimento', async () => {
    const pendingSuggestion: BankSuggestion = {
      ...suggestion,
      motivos: ['mesmo valor', 'pagamento pendente'],
      itens: [{ ...(suggestion.itens[0] as BankSuggestion['itens'][number]), pendente: true }],
    };
    const second = { ...line, id: 8, descricao: 'PIX RECEBIDO JOANA' };
    const success = vi.spyOn(toast, 'success');
    let queue = [line, second];
    const fetchMock = mockApi({
      ...around,
      'GET /bank-lines': linesIn(
        () => queue,
        () => [
          {
            ...line,
            id: 6,
            situacao: 'conciliado',
            vinculos: [{ tipo: 'pagamento', id: 40, numero: 5, pendente: true }],
          },
        ],
      ),
      'GET /bank-lines/7/suggestions': () => jsonResponse(200, { data: [pendingSuggestion] }),
      'GET /bank-lines/8/suggestions': () => jsonResponse(200, { data: [{ ...pendingSuggestion, payment_ids: [42] }] }),
      'POST /bank-lines/7/match': () => {
        queue = queue.filter((l) => l.id !== 7);
        return jsonResponse(200, { data: { ...line, situacao: 'conciliado' } });
      },
      'POST /bank-lines/8/match': () => jsonResponse(200, { data: { ...second, situacao: 'conciliado' } }),
      'POST /payments/confirm': () =>
        jsonResponse(200, {
          data: { confirmed: [{ id: 40 }], already_confirmed: [], refused: [], message: '1 pagamento confirmado.' },
        }),
    });
    renderRoute('/conciliacao', <ReconciliationPage />);

    const first = await screen.findByRole('listitem', { name: /PIX RECEBIDO MARIA S/ });
    const box = await within(first).findByRole('checkbox', { name: 'Confirmar o pagamento pendente' });
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(first).getByRole('button', { name: 'Conciliar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/bank-lines/7/match')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/bank-lines/7/match')[0]?.body).toEqual({
      payment_ids: [41],
      expense_ids: [],
      confirmar_pendentes: true,
    });

    const other = await screen.findByRole('listitem', { name: /PIX RECEBIDO JOANA/ });
    fireEvent.click(await within(other).findByRole('checkbox', { name: 'Confirmar o pagamento pendente' }));
    fireEvent.click(within(other).getByRole('button', { name: 'Conciliar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/bank-lines/8/match')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/bank-lines/8/match')[0]?.body).toEqual({ payment_ids: [42], expense_ids: [] });

    expect(await screen.findByText('Pagamento nº 5 (pendente)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar recebimento' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/payments/confirm')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/payments/confirm')[0]?.body).toEqual({ ids: [40] });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Recebimento confirmado'));
  });
});
