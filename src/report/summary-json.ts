// `_summary.json`, on the runner and beside the outputs, and the `baseline-pointer` that names a
// complete run's outputs for later pull requests.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from '../context.js'
import { errorMessage } from '../errors.js'
import { pointerTo } from '../results/baseline/baseline-source.js'
import { SUMMARY_OBJECT_KEY, type RunSummary } from '../results/summary/run-summary.js'
import { openParent, type S3ClientSource } from '../storage/resolve.js'
import type { ObjectStore } from '../storage/store.js'
import type { RunContext } from './github-context.js'
import { workDir } from './work-dir.js'

interface WrittenSummary {
  /** The file on the runner (the `summary-json` output). */
  file: string
  /** Whether it was written beside the outputs too (a pointer names complete runs only). */
  besideOutputs: boolean
}

export async function writeSummaryJson(
  s: RunSummary,
  env: NodeJS.ProcessEnv,
  outputs: ObjectStore,
  log: Logger
): Promise<WrittenSummary> {
  const json = `${JSON.stringify(s, null, 2)}\n`
  const file = path.join(workDir(env, s.job.name), SUMMARY_OBJECT_KEY)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, json)
  try {
    await outputs.put(SUMMARY_OBJECT_KEY, json, 'application/json')
    return { file, besideOutputs: true }
  } catch (err) {
    log.warning(`Could not write ${SUMMARY_OBJECT_KEY} beside the outputs: ${errorMessage(err)}`)
    return { file, besideOutputs: false }
  }
}

interface PointerWrite {
  /** `baseline-pointer` */
  uri: string
  /** Whether the summary JSON was written beside the outputs (a pointer names complete runs only). */
  complete: boolean
  run: RunContext
  now: number
  s3: S3ClientSource
  log: Logger
}

/**
 * Points `baseline-pointer` at this run's outputs, only once they are complete (the job completed and
 * its `_summary.json` is beside them): a pull request reading the pointer then never sees a half-written
 * or mixed folder. Each run should write to its own output-path.
 */
export async function writeBaselinePointer(s: RunSummary, write: PointerWrite): Promise<void> {
  const { uri, complete, run, now, s3, log } = write
  if (!complete || s.job.status !== 'Completed' || s.format.kind === 'none') {
    log.warning(`baseline-pointer: ${uri} left as it was: this run's outputs are not complete.`)
    return
  }
  const pointer = pointerTo(s, new Date(now).toISOString(), run.runUrl)
  try {
    const { store, key } = openParent(uri, s3, 'baseline-pointer')
    await store.put(key, `${JSON.stringify(pointer, null, 2)}\n`, 'application/json')
    log.info(`baseline-pointer: ${uri} now names ${s.outputPath}`)
  } catch (err) {
    log.warning(`baseline-pointer: could not write ${uri}: ${errorMessage(err)}`)
  }
}
