import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's rules whose answer a colour scheme can change. The dark theme swaps the CSS colour
 * variables and nothing else: the document's structure, names and roles are the light theme's, so
 * a dark pass checks these alone (ADR 054).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe's serious and critical violations on the page as it is now (or inside `scope`), one line
 * each: rule, impact, target and what to fix. `colourOnly`: only the rules a theme changes.
 */
export async function seriousViolations(
  page: Page,
  { scope, colourOnly = false }: { scope?: string; colourOnly?: boolean } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (scope) builder = builder.include(scope);
  if (colourOnly) builder = builder.withRules(COLOUR_RULES);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
      ),
    );
}

/** Waits until every animation on the page has ended (axe reads colours mid-fade otherwise). */
export async function animationsEnded(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * The screen (or `scope`) in the light scheme with every rule, then in the dark one with the
 * colour rules; the page is left in the light scheme. Each finding starts with its scheme.
 */
export async function lightAndDarkViolations(page: Page, scope?: string): Promise<string[]> {
  // The app follows the system's scheme from a media listener (apps/web/src/lib/theme.ts), so the
  // `dark` class changes a moment after the switch: axe once ran before it, and read links halfway
  // through the colour transitions the class then started (2.29:1). Wait for the class; the
  // transitions it starts are then among the page's animations, and waited for.
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      scheme === 'dark',
    );
    await animationsEnded(page);
    const opts = scope === undefined ? { colourOnly: scheme === 'dark' } : { scope, colourOnly: scheme === 'dark' };
    found.push(...(await seriousViolations(page, opts)).map((v) => `${scheme} ${v}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
  return found;
}
