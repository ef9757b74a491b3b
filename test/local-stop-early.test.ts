// Local mode stops its run the same way as a SageMaker job: the outputs written so far are read while it
// runs, the failures counted as they happen, and the run stops once a gate can no longer pass.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createLocalBackend, type StartModelServer } from '../src/backends/local/local-backend.js'
import { steerer } from '../src/results/live/early-stop.js'
import { LiveResults } from '../src/results/live/live-results.js'
import type { LocalSpec } from '../src/spec.js'
import { testActionContext } from './support/context.js'
import { LOCAL_BASE, parseLocal, type Values } from './support/inputs.js'
import { startTestModelServer, type TestModelServer, type TestServerOptions } from './support/model-server.js'
import { plannedJob } from './support/planned-job.js'

const INPUTS = 400
const name = (i: number) => `img-${String(i).padStart(4, '0')}.jpg`
const index = (body: Buffer) => Number(/img-(\d+)/.exec(body.toString())?.[1])
let dir: string
let server: TestModelServer | undefined

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'local-stop-'))
  await mkdir(path.join(dir, 'model'))
  await writeFile(path.join(dir, 'model', 'model.pt'), 'weights')
  await mkdir(path.join(dir, 'in'))
  for (let i = 0; i < INPUTS; i++) await writeFile(path.join(dir, 'in', name(i)), name(i))
  const truth = Array.from({ length: INPUTS }, (_, i) =>
    JSON.stringify({ 'source-ref': `in/${name(i)}`, class: 1 })
  )
  await writeFile(path.join(dir, 'truth.jsonl'), truth.join('\n'))
})
afterEach(async () => {
  await server?.close()
  server = undefined
  await rm(dir, { recursive: true, force: true })
})

/** Runs the backend with the early stop wired as the action wires it. */
async function runLocal(values: Values, answer: TestServerOptions['answer']) {
  const spec = parseLocal({
    ...LOCAL_BASE,
    'model-path': path.join(dir, 'model'),
    data: path.join(dir, 'in'),
    'output-path': path.join(dir, 'out'),
    'max-concurrent-transforms': '2',
    'invocation-retries': '0',
    ...values
  }) as LocalSpec
  const start: StartModelServer = async () => {
    server = await startTestModelServer({ answer })
    return { url: server.url, description: 'a loopback test server', stop: () => Promise.resolve() }
  }
  const lines: string[] = []
  const ctx = testActionContext(dir, { log: { info: line => void lines.push(line) } })
  const job = await plannedJob(spec, () => ctx.s3({}))
  const live = new LiveResults({
    specFor: () => spec,
    inputsFor: async () => job.inputs,
    deps: { s3: () => ctx.s3({}), log: { warning: () => undefined } }
  })
  const steer = steerer(spec.report, () => live.soFar())
  const backend = createLocalBackend(ctx, {
    startServer: start,
    steerIntervalMs: 40
  })
  const outcome = await backend.run(
    job,
    { localDir: path.join(dir, 'model') },
    { outputs: job => live.poll(job), ...(steer ? { steer } : {}) },
    ctx.signal
  )
  live.end()
  return { outcome, requests: server!.requests.length, lines }
}

/** Nine inputs in ten fail (500), each answer a few milliseconds late so the run takes a while. */
const mostlyFailing: TestServerOptions['answer'] = req =>
  index(req.body) % 10 === 0
    ? { body: JSON.stringify({ predictions: [[0.1, 0.9]] }), delayMs: 3 }
    : { status: 500, body: 'model error', delayMs: 3 }

it('max-failed-objects: the run stops once more inputs failed than allowed, and keeps their reasons', async () => {
  const { outcome, requests, lines } = await runLocal({ 'max-failed-objects': '50' }, mostlyFailing)
  expect(outcome.status).toBe('Stopped')
  expect(outcome.stoppedEarly?.limit).toBe('max-failed-objects')
  const m =
    /^stopped early at \d+ s: (\d+)(?: of 400)? inputs failed so far, more than max-failed-objects 50(; about .* of runner time not spent)?$/.exec(
      outcome.stoppedEarly!.reason
    )
  expect({ reason: outcome.stoppedEarly!.reason, matched: m !== null }).toEqual({
    reason: outcome.stoppedEarly!.reason,
    matched: true
  })
  expect(Number(m![1])).toBeGreaterThan(50)
  expect(outcome.failureReason).toBe(outcome.stoppedEarly!.reason)
  expect(lines).toContain(`${outcome.stoppedEarly!.reason}: stopping ${outcome.jobName}.`)
  expect(outcome.failures!.length).toBeGreaterThanOrEqual(Number(m![1]))
  expect(requests).toBeLessThan(INPUTS)
})

it('stop-early: false runs every input', async () => {
  const { outcome, requests } = await runLocal(
    { 'max-failed-objects': '50', 'stop-early': 'false' },
    mostlyFailing
  )
  expect(outcome.status).toBe('Failed')
  expect(outcome.stoppedEarly).toBeUndefined()
  expect(requests).toBe(INPUTS)
})

it('min-accuracy: the outputs are read as they are written, and the run stops once the gate cannot pass', async () => {
  // Wrong on every fifth input: 21 wrong of 400 is past what 95% allows (20).
  const { outcome, requests } = await runLocal(
    { 'ground-truth': path.join(dir, 'truth.jsonl'), 'min-accuracy': '0.95' },
    req => ({
      body: JSON.stringify({ predictions: [index(req.body) % 5 === 0 ? [0.9, 0.1] : [0.1, 0.9]] }),
      delayMs: 3
    })
  )
  expect(outcome.status).toBe('Stopped')
  const m =
    /^stopped early at \d+ s: (\d+) of 400 wrong, so accuracy can be at most (\d+(?:\.\d)?)%, below min-accuracy 95%/.exec(
      outcome.stoppedEarly?.reason ?? ''
    )
  expect({ reason: outcome.stoppedEarly?.reason, matched: m !== null }).toEqual({
    reason: outcome.stoppedEarly?.reason,
    matched: true
  })
  expect(Number(m![1])).toBeGreaterThan(20)
  expect(requests).toBeLessThan(INPUTS)
})
