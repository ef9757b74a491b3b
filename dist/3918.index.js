export const id = 3918;
export const ids = [3918,4383];
export const modules = {

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

/***/ 3918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resolveMaxPayload: () => (/* binding */ resolveMaxPayload)
/* harmony export */ });
/* unused harmony exports autoMaxPayload, describePayloadChoice */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _contract_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7220);
/* harmony import */ var _listing_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94383);
// `max-payload: auto`, one rule for both modes. With split-type None each object is one request, so
// the payload is the smallest whole MB holding the largest object: its decompressed size for Gzip
// input (the gzip trailer's ISIZE, one ranged read of the last 4 bytes), the listed objects' sizes for
// a ManifestFile. With Line, RecordIO or TFRecord the records go in mini-batches: no value is sent, so
// the container's /execution-parameters (else SageMaker's default) decides, as when max-payload is unset.



/** Objects sized at once (HEAD requests or ranged reads). */
const SIZING_CONCURRENCY = 16;
const GZIP_TRAILER_BYTES = 4;
async function autoMaxPayload(q, listing) {
    if (q.splitType !== 'None') {
        return {
            mb: undefined,
            why: `split-type ${q.splitType} sends records in mini-batches, so none is set: the container's ` +
                `/execution-parameters (else SageMaker's default of ${_contract_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_PAYLOAD_MB */ ._4} MB) decides`
        };
    }
    const gzip = q.compression === 'Gzip';
    const largest = await largestObject(listing, gzip);
    if (!largest)
        throw (0,_listing_js__WEBPACK_IMPORTED_MODULE_2__/* .noInputObjects */ .U4)(listing);
    const { uri, bytes } = largest;
    const needed = Math.max(1, Math.ceil(bytes / _contract_limits_js__WEBPACK_IMPORTED_MODULE_1__.MB));
    const size = `${bytes.toLocaleString('en-US')} bytes${gzip ? ' decompressed (its gzip trailer)' : ''}`;
    if (needed > _contract_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAYLOAD_MB */ .er) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`max-payload: auto: the largest input object ${uri} is ${size}, over SageMaker's ${_contract_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAYLOAD_MB */ .er} MB ` +
            'limit for one request. Choose a split-type (Line, RecordIO or TFRecord) or make the objects smaller.');
    }
    const concurrency = q.maxConcurrentTransforms;
    if (needed > (0,_contract_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .largestPayloadFor */ .Ms)(concurrency)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`max-payload: auto: the largest input object ${uri} is ${size}, which needs ${needed} MB per request; ` +
            `with max-concurrent-transforms ${concurrency} that breaks the payload x concurrency <= ` +
            `${_contract_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .PAYLOAD_TIMES_CONCURRENCY_MAX */ .b5} rule. Lower max-concurrent-transforms to ` +
            `${(0,_contract_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .mostConcurrentFor */ ._Z)(needed)} or less.`);
    }
    return {
        mb: needed,
        why: `the largest input object, ${uri}, is ${size}; split-type None sends each object whole`
    };
}
/** `max-payload: auto -> 2 MB (why)`, the one log line both backends print. */
function describePayloadChoice(c) {
    return `max-payload: auto -> ${c.mb === undefined ? 'not set' : `${c.mb} MB`} (${c.why})`;
}
async function largestObject(listing, gzip) {
    let largest;
    let batch = [];
    const measure = async () => {
        const sizes = await Promise.all(batch.map(o => sizeOf(o, gzip, listing)));
        batch.forEach((o, i) => {
            if (!largest || sizes[i] > largest.bytes)
                largest = { uri: o.store.uriOf(o.key), bytes: sizes[i] };
        });
        batch = [];
    };
    for await (const o of listing.objects()) {
        // An object whose output would leave output-path is never sent, so it does not size the payload.
        if (o.output.key === undefined)
            continue;
        // Without decompression the listing's size is the answer: nothing to ask per object.
        if (!gzip && o.size !== undefined) {
            if (!largest || o.size > largest.bytes)
                largest = { uri: o.store.uriOf(o.key), bytes: o.size };
            continue;
        }
        batch.push(o);
        if (batch.length === SIZING_CONCURRENCY)
            await measure();
    }
    await measure();
    return largest;
}
async function sizeOf(o, gzip, listing) {
    const stored = o.size ?? (await o.store.head(o.key));
    if (stored === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`data: ${listing.description} lists ${o.store.uriOf(o.key)}, which does not exist. Fix the entry or upload the object.`);
    }
    if (!gzip)
        return stored;
    const trailer = await o.store.tail(o.key, GZIP_TRAILER_BYTES, stored);
    // ISIZE is the last member's size modulo 2^32: a file of several members (or over 4 GiB) reads
    // smaller than it is. Deflated data is never much larger than the data it holds, so the stored size
    // is a floor.
    const isize = trailer.length === GZIP_TRAILER_BYTES ? trailer.readUInt32LE(0) : 0;
    return Math.max(isize, stored);
}
/**
 * `max-payload` as the job sends it, for either mode: the number given, or `auto` sized from the input
 * listing, with the choice logged. Stage 3 settles it once (run/part.ts); the backends read the number.
 */
async function resolveMaxPayload(spec, listing, log) {
    const asked = spec.resources.maxPayloadMB;
    if (asked !== 'auto')
        return asked;
    const q = { ...spec.data, maxConcurrentTransforms: spec.resources.maxConcurrentTransforms };
    const choice = await autoMaxPayload(q, listing);
    log(describePayloadChoice(choice));
    return choice.mb;
}


/***/ })

};
