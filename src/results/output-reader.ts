// Reads `.out` objects as they are offered, each once, at most `concurrency` at a time (large ones one
// at a time), handing every prediction to a sink as it is parsed. Offering never waits: while a job runs,
// each poll offers what has landed and goes on; the queue holds keys only, so memory stays flat however
// many outputs there are (the sets of keys aside).
import { errorMessage } from '../errors.js'
import type { ObjectStore } from '../storage/store.js'
import { compareStrings, SmallestK } from './bounded.js'
import { OUTPUT_SUFFIX } from '../contract/output-keys.js'
import { SlotLimiter } from './pool.js'
import type { Prediction } from './predictions.js'
import { readObject, WHOLE_OBJECT_BYTES, type Framing, type ReadOptions } from './read-object.js'

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
  concurrency: number
  sink: PredictionSink
}

const byKey = (a: KeyProblem, b: KeyProblem): number => compareStrings(a.key, b.key)

export class OutputReader {
  /** Names (input keys) offered so far: each is read once. */
  readonly offered = new Set<string>()
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
  private idle: (() => void)[] = []
  // Large objects stream through a single slot so a few huge files cannot multiply memory.
  private readonly large = new SlotLimiter(1)
  private readonly whole: number

  constructor(private readonly params: ReaderParams) {
    this.whole = params.read.wholeObjectBytes ?? WHOLE_OBJECT_BYTES
  }

  /** Queues the output of input `key` unless it was offered before; false when it was. */
  offer(key: string, size: number): boolean {
    if (this.offered.has(key)) return false
    this.offered.add(key)
    this.queue.push({ key, size })
    this.pump()
    return true
  }

  /** Resolves once every offered output has been read. */
  drained(): Promise<void> {
    if (this.active === 0 && this.head === this.queue.length) return Promise.resolve()
    return new Promise(resolve => this.idle.push(resolve))
  }

  private pump(): void {
    while (this.active < this.params.concurrency && this.head < this.queue.length) {
      const next = this.queue[this.head++]
      this.active++
      void this.readOne(next.key, next.size).finally(() => {
        this.active--
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

  private async readOne(key: string, size: number): Promise<void> {
    let index = 0
    const emit = (p: Prediction): void => {
      this.predictions++
      this.shapes[p.shape] = (this.shapes[p.shape] ?? 0) + 1
      if (p.kind === 'unrecognised') this.unrecognised.offer({ key, record: index, problem: p.problem })
      this.params.sink(key, index, p)
      index++
    }
    const work = async (): Promise<void> => {
      try {
        const outKey = `${key}${OUTPUT_SUFFIX}`
        // Objects read whole skip the stream machinery; a local file takes four blocking calls (open,
        // fstat, read, close) instead of as many trips through the thread pool.
        const body =
          (size <= this.whole ? await this.params.outputs.readSmall?.(outKey, this.whole) : undefined) ??
          (await this.params.outputs.get(outKey))
        const result = await readObject(body, size, this.params.read, emit)
        this.bytes += result.bytes
        this.framings[result.framing] = (this.framings[result.framing] ?? 0) + 1
        if (result.problem) this.unreadable.offer({ key, problem: result.problem })
      } catch (err) {
        this.unreadable.offer({ key, problem: `could not be read: ${errorMessage(err)}` })
      }
    }
    await (size > this.whole ? this.large.use(work) : work())
  }
}
