// The reference server's HTTP side and its worker processes, run as the local backend runs it (its own
// process group, SageMaker's env), with a handler module that tells which process answered.
import { readdirSync, readFileSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { spawnServerProcess, type ServerProcess } from '../src/backends/local/servers/process.js'
import { freePort, waitForPing } from '../src/backends/local/servers/ready.js'

const SERVER = path.resolve('serve/reference_server.py')
const LINEAR = path.resolve('test/fixtures/models/linear/model.pt')

// transform_fn answers which process and thread ran it, after an optional pause, and the most
// requests its process has had in the handler at once.
const WHO = `import json
import os
import threading
import time

_lock = threading.Lock()
_active = [0, 0]  # now, the most at once


def transform_fn(model, data, content_type, accept):
    request = json.loads(data or b"{}")
    with _lock:
        _active[0] += 1
        _active[1] = max(_active[1], _active[0])
    try:
        time.sleep(request.get("sleep", 0))
    finally:
        with _lock:
            _active[0] -= 1
    return json.dumps({
        "pid": os.getpid(), "echo": request.get("echo"), "size": len(data),
        "thread": threading.current_thread().name, "most_at_once": _active[1],
    }), "application/json"
`
const BROKEN = `def model_fn(model_dir):
    raise RuntimeError("weights are corrupt")
`

interface Running {
  proc: ServerProcess
  url: string
  port: number
}

let root: string
const started: Running[] = []
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'reference-http-'))
  for (const [name, code] of [
    ['who', WHO],
    ['broken', BROKEN]
  ]) {
    await mkdir(path.join(root, name, 'code'), { recursive: true })
    await copyFile(LINEAR, path.join(root, name, 'model.pt'))
    await writeFile(path.join(root, name, 'code', 'inference.py'), code)
  }
})
afterAll(async () => {
  await Promise.all(started.map(s => s.proc.stop()))
  await rm(root, { recursive: true, force: true })
})

async function spawnServer(env: Record<string, string> = {}, model = 'who'): Promise<Running> {
  const port = await freePort()
  const proc = spawnServerProcess('/usr/bin/python3', [SERVER], {
    env: {
      PATH: process.env.PATH,
      SM_MODEL_DIR: path.join(root, model),
      SAGEMAKER_BIND_TO_PORT: String(port),
      SAGEMAKER_PROGRAM: 'inference.py',
      SAGEMAKER_SUBMIT_DIRECTORY: '/opt/ml/model/code',
      SAGEMAKER_BATCH: 'true',
      PYTHONDONTWRITEBYTECODE: '1',
      ...env
    }
  })
  const running = { proc, url: `http://127.0.0.1:${port}`, port }
  started.push(running)
  return running
}

async function startServer(env: Record<string, string> = {}): Promise<Running> {
  const running = await spawnServer(env)
  await waitForPing({
    url: running.url,
    name: 'the reference server',
    deadlineMs: 60_000,
    process: running.proc
  })
  return running
}

interface Who {
  pid: number
  thread: string
  most_at_once: number
}

