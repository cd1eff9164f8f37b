/**
 * mulberry32: a small seeded PRNG, so a failing sequence of random writes can be replayed.
 * `rand(n)` is an integer in [0, n); `pick` one of `xs`.
 */
export function seededRandom(seed: number) {
  let state = seed;
  const rand = (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) % n;
  };
  const pick = <T>(xs: readonly T[]) => xs[rand(xs.length)] as T;
  return { rand, pick };
}
