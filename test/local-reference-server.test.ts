// The reference PyTorch server with the fixture models on the shipped shapes images, started the way a
// local run starts it (the chooser picks it for a PyTorch model; SageMaker's handler env).
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { startModelServer } from '../src/backends/local/servers/start-server.js'
import type { ModelServer, ModelServerOptions } from '../src/backends/local/server.js'
import type { LocalRunSpec } from '../src/spec.js'
import { makeSpec } from './support/report-env.js'
import { settled } from './support/planned-job.js'

const FIXTURES = path.resolve('test/fixtures')
const IMAGES = path.join(FIXTURES, 'shapes', 'images')

function pytorchSpec(): LocalRunSpec {
  const spec = makeSpec({ data: IMAGES, output: '/tmp/unused', mode: 'local' })
  spec.model.framework = 'pytorch'
  spec.resources.instanceType = 'local'
  return settled(spec)
}

/** What the local backend passes: SageMaker's handler env with the container's code directory. */
function options(model: string): ModelServerOptions {
  return {
    modelDir: path.join(FIXTURES, 'models', model),
    framework: 'pytorch',
    env: {
      SAGEMAKER_PROGRAM: 'inference.py',
      SAGEMAKER_SUBMIT_DIRECTORY: '/opt/ml/model/code',
      SAGEMAKER_REGION: 'us-east-1',
      SAGEMAKER_BATCH: 'true'
    },
    pingDeadlineMs: 60_000
  }
}

