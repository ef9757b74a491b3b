// A lean HTTP/1.1 client for a model server at a plain `http:` address: kept-alive net.Socket
// connections, one request at a time on each, the request's head and body written in one go and the
// answer parsed here (the status line, Content-Length, chunked, or up to the close). node:http's
// per-request machinery (a ClientRequest, an IncomingMessage, the agent's bookkeeping and their
// streams) costs two to three times this client's CPU per request, taken from a small model on the
// same cores.
import net from 'node:net'

/** Told how one exchange goes; each exchange ends with exactly one of ended, requestFailed, answerFailed. */
export interface ExchangeListener {
  /** The status line and headers are in (interim 1xx answers are skipped). */
  responded(status: number): void
  data(chunk: Buffer): void
  /** The whole answer is in; the connection is free again by now. */
  ended(): void
  /** No answer began: the connection failed or closed first, or the exchange was cancelled. */
  requestFailed(err: Error): void
  /** The answer began and broke off. */
  answerFailed(err: Error): void
}

/** The longest status line and headers taken, as node:http's default (--max-http-header-size). */
const MAX_HEAD = 16 * 1024
/** Bodies up to this size are copied behind the head and written with it; larger ones are not copied. */
const COPY_BELOW = 64 * 1024
const CRLF = Buffer.from('\r\n')
const HEAD_END = Buffer.from('\r\n\r\n')

/** What node:http says when the connection closes before an answer: the same words and code. */
function hangUp(): Error {
  return Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
}

/** What node:http's answer says when the connection closes inside it. */
function aborted(): Error {
  return Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
}

function parseError(what: string): Error {
  return Object.assign(new Error(`Parse Error: ${what}`), { code: 'HPE_INVALID' })
}

/** One request and its answer; `destroy` cancels it wherever it is. */
export class Exchange {
  conn: Connection | undefined
  done = false

  constructor(
    readonly bytes: Buffer | [string, Buffer, string],
    readonly listener: ExchangeListener,
    private readonly pool: Http1Pool
  ) {}

  destroy(): void {
    if (this.done) return
    // On a connection: its close tells the listener, as node:http tells it from the socket's close.
    if (this.conn) return this.conn.destroy()
    this.done = true
    this.pool.unqueue(this)
    process.nextTick(() => this.listener.requestFailed(hangUp()))
  }
}

const enum Mode {
  Head,
  Length,
  ChunkSize,
  ChunkData,
  ChunkEnd,
  Trailers,
  UntilClose
}

/** One kept-alive connection and the parse of the answer on it. */
class Connection {
  readonly socket: net.Socket
  private exchange: Exchange | undefined
  private mode = Mode.Head
  /** Bytes of a head or a line not yet whole. */
  private pending: Buffer | undefined
  /** Body bytes still to come (Content-Length, or the current chunk). */
  private remaining = 0
  private keepAlive = true
  private began = false
  private error: Error | undefined

  constructor(
    private readonly pool: Http1Pool,
    host: string,
    port: number
  ) {
    this.socket = net.connect({ host, port, noDelay: true })
    this.socket.on('data', chunk => this.onData(chunk))
    this.socket.on('error', err => (this.error ??= err))
    this.socket.on('end', () => this.onEnd())
    this.socket.on('close', () => this.onClose())
  }

  start(exchange: Exchange): void {
    exchange.conn = this
    this.exchange = exchange
    this.mode = Mode.Head
    this.began = false
    this.keepAlive = true
    this.pending = undefined
    const { bytes } = exchange
    const socket = this.socket
    // Free connections do not keep the process alive; one with a request does.
    socket.ref()
    if (Buffer.isBuffer(bytes)) {
      socket.write(bytes)
    } else {
      // A large body: written beside its head and framing (one writev), not copied between them.
      socket.cork()
      socket.write(bytes[0], 'latin1')
      socket.write(bytes[1])
      if (bytes[2]) socket.write(bytes[2], 'latin1')
      socket.uncork()
    }
  }

  destroy(): void {
    this.keepAlive = false
    this.socket.destroy()
  }

