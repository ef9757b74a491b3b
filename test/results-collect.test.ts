import { PutObjectCommand } from '@aws-sdk/client-s3'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ClassRegistry } from '../src/results/classes.js'
import { collectResults } from '../src/results/read/collect-outputs.js'
import { OutputReader } from '../src/results/read/output-reader.js'
import { openInputListing } from '../src/listing/listing.js'
import { outputPlaceOf } from '../src/contract/output-keys.js'
import { openFolder } from '../src/storage/resolve.js'
import type { Prediction } from '../src/results/predictions.js'
import type { DataSpec } from '../src/spec.js'
import { freshBucket, testS3Client } from './support/s3.js'

const s3 = testS3Client()
const source = () => s3

function data(uri: string, type: DataSpec['type'] = 'S3Prefix') {
  return { uri, type }
  // Each test's outputs are where its inputs are (both S3, or both folders), so either tells the output naming.
}
const openInputObjects = (d: { uri: string; type: DataSpec['type'] }, s: () => typeof s3) =>
  openInputListing(d.uri, d.type, s, { outputs: outputPlaceOf(d.uri) })

async function put(bucket: string, key: string, body: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
}

function gather() {
  const seen: { key: string; index: number; p: Prediction }[] = []
  return { seen, sink: (key: string, index: number, p: Prediction) => seen.push({ key, index, p }) }
}

const out = (k: number) =>
  JSON.stringify({ predictions: [{ classes: k, probabilities: [k === 0 ? 0.9 : 0.1, k === 1 ? 0.9 : 0.1] }] })

