export const id = 1644;
export const ids = [1644,5253,3557];
export const modules = {

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

/***/ 82421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ap: () => (/* binding */ NameSet),
/* harmony export */   nz: () => (/* binding */ InputIndex)
/* harmony export */ });
/* unused harmony export compareOutputNames */
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34882);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77195);
// The inputs' output names, sorted once in the order S3 lists their outputs (`<name>.out`), so that a
// name is a position: what is known of each output (offered to the reader, kept, left by an earlier
// run) is a bit at that position (NameSet), and output-path's key ranges are runs of positions. A
// million outputs take a few hundred kilobytes of flags where sets of strings took hundreds of megabytes.


/** The order of two names' outputs (`a.out` against `b.out`), as S3 lists them. */
function compareOutputNames(a, b) {
    // Only where one name begins the other does the suffix decide (`a.b.out` comes before `a.out`).
    if (a.length !== b.length && (a.startsWith(b) || b.startsWith(a)))
        return (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_1__/* .compareKeys */ .YD)(`${a}${_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_SUFFIX */ .c9}`, `${b}${_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_SUFFIX */ .c9}`);
    return (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_1__/* .compareKeys */ .YD)(a, b);
}
/** Duplicates kept as examples; the rest are counted. */
const DUPLICATES_KEPT = 3;
class InputIndex {
    list;
    /** The list's positions in order, each name once; absent when the list is in order already. */
    order;
    /** Names the list holds more than once: the first few pairs (positions in the list), and how many. */
    duplicates = [];
    duplicateCount = 0;
    size;
    /** `names`: output names in any order (an array is taken as it is, and not changed). */
    constructor(names) {
        const list = isArray(names) ? { size: names.length, at: i => names[i] } : names;
        this.list = list;
        let inOrder = true;
        let previous = list.size > 0 ? list.at(0) : '';
        let repeated = false;
        for (let i = 1; i < list.size && inOrder; i++) {
            const name = list.at(i);
            const c = compareOutputNames(previous, name);
            if (c > 0)
                inOrder = false;
            else if (c === 0)
                repeated = true;
            previous = name;
        }
        if (inOrder && !repeated) {
            this.size = list.size;
            return;
        }
        // Out of order, or a name held twice: the positions sorted (the first of equal names first), and
        // each name kept once.
        let order = Uint32Array.from({ length: list.size }, (_, i) => i);
        if (!inOrder)
            order.sort((a, b) => compareOutputNames(list.at(a), list.at(b)) || a - b);
        let kept = 0;
        for (let k = 0; k < order.length; k++) {
            if (kept > 0 && list.at(order[kept - 1]) === list.at(order[k])) {
                if (this.duplicateCount++ < DUPLICATES_KEPT)
                    this.duplicates.push({ first: order[kept - 1], second: order[k] });
                continue;
            }
            order[kept++] = order[k];
        }
        order = order.subarray(0, kept);
        this.order = order;
        this.size = kept;
    }
    /** The position of `name`, or -1 when no input has it. */
    indexOf(name) {
        let lo = 0;
        let hi = this.size - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >>> 1;
            const c = compareOutputNames(this.nameAt(mid), name);
            if (c === 0)
                return mid;
            if (c < 0)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        return -1;
    }
    has(name) {
        return this.indexOf(name) >= 0;
    }
    nameAt(i) {
        return this.list.at(this.order ? this.order[i] : i);
    }
    *[Symbol.iterator]() {
        for (let i = 0; i < this.size; i++)
            yield this.nameAt(i);
    }
}
const isArray = (v) => Array.isArray(v);
/**
 * A set of output names: a bit per input once the index is known (`attach`), and a plain set for names
 * of no input (orphan outputs, or all of them before the inputs are listed).
 */
class NameSet {
    index;
    bits = new Uint8Array(0);
    others = new Set();
    /** Names held. */
    size = 0;
    constructor(index) {
        if (index)
            this.attach(index);
    }
    /** Keys the set by `index` from now on (the names held so far move to their bits). */
    attach(index) {
        if (this.index === index)
            return;
        if (this.index)
            throw new Error('a name set is keyed by one input index');
        this.index = index;
        this.bits = new Uint8Array((index.size + 7) >>> 3);
        for (const name of this.others) {
            const i = index.indexOf(name);
            if (i < 0)
                continue;
            this.others.delete(name);
            this.bits[i >>> 3] |= 1 << (i & 7);
        }
    }
    /** Whether the input at position `i` of the attached index is held. */
    hasAt(i) {
        return (this.bits[i >>> 3] & (1 << (i & 7))) !== 0;
    }
    has(name) {
        const i = this.index ? this.index.indexOf(name) : -1;
        return i >= 0 ? this.hasAt(i) : this.others.has(name);
    }
    /**
     * Adds `name`; false when it was held already. `at`: its position in the attached index (-1: none),
     * when the caller has looked it up already.
     */
    add(name, at) {
        const i = at ?? (this.index ? this.index.indexOf(name) : -1);
        if (i < 0) {
            if (this.others.has(name))
                return false;
            this.others.add(name);
        }
        else {
            if (this.hasAt(i))
                return false;
            this.bits[i >>> 3] |= 1 << (i & 7);
        }
        this.size++;
        return true;
    }
    /** Removes `name`; false when it was not held. */
    delete(name) {
        const i = this.index ? this.index.indexOf(name) : -1;
        if (i < 0) {
            if (!this.others.delete(name))
                return false;
        }
        else {
            if (!this.hasAt(i))
                return false;
            this.bits[i >>> 3] &= ~(1 << (i & 7));
        }
        this.size--;
        return true;
    }
    /** The positions held in the attached index, in order. */
    *positions() {
        for (let byte = 0; byte < this.bits.length; byte++) {
            const b = this.bits[byte];
            if (b === 0)
                continue;
            for (let bit = 0; bit < 8; bit++)
                if (b & (1 << bit))
                    yield (byte << 3) | bit;
        }
    }
    /** The names held that no input has (all of them while no index is attached). */
    outsideIndex() {
        return this.others.values();
    }
    *[Symbol.iterator]() {
        if (this.index)
            for (const i of this.positions())
                yield this.index.nameAt(i);
        yield* this.others;
    }
}


/***/ }),

/***/ 25253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ isUnlisted),
/* harmony export */   listOnce: () => (/* binding */ listOnce),
/* harmony export */   partOfListed: () => (/* binding */ partOfListed),
/* harmony export */   y: () => (/* binding */ isListed)
/* harmony export */ });
/* harmony import */ var _input_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82421);
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34882);


/** Whether a listing is the run's one listing, kept (and so holds its sorted output names). */
const isListed = (l) => 'outputNames' in l;
/** Grows by doubling: a typed array of numbers that does not know its length in advance. */
class GrowingArray {
    values;
    make;
    length = 0;
    constructor(values, make) {
        this.values = values;
        this.make = make;
    }
    push(v) {
        if (this.length === this.values.length) {
            const next = this.make(this.values.length * 2);
            next.set(this.values);
            this.values = next;
        }
        this.values[this.length++] = v;
    }
    at(i) {
        return this.values[i];
    }
}
/** Names joined per string: a string of about a megabyte for names of a few dozen characters. */
const NAMES_PER_BLOCK = 1 << 15;
/** Keys as their folder (an index into a short table) and their name (a view into a joined block). */
class PackedKeys {
    heads = [];
    headIds = new Map();
    headOf = new GrowingArray(new Uint32Array(1024), n => new Uint32Array(n));
    /** Where each name ends in its block. */
    ends = new GrowingArray(new Uint32Array(1024), n => new Uint32Array(n));
    blocks = [];
    pending = [];
    pendingLength = 0;
    count = 0;
    /** The last key's folder: the next key's most often (keys come in order), known without a look-up. */
    lastHead = -1;
    push(key, name) {
        const headLength = key.length - name.length;
        const last = this.lastHead < 0 ? undefined : this.heads[this.lastHead];
        let id;
        if (last !== undefined && last.length === headLength && key.startsWith(last))
            id = this.lastHead;
        else {
            const head = key.slice(0, headLength);
            id = this.headIds.get(head);
            if (id === undefined) {
                id = this.heads.push(head) - 1;
                this.headIds.set(head, id);
            }
            this.lastHead = id;
        }
        this.headOf.push(id);
        this.pending.push(name);
        this.pendingLength += name.length;
        this.ends.push(this.pendingLength);
        this.count++;
        if (this.pending.length === NAMES_PER_BLOCK)
            this.seal();
    }
    /** Joins the names pushed since the last block into one string. */
    seal() {
        if (this.pending.length)
            this.blocks.push(this.pending.join(''));
        this.pending = [];
        this.pendingLength = 0;
    }
    nameAt(i) {
        const block = this.blocks[Math.floor(i / NAMES_PER_BLOCK)];
        const start = i % NAMES_PER_BLOCK === 0 ? 0 : this.ends.at(i - 1);
        return block.slice(start, this.ends.at(i));
    }
    keyAt(i) {
        return `${this.heads[this.headOf.at(i)]}${this.nameAt(i)}`;
    }
}
/** A lowercase hex digit's value; -1 for any other character. */
function hexDigit(c) {
    if (c >= 0x30 && c <= 0x39)
        return c - 0x30;
    if (c >= 0x61 && c <= 0x66)
        return c - 0x57;
    return -1;
}
/** ETags kept as 16 bytes each where they are plain MD5s (most are), any other form as it is. */
class PackedEtags {
    bytes = new Uint8Array(0);
    others = new Map();
    none = new Set();
    set(i, etag) {
        if (etag === undefined)
            return void this.none.add(i);
        if ((i + 1) * 16 > this.bytes.length) {
            const next = new Uint8Array(Math.max(1024, this.bytes.length * 2, (i + 1) * 16));
            next.set(this.bytes);
            this.bytes = next;
        }
        // An MD5 ETag as S3 gives it (single-part uploads), `"` and 32 lowercase hex digits and `"`: its
        // 16 bytes, read in place (no match, no buffer, a million times).
        const plain = etag.length === 34 && etag.charCodeAt(0) === 0x22 && etag.charCodeAt(33) === 0x22;
        for (let b = 0; plain && b < 16; b++) {
            const high = hexDigit(etag.charCodeAt(1 + 2 * b));
            const low = hexDigit(etag.charCodeAt(2 + 2 * b));
            if (high < 0 || low < 0)
                return void this.others.set(i, etag);
            this.bytes[i * 16 + b] = (high << 4) | low;
        }
        if (!plain)
            this.others.set(i, etag);
    }
    at(i) {
        if (this.none.has(i))
            return undefined;
        const other = this.others.get(i);
        if (other !== undefined)
            return other;
        return `"${Buffer.from(this.bytes.buffer, i * 16, 16).toString('hex')}"`;
    }
}
/** Lists `listing` once (its one pass over the store) and keeps it for every later reader. */
async function listOnce(listing, data, outputs) {
    const keys = new PackedKeys();
    // The listed size (NaN: none).
    const sizes = new GrowingArray(new Float64Array(1024), n => new Float64Array(n));
    // ETags only where the listing gives them (S3): a folder's listing keeps none.
    let etags;
    for await (const o of listing.objects()) {
        if (o.etag !== undefined && !etags) {
            etags = new PackedEtags();
            for (let i = 0; i < keys.count; i++)
                etags.set(i, undefined);
        }
        etags?.set(keys.count, o.etag);
        keys.push(o.key, o.name);
        sizes.push(o.size ?? Number.NaN);
    }
    keys.seal();
    const store = listing.store;
    const count = keys.count;
    let names;
    const outputNames = () => outputs === 's3' ? (names ??= new _input_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputIndex */ .nz({ size: count, at: i => keys.nameAt(i) })) : undefined;
    // Every listed input's output name, for `holds`: exact, where the listing beneath only knows whether
    // a name could be one of its prefix's.
    let held;
    const heldNames = () => (held ??=
        outputNames() ?? new _input_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputIndex */ .nz({ size: count, at: i => (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(keys.nameAt(i), outputs) ?? '' }));
    return {
        data: { uri: data.uri, type: data.type },
        outputs,
        count,
        description: listing.description,
        store,
        async *objects() {
            for (let i = 0; i < count; i++) {
                const name = keys.nameAt(i);
                const size = sizes.at(i);
                const etag = etags?.at(i);
                yield {
                    store,
                    key: keys.keyAt(i),
                    name,
                    output: (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputKey */ .zi)(name, outputs),
                    ...(Number.isNaN(size) ? {} : { size }),
                    ...(etag === undefined ? {} : { etag })
                };
            }
        },
        keyAt: i => keys.keyAt(i),
        nameAt: i => keys.nameAt(i),
        sizeAt: i => (Number.isNaN(sizes.at(i)) ? undefined : sizes.at(i)),
        etagAt: i => etags?.at(i),
        outputNames,
        nameOf: uri => {
            const name = listing.nameOf(uri);
            return name !== undefined && heldNames().has(name) ? name : undefined;
        },
        holds: name => {
            const output = (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(name, outputs);
            return output !== undefined && heldNames().has(output);
        }
    };
}
const isUnlisted = (i) => 'unlisted' in i;
/**
 * The listed inputs narrowed to a part (by output name), as the manifest `manifestUri` names it: what a
 * listing of that manifest would say, with the sizes the one listing gave, and no listing of its own.
 */
async function partOfListed(listed, names, manifestUri) {
    const outputs = listed.outputs;
    const chosen = (name) => name !== undefined && names.has(name);
    const part = {
        description: `the manifest ${manifestUri}`,
        store: listed.store,
        async *objects() {
            for await (const o of listed.objects())
                if (chosen((0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(o.name, outputs) ?? o.name))
                    yield o;
        },
        nameOf: uri => {
            const name = listed.nameOf(uri);
            return chosen(name) ? name : undefined;
        },
        holds: name => chosen((0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(name, outputs))
    };
    return listOnce(part, { uri: manifestUri, type: 'ManifestFile' }, outputs);
}


/***/ }),

/***/ 59537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nS: () => (/* binding */ SlotLimiter),
/* harmony export */   sO: () => (/* binding */ forEachPaced),
/* harmony export */   vP: () => (/* binding */ forEachLimited)
/* harmony export */ });
// Bounded concurrency for any stage: a stream worked through with at most so many in flight, and a
// counting semaphore. Generic, so it sits at the bottom (the results' readers and the cache both use it).
/** Runs an async function over a stream of items with at most `limit` in flight. */
async function forEachLimited(items, limit, fn) {
    const running = new Set();
    let failure;
    for await (const item of items) {
        if (failure !== undefined)
            break;
        const p = fn(item).then(() => {
            running.delete(p);
        }, err => {
            running.delete(p);
            failure ??= err;
        });
        running.add(p);
        if (running.size >= limit)
            await Promise.race(running);
    }
    await Promise.all(running);
    if (failure !== undefined)
        throw failure;
}
/** A counting semaphore: `use` waits for a free slot, runs `fn`, then frees the slot. */
class SlotLimiter {
    free;
    waiters = [];
    constructor(slots) {
        this.free = slots;
    }
    async use(fn) {
        if (this.free > 0)
            this.free--;
        else
            await new Promise(resolve => this.waiters.push(resolve));
        try {
            return await fn();
        }
        finally {
            const next = this.waiters.shift();
            if (next)
                next();
            else
                this.free++;
        }
    }
}
/**
 * Runs `fn` over `items` at the pace the store allows: `start` at once; a slow-down halves what is in
 * flight (once for the tries that were in flight together) and puts its item back after a jittered wait;
 * each window of successes (as many as are in flight) doubles the pace until the first slow-down, then
 * adds one, up to `max`. A failure that is no slow-down (or a slow-down past `tries`) ends the run.
 */
async function forEachPaced(items, fn, o) {
    const tries = o.tries ?? 6;
    const random = o.random ?? Math.random;
    const again = [];
    let limit = o.start;
    let lowest = o.start;
    let slowDowns = 0;
    let next = 0;
    let active = 0;
    let streak = 0;
    // Cuts so far: a slow-down cuts the pace only when its try began after the last cut (once a window).
    let cuts = 0;
    let failure;
    return new Promise((resolve, reject) => {
        const pump = () => {
            while (!failure && active < limit && (again.length > 0 || next < items.length)) {
                const taken = again.shift() ?? { item: items[next++], tried: 0 };
                active++;
                void attempt(taken).finally(() => {
                    active--;
                    pump();
                });
            }
            if (active > 0)
                return;
            if (failure)
                reject(failure.err);
            else if (again.length === 0 && next >= items.length)
                resolve({ slowDowns, lowest });
        };
        const attempt = async (t) => {
            const window = cuts;
            try {
                await fn(t.item);
                // Until S3 first asks for less, the pace doubles a window (as TCP's slow start); then one more.
                if (++streak >= limit && limit < o.max)
                    [limit, streak] = [Math.min(o.max, cuts === 0 ? limit * 2 : limit + 1), 0];
            }
            catch (err) {
                if (!o.slowDown(err))
                    return void (failure ??= { err });
                if (t.tried + 1 >= tries)
                    return o.gaveUp ? o.gaveUp(t.item, err) : void (failure ??= { err });
                slowDowns++;
                streak = 0;
                if (window === cuts) {
                    cuts++;
                    limit = Math.max(1, Math.floor(limit / 2));
                    lowest = Math.min(lowest, limit);
                }
                // Full jitter over a window that doubles with each try: 100 ms, 200 ms, ... up to 3.2 s.
                await o.wait(random() * 100 * 2 ** Math.min(t.tried, 5));
                again.push({ item: t.item, tried: t.tried + 1 });
            }
        };
        pump();
    });
}


/***/ }),

/***/ 11644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ analyzeRun),
  J: () => (/* binding */ openAnalysis),
  readingsOfRun: () => (/* binding */ readingsOfRun)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/results/bounded.ts
var bounded = __webpack_require__(88083);
// EXTERNAL MODULE: ./src/results/summary/prediction-summaries.ts
var prediction_summaries = __webpack_require__(2249);
// EXTERNAL MODULE: ./src/listing/listed-inputs.ts
var listed_inputs = __webpack_require__(25253);
// EXTERNAL MODULE: ./src/contract/output-keys.ts
var output_keys = __webpack_require__(34882);
// EXTERNAL MODULE: ./src/listing/input-index.ts
var input_index = __webpack_require__(82421);
// EXTERNAL MODULE: ./src/pool.ts
var pool = __webpack_require__(59537);
// EXTERNAL MODULE: ./src/results/read/read-object.ts + 1 modules
var read_object = __webpack_require__(95959);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/results/predictions.ts
var predictions = __webpack_require__(68892);
;// CONCATENATED MODULE: ./src/results/read/kept-readings.ts
// What reading one output gave (its framing, its bytes, why it could not be read, its predictions),
// written down so that a later run placing the same kept output replays it instead of reading it again.
// The text is the cache's to store as it is (opaque to it); it is only good for the parser and the
// settings that shaped it, which `readingKey` names, so a run with other settings reads the output.


/** Raised whenever the parser's results for the same bytes change (predictions.ts, read-object.ts). */
const PARSER_VERSION = 1;
/**
 * The parser's version and every setting that changes what reading an output gives: output-format,
 * the label map's names (not its path), score-threshold. 32 hex characters.
 */
