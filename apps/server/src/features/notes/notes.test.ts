import { describe, expect, it } from 'vitest';
import { call, companyFixture, registerCompany } from '../../../test/app.js';
import { hashPassword } from '../../accounts/passwords.js';

const fx = companyFixture('Loja');

/** A second user of the same company (admin screens create these later; here, straight in the table). */
async function colleague() {
  const at = new Date().toISOString();
  await fx.t.handle.db
    .insertInto('users')
    .values({
      tenant_id: fx.owner.user.tenant_id,
      name: 'Colega',
      email: 'colega@example.com',
      password_hash: await hashPassword('senha123'),
      role: 'user',
      is_active: 1,
      phone: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const res = await call(fx.t.app, 'POST', '/api/auth/login', {
    body: { email: 'colega@example.com', password: 'senha123' },
  });
  return res.body.token as string;
}

const { req } = fx;

describe('notes', () => {
  it('need content, take one of the seven colours, and list pinned first then newest', async () => {
    const empty = await req('POST', '/api/notes', { title: 'Só título', content: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('O conteúdo da nota é obrigatório');
    const badColor = await req('POST', '/api/notes', { content: 'x', color: '#000000' });
    expect(badColor.status).toBe(400);
    expect(badColor.body.fields.color).toBe('Cor inválida');

    const a = await req('POST', '/api/notes', { content: 'Primeira' });
    expect(a.body.data).toMatchObject({ title: null, color: '#f3f4f6', is_pinned: false });
    fx.t.clock.advance(1000);
    const b = await req('POST', '/api/notes', { title: 'Fornecedor', content: 'Ligar', color: '#fef3c7' });
    fx.t.clock.advance(1000);
    const pinned = await req('PUT', `/api/notes/${a.body.data.id}`, { is_pinned: true });
    expect(pinned.body.data).toMatchObject({ is_pinned: true, content: 'Primeira' });
    const list = await req('GET', '/api/notes');
    expect(list.body.data.map((n: { id: number }) => n.id)).toEqual([a.body.data.id, b.body.data.id]);

    const edited = await req('PUT', `/api/notes/${b.body.data.id}`, {
      title: null,
      content: 'Ligar às 10h',
      color: '#dbeafe',
      is_pinned: false,
    });
    expect(edited.body.data).toMatchObject({ title: null, content: 'Ligar às 10h', color: '#dbeafe' });
    expect((await req('DELETE', `/api/notes/${b.body.data.id}`)).status).toBe(204);
    expect((await req('GET', '/api/notes')).body.data).toHaveLength(1);
  });

  it('belong to their author: a colleague and another company get 404', async () => {
    const note = (await req('POST', '/api/notes', { content: 'Minha' })).body.data;
    const other = await registerCompany(fx.t.app, 'Outra');
    for (const token of [await colleague(), other.token]) {
      expect((await req('GET', '/api/notes', undefined, token)).body.data).toEqual([]);
      expect((await req('PUT', `/api/notes/${note.id}`, { is_pinned: true }, token)).status).toBe(404);
      expect((await req('DELETE', `/api/notes/${note.id}`, undefined, token)).status).toBe(404);
    }
    expect((await req('GET', '/api/notes')).body.data[0]).toMatchObject({ id: note.id, is_pinned: false });
  });
});

describe('reminders', () => {
  it('need a title, default to medium priority, and are marked done with { status: completed }', async () => {
    const bad = await req('POST', '/api/reminders', { title: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('O título do lembrete é obrigatório');
    const badPriority = await req('POST', '/api/reminders', { title: 'x', priority: 'urgent' });
    expect(badPriority.body.fields.priority).toBe('Prioridade inválida');
    const badTime = await req('POST', '/api/reminders', { title: 'x', due_time: '25:00' });
    expect(badTime.body.fields.due_time).toBe('Horário inválido');

    const r = await req('POST', '/api/reminders', {
      title: 'Pagar aluguel',
      due_date: '2026-11-30',
      due_time: '09:00',
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ priority: 'medium', status: 'pending', completed_at: null, due_time: '09:00' });
    const soon = await req('POST', '/api/reminders', { title: 'Banco', due_date: '2026-11-22', priority: 'high' });
    const undated = await req('POST', '/api/reminders', { title: 'Algum dia', priority: 'low' });
    expect((await req('GET', '/api/reminders')).body.data.map((x: { id: number }) => x.id)).toEqual([
      soon.body.data.id,
      r.body.data.id,
      undated.body.data.id,
    ]);

    const done = await req('PUT', `/api/reminders/${soon.body.data.id}`, { status: 'completed' });
    expect(done.body.data).toMatchObject({
      status: 'completed',
      completed_at: '2026-11-21T12:00:00.000Z',
      title: 'Banco',
    });
    expect((await req('GET', '/api/reminders')).body.data.at(-1).id).toBe(soon.body.data.id);
    const reopened = await req('PUT', `/api/reminders/${soon.body.data.id}`, { status: 'pending' });
    expect(reopened.body.data.completed_at).toBeNull();
    expect((await req('PUT', `/api/reminders/${soon.body.data.id}`, { status: 'done' })).status).toBe(400);
  });

  it('belong to their author', async () => {
    const r = (await req('POST', '/api/reminders', { title: 'Meu' })).body.data;
    const token = await colleague();
    expect((await req('PUT', `/api/reminders/${r.id}`, { status: 'completed' }, token)).status).toBe(404);
    expect((await req('DELETE', `/api/reminders/${r.id}`, undefined, token)).status).toBe(404);
    expect((await req('GET', '/api/reminders', undefined, token)).body.data).toEqual([]);
  });

  it('show on the dashboard with the notes, and their writes are logged', async () => {
    await req('POST', '/api/notes', { content: 'Nota' });
    await req('POST', '/api/reminders', { title: 'Lembrete' });
    const dash = await req('GET', '/api/dashboard/metrics');
    expect(dash.body.notes).toHaveLength(1);
    expect(dash.body.reminders).toHaveLength(1);
    const log = await fx.t.handle.db
      .selectFrom('activity_log')
      .select(['action', 'entity_type'])
      .where('entity_type', 'in', ['note', 'reminder'])
      .execute();
    expect(log).toEqual([
      { action: 'CREATE', entity_type: 'note' },
      { action: 'CREATE', entity_type: 'reminder' },
    ]);
  });
});
