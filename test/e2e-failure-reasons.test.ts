// Why each input failed, on SageMaker: the emulator runs the job through the local data plane, paced on
// the clock the action shares, and writes each failed object's lines to its data-log as the service
// does, seen seconds later. Inputs fail three ways (a 413, a 500 whose answer ends with the model's
// error, a timeout) and one succeeds: each reason reaches the progress lines, the summary, the comment,
// the failed-manifest, `_summary.json` and `failure-reason`; a hostile model message stays text; without
// logs permissions the run ends as before, with one note.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { RunSummary } from '../src/results/summary/run-summary.js'
import { renderComment } from '../src/report/pr-comment.js'
import { runAction } from './support/emulator/action.js'
import { fakeClock } from './support/emulator/spec.js'
import { renderGfm, tableCells } from './support/gfm.js'
import { localExecutor } from './support/local-executor.js'
import { startTestModelServer, type TestModelServer } from './support/model-server.js'
import { injected, runnerCommands } from './support/runner-commands.js'
import {
  startSageMakerEmulator,
  type EmulatorOptions,
  type SageMakerEmulator
} from './support/sagemaker-emulator.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const s3 = testS3Client()
const RUN_ENV = { GITHUB_RUN_ID: '9090', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'acme/vision' }
/** The model's last error line: a workflow command, HTML and a table cell break, as a model could say. */
const HOSTILE = 'ValueError: ::error::INJECTED-model <img src=x onerror=alert(1)> | col | **bold**'
const TOO_LARGE =
  '{"error": "request of 70 bytes is above TS_MAX_REQUEST_SIZE (64)", "type": "RequestEntityTooLarge"}'
let bucket: string
let server: TestModelServer

beforeAll(async () => {
  server = await startTestModelServer({
    answer: req => {
      const text = req.body.toString('utf8')
      if (text.length > 64) return { status: 413, body: TOO_LARGE }
      if (text.startsWith('boom'))
        return {
          status: 500,
          body: `Traceback (most recent call last):\n  File "/opt/ml/model/code/inference.py", line 9, in predict_fn\n    raise ValueError(x)\n${HOSTILE}\n`
        }
      if (text.startsWith('slow')) return { body: '{"late": true}', delayMs: 1_500 }
      return { body: '{"predictions": [[0.1, 0.9]]}' }
    }
  })
  bucket = await freshBucket(s3, 'why')
  const inputs: Record<string, string> = {
    'big.bin': 'x'.repeat(70),
    'boom.txt': 'boom',
    'ok.txt': 'fine',
    'slow.txt': 'slow'
  }
  for (const [name, body] of Object.entries(inputs))
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `in/${name}`, Body: body }))
})
afterAll(() => server.close())

const open: SageMakerEmulator[] = []
afterEach(async () => {
  while (open.length) await open.pop()!.close()
})

