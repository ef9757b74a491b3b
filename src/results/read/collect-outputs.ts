// Pairs every input object with its `.out` and reads the outputs (through an OutputReader, which may
// have read most of them while the job ran: then only the inputs whose output the listings did not find
// are looked up, one request each, unless listing again is cheaper). Only outputs the report counts are
// read (output-origins.ts): an output an earlier run left is never parsed, and its input counts as failed.
// Nothing per record is kept here, and what is known of each output is a bit over the inputs' sorted
// names: memory stays flat however many outputs there are.
import { compareStrings, SmallestK } from '../bounded.js'
import type { InputListing } from '../../listing/listing.js'
import { isListed } from '../../listing/listed-inputs.js'
import { nameOfOutput, OUTPUT_SUFFIX } from '../../contract/output-keys.js'
import type { ObjectStore, StoredObject } from '../../storage/store.js'
import type { OutputRanges } from './output-ranges.js'
import type { OriginOf } from './output-origins.js'
import {
  EXAMPLE_LIMIT,
  OutputReader,
  type KeyProblem,
  type PredictionSink,
  type ReaderParams,
  type RecordProblem
} from './output-reader.js'
import { forEachLimited } from '../../pool.js'
import { InputIndex, NameSet } from '../../listing/input-index.js'
import type { Framing } from './read-object.js'
import type { KeptReadings } from './kept-readings.js'

export { EXAMPLE_LIMIT, type KeyProblem, type PredictionSink, type RecordProblem }

interface CollectParams extends ReaderParams {
  /** The inputs; without them (a baseline run) every `.out` is read and nothing counts as failed. */
  inputs?: InputListing
  /** Where each output came from (default: every output is this job's). */
  origin?: OriginOf
  /** The reader that read outputs while the job ran: only the rest are read now. */
  reader?: OutputReader
  /** The inputs' output names, listed while the job ran. */
  inputKeys?: Promise<InputKeys>
  /** What the listings while the job ran found besides the outputs offered to `reader`. */
  seen?: SeenOutputs
  /** The outputs the cache placed with their readings kept: taken from those, not read. */
  kept?: KeptReadings
}

/** What listings of output-path found while the job ran, besides the outputs they offered the reader. */
export interface SeenOutputs {
  /** Output names whose `.out` `rerun: failed` kept from an earlier run (offered too). */
  kept: NameSet
  /** Output names whose only `.out` an earlier run left (not offered; looked up again at the end). */
  earlier: NameSet
  /** output-path by key ranges, with those whose outputs were all found (then not listed again). */
  ranges?: OutputRanges
}

/** Ranges of output-path listed at once at the job's end. */
const END_LISTINGS_IN_FLIGHT = 32

/**
 * Lookups worth one listing page: pages come one after another (about 0.2-0.5 s for 1,000 keys from a
 * runner), lookups `concurrency` at a time (each about 20-40 ms), so about 250 lookups take as long as
 * one page. Both are cheap: a lookup is billed as a GET, a twelfth of a LIST.
 */
const LOOKUPS_PER_PAGE = 250

/** The inputs as named by their outputs; inputs whose output would leave output-path count as failed. */
export interface InputKeys {
  keys: InputIndex
  refused: SmallestK<string>
}

/**
 * Lists the inputs once, by the names the backends give their outputs (contract/); the run's own
 * listing hands over the sorted names it already holds.
 */
