// POST /invocations (and GET /execution-parameters) against the model server over kept-alive
// connections, with the per-request timeout and retries of ModelClientConfig.
import http from 'node:http'
import https from 'node:https'
import { setMaxListeners } from 'node:events'

export interface InvokerOptions {
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
export class InvocationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvocationError'
  }
}

/** Told how one attempt ended: a status and body, or an error in words. */
interface AttemptOwner {
  attemptEnded(status: number | undefined, body: Buffer | undefined, error: string | undefined): void
}

/** Called once an invocation is over, with the tag it was made with. */
export type Answered<T> = (tag: T, answer: Buffer | undefined, error?: string) => void

const BODY_EXCERPT = 300

export class Invoker {
  private readonly agent: http.Agent
  private readonly transport: typeof http | typeof https
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
  private readonly deadlines: DeadlineQueue

  constructor(private readonly opts: InvokerOptions) {
    const url = new URL(opts.endpoint)
    this.transport = url.protocol === 'https:' ? https : http
    const AgentClass = url.protocol === 'https:' ? https.Agent : http.Agent
    this.agent = new AgentClass({
      keepAlive: true,
      maxSockets: opts.maxSockets,
      maxFreeSockets: opts.maxSockets,
      // The most recently used connection is the one most likely still open and warm.
      scheduling: 'lifo'
    })
    this.options = { agent: this.agent, protocol: url.protocol, hostname: url.hostname, port: url.port }
    this.invocationsPath = joinPath(url.pathname, '/invocations')
    this.executionParametersPath = joinPath(url.pathname, '/execution-parameters')
    this.headers = []
    if (opts.contentType) this.headers.push('Content-Type', opts.contentType)
    if (opts.accept) this.headers.push('Accept', opts.accept)
    this.lengthAt = opts.chunked ? -1 : this.headers.length + 1
    this.headers.push(...(opts.chunked ? ['Transfer-Encoding', 'chunked'] : ['Content-Length', '0']))
    this.headers.push('Host', url.host)
    this.deadlines = new DeadlineQueue(opts.timeoutMs)
  }

  /**
   * The response body of a 2xx answer; throws InvocationError once every attempt has failed. Aborting
   * `scope` cancels the requests made with it.
   */
  invoke(body: Buffer, scope?: RequestScope): Promise<Buffer> {
    return new Promise((resolve, reject) =>
      this.invokeThen(body, scope, undefined, (_, answer, error) =>
        answer ? resolve(answer) : reject(new InvocationError(error ?? 'failed'))
      )
    )
  }

  /**
   * `invoke` with a callback: the data plane's hot path. One `done` can serve every request (the tag
   * tells them apart), so a request needs no promise and no closure.
   */
  invokeThen<T>(body: Buffer, scope: RequestScope | undefined, tag: T, done: Answered<T>): void {
    new Invocation(this, body, scope, tag, done).attempt()
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
    this.agent.destroy()
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
    const headers = this.headers.slice()
    if (this.lengthAt >= 0) headers[this.lengthAt] = String(body ? body.length : 0)
    const options = this.options
    options.method = method
    options.path = path
    options.headers = headers
    const req = this.transport.request(options) as TaggedRequest
    const call = new Call(req, timeoutMs, scope, owner)
    req[CALL] = call
    req.on('response', onResponse)
    req.on('error', onRequestError)
    // Every invocation has the same timeout, so one queue in sending order serves them all.
    if (timeoutMs === this.opts.timeoutMs) this.deadlines.add(call)
    else call.timer = setTimeout(() => call.expire(), timeoutMs)
    scope?.active.add(req)
    req.end(body)
  }
}

/** One request to the invocations endpoint, with its retries. */
class Invocation<T> implements AttemptOwner {
  private n = 0

  constructor(
    private readonly invoker: Invoker,
    private readonly body: Buffer,
    private readonly scope: RequestScope | undefined,
    private readonly tag: T,
    private readonly done: Answered<T>
  ) {}

  attempt(): void {
    if (this.scope?.signal.aborted) return this.done(this.tag, undefined, 'stopped')
    this.n++
    this.invoker.post(this.body, this.scope, this)
  }

  attemptEnded(status: number | undefined, body: Buffer | undefined, error: string | undefined): void {
    if (body && status !== undefined && status >= 200 && status < 300) return this.done(this.tag, body)
    if (this.scope?.signal.aborted) return this.done(this.tag, undefined, 'stopped')
    const { retries, sleep } = this.invoker.settings
    const attempts = retries + 1
    if (this.n < attempts) {
      const again = (): void => this.attempt()
      sleep(Math.min(2000, 100 * 2 ** (this.n - 1))).then(again, again)
      return
    }
    const how = error ?? `HTTP ${status}${body && body.length ? `: ${excerpt(body)}` : ' with an empty body'}`
    this.done(this.tag, undefined, `POST /invocations failed after ${plural(attempts, 'attempt')}: ${how}`)
  }
}

const CALL = Symbol('call')
type TaggedRequest = http.ClientRequest & { [CALL]: Call }
type TaggedResponse = http.IncomingMessage & { [CALL]: Call }

/**
 * One HTTP request in flight. Its listeners are shared functions that find the call on the request or
 * response they are called on, so a request costs no closures.
 */
class Call {
  settled = false
  /** Monotonic time by which the whole answer must have arrived. */
  readonly deadline: number
  timer: NodeJS.Timeout | undefined
  status: number | undefined
  private first: Buffer | undefined
  private more: Buffer[] | undefined

  constructor(
    private req: http.ClientRequest | undefined,
    private readonly timeoutMs: number,
    private readonly scope: RequestScope | undefined,
    private readonly owner: AttemptOwner
  ) {
    this.deadline = performance.now() + timeoutMs
  }