function readingKey(report, labels) {
    const parts = [PARSER_VERSION, report.outputFormat, report.scoreThreshold, labels?.digest() ?? null];
    return (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}
const classOut = (id, classes) => classes.indexOf(id) === undefined ? classes.nameOf(id) : id;
const classIn = (c, classes) => typeof c === 'number' ? c : typeof c === 'string' ? classes.idOf(c) : undefined;
// Numbers JSON cannot hold (a score the output left out is NaN) as strings.
const numberOut = (x) => (Number.isFinite(x) ? x : String(x));
const numberIn = (x) => typeof x === 'number' ? x : x === 'NaN' || x === 'Infinity' || x === '-Infinity' ? Number(x) : undefined;
function predictionOut(p, classes) {
    if (p.kind === 'classification')
        return ['c', p.shape, p.classes.map(c => classOut(c, classes)), p.scores.map(numberOut), p.width];
    if (p.kind === 'detection')
        return [
            'd',
            p.shape,
            p.labels.map(c => classOut(c, classes)),
            p.scores.map(numberOut),
            p.boxes.map(numberOut),
            p.normalized
        ];
    return ['u', p.shape, p.problem];
}
/** Every element mapped, or undefined when one cannot be. */
function kept_readings_all(xs, f) {
    if (!Array.isArray(xs))
        return undefined;
    const out = [];
    for (const x of xs) {
        const y = f(x);
        if (y === undefined)
            return undefined;
        out.push(y);
    }
    return out;
}
function predictionIn(w, classes) {
    // A shape is shown as it is: only those this parser names records by.
    if (!Array.isArray(w) || typeof w[1] !== 'string' || !(0,predictions/* isKnownShape */.vD)(w[1]))
        return undefined;
    const shape = w[1];
    if (w[0] === 'u' && typeof w[2] === 'string')
        return { kind: 'unrecognised', shape, problem: w[2] };
    const ids = kept_readings_all(w[2], c => classIn(c, classes));
    const scores = kept_readings_all(w[3], numberIn);
    if (!ids || !scores)
        return undefined;
    if (w[0] === 'c' && typeof w[4] === 'number')
        return { kind: 'classification', shape, classes: ids, scores, width: w[4] };
    const boxes = kept_readings_all(w[4], numberIn);
    if (w[0] === 'd' && boxes && typeof w[5] === 'boolean')
        return { kind: 'detection', shape, labels: ids, scores, boxes, normalized: w[5] };
    return undefined;
}
const FRAMINGS = ['JSON', 'JSON Lines', 'CSV', 'raw', 'empty'];
function encodeReading(r, classes) {
    return JSON.stringify([
        r.framing,
        r.bytes,
        r.problem ?? null,
        r.predictions.map(p => predictionOut(p, classes))
    ]);
}
/** The reading `text` holds, class names given this run's ids; undefined when it is not one. */
function decodeReading(text, classes) {
    let w;
    try {
        w = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (!Array.isArray(w) || w.length !== 4)
        return undefined;
    const [framing, bytes, problem, written] = w;
    if (!FRAMINGS.includes(framing) || typeof bytes !== 'number')
        return undefined;
    if (problem !== null && typeof problem !== 'string')
        return undefined;
    const predictions = kept_readings_all(written, x => predictionIn(x, classes));
    if (!predictions)
        return undefined;
    return { framing: framing, bytes, ...(problem !== null ? { problem } : {}), predictions };
}
/** Readings larger than this are not kept (a huge output is read again rather than held). */
const READING_MAX_CHARS = 1 << 20;
/** All the readings one run keeps at most (characters), so memory stays bounded. */
const READINGS_MAX_CHARS = 256 << 20;
/** The readings of the outputs a run read, by output name, up to a bound; the cache keeps them. */
class ReadingsMade {
    classes;
    made = new Map();
    chars = 0;
    constructor(classes) {
        this.classes = classes;
    }
    add(name, r) {
        if (this.chars >= READINGS_MAX_CHARS)
            return;
        const text = encodeReading(r, this.classes);
        if (text.length > READING_MAX_CHARS)
            return;
        this.made.set(name, text);
        this.chars += text.length;
    }
    of(name) {
        return this.made.get(name);
    }
}

;// CONCATENATED MODULE: ./src/results/read/output-reader.ts
// Reads `.out` objects as they are offered, each once, `concurrency` at a time or more while outputs
// land faster than that reads them (large ones one at a time), handing every prediction to a sink as it
// is parsed. Offering never waits: while a job runs, each poll offers what has landed and goes on; the
// queue holds keys only, and the outputs offered are a bit each over the inputs' sorted names, so
// memory stays flat however many outputs there are.







const EXAMPLE_LIMIT = 100;
/** Predictions of one output written down at most (a larger output is not kept, only read). */
const MADE_MAX_PREDICTIONS = 10_000;
/** Reads in flight at most: a bound on sockets and buffers, whatever the latency. */
const MAX_IN_FLIGHT = 256;
/**
 * Bytes the reads in flight may hold at most (their listed sizes; a streamed object counts as one whole
 * read): 256 reads of 4 MiB would otherwise be a gigabyte of bodies.
 */
const MAX_BYTES_IN_FLIGHT = 256 << 20;
/** GETs a second S3 serves per prefix (its documented rate); reads stay under it. */
const GETS_PER_SECOND = 5500;
/** A backlog is read within about this long (seconds) when the limits allow. */
const BACKLOG_SECONDS = 2;
/**
 * Reads to keep in flight so that reading keeps pace with landing: the outputs landing a second and the
 * backlog spread over BACKLOG_SECONDS, times the latency of one read (Little's law), at least `base`,
 * at most MAX_IN_FLIGHT and S3's GET rate.
 */
function inFlightLimit(base, o) {
    const wanted = Math.ceil((o.backlog / BACKLOG_SECONDS + o.landingPerSecond) * o.latencySeconds);
    const cap = Math.min(MAX_IN_FLIGHT, Math.floor(GETS_PER_SECOND * o.latencySeconds));
    return Math.max(base, Math.min(wanted, cap));
}
const byKey = (a, b) => (0,bounded/* compareStrings */.Kt)(a.key, b.key);
class OutputReader {
    params;
    /** Names (input keys) offered so far: each is read once. */
    offered = new input_index/* NameSet */.ap();
    unreadable = new bounded/* SmallestK */.N(EXAMPLE_LIMIT, byKey);
    unrecognised = new bounded/* SmallestK */.N(EXAMPLE_LIMIT, (a, b) => byKey(a, b) || a.record - b.record);
    framings = {};
    shapes = {};
    predictions = 0;
    bytes = 0;
    /** Outputs read to the end (or found unreadable). */
    done = 0;
    queue = [];
    head = 0;
    active = 0;
    /** Bytes the reads in flight hold (see MAX_BYTES_IN_FLIGHT). */
    activeBytes = 0;
    maxBytes;
    idle = [];
    // Large objects stream through a single slot so a few huge files cannot multiply memory.
    large = new pool/* SlotLimiter */.nS(1);
    whole;
    now;
    /** Seconds one read takes (moving average), and outputs offered a second (per window of a second). */
    latency = 0;
    landing = 0;
    windowStart;
    windowOffers = 0;
    constructor(params) {
        this.params = params;
        this.whole = params.read.wholeObjectBytes ?? read_object/* WHOLE_OBJECT_BYTES */.ev;
        this.maxBytes = params.maxBytesInFlight ?? MAX_BYTES_IN_FLIGHT;
        this.now = params.now ?? (() => performance.now());
        this.windowStart = this.now();
    }
    /** Reads in flight now (at least `concurrency`; more while a backlog or the landing rate asks). */
    get limit() {
        return inFlightLimit(this.params.concurrency, {
            backlog: this.queue.length - this.head,
            landingPerSecond: this.landing,
            latencySeconds: this.latency
        });
    }
    /**
     * Queues the output of input `key` unless it was offered before; false when it was. `at`: the key's
     * position in the inputs' index `offered` is attached to, when the caller has it.
     */
    offer(key, size, at) {
        if (!this.offered.add(key, at))
            return false;
        if (this.replay(key))
            return true;
        this.queue.push({ key, size });
        this.countLanding();
        this.pump();
        return true;
    }
    /**
     * Takes the output of input `key` from the reading the cache kept for it, without reading it: false
     * (and nothing taken) when it was offered before or no reading is kept for it.
     */
    offerKept(key, at) {
        if (this.offered.has(key) || !this.replay(key))
            return false;
        this.offered.add(key, at);
        return true;
    }
    countLanding() {
        this.windowOffers++;
        const elapsed = (this.now() - this.windowStart) / 1000;
        if (elapsed < 1)
            return;
        this.landing = this.windowOffers / elapsed;
        this.windowStart = this.now();
        this.windowOffers = 0;
    }
    /** Resolves once every offered output has been read. */
    drained() {
        if (this.active === 0 && this.head === this.queue.length)
            return Promise.resolve();
        return new Promise(resolve => this.idle.push(resolve));
    }
    pump() {
        const limit = this.limit;
        while (this.active < limit && this.head < this.queue.length) {
            const next = this.queue[this.head];
            const bytes = Math.min(next.size, this.whole);
            // One read always goes, however large; more only while their bytes fit.
            if (this.active > 0 && this.activeBytes + bytes > this.maxBytes)
                break;
            this.head++;
            this.active++;
            this.activeBytes += bytes;
            const began = this.now();
            void this.readOne(next.key, next.size).finally(() => {
                const seconds = (this.now() - began) / 1000;
                this.latency = this.latency === 0 ? seconds : 0.9 * this.latency + 0.1 * seconds;
                this.active--;
                this.activeBytes -= bytes;
                this.done++;
                this.pump();
            });
        }
        // Drop what has been taken, now and then, so the queue does not keep every key it ever held.
        if (this.head > 1024 && this.head * 2 > this.queue.length) {
            this.queue.splice(0, this.head);
            this.head = 0;
        }
        if (this.active === 0 && this.head === this.queue.length)
            for (const resolve of this.idle.splice(0))
                resolve();
    }
    /** Hands each prediction of output `key` to the sink, numbered from 0. */
    emitter(key) {
        let index = 0;
        return p => {
            this.predictions++;
            this.shapes[p.shape] = (this.shapes[p.shape] ?? 0) + 1;
            if (p.kind === 'unrecognised')
                this.unrecognised.offer({ key, record: index, problem: p.problem });
            this.params.sink(key, index, p);
            index++;
        };
    }
    /** Replays the reading the cache kept for output `key`; false when there is none (or it is spoiled). */
    replay(key) {
        const kept = this.params.kept?.readingOf(key);
        const reading = kept === undefined ? undefined : decodeReading(kept, this.params.read.classes);
        if (!reading)
            return false;
        const emit = this.emitter(key);
        for (const p of reading.predictions)
            emit(p);
        this.account(key, reading);
        this.done++;
        return true;
    }
    async readOne(key, size) {
        const emit = this.emitter(key);
        const made = this.params.made;
        let caught = made ? [] : undefined;
        const emitAndCatch = (p) => {
            emit(p);
            if (caught && caught.push(p) > MADE_MAX_PREDICTIONS)
                caught = undefined;
        };
        const work = async () => {
            try {
                const outKey = `${key}${output_keys/* OUTPUT_SUFFIX */.c9}`;
                // Objects read whole skip the stream machinery: one buffer from S3; a local file takes four
                // blocking calls (open, fstat, read, close) instead of as many trips through the thread pool.
                const body = (size <= this.whole
                    ? await this.params.outputs.readSmall?.(outKey, this.whole, size)
                    : undefined) ?? (await this.params.outputs.get(outKey));
                const result = await (0,read_object/* readObject */.Ag)(body, size, this.params.read, emitAndCatch);
                const reading = { ...result, predictions: caught ?? [] };
                this.account(key, reading);
                if (caught)
                    made?.add(key, reading);
            }
            catch (err) {
                this.unreadable.offer({ key, problem: `could not be read: ${(0,errors/* errorMessage */.gJ)(err)}` });
            }
        };
        await (size > this.whole ? this.large.use(work) : work());
    }
    /** What one output gave, besides its predictions: its bytes, its framing, its problem. */
    account(key, r) {
        this.bytes += r.bytes;
        this.framings[r.framing] = (this.framings[r.framing] ?? 0) + 1;
        if (r.problem)
            this.unreadable.offer({ key, problem: r.problem });
    }
}

;// CONCATENATED MODULE: ./src/results/read/collect-outputs.ts
// Pairs every input object with its `.out` and reads the outputs (through an OutputReader, which may
// have read most of them while the job ran: then only the inputs whose output the listings did not find
// are looked up, one request each, unless listing again is cheaper). Only outputs the report counts are
// read (output-origins.ts): an output an earlier run left is never parsed, and its input counts as failed.
// Nothing per record is kept here, and what is known of each output is a bit over the inputs' sorted
// names: memory stays flat however many outputs there are.







/** Ranges of output-path listed at once at the job's end. */
const END_LISTINGS_IN_FLIGHT = 32;
/**
 * Lookups worth one listing page: pages come one after another (about 0.2-0.5 s for 1,000 keys from a
 * runner), lookups `concurrency` at a time (each about 20-40 ms), so about 250 lookups take as long as
 * one page. Both are cheap: a lookup is billed as a GET, a twelfth of a LIST.
 */
const LOOKUPS_PER_PAGE = 250;
/**
 * Lists the inputs once, by the names the backends give their outputs (contract/); the run's own
 * listing hands over the sorted names it already holds.
 */
async function listInputKeys(inputs) {
    const refused = new bounded/* SmallestK */.N(EXAMPLE_LIMIT, bounded/* compareStrings */.Kt);
    const held = (0,listed_inputs/* isListed */.y)(inputs) ? inputs.outputNames() : undefined;
    if (held)
        return { keys: held, refused };
    const names = [];
    for await (const o of inputs.objects()) {
        const out = o.output.key;
        if (out === undefined)
            refused.offer(o.name);
        // The name itself when the output keeps it (always on S3): no new string per input.
        else
            names.push(out.length === o.name.length + output_keys/* OUTPUT_SUFFIX */.c9.length && out.startsWith(o.name)
                ? o.name
                : (0,output_keys/* nameOfOutput */.Kh)(out));
    }
    return { keys: new input_index/* InputIndex */.nz(names), refused };
}
async function collectResults(params) {
    const reader = params.reader ?? new OutputReader(params);
    const found = new FoundOutputs(reader, params.origin);
    // Outputs are read as they are listed (listing a large prefix takes many round trips), each name kept
    // as a bit over the inputs' index, which is attached first (the run's listing is done by now), so no
    // output name waits in a side set; the two key sets are paired once both are complete.
    const listOutputs = async () => {
        for await (const o of params.outputs.list('')) {
            const key = (0,output_keys/* nameOfOutput */.Kh)(o.key);
            if (key !== undefined)
                found.take(o, key);
        }
    };
    const listingInputs = params.inputKeys ?? (params.inputs ? listInputKeys(params.inputs) : undefined);
    let inputs;
    if (params.seen && params.reader && listingInputs) {
        inputs = await listingInputs;
        found.attach(inputs.keys);
        const { seen } = params;
        if (!(await lookUpStragglers(params, inputs.keys, seen, found)))
            if (seen.ranges)
                await listOpenRanges(seen.ranges, params.outputs, seen, found);
            else
                await listOutputs();
    }
    else {
        inputs = await listingInputs;
        if (inputs)
            found.attach(inputs.keys);
        // Outputs still being placed (no job: all kept) are taken from their readings; one that cannot be
        // is listed once placed.
        const placing = params.kept?.placed;
        if (placing && !takeKept(params.kept, found))
            await placing;
        await listOutputs();
    }
    await reader.drained();
    const paired = pairInputs(inputs, found);
    return {
        ...paired,
        counted: name => found.counted.has(name),
        unreadable: { count: reader.unreadable.count, examples: reader.unreadable.values() },
        predictions: reader.predictions,
        unrecognised: { count: reader.unrecognised.count, examples: reader.unrecognised.values() },
        framings: reader.framings,
        shapes: reader.shapes,
        bytes: reader.bytes
    };
}
/** Takes every output the cache placed from its kept reading; false when one could not be. */
function takeKept(kept, found) {
    let all = true;
    for (const name of kept.names)
        if (found.reader.offerKept(name))
            found.kept.add(name);
        else
            all = false;
    return all;
}
/** The outputs found at output-path by origin (output-origins.ts); each one counted is offered to the reader. */
class FoundOutputs {
    reader;
    origin;
    kept = new input_index/* NameSet */.ap();
    /** Output names whose only `.out` an earlier run left. */
    earlier = new input_index/* NameSet */.ap();
    constructor(reader, origin) {
        this.reader = reader;
        this.origin = origin;
    }
    /**
     * Output names whose `.out` counts: this job's, or kept by `rerun: failed`. Every output offered to
     * the reader counts (what the listings while the job ran offered stands), so the reader's one set of
     * names serves both.
     */
    get counted() {
        return this.reader.offered;
    }
    /** The inputs are known: every set is kept by their positions from now on. */
    attach(index) {
        this.kept.attach(index);
        this.earlier.attach(index);
        this.reader.offered.attach(index);
    }
    take(o, key) {
        const origin = this.origin?.(o, key) ?? 'written';
        if (origin === 'earlier') {
            this.earlier.add(key);
            return;
        }
        if (origin === 'kept')
            this.kept.add(key);
        this.reader.offer(key, o.size);
    }
}
/** Each input with its output, or failed; outputs of no input are orphans. Without inputs, every output. */
function pairInputs(inputs, found) {
    const failed = new bounded/* SmallestK */.N(EXAMPLE_LIMIT, bounded/* compareStrings */.Kt);
    const orphans = new bounded/* SmallestK */.N(EXAMPLE_LIMIT, bounded/* compareStrings */.Kt);
    const leftByEarlierRun = new bounded/* SmallestK */.N(EXAMPLE_LIMIT, bounded/* compareStrings */.Kt);
    // Inputs whose output would leave output-path got none: they count as failed.
    const refused = inputs?.refused.count ?? 0;
    for (const name of inputs?.refused.values() ?? [])
        failed.offer(name);
    failed.count += refused - (inputs?.refused.values().length ?? 0);
    let objectsTotal = found.counted.size;
    let withOutput = found.counted.size;
    let kept = found.kept.size;
    if (inputs) {
        objectsTotal = inputs.keys.size + refused;
        withOutput = 0;
        kept = 0;
        // By position: the sets are keyed by the inputs' index (FoundOutputs.attach).
        for (let i = 0; i < inputs.keys.size; i++) {
            if (found.counted.hasAt(i)) {
                withOutput++;
                if (found.kept.hasAt(i))
                    kept++;
            }
            else {
                const key = inputs.keys.nameAt(i);
                failed.offer(key);
                if (found.earlier.hasAt(i))
                    leftByEarlierRun.offer(key);
            }
        }
        for (const key of found.counted.outsideIndex())
            orphans.offer(key);
    }
    return {
        objectsTotal,
        withOutput,
        written: withOutput - kept,
        kept,
        leftByEarlierRun: { count: leftByEarlierRun.count, examples: leftByEarlierRun.values() },
        failed: { count: failed.count, examples: failed.values() },
        orphanOutputs: { count: orphans.count, examples: orphans.values() }
    };
}
/**
 * The end of a run whose outputs were listed while it ran: the outputs found then are known, so only
 * the inputs without one are looked up, when that takes fewer requests than the listing would pages
 * (LOOKUPS_PER_PAGE). False when listing again is cheaper; nothing is taken then.
 */
async function lookUpStragglers(params, inputKeys, seen, found) {
    const { reader } = found;
    const missing = [];
    for (let i = 0; i < inputKeys.size; i++)
        if (!reader.offered.hasAt(i))
            missing.push(inputKeys.nameAt(i));
    // Listing again takes the pages of the whole folder one after another, or the open ranges side by side.
    const pages = seen.ranges
        ? Math.ceil(seen.ranges.incomplete().length / END_LISTINGS_IN_FLIGHT)
        : Math.max(1, Math.ceil((reader.offered.size + seen.earlier.size) / 1000));
    if (missing.length > LOOKUPS_PER_PAGE * pages)
        return false;
    keepWhatWasSeen(found, seen);
    await (0,pool/* forEachLimited */.vP)(missing, params.concurrency, async (key) => {
        const o = await params.outputs.stat(`${key}${output_keys/* OUTPUT_SUFFIX */.c9}`);
        if (o)
            found.take(o, key);
    });
    return true;
}
/** What the listings while the job ran offered stands (kept or this job's; outputs are not taken back). */
function keepWhatWasSeen(found, seen) {
    for (const key of seen.kept)
        found.kept.add(key);
}
/**
 * The end of a run whose outputs were listed by ranges while it ran: the ranges not yet complete are
 * listed side by side; the others' outputs were all found.
 */
async function listOpenRanges(ranges, outputs, seen, found) {
    keepWhatWasSeen(found, seen);
    await ranges.list(outputs, ranges.incomplete(), END_LISTINGS_IN_FLIGHT, o => {
        const key = (0,output_keys/* nameOfOutput */.Kh)(o.key);
        if (key !== undefined)
            found.take(o, key);
    });
}

;// CONCATENATED MODULE: ./src/results/evaluation/classification-accuracy.ts
/** A prediction with no class at all, in the confusion matrix. */
const NO_CLASS = '(none)';
class ClassificationEvaluator {
    gt;
    registry;
    support = new Map();
    correct = new Map();
    /** Counts by truth, then top-1 class (-1: none). */
    cells = new Map();
    evaluated = 0;
    top1 = 0;
    top5 = 0;
    constructor(gt, registry) {
        this.gt = gt;
        this.registry = registry;
    }
    add(key, record, p) {
        if (record !== 0)
            return;
        const truth = this.gt.byKey.get(key)?.cls;
        if (truth === undefined)
            return;
        this.evaluated++;
        this.support.set(truth, (this.support.get(truth) ?? 0) + 1);
        const top = p.classes[0] ?? -1;
        let row = this.cells.get(truth);
        if (!row)
            this.cells.set(truth, (row = new Map()));
        row.set(top, (row.get(top) ?? 0) + 1);
        if (p.classes[0] === truth) {
            this.top1++;
            this.correct.set(truth, (this.correct.get(truth) ?? 0) + 1);
        }
        if (p.classes.slice(0, 5).includes(truth))
            this.top5++;
    }
    /** Answers scored wrong so far, of the ground-truth inputs: no more can ever be evaluated. */
    wrongSoFar() {
        return { count: this.evaluated - this.top1, of: this.gt.byKey.size };
    }
    result() {
        const perClass = [...this.support.entries()]
            .map(([id, support]) => {
            const correct = this.correct.get(id) ?? 0;
            const index = this.registry.indexOf(id);
            return {
                ...(index !== undefined ? { index } : {}),
                label: this.registry.nameOf(id),
                support,
                correct,
                recall: correct / support,
                id
            };
        })
            .sort((a, b) => a.recall - b.recall || b.support - a.support || this.registry.compare(a.id, b.id))
            .map(({ id: _id, ...rest }) => rest);
        return {
            kind: 'classification',
            source: this.gt.source,
            groundTruthLines: this.gt.lines,
            evaluated: this.evaluated,
            missing: this.gt.byKey.size - this.evaluated,
            notAnInput: this.gt.notAnInput,
            top1Correct: this.top1,
            top5Correct: this.top5,
            top1Accuracy: this.evaluated ? this.top1 / this.evaluated : NaN,
            top5Accuracy: this.evaluated ? this.top5 / this.evaluated : NaN,
            perClass,
            confusion: this.confusion()
        };
    }
    confusion() {
        const ids = new Set();
        for (const [truth, row] of this.cells) {
            ids.add(truth);
            for (const predicted of row.keys())
                ids.add(predicted);
        }
        // The classes in their order; no class at all last.
        const order = [...ids].sort((a, b) => (a === -1 ? 1 : b === -1 ? -1 : this.registry.compare(a, b)));
        const at = new Map(order.map((id, i) => [id, i]));
        const cells = [];
        for (const [truth, row] of this.cells)
            for (const [predicted, n] of row)
                cells.push([at.get(truth), at.get(predicted), n]);
        cells.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        return { labels: order.map(id => (id === -1 ? NO_CLASS : this.registry.nameOf(id))), cells };
    }
}

// EXTERNAL MODULE: ./src/results/evaluation/detection-quality.ts
var detection_quality = __webpack_require__(24806);
;// CONCATENATED MODULE: ./src/results/baseline/baseline-index.ts




const slotKey = (key, record) => `${key}\u0000${record}`;
function signatureOf(ids, registry) {
    const counts = new Map();
    for (const id of ids)
        counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([id, n]) => (n > 1 ? `${registry.nameOf(id)} x${n}` : registry.nameOf(id)))
        .join(', ');
}
/** Right (1), wrong (0) or not evaluated (-1) against ground truth, as the evaluators count it. */
function rightness(key, record, p, gt, threshold) {
    if (!gt || record !== 0 || p.kind === 'unrecognised')
        return -1;
    const truth = gt.byKey.get(key);
    if (!truth)
        return -1;
    if (p.kind === 'classification')
        return truth.cls === undefined ? -1 : p.classes[0] === truth.cls ? 1 : 0;
    return truth.boxes ? ((0,detection_quality/* imageRight */.MJ)(p, truth, threshold) ? 1 : 0) : -1;
}
function truthName(key, record, gt, registry) {
    if (!gt || record !== 0)
        return undefined;
    const t = gt.byKey.get(key);
    if (t?.cls !== undefined)
        return registry.nameOf(t.cls);
    if (t?.boxes)
        return (signatureOf(t.boxes.map(b => b.cls), registry) || '(none)');
    return undefined;
}
async function loadBaseline(outputs, o) {
    const { read, registry, threshold, concurrency, groundTruth: gt, isInput = () => true } = o;
    const index = {
        slots: new Map(),
        top: [],
        confidence: [],
        signature: [],
        right: [],
        counts: new Map(),
        records: 0,
        kind: 'none',
        outputs: 0,
        unreadable: 0,
        leftOut: 0
    };
    let classification = 0;
    let detection = 0;
    const classEval = gt?.kind === 'classification' ? new ClassificationEvaluator(gt, registry) : undefined;
    const detEval = gt?.kind === 'detection' ? new detection_quality/* DetectionEvaluator */.NO(gt, registry, threshold) : undefined;
    const left = new Set();
    const sink = (key, record, p) => {
        if (p.kind === 'unrecognised')
            return;
        if (!isInput(key)) {
            left.add(key);
            return;
        }
        const slot = index.top.length;
        index.slots.set(slotKey(key, record), slot);
        index.records++;
        index.right.push(rightness(key, record, p, gt, threshold));
        if (p.kind === 'classification') {
            classEval?.add(key, record, p);
            classification++;
            const top = p.classes[0] ?? NaN;
            index.top.push(top);
            index.confidence.push(p.scores[0] ?? NaN);
            index.signature.push('');
            if (!Number.isNaN(top))
                index.counts.set(top, (index.counts.get(top) ?? 0) + 1);
        }
        else {
            detEval?.add(key, record, p);
            detection++;
            const kept = (0,prediction_summaries/* labelsAbove */.vc)(p, threshold);
            index.top.push(NaN);
            index.confidence.push(NaN);
            index.signature.push(signatureOf(kept, registry));
            for (const id of kept)
                index.counts.set(id, (index.counts.get(id) ?? 0) + 1);
        }
    };
    const collected = await collectResults({ outputs, read, concurrency, sink });
    index.leftOut = left.size;
    index.outputs = collected.withOutput;
    index.unreadable = collected.unreadable.count;
    index.right = Int8Array.from(index.right);
    index.kind =
        classification === 0 && detection === 0
            ? 'none'
            : detection > classification
                ? 'detection'
                : 'classification';
    if (index.kind === 'classification' && classEval)
        index.evaluation = classEval.result();
    if (index.kind === 'detection' && detEval)
        index.evaluation = detEval.result();
    return index;
}

// EXTERNAL MODULE: ./src/results/baseline/significance.ts
var significance = __webpack_require__(6663);
;// CONCATENATED MODULE: ./src/results/baseline/baseline-comparer.ts
// Comparison of the current run with an earlier run's outputs (for example the main branch's), as the
// current run is read, against the baseline's index (baseline-index.ts). With ground truth on both sides
// the records whose correctness changed are counted for the exact McNemar test.




const CHANGED_EXAMPLES = 100;
const CHANGE_ORDER = { broken: 0, fixed: 1, 'still-wrong': 2, unknown: 3 };
/** How far the top-1 confidence fell (larger first); 0 when either is unknown. */
function confidenceDrop(c) {
    return c.beforeConfidence !== null && c.afterConfidence !== null
        ? c.beforeConfidence - c.afterConfidence
        : 0;
}
/** Regressions first, then fixes, then other changes; without ground truth, the largest confidence drop first. */
function compareChanges(a, b) {
    return (CHANGE_ORDER[a.change] - CHANGE_ORDER[b.change] ||
        confidenceDrop(b) - confidenceDrop(a) ||
        (0,bounded/* compareStrings */.Kt)(a.key, b.key) ||
        a.record - b.record);
}
class BaselineComparer {
    index;
    registry;
    threshold;
    path;
    gt;
    changed = new bounded/* SmallestK */.N(CHANGED_EXAMPLES, compareChanges);
    paired = { evaluated: 0, bothRight: 0, bothWrong: 0, broken: 0, fixed: 0 };
    compared = 0;
    agreed = 0;
    current = 0;
    constructor(path, index, registry, threshold, gt) {
        this.path = path;
        this.index = index;
        this.registry = registry;
        this.threshold = threshold;
        this.gt = gt;
    }
    get evaluation() {
        return this.index.evaluation;
    }
    get leftOut() {
        return this.index.leftOut;
    }
    /** Counts the pair's correctness; returns how it moved. */
    pair(key, record, p, slot) {
        const before = this.index.right[slot];
        const after = rightness(key, record, p, this.gt, this.threshold);
        if (before < 0 || after < 0)
            return 'unknown';
        const q = this.paired;
        q.evaluated++;
        if (before && after)
            q.bothRight++;
        else if (!before && !after)
            q.bothWrong++;
        else if (before)
            q.broken++;
        else
            q.fixed++;
        return before && !after ? 'broken' : !before && after ? 'fixed' : 'still-wrong';
    }
    truth(key, record) {
        const t = truthName(key, record, this.gt, this.registry);
        return t === undefined ? {} : { truth: t };
    }
    get kind() {
        return this.index.kind;
    }
    add(key, record, p) {
        if (p.kind === 'unrecognised')
            return;
        this.current++;
        const slot = this.index.slots.get(slotKey(key, record));
        if (slot === undefined)
            return;
        if (p.kind === 'classification') {
            const before = this.index.top[slot];
            if (Number.isNaN(before))
                return;
            this.compared++;
            const change = this.pair(key, record, p, slot);
            const after = p.classes[0];
            if (after === before) {
                this.agreed++;
                return;
            }
            const bc = this.index.confidence[slot];
            const ac = p.scores[0];
            this.changed.offer({
                key,
                record,
                before: this.registry.nameOf(before),
                after: after === undefined ? '(none)' : this.registry.nameOf(after),
                beforeConfidence: Number.isFinite(bc) ? bc : null,
                afterConfidence: Number.isFinite(ac) ? ac : null,
                change,
                ...this.truth(key, record)
            });
        }
        else {
            if (!Number.isNaN(this.index.top[slot]))
                return; // the baseline classified this record
            const before = this.index.signature[slot];
            this.compared++;
            const change = this.pair(key, record, p, slot);
            const after = signatureOf((0,prediction_summaries/* labelsAbove */.vc)(p, this.threshold), this.registry);
            // Boxes that moved on or off the truth change the picture even when the labels stay the same.
            if (after === before && change !== 'broken' && change !== 'fixed') {
                this.agreed++;
                return;
            }
            this.changed.offer({
                key,
                record,
                before: before || '(none)',
                after: after || '(none)',
                beforeConfidence: null,
                afterConfidence: null,
                change,
                ...this.truth(key, record)
            });
        }
    }
    /** Records that disagree so far, of the baseline's records: no more can ever be compared. */
    disagreedSoFar() {
        return { count: this.compared - this.agreed, of: this.index.records };
    }
    result(currentCounts) {
        const ids = new Set([...currentCounts.keys(), ...this.index.counts.keys()]);
        const classDeltas = [...ids]
            .map(id => {
            const before = this.index.counts.get(id) ?? 0;
            const after = currentCounts.get(id) ?? 0;
            const index = this.registry.indexOf(id);
            return {
                id,
                ...(index !== undefined ? { index } : {}),
                label: this.registry.nameOf(id),
                before,
                after,
                delta: after - before
            };
        })
            .filter(d => d.delta !== 0)
            .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || this.registry.compare(a.id, b.id))
            .map(({ id: _id, ...rest }) => rest);
        return {
            path: this.path,
            kind: this.index.kind === 'detection' ? 'detection' : 'classification',
            baselineObjects: this.index.outputs,
            baselineRecords: this.index.records,
            compared: this.compared,
            agreed: this.agreed,
            agreement: this.compared ? this.agreed / this.compared : NaN,
            onlyInBaseline: this.index.records - this.compared,
            onlyInCurrent: this.current - this.compared,
            classDeltas,
            changed: { count: this.changed.count, examples: this.changed.values() },
            ...(this.paired.evaluated
                ? { paired: { ...this.paired, p: (0,significance/* mcnemarExact */.B1)(this.paired.broken, this.paired.fixed).p } }
                : {})
        };
    }
}

