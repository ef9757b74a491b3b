export const id = 1996;
export const ids = [1996];
export const modules = {

/***/ 51996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ writeRecord),
/* harmony export */   readKept: () => (/* binding */ readKept)
/* harmony export */ });
/* unused harmony export RECORD_MAX_BYTES */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _storage_fs_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82970);
/* harmony import */ var _storage_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76336);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(59537);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68702);
// The records of a cache: each run that transformed something adds one object naming the outputs it
// kept (by their input's content, with each output's fingerprint), when and by which job, and what the
// job cost. Records are never rewritten, so runs at once cannot spoil each other's; a reader takes the
// union, the newest record winning for a content, and leaves out records older than cache-max-age (their
// keys begin with their time, so the listing starts after them: they are not even read). A record is
// written by whoever may write the cache: one too large is not read, and its date counts no later than
// the store wrote it (nor than now), so a record dated in the future cannot win every content for good.







const DAY_MS = 86_400_000;
/** A job's name as a record may hold it: a record is written by whoever can write the cache. */
const JOB_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** Records read at once. */
const READING = 16;
/** The largest record read: about 80 bytes an output, so some 400,000 outputs. */
const RECORD_MAX_BYTES = 32 << 20;
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
function sourceOf(r, at) {
    const per = r.instanceSeconds !== undefined && r.transformed > 0 ? r.instanceSeconds / r.transformed : undefined;
    return {
        job: r.job,
        transformedAt: new Date(at).toISOString(),
        ...(per !== undefined ? { secondsPerOutput: per } : {}),
        ...(per !== undefined && r.pricePerHour !== undefined
            ? { costPerOutput: (per * r.pricePerHour) / 3600 }
            : {})
    };
}
/** The record's bytes, or undefined when it is larger than RECORD_MAX_BYTES (or cannot be read). */
async function readCapped(cache, key, size) {
    if (size > RECORD_MAX_BYTES)
        return undefined;
    if (cache.readSmall)
        return cache.readSmall(key, RECORD_MAX_BYTES, size);
    const bytes = await (0,_storage_store_js__WEBPACK_IMPORTED_MODULE_5__/* .readAll */ .y)(await cache.get(key));
    return bytes.length > RECORD_MAX_BYTES ? undefined : bytes;
}
/** When the store wrote an object, by its own clock (S3's listing says; a folder's file its mtime). */
async function writtenAt(cache, o) {
    if (o.lastModified)
        return o.lastModified.getTime();
    if (cache instanceof _storage_fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ)
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(cache.uriOf(o.key)).catch(() => undefined))?.mtimeMs;
    return undefined;
}
/** Every output kept under `identity` and transformed within `maxAgeDays` of `now`. */
async function readKept(cache, identity, now, maxAgeDays) {
    const oldest = now - maxAgeDays * DAY_MS;
    // Keys begin with their record's time: those before `since` are older than cache-max-age.
    const since = (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .recordsSince */ .b9)(identity, oldest);
    const listed = [];
    const listing = cache.listAfter
        ? cache.listAfter((0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .recordsFolder */ .RM)(identity), since)
        : cache.list((0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .recordsFolder */ .RM)(identity));
    for await (const o of listing)
        if (o.key.endsWith('.json') && o.key > since)
            listed.push(o);
    const records = [];
    let unreadable = 0;
    let tooOld = 0;
    await (0,_pool_js__WEBPACK_IMPORTED_MODULE_6__/* .forEachLimited */ .v)(listed, READING, async (o) => {
        let doc;
        try {
            const bytes = await readCapped(cache, o.key, o.size);
            doc = bytes && JSON.parse(bytes.toString('utf8'));
        }
        catch {
            doc = undefined;
        }
        if (!isRecord(doc, identity))
            return void unreadable++;
        // No later than the store wrote it, nor than now.
        const written = (await writtenAt(cache, o)) ?? now;
        const at = Math.min(Date.parse(doc.transformedAt), written, now);
        if (at < oldest)
            tooOld++;
        else
            records.push({ doc, at, written, key: o.key });
    });
    // Oldest first, so that a newer record's output of the same content wins (at one time, the one the
    // store wrote last; then by key, so every reader takes the same).
    records.sort((a, b) => a.at - b.at || a.written - b.written || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const byContent = new Map();
    const sources = [];
    for (const { doc, at } of records) {
        const source = sources.push(sourceOf(doc, at)) - 1;
        for (const entry of doc.outputs)
            if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string')
                byContent.set(entry[0], { fingerprint: entry[1], source });
    }
    return { byContent, sources, read: records.length, tooOld, unreadable };
}
/**
 * Adds a record (a new object: nothing is rewritten), and the identity's description once; the
 * description is for people, so failing to write it is told to `warn` and the record still written.
 */
async function writeRecord(cache, record, described, warn = () => undefined) {
    const key = (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .recordKey */ .Hy)(record.identity, Date.parse(record.transformedAt), record.job, (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex'));
    const identityFile = (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .identityFileKey */ .eG)(record.identity);
    try {
        if ((await cache.head(identityFile)) === undefined)
            await cache.put(identityFile, `${JSON.stringify(described, null, 2)}\n`, 'application/json');
    }
    catch (err) {
        warn(`cache: the identity's description (${identityFile}) was not kept: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(err)}`);
    }
    await cache.put(key, JSON.stringify({ version: 1, ...record }), 'application/json');
    return key;
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
