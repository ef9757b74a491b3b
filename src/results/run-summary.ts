// The whole picture of one run, as written to `<output-path>/_summary.json` and rendered into the job
// summary and the PR comment.
import type { JobStatus } from '../backend.js'
import type { OutputFormat, S3DataType } from '../spec.js'
import type { BaselineComparison } from './baseline.js'
import type { KeyProblem, RecordProblem } from './collect.js'
import type { ClassificationEvaluation } from './evaluate-classification.js'
import type { DetectionEvaluation } from './evaluate-detection.js'
import type { GateResult } from './gates.js'
import type { Framing } from './read-object.js'
import type { ClassificationSummary, DetectionSummary } from './summarize.js'

export const SUMMARY_SCHEMA = 'sagemaker-batch-transform/summary@1'

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
  /** pricePerHour x instanceCount x hours, only when a price was given. */
  estimatedCost?: number
}

export interface PicturesInfo {
  rendered: number
  artifactName?: string
  artifactId?: number
  url?: string
  note?: string
}

export interface RunSummary {
  schema: typeof SUMMARY_SCHEMA
  job: JobInfo
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
    failed: number
    unreadable: number
    orphanOutputs: number
    bytes: number
  }
  /** Predictions recognised and summarised. */
  records: number
  unrecognisedRecords: number
  failedObjects: string[]
  unreadableObjects: KeyProblem[]
  unrecognisedExamples: RecordProblem[]
  orphanOutputs: string[]
  classification?: ClassificationSummary
  detection?: DetectionSummary
  evaluation?: ClassificationEvaluation | DetectionEvaluation
  baseline?: BaselineComparison
  gates: GateResult[]
  pictures?: PicturesInfo
  notes: string[]
}

/** The figure the `accuracy` output and the min-accuracy gate use. */
export function accuracyOf(s: RunSummary): number | undefined {
  const e = s.evaluation
  if (!e) return undefined
  const v = e.kind === 'classification' ? e.top1Accuracy : e.map
  return v === null || Number.isNaN(v) ? undefined : v
}
