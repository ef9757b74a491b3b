// The verdict's statistics against values worked out by hand (exact binomial sums) and published ones.
import { mcnemarExact, wilson } from '../src/results/baseline/significance.js'

describe('exact McNemar test on the discordant pairs', () => {
  test.each([
    // p = 2 * sum_{i <= min} C(n, i) / 2^n, capped at 1
    [6, 0, 2 / 64], // 2 * 1/64
    [0, 6, 2 / 64],
    [5, 1, (2 * (1 + 6)) / 64], // 7/32
    [10, 2, (2 * (1 + 12 + 66)) / 4096], // 79/2048
    [20, 8, 4791323 / 134217728], // 2 * (sum_{i<=8} C(28, i)) / 2^28
    [3, 3, 1],
    [1, 0, 1],
    [0, 0, 1]
  ])('%i broken, %i fixed -> p = %f', (broken, fixed, p) => {
    const m = mcnemarExact(broken, fixed)
    expect(m).toEqual({ broken, fixed, p: expect.any(Number) })
    expect(m.p).toBeCloseTo(p, 12)
  })

  test('large counts stay exact in log space (1,000 and 9,800 discordant records)', () => {
    // Exact rational sums: 2.7284641560660184e-10 and 0.04440414879984629.
    expect(mcnemarExact(600, 400).p / 2.7284641560660184e-10).toBeCloseTo(1, 9)
    expect(mcnemarExact(5000, 4800).p).toBeCloseTo(0.04440414879984629, 12)
    expect(mcnemarExact(300, 0).p / 9.818186930595453e-91).toBeCloseTo(1, 9)
  })
})

describe('Wilson score interval (95%)', () => {
  test.each([
    // Newcombe (1998), Statistics in Medicine 17:857, table II, method 3
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718]
  ])('%i of %i: %f to %f', (x, n, low, high) => {
    const i = wilson(x, n)!
    expect(i.low).toBeCloseTo(low, 4)
    expect(i.high).toBeCloseTo(high, 4)
  })

  test('34 of 40 (85%), worked by hand: centre 0.819332, half-width 0.110055', () => {
    // z² = 3.841459; centre = (0.85 + z²/80) / (1 + z²/40); half = z / (1 + z²/40) * sqrt(0.1275/40 + z²/6400)
    const i = wilson(34, 40)!
    expect(i.low).toBeCloseTo(0.709277, 6)
    expect(i.high).toBeCloseTo(0.929388, 6)
  })

  test('40 of 40 reaches 1 exactly; nothing measured has no interval', () => {
    expect(wilson(40, 40)!.high).toBe(1)
    expect(wilson(40, 40)!.low).toBeCloseTo(0.912378, 6)
    expect(wilson(0, 0)).toBeUndefined()
  })
})
