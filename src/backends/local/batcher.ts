// Records -> mini-batches (the bodies of POST /invocations). SingleRecord sends each payload alone
// with its framing removed; MultiRecord packs framed records up to the payload limit. Mini-batches never
// span files. Without data processing, records stay ranges of the stream's chunks: a run of adjacent
// records becomes one slice, so packing costs no copy until a batch crosses a chunk boundary.
import type { BatchStrategy } from '../../spec.js'
import type { DataProcessing } from './processing/data-processing.js'
import type { RecordSink } from './split/types.js'

export interface Batch {
  body: Buffer
  records: number
  /** Index (from 1, within the file) of the batch's first record. */
  firstRecord: number
  /** Each record's original payload, when outputs are joined with inputs. */
  inputs: Buffer[] | undefined
  /** Set by the sender: the batch's place in the file's sending order, then its answer or failure. */
  seq: number
  answer: Buffer | string | undefined
}

const NEWLINE = Buffer.from('\n')

export class Batcher implements RecordSink {
  private ready: Batch[] = []
  private parts: Buffer[] = []
  private size = 0
  private count = 0
  private inputs: Buffer[] | undefined
  private nextRecord = 1
  private batchFirst = 1
  private runBuf: Buffer | undefined
  private runStart = 0
  private runEnd = 0

  constructor(
    private readonly strategy: BatchStrategy,
    /** Bytes per mini-batch (Infinity for no limit). */
    private readonly maxBytes: number,
    private readonly processing?: DataProcessing,
    /** Line records: a rewritten record gets its `\n` back when packed. */
    private readonly lineFraming = false
  ) {}

  record(buf: Buffer, start: number, end: number, dataStart: number, dataEnd: number): void {
    const index = this.nextRecord++
    const p = this.processing
    if (this.strategy === 'SingleRecord') {
      const payload = buf.subarray(dataStart, dataEnd)
      const body = p?.input ? p.input(payload, index) : payload
      const inputs = p?.keepInputs ? [payload] : undefined
      this.ready.push({ body, records: 1, firstRecord: index, inputs, seq: -1, answer: undefined })
      return
    }
    if (p) {
      const payload = buf.subarray(dataStart, dataEnd)
      let framed = buf.subarray(start, end)
      if (p.input) {
        const body = p.input(payload, index)
        framed = this.lineFraming ? Buffer.concat([body, NEWLINE]) : body
      }
      this.add(framed, 0, framed.length)
      if (p.keepInputs) (this.inputs ??= []).push(payload)
      return
    }
    this.add(buf, start, end)
  }

  /** Ends the file: the last partial mini-batch becomes ready. */
  flush(): void {
    if (this.count === 0) return
    this.closeRun()
    const body = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.size)
    const { count: records, batchFirst: firstRecord, inputs } = this
    this.ready.push({ body, records, firstRecord, inputs, seq: -1, answer: undefined })
    this.parts = []
    this.size = 0
    this.count = 0
    this.inputs = undefined
  }

  /** The mini-batches completed so far, in order. */
  take(): Batch[] {
    if (this.ready.length === 0) return NONE
    const out = this.ready
    this.ready = []
    return out
  }

  private add(buf: Buffer, start: number, end: number): void {
    const len = end - start
    // A record that alone exceeds the limit has been refused by the splitter; only framing can tip it over.
    if (this.count > 0 && this.size + len > this.maxBytes) this.flush()
    if (this.count === 0) this.batchFirst = this.nextRecord - 1
    if (this.runBuf === buf && this.runEnd === start) {
      this.runEnd = end
    } else {
      this.closeRun()
      this.runBuf = buf
      this.runStart = start
      this.runEnd = end
    }
    this.size += len
    this.count++
  }

  private closeRun(): void {
    if (!this.runBuf) return
    this.parts.push(this.runBuf.subarray(this.runStart, this.runEnd))
    this.runBuf = undefined
  }
}

const NONE: Batch[] = []
