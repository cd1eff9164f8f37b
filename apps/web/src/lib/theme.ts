/**
 * Dark mode: a `dark` class on <html>. public/theme-init.js applies it before first paint; this
 * module keeps it in sync afterwards. Saved in localStorage; with no saved choice it follows the OS.
 */
import { useSyncExternalStore } from 'react';

export const THEME_KEY = 'livro-caixa.theme';
export type Theme = 'dark' | 'light';

const listeners = new Set<() => void>();
const media = typeof window !== 'undefined' ? window.matchMedia?.('(prefers-color-scheme: dark)') : undefined;

function savedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

function apply(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const listener of listeners) listener();
}

export function getTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Not persisted; still applied for this page.
  }
  apply(theme);
}

export function toggleTheme() {
  setTheme(getTheme() === 'dark' ? 'light' : 'dark');
}

media?.addEventListener?.('change', (event) => {
  if (!savedTheme()) apply(event.matches ? 'dark' : 'light');
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, () => 'light');
}
