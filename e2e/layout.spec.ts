/**
 * Layout checks of issue 13: on a phone (390 px) every icon button is at least 40×40 px with room
 * around it, and the dashboard's reminders and notes come right after its figures; on a desktop
 * the sidebar's background reaches the bottom of a long page.
 */
import type { Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, todaySP } from './helpers';

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The visible buttons and links that show only an icon (their name is sr-only text or a title). */
function iconButtons(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const boxes: Box[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('button, a[href], [role="button"]'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || element.closest('[aria-hidden="true"]')) continue;
      const copy = element.cloneNode(true) as HTMLElement;
      for (const hidden of Array.from(copy.querySelectorAll('.sr-only, svg'))) hidden.remove();
      if (copy.textContent?.trim()) continue;
      const name =
        element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.textContent?.trim() ?? '';
      boxes.push({ name, x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height });
    }
    return boxes;
  });
}

/** Gap between two boxes: negative when they overlap. */
function gap(a: Box, b: Box): number {
  const dx = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
  const dy = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.max(dx, dy);
}

test.describe('phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('icon buttons are at least 40×40 px, 8 px apart, on every list and the dashboard', async ({ page }) => {
    const account = await createAccount(page, 'Padaria Dedo');
    const api = apiOf(page.request, account);
    const today = todaySP();
    const ana = await api('POST', '/attendants', { nome: 'Ana Paula', comissao_percentual: 10 });
    const ze = await api('POST', '/tripeiros', { nome: 'Zé do Caminhão', comissao_percentual: 5 });
    await api('POST', '/payments', {
      descricao: 'Encomenda de salgados',
      valor: 180.5,
      data_pagamento: today,
      status: 'confirmado',
      atendente_id: ana.data.id,
      tripeiro_id: ze.data.id,
    });
    await api('POST', '/expenses', { descricao: 'Gás', valor: 30, data_despesa: today, categoria: 'Manutenção' });
    await api('POST', '/notes', { title: 'Farinha', content: 'Ligar para o moinho' });
    await api('POST', '/reminders', { title: 'Pagar o aluguel', due_date: today, priority: 'high' });
    await loginAs(page, account);

    const problems: string[] = [];
    let measured = 0;
    for (const path of ['/dashboard', '/payments', '/expenses', '/attendants', '/tripeiros']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Carregando' })).toHaveCount(0);
      const boxes = await iconButtons(page);
      measured += boxes.length;
      for (const box of boxes) {
        if (box.width < 40 || box.height < 40) {
          problems.push(`${path} '${box.name}': ${box.width.toFixed(0)}×${box.height.toFixed(0)} px`);
        }
      }
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          if (gap(a, b) < 8) problems.push(`${path} '${a.name}' e '${b.name}': ${gap(a, b).toFixed(0)} px entre eles`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The lists' row actions, the header's and the notes' buttons were measured, not nothing.
    expect(measured).toBeGreaterThan(15);
  });

  test("the dashboard's reminders and notes come right after its figures, before the latest lists", async ({
    page,
  }) => {
    const account = await createAccount(page, 'Padaria Lembrete');
    await loginAs(page, account);
    await page.goto('/dashboard');
    const top = async (name: string) => (await page.getByRole('region', { name }).boundingBox())?.y ?? Number.NaN;
    await expect(page.getByRole('region', { name: 'Lembretes' })).toBeVisible();
    const reminders = await top('Lembretes');
    const notes = await top('Notas');
    const payments = await top('Últimos Pagamentos');
    expect(reminders).toBeLessThan(payments);
    expect(notes).toBeLessThan(payments);
  });
});

test('desktop: the sidebar reaches the bottom of a page longer than the window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  const account = await createAccount(page, 'Padaria Comprida');
  const api = apiOf(page.request, account);
  for (let i = 1; i <= 12; i++) {
    await api('POST', '/payments', { descricao: `Venda ${i}`, valor: i, data_pagamento: todaySP() });
  }
  await loginAs(page, account);
  await page.goto('/payments');
  await expect(page.getByRole('table', { name: 'Pagamentos' }).locator('tbody tr')).toHaveCount(12);
  const { pageHeight, sidebarBottom } = await page.evaluate(() => {
    const aside = document.querySelector('aside') as HTMLElement;
    return {
      pageHeight: document.documentElement.scrollHeight,
      sidebarBottom: aside.getBoundingClientRect().bottom + window.scrollY,
    };
  });
  expect(pageHeight).toBeGreaterThan(600);
  expect(sidebarBottom).toBe(pageHeight);
  // Its links stay in view while the page scrolls.
  await page.mouse.wheel(0, 2000);
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeInViewport();
});