// EXTERNAL MODULE: ./src/results/baseline/baseline-source.ts
var baseline_source = __webpack_require__(26451);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/storage/uri.ts
var uri = __webpack_require__(77195);
// EXTERNAL MODULE: ./src/storage/resolve.ts
var resolve = __webpack_require__(93557);
;// CONCATENATED MODULE: ./src/results/evaluation/ground-truth.ts
// Ground truth from a JSON Lines manifest, as SageMaker Ground Truth writes it:
//   classification: {"source-ref": "s3://b/images/x.jpg", "class": 3}
//                   (or any "<attribute>": k with an "<attribute>-metadata" beside it)
//   object detection: {"source-ref": ..., "<attribute>": {"image_size": [{"width", "height"}],
//                   "annotations": [{"class_id", "left", "top", "width", "height"}]}}
// Each line is matched to an input object by its URI (relative refs are resolved beside the manifest).





/** The input name a ref names: by its URI (or beside the manifest), else a relative ref as it is. */
function keyFor(ref, source, inputs) {
    const relative = !(0,uri/* isS3Uri */.tL)(ref) && !external_node_path_default().isAbsolute(ref) && !ref.startsWith('file://');
    for (const c of relative ? [(0,uri/* resolveBeside */.DH)(source, ref)] : [ref]) {
        if (!(0,uri/* isS3Uri */.tL)(c) && !external_node_path_default().isAbsolute(c) && !c.startsWith('file://'))
            continue;
        const name = inputs.nameOf((0,uri/* canonicalUri */.br)(c));
        if (name !== undefined)
            return name;
    }
    // A relative ref that is not beside the manifest: take it as a name under the input folder, if it is
    // one of this run's inputs (a sample's or rerun's manifest holds only some of the folder).
    const name = ref.replace(/^\.\//, '');
    return relative && inputs.holds(name) ? name : undefined;
}
function parseEntry(obj, classes) {
    if (typeof obj.class === 'number' || typeof obj.class === 'string')
        return { cls: classes.idOf(obj.class) };
    for (const [name, value] of Object.entries(obj)) {
        if (name === 'source-ref' || name.endsWith('-metadata'))
            continue;
        if (value &&
            typeof value === 'object' &&
            Array.isArray(value.annotations)) {
            return parseBoxes(value, classes);
        }
        if ((typeof value === 'number' || typeof value === 'string') && `${name}-metadata` in obj) {
            return { cls: classes.idOf(value) };
        }
    }
    return 'no "class" and no Ground Truth label attribute (a number or {"annotations": [...]})';
}
function parseBoxes(value, classes) {
    const boxes = [];
    for (const a of value.annotations) {
        const b = a;
        const nums = ['left', 'top', 'width', 'height'].map(k => b[k]);
        if (!nums.every(n => typeof n === 'number') ||
            (typeof b.class_id !== 'number' && typeof b.class_id !== 'string')) {
            return 'each annotation needs class_id, left, top, width and height';
        }
        const [left, top, width, height] = nums;
        boxes.push({ cls: classes.idOf(b.class_id), x1: left, y1: top, x2: left + width, y2: top + height });
    }
    const size = Array.isArray(value.image_size) ? value.image_size[0] : undefined;
    return {
        boxes,
        ...(typeof size?.width === 'number' ? { width: size.width } : {}),
        ...(typeof size?.height === 'number' ? { height: size.height } : {})
    };
}
function parseGroundTruth(text, source, inputs, classes) {
    const byKey = new Map();
    const problems = [];
    let lines = 0;
    let notAnInput = 0;
    let firstNotAnInput;
    let detection = 0;
    const all = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    all.forEach((line, i) => {
        if (line.trim() === '')
            return;
        lines++;
        let obj;
        try {
            obj = JSON.parse(line);
        }
        catch {
            problems.push(`line ${i + 1} is not JSON`);
            return;
        }
        const ref = obj?.['source-ref'];
        if (typeof ref !== 'string') {
            problems.push(`line ${i + 1} has no "source-ref"`);
            return;
        }
        const entry = parseEntry(obj, classes);
        if (typeof entry === 'string') {
            problems.push(`line ${i + 1}: ${entry}`);
            return;
        }
        if (entry.boxes)
            detection++;
        const key = keyFor(ref, source, inputs);
        if (key === undefined) {
            notAnInput++;
            firstNotAnInput ??= ref;
            return;
        }
        byKey.set(key, entry);
    });
    if (problems.length > 0) {
        const shown = problems.slice(0, 5).join('; ');
        throw new errors/* UserError */.yo(`ground-truth: ${source} has ${(0,format/* plural */.LS)(problems.length, 'bad line')} (${shown}). ` +
            'Each line must be {"source-ref": "...", "class": k} or a Ground Truth object-detection line.');
    }
    if (lines === 0)
        throw new errors/* UserError */.yo(`ground-truth: ${source} has no lines. Give one JSON object per line.`);
    if (detection > 0 && detection < lines) {
        throw new errors/* UserError */.yo(`ground-truth: ${source} mixes ${detection} bounding-box lines with ${lines - detection} class lines. ` +
            'Use one kind per manifest.');
    }
    const kind = detection > 0 ? 'detection' : 'classification';
    return { kind, source, byKey, lines, notAnInput, ...(firstNotAnInput ? { firstNotAnInput } : {}) };
}
async function loadGroundTruth(uri, s3, inputs, classes) {
    const text = (await (0,resolve/* readWholeFile */.M4)(uri, s3, 'ground-truth')).toString('utf8');
    return parseGroundTruth(text, uri, inputs, classes);
}

// EXTERNAL MODULE: ./src/inert-text.ts
var inert_text = __webpack_require__(92899);
;// CONCATENATED MODULE: ./src/results/evaluation/ground-truth-match.ts
// How much of a ground truth matched the run's inputs, said with an example of each side when too
// little did: a manifest whose source-refs name no input would otherwise leave the run green with no
// accuracy, or a gate failing with no reason given.


/** How a source-ref finds its input (ground-truth.ts's keyFor), said wherever too little matched. */
const MATCH_RULE = 'A source-ref matches an input by its full URI (s3://bucket/key, or an absolute path on the runner); ' +
    "a relative one is read beside the manifest, or else as the input's name under `data`.";
/** Inputs looked at for an example without ground truth: a few suffice, the listing may hold millions. */
const EXAMPLES_LOOKED_AT = 1000;
/** An input without a ground-truth line, else the first one. */
function inputExample(gt, inputs) {
    const looked = Math.min(inputs.count, EXAMPLES_LOOKED_AT);
    for (let i = 0; i < looked; i++)
        if (!gt.byKey.has(inputs.nameAt(i)))
            return inputs.nameAt(i);
    return inputs.count > 0 ? inputs.nameAt(0) : undefined;
}
/**
 * Whether the ground truth matched: nothing at all, or fewer than half of the inputs with some lines
 * unmatched (a `sample` or `rerun` narrows the inputs, not the manifest, and is not flagged).
 */
function groundTruthMatch(gt, inputs) {
    const matched = gt.byKey.size;
    if (gt.notAnInput === 0 || (matched > 0 && matched * 2 >= inputs.count))
        return undefined;
    const input = inputExample(gt, inputs);
    const example = [
        gt.firstNotAnInput !== undefined ? (0,inert_text/* quotedName */.a)(gt.firstNotAnInput) : undefined,
        input !== undefined ? `input ${(0,inert_text/* quotedName */.a)(input)}` : 'no input'
    ]
        .filter(Boolean)
        .join(' vs ');
    const lines = `${gt.lines - gt.notAnInput} of ${(0,format/* plural */.LS)(gt.lines, 'ground-truth line')} matched an input`;
    if (matched === 0)
        return { kind: 'nothing', said: `${lines}: ${example}` };
    const covered = `${matched} of ${(0,format/* plural */.LS)(inputs.count, 'input')} have ground truth`;
    return { kind: 'partial', said: `${lines} (${covered}): ${example}` };
}

;// CONCATENATED MODULE: ./data/labels/coco-91.json
const coco_91_namespaceObject = /*#__PURE__*/JSON.parse('{"W":["__background__","person","bicycle","car","motorcycle","airplane","bus","train","truck","boat","traffic light","fire hydrant","N/A","stop sign","parking meter","bench","bird","cat","dog","horse","sheep","cow","elephant","bear","zebra","giraffe","N/A","backpack","umbrella","N/A","N/A","handbag","tie","suitcase","frisbee","skis","snowboard","sports ball","kite","baseball bat","baseball glove","skateboard","surfboard","tennis racket","bottle","N/A","wine glass","cup","fork","knife","spoon","bowl","banana","apple","sandwich","orange","broccoli","carrot","hot dog","pizza","donut","cake","chair","couch","potted plant","bed","N/A","dining table","N/A","N/A","toilet","N/A","tv","laptop","mouse","remote","keyboard","cell phone","microwave","oven","toaster","sink","refrigerator","N/A","book","clock","vase","scissors","teddy bear","hair drier","toothbrush"]}');
;// CONCATENATED MODULE: ./data/labels/imagenet-1000.json
const imagenet_1000_namespaceObject = /*#__PURE__*/JSON.parse('{"W":["tench","goldfish","great white shark","tiger shark","hammerhead","electric ray","stingray","cock","hen","ostrich","brambling","goldfinch","house finch","junco","indigo bunting","robin","bulbul","jay","magpie","chickadee","water ouzel","kite","bald eagle","vulture","great grey owl","European fire salamander","common newt","eft","spotted salamander","axolotl","bullfrog","tree frog","tailed frog","loggerhead","leatherback turtle","mud turtle","terrapin","box turtle","banded gecko","common iguana","American chameleon","whiptail","agama","frilled lizard","alligator lizard","Gila monster","green lizard","African chameleon","Komodo dragon","African crocodile","American alligator","triceratops","thunder snake","ringneck snake","hognose snake","green snake","king snake","garter snake","water snake","vine snake","night snake","boa constrictor","rock python","Indian cobra","green mamba","sea snake","horned viper","diamondback","sidewinder","trilobite","harvestman","scorpion","black and gold garden spider","barn spider","garden spider","black widow","tarantula","wolf spider","tick","centipede","black grouse","ptarmigan","ruffed grouse","prairie chicken","peacock","quail","partridge","African grey","macaw","sulphur-crested cockatoo","lorikeet","coucal","bee eater","hornbill","hummingbird","jacamar","toucan","drake","red-breasted merganser","goose","black swan","tusker","echidna","platypus","wallaby","koala","wombat","jellyfish","sea anemone","brain coral","flatworm","nematode","conch","snail","slug","sea slug","chiton","chambered nautilus","Dungeness crab","rock crab","fiddler crab","king crab","American lobster","spiny lobster","crayfish","hermit crab","isopod","white stork","black stork","spoonbill","flamingo","little blue heron","American egret","bittern","crane bird","limpkin","European gallinule","American coot","bustard","ruddy turnstone","red-backed sandpiper","redshank","dowitcher","oystercatcher","pelican","king penguin","albatross","grey whale","killer whale","dugong","sea lion","Chihuahua","Japanese spaniel","Maltese dog","Pekinese","Shih-Tzu","Blenheim spaniel","papillon","toy terrier","Rhodesian ridgeback","Afghan hound","basset","beagle","bloodhound","bluetick","black-and-tan coonhound","Walker hound","English foxhound","redbone","borzoi","Irish wolfhound","Italian greyhound","whippet","Ibizan hound","Norwegian elkhound","otterhound","Saluki","Scottish deerhound","Weimaraner","Staffordshire bullterrier","American Staffordshire terrier","Bedlington terrier","Border terrier","Kerry blue terrier","Irish terrier","Norfolk terrier","Norwich terrier","Yorkshire terrier","wire-haired fox terrier","Lakeland terrier","Sealyham terrier","Airedale","cairn","Australian terrier","Dandie Dinmont","Boston bull","miniature schnauzer","giant schnauzer","standard schnauzer","Scotch terrier","Tibetan terrier","silky terrier","soft-coated wheaten terrier","West Highland white terrier","Lhasa","flat-coated retriever","curly-coated retriever","golden retriever","Labrador retriever","Chesapeake Bay retriever","German short-haired pointer","vizsla","English setter","Irish setter","Gordon setter","Brittany spaniel","clumber","English springer","Welsh springer spaniel","cocker spaniel","Sussex spaniel","Irish water spaniel","kuvasz","schipperke","groenendael","malinois","briard","kelpie","komondor","Old English sheepdog","Shetland sheepdog","collie","Border collie","Bouvier des Flandres","Rottweiler","German shepherd","Doberman","miniature pinscher","Greater Swiss Mountain dog","Bernese mountain dog","Appenzeller","EntleBucher","boxer","bull mastiff","Tibetan mastiff","French bulldog","Great Dane","Saint Bernard","Eskimo dog","malamute","Siberian husky","dalmatian","affenpinscher","basenji","pug","Leonberg","Newfoundland","Great Pyrenees","Samoyed","Pomeranian","chow","keeshond","Brabancon griffon","Pembroke","Cardigan","toy poodle","miniature poodle","standard poodle","Mexican hairless","timber wolf","white wolf","red wolf","coyote","dingo","dhole","African hunting dog","hyena","red fox","kit fox","Arctic fox","grey fox","tabby","tiger cat","Persian cat","Siamese cat","Egyptian cat","cougar","lynx","leopard","snow leopard","jaguar","lion","tiger","cheetah","brown bear","American black bear","ice bear","sloth bear","mongoose","meerkat","tiger beetle","ladybug","ground beetle","long-horned beetle","leaf beetle","dung beetle","rhinoceros beetle","weevil","fly","bee","ant","grasshopper","cricket","walking stick","cockroach","mantis","cicada","leafhopper","lacewing","dragonfly","damselfly","admiral","ringlet","monarch","cabbage butterfly","sulphur butterfly","lycaenid","starfish","sea urchin","sea cucumber","wood rabbit","hare","Angora","hamster","porcupine","fox squirrel","marmot","beaver","guinea pig","sorrel","zebra","hog","wild boar","warthog","hippopotamus","ox","water buffalo","bison","ram","bighorn","ibex","hartebeest","impala","gazelle","Arabian camel","llama","weasel","mink","polecat","black-footed ferret","otter","skunk","badger","armadillo","three-toed sloth","orangutan","gorilla","chimpanzee","gibbon","siamang","guenon","patas","baboon","macaque","langur","colobus","proboscis monkey","marmoset","capuchin","howler monkey","titi","spider monkey","squirrel monkey","Madagascar cat","indri","Indian elephant","African elephant","lesser panda","giant panda","barracouta","eel","coho","rock beauty","anemone fish","sturgeon","gar","lionfish","puffer","abacus","abaya","academic gown","accordion","acoustic guitar","aircraft carrier","airliner","airship","altar","ambulance","amphibian","analog clock","apiary","apron","ashcan","assault rifle","backpack","bakery","balance beam","balloon","ballpoint","Band Aid","banjo","bannister","barbell","barber chair","barbershop","barn","barometer","barrel","barrow","baseball","basketball","bassinet","bassoon","bathing cap","bath towel","bathtub","beach wagon","beacon","beaker","bearskin","beer bottle","beer glass","bell cote","bib","bicycle-built-for-two","bikini","binder","binoculars","birdhouse","boathouse","bobsled","bolo tie","bonnet","bookcase","bookshop","bottlecap","bow","bow tie","brass","brassiere","breakwater","breastplate","broom","bucket","buckle","bulletproof vest","bullet train","butcher shop","cab","caldron","candle","cannon","canoe","can opener","cardigan","car mirror","carousel","carpenter\'s kit","carton","car wheel","cash machine","cassette","cassette player","castle","catamaran","CD player","cello","cellular telephone","chain","chainlink fence","chain mail","chain saw","chest","chiffonier","chime","china cabinet","Christmas stocking","church","cinema","cleaver","cliff dwelling","cloak","clog","cocktail shaker","coffee mug","coffeepot","coil","combination lock","computer keyboard","confectionery","container ship","convertible","corkscrew","cornet","cowboy boot","cowboy hat","cradle","crane","crash helmet","crate","crib","Crock Pot","croquet ball","crutch","cuirass","dam","desk","desktop computer","dial telephone","diaper","digital clock","digital watch","dining table","dishrag","dishwasher","disk brake","dock","dogsled","dome","doormat","drilling platform","drum","drumstick","dumbbell","Dutch oven","electric fan","electric guitar","electric locomotive","entertainment center","envelope","espresso maker","face powder","feather boa","file","fireboat","fire engine","fire screen","flagpole","flute","folding chair","football helmet","forklift","fountain","fountain pen","four-poster","freight car","French horn","frying pan","fur coat","garbage truck","gasmask","gas pump","goblet","go-kart","golf ball","golfcart","gondola","gong","gown","grand piano","greenhouse","grille","grocery store","guillotine","hair slide","hair spray","half track","hammer","hamper","hand blower","hand-held computer","handkerchief","hard disc","harmonica","harp","harvester","hatchet","holster","home theater","honeycomb","hook","hoopskirt","horizontal bar","horse cart","hourglass","iPod","iron","jack-o\'-lantern","jean","jeep","jersey","jigsaw puzzle","jinrikisha","joystick","kimono","knee pad","knot","lab coat","ladle","lampshade","laptop","lawn mower","lens cap","letter opener","library","lifeboat","lighter","limousine","liner","lipstick","Loafer","lotion","loudspeaker","loupe","lumbermill","magnetic compass","mailbag","mailbox","maillot","maillot tank suit","manhole cover","maraca","marimba","mask","matchstick","maypole","maze","measuring cup","medicine chest","megalith","microphone","microwave","military uniform","milk can","minibus","miniskirt","minivan","missile","mitten","mixing bowl","mobile home","Model T","modem","monastery","monitor","moped","mortar","mortarboard","mosque","mosquito net","motor scooter","mountain bike","mountain tent","mouse","mousetrap","moving van","muzzle","nail","neck brace","necklace","nipple","notebook","obelisk","oboe","ocarina","odometer","oil filter","organ","oscilloscope","overskirt","oxcart","oxygen mask","packet","paddle","paddlewheel","padlock","paintbrush","pajama","palace","panpipe","paper towel","parachute","parallel bars","park bench","parking meter","passenger car","patio","pay-phone","pedestal","pencil box","pencil sharpener","perfume","Petri dish","photocopier","pick","pickelhaube","picket fence","pickup","pier","piggy bank","pill bottle","pillow","ping-pong ball","pinwheel","pirate","pitcher","plane","planetarium","plastic bag","plate rack","plow","plunger","Polaroid camera","pole","police van","poncho","pool table","pop bottle","pot","potter\'s wheel","power drill","prayer rug","printer","prison","projectile","projector","puck","punching bag","purse","quill","quilt","racer","racket","radiator","radio","radio telescope","rain barrel","recreational vehicle","reel","reflex camera","refrigerator","remote control","restaurant","revolver","rifle","rocking chair","rotisserie","rubber eraser","rugby ball","rule","running shoe","safe","safety pin","saltshaker","sandal","sarong","sax","scabbard","scale","school bus","schooner","scoreboard","screen","screw","screwdriver","seat belt","sewing machine","shield","shoe shop","shoji","shopping basket","shopping cart","shovel","shower cap","shower curtain","ski","ski mask","sleeping bag","slide rule","sliding door","slot","snorkel","snowmobile","snowplow","soap dispenser","soccer ball","sock","solar dish","sombrero","soup bowl","space bar","space heater","space shuttle","spatula","speedboat","spider web","spindle","sports car","spotlight","stage","steam locomotive","steel arch bridge","steel drum","stethoscope","stole","stone wall","stopwatch","stove","strainer","streetcar","stretcher","studio couch","stupa","submarine","suit","sundial","sunglass","sunglasses","sunscreen","suspension bridge","swab","sweatshirt","swimming trunks","swing","switch","syringe","table lamp","tank","tape player","teapot","teddy","television","tennis ball","thatch","theater curtain","thimble","thresher","throne","tile roof","toaster","tobacco shop","toilet seat","torch","totem pole","tow truck","toyshop","tractor","trailer truck","tray","trench coat","tricycle","trimaran","tripod","triumphal arch","trolleybus","trombone","tub","turnstile","typewriter keyboard","umbrella","unicycle","upright","vacuum","vase","vault","velvet","vending machine","vestment","viaduct","violin","volleyball","waffle iron","wall clock","wallet","wardrobe","warplane","washbasin","washer","water bottle","water jug","water tower","whiskey jug","whistle","wig","window screen","window shade","Windsor tie","wine bottle","wing","wok","wooden spoon","wool","worm fence","wreck","yawl","yurt","web site","comic book","crossword puzzle","street sign","traffic light","book jacket","menu","plate","guacamole","consomme","hot pot","trifle","ice cream","ice lolly","French loaf","bagel","pretzel","cheeseburger","hotdog","mashed potato","head cabbage","broccoli","cauliflower","zucchini","spaghetti squash","acorn squash","butternut squash","cucumber","artichoke","bell pepper","cardoon","mushroom","Granny Smith","strawberry","orange","lemon","fig","pineapple","banana","jackfruit","custard apple","pomegranate","hay","carbonara","chocolate sauce","dough","meat loaf","pizza","potpie","burrito","red wine","espresso","cup","eggnog","alp","bubble","cliff","coral reef","geyser","lakeside","promontory","sandbar","seashore","valley","volcano","ballplayer","groom","scuba diver","rapeseed","daisy","yellow lady\'s slipper","corn","acorn","hip","buckeye","coral fungus","agaric","gyromitra","stinkhorn","earthstar","hen-of-the-woods","bolete","ear","toilet tissue"]}');
;// CONCATENATED MODULE: ./src/results/labels.ts
// Label maps: class index -> display name. Built-ins are bundled JSON (no file reads at run time); a user
// file is a JSON array, a JSON object ({"0": "cat"} or {"cat": 0}) or one label per line.




class ArrayLabelMap {
    source;
    names;
    indices = new Map();
    constructor(source, names) {
        this.source = source;
        this.names = names;
        names.forEach((n, i) => {
            if (n !== undefined && !this.indices.has(n))
                this.indices.set(n, i);
        });
    }
    name(index) {
        return Number.isInteger(index) && index >= 0 ? this.names[index] : undefined;
    }
    indexOf(label) {
        return this.indices.get(label);
    }
    digest() {
        return (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(this.names)).digest('hex');
    }
}
function builtinLabelMap(name) {
    switch (name) {
        case 'imagenet-1000':
            return new ArrayLabelMap(name, imagenet_1000_namespaceObject.W);
        case 'imagenet-1001':
            // TF-Slim ImageNet models (the seeds' ResNet-50) put a background class at index 0.
            return new ArrayLabelMap(name, ['background', ...imagenet_1000_namespaceObject.W]);
        case 'coco-91':
            return new ArrayLabelMap(name, coco_91_namespaceObject.W);
        default:
            return undefined;
    }
}
/** Parses a user's label file. `source` names the file in messages. */
function parseLabelFile(source, text) {
    const trimmed = text.replace(/^\uFEFF/, '').trim();
    if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
        let value;
        try {
            value = JSON.parse(trimmed);
        }
        catch (err) {
            throw new errors/* UserError */.yo(`label-map: ${source} looks like JSON but does not parse (${err.message}). ` +
                'Give a JSON array of names, a JSON object, or one label per line.');
        }
        return new ArrayLabelMap(source, namesFromJson(source, value));
    }
    const lines = trimmed.split(/\r?\n/).map(l => l.trim());
    if (lines.length === 0 || (lines.length === 1 && lines[0] === '')) {
        throw new errors/* UserError */.yo(`label-map: ${source} is empty. Give one label per line (line 1 = class 0).`);
    }
    return new ArrayLabelMap(source, lines);
}
function namesFromJson(source, value) {
    if (Array.isArray(value))
        return value.map(v => (v === null || v === undefined ? undefined : String(v)));
    if (value && typeof value === 'object') {
        const obj = value;
        // {"labels": [...]} as the bundled files are written.
        if (Array.isArray(obj.labels))
            return namesFromJson(source, obj.labels);
        const names = [];
        const entries = Object.entries(obj);
        const indexKeys = entries.every(([k]) => /^\d+$/.test(k));
        const indexValues = entries.every(([, v]) => typeof v === 'number' && Number.isInteger(v) && v >= 0);
        if (indexKeys && entries.length > 0) {
            for (const [k, v] of entries)
                names[Number(k)] = String(v);
            return names;
        }
        if (indexValues && entries.length > 0) {
            for (const [k, v] of entries)
                names[v] = k;
            return names;
        }
    }
    throw new errors/* UserError */.yo(`label-map: ${source} is JSON but neither an array of names nor an object mapping index to name ` +
        '(or name to index). Give ["cat", "dog"] or {"0": "cat", "1": "dog"}.');
}

