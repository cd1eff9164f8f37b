/**
 * What the specs share besides the fixtures: "today" as the app sees it, date and money as the app
 * writes them, and an account's API for setup and checks (the screens under test use the UI).
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { DEFAULT_TIME_ZONE, monthRange, todayIn } from '@livro-caixa/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, createAccount, expect, loginAs } from './fixtures';

/** Today in the app's default zone (São Paulo, a new company's preferences.timeZone), as `YYYY-MM-DD`. */
export const todaySP = () => todayIn(DEFAULT_TIME_ZONE);

/** The 1st of this month, as `YYYY-MM-DD`. */
export const firstOfThisMonth = () => monthRange(todaySP()).start;

/** Clicks what downloads a PDF and checks the file's name and that it is a PDF. */
export async function pdfOf(page: Page, click: () => Promise<void>, name: string) {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  const pdf = await readFile((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
}

/** `2026-11-24` as the app shows it by default: `24/11/2026`. */
export const br = (date: string) => date.split('-').reverse().join('/');

/** R$ as the app shows it, from centavos. */
export const brl = (centavos: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(centavos / 100).replace(/\s/g, ' ');

/**
 * An account's API, with its token: `api('POST', '/payments', {...})` answers the JSON body and
 * fails the test on any status but 2xx.
 */
export function apiOf(request: APIRequestContext, account: { token: string } | string) {
  const token = typeof account === 'string' ? account : account.token;
  return async <T = { data: { id: number } }>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<T> => {
    const res = await request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
}

/**
 * SHOTS=<dir>: the page as it is now, light and dark, at 1280 px and on a 390 px phone, saved as
 * `<dir>/<name>-<desktop|phone>-<light|dark>.png` (with `ready` checked before each), to look at;
 * nothing without SHOTS. Animations off: a colour caught half-way between the schemes is not the screen.
 */
export async function saveShots(page: Page, name: string, ready?: () => Promise<void>) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [width, height, size] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await ready?.();
      await page.screenshot({ path: `${dir}/${name}-${size}-${scheme}.png`, fullPage: true, animations: 'disabled' });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * A new company with the attendant Bia Souza (10 %, PIX bia@example.com) and her two confirmed
 * sales of this month, R$ 100,00 and R$ 250,50 (R$ 35,05 of commission); the owner is logged in
 * on the Atendentes page, and `row` is Bia's row.
 */
export async function biaWithTwoSales(page: Page, company: string) {
  const account: Account = await createAccount(page, company);
  const api = apiOf(page.request, account);
  const bia = (
    await api('POST', '/attendants', { nome: 'Bia Souza', comissao_percentual: 10, chave_pix: 'bia@example.com' })
  ).data.id;
  for (const valor of [100, 250.5]) {
    await api('POST', '/payments', {
      descricao: `Bolo ${valor}`,
      valor,
      data_pagamento: firstOfThisMonth(),
      atendente_id: bia,
      status: 'confirmado',
    });
  }
  await loginAs(page, account);
  await page.goto('/attendants');
  const row = page.getByRole('table', { name: 'Atendentes' }).locator('tbody tr').filter({ hasText: 'Bia Souza' });
  return { account, api, bia, row };
}
