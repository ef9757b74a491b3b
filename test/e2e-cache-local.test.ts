// The transform cache in local mode with a folder cache: the second run over the same files starts no
// model server and writes the same `.out` bytes; a file touched but unchanged still hits (its content is
// hashed, its size and mtime only spare the hashing); a changed file runs alone; a sample looks up only
// the sample's inputs; a failed input is not kept and runs again next time.
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ActionContext } from '../src/context.js'
import { createHash } from 'node:crypto'
import { run } from '../src/main.js'
import { fileContent } from '../src/cache/content.js'
import { keptOutputKey } from '../src/cache/layout.js'

// A model server as a local-serve-command: answers with the input's text reversed and its length;
// refuses inputs that say "bad"; adds a line to STARTED_FILE each time it starts.
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
    if (text.includes('bad')) { res.statusCode = 500; return res.end('cannot read this file') }
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ reversed: [...text].reverse().join(''), length: text.length }))
  })
}).listen(Number(process.env.SAGEMAKER_BIND_TO_PORT), '127.0.0.1')
`

let dir: string
let data: string
let cache: string
let started: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cache-local-'))
  data = path.join(dir, 'data')
  cache = path.join(dir, 'cache')
  started = path.join(dir, 'started.txt')
  await mkdir(data)
  await writeFile(path.join(dir, 'server.cjs'), SERVER)
  await writeFile(started, '')
  for (let i = 0; i < 8; i++) await writeFile(path.join(data, `doc-${i}.txt`), `document number ${i}`)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function act(output: string, over: Record<string, string> = {}) {
  const outputs: Record<string, string> = {}
  const lines: string[] = []
  const log = (line: string) => void lines.push(line)
  const inputs: Record<string, string> = {
    mode: 'local',
    'model-path': 'test/fixtures/models/classifier',
    data,
    'output-path': path.join(dir, output),
    'content-type': 'text/plain',
    cache,
    'local-serve-command': `${process.execPath} ${path.join(dir, 'server.cjs')}`,
    'model-env': `STARTED_FILE=${started}`,
    comment: 'never',
    ...over
  }
  const ctx: ActionContext = {
    readInput: name => inputs[name] ?? '',
    env: { ...process.env, GITHUB_STEP_SUMMARY: '', GITHUB_OUTPUT: '' },
    signal: new AbortController().signal,
    sleep: async () => undefined,
    now: () => Date.now(),
    log: {
      info: log,
      warning: log,
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
  return { outputs, log: lines.join('\n') }
}

const starts = async () => (await readFile(started, 'utf8')).split('\n').filter(Boolean).length

async function outFiles(output: string): Promise<Map<string, string>> {
  const folder = path.join(dir, output)
  const names = (await readdir(folder)).filter(f => f.endsWith('.out')).sort()
  return new Map(
    await Promise.all(names.map(async n => [n, await readFile(path.join(folder, n), 'utf8')] as const))
  )
}

describe('the transform cache in local mode, with a folder cache', () => {
  it('the second run starts no model server and writes the same .out bytes', async () => {
    const first = await act('out-1')
    expect(first.outputs).toMatchObject({ 'cache-hits': '0', 'cache-misses': '8', 'job-status': 'Completed' })
    expect(await starts()).toBe(1)
    const second = await act('out-2')
    expect(second.outputs).toMatchObject({
      'cache-hits': '8',
      'cache-misses': '0',
      'job-status': 'Completed'
    })
    expect(second.outputs.failed).toBeUndefined()
    expect(await starts()).toBe(1)
    expect(await outFiles('out-2')).toEqual(await outFiles('out-1'))
    expect(second.log).toContain('cache: all 8 outputs reused (transformed by job ')
  })

  it('a file touched but unchanged still hits; a changed one runs alone', async () => {
    const later = new Date(Date.now() + 60_000)
    await utimes(path.join(data, 'doc-1.txt'), later, later)
    await writeFile(path.join(data, 'doc-2.txt'), 'document number two, rewritten')
    const run3 = await act('out-3')
    expect(run3.outputs).toMatchObject({ 'cache-hits': '7', 'cache-misses': '1' })
    expect(await starts()).toBe(2)
    const out = await outFiles('out-3')
    expect(JSON.parse(out.get('doc-2.txt.out')!).reversed).toBe(
      [...'document number two, rewritten'].reverse().join('')
    )
    expect(out.size).toBe(8)
    // The same size, new bytes, a new mtime: hashed again, a miss.
    await writeFile(path.join(data, 'doc-5.txt'), 'document number X')
    const run4 = await act('out-3b')
    expect(run4.outputs).toMatchObject({ 'cache-hits': '7', 'cache-misses': '1' })
    expect(JSON.parse((await outFiles('out-3b')).get('doc-5.txt.out')!).reversed).toBe('X rebmun tnemucod')
  })

  it('a sample looks up only the sample’s inputs', async () => {
    const sampled = await act('out-sample', { sample: '3', 'sample-seed': '5' })
    expect(sampled.outputs).toMatchObject({ 'cache-hits': '3', 'cache-misses': '0', 'objects-total': '3' })
    expect((await outFiles('out-sample')).size).toBe(3)
  })

  it('a failed input is not kept, and runs again next time', async () => {
    await writeFile(path.join(data, 'doc-bad.txt'), 'a bad document')
    const failing = await act('out-4')
    expect(failing.outputs).toMatchObject({ 'cache-hits': '8', 'cache-misses': '1', 'objects-failed': '1' })
    const again = await act('out-5')
    expect(again.outputs).toMatchObject({ 'cache-hits': '8', 'cache-misses': '1', 'objects-failed': '1' })
    expect(again.log).toContain('cache: no new output to keep')
  })

  it('rerun: failed looks up only the inputs without an output, and keeps what it makes', async () => {
    await writeFile(path.join(data, 'doc-bad.txt'), 'a fixed document')
    const rerun = await act('out-4', { rerun: 'failed' })
    expect(rerun.outputs).toMatchObject({ 'cache-hits': '0', 'cache-misses': '1', 'objects-failed': '0' })
    expect(rerun.outputs['objects-total']).toBe('9')
    const next = await act('out-6')
    expect(next.outputs).toMatchObject({ 'cache-hits': '9', 'cache-misses': '0' })
  })

  it('local_gpu that fell back to the CPU keeps its outputs under the CPU, where a CPU run finds them', async () => {
    const images = path.join(dir, 'images')
    await mkdir(images)
    const shapes = 'test/fixtures/shapes/images'
    for (const name of (await readdir(shapes)).sort().slice(0, 3))
      await copyFile(path.join(shapes, name), path.join(images, name))
    // nvidia-smi says there is a GPU; Debian's torch sees none, and the reference server says so.
    const bin = path.join(dir, 'bin')
    await mkdir(bin)
    await writeFile(path.join(bin, 'nvidia-smi'), '#!/bin/sh\necho "NVIDIA A10G"\n')
    await chmod(path.join(bin, 'nvidia-smi'), 0o755)
    const savedPath = process.env.PATH
    const gpuRun = {
      data: images,
      'content-type': 'application/x-image',
      'local-serve-command': '',
      'instance-type': 'local_gpu',
      cache: path.join(dir, 'device-cache')
    }
    process.env.PATH = `${bin}:${savedPath}`
    const predictedGpu = await act('out-gpu', gpuRun).finally(() => (process.env.PATH = savedPath))
    expect(predictedGpu.outputs).toMatchObject({ 'cache-misses': '3', 'job-status': 'Completed' })
    expect(predictedGpu.log).toMatch(
      /cache: the model ran on cpu \S+, not gpu NVIDIA A10G as predicted: its outputs are kept under identity/
    )
    // Without a GPU to see, the run is predicted on the CPU: the outputs kept are found.
    const onCpu = await act('out-cpu', gpuRun)
    expect(onCpu.outputs).toMatchObject({ 'cache-hits': '3', 'cache-misses': '0' })
  }, 120_000)

  it('a kept output changed in the folder cache runs its input again', async () => {
    const folder = path.join(dir, 'cache-planted')
    const first = await act('out-planted-1', { cache: folder })
    const inputs = Number(first.outputs['cache-misses'])
    const { identity } = JSON.parse(
      await readFile(path.join(dir, 'out-planted-1', '_summary.json'), 'utf8')
    ).cache
    const content = fileContent(createHash('sha256').update('document number 0').digest('hex'))
    await writeFile(path.join(folder, keptOutputKey(identity, content)), 'planted')
    const run = await act('out-planted-2', { cache: folder })
    expect(run.outputs).toMatchObject({ 'cache-hits': String(inputs - 1), 'cache-misses': '1' })
    expect(run.log).toContain('cache: 1 kept output gone or changed since recorded: transformed again.')
    expect([...(await outFiles('out-planted-2')).values()]).not.toContain('planted')
  })

  it('holds no value of env, model-env or a serve command’s argument in the folder cache or the log', async () => {
    const secrets = ['s3cr3t-v4lue-123', 'm0del-s3cr3t-456', 'arg-s3cr3t-789']
    const folder = path.join(dir, 'cache-secrets')
    const run = await act('out-secrets', {
      cache: folder,
      env: `API_TOKEN=${secrets[0]}`,
      'model-env': `STARTED_FILE=${started},MODEL_TOKEN=${secrets[1]}`,
      'local-serve-command': `${process.execPath} ${path.join(dir, 'server.cjs')} --token=${secrets[2]}`
    })
    expect(run.outputs).toMatchObject({ 'cache-hits': '0', 'job-status': 'Completed' })
    const held = await filesUnder(folder)
    expect(held.some(f => f.endsWith('identity.json'))).toBe(true)
    expect(held.length).toBeGreaterThan(9)
    const bodies = await Promise.all(held.map(f => readFile(f, 'latin1')))
    for (const secret of secrets)
      for (const encoded of [
        secret,
        Buffer.from(secret).toString('base64'),
        Buffer.from(secret).toString('hex')
      ]) {
        expect(bodies.filter(b => b.includes(encoded))).toEqual([])
        expect(run.log).not.toContain(encoded)
      }
    expect(run.log).toMatch(/command \S+ … \+2 arguments/)
  })
})

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries.filter(e => e.isFile()).map(e => path.join(e.parentPath, e.name))
}
