// Summaries of repeated measurements, one way for every benchmark.

/** The middle value (the mean of the two middle ones for an even count). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

export const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })

export const pct = (a: number, b: number, digits = 0): string => `${fmt((100 * a) / b, digits)}%`

/** Table cells for timed rounds: the seconds of each round, the fastest, the median. */
export function secondsCells(seconds: number[]): string {
  const s = (x: number) => x.toFixed(2)
  return `${seconds.map(s).join(', ')} | ${s(Math.min(...seconds))} | ${s(median(seconds))}`
}
