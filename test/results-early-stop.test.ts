// The decision to stop a running job, on its own: a certain bound from what was read so far, the limit
// that decided, and the sentence that says why and what stopping saved.
import { decideStop, limitsOf, steerer, type StopLimits } from '../src/results/live/early-stop.js'
import type { RunSoFar } from '../src/job.js'
import { REPORT_DEFAULTS } from './support/spec.js'

const MIN = 60_000
const run = (over: Partial<RunSoFar> = {}): RunSoFar => ({ elapsedMs: 14 * MIN, expected: 10_000, ...over })
const limits = (over: Partial<StopLimits>): StopLimits => ({ stopEarly: true, ...over })

describe('min-accuracy', () => {
  it('stops once the wrong answers exceed what the threshold allows over all ground-truth inputs', () => {
    const l = limits({ minAccuracy: 0.95 })
    // 2,000 inputs at 95%: 100 wrong can still pass (exactly 95%), 101 cannot.
    expect(decideStop(run(), { wrong: { count: 100, of: 2000 } }, l)).toBeUndefined()
    const order = decideStop(run(), { wrong: { count: 101, of: 2000 } }, l)
    expect(order).toEqual({
      limit: 'min-accuracy',
      reason:
        'stopped early at 14 min 0 s: 101 of 2,000 wrong, so accuracy can be at most 94.9%, below min-accuracy 95%'
    })
  })

  it('says what stopping saved once the cost at the end is estimated; the bound is rounded down', () => {
    const order = decideStop(
      run({ cost: { soFar: 1.2, atEnd: 4.3 } }),
      { wrong: { count: 612, of: 10_000 } },
      limits({ minAccuracy: 0.95 })
    )
    expect(order?.reason).toBe(
      'stopped early at 14 min 0 s: 612 of 10,000 wrong, so accuracy can be at most 93.8%, below ' +
        'min-accuracy 95%; about $3.10 of instance time not spent'
    )
  })
})

it('max-failed-objects: stops once the failures seen are more than allowed, not at the limit', () => {
  const l = limits({ maxFailedObjects: 50 })
  expect(decideStop(run({ failed: 50 }), {}, l)).toBeUndefined()
  expect(decideStop(run({ failed: 51, elapsedMs: 3 * MIN + 5000 }), {}, l)).toEqual({
    limit: 'max-failed-objects',
    reason: 'stopped early at 3 min 5 s: 51 of 10,000 inputs failed so far, more than max-failed-objects 50'
  })
  // Nothing known of failures: nothing decided.
  expect(decideStop(run(), {}, l)).toBeUndefined()
})

it('min-agreement: disagreements over the baseline records', () => {
  const l = limits({ minAgreement: 0.9 })
  expect(decideStop(run(), { disagreed: { count: 30, of: 300 } }, l)).toBeUndefined()
  expect(decideStop(run(), { disagreed: { count: 31, of: 300 } }, l)?.reason).toBe(
    'stopped early at 14 min 0 s: 31 of 300 records disagree with the baseline, so agreement can be at ' +
      'most 89.6%, below min-agreement 90%'
  )
})

it('stop-early: false lets every gate wait for the end', () => {
  const l = limits({ stopEarly: false, minAccuracy: 0.95, maxFailedObjects: 0 })
  expect(decideStop(run({ failed: 500 }), { wrong: { count: 1900, of: 2000 } }, l)).toBeUndefined()
})

describe('max-cost', () => {
  const l = limits({ stopEarly: false, maxCost: 5 })

  it('stops when the cost so far reaches it, whatever stop-early says', () => {
    expect(decideStop(run({ cost: { soFar: 4.99 } }), {}, l)).toBeUndefined()
    expect(decideStop(run({ cost: { soFar: 5 } }), {}, l)).toEqual({
      limit: 'max-cost',
      reason: 'stopped at 14 min 0 s: the cost so far, $5.00, reached max-cost $5.00'
    })
  })

  it('stops on the estimate only past the margin, and only once the pace is trusted', () => {
    const early = run({ cost: { soFar: 1, atEnd: 9 } })
    expect(decideStop(early, {}, l)).toBeUndefined()
    expect(decideStop({ ...early, paceTrusted: true, cost: { soFar: 1, atEnd: 6 } }, {}, l)).toBeUndefined()
    expect(decideStop({ ...early, paceTrusted: true }, {}, l)?.reason).toBe(
      'stopped at 14 min 0 s: at the pace so far the job would cost about $9.00, more than max-cost ' +
        '$5.00 by over 20% ($1.00 spent); about $8.00 of instance time not spent'
    )
  })

  it('the budget was spent when the overshoot says: 12 spent of 10 at 0.001/ms, looked at 50,000 ms, decided at 48,000', () => {
    const order = decideStop(
      run({ lookedAt: 50_000, cost: { soFar: 12, perMs: 0.001 } }),
      {},
      limits({ maxCost: 10 })
    )
    expect(order).toMatchObject({ limit: 'max-cost', decidedAt: 48_000, decidedBy: 'max-cost $10.00 spent' })
    // Spent exactly at the look: decided then.
    const exact = decideStop(
      run({ lookedAt: 50_000, cost: { soFar: 10, perMs: 0.001 } }),
      {},
      limits({ maxCost: 10 })
    )
    expect(exact?.decidedAt).toBe(50_000)
  })

  it('without a price there is nothing to compare', () => {
    expect(decideStop(run(), {}, l)).toBeUndefined()
  })
})

it('the step’s inputs give the limits; with none, nothing is watched', () => {
  expect(steerer(REPORT_DEFAULTS, () => ({}))).toBeUndefined()
  expect(steerer({ ...REPORT_DEFAULTS, minAccuracy: 0.9, stopEarly: false }, () => ({}))).toBeUndefined()
  expect(limitsOf({ ...REPORT_DEFAULTS, maxFailedObjects: 3 })).toEqual({
    stopEarly: true,
    maxFailedObjects: 3
  })
  const steer = steerer({ ...REPORT_DEFAULTS, minAccuracy: 0.5 }, () => ({ wrong: { count: 3, of: 4 } }))
  expect(steer?.(run())?.limit).toBe('min-accuracy')
})

it('unpriced, the time left is what stopping saves: the runner’s in local mode', () => {
  const l = limits({ maxFailedObjects: 0 })
  expect(decideStop(run({ failed: 1, leftMs: 200_000, runner: true }), {}, l)?.reason).toBe(
    'stopped early at 14 min 0 s: 1 of 10,000 inputs failed so far, more than max-failed-objects 0; ' +
      'about 3 min 20 s of runner time not spent'
  )
  expect(decideStop(run({ failed: 1, leftMs: 200_000 }), {}, l)?.reason).toMatch(
    /about 3 min 20 s of instance time not spent$/
  )
})
