// The part of `_summary.json` a publish step reads, field by field: what the pull-request comment shows
// and what the gates measure. Everything else in the file (pictures, utilization, the cache, the job
// summary's lists, the gates the run decided for itself) is left behind: a summary from another run is
// untrusted data, and what is not checked is not shown.
import type { ClassificationEvaluation } from '../../results/evaluation/classification-accuracy.js'
import type { DetectionEvaluation } from '../../results/evaluation/detection-quality.js'
import {
  arrayOf,
  byKind,
  int,
  num,
  object,
  oneOf,
  optional,
  pattern,
  shareOrNaN,
  shareOrNull,
  str,
  type Check
} from './schema.js'

/** A commit id: SHA-1, or SHA-256 in repositories that use it. */
export const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/
/** `owner/name` as GitHub spells them. */
export const REPOSITORY = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/

const LIST = 10_000
const CLASSES = 100_000

const classificationEvaluation = object({
  kind: oneOf('classification'),
  source: str(),
  groundTruthLines: int(),
  evaluated: int(),
  missing: int(),
  notAnInput: int(),
  top1Correct: int(),
  top5Correct: int(),
  top1Accuracy: shareOrNaN(),
  top5Accuracy: shareOrNaN(),
  perClass: arrayOf(
    object({
      index: optional(int()),
      label: str(),
      support: int(),
      correct: int(),
      recall: shareOrNaN()
    }),
    CLASSES
  )
})

const detectionEvaluation = object({
  kind: oneOf('detection'),
  source: str(),
  groundTruthLines: int(),
  iouThreshold: num(0, 1),
  scoreThreshold: num(0, 1),
  evaluated: int(),
  missing: int(),
  notAnInput: int(),
  precision: shareOrNull(),
  recall: shareOrNull(),
  map: shareOrNull(),
  perClass: arrayOf(
    object({
      index: optional(int()),
      label: str(),
      groundTruth: int(),
      detections: int(),
      truePositives: int(),
      falsePositives: int(),
      precision: shareOrNull(),
      recall: shareOrNull(),
      ap: shareOrNull()
    }),
    CLASSES
  )
})

const evaluation: Check<ClassificationEvaluation | DetectionEvaluation> = byKind<
  ClassificationEvaluation | DetectionEvaluation
>({ classification: classificationEvaluation, detection: detectionEvaluation })

const baseline = object({
  path: str(),
  kind: oneOf('classification', 'detection'),
  baselineObjects: int(),
  baselineRecords: int(),
  compared: int(),
  agreed: int(),
  agreement: shareOrNaN(),
  onlyInBaseline: int(),
  onlyInCurrent: int(),
  classDeltas: arrayOf(
    object({ index: optional(int()), label: str(), before: int(), after: int(), delta: num() }),
    CLASSES
  ),
  changed: object({
    count: int(),
    examples: arrayOf(
      object({
        key: str(),
        record: int(),
        before: str(),
        after: str(),
        beforeConfidence: shareOrNull(),
        afterConfidence: shareOrNull(),
        change: oneOf('broken', 'fixed', 'still-wrong', 'unknown'),
        truth: optional(str())
      }),
      LIST
    )
  }),
  paired: optional(
    object({
      evaluated: int(),
      bothRight: int(),
      bothWrong: int(),
      broken: int(),
      fixed: int(),
      p: num(0, 1)
    })
  ),
  figures: optional(object({ source: oneOf('summary', 'recomputed'), note: optional(str()), evaluation })),
  run: optional(
    object({
      job: optional(str()),
      commit: optional(str()),
      ref: optional(str()),
      runUrl: optional(str()),
      writtenAt: optional(str()),
      pointer: optional(str())
    })
  )
})

const part = object({ objects: int(), of: int() })

/** What is read of a `_summary.json` (schema sagemaker-batch-transform/summary@1). */
export const reportedSummary = object({
  schema: oneOf('sagemaker-batch-transform/summary@1'),
  repository: pattern(REPOSITORY, 'a repository as owner/name'),
  revision: object({ sha: pattern(COMMIT, 'a commit id (40 hexadecimal digits)'), ref: optional(str(1000)) }),
  job: object({
    name: str(1000),
    status: oneOf('InProgress', 'Completed', 'Failed', 'Stopping', 'Stopped'),
    mode: oneOf('sagemaker', 'local'),
    instanceType: str(100),
    instanceCount: int(),
    failureReason: optional(str()),
    durationSeconds: optional(num(0))
  }),
  sample: optional(part),
  rerun: optional(part),
  format: object({ kind: oneOf('classification', 'detection', 'none') }),
  objects: object({
    total: int(),
    withOutput: int(),
    written: optional(int()),
    kept: optional(int()),
    reused: optional(int()),
    leftByEarlierRun: optional(int()),
    failed: int(),
    unreadable: int(),
    orphanOutputs: int(),
    bytes: int()
  }),
  records: int(),
  unrecognisedRecords: int(),
  failures: optional(
    arrayOf(
      object({ reason: str(), count: int(), examples: arrayOf(str(), LIST), hint: optional(str()) }),
      LIST
    )
  ),
  evaluation: optional(evaluation),
  baseline: optional(baseline),
  notes: arrayOf(str(), LIST)
})
