import { z } from 'zod';
import { MSG } from '../messages.js';
import { cnpjField, companyTypeField, emailField, optionalText, passwordField, requiredText } from './fields.js';

export const loginSchema = z.strictObject({
  email: z
    .string({ error: MSG.loginRequired })
    .trim()
    .toLowerCase()
    .min(1, MSG.loginRequired)
    .max(254, MSG.tooLong(254)),
  password: z.string({ error: MSG.loginRequired }).min(1, MSG.loginRequired).max(128, MSG.passwordMax),
  /** The authenticator's 6-digit code, for users with two-step verification on. */
  totpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Informe o código de 6 dígitos do aplicativo autenticador')
    .optional(),
  /** One of the ten single-use recovery codes, instead of `totpCode` (a lost phone). */
  recoveryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5}[-\s]?[A-Za-z0-9]{5}$/, 'Informe um código de recuperação no formato XXXXX-XXXXX')
    .optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.strictObject({
  name: requiredText(MSG.registerRequired, 100),
  email: emailField(MSG.registerRequired),
  password: passwordField(MSG.registerRequired),
  companyName: optionalText(150),
  companyType: companyTypeField,
  cnpj: cnpjField,
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

/** The register form: the API payload plus the confirmation the server never sees. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { user: 'Usuário', admin: 'Administrador' };

/** The user as the API returns it (never the password). */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  tenant_id: z.number().int(),
  tenant_name: z.string(),
  tipo_empresa: z.string().nullable(),
  cnpj: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

// ── password recovery and two-factor recovery (issue 14, ADR 018) ───────────────────────────

export const RECOVERY_MSG = {
  emailRequired: 'Informe seu e-mail',
  resetSent:
    'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 30 minutos.',
  resetInvalid: 'Este link de redefinição de senha é inválido, já foi usado ou expirou. Peça um novo.',
  resetDone: 'Senha redefinida. Entre com a nova senha.',
  mailNotConfigured:
    'O envio de e-mails não está configurado neste servidor. Peça ao administrador da plataforma para redefinir sua senha.',
  recoveryCodeInvalid: 'Código de recuperação inválido ou já usado',
  twoFactorReset: 'Verificação em duas etapas desativada para este usuário',
} as const;

export const forgotPasswordSchema = z.strictObject({
  email: emailField(RECOVERY_MSG.emailRequired),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.strictObject({
  token: z
    .string({ error: RECOVERY_MSG.resetInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, RECOVERY_MSG.resetInvalid),
  password: passwordField(MSG.registerRequired),
});

/** The new-password form: the password twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .strictObject({ password: passwordField(MSG.registerRequired), confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDontMatch, path: ['confirmPassword'] });

export const messageResponseSchema = z.object({ message: z.string() });

/** Whether this server can send e-mail (the recovery screens say so when it cannot). */
export const mailStatusSchema = z.object({ configured: z.boolean() });
export type MailStatus = z.infer<typeof mailStatusSchema>;
