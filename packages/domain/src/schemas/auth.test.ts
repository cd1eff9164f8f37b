import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { COMPANY_TYPE_NAMES } from '../company-types.js';
import { loginSchema, registerFormSchema, registerSchema } from './auth.js';

const LOGIN_REQUIRED = 'Por favor, preencha todos os campos';
const REGISTER_REQUIRED = 'Por favor, preencha todos os campos obrigatórios';

/** Each failing path with its messages, e.g. `{ password: ['A senha …'] }`. */
function errorsOf(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

function codesOf(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) throw new Error('expected a failure');
  return result.error.issues.map((i) => i.code);
}

describe('loginSchema', () => {
  it('accepts e-mail and password, trimming and lower-casing the e-mail', () => {
    expect(loginSchema.parse({ email: '  Maria@Exemplo.COM.br ', password: ' Segredo1 ' })).toEqual({
      email: 'maria@exemplo.com.br',
      password: ' Segredo1 ',
    });
  });

  it('asks for every field when both are empty', () => {
    expect(errorsOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: [LOGIN_REQUIRED],
      password: [LOGIN_REQUIRED],
    });
  });

  it('asks for every field when both are missing', () => {
    expect(errorsOf(loginSchema.safeParse({}))).toEqual({ email: [LOGIN_REQUIRED], password: [LOGIN_REQUIRED] });
  });

  it('treats a blank e-mail as empty', () => {
    expect(errorsOf(loginSchema.safeParse({ email: '   ', password: 'x' }))).toEqual({ email: [LOGIN_REQUIRED] });
  });

  it('asks for the password alone when only it is missing', () => {
    expect(errorsOf(loginSchema.safeParse({ email: 'a@b.com', password: '' }))).toEqual({
      password: [LOGIN_REQUIRED],
    });
    expect(errorsOf(loginSchema.safeParse({ email: 'a@b.com', password: null }))).toEqual({
      password: [LOGIN_REQUIRED],
    });
  });

  it('rejects unknown fields', () => {
    const result = loginSchema.safeParse({ email: 'a@b.com', password: 'x', role: 'admin' });
    expect(result.success).toBe(false);
    expect(codesOf(result)).toEqual(['unrecognized_keys']);
  });

  it('caps the lengths', () => {
    expect(errorsOf(loginSchema.safeParse({ email: `${'a'.repeat(250)}@b.com`, password: 'x' }))).toEqual({
      email: ['Deve ter no máximo 254 caracteres'],
    });
    expect(errorsOf(loginSchema.safeParse({ email: 'a@b.com', password: 'x'.repeat(129) }))).toEqual({
      password: ['A senha deve ter no máximo 128 caracteres'],
    });
  });
});

const valid = { name: 'Maria Silva', email: 'maria@exemplo.com', password: '123456' };

