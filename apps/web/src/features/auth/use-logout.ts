import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/session';
import { logoutRequest } from './api/auth-api';

/** Logout: revoke on the server (its failure is ignored), clear the session, go to /login. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    // The request reads the token synchronously, before the session is cleared below.
    logoutRequest().catch(() => undefined);
    clearSession();
    navigate('/login', { replace: true });
  }, [navigate]);
}
