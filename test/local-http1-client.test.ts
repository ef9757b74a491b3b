// The invoker's lean HTTP/1.1 client (src/backends/local/http1-pool.ts) against real loopback servers
// that read and write raw bytes: what it sends, how it reads answers (lengths, chunks, up to the
// close, interim answers), when it keeps a connection and when it drops one, and how requests end
// when the server misbehaves, time runs out or the file's scope is cancelled.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { Invoker, RequestScope, RunScopes } from '../src/backends/local/invoker.js'
import { until } from './support/model-server.js'

/** One request as the server read it: its bytes, and the connection it came on (counted from 1). */
interface Seen {
  raw: Buffer
  connection: number
}

interface RawServer {
  port: number
  url: string
  seen: Seen[]
  /** Connections accepted so far. */
  connections: number
  /** Connections open now. */
  open: number
  close(): Promise<void>
}

type Answer = (req: Seen, socket: net.Socket) => void

/** The end of the request whose bytes start `buf`, or -1 while it is not whole. */
function requestEnd(buf: Buffer): number {
  const headEnd = buf.indexOf('\r\n\r\n')
  if (headEnd < 0) return -1
  const head = buf.subarray(0, headEnd).toString('latin1')
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)
  if (length) {
    const end = headEnd + 4 + Number(length[1])
    return buf.length >= end ? end : -1
  }
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
    const last = buf.indexOf('0\r\n\r\n', headEnd + 4)
    return last < 0 ? -1 : last + 5
  }
  return headEnd + 4
}

/** A server that hands each whole request to `answer` with its socket, to write whatever it likes. */
async function rawServer(answer: Answer): Promise<RawServer> {
  const sockets = new Set<net.Socket>()
  const state = { seen: [] as Seen[], connections: 0 }
  const server = net.createServer(socket => {
    const connection = ++state.connections
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    let buf = Buffer.alloc(0)
    socket.on('data', chunk => {
      buf = Buffer.concat([buf, chunk])
      for (let end = requestEnd(buf); end >= 0; end = requestEnd(buf)) {
        const req = { raw: buf.subarray(0, end), connection }
        buf = buf.subarray(end)
        state.seen.push(req)
        answer(req, socket)
      }
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    seen: state.seen,
    get connections() {
      return state.connections
    },
    get open() {
      return sockets.size
    },
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>(resolve => server.close(() => resolve()))
    }
  }
}

/** An answer with Content-Length. */
function ok(body: string | Buffer, extra = ''): Buffer {
  const b = Buffer.from(body)
  return Buffer.concat([Buffer.from(`HTTP/1.1 200 OK\r\nContent-Length: ${b.length}\r\n${extra}\r\n`), b])
}

const echoLength: Answer = (req, socket) => {
  const text = req.raw.toString('latin1')
  socket.write(ok(`${req.raw.length - text.indexOf('\r\n\r\n') - 4}`))
}

let server: RawServer | undefined
let invoker: Invoker | undefined

afterEach(async () => {
  invoker?.close()
  invoker = undefined
  await server?.close()
  server = undefined
})

function invokerFor(s: RawServer, o: Partial<ConstructorParameters<typeof Invoker>[0]> = {}): Invoker {
  invoker = new Invoker({
    endpoint: s.url,
    contentType: 'application/x-image',
    accept: 'application/json',
    timeoutMs: 5000,
    retries: 0,
    maxSockets: 1,
    sleep: async () => undefined,
    ...o
  })
  return invoker
}

/** What node:http sends for the same request, as the invoker made it before (its headers array). */
async function nodeHttpBytes(method: string, headers: string[], body: Buffer | undefined): Promise<string> {
  const s = await rawServer((_, socket) => socket.write(ok('')))
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  try {
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          agent,
          hostname: '127.0.0.1',
          port: s.port,
          method,
          path: '/invocations',
          headers: [...headers, 'Host', `127.0.0.1:${s.port}`]
        },
        res => res.resume().on('end', resolve)
      )
      req.on('error', reject)
      req.end(body)
    })
    return s.seen[0].raw.toString('latin1').replace(`127.0.0.1:${s.port}`, 'HOST')
  } finally {
    agent.destroy()
    await s.close()
  }
}

