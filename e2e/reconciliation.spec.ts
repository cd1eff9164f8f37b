import { monthRange, shiftMonth } from '@livro-caixa/domain';
import { lightAndDarkViolations } from './axe';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, importOfx, itauAccount, ofxStatement, saveShots, todaySP } from './helpers';

/**
 * The bank statement's daily gesture (issue 21 §8, ADR 046): import → preview → confirm → match a
 * suggestion with one tap → create the fee expense from its line → the closing shows the account
 * with a difference of R$ 0,00.
 */

// An import, a match, a fee and the closing: more than the 30 s default on a loaded machine.
test.describe.configure({ timeout: 90_000 });

const month = shiftMonth(todaySP().slice(0, 7), -1);
const { start } = monthRange(month);
const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;

/** An OFX 1.x statement: a PIX of R$ 150,00 received from Maria, a package fee of R$ 12,90; balance R$ 137,10. */
function statement(): Buffer {
  return ofxStatement({
    start: day(1),
    end: day(20),
    postings: [
      [day(7), '150,00', 'A1', 'PIX RECEBIDO MARIA S'],
      [day(20), '-12,90', 'A2', 'TARIFA PACOTE SERVICOS'],
    ],
    balance: '137,10',
  });
}

test('import, confirm, one tap on the suggestion, the fee from its line, and the closing at R$ 0,00', async ({
  page,
}) => {
  const account = await createAccount(page, 'Padaria');
  const api = apiOf(page.request, account);
  const conta = await itauAccount(api, start);
  // Two sales of R$ 150,00: no automatic match (not unique); Maria's is the suggestion the words point at.
  await api('POST', '/payments', {
    descricao: 'Bolo da Maria',
    valor: 150,
    data_pagamento: day(5),
    status: 'confirmado',
    forma_pagamento: 'PIX',
    conta_id: conta,
  });
  await api('POST', '/payments', { descricao: 'Encomenda do João', valor: 150, data_pagamento: day(6) });

  await loginAs(page, account);
  await page.goto(`/conciliacao?mes=${month}&conta=${conta}`);
  await expect(page.getByRole('heading', { name: 'Conciliação', level: 1 })).toBeVisible();

  // Import → preview → confirm.
  await page.getByRole('button', { name: 'Importar extrato' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Importar extrato' });
  await dialog.getByLabel('Arquivo (OFX ou CSV)').setInputFiles({
    name: 'itau.ofx',
    mimeType: 'application/x-ofx',
    buffer: statement(),
  });
  await dialog.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(dialog.getByText('PIX RECEBIDO MARIA S').locator('visible=true').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
  await expect(dialog).toBeHidden();

  // The queue: Maria's line with its evidence; one tap matches it.
  const maria = page.getByRole('listitem', { name: /PIX RECEBIDO MARIA S/ });
  await expect(maria.getByTestId('motivos').first()).toHaveText("mesmo valor · 2 dias depois · 'MARIA' na descrição");
  expect(await lightAndDarkViolations(page)).toEqual([]);
  await saveShots(page, 'conciliacao-fila');
  await maria.getByRole('button', { name: 'Conciliar' }).first().click();
  await expect(page.getByRole('listitem', { name: /PIX RECEBIDO MARIA S/ })).toHaveCount(0);

  // The fee: 'Criar despesa' from its line, Tarifas bancárias offered first.
  const fee = page.getByRole('listitem', { name: /TARIFA PACOTE SERVICOS/ });
  await fee.getByRole('button', { name: 'Criar despesa' }).click();
  const expense = page.getByRole('dialog', { name: 'Criar despesa da linha' });
  await expect(expense.getByLabel('Categoria')).toHaveValue('Tarifas bancárias');
  await expense.getByRole('button', { name: 'Criar despesa' }).click();
  await expect(expense).toBeHidden();
  await expect(page.getByText('Nenhuma linha pendente neste mês')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Diferença' }).locator('..').locator('..')).toContainText('R$ 0,00');
  await saveShots(page, 'conciliacao-feita');

  // The closing: the account's row with a difference of R$ 0,00 and nothing to warn about.
  await page.goto(`/fechamento?mes=${month}`);
  const section = page.getByRole('region', { name: 'Conciliação bancária' });
  const row = section.getByRole('row', { name: /Itaú/ });
  await expect(row).toContainText('R$ 137,10');
  await expect(row.getByRole('cell').last()).toHaveText('R$ 0,00');
  // A phone: the account's block, its difference first.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section.getByRole('listitem').filter({ hasText: 'Itaú' })).toContainText('Diferença R$ 0,00');
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(section.getByText('Antes de fechar, confira:')).toHaveCount(0);
  await saveShots(page, 'fechamento-conciliacao', async () => {
    await section.scrollIntoViewIfNeeded();
  });
});

test('the closing warns and names an account with pending lines and a difference', async ({ page }) => {
  const account = await createAccount(page, 'Mercado');
  const api = apiOf(page.request, account);
  const conta = await itauAccount(api, start);
  await loginAs(page, account);
  await page.goto(`/conciliacao?mes=${month}&conta=${conta}`);
  await page.getByRole('button', { name: 'Importar extrato' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Importar extrato' });
  await dialog.getByLabel('Arquivo (OFX ou CSV)').setInputFiles({
    name: 'itau.ofx',
    mimeType: 'application/x-ofx',
    buffer: statement(),
  });
  await dialog.getByRole('button', { name: 'Pré-visualizar' }).click();
  await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
  await expect(dialog).toBeHidden();
  await saveShots(page, 'conciliacao-pendente');

  await page.goto(`/fechamento?mes=${month}`);
  const section = page.getByRole('region', { name: 'Conciliação bancária' });
  await expect(section).toContainText('Itaú: 2 linhas pendentes de conciliação');
  await expect(section).toContainText('Itaú: diferença de R$ 137,10 entre o banco e o livro');
  await page.getByRole('button', { name: 'Fechar mês' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Fechar mês' });
  await expect(confirm).toContainText('Itaú: 2 linhas pendentes de conciliação');
  expect(await lightAndDarkViolations(page)).toEqual([]);
  await saveShots(page, 'fechamento-aviso');
  await confirm.getByRole('button', { name: 'Fechar mês' }).click();
  await expect(page.getByText('Mês fechado com sucesso!').first()).toBeVisible();
  // The warning stays with the closing.
  await page.reload();
  const kept = page.getByRole('region', { name: 'Conciliação bancária' });
  await expect(kept).toContainText('Fechado com este aviso:');
  await expect(kept).toContainText('Itaú: 2 linhas pendentes de conciliação');
});

test('N:1 and a pending entrada: two fee lines ticked match one expense; the PIX of a pending sale confirms it', async ({
  page,
}) => {
  const account = await createAccount(page, 'Confeitaria');
  const api = apiOf(page.request, account);
  const conta = await itauAccount(api, start);
  // Two pending sales of R$ 75,00 (no automatic match), one of R$ 40,00 (matched automatically, still pending).
  for (const descricao of ['Encomenda da Maria', 'Encomenda do João'])
    await api('POST', '/payments', { descricao, valor: 75, data_pagamento: day(6), status: 'pendente' });
  await api('POST', '/payments', { descricao: 'Bolo fiado', valor: 40, data_pagamento: day(6), status: 'pendente' });
  await api('POST', '/expenses', {
    descricao: 'Tarifas bancárias do dia',
    valor: 12.9,
    data_despesa: day(8),
    categoria: 'Tarifas bancárias',
  });
  const file = ofxStatement({
    start: day(1),
    end: day(20),
    postings: [
      [day(7), '75,00', 'B1', 'PIX RECEBIDO MARIA'],
      [day(7), '40,00', 'B2', 'PIX RECEBIDO BOLO'],
      [day(8), '-4,50', 'B3', 'TARIFA PIX'],
      [day(8), '-8,40', 'B4', 'TARIFA TED'],
    ],
    balance: '102,10',
  });
  await importOfx(page.request, account, conta, file);

  await loginAs(page, account);
  await page.goto(`/conciliacao?mes=${month}&conta=${conta}`);
  // Maria's PIX: the suggestion offers to confirm the pending sale, ticked.
  const maria = page.getByRole('listitem', { name: /PIX RECEBIDO MARIA/ });
  const box = maria.getByRole('checkbox', { name: 'Confirmar o pagamento pendente' }).first();
  await expect(box).toBeChecked();

  // The two fee lines ticked: the bar, then the expense of exactly their sum.
  await page.getByRole('checkbox', { name: /Selecionar a linha TARIFA PIX/ }).check();
  await page.getByRole('checkbox', { name: /Selecionar a linha TARIFA TED/ }).check();
  const bar = page.getByRole('region', { name: 'Linhas selecionadas' });
  await expect(bar).toContainText('2 linhas selecionadas');
  await expect(bar).toContainText('-R$ 12,90');
  expect(await lightAndDarkViolations(page)).toEqual([]);
  await saveShots(page, 'conciliacao-selecao');
  await bar.getByRole('button', { name: 'Conciliar com um lançamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conciliar 2 linhas com um lançamento' });
  await expect(dialog.getByText('Tarifas bancárias do dia').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Conciliar as 2 linhas' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: /TARIFA PIX/ })).toHaveCount(0);
  await expect(bar).toHaveCount(0);

  // One tap confirms Maria's sale with the match; the automatic match of the bolo offers 'Confirmar recebimento'.
  await maria.getByRole('button', { name: 'Conciliar' }).first().click();
  await expect(page.getByRole('listitem', { name: /PIX RECEBIDO MARIA/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(page.getByRole('button', { name: 'Confirmar recebimento' })).toHaveCount(0);
  await expect(page.getByText('Nenhuma linha pendente neste mês')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Diferença' }).locator('..').locator('..')).toContainText('R$ 0,00');
  await saveShots(page, 'conciliacao-confirmada');
});

test('an open bill is found on its due date, and one tap on it pays it: Contas shows it paid, the month at R$ 0,00', async ({
  page,
}) => {
  const account = await createAccount(page, 'Mercearia');
  const api = apiOf(page.request, account);
  const conta = await itauAccount(api, start);
  // Incurred on the 2nd, due on the 18th: the bank debits it on its due date.
  const bill = await api<{ data: Array<{ id: number }> }>('POST', '/bills', {
    descricao: 'Boleto Distribuidora Sol',
    valor: 845.3,
    categoria: 'Outros',
    data_despesa: day(2),
    vencimento: day(18),
    parcelas: 1,
    forma_pagamento: 'Boleto',
    conta_id: conta,
  });
  const file = ofxStatement({
    start: day(1),
    end: day(20),
    postings: [[day(18), '-845,30', 'B1', 'PAGTO BOLETO DISTRIBUIDORA SOL']],
    balance: '-845,30',
  });
  await importOfx(page.request, account, conta, file);

  await loginAs(page, account);
  await page.goto(`/conciliacao?mes=${month}&conta=${conta}`);
  const line = page.getByRole('listitem', { name: /PAGTO BOLETO DISTRIBUIDORA SOL/ });
  await expect(line.getByTestId('motivos').first()).toHaveText(
    "mesmo valor · mesmo dia · 'DISTRIBUIDORA' na descrição · 'SOL' na descrição · conta a pagar em aberto: conciliar registra o pagamento",
  );
  expect(await lightAndDarkViolations(page)).toEqual([]);
  await saveShots(page, 'conciliacao-conta-em-aberto');
  await line.getByRole('button', { name: 'Conciliar' }).first().click();
  await expect(page.getByText('Nenhuma linha pendente neste mês')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Diferença' }).locator('..').locator('..')).toContainText('R$ 0,00');

  const paid = await api<{ data: Array<{ id: number; status: string; data_baixa: string | null }> }>(
    'GET',
    `/bills?month=${month}`,
  );
  expect(paid.data.find((b) => b.id === bill.data[0]?.id)).toMatchObject({ status: 'paga', data_baixa: day(18) });
});
