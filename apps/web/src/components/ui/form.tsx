/**
 * The form kit (issue 13, ADR 026): one way to write a form.
 * - `FormScope` gives a react-hook-form form to the fields below it, with the prefix of their ids
 *   and the names of the fields the form shows;
 * - `FormField name=…` derives the control's id (`prefix-name`), ties the label to it, sets
 *   aria-invalid / aria-required / aria-describedby and shows the field's error from the form state;
 * - `FormAlert` is the one way to show a server error: the form's title with the API's pt-BR
 *   message, and the field messages that have no field in the form;
 * - `formDefaults` types a form's starting values, blank boxes included.
 */
import { type BaseSyntheticEvent, createContext, type ReactNode, useContext } from 'react';
import {
  type ControllerRenderProps,
  type FieldValues,
  FormProvider,
  get,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useController,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { Alert } from './alert';
import { Field } from './field';

interface Scope {
  prefix: string;
  fields: readonly string[];
}

const ScopeContext = createContext<Scope>({ prefix: 'form', fields: [] });

export function FormScope<T extends FieldValues, Valid = T>({
  form,
  prefix,
  fields,
  children,
}: {
  form: UseFormReturn<T, unknown, Valid>;
  /** The start of the fields' ids: `payment` → `payment-valor`. */
  prefix: string;
  /** The fields the form shows: a server message about one of them goes beside it, not in the alert. */
  fields: readonly Path<T>[];
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <ScopeContext.Provider value={{ prefix, fields }}>{children}</ScopeContext.Provider>
    </FormProvider>
  );
}

/** What a field hands its control: the id the label points at, and the aria state. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-required'?: 'true';
  'aria-describedby'?: string;
}

interface FormFieldBase {
  name: string;
  label: string;
  /** Marks the label with '*' and the control with aria-required. */
  required?: boolean;
  hint?: string;
  className?: string;
  /** The id's last part when it is not the name (`payment-data` for `data_pagamento`). */
  idName?: string;
  /**
   * Where the field's error is read: beside it (the default) or only in the form's alert (the
   * sign-in pages, which list every message in one place); `describedBy` then names that alert.
   */
  errorBeside?: boolean;
  describedBy?: string;
  /** Marks the control invalid for a reason the form state does not hold (a refused sign-in). */
  invalid?: boolean;
}

/** A registered control (text, select, date): the register props and the aria state. */
type RegisteredField = FormFieldBase & {
  controlled?: false;
  options?: RegisterOptions;
  children: (control: FieldControlProps & UseFormRegisterReturn) => ReactNode;
};

/** A controlled control (money, percent, phone…): value and onChange from the form state. */
type ControlledField = FormFieldBase & {
  controlled: true;
  children: (control: FieldControlProps & ControllerRenderProps<FieldValues, string>) => ReactNode;
};

export function FormField(props: RegisteredField | ControlledField) {
  const { prefix } = useContext(ScopeContext);
  const { errors } = useFormState({ name: props.name });
  const error = (get(errors, props.name) as { message?: string } | undefined)?.message;
  const id = `${prefix}-${props.idName ?? props.name.replaceAll('_', '-')}`;
  const errorBeside = props.errorBeside ?? true;
  const describedBy =
    [props.hint && `${id}-hint`, errorBeside && error && `${id}-error`, props.describedBy].filter(Boolean).join(' ') ||
    undefined;
  const aria: FieldControlProps = {
    id,
    'aria-invalid': error || props.invalid ? true : undefined,
    'aria-required': props.required ? 'true' : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <Field
      id={id}
      label={props.label}
      required={props.required}
      hint={props.hint}
      error={errorBeside ? error : undefined}
      className={props.className}
    >
      {props.controlled ? (
        <ControlledSlot name={props.name} aria={aria} render={props.children} />
      ) : (
        <RegisteredSlot name={props.name} options={props.options} aria={aria} render={props.children} />
      )}
    </Field>
  );
}

function RegisteredSlot({
  name,
  options,
  aria,
  render,
}: {
  name: string;
  options: RegisterOptions | undefined;
  aria: FieldControlProps;
  render: RegisteredField['children'];
}) {
  const { register } = useFormContext();
  return render({ ...aria, ...register(name, options) });
}

function ControlledSlot({
  name,
  aria,
  render,
}: {
  name: string;
  aria: FieldControlProps;
  render: ControlledField['children'];
}) {
  const { field } = useController({ name });
  return render({ ...aria, ...field });
}

