// Checks the input before anything is created, and sizes `max-payload: auto`: with split type None each
// object is one request, so the payload must hold the largest object (the smallest whole MB that does).
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import { UserError } from '../errors.js'
import type { Spec } from '../spec.js'
import { formatS3Uri, parseS3Uri, type S3Location } from './s3.js'

export const MB = 1024 * 1024
export const MAX_PAYLOAD_MB = 100
/** SageMaker's MaxPayloadInMB when none is sent. */
export const DEFAULT_PAYLOAD_MB = 6

export interface InputObject {
  key: string
  size: number
}

export interface InputSummary {
  objects: number
  largest?: InputObject
}

function mustS3(uri: string, input: string): S3Location {
  const loc = parseS3Uri(uri)
  if (!loc)
    throw new UserError(
      `${input}: SageMaker reads from S3, so this must be an s3:// URI (got ${JSON.stringify(uri)}).`
    )
  return loc
}

async function* listPrefix(
  s3: S3Client,
  loc: S3Location,
  firstPageOnly = false
): AsyncGenerator<InputObject> {
  let token: string | undefined
  do {
    const page = await s3.send(
      new ListObjectsV2Command({
        Bucket: loc.bucket,
        Prefix: loc.key,
        ContinuationToken: token
      })
    )
    for (const o of page.Contents ?? []) {
      if (o.Key && !o.Key.endsWith('/')) yield { key: o.Key, size: o.Size ?? 0 }
    }
    if (firstPageOnly) return
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
}

/** A manifest is `[{"prefix": "s3://b/p/"}, "rel/key", ...]`: the S3 locations it lists. */
export function parseManifest(text: string, uri: string): S3Location[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new UserError(
      `data: the manifest ${uri} is not JSON. Expected [{"prefix": "s3://bucket/prefix/"}, "key1", ...].`
    )
  }
  const head = Array.isArray(parsed) ? (parsed[0] as { prefix?: unknown } | undefined) : undefined
  const prefix = typeof head?.prefix === 'string' ? parseS3Uri(head.prefix) : undefined
  if (!Array.isArray(parsed) || !prefix || parsed.slice(1).some(e => typeof e !== 'string'))
    throw new UserError(
      `data: the manifest ${uri} must be [{"prefix": "s3://bucket/prefix/"}, "key1", ...] (first entry a prefix object, then key strings).`
    )
  return (parsed.slice(1) as string[]).map(rel => ({ bucket: prefix.bucket, key: `${prefix.key}${rel}` }))
}

async function readText(s3: S3Client, loc: S3Location): Promise<string> {
  try {
    const res = await s3.send(new GetObjectCommand({ Bucket: loc.bucket, Key: loc.key }))
    return await res.Body!.transformToString('utf8')
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey')
      throw new UserError(`data: the manifest ${formatS3Uri(loc)} does not exist. Check the data input.`)
    throw err
  }
}

/** Lists the whole input once: how many objects and the largest one. */
export async function summarizeInput(spec: Spec, s3: S3Client): Promise<InputSummary> {
  const loc = mustS3(spec.data.uri, 'data')
  const summary: InputSummary = { objects: 0 }
  const see = (o: InputObject): void => {
    summary.objects++
    if (!summary.largest || o.size > summary.largest.size) summary.largest = o
  }
  if (spec.data.type === 'S3Prefix') {
    for await (const o of listPrefix(s3, loc)) see(o)
    return summary
  }
  const entries = parseManifest(await readText(s3, loc), spec.data.uri)
  // One listing per distinct folder of the manifest, rather than one HEAD per entry.
  const sizes = new Map<string, number>()
  const folders = new Set(entries.map(e => `${e.bucket}/${e.key.slice(0, e.key.lastIndexOf('/') + 1)}`))
  for (const folder of folders) {
    const slash = folder.indexOf('/')
    const at = { bucket: folder.slice(0, slash), key: folder.slice(slash + 1) }
    for await (const o of listPrefix(s3, at)) sizes.set(`${at.bucket}/${o.key}`, o.size)
  }
  for (const e of entries) {
    const size = sizes.get(`${e.bucket}/${e.key}`)
    if (size === undefined)
      throw new UserError(
        `data: the manifest ${spec.data.uri} lists ${formatS3Uri(e)}, which does not exist.`
      )
    see({ key: formatS3Uri(e), size })
  }
  return summary
}

/** Fails when the input holds nothing, with one cheap call (used when max-payload is not `auto`). */
export async function checkInputExists(spec: Spec, s3: S3Client): Promise<void> {
  const loc = mustS3(spec.data.uri, 'data')
  if (spec.data.type === 'ManifestFile') {
    try {
      await s3.send(new HeadObjectCommand({ Bucket: loc.bucket, Key: loc.key }))
    } catch (err) {
      const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
      if (e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404)
        throw new UserError(`data: the manifest ${spec.data.uri} does not exist. Check the data input.`)
      throw err
    }
    return
  }
  for await (const _o of listPrefix(s3, loc, true)) return
  throw noObjects(spec.data.uri)
}

function noObjects(uri: string): UserError {
  return new UserError(
    `data: no objects under ${uri}. SageMaker would start instances and fail; upload the input first or fix the prefix.`
  )
}

/** The largest MaxPayloadInMB the concurrency allows (payload x concurrency <= 100). */
export function payloadCeiling(concurrency: number | undefined): number {
  return Math.min(MAX_PAYLOAD_MB, Math.floor(MAX_PAYLOAD_MB / Math.max(concurrency || 1, 1)))
}

/**
 * The MaxPayloadInMB for `auto` from the input's summary. Split type None: the smallest whole MB holding
 * the largest object. Other split types (records are small; a record over the payload fails its file)
 * and Gzip input (sizes unknown until decompressed): SageMaker's default of 6 MB, within the ceiling.
 */
export function autoPayloadMB(spec: Spec, summary: InputSummary): number {
  const concurrency = spec.resources.maxConcurrentTransforms
  const ceiling = payloadCeiling(concurrency)
  if (summary.objects === 0 || !summary.largest) throw noObjects(spec.data.uri)
  if (spec.data.splitType !== 'None' || spec.data.compression === 'Gzip')
    return Math.max(1, Math.min(DEFAULT_PAYLOAD_MB, ceiling))
  const { key, size } = summary.largest
  const needed = Math.max(1, Math.ceil(size / MB))
  const shownSize = `${size} bytes (${(size / MB).toFixed(2)} MB)`
  if (needed > MAX_PAYLOAD_MB)
    throw new UserError(
      `max-payload: auto: the largest input object ${key} is ${shownSize}, over SageMaker's ${MAX_PAYLOAD_MB} MB limit for one request. ` +
        'Split it (e.g. split-type: Line) or make the objects smaller.'
    )
  if (needed > ceiling)
    throw new UserError(
      `max-payload: auto: the largest input object ${key} is ${shownSize}, which needs ${needed} MB per request; ` +
        `with max-concurrent-transforms ${concurrency} that breaks the payload x concurrency <= ${MAX_PAYLOAD_MB} rule. ` +
        `Lower max-concurrent-transforms to ${Math.floor(MAX_PAYLOAD_MB / needed)} or less.`
    )
  return needed
}

/** Checks the input and returns the MaxPayloadInMB to send (undefined: the spec gave none). */
export async function resolveMaxPayload(spec: Spec, s3: S3Client): Promise<number | undefined> {
  const asked = spec.resources.maxPayloadMB
  if (asked !== 'auto') {
    await checkInputExists(spec, s3)
    return asked
  }
  return autoPayloadMB(spec, await summarizeInput(spec, s3))
}