async function run(out: string, options: EmulatorOptions = {}) {
  const clock = fakeClock()
  const emulator = await startSageMakerEmulator({
    clock: clock.now,
    executor: localExecutor({ s3, server: server.url }),
    // One input every 10 s, so failures are seen while the job runs; lines are seen 8 s late.
    pace: () => ({ startMs: 1_000, everyMs: 10_000 }),
    logDelayMs: 8_000,
    ...options
  })
  open.push(emulator)
  emulator.seedModel({
    ModelName: 'm',
    PrimaryContainer: { Image: 'img', ModelDataUrl: `s3://${bucket}/m.tar.gz` }
  })
  const dir = await mkdtemp(path.join(os.tmpdir(), 'why-'))
  const summaryFile = path.join(dir, 'summary.md')
  await writeFile(summaryFile, '')
  // The job summary is written where @actions/core finds it: in the process's environment.
  const saved = process.env.GITHUB_STEP_SUMMARY
  process.env.GITHUB_STEP_SUMMARY = summaryFile
  const result = await runAction(
    {
      'model-name': 'm',
      data: `s3://${bucket}/in/`,
      'output-path': `s3://${bucket}/${out}/`,
      'content-type': 'text/plain',
      'instance-type': 'ml.m5.xlarge',
      'max-concurrent-transforms': '1',
      'invocation-timeout': '1',
      'invocation-retries': '1',
      region: 'us-east-1',
      's3-endpoint': s3Endpoint(),
      'sagemaker-endpoint': emulator.url,
      comment: 'never'
    },
    {
      env: { ...process.env, ...RUN_ENV, RUNNER_TEMP: dir, GITHUB_STEP_SUMMARY: summaryFile },
      signal: new AbortController().signal,
      sleep: clock.sleep,
      now: clock.now
    }
  ).finally(() => {
    if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY
    else process.env.GITHUB_STEP_SUMMARY = saved
  })
  try {
    const summary = JSON.parse(await readFile(result.outputs['summary-json'], 'utf8')) as RunSummary
    return { result, emulator, summary, jobSummary: await readFile(summaryFile, 'utf8') }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

const text = async (uri: string): Promise<string> => {
  const [, b, key] = /^s3:\/\/([^/]+)\/(.+)$/.exec(uri)!
  return (await s3.send(new GetObjectCommand({ Bucket: b, Key: key }))).Body!.transformToString()
}

const REASONS = {
  'in/big.bin': `HTTP 413: ${TOO_LARGE}`,
  'in/boom.txt': `HTTP 500: ${HOSTILE}`,
  'in/slow.txt': 'no complete answer within 1 s (invocation-timeout)'
}

describe("SageMaker: each failed input's reason, from the job's data-log", () => {
  it('reaches the progress lines, the summary, the comment, the failed-manifest, _summary.json and failure-reason', async () => {
    const { result, summary, jobSummary, emulator } = await run('out')
    expect(result.failed).toBe(true)
    expect(result.outputs['job-status']).toBe('Failed')

    // While the job ran: failures counted by reason in the progress lines; the settings line once.
    const progress = result.stdout.split('\n').filter(l => /\] InProgress: /.test(l))
    expect(progress).toContainEqual(
      expect.stringMatching(/ 1 of 4 done \(25%; 0 outputs, 1 failed: 413 x 1\)/)
    )
    expect(
      result.stdout.match(
        /SageMaker used: MaxConcurrentTransforms=1, MaxPayloadInMB=\d+, BatchStrategy=MULTI_RECORD/g
      )
    ).toHaveLength(1)

    // _summary.json: one group per reason, each with its input and the fix beside it.
    const groups = summary.failures!.map(g => [g.reason, g.count, g.examples])
    expect(groups).toEqual(
      expect.arrayContaining(Object.entries(REASONS).map(([key, reason]) => [reason, 1, [key]]))
    )
    expect(summary.failures).toHaveLength(3)
    const hint = (key: string) => summary.failures!.find(g => g.examples[0] === key)!.hint
    expect(hint('in/big.bin')).toContain('max-payload')
    expect(hint('in/slow.txt')).toContain('raise invocation-timeout')
    expect(hint('in/boom.txt')).toContain('last error line')
    expect(summary.objects).toMatchObject({ total: 4, withOutput: 1, failed: 3 })

    // failure-reason: the inputs and their reasons, then the service's own.
    const reason = result.outputs['failure-reason']
    expect(reason).toMatch(/^3 input files failed: /)
    for (const [key, why] of Object.entries(REASONS))
      expect(reason).toContain(`s3://${bucket}/${key}: ${why}`)

    // The failed-manifest names the three inputs; its reasons file gives each its reason.
    const manifest = result.outputs['failed-manifest']
    expect(JSON.parse(await text(manifest))).toEqual([
      { prefix: `s3://${bucket}/in/` },
      'big.bin',
      'boom.txt',
      'slow.txt'
    ])
    const reasons = JSON.parse(await text(manifest.replace(/\.json$/, '-reasons.json'))) as {
      entries: Array<{ input: string; reason: string }>
    }
    expect(reasons.entries).toEqual(
      Object.entries(REASONS).map(([key, why]) => ({ input: key.slice(3), reason: why }))
    )
    expect(result.stdout).toContain(`Each one's reason: ${manifest.replace(/\.json$/, '-reasons.json')}.`)

    // The job summary and the comment: a table row per reason, the hostile answer as plain cell text.
    for (const markdown of [jobSummary, renderComment(summary, { links: {} }, 0).text]) {
      const html = renderGfm(markdown)
      expect(html).not.toMatch(/<img|<strong>bold/)
      const rows = tableCells(html).filter(r => r.length === 3 && /^\d+$/.test(r[0]))
      for (const [key, why] of Object.entries(REASONS))
        expect(rows).toContainEqual(['1', `${why} (${key})`, expect.any(String)])
    }

    // Nothing the model said became a workflow command.
    expect(result.stdout).toContain('INJECTED-model')
    expect(injected(runnerCommands(result.stdout))).toEqual([])
    // Data-log reads: the streams listed, the one data-log followed; no FilterLogEvents.
    expect(emulator.count('GetLogEvents')).toBeGreaterThan(0)
    expect(emulator.count('FilterLogEvents')).toBe(0)
  })

  it('without logs permissions: one note, and the run ends as before', async () => {
    const { result, summary, emulator } = await run('denied', { logsDenied: true })
    expect(result.failed).toBe(true)
    const notes = result.stdout
      .split('\n')
      .filter(l => l.includes('logs:DescribeLogStreams and logs:GetLogEvents'))
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatch(/^::warning::Failed inputs will be reported without their reasons/)
    // One refused call, then no more.
    expect(emulator.requests.filter(r => r.service === 'logs')).toHaveLength(1)
    expect(result.outputs['failure-reason']).toMatch(/^ClientError: 3 of 4 input files failed/)
    expect(summary.failures).toEqual([
      expect.objectContaining({ count: 3, examples: ['big.bin', 'boom.txt', 'slow.txt'] })
    ])
    expect(result.stdout).not.toMatch(/InProgress: .* failed/)
  })
})
