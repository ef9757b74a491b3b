// Whole outputs parsed on a worker thread: every shape reads as it does on the main thread, class names
// the worker meets map by name to the main thread's registry, the first objects never start a worker,
// and a worker that cannot start, dies or is closed leaves its objects to the main thread (nothing
// lost). The worker runs the real sources (through tsx); the last test is a whole local-mode run.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ActionContext } from '../src/context.js'
import { run } from '../src/main.js'
import { ClassRegistry } from '../src/results/classes.js'
import { parseLabelFile } from '../src/results/labels.js'
import type { Prediction } from '../src/results/predictions.js'
import { WorkerParser } from '../src/results/read/parse-worker.js'
import { readObject, type ParsedObject, type ReadOptions } from '../src/results/read/read-object.js'
import type { OutputFormat } from '../src/spec.js'

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

  test('objects sent at once go in batches and each gets its own answer, a large one too', async () => {
    const registry = new ClassRegistry()
    const parser = new WorkerParser(ENTRY, 0)
    try {
      // 150 of about 10 KiB (more than a batch's count and bytes) with one of 2 MiB among them (more
      // than a batch's buffer); then 150 more, in the buffers the worker handed back.
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
      const best = (p: ParsedObject | undefined) => (p?.predictions[0] as { classes: number[] }).classes[0]
      for (const from of [0, 150]) {
        const numbers = Array.from({ length: 150 }, (_, i) => from + i)
        const parsed = await Promise.all(numbers.map(i => parser.parse(body(i), 'auto', registry)))
        expect(parsed.map(best)).toEqual(numbers)
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

// A model server that names one of five animals for each input (the input's number modulo 5).
const SERVER = `
const http = require('http')
const ANIMALS = ['cat', 'dog', 'fox', 'owl', 'heron']
http.createServer((req, res) => {
  if (req.url === '/ping') return res.end('ok')
  const chunks = []
  req.on('data', c => chunks.push(c))
  req.on('end', () => {
    const n = Number(Buffer.concat(chunks).toString('utf8').split(' ').pop())
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ label: ANIMALS[n % 5], score: 0.5 + (n % 7) / 20 }))
  })
}).listen(Number(process.env.SAGEMAKER_BIND_TO_PORT), '127.0.0.1')
`

describe('a local-mode run with the parse worker', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'parse-worker-run-'))
    await mkdir(path.join(dir, 'data'))
    await writeFile(path.join(dir, 'server.cjs'), SERVER)
    for (let i = 0; i < 400; i++) await writeFile(path.join(dir, 'data', `doc-${i}.txt`), `document ${i}`)
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  async function act(output: string, parseWorker?: URL) {
    const outputs: Record<string, string> = {}
    const inputs: Record<string, string> = {
      mode: 'local',
      'model-path': 'test/fixtures/models/classifier',
      data: path.join(dir, 'data'),
      'output-path': path.join(dir, output),
      'content-type': 'text/plain',
      'local-serve-command': `${process.execPath} ${path.join(dir, 'server.cjs')}`,
      comment: 'never'
    }
    const ctx: ActionContext = {
      readInput: name => inputs[name] ?? '',
      env: { ...process.env, GITHUB_STEP_SUMMARY: '', GITHUB_OUTPUT: '' },
      signal: new AbortController().signal,
      sleep: async () => undefined,
      now: () => Date.now(),
      log: { info: () => {}, warning: () => {}, debug: () => {}, startGroup: () => {}, endGroup: () => {} },
      outputs: {
        set: (name, value) => void (outputs[name] = value),
        setFailed: message => void (outputs.failed = message),
        saveState: () => undefined,
        appendSummary: async () => false
      },
      ...(parseWorker ? { parseWorker } : {})
    }
    await run(ctx)
    const summary = JSON.parse(await readFile(outputs['summary-json'], 'utf8')) as Record<string, unknown>
    return { outputs, summary }
  }

  test('the same summary as parsing on the main thread, the objects past the first 256 parsed there', async () => {
    // The test entry counts what the worker parsed in this file while it exists.
    const log = path.join(os.tmpdir(), `parse-worker-${process.pid}.log`)
    await writeFile(log, '')
    try {
      const plain = await act('plain')
      const worker = await act('worker', ENTRY)
      expect(worker.outputs.failed).toBeUndefined()
      expect(worker.outputs.records).toBe('400')
      for (const key of ['predictions', 'classes', 'records', 'objects'])
        expect(worker.summary[key]).toEqual(plain.summary[key])
      const batches = (await readFile(log, 'utf8')).split('\n').filter(Boolean).map(Number)
      expect(batches.reduce((a, b) => a + b, 0)).toBe(400 - 256)
    } finally {
      await rm(log, { force: true })
    }
  })
})
