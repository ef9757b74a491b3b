export const id = 6534;
export const ids = [6534,4383,5253];
export const modules = {

/***/ 82421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ap: () => (/* binding */ NameSet),
/* harmony export */   nz: () => (/* binding */ InputIndex)
/* harmony export */ });
/* unused harmony export compareOutputNames */
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34882);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77195);
// The inputs' output names, sorted once in the order S3 lists their outputs (`<name>.out`), so that a
// name is a position: what is known of each output (offered to the reader, kept, left by an earlier
// run) is a bit at that position (NameSet), and output-path's key ranges are runs of positions. A
// million outputs take a few hundred kilobytes of flags where sets of strings took hundreds of megabytes.


/** The order of two names' outputs (`a.out` against `b.out`), as S3 lists them. */
function compareOutputNames(a, b) {
    // Only where one name begins the other does the suffix decide (`a.b.out` comes before `a.out`).
    if (a.length !== b.length && (a.startsWith(b) || b.startsWith(a)))
        return (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_1__/* .compareKeys */ .YD)(`${a}${_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_SUFFIX */ .c9}`, `${b}${_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_SUFFIX */ .c9}`);
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

/***/ 25253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ isUnlisted),
/* harmony export */   listOnce: () => (/* binding */ listOnce),
/* harmony export */   partOfListed: () => (/* binding */ partOfListed),
/* harmony export */   y: () => (/* binding */ isListed)
/* harmony export */ });
/* harmony import */ var _input_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82421);
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34882);


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
    /** The last key's folder: the next key's most often (keys come in order), known without a look-up. */
    lastHead = -1;
    push(key, name) {
        const headLength = key.length - name.length;
        const last = this.lastHead < 0 ? undefined : this.heads[this.lastHead];
        let id;
        if (last !== undefined && last.length === headLength && key.startsWith(last))
            id = this.lastHead;
        else {
            const head = key.slice(0, headLength);
            id = this.headIds.get(head);
            if (id === undefined) {
                id = this.heads.push(head) - 1;
                this.headIds.set(head, id);
            }
            this.lastHead = id;
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
/** A lowercase hex digit's value; -1 for any other character. */
function hexDigit(c) {
    if (c >= 0x30 && c <= 0x39)
        return c - 0x30;
    if (c >= 0x61 && c <= 0x66)
        return c - 0x57;
    return -1;
}
/** ETags kept as 16 bytes each where they are plain MD5s (most are), any other form as it is. */
class PackedEtags {
    bytes = new Uint8Array(0);
    others = new Map();
    none = new Set();
    set(i, etag) {
        if (etag === undefined)
            return void this.none.add(i);
        if ((i + 1) * 16 > this.bytes.length) {
            const next = new Uint8Array(Math.max(1024, this.bytes.length * 2, (i + 1) * 16));
            next.set(this.bytes);
            this.bytes = next;
        }
        // An MD5 ETag as S3 gives it (single-part uploads), `"` and 32 lowercase hex digits and `"`: its
        // 16 bytes, read in place (no match, no buffer, a million times).
        const plain = etag.length === 34 && etag.charCodeAt(0) === 0x22 && etag.charCodeAt(33) === 0x22;
        for (let b = 0; plain && b < 16; b++) {
            const high = hexDigit(etag.charCodeAt(1 + 2 * b));
            const low = hexDigit(etag.charCodeAt(2 + 2 * b));
            if (high < 0 || low < 0)
                return void this.others.set(i, etag);
            this.bytes[i * 16 + b] = (high << 4) | low;
        }
        if (!plain)
            this.others.set(i, etag);
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
    const outputNames = () => outputs === 's3' ? (names ??= new _input_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputIndex */ .nz({ size: count, at: i => keys.nameAt(i) })) : undefined;
    // Every listed input's output name, for `holds`: exact, where the listing beneath only knows whether
    // a name could be one of its prefix's.
    let held;
    const heldNames = () => (held ??=
        outputNames() ?? new _input_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputIndex */ .nz({ size: count, at: i => (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(keys.nameAt(i), outputs) ?? '' }));
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
                    output: (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputKey */ .zi)(name, outputs),
                    ...(Number.isNaN(size) ? {} : { size }),
                    ...(etag === undefined ? {} : { etag })
                };
            }
        },
        keyAt: i => keys.keyAt(i),
        nameAt: i => keys.nameAt(i),
        sizeAt: i => (Number.isNaN(sizes.at(i)) ? undefined : sizes.at(i)),
        etagAt: i => etags?.at(i),
        outputNames,
        nameOf: uri => {
            const name = listing.nameOf(uri);
            return name !== undefined && heldNames().has(name) ? name : undefined;
        },
        holds: name => {
            const output = (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(name, outputs);
            return output !== undefined && heldNames().has(output);
        }
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
                if (chosen((0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(o.name, outputs) ?? o.name))
                    yield o;
        },
        nameOf: uri => {
            const name = listed.nameOf(uri);
            return chosen(name) ? name : undefined;
        },
        holds: name => chosen((0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(name, outputs))
    };
    return listOnce(part, { uri: manifestUri, type: 'ManifestFile' }, outputs);
}


/***/ }),

