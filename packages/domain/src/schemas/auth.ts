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

/** The user as the API returns it (spec §3 User, never the password). */
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
