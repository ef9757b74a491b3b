// `_evaluation.json`: the evaluation in SageMaker's model-quality schema (results/evaluation/model-quality.ts),
// on the runner (the `evaluation-json` output) and beside the outputs, where a model package's
// ModelQuality.Statistics points. Its sha256 is that statistics entry's ContentDigest.
import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from '../context.js'
import { errorMessage } from '../errors.js'
import { EVALUATION_OBJECT_KEY, modelQuality } from '../results/evaluation/model-quality.js'
import type { RunSummary } from '../results/summary/run-summary.js'
import type { ObjectStore } from '../storage/store.js'
import { workDir } from './work-dir.js'

export interface WrittenEvaluation {
  /** The file on the runner. */
  file: string
  /** Beside the outputs, when it could be written there. */
  uri?: string
  /** sha256 of its bytes, hex. */
  sha256: string
}

/** Writes the evaluation when there is one; undefined when nothing was evaluated. */
export async function writeEvaluationJson(
  s: RunSummary,
  env: NodeJS.ProcessEnv,
  outputs: ObjectStore,
  at: { now: number; log: Logger }
): Promise<WrittenEvaluation | undefined> {
  // The job's end, not the clock: a retried step writes the same bytes, so a registered digest holds.
  const evaluatedAt = s.job.endedAt ?? new Date(at.now).toISOString()
  const quality = s.evaluation && modelQuality(s.evaluation, evaluatedAt)
  if (!quality) return undefined
  const bytes = Buffer.from(`${JSON.stringify(quality, null, 2)}\n`)
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const file = path.join(workDir(env, s.job.name), EVALUATION_OBJECT_KEY)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, bytes)
  try {
    await outputs.put(EVALUATION_OBJECT_KEY, bytes, 'application/json')
    return { file, uri: outputs.uriOf(EVALUATION_OBJECT_KEY), sha256 }
  } catch (err) {
    at.log.warning(`Could not write ${EVALUATION_OBJECT_KEY} beside the outputs: ${errorMessage(err)}`)
    return { file, sha256 }
  }
}
