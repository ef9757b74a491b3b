export const id = 9218;
export const ids = [9218];
export const modules = {

/***/ 94869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ preconditionHonoured),
/* harmony export */   l: () => (/* binding */ placeObject)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69279);
/* harmony import */ var _storage_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76336);
// Puts an object from one store at a key of another, checked against the fingerprint it was recorded
// with: inside S3 a server-side copy (no byte through the runner) that S3 makes only while the source
// still has that ETag (`x-amz-copy-source-if-match`: S3's own proof, which holds for SSE-KMS objects,
// whose ETags are no MD5 and change with every write); anywhere else the bytes are read, their MD5
// compared, and written. A fingerprint is an ETag as the store gives it (or the quoted MD5 of the bytes
// where the bytes passed through the runner). Copies in S3 carry output-kms-key when it is set.



const md5Of = (bytes) => `"${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('md5').update(bytes).digest('hex')}"`;
/** Both ends in S3: a server-side copy. */
const inS3 = (from, to) => from.store instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .S3Store */ .sl && to.store instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .S3Store */ .sl;
/**
 * The one probe a run makes: whether copies from `from`'s store to `to`'s are refused when their
 * condition fails (false when not, or when the probe could not tell). Only for S3 to S3.
 */
async function preconditionHonoured(from, to) {
    if (!(from.store instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .S3Store */ .sl) || !(to.store instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .S3Store */ .sl))
        return false;
    const found = await (0,_storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .copyPreconditionHonoured */ .EK)(to.store.client, from.store.locationOf(from.key), to.store.locationOf(to.key)).catch(() => undefined);
    return found === true;
}
/**
 * Places `from` at `to`. Returns the placed object's fingerprint, or undefined when the source is
 * missing or not the one expected (then nothing is left at `to`).
 */
async function placeObject(from, to, opts = {}) {
    if (inS3(from, to)) {
        const source = from.store;
        const target = to.store;
        const etag = await (0,_storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .copyObject */ .JH)(source.client, source.locationOf(from.key), target.locationOf(to.key), {
            ...(opts.expect ? { ifMatch: opts.expect } : {}),
            ...(opts.kmsKey ? { kmsKey: opts.kmsKey } : {})
        });
        if (etag === undefined)
            return undefined;
        // A store that ignores the copy's condition is checked the old way: a copy has its source's ETag.
        if (opts.expect && !opts.honoured && etag && etag !== opts.expect) {
            await (0,_storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .deleteObject */ .XR)(target.client, target.locationOf(to.key));
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _storage_s3_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69279);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(59537);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68702);
/* harmony import */ var _place_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(94869);






/** Copies at once: server-side copies are light; local files are read and written. */
const concurrencyFor = (a, b) => a instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_2__/* .S3Store */ .sl && b instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_2__/* .S3Store */ .sl ? 64 : 8;
async function reuseKept(p) {
    const placed = new Set();
    const bySource = new Map();
    let stale = 0;
    let failed = 0;
    let firstError;
    const candidates = p.positions.filter(i => {
        const content = p.contents.get(i);
        return (content !== undefined &&
            p.kept.byContent.has(content) &&
            (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .outputKey */ .zi)(p.inputs.nameAt(i), p.inputs.outputs).key);
    });
    const fromOf = (i) => ({ store: p.cache, key: (0,_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .keptOutputKey */ .xX)(p.identity, p.contents.get(i)) });
    const toOf = (i) => ({
        store: p.outputs,
        key: (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .outputKey */ .zi)(p.inputs.nameAt(i), p.inputs.outputs).key
    });
    // One probe a run: whether the store proves a copy by its condition (S3 does; s3rver does not).
    const honoured = candidates.length > 0 && (await (0,_place_js__WEBPACK_IMPORTED_MODULE_4__/* .preconditionHonoured */ .f)(fromOf(candidates[0]), toOf(candidates[0])));
    await (0,_pool_js__WEBPACK_IMPORTED_MODULE_5__/* .forEachLimited */ .v)(candidates, concurrencyFor(p.cache, p.outputs), async (i) => {
        if (p.signal?.aborted)
            return;
        const kept = p.kept.byContent.get(p.contents.get(i));
        let fingerprint;
        try {
            fingerprint = await (0,_place_js__WEBPACK_IMPORTED_MODULE_4__/* .placeObject */ .l)(fromOf(i), toOf(i), {
                expect: kept.fingerprint,
                honoured,
                ...(p.kmsKey ? { kmsKey: p.kmsKey } : {})
            });
        }
        catch (err) {
            failed++;
            firstError ??= (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(err);
            return;
        }
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
    return { hits, misses, stale, failed, ...(firstError ? { firstError } : {}), bySource };
}


/***/ }),

/***/ 59537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ SlotLimiter),
/* harmony export */   v: () => (/* binding */ forEachLimited)
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


/***/ })

};
