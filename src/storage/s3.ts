// The S3 client factory, object helpers and an ObjectStore over one bucket prefix.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { Readable } from 'node:stream'
import type { CredentialProvider, RunS3, S3Settings } from '../context.js'
import { awsClient, DEFAULT_TIMEOUTS, requestHandlerSettings, type CallTimeouts } from '../aws/calls.js'
import { limitSdkRetries, logSdkRetries } from '../aws/retry.js'
import { regionOrFallback } from '../aws/region.js'
import { proxyConfigOf } from '../aws/proxy.js'
import { ASK_THE_SDK, directGetEnabled, directGetOf } from './s3-direct-get.js'
import { listObjectPages } from './s3-listing.js'
import { isNotFound, isPreconditionFailed } from './s3-errors.js'
import { getObjectTagged, getSmall, putObjectIf } from './s3-conditional.js'
import { eachOf } from './pages.js'
import type { ObjectStore, PutCondition, StoredObject, TaggedObject } from './store.js'
import { formatS3Uri, parseS3Uri, type S3Location } from './uri.js'

interface S3Options {
  region?: string
  /** `s3-endpoint`: an S3-compatible endpoint (MinIO, Ceph, a local test server). */
  endpoint?: string
  /** The run's own credentials (role-to-assume); else the SDK's default chain. */
  credentials?: CredentialProvider
  /** Connect and answer limits per request (defaults in aws/calls.ts). */
  timeouts?: CallTimeouts
  /** Where a group of retries is told (its first failure and its end). */
  log?: (line: string) => void
  /** `http-proxy`: over the proxy variables. */
  httpProxy?: string
}

/** Tries per S3 request, made by the SDK itself (a streamed body cannot be sent again from here). */
const S3_ATTEMPTS = 5

/** Sockets per host: the output reader keeps up to this many small reads in flight. */
const S3_MAX_SOCKETS = 256

/** A client for the region and endpoint; custom endpoints use path-style addressing. */
export function createS3Client(opts: S3Options, env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = opts.endpoint || env.AWS_ENDPOINT_URL_S3 || undefined
  const proxy = proxyConfigOf(env, opts.httpProxy)
  const config: S3ClientConfig = {
    region: regionOrFallback(opts.region, env),
    maxAttempts: S3_ATTEMPTS,
    ...requestHandlerSettings(opts.timeouts, proxy, S3_MAX_SOCKETS),
    ...(opts.credentials ? { credentials: opts.credentials } : {})
  }
  if (endpoint) {
    config.endpoint = endpoint
    config.forcePathStyle = true
    // S3-compatible stores (MinIO, Ceph, s3rver) often reject the SDK's default streaming checksums.
    config.requestChecksumCalculation = 'WHEN_REQUIRED'
    config.responseChecksumValidation = 'WHEN_REQUIRED'
  }
  const client = limitSdkRetries(
    awsClient(new S3Client(config), 'S3', { endpoint, timeouts: opts.timeouts, proxy }),
    opts.timeouts?.callMs
  )
  const target = { service: 'S3', endpoint, timeouts: opts.timeouts ?? DEFAULT_TIMEOUTS, proxy }
  directGetOf(client, { answerMs: target.timeouts.answerMs, log: opts.log, enabled: directGetEnabled(env) })
  return opts.log ? logSdkRetries(client, target, S3_ATTEMPTS, opts.log) : client
}

/** Deletes an object (S3 answers the same whether or not it existed). */
export async function deleteObject(client: S3Client, loc: S3Location): Promise<void> {
  await client.send(new DeleteObjectCommand({ Bucket: loc.bucket, Key: loc.key }))
}

/** A copy source: the bucket and the key, each key segment URL-encoded (S3 decodes it whole). */
function copySourceOf(loc: S3Location): string {
  return `${loc.bucket}/${loc.key.split('/').map(encodeURIComponent).join('/')}`
}

interface CopyOptions {
  /** Copy only while the source still has this ETag. */
  ifMatch?: string
  /** The KMS key that encrypts the copy (output-kms-key). */
  kmsKey?: string
}

/**
 * Copies an object inside S3, server side: no byte passes through the runner. Returns the copy's ETag,
 * or undefined when the source is missing or no longer has the ETag asked for.
 */
export async function copyObject(
  client: S3Client,
  from: S3Location,
  to: S3Location,
  opts: CopyOptions = {}
): Promise<string | undefined> {
  // The short path first (about a quarter of the SDK's CPU a request); KMS copies stay with the SDK.
  if (!opts.kmsKey) {
    const direct = await directGetOf(client).copy(from, to, opts.ifMatch)
    if (direct !== ASK_THE_SDK) return direct
  }
  try {
    const out = await client.send(
      new CopyObjectCommand({
        Bucket: to.bucket,
        Key: to.key,
        CopySource: copySourceOf(from),
        ...(opts.ifMatch ? { CopySourceIfMatch: opts.ifMatch } : {}),
        ...(opts.kmsKey ? { ServerSideEncryption: 'aws:kms' as const, SSEKMSKeyId: opts.kmsKey } : {})
      })
    )
    return out.CopyObjectResult?.ETag ?? ''
  } catch (err) {
    if (isNotFound(err) || isPreconditionFailed(err)) return undefined
    throw err
  }
}

