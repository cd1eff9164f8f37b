import { DEFAULT_NOTIFICATIONS, type NotificationSettings } from '@livro-caixa/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { testUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoute } from '../../../test/render';
import { NotificationsTab } from './notifications-tab';

/** docs/product-rules.md, "E-mail only with consent". */
async function open(notifications: NotificationSettings, path = '/settings') {
  await renderRoute('/settings', <NotificationsTab notifications={notifications} />).router.navigate(path);
  return screen.findByRole('switch', { name: 'Notificações por e-mail' });
}

const description = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe('Notificações: the main switch and its text', () => {
  beforeEach(() => {
    setSession({ token: 'tok', user: testUser() });
    mockApi({ 'GET /auth/email-status': () => jsonResponse(200, { configured: true }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('start off, and the text says off', async () => {
    const main = await open(DEFAULT_NOTIFICATIONS);
    expect(main.getAttribute('aria-checked')).toBe('false');
    expect(description(main)).toBe('Desligada: nenhum dos avisos abaixo é enviado.');
    for (const name of ['Lembretes de pagamento', 'Alertas de despesas', 'Resumo mensal', 'Contas a pagar']) {
      const control = screen.getByRole('switch', { name });
      expect(control.getAttribute('aria-checked')).toBe('false');
      expect((control as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('the text follows the switch as it is flipped', async () => {
    const main = await open(DEFAULT_NOTIFICATIONS);
    fireEvent.click(main);
    expect(main.getAttribute('aria-checked')).toBe('true');
    expect(description(main)).toBe('Ligada, mas nenhum aviso abaixo está ligado: nada é enviado ainda.');
    fireEvent.click(screen.getByRole('switch', { name: 'Alertas de despesas' }));
    expect(description(main)).toBe('Ligada: os avisos ligados abaixo são enviados ao seu e-mail.');
    fireEvent.click(main);
    expect(main.getAttribute('aria-checked')).toBe('false');
    expect(description(main)).toBe('Desligada: nenhum dos avisos abaixo é enviado.');
  });

  it("an e-mail's link opens with its switch focused and highlighted", async () => {
    // jsdom lays nothing out, so it has no scrollIntoView.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    await open(
      { ...DEFAULT_NOTIFICATIONS, emailNotifications: true, expenseAlerts: true },
      '/settings?tab=notificacoes&aviso=expenseAlerts',
    );
    const alerts = screen.getByRole('switch', { name: 'Alertas de despesas' });
    await vi.waitFor(() => expect(document.activeElement).toBe(alerts));
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    expect(screen.getByText(/Você veio do e-mail de “Alertas de despesas”/)).toBeTruthy();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});
