import { describe, expect, it } from 'vitest';
import { afterLogin, homeOf } from './guards';

describe('afterLogin', () => {
  it("goes on to the page a signed-out visit asked for (an e-mail's link), else to /dashboard", () => {
    expect(afterLogin({ from: '/settings?tab=notificacoes&aviso=expenseAlerts' })).toBe(
      '/settings?tab=notificacoes&aviso=expenseAlerts',
    );
    expect(afterLogin(null)).toBe('/dashboard');
    expect(afterLogin({})).toBe('/dashboard');
  });

  it('never leaves the app', () => {
    expect(afterLogin({ from: '//outro.site/x' })).toBe('/dashboard');
    expect(afterLogin({ from: '/\\outro.site/x' })).toBe('/dashboard');
    expect(afterLogin({ from: 'https://outro.site/x' })).toBe('/dashboard');
    expect(afterLogin({ from: 42 })).toBe('/dashboard');
  });

  it("lands a platform admin on the admin dashboard, an owner on the company's (issue 20)", () => {
    expect(homeOf('admin')).toBe('/admin/dashboard');
    expect(homeOf('user')).toBe('/dashboard');
    expect(afterLogin(null, 'admin')).toBe('/admin/dashboard');
    expect(afterLogin(null, 'user')).toBe('/dashboard');
    expect(afterLogin({ from: '/settings' }, 'admin')).toBe('/settings');
  });
});
