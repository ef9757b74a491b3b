// Whole outputs parsed on a worker thread: every shape reads as it does on the main thread, class names
// the worker meets map by name to the main thread's registry, the first objects never start a worker,
// and a worker that cannot start, dies or is closed leaves its objects to the main thread (nothing
// lost). The worker runs the real sources (through tsx); the last test is a whole local-mode run.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { ClassRegistry } from '../src/results/classes.js'
import { parseLabelFile } from '../src/results/labels.js'
import type { Prediction } from '../src/results/predictions.js'
import { WorkerParser } from '../src/results/read/parse-worker.js'
import { readObject, type ParsedObject, type ReadOptions } from '../src/results/read/read-object.js'
import type { OutputFormat } from '../src/spec.js'
import { classifierOnSageMaker, runAction } from './support/emulator/action.js'
import { fakeClock } from './support/emulator/spec.js'
import { localExecutor } from './support/local-executor.js'
import { startSageMakerEmulator } from './support/sagemaker-emulator.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const ENTRY = new URL('./support/parse-worker-entry.mjs', import.meta.url)
const LABELS = 'cat\ndog\nfox'

const probabilities = (hot: number): number[] =>
  Array.from({ length: 1001 }, (_, i) => (i === hot ? 0.9 : 0.0001))

/** Bodies of every shape the reader knows, and some it does not. */
const BODIES: [string, OutputFormat][] = [
  [JSON.stringify({ predictions: [{ classes: 7, probabilities: probabilities(7) }] }), 'auto'],
  ['{"result": [[["dog", 0.7], ["wolf", 0.2]], [["owl", 0.9]]]}', 'auto'],
  ['{"label": "heron", "score": 0.5}\n{"label": "cat", "score": 0.25}\n', 'auto'],
  ['["wolf", 0.4]', 'auto'],
  [JSON.stringify([{ boxes: [[1, 2, 3, 4]], labels: ['kite', 'dog'].slice(0, 1), scores: [0.8] }]), 'auto'],
  [
    '{"detection_boxes": [[0.1, 0.2, 0.3, 0.4]], "detection_classes": [3], "detection_scores": [0.6]}',
    'auto'
  ],
  ['0.1,0.9\nheron,0.3\n2\n', 'auto'],
  ['"just text"', 'auto'],
  ['{"predictions": [0.1, 0.9]', 'auto'],
  ['', 'auto'],
  ['{"a": 1}\n{"b": ', 'jsonlines'],
  [JSON.stringify({ predictions: [[0.2, 0.8]] }), 'detection'],
  ['\uFEFF{"label": "élan ☃ 𝄞", "score": 1}', 'classification']
]

async function readAll(opts: ReadOptions, bodies = BODIES) {
  const out = []
  for (const [text, format] of bodies) {
    const predictions: Prediction[] = []
    const body = Buffer.from(text)
    const result = await readObject(body, body.length, { ...opts, format }, p => predictions.push(p))
    out.push({ result, predictions })
  }
  return out
}

const names = (registry: ClassRegistry, read: Awaited<ReturnType<typeof readAll>>) =>
  read
    .flatMap(r =>
      r.predictions.flatMap(p =>
        p.kind === 'classification' ? p.classes : p.kind === 'detection' ? p.labels : []
      )
    )
    .map(id => registry.nameOf(id))

