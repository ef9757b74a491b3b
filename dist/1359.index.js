export const id = 1359;
export const ids = [1359,4383];
export const modules = {

/***/ 81359:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createLocalBackend: () => (/* binding */ createLocalBackend),
  localJobName: () => (/* binding */ localJobName)
});

// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/contract/container-env.ts
var container_env = __webpack_require__(35075);
// EXTERNAL MODULE: ./src/aws/region.ts
var aws_region = __webpack_require__(27249);
// EXTERNAL MODULE: ./src/sleep.ts
var src_sleep = __webpack_require__(46972);
// EXTERNAL MODULE: ./src/storage/uri.ts
var uri = __webpack_require__(77195);
// EXTERNAL MODULE: ./src/contract/object-failures.ts
var object_failures = __webpack_require__(48903);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/backends/local/batcher.ts
const NEWLINE = Buffer.from('\n');
class Batcher {
    strategy;
    maxBytes;
    processing;
    lineFraming;
    ready = [];
    parts = [];
    size = 0;
    count = 0;
    inputs;
    nextRecord = 1;
    batchFirst = 1;
    runBuf;
    runStart = 0;
    runEnd = 0;
    constructor(strategy, 
    /** Bytes per mini-batch (Infinity for no limit). */
    maxBytes, processing, 
    /** Line records: a rewritten record gets its `\n` back when packed. */
    lineFraming = false) {
        this.strategy = strategy;
        this.maxBytes = maxBytes;
        this.processing = processing;
        this.lineFraming = lineFraming;
    }
    record(buf, start, end, dataStart, dataEnd) {
        const index = this.nextRecord++;
        const p = this.processing;
        if (this.strategy === 'SingleRecord') {
            const payload = buf.subarray(dataStart, dataEnd);
            const body = p?.input ? p.input(payload, index) : payload;
            const inputs = p?.keepInputs ? [payload] : undefined;
            this.ready.push({ body, records: 1, firstRecord: index, inputs, seq: -1, answer: undefined });
            return;
        }
        if (p) {
            const payload = buf.subarray(dataStart, dataEnd);
            let framed = buf.subarray(start, end);
            if (p.input) {
                const body = p.input(payload, index);
                framed = this.lineFraming ? Buffer.concat([body, NEWLINE]) : body;
            }
            this.add(framed, 0, framed.length);
            if (p.keepInputs)
                (this.inputs ??= []).push(payload);
            return;
        }
        this.add(buf, start, end);
    }
    /** Ends the file: the last partial mini-batch becomes ready. */
    flush() {
        if (this.count === 0)
            return;
        this.closeRun();
        const body = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.size);
        const { count: records, batchFirst: firstRecord, inputs } = this;
        this.ready.push({ body, records, firstRecord, inputs, seq: -1, answer: undefined });
        this.parts = [];
        this.size = 0;
        this.count = 0;
        this.inputs = undefined;
    }
    /** The mini-batches completed so far, in order. */
    take() {
        if (this.ready.length === 0)
            return NONE;
        const out = this.ready;
        this.ready = [];
        return out;
    }
    add(buf, start, end) {
        const len = end - start;
        // A record that alone exceeds the limit has been refused by the splitter; only framing can tip it over.
        if (this.count > 0 && this.size + len > this.maxBytes)
            this.flush();
        if (this.count === 0)
            this.batchFirst = this.nextRecord - 1;
        if (this.runBuf === buf && this.runEnd === start) {
            this.runEnd = end;
        }
        else {
            this.closeRun();
            this.runBuf = buf;
            this.runStart = start;
            this.runEnd = end;
        }
        this.size += len;
        this.count++;
    }
    closeRun() {
        if (!this.runBuf)
            return;
        this.parts.push(this.runBuf.subarray(this.runStart, this.runEnd));
        this.runBuf = undefined;
    }
}
const NONE = [];

;// CONCATENATED MODULE: ./src/backends/local/batch-sender.ts
class BatchSender {
    o;
    /** Mini-batches read but not yet sent, from `head` on; `sent` resolves once it is empty. */
    queue = [];
    head = 0;
    sent;
    /** The head of the queue waits for a permit; it holds its window bytes once `haveWindow`. */
    waitingForPermit = false;
    haveWindow = false;
    /** Called when the permit the head waits for is granted (one function for both, made once). */
    granted;
    constructor(o) {
        this.o = o;
        this.granted = () => this.permitGranted();
    }
    /**
     * Queues mini-batches to be sent in order as the window and request slots allow; returns a promise
     * only when some must wait, resolved once all have been sent (or dropped after a failure).
     */
    enqueue(batches) {
        for (const batch of batches)
            this.queue.push(batch);
        this.sendQueued();
        if (this.head === this.queue.length)
            return;
        return new Promise(resolve => (this.sent = resolve));
    }
    /** Sends from the queue until it is empty or a permit must be waited for. */
    sendQueued() {
        const { o } = this;
        while (!this.waitingForPermit) {
            const batch = this.queue[this.head];
            if (!batch) {
                this.queue = [];
                this.head = 0;
                const sent = this.sent;
                this.sent = undefined;
                sent?.();
                return;
            }
            if (!this.haveWindow) {
                this.haveWindow = o.window.acquireThen(batch.body.length, this.granted);
                if (!this.haveWindow) {
                    this.waitingForPermit = true;
                    return;
                }
            }
            if (!o.inflight.acquireThen(this.granted)) {
                this.waitingForPermit = true;
                return;
            }
            this.sendNext();
        }
    }
    /** The head waited for its window bytes (it holds none yet), or then for a request slot. */
    permitGranted() {
        this.waitingForPermit = false;
        if (this.haveWindow)
            this.sendNext();
        else
            this.haveWindow = true;
        this.sendQueued();
    }
    /** Sends the queue's head, for which both permits are held. */
    sendNext() {
        const batch = this.queue[this.head];
        // Sent batches leave the queue at once: the output holds them from here.
        this.queue[this.head++] = undefined;
        this.haveWindow = false;
        this.send(batch, batch.body.length);
    }
    send(batch, size) {
        const { o } = this;
        if (o.scope.aborted) {
            o.inflight.release();
            o.window.release(size);
            return;
        }
        o.output.number(batch);
        try {
            o.invoker.invokeThen(batch.body, o.scope, batch, this);
        }
        catch (err) {
            // A request Node refuses to make (a header it rejects): this may run in another file's permit
            // callback, so the error stays here and fails this file, as it would in the read loop.
            o.output.retract();
            o.inflight.release();
            o.window.release(size);
            o.file.failOn(err);
        }
    }
    /** Answers arrive in any order; the output writes them in the order the batches were sent. */
    answered(batch, answer, error) {
        this.o.inflight.release();
        this.o.output.arrived(batch, answer ?? error ?? 'failed');
    }
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
;// CONCATENATED MODULE: ./src/backends/local/http1-pool.ts
// A lean HTTP/1.1 client for a model server at a plain `http:` address: kept-alive net.Socket
// connections, one request at a time on each, the request's head and body written in one go and the
// answer parsed here (the status line, Content-Length, chunked, or up to the close). node:http's
// per-request machinery (a ClientRequest, an IncomingMessage, the agent's bookkeeping and their
// streams) costs two to three times this client's CPU per request, taken from a small model on the
// same cores.

/** The longest status line and headers taken, as node:http's default (--max-http-header-size). */
const MAX_HEAD = 16 * 1024;
/** Bodies up to this size are copied behind the head and written with it; larger ones are not copied. */
const COPY_BELOW = 64 * 1024;
const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');
/** What node:http says when the connection closes before an answer: the same words and code. */
function hangUp() {
    return Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
}
/** What node:http's answer says when the connection closes inside it. */
function aborted() {
    return Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
}
function parseError(what) {
    return Object.assign(new Error(`Parse Error: ${what}`), { code: 'HPE_INVALID' });
}
/** One request and its answer; `destroy` cancels it wherever it is. */
class Exchange {
    bytes;
    listener;
    pool;
    conn;
    done = false;
    constructor(bytes, listener, pool) {
        this.bytes = bytes;
        this.listener = listener;
        this.pool = pool;
    }
    destroy() {
        if (this.done)
            return;
        // On a connection: its close tells the listener, as node:http tells it from the socket's close.
        if (this.conn)
            return this.conn.destroy();
        this.done = true;
        this.pool.unqueue(this);
        process.nextTick(() => this.listener.requestFailed(hangUp()));
    }
}
var Mode;
(function (Mode) {
    Mode[Mode["Head"] = 0] = "Head";
    Mode[Mode["Length"] = 1] = "Length";
    Mode[Mode["ChunkSize"] = 2] = "ChunkSize";
    Mode[Mode["ChunkData"] = 3] = "ChunkData";
    Mode[Mode["ChunkEnd"] = 4] = "ChunkEnd";
    Mode[Mode["Trailers"] = 5] = "Trailers";
    Mode[Mode["UntilClose"] = 6] = "UntilClose";
})(Mode || (Mode = {}));
/** One kept-alive connection and the parse of the answer on it. */
class Connection {
    pool;
    socket;
    exchange;
    mode = Mode.Head;
    /** Bytes of a head or a line not yet whole. */
    pending;
    /** Body bytes still to come (Content-Length, or the current chunk). */
    remaining = 0;
    keepAlive = true;
    began = false;
    error;
    constructor(pool, host, port) {
        this.pool = pool;
        this.socket = external_node_net_default().connect({ host, port, noDelay: true });
        this.socket.on('data', chunk => this.onData(chunk));
        this.socket.on('error', err => (this.error ??= err));
        this.socket.on('end', () => this.onEnd());
        this.socket.on('close', () => this.onClose());
    }
    start(exchange) {
        exchange.conn = this;
        this.exchange = exchange;
        this.mode = Mode.Head;
        this.began = false;
        this.keepAlive = true;
        this.pending = undefined;
        const { bytes } = exchange;
        const socket = this.socket;
        // Free connections do not keep the process alive; one with a request does.
        socket.ref();
        if (Buffer.isBuffer(bytes)) {
            socket.write(bytes);
        }
        else {
            // A large body: written beside its head and framing (one writev), not copied between them.
            socket.cork();
            socket.write(bytes[0], 'latin1');
            socket.write(bytes[1]);
            if (bytes[2])
                socket.write(bytes[2], 'latin1');
            socket.uncork();
        }
    }
    destroy() {
        this.keepAlive = false;
        this.socket.destroy();
    }
    onData(chunk) {
        let at = 0;
        while (at < chunk.length) {
            const exchange = this.exchange;
            // Bytes with no request waiting for them: nothing on this connection can be trusted.
            if (!exchange)
                return this.destroy();
            if (this.mode === Mode.Length || this.mode === Mode.ChunkData) {
                const n = Math.min(this.remaining, chunk.length - at);
                exchange.listener.data(n === chunk.length ? chunk : chunk.subarray(at, at + n));
                at += n;
                this.remaining -= n;
                if (this.remaining > 0)
                    return;
                if (this.mode === Mode.Length)
                    this.complete(at < chunk.length);
                else
                    this.mode = Mode.ChunkEnd;
                continue;
            }
            if (this.mode === Mode.UntilClose) {
                exchange.listener.data(at === 0 ? chunk : chunk.subarray(at));
                return;
            }
            // The head, or a line of the chunked framing: whole once its end is in.
            let buf = chunk;
            if (this.pending) {
                buf = Buffer.concat([this.pending, chunk.subarray(at)]);
                this.pending = undefined;
                at = 0;
            }
            const endMark = this.mode === Mode.Head ? HEAD_END : CRLF;
            const end = buf.indexOf(endMark, at);
            if (end < 0) {
                if (buf.length - at > MAX_HEAD)
                    return this.fail(parseError('Header overflow'));
                this.pending = buf.subarray(at);
                return;
            }
            if (end - at > MAX_HEAD)
                return this.fail(parseError('Header overflow'));
            const text = buf.toString('latin1', at, end);
            chunk = buf;
            at = end + endMark.length;
            let whole;
            try {
                whole = this.take(text, exchange);
            }
            catch (err) {
                return this.fail(err);
            }
            if (whole)
                this.complete(at < chunk.length);
        }
    }
    /** A whole head, or a whole line of the chunked framing; true when the answer is whole with it. */
    take(text, exchange) {
        switch (this.mode) {
            case Mode.Head:
                return this.head(text, exchange);
            case Mode.ChunkSize: {
                const size = text.split(';', 1)[0].trim();
                if (!/^[0-9a-fA-F]{1,12}$/.test(size))
                    throw parseError('Invalid character in chunk size');
                this.remaining = parseInt(size, 16);
                this.mode = this.remaining === 0 ? Mode.Trailers : Mode.ChunkData;
                return false;
            }
            case Mode.ChunkEnd:
                if (text !== '')
                    throw parseError('Expected CRLF after chunk data');
                this.mode = Mode.ChunkSize;
                return false;
            default:
                // Trailers: taken and dropped, up to the empty line that ends the answer.
                return text === '';
        }
    }
    /** Reads a head; true when the answer is whole with it (it has no body). */
    head(text, exchange) {
        const lines = text.split('\r\n');
        const status = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: |$)/.exec(lines[0]);
        if (!status)
            throw parseError('Expected HTTP/');
        const code = Number(status[2]);
        // An interim answer (100 Continue): the real one follows.
        if (code < 200 && code !== 101)
            return false;
        if (code === 101)
            throw parseError('Unexpected protocol switch');
        let length;
        let chunked = false;
        let close = status[1] === '0';
        for (let i = 1; i < lines.length; i++) {
            const line = lines[i];
            const colon = line.indexOf(':');
            if (colon <= 0)
                throw parseError('Invalid header line');
            const name = line.slice(0, colon).trim().toLowerCase();
            const value = line.slice(colon + 1).trim();
            if (name === 'content-length') {
                if (!/^\d+$/.test(value) || (length !== undefined && length !== value))
                    throw parseError('Invalid Content-Length');
                length = value;
            }
            else if (name === 'transfer-encoding') {
                chunked = value.toLowerCase().split(',').pop().trim() === 'chunked';
            }
            else if (name === 'connection') {
                const tokens = value
                    .toLowerCase()
                    .split(',')
                    .map(t => t.trim());
                if (tokens.includes('close'))
                    close = true;
                else if (tokens.includes('keep-alive'))
                    close = false;
            }
        }
        this.keepAlive = !close;
        this.began = true;
        exchange.listener.responded(code);
        if (code === 204 || code === 304)
            return true;
        if (chunked) {
            this.mode = Mode.ChunkSize;
        }
        else if (length !== undefined) {
            this.remaining = Number(length);
            if (this.remaining === 0)
                return true;
            this.mode = Mode.Length;
        }
        else {
            this.mode = Mode.UntilClose;
            this.keepAlive = false;
        }
        return false;
    }
    /** The answer is whole; `more`: bytes came after it, which no request asked for. */
    complete(more) {
        const exchange = this.exchange;
        this.exchange = undefined;
        exchange.done = true;
        exchange.conn = undefined;
        if (this.keepAlive && !more) {
            this.socket.unref();
            this.pool.release(this);
        }
        else {
            this.destroy();
        }
        exchange.listener.ended();
    }
    fail(err) {
        this.error = err;
        this.destroy();
    }
    onEnd() {
        // An answer with neither a length nor chunks ends with the connection.
        if (this.exchange && this.mode === Mode.UntilClose)
            this.complete(false);
    }
    onClose() {
        this.pool.closed(this);
        const exchange = this.exchange;
        if (!exchange)
            return;
        this.exchange = undefined;
        exchange.done = true;
        exchange.conn = undefined;
        const parse = this.error && this.error.code === 'HPE_INVALID';
        if (this.began)
            exchange.listener.answerFailed(parse ? this.error : aborted());
        else
            exchange.listener.requestFailed(this.error ?? hangUp());
    }
}
/**
 * Connections to one server, at most `maxSockets` of them; requests beyond wait in order for one.
 * The most recently freed connection is used first, the one most likely still open and warm.
 */