;// CONCATENATED MODULE: ./src/results/analysis/analysis-inputs.ts
// What reading a run needs loaded before the first output: the label map, the inputs' listing, the
// ground truth and the baseline. A loader that cannot load says why in a note and gives the reason
// instead of the value, so the gates can name it.









async function loadLabelMap(spec, s3) {
    const name = spec.report.labelMap;
    if (!name)
        return undefined;
    const builtin = builtinLabelMap(name);
    if (builtin)
        return builtin;
    const text = (await (0,resolve/* readWholeFile */.M4)(name, s3, 'label-map')).toString('utf8');
    return parseLabelFile(name, text);
}
/** The reported inputs as the run listed them; when they could not be, why is noted and none given. */
function listedInputs(inputs, { note }) {
    if (!(0,listed_inputs/* isUnlisted */.f)(inputs))
        return inputs;
    note(`Could not list the inputs (${inputs.unlisted}); failed objects are not counted.`);
    return undefined;
}
/**
 * The ground truth for the listed inputs, matched against their keys. One that matched no input is
 * still given (the report names it), with the reason no accuracy can be measured.
 */
async function groundTruthFor(uri, { inputs, registry }, { s3, note }) {
    if (!uri)
        return { missing: 'no ground-truth given' };
    if (!inputs)
        return { missing: 'the inputs could not be listed to match ground truth' };
    try {
        const value = await loadGroundTruth(uri, s3, inputs, registry);
        const match = groundTruthMatch(value, inputs);
        if (match)
            note(`Ground truth: ${match.said}. ${MATCH_RULE}`);
        if (match?.kind !== 'nothing')
            return { value };
        return { value, missing: `the ground truth matched nothing: ${match.said}` };
    }
    catch (err) {
        note(`Evaluation skipped: ${(0,errors/* errorMessage */.gJ)(err)}`);
        return { missing: `ground truth not read: ${(0,errors/* errorMessage */.gJ)(err)}` };
    }
}
async function baselineFor(uri, load, { s3, note }, 
/** `baseline: registry`: the approved version whose run `uri` (its `_summary.json`) must be. */
registered) {
    if (!uri)
        return { missing: 'no baseline given' };
    try {
        const source = await (0,baseline_source/* openBaseline */.Eg)(uri, s3);
        if (registered) {
            if (source.run.job !== registered.job)
                throw new errors/* UserError */.yo(`${uri} is now job ${source.run.job ?? 'unknown'}'s, not ${registered.job}'s, which model package version ${registered.version} registered`);
            const { arn, version, accuracy } = registered;
            source.run.modelPackage = { arn, version, ...(accuracy !== undefined ? { accuracy } : {}) };
        }
        const index = await loadBaseline(source.store, load);
        if (index.records === 0) {
            const missing = `the baseline ${source.folder} has no readable predictions`;
            note(`Baseline comparison skipped: ${missing}.`);
            return { missing };
        }
        const { registry, threshold, groundTruth } = load;
        const comparer = new BaselineComparer(source.folder, index, registry, threshold, groundTruth);
        return { value: { comparer, source, outputs: index.outputs } };
    }
    catch (err) {
        note(`Baseline comparison skipped: ${(0,errors/* errorMessage */.gJ)(err)}`);
        return { missing: `baseline not read: ${(0,errors/* errorMessage */.gJ)(err)}` };
    }
}

