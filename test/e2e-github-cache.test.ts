// `cache: github` in local mode, against a fake of GitHub's cache service (its Twirp API) with Azurite for
// the blobs, each run on a fresh runner (RUNNER_TEMP emptied, at the same path as on hosted runners): the
// first run saves the identity's folder (outputs and records, not the input index); the next restores it
// and starts no model server; a changed input runs alone and its run saves a newer entry, which the next
// run restores; a save the service refuses, or a runner whose cache is read-only, is a notice and the run
// succeeds; a step that has no cache service warns and runs without the cache.
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ActionContext } from '../src/context.js'
import { run } from '../src/main.js'
import { startAzurite, type RunningAzurite } from './support/azurite.js'
import { GitHubCacheFake } from './support/github-cache-fake.js'

// A model server as a local-serve-command: answers with the input's text reversed; adds a line to
// STARTED_FILE each time it starts.
const SERVER = `
const fs = require('fs')
const http = require('http')
fs.appendFileSync(process.env.STARTED_FILE, 'started\\n')
http.createServer((req, res) => {
  if (req.url === '/ping') return res.end('ok')
  const chunks = []
  req.on('data', c => chunks.push(c))
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8')
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ reversed: [...text].reverse().join('') }))
  })
}).listen(Number(process.env.SAGEMAKER_BIND_TO_PORT), '127.0.0.1')
`
const KEY_PREFIX = 'sagemaker-batch-transform-cache-v1'

let dir: string
let data: string
let runnerTemp: string
let started: string
let azurite: RunningAzurite
let service: GitHubCacheFake
const saved: NodeJS.ProcessEnv = {}
const serviceVariables = ['ACTIONS_RESULTS_URL', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_CACHE_SERVICE_V2']
const touched = [
  ...serviceVariables,
  'RUNNER_TEMP',
  'ACTIONS_CACHE_MODE',
  'ACTIONS_CACHE_URL',
  'GITHUB_SERVER_URL'
]

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'github-cache-'))
  runnerTemp = path.join(dir, 'runner-temp')
  await writeFile(path.join(dir, 'server.cjs'), SERVER)
  azurite = await startAzurite()
  // The toolkit reads the runner's variables from the process's environment.
  for (const name of touched) saved[name] = process.env[name]
  for (const name of ['ACTIONS_CACHE_MODE', 'ACTIONS_CACHE_URL', 'GITHUB_SERVER_URL'])
    delete process.env[name]
}, 60_000)

// Each test: its own input, its own (empty) cache service, its own count of model server starts.
let tests = 0
beforeEach(async () => {
  const at = path.join(dir, `test-${++tests}`)
  data = path.join(at, 'data')
  started = path.join(at, 'started.txt')
  await mkdir(data, { recursive: true })
  await writeFile(started, '')
  for (let i = 0; i < 8; i++) await writeFile(path.join(data, `doc-${i}.txt`), `document number ${i}`)
  service = new GitHubCacheFake(azurite)
  await service.start()
  Object.assign(process.env, service.env, { RUNNER_TEMP: runnerTemp })
})
afterEach(() => service.stop())

afterAll(async () => {
  for (const name of touched)
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  await azurite?.close()
  await rm(dir, { recursive: true, force: true })
})

/** A run on a fresh runner: RUNNER_TEMP empty, at the same path. */
async function act(runId: number, env: NodeJS.ProcessEnv = service.env) {
  const output = path.relative(dir, path.join(path.dirname(data), `out-${runId}`))
  await rm(runnerTemp, { recursive: true, force: true })
  await mkdir(runnerTemp)
  const outputs: Record<string, string> = {}
  const lines: string[] = []
  const notices: string[] = []
  const warnings: string[] = []
  const inputs: Record<string, string> = {
    mode: 'local',
    'model-path': 'test/fixtures/models/classifier',
    data,
    'output-path': path.join(dir, output),
    'content-type': 'text/plain',
    cache: 'github',
    'local-serve-command': `${process.execPath} ${path.join(dir, 'server.cjs')}`,
    'model-env': `STARTED_FILE=${started}`,
    comment: 'never'
  }
  const calls = service.calls.length
  const ctx: ActionContext = {
    readInput: name => inputs[name] ?? '',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      RUNNER_TEMP: runnerTemp,
      GITHUB_RUN_ID: String(runId),
      GITHUB_RUN_ATTEMPT: '1',
      ...env
    },
    signal: new AbortController().signal,
    sleep: async () => undefined,
    now: () => Date.now(),
    log: {
      info: line => void lines.push(line),
      warning: line => void warnings.push(line),
      notice: line => void notices.push(line),
      debug: () => undefined,
      startGroup: () => undefined,
      endGroup: () => undefined
    },
    outputs: {
      set: (name, value) => void (outputs[name] = value),
      setFailed: message => void (outputs.failed = message),
      saveState: () => undefined,
      appendSummary: async () => false
    }
  }
  await run(ctx)
  return { output, outputs, log: lines.join('\n'), notices, warnings, calls: service.calls.slice(calls) }
}

