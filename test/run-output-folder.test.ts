// output-path read before the job (run/part.ts `byKeyRanges`): a folder of one page is listed once; a
// larger one by key ranges side by side, cut at the inputs' sorted output names. Against s3rver through
// a counting front.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { listOnce } from '../src/listing/listed-inputs.js'
import type { InputListing, InputObject } from '../src/listing/listing.js'
import { outputKey } from '../src/contract/output-keys.js'
import { byKeyRanges } from '../src/run/part.js'
import { createS3Client, S3Store } from '../src/storage/s3.js'
import type { StoredObject } from '../src/storage/store.js'
import { startS3Counter, type S3Counter } from './support/s3-counter.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const s3 = testS3Client()
let counter: S3Counter

afterEach(() => counter?.close())

async function inputsNamed(names: string[]) {
  const store = new S3Store(s3, { bucket: 'unused', key: '' })
  const listing: InputListing = {
    description: 'the test inputs',
    store,
    async *objects(): AsyncIterable<InputObject> {
      for (const name of names) yield { store, key: `in/${name}`, name, output: outputKey(name, 's3') }
    },
    nameOf: () => undefined,
    holds: () => true
  }
  return listOnce(listing, { uri: 's3://unused/in/', type: 'S3Prefix' }, 's3')
}

/** 2,100 inputs, and output-path holding the outputs of the first `count`. */
async function folderWith(count: number) {
  const bucket = await freshBucket(s3, 'earlier')
  const names = Array.from({ length: 2_100 }, (_, i) => `img-${String(i).padStart(5, '0')}.jpg`)
  for (let i = 0; i < count; i += 50)
    await Promise.all(
      names
        .slice(i, Math.min(count, i + 50))
        .map(n => s3.send(new PutObjectCommand({ Bucket: bucket, Key: `out/${n}.out`, Body: 'x' })))
    )
  counter = await startS3Counter(s3Endpoint())
  const store = new S3Store(createS3Client({ endpoint: counter.endpoint, region: 'us-east-1' }), {
    bucket,
    key: 'out/'
  })
  return { names, folder: { uri: `s3://${bucket}/out/`, store } }
}

const listings = () => counter.requests.filter(r => r.query.get('list-type') === '2')

describe('output-path before the job', () => {
  it('a folder of one page: one listing, not one per range', async () => {
    const { names, folder } = await folderWith(3)
    const list = await byKeyRanges(await inputsNamed(names), folder)
    const seen: StoredObject[] = []
    await list!(o => seen.push(o))
    expect(seen.map(o => o.key)).toEqual(names.slice(0, 3).map(n => `${n}.out`))
    expect(listings()).toHaveLength(1)
  })

  it('a folder of more than a page: by key ranges side by side, each output once', async () => {
    const { names, folder } = await folderWith(2_100)
    const list = await byKeyRanges(await inputsNamed(names), folder)
    const seen: string[] = []
    await list!(o => seen.push(o.key))
    expect(seen.sort()).toEqual(names.map(n => `${n}.out`))
    // The first page and the one after it, then three ranges, cut after the 1,000th and 2,000th names.
    const starts = listings().map(r => r.query.get('start-after'))
    expect(starts.filter(s => s !== null).sort()).toEqual(['out/img-00999.jpg.out', 'out/img-01999.jpg.out'])
    expect(listings().length).toBeLessThanOrEqual(2 + 3 + 2)
  })
})
