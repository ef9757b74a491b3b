// Where each output at output-path came from, so the report counts only this job's. SageMaker leaves
// the outputs of earlier runs in place; `rerun: failed` keeps, by design, those of the inputs it did
// not re-run.
import type { JobOutcome } from '../../job.js'
import { writtenByJob } from '../../contract/written-by-job.js'
import type { StoredObject } from '../../storage/store.js'

/** Written by this job; kept from an earlier run by `rerun: failed`; or left by an earlier run. */
type OutputOrigin = 'written' | 'kept' | 'earlier'

/** Tells the origin of a listed output (`key` relative to output-path; `name` its input's output name). */
export type OriginOf = (o: StoredObject, name: string) => OutputOrigin

/** The failure reason of an input whose only `.out` an earlier run left. */
export const LEFT_BY_EARLIER_RUN =
  'no output from this job (the `.out` at output-path was left by an earlier run)'

/**
 * The origin rule of one run. This job's outputs: in local mode the ones its engine wrote, on SageMaker
 * the ones S3 last modified at or after the job's CreationTime; with neither known, every output.
 * `rerun` names (output names) the inputs this run re-ran; the other inputs' outputs are kept, whenever
 * they were written.
 */
export function originsOf(outcome: JobOutcome, rerun?: { names: readonly string[] }): OriginOf {
  const written = outcome.outputsWritten
  const created = outcome.createdAt
  const own = (o: StoredObject): boolean =>
    written
      ? written.has(o.key)
      : !created || o.lastModified === undefined || writtenByJob(o.lastModified, created)
  const rerunNames = rerun ? new Set(rerun.names) : undefined
  // An input the job was not given is never its own, even where an output was put there (a cache's
  // placement) in the second the job was created.
  return (o, name) => (rerunNames && !rerunNames.has(name) ? 'kept' : own(o) ? 'written' : 'earlier')
}
