import { describe, expect, it } from 'vitest';
import { accountTypeForForma, suggestedAccount } from './financial-accounts.js';

const accounts = [
  { id: 1, tipo: 'caixa', ativa: 1, principal: 1 },
  { id: 2, tipo: 'banco', ativa: 1, principal: 0 },
  { id: 3, tipo: 'banco', ativa: 1, principal: 1 },
  { id: 4, tipo: 'maquininha', ativa: 0, principal: 1 },
  { id: 5, tipo: 'maquininha', ativa: 1, principal: 0 },
  { id: 6, tipo: 'cartao', ativa: 1, principal: 1 },
];

describe('the account a forma suggests', () => {
  it('maps each forma to its kind', () => {
    expect(accountTypeForForma('Dinheiro', 'payment')).toBe('caixa');
    for (const forma of ['PIX', 'Transferência', 'Boleto', 'Cartão de Débito']) {
      expect(accountTypeForForma(forma, 'expense')).toBe('banco');
    }
    expect(accountTypeForForma('Cartão de Crédito', 'payment')).toBe('maquininha');
    expect(accountTypeForForma('Cartão de Crédito', 'expense')).toBe('cartao');
    expect(accountTypeForForma('Outro', 'payment')).toBeNull();
    expect(accountTypeForForma(null, 'payment')).toBeNull();
  });

  it('takes the active principal of the kind, else its first active account', () => {
    expect(suggestedAccount(accounts, 'Dinheiro', 'payment')?.id).toBe(1);
    expect(suggestedAccount(accounts, 'PIX', 'payment')?.id).toBe(3);
    // The principal maquininha is archived: the active one.
    expect(suggestedAccount(accounts, 'Cartão de Crédito', 'payment')?.id).toBe(5);
    expect(suggestedAccount(accounts, 'Cartão de Crédito', 'expense')?.id).toBe(6);
    expect(suggestedAccount(accounts, 'Outro', 'expense')).toBeUndefined();
  });
});
