import { describe, expect, it } from 'vitest';
import { readRestoreBody } from './stream.js';

// stream-json's README says its parser is not built for hostile input; the restore body is read
// with it (ADR 016), so what it would let grow is capped in the reader (ADR 021): nesting (rows are
// flat), keys (64 characters, only the table's fields), strings (4 MiB), numbers (40 characters).
// Each body below is refused within its first pieces, long before its end.

const LIMIT = 512 * 1024 * 1024;
const HEAD =
  '{"confirm":true,"backup":{"format":"livro-caixa-backup","version":1,"createdAt":"2026-11-24T12:00:00.000Z",';

/** `head`, then `piece` repeated up to `total` characters; counts the pieces actually read. */
function body(head: string, piece: string, total: number) {
  const read = { pieces: 0 };
  const chunk = piece.repeat(Math.max(1, Math.floor(65_536 / piece.length)));
  async function* pieces() {
    yield head;
    for (let sent = 0; sent < total; sent += chunk.length) {
      read.pieces += 1;
      yield chunk;
    }
  }
  return { pieces: pieces(), read };
}

async function refusal(head: string, piece: string, total = 200 * 1024 * 1024) {
  const { pieces, read } = body(head, piece, total);
  const error = await readRestoreBody(pieces, LIMIT).then(
    () => null,
    (e: { statusCode?: number; message?: string; fields?: Record<string, string> }) => e,
  );
  return { error, pieces: read.pieces };
}

describe('a restore body built to exhaust the parser', () => {
  it('deep nesting inside a row: refused at the first level too deep', async () => {
    const { error, pieces } = await refusal(`${HEAD}"payments":[{"descricao":`, '[');
    expect(error?.statusCode).toBe(400);
    expect(error?.message).toBe('Arquivo de backup inválido: pagamentos, item 1, campo descricao: Requisição inválida');
    expect(pieces).toBeLessThanOrEqual(2);
  });

  it('deep nesting of the body itself', async () => {
    const { error, pieces } = await refusal('{"confirm":true,"backup":{"x":', '{"a":');
    expect(error?.statusCode).toBe(400);
    expect(pieces).toBeLessThanOrEqual(2);
  });

  it('a huge key: refused past 64 characters', async () => {
    const { error, pieces } = await refusal(`${HEAD}"payments":[{"`, 'k');
    expect(error?.statusCode).toBe(400);
    expect(error?.message).toContain('pagamentos, item 1');
    expect(error?.message).toContain('64');
    expect(pieces).toBeLessThanOrEqual(2);
  });

  it('a row of endless distinct keys: refused at the first field its table does not have', async () => {
    let n = 0;
    const keys = Array.from({ length: 5000 }, () => `"campo${n++}":1,`).join('');
    const { error, pieces } = await refusal(`${HEAD}"payments":[{"descricao":"x",`, keys);
    expect(error?.statusCode).toBe(400);
    expect(error?.message).toBe('Arquivo de backup inválido: pagamentos, item 1, campo campo0: Campo não permitido');
    expect(pieces).toBeLessThanOrEqual(2);
  });

  it('a huge string: refused past 4 MiB', async () => {
    const { error, pieces } = await refusal(`${HEAD}"payments":[{"descricao":"`, 'a');
    expect(error?.statusCode).toBe(400);
    expect(error?.message).toContain('pagamentos, item 1, campo descricao');
    // 4 MiB in 64 KiB pieces, and no more.
    expect(pieces).toBeLessThanOrEqual(66);
  });

  it('a huge number: refused past 40 digits', async () => {
    const { error, pieces } = await refusal(`${HEAD}"payments":[{"valor":`, '9');
    expect(error?.statusCode).toBe(400);
    expect(error?.message).toContain('pagamentos, item 1, campo valor');
    expect(pieces).toBeLessThanOrEqual(2);
  });

  it('many small tokens: refused at the first row that is not a row', async () => {
    const { error, pieces } = await refusal(`${HEAD}"payments":[0`, ',0');
    expect(error?.statusCode).toBe(400);
    expect(error?.message).toBe('Arquivo de backup inválido: pagamentos, item 1: Requisição inválida');
    expect(pieces).toBeLessThanOrEqual(2);
  });

  it('an unknown field of the company', async () => {
    const { error } = await refusal(`${HEAD}"company":{"name":"X","filial":`, '1');
    expect(error?.statusCode).toBe(400);
    expect(error?.message).toBe('Arquivo de backup inválido: empresa, campo filial: Campo não permitido');
  });
});
