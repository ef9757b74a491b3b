// Which outputs at output-path a transform job wrote. SageMaker uploads an object's `.out` when that
// object is done and leaves whatever an earlier run put at the same path, so an output is this job's
// only when S3 last modified it at or after the job's CreationTime. Both times come from AWS's clock
// (S3's LastModified, DescribeTransformJob's CreationTime), never from the runner's.

const SECOND_MS = 1000

/**
 * Whether an output last modified at `lastModified` was written by the job created at
 * `jobCreationTime`. S3 gives LastModified in whole seconds and SageMaker gives CreationTime to the
 * millisecond, so the creation time is compared at S3's precision: an output written in the second
 * the job was created counts as the job's.
 */
export function writtenByJob(lastModified: Date, jobCreationTime: Date): boolean {
  const created = Math.floor(jobCreationTime.getTime() / SECOND_MS) * SECOND_MS
  return lastModified.getTime() >= created
}
