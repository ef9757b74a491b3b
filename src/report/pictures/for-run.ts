// The detection pictures of a run: drawn from what the analysis loaded (its classes, its input listing
// and its ground truth) and uploaded as a workflow artifact. A failure is a note, never the step's.
import path from 'node:path'
import { errorMessage } from '../../errors.js'
import type { Analysis } from '../../results/analysis/open-analysis.js'
import type { Change } from '../../results/baseline/baseline-comparison.js'
import type { PicturesInfo, RunSummary } from '../../results/summary/run-summary.js'
import type { Spec } from '../../spec.js'
import type { ObjectStore } from '../../storage/store.js'
import { markerKey } from '../escape.js'
import { artifactSuffix, workDir } from '../work-dir.js'

/** How each object's first prediction moved from the baseline's, as far as the summary lists them. */
function baselineChanges(s: RunSummary): Map<string, Change> {
  const out = new Map<string, Change>()
  for (const c of s.baseline?.changed.examples ?? []) if (c.record === 0) out.set(c.key, c.change)
  return out
}

export async function picturesForRun(
  spec: Spec,
  { summary: s, registry, inputs, groundTruth, counted, predictionsOf }: Analysis,
  outputs: ObjectStore,
  env: NodeJS.ProcessEnv
): Promise<PicturesInfo> {
  if (!inputs) return { rendered: 0, note: 'not rendered: the inputs could not be listed' }
  try {
    const dir = path.join(workDir(env, s.job.name), 'detections')
    const truth = groundTruth?.kind === 'detection' ? groundTruth : undefined
    const name = `detections-${markerKey(s.job.name)}${artifactSuffix(env)}`
    // Loaded only when pictures are drawn: image codecs and the artifact client are large.
    const { renderPictures, uploadPictures } = await import('./render-pictures.js')
    const rendered = await renderPictures({
      inputs,
      outputs,
      read: { format: spec.report.outputFormat, classes: registry },
      registry,
      threshold: spec.report.scoreThreshold,
      count: spec.report.detectionImages,
      dir,
      sheetName: `${name}-contact-sheet.png`,
      ...(truth ? { truth } : {}),
      counted,
      predictionsOf,
      changes: baselineChanges(s)
    })
    return await uploadPictures(name, rendered, dir, env)
  } catch (err) {
    return { rendered: 0, note: `not rendered: ${errorMessage(err)}` }
  }
}
