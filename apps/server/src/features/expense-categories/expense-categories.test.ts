import { DEFAULT_CATEGORIES } from '@livro-caixa/domain';
import { describe, expect, it } from 'vitest';
import { companyFixture, registerCompany } from '../../../test/app.js';
import { backupCalls, type Doc } from '../../../test/backup.js';
import { expectLedgerMatchesRows } from '../../../test/ledger-check.js';

/**
 * The company's own categories (docs/product-rules.md "The company's categories", ADR 048), as
 * issue 22 §3 and §7 put them: editable defaults, subcategories, a DRE group each, history never
 * loses its category, names unique without accents or case; bad input changes nothing.
 */
const fx = companyFixture('Padaria');

type Cat = { id: number; nome: string; grupo: string; parent_id: number | null; ativa: number; despesas: number };
const list = async (query = ''): Promise<Cat[]> => (await fx.req('GET', `/api/expense-categories${query}`)).body.data;
const named = async (nome: string) => (await list()).find((c) => c.nome === nome) as Cat;
const expense = (categoria: string, valor = 100, data_despesa = '2026-11-10') =>
  fx.req('POST', '/api/expenses', { descricao: `Gasto ${categoria}`, valor, data_despesa, categoria });
const stats = async (query = 'startDate=2026-01-01&endDate=2026-12-31') =>
  (await fx.req('GET', `/api/expenses/stats?${query}`)).body;
const dashboardExpenses = async () =>
  (await fx.req('GET', '/api/dashboard/metrics?startDate=2026-01-01&endDate=2026-12-31')).body;
const allExpenses = async () =>
  (await fx.req('GET', '/api/expenses?startDate=2026-01-01&endDate=2026-12-31&limit=100')).body.data as Array<{
    descricao: string;
    categoria: string;
  }>;
const ledgerMatches = () => expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);

