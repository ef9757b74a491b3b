// The HTTP requests of the invoker while they are in flight: one Call per request (told by the lean
// client of http1-pool.ts, or found by shared listener functions on a node:http request and its
// response, so a request costs no closures), one deadline queue for all of them, and the scope that
// cancels one file's requests together.
import type http from 'node:http'
import { setMaxListeners } from 'node:events'
import { seconds } from '../../format.js'
import { timeoutFailure } from '../../contract/object-failures.js'
import type { ExchangeListener } from './http1-pool.js'

/** Told how one attempt ended: a status and body, or an error in words. */
export interface AttemptOwner {
  attemptEnded(status: number | undefined, body: Buffer | undefined, error: string | undefined): void
}

/** A request in flight, as a call or a scope holds it: node:http's ClientRequest, or an Exchange. */
export interface Cancellable {
  destroy(): void
}

const CALL = Symbol('call')
type TaggedRequest = http.ClientRequest & { [CALL]: Call }
type TaggedResponse = http.IncomingMessage & { [CALL]: Call }

/**
 * One HTTP request in flight, told how it goes (ExchangeListener): by the lean client directly, or by
 * node:http's events through shared listener functions that find the call on the request or response.
 */
export class Call implements ExchangeListener {
  settled = false
  /** Monotonic time by which the whole answer must have arrived. */
  readonly deadline: number
  timer: NodeJS.Timeout | undefined
  status: number | undefined
  private req: Cancellable | undefined
  private first: Buffer | undefined
  private more: Buffer[] | undefined

  constructor(
    private readonly timeoutMs: number,
    private readonly scope: RequestScope | undefined,
    private readonly owner: AttemptOwner
  ) {
    this.deadline = performance.now() + timeoutMs
  }

  /** The request this call watches, which the scope cancels with the file's others. */
  attach(req: Cancellable): void {
    this.req = req
    this.scope?.add(req)
  }

  responded(status: number): void {
    this.status = status
  }

  ended(): void {
    this.answered()
  }

  requestFailed(err: Error): void {
    this.finish(
      undefined,
      undefined,
      this.aborted ? 'stopped' : `cannot reach the model server: ${err.message}`
    )
  }

  answerFailed(err: Error): void {
    this.finish(undefined, undefined, `the answer broke off: ${err.message}`)
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
      timeoutFailure(seconds(this.timeoutMs, this.timeoutMs % 1000 === 0 ? 0 : 3))
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
    if (this.req) this.scope?.delete(this.req)
    // Dropped at once: a settled call may wait in the deadline queue a while.
    this.req = undefined
    this.first = undefined
    this.more = undefined
    return true
  }

  get aborted(): boolean {
    return this.scope?.aborted ?? false
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
  call.responded(res.statusCode!)
  res.on('data', onData)
  res.on('end', onEnd)
  res.on('error', onResponseError)
}

function onData(this: TaggedResponse, chunk: Buffer): void {
  this[CALL].data(chunk)
}

function onEnd(this: TaggedResponse): void {
  this[CALL].ended()
}

function onResponseError(this: TaggedResponse, err: Error): void {
  this[CALL].answerFailed(err)
}

function onRequestError(this: TaggedRequest, err: Error): void {
  this[CALL].requestFailed(err)
}

/**
 * Requests in flight by deadline, with one timer for the oldest instead of one per request. All share
 * one timeout, so sending order is deadline order. Settled calls leave lazily, and the queue is
 * compacted whenever they outnumber the live ones, so it stays as small as what is in flight.
 */
export class DeadlineQueue {
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

/** A node:http request with `call` watching it: the shared listeners, and the scope that may cancel it. */
export function track(req: http.ClientRequest, call: Call): void {
  ;(req as TaggedRequest)[CALL] = call
  req.on('response', onResponse)
  req.on('error', onRequestError)
  call.attach(req)
}

/** Lets many listeners share one signal without Node's leak warning. */
export function shareSignal(signal: AbortSignal): AbortSignal {
  setMaxListeners(0, signal)
  return signal
}

/**
 * The run's request scopes: one listener on the run's signal cancels whichever have requests in
 * flight, so a file costs no signal or listener of its own.
 */
export class RunScopes {
  /** Scopes with requests in flight. */
  readonly busy = new Set<RequestScope>()

  constructor(readonly signal: AbortSignal) {
    signal.addEventListener(
      'abort',
      () => {
        for (const scope of [...this.busy]) scope.cancel()
      },
      { once: true }
    )
  }
}

/**
 * The requests of one file: cancelling it (the file failed) or stopping the run destroys whichever
 * are in flight, and marks any later ones stopped before they are sent.
 */
export class RequestScope {
  /** Requests in flight; made with the first. */
  private active: Set<Cancellable> | undefined
  private cancelled = false

  constructor(private readonly run: RunScopes) {}

  get aborted(): boolean {
    return this.cancelled || this.run.signal.aborted
  }

  cancel(): void {
    if (this.cancelled) return
    this.cancelled = true
    this.run.busy.delete(this)
    const active = this.active
    this.active = undefined
    if (active) for (const req of active) req.destroy()
  }

  add(req: Cancellable): void {
    const active = (this.active ??= new Set())
    if (active.size === 0) this.run.busy.add(this)
    active.add(req)
  }

  delete(req: Cancellable): void {
    const active = this.active
    if (!active?.delete(req) || active.size > 0) return
    this.run.busy.delete(this)
  }
}
