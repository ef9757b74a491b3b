// A SageMaker job whose outputs land while it runs (the emulator executes it through the local data
// plane at a pace set here, on the clock the action shares): the progress lines of the wait group, the
// outputs read while the job runs (each once, a bounded number at a time), a job that fails midway and a
// cancelled one, each reported with what it wrote.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { readFile } from 'node:fs/promises'
import { runAction } from './support/emulator/action.js'
import { fakeClock, type FakeClock } from './support/emulator/spec.js'
import type { JobPace } from './support/emulator/pace.js'
import { localExecutor } from './support/local-executor.js'
import { startTestModelServer, until, type TestModelServer } from './support/model-server.js'
import { startS3Guard, type S3Guard } from './support/s3-guard.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const s3 = testS3Client()
const INPUTS = 300
const RUN_ENV = { GITHUB_RUN_ID: '4242', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'acme/vision' }
let bucket: string
let server: TestModelServer

beforeAll(async () => {
  // Answers every image with a TF Serving classification: class 3 of 4.
  server = await startTestModelServer({
    answer: () => ({ body: JSON.stringify({ predictions: [[0.1, 0.1, 0.1, 0.7]] }) })
  })
  bucket = await freshBucket(s3, 'live')
  const names = Array.from({ length: INPUTS }, (_, i) => `img-${String(i).padStart(3, '0')}.jpg`)
  for (let i = 0; i < names.length; i += 50)
    await Promise.all(
      names
        .slice(i, i + 50)
        .map(n => s3.send(new PutObjectCommand({ Bucket: bucket, Key: `in/${n}`, Body: Buffer.from(n) })))
    )
})
afterAll(() => server.close())

interface Live {
  emulator: SageMakerEmulator
  guard: S3Guard
  clock: FakeClock
}
const open: Live[] = []
afterEach(async () => {
  for (const l of open.splice(0)) {
    await l.emulator.close()
    await l.guard.close()
  }
})

/** An emulator that runs jobs at `pace`; the action's S3 requests go through a recording front. */
async function live(pace: JobPace, minRunMs?: number): Promise<Live> {
  const clock = fakeClock()
  const emulator = await startSageMakerEmulator({
    clock: clock.now,
    executor: localExecutor({ s3, server: server.url }),
    pace: () => pace,
    ...(minRunMs ? { minRunMs } : {})
  })
  emulator.seedModel({
    ModelName: 'shapes',
    PrimaryContainer: { Image: 'img', ModelDataUrl: `s3://${bucket}/m.tar.gz` }
  })
  // The front records real time: reads go on between polls while the shared clock stands still.
  const guard = await startS3Guard(
    s3Endpoint(),
    () => 'valid',
    () => performance.now()
  )
  const l = { emulator, guard, clock }
  open.push(l)
  return l
}

function act(l: Live, out: string, signal?: AbortSignal) {
  return runAction(
    {
      'model-name': 'shapes',
      data: `s3://${bucket}/in/`,
      'output-path': `s3://${bucket}/${out}/`,
      'instance-type': 'ml.m5.xlarge',
      'max-concurrent-transforms': '8',
      region: 'us-east-1',
      's3-endpoint': l.guard.url,
      'sagemaker-endpoint': l.emulator.url,
      comment: 'never'
    },
    {
      env: { ...process.env, ...RUN_ENV },
      signal: signal ?? new AbortController().signal,
      sleep: l.clock.sleep,
      now: l.clock.now
    }
  )
}

/** The wait group's lines. */
function waitLines(stdout: string): string[] {
  const lines = stdout.split('\n')
  const from = lines.findIndex(l => l.startsWith('::group::Waiting for transform job'))
  const to = lines.indexOf('::endgroup::', from)
  return lines.slice(from + 1, to)
}

const counted = (lines: string[]): number[] =>
  lines.flatMap(l => {
    const m = /InProgress: ([\d,]+) of 300 outputs/.exec(l)
    return m ? [Number(m[1].replace(/,/g, ''))] : []
  })

/** The `.out` reads the action sent, each with the emulator time it was sent at. */
const outputReads = (guard: S3Guard) =>
  // (A listing that starts after an output names it in its query: not a read.)
  guard.requests.filter(
    r => r.method === 'GET' && /\.jpg\.out(\?|$)/.test(r.path) && !r.path.includes('list-type=')
  )

/** The most requests in flight at one time. */
function mostAtOnce(requests: { at: number; doneAt?: number }[]): number {
  const edges = requests.flatMap(r => [
    { t: r.at, d: 1 },
    { t: r.doneAt ?? Infinity, d: -1 }
  ])
  edges.sort((a, b) => a.t - b.t || a.d - b.d)
  let open = 0
  let most = 0
  for (const e of edges) most = Math.max(most, (open += e.d))
  return most
}

