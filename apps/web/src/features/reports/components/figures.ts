import { formatCount, formatPercent, formatRate, formatReais } from '../../../lib/format';

/** The report's figures through the app's one formatter each (ADR 023): `52,1%`, `—` when none. */
export const pct = formatPercent;
export const rate = formatRate;
export const brl = formatReais;
export const count = formatCount;
