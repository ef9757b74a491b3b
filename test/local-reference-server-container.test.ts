// The reference server answers as the SageMaker PyTorch container's default handlers do, byte for byte
// (aws/sagemaker-pytorch-inference-toolkit at cc8bf99: default_pytorch_inference_handler.py and its
// sagemaker_inference decoder, encoder, parse_accept and transformer). The model is a plain scripted
// float32 nn.Linear(4, 2) (weights [[1,1,1,1],[1,-1,2,0]], bias [0,0.5]) made here with Debian's torch:
// unlike the fixture linear model it does not cast its input, so a tensor of another dtype fails in it.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { startReferenceServer } from '../src/backends/local/servers/reference.js'
import type { ModelServer } from '../src/backends/local/server.js'
import { makeSpec } from './support/report-env.js'
import { settled } from './support/planned-job.js'

const MAKE_LINEAR = `import sys
import torch

model = torch.nn.Linear(4, 2)
with torch.no_grad():
    model.weight.copy_(torch.tensor([[1.0, 1.0, 1.0, 1.0], [1.0, -1.0, 2.0, 0.0]]))
    model.bias.copy_(torch.tensor([0.0, 0.5]))
torch.jit.script(model).save(sys.argv[1])
`

/** A predict_fn that takes `seconds` (the input's first value) before it answers. */
const SLOW = `import time


def predict_fn(data, model):
    time.sleep(float(data[0][0]))
    return model(data)
`

const spec = settled(makeSpec({ data: '/tmp/in', output: '/tmp/out', mode: 'local' }))
let root: string
let plain: ModelServer
let timeoutGiven: ModelServer
let tsTimeoutWins: ModelServer
let csvByDefault: ModelServer

async function modelDir(name: string, code?: string): Promise<string> {
  const dir = path.join(root, name)
  await mkdir(path.join(dir, 'code'), { recursive: true })
  await promisify(execFile)('/usr/bin/python3', ['-c', MAKE_LINEAR, path.join(dir, 'model.pt')])
  if (code) await writeFile(path.join(dir, 'code', 'inference.py'), code)
  return dir
}

function start(dir: string, env: Record<string, string> = {}): Promise<ModelServer> {
  return startReferenceServer(spec, { modelDir: dir, env, pingDeadlineMs: 60_000, framework: 'pytorch' })
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'reference-container-'))
  const [defaults, slow] = await Promise.all([modelDir('defaults'), modelDir('slow', SLOW)])
  ;[plain, timeoutGiven, tsTimeoutWins, csvByDefault] = await Promise.all([
    start(defaults),
    start(slow, { SAGEMAKER_MODEL_SERVER_TIMEOUT: '1' }),
    // Any SAGEMAKER_TS_* variable makes TorchServe's per-model timeout (default 60 s) win.
    start(slow, { SAGEMAKER_MODEL_SERVER_TIMEOUT: '1', SAGEMAKER_TS_RESPONSE_TIMEOUT: '3' }),
    start(defaults, { SAGEMAKER_DEFAULT_INVOCATIONS_ACCEPT: 'text/csv' })
  ])
}, 120_000)
afterAll(async () => {
  await Promise.all([plain, timeoutGiven, tsTimeoutWins, csvByDefault].map(s => s?.stop()))
  await rm(root, { recursive: true, force: true })
})

async function post(server: ModelServer, body: string | Buffer, headers: Record<string, string>) {
  const res = await fetch(`${server.url}/invocations`, { method: 'POST', headers, body })
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    text: Buffer.from(await res.arrayBuffer()).toString('latin1')
  }
}

