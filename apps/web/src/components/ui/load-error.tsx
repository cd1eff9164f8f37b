import { RotateCw } from 'lucide-react';
import { Alert } from './alert';
import { Button } from './button';

/** A load failure with the spec's text and a 'Tentar novamente' button. */
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