// EXTERNAL MODULE: ./src/results/classes.ts
var classes = __webpack_require__(97742);
// EXTERNAL MODULE: ./src/contract/limits.ts
var limits = __webpack_require__(7220);
// EXTERNAL MODULE: ./src/contract/object-failures.ts
var object_failures = __webpack_require__(48903);
;// CONCATENATED MODULE: ./src/results/summary/grouped-failures.ts
// Failures people can act on: identical errors grouped with a count and a few example objects, each
// with a hint when the error is one of the well-known ones (a body decoded as text, a timeout, a
// missing package, ...).


const EXAMPLES = 3;
/** How to send images, said wherever a body was read the wrong way. */
const IMAGES_FIX = 'for images set content-type: application/x-image (or image/jpeg, image/png)';
/** Content types a handler reads as text (the framework containers decode JSON, CSV and text). */
const TEXT_TYPE = /^(text\/|application\/(json|jsonlines|x-jsonlines|csv)\b)/i;
const RULES = [
    {
        // The framework containers' default handlers: no input_fn for this content type (no code/inference.py).
        test: /is not supported by this framework|Please implement input_fn/i,
        hint: ct => `the model has no input_fn for content-type ${ct || '(empty)'}: without code/inference.py the ` +
            "container's default handlers read only JSON, CSV and NPY. Add code/inference.py with model_fn, " +
            'input_fn, predict_fn and output_fn (examples/model/code/inference.py is one for images), or give ' +
            'source-dir the folder that holds it'
    },
    {
        test: /codec can't decode|UnicodeDecodeError|invalid start byte/i,
        hint: ct => !ct
            ? `content-type is empty: the model server got raw bytes it tried to decode as text; ${IMAGES_FIX}, else the type input_fn expects`
            : TEXT_TYPE.test(ct)
                ? `content-type ${ct} made the handler decode the body as text, and it is not text (images?): ${IMAGES_FIX}`
                : `the model server decoded the request body as text: check that input_fn accepts content-type ${ct} as bytes`
    },
    {
        test: /\b415\b|unsupported content.?type/i,
        hint: ct => `input_fn does not accept content-type ${ct || '(empty)'}: set content-type to a type it handles`
    },
    {
        test: /\b413\b|payload too large|too large/i,
        hint: () => `the request was too large: an object over max-payload needs a larger max-payload (at most ${limits/* MAX_PAYLOAD_MB */.er} MB) ` +
            "or a split-type; a request over the model server's own cap needs a smaller max-payload (or the cap raised)"
    },
    {
        test: /timed out|timeout/i,
        hint: () => 'raise invocation-timeout, or lower max-concurrent-transforms so each request is served sooner'
    },
    {
        test: /out of memory|OutOfMemory|OOM|Killed/i,
        hint: () => 'the model ran out of memory: lower max-concurrent-transforms or max-payload, or choose a larger instance'
    },
    {
        test: /ModuleNotFoundError|No module named/,
        hint: () => 'add the missing package to code/requirements.txt'
    },
    {
        test: /cannot reach the model server|no answer from the model server|ECONNREFUSED|ECONNRESET/i,
        hint: () => 'the model server stopped or never answered: read its log lines above this report'
    },
    {
        test: /\bHTTP 4\d\d\b/,
        hint: ct => `the model's input handler refused the request: check that input_fn accepts content-type ${ct || '(empty)'} and this input`
    },
    {
        test: /\bHTTP 5\d\d\b/,
        hint: () => "the model's handler raised an error: the reason shows its last error line; mode: local runs the same handler on the runner"
    },
    {
        test: /See job logs|AlgorithmError|ClientError|no reason in the job's data-log/i,
        hint: () => "set logs: true to print the job's CloudWatch log streams in the workflow log; the reasons of failed " +
            'inputs are read from its data-log when the role may call logs:DescribeLogStreams and logs:GetLogEvents'
    }
];
/** Said besides a rule's hint when an input failed the same way on every attempt (local mode knows). */
const RETRIES_HINT = 'it failed the same way on every attempt: invocation-retries: 0 fails such an input at once, which speeds debugging';
function hintFor(reason, contentType) {
    const hints = [
        RULES.find(r => r.test.test(reason))?.hint(contentType),
        object_failures/* SAME_EVERY_ATTEMPT */.NE.test(reason) ? RETRIES_HINT : undefined
    ].filter(h => h !== undefined);
    return hints.length ? hints.join('; ') : undefined;
}
/** Groups per-object failures by identical reason, most frequent first. */
function groupFailures(failures, contentType) {
    const groups = new Map();
    for (const f of failures) {
        const reason = f.reason.replace(/\s+/g, ' ').trim();
        const keys = groups.get(reason) ?? [];
        keys.push(f.key);
        groups.set(reason, keys);
    }
    return [...groups.entries()]
        .map(([reason, keys]) => {
        const hint = hintFor(reason, contentType);
        return {
            reason,
            count: keys.length,
            examples: [...keys].sort().slice(0, EXAMPLES),
            ...(hint ? { hint } : {})
        };
    })
        .sort((a, b) => b.count - a.count || (a.reason < b.reason ? -1 : 1));
}

// EXTERNAL MODULE: ./src/results/read/output-origins.ts + 1 modules
var output_origins = __webpack_require__(36668);
;// CONCATENATED MODULE: ./src/results/summary/failure-groups.ts


/**
 * Per-object failures grouped (local mode; SageMaker: those its data-log named), or: the inputs whose
 * only `.out` an earlier run left, and for the other failed objects the reason the backend gives those it
 * named none for, else the service's one reason with a hint; a reason that no failed object explains is
 * the job's own, shown as such.
 */
function failureGroups(outcome, s, { collected, inputs }, contentType) {
    const earlier = collected.leftByEarlierRun;
    const nameOf = (key) => inputs?.nameOf(inputs.store.uriOf(key));
    // An input that failed and then got its output on a later try is not failed.
    const named = (outcome.failures ?? []).filter(f => {
        const name = nameOf(f.key);
        return name === undefined || !collected.counted(name);
    });
    if (named.length && !outcome.unexplained)
        return groupFailures(named, contentType);
    const groups = named.length ? groupFailures(named, contentType) : [];
    // An input named with its reason is not counted again as one an earlier run's output stands for.
    const namedNames = new Set(named.map(f => nameOf(f.key) ?? f.key));
    const leftOnly = earlier.examples.filter(k => !namedNames.has(k));
    const leftCount = earlier.count - (earlier.examples.length - leftOnly.length);
    if (leftCount > 0)
        groups.push({ reason: output_origins/* LEFT_BY_EARLIER_RUN */.Z, count: leftCount, examples: leftOnly.slice(0, 3) });
    const others = s.objects.failed - leftCount - named.length;
    const reason = outcome.unexplained ?? (outcome.status === 'Failed' ? outcome.failureReason : undefined);
    if (!reason || others <= 0)
        return groups;
    const hint = hintFor(reason, contentType);
    const explained = new Set([...earlier.examples, ...namedNames]);
    groups.push({
        reason,
        count: others,
        examples: s.failedObjects.filter(k => !explained.has(k)).slice(0, 3),
        ...(hint ? { hint } : {})
    });
    return groups;
}

// EXTERNAL MODULE: ./src/results/evaluation/quality-gates.ts
var quality_gates = __webpack_require__(75265);
;// CONCATENATED MODULE: ./src/results/summary/prediction-tally.ts



/** Where each prediction read goes: the summaries, the evaluations and the baseline comparison. */
class PredictionTally {
    comparer;
    classification;
    detection;
    classEval;
    detEval;
    unrecognised = 0;
    constructor(registry, threshold, groundTruth, comparer) {
        this.comparer = comparer;
        this.classification = new prediction_summaries/* ClassificationSummarizer */.yg(registry);
        this.detection = new prediction_summaries/* DetectionSummarizer */.BI(registry, threshold);
        if (groundTruth?.kind === 'classification')
            this.classEval = new ClassificationEvaluator(groundTruth, registry);
        if (groundTruth?.kind === 'detection')
            this.detEval = new detection_quality/* DetectionEvaluator */.NO(groundTruth, registry, threshold);
    }
    sink = (key, index, prediction) => {
        if (prediction.kind === 'classification') {
            this.classification.add(key, index, prediction);
            this.classEval?.add(key, index, prediction);
        }
        else if (prediction.kind === 'detection') {
            this.detection.add(key, index, prediction);
            this.detEval?.add(key, index, prediction);
        }
        else
            this.unrecognised++;
        this.comparer?.add(key, index, prediction);
    };
    /**
     * Wrong answers and disagreements so far, for the early stop. Accuracy is bounded only for
     * classification (a detection's mAP can move either way), and not while detection records lead.
     */
    soFar() {
        const wrong = this.kind() === 'detection' ? undefined : this.classEval?.wrongSoFar();
        const disagreed = this.comparer?.disagreedSoFar();
        return { ...(wrong ? { wrong } : {}), ...(disagreed ? { disagreed } : {}) };
    }
    /** The kind most records have (detection wins a tie only when it has more). */
    kind() {
        const { classification, detection } = this;
        if (classification.records === 0 && detection.records === 0)
            return 'none';
        return detection.records > classification.records ? 'detection' : 'classification';
    }
}

// EXTERNAL MODULE: ./src/results/summary/summary-from-reading.ts + 1 modules
var summary_from_reading = __webpack_require__(22196);
;// CONCATENATED MODULE: ./src/results/analysis/open-analysis.ts












/**
 * With a cache, before its look-up: the label map (loaded once, for the analysis too) and the key of
 * the readings this run would make, which the cache's kept readings must have to be replayed
 * (undefined when the label map cannot be loaded: the analysis says why, and nothing is replayed).
 */
function readingsOfRun(spec, s3) {
    const labels = loadLabelMap(spec, s3);
    labels.catch(() => undefined);
    return { labels, key: labels.then(l => readingKey(spec.report, l)).catch(() => undefined) };
}
/**
 * `rerun` names (output names) the inputs a `rerun: failed` job transformed: the outputs of the others
 * are kept from earlier runs. Without it, only this job's outputs count.
 */
async function analyzeRun(spec, outcome, deps, rerun) {
    const open = await openAnalysis(spec, outcome.outputPath || spec.output.path, deps);
    return open.finish(outcome, rerun);
}
/** The input keys, listed once on first ask; undefined when the inputs could not be listed. */
function lazyKeyListing(inputs) {
    let keyListing;
    return () => {
        if (inputs && !keyListing) {
            keyListing = listInputKeys(inputs);
            // A listing that fails while the job runs is reported when the results are read.
            keyListing.catch(() => undefined);
        }
        return keyListing;
    };
}
/** The end of the analysis, part by part (moments in ms), for the debug log. */
function endTimes(waiting, [began, read, settled, made]) {
    const seconds = (from, to) => ((to - from) / 1000).toFixed(2);
    return (`Analysis: ${waiting} outputs offered but not yet read at the job's end; the rest found and read in ` +
        `${seconds(began, read)} s, failures settled in ${seconds(read, settled)} s, the summary made in ` +
        `${seconds(settled, made)} s`);
}
/** The summary of what was read: figures, evaluation, baseline comparison, failures and gates. */
function summaryFrom(r, outcome, collected) {
    const { spec, tally } = r;
    const kind = tally.kind();
    const classification = kind === 'classification' ? tally.classification.result() : undefined;
    const detection = kind === 'detection' ? tally.detection.result() : undefined;
    r.notes.push(...(0,summary_from_reading/* readingNotes */.Ge)(r.labels, classification, collected, outcome));
    const evaluation = (0,summary_from_reading/* evaluationOf */.SV)(kind, tally, r.truth, r.note);
    const baseline = (0,summary_from_reading/* comparisonOf */.jb)(kind, tally, r.baseline, r.note);
    const { outputPath, labels, notes } = r;
    const summary = (0,summary_from_reading/* summaryOf */.YG)({
        ...{ spec, outcome, outputPath, labels, collected, tally, kind, classification, detection, notes },
        evaluation: evaluation.value,
        baseline: baseline.value
    });
    const failures = failureGroups(outcome, summary, { collected, inputs: r.inputs }, spec.data.contentType);
    if (failures.length)
        summary.failures = failures;
    if (spec.report.outputFormat === 'raw')
        summary.records = collected.withOutput;
    summary.gates = (0,quality_gates/* evaluateGates */.u)(spec.report, (0,summary_from_reading/* measuredOf */.ED)(summary, evaluation.missing, baseline.missing));
    return summary;
}
/**
 * The readings the cache kept (replayed only when made under this run's `key`: other settings or
 * another parser read instead), those this run makes for it, and how the report finds either.
 */
function readingsFor(deps, key, registry) {
    const kept = deps.kept?.key === key ? deps.kept : undefined;
    const made = deps.keepReadings ? new ReadingsMade(registry) : undefined;
    const written = {
        ...(made ? { readings: { key, of: (name) => made.of(name) } } : {}),
        predictionsOf: name => {
            const text = kept?.readingOf(name) ?? made?.of(name);
            return text === undefined ? undefined : decodeReading(text, registry)?.predictions;
        }
    };
    return { kept, made, written };
}
/** Loads what reading needs (label map, ground truth, baseline) and sets up the reader. */
async function openAnalysis(spec, outputPath, deps) {
    const notes = [];
    const note = message => {
        notes.push(message);
        deps.log.warning(message);
    };
    const report = spec.report;
    const labels = await (deps.labels ?? loadLabelMap(spec, deps.s3));
    const registry = new classes/* ClassRegistry */._(labels);
    const read = { format: report.outputFormat, classes: registry, parser: deps.parser };
    const outputs = (0,resolve/* openFolder */.NE)(outputPath, deps.s3, 'output-path');
    const concurrency = deps.concurrency ?? ((0,uri/* isS3Uri */.tL)(outputPath) ? 32 : 8);
    const loading = { s3: deps.s3, note };
    const inputs = listedInputs(deps.inputs, loading);
    const truth = await groundTruthFor(report.groundTruth, { inputs, registry }, loading);
    const groundTruth = truth.value;
    const threshold = report.scoreThreshold;
    const opened = await baselineFor(report.baseline, 
    // Compared on this run's inputs only: a sample is set against the same objects of the baseline.
    { read, registry, threshold, concurrency, groundTruth, isInput: key => inputs?.holds(key) ?? true }, loading, report.baselinePackage);
    const tally = new PredictionTally(registry, threshold, groundTruth, opened.value?.comparer);
    const sink = tally.sink;
    const { kept, made, written } = readingsFor(deps, readingKey(report, labels), registry);
    const reader = new OutputReader({
        outputs,
        read,
        concurrency,
        sink,
        ...(made ? { made } : {}),
        ...(kept ? { kept } : {})
    });
    const listed = lazyKeyListing(inputs);
    const finish = async (outcome, rerun, seen) => {
        const origin = (0,output_origins/* originsOf */.T)(outcome, rerun);
        const inputKeys = listed();
        const began = performance.now();
        const waiting = reader.offered.size - reader.done;
        const collected = await collectResults({
            inputs,
            outputs,
            origin,
            read,
            concurrency,
            sink,
            reader,
            inputKeys,
            ...(seen ? { seen } : {}),
            ...(kept ? { kept } : {})
        });
        const readAt = performance.now();
        // The inputs without an output are known now: their last reasons may still be on their way.
        await outcome.settleFailures?.(collected.failed.count);
        const settledAt = performance.now();
        const reading = { spec, outputPath, labels, tally, truth, baseline: opened, inputs, notes, note };
        const summary = summaryFrom(reading, outcome, collected);
        deps.log.debug?.(endTimes(waiting, [began, readAt, settledAt, performance.now()]));
        return {
            summary,
            registry,
            counted: collected.counted,
            ...written,
            ...(inputs ? { inputs } : {}),
            ...(groundTruth ? { groundTruth } : {})
        };
    };
    const soFar = () => tally.soFar();
    return { reader, outputs, ...(inputs ? { inputs } : {}), inputKeys: listed, finish, soFar };
}


