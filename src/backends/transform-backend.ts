// One interface for running a transform, on SageMaker or on the runner. src/run/transform.ts picks the
// backend by `spec.control.mode`; the other stages ask the mode only where the service itself differs
// (S3-only outputs, the post step's state for a job that bills).
import type { JobOutcome, PreparedModel, RunEvents } from '../job.js'
import type { Spec } from '../spec.js'

export interface TransformBackend<S extends Spec = Spec> {
  /**
   * Runs the whole transform described by `spec` with `model`. Resolves with the outcome (never
   * rejects for a job that Failed or was Stopped: that is the outcome). `signal` aborts on a workflow
   * cancel: the backend then stops its job before resolving.
   */
  run: (spec: S, model: PreparedModel, events: RunEvents, signal: AbortSignal) => Promise<JobOutcome>
}
