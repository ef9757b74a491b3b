// The early stop's watch over a running job (`gateWatch`): `nextLook` says when a read may next decide a
// gate, from the rate each count grew at carried forward to now (failures as of the data-log's lag, wrong
// answers as of the look before), and when max-cost is spent; `steer` dates a share's verdict at the
// look that listed the deciding output.
import { gateWatch } from '../src/results/live/early-stop.js'
import type { RunSoFar } from '../src/job.js'
import type { ReadSoFar } from '../src/results/live/early-stop.js'
import type { ReportSpec } from '../src/spec.js'
import { REPORT_DEFAULTS } from './support/spec.js'

const T0 = Date.UTC(2026, 0, 5, 12, 0, 0)
const report = (over: Partial<ReportSpec>): ReportSpec => ({ ...REPORT_DEFAULTS, ...over })
/** A look `elapsedMs` into the job. */
const look = (elapsedMs: number, over: Partial<RunSoFar> = {}): RunSoFar => ({
  elapsedMs,
  lookedAt: T0 + elapsedMs,
  expected: 1000,
  ...over
})

it('nothing armed, nothing watched', () => {
  expect(gateWatch(REPORT_DEFAULTS, () => ({}))).toBeUndefined()
  expect(gateWatch(report({ maxFailedObjects: 3, stopEarly: false }), () => ({}))).toBeUndefined()
})

describe('max-failed-objects: failures are counted as of the data-log lag ago', () => {
  it('3 failures read 10 s in, with lines 4 s late: 3 in 6 s, 16 more due in about 32 s', () => {
    const w = gateWatch(report({ maxFailedObjects: 20 }), () => ({}))!
    const lagged = w.nextLook(look(10_000, { failed: 3, failedAsOf: T0 + 6_000 }))
    // 3 by 6 s is 0.5 a second: 5 by now, the 21st 32 s from now. Taken as of now (3 in 10 s) it
    // would be 60 s.
    expect(Math.abs(lagged.readInMs! - 32_000)).toBeLessThanOrEqual(1)
    expect(lagged.blind).toBeUndefined()
  })

  it('the same count with no lag is read later', () => {
    const w = gateWatch(report({ maxFailedObjects: 20 }), () => ({}))!
    const now = w.nextLook(look(10_000, { failed: 3, failedAsOf: T0 + 10_000 }))
    expect(Math.abs(now.readInMs! - 60_000)).toBeLessThanOrEqual(1)
  })

  it('a gate past half its allowance is read at once', () => {
    const w = gateWatch(report({ maxFailedObjects: 20 }), () => ({}))!
    expect(w.nextLook(look(10_000, { failed: 11, failedAsOf: T0 + 9_000 })).readInMs).toBe(0)
  })

  it('no failure yet: blind while the pace is young, nothing to say once it is trusted', () => {
    const w = gateWatch(report({ maxFailedObjects: 20 }), () => ({}))!
    expect(w.nextLook(look(5_000, { failed: 0, failedAsOf: T0 + 2_000 }))).toEqual({ blind: true })
    expect(w.nextLook(look(60_000, { failed: 0, failedAsOf: T0 + 57_000, paceTrusted: true }))).toEqual({})
  })

  it('the rate is over the recent looks: a count that stopped moving asks for no early read', () => {
    const w = gateWatch(report({ maxFailedObjects: 20 }), () => ({}))!
    w.nextLook(look(10_000, { failed: 4, failedAsOf: T0 + 10_000 }))
    // 4 more in the next 10 s: 0.4 a second since the start, 8 by now, the 21st 32.5 s away.
    const second = w.nextLook(look(20_000, { failed: 8, failedAsOf: T0 + 20_000 }))
    expect(Math.abs(second.readInMs! - 32_500)).toBeLessThanOrEqual(1)
  })
})

describe('min-accuracy: wrong answers are as of the look before', () => {
  it('wrong answers read now were listed by the previous look: the rate runs to it', () => {
    let read: ReadSoFar = { wrong: { count: 0, of: 1000 } }
    // At 90% over 1,000, the 101st wrong answer decides.
    const w = gateWatch(report({ minAccuracy: 0.9 }), () => read)!
    expect(w.nextLook(look(10_000, { paceTrusted: true }))).toEqual({})
    read = { wrong: { count: 10, of: 1000 } }
    // 10 wrong by the look at 10 s: one a second, 20 by now (20 s), the 101st in 81 s.
    const next = w.nextLook(look(20_000))
    expect(Math.abs(next.readInMs! - 81_000)).toBeLessThanOrEqual(1)
  })

  it('steer dates the verdict at the look that listed the deciding output', () => {
    const read: ReadSoFar = { wrong: { count: 101, of: 1000 } }
    const w = gateWatch(report({ minAccuracy: 0.9 }), () => read)!
    w.nextLook(look(10_000))
    const order = w.steer(look(12_000))
    expect(order).toMatchObject({
      limit: 'min-accuracy',
      decidedAt: T0 + 10_000,
      decidedBy: 'an output listed by the poll before'
    })
  })
})

describe('max-cost', () => {
  it('the moment the budget is spent, from the cost rate; watched with stop-early: false too', () => {
    const w = gateWatch(report({ maxCost: 10, maxFailedObjects: 0, stopEarly: false }), () => ({}))!
    // $4 spent at $0.001 a ms: $10 in 6 s. stop-early: false arms no gate, whatever has failed.
    expect(w.nextLook(look(4_000, { cost: { soFar: 4, perMs: 0.001 }, failed: 5 }))).toEqual({
      budgetInMs: 6_000
    })
    expect(w.nextLook(look(12_000, { cost: { soFar: 12, perMs: 0.001 } }))).toEqual({ budgetInMs: 0 })
  })
})
