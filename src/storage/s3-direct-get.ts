// GetObject of a small object, CopyObject, and ListObjectsV2 pages (scanned by s3-list-page.ts) on the
// shortest path: the SDK resolves the bucket's endpoint (once per bucket), its own signer signs each
// request with the client's credentials and clock offset, and the client's own request handler sends
// it (its one connection pool, its connection and answer limits, its proxy). The SDK's client spends
// about 0.7 ms of CPU a GET in its middleware, which caps one process at about 1,300 outputs a second;
// this path skips that middleware. Only a plain 200 is taken here: any other answer (404, 403, a
// redirect, throttling, 5xx), a socket error or a timeout hands the request back to the SDK's client,
// whose retries and errors apply. A bucket whose requests keep coming back is left to the SDK.
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { getEndpointFromInstructions } from '@smithy/core/endpoints'
import { SignatureV4 } from '@smithy/signature-v4'
import type { IncomingMessage } from 'node:http'
import { DEFAULT_TIMEOUTS } from '../aws/calls.js'
import { parseListPage, type ListPage } from './s3-list-page.js'

/** The SDK should read this one (its answer was not a plain 200, or the request did not get one). */
export const ASK_THE_SDK = Symbol('ask the SDK')

/** Set to `false` (or `0`) to read every object through the SDK's client. */
export const DIRECT_GET_VARIABLE = 'BATCH_TRANSFORM_DIRECT_GET'

/** Hand-backs in a row after which a bucket's reads all go through the SDK's client. */
export const FALLBACKS_TO_GIVE_UP = 4

/** The most a listing page's answer may hold (1,000 keys of 1,024 bytes, URL-encoded, and their fields). */
const LIST_PAGE_BYTES = 16 << 20

/** SHA-256 of an empty body, sent as the payload hash of a GET. */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

