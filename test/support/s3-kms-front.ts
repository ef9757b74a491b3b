// A front on loopback before the shared s3rver that answers as a bucket encrypted with SSE-KMS does
// (../shared reference: S3-FACTS.md): every write and every copy gets a new random ETag that is no MD5
// of the bytes (identical bytes, different ETags), shown in every later answer (HEAD, GET, listings);
// a copy's `x-amz-copy-source-if-match` is checked against the source's current ETag (412
// PreconditionFailed when it differs), which s3rver itself ignores. It records the encryption headers
// each write sent, and can refuse writes under a prefix (403 AccessDenied), as a read-only role is.
// Requests are passed on unchanged, so their signatures stay valid.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'

export interface SentWrite {
  method: string
  bucket: string
  key: string
  /** The copy's source (`bucket/key`), for a CopyObject. */
  copyOf?: string
  ifMatch?: string
  serverSideEncryption?: string
  kmsKeyId?: string
  /** What the front answered. */
  status?: number
}

export interface S3KmsFront {
  endpoint: string
  /** Every write (PUT, POST, DELETE of an object) as sent. */
  readonly writes: SentWrite[]
  /** Refuses the writes `which` picks with 403 AccessDenied (undefined: none refused). */
  refuse(which: ((write: SentWrite) => boolean) | undefined): void
  /** The ETag the front gives the object now. */
  etagOf(bucket: string, key: string): string | undefined
  close(): Promise<void>
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`

const unescapeXml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#34;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

const newEtag = () => `"${randomBytes(16).toString('hex')}"`

/** `/bucket/key` or `bucket/key` (URL-encoded, maybe with `?versionId`) -> `bucket/key`. */
const sourceOf = (header: string) => decodeURIComponent(header.replace(/^\//, '').split('?')[0])

export async function startS3KmsFront(target: string): Promise<S3KmsFront> {
  const behind = new URL(target)
  const etags = new Map<string, string>()
  const writes: SentWrite[] = []
  let refused: ((write: SentWrite) => boolean) | undefined
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const [, bucket = '', ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    const method = req.method ?? 'GET'
    const header = (name: string) => {
      const v = req.headers[name]
      return Array.isArray(v) ? v[0] : v
    }
    const isWrite = key !== '' && (method === 'PUT' || method === 'POST' || method === 'DELETE')
    const copySource = header('x-amz-copy-source')
    const sent: SentWrite | undefined = isWrite
      ? {
          method,
          bucket,
          key,
          ...(copySource ? { copyOf: sourceOf(copySource) } : {}),
          ...(header('x-amz-copy-source-if-match') ? { ifMatch: header('x-amz-copy-source-if-match') } : {}),
          ...(header('x-amz-server-side-encryption')
            ? { serverSideEncryption: header('x-amz-server-side-encryption') }
            : {}),
          ...(header('x-amz-server-side-encryption-aws-kms-key-id')
            ? { kmsKeyId: header('x-amz-server-side-encryption-aws-kms-key-id') }
            : {})
        }
      : undefined
    if (sent) writes.push(sent)
    const answer = (status: number, body: string) => {
      if (sent) sent.status = status
      req.resume()
      res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) })
      res.end(body)
    }
    if (sent && refused?.(sent)) return answer(403, xmlError('AccessDenied', 'Access Denied'))
    if (sent?.copyOf && sent.ifMatch !== undefined) {
      const current = etags.get(sent.copyOf)
      const wanted = sent.ifMatch.startsWith('"') ? sent.ifMatch : `"${sent.ifMatch}"`
      if (current !== undefined && current !== wanted)
        return answer(
          412,
          xmlError('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold')
        )
    }
    const forward = http.request(
      { host: behind.hostname, port: behind.port, method, path: req.url, headers: req.headers },
      reply => {
        const chunks: Buffer[] = []
        reply.on('data', (c: Buffer) => chunks.push(c))
        reply.on('end', () => {
          let body = Buffer.concat(chunks)
          const headers = { ...reply.headers }
          const status = reply.statusCode ?? 500
          if (sent) sent.status = status
          const ok = status >= 200 && status < 300
          const id = `${bucket}/${key}`
          if (sent && ok && method === 'DELETE') etags.delete(id)
          else if (sent && ok) {
            // A new object: a new ETag, whatever its bytes.
            const etag = newEtag()
            etags.set(id, etag)
            if (headers.etag !== undefined) headers.etag = etag
            body = Buffer.from(
              body
                .toString('utf8')
                .replace(/<ETag>[^<]*<\/ETag>/, `<ETag>${etag.replace(/"/g, '&quot;')}</ETag>`)
            )
          } else if (ok && key !== '' && headers.etag !== undefined && etags.has(id))
            headers.etag = etags.get(id)
          else if (ok && key === '' && url.searchParams.get('list-type') === '2')
            body = Buffer.from(
              body
                .toString('utf8')
                .replace(/<Contents>([\s\S]*?)<\/Contents>/g, (whole: string, inner: string) => {
                  const listed = /<Key>([^<]*)<\/Key>/.exec(inner)?.[1]
                  const etag =
                    listed === undefined ? undefined : etags.get(`${bucket}/${unescapeXml(listed)}`)
                  return etag === undefined
                    ? whole
                    : whole.replace(/<ETag>[^<]*<\/ETag>/, `<ETag>${etag.replace(/"/g, '&quot;')}</ETag>`)
                })
            )
          if (headers['content-length'] !== undefined) headers['content-length'] = String(body.length)
          res.writeHead(status, headers).end(body)
        })
      }
    )
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    writes,
    refuse(which) {
      refused = which
    },
    etagOf: (bucket, key) => etags.get(`${bucket}/${key}`),
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  }
}
