import { centavosToDecimal } from '@livro-caixa/domain';

/**
 * The static PIX BR Code ("copia e cola"): EMV QRCPS-MPM fields as ID (2 digits), length (2
 * digits) and value, the merchant account under the GUI `br.gov.bcb.pix`, and a CRC16-CCITT-FALSE
 * (polynomial 0x1021, initial 0xFFFF) over the whole payload including the CRC's own "6304".
 *
 * Texts are reduced to what every bank app reads: name (≤ 25) and city (≤ 15) without accents or
 * symbols ('José & Filhos' → 'Jose Filhos'), txid alphanumeric (≤ 25, '***' when none). Lengths are
 * counted after that, so every character is one byte. ADR 019.
 */
export interface StaticPix {
  /** The receiver's key as stored (CPF/CNPJ digits, +55 phone, lower-case e-mail or UUID). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Whole centavos; none or 0: the payer types the amount. */
  amount?: number;
  txid?: string;
}

/** Letters, digits and spaces only, accents taken off, spaces collapsed, cut at `max`. */
export function pixText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`PIX field ${id} longer than 99`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function staticPixPayload(p: StaticPix): string {
  const name = pixText(p.merchantName, 25) || 'RECEBEDOR';
  const city = pixText(p.merchantCity, 15) || 'BRASIL';
  const txid = (p.txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const amount = p.amount ? centavosToDecimal(p.amount) : null;
  const body =
    field('00', '01') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', p.key)) +
    field('52', '0000') +
    field('53', '986') +
    (amount ? field('54', amount) : '') +
    field('58', 'BR') +
    field('59', name) +
    field('60', city) +
    field('62', field('05', txid)) +
    '6304';
  return body + crc16(body);
}