/** An ETag no object has: a copy that asks for it must be refused. */
const NO_OBJECT_HAS_THIS_ETAG = '"00000000000000000000000000000000-0"'

/**
 * Whether the store checks a copy's source precondition (`x-amz-copy-source-if-match`), as S3 does: a
 * copy of `from` to `to` that asks for an ETag no object has must answer 412. Some S3-compatible stores
 * ignore it and copy (the copy is deleted again). Undefined when the source is missing (nothing learnt).
 */
export async function copyPreconditionHonoured(
  client: S3Client,
  from: S3Location,
  to: S3Location
): Promise<boolean | undefined> {
  try {
    await client.send(
      new CopyObjectCommand({
        Bucket: to.bucket,
        Key: to.key,
        CopySource: copySourceOf(from),
        CopySourceIfMatch: NO_OBJECT_HAS_THIS_ETAG
      })
    )
  } catch (err) {
    if (isPreconditionFailed(err)) return true
    if (isNotFound(err)) return undefined
    throw err
  }
  await deleteObject(client, to)
  return false
}

interface ObjectInfo {
  size: number
  etag?: string
  lastModified?: Date
  /** User metadata (`x-amz-meta-*`), keys in lower case. */
  metadata: Record<string, string>
}

/** HeadObject: size, ETag and user metadata, or undefined when the object does not exist. */
export async function headObject(client: S3Client, loc: S3Location): Promise<ObjectInfo | undefined> {
  try {
    const out = await client.send(new HeadObjectCommand({ Bucket: loc.bucket, Key: loc.key }))
    const metadata: Record<string, string> = {}
    for (const [k, v] of Object.entries(out.Metadata ?? {})) metadata[k.toLowerCase()] = v
    return { size: out.ContentLength ?? 0, etag: out.ETag, lastModified: out.LastModified, metadata }
  } catch (err) {
    if (isNotFound(err)) return undefined
    throw err
  }
}

/** A small object's text, or undefined when it does not exist. */
export async function getObjectText(client: S3Client, loc: S3Location): Promise<string | undefined> {
  try {
    const out = await client.send(new GetObjectCommand({ Bucket: loc.bucket, Key: loc.key }))
    return await out.Body!.transformToString('utf8')
  } catch (err) {
    if (isNotFound(err)) return undefined
    throw err
  }
}

interface UploadOptions {
  contentType?: string
  /** User metadata, sent with the object (with CreateMultipartUpload for large bodies). */
  metadata?: Record<string, string>
  /** Bytes per part (at least 5 MiB); bodies smaller than one part go in a single PutObject. */
  partSize?: number
  /** Parts in flight at once. */
  queueSize?: number
  /** Aborts the upload (and its multipart upload) when signalled. */
  signal?: AbortSignal
}

// 16 MiB parts: fewer round trips and part files than 8 MiB (about 20% faster for a 1 GiB artifact),
// and 4 in flight keep the buffered bytes at 64 MiB.
const DEFAULT_PART_SIZE = 16 << 20

/**
 * Uploads a body of any size, streaming: multipart with `partSize` parts when it is larger than one
 * part. A failed or aborted upload aborts its multipart upload, so no partial object appears.
 */
export async function uploadObject(
  client: S3Client,
  loc: S3Location,
  body: Buffer | string | Readable,
  opts: UploadOptions = {}
): Promise<void> {
  const upload = new Upload({
    client,
    partSize: Math.max(5 << 20, opts.partSize ?? DEFAULT_PART_SIZE),
    queueSize: opts.queueSize ?? 4,
    leavePartsOnError: false,
    params: {
      Bucket: loc.bucket,
      Key: loc.key,
      Body: body,
      ContentType: opts.contentType,
      Metadata: opts.metadata
    }
  })
  const onAbort = () => void upload.abort().catch(() => undefined)
  opts.signal?.addEventListener('abort', onAbort, { once: true })
  // When the body fails, that failure is the story (the multipart abort that follows may fail too).
  let bodyError: unknown
  if (body instanceof Readable) body.once('error', err => (bodyError ??= err))
  try {
    if (opts.signal?.aborted) throw new Error('upload cancelled')
    await upload.done()
  } catch (err) {
    throw bodyError ?? err
  } finally {
    opts.signal?.removeEventListener('abort', onAbort)
  }
}

/**
 * The run's S3 client: one per settings, made on first use (a run has one spec, so one client; only a
 * stage driven on its own by a test asks for others). `release` frees the sockets of every client made.
 */