/***/ 94383:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U4: () => (/* binding */ noInputObjects),
  openInputListing: () => (/* binding */ openInputListing),
  _6: () => (/* binding */ refuseOutputsReadAsInputs),
  _2: () => (/* binding */ requireSomeInput)
});

// UNUSED EXPORTS: nameUnderPrefix, prefixListing

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/storage/fs-store.ts
var fs_store = __webpack_require__(82970);
// EXTERNAL MODULE: ./src/storage/resolve.ts
var resolve = __webpack_require__(93557);
// EXTERNAL MODULE: ./src/storage/s3.ts + 2 modules
var storage_s3 = __webpack_require__(83055);
// EXTERNAL MODULE: ./src/storage/pages.ts
var pages = __webpack_require__(37553);
// EXTERNAL MODULE: ./src/storage/uri.ts
var storage_uri = __webpack_require__(77195);
;// CONCATENATED MODULE: ./src/storage/ranged-list.ts


/** Ranges listed at once: each is a request in flight (S3 serves thousands a second per prefix). */
const RANGES_IN_FLIGHT = 64;
/** The index of the first object of `page` whose key sorts after `key` (page.length when none). */
function firstAfter(page, key) {
    let lo = 0;
    let hi = page.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((0,storage_uri/* compareKeys */.YD)(page[mid].key, key) <= 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/** The objects of `range` i, a page at a time: after cut i-1 (or from the start), up to and with cut i. */
async function listRange(store, prefix, cuts, i) {
    const after = i === 0 ? undefined : cuts[i - 1];
    const upTo = i < cuts.length ? cuts[i] : undefined;
    const found = [];
    for await (let page of (0,pages/* pagesOf */.E)(store, prefix, after)) {
        // A store that cannot start after a key lists from the start: what lies before the range is skipped.
        if (after !== undefined && page.length && (0,storage_uri/* compareKeys */.YD)(page[0].key, after) <= 0)
            page = page.slice(firstAfter(page, after));
        if (upTo !== undefined && page.length && (0,storage_uri/* compareKeys */.YD)(page[page.length - 1].key, upTo) >= 0) {
            // The range ends in this page: at its cut, or before the first key past it (its cut is gone).
            found.push(page.slice(0, firstAfter(page, upTo)));
            break;
        }
        if (page.length)
            found.push(page);
    }
    return found;
}
/** Every object under `prefix`, in key order, a page at a time, listed by the ranges between `cuts`. */
async function* listPagesByRanges(store, prefix, cuts, inFlight = RANGES_IN_FLIGHT) {
    const ranges = cuts.length + 1;
    const started = [];
    const start = (i) => {
        const listing = listRange(store, prefix, cuts, i);
        // A failure is thrown where its range is read, in order.
        listing.catch(() => undefined);
        started[i] = listing;
    };
    for (let i = 0; i < Math.min(inFlight, ranges); i++)
        start(i);
    for (let i = 0; i < ranges; i++) {
        const pages = await started[i];
        delete started[i];
        if (i + inFlight < ranges)
            start(i + inFlight);
        yield* pages;
    }
}
/** Every object under `prefix`, in key order, listed by the ranges between `cuts` (sorted keys). */
function listByRanges(store, prefix, cuts, inFlight = RANGES_IN_FLIGHT) {
    return eachOf(listPagesByRanges(store, prefix, cuts, inFlight));
}

// EXTERNAL MODULE: ./src/listing/manifest.ts
var listing_manifest = __webpack_require__(20875);
// EXTERNAL MODULE: ./src/contract/output-keys.ts
var output_keys = __webpack_require__(34882);
;// CONCATENATED MODULE: ./src/listing/listing.ts
// The objects a transform reads and the name each one's output gets, listed the way SageMaker lists
// them. Both backends and the result reader use this, so what a run writes is what the reader expects.
//
// S3Prefix: every object whose key starts with the prefix, as S3 matches prefixes (`s3://b/in` also
// matches `in-2/c.jpg`). An object's name is its key relative to the prefix when the prefix is a folder
// for it (`in/` or `in` + `/`: `in/sub/b.jpg` -> `sub/b.jpg`), else relative to the prefix's folder
// (`in-2/c.jpg` -> `in-2/c.jpg`; `data/test.csv` as the prefix -> `test.csv`). The API reference says
// outputs go to "a corresponding subfolder"; the last case is inferred, not documented.
// ManifestFile: the listed keys, `prefix + entry`; the name is the entry.
// Local mode: a directory is a folder (names relative to it); any other path is a name prefix in its
// folder, as an S3 prefix is.
// Each output is named from the input's name by the rule of the place it goes to (output-keys.ts).











/** The name of the object at `key` listed under the key prefix `prefix` (see the rule above). */
function nameUnderPrefix(prefix, key) {
    if (prefix === '' || prefix.endsWith('/'))
        return key.slice(prefix.length);
    if (key.startsWith(`${prefix}/`))
        return key.slice(prefix.length + 1);
    return key.slice((0,output_keys/* folderOf */.yS)(prefix).length);
}
/**
 * The objects under a key prefix of a store, their outputs going to `outputs`; with `cuts` (sorted keys,
 * an earlier listing's boundaries) listed by the ranges between them side by side.
 */
function prefixListing(store, prefix, description = store.uriOf(prefix), outputs = 'folder', cuts) {
    // A page of inputs at a time: the objects are handed on one by one once, not at every step.
    async function* inputPages() {
        const listed = cuts?.length ? listPagesByRanges(store, prefix, cuts) : (0,pages/* pagesOf */.E)(store, prefix);
        for await (const page of listed)
            yield page.map(o => {
                const name = nameUnderPrefix(prefix, o.key);
                const input = { store, key: o.key, size: o.size, name, output: (0,output_keys/* outputKey */.zi)(name, outputs) };
                if (o.etag !== undefined)
                    input.etag = o.etag;
                return input;
            });
    }
    return {
        description,
        store,
        objects() {
            return (0,pages/* eachOf */.p)(inputPages());
        },
        nameOf(uri) {
            const key = store.keyOf(uri);
            if (key === undefined || !key.startsWith(prefix) || key.endsWith('/'))
                return undefined;
            return (0,output_keys/* outputName */.Vf)(nameUnderPrefix(prefix, key), outputs);
        },
        holds: name => (0,output_keys/* outputName */.Vf)(name, outputs) !== undefined
    };
}
/** The objects a manifest lists: `key` of each entry is `base + entry` in `store`. */
function manifestListing(manifest, store, base, description, outputs = 'folder') {
    const names = new Set(manifest.entries.map(entry => (0,output_keys/* outputName */.Vf)(entry, outputs)));
    return {
        description,
        store,
        async *objects() {
            for (const name of manifest.entries)
                yield { store, key: `${base}${name}`, name, output: (0,output_keys/* outputKey */.zi)(name, outputs) };
        },
        nameOf(uri) {
            const key = store.keyOf(uri);
            if (key === undefined || !key.startsWith(base))
                return undefined;
            const name = (0,output_keys/* outputName */.Vf)(key.slice(base.length), outputs);
            return name !== undefined && names.has(name) ? name : undefined;
        },
        holds(name) {
            const output = (0,output_keys/* outputName */.Vf)(name, outputs);
            return output !== undefined && names.has(output);
        }
    };
}
/** The listing of a `data` input of either type; a manifest is read (and checked) here. */
async function openInputListing(uri, type, s3, opts) {
    if (type === 'S3Prefix') {
        const { store, prefix } = await (0,resolve/* inputLocation */.cJ)(uri, s3);
        return prefixListing(store, prefix, uri, opts.outputs, opts.cuts);
    }
    const manifest = await (0,listing_manifest/* readManifest */.W)(uri, s3);
    const description = `the manifest ${uri}`;
    if ((0,storage_uri/* isS3Uri */.tL)(manifest.prefix)) {
        const loc = (0,storage_uri/* parseS3Uri */.yc)(manifest.prefix);
        if (!loc)
            throw new errors/* UserError */.yo(`data: the manifest ${uri} has prefix ${JSON.stringify(manifest.prefix)}, which is not a valid S3 URI. Use s3://bucket/prefix/.`);
        const store = new storage_s3/* S3Store */.sl(s3(), { bucket: loc.bucket, key: '' });
        return manifestListing(manifest, store, loc.key, description, opts.outputs);
    }
    if (opts.s3Only)
        throw new errors/* UserError */.yo(`data: the manifest ${uri} has prefix ${JSON.stringify(manifest.prefix)}; SageMaker reads S3 only, so use s3://bucket/prefix/.`);
    // A local prefix is a folder: its entries are paths inside it.
    return manifestListing(manifest, new fs_store/* FsStore */.lZ((0,storage_uri/* localPath */.$S)(manifest.prefix)), '', description, opts.outputs);
}
/** Fails, before anything is created, when the input holds nothing: the job would start and fail. */
async function requireSomeInput(listing) {
    for await (const _first of listing.objects())
        return;
    throw noInputObjects(listing);
}
function noInputObjects(listing) {
    const local = !(0,storage_uri/* isS3Uri */.tL)(listing.store.uriOf(''));
    return new errors/* UserError */.yo(local
        ? `data: no files in ${listing.description}. Put the input files there first (relative paths start at the workspace), or fix the data input.`
        : `data: no objects in ${listing.description}. Upload the input first or fix the data input (and data-type).`);
}
/**
 * Refuses an output-path that a re-run would read as input (outputsReadAsInputs): for S3 by key, for
 * local folders by real path, so a symlink to the input folder is seen for what it is.
 */
async function refuseOutputsReadAsInputs(data, outputPath) {
    if (data.type !== 'S3Prefix')
        return;
    const input = await inputPrefix(data.uri);
    const output = await outputFolder(outputPath);
    if (input === undefined || output === undefined || input.root !== output.root)
        return;
    if (!(0,output_keys/* outputsReadAsInputs */.us)(input.prefix, output.prefix))
        return;
    const real = (0,storage_uri/* isS3Uri */.tL)(outputPath) ? '' : ` (real path ${output.root}${output.prefix})`;
    throw new errors/* UserError */.yo(`output-path: ${outputPath}${real} is where a re-run would read this run's .out files as inputs of ${data.uri}. ` +
        'Use a location outside the input (and, for a data prefix that is not a folder, outside its folder).');
}
async function inputPrefix(uri) {
    const loc = (0,storage_uri/* parseS3Uri */.yc)(uri);
    if (loc)
        return { root: `s3://${loc.bucket}/`, prefix: loc.key };
    if ((0,storage_uri/* isS3Uri */.tL)(uri))
        return undefined;
    const full = (0,storage_uri/* localPath */.$S)(uri);
    const real = await realPath(full);
    const isDir = await (0,promises_.stat)(full).then(s => s.isDirectory(), () => false);
    return { root: '', prefix: isDir ? `${real}/` : real };
}
async function outputFolder(uri) {
    const loc = (0,storage_uri/* parseS3Uri */.yc)(uri);
    if (loc)
        return { root: `s3://${loc.bucket}/`, prefix: loc.key };
    if ((0,storage_uri/* isS3Uri */.tL)(uri))
        return undefined;
    return { root: '', prefix: await realPath((0,storage_uri/* localPath */.$S)(uri)) };
}
/** The real path of a path whose tail may not exist yet, `/`-separated (symlinks resolved). */
async function realPath(full) {
    const missing = [];
    let at = full;
    for (;;) {
        try {
            return external_node_path_default().join(await (0,promises_.realpath)(at), ...missing)
                .split((external_node_path_default()).sep)
                .join('/');
        }
        catch {
            const parent = external_node_path_default().dirname(at);
            if (parent === at)
                return full.split((external_node_path_default()).sep).join('/');
            missing.unshift(external_node_path_default().basename(at));
            at = parent;
        }
    }
}


/***/ }),