  private onData(chunk: Buffer): void {
    let at = 0
    while (at < chunk.length) {
      const exchange = this.exchange
      // Bytes with no request waiting for them: nothing on this connection can be trusted.
      if (!exchange) return this.destroy()
      if (this.mode === Mode.Length || this.mode === Mode.ChunkData) {
        const n = Math.min(this.remaining, chunk.length - at)
        exchange.listener.data(n === chunk.length ? chunk : chunk.subarray(at, at + n))
        at += n
        this.remaining -= n
        if (this.remaining > 0) return
        if (this.mode === Mode.Length) this.complete(at < chunk.length)
        else this.mode = Mode.ChunkEnd
        continue
      }
      if (this.mode === Mode.UntilClose) {
        exchange.listener.data(at === 0 ? chunk : chunk.subarray(at))
        return
      }
      // The head, or a line of the chunked framing: whole once its end is in.
      let buf = chunk
      if (this.pending) {
        buf = Buffer.concat([this.pending, chunk.subarray(at)])
        this.pending = undefined
        at = 0
      }
      const endMark = this.mode === Mode.Head ? HEAD_END : CRLF
      const end = buf.indexOf(endMark, at)
      if (end < 0) {
        if (buf.length - at > MAX_HEAD) return this.fail(parseError('Header overflow'))
        this.pending = buf.subarray(at)
        return
      }
      if (end - at > MAX_HEAD) return this.fail(parseError('Header overflow'))
      const text = buf.toString('latin1', at, end)
      chunk = buf
      at = end + endMark.length
      let whole: boolean
      try {
        whole = this.take(text, exchange)
      } catch (err) {
        return this.fail(err as Error)
      }
      if (whole) this.complete(at < chunk.length)
    }
  }

  /** A whole head, or a whole line of the chunked framing; true when the answer is whole with it. */
  private take(text: string, exchange: Exchange): boolean {
    switch (this.mode) {
      case Mode.Head:
        return this.head(text, exchange)
      case Mode.ChunkSize: {
        const size = text.split(';', 1)[0].trim()
        if (!/^[0-9a-fA-F]{1,12}$/.test(size)) throw parseError('Invalid character in chunk size')
        this.remaining = parseInt(size, 16)
        this.mode = this.remaining === 0 ? Mode.Trailers : Mode.ChunkData
        return false
      }
      case Mode.ChunkEnd:
        if (text !== '') throw parseError('Expected CRLF after chunk data')
        this.mode = Mode.ChunkSize
        return false
      default:
        // Trailers: taken and dropped, up to the empty line that ends the answer.
        return text === ''
    }
  }

  /** Reads a head; true when the answer is whole with it (it has no body). */
  private head(text: string, exchange: Exchange): boolean {
    const lines = text.split('\r\n')
    const status = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: |$)/.exec(lines[0])
    if (!status) throw parseError('Expected HTTP/')
    const code = Number(status[2])
    // An interim answer (100 Continue): the real one follows.
    if (code < 200 && code !== 101) return false
    if (code === 101) throw parseError('Unexpected protocol switch')
    let length: string | undefined
    let chunked = false
    let close = status[1] === '0'
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]
      const colon = line.indexOf(':')
      if (colon <= 0) throw parseError('Invalid header line')
      const name = line.slice(0, colon).trim().toLowerCase()
      const value = line.slice(colon + 1).trim()
      if (name === 'content-length') {
        if (!/^\d+$/.test(value) || (length !== undefined && length !== value))
          throw parseError('Invalid Content-Length')
        length = value
      } else if (name === 'transfer-encoding') {
        chunked = value.toLowerCase().split(',').pop()!.trim() === 'chunked'
      } else if (name === 'connection') {
        const tokens = value
          .toLowerCase()
          .split(',')
          .map(t => t.trim())
        if (tokens.includes('close')) close = true
        else if (tokens.includes('keep-alive')) close = false
      }
    }
    this.keepAlive = !close
    this.began = true
    exchange.listener.responded(code)
    if (code === 204 || code === 304) return true
    if (chunked) {
      this.mode = Mode.ChunkSize
    } else if (length !== undefined) {
      this.remaining = Number(length)
      if (this.remaining === 0) return true
      this.mode = Mode.Length
    } else {
      this.mode = Mode.UntilClose
      this.keepAlive = false
    }
    return false
  }

  /** The answer is whole; `more`: bytes came after it, which no request asked for. */
  private complete(more: boolean): void {
    const exchange = this.exchange!
    this.exchange = undefined
    exchange.done = true
    exchange.conn = undefined
    if (this.keepAlive && !more) {
      this.socket.unref()
      this.pool.release(this)
    } else {
      this.destroy()
    }
    exchange.listener.ended()
  }

  private fail(err: Error): void {
    this.error = err
    this.destroy()
  }

  private onEnd(): void {
    // An answer with neither a length nor chunks ends with the connection.
    if (this.exchange && this.mode === Mode.UntilClose) this.complete(false)
  }

  private onClose(): void {
    this.pool.closed(this)
    const exchange = this.exchange
    if (!exchange) return
    this.exchange = undefined
    exchange.done = true
    exchange.conn = undefined
    const parse = this.error && (this.error as NodeJS.ErrnoException).code === 'HPE_INVALID'
    if (this.began) exchange.listener.answerFailed(parse ? this.error! : aborted())
    else exchange.listener.requestFailed(this.error ?? hangUp())
  }
}

