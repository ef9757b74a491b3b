export const id = 7304;
export const ids = [7304,9890,7467];
export const modules = {

/***/ 61527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ap: () => (/* binding */ NameSet),
/* harmony export */   nz: () => (/* binding */ InputIndex)
/* harmony export */ });
/* unused harmony export compareOutputNames */
/* harmony import */ var _output_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34882);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77195);
// The inputs' output names, sorted once in the order S3 lists their outputs (`<name>.out`), so that a
// name is a position: what is known of each output (offered to the reader, kept, left by an earlier
// run) is a bit at that position (NameSet), and output-path's key ranges are runs of positions. A
// million outputs take a few hundred kilobytes of flags where sets of strings took hundreds of megabytes.


/** The order of two names' outputs (`a.out` against `b.out`), as S3 lists them. */
function compareOutputNames(a, b) {
    // Only where one name begins the other does the suffix decide (`a.b.out` comes before `a.out`).
    if (a.length !== b.length && (a.startsWith(b) || b.startsWith(a)))
        return (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_1__/* .compareKeys */ .YD)(`${a}${_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_SUFFIX */ .c9}`, `${b}${_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_SUFFIX */ .c9}`);
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

/***/ 37467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ listedFor),
/* harmony export */   listOnce: () => (/* binding */ listOnce),
/* harmony export */   y: () => (/* binding */ isListed)
/* harmony export */ });
/* harmony import */ var _input_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61527);
/* harmony import */ var _output_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34882);


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
    push(key, name) {
        const head = key.slice(0, key.length - name.length);
        let id = this.headIds.get(head);
        if (id === undefined) {
            id = this.heads.push(head) - 1;
            this.headIds.set(head, id);
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
/** An MD5 ETag as S3 gives it (single-part uploads): kept as its 16 bytes. */
const MD5_ETAG = /^"([0-9a-f]{32})"$/;
/** ETags kept as 16 bytes each where they are plain MD5s (most are), any other form as it is. */
class PackedEtags {
    bytes = new Uint8Array(0);
    others = new Map();
    none = new Set();
    set(i, etag) {
        if (etag === undefined)
            return void this.none.add(i);
        const md5 = MD5_ETAG.exec(etag)?.[1];
        if (!md5)
            return void this.others.set(i, etag);
        if ((i + 1) * 16 > this.bytes.length) {
            const next = new Uint8Array(Math.max(1024, this.bytes.length * 2, (i + 1) * 16));
            next.set(this.bytes);
            this.bytes = next;
        }
        this.bytes.set(Buffer.from(md5, 'hex'), i * 16);
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
                    output: (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputKey */ .zi)(name, outputs),
                    ...(Number.isNaN(size) ? {} : { size }),
                    ...(etag === undefined ? {} : { etag })
                };
            }
        },
        keyAt: i => keys.keyAt(i),
        nameAt: i => keys.nameAt(i),
        sizeAt: i => (Number.isNaN(sizes.at(i)) ? undefined : sizes.at(i)),
        etagAt: i => etags?.at(i),
        outputNames: () => outputs === 's3' ? (names ??= new _input_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputIndex */ .nz({ size: count, at: i => keys.nameAt(i) })) : undefined,
        nameOf: uri => listing.nameOf(uri),
        holds: name => listing.holds(name)
    };
}
/** The listed inputs when they are of `data` with outputs going to `outputs`; else undefined. */
function listedFor(listed, data, outputs) {
    return listed &&
        listed.data.uri === data.uri &&
        listed.data.type === data.type &&
        listed.outputs === outputs
        ? listed
        : undefined;
}


/***/ }),

/***/ 19890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ failureReasons),
/* harmony export */   ZG: () => (/* binding */ partManifest),
/* harmony export */   bN: () => (/* binding */ reasonsFileOf),
/* harmony export */   manifestData: () => (/* binding */ manifestData),
/* harmony export */   planSubset: () => (/* binding */ planSubset),
/* harmony export */   vn: () => (/* binding */ failedManifest)
/* harmony export */ });
/* unused harmony export sampleNames */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77195);
/* harmony import */ var _listed_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37467);
/* harmony import */ var _listing_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(74369);
/* harmony import */ var _output_keys_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(34882);
// Runs over part of the input: the inputs that have no output yet (`rerun: failed`), or a seeded sample
// (`sample`), named in a ManifestFile (`[{"prefix": ...}, "rel/key", ...]`, SageMaker's format) that is
// written beside the outputs and run instead of the whole input. Entries are the inputs' names, so the
// outputs of the part land where the whole input's would.