describe('pairing inputs with outputs', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'collect-'))
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  test('local folders: failed inputs, unreadable outputs, orphans and nested keys', async () => {
    const input = path.join(dir, 'in')
    const output = path.join(dir, 'out')
    await mkdir(path.join(input, 'sub'), { recursive: true })
    await mkdir(path.join(output, 'sub'), { recursive: true })
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg', 'sub/d.jpg']) await writeFile(path.join(input, name), 'x')
    await writeFile(path.join(output, 'a.jpg.out'), out(0))
    await writeFile(path.join(output, 'sub/d.jpg.out'), out(1) + '\n' + out(0))
    await writeFile(path.join(output, 'c.jpg.out'), '{"predictions": [')
    await writeFile(path.join(output, 'zzz.jpg.out'), out(1))
    await writeFile(path.join(output, '_summary.json'), '{}')

    const { seen, sink } = gather()
    const inputs = await openInputObjects(data(input), source)
    const c = await collectResults({
      inputs,
      outputs: openFolder(output, source, 'output-path'),
      read: { format: 'auto', classes: new ClassRegistry() },
      concurrency: 3,
      sink
    })
    expect(c.objectsTotal).toBe(4)
    expect(c.withOutput).toBe(3)
    expect(c.failed).toEqual({ count: 1, examples: ['b.jpg'] })
    expect(c.unreadable.count).toBe(1)
    expect(c.unreadable.examples[0].key).toBe('c.jpg')
    expect(c.unreadable.examples[0].problem).toMatch(/ends inside a JSON value/)
    expect(c.orphanOutputs).toEqual({ count: 1, examples: ['zzz.jpg'] })
    expect(c.framings).toEqual({ JSON: 3, 'JSON Lines': 1 })
    const byKey = seen.map(s => `${s.key}#${s.index}`).sort()
    expect(byKey).toEqual(['a.jpg#0', 'sub/d.jpg#0', 'sub/d.jpg#1', 'zzz.jpg#0'])
  })

  test('S3 prefix on s3rver, and a manifest file naming the inputs', async () => {
    const bucket = await freshBucket(s3)
    for (let i = 0; i < 30; i++) await put(bucket, `images/img-${String(i).padStart(2, '0')}.jpg`, 'x')
    for (let i = 0; i < 30; i++)
      if (i % 10 !== 3) await put(bucket, `results/img-${String(i).padStart(2, '0')}.jpg.out`, out(i % 2))

    const { seen, sink } = gather()
    const c = await collectResults({
      inputs: await openInputObjects(data(`s3://${bucket}/images`), source),
      outputs: openFolder(`s3://${bucket}/results/`, source, 'output-path'),
      read: { format: 'auto', classes: new ClassRegistry() },
      concurrency: 8,
      sink
    })
    expect(c.objectsTotal).toBe(30)
    expect(c.failed).toEqual({ count: 3, examples: ['img-03.jpg', 'img-13.jpg', 'img-23.jpg'] })
    expect(seen).toHaveLength(27)
    expect(c.bytes).toBeGreaterThan(27 * 40)

    await put(
      bucket,
      'manifests/m.json',
      JSON.stringify([{ prefix: `s3://${bucket}/images/` }, 'img-00.jpg', 'img-03.jpg'])
    )
    const m = gather()
    const viaManifest = await collectResults({
      inputs: await openInputObjects(data(`s3://${bucket}/manifests/m.json`, 'ManifestFile'), source),
      outputs: openFolder(`s3://${bucket}/results`, source, 'output-path'),
      read: { format: 'auto', classes: new ClassRegistry() },
      concurrency: 2,
      sink: m.sink
    })
    expect(viaManifest.objectsTotal).toBe(2)
    expect(viaManifest.failed.examples).toEqual(['img-03.jpg'])
    // the other outputs of the folder are not inputs of this manifest
    expect(viaManifest.orphanOutputs.count).toBe(26)
  })

  test('an S3 prefix that names objects, not a folder, pairs keys relative to its parent', async () => {
    const bucket = await freshBucket(s3)
    await put(bucket, 'data/part-1.csv', '1,2')
    await put(bucket, 'data/part-2.csv', '3,4')
    await put(bucket, 'data/other.csv', '5,6')
    await put(bucket, 'out/part-1.csv.out', '0.2,0.8\n0.7,0.3')
    const { seen, sink } = gather()
    const c = await collectResults({
      inputs: await openInputObjects(data(`s3://${bucket}/data/part-`), source),
      outputs: openFolder(`s3://${bucket}/out`, source, 'output-path'),
      read: { format: 'auto', classes: new ClassRegistry() },
      concurrency: 2,
      sink
    })
    expect(c.objectsTotal).toBe(2)
    expect(c.failed.examples).toEqual(['part-2.csv'])
    expect(seen.map(s => s.index)).toEqual([0, 1])
  })

  test('a manifest that is not a manifest is a user error naming the input', async () => {
    const bucket = await freshBucket(s3)
    await put(bucket, 'm.json', '{"prefix": "s3://x/"}')
    await expect(openInputObjects(data(`s3://${bucket}/m.json`, 'ManifestFile'), source)).rejects.toThrow(
      /^data: the manifest s3:\/\/.*\/m.json is not a JSON array\. A manifest is a JSON array: \[\{"prefix"/
    )
  })
})

test('a job already done: its output names are bits over the inputs from the first one on', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'collect-done-'))
  try {
    const input = path.join(dir, 'in')
    const output = path.join(dir, 'out')
    await mkdir(input)
    await mkdir(output)
    for (let i = 0; i < 50; i++) {
      await writeFile(path.join(input, `${i}.jpg`), 'x')
      await writeFile(path.join(output, `${i}.jpg.out`), out(i % 2))
    }
    const read = { format: 'auto' as const, classes: new ClassRegistry() }
    const reader = new OutputReader({
      outputs: openFolder(output, source, 'output-path'),
      read,
      concurrency: 4,
      sink: () => undefined
    })
    // The real folder, watched: how many names wait outside the inputs' index as the listing goes.
    const folder = openFolder(output, source, 'output-path')
    let waiting = 0
    const watched = Object.assign(Object.create(folder) as typeof folder, {
      async *list(prefix: string) {
        for await (const o of folder.list(prefix)) {
          yield o
          waiting = Math.max(waiting, [...reader.offered.outsideIndex()].length)
        }
      }
    })
    const c = await collectResults({
      inputs: await openInputObjects(data(input), source),
      outputs: watched,
      read,
      concurrency: 4,
      sink: () => undefined,
      reader
    })
    expect({ withOutput: c.withOutput, failed: c.failed.count, waiting }).toEqual({
      withOutput: 50,
      failed: 0,
      waiting: 0
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
