import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Outlet, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { LoadingScreen } from '../components/ui/spinner';
import { useSessionCheck } from '../features/auth/session-check';
import { isChunkLoadError, reloadOnceAfterChunkError } from '../lib/chunk-error';
import { reloadPage } from '../lib/reload';

/** Waits for the stored session to be checked (spinner 'Carregando...') before any route renders. */
export function Root() {
  return useSessionCheck() ? <LoadingScreen /> : <Outlet />;
}

/**
 * Last resort, e.g. a page's code failed to load after a new deploy. That case reloads by itself
 * once (the new index.html names the new files); if it fails again, 'Tentar novamente' reloads.
 */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadOnceAfterChunkError();
  }, [chunk]);
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <CircleAlert className="size-10 text-red-500" aria-hidden="true" />
      <div className="max-w-sm">
        <h1 className="text-lg font-semibold">{chunk ? 'Não foi possível carregar esta página' : 'Algo deu errado'}</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {chunk
            ? 'A conexão falhou ou o Livro Caixa foi atualizado. Tente novamente para carregar a versão atual.'
            : 'Não foi possível carregar esta página.'}
        </p>
      </div>
      <Button onClick={reloadPage}>Tentar novamente</Button>
    </div>
  );
}
