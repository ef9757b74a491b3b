export const id = 9395;
export const ids = [9395];
export const modules = {

/***/ 97742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ ClassRegistry)
/* harmony export */ });
/** Ids for string labels that neither parse as an index nor appear in the label map start here. */
const FIRST_DYNAMIC_ID = 1_000_000_000;
class ClassRegistry {
    labels;
    dynamicIds = new Map();
    dynamicNames = [];
    constructor(labels) {
        this.labels = labels;
    }
    /** The id of a class given as a number or a string. */
    idOf(value) {
        if (typeof value === 'number')
            return value;
        const s = value.trim();
        if (/^-?\d+$/.test(s))
            return Number(s);
        const mapped = this.labels?.indexOf(s);
        if (mapped !== undefined)
            return mapped;
        let id = this.dynamicIds.get(s);
        if (id === undefined) {
            id = FIRST_DYNAMIC_ID + this.dynamicNames.length;
            this.dynamicIds.set(s, id);
            this.dynamicNames.push(s);
        }
        return id;
    }
    /** The names given ids here (not indices, not in the label map), from the `from`th on, in order. */
    namesFrom(from) {
        return this.dynamicNames.slice(from);
    }
    /**
     * Another registry's id as this one has it: `names` are the names the other gave ids to, in order
     * (its `namesFrom(0)`); indices are the same in both.
     */
    adopt(id, names) {
        const name = id >= FIRST_DYNAMIC_ID ? names[id - FIRST_DYNAMIC_ID] : undefined;
        return name === undefined ? id : this.idOf(name);
    }
    /** The display name: the label map's name, the model's own string, or the index itself. */
    nameOf(id) {
        if (id >= FIRST_DYNAMIC_ID)
            return this.dynamicNames[id - FIRST_DYNAMIC_ID] ?? String(id);
        return this.labels?.name(id) ?? String(id);
    }
    /**
     * Two ids in an order that does not depend on the order outputs were read in (names get ids as they
     * are met): indices first, by index; then names, by their characters.
     */
    compare(a, b) {
        if (a < FIRST_DYNAMIC_ID || b < FIRST_DYNAMIC_ID)
            return a - b;
        const [x, y] = [this.nameOf(a), this.nameOf(b)];
        return x < y ? -1 : x > y ? 1 : 0;
    }
    /** The index as users see it in their label file, or undefined for a class named by string. */
    indexOf(id) {
        return id >= FIRST_DYNAMIC_ID ? undefined : id;
    }
}


/***/ }),

/***/ 49395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WorkerParser: () => (/* binding */ WorkerParser),
/* harmony export */   serveParsing: () => (/* binding */ serveParsing)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _classes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97742);
/* harmony import */ var _read_object_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95959);
// Whole output objects parsed on a worker thread beside the main one. While a job's outputs land as fast
// as one thread can read them, the main thread's CPU goes to the reads themselves (signing, sockets,
// HTTP) and the parsing (about a seventh of a 10 KiB output's CPU) to another core. The worker is the action's
// own entry file (its branch off the main thread calls `serveParsing`), started only once a run has
// read `startAfter` objects, so small runs never start one. Anything the worker cannot answer (it
// failed, it was closed, an object threw) is parsed on the main thread as before: nothing is lost.



/** Objects read on the main thread before the worker is started. */
const START_AFTER = 256;
/**
 * Bodies are sent in batches, at most this long after the first: each message between threads costs
 * a wake-up of the other (tens of microseconds), which batching shares; a read takes 20 ms or more.
 */
const BATCH_MS = 5;
/** ...or once the batch holds this many bodies, or bytes (its buffer's size). */
const BATCH_BODIES = 64;
const BATCH_BYTES = 1 << 20;
/** Buffers kept for the next batches (more are in flight only while the worker falls behind). */
const SPARE_BUFFERS = 4;
/**
 * The worker's young generation: its garbage is the parsed documents, each dropped at once, so a small
 * one is collected often and cheaply instead of growing to V8's default (tens of MB of the runner's).
 */
const YOUNG_MB = 8;
/**
 * Its old generation: what outlives a collection there is a batch being parsed (up to 1 MiB of text and
 * its values); a cap makes V8 collect before it grows to the main thread's limit. A worker that runs
 * out leaves its objects to the main thread.
 */