/***/ }),

/***/ 26451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eg: () => (/* binding */ openBaseline),
/* harmony export */   L_: () => (/* binding */ readSummary),
/* harmony export */   xH: () => (/* binding */ pointerTo)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _storage_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93557);
/* harmony import */ var _storage_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76336);
/* harmony import */ var _summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56189);
// Where a baseline's predictions are, and who made them. `baseline` names either an output folder or a
// small JSON pointer file (written by a main-branch run with `baseline-pointer`) that names the output
// folder of one complete run. Each main-branch run writes to its own folder and the pointer is replaced
// only after that run's outputs and `_summary.json` are complete, so a pull request never reads a mix
// of old and new `.out` files. A `_summary.json` can be given too: it names its own output path.




const POINTER_SCHEMA = 'sagemaker-batch-transform/baseline-pointer@1';
function isSummary(x) {
    const s = x;
    return s?.schema === _summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMMARY_SCHEMA */ .hb && typeof s.outputPath === 'string' && typeof s.job?.name === 'string';
}
function isPointer(x) {
    const p = x;
    return p?.schema === POINTER_SCHEMA && typeof p.outputPath === 'string' && p.outputPath !== '';
}
/** The `_summary.json` a folder of outputs holds, when it holds one of this action's. */
async function readSummary(store) {
    if ((await store.head(_summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMMARY_OBJECT_KEY */ .pN)) === undefined)
        return undefined;
    try {
        const parsed = JSON.parse((await (0,_storage_store_js__WEBPACK_IMPORTED_MODULE_3__/* .readAll */ .y)(await store.get(_summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMMARY_OBJECT_KEY */ .pN))).toString('utf8'));
        return isSummary(parsed) ? parsed : undefined;
    }
    catch {
        return undefined;
    }
}
/** Opens the baseline a `baseline` input names: a folder, a pointer file or a `_summary.json`. */
async function openBaseline(uri, s3) {
    let folder = uri;
    let run = {};
    let named;
    if (/\.json$/i.test(uri)) {
        let parsed;
        try {
            parsed = JSON.parse((await (0,_storage_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .readWholeFile */ .M4)(uri, s3, 'baseline')).toString('utf8'));
        }
        catch (err) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`baseline: ${uri} could not be read as a pointer (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)}). ` +
                "Give an earlier run's output path, the pointer file its baseline-pointer wrote, or its _summary.json.");
        }
        if (isPointer(parsed)) {
            folder = parsed.outputPath;
            run = {
                job: parsed.job,
                pointer: uri,
                writtenAt: parsed.writtenAt,
                ...(parsed.commit ? { commit: parsed.commit } : {}),
                ...(parsed.ref ? { ref: parsed.ref } : {}),
                ...(parsed.runUrl ? { runUrl: parsed.runUrl } : {})
            };
        }
        else if (isSummary(parsed)) {
            folder = parsed.outputPath;
            named = parsed;
            run = { job: parsed.job.name, pointer: uri };
        }
        else {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`baseline: ${uri} is JSON but neither a baseline pointer (${POINTER_SCHEMA}) nor a run's _summary.json. ` +
                "Give an earlier run's output path, or the pointer file its baseline-pointer wrote.");
        }
    }
    const store = (0,_storage_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .openFolder */ .NE)(folder, s3, 'baseline');
    const summary = named ?? (await readSummary(store));
    const problems = [];
    if (summary) {
        run = {
            job: summary.job.name,
            ...(summary.revision?.sha ? { commit: summary.revision.sha } : {}),
            ...(summary.revision?.ref ? { ref: summary.revision.ref } : {}),
            ...run
        };
        if (run.job !== summary.job.name) {
            problems.push(`the pointer names job ${run.job} but ${_summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMMARY_OBJECT_KEY */ .pN} in ${folder} is from job ${summary.job.name}`);
        }
    }
    return { folder, store, run, ...(summary ? { summary } : {}), problems };
}
/** The pointer a completed run leaves for later runs to find its outputs. */
function pointerTo(s, writtenAt, runUrl) {
    return {
        schema: POINTER_SCHEMA,
        outputPath: s.outputPath,
        job: s.job.name,
        ...(s.revision?.sha ? { commit: s.revision.sha } : {}),
        ...(s.revision?.ref ? { ref: s.revision.ref } : {}),
        ...(runUrl ? { runUrl } : {}),
        writtenAt,
        objects: s.objects.withOutput,
        records: s.records
    };
}


/***/ }),

/***/ 6663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ mcnemarExact),
/* harmony export */   cT: () => (/* binding */ SIGNIFICANCE),
/* harmony export */   rF: () => (/* binding */ wilson)
/* harmony export */ });
// Small-sample statistics for the before/after verdict: is a change in accuracy more than chance?
//
// Exact McNemar test: of the records whose correctness changed between two runs on the same data,
// `broken` went right -> wrong and `fixed` wrong -> right. Under "no real change" each such record is a
// fair coin, so the two-sided p-value is 2 * P(X <= min(broken, fixed)) for X ~ Binomial(n, 1/2), capped
// at 1. Wilson score interval: a confidence interval for a proportion that stays inside [0, 1] and keeps
// its coverage on small evaluation sets, where the plain p +- z*sqrt(p(1-p)/n) does not.
/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;
const SMALL = 256;
const smallLogFactorials = [0];
for (let i = 1; i < SMALL; i++)
    smallLogFactorials.push(smallLogFactorials[i - 1] + Math.log(i));
/** ln(k!) for k >= 0: summed below 256, Stirling's series (error below 1e-15) above. */
function logFactorial(k) {
    if (k < SMALL)
        return smallLogFactorials[k];
    const x = k + 1;
    return (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * x) - 1 / (360 * x ** 3);
}
function mcnemarExact(broken, fixed) {
    const n = broken + fixed;
    const k = Math.min(broken, fixed);
    if (n === 0)
        return { broken, fixed, p: 1 };
    // Sum the binomial tail in log space: n can be large (a million-record evaluation set).
    const logHalfN = -n * Math.LN2;
    const lnN = logFactorial(n);
    const terms = [];
    for (let i = 0; i <= k; i++)
        terms.push(lnN - logFactorial(i) - logFactorial(n - i) + logHalfN);
    const top = Math.max(...terms);
    const tail = Math.exp(top) * terms.reduce((s, t) => s + Math.exp(t - top), 0);
    return { broken, fixed, p: Math.min(1, 2 * tail) };
}
/** The Wilson score interval of `successes` out of `n` (95% by default); undefined when n is 0. */
function wilson(successes, n, z = Z95) {
    if (n <= 0)
        return undefined;
    const p = successes / n;
    const z2 = z * z;
    const denominator = 1 + z2 / n;
    const centre = (p + z2 / (2 * n)) / denominator;
    const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
    return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
/** The conventional threshold for calling a change statistically significant. */
const SIGNIFICANCE = 0.05;


/***/ }),

/***/ 88083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kt: () => (/* reexport safe */ _storage_uri_js__WEBPACK_IMPORTED_MODULE_0__.YD),
/* harmony export */   N: () => (/* binding */ SmallestK),
/* harmony export */   x9: () => (/* binding */ FloatColumn)
/* harmony export */ });
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77195);
// Keeps the K smallest items under an order, whatever order they arrive in, in O(K) memory. Used for
// example lists (lowest confidences, failed keys, changed predictions) so reports stay deterministic
// while outputs are read concurrently.
class SmallestK {
    limit;
    compare;
    items = [];
    /** How many were offered in all. */
    count = 0;
    constructor(limit, compare) {
        this.limit = limit;
        this.compare = compare;
    }
    offer(item) {
        this.count++;
        const items = this.items;
        if (this.limit <= 0)
            return;
        if (items.length === this.limit && this.compare(item, items[items.length - 1]) >= 0)
            return;
        let lo = 0;
        let hi = items.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (this.compare(items[mid], item) <= 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        items.splice(lo, 0, item);
        if (items.length > this.limit)
            items.pop();
    }
    values() {
        return [...this.items];
    }
}

/** A growable Float64 column; cheaper than an array of numbers for millions of values. */
class FloatColumn {
    data = new Float64Array(1024);
    length = 0;
    push(v) {
        if (this.length === this.data.length) {
            const bigger = new Float64Array(this.data.length * 2);
            bigger.set(this.data);
            this.data = bigger;
        }
        this.data[this.length++] = v;
    }
    view() {
        return this.data.subarray(0, this.length);
    }
}


/***/ }),

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

/***/ 24806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MJ: () => (/* binding */ imageRight),
/* harmony export */   NO: () => (/* binding */ DetectionEvaluator),
/* harmony export */   Vd: () => (/* binding */ matchImage)
/* harmony export */ });
/* unused harmony exports iou, averagePrecision */
/* harmony import */ var _bounded_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88083);
// Detection quality against ground-truth boxes: per class precision and recall at the score threshold,
// average precision at IoU 0.5 and their mean (mAP).
//
// Matching follows PASCAL VOC: within an image, detections of a class are taken by descending score;
// each is a true positive when its best-overlapping ground-truth box of that class has IoU >= 0.5 and is
// not yet taken, else a false positive. AP is the all-point interpolated area under the precision/recall
// curve. Equal scores across images are ordered false positives first, so the result does not depend on
// the order in which outputs were read.

const IOU_THRESHOLD = 0.5;
function iou(a, b) {
    const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
    const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
    if (w <= 0 || h <= 0)
        return 0;
    const inter = w * h;
    const union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter;
    return union > 0 ? inter / union : 0;
}
/** Detection `i` in the ground truth's pixel space (normalised boxes are scaled by the image size). */
function boxOf(p, i, truth) {
    const sx = p.normalized ? (truth.width ?? 1) : 1;
    const sy = p.normalized ? (truth.height ?? 1) : 1;
    return [p.boxes[4 * i] * sx, p.boxes[4 * i + 1] * sy, p.boxes[4 * i + 2] * sx, p.boxes[4 * i + 3] * sy];
}
/** Strongest detection first, each taking the first free ground-truth box of its class it overlaps enough. */
function matchImage(p, truth, threshold) {
    const boxes = truth.boxes ?? [];
    const kept = p.labels.map((_, i) => i).filter(i => p.scores[i] >= threshold);
    kept.sort((a, b) => p.scores[b] - p.scores[a] || a - b);
    const used = boxes.map(() => false);
    let matched = 0;
    for (const i of kept) {
        const box = boxOf(p, i, truth);
        const j = boxes.findIndex((g, k) => !used[k] && g.cls === p.labels[i] && iou(box, [g.x1, g.y1, g.x2, g.y2]) >= IOU_THRESHOLD);
        if (j < 0)
            continue;
        used[j] = true;
        matched++;
    }
    return { matched, missed: boxes.length - matched, falsePositives: kept.length - matched };
}
/**
 * One image judged as a whole, for the paired before/after comparison: right when every ground-truth
 * box is found and nothing else is detected.
 */
function imageRight(p, truth, threshold) {
    const m = matchImage(p, truth, threshold);
    return m.missed === 0 && m.falsePositives === 0;
}
/** All-point interpolated AP from (score, isTruePositive) pairs and the number of ground-truth boxes. */
function averagePrecision(scores, tp, positives) {
    if (positives === 0)
        return NaN;
    const order = Array.from({ length: scores.length }, (_, i) => i).sort((a, b) => scores[b] - scores[a] || tp[a] - tp[b] || a - b);
    const precision = new Float64Array(order.length);
    const recall = new Float64Array(order.length);
    let hits = 0;
    order.forEach((i, rank) => {
        hits += tp[i];
        precision[rank] = hits / (rank + 1);
        recall[rank] = hits / positives;
    });
    for (let r = order.length - 2; r >= 0; r--)
        precision[r] = Math.max(precision[r], precision[r + 1]);
    let ap = 0;
    let previous = 0;
    for (let r = 0; r < order.length; r++) {
        if (recall[r] > previous) {
            ap += (recall[r] - previous) * precision[r];
            previous = recall[r];
        }
    }
    return ap;
}
class DetectionEvaluator {
    gt;
    registry;
    threshold;
    classes = new Map();
    evaluated = 0;
    constructor(gt, registry, scoreThreshold) {
        this.gt = gt;
        this.registry = registry;
        this.threshold = scoreThreshold;
    }
    state(id) {
        let s = this.classes.get(id);
        if (!s) {
            s = { positives: 0, scores: new _bounded_js__WEBPACK_IMPORTED_MODULE_0__/* .FloatColumn */ .x9(), tp: new _bounded_js__WEBPACK_IMPORTED_MODULE_0__/* .FloatColumn */ .x9(), tpAbove: 0, fpAbove: 0 };
            this.classes.set(id, s);
        }
        return s;
    }
    add(key, record, p) {
        if (record !== 0)
            return;
        const truth = this.gt.byKey.get(key);
        if (!truth?.boxes)
            return;
        this.evaluated++;
        const gtByClass = new Map();
        for (const b of truth.boxes) {
            this.state(b.cls).positives++;
            const list = gtByClass.get(b.cls) ?? [];
            list.push(b);
            gtByClass.set(b.cls, list);
        }
        const order = p.labels.map((_, i) => i).sort((a, b) => p.scores[b] - p.scores[a] || a - b);
        const taken = new Map();
        for (const i of order) {
            const cls = p.labels[i];
            const score = p.scores[i];
            if (!Number.isFinite(score))
                continue;
            const box = boxOf(p, i, truth);
            const candidates = gtByClass.get(cls) ?? [];
            const used = taken.get(cls) ?? candidates.map(() => false);
            taken.set(cls, used);
            let best = -1;
            let bestIou = 0;
            candidates.forEach((g, j) => {
                const o = iou(box, [g.x1, g.y1, g.x2, g.y2]);
                if (o > bestIou) {
                    bestIou = o;
                    best = j;
                }
            });
            const hit = best >= 0 && bestIou >= IOU_THRESHOLD && !used[best];
            if (hit)
                used[best] = true;
            const s = this.state(cls);
            s.scores.push(score);
            s.tp.push(hit ? 1 : 0);
            if (score >= this.threshold) {
                if (hit)
                    s.tpAbove++;
                else
                    s.fpAbove++;
            }
        }
    }
    result() {
        let tp = 0;
        let fp = 0;
        let positives = 0;
        const aps = [];
        const perClass = [];
        // Classes in one order, not the order outputs were read in: the mean's sum comes out the same.
        const ids = [...this.classes.keys()].sort((a, b) => this.registry.compare(a, b));
        for (const id of ids) {
            const s = this.classes.get(id);
            const ap = averagePrecision(s.scores.view(), s.tp.view(), s.positives);
            if (s.positives > 0)
                aps.push(ap);
            tp += s.tpAbove;
            fp += s.fpAbove;
            positives += s.positives;
            const detections = s.tpAbove + s.fpAbove;
            const index = this.registry.indexOf(id);
            perClass.push({
                id,
                ...(index !== undefined ? { index } : {}),
                label: this.registry.nameOf(id),
                groundTruth: s.positives,
                detections,
                truePositives: s.tpAbove,
                falsePositives: s.fpAbove,
                precision: detections ? s.tpAbove / detections : null,
                recall: s.positives ? s.tpAbove / s.positives : null,
                ap: s.positives ? ap : null
            });
        }
        perClass.sort((a, b) => (a.ap ?? 2) - (b.ap ?? 2) || b.groundTruth - a.groundTruth || this.registry.compare(a.id, b.id));
        return {
            kind: 'detection',
            source: this.gt.source,
            groundTruthLines: this.gt.lines,
            iouThreshold: IOU_THRESHOLD,
            scoreThreshold: this.threshold,
            evaluated: this.evaluated,
            missing: [...this.gt.byKey.values()].filter(e => e.boxes).length - this.evaluated,
            notAnInput: this.gt.notAnInput,
            precision: tp + fp ? tp / (tp + fp) : null,
            recall: positives ? tp / positives : null,
            map: aps.length ? aps.reduce((a, b) => a + b, 0) / aps.length : null,
            perClass: perClass.map(({ id: _id, ...rest }) => rest)
        };
    }
}


/***/ }),

/***/ 75265:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ formatFraction),
/* harmony export */   u: () => (/* binding */ evaluateGates)
/* harmony export */ });
function formatFraction(x) {
    return Number.isInteger(x) ? String(x) : x.toFixed(4).replace(/0+$/, '');
}
function evaluateGates(report, m) {
    const results = [];
    if (report.minAccuracy !== undefined) {
        results.push(atLeast('min-accuracy', report.minAccuracy, m.accuracy, m.accuracyDetail, {
            missing: `${m.accuracyName} could not be measured (${m.accuracyMissing ?? 'no ground truth'})`,
            meets: m.accuracyName,
            below: m.accuracyName
        }));
    }
    if (report.minAgreement !== undefined) {
        results.push(atLeast('min-agreement', report.minAgreement, m.agreement, m.agreementDetail, {
            missing: `agreement with the baseline could not be measured (${m.agreementMissing ?? 'no baseline'})`,
            meets: 'top-1 agreement',
            below: 'top-1 agreement with the baseline'
        }));
    }
    if (report.maxFailedObjects !== undefined) {
        const t = report.maxFailedObjects;
        const passed = m.failedObjects <= t;
        results.push({
            gate: 'max-failed-objects',
            threshold: t,
            measured: m.failedObjects,
            passed,
            message: passed
                ? `max-failed-objects: ${m.failedObjects} of ${m.objectsTotal} objects failed, within ${t}`
                : `max-failed-objects: ${m.failedObjects} of ${m.objectsTotal} objects failed (no output), more than the allowed ${t}`
        });
    }
    return results;
}
/** A gate on a figure that must reach a threshold; `says` words the message when it is missing, meets or falls below. */
function atLeast(gate, threshold, measured, detail, says) {
    const t = formatFraction(threshold);
    if (measured === undefined || Number.isNaN(measured)) {
        return {
            gate,
            threshold,
            measured: null,
            passed: false,
            message: `${gate}: ${says.missing}, so it cannot meet ${t}`
        };
    }
    const passed = measured >= threshold;
    const value = `${formatFraction(measured)}${detail ? ` (${detail})` : ''}`;
    return {
        gate,
        threshold,
        measured,
        passed,
        message: passed
            ? `${gate}: ${says.meets} ${value} meets ${t}`
            : `${gate}: ${says.below} ${value} is below the threshold ${t}`
    };
}


