// A loopback front for s3rver that checks each request's signing credentials against the ones STS issued
// (s3rver knows only its own key), answering ExpiredToken as S3 does, and records every request with its
// key and time.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { accessKeyOf, type CredentialCheck } from './identity-fakes.js'

export interface GuardedRequest {
  method: string
  path: string
  accessKeyId?: string
  at: number
  answer: 'forwarded' | 'ExpiredToken' | 'InvalidAccessKeyId'
  /** When the answer was sent (or the connection closed). */
  doneAt?: number
}

export interface S3Guard {
  url: string
  requests: GuardedRequest[]
  close(): Promise<void>
}

export async function startS3Guard(
  upstream: string,
  check: (accessKeyId: string, sessionToken: string | undefined, at: number) => CredentialCheck,
  clock: () => number
): Promise<S3Guard> {
  const target = new URL(upstream)
  const requests: GuardedRequest[] = []
  const server = http.createServer((req, res) => {
    const method = req.method ?? ''
    const accessKeyId = accessKeyOf(req.headers.authorization)
    const token = req.headers['x-amz-security-token']
    const verdict = check(accessKeyId ?? '', typeof token === 'string' ? token : undefined, clock())
    const record: GuardedRequest = {
      method,
      path: req.url ?? '',
      accessKeyId,
      at: clock(),
      answer: 'forwarded'
    }
    res.on('close', () => (record.doneAt = clock()))
    requests.push(record)
    if (verdict !== 'valid') {
      record.answer = verdict === 'expired' ? 'ExpiredToken' : 'InvalidAccessKeyId'
      req.resume()
      res
        .writeHead(verdict === 'expired' ? 400 : 403, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${record.answer}</Code>` +
            '<Message>The provided token has expired.</Message></Error>'
        )
      return
    }
    // s3rver knows only its own key: the request goes on unsigned once checked here.
    const { authorization: _checked, ...headers } = req.headers
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...headers, host: target.host }
      },
      upstreamRes => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers)
        upstreamRes.pipe(res)
      }
    )
    forward.on('error', err => res.writeHead(502).end(String(err)))
    req.pipe(forward)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  }
}
