import { expect, it } from 'vitest';

/** One test per case of a table: `fn(input)` is `expected` (as `toBe` compares). */
export function itMaps<I, O>(title: string, fn: (input: I) => O, cases: ReadonlyArray<readonly [I, O]>) {
  it.each(cases.map((c) => [...c] as [I, O]))(title, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}

/** One test per value: `fn(value)` gives the same `answer` for each (true, false, null…). */
export function itAnswers<I>(title: string, fn: (value: I) => unknown, answer: unknown, values: readonly I[]) {
  it.each([...values])(title, (value) => {
    expect(fn(value)).toBe(answer);
  });
}
