import { describe, expect, it } from 'vitest';
import { instalmentPreview } from './bill-form-modal';
import { adjustmentText } from './pay-bill-modal';

describe('the instalment preview', () => {
  it('says the exact split the server makes', () => {
    expect(instalmentPreview(1200, 3)).toBe('3× de R$\u00a0400,00');
    expect(instalmentPreview(1000, 3)).toBe('1× de R$\u00a0333,34 e 2× de R$\u00a0333,33');
    expect(instalmentPreview(50, 1)).toBe('1× de R$\u00a050,00');
  });
  it('says nothing for what the form refuses', () => {
    expect(instalmentPreview(undefined, 3)).toBeNull();
    expect(instalmentPreview(100, 0)).toBeNull();
    expect(instalmentPreview(100, 121)).toBeNull();
    expect(instalmentPreview(0.02, 3)).toBeNull();
  });
});

describe('the payment dialog', () => {
  it('names the juros or the desconto the baixa will record', () => {
    expect(adjustmentText(400, 412.5)).toBe('Juros e multas: R$\u00a012,50 (lançados como despesa em Juros e multas)');
    expect(adjustmentText(400, 380)).toBe('Desconto: R$\u00a020,00 (lançado como entrada: desconto obtido)');
    expect(adjustmentText(400, 400)).toBeNull();
    expect(adjustmentText(400, undefined)).toBeNull();
  });
});
