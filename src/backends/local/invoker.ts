// POST /invocations (and GET /execution-parameters) against the model server over kept-alive
// connections, with the per-request timeout and retries of ModelClientConfig. A plain `http:` server
// is spoken to by the lean client of http1-pool.ts, an `https:` one through node:https; both send the
// same bytes. The requests in flight, their listeners and their deadlines are in in-flight.ts.
import http from 'node:http'
import https from 'node:https'
import { Http1Pool } from './http1-pool.js'
import { type AttemptOwner, Call, DeadlineQueue, type RequestScope, track } from './in-flight.js'
import { attemptsFailure, httpFailure } from '../../contract/object-failures.js'

export { RequestScope, RunScopes, shareSignal } from './in-flight.js'

interface InvokerOptions {
  /** The server's base URL, e.g. `http://127.0.0.1:8080`. */
  endpoint: string
  contentType?: string
  accept?: string
  /** InvocationsTimeoutInSeconds: the whole request, from sending to the last byte of the answer. */
  timeoutMs: number
  /** InvocationsMaxRetries: further attempts after a failed one. */
  retries: number
  /** Connections kept open: the number of requests in flight at most. */
  maxSockets: number
  /**
   * Send bodies with HTTP chunked transfer encoding, without Content-Length: what SageMaker does when
   * MaxPayloadInMB is 0 (API reference, CreateTransformJob.MaxPayloadInMB).
   */
  chunked?: boolean
  sleep: (ms: number) => Promise<void>
}

/** A request that failed for good; `message` says how, for the file's failure reason. */
class InvocationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvocationError'
  }
}

/** Told once an invocation is over, with the tag it was made with. */
export interface AnswerSink<T> {
  answered(tag: T, answer: Buffer | undefined, error?: string): void
}

/** How much of a failed answer is read for its reason: enough for a traceback's last line. */
const ANSWER_READ = 64 * 1024

export class Invoker {
  /** The lean client, for a plain `http:` server. */
  private readonly pool: Http1Pool | undefined
  /** For an `https:` server: node:https and its agent. */
  private readonly agent: http.Agent | undefined
  private readonly transport: typeof https
  /**
   * One options object for every request: Node copies what it needs when the request is made, so only
   * the method, path and headers change between requests.
   */
  private readonly options: http.RequestOptions
  private readonly invocationsPath: string
  private readonly executionParametersPath: string
  /**
   * Header name/value pairs, in the order Node writes them from an object, with Content-Length at
   * `lengthAt` (-1 when bodies are chunked). Given as an array, headers skip Node's per-header checks;
   * the bytes sent are the same.
   */
  private readonly headers: string[]
  private readonly lengthAt: number
  /**
   * The lean client's request heads as node:http writes them, up to the length line (`before`) and
   * after it (`after`); `refused`: what node:http would throw for these headers, thrown at each request.
   */
  private readonly before: string
  private readonly after: string
  private readonly refused: Error | undefined
  private readonly deadlines: DeadlineQueue

  constructor(private readonly opts: InvokerOptions) {
    const url = new URL(opts.endpoint)
    this.transport = https
    this.invocationsPath = joinPath(url.pathname, '/invocations')
    this.executionParametersPath = joinPath(url.pathname, '/execution-parameters')
    this.headers = []
    if (opts.contentType) this.headers.push('Content-Type', opts.contentType)
    if (opts.accept) this.headers.push('Accept', opts.accept)
    this.lengthAt = opts.chunked ? -1 : this.headers.length + 1
    this.headers.push(...(opts.chunked ? ['Transfer-Encoding', 'chunked'] : ['Content-Length', '0']))
    this.headers.push('Host', url.host)
    this.deadlines = new DeadlineQueue(opts.timeoutMs)
    this.options = { protocol: url.protocol, hostname: url.hostname, port: url.port }
    let before = ''
    for (let i = 0; i < this.headers.length - 4; i += 2)
      before += `${this.headers[i]}: ${this.headers[i + 1]}\r\n`
    this.before = before
    this.after = `Host: ${url.host}\r\nConnection: keep-alive\r\n\r\n`
    this.refused = headerProblem(this.headers)
    if (url.protocol === 'http:') {
      // [::1] in a URL is ::1 to connect to.
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
      this.pool = new Http1Pool(host, Number(url.port || 80), opts.maxSockets)
      return
    }
    this.agent = new https.Agent({
      keepAlive: true,
      maxSockets: opts.maxSockets,
      maxFreeSockets: opts.maxSockets,
      // The most recently used connection is the one most likely still open and warm.
      scheduling: 'lifo'
    })
    this.options.agent = this.agent
  }

  /**
   * The response body of a 2xx answer; throws InvocationError once every attempt has failed. Aborting
   * `scope` cancels the requests made with it.
   */
  invoke(body: Buffer, scope?: RequestScope): Promise<Buffer> {
    return new Promise((resolve, reject) =>
      this.invokeThen(body, scope, undefined, {
        answered: (_, answer, error) =>
          answer ? resolve(answer) : reject(new InvocationError(error ?? 'failed'))
      })
    )
  }