/***/ 56534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkOutputNames: () => (/* binding */ checkOutputNames),
/* harmony export */   earlierOutputsLine: () => (/* binding */ earlierOutputsLine)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(16264);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _storage_fs_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82970);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77195);
/* harmony import */ var _listing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94383);
/* harmony import */ var _listed_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25253);
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(34882);
// Before a run writes anything: every input must get an output name of its own (two inputs with one
// name would leave one prediction where two were made, and the report would count one for two), and
// outputs an earlier run left for these inputs are told, since SageMaker leaves them in place.







const SHOWN_CLASHES = 3;
/**
 * The output keys (relative to output-path) of every input of `data`. Refuses, before anything is
 * written or created, an input that holds nothing and inputs whose outputs would share one name (on a
 * folder whose file system ignores case, also names that differ only in case), naming both keys.
 */
async function checkOutputNames(data, output, 
/** The inputs as the run listed them, their outputs going to `outputs` (outputPlaceOf(output.uri)). */
{ listing, outputs }, opts = {}) {
    // Outputs named as their inputs (S3): the sorted names of the listing, whose repeats are the clashes.
    const listed = (0,_listed_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .isListed */ .y)(listing) ? listing : undefined;
    const index = listed?.outputNames();
    if (index && listed) {
        const listing = listed;
        if (listing.count === 0)
            throw (0,_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .noInputObjects */ .U4)(listing);
        if (index.duplicateCount > 0) {
            const clashing = index.duplicates.map(d => ({
                first: listing.keyAt(d.first),
                second: listing.keyAt(d.second),
                output: `${listing.nameAt(d.first)}${_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_5__/* .OUTPUT_SUFFIX */ .c9}`
            }));
            throw clashError(listing, data, await describeClashes(listing, clashing), index.duplicateCount, false);
        }
        return {
            size: index.size,
            has: key => {
                const name = (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_5__/* .nameOfOutput */ .Kh)(key);
                return name !== undefined && index.has(name);
            }
        };
    }
    const foldCase = outputs === 'folder' && (await (opts.ignoresCase ?? _storage_fs_store_js__WEBPACK_IMPORTED_MODULE_1__/* .ignoresCase */ .cJ)((0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_2__/* .localPath */ .$S)(output.uri)));
    const keys = new Set();
    // Each output's first input by its listed key (the listing's own string: nothing more per input).
    const owner = new Map();
    const clashing = [];
    let clashCount = 0;
    let inputs = 0;
    for await (const o of listing.objects()) {
        inputs++;
        const key = o.output.key;
        if (key === undefined)
            continue; // fails on its own, with its reason, and writes nothing
        keys.add(key);
        const id = foldCase ? key.toLowerCase() : key;
        const first = owner.get(id);
        if (first === undefined)
            owner.set(id, o.key);
        else if (clashCount++ < SHOWN_CLASHES)
            clashing.push({ first, second: o.key, output: key });
    }
    owner.clear();
    if (inputs === 0)
        throw (0,_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .noInputObjects */ .U4)(listing);
    if (clashCount > 0) {
        const clashes = await describeClashes(listing, clashing);
        throw clashError(listing, data, clashes, clashCount, foldCase);
    }
    return keys;
}
/** The clashing inputs by URI, each with its name as listed where the URI does not end with it. */
async function describeClashes(listing, clashing) {
    const wanted = new Set(clashing.flatMap(c => [c.first, c.second]));
    const uriOf = new Map();
    for await (const o of listing.objects()) {
        if (!wanted.has(o.key) || uriOf.has(o.key))
            continue;
        // A folder's path resolves `//`: the name as listed says which entry it is.
        const at = o.store.uriOf(o.key);
        uriOf.set(o.key, at.endsWith(o.name) ? at : `${at} (listed as ${JSON.stringify(o.name)})`);
    }
    return clashing.map(c => ({ first: uriOf.get(c.first), second: uriOf.get(c.second), output: c.output }));
}
function clashError(listing, data, clashes, count, foldCase) {
    const shown = clashes.map(c => `${c.first} and ${c.second} (both ${JSON.stringify(c.output)})`).join('; ');
    const more = count > clashes.length ? `; and ${count - clashes.length} more` : '';
    const where = foldCase ? ' in output-path, whose file system ignores case' : '';
    const fix = data.type === 'ManifestFile'
        ? 'List each object once, or move one of the two so their names differ.'
        : data.uri.endsWith('/')
            ? 'Move or rename one of the two so their names differ.'
            : `End the prefix with / (${data.uri}/) to read only that folder, or move one of the two objects.`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`data: ${count === 1 ? 'two inputs' : `${count} pairs of inputs`} of ${listing.description} would get ` +
        `the same output name${where}, so one prediction would overwrite the other: ${shown}${more}. ${fix} ` +
        'Nothing was uploaded or created.');
}
/**
 * One log line when output-path already holds outputs for `keys` (before the job writes any): how many,
 * and the first in key order. They are an earlier run's; the report counts only this job's.
 */
async function earlierOutputsLine({ uri: outputPath, store }, keys, listOutputs = async (take) => {
    for await (const o of store.list(''))
        take(o);
}) {
    if (keys.size === 0)
        return undefined;
    let count = 0;
    let first;
    await listOutputs(o => {
        if (!keys.has(o.key))
            return;
        count++;
        if (first === undefined || (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_2__/* .compareKeys */ .YD)(o.key, first) < 0)
            first = o.key;
    });
    if (first === undefined)
        return undefined;
    return (`output-path ${outputPath} already holds ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(count, 'output')} for this run's inputs ` +
        `(e.g. ${store.uriOf(first)}), left by an earlier run; the report counts only the outputs this job ` +
        'writes. An output-path per run (as the examples use) keeps runs apart.');
}


/***/ })

};
