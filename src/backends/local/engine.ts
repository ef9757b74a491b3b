// The local data plane as an engine, independent of how the model server was started: given where the
// inputs are, where outputs go and the server's URL, it runs the transform as SageMaker's data plane
// does and reports what happened. Memory stays bounded by payload x concurrency, whatever the file sizes.
import { sleep as defaultSleep, type Sleep } from '../../sleep.js'
import type {
  AssembleWith,
  BatchStrategy,
  CompressionType,
  JoinSource,
  JsonPath,
  SplitType
} from '../../spec.js'
import type { ObjectStore } from '../../storage/store.js'
import { compareKeys } from '../../storage/uri.js'
import { clipReason, failedObjectsReason } from '../../contract/object-failures.js'
import { type FileContext, type FileResult, transformFile } from './file-transform.js'
import { Invoker, RunScopes, shareSignal } from './invoker.js'
import { createDataProcessing, csvSliceNote, type DataProcessing } from './processing/data-processing.js'
import { Progress } from './progress.js'
import { Budget, Semaphore } from './semaphore.js'
import {
  type EffectiveSettings,
  parseExecutionParameters,
  payloadBytes,
  resolveSettings
} from './settings.js'
import type { InputListing, InputObject } from '../../listing/listing.js'

export interface DataPlaneOptions {
  /** The input objects and their output names (contract/listing.ts). */
  input: InputListing
  output: { store: ObjectStore; prefix: string }
  /** The model server's base URL. */
  endpoint: string
  contentType?: string
  compression?: CompressionType
  splitType?: SplitType
  /** Undefined: ask GET /execution-parameters, else MultiRecord. */
  strategy?: BatchStrategy
  /** Undefined: ask the container, else 6. 0 lifts the limit. */
  maxPayloadMB?: number
  /** Undefined or 0: ask the container, else `fallbackMaxConcurrent`, else 1 (SageMaker's default). */
  maxConcurrent?: number
  fallbackMaxConcurrent?: { value: number; source: string }
  accept?: string
  assembleWith?: AssembleWith
  inputFilter?: JsonPath
  outputFilter?: JsonPath
  joinSource?: JoinSource
  /** Per request (default 600, SageMaker's). Fractions are allowed. */
  invocationTimeoutSeconds?: number
  /** Further attempts after a failed request (default 3, the API reference's). */
  invocationRetries?: number
  signal?: AbortSignal
  /** Progress and settings lines (default: the action log). */
  log?: (line: string) => void
  progressIntervalMs?: number
  now?: () => number
  /** Waits between retries. */
  sleep?: Sleep
  /** Told each output key (relative to the output prefix) once its `.out` is written whole. */
  onWritten?: (outputKey: string) => void
  /** Told each object that failed, as it fails. */
  onFailed?: (failed: FailedObject) => void
}

interface FailedObject {
  key: string
  uri: string
  reason: string
}

interface DataPlaneResult {
  status: 'Completed' | 'Failed' | 'Stopped'
  failureReason?: string
  /** Objects whose `.out` was written. */
  objects: number
  failed: FailedObject[]
  /** Records answered and written. */
  records: number
  settings: EffectiveSettings
}

/** Runs the transform. Rejects only for a configuration error (a UserError); data problems fail the job. */
export async function runDataPlane(opts: DataPlaneOptions): Promise<DataPlaneResult> {
  const splitType = opts.splitType ?? 'None'
  const processingOptions = {
    contentType: opts.contentType,
    accept: opts.accept,
    inputFilter: opts.inputFilter,
    outputFilter: opts.outputFilter,
    joinSource: opts.joinSource,
    splitType
  }
  const processing = createDataProcessing(processingOptions)
  const log = opts.log ?? (() => undefined)
  const sliceNote = csvSliceNote(processingOptions)
  if (sliceNote) log(sliceNote)
  const signal = shareSignal(opts.signal ?? new AbortController().signal)
  const sleep = opts.sleep ?? defaultSleep
  const settings = await effectiveSettings(opts, sleep)
  log(describeSettings(settings, splitType))
  const ctx = fileContext({ opts, settings, splitType, processing, signal, sleep, log })
  const tally = await transformAll({
    input: opts.input,
    ctx,
    slots: settings.maxConcurrent,
    onWritten: opts.onWritten,
    onFailed: opts.onFailed
  })
  ctx.progress.finish()
  ctx.invoker.close()
  return resultOf(tally, opts.input, settings, signal.aborted)
}

/** The run's settings: the job's, else what GET /execution-parameters offers, else the defaults. */
async function effectiveSettings(
  opts: DataPlaneOptions,
  sleep: (ms: number) => Promise<void>
): Promise<EffectiveSettings> {
  const probe = new Invoker({ endpoint: opts.endpoint, timeoutMs: 2000, retries: 0, maxSockets: 1, sleep })
  const exec = parseExecutionParameters(await probe.executionParameters().catch(() => undefined))
  probe.close()
  return resolveSettings(
    {
      maxConcurrent: opts.maxConcurrent,
      maxPayloadMB: opts.maxPayloadMB,
      strategy: opts.strategy,
      fallbackMaxConcurrent: opts.fallbackMaxConcurrent
    },
    exec
  )
}

interface FileContextOptions {
  opts: DataPlaneOptions
  settings: EffectiveSettings
  splitType: SplitType
  processing: DataProcessing | undefined
  signal: AbortSignal
  sleep: (ms: number) => Promise<void>
  log: (line: string) => void
}

