/** The preferences a new company starts with (GET /api/settings), as the tests expect them. */
export const defaultPreferences = {
  currency: 'BRL',
  language: 'pt-BR',
  dateFormat: 'DD/MM/YYYY',
  timeZone: 'America/Sao_Paulo',
  fiscalYearStart: '01',
  defaultPaymentStatus: 'pendente',
};
