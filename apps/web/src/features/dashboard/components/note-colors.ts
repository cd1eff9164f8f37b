import { DEFAULT_NOTE_COLOR, type NOTE_COLORS } from '@livro-caixa/domain';

type NoteColor = (typeof NOTE_COLORS)[number];

/**
 * The seven note colours (`NoteColor`) as classes (the CSP refuses inline styles). In light mode the note
 * is painted with its exact colour; in dark mode with a deep tint of the same hue, so the text stays
 * light on dark. Class names are literal so that Tailwind finds them.
 */
export const NOTE_COLOR_STYLES: Record<NoteColor, { name: string; card: string; swatch: string }> = {
  '#f3f4f6': {
    name: 'Cinza',
    card: 'bg-[#f3f4f6] border-zinc-200 dark:bg-zinc-800/70 dark:border-zinc-700',
    swatch: 'bg-[#f3f4f6]',
  },
  '#fef3c7': {
    name: 'Amarelo',
    card: 'bg-[#fef3c7] border-amber-200 dark:bg-amber-400/10 dark:border-amber-400/25',
    swatch: 'bg-[#fef3c7]',
  },
  '#dbeafe': {
    name: 'Azul',
    card: 'bg-[#dbeafe] border-blue-200 dark:bg-blue-400/10 dark:border-blue-400/25',
    swatch: 'bg-[#dbeafe]',
  },
  '#fce7f3': {
    name: 'Rosa',
    card: 'bg-[#fce7f3] border-pink-200 dark:bg-pink-400/10 dark:border-pink-400/25',
    swatch: 'bg-[#fce7f3]',
  },
  '#dcfce7': {
    name: 'Verde',
    card: 'bg-[#dcfce7] border-green-200 dark:bg-green-400/10 dark:border-green-400/25',
    swatch: 'bg-[#dcfce7]',
  },
  '#e9d5ff': {
    name: 'Roxo',
    card: 'bg-[#e9d5ff] border-purple-200 dark:bg-purple-400/10 dark:border-purple-400/25',
    swatch: 'bg-[#e9d5ff]',
  },
  '#fed7aa': {
    name: 'Laranja',
    card: 'bg-[#fed7aa] border-orange-200 dark:bg-orange-400/10 dark:border-orange-400/25',
    swatch: 'bg-[#fed7aa]',
  },
};

export function noteColorStyle(color: string) {
  return NOTE_COLOR_STYLES[color as NoteColor] ?? NOTE_COLOR_STYLES[DEFAULT_NOTE_COLOR];
}