/** What every file of the run shares: the invoker, the permits, the progress and the settings. */
function fileContext(c: FileContextOptions): FileContext {
  const { opts, settings } = c
  const invoker = new Invoker({
    endpoint: opts.endpoint,
    contentType: opts.contentType,
    accept: opts.accept,
    timeoutMs: Math.max(1, Math.round((opts.invocationTimeoutSeconds ?? 600) * 1000)),
    retries: opts.invocationRetries ?? 3,
    maxSockets: settings.maxConcurrent,
    // MaxPayloadInMB 0: SageMaker streams the payload with chunked transfer encoding.
    chunked: settings.maxPayloadMB === 0,
    sleep: c.sleep
  })
  const now = opts.now ?? Date.now
  return {
    invoker,
    inflight: new Semaphore(settings.maxConcurrent),
    // Answers are written in order, so a slow request holds back later ones: a wide window lets the
    // others go on; bytes keep it within a small multiple of payload x concurrency.
    window: new Budget(
      2 * settings.maxConcurrent * payloadBytes(settings.maxPayloadMB),
      16 * settings.maxConcurrent
    ),
    progress: new Progress({
      log: c.log,
      now,
      intervalMs: opts.progressIntervalMs ?? 15000,
      ...(opts.input.count !== undefined ? { total: opts.input.count } : {})
    }),
    output: opts.output,
    splitType: c.splitType,
    strategy: settings.strategy,
    compression: opts.compression ?? 'None',
    assembleWith: opts.assembleWith ?? 'None',
    accept: opts.accept,
    maxPayloadBytes: payloadBytes(settings.maxPayloadMB),
    processing: c.processing,
    signal: c.signal,
    scopes: new RunScopes(c.signal),
    log: c.log
  }
}

/** What the files came to. */
interface Tally {
  total: number
  /** Objects whose `.out` was written. */
  objects: number
  records: number
  failed: FailedObject[]
  stopped: boolean
  inputProblem?: string
}

/** Every listed object through transformFile, several side by side. */
async function transformAll(o: {
  input: InputListing
  ctx: FileContext
  /** Requests in flight at most (MaxConcurrentTransforms). */
  slots: number
  onWritten: ((outputKey: string) => void) | undefined
  onFailed: ((failed: FailedObject) => void) | undefined
}): Promise<Tally> {
  const { input, ctx, onWritten, onFailed } = o
  const { progress } = ctx
  // Files run side by side so small files still fill every request slot; one more than the slots keeps
  // the next file read ahead.
  const fileSlots = new Semaphore(o.slots + 1)
  const tally: Tally = { total: 0, objects: 0, records: 0, failed: [], stopped: false }
  // Files still running, and the first error one of them threw (none is expected: a file's problems
  // are its result).
  let running = 0
  let allDone: (() => void) | undefined
  let thrown: { error: unknown } | undefined
  const settled = (): void => {
    fileSlots.release()
    if (--running === 0) allDone?.()
  }
  const counted = (obj: InputObject, result: FileResult): void => {
    if (result.ok) {
      progress.objects++
      tally.objects++
      tally.records += result.records
      onWritten?.(obj.output.key!)
    } else if (result.stopped) {
      tally.stopped = true
    } else {
      progress.failedObjects++
      const failed = { key: obj.key, uri: obj.store.uriOf(obj.key), reason: result.reason }
      tally.failed.push(failed)
      onFailed?.(failed)
    }
  }
  progress.start()
  try {
    for await (const obj of input.objects()) {
      if (ctx.signal.aborted) break
      tally.total++
      const slot = fileSlots.acquire()
      if (slot) await slot
      running++
      transformFile(obj, ctx).then(
        result => {
          try {
            counted(obj, result)
          } catch (error) {
            thrown ??= { error }
          }
          settled()
        },
        (error: unknown) => {
          thrown ??= { error }
          settled()
        }
      )
    }
  } catch (err) {
    tally.inputProblem = (err as Error).message
  }
  if (running > 0) await new Promise<void>(resolve => (allDone = resolve))
  if (thrown) throw thrown.error
  // Files fail in the order their requests end: reported in key order, the same every run.
  tally.failed.sort((a, b) => compareKeys(a.key, b.key))
  return tally
}

function resultOf(
  tally: Tally,
  input: InputListing,
  settings: EffectiveSettings,
  aborted: boolean
): DataPlaneResult {
  const { failed, total } = tally
  const base = { objects: tally.objects, failed, records: tally.records, settings }
  if (aborted || tally.stopped)
    return { ...base, status: 'Stopped', failureReason: 'the transform was stopped' }
  if (tally.inputProblem !== undefined)
    return { ...base, status: 'Failed', failureReason: clipReason(tally.inputProblem) }
  if (total === 0) {
    return { ...base, status: 'Failed', failureReason: `no input objects found in ${input.description}` }
  }
  if (failed.length > 0)
    return { ...base, status: 'Failed', failureReason: failedObjectsReason(failed, total) }
  return { ...base, status: 'Completed' }
}

function describeSettings(s: EffectiveSettings, splitType: SplitType): string {
  const from = (src: string): string => (src === 'request' ? '' : ` (${src})`)
  return (
    `Transform settings: max-concurrent-transforms ${s.maxConcurrent}${from(s.sources.maxConcurrent)}, ` +
    `max-payload ${s.maxPayloadMB === 0 ? 'unlimited' : `${s.maxPayloadMB} MB`}${from(s.sources.maxPayloadMB)}, ` +
    `strategy ${s.strategy}${from(s.sources.strategy)}, split-type ${splitType}`
  )
}
