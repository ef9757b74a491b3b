// The shapes JPEGs framed as TFRecord and RecordIO by the fixture script (Python, independent of the
// TypeScript splitters), run end to end through the data plane.
import { createHash } from 'node:crypto'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runDataPlane } from '../src/backends/local/engine.js'
import { FsStore } from '../src/storage/fs-store.js'
import type { SplitType } from '../src/spec.js'
import { startTestModelServer, type TestModelServer } from './support/model-server.js'
import { prefixListing } from '../src/listing/listing.js'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'records')
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')

interface Listing {
  records: { source: string; length: number; sha256: string }[]
}

let dir: string
let server: TestModelServer
let listing: Listing

beforeAll(async () => {
  listing = JSON.parse(await readFile(path.join(fixtures, 'shapes-records.json'), 'utf8')) as Listing
})
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'records-'))
  await mkdir(path.join(dir, 'in'))
  server = await startTestModelServer({
    answer: req => ({ body: sha256(req.body), delayMs: req.body.length % 7 })
  })
})
afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

function run(splitType: SplitType, strategy: 'SingleRecord' | 'MultiRecord') {
  return runDataPlane({
    input: prefixListing(new FsStore(path.join(dir, 'in')), ''),
    output: { store: new FsStore(path.join(dir, 'out')), prefix: '' },
    endpoint: server.url,
    contentType: 'application/x-image',
    splitType,
    strategy,
    maxConcurrent: 8,
    maxPayloadMB: 1,
    assembleWith: 'Line',
    invocationRetries: 0,
    log: () => undefined
  })
}

describe.each([
  ['TFRecord', 'shapes.tfrecord'],
  ['RecordIO', 'shapes.recordio']
] as const)('%s fixture', (splitType, file) => {
  it('sends each JPEG alone with SingleRecord and writes one line per record, in order', async () => {
    await copyFile(path.join(fixtures, file), path.join(dir, 'in', file))
    const result = await run(splitType, 'SingleRecord')
    expect(result).toMatchObject({ status: 'Completed', objects: 1, records: listing.records.length })
    const lines = (await readFile(path.join(dir, 'out', `${file}.out`), 'utf8')).split('\n')
    expect(lines.pop()).toBe('')
    expect(lines).toEqual(listing.records.map(r => r.sha256))
    expect(server.requests.map(r => r.body.length).sort()).toEqual(listing.records.map(r => r.length).sort())
    expect(server.requests.every(r => r.body[0] === 0xff && r.body[1] === 0xd8)).toBe(true) // JPEG SOI
  })

  it('sends the records with their framing with MultiRecord', async () => {
    const bytes = await readFile(path.join(fixtures, file))
    await writeFile(path.join(dir, 'in', file), bytes)
    const result = await run(splitType, 'MultiRecord')
    expect(result).toMatchObject({ status: 'Completed', records: listing.records.length })
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0].body.equals(bytes)).toBe(true)
  })
})

it('fails only the fixture copy with a damaged record', async () => {
  const bytes = await readFile(path.join(fixtures, 'shapes.tfrecord'))
  const damaged = Buffer.from(bytes)
  // Flip a byte inside the third record's data: 2 records + its 12-byte header + 100 bytes in.
  const offset = listing.records[0].length + listing.records[1].length + 2 * 16 + 12 + 100
  damaged[offset] ^= 0xff
  await writeFile(path.join(dir, 'in', 'good.tfrecord'), bytes)
  await writeFile(path.join(dir, 'in', 'damaged.tfrecord'), damaged)
  const result = await run('TFRecord', 'SingleRecord')
  expect(result.status).toBe('Failed')
  expect(result.failed.map(f => [f.key, f.reason.replace(/0x[0-9a-f]{8}/g, 'CRC')])).toEqual([
    [
      'damaged.tfrecord',
      `TFRecord record 3 at byte ${offset - 112} is corrupt: the data's CRC is CRC, expected CRC`
    ]
  ])
  expect(result.objects).toBe(1)
})
