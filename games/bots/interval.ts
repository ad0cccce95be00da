/** Confidence intervals for the arena's tables and the games' own reports (BOT-REPORT-1). */
const Z95 = 1.959963984540054;

/** Wilson's 95 % interval for `wins` successes out of `games`. */
export function wilson(wins: number, games: number): [number, number] {
  if (games === 0) return [0, 1];
  const p = wins / games;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * games)) / (1 + z2 / games);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games))) / (1 + z2 / games);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
