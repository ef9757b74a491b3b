// One input file through the data plane: read (gunzip) -> split -> batch -> invoke -> in-order output.
// The `.out` is streamed to the store as responses arrive in order; if any part of the file fails, the
// upload is abandoned so no `.out` appears for it, and the file's remaining requests are cancelled.
import { once } from 'node:events'
import { PassThrough, type Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import type { AssembleWith, BatchStrategy, CompressionType, SplitType } from '../../spec.js'
import type { InputObject } from '../../contract/listing.js'
import type { ObjectStore } from '../../storage/store.js'
import { joinKey } from '../../storage/uri.js'
import { type Batch, Batcher } from './batcher.js'
import { type Invoker, RequestScope, shareSignal } from './invoker.js'
import type { DataProcessing } from './processing/data-processing.js'
import type { Progress } from './progress.js'
import type { Budget, Semaphore } from './semaphore.js'
import { createSplitter } from './split/index.js'
import { describeBytes } from './split/types.js'

/** What every file of one run shares. */
export interface FileContext {
  invoker: Invoker
  /** Requests in flight (MaxConcurrentTransforms). */
  inflight: Semaphore
  /** Mini-batches sent but not yet written: bounds memory to a multiple of payload x concurrency. */
  window: Budget
  progress: Progress
  output: { store: ObjectStore; prefix: string }
  splitType: SplitType
  strategy: BatchStrategy
  compression: CompressionType
  assembleWith: AssembleWith
  accept?: string
  maxPayloadBytes: number
  processing?: DataProcessing
  signal: AbortSignal
  /** Lines for the run's log. */
  log?: (line: string) => void
}

export type FileResult = { ok: true; records: number } | { ok: false; reason: string; stopped: boolean }

const NEWLINE = Buffer.from('\n')
/**
 * Output is handed to the upload in pieces of about this size; an output that never reaches it is
 * written with one call at the end, and an input object up to this size is read with one call.
 */
const FLUSH_BYTES = 256 * 1024

export async function transformFile(obj: InputObject, ctx: FileContext): Promise<FileResult> {
  // A name that would put the output outside output-path fails the file before anything is read.
  if (obj.output.key === undefined) return { ok: false, reason: obj.output.problem, stopped: false }
  return new FileTransform(obj, obj.output.key, ctx).run()
}

class FileTransform {
  private failure: string | undefined
  private readonly abort = new AbortController()
  private readonly signal: AbortSignal
  private readonly scope: RequestScope
  /** The streamed upload, started once the output outgrows FLUSH_BYTES. */
  private out: PassThrough | undefined
  private upload: Promise<Error | undefined> | undefined
  /** Batches sent, and batches written (or dropped), so far: answers are written in this order. */
  private sent = 0
  private written = 0
  private readonly answers = new Map<number, Batch>()
  /** Mini-batches read but not yet sent, from `queueHead` on; `queueSent` resolves once it is empty. */
  private queue: (Batch | undefined)[] = []
  private queueHead = 0
  private queueSent: (() => void) | undefined
  /** The head of the queue waits for a permit; it holds its window bytes once `haveWindow`. */
  private waitingForPermit = false
  private haveWindow = false
  private waitingForDrain = false
  private allWritten: (() => void) | undefined
  private records = 0
  /** Assembled output not yet handed to the upload. */
  private pending: Buffer[] = []
  private pendingBytes = 0
  private readonly outKey: string

  constructor(
    private readonly obj: InputObject,
    outKey: string,
    private readonly ctx: FileContext
  ) {
    this.signal = shareSignal(AbortSignal.any([ctx.signal, this.abort.signal]))
    this.scope = new RequestScope(this.signal)
    this.outKey = joinKey(ctx.output.prefix, outKey)
  }

  async run(): Promise<FileResult> {
    const { ctx } = this
    await this.read()
    await this.flushed()
    if (this.failure === undefined && ctx.signal.aborted) this.failure = 'stopped'
    if (this.failure !== undefined) {
      this.out?.destroy(new Error(this.failure))
      await this.upload
      // Also drops a `.out` an earlier run left under this name.
      await ctx.output.store.remove?.(this.outKey).catch(() => undefined)
      return { ok: false, reason: this.failure, stopped: ctx.signal.aborted }
    }
    let error: Error | undefined
    if (this.out) {
      this.flush()
      this.out.end()
      error = await this.upload
    } else {
      const whole =
        this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes)
      error = await ctx.output.store.put(this.outKey, whole, ctx.accept).then(
        () => undefined,
        (err: Error) => err
      )
      if (error) this.fail(this.cannotWrite(error))
    }
    if (error) {
      await ctx.output.store.remove?.(this.outKey).catch(() => undefined)
      return { ok: false, reason: this.failure ?? 'the output could not be written', stopped: false }
    }
    return { ok: true, records: this.records }
  }

  private cannotWrite(err: Error): string {
    return `cannot write ${this.ctx.output.store.uriOf(this.outKey)}: ${err.message}`
  }

  /** Starts streaming the `.out` to the store. */
  private startUpload(): PassThrough {
    const out = new PassThrough({ highWaterMark: 1 << 20 })
    // Swallowed here, looked at in run(): an upload that fails must not become an unhandled rejection.
    out.on('error', () => undefined)
    this.upload = this.ctx.output.store.put(this.outKey, out, this.ctx.accept).then(
      () => undefined,
      (err: Error) => {
        // Writing stops at once; a failure already recorded keeps its own reason.
        this.fail(this.cannotWrite(err))
        out.destroy()
        return err
      }
    )
    this.out = out
    return out
  }

  private fail(reason: string): void {
    if (this.failure !== undefined) return
    this.failure = reason
    this.abort.abort()
  }

  private async read(): Promise<void> {
    const { ctx, obj } = this
    const limit = ctx.maxPayloadBytes
    if (
      ctx.splitType === 'None' &&
      ctx.compression === 'None' &&
      obj.size !== undefined &&
      obj.size > limit
    ) {
      this.fail(
        `the object is ${describeBytes(obj.size)}, larger than the maximum payload of ${describeBytes(limit)} ` +
          '(split-type None sends each object whole); raise max-payload (at most 100 MB) or choose a split-type'
      )
      return
    }
    const batcher = new Batcher(ctx.strategy, limit, ctx.processing, ctx.splitType === 'Line')
    const splitter = createSplitter(ctx.splitType, batcher, limit, why =>
      ctx.log?.(
        `${obj.store.uriOf(obj.key)} cannot be split as ${ctx.splitType} (${why}): sent whole in one ` +
          'request, as SageMaker does with a file it cannot split.'
      )
    )
    let stream: Readable | undefined
    try {
      // A small object is read with one call: a stream costs more than the bytes for it.
      const whole =
        obj.size !== undefined && obj.size <= FLUSH_BYTES && ctx.compression === 'None'
          ? await obj.store.readSmall?.(obj.key, FLUSH_BYTES)
          : undefined
      if (!whole) {
        stream = await obj.store.get(obj.key)
        if (ctx.compression === 'Gzip') stream = gunzip(stream)
      }
      for await (const chunk of whole ? [whole] : stream!) {
        splitter.push(chunk as Buffer)
        // At most one wait per chunk: its mini-batches go out as permits allow, without this loop.
        const wait = this.enqueue(batcher.take())
        if (wait) await wait
        if (this.failure !== undefined || this.signal.aborted) break
      }
      if (this.failure === undefined && !this.signal.aborted) {
        splitter.end()
        batcher.flush()
        await this.enqueue(batcher.take())
      }
    } catch (err) {
      this.fail(readProblem(err, ctx.compression))
    } finally {
      stream?.destroy()
    }
  }

  /**
   * Queues mini-batches to be sent in order as the window and request slots allow; returns a promise
   * only when some must wait, resolved once all have been sent (or dropped after a failure).
   */
  private enqueue(batches: Batch[]): Promise<void> | void {
    for (const batch of batches) this.queue.push(batch)
    this.sendQueued()
    if (this.queueHead === this.queue.length) return
    return new Promise(resolve => (this.queueSent = resolve))
  }

  /** Sends from the queue until it is empty or a permit must be waited for. */
  private sendQueued(): void {
    const { ctx } = this
    while (!this.waitingForPermit) {
      const batch = this.queue[this.queueHead]
      if (!batch) {
        this.queue = []
        this.queueHead = 0
        const sent = this.queueSent
        this.queueSent = undefined
        sent?.()
        return
      }
      if (!this.haveWindow) {
        this.haveWindow = ctx.window.acquireThen(batch.body.length, this.windowGranted)
        if (!this.haveWindow) {
          this.waitingForPermit = true
          return
        }
      }
      if (!ctx.inflight.acquireThen(this.slotGranted)) {
        this.waitingForPermit = true
        return
      }
      this.sendNext()
    }
  }

  private readonly windowGranted = (): void => {
    this.waitingForPermit = false
    this.haveWindow = true
    this.sendQueued()
  }

  private readonly slotGranted = (): void => {
    this.waitingForPermit = false
    this.sendNext()
    this.sendQueued()
  }

  /** Sends the queue's head, for which both permits are held. */
  private sendNext(): void {
    const batch = this.queue[this.queueHead]!
    // Sent batches leave the queue at once: the answer map holds them from here.
    this.queue[this.queueHead++] = undefined
    this.haveWindow = false
    this.send(batch, batch.body.length)
  }

  private send(batch: Batch, size: number): void {
    const { ctx } = this
    if (this.failure !== undefined || this.signal.aborted) {
      ctx.inflight.release()
      ctx.window.release(size)
      return
    }
    batch.seq = this.sent
    try {
      ctx.invoker.invokeThen(batch.body, this.scope, batch, this.arrived)
    } catch (err) {
      // A request Node refuses to make (a header it rejects): this may run in another file's permit
      // callback, so the error stays here and fails this file, as it did when thrown in the read loop.
      ctx.inflight.release()
      ctx.window.release(size)
      this.fail(readProblem(err, ctx.compression))
      return
    }
    this.sent++
  }

  /** Answers arrive in any order; they are written in the order the batches were sent. */
  private readonly arrived = (batch: Batch, answer: Buffer | undefined, error?: string): void => {
    this.ctx.inflight.release()
    batch.answer = answer ?? error ?? 'failed'
    this.answers.set(batch.seq, batch)
    this.pump()
  }

  private pump(): void {
    while (!this.waitingForDrain) {
      const next = this.answers.get(this.written)
      if (!next) break
      this.answers.delete(this.written)
      this.written++
      this.write(next, next.answer!)
      if (this.pendingBytes >= FLUSH_BYTES && !this.flush()) {
        this.waitingForDrain = true
        void drained(this.out!).then(() => {
          this.waitingForDrain = false
          this.pump()
        })
      }
    }
    if (this.written === this.sent && !this.waitingForDrain) this.allWritten?.()
  }

  /** Resolves once every batch sent so far has been written (or dropped after a failure). */
  private flushed(): Promise<void> {
    if (this.written === this.sent && !this.waitingForDrain) return Promise.resolve()
    return new Promise(resolve => {
      this.allWritten = () => {
        this.allWritten = undefined
        resolve()
      }
    })
  }

  private write(batch: Batch, answer: Buffer | string): void {
    try {
      if (this.failure !== undefined) return
      if (typeof answer === 'string') {
        const range =
          batch.records === 1
            ? `record ${batch.firstRecord}`
            : `records ${batch.firstRecord}-${batch.firstRecord + batch.records - 1}`
        this.fail(this.ctx.splitType === 'None' ? answer : `${range}: ${answer}`)
        return
      }
      this.assemble(answer, batch)
      this.records += batch.records
      this.ctx.progress.records += batch.records
    } catch (err) {
      this.fail((err as Error).message)
    } finally {
      this.ctx.window.release(batch.body.length)
    }
  }

  /** Assembles one answer for the `.out`: per record with data processing, else the body as is. */
  private assemble(body: Buffer, batch: Batch): void {
    const { ctx } = this
    const line = ctx.assembleWith === 'Line'
    if (ctx.processing?.output) {
      const outputs = ctx.processing.output(body, batch.inputs, batch.records, batch.firstRecord)
      this.push(Buffer.from(line ? outputs.map(o => `${o}\n`).join('') : outputs.join('')))
      return
    }
    this.push(body)
    // AssembleWith Line: each answer ends with a newline (one is added when it has none).
    if (line && (body.length === 0 || body[body.length - 1] !== 0x0a)) this.push(NEWLINE)
  }

  private push(piece: Buffer): void {
    this.pending.push(piece)
    this.pendingBytes += piece.length
  }

  /** Hands what has been assembled to the upload in one piece (small writes cost a syscall each). */
  private flush(): boolean {
    if (this.pendingBytes === 0 && this.pending.length === 0) return true
    const piece = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes)
    this.pending = []
    this.pendingBytes = 0
    return (this.out ?? this.startUpload()).write(piece)
  }
}

function gunzip(source: Readable): Readable {
  const inflate = createGunzip()
  source.on('error', err => inflate.destroy(err))
  return source.pipe(inflate)
}

function readProblem(err: unknown, compression: CompressionType): string {
  const e = err as NodeJS.ErrnoException
  const message = e?.message ?? String(err)
  if (e?.code?.startsWith('Z_') || /incorrect header check|unexpected end of file/.test(message)) {
    return `cannot decompress it (compression-type ${compression}): ${message}`
  }
  if (e?.name === 'SplitError' || e?.name === 'RecordError') return message
  return `cannot read it: ${message}`
}

/** Waits until the stream wants more, or has ended or failed (then writing stops anyway). */
async function drained(stream: PassThrough): Promise<void> {
  if (stream.destroyed || stream.writableEnded) return
  const ac = new AbortController()
  try {
    await Promise.race([
      once(stream, 'drain', { signal: ac.signal }),
      once(stream, 'close', { signal: ac.signal })
    ])
  } catch {
    // `once` rejects when the stream errors; the upload reports that.
  } finally {
    ac.abort()
  }
}