/** POST /invocations on a new connection (closed after the answer); which process answered. */
function who(port: number, body: object = {}): Promise<Who> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body)
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/invocations',
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) }
      },
      res => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}`))
          resolve(JSON.parse(Buffer.concat(chunks).toString()) as Who)
        })
      }
    )
    req.on('error', reject)
    req.end(data)
  })
}

/** Live (not zombie) processes of a process group. */
function group(pgid: number): number[] {
  const pids: number[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(pgrp) === pgid && state !== 'Z') pids.push(Number(name))
    } catch {
      // gone meanwhile
    }
  }
  return pids.sort((a, b) => a - b)
}

async function until(check: () => boolean, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (check()) return true
    await new Promise(r => setTimeout(r, 25))
  }
  return check()
}

/** A raw connection that collects what the server sends, chunk by chunk as the reads return it. */
class Raw {
  readonly chunks: Buffer[] = []
  private waiter: (() => void) | undefined
  closed = false
  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (d: Buffer) => {
      this.chunks.push(d)
      this.waiter?.()
    })
    socket.on('close', () => {
      this.closed = true
      this.waiter?.()
    })
  }

  static async open(port: number): Promise<Raw> {
    const socket = net.connect(port, '127.0.0.1')
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
    return new Raw(socket)
  }

  write(text: string | Buffer): void {
    this.socket.write(text)
  }

  /** Waits until `n` bytes have arrived in all (or the connection closed). */
  async bytesAt(n: number): Promise<void> {
    while (this.chunks.reduce((sum, c) => sum + c.length, 0) < n && !this.closed)
      await new Promise<void>(r => (this.waiter = r))
  }

  /** Waits until `n` chunks have arrived (or the connection closed). */
  async chunksAt(n: number): Promise<Buffer[]> {
    while (this.chunks.length < n && !this.closed) await new Promise<void>(r => (this.waiter = r))
    return this.chunks
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('latin1')
  }

  end(): void {
    this.socket.destroy()
  }
}

function post(body: string, extra = ''): string {
  return (
    `POST /invocations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${extra}` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  )
}

describe('reference server, one process', () => {
  let server: Running
  beforeAll(async () => {
    server = await startServer({ SAGEMAKER_MODEL_SERVER_WORKERS: '1' })
  }, 90_000)

  it('writes each answer in one piece: status, headers and body arrive in a single read', async () => {
    const raw = await Raw.open(server.port)
    for (let i = 1; i <= 5; i++) {
      raw.write(post(JSON.stringify({ echo: i })))
      const [answer] = (await raw.chunksAt(i)).slice(i - 1)
      const text = answer.toString('latin1')
      const [head, body] = text.split('\r\n\r\n')
      expect(head.split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
      expect(head).toContain('\r\nContent-Type: application/json\r\n')
      expect(Number(/\r\nContent-Length: (\d+)\r\n/.exec(head)![1])).toBe(Buffer.byteLength(body))
      expect(JSON.parse(body)).toMatchObject({ echo: i })
    }
    raw.end()
  })

  it('answers one request after another on a kept-alive connection, each answer in one read', async () => {
    // With Nagle's algorithm, a second write per answer waits ~40 ms for the ACK of the first: an
    // answer that arrives whole, every time, was written once and cannot stall so. (How long answers
    // take is a benchmark's to measure, not a test's: timings vary with the machine's load.)
    const raw = await Raw.open(server.port)
    let size = 0
    for (let i = 1; i <= 20; i++) {
      raw.write(post('{}'))
      const chunks = await raw.chunksAt(i)
      expect(chunks).toHaveLength(i)
      // Every answer to the same request has the same length: the first tells it.
      if (i === 1) size = chunks[0].length
      expect(chunks[i - 1].length).toBe(size)
      expect(chunks[i - 1].toString('latin1')).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
    }
    raw.end()
  })

  it('reads a chunked body and answers Expect: 100-continue before the body is sent', async () => {
    const raw = await Raw.open(server.port)
    raw.write(
      'POST /invocations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n'
    )
    await raw.chunksAt(1)
    expect(raw.text()).toBe('HTTP/1.1 100 Continue\r\n\r\n')
    raw.write('7\r\n{"echo"\r\n5;x=y\r\n: "ok\r\n2\r\n"}\r\n0\r\n\r\n')
    await raw.chunksAt(2)
    const body = raw.text().split('\r\n\r\n').pop()!
    expect(JSON.parse(body)).toMatchObject({ echo: 'ok', size: 14 })
    raw.end()
  })

  it('closes the connection after an answer when the client asks to', async () => {
    const raw = await Raw.open(server.port)
    raw.write(post('{}', 'Connection: close\r\n'))
    await raw.chunksAt(Infinity)
    expect(raw.closed).toBe(true)
    expect(raw.text()).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
    expect(raw.text()).toContain('\r\nConnection: close\r\n')
  })

  it('answers a request it cannot read with 400 and a JSON reason, then closes', async () => {
    const raw = await Raw.open(server.port)
    raw.write('POST /invocations HTTP/1.1\r\nContent-Length: many\r\n\r\n')
    await raw.chunksAt(Infinity)
    const [head, body] = raw.text().split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(JSON.parse(body)).toEqual({ error: "bad Content-Length 'many'", type: 'BadRequest' })
  })

  it('answers 405 for GET /invocations and 404 for other paths', async () => {
    const get = await fetch(`${server.url}/invocations`)
    expect([get.status, await get.json()]).toEqual([
      405,
      { error: 'POST /invocations, not GET', type: 'MethodNotAllowed' }
    ])
    expect((await fetch(`${server.url}/nothing`)).status).toBe(404)
  })

  it('offers 2 requests in flight per core at /execution-parameters (one worker uses every core)', async () => {
    const res = await fetch(`${server.url}/execution-parameters`)
    expect([res.status, res.headers.get('content-type'), await res.json()]).toEqual([
      200,
      'application/json',
      {
        MaxConcurrentTransforms: 2 * os.availableParallelism(),
        BatchStrategy: 'MULTI_RECORD',
        MaxPayloadInMB: 6
      }
    ])
  })

  it('answers from the process it was started as', async () => {
    expect((await who(server.port)).pid).toBe(server.proc.pid)
    expect(group(server.proc.pid!)).toEqual([server.proc.pid])
  })
})

describe('reference server with SAGEMAKER_MODEL_SERVER_WORKERS', () => {
  it('runs that many workers, each with the model loaded, spreads the connections evenly over them, and offers 2 requests in flight per worker when they outnumber the cores', async () => {
    const server = await startServer({ SAGEMAKER_MODEL_SERVER_WORKERS: '3' })
    const pgid = server.proc.pid!
    const workers = group(pgid).filter(p => p !== pgid)
    expect(workers).toHaveLength(3)
    // Six requests on their own connections, in flight together (one takes 5 s, the others 1 s): the
    // server hands each new connection to the worker with the fewest open, so each worker answers two.
    const long = who(server.port, { sleep: 5 })
    const short = await Promise.all(Array.from({ length: 5 }, () => who(server.port, { sleep: 1 })))
    // Once the short ones have closed, only the long one's worker is busy: the next two go elsewhere.
    await new Promise(r => setTimeout(r, 1_000))
    const next = await Promise.all([who(server.port, { sleep: 1 }), who(server.port, { sleep: 1 })])
    const busy = (await long).pid
    const byWorker = new Map<number, number>()
    for (const a of [...short, { pid: busy }]) byWorker.set(a.pid, (byWorker.get(a.pid) ?? 0) + 1)
    expect([...byWorker.keys()].sort((a, b) => a - b)).toEqual(workers)
    expect([...byWorker.values()]).toEqual([2, 2, 2])
    expect(next.map(a => a.pid).sort((a, b) => a - b)).toEqual(workers.filter(p => p !== busy))
    // (Asked last: fetch keeps its connection open, which would count as one more for its worker.)
    const res = await fetch(`${server.url}/execution-parameters`)
    expect(await res.json()).toEqual({
      MaxConcurrentTransforms: 2 * Math.max(3, os.availableParallelism()),
      BatchStrategy: 'MULTI_RECORD',
      MaxPayloadInMB: 6
    })
    await server.proc.stop()
    expect(group(pgid)).toEqual([])
  }, 90_000)

  it('SIGINT to the server stops every worker, and the server exits with status 0', async () => {
    const server = await startServer({ SAGEMAKER_MODEL_SERVER_WORKERS: '2' })
    const pgid = server.proc.pid!
    expect(group(pgid)).toHaveLength(3)
    process.kill(pgid, 'SIGINT')
    expect(await server.proc.exited).toEqual({ code: 0, signal: null })
    expect(await until(() => group(pgid).length === 0)).toBe(true)
  }, 90_000)

  it('replaces a worker that dies, and its workers end when the server is killed', async () => {
    const server = await startServer({ SAGEMAKER_MODEL_SERVER_WORKERS: '2' })
    const pgid = server.proc.pid!
    const [first, second] = group(pgid).filter(p => p !== pgid)
    process.kill(first, 'SIGKILL')
    const others = () => group(pgid).filter(p => p !== pgid && p !== second)
    // The log line is written before the fork but read from a pipe: wait for both, generously under load.
    const logged = () =>
      server.proc.tail().some(line => line.includes('worker 1 was killed by signal 9; starting a new one'))
    expect(await until(() => others().length === 1 && others()[0] !== first && logged(), 30_000)).toBe(true)
    const [replacement] = others()
    // The replacement serves once it has loaded the model.
    const seen = new Set<number>()
    const deadline = Date.now() + 30_000
    while (!seen.has(replacement) && Date.now() < deadline) {
      seen.add((await who(server.port)).pid)
    }
    expect(seen.has(replacement)).toBe(true)
    // SIGKILL leaves the server no chance to stop them: the workers notice and end themselves.
    process.kill(pgid, 'SIGKILL')
    expect(await until(() => group(pgid).length === 0, 30_000)).toBe(true)
  }, 120_000)

  it('a model that fails to load ends the server with status 2 and the reason', async () => {
    const server = await spawnServer({ SAGEMAKER_MODEL_SERVER_WORKERS: '2' }, 'broken')
    const exit = await server.proc.exited
    expect(exit.code).toBe(2)
    expect(server.proc.tail()).toContain(
      'reference server: model_fn failed: RuntimeError: weights are corrupt'
    )
    expect(await until(() => group(server.proc.pid!).length === 0)).toBe(true)
  }, 90_000)

  it('refuses a worker count that is not a positive whole number', async () => {
    const server = await spawnServer({ SAGEMAKER_MODEL_SERVER_WORKERS: 'two' })
    expect((await server.proc.exited).code).toBe(2)
    expect(server.proc.tail()).toEqual([
      "reference server: SAGEMAKER_MODEL_SERVER_WORKERS 'two' is not a positive whole number"
    ])
  }, 30_000)
})

describe('how the reference server computes its requests', () => {
  it("answers each request on its connection's own thread, not on a thread of its own", async () => {
    const server = await startServer({ SAGEMAKER_MODEL_SERVER_WORKERS: '1' })
    const threadsOf = async (): Promise<string[]> => {
      const raw = await Raw.open(server.port)
      const names: string[] = []
      for (let i = 1; i <= 3; i++) {
        raw.write(post('{}'))
        const [answer] = (await raw.chunksAt(i)).slice(i - 1)
        names.push((JSON.parse(answer.toString().split('\r\n\r\n')[1]) as Who).thread)
      }
      raw.end()
      return names
    }
    const first = await threadsOf()
    const second = await threadsOf()
    expect(new Set(first).size).toBe(1)
    expect(new Set(second).size).toBe(1)
    expect(first[0]).not.toBe(second[0])
    await server.proc.stop()
  }, 90_000)

  it("with the machine's worker count (one per core), a worker computes one request at a time; the user's count computes all it is sent", async () => {
    const cores = os.availableParallelism()
    const chosen = await startServer()
    const answers = await Promise.all(
      Array.from({ length: 4 * cores }, () => who(chosen.port, { sleep: 0.3 }))
    )
    // One worker per core, each computing one at a time.
    expect(Math.max(...answers.map(a => a.most_at_once))).toBe(1)
    await chosen.proc.stop()
    const given = await startServer({ SAGEMAKER_MODEL_SERVER_WORKERS: '1' })
    const all = await Promise.all(Array.from({ length: 4 }, () => who(given.port, { sleep: 0.5 })))
    expect(Math.max(...all.map(a => a.most_at_once))).toBe(4)
    await given.proc.stop()
  }, 90_000)

  it('the response timeout runs from when the handlers start: waiting for a turn does not count', async () => {
    const cores = os.availableParallelism()
    // Each worker (one per core) takes 2 of these at once and computes 1: the other waits 1.5 s for its
    // turn, then takes 1.5 s, answered 3 s after it was sent, within the 2 s of its own.
    const server = await startServer({ SAGEMAKER_MODEL_SERVER_TIMEOUT: '2' })
    const t0 = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 2 * cores }, () => who(server.port, { sleep: 1.5 }))
    )
    expect(performance.now() - t0).toBeGreaterThanOrEqual(3000)
    expect(answers.map(a => a.most_at_once)).toEqual(answers.map(() => 1))
    await server.proc.stop()
  }, 90_000)

  it('a request past the response timeout is answered 500 in time, saying the connection closes, and it closes', async () => {
    const server = await startServer({
      SAGEMAKER_MODEL_SERVER_WORKERS: '1',
      SAGEMAKER_MODEL_SERVER_TIMEOUT: '1'
    })
    const raw = await Raw.open(server.port)
    const t0 = performance.now()
    raw.write(post(JSON.stringify({ sleep: 3 })))
    await raw.chunksAt(Infinity)
    const took = performance.now() - t0
    expect(took).toBeGreaterThanOrEqual(1000)
    expect(took).toBeLessThan(2500)
    const [head, body] = raw.text().split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 500 Internal Server Error\r\n/)
    expect(head.split('\r\n')).toContain('Connection: close')
    expect(JSON.parse(body)).toMatchObject({ type: 'ResponseTimeout' })
    // The handler's own answer, when it comes, is not sent: the client has been told the request failed.
    await new Promise(r => setTimeout(r, 2500))
    expect(raw.text().match(/HTTP\/1\.1 /g)).toHaveLength(1)
    // The server goes on answering on new connections.
    expect((await who(server.port)).pid).toBe(server.proc.pid)
    await server.proc.stop()
  }, 90_000)
})