/**
 * Connections to one server, at most `maxSockets` of them; requests beyond wait in order for one.
 * The most recently freed connection is used first, the one most likely still open and warm.
 */
export class Http1Pool {
  private readonly free: Connection[] = []
  private readonly all = new Set<Connection>()
  private waiting: Exchange[] = []
  private destroyed = false

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly maxSockets: number
  ) {}

  /** Sends `head` and `body` (`body` already framed by the caller, `tail` after it: chunked framing). */
  request(head: string, body: Buffer | undefined, tail: string, listener: ExchangeListener): Exchange {
    const exchange = new Exchange(frame(head, body, tail), listener, this)
    if (this.destroyed) {
      exchange.done = true
      process.nextTick(() => listener.requestFailed(hangUp()))
      return exchange
    }
    const conn = this.free.pop()
    if (conn) conn.start(exchange)
    else if (this.all.size < this.maxSockets) this.open().start(exchange)
    else this.waiting.push(exchange)
    return exchange
  }

  /** Ends every connection; requests on them fail as their connections close. */
  destroy(): void {
    this.destroyed = true
    const waiting = this.waiting
    this.waiting = []
    for (const exchange of waiting) exchange.destroy()
    for (const conn of [...this.all]) conn.destroy()
  }

  /** @internal A connection whose answer is whole: the next waiting request, else the free list. */
  release(conn: Connection): void {
    const next = this.waiting.shift()
    if (next) conn.start(next)
    else this.free.push(conn)
  }

  /** @internal A connection has closed: it leaves the pool, and a waiting request gets a new one. */
  closed(conn: Connection): void {
    if (!this.all.delete(conn)) return
    const at = this.free.indexOf(conn)
    if (at >= 0) this.free.splice(at, 1)
    const next = this.destroyed ? undefined : this.waiting.shift()
    if (next) this.open().start(next)
  }

  /** @internal */
  unqueue(exchange: Exchange): void {
    const at = this.waiting.indexOf(exchange)
    if (at >= 0) this.waiting.splice(at, 1)
  }

  private open(): Connection {
    const conn = new Connection(this, this.host, this.port)
    this.all.add(conn)
    return conn
  }
}

/** The bytes to write: one buffer for a small request, the head and the body apart for a large one. */
function frame(head: string, body: Buffer | undefined, tail: string): Buffer | [string, Buffer, string] {
  const bodyLength = body ? body.length : 0
  if (bodyLength >= COPY_BELOW) return [head, body!, tail]
  const bytes = Buffer.allocUnsafe(head.length + bodyLength + tail.length)
  let at = bytes.write(head, 0, 'latin1')
  if (body) at += body.copy(bytes, at)
  if (tail) bytes.write(tail, at, 'latin1')
  return bytes
}
