// A model server that exits in the middle of a local run: the run stops sending, and the unfinished
// files fail with one reason that gives the exit status and the server's last output lines.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { createLocalBackend } from '../src/backends/local/local-backend.js'
import { renderComment } from '../src/report/pr-comment.js'
import type { RunSummary } from '../src/results/summary/run-summary.js'
import { testActionContext } from './support/context.js'
import { runAction } from './support/emulator/action.js'
import { LOCAL_BASE, parseLocal } from './support/inputs.js'
import { plannedJob } from './support/planned-job.js'

// Answers two invocations, then writes its last words and exits with status 3 on the third.
const SERVER = `
const http = require('http')
let n = 0
http.createServer((req, res) => {
  if (req.url === '/ping') return res.end('ok')
  if (req.url !== '/invocations') { res.statusCode = 404; return res.end() }
  req.resume()
  req.on('end', () => {
    n++
    if (n < 3) return res.end('answer ' + n)
    process.stderr.write('fatal: CUDA out of memory\\n', () => process.exit(3))
  })
}).listen(Number(process.env.SAGEMAKER_BIND_TO_PORT), '127.0.0.1')
`

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'server-dies-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

it('fails the unfinished files with the exit status and the last output, once', async () => {
  const model = path.join(dir, 'model')
  await mkdir(model)
  await writeFile(path.join(model, 'model.pt'), 'weights')
  const archive = path.join(dir, 'model.tar.gz')
  await tar.c({ gzip: true, file: archive, cwd: model }, ['model.pt'])
  const data = path.join(dir, 'in')
  await mkdir(data)
  for (let i = 0; i < 6; i++) await writeFile(path.join(data, `f${i}.txt`), `record ${i}`)
  const script = path.join(dir, 'server.cjs')
  await writeFile(script, SERVER)

  const lines: string[] = []
  const ctx = testActionContext(dir, { log: { info: line => lines.push(line) } })
  const spec = parseLocal({
    ...LOCAL_BASE,
    'model-path': archive,
    data,
    'output-path': path.join(dir, 'out'),
    'local-serve-command': `${process.execPath} ${script}`,
    'max-concurrent-transforms': '1',
    'invocation-retries': '3'
  })
  const outcome = await createLocalBackend(ctx).run(
    await plannedJob(spec),
    { localArchive: archive, framework: 'pytorch' },
    {},
    new AbortController().signal
  )
  expect(outcome.status).toBe('Failed')
  expect(outcome.failureReason).toBe(
    `the model server stopped during the transform: local-serve-command (${process.execPath} … +1 argument) ` +
      'exited with status 3; 2 input files were transformed before that, the others were not.\n' +
      'Its last output lines:\n  | fatal: CUDA out of memory'
  )
  expect(lines.join('\n')).not.toMatch(/ECONNREFUSED|ECONNRESET/)
}, 60_000)

// Answers two invocations; on the third it gives up its port, names it in PORT_FILE and waits (at most
// 10 s) for HANDED_FILE, so that the test listens there before the exit: any request the run sends
// afterwards reaches the test. Every invocation it receives is a line in COUNT_FILE.
const HANDING_SERVER = `
const fs = require('fs')
const http = require('http')
const port = Number(process.env.SAGEMAKER_BIND_TO_PORT)
let n = 0
const server = http.createServer((req, res) => {
  if (req.url === '/ping') return res.end('ok')
  if (req.url !== '/invocations') { res.statusCode = 404; return res.end() }
  req.resume()
  req.on('end', () => {
    fs.appendFileSync(process.env.COUNT_FILE, 'invocation\\n')
    if (++n < 3) return res.end('answer ' + n)
    server.close()
    fs.writeFileSync(process.env.PORT_FILE, String(port))
    const started = Date.now()
    const wait = setInterval(() => {
      if (!fs.existsSync(process.env.HANDED_FILE) && Date.now() - started < 10000) return
      clearInterval(wait)
      process.stderr.write('loading shard 7\\nfatal: CUDA out of memory\\n', () => process.exit(3))
    }, 20)
  })
}).listen(port, '127.0.0.1')
`

