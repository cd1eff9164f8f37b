import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, rowAction } from './helpers';

/** Types key by key, as a person does (fill() would set the whole text at once, like a paste). */
const type = (box: Locator, text: string) => box.pressSequentially(text, { delay: 20 });

/** Pastes `text` into the box, replacing what it holds. */
async function paste(page: Page, box: Locator, text: string) {
  await box.click();
  await box.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

const paymentRow = (page: Page, descricao: string) =>
  page.getByRole('table', { name: 'Pagamentos' }).locator('tbody tr').filter({ hasText: descricao });

async function newPayment(page: Page, descricao: string, enter: (valor: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Novo Pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Pagamento' });
  await dialog.getByLabel('Descrição').fill(descricao);
  const valor = dialog.getByLabel('Valor');
  await enter(valor);
  await expect(valor).toHaveValue('R$ 1.234,56');
  await dialog.getByRole('button', { name: 'Criar pagamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(paymentRow(page, descricao)).toContainText('R$ 1.234,56');
}

for (const locale of ['pt-BR', 'en-US']) {
  test.describe(`in a browser set to ${locale}`, () => {
    test.use({ locale });

    test('Valor: 1.234,56 and 1234,56 typed, and R$ 1.234,56, 1.234,56, 1234,56 pasted, all save R$ 1.234,56', async ({
      page,
    }) => {
      test.slow();
      const account = await createAccount(page, 'Padaria Valores');
      const api = apiOf(page.request, account);
      await loginAs(page, account);
      await page.goto('/payments');
      await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();

      await newPayment(page, 'Digitado com pontos', (valor) => type(valor, '1.234,56'));
      await newPayment(page, 'Digitado sem pontos', (valor) => type(valor, '1234,56'));
      await newPayment(page, 'Colado com R$', (valor) => paste(page, valor, 'R$ 1.234,56'));
      await newPayment(page, 'Colado com pontos', (valor) => paste(page, valor, '1.234,56'));
      await newPayment(page, 'Colado sem pontos', (valor) => paste(page, valor, '1234,56'));

      const saved = await api<{ data: Array<{ valor: number }> }>('GET', '/payments?limit=100');
      expect(saved.data.map((p) => p.valor)).toEqual([1234.56, 1234.56, 1234.56, 1234.56, 1234.56]);

      // Editing shows the stored value formatted, and a change of the decimals only is kept.
      await paymentRow(page, 'Colado sem pontos').getByRole('button', { name: 'Editar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar Pagamento' });
      const valor = dialog.getByLabel('Valor');
      await expect(valor).toHaveValue('R$ 1.234,56');
      await expect(valor).toHaveAttribute('inputmode', 'decimal');
      await valor.click();
      await valor.press('End');
      await valor.press('Backspace');
      await valor.press('Backspace');
      await type(valor, '07');
      await expect(valor).toHaveValue('R$ 1.234,07');
      await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect(dialog).toBeHidden();
      await expect(paymentRow(page, 'Colado sem pontos')).toContainText('R$ 1.234,07');
    });

    test('Comissão (%) 7,5 is 7,5 %; the phone and the CEP take their masks', async ({ page }) => {
      test.slow();
      const account = await createAccount(page, 'Doceria Máscaras');
      const api = apiOf(page.request, account);
      await loginAs(page, account);

      await page.goto('/attendants');
      await page.getByRole('button', { name: 'Novo Atendente' }).click();
      let form = page.getByRole('dialog', { name: 'Novo Atendente' });
      await form.getByLabel('Nome').fill('Ana Souza');
      const phone = form.getByLabel('Telefone');
      await expect(phone).toHaveAttribute('inputmode', 'tel');
      await type(phone, '11912345678');
      await expect(phone).toHaveValue('(11) 91234-5678');
      const comissao = form.getByLabel('Comissão (%)');
      await type(comissao, '7,5');
      await expect(comissao).toHaveValue('7,5 %');
      await form.getByRole('button', { name: 'Criar atendente' }).click();
      await expect(form).toBeHidden();
      const ana = page.getByRole('table', { name: 'Atendentes' }).locator('tbody tr').filter({ hasText: 'Ana Souza' });
      await expect(ana).toContainText('7,5%');
      await expect(ana).toContainText('(11) 91234-5678');
      const attendants = await api<{ data: Array<{ comissao_percentual: number; telefone: string }> }>(
        'GET',
        '/attendants',
      );
      expect(attendants.data[0]).toMatchObject({ comissao_percentual: 7.5, telefone: '(11) 91234-5678' });

      await rowAction(ana, 'Editar');
      form = page.getByRole('dialog', { name: 'Editar Atendente' });
      await expect(form.getByLabel('Comissão (%)')).toHaveValue('7,5 %');
      await expect(form.getByLabel('Telefone')).toHaveValue('(11) 91234-5678');
      await form.getByRole('button', { name: 'Cancelar' }).click();

      // A tripeiro with a landline, a CEP and an account's limit and balance.
      await page.goto('/tripeiros');
      await page.getByRole('button', { name: 'Cadastrar primeiro tripeiro' }).click();
      form = page.getByRole('dialog', { name: 'Novo Tripeiro' });
      await form.getByLabel('Nome').fill('Roberto Tavares');
      await type(form.getByLabel('Telefone'), '1131234567');
      await expect(form.getByLabel('Telefone')).toHaveValue('(11) 3123-4567');
      const cep = form.getByLabel('CEP');
      await expect(cep).toHaveAttribute('inputmode', 'numeric');
      await type(cep, '01310100');
      await expect(cep).toHaveValue('01310-100');
      await type(form.getByLabel('Comissão (%)'), '12,25');
      await form.getByRole('button', { name: 'Criar tripeiro' }).click();
      await expect(form).toBeHidden();
      const roberto = page.getByRole('article', { name: 'Roberto Tavares' });
      await expect(roberto).toContainText('(11) 3123-4567');
      await expect(roberto).toContainText('12,25%');

      await roberto.getByRole('button', { name: 'Ver detalhes' }).click();
      const detail = page.getByRole('dialog', { name: 'Roberto Tavares' });
      await expect(detail.getByText('01310-100')).toBeVisible();
      await detail.getByLabel('Número da Conta').fill('0001-7');
      const limite = detail.getByLabel('Limite de Crédito');
      await expect(limite).toHaveValue('');
      await expect(limite).toHaveAttribute('placeholder', 'R$ 0,00');
      await type(limite, '5.000');
      // Typed, emptied and typed again: the emptied box stays empty (it does not get R$ 0,00 back).
      const saldo = detail.getByLabel('Saldo Devedor');
      await type(saldo, '999');
      await saldo.fill('');
      await expect(saldo).toHaveValue('');
      await type(saldo, '1250,5');
      // While typing no centavos are padded in; leaving the box shows them.
      await expect(saldo).toHaveValue('R$ 1.250,5');
      await saldo.blur();
      await expect(saldo).toHaveValue('R$ 1.250,50');
      await detail.getByRole('button', { name: 'Adicionar conta' }).click();
      await expect(detail.getByText('Conta adicionada com sucesso!')).toBeVisible();
      const accounts = detail.getByRole('table', { name: 'Contas do tripeiro' });
      await expect(accounts).toContainText('R$ 5.000,00');
      await expect(accounts).toContainText('R$ 1.250,50');
    });
  });
}

test('on a busy device (timers 40 ms late), 300,25 typed is R$ 300,25, not R$ 30.025,00', async ({ page }) => {
  // react-number-format fixes the caret after each key on a timer. With ',00' shown while typing,
  // the comma key changed nothing, and the late fix of the key before moved the caret back before
  // the comma: the '25' then went in as whole reais (seen in CI under load).
  await page.addInitScript(() => {
    const setTimeoutAsIs = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
      setTimeoutAsIs(handler, (ms ?? 0) < 5 ? 40 : ms, ...rest)) as typeof window.setTimeout;
  });
  const account = await createAccount(page, 'Padaria Ocupada');
  await loginAs(page, account);
  await page.goto('/payments');
  await page.getByRole('button', { name: 'Novo Pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Pagamento' });
  await dialog.getByLabel('Descrição').fill('Venda no balcão');
  const valor = dialog.getByLabel('Valor');
  await valor.click();
  await valor.pressSequentially('300,25', { delay: 15 });
  await expect(valor).toHaveValue('R$ 300,25');
  await valor.blur();
  await expect(valor).toHaveValue('R$ 300,25');
  await dialog.getByRole('button', { name: 'Criar pagamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(paymentRow(page, 'Venda no balcão')).toContainText('R$ 300,25');
});
