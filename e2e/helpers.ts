/**
 * What the specs share besides the fixtures: "today" as the app sees it, date and money as the app
 * writes them, and an account's API for setup and checks (the screens under test use the UI).
 */
import { readFile } from 'node:fs/promises';
import { DEFAULT_TIME_ZONE, monthRange, todayIn } from '@livro-caixa/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

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
