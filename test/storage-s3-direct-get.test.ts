import { createS3Client, S3Store } from '../src/storage/s3.js'
import { directGetOf } from '../src/storage/s3-direct-get.js'
import { startS3Counter, type Intercept, type S3Counter } from './support/s3-counter.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

// The short GET path against s3rver, through a counting front that checks each request's SigV4
// signature (s3rver does not): a read that the path answers itself is one GET; one it hands back to the
// SDK is two or more.
describe('S3 direct GET (SDK-signed, one request on a kept-alive socket)', () => {
  let counter: S3Counter | undefined
  afterEach(async () => {
    await counter?.close()
    counter = undefined
  })

  async function storeBehind(intercept?: Intercept) {
    const bucket = await freshBucket(testS3Client())
    counter = await startS3Counter(s3Endpoint(), intercept)
    const client = createS3Client({ endpoint: counter.endpoint, region: 'us-east-1' })
    return { store: new S3Store(client, { bucket, key: 'out' }), client }
  }

  const gets = (key: string) => counter!.requests.filter(r => r.method === 'GET' && r.key === key).length

  it('reads keys with any character in one signed request each', async () => {
    const { store, client } = await storeBehind()
    const keys = ['plain.out', 'a b/c+d.out', "it's (1)!*.out", '100%~=&?.out', 'ünï/çödé 😀.out']
    for (const [i, key] of keys.entries()) await store.put(key, `{"predictions": [${i}]}`)
    for (const [i, key] of keys.entries()) {
      expect((await store.readSmall(key, 1024))?.toString()).toBe(`{"predictions": [${i}]}`)
      expect(gets(`out/${key}`)).toBe(1)
    }
    // Every request signed as S3 checks it, the SDK's puts and the short path's GETs alike.
    expect(counter!.requests.map(r => r.signed)).toEqual(counter!.requests.map(() => true))
    client.destroy()
  })

  it('an object larger than the bound: undefined from its answer (the caller streams it)', async () => {
    const { store, client } = await storeBehind()
    await store.put('big.out', Buffer.alloc(100, 7))
    expect(await store.readSmall('big.out', 64)).toBeUndefined()
    expect(gets('out/big.out')).toBe(1)
    client.destroy()
  })

  it("a missing object: the SDK's own error, from its own request", async () => {
    const { store, client } = await storeBehind()
    await expect(store.readSmall('none.out', 64)).rejects.toMatchObject({ name: 'NoSuchKey' })
    expect(gets('out/none.out')).toBe(2)
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
    expect(gets('out/a.out')).toBe(3)
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

  it('destroying the client closes the sockets the short path kept open', async () => {
    const { store, client } = await storeBehind()
    await store.put('a.out', 'bytes')
    await store.readSmall('a.out', 64)
    const direct = directGetOf(client) as unknown as { agents: Record<string, { freeSockets: object }> }
    const sockets = Object.values(direct.agents['http:'].freeSockets).flat() as { destroyed: boolean }[]
    expect(sockets.map(s => s.destroyed)).toEqual([false])
    client.destroy()
    expect(sockets.map(s => s.destroyed)).toEqual([true])
  })
})
