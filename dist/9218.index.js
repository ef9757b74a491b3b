export const id = 9218;
export const ids = [9218];
export const modules = {

/***/ 68702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hy: () => (/* binding */ recordKey),
/* harmony export */   Ow: () => (/* binding */ localInputsKey),
/* harmony export */   RM: () => (/* binding */ recordsFolder),
/* harmony export */   Vb: () => (/* binding */ nameOf),
/* harmony export */   eG: () => (/* binding */ identityFileKey),
/* harmony export */   wY: () => (/* binding */ boundariesKey),
/* harmony export */   xX: () => (/* binding */ keptOutputKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Where things are in a cache (an S3 prefix or a folder), all under one version folder:
//   v1/<identity>/identity.json                  what went into the identity (written once)
//   v1/<identity>/outputs/<ab>/<content>.out     a kept output, named by its input's content
//   v1/<identity>/records/<time>-<job>-<rand>.json  one run's record: what it transformed, when, at what cost
//   v1/listings/<data>.json                      the last listing's key boundaries of an input prefix
//   v1/local-inputs/<folder>.json                size, mtime and sha256 of a runner folder's files
// Records are new objects only, never rewritten: two runs at once each add their own, and a reader
// takes the union.

const VERSION = 'v1';
/** A short, key-safe name for a text (a URI, a path, an input's content): 32 hex characters. */
function nameOf(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex').slice(0, 32);
}
function identityFileKey(identity) {
    return `${VERSION}/${identity}/identity.json`;
}
/** The kept output of an input whose content is `content` (hex). */
function keptOutputKey(identity, content) {
    return `${VERSION}/${identity}/outputs/${content.slice(0, 2)}/${content}.out`;
}
function recordsFolder(identity) {
    return `${VERSION}/${identity}/records/`;
}
/** A record's key: its time first, so a listing gives records oldest first. */
function recordKey(identity, at, job, unique) {
    const stamp = new Date(at).toISOString().replace(/[-:.]/g, '');
    return `${recordsFolder(identity)}${stamp}-${job.replace(/[^A-Za-z0-9-]/g, '-')}-${unique}.json`;
}
function boundariesKey(dataUri) {
    return `${VERSION}/listings/${nameOf(dataUri)}.json`;
}
function localInputsKey(folder) {
    return `${VERSION}/local-inputs/${nameOf(folder)}.json`;
}


/***/ }),

/***/ 94869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ placeObject)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4040);
/* harmony import */ var _storage_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76336);
// Puts an object from one store at a key of another, checked against the fingerprint it was recorded
// with: inside S3 a server-side copy (no byte through the runner) that S3 makes only while the source
// still has that ETag; anywhere else the bytes are read, their MD5 compared, and written. A fingerprint
// is an ETag as S3 gives it: for an object uploaded whole (outputs are), the quoted MD5 of its bytes.



const md5Of = (bytes) => `"${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('md5').update(bytes).digest('hex')}"`;
/**
 * Places `from` at `to`. Returns the placed object's fingerprint, or undefined when the source is
 * missing or not the one expected (then nothing is left at `to`).
 */
async function placeObject(from, to, opts = {}) {
    if (from.store instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .S3Store */ .sl && to.store instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .S3Store */ .sl) {
        const etag = await (0,_storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .copyObject */ .JH)(from.store.client, from.store.locationOf(from.key), to.store.locationOf(to.key), {
            ...(opts.expect ? { ifMatch: opts.expect } : {}),
            ...(opts.kmsKey ? { kmsKey: opts.kmsKey } : {})
        });
        if (etag === undefined)
            return undefined;
        // A store that ignores the copy's condition (some S3-compatible ones do) is caught here: an
        // unencrypted copy has its source's ETag.
        if (opts.expect && !opts.kmsKey && etag && etag !== opts.expect) {
            await (0,_storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .deleteObject */ .XR)(to.store.client, to.store.locationOf(to.key));
            return undefined;
        }
        return etag;
    }
    let bytes;
    try {
        bytes = await (0,_storage_store_js__WEBPACK_IMPORTED_MODULE_2__/* .readAll */ .y)(await from.store.get(from.key));
    }
    catch (err) {
        const e = err;
        if (e.code === 'ENOENT' || e.name === 'NoSuchKey' || e.name === 'NotFound')
            return undefined;
        throw err;
    }
    const fingerprint = md5Of(bytes);
    if (opts.expect && fingerprint !== opts.expect)
        return undefined;
    await to.store.put(to.key, bytes);
    return fingerprint;
}


/***/ }),

/***/ 59218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reuseKept: () => (/* binding */ reuseKept)
/* harmony export */ });
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34882);
/* harmony import */ var _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4040);
/* harmony import */ var _results_pool_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9722);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68702);
/* harmony import */ var _place_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94869);





/** Copies at once: server-side copies are light; local files are read and written. */
const concurrencyFor = (a, b) => a instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .S3Store */ .sl && b instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .S3Store */ .sl ? 64 : 8;
async function reuseKept(p) {
    const placed = new Set();
    const bySource = new Map();
    let stale = 0;
    const candidates = p.positions.filter(i => {
        const content = p.contents.get(i);
        return (content !== undefined &&
            p.kept.byContent.has(content) &&
            (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .outputKey */ .zi)(p.inputs.nameAt(i), p.inputs.outputs).key);
    });
    await (0,_results_pool_js__WEBPACK_IMPORTED_MODULE_4__/* .forEachLimited */ .v)(candidates, concurrencyFor(p.cache, p.outputs), async (i) => {
        if (p.signal?.aborted)
            return;
        const content = p.contents.get(i);
        const kept = p.kept.byContent.get(content);
        const to = (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .outputKey */ .zi)(p.inputs.nameAt(i), p.inputs.outputs).key;
        const fingerprint = await (0,_place_js__WEBPACK_IMPORTED_MODULE_3__/* .placeObject */ .l)({ store: p.cache, key: (0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .keptOutputKey */ .xX)(p.identity, content) }, { store: p.outputs, key: to }, { expect: kept.fingerprint, ...(p.kmsKey ? { kmsKey: p.kmsKey } : {}) });
        if (fingerprint === undefined)
            return void stale++;
        placed.add(i);
        bySource.set(kept.source, (bySource.get(kept.source) ?? 0) + 1);
    });
    if (p.signal?.aborted)
        throw new Error('cancelled while placing kept outputs');
    const hits = [];
    const misses = [];
    for (const i of p.positions)
        (placed.has(i) ? hits : misses).push(i);
    return { hits, misses, stale, bySource };
}


/***/ }),

/***/ 9722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ SlotLimiter),
/* harmony export */   v: () => (/* binding */ forEachLimited)
/* harmony export */ });
// Runs an async function over a stream of items with at most `limit` in flight.
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


/***/ })

};
