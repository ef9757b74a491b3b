// What the last run at an output-path counted as failed: the inputs its failed-manifest lists (named in
// its `_summary.json`). `rerun: failed` runs those too: an input whose only `.out` an earlier run left
// has an output there, but the last report did not count it.
import { readManifest } from '../../listing/manifest.js'
import type { OutputFolder, S3ClientSource } from '../../storage/resolve.js'
import { readSummary } from '../baseline/baseline-source.js'

/** The input names the last run's failed-manifest lists; none when it wrote none (or it is unreadable). */
export async function failedInLastRun(outputs: OutputFolder, s3: S3ClientSource): Promise<string[]> {
  const summary = await readSummary(outputs.store).catch(() => undefined)
  if (!summary?.failedManifest) return []
  return readManifest(summary.failedManifest, s3).then(
    m => m.entries,
    () => []
  )
}
