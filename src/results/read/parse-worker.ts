// Whole output objects parsed on a worker thread beside the main one. While a job's outputs land as fast
// as one thread can read them, the main thread's CPU goes to the reads themselves (signing, sockets,
// HTTP) and the parsing (about a seventh of a 10 KiB output's CPU) to another core. The worker is the action's
// own entry file (its branch off the main thread calls `serveParsing`), started only once a run has
// read `startAfter` objects, so small runs never start one. Anything the worker cannot answer (it
// failed, it was closed, an object threw) is parsed on the main thread as before: nothing is lost.
import { parentPort, Worker } from 'node:worker_threads'
import type { OutputFormat } from '../../spec.js'
import { ClassRegistry } from '../classes.js'
import type { Prediction } from '../predictions.js'
import { parseText, type OutputParser, type ParsedObject } from './read-object.js'

/** Objects read on the main thread before the worker is started. */
const START_AFTER = 256
/**
 * Bodies are sent in batches, at most this long after the first: each message between threads costs
 * a wake-up of the other (tens of microseconds), which batching shares; a read takes 20 ms or more.
 */
const BATCH_MS = 5
/** ...or once the batch holds this many bodies, or bytes (its buffer's size). */
const BATCH_BODIES = 64
const BATCH_BYTES = 1 << 20
/** Buffers kept for the next batches (more are in flight only while the worker falls behind). */
const SPARE_BUFFERS = 4
/**
 * The worker's young generation: its garbage is the parsed documents, each dropped at once, so a small
 * one is collected often and cheaply instead of growing to V8's default (tens of MB of the runner's).
 */
const YOUNG_MB = 8
/**
 * Its old generation: what outlives a collection there is a batch being parsed (up to 1 MiB of text and
 * its values); a cap makes V8 collect before it grows to the main thread's limit. A worker that runs
 * out leaves its objects to the main thread.
 */
const OLD_MB = 64

/**
 * A batch's bodies end to end in one buffer (one transfer, not one a body), `ends` where each ends.
 * The buffer comes back with the reply and serves the next batch: with a buffer allocated for every
 * batch and freed on the other thread, the process held about 80 MB more at 300,000 outputs.
 */
interface Request {
  first: number
  formats: OutputFormat[]
  data: Uint8Array
  ends: number[]
}

interface Reply {
  first: number
  /** Undefined where the object threw (the main thread parses it again). */
  results: (ParsedObject | undefined)[]
  /** Class names the worker's registry gave ids to since its last reply, in order. */
  names: string[]
  /** The request's buffer, handed back. */
  data: Uint8Array
}

/** The worker's side: parse every body of each request, with one registry for its class names. */
export function serveParsing(): void {
  const port = parentPort
  if (!port) return
  // No label map here: names that are not indices get the worker's own ids, which the main thread
  // maps by name to its registry's (`ClassRegistry.adopt`).
  const registry = new ClassRegistry()
  let sent = 0
  port.on('message', (request: Request) => {
    const data = Buffer.from(request.data.buffer, request.data.byteOffset, request.data.byteLength)
    const results = request.ends.map((end, i) => {
      try {
        const predictions: Prediction[] = []
        const text = data.toString('utf8', i === 0 ? 0 : request.ends[i - 1], end)
        const read = parseText(text, { format: request.formats[i], classes: registry }, p =>
          predictions.push(p)
        )
        return { ...read, predictions }
      } catch {
        return undefined
      }
    })
    const names = registry.namesFrom(sent)
    sent += names.length
    const reply: Reply = { first: request.first, results, names, data: request.data }
    port.postMessage(reply, [request.data.buffer as ArrayBuffer])
  })
}

interface Waiting {
  resolve: (parsed: ParsedObject | undefined) => void
  classes: ClassRegistry
}

/** The main thread's side: one worker, bodies sent in batches (BATCH_MS, BATCH_BODIES, BATCH_BYTES). */
export class WorkerParser implements OutputParser {
  private worker?: Worker
  private failed = false
  private seen = 0
  private next = 0
  private readonly waiting = new Map<number, Waiting>()
  private batch?: { first: number; formats: OutputFormat[]; bodies: Buffer[]; bytes: number }
  /** Batch buffers back from the worker, for the next batches. */
  private readonly spare: ArrayBuffer[] = []
  /** Every class name the worker gave an id to, in its order. */
  private readonly workerNames: string[] = []