class Http1Pool {
    host;
    port;
    maxSockets;
    free = [];
    all = new Set();
    waiting = [];
    destroyed = false;
    constructor(host, port, maxSockets) {
        this.host = host;
        this.port = port;
        this.maxSockets = maxSockets;
    }
    /** Sends `head` and `body` (`body` already framed by the caller, `tail` after it: chunked framing). */
    request(head, body, tail, listener) {
        const exchange = new Exchange(http1_pool_frame(head, body, tail), listener, this);
        if (this.destroyed) {
            exchange.done = true;
            process.nextTick(() => listener.requestFailed(hangUp()));
            return exchange;
        }
        const conn = this.free.pop();
        if (conn)
            conn.start(exchange);
        else if (this.all.size < this.maxSockets)
            this.open().start(exchange);
        else
            this.waiting.push(exchange);
        return exchange;
    }
    /** Ends every connection; requests on them fail as their connections close. */
    destroy() {
        this.destroyed = true;
        const waiting = this.waiting;
        this.waiting = [];
        for (const exchange of waiting)
            exchange.destroy();
        for (const conn of [...this.all])
            conn.destroy();
    }
    /** @internal A connection whose answer is whole: the next waiting request, else the free list. */
    release(conn) {
        const next = this.waiting.shift();
        if (next)
            conn.start(next);
        else
            this.free.push(conn);
    }
    /** @internal A connection has closed: it leaves the pool, and a waiting request gets a new one. */
    closed(conn) {
        if (!this.all.delete(conn))
            return;
        const at = this.free.indexOf(conn);
        if (at >= 0)
            this.free.splice(at, 1);
        const next = this.destroyed ? undefined : this.waiting.shift();
        if (next)
            this.open().start(next);
    }
    /** @internal */
    unqueue(exchange) {
        const at = this.waiting.indexOf(exchange);
        if (at >= 0)
            this.waiting.splice(at, 1);
    }
    open() {
        const conn = new Connection(this, this.host, this.port);
        this.all.add(conn);
        return conn;
    }
}
/** The bytes to write: one buffer for a small request, the head and the body apart for a large one. */
function http1_pool_frame(head, body, tail) {
    const bodyLength = body ? body.length : 0;
    if (bodyLength >= COPY_BELOW)
        return [head, body, tail];
    const bytes = Buffer.allocUnsafe(head.length + bodyLength + tail.length);
    let at = bytes.write(head, 0, 'latin1');
    if (body)
        at += body.copy(bytes, at);
    if (tail)
        bytes.write(tail, at, 'latin1');
    return bytes;
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
;// CONCATENATED MODULE: ./src/backends/local/in-flight.ts



const CALL = Symbol('call');
/**
 * One HTTP request in flight, told how it goes (ExchangeListener): by the lean client directly, or by
 * node:http's events through shared listener functions that find the call on the request or response.
 */
class Call {
    timeoutMs;
    scope;
    owner;
    settled = false;
    /** Monotonic time by which the whole answer must have arrived. */
    deadline;
    timer;
    status;
    req;
    first;
    more;
    constructor(timeoutMs, scope, owner) {
        this.timeoutMs = timeoutMs;
        this.scope = scope;
        this.owner = owner;
        this.deadline = performance.now() + timeoutMs;
    }
    /** The request this call watches, which the scope cancels with the file's others. */
    attach(req) {
        this.req = req;
        this.scope?.add(req);
    }
    responded(status) {
        this.status = status;
    }
    ended() {
        this.answered();
    }
    requestFailed(err) {
        this.finish(undefined, undefined, this.aborted ? 'stopped' : `cannot reach the model server: ${err.message}`);
    }
    answerFailed(err) {
        this.finish(undefined, undefined, `the answer broke off: ${err.message}`);
    }
    data(chunk) {
        if (this.first === undefined)
            this.first = chunk;
        else
            (this.more ??= [this.first]).push(chunk);
    }
    body() {
        if (this.more)
            return Buffer.concat(this.more);
        return this.first ?? EMPTY;
    }
    expire() {
        const req = this.req;
        this.finish(undefined, undefined, (0,object_failures/* timeoutFailure */._N)((0,format/* seconds */.YA)(this.timeoutMs, this.timeoutMs % 1000 === 0 ? 0 : 3)));
        req?.destroy();
    }
    finish(status, body, error) {
        if (this.settle())
            this.owner.attemptEnded(status, body, error);
    }
    /** The whole answer is in: it is handed on from a microtask (see `answered`). */
    answered() {
        const body = this.body();
        if (!this.settle())
            return;
        this.first = body;
        if (answered.push(this) === 1)
            queueMicrotask(handOnAnswers);
    }
    handOn() {
        const body = this.first;
        this.first = undefined;
        this.owner.attemptEnded(this.status, body, undefined);
    }
    /** Marks the call over; false when it already was. */
    settle() {
        if (this.settled)
            return false;
        this.settled = true;
        if (this.timer)
            clearTimeout(this.timer);
        if (this.req)
            this.scope?.delete(this.req);
        // Dropped at once: a settled call may wait in the deadline queue a while.
        this.req = undefined;
        this.first = undefined;
        this.more = undefined;
        return true;
    }
    get aborted() {
        return this.scope?.aborted ?? false;
    }
}
const EMPTY = Buffer.alloc(0);
/**
 * Complete answers, handed on together from one microtask. Node puts a kept-alive connection back in
 * the agent's free list in a tick after the answer's 'end' event; a request made inside that event
 * would find every connection busy and wait in the agent's queue, which costs more than the wait.
 */
const answered = [];
function handOnAnswers() {
    // Taken out first, so a handler that throws cannot leave answers behind that no microtask will hand on.
    const ready = answered.splice(0, answered.length);
    for (const call of ready)
        call.handOn();
}
function onResponse(res) {
    const call = this[CALL];
    res[CALL] = call;
    call.responded(res.statusCode);
    res.on('data', onData);
    res.on('end', onEnd);
    res.on('error', onResponseError);
}
function onData(chunk) {
    this[CALL].data(chunk);
}
function onEnd() {
    this[CALL].ended();
}
function onResponseError(err) {
    this[CALL].answerFailed(err);
}
function onRequestError(err) {
    this[CALL].requestFailed(err);
}
/**
 * Requests in flight by deadline, with one timer for the oldest instead of one per request. All share
 * one timeout, so sending order is deadline order. Settled calls leave lazily, and the queue is
 * compacted whenever they outnumber the live ones, so it stays as small as what is in flight.
 */
class DeadlineQueue {
    timeoutMs;
    calls = [];
    head = 0;
    /** Calls still live at the last compaction: the queue may grow to about twice that before the next. */
    liveBefore = 0;
    timer;
    constructor(timeoutMs) {
        this.timeoutMs = timeoutMs;
    }
    add(call) {
        if (this.calls.length - this.head > 2 * this.liveBefore + 64)
            this.compact();
        this.calls.push(call);
        if (!this.timer)
            this.arm(call.deadline);
    }
    close() {
        if (this.timer)
            clearTimeout(this.timer);
        this.timer = undefined;
    }
    arm(deadline) {
        this.timer = setTimeout(this.fire, Math.max(1, Math.ceil(deadline - performance.now())));
        // Requests in flight keep the process alive through their sockets; the timer alone must not.
        this.timer.unref();
    }
    fire = () => {
        this.timer = undefined;
        const now = performance.now();
        const expired = [];
        while (this.head < this.calls.length) {
            const call = this.calls[this.head];
            if (!call.settled && call.deadline > now)
                break;
            this.head++;
            if (!call.settled)
                expired.push(call);
        }
        this.compact();
        if (this.calls.length > 0)
            this.arm(this.calls[0].deadline);
        // Last: expiring may send retries, which join the queue.
        for (const call of expired)
            call.expire();
    };
    compact() {
        this.calls = this.calls.slice(this.head).filter(c => !c.settled);
        this.head = 0;
        this.liveBefore = this.calls.length;
    }
}
/** A node:http request with `call` watching it: the shared listeners, and the scope that may cancel it. */
function track(req, call) {
    ;
    req[CALL] = call;
    req.on('response', onResponse);
    req.on('error', onRequestError);
    call.attach(req);
}
/** Lets many listeners share one signal without Node's leak warning. */
function shareSignal(signal) {
    (0,external_node_events_.setMaxListeners)(0, signal);
    return signal;
}
/**
 * The run's request scopes: one listener on the run's signal cancels whichever have requests in
 * flight, so a file costs no signal or listener of its own.
 */
class RunScopes {
    signal;
    /** Scopes with requests in flight. */
    busy = new Set();
    constructor(signal) {
        this.signal = signal;
        signal.addEventListener('abort', () => {
            for (const scope of [...this.busy])
                scope.cancel();
        }, { once: true });
    }
}
/**
 * The requests of one file: cancelling it (the file failed) or stopping the run destroys whichever
 * are in flight, and marks any later ones stopped before they are sent.
 */
class RequestScope {
    run;
    /** Requests in flight; made with the first. */
    active;
    cancelled = false;
    constructor(run) {
        this.run = run;
    }
    get aborted() {
        return this.cancelled || this.run.signal.aborted;
    }
    cancel() {
        if (this.cancelled)
            return;
        this.cancelled = true;
        this.run.busy.delete(this);
        const active = this.active;
        this.active = undefined;
        if (active)
            for (const req of active)
                req.destroy();
    }
    add(req) {
        const active = (this.active ??= new Set());
        if (active.size === 0)
            this.run.busy.add(this);
        active.add(req);
    }
    delete(req) {
        const active = this.active;
        if (!active?.delete(req) || active.size > 0)
            return;
        this.run.busy.delete(this);
    }
}

;// CONCATENATED MODULE: ./src/backends/local/invoker.ts
// POST /invocations (and GET /execution-parameters) against the model server over kept-alive
// connections, with the per-request timeout and retries of ModelClientConfig. A plain `http:` server
// is spoken to by the lean client of http1-pool.ts, an `https:` one through node:https; both send the
// same bytes. The requests in flight, their listeners and their deadlines are in in-flight.ts.






/** A request that failed for good; `message` says how, for the file's failure reason. */
class InvocationError extends Error {
    constructor(message) {
        super(message);
        this.name = 'InvocationError';
    }
}
/** How much of a failed answer is read for its reason: enough for a traceback's last line. */
const ANSWER_READ = 64 * 1024;
class Invoker {
    opts;
    /** The lean client, for a plain `http:` server. */
    pool;
    /** For an `https:` server: node:https and its agent. */
    agent;
    transport;
    /**
     * One options object for every request: Node copies what it needs when the request is made, so only
     * the method, path and headers change between requests.
     */
    options;
    invocationsPath;
    executionParametersPath;
    /**
     * Header name/value pairs, in the order Node writes them from an object, with Content-Length at
     * `lengthAt` (-1 when bodies are chunked). Given as an array, headers skip Node's per-header checks;
     * the bytes sent are the same.
     */
    headers;
    lengthAt;
    /**
     * The lean client's request heads as node:http writes them, up to the length line (`before`) and
     * after it (`after`); `refused`: what node:http would throw for these headers, thrown at each request.
     */
    before;
    after;
    refused;
    deadlines;
    constructor(opts) {
        this.opts = opts;
        const url = new URL(opts.endpoint);
        this.transport = (external_node_https_default());
        this.invocationsPath = joinPath(url.pathname, '/invocations');
        this.executionParametersPath = joinPath(url.pathname, '/execution-parameters');
        this.headers = [];
        if (opts.contentType)
            this.headers.push('Content-Type', opts.contentType);
        if (opts.accept)
            this.headers.push('Accept', opts.accept);
        this.lengthAt = opts.chunked ? -1 : this.headers.length + 1;
        this.headers.push(...(opts.chunked ? ['Transfer-Encoding', 'chunked'] : ['Content-Length', '0']));
        this.headers.push('Host', url.host);
        this.deadlines = new DeadlineQueue(opts.timeoutMs);
        this.options = { protocol: url.protocol, hostname: url.hostname, port: url.port };
        let before = '';
        for (let i = 0; i < this.headers.length - 4; i += 2)
            before += `${this.headers[i]}: ${this.headers[i + 1]}\r\n`;
        this.before = before;
        this.after = `Host: ${url.host}\r\nConnection: keep-alive\r\n\r\n`;
        this.refused = headerProblem(this.headers);
        if (url.protocol === 'http:') {
            // [::1] in a URL is ::1 to connect to.
            const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
            this.pool = new Http1Pool(host, Number(url.port || 80), opts.maxSockets);
            return;
        }
        this.agent = new (external_node_https_default()).Agent({
            keepAlive: true,
            maxSockets: opts.maxSockets,
            maxFreeSockets: opts.maxSockets,
            // The most recently used connection is the one most likely still open and warm.
            scheduling: 'lifo'
        });
        this.options.agent = this.agent;
    }
    /**
     * The response body of a 2xx answer; throws InvocationError once every attempt has failed. Aborting
     * `scope` cancels the requests made with it.
     */
    invoke(body, scope) {
        return new Promise((resolve, reject) => this.invokeThen(body, scope, undefined, {
            answered: (_, answer, error) => answer ? resolve(answer) : reject(new InvocationError(error ?? 'failed'))
        }));
    }
    /**
     * `invoke` told through a sink: the data plane's hot path. One sink can serve every request (the tag
     * tells them apart), so a request needs no promise and no closure.
     */
    invokeThen(body, scope, tag, sink) {
        new Invocation(this, body, scope, tag, sink).attempt();
    }
    /** GET /execution-parameters; undefined when the server does not offer it. */
    async executionParameters(timeoutMs = 2000) {
        const [status, body] = await new Promise(resolve => this.send('GET', this.executionParametersPath, undefined, timeoutMs, undefined, {
            attemptEnded: (st, b) => resolve([st, b])
        }));
        if (status !== 200 || !body)
            return undefined;
        try {
            return JSON.parse(body.toString('utf8'));
        }
        catch {
            return undefined;
        }
    }
    close() {
        this.deadlines.close();
        this.pool?.destroy();
        this.agent?.destroy();
    }
    /** @internal One attempt of an invocation. */
    post(body, scope, owner) {
        this.send('POST', this.invocationsPath, body, this.opts.timeoutMs, scope, owner);
    }
    /** @internal */
    get settings() {
        return this.opts;
    }
    send(method, path, body, timeoutMs, scope, owner) {
        let call;
        if (this.pool) {
            if (this.refused)
                throw this.refused;
            call = new Call(timeoutMs, scope, owner);
            const length = body ? body.length : 0;
            // Chunked: the body as one chunk and the last chunk after it, as node:http frames `end(body)`.
            const framing = this.opts.chunked
                ? `Transfer-Encoding: chunked\r\n${this.after}${length ? `${length.toString(16)}\r\n` : ''}`
                : `Content-Length: ${length}\r\n${this.after}`;
            const tail = this.opts.chunked ? (length ? '\r\n0\r\n\r\n' : '0\r\n\r\n') : '';
            const head = `${method} ${path} HTTP/1.1\r\n${this.before}${framing}`;
            call.attach(this.pool.request(head, body, tail, call));
        }
        else {
            const headers = this.headers.slice();
            if (this.lengthAt >= 0)
                headers[this.lengthAt] = String(body ? body.length : 0);
            const options = this.options;
            options.method = method;
            options.path = path;
            options.headers = headers;
            const req = this.transport.request(options);
            call = new Call(timeoutMs, scope, owner);
            track(req, call);
            req.end(body);
        }
        // Every invocation has the same timeout, so one queue in sending order serves them all.
        if (timeoutMs === this.opts.timeoutMs)
            this.deadlines.add(call);
        else
            call.timer = setTimeout(() => call.expire(), timeoutMs);
    }
}
/** One request to the invocations endpoint, with its retries. */
class Invocation {
    invoker;
    body;
    scope;
    tag;
    sink;
    n = 0;
    /** How the first attempt failed, while every later one failed the same way. */
    firstFailure;
    sameEachTime = true;
    constructor(invoker, body, scope, tag, sink) {
        this.invoker = invoker;
        this.body = body;
        this.scope = scope;
        this.tag = tag;
        this.sink = sink;
    }
    attempt() {
        if (this.scope?.aborted)
            return this.sink.answered(this.tag, undefined, 'stopped');
        this.n++;
        this.invoker.post(this.body, this.scope, this);
    }
    attemptEnded(status, body, error) {
        if (body && status !== undefined && status >= 200 && status < 300)
            return this.sink.answered(this.tag, body);
        if (this.scope?.aborted)
            return this.sink.answered(this.tag, undefined, 'stopped');
        const said = body?.length ? body.subarray(0, ANSWER_READ).toString('utf8') : undefined;
        const how = error ?? (0,object_failures/* httpFailure */.tG)(String(status), said);
        if (this.firstFailure === undefined)
            this.firstFailure = how;
        else if (how !== this.firstFailure)
            this.sameEachTime = false;
        const { retries, sleep } = this.invoker.settings;
        const attempts = retries + 1;
        if (this.n < attempts) {
            const again = () => this.attempt();
            sleep(Math.min(2000, 100 * 2 ** (this.n - 1))).then(again, again);
            return;
        }
        this.sink.answered(this.tag, undefined, (0,object_failures/* attemptsFailure */.zw)(attempts, how, this.sameEachTime));
    }
}
/** What node:http throws for these header name/value pairs (a value with a line break in it), if anything. */
function headerProblem(headers) {
    try {
        for (let i = 0; i < headers.length; i += 2) {
            external_node_http_default().validateHeaderName(headers[i]);
            external_node_http_default().validateHeaderValue(headers[i], headers[i + 1]);
        }
    }
    catch (err) {
        return err;
    }
    return undefined;
}
function joinPath(base, path) {
    return base === '/' || base === '' ? path : `${base.replace(/\/$/, '')}${path}`;
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
;// CONCATENATED MODULE: ./src/backends/local/ordered-output.ts
// One file's `.out`, written in the order its mini-batches were sent whatever order the answers come
// in. Output is streamed to the store once it outgrows FLUSH_BYTES (with the stream's flow control);
// a smaller one is written with one call at the end.


const ordered_output_NEWLINE = Buffer.from('\n');
/**
 * Output is handed to the upload in pieces of about this size; an output that never reaches it is
 * written with one call at the end.
 */
const FLUSH_BYTES = 256 * 1024;
class OrderedOutput {
    o;
    /** Batches numbered so far, and written (or dropped) so far: answers are written in this order. */
    numbered = 0;
    written = 0;
    answers = new Map();
    waitingForDrain = false;
    allWritten;
    /** Records answered and written. */
    records = 0;
    /** Assembled output not yet handed to the upload. */
    pending = [];
    pendingBytes = 0;
    /** The streamed upload, started once the output outgrows FLUSH_BYTES. */
    out;
    upload;
    constructor(o) {
        this.o = o;
    }
    /** Gives a batch about to be sent its place in the output. */
    number(batch) {
        batch.seq = this.numbered++;
    }
    /** Takes back the place of the batch numbered last, when it could not be sent after all. */
    retract() {
        this.numbered--;
    }
    /** A batch's answer (or why it failed); it is written once every earlier one has been. */
    arrived(batch, answer) {
        batch.answer = answer;
        this.answers.set(batch.seq, batch);
        this.pump();
    }
    /** Resolves once every batch numbered so far has been written (or dropped after a failure). */
    flushed() {
        if (this.written === this.numbered && !this.waitingForDrain)
            return Promise.resolve();
        return new Promise(resolve => {
            this.allWritten = () => {
                this.allWritten = undefined;
                resolve();
            };
        });
    }
    /** Ends the output: the upload's end, or the whole output in one call; the error if writing failed. */
    async finish() {
        const { o } = this;
        if (this.out) {
            this.flush();
            this.out.end();
            return this.upload;
        }
        const whole = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes);
        const error = await o.store.put(o.key, whole, o.accept).then(() => undefined, (err) => err);
        if (error)
            o.file.fail(this.cannotWrite(error));
        return error;
    }
    /** Drops a started upload so no `.out` appears; resolves once it has let go. */
    async abandon(reason) {
        this.out?.destroy(new Error(reason));
        await this.upload;
    }
    pump() {
        while (!this.waitingForDrain) {
            const next = this.answers.get(this.written);
            if (!next)
                break;
            this.answers.delete(this.written);
            this.written++;
            this.write(next, next.answer);
            if (this.pendingBytes >= FLUSH_BYTES && !this.flush()) {
                this.waitingForDrain = true;
                void drained(this.out).then(() => {
                    this.waitingForDrain = false;
                    this.pump();
                });
            }
        }
        if (this.written === this.numbered && !this.waitingForDrain)
            this.allWritten?.();
    }
    write(batch, answer) {
        const { o } = this;
        try {
            if (o.file.failure !== undefined)
                return;
            if (typeof answer === 'string') {
                const range = batch.records === 1
                    ? `record ${batch.firstRecord}`
                    : `records ${batch.firstRecord}-${batch.firstRecord + batch.records - 1}`;
                o.file.fail(o.splitType === 'None' ? answer : `${range}: ${answer}`);
                return;
            }
            this.assemble(answer, batch);
            this.records += batch.records;
            o.progress.records += batch.records;
        }
        catch (err) {
            o.file.fail(err.message);
        }
        finally {
            o.window.release(batch.body.length);
        }
    }
    /** Assembles one answer for the `.out`: per record with data processing, else the body as is. */
    assemble(body, batch) {
        const { o } = this;
        const line = o.assembleWith === 'Line';
        if (o.processing?.output) {
            const outputs = o.processing.output(body, batch.inputs, batch.records, batch.firstRecord);
            this.push(Buffer.from(line ? outputs.map(x => `${x}\n`).join('') : outputs.join('')));
            return;
        }
        this.push(body);
        // AssembleWith Line: each answer ends with a newline (one is added when it has none).
        if (line && (body.length === 0 || body[body.length - 1] !== 0x0a))
            this.push(ordered_output_NEWLINE);
    }
    push(piece) {
        this.pending.push(piece);
        this.pendingBytes += piece.length;
    }
    /** Hands what has been assembled to the upload in one piece (small writes cost a syscall each). */
    flush() {
        if (this.pendingBytes === 0 && this.pending.length === 0)
            return true;
        const piece = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes);
        this.pending = [];
        this.pendingBytes = 0;
        return (this.out ?? this.startUpload()).write(piece);
    }
    /** Starts streaming the `.out` to the store. */
    startUpload() {
        const { o } = this;
        const out = new external_node_stream_.PassThrough({ highWaterMark: 1 << 20 });
        // Swallowed here, looked at in finish(): an upload that fails must not become an unhandled rejection.
        out.on('error', () => undefined);
        this.upload = o.store.put(o.key, out, o.accept).then(() => undefined, (err) => {
            // Writing stops at once; a failure already recorded keeps its own reason.
            o.file.fail(this.cannotWrite(err));
            out.destroy();
            return err;
        });
        this.out = out;
        return out;
    }
    cannotWrite(err) {
        return `cannot write ${this.o.store.uriOf(this.o.key)}: ${err.message}`;
    }
}
/** Waits until the stream wants more, or has ended or failed (then writing stops anyway). */
async function drained(stream) {
    if (stream.destroyed || stream.writableEnded)
        return;
    const ac = new AbortController();
    try {
        await Promise.race([
            (0,external_node_events_.once)(stream, 'drain', { signal: ac.signal }),
            (0,external_node_events_.once)(stream, 'close', { signal: ac.signal })
        ]);
    }
    catch {
        // `once` rejects when the stream errors; the upload reports that.
    }
    finally {
        ac.abort();
    }
}

