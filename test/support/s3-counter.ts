// A counting front on loopback before the shared s3rver: every request is passed on unchanged (the
// signature stays valid: the Host header is kept) and recorded, so a test can count the listings a
// whole run made of each prefix.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { signatureHolds } from './sigv4-check.js'

export interface SeenRequest {
  method: string
  bucket: string
  key: string
  query: URLSearchParams
  /** Its headers as they arrived (names in lower case). */
  headers: http.IncomingHttpHeaders
  /** Whether its SigV4 signature is the one its secret gives for the request as it arrived. */
  signed?: boolean
  /** The client's port: requests on one kept-alive connection share it. */
  port?: number
  /**
   * Sent by the SDK's client (its GetObject says `x-id=GetObject`; every call of its client carries an
   * `amz-sdk-invocation-id`), not by the short path.
   */
  bySdk: boolean
}

export interface S3Counter {
  endpoint: string
  readonly requests: SeenRequest[]
  /** ListObjectsV2 pages asked of `bucket` under `prefix`, and how many of them began a listing. */
  listings(bucket: string, prefix: string): { pages: number; begun: number }
  close(): Promise<void>
}

/** An answer given in S3's place (a fault to inject), or undefined to pass the request on. */
export type Intercept = (
  req: SeenRequest
) => { status: number; body: string; chunked?: boolean; stall?: boolean } | undefined

/** `host`: where the front listens (127.0.0.1, or ::1 for an IPv6 endpoint). */
export async function startS3Counter(
  target: string,
  intercept?: Intercept,
  host = '127.0.0.1'
): Promise<S3Counter> {
  const behind = new URL(target)
  const requests: SeenRequest[] = []
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const [, bucket = '', ...rest] = url.pathname.split('/')
    const seen: SeenRequest = {
      method: req.method ?? 'GET',
      bucket,
      key: decodeURIComponent(rest.join('/')),
      query: url.searchParams,
      headers: req.headers,
      port: req.socket.remotePort,
      bySdk: url.searchParams.has('x-id') || 'amz-sdk-invocation-id' in req.headers
    }
    requests.push(seen)
    seen.signed = await signatureHolds(req)
    const instead = intercept?.(seen)
    if (instead) {
      req.resume()
      if (instead.stall) return // takes the request and never answers
      // Chunked: the answer announces no length.
      const length = instead.chunked ? {} : { 'content-length': Buffer.byteLength(instead.body) }
      res.writeHead(instead.status, { 'content-type': 'application/xml', ...length }).end(instead.body)
      return
    }
    const forward = http.request(
      {
        host: behind.hostname,
        port: behind.port,
        method: req.method,
        path: req.url,
        // s3rver reads a bracketed host as a bucket's name; it checks no signature, so it gets its own.
        headers: host.includes(':') ? { ...req.headers, host: behind.host } : req.headers
      },
      answer => {
        res.writeHead(answer.statusCode ?? 500, answer.headers)
        answer.pipe(res)
      }
    )
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  await new Promise<void>(resolve => server.listen(0, host, resolve))
  const port = (server.address() as AddressInfo).port
  return {
    endpoint: host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`,
    requests,
    listings(bucket, prefix) {
      const pages = requests.filter(
        r =>
          r.method === 'GET' &&
          r.bucket === bucket &&
          r.key === '' &&
          r.query.get('list-type') === '2' &&
          (r.query.get('prefix') ?? '') === prefix
      )
      const begun = pages.filter(r => !r.query.has('continuation-token') && !r.query.has('start-after'))
      return { pages: pages.length, begun: begun.length }
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  }
}
