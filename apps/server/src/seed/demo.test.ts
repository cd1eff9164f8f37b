import { expect, it } from 'vitest';
import { appFixture, call } from '../../test/app.js';
import { expectLedgerMatchesRows } from '../../test/ledger-check.js';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo.js';

const fx = appFixture();

it('seeds a demo company once, that one can log in to, whose figures follow the money rules', async () => {
  expect((await seedDemo(fx.t.handle.db, fx.t.clock())).created).toBe(true);
  expect((await seedDemo(fx.t.handle.db, fx.t.clock())).created).toBe(false);
  const login = await call(fx.t.app, 'POST', '/api/auth/login', {
    body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  expect(login.status).toBe(200);
  const token = login.body.token;
  const attendants = await call(fx.t.app, 'GET', '/api/attendants', { token });
  expect(attendants.body.data).toHaveLength(4);
  const payments = await call(fx.t.app, 'GET', '/api/payments?limit=1', { token });
  expect(payments.body.pagination.total).toBeGreaterThan(200);
  const month = await call(fx.t.app, 'GET', '/api/dashboard/metrics?startDate=2026-11-01&endDate=2026-11-21', {
    token,
  });
  expect(month.body.metrics.totalRevenue).toBeGreaterThan(0);
  expect(month.body.notes).toHaveLength(2);

  await expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, login.body.user.tenant_id, token);
});
