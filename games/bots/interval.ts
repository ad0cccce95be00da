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

/** A percentage as the reports print it: `12.3 %`. */
export const percent = (x: number): string => `${(100 * x).toFixed(1)} %`;

/** `wins` out of `games` as a share with its Wilson interval: `12.3 % (8.1 % – 17.9 %)`. */
export function shareWithInterval(wins: number, games: number): string {
  const [low, high] = wilson(wins, games);
  return `${percent(wins / Math.max(1, games))} (${percent(low)} – ${percent(high)})`;
}
