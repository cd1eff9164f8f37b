import { normalizePixKey } from '@livro-caixa/domain';
import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { crc16, pixText, staticPixPayload } from './pix.js';

/** The BR Code is read back by an independent decoder (npm `pix-utils`), CRC included. */
function decode(payload: string) {
  const parsed = parsePix(payload);
  if (hasError(parsed)) throw new Error(`pix-utils: ${JSON.stringify(parsed)}`);
  return parsed as Exclude<typeof parsed, { error: true }> & Record<string, unknown>;
}

describe('static PIX BR Code', () => {
  it('CRC16-CCITT-FALSE of the standard check string is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('round-trips key, amount, name, city and txid through pix-utils', () => {
    const payload = staticPixPayload({
      key: '+5511987654321',
      merchantName: 'Ana Souza',
      merchantCity: 'Sao Paulo',
      amount: 12345,
      txid: 'PAGAMENTO12',
    });
    const pix = decode(payload);
    expect(pix).toMatchObject({
      type: 'STATIC',
      pixKey: '+5511987654321',
      transactionAmount: 123.45,
      merchantName: 'Ana Souza',
      merchantCity: 'Sao Paulo',
      txid: 'PAGAMENTO12',
    });
    expect(payload.slice(-8, -4)).toBe('6304');
    // The decoder checks the CRC: a changed amount with the old CRC is refused.
    expect(hasError(parsePix(payload.replace('123.45', '923.45')))).toBe(true);
  });

  it('takes accents, "&" and symbols out before counting lengths, and cuts name at 25 and city at 15', () => {
    const payload = staticPixPayload({
      key: 'joao@exemplo.com.br',
      merchantName: 'João & Conceição Irmãos Ltda — Açaí',
      merchantCity: 'São José dos Campos',
      amount: 5,
      txid: 'acerto-7/ç',
    });
    expect(payload).toMatch(/^[\x20-\x7e]+$/);
    const pix = decode(payload);
    expect(pix.merchantName).toBe('Joao Conceicao Irmaos Ltd');
    expect((pix.merchantName as string).length).toBe(25);
    expect(pix.merchantCity).toBe('Sao Jose dos Ca');
    expect(pix.transactionAmount).toBe(0.05);
    expect(pix.txid).toBe('acerto7');
    expect(pix.pixKey).toBe('joao@exemplo.com.br');
    // The length of field 59 is the length of what follows it.
    const at = payload.indexOf('5925');
    expect(payload.slice(at + 4, at + 29)).toBe('Joao Conceicao Irmaos Ltd');
  });

  it('a random key, an amount of whole reais and no txid ("***")', () => {
    const key = '123e4567-e89b-12d3-a456-426614174000';
    const pix = decode(staticPixPayload({ key, merchantName: 'Zé', merchantCity: 'Recife', amount: 100000 }));
    expect(pix).toMatchObject({ pixKey: key, transactionAmount: 1000, txid: '***', merchantName: 'Ze' });
  });

  it('writes the amount from the centavos, digits only: 1 centavo, 10 centavos, R$ 999.999.999,99', () => {
    const payload = (amount: number) =>
      staticPixPayload({ key: '+5511987654321', merchantName: 'Ana', merchantCity: 'Recife', amount });
    for (const [amount, text, reais] of [
      [1, '0.01', 0.01],
      [10, '0.10', 0.1],
      [123456, '1234.56', 1234.56],
      [99_999_999_999, '999999999.99', 999_999_999.99],
    ] as const) {
      // Field 54: its length, then the amount as written.
      expect(payload(amount)).toContain(`54${String(text.length).padStart(2, '0')}${text}5802BR`);
      expect(decode(payload(amount)).transactionAmount).toBe(reais);
    }
    // No amount (or 0): the field is left out and the payer types it.
    expect(payload(0)).toContain('53039865802BR');
  });

  it('refuses an amount that is not whole centavos instead of writing a float', () => {
    expect(() =>
      staticPixPayload({ key: '+5511987654321', merchantName: 'Ana', merchantCity: 'Recife', amount: 12.5 }),
    ).toThrow(RangeError);
  });

  it('pixText keeps letters, digits and spaces only', () => {
    expect(pixText('  Padaria Pão-de-Açúcar & Cia.  ', 25)).toBe('Padaria Pao de Acucar Cia');
  });
});

describe('PIX keys', () => {
  it('accepts the five kinds in their stored form and refuses the rest', () => {
    expect(normalizePixKey('529.982.247-25')).toEqual({ kind: 'cpf', key: '52998224725' });
    expect(normalizePixKey('11.222.333/0001-81')).toEqual({ kind: 'cnpj', key: '11222333000181' });
    expect(normalizePixKey(' Ana@Exemplo.com ')).toEqual({ kind: 'email', key: 'ana@exemplo.com' });
    expect(normalizePixKey('(11) 98765-4321')).toEqual({ kind: 'telefone', key: '+5511987654321' });
    expect(normalizePixKey('+55 11 98765-4321')).toEqual({ kind: 'telefone', key: '+5511987654321' });
    expect(normalizePixKey('52998224725')).toEqual({ kind: 'cpf', key: '52998224725' });
    expect(normalizePixKey('1133334444')).toEqual({ kind: 'telefone', key: '+551133334444' });
    expect(normalizePixKey('123E4567-E89B-12D3-A456-426614174000')?.kind).toBe('aleatoria');
    for (const bad of [
      '',
      'abc',
      '123',
      '+1 555 1234567',
      'ana@',
      '111.111.111-11x',
      '11.222.333/0001-00',
      'a b@c.d',
    ]) {
      expect(normalizePixKey(bad), bad).toBeNull();
    }
  });
});
