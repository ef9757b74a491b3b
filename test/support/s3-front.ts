// S3 keys are flat strings: `in/a//b.txt` is one key, apart from `in/a/b.txt`. s3rver cannot hold such a
// key (its router needs a name between two slashes, and its files would merge the two), so tests of
// keys with empty segments go through this front on loopback: each empty segment of a key gets a
// placeholder on the way in and loses it in every answer, and the clients see S3's flat keys. The
// front runs its own s3rver, which takes the rewritten requests' signatures as they come.
// It also answers a listing's `encoding-type=url` as S3 does (s3rver ignores it): each key-valued
// element URL-encoded, and `<EncodingType>url</EncodingType>` said.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

const EMPTY = '~empty~'

/** `a//b` -> `a/~empty~/b` (a trailing slash, a folder marker's, stays). */
function hold(key: string): string {
  const parts = key.split('/')
  return parts.map((p, i) => (p === '' && i < parts.length - 1 ? EMPTY : p)).join('/')
}

/** The path `/bucket/key` and the key-valued query parameters, with held keys. */
function rewrite(url: string): string {
  const [pathPart, query] = url.split('?', 2)
  const cut = pathPart.indexOf('/', 1)
  const held = cut < 0 ? pathPart : `${pathPart.slice(0, cut + 1)}${hold(pathPart.slice(cut + 1))}`
  if (query === undefined) return held
  const params = new URLSearchParams(query)
  for (const name of ['prefix', 'start-after'])
    if (params.has(name)) params.set(name, hold(params.get(name)!))
  return `${held}?${params.toString()}`
}

/** Text of an XML element as it was before escaping. */
function xmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(Number(e[1] === 'x' ? `0${e.slice(1)}` : e.slice(1)))
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[e]!
  })
}

/** A listing as S3 answers it with `encoding-type=url`: `+` for a space, `/` as is, `%XX` for the rest. */
function urlEncoded(xml: string): string {
  const encode = (t: string) => encodeURIComponent(t).replace(/%20/g, '+').replace(/%2F/g, '/')
  return xml
    .replace(
      /<(Key|Prefix|StartAfter|Delimiter)>([^<]*)<\/\1>/g,
      (_, tag: string, text: string) => `<${tag}>${encode(xmlText(text))}</${tag}>`
    )
    .replace(/(<ListBucketResult[^>]*>)/, '$1<EncodingType>url</EncodingType>')
}

export interface S3Front {
  endpoint: string
  close(): Promise<void>
}

export async function startS3Front(): Promise<S3Front> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3-front-'))
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true
  })
  const behind = ((await s3rver.run()) as { port: number }).port
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        host: '127.0.0.1',
        port: behind,
        method: req.method,
        path: rewrite(req.url ?? '/'),
        headers: { ...req.headers, host: `127.0.0.1:${behind}` }
      },
      answer => {
        const chunks: Buffer[] = []
        answer.on('data', (c: Buffer) => chunks.push(c))
        answer.on('end', () => {
          let body = Buffer.concat(chunks)
          if (/xml/.test(String(answer.headers['content-type'] ?? ''))) {
            const xml = body.toString('utf8').split(EMPTY).join('')
            body = Buffer.from(/[?&]encoding-type=url(&|$)/.test(req.url ?? '') ? urlEncoded(xml) : xml)
          }
          const headers = { ...answer.headers }
          if (headers['content-length'] !== undefined) headers['content-length'] = String(body.length)
          res.writeHead(answer.statusCode ?? 500, headers).end(body)
        })
      }
    )
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>(resolve => server.close(() => resolve()))
      await s3rver.close()
      await rm(directory, { recursive: true, force: true })
    }
  }
}
