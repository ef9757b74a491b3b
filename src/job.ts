// The job as every stage sees it: its status, its outcome, the definition an attached job brings and the
// model it runs. Plain types at the bottom of the layers, so inputs, artifact, results and report read
// them without importing the backends.
import type { BatchStrategy, DataSpec, OutputSpec } from './spec.js'

export type JobStatus = 'InProgress' | 'Completed' | 'Failed' | 'Stopping' | 'Stopped'

/** The model artifact as prepared by src/artifact (or given by the user). */
export interface PreparedModel {
  /** `s3://.../model.tar.gz` when the artifact is in S3 (always, in SageMaker mode with a model). */
  dataUrl?: string
  /** A local `model.tar.gz` (local mode may run without S3). */
  localArchive?: string
  /** Local mode: a model folder the server reads in place (nothing to unpack). */
  localDir?: string
  /** sha256 of the archive's bytes, hex; undefined for `model-data-url` / `model-name`. */
  sha256?: string
  framework?: 'tensorflow' | 'pytorch'
  /** The handler file inside the artifact's `code/` (e.g. `inference.py`), when it has one. */
  entryPoint?: string
}

/** Everything known about a job once it has ended (or once `wait: false` returned). */
export interface JobOutcome {
  jobName: string
  jobArn?: string
  modelName?: string
  status: JobStatus
  failureReason?: string
  /** Each input object that got no output, and why (the report groups them); SageMaker: from its data-log. */
  failures?: { key: string; uri?: string; reason: string }[]
  /** The reason given to failed inputs that `failures` does not name (SageMaker: none in its data-log). */
  unexplained?: string
  /**
   * SageMaker: once the results are counted (`failed` inputs without an output), waits a bounded time
   * for the reasons still on their way, then sets `failures`, `unexplained` and `failureReason` for good.
   */
  settleFailures?: (failed: number) => Promise<void>
  /** Where the `.out` files are (`output-path`). */
  outputPath: string
  startedAt?: Date
  endedAt?: Date
  /**
   * SageMaker: the job's CreationTime, from DescribeTransformJob (AWS's clock). An output at output-path
   * last modified before it was left by an earlier run (contract/written-by-job.ts).
   */
  createdAt?: Date
  /**
   * Local mode: the device the model server said it ran on (`gpu NVIDIA A10G`, `cpu x86-64-v3`), when
   * it says; the cache keeps the outputs under it.
   */
  ranOn?: string
  /** Local mode: the output keys (relative to output-path) this run wrote. */
  outputsWritten?: ReadonlySet<string>
  /** `attach`: the job's own definition, which the report reads instead of the inputs. */
  definition?: JobDefinition
  /** USD per instance-hour found by `price-per-hour: auto`. */
  pricePerHour?: number
  /** Why the action stopped the job before its end, when it did, and how late. */
  stoppedEarly?: StopOrder & StopTiming
  /** SageMaker: each instance's CloudWatch utilization, read once the job ended, beside its outputs. */
  utilizationRead?: Promise<UtilizationReading | undefined>
}

/** The per-instance metrics SageMaker records for a transform job. */
export const UTILIZATION_METRICS = [
  'CPUUtilization',
  'MemoryUtilization',
  'GPUUtilization',
  'GPUMemoryUtilization'
] as const
export type UtilizationMetric = (typeof UTILIZATION_METRICS)[number]

/** One metric of one instance over the job, in CloudWatch's units (percent, summed over CPUs or GPUs). */
export interface MetricFigures {
  /** Mean of the one-minute averages. */
  mean: number
  /** The largest one-minute average. */
  peak: number
  points: number
}

/** One instance's metrics, by the `<instance id>` of its `Host` dimension (`<job>/<instance id>`). */
export interface InstanceReading {
  instance: string
  metrics: Partial<Record<UtilizationMetric, MetricFigures>>
}

/** What CloudWatch held for the job's instances when it was read. */
export interface UtilizationReading {
  instances: InstanceReading[]
  /** Points of the job's last minutes (or of some instances) had not arrived when the wait ended. */
  incomplete?: boolean
  /** How long the reading waited for late points past the job's end, and the bound it had. */
  waitedSeconds: number
  boundSeconds: number
  /** Why nothing could be read (no permission, an error): one sentence. */
  note?: string
}

/** What a backend knows of a running job at one look, for the decision to stop it early. */
export interface RunSoFar {
  /** Since the job (or the local run) started. */
  elapsedMs: number
  /** When this look was made (epoch ms). */
  lookedAt?: number
  /** Inputs seen to fail so far; undefined when nothing tells. */
  failed?: number
  /**
   * When the `n`th failed input (1-based, in the order they failed) was logged (epoch ms), when known:
   * the moment a max-failed-objects verdict became certain.
   */
  failedAt?: (n: number) => number | undefined
  /** The moment (epoch ms) `failed` stands for: lines reach the log seconds after they are written. */
  failedAsOf?: number
  /** Outputs landed, and the inputs in all when known. */
  landed?: number
  expected?: number
  /** Once a tenth of the inputs are finished (an output landed, or it failed): enough to trust the pace. */
  paceTrusted?: boolean
  /**
   * USD of instance time so far and, once the pace is known, at the end, and what a millisecond costs
   * now (all instances); undefined when not priced.
   */
  cost?: { soFar: number; atEnd?: number; perMs?: number }
  /** The time left at the pace so far, when known. */
  leftMs?: number
  /** Local mode: the time is the runner's, which no price applies to. */
  runner?: boolean
}

