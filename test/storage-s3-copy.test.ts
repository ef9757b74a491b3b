// CopyObject as the cache sends it: server side, on the short path (one signed request the SDK's
// middleware never sees) against s3rver through a front that checks each request's SigV4 signature;
// anything but a 200 holding a CopyObjectResult goes back to the SDK's client.
import { createS3Client, copyObject, S3Store } from '../src/storage/s3.js'
import { readAll } from '../src/storage/store.js'
import { startS3Counter, type Intercept, type S3Counter } from './support/s3-counter.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

let counter: S3Counter | undefined
afterEach(async () => {
  await counter?.close()
  counter = undefined
})

async function behind(intercept?: Intercept) {
  const bucket = await freshBucket(testS3Client(), 'copy')
  counter = await startS3Counter(s3Endpoint(), intercept)
  const client = createS3Client({ endpoint: counter.endpoint, region: 'us-east-1' })
  return { bucket, client, store: new S3Store(client, { bucket, key: '' }) }
}

const copies = () => counter!.requests.filter(r => r.method === 'PUT' && r.key.startsWith('to/'))

describe('copyObject', () => {
  it('copies keys of every kind in one signed request each, not through the SDK, and gives the ETag', async () => {
    const { bucket, client, store } = await behind()
    // s3rver decodes a copy source with decodeURI, which leaves %2B and %25 as they are: keys with `+`
    // or `%` are left to the real S3.
    const keys = ['plain.out', 'a b/c.out', "it's (1)!*.out", 'ünï/çödé 😀.out']
    for (const [i, key] of keys.entries()) {
      await store.put(`from/${key}`, `body ${i}`)
      const source = await store.stat(`from/${key}`)
      const etag = await copyObject(client, { bucket, key: `from/${key}` }, { bucket, key: `to/${key}` })
      expect(etag).toBe(source!.etag)
      expect((await readAll(await store.get(`to/${key}`))).toString()).toBe(`body ${i}`)
    }
    expect(copies().map(r => r.bySdk)).toEqual(keys.map(() => false))
    expect(counter!.requests.every(r => r.signed)).toBe(true)
    client.destroy()
  })

  it('a missing source: undefined, from the SDK’s own request', async () => {
    const { bucket, client } = await behind()
    expect(await copyObject(client, { bucket, key: 'from/none' }, { bucket, key: 'to/none' })).toBeUndefined()
    expect(copies().map(r => r.bySdk)).toEqual([false, true])
    client.destroy()
  })

  it('a failed condition (412): undefined', async () => {
    const { bucket, client, store } = await behind(r =>
      r.method === 'PUT' && r.key.startsWith('to/')
        ? { status: 412, body: '<Error><Code>PreconditionFailed</Code></Error>' }
        : undefined
    )
    await store.put('from/a.out', 'a')
    expect(
      await copyObject(client, { bucket, key: 'from/a.out' }, { bucket, key: 'to/a.out' }, { ifMatch: '"0"' })
    ).toBeUndefined()
    client.destroy()
  })

  it('never takes a 200 whose body holds an error (as S3 may answer a copy) for a copy', async () => {
    let first = true
    const { bucket, client, store } = await behind(r => {
      if (r.method !== 'PUT' || !r.key.startsWith('to/') || !first) return undefined
      first = false
      return { status: 200, body: '<Error><Code>InternalError</Code><Message>try again</Message></Error>' }
    })
    await store.put('from/b.out', 'b')
    const etag = await copyObject(client, { bucket, key: 'from/b.out' }, { bucket, key: 'to/b.out' })
    expect(etag).toBe((await store.stat('from/b.out'))!.etag)
    // The short path's answer was not taken: the SDK copied.
    expect(copies().map(r => r.bySdk)).toEqual([false, true])
    client.destroy()
  })
})
