import { reloadPage } from './reload';

const RELOADED_AT = 'livro-caixa.chunk-reload';

/**
 * Whether `error` is a screen's code that failed to download: after a deploy the old hashed files
 * are gone (the server answers 404), or the network dropped.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/**
 * Reloads once when a screen's code fails to load, so a tab left open across a deploy picks up
 * the new build by itself; a second failure within a minute stays on the error screen (no loop).
 */
export function reloadOnceAfterChunkError(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (now - last < 60_000) return false;
    sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  reloadPage();
  return true;
}
