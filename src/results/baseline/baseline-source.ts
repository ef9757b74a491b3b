// Where a baseline's predictions are, and who made them. `baseline` names either an output folder or a
// small JSON pointer file (written by a main-branch run with `baseline-pointer`) that names the output
// folder of one complete run. Each main-branch run writes to its own folder and the pointer is replaced
// only after that run's outputs and `_summary.json` are complete, so a pull request never reads a mix
// of old and new `.out` files. A `_summary.json` can be given too: it names its own output path.
import { UserError, errorMessage } from '../../errors.js'
import { openFolder, readWholeFile, type S3ClientSource } from '../../storage/resolve.js'
import { readAll, type ObjectStore } from '../../storage/store.js'
import type { BaselineRun } from './baseline-comparison.js'
import { SUMMARY_OBJECT_KEY, SUMMARY_SCHEMA, type RunSummary } from '../summary/run-summary.js'

const POINTER_SCHEMA = 'sagemaker-batch-transform/baseline-pointer@1'

interface BaselinePointer {
  schema: typeof POINTER_SCHEMA
  /** The complete run's output folder. */
  outputPath: string
  job: string
  commit?: string
  ref?: string
  runUrl?: string
  writtenAt: string
  objects: number
  records: number
}

export interface BaselineSource {
  folder: string
  store: ObjectStore
  run: BaselineRun
  /** The baseline run's `_summary.json`, when it has one. */
  summary?: RunSummary
  /** Inconsistencies found between the pointer, the summary and the folder. */
  problems: string[]
}

function isSummary(x: unknown): x is RunSummary {
  const s = x as RunSummary
  return s?.schema === SUMMARY_SCHEMA && typeof s.outputPath === 'string' && typeof s.job?.name === 'string'
}

function isPointer(x: unknown): x is BaselinePointer {
  const p = x as BaselinePointer
  return p?.schema === POINTER_SCHEMA && typeof p.outputPath === 'string' && p.outputPath !== ''
}

/** The `_summary.json` a folder of outputs holds, when it holds one of this action's. */
export async function readSummary(store: ObjectStore): Promise<RunSummary | undefined> {
  if ((await store.head(SUMMARY_OBJECT_KEY)) === undefined) return undefined
  try {
    const parsed: unknown = JSON.parse((await readAll(await store.get(SUMMARY_OBJECT_KEY))).toString('utf8'))
    return isSummary(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

/** Opens the baseline a `baseline` input names: a folder, a pointer file or a `_summary.json`. */
export async function openBaseline(uri: string, s3: S3ClientSource): Promise<BaselineSource> {
  let folder = uri
  let run: BaselineRun = {}
  let named: RunSummary | undefined
  if (/\.json$/i.test(uri)) {
    let parsed: unknown
    try {
      parsed = JSON.parse((await readWholeFile(uri, s3, 'baseline')).toString('utf8'))
    } catch (err) {
      throw new UserError(
        `baseline: ${uri} could not be read as a pointer (${errorMessage(err)}). ` +
          "Give an earlier run's output path, the pointer file its baseline-pointer wrote, or its _summary.json."
      )
    }
    if (isPointer(parsed)) {
      folder = parsed.outputPath
      run = {
        job: parsed.job,
        pointer: uri,
        writtenAt: parsed.writtenAt,
        ...(parsed.commit ? { commit: parsed.commit } : {}),
        ...(parsed.ref ? { ref: parsed.ref } : {}),
        ...(parsed.runUrl ? { runUrl: parsed.runUrl } : {})
      }
    } else if (isSummary(parsed)) {
      folder = parsed.outputPath
      named = parsed
      run = { job: parsed.job.name, pointer: uri }
    } else {
      throw new UserError(
        `baseline: ${uri} is JSON but neither a baseline pointer (${POINTER_SCHEMA}) nor a run's _summary.json. ` +
          "Give an earlier run's output path, or the pointer file its baseline-pointer wrote."
      )
    }
  }
  const store = openFolder(folder, s3, 'baseline')
  const summary = named ?? (await readSummary(store))
  const problems: string[] = []
  if (summary) {
    run = {
      job: summary.job.name,
      ...(summary.revision?.sha ? { commit: summary.revision.sha } : {}),
      ...(summary.revision?.ref ? { ref: summary.revision.ref } : {}),
      ...run
    }
    if (run.job !== summary.job.name) {
      problems.push(
        `the pointer names job ${run.job} but ${SUMMARY_OBJECT_KEY} in ${folder} is from job ${summary.job.name}`
      )
    }
  }
  return { folder, store, run, ...(summary ? { summary } : {}), problems }
}

/** The pointer a completed run leaves for later runs to find its outputs. */
export function pointerTo(s: RunSummary, writtenAt: string, runUrl?: string): BaselinePointer {
  return {
    schema: POINTER_SCHEMA,
    outputPath: s.outputPath,
    job: s.job.name,
    ...(s.revision?.sha ? { commit: s.revision.sha } : {}),
    ...(s.revision?.ref ? { ref: s.revision.ref } : {}),
    ...(runUrl ? { runUrl } : {}),
    writtenAt,
    objects: s.objects.withOutput,
    records: s.records
  }
}
