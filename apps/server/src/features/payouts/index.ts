/** Nothing of payouts and settlements is used by other features yet (ADR 015). */
export {};
