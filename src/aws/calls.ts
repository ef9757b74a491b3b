// What a failed AWS call says: the service and operation, the resource, the endpoint it went to, and a
// plain cause (`S3 GetObject s3://b/k via http://127.0.0.1:9000: connection reset`). Every client the
// action makes goes through `awsClient`, so the message is the same wherever the error surfaces.
import { errorMessage, FULL_MESSAGE } from '../errors.js'
import { seconds } from '../format.js'
import { clientAgents, proxyFor, type ClientAgents, type ProxyConfig, type ProxyRoute } from './proxy.js'

/**
 * How long a request may wait for a connection, and then for the head of its answer; and after how
 * long one call (its tries and the waits between them) starts no further try.
 */
export interface CallTimeouts {
  connectMs: number
  answerMs: number
  /** Default CALL_MS. */
  callMs?: number
}

/**
 * An endpoint that takes connections and never answers ends a call after about 90 s (three tries of
 * 30 s), at most 90 s + one try (2 min 10 s); the waits of every retried call's tries add up to less
 * (52 s for SageMaker's 8, a few seconds for S3's 5), so throttling and short outages still recover.
 */
export const CALL_MS = 90_000

export const DEFAULT_TIMEOUTS: CallTimeouts = { connectMs: 10_000, answerMs: 30_000, callMs: CALL_MS }

/**
 * The SDK client setting for the connection limit (the answer limit is set by `awsClient`) and the
 * client's agents, through the run's proxies where there are any.
 */
export function requestHandlerSettings(
  t: CallTimeouts = DEFAULT_TIMEOUTS,
  proxy?: ProxyConfig,
  maxSockets?: number
): { requestHandler: { connectionTimeout: number } & ClientAgents } {
  return { requestHandler: { connectionTimeout: t.connectMs, ...clientAgents(proxy, maxSockets) } }
}

/** What is known about one call that failed. */
interface CallFacts {
  service: string
  operation: string
  resource?: string
  /** Scheme, host and port only: never user info, path or query. */
  endpoint?: string
  timeouts: CallTimeouts
  /** The proxy the request went through, if any. */
  proxy?: ProxyRoute
  tries?: number
  elapsedMs?: number
}

const FACTS = Symbol('call facts')

interface FailedCall {
  [FACTS]?: CallFacts
  name?: string
  code?: string
  message?: string
  cause?: { code?: string }
  $metadata?: { httpStatusCode?: number; attempts?: number }
}

export function callFacts(err: unknown): CallFacts | undefined {
  return typeof err === 'object' && err !== null ? (err as FailedCall)[FACTS] : undefined
}

/** Attaches the facts to the error; its full message (errors.ts `errorMessage`) then names them. */
export function recordCall(err: unknown, facts: CallFacts): void {
  if (typeof err !== 'object' || err === null) return
  const failed = err as FailedCall
  failed[FACTS] = facts
  Object.defineProperty(failed, FULL_MESSAGE, {
    configurable: true,
    get: () => describeCall(err)
  })
}

/** Counts the tries a retry loop made around the call. */
export function recordTries(err: unknown, tries: number, elapsedMs: number): void {
  const facts = callFacts(err)
  if (facts) Object.assign(facts, { tries, elapsedMs })
}

/** `scheme://host:port` of an endpoint, dropping user info, path and query; undefined when unreadable. */
export function shownEndpoint(url: string | URL | undefined): string | undefined {
  if (url === undefined || url === '') return undefined
  try {
    const u = typeof url === 'string' ? new URL(url) : url
    return `${u.protocol}//${u.host}`
  } catch {
    return undefined
  }
}

/** `S3 GetObject s3://b/k`: what was asked, without the answer. */
export function callLabel(facts: CallFacts): string {
  return [facts.service, facts.operation, facts.resource].filter(Boolean).join(' ')
}

const SOCKET_CAUSES: Record<string, string> = {
  ECONNRESET: 'connection reset',
  ECONNREFUSED: 'connection refused',
  ECONNABORTED: 'connection aborted',
  EPIPE: 'connection closed while sending',
  ENOTFOUND: 'DNS lookup failed',
  EAI_AGAIN: 'DNS lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable'
}

/**
 * The socket error code (ECONNRESET, ...) of a failure that got no answer: on the error, on its cause,
 * or only in its text when the SDK wrapped an error from another realm into a bare message.
 */
export function socketCode(err: unknown): string | undefined {
  const e = (typeof err === 'object' && err !== null ? err : {}) as FailedCall
  const code = e.code ?? e.cause?.code
  if (code) return code
  if (e.$metadata?.httpStatusCode !== undefined) return undefined
  return /\b(E[A-Z]{3,}(?:_[A-Z]+)?)\b/.exec(e.message ?? '')?.[1]
}

/** Names the SDK gives when the answer named no error of its own. */
const ANONYMOUS = new Set([
  'Error',
  'UnknownError',
  'Unknown',
  'InternalFailure',
  'SyntaxError',
  'TimeoutError'
])

function firstLine(text: string): string {
  const line = text.split(/\r\n|\r|\n/)[0].trim()
  return line.length > 300 ? `${line.slice(0, 297)}...` : line
}

