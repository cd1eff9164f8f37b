/** pt-BR texts shared by the server and the web app. The spec's strings, to the letter. */
export const MSG = {
  loginRequired: 'Por favor, preencha todos os campos',
  registerRequired: 'Por favor, preencha todos os campos obrigatórios',
  passwordsDontMatch: 'As senhas não coincidem',
  passwordMin: 'A senha deve ter pelo menos 6 caracteres',
  passwordMax: 'A senha deve ter no máximo 128 caracteres',
  invalidEmail: 'E-mail inválido',
  invalidCnpj: 'CNPJ inválido',
  invalidCompanyType: 'Tipo de empresa inválido',
  tooLong: (max: number) => `Deve ter no máximo ${max} caracteres`,
  invalidCredentials: 'E-mail ou senha inválidos',
  userDeactivated: 'Usuário desativado',
  emailTaken: 'E-mail já cadastrado',
  loginFailed: 'Erro ao fazer login',
  registerFailed: 'Erro ao criar conta',
  sessionExpired: 'Sessão expirada. Faça login novamente.',
  unauthenticated: 'Não autenticado',
  forbidden: 'Acesso negado',
  notFound: 'Recurso não encontrado',
  routeNotFound: 'Rota não encontrada',
  rateLimited: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  invalidJson: 'JSON inválido no corpo da requisição',
  bodyTooLarge: 'Requisição muito grande',
  invalidRequest: 'Requisição inválida',
  unknownField: 'Campo não permitido',
  internal: 'Erro interno do servidor',
  dateRange: 'Data inicial não pode ser maior que data final',
  invalidDate: 'Data inválida',
  monthClosed: 'Mês fechado: reabra o fechamento para alterar lançamentos',
  loading: 'Carregando...',
} as const;

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'MONTH_CLOSED',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error answer of the API. */
export interface ApiErrorBody {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}
