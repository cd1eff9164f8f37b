/**
 * pt-BR texts shared by the server and the web app: what the user reads, to the letter. The login
 * page loads this whole module (e2e/weight.spec.ts holds it to its budget): a feature's own
 * messages live beside its schema (schemas/expenses.ts, schemas/bank.ts…), not here.
 */
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
  invalidId: 'Identificador inválido: use só algarismos, como 42',
  invalidCharacters: 'O texto tem caracteres não permitidos (de controle, como NUL, ou inválidos)',
  lineBreakNotAllowed: 'Este campo não aceita quebra de linha nem tabulação',
  invalidEncoding: 'O corpo da requisição não está em UTF-8 válido',
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
  'MAIL_NOT_CONFIGURED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error answer of the API. */
export interface ApiErrorBody {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

/** Field texts of the payment, attendant, tripeiro and account forms. */
export const FIELD_MSG = {
  descricaoRequired: 'A descrição é obrigatória',
  valorRequired: 'O valor é obrigatório',
  valorPositive: 'O valor deve ser maior que zero',
  valorDecimals: 'O valor deve ter no máximo 2 casas decimais',
  valorMax: 'O valor máximo é R$ 999.999.999,99',
  valorNegative: 'O valor não pode ser negativo',
  dateRequired: 'A data é obrigatória',
  statusInvalid: 'Status inválido',
  tipoInvalid: 'Tipo de pagamento inválido',
  attendantInvalid: 'Atendente inválido',
  tripeiroInvalid: 'Tripeiro inválido',
  contaInvalid: 'Conta inválida',
  nomeRequired: 'O nome é obrigatório',
  percentRequired: 'A comissão é obrigatória',
  percentRange: 'A comissão deve estar entre 0 e 100',
  percentDecimals: 'A comissão deve ter no máximo 2 casas decimais',
  telefoneInvalid: 'Telefone inválido',
  ufInvalid: 'UF inválida',
  cepInvalid: 'CEP inválido',
  ativoInvalid: 'Status inválido',
  numeroContaRequired: 'O número da conta é obrigatório',
  numeroContaTaken: 'Número da conta já cadastrado',
  pageInvalid: 'Página inválida',
  limitInvalid: 'Limite inválido',
  sortInvalid: 'Ordenação inválida: use data_pagamento ou valor',
  orderInvalid: 'Ordem inválida: use asc ou desc',
  confirmIdsRequired: 'Selecione ao menos um pagamento para confirmar',
  confirmIdsMax: 'Confirme no máximo 100 pagamentos por vez',
  confirmIdsInvalid: 'Pagamento inválido na seleção',
  nothingToUpdate: 'Informe ao menos um campo para alterar',
  attendantHasPayments:
    'Este atendente tem pagamentos registrados e não pode ser excluído. Desative-o para tirá-lo das listas.',
  tripeiroHasPayments:
    'Este tripeiro tem pagamentos registrados e não pode ser excluído. Desative-o para tirá-lo das listas.',
  attendantInactive: 'Atendente inativo não pode receber novos pagamentos',
  tripeiroInactive: 'Tripeiro inativo não pode receber novos pagamentos',
  idempotencyMismatch: 'Chave de idempotência já usada com outro conteúdo',
} as const;