/**
 * The lines of a form's server-error alert: the API's message, then the field messages that have
 * no field of their own in the form, never one twice. With `besideFields`, the API's message is left
 * out when a field already shows it (the form has no title to give it context). `fallback` when
 * nothing is left (no body, a proxy's page, or only the field's own message).
 */
export function serverErrorLines(
  error: unknown,
  fields: readonly string[],
  fallback?: string,
  besideFields = true,
): string[] {
  const body = error instanceof ApiError ? error.body : undefined;
  const fieldMessages = Object.entries(body?.fields ?? {});
  const beside = new Set(fieldMessages.filter(([name]) => fields.includes(name)).map(([, text]) => text));
  const lines: string[] = [];
  const message = body?.message ?? '';
  if (message && !(besideFields && beside.has(message))) lines.push(message);
  for (const [name, text] of fieldMessages) {
    if (text && !fields.includes(name) && !lines.includes(text)) lines.push(text);
  }
  return lines.length || !fallback ? lines : [fallback];
}

/**
 * The one way a form shows why the server refused it (issue 13): an alert (role alert) whose first
 * line is the form's `title` joined to the API's message ('Erro ao criar usuário: E-mail já
 * cadastrado'; the title alone when the API said nothing and there is no `fallback`), then the
 * field messages that have no field in the form. A form without a title shows the API's message
 * unless a field already shows it, else `fallback` (the settings tabs, notes and reminders).
 * `messages` come before the server's: the sign-in pages list their own validation messages here
 * too. Nothing without an error or messages.
 */
export function FormAlert({
  error,
  title,
  fallback,
  messages = [],
  id,
}: {
  error: unknown;
  title?: string;
  fallback?: string;
  messages?: readonly string[];
  id?: string;
}) {
  const { fields } = useContext(ScopeContext);
  if (!error && messages.length === 0) return null;
  const lines = [...messages];
  for (const line of error ? serverErrorLines(error, fields, fallback, !title) : []) {
    if (!lines.includes(line)) lines.push(line);
  }
  const [first, ...rest] = lines;
  const head = title && first ? `${title}: ${first}` : (title ?? first);
  return (
    <Alert id={id}>
      {head && <p>{head}</p>}
      {rest.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Alert>
  );
}

/** The mutation a form saves through (react-query's `useMutation` result). */
export interface SavingMutation<V, R> {
  mutate: (variables: V, options: { onSuccess: (result: R) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
  error: unknown;
}

/** A form's save: the submit handler of its <form>, whether it is on its way and why it was refused. */
export interface FormSave {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  error: unknown;
}

/**
 * A form saved through a mutation: the valid values go out as `variables(data)`; `onSaved` follows
 * a save, given the server's answer and the values sent; a refusal puts the server's messages about
 * `fields` beside them (FormAlert, given `error`, shows the others); `onInvalid` follows a submit
 * the form's own checks stopped.
 */
export function saveThrough<T extends FieldValues, Valid, V, R>(
  form: UseFormReturn<T, unknown, Valid>,
  fields: readonly Path<T>[],
  mutation: SavingMutation<V, R>,
  variables: (data: Valid) => V,
  onSaved: (result: R, data: Valid) => void,
  onInvalid?: () => void,
): FormSave {
  const onSubmit = form.handleSubmit(
    (data) =>
      mutation.mutate(variables(data), {
        onSuccess: (result) => onSaved(result, data),
        onError: (error) => applyServerFieldErrors(error, form.setError, fields),
      }),
    onInvalid,
  );
  return { onSubmit, pending: mutation.isPending, error: mutation.error };
}

/** What a box holds before it is filled: '' for text and selects, nothing for a number. */
type Blank<V> = V extends string ? V | '' : V extends number ? V | undefined : V;
export type FormDefaults<T> = { [K in keyof T]: Blank<T[K]> };

/**
 * A form's starting values, typed against its schema's input. A required choice or number may
 * start blank: the schema then answers its 'obrigatório' message instead of a made-up value.
 */
export function formDefaults<T extends FieldValues>(values: FormDefaults<T>): T {
  return values as T;
}

/**
 * A form's fields, in order, read off the input schema it sends: for a form with a box for every
 * field of its input (a server message about a field goes beside that field's box, so a field
 * without one would lose it).
 */
export function fieldsOf<Shape extends Record<string, unknown>>(schema: {
  shape: Shape;
}): ReadonlyArray<keyof Shape & string> {
  return Object.keys(schema.shape) as Array<keyof Shape & string>;
}
