export interface CompanyType {
  nome: string;
  descricao: string;
}

export const COMPANY_TYPES: readonly CompanyType[] = [
  { nome: 'MEI', descricao: 'Microempreendedor Individual' },
  { nome: 'ME', descricao: 'Microempresa' },
  { nome: 'EPP', descricao: 'Empresa de Pequeno Porte' },
  { nome: 'LTDA', descricao: 'Sociedade Limitada' },
  { nome: 'SLU', descricao: 'Sociedade Limitada Unipessoal' },
  { nome: 'SA', descricao: 'Sociedade Anônima' },
  { nome: 'Outro', descricao: 'Outro tipo de empresa' },
];

/** What the register screen offers when GET /company-types fails. */
export const FALLBACK_COMPANY_TYPES: readonly CompanyType[] = ['MEI', 'ME', 'EPP', 'LTDA', 'Outro'].map((nome) => ({
  nome,
  descricao: nome,
}));

export const COMPANY_TYPE_NAMES = COMPANY_TYPES.map((t) => t.nome) as [string, ...string[]];
