export const id = 4113;
export const ids = [4113,947];
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
        await (0,_pool_js__WEBPACK_IMPORTED_MODULE_7__/* .forEachLimited */ .vP)(positions, HASHING, async (i) => {
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
    await (0,_pool_js__WEBPACK_IMPORTED_MODULE_7__/* .forEachLimited */ .vP)(positions, LOOKUPS, async (i) => {
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
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(59537);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68702);
/* harmony import */ var _place_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94869);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51996);
/* harmony import */ var _readings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45073);
/* harmony import */ var _writes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(44540);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(16264);









/** The outputs the job made for the misses (by position in the run's listing) that count as its own. */
function madeForMisses(inputs, misses, contents, counted) {
    const made = [];
    for (const i of misses) {
        const name = (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .outputName */ .Vf)(inputs.nameAt(i), inputs.outputs);
        const content = contents.get(i);
        if (name === undefined || content === undefined || !counted(name))
            continue;
        made.push({ output: (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .outputKey */ .zi)(inputs.nameAt(i), inputs.outputs).key, name, content });
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
        found.push({ output: key, name, content: (0,_content_js__WEBPACK_IMPORTED_MODULE_1__/* .objectContent */ .Z)(o.etag, o.size), key: o.key });
    }
    if (!createdAt)
        return found.map(({ output, name, content }) => ({ output, name, content }));
    const made = [];
    await (0,_pool_js__WEBPACK_IMPORTED_MODULE_7__/* .forEachLimited */ .vP)(found, STATS, async (f) => {
        const now = await inputs.store.stat(f.key).catch(() => undefined);
        const modified = now?.lastModified?.getTime();
        if (modified !== undefined && modified <= createdAt.getTime())
            made.push({ output: f.output, name: f.name, content: f.content });
    });
    return made;
}
async function keepOutputs(p) {
    const entries = [];
    const readings = [];
    let lost = 0;
    const stores = { from: p.outputs, to: p.cache };
    const { failed, firstError } = await (0,_place_js__WEBPACK_IMPORTED_MODULE_3__/* .placeEach */ .rH)(p.made, stores, async ({ output, name, content }) => {
        const fingerprint = await (0,_place_js__WEBPACK_IMPORTED_MODULE_3__/* .placeObject */ .lX)({ store: p.outputs, key: output }, { store: p.cache, key: (0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .keptOutputKey */ .xX)(p.identity, content) }, p.kmsKey ? { kmsKey: p.kmsKey } : {});
        if (fingerprint === undefined)
            return void lost++;
        entries.push([content, fingerprint]);
        const reading = p.readings?.of(name);
        if (reading !== undefined)
            readings.push({ content, fingerprint, reading });
    });
    const notCopied = { lost, failed, ...(firstError ? { firstError } : {}) };
    if (entries.length === 0)
        return { kept: 0, ...notCopied };
    const record = await (0,_records_js__WEBPACK_IMPORTED_MODULE_4__/* .writeRecord */ .rh)(p.cache, {
        identity: p.identity,
        job: p.job.name,
        transformedAt: new Date(p.job.endedAt).toISOString(),
        ...(p.job.instanceSeconds !== undefined ? { instanceSeconds: p.job.instanceSeconds } : {}),
        ...(p.job.pricePerHour !== undefined ? { pricePerHour: p.job.pricePerHour } : {}),
        transformed: p.transformed,
        outputs: entries
    }, p.described, p.warn);
    // Beside the record, what the analysis read from them: a later run replays it instead of reading.
    if (readings.length && p.readings)
        await (0,_writes_js__WEBPACK_IMPORTED_MODULE_6__/* .cacheWrite */ .w)({ warning: p.warn ?? (() => undefined) }, `what was read from the ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(readings.length, 'new output')}`, () => p.cache.put((0,_readings_js__WEBPACK_IMPORTED_MODULE_5__/* .readingsKey */ .r2)(record, p.readings.key), (0,_readings_js__WEBPACK_IMPORTED_MODULE_5__/* .sideFile */ .wZ)(readings), 'application/gzip'));
    return { kept: entries.length, ...notCopied, record };
}


/***/ })

};
