// GetObject of a small object on the shortest path: the SDK resolves the bucket's endpoint (once per
// bucket) and signs each request with the client's own credentials and clock offset; the GET itself is
// one request on a keep-alive socket. The SDK's client spends about 0.7 ms of CPU a GET in its
// middleware, which caps one process at about 1,300 outputs a second; this path takes about a fifth of
// that. Only a plain 200 is taken here: any other answer (404, 403, a redirect, throttling, 5xx), a
// socket error or a timeout hands the read back to the SDK's client, whose retries and errors apply.
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { getEndpointFromInstructions } from '@smithy/core/endpoints'
import { SignatureV4 } from '@smithy/signature-v4'
import { createHash, createHmac, createSecretKey, type Hash, type Hmac, type KeyObject } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import { DEFAULT_TIMEOUTS } from '../aws/calls.js'

/** The SDK should read this one (its answer was not a plain 200, or the request did not get one). */
export const ASK_THE_SDK = Symbol('ask the SDK')

/** Sockets kept open at most: the reader's own bound on reads in flight is lower. */
const MAX_SOCKETS = 256

/** SHA-256 of an empty body, sent as the payload hash of a GET. */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

/** S3's path encoding of a key: each segment URI-encoded, `/` kept, and `!'()*` encoded too. */
function encodeKey(key: string): string {
  return key
    .split('/')
    .map(s =>
      encodeURIComponent(s).replace(/[!'()*]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    )
    .join('/')
}

/** Secret keys made once: HMAC from a raw key costs about 20 µs a call, from a key object a fifth of that. */
const secretKeys = new Map<string, KeyObject>()
const signingKeys = new WeakMap<object, KeyObject>()
/** Secrets kept at most (credentials are refreshed, so old ones drop out). */
const SECRETS_KEPT = 4

type HashInput = string | ArrayBuffer | ArrayBufferView

const bytesOf = (d: HashInput): string | Uint8Array =>
  typeof d === 'string'
    ? d
    : ArrayBuffer.isView(d)
      ? new Uint8Array(d.buffer, d.byteOffset, d.byteLength)
      : new Uint8Array(d)

function keyObjectOf(secret: HashInput): KeyObject {
  if (typeof secret === 'string') {
    let key = secretKeys.get(secret)
    if (!key) {
      if (secretKeys.size >= SECRETS_KEPT) secretKeys.clear()
      key = createSecretKey(Buffer.from(secret, 'utf8'))
      secretKeys.set(secret, key)
    }
    return key
  }
  // The SDK caches each day's signing key and hands the same array back: its key object is kept with it.
  let key = signingKeys.get(secret)
  if (!key) {
    key = createSecretKey(bytesOf(secret) as Uint8Array)
    signingKeys.set(secret, key)
  }
  return key
}

/** SHA-256 and HMAC-SHA256 for the SDK's signer, each key prepared once. */
class Sha256 {
  private readonly hash: Hash | Hmac
  constructor(secret?: HashInput) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', keyObjectOf(secret))
  }
  update(data: HashInput): void {
    this.hash.update(bytesOf(data))
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest())
  }
}

interface BucketRoute {
  url: URL
  signer: SignatureV4
}

interface S3Config {
  credentials: SignatureV4['credentialProvider']
  systemClockOffset?: number
}

export class DirectGet {
  private readonly routes = new Map<string, Promise<BucketRoute | undefined>>()
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS })
  }

  constructor(private readonly client: S3Client) {}

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
    const config = this.client.config as unknown as S3Config
    const path = `${route.url.pathname.replace(/\/$/, '')}/${encodeKey(key)}`
    const port = route.url.port ? Number(route.url.port) : undefined
    let signed
    try {
      signed = await route.signer.sign(
        {
          method: 'GET',
          protocol: route.url.protocol,
          hostname: route.url.hostname,
          port,
          path,
          query: {},
          headers: { host: route.url.host, 'x-amz-content-sha256': EMPTY_SHA256 }
        },
        { signingDate: new Date(Date.now() + (config.systemClockOffset ?? 0)) }
      )
    } catch {
      return ASK_THE_SDK // the credentials could not be had: the SDK's error says why
    }
    const agent = this.agents[route.url.protocol as 'http:' | 'https:']
    return new Promise(resolve => {
      const request = (route.url.protocol === 'https:' ? https : http).request(
        { agent, method: 'GET', hostname: route.url.hostname, port, path, headers: signed.headers },
        answer => {
          const length = Number(answer.headers['content-length'] ?? NaN)
          if (answer.statusCode !== 200 || !(length <= maxBytes)) {
            // Not read here: the body is left unread and the socket closed.
            answer.destroy()
            request.destroy()
            resolve(answer.statusCode === 200 && length > maxBytes ? undefined : ASK_THE_SDK)
            return
          }
          const body = Buffer.allocUnsafe(length)
          let at = 0
          answer.on('data', (chunk: Buffer) => {
            if (at + chunk.length > length) return void answer.destroy(new Error('longer than announced'))
            chunk.copy(body, at)
            at += chunk.length
          })
          answer.on('end', () => resolve(at === length ? body : ASK_THE_SDK))
          answer.on('error', () => resolve(ASK_THE_SDK))
        }
      )
      // As long as the SDK waits for an answer's head; then the SDK's client tries again.
      request.setTimeout(DEFAULT_TIMEOUTS.answerMs, () => request.destroy(new Error('timed out')))
      request.on('error', () => resolve(ASK_THE_SDK))
      request.end()
    })
  }

  /** The bucket's endpoint and signer, as the SDK resolves them; undefined where it asks more than SigV4. */
  private route(bucket: string): Promise<BucketRoute | undefined> {
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
      sha256: Sha256,
      // S3 signs the path as sent, without encoding it again.
      uriEscapePath: false
    })
    return { url, signer }
  }

  /** Closes the sockets kept open. */
  destroy(): void {
    this.agents['http:'].destroy()
    this.agents['https:'].destroy()
  }
}

const byClient = new WeakMap<S3Client, DirectGet>()

/**
 * The client's direct GET, made on first use; destroying the client closes its sockets too.
 */
export function directGetOf(client: S3Client): DirectGet {
  let direct = byClient.get(client)
  if (!direct) {
    const made = new DirectGet(client)
    const destroy = typeof client.destroy === 'function' ? client.destroy.bind(client) : undefined
    client.destroy = () => {
      made.destroy()
      destroy?.()
    }
    byClient.set(client, made)
    direct = made
  }
  return direct
}