/***/ }),

/***/ 36668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ LEFT_BY_EARLIER_RUN),
  T: () => (/* binding */ originsOf)
});

;// CONCATENATED MODULE: ./src/contract/written-by-job.ts
// Which outputs at output-path a transform job wrote. SageMaker uploads an object's `.out` when that
// object is done and leaves whatever an earlier run put at the same path, so an output is this job's
// only when S3 last modified it at or after the job's CreationTime. Both times come from AWS's clock
// (S3's LastModified, DescribeTransformJob's CreationTime), never from the runner's.
const SECOND_MS = 1000;
/**
 * Whether an output last modified at `lastModified` was written by the job created at
 * `jobCreationTime`. S3 gives LastModified in whole seconds and SageMaker gives CreationTime to the
 * millisecond, so the creation time is compared at S3's precision: an output written in the second
 * the job was created counts as the job's.
 */
function writtenByJob(lastModified, jobCreationTime) {
    const created = Math.floor(jobCreationTime.getTime() / SECOND_MS) * SECOND_MS;
    return lastModified.getTime() >= created;
}

;// CONCATENATED MODULE: ./src/results/read/output-origins.ts

/** The failure reason of an input whose only `.out` an earlier run left. */
const LEFT_BY_EARLIER_RUN = 'no output from this job (the `.out` at output-path was left by an earlier run)';
/**
 * The origin rule of one run. This job's outputs: in local mode the ones its engine wrote, on SageMaker
 * the ones S3 last modified at or after the job's CreationTime; with neither known, every output.
 * `rerun` names (output names) the inputs this run re-ran; the other inputs' outputs are kept, whenever
 * they were written.
 */
function originsOf(outcome, rerun) {
    const written = outcome.outputsWritten;
    const created = outcome.createdAt;
    const own = (o) => written
        ? written.has(o.key)
        : !created || o.lastModified === undefined || writtenByJob(o.lastModified, created);
    const rerunNames = rerun ? new Set(rerun.names) : undefined;
    // An input the job was not given is never its own, even where an output was put there (a cache's
    // placement) in the second the job was created.
    return (o, name) => (rerunNames && !rerunNames.has(name) ? 'kept' : own(o) ? 'written' : 'earlier');
}


/***/ }),

/***/ 42311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ jobInfo),
/* harmony export */   j: () => (/* binding */ rerunInfo)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36188);

/** The money for instance time at an hourly price. */
function costOf(instanceSeconds, pricePerHour) {
    return (pricePerHour * instanceSeconds) / 3600;
}
/**
 * `rerun: failed` over `transformed` of `total` objects: what skipping the others saved, estimated as this
 * run's instance-seconds per transformed object x the objects skipped. The run's start-up time is
 * spread over its objects, so for a small rerun the figure leans high.
 */
function rerunInfo(job, transformed, total) {
    const info = { objects: transformed, of: total };
    if (job.instanceSeconds === undefined || transformed === 0)
        return info;
    const saved = (job.instanceSeconds * (total - transformed)) / transformed;
    info.savedInstanceSeconds = saved;
    if (job.pricePerHour !== undefined)
        info.savedCost = costOf(saved, job.pricePerHour);
    return info;
}
function jobInfo(spec, outcome) {
    const started = outcome.startedAt;
    const ended = outcome.endedAt;
    const durationSeconds = started && ended ? Math.max(0, (ended.getTime() - started.getTime()) / 1000) : undefined;
    // Runner time in local mode is billed by nobody: no money for it. A price given wins over one found.
    const given = spec.report.pricePerHour;
    const price = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .isLocal */ .IX)(spec) ? undefined : typeof given === 'number' ? given : outcome.pricePerHour;
    const instanceSeconds = durationSeconds !== undefined ? spec.resources.instanceCount * durationSeconds : undefined;
    return {
        name: outcome.jobName,
        status: outcome.status,
        ...(outcome.failureReason ? { failureReason: outcome.failureReason } : {}),
        mode: spec.control.mode,
        instanceType: spec.resources.instanceType,
        instanceCount: spec.resources.instanceCount,
        ...(started ? { startedAt: started.toISOString() } : {}),
        ...(ended ? { endedAt: ended.toISOString() } : {}),
        ...(durationSeconds !== undefined ? { durationSeconds, instanceSeconds } : {}),
        ...(price !== undefined ? { pricePerHour: price } : {}),
        ...(price !== undefined && instanceSeconds !== undefined
            ? { estimatedCost: costOf(instanceSeconds, price) }
            : {}),
        ...(outcome.stoppedEarly ? { stoppedEarly: stopInfo(outcome.stoppedEarly) } : {})
    };
}
/** A stop for a verdict, for `_summary.json`: when the verdict was certain, when the stop was sent. */
function stopInfo(order) {
    const { limit, reason, decidedAt, decidedBy, sentAt, costAfterVerdict } = order;
    const iso = (ms) => new Date(ms).toISOString();
    return {
        limit,
        reason,
        ...(decidedAt !== undefined ? { decidedAt: iso(decidedAt) } : {}),
        ...(decidedBy !== undefined ? { decidedBy } : {}),
        ...(sentAt !== undefined ? { stopSentAt: iso(sentAt) } : {}),
        ...(sentAt !== undefined && decidedAt !== undefined
            ? { secondsAfterVerdict: Math.max(0, sentAt - decidedAt) / 1000 }
            : {}),
        ...(costAfterVerdict !== undefined ? { costAfterVerdict } : {})
    };
}


/***/ }),

/***/ 2249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BI: () => (/* binding */ DetectionSummarizer),
/* harmony export */   vc: () => (/* binding */ labelsAbove),
/* harmony export */   yg: () => (/* binding */ ClassificationSummarizer)
/* harmony export */ });
/* harmony import */ var _bounded_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88083);
// Running summaries of predictions: class counts and confidences for classifiers, per-class detections
// above the score threshold for detectors. Each keeps O(classes) state plus one float per record.

const LOWEST_EXAMPLES = 10;
const CONFIDENCE_BINS = 10;
function classCounts(counts, registry) {
    let total = 0;
    for (const c of counts.values())
        total += c;
    return [...counts.entries()]
        .sort((a, b) => b[1] - a[1] || registry.compare(a[0], b[0]))
        .map(([id, count]) => ({
        ...(registry.indexOf(id) !== undefined ? { index: registry.indexOf(id) } : {}),
        label: registry.nameOf(id),
        count,
        share: total ? count / total : 0
    }));
}
/** The value at fraction `q` of sorted `values` (linear interpolation between neighbours). */
function quantile(sorted, q) {
    if (sorted.length === 0)
        return NaN;
    const pos = (sorted.length - 1) * q;
    const lo = Math.floor(pos);
    const hi = Math.ceil(pos);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}
function confidenceStats(values) {
    if (values.length === 0)
        return undefined;
    const sorted = Float64Array.from(values).sort();
    let sum = 0;
    for (const v of sorted)
        sum += v;
    const min = sorted[0];
    const max = sorted[sorted.length - 1];
    // Probabilities go in tenths of [0, 1]; anything else (logits, scores) in tenths of its own range.
    const lo = min >= 0 && max <= 1 ? 0 : min;
    const hi = min >= 0 && max <= 1 ? 1 : max === min ? min + 1 : max;
    const width = (hi - lo) / CONFIDENCE_BINS;
    const histogram = Array.from({ length: CONFIDENCE_BINS }, (_, i) => ({
        from: round6(lo + i * width),
        to: round6(lo + (i + 1) * width),
        count: 0
    }));
    for (const v of sorted) {
        const bin = Math.min(CONFIDENCE_BINS - 1, Math.max(0, Math.floor((v - lo) / width)));
        histogram[bin].count++;
    }
    return {
        count: sorted.length,
        mean: sum / sorted.length,
        median: quantile(sorted, 0.5),
        p10: quantile(sorted, 0.1),
        min,
        max,
        histogram
    };
}
function round6(x) {
    return Math.round(x * 1e6) / 1e6;
}
class ClassificationSummarizer {
    registry;
    counts = new Map();
    confidences = new _bounded_js__WEBPACK_IMPORTED_MODULE_0__/* .FloatColumn */ .x9();
    widths = new Set();
    lowest = new _bounded_js__WEBPACK_IMPORTED_MODULE_0__/* .SmallestK */ .N(LOWEST_EXAMPLES, (a, b) => a.confidence - b.confidence || (0,_bounded_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(a.key, b.key) || a.record - b.record);
    records = 0;
    constructor(registry) {
        this.registry = registry;
    }
    add(key, record, p) {
        this.records++;
        if (p.width)
            this.widths.add(p.width);
        if (p.classes.length === 0)
            return;
        const top = p.classes[0];
        this.counts.set(top, (this.counts.get(top) ?? 0) + 1);
        const confidence = p.scores[0];
        if (Number.isFinite(confidence)) {
            this.confidences.push(confidence);
            this.lowest.offer({ key, record, id: top, label: '', confidence });
        }
    }
    /** Top-1 class counts by id (for baseline deltas). */
    countsById() {
        return this.counts;
    }
    result() {
        return {
            records: this.records,
            distinctClasses: this.counts.size,
            classes: classCounts(this.counts, this.registry),
            confidence: confidenceStats(this.confidences.view()),
            lowest: this.lowest.values().map(({ key, record, id, confidence }) => ({
                key,
                record,
                label: this.registry.nameOf(id),
                confidence
            })),
            vectorWidths: [...this.widths].sort((a, b) => a - b)
        };
    }
}
/** Detections at or above `threshold` of one record, as class ids. */
function labelsAbove(p, threshold) {
    const out = [];
    for (let i = 0; i < p.labels.length; i++)
        if (p.scores[i] >= threshold)
            out.push(p.labels[i]);
    return out;
}
const BOX_BINS = 10;
class DetectionSummarizer {
    registry;
    threshold;
    counts = new Map();
    perObject = new Array(BOX_BINS + 1).fill(0);
    above = 0;
    total = 0;
    maxBoxes = 0;
    records = 0;
    constructor(registry, threshold) {
        this.registry = registry;
        this.threshold = threshold;
    }
    add(_key, _record, p) {
        this.records++;
        this.total += p.labels.length;
        const kept = labelsAbove(p, this.threshold);
        for (const id of kept)
            this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
        this.above += kept.length;
        this.maxBoxes = Math.max(this.maxBoxes, kept.length);
        this.perObject[Math.min(BOX_BINS, kept.length)]++;
    }
    countsById() {
        return this.counts;
    }
    result() {
        return {
            records: this.records,
            scoreThreshold: this.threshold,
            detectionsAboveThreshold: this.above,
            detectionsTotal: this.total,
            classes: classCounts(this.counts, this.registry),
            objectsWithNone: this.perObject[0],
            boxesPerObject: {
                mean: this.records ? this.above / this.records : 0,
                max: this.maxBoxes,
                histogram: this.perObject.map((objects, i) => ({
                    boxes: i === BOX_BINS ? `${BOX_BINS}+` : String(i),
                    objects
                }))
            }
        };
    }
}


/***/ }),

/***/ 56189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RU: () => (/* binding */ accuracyOf),
/* harmony export */   hb: () => (/* binding */ SUMMARY_SCHEMA),
/* harmony export */   pN: () => (/* binding */ SUMMARY_OBJECT_KEY)
/* harmony export */ });
const SUMMARY_SCHEMA = 'sagemaker-batch-transform/summary@1';
/** The summary's name beside the outputs; a later run's `baseline` reads it. */
const SUMMARY_OBJECT_KEY = '_summary.json';
/** The figure the `accuracy` output and the min-accuracy gate use. */
function accuracyOf(s) {
    const e = s.evaluation;
    if (!e)
        return undefined;
    const v = e.kind === 'classification' ? e.top1Accuracy : e.map;
    return v === null || Number.isNaN(v) ? undefined : v;
}


/***/ }),

/***/ 22196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jb: () => (/* binding */ comparisonOf),
  SV: () => (/* binding */ evaluationOf),
  ED: () => (/* binding */ measuredOf),
  Ge: () => (/* binding */ readingNotes),
  YG: () => (/* binding */ summaryOf)
});

// UNUSED EXPORTS: byCount

// EXTERNAL MODULE: ./src/results/summary/run-summary.ts
var run_summary = __webpack_require__(56189);
;// CONCATENATED MODULE: ./src/results/baseline/baseline-figures.ts

/** Signs that the baseline folder mixes runs: its summary counted other outputs than the folder holds. */
function baselineProblems(source, outputs) {
    const problems = [...source.problems];
    const counted = source.summary?.objects.withOutput;
    if (counted !== undefined && counted !== outputs) {
        problems.push(`${source.folder} holds ${outputs} outputs but its ${run_summary/* SUMMARY_OBJECT_KEY */.pN} counted ${counted}: ` +
            'it may mix outputs of several runs. Write each run to its own output-path and point to the ' +
            'latest with baseline-pointer');
    }
    return problems;
}
/** Same figures, whichever way they were obtained (classification counts, or mAP to 1e-9). */
function sameFigures(a, b) {
    if (a.kind === 'classification' && b.kind === 'classification')
        return a.top1Correct === b.top1Correct && a.evaluated === b.evaluated;
    if (a.kind === 'detection' && b.kind === 'detection')
        return a.evaluated === b.evaluated && Math.abs((a.map ?? -1) - (b.map ?? -1)) < 1e-9;
    return false;
}
/**
 * The baseline's own accuracy: from its `_summary.json` when that was measured on the same ground truth
 * and its outputs still give the same figures; otherwise recomputed from its outputs, saying why.
 */
function baselineFigures(source, recomputed, leftOut) {
    const stored = source.summary?.evaluation;
    if (!recomputed)
        return undefined; // no ground truth here: nothing to set beside this run's figures
    if (leftOut > 0) {
        return {
            source: 'recomputed',
            note: `recomputed from its outputs for this run's inputs only (${leftOut} of its objects left out)`,
            evaluation: recomputed
        };
    }
    if (!stored) {
        const why = source.summary
            ? `its ${run_summary/* SUMMARY_OBJECT_KEY */.pN} has no evaluation`
            : `it has no ${run_summary/* SUMMARY_OBJECT_KEY */.pN}`;
        return { source: 'recomputed', note: `recomputed from its outputs (${why})`, evaluation: recomputed };
    }
    if (stored.kind !== recomputed.kind || stored.source !== recomputed.source) {
        return {
            source: 'recomputed',
            note: 'recomputed from its outputs against this run’s ground truth (it was evaluated on another)',
            evaluation: recomputed
        };
    }
    if (!sameFigures(stored, recomputed)) {
        return {
            source: 'recomputed',
            note: `recomputed from its outputs: they no longer give the figures of its ${run_summary/* SUMMARY_OBJECT_KEY */.pN}`,
            evaluation: recomputed
        };
    }
    return { source: 'summary', evaluation: stored };
}

// EXTERNAL MODULE: ./src/results/summary/job-info.ts
var job_info = __webpack_require__(42311);
;// CONCATENATED MODULE: ./src/results/summary/summary-from-reading.ts



/**
 * Counts by name, most first and then by name: an order that does not depend on the order outputs were
 * read in (read as they land, or replayed from the cache's readings).
 */
function byCount(counts) {
    const entries = Object.entries(counts);
    entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return Object.fromEntries(entries);
}
function describeFormat(requested, c, kind) {
    const shapes = Object.entries(byCount(c.shapes)).map(([s, n]) => `${s} (${n})`);
    const framings = Object.entries(byCount(c.framings)).map(([f, n]) => `${f} (${n})`);
    const what = kind === 'none' ? 'no recognised predictions' : kind;
    const lead = requested === 'auto' ? `auto -> ${what}` : `${requested} -> ${what}`;
    return `${lead}${shapes.length ? `; records: ${shapes.join(', ')}` : ''}${framings.length ? `; objects: ${framings.join(', ')}` : ''}`;
}
function evaluationOf(kind, tally, truth, note) {
    // A ground truth that matched no input still evaluates (to nothing); its reason stays for the gates.
    const why = truth.missing ? { missing: truth.missing } : {};
    if (kind === 'classification' && tally.classEval)
        return { value: tally.classEval.result(), ...why };
    if (kind === 'detection' && tally.detEval)
        return { value: tally.detEval.result(), ...why };
    if (!truth.value)
        return why;
    const missing = `the ground truth is for ${truth.value.kind} but the predictions are ${kind === 'none' ? 'not recognised' : kind}`;
    note(`Evaluation skipped: ${missing}.`);
    return { missing };
}
function comparisonOf(kind, tally, opened, note) {
    const b = opened.value;
    if (!b || kind === 'none')
        return { missing: opened.missing };
    if (b.comparer.kind !== kind) {
        const missing = `the baseline holds ${b.comparer.kind} predictions, this run ${kind}`;
        note(`Baseline comparison skipped: ${missing}.`);
        return { missing };
    }
    const counts = kind === 'classification' ? tally.classification.countsById() : tally.detection.countsById();
    const baseline = b.comparer.result(counts);
    for (const problem of baselineProblems(b.source, b.outputs))
        note(`Baseline: ${problem}.`);
    const figures = baselineFigures(b.source, b.comparer.evaluation, b.comparer.leftOut);
    if (figures)
        baseline.figures = figures;
    if (Object.keys(b.source.run).length)
        baseline.run = b.source.run;
    return { value: baseline };
}
/** What the records alone suggest: a label map for ImageNet-sized score vectors. */
function labelMapHint(labels, cs) {
    if (labels)
        return undefined;
    if (cs?.vectorWidths.includes(1001))
        return 'Records have 1001 scores: set `label-map: imagenet-1001` to name ImageNet classes (index 0 = background).';
    if (cs?.vectorWidths.includes(1000))
        return 'Records have 1000 scores: set `label-map: imagenet-1000` to name ImageNet classes.';
    return undefined;
}
/** What the outputs read and the job's end tell the reader of the summary. */
function readingNotes(labels, classification, collected, outcome) {
    const notes = [];
    const hint = labelMapHint(labels, classification);
    if (hint)
        notes.push(hint);
    if (collected.objectsTotal === 0)
        notes.push('No input objects were found.');
    if (outcome.stoppedEarly)
        notes.push(`The action ${outcome.stoppedEarly.reason}. This report stands on the ${collected.written} outputs ` +
            'read before the stop: the inputs the job did not reach count as failed.');
    else if (outcome.status === 'Stopped')
        notes.push(`The job was stopped before it completed: ${collected.written} of its outputs were found at output-path ` +
            '(SageMaker documents that it keeps no output of a stopped job, so there may be none).');
    return notes;
}
function summaryOf(p) {
    const { spec, collected: c, tally, kind } = p;
    const requested = spec.report.outputFormat;
    const { classification: cs, detection: ds } = p;
    return {
        schema: run_summary/* SUMMARY_SCHEMA */.hb,
        job: (0,job_info/* jobInfo */.e)(spec, p.outcome),
        data: { uri: spec.data.uri, type: spec.data.type },
        outputPath: p.outputPath,
        format: {
            requested,
            kind,
            chosen: describeFormat(requested, c, kind),
            framings: byCount(c.framings),
            shapes: byCount(c.shapes),
            ...(p.labels ? { labelMap: p.labels.source } : {})
        },
        objects: {
            total: c.objectsTotal,
            withOutput: c.withOutput,
            written: c.written,
            kept: c.kept,
            leftByEarlierRun: c.leftByEarlierRun.count,
            failed: c.failed.count,
            unreadable: c.unreadable.count,
            orphanOutputs: c.orphanOutputs.count,
            bytes: c.bytes
        },
        records: tally.classification.records + tally.detection.records,
        unrecognisedRecords: tally.unrecognised,
        failedObjects: c.failed.examples,
        unreadableObjects: c.unreadable.examples,
        unrecognisedExamples: c.unrecognised.examples,
        orphanOutputs: c.orphanOutputs.examples,
        ...(cs ? { classification: cs } : {}),
        ...(ds ? { detection: ds } : {}),
        ...(p.evaluation ? { evaluation: p.evaluation } : {}),
        ...(p.baseline ? { baseline: p.baseline } : {}),
        gates: [],
        notes: p.notes
    };
}
function measuredOf(s, accuracyMissing, agreementMissing) {
    const e = s.evaluation;
    const accuracy = (0,run_summary/* accuracyOf */.RU)(s);
    const b = s.baseline;
    return {
        accuracy,
        accuracyName: e?.kind === 'detection' ? 'mAP@0.5' : 'top-1 accuracy',
        ...(e?.kind === 'classification' ? { accuracyDetail: `${e.top1Correct} of ${e.evaluated}` } : {}),
        ...(accuracy === undefined ? { accuracyMissing: accuracyMissing ?? 'nothing was evaluated' } : {}),
        ...(b && !Number.isNaN(b.agreement)
            ? { agreement: b.agreement, agreementDetail: `${b.agreed} of ${b.compared}` }
            : { agreementMissing: agreementMissing ?? 'no records in common with the baseline' }),
        failedObjects: s.objects.failed,
        objectsTotal: s.objects.total
    };
}


