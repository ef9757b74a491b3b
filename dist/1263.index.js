export const id = 1263;
export const ids = [1263];
export const modules = {

/***/ 20875:
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

/***/ 21263:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   failedInLastRun: () => (/* binding */ failedInLastRun)
/* harmony export */ });
/* harmony import */ var _listing_manifest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20875);
/* harmony import */ var _baseline_baseline_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26451);
// What the last run at an output-path counted as failed: the inputs its failed-manifest lists (named in
// its `_summary.json`). `rerun: failed` runs those too: an input whose only `.out` an earlier run left
// has an output there, but the last report did not count it.


/** The input names the last run's failed-manifest lists; none when it wrote none (or it is unreadable). */
async function failedInLastRun(outputs, s3) {
    const summary = await (0,_baseline_baseline_source_js__WEBPACK_IMPORTED_MODULE_1__/* .readSummary */ .L_)(outputs.store).catch(() => undefined);
    if (!summary?.failedManifest)
        return [];
    return (0,_listing_manifest_js__WEBPACK_IMPORTED_MODULE_0__/* .readManifest */ .W)(summary.failedManifest, s3).then(m => m.entries, () => []);
}


/***/ })

};
