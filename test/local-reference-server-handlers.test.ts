// The reference server's handler contract and default codecs, with tiny handler modules written into
// temp model directories around the fixture linear model (y = [sum(x), x0 - x1 + 2 x2 + 0.5]).
import http from 'node:http'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { UserError } from '../src/errors.js'
import { startReferenceServer } from '../src/backends/local/servers/reference.js'
import type { ModelServer } from '../src/backends/local/server.js'
import { makeSpec } from './support/report-env.js'
import { settled } from './support/planned-job.js'

const LINEAR = path.resolve('test/fixtures/models/linear/model.pt')
const HANDLER_ENV = { SAGEMAKER_PROGRAM: 'inference.py', SAGEMAKER_SUBMIT_DIRECTORY: '/opt/ml/model/code' }

let root: string
const spec = settled(makeSpec({ data: '/tmp/in', output: '/tmp/out', mode: 'local' }))

/** A model dir: the linear model.pt plus `code/<name>` files. */
async function modelDir(name: string, code: Record<string, string>, model = true): Promise<string> {
  const dir = path.join(root, name)
  await mkdir(path.join(dir, 'code'), { recursive: true })
  if (model) await copyFile(LINEAR, path.join(dir, 'model.pt'))
  for (const [file, text] of Object.entries(code)) await writeFile(path.join(dir, 'code', file), text)
  return dir
}

function start(dir: string, env: Record<string, string> = HANDLER_ENV): Promise<ModelServer> {
  return startReferenceServer(spec, { modelDir: dir, env, pingDeadlineMs: 60_000, framework: 'pytorch' })
}

async function post(server: ModelServer, body: string | Buffer, headers: Record<string, string>) {
  const res = await fetch(`${server.url}/invocations`, { method: 'POST', headers, body })
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer())
  }
}

/** A version 1.0 .npy file of little-endian float32 values. */
function npy(shape: number[], values: number[]): Buffer {
  let header = `{'descr': '<f4', 'fortran_order': False, 'shape': (${shape.join(', ')}${shape.length === 1 ? ',' : ''}), }`
  header += ' '.repeat(63 - ((10 + header.length) % 64)) + '\n'
  const head = Buffer.alloc(10)
  Buffer.from('\x93NUMPY', 'latin1').copy(head)
  head[6] = 1
  head[7] = 0
  head.writeUInt16LE(header.length, 8)
  const data = Buffer.alloc(values.length * 4)
  values.forEach((v, i) => data.writeFloatLE(v, i * 4))
  return Buffer.concat([head, Buffer.from(header, 'latin1'), data])
}

function readNpy(buf: Buffer): { descr: string; shape: number[]; values: number[] } {
  expect(buf.subarray(0, 6).toString('latin1')).toBe('\x93NUMPY')
  const len = buf.readUInt16LE(8)
  const header = buf.subarray(10, 10 + len).toString('latin1')
  const descr = /'descr': '([^']+)'/.exec(header)![1]
  const shape = /'shape': \(([^)]*)\)/
    .exec(header)![1]
    .split(',')
    .map(s => s.trim())
    .filter(Boolean)
    .map(Number)
  expect(descr).toBe('<f8')
  const data = buf.subarray(10 + len)
  return { descr, shape, values: Array.from({ length: data.length / 8 }, (_, i) => data.readDoubleLE(i * 8)) }
}

const TRANSFORM_ONLY = `import json
import torch


def transform_fn(model, input_data, content_type, accept):
    rows = json.loads(input_data)
    out = model(torch.tensor(rows, dtype=torch.float32))
    return json.dumps({"y": out.tolist(), "content_type": content_type, "accept": accept}), "application/vnd.test+json"
`

const WITH_CONTEXT = `import json
import os

import torch

from helper import SCALE


def model_fn(model_dir, context):
    model = torch.jit.load(os.path.join(model_dir, "model.pt"), map_location="cpu")
    return {"model": model, "dir": context.system_properties["model_dir"]}


def input_fn(input_data, content_type, context):
    values = [float(v) * SCALE for v in input_data.decode().split()]
    return torch.tensor(values), context.get_request_header(0, "X-Probe"), content_type


def predict_fn(data, model, context):
    x, probe, content_type = data
    return model["model"](x), probe, content_type, model["dir"] == context.model_dir


def output_fn(prediction, accept, context):
    y, probe, content_type, same_dir = prediction
    return json.dumps({"y": y.tolist(), "probe": probe, "content_type": content_type, "same_dir": same_dir})
`

