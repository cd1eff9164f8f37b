import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnv } from './env.js';
import { startSchedule } from './jobs.js';

/** The one loop of the scheduled jobs (jobs.ts): no database, fake timers. */
describe('startSchedule', () => {
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
  const clock = () => new Date(Date.now());

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-02T12:00:00Z') });
    log.error.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a pass each minute with the clock time, and stops', async () => {
    const runs: string[] = [];
    const stop = startSchedule({ failure: 'falhou', run: async (now) => runs.push(now.toISOString()) }, clock, log);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual(['2026-11-02T12:01:00.000Z', '2026-11-02T12:02:00.000Z']);
    stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(runs).toHaveLength(2);
  });

  it('skips a tick while the last pass still runs, then runs again', async () => {
    let passes = 0;
    let finish = () => {};
    const stop = startSchedule(
      {
        failure: 'falhou',
        run: () => {
          passes += 1;
          return new Promise<void>((resolve) => {
            finish = resolve;
          });
        },
      },
      clock,
      log,
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(120_000); // two ticks while the first pass runs
    expect(passes).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(passes).toBe(2);
    stop();
  });

  it('logs a failed pass with its message and keeps ticking', async () => {
    const error = new Error('banco fora do ar');
    let passes = 0;
    const stop = startSchedule(
      {
        failure: 'agendador falhou',
        everyMs: 10_000,
        run: async () => {
          passes += 1;
          if (passes === 1) throw error;
        },
      },
      clock,
      log,
    );
    await vi.advanceTimersByTimeAsync(20_000);
    expect(passes).toBe(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith({ err: error }, 'agendador falhou');
    stop();
  });
});

describe('JOBS_INTERVAL_SECONDS', () => {
  it('is a minute unless set, a whole number of seconds from 1 to 3600', () => {
    expect(loadEnv({}).JOBS_INTERVAL_SECONDS).toBe(60);
    expect(loadEnv({ JOBS_INTERVAL_SECONDS: '3' }).JOBS_INTERVAL_SECONDS).toBe(3);
    for (const bad of ['0', '1.5', '3601', 'um minuto']) {
      expect(() => loadEnv({ JOBS_INTERVAL_SECONDS: bad }), bad).toThrow(/JOBS_INTERVAL_SECONDS/);
    }
  });
});
