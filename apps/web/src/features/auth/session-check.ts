import { useEffect, useState } from 'react';
import { getSession, updateUser } from '../../lib/session';
import { fetchMe } from './api/auth-requests';

let check: Promise<void> | null = null;
let checked = false;

/**
 * On start, a stored session is checked with GET /auth/me. A 401 ends it (the API client
 * clears it); any other error keeps it. One check per page load, shared by every caller.
 */
function checkStoredSession(): Promise<void> {
  check ??= fetchMe()
    .then((user) => {
      if (user && typeof user === 'object') updateUser(user);
    })
    .catch(() => undefined)
    .finally(() => {
      checked = true;
    });
  return check;
}

/** True while the stored session is being checked. */
export function useSessionCheck(): boolean {
  const [checking, setChecking] = useState(() => !checked && getSession() !== null);
  useEffect(() => {
    if (!checking) return;
    let active = true;
    void checkStoredSession().then(() => {
      if (active) setChecking(false);
    });
    return () => {
      active = false;
    };
  }, [checking]);
  return checking;
}
