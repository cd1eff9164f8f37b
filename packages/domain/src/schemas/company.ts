import { z } from 'zod';
import { pixKeyField } from '../pix.js';
import { avisoContasDiasField } from './bills.js';
import { cnpjField, companyTypeField, optionalText } from './fields.js';
import { ufField } from './people.js';

export const COMPANY_MSG = {
  saved: 'Dados da empresa salvos',
  failed: 'Erro ao salvar os dados da empresa',
} as const;

/**
 * The company's details, from Configurações → Empresa (docs/product-rules.md, "Company details"):
 * every field optional; the CNPJ's check digits and the UF (one of the 27) are checked. `cidade`
 * is the city the receipts and the PIX codes name.
 */
export const companyDetailsInputSchema = z.strictObject({
  tipo_empresa: companyTypeField,
  cnpj: cnpjField,
  endereco: optionalText(200),
  cidade: optionalText(60),
  uf: ufField,
  chave_pix: pixKeyField,
  /** "Contas a vencer": bills due in the next N days (1–60; docs/product-rules.md "Bills and receivables"). */
  aviso_contas_dias: avisoContasDiasField.optional(),
});
export type CompanyDetailsInput = z.input<typeof companyDetailsInputSchema>;

/**
 * `PUT /settings/company/aviso-contas` (Configurações → Notificações): the "Contas a vencer" days
 * alone, so a save there never writes back the details the Empresa tab may be changing.
 */
export const companyBillAlertInputSchema = z.strictObject({ aviso_contas_dias: avisoContasDiasField });
export type CompanyBillAlertInput = z.input<typeof companyBillAlertInputSchema>;

export const companyDetailsSchema = z.object({
  data: z.object({
    nome: z.string(),
    tipo_empresa: z.string().nullable(),
    cnpj: z.string().nullable(),
    endereco: z.string().nullable(),
    cidade: z.string().nullable(),
    uf: z.string().nullable(),
    chave_pix: z.string().nullable(),
    aviso_contas_dias: z.number().int(),
  }),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>['data'];
