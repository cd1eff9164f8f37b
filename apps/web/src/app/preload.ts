/**
 * The code of the screens behind the login, as the router loads it (router.tsx). The login
 * screen starts these while its request is on the way, so the dashboard opens at once after it.
 */
export const loadQueryLayout = () => import('./query-layout');
export const loadAppLayout = () => import('./layout/app-layout');
export const loadDashboard = () => import('../features/dashboard/dashboard-page');

/** Never fails: a chunk that cannot load now is loaded (or reported) again by the router. */
export function preloadAfterLogin(): Promise<void> {
  return Promise.all([loadQueryLayout(), loadAppLayout(), loadDashboard()]).then(
    () => undefined,
    () => undefined,
  );
}