const starts = async () => (await readFile(started, 'utf8')).split('\n').filter(Boolean).length
const cacheFolder = () => path.join(runnerTemp, 'sagemaker-batch-transform-cache')

/** The transform's identity, as the run's folder names it. */
async function identityOnRunner(): Promise<string> {
  const names = (await readdir(path.join(cacheFolder(), 'v1'))).filter(n => /^[0-9a-f]{64}$/.test(n))
  expect(names).toHaveLength(1)
  return names[0]
}

async function outFiles(output: string): Promise<Map<string, string>> {
  const folder = path.join(dir, output)
  const names = (await readdir(folder)).filter(f => f.endsWith('.out')).sort()
  return new Map(
    await Promise.all(names.map(async n => [n, await readFile(path.join(folder, n), 'utf8')] as const))
  )
}

/** The files an entry's archive holds, as paths inside the cache's folder. */
async function archived(index: number): Promise<string[]> {
  const bytes = await service.archive(service.entries[index])
  const file = path.join(dir, `entry-${index}.tar`)
  await writeFile(file, bytes!)
  const listed = execFileSync('tar', ['-tf', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    .split('\n')
    .filter(Boolean)
  return listed
    .map(p =>
      p.slice(p.indexOf('sagemaker-batch-transform-cache/') + 'sagemaker-batch-transform-cache/'.length)
    )
    .filter(p => !p.endsWith('/'))
}

/** A first run on an empty cache service: it saves one entry; the identity its folder has. */
async function seed(): Promise<string> {
  const first = await act(1000)
  expect(first.outputs).toMatchObject({ 'cache-misses': '8' })
  expect(service.entries).toHaveLength(1)
  return identityOnRunner()
}

describe('cache: github, with the folder carried in GitHub’s cache service', () => {
  it('run 1 saves the identity’s outputs and records; run 2 on a fresh runner restores them and starts no model server', async () => {
    const first = await act(1001)
    expect(first.outputs).toMatchObject({ 'cache-hits': '0', 'cache-misses': '8', 'job-status': 'Completed' })
    expect(first.outputs.failed).toBeUndefined()
    expect(await starts()).toBe(1)
    const identity = await identityOnRunner()
    // Looked up under the identity (this run's key, then the identity's newest), then saved once under it.
    const prefix = `${KEY_PREFIX}-${identity}-`
    expect(first.calls.map(c => c.method)).toEqual([
      'GetCacheEntryDownloadURL',
      'CreateCacheEntry',
      'FinalizeCacheEntryUpload'
    ])
    expect(first.calls[0].body).toMatchObject({ key: `${prefix}1001-1`, restore_keys: [prefix] })
    expect(service.entries).toHaveLength(1)
    expect(service.entries[0]).toMatchObject({ finalized: true })
    expect(service.entries[0].key).toMatch(new RegExp(`^${prefix}1001-1-[0-9a-f]{8}$`))
    expect(first.log).toContain(
      `cache: 8 new outputs saved in GitHub's cache as entry ${service.entries[0].key}.`
    )
    // Outputs and records of the identity only: the input index stays on the runner.
    const files = await archived(0)
    expect(files.filter(f => f.includes('/outputs/'))).toHaveLength(8)
    // One record, and beside it what the report read from those outputs (replayed by later runs).
    expect(files.filter(f => f.includes('/records/') && f.endsWith('.json'))).toHaveLength(1)
    expect(files.filter(f => f.includes('/records/') && f.includes('.readings-'))).toHaveLength(1)
    expect(files.every(f => f.startsWith(`v1/${identity}/`))).toBe(true)
    expect(await readdir(path.join(cacheFolder(), 'v1'))).toContain('local-inputs')

    const second = await act(1002)
    expect(second.outputs).toMatchObject({
      'cache-hits': '8',
      'cache-misses': '0',
      'job-status': 'Completed'
    })
    expect(second.outputs.failed).toBeUndefined()
    expect(await starts()).toBe(1)
    expect(await outFiles(second.output)).toEqual(await outFiles(first.output))
    expect(second.log).toContain(`cache: restored from GitHub's cache entry ${service.entries[0].key}.`)
    // Nothing new: nothing saved.
    expect(second.calls.map(c => c.method)).toEqual(['GetCacheEntryDownloadURL'])
    expect(second.warnings).toEqual([])
  })

  it('a changed input runs alone, its run saves a newer entry, and the next run restores that one', async () => {
    const identity = await seed()
    await writeFile(path.join(data, 'doc-2.txt'), 'document number two, rewritten')
    const changed = await act(1003)
    expect(changed.outputs).toMatchObject({ 'cache-hits': '7', 'cache-misses': '1' })
    expect(await starts()).toBe(2)
    expect(JSON.parse((await outFiles(changed.output)).get('doc-2.txt.out')!).reversed).toBe(
      [...'document number two, rewritten'].reverse().join('')
    )
    expect(service.entries).toHaveLength(2)
    expect(service.entries[1].key).toMatch(new RegExp(`^${KEY_PREFIX}-${identity}-1003-1-`))
    // The restored records and outputs, and this run's: 9 outputs, 2 records.
    const files = await archived(1)
    expect(files.filter(f => f.includes('/outputs/'))).toHaveLength(9)
    expect(files.filter(f => f.includes('/records/') && f.endsWith('.json'))).toHaveLength(2)
    expect(files.filter(f => f.includes('/records/') && f.includes('.readings-'))).toHaveLength(2)

    const next = await act(1004)
    expect(next.outputs).toMatchObject({ 'cache-hits': '8', 'cache-misses': '0' })
    expect(await starts()).toBe(2)
    expect(next.log).toContain(`cache: restored from GitHub's cache entry ${service.entries[1].key}.`)
  })

  it('a save the service refuses is a notice, and the run succeeds', async () => {
    const identity = await seed()
    await writeFile(path.join(data, 'doc-3.txt'), 'document number three, rewritten')
    service.denyWrites = 'cache write denied: the token of this run may only read the cache'
    const refused = await act(1005)
    expect(refused.outputs).toMatchObject({
      'cache-hits': '7',
      'cache-misses': '1',
      'job-status': 'Completed'
    })
    expect(refused.outputs.failed).toBeUndefined()
    expect(refused.notices).toEqual([
      expect.stringMatching(
        new RegExp(
          `^cache: GitHub's cache did not take entry ${KEY_PREFIX}-${identity}-1005-1-[0-9a-f]{8} with 1 new output \\(refused`
        )
      )
    ])
    expect(refused.warnings).toEqual([])
    expect(refused.calls.map(c => c.method)).toEqual(['GetCacheEntryDownloadURL', 'CreateCacheEntry'])
    expect(service.entries).toHaveLength(1)
  })

  it('a runner whose cache is read-only restores, then says with a notice that it saves nothing', async () => {
    await seed()
    await writeFile(path.join(data, 'doc-4.txt'), 'document number four, rewritten')
    process.env.ACTIONS_CACHE_MODE = 'read'
    try {
      const readOnly = await act(1006, { ...service.env, ACTIONS_CACHE_MODE: 'read' })
      expect(readOnly.outputs).toMatchObject({ 'cache-hits': '7', 'cache-misses': '1' })
      expect(readOnly.outputs.failed).toBeUndefined()
      expect(readOnly.notices).toEqual([
        "cache: 1 new output not saved in GitHub's cache: the runner's cache is read-only for this run (cache mode read, as for a pull request from a fork); the next run transforms it again."
      ])
      expect(readOnly.calls.map(c => c.method)).toEqual(['GetCacheEntryDownloadURL'])
    } finally {
      delete process.env.ACTIONS_CACHE_MODE
    }
  })

  it('a step with no cache service warns and runs without the cache', async () => {
    const outside = await act(1007, {})
    expect(outside.warnings).toEqual([
      "cache: github keeps the cache in GitHub's cache service, which this step cannot reach (this is no GitHub Actions step: no RUNNER_TEMP or ACTIONS_RUNTIME_TOKEN); this run goes without the cache."
    ])
    expect(outside.outputs).toMatchObject({ 'job-status': 'Completed', 'objects-total': '8' })
    expect(outside.outputs['cache-hits']).toBeUndefined()
    expect(outside.outputs.failed).toBeUndefined()
    expect(await starts()).toBe(1)
    expect(outside.calls).toEqual([])
    await expect(readdir(cacheFolder())).rejects.toMatchObject({ code: 'ENOENT' })

    // GitHub Enterprise Server without the service: the runner names none.
    const ghes = await act(1008, {
      ACTIONS_RUNTIME_TOKEN: service.runtimeToken,
      ACTIONS_RESULTS_URL: service.env.ACTIONS_RESULTS_URL,
      ACTIONS_CACHE_SERVICE_V2: 'True',
      GITHUB_SERVER_URL: 'https://github.example.com'
    })
    expect(ghes.warnings).toEqual([
      expect.stringContaining(
        'the runner names no cache service (no ACTIONS_CACHE_URL; GitHub Enterprise Server'
      )
    ])
    expect(ghes.outputs['cache-hits']).toBeUndefined()
    expect(ghes.calls).toEqual([])
  })
})
