import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { payoutsFixture } from '../../../test/payouts-fixture.js';

/** The PIX codes and the PDF receipts of payouts and settlements. */
const fx = payoutsFixture();
const { send, newPayment, pay, settle, receiptText: pdfText } = fx;

describe('PIX', () => {
  it('a payout to an attendant with a PIX key and a settlement to the company key decode to their amounts', async () => {
    const bad = await send(fx.t.app, 'PUT', `/api/attendants/${fx.ana}`, { chave_pix: '123.456.789-00' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Chave PIX inválida: use CPF, CNPJ, e-mail, celular com DDD ou chave aleatória');
    const p = await newPayment({ valor: 123.4 });
    const payout = (await pay([p])).body.data;
    const none = await send(fx.t.app, 'GET', `/api/payouts/${payout.id}/pix`);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('Cadastre a chave PIX para gerar o QR Code');

    const ok = await send(fx.t.app, 'PUT', `/api/attendants/${fx.ana}`, { chave_pix: '(11) 98765-4321' });
    expect(ok.body.data.chave_pix).toBe('+5511987654321');
    await send(fx.t.app, 'PUT', `/api/attendants/${fx.ana}`, { nome: 'Ana Conceição & Cia' });
    const settings = await send(fx.t.app, 'PUT', '/api/pix-settings', {
      chave_pix: 'Caixa@Padaria.com',
      pix_cidade: 'São João del-Rei',
    });
    expect(settings.body.data).toEqual({ chave_pix: 'caixa@padaria.com', pix_cidade: 'São João del-Rei' });

    const code = await send(fx.t.app, 'GET', `/api/payouts/${payout.id}/pix`);
    expect(code.status).toBe(200);
    expect(code.body.data.qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    const decoded = parsePix(code.body.data.payload);
    expect(hasError(decoded)).toBe(false);
    // The payout keeps the name it was paid under.
    expect(decoded).toMatchObject({
      pixKey: '+5511987654321',
      transactionAmount: 12.34,
      merchantName: 'Ana',
      merchantCity: 'Sao Joao del Re',
      txid: 'PAGAMENTO1',
    });

    const pend = await newPayment({ tripeiro_id: fx.ze, atendente_id: null, status: 'pendente', valor: 200 });
    const settlement = (await settle([pend], { forma_pagamento: 'PIX' })).body.data;
    const due = await send(fx.t.app, 'GET', `/api/settlements/${settlement.id}/pix`);
    expect(parsePix(due.body.data.payload)).toMatchObject({
      pixKey: 'caixa@padaria.com',
      transactionAmount: 190,
      merchantName: 'Padaria',
      txid: 'ACERTO1',
    });

    const reversed = await send(fx.t.app, 'POST', `/api/payouts/${payout.id}/reverse`, { motivo: 'erro' });
    expect(reversed.status).toBe(200);
    expect((await send(fx.t.app, 'GET', `/api/payouts/${payout.id}/pix`)).status).toBe(409);
  });
});

describe('receipts', () => {
  it('a payout and a settlement receipt: company, CNPJ, person, items, total in figures and in words, date, signature', async () => {
    await send(fx.t.app, 'PUT', `/api/attendants/${fx.ana}`, { nome: 'Ana Conceição' });
    await send(fx.t.app, 'PUT', '/api/pix-settings', { chave_pix: null, pix_cidade: 'São Paulo' });
    await fx.t.handle.db
      .updateTable('tenants')
      .set({ cnpj: '11222333000181', name: 'Padaria Pão & Cia' })
      .where('id', '=', fx.owner.user.tenant_id)
      .execute();
    const a = await newPayment({ valor: 1234.5, descricao: 'Bolo de aniversário' });
    const b = await newPayment({ valor: 80, descricao: 'Pão francês' });
    await pay([a]);
    await send(fx.t.app, 'PUT', `/api/payments/${a}`, { valor: 1334.5 });
    const payout = (await pay([b], fx.t.app, { periodo_inicio: '2026-11-01', periodo_fim: '2026-11-30' })).body.data;
    expect(payout.total).toBe(18); // 8 + the correction of 10

    const text = await pdfText(`/api/payouts/${payout.id}/pdf`, 'recibo-comissoes');
    for (const part of [
      'Padaria Pão & Cia',
      'CNPJ 11.222.333/0001-81',
      'Recibo de pagamento de comissões nº 2',
      'a importância de R$ 18,00 (dezoito reais)',
      'do período de 01/11/2026 a 30/11/2026',
      'Pão francês',
      'Correção: Bolo de aniversário',
      'Total pago R$ 18,00',
      'São Paulo, 20 de novembro de 2026.',
      'Ana Conceição Atendente',
    ]) {
      expect(text).toContain(part);
    }

    await send(fx.t.app, 'POST', '/api/payouts/1/reverse', { motivo: 'x' }); // blocked by the correction: stays
    await send(fx.t.app, 'POST', `/api/payouts/${payout.id}/reverse`, { motivo: 'Pago na conta errada' });
    expect(await pdfText(`/api/payouts/${payout.id}/pdf`, 'recibo-estornado')).toContain(
      'Motivo: Pago na conta errada',
    );

    const p1 = await newPayment({
      tripeiro_id: fx.ze,
      atendente_id: null,
      status: 'pendente',
      valor: 1000,
      descricao: 'Conta 12',
    });
    const settlement = (await settle([p1], { data_acerto: '2026-11-21' })).body.data;
    const acerto = await pdfText(`/api/settlements/${settlement.id}/pdf`, 'recibo-acerto');
    for (const part of [
      'Recibo de acerto nº 1',
      'recebeu de Zé a importância de R$ 950,00 (novecentos e cinquenta reais)',
      'Conta 12',
      'Valor entregue R$ 950,00',
      '21 de novembro de 2026',
    ]) {
      expect(acerto).toContain(part);
    }
  });
});
