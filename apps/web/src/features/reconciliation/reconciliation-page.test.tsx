import {
  type BankLine,
  type BankSuggestion,
  DEFAULT_TIME_ZONE,
  type MonthReconciliation,
  todayIn,
} from '@livro-caixa/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../test/mock-api';
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
  diferenca: 0,
  motivos: ['mesmo valor', '2 dias depois', "'MARIA' na descrição"],
  exata: true,
  itens: [{ tipo: 'pagamento', id: 41, data: '2026-10-05', descricao: 'Bolo da Maria', valor: 150 }],
};

const empty = { data: [], pagination: { page: 1, limit: 200, total: 0, totalPages: 0 } };

describe('Conciliação', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the month, the pending line with its evidence, and matches it with one tap', async () => {
    let matched = false;
    const fetchMock = mockApi({
      'GET /settings': () => jsonResponse(404, { error: 'NOT_FOUND', message: 'x' }),
      [`GET /reconciliation/${todayIn(DEFAULT_TIME_ZONE).slice(0, 7)}`]: () => jsonResponse(200, month),
      'GET /bank-lines': (url) =>
        jsonResponse(
          200,
          url.searchParams.get('situacao') === (matched ? 'conciliado' : 'pendente')
            ? {
                data: [matched ? { ...line, situacao: 'conciliado', vinculos: [{ tipo: 'pagamento', id: 41 }] } : line],
                pagination: { page: 1, limit: 200, total: 1, totalPages: 1 },
              }
            : empty,
        ),
      'GET /bank-lines/7/suggestions': () => jsonResponse(200, { data: [suggestion] }),
      'POST /bank-lines/7/match': () => {
        matched = true;
        return jsonResponse(200, { data: { ...line, situacao: 'conciliado' } });
      },
      'GET /bank-statements': () => jsonResponse(200, { data: [] }),
      'GET /bank-rules': () => jsonResponse(200, { data: [] }),
      'GET /financial-accounts': () => jsonResponse(200, { data: [], total: 0 }),
      'GET /attendants': () => jsonResponse(200, empty),
    });
    renderRoute('/conciliacao', <ReconciliationPage />);

    const item = await screen.findByRole('listitem', { name: /PIX RECEBIDO MARIA S/ });
    expect(await within(item).findByText("mesmo valor · 2 dias depois · 'MARIA' na descrição")).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Conciliar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/bank-lines/7/match')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/bank-lines/7/match')[0]?.body).toEqual({ payment_ids: [41], expense_ids: [] });
    expect(await screen.findByText('Nenhuma linha pendente neste mês')).toBeTruthy();
    expect(await screen.findByText('Pagamento #41')).toBeTruthy();
  });
});
