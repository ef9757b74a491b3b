export const id = 1996;
export const ids = [1996];
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

/***/ 51996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ writeRecord),
/* harmony export */   readKept: () => (/* binding */ readKept)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _storage_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76336);
/* harmony import */ var _results_pool_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9722);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68702);
// The records of a cache: each run that transformed something adds one object naming the outputs it
// kept (by their input's content, with each output's fingerprint), when and by which job, and what the
// job cost. Records are never rewritten, so runs at once cannot spoil each other's; a reader takes the
// union, the newest record winning for a content, and leaves out records older than cache-max-age.




const DAY_MS = 86_400_000;
/** A job's name as a record may hold it: a record is written by whoever can write the cache. */
const JOB_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** Records read at once. */
const READING = 16;
function isRecord(doc, identity) {
    const r = doc;
    return (!!r &&
        r.version === 1 &&
        r.identity === identity &&
        typeof r.job === 'string' &&
        JOB_NAME.test(r.job) &&
        typeof r.transformedAt === 'string' &&
        !Number.isNaN(Date.parse(r.transformedAt)) &&
        Array.isArray(r.outputs));
}
function sourceOf(r) {
    const per = r.instanceSeconds !== undefined && r.transformed > 0 ? r.instanceSeconds / r.transformed : undefined;
    return {
        job: r.job,
        transformedAt: r.transformedAt,
        ...(per !== undefined ? { secondsPerOutput: per } : {}),
        ...(per !== undefined && r.pricePerHour !== undefined
            ? { costPerOutput: (per * r.pricePerHour) / 3600 }
            : {})
    };
}
/** Every output kept under `identity` and transformed within `maxAgeDays` of `now`. */
async function readKept(cache, identity, now, maxAgeDays) {
    const keys = [];
    for await (const o of cache.list((0,_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .recordsFolder */ .RM)(identity)))
        if (o.key.endsWith('.json'))
            keys.push(o.key);
    const records = [];
    let unreadable = 0;
    let tooOld = 0;
    const oldest = now - maxAgeDays * DAY_MS;
    await (0,_results_pool_js__WEBPACK_IMPORTED_MODULE_2__/* .forEachLimited */ .v)(keys, READING, async (key) => {
        let doc;
        try {
            doc = JSON.parse((await (0,_storage_store_js__WEBPACK_IMPORTED_MODULE_3__/* .readAll */ .y)(await cache.get(key))).toString('utf8'));
        }
        catch {
            doc = undefined;
        }
        if (!isRecord(doc, identity))
            unreadable++;
        else if (Date.parse(doc.transformedAt) < oldest)
            tooOld++;
        else
            records.push(doc);
    });
    // Oldest first, so that a newer record's output of the same content wins.
    records.sort((a, b) => Date.parse(a.transformedAt) - Date.parse(b.transformedAt));
    const byContent = new Map();
    const sources = [];
    for (const r of records) {
        const source = sources.push(sourceOf(r)) - 1;
        for (const entry of r.outputs)
            if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string')
                byContent.set(entry[0], { fingerprint: entry[1], source });
    }
    return { byContent, sources, read: records.length, tooOld, unreadable };
}
/** Adds a record (a new object: nothing is rewritten), and the identity's description once. */
async function writeRecord(cache, record, described) {
    const key = (0,_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .recordKey */ .Hy)(record.identity, Date.parse(record.transformedAt), record.job, (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex'));
    const identityFile = (0,_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .identityFileKey */ .eG)(record.identity);
    if ((await cache.head(identityFile)) === undefined)
        await cache.put(identityFile, `${JSON.stringify(described, null, 2)}\n`, 'application/json');
    await cache.put(key, JSON.stringify({ version: 1, ...record }), 'application/json');
    return key;
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
