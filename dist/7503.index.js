export const id = 7503;
export const ids = [7503,7467,9890];
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
/* harmony export */   f: () => (/* binding */ isUnlisted),
/* harmony export */   listOnce: () => (/* binding */ listOnce),
/* harmony export */   partOfListed: () => (/* binding */ partOfListed),
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
                if (chosen((0,_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(o.name, outputs) ?? o.name))
                    yield o;
        },
        nameOf: uri => {
            const name = listed.nameOf(uri);
            return chosen(name) ? name : undefined;
        },
        holds: name => chosen((0,_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(name, outputs))
    };
    return listOnce(part, { uri: manifestUri, type: 'ManifestFile' }, outputs);
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
/* harmony import */ var _output_keys_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34882);
// Runs over part of the input: the inputs that have no output yet (`rerun: failed`), or a seeded sample
// (`sample`), named in a ManifestFile (`[{"prefix": ...}, "rel/key", ...]`, SageMaker's format) that is
// written beside the outputs and run instead of the whole input. Entries are the inputs' names, so the
// outputs of the part land where the whole input's would.





/** Where the manifests go, inside output-path. */
const MANIFEST_FOLDER = '_manifests';
/** Every input the run listed, with the prefix its name is relative to (one prefix, as a manifest has). */
async function listNamedInputs(listing) {
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
    return { prefix: base === undefined ? '' : store.uriOf(base), names, outputs: listing.outputs };
}
/** The names of the `.out` objects under output-path. */
async function outputNames(output) {
    const names = new Set();
    for await (const o of output.store.list('')) {
        if (o.key.startsWith(`${MANIFEST_FOLDER}/`))
            continue;
        const name = (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .nameOfOutput */ .Kh)(o.key);
        if (name !== undefined)
            names.add(name);
    }
    return names;
}
/** The inputs without an output among `has` (output names), in listing order. */
function missingOutputs(inputs, has) {
    return inputs.names.filter(n => !has((0,_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .outputName */ .Vf)(n, inputs.outputs) ?? n));
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
async function partManifest(output, file, listed, positions) {
    const inputs = await listNamedInputs(listed);
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
async function planSubset(data, output, listed, stamp, failedBefore = []) {
    if (!data.rerun && !data.sample)
        return undefined;
    const inputs = await listNamedInputs(listed);
    const kind = data.rerun ? 'rerun' : 'sample';
    const existing = data.sample ? undefined : await outputNames(output);
    const failed = new Set(failedBefore.map(n => (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .outputName */ .Vf)(n, inputs.outputs) ?? n));
    const names = data.sample
        ? sampleNames(inputs.names, data.sample)
        : missingOutputs(inputs, name => existing.has(name) && !failed.has(name));
    const plan = {
        kind,
        chosen: names.length,
        total: inputs.names.length,
        names: names.map(n => (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .outputName */ .Vf)(n, inputs.outputs) ?? n)
    };
    if (names.length > 0)
        plan.manifest = await writeManifest(output, `${kind}-${stamp}.json`, inputs, names);
    return plan;
}
/**
 * The manifest of exactly the inputs without an output, after a run with failed files: `counted` says
 * which output names the report counted (an output an earlier run left is not this run's). With
 * `reasonOf` (an input's URI -> why it failed), each entry's reason is written beside it, in
 * `failed-<stamp>-reasons.json` (a ManifestFile holds names only). `listed`: the reported input as listed.
 */
async function failedManifest(output, listed, stamp, counted, reasonOf) {
    const inputs = await listNamedInputs(listed);
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

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hg: () => (/* binding */ mermaidText),
/* harmony export */   aN: () => (/* binding */ mdShort),
/* harmony export */   md: () => (/* binding */ md),
/* harmony export */   s8: () => (/* binding */ markerKey)
/* harmony export */ });
/* unused harmony export escapeHtml */
// Escaping for everything that comes from data (keys, labels, file names, error messages) before it
// reaches Markdown, HTML or a Mermaid chart. Data must render as text, never as markup, links or images.
const HTML = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for HTML (attribute or element content). */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, c => HTML[c]);
}
/**
 * Text for Markdown that renders back to exactly the same visible text, also inside a table cell:
 * `&`, `<`, `>` become entities (no HTML, no entity), other ASCII punctuation is backslash-escaped (no
 * emphasis, links, images, code, strikethrough, math, headings or cell breaks), and line breaks become
 * spaces. GitHub links mentions, issue numbers, emoji codes and bare URLs in the rendered text, so `@`,
 * `#` and `:` go in a `<span>` of their own and `www` in another: the text is the same, no link is made.
 */
function md(text) {
    return String(text)
        .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
        .replace(/www|[@#:]|[&<>]|[\\`*_{}[\]()+\-.!|~^$=]/gi, c => c.length > 1 || c === '@' || c === '#' || c === ':'
        ? `<span>${c}</span>`
        : c === '&' || c === '<' || c === '>'
            ? HTML[c]
            : `\\${c}`);
}
/** Like `md`, shortened to `max` characters first (so an entity or escape is never cut). */
function mdShort(text, max = 120) {
    const oneLine = text.replace(/\s+/g, ' ');
    return md(oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine);
}
/** A label inside a Mermaid string (`"..."`): no quotes, brackets, HTML or line breaks survive. */
function mermaidText(text, max = 40) {
    const clean = text
        .replace(/[\r\n\t]+/g, ' ')
        .replace(/["'`<>&#;\\[\]{}|]/g, '')
        .trim();
    const short = clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
    return short === '' ? '?' : short;
}
/** A comment key for the hidden marker: letters, digits, `.`, `_`, `-` only (never `--` or `>`). */
function markerKey(key) {
    return (key.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/-{2,}/g, '-') || 'default').slice(0, 100);
}


/***/ }),

/***/ 71231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ workDir),
/* harmony export */   Y: () => (/* binding */ artifactSuffix)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);
// Where a run's report files go on the runner, and how its artifacts are named.



/** The runner's folder for this job's report files (summary JSON, pictures). */
function workDir(env, jobName) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_0___default().tmpdir(), 'sagemaker-batch-transform', (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markerKey */ .s8)(jobName));
}
/**
 * Artifact names must be unique within a workflow run, re-run attempts included; one job can be
 * reported by several steps (`attach`, an explicit `job-name`), so the step and the attempt join the name.
 */
function artifactSuffix(env) {
    const step = [env.GITHUB_JOB, env.GITHUB_ACTION].filter(Boolean).join('-');
    const attempt = env.GITHUB_RUN_ATTEMPT;
    return (step ? `-${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markerKey */ .s8)(step)}` : '') + (attempt ? `-attempt-${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markerKey */ .s8)(attempt)}` : '');
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
 * `rerun` names (output names) the inputs this run re-ran; the other inputs' outputs are kept.
 */
function originsOf(outcome, rerun) {
    const written = outcome.outputsWritten;
    const created = outcome.createdAt;
    const own = (o) => written
        ? written.has(o.key)
        : !created || o.lastModified === undefined || writtenByJob(o.lastModified, created);
    const rerunNames = rerun ? new Set(rerun.names) : undefined;
    return (o, name) => (own(o) ? 'written' : rerunNames && !rerunNames.has(name) ? 'kept' : 'earlier');
}


/***/ }),

/***/ 8295:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tp: () => (/* binding */ IDLE_SHARE),
  RX: () => (/* binding */ UNDER_USED_SHARE),
  h5: () => (/* binding */ figuresOf),
  Rq: () => (/* binding */ utilizationSummary)
});

// EXTERNAL MODULE: ./src/contract/idle-instances.ts
var idle_instances = __webpack_require__(54211);
// EXTERNAL MODULE: ./src/contract/images.ts + 1 modules
var contract_images = __webpack_require__(10305);
;// CONCATENATED MODULE: ./src/contract/instance-types.ts
// What one ml.* instance holds: its vCPUs and GPUs, to read CloudWatch's per-instance utilization
// (CPUUtilization is summed over vCPUs, GPUUtilization over GPUs) as a share of the whole instance, and
// the next smaller size of a family, for a suggestion.
// Source: the Amazon EC2 instance type specifications (general purpose, compute optimized, memory
// optimized, accelerated computing); SageMaker's ml.* types run on the same hardware. Every size named
// `xlarge` has 4 vCPUs and `Nxlarge` 4N, `large` 2, except ml.c4.8xlarge (36).

/** GPUs per instance, for the GPU families batch transform offers (inf2 and trn1 have Neuron chips, not GPUs). */
const GPUS = {
    'ml.p2.xlarge': 1,
    'ml.p2.8xlarge': 8,
    'ml.p2.16xlarge': 16,
    'ml.p3.2xlarge': 1,
    'ml.p3.8xlarge': 4,
    'ml.p3.16xlarge': 8,
    'ml.g4dn.xlarge': 1,
    'ml.g4dn.2xlarge': 1,
    'ml.g4dn.4xlarge': 1,
    'ml.g4dn.8xlarge': 1,
    'ml.g4dn.12xlarge': 4,
    'ml.g4dn.16xlarge': 1,
    'ml.g5.xlarge': 1,
    'ml.g5.2xlarge': 1,
    'ml.g5.4xlarge': 1,
    'ml.g5.8xlarge': 1,
    'ml.g5.12xlarge': 4,
    'ml.g5.16xlarge': 1,
    'ml.g5.24xlarge': 4,
    'ml.g5.48xlarge': 8,
    'ml.g6.xlarge': 1,
    'ml.g6.2xlarge': 1,
    'ml.g6.4xlarge': 1,
    'ml.g6.8xlarge': 1,
    'ml.g6.12xlarge': 4,
    'ml.g6.16xlarge': 1,
    'ml.g6.24xlarge': 4,
    'ml.g6.48xlarge': 8
};
const VCPU_EXCEPTIONS = { 'ml.c4.8xlarge': 36 };
/** `ml.<family>.<size>` split, or undefined for a name of another form. */
function parts(instanceType) {
    const m = /^ml\.([a-z0-9-]+)\.([a-z0-9]+)$/.exec(instanceType);
    return m ? { family: m[1], size: m[2] } : undefined;
}
function vcpusOfSize(size) {
    if (size === 'medium')
        return 1;
    if (size === 'large')
        return 2;
    if (size === 'xlarge')
        return 4;
    const m = /^(\d+)xlarge$/.exec(size);
    return m ? 4 * Number(m[1]) : undefined;
}
/** The instance's vCPUs and GPUs, or undefined when its name says neither. */
function instanceShape(instanceType) {
    const p = parts(instanceType);
    const vcpus = VCPU_EXCEPTIONS[instanceType] ?? (p && vcpusOfSize(p.size));
    if (vcpus === undefined)
        return undefined;
    return { vcpus, gpus: GPUS[instanceType] ?? 0 };
}
/**
 * The next smaller type of the same family that batch transform offers, with as many GPUs (a GPU job
 * needs one), or undefined when there is none.
 */
