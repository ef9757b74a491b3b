// Comparison with an earlier run's outputs (for example the main branch's): top-1 agreement per record,
// class-count deltas and the predictions that changed. The baseline is read first into a compact index
// (one class, one confidence and, with ground truth, right or wrong per record); the current run is then
// compared as it is read. With ground truth on both sides the records whose correctness changed are
// counted (broken: right -> wrong, fixed: wrong -> right) for the exact McNemar test, and the baseline's
// own evaluation is recomputed from its outputs against the same ground truth.
import { compareStrings, SmallestK } from './bounded.js'
import type { ClassRegistry } from './classes.js'
import { collectResults } from './collect.js'
import { ClassificationEvaluator, type ClassificationEvaluation } from './evaluate-classification.js'
import { DetectionEvaluator, imageRight, type DetectionEvaluation } from './evaluate-detection.js'
import type { GroundTruth } from './ground-truth.js'
import { labelsAbove } from './summarize.js'
import type { Prediction } from './predictions.js'
import type { ReadOptions } from './read-object.js'
import { mcnemarExact } from './stats.js'
import type { ObjectStore } from '../storage/store.js'

const CHANGED_EXAMPLES = 100

interface BaselineIndex {
  slots: Map<string, number>
  /** Classification: top-1 id per slot (NaN confidence when none). Detection: a label signature. */
  top: number[]
  confidence: number[]
  signature: string[]
  /** With ground truth: 1 right, 0 wrong, -1 not evaluated (not the object's first record, or no truth). */
  right: Int8Array | number[]
  counts: Map<number, number>
  records: number
  kind: 'classification' | 'detection' | 'none'
  outputs: number
  unreadable: number
  /** Objects of the baseline left out because they are not inputs of this run (a sample's others). */
  leftOut: number
  /** The baseline's evaluation against this run's ground truth. */
  evaluation?: ClassificationEvaluation | DetectionEvaluation
}

interface ClassDelta {
  index?: number
  label: string
  before: number
  after: number
  delta: number
}

/** How a changed prediction moved against the ground truth; `unknown` without ground truth. */
export type Change = 'broken' | 'fixed' | 'still-wrong' | 'unknown'

export interface ChangedPrediction {
  key: string
  record: number
  before: string
  after: string
  beforeConfidence: number | null
  afterConfidence: number | null
  change: Change
  /** The ground-truth class (classification) or classes (detection), when known. */
  truth?: string
}

/** Records evaluated against ground truth in both runs, by how their correctness moved. */
interface PairedOutcome {
  evaluated: number
  bothRight: number
  bothWrong: number
  /** Right in the baseline, wrong now. */
  broken: number
  /** Wrong in the baseline, right now. */
  fixed: number
  /** Exact McNemar two-sided p-value on broken vs fixed. */
  p: number
}

/** The baseline's own figures, and where they came from. */
export interface BaselineFigures {
  source: 'summary' | 'recomputed'
  /** Why the figures were recomputed, or what the summary check found. */
  note?: string
  evaluation: ClassificationEvaluation | DetectionEvaluation
}

/** Who made the baseline, from its `_summary.json` or the pointer that named it. */
export interface BaselineRun {
  job?: string
  commit?: string
  ref?: string
  runUrl?: string
  writtenAt?: string
  /** The pointer file the baseline was found through. */
  pointer?: string
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
  paired?: PairedOutcome
  figures?: BaselineFigures
  run?: BaselineRun
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

/** Right (1), wrong (0) or not evaluated (-1) against ground truth, as the evaluators count it. */
function rightness(
  key: string,
  record: number,
  p: Prediction,
  gt: GroundTruth | undefined,
  threshold: number
): number {
  if (!gt || record !== 0 || p.kind === 'unrecognised') return -1
  const truth = gt.byKey.get(key)
  if (!truth) return -1
  if (p.kind === 'classification') return truth.cls === undefined ? -1 : p.classes[0] === truth.cls ? 1 : 0
  return truth.boxes ? (imageRight(p, truth, threshold) ? 1 : 0) : -1
}

function truthName(
  key: string,
  record: number,
  gt: GroundTruth | undefined,
  registry: ClassRegistry
): string | undefined {
  if (!gt || record !== 0) return undefined
  const t = gt.byKey.get(key)
  if (t?.cls !== undefined) return registry.nameOf(t.cls)
  if (t?.boxes)
    return (
      signatureOf(
        t.boxes.map(b => b.cls),
        registry
      ) || '(none)'
    )
  return undefined
}

/** How a baseline's outputs are read and which of them count. */
export interface BaselineLoad {
  read: ReadOptions
  registry: ClassRegistry
  /** Detection scores at or above it count as detections. */
  threshold: number
  /** Outputs read at once. */
  concurrency: number
  /** This run's ground truth: the baseline is evaluated on it too. */
  groundTruth?: GroundTruth
  /** Whether an output's input is one of this run's (default: all are). */
  isInput?: (key: string) => boolean
}

export async function loadBaseline(outputs: ObjectStore, o: BaselineLoad): Promise<BaselineIndex> {
  const { read, registry, threshold, concurrency, groundTruth: gt, isInput = () => true } = o
  const index: BaselineIndex = {
    slots: new Map(),
    top: [],
    confidence: [],
    signature: [],
    right: [],
    counts: new Map(),
    records: 0,
    kind: 'none',
    outputs: 0,
    unreadable: 0,
    leftOut: 0
  }
  let classification = 0
  let detection = 0
  const classEval = gt?.kind === 'classification' ? new ClassificationEvaluator(gt, registry) : undefined
  const detEval = gt?.kind === 'detection' ? new DetectionEvaluator(gt, registry, threshold) : undefined
  const left = new Set<string>()
  const sink = (key: string, record: number, p: Prediction): void => {
    if (p.kind === 'unrecognised') return
    if (!isInput(key)) {
      left.add(key)
      return
    }
    const slot = index.top.length
    index.slots.set(slotKey(key, record), slot)
    index.records++
    ;(index.right as number[]).push(rightness(key, record, p, gt, threshold))
    if (p.kind === 'classification') {
      classEval?.add(key, record, p)
      classification++
      const top = p.classes[0] ?? NaN
      index.top.push(top)
      index.confidence.push(p.scores[0] ?? NaN)
      index.signature.push('')
      if (!Number.isNaN(top)) index.counts.set(top, (index.counts.get(top) ?? 0) + 1)
    } else {
      detEval?.add(key, record, p)
      detection++
      const kept = labelsAbove(p, threshold)
      index.top.push(NaN)
      index.confidence.push(NaN)
      index.signature.push(signatureOf(kept, registry))
      for (const id of kept) index.counts.set(id, (index.counts.get(id) ?? 0) + 1)
    }
  }
  const collected = await collectResults({ outputs, read, concurrency, sink })
  index.leftOut = left.size
  index.outputs = collected.withOutput
  index.unreadable = collected.unreadable.count
  index.right = Int8Array.from(index.right)
  index.kind =
    classification === 0 && detection === 0
      ? 'none'
      : detection > classification
        ? 'detection'
        : 'classification'
  if (index.kind === 'classification' && classEval) index.evaluation = classEval.result()
  if (index.kind === 'detection' && detEval) index.evaluation = detEval.result()
  return index
}

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
      changed: { count: this.changed.count, examples: this.changed.values() },
      ...(this.paired.evaluated
        ? { paired: { ...this.paired, p: mcnemarExact(this.paired.broken, this.paired.fixed).p } }
        : {})
    }
  }
}
