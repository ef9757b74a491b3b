// The reference server's start-up as a local run meets it: an interpreter without torch named with the
// install hint (found by the server's own start, with no separate import check), a model that fails to
// load reported once, no process left behind, the device choice for local and local_gpu, and how many
// worker processes run (over a fake CUDA where torch sees no GPU).
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { UserError } from '../src/errors.js'
import { INSTALL_HINT, startReferenceServer } from '../src/backends/local/servers/reference.js'
import type { ModelServerOptions } from '../src/backends/local/server.js'
import type { LocalRunSpec, LocalSpec } from '../src/spec.js'
import { makeSpec } from './support/report-env.js'
import { settled } from './support/planned-job.js'

const SERVE = path.resolve('serve')
const CLASSIFIER = path.resolve('test/fixtures/models/classifier')

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reference-startup-'))
})
afterEach(async () => rm(dir, { recursive: true, force: true }))

function spec(control: Partial<LocalSpec['control']> = {}, instanceType = 'local'): LocalRunSpec {
  const s = makeSpec({ data: '/tmp/in', output: '/tmp/out', mode: 'local' })
  Object.assign(s.control, control)
  s.model.framework = 'pytorch'
  s.resources.instanceType = instanceType
  return settled(s)
}

interface Logged {
  info: string[]
  warnings: string[]
}

function options(modelDir: string, extra: Partial<ModelServerOptions> = {}): ModelServerOptions & Logged {
  const logged: Logged = { info: [], warnings: [] }
  return {
    modelDir,
    framework: 'pytorch',
    env: { SAGEMAKER_PROGRAM: 'inference.py', SAGEMAKER_SUBMIT_DIRECTORY: '/opt/ml/model/code' },
    pingDeadlineMs: 60_000,
    log: line => logged.info.push(line),
    warn: line => logged.warnings.push(line),
    ...extra,
    ...logged
  }
}

/** A model folder whose handler module is `source`, next to a copy of nothing else. */
async function handlerModel(source: string): Promise<string> {
  const model = path.join(dir, 'model')
  await mkdir(path.join(model, 'code'), { recursive: true })
  await writeFile(path.join(model, 'code', 'inference.py'), source)
  return model
}

/**
 * The pids of processes whose environment holds `marker` (a server we started and nothing else). A
 * process whose environment cannot be read is passed over only when it cannot be one of ours: it has
 * ended (a zombie included), is a kernel thread, or is older than this test process; any other fails the
 * test.
 */