/**
 * An error the action finds in an answer the SDK accepted (STS credentials missing a part), shaped like
 * the SDK's (name = the error code, $metadata.httpStatusCode) so retry.ts and describeCall treat it the
 * same.
 */
export class ServiceError extends Error {
  readonly $metadata: { httpStatusCode: number }
  constructor(code: string, message: string, status: number) {
    super(message)
    this.name = code
    this.$metadata = { httpStatusCode: status }
  }
}

/** What the SDK's default chain says when it found no credentials anywhere, with the fix. */
const NO_CREDENTIALS =
  'no AWS credentials were found. Add an aws-actions/configure-aws-credentials step before this one ' +
  '(with `permissions: id-token: write` for OIDC), or set the role-to-assume input.'

/** Socket failures that, behind a proxy, can only be the connection to the proxy. */
const PROXY_UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])

/** The proxy's part in a failure (it refused the credentials or the tunnel, or could not be reached). */
function proxyCause(err: unknown, proxy: ProxyRoute, timeouts: CallTimeouts): string | undefined {
  const e = (typeof err === 'object' && err !== null ? err : {}) as FailedCall & { statusCode?: number }
  const which = `the proxy ${proxy.shown} (from ${proxy.source})`
  // Node's refused CONNECT; the SDK may carry it only in its text (an error from another realm).
  const tunnel =
    [e.code, e.cause?.code].includes('ERR_PROXY_TUNNEL') || /ERR_PROXY_TUNNEL/.test(e.message ?? '')
  const status = tunnel
    ? (e.statusCode ?? Number(/HTTP\/\d(?:\.\d)? (\d{3})/.exec(e.message ?? '')?.[1] ?? NaN))
    : e.$metadata?.httpStatusCode
  if (status === 407)
    return (
      `${which} answered 407 Proxy Authentication Required: its user or password is missing or wrong ` +
      '(set them in the proxy URL as http://user:password@host:port, special characters percent-encoded)'
    )
  if (tunnel) return `${which} refused the tunnel${status ? ` (HTTP ${status})` : ''}`
  const code = socketCode(err)
  if (code && PROXY_UNREACHABLE.has(code)) return `${which} could not be reached (${SOCKET_CAUSES[code]})`
  if (e.name === 'TimeoutError' && /establish a connection/.test(e.message ?? ''))
    return `${which} could not be reached (no connection within ${seconds(timeouts.connectMs)})`
  return undefined
}

/** The cause in plain words: a socket failure, a timeout, the service's error, or the bare HTTP status. */
function plainCause(err: unknown, timeouts: CallTimeouts = DEFAULT_TIMEOUTS, proxy?: ProxyRoute): string {
  const e = (typeof err === 'object' && err !== null ? err : {}) as FailedCall
  if (e.name === 'CredentialsProviderError') return NO_CREDENTIALS
  const throughProxy = proxy && proxyCause(err, proxy, timeouts)
  if (throughProxy) return throughProxy
  const code = socketCode(err)
  if (code && SOCKET_CAUSES[code]) return SOCKET_CAUSES[code]
  const message = firstLine(e.message ?? String(err))
  if (e.name === 'TimeoutError' || code === 'ETIMEDOUT') {
    if (/establish a connection/.test(message)) return `no connection within ${seconds(timeouts.connectMs)}`
    const ms = /after (\d+) ms/.exec(message)?.[1]
    return `timed out after ${seconds(ms ? Number(ms) : timeouts.answerMs)} without an answer`
  }
  const status = e.$metadata?.httpStatusCode
  if (status !== undefined) {
    const name = e.name ?? ''
    const unreadable = /Deserialization error|parse error|not valid JSON/i.test(e.message ?? '')
    if (unreadable) return `HTTP ${status} with a body that is not an AWS answer`
    if (ANONYMOUS.has(name) || name === '') {
      const said =
        message && !/^(internal failure|unknownerror|unknown)\.?$/i.test(message) ? `: ${message}` : ''
      return `HTTP ${status}${said}`
    }
    return `${name} (HTTP ${status})${message && message !== name ? `: ${message}` : ''}`
  }
  if (e.name && !ANONYMOUS.has(e.name) && message && message !== e.name) return `${e.name}: ${message}`
  return message || e.name || 'failed'
}

/** The whole message: `S3 GetObject s3://b/k via http://127.0.0.1:9000: connection reset (gave up ...)`. */
export function describeCall(err: unknown): string {
  const facts = callFacts(err)
  if (!facts) return errorMessage(err)
  const via = facts.endpoint ? ` via ${facts.endpoint}` : ''
  const tries =
    facts.tries && facts.tries > 1
      ? ` (gave up after ${facts.tries} tries${facts.elapsedMs !== undefined ? ` in ${seconds(facts.elapsedMs)}` : ''})`
      : ''
  return `${callLabel(facts)}${via}: ${plainCause(err, facts.timeouts, facts.proxy)}${tries}`
}

