import { loginSchema } from '@livro-caixa/domain';
import { describe, expect, it } from 'vitest';
import { checkLogin, type LoginErrors, type LoginValues } from './login-check';

/** The schema's verdict in the same shape: parsed data, or the first message of each field. */
function bySchema(values: LoginValues) {
  const result = loginSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginErrors;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

const long = (n: number) => 'a'.repeat(n);
const CASES: LoginValues[] = [
  { email: '', password: '' },
  { email: '   ', password: 'senha123' },
  { email: 'maria@exemplo.com.br', password: '' },
  { email: '  Maria@Exemplo.COM.br ', password: 'segredo123' },
  { email: `${long(250)}@x.br`, password: 'segredo123' },
  { email: `  ${long(249)}@x.br  `, password: 'segredo123' },
  { email: 'maria@exemplo.com.br', password: long(128) },
  { email: 'maria@exemplo.com.br', password: long(129) },
  { email: 'maria@exemplo.com.br', password: '  espaços contam  ' },
  { email: 'maria@exemplo.com.br', password: 'senha123', totpCode: '' },
  { email: 'maria@exemplo.com.br', password: 'senha123', totpCode: ' 123456 ' },
  { email: 'maria@exemplo.com.br', password: 'senha123', totpCode: '12345' },
  { email: 'maria@exemplo.com.br', password: 'senha123', totpCode: '12345a' },
  { email: '', password: '', totpCode: 'x' },
  { email: 'maria@exemplo.com.br', password: 'senha123', recoveryCode: 'abcde-fghij' },
  { email: 'maria@exemplo.com.br', password: 'senha123', recoveryCode: 'ABCDE FGHIJ' },
  { email: 'maria@exemplo.com.br', password: 'senha123', recoveryCode: 'abcdefghij' },
  { email: 'maria@exemplo.com.br', password: 'senha123', recoveryCode: 'abcd-efghij' },
  { email: 'maria@exemplo.com.br', password: 'senha123', recoveryCode: '' },
  { email: 'maria@exemplo.com.br', password: 'senha123', totpCode: '123456', recoveryCode: 'abcde-fghij' },
];

describe('checkLogin', () => {
  it.each(CASES)('agrees with loginSchema: %j', (values) => {
    expect(checkLogin(values)).toEqual(bySchema(values));
  });

  it("asks for both fields with 'Por favor, preencha todos os campos'", () => {
    expect(checkLogin({ email: '', password: '' }).errors).toEqual({
      email: 'Por favor, preencha todos os campos',
      password: 'Por favor, preencha todos os campos',
    });
  });
});
