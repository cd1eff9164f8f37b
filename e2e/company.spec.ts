import { pdfText } from '../apps/server/test/pdf-text';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, firstOfThisMonth, saveShots } from './helpers';

/**
 * Configurações → Empresa and the attendant's CPF (docs/product-rules.md, "Company details"): the
 * company's details save and read back, a bad CNPJ or CPF is named beside its field, and the
 * receipts show the city/UF, the CNPJ and the attendant's CPF.
 */

test('Empresa: tipo, CNPJ, endereço, cidade/UF and PIX key save and are there after a reload', async ({ page }) => {
  const account = await createAccount(page, 'Padaria Empresa');
  await loginAs(page, account);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Empresa' }).click();
  await expect(page).toHaveURL(/tab=empresa/);

  const form = page.getByRole('form', { name: /^Empresa:/ });
  await form.getByLabel('Tipo de empresa').selectOption('ME');
  const cnpj = form.getByLabel('CNPJ');
  await cnpj.fill('11222333000182');
  await expect(cnpj).toHaveValue('11.222.333/0001-82');
  await form.getByLabel('Endereço').fill('Rua da Aurora, 100 — Boa Vista');
  await form.getByLabel('Cidade').fill('Recife');
  await form.getByLabel('UF').selectOption('PE');
  await form.getByLabel('Chave PIX da empresa').fill('caixa@padaria.com.br');
  await form.getByRole('button', { name: 'Salvar dados da empresa' }).click();
  await expect(form.getByText('CNPJ inválido')).toBeVisible();
  await expect(cnpj).toHaveAttribute('aria-invalid', 'true');

  await cnpj.fill('11222333000181');
  await form.getByRole('button', { name: 'Salvar dados da empresa' }).click();
  await expect(page.getByText('Dados da empresa salvos', { exact: true })).toBeVisible();

  await page.reload();
  await expect(cnpj).toHaveValue('11.222.333/0001-81');
  await expect(form.getByLabel('Tipo de empresa')).toHaveValue('ME');
  await expect(form.getByLabel('Endereço')).toHaveValue('Rua da Aurora, 100 — Boa Vista');
  await expect(form.getByLabel('Cidade')).toHaveValue('Recife');
  await expect(form.getByLabel('UF')).toHaveValue('PE');
  await expect(form.getByLabel('Chave PIX da empresa')).toHaveValue('caixa@padaria.com.br');
  await saveShots(page, 'empresa-tab', () => expect(cnpj).toHaveValue('11.222.333/0001-81'));
});

test("the attendant's CPF: a wrong one is named beside the field, a right one is kept with its mask", async ({
  page,
}) => {
  const account = await createAccount(page, 'Padaria CPF');
  await loginAs(page, account);
  await page.goto('/attendants');
  await page.getByRole('button', { name: 'Novo Atendente' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Atendente' });
  await form.getByLabel('Nome').fill('Bia Souza');
  await form.getByLabel('Comissão (%)').pressSequentially('10', { delay: 20 });
  const cpf = form.getByLabel('CPF');
  await cpf.pressSequentially('52998224726', { delay: 20 });
  await expect(cpf).toHaveValue('529.982.247-26');
  await form.getByRole('button', { name: 'Criar atendente' }).click();
  await expect(form.getByText('CPF inválido')).toBeVisible();
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await saveShots(page, 'attendant-form-cpf', () => expect(form.getByText('CPF inválido')).toBeVisible());

  await cpf.fill('');
  await cpf.pressSequentially('52998224725', { delay: 20 });
  await expect(cpf).toHaveValue('529.982.247-25');
  await form.getByRole('button', { name: 'Criar atendente' }).click();
  await expect(form).toBeHidden();
  const api = apiOf(page.request, account);
  const list = await api<{ data: Array<{ nome: string; cpf: string | null }> }>('GET', '/attendants');
  expect(list.data.map((a) => [a.nome, a.cpf])).toEqual([['Bia Souza', '529.982.247-25']]);
});

test("a payout receipt names the company's city/UF and CNPJ and the attendant's CPF; a settlement's the city and CNPJ", async ({
  page,
}) => {
  const account = await createAccount(page, 'Padaria Recibo');
  const api = apiOf(page.request, account);
  await api('PUT', '/settings/company', {
    tipo_empresa: 'ME',
    cnpj: '11.222.333/0001-81',
    cidade: 'Recife',
    uf: 'PE',
    chave_pix: 'caixa@padaria.com.br',
  });
  const bia = (await api('POST', '/attendants', { nome: 'Bia Souza', comissao_percentual: 10, cpf: '52998224725' }))
    .data.id;
  const ze = (await api('POST', '/tripeiros', { nome: 'Zé', comissao_percentual: 5 })).data.id;
  const day = firstOfThisMonth();
  /** A payment of `valor` on the 1st of this month; its id. */
  const payment = async (descricao: string, valor: number, person: Record<string, unknown>) =>
    (await api('POST', '/payments', { descricao, valor, data_pagamento: day, ...person })).data.id;
  const sale = await payment('Bolo', 100, { atendente_id: bia, status: 'confirmado' });
  const entrada = await payment('Conta 12', 200, { tripeiro_id: ze, status: 'pendente' });
  const payout = (
    await api('POST', '/payouts', {
      atendente_id: bia,
      data_pagamento: day,
      forma_pagamento: 'PIX',
      payment_ids: [sale],
    })
  ).data.id;
  const settlement = (
    await api('POST', '/settlements', {
      tripeiro_id: ze,
      data_acerto: day,
      forma_pagamento: 'Dinheiro',
      payment_ids: [entrada],
    })
  ).data.id;

  const receipt = async (path: string) => {
    const res = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${account.token}` } });
    expect(res.status()).toBe(200);
    return pdfText(await res.body());
  };
  const recibo = await receipt(`/payouts/${payout}/pdf`);
  expect(recibo).toContain('CNPJ 11.222.333/0001-81');
  expect(recibo).toContain('Recife/PE, ');
  expect(recibo).toContain('Bia Souza Atendente · CPF 529.982.247-25');
  const acerto = await receipt(`/settlements/${settlement}/pdf`);
  expect(acerto).toContain('CNPJ 11.222.333/0001-81');
  expect(acerto).toContain('Recife/PE, ');
});