  /**
   * `invoke` told through a sink: the data plane's hot path. One sink can serve every request (the tag
   * tells them apart), so a request needs no promise and no closure.
   */
  invokeThen<T>(body: Buffer, scope: RequestScope | undefined, tag: T, sink: AnswerSink<T>): void {
    new Invocation(this, body, scope, tag, sink).attempt()
  }

  /** GET /execution-parameters; undefined when the server does not offer it. */
  async executionParameters(timeoutMs = 2000): Promise<unknown> {
    const [status, body] = await new Promise<[number | undefined, Buffer | undefined]>(resolve =>
      this.send('GET', this.executionParametersPath, undefined, timeoutMs, undefined, {
        attemptEnded: (st, b) => resolve([st, b])
      })
    )
    if (status !== 200 || !body) return undefined
    try {
      return JSON.parse(body.toString('utf8'))
    } catch {
      return undefined
    }
  }

  close(): void {
    this.deadlines.close()
    this.pool?.destroy()
    this.agent?.destroy()
  }

  /** @internal One attempt of an invocation. */
  post(body: Buffer, scope: RequestScope | undefined, owner: AttemptOwner): void {
    this.send('POST', this.invocationsPath, body, this.opts.timeoutMs, scope, owner)
  }

  /** @internal */
  get settings(): InvokerOptions {
    return this.opts
  }

  private send(
    method: string,
    path: string,
    body: Buffer | undefined,
    timeoutMs: number,
    scope: RequestScope | undefined,
    owner: AttemptOwner
  ): void {
    let call: Call
    if (this.pool) {
      if (this.refused) throw this.refused
      call = new Call(timeoutMs, scope, owner)
      const length = body ? body.length : 0
      // Chunked: the body as one chunk and the last chunk after it, as node:http frames `end(body)`.
      const framing = this.opts.chunked
        ? `Transfer-Encoding: chunked\r\n${this.after}${length ? `${length.toString(16)}\r\n` : ''}`
        : `Content-Length: ${length}\r\n${this.after}`
      const tail = this.opts.chunked ? (length ? '\r\n0\r\n\r\n' : '0\r\n\r\n') : ''
      const head = `${method} ${path} HTTP/1.1\r\n${this.before}${framing}`
      call.attach(this.pool.request(head, body, tail, call))
    } else {
      const headers = this.headers.slice()
      if (this.lengthAt >= 0) headers[this.lengthAt] = String(body ? body.length : 0)
      const options = this.options
      options.method = method
      options.path = path
      options.headers = headers
      const req = this.transport.request(options)
      call = new Call(timeoutMs, scope, owner)
      track(req, call)
      req.end(body)
    }
    // Every invocation has the same timeout, so one queue in sending order serves them all.
    if (timeoutMs === this.opts.timeoutMs) this.deadlines.add(call)
    else call.timer = setTimeout(() => call.expire(), timeoutMs)
  }
}

/** One request to the invocations endpoint, with its retries. */
class Invocation<T> implements AttemptOwner {
  private n = 0
  /** How the first attempt failed, while every later one failed the same way. */
  private firstFailure?: string
  private sameEachTime = true

  constructor(
    private readonly invoker: Invoker,
    private readonly body: Buffer,
    private readonly scope: RequestScope | undefined,
    private readonly tag: T,
    private readonly sink: AnswerSink<T>
  ) {}

  attempt(): void {
    if (this.scope?.aborted) return this.sink.answered(this.tag, undefined, 'stopped')
    this.n++
    this.invoker.post(this.body, this.scope, this)
  }

  attemptEnded(status: number | undefined, body: Buffer | undefined, error: string | undefined): void {
    if (body && status !== undefined && status >= 200 && status < 300)
      return this.sink.answered(this.tag, body)
    if (this.scope?.aborted) return this.sink.answered(this.tag, undefined, 'stopped')
    const said = body?.length ? body.subarray(0, ANSWER_READ).toString('utf8') : undefined
    const how = error ?? httpFailure(String(status), said)
    if (this.firstFailure === undefined) this.firstFailure = how
    else if (how !== this.firstFailure) this.sameEachTime = false
    const { retries, sleep } = this.invoker.settings
    const attempts = retries + 1
    if (this.n < attempts) {
      const again = (): void => this.attempt()
      sleep(Math.min(2000, 100 * 2 ** (this.n - 1))).then(again, again)
      return
    }
    this.sink.answered(this.tag, undefined, attemptsFailure(attempts, how, this.sameEachTime))
  }
}

/** What node:http throws for these header name/value pairs (a value with a line break in it), if anything. */
function headerProblem(headers: string[]): Error | undefined {
  try {
    for (let i = 0; i < headers.length; i += 2) {
      http.validateHeaderName(headers[i])
      http.validateHeaderValue(headers[i], headers[i + 1])
    }
  } catch (err) {
    return err as Error
  }
  return undefined
}

function joinPath(base: string, path: string): string {
  return base === '/' || base === '' ? path : `${base.replace(/\/$/, '')}${path}`
}
