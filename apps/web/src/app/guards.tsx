import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/**
 * Route access: the app needs a session, /admin an admin (docs/product-rules.md, "Administration").
 * Guards follow the session store, so a cleared session redirects at once.
 */
export function RequireAuth() {
  const { pathname, search } = useLocation();
  // The login goes on to the page asked for (an e-mail's link, login-page.tsx).
  return useSession() ? <Outlet /> : <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
}

export function RequireAdmin() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return session.user.role === 'admin' ? <Outlet /> : <Navigate to="/dashboard" replace />;
}

/**
 * A user's home: the platform admin's dashboard for an admin, whose own company has no figures,
 * the company's dashboard for everyone else (docs/product-rules.md, "Administration").
 */
export function homeOf(role: string | undefined): string {
  return role === 'admin' ? '/admin/dashboard' : '/dashboard';
}

/**
 * Where a login goes on to: the app page a signed-out visit was sent to /login from (RequireAuth),
 * so an e-mail's link opens its screen after the login (docs/product-rules.md, "E-mail only with
 * consent"); the user's home otherwise. Only a path of this app, never another site.
 */
export function afterLogin(state: unknown, role?: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  // '//x' and '/\x' are other sites' addresses to a browser.
  return typeof from === 'string' && /^\/(?![/\\])/.test(from) ? from : homeOf(role);
}

export function GuestOnly() {
  const { state } = useLocation();
  const session = useSession();
  return session ? <Navigate to={afterLogin(state, session.user.role)} replace /> : <Outlet />;
}

/** `/`: the signed-in user's home (an admin's is the admin dashboard). */
export function Home() {
  return <Navigate to={homeOf(useSession()?.user.role)} replace />;
}
