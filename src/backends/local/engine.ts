// The local data plane as an engine, independent of how the model server was started: given where the
// inputs are, where outputs go and the server's URL, it runs the transform as SageMaker's data plane
// does and reports what happened. Memory stays bounded by payload x concurrency, whatever the file sizes.
import { noun } from '../../format.js'
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
import { type FileContext, transformFile } from './file-transform.js'
import { Invoker, shareSignal } from './invoker.js'
import { createDataProcessing, csvSliceNote } from './processing/data-processing.js'
import { Progress } from './progress.js'
import { Budget, Semaphore } from './semaphore.js'
import {
  type EffectiveSettings,
  parseExecutionParameters,
  payloadBytes,
  resolveSettings
} from './settings.js'
import type { InputListing } from '../../contract/listing.js'

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
}

export interface FailedObject {
  key: string
  uri: string
  reason: string
}

export interface DataPlaneResult {
  status: 'Completed' | 'Failed' | 'Stopped'
  failureReason?: string
  /** Objects whose `.out` was written. */
  objects: number
  failed: FailedObject[]
  /** Records answered and written. */
  records: number
  settings: EffectiveSettings
}

const FAILURE_REASON_MAX = 1024
const LISTED_FAILURES = 3

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
  const now = opts.now ?? Date.now
  const signal = shareSignal(opts.signal ?? new AbortController().signal)
  const sleep = opts.sleep ?? defaultSleep

  const probe = new Invoker({ endpoint: opts.endpoint, timeoutMs: 2000, retries: 0, maxSockets: 1, sleep })
  const exec = parseExecutionParameters(await probe.executionParameters().catch(() => undefined))
  probe.close()
  const settings = resolveSettings(
    {
      maxConcurrent: opts.maxConcurrent,
      maxPayloadMB: opts.maxPayloadMB,
      strategy: opts.strategy,
      fallbackMaxConcurrent: opts.fallbackMaxConcurrent
    },
    exec
  )
  log(describeSettings(settings, splitType))

  const invoker = new Invoker({
    endpoint: opts.endpoint,
    contentType: opts.contentType,
    accept: opts.accept,
    timeoutMs: Math.max(1, Math.round((opts.invocationTimeoutSeconds ?? 600) * 1000)),
    retries: opts.invocationRetries ?? 3,
    maxSockets: settings.maxConcurrent,
    // MaxPayloadInMB 0: SageMaker streams the payload with chunked transfer encoding.
    chunked: settings.maxPayloadMB === 0,
    sleep
  })
  const progress = new Progress({ log, now, intervalMs: opts.progressIntervalMs ?? 15000 })
  const ctx: FileContext = {
    invoker,
    inflight: new Semaphore(settings.maxConcurrent),
    // Answers are written in order, so a slow request holds back later ones: a wide window lets the
    // others go on; bytes keep it within a small multiple of payload x concurrency.
    window: new Budget(
      2 * settings.maxConcurrent * payloadBytes(settings.maxPayloadMB),
      16 * settings.maxConcurrent
    ),
    progress,
    output: opts.output,
    splitType,
    strategy: settings.strategy,
    compression: opts.compression ?? 'None',
    assembleWith: opts.assembleWith ?? 'None',
    accept: opts.accept,
    maxPayloadBytes: payloadBytes(settings.maxPayloadMB),
    processing,
    signal,
    log
  }

  // Files run side by side so small files still fill every request slot; one more than the slots keeps
  // the next file read ahead.
  const fileSlots = new Semaphore(settings.maxConcurrent + 1)
  const running = new Set<Promise<void>>()
  const failed: FailedObject[] = []
  let total = 0
  let records = 0
  let stopped = false
  let inputProblem: string | undefined
  progress.start()
  try {
    for await (const obj of opts.input.objects()) {
      if (signal.aborted) break
      total++
      await fileSlots.acquire()
      const task = transformFile(obj, ctx).then(result => {
        if (result.ok) {
          progress.objects++
          records += result.records
          opts.onWritten?.(obj.output.key!)
        } else if (result.stopped) {
          stopped = true
        } else {
          progress.failedObjects++
          failed.push({ key: obj.key, uri: obj.store.uriOf(obj.key), reason: result.reason })
        }
      })
      const tracked = task.finally(() => {
        fileSlots.release()
        running.delete(tracked)
      })
      running.add(tracked)
    }
  } catch (err) {
    inputProblem = (err as Error).message
  }
  await Promise.all(running)
  progress.finish()
  invoker.close()

  const base = { objects: progress.objects, failed, records, settings }
  if (signal.aborted || stopped)
    return { ...base, status: 'Stopped', failureReason: 'the transform was stopped' }
  if (inputProblem !== undefined) return { ...base, status: 'Failed', failureReason: clip(inputProblem) }
  if (total === 0) {
    return {
      ...base,
      status: 'Failed',
      failureReason: `no input objects found in ${opts.input.description}`
    }
  }
  if (failed.length > 0) return { ...base, status: 'Failed', failureReason: failureReason(failed, total) }
  return { ...base, status: 'Completed' }
}

/** "2 of 10 input files failed: <uri>: <reason>; <uri>: <reason>; and 1 more" within 1024 chars. */
export function failureReason(failed: FailedObject[], total: number): string {
  const sorted = [...failed].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const head = `${failed.length} of ${total} ${noun(total, 'input file')} failed: `
  const shown = sorted.slice(0, LISTED_FAILURES).map(f => `${f.uri}: ${f.reason}`)
  const more = failed.length > LISTED_FAILURES ? `; and ${failed.length - LISTED_FAILURES} more` : ''
  return clip(head + shown.join('; ') + more)
}

function clip(text: string): string {
  return text.length > FAILURE_REASON_MAX ? `${text.slice(0, FAILURE_REASON_MAX - 3)}...` : text
}

function describeSettings(s: EffectiveSettings, splitType: SplitType): string {
  const from = (src: string): string => (src === 'request' ? '' : ` (${src})`)
  return (
    `Transform settings: max-concurrent-transforms ${s.maxConcurrent}${from(s.sources.maxConcurrent)}, ` +
    `max-payload ${s.maxPayloadMB === 0 ? 'unlimited' : `${s.maxPayloadMB} MB`}${from(s.sources.maxPayloadMB)}, ` +
    `strategy ${s.strategy}${from(s.sources.strategy)}, split-type ${splitType}`
  )
}
