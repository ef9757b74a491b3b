import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile, mkdir, readdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { S3Store } from '../src/storage/s3.js'
import { type DataPlaneOptions, runDataPlane } from '../src/backends/local/engine.js'
import { coresFallback } from '../src/backends/local/settings.js'
import { FsStore } from '../src/storage/fs-store.js'
import { readAll } from '../src/storage/store.js'
import { recordio, tfrecord } from './support/records.js'
import {
  inWaves,
  startTestModelServer,
  until,
  type TestModelServer,
  type TestServerOptions
} from './support/model-server.js'
import { freshBucket, testS3Client } from './support/s3.js'
import { parseJsonPath } from '../src/contract/jsonpath.js'
import { openInputListing, prefixListing } from '../src/listing/listing.js'

let dir: string
let server: TestModelServer | undefined
const logs: string[] = []

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'engine-'))
  logs.length = 0
})
afterEach(async () => {
  await server?.close()
  server = undefined
  await rm(dir, { recursive: true, force: true })
})

async function files(tree: Record<string, string | Buffer>, root = 'in'): Promise<void> {
  for (const [rel, body] of Object.entries(tree)) {
    const file = path.join(dir, root, rel)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, body)
  }
}

async function outputs(): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  const walk = async (d: string, rel: string): Promise<void> => {
    for (const e of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(path.join(d, e.name), `${rel}${e.name}/`)
      else out[`${rel}${e.name}`] = await readFile(path.join(d, e.name), 'utf8')
    }
  }
  await walk(path.join(dir, 'out'), '')
  return out
}

async function transform(serverOpts: TestServerOptions, opts: Partial<DataPlaneOptions> = {}) {
  server = await startTestModelServer(serverOpts)
  return runDataPlane({
    input: prefixListing(new FsStore(dir), 'in/'),
    output: { store: new FsStore(path.join(dir, 'out')), prefix: '' },
    endpoint: server.url,
    invocationRetries: 0,
    log: line => logs.push(line),
    sleep: async () => undefined,
    ...opts
  })
}

/** Answers each record with its length: easy to check by hand. */
const lengths: TestServerOptions = { answer: req => ({ body: `${req.body.length}` }) }
const bytes = (n: number) => n / (1024 * 1024)

/** A promise that resolves on `release()`, or by itself after `boundMs`. */
function heldFor(boundMs: number): { held: Promise<void>; release: () => void } {
  let release!: () => void
  const held = new Promise<void>(resolve => (release = resolve))
  setTimeout(release, boundMs).unref()
  return { held, release }
}
const noS3 = () => {
  throw new Error('no S3 in this test')
}

