import { DEFAULT_PREFERENCES, todayIn } from '@livro-caixa/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { jsonResponse } from '../test/render';
import { formatDate, formatDateTime, formatDayOf } from './format';
import { preferencesOf, useDateFormat, usePreferences, useToday } from './preferences';

function Probe() {
  const { preferences, ready } = usePreferences();
  const { formatDate, formatDateTime } = useDateFormat();
  const today = useToday();
  return (
    <p>
      {ready
        ? `${preferences.dateFormat} ${formatDate('2026-11-21')} ${formatDateTime('2026-11-21T02:30:00.000Z')} hoje=${today} ${preferences.defaultPaymentStatus}`
        : 'esperando'}
    </p>
  );
}

const renderProbes = (count = 1) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical probes
        <Probe key={i} />
      ))}
    </QueryClientProvider>,
  );

describe('preferences', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps each valid field and falls back field by field', () => {
    expect(preferencesOf(null)).toEqual(DEFAULT_PREFERENCES);
    expect(preferencesOf({ preferences: 'x' })).toEqual(DEFAULT_PREFERENCES);
    expect(
      preferencesOf({
        preferences: {
          dateFormat: 'YYYY-MM-DD',
          timeZone: 'Marte/Olimpo',
          fiscalYearStart: '04',
          currency: 'USD',
          defaultPaymentStatus: 'confirmado',
        },
      }),
    ).toEqual({
      ...DEFAULT_PREFERENCES,
      dateFormat: 'YYYY-MM-DD',
      fiscalYearStart: '04',
      defaultPaymentStatus: 'confirmado',
    });
  });

  it('the date formatters take the format and the zone they are given', () => {
    expect(formatDate('2026-11-21', 'DD/MM/YYYY')).toBe('21/11/2026');
    expect(formatDate('2026-11-21', 'MM/DD/YYYY')).toBe('11/21/2026');
    // 02:30 UTC is still the 20th in São Paulo, already the 21st in Lisbon.
    expect(formatDayOf('2026-11-21T02:30:00.000Z', 'America/Sao_Paulo', 'MM/DD/YYYY')).toBe('11/20/2026');
    expect(formatDateTime('2026-11-21T02:30:00.000Z', 'America/Sao_Paulo', 'MM/DD/YYYY')).toBe('11/20/2026 23:30');
    expect(formatDayOf('2026-11-21T02:30:00.000Z', 'Europe/Lisbon', 'YYYY-MM-DD')).toBe('2026-11-21');
  });

  it('one GET /settings serves every hook: date format, zone, "today" in that zone and the payment status', async () => {
    const fetchMock = mockApi({
      'GET /settings': () =>
        jsonResponse(200, {
          preferences: {
            ...DEFAULT_PREFERENCES,
            dateFormat: 'YYYY-MM-DD',
            timeZone: 'Asia/Tokyo',
            defaultPaymentStatus: 'confirmado',
          },
        }),
    });
    renderProbes(2);
    expect(screen.getAllByText('esperando')).toHaveLength(2);
    const expected = `YYYY-MM-DD 2026-11-21 2026-11-21 11:30 hoje=${todayIn('Asia/Tokyo')} confirmado`;
    expect(await screen.findAllByText(expected)).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failure means the defaults (São Paulo, DD/MM/YYYY, pendente)', async () => {
    mockApi({ 'GET /settings': () => jsonResponse(500, { error: 'INTERNAL', message: 'Erro interno do servidor' }) });
    renderProbes();
    expect(
      await screen.findByText(`DD/MM/YYYY 21/11/2026 20/11/2026 23:30 hoje=${todayIn('America/Sao_Paulo')} pendente`),
    ).toBeTruthy();
  });
});
