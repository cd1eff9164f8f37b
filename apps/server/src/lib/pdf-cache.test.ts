import { describe, expect, it, vi } from 'vitest';
import { drawOnce } from './pdf-cache.js';

const at = (iso: string) => new Date(iso);

describe('drawOnce (ADR 032)', () => {
  it('draws a document once for the same input and minute, and again for anything else', async () => {
    const draw = vi.fn(async () => Buffer.from(`pdf ${draw.mock.calls.length}`));
    const input = { kind: 'test-same', figures: { total: 123456 } };
    const first = await drawOnce({ ...input, generatedAt: at('2026-11-05T14:30:05Z') }, draw);
    // The same minute: the kept bytes, not drawn again.
    expect(await drawOnce({ ...input, generatedAt: at('2026-11-05T14:30:59.999Z') }, draw)).toBe(first);
    expect(draw).toHaveBeenCalledTimes(1);
    // Another minute (its footer says so), other figures, another kind: drawn again.
    await drawOnce({ ...input, generatedAt: at('2026-11-05T14:31:00Z') }, draw);
    await drawOnce({ ...input, figures: { total: 123457 }, generatedAt: at('2026-11-05T14:30:05Z') }, draw);
    await drawOnce({ ...input, kind: 'test-other', generatedAt: at('2026-11-05T14:30:05Z') }, draw);
    expect(draw).toHaveBeenCalledTimes(4);
  });

  it('lets requests for a document being drawn wait for that drawing', async () => {
    let finish: (pdf: Buffer) => void = () => {};
    const draw = vi.fn(() => new Promise<Buffer>((resolve) => (finish = resolve)));
    const input = { kind: 'test-concurrent', generatedAt: at('2026-11-05T14:30:00Z') };
    const all = Promise.all([drawOnce(input, draw), drawOnce(input, draw), drawOnce(input, draw)]);
    finish(Buffer.from('once'));
    expect((await all).map(String)).toEqual(['once', 'once', 'once']);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('keeps a handful of documents, the least recently asked for dropped first; a failed drawing is not kept', async () => {
    const draw = vi.fn(async () => Buffer.from('pdf'));
    const doc = (n: number) => ({ kind: 'test-many', n, generatedAt: at('2026-11-05T14:30:00Z') });
    await drawOnce(doc(0), draw);
    for (let n = 1; n <= 16; n++) {
      await drawOnce(doc(n), draw);
      await drawOnce(doc(0), draw); // asked for again: kept
    }
    expect(draw).toHaveBeenCalledTimes(17);
    await drawOnce(doc(1), draw); // the oldest one not asked for again was dropped
    expect(draw).toHaveBeenCalledTimes(18);

    const failing = vi.fn(async () => {
      throw new Error('draw failed');
    });
    const input = { kind: 'test-failing', generatedAt: at('2026-11-05T14:30:00Z') };
    await expect(drawOnce(input, failing)).rejects.toThrow('draw failed');
    await expect(drawOnce(input, failing)).rejects.toThrow('draw failed');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
