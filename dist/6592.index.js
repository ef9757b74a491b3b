export const id = 6592;
export const ids = [6592];
export const modules = {

/***/ 76592:
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
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34882);
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
        const name = (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .nameOfOutput */ .Kh)(o.key);
        if (name !== undefined)
            names.add(name);
    }
    return names;
}
/** The inputs without an output among `has` (output names), in listing order. */
function missingOutputs(inputs, has) {
    return inputs.names.filter(n => !has((0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .outputName */ .Vf)(n, inputs.outputs) ?? n));
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
    const failed = new Set(failedBefore.map(n => (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .outputName */ .Vf)(n, inputs.outputs) ?? n));
    const names = data.sample
        ? sampleNames(inputs.names, data.sample)
        : missingOutputs(inputs, name => existing.has(name) && !failed.has(name));
    const plan = {
        kind,
        chosen: names.length,
        total: inputs.names.length,
        names: names.map(n => (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .outputName */ .Vf)(n, inputs.outputs) ?? n)
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


/***/ })

};
