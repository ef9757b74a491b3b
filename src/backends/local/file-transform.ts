// One input file through the data plane: read (gunzip) -> split -> batch -> invoke -> in-order output.
// The sender (batch-sender.ts) sends mini-batches as permits allow; the output (ordered-output.ts) writes
// the answers in order. If any part of the file fails, the output is abandoned so no `.out` appears
// for it, and the file's remaining requests are cancelled.
import type { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import type { AssembleWith, BatchStrategy, CompressionType, SplitType } from '../../spec.js'
import type { InputObject } from '../../listing/listing.js'
import type { ObjectStore } from '../../storage/store.js'
import { joinKey } from '../../storage/uri.js'
import { Batcher } from './batcher.js'
import { BatchSender } from './batch-sender.js'
import type { FileFailure } from './file-failure.js'
import { type Invoker, RequestScope, type RunScopes } from './invoker.js'
import { FLUSH_BYTES, OrderedOutput } from './ordered-output.js'
import type { DataProcessing } from './processing/data-processing.js'
import type { Progress } from './progress.js'
import type { Budget, Semaphore } from './semaphore.js'
import { createSplitter } from './split/create-splitter.js'
import { describeBytes, RAISE_MAX_PAYLOAD } from './split/types.js'

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
  /** The run's request scopes: stopping the run cancels every file's requests. */
  scopes: RunScopes
  /** Lines for the run's log. */
  log?: (line: string) => void
}

export type FileResult = { ok: true; records: number } | { ok: false; reason: string; stopped: boolean }

export async function transformFile(obj: InputObject, ctx: FileContext): Promise<FileResult> {
  // A name that would put the output outside output-path fails the file before anything is read.
  if (obj.output.key === undefined) return { ok: false, reason: obj.output.problem, stopped: false }
  return new FileTransform(obj, obj.output.key, ctx).run()
}

/** One file: its read loop, and the failure it ends with; the sender and the output do the rest. */
class FileTransform implements FileFailure {
  failure: string | undefined
  /** The file's requests: cancelled when it fails or the run stops. */
  private readonly scope: RequestScope
  private readonly output: OrderedOutput
  private readonly sender: BatchSender
  private readonly outKey: string

  constructor(
    private readonly obj: InputObject,
    outKey: string,
    private readonly ctx: FileContext
  ) {
    this.scope = new RequestScope(ctx.scopes)
    this.outKey = joinKey(ctx.output.prefix, outKey)
    this.output = new OrderedOutput({
      store: ctx.output.store,
      key: this.outKey,
      accept: ctx.accept,
      splitType: ctx.splitType,
      assembleWith: ctx.assembleWith,
      processing: ctx.processing,
      progress: ctx.progress,
      window: ctx.window,
      file: this
    })
    this.sender = new BatchSender({
      invoker: ctx.invoker,
      inflight: ctx.inflight,
      window: ctx.window,
      scope: this.scope,
      output: this.output,
      file: this
    })
  }

  async run(): Promise<FileResult> {
    const { ctx } = this
    await this.read()
    await this.output.flushed()
    if (this.failure === undefined && ctx.signal.aborted) this.failure = 'stopped'
    if (this.failure !== undefined) {
      await this.output.abandon(this.failure)
      // Also drops a `.out` an earlier run left under this name.
      await ctx.output.store.remove?.(this.outKey).catch(() => undefined)
      return { ok: false, reason: this.failure, stopped: ctx.signal.aborted }
    }
    if (await this.output.finish()) {
      await ctx.output.store.remove?.(this.outKey).catch(() => undefined)
      return { ok: false, reason: this.failure ?? 'the output could not be written', stopped: false }
    }
    return { ok: true, records: this.output.records }
  }

  fail(reason: string): void {
    if (this.failure !== undefined) return
    this.failure = reason
    this.scope.cancel()
  }

  failOn(err: unknown): void {
    this.fail(readProblem(err, this.ctx.compression))
  }

  /** Why the object cannot be sent at all (split-type None sends it whole), or undefined. */
  private tooLarge(): string | undefined {
    const { ctx, obj } = this
    const limit = ctx.maxPayloadBytes
    if (ctx.splitType !== 'None' || ctx.compression !== 'None' || obj.size === undefined || obj.size <= limit)
      return undefined
    return (
      `the object is ${describeBytes(obj.size)}, larger than the maximum payload of ${describeBytes(limit)} ` +
      `(split-type None sends each object whole); ${RAISE_MAX_PAYLOAD} or choose a split-type`
    )
  }

  private async read(): Promise<void> {
    const { ctx, obj } = this
    const tooLarge = this.tooLarge()
    if (tooLarge) return this.fail(tooLarge)
    const limit = ctx.maxPayloadBytes
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
          ? await obj.store.readSmall?.(obj.key, FLUSH_BYTES, obj.size)
          : undefined
      if (whole) {
        // As one chunk of the loop below, without the promises an async loop costs.
        splitter.push(whole)
        const wait = this.sender.enqueue(batcher.take())
        if (wait) await wait
      } else {
        stream = await obj.store.get(obj.key)
        if (ctx.compression === 'Gzip') stream = gunzip(stream)
        for await (const chunk of stream) {
          splitter.push(chunk as Buffer)
          // At most one wait per chunk: its mini-batches go out as permits allow, without this loop.
          const wait = this.sender.enqueue(batcher.take())
          if (wait) await wait
          if (this.scope.aborted) break
        }
      }
      if (!this.scope.aborted) {
        splitter.end()
        batcher.flush()
        const wait = this.sender.enqueue(batcher.take())
        if (wait) await wait
      }
    } catch (err) {
      this.failOn(err)
    } finally {
      stream?.destroy()
    }
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
