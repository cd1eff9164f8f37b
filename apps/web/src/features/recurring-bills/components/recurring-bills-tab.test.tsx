import type { RecurringBill } from '@livro-caixa/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { testUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoute } from '../../../test/render';
import { RecurringBillsTab } from './recurring-bills-tab';

/** Configurações → Recorrentes: a template whose next bills the job could not make says why. */
const template = (patch: Partial<RecurringBill>): RecurringBill => ({
  id: 1,
  descricao: 'Aluguel',
  valor: 1500,
  categoria: 'Aluguel',
  forma_pagamento: 'Boleto',
  conta_id: null,
  observacoes: null,
  frequencia: 'mensal',
  dia: 10,
  inicio: '2026-01-10',
  fim: null,
  gerado_ate: '2027-02-21',
  proxima: '2026-12-10',
  falha: null,
  falha_em: null,
  created_at: '2026-01-01T12:00:00.000Z',
  updated_at: '2026-01-01T12:00:00.000Z',
  ...patch,
});

describe('Contas recorrentes', () => {
  beforeEach(() => setSession({ token: 'tok', user: testUser() }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows why a template's next bills were not made, and only on that template", async () => {
    const falha = 'A categoria "Internet" foi arquivada ou excluída: reative-a ou escolha outra no modelo';
    mockApi({
      'GET /recurring-bills': () =>
        jsonResponse(200, {
          data: [
            template({}),
            template({ id: 2, descricao: 'Fibra', categoria: 'Internet', falha, falha_em: '2026-11-20T12:00:00.000Z' }),
          ],
        }),
    });
    renderRoute('/settings', <RecurringBillsTab />);
    const fibra = await screen.findByTestId('modelo-Fibra');
    expect(within(fibra).getByText('As próximas contas não foram geradas.')).toBeTruthy();
    expect(fibra.textContent).toContain(`${falha}. Nova tentativa a cada hora, ou logo depois que o modelo for salvo.`);
    expect(
      within(screen.getByTestId('modelo-Aluguel')).queryByText('As próximas contas não foram geradas.'),
    ).toBeNull();
  });
});
