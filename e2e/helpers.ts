/**
 * What the specs share besides the fixtures: "today" as the app sees it, date and money as the app
 * writes them, and an account's API for setup and checks (the screens under test use the UI).
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { DEFAULT_TIME_ZONE, monthRange, todayIn } from '@livro-caixa/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
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
 * Ana Lima and Bia Souza (10 %), each with a R$ 100,00 sale confirmed on the 1st of this month and
 * its commission paid out by PIX: the payout ids, by name.
 */
export async function twoPaidOutSales(api: ReturnType<typeof apiOf>): Promise<Record<string, number>> {
  const payouts: Record<string, number> = {};
  for (const nome of ['Ana Lima', 'Bia Souza']) {
    const id = (await api('POST', '/attendants', { nome, comissao_percentual: 10 })).data.id;
    const payment = (
      await api('POST', '/payments', {
        descricao: `Bolo de ${nome}`,
        valor: 100,
        data_pagamento: firstOfThisMonth(),
        atendente_id: id,
        status: 'confirmado',
      })
    ).data.id;
    payouts[nome] = (
      await api('POST', '/payouts', {
        atendente_id: id,
        data_pagamento: firstOfThisMonth(),
        forma_pagamento: 'PIX',
        payment_ids: [payment],
      })
    ).data.id;
  }
  return payouts;
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

/**
 * Fails when, in one row of `table` (header and footer rows included), the contents of two cells
 * overlap, or when a cell's content is cut off by the box that scrolls the table (hidden under a
 * pinned column, or out of sight at the side): every column readable without scrolling. A cell's
 * content box is the union of its visible text and pictures (icons, badges), without screen-reader
 * only text; empty cells are skipped.
 */
export async function expectNoOverlap(page: Page, table: Locator) {
  await expect(table).toBeVisible();
  const problems = await table.evaluate((element) => {
    type Rect = { left: number; right: number; top: number; bottom: number };
    const hidden = (node: Element) => {
      for (let e: Element | null = node; e && e !== element; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.display === 'none' || style.visibility === 'hidden' || e.classList.contains('sr-only')) return true;
        if (style.position === 'absolute' && style.clip !== 'auto' && style.clip !== '') return true;
      }
      return false;
    };
    const contentBox = (cell: Element): Rect | null => {
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (!node.textContent?.trim() || !node.parentElement || hidden(node.parentElement)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          rects.push(...Array.from(range.getClientRects()));
        } else if (node instanceof SVGSVGElement || node instanceof HTMLImageElement) {
          if (!hidden(node)) rects.push(node.getBoundingClientRect());
        }
      }
      const seen = rects.filter((r) => r.width > 0 && r.height > 0);
      if (seen.length === 0) return null;
      return {
        left: Math.min(...seen.map((r) => r.left)),
        right: Math.max(...seen.map((r) => r.right)),
        top: Math.min(...seen.map((r) => r.top)),
        bottom: Math.max(...seen.map((r) => r.bottom)),
      };
    };
    // The box that clips the table: its nearest ancestor that scrolls or hides what overflows.
    let clip: Element | null = element.parentElement;
    while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
    const view = (clip ?? document.documentElement).getBoundingClientRect();
    const problems: string[] = [];
    const name = (cell: Element) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim().slice(0, 30);
    for (const row of Array.from((element as HTMLTableElement).rows)) {
      const boxes = Array.from(row.cells).flatMap((cell) => {
        const box = contentBox(cell);
        return box ? [{ cell, box }] : [];
      });
      for (const { cell, box } of boxes) {
        if (box.left < view.left - 1 || box.right > view.right + 1) {
          problems.push(
            `'${name(cell)}' está cortado (${box.left.toFixed(0)}–${box.right.toFixed(0)} px, visível ${view.left.toFixed(0)}–${view.right.toFixed(0)} px)`,
          );
        }
      }
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (x > 0.5 && y > 0.5)
            problems.push(`'${name(a.cell)}' e '${name(b.cell)}' se sobrepõem em ${x.toFixed(0)} px`);
        }
      }
    }
    return problems;
  });
  expect(problems, `${page.viewportSize()?.width} px`).toEqual([]);
}

/**
 * Takes a table row's action from its 'Ações' menu, where a row's actions are folded when the
 * table has no room for its icons (RowActions; docs/product-rules.md "Screens that fit").
 */
export async function rowAction(row: Locator, name: string) {
  await row.getByRole('button', { name: /^Ações:/ }).click();
  await row.page().getByRole('menuitem', { name, exact: true }).click();
}

/**
 * An OFX 1.x (SGML) statement as Brazilian banks write one, of Itaú's account 0341 / 56789-0:
 * each posting `[date, amount as the bank writes it, FITID, memo]`, dated at noon in Brasília;
 * the period and the closing balance (LEDGERBAL) as given.
 */
export function ofxStatement(o: {
  start: string;
  end: string;
  postings: [date: string, amount: string, fitid: string, memo: string][];
  balance: string;
}): Buffer {
  const ofxDate = (d: string) => `${d.replaceAll('-', '')}120000[-3:BRT]`;
  const trn = ([date, amount, fitid, memo]: [string, string, string, string]) =>
    `<STMTTRN>\n<TRNTYPE>OTHER\n<DTPOSTED>${ofxDate(date)}\n<TRNAMT>${amount}\n<FITID>${fitid}\n<MEMO>${memo}\n</STMTTRN>`;
  return Buffer.from(`OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<BANKMSGSRSV1>
<STMTTRNRS>
<TRNUID>1
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<STMTRS>
<CURDEF>BRL
<BANKACCTFROM>
<BANKID>0341
<ACCTID>56789-0
<ACCTTYPE>CHECKING
</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>${ofxDate(o.start)}
<DTEND>${ofxDate(o.end)}
${o.postings.map(trn).join('\n')}
</BANKTRANLIST>
<LEDGERBAL>
<BALAMT>${o.balance}
<DTASOF>${ofxDate(o.end)}
</LEDGERBAL>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`);
}

/** The company's Itaú account (bank 341, agência 1234, conta 56789-0) opened at R$ 0,00 on `since`: its id. */
export async function itauAccount(api: ReturnType<typeof apiOf>, since: string): Promise<number> {
  const res = await api('POST', '/financial-accounts', {
    nome: 'Itaú',
    tipo: 'banco',
    banco: '341',
    agencia: '1234',
    conta: '56789-0',
    saldo_inicial: 0,
    data_saldo_inicial: since,
  });
  return res.data.id;
}

/** An OFX statement imported into the account through the API, confirmed (its automatic matching included). */
export async function importOfx(request: APIRequestContext, account: { token: string }, contaId: number, file: Buffer) {
  const res = await request.post('/api/bank-statements', {
    headers: { Authorization: `Bearer ${account.token}` },
    multipart: {
      arquivo: { name: 'itau.ofx', mimeType: 'application/x-ofx', buffer: file },
      conta_id: String(contaId),
      confirmar: 'true',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}
