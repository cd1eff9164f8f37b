/** The time zones offered in Preferências: every Brazilian zone, then a few neighbours and others. */
export const BRAZIL_TIME_ZONES: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'America/Sao_Paulo', label: 'Brasília — SP, RJ, MG, ES, Sul, GO, DF (UTC−3)' },
  { value: 'America/Bahia', label: 'Bahia (UTC−3)' },
  { value: 'America/Fortaleza', label: 'Fortaleza — CE, RN, PB, PI, MA (UTC−3)' },
  { value: 'America/Recife', label: 'Recife — PE (UTC−3)' },
  { value: 'America/Maceio', label: 'Maceió — AL, SE (UTC−3)' },
  { value: 'America/Belem', label: 'Belém — PA, AP (UTC−3)' },
  { value: 'America/Araguaina', label: 'Araguaína — TO (UTC−3)' },
  { value: 'America/Noronha', label: 'Fernando de Noronha (UTC−2)' },
  { value: 'America/Manaus', label: 'Manaus — AM (UTC−4)' },
  { value: 'America/Cuiaba', label: 'Cuiabá — MT (UTC−4)' },
  { value: 'America/Campo_Grande', label: 'Campo Grande — MS (UTC−4)' },
  { value: 'America/Porto_Velho', label: 'Porto Velho — RO (UTC−4)' },
  { value: 'America/Boa_Vista', label: 'Boa Vista — RR (UTC−4)' },
  { value: 'America/Rio_Branco', label: 'Rio Branco — AC (UTC−5)' },
];

export const OTHER_TIME_ZONES: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'America/Argentina/Buenos_Aires', label: 'Buenos Aires' },
  { value: 'America/Montevideo', label: 'Montevidéu' },
  { value: 'America/Asuncion', label: 'Assunção' },
  { value: 'America/Santiago', label: 'Santiago' },
  { value: 'America/Lima', label: 'Lima' },
  { value: 'America/Bogota', label: 'Bogotá' },
  { value: 'America/New_York', label: 'Nova York' },
  { value: 'Europe/Lisbon', label: 'Lisboa' },
  { value: 'UTC', label: 'UTC' },
];

export const MONTH_LABELS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;
