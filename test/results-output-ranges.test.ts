// output-path by key ranges (results/output-ranges.ts) against s3rver, through a counting front: the
// ranges together list what one whole listing lists, each range starts after its cut, and only the
// ranges whose outputs have not all been found are listed again.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { InputIndex } from '../src/listing/input-index.js'
import { OutputRanges } from '../src/results/read/output-ranges.js'
import { earlierOutputsLine } from '../src/listing/output-names.js'
import { createS3Client, S3Store } from '../src/storage/s3.js'
import type { StoredObject } from '../src/storage/store.js'
import { startS3Counter, type S3Counter } from './support/s3-counter.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const s3 = testS3Client()
const NAMES = ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg', 'f.jpg', 'g.jpg']
// Besides the outputs: a manifest (sorts before them), an orphan after them, one between two cuts.
const OTHERS = ['_manifests/failed-1.json', 'zz.jpg.out', 'b.jpg.out.txt']
let bucket: string
let counter: S3Counter
let store: S3Store

beforeAll(async () => {
  bucket = await freshBucket(s3, 'ranges')
  for (const key of [...NAMES.map(n => `${n}.out`), ...OTHERS])
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `out/${key}`, Body: key }))
  // Beside output-path, never listed with it.
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'out-2/a.jpg.out', Body: 'x' }))
  counter = await startS3Counter(s3Endpoint())
  store = new S3Store(createS3Client({ endpoint: counter.endpoint, region: 'us-east-1' }), {
    bucket,
    key: 'out/'
  })
})

afterAll(() => counter.close())

const startsAfter = () =>
  counter.requests.filter(r => r.query.get('list-type') === '2').map(r => r.query.get('start-after'))

describe('output-path by key ranges', () => {
  it('S3Store.listAfter lists the keys after one, relative to the store', async () => {
    const keys: string[] = []
    for await (const o of store.listAfter('', 'd.jpg.out')) keys.push(o.key)
    expect(keys).toEqual(['e.jpg.out', 'f.jpg.out', 'g.jpg.out', 'zz.jpg.out'])
  })

  it('lists in ranges what a whole listing lists, then only the ranges not complete', async () => {
    const whole: string[] = []
    for await (const o of store.list('')) whole.push(o.key)
    // Two outputs a range: cuts after b, d and f; four ranges, the last holding g and the orphan.
    const ranges = new OutputRanges(new InputIndex([...NAMES].reverse()), 2)
    expect(ranges.count).toBe(4)
    counter.requests.length = 0
    const seen: StoredObject[] = []
    await ranges.list(store, [0, 1, 2, 3], 4, o => seen.push(o))
    expect(seen.map(o => o.key).sort()).toEqual(whole)
    expect(startsAfter().sort()).toEqual([null, 'out/b.jpg.out', 'out/d.jpg.out', 'out/f.jpg.out'])

    // a-d found: ranges 0 and 1 are complete and not listed again.
    for (const i of [0, 1, 2, 3]) ranges.foundAt(i)
    expect(ranges.incomplete()).toEqual([2, 3])
    counter.requests.length = 0
    const again: string[] = []
    await ranges.list(store, ranges.incomplete(), 4, o => again.push(o.key))
    expect(again.sort()).toEqual(['e.jpg.out', 'f.jpg.out', 'g.jpg.out', 'zz.jpg.out'])
    expect(startsAfter().sort()).toEqual(['out/d.jpg.out', 'out/f.jpg.out'])
  })

  it('a range is complete only once listed, and a stopped listing does not count', async () => {
    // c.jpg's range (the last) is not found yet.
    const ranges = new OutputRanges(new InputIndex(['a.jpg', 'b.jpg', 'c.jpg']), 2)
    ranges.foundAt(0)
    ranges.foundAt(1)
    expect(ranges.incomplete()).toEqual([0, 1])
    await ranges.list(
      store,
      [0, 1],
      2,
      () => undefined,
      () => true
    )
    expect(ranges.incomplete()).toEqual([0, 1])
    await ranges.list(store, [0, 1], 2, () => undefined)
    expect(ranges.incomplete()).toEqual([1])
  })

  it('while a job runs, a range is listed from its first output not yet found', async () => {
    // One range of four (a-d) and one of three (e-g).
    const ranges = new OutputRanges(new InputIndex([...NAMES]), 4)
    const found = new Set([0, 1, 3, 4, 5, 6])
    counter.requests.length = 0
    const seen: string[] = []
    await ranges.list(
      store,
      [0, 1],
      2,
      o => seen.push(o.key),
      undefined,
      i => found.has(i)
    )
    // a and b were found: range 0 starts after b (c is the hole); e-g were: range 1 starts after g.
    expect(startsAfter().sort()).toEqual(['out/b.jpg.out', 'out/g.jpg.out'])
    expect(seen.sort()).toEqual(['b.jpg.out.txt', 'c.jpg.out', 'd.jpg.out', 'zz.jpg.out'])
    // Without `found` (the job's end), each range from its cut.
    counter.requests.length = 0
    await ranges.list(store, [0, 1], 2, () => undefined)
    expect(startsAfter().sort()).toEqual([null, 'out/d.jpg.out'])
  })

  it('before a job: outputs an earlier run left, counted over ranges listed at once, the first named', async () => {
    const ranges = new OutputRanges(new InputIndex([...NAMES]), 2)
    const keys = { size: NAMES.length, has: (k: string) => NAMES.some(n => `${n}.out` === k) }
    counter.requests.length = 0
    const line = await earlierOutputsLine({ uri: `s3://${bucket}/out/`, store }, keys, take =>
      ranges.list(store, ranges.incomplete(), 4, take)
    )
    expect(line).toBe(
      `output-path s3://${bucket}/out/ already holds 7 outputs for this run's inputs (e.g. ` +
        `s3://${bucket}/out/a.jpg.out), left by an earlier run; the report counts only the outputs this job ` +
        'writes. An output-path per run (as the examples use) keeps runs apart.'
    )
    expect(startsAfter().sort()).toEqual([null, 'out/b.jpg.out', 'out/d.jpg.out', 'out/f.jpg.out'])
  })

  it('the frontier: ranges where outputs were found since the last look, and the range after each', () => {
    const ranges = new OutputRanges(new InputIndex(Array.from({ length: 10 }, (_, i) => `k${i}`)), 2)
    expect(ranges.frontier()).toEqual([])
    ranges.foundAt(2)
    ranges.foundAt(9)
    // Range 1 (k2-k3) and the one after it; range 4 (k8-k9), and the one after the last cut.
    expect(ranges.frontier()).toEqual([1, 2, 4, 5])
    expect(ranges.frontier()).toEqual([])
  })
})
