import type { CsvPreset } from '@livro-caixa/domain';

/** The CSV presets as the owner knows them. */
export const PRESET_LABELS: Record<CsvPreset, string> = {
  bb: 'Banco do Brasil',
  'nubank-conta': 'Nubank (conta)',
  'nubank-cartao': 'Nubank (cartão de crédito)',
  inter: 'Inter',
};

/** A column as typed: a header's name, or its position from 1. */
export function columnOf(text: string): string | number {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : trimmed;
}