/** Where the manifests go, inside output-path. */
const MANIFEST_FOLDER = '_manifests';
/** Every input with the prefix its name is relative to (one prefix, as a manifest has). */
async function listNamedInputs(data, output, s3, listed) {
    const outputs = (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .outputPlaceOf */ .GH)(output.uri);
    const listing = (0,_listed_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .listedFor */ .J)(listed, data, outputs) ?? (await (0,_listing_js__WEBPACK_IMPORTED_MODULE_5__.openInputListing)(data.uri, data.type, s3, { outputs }));
    let base;
    const names = [];
    for await (const o of listing.objects()) {
        const here = o.key.slice(0, o.key.length - o.name.length);
        if (base !== undefined && here !== base)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`data: ${listing.description} holds objects in more than one folder relative to the prefix ` +
                `(${JSON.stringify(base)} and ${JSON.stringify(here)}); rerun, sample and cache need a folder prefix such as s3://bucket/images/.`);
        base = here;
        names.push(o.name);
    }
    const store = listing.store;
    return { prefix: base === undefined ? '' : store.uriOf(base), names, outputs };
}
/** The names of the `.out` objects under output-path. */
async function outputNames(output) {
    const names = new Set();
    for await (const o of output.store.list('')) {
        if (o.key.startsWith(`${MANIFEST_FOLDER}/`))
            continue;
        const name = (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .nameOfOutput */ .Kh)(o.key);
        if (name !== undefined)
            names.add(name);
    }
    return names;
}
/** The inputs without an output among `has` (output names), in listing order. */
function missingOutputs(inputs, has) {
    return inputs.names.filter(n => !has((0,_output_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .outputName */ .Vf)(n, inputs.outputs) ?? n));
}
/** How many objects a sample takes from `total`: N, or P% rounded to the nearest whole object (at least 1). */
function sampleSize(sample, total) {
    const n = sample.count ?? Math.round((total * (sample.percent ?? 100)) / 100);
    return Math.min(total, Math.max(total > 0 ? 1 : 0, n));
}
/**
 * A deterministic sample: the names with the smallest sha256(seed, name). A name's rank depends only on
 * the seed and the name, so runs agree, and adding files changes the sample only where a new name ranks
 * in.
 */
