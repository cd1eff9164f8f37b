import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerCompany, type TestApp } from '../../../test/app.js';
import { backupJson } from './export.js';
import { backupDir, writeBackupFile } from './files.js';
import { readRestoreBody } from './stream.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerCompany>>;
let dataDir: string;
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lc-backup-'));
  // On disk: the snapshot of a SQLite file is a second connection, which an in-memory one cannot have.
  t = await createTestApp({ DATA_DIR: dataDir }, { onDisk: true });
  owner = await registerCompany(t.app, 'Padaria');
});
afterEach(async () => {
  await t.close();
});

const req = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { token: owner.token, ...(body !== undefined ? { body } : {}) });

const day = (d: number) => `2026-10-${String(d).padStart(2, '0')}`;

interface Doc {
  company: { name: string };
  payments: { descricao: string }[];
  expenses: { data_despesa: string }[];
}

/** The whole document, checked as a restore checks it. */
async function drain(pieces: AsyncGenerator<string>, start = ''): Promise<Doc> {
  let text = start;
  for await (const piece of pieces) text += piece;
  await checked(text);
  return JSON.parse(text);
}

/** The document read and checked as a restore reads it. */
async function checked(text: string) {
  const body = await readRestoreBody([Buffer.from(`{"confirm":true,"backup":${text}}`)], Number.POSITIVE_INFINITY);
  await body.cleanup();
  return body.input;
}

describe('backup document', () => {
  it('is read chunk by chunk from one snapshot while the company goes on writing', async () => {
    // Entered newest day first: the document lists payments by date, then by order of entry.
    const ids: number[] = [];
    for (let d = 25; d >= 1; d--) {
      const res = await req('POST', '/api/payments', { descricao: `Venda ${d}`, valor: d, data_pagamento: day(d) });
      expect(res.status).toBe(201);
      ids[d] = res.body.data.id;
    }
    for (const d of [3, 1, 2]) {
      const res = await req('POST', '/api/expenses', {
        descricao: `Gás ${d}`,
        valor: 10,
        data_despesa: day(d),
        categoria: 'Outros',
        forma_pagamento: 'PIX',
      });
      expect(res.status).toBe(201);
    }

    const pieces = backupJson(t.handle.db, owner.user.tenant_id, t.clock(), 10);
    let text = '';
    while (!text.includes('"payments":[{')) {
      const next = await pieces.next();
      expect(next.done).toBe(false);
      text += next.value;
    }
    // Halfway through the payments, the company writes. These calls must not wait for the
    // backup, and the backup must not see them.
    expect((await req('POST', '/api/payments', { descricao: 'Nova', valor: 7, data_pagamento: day(2) })).status).toBe(
      201,
    );
    expect((await req('PUT', `/api/payments/${ids[20]}`, { descricao: 'Alterada' })).status).toBe(200);
    expect((await req('DELETE', `/api/payments/${ids[24]}`)).status).toBe(204);

    const doc = await drain(pieces, text);
    expect(doc.company.name).toBe('Padaria');
    expect(doc.payments.map((p) => p.descricao)).toEqual(Array.from({ length: 25 }, (_, i) => `Venda ${i + 1}`));
    expect(doc.expenses.map((e) => e.data_despesa)).toEqual([day(1), day(2), day(3)]);

    // The next backup has the changes.
    const after = await drain(backupJson(t.handle.db, owner.user.tenant_id, t.clock(), 10));
    const names = after.payments.map((p) => p.descricao);
    expect(names).toHaveLength(25);
    expect(names.slice(0, 3)).toEqual(['Venda 1', 'Venda 2', 'Nova']);
    expect(names).toContain('Alterada');
    expect(names).not.toContain('Venda 24');
  });

  it('is written to a file only when complete, and recorded with its size', async () => {
    await req('POST', '/api/payments', { descricao: 'Venda', valor: 10, data_pagamento: day(5) });
    const tenantId = owner.user.tenant_id;
    const at = new Date('2026-11-21T05:00:00Z');
    const name = await writeBackupFile(t.handle.db, dataDir, tenantId, 'manual', at);
    expect(readdirSync(backupDir(dataDir, tenantId))).toEqual([name]);
    const files = await call(t.app, 'GET', '/api/settings/backup/files', { token: owner.token });
    expect(files.body.data).toEqual([{ name, size: expect.any(Number), kind: 'manual', created_at: at.toISOString() }]);
    const file = await t.app.inject({
      url: `/api/settings/backup/files/${name}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(file.rawPayload.length).toBe(files.body.data[0].size);
    expect((await checked(file.body)).counts.payments).toBe(1);

    // A backup that fails halfway (here: no such company) leaves no file and no record.
    await expect(writeBackupFile(t.handle.db, dataDir, 999_999, 'manual', at)).rejects.toThrow();
    expect(readdirSync(backupDir(dataDir, 999_999))).toEqual([]);
    expect(await t.handle.db.selectFrom('backups').select('id').where('tenant_id', '=', 999_999).execute()).toEqual([]);
  });
});
