export const id = 947;
export const ids = [947];
export const modules = {

/***/ 60947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ objectContent),
/* harmony export */   inputContents: () => (/* binding */ inputContents)
/* harmony export */ });
/* unused harmony export fileContent */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _storage_fs_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82970);
/* harmony import */ var _storage_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76336);
/* harmony import */ var _results_pool_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9722);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68702);
// Each input's content, as the cache names it: in S3 its ETag and size from the run's one listing (a
// new upload changes the ETag); on the runner a sha256 of its bytes, with the size and modification
// time as a fast path, as git's index does: a file whose size and mtime match the last run's is not
// read again. The fast path is kept in the cache (layout.ts).







/** The content of an S3 object of this ETag and size. */
function objectContent(etag, size) {
    return (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .nameOf */ .Vb)(`s3 ${etag} ${size}`);
}
/** The content of a file of these bytes (their sha256, hex). */
function fileContent(sha256) {
    return (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .nameOf */ .Vb)(`sha256 ${sha256}`);
}
async function sha256OfFile(file) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file))
        hash.update(chunk);
    return hash.digest('hex');
}
async function readIndex(cache, key) {
    try {
        const doc = JSON.parse((await (0,_storage_store_js__WEBPACK_IMPORTED_MODULE_5__/* .readAll */ .y)(await cache.get(key))).toString('utf8'));
        return doc.files && typeof doc.files === 'object' ? doc.files : {};
    }
    catch {
        return {};
    }
}
/** Files hashed at once. */
const HASHING = 8;
/** S3 objects asked for their ETag at once (a manifest's entries are not listed). */
const LOOKUPS = 32;
/**
 * The content of each input at `positions` of the run's listing (position -> content); an input that
 * cannot be read is left out, and so misses.
 */
async function inputContents(inputs, positions, cache) {
    const contents = new Map();
    const store = inputs.store;
    if (store instanceof _storage_fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ) {
        const indexKey = (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .localInputsKey */ .Ow)(store.root);
        const index = await readIndex(cache, indexKey);
        // Entries of files outside this run's part (a sample) are kept for the next run.
        const next = { ...index };
        let changed = false;
        await (0,_results_pool_js__WEBPACK_IMPORTED_MODULE_6__/* .forEachLimited */ .v)(positions, HASHING, async (i) => {
            const key = inputs.keyAt(i);
            const file = store.uriOf(key);
            const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(file).catch(() => undefined);
            if (!st?.isFile())
                return;
            const known = index[key];
            let sha = known && known[0] === st.size && known[1] === st.mtimeMs ? known[2] : undefined;
            if (!sha) {
                sha = await sha256OfFile(file);
                changed = true;
            }
            next[key] = [st.size, st.mtimeMs, sha];
            contents.set(i, fileContent(sha));
        });
        if (changed)
            await cache.put(indexKey, JSON.stringify({ folder: store.root, files: next }), 'application/json');
        return contents;
    }
    await (0,_results_pool_js__WEBPACK_IMPORTED_MODULE_6__/* .forEachLimited */ .v)(positions, LOOKUPS, async (i) => {
        let etag = inputs.etagAt(i);
        let size = inputs.sizeAt(i);
        if (etag === undefined || size === undefined) {
            const found = await store.stat(inputs.keyAt(i));
            etag = found?.etag;
            size = found?.size;
        }
        if (etag !== undefined && size !== undefined)
            contents.set(i, objectContent(etag, size));
    });
    return contents;
}


/***/ }),

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