function smallerOfFamily(instanceType) {
    const p = parts(instanceType);
    const shape = instanceShape(instanceType);
    if (!p || !shape)
        return undefined;
    let best;
    for (const type of contract_images/* TRANSFORM_INSTANCE_TYPES */.x_) {
        const q = parts(type);
        const s = instanceShape(type);
        if (!q || !s || q.family !== p.family || s.vcpus >= shape.vcpus)
            continue;
        if (shape.gpus > 0 && s.gpus < Math.min(shape.gpus, 1))
            continue;
        if (!best || s.vcpus > best.vcpus)
            best = { type, vcpus: s.vcpus };
    }
    return best?.type;
}

// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
;// CONCATENATED MODULE: ./src/results/summary/instance-utilization.ts
// Did the instances earn their cost? Each instance's CloudWatch figures as shares of the whole instance
// (CPUUtilization is summed over its vCPUs, GPUUtilization and GPUMemoryUtilization over its GPUs), the
// idle and under-used ones named, and one change to try, with its reason and, when priced, its cost.



/** Mean under this share of its CPUs (and of its GPUs): the instance did nothing. */
const IDLE_SHARE = 0.02;
/** Mean under this share of its main resource (GPUs, else CPUs): the instance was far under-used. */
const UNDER_USED_SHARE = 0.25;
/** A smaller type is suggested only when CPU and memory peaked under this share. */
const HALF = 0.5;
/** The request count suggested for a waiting GPU (within max-payload x max-concurrent-transforms <= 100). */
const SUGGESTED_CONCURRENCY = 4;
function share(f, per) {
    return f && { mean: f.mean / per, peak: f.peak / per };
}
function verdictOf(u, gpus) {
    if (!u.cpu)
        return 'no points';
    const gpu = u.gpu?.mean ?? 0;
    if (u.cpu.mean < IDLE_SHARE && gpu < IDLE_SHARE)
        return 'idle';
    const main = gpus > 0 && u.gpu ? u.gpu.mean : u.cpu.mean;
    return main < UNDER_USED_SHARE ? 'under-used' : 'busy';
}
const pct = (x) => `${(x * 100).toFixed(1)}%`;
/** `i-0abc (CPU 0.4%, GPU 1.0%)` */
function figuresOf(u) {
    const parts = [`CPU ${u.cpu ? pct(u.cpu.mean) : 'n/a'}`];
    if (u.gpu)
        parts.push(`GPU ${pct(u.gpu.mean)}`);
    return `${u.instance} (${parts.join(', ')})`;
}
function missingNote(reading, instanceCount, seen) {
    if (!reading.incomplete)
        return undefined;
    const waited = reading.boundSeconds === 0
        ? 'the step read them once the job had ended, without waiting (utilization-wait: 0)'
        : `the step read them ${reading.waitedSeconds} s into a wait of at most ${reading.boundSeconds} s past ` +
            "the job's end (utilization-wait)";
    const longer = 'CloudWatch points arrive a few minutes late: a larger utilization-wait waits for them.';
    if (seen === 0)
        return `No CPU, GPU or memory points of the instances had arrived yet: ${waited}. ${longer}`;
    return (`Not every point had arrived (${(0,format/* plural */.LS)(seen, 'instance')} of ${instanceCount} with points, the job's last ` +
        `minutes may be missing): ${waited}; the figures cover what had. ${longer}`);
}
/** What one instance's time cost in this run, when priced. */
function perInstanceCost(job) {
    if (job.pricePerHour === undefined || job.durationSeconds === undefined)
        return undefined;
    return (job.pricePerHour * job.durationSeconds) / 3600;
}
function fewerInstances(x) {
    const idle = x.usage.filter(u => u.verdict === 'idle');
    const byInput = x.idleByInput?.instances ?? 0;
    const spare = Math.max(idle.length, byInput);
    const keep = x.job.instanceCount - spare;
    if (spare === 0 || keep < 1)
        return undefined;
    const each = perInstanceCost(x.job);
    const reason = idle.length >= byInput
        ? `${(0,format/* plural */.LS)(idle.length, 'instance')} of ${x.job.instanceCount} ${idle.length === 1 ? 'was' : 'were'} idle: ${idle.map(figuresOf).join(', ')}`
        : `only ${(0,format/* plural */.LS)(x.idleByInput.objects, 'input object')} for ${x.job.instanceCount} instances: SageMaker gives each object to one instance, so ${(0,format/* plural */.LS)(byInput, 'instance')} got no input`;
    return {
        change: `instance-count: ${keep}`,
        reason,
        ...(each !== undefined ? { saving: each * spare } : {})
    };
}
function moreConcurrency(x) {
    // Unset, the container picks its own concurrency: only an explicit 1 is known to keep the GPU waiting.
    if (x.gpus === 0 || x.maxConcurrentTransforms !== 1)
        return undefined;
    const gpuBound = x.usage.filter(u => u.verdict === 'under-used' && u.gpu);
    if (gpuBound.length === 0)
        return undefined;
    const room = x.maxPayloadMB ? Math.floor(100 / x.maxPayloadMB) : SUGGESTED_CONCURRENCY;
    const n = Math.min(SUGGESTED_CONCURRENCY, room);
    if (n <= 1)
        return undefined;
    const mean = gpuBound.reduce((a, u) => a + u.gpu.mean, 0) / gpuBound.length;
    return {
        change: `max-concurrent-transforms: ${n}`,
        reason: `the GPU was ${pct(mean)} busy on average with max-concurrent-transforms 1: each instance sends one ` +
            `request at a time, so the GPU waits between requests (${gpuBound.map(figuresOf).join(', ')})`,
        ...(x.job.estimatedCost !== undefined ? { cost: x.job.estimatedCost } : {})
    };
}
function smallerType(x) {
    const used = x.usage.filter(u => u.verdict !== 'no points');
    if (used.length === 0 || used.some(u => u.verdict === 'busy'))
        return undefined;
    const low = (s) => s === undefined || s.peak < HALF;
    if (!used.every(u => low(u.cpu) && low(u.memory) && low(u.gpuMemory)))
        return undefined;
    const smaller = smallerOfFamily(x.job.instanceType);
    if (!smaller)
        return undefined;
    return {
        change: `instance-type: ${smaller}`,
        reason: `every instance stayed under ${pct(UNDER_USED_SHARE)} busy on average and under ${pct(HALF)} of its CPU ` +
            `and memory at its peak minute (${used.map(figuresOf).join(', ')}): ${smaller} is the next smaller size of the family`,
        ...(x.job.estimatedCost !== undefined ? { cost: x.job.estimatedCost } : {})
    };
}
/**
 * The report's view of the instances: from the reading, and from the input's object count (instances
 * given no input), or undefined when there is nothing to say (local mode, nothing read, none idle).
 */
function utilizationSummary(job, objects, reading, settings = {}) {
    if (job.mode !== 'sagemaker')
        return undefined;
    const idle = (0,idle_instances/* idleInstances */.Fs)(objects, job, job.pricePerHour);
    const each = perInstanceCost(job);
    const idleByInput = idle && {
        instances: idle.idle,
        objects: idle.objects,
        ...(each !== undefined ? { cost: each * idle.idle } : {})
    };
    if (!reading && !idleByInput)
        return undefined;
    const shape = instanceShape(job.instanceType);
    const vcpus = shape?.vcpus ?? 1;
    const gpus = shape?.gpus ?? 0;
    const usage = (reading?.instances ?? []).map(r => {
        const m = r.metrics;
        const u = {
            instance: r.instance,
            points: m.CPUUtilization?.points ?? 0,
            cpu: share(m.CPUUtilization, 100 * vcpus),
            memory: share(m.MemoryUtilization, 100),
            gpu: share(m.GPUUtilization, 100 * Math.max(gpus, 1)),
            gpuMemory: share(m.GPUMemoryUtilization, 100 * Math.max(gpus, 1))
        };
        const kept = Object.fromEntries(Object.entries(u).filter(([, v]) => v !== undefined));
        return { ...kept, verdict: verdictOf(u, gpus) };
    });
    const notes = [];
    if (reading?.note)
        notes.push(reading.note);
    else if (reading) {
        const missing = missingNote(reading, job.instanceCount, usage.filter(u => u.cpu).length);
        if (missing)
            notes.push(missing);
    }
    if (!shape)
        notes.push(`The vCPUs and GPUs of ${job.instanceType} are not known here: CPU and GPU are shown as CloudWatch gives them (summed over cores, 1 = 100%).`);
    const payload = typeof settings.maxPayloadMB === 'number' ? settings.maxPayloadMB : undefined;
    const x = {
        job,
        usage,
        ...(idleByInput ? { idleByInput } : {}),
        gpus,
        maxConcurrentTransforms: settings.maxConcurrentTransforms,
        ...(payload ? { maxPayloadMB: payload } : {})
    };
    const suggestion = fewerInstances(x) ?? moreConcurrency(x) ?? smallerType(x);
    return {
        instanceType: job.instanceType,
        ...(shape ? { vcpus: shape.vcpus, gpus: shape.gpus } : {}),
        instances: usage,
        ...(idleByInput ? { idleByInput } : {}),
        notes,
        ...(suggestion ? { suggestion } : {})
    };
}


/***/ }),

/***/ 47503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publish: () => (/* binding */ publish)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/contract/listed-inputs.ts
var listed_inputs = __webpack_require__(37467);
// EXTERNAL MODULE: ./src/contract/subset.ts
var subset = __webpack_require__(19890);
// EXTERNAL MODULE: ./src/storage/resolve.ts
var resolve = __webpack_require__(93557);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/report/github-context.ts
// Where the run is: the repository, the pull request (from the event payload) and the run's page.
// Read from the environment the runner sets, not from @actions/github's import-time context.

