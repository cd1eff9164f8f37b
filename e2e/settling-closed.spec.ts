import { formatMonthSlash, monthOf, previousMonth } from '@livro-caixa/domain';
import { lightAndDarkViolations } from './axe';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, br, rowAction, saveShots, todaySP } from './helpers';

/**
 * Settling after the closing (docs/product-rules.md, ADR 038): last month is closed with an entrada
 * of Zé still pending and a commission of Ana unpaid. The Acertar and Pagar comissões windows mark
 * those entries with a lock that says what it means, and a settlement dated today collects the
 * entrada on today's date, keeping its own.
 */
/** A name that contains `text`, as it is. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));

test("the windows mark a closed month's entries, and a settlement this month collects them", async ({ page }) => {
  test.slow();
  const account = await createAccount(page, 'Salgados Depois');
  const api = apiOf(page.request, account);
  const today = todaySP();
  const last = previousMonth(monthOf(today));
  const ownDate = `${last}-15`;
  const ana = (await api('POST', '/attendants', { nome: 'Ana Lima', comissao_percentual: 10 })).data.id;
  const ze = (await api('POST', '/tripeiros', { nome: 'Zé Entregas', comissao_percentual: 10 })).data.id;
  const pay = async (body: Record<string, unknown>) => (await api('POST', '/payments', body)).data.id as number;
  const salgados = await pay({
    descricao: 'Encomenda de salgados',
    valor: 500,
    data_pagamento: ownDate,
    status: 'pendente',
    tripeiro_id: ze,
  });
  await pay({ descricao: 'Coxinhas', valor: 100, data_pagamento: today, status: 'pendente', tripeiro_id: ze });
  await pay({
    descricao: 'Venda balcão',
    valor: 200,
    data_pagamento: ownDate,
    status: 'confirmado',
    atendente_id: ana,
  });
  await api('POST', `/closings/${last}/close`);

  await loginAs(page, account);
  await page.goto('/tripeiros');
  await page.getByRole('article', { name: 'Zé Entregas' }).getByRole('button', { name: 'Acertar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acertar — Zé Entregas' });
  const settleNote = `Mês fechado (${formatMonthSlash(last)}): o valor entra no caixa de ${formatMonthSlash(today)}, o mês do acerto`;
  // One lock, on the closed month's entrada, with what it means as its tooltip, under the
  // description and in the box's accessible name.
  const lock = dialog.getByTitle(settleNote);
  await expect(dialog.getByTitle(/^Mês fechado/)).toHaveCount(1);
  await expect(lock).toBeVisible();
  await expect(dialog.getByText(settleNote)).toBeVisible();
  const closedBox = dialog.getByRole('checkbox', { name: /Encomenda de salgados/ });
  await expect(closedBox).toBeChecked();
  await expect(closedBox).toHaveAccessibleName(containing(settleNote));
  await expect(dialog.getByRole('checkbox', { name: /Coxinhas/ })).not.toHaveAccessibleName(/Mês fechado/);
  await saveShots(page, 'acertar', () => expect(lock).toBeVisible());
  expect(await lightAndDarkViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByRole('button', { name: 'Registrar acerto' }).click();
  await expect(page.getByText('Acerto nº 1 registrado', { exact: true })).toBeVisible();
  // The saved settlement says where the closed month's entrada counts.
  const receivedNote = dialog.getByText(`1 entrada de mês fechado: conta no caixa de ${br(today)}, a data do acerto.`);
  await expect(receivedNote).toBeVisible();
  await saveShots(page, 'acertar-registrado', () => expect(receivedNote).toBeVisible());
  const entry = (await api('GET', `/payments/${salgados}`)).data;
  expect(entry).toMatchObject({ status: 'confirmado', data_pagamento: today, data_lancamento: ownDate });
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  await page.goto('/attendants');
  await rowAction(
    page.getByRole('table', { name: 'Atendentes' }).getByRole('row', { name: /Ana Lima/ }),
    'Pagar comissões',
  );
  const payout = page.getByRole('dialog', { name: /Pagar comissões/ });
  const payoutNote = `Mês fechado (${formatMonthSlash(last)}): a comissão é paga na data deste pagamento; o fechamento do mês não muda`;
  const payoutLock = payout.getByTitle(payoutNote);
  await expect(payoutLock).toBeVisible();
  await expect(payout.getByRole('checkbox', { name: /Venda balcão/ })).toHaveAccessibleName(containing(payoutNote));
  await saveShots(page, 'pagar-comissoes', () => expect(payoutLock).toBeVisible());
  expect(await lightAndDarkViolations(page, '[role="dialog"]')).toEqual([]);
  await payout.getByRole('button', { name: 'Pagar comissões' }).click();
  await expect(page.getByText('Pagamento nº 1 registrado', { exact: true })).toBeVisible();
});