it('the whole action: one reason for every unfinished file, nothing sent after the exit, said once', async () => {
  const data = path.join(dir, 'in')
  await mkdir(data)
  const names = Array.from({ length: 6 }, (_, i) => `f${i}.txt`)
  for (const n of names) await writeFile(path.join(data, n), `record ${n}`)
  const script = path.join(dir, 'server.cjs')
  await writeFile(script, HANDING_SERVER)
  const files = {
    COUNT_FILE: path.join(dir, 'count'),
    PORT_FILE: path.join(dir, 'port'),
    HANDED_FILE: path.join(dir, 'handed')
  }
  const stepSummary = path.join(dir, 'step-summary.md')
  await writeFile(stepSummary, '')

  // Takes the port over when the server gives it up, and counts what arrives there.
  const after: string[] = []
  const taker = http.createServer((req, res) => {
    after.push(`${req.method} ${req.url}`)
    req.resume()
    res.statusCode = 503
    res.end()
  })
  const handOver = (async () => {
    for (let i = 0; i < 1500 && !existsSync(files.PORT_FILE); i++) await new Promise(r => setTimeout(r, 20))
    const port = Number(await readFile(files.PORT_FILE, 'utf8'))
    await new Promise<void>((resolve, reject) => {
      taker.once('error', reject)
      taker.listen(port, '127.0.0.1', resolve)
    })
    await writeFile(files.HANDED_FILE, '')
  })()

  const saved = process.env.GITHUB_STEP_SUMMARY
  process.env.GITHUB_STEP_SUMMARY = stepSummary
  let run: Awaited<ReturnType<typeof runAction>>
  try {
    run = await runAction(
      {
        mode: 'local',
        'model-path': 'test/fixtures/models/classifier',
        data,
        'content-type': 'text/plain',
        'output-path': path.join(dir, 'out'),
        'local-serve-command': `${process.execPath} ${script}`,
        'max-concurrent-transforms': '1',
        'invocation-retries': '3',
        'model-env': Object.entries(files)
          .map(([k, v]) => `${k}=${v}`)
          .join('\n'),
        comment: 'never'
      },
      {
        env: { ...process.env, RUNNER_TEMP: dir, GITHUB_STEP_SUMMARY: stepSummary },
        signal: new AbortController().signal,
        sleep: ms => new Promise(resolve => setTimeout(resolve, ms)),
        now: () => Date.now()
      }
    )
  } finally {
    if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY
    else process.env.GITHUB_STEP_SUMMARY = saved
    await handOver.catch(() => undefined)
    await new Promise(resolve => taker.close(resolve))
  }
  await handOver

  const reason =
    `the model server stopped during the transform: local-serve-command (${process.execPath} … +1 argument) ` +
    'exited with status 3; 2 input files were transformed before that, the others were not.\n' +
    'Its last output lines:\n  | loading shard 7\n  | fatal: CUDA out of memory'
  expect(run.failed).toBe(true)
  expect(run.outputs['job-status']).toBe('Failed')
  expect(run.outputs['failure-reason']).toBe(reason)
  // Three invocations reached the server (two answered, the third killed it), none reached its port after.
  expect((await readFile(files.COUNT_FILE, 'utf8')).split('\n').filter(Boolean)).toHaveLength(3)
  expect(after).toEqual([])

  // The four unfinished files, each for that one reason, in one group.
  const summary = JSON.parse(await readFile(run.outputs['summary-json'], 'utf8')) as RunSummary
  expect(summary.objects).toMatchObject({ total: 6, withOutput: 2, failed: 4 })
  expect([...summary.failedObjects].sort()).toEqual(['f2.txt', 'f3.txt', 'f4.txt', 'f5.txt'])
  expect(summary.failures).toEqual([
    {
      reason,
      count: 4,
      examples: ['f2.txt', 'f3.txt', 'f4.txt'],
      hint: 'the model ran out of memory: lower max-concurrent-transforms or max-payload, or choose a larger instance'
    }
  ])

  // The job summary and the comment say it once, with the count of files.
  const occurrences = (text: string) => text.split('exited with status 3').length - 1
  const jobSummary = await readFile(stepSummary, 'utf8')
  const comment = renderComment(summary, { links: {} }, 0).text
  for (const text of [jobSummary, comment]) {
    expect(occurrences(text)).toBe(1)
    expect(text).toContain(
      '| 4 | the model server stopped during the transform<span>:</span> local\\-serve\\-command'
    )
    // The reason is cut to fit the cell at a length that depends on the command's path; its end is fixed.
    expect(text).toContain('(f2\\.txt, f3\\.txt, f4\\.txt, …) | the model ran out of memory')
    expect(text).not.toMatch(/ECONNREFUSED|ECONNRESET/)
  }
  expect(run.stdout).not.toMatch(/ECONNREFUSED|ECONNRESET/)
}, 60_000)