function processesWith(marker: string): number[] {
  const found: number[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    let environ: string
    try {
      environ = readFileSync(`/proc/${name}/environ`, 'latin1')
    } catch (err) {
      // ESRCH: it has no memory left to read, so it is ending (or a kernel thread).
      const code = (err as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ESRCH' || cannotBeOurs(name)) continue
      throw new Error(`cannot tell whether process ${name} holds ${marker}: ${(err as Error).message}`)
    }
    if (environ.includes(marker)) found.push(Number(name))
  }
  return found
}

/** `/proc/<pid>/stat` after the command name: state, parent, ... (undefined once it has ended). */
function statOf(pid: string): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'latin1')
    return text.slice(text.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

const SELF_STARTED = Number(statOf('self')![19])

function cannotBeOurs(pid: string): boolean {
  const stat = statOf(pid)
  // Ended: gone, or a zombie that its parent has not reaped yet (it runs nothing).
  if (!stat || stat[0] === 'Z' || stat[0] === 'X') return true
  const kernelThread = pid === '2' || stat[1] === '2'
  return kernelThread || Number(stat[19]) < SELF_STARTED
}

/** A marker for one server's environment, and a file it waits for (at most 10 s) before it fails. */
function marked(): { marker: string; gate: string; env: Record<string, string> } {
  const marker = `REFERENCE_STARTUP_${randomBytes(6).toString('hex')}`
  const gate = path.join(dir, `${marker}.gate`)
  return { marker, gate, env: { [marker]: '1', STARTUP_GATE: gate } }
}

/**
 * The error `start` fails with, and the processes seen holding `marker` while it ran: a live server is
 * seen to hold it, so that none holding it afterwards means that none is left. Once one is seen, the
 * gate file is made, for a server that waits for it before it fails. Looks for 30 s at most.
 */
async function failsAfterSeen(
  start: Promise<unknown>,
  { marker, gate }: { marker: string; gate: string }
): Promise<{ err: Error; seen: number[] }> {
  const err = failure(start)
  let settled = false
  void err.then(() => (settled = true))
  let seen: number[] = []
  for (const deadline = Date.now() + 30_000; !settled && seen.length === 0 && Date.now() < deadline;) {
    seen = processesWith(marker)
    if (seen.length === 0) await new Promise(resolve => setTimeout(resolve, 20))
  }
  await writeFile(gate, '')
  return { err: await err, seen }
}

/** Shell lines that wait (at most 10 s) for the file named in STARTUP_GATE. */
const AWAIT_GATE_SH =
  'i=0; while [ ! -e "$STARTUP_GATE" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done\n'
/** Python lines that do the same. */
const AWAIT_GATE_PY = [
  'import os, time',
  'for _ in range(100):',
  '    if os.path.exists(os.environ["STARTUP_GATE"]):',
  '        break',
  '    time.sleep(0.1)',
  ''
].join('\n')

async function failure(run: Promise<unknown>): Promise<Error> {
  const err = await run.then(
    () => undefined,
    (e: Error) => e
  )
  if (!err) throw new Error('the server started')
  return err
}

const count = (text: string, part: string) => text.split(part).length - 1

describe('reference server start-up', () => {
  it('names an interpreter that is not there, with the install hint', async () => {
    const missing = path.join(dir, 'no-python')
    const err = await failure(
      startReferenceServer(spec({ localPython: missing }), options(CLASSIFIER), { serveDir: SERVE })
    )
    expect(err).toBeInstanceOf(UserError)
    expect(err.message).toBe(
      `local-python: ${JSON.stringify(missing)} cannot run the reference PyTorch server (import torch failed: not found). ${INSTALL_HINT}`
    )
  })

  it("names an interpreter without torch from the server's own failed start, once, and leaves nothing running", async () => {
    // The system interpreter without its site packages: the standard library only, so no torch.
    // It starts once the test has seen it running.
    const python = path.join(dir, 'python-without-torch')
    await writeFile(python, `#!/bin/sh\n${AWAIT_GATE_SH}exec /usr/bin/python3 -S "$@"\n`)
    await chmod(python, 0o755)
    const mark = marked()
    const opts = options(CLASSIFIER, { env: mark.env })
    const { err, seen } = await failsAfterSeen(
      startReferenceServer(spec({ localPython: python }), opts, { serveDir: SERVE }),
      mark
    )
    expect(seen).not.toEqual([])
    expect(err).toBeInstanceOf(UserError)
    expect(err.message).toBe(
      `local-python: ${JSON.stringify(python)} cannot run the reference PyTorch server ` +
        `(import torch failed: ModuleNotFoundError: No module named 'torch'). ${INSTALL_HINT}`
    )
    expect(count(err.message, "No module named 'torch'")).toBe(1)
    expect(processesWith(mark.marker)).toEqual([])
  })

  it("reports a model that fails to load once, with the server's last words, and leaves nothing running", async () => {
    // The model fails to load once the test has seen the server running.
    const model = await handlerModel(
      `${AWAIT_GATE_PY}\ndef model_fn(model_dir):\n    raise RuntimeError("weights are corrupt")\n`
    )
    const mark = marked()
    const { err, seen } = await failsAfterSeen(
      startReferenceServer(spec(), options(model, { env: mark.env }), { serveDir: SERVE }),
      mark
    )
    expect(seen).not.toEqual([])
    expect(err).toBeInstanceOf(UserError)
    expect(err.message).toMatch(
      /^local mode: the reference PyTorch server \(\/usr\/bin\/python3 .*reference_server\.py\) exited with status 2 before it answered GET \/ping\.\nIts last output lines:\n/
    )
    expect(err.message).toContain('  | reference server: model_fn failed: RuntimeError: weights are corrupt')
    expect(count(err.message, 'weights are corrupt')).toBe(1)
    expect(processesWith(mark.marker)).toEqual([])
  })

  it('ends a server that never becomes ready at the deadline, leaving nothing running', async () => {
    const model = await handlerModel('import time\n\ndef model_fn(model_dir):\n    time.sleep(600)\n')
    const mark = marked()
    const opts = options(model, { env: mark.env, pingDeadlineMs: 4_000 })
    const { err, seen } = await failsAfterSeen(startReferenceServer(spec(), opts, { serveDir: SERVE }), mark)
    expect(seen).not.toEqual([])
    expect(err.message).toMatch(
      /did not answer GET http:\/\/127\.0\.0\.1:\d+\/ping with 200 within 4 s \(no answer\)/
    )
    expect(processesWith(mark.marker)).toEqual([])
  })
})

describe('the device the reference server runs on', () => {
  // A handler that answers with the context it was given, and the device of the default model_fn.
  const CONTEXT_HANDLER = [
    'import json, os, reference_device',
    '',
    'def model_fn(model_dir, context):',
    '    return {"gpu_id": context.system_properties["gpu_id"], "device": reference_device.of_context(context)}',
    '',
    'def transform_fn(model, data, content_type, accept, context):',
    '    return json.dumps({"load": model, "request_gpu_id": context.system_properties["gpu_id"],',
    '                       "cuda_visible": os.environ.get("CUDA_VISIBLE_DEVICES")}), "application/json"',
    ''
  ].join('\n')

  async function answer(instanceType: string) {
    const model = await handlerModel(CONTEXT_HANDLER)
    const opts = options(model)
    const server = await startReferenceServer(spec({}, instanceType), opts, { serveDir: SERVE })
    try {
      const res = await fetch(`${server.url}/invocations`, { method: 'POST', body: '{}' })
      return { body: await res.json(), info: opts.info, warnings: opts.warnings }
    } finally {
      await server.stop()
    }
  }

  const cuda =
    execFileSync('/usr/bin/python3', ['-c', 'import torch; print(torch.cuda.is_available())'])
      .toString()
      .trim() === 'True'

  it('local: the CPU, as on a CPU instance; gpu_id None, no GPU visible to the handlers; logged', async () => {
    const got = await answer('local')
    expect(got.body).toEqual({
      load: { gpu_id: null, device: 'cpu' },
      request_gpu_id: null,
      cuda_visible: ''
    })
    expect(got.info).toContain('reference server: device cpu (instance-type local)')
    expect(got.warnings).toEqual([])
  })

  ;(cuda ? it.skip : it)('local_gpu where torch sees no GPU: one warning, and the CPU', async () => {
    const got = await answer('local_gpu')
    expect(got.body).toEqual({
      load: { gpu_id: null, device: 'cpu' },
      request_gpu_id: null,
      cuda_visible: null
    })
    expect(got.warnings).toEqual([
      'reference server: warning: instance-type local_gpu, but torch sees no GPU ' +
        '(torch.cuda.is_available() is False): the model runs on the CPU'
    ])
  })

  // Runs only where torch sees a GPU; elsewhere it is skipped, and says why in its name.
  ;(cuda ? it : it.skip)(
    'local_gpu on a GPU: gpu_id 0 in the handler context, the default handlers on cuda:0 (skipped: torch sees no GPU here)',
    async () => {
      const got = await answer('local_gpu')
      expect(got.body).toMatchObject({ load: { gpu_id: 0, device: 'cuda:0' }, request_gpu_id: 0 })
      expect(got.info.some(l => l.startsWith('reference server: device cuda:0 ('))).toBe(true)
      expect(got.warnings).toEqual([])
      const server = await startReferenceServer(spec({}, 'local_gpu'), options(CLASSIFIER), {
        serveDir: SERVE
      })
      try {
        const image = readFileSync(
          path.resolve('test/fixtures/shapes/images', readdirSync('test/fixtures/shapes/images')[0])
        )
        const res = await fetch(`${server.url}/invocations`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-image' },
          body: image
        })
        expect(res.status).toBe(200)
      } finally {
        await server.stop()
      }
    }
  )

  it('chooses as the toolkit does: the GPUs in turn by worker, the CPU without one or for local', () => {
    const script = [
      'import json, sys',
      `sys.path.insert(0, ${JSON.stringify(SERVE)})`,
      'import reference_device as d',
      'class Cuda:',
      '    def __init__(self, n): self.n = n',
      '    def is_available(self): return self.n > 0',
      '    def device_count(self): return self.n',
      '    def get_device_name(self, i): return "GPU %d" % i',
      'class Ctx:',
      '    def __init__(self, g): self.system_properties = {"model_dir": "/m", "gpu_id": g}',
      'out = []',
      'for want, worker, n in [(False, 1, 2), (True, 1, 0), (True, 1, 2), (True, 2, 2), (True, 3, 2)]:',
      '    c = d.choose(want, worker, Cuda(n))',
      '    out.append([c.name, c.gpu_id, c.warning, c.line])',
      'out.append([d.of_context(Ctx(None)), d.of_context(Ctx(1)), d.of_context(None)])',
      'print(json.dumps(out))'
    ].join('\n')
    const out = JSON.parse(execFileSync('/usr/bin/python3', ['-S', '-c', script]).toString()) as unknown[]
    expect(out).toEqual([
      ['cpu', null, false, 'device cpu (instance-type local)'],
      [
        'cpu',
        null,
        true,
        'instance-type local_gpu, but torch sees no GPU (torch.cuda.is_available() is False): the model runs on the CPU'
      ],
      ['cuda:0', 0, false, 'device cuda:0 (GPU 0), gpu_id 0'],
      ['cuda:1', 1, false, 'device cuda:1 (GPU 1), gpu_id 1'],
      ['cuda:0', 0, false, 'device cuda:0 (GPU 0), gpu_id 0'],
      ['cpu', 'cuda:1', 'cpu']
    ])
  })
})

