// The bundled action (`node dist/index.js`) with `local-server: docker` on a real Docker daemon: the model
// image is built from Debian packages (never pulled), and the daemon runs with no network beyond this
// machine (test/support/docker-daemon.ts). End to end on the 40 shapes images, then a SIGINT at each
// stage of the container's life: during the image pull, before /ping answers, and mid-transform; and a
// container that exits by itself mid-run.
// Afterwards no container may be left, and the action must have exited within the runner's 7.5 s grace.
// Skipped, with the reason printed, only where no daemon can start (not root, no dockerd).
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseCommandFile } from './support/command-file.js'
import { startTestDocker, type TestDocker } from './support/docker-daemon.js'

const MAIN = path.resolve('dist/index.js')
const FIXTURES = path.resolve('test/fixtures')
const GRACE_MS = 7_500

const available = await startTestDocker()
const docker = 'skip' in available ? undefined : (available as TestDocker)
// Straight to stderr: jest shows no console output for a file whose tests are all skipped.
if (!docker) process.stderr.write(`Docker tests skipped: ${(available as { skip: string }).skip}\n`)
const describeDocker = docker ? describe : describe.skip

let work: string

beforeAll(async () => {
  if (!docker) return
  // The Docker provider is a chunk of its own beside dist/index.js, loaded when a run needs it.
  const chunks = existsSync(MAIN)
    ? readdirSync(path.dirname(MAIN)).filter(f => f.endsWith('.js') && f !== 'post.js')
    : []
  const bundled = (text: string) =>
    chunks.some(f => readFileSync(path.join(path.dirname(MAIN), f), 'utf8').includes(text))
  if (!existsSync(MAIN) || !bundled('the transform was stopped while the Docker model server was starting'))
    throw new Error(
      'dist/index.js is older than src/backends/local/servers/docker.ts: run `npm run bundle` first.'
    )
  work = await mkdtemp(path.join(os.tmpdir(), 'docker-action-'))
}, 60_000)

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
  await docker?.stop()
}, 60_000)

/** The actions started and not yet ended: a test whose wait ran out leaves its action running. */
const running = new Set<ChildProcess>()

afterEach(async () => {
  for (const child of running) child.kill('SIGKILL')
  running.clear()
  // Each test checks this itself; a failed one must not leave its container to the next.
  const left = await containers()
  if (left.length) await docker!.docker(['rm', '--force', ...left])
})

async function containers(): Promise<string[]> {
  const out = await docker!.docker(['ps', '--all', '--format', '{{.Names}}'])
  return out.split('\n').filter(Boolean)
}

interface Started {
  child: ChildProcess
  exited: Promise<number | null>
  output: () => string
  outputs: () => Promise<Record<string, string>>
  outDir: string
  summaryFile: string
}

let runs = 0

async function startAction(inputs: Record<string, string>): Promise<Started> {
  const dir = path.join(work, `run-${++runs}`)
  const outDir = path.join(dir, 'out')
  const files = {
    GITHUB_OUTPUT: path.join(dir, 'output'),
    GITHUB_STATE: path.join(dir, 'state'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md')
  }
  await mkdir(dir, { recursive: true })
  for (const f of Object.values(files)) await writeFile(f, '')
  const all: Record<string, string> = {
    mode: 'local',
    'local-server': 'docker',
    framework: 'pytorch',
    'framework-version': '1.13', // Debian bookworm's torch; the image is tagged as that framework image
    region: 'us-east-1',
    data: path.join(FIXTURES, 'shapes/images'),
    'content-type': 'application/x-image',
    'output-path': outDir,
    comment: 'never',
    ...inputs
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...files,
    DOCKER_HOST: docker!.host,
    RUNNER_TEMP: dir,
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1'
  }
  for (const [k, v] of Object.entries(all)) env[`INPUT_${k.toUpperCase()}`] = v
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  let text = ''
  child.stdout!.on('data', d => (text += String(d)))
  child.stderr!.on('data', d => (text += String(d)))
  const exited = new Promise<number | null>(resolve =>
    child.on('exit', code => {
      running.delete(child)
      resolve(code)
    })
  )
  const outputs = async () => parseCommandFile(await readFile(files.GITHUB_OUTPUT, 'utf8'))
  return { child, exited, output: () => text, outputs, outDir, summaryFile: files.GITHUB_STEP_SUMMARY }
}

/**
 * Each test's time: longer than any wait below, so that a wait that runs out says what it waited for,
 * with the action's output, instead of jest's bare timeout.
 */
const TEST_MS = 240_000

/** Polls `ready` every 100 ms for at most `ms`; the action's output goes into the error. */
async function until(what: string, started: Started, ready: () => Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${started.output()}`)
    if ((await Promise.race([started.exited.then(() => true), sleep(100)])) === true)
      throw new Error(`the action ended before ${what}:\n${started.output()}`)
  }
}

const sleep = (ms: number) => new Promise<false>(resolve => setTimeout(() => resolve(false), ms))

/** The action's exit code once it has ended; an error with its output when it runs past `ms`. */
async function ended(started: Started, ms = 150_000): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out waiting for the action to end:\n${started.output()}`)),
      ms
    )
  })
  try {
    return await Promise.race([started.exited, late])
  } finally {
    clearTimeout(timer)
  }
}

