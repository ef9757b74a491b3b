// Pairs every input object with its `.out`, reads the outputs with bounded concurrency and hands each
// prediction to a sink as it is parsed. Only outputs the report counts are read (origins.ts): an output
// an earlier run left is never parsed, and its input counts as failed. Nothing per record is kept here:
// memory stays flat however many outputs there are (the sets of keys aside).
import { errorMessage } from '../errors.js'
import type { ObjectStore } from '../storage/store.js'
import { compareStrings, SmallestK } from './bounded.js'
import type { InputListing } from '../contract/listing.js'
import { nameOfOutput, OUTPUT_SUFFIX } from '../contract/output-keys.js'
import type { OriginOf } from './origins.js'
import { forEachLimited, SlotLimiter } from './pool.js'
import type { Prediction } from './predictions.js'
import { readObject, WHOLE_OBJECT_BYTES, type Framing, type ReadOptions } from './read-object.js'

export const EXAMPLE_LIMIT = 100

export type PredictionSink = (key: string, index: number, p: Prediction) => void

export interface CollectParams {
  /** The inputs; without them (a baseline run) every `.out` is read and nothing counts as failed. */
  inputs?: InputListing
  outputs: ObjectStore
  /** Where each output came from (default: every output is this job's). */
  origin?: OriginOf
  read: ReadOptions
  concurrency: number
  sink: PredictionSink
}

export interface KeyProblem {
  key: string
  problem: string
}

export interface RecordProblem extends KeyProblem {
  record: number
}

export interface Collected {
  /** Input objects (or outputs, when no inputs are known). */
  objectsTotal: number
  withOutput: number
  /** Of `withOutput`: outputs this job wrote, and outputs `rerun: failed` kept from earlier runs. */
  written: number
  kept: number
  /** Counted as failed although a `.out` is at output-path: an earlier run left it. */
  leftByEarlierRun: { count: number; examples: string[] }
  /** Whether the output of an input (by output name) is counted: this job's, or kept. */
  counted(name: string): boolean
  /** Inputs without a `.out` (SageMaker writes none for a file that failed). */
  failed: { count: number; examples: string[] }
  /** Outputs that could not be read or parsed at all. */
  unreadable: { count: number; examples: KeyProblem[] }
  /** `.out` objects with no input of the same key. */
  orphanOutputs: { count: number; examples: string[] }
  /** Predictions handed to the sink (recognised or not). */
  predictions: number
  unrecognised: { count: number; examples: RecordProblem[] }
  framings: Partial<Record<Framing, number>>
  shapes: Record<string, number>
  bytes: number
}

const byKey = (a: KeyProblem, b: KeyProblem): number => compareStrings(a.key, b.key)

export async function collectResults(params: CollectParams): Promise<Collected> {
  const failed = new SmallestK<string>(EXAMPLE_LIMIT, compareStrings)
  const unreadable = new SmallestK<KeyProblem>(EXAMPLE_LIMIT, byKey)
  const unrecognised = new SmallestK<RecordProblem>(
    EXAMPLE_LIMIT,
    (a, b) => byKey(a, b) || a.record - b.record
  )
  const orphans = new SmallestK<string>(EXAMPLE_LIMIT, compareStrings)
  const framings: Partial<Record<Framing, number>> = {}
  const shapes: Record<string, number> = {}
  let predictions = 0
  let bytes = 0
  // Large objects stream through a single slot so a few huge files cannot multiply memory.
  const large = new SlotLimiter(1)
  const whole = params.read.wholeObjectBytes ?? WHOLE_OBJECT_BYTES

  const readOne = async ({ key, size }: { key: string; size: number }): Promise<void> => {
    let index = 0
    const emit = (p: Prediction): void => {
      predictions++
      shapes[p.shape] = (shapes[p.shape] ?? 0) + 1
      if (p.kind === 'unrecognised') unrecognised.offer({ key, record: index, problem: p.problem })
      params.sink(key, index, p)
      index++
    }
    const work = async (): Promise<void> => {
      try {
        const outKey = `${key}${OUTPUT_SUFFIX}`
        // Objects read whole skip the stream machinery; a local file takes four blocking calls (open,
        // fstat, read, close) instead of as many trips through the thread pool.
        const body =
          (size <= whole ? await params.outputs.readSmall?.(outKey, whole) : undefined) ??
          (await params.outputs.get(outKey))
        const result = await readObject(body, size, params.read, emit)
        bytes += result.bytes
        framings[result.framing] = (framings[result.framing] ?? 0) + 1
        if (result.problem) unreadable.offer({ key, problem: result.problem })
      } catch (err) {
        unreadable.offer({ key, problem: `could not be read: ${errorMessage(err)}` })
      }
    }
    await (size > whole ? large.use(work) : work())
  }

  // Outputs are read as they are listed (listing a large prefix takes many round trips); the inputs
  // are listed alongside, and the two key sets are paired once both are complete.
  const outputKeys = new Set<string>()
  const keptKeys = new Set<string>()
  const earlierKeys = new Set<string>()
  async function* listed(): AsyncIterable<{ key: string; size: number }> {
    for await (const o of params.outputs.list('')) {
      const key = nameOfOutput(o.key)
      if (key === undefined) continue
      const origin = params.origin?.(o, key) ?? 'written'
      if (origin === 'earlier') {
        earlierKeys.add(key)
        continue
      }
      if (origin === 'kept') keptKeys.add(key)
      outputKeys.add(key)
      yield { key, size: o.size }
    }
  }
  // Inputs are named as the backends name their outputs (contract/); one whose output would leave
  // output-path got none, so it counts as failed.
  let refused = 0
  const listInputs = async (): Promise<Set<string> | undefined> => {
    if (!params.inputs) return undefined
    const keys = new Set<string>()
    for await (const o of params.inputs.objects()) {
      if (o.output.key !== undefined) keys.add(nameOfOutput(o.output.key)!)
      else {
        refused++
        failed.offer(o.name)
      }
    }
    return keys
  }
  const [, inputKeys] = await Promise.all([
    forEachLimited(listed(), params.concurrency, readOne),
    listInputs()
  ])

  let objectsTotal = outputKeys.size
  let withOutput = outputKeys.size
  let kept = keptKeys.size
  const leftByEarlierRun = new SmallestK<string>(EXAMPLE_LIMIT, compareStrings)
  if (inputKeys) {
    objectsTotal = inputKeys.size + refused
    withOutput = 0
    kept = 0
    for (const key of inputKeys) {
      if (outputKeys.has(key)) {
        withOutput++
        if (keptKeys.has(key)) kept++
      } else {
        failed.offer(key)
        if (earlierKeys.has(key)) leftByEarlierRun.offer(key)
      }
    }
    for (const key of outputKeys) if (!inputKeys.has(key)) orphans.offer(key)
  }
  return {
    objectsTotal,
    withOutput,
    written: withOutput - kept,
    kept,
    leftByEarlierRun: { count: leftByEarlierRun.count, examples: leftByEarlierRun.values() },
    counted: name => outputKeys.has(name),
    failed: { count: failed.count, examples: failed.values() },
    unreadable: { count: unreadable.count, examples: unreadable.values() },
    orphanOutputs: { count: orphans.count, examples: orphans.values() },
    predictions,
    unrecognised: { count: unrecognised.count, examples: unrecognised.values() },
    framings,
    shapes,
    bytes
  }
}