describe('a SageMaker job whose outputs land while it runs', () => {
  it('logs a count per poll, reads the outputs as they land, and reports the job at its end', async () => {
    // 300 outputs over 25 s, the first 4 s after creation; the job ends 40 s after creation.
    const l = await live({ startMs: 4_000, everyMs: 25_000 / INPUTS }, 40_000)
    // Each wait also lets a little real time pass (a 20th, at most 200 ms), as reading goes on while
    // the action waits, and then as long as the reads it has started take (10 s at most), so that a
    // loaded machine reads as much while the job runs as an idle one; the time it last woke is when
    // it sent the Describe that saw the job's end.
    let lastWake = 0
    const sleep = l.clock.sleep
    l.clock.sleep = async ms => {
      await sleep(ms)
      await new Promise(resolve => setTimeout(resolve, Math.min(ms / 20, 200)))
      await until(() => outputReads(l.guard).every(r => r.doneAt !== undefined))
      lastWake = performance.now()
    }
    const run = await act(l, 'out-steady')
    expect(run.failed).toBe(false)
    const lines = waitLines(run.stdout)
    // What SageMaker really used, from the job's data-log, once; then a line per poll.
    expect(lines[0]).toBe(
      "SageMaker used: MaxConcurrentTransforms=8, MaxPayloadInMB=6, BatchStrategy=MULTI_RECORD (the job's data-log)"
    )
    expect(lines.filter(l => l.startsWith('SageMaker used:'))).toHaveLength(1)
    expect(lines[1]).toMatch(/^\[0s\] InProgress: no outputs yet/)
    const counts = counted(lines)
    expect(counts.some(c => c > 0 && c < INPUTS)).toBe(true)
    expect(lines).toContain('[39s] InProgress: 300 of 300 outputs (100%)')
    expect([...counts].sort((a, b) => a - b)).toEqual(counts)
    expect(lines.at(-1)).toMatch(/^\[\d+s\] InProgress -> Completed$/)
    expect(run.outputs['objects-total']).toBe('300')
    expect(run.outputs['objects-failed']).toBe('0')
    expect(run.outputs.records).toBe('300')

    // Every output read once, most of them while the job ran, never more than 256 at a time (32 but
    // while outputs wait to be read: results-output-reader.test.ts says how many more).
    const reads = outputReads(l.guard)
    expect(new Set(reads.map(r => r.path)).size).toBe(INPUTS)
    expect(reads).toHaveLength(INPUTS)
    const during = reads.filter(r => r.at < lastWake).length
    expect(during).toBeGreaterThanOrEqual(INPUTS / 2)
    expect(mostAtOnce(reads)).toBeLessThanOrEqual(256)
  })

  it('a job that fails midway is reported with what it wrote', async () => {
    const l = await live({
      everyMs: 100,
      failAfter: 120,
      failureReason: 'AlgorithmError: the instance ran out of memory'
    })
    const run = await act(l, 'out-midway')
    expect(run.failed).toBe(true)
    expect(run.outputs['job-status']).toBe('Failed')
    expect(run.outputs['objects-total']).toBe('300')
    expect(run.outputs['objects-failed']).toBe('180')
    expect(run.outputs.records).toBe('120')
    const counts = counted(waitLines(run.stdout))
    expect(counts.every(c => c <= 120)).toBe(true)
    expect(run.stdout).toContain('AlgorithmError: the instance ran out of memory')
    const summary = JSON.parse(await readFile(run.outputs['summary-json'], 'utf8')) as {
      objects: { withOutput: number; failed: number }
    }
    expect(summary.objects).toMatchObject({ withOutput: 120, failed: 180 })
  })

  it('a cancel while outputs land stops the job and reports what it wrote', async () => {
    const l = await live({ everyMs: 200 })
    const controller = new AbortController()
    // Cancel at the third poll, once some outputs are in.
    const sleep = l.clock.sleep
    l.clock.sleep = async ms => {
      if (l.clock.sleeps.length === 2) controller.abort(new Error('received SIGINT'))
      await sleep(ms)
    }
    const run = await act(l, 'out-cancel', controller.signal)
    expect(l.emulator.count('StopTransformJob')).toBe(1)
    expect(run.failed).toBe(true)
    const counts = counted(waitLines(run.stdout))
    expect(counts.length).toBeGreaterThan(0)
    const written = Number(run.outputs['objects-total']) - Number(run.outputs['objects-failed'])
    expect(written).toBeGreaterThanOrEqual(counts.at(-1)!)
    expect(written).toBeLessThan(INPUTS)
    expect(run.outputs.records).toBe(String(written))
    const summary = JSON.parse(await readFile(run.outputs['summary-json'], 'utf8')) as { notes: string[] }
    expect(summary.notes).toContain(
      `The job was stopped before it completed: ${written} of its outputs were found at output-path ` +
        '(SageMaker documents that it keeps no output of a stopped job, so there may be none).'
    )
  })
})
