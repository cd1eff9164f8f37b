import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { call, companyFixture, registerCompany } from '../../../test/app.js';
import { backupDir, storedBackupName } from './files.js';
import { isDue, runDueBackups } from './scheduler.js';

const fx = companyFixture('Mercearia', { dataDir: true });

const { req } = fx;

describe('backup', () => {
  async function seed(token = fx.owner.token) {
    const post = async (url: string, body: unknown) => (await call(fx.t.app, 'POST', url, { token, body })).body.data;
    const ana = await post('/api/attendants', { nome: 'Ana', comissao_percentual: 7.5, email: 'ana@x.com' });
    const ze = await post('/api/tripeiros', { nome: 'Zé', comissao_percentual: 10, estado: 'MG' });
    await post(`/api/tripeiros/${ze.id}/accounts`, { numero_conta: 'C-1', limite_credito: 500, saldo_devedor: 120.5 });
    await post('/api/payments', {
      descricao: 'Venda',
      valor: 123.45,
      data_pagamento: '2026-10-10',
      status: 'confirmado',
      atendente_id: ana.id,
      tripeiro_id: ze.id,
    });
    await post('/api/payments', { descricao: 'Fiado', valor: 80, data_pagamento: '2026-10-11', tripeiro_id: ze.id });
    await post('/api/expenses', {
      descricao: 'Luz',
      valor: 99.9,
      data_despesa: '2026-10-12',
      categoria: 'Manutenção',
      forma_pagamento: 'PIX',
    });
    await post('/api/notes', { content: 'Nota', color: '#fef3c7', is_pinned: true });
    await post('/api/reminders', { title: 'Lembrete', due_date: '2026-12-01', priority: 'high' });
    await call(fx.t.app, 'POST', '/api/closings/2026-09/close', { token });
  }

  const download = async (token = fx.owner.token) => {
    const res = await fx.t.app.inject({
      method: 'POST',
      url: '/api/settings/backup/manual',
      headers: { authorization: `Bearer ${token}` },
    });
    return res;
  };

  /** The document without surrogate ids, references resolved to names: what "identical data" means. */
  function comparable(doc: Record<string, unknown[]> & { createdAt?: string }) {
    const attendants = new Map((doc.attendants as Array<{ id: number; nome: string }>).map((a) => [a.id, a.nome]));
    const tripeiros = new Map((doc.tripeiros as Array<{ id: number; nome: string }>).map((x) => [x.id, x.nome]));
    const users = new Map((doc.users as Array<{ id: number; email: string }>).map((u) => [u.id, u.email]));
    const strip = ({ id: _id, ...rest }: Record<string, unknown>) => rest;
    const categories = new Map(
      (doc.expense_categories as Array<{ id: number; nome: string }>).map((c) => [c.id, c.nome]),
    );
    return {
      ...doc,
      createdAt: null,
      users: (doc.users as Array<Record<string, unknown>>).map(strip),
      attendants: (doc.attendants as Array<Record<string, unknown>>).map(strip),
      tripeiros: (doc.tripeiros as Array<Record<string, unknown>>).map(strip),
      // A restore gives categories new ids; a subcategory is compared by its parent's name.
      expense_categories: (doc.expense_categories as Array<Record<string, unknown>>).map(({ id: _id, ...c }) => ({
        ...c,
        parent_id: categories.get(c.parent_id as number) ?? null,
      })),
      tripeiro_accounts: (doc.tripeiro_accounts as Array<Record<string, number>>).map((a) => ({
        ...a,
        tripeiro_id: tripeiros.get(a.tripeiro_id as number),
      })),
      // A restore gives payments new ids (ADR 021).
      payments: (doc.payments as Array<Record<string, number>>).map(({ id: _id, ...p }) => ({
        ...p,
        atendente_id: attendants.get(p.atendente_id as number) ?? null,
        tripeiro_id: tripeiros.get(p.tripeiro_id as number) ?? null,
        created_by: users.get(p.created_by as number) ?? null,
      })),
      // And expenses too (ADR 044: bank matches name them by id).
      expenses: (doc.expenses as Array<Record<string, number>>).map(({ id: _id, ...e }) => ({
        ...e,
        created_by: users.get(e.created_by as number) ?? null,
      })),
      notes: (doc.notes as Array<Record<string, number>>).map((n) => ({
        ...n,
        user_id: users.get(n.user_id as number),
      })),
      reminders: (doc.reminders as Array<Record<string, number>>).map((r) => ({
        ...r,
        user_id: users.get(r.user_id as number),
      })),
    };
  }

  it('downloads every table of the company as backup_{date}.json, without secrets', async () => {
    await seed();
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="backup_2026-11-21.json"');
    const doc = res.json();
    expect(doc).toMatchObject({
      format: 'livro-caixa-backup',
      version: 1,
      company: { name: fx.owner.user.tenant_name },
    });
    expect([
      doc.attendants.length,
      doc.tripeiros.length,
      doc.tripeiro_accounts.length,
      doc.payments.length,
      doc.expenses.length,
    ]).toEqual([1, 1, 1, 2, 1]);
    expect([doc.notes.length, doc.reminders.length, doc.closings.length]).toEqual([1, 1, 1]);
    expect(res.body).not.toMatch(/password|token|totp|argon2/i);
  });

  it('restore after a confirmation replaces the data, and the round trip leaves identical data', async () => {
    await seed();
    const before = (await download()).json();
    // Change things after the backup: they must be gone after the restore.
    await call(fx.t.app, 'POST', '/api/attendants', {
      token: fx.owner.token,
      body: { nome: 'Intrusa', comissao_percentual: 1 },
    });
    await call(fx.t.app, 'POST', '/api/payments', {
      token: fx.owner.token,
      body: { descricao: 'Depois', valor: 1, data_pagamento: '2026-11-01' },
    });

    const unconfirmed = await req('POST', '/api/settings/backup/restore', { backup: before });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe('Confirme a restauração: os dados atuais da empresa serão substituídos');
    const restored = await req('POST', '/api/settings/backup/restore', { confirm: true, backup: before });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({
      message: 'Backup restaurado com sucesso!',
      restored: { attendants: 1, tripeiros: 1, payments: 2, expenses: 1 },
    });
    const after = (await download()).json();
    expect(comparable(after)).toEqual(comparable(before));
    // Running totals were rebuilt from the restored payments.
    const ana = (await req('GET', '/api/attendants')).body.data[0];
    expect(ana).toMatchObject({ nome: 'Ana', total_payments: 1, total_commissions: 9.26 });
    // The restored closing still locks its month.
    const locked = await req('POST', '/api/payments', { descricao: 'x', valor: 1, data_pagamento: '2026-09-05' });
    expect(locked.status).toBe(409);
  });

  it('a broken backup file changes nothing', async () => {
    await seed();
    const before = (await download()).json();
    const broken = structuredClone(before);
    broken.payments[1].atendente_id = 999_999; // points at no attendant of the file
    const res = await req('POST', '/api/settings/backup/restore', { confirm: true, backup: broken });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Arquivo de backup inválido: pagamentos, item 2, campo atendente_id: Atendente inválido',
    );
    expect((await req('POST', '/api/settings/backup/restore', { confirm: true, backup: { format: 'x' } })).status).toBe(
      400,
    );
    expect(comparable((await download()).json())).toEqual(comparable(before));
  });

  it('names every backup by its date and time in São Paulo, as the list shows them, not UTC', async () => {
    // 22:30 of the 21st in São Paulo is already the 22nd in UTC.
    expect(storedBackupName(new Date('2026-11-22T01:30:00Z'))).toBe('backup_2026-11-21_2230.json');
    expect(storedBackupName(new Date('2026-11-21T05:01:00Z'))).toBe('backup_2026-11-21_0201.json');
    // The downloaded one too, whatever the user's own zone: at 12:00 UTC it is already the 22nd in Kiritimati.
    const prefs = (await req('GET', '/api/settings')).body.preferences;
    expect((await req('PUT', '/api/settings/preferences', { ...prefs, timeZone: 'Pacific/Kiritimati' })).status).toBe(
      200,
    );
    const res = await download();
    expect(res.headers['content-disposition']).toBe('attachment; filename="backup_2026-11-21.json"');
  });

  it('automatic backups run once when due, are listed and downloadable, and are pruned after the retention', async () => {
    await seed();
    const tenantId: number = fx.owner.user.tenant_id;
    // 02:00 in São Paulo is 05:00 UTC.
    expect(
      isDue(
        { backup_frequency: 'daily', backup_time: '02:00', last_backup_at: null },
        new Date('2026-11-21T04:59:00Z'),
      ),
    ).toBe(false);
    expect(
      isDue(
        { backup_frequency: 'daily', backup_time: '02:00', last_backup_at: null },
        new Date('2026-11-21T05:00:00Z'),
      ),
    ).toBe(true);
    expect(
      isDue(
        { backup_frequency: 'weekly', backup_time: '02:00', last_backup_at: '2026-11-18T05:00:00.000Z' },
        new Date('2026-11-21T06:00:00Z'),
      ),
    ).toBe(false);

    const at = new Date('2026-11-21T05:01:00Z');
    const [first, second] = await Promise.all([
      runDueBackups(fx.t.handle.db, fx.dataDir, at),
      runDueBackups(fx.t.handle.db, fx.dataDir, at),
    ]);
    expect([...first, ...second].filter((id) => id === tenantId)).toEqual([tenantId]);
    expect(await runDueBackups(fx.t.handle.db, fx.dataDir, new Date('2026-11-21T12:00:00Z'))).not.toContain(tenantId);
    expect(readdirSync(backupDir(fx.dataDir, tenantId))).toEqual(['backup_2026-11-21_0201.json']);

    const list = await req('GET', '/api/settings/backup/files');
    expect(list.body.data).toEqual([
      { name: 'backup_2026-11-21_0201.json', size: expect.any(Number), kind: 'auto', created_at: at.toISOString() },
    ]);
    const file = await fx.t.app.inject({
      method: 'GET',
      url: '/api/settings/backup/files/backup_2026-11-21_0201.json',
      headers: { authorization: `Bearer ${fx.owner.token}` },
    });
    expect(file.json()).toMatchObject({ format: 'livro-caixa-backup', company: { name: fx.owner.user.tenant_name } });
    const other = await registerCompany(fx.t.app, 'Outra');
    expect(
      (await req('GET', '/api/settings/backup/files/backup_2026-11-21_0201.json', undefined, other.token)).status,
    ).toBe(404);

    // 31 days later (retention 30) the next run writes a new file and removes the old one.
    const later = new Date('2026-12-22T05:30:00Z');
    expect(await runDueBackups(fx.t.handle.db, fx.dataDir, later)).toContain(tenantId);
    expect(readdirSync(backupDir(fx.dataDir, tenantId))).toEqual(['backup_2026-12-22_0230.json']);
  });
});
