import { afterAll, beforeAll } from 'vitest';
import type { Actor } from '../src/lib/actor.js';
import { createTestApp, type TestApp } from './app.js';

/**
 * One app for the calling file and its bootstrapped admin as the actor, for tests that call a
 * service directly, past the schemas. `t` and `actor` are read after the beforeAll hook ran.
 */
export function serviceFixture() {
  let t: TestApp;
  let actor: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.app.db.selectFrom('users').select(['id', 'tenant_id']).executeTakeFirstOrThrow();
    actor = { tenantId: admin.tenant_id, userId: admin.id, now: new Date('2026-11-21T12:00:00.000Z') };
  });
  afterAll(async () => {
    await t.close();
  });
  return {
    get t() {
      return t;
    },
    get actor() {
      return actor;
    },
  };
}

/** What a service throws for a value it refuses: a 400 naming the field. */
export const refused = (field: string, message: string) => ({ statusCode: 400, fields: { [field]: message } });
