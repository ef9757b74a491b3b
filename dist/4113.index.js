export const id = 4113;
export const ids = [4113,1996,947];
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

/***/ 64113:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   keepOutputs: () => (/* binding */ keepOutputs),
/* harmony export */   madeByJob: () => (/* binding */ madeByJob),
/* harmony export */   madeForMisses: () => (/* binding */ madeForMisses)
/* harmony export */ });
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34882);
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60947);
/* harmony import */ var _storage_s3_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4040);
/* harmony import */ var _results_pool_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9722);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68702);
/* harmony import */ var _place_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(94869);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51996);







/** The outputs the job made for the misses (by position in the run's listing) that count as its own. */
function madeForMisses(inputs, misses, contents, counted) {
    const made = [];
    for (const i of misses) {
        const name = (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .outputName */ .Vf)(inputs.nameAt(i), inputs.outputs);
        const content = contents.get(i);
        if (name === undefined || content === undefined || !counted(name))
            continue;
        made.push({ output: (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .outputKey */ .zi)(inputs.nameAt(i), inputs.outputs).key, content });
    }
    return made;
}
/** An attached job's outputs that count as its own, each input known by its listed ETag and size. */
async function madeByJob(inputs, counted) {
    const made = [];
    for await (const o of inputs.objects()) {
        const key = o.output.key;
        const name = key === undefined ? undefined : (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .nameOfOutput */ .Kh)(key);
        if (!key || !name || o.etag === undefined || o.size === undefined || !counted(name))
            continue;
        made.push({ output: key, content: (0,_content_js__WEBPACK_IMPORTED_MODULE_1__/* .objectContent */ .Z)(o.etag, o.size) });
    }
    return made;
}
async function keepOutputs(p) {
    const entries = [];
    let lost = 0;
    const concurrency = p.outputs instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_2__/* .S3Store */ .sl && p.cache instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_2__/* .S3Store */ .sl ? 64 : 8;
    await (0,_results_pool_js__WEBPACK_IMPORTED_MODULE_6__/* .forEachLimited */ .v)(p.made, concurrency, async ({ output, content }) => {
        const fingerprint = await (0,_place_js__WEBPACK_IMPORTED_MODULE_4__/* .placeObject */ .l)({ store: p.outputs, key: output }, { store: p.cache, key: (0,_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .keptOutputKey */ .xX)(p.identity, content) });
        if (fingerprint === undefined)
            lost++;
        else
            entries.push([content, fingerprint]);
    });
    if (entries.length === 0)
        return { kept: 0, lost };
    const record = await (0,_records_js__WEBPACK_IMPORTED_MODULE_5__/* .writeRecord */ .r)(p.cache, {
        identity: p.identity,
        job: p.job.name,
        transformedAt: new Date(p.job.endedAt).toISOString(),
        ...(p.job.instanceSeconds !== undefined ? { instanceSeconds: p.job.instanceSeconds } : {}),
        ...(p.job.pricePerHour !== undefined ? { pricePerHour: p.job.pricePerHour } : {}),
        transformed: p.transformed,
        outputs: entries
    }, p.described);
    return { kept: entries.length, lost, record };
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
