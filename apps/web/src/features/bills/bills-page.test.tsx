import { type Bill, monthOf, todayIn } from '@livro-caixa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { testRecurringBill, testUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { jsonResponse, renderRoute } from '../../test/render';
import { BillsPage } from './bills-page';

/** Contas: the 'Contas a pagar' e-mail's link (/contas?numero=N) and the way to the recurring ones. */
const bill = (patch: Partial<Bill>): Bill => ({
  id: 1,
  numero: 1,
  descricao: 'Conta',
  valor: 100,
  data: '2026-09-01',
  vencimento: '2026-09-10',
  data_baixa: null,
  status: 'vencida',
  categoria: 'Aluguel',
  forma_pagamento: 'Boleto',
  conta_id: null,
  conta_nome: null,
  parcela: null,
  parcelas: null,
  pessoa: null,
  ajuste: 0,
  ...patch,
});

const aluguel = bill({ id: 12, numero: 12, descricao: 'Aluguel de setembro' });
const luz = bill({ id: 13, numero: 13, descricao: 'Luz', vencimento: '2026-09-20' });

describe('Contas a pagar e receber', () => {
  beforeEach(() => setSession({ token: 'tok', user: testUser() }));
  afterEach(() => vi.unstubAllGlobals());

  it("?numero=N opens the bill's month and marks its row; unknown numbers say so", async () => {
    const asked: string[] = [];
    mockApi({
      'GET /recurring-bills': () => jsonResponse(200, { data: [] }),
      'GET /bills': (url) => {
        asked.push(url.search);
        if (url.searchParams.get('numero') === '12') return jsonResponse(200, { data: [aluguel] });
        if (url.searchParams.get('numero')) return jsonResponse(200, { data: [] });
        return jsonResponse(200, { data: url.searchParams.get('month') === '2026-09' ? [aluguel, luz] : [] });
      },
    });
    const { router } = renderRoute('/contas', <BillsPage />);
    await router.navigate('/contas?numero=12');
    const table = await screen.findByRole('table', { name: 'Contas a pagar' });
    const row = (await within(table).findByText('(conta do link)')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Aluguel de setembro')).toBeTruthy();
    expect(row.className).toContain('bg-amber-50');
    expect((within(table).getByText('Luz').closest('tr') as HTMLElement).className).not.toContain('bg-amber-50');
    expect(asked).toContain('?month=2026-09');
    expect(screen.getByRole('link', { name: 'Contas recorrentes' }).getAttribute('href')).toBe(
      '/settings?tab=recorrentes',
    );
  });

  it('a number the company has no bill of: a note, and the current month', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /recurring-bills': () => jsonResponse(200, { data: [] }),
      'GET /bills': (url) => {
        asked.push(url.search);
        return jsonResponse(200, { data: [] });
      },
    });
    const { router } = renderRoute('/contas', <BillsPage />);
    await router.navigate('/contas?numero=99');
    expect((await screen.findByText('Conta nº 99 não encontrada.')).getAttribute('role')).toBe('status');
    await waitFor(() => expect(asked).toContain(`?month=${monthOf(todayIn('America/Sao_Paulo'))}`));
  });

  it('names a recurring template whose next bills were not made, and leads to its reason', async () => {
    const templates = [
      testRecurringBill(),
      testRecurringBill({
        id: 2,
        descricao: 'Fibra',
        categoria: 'Internet',
        falha: 'A categoria "Internet" foi arquivada ou excluída',
        falha_em: '2026-11-20T12:00:00.000Z',
      }),
    ];
    mockApi({
      'GET /recurring-bills': () => jsonResponse(200, { data: templates }),
      'GET /bills': () => jsonResponse(200, { data: [] }),
    });
    renderRoute('/contas', <BillsPage />);
    const notice = await screen.findByText('A conta recorrente “Fibra” não gerou as próximas contas.', {
      exact: false,
    });
    expect(within(notice).getByRole('link', { name: 'Ver o motivo' }).getAttribute('href')).toBe(
      '/settings?tab=recorrentes',
    );
  });
});
