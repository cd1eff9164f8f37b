/** The preferences a new company starts with (GET /api/settings), as the tests expect them. */
export const defaultPreferences = {
  currency: 'BRL',
  language: 'pt-BR',
  dateFormat: 'DD/MM/YYYY',
  timeZone: 'America/Sao_Paulo',
  fiscalYearStart: '01',
  defaultPaymentStatus: 'pendente',
};

/**
 * The e-mail switches a new company starts with: every one off until the owner turns it on
 * (docs/product-rules.md, "E-mail only with consent").
 */
export const notificationsOff = {
  emailNotifications: false,
  paymentReminders: false,
  expenseAlerts: false,
  reportSummary: false,
  billAlerts: false,
  newsletterSubscription: false,
};
