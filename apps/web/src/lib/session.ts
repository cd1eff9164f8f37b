/**
 * The session: token and user kept in localStorage, mirrored in a tiny external store so
 * React re-renders when they change — here, in the API client on a 401, or in another tab.
 */
import type { User } from '@livro-caixa/domain';
import { useSyncExternalStore } from 'react';

export const TOKEN_KEY = 'livro-caixa.token';
export const USER_KEY = 'livro-caixa.user';

export interface Session {
  token: string;
  user: User;
}

interface SessionState {
  session: Session | null;
  /** True when the last session ended because the server refused the token (shown on /login). */
  expired: boolean;
}

function readStorage(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const rawUser = localStorage.getItem(USER_KEY);
    if (!token || !rawUser) {
      // Half a session (one key lost) is no session: drop the leftover.
      if (token || rawUser) write(null);
      return null;
    }
    const user: unknown = JSON.parse(rawUser);
    if (!user || typeof user !== 'object' || !('email' in user) || !('role' in user)) return null;
    return { token, user: user as User };
  } catch {
    return null;
  }
}

let state: SessionState = { session: readStorage(), expired: false };
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function write(session: Session | null) {
  try {
    if (session) {
      localStorage.setItem(TOKEN_KEY, session.token);
      localStorage.setItem(USER_KEY, JSON.stringify(session.user));
    } else {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
    }
  } catch {
    // Storage unavailable: the session lives in memory for this tab only.
  }
}

export function getSession(): Session | null {
  return state.session;
}

export function getToken(): string | null {
  return state.session?.token ?? null;
}

export function setSession(session: Session) {
  write(session);
  emit({ session, expired: false });
}

export function updateUser(user: User) {
  if (!state.session) return;
  setSession({ ...state.session, user });
}

export function clearSession(options: { expired?: boolean } = {}) {
  write(null);
  emit({ session: null, expired: options.expired ?? false });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logged in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
    emit({ session: readStorage(), expired: false });
  });
}

const getState = () => state;

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribeSession, getState, getState);
}

export function useSession(): Session | null {
  return useSessionState().session;
}