// A POST with no Accept header at all (fetch would add one that accepts any type).
function postWithoutAccept(server: ModelServer, body: string, contentType: string) {
  return new Promise<{ status?: number; type?: string; text: string }>((resolve, reject) => {
    const req = http.request(
      `${server.url}/invocations`,
      { method: 'POST', headers: { 'Content-Type': contentType } },
      res => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            type: res.headers['content-type'],
            text: Buffer.concat(chunks).toString('latin1')
          })
        )
      }
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** A version 1.0 .npy file, as numpy's np.save writes it (header padded to 64 bytes). */
function npy(descr: '<f4' | '<f8', shape: number[], values: number[]): Buffer {
  let header = `{'descr': '${descr}', 'fortran_order': False, 'shape': (${shape.join(', ')}), }`
  header += ' '.repeat(63 - ((10 + header.length) % 64)) + '\n'
  const head = Buffer.from([0x93, ...Buffer.from('NUMPY'), 1, 0, header.length & 0xff, header.length >> 8])
  const size = descr === '<f4' ? 4 : 8
  const data = Buffer.alloc(values.length * size)
  values.forEach((v, i) => (size === 4 ? data.writeFloatLE(v, i * 4) : data.writeDoubleLE(v, i * 8)))
  return Buffer.concat([head, Buffer.from(header, 'latin1'), data])
}

/** The container's UnsupportedFormatError text (its dedent keeps the indentation of the later lines). */
function unsupported(type: string): string {
  return (
    `Content type ${type} is not supported by this framework.\n\n` +
    '            Please implement input_fn to to deserialize the request data or an output_fn to\n' +
    '            serialize the response. For more information, see the SageMaker Python SDK README.\n' +
    'Traceback (most recent call last):\n'
  )
}

const JSON_IN = { 'Content-Type': 'application/json' }

describe('the default handlers answer as the PyTorch container', () => {
  it('JSON 2-D floats: a float32 tensor in, json.dumps of the list out', async () => {
    const r = await post(plain, '[[1.0, 2.0, 3.0, 4.0], [0.5, 0, 0, 1]]', {
      ...JSON_IN,
      Accept: 'application/json'
    })
    expect(r).toEqual({ status: 200, type: 'application/json', text: '[[10.0, 5.5], [1.5, 1.0]]' })
  })

  it('JSON of integers becomes float32 too (no dtype error)', async () => {
    const r = await post(plain, '[[1, 2, 3, 4]]', { ...JSON_IN, Accept: 'application/json' })
    expect(r).toEqual({ status: 200, type: 'application/json', text: '[[10.0, 5.5]]' })
  })

  it('CSV of one row is a 1-D input; its CSV answer is one value per line, as numpy.savetxt writes', async () => {
    const csv = await post(plain, '1,2,3,4', { 'Content-Type': 'text/csv', Accept: 'text/csv' })
    expect(csv).toEqual({ status: 200, type: 'text/csv', text: '10.0\n5.5\n' })
    const json = await post(plain, '1,2,3,4\n', { 'Content-Type': 'text/csv', Accept: 'application/json' })
    expect(json).toEqual({ status: 200, type: 'application/json', text: '[10.0, 5.5]' })
  })

  it('CSV of two rows: a row per line', async () => {
    const r = await post(plain, '1,2,3,4\n0.5,0,0,1\n', { 'Content-Type': 'text/csv', Accept: 'text/csv' })
    expect(r).toEqual({ status: 200, type: 'text/csv', text: '10.0,5.5\n1.5,1.0\n' })
  })

  it('NPY float32 in keeps its dtype; the answer is np.save of a list: float64', async () => {
    const r = await post(plain, npy('<f4', [1, 4], [1, 2, 3, 4]), {
      'Content-Type': 'application/x-npy',
      Accept: 'application/x-npy'
    })
    expect(r).toEqual({
      status: 200,
      type: 'application/x-npy',
      text: npy('<f8', [1, 2], [10, 5.5]).toString('latin1')
    })
  })

  it('an unsupported content type (a parameter too) is a 500 with the message and the traceback', async () => {
    for (const type of ['image/png', 'text/csv; charset=utf-8']) {
      const r = await post(plain, '1,2,3,4', { 'Content-Type': type, Accept: 'application/json' })
      expect([r.status, r.type]).toEqual([500, 'text/plain'])
      expect(r.text.startsWith(unsupported(type))).toBe(true)
    }
  })

  it('Accept text/csv for a JSON input', async () => {
    const r = await post(plain, '[[1, 2, 3, 4]]', { ...JSON_IN, Accept: 'text/csv' })
    expect(r).toEqual({ status: 200, type: 'text/csv', text: '10.0,5.5\n' })
  })

  it('an Accept list: its first supported type encodes, and the list as sent is the content type', async () => {
    const r = await post(plain, '[[1, 2, 3, 4]]', {
      ...JSON_IN,
      Accept: 'text/plain, text/csv, application/json'
    })
    expect(r).toEqual({ status: 200, type: 'text/plain, text/csv, application/json', text: '10.0,5.5\n' })
    // */* inside a list is not the default: no type of the list is supported.
    const none = await post(plain, '[[1, 2, 3, 4]]', { ...JSON_IN, Accept: 'text/plain, */*' })
    expect(none.status).toBe(500)
    expect(none.text.startsWith(unsupported('text/plain, */*'))).toBe(true)
  })

  it('Accept */* alone means the default accept, JSON', async () => {
    const r = await post(plain, '[[1, 2, 3, 4]]', { ...JSON_IN, Accept: '*/*' })
    expect(r).toEqual({ status: 200, type: 'application/json', text: '[[10.0, 5.5]]' })
  })

  it('no Accept header: JSON by default', async () => {
    const r = await postWithoutAccept(plain, '[[1, 2, 3, 4]]', 'application/json')
    expect(r).toEqual({ status: 200, type: 'application/json', text: '[[10.0, 5.5]]' })
  })

  it('SAGEMAKER_DEFAULT_INVOCATIONS_ACCEPT: the type of the answer to a request without Accept, or */*', async () => {
    const none = await postWithoutAccept(csvByDefault, '[[1, 2, 3, 4]]', 'application/json')
    expect(none).toEqual({ status: 200, type: 'text/csv', text: '10.0,5.5\n' })
    const any = await post(csvByDefault, '[[1, 2, 3, 4]]', { ...JSON_IN, Accept: '*/*' })
    expect(any).toEqual({ status: 200, type: 'text/csv', text: '10.0,5.5\n' })
    // An Accept that names a type still wins.
    const json = await post(csvByDefault, '[[1, 2, 3, 4]]', { ...JSON_IN, Accept: 'application/json' })
    expect(json).toEqual({ status: 200, type: 'application/json', text: '[[10.0, 5.5]]' })
  })

  it("/execution-parameters: TorchServe's strategy and size limit, more requests at once than its 1", async () => {
    const res = await fetch(`${plain.url}/execution-parameters`)
    expect(await res.json()).toEqual({
      MaxConcurrentTransforms: 2 * os.availableParallelism(),
      BatchStrategy: 'MULTI_RECORD',
      MaxPayloadInMB: 6
    })
  })
})