function sampleNames(names, sample) {
    const rank = (name) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${sample.seed}\0${name}`).digest('hex');
    const ranked = names.map(name => ({ name, rank: rank(name) }));
    ranked.sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
    const chosen = new Set(ranked.slice(0, sampleSize(sample, names.length)).map(r => r.name));
    return names.filter(n => chosen.has(n));
}
/** The manifest's text in SageMaker's ManifestFile format. */
function manifestText(prefix, names) {
    return `${JSON.stringify([{ prefix }, ...names])}\n`;
}
/**
 * Writes a manifest as `<output-path>/_manifests/<file>` and returns its URI (an S3 URI, or a path in
 * local mode), ready to be given as `data` with `data-type: ManifestFile`.
 */
async function writeManifest({ uri: outputPath, store }, file, inputs, names) {
    const key = `${MANIFEST_FOLDER}/${file}`;
    await store.put(key, manifestText(inputs.prefix, names), 'application/json');
    return (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_3__/* .isS3Uri */ .tL)(outputPath) ? store.uriOf(key) : node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(store.uriOf(key));
}
/**
 * A manifest of the listed inputs at `positions` (in listing order), written as
 * `<output-path>/_manifests/<file>`; its URI.
 */
async function partManifest(data, output, s3, file, listed, positions) {
    const inputs = await listNamedInputs(data, output, s3, listed);
    return writeManifest(output, file, inputs, positions.map(i => inputs.names[i]));
}
/** The data input that runs the manifest instead of the whole input. */
function manifestData(data, manifestUri) {
    return { ...data, uri: manifestUri, type: 'ManifestFile' };
}
/**
 * The part to run, or undefined for the whole input; the manifest is written here. A rerun also runs
 * `failedBefore` (input names the last run counted as failed although an output is there).
 */
async function planSubset(data, output, s3, stamp, failedBefore = [], listed) {
    if (!data.rerun && !data.sample)
        return undefined;
    const inputs = await listNamedInputs(data, output, s3, listed);
    const kind = data.rerun ? 'rerun' : 'sample';
    const existing = data.sample ? undefined : await outputNames(output);
    const failed = new Set(failedBefore.map(n => (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .outputName */ .Vf)(n, inputs.outputs) ?? n));
    const names = data.sample
        ? sampleNames(inputs.names, data.sample)
        : missingOutputs(inputs, name => existing.has(name) && !failed.has(name));
    const plan = {
        kind,
        chosen: names.length,
        total: inputs.names.length,
        names: names.map(n => (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .outputName */ .Vf)(n, inputs.outputs) ?? n)
    };
    if (names.length > 0)
        plan.manifest = await writeManifest(output, `${kind}-${stamp}.json`, inputs, names);
    return plan;
}
/**
 * The manifest of exactly the inputs without an output, after a run with failed files: `counted` says
 * which output names the report counted (an output an earlier run left is not this run's). With
 * `reasonOf` (an input's URI -> why it failed), each entry's reason is written beside it, in
 * `failed-<stamp>-reasons.json` (a ManifestFile holds names only). `listed`: the run's input listing.
 */
async function failedManifest(data, output, s3, stamp, counted, reasonOf, listed) {
    const inputs = await listNamedInputs(data, output, s3, listed);
    const missing = missingOutputs(inputs, counted);
    if (missing.length === 0)
        return undefined;
    const uri = await writeManifest(output, `failed-${stamp}.json`, inputs, missing);
    if (reasonOf) {
        const entries = missing.map(name => ({
            input: name,
            reason: reasonOf(`${inputs.prefix}${name}`) ?? null
        }));
        await output.store.put(`${MANIFEST_FOLDER}/${reasonsFileOf(`failed-${stamp}.json`)}`, `${JSON.stringify({ manifest: uri, prefix: inputs.prefix, entries }, null, 2)}\n`, 'application/json');
    }
    return uri;
}
/** `.../failed-<stamp>.json` -> `.../failed-<stamp>-reasons.json`: each entry of the manifest with its reason. */
function reasonsFileOf(manifest) {
    return manifest.replace(/\.json$/, '-reasons.json');
}
/**
 * An input's reason (by URI) from a job's failed objects, else `unexplained` (the reason given to failed
 * inputs no object reason names); undefined when the backend names none.
 */
function failureReasons(failures, unexplained) {
    if (!failures?.length && unexplained === undefined)
        return undefined;
    const byUri = new Map((failures ?? []).map(f => [f.uri ?? f.key, f.reason]));
    return uri => byUri.get(uri) ?? unexplained;
}


/***/ }),

/***/ 44667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ cacheSentence)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// The sentence that says what the cache gave a run, for the log, the verdict and the job summary:
// "all 5,000 outputs reused (transformed by job X on 2026-11-28), $0: no model, no job", or
// "4,998 reused (...), 3 transformed".

/** `show` makes a job name (from the cache's records: untrusted) safe where the sentence goes. */
function cacheSentence(c, show = text => text) {
    const [top, ...rest] = c.reusedFrom;
    const others = rest.length ? ` and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(rest.length, 'earlier job')}` : '';
    const from = top
        ? ` (transformed by job ${show(top.job)} on ${top.transformedAt.slice(0, 10)}${others})`
        : '';
    const saved = c.savedInstanceSeconds !== undefined
        ? `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(Math.round(c.savedInstanceSeconds))} instance-seconds${c.savedCost !== undefined ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)(c.savedCost)})` : ''} saved`
        : '';
    if (c.misses === 0)
        return `all ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.hits)} outputs reused${from}, $0: no model, no job${saved}`;
    if (c.hits === 0)
        return `no output reused, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.misses)} transformed`;
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.hits)} reused${from}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.misses)} transformed${saved}`;
}


/***/ }),

/***/ 37304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  keepAttached: () => (/* binding */ keepAttached),
  keepTransformed: () => (/* binding */ keepTransformed),
  lookUpCache: () => (/* binding */ lookUpCache),
  withCache: () => (/* binding */ withCache)
});

// EXTERNAL MODULE: ./src/spec.ts
var src_spec = __webpack_require__(36188);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/contract/output-keys.ts
var output_keys = __webpack_require__(34882);
// EXTERNAL MODULE: ./src/contract/subset.ts
var subset = __webpack_require__(19890);
// EXTERNAL MODULE: ./src/storage/resolve.ts
var resolve = __webpack_require__(93557);
// EXTERNAL MODULE: ./src/storage/uri.ts
var uri = __webpack_require__(77195);
// EXTERNAL MODULE: ./src/aws/region.ts
var aws_region = __webpack_require__(27249);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/report/cache-line.ts
var cache_line = __webpack_require__(44667);
// EXTERNAL MODULE: ./src/contract/images.ts + 1 modules
var contract_images = __webpack_require__(10305);
// EXTERNAL MODULE: ./src/contract/names.ts
var names = __webpack_require__(77662);
;// CONCATENATED MODULE: ./src/cache/identity.ts


/**
 * The identity of `spec`'s transform. `spec` is the run's own (max-payload already a number); `entryPoint`
 * is the handler the artifact holds, when known.
 */
function transformIdentity(spec, model, runtime, entryPoint) {
    const { data, output, resources } = spec;
    const payload = resources.maxPayloadMB;
    return {
        model,
        runtime,
        ...(entryPoint || spec.model.entryPoint ? { entryPoint: entryPoint || spec.model.entryPoint } : {}),
        modelEnv: spec.model.env,
        env: resources.env,
        ...(data.contentType ? { contentType: data.contentType } : {}),
        ...(output.accept ? { accept: output.accept } : {}),
        splitType: data.splitType,
        compression: data.compression,
        ...(resources.strategy ? { strategy: resources.strategy } : {}),
        ...(typeof payload === 'number' ? { maxPayloadMB: payload } : {}),
        ...(data.inputFilter ? { inputFilter: data.inputFilter.source } : {}),
        ...(data.outputFilter ? { outputFilter: data.outputFilter.source } : {}),
        joinSource: data.joinSource,
        assembleWith: output.assembleWith,
        device: (0,contract_images/* processorFor */.U0)(resources.instanceType)
    };
}
/** The identity's digest: the name of its folder in the cache (sha256 of its stable JSON, hex). */
function identityDigest(id) {
    return (0,names/* shortHash */.BC)(id, 64);
}
function modelLine(m) {
    if (m.kind === 'tar')
        return `model tar sha256 ${m.tarSha256}`;
    if (m.kind === 'object')
        return `model ${m.uri} (ETag ${m.etag}, ${m.size} bytes)`;
    return `model ${m.name} (image ${m.image ?? 'none'}, data ${m.modelDataUrl ?? 'none'}, ${Object.keys(m.environment).length} environment variables)`;
}
function runtimeLine(r) {
    if ('image' in r)
        return `image ${r.image}`;
    return `local server ${Object.entries(r.localServer)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`;
}
/**
 * What went into the identity, for the log. Environment values are not shown (they may be secrets):
 * their names are, and they count in the digest.
 */
function describeIdentity(id) {
    const names = (env) => Object.keys(env).sort().join(', ') || 'none';
    const parts = [
        modelLine(id.model),
        runtimeLine(id.runtime),
        `entry point ${id.entryPoint ?? 'default'}`,
        `model-env ${names(id.modelEnv)}`,
        `env ${names(id.env)}`,
        `content-type ${id.contentType ?? 'none'}`,
        `accept ${id.accept ?? 'none'}`,
        `split-type ${id.splitType}`,
        `compression ${id.compression}`,
        `strategy ${id.strategy ?? 'default'}`,
        `max-payload ${id.maxPayloadMB ?? 'default'}`,
        `input-filter ${id.inputFilter ?? 'none'}`,
        `output-filter ${id.outputFilter ?? 'none'}`,
        `join-source ${id.joinSource}`,
        `assemble-with ${id.assembleWith}`,
        id.device
    ];
    return parts.join('; ');
}

;// CONCATENATED MODULE: ./src/run/cache.ts










/** The model's content: the tar stream's sha256, the object's ETag, or the existing model's definition. */
async function modelContent(spec, checked, ctx) {
    const m = spec.model;
    if (m.source === 'path') {
        if (!checked)
            throw new Error('the model was not checked before the cache stage');
        if (checked.kind === 'archive')
            return { kind: 'tar', tarSha256: checked.info.tarSha256 };
        const { tarIdentity } = await Promise.all(/* import() */[__webpack_require__.e(8697), __webpack_require__.e(2808)]).then(__webpack_require__.bind(__webpack_require__, 72808));
        return { kind: 'tar', tarSha256: (await tarIdentity(checked.tree)).tarSha256 };
    }
    if (m.source === 'data-url') {
        const loc = (0,uri/* parseS3Uri */.yc)(m.dataUrl);
        const { headObject } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 97092));
        const found = await headObject(ctx.s3(spec.control), loc);
        if (!found)
            throw new errors/* UserError */.yo(`model-data-url: ${m.dataUrl} does not exist. Check the bucket and key, or give model-path.`);
        return { kind: 'object', uri: m.dataUrl, etag: found.etag ?? '', size: found.size };
    }
    if (m.source === 'name' && spec.control.mode === 'sagemaker') {
        const { describeExistingModel } = await Promise.all(/* import() */[__webpack_require__.e(4459), __webpack_require__.e(2523)]).then(__webpack_require__.bind(__webpack_require__, 72523));
        const { createSageMakerClient } = await Promise.all(/* import() */[__webpack_require__.e(4459), __webpack_require__.e(303), __webpack_require__.e(350)]).then(__webpack_require__.bind(__webpack_require__, 70350));
        const { withRetry } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 22495));
        const sm = createSageMakerClient(spec.control, ctx.env, ctx.credentials);
        try {
            const call = (send) => withRetry(send, { sleep: ctx.sleep, now: ctx.now, signal: ctx.signal });
            const found = await describeExistingModel(sm, m.name, call);
            return { kind: 'model', name: m.name, ...found };
        }
        finally {
            sm.destroy();
        }
    }
    throw new errors/* UserError */.yo('cache: needs a model to name the transform by (model-path, model-data-url or model-name).');
}
/** What runs the model: the image SageMaker pulls, or the local model server and what it runs. */
async function runtimeOf(spec, checked, ctx) {
    const framework = checked?.layout.framework ?? spec.model.framework;
    const region = (0,aws_region/* regionOrFallback */.q)(spec.control.region, ctx.env);
    if ((0,src_spec/* isLocal */.I)(spec)) {
        const { localServerIdentity } = await Promise.all(/* import() */[__webpack_require__.e(664), __webpack_require__.e(854)]).then(__webpack_require__.bind(__webpack_require__, 70854));
        return { localServer: await localServerIdentity(spec, framework, region) };
    }
    // An existing model brings its own image (in its content).
    if (spec.model.source === 'name')
        return { image: 'the model’s own' };
    const { modelImage } = await Promise.all(/* import() */[__webpack_require__.e(4459), __webpack_require__.e(2523)]).then(__webpack_require__.bind(__webpack_require__, 72523));
    return { image: modelImage(spec, framework, region ?? '') };
}
/** The positions of the part's inputs in the listing: all, or those a subset chose (by output name). */
function partPositions(inputs, part) {
    const chosen = part.subset && new Set(part.subset.names);
    const positions = [];
    for (let i = 0; i < inputs.count; i++) {
        const name = inputs.nameAt(i);
        if (!chosen || chosen.has((0,output_keys/* outputName */.Vf)(name, inputs.outputs) ?? name))
            positions.push(i);
    }
    return positions;
}
/** What the cache gave: hits, misses, where the reused outputs came from and what they had cost. */
function cacheSummary(uri, identity, reused, kept) {
    const sources = [...reused.bySource.entries()].sort((a, b) => b[1] - a[1]);
    // Each figure only when every source knows it.
    const sum = (of) => sources.reduce((total, [i, n]) => {
        const per = of(i);
        return total === undefined || per === undefined ? undefined : total + n * per;
    }, 0);
    const savedSeconds = sum(i => kept.sources[i].secondsPerOutput);
    const savedCost = sum(i => kept.sources[i].costPerOutput);
    return {
        uri,
        identity,
        hits: reused.hits.length,
        misses: reused.misses.length,
        reusedFrom: sources.map(([i, n]) => ({
            job: kept.sources[i].job,
            transformedAt: kept.sources[i].transformedAt,
            outputs: n
        })),
        ...(sources.length && savedSeconds !== undefined ? { savedInstanceSeconds: savedSeconds } : {}),
        ...(sources.length && savedCost !== undefined ? { savedCost } : {})
    };
}
/** The transform's identity and what went into it, said in the log. */
async function identityOf(spec, checked, ctx) {
    const described = transformIdentity(spec, await modelContent(spec, checked, ctx), await runtimeOf(spec, checked, ctx), checked?.layout.entryPoint?.slice('code/'.length));
    const identity = identityDigest(described);
    ctx.log.info(`cache: identity ${identity.slice(0, 16)}, from ${describeIdentity(described)}.`);
    return { described, identity };
}
async function lookUpCache(spec, part, checked, ctx) {
    const cacheSpec = spec.data.cache;
    const inputs = part.inputs;
    if (!cacheSpec || part.nothingToRun || !inputs)
        return part;
    const s3 = () => ctx.s3(spec.control);
    const store = (0,resolve.openFolder)(cacheSpec.uri, s3, 'cache');
    const { readKept } = await __webpack_require__.e(/* import() */ 1996).then(__webpack_require__.bind(__webpack_require__, 51996));
    const { inputContents } = await __webpack_require__.e(/* import() */ 947).then(__webpack_require__.bind(__webpack_require__, 60947));
    const { reuseKept } = await __webpack_require__.e(/* import() */ 9218).then(__webpack_require__.bind(__webpack_require__, 59218));
    const runSpec = part.runSpec;
    const { described, identity } = await identityOf(runSpec, checked, ctx);
    const positions = partPositions(inputs, part);
    const [contents, kept] = await Promise.all([
        inputContents(inputs, positions, store),
        readKept(store, identity, ctx.now(), cacheSpec.maxAgeDays)
    ]);
    if (kept.tooOld)
        ctx.log.info(`cache: ${(0,format/* plural */.LS)(kept.tooOld, 'record')} older than cache-max-age (${cacheSpec.maxAgeDays} days) left out.`);
    const outputs = (0,resolve.openOutputFolder)(spec.output.path, s3);
    const reused = await reuseKept({
        inputs,
        positions,
        contents,
        kept,
        cache: store,
        identity,
        outputs: outputs.store,
        ...(spec.output.kmsKey ? { kmsKey: spec.output.kmsKey } : {}),
        signal: ctx.signal
    });
    if (reused.stale)
        ctx.log.info(`cache: ${(0,format/* plural */.LS)(reused.stale, 'kept output')} gone or changed since recorded: transformed again.`);
    const summary = cacheSummary(cacheSpec.uri, identity, reused, kept);
    ctx.outputs.set('cache-hits', String(summary.hits));
    ctx.outputs.set('cache-misses', String(summary.misses));
    ctx.log.info(`cache: ${(0,cache_line/* cacheSentence */.Y)(summary)}.`);
    const missNames = reused.misses.map(i => (0,output_keys/* outputName */.Vf)(inputs.nameAt(i), inputs.outputs) ?? inputs.nameAt(i));
    const plan = {
        spec: cacheSpec,
        store,
        identity,
        described,
        inputs,
        misses: reused.misses,
        missNames,
        contents,
        summary,
        partSpec: runSpec
    };
    return narrowed(spec, part, plan, outputs, ctx);
}
/** The part left to the job: none missing, nothing to run; some, a manifest of exactly them. */
async function narrowed(spec, part, plan, outputs, ctx) {
    if (plan.misses.length === 0)
        return { ...part, cache: plan, nothingToRun: true };
    // All missed: the part runs as it was.
    if (plan.summary.hits === 0)
        return { ...part, cache: plan };
    const manifest = await (0,subset/* partManifest */.ZG)(spec.data, outputs, () => ctx.s3(spec.control), `cache-misses-${part.stamp}.json`, plan.inputs, plan.misses);
    ctx.log.info(`cache: the ${(0,format/* plural */.LS)(plan.misses.length, 'input')} to transform are listed in ${manifest}.`);
    return { ...part, cache: plan, runSpec: { ...part.runSpec, data: (0,subset.manifestData)(spec.data, manifest) } };
}
/** The report's cache part: the outputs placed from the cache are told apart from a rerun's kept ones. */
function withCache(summary, cache) {
    summary.cache = cache;
    const o = summary.objects;
    const kept = (o.kept ?? 0) - cache.hits;
    o.reused = cache.hits;
    if (kept > 0)
        o.kept = kept;
    else
        delete o.kept;
}
/** What the record says of the job: its name, end, instance-seconds and price. */
function jobFacts(outcome, finished, now) {
    const job = finished.summary.job;
    return {
        name: outcome.jobName,
        endedAt: outcome.endedAt?.getTime() ?? now,
        ...(job.instanceSeconds !== undefined ? { instanceSeconds: job.instanceSeconds } : {}),
        ...(job.pricePerHour !== undefined ? { pricePerHour: job.pricePerHour } : {})
    };
}
/** Keeps what the job made, says so in the log and the summary; a failure to keep is a warning. */
async function keep(made, where, transformed, job, ctx) {
    const { keepOutputs } = await __webpack_require__.e(/* import() */ 4113).then(__webpack_require__.bind(__webpack_require__, 64113));
    try {
        const kept = await keepOutputs({
            made,
            transformed,
            outputs: where.outputs,
            cache: where.store,
            identity: where.identity,
            described: where.described,
            job
        });
        ctx.log.info(kept.kept
            ? `cache: ${(0,format/* plural */.LS)(kept.kept, 'new output')} kept in ${where.uri} (record ${kept.record}).`
            : 'cache: no new output to keep (no input the job ran has an output).');
        return kept.kept;
    }
    catch (err) {
        ctx.log.warning(`cache: could not keep this run's outputs: ${(0,errors/* errorMessage */.gJ)(err)}`);
        return undefined;
    }
}
/** After the job: what it made for the misses is kept, and one record names it. */
async function keepTransformed(part, outcome, finished, ctx, spec) {
    const plan = part.cache;
    const analysis = finished.analysis;
    if (!plan || part.nothingToRun || !analysis || plan.misses.length === 0)
        return;
    const { madeForMisses } = await __webpack_require__.e(/* import() */ 4113).then(__webpack_require__.bind(__webpack_require__, 64113));
    const made = madeForMisses(plan.inputs, plan.misses, plan.contents, analysis.counted);
    const outputs = (0,resolve.openOutputFolder)(spec.output.path, () => ctx.s3(spec.control)).store;
    const where = {
        store: plan.store,
        uri: plan.spec.uri,
        identity: plan.identity,
        described: plan.described,
        outputs
    };
    const kept = await keep(made, where, plan.misses.length, jobFacts(outcome, finished, ctx.now()), ctx);
    if (kept !== undefined)
        plan.summary.kept = kept;
}
/**
 * `attach` with a cache: the attached job's outputs are kept under the identity a `model-name` run of
 * its model with its settings has, so such a run reuses them.
 */