const WITHOUT_CONTEXT = `import torch


def input_fn(input_data, content_type):
    return torch.tensor([[float(v) for v in line.split()] for line in input_data.decode().splitlines()])


def predict_fn(data, model):
    with torch.no_grad():
        return model(data) * 2
`

const MIXED = `def transform_fn(model, data, content_type, accept):
    return data


def input_fn(data, content_type):
    return data


def output_fn(prediction, accept):
    return prediction
`

const BROKEN_MODEL_FN = `def model_fn(model_dir):
    raise RuntimeError("weights are corrupt")
`

let defaults: ModelServer
let transformOnly: ModelServer
let withContext: ModelServer
let withoutContext: ModelServer
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'reference-handlers-'))
  const dirs = await Promise.all([
    modelDir('defaults', {}),
    modelDir('transform', { 'inference.py': TRANSFORM_ONLY }),
    modelDir('context', { 'inference.py': WITH_CONTEXT, 'helper.py': 'SCALE = 2\n' }),
    modelDir('plain', { 'handlers.py': WITHOUT_CONTEXT })
  ])
  ;[defaults, transformOnly, withContext, withoutContext] = await Promise.all([
    start(dirs[0], {
      ...HANDLER_ENV,
      SAGEMAKER_REFERENCE_EXECUTION_PARAMETERS: '{"MaxConcurrentTransforms": 3}'
    }),
    start(dirs[1]),
    start(dirs[2]),
    start(dirs[3], { SAGEMAKER_PROGRAM: 'handlers.py', SAGEMAKER_SUBMIT_DIRECTORY: '/opt/ml/model/code' })
  ])
}, 90_000)
afterAll(async () => {
  await Promise.all([defaults, transformOnly, withContext, withoutContext].map(s => s?.stop()))
  await rm(root, { recursive: true, force: true })
})

describe('default decoders and encoders (no handler module)', () => {
  it('application/json in and out', async () => {
    const r = await post(defaults, '[[1, 2, 3, 4], [0, 0, 0, 1]]', { 'Content-Type': 'application/json' })
    expect(r.status).toBe(200)
    expect(r.type).toBe('application/json')
    expect(JSON.parse(r.bytes.toString())).toEqual([
      [10, 5.5],
      [1, 0.5]
    ])
  })

  it('text/csv in and out, one row per record', async () => {
    const r = await post(defaults, '1,2,3,4\n0,0,0,1\n', { 'Content-Type': 'text/csv', Accept: 'text/csv' })
    expect(r.status).toBe(200)
    expect(r.type).toBe('text/csv')
    expect(r.bytes.toString()).toBe('10.0,5.5\n1.0,0.5\n')
  })

  it('reads a body sent with chunked transfer encoding (max-payload: 0), in several chunks', async () => {
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = http.request(`${defaults.url}/invocations`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv', Accept: 'text/csv', 'Transfer-Encoding': 'chunked' }
      })
      req.on('response', res => {
        const parts: Buffer[] = []
        res.on('data', (c: Buffer) => parts.push(c))
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(parts).toString() }))
      })
      req.on('error', reject)
      req.write('1,2,')
      req.write('3,4\n0,0,')
      req.end('0,1\n')
    })
    expect(answer).toEqual({ status: 200, body: '10.0,5.5\n1.0,0.5\n' })
  })

  it('application/x-npy in and out', async () => {
    const r = await post(defaults, npy([2, 4], [1, 2, 3, 4, 0, 0, 0, 1]), {
      'Content-Type': 'application/x-npy',
      Accept: 'application/x-npy'
    })
    expect(r.status).toBe(200)
    expect(r.type).toBe('application/x-npy')
    // As the container: np.save of the answer as a list, so float64.
    expect(readNpy(r.bytes)).toEqual({ descr: '<f8', shape: [2, 2], values: [10, 5.5, 1, 0.5] })
  })

  it('answers JSON when Accept is absent or */*', async () => {
    for (const accept of [undefined, '*/*']) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' }
      if (accept) headers.Accept = accept
      const r = await post(defaults, '[1, 1, 1, 1]', headers)
      expect([r.status, r.type, r.bytes.toString()]).toEqual([200, 'application/json', '[4.0, 2.5]'])
    }
  })

  it('500, as the container, for a content type or accept the defaults cannot handle', async () => {
    const r = await post(defaults, 'xx', { 'Content-Type': 'image/png' })
    expect(r.status).toBe(500)
    expect(r.bytes.toString()).toMatch(/^Content type image\/png is not supported by this framework\.\n/)
    const a = await post(defaults, '[1, 1, 1, 1]', {
      'Content-Type': 'application/json',
      Accept: 'image/png'
    })
    expect(a.status).toBe(500)
    expect(a.bytes.toString()).toMatch(/^Content type image\/png is not supported by this framework\.\n/)
  })

  it("500 with the model's message and the traceback when the model fails on the input", async () => {
    const r = await post(defaults, '[1, 2]', { 'Content-Type': 'application/json' })
    expect(r.status).toBe(500)
    expect(r.type).toBe('text/plain')
    // str() of the error (TorchScript's own lines), a newline, then Python's traceback.
    const text = r.bytes.toString()
    const trace = text.indexOf('\nTraceback (most recent call last):\n')
    expect(trace).toBeGreaterThan(0)
    expect(text.slice(0, trace)).toContain('mat1 and mat2 shapes cannot be multiplied (1x2 and 4x2)')
  })

  it('serves /execution-parameters from its env, else from its core count; 404 for other paths', async () => {
    const given = await fetch(`${defaults.url}/execution-parameters`)
    expect([given.status, await given.json()]).toEqual([200, { MaxConcurrentTransforms: 3 }])
    const own = await fetch(`${transformOnly.url}/execution-parameters`)
    expect([own.status, await own.json()]).toEqual([
      200,
      {
        MaxConcurrentTransforms: 2 * os.availableParallelism(),
        BatchStrategy: 'MULTI_RECORD',
        MaxPayloadInMB: 6
      }
    ])
    expect((await fetch(`${defaults.url}/nothing`)).status).toBe(404)
  })
})

