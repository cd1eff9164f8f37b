/**
 * The login form's own check, without zod (ADR 025: the login screen loads neither zod nor a
 * form library). It gives the same result as the domain's `loginSchema` — same trimming and
 * lower-casing, same first message per field; login-check.test.tsx compares the two on every case.
 */
import { type LoginInput, MSG } from '@livro-caixa/domain';

export type LoginField = 'email' | 'password' | 'totpCode' | 'recoveryCode';
export type LoginErrors = Partial<Record<LoginField, string>>;

/** What the form holds: the code boxes only while they are on screen. */
export interface LoginValues {
  email: string;
  password: string;
  totpCode?: string | undefined;
  recoveryCode?: string | undefined;
}

export const TOTP_CODE_MESSAGE = 'Informe o código de 6 dígitos do aplicativo autenticador';
export const RECOVERY_CODE_MESSAGE = 'Informe um código de recuperação no formato XXXXX-XXXXX';

export function checkLogin(values: LoginValues): { data: LoginInput | null; errors: LoginErrors } {
  const errors: LoginErrors = {};
  const email = values.email.trim().toLowerCase();
  if (email.length < 1) errors.email = MSG.loginRequired;
  else if (email.length > 254) errors.email = MSG.tooLong(254);
  const { password } = values;
  if (password.length < 1) errors.password = MSG.loginRequired;
  else if (password.length > 128) errors.password = MSG.passwordMax;
  const totpCode = values.totpCode?.trim();
  if (totpCode !== undefined && !/^\d{6}$/.test(totpCode)) errors.totpCode = TOTP_CODE_MESSAGE;
  const recoveryCode = values.recoveryCode?.trim();
  if (recoveryCode !== undefined && !/^[A-Za-z0-9]{5}[-\s]?[A-Za-z0-9]{5}$/.test(recoveryCode)) {
    errors.recoveryCode = RECOVERY_CODE_MESSAGE;
  }
  if (Object.keys(errors).length) return { data: null, errors };
  return {
    data: {
      email,
      password,
      ...(totpCode !== undefined ? { totpCode } : {}),
      ...(recoveryCode !== undefined ? { recoveryCode } : {}),
    },
    errors,
  };
}
