// A local `.out` appears whole or not at all: it is written under a partial name in its folder and
// renamed once complete, so a run killed in the middle of writing leaves nothing that a later run (or
// its listing) would count as an output, and listings pass over what such a run left.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { sleep } from '../src/sleep.js'
import { FsStore } from '../src/storage/fs-store.js'
import { runAction } from './support/emulator/action.js'

const ANSWER_BYTES = 64 * 1024
const RECORDS = 64

// Answers each record with ANSWER_BYTES bytes that start with the record, for the first LIMIT
// invocations, and holds every later one unanswered. It ends itself once the process that started it
// is gone (the run it serves was killed), and writes its pid to PID_FILE.
const SERVER = `
const fs = require('fs')
const http = require('http')
const parent = process.ppid
fs.writeFileSync(process.env.PID_FILE, String(process.pid))
const limit = Number(process.env.LIMIT)
let answered = 0
http.createServer((req, res) => {
  if (req.url === '/ping') return res.end('ok')
  if (req.url !== '/invocations') { res.statusCode = 404; return res.end() }
  const chunks = []
  req.on('data', c => chunks.push(c))
  req.on('end', () => {
    if (answered >= limit) return
    answered++
    const record = Buffer.concat(chunks).toString('utf8')
    res.end(record.padEnd(${ANSWER_BYTES} - 1, '.') + '\\n')
  })
}).listen(Number(process.env.SAGEMAKER_BIND_TO_PORT), '127.0.0.1')
setInterval(() => { if (process.ppid !== parent) process.exit(0) }, 50)
`

let dir: string
let data: string
let out: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'partial-outputs-'))
  data = path.join(dir, 'in')
  out = path.join(dir, 'out')
  await mkdir(data)
  const lines = Array.from({ length: RECORDS }, (_, i) => `record ${i}`)
  await writeFile(path.join(data, 'big.jsonl'), lines.map(l => `${l}\n`).join(''))
  await writeFile(path.join(dir, 'server.cjs'), SERVER)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** The local-mode inputs of both runs; the server answers `limit` invocations. */
function inputs(limit: number): Record<string, string> {
  return {
    mode: 'local',
    'model-path': 'test/fixtures/models/classifier',
    data,
    'output-path': out,
    'content-type': 'text/plain',
    'split-type': 'Line',
    strategy: 'SingleRecord',
    'assemble-with': 'Line',
    'max-concurrent-transforms': '2',
    'invocation-retries': '0',
    'local-serve-command': `exec ${process.execPath} ${path.join(dir, 'server.cjs')}`,
    'model-env': `LIMIT=${limit},PID_FILE=${path.join(dir, 'server.pid')}`,
    comment: 'never'
  }
}

/** The sizes of the files in a folder, by name. */
function sizes(folder: string): Record<string, number> {
  return Object.fromEntries(readdirSync(folder).map(f => [f, statSync(path.join(folder, f)).size]))
}

async function listed(store: FsStore): Promise<string[]> {
  const keys: string[] = []
  for await (const o of store.list('')) keys.push(o.key)
  return keys
}