/** A decision to stop a running job: the limit that decided and the sentence that says why. */
export interface StopOrder {
  limit: 'max-failed-objects' | 'min-accuracy' | 'min-agreement' | 'max-cost'
  reason: string
  /**
   * When the verdict became certain (epoch ms), as read: the deciding data-log line's time, the moment
   * the budget was spent, or the poll that read the deciding output.
   */
  decidedAt?: number
  /** What made it certain, e.g. `the data-log line of the 21st failed input`. */
  decidedBy?: string
}

/** How late a stop came: set by the backend that sent it. */
export interface StopTiming {
  /** When the stop was sent (epoch ms). */
  sentAt?: number
  /** USD of instance time between the verdict and the stop, when priced. */
  costAfterVerdict?: number
}

/** When a limit may next be decided, at the rates seen so far (`RunEvents.nextLook`). */
export interface NextLook {
  /**
   * Milliseconds from now at which a read may decide a limit (0: one is close, read as soon as the
   * schedule allows); undefined when nothing armed is moving towards a verdict.
   */
  readInMs?: number
  /**
   * A gate is armed whose count has not moved yet, early in the job (its first failures may still be on
   * their way to the log): read on the schedule used while nothing is known, not the far one.
   */
  blind?: boolean
  /** Milliseconds from now at which max-cost is spent: the stop is due then, without a read. */
  budgetInMs?: number
}

/** A job's input, output and instances as SageMaker holds them. */
export interface JobDefinition {
  data: DataSpec
  output: OutputSpec
  instanceType: string
  instanceCount: number
  /** How the job sends its records, its environment and filters (what the cache's identity reads). */
  batch?: {
    strategy?: BatchStrategy
    maxPayloadMB?: number
    env: Record<string, string>
    inputFilter?: string
    outputFilter?: string
  }
}

/** A running job, as a poll sees it. */
export interface RunningJob {
  jobName: string
  outputPath: string
  /** The job's CreationTime (the service's clock). */
  createdAt?: Date
  /** `attach`: the job's own definition. */
  definition?: JobDefinition
  /** Local mode: the output keys this run wrote so far (its outputs are these, whatever their times). */
  outputsWritten?: ReadonlySet<string>
}

/** This job's outputs at output-path at one poll; `expected` is the number of inputs, when known. */
export interface OutputCount {
  landed: number
  expected?: number
}

/** Called by a backend as facts become known, so outputs are set as early as possible. */
export interface RunEvents {
  modelReady?(info: { modelName: string; modelDataUrl?: string }): void
  jobCreated?(info: { jobName: string; jobArn?: string }): void
  /** `attach`: the existing job was found; it is not ours to stop. */
  jobAttached?(info: { jobName: string; jobArn?: string; modelName?: string; outputPath: string }): void
  status?(status: JobStatus, detail?: string): void
  /**
   * Once a poll while the job runs: counts this job's outputs so far (and starts reading them), or
   * undefined when they cannot be counted.
   */
  outputs?(job: RunningJob): Promise<OutputCount | undefined>
  /**
   * Once a look while the job runs (after `outputs`): an order to stop it now, or undefined. Absent
   * when nothing could decide to stop (no gates, no budget, or `stop-early: false`).
   */
  steer?(now: RunSoFar): StopOrder | undefined
  /**
   * After each `steer`, with the same facts: when the next read may decide a limit, and when max-cost
   * is spent, so that the wait looks then instead of on its own schedule. Absent with `steer`.
   */
  nextLook?(now: RunSoFar): NextLook
}

/**
 * The failed inputs a running job has named so far (SageMaker: the job's data-log, read at each poll).
 * An input that failed several times counts once, with its latest reason.
 */
export interface FailuresSoFar {
  /** Inputs seen failed so far. */
  readonly count: number
  /** Failed inputs by reason label (`413`, `500`, `timeout`, ...), most frequent first. */
  byLabel(): Array<{ label: string; count: number }>
  /** Failed inputs by full reason, most frequent first, each with the first key (in key order). */
  byReason(): Array<{ reason: string; count: number; example: string }>
  /** The reason an input (its S3 key, verbatim) failed with, or undefined when none is known. */
  reasonOf(key: string): string | undefined
  /** Every failed input with its reason, in key order. */
  entries(): Array<{ key: string; reason: string }>
}
