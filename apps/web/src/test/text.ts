/**
 * Text as the screens write it, from how a test spells it: money with the no-break space that
 * formatBRL puts after 'R$' (docs/product-rules.md "Money on screen and on paper").
 */
export const asShown = (text: string) => text.replaceAll('R$ ', 'R$\u00a0');
