// A minimal S3 on loopback for benchmarks, held in memory, that answers as slowly as S3 seen from a
// hosted runner: `requestMs` before every answer, and `pageMs` more before each listing page. It speaks
// what the action and the benchmarks send (path-style CreateBucket, PutObject, GetObject with a range,
// HeadObject, CopyObject with its if-match condition, DeleteObject, ListObjectsV2 with prefix,
// start-after, continuation-token, max-keys and encoding-type),
// and counts the requests: listing pages by prefix, and the others by operation. Signatures are not
// checked. Benchmarks only: the tests use s3rver.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHash } from 'node:crypto'
import { setTimeout as delay } from 'node:timers/promises'

export interface DelayedS3Options {
  /** Added before every answer (ms). */
  requestMs: number
  /** Added before each ListObjectsV2 page, beyond `requestMs` (ms). */
  pageMs: number
}

interface Stored {
  body: Buffer
  lastModified: Date
  etag: string
}

/**
 * One bucket: objects by key, and the keys sorted when a listing asks. Appends in key order keep them
 * sorted; keys written out of order (a cache's, named by hashes) are sorted once, at the next listing.
 */
class Bucket {
  private sortedKeys: string[] = []
  private sorted = true
  readonly objects = new Map<string, Stored>()
  /**
   * Listing pages answered since the last write, by what they asked: a page asked again is sent as it
   * was (a million-key listing would otherwise cost this process more CPU than the client reading it).
   */
  readonly pages = new Map<string, Buffer>()

  get keys(): string[] {
    if (!this.sorted) {
      this.sortedKeys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      this.sorted = true
    }
    return this.sortedKeys
  }

  put(key: string, body: Buffer, lastModified = new Date(), etag?: string): void {
    if (this.pages.size) this.pages.clear()
    if (!this.objects.has(key)) {
      const last = this.sortedKeys[this.sortedKeys.length - 1]
      if (last !== undefined && key < last) this.sorted = false
      this.sortedKeys.push(key)
    }
    this.objects.set(key, { body, lastModified, etag: etag ?? md5(body) })
  }

  remove(key: string): void {
    if (!this.objects.delete(key)) return
    this.pages.clear()
    const at = this.lowerBound(key)
    this.keys.splice(at, 1)
  }

  /** The index of the first key >= `key`. */
  lowerBound(key: string): number {
    const keys = this.keys
    let lo = 0
    let hi = keys.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (keys[mid] < key) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}

const md5 = (body: Buffer): string => `"${createHash('md5').update(body).digest('hex')}"`

const xmlEscape = (s: string): string =>
  s.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

const urlEncode = (s: string): string => encodeURIComponent(s).replace(/%20/g, '+').replace(/%2F/g, '/')

export interface DelayedS3 {
  endpoint: string
  /** Writes an object directly (no request, no delay), as a job's instances would. */
  put(bucket: string, key: string, body: Buffer, lastModified?: Date): void
  /** An object's bytes, read directly (undefined when there is none). */
  get(bucket: string, key: string): Buffer | undefined
  /** The keys under a prefix, in order, read directly. */
  keysUnder(bucket: string, prefix: string): string[]
  /** Deletes an object directly. */
  remove(bucket: string, key: string): void
  /** ListObjectsV2 pages answered, by `bucket/prefix`. */
  readonly pages: Map<string, number>
  /** Listings begun (a first page: no continuation token, no start-after), by `bucket/prefix`. */
  readonly listings: Map<string, number>
  /** Other requests answered, by operation. */
  readonly requests: Map<string, number>
  /** Forgets the counts (between rounds). */
  resetCounts(): void
  close(): Promise<void>
}

export async function startDelayedS3(options: DelayedS3Options): Promise<DelayedS3> {
  const buckets = new Map<string, Bucket>()
  const pages = new Map<string, number>()
  const listings = new Map<string, number>()
  const requests = new Map<string, number>()
  const count = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1)
  const bucketOf = (name: string): Bucket => {
    let b = buckets.get(name)
    if (!b) buckets.set(name, (b = new Bucket()))
    return b
  }
  // An etag shared by equal bodies is computed once (the benchmarks write few distinct bodies).
  const etags = new WeakMap<Buffer, string>()
  const put = (bucket: string, key: string, body: Buffer, lastModified?: Date): void => {
    let etag = etags.get(body)
    if (!etag) etags.set(body, (etag = md5(body)))
    bucketOf(bucket).put(key, body, lastModified, etag)
  }