/** SIGINT as a cancelled workflow sends it; the time until the process has exited. */
async function cancel(started: Started): Promise<{ code: number | null; ms: number }> {
  const sent = Date.now()
  started.child.kill('SIGINT')
  const code = await ended(started, 60_000)
  return { code, ms: Date.now() - sent }
}

/** The classifier with a handler made slow where `patch` says (Python appended to inference.py). */
async function slowModel(name: string, patch: string): Promise<string> {
  const dir = path.join(work, name)
  await cp(path.join(FIXTURES, 'models/classifier'), dir, { recursive: true })
  const handler = path.join(dir, 'code/inference.py')
  await writeFile(handler, `${await readFile(handler, 'utf8')}\n${patch}\n`)
  return dir
}

async function outFiles(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [] as string[])).filter(f => f.endsWith('.out'))
}

/** The .out files that hold an answer (one being written has another name until it is whole). */
async function answered(dir: string): Promise<string[]> {
  const sizes = await Promise.all(
    (await outFiles(dir)).map(async f => ({ f, size: (await stat(path.join(dir, f))).size }))
  )
  return sizes.filter(s => s.size > 0).map(s => s.f)
}

describeDocker('local-server: docker on a real daemon', () => {
  // Each with TEST_MS to run.
  const it = (name: string, test: () => Promise<void>) => globalThis.it(name, test, TEST_MS)

  it('transforms the 40 shapes images end to end, and removes its container', async () => {
    const started = await startAction({
      'model-path': path.join(FIXTURES, 'models/classifier'),
      'max-concurrent-transforms': '2',
      'label-map': path.join(FIXTURES, 'shapes/labels.txt'),
      'ground-truth': path.join(FIXTURES, 'shapes/manifest.jsonl')
    })
    const code = await ended(started)
    const log = started.output()
    expect({ code, log }).toMatchObject({ code: 0 })
    const outputs = await started.outputs()
    expect(outputs).toMatchObject({
      'job-status': 'Completed',
      'objects-total': '40',
      'objects-failed': '0',
      accuracy: '1'
    })
    expect((await outFiles(started.outDir)).sort()).toEqual(
      (await readdir(path.join(FIXTURES, 'shapes/images'))).map(f => `${f}.out`).sort()
    )
    const circle = JSON.parse(await readFile(path.join(started.outDir, 'circle-00.jpg.out'), 'utf8'))
    expect(circle.predictions[0].classes).toBe(0)
    // The framework image was found locally under its SageMaker name: no login, no pull.
    expect(log).toMatch(
      /docker create --rm --name sagemaker-transform-[0-9a-f]{8} -v \S+:\/opt\/ml\/model:ro -p 127\.0\.0\.1:\d+:8080 .* 763104351884\.dkr\.ecr\.us-east-1\.amazonaws\.com\/pytorch-inference:1\.13\.1-cpu-py39 serve/
    )
    expect(log).not.toContain('Pulling')
    expect(log).not.toContain('ECR')
    expect(await containers()).toEqual([])
  })

  it('SIGINT during the image pull: the pull is abandoned at once, no container is created', async () => {
    // A registry on loopback that accepts connections and never answers: the pull hangs until cancelled.
    const sockets = new Set<net.Socket>()
    const registry = net.createServer(socket => {
      sockets.add(socket)
      socket.on('error', () => undefined)
      socket.on('close', () => sockets.delete(socket))
    })
    await new Promise<void>(resolve => registry.listen(0, '127.0.0.1', resolve))
    let connections = 0
    registry.on('connection', () => connections++)
    const port = (registry.address() as net.AddressInfo).port
    try {
      const started = await startAction({
        'model-path': path.join(FIXTURES, 'models/classifier'),
        'image-uri': `127.0.0.1:${port}/sagemaker/slow-model:1`
      })
      await until('the pull', started, async () => started.output().includes('Pulling') && connections > 0)
      await sleep(500)
      const { code, ms } = await cancel(started)
      expect(ms).toBeLessThan(GRACE_MS)
      expect(code).toBe(1)
      expect((await started.outputs())['job-status']).toBe('Stopped')
      expect(await containers()).toEqual([])
    } finally {
      for (const s of sockets) s.destroy()
      await new Promise(resolve => registry.close(resolve))
    }
  })

  it('SIGINT before the server answers /ping: the container is removed', async () => {
    const model = await slowModel(
      'slow-load',
      [
        'import time',
        '_model_fn = model_fn',
        'def model_fn(model_dir):',
        '    time.sleep(120)',
        '    return _model_fn(model_dir)'
      ].join('\n')
    )
    const started = await startAction({ 'model-path': model })
    let name = ''
    await until('the container', started, async () => {
      name = (await docker!.docker(['ps', '--filter', 'status=running', '--format', '{{.Names}}'])).trim()
      return name !== ''
    })
    expect(name).toMatch(/^sagemaker-transform-[0-9a-f]{8}$/)
    expect(started.output()).not.toContain('Model server:') // /ping has not answered
    const { code, ms } = await cancel(started)
    expect(ms).toBeLessThan(GRACE_MS)
    expect(code).toBe(1)
    expect((await started.outputs())['job-status']).toBe('Stopped')
    expect(await containers()).toEqual([])
  })

  it('the container exits mid-run: the unfinished files fail with one reason naming its status, said once', async () => {
    const model = await slowModel(
      'dies',
      [
        'import sys',
        '_predict_fn = predict_fn',
        '_served = [0]',
        'def predict_fn(data, model):',
        '    _served[0] += 1',
        '    if _served[0] > 3:',
        '        sys.stderr.write("fatal: the accelerator fell off the bus\\n")',
        '        sys.stderr.flush()',
        '        os._exit(3)',
        '    return _predict_fn(data, model)'
      ].join('\n')
    )
    const started = await startAction({
      'model-path': model,
      'max-concurrent-transforms': '1',
      'invocation-retries': '3',
      // One worker, whose exit is the server's and so the container's: with several, the server
      // replaces a worker that dies.
      'model-env': 'SAGEMAKER_MODEL_SERVER_WORKERS=1'
    })
    const code = await ended(started)
    const log = started.output()
    expect({ code, log }).toMatchObject({ code: 1 })
    const outputs = await started.outputs()
    expect(outputs['job-status']).toBe('Failed')
    const reason = outputs['failure-reason']
    expect(reason).toMatch(
      /^the model server stopped during the transform: the container sagemaker-transform-[0-9a-f]{8} \(\S+\) exited with status 3; 3 input files were transformed before that, the others were not\.\nIts last output lines:\n( {2}\| .*\n)* {2}\| fatal: the accelerator fell off the bus$/
    )
    expect(log).not.toMatch(/ECONNREFUSED|ECONNRESET/)
    // Three answers, then nothing: the other 37 files fail with that one reason, in one group.
    expect(await answered(started.outDir)).toHaveLength(3)
    const summary = JSON.parse(await readFile(outputs['summary-json'], 'utf8'))
    expect(summary.objects).toMatchObject({ total: 40, withOutput: 3, failed: 37 })
    expect(summary.failures).toHaveLength(1)
    expect(summary.failures[0]).toMatchObject({ reason, count: 37 })
    const jobSummary = await readFile(started.summaryFile, 'utf8')
    expect(jobSummary.split('exited with status 3')).toHaveLength(2)
    expect(jobSummary).toContain('| 37 | the model server stopped during the transform')
    expect(await containers()).toEqual([])
  })

  it('SIGINT mid-transform: the run stops, the container is removed, the finished outputs stay', async () => {
    const model = await slowModel(
      'slow-predict',
      [
        'import time',
        '_predict_fn = predict_fn',
        'def predict_fn(data, model):',
        '    time.sleep(0.5)',
        '    return _predict_fn(data, model)'
      ].join('\n')
    )
    const started = await startAction({ 'model-path': model, 'max-concurrent-transforms': '1' })
    let before: string[] = []
    await until('three answers', started, async () => (before = await answered(started.outDir)).length >= 3)
    const [name] = await containers()
    // Published on loopback only.
    const bindings = JSON.parse(
      await docker!.docker(['inspect', '--format', '{{json .HostConfig.PortBindings}}', name])
    )
    expect(bindings).toEqual({
      '8080/tcp': [{ HostIp: '127.0.0.1', HostPort: expect.stringMatching(/^\d+$/) }]
    })
    const { code, ms } = await cancel(started)
    expect(ms).toBeLessThan(GRACE_MS)
    expect(code).toBe(1)
    const outputs = await started.outputs()
    expect(outputs['job-status']).toBe('Stopped')
    // What was answered before the cancel is kept; the file in flight is not left half written.
    const done = await outFiles(started.outDir)
    expect(done).toEqual(expect.arrayContaining(before))
    expect(done.length).toBeLessThan(40)
    for (const f of done) {
      const answer = JSON.parse(await readFile(path.join(started.outDir, f), 'utf8'))
      expect(answer.predictions).toHaveLength(1)
    }
    expect(await containers()).toEqual([])
  })
})
