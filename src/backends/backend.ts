// One interface for running a transform, on SageMaker or on the runner. `main` picks the backend from
// `spec.control.mode` and never branches on the mode again.
import type { DataSpec, OutputSpec, Spec } from '../spec.js'

export type JobStatus = 'InProgress' | 'Completed' | 'Failed' | 'Stopping' | 'Stopped'

/** The model artifact as prepared by src/artifact (or given by the user). */
export interface PreparedModel {
  /** `s3://.../model.tar.gz` when the artifact is in S3 (always, in SageMaker mode with a model). */
  dataUrl?: string
  /** A local `model.tar.gz` (local mode may run without S3). */
  localArchive?: string
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
  /** Local mode: each input object that got no output, and why (the report groups them). */
  failures?: { key: string; reason: string }[]
  /** Where the `.out` files are (`output-path`). */
  outputPath: string
  startedAt?: Date
  endedAt?: Date
  /** `attach`: the job's own definition, which the report reads instead of the inputs. */
  definition?: JobDefinition
}

/** A job's input, output and instances as SageMaker holds them. */
export interface JobDefinition {
  data: DataSpec
  output: OutputSpec
  instanceType: string
  instanceCount: number
}

/** Called by a backend as facts become known, so outputs are set as early as possible. */
export interface RunEvents {
  modelReady?(info: { modelName: string; modelDataUrl?: string }): void
  jobCreated?(info: { jobName: string; jobArn?: string }): void
  /** `attach`: the existing job was found; it is not ours to stop. */
  jobAttached?(info: { jobName: string; jobArn?: string; modelName?: string; outputPath: string }): void
  status?(status: JobStatus, detail?: string): void
}

export interface TransformBackend<S extends Spec = Spec> {
  /**
   * Runs the whole transform described by `spec` with `model`. Resolves with the outcome (never
   * rejects for a job that Failed or was Stopped: that is the outcome). `signal` aborts on a workflow
   * cancel: the backend then stops its job before resolving.
   */
  run: (spec: S, model: PreparedModel, events: RunEvents, signal: AbortSignal) => Promise<JobOutcome>
}
