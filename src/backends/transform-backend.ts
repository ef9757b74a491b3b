// One interface for running a transform, on SageMaker or on the runner. src/run/transform.ts picks the
// backend by `spec.control.mode`; the other stages ask the mode only where the service itself differs
// (S3-only outputs, the post step's state for a job that bills).
import type { ListedInputs } from '../listing/listed-inputs.js'
import type { JobOutcome, PreparedModel, RunEvents } from '../job.js'
import type { RunSpec, SageMakerRunSpec } from '../spec.js'

/** A job as stage 3 planned it: what it runs, and its input as listed there (a backend lists nothing). */
export interface PlannedJob<S extends RunSpec = RunSpec> {
  spec: S
  /** `spec.data` as listed once: the whole input, or the part (rerun, sample, cache) narrowed from it. */
  inputs: ListedInputs
}

/** `attach`: a job made elsewhere, whose input is its own (listed once it is described, by the run). */
export interface AttachedJob {
  spec: SageMakerRunSpec
  attach: string
}

export interface TransformBackend<J = PlannedJob | AttachedJob> {
  /**
   * Runs the whole transform `job` describes with `model`. Resolves with the outcome (never rejects for
   * a job that Failed or was Stopped: that is the outcome). `signal` aborts on a workflow cancel: the
   * backend then stops its job before resolving.
   */
  run: (job: J, model: PreparedModel, events: RunEvents, signal: AbortSignal) => Promise<JobOutcome>
}