describe('handler modules', () => {
  it('transform_fn alone gets the raw body, content type and accept; its content type is answered', async () => {
    const r = await post(transformOnly, '[[1, 2, 3, 4]]', {
      'Content-Type': 'application/json',
      Accept: 'text/x-any'
    })
    expect(r.status).toBe(200)
    expect(r.type).toBe('application/vnd.test+json')
    expect(JSON.parse(r.bytes.toString())).toEqual({
      y: [[10, 5.5]],
      content_type: 'application/json',
      accept: 'text/x-any'
    })
  })

  it('model_fn/input_fn/predict_fn/output_fn with a trailing context; code/ is on sys.path', async () => {
    const r = await post(withContext, '1 2 3 4', {
      'Content-Type': 'text/plain',
      Accept: 'application/json',
      'X-Probe': 'probe-7'
    })
    expect(r.status).toBe(200)
    // output_fn returned a body alone: it is sent as the accept type.
    expect(r.type).toBe('application/json')
    expect(JSON.parse(r.bytes.toString())).toEqual({
      y: [20, 10.5],
      probe: 'probe-7',
      content_type: 'text/plain',
      same_dir: true
    })
  })

  it('input_fn/predict_fn without context from SAGEMAKER_PROGRAM, the default model_fn and output_fn', async () => {
    const r = await post(withoutContext, '1 2 3 4\n0 0 0 1', {
      'Content-Type': 'text/plain',
      Accept: 'text/csv'
    })
    expect([r.status, r.type, r.bytes.toString()]).toEqual([200, 'text/csv', '20.0,11.0\n2.0,1.0\n'])
  })
})

describe('start-up errors', () => {
  async function startError(name: string, code: Record<string, string>, model = true): Promise<UserError> {
    const dir = await modelDir(name, code, model)
    const err = await start(dir).then(
      s => s.stop().then(() => new Error('the server started')),
      (e: unknown) => e
    )
    expect(err).toBeInstanceOf(UserError)
    return err as UserError
  }

  it('transform_fn mixed with input_fn/output_fn stops the server with a clear message', async () => {
    const err = await startError('mixed', { 'inference.py': MIXED })
    expect(err.message).toMatch(
      /^local mode: the reference PyTorch server \(.+\) exited with status 2 before it answered GET \/ping\./
    )
    expect(err.message).toContain(
      `reference server: ${path.join(root, 'mixed', 'code', 'inference.py')} defines transform_fn together ` +
        'with input_fn, output_fn; define transform_fn alone, or input_fn/predict_fn/output_fn without transform_fn'
    )
  })

  it("a failing model_fn is reported with the user's message", async () => {
    const err = await startError('broken', { 'inference.py': BROKEN_MODEL_FN })
    expect(err.message).toContain('reference server: model_fn failed: RuntimeError: weights are corrupt')
  })

  it('no model.pt and no model_fn: says what to save or define', async () => {
    const err = await startError('empty', {}, false)
    expect(err.message).toContain(
      `reference server: no model.pt (or single .pt/.pth file) at the root of ${path.join(root, 'empty')}; ` +
        'save the TorchScript model there or define model_fn in code/inference.py'
    )
  })
})

