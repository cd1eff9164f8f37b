import type { Centavos } from './money.js';

/**
 * An amount in words, in Brazilian Portuguese, as a receipt writes it ("valor por extenso"):
 * 1234,56 → 'mil duzentos e trinta e quatro reais e cinquenta e seis centavos'. Up to
 * R$ 999.999.999.999,99; negative amounts are written as their absolute value.
 */
const UNITS = [
  '',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'quatorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
];
const TENS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'];
const HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
];

/** 1–999 in words. */
function group(n: number): string {
  if (n === 100) return 'cem';
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h) parts.push(HUNDREDS[h] as string);
  if (rest < 20) {
    if (rest) parts.push(UNITS[rest] as string);
  } else {
    parts.push(TENS[Math.floor(rest / 10)] as string);
    if (rest % 10) parts.push(UNITS[rest % 10] as string);
  }
  return parts.join(' e ');
}

const SCALES: Array<[string, string]> = [
  ['', ''],
  ['mil', 'mil'],
  ['milhão', 'milhões'],
  ['bilhão', 'bilhões'],
];

/** A whole number 0 < n < 10^12 in words. */
export function numberInWords(n: number): string {
  if (n === 0) return 'zero';
  const groups: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 1000)) groups.push(v % 1000);
  const words: Array<{ text: string; value: number }> = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i] as number;
    if (!g) continue;
    const [one, many] = SCALES[i] as [string, string];
    const text = i === 1 && g === 1 ? 'mil' : i === 0 ? group(g) : `${group(g)} ${g === 1 ? one : many}`;
    words.push({ text, value: g });
  }
  // 'e' before the last group when it is below a hundred or a round hundred: 'mil e cem',
  // 'dois milhões e quinze'; otherwise a space: 'mil duzentos e trinta'.
  return words
    .map((w, i) => {
      if (i === 0) return w.text;
      const last = i === words.length - 1;
      return last && (w.value < 100 || w.value % 100 === 0) ? `e ${w.text}` : w.text;
    })
    .join(' ');
}

export function amountInWords(amount: Centavos): string {
  const abs = Math.abs(Math.round(amount));
  const reais = Math.floor(abs / 100);
  const cents = abs % 100;
  if (reais === 0 && cents === 0) return 'zero real';
  const parts: string[] = [];
  if (reais) {
    // 'um milhão de reais', but 'um milhão e cem reais'.
    const of = reais >= 1_000_000 && reais % 1_000_000 === 0 ? 'de ' : '';
    parts.push(`${numberInWords(reais)} ${of}${reais === 1 ? 'real' : 'reais'}`);
  }
  if (cents) parts.push(`${numberInWords(cents)} ${cents === 1 ? 'centavo' : 'centavos'}`);
  return parts.join(' e ');
}