// EXTERNAL MODULE: ./src/contract/limits.ts
var limits = __webpack_require__(7220);
;// CONCATENATED MODULE: ./src/backends/local/split/types.ts
// What every splitter shares: the sink it feeds and the error that fails one input file.


/** The fix for a record or object over the payload, said the same wherever one is found. */
const RAISE_MAX_PAYLOAD = `raise max-payload (at most ${limits/* MAX_PAYLOAD_MB */.er} MB)`;
/** A problem with the data of one input file; the file fails with this message, others go on. */
class SplitError extends Error {
    unframed;
    constructor(message, 
    /** The bytes are not in the split type's framing (as opposed to a record over the payload limit). */
    unframed = false) {
        super(message);
        this.unframed = unframed;
        this.name = 'SplitError';
    }
}
function describeBytes(n) {
    if (n >= 1024 * 1024)
        return `${(n / (1024 * 1024)).toFixed(2)} MB`;
    return `${(0,format/* count */.U9)(n)} ${(0,format/* noun */.jB)(n, 'byte')}`;
}
/** The message for a record over the payload limit (SageMaker fails the file in that case too). */
function tooLarge(what, size, maxBytes) {
    return new SplitError(`${what} is ${describeBytes(size)}, larger than the maximum payload of ${describeBytes(maxBytes)}; ` +
        `${RAISE_MAX_PAYLOAD} or split the data into smaller records`);
}

;// CONCATENATED MODULE: ./src/backends/local/split/line.ts
// SplitType Line: one record per newline-terminated line. The framing is the `\n` (kept by MultiRecord);
// the payload drops it and a `\r` before it. Empty lines carry no record and are skipped.

const LF = 0x0a;
const CR = 0x0d;
class LineSplitter {
    sink;
    maxBytes;
    carry = [];
    carryLen = 0;
    line = 1;
    constructor(sink, maxBytes) {
        this.sink = sink;
        this.maxBytes = maxBytes;
    }
    push(chunk) {
        let pos = 0;
        if (this.carryLen > 0) {
            const nl = chunk.indexOf(LF);
            if (nl < 0) {
                this.carry.push(chunk);
                this.carryLen += chunk.length;
                // Allow for the line ending that is not part of the payload.
                if (this.carryLen > this.maxBytes + 1)
                    throw tooLarge(`line ${this.line}`, this.carryLen, this.maxBytes);
                return;
            }
            this.carry.push(chunk.subarray(0, nl + 1));
            const joined = Buffer.concat(this.carry, this.carryLen + nl + 1);
            this.carry = [];
            this.carryLen = 0;
            this.emit(joined, 0, joined.length - 1);
            pos = nl + 1;
        }
        const n = chunk.length;
        while (pos < n) {
            const nl = chunk.indexOf(LF, pos);
            if (nl < 0)
                break;
            this.emit(chunk, pos, nl);
            pos = nl + 1;
        }
        if (pos < n) {
            this.carry.push(pos === 0 ? chunk : chunk.subarray(pos));
            this.carryLen = n - pos;
            if (this.carryLen > this.maxBytes + 1)
                throw tooLarge(`line ${this.line}`, this.carryLen, this.maxBytes);
        }
    }
    end() {
        if (this.carryLen === 0)
            return;
        const last = this.carry.length === 1 ? this.carry[0] : Buffer.concat(this.carry, this.carryLen);
        this.carry = [];
        this.carryLen = 0;
        // The last line has no `\n`: its framed form is its bytes as they are.
        let dataEnd = last.length;
        if (dataEnd > 0 && last[dataEnd - 1] === CR)
            dataEnd--;
        if (dataEnd > this.maxBytes)
            throw tooLarge(`line ${this.line}`, dataEnd, this.maxBytes);
        if (dataEnd > 0)
            this.sink.record(last, 0, last.length, 0, dataEnd);
    }
    /** A line at `buf[start, nl)` followed by the `\n` at `nl`. */
    emit(buf, start, nl) {
        const dataEnd = nl > start && buf[nl - 1] === CR ? nl - 1 : nl;
        if (dataEnd - start > this.maxBytes)
            throw tooLarge(`line ${this.line}`, dataEnd - start, this.maxBytes);
        if (dataEnd > start)
            this.sink.record(buf, start, nl + 1, start, dataEnd);
        this.line++;
    }
}

;// CONCATENATED MODULE: ./src/backends/local/split/whole.ts
// SplitType None, and a file its split type cannot split: the whole object is one record, no framing.

class WholeObjectSplitter {
    sink;
    maxBytes;
    what;
    parts = [];
    size = 0;
    constructor(sink, maxBytes, 
    /** Names the object in the message when it is over the payload limit. */
    what = 'the object (split-type None sends it whole)') {
        this.sink = sink;
        this.maxBytes = maxBytes;
        this.what = what;
    }
    push(chunk) {
        this.parts.push(chunk);
        this.size += chunk.length;
        if (this.size > this.maxBytes)
            throw tooLarge(this.what, this.size, this.maxBytes);
    }
    end() {
        const all = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.size);
        this.parts = [];
        this.sink.record(all, 0, all.length, 0, all.length);
    }
}

;// CONCATENATED MODULE: ./src/backends/local/split/framed.ts
// The stream mechanics shared by length-prefixed formats (RecordIO, TFRecord): records wholly inside a
// chunk are emitted in place; only a record that spans chunks is copied, once, when it is complete.
// A file whose first record is not in the format (a wrong header, a bad CRC, cut short) cannot be
// split: SageMaker then "uses the entire input file in a single request" (developer guide,
// batch-transform), and so does this splitter. Corruption after a good record still fails the file.