describe('the lean HTTP/1.1 client', () => {
  it("sends node:http's exact bytes: Content-Length, an empty body, chunked, and GET", async () => {
    server = await rawServer(echoLength)
    const host = `127.0.0.1:${server.port}`
    const sized = invokerFor(server)
    await sized.invoke(Buffer.from('abc'))
    await sized.invoke(Buffer.alloc(0))
    await sized.executionParameters()
    sized.close()
    const chunked = invokerFor(server, { chunked: true })
    await chunked.invoke(Buffer.from('abcdefghijklmnopq'))
    await chunked.invoke(Buffer.alloc(0))
    const sent = server.seen.map(r => r.raw.toString('latin1'))
    const head = (method: string, path: string, framing: string) =>
      `${method} ${path} HTTP/1.1\r\nContent-Type: application/x-image\r\nAccept: application/json\r\n` +
      `${framing}\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`
    expect(sent).toEqual([
      `${head('POST', '/invocations', 'Content-Length: 3')}abc`,
      head('POST', '/invocations', 'Content-Length: 0'),
      head('GET', '/execution-parameters', 'Content-Length: 0'),
      `${head('POST', '/invocations', 'Transfer-Encoding: chunked')}11\r\nabcdefghijklmnopq\r\n0\r\n\r\n`,
      `${head('POST', '/invocations', 'Transfer-Encoding: chunked')}0\r\n\r\n`
    ])
    // The same bytes as node:http's for the same request.
    const types = ['Content-Type', 'application/x-image', 'Accept', 'application/json']
    const asNode = (s: string) => s.replace(host, 'HOST')
    expect(asNode(sent[0])).toBe(
      await nodeHttpBytes('POST', [...types, 'Content-Length', '3'], Buffer.from('abc'))
    )
    expect(asNode(sent[3])).toBe(
      await nodeHttpBytes(
        'POST',
        [...types, 'Transfer-Encoding', 'chunked'],
        Buffer.from('abcdefghijklmnopq')
      )
    )
    expect(asNode(sent[4])).toBe(
      await nodeHttpBytes('POST', [...types, 'Transfer-Encoding', 'chunked'], undefined)
    )
  })

  it('keeps connections alive: one for requests in turn, never more than maxSockets at once', async () => {
    let inFlight = 0
    let most = 0
    server = await rawServer((req, socket) => {
      most = Math.max(most, ++inFlight)
      setTimeout(() => {
        inFlight--
        echoLength(req, socket)
      }, 5)
    })
    const one = invokerFor(server)
    for (let i = 0; i < 5; i++) expect((await one.invoke(Buffer.from('x'.repeat(i)))).toString()).toBe(`${i}`)
    expect(server.connections).toBe(1)
    one.close()
    const two = invokerFor(server, { maxSockets: 2 })
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => two.invoke(Buffer.alloc(i))))
    expect(answers.map(a => a.toString())).toEqual(Array.from({ length: 12 }, (_, i) => `${i}`))
    expect(most).toBe(2)
    expect(server.connections).toBe(3)
    expect(new Set(server.seen.slice(5).map(r => r.connection))).toEqual(new Set([2, 3]))
  })

  it('reads chunked answers whose framing arrives a few bytes at a time, trailers and all', async () => {
    const answer =
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\n1\r\n,\r\n' +
      '6\r\n world\r\n0\r\nX-Trailer: yes\r\n\r\n'
    server = await rawServer(async (_, socket) => {
      for (let i = 0; i < answer.length; i += 3) {
        socket.write(answer.slice(i, i + 3))
        await new Promise(resolve => setTimeout(resolve, 1))
      }
    })
    const inv = invokerFor(server)
    expect((await inv.invoke(Buffer.from('a'))).toString()).toBe('hello, world')
    expect((await inv.invoke(Buffer.from('b'))).toString()).toBe('hello, world')
    expect(server.connections).toBe(1)
  })

  it('reads chunk sizes as hexadecimal: chunks of 16 bytes and more, sizes in letters', async () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz'
    const digits = '0123456789ABCDEF'
    server = await rawServer((_, socket) =>
      socket.write(
        `HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1a\r\n${letters}\r\n10\r\n${digits}\r\n0\r\n\r\n`
      )
    )
    const inv = invokerFor(server)
    expect((await inv.invoke(Buffer.from('a'))).toString()).toBe(`${letters}${digits}`)
    expect((await inv.invoke(Buffer.from('b'))).toString()).toBe(`${letters}${digits}`)
    expect(server.connections).toBe(1)
  })

  it('never keeps an HTTP/1.0 answer alive: each request gets a connection of its own', async () => {
    // The server keeps its end open: only the version says the connection is not to be used again.
    server = await rawServer((_, socket) => socket.write('HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok'))
    const inv = invokerFor(server)
    for (const body of ['a', 'b', 'c']) expect((await inv.invoke(Buffer.from(body))).toString()).toBe('ok')
    expect(server.seen.map(r => r.connection)).toEqual([1, 2, 3])
  })

  it('drops a kept-alive connection the server closes while idle: the next request opens a new one', async () => {
    server = await rawServer((_, socket) => {
      socket.write(ok('fine'))
      // Closed a moment after the answer, while the connection waits in the pool.
      setTimeout(() => socket.end(), 20)
    })
    const inv = invokerFor(server, { timeoutMs: 2000 })
    expect((await inv.invoke(Buffer.from('a'))).toString()).toBe('fine')
    while (server.open > 0) await new Promise(resolve => setTimeout(resolve, 10))
    await new Promise(resolve => setTimeout(resolve, 50))
    expect((await inv.invoke(Buffer.from('b'))).toString()).toBe('fine')
    expect(server.seen.map(r => r.connection)).toEqual([1, 2])
  })

  it('skips an interim 100 Continue, and takes a 204 or Content-Length: 0 as an empty answer', async () => {
    let n = 0
    server = await rawServer((_, socket) => {
      n++
      if (n === 1) socket.write('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok')
      else if (n === 2) socket.write('HTTP/1.1 204 No Content\r\n\r\n')
      else socket.write('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n')
    })
    const inv = invokerFor(server)
    expect((await inv.invoke(Buffer.from('a'))).toString()).toBe('ok')
    expect((await inv.invoke(Buffer.from('b'))).length).toBe(0)
    expect((await inv.invoke(Buffer.from('c'))).length).toBe(0)
    expect(server.connections).toBe(1)
  })

  it('reads an answer with neither length nor chunks up to the close, and drops connections that close', async () => {
    let n = 0
    server = await rawServer((_, socket) => {
      n++
      if (n === 1) socket.end('HTTP/1.1 200 OK\r\n\r\nto the end')
      else if (n === 2) socket.write(ok('closing', 'Connection: close\r\n'))
      else if (n === 3) socket.write(Buffer.concat([ok('one'), Buffer.from('HTTP/1.1 200 OK\r\n')]))
      else socket.write(ok('fine'))
    })
    const inv = invokerFor(server)
    expect((await inv.invoke(Buffer.from('a'))).toString()).toBe('to the end')
    expect((await inv.invoke(Buffer.from('b'))).toString()).toBe('closing')
    // Bytes after a whole answer that no request asked for: the connection is not trusted again.
    expect((await inv.invoke(Buffer.from('c'))).toString()).toBe('one')
    expect((await inv.invoke(Buffer.from('d'))).toString()).toBe('fine')
    expect(server.seen.map(r => r.connection)).toEqual([1, 2, 3, 4])
  })

  it('says how a request failed: closed before the answer, closed inside it, refused, a head too long', async () => {
    let n = 0
    server = await rawServer((_, socket) => {
      n++
      if (n === 1) socket.destroy()
      else if (n === 2) socket.end('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhalf')
      else socket.write(`HTTP/1.1 200 OK\r\nX-Big: ${'x'.repeat(17 * 1024)}\r\nContent-Length: 1\r\n\r\nx`)
    })
    const inv = invokerFor(server)
    await expect(inv.invoke(Buffer.from('a'))).rejects.toThrow(
      'POST /invocations failed after 1 attempt: cannot reach the model server: socket hang up'
    )
    await expect(inv.invoke(Buffer.from('b'))).rejects.toThrow(
      'POST /invocations failed after 1 attempt: the answer broke off: aborted'
    )
    await expect(inv.invoke(Buffer.from('c'))).rejects.toThrow(
      'POST /invocations failed after 1 attempt: cannot reach the model server: Parse Error: Header overflow'
    )
    const closed = await rawServer(echoLength)
    const port = closed.port
    await closed.close()
    const refused = new Invoker({
      endpoint: `http://127.0.0.1:${port}`,
      timeoutMs: 5000,
      retries: 0,
      maxSockets: 1,
      sleep: async () => undefined
    })
    await expect(refused.invoke(Buffer.from('d'))).rejects.toThrow(
      `POST /invocations failed after 1 attempt: cannot reach the model server: connect ECONNREFUSED 127.0.0.1:${port}`
    )
    refused.close()
  })

  it('retries on a fresh connection after the server drops one mid-answer, and gives an error answer its status', async () => {
    let n = 0
    server = await rawServer((_, socket) => {
      n++
      if (n === 1) socket.end('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhalf')
      else if (n === 2) socket.write('HTTP/1.1 500 Internal Server Error\r\nContent-Length: 4\r\n\r\noops')
      else socket.write(ok('third time'))
    })
    const sleeps: number[] = []
    const inv = invokerFor(server, { retries: 2, sleep: async ms => void sleeps.push(ms) })
    expect((await inv.invoke(Buffer.from('a'))).toString()).toBe('third time')
    expect(sleeps).toEqual([100, 200])
    expect(server.seen.map(r => r.connection)).toEqual([1, 2, 2])
    n = 1
    const once = invokerFor(server, { retries: 0 })
    await expect(once.invoke(Buffer.from('b'))).rejects.toThrow(
      'POST /invocations failed after 1 attempt: HTTP 500: oops'
    )
  })

  it('times a request out when no whole answer comes, and the next one gets a new connection', async () => {
    let n = 0
    server = await rawServer((_, socket) => {
      n++
      // The first answer's head arrives, its body never does.
      if (n === 1) socket.write('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nab')
      else socket.write(ok('on time'))
    })
    const inv = invokerFor(server, { timeoutMs: 300 })
    const started = performance.now()
    await expect(inv.invoke(Buffer.from('a'))).rejects.toThrow(
      'POST /invocations failed after 1 attempt: no complete answer within 0.300 s (invocation-timeout)'
    )
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
    expect((await inv.invoke(Buffer.from('b'))).toString()).toBe('on time')
    expect(server.seen.map(r => r.connection)).toEqual([1, 2])
  })

  it('sends and reads bodies of megabytes whole', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 3)
    for (let i = 0; i < big.length; i++) big[i] = (i * 7) & 0xff
    const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex')
    server = await rawServer((req, socket) => {
      const head = req.raw.indexOf('\r\n\r\n') + 4
      const text = req.raw.subarray(0, head).toString('latin1')
      let body = req.raw.subarray(head)
      if (text.includes('chunked')) {
        const size = body.indexOf('\r\n')
        body = body.subarray(size + 2, size + 2 + parseInt(body.subarray(0, size).toString(), 16))
      }
      // The answer: the request body back, then its digest, with Content-Length.
      socket.write(ok(Buffer.concat([body, Buffer.from(digest(body))])))
    })
    for (const chunked of [false, true]) {
      // Megabytes through a loopback server in this process: on a loaded machine they take seconds.
      const inv = invokerFor(server, { chunked, timeoutMs: 30_000 })
      const answer = await inv.invoke(big)
      expect(answer.length).toBe(big.length + 64)
      expect(digest(answer.subarray(0, big.length))).toBe(digest(big))
      expect(answer.subarray(big.length).toString()).toBe(digest(big))
      inv.close()
    }
  })

  it("cancels a file's requests with its scope: the one sent and the one waiting for a connection", async () => {
    const held: net.Socket[] = []
    const raw = (server = await rawServer((_, socket) => void held.push(socket)))
    const run = new RunScopes(new AbortController().signal)
    const scope = new RequestScope(run)
    const inv = invokerFor(server, { maxSockets: 1, retries: 3 })
    const failure = (p: Promise<Buffer>) =>
      p.then(
        () => 'answered',
        (err: Error) => err.message
      )
    const sent = failure(inv.invoke(Buffer.from('a'), scope))
    const waiting = failure(inv.invoke(Buffer.from('b'), scope))
    // The first request reaches the server (seconds on a loaded machine); a second would follow it at once.
    expect(await until(() => raw.seen.length > 0)).toBe(true)
    await new Promise(resolve => setTimeout(resolve, 50))
    expect(server.seen.length).toBe(1)
    expect(run.busy.has(scope)).toBe(true)
    scope.cancel()
    expect(await sent).toBe('stopped')
    expect(await waiting).toBe('stopped')
    expect(run.busy.has(scope)).toBe(false)
    // The cancelled request's connection is closed; the waiting one was never sent.
    expect(await until(() => raw.open === 0)).toBe(true)
    await new Promise(resolve => setTimeout(resolve, 50))
    expect(server.seen.length).toBe(1)
  })

  it("refuses a header node:http refuses, with node:http's words, before sending anything", async () => {
    server = await rawServer(echoLength)
    const inv = invokerFor(server, { contentType: 'text/csv\r\nX-Injected: 1' })
    await expect(inv.invoke(Buffer.from('a'))).rejects.toThrow(
      'Invalid character in header content ["Content-Type"]'
    )
    expect(() => inv.invokeThen(Buffer.from('a'), undefined, 0, { answered: () => undefined })).toThrow(
      'Invalid character in header content ["Content-Type"]'
    )
    expect(server.connections).toBe(0)
  })

  it("lets the process exit with connections still open but idle, as node:http's agent does", async () => {
    server = await rawServer(echoLength)
    const invokerModule = path.resolve('src/backends/local/invoker.ts')
    const script =
      `const { Invoker } = await import(${JSON.stringify(invokerModule)});` +
      `const inv = new Invoker({ endpoint: 'http://127.0.0.1:${server.port}', timeoutMs: 5000, retries: 0, maxSockets: 1, sleep: async () => {} });` +
      `console.log(String(await inv.invoke(Buffer.from('abcd'))));`
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit']
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    const killer = setTimeout(() => child.kill(), 20_000)
    const code = await new Promise(resolve => child.on('exit', (c, signal) => resolve(signal ?? c)))
    clearTimeout(killer)
    expect([code, out.trim()]).toEqual([0, '4'])
    // It exited while its connection was still open: the server saw no close before the answer.
    expect(server.seen.length).toBe(1)
  })
})
