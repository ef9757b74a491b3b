import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import type { JobStatus } from '../src/job.js'
import { UserError } from '../src/errors.js'
import {
  createLocalBackend,
  localJobName,
  type StartModelServer
} from '../src/backends/local/local-backend.js'
import type { ModelServerOptions } from '../src/backends/local/server.js'
import type { StageContext } from '../src/context.js'
import { readAll } from '../src/storage/store.js'
import { testActionContext } from './support/context.js'
import { LOCAL_BASE, parseLocal, type Values } from './support/inputs.js'
import { startTestModelServer, type TestModelServer, type TestServerOptions } from './support/model-server.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { plannedJob } from './support/planned-job.js'

let dir: string
let archive: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'local-backend-'))
  const model = path.join(dir, 'model-src')
  await mkdir(path.join(model, 'code'), { recursive: true })
  await writeFile(path.join(model, 'model.pt'), 'weights')
  await writeFile(path.join(model, 'code', 'inference.py'), 'def model_fn(d): pass\n')
  archive = path.join(dir, 'model.tar.gz')
  await tar.c({ gzip: true, file: archive, cwd: model }, ['model.pt', 'code'])
  await mkdir(path.join(dir, 'in'))
})
afterEach(async () => rm(dir, { recursive: true, force: true }))

function context(signal = new AbortController().signal): StageContext {
  // The backend's lines are not what these tests check.
  const quiet = { info: () => undefined, warning: () => undefined }
  return testActionContext(dir, { loud: true, signal, log: quiet })
}

/** A provider that checks what it is given, then starts a real loopback server. */
function provider(serverOpts: TestServerOptions = {}) {
  const seen: { opts?: ModelServerOptions; files?: string[]; stopped: number; server?: TestModelServer } = {
    stopped: 0
  }
  const start: StartModelServer = async (_spec, opts) => {
    seen.opts = opts
    seen.files = [
      await readFile(path.join(opts.modelDir, 'model.pt'), 'utf8'),
      await readFile(path.join(opts.modelDir, 'code', 'inference.py'), 'utf8')
    ]
    const server = (seen.server = await startTestModelServer(serverOpts))
    return {
      url: server.url,
      description: 'a loopback test server',
      stop: async () => {
        seen.stopped++
        await server.close()
      }
    }
  }
  return { seen, start }
}

function events() {
  const log: string[] = []
  return {
    log,
    events: {
      jobCreated: ({ jobName }: { jobName: string }) => log.push(`created ${jobName}`),
      status: (s: JobStatus, detail?: string) => log.push(detail ? `${s}: ${detail}` : s)
    }
  }
}

const spec = (values: Values) => parseLocal({ ...LOCAL_BASE, 'model-path': archive, ...values })

