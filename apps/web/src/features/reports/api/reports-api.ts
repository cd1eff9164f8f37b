import { REPORT_FILE_NAMES, type Report, type ReportGroupBy, type ReportType } from '@livro-caixa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, requestBlob } from '../../../lib/api';
import type { DateRange } from '../../../lib/date-range';

export const REPORTS_ROOT = 'reports';

export interface ReportParams {
  type: ReportType;
  range: DateRange;
  /** Only for the custom report. */
  groupBy: ReportGroupBy;
}

function queryOf({ type, range, groupBy }: ReportParams) {
  return {
    type,
    startDate: range.start,
    endDate: range.end,
    groupBy: type === 'custom' ? groupBy : undefined,
  };
}

export function reportQuery(params: ReportParams) {
  const { type, range, groupBy } = params;
  return queryOptions({
    queryKey: [REPORTS_ROOT, type, range.start, range.end, type === 'custom' ? groupBy : null],
    queryFn: ({ signal }) => api.get<Report>('/reports/generate', { query: queryOf(params), signal }),
    // The last report stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    // Entries are written on other screens: coming back always regenerates.
    staleTime: 0,
  });
}

/** The same report as CSV (UTF-8 with BOM, for Excel in pt-BR), named by the server. */
export async function downloadReportCsv(params: ReportParams) {
  const { blob, filename } = await requestBlob('/reports/generate', {
    query: { ...queryOf(params), format: 'csv' },
  });
  return {
    blob,
    filename: filename ?? `relatorio-${REPORT_FILE_NAMES[params.type]}-${params.range.start}-a-${params.range.end}.csv`,
  };
}
