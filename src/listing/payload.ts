// `max-payload: auto`, one rule for both modes. With split-type None each object is one request, so
// the payload is the smallest whole MB holding the largest object: its decompressed size for Gzip
// input (the gzip trailer's ISIZE, one ranged read of the last 4 bytes), the listed objects' sizes for
// a ManifestFile. With Line, RecordIO or TFRecord the records go in mini-batches: no value is sent, so
// the container's /execution-parameters (else SageMaker's default) decides, as when max-payload is unset.
import { UserError } from '../errors.js'
import type { CompressionType, Spec, SplitType } from '../spec.js'
import {
  DEFAULT_MAX_PAYLOAD_MB,
  largestPayloadFor,
  MAX_PAYLOAD_MB,
  MB,
  mostConcurrentFor,
  PAYLOAD_TIMES_CONCURRENCY_MAX
} from '../contract/limits.js'
import { noInputObjects, type InputListing, type InputObject } from './listing.js'

interface PayloadChoice {
  /** MaxPayloadInMB to use; undefined sends none. */
  mb: number | undefined
  /** Why, for the log. */
  why: string
}

interface PayloadQuestion {
  splitType: SplitType
  compression: CompressionType
  maxConcurrentTransforms?: number
}

/** Objects sized at once (HEAD requests or ranged reads). */
const SIZING_CONCURRENCY = 16
const GZIP_TRAILER_BYTES = 4

export async function autoMaxPayload(q: PayloadQuestion, listing: InputListing): Promise<PayloadChoice> {
  if (q.splitType !== 'None') {
    return {
      mb: undefined,
      why:
        `split-type ${q.splitType} sends records in mini-batches, so none is set: the container's ` +
        `/execution-parameters (else SageMaker's default of ${DEFAULT_MAX_PAYLOAD_MB} MB) decides`
    }
  }
  const gzip = q.compression === 'Gzip'
  const largest = await largestObject(listing, gzip)
  if (!largest) throw noInputObjects(listing)
  const { uri, bytes } = largest
  const needed = Math.max(1, Math.ceil(bytes / MB))
  const size = `${bytes.toLocaleString('en-US')} bytes${gzip ? ' decompressed (its gzip trailer)' : ''}`
  if (needed > MAX_PAYLOAD_MB) {
    throw new UserError(
      `max-payload: auto: the largest input object ${uri} is ${size}, over SageMaker's ${MAX_PAYLOAD_MB} MB ` +
        'limit for one request. Choose a split-type (Line, RecordIO or TFRecord) or make the objects smaller.'
    )
  }
  const concurrency = q.maxConcurrentTransforms
  if (needed > largestPayloadFor(concurrency)) {
    throw new UserError(
      `max-payload: auto: the largest input object ${uri} is ${size}, which needs ${needed} MB per request; ` +
        `with max-concurrent-transforms ${concurrency} that breaks the payload x concurrency <= ` +
        `${PAYLOAD_TIMES_CONCURRENCY_MAX} rule. Lower max-concurrent-transforms to ` +
        `${mostConcurrentFor(needed)} or less.`
    )
  }
  return {
    mb: needed,
    why: `the largest input object, ${uri}, is ${size}; split-type None sends each object whole`
  }
}

/** `max-payload: auto -> 2 MB (why)`, the one log line both backends print. */
export function describePayloadChoice(c: PayloadChoice): string {
  return `max-payload: auto -> ${c.mb === undefined ? 'not set' : `${c.mb} MB`} (${c.why})`
}

async function largestObject(
  listing: InputListing,
  gzip: boolean
): Promise<{ uri: string; bytes: number } | undefined> {
  let largest: { uri: string; bytes: number } | undefined
  let batch: InputObject[] = []
  const measure = async (): Promise<void> => {
    const sizes = await Promise.all(batch.map(o => sizeOf(o, gzip, listing)))
    batch.forEach((o, i) => {
      if (!largest || sizes[i] > largest.bytes) largest = { uri: o.store.uriOf(o.key), bytes: sizes[i] }
    })
    batch = []
  }
  for await (const o of listing.objects()) {
    // An object whose output would leave output-path is never sent, so it does not size the payload.
    if (o.output.key === undefined) continue
    // Without decompression the listing's size is the answer: nothing to ask per object.
    if (!gzip && o.size !== undefined) {
      if (!largest || o.size > largest.bytes) largest = { uri: o.store.uriOf(o.key), bytes: o.size }
      continue
    }
    batch.push(o)
    if (batch.length === SIZING_CONCURRENCY) await measure()
  }
  await measure()
  return largest
}

async function sizeOf(o: InputObject, gzip: boolean, listing: InputListing): Promise<number> {
  const stored = o.size ?? (await o.store.head(o.key))
  if (stored === undefined) {
    throw new UserError(
      `data: ${listing.description} lists ${o.store.uriOf(o.key)}, which does not exist. Fix the entry or upload the object.`
    )
  }
  if (!gzip) return stored
  const trailer = await o.store.tail(o.key, GZIP_TRAILER_BYTES, stored)
  // ISIZE is the last member's size modulo 2^32: a file of several members (or over 4 GiB) reads
  // smaller than it is. Deflated data is never much larger than the data it holds, so the stored size
  // is a floor.
  const isize = trailer.length === GZIP_TRAILER_BYTES ? trailer.readUInt32LE(0) : 0
  return Math.max(isize, stored)
}

/**
 * `max-payload` as the job sends it, for either mode: the number given, or `auto` sized from the input
 * listing, with the choice logged. Stage 3 settles it once (run/part.ts); the backends read the number.
 */
export async function resolveMaxPayload(
  spec: Spec,
  listing: InputListing,
  log: (line: string) => void
): Promise<number | undefined> {
  const asked = spec.resources.maxPayloadMB
  if (asked !== 'auto') return asked
  const q = { ...spec.data, maxConcurrentTransforms: spec.resources.maxConcurrentTransforms }
  const choice = await autoMaxPayload(q, listing)
  log(describePayloadChoice(choice))
  return choice.mb
}
