// S3 URIs, the client factory and an ObjectStore over one bucket prefix.
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { Readable } from 'node:stream'
import type { ObjectStore, StoredObject } from '../storage.js'

export interface S3Location {
  bucket: string
  key: string
}

const S3_URI = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/

/** Parses `s3://bucket/key`; returns undefined when it is not one. */
export function parseS3Uri(uri: string): S3Location | undefined {
  const m = S3_URI.exec(uri.trim())
  if (!m) return undefined
  return { bucket: m[1], key: m[2] ?? '' }
}

export function formatS3Uri(loc: S3Location): string {
  return `s3://${loc.bucket}/${loc.key}`
}

/** Joins key parts with single slashes (`a/`, `/b` -> `a/b`). */
export function joinKey(...parts: string[]): string {
  return parts
    .filter(p => p !== '')
    .map((p, i) => (i === 0 ? p.replace(/\/+$/, '') : p.replace(/^\/+|\/+$/g, '')))
    .filter(p => p !== '')
    .join('/')
}

export interface S3Options {
  region?: string
  /** `s3-endpoint`: an S3-compatible endpoint (MinIO, Ceph, a local test server). */
  endpoint?: string
}

/** A client for the region and endpoint; custom endpoints use path-style addressing. */
export function createS3Client(opts: S3Options, env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = opts.endpoint || env.AWS_ENDPOINT_URL_S3 || undefined
  const config: S3ClientConfig = {
    region: opts.region || env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    maxAttempts: 5
  }
  if (endpoint) {
    config.endpoint = endpoint
    config.forcePathStyle = true
    // S3-compatible stores (MinIO, Ceph, s3rver) often reject the SDK's default streaming checksums.
    config.requestChecksumCalculation = 'WHEN_REQUIRED'
    config.responseChecksumValidation = 'WHEN_REQUIRED'
  }
  return new S3Client(config)
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

  uriOf(key: string): string {
    return formatS3Uri({ bucket: this.bucket, key: this.fullKey(key) })
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const full = this.fullKey(prefix)
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: full, ContinuationToken: token })
      )
      for (const o of page.Contents ?? []) {
        if (!o.Key || o.Key.endsWith('/')) continue // folder markers are not objects
        yield { key: o.Key.slice(this.prefix.length), size: o.Size ?? 0 }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  async get(key: string): Promise<Readable> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.fullKey(key) }))
    return out.Body as Readable
  }

  async put(key: string, body: Buffer | string | Readable, contentType?: string): Promise<void> {
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.fullKey(key), Body: body, ContentType: contentType }
    }).done()
  }

  async head(key: string): Promise<number | undefined> {
    try {
      const out = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.fullKey(key) })
      )
      return out.ContentLength ?? 0
    } catch (err) {
      const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
      if (e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return undefined
      throw err
    }
  }
}
