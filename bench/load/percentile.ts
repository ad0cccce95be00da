/** Nearest-rank percentiles of a sample, for latencies and packet sizes alike. */

/** The value at `fraction` (0.5: the median) of an ascending sample, by nearest rank; undefined when empty. */
export function percentile(sorted: readonly number[], fraction: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))];
}

/** Median and 99th percentile of a sample in any order (sorted in place: the samples are not kept after). */
export function medianAndP99(sample: number[]): { p50?: number; p99?: number } {
  const sorted = sample.sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}
