// Small-sample statistics for the before/after verdict: is a change in accuracy more than chance?
//
// Exact McNemar test: of the records whose correctness changed between two runs on the same data,
// `broken` went right -> wrong and `fixed` wrong -> right. Under "no real change" each such record is a
// fair coin, so the two-sided p-value is 2 * P(X <= min(broken, fixed)) for X ~ Binomial(n, 1/2), capped
// at 1. Wilson score interval: a confidence interval for a proportion that stays inside [0, 1] and keeps
// its coverage on small evaluation sets, where the plain p +- z*sqrt(p(1-p)/n) does not.

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054

export interface McNemar {
  broken: number
  fixed: number
  /** Two-sided exact p-value; 1 when nothing changed. */
  p: number
}

const SMALL = 256
const smallLogFactorials: number[] = [0]
for (let i = 1; i < SMALL; i++) smallLogFactorials.push(smallLogFactorials[i - 1] + Math.log(i))

/** ln(k!) for k >= 0: summed below 256, Stirling's series (error below 1e-15) above. */
function logFactorial(k: number): number {
  if (k < SMALL) return smallLogFactorials[k]
  const x = k + 1
  return (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * x) - 1 / (360 * x ** 3)
}

export function mcnemarExact(broken: number, fixed: number): McNemar {
  const n = broken + fixed
  const k = Math.min(broken, fixed)
  if (n === 0) return { broken, fixed, p: 1 }
  // Sum the binomial tail in log space: n can be large (a million-record evaluation set).
  const logHalfN = -n * Math.LN2
  const lnN = logFactorial(n)
  const terms: number[] = []
  for (let i = 0; i <= k; i++) terms.push(lnN - logFactorial(i) - logFactorial(n - i) + logHalfN)
  const top = Math.max(...terms)
  const tail = Math.exp(top) * terms.reduce((s, t) => s + Math.exp(t - top), 0)
  return { broken, fixed, p: Math.min(1, 2 * tail) }
}

interface Interval {
  low: number
  high: number
}

/** The Wilson score interval of `successes` out of `n` (95% by default); undefined when n is 0. */
export function wilson(successes: number, n: number, z = Z95): Interval | undefined {
  if (n <= 0) return undefined
  const p = successes / n
  const z2 = z * z
  const denominator = 1 + z2 / n
  const centre = (p + z2 / (2 * n)) / denominator
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}

/** The conventional threshold for calling a change statistically significant. */
export const SIGNIFICANCE = 0.05
