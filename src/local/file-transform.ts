// One input file through the data plane: read (gunzip) -> split -> batch -> invoke -> in-order output.
// The `.out` is streamed to the store as responses arrive in order; if any part of the file fails, the
// upload is abandoned so no `.out` appears for it, and the file's remaining requests are cancelled.
import { once } from 'node:events'
import { PassThrough, type Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import type { AssembleWith, BatchStrategy, CompressionType, SplitType } from '../spec.js'
import type { ObjectStore } from '../storage.js'
import { type Batch, Batcher } from './batcher.js'
import { type Invoker, RequestScope, shareSignal } from './invoker.js'
import type { DataProcessing } from './processing/index.js'
import type { Progress } from './progress.js'
import type { Budget, Semaphore } from './semaphore.js'
import { type InputObject, outputKey } from './sources.js'
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
}

export type FileResult = { ok: true; records: number } | { ok: false; reason: string; stopped: boolean }

const NEWLINE = Buffer.from('\n')
/** Output is handed to the upload in pieces of about this size. */
const FLUSH_BYTES = 256 * 1024

export async function transformFile(obj: InputObject, ctx: FileContext): Promise<FileResult> {
  return new FileTransform(obj, ctx).run()
}

class FileTransform {
  private failure: string | undefined
  private readonly abort = new AbortController()
  private readonly signal: AbortSignal
  private readonly scope: RequestScope
  private readonly out = new PassThrough({ highWaterMark: 1 << 20 })
  /** Batches sent, and batches written (or dropped), so far: answers are written in this order. */
  private sent = 0
  private written = 0
  private readonly answers = new Map<number, { batch: Batch; answer: Buffer | string }>()
  private waitingForDrain = false
  private allWritten: (() => void) | undefined
  private records = 0
  /** Assembled output not yet handed to the upload. */
  private pending: Buffer[] = []
  private pendingBytes = 0
  private readonly outKey: string

  constructor(
    private readonly obj: InputObject,
    private readonly ctx: FileContext
  ) {
    this.signal = shareSignal(AbortSignal.any([ctx.signal, this.abort.signal]))
    this.scope = new RequestScope(this.signal)
    this.outKey = outputKey(ctx.output.prefix, obj.relativeKey)
  }

  async run(): Promise<FileResult> {
    const { ctx } = this
    // Swallowed here, looked at below: an upload that fails must not become an unhandled rejection.
    this.out.on('error', () => undefined)
    const upload = ctx.output.store.put(this.outKey, this.out, ctx.accept).then(
      () => undefined,
      (err: Error) => {
        // Writing stops at once; a failure already recorded keeps its own reason.
        this.fail(`cannot write ${ctx.output.store.uriOf(this.outKey)}: ${err.message}`)
        this.out.destroy()
        return err
      }
    )
    await this.read()
    await this.flushed()
    if (this.failure === undefined && ctx.signal.aborted) this.failure = 'stopped'
    if (this.failure !== undefined) {
      this.out.destroy(new Error(this.failure))
      await upload
      await ctx.output.store.remove?.(this.outKey).catch(() => undefined)
      return { ok: false, reason: this.failure, stopped: ctx.signal.aborted }
    }
    this.flush()
    this.out.end()
    if (await upload) {
      await ctx.output.store.remove?.(this.outKey).catch(() => undefined)
      return { ok: false, reason: this.failure ?? 'the output could not be written', stopped: false }
    }
    return { ok: true, records: this.records }
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
    const splitter = createSplitter(ctx.splitType, batcher, limit)
    let stream: Readable | undefined
    try {
      stream = await obj.store.get(obj.key)
      if (ctx.compression === 'Gzip') stream = gunzip(stream)
      for await (const chunk of stream) {
        splitter.push(chunk as Buffer)
        for (const batch of batcher.take()) {
          const wait = this.dispatch(batch)
          if (wait) await wait
        }
        if (this.failure !== undefined || this.signal.aborted) break
      }
      if (this.failure === undefined && !this.signal.aborted) {
        splitter.end()
        batcher.flush()
        for (const batch of batcher.take()) await this.dispatch(batch)
      }
    } catch (err) {
      this.fail(readProblem(err, ctx.compression))
    } finally {
      stream?.destroy()
    }
  }

  /**
   * Sends one mini-batch once permits allow. Returns a promise only when it had to wait, so the common
   * path costs no extra turn of the event loop.
   */
  private dispatch(batch: Batch): Promise<void> | void {
    const size = batch.body.length
    const waitWindow = this.ctx.window.acquire(size)
    if (waitWindow) return waitWindow.then(() => this.whenInflight(batch, size))
    return this.whenInflight(batch, size)
  }

  private whenInflight(batch: Batch, size: number): Promise<void> | void {
    const waitSlot = this.ctx.inflight.acquire()
    if (waitSlot) return waitSlot.then(() => this.send(batch, size))
    this.send(batch, size)
  }

  private send(batch: Batch, size: number): void {
    const { ctx } = this
    if (this.failure !== undefined || this.signal.aborted) {
      ctx.inflight.release()
      ctx.window.release(size)
      return
    }
    const seq = this.sent++
    ctx.invoker.invokeThen(batch.body, this.scope, (answer, error) => {
      ctx.inflight.release()
      this.arrived(seq, batch, answer ?? error ?? 'failed')
    })
  }

  /** Answers arrive in any order; they are written in the order the batches were sent. */
  private arrived(seq: number, batch: Batch, answer: Buffer | string): void {
    this.answers.set(seq, { batch, answer })
    this.pump()
  }

  private pump(): void {
    while (!this.waitingForDrain) {
      const next = this.answers.get(this.written)
      if (!next) break
      this.answers.delete(this.written)
      this.written++
      this.write(next.batch, next.answer)
      if (this.pendingBytes >= FLUSH_BYTES && !this.flush()) {
        this.waitingForDrain = true
        void drained(this.out).then(() => {
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
    return this.out.write(piece)
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