/** The resource a request names, from the members the action's calls use. */
function resourceOf(input: unknown): string | undefined {
  const i = (input ?? {}) as Record<string, unknown>
  const text = (k: string) => (typeof i[k] === 'string' ? (i[k] as string) : undefined)
  const bucket = text('Bucket')
  if (bucket) return `s3://${bucket}/${text('Key') ?? text('Prefix') ?? ''}`
  for (const k of [
    'TransformJobName',
    'ModelName',
    'RoleArn',
    'logStreamNamePrefix',
    'logStreamName',
    'logGroupName'
  ])
    if (text(k)) return text(k)
  return undefined
}

/** What an SDK middleware sees of a call. */
interface CallContext {
  commandName?: string
  endpointV2?: { url?: URL }
}

type Next = (args: { input: unknown }) => Promise<{ output?: { $metadata?: { attempts?: number } } }>
type Middleware = (next: Next, context: CallContext) => Next

/** The part of an SDK client's middleware stack used here. */
export interface Stack {
  add(
    mw: Middleware,
    options: { step: 'initialize'; priority?: 'high'; name: string; override: boolean }
  ): void
  addRelativeTo(
    mw: Middleware,
    options: { relation: 'after'; toMiddleware: string; name: string; override: boolean }
  ): void
}

/** Where a client sends its calls and how long it waits for them. */
export interface ClientTarget {
  service: string
  /** The configured endpoint, for errors before one is resolved. */
  endpoint?: string
  timeouts: CallTimeouts
  /** The run's proxies, to name the one a failed request went through. */
  proxy?: ProxyConfig
}

function routeOf(proxy: ProxyConfig | undefined, url: URL | string | undefined): ProxyRoute | undefined {
  if (!proxy || url === undefined || url === '') return undefined
  try {
    return proxyFor(proxy, url)
  } catch {
    return undefined
  }
}

/** The facts of one call, from what the SDK's middleware sees of it. */
export function factsOf(target: ClientTarget, context: CallContext, input: unknown): CallFacts {
  return {
    service: target.service,
    operation: (context.commandName ?? 'call').replace(/Command$/, ''),
    resource: resourceOf(input),
    endpoint: shownEndpoint(context.endpointV2?.url) ?? shownEndpoint(target.endpoint),
    timeouts: target.timeouts,
    proxy: routeOf(target.proxy, context.endpointV2?.url ?? target.endpoint)
  }
}

interface Handler {
  handle(request: { body?: unknown }, options?: { abortSignal?: AbortSignal }): Promise<unknown>
}

/** Bodies up to this size are sent well within the answer limit; larger ones take what the uplink needs. */
const SMALL_BODY = 1 << 20

function smallBody(body: unknown): boolean {
  if (body === undefined || body === null) return true
  if (typeof body === 'string') return body.length <= SMALL_BODY
  return body instanceof Uint8Array && body.byteLength <= SMALL_BODY
}

/**
 * Gives up on a request whose answer does not begin within `ms` (a stalled endpoint), as a
 * TimeoutError the retries treat like the SDK's own. The limit ends when the answer's head arrives, so
 * a body read slowly (while a model works on the records before it) is never cut.
 */
function limitAnswerTime(handler: Handler, ms: number): void {
  const handle = handler.handle.bind(handler)
  handler.handle = async (request, options = {}) => {
    if (!smallBody(request.body)) return handle(request, options)
    const outer = options.abortSignal
    if (outer?.aborted) return handle(request, options)
    const limit = new AbortController()
    const forward = () => limit.abort(outer?.reason)
    outer?.addEventListener('abort', forward, { once: true })
    const timer = setTimeout(() => limit.abort(), ms)
    try {
      return await handle(request, { ...options, abortSignal: limit.signal })
    } catch (err) {
      if (limit.signal.aborted && !outer?.aborted)
        throw Object.assign(new Error(`no answer after ${ms} ms`), { name: 'TimeoutError' })
      throw err
    } finally {
      clearTimeout(timer)
      outer?.removeEventListener('abort', forward)
    }
  }
}

/**
 * Every AWS client the action makes goes through here: each error of its calls gets its facts (the
 * step wraps the SDK's own retries, so their attempts are counted too) and each request a limit on
 * the wait for its answer. `endpoint` is the configured one, for errors before it is resolved.
 */
export function awsClient<C extends { middlewareStack: unknown; config: unknown }>(
  client: C,
  service: string,
  options: { endpoint?: string; timeouts?: CallTimeouts; proxy?: ProxyConfig } = {}
): C {
  const target: ClientTarget = {
    service,
    endpoint: options.endpoint,
    timeouts: options.timeouts ?? DEFAULT_TIMEOUTS,
    proxy: options.proxy
  }
  limitAnswerTime((client.config as { requestHandler: Handler }).requestHandler, target.timeouts.answerMs)
  ;(client.middlewareStack as Stack).add(
    (next, context) => async args => {
      const started = Date.now()
      try {
        return await next(args)
      } catch (err) {
        recordCall(err, {
          ...factsOf(target, context, args.input),
          tries: (err as FailedCall | undefined)?.$metadata?.attempts,
          elapsedMs: Date.now() - started
        })
        throw err
      }
    },
    { step: 'initialize', priority: 'high', name: 'nameFailures', override: true }
  )
  return client
}
