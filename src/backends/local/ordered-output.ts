// One file's `.out`, written in the order its mini-batches were sent whatever order the answers come
// in. Output is streamed to the store once it outgrows FLUSH_BYTES (with the stream's flow control);
// a smaller one is written with one call at the end.
import { once } from 'node:events'
import { PassThrough } from 'node:stream'
import type { AssembleWith, SplitType } from '../../spec.js'
import type { ObjectStore } from '../../storage/store.js'
import type { Batch } from './batcher.js'
import type { FileFailure } from './file-failure.js'
import type { DataProcessing } from './processing/data-processing.js'
import type { Progress } from './progress.js'
import type { Budget } from './semaphore.js'

const NEWLINE = Buffer.from('\n')
/**
 * Output is handed to the upload in pieces of about this size; an output that never reaches it is
 * written with one call at the end.
 */
export const FLUSH_BYTES = 256 * 1024

interface OrderedOutputOptions {
  store: ObjectStore
  /** The `.out` key in the store. */
  key: string
  accept?: string
  splitType: SplitType
  assembleWith: AssembleWith
  processing?: DataProcessing
  progress: Progress
  /** Released by each batch's body size once it is written (or dropped). */
  window: Budget
  /** The file: failing it stops the writing. */
  file: FileFailure
}

export class OrderedOutput {
  /** Batches numbered so far, and written (or dropped) so far: answers are written in this order. */
  private numbered = 0
  private written = 0
  private readonly answers = new Map<number, Batch>()
  private waitingForDrain = false
  private allWritten: (() => void) | undefined
  /** Records answered and written. */
  records = 0
  /** Assembled output not yet handed to the upload. */
  private pending: Buffer[] = []
  private pendingBytes = 0
  /** The streamed upload, started once the output outgrows FLUSH_BYTES. */
  private out: PassThrough | undefined
  private upload: Promise<Error | undefined> | undefined

  constructor(private readonly o: OrderedOutputOptions) {}

  /** Gives a batch about to be sent its place in the output. */
  number(batch: Batch): void {
    batch.seq = this.numbered++
  }

  /** Takes back the place of the batch numbered last, when it could not be sent after all. */
  retract(): void {
    this.numbered--
  }

  /** A batch's answer (or why it failed); it is written once every earlier one has been. */
  arrived(batch: Batch, answer: Buffer | string): void {
    batch.answer = answer
    this.answers.set(batch.seq, batch)
    this.pump()
  }

  /** Resolves once every batch numbered so far has been written (or dropped after a failure). */
  flushed(): Promise<void> {
    if (this.written === this.numbered && !this.waitingForDrain) return Promise.resolve()
    return new Promise(resolve => {
      this.allWritten = () => {
        this.allWritten = undefined
        resolve()
      }
    })
  }

  /** Ends the output: the upload's end, or the whole output in one call; the error if writing failed. */
  async finish(): Promise<Error | undefined> {
    const { o } = this
    if (this.out) {
      this.flush()
      this.out.end()
      return this.upload
    }
    const whole = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes)
    const error = await o.store.put(o.key, whole, o.accept).then(
      () => undefined,
      (err: Error) => err
    )
    if (error) o.file.fail(this.cannotWrite(error))
    return error
  }

  /** Drops a started upload so no `.out` appears; resolves once it has let go. */
  async abandon(reason: string): Promise<void> {
    this.out?.destroy(new Error(reason))
    await this.upload
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
    if (this.written === this.numbered && !this.waitingForDrain) this.allWritten?.()
  }

  private write(batch: Batch, answer: Buffer | string): void {
    const { o } = this
    try {
      if (o.file.failure !== undefined) return
      if (typeof answer === 'string') {
        const range =
          batch.records === 1
            ? `record ${batch.firstRecord}`
            : `records ${batch.firstRecord}-${batch.firstRecord + batch.records - 1}`
        o.file.fail(o.splitType === 'None' ? answer : `${range}: ${answer}`)
        return
      }
      this.assemble(answer, batch)
      this.records += batch.records
      o.progress.records += batch.records
    } catch (err) {
      o.file.fail((err as Error).message)
    } finally {
      o.window.release(batch.body.length)
    }
  }

  /** Assembles one answer for the `.out`: per record with data processing, else the body as is. */
  private assemble(body: Buffer, batch: Batch): void {
    const { o } = this
    const line = o.assembleWith === 'Line'
    if (o.processing?.output) {
      const outputs = o.processing.output(body, batch.inputs, batch.records, batch.firstRecord)
      this.push(Buffer.from(line ? outputs.map(x => `${x}\n`).join('') : outputs.join('')))
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

  /** Starts streaming the `.out` to the store. */
  private startUpload(): PassThrough {
    const { o } = this
    const out = new PassThrough({ highWaterMark: 1 << 20 })
    // Swallowed here, looked at in finish(): an upload that fails must not become an unhandled rejection.
    out.on('error', () => undefined)
    this.upload = o.store.put(o.key, out, o.accept).then(
      () => undefined,
      (err: Error) => {
        // Writing stops at once; a failure already recorded keeps its own reason.
        o.file.fail(this.cannotWrite(err))
        out.destroy()
        return err
      }
    )
    this.out = out
    return out
  }

  private cannotWrite(err: Error): string {
    return `cannot write ${this.o.store.uriOf(this.o.key)}: ${err.message}`
  }
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
