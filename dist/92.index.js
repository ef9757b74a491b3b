export const id = 92;
export const ids = [92,41];
export const modules = {

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

/***/ 15092:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resolveMaxPayload: () => (/* binding */ resolveMaxPayload)
/* harmony export */ });
/* unused harmony exports autoMaxPayload, describePayloadChoice */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7220);
/* harmony import */ var _listing_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25422);
// `max-payload: auto`, one rule for both modes. With split-type None each object is one request, so
// the payload is the smallest whole MB holding the largest object: its decompressed size for Gzip
// input (the gzip trailer's ISIZE, one ranged read of the last 4 bytes), the listed objects' sizes for
// a ManifestFile. With Line, RecordIO or TFRecord the records go in mini-batches: no value is sent, so
// the container's /execution-parameters (else SageMaker's default) decides, as when max-payload is unset.



/** Objects sized at once (HEAD requests or ranged reads). */
const SIZING_CONCURRENCY = 16;
const GZIP_TRAILER_BYTES = 4;
/** The largest MaxPayloadInMB the concurrency allows (payload x concurrency <= 100). */
function payloadCeiling(concurrency) {
    return Math.min(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAYLOAD_MB */ .er, Math.floor(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .PAYLOAD_TIMES_CONCURRENCY_MAX */ .b5 / Math.max(concurrency || 1, 1)));
}
async function autoMaxPayload(q, listing) {
    if (q.splitType !== 'None') {
        return {
            mb: undefined,
            why: `split-type ${q.splitType} sends records in mini-batches, so none is set: the container's ` +
                `/execution-parameters (else SageMaker's default of ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_PAYLOAD_MB */ ._4} MB) decides`
        };
    }
    const gzip = q.compression === 'Gzip';
    const largest = await largestObject(listing, gzip);
    if (!largest)
        throw (0,_listing_js__WEBPACK_IMPORTED_MODULE_2__/* .noInputObjects */ .U4)(listing);
    const { uri, bytes } = largest;
    const needed = Math.max(1, Math.ceil(bytes / _limits_js__WEBPACK_IMPORTED_MODULE_1__.MB));
    const size = `${bytes.toLocaleString('en-US')} bytes${gzip ? ' decompressed (its gzip trailer)' : ''}`;
    if (needed > _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAYLOAD_MB */ .er) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`max-payload: auto: the largest input object ${uri} is ${size}, over SageMaker's ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAYLOAD_MB */ .er} MB ` +
            'limit for one request. Choose a split-type (Line, RecordIO or TFRecord) or make the objects smaller.');
    }
    const concurrency = q.maxConcurrentTransforms;
    if (needed > payloadCeiling(concurrency)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`max-payload: auto: the largest input object ${uri} is ${size}, which needs ${needed} MB per request; ` +
            `with max-concurrent-transforms ${concurrency} that breaks the payload x concurrency <= ` +
            `${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .PAYLOAD_TIMES_CONCURRENCY_MAX */ .b5} rule. Lower max-concurrent-transforms to ` +
            `${Math.floor(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .PAYLOAD_TIMES_CONCURRENCY_MAX */ .b5 / needed)} or less.`);
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
 * listing, with the choice logged.
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