function repoOf(env, payload) {
    const full = env.GITHUB_REPOSITORY;
    if (full && full.includes('/')) {
        const [owner, repo] = full.split('/');
        return { owner, repo };
    }
    const r = payload.repository;
    if (r?.name && r.owner?.login)
        return { owner: r.owner.login, repo: r.name };
    return undefined;
}
function readRunContext(env) {
    const apiUrl = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    const runUrl = env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined;
    const ctx = {
        apiUrl,
        eventName: env.GITHUB_EVENT_NAME,
        ...(runUrl ? { runUrl } : {}),
        ...(env.GITHUB_SHA ? { sha: env.GITHUB_SHA } : {}),
        ...(env.GITHUB_REF ? { ref: env.GITHUB_REF } : {})
    };
    let payload = {};
    if (env.GITHUB_EVENT_PATH) {
        try {
            payload = JSON.parse((0,external_node_fs_.readFileSync)(env.GITHUB_EVENT_PATH, 'utf8'));
        }
        catch {
            return { ...ctx, noPullRequest: 'the event payload could not be read' };
        }
    }
    else {
        return { ...ctx, noPullRequest: 'not running in GitHub Actions (no GITHUB_EVENT_PATH)' };
    }
    const pr = payload.pull_request;
    if (typeof pr?.head?.sha === 'string')
        ctx.sha = pr.head.sha;
    if (typeof pr?.head?.ref === 'string')
        ctx.ref = pr.head.ref;
    const issue = payload.issue;
    const number = pr?.number ?? (issue?.pull_request ? issue.number : undefined);
    const repo = repoOf(env, payload);
    if (typeof number !== 'number' || !repo) {
        return {
            ...ctx,
            noPullRequest: `the ${env.GITHUB_EVENT_NAME ?? 'current'} event is not about a pull request`
        };
    }
    const head = pr?.head?.repo?.full_name;
    const base = pr?.base?.repo?.full_name;
    return { ...ctx, pullRequest: { ...repo, number }, fromFork: Boolean(head && base && head !== base) };
}