async function invoke(
  server: ModelServer,
  file: string
): Promise<{ status: number; body: string; type: string }> {
  const res = await fetch(`${server.url}/invocations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-image', Accept: 'application/json' },
    body: await readFile(path.join(IMAGES, file))
  })
  return { status: res.status, body: await res.text(), type: res.headers.get('content-type') ?? '' }
}

/** Runs `fn` over `items`, `width` at a time, keeping the order of results. */
async function pooled<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await fn(items[i])
      }
    })
  )
  return out
}

async function groundTruth(): Promise<Map<string, number>> {
  const lines = (await readFile(path.join(FIXTURES, 'shapes', 'manifest.jsonl'), 'utf8')).trim().split('\n')
  return new Map(
    lines.map(l => {
      const row = JSON.parse(l) as { 'source-ref': string; class: number }
      return [path.basename(row['source-ref']), row.class]
    })
  )
}

let classifier: ModelServer
let detector: ModelServer
let images: string[]
beforeAll(async () => {
  images = (await readdir(IMAGES)).filter(f => f.endsWith('.jpg')).sort()
  ;[classifier, detector] = await Promise.all([
    startModelServer(pytorchSpec(), options('classifier')),
    startModelServer(pytorchSpec(), options('detector'))
  ])
}, 90_000)
afterAll(async () => {
  await Promise.all([classifier?.stop(), detector?.stop()])
})

describe('reference server with the fixture models', () => {
  it('is the reference server, on loopback', () => {
    expect(classifier.description).toMatch(/^reference PyTorch server \(.*python3\)$/)
    expect(classifier.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('classifies the shipped shapes images with at least 90% accuracy against the manifest', async () => {
    const truth = await groundTruth()
    expect(images).toHaveLength(40)
    const answers = await pooled(images, 4, f => invoke(classifier, f))
    let correct = 0
    answers.forEach((a, i) => {
      expect(a.status).toBe(200)
      expect(a.type).toBe('application/json')
      const body = JSON.parse(a.body) as { predictions: { classes: number; probabilities: number[] }[] }
      expect(body.predictions).toHaveLength(1)
      const [p] = body.predictions
      expect(p.probabilities).toHaveLength(4)
      expect(p.probabilities.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 3)
      expect(p.classes).toBe(p.probabilities.indexOf(Math.max(...p.probabilities)))
      if (p.classes === truth.get(images[i])) correct++
    })
    expect(correct / images.length).toBeGreaterThanOrEqual(0.9)
  })

  it("answers the detector in torchvision's format, boxes on the true shapes", async () => {
    const rows = (await readFile(path.join(FIXTURES, 'shapes', 'detections.jsonl'), 'utf8'))
      .trim()
      .split('\n')
    type Row = {
      'source-ref': string
      'bounding-box': {
        annotations: { class_id: number; left: number; top: number; width: number; height: number }[]
      }
    }
    const truth = new Map(rows.map(l => JSON.parse(l) as Row).map(r => [path.basename(r['source-ref']), r]))
    const picked = images.filter((_, i) => i % 4 === 0)
    const answers = await pooled(picked, 4, f => invoke(detector, f))
    let labelled = 0
    answers.forEach((a, i) => {
      expect(a.status).toBe(200)
      const body = JSON.parse(a.body) as { boxes: number[][]; labels: number[]; scores: number[] }[]
      expect(body).toHaveLength(1)
      const [d] = body
      expect(Object.keys(d).sort()).toEqual(['boxes', 'labels', 'scores'])
      expect(d.boxes.length).toBe(d.labels.length)
      expect(d.scores.length).toBe(d.labels.length)
      for (const b of d.boxes) expect(b).toHaveLength(4)
      for (const l of d.labels) expect(Number.isInteger(l)).toBe(true)
      expect([...d.scores].sort((x, y) => y - x)).toEqual(d.scores)
      const t = truth.get(picked[i])!['bounding-box'].annotations[0]
      const [x1, y1, x2, y2] = d.boxes[0]
      const ix = Math.max(0, Math.min(x2, t.left + t.width) - Math.max(x1, t.left))
      const iy = Math.max(0, Math.min(y2, t.top + t.height) - Math.max(y1, t.top))
      const union = (x2 - x1) * (y2 - y1) + t.width * t.height - ix * iy
      expect((ix * iy) / union).toBeGreaterThan(0.5)
      if (d.labels[0] === t.class_id) labelled++
    })
    expect(labelled / picked.length).toBeGreaterThanOrEqual(0.9)
  })

  it("answers the handler's own error as the container does: 500, its message, then the traceback", async () => {
    const res = await fetch(`${classifier.url}/invocations`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv' },
      body: '1,2,3\n'
    })
    expect(res.status).toBe(500)
    expect(res.headers.get('content-type')).toBe('text/plain')
    const text = await res.text()
    expect(text).toMatch(
      /^unsupported content type 'text\/csv': send application\/x-image or application\/json\nTraceback \(most recent call last\):\n/
    )
    expect(text).toMatch(
      /\nValueError: unsupported content type 'text\/csv': send application\/x-image or application\/json\n$/
    )
  })

  it("refuses requests above TorchServe's 6,553,500 bytes unless TS_MAX_REQUEST_SIZE raises the cap", async () => {
    const post = (url: string, bytes: number) =>
      fetch(`${url}/invocations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-image', Accept: 'application/json' },
        body: Buffer.alloc(bytes, 1)
      }).then(async r => ({ status: r.status, body: await r.text() }))
    const refused = await post(classifier.url, 6_553_501)
    expect({ status: refused.status, body: JSON.parse(refused.body) as unknown }).toEqual({
      status: 413,
      body: {
        error: 'request of 6553501 bytes is above TS_MAX_REQUEST_SIZE (6553500)',
        type: 'RequestEntityTooLarge'
      }
    })
    expect((await post(classifier.url, 6_553_500)).status).not.toBe(413)
    const opts = options('classifier')
    const raised = await startModelServer(pytorchSpec(), {
      ...opts,
      env: { ...opts.env, TS_MAX_REQUEST_SIZE: String(20 * 1024 * 1024), TS_MAX_RESPONSE_SIZE: '10' }
    })
    try {
      // The body now reaches the handler (7 MB of 1s is no image, so the handler fails on it).
      const big = await post(raised.url, 7 * 1024 * 1024)
      expect(big.status).not.toBe(413)
      // And an answer above TS_MAX_RESPONSE_SIZE is refused as TorchServe does.
      const answer = await invoke(raised, images[0])
      expect(answer.status).toBe(500)
      expect(answer.body).toMatch(/^\{"error": "response of \d+ bytes is above TS_MAX_RESPONSE_SIZE \(10\)"/)
    } finally {
      await raised.stop()
    }
  }, 90_000)

  it('stops: the port no longer answers', async () => {
    const server = await startModelServer(pytorchSpec(), options('linear'))
    expect((await fetch(`${server.url}/ping`)).status).toBe(200)
    await server.stop()
    await expect(fetch(`${server.url}/ping`)).rejects.toThrow()
    await server.stop() // a second stop is harmless
  })
})