class FramedSplitter {
    sink;
    maxBytes;
    onUnsplittable;
    /** Everything read before the first record completed: it is the whole file if that record fails. */
    unconfirmed = [];
    whole;
    carry = [];
    carryLen = 0;
    /** Bytes the carried record needs in all; the header size until its header has arrived. */
    need = 0;
    headerKnown = false;
    /** Index (from 1) and stream offset of the next record, for messages. */
    index = 1;
    offset = 0;
    constructor(sink, maxBytes, onUnsplittable) {
        this.sink = sink;
        this.maxBytes = maxBytes;
        this.onUnsplittable = onUnsplittable;
    }
    push(chunk) {
        if (this.whole)
            return this.whole.push(chunk);
        if (!this.unconfirmed)
            return this.split(chunk);
        this.unconfirmed.push(chunk);
        try {
            this.split(chunk);
        }
        catch (err) {
            if (this.index > 1 || !(err instanceof SplitError && err.unframed))
                throw err;
            this.sendWhole(err.message);
        }
    }
    end() {
        if (this.whole)
            return this.whole.end();
        try {
            this.endSplit();
        }
        catch (err) {
            if (this.index > 1 || !(err instanceof SplitError && err.unframed))
                throw err;
            this.sendWhole(err.message);
            this.whole.end();
        }
    }
    /** The file is not in this format: from here on it is one record, everything read so far included. */
    sendWhole(why) {
        const whole = new WholeObjectSplitter(this.sink, this.maxBytes, `the file (not ${this.format}, so sent whole in one request)`);
        const read = this.unconfirmed ?? [];
        this.unconfirmed = undefined;
        this.carry = [];
        this.carryLen = 0;
        this.onUnsplittable?.(why);
        for (const chunk of read)
            whole.push(chunk);
        this.whole = whole;
    }
    split(chunk) {
        let pos = 0;
        if (this.carryLen > 0) {
            pos = this.fillCarry(chunk);
            if (pos < 0)
                return;
        }
        const n = chunk.length;
        const h = this.headerBytes;
        while (n - pos >= h) {
            const len = this.frameLength(chunk, pos);
            if (n - pos < len)
                break;
            this.emitAt(chunk, pos, len);
            pos += len;
        }
        if (pos < n) {
            const rest = chunk.subarray(pos);
            this.carry = [rest];
            this.carryLen = rest.length;
            this.headerKnown = rest.length >= h;
            this.need = this.headerKnown ? this.frameLength(rest, 0) : h;
        }
    }
    endSplit() {
        if (this.carryLen === 0)
            return;
        throw new SplitError(`${this.format} record ${this.index} at byte ${this.offset} is cut short: the file ends after ` +
            `${describeBytes(this.carryLen)} of a record that needs ${describeBytes(this.need)}`, true);
    }
    /** Completes the carried record from `chunk`; returns where the rest of the chunk starts, or -1. */
    fillCarry(chunk) {
        let pos = 0;
        for (;;) {
            const take = Math.min(this.need - this.carryLen, chunk.length - pos);
            if (take > 0) {
                this.carry.push(chunk.subarray(pos, pos + take));
                this.carryLen += take;
                pos += take;
            }
            if (this.carryLen < this.need)
                return -1;
            const joined = this.carry.length === 1 ? this.carry[0] : Buffer.concat(this.carry, this.carryLen);
            this.carry = [joined];
            if (!this.headerKnown) {
                this.headerKnown = true;
                this.need = this.frameLength(joined, 0);
                continue;
            }
            this.carry = [];
            this.carryLen = 0;
            this.emitAt(joined, 0, joined.length);
            return pos;
        }
    }
    emitAt(buf, pos, len) {
        this.emit(buf, pos, len);
        this.index++;
        this.offset += len;
        // A record came out whole: the file is in this format, and what was read is no longer needed.
        this.unconfirmed = undefined;
    }
    checkSize(size) {
        if (size > this.maxBytes) {
            throw new SplitError(`${this.format} record ${this.index} at byte ${this.offset} is ${describeBytes(size)}, larger than ` +
                `the maximum payload of ${describeBytes(this.maxBytes)}; ${RAISE_MAX_PAYLOAD} or ` +
                'write smaller records');
        }
    }
    corrupt(problem) {
        return new SplitError(`${this.format} record ${this.index} at byte ${this.offset} is corrupt: ${problem}`, true);
    }
}

;// CONCATENATED MODULE: ./src/backends/local/split/recordio.ts
// SplitType RecordIO (MXNet/dmlc): magic 0xCED7230A, uint32 whose low 29 bits are the length and top 3
// bits a continuation flag, data, zero padding to 4 bytes. A writer splits a record wherever the magic
// appears in it (flags 1 = first, 2 = middle, 3 = last part) and drops that magic; reading puts it back.


const RECORDIO_MAGIC = 0xced7230a;
const HEADER = 8;
const LENGTH_MASK = (1 << 29) - 1;
class RecordIOSplitter extends FramedSplitter {
    format = 'RecordIO';
    headerBytes = HEADER;
    /** Parts of a record written in pieces: framed frames and the payload rebuilt so far. */
    frames = [];
    payload = [];
    payloadSize = 0;
    frameLength(buf, pos) {
        const magic = buf.readUInt32LE(pos);
        if (magic !== RECORDIO_MAGIC) {
            throw this.corrupt(`it starts with 0x${magic.toString(16).padStart(8, '0')}, not the RecordIO magic 0xced7230a`);
        }
        const size = buf.readUInt32LE(pos + 4) & LENGTH_MASK;
        this.checkSize(this.payloadSize + size);
        return HEADER + size + ((4 - (size & 3)) & 3);
    }
    emit(buf, pos, len) {
        const word = buf.readUInt32LE(pos + 4);
        const flag = word >>> 29;
        const dataStart = pos + HEADER;
        const dataEnd = dataStart + (word & LENGTH_MASK);
        if (flag === 0 && this.frames.length === 0) {
            this.sink.record(buf, pos, pos + len, dataStart, dataEnd);
            return;
        }
        if (flag === 0 || (flag === 1) !== (this.frames.length === 0) || flag > 3) {
            throw this.corrupt(`unexpected continuation flag ${flag} (a multi-part record is broken)`);
        }
        // Parts are copied: they may live in chunks that are about to be reused.
        if (flag !== 1)
            this.addPayload(magicBytes());
        this.frames.push(Buffer.from(buf.subarray(pos, pos + len)));
        this.addPayload(Buffer.from(buf.subarray(dataStart, dataEnd)));
        if (flag !== 3)
            return;
        const framed = Buffer.concat(this.frames);
        // One buffer holds the frames and then the rebuilt payload, so the sink gets both as ranges.
        const both = Buffer.concat([framed, ...this.payload], framed.length + this.payloadSize);
        this.frames = [];
        this.payload = [];
        this.payloadSize = 0;
        this.sink.record(both, 0, framed.length, framed.length, both.length);
    }
    end() {
        super.end();
        if (this.frames.length > 0) {
            throw this.corrupt(`the file ends inside a multi-part record (${describeBytes(this.payloadSize)} read)`);
        }
    }
    addPayload(part) {
        this.payload.push(part);
        this.payloadSize += part.length;
        this.checkSize(this.payloadSize);
    }
}
function magicBytes() {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(RECORDIO_MAGIC);
    return b;
}

