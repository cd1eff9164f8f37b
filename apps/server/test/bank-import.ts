import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database.js';
import { searchKeyOf } from '../src/lib/search.js';

/** Helpers of the bank statement import's tests and bench (ADR 045). */

export interface OfxPosting {
  data: string;
  /** Centavos, signed. */
  valor: number;
  memo: string;
  fitid?: string;
}

const ofxDate = (d: string) => `${d.replaceAll('-', '')}120000[-3:BRT]`;
const ofxAmount = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)},${String(Math.abs(c) % 100).padStart(2, '0')}`;

/** An OFX 1.x (SGML) bank statement of the postings. */
export function ofxFile(
  postings: OfxPosting[],
  { bankId = '0341', acctId = '56789-0', saldo }: { bankId?: string; acctId?: string; saldo?: number } = {},
): Buffer {
  const dates = postings.map((p) => p.data).sort();
  const body = postings
    .map(
      (p, i) =>
        `<STMTTRN>\n<TRNTYPE>OTHER\n<DTPOSTED>${ofxDate(p.data)}\n<TRNAMT>${ofxAmount(p.valor)}\n<FITID>${p.fitid ?? `F${i + 1}`}\n<MEMO>${p.memo}\n</STMTTRN>`,
    )
    .join('\n');
  const ledger =
    saldo === undefined
      ? ''
      : `<LEDGERBAL>\n<BALAMT>${ofxAmount(saldo)}\n<DTASOF>${ofxDate(dates.at(-1) ?? '2026-10-31')}\n</LEDGERBAL>\n`;
  return Buffer.from(
    `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1>
<SONRS>
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<DTSERVER>20261101120000[-3:BRT]
<LANGUAGE>POR
</SONRS>
</SIGNONMSGSRSV1>
<BANKMSGSRSV1>
<STMTTRNRS>
<TRNUID>1
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<STMTRS>
<CURDEF>BRL
<BANKACCTFROM>
<BANKID>${bankId}
<BRANCHID>1234
<ACCTID>${acctId}
<ACCTTYPE>CHECKING
</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>${ofxDate(dates[0] ?? '2026-10-01')}
<DTEND>${ofxDate(dates.at(-1) ?? '2026-10-31')}
${body}
</BANKTRANLIST>
${ledger}</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`,
    'latin1',
  );
}

/** `n` postings over October 2026, alternating credits and debits, each description its own. */
export function manyPostings(n: number, start = 0): OfxPosting[] {
  return Array.from({ length: n }, (_, k) => {
    const i = k + start;
    return {
      data: `2026-10-${String((i % 28) + 1).padStart(2, '0')}`,
      valor: (i % 2 === 0 ? 1 : -1) * (1000 + (i % 997)),
      memo: `PIX ${i % 2 === 0 ? 'RECEBIDO' : 'ENVIADO'} CLIENTE ${i}`,
      fitid: String(i),
    };
  });
}

export interface FormPart {
  name: string;
  value: string | Buffer;
  fileName?: string;
}

/** A multipart/form-data body and its content type. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----lc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const type = part.fileName !== undefined ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface ImportRequest {
  file: Buffer | Uint8Array;
  fileName?: string;
  contaId?: number | string;
  mapeamento?: unknown;
  confirmar?: boolean;
}

/** POST /api/bank-statements as the holder of `token`. */
export async function postStatement(app: FastifyInstance, token: string, req: ImportRequest) {
  const parts: FormPart[] = [];
  if (req.contaId !== undefined) parts.push({ name: 'conta_id', value: String(req.contaId) });
  if (req.mapeamento !== undefined) parts.push({ name: 'mapeamento', value: JSON.stringify(req.mapeamento) });
  parts.push({ name: 'confirmar', value: req.confirmar ? 'true' : 'false' });
  parts.push({ name: 'arquivo', value: Buffer.from(req.file), fileName: req.fileName ?? 'extrato.ofx' });
  const { payload, contentType } = multipartBody(parts);
  const res = await app.inject({
    method: 'POST',
    url: '/api/bank-statements',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON.
  return { status: res.statusCode, body: res.json() as any };
}

/** A bank account of the company, straight in the table (the accounts' API is another feature's). */
export async function bankAccount(
  db: Db,
  tenantId: number,
  {
    nome: given,
    banco = '341',
    conta = '56789-0',
    tipo = 'banco' as const,
  }: {
    nome?: string;
    banco?: string;
    conta?: string;
    tipo?: 'banco' | 'cartao' | 'maquininha';
  } = {},
): Promise<number> {
  const nome = given ?? `Banco ${conta}`;
  const now = '2026-01-01T00:00:00.000Z';
  const row = await db
    .insertInto('financial_accounts')
    .values({
      tenant_id: tenantId,
      nome,
      nome_chave: searchKeyOf(nome),
      tipo,
      banco,
      agencia: '1234',
      conta,
      saldo_inicial: 0,
      data_saldo_inicial: '2026-01-01',
      ativa: 1,
      principal: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
