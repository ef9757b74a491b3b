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
  sleep: (ms: number) => Promise<void>
}

/** A request that failed for good; `message` says how, for the file's failure reason. */
export class InvocationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvocationError'
  }
}

interface Attempt {
  status?: number
  body?: Buffer
  error?: string
}

const BODY_EXCERPT = 300

export class Invoker {
  private readonly agent: http.Agent
  private readonly url: URL
  private readonly transport: typeof http | typeof https
  private readonly headers: Record<string, string>

  constructor(private readonly opts: InvokerOptions) {
    this.url = new URL(opts.endpoint)
    this.transport = this.url.protocol === 'https:' ? https : http
    const AgentClass = this.url.protocol === 'https:' ? https.Agent : http.Agent
    this.agent = new AgentClass({
      keepAlive: true,
      maxSockets: opts.maxSockets,
      maxFreeSockets: opts.maxSockets
    })
    this.headers = {}
    if (opts.contentType) this.headers['Content-Type'] = opts.contentType
    if (opts.accept) this.headers['Accept'] = opts.accept
  }

  /**
   * The response body of a 2xx answer; throws InvocationError once every attempt has failed. Aborting
   * `scope` cancels the requests made with it.
   */
  invoke(body: Buffer, scope?: RequestScope): Promise<Buffer> {
    return new Promise((resolve, reject) =>
      this.invokeThen(body, scope, (answer, error) =>
        answer ? resolve(answer) : reject(new InvocationError(error ?? 'failed'))
      )
    )
  }

  /** `invoke` with a callback: the data plane's hot path, with no promise per request. */
  invokeThen(
    body: Buffer,
    scope: RequestScope | undefined,
    done: (answer: Buffer | undefined, error?: string) => void
  ): void {
    const attempts = this.opts.retries + 1
    const attempt = (n: number): void => {
      if (scope?.signal.aborted) return done(undefined, 'stopped')
      this.send('POST', '/invocations', body, this.opts.timeoutMs, scope, last => {
        if (last.body && last.status !== undefined && last.status >= 200 && last.status < 300) {
          return done(last.body)
        }
        if (scope?.signal.aborted) return done(undefined, 'stopped')
        if (n < attempts) {
          this.opts.sleep(Math.min(2000, 100 * 2 ** (n - 1))).then(
            () => attempt(n + 1),
            () => attempt(n + 1)
          )
          return
        }
        const how =
          last.error ??
          `HTTP ${last.status}${last.body && last.body.length ? `: ${excerpt(last.body)}` : ' with an empty body'}`
        done(undefined, `POST /invocations failed after ${plural(attempts, 'attempt')}: ${how}`)
      })
    }
    attempt(1)
  }

  /** GET /execution-parameters; undefined when the server does not offer it. */
  async executionParameters(timeoutMs = 2000): Promise<unknown> {
    const res = await new Promise<Attempt>(resolve =>
      this.send('GET', '/execution-parameters', undefined, timeoutMs, undefined, resolve)
    )
    if (res.status !== 200 || !res.body) return undefined
    try {
      return JSON.parse(res.body.toString('utf8'))
    } catch {
      return undefined
    }
  }

  close(): void {
    this.agent.destroy()
  }

  private send(
    method: string,
    path: string,
    body: Buffer | undefined,
    timeoutMs: number,
    scope: RequestScope | undefined,
    resolve: (a: Attempt) => void
  ): void {
    let settled = false
    const finish = (a: Attempt): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      scope?.active.delete(req)
      resolve(a)
    }
    const headers: Record<string, string | number> = {
      ...this.headers,
      'Content-Length': body ? body.length : 0
    }
    const req = this.transport.request(
      {
        agent: this.agent,
        protocol: this.url.protocol,
        hostname: this.url.hostname,
        port: this.url.port,
        path: joinPath(this.url.pathname, path),
        method,
        headers
      },
      res => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          finish({ status: res.statusCode, body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks) })
        )
        res.on('error', err => finish({ error: `the answer broke off: ${err.message}` }))
      }
    )
    const timer = setTimeout(() => {
      finish({ error: `no complete answer within ${seconds(timeoutMs)} (invocation-timeout)` })
      req.destroy()
    }, timeoutMs)
    req.on('error', err =>
      finish({ error: scope?.signal.aborted ? 'stopped' : `cannot reach the model server: ${err.message}` })
    )
    scope?.active.add(req)
    req.end(body)
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