/***/ }),

/***/ 82970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ describeSkipped),
/* harmony export */   cJ: () => (/* binding */ ignoresCase),
/* harmony export */   lZ: () => (/* binding */ FsStore)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var _uri_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(77195);
// A directory on the runner as an ObjectStore.








/**
 * A directory on the runner, addressed by `/`-separated keys. Its objects are the regular files in it:
 * a FIFO, socket or device would block or never end a read, and a symbolic link counts only when it
 * leads to a regular file inside the folder. Whatever a listing passes over is kept in `skipped`.
 * A file is written under a partial name beside it and renamed once complete, so a write cut short
 * (the process killed) leaves no file under the key; listings pass over partial names.
 */
class FsStore {
    root;
    skipped = new Map();
    realRoot;
    constructor(root) {
        this.root = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(root.startsWith('file://') ? (0,node_url__WEBPACK_IMPORTED_MODULE_6__.fileURLToPath)(root) : root);
    }
    uriOf(key) {
        // A key without `.`, `..` or empty segments needs no normalising (on POSIX): the common case.
        if ((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep) === '/' && key !== '' && !/^[./]|\/\/|\/\.|\/$/.test(key))
            return this.root === '/' ? `/${key}` : `${this.root}/${key}`;
        return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(this.root, ...key.split('/'));
    }
    keyOf(uri) {
        if ((0,_uri_js__WEBPACK_IMPORTED_MODULE_7__/* .isS3Uri */ .tL)(uri))
            return undefined;
        const rel = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(this.root, (0,_uri_js__WEBPACK_IMPORTED_MODULE_7__/* .localPath */ .$S)(uri));
        if (rel.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(rel))
            return undefined;
        return rel.split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)).join('/');
    }
    list(prefix) {
        // Walk only the deepest directory the prefix names, then filter by the remaining part.
        const cut = prefix.lastIndexOf('/');
        const dirKey = cut >= 0 ? prefix.slice(0, cut) : '';
        return this.walk(dirKey, prefix);
    }
    async *walk(dirKey, prefix) {
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(dirKey ? this.uriOf(dirKey) : this.root, { withFileTypes: true });
        }
        catch (err) {
            if (err.code === 'ENOENT' ||
                err.code === 'ENOTDIR')
                return;
            throw err;
        }
        const names = entries.sort((a, b) => (0,_uri_js__WEBPACK_IMPORTED_MODULE_7__/* .compareKeys */ .YD)(a.name, b.name));
        // Files are sized a run at a time (links checked in parallel) and yielded from here: a generator in
        // between would cost every file a few promises more.
        let run = [];
        for (const e of names) {
            const key = dirKey ? `${dirKey}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (!key.startsWith(prefix) && !prefix.startsWith(`${key}/`))
                    continue;
                for (const o of await this.sized(run))
                    yield o;
                run = [];
                yield* this.walk(key, prefix);
                continue;
            }
            if (!key.startsWith(prefix) || isPartialName(e.name))
                continue;
            if (e.isFIFO() || e.isSocket() || e.isBlockDevice() || e.isCharacterDevice()) {
                this.skipped.set(key, kindOf(e));
                continue;
            }
            // Some file systems do not tell the type in a listing: stat decides for those.
            run.push({ key, link: !e.isFile() });
            if (run.length < STAT_BATCH)
                continue;
            for (const o of await this.sized(run))
                yield o;
            run = [];
        }
        for (const o of await this.sized(run))
            yield o;
    }
    /** The regular files of a run with their sizes, in order; the rest are noted in `skipped`. */
    async sized(run) {
        const sizes = run.map(f => this.regularFile(f.key, f.link));
        const links = sizes.some(s => s instanceof Promise);
        const known = links ? await Promise.all(sizes) : sizes;
        const out = [];
        for (let i = 0; i < run.length; i++)
            if (known[i] !== undefined)
                out.push({ key: run[i].key, size: known[i] });
        return out;
    }
    /**
     * The size of a regular file (or a link to one inside the folder); undefined, and noted, otherwise.
     * Only a link needs a wait (to see where it leads).
     */
    regularFile(key, link) {
        const file = this.uriOf(key);
        // A blocking stat: a few microseconds, where a trip through the thread pool costs ten times that.
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file);
        }
        catch {
            st = undefined;
        }
        if (!st?.isFile()) {
            const what = st ? kindOf(st) : 'nothing';
            this.skipped.set(key, link ? `a symbolic link to ${what.replace(/^not /, 'something not ')}` : what);
            return undefined;
        }
        return link ? this.insideLink(key, file, st.size) : st.size;
    }
    /** `size` when the link at `file` leads inside the folder; undefined, and noted, otherwise. */
    async insideLink(key, file, size) {
        const root = await (this.realRoot ??= (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(this.root)
            .catch(() => this.root)
            .then(r => (r.endsWith((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)) ? r : `${r}${(node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)}`)));
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(file)).startsWith(root)) {
            this.skipped.set(key, 'a symbolic link to a file outside the folder');
            return undefined;
        }
        return size;
    }
    async get(key) {
        const file = this.uriOf(key);
        // Opened without blocking and checked on the open file: a FIFO would otherwise wait for a writer
        // forever, and whatever the name held before the check cannot be swapped in after it.
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        const st = await handle.stat().catch(async (err) => {
            await handle.close();
            throw err;
        });
        if (!st.isFile()) {
            await handle.close();
            throw new Error(`${file} is ${kindOf(st)}, not a regular file`);
        }
        // 256 KB reads: a quarter of the per-read cost of the 64 KB default, still small per open file.
        return handle.createReadStream({ highWaterMark: 256 * 1024 });
    }
    /**
     * Small files are read with blocking calls: open, read and close cost less than three trips through
     * the thread pool, and the size bounds how long the event loop waits. Opened without blocking. When
     * the file still holds the `size` a listing gave (one read asks for a byte more and gets exactly that
     * many), that read is all; otherwise it is checked on the open file, as `get` does.
     */
    async readSmall(key, maxBytes, size) {
        const file = this.uriOf(key);
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        try {
            return ((size !== undefined && size <= maxBytes && readListed(fd, size)) || readChecked(fd, file, maxBytes));
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    async put(key, body) {
        const file = this.uriOf(key);
        const dir = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file);
        // Each directory is made once per store: a data plane writes thousands of outputs into a few.
        if (!this.made.has(dir)) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir, { recursive: true });
            this.made.add(dir);
        }
        try {
            await this.write(file, body);
        }
        catch (err) {
            if (err.code !== 'ENOENT' || body instanceof node_stream__WEBPACK_IMPORTED_MODULE_4__.Readable)
                throw err;
            // The directory went away since it was made here: make it again, once.
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir, { recursive: true });
            await this.write(file, body);
        }
    }
    made = new Set();
    /** Writes `file` under its partial name, then renames it: the name holds a whole file or none. */
    async write(file, body) {
        const partial = partialName(file);
        try {
            // A small output is two blocking calls (write, rename): in the many-small-files benchmark the
            // write cost a third less CPU per file than the same through the thread pool.
            if (!(body instanceof node_stream__WEBPACK_IMPORTED_MODULE_4__.Readable) && body.length <= SMALL_WRITE) {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(partial, body);
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(partial, file);
            }
            if (body instanceof node_stream__WEBPACK_IMPORTED_MODULE_4__.Readable)
                await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_5__.pipeline)(body, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(partial));
            else
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(partial, body);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(partial, file);
        }
        catch (err) {
            rmQuietly(partial);
            throw err;
        }
    }
    /**
     * `ifNoneMatch`: the file is made only where none is (linked from its partial name: a link fails when
     * the name is taken). A folder has no ETags, so `ifMatch` cannot be checked: the file is written.
     */
    async putIf(key, body, condition) {
        if (!('ifNoneMatch' in condition))
            return this.put(key, body).then(() => true);
        const file = this.uriOf(key);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file), { recursive: true });
        const partial = partialName(file);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(partial, body);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.link)(partial, file);
            return true;
        }
        catch (err) {
            if (err.code === 'EEXIST')
                return false;
            throw err;
        }
        finally {
            rmQuietly(partial);
        }
    }
    /** A folder has no ETags: the bytes alone. */
    async readTagged(key, maxBytes) {
        try {
            const bytes = await this.readSmall(key, maxBytes);
            return bytes ? { bytes } : {};
        }
        catch (err) {
            if (err.code === 'ENOENT')
                return undefined;
            throw err;
        }
    }
    /** Removes the object, and what a write of it cut short left under its partial name. */
    async remove(key) {
        const file = this.uriOf(key);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(file, { force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partialName(file), { force: true });
    }
    async head(key) {
        return (await this.stat(key))?.size;
    }
    /** As a listing gives it: no time of writing (a folder's listing gives none either). */
    async stat(key) {
        try {
            const s = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(this.uriOf(key));
            return s.isFile() ? { key, size: s.size } : undefined;
        }
        catch {
            return undefined;
        }
    }
    async tail(key, bytes) {
        const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(this.uriOf(key), 'r');
        try {
            const size = (await file.stat()).size;
            const length = Math.min(bytes, size);
            const buffer = Buffer.alloc(length);
            await file.read(buffer, 0, length, size - length);
            return buffer;
        }
        finally {
            await file.close();
        }
    }
}
/** The whole file at `fd` when one read finds exactly `size` bytes in it; else undefined. */
function readListed(fd, size) {
    const buffer = Buffer.allocUnsafe(size + 1);
    let n;
    try {
        n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, size + 1, 0);
    }
    catch {
        // Not a regular file after all (a FIFO cannot be read at a position): the check says what it is.
        return undefined;
    }
    return n === size ? buffer.subarray(0, size) : undefined;
}
/** The whole file at `fd` when it is a regular file of at most `maxBytes`; undefined when larger. */
function readChecked(fd, file, maxBytes) {
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
    if (!st.isFile())
        throw new Error(`${file} is ${kindOf(st)}, not a regular file`);
    if (st.size > maxBytes)
        return undefined;
    const buffer = Buffer.allocUnsafe(st.size);
    let n = 0;
    for (let got = -1; n < st.size && got !== 0; n += got)
        got = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, n, st.size - n, n);
    return n === st.size ? buffer : buffer.subarray(0, n);
}
/**
 * Where `file` is written until complete: `.~<name>.partial` in its folder, or with a digest of the
 * name when that would be longer than a file name may be.
 */
function partialName(file) {
    const cut = file.lastIndexOf((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep));
    const base = file.slice(cut + 1);
    const name = Buffer.byteLength(base) <= NAME_MAX - PARTIAL_EXTRA
        ? base
        : (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(base).digest('hex').slice(0, 32);
    return `${file.slice(0, cut + 1)}.~${name}.partial`;
}
/** Whether a file name is a write in progress, or one cut short (never an object of the store). */
function isPartialName(name) {
    return name.startsWith('.~') && name.endsWith('.partial');
}
function rmQuietly(file) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(file);
    }
    catch {
        // Nothing was written there, or it is gone already.
    }
}
/** The longest file name most file systems take, in bytes, and what a partial name adds. */
const NAME_MAX = 255;
const PARTIAL_EXTRA = '.~.partial'.length;
const STAT_BATCH = 64;
/** Bodies up to this many bytes (or characters) are written with one blocking call. */
const SMALL_WRITE = 256 * 1024;
/** What a file that is not a regular file is, for the message that names it. */
function kindOf(e) {
    if (e.isDirectory())
        return 'a directory';
    if (e.isFIFO())
        return 'a FIFO';
    if (e.isSocket())
        return 'a socket';
    if (e.isBlockDevice())
        return 'a block device';
    if (e.isCharacterDevice())
        return 'a character device';
    return 'not a regular file';
}
/**
 * Whether file names at `dir` (or where it would be made) match ignoring case, as on macOS and Windows
 * by default. Read-only: the nearest existing folder whose name has letters is looked up with their
 * case swapped; with none to try, the platform's default is assumed.
 */
async function ignoresCase(dir) {
    let at = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(dir);
    for (;;) {
        const base = node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(at);
        const swapped = [...base].map(c => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
        const found = swapped !== base ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(at).catch(() => undefined) : undefined;
        if (found) {
            const other = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(at), swapped)).catch(() => undefined);
            return other !== undefined && other.ino === found.ino && other.dev === found.dev;
        }
        const parent = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(at);
        if (parent === at)
            return process.platform === 'darwin' || process.platform === 'win32';
        at = parent;
    }
}
/** `in/pipe (a FIFO), link (a symbolic link to a file outside the folder)`: what a listing skipped. */
function describeSkipped(skipped, max = 10) {
    const items = [...skipped]
        .sort(([a], [b]) => (0,_uri_js__WEBPACK_IMPORTED_MODULE_7__/* .compareKeys */ .YD)(a, b))
        .slice(0, max)
        .map(([key, what]) => `${key} (${what})`);
    const more = skipped.size > max ? ` and ${skipped.size - max} more` : '';
    return items.join(', ') + more;
}


/***/ }),

/***/ 93557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lo: () => (/* binding */ outputLocation),
/* harmony export */   M4: () => (/* binding */ readWholeFile),
/* harmony export */   NE: () => (/* binding */ openFolder),
/* harmony export */   cJ: () => (/* binding */ inputLocation),
/* harmony export */   jt: () => (/* binding */ openParent),
/* harmony export */   openOutputFolder: () => (/* binding */ openOutputFolder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _fs_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82970);
/* harmony import */ var _s3_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83055);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(76336);
/* harmony import */ var _uri_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77195);







/** A folder (`s3://b/prefix` or a directory) as a store whose keys are relative to it. */
function openFolder(uri, s3, input) {
    if ((0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .isS3Uri */ .tL)(uri)) {
        const loc = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(uri);
        if (!loc)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${input}: ${JSON.stringify(uri)} is not a valid S3 URI. Use s3://bucket/prefix.`);
        return new _s3_js__WEBPACK_IMPORTED_MODULE_4__/* .S3Store */ .sl(s3(), loc);
    }
    return new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ((0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .localPath */ .$S)(uri));
}
function openOutputFolder(uri, s3) {
    return { uri, store: openFolder(uri, s3, 'output-path') };
}
/** The folder holding a file and the file's key in it. */
function openParent(uri, s3, input) {
    if ((0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .isS3Uri */ .tL)(uri)) {
        const loc = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(uri);
        if (!loc || loc.key === '' || loc.key.endsWith('/')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${input}: ${JSON.stringify(uri)} does not name an S3 object. Use s3://bucket/key.`);
        }
        const cut = loc.key.lastIndexOf('/');
        return {
            store: new _s3_js__WEBPACK_IMPORTED_MODULE_4__/* .S3Store */ .sl(s3(), { bucket: loc.bucket, key: cut >= 0 ? loc.key.slice(0, cut) : '' }),
            key: cut >= 0 ? loc.key.slice(cut + 1) : loc.key
        };
    }
    const file = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .localPath */ .$S)(uri);
    return { store: new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file)), key: node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file) };
}
/** Reads a whole (small) file such as a manifest or a label map. */
async function readWholeFile(uri, s3, input) {
    const { store, key } = openParent(uri, s3, input);
    try {
        return await (0,_store_js__WEBPACK_IMPORTED_MODULE_6__/* .readAll */ .y)(await store.get(key));
    }
    catch (err) {
        const e = err;
        if (e.code === 'ENOENT' || e.name === 'NoSuchKey' || e.name === 'NotFound') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${input}: ${uri} does not exist. Check the path (and the bucket or folder it names).`);
        }
        throw err;
    }
}
/**
 * An input location: for S3 the bucket and the key prefix as written (`s3://b/in` also matches
 * `in-2/`, as S3 prefixes do); a local directory is a folder, a local file is that one object.
 */
async function inputLocation(uri, s3) {
    const loc = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(uri);
    if (loc)
        return { store: new _s3_js__WEBPACK_IMPORTED_MODULE_4__/* .S3Store */ .sl(s3(), { bucket: loc.bucket, key: '' }), prefix: loc.key };
    const full = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .localPath */ .$S)(uri);
    const isDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(full).then(s => s.isDirectory(), () => uri.endsWith('/'));
    if (isDir)
        return { store: new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ(full), prefix: '' };
    return { store: new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(full)), prefix: node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(full) };
}
/** An output location: `.out` keys go under it. */
function outputLocation(uri, s3) {
    const loc = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(uri);
    if (loc)
        return { store: new _s3_js__WEBPACK_IMPORTED_MODULE_4__/* .S3Store */ .sl(s3(), loc), prefix: '' };
    return { store: new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ((0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .localPath */ .$S)(uri)), prefix: '' };
}


/***/ }),

/***/ 76336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ readAll)
/* harmony export */ });
async function readAll(stream) {
    const chunks = [];
    for await (const chunk of stream)
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return Buffer.concat(chunks);
}


/***/ })

};
