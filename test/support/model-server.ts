// Small real model servers on loopback for data-plane tests: they speak the container contract
// (GET /ping, POST /invocations, optional GET /execution-parameters) and record what they receive.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedRequest {
  body: Buffer
  contentType?: string
  accept?: string
  contentLength?: string
  transferEncoding?: string
}

export interface Answer {
  status?: number
  body: Buffer | string
  /** Milliseconds to wait before answering. */
  delayMs?: number
}

export interface TestServerOptions {
  /** Default: 200 with the request body echoed. */
  answer?: (req: ReceivedRequest, index: number) => Answer | Promise<Answer>
  /** Served at GET /execution-parameters; 404 when absent. */
  executionParameters?: unknown
}

export interface TestModelServer {
  url: string
  requests: ReceivedRequest[]
  /** The most requests it had in progress at once. */
  maxInFlight: number
  close(): Promise<void>
}

export async function startTestModelServer(opts: TestServerOptions = {}): Promise<TestModelServer> {
  const requests: ReceivedRequest[] = []
  let inFlight = 0
  const state = { maxInFlight: 0 }
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/ping') return void res.end('')
    if (req.method === 'GET' && req.url === '/execution-parameters') {
      if (opts.executionParameters === undefined) {
        res.statusCode = 404
        return void res.end()
      }
      res.setHeader('Content-Type', 'application/json')
      return void res.end(JSON.stringify(opts.executionParameters))
    }
    if (req.method !== 'POST' || req.url !== '/invocations') {
      res.statusCode = 404
      return void res.end()
    }
    inFlight++
    state.maxInFlight = Math.max(state.maxInFlight, inFlight)
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const received: ReceivedRequest = {
        body: Buffer.concat(chunks),
        contentType: req.headers['content-type'],
        accept: req.headers.accept,
        contentLength: req.headers['content-length'],
        transferEncoding: req.headers['transfer-encoding']
      }
      const index = requests.push(received) - 1
      try {
        const a = opts.answer ? await opts.answer(received, index) : { body: received.body }
        if (a.delayMs) await new Promise(r => setTimeout(r, a.delayMs))
        res.statusCode = a.status ?? 200
        res.end(a.body)
      } catch (err) {
        res.statusCode = 500
        res.end(String(err))
      } finally {
        inFlight--
      }
    })
  })
  server.keepAliveTimeout = 30000
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get maxInFlight() {
      return state.maxInFlight
    },
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/**
 * Resolves once `holds()` is true, or after `boundMs` (then false): a server holds an answer with it
 * until the sender has done what the test waits for, so no answer's timing decides the test.
 */
export async function until(holds: () => boolean, boundMs = 10_000): Promise<boolean> {
  for (const deadline = Date.now() + boundMs; !holds();) {
    if (Date.now() > deadline) return false
    await new Promise(resolve => setTimeout(resolve, 5))
  }
  return true
}

/**
 * Holds answers in waves of `size`, in the order requests come (pass the request's index): each is
 * held until its wave is complete (or the last of `total` requests has come) and `quietMs` more, in
 * which a sender that allowed more than `size` at once would send one more. A sender that allows fewer
 * leaves a wave incomplete: after 10 s the gate opens for good, and the test sees fewer in flight.
 */
export function inWaves(size: number, total: number, quietMs = 100): (index: number) => Promise<void> {
  const held = new Map<number, { count: number; done: Promise<void>; release: () => void }>()
  let open = false
  return index => {
    if (open) return Promise.resolve()
    const n = Math.floor(index / size)
    let wave = held.get(n)
    if (!wave) {
      let release!: () => void
      const done = new Promise<void>(resolve => (release = resolve))
      const stuck = setTimeout(() => {
        open = true
        release()
      }, 10_000)
      stuck.unref()
      wave = { count: 0, done, release: () => (clearTimeout(stuck), setTimeout(release, quietMs)) }
      held.set(n, wave)
    }
    if (++wave.count === size || index === total - 1) wave.release()
    return wave.done
  }
}