describe('the company categories', () => {
  it('a new company starts with the defaults, each in its DRE group, all active', async () => {
    const cats = await list();
    expect(cats.map((c) => [c.nome, c.grupo]).sort()).toEqual(DEFAULT_CATEGORIES.map((c) => [c.nome, c.grupo]).sort());
    expect(cats.every((c) => c.ativa === 1 && c.parent_id === null && c.despesas === 0)).toBe(true);
    expect(await named('Impostos')).toMatchObject({ grupo: 'deducoes' });
    expect(await named('Salários')).toMatchObject({ grupo: 'pessoal' });
    expect(await named('Tarifas bancárias')).toMatchObject({ grupo: 'financeiras' });
  });

  it('creates one, with a subcategory; names are unique without accents or case', async () => {
    const created = await fx.req('POST', '/api/expense-categories', { nome: 'Embalagens', grupo: 'custos_variaveis' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ nome: 'Embalagens', grupo: 'custos_variaveis', ativa: 1, despesas: 0 });
    const sub = await fx.req('POST', '/api/expense-categories', {
      nome: 'Sacos de papel',
      grupo: 'custos_variaveis',
      parent_id: created.body.data.id,
    });
    expect(sub.status).toBe(201);
    expect(sub.body.data.parent_id).toBe(created.body.data.id);
    const before = (await list()).length;
    for (const nome of ['energia', 'ENERGÍA', ' Energia ', 'embalagens', 'Embalágens']) {
      const res = await fx.req('POST', '/api/expense-categories', { nome, grupo: 'outras' });
      expect(res.status, nome).toBe(409);
      expect(res.body.message).toBe('Já existe uma categoria com esse nome');
    }
    // Renaming onto another's name is refused the same way; changing only the case of its own is not.
    const res = await fx.req('PUT', `/api/expense-categories/${created.body.data.id}`, { nome: 'ALUGUEL' });
    expect(res.status).toBe(409);
    const recased = await fx.req('PUT', `/api/expense-categories/${created.body.data.id}`, { nome: 'embalagens' });
    expect(recased.body.data.nome).toBe('embalagens');
    expect((await list()).length).toBe(before);
  });

  it('refuses bad input with a pt-BR message and changes nothing', async () => {
    const other = await registerCompany(fx.t.app, 'Outra');
    const theirs = (await fx.req('GET', '/api/expense-categories', undefined, other.token)).body.data.find(
      (c: Cat) => c.nome === 'Outros',
    ) as Cat;
    const mine = await named('Outros');
    const sub = (await fx.req('POST', '/api/expense-categories', { nome: 'Sub', grupo: 'outras', parent_id: mine.id }))
      .body.data as Cat;
    const before = await list();
    const bad: Array<[string, 'POST' | 'PUT' | 'DELETE', string, unknown, number, string]> = [
      ['no name', 'POST', '', { nome: ' ', grupo: 'outras' }, 400, 'O nome da categoria é obrigatório'],
      ['unknown group', 'POST', '', { nome: 'X', grupo: 'lazer' }, 400, 'Grupo inválido'],
      [
        "another company's parent",
        'POST',
        '',
        { nome: 'X', grupo: 'outras', parent_id: theirs.id },
        400,
        'Categoria principal não encontrada',
      ],
      [
        'two levels deep',
        'POST',
        '',
        { nome: 'X', grupo: 'outras', parent_id: sub.id },
        400,
        'Uma subcategoria não pode ter subcategorias',
      ],
      [
        'its own parent',
        'PUT',
        `/${mine.id}`,
        { parent_id: mine.id },
        400,
        'Uma categoria não pode ser subcategoria de si mesma',
      ],
      [
        'a parent becoming a sub',
        'PUT',
        `/${mine.id}`,
        { parent_id: (await named('Marketing')).id },
        400,
        'Uma categoria com subcategorias não pode virar subcategoria',
      ],
      ['nothing to change', 'PUT', `/${mine.id}`, {}, 400, 'Informe ao menos um campo para alterar'],
      ["another company's id (PUT)", 'PUT', `/${theirs.id}`, { nome: 'Y' }, 404, 'Categoria não encontrada'],
      ["another company's id (DELETE)", 'DELETE', `/${theirs.id}`, undefined, 404, 'Categoria não encontrada'],
      [
        "another company's id (merge)",
        'POST',
        `/${theirs.id}/merge`,
        { destino_id: mine.id },
        404,
        'Categoria não encontrada',
      ],
      [
        "a merge into another company's",
        'POST',
        `/${mine.id}/merge`,
        { destino_id: theirs.id },
        400,
        'Categoria de destino não encontrada',
      ],
      [
        'a merge into itself',
        'POST',
        `/${mine.id}/merge`,
        { destino_id: mine.id },
        400,
        'Não é possível unir uma categoria a ela mesma',
      ],
      ['a merge without destination', 'POST', `/${mine.id}/merge`, {}, 400, 'Escolha a categoria de destino'],
      [
        'a parent merged into a subcategory',
        'POST',
        `/${mine.id}/merge`,
        { destino_id: sub.id },
        400,
        'Uma categoria com subcategorias só pode ser unida a uma categoria principal',
      ],
    ];
    for (const [name, method, path, body, status, message] of bad) {
      const res = await fx.req(method, `/api/expense-categories${path}`, body);
      expect(res.status, name).toBe(status);
      expect(res.body.message, name).toBe(message);
    }
    expect(await list()).toEqual(before);
    // Their category stands as it was.
    expect(
      (await fx.req('GET', '/api/expense-categories', undefined, other.token)).body.data.find(
        (c: Cat) => c.id === theirs.id,
      ),
    ).toEqual(theirs);
  });

  it("an expense names an active category of the company: another company's or an unknown one is 'Categoria inválida'", async () => {
    await fx.req(
      'POST',
      '/api/expense-categories',
      { nome: 'Só deles', grupo: 'outras' },
      (await registerCompany(fx.t.app, 'B')).token,
    );
    for (const categoria of ['Só deles', 'Lazer']) {
      const res = await expense(categoria);
      expect(res.status).toBe(400);
      expect(res.body.fields.categoria).toBe('Categoria inválida');
    }
    // Named without accents or case, it is stored as the category's name.
    const res = await expense('energia');
    expect(res.status).toBe(201);
    expect(res.body.data.categoria).toBe('Energia');
    expect((await allExpenses()).length).toBe(1);
  });

  it('rename keeps history: the expenses, their sums, filters and a closed month follow the new name', async () => {
    await expense('Marketing', 100, '2026-10-05');
    await expense('Marketing', 50, '2026-11-05');
    await expense('Outros', 7, '2026-11-06');
    expect((await fx.req('POST', '/api/closings/2026-10/close')).status).toBe(200);
    const closing = (await fx.req('GET', '/api/closings/2026-10')).body;
    const totals = (await stats()).total;

    const marketing = await named('Marketing');
    const res = await fx.req('PUT', `/api/expense-categories/${marketing.id}`, {
      nome: 'Publicidade',
      grupo: 'custos_variaveis',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nome: 'Publicidade', grupo: 'custos_variaveis', despesas: 2 });
    expect((await allExpenses()).map((e) => e.categoria).sort()).toEqual(['Outros', 'Publicidade', 'Publicidade']);
    const after = await stats();
    expect(after.total).toEqual(totals);
    expect(after.byCategory).toContainEqual({ categoria: 'Publicidade', total_value: 150, total_count: 2 });
    expect(after.byCategory.find((c: { categoria: string }) => c.categoria === 'Marketing')).toBeUndefined();
    const filtered = await fx.req('GET', '/api/expenses?startDate=2026-01-01&endDate=2026-12-31&categoria=Publicidade');
    expect(filtered.body.summary.total).toBe(150);
    // The closed month's frozen figures are as they were.
    expect((await fx.req('GET', '/api/closings/2026-10')).body.cards).toEqual(closing.cards);
    await ledgerMatches();
  });

  it('merge moves the records and their sums; totals are unchanged; a subcategory merges into its parent', async () => {
    await expense('Alimentação', 10);
    await expense('Alimentação', 20, '2026-10-10');
    await expense('Insumos', 30);
    const insumos = await named('Insumos');
    const farinha = (
      await fx.req('POST', '/api/expense-categories', {
        nome: 'Farinha',
        grupo: 'custos_variaveis',
        parent_id: insumos.id,
      })
    ).body.data as Cat;
    await expense('Farinha', 5);
    const totals = (await stats()).total;
    const dashboard = await dashboardExpenses();

    const alimentacao = await named('Alimentação');
    const merged = await fx.req('POST', `/api/expense-categories/${alimentacao.id}/merge`, { destino_id: insumos.id });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({ id: insumos.id, nome: 'Insumos', despesas: 3 });
    expect((await list()).find((c) => c.id === alimentacao.id)).toBeUndefined();
    const sub = await fx.req('POST', `/api/expense-categories/${farinha.id}/merge`, { destino_id: insumos.id });
    expect(sub.status).toBe(200);
    expect(sub.body.data.despesas).toBe(4);

    expect((await allExpenses()).every((e) => e.categoria === 'Insumos')).toBe(true);
    const after = await stats();
    expect(after.total).toEqual(totals);
    expect(after.byCategory).toEqual([{ categoria: 'Insumos', total_value: 65, total_count: 4 }]);
    const dash = await dashboardExpenses();
    expect(dash.metrics?.totalExpenses ?? dash.totalExpenses).toEqual(
      dashboard.metrics?.totalExpenses ?? dashboard.totalExpenses,
    );
    expect(dash.expensesByCategory).toEqual([{ categoria: 'Insumos', total_value: 65, total_count: 4 }]);
    await ledgerMatches();
  });

  it('a rename during concurrent expense writes leaves no expense under the old name, and the sums exact', async () => {
    const marketing = await named('Marketing');
    const writes = Array.from({ length: 12 }, (_, i) => expense('Marketing', 10 + i));
    const rename = fx.req('PUT', `/api/expense-categories/${marketing.id}`, { nome: 'Publicidade' });
    const answers = await Promise.all([...writes, rename]);
    expect(answers.at(-1)?.status).toBe(200);
    // A write either came first (and moved with the rename) or after it (and was refused).
    for (const res of answers.slice(0, -1)) {
      expect([201, 400]).toContain(res.status);
      if (res.status === 400) expect(res.body.fields.categoria).toBe('Categoria inválida');
    }
    const created = answers.slice(0, -1).filter((r) => r.status === 201).length;
    const rows = await allExpenses();
    expect(rows).toHaveLength(created);
    expect(rows.every((e) => e.categoria === 'Publicidade')).toBe(true);
    expect((await named('Publicidade')).despesas).toBe(created);
    await ledgerMatches();
  });

  it('archived: hidden from the form list, refused for a new expense, kept on history and in reports', async () => {
    await expense('Hospedagem', 40, '2026-10-03');
    const hospedagem = await named('Hospedagem');
    const removed = await fx.req('DELETE', `/api/expense-categories/${hospedagem.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ resultado: 'arquivada' });
    expect((await list('?ativa=1')).some((c) => c.nome === 'Hospedagem')).toBe(false);
    expect(await named('Hospedagem')).toMatchObject({ ativa: 0, despesas: 1 });
    expect((await expense('Hospedagem')).body.fields.categoria).toBe('Categoria inválida');

    // The expense keeps it, and can be edited without choosing another.
    const [kept] = (await fx.req('GET', '/api/expenses?startDate=2026-01-01&endDate=2026-12-31')).body.data;
    const edited = await fx.req('PUT', `/api/expenses/${kept.id}`, { valor: 45, categoria: 'Hospedagem' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ categoria: 'Hospedagem', valor: 45 });
    const report = await fx.req(
      'GET',
      '/api/reports/generate?type=custom&groupBy=category&startDate=2026-10-01&endDate=2026-10-31',
    );
    expect(report.body.groups.map((g: { label: string }) => g.label)).toEqual(['Hospedagem']);

    // Reactivated, it is back in the forms.
    const back = await fx.req('PUT', `/api/expense-categories/${hospedagem.id}`, { ativa: 1 });
    expect(back.body.data.ativa).toBe(1);
    expect((await expense('Hospedagem')).status).toBe(201);
  });

  it('delete removes an unused category; archiving a parent archives its subcategories', async () => {
    const energia = await named('Energia');
    const res = await fx.req('DELETE', `/api/expense-categories/${energia.id}`);
    expect(res.body.data).toEqual({ resultado: 'excluida' });
    expect(await named('Energia')).toBeUndefined();
    // Its name is free again.
    expect((await fx.req('POST', '/api/expense-categories', { nome: 'energia', grupo: 'despesas_fixas' })).status).toBe(
      201,
    );

    const aluguel = await named('Aluguel');
    const sala = (
      await fx.req('POST', '/api/expense-categories', { nome: 'Sala', grupo: 'despesas_fixas', parent_id: aluguel.id })
    ).body.data as Cat;
    expect((await fx.req('DELETE', `/api/expense-categories/${aluguel.id}`)).body.data).toEqual({
      resultado: 'arquivada',
    });
    expect(await named('Sala')).toMatchObject({ ativa: 0 });
    const reactivate = await fx.req('PUT', `/api/expense-categories/${sala.id}`, { ativa: 1 });
    expect(reactivate.status).toBe(400);
    expect(reactivate.body.message).toBe('Reative primeiro a categoria principal');
  });
});

describe('the company categories in a backup', () => {
  const backup = backupCalls(fx);

  it('a backup carries them; a restore brings back renamed and archived ones with their subcategories', async () => {
    const insumos = await named('Insumos');
    await fx.req('POST', '/api/expense-categories', {
      nome: 'Farinha',
      grupo: 'custos_variaveis',
      parent_id: insumos.id,
    });
    await expense('Farinha', 12);
    await fx.req('DELETE', `/api/expense-categories/${(await named('Hospedagem')).id}`);
    const doc = await backup.download();
    expect(doc.expense_categories.find((c: Doc) => c.nome === 'Farinha').parent_id).toBe(insumos.id);
    const before = await list();
    // Changed after the backup, then restored.
    await fx.req('PUT', `/api/expense-categories/${insumos.id}`, { nome: 'Matéria-prima' });
    await fx.req('POST', '/api/expense-categories', { nome: 'Nova', grupo: 'outras' });
    const res = await backup.restore(doc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const strip = (cats: Cat[]) =>
      cats.map(({ nome, grupo, ativa, despesas, parent_id }) => ({
        nome,
        grupo,
        ativa,
        despesas,
        parent: cats.find((c) => c.id === parent_id)?.nome ?? null,
      }));
    expect(strip(await list())).toEqual(strip(before));
    expect((await allExpenses()).map((e) => e.categoria)).toEqual(['Farinha']);
  });

  it('an expense naming a category the backup lacks is refused with a pt-BR message, and nothing changes', async () => {
    await expense('Outros');
    const doc = await backup.download();
    doc.expense_categories = doc.expense_categories.filter((c: Doc) => c.nome !== 'Outros');
    const before = await list();
    const res = await backup.restore(doc);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Arquivo de backup inválido: despesas, item 1, campo categoria: Categoria inválida');
    expect(await list()).toEqual(before);
  });

  it('a backup made before a rename restores over the renamed closed month, which keeps its name', async () => {
    await expense('Marketing', 80, '2026-10-05');
    expect((await fx.req('POST', '/api/closings/2026-10/close')).status).toBe(200);
    const doc = await backup.download();
    await fx.req('PUT', `/api/expense-categories/${(await named('Marketing')).id}`, { nome: 'Publicidade' });
    const res = await backup.restore(doc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await allExpenses()).map((e) => e.categoria)).toEqual(['Publicidade']);
    // The name the closed month carries is a category again; the backup's own are back.
    expect(await named('Publicidade')).toMatchObject({ despesas: 1, ativa: 1 });
    expect(await named('Marketing')).toMatchObject({ despesas: 0 });
    expect((await stats()).total).toEqual({ total_expenses: 1, total_amount: 80 });
  });

  it('a backup made before categories were the companys own restores: its names become categories', async () => {
    await expense('Outros', 10);
    await expense('Marketing', 20);
    const doc = await backup.download();
    delete doc.expense_categories;
    // An older document may name a category this company no longer has.
    doc.expenses[0].categoria = 'Lazer';
    await fx.req('DELETE', `/api/expense-categories/${(await named('Aluguel')).id}`);
    const res = await backup.restore(doc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const names = (await list()).map((c) => c.nome);
    expect(names).toContain('Lazer');
    expect(names).toContain('Marketing');
    // The company's own categories are kept as they were (Aluguel stays deleted).
    expect(names).not.toContain('Aluguel');
    expect((await named('Lazer')).despesas).toBe(1);
  });
});
