/**
 * axe-core on every screen and the main modals, light and dark, desktop (1280 px) and phone
 * (390 px): no serious or critical violation (issue 13). Each screen is checked in the light scheme
 * with every rule, then in the dark one with the rules a colour scheme changes, on the same page
 * (e2e/axe.ts `lightAndDarkViolations`, ADR 054): the app follows the system's scheme when no theme
 * is saved. Each test seeds its own company; the screens are split over several tests so the two
 * workers share them.
 */
import { NOTE_COLORS } from '@livro-caixa/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { animationsEnded, lightAndDarkViolations } from './axe';
import { type Account, ADMIN, createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, importOfx, itauAccount, ofxStatement, todaySP } from './helpers';

/** Waits until the screen has loaded (no 'Carregando...' left) and its animations ended. */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Carregando' })).toHaveCount(0);
  await animationsEnded(page);
}

interface Seeded {
  account: Account;
  userId: number;
}

async function seed(request: APIRequestContext, page: Page): Promise<Seeded> {
  const account = await createAccount(page, 'Padaria Acessível');
  const api = apiOf(request, account);
  const today = todaySP();
  const ana = await api('POST', '/attendants', {
    nome: 'Ana Paula',
    comissao_percentual: 10,
    chave_pix: 'ana@example.com',
  });
  const ze = await api('POST', '/tripeiros', { nome: 'Zé do Caminhão', comissao_percentual: 5 });
  await api('POST', '/payments', {
    descricao: 'Encomenda de salgados',
    valor: 180.5,
    data_pagamento: today,
    status: 'confirmado',
    atendente_id: ana.data.id,
    tripeiro_id: ze.data.id,
  });
  await api('POST', '/payments', { descricao: 'Bolo fiado', valor: 50, data_pagamento: today, status: 'pendente' });
  await api('POST', '/expenses', {
    descricao: 'Gás de cozinha',
    valor: 30,
    data_despesa: today,
    categoria: 'Manutenção',
  });
  for (const [i, color] of NOTE_COLORS.entries()) {
    await api('POST', '/notes', { title: `Nota ${i + 1}`, content: 'Ligar para o fornecedor de farinha', color });
  }
  await api('POST', '/reminders', { title: 'Pagar o aluguel', due_date: today, priority: 'high' });
  const admin = apiOf(request, (await (await request.post('/api/auth/login', { data: ADMIN })).json()).token);
  const list = await admin<{ users: Array<{ id: number; email: string }> }>(
    'GET',
    `/admin/users?search=${encodeURIComponent(account.email)}`,
  );
  const userId = list.users.find((u) => u.email === account.email)?.id as number;
  return { account, userId };
}

/**
 * A bank account and today's imported statement for the Conciliação: a PIX matched automatically
 * to the pending 'Bolo fiado' (so 'Confirmar recebimento'), a PIX with two pending candidates (a
 * suggestion with 'Confirmar o pagamento pendente') and two fee lines waiting in the queue.
 */
async function seedStatement(request: APIRequestContext, account: Account): Promise<void> {
  const api = apiOf(request, account);
  const today = todaySP();
  const conta = await itauAccount(api, today);
  for (const descricao of ['Encomenda da Maria', 'Encomenda do João'])
    await api('POST', '/payments', { descricao, valor: 75, data_pagamento: today, status: 'pendente' });
  await importOfx(
    request,
    account,
    conta,
    ofxStatement({
      start: today,
      end: today,
      postings: [
        [today, '50,00', 'A1', 'PIX RECEBIDO BOLO'],
        [today, '75,00', 'A2', 'PIX RECEBIDO MARIA'],
        [today, '-4,50', 'A3', 'TARIFA PIX'],
        [today, '-8,40', 'A4', 'TARIFA PACOTE'],
      ],
      balance: '112,10',
    }),
  );
}

