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
/* harmony import */ var _storage_store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(76336);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(59537);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68702);
/* harmony import */ var _writes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(44540);
// Each input's content, as the cache names it: in S3 its ETag and size from the run's one listing (a
// new upload changes the ETag); on the runner a sha256 of its bytes, with a fast path as git's index
// has: a file whose size, mtime, ctime and inode all match the last run's is not read again, unless it
// was written in the same second as that index (a rewrite within that second could keep every stat),
// which is hashed again. The fast path is kept in the cache (layout.ts), unless the cache is read-only.








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
        const doc = JSON.parse((await (0,_storage_store_js__WEBPACK_IMPORTED_MODULE_6__/* .readAll */ .y)(await cache.get(key))).toString('utf8'));
        const files = doc.files && typeof doc.files === 'object' ? doc.files : {};
        return { files, at: typeof doc.at === 'number' ? doc.at : 0 };
    }
    catch {
        return { files: {}, at: 0 };
    }
}
async function statOf(file) {
    const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(file, { bigint: true }).catch(() => undefined);
    if (!st?.isFile())
        return undefined;
    return [Number(st.size), String(st.mtimeNs), String(st.ctimeNs), String(st.ino)];
}
const SECOND_NS = 1000000000n;
/** The sha256 the index knows for a file of this stat, unless the stat differs or is racy. */
function knownSha(index, key, now) {
    const known = index.files[key];
    if (!Array.isArray(known) || known.length !== 5 || !now.every((v, i) => v === known[i]))
        return undefined;
    // Written in (or after) the second the index was: it could have changed since and kept its stat.
    if (BigInt(now[1]) / SECOND_NS >= BigInt(Math.floor(index.at / 1000)))
        return undefined;
    return known[4];
}
/** Files hashed at once. */
const HASHING = 8;
/** S3 objects asked for their ETag at once (a manifest's entries are not listed). */
const LOOKUPS = 32;
/**
 * The content of each input at `positions` of the run's listing (position -> content); an input that
 * cannot be read (or asked for its ETag) is left out, and so misses.
 */
async function inputContents(inputs, positions, cache, opts) {
    const contents = new Map();
    const store = inputs.store;
    if (store instanceof _storage_fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ) {
        const indexKey = (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .localInputsKey */ .Ow)(store.root);
        const index = await readIndex(cache, indexKey);
        // Entries of files outside this run's part (a sample) are kept for the next run.
        const next = { ...index.files };
        let changed = false;
        // Before the first stat: a file rewritten after its stat was, even keeping every stat, is then racy.
        const at = Date.now();
        await (0,_pool_js__WEBPACK_IMPORTED_MODULE_7__/* .forEachLimited */ .v)(positions, HASHING, async (i) => {
            const key = inputs.keyAt(i);
            const file = store.uriOf(key);
            const now = await statOf(file);
            if (!now)
                return;
            let sha = knownSha(index, key, now);
            if (!sha) {
                sha = await sha256OfFile(file).catch(() => undefined);
                if (!sha)
                    return;
                changed = true;
            }
            next[key] = [...now, sha];
            contents.set(i, fileContent(sha));
        });
        if (changed && opts.write) {
            const doc = JSON.stringify({ folder: store.root, at, files: next });
            await (0,_writes_js__WEBPACK_IMPORTED_MODULE_5__/* .cacheWrite */ .w)(opts.log, `the index of ${store.root}'s files`, () => cache.put(indexKey, doc, 'application/json'));
        }
        return contents;
    }
    await (0,_pool_js__WEBPACK_IMPORTED_MODULE_7__/* .forEachLimited */ .v)(positions, LOOKUPS, async (i) => {
        let etag = inputs.etagAt(i);
        let size = inputs.sizeAt(i);
        if (etag === undefined || size === undefined) {
            const found = await store.stat(inputs.keyAt(i)).catch(() => undefined);
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
/* harmony import */ var _storage_s3_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69279);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(59537);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68702);
/* harmony import */ var _place_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(94869);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(51996);








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
/** Inputs asked for their modification time at once. */
const STATS = 32;
/**
 * An attached job's outputs that count as its own, each input known by its listed ETag and size. With
 * the job's creation time known, an input modified after it is left out: the job may have read the
 * bytes it had before, which its ETag no longer names.
 */
async function madeByJob(inputs, counted, createdAt) {
    const found = [];
    for await (const o of inputs.objects()) {
        const key = o.output.key;
        const name = key === undefined ? undefined : (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .nameOfOutput */ .Kh)(key);
        if (!key || !name || o.etag === undefined || o.size === undefined || !counted(name))
            continue;
        found.push({ output: key, content: (0,_content_js__WEBPACK_IMPORTED_MODULE_1__/* .objectContent */ .Z)(o.etag, o.size), key: o.key });
    }
    if (!createdAt)
        return found.map(({ output, content }) => ({ output, content }));
    const made = [];
    await (0,_pool_js__WEBPACK_IMPORTED_MODULE_7__/* .forEachLimited */ .v)(found, STATS, async (f) => {
        const now = await inputs.store.stat(f.key).catch(() => undefined);
        const modified = now?.lastModified?.getTime();
        if (modified !== undefined && modified <= createdAt.getTime())
            made.push({ output: f.output, content: f.content });
    });
    return made;
}
async function keepOutputs(p) {
    const entries = [];
    let lost = 0;
    let failed = 0;
    let firstError;
    const concurrency = p.outputs instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_2__/* .S3Store */ .sl && p.cache instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_2__/* .S3Store */ .sl ? 64 : 8;
    await (0,_pool_js__WEBPACK_IMPORTED_MODULE_7__/* .forEachLimited */ .v)(p.made, concurrency, async ({ output, content }) => {
        let fingerprint;
        try {
            fingerprint = await (0,_place_js__WEBPACK_IMPORTED_MODULE_5__/* .placeObject */ .l)({ store: p.outputs, key: output }, { store: p.cache, key: (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .keptOutputKey */ .xX)(p.identity, content) }, p.kmsKey ? { kmsKey: p.kmsKey } : {});
        }
        catch (err) {
            failed++;
            firstError ??= (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(err);
            return;
        }
        if (fingerprint === undefined)
            lost++;
        else
            entries.push([content, fingerprint]);
    });
    const notCopied = { lost, failed, ...(firstError ? { firstError } : {}) };
    if (entries.length === 0)
        return { kept: 0, ...notCopied };
    const record = await (0,_records_js__WEBPACK_IMPORTED_MODULE_6__/* .writeRecord */ .r)(p.cache, {
        identity: p.identity,
        job: p.job.name,
        transformedAt: new Date(p.job.endedAt).toISOString(),
        ...(p.job.instanceSeconds !== undefined ? { instanceSeconds: p.job.instanceSeconds } : {}),
        ...(p.job.pricePerHour !== undefined ? { pricePerHour: p.job.pricePerHour } : {}),
        transformed: p.transformed,
        outputs: entries
    }, p.described, p.warn);
    return { kept: entries.length, ...notCopied, record };
}


/***/ }),

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
