import { monthRange, shiftMonth } from '@livro-caixa/domain';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, itauAccount, ofxStatement, saveShots, todaySP } from './helpers';

/**
 * The bank statement import (issue 21 §2, §6; ADR 045): an OFX previewed line by line (Novo /
 * Duplicado, the rejected line with its number and reason, the period and totals), confirmed,
 * listed among the imports and undone; a CSV's mapping section; a rule created and listed with
 * what it caught.
 */

test.describe.configure({ timeout: 90_000 });

const month = shiftMonth(todaySP().slice(0, 7), -1);
const { start } = monthRange(month);
const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
const br = (d: string) => d.split('-').reverse().join('/');

function statement(): Buffer {
  return ofxStatement({
    start: day(1),
    end: day(20),
    postings: [
      [day(3), '150,00', '0', 'PIX RECEBIDO MARIA SOUZA DE OLIVEIRA'],
      [day(3), '150,00', '0', 'PIX RECEBIDO MARIA SOUZA DE OLIVEIRA'],
      [day(9), '-1.200,00', 'B1', 'BOLETO ALUGUEL LOJA'],
      [day(12), 'abc', 'B2', 'VALOR ILEGIVEL'],
      [day(20), '-12,90', 'B3', 'TARIFA PACOTE SERVICOS'],
    ],
    balance: '-912,90',
  });
}

test('an OFX: preview every line, confirm, listed, the same file again all duplicate, undo', async ({ page }) => {
  const account = await createAccount(page, 'Padaria');
  const api = apiOf(page.request, account);
  await itauAccount(api, start);
  await loginAs(page, account);
  await page.goto(`/conciliacao?mes=${month}`);
  await expect(page.getByRole('heading', { name: 'Conciliação', level: 1 })).toBeVisible();

  const open = async () => {
    await page.getByRole('button', { name: 'Importar extrato' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Importar extrato' });
    // No account chosen: the OFX names it (BANKID 0341, ACCTID 56789-0).
    await dialog.getByLabel('Conta').selectOption({ label: 'A que o OFX indicar' });
    await dialog.getByLabel('Arquivo (OFX ou CSV)').setInputFiles({
      name: 'itau-mes.ofx',
      mimeType: 'application/x-ofx',
      buffer: statement(),
    });
    await dialog.getByRole('button', { name: 'Pré-visualizar' }).click();
    return dialog;
  };

  // Chosen for the wrong account: the file says whose it is.
  await page.getByRole('button', { name: 'Importar extrato' }).first().click();
  const wrong = page.getByRole('dialog', { name: 'Importar extrato' });
  await wrong.getByLabel('Conta').selectOption({ label: 'Caixa' });
  await wrong
    .getByLabel('Arquivo (OFX ou CSV)')
    .setInputFiles({ name: 'itau-mes.ofx', mimeType: 'application/x-ofx', buffer: statement() });
  await wrong.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(wrong.getByRole('alert')).toContainText('O extrato é da conta Itaú, não de Caixa');
  await saveShots(page, 'importar-erro');
  await wrong.getByRole('button', { name: 'Cancelar' }).click();
  await expect(wrong).toBeHidden();

  const dialog = await open();
  const table = dialog.getByRole('table', { name: 'Lançamentos do extrato' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row', { name: /BOLETO ALUGUEL/ })).toContainText('-R$ 1.200,00');
  await expect(table.getByRole('row', { name: /BOLETO ALUGUEL/ })).toContainText('Novo');
  await expect(dialog.getByText(/Linha \d+: valor ilegível/)).toBeVisible();
  await expect(dialog).toContainText(`período ${br(day(3))} a ${br(day(20))}`);
  await expect(dialog.getByText('Novos').locator('..')).toContainText('4');
  await expect(dialog.getByText('Saldo final do extrato').locator('..')).toContainText('-R$ 912,90');
  await saveShots(page, 'importar-previa');
  await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Extrato importado: 4 lançamentos novos').first()).toBeVisible();

  const list = page.getByRole('region', { name: 'Extratos importados' });
  const item = list.getByRole('listitem').filter({ hasText: 'itau-mes.ofx' });
  await expect(item).toContainText(`Itaú · ${br(day(3))} a ${br(day(20))}`);
  await expect(item).toContainText('4 novos · 0 duplicados · 1 rejeitado');

  // The same file again: every line a duplicate, nothing to confirm.
  const again = await open();
  await expect(again.getByRole('table').getByText('Duplicado')).toHaveCount(4);
  await expect(again.getByRole('button', { name: 'Nada novo para importar' })).toBeDisabled();
  await saveShots(page, 'importar-duplicados');
  await again.getByRole('button', { name: 'Voltar' }).click();
  await again.getByRole('button', { name: 'Cancelar' }).click();
  await expect(again).toBeHidden();
  await saveShots(page, 'extratos-importados', async () => {
    await list.scrollIntoViewIfNeeded();
  });

  // Undo, after the confirmation.
  await item.getByRole('button', { name: 'Desfazer itau-mes.ofx' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Desfazer importação?' });
  await expect(confirm).toContainText("As 4 linhas de 'itau-mes.ofx'");
  await confirm.getByRole('button', { name: 'Desfazer' }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByText('Nenhum extrato importado ainda')).toBeVisible();
});

test('a CSV shows its mapping; a rule is created and listed', async ({ page }) => {
  const account = await createAccount(page, 'Mercado');
  const api = apiOf(page.request, account);
  await api('POST', '/financial-accounts', {
    nome: 'Nubank',
    tipo: 'banco',
    banco: '260',
    conta: '7777',
    saldo_inicial: 0,
    data_saldo_inicial: start,
  });
  await loginAs(page, account);
  await page.goto(`/conciliacao?mes=${month}`);
  await page.getByRole('button', { name: 'Importar extrato' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Importar extrato' });
  await dialog.getByLabel('Conta').selectOption({ label: 'Nubank' });
  await dialog.getByLabel('Arquivo (OFX ou CSV)').setInputFiles({
    name: 'nubank.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Data;Histórico;Valor\n${br(day(4))};PIX RECEBIDO ANA;50,00\n${br(day(5))};TARIFA;-2,00\n`),
  });
  await dialog.getByLabel('Modelo').selectOption({ label: 'Outro: informar as colunas' });
  await dialog.getByLabel('Coluna(s) da descrição').fill('Histórico');
  await saveShots(page, 'importar-csv');
  await dialog.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(dialog.getByRole('table').getByText('Novo')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Confirmar importação' }).click();
  await expect(dialog).toBeHidden();

  const rules = page.getByRole('region', { name: 'Regras de extrato' });
  await rules.getByRole('button', { name: 'Nova regra' }).click();
  const form = page.getByRole('dialog', { name: 'Nova regra' });
  await form.getByLabel('Descrição contém').fill('tarifa');
  await form.getByLabel('Então').selectOption({ label: 'Ignorar a linha' });
  await form.getByLabel('Motivo').fill('Tarifa do pacote');
  await saveShots(page, 'regra-form');
  await form.getByRole('button', { name: 'Criar regra' }).click();
  await expect(form).toBeHidden();
  await expect(rules.getByRole('listitem').first()).toContainText(
    'Descrição contém “tarifa” → ignorar (Tarifa do pacote)',
  );
  await expect(rules.getByRole('listitem').first()).toContainText('Todas as contas · 0 linhas capturadas');
  await saveShots(page, 'regras', async () => {
    await rules.scrollIntoViewIfNeeded();
  });
});