;// CONCATENATED MODULE: ./src/backends/local/crc32c.ts
// CRC-32C (Castagnoli), as TFRecord framing uses it. Slicing-by-16 over sixteen 256-entry tables:
// one table lookup per input byte but no per-byte dependency chain, which runs at over 1 GB/s in V8.
const POLY = 0x82f63b78; // reflected Castagnoli polynomial
const SLICES = 16;
const TABLE = buildTable();
/** Words are read in the machine's byte order; the table method needs little-endian ones. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
function buildTable() {
    const t = new Int32Array(256 * SLICES);
    for (let i = 0; i < 256; i++) {
        let c = i;
        for (let k = 0; k < 8; k++)
            c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1;
        t[i] = c;
    }
    for (let s = 1; s < SLICES; s++) {
        for (let i = 0; i < 256; i++) {
            const prev = t[(s - 1) * 256 + i];
            t[s * 256 + i] = (prev >>> 8) ^ t[prev & 0xff];
        }
    }
    return t;
}
/** CRC-32C of `buf[start, end)`, continuing from `crc` (the value a previous call returned). */
function crc32c(buf, start = 0, end = buf.length, crc = 0) {
    const t = TABLE;
    let c = ~crc;
    let i = start;
    // Byte by byte up to a 4-byte boundary of the memory, so the bulk can be read as whole words: one
    // typed-array load per 4 bytes instead of four.
    while (i < end && ((buf.byteOffset + i) & 3) !== 0)
        c = t[(c ^ buf[i++]) & 0xff] ^ (c >>> 8);
    const words = ((end - i) >>> 4) << 2;
    if (words > 0 && LITTLE_ENDIAN) {
        const w = new Int32Array(buf.buffer, buf.byteOffset + i, words);
        for (let k = 0; k < words; k += 4) {
            c ^= w[k];
            const b = w[k + 1];
            const d = w[k + 2];
            const e = w[k + 3];
            c =
                t[3840 + (c & 0xff)] ^
                    t[3584 + ((c >>> 8) & 0xff)] ^
                    t[3328 + ((c >>> 16) & 0xff)] ^
                    t[3072 + (c >>> 24)] ^
                    t[2816 + (b & 0xff)] ^
                    t[2560 + ((b >>> 8) & 0xff)] ^
                    t[2304 + ((b >>> 16) & 0xff)] ^
                    t[2048 + (b >>> 24)] ^
                    t[1792 + (d & 0xff)] ^
                    t[1536 + ((d >>> 8) & 0xff)] ^
                    t[1280 + ((d >>> 16) & 0xff)] ^
                    t[1024 + (d >>> 24)] ^
                    t[768 + (e & 0xff)] ^
                    t[512 + ((e >>> 8) & 0xff)] ^
                    t[256 + ((e >>> 16) & 0xff)] ^
                    t[e >>> 24];
        }
        i += words * 4;
    }
    for (; i < end; i++)
        c = t[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
    return ~c >>> 0;
}
/** TFRecord's masked CRC: rotate right by 15 bits and add a constant, so CRCs of CRCs stay useful. */
function maskCrc(crc) {
    return (((crc >>> 15) | (crc << 17)) + 0xa282ead8) >>> 0;
}
function maskedCrc32c(buf, start = 0, end = buf.length) {
    return maskCrc(crc32c(buf, start, end));
}

;// CONCATENATED MODULE: ./src/backends/local/split/tfrecord.ts
// SplitType TFRecord: uint64 length, masked CRC-32C of those 8 bytes, data, masked CRC-32C of the data
// (all little-endian). Both CRCs are checked; a mismatch fails the file.


const tfrecord_HEADER = 12;
const FOOTER = 4;
class TFRecordSplitter extends FramedSplitter {
    format = 'TFRecord';
    headerBytes = tfrecord_HEADER;
    frameLength(buf, pos) {
        const stored = buf.readUInt32LE(pos + 8);
        const actual = maskedCrc32c(buf, pos, pos + 8);
        if (stored !== actual) {
            throw this.corrupt(`the length's CRC is ${hex(stored)}, expected ${hex(actual)} (not a TFRecord file?)`);
        }
        const high = buf.readUInt32LE(pos + 4);
        const low = buf.readUInt32LE(pos);
        if (high > 0x1fffff)
            throw this.corrupt('its length does not fit in 53 bits');
        const size = high * 0x100000000 + low;
        this.checkSize(size);
        return tfrecord_HEADER + size + FOOTER;
    }
    emit(buf, pos, len) {
        const dataStart = pos + tfrecord_HEADER;
        const dataEnd = pos + len - FOOTER;
        const stored = buf.readUInt32LE(dataEnd);
        const actual = maskedCrc32c(buf, dataStart, dataEnd);
        if (stored !== actual)
            throw this.corrupt(`the data's CRC is ${hex(stored)}, expected ${hex(actual)}`);
        this.sink.record(buf, pos, pos + len, dataStart, dataEnd);
    }
}
function hex(n) {
    return `0x${n.toString(16).padStart(8, '0')}`;
}

;// CONCATENATED MODULE: ./src/backends/local/split/create-splitter.ts




/**
 * `maxBytes` bounds each record's payload (Infinity for none); a larger record fails the file. A file
 * that is not in a RecordIO or TFRecord framing goes whole, and `onUnsplittable` is told why.
 */
function createSplitter(type, sink, maxBytes, onUnsplittable) {
    switch (type) {
        case 'None':
            return new WholeObjectSplitter(sink, maxBytes);
        case 'Line':
            return new LineSplitter(sink, maxBytes);
        case 'RecordIO':
            return new RecordIOSplitter(sink, maxBytes, onUnsplittable);
        case 'TFRecord':
            return new TFRecordSplitter(sink, maxBytes, onUnsplittable);
    }
}

;// CONCATENATED MODULE: ./src/backends/local/file-transform.ts








async function transformFile(obj, ctx) {
    // A name that would put the output outside output-path fails the file before anything is read.
    if (obj.output.key === undefined)
        return { ok: false, reason: obj.output.problem, stopped: false };
    return new FileTransform(obj, obj.output.key, ctx).run();
}
/** One file: its read loop, and the failure it ends with; the sender and the output do the rest. */
class FileTransform {
    obj;
    ctx;
    failure;
    /** The file's requests: cancelled when it fails or the run stops. */
    scope;
    output;
    sender;
    outKey;
    constructor(obj, outKey, ctx) {
        this.obj = obj;
        this.ctx = ctx;
        this.scope = new RequestScope(ctx.scopes);
        this.outKey = (0,uri/* joinKey */.ID)(ctx.output.prefix, outKey);
        this.output = new OrderedOutput({
            store: ctx.output.store,
            key: this.outKey,
            accept: ctx.accept,
            splitType: ctx.splitType,
            assembleWith: ctx.assembleWith,
            processing: ctx.processing,
            progress: ctx.progress,
            window: ctx.window,
            file: this
        });
        this.sender = new BatchSender({
            invoker: ctx.invoker,
            inflight: ctx.inflight,
            window: ctx.window,
            scope: this.scope,
            output: this.output,
            file: this
        });
    }
    async run() {
        const { ctx } = this;
        await this.read();
        await this.output.flushed();
        if (this.failure === undefined && ctx.signal.aborted)
            this.failure = 'stopped';
        if (this.failure !== undefined) {
            await this.output.abandon(this.failure);
            // Also drops a `.out` an earlier run left under this name.
            await ctx.output.store.remove?.(this.outKey).catch(() => undefined);
            return { ok: false, reason: this.failure, stopped: ctx.signal.aborted };
        }
        if (await this.output.finish()) {
            await ctx.output.store.remove?.(this.outKey).catch(() => undefined);
            return { ok: false, reason: this.failure ?? 'the output could not be written', stopped: false };
        }
        return { ok: true, records: this.output.records };
    }
    fail(reason) {
        if (this.failure !== undefined)
            return;
        this.failure = reason;
        this.scope.cancel();
    }
    failOn(err) {
        this.fail(readProblem(err, this.ctx.compression));
    }
    /** Why the object cannot be sent at all (split-type None sends it whole), or undefined. */
    tooLarge() {
        const { ctx, obj } = this;
        const limit = ctx.maxPayloadBytes;
        if (ctx.splitType !== 'None' || ctx.compression !== 'None' || obj.size === undefined || obj.size <= limit)
            return undefined;
        return (`the object is ${describeBytes(obj.size)}, larger than the maximum payload of ${describeBytes(limit)} ` +
            `(split-type None sends each object whole); ${RAISE_MAX_PAYLOAD} or choose a split-type`);
    }
    async read() {
        const { ctx, obj } = this;
        const tooLarge = this.tooLarge();
        if (tooLarge)
            return this.fail(tooLarge);
        const limit = ctx.maxPayloadBytes;
        const batcher = new Batcher(ctx.strategy, limit, ctx.processing, ctx.splitType === 'Line');
        const splitter = createSplitter(ctx.splitType, batcher, limit, why => ctx.log?.(`${obj.store.uriOf(obj.key)} cannot be split as ${ctx.splitType} (${why}): sent whole in one ` +
            'request, as SageMaker does with a file it cannot split.'));
        let stream;
        try {
            // A small object is read with one call: a stream costs more than the bytes for it.
            const whole = obj.size !== undefined && obj.size <= FLUSH_BYTES && ctx.compression === 'None'
                ? await obj.store.readSmall?.(obj.key, FLUSH_BYTES, obj.size)
                : undefined;
            if (whole) {
                // As one chunk of the loop below, without the promises an async loop costs.
                splitter.push(whole);
                const wait = this.sender.enqueue(batcher.take());
                if (wait)
                    await wait;
            }
            else {
                stream = await obj.store.get(obj.key);
                if (ctx.compression === 'Gzip')
                    stream = gunzip(stream);
                for await (const chunk of stream) {
                    splitter.push(chunk);
                    // At most one wait per chunk: its mini-batches go out as permits allow, without this loop.
                    const wait = this.sender.enqueue(batcher.take());
                    if (wait)
                        await wait;
                    if (this.scope.aborted)
                        break;
                }
            }
            if (!this.scope.aborted) {
                splitter.end();
                batcher.flush();
                const wait = this.sender.enqueue(batcher.take());
                if (wait)
                    await wait;
            }
        }
        catch (err) {
            this.failOn(err);
        }
        finally {
            stream?.destroy();
        }
    }
}
function gunzip(source) {
    const inflate = (0,external_node_zlib_.createGunzip)();
    source.on('error', err => inflate.destroy(err));
    return source.pipe(inflate);
}
function readProblem(err, compression) {
    const e = err;
    const message = e?.message ?? String(err);
    if (e?.code?.startsWith('Z_') || /incorrect header check|unexpected end of file/.test(message)) {
        return `cannot decompress it (compression-type ${compression}): ${message}`;
    }
    if (e?.name === 'SplitError' || e?.name === 'RecordError')
        return message;
    return `cannot read it: ${message}`;
}

// EXTERNAL MODULE: ./src/contract/data-processing.ts
var data_processing = __webpack_require__(37546);
// EXTERNAL MODULE: ./src/contract/jsonpath.ts
var jsonpath = __webpack_require__(60861);
// EXTERNAL MODULE: ./src/contract/csv.ts
var csv = __webpack_require__(19374);
;// CONCATENATED MODULE: ./src/backends/local/processing/data-processing.ts



/** A record the filters or the join cannot handle; its file fails with this message. */
class RecordError extends Error {
    constructor(message) {
        super(message);
        this.name = 'RecordError';
    }
}
/** Undefined when nothing is to be done (no filters other than `$`, no join). */
function createDataProcessing(opts) {
    const inputFilter = (0,data_processing/* isActiveFilter */.p6)(opts.inputFilter) ? opts.inputFilter : undefined;
    const outputFilter = (0,data_processing/* isActiveFilter */.p6)(opts.outputFilter) ? opts.outputFilter : undefined;
    const join = opts.joinSource === 'Input';
    if (!inputFilter && !outputFilter && !join)
        return undefined;
    const inFormat = (0,data_processing/* recordFormat */.Ty)(opts.contentType);
    const outFormat = join ? inFormat : ((0,data_processing/* recordFormat */.Ty)(opts.accept) ?? inFormat);
    const processing = { keepInputs: join };
    if (inputFilter)
        processing.input = inputTransform(inputFilter, known(inFormat));
    if (join || outputFilter)
        processing.output = outputTransform(known(outFormat), join, outputFilter);
    return processing;
}
/** The rules checked in parseInputs (contract/data-processing.ts) guarantee a record format. */
function known(format) {
    if (!format)
        throw new Error('data processing needs JSON or CSV records (see dataProcessingProblems)');
    return format;
}
/** CSV rows are arrays whose slices include their end (SageMaker's worked examples); JSON arrays not. */
function data_processing_select(path, value, what, format) {
    let selected;
    try {
        selected = (0,jsonpath/* selectJsonPath */.yk)(path, value, { sliceEnd: format === 'csv' ? 'included' : 'excluded' });
    }
    catch (err) {
        if (err instanceof jsonpath/* IndexRangeError */.KD)
            throw new RecordError(`${what}: ${path.source}: ${err.message}`);
        throw err;
    }
    if (selected === undefined)
        throw new RecordError(`${what}: ${path.source} selects nothing`);
    return selected;
}
/** Said once per run when a CSV filter slices with an end: SageMaker's documentation is of two minds. */
function csvSliceNote(opts) {
    const csv = opts.joinSource === 'Input'
        ? (0,data_processing/* recordFormat */.Ty)(opts.contentType) === 'csv'
        : (0,data_processing/* recordFormat */.Ty)(opts.accept ?? opts.contentType) === 'csv';
    const sliced = [
        (0,data_processing/* recordFormat */.Ty)(opts.contentType) === 'csv' ? opts.inputFilter : undefined,
        csv ? opts.outputFilter : undefined
    ].filter(f => f?.segments.some(seg => seg.some(s => s.kind === 'slice' && s.end !== undefined)));
    if (sliced.length === 0)
        return undefined;
    return (`CSV column slices (${sliced.map(f => f.source).join(', ')}) include their end, as SageMaker's ` +
        'developer guide documents with its examples ($[1:4] selects the second through fifth columns); ' +
        'the same page also likens the operator to JavaScript slice(), which would exclude it.');
}
function inputTransform(path, format) {
    return (payload, record) => {
        const what = `record ${record} (input-filter)`;
        const text = payload.toString('utf8');
        if (format === 'csv')
            return Buffer.from((0,csv/* formatCsvRow */.w)(data_processing_select(path, (0,csv/* parseCsvRow */.g)(text), what, format)));
        return Buffer.from(JSON.stringify(data_processing_select(path, parseJson(text, `record ${record} is not valid JSON`), what, format)));
    };
}
function outputTransform(format, join, filter) {
    return (response, inputs, records, firstRecord) => {
        const outputs = splitOutputs(response, records, firstRecord);
        return outputs.map((out, j) => {
            const record = firstRecord + j;
            const input = inputs?.[j]?.toString('utf8');
            if (format === 'csv') {
                const row = join ? `${input},${out}` : out;
                return filter
                    ? (0,csv/* formatCsvRow */.w)(data_processing_select(filter, (0,csv/* parseCsvRow */.g)(row), `record ${record} (output-filter)`, format))
                    : row;
            }
            let value;
            if (join) {
                const original = parseJson(input ?? '', `record ${record} is not valid JSON`);
                const output = parseJsonOr(out);
                value =
                    typeof original === 'object' && original !== null && !Array.isArray(original)
                        ? { ...original, SageMakerOutput: output }
                        : { SageMakerInput: original, SageMakerOutput: output };
            }
            else {
                value = parseJson(out, `the output for record ${record} is not valid JSON, so output-filter cannot apply`);
            }
            return JSON.stringify(filter ? data_processing_select(filter, value, `record ${record} (output-filter)`, format) : value);
        });
    };
}
/** One output per record: the whole response for one record, else one line per record. */
function splitOutputs(response, records, firstRecord) {
    const text = response.toString('utf8');
    if (records === 1)
        return [text.replace(/\r?\n$/, '')];
    const lines = text.split('\n').map(l => l.replace(/\r$/, ''));
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    if (lines.length !== records) {
        throw new RecordError(`the response to records ${firstRecord}-${firstRecord + records - 1} has ${lines.length} lines for ` +
            `${records} records; join-source and output-filter need one output line per record ` +
            '(or use strategy SingleRecord)');
    }
    return lines;
}
function parseJson(text, problem) {
    try {
        return JSON.parse(text);
    }
    catch {
        throw new RecordError(problem);
    }
}
function parseJsonOr(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}

// EXTERNAL MODULE: ./src/backends/progress-line.ts
var progress_line = __webpack_require__(51865);
;// CONCATENATED MODULE: ./src/backends/local/progress.ts
// Progress lines at a steady pace: objects finished (an output written, or failed), records, the recent
// rate, and with the input's size known, the share finished and the time left at the pace so far.


class Progress {
    opts;
    objects = 0;
    failedObjects = 0;
    records = 0;
    startedAt;
    lastAt;
    lastRecords = 0;
    timer;
    constructor(opts) {
        this.opts = opts;
        this.startedAt = opts.now();
        this.lastAt = this.startedAt;
    }
    start() {
        this.timer = setInterval(() => this.report(), this.opts.intervalMs);
        this.timer.unref();
    }
    /** Writes one line now: what is done and the rate since the last line. */
    report() {
        const now = this.opts.now();
        const rate = rateOf(this.records - this.lastRecords, now - this.lastAt);
        this.lastAt = now;
        this.lastRecords = this.records;
        this.opts.log(`Progress: ${this.describe()}, ${rate} records/s${this.left(now)}`);
    }
    /** Stops the timer and writes the totals with the average rate. */
    finish() {
        if (this.timer)
            clearInterval(this.timer);
        this.timer = undefined;
        const elapsed = this.opts.now() - this.startedAt;
        this.opts.log(`Done: ${this.describe()} in ${(0,format/* seconds */.YA)(elapsed, 1)}, ` +
            `${rateOf(this.records, elapsed)} records/s on average`);
    }
    /**
     * A failed object is finished too, in the words both backends use (backends/progress-line.ts):
     * `20 of 300 done (6%; 4 outputs, 16 failed)`, or with none failed `4 of 300 outputs (1%)`; then
     * the records.
     */
    describe() {
        const total = this.opts.total !== undefined ? { total: this.opts.total } : {};
        const finished = (0,progress_line/* finishedLine */.fb)({ outputs: this.objects, failed: this.failedObjects, ...total });
        return `${finished}, ${counted(this.records, 'record')}`;
    }
    /** `, about 70 s left` at the pace since the start, once some are finished and the total is known. */
    left(now) {
        const total = this.opts.total;
        const done = this.objects + this.failedObjects;
        if (total === undefined || done === 0 || done >= total)
            return '';
        return `, ${(0,format/* timeLeft */.f$)(((now - this.startedAt) / done) * (total - done))}`;
    }
}
function counted(n, word) {
    return `${(0,format/* count */.U9)(n)} ${(0,format/* noun */.jB)(n, word)}`;
}
function rateOf(records, ms) {
    if (ms <= 0)
        return '0';
    return Math.round((records * 1000) / ms).toLocaleString('en-US');
}

;// CONCATENATED MODULE: ./src/backends/local/semaphore.ts
// A counting semaphore with FIFO waiters: bounds requests in flight and bytes held in memory. Waiters
// are callbacks, called as soon as a permit is theirs, so the data plane's hot path needs no promise
// per request; `Semaphore.acquire` wraps one in a promise for the places that await.
class Semaphore {
    permits;
    waiters = [];
    head = 0;
    constructor(permits) {
        this.permits = permits;
    }
    /** Takes a permit now if one is free. */
    tryAcquire() {
        if (this.permits > 0 && this.head === this.waiters.length) {
            this.permits--;
            return true;
        }
        return false;
    }
    /** True when a permit was taken now; otherwise `granted` is called once one has been taken for it. */
    acquireThen(granted) {
        if (this.tryAcquire())
            return true;
        this.waiters.push(granted);
        return false;
    }
    acquire() {
        if (this.tryAcquire())
            return;
        return new Promise(resolve => this.waiters.push(resolve));
    }
    release() {
        if (this.head < this.waiters.length) {
            const next = this.waiters[this.head];
            this.head++;
            if (this.head > 1024 && this.head * 2 > this.waiters.length) {
                this.waiters = this.waiters.slice(this.head);
                this.head = 0;
            }
            next();
            return;
        }
        this.permits++;
    }
}
/**
 * A FIFO budget of bytes and entries: holds mini-batches between sending and writing. A batch larger
 * than the whole budget still goes through alone, so progress never stops.
 */
class Budget {
    maxBytes;
    maxEntries;
    used = 0;
    entries = 0;
    waiters = [];
    constructor(maxBytes, maxEntries) {
        this.maxBytes = maxBytes;
        this.maxEntries = maxEntries;
    }
    /** True when the bytes were taken now; otherwise `granted` is called once they have been taken for it. */
    acquireThen(bytes, granted) {
        if (this.waiters.length === 0 && this.fits(bytes)) {
            this.take(bytes);
            return true;
        }
        this.waiters.push({ bytes, granted });
        return false;
    }
    release(bytes) {
        this.used -= bytes;
        this.entries--;
        while (this.waiters.length > 0 && this.fits(this.waiters[0].bytes)) {
            const next = this.waiters.shift();
            this.take(next.bytes);
            next.granted();
        }
    }
    fits(bytes) {
        return this.entries < this.maxEntries && (this.used + bytes <= this.maxBytes || this.entries === 0);
    }
    take(bytes) {
        this.used += bytes;
        this.entries++;
    }
}

;// CONCATENATED MODULE: ./src/backends/local/settings.ts
// The values a transform runs with, by SageMaker's precedence: the request's value, then what the
// container's GET /execution-parameters says, then the defaults.


const DEFAULT_BATCH_STRATEGY = 'MultiRecord';
/** Reads the container's answer leniently: unknown or malformed members are ignored. */
function parseExecutionParameters(body) {
    if (typeof body !== 'object' || body === null)
        return {};
    const b = body;
    const out = {};
    const int = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0
        ? v
        : typeof v === 'string' && /^\d+$/.test(v)
            ? Number(v)
            : undefined;
    const mct = int(b.MaxConcurrentTransforms);
    if (mct !== undefined && mct > 0)
        out.MaxConcurrentTransforms = mct;
    const mp = int(b.MaxPayloadInMB);
    if (mp !== undefined)
        out.MaxPayloadInMB = mp;
    const strategy = String(b.BatchStrategy ?? '')
        .replace(/_/g, '')
        .toUpperCase();
    if (strategy === 'SINGLERECORD')
        out.BatchStrategy = 'SingleRecord';
    if (strategy === 'MULTIRECORD')
        out.BatchStrategy = 'MultiRecord';
    return out;
}
function resolveSettings(req, exec = {}) {
    const pick = (r, e, d) => r !== undefined ? [r, 'request'] : e !== undefined ? [e, 'execution-parameters'] : [d, 'default'];
    let [maxConcurrent, mcSource] = pick(req.maxConcurrent ? req.maxConcurrent : undefined, exec.MaxConcurrentTransforms, limits/* DEFAULT_MAX_CONCURRENT_TRANSFORMS */.HU);
    if (mcSource === 'default' && req.fallbackMaxConcurrent) {
        maxConcurrent = req.fallbackMaxConcurrent.value;
        mcSource = req.fallbackMaxConcurrent.source;
    }
    const [maxPayloadMB, mpSource] = pick(req.maxPayloadMB, exec.MaxPayloadInMB, limits/* DEFAULT_MAX_PAYLOAD_MB */._4);
    const [strategy, stSource] = pick(req.strategy, exec.BatchStrategy, DEFAULT_BATCH_STRATEGY);
    return {
        maxConcurrent,
        maxPayloadMB,
        strategy,
        sources: { maxConcurrent: mcSource, maxPayloadMB: mpSource, strategy: stSource }
    };
}
/**
 * Requests in flight per runner core when the server does not say: one computing, one arriving. The
 * reference server's worker count and its own in-flight answer are in serve/reference_worker_rule.py
 * (by_machine, IN_FLIGHT_PER_CORE): change both together.
 */
const IN_FLIGHT_PER_CORE = 2;
/**
 * Local mode's default when neither the input nor the server's /execution-parameters sets
 * max-concurrent-transforms: enough to keep every core busy (SageMaker's 1 leaves all but one idle
 * and every request waiting on the round trip), within SageMaker's max-payload x concurrency <= 100.
 */
function coresFallback(cores, maxPayloadMB) {
    const wanted = IN_FLIGHT_PER_CORE * Math.max(1, cores);
    const payload = maxPayloadMB ?? limits/* DEFAULT_MAX_PAYLOAD_MB */._4;
    const value = Math.max(1, Math.min(wanted, (0,limits/* mostConcurrentFor */._Z)(payload)));
    return { value, source: `${IN_FLIGHT_PER_CORE} per core on ${(0,format/* plural */.LS)(cores, 'core')}` };
}
/** The payload limit in bytes; MaxPayloadInMB 0 lifts it. */
function payloadBytes(mb) {
    return mb === 0 ? Infinity : mb * limits.MB;
}

;// CONCATENATED MODULE: ./src/backends/local/engine.ts
// The local data plane as an engine, independent of how the model server was started: given where the
// inputs are, where outputs go and the server's URL, it runs the transform as SageMaker's data plane
// does and reports what happened. Memory stays bounded by payload x concurrency, whatever the file sizes.









/** Runs the transform. Rejects only for a configuration error (a UserError); data problems fail the job. */
async function runDataPlane(opts) {
    const splitType = opts.splitType ?? 'None';
    const processingOptions = {
        contentType: opts.contentType,
        accept: opts.accept,
        inputFilter: opts.inputFilter,
        outputFilter: opts.outputFilter,
        joinSource: opts.joinSource,
        splitType
    };
    const processing = createDataProcessing(processingOptions);
    const log = opts.log ?? (() => undefined);
    const sliceNote = csvSliceNote(processingOptions);
    if (sliceNote)
        log(sliceNote);
    const signal = shareSignal(opts.signal ?? new AbortController().signal);
    const sleep = opts.sleep ?? src_sleep/* sleep */.y;
    const settings = await effectiveSettings(opts, sleep);
    log(describeSettings(settings, splitType));
    const ctx = fileContext({ opts, settings, splitType, processing, signal, sleep, log });
    const tally = await transformAll({
        input: opts.input,
        ctx,
        slots: settings.maxConcurrent,
        onWritten: opts.onWritten,
        onFailed: opts.onFailed
    });
    ctx.progress.finish();
    ctx.invoker.close();
    return resultOf(tally, opts.input, settings, signal.aborted);
}
/** The run's settings: the job's, else what GET /execution-parameters offers, else the defaults. */
async function effectiveSettings(opts, sleep) {
    const probe = new Invoker({ endpoint: opts.endpoint, timeoutMs: 2000, retries: 0, maxSockets: 1, sleep });
    const exec = parseExecutionParameters(await probe.executionParameters().catch(() => undefined));
    probe.close();
    return resolveSettings({
        maxConcurrent: opts.maxConcurrent,
        maxPayloadMB: opts.maxPayloadMB,
        strategy: opts.strategy,
        fallbackMaxConcurrent: opts.fallbackMaxConcurrent
    }, exec);
}
/** What every file of the run shares: the invoker, the permits, the progress and the settings. */
function fileContext(c) {
    const { opts, settings } = c;
    const invoker = new Invoker({
        endpoint: opts.endpoint,
        contentType: opts.contentType,
        accept: opts.accept,
        timeoutMs: Math.max(1, Math.round((opts.invocationTimeoutSeconds ?? 600) * 1000)),
        retries: opts.invocationRetries ?? 3,
        maxSockets: settings.maxConcurrent,
        // MaxPayloadInMB 0: SageMaker streams the payload with chunked transfer encoding.
        chunked: settings.maxPayloadMB === 0,
        sleep: c.sleep
    });
    const now = opts.now ?? Date.now;
    return {
        invoker,
        inflight: new Semaphore(settings.maxConcurrent),
        // Answers are written in order, so a slow request holds back later ones: a wide window lets the
        // others go on; bytes keep it within a small multiple of payload x concurrency.
        window: new Budget(2 * settings.maxConcurrent * payloadBytes(settings.maxPayloadMB), 16 * settings.maxConcurrent),
        progress: new Progress({
            log: c.log,
            now,
            intervalMs: opts.progressIntervalMs ?? 15000,
            ...(opts.input.count !== undefined ? { total: opts.input.count } : {})
        }),
        output: opts.output,
        splitType: c.splitType,
        strategy: settings.strategy,
        compression: opts.compression ?? 'None',
        assembleWith: opts.assembleWith ?? 'None',
        accept: opts.accept,
        maxPayloadBytes: payloadBytes(settings.maxPayloadMB),
        processing: c.processing,
        signal: c.signal,
        scopes: new RunScopes(c.signal),
        log: c.log
    };
}
/** Every listed object through transformFile, several side by side. */
async function transformAll(o) {
    const { input, ctx, onWritten, onFailed } = o;
    const { progress } = ctx;
    // Files run side by side so small files still fill every request slot; one more than the slots keeps
    // the next file read ahead.
    const fileSlots = new Semaphore(o.slots + 1);
    const tally = { total: 0, objects: 0, records: 0, failed: [], stopped: false };
    // Files still running, and the first error one of them threw (none is expected: a file's problems
    // are its result).
    let running = 0;
    let allDone;
    let thrown;
    const settled = () => {
        fileSlots.release();
        if (--running === 0)
            allDone?.();
    };
    const counted = (obj, result) => {
        if (result.ok) {
            progress.objects++;
            tally.objects++;
            tally.records += result.records;
            onWritten?.(obj.output.key);
        }
        else if (result.stopped) {
            tally.stopped = true;
        }
        else {
            progress.failedObjects++;
            const failed = { key: obj.key, uri: obj.store.uriOf(obj.key), reason: result.reason };
            tally.failed.push(failed);
            onFailed?.(failed);
        }
    };
    progress.start();
    try {
        for await (const obj of input.objects()) {
            if (ctx.signal.aborted)
                break;
            tally.total++;
            const slot = fileSlots.acquire();
            if (slot)
                await slot;
            running++;
            transformFile(obj, ctx).then(result => {
                try {
                    counted(obj, result);
                }
                catch (error) {
                    thrown ??= { error };
                }
                settled();
            }, (error) => {
                thrown ??= { error };
                settled();
            });
        }
    }
    catch (err) {
        tally.inputProblem = err.message;
    }
    if (running > 0)
        await new Promise(resolve => (allDone = resolve));
    if (thrown)
        throw thrown.error;
    // Files fail in the order their requests end: reported in key order, the same every run.
    tally.failed.sort((a, b) => (0,uri/* compareKeys */.YD)(a.key, b.key));
    return tally;
}
function resultOf(tally, input, settings, aborted) {
    const { failed, total } = tally;
    const base = { objects: tally.objects, failed, records: tally.records, settings };
    if (aborted || tally.stopped)
        return { ...base, status: 'Stopped', failureReason: 'the transform was stopped' };
    if (tally.inputProblem !== undefined)
        return { ...base, status: 'Failed', failureReason: (0,object_failures/* clipReason */.fe)(tally.inputProblem) };
    if (total === 0) {
        return { ...base, status: 'Failed', failureReason: `no input objects found in ${input.description}` };
    }
    if (failed.length > 0)
        return { ...base, status: 'Failed', failureReason: (0,object_failures/* failedObjectsReason */.ao)(failed, total) };
    return { ...base, status: 'Completed' };
}
function describeSettings(s, splitType) {
    const from = (src) => (src === 'request' ? '' : ` (${src})`);
    return (`Transform settings: max-concurrent-transforms ${s.maxConcurrent}${from(s.sources.maxConcurrent)}, ` +
        `max-payload ${s.maxPayloadMB === 0 ? 'unlimited' : `${s.maxPayloadMB} MB`}${from(s.sources.maxPayloadMB)}, ` +
        `strategy ${s.strategy}${from(s.sources.strategy)}, split-type ${splitType}`);
}

// EXTERNAL MODULE: ./src/listing/listing.ts + 1 modules
var listing = __webpack_require__(94383);
// EXTERNAL MODULE: ./src/aws/proxy.ts
var proxy = __webpack_require__(21373);
// EXTERNAL MODULE: ./src/storage/fs-store.ts
var fs_store = __webpack_require__(82970);
// EXTERNAL MODULE: ./src/storage/resolve.ts
var resolve = __webpack_require__(93557);
// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var dist_cjs = __webpack_require__(53711);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/index.min.js
var index_min = __webpack_require__(98697);
;// CONCATENATED MODULE: ./src/backends/local/model-dir.ts
// The model as a container sees it at /opt/ml/model: a model folder as it is, else the same
// model.tar.gz the SageMaker path uses, unpacked into a directory (from the local archive, or
// downloaded from S3).






/** The folder the server reads the model from: `model.localDir` itself, or `into` once unpacked there. */
async function modelFolder(model, into, s3) {
    if (model.localDir)
        return model.localDir;
    await (0,promises_.mkdir)(into, { recursive: true });
    if (model.localArchive) {
        await index_min.x({ file: model.localArchive, cwd: into });
        return into;
    }
    const loc = model.dataUrl ? (0,uri/* parseS3Uri */.yc)(model.dataUrl) : undefined;
    if (!loc) {
        throw new errors/* UserError */.yo('local mode needs the model itself: set model-path (a directory or model.tar.gz) or model-data-url ' +
            '(an s3:// model.tar.gz). model-name names a model inside SageMaker, which cannot run locally.');
    }
    const res = await s3().send(new dist_cjs.GetObjectCommand({ Bucket: loc.bucket, Key: loc.key }));
    await (0,external_node_stream_promises_.pipeline)(res.Body, index_min.x({ cwd: into }));
    return into;
}

// EXTERNAL MODULE: ./src/backends/local/servers/ready.ts
var ready = __webpack_require__(37225);
// EXTERNAL MODULE: ./src/backends/local/servers/start-server.ts + 1 modules
var start_server = __webpack_require__(40664);
;// CONCATENATED MODULE: ./src/backends/local/steering.ts
// The early stop in local mode: every few seconds while the data plane runs, the outputs written so far
// are counted and read (`RunEvents.outputs`) and `RunEvents.steer` is asked with the failures seen; an
// order stops the run as timeout-minutes does, and its sentence is the run's reason.

/** Looks at the run every `intervalMs` while `events.steer` is set; a no-op without it. */
function steerLocalRun(run) {
    const stop = new AbortController();
    const over = new AbortController();
    const began = run.now();
    let failures = 0;
    let order;
    const steer = run.events.steer;
    const look = async () => {
        const counted = await run.events.outputs?.(run.job);
        const elapsedMs = run.now() - began;
        const landed = counted?.landed;
        const expected = counted?.expected;
        // Left at the pace so far, over the inputs not yet done (written or failed).
        const done = (landed ?? 0) + failures;
        const leftMs = expected !== undefined && done > 0 ? (elapsedMs / done) * Math.max(0, expected - done) : undefined;
        order = steer?.({
            elapsedMs,
            lookedAt: run.now(),
            failed: failures,
            runner: true,
            ...(landed !== undefined ? { landed } : {}),
            ...(expected !== undefined ? { expected } : {}),
            ...(leftMs !== undefined ? { leftMs } : {})
        });
        if (!order)
            return;
        run.log(`${order.reason}: stopping ${run.job.jobName}.`);
        order = { ...order, sentAt: run.now() };
        stop.abort();
    };
    const loop = async () => {
        while (!over.signal.aborted && !order) {
            await (0,src_sleep/* sleep */.y)(run.intervalMs, over.signal);
            if (!over.signal.aborted)
                await look();
        }
    };
    const looking = steer ? loop() : Promise.resolve();
    return {
        signal: stop.signal,
        order: () => order,
        failed: () => void failures++,
        end: async () => {
            over.abort();
            await looking;
        }
    };
}

;// CONCATENATED MODULE: ./src/backends/local/local-backend.ts
// The local backend: model server -> list -> split -> batch -> invoke -> assemble -> .out files.
// The model is unpacked from the same model.tar.gz the SageMaker path builds, the server gets the
// environment SageMaker would give the container, and the data plane runs as SageMaker's does.



















function realTimer(ms, fire) {
    const timer = setTimeout(fire, ms);
    // The deadline alone must not keep the process alive once the run is over.
    timer.unref();
    return () => clearTimeout(timer);
}
const DEFAULT_PING_DEADLINE_MS = 180_000;
function createLocalBackend(ctx, options = {}) {
    const startServer = options.startServer ?? start_server/* startModelServer */.D;
    const log = (line) => ctx.log.info(line);
    const warn = (line) => ctx.log.warning(line);
    return {
        run: (job, model, events, signal) => runLocal(job, model, events, signal, ctx, {
            startServer,
            log,
            warn,
            pingDeadlineMs: options.pingDeadlineMs ?? DEFAULT_PING_DEADLINE_MS,
            progressIntervalMs: options.progressIntervalMs ?? 15_000,
            deadlineTimer: options.deadlineTimer ?? realTimer,
            steerIntervalMs: options.steerIntervalMs ?? 5_000
        })
    };
}
/** `local-20240131-120501-1a2b`: readable, sortable and within SageMaker's name rules. */
function localJobName(now, random = (0,external_node_crypto_.randomBytes)(2).toString('hex')) {
    const stamp = new Date(now).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    return `local-${stamp}-${random}`;
}
/**
 * A signal for the data plane that a cancel or the server's death aborts. `end` says whether the
 * server died; after a failed run it gives the exit a moment to be noticed, since requests refused
 * by a server that just exited can fail before its exit is reported.
 */
function watchServer(server, signal) {
    const run = new AbortController();
    const onCancel = () => run.abort(signal.reason);
    signal.addEventListener('abort', onCancel, { once: true });
    let death;
    void server.died?.then(d => {
        death = d;
        run.abort(new Error('the model server died'));
    });
    return {
        signal: run.signal,
        end: async (completed) => {
            signal.removeEventListener('abort', onCancel);
            if (!death && !completed && server.died) {
                // A server that is dying says so within moments; its death then explains the failure.
                const settled = new AbortController();
                await Promise.race([server.died, (0,src_sleep/* sleep */.y)(500, settled.signal)]);
                settled.abort();
            }
            return death;
        }
    };
}
/** One reason for every unfinished file: what ended how, what was done, and the server's last words. */
function serverDied(death, transformed) {
    const done = `${(0,format/* plural */.LS)(transformed, 'input file')} ${(0,format/* noun */.jB)(transformed, 'was', 'were')} transformed before that`;
    return `the model server stopped during the transform: ${death.what}; ${done}, the others were not.${(0,ready/* outputBlock */.JE)(death.lastOutput)}`;
}
/** The run's deadline (timeout-minutes, counted from here as SageMaker counts from the job's creation). */
function runDeadline(spec, cancel, deps) {
    const minutes = spec.control.timeoutMinutes;
    const deadline = new AbortController();
    const clear = minutes === undefined ? () => undefined : deps.deadlineTimer(minutes * 60_000, () => deadline.abort());
    return {
        signal: AbortSignal.any([cancel, deadline.signal]),
        clear,
        /** Why a stopped run stopped. */
        stopped: () => deadline.signal.aborted && !cancel.aborted
            ? `timeout-minutes (${minutes}) reached, so the transform was stopped`
            : 'the transform was stopped'
    };
}
/** The checks SageMaker's path makes before creating the job, by the same rules, on the input listed. */
async function checkedInput(spec, input) {
    await (0,listing/* refuseOutputsReadAsInputs */._6)(spec.data, spec.output.path);
    await (0,listing/* requireSomeInput */._2)(input);
    return input;
}
/**
 * The input checked first, as SageMaker's path checks it before creating the job (an input problem
 * starts nothing), then the model server, whose start (loading the model) is most of a short run.
 */
async function serverAndInput(o) {
    const input = await checkedInput(o.spec, o.inputs);
    return { input, server: await startServer(o) };
}
async function startServer(o) {
    const { spec, deps } = o;
    // max-payload was settled in stage 3 (sized there for auto, over the objects this job runs).
    const r = spec.resources;
    const framework = o.model.framework ?? spec.model.framework;
    // The size caps are computed once: their env goes to the server, their notes to the log.
    const serverSize = (0,container_env/* serverSizeEnvironment */.MH)(spec, framework);
    const env = (0,container_env/* localContainerEnvironment */.m6)(spec, o.region, { maxPayloadMB: r.maxPayloadMB, strategy: r.strategy, maxConcurrent: r.maxConcurrentTransforms }, { serverEnv: serverSize.env });
    for (const note of serverSize.notes)
        deps.log(note);
    if (o.signal.aborted)
        throw new Error('the transform was stopped before the model server started');
    const t0 = performance.now();
    const server = await deps.startServer(spec, {
        modelDir: o.modelDir,
        framework,
        env,
        pingDeadlineMs: deps.pingDeadlineMs,
        signal: o.signal,
        log: deps.log,
        warn: deps.warn,
        credentials: o.ctx.credentials,
        proxy: (0,proxy/* proxyConfigOf */.Ur)(o.ctx.env, spec.control.httpProxy)
    });
    const took = ((performance.now() - t0) / 1000).toFixed(2);
    deps.log(`Model server: ${server.description} at ${server.url}, ready in ${took} s`);
    return server;
}
/** The data plane against the running server; the run's outcome, a dead server's reason first. */
async function transform(o, outcome, stopped) {
    const { spec, input, server, deps } = o;
    const r = spec.resources;
    const watch = watchServer(server, o.signal);
    const result = await runDataPlane({
        input,
        output: (0,resolve/* outputLocation */.Lo)(spec.output.path, o.s3),
        endpoint: server.url,
        contentType: spec.data.contentType,
        compression: spec.data.compression,
        splitType: spec.data.splitType,
        strategy: r.strategy,
        maxPayloadMB: r.maxPayloadMB,
        maxConcurrent: r.maxConcurrentTransforms,
        fallbackMaxConcurrent: coresFallback(external_node_os_default().availableParallelism(), r.maxPayloadMB),
        accept: spec.output.accept,
        assembleWith: spec.output.assembleWith,
        inputFilter: spec.data.inputFilter,
        outputFilter: spec.data.outputFilter,
        joinSource: spec.data.joinSource,
        invocationTimeoutSeconds: r.invocationTimeoutSeconds,
        invocationRetries: r.invocationRetries,
        signal: watch.signal,
        log: deps.log,
        now: o.ctx.now,
        sleep: o.ctx.sleep,
        progressIntervalMs: deps.progressIntervalMs,
        onWritten: key => o.outputsWritten.add(key),
        onFailed: o.onFailed
    });
    logSkipped(input, deps.log);
    const death = await watch.end(result.status === 'Completed');
    if (death && !o.signal.aborted)
        return outcome('Failed', serverDied(death, result.objects));
    const done = result.status === 'Stopped' ? outcome('Stopped', stopped()) : outcome(result.status, result.failureReason);
    // A run stopped early keeps the failures that stopped it.
    if (result.failed.length)
        done.failures = result.failed.map(f => ({ key: f.key, uri: f.uri, reason: f.reason }));
    return done;
}
function logSkipped(input, log) {
    const skipped = input.store.skipped;
    if (!skipped?.size)
        return;
    log(`Skipped ${(0,format/* plural */.LS)(skipped.size, 'entry', 'entries')} of ${input.store.uriOf('')} ` +
        `that ${(0,format/* noun */.jB)(skipped.size, 'is', 'are')} not regular files: ${(0,fs_store/* describeSkipped */.At)(skipped)}`);
}
async function workFolder(temp) {
    await (0,promises_.mkdir)(temp, { recursive: true });
    return (0,promises_.mkdtemp)(external_node_path_default().join(temp, 'local-transform-'));
}
async function runLocal({ spec, inputs }, model, events, cancel, ctx, deps) {
    const jobName = spec.control.jobName ?? localJobName(ctx.now());
    const startedAt = new Date(ctx.now());
    // What this run wrote is what it counts: an output already at output-path is an earlier run's.
    const outputsWritten = new Set();
    const deadline = runDeadline(spec, cancel, deps);
    const job = { jobName, outputPath: spec.output.path, outputsWritten };
    const steering = steerLocalRun({
        events,
        job,
        now: ctx.now,
        intervalMs: deps.steerIntervalMs,
        log: deps.log
    });
    const signal = AbortSignal.any([deadline.signal, steering.signal]);
    const stopped = () => steering.order()?.reason ?? deadline.stopped();
    const outcome = (status, failureReason) => {
        events.status?.(status, failureReason);
        const endedAt = new Date(ctx.now());
        const early = status === 'Stopped' ? steering.order() : undefined;
        return {
            jobName,
            status,
            failureReason,
            outputPath: spec.output.path,
            startedAt,
            endedAt,
            outputsWritten,
            ...(early ? { stoppedEarly: early } : {})
        };
    };
    events.jobCreated?.({ jobName });
    events.status?.('InProgress');
    deps.log(`Local transform ${jobName}: ${spec.data.uri} -> ${spec.output.path}`);
    const s3 = () => ctx.s3(spec.control);
    const region = (0,aws_region/* regionOrFallback */.q)(spec.control.region, ctx.env);
    let work;
    let server;
    try {
        // A folder to unpack the model into, when it is not a folder already.
        if (!model.localDir)
            work = await workFolder(ctx.env.RUNNER_TEMP || external_node_os_default().tmpdir());
        const modelDir = await modelFolder(model, external_node_path_default().join(work ?? '', 'model'), s3);
        const prepared = await serverAndInput({ spec, inputs, model, modelDir, s3, region, signal, ctx, deps });
        server = prepared.server;
        const onFailed = steering.failed;
        const done = await transform({ ...prepared, spec, s3, signal, ctx, deps, outputsWritten, onFailed }, outcome, stopped);
        // What really ran the model (local_gpu may fall back to the CPU): the cache keeps under it.
        const ranOn = await server.ranOn?.();
        if (ranOn)
            done.ranOn = ranOn;
        return done;
    }
    catch (err) {
        if (signal.aborted)
            return outcome('Stopped', stopped());
        if (err instanceof errors/* UserError */.yo)
            throw err;
        return outcome('Failed', (0,errors/* errorMessage */.gJ)(err));
    }
    finally {
        deadline.clear();
        await steering.end();
        await server?.stop().catch(err => deps.log(`Stopping the model server failed: ${(0,errors/* errorMessage */.gJ)(err)}`));
        if (work)
            await (0,promises_.rm)(work, { recursive: true, force: true }).catch(() => undefined);
    }
}


/***/ }),

