// Reads `.out` objects as they are offered, each once, `concurrency` at a time or more while outputs
// land faster than that reads them (large ones one at a time), handing every prediction to a sink as it
// is parsed. Offering never waits: while a job runs, each poll offers what has landed and goes on; the
// queue holds keys only, and the outputs offered are a bit each over the inputs' sorted names, so
// memory stays flat however many outputs there are.
import { errorMessage } from '../../errors.js'
import type { ObjectStore } from '../../storage/store.js'
import { compareStrings, SmallestK } from '../bounded.js'
import { OUTPUT_SUFFIX } from '../../contract/output-keys.js'
import { NameSet } from '../../listing/input-index.js'
import { SlotLimiter } from '../../pool.js'
import type { Prediction } from '../predictions.js'
import { readObject, WHOLE_OBJECT_BYTES, type Framing, type ReadOptions } from './read-object.js'
import { decodeReading, type KeptReadings, type OutputReading, type ReadingsMade } from './kept-readings.js'

export const EXAMPLE_LIMIT = 100

export type PredictionSink = (key: string, index: number, p: Prediction) => void

export interface KeyProblem {
  key: string
  problem: string
}

export interface RecordProblem extends KeyProblem {
  record: number
}

export interface ReaderParams {
  outputs: ObjectStore
  read: ReadOptions
  /** Reads in flight at the least; more while outputs wait (see `inFlightLimit`). */
  concurrency: number
  sink: PredictionSink
  /** A clock in milliseconds (latency and landing rate); performance.now by default. */
  now?: () => number
  /** Bytes of the reads in flight at most (default MAX_BYTES_IN_FLIGHT). */
  maxBytesInFlight?: number
  /** Readings the cache kept for the outputs it placed: replayed, not read. */
  kept?: Pick<KeptReadings, 'readingOf'>
  /** Where what each output read gave is written down, for the cache to keep. */
  made?: ReadingsMade
}

/** Predictions of one output written down at most (a larger output is not kept, only read). */
const MADE_MAX_PREDICTIONS = 10_000

/** Reads in flight at most: a bound on sockets and buffers, whatever the latency. */
const MAX_IN_FLIGHT = 256
/**
 * Bytes the reads in flight may hold at most (their listed sizes; a streamed object counts as one whole
 * read): 256 reads of 4 MiB would otherwise be a gigabyte of bodies.
 */
export const MAX_BYTES_IN_FLIGHT = 256 << 20
/** GETs a second S3 serves per prefix (its documented rate); reads stay under it. */
const GETS_PER_SECOND = 5500
/** A backlog is read within about this long (seconds) when the limits allow. */
const BACKLOG_SECONDS = 2

/**
 * Reads to keep in flight so that reading keeps pace with landing: the outputs landing a second and the
 * backlog spread over BACKLOG_SECONDS, times the latency of one read (Little's law), at least `base`,
 * at most MAX_IN_FLIGHT and S3's GET rate.
 */
export function inFlightLimit(
  base: number,
  o: { backlog: number; landingPerSecond: number; latencySeconds: number }
): number {
  const wanted = Math.ceil((o.backlog / BACKLOG_SECONDS + o.landingPerSecond) * o.latencySeconds)
  const cap = Math.min(MAX_IN_FLIGHT, Math.floor(GETS_PER_SECOND * o.latencySeconds))
  return Math.max(base, Math.min(wanted, cap))
}

const byKey = (a: KeyProblem, b: KeyProblem): number => compareStrings(a.key, b.key)

export class OutputReader {
  /** Names (input keys) offered so far: each is read once. */
  readonly offered = new NameSet()
  readonly unreadable = new SmallestK<KeyProblem>(EXAMPLE_LIMIT, byKey)
  readonly unrecognised = new SmallestK<RecordProblem>(
    EXAMPLE_LIMIT,
    (a, b) => byKey(a, b) || a.record - b.record
  )
  readonly framings: Partial<Record<Framing, number>> = {}
  readonly shapes: Record<string, number> = {}
  predictions = 0
  bytes = 0
  /** Outputs read to the end (or found unreadable). */
  done = 0

  private readonly queue: { key: string; size: number }[] = []
  private head = 0
  private active = 0
  /** Bytes the reads in flight hold (see MAX_BYTES_IN_FLIGHT). */
  private activeBytes = 0
  private readonly maxBytes: number
  private idle: (() => void)[] = []
  // Large objects stream through a single slot so a few huge files cannot multiply memory.
  private readonly large = new SlotLimiter(1)
  private readonly whole: number
  private readonly now: () => number
  /** Seconds one read takes (moving average), and outputs offered a second (per window of a second). */
  private latency = 0
  private landing = 0
  private windowStart: number
  private windowOffers = 0

  constructor(private readonly params: ReaderParams) {
    this.whole = params.read.wholeObjectBytes ?? WHOLE_OBJECT_BYTES
    this.maxBytes = params.maxBytesInFlight ?? MAX_BYTES_IN_FLIGHT
    this.now = params.now ?? (() => performance.now())
    this.windowStart = this.now()
  }

