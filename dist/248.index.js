export const id = 248;
export const ids = [248,41,467];
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
/** Lists `listing` once (its one pass over the store) and keeps it for every later reader. */
async function listOnce(listing, data, outputs) {
    const keys = new PackedKeys();
    // The listed size (NaN: none).
    const sizes = new GrowingArray(new Float64Array(1024), n => new Float64Array(n));
    for await (const o of listing.objects()) {
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
                yield {
                    store,
                    key: keys.keyAt(i),
                    name,
                    output: (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputKey */ .zi)(name, outputs),
                    ...(Number.isNaN(size) ? {} : { size })
                };
            }
        },
        keyAt: i => keys.keyAt(i),
        nameAt: i => keys.nameAt(i),
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

/***/ 25422:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U4: () => (/* binding */ noInputObjects),
/* harmony export */   _2: () => (/* binding */ requireSomeInput),
/* harmony export */   _6: () => (/* binding */ refuseOutputsReadAsInputs),
/* harmony export */   openInputListing: () => (/* binding */ openInputListing)
/* harmony export */ });
/* unused harmony exports nameUnderPrefix, prefixListing */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _storage_fs_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82970);
/* harmony import */ var _storage_resolve_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93557);
/* harmony import */ var _storage_s3_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97092);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(77195);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7117);
/* harmony import */ var _output_keys_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(34882);
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
    return key.slice((0,_output_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .folderOf */ .yS)(prefix).length);
}
/** The objects under a key prefix of a store, their outputs going to `outputs`. */
function prefixListing(store, prefix, description = store.uriOf(prefix), outputs = 'folder') {
    return {
        description,
        store,
        async *objects() {
            for await (const o of store.list(prefix)) {
                const name = nameUnderPrefix(prefix, o.key);
                yield { store, key: o.key, size: o.size, name, output: (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .outputKey */ .zi)(name, outputs) };
            }
        },
        nameOf(uri) {
            const key = store.keyOf(uri);
            if (key === undefined || !key.startsWith(prefix) || key.endsWith('/'))
                return undefined;
            return (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .outputName */ .Vf)(nameUnderPrefix(prefix, key), outputs);
        },
        holds: name => (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .outputName */ .Vf)(name, outputs) !== undefined
    };
}
/** The objects a manifest lists: `key` of each entry is `base + entry` in `store`. */
function manifestListing(manifest, store, base, description, outputs = 'folder') {
    const names = new Set(manifest.entries.map(entry => (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .outputName */ .Vf)(entry, outputs)));
    return {
        description,
        store,
        async *objects() {
            for (const name of manifest.entries)
                yield { store, key: `${base}${name}`, name, output: (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .outputKey */ .zi)(name, outputs) };
        },
        nameOf(uri) {
            const key = store.keyOf(uri);
            if (key === undefined || !key.startsWith(base))
                return undefined;
            const name = (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .outputName */ .Vf)(key.slice(base.length), outputs);
            return name !== undefined && names.has(name) ? name : undefined;
        },
        holds(name) {
            const output = (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .outputName */ .Vf)(name, outputs);
            return output !== undefined && names.has(output);
        }
    };
}
/** The listing of a `data` input of either type; a manifest is read (and checked) here. */
async function openInputListing(uri, type, s3, opts) {
    if (type === 'S3Prefix') {
        const { store, prefix } = await (0,_storage_resolve_js__WEBPACK_IMPORTED_MODULE_4__/* .inputLocation */ .cJ)(uri, s3);
        return prefixListing(store, prefix, uri, opts.outputs);
    }
    const manifest = await (0,_manifest_js__WEBPACK_IMPORTED_MODULE_7__/* .readManifest */ .W)(uri, s3);
    const description = `the manifest ${uri}`;
    if ((0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_6__/* .isS3Uri */ .tL)(manifest.prefix)) {
        const loc = (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_6__/* .parseS3Uri */ .yc)(manifest.prefix);
        if (!loc)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`data: the manifest ${uri} has prefix ${JSON.stringify(manifest.prefix)}, which is not a valid S3 URI. Use s3://bucket/prefix/.`);
        const store = new _storage_s3_js__WEBPACK_IMPORTED_MODULE_5__/* .S3Store */ .sl(s3(), { bucket: loc.bucket, key: '' });
        return manifestListing(manifest, store, loc.key, description, opts.outputs);
    }
    if (opts.s3Only)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`data: the manifest ${uri} has prefix ${JSON.stringify(manifest.prefix)}; SageMaker reads S3 only, so use s3://bucket/prefix/.`);
    // A local prefix is a folder: its entries are paths inside it.
    return manifestListing(manifest, new _storage_fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ((0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_6__/* .localPath */ .$S)(manifest.prefix)), '', description, opts.outputs);
}
/** Fails, before anything is created, when the input holds nothing: the job would start and fail. */
async function requireSomeInput(listing) {
    for await (const _first of listing.objects())
        return;
    throw noInputObjects(listing);
}
function noInputObjects(listing) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`data: no objects in ${listing.description}. Upload the input first or fix the data input (and data-type).`);
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
    if (!(0,_output_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .outputsReadAsInputs */ .us)(input.prefix, output.prefix))
        return;
    const real = (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_6__/* .isS3Uri */ .tL)(outputPath) ? '' : ` (real path ${output.root}${output.prefix})`;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`output-path: ${outputPath}${real} is where a re-run would read this run's .out files as inputs of ${data.uri}. ` +
        'Use a location outside the input (and, for a data prefix that is not a folder, outside its folder).');
}
async function inputPrefix(uri) {
    const loc = (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_6__/* .parseS3Uri */ .yc)(uri);
    if (loc)
        return { root: `s3://${loc.bucket}/`, prefix: loc.key };
    if ((0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_6__/* .isS3Uri */ .tL)(uri))
        return undefined;
    const full = (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_6__/* .localPath */ .$S)(uri);
    const real = await realPath(full);
    const isDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(full).then(s => s.isDirectory(), () => false);
    return { root: '', prefix: isDir ? `${real}/` : real };
}
async function outputFolder(uri) {
    const loc = (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_6__/* .parseS3Uri */ .yc)(uri);
    if (loc)
        return { root: `s3://${loc.bucket}/`, prefix: loc.key };
    if ((0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_6__/* .isS3Uri */ .tL)(uri))
        return undefined;
    return { root: '', prefix: await realPath((0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_6__/* .localPath */ .$S)(uri)) };
}
/** The real path of a path whose tail may not exist yet, `/`-separated (symlinks resolved). */
async function realPath(full) {
    const missing = [];
    let at = full;
    for (;;) {
        try {
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(at), ...missing)
                .split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep))
                .join('/');
        }
        catch {
            const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at);
            if (parent === at)
                return full.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
            missing.unshift(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(at));
            at = parent;
        }
    }
}