/***/ 51865:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QK: () => (/* binding */ finishedOf),
/* harmony export */   WQ: () => (/* binding */ whole),
/* harmony export */   fb: () => (/* binding */ finishedLine)
/* harmony export */ });
/* unused harmony export percent */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// How far a transform is, in the same words whichever backend runs it: the inputs finished (an output
// written, or a failure), of how many, and the share.

const whole = (n) => Math.round(n).toLocaleString('en-US');
/** `31%`; never 0% once one has finished, never 100% before all have. */
function percent(done, total) {
    if (total <= 0)
        return '100%';
    const p = Math.floor((100 * Math.min(done, total)) / total);
    if (p === 0 && done > 0)
        return '<1%';
    return `${p}%`;
}
/** Inputs finished: outputs written plus failures, at most the inputs in all. */
function finishedOf(c) {
    return Math.min(c.outputs + c.failed, c.total ?? Infinity);
}
/**
 * `31,204 of 100,000 outputs (31%)`, or with failures `20 of 300 done (6%; 4 outputs, 16 failed: 500 x
 * 16)`; without a total, `4 outputs` or `4 done (3 outputs, 1 failed)`.
 */
function finishedLine(c) {
    const done = finishedOf(c);
    const of = c.total !== undefined ? ` of ${whole(c.total)}` : '';
    const share = c.total !== undefined ? percent(done, c.total) : undefined;
    if (c.failed === 0)
        return `${whole(c.outputs)}${of} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .noun */ .jB)(c.total ?? c.outputs, 'output')}${share ? ` (${share})` : ''}`;
    const reasons = c.reasons ? `: ${c.reasons}` : '';
    const split = `${whole(c.outputs)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .noun */ .jB)(c.outputs, 'output')}, ${whole(c.failed)} failed${reasons}`;
    return `${whole(done)}${of} done (${share ? `${share}; ` : ''}${split})`;
}


