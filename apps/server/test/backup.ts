import { expect } from 'vitest';
import type { companyFixture } from './app.js';

// biome-ignore lint/suspicious/noExplicitAny: tests edit arbitrary JSON.
export type Doc = Record<string, any>;

/** The owner's backup calls on a companyFixture's app (src/features/backup/restore*.test.ts). */
export function backupCalls(fx: ReturnType<typeof companyFixture>) {
  /** A manual backup, as the settings screen downloads it. */
  async function download(): Promise<Doc> {
    const res = await fx.t.app.inject({
      method: 'POST',
      url: '/api/settings/backup/manual',
      headers: { authorization: `Bearer ${fx.owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  /** A confirmed restore of `backup`. */
  const restore = (backup: unknown) => fx.req('POST', '/api/settings/backup/restore', { confirm: true, backup });

  return { download, restore };
}
