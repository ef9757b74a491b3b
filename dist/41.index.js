export const id = 41;
export const ids = [41];
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


/***/ })

};