const VARIANTS = [
  { name: '1280 px', viewport: { width: 1280, height: 900 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
] as const;

for (const variant of VARIANTS) {
  test.describe(`acessibilidade (${variant.name}, claro e escuro)`, () => {
    test.use({ viewport: variant.viewport, colorScheme: 'light' });

    /** The screen (or `scope`), settled, in both schemes: its findings, each prefixed with `label`. */
    const violations = async (page: Page, label: string, scope?: string) => {
      await settled(page);
      return (await lightAndDarkViolations(page, scope)).map((v) => `${label}: ${v}`);
    };

    /**
     * A company of its own (with a bank statement when asked), logged in, and `check`, which adds
     * the screen's findings, as it is once settled, to `found`.
     */
    async function start(page: Page, { statement = false } = {}) {
      const seeded = await seed(page.request, page);
      if (statement) await seedStatement(page.request, seeded.account);
      await loginAs(page, seeded.account);
      const found: string[] = [];
      const check = async (label: string, scope?: string) => {
        found.push(...(await violations(page, label, scope)));
      };
      return { ...seeded, found, check };
    }

    test('telas públicas', async ({ page }) => {
      const found: string[] = [];
      for (const path of ['/login', '/register', '/forgot-password']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        found.push(...(await violations(page, path)));
      }
      expect(found).toEqual([]);
    });

    test('telas da empresa', async ({ page }) => {
      test.setTimeout(240_000);
      const { found, check } = await start(page, { statement: true });
      for (const path of [
        '/dashboard',
        '/payments',
        '/expenses',
        '/contas',
        '/attendants',
        '/tripeiros',
        '/reports',
        '/reports/dre',
        '/fluxo-de-caixa',
        '/fechamento',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await check(path);
      }
      // The Conciliação with its queue: suggestions loaded, then two fee lines ticked (the bar), then
      // the dialog of the lines matched together.
      await page.goto('/conciliacao');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Confirmar o pagamento pendente' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirmar recebimento' })).toBeVisible();
      await expect(page.getByText('Buscando sugestões…')).toHaveCount(0);
      await check('/conciliacao');
      await page.getByRole('checkbox', { name: /Selecionar a linha TARIFA PIX/ }).check();
      await page.getByRole('checkbox', { name: /Selecionar a linha TARIFA PACOTE/ }).check();
      await expect(page.getByRole('region', { name: 'Linhas selecionadas' })).toContainText('2 linhas selecionadas');
      await check('/conciliacao (linhas selecionadas)');
      await page.getByRole('button', { name: 'Conciliar com um lançamento' }).click();
      const group = page.getByRole('dialog', { name: 'Conciliar 2 linhas com um lançamento' });
      await expect(group.getByText('Nenhum lançamento do livro')).toBeVisible();
      await check('conciliar linhas', '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(group).toHaveCount(0);
      expect(found).toEqual([]);
    });

    test('configurações e administração', async ({ page }) => {
      test.setTimeout(240_000);
      const { userId, found, check } = await start(page);
      for (const tab of [
        'perfil',
        'empresa',
        'categorias',
        'contas',
        'recorrentes',
        'senha',
        'preferencias',
        'notificacoes',
        'seguranca',
        'backup',
      ]) {
        await page.goto(`/settings?tab=${tab}`);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        if (tab === 'empresa') await expect(page.getByLabel('CNPJ')).toBeVisible();
        await check(`/settings?tab=${tab}`);
      }
      // A date field's calendar, open over the window of a new expense.
      await page.goto('/expenses');
      await settled(page);
      await page.getByRole('button', { name: 'Nova Despesa', exact: true }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Abrir calendário' }).click();
      await expect(page.getByRole('dialog', { name: 'Calendário' })).toBeVisible();
      await check('calendário', '[aria-label="Calendário"]');
      // A clean session for the administrator (the company's would answer /login with its dashboard).
      await page.evaluate(() => localStorage.clear());
      await loginAs(page, ADMIN);
      for (const path of ['/admin/dashboard', '/admin/users', `/admin/users/${userId}/metrics`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await check(path);
      }
      await page.goto('/admin/users');
      await page.getByRole('tab', { name: 'Empresas' }).click();
      await check('/admin/users (Empresas)');
      expect(found).toEqual([]);
    });

    test('janelas principais', async ({ page }) => {
      test.setTimeout(180_000);
      const { found, check } = await start(page);
      const checkDialog = async (label: string) => {
        const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
        await expect(dialog).toBeVisible();
        // The page behind is checked on its own; here, the dialog.
        await check(label, '[role="dialog"], [role="alertdialog"]');
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      };
      const open = async (path: string, button: string, label: string) => {
        await page.goto(path);
        await settled(page);
        await page.getByRole('button', { name: button, exact: true }).first().click();
        await checkDialog(label);
      };
      await open('/payments', 'Novo Pagamento', 'pagamento');
      await open('/payments', 'Excluir', 'confirmação');
      await open('/expenses', 'Nova Despesa', 'despesa');
      await open('/attendants', 'Novo Atendente', 'atendente');
      // A row's 'Ações' menu, then 'Pagar comissões': in that menu at 1280 px, a labelled button
      // of the row on a phone.
      await page.goto('/attendants');
      await settled(page);
      await page
        .getByRole('button', { name: /^Ações:/ })
        .first()
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await check('menu Ações', '[role="menu"]');
      await page
        .getByRole('menuitem', { name: 'Pagar comissões' })
        .or(page.getByRole('button', { name: 'Pagar comissões', exact: true }))
        .filter({ visible: true })
        .first()
        .click();
      await checkDialog('pagamento de comissões');
      await open('/tripeiros', 'Novo Tripeiro', 'tripeiro');
      await open('/tripeiros', 'Acertar', 'acerto do tripeiro');
      await open('/dashboard', 'Nova Nota', 'nota');
      expect(found).toEqual([]);
    });
  });
}