describe('registerSchema', () => {
  it('accepts the required fields alone, with null for the optional ones', () => {
    expect(registerSchema.parse(valid)).toEqual({
      name: 'Maria Silva',
      email: 'maria@exemplo.com',
      password: '123456',
      companyName: null,
      companyType: null,
      cnpj: null,
    });
  });

  it('trims the name and trims and lower-cases the e-mail', () => {
    const data = registerSchema.parse({ ...valid, name: '  Maria Silva ', email: ' Maria@Exemplo.COM ' });
    expect(data.name).toBe('Maria Silva');
    expect(data.email).toBe('maria@exemplo.com');
  });

  it('accepts every field', () => {
    expect(
      registerSchema.parse({
        ...valid,
        companyName: '  Loja da Maria ',
        companyType: 'LTDA',
        cnpj: '12.abc.345/01de-35',
      }),
    ).toEqual({
      ...valid,
      companyName: 'Loja da Maria',
      companyType: 'LTDA',
      cnpj: '12ABC34501DE35',
    });
  });

  it('asks for the required fields when missing', () => {
    expect(errorsOf(registerSchema.safeParse({}))).toEqual({
      name: [REGISTER_REQUIRED],
      email: [REGISTER_REQUIRED],
      password: [REGISTER_REQUIRED],
    });
  });

  it('asks for the required fields when empty or blank, with one message each', () => {
    expect(errorsOf(registerSchema.safeParse({ name: '   ', email: '  ', password: '' }))).toEqual({
      name: [REGISTER_REQUIRED],
      email: [REGISTER_REQUIRED],
      password: [REGISTER_REQUIRED],
    });
  });

  it.each(['name', 'email', 'password'] as const)('asks for %s alone when only it is missing', (field) => {
    const { [field]: _omitted, ...rest } = valid;
    expect(errorsOf(registerSchema.safeParse(rest))).toEqual({ [field]: [REGISTER_REQUIRED] });
  });

  it('requires at least 6 characters of password', () => {
    expect(errorsOf(registerSchema.safeParse({ ...valid, password: '12345' }))).toEqual({
      password: ['A senha deve ter pelo menos 6 caracteres'],
    });
    expect(registerSchema.parse({ ...valid, password: '123456' }).password).toBe('123456');
  });

  it('caps the password at 128 characters', () => {
    expect(registerSchema.safeParse({ ...valid, password: 'x'.repeat(128) }).success).toBe(true);
    expect(errorsOf(registerSchema.safeParse({ ...valid, password: 'x'.repeat(129) }))).toEqual({
      password: ['A senha deve ter no máximo 128 caracteres'],
    });
  });

  it('caps the name and the company name', () => {
    expect(errorsOf(registerSchema.safeParse({ ...valid, name: 'a'.repeat(101) }))).toEqual({
      name: ['Deve ter no máximo 100 caracteres'],
    });
    expect(errorsOf(registerSchema.safeParse({ ...valid, companyName: 'a'.repeat(151) }))).toEqual({
      companyName: ['Deve ter no máximo 150 caracteres'],
    });
  });

  it.each(['maria', 'maria@', '@exemplo.com', 'maria@exemplo', 'maria silva@exemplo.com', 'maria@@exemplo.com'])(
    'rejects the e-mail %j',
    (email) => {
      expect(errorsOf(registerSchema.safeParse({ ...valid, email }))).toEqual({ email: ['E-mail inválido'] });
    },
  );

  it.each(['11.222.333/0001-82', '12.ABC.345/01DE-36', '00000000000000', '11111111111111', '1122233300018', 'abc'])(
    'rejects the CNPJ %j',
    (cnpj) => {
      expect(errorsOf(registerSchema.safeParse({ ...valid, cnpj }))).toEqual({ cnpj: ['CNPJ inválido'] });
    },
  );

  it('rejects a CNPJ that is not a string', () => {
    expect(errorsOf(registerSchema.safeParse({ ...valid, cnpj: 11222333000181 }))).toEqual({ cnpj: ['CNPJ inválido'] });
  });

  it.each([
    ['11.222.333/0001-81', '11222333000181'],
    ['11222333000181', '11222333000181'],
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
    [' 12.abc.345/01de-35 ', '12ABC34501DE35'],
  ])('stores the CNPJ %j as %j', (cnpj, stored) => {
    expect(registerSchema.parse({ ...valid, cnpj }).cnpj).toBe(stored);
  });

  it.each([[''], ['   '], [null], [undefined]])(
    'turns an empty company name, type and CNPJ (%j) into null',
    (empty) => {
      const data = registerSchema.parse({
        ...valid,
        companyName: empty,
        companyType: empty === '   ' ? '' : empty,
        cnpj: empty,
      });
      expect(data.companyName).toBeNull();
      expect(data.companyType).toBeNull();
      expect(data.cnpj).toBeNull();
    },
  );

  it('accepts every company type', () => {
    expect(COMPANY_TYPE_NAMES).toEqual(['MEI', 'ME', 'EPP', 'LTDA', 'SLU', 'SA', 'Outro']);
    for (const companyType of COMPANY_TYPE_NAMES) {
      expect(registerSchema.parse({ ...valid, companyType }).companyType).toBe(companyType);
    }
  });

  it.each(['XYZ', 'mei', 'Ltda', ' MEI', 'S/A', 5, true])('rejects the company type %j', (companyType) => {
    expect(errorsOf(registerSchema.safeParse({ ...valid, companyType }))).toEqual({
      companyType: ['Tipo de empresa inválido'],
    });
  });

  it.each([
    ['role', 'admin'],
    ['tenant_id', 2],
    ['is_active', true],
    ['confirmPassword', '123456'],
  ])('rejects the unknown field %s', (key, value) => {
    const result = registerSchema.safeParse({ ...valid, [key]: value });
    expect(result.success).toBe(false);
    expect(codesOf(result)).toEqual(['unrecognized_keys']);
  });
});

describe('registerFormSchema', () => {
  it('accepts matching passwords and keeps the confirmation', () => {
    expect(registerFormSchema.parse({ ...valid, confirmPassword: '123456' })).toEqual({
      ...valid,
      confirmPassword: '123456',
      companyName: null,
      companyType: null,
      cnpj: null,
    });
  });

  it('reports a mismatch on confirmPassword', () => {
    expect(errorsOf(registerFormSchema.safeParse({ ...valid, confirmPassword: '1234567' }))).toEqual({
      confirmPassword: ['As senhas não coincidem'],
    });
  });

  it('compares passwords exactly (no trimming)', () => {
    expect(errorsOf(registerFormSchema.safeParse({ ...valid, confirmPassword: '123456 ' }))).toEqual({
      confirmPassword: ['As senhas não coincidem'],
    });
  });

  it('keeps the field rules of the API payload', () => {
    expect(
      errorsOf(
        registerFormSchema.safeParse({ ...valid, email: 'x', cnpj: '11.222.333/0001-82', confirmPassword: '123456' }),
      ),
    ).toEqual({ email: ['E-mail inválido'], cnpj: ['CNPJ inválido'] });
  });

  it('still rejects unknown fields', () => {
    const result = registerFormSchema.safeParse({ ...valid, confirmPassword: '123456', role: 'admin' });
    expect(codesOf(result)).toEqual(['unrecognized_keys']);
  });
});