// Each step appends `<step> <pid> <detail>` to the file named by HOOKS_LOG, so the test sees every
// worker's start-up, in order, and the requests each worker answered.
const HOOKS = `import json
import os


def _note(step, detail=""):
    with open(os.environ["HOOKS_LOG"], "a") as f:
        f.write("%s %d %s\\n" % (step, os.getpid(), detail))


def pre_model_fn(model_dir, context):
    _note("pre_model_fn", "%s %s" % (model_dir, context.system_properties["model_dir"] == model_dir))


def model_fn(model_dir):
    _note("model_fn", model_dir)
    return None


def model_warmup_fn(model_dir, model):
    _note("model_warmup_fn", "%s %r" % (model_dir, model))


def input_fn(input_data, content_type):
    _note("input_fn")
    return input_data


def predict_fn(data, model):
    return {"model": repr(model), "pid": os.getpid()}


def output_fn(prediction, accept):
    return json.dumps(prediction)
`

describe('start-up hooks, as the container runs them', () => {
  /** The HOOKS_LOG lines grouped by worker pid, in the order each worker wrote them. */
  async function steps(file: string): Promise<Map<number, string[]>> {
    const byPid = new Map<number, string[]>()
    for (const line of (await readFile(file, 'utf8')).split('\n').filter(Boolean)) {
      const [step, pid, ...detail] = line.split(' ')
      const list = byPid.get(Number(pid)) ?? []
      list.push([step, ...detail].join(' ').trim())
      byPid.set(Number(pid), list)
    }
    return byPid
  }

  // Two workers, four requests: every worker's start-up and the requests it answered, by pid.
  let dir: string
  let byPid: Map<number, string[]>
  let answers: { status: number; bytes: Buffer }[]
  beforeAll(async () => {
    dir = await modelDir('hooks', { 'inference.py': HOOKS }, false)
    const log = path.join(root, 'hooks.log')
    const server = await start(dir, { ...HANDLER_ENV, HOOKS_LOG: log, SAGEMAKER_MODEL_SERVER_WORKERS: '2' })
    try {
      answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          post(server, 'x', { 'Content-Type': 'application/octet-stream', Accept: 'application/json' })
        )
      )
    } finally {
      await server.stop()
    }
    byPid = await steps(log)
  }, 90_000)

  it('pre_model_fn(model_dir[, context]) runs before model_fn, once in each worker', () => {
    expect(byPid.size).toBe(2)
    for (const list of byPid.values()) {
      expect(list.filter(step => step.startsWith('pre_model_fn'))).toEqual([`pre_model_fn ${dir} True`])
      expect(list.indexOf(`pre_model_fn ${dir} True`)).toBe(0)
      expect(list[1]).toBe(`model_fn ${dir}`)
    }
  })

  it("model_warmup_fn(model_dir, model) runs after model_fn with its model, once in each worker, before the worker's first request", () => {
    expect(byPid.size).toBe(2)
    let requests = 0
    for (const list of byPid.values()) {
      expect(list.filter(step => step.startsWith('model_warmup_fn'))).toEqual([`model_warmup_fn ${dir} None`])
      expect(list.slice(1, 3)).toEqual([`model_fn ${dir}`, `model_warmup_fn ${dir} None`])
      const rest = list.slice(3)
      expect(rest.every(step => step === 'input_fn')).toBe(true)
      requests += rest.length
    }
    expect(requests).toBe(4)
  })

  it("model_fn's None is taken as it is and reaches the handlers", () => {
    expect(answers.map(a => a.status)).toEqual([200, 200, 200, 200])
    for (const a of answers) {
      const body = JSON.parse(a.bytes.toString()) as { model: string; pid: number }
      expect(body.model).toBe('None')
      expect(byPid.has(body.pid)).toBe(true)
    }
  })

  it('a failing start-up hook stops the server, naming the hook and its message', async () => {
    const failing = (hook: string) =>
      `def model_fn(model_dir):\n    return None\n\n\ndef ${hook}:\n    raise ValueError("not ready")\n`
    for (const [hook, signature] of [
      ['pre_model_fn', 'pre_model_fn(model_dir)'],
      ['model_warmup_fn', 'model_warmup_fn(model_dir, model)']
    ]) {
      const dir = await modelDir(`failing-${hook}`, { 'inference.py': failing(signature) }, false)
      const err = await start(dir).then(
        s => s.stop().then(() => new Error('the server started')),
        (e: unknown) => e
      )
      expect(err).toBeInstanceOf(UserError)
      expect((err as Error).message).toContain(`reference server: ${hook} failed: ValueError: not ready`)
    }
  }, 90_000)
})