/** S3's path encoding of a key: each segment URI-encoded, `/` kept, and `!'()*` encoded too. */
export function encodeKey(key: string): string {
  return key
    .split('/')
    .map(s =>
      encodeURIComponent(s).replace(/[!'()*]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    )
    .join('/')
}

interface BucketRoute {
  url: URL
  signer: SignatureV4
  /** Hand-backs in a row; the route is dropped at FALLBACKS_TO_GIVE_UP. */
  fallbacks: number
}

/** What is read of the client's resolved configuration. */
interface S3Config {
  credentials: SignatureV4['credentialProvider']
  sha256: ConstructorParameters<typeof SignatureV4>[0]['sha256']
  systemClockOffset?: number
  requestHandler: {
    handle(
      request: object,
      options?: { abortSignal?: AbortSignal }
    ): Promise<{ response: { statusCode: number; headers: Record<string, string>; body: unknown } }>
  }
}

export interface DirectGetOptions {
  /** The answer limit of the client (an idle body is given up after as long). */
  answerMs?: number
  /** Where the one note of a bucket left to the SDK goes. */
  log?: (line: string) => void
  /** False: every read goes through the SDK's client. */
  enabled?: boolean
}

/** Whether the environment leaves the short path on. */
export function directGetEnabled(env: NodeJS.ProcessEnv): boolean {
  return !/^(false|0|off|no)$/i.test(env[DIRECT_GET_VARIABLE]?.trim() ?? '')
}

/** Why the read came back, for the note when a bucket is left to the SDK. */
type Outcome = Buffer | undefined | { fallback: string }

/** S3's 503 SlowDown to a copy on the short path, told as the SDK would name it. */
export class SlowDown extends Error {
  override readonly name = 'SlowDown'
  readonly $metadata = { httpStatusCode: 503 }
  constructor(bucket: string) {
    super(`SlowDown (HTTP 503): S3 asked for fewer requests a second copying into bucket ${bucket}`)
  }
}

export class DirectGet {
  private readonly routes = new Map<string, Promise<BucketRoute | undefined>>()
  private readonly answerMs: number

  constructor(
    private readonly client: S3Client,
    private readonly options: DirectGetOptions = {}
  ) {
    this.answerMs = options.answerMs ?? DEFAULT_TIMEOUTS.answerMs
  }

  /**
   * The object's bytes; undefined when it holds more than `maxBytes` (the caller streams it);
   * ASK_THE_SDK when this path cannot answer.
   */
  async read(
    bucket: string,
    key: string,
    maxBytes: number
  ): Promise<Buffer | undefined | typeof ASK_THE_SDK> {
    const route = await this.route(bucket)
    if (!route) return ASK_THE_SDK
    const outcome = await this.get(route, key, maxBytes)
    if (outcome === undefined || Buffer.isBuffer(outcome)) {
      route.fallbacks = 0
      return outcome
    }
    this.fellBack(
      route,
      bucket,
      last =>
        `S3 reads of bucket ${bucket}: the short GET path was handed back to the SDK's client ` +
        `${FALLBACKS_TO_GIVE_UP} times in a row (last: ${last}); the SDK's client reads ` +
        `the rest of this bucket (${DIRECT_GET_VARIABLE}=false turns the short path off).`,
      outcome.fallback
    )
    return ASK_THE_SDK
  }

  /**
   * CopyObject on the same short path (a copy inside S3: no body either way). The copy's ETag;
   * undefined never (a missing source or a failed condition is the SDK's to tell); ASK_THE_SDK when
   * this path cannot answer (anything but a 200 that holds a CopyObjectResult).
   */
  async copy(
    from: { bucket: string; key: string },
    to: { bucket: string; key: string },
    ifMatch?: string
  ): Promise<string | typeof ASK_THE_SDK> {
    const route = await this.route(to.bucket)
    if (!route) return ASK_THE_SDK
    const headers: Record<string, string> = {
      'x-amz-copy-source': `/${from.bucket}/${encodeKey(from.key)}`,
      'content-length': '0',
      ...(ifMatch ? { 'x-amz-copy-source-if-match': ifMatch } : {})
    }
    const sent = await this.answered(route, 'PUT', to.key, headers)
    const answer: Outcome = 'fallback' in sent ? sent : await this.body(sent, undefined, 1 << 16)
    if (Buffer.isBuffer(answer)) {
      // S3 may answer a copy 200 and put an error in the body: only a result with its ETag is taken.
      const text = answer.toString('utf8')
      const etag = /<CopyObjectResult[\s>][\s\S]*<ETag>([^<]*)<\/ETag>/.exec(text)?.[1]
      if (etag !== undefined) {
        route.fallbacks = 0
        return etag
          .replace(/&quot;/g, '"')
          .replace(/&#34;/g, '"')
          .replace(/&amp;/g, '&')
      }
    }
    // S3 asking for fewer requests a second: the caller's pace slows down (the SDK's tries would not).
    if (!Buffer.isBuffer(answer) && answer?.fallback === 'HTTP 503') throw new SlowDown(to.bucket)
    // A missing source or a failed condition is an answer, not a failing path: the SDK tells it.
    const told = !Buffer.isBuffer(answer) && /^HTTP (404|412)$/.test(answer?.fallback ?? '')
    if (!told)
      this.fellBack(
        route,
        to.bucket,
        last =>
          `S3 copies into bucket ${to.bucket}: the short path was handed back to the SDK's client ` +
          `${FALLBACKS_TO_GIVE_UP} times in a row (last: ${last}); the SDK's client copies the rest ` +
          `(${DIRECT_GET_VARIABLE}=false turns the short path off).`,
        Buffer.isBuffer(answer) ? 'a copy answer without its result' : (answer?.fallback ?? 'empty answer')
      )
    return ASK_THE_SDK
  }

  /**
   * One ListObjectsV2 page (keys URL-encoded) on the same short path, read by a scan of its XML
   * (s3-list-page.ts); ASK_THE_SDK when this path cannot answer or the scan cannot vouch for the page.
   */
  async list(
    bucket: string,
    ask: { prefix: string; token?: string; startAfter?: string }
  ): Promise<ListPage | typeof ASK_THE_SDK> {
    const route = await this.route(bucket)
    if (!route) return ASK_THE_SDK
    const query: Record<string, string> = { 'list-type': '2', prefix: ask.prefix, 'encoding-type': 'url' }
    if (ask.token !== undefined) query['continuation-token'] = ask.token
    if (ask.startAfter !== undefined) query['start-after'] = ask.startAfter
    const sent = await this.answered(route, 'GET', '', {}, query)
    const answer: Outcome = 'fallback' in sent ? sent : await this.bounded(sent, LIST_PAGE_BYTES)
    const page = Buffer.isBuffer(answer) ? parseListPage(answer) : undefined
    if (page) {
      route.fallbacks = 0
      return page
    }
    this.fellBack(
      route,
      bucket,
      last =>
        `S3 listings of bucket ${bucket}: the short path was handed back to the SDK's client ` +
        `${FALLBACKS_TO_GIVE_UP} times in a row (last: ${last}); the SDK's client lists the rest ` +
        `(${DIRECT_GET_VARIABLE}=false turns the short path off).`,
      Buffer.isBuffer(answer) ? 'a page the scan could not read' : (answer?.fallback ?? 'an answer too long')
    )
    return ASK_THE_SDK
  }

  /**
   * One request signed by the SDK's signer and sent by the client's handler (its pool, proxy and
   * connection limit; awsClient's answer limit): a plain 200's answer, unread, else why not.
   */
  private async answered(
    route: BucketRoute,
    method: string,
    key: string,
    extra: Record<string, string>,
    query: Record<string, string> = {}
  ): Promise<IncomingMessage | { fallback: string }> {
    const config = this.client.config as unknown as S3Config
    const { url } = route
    const request = {
      method,
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: `${url.pathname.replace(/\/$/, '')}/${encodeKey(key)}`,
      query,
      headers: { host: url.host, 'x-amz-content-sha256': EMPTY_SHA256, ...extra }
    }
    let signed
    try {
      signed = await route.signer.sign(request, {
        signingDate: new Date(Date.now() + (config.systemClockOffset ?? 0))
      })
    } catch {
      return { fallback: 'no credentials to sign with' } // the SDK's error says why
    }
    try {
      const { response } = await config.requestHandler.handle(signed)
      const answer = response.body as IncomingMessage
      if (response.statusCode === 200) return answer
      answer.destroy() // not read here: the SDK asks again and says what the answer means
      return { fallback: `HTTP ${response.statusCode}` }
    } catch (err) {
      return { fallback: (err as { code?: string; name?: string }).code ?? (err as Error).name ?? 'failed' }
    }
  }

  /**
   * One more hand-back in a row; at FALLBACKS_TO_GIVE_UP the bucket is left to the SDK, and `note`
   * (given the last reason) is said once.
   */
  private fellBack(route: BucketRoute, bucket: string, note: (last: string) => string, why: string): void {
    if (++route.fallbacks !== FALLBACKS_TO_GIVE_UP) return
    this.routes.set(bucket, Promise.resolve(undefined))
    this.options.log?.(note(why))
  }

  private async get(route: BucketRoute, key: string, maxBytes: number): Promise<Outcome> {
    const answer = await this.answered(route, 'GET', key, {})
    return 'fallback' in answer ? answer : this.bounded(answer, maxBytes)
  }

  /** A 200's body up to `maxBytes`; undefined when it announces more (a caller may stream it). */
  private bounded(answer: IncomingMessage, maxBytes: number): Promise<Outcome> | Outcome {
    const announced = answer.headers['content-length']
    const length = announced === undefined ? undefined : Number(announced)
    if (length !== undefined && !(length <= maxBytes)) {
      answer.destroy()
      return Number.isFinite(length) ? undefined : { fallback: 'unreadable content-length' }
    }
    return this.body(answer, length, maxBytes)
  }

  /** The body whole; with no length announced (chunked), at most `maxBytes` of it. */
  private body(answer: IncomingMessage, length: number | undefined, maxBytes: number): Promise<Outcome> {
    return new Promise(resolve => {
      const chunks: Buffer[] = []
      // A body that comes in one chunk (most small ones) is that chunk; a longer one is copied into
      // one buffer as it arrives: no second copy of every body waiting for a collection.
      let whole: Buffer | undefined
      let fixed: Buffer | undefined
      let at = 0
      // A body that stops arriving is given up after the answer limit (the SDK then tries again).
      const idle = setTimeout(() => answer.destroy(new Error('body stalled')), this.answerMs)
      answer.once('close', () => clearTimeout(idle))
      answer.on('data', (chunk: Buffer) => {
        idle.refresh()
        const limit = length ?? maxBytes
        if (at + chunk.length > limit) {
          answer.destroy()
          // More than announced is a broken answer; more than the bound, without one, is streamed.
          return resolve(length === undefined ? undefined : { fallback: 'longer than announced' })
        }
        if (length === undefined) chunks.push(chunk)
        else if (at === 0 && chunk.length === length) whole = chunk
        else chunk.copy((fixed ??= Buffer.allocUnsafe(length)), at)
        at += chunk.length
      })
      answer.on('end', () => {
        if (length === undefined) resolve(Buffer.concat(chunks, at))
        else if (at !== length) resolve({ fallback: 'shorter than announced' })
        else resolve(whole ?? fixed ?? Buffer.alloc(0))
      })
      answer.on('error', err => resolve({ fallback: err.message }))
      answer.on('close', () => resolve({ fallback: 'connection closed' }))
    })
  }

  /**
   * The bucket's endpoint and signer, as the SDK resolves them; undefined where it asks more than SigV4,
   * once the bucket is left to the SDK, and with the short path turned off.
   */
  private route(bucket: string): Promise<BucketRoute | undefined> {
    if (this.options.enabled === false) return Promise.resolve(undefined)
    let route = this.routes.get(bucket)
    if (!route) {
      route = this.resolve(bucket).catch(() => undefined)
      this.routes.set(bucket, route)
    }
    return route
  }

  private async resolve(bucket: string): Promise<BucketRoute | undefined> {
    const config = this.client.config as unknown as S3Config
    const endpoint = await getEndpointFromInstructions(
      { Bucket: bucket, Key: 'k' },
      GetObjectCommand as unknown as Parameters<typeof getEndpointFromInstructions>[1],
      this.client.config as unknown as Parameters<typeof getEndpointFromInstructions>[2]
    )
    const schemes = (endpoint.properties?.authSchemes ?? []) as {
      name?: string
      signingName?: string
      signingRegion?: string
    }[]
    const scheme = schemes[0]
    const url = new URL(endpoint.url.toString())
    // S3 Express sessions, SigV4a (multi-Region access points) and endpoints asking extra headers
    // stay with the SDK.
    if (scheme?.name !== 'sigv4' || !scheme.signingRegion || Object.keys(endpoint.headers ?? {}).length)
      return undefined
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    if (url.search || url.username || url.password) return undefined
    const signer = new SignatureV4({
      credentials: config.credentials,
      region: scheme.signingRegion,
      service: scheme.signingName ?? 's3',
      sha256: config.sha256,
      // S3 signs the path as sent, without encoding it again.
      uriEscapePath: false
    })
    return { url, signer, fallbacks: 0 }
  }
}

const byClient = new WeakMap<S3Client, DirectGet>()

/** The client's direct GET, made on first use (with `options` given then). */
export function directGetOf(client: S3Client, options?: DirectGetOptions): DirectGet {
  let direct = byClient.get(client)
  if (!direct) {
    direct = new DirectGet(client, options)
    byClient.set(client, direct)
  }
  return direct
}
