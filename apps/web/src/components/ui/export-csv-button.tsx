import { useMutation } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import { errorMessage, type QueryParams, requestBlob } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';
import { Button } from './button';
import { toast } from './toast';

export const CSV_ERROR = 'Erro ao exportar CSV';

/**
 * 'Exportar CSV' of a list: the rows of its current filters, line by line (ADR 023). The server
 * names the file (`pagamentos-2026-10-01-a-2026-10-31.csv`); `fallbackName` is for a response without one.
 */
export function ExportCsvButton({
  path,
  query,
  fallbackName,
}: {
  path: string;
  query: QueryParams;
  fallbackName: string;
}) {
  const csv = useMutation({
    mutationFn: () => requestBlob(path, { query }),
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename ?? fallbackName),
    onError: (error) => toast.error(errorMessage(error, CSV_ERROR)),
  });
  return (
    <Button variant="secondary" onClick={() => csv.mutate()} loading={csv.isPending}>
      {!csv.isPending && <FileSpreadsheet className="size-4" aria-hidden="true" />}
      Exportar CSV
    </Button>
  );
}
