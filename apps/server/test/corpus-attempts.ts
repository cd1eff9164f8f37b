import { sql } from 'kysely';
import type { DbHandle } from '../src/db/database.js';
import { bankFixture } from './bank-fixtures.js';
import { multipartBody, ofxFile } from './bank-import.js';

/**
 * The bad-input corpus's bodies (src/corpus.test.ts, issue 12) and how it tells that a rejected
 * request changed nothing.
 */

export interface Attempt {
  label: string;
  payload: string | Buffer;
  /** null: no Content-Type header at all. */
  contentType?: string | null;
}

export const json = (label: string, payload: string | Buffer): Attempt => ({ label, payload });

/** Bodies no route may take, whatever its schema. */
export function genericAttempts(): Attempt[] {
  const manyKeys = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
  return [
    json('empty body', ''),
    json('lone {', '{'),
    json('lone }', '}'),
    json('cut after key', '{"a":'),
    json('trailing comma', '{"a":1,}'),
    json('single quotes', "{'a':1}"),
    json('bare key', '{a:1}'),
    json('nul', 'nul'),
    json('NaN', 'NaN'),
    json('NaN value', '{"a":NaN}'),
    json('Infinity value', '{"a":Infinity}'),
    json('1e999', '{"a":1e999}'),
    json('null', 'null'),
    json('true', 'true'),
    json('0', '0'),
    json('a string', '"texto"'),
    json('empty array', '[]'),
    json('array of object', '[{}]'),
    json('__proto__', '{"__proto__":{"isAdmin":true}}'),
    json('constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'),
    json('unknown field', '{"campo_desconhecido":1}'),
    json('NUL in a value', '{"a":"x\\u0000y"}'),
    json('NUL in a key', '{"a\\u0000":1}'),
    json('lone surrogate', '{"a":"\\ud800"}'),
    json('invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    json('Latin-1 byte', Buffer.from('{"nome":"Jos\xe9"}', 'latin1')),
    json('overlong UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d])),
    json('deep arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`),
    json('deep objects', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`),
    json('over the body limit', `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`),
    json('5000-digit number', `{"a":${'9'.repeat(5000)}}`),
    json('5000 keys', JSON.stringify(manyKeys)),
    json('two documents', '{"a":1}{"b":2}'),
    json('BOM first', '\uFEFF{}'),
    json('100 NULs', `{"a":"${'\\u0000'.repeat(100)}"}`),
    json('duplicate keys', '{"a":1,"a":2}'),
    json('100k-element array', `[${'1,'.repeat(100_000)}1]`),
    { label: 'text/plain', payload: '{"a":1}', contentType: 'text/plain' },
    { label: 'form', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    {
      label: 'multipart',
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      contentType: 'multipart/form-data; boundary=x',
    },
    { label: 'xml', payload: '<a>1</a>', contentType: 'application/xml' },
    { label: 'no content type', payload: 'abc', contentType: null },
    {
      label: 'UTF-16 JSON',
      payload: Buffer.from('{"a":1}', 'utf16le'),
      contentType: 'application/json; charset=utf-16',
    },
    { label: 'JSON with a made-up type', payload: '{"a":1}', contentType: 'application/json-patch+json' },
  ];
}

/** Values that are wrong for nearly every field: each replaces one field of a valid body. */
export const BAD_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['object', { $gt: '' }],
  ['array', ['a']],
  ['negative fraction', -1.005],
  ['1e308', 1e308],
  ['100k characters', 'x'.repeat(100_000)],
  ['NUL', 'a\u0000b'],
  ['30 Feb', '2026-02-30'],
  ['money as text', '10,00'],
];

/** Uploads the statement import refuses whole (ADR 043, ADR 045): each a multipart form. */
export function statementUploads(): Attempt[] {
  const upload = (label: string, parts: Parameters<typeof multipartBody>[0]): Attempt => {
    const { payload, contentType } = multipartBody(parts);
    return { label, payload, contentType };
  };
  const file = (bytes: Uint8Array, name = 'extrato.ofx') => ({
    name: 'arquivo',
    value: Buffer.from(bytes),
    fileName: name,
  });
  const ofx = ofxFile([{ data: '2026-11-10', valor: 1000, memo: 'PIX' }], { acctId: 'nenhuma' });
  return [
    upload('an empty file', [file(new Uint8Array())]),
    upload('a PNG renamed .ofx', [file(bankFixture('png-renamed.ofx'))]),
    upload('a truncated OFX', [file(bankFixture('truncated.ofx'))]),
    upload('an OFX 2 with entities', [file(bankFixture('ofx2-entity-bomb.ofx'))]),
    upload('an OFX of no account of the company', [file(ofx), { name: 'confirmar', value: 'true' }]),
    upload('a CSV without an account', [
      file(bankFixture('nubank-conta.csv'), 'x.csv'),
      { name: 'confirmar', value: 'true' },
    ]),
    upload('conta_id of no account', [{ name: 'conta_id', value: '2147483647' }, file(ofx)]),
    upload('conta_id 0x10', [{ name: 'conta_id', value: '0x10' }, file(ofx)]),
    upload('mapeamento not JSON', [{ name: 'mapeamento', value: '{' }, file(ofx)]),
    upload('mapeamento of a made-up preset', [{ name: 'mapeamento', value: '{"preset":"x"}' }, file(ofx)]),
    upload('confirmar sim', [{ name: 'confirmar', value: 'sim' }, file(ofx)]),
    upload('two files', [file(ofx), file(ofx)]),
    upload('a file in another field', [{ name: 'outro', value: ofx, fileName: 'a.ofx' }]),
    upload('no file', [{ name: 'confirmar', value: 'true' }]),
  ];
}

/**
 * Counts the rows written to `tables` in committed transactions: each table gets row triggers that
 * add one to `corpus_changes` inside the writing transaction, so a write that is rolled back is not
 * counted. Comparing the whole database after each of some 5,500 requests was two thirds of the
 * corpus's time. Answers a function that reads the count.
 */
export async function countCommittedWrites(handle: DbHandle, tables: string[]): Promise<() => Promise<string>> {
  const db = handle.db;
  await sql`create table corpus_changes (n integer not null)`.execute(db);
  await sql`insert into corpus_changes (n) values (0)`.execute(db);
  if (handle.dialect === 'postgres') {
    await sql`create function corpus_count() returns trigger language plpgsql as $$
      begin update corpus_changes set n = n + 1; return null; end $$`.execute(db);
    for (const table of tables)
      await sql`create trigger ${sql.id(`corpus_${table}`)} after insert or update or delete on ${sql.table(table)}
        for each row execute function corpus_count()`.execute(db);
  } else {
    for (const table of tables)
      for (const event of ['insert', 'update', 'delete'])
        await sql`create trigger ${sql.id(`corpus_${table}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update corpus_changes set n = n + 1; end`.execute(db);
  }
  return async () => {
    const { rows } = await sql<{ n: number }>`select n from corpus_changes`.execute(db);
    return String(rows[0]?.n);
  };
}
