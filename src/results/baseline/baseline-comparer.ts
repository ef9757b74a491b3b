// Comparison of the current run with an earlier run's outputs (for example the main branch's), as the
// current run is read, against the baseline's index (baseline-index.ts). With ground truth on both sides
// the records whose correctness changed are counted for the exact McNemar test.
import { compareStrings, SmallestK } from '../bounded.js'
import type { ClassRegistry } from '../classes.js'
import type { GroundTruth } from '../evaluation/ground-truth.js'
import { labelsAbove } from '../summary/prediction-summaries.js'
import type { Prediction } from '../predictions.js'
import type { BaselineComparison, Change, ChangedPrediction } from './baseline-comparison.js'
import { rightness, signatureOf, slotKey, truthName, type BaselineIndex } from './baseline-index.js'
import { mcnemarExact } from './significance.js'

const CHANGED_EXAMPLES = 100

const CHANGE_ORDER: Record<Change, number> = { broken: 0, fixed: 1, 'still-wrong': 2, unknown: 3 }

/** How far the top-1 confidence fell (larger first); 0 when either is unknown. */
function confidenceDrop(c: ChangedPrediction): number {
  return c.beforeConfidence !== null && c.afterConfidence !== null
    ? c.beforeConfidence - c.afterConfidence
    : 0
}

/** Regressions first, then fixes, then other changes; without ground truth, the largest confidence drop first. */
function compareChanges(a: ChangedPrediction, b: ChangedPrediction): number {
  return (
    CHANGE_ORDER[a.change] - CHANGE_ORDER[b.change] ||
    confidenceDrop(b) - confidenceDrop(a) ||
    compareStrings(a.key, b.key) ||
    a.record - b.record
  )
}

export class BaselineComparer {
  private readonly index: BaselineIndex
  private readonly registry: ClassRegistry
  private readonly threshold: number
  private readonly path: string
  private readonly gt?: GroundTruth
  private readonly changed = new SmallestK<ChangedPrediction>(CHANGED_EXAMPLES, compareChanges)
  private readonly paired = { evaluated: 0, bothRight: 0, bothWrong: 0, broken: 0, fixed: 0 }
  private compared = 0
  private agreed = 0
  private current = 0

  constructor(
    path: string,
    index: BaselineIndex,
    registry: ClassRegistry,
    threshold: number,
    gt?: GroundTruth
  ) {
    this.path = path
    this.index = index
    this.registry = registry
    this.threshold = threshold
    this.gt = gt
  }

  get evaluation(): BaselineIndex['evaluation'] {
    return this.index.evaluation
  }

  get leftOut(): number {
    return this.index.leftOut
  }

  /** Counts the pair's correctness; returns how it moved. */
  private pair(key: string, record: number, p: Prediction, slot: number): Change {
    const before = this.index.right[slot]
    const after = rightness(key, record, p, this.gt, this.threshold)
    if (before < 0 || after < 0) return 'unknown'
    const q = this.paired
    q.evaluated++
    if (before && after) q.bothRight++
    else if (!before && !after) q.bothWrong++
    else if (before) q.broken++
    else q.fixed++
    return before && !after ? 'broken' : !before && after ? 'fixed' : 'still-wrong'
  }

  private truth(key: string, record: number): { truth?: string } {
    const t = truthName(key, record, this.gt, this.registry)
    return t === undefined ? {} : { truth: t }
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
      const change = this.pair(key, record, p, slot)
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
        afterConfidence: Number.isFinite(ac) ? ac : null,
        change,
        ...this.truth(key, record)
      })
    } else {
      if (!Number.isNaN(this.index.top[slot])) return // the baseline classified this record
      const before = this.index.signature[slot]
      this.compared++
      const change = this.pair(key, record, p, slot)
      const after = signatureOf(labelsAbove(p, this.threshold), this.registry)
      // Boxes that moved on or off the truth change the picture even when the labels stay the same.
      if (after === before && change !== 'broken' && change !== 'fixed') {
        this.agreed++
        return
      }
      this.changed.offer({
        key,
        record,
        before: before || '(none)',
        after: after || '(none)',
        beforeConfidence: null,
        afterConfidence: null,
        change,
        ...this.truth(key, record)
      })
    }
  }

  /** Records that disagree so far, of the baseline's records: no more can ever be compared. */
  disagreedSoFar(): { count: number; of: number } {
    return { count: this.compared - this.agreed, of: this.index.records }
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
      .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || this.registry.compare(a.id, b.id))
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
      changed: { count: this.changed.count, examples: this.changed.values() },
      ...(this.paired.evaluated
        ? { paired: { ...this.paired, p: mcnemarExact(this.paired.broken, this.paired.fixed).p } }
        : {})
    }
  }
}