describe('runDataPlane', () => {
  it('sends one request per line with SingleRecord and writes one output line per record, in order', async () => {
    await files({ 'data.jsonl': '{"a":1}\n{"b":22}\n\n{"c":333}\n' })
    const result = await transform(
      { answer: (req, i) => ({ body: `{"len":${req.body.length}}`, delayMs: [30, 0, 10][i] }) },
      {
        splitType: 'Line',
        strategy: 'SingleRecord',
        assembleWith: 'Line',
        maxConcurrent: 3,
        contentType: 'application/jsonlines',
        accept: 'application/json'
      }
    )
    expect(result).toMatchObject({ status: 'Completed', objects: 1, records: 3, failed: [] })
    expect(server!.requests.map(r => r.body.toString())).toEqual(['{"a":1}', '{"b":22}', '{"c":333}'])
    expect(server!.requests[0]).toMatchObject({
      contentType: 'application/jsonlines',
      accept: 'application/json'
    })
    expect(await outputs()).toEqual({ 'data.jsonl.out': '{"len":7}\n{"len":8}\n{"len":9}\n' })
  })

  it('packs framed lines into mini-batches up to max-payload with MultiRecord', async () => {
    // Seven 8-byte lines; 20 bytes hold two of them.
    const lines = Array.from({ length: 7 }, (_, i) => `rec${i}xxx\n`).join('')
    await files({ 'a.txt': lines })
    const result = await transform(
      {},
      { splitType: 'Line', strategy: 'MultiRecord', maxPayloadMB: bytes(20) }
    )
    expect(result).toMatchObject({ status: 'Completed', records: 7 })
    expect(server!.requests.map(r => r.body.toString())).toEqual([
      'rec0xxx\nrec1xxx\n',
      'rec2xxx\nrec3xxx\n',
      'rec4xxx\nrec5xxx\n',
      'rec6xxx\n'
    ])
    expect((await outputs())['a.txt.out']).toBe(lines) // echoed and concatenated (AssembleWith None)
  })

  it('runs a TFRecord job: framing removed with SingleRecord, one line per record in order', async () => {
    const payloads = ['x', 'hello', '', 'a'.repeat(70000), 'end']
    await files({ 'shapes.tfrecord': Buffer.concat(payloads.map(p => tfrecord(p))) })
    const result = await transform(
      { answer: (req, i) => ({ body: `${req.body.length}`, delayMs: (5 - i) * 5 }) },
      { splitType: 'TFRecord', strategy: 'SingleRecord', assembleWith: 'Line', maxConcurrent: 5 }
    )
    expect(result).toMatchObject({ status: 'Completed', records: 5 })
    expect(server!.requests.map(r => r.body.toString()).sort()).toEqual([...payloads].sort())
    expect(await outputs()).toEqual({ 'shapes.tfrecord.out': '1\n5\n0\n70000\n3\n' })
  })

  it('sends a file its split type cannot split whole, in one request, as SageMaker does', async () => {
    const image = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('JFIF not a TFRecord at all')])
    await files({ 'photo.jpg': image, 'good.tfrecord': Buffer.concat([tfrecord('a'), tfrecord('bb')]) })
    const result = await transform(lengths, { splitType: 'TFRecord', strategy: 'SingleRecord' })
    expect(result).toMatchObject({ status: 'Completed', objects: 2, failed: [] })
    expect(server!.requests.map(r => r.body.length).sort((a, b) => a - b)).toEqual([1, 2, image.length])
    expect(await outputs()).toEqual({ 'photo.jpg.out': `${image.length}`, 'good.tfrecord.out': '12' })
    expect(logs.filter(l => l.includes('cannot be split'))).toEqual([
      expect.stringMatching(
        /in\/photo\.jpg cannot be split as TFRecord \(TFRecord record 1 at byte 0 is corrupt: the length's CRC .*\): sent whole in one request, as SageMaker does with a file it cannot split\.$/
      )
    ])
  })

  it('runs a RecordIO job: MultiRecord keeps the framing, SingleRecord removes it', async () => {
    const file = Buffer.concat(['abc', 'de', 'fghij'].map(p => recordio(p)))
    await files({ 'r.rec': file })
    const multi = await transform({}, { splitType: 'RecordIO', strategy: 'MultiRecord', maxPayloadMB: 1 })
    expect(multi.status).toBe('Completed')
    expect(server!.requests.map(r => r.body)).toEqual([file])
    await server!.close()
    const single = await transform(lengths, {
      splitType: 'RecordIO',
      strategy: 'SingleRecord',
      assembleWith: 'Line'
    })
    expect(single.status).toBe('Completed')
    expect(server!.requests.map(r => r.body.toString())).toEqual(['abc', 'de', 'fghij'])
    expect(await outputs()).toEqual({ 'r.rec.out': '3\n2\n5\n' })
  })

  it('fails a file with a corrupt record alone: no .out for it, the others complete', async () => {
    const bad = Buffer.concat([tfrecord('one'), tfrecord('two')])
    bad[16 + 3 + 12] ^= 0x20 // "two" -> "Two": the data CRC no longer matches
    await files({ 'a.tfrecord': tfrecord('fine'), 'b.tfrecord': bad, 'c.tfrecord': tfrecord('also fine') })
    const result = await transform(lengths, {
      splitType: 'TFRecord',
      strategy: 'SingleRecord',
      assembleWith: 'Line'
    })
    expect(result.status).toBe('Failed')
    expect(result.objects).toBe(2)
    const uri = path.join(dir, 'in', 'b.tfrecord')
    expect(result.failed).toEqual([
      {
        key: 'in/b.tfrecord',
        uri,
        reason: expect.stringMatching(/^TFRecord record 2 at byte 19 is corrupt: the data's CRC/)
      }
    ])
    expect(result.failureReason).toMatch(
      new RegExp(`^1 of 3 input files failed: ${uri}: TFRecord record 2 at byte 19`)
    )
    expect(await outputs()).toEqual({ 'a.tfrecord.out': '4\n', 'c.tfrecord.out': '9\n' })
  })

  it('fails the file a server answers 500 for, keeps going with the others, and names it', async () => {
    await files({ 'ok1.bin': 'fine', 'boom.bin': 'boom', 'ok2.bin': 'good' })
    const result = await transform(
      {
        answer: req =>
          req.body.toString() === 'boom'
            ? { status: 500, body: '{"error":"model exploded"}' }
            : { body: 'ok' }
      },
      { maxConcurrent: 2 }
    )
    expect(result.status).toBe('Failed')
    expect(result.failureReason).toBe(
      `1 of 3 input files failed: ${path.join(dir, 'in', 'boom.bin')}: POST /invocations failed after 1 attempt: ` +
        'HTTP 500: {"error":"model exploded"}'
    )
    expect(await outputs()).toEqual({ 'ok1.bin.out': 'ok', 'ok2.bin.out': 'ok' })
  })

  it('lists the first three failed files and counts the rest', async () => {
    await files(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}.bin`, 'x'])))
    const result = await transform({ answer: () => ({ status: 503, body: '' }) }, { maxConcurrent: 5 })
    expect(result.failureReason).toMatch(
      /^5 of 5 input files failed: .*f0\.bin: POST \/invocations failed after 1 attempt: HTTP 503 with an empty body; .*f1\.bin: .*; .*f2\.bin: .*; and 2 more$/
    )
  })

  it('retries a failed request invocation-retries times, waiting between attempts', async () => {
    await files({ 'a.bin': 'payload' })
    const waits: number[] = []
    const flaky = (): TestServerOptions => ({
      answer: (_req, i) => (i < 2 ? { status: 500, body: `try ${i}` } : { body: 'done' })
    })
    const ok = await transform(flaky(), { invocationRetries: 2, sleep: async ms => void waits.push(ms) })
    expect(ok.status).toBe('Completed')
    expect(server!.requests).toHaveLength(3)
    expect(waits).toEqual([100, 200])
    expect(await outputs()).toEqual({ 'a.bin.out': 'done' })
    await server!.close()
    await rm(path.join(dir, 'out'), { recursive: true })
    const failed = await transform(flaky(), { invocationRetries: 1 })
    expect(failed.failureReason).toMatch(/POST \/invocations failed after 2 attempts: HTTP 500: try 1$/)
    expect(await outputs()).toEqual({})
  })

  it('gives up on a request after invocation-timeout', async () => {
    await files({ 'slow.bin': 'slow', 'fast.bin': 'fast' })
    // The slow answer is held until the run has ended (20 s at most: then the failure below shows a
    // timeout that never came): only the timeout can end its request. The fast one has the whole
    // second of the timeout, far more than a loaded machine takes to answer it.
    const { held, release } = heldFor(20_000)
    const result = await transform(
      {
        answer: async req => {
          if (req.body.toString() === 'slow') await held
          return { body: 'late' }
        }
      },
      { invocationTimeoutSeconds: 1, maxConcurrent: 2 }
    ).finally(release)
    expect(result.failed.map(f => [f.key, f.reason])).toEqual([
      [
        'in/slow.bin',
        'POST /invocations failed after 1 attempt: no complete answer within 1 s (invocation-timeout)'
      ]
    ])
    expect(await outputs()).toEqual({ 'fast.bin.out': 'late' })
  })

  it('times out a stalled request among many quick ones, and a retry gets a deadline of its own', async () => {
    const lines = (name: string) => Array.from({ length: 150 }, (_, i) => `${name} ${i}\n`).join('')
    await files({ 'a.txt': lines('a'), 'b.txt': lines('b') })
    const tries = new Map<string, number>()
    // A stalled answer is held until the run has ended (20 s at most): the timeouts, not the answers,
    // end those requests. Each quick one has the whole second of the timeout, far more than it takes.
    const { held: stalled, release } = heldFor(20_000)
    const result = await transform(
      {
        answer: async req => {
          const text = req.body.toString()
          const n = (tries.get(text) ?? 0) + 1
          tries.set(text, n)
          // a 120 stalls on its first try only; b 120 on every try.
          if (text === 'b 120' || (text === 'a 120' && n === 1)) await stalled
          return { body: text.toUpperCase() }
        }
      },
      {
        splitType: 'Line',
        strategy: 'SingleRecord',
        assembleWith: 'Line',
        maxConcurrent: 4,
        invocationTimeoutSeconds: 1,
        invocationRetries: 1
      }
    ).finally(release)
    expect(tries.get('a 120')).toBe(2)
    expect(tries.get('b 120')).toBe(2)
    expect(result.failed.map(f => [f.key, f.reason])).toEqual([
      [
        'in/b.txt',
        'record 121: POST /invocations failed after 2 attempts, each the same: no complete answer within 1 s (invocation-timeout)'
      ]
    ])
    expect(await outputs()).toEqual({ 'a.txt.out': lines('a').toUpperCase() })
  })

  it('holds at most 16 x max-concurrent-transforms answers waiting behind a slow one', async () => {
    await files({ 'a.txt': Array.from({ length: 60 }, (_, i) => `r ${i}\n`).join('') })
    const arrived: string[] = []
    let arrivedBeforeSlowAnswer = -1
    const result = await transform(
      {
        answer: async req => {
          const text = req.body.toString()
          arrived.push(text)
          if (text === 'r 0') {
            // Held until 32 have come and 200 ms more, in which a 33rd would come if the window let it.
            await until(() => arrived.length >= 32)
            await new Promise(resolve => setTimeout(resolve, 200))
            arrivedBeforeSlowAnswer = arrived.length
          }
          return { body: text }
        }
      },
      { splitType: 'Line', strategy: 'SingleRecord', assembleWith: 'Line', maxConcurrent: 2 }
    )
    expect(result.records).toBe(60)
    // r 0 and the 31 after it fill the window of 32; r 32 goes out only once r 0 is written.
    expect(arrivedBeforeSlowAnswer).toBe(32)
  })

  it('fails every file, without hanging, when Node refuses the request headers', async () => {
    await files({ 'a.txt': 'a 1\na 2\n', 'b.txt': 'b 1\nb 2\n' })
    const result = await transform(
      {},
      {
        splitType: 'Line',
        strategy: 'SingleRecord',
        contentType: 'text/csv\r\nX-Injected: 1',
        maxConcurrent: 1
      }
    )
    expect(result.status).toBe('Failed')
    expect(result.failed.map(f => [f.key, f.reason])).toEqual([
      ['in/a.txt', 'cannot read it: Invalid character in header content ["Content-Type"]'],
      ['in/b.txt', 'cannot read it: Invalid character in header content ["Content-Type"]']
    ])
    expect(server!.requests).toEqual([])
    expect(await outputs()).toEqual({})
  })

  it('keeps exactly max-concurrent-transforms requests in flight within a file and across files', async () => {
    await files({ 'big.txt': Array.from({ length: 30 }, (_, i) => `line ${i}\n`).join('') })
    // Answered in waves of the limit: that many are in flight at once whenever the sender allows it.
    const inFlightWaves = (size: number, total: number): TestServerOptions => {
      const gate = inWaves(size, total)
      return { answer: async (req, i) => (await gate(i), { body: req.body }) }
    }
    const one = await transform(inFlightWaves(6, 30), {
      splitType: 'Line',
      strategy: 'SingleRecord',
      maxConcurrent: 6,
      assembleWith: 'Line'
    })
    expect(one.records).toBe(30)
    expect(server!.maxInFlight).toBe(6)
    expect((await outputs())['big.txt.out']).toBe(
      Array.from({ length: 30 }, (_, i) => `line ${i}\n`).join('')
    )
    await server!.close()
    await rm(path.join(dir, 'in'), { recursive: true })
    await files(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`img${i}.jpg`, `image ${i}`])))
    const many = await transform(inFlightWaves(4, 12), { maxConcurrent: 4 })
    expect(many).toMatchObject({ status: 'Completed', objects: 12 })
    expect(server!.maxInFlight).toBe(4)
  })

  it('lets other requests go on while an earlier one is slow, and still writes in order', async () => {
    await files({ 'a.txt': Array.from({ length: 20 }, (_, i) => `r${i}\n`).join('') })
    let seenBeforeFirstAnswer = 0
    const result = await transform(
      {
        answer: async (req, i) => {
          if (i > 0) return { body: req.body }
          // Held until all 20 have come (10 s at most): the others did not wait for it.
          await until(() => server!.requests.length >= 20)
          seenBeforeFirstAnswer = server!.requests.length
          return { body: req.body }
        }
      },
      { splitType: 'Line', strategy: 'SingleRecord', maxConcurrent: 2, assembleWith: 'Line' }
    )
    expect(result.records).toBe(20)
    expect(seenBeforeFirstAnswer).toBe(20)
    expect(server!.maxInFlight).toBe(2)
    expect((await outputs())['a.txt.out']).toBe(Array.from({ length: 20 }, (_, i) => `r${i}\n`).join(''))
  })

  it('takes settings from the request, then GET /execution-parameters, then the defaults', async () => {
    await files({ 'a.txt': 'x\ny\n' })
    const exec = {
      executionParameters: { MaxConcurrentTransforms: 3, BatchStrategy: 'SINGLE_RECORD', MaxPayloadInMB: 2 }
    }
    const fromServer = await transform(exec, { splitType: 'Line' })
    expect(fromServer.settings).toMatchObject({ maxConcurrent: 3, maxPayloadMB: 2, strategy: 'SingleRecord' })
    expect(server!.requests.map(r => r.body.toString())).toEqual(['x', 'y'])
    expect(logs[0]).toBe(
      'Transform settings: max-concurrent-transforms 3 (execution-parameters), max-payload 2 MB ' +
        '(execution-parameters), strategy SingleRecord (execution-parameters), split-type Line'
    )
    await server!.close()
    const fromRequest = await transform(exec, {
      splitType: 'Line',
      maxConcurrent: 5,
      maxPayloadMB: 1,
      strategy: 'MultiRecord'
    })
    expect(fromRequest.settings).toMatchObject({ maxConcurrent: 5, maxPayloadMB: 1, strategy: 'MultiRecord' })
    expect(server!.requests.map(r => r.body.toString())).toEqual(['x\ny\n'])
    await server!.close()
    const defaults = await transform({}, { splitType: 'Line', maxConcurrent: 0 })
    expect(defaults.settings).toMatchObject({ maxConcurrent: 1, maxPayloadMB: 6, strategy: 'MultiRecord' })
  })

  it("local mode's fallback when neither the request nor the server sets the concurrency, logged", async () => {
    await files({ 'a.txt': 'x\ny\n' })
    const fallback = coresFallback(3, undefined)
    expect(fallback).toEqual({ value: 6, source: '2 per core on 3 cores' })
    const result = await transform({}, { splitType: 'Line', fallbackMaxConcurrent: fallback })
    expect(result.settings).toMatchObject({ maxConcurrent: 6 })
    expect(logs[0]).toMatch(/^Transform settings: max-concurrent-transforms 6 \(2 per core on 3 cores\), /)
    await server!.close()
    // The server's answer comes first.
    const exec = await transform(
      { executionParameters: { MaxConcurrentTransforms: 3 } },
      { splitType: 'Line', fallbackMaxConcurrent: fallback }
    )
    expect(exec.settings).toMatchObject({ maxConcurrent: 3 })
    // Within SageMaker's max-payload x concurrency <= 100.
    expect(coresFallback(64, 6)).toEqual({ value: 16, source: '2 per core on 64 cores' })
    expect(coresFallback(1, 100).value).toBe(1)
    expect(coresFallback(4, 0).value).toBe(8)
  })

  it('decompresses Gzip inputs and keeps the .gz in the output name', async () => {
    await files({ 'part.jsonl.gz': gzipSync('{"a":1}\n{"a":2}\n'), 'broken.gz': Buffer.from('not gzip') })
    const result = await transform(lengths, {
      compression: 'Gzip',
      splitType: 'Line',
      strategy: 'SingleRecord',
      assembleWith: 'Line'
    })
    expect(await outputs()).toEqual({ 'part.jsonl.gz.out': '7\n7\n' })
    expect(result.failed.map(f => f.reason)).toEqual([
      expect.stringMatching(/^cannot decompress it \(compression-type Gzip\): incorrect header check/)
    ])
  })

  it('reads every object under the prefix recursively; outputs keep the path relative to the prefix folder', async () => {
    await files({ 'a.txt': 'A', 'sub/b.txt': 'BB', 'sub/deeper/c.txt': 'CCC', 'abc/d.txt': 'DDDD' })
    await files({ 'x.txt': 'not input' }, 'other')
    const all = await transform(lengths)
    expect(all.objects).toBe(4)
    expect(await outputs()).toEqual({
      'a.txt.out': '1',
      'abc/d.txt.out': '4',
      'sub/b.txt.out': '2',
      'sub/deeper/c.txt.out': '3'
    })
    await server!.close()
    await rm(path.join(dir, 'out'), { recursive: true })
    // A prefix that is not a folder: keys are relative to its folder (in/).
    const some = await transform(lengths, {
      input: prefixListing(new FsStore(dir), 'in/a')
    })
    expect(some.objects).toBe(2)
    expect(await outputs()).toEqual({ 'a.txt.out': '1', 'abc/d.txt.out': '4' })
  })

  it('reads the objects a manifest lists, relative to its prefix', async () => {
    await files({ 'x/1.txt': 'one', 'x/2.txt': 'twotwo', 'unlisted.txt': 'no' }, 'data')
    await files({
      'list.manifest': JSON.stringify([{ prefix: `${path.join(dir, 'data')}/` }, 'x/2.txt', 'x/1.txt'])
    })
    const result = await transform(lengths, {
      input: await openInputListing(path.join(dir, 'in', 'list.manifest'), 'ManifestFile', noS3, {
        outputs: 'folder'
      })
    })
    expect(result).toMatchObject({ status: 'Completed', objects: 2 })
    expect(await outputs()).toEqual({ 'x/1.txt.out': '3', 'x/2.txt.out': '6' })
  })

  it('fails a file whose output would leave output-path, reading nothing, and the job with it', async () => {
    await files({ 'x/1.txt': 'one' }, 'data')
    await writeFile(path.join(dir, 'secret.txt'), 'secret')
    await files({
      'list.manifest': JSON.stringify([{ prefix: `${path.join(dir, 'data')}/` }, 'x/1.txt', '../secret.txt'])
    })
    const result = await transform(lengths, {
      input: await openInputListing(path.join(dir, 'in', 'list.manifest'), 'ManifestFile', noS3, {
        outputs: 'folder'
      })
    })
    expect(result).toMatchObject({
      status: 'Failed',
      objects: 1,
      failed: [
        {
          key: '../secret.txt',
          reason:
            'its name "../secret.txt" would put the output outside output-path (".." path segments), so it was not transformed'
        }
      ]
    })
    expect(server!.requests.map(r => r.body.toString())).toEqual(['one'])
    expect(await outputs()).toEqual({ 'x/1.txt.out': '3' })
    expect(existsSync(path.join(dir, 'secret.txt.out'))).toBe(false)
  })

  it('fails the job with a clear reason for an empty prefix', async () => {
    const empty = await transform(lengths, {
      input: prefixListing(new FsStore(dir), 'nothing/')
    })
    expect(empty).toMatchObject({
      status: 'Failed',
      failureReason: `no input objects found in ${path.join(dir, 'nothing')}`
    })
  })

  it('sends payloads with chunked transfer encoding and no Content-Length when max-payload is 0', async () => {
    const big = 'x'.repeat(7 * 1024 * 1024)
    await files({ 'big.txt': big, 'small.txt': 'hello' })
    const result = await transform(lengths, { maxPayloadMB: 0 })
    expect(result).toMatchObject({ status: 'Completed', objects: 2 })
    const sent = server!.requests.map(r => [r.body.length, r.transferEncoding, r.contentLength]).sort()
    expect(sent).toEqual([
      [5, 'chunked', undefined],
      [big.length, 'chunked', undefined]
    ])
    expect(await outputs()).toEqual({ 'big.txt.out': `${big.length}`, 'small.txt.out': '5' })
    // Any other payload limit sends Content-Length, as before.
    await server!.close()
    server = undefined
    const sized = await transform(lengths, { maxPayloadMB: 8 })
    expect(sized.status).toBe('Completed')
    expect(server!.requests.map(r => [r.transferEncoding, r.contentLength]).sort()).toEqual([
      [undefined, '5'],
      [undefined, String(big.length)]
    ])
  })

  it('fails an object larger than max-payload with split-type None before reading it', async () => {
    await files({ 'big.bin': Buffer.alloc(2000), 'small.bin': 'ok' })
    const result = await transform(lengths, { maxPayloadMB: bytes(1000) })
    expect(result.failed.map(f => f.reason)).toEqual([
      'the object is 2,000 bytes, larger than the maximum payload of 1,000 bytes (split-type None sends each object ' +
        'whole); raise max-payload (at most 100 MB) or choose a split-type'
    ])
    expect(server!.requests.map(r => r.body.toString())).toEqual(['ok'])
  })

  it('joins CSV inputs with their outputs and filters both ways', async () => {
    await files({ 'rows.csv': 'id1,1.5,2\nid2,3,4\n' })
    const result = await transform(
      {
        answer: req => ({
          body: req.body
            .toString()
            .split('\n')
            .filter(Boolean)
            .map(r => `${r.split(',').length}`)
            .join('\n')
        })
      },
      {
        contentType: 'text/csv',
        accept: 'text/csv',
        splitType: 'Line',
        strategy: 'MultiRecord',
        inputFilter: parseJsonPath('$[1:]'),
        joinSource: 'Input',
        outputFilter: parseJsonPath('$[0,-1]'),
        assembleWith: 'Line'
      }
    )
    expect(result.status).toBe('Completed')
    expect(server!.requests.map(r => r.body.toString())).toEqual(['1.5,2\n3,4\n'])
    expect(await outputs()).toEqual({ 'rows.csv.out': 'id1,2\nid2,2\n' })
  })

  it('fails a file whose joined row is shorter than the output filter asks; other files complete', async () => {
    await files({ 'short.csv': 'id1,a,b,c\n', 'wide.csv': 'id2,a,b,c,d,e,f,g,h\n' })
    const csvJoin = {
      contentType: 'text/csv',
      accept: 'text/csv',
      splitType: 'Line' as const,
      joinSource: 'Input' as const,
      assembleWith: 'Line' as const
    }
    const result = await transform(
      { answer: () => ({ body: 'p' }) },
      { ...csvJoin, outputFilter: parseJsonPath('$[0,9]') }
    )
    expect(result.status).toBe('Failed')
    expect(result.failed).toEqual([
      {
        key: 'in/short.csv',
        uri: expect.stringMatching(/in\/short\.csv$/),
        reason: 'record 1 (output-filter): $[0,9]: index 9 is past the end of a list of 5 (valid: -5 to 4)'
      }
    ])
    expect(await outputs()).toEqual({ 'wide.csv.out': 'id2,p\n' })
  })

  it('includes the end of a CSV column slice and says once that SageMaker documents it so', async () => {
    await files({ 'a.csv': 'id1,c2,c3,c4,c5,c6\n', 'b.csv': 'id2,d2,d3,d4,d5,d6\n' })
    const result = await transform(
      { answer: () => ({ body: 'p' }) },
      {
        contentType: 'text/csv',
        accept: 'text/csv',
        splitType: 'Line',
        inputFilter: parseJsonPath('$[1:4]'),
        assembleWith: 'Line'
      }
    )
    expect(result.status).toBe('Completed')
    expect(server!.requests.map(r => r.body.toString()).sort()).toEqual(['c2,c3,c4,c5\n', 'd2,d3,d4,d5\n'])
    expect(logs.filter(l => l.includes('include their end'))).toEqual([
      "CSV column slices ($[1:4]) include their end, as SageMaker's developer guide documents with its " +
        'examples ($[1:4] selects the second through fifth columns); the same page also likens the ' +
        'operator to JavaScript slice(), which would exclude it.'
    ])
  })

  it('stops when the signal aborts: in-flight requests are cancelled and no partial .out is left', async () => {
    await files({ 'a.txt': 'slow\n'.repeat(20) })
    const ac = new AbortController()
    const result = await transform(
      {
        answer: (_req, i) => {
          if (i === 3) ac.abort()
          return { body: 'x', delayMs: 20 }
        }
      },
      { splitType: 'Line', strategy: 'SingleRecord', maxConcurrent: 2, signal: ac.signal }
    )
    expect(result.status).toBe('Stopped')
    expect(server!.requests.length).toBeLessThan(8)
    expect(await outputs()).toEqual({})
  })

  it('reads from and writes to S3', async () => {
    const s3 = testS3Client()
    const bucket = await freshBucket(s3)
    for (const [key, body] of [
      ['data/in/a.tfrecord', Buffer.concat([tfrecord('abc'), tfrecord('de')])],
      ['data/in/sub/b.tfrecord', tfrecord('fghi')]
    ] as const) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
    }
    const result = await transform(lengths, {
      input: prefixListing(new S3Store(s3, { bucket, key: '' }), 'data/in/'),
      output: { store: new S3Store(s3, { bucket, key: 'results' }), prefix: '' },
      splitType: 'TFRecord',
      strategy: 'SingleRecord',
      assembleWith: 'Line',
      accept: 'text/plain'
    })
    expect(result).toMatchObject({ status: 'Completed', objects: 2, records: 3 })
    const get = async (key: string) => {
      const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return [(await readAll(out.Body as never)).toString(), out.ContentType]
    }
    expect(await get('results/a.tfrecord.out')).toEqual(['3\n2\n', 'text/plain'])
    expect(await get('results/sub/b.tfrecord.out')).toEqual(['4\n', 'text/plain'])
  })

  it('logs progress at the interval and a summary at the end', async () => {
    await files({ 'a.txt': 'x\n'.repeat(5) })
    let clock = 0
    const result = await transform(
      { answer: req => ({ body: req.body, delayMs: 8 }) },
      { splitType: 'Line', strategy: 'SingleRecord', progressIntervalMs: 10, now: () => (clock += 100) }
    )
    expect(result.records).toBe(5)
    expect(logs.some(l => /^Progress: \d+ outputs?, \d+ records?, [\d,]+ records\/s$/.test(l))).toBe(true)
    expect(logs[logs.length - 1]).toMatch(
      /^Done: 1 output, 5 records in \d+\.\d s, [\d,]+ records\/s on average$/
    )
  })
})