describe('outputs parsed on a worker thread', () => {
  test('every shape reads as on the main thread; names the worker met become this registry ids', async () => {
    const here = new ClassRegistry(parseLabelFile('labels.txt', LABELS))
    const expected = await readAll({ format: 'auto', classes: here })

    const there = new ClassRegistry(parseLabelFile('labels.txt', LABELS))
    // A name this registry met first: the worker's own id for it must become this one's.
    there.idOf('owl')
    const parser = new WorkerParser(ENTRY, 0)
    try {
      // The worker answered (the main thread did not parse it).
      expect(await parser.parse(Buffer.from(BODIES[1][0]), 'auto', there)).toMatchObject({ framing: 'JSON' })
      const got = await readAll({ format: 'auto', classes: there, parser })
      expect(got.map(g => g.result)).toEqual(expected.map(e => e.result))
      expect(names(there, got)).toEqual(names(here, expected))
      expect(names(there, got)).toContain('élan ☃ 𝄞')
      // Names in the label map are its indices, on either thread; others have the registry's own ids.
      expect(got[2].predictions[1]).toMatchObject({ classes: [0] })
      expect(there.idOf('owl')).toBe(there.idOf(' owl '))
      expect(got.map(g => g.predictions.map(p => p.kind))).toEqual(
        expected.map(e => e.predictions.map(p => p.kind))
      )
    } finally {
      parser.close()
    }
  })

  test('objects sent at once go in batches and each gets its own answer; a large one is left here', async () => {
    const registry = new ClassRegistry()
    const parser = new WorkerParser(ENTRY, 0)
    try {
      // 150 of about 10 KiB (more than a batch's count and bytes) with one of 2 MiB among them (more
      // than a batch's buffer: parsed on the main thread); then 150 more, in the buffers the worker
      // handed back.
      const body = (i: number) =>
        Buffer.from(
          JSON.stringify({
            predictions: [
              i === 70
                ? Array.from({ length: 300_000 }, (_, j) => (j === i ? 0.9 : 0.012345))
                : probabilities(i)
            ]
          })
        )
      expect(body(70).length).toBeGreaterThan(2 << 20)
      const best = (p: ParsedObject | undefined) =>
        p && (p.predictions[0] as { classes: number[] }).classes[0]
      for (const from of [0, 150]) {
        const numbers = Array.from({ length: 150 }, (_, i) => from + i)
        const parsed = await Promise.all(numbers.map(i => parser.parse(body(i), 'auto', registry)))
        expect(parsed.map(best)).toEqual(numbers.map(i => (i === 70 ? undefined : i)))
      }
    } finally {
      parser.close()
    }
  })

  test('the first objects are parsed here: no worker until `startAfter` have been read', async () => {
    const parser = new WorkerParser(ENTRY, 2)
    const registry = new ClassRegistry()
    const body = Buffer.from('[0.2, 0.8]')
    try {
      expect(await parser.parse(body, 'auto', registry)).toBeUndefined()
      expect(await parser.parse(body, 'auto', registry)).toBeUndefined()
      expect(await parser.parse(body, 'auto', registry)).toMatchObject({ framing: 'JSON' })
    } finally {
      parser.close()
    }
  })

  test('a worker that fails, or one closed with objects waiting, leaves them to the main thread', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'parse-worker-'))
    try {
      const broken = path.join(dir, 'broken.mjs')
      await writeFile(broken, 'throw new Error("no parsing here")\n')
      const registry = new ClassRegistry()
      const expected = await readAll({ format: 'auto', classes: registry })
      const failing = new WorkerParser(new URL(`file://${broken}`), 0)
      const got = await readAll({ format: 'auto', classes: new ClassRegistry(), parser: failing })
      expect(got).toEqual(expected)
      // Once failed, it declines at once.
      expect(await failing.parse(Buffer.from('[1]'), 'auto', registry)).toBeUndefined()

      const closing = new WorkerParser(ENTRY, 0)
      const waiting = closing.parse(Buffer.from('[0.5, 0.5]'), 'auto', registry)
      closing.close()
      expect(await waiting).toBeUndefined()
      expect(await closing.parse(Buffer.from('[1]'), 'auto', registry)).toBeUndefined()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

// A model server that names one of five animals for each input (the input's number modulo 5): its
// handler, for a server in this process (SageMaker mode) and as a local-serve-command (local mode).
const ANSWER = `(req, res) => {
  const animals = ['cat', 'dog', 'fox', 'owl', 'heron']
  const chunks = []
  req.on('data', c => chunks.push(c))
  req.on('end', () => {
    if (req.url === '/ping') return void res.end('ok')
    const n = Number(Buffer.concat(chunks).toString('utf8').split(' ').pop())
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ label: animals[n % 5], score: 0.5 + (n % 7) / 20 }))
  })
}`
const SERVER = `require('http').createServer(${ANSWER}).listen(Number(process.env.SAGEMAKER_BIND_TO_PORT), '127.0.0.1')`
const animalServer = (): http.Server =>
  http.createServer(new Function(`return ${ANSWER}`)() as http.RequestListener)

describe('whole runs with the parse worker', () => {
  const s3 = testS3Client()
  const INPUTS = 300
  let bucket: string
  let server: http.Server
  let modelUrl: string
  let dir: string
  // The test entry counts what the worker parsed in this file while it exists.
  const log = path.join(os.tmpdir(), `parse-worker-${process.pid}.log`)
  const parsedThere = async () =>
    (await readFile(log, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .reduce((sum, n) => sum + Number(n), 0)

  beforeAll(async () => {
    server = animalServer()
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    modelUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    dir = await mkdtemp(path.join(os.tmpdir(), 'parse-worker-run-'))
    await writeFile(path.join(dir, 'server.cjs'), SERVER)
    bucket = await freshBucket(s3, 'parse-worker')
    const keys = Array.from({ length: INPUTS }, (_, i) => i)
    await Promise.all(
      keys.map(i =>
        s3.send(new PutObjectCommand({ Bucket: bucket, Key: `docs/doc-${i}.txt`, Body: `document ${i}` }))
      )
    )
  })
  beforeEach(() => writeFile(log, ''))
  afterAll(async () => {
    await rm(log, { force: true })
    await new Promise(resolve => server.close(resolve))
    await rm(dir, { recursive: true, force: true })
  })

  async function onSageMaker(output: string, parseWorker?: URL) {
    const clock = fakeClock()
    const emulator = await startSageMakerEmulator({
      clock: clock.now,
      executor: localExecutor({ s3, server: modelUrl, sleep: async () => undefined })
    })
    try {
      return await runAction(
        {
          ...classifierOnSageMaker(bucket),
          data: `s3://${bucket}/docs/`,
          'output-path': `s3://${bucket}/${output}/`,
          'content-type': 'text/plain',
          region: 'us-east-1',
          's3-endpoint': s3Endpoint(),
          'sagemaker-endpoint': emulator.url,
          comment: 'never'
        },
        {
          env: { ...process.env, GITHUB_RUN_ID: '7', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'acme/zoo' },
          signal: new AbortController().signal,
          sleep: clock.sleep,
          now: clock.now,
          ...(parseWorker ? { parseWorker } : {})
        }
      )
    } finally {
      await emulator.close()
    }
  }

  test('SageMaker mode: the same report as parsing on the main thread, the outputs past the first 256 parsed beside it', async () => {
    const plain = await onSageMaker('plain')
    expect(await parsedThere()).toBe(0)
    const beside = await onSageMaker('beside', ENTRY)
    expect(beside.failed).toBe(false)
    expect(beside.outputs).toMatchObject({ 'objects-total': String(INPUTS), records: String(INPUTS) })
    expect(await parsedThere()).toBe(INPUTS - 256)
    const summary = async (run: typeof plain) =>
      JSON.parse(await readFile(run.outputs['summary-json'], 'utf8')) as Record<string, unknown>
    const [a, b] = [await summary(plain), await summary(beside)]
    expect(a.classification).toBeDefined()
    for (const key of ['classification', 'format', 'records', 'unrecognisedRecords', 'objects'])
      expect(b[key]).toEqual(a[key])
  })

  test('local mode starts no parse worker: the model has the cores', async () => {
    const data = path.join(dir, 'data')
    await mkdir(data)
    for (let i = 0; i < INPUTS; i++) await writeFile(path.join(data, `doc-${i}.txt`), `document ${i}`)
    const run = await runAction(
      {
        mode: 'local',
        'model-path': 'test/fixtures/models/classifier',
        data,
        'output-path': path.join(dir, 'out'),
        'content-type': 'text/plain',
        'local-serve-command': `${process.execPath} ${path.join(dir, 'server.cjs')}`,
        comment: 'never'
      },
      {
        env: { ...process.env },
        signal: new AbortController().signal,
        sleep: async () => undefined,
        now: () => Date.now(),
        parseWorker: ENTRY
      }
    )
    expect(run.outputs).toMatchObject({ records: String(INPUTS) })
    expect(await parsedThere()).toBe(0)
  })
})
