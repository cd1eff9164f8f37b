import { RotateCw } from 'lucide-react';
import { Alert } from './alert';
import { Button } from './button';

/** A load failure, said in its place, with a 'Tentar novamente' button (docs/product-rules.md, "Load failures"). */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert
      action={
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw className="size-3.5" aria-hidden="true" />}
          Tentar novamente
        </Button>
      }
    >
      <p>{message}</p>
    </Alert>
  );
}

/**
 * The load failure of one query: 'Tentar novamente' refetches it and waits while it does.
 * `className`: a box around the alert (its margin).
 */
export function QueryLoadError({
  query,
  message,
  className,
}: {
  query: { refetch: () => unknown; isFetching: boolean };
  message: string;
  className?: string;
}) {
  const alert = <LoadError message={message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return className ? <div className={className}>{alert}</div> : alert;
}
