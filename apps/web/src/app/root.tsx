import { CircleAlert } from 'lucide-react';
import { Outlet } from 'react-router';
import { Button } from '../components/ui/button';
import { LoadingScreen } from '../components/ui/spinner';
import { useSessionCheck } from '../features/auth/session-check';

/** Waits for the stored session to be checked (spinner 'Carregando...') before any route renders. */
export function Root() {
  return useSessionCheck() ? <LoadingScreen /> : <Outlet />;
}

/** Last resort, e.g. a page's code failed to load after a new deploy. */
export function RouteError() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <CircleAlert className="size-10 text-red-500" aria-hidden="true" />
      <div>
        <h1 className="text-lg font-semibold">Algo deu errado</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Não foi possível carregar esta página.</p>
      </div>
      <Button onClick={() => window.location.reload()}>Recarregar página</Button>
    </div>
  );
}
