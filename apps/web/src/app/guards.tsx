import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';

/** Spec §2 route access. Guards follow the session store, so a cleared session redirects at once. */
export function RequireAuth() {
  return useSession() ? <Outlet /> : <Navigate to="/login" replace />;
}

export function RequireAdmin() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return session.user.role === 'admin' ? <Outlet /> : <Navigate to="/dashboard" replace />;
}

export function GuestOnly() {
  return useSession() ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
