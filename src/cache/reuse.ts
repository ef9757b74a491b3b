// Hits and misses: each input of the part whose content has an output kept under the run's identity gets
// that output placed at output-path, as if just transformed (server side in S3); the rest are misses,
// and so is a hit whose kept output is gone or changed since it was recorded, or could not be placed
// (one object, one miss: never the run's failure).
import type { ListedInputs } from '../listing/listed-inputs.js'
import { outputKey } from '../contract/output-keys.js'
import type { ObjectStore } from '../storage/store.js'
import type { Paced } from '../pool.js'
import { keptOutputKey } from './layout.js'
import { placeEach, placeObject, preconditionHonoured } from './place.js'
import type { KeptOutputs } from './records.js'

export interface Reused {
  /** Positions (in the run's listing) of the inputs whose kept output was placed. */
  hits: number[]
  /** Positions of the inputs to transform, in listing order. */
  misses: number[]
  /** Kept outputs found but gone or changed since recorded (they miss). */
  stale: number
  /** Kept outputs that could not be placed (an error copying or reading one), and the first error. */
  failed: number
  firstError?: string
  /** Per source (index into the records' sources): outputs reused from it. */
  bySource: Map<number, number>
  /** How the copies went: S3's slow-downs, the fewest in flight, and how long they took (ms). */
  pace?: Paced & { ms: number; copies: number }
}

export interface ReuseParams {
  inputs: ListedInputs
  /** The positions of the part, in listing order. */
  positions: readonly number[]
  contents: ReadonlyMap<number, string>
  kept: KeptOutputs
  cache: ObjectStore
  identity: string
  outputs: ObjectStore
  kmsKey?: string
  signal?: AbortSignal
}

/** The positions of the part whose input's content has an output kept (and an output key). */
export function keptCandidates(p: Pick<ReuseParams, 'inputs' | 'positions' | 'contents' | 'kept'>): number[] {
  return p.positions.filter(i => {
    const content = p.contents.get(i)
    return (
      content !== undefined &&
      p.kept.byContent.has(content) &&
      outputKey(p.inputs.nameAt(i), p.inputs.outputs).key
    )
  })
}

/** What reusing `candidates` gives when every placement succeeds (said before they end). */
export function assumedPlaced(p: ReuseParams, candidates: readonly number[]): Reused {
  const bySource = new Map<number, number>()
  for (const i of candidates) {
    const source = p.kept.byContent.get(p.contents.get(i)!)!.source
    bySource.set(source, (bySource.get(source) ?? 0) + 1)
  }
  const chosen = new Set(candidates)
  return {
    hits: [...candidates],
    misses: p.positions.filter(i => !chosen.has(i)),
    stale: 0,
    failed: 0,
    bySource
  }
}

export async function reuseKept(p: ReuseParams, candidates = keptCandidates(p)): Promise<Reused> {
  const placed = new Set<number>()
  const bySource = new Map<number, number>()
  let stale = 0
  const fromOf = (i: number) => ({ store: p.cache, key: keptOutputKey(p.identity, p.contents.get(i)!) })
  const toOf = (i: number) => ({
    store: p.outputs,
    key: outputKey(p.inputs.nameAt(i), p.inputs.outputs).key!
  })
  const began = performance.now()
  // One probe a run: whether the store proves a copy by its condition (S3 does; s3rver does not).
  const honoured =
    candidates.length > 0 && (await preconditionHonoured(fromOf(candidates[0]), toOf(candidates[0])))
  const stores = { from: p.cache, to: p.outputs }
  const { failed, firstError, paced } = await placeEach(
    candidates,
    stores,
    async i => {
      if (p.signal?.aborted) return
      const kept = p.kept.byContent.get(p.contents.get(i)!)!
      const fingerprint = await placeObject(fromOf(i), toOf(i), {
        expect: kept.fingerprint,
        honoured,
        ...(p.kmsKey ? { kmsKey: p.kmsKey } : {})
      })
      if (fingerprint === undefined) return void stale++
      placed.add(i)
      bySource.set(kept.source, (bySource.get(kept.source) ?? 0) + 1)
    },
    p.signal
  )
  if (p.signal?.aborted) throw new Error('cancelled while placing kept outputs')
  const hits: number[] = []
  const misses: number[] = []
  for (const i of p.positions) (placed.has(i) ? hits : misses).push(i)
  const pace = { ...paced, ms: performance.now() - began, copies: candidates.length }
  return { hits, misses, stale, failed, ...(firstError ? { firstError } : {}), bySource, pace }
}
