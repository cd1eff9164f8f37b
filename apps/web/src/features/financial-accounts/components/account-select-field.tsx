import { suggestedAccount } from '@livro-caixa/domain';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/ui/form';
import { Select } from '../../../components/ui/select';
import { asOptionalId } from '../../../lib/form-errors';
import { useFinancialAccounts } from '../api/financial-accounts-api';

/**
 * The "Conta" select of a payment or expense form (docs/product-rules.md "Accounts and
 * transfers"): the company's active accounts, plus the record's own when it was archived since.
 * Choosing the forma de pagamento suggests the account of its kind (Dinheiro → the Caixa; PIX,
 * Transferência, Boleto, Débito → the principal bank account; Cartão de Crédito → the principal
 * maquininha for a payment, the principal card for an expense); the user may still change it.
 */
export function AccountSelectField({
  kind,
  current,
}: {
  kind: 'payment' | 'expense';
  /** The record's account when editing (kept even if archived). */
  current?: { id: number | null; nome: string | null } | undefined;
}) {
  const accounts = useFinancialAccounts();
  const { setValue, getValues } = useFormContext();
  const forma = useWatch({ name: 'forma_pagamento' }) as string | null | undefined;
  const previous = useRef(forma);
  useEffect(() => {
    // Only a forma the user changed suggests: opening a saved record keeps its account.
    if (previous.current === forma || !accounts.data) return;
    previous.current = forma;
    const suggestion = suggestedAccount(accounts.data, forma, kind);
    if (suggestion) setValue('conta_id', suggestion.id, { shouldDirty: true });
    else if (!forma && getValues('conta_id') === null) setValue('conta_id', null);
  }, [forma, accounts.data, kind, setValue, getValues]);

  const options = (accounts.data ?? []).filter((a) => a.ativa === 1 || a.id === current?.id);
  const missing = current?.id != null && !options.some((a) => a.id === current.id);
  return (
    <FormField
      name="conta_id"
      idName="conta"
      label="Conta"
      hint={kind === 'payment' ? 'Onde o dinheiro entrou' : 'De onde o dinheiro saiu'}
      options={{ setValueAs: asOptionalId }}
    >
      {(control) => (
        <Select {...control}>
          <option value="">Não informada</option>
          {options.map((a) => (
            <option key={a.id} value={a.id}>
              {a.ativa ? a.nome : `${a.nome} (arquivada)`}
            </option>
          ))}
          {missing && <option value={current.id ?? ''}>{current.nome ?? `#${current.id}`}</option>}
        </Select>
      )}
    </FormField>
  );
}
