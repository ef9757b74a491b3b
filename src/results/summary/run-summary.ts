// The whole picture of one run, as written to `<output-path>/_summary.json` and rendered into the job
// summary and the PR comment.
import type { JobStatus } from '../../job.js'
import type { OutputFormat, S3DataType } from '../../spec.js'
import type { BaselineComparison, Change } from '../baseline/baseline-comparison.js'
import type { KeyProblem, RecordProblem } from '../read/collect-outputs.js'
import type { ClassificationEvaluation } from '../evaluation/classification-accuracy.js'
import type { DetectionEvaluation } from '../evaluation/detection-quality.js'
import type { FailureGroup } from './grouped-failures.js'
import type { GateResult } from '../evaluation/quality-gates.js'
import type { Framing } from '../read/read-object.js'
import type { ClassificationSummary, DetectionSummary } from './prediction-summaries.js'
import type { UtilizationSummary } from './instance-utilization.js'
import type { CacheSummary } from '../../cache/summary.js'

export const SUMMARY_SCHEMA = 'sagemaker-batch-transform/summary@1'
/** The summary's name beside the outputs; a later run's `baseline` reads it. */
export const SUMMARY_OBJECT_KEY = '_summary.json'

export interface JobInfo {
  name: string
  status: JobStatus
  failureReason?: string
  mode: 'sagemaker' | 'local'
  instanceType: string
  instanceCount: number
  startedAt?: string
  endedAt?: string
  durationSeconds?: number
  pricePerHour?: number
  /** instanceCount x (end - start), the billed instance time. */
  instanceSeconds?: number
  /** pricePerHour x instanceCount x hours, only when a price was given. */
  estimatedCost?: number
  /** Why the action stopped the job before its end, and how late the stop came after the verdict. */
  stoppedEarly?: {
    limit: string
    reason: string
    /** When the verdict became certain (ISO time), and what made it so. */
    decidedAt?: string
    decidedBy?: string
    /** When the stop was sent (ISO time). */
    stopSentAt?: string
    secondsAfterVerdict?: number
    /** USD of instance time between the verdict and the stop, when priced. */
    costAfterVerdict?: number
  }
}

/** Why a picture was chosen: a class not yet shown, a least confident detection, or a disagreement. */
export type PictureReason = 'class' | 'least confident' | 'disagrees'

/** One detection picture: its file, the object it shows and what is on it. */
export interface PictureItem {
  file: string
  key: string
  reason: PictureReason
  /** Detections drawn (those at or above the score threshold). */
  shown: number
  /** With ground truth: its boxes, and how the drawn detections met them. */
  groundTruth?: number
  matched?: number
  missed?: number
  falsePositives?: number
  /** How this object's prediction moved against the baseline, when it changed. */
  baseline?: Change
}

export interface PicturesInfo {
  rendered: number
  artifactName?: string
  artifactId?: number
  url?: string
  note?: string
  items?: PictureItem[]
  /** One image of numbered thumbnails of all pictures, uploaded on its own so a link opens it. */
  contactSheet?: { file: string; url?: string }
}

/** The commit a run evaluated (a pull request's head, not its merge commit). */
interface Revision {
  sha: string
  ref?: string
}

/**
 * A run that scored a sample of the inputs, not all of them: the verdict says "sample of N of M".
 * Absent when every input was scored.
 */
interface SampleInfo {
  /** Objects scored. */
  objects: number
  /** Objects in the whole input. */
  of: number
}

/** `rerun: failed`: what this run transformed, and what not re-running the rest saved. */
export interface RerunInfo extends SampleInfo {
  /** Estimated: this run's instance-seconds per transformed object x the objects not re-run. */
  savedInstanceSeconds?: number
  /** savedInstanceSeconds at `price-per-hour`, only when a price was given. */
  savedCost?: number
}

export interface RunSummary {
  schema: typeof SUMMARY_SCHEMA
  job: JobInfo
  /** The repository the run belongs to (owner/name; a fork's pull request: the base repository). */
  repository?: string
  revision?: Revision
  sample?: SampleInfo
  /** `rerun: failed`: the objects this run transformed (those without an output), of the whole input. */
  rerun?: RerunInfo
  cache?: CacheSummary
  /** The manifest of the inputs still without an output (the `failed-manifest` output). */
  failedManifest?: string
  data: { uri: string; type: S3DataType }
  outputPath: string
  format: {
    requested: OutputFormat
    kind: 'classification' | 'detection' | 'none'
    /** What `auto` chose, in words. */
    chosen: string
    framings: Partial<Record<Framing, number>>
    shapes: Record<string, number>
    labelMap?: string
  }
  objects: {
    total: number
    withOutput: number
    /** Of `withOutput`: outputs this job wrote. */
    written?: number
    /** Of `withOutput`: outputs `rerun: failed` kept from earlier runs (the inputs it did not re-run). */
    kept?: number
    /** Of `withOutput`: outputs placed from the cache. */
    reused?: number
    /** Of `failed`: inputs whose only `.out` at output-path an earlier run left (not counted). */
    leftByEarlierRun?: number
    failed: number
    unreadable: number
    orphanOutputs: number
    bytes: number
  }
  /** Predictions recognised and summarised. */
  records: number
  unrecognisedRecords: number
  failedObjects: string[]
  /** Why objects failed, identical errors grouped, with hints. */
  failures?: FailureGroup[]
  unreadableObjects: KeyProblem[]
  unrecognisedExamples: RecordProblem[]
  orphanOutputs: string[]
  classification?: ClassificationSummary
  detection?: DetectionSummary
  evaluation?: ClassificationEvaluation | DetectionEvaluation
  baseline?: BaselineComparison
  gates: GateResult[]
  pictures?: PicturesInfo
  /** SageMaker: each instance's CPU, GPU and memory from CloudWatch, the idle ones and one suggestion. */
  utilization?: UtilizationSummary
  notes: string[]
}

/** The figure the `accuracy` output and the min-accuracy gate use. */
export function accuracyOf(s: RunSummary): number | undefined {
  const e = s.evaluation
  if (!e) return undefined
  const v = e.kind === 'classification' ? e.top1Accuracy : e.map
  return v === null || Number.isNaN(v) ? undefined : v
}