/** Whether a process is alive (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('a local run killed with SIGKILL while it writes a large .out', () => {
  it('leaves no .out, nothing a listing counts, and the next run writes the whole .out', async () => {
    // The action as the runner starts it, from the sources, in a process of its own.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      RUNNER_TEMP: dir,
      GITHUB_RUN_ID: '1',
      GITHUB_RUN_ATTEMPT: '1'
    }
    delete env.GITHUB_OUTPUT
    delete env.GITHUB_STATE
    for (const [k, v] of Object.entries(inputs(16))) env[`INPUT_${k.toUpperCase()}`] = v
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    child.stdout.on('data', d => (output += String(d)))
    child.stderr.on('data', d => (output += String(d)))
    const exited = new Promise<NodeJS.Signals | null>(resolve =>
      child.on('exit', (_, signal) => resolve(signal))
    )

    // Killed once more than half a megabyte of the .out is on disk: 16 answers of 64 KiB come, the
    // rest never do, so the file is being written and cannot be complete.
    const deadline = Date.now() + 60_000
    let seen: Record<string, number> = {}
    while (!Object.values(seen).some(size => size >= 8 * ANSWER_BYTES)) {
      if (Date.now() > deadline) {
        child.kill('SIGKILL')
        throw new Error(`the .out never grew to 512 KiB (${JSON.stringify(seen)}):\n${output}`)
      }
      await new Promise(resolve => setTimeout(resolve, 50))
      seen = existsSync(out) ? sizes(out) : {}
    }
    child.kill('SIGKILL')
    expect(await exited).toBe('SIGKILL')

    // What it was writing is there under the partial name only, cut short.
    const left = sizes(out)
    expect(Object.keys(left)).toEqual(['.~big.jsonl.out.partial'])
    expect(left['.~big.jsonl.out.partial']).toBeGreaterThanOrEqual(8 * ANSWER_BYTES)
    expect(left['.~big.jsonl.out.partial']).toBeLessThan(RECORDS * ANSWER_BYTES)
    expect(await listed(new FsStore(out))).toEqual([])
    // The model server went with the run.
    const pid = Number(await readFile(path.join(dir, 'server.pid'), 'utf8'))
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise(resolve => setTimeout(resolve, 50))
    expect(alive(pid)).toBe(false)

    // The next run counts no output of the killed one, writes the .out whole, and what was left is gone.
    const again = await runAction(inputs(RECORDS), {
      env: { ...process.env, RUNNER_TEMP: dir, GITHUB_RUN_ID: '2', GITHUB_RUN_ATTEMPT: '1' },
      signal: new AbortController().signal,
      sleep,
      now: Date.now
    })
    expect(again.stdout).not.toContain('::error::')
    expect(again.failed).toBe(false)
    expect(again.outputs['objects-total']).toBe('1')
    expect(again.outputs['objects-failed']).toBe('0')
    const whole = await readFile(path.join(out, 'big.jsonl.out'), 'utf8')
    expect(whole).toBe(
      Array.from({ length: RECORDS }, (_, i) => `record ${i}`.padEnd(ANSWER_BYTES - 1, '.') + '\n').join('')
    )
    expect(readdirSync(out).filter(f => f !== '_summary.json')).toEqual(['big.jsonl.out'])
  }, 120_000)
})

describe('FsStore writes', () => {
  let root: string
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'partial-store-'))
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('leave neither the object nor a partial file when the body fails part way', async () => {
    const store = new FsStore(root)
    async function* body() {
      yield Buffer.alloc(300 * 1024, 'a')
      await new Promise(resolve => setTimeout(resolve, 10))
      throw new Error('the answers stopped')
    }
    await expect(store.put('sub/a.out', Readable.from(body()))).rejects.toThrow('the answers stopped')
    expect(readdirSync(path.join(root, 'sub'))).toEqual([])
  })

  it('are listed only once complete, and listings pass over a write cut short', async () => {
    const store = new FsStore(root)
    await mkdir(path.join(root, 'sub'))
    await writeFile(path.join(root, 'sub', '.~a.out.partial'), 'half')
    await writeFile(path.join(root, '.~b.partial'), 'half')
    expect(await listed(store)).toEqual([])
    expect(store.skipped.size).toBe(0)

    await store.put('sub/a.out', 'whole')
    expect(readdirSync(path.join(root, 'sub'))).toEqual(['a.out'])
    expect(await listed(store)).toEqual(['sub/a.out'])
    // Removing an object also removes what a write of it cut short left.
    await writeFile(path.join(root, '.~b.partial'), 'half')
    await store.remove('b')
    expect(readdirSync(root)).toEqual(['sub'])
  })

  it('name a partial file within the longest file name, whatever the length of the key', async () => {
    const store = new FsStore(root)
    const name = `${'x'.repeat(251)}.out`
    let during: string[] = []
    async function* answer() {
      yield 'ans'
      await new Promise(resolve => setTimeout(resolve, 20))
      during = readdirSync(root)
      yield 'wer'
    }
    const body = Readable.from(answer())
    await store.put(name, body)
    expect(during).toHaveLength(1)
    expect(during[0]).toMatch(/^\.~[0-9a-f]{32}\.partial$/)
    expect(readdirSync(root)).toEqual([name])
    expect(await readFile(path.join(root, name), 'utf8')).toBe('answer')
  })
})