export async function listInputKeys(inputs: InputListing): Promise<InputKeys> {
  const refused = new SmallestK<string>(EXAMPLE_LIMIT, compareStrings)
  const held = isListed(inputs) ? inputs.outputNames() : undefined
  if (held) return { keys: held, refused }
  const names: string[] = []
  for await (const o of inputs.objects()) {
    const out = o.output.key
    if (out === undefined) refused.offer(o.name)
    // The name itself when the output keeps it (always on S3): no new string per input.
    else
      names.push(
        out.length === o.name.length + OUTPUT_SUFFIX.length && out.startsWith(o.name)
          ? o.name
          : nameOfOutput(out)!
      )
  }
  return { keys: new InputIndex(names), refused }
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

export async function collectResults(params: CollectParams): Promise<Collected> {
  const reader = params.reader ?? new OutputReader(params)
  const found = new FoundOutputs(reader, params.origin)
  // Outputs are read as they are listed (listing a large prefix takes many round trips), each name kept
  // as a bit over the inputs' index, which is attached first (the run's listing is done by now), so no
  // output name waits in a side set; the two key sets are paired once both are complete.
  const listOutputs = async (): Promise<void> => {
    for await (const o of params.outputs.list('')) {
      const key = nameOfOutput(o.key)
      if (key !== undefined) found.take(o, key)
    }
  }
  const listingInputs = params.inputKeys ?? (params.inputs ? listInputKeys(params.inputs) : undefined)
  let inputs: InputKeys | undefined
  if (params.seen && params.reader && listingInputs) {
    inputs = await listingInputs
    found.attach(inputs.keys)
    const { seen } = params
    if (!(await lookUpStragglers(params, inputs.keys, seen, found)))
      if (seen.ranges) await listOpenRanges(seen.ranges, params.outputs, seen, found)
      else await listOutputs()
  } else {
    inputs = await listingInputs
    if (inputs) found.attach(inputs.keys)
    // Outputs still being placed (no job: all kept) are taken from their readings; one that cannot be
    // is listed once placed.
    const placing = params.kept?.placed
    if (placing && !takeKept(params.kept!, found)) await placing
    await listOutputs()
  }
  await reader.drained()
  const paired = pairInputs(inputs, found)
  return {
    ...paired,
    counted: name => found.counted.has(name),
    unreadable: { count: reader.unreadable.count, examples: reader.unreadable.values() },
    predictions: reader.predictions,
    unrecognised: { count: reader.unrecognised.count, examples: reader.unrecognised.values() },
    framings: reader.framings,
    shapes: reader.shapes,
    bytes: reader.bytes
  }
}

/** Takes every output the cache placed from its kept reading; false when one could not be. */
function takeKept(kept: KeptReadings, found: FoundOutputs): boolean {
  let all = true
  for (const name of kept.names)
    if (found.reader.offerKept(name)) found.kept.add(name)
    else all = false
  return all
}

/** The outputs found at output-path by origin (output-origins.ts); each one counted is offered to the reader. */
class FoundOutputs {
  readonly kept = new NameSet()
  /** Output names whose only `.out` an earlier run left. */
  readonly earlier = new NameSet()

  constructor(
    readonly reader: OutputReader,
    private readonly origin?: OriginOf
  ) {}

  /**
   * Output names whose `.out` counts: this job's, or kept by `rerun: failed`. Every output offered to
   * the reader counts (what the listings while the job ran offered stands), so the reader's one set of
   * names serves both.
   */
  get counted(): NameSet {
    return this.reader.offered
  }

  /** The inputs are known: every set is kept by their positions from now on. */
  attach(index: InputIndex): void {
    this.kept.attach(index)
    this.earlier.attach(index)
    this.reader.offered.attach(index)
  }

  take(o: StoredObject, key: string): void {
    const origin = this.origin?.(o, key) ?? 'written'
    if (origin === 'earlier') {
      this.earlier.add(key)
      return
    }
    if (origin === 'kept') this.kept.add(key)
    this.reader.offer(key, o.size)
  }
}

type Paired = Pick<
  Collected,
  'objectsTotal' | 'withOutput' | 'written' | 'kept' | 'leftByEarlierRun' | 'failed' | 'orphanOutputs'
>

/** Each input with its output, or failed; outputs of no input are orphans. Without inputs, every output. */
function pairInputs(inputs: InputKeys | undefined, found: FoundOutputs): Paired {
  const failed = new SmallestK<string>(EXAMPLE_LIMIT, compareStrings)
  const orphans = new SmallestK<string>(EXAMPLE_LIMIT, compareStrings)
  const leftByEarlierRun = new SmallestK<string>(EXAMPLE_LIMIT, compareStrings)
  // Inputs whose output would leave output-path got none: they count as failed.
  const refused = inputs?.refused.count ?? 0
  for (const name of inputs?.refused.values() ?? []) failed.offer(name)
  failed.count += refused - (inputs?.refused.values().length ?? 0)

  let objectsTotal = found.counted.size
  let withOutput = found.counted.size
  let kept = found.kept.size
  if (inputs) {
    objectsTotal = inputs.keys.size + refused
    withOutput = 0
    kept = 0
    // By position: the sets are keyed by the inputs' index (FoundOutputs.attach).
    for (let i = 0; i < inputs.keys.size; i++) {
      if (found.counted.hasAt(i)) {
        withOutput++
        if (found.kept.hasAt(i)) kept++
      } else {
        const key = inputs.keys.nameAt(i)
        failed.offer(key)
        if (found.earlier.hasAt(i)) leftByEarlierRun.offer(key)
      }
    }
    for (const key of found.counted.outsideIndex()) orphans.offer(key)
  }
  return {
    objectsTotal,
    withOutput,
    written: withOutput - kept,
    kept,
    leftByEarlierRun: { count: leftByEarlierRun.count, examples: leftByEarlierRun.values() },
    failed: { count: failed.count, examples: failed.values() },
    orphanOutputs: { count: orphans.count, examples: orphans.values() }
  }
}

/**
 * The end of a run whose outputs were listed while it ran: the outputs found then are known, so only
 * the inputs without one are looked up, when that takes fewer requests than the listing would pages
 * (LOOKUPS_PER_PAGE). False when listing again is cheaper; nothing is taken then.
 */
async function lookUpStragglers(
  params: CollectParams,
  inputKeys: InputIndex,
  seen: SeenOutputs,
  found: FoundOutputs
): Promise<boolean> {
  const { reader } = found
  const missing: string[] = []
  for (let i = 0; i < inputKeys.size; i++) if (!reader.offered.hasAt(i)) missing.push(inputKeys.nameAt(i))
  // Listing again takes the pages of the whole folder one after another, or the open ranges side by side.
  const pages = seen.ranges
    ? Math.ceil(seen.ranges.incomplete().length / END_LISTINGS_IN_FLIGHT)
    : Math.max(1, Math.ceil((reader.offered.size + seen.earlier.size) / 1000))
  if (missing.length > LOOKUPS_PER_PAGE * pages) return false
  keepWhatWasSeen(found, seen)
  await forEachLimited(missing, params.concurrency, async key => {
    const o = await params.outputs.stat(`${key}${OUTPUT_SUFFIX}`)
    if (o) found.take(o, key)
  })
  return true
}

/** What the listings while the job ran offered stands (kept or this job's; outputs are not taken back). */
function keepWhatWasSeen(found: FoundOutputs, seen: SeenOutputs): void {
  for (const key of seen.kept) found.kept.add(key)
}

/**
 * The end of a run whose outputs were listed by ranges while it ran: the ranges not yet complete are
 * listed side by side; the others' outputs were all found.
 */
async function listOpenRanges(
  ranges: OutputRanges,
  outputs: ObjectStore,
  seen: SeenOutputs,
  found: FoundOutputs
): Promise<void> {
  keepWhatWasSeen(found, seen)
  await ranges.list(outputs, ranges.incomplete(), END_LISTINGS_IN_FLIGHT, o => {
    const key = nameOfOutput(o.key)
    if (key !== undefined) found.take(o, key)
  })
}
