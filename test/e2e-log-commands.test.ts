// The log cannot be made to issue workflow commands: every line the action prints goes through one
// guard, and the output is read back the way the runner reads it. Hostile keys in both modes.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { actionsIO } from '../src/actions-io.js'
import { inertText } from '../src/inert-text.js'
import { classifierOnSageMaker, runAction } from './support/emulator/action.js'
import { runnerFiles, type RunnerFiles } from './support/report-env.js'
import { HOSTILE_LINES, injected, runnerCommands } from './support/runner-commands.js'
import { captureStdout } from './support/stdout.js'
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { renderJobSummary } from '../src/report/job-summary.js'
import type { RunSummary } from '../src/results/summary/run-summary.js'
import { localExecutor } from './support/local-executor.js'
import { startTestModelServer, type TestModelServer } from './support/model-server.js'
import { freshBucket, objectText, s3Endpoint, testS3Client } from './support/s3.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'

/** Runs the whole action on the real clock, with no retries, no waiting between polls and no comment. */
function act(inputs: Record<string, string>) {
  return runAction(
    { ...inputs, 'invocation-retries': '0', comment: 'never' },
    {
      env: { ...process.env },
      signal: new AbortController().signal,
      sleep: async () => undefined,
      now: Date.now
    }
  )
}

/** Writes a label map in `dir` whose every label holds a hostile line after a line break. */
async function hostileLabels(dir: string): Promise<string> {
  const labels = path.join(dir, 'labels.json')
  await writeFile(labels, JSON.stringify(HOSTILE_LINES.map(l => `a\n${l}`)))
  return labels
}

describe('the runner reader used by these tests', () => {
  it.each(HOSTILE_LINES)('finds the command in the raw text %j', line => {
    // Each hostile line really is a command (or carries one) when printed as it is.
    const raw = `reason: ok\n${line}`
    const fromEncoded = line.includes('%0A') && !line.startsWith('::')
    if (fromEncoded) expect(injected(runnerCommands(raw))).toEqual([])
    else expect(injected(runnerCommands(raw)).length).toBeGreaterThan(0)
  })

  it('pauses at ::stop-commands:: and resumes at the token', () => {
    const out = '::stop-commands::tok\n::warning::hidden\n::tok::\n::warning::seen\n'
    expect(runnerCommands(out).map(c => [c.name, c.data])).toEqual([
      ['stop-commands', 'tok'],
      ['tok', ''],
      ['warning', 'seen']
    ])
  })
})

describe('inertText', () => {
  it('keeps ordinary text as it is', () => {
    const text = 'Transform job a-1: Failed (ClientError: bad input: s3://b/k.jpg)\n  | Traceback:\ttab'
    expect(inertText(text)).toBe(text)
  })

  it('keeps the words of a hostile line visible', () => {
    expect(inertText('::warning::INJECTED')).toBe('\\::warning::INJECTED')
    expect(inertText('a ##[error]INJECTED')).toBe('a ##\\[error]INJECTED')
    expect(inertText('a\rb')).toBe('a\nb')
    expect(inertText('\u001b[2Kx')).toBe('\\x1b[2Kx')
  })
})

describe('actionsIO().log', () => {
  const shapes = (line: string) => [
    line,
    `Transform job j: Failed (${line})`,
    `Transform job j: Failed (AlgorithmError\n${line}\n)`,
    `key: data/${line}.jpg`
  ]

  it.each(HOSTILE_LINES)('prints %j as text on every log path', async line => {
    const { log } = actionsIO({ GITHUB_ACTIONS: 'true' })
    const { stdout } = await captureStdout(() => {
      for (const text of shapes(line)) {
        log.info(text)
        log.warning(text)
        log.debug(text)
        log.startGroup(text)
        log.endGroup()
      }
    })
    expect(injected(runnerCommands(stdout))).toEqual([])
    expect(stdout).toContain('INJECTED')
  })
})

describe('debug lines', () => {
  it.each([
    [{ GITHUB_ACTIONS: 'true' }, ['::debug::stage timing']],
    [{ ACTIONS_STEP_DEBUG: 'true' }, ['::debug::stage timing']],
    [{}, []]
  ])('with %j: %j', async (env, printed) => {
    const { stdout } = await captureStdout(async () => actionsIO(env).log.debug('stage timing'))
    expect(stdout.split(/\r?\n/).filter(Boolean)).toEqual(printed)
  })
})