/***/ }),

/***/ 19374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ parseCsvRow),
/* harmony export */   w: () => (/* binding */ formatCsvRow)
/* harmony export */ });
// One CSV row <-> an array of fields (RFC 4180 quoting), for filters and joins on text/csv records and
// for reading CSV predictions. Like Python's csv module (which the model containers use), a quote is
// special only at the start of a field: `a"b` is the text a"b, and text after a closing quote is kept.
function parseCsvRow(text) {
    const fields = [];
    let i = 0;
    const n = text.length;
    for (;;) {
        if (text[i] === '"') {
            let value = '';
            i++;
            for (;;) {
                const q = text.indexOf('"', i);
                if (q < 0) {
                    value += text.slice(i);
                    i = n;
                    break;
                }
                value += text.slice(i, q);
                if (text[q + 1] === '"') {
                    value += '"';
                    i = q + 2;
                }
                else {
                    i = q + 1;
                    break;
                }
            }
            // Anything between the closing quote and the comma is kept, as lenient readers do.
            const comma = text.indexOf(',', i);
            const end = comma < 0 ? n : comma;
            fields.push(value + text.slice(i, end));
            if (comma < 0)
                break;
            i = comma + 1;
        }
        else {
            const comma = text.indexOf(',', i);
            if (comma < 0) {
                fields.push(text.slice(i));
                break;
            }
            fields.push(text.slice(i, comma));
            i = comma + 1;
        }
    }
    return fields;
}
function formatCsvField(value) {
    if (value === null || value === undefined)
        return '';
    const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
/** An array becomes a row of fields; anything else one field. */
function formatCsvRow(value) {
    return Array.isArray(value) ? value.map(formatCsvField).join(',') : formatCsvField(value);
}


/***/ }),

/***/ 48903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DH: () => (/* binding */ reasonLabel),
/* harmony export */   Dn: () => (/* binding */ NO_ANSWER),
/* harmony export */   NE: () => (/* binding */ SAME_EVERY_ATTEMPT),
/* harmony export */   _$: () => (/* binding */ NO_REASON_LOGGED),
/* harmony export */   _N: () => (/* binding */ timeoutFailure),
/* harmony export */   ao: () => (/* binding */ failedObjectsReason),
/* harmony export */   fe: () => (/* binding */ clipReason),
/* harmony export */   pt: () => (/* binding */ FAILURE_REASON_MAX),
/* harmony export */   tG: () => (/* binding */ httpFailure),
/* harmony export */   zw: () => (/* binding */ attemptsFailure)
/* harmony export */ });
/* unused harmony export answerExcerpt */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77195);
// How one input object's failure is worded, whichever backend saw it: local mode from the model server's
// answer, SageMaker from the job's data-log. One wording, so the report's hints (results/summary/grouped-failures.ts)
// and the short labels of the progress lines read both the same way.


/** The longest excerpt of a model answer kept in a reason. */
const ANSWER_EXCERPT = 300;
/** A Python exception's own line, the last of a traceback: `ValueError: ...`, `torch.cuda.OutOfMemoryError`. */
const EXCEPTION_LINE = /^[A-Za-z_][\w.]*(Error|Exception|Interrupt|Exit)\b/;
/** Where a traceback begins; the framework containers answer "<message>\n<traceback>". */
const TRACEBACK_START = /^Traceback \(most recent call last\):/m;
/**
 * What the model said, in one line: an answer that ends a traceback by its last line (the model's own
 * last error line), a message followed by its traceback by the message (whole, where the exception's
 * own lines run on past its first), any other whole; whitespace collapsed and cut to ANSWER_EXCERPT
 * characters.
 */
