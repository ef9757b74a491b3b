// What the comparison with an earlier run's outputs (for example the main branch's) says: top-1
// agreement per record, class-count deltas, the predictions that changed and, with ground truth on both
// sides, the records whose correctness changed (broken: right -> wrong, fixed: wrong -> right).
import type { ClassificationEvaluation } from '../evaluation/classification-accuracy.js'
import type { DetectionEvaluation } from '../evaluation/detection-quality.js'

export interface ClassDelta {
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
export interface PairedOutcome {
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
  /** `baseline: registry`: the approved model package version it is, and the accuracy it registered. */
  modelPackage?: { arn: string; version: number; accuracy?: number }
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