async function keepAttached(reported, outcome, finished, ctx) {
    const cache = reported.data.cache;
    const definition = outcome.definition;
    const analysis = finished.analysis;
    if (!cache || !definition || !analysis?.inputs || !outcome.modelName) {
        if (cache)
            ctx.log.info('cache: nothing kept (the attached job’s model or input could not be read).');
        return;
    }
    const b = definition.batch;
    // Only a filter's text counts in the identity.
    const filter = (source) => source ? { source, segments: [], definite: false } : undefined;
    const inputFilter = filter(b?.inputFilter);
    const outputFilter = filter(b?.outputFilter);
    const spec = {
        ...reported,
        model: {
            ...reported.model,
            source: 'name',
            name: outcome.modelName,
            path: undefined,
            dataUrl: undefined
        },
        data: {
            ...reported.data,
            ...(inputFilter ? { inputFilter } : {}),
            ...(outputFilter ? { outputFilter } : {})
        },
        resources: {
            ...reported.resources,
            env: b?.env ?? {},
            ...(b?.strategy ? { strategy: b.strategy } : {}),
            ...(b?.maxPayloadMB !== undefined ? { maxPayloadMB: b.maxPayloadMB } : {})
        }
    };
    const { described, identity } = await identityOf(spec, undefined, ctx);
    const { madeByJob } = await __webpack_require__.e(/* import() */ 4113).then(__webpack_require__.bind(__webpack_require__, 64113));
    const s3 = () => ctx.s3(reported.control);
    const made = await madeByJob(analysis.inputs, analysis.counted);
    const outputs = (0,resolve.openOutputFolder)(definition.output.path, s3).store;
    const where = { store: (0,resolve.openFolder)(cache.uri, s3, 'cache'), uri: cache.uri, identity, described, outputs };
    await keep(made, where, finished.summary.objects.total, jobFacts(outcome, finished, ctx.now()), ctx);
}


/***/ })

};