;// CONCATENATED MODULE: ./src/report/fit.ts
const utf8Bytes = text => Buffer.byteLength(text, 'utf8');
const characters = text => text.length;
function join(prefix, sections, omitted, suffix) {
    const parts = sections.map(s => s.body);
    if (omitted.length)
        parts.push(`_Omitted to stay under GitHub's size limit: ${omitted.join(', ')}._`);
    return `${prefix}${parts.join('\n\n')}\n${suffix}`;
}
function fitSections(sections, limit, measure, prefix = '', suffix = '') {
    const kept = [...sections];
    const omitted = [];
    let text = join(prefix, kept, omitted, suffix);
    while (measure(text) > limit) {
        let drop = -1;
        for (let i = kept.length - 1; i >= 0; i--) {
            if (kept[i].priority > 0 && (drop < 0 || kept[i].priority > kept[drop].priority))
                drop = i;
        }
        if (drop < 0)
            break;
        omitted.unshift(kept[drop].title);
        kept.splice(drop, 1);
        text = join(prefix, kept, omitted, suffix);
    }
    if (measure(text) <= limit)
        return { text, omitted, truncated: false };
    return { text: truncate(text, limit, measure, suffix), omitted, truncated: true };
}
const CUT_NOTE = "\n\n_… cut to stay under GitHub's size limit._\n";
function closers(text) {
    let out = '';
    const fences = (text.match(/^```/gm) ?? []).length;
    if (fences % 2 === 1)
        out += '\n```';
    const open = (text.match(/<details>/g) ?? []).length - (text.match(/<\/details>/g) ?? []).length;
    for (let i = 0; i < open; i++)
        out += '\n\n</details>';
    return out;
}
function truncate(text, limit, measure, suffix) {
    let cut = text.slice(0, Math.max(0, limit - measure(CUT_NOTE) - measure(suffix) - 64));
    for (let tries = 0; tries < 100 && cut.length > 0; tries++) {
        const nl = cut.lastIndexOf('\n');
        cut = nl > 0 ? cut.slice(0, nl) : '';
        const candidate = cut + closers(cut) + CUT_NOTE + suffix;
        const size = measure(candidate);
        if (size <= limit)
            return candidate;
        // Multi-byte text: shrink in proportion rather than line by line.
        cut = cut.slice(0, Math.floor((cut.length * limit) / size));
    }
    return (CUT_NOTE + suffix).slice(0, limit);
}

// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/results/summary/instance-utilization.ts + 1 modules
var instance_utilization = __webpack_require__(8295);
// EXTERNAL MODULE: ./src/results/baseline/significance.ts
var significance = __webpack_require__(6663);
;// CONCATENATED MODULE: ./src/report/format.ts
// Percentages, scores, money and sizes in reports (counts and durations: src/format.ts).


/** The detection metrics' names in Markdown: GitHub links a bare `mAP@0.5` as an e-mail address. */
const MAP_50 = (0,report_escape.md)('mAP@0.5');
const AP_50 = (0,report_escape.md)('AP@0.5');
function pct(x, digits = 1) {
    if (x === null || x === undefined || Number.isNaN(x))
        return 'n/a';
    return `${(x * 100).toFixed(digits)}%`;
}
function num(x, digits = 3) {
    if (x === null || x === undefined || Number.isNaN(x))
        return 'n/a';
    return x.toFixed(digits);
}
/** A count with its sign: `+3`, `0`, `−7` (the minus sign, as every figure in the report writes it). */
function signed(n) {
    return n > 0 ? `+${(0,format/* count */.U9)(n)}` : n < 0 ? `−${(0,format/* count */.U9)(-n)}` : (0,format/* count */.U9)(n);
}

function bytes(n) {
    if (n < 1024)
        return `${n} B`;
    const units = ['KiB', 'MiB', 'GiB', 'TiB'];
    let v = n / 1024;
    let i = 0;
    while (v >= 1024 && i < units.length - 1) {
        v /= 1024;
        i++;
    }
    return `${v.toFixed(1)} ${units[i]}`;
}

// EXTERNAL MODULE: ./src/report/cache-line.ts
var cache_line = __webpack_require__(44667);
;// CONCATENATED MODULE: ./src/report/verdict.ts





/** Signed percentage points with a real minus sign: "−15.0 pp", "+2.5 pp", "±0.0 pp". */
function pp(delta) {
    const v = Math.round(delta * 1000) / 10;
    const sign = v > 0 ? '+' : v < 0 ? '−' : '±';
    return `${sign}${Math.abs(v).toFixed(1)} pp`;
}
/** A p-value as people quote it: "p < 0.001", "p = 0.031", "p = 0.22", "p = 1". */
function pValue(p) {
    if (p < 0.001)
        return 'p < 0.001';
    if (p >= 0.995)
        return 'p = 1';
    return `p = ${p < 0.1 ? p.toPrecision(2) : p.toFixed(2)}`;
}
/** The run's main figure (top-1 accuracy or mAP@0.5) and the baseline's, when both are measured. */
function headline(s) {
    const e = s.evaluation;
    if (!e)
        return undefined;
    const b = s.baseline?.figures?.evaluation;
    if (e.kind === 'classification') {
        if (Number.isNaN(e.top1Accuracy))
            return undefined;
        const before = b?.kind === 'classification' && !Number.isNaN(b.top1Accuracy) ? b.top1Accuracy : undefined;
        return {
            name: 'top-1',
            value: e.top1Accuracy,
            correct: e.top1Correct,
            evaluated: e.evaluated,
            ...(before !== undefined ? { baseline: before } : {})
        };
    }
    if (e.map === null)
        return undefined;
    const before = b?.kind === 'detection' && b.map !== null ? b.map : undefined;
    return {
        name: MAP_50,
        value: e.map,
        evaluated: e.evaluated,
        ...(before !== undefined ? { baseline: before } : {})
    };
}
function toneOf(s) {
    if (s.job.status !== 'Completed' || s.gates.some(g => !g.passed))
        return 'fail';
    const h = headline(s);
    const p = s.baseline?.paired;
    if ((h?.baseline !== undefined && h.value < h.baseline) || (p && p.broken > p.fixed))
        return 'warn';
    return 'pass';
}
const ICON = { fail: '❌', warn: '⚠️', pass: '✅' };
function gatesPhrase(s) {
    const total = s.gates.length;
    if (total === 0)
        return undefined;
    const failed = s.gates.filter(g => !g.passed).length;
    if (failed === 0)
        return total === 1 ? '1 gate passed' : `all ${total} gates passed`;
    return `${failed} of ${total} ${(0,format/* noun */.jB)(total, 'gate')} failed`;
}
function changedPhrase(s) {
    const b = s.baseline;
    if (!b)
        return undefined;
    const n = b.changed.count;
    if (n === 0)
        return `no prediction changed (${(0,format/* count */.U9)(b.compared)} compared)`;
    if (b.paired) {
        const { broken, fixed } = b.paired;
        const other = n - broken - fixed;
        const rest = other > 0 ? `, ${(0,format/* count */.U9)(other)} other` : '';
        return `${(0,format/* count */.U9)(n)} changed: ${(0,format/* count */.U9)(broken)} now wrong, ${(0,format/* count */.U9)(fixed)} fixed${rest}`;
    }
    return `${(0,format/* count */.U9)(n)} of ${(0,format/* count */.U9)(b.compared)} predictions changed`;
}
/** The verdict: "❌ 2 of 3 gates failed · top-1 85.0% (baseline 100.0%, −15.0 pp) · 6 changed: 6 now wrong, 0 fixed". */
function verdictLine(s) {
    const parts = [];
    if (s.job.status !== 'Completed')
        parts.push(`job ${s.job.status}`);
    const gates = gatesPhrase(s);
    if (gates)
        parts.push(gates);
    else if (s.job.status === 'Completed')
        parts.push('completed');
    const h = headline(s);
    if (h) {
        const detail = h.baseline !== undefined
            ? `baseline ${pct(h.baseline)}, ${pp(h.value - h.baseline)}`
            : h.correct !== undefined
                ? `${(0,format/* count */.U9)(h.correct)} of ${(0,format/* count */.U9)(h.evaluated)}`
                : `${(0,format/* count */.U9)(h.evaluated)} images`;
        parts.push(`${h.name} ${pct(h.value)} (${detail})`);
    }
    const changed = changedPhrase(s);
    if (changed)
        parts.push(changed);
    if (!h && !changed)
        parts.push(`${(0,format/* count */.U9)(s.objects.withOutput)} of ${(0,format/* count */.U9)(s.objects.total)} objects scored`);
    if (s.sample)
        parts.push(`sample of ${(0,format/* count */.U9)(s.sample.objects)} of ${(0,format/* count */.U9)(s.sample.of)} objects`);
    if (s.rerun)
        parts.push(`this run transformed ${(0,format/* count */.U9)(s.rerun.objects)} of ${(0,format/* count */.U9)(s.rerun.of)} objects (rerun: failed; the others already had an output)`);
    if (s.cache)
        parts.push(`cache: ${(0,cache_line/* cacheSentence */.Y)(s.cache, report_escape.md)}`);
    const text = parts.join(' · ');
    return `${ICON[toneOf(s)]} ${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
/** One plain sentence on whether the change in correctness is more than chance (exact McNemar). */
function significanceSentence(s) {
    const p = s.baseline?.paired;
    if (!p)
        return undefined;
    const { broken, fixed } = p;
    if (broken + fixed === 0) {
        return `No record went from right to wrong or back (${(0,format/* count */.U9)(p.evaluated)} compared with ground truth).`;
    }
    const what = broken > fixed ? 'drop' : broken < fixed ? 'improvement' : 'change';
    const pairs = `${(0,format/* count */.U9)(broken)} now wrong vs ${(0,format/* count */.U9)(fixed)} fixed`;
    if (broken === fixed)
        return `Broken and fixed records balance out (${pairs}).`;
    const sample = s.sample ? ' on this sample' : '';
    return p.p < significance/* SIGNIFICANCE */.cT
        ? `The ${what} is statistically significant${sample} (exact McNemar test, ${pValue(p.p)}, ${pairs}).`
        : `The ${what} is not statistically significant${sample} (exact McNemar test, ${pValue(p.p)}, ${pairs}): chance alone could explain it.`;
}

;// CONCATENATED MODULE: ./src/report/compare.ts





function table(head, rows, align) {
    const sep = head.map((_, i) => (align?.[i] === 'r' ? '---:' : '---'));
    return [head, sep, ...rows].map(r => `| ${r.join(' | ')} |`).join('\n');
}
function more(shown, total, where = '') {
    return total > shown ? `\n\n_${(0,format/* count */.U9)(total - shown)} more${where}._` : '';
}
function interval(correct, n) {
    const i = (0,significance/* wilson */.rF)(correct, n);
    return i ? `${pct(i.low)}–${pct(i.high)}` : 'n/a';
}
function gateRow(g, s) {
    const mark = g.passed ? '✅' : '❌';
    if (g.gate === 'max-failed-objects') {
        const margin = g.measured === null
            ? ''
            : `${g.threshold - g.measured >= 0 ? '+' : '−'}${(0,format/* count */.U9)(Math.abs(g.threshold - g.measured))}`;
        return [
            `${mark} \`${g.gate}\``,
            `≤ ${(0,format/* count */.U9)(g.threshold)} objects`,
            g.measured === null ? 'n/a' : `${(0,format/* count */.U9)(g.measured)} of ${(0,format/* count */.U9)(s.objects.total)}`,
            margin
        ];
    }
    let measured = 'not measured';
    if (g.measured !== null) {
        measured = pct(g.measured);
        const e = s.evaluation;
        const b = s.baseline;
        if (g.gate === 'min-accuracy' && e?.kind === 'classification')
            measured += ` (${(0,format/* count */.U9)(e.top1Correct)} of ${(0,format/* count */.U9)(e.evaluated)})`;
        if (g.gate === 'min-agreement' && b)
            measured += ` (${(0,format/* count */.U9)(b.agreed)} of ${(0,format/* count */.U9)(b.compared)})`;
    }
    return [
        `${mark} \`${g.gate}\``,
        `≥ ${pct(g.threshold)}`,
        measured,
        g.measured === null ? '' : pp(g.measured - g.threshold)
    ];
}
function gatesTable(s) {
    if (s.gates.length === 0)
        return undefined;
    return table(['Gate', 'Threshold', 'Measured', 'Margin'], s.gates.map(g => gateRow(g, s)), ['l', 'r', 'r', 'r']);
}
/** Whether top-5 says anything: only with more than 5 classes to choose from. */
function showTop5(s, e) {
    const widths = s.classification?.vectorWidths ?? [];
    return widths.length ? Math.max(...widths) > 5 : e.top5Correct !== e.top1Correct;
}
function rows(r, withBaseline) {
    return r.map(x => (withBaseline ? [x.label, x.before ?? '', x.after, x.delta ?? ''] : [x.label, x.after]));
}
function classificationRows(s, e, b, classLimit) {
    const head = [
        {
            label: '**Top-1 accuracy**',
            after: `**${pct(e.top1Accuracy)}** (${(0,format/* count */.U9)(e.top1Correct)}/${(0,format/* count */.U9)(e.evaluated)})`,
            ...(b
                ? {
                    before: `${pct(b.top1Accuracy)} (${(0,format/* count */.U9)(b.top1Correct)}/${(0,format/* count */.U9)(b.evaluated)})`,
                    delta: `**${pp(e.top1Accuracy - b.top1Accuracy)}**`
                }
                : {})
        },
        {
            label: '95% interval (Wilson)',
            after: interval(e.top1Correct, e.evaluated),
            ...(b ? { before: interval(b.top1Correct, b.evaluated) } : {})
        }
    ];
    if (showTop5(s, e)) {
        head.push({
            label: 'Top-5 accuracy',
            after: pct(e.top5Accuracy),
            ...(b ? { before: pct(b.top5Accuracy), delta: pp(e.top5Accuracy - b.top5Accuracy) } : {})
        });
    }
    const before = new Map((b?.perClass ?? []).map(c => [c.label, c]));
    const all = e.perClass.map(c => {
        const old = before.get(c.label);
        const change = old ? c.recall - old.recall : 0;
        return {
            label: `recall: ${(0,report_escape.md)(c.label)}`,
            after: `${pct(c.recall)} (${(0,format/* count */.U9)(c.correct)}/${(0,format/* count */.U9)(c.support)})`,
            ...(old ? { before: `${pct(old.recall)} (${(0,format/* count */.U9)(old.correct)}/${(0,format/* count */.U9)(old.support)})` } : {}),
            ...(old ? { delta: pp(change) } : {}),
            change
        };
    });
    // With a baseline, the classes that moved (worst first); without, the weakest classes.
    const moved = b ? all.filter(r => r.change !== 0).sort((x, y) => x.change - y.change) : all;
    return { head, perClass: moved.slice(0, classLimit), perClassTotal: moved.length };
}
function detectionRows(e, b, classLimit) {
    const metric = (label, now, then, bold = false) => {
        const w = (x) => (bold ? `**${x}**` : x);
        return {
            label: w(label),
            after: w(pct(now)),
            ...(b ? { before: pct(then), delta: now !== null && then != null ? w(pp(now - then)) : '' } : {})
        };
    };
    const head = [
        metric(MAP_50, e.map, b?.map, true),
        metric(`Precision (score ≥ ${e.scoreThreshold})`, e.precision, b?.precision),
        metric('Recall', e.recall, b?.recall)
    ];
    const before = new Map((b?.perClass ?? []).map(c => [c.label, c]));
    const all = e.perClass.map(c => {
        const old = before.get(c.label);
        const change = old && c.ap !== null && old.ap !== null ? c.ap - old.ap : 0;
        return {
            label: `AP: ${(0,report_escape.md)(c.label)}`,
            after: pct(c.ap),
            ...(old ? { before: pct(old.ap), delta: change ? pp(change) : pp(0) } : {}),
            change
        };
    });
    const moved = b ? all.filter(r => r.change !== 0).sort((x, y) => x.change - y.change) : all;
    return { head, perClass: moved.slice(0, classLimit), perClassTotal: moved.length };
}
/** This run beside the baseline (or alone): the main figure, its interval and the per-class figures. */
function beforeAfter(s, classLimit) {
    const e = s.evaluation;
    const b = s.baseline;
    const figures = b?.figures?.evaluation;
    const lines = [];
    let body;
    if (e?.kind === 'classification')
        body = classificationRows(s, e, figures?.kind === 'classification' ? figures : undefined, classLimit);
    else if (e?.kind === 'detection')
        body = detectionRows(e, figures?.kind === 'detection' ? figures : undefined, classLimit);
    const withBaseline = Boolean(figures && body);
    const all = body ? [...body.head, ...body.perClass] : [];
    if (b) {
        all.push({
            label: 'Agreement with the baseline',
            after: `${pct(b.agreement)} (${(0,format/* count */.U9)(b.agreed)}/${(0,format/* count */.U9)(b.compared)}; 95% ${interval(b.agreed, b.compared)})`
        });
    }
    if (all.length === 0)
        return undefined;
    const head = withBaseline ? ['', 'Baseline', 'This run', 'Change'] : ['', 'This run'];
    lines.push(table(head, rows(all, withBaseline), withBaseline ? ['l', 'r', 'r', 'r'] : ['l', 'r']));
    if (body && body.perClassTotal > body.perClass.length) {
        lines.push(`_${(0,format/* count */.U9)(body.perClassTotal - body.perClass.length)} more ${withBaseline ? 'classes changed' : 'classes'}; ` +
            `${withBaseline ? 'unchanged classes are not listed' : 'weakest first'}._`);
    }
    else if (withBaseline && body && body.perClass.length === 0) {
        lines.push('_No class changed its figure._');
    }
    return lines.join('\n\n');
}
/** Where the baseline came from, in one line. */
function baselineNote(s) {
    const b = s.baseline;
    if (!b)
        return undefined;
    const run = b.run;
    const who = [];
    if (run?.ref)
        who.push((0,report_escape.md)(run.ref.replace(/^refs\/heads\//, '')));
    if (run?.commit)
        who.push(`\`${run.commit.slice(0, 7).replace(/[^0-9a-f]/gi, '')}\``);
    if (run?.job)
        who.push(`job ${(0,report_escape.md)(run.job)}`);
    const from = b.figures
        ? b.figures.source === 'summary'
            ? 'figures from its _summary.json'
            : (0,report_escape.md)(b.figures.note ?? 'figures recomputed from its outputs')
        : undefined;
    return [
        `Baseline: ${(0,report_escape.md)(b.path)}${who.length ? ` (${who.join(', ')})` : ''}`,
        run?.pointer ? `found through ${(0,report_escape.md)(run.pointer)}` : undefined,
        from
    ]
        .filter(Boolean)
        .join('; ');
}
const MARK = {
    broken: ['✓', '✗'],
    fixed: ['✗', '✓'],
    'still-wrong': ['✗', '✗'],
    unknown: ['', '']
};
function withConfidence(label, confidence) {
    return `${(0,report_escape/* mdShort */.aN)(label, 80)}${confidence === null ? '' : ` (${num(confidence)})`}`;
}
/** Changed predictions: regressions first, then fixes; with the truth and ✓/✗ when there is ground truth. */
function changedTable(s, limit, where = '') {
    const b = s.baseline;
    if (!b || b.changed.examples.length === 0)
        return undefined;
    const shown = b.changed.examples.slice(0, limit);
    const withTruth = shown.some(c => c.truth !== undefined);
    const object = (c) => (0,report_escape/* mdShort */.aN)(c.key, 100) + (c.record ? ` #${c.record}` : '');
    const mark = (m, text) => (m ? `${m} ${text}` : text);
    const body = withTruth
        ? table(['Object', 'Truth', 'Baseline', 'This run'], shown.map(c => [
            object(c),
            c.truth === undefined ? '' : (0,report_escape/* mdShort */.aN)(c.truth, 80),
            mark(MARK[c.change][0], withConfidence(c.before, c.beforeConfidence)),
            mark(MARK[c.change][1], withConfidence(c.after, c.afterConfidence))
        ]))
        : table(['Object', 'Baseline', 'This run', 'Confidence drop'], shown.map(c => [
            object(c),
            withConfidence(c.before, c.beforeConfidence),
            withConfidence(c.after, c.afterConfidence),
            c.beforeConfidence !== null && c.afterConfidence !== null
                ? num(c.beforeConfidence - c.afterConfidence)
                : ''
        ]), ['l', 'l', 'l', 'r']);
    const order = withTruth ? 'now wrong first, then fixed' : 'largest confidence drop first';
    return `**Changed predictions** (${(0,format/* count */.U9)(b.changed.count)}; ${order})\n\n${body}${more(shown.length, b.changed.count, where)}`;
}

;// CONCATENATED MODULE: ./src/report/utilization-section.ts
// The instances in the report: in the job summary a table of each instance's CPU, memory, GPU and GPU
// memory (mean and peak minute, as shares of the whole instance), the idle and under-used ones named and
// one change to try; in the comment one line, only when an instance was idle or far under-used.





const VERDICT = {
    idle: '⚠️ idle',
    'under-used': '⚠️ under-used',
    busy: 'busy',
    'no points': 'no points yet'
};
function cell(s) {
    return s ? `${pct(s.mean)} / ${pct(s.peak)}` : 'n/a';
}
function suggestionLine(s) {
    const money_ = s.saving !== undefined
        ? ` It would have saved about ${(0,format/* money */.TG)(s.saving)} on this run.`
        : s.cost !== undefined
            ? ` This run's instances cost ${(0,format/* money */.TG)(s.cost)}.`
            : '';
    return `**Try** \`${s.change}\`: ${(0,report_escape/* mdShort */.aN)(s.reason, 600)}.${money_}`;
}
function idleByInputLine(u) {
    const i = u.idleByInput;
    if (!i)
        return undefined;
    const cost = i.cost !== undefined ? `, ${(0,format/* money */.TG)(i.cost)} of this run` : '';
    return (`⚠️ ${(0,format/* count */.U9)(i.objects)} input ${i.objects === 1 ? 'object' : 'objects'} for ${(0,format/* count */.U9)(i.objects + i.instances)} ` +
        `instances: SageMaker gives each object to one instance, so ${(0,format/* count */.U9)(i.instances)} got no input and were billed ` +
        `idle${cost}. Set instance-count to ${(0,format/* count */.U9)(i.objects)}, or split the data into more objects.`);
}
function instancesTable(u) {
    const gpu = u.instances.some(i => i.gpu || i.gpuMemory);
    const head = ['Instance', 'CPU mean / peak', 'Memory mean / peak'];
    if (gpu)
        head.push('GPU mean / peak', 'GPU memory mean / peak');
    head.push('Minutes', '');
    const rows = u.instances.map(i => {
        const row = [(0,report_escape.md)(i.instance), cell(i.cpu), cell(i.memory)];
        if (gpu)
            row.push(cell(i.gpu), cell(i.gpuMemory));
        row.push((0,format/* count */.U9)(i.points), VERDICT[i.verdict]);
        return row;
    });
    return table(head, rows, ['l', 'r', 'r', ...(gpu ? ['r', 'r'] : []), 'r', 'l']);
}
function shapeLine(u) {
    const shape = u.vcpus !== undefined
        ? ` (${(0,format/* count */.U9)(u.vcpus)} vCPUs${u.gpus ? `, ${(0,format/* count */.U9)(u.gpus)} ${u.gpus === 1 ? 'GPU' : 'GPUs'}` : ''} each)`
        : '';
    return (`Shares of each ${(0,report_escape.md)(u.instanceType)} instance${shape} from CloudWatch, over one-minute points: ` +
        `idle under ${pct(instance_utilization/* IDLE_SHARE */.tp, 0)} of its CPUs and GPUs on average, under-used under ${pct(instance_utilization/* UNDER_USED_SHARE */.RX, 0)} ` +
        'of its GPUs (or CPUs, without GPUs).');
}
function summaryBody(u) {
    const lines = ['### Instances'];
    const idle = idleByInputLine(u);
    if (idle)
        lines.push('', idle);
    if (u.instances.length)
        lines.push('', instancesTable(u), '', shapeLine(u));
    for (const n of u.notes)
        lines.push('', (0,report_escape/* mdShort */.aN)(n, 600));
    if (u.suggestion)
        lines.push('', suggestionLine(u.suggestion));
    return lines.join('\n');
}
/** The comment's line: only when an instance was idle, got no input, or was far under-used. */
function commentBody(u) {
    const flagged = u.instances.filter(i => i.verdict === 'idle' || i.verdict === 'under-used');
    if (flagged.length === 0 && !u.idleByInput)
        return '';
    const parts = [];
    const idle = flagged.filter(i => i.verdict === 'idle');
    const under = flagged.filter(i => i.verdict === 'under-used');
    const total = Math.max(u.instances.length, (u.idleByInput?.objects ?? 0) + (u.idleByInput?.instances ?? 0));
    if (idle.length)
        parts.push(`${idle.length} of ${total} idle: ${idle.map(i => (0,report_escape.md)((0,instance_utilization/* figuresOf */.h5)(i))).join(', ')}`);
    if (under.length)
        parts.push(`${under.length} of ${total} under-used: ${under.map(i => (0,report_escape.md)((0,instance_utilization/* figuresOf */.h5)(i))).join(', ')}`);
    if (!idle.length && u.idleByInput)
        parts.push(`${u.idleByInput.instances} of ${total} got no input object`);
    const tryIt = u.suggestion
        ? ` Try \`${u.suggestion.change}\`${u.suggestion.saving !== undefined ? ` (about ${(0,format/* money */.TG)(u.suggestion.saving)} saved per run)` : ''}.`
        : '';
    return `⚠️ **Instances:** ${parts.join('; ')}.${tryIt}`;
}
function utilizationSection(s, kind) {
    const u = s.utilization;
    if (!u)
        return undefined;
    return {
        id: 'utilization',
        title: 'Instances',
        priority: kind === 'comment' ? 2 : 3,
        body: kind === 'comment' ? commentBody(u) : summaryBody(u)
    };
}

// EXTERNAL MODULE: ./src/results/read/output-origins.ts + 1 modules
var output_origins = __webpack_require__(36668);
;// CONCATENATED MODULE: ./src/report/pictures-section.ts



const PICTURE_LEGEND = 'Solid boxes: detections at or above the score threshold, in class colours, tagged with label and score. Dashed boxes (class colour and white, just outside the box): ground truth.';
const REASON = {
    class: 'first of its class',
    'least confident': 'least confident',
    disagrees: 'disagrees'
};
const CHANGE = {
    broken: 'regressed',
    fixed: 'fixed',
    'still-wrong': 'changed, still wrong',
    unknown: 'changed'
};
function captions(items) {
    const truth = items.some(i => i.groundTruth !== undefined);
    const baseline = items.some(i => i.baseline !== undefined);
    const head = ['#', 'Object', 'Chosen as', 'Detections shown'];
    if (truth)
        head.push('Ground-truth boxes', 'Matched', 'Missed', 'Unmatched detections');
    if (baseline)
        head.push('Against the baseline');
    const n = (x) => (x === undefined ? '' : String(x));
    const rows = items.map((it, i) => {
        const row = [String(i + 1), (0,report_escape.md)(it.key), REASON[it.reason], String(it.shown)];
        if (truth)
            row.push(n(it.groundTruth), n(it.matched), n(it.missed), n(it.falsePositives));
        if (baseline)
            row.push(it.baseline ? CHANGE[it.baseline] : '');
        return row;
    });
    return table(head, rows, ['r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'l']);
}
/** Empty when there is nothing to say; `full` adds the legend and the captions. */
function picturesBody(p, full) {
    const parts = [];
    const sheet = p.contactSheet;
    if (p.url && p.rendered) {
        let line = `🖼️ [${(0,format/* count */.U9)(p.rendered)} detection pictures](${encodeURI(p.url)}) (workflow artifact ${(0,report_escape.md)(p.artifactName ?? '')})`;
        if (sheet?.url)
            line += ` · [contact sheet](${encodeURI(sheet.url)})`;
        parts.push(`${line}.`);
        if (p.note)
            parts.push((0,report_escape.md)(p.note));
    }
    else if (p.note) {
        // The note is a sentence of its own: the contact sheet's follows it.
        let line = `🖼️ Detection pictures: ${(0,report_escape.md)(/[.!?]$/.test(p.note) ? p.note : `${p.note}.`)}`;
        if (sheet)
            line += ` Contact sheet: ${(0,report_escape.md)(sheet.file)}.`;
        parts.push(line);
    }
    if (full && parts.length && p.items?.length) {
        if (sheet)
            parts.push('Numbered as on the contact sheet.');
        parts.push(PICTURE_LEGEND, captions(p.items));
    }
    return parts.join('\n\n');
}

;// CONCATENATED MODULE: ./src/report/sections/both-sections.ts
// The sections both the pull-request comment and the job summary show: the verdict, the gates, the
// failures, before and after, the changed predictions, the pictures and the notes.






/** "2025-06-01 12:00 UTC" */
function utcMinute(iso) {
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
/** The verdict line, then what was evaluated and when, then whether the change is more than chance. */
function verdict(s, o) {
    const stamp = [];
    if (s.revision?.sha)
        stamp.push(`Evaluated \`${s.revision.sha.slice(0, 7).replace(/[^0-9a-f]/gi, '')}\``);
    // A local run is the same transform on the runner: no SageMaker job was made.
    stamp.push(`${s.job.mode === 'local' ? 'Local transform run' : 'SageMaker Batch Transform job'} ${(0,report_escape.md)(s.job.name)}`);
    if (o.updatedAt)
        stamp.push(`updated ${utcMinute(o.updatedAt)}`);
    if (o.kind === 'comment' && o.links.runUrl)
        stamp.push(`[full job summary](${encodeURI(o.links.runUrl)})`);
    const lines = [`${o.kind === 'comment' ? '###' : '##'} ${verdictLine(s)}`, '', stamp.join(' · ')];
    const significance = significanceSentence(s);
    if (significance)
        lines.push('', significance);
    // Grouped failures say it better than the one long reason that lists a few of them; outputs left by
    // an earlier run are not what the job said.
    if (s.job.failureReason && !s.failures?.some(g => g.reason !== output_origins/* LEFT_BY_EARLIER_RUN */.Z))
        lines.push('', `**Failure reason:** ${(0,report_escape/* mdShort */.aN)(s.job.failureReason, 1000)}`);
    return { id: 'verdict', title: 'Verdict', priority: 0, body: lines.join('\n') };
}
function gates(s) {
    const t = gatesTable(s);
    return t ? { id: 'gates', title: 'Quality gates', priority: 0, body: t } : undefined;
}
function comparison(s, o) {
    const out = [];
    const t = beforeAfter(s, o.classLimit);
    const note = baselineNote(s);
    if (t) {
        const title = s.baseline?.figures ? 'Before and after' : 'Evaluation';
        const foot = note ?? '';
        out.push({
            id: 'before-after',
            title,
            priority: 1,
            body: `#### ${title}\n\n${t}${foot ? `\n\n${foot}.` : ''}`
        });
    }
    const where = o.kind === 'comment' ? ' in the job summary' : ' not shown';
    const changed = changedTable(s, o.listLimit, where);
    if (changed)
        out.push({ id: 'changed', title: 'Changed predictions', priority: 2, body: changed });
    return out;
}
function failures(s, o) {
    const groups = s.failures;
    if (!groups?.length)
        return undefined;
    const shown = groups.slice(0, o.kind === 'comment' ? 5 : 20);
    const rows = shown.map(g => [
        (0,format/* count */.U9)(g.count),
        `${(0,report_escape/* mdShort */.aN)(g.reason, 300)}${g.examples.length ? ` (${g.examples.map(k => (0,report_escape/* mdShort */.aN)(k, 60)).join(', ')}${g.count > g.examples.length ? ', …' : ''})` : ''}`,
        g.hint ? (0,report_escape/* mdShort */.aN)(g.hint, 300) : ''
    ]);
    const body = `#### Why objects failed\n\n${table(['Objects', 'Error (examples)', 'What to do'], rows, ['r', 'l', 'l'])}` +
        more(shown.length, groups.length, ' other errors');
    return { id: 'failures', title: 'Why objects failed', priority: 1, body };
}
function picturesSection(s, o) {
    if (!s.pictures)
        return undefined;
    const body = picturesBody(s.pictures, o.kind === 'summary');
    if (!body)
        return undefined;
    return {
        id: 'pictures',
        title: 'Detection pictures',
        priority: 2,
        body: o.kind === 'summary' ? `### Detection pictures\n\n${body}` : body
    };
}
function notesSection(s) {
    if (s.notes.length === 0)
        return undefined;
    return {
        id: 'notes',
        title: 'Notes',
        priority: 5,
        body: `### Notes\n\n${s.notes.map(n => `- ${(0,report_escape/* mdShort */.aN)(n, 500)}`).join('\n')}`
    };
}

;// CONCATENATED MODULE: ./src/report/sections/section.ts
// A report section and how it is rendered: the comment and the job summary render the same sections,
// each with its own options (how many rows a list or a class table shows).

const SUMMARY_OPTIONS = {
    kind: 'summary',
    listLimit: 100,
    classLimit: 50
};
const COMMENT_OPTIONS = {
    kind: 'comment',
    listLimit: 10,
    classLimit: 10
};
function details(summary, body) {
    return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
/** A collapsed table of the first `limit` items, saying how many more there are. */
function collapsedTable(summary, head, items, limit, row, align) {
    const shown = items.slice(0, limit);
    return details(summary, table(head, shown.map(row), align) + more(shown.length, items.length, ' not shown'));
}

;// CONCATENATED MODULE: ./src/report/sections/run-sections.ts





const STATUS_MARK = {
    Completed: '✅',
    Failed: '❌',
    Stopped: '⏹️',
    Stopping: '⏹️',
    InProgress: '⏳'
};
function job(s) {
    const j = s.job;
    const head = ['Job', 'Status', 'Instances', 'Duration'];
    const row = [
        (0,report_escape.md)(j.name),
        `${STATUS_MARK[j.status] ?? ''} ${j.status}`.trim(),
        `${(0,report_escape.md)(j.instanceType)} × ${j.instanceCount}`,
        j.durationSeconds !== undefined ? (0,format/* duration */.p0)(j.durationSeconds) : 'n/a'
    ];
    if (j.instanceSeconds !== undefined) {
        head.push('Instance time');
        row.push(`${(0,format/* count */.U9)(Math.round(j.instanceSeconds))} instance-seconds`);
    }
    if (j.estimatedCost !== undefined && j.pricePerHour !== undefined) {
        head.push('Estimated cost');
        row.push(`${(0,format/* money */.TG)(j.estimatedCost)} (${(0,format/* money */.TG)(j.pricePerHour)}/h × ${j.instanceCount})`);
    }
    const saved = rerunSaving(s);
    if (saved) {
        head.push('Saved by rerun: failed');
        row.push(saved.figure);
    }
    const c = s.cache;
    if (c?.savedInstanceSeconds !== undefined) {
        head.push('Saved by the cache');
        row.push(`≈ ${(0,format/* count */.U9)(Math.round(c.savedInstanceSeconds))} instance-seconds${c.savedCost !== undefined ? ` (${(0,format/* money */.TG)(c.savedCost)})` : ''}`);
    }
    const body = `### Job\n\n${table(head, [row])}${saved ? `\n\n${saved.sentence}` : ''}`;
    return { id: 'job', title: 'Job', priority: 1, body };
}
/** What `rerun: failed` saved, as a table cell and the sentence that says how it is estimated. */
function rerunSaving(s) {
    const r = s.rerun;
    const spent = s.job.instanceSeconds;
    if (!r || r.savedInstanceSeconds === undefined || spent === undefined)
        return undefined;
    const seconds = `${(0,format/* count */.U9)(Math.round(r.savedInstanceSeconds))} instance-seconds`;
    const figure = `≈ ${seconds}${r.savedCost !== undefined ? ` (${(0,format/* money */.TG)(r.savedCost)})` : ''}`;
    const skipped = r.of - r.objects;
    const sentence = `This run sent ${(0,format/* count */.U9)(r.objects)} of ${(0,format/* count */.U9)(r.of)} objects to the model (rerun: failed). Not re-running the ` +
        `other ${(0,format/* count */.U9)(skipped)} saved about ${seconds}${r.savedCost !== undefined ? `, ${(0,format/* money */.TG)(r.savedCost)}` : ''}: ` +
        `this run's ${(0,format/* count */.U9)(Math.round(spent))} instance-seconds ÷ ${(0,format/* count */.U9)(r.objects)} objects × ${(0,format/* count */.U9)(skipped)}. ` +
        'Start-up time is counted in, so for a small rerun the figure leans high.';
    return { figure, sentence };
}
function overview(s) {
    const o = s.objects;
    const e = s.evaluation;
    // Rows that are zero say nothing; the totals stay.
    const rows = [
        ['Input objects', o.total, format/* count */.U9],
        ['With output', o.withOutput, format/* count */.U9],
        // A rerun's or the cache's outputs: what this job wrote beside those it kept or reused (shown only
        // when some were).
        ['Written by this job', o.kept || o.reused ? (o.written ?? 0) : 0, format/* count */.U9],
        ['Kept from earlier runs (rerun: failed)', o.kept ?? 0, format/* count */.U9],
        ['Reused from the cache', o.reused ?? 0, format/* count */.U9],
        ['Failed (no output)', o.failed, format/* count */.U9],
        ['Unreadable outputs', o.unreadable, format/* count */.U9],
        ['Records scored', s.records, format/* count */.U9],
        ['Records not recognised', s.unrecognisedRecords, format/* count */.U9],
        ['Outputs without an input', o.orphanOutputs, format/* count */.U9],
        ['Evaluated against ground truth', e?.evaluated ?? 0, format/* count */.U9],
        ['Ground truth without a prediction', e?.missing ?? 0, format/* count */.U9],
        ['Output size', o.bytes, bytes]
    ];
    const kept = rows.filter(([name, n]) => n !== 0 || name === 'Input objects' || name === 'Records scored');
    const lines = [
        '### Data',
        '',
        table(['', 'Count'], kept.map(([name, n, f]) => [name, f(n)]), ['l', 'r']),
        '',
        `Read as ${(0,report_escape.md)(s.format.chosen)}${s.format.labelMap ? `; labels: ${(0,report_escape.md)(s.format.labelMap)}` : ''}. Data: ${(0,report_escape.md)(s.data.uri)}. Outputs: ${(0,report_escape.md)(s.outputPath)}.`
    ];
    if (e)
        lines.push('', `${groundTruthNote(e)}.`);
    return { id: 'overview', title: 'Data', priority: 3, body: lines.join('\n') };
}
/** Where the ground truth came from and how much of it matched the inputs. */
function groundTruthNote(e) {
    const unmatched = e.notAnInput ? `, ${(0,format/* count */.U9)(e.notAnInput)} not among the inputs` : '';
    return `Ground truth: ${(0,report_escape.md)(e.source)} (${(0,format/* count */.U9)(e.groundTruthLines)} lines${unmatched})`;
}
/** Every class's figures (the before/after table lists the ones that moved). */
function perClassSection(s, o) {
    const e = s.evaluation;
    if (!e || e.perClass.length === 0)
        return undefined;
    const body = e.kind === 'classification'
        ? collapsedTable(`Recall of every class (lowest first, ${(0,format/* count */.U9)(e.perClass.length)} classes)`, ['Class', 'Objects', 'Correct', 'Recall'], e.perClass, o.classLimit, c => [(0,report_escape.md)(c.label), (0,format/* count */.U9)(c.support), (0,format/* count */.U9)(c.correct), pct(c.recall)], ['l', 'r', 'r', 'r'])
        : collapsedTable(`Precision, recall and AP of every class (lowest AP first, ${(0,format/* count */.U9)(e.perClass.length)} classes)`, ['Class', 'Boxes', 'Detections', 'Precision', 'Recall', AP_50], e.perClass, o.classLimit, c => [
            (0,report_escape.md)(c.label),
            (0,format/* count */.U9)(c.groundTruth),
            (0,format/* count */.U9)(c.detections),
            pct(c.precision),
            pct(c.recall),
            num(c.ap)
        ], ['l', 'r', 'r', 'r', 'r', 'r']);
    return { id: 'per-class', title: 'Per-class figures', priority: 6, body };
}
function classDeltas(s, o) {
    const b = s.baseline;
    if (!b || b.classDeltas.length === 0)
        return undefined;
    return {
        id: 'deltas',
        title: 'Class-count changes',
        priority: 5,
        body: collapsedTable(`Predicted-class counts that changed (${(0,format/* count */.U9)(b.classDeltas.length)} classes)`, ['Class', 'Baseline', 'This run', 'Change'], b.classDeltas, o.classLimit, d => [(0,report_escape.md)(d.label), (0,format/* count */.U9)(d.before), (0,format/* count */.U9)(d.after), signed(d.delta)], ['l', 'r', 'r', 'r'])
    };
}
function keyList(id, title, priority, keys, total, o) {
    if (total === 0)
        return undefined;
    const shown = keys.slice(0, o.listLimit);
    return {
        id,
        title,
        priority,
        body: details(`${title} (${(0,format/* count */.U9)(total)})`, shown.map(k => `- ${(0,report_escape.md)(k)}`).join('\n') + more(shown.length, total))
    };
}
function problemSections(s, o) {
    const out = [];
    out.push(keyList('failed', 'Failed objects (no output)', 4, s.failedObjects, s.objects.failed, o));
    if (s.objects.unreadable) {
        const shown = s.unreadableObjects.slice(0, o.listLimit);
        out.push({
            id: 'unreadable',
            title: 'Unreadable outputs',
            priority: 4,
            body: details(`Unreadable outputs (${(0,format/* count */.U9)(s.objects.unreadable)})`, table(['Object', 'Problem'], shown.map(u => [(0,report_escape.md)(u.key), (0,report_escape/* mdShort */.aN)(u.problem, 200)])) + more(shown.length, s.objects.unreadable))
        });
    }
    if (s.unrecognisedRecords) {
        const shown = s.unrecognisedExamples.slice(0, o.listLimit);
        out.push({
            id: 'unrecognised',
            title: 'Records not recognised',
            priority: 9,
            body: details(`Records not recognised (${(0,format/* count */.U9)(s.unrecognisedRecords)})`, table(['Object', 'Record', 'Problem'], shown.map(u => [(0,report_escape.md)(u.key), String(u.record), (0,report_escape/* mdShort */.aN)(u.problem, 200)])) + more(shown.length, s.unrecognisedRecords))
        });
    }
    out.push(keyList('orphans', 'Outputs without an input', 9, s.orphanOutputs, s.objects.orphanOutputs, o));
    return out.filter((x) => x !== undefined);
}

;// CONCATENATED MODULE: ./src/report/charts.ts
// Mermaid `xychart-beta` bar charts, which GitHub renders natively in Markdown. Bars run sideways, one
// row each, its count written in its row's label: class names and bin ranges stay readable, and the
// value axis needs no tick labels. It has none on purpose: Mermaid pads a labelled axis, which starts
// every bar below the axis's zero and draws a zero count as a short bar. Without them a bar's length is
// its count and an empty bin draws nothing. One mid-blue reads on GitHub's light and dark themes alike,
// on the page's own background; a baseline's bars, in grey, sit above this run's.


/** Mid-blue: contrast above 3:1 on both #ffffff and #0d1117. */
const BAR_COLOUR = '#4c8bf5';
/** The baseline's grey, readable on GitHub's light and dark themes and on Mermaid's chart backgrounds. */
const BASELINE_COLOUR = '#8c959f';
/** Mermaid refuses diagrams over 50,000 characters (its default maxTextSize); stay far below. */
const MERMAID_MAX_CHARS = 5_000;
const MAX_BARS = 40;
const LABEL_MAX = 28;
const valueText = (v) => (Number.isInteger(v) ? (0,format/* count */.U9)(v) : v.toFixed(4));
/** Each bar's row label, `name: count` or `name (baseline): count`; Mermaid merges equal labels into one row, so none repeats. */
function rowLabels(bars) {
    const seen = new Map();
    return bars.map(b => {
        const base = `${(0,report_escape/* mermaidText */.Hg)(b.label, LABEL_MAX)}${b.baseline ? ' (baseline)' : ''}: ${valueText(b.value)}`;
        const n = (seen.get(base) ?? 0) + 1;
        seen.set(base, n);
        return n === 1 ? base : `${base} (${n})`;
    });
}
function barChart(title, valueTitle, bars) {
    if (bars.length === 0 || bars.every(b => b.value === 0))
        return '';
    const shown = bars.slice(0, MAX_BARS);
    const max = Math.max(1, ...shown.map(b => b.value));
    const labels = rowLabels(shown).map(l => `"${l}"`);
    // One series per colour: a bar is drawn in one of them, and is 0 (nothing drawn) in the other.
    const series = shown.some(b => b.baseline)
        ? [
            { colour: BASELINE_COLOUR, values: shown.map(b => (b.baseline ? b.value : 0)) },
            { colour: BAR_COLOUR, values: shown.map(b => (b.baseline ? 0 : b.value)) }
        ]
        : [{ colour: BAR_COLOUR, values: shown.map(b => b.value) }];
    const height = Math.min(1000, Math.max(250, 110 + 28 * shown.length));
    const config = {
        xyChart: { height, yAxis: { showLabel: false, showTick: false } },
        // No background of its own: the dark theme's grey box ends where the last bar does, so the bar
        // would touch its edge; on the page's own background nothing does.
        themeVariables: {
            xyChart: { backgroundColor: 'transparent', plotColorPalette: series.map(s => s.colour).join(', ') }
        }
    };
    const source = [
        '```mermaid',
        `%%{init: ${JSON.stringify(config)}}%%`,
        'xychart-beta horizontal',
        `  title "${(0,report_escape/* mermaidText */.Hg)(title, 60)}"`,
        `  x-axis [${labels.join(', ')}]`,
        `  y-axis "${(0,report_escape/* mermaidText */.Hg)(valueTitle, 30)}" 0 --> ${Math.ceil(max * 1.1)}`,
        ...series.map(s => `  bar [${s.values.map(v => (Number.isInteger(v) ? String(v) : v.toFixed(4))).join(', ')}]`),
        '```'
    ].join('\n');
    return source.length <= MERMAID_MAX_CHARS ? source : '';
}

;// CONCATENATED MODULE: ./src/report/sections/class-sections.ts






/** A row of a class-count table: Class, Index, count, Share. */
function classRow(k) {
    return [(0,report_escape.md)(k.label), k.index === undefined ? '' : String(k.index), (0,format/* count */.U9)(k.count), pct(k.share)];
}
function baselineCounts(s, kind) {
    const b = s.baseline;
    if (!b || b.kind !== kind)
        return undefined;
    const changed = new Map(b.classDeltas.map(d => [d.label, d]));
    return {
        before: (label, now) => changed.get(label)?.before ?? now,
        gone: b.classDeltas
            .filter(d => d.after === 0)
            .map(d => ({
            label: d.label,
            ...(d.index !== undefined ? { index: d.index } : {}),
            count: 0,
            share: 0
        }))
    };
}
const CHART_CLASSES = 15;
/** The chart's bars: the top classes, each with the baseline's count above it when there is one. */
function classBars(classes, baseline) {
    if (!baseline) {
        const top = classes.slice(0, CHART_CLASSES);
        return { bars: top.map(k => ({ label: k.label, value: k.count })), shown: top.length };
    }
    const rows = [...classes, ...baseline.gone].map(k => ({ k, before: baseline.before(k.label, k.count) }));
    rows.sort((a, b) => Math.max(b.before, b.k.count) - Math.max(a.before, a.k.count));
    const top = rows.slice(0, CHART_CLASSES);
    const bars = top.flatMap(({ k, before }) => [
        { label: k.label, value: before, baseline: true },
        { label: k.label, value: k.count }
    ]);
    return { bars, shown: top.length };
}
/** Classes at a glance (a chart of the top 15, beside the baseline's) with every count in a table. */
function classesSection(id, title, unit, classes, o, baseline) {
    if (classes.length === 0)
        return [];
    const { bars, shown } = classBars(classes, baseline);
    const total = classes.length + (baseline?.gone.length ?? 0);
    const chart = barChart(`${title} (top ${shown} of ${(0,format/* count */.U9)(total)})${baseline ? ', baseline in grey' : ''}`, unit, bars);
    const all = collapsedTable(`${title}: every count (${(0,format/* count */.U9)(classes.length)} classes)`, ['Class', 'Index', unit, 'Share'], classes, o.classLimit, classRow, ['l', 'r', 'r', 'r']);
    return [{ id, title, priority: 6, body: `### ${title}\n\n${chart}\n\n${all}` }];
}
function classificationSections(s, o) {
    const c = s.classification;
    if (!c)
        return [];
    const out = classesSection('classes', 'Predicted classes', 'Records', c.classes, o, baselineCounts(s, 'classification'));
    const conf = c.confidence;
    if (conf) {
        const chart = barChart('Top-1 confidence: records per bin', 'Records', conf.histogram.map(h => ({ label: `${h.from.toFixed(1)}–${h.to.toFixed(1)}`, value: h.count })));
        out.push({
            id: 'confidence',
            title: 'Confidence',
            priority: 7,
            body: `### Confidence\n\n${table(['Mean', 'Median', 'p10', 'Min', 'Max'], [[num(conf.mean), num(conf.median), num(conf.p10), num(conf.min), num(conf.max)]])}\n\n${chart}`
        });
    }
    if (c.lowest.length) {
        const rows = c.lowest
            .slice(0, o.listLimit)
            .map(l => [(0,report_escape.md)(l.key) + (l.record ? ` #${l.record}` : ''), (0,report_escape.md)(l.label), num(l.confidence)]);
        out.push({
            id: 'lowest',
            title: 'Lowest-confidence examples',
            priority: 9,
            body: details('Lowest-confidence predictions', table(['Object', 'Class', 'Confidence'], rows, ['l', 'l', 'r']))
        });
    }
    return out;
}
function detectionSections(s, o) {
    const d = s.detection;
    if (!d)
        return [];
    const lines = [
        `### Detections (score ≥ ${d.scoreThreshold})`,
        '',
        table(['Detections', 'Objects', 'Objects with none', 'Boxes per object (mean)', 'Max'], [
            [
                (0,format/* count */.U9)(d.detectionsAboveThreshold),
                (0,format/* count */.U9)(d.records),
                (0,format/* count */.U9)(d.objectsWithNone),
                num(d.boxesPerObject.mean, 2),
                (0,format/* count */.U9)(d.boxesPerObject.max)
            ]
        ], ['r', 'r', 'r', 'r', 'r'])
    ];
    // The histogram up to the largest count seen: trailing empty bins say nothing.
    const hist = d.boxesPerObject.histogram;
    let last = hist.length - 1;
    while (last > 0 && hist[last].objects === 0)
        last--;
    if (d.records) {
        lines.push('', barChart('Boxes per object', 'Objects', hist
            .slice(0, last + 1)
            .map(h => ({ label: h.boxes === '1' ? '1 box' : `${h.boxes} boxes`, value: h.objects }))));
    }
    return [
        { id: 'detections', title: 'Detections', priority: 4, body: lines.join('\n') },
        ...classesSection('detection-classes', 'Detected classes', 'Detections', d.classes, o, baselineCounts(s, 'detection'))
    ];
}

;// CONCATENATED MODULE: ./src/report/sections.ts




function renderSections(s, o) {
    const head = [verdict(s, o), gates(s), failures(s, o), ...comparison(s, o)];
    const rest = o.kind === 'comment'
        ? [utilizationSection(s, 'comment'), picturesSection(s, o), notesSection(s)]
        : [
            job(s),
            utilizationSection(s, 'summary'),
            overview(s),
            picturesSection(s, o),
            classDeltas(s, o),
            perClassSection(s, o),
            ...classificationSections(s, o),
            ...detectionSections(s, o),
            ...problemSections(s, o),
            notesSection(s)
        ];
    return [...head, ...rest].filter((x) => x !== undefined && x.body !== '');
}

;// CONCATENATED MODULE: ./src/report/job-summary.ts



/** GitHub drops a step summary over 1 MiB whole; keep a margin for other writers in the step. */
const JOB_SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024;
function renderJobSummary(s, c, limit = JOB_SUMMARY_LIMIT_BYTES) {
    return fitSections(renderSections(s, { ...SUMMARY_OPTIONS, ...c }), limit, utf8Bytes);
}
async function writeJobSummary(s, rc, ctx) {
    const fitted = renderJobSummary(s, rc);
    if (!(await ctx.outputs.appendSummary(fitted.text))) {
        ctx.log.info('No job summary written (GITHUB_STEP_SUMMARY is not set).');
        return;
    }
    if (fitted.omitted.length)
        ctx.log.info(`Job summary: omitted ${fitted.omitted.join(', ')} to stay under 1 MiB.`);
}

;// CONCATENATED MODULE: ./src/report/pr-comment.ts




/** GitHub rejects comment bodies over 65,536 characters. */
const COMMENT_LIMIT_CHARS = 65_536;
/** The comment body after the marker line; `reserve` characters are kept free for the marker. */
function renderComment(s, c, reserve, limit = COMMENT_LIMIT_CHARS) {
    return fitSections(renderSections(s, { ...COMMENT_OPTIONS, ...c }), limit - reserve, characters);
}
/** Why no comment is posted (logged as a warning with `comment: always`), or undefined to post one. */
function skipReason(report, run, token) {
    if (!run.pullRequest)
        return run.noPullRequest ?? 'no pull request';
    // A fork's pull_request token is read-only (pull_request_target gets a writable one).
    if (report.comment === 'auto' && run.fromFork && run.eventName === 'pull_request')
        return 'the pull request comes from a fork, whose token is read-only';
    if (!token)
        return 'no github-token';
    return undefined;
}
/** Posts or updates the sticky comment; its URL, or '' when none was posted (never a failure). */
async function postComment(report, s, run, rc, env, log) {
    if (report.comment === 'never')
        return '';
    const token = report.githubToken || env.GITHUB_TOKEN;
    const skip = skipReason(report, run, token);
    if (skip || !run.pullRequest || !token) {
        const line = `No pull request comment: ${skip}. The job summary has the results.`;
        if (report.comment === 'always')
            log.warning(line);
        else
            log.info(line);
        return '';
    }
    // Loaded only when a comment is posted: the GitHub client is large.
    const { commentMarker, upsertStickyComment } = await Promise.all(/* import() */[__webpack_require__.e(4119), __webpack_require__.e(1351), __webpack_require__.e(647)]).then(__webpack_require__.bind(__webpack_require__, 647));
    const marker = commentMarker(report.commentKey);
    const fitted = renderComment(s, rc, marker.length + 1);
    try {
        const res = await upsertStickyComment({
            token,
            apiUrl: run.apiUrl,
            pr: run.pullRequest,
            key: report.commentKey,
            body: fitted.text
        });
        log.info(`Pull request comment ${res.action}: ${res.url}`);
        return res.url;
    }
    catch (err) {
        const status = err.status;
        const why = status === 403
            ? 'the token may not write to this pull request (a fork gets a read-only token)'
            : (0,errors/* errorMessage */.gJ)(err);
        log.warning(`Could not comment on pull request #${run.pullRequest.number} (${status ?? 'error'}: ${why}). The job summary has the results.`);
        return '';
    }
}

// EXTERNAL MODULE: ./src/results/summary/run-summary.ts
var run_summary = __webpack_require__(56189);
;// CONCATENATED MODULE: ./src/report/step-outputs.ts

function fixed(x) {
    return x === undefined || Number.isNaN(x) ? '' : String(Math.round(x * 1e6) / 1e6);
}
function setSummaryOutputs(out, s, summaryJson) {
    out.set('objects-total', String(s.objects.total));
    out.set('objects-failed', String(s.objects.failed));
    out.set('records', String(s.records));
    out.set('accuracy', fixed((0,run_summary/* accuracyOf */.RU)(s)));
    out.set('agreement', fixed(s.baseline?.agreement));
    out.set('summary-json', summaryJson);
    out.set('instance-seconds', s.job.instanceSeconds === undefined ? '' : String(Math.round(s.job.instanceSeconds)));
    out.set('utilization', s.utilization ? JSON.stringify(s.utilization) : '');
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/results/baseline/baseline-source.ts
var baseline_source = __webpack_require__(26451);
// EXTERNAL MODULE: ./src/report/work-dir.ts
var work_dir = __webpack_require__(71231);
;// CONCATENATED MODULE: ./src/report/summary-json.ts
// `_summary.json`, on the runner and beside the outputs, and the `baseline-pointer` that names a
// complete run's outputs for later pull requests.







async function writeSummaryJson(s, env, outputs, log) {
    const json = `${JSON.stringify(s, null, 2)}\n`;
    const file = external_node_path_default().join((0,work_dir/* workDir */.H)(env, s.job.name), run_summary/* SUMMARY_OBJECT_KEY */.pN);
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    await (0,promises_.writeFile)(file, json);
    try {
        await outputs.put(run_summary/* SUMMARY_OBJECT_KEY */.pN, json, 'application/json');
        return { file, besideOutputs: true };
    }
    catch (err) {
        log.warning(`Could not write ${run_summary/* SUMMARY_OBJECT_KEY */.pN} beside the outputs: ${(0,errors/* errorMessage */.gJ)(err)}`);
        return { file, besideOutputs: false };
    }
}
/**
 * Points `baseline-pointer` at this run's outputs, only once they are complete (the job completed and
 * its `_summary.json` is beside them): a pull request reading the pointer then never sees a half-written
 * or mixed folder. Each run should write to its own output-path.
 */
async function writeBaselinePointer(s, write) {
    const { uri, complete, run, now, s3, log } = write;
    if (!complete || s.job.status !== 'Completed' || s.format.kind === 'none') {
        log.warning(`baseline-pointer: ${uri} left as it was: this run's outputs are not complete.`);
        return;
    }
    const pointer = (0,baseline_source/* pointerTo */.xH)(s, new Date(now).toISOString(), run.runUrl);
    try {
        const { store, key } = (0,resolve/* openParent */.jt)(uri, s3, 'baseline-pointer');
        await store.put(key, `${JSON.stringify(pointer, null, 2)}\n`, 'application/json');
        log.info(`baseline-pointer: ${uri} now names ${s.outputPath}`);
    }
    catch (err) {
        log.warning(`baseline-pointer: could not write ${uri}: ${(0,errors/* errorMessage */.gJ)(err)}`);
    }
}

;// CONCATENATED MODULE: ./src/run/publish.ts










/** Writes the manifest of the inputs without an output, for `rerun: failed` or a manual rerun. */
async function writeFailedManifest(outcome, analysis, outputs, ctx, inputs) {
    const summary = analysis.summary;
    try {
        if ((0,listed_inputs/* isUnlisted */.f)(inputs))
            throw new Error(inputs.unlisted);
        const stamp = (0,report_escape/* markerKey */.s8)(outcome.jobName);
        const reasons = (0,subset/* failureReasons */.OP)(outcome.failures, outcome.unexplained);
        const uri = await (0,subset/* failedManifest */.vn)(outputs, inputs, stamp, analysis.counted, reasons);
        if (!uri)
            return;
        summary.failedManifest = uri;
        ctx.outputs.set('failed-manifest', uri);
        ctx.log.info(`failed-manifest: ${uri} lists the ${summary.objects.failed} inputs without an output; run them again with rerun: failed (or give it as data with data-type: ManifestFile).` +
            (reasons ? ` Each one's reason: ${(0,subset/* reasonsFileOf */.bN)(uri)}.` : ''));
    }
    catch (err) {
        ctx.log.warning(`Could not write the manifest of the failed inputs: ${(0,errors/* errorMessage */.gJ)(err)}`);
    }
}
async function publish(spec, outcome, { summary, analysis }, ctx, 
/** The reported input as the run listed it (the failed-manifest is made from it), or why not. */
inputs) {
    const env = ctx.env;
    const s3 = () => ctx.s3(spec.control);
    // The job's own output path (an attached job's may differ from this step's input), opened once.
    const outputs = (0,resolve.openOutputFolder)(summary.outputPath, s3);
    // The analysis may have learned why inputs failed (SageMaker: the data-log read to the job's end).
    if (outcome.failureReason)
        ctx.outputs.set('failure-reason', outcome.failureReason);
    if (analysis && summary.detection && spec.report.detectionImages > 0) {
        const { picturesForRun } = await __webpack_require__.e(/* import() */ 743).then(__webpack_require__.bind(__webpack_require__, 60743));
        summary.pictures = await picturesForRun(spec, analysis, outputs.store, env);
    }
    if (summary.objects.failed > 0 && analysis)
        await writeFailedManifest(outcome, analysis, outputs, ctx, inputs);
    const run = readRunContext(env);
    if (run.sha)
        summary.revision = { sha: run.sha, ...(run.ref ? { ref: run.ref } : {}) };
    const rc = { links: { runUrl: run.runUrl }, updatedAt: new Date(ctx.now()).toISOString() };
    let summaryJson = '';
    let complete = false;
    try {
        const written = await writeSummaryJson(summary, env, outputs.store, ctx.log);
        summaryJson = written.file;
        complete = written.besideOutputs;
    }
    catch (err) {
        ctx.log.warning(`Could not write the summary JSON: ${(0,errors/* errorMessage */.gJ)(err)}`);
    }
    if (spec.report.baselinePointer) {
        const uri = spec.report.baselinePointer;
        await writeBaselinePointer(summary, { uri, complete, run, now: ctx.now(), s3, log: ctx.log });
    }
    setSummaryOutputs(ctx.outputs, summary, summaryJson);
    try {
        await writeJobSummary(summary, rc, ctx);
    }
    catch (err) {
        ctx.log.warning(`Could not write the job summary: ${(0,errors/* errorMessage */.gJ)(err)}`);
    }
    ctx.outputs.set('comment-url', await postComment(spec.report, summary, run, rc, env, ctx.log));
}


/***/ })

};
