// An earlier run's outputs read into a compact index before the current run is compared with it: one
// class, one confidence and, with ground truth, right or wrong per record. The baseline's own evaluation
// is recomputed from its outputs against this run's ground truth.
import type { ClassRegistry } from '../classes.js'
import { collectResults } from '../read/collect-outputs.js'
import {
  ClassificationEvaluator,
  type ClassificationEvaluation
} from '../evaluation/classification-accuracy.js'
import { DetectionEvaluator, imageRight, type DetectionEvaluation } from '../evaluation/detection-quality.js'
import type { GroundTruth } from '../evaluation/ground-truth.js'
import { labelsAbove } from '../summary/prediction-summaries.js'
import type { Prediction } from '../predictions.js'
import type { ReadOptions } from '../read/read-object.js'
import type { ObjectStore } from '../../storage/store.js'

export interface BaselineIndex {
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

export const slotKey = (key: string, record: number): string => `${key}\u0000${record}`

export function signatureOf(ids: number[], registry: ClassRegistry): string {
  const counts = new Map<number, number>()
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  return [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([id, n]) => (n > 1 ? `${registry.nameOf(id)} x${n}` : registry.nameOf(id)))
    .join(', ')
}

/** Right (1), wrong (0) or not evaluated (-1) against ground truth, as the evaluators count it. */
export function rightness(
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

export function truthName(
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
