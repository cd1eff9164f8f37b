import type { Dre } from '@livro-caixa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, requestBlob } from '../../../lib/api';
import type { DateRange } from '../../../lib/date-range';
import { REPORTS_ROOT } from './reports-api';

const queryOf = (range: DateRange) => ({ startDate: range.start, endDate: range.end });

/** The DRE of a period (ADR 052), by competência. */
export function dreQuery(range: DateRange) {
  return queryOptions({
    queryKey: [REPORTS_ROOT, 'dre', range.start, range.end],
    queryFn: ({ signal }) => api.get<Dre>('/reports/dre', { query: queryOf(range), signal }),
    placeholderData: keepPreviousData,
    // Entries are written on other screens: coming back always reads it again.
    staleTime: 0,
  });
}

const fileName = (range: DateRange, ext: string) => `dre-${range.start}-a-${range.end}.${ext}`;

/** The server-built PDF. */
export async function downloadDrePdf(range: DateRange) {
  const { blob, filename } = await requestBlob('/reports/dre/pdf', {
    query: queryOf(range),
    headers: { Accept: 'application/pdf' },
  });
  return { blob, filename: filename ?? fileName(range, 'pdf') };
}

/** The same DRE as CSV (UTF-8 with BOM, for Excel in pt-BR). */
export async function downloadDreCsv(range: DateRange) {
  const { blob, filename } = await requestBlob('/reports/dre/csv', { query: queryOf(range) });
  return { blob, filename: filename ?? fileName(range, 'csv') };
}