export function runS3(
  env: NodeJS.ProcessEnv,
  credentials?: CredentialProvider,
  log?: (line: string) => void
): RunS3 {
  const clients = new Map<string, S3Client>()
  const get = (settings: S3Settings): S3Client => {
    const key = `${settings.region ?? ''} ${settings.s3Endpoint ?? ''} ${settings.httpProxy ?? ''}`
    let client = clients.get(key)
    if (!client) {
      client = createS3Client(
        {
          region: settings.region,
          endpoint: settings.s3Endpoint,
          httpProxy: settings.httpProxy,
          credentials,
          log
        },
        env
      )
      clients.set(key, client)
    }
    return client
  }
  return Object.assign(get, {
    release: () => {
      for (const client of clients.values()) client.destroy()
      clients.clear()
    }
  })
}

/** The credentials the SDK's default chain finds for this run (to read their expiry); never sent anywhere. */
export async function defaultChainCredentials(
  control: { region?: string; httpProxy?: string },
  env: NodeJS.ProcessEnv
): Promise<{ expiration?: Date }> {
  const client = createS3Client({ region: control.region, httpProxy: control.httpProxy }, env)
  try {
    return await client.config.credentials()
  } finally {
    client.destroy()
  }
}

/** An ObjectStore rooted at `s3://bucket/prefix`; keys are relative to that prefix. */
export class S3Store implements ObjectStore {
  readonly client: S3Client
  readonly bucket: string
  readonly prefix: string

  constructor(client: S3Client, root: S3Location) {
    this.client = client
    this.bucket = root.bucket
    // The root is a folder: `s3://b/p` and `s3://b/p/` both hold keys under `p/`.
    this.prefix = root.key === '' ? '' : root.key.replace(/\/*$/, '/')
  }

  private fullKey(key: string): string {
    return `${this.prefix}${key}`
  }

  /** Where a key of this store is in S3. */
  locationOf(key: string): S3Location {
    return { bucket: this.bucket, key: this.fullKey(key) }
  }

  uriOf(key: string): string {
    return formatS3Uri({ bucket: this.bucket, key: this.fullKey(key) })
  }

  keyOf(uri: string): string | undefined {
    const loc = parseS3Uri(uri)
    if (!loc || loc.bucket !== this.bucket || !loc.key.startsWith(this.prefix)) return undefined
    return loc.key.slice(this.prefix.length)
  }

  list(prefix: string): AsyncIterable<StoredObject> {
    return eachOf(this.listPages(prefix))
  }

  listAfter(prefix: string, startAfter: string): AsyncIterable<StoredObject> {
    return eachOf(this.listPages(prefix, startAfter))
  }

  listPages(prefix: string, startAfter?: string): AsyncIterable<StoredObject[]> {
    const after = startAfter === undefined ? undefined : this.fullKey(startAfter)
    return listObjectPages(this.client, this.bucket, this.fullKey(prefix), after, this.prefix.length)
  }

  async get(key: string): Promise<Readable> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.fullKey(key) }))
    return out.Body as Readable
  }

  async readSmall(key: string, maxBytes: number, size?: number): Promise<Buffer | undefined> {
    if (size !== undefined && size > maxBytes) return undefined
    const direct = await directGetOf(this.client).read(this.bucket, this.fullKey(key), maxBytes)
    if (direct !== ASK_THE_SDK) return direct
    // Replaced by a larger object since it was listed: no bytes, and the caller streams it instead.
    return (await getSmall(this.client, this.locationOf(key), maxBytes)).bytes
  }

  async put(key: string, body: Buffer | string | Readable, contentType?: string): Promise<void> {
    await uploadObject(this.client, { bucket: this.bucket, key: this.fullKey(key) }, body, { contentType })
  }

  putIf(key: string, body: Buffer | string, condition: PutCondition, contentType?: string): Promise<boolean> {
    return putObjectIf(this.client, this.locationOf(key), body, condition, contentType)
  }

  readTagged(key: string, maxBytes: number): Promise<TaggedObject | undefined> {
    return getObjectTagged(this.client, this.locationOf(key), maxBytes)
  }

  async head(key: string): Promise<number | undefined> {
    return (await this.stat(key))?.size
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    const info = await headObject(this.client, { bucket: this.bucket, key: this.fullKey(key) })
    return (
      info && {
        key,
        size: info.size,
        lastModified: info.lastModified,
        ...(info.etag ? { etag: info.etag } : {})
      }
    )
  }

  async tail(key: string, bytes: number, size?: number): Promise<Buffer> {
    // With the size known, an explicit range: some S3-compatible stores misread suffix ranges.
    const range = size === undefined ? `bytes=-${bytes}` : `bytes=${Math.max(0, size - bytes)}-${size - 1}`
    if (size === 0) return Buffer.alloc(0)
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.fullKey(key), Range: range })
      )
      return Buffer.from(await out.Body!.transformToByteArray())
    } catch (err) {
      // A suffix range of an empty object is not satisfiable: its tail is empty.
      if ((err as { name?: string }).name === 'InvalidRange') return Buffer.alloc(0)
      throw err
    }
  }
}