/***/ }),

/***/ 7117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ readManifest)
/* harmony export */ });
/* unused harmony export parseManifest */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _storage_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93557);
// A ManifestFile (S3DataType ManifestFile): `[{"prefix": "s3://bucket/prefix/"}, "rel/key1", ...]`.
// SageMaker reads `prefix + rel` for each entry (plain concatenation, so the prefix usually ends with
// `/`). One parser and one strictness rule for both backends and the reader: anything else is a
// UserError naming the manifest, the entries at fault and the expected shape.


const SHAPE = 'A manifest is a JSON array: [{"prefix": "s3://bucket/prefix/"}, "relative/key1", "relative/key2", ...].';
const SHOWN_PROBLEMS = 5;
function parseManifest(text, uri) {
    let doc;
    try {
        doc = JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`data: the manifest ${uri} is not valid JSON (${err.message}). ${SHAPE}`);
    }
    if (!Array.isArray(doc))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`data: the manifest ${uri} is not a JSON array. ${SHAPE}`);
    const head = doc[0];
    const problems = [];
    if (typeof head !== 'object' || head === null || Array.isArray(head)) {
        problems.push(`entry 0 is ${shown(head)}, not {"prefix": "..."}`);
    }
    else if (typeof head.prefix !== 'string' || head.prefix.trim() === '') {
        problems.push(`entry 0 has prefix ${shown(head.prefix)}, not a URI`);
    }
    const entries = [];
    for (let i = 1; i < doc.length; i++) {
        const entry = doc[i];
        if (typeof entry === 'string' && entry !== '')
            entries.push(entry);
        else
            problems.push(`entry ${i} is ${shown(entry)}, not a relative key`);
    }
    if (problems.length > 0) {
        const more = problems.length > SHOWN_PROBLEMS ? `; and ${problems.length - SHOWN_PROBLEMS} more` : '';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`data: the manifest ${uri} is not valid: ${problems.slice(0, SHOWN_PROBLEMS).join('; ')}${more}. ${SHAPE}`);
    }
    return { prefix: head.prefix.trim(), entries };
}
/** Reads and parses the manifest a `data` URI names (S3 or, in local mode, a file). */
async function readManifest(uri, s3) {
    return parseManifest((await (0,_storage_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .readWholeFile */ .M4)(uri, s3, 'data')).toString('utf8'), uri);
}
function shown(value) {
    if (value === undefined)
        return 'missing';
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}


/***/ }),

/***/ 98248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkOutputNames: () => (/* binding */ checkOutputNames),
/* harmony export */   earlierOutputsLine: () => (/* binding */ earlierOutputsLine)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(16264);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _storage_fs_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82970);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77195);
/* harmony import */ var _listing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25422);
/* harmony import */ var _listed_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37467);
/* harmony import */ var _output_keys_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(34882);
// Before a run writes anything: every input must get an output name of its own (two inputs with one
// name would leave one prediction where two were made, and the report would count one for two), and
// outputs an earlier run left for these inputs are told, since SageMaker leaves them in place.







const SHOWN_CLASHES = 3;
/**
 * The output keys (relative to output-path) of every input of `data`. Refuses, before anything is
 * written or created, an input that holds nothing and inputs whose outputs would share one name (on a
 * folder whose file system ignores case, also names that differ only in case), naming both keys.
 */
async function checkOutputNames(data, output, s3, opts = {}) {
    const outputs = (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_5__/* .outputPlaceOf */ .GH)(output.uri);
    const listing = opts.listing ?? (await (0,_listing_js__WEBPACK_IMPORTED_MODULE_3__.openInputListing)(data.uri, data.type, s3, { outputs, s3Only: opts.s3Only }));
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
                output: `${listing.nameAt(d.first)}${_output_keys_js__WEBPACK_IMPORTED_MODULE_5__/* .OUTPUT_SUFFIX */ .c9}`
            }));
            throw clashError(listing, data, await describeClashes(listing, clashing), index.duplicateCount, false);
        }
        return {
            size: index.size,
            has: key => {
                const name = (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_5__/* .nameOfOutput */ .Kh)(key);
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