  const notFound = (res: http.ServerResponse, head: boolean, key: string): void => {
    res.writeHead(404, { 'content-type': 'application/xml' })
    res.end(
      head
        ? undefined
        : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${xmlEscape(key)}</Key></Error>`
    )
  }

  const list = (res: http.ServerResponse, bucketName: string, q: URLSearchParams): void => {
    const bucket = bucketOf(bucketName)
    const prefix = q.get('prefix') ?? ''
    const max = Math.min(1000, Number(q.get('max-keys') ?? 1000))
    const token = q.get('continuation-token')
    const after = token ? Buffer.from(token, 'base64').toString('utf8') : (q.get('start-after') ?? '')
    count(pages, `${bucketName}/${prefix}`)
    if (!token && !q.get('start-after')) count(listings, `${bucketName}/${prefix}`)
    const encode = q.get('encoding-type') === 'url'
    const asked = `${prefix}\n${after}\n${max}\n${encode}`
    const sent = bucket.pages.get(asked)
    if (sent) {
      res.writeHead(200, { 'content-type': 'application/xml' })
      return void res.end(sent)
    }
    let i = bucket.lowerBound(after > prefix ? after : prefix)
    if (bucket.keys[i] === after) i++
    const contents: string[] = []
    const name = (k: string) => xmlEscape(encode ? urlEncode(k) : k)
    let last: string | undefined
    while (i < bucket.keys.length && contents.length < max) {
      const key = bucket.keys[i++]
      if (!key.startsWith(prefix)) break
      const o = bucket.objects.get(key)!
      contents.push(
        `<Contents><Key>${name(key)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified>` +
          `<ETag>${xmlEscape(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`
      )
      last = key
    }
    const truncated = last !== undefined && i < bucket.keys.length && bucket.keys[i].startsWith(prefix)
    const next = truncated
      ? `<NextContinuationToken>${Buffer.from(last!).toString('base64')}</NextContinuationToken>`
      : ''
    const body = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
        `<Name>${xmlEscape(bucketName)}</Name><Prefix>${name(prefix)}</Prefix>` +
        (encode ? '<EncodingType>url</EncodingType>' : '') +
        `<KeyCount>${contents.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
        `${next}${contents.join('')}</ListBucketResult>`
    )
    bucket.pages.set(asked, body)
    res.writeHead(200, { 'content-type': 'application/xml' })
    res.end(body)
  }

  const read = (res: http.ServerResponse, o: Stored, head: boolean, range?: string): void => {
    const headers: http.OutgoingHttpHeaders = {
      'content-type': 'application/octet-stream',
      etag: o.etag,
      'last-modified': o.lastModified.toUTCString(),
      'accept-ranges': 'bytes'
    }
    const m = range && /^bytes=(\d*)-(\d*)$/.exec(range)
    let body = o.body
    let status = 200
    if (m) {
      const size = o.body.length
      const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1])
      const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(size - 1, Number(m[2]))
      body = o.body.subarray(start, end + 1)
      status = 206
      headers['content-range'] = `bytes ${start}-${end}/${size}`
    }
    headers['content-length'] = String(body.length)
    res.writeHead(status, headers)
    res.end(head ? undefined : body)
  }

  /** CopyObject, with x-amz-copy-source-if-match. */
  const copy = (
    res: http.ServerResponse,
    bucketName: string,
    key: string,
    source: string,
    headers: http.IncomingHttpHeaders
  ): void => {
    count(requests, 'CopyObject')
    const [fromBucket, ...rest] = decodeURIComponent(source.replace(/^\//, '')).split('/')
    const from = buckets.get(fromBucket)?.objects.get(rest.join('/'))
    if (!from) return notFound(res, false, rest.join('/'))
    const ifMatch = headers['x-amz-copy-source-if-match']
    if (ifMatch && ifMatch !== from.etag) {
      res.writeHead(412, { 'content-type': 'application/xml' })
      res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code></Error>')
      return
    }
    const at = new Date()
    bucketOf(bucketName).put(key, from.body, at, from.etag)
    res.writeHead(200, { 'content-type': 'application/xml' })
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult><LastModified>${at.toISOString()}</LastModified>` +
        `<ETag>${xmlEscape(from.etag)}</ETag></CopyObjectResult>`
    )
  }

  const answer = async (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const [, bucketName = '', ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    const q = url.searchParams
    const method = req.method ?? 'GET'
    const isList = method === 'GET' && key === '' && q.get('list-type') === '2'
    await delay(options.requestMs + (isList ? options.pageMs : 0))
    if (isList) return list(res, bucketName, q)
    if (method === 'PUT' && key === '') {
      count(requests, 'CreateBucket')
      bucketOf(bucketName)
      res.writeHead(200).end()
      return
    }
    const source = req.headers['x-amz-copy-source']
    if (method === 'PUT' && typeof source === 'string') return copy(res, bucketName, key, source, req.headers)
    if (method === 'DELETE') {
      count(requests, 'DeleteObject')
      buckets.get(bucketName)?.remove(key)
      res.writeHead(204).end()
      return
    }
    if (method === 'PUT') {
      count(requests, 'PutObject')
      put(bucketName, key, body)
      res.writeHead(200, { etag: bucketOf(bucketName).objects.get(key)!.etag }).end()
      return
    }
    if (method === 'GET' || method === 'HEAD') {
      count(requests, method === 'GET' ? 'GetObject' : 'HeadObject')
      const o = buckets.get(bucketName)?.objects.get(key)
      if (!o) return notFound(res, method === 'HEAD', key)
      return read(res, o, method === 'HEAD', req.headers.range)
    }
    count(requests, `${method} (not answered)`)
    res.writeHead(501).end()
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      let body: Buffer = Buffer.concat(chunks)
      // A streamed (aws-chunked) body carries its chunks' sizes and signatures in line: keep the data.
      if (String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')) body = unchunk(body)
      answer(req, res, body).catch(err => res.writeHead(500).end(String(err)))
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    put,
    get: (bucket, key) => buckets.get(bucket)?.objects.get(key)?.body,
    remove: (bucket, key) => buckets.get(bucket)?.remove(key),
    keysUnder: (bucket, prefix) => {
      const b = buckets.get(bucket)
      if (!b) return []
      const keys = b.keys
      const found: string[] = []
      for (let i = b.lowerBound(prefix); i < keys.length && keys[i].startsWith(prefix); i++)
        found.push(keys[i])
      return found
    },
    pages,
    listings,
    requests,
    resetCounts: () => {
      pages.clear()
      listings.clear()
      requests.clear()
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  }
}

/** The data of an aws-chunked body (`<hex size>;chunk-signature=...\r\n<data>\r\n`, until size 0). */
function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  while (at < body.length) {
    const eol = body.indexOf('\r\n', at)
    if (eol < 0) break
    const size = parseInt(body.subarray(at, eol).toString('latin1').split(';')[0], 16)
    if (!size) break
    parts.push(body.subarray(eol + 2, eol + 2 + size))
    at = eol + 2 + size + 2
  }
  return Buffer.concat(parts)
}
