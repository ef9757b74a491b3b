import { jest } from '@jest/globals'
import type { Config } from '@jest/types'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createS3Client, S3Store } from '../src/storage/s3.js'
import { directGetOf, FALLBACKS_TO_GIVE_UP } from '../src/storage/s3-direct-get.js'
import { startS3Counter, type Intercept, type S3Counter } from './support/s3-counter.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { referenceAuthorization } from './support/sigv4-reference.js'
import { s3EncodeSegment } from './support/sigv4-check.js'

// The short GET path against s3rver, through a counting front that checks each request's SigV4
// signature as S3 does (s3rver does not): a read that the path answers itself is one GET; one it hands
// back to the SDK is two or more (the SDK's own carry `x-id=GetObject`).
describe('S3 direct GET (SDK-signed, sent by the client’s own request handler)', () => {
  let counter: S3Counter | undefined
  afterEach(async () => {
    await counter?.close()
    counter = undefined
  })

  async function storeBehind(
    intercept?: Intercept,
    options: { host?: string; env?: NodeJS.ProcessEnv; log?: (line: string) => void; answerMs?: number } = {}
  ) {
    const bucket = await freshBucket(testS3Client())
    counter = await startS3Counter(s3Endpoint(), intercept, options.host)
    const client = createS3Client(
      {
        endpoint: counter.endpoint,
        region: 'us-east-1',
        log: options.log,
        timeouts: options.answerMs ? { connectMs: 1_000, answerMs: options.answerMs } : undefined
      },
      options.env
    )
    return { store: new S3Store(client, { bucket, key: 'out' }), client }
  }

  const gets = (key: string) => counter!.requests.filter(r => r.method === 'GET' && r.key === key)

  it('reads keys with any character in one signed request each', async () => {
    const { store, client } = await storeBehind()
    const keys = ['plain.out', 'a b/c+d.out', "it's (1)!*.out", '100%~=&?.out', 'ünï/çödé 😀.out']
    for (const [i, key] of keys.entries()) await store.put(key, `{"predictions": [${i}]}`)
    for (const [i, key] of keys.entries()) {
      expect((await store.readSmall(key, 1024))?.toString()).toBe(`{"predictions": [${i}]}`)
      expect(gets(`out/${key}`).map(r => r.bySdk)).toEqual([false])
    }
    // Every request signed as S3 checks it, the SDK's puts and the short path's GETs alike.
    expect(counter!.requests.map(r => r.signed)).toEqual(counter!.requests.map(() => true))
    client.destroy()
  })

  it('reads an object that arrives in many chunks byte for byte, in one GET', async () => {
    const { store, client } = await storeBehind()
    // Bytes that differ at every offset, so a chunk copied to the wrong place cannot pass.
    const bytes = Buffer.alloc(3 << 20)
    for (let i = 0; i < bytes.length; i += 4) bytes.writeUInt32BE(i, i)
    await store.put('large.out', bytes)
    const read = await store.readSmall('large.out', 4 << 20)
    expect(read?.length).toBe(bytes.length)
    expect(read?.equals(bytes)).toBe(true)
    expect(gets('out/large.out').map(r => r.bySdk)).toEqual([false])
    client.destroy()
  })

  it('an object larger than the bound: undefined from its answer (the caller streams it)', async () => {
    const { store, client } = await storeBehind()
    await store.put('big.out', Buffer.alloc(100, 7))
    expect(await store.readSmall('big.out', 64)).toBeUndefined()
    expect(gets('out/big.out')).toHaveLength(1)
    client.destroy()
  })

  it("a missing object: the SDK's own error, from its own request", async () => {
    const { store, client } = await storeBehind()
    await expect(store.readSmall('none.out', 64)).rejects.toMatchObject({ name: 'NoSuchKey' })
    expect(gets('out/none.out').map(r => r.bySdk)).toEqual([false, true])
    client.destroy()
  })

  it("throttled: the SDK's retries read it", async () => {
    let throttled = 0
    const { store, client } = await storeBehind(req =>
      req.method === 'GET' && req.key === 'out/a.out' && throttled++ < 2
        ? {
            status: 503,
            body: '<Error><Code>SlowDown</Code><Message>Reduce your request rate.</Message></Error>'
          }
        : undefined
    )
    await store.put('a.out', 'bytes')
    expect((await store.readSmall('a.out', 64))?.toString()).toBe('bytes')
    // The short path's try, the SDK's throttled try, then the SDK's retry.
    expect(gets('out/a.out').map(r => r.bySdk)).toEqual([false, true, true])
    client.destroy()
  })

  it("never takes a redirect's XML body for the object", async () => {
    const redirect =
      '<Error><Code>PermanentRedirect</Code><Message>Use the other endpoint.</Message>' +
      '<Endpoint>elsewhere.example</Endpoint></Error>'
    const { store, client } = await storeBehind(req =>
      req.method === 'GET' && !req.bySdk && req.key === 'out/a.out'
        ? { status: 301, body: redirect }
        : undefined
    )
    await store.put('a.out', 'the object')
    expect((await store.readSmall('a.out', 1024))?.toString()).toBe('the object')
    expect(gets('out/a.out').map(r => r.bySdk)).toEqual([false, true])
    client.destroy()
  })

  it('reads a chunked 200 (no length announced) once, and streams one over the bound', async () => {
    const { store, client } = await storeBehind(req =>
      req.method === 'GET' && req.key.startsWith('out/chunked')
        ? { status: 200, body: req.key.endsWith('big.out') ? 'x'.repeat(200) : '{"p": 1}', chunked: true }
        : undefined
    )
    expect((await store.readSmall('chunked.out', 1024))?.toString()).toBe('{"p": 1}')
    expect(gets('out/chunked.out')).toHaveLength(1)
    expect(await store.readSmall('chunked-big.out', 64)).toBeUndefined()
    expect(gets('out/chunked-big.out')).toHaveLength(1)
    client.destroy()
  })

  it('reads each object once from an IPv6 literal endpoint', async () => {
    const { store, client } = await storeBehind(undefined, { host: '::1' })
    expect(counter!.endpoint).toMatch(/^http:\/\/\[::1\]:\d+$/)
    for (const key of ['a.out', 'b.out']) await store.put(key, key)
    for (const key of ['a.out', 'b.out']) expect((await store.readSmall(key, 64))?.toString()).toBe(key)
    expect(gets('out/a.out').map(r => r.bySdk)).toEqual([false])
    expect(gets('out/b.out').map(r => r.bySdk)).toEqual([false])
    client.destroy()
  })

  it('leaves a bucket to the SDK after a few hand-backs in a row, and says so once', async () => {
    const said: string[] = []
    const denied = '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>'
    const { store, client } = await storeBehind(
      req => (req.method === 'GET' && req.key !== '' ? { status: 403, body: denied } : undefined),
      { log: line => said.push(line) }
    )
    for (let i = 0; i < FALLBACKS_TO_GIVE_UP + 3; i++)
      await expect(store.readSmall(`o${i}.out`, 64)).rejects.toMatchObject({ name: 'AccessDenied' })
    const tries = (i: number) => gets(`out/o${i}.out`).map(r => r.bySdk)
    for (let i = 0; i < FALLBACKS_TO_GIVE_UP; i++) expect(tries(i)).toEqual([false, true])
    for (let i = FALLBACKS_TO_GIVE_UP; i < FALLBACKS_TO_GIVE_UP + 3; i++) expect(tries(i)).toEqual([true])
    const notes = said.filter(line => /short GET path/.test(line))
    expect(notes).toEqual([
      `S3 reads of bucket ${store.bucket}: the short GET path was handed back to the SDK's client ` +
        `${FALLBACKS_TO_GIVE_UP} times in a row (last: HTTP 403); the SDK's client reads the rest of this ` +
        'bucket (BATCH_TRANSFORM_DIRECT_GET=false turns the short path off).'
    ])
    client.destroy()
  })

  it('keeps the short path when hand-backs come between good reads, not in a row', async () => {
    const said: string[] = []
    const denied = '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>'
    const { store, client } = await storeBehind(
      req =>
        req.method === 'GET' && !req.bySdk && /bad-\d\.out$/.test(req.key)
          ? { status: 403, body: denied }
          : undefined,
      { log: line => said.push(line) }
    )
    const rounds = FALLBACKS_TO_GIVE_UP + 2
    for (let i = 0; i < rounds; i++) {
      await store.put(`bad-${i}.out`, `{"bad": ${i}}`)
      await store.put(`good-${i}.out`, `{"good": ${i}}`)
    }
    // A hand-back, then a good read, again and again: never FALLBACKS_TO_GIVE_UP in a row.
    for (let i = 0; i < rounds; i++) {
      expect((await store.readSmall(`bad-${i}.out`, 64))?.toString()).toBe(`{"bad": ${i}}`)
      expect((await store.readSmall(`good-${i}.out`, 64))?.toString()).toBe(`{"good": ${i}}`)
    }
    for (let i = 0; i < rounds; i++) {
      expect(gets(`out/bad-${i}.out`).map(r => r.bySdk)).toEqual([false, true])
      expect(gets(`out/good-${i}.out`).map(r => r.bySdk)).toEqual([false])
    }
    expect(said.filter(line => /short GET path/.test(line))).toEqual([])
    client.destroy()
  })

  it('BATCH_TRANSFORM_DIRECT_GET=false reads every object through the SDK', async () => {
    const { store, client } = await storeBehind(undefined, { env: { BATCH_TRANSFORM_DIRECT_GET: 'false' } })
    await store.put('a.out', 'bytes')
    expect((await store.readSmall('a.out', 64))?.toString()).toBe('bytes')
    expect(gets('out/a.out').map(r => r.bySdk)).toEqual([true])
    client.destroy()
  })

  it('gives a stalled endpoint up within the answer limit', async () => {
    const { store, client } = await storeBehind(
      req =>
        req.method === 'GET' && req.key === 'out/slow.out' ? { status: 0, body: '', stall: true } : undefined,
      { answerMs: 400 }
    )
    const began = performance.now()
    const direct = await directGetOf(client).read(store.bucket, 'out/slow.out', 64)
    const took = performance.now() - began
    expect(typeof direct).toBe('symbol') // handed back to the SDK
    expect(took).toBeGreaterThanOrEqual(390)
    expect(took).toBeLessThan(3_000)
    client.destroy()
  })

  it("shares the client's connections: short reads and the SDK's calls on one kept-alive socket", async () => {
    const { store, client } = await storeBehind()
    await store.put('a.out', 'bytes')
    const before = counter!.requests.length
    await store.readSmall('a.out', 64)
    await store.readSmall('a.out', 64)
    await store.head('a.out')
    const ports = counter!.requests.slice(before).map(r => r.port)
    expect(ports).toHaveLength(3)
    expect(new Set(ports).size).toBe(1)
    client.destroy()
  })

  it('a request signed with the wrong secret is found out by the check', async () => {
    const { store, client } = await storeBehind()
    await store.put('a.out', 'bytes')
    const wrong = createS3Client({
      endpoint: counter!.endpoint,
      region: 'us-east-1',
      credentials: Object.assign(async () => ({ accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' }), {
        memoized: true as const
      })
    })
    await directGetOf(wrong).read(store.bucket, 'out/a.out', 64)
    expect(counter!.requests.at(-1)).toMatchObject({ method: 'GET', key: 'out/a.out', signed: false })
    wrong.destroy()
    client.destroy()
  })
})

describe('the direct GET signs as S3 expects (known answers)', () => {
  const KEY_ID = 'AKIDEXAMPLE'
  const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY'
  const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

  it("the reference signer reproduces AWS's published GET Object example", () => {
    expect(
      referenceAuthorization({
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 's3',
        method: 'GET',
        path: '/test.txt',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': EMPTY,
          'x-amz-date': '20130524T000000Z'
        },
        amzDate: '20130524T000000Z',
        payloadHash: EMPTY
      })
    ).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41'
    )
  })

  it('sends the path S3 encodes and the signature the reference gives, for keys of every kind', async () => {
    const seen: { url: string; headers: http.IncomingHttpHeaders }[] = []
    const server = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers })
      res.writeHead(200, { 'content-length': 2 }).end('ok')
    })
    await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
    const client = createS3Client(
      {
        endpoint: `http://${host}`,
        region: 'eu-west-1',
        credentials: Object.assign(async () => ({ accessKeyId: KEY_ID, secretAccessKey: SECRET }), {
          memoized: true as const
        })
      },
      {}
    )
    const keys = [
      'a b.out',
      'c+d.out',
      '100%.out',
      "it's (1)!*.out",
      'ünï/çödé.out',
      '😀/𝄞 astral.out',
      'q?x=1&y#z~_-..out'
    ]
    jest.useFakeTimers({ now: Date.UTC(2013, 4, 24, 1, 2, 3), doNotFake: FAKE_DATE_ONLY })
    try {
      for (const key of keys) expect((await directGetOf(client).read('bkt', key, 64))?.toString()).toBe('ok')
    } finally {
      jest.useRealTimers()
      client.destroy()
      await new Promise(r => server.close(r))
    }
    for (const [i, key] of keys.entries()) {
      const path = `/bkt/${key.split('/').map(s3EncodeSegment).join('/')}`
      expect(seen[i].url).toBe(path)
      expect(seen[i].headers['x-amz-date']).toBe('20130524T010203Z')
      expect(seen[i].headers.authorization).toBe(
        referenceAuthorization({
          accessKeyId: KEY_ID,
          secretAccessKey: SECRET,
          region: 'eu-west-1',
          service: 's3',
          method: 'GET',
          path,
          headers: { host, 'x-amz-content-sha256': EMPTY, 'x-amz-date': '20130524T010203Z' },
          amzDate: '20130524T010203Z',
          payloadHash: EMPTY
        })
      )
    }
  })
})

/** Every timer jest can fake but Date: the clock is fixed, the event loop runs as usual. */
const FAKE_DATE_ONLY: Config.FakeableAPI[] = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout'
]