  /** Reads in flight now (at least `concurrency`; more while a backlog or the landing rate asks). */
  get limit(): number {
    return inFlightLimit(this.params.concurrency, {
      backlog: this.queue.length - this.head,
      landingPerSecond: this.landing,
      latencySeconds: this.latency
    })
  }

  /**
   * Queues the output of input `key` unless it was offered before; false when it was. `at`: the key's
   * position in the inputs' index `offered` is attached to, when the caller has it.
   */
  offer(key: string, size: number, at?: number): boolean {
    if (!this.offered.add(key, at)) return false
    if (this.replay(key)) return true
    this.queue.push({ key, size })
    this.countLanding()
    this.pump()
    return true
  }

  /**
   * Takes the output of input `key` from the reading the cache kept for it, without reading it: false
   * (and nothing taken) when it was offered before or no reading is kept for it.
   */
  offerKept(key: string, at?: number): boolean {
    if (this.offered.has(key) || !this.replay(key)) return false
    this.offered.add(key, at)
    return true
  }

  private countLanding(): void {
    this.windowOffers++
    const elapsed = (this.now() - this.windowStart) / 1000
    if (elapsed < 1) return
    this.landing = this.windowOffers / elapsed
    this.windowStart = this.now()
    this.windowOffers = 0
  }

  /** Resolves once every offered output has been read. */
  drained(): Promise<void> {
    if (this.active === 0 && this.head === this.queue.length) return Promise.resolve()
    return new Promise(resolve => this.idle.push(resolve))
  }

  private pump(): void {
    const limit = this.limit
    while (this.active < limit && this.head < this.queue.length) {
      const next = this.queue[this.head]
      const bytes = Math.min(next.size, this.whole)
      // One read always goes, however large; more only while their bytes fit.
      if (this.active > 0 && this.activeBytes + bytes > this.maxBytes) break
      this.head++
      this.active++
      this.activeBytes += bytes
      const began = this.now()
      void this.readOne(next.key, next.size).finally(() => {
        const seconds = (this.now() - began) / 1000
        this.latency = this.latency === 0 ? seconds : 0.9 * this.latency + 0.1 * seconds
        this.active--
        this.activeBytes -= bytes
        this.done++
        this.pump()
      })
    }
    // Drop what has been taken, now and then, so the queue does not keep every key it ever held.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head)
      this.head = 0
    }
    if (this.active === 0 && this.head === this.queue.length)
      for (const resolve of this.idle.splice(0)) resolve()
  }

  /** Hands each prediction of output `key` to the sink, numbered from 0. */
  private emitter(key: string): (p: Prediction) => void {
    let index = 0
    return p => {
      this.predictions++
      this.shapes[p.shape] = (this.shapes[p.shape] ?? 0) + 1
      if (p.kind === 'unrecognised') this.unrecognised.offer({ key, record: index, problem: p.problem })
      this.params.sink(key, index, p)
      index++
    }
  }

  /** Replays the reading the cache kept for output `key`; false when there is none (or it is spoiled). */
  private replay(key: string): boolean {
    const kept = this.params.kept?.readingOf(key)
    const reading = kept === undefined ? undefined : decodeReading(kept, this.params.read.classes)
    if (!reading) return false
    const emit = this.emitter(key)
    for (const p of reading.predictions) emit(p)
    this.account(key, reading)
    this.done++
    return true
  }

  private async readOne(key: string, size: number): Promise<void> {
    const emit = this.emitter(key)
    const made = this.params.made
    let caught: Prediction[] | undefined = made ? [] : undefined
    const emitAndCatch = (p: Prediction): void => {
      emit(p)
      if (caught && caught.push(p) > MADE_MAX_PREDICTIONS) caught = undefined
    }
    const work = async (): Promise<void> => {
      try {
        const outKey = `${key}${OUTPUT_SUFFIX}`
        // Objects read whole skip the stream machinery: one buffer from S3; a local file takes four
        // blocking calls (open, fstat, read, close) instead of as many trips through the thread pool.
        const body =
          (size <= this.whole
            ? await this.params.outputs.readSmall?.(outKey, this.whole, size)
            : undefined) ?? (await this.params.outputs.get(outKey))
        const result = await readObject(body, size, this.params.read, emitAndCatch)
        const reading = { ...result, predictions: caught ?? [] }
        this.account(key, reading)
        if (caught) made?.add(key, reading)
      } catch (err) {
        this.unreadable.offer({ key, problem: `could not be read: ${errorMessage(err)}` })
      }
    }
    await (size > this.whole ? this.large.use(work) : work())
  }

  /** What one output gave, besides its predictions: its bytes, its framing, its problem. */
  private account(key: string, r: Omit<OutputReading, 'predictions'>): void {
    this.bytes += r.bytes
    this.framings[r.framing] = (this.framings[r.framing] ?? 0) + 1
    if (r.problem) this.unreadable.offer({ key, problem: r.problem })
  }
}
