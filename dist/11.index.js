export const id = 11;
export const ids = [11];
export const modules = {

/***/ 96011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   finishAnalysis: () => (/* binding */ finishAnalysis)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _analyze_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86650);
/* harmony import */ var _gates_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(62666);
/* harmony import */ var _run_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49930);




/** A summary that says the results could not be read, with the gates evaluated as unmeasurable. */
function unreadSummary(spec, outcome, why) {
    const s = {
        schema: _run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMMARY_SCHEMA */ .hb,
        job: (0,_analyze_js__WEBPACK_IMPORTED_MODULE_1__/* .jobInfo */ .ec)(spec, outcome),
        data: { uri: spec.data.uri, type: spec.data.type },
        outputPath: outcome.outputPath || spec.output.path,
        format: {
            requested: spec.report.outputFormat,
            kind: 'none',
            chosen: 'results not read',
            framings: {},
            shapes: {}
        },
        objects: { total: 0, withOutput: 0, failed: 0, unreadable: 0, orphanOutputs: 0, bytes: 0 },
        records: 0,
        unrecognisedRecords: 0,
        failedObjects: [],
        unreadableObjects: [],
        unrecognisedExamples: [],
        orphanOutputs: [],
        gates: [],
        notes: [`The results could not be read: ${why}`]
    };
    s.gates = (0,_gates_js__WEBPACK_IMPORTED_MODULE_3__/* .evaluateGates */ .u)(spec.report, (0,_analyze_js__WEBPACK_IMPORTED_MODULE_1__/* .measuredOf */ .ED)(s, `results not read: ${why}`, `results not read: ${why}`));
    return s;
}
/**
 * `subset`: the part of the input this run transformed (`rerun: failed`, `sample`); a rerun's report
 * covers the whole input (`spec.data`), a sample's only the sample. `live`: the analysis that read
 * outputs while the job ran; only the rest are read now.
 */
async function finishAnalysis(spec, outcome, deps, subset, live) {
    let finished;
    try {
        const rerun = subset?.kind === 'rerun' ? subset : undefined;
        const analysis = live
            ? await (await live).finish(outcome, rerun)
            : await (0,_analyze_js__WEBPACK_IMPORTED_MODULE_1__/* .analyzeRun */ .Qd)(spec, outcome, deps, rerun);
        finished = { summary: analysis.summary, analysis };
    }
    catch (err) {
        deps.log.warning(`Could not read the results: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)}`);
        finished = { summary: unreadSummary(spec, outcome, (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)) };
    }
    const summary = finished.summary;
    if (subset?.kind === 'sample')
        summary.sample = { objects: subset.chosen, of: subset.total };
    if (subset?.kind === 'rerun')
        summary.rerun = (0,_analyze_js__WEBPACK_IMPORTED_MODULE_1__/* .rerunInfo */ .jP)(summary.job, subset.chosen, subset.total);
    return finished;
}


/***/ })

};