function answerExcerpt(body) {
    const last = body
        .split(/\r\n|\r|\n/)
        .findLast(l => l.trim() !== '')
        ?.trim();
    const traceback = last !== undefined && last !== body.trim() && EXCEPTION_LINE.test(last);
    const message = body.slice(0, Math.max(0, body.search(TRACEBACK_START)));
    const text = (traceback ? last : message.trim() ? message : body).replace(/\s+/g, ' ').trim();
    return text.length > ANSWER_EXCERPT ? `${text.slice(0, ANSWER_EXCERPT)}...` : text;
}
/** `HTTP 500: <what the model said>`, or `HTTP 503 with an empty body`. */
function httpFailure(status, body) {
    const said = body === undefined ? '' : answerExcerpt(body);
    return `HTTP ${status}${said ? `: ${said}` : ' with an empty body'}`;
}
/** Said of a request whose every attempt failed with the same answer (a handler that fails for sure). */
const EACH_THE_SAME = 'each the same';
const SAME_EVERY_ATTEMPT = new RegExp(`failed after \\d+ attempts, ${EACH_THE_SAME}:`);
/** `POST /invocations failed after 4 attempts[, each the same]: <how the last one failed>`. */
function attemptsFailure(attempts, how, same) {
    const each = attempts > 1 && same ? `, ${EACH_THE_SAME}` : '';
    return `POST /invocations failed after ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(attempts, 'attempt')}${each}: ${how}`;
}
/** The model server did not answer in time: `within` says how long it had (`600 s`). */
function timeoutFailure(within) {
    return `no complete answer within ${within} (invocation-timeout)`;
}
/** The model server gave no answer at all (its connection failed or it stopped). */
const NO_ANSWER = 'no answer from the model server';
/** A failed input the job's logs never explained. */
const NO_REASON_LOGGED = "no reason in the job's data-log";
/**
 * The few characters a progress line shows for a reason: the HTTP status (`413`), `timeout`,
 * `no answer`, else `other`.
 */
function reasonLabel(reason) {
    const status = /\bHTTP (\d{3})\b/.exec(reason);
    if (status)
        return status[1];
    if (reason.includes('(invocation-timeout)'))
        return 'timeout';
    if (reason.startsWith(NO_ANSWER))
        return 'no answer';
    if (reason.startsWith(NO_REASON_LOGGED))
        return 'no reason';
    return 'other';
}
/** The job's one failure reason (the `failure-reason` output) is at most this long. */
const FAILURE_REASON_MAX = 1024;
const LISTED_FAILURES = 3;
function clipReason(text) {
    return text.length > FAILURE_REASON_MAX ? `${text.slice(0, FAILURE_REASON_MAX - 3)}...` : text;
}
/**
 * The job's reason from its failed objects: "2 of 10 input files failed: <uri>: <reason>; <uri>:
 * <reason>; and 1 more", the first in key order, within FAILURE_REASON_MAX; without a total, "2 input
 * files failed: ...".
 */
function failedObjectsReason(failed, total) {
    const sorted = [...failed].sort((a, b) => (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_0__/* .compareKeys */ .YD)(a.key, b.key));
    const of = total === undefined ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .noun */ .jB)(failed.length, 'input file') : `of ${total} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .noun */ .jB)(total, 'input file')}`;
    const head = `${failed.length} ${of} failed: `;
    const shown = sorted.slice(0, LISTED_FAILURES).map(f => `${f.uri}: ${f.reason}`);
    const more = failed.length > LISTED_FAILURES ? `; and ${failed.length - LISTED_FAILURES} more` : '';
    return clipReason(head + shown.join('; ') + more);
}


/***/ }),

/***/ 94383:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U4: () => (/* binding */ noInputObjects),
  openInputListing: () => (/* binding */ openInputListing),
  _6: () => (/* binding */ refuseOutputsReadAsInputs),
  _2: () => (/* binding */ requireSomeInput)
});

// UNUSED EXPORTS: nameUnderPrefix, prefixListing

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/storage/fs-store.ts
var fs_store = __webpack_require__(82970);
// EXTERNAL MODULE: ./src/storage/resolve.ts
var resolve = __webpack_require__(93557);
// EXTERNAL MODULE: ./src/storage/s3.ts + 2 modules
var storage_s3 = __webpack_require__(83055);
// EXTERNAL MODULE: ./src/storage/pages.ts
var pages = __webpack_require__(37553);
// EXTERNAL MODULE: ./src/storage/uri.ts
var storage_uri = __webpack_require__(77195);
;// CONCATENATED MODULE: ./src/storage/ranged-list.ts


/** Ranges listed at once: each is a request in flight (S3 serves thousands a second per prefix). */
const RANGES_IN_FLIGHT = 64;
/** The index of the first object of `page` whose key sorts after `key` (page.length when none). */
function firstAfter(page, key) {
    let lo = 0;
    let hi = page.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((0,storage_uri/* compareKeys */.YD)(page[mid].key, key) <= 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/** The objects of `range` i, a page at a time: after cut i-1 (or from the start), up to and with cut i. */
async function listRange(store, prefix, cuts, i) {
    const after = i === 0 ? undefined : cuts[i - 1];
    const upTo = i < cuts.length ? cuts[i] : undefined;
    const found = [];
    for await (let page of (0,pages/* pagesOf */.E)(store, prefix, after)) {
        // A store that cannot start after a key lists from the start: what lies before the range is skipped.
        if (after !== undefined && page.length && (0,storage_uri/* compareKeys */.YD)(page[0].key, after) <= 0)
            page = page.slice(firstAfter(page, after));
        if (upTo !== undefined && page.length && (0,storage_uri/* compareKeys */.YD)(page[page.length - 1].key, upTo) >= 0) {
            // The range ends in this page: at its cut, or before the first key past it (its cut is gone).
            found.push(page.slice(0, firstAfter(page, upTo)));
            break;
        }
        if (page.length)
            found.push(page);
    }
    return found;
}
/** Every object under `prefix`, in key order, a page at a time, listed by the ranges between `cuts`. */
async function* listPagesByRanges(store, prefix, cuts, inFlight = RANGES_IN_FLIGHT) {
    const ranges = cuts.length + 1;
    const started = [];
    const start = (i) => {
        const listing = listRange(store, prefix, cuts, i);
        // A failure is thrown where its range is read, in order.
        listing.catch(() => undefined);
        started[i] = listing;
    };
    for (let i = 0; i < Math.min(inFlight, ranges); i++)
        start(i);
    for (let i = 0; i < ranges; i++) {
        const pages = await started[i];
        delete started[i];
        if (i + inFlight < ranges)
            start(i + inFlight);
        yield* pages;
    }
}
/** Every object under `prefix`, in key order, listed by the ranges between `cuts` (sorted keys). */
function listByRanges(store, prefix, cuts, inFlight = RANGES_IN_FLIGHT) {
    return eachOf(listPagesByRanges(store, prefix, cuts, inFlight));
}

// EXTERNAL MODULE: ./src/listing/manifest.ts
var listing_manifest = __webpack_require__(20875);
// EXTERNAL MODULE: ./src/contract/output-keys.ts
var output_keys = __webpack_require__(34882);
;// CONCATENATED MODULE: ./src/listing/listing.ts
// The objects a transform reads and the name each one's output gets, listed the way SageMaker lists
// them. Both backends and the result reader use this, so what a run writes is what the reader expects.
//
// S3Prefix: every object whose key starts with the prefix, as S3 matches prefixes (`s3://b/in` also
// matches `in-2/c.jpg`). An object's name is its key relative to the prefix when the prefix is a folder
// for it (`in/` or `in` + `/`: `in/sub/b.jpg` -> `sub/b.jpg`), else relative to the prefix's folder
// (`in-2/c.jpg` -> `in-2/c.jpg`; `data/test.csv` as the prefix -> `test.csv`). The API reference says
// outputs go to "a corresponding subfolder"; the last case is inferred, not documented.
// ManifestFile: the listed keys, `prefix + entry`; the name is the entry.
// Local mode: a directory is a folder (names relative to it); any other path is a name prefix in its
// folder, as an S3 prefix is.
// Each output is named from the input's name by the rule of the place it goes to (output-keys.ts).











/** The name of the object at `key` listed under the key prefix `prefix` (see the rule above). */
function nameUnderPrefix(prefix, key) {
    if (prefix === '' || prefix.endsWith('/'))
        return key.slice(prefix.length);
    if (key.startsWith(`${prefix}/`))
        return key.slice(prefix.length + 1);
    return key.slice((0,output_keys/* folderOf */.yS)(prefix).length);
}
/**
 * The objects under a key prefix of a store, their outputs going to `outputs`; with `cuts` (sorted keys,
 * an earlier listing's boundaries) listed by the ranges between them side by side.
 */
function prefixListing(store, prefix, description = store.uriOf(prefix), outputs = 'folder', cuts) {
    // A page of inputs at a time: the objects are handed on one by one once, not at every step.
    async function* inputPages() {
        const listed = cuts?.length ? listPagesByRanges(store, prefix, cuts) : (0,pages/* pagesOf */.E)(store, prefix);
        for await (const page of listed)
            yield page.map(o => {
                const name = nameUnderPrefix(prefix, o.key);
                const input = { store, key: o.key, size: o.size, name, output: (0,output_keys/* outputKey */.zi)(name, outputs) };
                if (o.etag !== undefined)
                    input.etag = o.etag;
                return input;
            });
    }
    return {
        description,
        store,
        objects() {
            return (0,pages/* eachOf */.p)(inputPages());
        },
        nameOf(uri) {
            const key = store.keyOf(uri);
            if (key === undefined || !key.startsWith(prefix) || key.endsWith('/'))
                return undefined;
            return (0,output_keys/* outputName */.Vf)(nameUnderPrefix(prefix, key), outputs);
        },
        holds: name => (0,output_keys/* outputName */.Vf)(name, outputs) !== undefined
    };
}
/** The objects a manifest lists: `key` of each entry is `base + entry` in `store`. */
function manifestListing(manifest, store, base, description, outputs = 'folder') {
    const names = new Set(manifest.entries.map(entry => (0,output_keys/* outputName */.Vf)(entry, outputs)));
    return {
        description,
        store,
        async *objects() {
            for (const name of manifest.entries)
                yield { store, key: `${base}${name}`, name, output: (0,output_keys/* outputKey */.zi)(name, outputs) };
        },
        nameOf(uri) {
            const key = store.keyOf(uri);
            if (key === undefined || !key.startsWith(base))
                return undefined;
            const name = (0,output_keys/* outputName */.Vf)(key.slice(base.length), outputs);
            return name !== undefined && names.has(name) ? name : undefined;
        },
        holds(name) {
            const output = (0,output_keys/* outputName */.Vf)(name, outputs);
            return output !== undefined && names.has(output);
        }
    };
}
/** The listing of a `data` input of either type; a manifest is read (and checked) here. */
async function openInputListing(uri, type, s3, opts) {
    if (type === 'S3Prefix') {
        const { store, prefix } = await (0,resolve/* inputLocation */.cJ)(uri, s3);
        return prefixListing(store, prefix, uri, opts.outputs, opts.cuts);
    }
    const manifest = await (0,listing_manifest/* readManifest */.W)(uri, s3);
    const description = `the manifest ${uri}`;
    if ((0,storage_uri/* isS3Uri */.tL)(manifest.prefix)) {
        const loc = (0,storage_uri/* parseS3Uri */.yc)(manifest.prefix);
        if (!loc)
            throw new errors/* UserError */.yo(`data: the manifest ${uri} has prefix ${JSON.stringify(manifest.prefix)}, which is not a valid S3 URI. Use s3://bucket/prefix/.`);
        const store = new storage_s3/* S3Store */.sl(s3(), { bucket: loc.bucket, key: '' });
        return manifestListing(manifest, store, loc.key, description, opts.outputs);
    }
    if (opts.s3Only)
        throw new errors/* UserError */.yo(`data: the manifest ${uri} has prefix ${JSON.stringify(manifest.prefix)}; SageMaker reads S3 only, so use s3://bucket/prefix/.`);
    // A local prefix is a folder: its entries are paths inside it.
    return manifestListing(manifest, new fs_store/* FsStore */.lZ((0,storage_uri/* localPath */.$S)(manifest.prefix)), '', description, opts.outputs);
}
/** Fails, before anything is created, when the input holds nothing: the job would start and fail. */
async function requireSomeInput(listing) {
    for await (const _first of listing.objects())
        return;
    throw noInputObjects(listing);
}
function noInputObjects(listing) {
    const local = !(0,storage_uri/* isS3Uri */.tL)(listing.store.uriOf(''));
    return new errors/* UserError */.yo(local
        ? `data: no files in ${listing.description}. Put the input files there first (relative paths start at the workspace), or fix the data input.`
        : `data: no objects in ${listing.description}. Upload the input first or fix the data input (and data-type).`);
}
/**
 * Refuses an output-path that a re-run would read as input (outputsReadAsInputs): for S3 by key, for
 * local folders by real path, so a symlink to the input folder is seen for what it is.
 */
async function refuseOutputsReadAsInputs(data, outputPath) {
    if (data.type !== 'S3Prefix')
        return;
    const input = await inputPrefix(data.uri);
    const output = await outputFolder(outputPath);
    if (input === undefined || output === undefined || input.root !== output.root)
        return;
    if (!(0,output_keys/* outputsReadAsInputs */.us)(input.prefix, output.prefix))
        return;
    const real = (0,storage_uri/* isS3Uri */.tL)(outputPath) ? '' : ` (real path ${output.root}${output.prefix})`;
    throw new errors/* UserError */.yo(`output-path: ${outputPath}${real} is where a re-run would read this run's .out files as inputs of ${data.uri}. ` +
        'Use a location outside the input (and, for a data prefix that is not a folder, outside its folder).');
}
async function inputPrefix(uri) {
    const loc = (0,storage_uri/* parseS3Uri */.yc)(uri);
    if (loc)
        return { root: `s3://${loc.bucket}/`, prefix: loc.key };
    if ((0,storage_uri/* isS3Uri */.tL)(uri))
        return undefined;
    const full = (0,storage_uri/* localPath */.$S)(uri);
    const real = await realPath(full);
    const isDir = await (0,promises_.stat)(full).then(s => s.isDirectory(), () => false);
    return { root: '', prefix: isDir ? `${real}/` : real };
}
async function outputFolder(uri) {
    const loc = (0,storage_uri/* parseS3Uri */.yc)(uri);
    if (loc)
        return { root: `s3://${loc.bucket}/`, prefix: loc.key };
    if ((0,storage_uri/* isS3Uri */.tL)(uri))
        return undefined;
    return { root: '', prefix: await realPath((0,storage_uri/* localPath */.$S)(uri)) };
}
/** The real path of a path whose tail may not exist yet, `/`-separated (symlinks resolved). */
async function realPath(full) {
    const missing = [];
    let at = full;
    for (;;) {
        try {
            return external_node_path_default().join(await (0,promises_.realpath)(at), ...missing)
                .split((external_node_path_default()).sep)
                .join('/');
        }
        catch {
            const parent = external_node_path_default().dirname(at);
            if (parent === at)
                return full.split((external_node_path_default()).sep).join('/');
            missing.unshift(external_node_path_default().basename(at));
            at = parent;
        }
    }
}


/***/ })

};