describe('the request timeout of the PyTorch image', () => {
  it('SAGEMAKER_MODEL_SERVER_TIMEOUT: a request that takes longer is answered 500', async () => {
    const quick = await post(timeoutGiven, '[[0, 0, 0, 0]]', { ...JSON_IN, Accept: 'application/json' })
    expect(quick).toEqual({ status: 200, type: 'application/json', text: '[[0.0, 0.5]]' })
    const slow = await post(timeoutGiven, '[[2, 0, 0, 0]]', { ...JSON_IN, Accept: 'application/json' })
    expect(slow.status).toBe(500)
    expect(JSON.parse(slow.text)).toEqual({
      error:
        'Worker died. (no answer within 1 s, SAGEMAKER_MODEL_SERVER_TIMEOUT=1; TorchServe restarts the ' +
        'worker, this server leaves the request running)',
      type: 'ResponseTimeout'
    })
  }, 20_000)

  it('SAGEMAKER_TS_RESPONSE_TIMEOUT wins over SAGEMAKER_MODEL_SERVER_TIMEOUT', async () => {
    const within = await post(tsTimeoutWins, '[[2, 0, 0, 0]]', { ...JSON_IN, Accept: 'application/json' })
    expect(within).toEqual({ status: 200, type: 'application/json', text: '[[2.0, 2.5]]' })
    const beyond = await post(tsTimeoutWins, '[[5, 0, 0, 0]]', { ...JSON_IN, Accept: 'application/json' })
    expect(beyond.status).toBe(500)
    expect(beyond.text).toContain('no answer within 3 s, SAGEMAKER_TS_RESPONSE_TIMEOUT=3;')
  }, 20_000)
})
