/**
 * Fields the forms share, on the form kit (FormField): each derives its id from the form's prefix
 * and shows its own error.
 */
import { COMPANY_TYPES, maskCnpj, PAYMENT_METHODS } from '@livro-caixa/domain';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { asOptionalNumber } from '../../lib/form-errors';
import { DateInput } from './date-input';
import { FormField } from './form';
import { Input } from './input';
import { MoneyInput } from './money-input';
import { PhoneInput } from './phone-input';
import { Options, Select } from './select';
import { Textarea } from './textarea';

type TextFieldProps = Omit<ComponentProps<typeof FormField>, 'children' | 'controlled' | 'options'> &
  Pick<ComponentProps<'input'>, 'type' | 'placeholder' | 'autoComplete'> & {
    /** Rewrites what is typed before the form gets it (upper case, a mask). */
    mask?: (text: string) => string;
    /** The box's other attributes. */
    input?: Omit<ComponentProps<'input'>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;
  };

/** A text box (browser autofill off unless `autoComplete` says otherwise). */
export function TextField({ type, placeholder, autoComplete = 'off', mask, input, ...field }: TextFieldProps) {
  return (
    <FormField {...field}>
      {(control) => (
        <Input
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          {...input}
          {...control}
          onChange={(event) => {
            if (mask) event.target.value = mask(event.target.value);
            return control.onChange(event);
          }}
        />
      )}
    </FormField>
  );
}

/** A whole number from `min` to `max`, typed in a numeric box; empty goes to the form as undefined. */
export function WholeNumberField({
  min,
  max,
  disabled,
  className,
  ...field
}: Omit<ComponentProps<typeof FormField>, 'children' | 'controlled' | 'options'> &
  Required<Pick<ComponentProps<'input'>, 'min' | 'max'>> &
  Pick<ComponentProps<'input'>, 'disabled' | 'className'>) {
  return (
    <FormField {...field} options={{ setValueAs: asOptionalNumber }}>
      {(control) => (
        <Input
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          disabled={disabled}
          className={cn('tabular-nums', className)}
          {...control}
        />
      )}
    </FormField>
  );
}

/** 'Observações', free text. */
export function ObservacoesField() {
  return (
    <FormField name="observacoes" label="Observações">
      {(control) => <Textarea {...control} />}
    </FormField>
  );
}

/** A person's 'Nome' (required), then 'Email' and 'Telefone' side by side from the small screens up. */
export function ContactFields({ emailPlaceholder }: { emailPlaceholder: string }) {
  return (
    <>
      <TextField name="nome" label="Nome" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="email" label="Email" type="email" placeholder={emailPlaceholder} />
        <FormField name="telefone" label="Telefone" controlled>
          {(control) => <PhoneInput {...control} />}
        </FormField>
      </div>
    </>
  );
}

/**
 * A company's 'Tipo de empresa' (the domain's list) and 'CNPJ', masked as it is typed (the
 * alphanumeric CNPJ too); `typeIdName` is the type's id when it is not `tipo-empresa`.
 */
export function CompanyTypeCnpjFields({ typeIdName }: { typeIdName?: string }) {
  return (
    <>
      <FormField name="tipo_empresa" idName={typeIdName} label="Tipo de empresa">
        {(control) => (
          <Select {...control}>
            <option value="">Não informado</option>
            {COMPANY_TYPES.map((type) => (
              <option key={type.nome} value={type.nome}>
                {`${type.nome} — ${type.descricao}`}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <TextField
        name="cnpj"
        label="CNPJ"
        hint="Opcional. Aceita o CNPJ alfanumérico."
        placeholder="00.000.000/0000-00"
        mask={maskCnpj}
        input={{ autoCapitalize: 'characters', spellCheck: false, maxLength: 18, className: 'tabular-nums' }}
      />
    </>
  );
}

/**
 * A date, typed and shown dd/mm/aaaa with a calendar in Portuguese whatever the browser's language
 * (date-input.tsx); the form holds `YYYY-MM-DD`, or the unfinished text that the schema refuses.
 */
export function DateField(field: Omit<ComponentProps<typeof FormField>, 'children' | 'controlled' | 'options'>) {
  return (
    <FormField {...field} controlled>
      {(control) => <DateInput {...control} />}
    </FormField>
  );
}

/** 'Valor' and 'Data' of a ledger entry, both required; `dateName` is the entry's date field. */
export function ValorDataFields({ dateName }: { dateName: string }) {
  return (
    <>
      <FormField name="valor" label="Valor" required controlled>
        {(control) => <MoneyInput {...control} />}
      </FormField>
      <DateField name={dateName} idName="data" label="Data" required />
    </>
  );
}

/** 'Forma de Pagamento': one of PAYMENT_METHODS, or not said (payments, expenses, bills). */
export function FormaPagamentoField({ label = 'Forma de Pagamento' }: { label?: string }) {
  return (
    <FormField name="forma_pagamento" idName="forma" label={label}>
      {(control) => (
        <Select {...control}>
          <option value="">Não informada</option>
          <Options values={PAYMENT_METHODS} />
        </Select>
      )}
    </FormField>
  );
}
