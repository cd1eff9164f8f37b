import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { testRecurringBill, testUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoute } from '../../../test/render';
import { RecurringBillsTab } from './recurring-bills-tab';

/** Configurações → Recorrentes: a template whose next bills the job could not make says why. */
describe('Contas recorrentes', () => {
  beforeEach(() => setSession({ token: 'tok', user: testUser() }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows why a template's next bills were not made, and only on that template", async () => {
    const falha = 'A categoria "Internet" foi arquivada ou excluída: reative-a ou escolha outra no modelo';
    mockApi({
      'GET /recurring-bills': () =>
        jsonResponse(200, {
          data: [
            testRecurringBill(),
            testRecurringBill({
              id: 2,
              descricao: 'Fibra',
              categoria: 'Internet',
              falha,
              falha_em: '2026-11-20T12:00:00.000Z',
            }),
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
