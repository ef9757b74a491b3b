// What every splitter shares: the sink it feeds and the error that fails one input file.
import { count, noun } from '../../../format.js'
import { MAX_PAYLOAD_MB } from '../../../contract/limits.js'

/** The fix for a record or object over the payload, said the same wherever one is found. */
export const RAISE_MAX_PAYLOAD = `raise max-payload (at most ${MAX_PAYLOAD_MB} MB)`

/**
 * Receives each record as ranges of one buffer, so splitting allocates nothing per record:
 * `[start, end)` is the record with its framing (what MultiRecord sends), `[dataStart, dataEnd)` the
 * payload alone (what SingleRecord sends). The buffer may be a stream chunk: use it before the next push.
 */
export interface RecordSink {
  record(buf: Buffer, start: number, end: number, dataStart: number, dataEnd: number): void
}

export interface Splitter {
  /** Feeds the next chunk of the (decompressed) object; emits every record it completes. */
  push(chunk: Buffer): void
  /** The object has ended: emits the last record, or throws when it is cut short. */
  end(): void
}

/** A problem with the data of one input file; the file fails with this message, others go on. */
export class SplitError extends Error {
  constructor(
    message: string,
    /** The bytes are not in the split type's framing (as opposed to a record over the payload limit). */
    readonly unframed = false
  ) {
    super(message)
    this.name = 'SplitError'
  }
}

/** Told when a file cannot be split by its split type and goes whole in one request; `why` says why. */
export type UnsplittableNotice = (why: string) => void

export function describeBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(2)} MB`
  return `${count(n)} ${noun(n, 'byte')}`
}

/** The message for a record over the payload limit (SageMaker fails the file in that case too). */
export function tooLarge(what: string, size: number, maxBytes: number): SplitError {
  return new SplitError(
    `${what} is ${describeBytes(size)}, larger than the maximum payload of ${describeBytes(maxBytes)}; ` +
      `${RAISE_MAX_PAYLOAD} or split the data into smaller records`
  )
}