  constructor(
    private readonly entry: URL,
    private readonly startAfter = START_AFTER
  ) {}

  parse(body: Buffer, format: OutputFormat, classes: ClassRegistry): Promise<ParsedObject | undefined> {
    // A body larger than a batch's buffer is parsed here: a copy of it for the worker would double what
    // it holds (bench live-latency, 2,000 outputs of 4 MiB: a peak of 754 MB with the copies, 430 without).
    if (this.failed || body.length > BATCH_BYTES || ++this.seen <= this.startAfter)
      return Promise.resolve(undefined)
    const worker = this.started()
    if (!worker) return Promise.resolve(undefined)
    if (this.batch && this.batch.bytes + body.length > BATCH_BYTES) this.send()
    const batch = (this.batch ??= { first: this.next, formats: [], bodies: [], bytes: 0 })
    batch.formats.push(format)
    batch.bodies.push(body)
    batch.bytes += body.length
    if (batch.bodies.length >= BATCH_BODIES || batch.bytes >= BATCH_BYTES) this.send()
    else if (batch.bodies.length === 1) setTimeout(() => this.batch === batch && this.send(), BATCH_MS)
    const id = this.next++
    if (this.waiting.size === 0) worker.ref()
    return new Promise(resolve => this.waiting.set(id, { resolve, classes }))
  }

  /** Stops the worker; what it had not answered is parsed on the main thread. */
  close(): void {
    this.failed = true
    void this.worker?.terminate()
    this.worker = undefined
    for (const waiting of this.waiting.values()) waiting.resolve(undefined)
    this.waiting.clear()
    this.batch = undefined
  }

  private started(): Worker | undefined {
    if (this.worker) return this.worker
    try {
      const worker = new Worker(this.entry, {
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB, maxOldGenerationSizeMb: OLD_MB }
      })
      worker.on('message', (reply: Reply) => this.answered(reply))
      // A worker that fails or exits leaves its objects, and every later one, to the main thread.
      worker.on('error', () => this.close())
      worker.on('exit', () => this.close())
      worker.unref()
      this.worker = worker
    } catch {
      this.failed = true
    }
    return this.worker
  }

  private send(): void {
    const batch = this.batch
    this.batch = undefined
    if (!batch || !this.worker) return
    // Copied into one buffer, which moves to the worker and back: a body may share its memory.
    const buffer = this.spare.pop() ?? new ArrayBuffer(BATCH_BYTES)
    const data = new Uint8Array(buffer, 0, batch.bytes)
    const ends: number[] = []
    let at = 0
    for (const body of batch.bodies) {
      data.set(body, at)
      ends.push((at += body.length))
    }
    const request: Request = { first: batch.first, formats: batch.formats, data, ends }
    this.worker.postMessage(request, [data.buffer])
  }

  private answered(reply: Reply): void {
    if (this.spare.length < SPARE_BUFFERS) this.spare.push(reply.data.buffer as ArrayBuffer)
    this.workerNames.push(...reply.names)
    reply.results.forEach((parsed, i) => {
      const id = reply.first + i
      const waiting = this.waiting.get(id)
      if (!waiting) return
      this.waiting.delete(id)
      waiting.resolve(parsed && this.adopted(parsed, waiting.classes))
    })
    // Idle, the worker does not hold the process open.
    if (this.waiting.size === 0) this.worker?.unref()
  }

  /** The worker's class ids as `classes` has them. */
  private adopted(parsed: ParsedObject, classes: ClassRegistry): ParsedObject {
    // Indices are the same on both sides: only names need mapping.
    if (this.workerNames.length === 0) return parsed
    const adopt = (id: number): number => classes.adopt(id, this.workerNames)
    for (const p of parsed.predictions) {
      if (p.kind === 'classification') p.classes = p.classes.map(adopt)
      else if (p.kind === 'detection') p.labels = p.labels.map(adopt)
    }
    return parsed
  }
}
