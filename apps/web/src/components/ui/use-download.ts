import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../lib/save-blob';
import { toastError } from './toast';

/**
 * A file the server writes (PDF, CSV, backup), handed to the browser as a normal download (ADR 029):
 * `mutate(vars)` fetches it and saves it as `filename` (the fetcher picks the name: the server's, or
 * its own); a failure is a toast titled `failure`. `isPending` and `variables` say which one runs.
 */
export function useDownload<V = void>(
  fetchFile: (vars: V) => Promise<{ blob: Blob; filename: string }>,
  { failure, onSaved }: { failure: string; onSaved?: (filename: string) => void },
) {
  return useMutation({
    mutationFn: fetchFile,
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename);
      onSaved?.(filename);
    },
    onError: (error) => toastError(error, failure),
  });
}