  data(chunk: Buffer): void {
    if (this.first === undefined) this.first = chunk
    else (this.more ??= [this.first]).push(chunk)
  }

  body(): Buffer {
    if (this.more) return Buffer.concat(this.more)
    return this.first ?? EMPTY
  }

  expire(): void {
    const req = this.req
    this.finish(
      undefined,
      undefined,
      `no complete answer within ${seconds(this.timeoutMs)} (invocation-timeout)`
    )
    req?.destroy()
  }

  finish(status: number | undefined, body: Buffer | undefined, error: string | undefined): void {
    if (this.settle()) this.owner.attemptEnded(status, body, error)
  }

  /** The whole answer is in: it is handed on from a microtask (see `answered`). */
  answered(): void {
    const body = this.body()
    if (!this.settle()) return
    this.first = body
    if (answered.push(this) === 1) queueMicrotask(handOnAnswers)
  }

  handOn(): void {
    const body = this.first
    this.first = undefined
    this.owner.attemptEnded(this.status, body, undefined)
  }

  /** Marks the call over; false when it already was. */
  private settle(): boolean {
    if (this.settled) return false
    this.settled = true
    if (this.timer) clearTimeout(this.timer)
    if (this.req) this.scope?.active.delete(this.req)
    // Dropped at once: a settled call may wait in the deadline queue a while.
    this.req = undefined
    this.first = undefined
    this.more = undefined
    return true
  }

  get aborted(): boolean {
    return this.scope?.signal.aborted ?? false
  }
}

const EMPTY = Buffer.alloc(0)

/**
 * Complete answers, handed on together from one microtask. Node puts a kept-alive connection back in
 * the agent's free list in a tick after the answer's 'end' event; a request made inside that event
 * would find every connection busy and wait in the agent's queue, which costs more than the wait.
 */
const answered: Call[] = []

function handOnAnswers(): void {
  // Taken out first, so a handler that throws cannot leave answers behind that no microtask will hand on.
  const ready = answered.splice(0, answered.length)
  for (const call of ready) call.handOn()
}

function onResponse(this: TaggedRequest, res: http.IncomingMessage): void {
  const call = this[CALL]
  ;(res as TaggedResponse)[CALL] = call
  call.status = res.statusCode
  res.on('data', onData)
  res.on('end', onEnd)
  res.on('error', onResponseError)
}

function onData(this: TaggedResponse, chunk: Buffer): void {
  this[CALL].data(chunk)
}

function onEnd(this: TaggedResponse): void {
  this[CALL].answered()
}

function onResponseError(this: TaggedResponse, err: Error): void {
  this[CALL].finish(undefined, undefined, `the answer broke off: ${err.message}`)
}

function onRequestError(this: TaggedRequest, err: Error): void {
  const call = this[CALL]
  call.finish(
    undefined,
    undefined,
    call.aborted ? 'stopped' : `cannot reach the model server: ${err.message}`
  )
}

/**
 * Requests in flight by deadline, with one timer for the oldest instead of one per request. All share
 * one timeout, so sending order is deadline order. Settled calls leave lazily, and the queue is
 * compacted whenever they outnumber the live ones, so it stays as small as what is in flight.
 */
class DeadlineQueue {
  private calls: Call[] = []
  private head = 0
  /** Calls still live at the last compaction: the queue may grow to about twice that before the next. */
  private liveBefore = 0
  private timer: NodeJS.Timeout | undefined

  constructor(private readonly timeoutMs: number) {}

  add(call: Call): void {
    if (this.calls.length - this.head > 2 * this.liveBefore + 64) this.compact()
    this.calls.push(call)
    if (!this.timer) this.arm(call.deadline)
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
  }

  private arm(deadline: number): void {
    this.timer = setTimeout(this.fire, Math.max(1, Math.ceil(deadline - performance.now())))
    // Requests in flight keep the process alive through their sockets; the timer alone must not.
    this.timer.unref()
  }

  private readonly fire = (): void => {
    this.timer = undefined
    const now = performance.now()
    const expired: Call[] = []
    while (this.head < this.calls.length) {
      const call = this.calls[this.head]
      if (!call.settled && call.deadline > now) break
      this.head++
      if (!call.settled) expired.push(call)
    }
    this.compact()
    if (this.calls.length > 0) this.arm(this.calls[0].deadline)
    // Last: expiring may send retries, which join the queue.
    for (const call of expired) call.expire()
  }

  private compact(): void {
    this.calls = this.calls.slice(this.head).filter(c => !c.settled)
    this.head = 0
    this.liveBefore = this.calls.length
  }
}

/** Lets many listeners (one per file) share one signal without Node's leak warning. */
export function shareSignal(signal: AbortSignal): AbortSignal {
  setMaxListeners(0, signal)
  return signal
}

/**
 * The requests of one file: one abort listener destroys whichever are in flight, so a request costs no
 * listener of its own.
 */
export class RequestScope {
  readonly active = new Set<http.ClientRequest>()

  constructor(readonly signal: AbortSignal) {
    signal.addEventListener(
      'abort',
      () => {
        for (const req of this.active) req.destroy()
      },
      { once: true }
    )
  }
}

function joinPath(base: string, path: string): string {
  return base === '/' || base === '' ? path : `${base.replace(/\/$/, '')}${path}`
}

function excerpt(body: Buffer): string {
  const text = body
    .subarray(0, BODY_EXCERPT * 4)
    .toString('utf8')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > BODY_EXCERPT ? `${text.slice(0, BODY_EXCERPT)}...` : text
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(3)} s`
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}
