import { DEFAULT_PREFERENCES } from '@livro-caixa/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { formatDate, formatDateTime, formatDayOf, setDisplayPreferences, today } from './format';
import { preferencesOf, usePreferences } from './preferences';

function Probe() {
  const { preferences, ready } = usePreferences();
  return <p>{ready ? `${preferences.dateFormat} ${formatDate('2026-11-21')}` : 'esperando'}</p>;
}

describe('preferences', () => {
  afterEach(() => {
    setDisplayPreferences(DEFAULT_PREFERENCES);
    vi.unstubAllGlobals();
  });

  it('keeps each valid field and falls back field by field', () => {
    expect(preferencesOf(null)).toEqual(DEFAULT_PREFERENCES);
    expect(preferencesOf({ preferences: 'x' })).toEqual(DEFAULT_PREFERENCES);
    expect(
      preferencesOf({
        preferences: { dateFormat: 'YYYY-MM-DD', timeZone: 'Marte/Olimpo', fiscalYearStart: '04', currency: 'USD' },
      }),
    ).toEqual({ ...DEFAULT_PREFERENCES, dateFormat: 'YYYY-MM-DD', fiscalYearStart: '04' });
  });

  it('the one date formatter follows the date format and time zone', () => {
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
    setDisplayPreferences({ dateFormat: 'MM/DD/YYYY', timeZone: 'America/Sao_Paulo' });
    expect(formatDate('2026-11-21')).toBe('11/21/2026');
    // 02:30 UTC is still the 20th in São Paulo, already the 21st in Lisbon.
    expect(formatDayOf('2026-11-21T02:30:00.000Z')).toBe('11/20/2026');
    expect(formatDateTime('2026-11-21T02:30:00.000Z')).toBe('11/20/2026 23:30');
    setDisplayPreferences({ dateFormat: 'YYYY-MM-DD', timeZone: 'Europe/Lisbon' });
    expect(formatDayOf('2026-11-21T02:30:00.000Z')).toBe('2026-11-21');
    expect(today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('loads GET /settings once and hands the format to the formatter before the screen renders', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, { preferences: { ...DEFAULT_PREFERENCES, dateFormat: 'YYYY-MM-DD' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe />
        <Probe />
      </QueryClientProvider>,
    );
    expect(screen.getAllByText('esperando')).toHaveLength(2);
    expect(await screen.findAllByText('YYYY-MM-DD 2026-11-21')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failure means the defaults', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { error: 'INTERNAL', message: 'Erro interno do servidor' })),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('DD/MM/YYYY 21/11/2026')).toBeTruthy();
  });
});