describe('the whole action in local mode', () => {
  // A model server that answers each record with a probability vector over the hostile labels, and
  // fails the records that ask it to with a hostile error body.
  const SERVER = `
const http = require('http')
const hostile = ${JSON.stringify(HOSTILE_LINES.join('\n'))}
http.createServer((req, res) => {
  if (req.url === '/ping') return res.end('ok')
  const chunks = []
  req.on('data', c => chunks.push(c))
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString()
    if (text.startsWith('fail')) {
      res.statusCode = 500
      return res.end('model failed\\n::error::INJECTED-model-error\\n' + hostile)
    }
    const scores = Array(${HOSTILE_LINES.length}).fill(0.01)
    scores[Number(text.split(' ')[1])] = 0.9
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(scores))
  })
}).listen(Number(process.env.SAGEMAKER_BIND_TO_PORT), '127.0.0.1')
`

  let dir: string
  let runner: RunnerFiles
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'log-commands-'))
    runner = await runnerFiles()
  })
  afterEach(async () => {
    await runner.restore()
    await rm(dir, { recursive: true, force: true })
  })

  it('prints hostile object keys, model error bodies and labels as text: the runner sees no command', async () => {
    const data = path.join(dir, 'in')
    await mkdir(data)
    // Every hostile line names a file (a key), and every one is a label; two files make the model fail.
    for (const [i, line] of HOSTILE_LINES.entries())
      await writeFile(path.join(data, `${line}.txt`), i < 2 ? `fail ${i}` : `record ${i}`)
    // A key with a line break in it, the largest object, so that the max-payload line names it.
    await writeFile(path.join(data, 'big\n::stop-commands::INJECTED-key.txt'), 'record 3 '.padEnd(5000))
    const labels = await hostileLabels(dir)
    const server = path.join(dir, 'server.cjs')
    await writeFile(server, SERVER)

    const result = await act({
      mode: 'local',
      'model-path': 'test/fixtures/models/classifier',
      data,
      'output-path': path.join(dir, 'out'),
      'content-type': 'text/plain',
      'output-format': 'classification',
      'label-map': labels,
      'local-server': 'command',
      'local-serve-command': `${process.execPath} ${server}`,
      'max-payload': 'auto'
    })
    expect(result.failed).toBe(true)
    // The hostile text did reach the log: a key (its line break included) and the model's error body.
    expect(result.stdout).toContain('/big\n\\::stop-commands::INJECTED-key.txt, is 5,000 bytes')
    expect(result.stdout).toContain('HTTP 500: model failed ::error::INJECTED-model-error')
    // The labels reach the job summary (which the runner does not read for commands, but may be shown).
    const summary = await runner.stepSummary()
    expect(summary).toContain('INJECTED\\-mask')
    expect(injected(runnerCommands(summary))).toEqual([])
    expect(injected(runnerCommands(result.stdout))).toEqual([])
  })
})

describe('the whole action in SageMaker mode', () => {
  // The same model as the local test's, behind the SageMaker emulator; the keys are S3 keys, so they
  // are the output names as they are. (s3rver lists keys in XML as they are, and XML holds no control
  // characters: those keys are left to the local test here, and to results-own-outputs.test.ts's S3 front,
  // which lists them URL-encoded as S3 does.)
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const KEYS = HOSTILE_LINES.filter(line => !/[\u0000-\u001f\u007f-\u009f]/.test(line))
  let dir: string
  let server: TestModelServer
  let emulator: SageMakerEmulator
  const s3 = testS3Client()
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'log-commands-sm-'))
    server = await startTestModelServer({
      answer: req => {
        const text = req.body.toString()
        if (text.startsWith('fail'))
          return {
            status: 500,
            body: `model failed\n::error::INJECTED-model-error\n${HOSTILE_LINES.join('\n')}`
          }
        const scores = Array(HOSTILE_LINES.length).fill(0.01)
        scores[Number(text.split(' ')[1])] = 0.9
        return { body: JSON.stringify(scores) }
      }
    })
    emulator = await startSageMakerEmulator({ executor: localExecutor({ s3, server: server.url }) })
  })
  afterEach(async () => {
    await emulator.close()
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('prints hostile S3 keys, FailureReason and labels as text, and pairs each key with its verbatim output', async () => {
    const bucket = await freshBucket(s3, 'hostile')
    const put = (Key: string, Body: string) => s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body }))
    for (const [i, line] of KEYS.entries()) await put(`in/${line}.txt`, i < 2 ? `fail ${i}` : `record ${i}`)
    // An earlier run's output for a key that fails now: told before the job, failed in the report.
    await put(`out/${KEYS[0]}.txt.out`, JSON.stringify(Array(HOSTILE_LINES.length).fill(0.01)))
    await new Promise(resolve => setTimeout(resolve, 1005 - (Date.now() % 1000)))
    const labels = await hostileLabels(dir)

    const result = await act({
      ...classifierOnSageMaker(bucket),
      data: `s3://${bucket}/in/`,
      'output-path': `s3://${bucket}/out/`,
      'content-type': 'text/plain',
      'output-format': 'classification',
      'label-map': labels,
      region: 'us-east-1',
      's3-endpoint': s3Endpoint(),
      'sagemaker-endpoint': emulator.url
    })
    expect(result.failed).toBe(true)
    // Every key is paired with its own output, named as it is.
    expect(result.outputs['objects-total']).toBe(String(KEYS.length))
    expect(result.outputs['objects-failed']).toBe('2')
    expect(result.outputs.records).toBe(String(KEYS.length - 2))
    // Under each key's own name, the answer to that key's own record, byte for byte.
    for (const [i, line] of KEYS.entries()) {
      if (i < 2) continue
      const scores = Array(HOSTILE_LINES.length).fill(0.01)
      scores[i] = 0.9
      expect(await objectText(s3, bucket, `out/${line}.txt.out`)).toBe(JSON.stringify(scores))
    }
    // The hostile text did reach the log: the earlier output's key and the model's error body.
    expect(result.stdout).toContain(`(e.g. s3://${bucket}/out/${KEYS[0]}.txt.out), left by an earlier run`)
    expect(result.stdout).toContain('HTTP 500: model failed ::error::INJECTED-model-error')
    // The job summary, as rendered from the run's summary (core.summary keeps the first test's file).
    const run = JSON.parse(await readFile(result.outputs['summary-json'], 'utf8')) as RunSummary
    const summary = renderJobSummary(run, { links: {} }).text
    // Both failed inputs, named with the model's answer from the job's data-log.
    expect(summary).toContain('model failed')
    expect(summary).toContain('INJECTED\\-mask')
    expect(injected(runnerCommands(summary))).toEqual([])
    expect(injected(runnerCommands(result.stdout))).toEqual([])
  }, 60_000)
})
