// Comparison with an earlier run's outputs (for example the main branch's): top-1 agreement per record,
// class-count deltas and the predictions that changed. The baseline is read first into a compact index
// (one class and one confidence per record); the current run is then compared as it is read.
import { compareStrings, SmallestK } from './bounded.js'
import type { ClassRegistry } from './classes.js'
import { collectResults } from './collect.js'
import { labelsAbove } from './summarize.js'
import type { Prediction } from './predictions.js'
import type { ReadOptions } from './read-object.js'
import type { ObjectStore } from '../storage.js'

export const CHANGED_EXAMPLES = 100

interface BaselineIndex {
  slots: Map<string, number>
  /** Classification: top-1 id per slot (NaN confidence when none). Detection: a label signature. */
  top: number[]
  confidence: number[]
  signature: string[]
  counts: Map<number, number>
  records: number
  kind: 'classification' | 'detection' | 'none'
  outputs: number
  unreadable: number
}

export interface ClassDelta {
  index?: number
  label: string
  before: number
  after: number
  delta: number
}

export interface ChangedPrediction {
  key: string
  record: number
  before: string
  after: string
  beforeConfidence: number | null
  afterConfidence: number | null
}

export interface BaselineComparison {
  path: string
  kind: 'classification' | 'detection'
  baselineObjects: number
  baselineRecords: number
  compared: number
  agreed: number
  agreement: number
  onlyInBaseline: number
  onlyInCurrent: number
  classDeltas: ClassDelta[]
  changed: { count: number; examples: ChangedPrediction[] }
}

const slotKey = (key: string, record: number): string => `${key}\u0000${record}`

function signatureOf(ids: number[], registry: ClassRegistry): string {
  const counts = new Map<number, number>()
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  return [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([id, n]) => (n > 1 ? `${registry.nameOf(id)} x${n}` : registry.nameOf(id)))
    .join(', ')
}

export async function loadBaseline(
  outputs: ObjectStore,
  read: ReadOptions,
  registry: ClassRegistry,
  threshold: number,
  concurrency: number
): Promise<BaselineIndex> {
  const index: BaselineIndex = {
    slots: new Map(),
    top: [],
    confidence: [],
    signature: [],
    counts: new Map(),
    records: 0,
    kind: 'none',
    outputs: 0,
    unreadable: 0
  }
  let classification = 0
  let detection = 0
  const sink = (key: string, record: number, p: Prediction): void => {
    if (p.kind === 'unrecognised') return
    const slot = index.top.length
    index.slots.set(slotKey(key, record), slot)
    index.records++
    if (p.kind === 'classification') {
      classification++
      const top = p.classes[0] ?? NaN
      index.top.push(top)
      index.confidence.push(p.scores[0] ?? NaN)
      index.signature.push('')
      if (!Number.isNaN(top)) index.counts.set(top, (index.counts.get(top) ?? 0) + 1)
    } else {
      detection++
      const kept = labelsAbove(p, threshold)
      index.top.push(NaN)
      index.confidence.push(NaN)
      index.signature.push(signatureOf(kept, registry))
      for (const id of kept) index.counts.set(id, (index.counts.get(id) ?? 0) + 1)
    }
  }
  const collected = await collectResults({ outputs, read, concurrency, sink })
  index.outputs = collected.withOutput
  index.unreadable = collected.unreadable.count
  index.kind =
    classification === 0 && detection === 0
      ? 'none'
      : detection > classification
        ? 'detection'
        : 'classification'
  return index
}

export class BaselineComparer {
  private readonly index: BaselineIndex
  private readonly registry: ClassRegistry
  private readonly threshold: number
  private readonly path: string
  private readonly changed = new SmallestK<ChangedPrediction>(
    CHANGED_EXAMPLES,
    (a, b) => compareStrings(a.key, b.key) || a.record - b.record
  )
  private compared = 0
  private agreed = 0
  private current = 0

  constructor(path: string, index: BaselineIndex, registry: ClassRegistry, threshold: number) {
    this.path = path
    this.index = index
    this.registry = registry
    this.threshold = threshold
  }

  get kind(): BaselineIndex['kind'] {
    return this.index.kind
  }

  add(key: string, record: number, p: Prediction): void {
    if (p.kind === 'unrecognised') return
    this.current++
    const slot = this.index.slots.get(slotKey(key, record))
    if (slot === undefined) return
    if (p.kind === 'classification') {
      const before = this.index.top[slot]
      if (Number.isNaN(before)) return
      this.compared++
      const after = p.classes[0]
      if (after === before) {
        this.agreed++
        return
      }
      const bc = this.index.confidence[slot]
      const ac = p.scores[0]
      this.changed.offer({
        key,
        record,
        before: this.registry.nameOf(before),
        after: after === undefined ? '(none)' : this.registry.nameOf(after),
        beforeConfidence: Number.isFinite(bc) ? bc : null,
        afterConfidence: Number.isFinite(ac) ? ac : null
      })
    } else {
      if (!Number.isNaN(this.index.top[slot])) return // the baseline classified this record
      const before = this.index.signature[slot]
      this.compared++
      const after = signatureOf(labelsAbove(p, this.threshold), this.registry)
      if (after === before) {
        this.agreed++
        return
      }
      this.changed.offer({
        key,
        record,
        before: before || '(none)',
        after: after || '(none)',
        beforeConfidence: null,
        afterConfidence: null
      })
    }
  }

  result(currentCounts: Map<number, number>): BaselineComparison {
    const ids = new Set([...currentCounts.keys(), ...this.index.counts.keys()])
    const classDeltas = [...ids]
      .map(id => {
        const before = this.index.counts.get(id) ?? 0
        const after = currentCounts.get(id) ?? 0
        const index = this.registry.indexOf(id)
        return {
          id,
          ...(index !== undefined ? { index } : {}),
          label: this.registry.nameOf(id),
          before,
          after,
          delta: after - before
        }
      })
      .filter(d => d.delta !== 0)
      .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.id - b.id)
      .map(({ id: _id, ...rest }) => rest)
    return {
      path: this.path,
      kind: this.index.kind === 'detection' ? 'detection' : 'classification',
      baselineObjects: this.index.outputs,
      baselineRecords: this.index.records,
      compared: this.compared,
      agreed: this.agreed,
      agreement: this.compared ? this.agreed / this.compared : NaN,
      onlyInBaseline: this.index.records - this.compared,
      onlyInCurrent: this.current - this.compared,
      classDeltas,
      changed: { count: this.changed.count, examples: this.changed.values() }
    }
  }
}
