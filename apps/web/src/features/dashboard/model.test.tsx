import type { Note } from '@livro-caixa/domain';
import { describe, expect, it } from 'vitest';
import { testReminder } from '../../test/fixtures';
import { describeVariation, isOverdue, nowIn, sortNotes, sortReminders, upsertById } from './model';

const note = (id: number, is_pinned: boolean, updated_at: string): Note => ({
  id,
  title: null,
  content: `nota ${id}`,
  color: '#f3f4f6',
  is_pinned,
  created_at: updated_at,
  updated_at,
});

describe('notes order', () => {
  it('puts pinned notes first, then the most recently changed', () => {
    const notes = [
      note(1, false, '2026-11-20T10:00:00.000Z'),
      note(2, true, '2026-11-01T10:00:00.000Z'),
      note(3, false, '2026-11-21T10:00:00.000Z'),
      note(4, true, '2026-11-10T10:00:00.000Z'),
    ];
    expect(sortNotes(notes).map((n) => n.id)).toEqual([4, 2, 3, 1]);
  });

  it('upserts by id', () => {
    const notes = [note(1, false, 'a'), note(2, false, 'b')];
    expect(upsertById(notes, { ...note(2, true, 'c') }).map((n) => [n.id, n.is_pinned])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(upsertById(notes, note(3, false, 'd')).map((n) => n.id)).toEqual([1, 2, 3]);
  });
});

describe('reminders order', () => {
  it('pending first by due date and time (undated last, then by priority), completed after', () => {
    const reminders = [
      testReminder(1, { status: 'completed', due_date: '2026-01-01' }),
      testReminder(2, { due_date: '2026-11-25', due_time: '09:00' }),
      testReminder(3),
      testReminder(4, { due_date: '2026-11-25', due_time: '08:00' }),
      testReminder(5, { priority: 'high' }),
      testReminder(6, { due_date: '2026-11-22' }),
    ];
    expect(sortReminders(reminders).map((r) => r.id)).toEqual([6, 4, 2, 5, 3, 1]);
  });
});

describe('overdue reminders', () => {
  const now = { date: '2026-11-21', time: '12:48' };

  it('is late when its day has passed, or today when its time has passed', () => {
    expect(isOverdue(testReminder(1, { due_date: '2026-11-20' }), now)).toBe(true);
    expect(isOverdue(testReminder(1, { due_date: '2026-11-21', due_time: '09:00' }), now)).toBe(true);
    expect(isOverdue(testReminder(1, { due_date: '2026-11-21', due_time: '12:48' }), now)).toBe(false);
    expect(isOverdue(testReminder(1, { due_date: '2026-11-21', due_time: '18:00' }), now)).toBe(false);
    expect(isOverdue(testReminder(1, { due_date: '2026-11-21' }), now)).toBe(false);
    expect(isOverdue(testReminder(1, { due_date: '2026-11-22' }), now)).toBe(false);
  });

  it('is never late without a date, or once done', () => {
    expect(isOverdue(testReminder(1, { due_time: '08:00' }), now)).toBe(false);
    expect(isOverdue(testReminder(1, { due_date: '2026-01-01', status: 'completed' }), now)).toBe(false);
  });

  it('reads the clock in São Paulo, not in UTC', () => {
    // 01:30 UTC on the 22nd is still 22:30 on the 21st in São Paulo (UTC−3).
    expect(nowIn('America/Sao_Paulo', new Date('2026-11-22T01:30:00Z'))).toEqual({ date: '2026-11-21', time: '22:30' });
  });
});

describe('variation', () => {
  it('shows the sign and the trend, and a dash when undefined', () => {
    expect(describeVariation(12.5)).toEqual({ text: '+12,5%', trend: 'up' });
    expect(describeVariation(-8.33)).toEqual({ text: '-8,3%', trend: 'down' });
    expect(describeVariation(0)).toEqual({ text: '0,0%', trend: 'flat' });
    expect(describeVariation(null)).toEqual({ text: '—', trend: 'none' });
  });
});
