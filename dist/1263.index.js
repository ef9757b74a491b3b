export const id = 1263;
export const ids = [1263];
export const modules = {

/***/ 26451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eg: () => (/* binding */ openBaseline),
/* harmony export */   L_: () => (/* binding */ readSummary),
/* harmony export */   xH: () => (/* binding */ pointerTo)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _storage_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93557);
/* harmony import */ var _storage_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76336);
/* harmony import */ var _summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56189);
// Where a baseline's predictions are, and who made them. `baseline` names either an output folder or a
// small JSON pointer file (written by a main-branch run with `baseline-pointer`) that names the output
// folder of one complete run. Each main-branch run writes to its own folder and the pointer is replaced
// only after that run's outputs and `_summary.json` are complete, so a pull request never reads a mix
// of old and new `.out` files. A `_summary.json` can be given too: it names its own output path.




const POINTER_SCHEMA = 'sagemaker-batch-transform/baseline-pointer@1';
function isSummary(x) {
    const s = x;
    return s?.schema === _summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMMARY_SCHEMA */ .hb && typeof s.outputPath === 'string' && typeof s.job?.name === 'string';
}
function isPointer(x) {
    const p = x;
    return p?.schema === POINTER_SCHEMA && typeof p.outputPath === 'string' && p.outputPath !== '';
}
/** The `_summary.json` a folder of outputs holds, when it holds one of this action's. */
async function readSummary(store) {
    if ((await store.head(_summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMMARY_OBJECT_KEY */ .pN)) === undefined)
        return undefined;
    try {
        const parsed = JSON.parse((await (0,_storage_store_js__WEBPACK_IMPORTED_MODULE_3__/* .readAll */ .y)(await store.get(_summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMMARY_OBJECT_KEY */ .pN))).toString('utf8'));
        return isSummary(parsed) ? parsed : undefined;
    }
    catch {
        return undefined;
    }
}
/** Opens the baseline a `baseline` input names: a folder, a pointer file or a `_summary.json`. */
async function openBaseline(uri, s3) {
    let folder = uri;
    let run = {};
    let named;
    if (/\.json$/i.test(uri)) {
        let parsed;
        try {
            parsed = JSON.parse((await (0,_storage_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .readWholeFile */ .M4)(uri, s3, 'baseline')).toString('utf8'));
        }
        catch (err) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`baseline: ${uri} could not be read as a pointer (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)}). ` +
                "Give an earlier run's output path, the pointer file its baseline-pointer wrote, or its _summary.json.");
        }
        if (isPointer(parsed)) {
            folder = parsed.outputPath;
            run = {
                job: parsed.job,
                pointer: uri,
                writtenAt: parsed.writtenAt,
                ...(parsed.commit ? { commit: parsed.commit } : {}),
                ...(parsed.ref ? { ref: parsed.ref } : {}),
                ...(parsed.runUrl ? { runUrl: parsed.runUrl } : {})
            };
        }
        else if (isSummary(parsed)) {
            folder = parsed.outputPath;
            named = parsed;
            run = { job: parsed.job.name, pointer: uri };
        }
        else {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`baseline: ${uri} is JSON but neither a baseline pointer (${POINTER_SCHEMA}) nor a run's _summary.json. ` +
                "Give an earlier run's output path, or the pointer file its baseline-pointer wrote.");
        }
    }
    const store = (0,_storage_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .openFolder */ .NE)(folder, s3, 'baseline');
    const summary = named ?? (await readSummary(store));
    const problems = [];
    if (summary) {
        run = {
            job: summary.job.name,
            ...(summary.revision?.sha ? { commit: summary.revision.sha } : {}),
            ...(summary.revision?.ref ? { ref: summary.revision.ref } : {}),
            ...run
        };
        if (run.job !== summary.job.name) {
            problems.push(`the pointer names job ${run.job} but ${_summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMMARY_OBJECT_KEY */ .pN} in ${folder} is from job ${summary.job.name}`);
        }
    }
    return { folder, store, run, ...(summary ? { summary } : {}), problems };
}
/** The pointer a completed run leaves for later runs to find its outputs. */
function pointerTo(s, writtenAt, runUrl) {
    return {
        schema: POINTER_SCHEMA,
        outputPath: s.outputPath,
        job: s.job.name,
        ...(s.revision?.sha ? { commit: s.revision.sha } : {}),
        ...(s.revision?.ref ? { ref: s.revision.ref } : {}),
        ...(runUrl ? { runUrl } : {}),
        writtenAt,
        objects: s.objects.withOutput,
        records: s.records
    };
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


/***/ }),

/***/ 56189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RU: () => (/* binding */ accuracyOf),
/* harmony export */   hb: () => (/* binding */ SUMMARY_SCHEMA),
/* harmony export */   pN: () => (/* binding */ SUMMARY_OBJECT_KEY)
/* harmony export */ });
const SUMMARY_SCHEMA = 'sagemaker-batch-transform/summary@1';
/** The summary's name beside the outputs; a later run's `baseline` reads it. */
const SUMMARY_OBJECT_KEY = '_summary.json';
/** The figure the `accuracy` output and the min-accuracy gate use. */
function accuracyOf(s) {
    const e = s.evaluation;
    if (!e)
        return undefined;
    const v = e.kind === 'classification' ? e.top1Accuracy : e.map;
    return v === null || Number.isNaN(v) ? undefined : v;
}


/***/ })

};