const OLD_MB = 64;
/** The worker's side: parse every body of each request, with one registry for its class names. */
function serveParsing() {
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort;
    if (!port)
        return;
    // No label map here: names that are not indices get the worker's own ids, which the main thread
    // maps by name to its registry's (`ClassRegistry.adopt`).
    const registry = new _classes_js__WEBPACK_IMPORTED_MODULE_2__/* .ClassRegistry */ ._();
    let sent = 0;
    port.on('message', (request) => {
        const data = Buffer.from(request.data.buffer, request.data.byteOffset, request.data.byteLength);
        const results = request.ends.map((end, i) => {
            try {
                const predictions = [];
                const text = data.toString('utf8', i === 0 ? 0 : request.ends[i - 1], end);
                const read = (0,_read_object_js__WEBPACK_IMPORTED_MODULE_1__/* .parseText */ .r4)(text, { format: request.formats[i], classes: registry }, p => predictions.push(p));
                return { ...read, predictions };
            }
            catch {
                return undefined;
            }
        });
        const names = registry.namesFrom(sent);
        sent += names.length;
        const reply = { first: request.first, results, names, data: request.data };
        port.postMessage(reply, [request.data.buffer]);
    });
}
/** The main thread's side: one worker, bodies sent in batches (BATCH_MS, BATCH_BODIES, BATCH_BYTES). */
class WorkerParser {
    entry;
    startAfter;
    worker;
    failed = false;
    seen = 0;
    next = 0;
    waiting = new Map();
    batch;
    /** Batch buffers back from the worker, for the next batches. */
    spare = [];
    /** Every class name the worker gave an id to, in its order. */
    workerNames = [];
    constructor(entry, startAfter = START_AFTER) {
        this.entry = entry;
        this.startAfter = startAfter;
    }
    parse(body, format, classes) {
        // A body larger than a batch's buffer is parsed here: a copy of it for the worker would double what
        // it holds (bench live-latency, 2,000 outputs of 4 MiB: a peak of 754 MB with the copies, 430 without).
        if (this.failed || body.length > BATCH_BYTES || ++this.seen <= this.startAfter)
            return Promise.resolve(undefined);
        const worker = this.started();
        if (!worker)
            return Promise.resolve(undefined);
        if (this.batch && this.batch.bytes + body.length > BATCH_BYTES)
            this.send();
        const batch = (this.batch ??= { first: this.next, formats: [], bodies: [], bytes: 0 });
        batch.formats.push(format);
        batch.bodies.push(body);
        batch.bytes += body.length;
        if (batch.bodies.length >= BATCH_BODIES || batch.bytes >= BATCH_BYTES)
            this.send();
        else if (batch.bodies.length === 1)
            setTimeout(() => this.batch === batch && this.send(), BATCH_MS);
        const id = this.next++;
        if (this.waiting.size === 0)
            worker.ref();
        return new Promise(resolve => this.waiting.set(id, { resolve, classes }));
    }
    /** Stops the worker; what it had not answered is parsed on the main thread. */
    close() {
        this.failed = true;
        void this.worker?.terminate();
        this.worker = undefined;
        for (const waiting of this.waiting.values())
            waiting.resolve(undefined);
        this.waiting.clear();
        this.batch = undefined;
    }
    started() {
        if (this.worker)
            return this.worker;
        try {
            const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(this.entry, {
                resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB, maxOldGenerationSizeMb: OLD_MB }
            });
            worker.on('message', (reply) => this.answered(reply));
            // A worker that fails or exits leaves its objects, and every later one, to the main thread.
            worker.on('error', () => this.close());
            worker.on('exit', () => this.close());
            worker.unref();
            this.worker = worker;
        }
        catch {
            this.failed = true;
        }
        return this.worker;
    }
    send() {
        const batch = this.batch;
        this.batch = undefined;
        if (!batch || !this.worker)
            return;
        // Copied into one buffer, which moves to the worker and back: a body may share its memory.
        const buffer = this.spare.pop() ?? new ArrayBuffer(BATCH_BYTES);
        const data = new Uint8Array(buffer, 0, batch.bytes);
        const ends = [];
        let at = 0;
        for (const body of batch.bodies) {
            data.set(body, at);
            ends.push((at += body.length));
        }
        const request = { first: batch.first, formats: batch.formats, data, ends };
        this.worker.postMessage(request, [data.buffer]);
    }
    answered(reply) {
        if (this.spare.length < SPARE_BUFFERS)
            this.spare.push(reply.data.buffer);
        this.workerNames.push(...reply.names);
        reply.results.forEach((parsed, i) => {
            const id = reply.first + i;
            const waiting = this.waiting.get(id);
            if (!waiting)
                return;
            this.waiting.delete(id);
            waiting.resolve(parsed && this.adopted(parsed, waiting.classes));
        });
        // Idle, the worker does not hold the process open.
        if (this.waiting.size === 0)
            this.worker?.unref();
    }
    /** The worker's class ids as `classes` has them. */
    adopted(parsed, classes) {
        // Indices are the same on both sides: only names need mapping.
        if (this.workerNames.length === 0)
            return parsed;
        const adopt = (id) => classes.adopt(id, this.workerNames);
        for (const p of parsed.predictions) {
            if (p.kind === 'classification')
                p.classes = p.classes.map(adopt);
            else if (p.kind === 'detection')
                p.labels = p.labels.map(adopt);
        }
        return parsed;
    }
}


/***/ })

};