describe('local backend', () => {
  it('unpacks the model, starts the server with SageMaker env, runs the transform and stops the server', async () => {
    await writeFile(path.join(dir, 'in', 'rows.jsonl'), '{"x":1}\n{"x":22}\n')
    const { seen, start } = provider({ answer: req => ({ body: `${req.body.length}` }) })
    const ev = events()
    const s = spec({
      data: path.join(dir, 'in'),
      'output-path': path.join(dir, 'out'),
      'content-type': 'application/jsonlines',
      'split-type': 'Line',
      strategy: 'SingleRecord',
      'max-concurrent-transforms': '2',
      'max-payload': '1',
      'assemble-with': 'Line',
      env: 'JOB_FLAG=1',
      'model-env': 'MODEL_FLAG=x',
      'job-name': 'my-local-job'
    })
    const outcome = await createLocalBackend(context(), { startServer: start }).run(
      await plannedJob(s),
      { localArchive: archive, framework: 'pytorch' },
      ev.events,
      new AbortController().signal
    )
    expect(outcome).toMatchObject({
      jobName: 'my-local-job',
      status: 'Completed',
      outputPath: path.join(dir, 'out')
    })
    expect(outcome.failureReason).toBeUndefined()
    expect(ev.log).toEqual(['created my-local-job', 'InProgress', 'Completed'])
    expect(seen.files).toEqual(['weights', 'def model_fn(d): pass\n'])
    expect(seen.opts!.framework).toBe('pytorch')
    expect(seen.opts!.env).toEqual({
      SAGEMAKER_PROGRAM: 'inference.py',
      SAGEMAKER_SUBMIT_DIRECTORY: '/opt/ml/model/code',
      SAGEMAKER_REGION: 'us-east-1',
      MODEL_FLAG: 'x',
      JOB_FLAG: '1',
      SAGEMAKER_BATCH: 'true',
      SAGEMAKER_MAX_PAYLOAD_IN_MB: '1',
      SAGEMAKER_BATCH_STRATEGY: 'SINGLE_RECORD',
      SAGEMAKER_MAX_CONCURRENT_TRANSFORMS: '2'
    })
    expect(seen.stopped).toBe(1)
    expect(existsSync(seen.opts!.modelDir)).toBe(false) // the unpacked model is cleaned up
    expect(await readFile(path.join(dir, 'out', 'rows.jsonl.out'), 'utf8')).toBe('7\n8\n')
  })

  it('downloads the model from S3, reads and writes S3, and ends Failed naming the file the server rejects', async () => {
    const s3 = testS3Client()
    const bucket = await freshBucket(s3)
    await s3.send(
      new PutObjectCommand({ Bucket: bucket, Key: 'm/model.tar.gz', Body: await readFile(archive) })
    )
    for (const [key, body] of [
      ['in/a.jpg', 'AAA'],
      ['in/b.jpg', 'bad'],
      ['in/c/d.jpg', 'DDDD']
    ]) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
    }
    const { seen, start } = provider({
      answer: req =>
        req.body.toString() === 'bad' ? { status: 500, body: 'cannot decode image' } : { body: 'ok' }
    })
    const ev = events()
    const s = spec({
      'model-path': '',
      'model-data-url': `s3://${bucket}/m/model.tar.gz`,
      data: `s3://${bucket}/in/`,
      'output-path': `s3://${bucket}/out`,
      'content-type': 'application/x-image',
      'invocation-retries': '0'
    })
    const outcome = await createLocalBackend(context(), { startServer: start }).run(
      await plannedJob({ ...s, control: { ...s.control, s3Endpoint: s3Endpoint() } }),
      { dataUrl: `s3://${bucket}/m/model.tar.gz` },
      ev.events,
      new AbortController().signal
    )
    const reason =
      `1 of 3 input files failed: s3://${bucket}/in/b.jpg: POST /invocations failed after 1 attempt: ` +
      'HTTP 500: cannot decode image'
    expect(outcome).toMatchObject({ status: 'Failed', failureReason: reason })
    expect(outcome.jobName).toMatch(/^local-\d{8}-\d{6}-[0-9a-f]{4}$/)
    expect(ev.log.slice(1)).toEqual(['InProgress', `Failed: ${reason}`])
    expect(seen.files).toEqual(['weights', 'def model_fn(d): pass\n'])
    expect(seen.stopped).toBe(1)
    const get = async (key: string) =>
      (
        await readAll((await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body as never)
      ).toString()
    expect(await get('out/a.jpg.out')).toBe('ok')
    expect(await get('out/c/d.jpg.out')).toBe('ok')
    await expect(get('out/b.jpg.out')).rejects.toThrow(/key does not exist/)
  })

  it('ends Stopped, says why, sends no more requests and stops the server when the run is cancelled', async () => {
    await writeFile(path.join(dir, 'in', 'many.txt'), 'x\n'.repeat(50))
    const ac = new AbortController()
    const { seen, start } = provider({
      answer: (_req, i) => {
        if (i === 2) ac.abort()
        return { body: 'y', delayMs: 10 }
      }
    })
    const ev = events()
    const outcome = await createLocalBackend(context(ac.signal), {
      startServer: start
    }).run(
      await plannedJob(
        spec({
          data: path.join(dir, 'in'),
          'output-path': path.join(dir, 'out'),
          'split-type': 'Line',
          strategy: 'SingleRecord',
          'max-concurrent-transforms': '2'
        })
      ),
      { localArchive: archive },
      ev.events,
      ac.signal
    )
    expect(outcome.status).toBe('Stopped')
    expect(outcome.failureReason).toBe('the transform was stopped')
    expect(ev.log.at(-1)).toBe('Stopped: the transform was stopped')
    // Two at a time: the cancel came with the third request, when at most one more was on its way;
    // none was sent after it.
    expect(seen.server!.requests.length).toBeLessThanOrEqual(4)
    expect(seen.stopped).toBe(1)
    expect(existsSync(path.join(dir, 'out', 'many.txt.out'))).toBe(false)
  })

  it('stops the transform at timeout-minutes and ends Stopped saying so', async () => {
    await writeFile(path.join(dir, 'in', 'many.txt'), 'x\n'.repeat(50))
    let fire: (() => void) | undefined
    const asked: number[] = []
    let cancelled = 0
    const { seen, start } = provider({
      answer: (_req, i) => {
        // The third request: the deadline passes while the transform is under way.
        if (i === 2) fire?.()
        return { body: 'y', delayMs: 10 }
      }
    })
    const ev = events()
    const s = spec({
      data: path.join(dir, 'in'),
      'output-path': path.join(dir, 'out'),
      'split-type': 'Line',
      strategy: 'SingleRecord'
    })
    s.control.timeoutMinutes = 3
    const outcome = await createLocalBackend(context(), {
      startServer: start,
      deadlineTimer: (ms, f) => {
        asked.push(ms)
        fire = f
        return () => void cancelled++
      }
    }).run(await plannedJob(s), { localArchive: archive }, ev.events, new AbortController().signal)
    expect(asked).toEqual([180_000])
    expect(outcome).toMatchObject({
      status: 'Stopped',
      failureReason: 'timeout-minutes (3) reached, so the transform was stopped'
    })
    expect(ev.log.at(-1)).toBe('Stopped: timeout-minutes (3) reached, so the transform was stopped')
    expect(seen.server!.requests.length).toBeLessThan(50)
    expect(seen.stopped).toBe(1)
    expect(cancelled).toBe(1)
    expect(existsSync(path.join(dir, 'out', 'many.txt.out'))).toBe(false)
  })

  it('ends Failed with the reason when the server cannot start', async () => {
    await writeFile(path.join(dir, 'in', 'a.bin'), 'x')
    const outcome = await createLocalBackend(context(), {
      startServer: async () => {
        throw new Error('the model server did not answer GET /ping within 1 s')
      }
    }).run(
      await plannedJob(spec({ data: path.join(dir, 'in'), 'output-path': path.join(dir, 'out') })),
      { localArchive: archive },
      {},
      new AbortController().signal
    )
    expect(outcome).toMatchObject({
      status: 'Failed',
      failureReason: 'the model server did not answer GET /ping within 1 s'
    })
  })

  it('refuses a model that exists only inside SageMaker', async () => {
    const run = createLocalBackend(context(), { startServer: provider().start }).run(
      await plannedJob(spec({ data: path.join(dir, 'in'), 'output-path': path.join(dir, 'out') })),
      {},
      {},
      new AbortController().signal
    )
    await expect(run).rejects.toThrow(UserError)
    await expect(run).rejects.toThrow(/^local mode needs the model itself: set model-path/)
  })

  it('names jobs local-<UTC timestamp>-<4 hex>', () => {
    expect(localJobName(Date.UTC(2024, 0, 31, 12, 5, 1), 'beef')).toBe('local-20240131-120501-beef')
  })
})