describe('how many workers the reference server runs', () => {
  const cores = os.availableParallelism()
  const GiB = 2 ** 30
  const workers = (n: number) => `${n} worker${n === 1 ? '' : 's'}`

  // A handler that tells which process answered and on which GPU; its model_fn runs out of GPU memory
  // in every worker but the first to load when the model folder holds `oom-after-first`, and a request
  // whose body is `oom` runs out of it while predicting.
  const WHO_HANDLER = [
    'import json, os, time, torch',
    '',
    'def model_fn(model_dir, context):',
    '    if os.path.exists(os.path.join(model_dir, "oom-after-first")):',
    '        try:',
    '            os.close(os.open(os.path.join(model_dir, "loaded"), os.O_CREAT | os.O_EXCL | os.O_WRONLY))',
    '        except FileExistsError:',
    '            raise torch.cuda.OutOfMemoryError("CUDA out of memory. Tried to allocate 2.00 GiB")',
    '    return {"gpu_id": context.system_properties["gpu_id"]}',
    '',
    'def transform_fn(model, data, content_type, accept, context):',
    '    if data == b"oom":',
    '        raise torch.cuda.OutOfMemoryError("CUDA out of memory. Tried to allocate 1.00 GiB")',
    '    time.sleep(json.loads(data or b"{}").get("sleep", 0))',
    '    return json.dumps({"pid": os.getpid(), "gpu_id": model["gpu_id"]}), "application/json"',
    ''
  ].join('\n')

  /**
   * An interpreter whose torch sees `gpus` fake GPUs, each with `freeBytes` free (one number for all,
   * or one per GPU): the real torch with torch.cuda's questions answered by a sitecustomize module, so
   * the server's own survey, worker rule and device choice run as they would on such a machine (the
   * handler above never touches CUDA). `cores`: the CPU set the process is told it has.
   */
  async function fakeCudaPython(gpus: number, freeBytes: number | number[], cores?: number): Promise<string> {
    const free = Array.isArray(freeBytes) ? freeBytes : Array.from({ length: gpus }, () => freeBytes)
    const name = `fake-cuda-${gpus}-${free.join('-')}-${cores ?? 'own'}`
    const site = path.join(dir, name)
    await mkdir(site, { recursive: true })
    await writeFile(
      path.join(site, 'sitecustomize.py'),
      [
        'import os',
        'import torch',
        `FREE = ${JSON.stringify(free)}`,
        `torch.cuda.is_available = lambda: ${gpus} > 0`,
        `torch.cuda.device_count = lambda: ${gpus}`,
        'torch.cuda.get_device_name = lambda i=None: "Fake GPU %d" % (i or 0)',
        'torch.cuda.mem_get_info = lambda i=None: (FREE[i or 0], 2 * FREE[i or 0])',
        ...(cores ? [`os.sched_getaffinity = lambda pid: set(range(${cores}))`] : []),
        ''
      ].join('\n')
    )
    const python = path.join(dir, `python-${name}`)
    await writeFile(python, `#!/bin/sh\nPYTHONPATH=${site} exec /usr/bin/python3 "$@"\n`)
    await chmod(python, 0o755)
    return python
  }

  /** A model folder with WHO_HANDLER and a sparse weights file of `weightBytes`. */
  async function whoModel(weightBytes = 0, oomAfterFirst = false): Promise<string> {
    const model = await handlerModel(WHO_HANDLER)
    if (weightBytes) execFileSync('truncate', ['-s', String(weightBytes), path.join(model, 'weights.bin')])
    if (oomAfterFirst) await writeFile(path.join(model, 'oom-after-first'), '')
    return model
  }

  async function post(url: string, body: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await fetch(`${url}/invocations`, { method: 'POST', body })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }

  /** Starts the server, runs `check` with it and the processes it started (marked), then stops it. */
  async function withServer(
    control: Partial<LocalSpec['control']>,
    instanceType: string,
    model: string,
    env: Record<string, string>,
    check: (url: string, processes: number[], logged: Logged) => Promise<void>
  ): Promise<void> {
    const marker = `REFERENCE_WORKERS_${randomBytes(6).toString('hex')}`
    const opts = options(model, { env: { ...env, [marker]: '1' } })
    const server = await startReferenceServer(spec(control, instanceType), opts, { serveDir: SERVE })
    try {
      await check(server.url, processesWith(marker), opts)
    } finally {
      await server.stop()
    }
    expect(processesWith(marker)).toEqual([])
  }

  /** The worker pids that answer `n` requests sent together, each taking a second. */
  async function answering(url: string, n: number): Promise<Set<number>> {
    const answers = await Promise.all(Array.from({ length: n }, () => post(url, '{"sleep": 1}')))
    return new Set(answers.map(a => a.body.pid as number))
  }

  it('local: one worker per core, logged with the cores and why', async () => {
    const expected = cores
    await withServer({}, 'local', await whoModel(), {}, async (url, processes, logged) => {
      expect(logged.info).toContain(
        `reference server: ${workers(expected)} (${cores} cores, 0 GPUs): one per core on the CPU, ` +
          'each computing one request at a time'
      )
      // One worker is the server process itself; more are its children.
      expect(processes).toHaveLength(expected === 1 ? 1 : expected + 1)
      expect(logged.warnings).toEqual([])
    })
  }, 90_000)

  it("the user's SAGEMAKER_MODEL_SERVER_WORKERS wins, and every worker serves", async () => {
    const env = { SAGEMAKER_MODEL_SERVER_WORKERS: '3' }
    await withServer({}, 'local', await whoModel(), env, async (url, processes, logged) => {
      expect(logged.info).toContain(
        `reference server: 3 workers (${cores} cores, 0 GPUs): SAGEMAKER_MODEL_SERVER_WORKERS=3`
      )
      expect(processes).toHaveLength(4)
      const pids = await answering(url, 6)
      expect(pids.size).toBe(3)
      for (const pid of pids) expect(processes).toContain(pid)
    })
  }, 90_000)

  it('local_gpu on a GPU: single-threaded workers per GPU, one per core at most, each on the GPU', async () => {
    const perGpu = Math.max(1, Math.min(4, cores))
    const python = await fakeCudaPython(1, 70 * GiB)
    await withServer(
      { localPython: python },
      'local_gpu',
      await whoModel(),
      {},
      async (url, processes, logged) => {
        expect(logged.info).toContain(
          `reference server: ${workers(perGpu)} (${cores} cores, 1 GPU): ${perGpu} single-threaded per GPU, ` +
            'at most 4 per GPU and one per core'
        )
        expect(
          logged.info.filter(l => l.startsWith('reference server: device cuda:0 (Fake GPU 0), gpu_id 0'))
        ).toHaveLength(perGpu)
        expect(processes).toHaveLength(perGpu === 1 ? 1 : perGpu + 1)
        // Two requests in flight per worker: more threads in one process only take turns.
        const params = (await (await fetch(`${url}/execution-parameters`)).json()) as object
        expect(params).toEqual({
          MaxConcurrentTransforms: 2 * perGpu,
          BatchStrategy: 'MULTI_RECORD',
          MaxPayloadInMB: 6
        })
        const answers = await Promise.all(Array.from({ length: 2 * perGpu }, () => post(url, '{"sleep": 1}')))
        expect(new Set(answers.map(a => a.body.pid)).size).toBe(perGpu)
        expect(answers.every(a => a.body.gpu_id === 0)).toBe(true)
        expect(logged.warnings).toEqual([])
      }
    )
  }, 90_000)

  it('a model that fits fewer times in GPU memory than the rule asks gets fewer workers, and the log says so', async () => {
    // 2 GiB of weights need about 3.4 GiB a worker with the CUDA context: 5 GiB free holds one.
    const byRule = Math.min(4, cores)
    expect(byRule).toBeGreaterThan(1) // on one core the rule asks for one worker: nothing to cut
    const python = await fakeCudaPython(1, 5 * GiB)
    const model = await whoModel(2 * GiB)
    await withServer({ localPython: python }, 'local_gpu', model, {}, async (url, processes, logged) => {
      expect(logged.info).toContain(
        `reference server: 1 worker (${cores} cores, 1 GPU): ${byRule} by the rule (${byRule} ` +
          "single-threaded per GPU, at most 4 per GPU and one per core), but each GPU's free memory (5.0 GiB) " +
          'holds the model 1 time (about 3.4 GiB each: its files and a process); ' +
          'SAGEMAKER_MODEL_SERVER_WORKERS sets the count'
      )
      expect(processes).toHaveLength(1)
      expect((await post(url, '{}')).body).toEqual({ pid: processes[0], gpu_id: 0 })
    })
  }, 90_000)

  it('two GPUs with different free memory: the smaller one decides, and the count is per GPU', async () => {
    // 16 cores, 2 GPUs: 4 per GPU by the rule. 2 GiB of weights need about 3.4 GiB a worker: the GPU
    // with 5 GiB free holds one, the other 70 GiB; each GPU gets the same count, so 2 in all.
    const python = await fakeCudaPython(2, [70 * GiB, 5 * GiB], 16)
    const model = await whoModel(2 * GiB)
    await withServer({ localPython: python }, 'local_gpu', model, {}, async (url, processes, logged) => {
      expect(logged.info).toContain(
        'reference server: 2 workers (16 cores, 2 GPUs): 8 by the rule (4 single-threaded per GPU, at most 4 ' +
          "per GPU and one per core), but each GPU's free memory (5.0 GiB) holds the model 1 time (about 3.4 GiB " +
          'each: its files and a process); SAGEMAKER_MODEL_SERVER_WORKERS sets the count'
      )
      expect(processes).toHaveLength(3) // the server and its two workers
      const answers = await Promise.all(Array.from({ length: 4 }, () => post(url, '{"sleep": 1}')))
      expect(new Set(answers.map(a => a.body.gpu_id))).toEqual(new Set([0, 1]))
    })
  }, 90_000)

  it('a worker that runs out of GPU memory loading the model is dropped, the others serve, and the log says so', async () => {
    const byRule = Math.min(4, cores)
    expect(byRule).toBeGreaterThan(1)
    const python = await fakeCudaPython(1, 70 * GiB)
    const model = await whoModel(0, true)
    await withServer({ localPython: python }, 'local_gpu', model, {}, async (url, processes, logged) => {
      const oom = logged.warnings.filter(l => / CUDA out of memory loading the model on cuda:0 /.test(l))
      expect(oom).toHaveLength(byRule - 1)
      expect(oom[0]).toMatch(
        new RegExp(
          `^reference server: worker \\d: CUDA out of memory loading the model on cuda:0 \\(CUDA out of memory\\. ` +
            `Tried to allocate 2\\.00 GiB\\): ${byRule} workers each hold a copy of the model: set ` +
            'SAGEMAKER_MODEL_SERVER_WORKERS lower in model-env$'
        )
      )
      expect(logged.warnings.at(-1)).toMatch(
        /^reference server: warning: worker \d ran out of GPU memory loading the model; serving with 1 worker \(SAGEMAKER_MODEL_SERVER_WORKERS sets the count\)$/
      )
      expect(processes).toHaveLength(2) // the server and the one worker left
      const serving = await answering(url, 2)
      expect(serving.size).toBe(1)
      expect(processes).toContain([...serving][0])
      // Out of memory while answering: a 500 that says so, where, and the fix, then the traceback.
      const answer = await fetch(`${url}/invocations`, { method: 'POST', body: 'oom' })
      expect(answer.status).toBe(500)
      expect(await answer.text()).toMatch(
        new RegExp(
          `^CUDA out of memory on cuda:0 \\(worker \\d\\): ${byRule} workers each hold a copy of the model: set ` +
            'SAGEMAKER_MODEL_SERVER_WORKERS lower in model-env, or send smaller requests \\(max-payload, split-type\\) ' +
            '\\(CUDA out of memory\\. Tried to allocate 1\\.00 GiB\\)\\nTraceback \\(most recent call last\\):\\n'
        )
      )
    })
  }, 90_000)

  it("with the user's count, a worker out of GPU memory ends the start, named with the fix", async () => {
    const python = await fakeCudaPython(1, 70 * GiB)
    const model = await whoModel(0, true)
    const marker = `REFERENCE_WORKERS_${randomBytes(6).toString('hex')}`
    const opts = options(model, { env: { SAGEMAKER_MODEL_SERVER_WORKERS: '2', [marker]: '1' } })
    const err = await failure(
      startReferenceServer(spec({ localPython: python }, 'local_gpu'), opts, { serveDir: SERVE })
    )
    expect(err).toBeInstanceOf(UserError)
    expect(err.message).toContain('exited with status 4 before it answered GET /ping')
    expect(err.message).toMatch(
      /\| reference server: worker \d: CUDA out of memory loading the model on cuda:0 \(CUDA out of memory\. Tried to allocate 2\.00 GiB\): 2 workers each hold a copy of the model: set SAGEMAKER_MODEL_SERVER_WORKERS lower in model-env\n/
    )
    expect(processesWith(marker)).toEqual([])
  }, 90_000)

  it('the rule over machines this one is not: cores, GPUs, memory, and the user', () => {
    const script = [
      'import json, sys',
      `sys.path.insert(0, ${JSON.stringify(SERVE)})`,
      'import reference_worker_rule as r',
      'G = 2 ** 30',
      'cases = [',
      '    (None, 1, 0, 0, None), (None, 2, 0, 0, None), (None, 16, 0, 0, None), (None, 64, 0, 0, 256 * G),',
      '    (None, 2, 1, 0, None), (None, 16, 1, G // 10, 79 * G), (None, 16, 8, 0, 79 * G), (None, 64, 8, 0, None),',
      '    (None, 16, 1, 30 * G, 79 * G), (None, 16, 0, 4 * G, 10 * G), (8, 16, 1, 30 * G, 1 * G),',
      '    (None, 16, 2, 30 * G, 79 * G), (None, 16, 1, 30 * G, 20 * G), (None, 16, 2, 30 * G, 20 * G),',
      ']',
      'print(json.dumps([[p.count, p.chosen, p.line] for p in (r.choose(*c) for c in cases)]))'
    ].join('\n')
    const out = JSON.parse(execFileSync('/usr/bin/python3', ['-S', '-c', script]).toString()) as unknown[]
    const cpu = 'one per core on the CPU, each computing one request at a time'
    const gpu = (n: number) => `${n} single-threaded per GPU, at most 4 per GPU and one per core`
    expect(out).toEqual([
      [1, true, `1 worker (1 core, 0 GPUs): ${cpu}`],
      [2, true, `2 workers (2 cores, 0 GPUs): ${cpu}`],
      [16, true, `16 workers (16 cores, 0 GPUs): ${cpu}`],
      [64, true, `64 workers (64 cores, 0 GPUs): ${cpu}`],
      [2, true, `2 workers (2 cores, 1 GPU): ${gpu(2)}`],
      [4, true, `4 workers (16 cores, 1 GPU): ${gpu(4)}`],
      [16, true, `16 workers (16 cores, 8 GPUs): ${gpu(2)}`],
      [32, true, `32 workers (64 cores, 8 GPUs): ${gpu(4)}`],
      [
        2,
        true,
        `2 workers (16 cores, 1 GPU): 4 by the rule (${gpu(4)}), but each GPU's free memory (79.0 GiB) holds ` +
          'the model 2 times (about 37.0 GiB each: its files and a process); SAGEMAKER_MODEL_SERVER_WORKERS sets the count'
      ],
      [
        1,
        true,
        `1 worker (16 cores, 0 GPUs): 16 by the rule (${cpu}), but the available memory (10.0 GiB) holds ` +
          'the model 1 time (about 5.0 GiB each: its files and a process); SAGEMAKER_MODEL_SERVER_WORKERS sets the count'
      ],
      [8, false, '8 workers (16 cores, 1 GPU): SAGEMAKER_MODEL_SERVER_WORKERS=8'],
      // Two GPUs: what one GPU's free memory holds, on each of them.
      [
        4,
        true,
        `4 workers (16 cores, 2 GPUs): 8 by the rule (${gpu(4)}), but each GPU's free memory (79.0 GiB) holds ` +
          'the model 2 times (about 37.0 GiB each: its files and a process); SAGEMAKER_MODEL_SERVER_WORKERS sets the count'
      ],
      // A model larger than the free memory: still one worker (its own start says whether it fits).
      [
        1,
        true,
        `1 worker (16 cores, 1 GPU): 4 by the rule (${gpu(4)}), but each GPU's free memory (20.0 GiB) holds ` +
          'the model 1 time (about 37.0 GiB each: its files and a process); SAGEMAKER_MODEL_SERVER_WORKERS sets the count'
      ],
      [
        2,
        true,
        `2 workers (16 cores, 2 GPUs): 8 by the rule (${gpu(4)}), but each GPU's free memory (20.0 GiB) holds ` +
          'the model 1 time (about 37.0 GiB each: its files and a process); SAGEMAKER_MODEL_SERVER_WORKERS sets the count'
      ]
    ])
  })

  it('asks a forked child for the GPUs, so the server process never sets CUDA up; a failed answer is named', () => {
    const script = [
      'import json, os, sys',
      `sys.path.insert(0, ${JSON.stringify(SERVE)})`,
      'import reference_device as d',
      'class Cuda:',
      '    def __init__(self, fail): self.fail = fail',
      '    def is_available(self):',
      '        if self.fail: raise RuntimeError("driver too old")',
      '        return True',
      '    def device_count(self): return 2',
      '    def mem_get_info(self, i):',
      '        return (10 + i, 20) if os.getpid() != PARENT else (0, 0)',
      'PARENT = os.getpid()',
      'out = []',
      'for fail in (False, True):',
      '    s = d.start_survey(Cuda(fail)).result()',
      '    out.append([s.count, s.free, s.problem])',
      'print(json.dumps(out))'
    ].join('\n')
    const out = JSON.parse(execFileSync('/usr/bin/python3', ['-S', '-c', script]).toString()) as unknown[]
    expect(out).toEqual([
      [2, [10, 11], null],
      [0, [], 'asking torch for the GPUs failed (RuntimeError: driver too old)']
    ])
  })
})
