/**
 * A total worked out by hand for rows 0…count−1 where row i is worth (i + 1) × `centavos`: the
 * sum, in reais, of the rows `keep` picks.
 */
export const totalByHand = (count: number, centavos: number, keep: (i: number) => boolean) =>
  Math.round(
    Array.from({ length: count }, (_, i) => i)
      .filter(keep)
      .reduce((n, i) => n + centavos * (i + 1), 0),
  ) / 100;
