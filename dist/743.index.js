export const id = 743;
export const ids = [743];
export const modules = {

/***/ 60743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   picturesForRun: () => (/* binding */ picturesForRun)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);
/* harmony import */ var _work_dir_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71231);
// The detection pictures of a run: drawn from what the analysis loaded (its classes, its input listing
// and its ground truth) and uploaded as a workflow artifact. A failure is a note, never the step's.




/** How each object's first prediction moved from the baseline's, as far as the summary lists them. */
function baselineChanges(s) {
    const out = new Map();
    for (const c of s.baseline?.changed.examples ?? [])
        if (c.record === 0)
            out.set(c.key, c.change);
    return out;
}
async function picturesForRun(spec, { summary: s, registry, inputs, groundTruth, counted, predictionsOf }, outputs, env) {
    if (!inputs)
        return { rendered: 0, note: 'not rendered: the inputs could not be listed' };
    try {
        const dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().join((0,_work_dir_js__WEBPACK_IMPORTED_MODULE_3__/* .workDir */ .H)(env, s.job.name), 'detections');
        const truth = groundTruth?.kind === 'detection' ? groundTruth : undefined;
        const name = `detections-${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markerKey */ .s8)(s.job.name)}${(0,_work_dir_js__WEBPACK_IMPORTED_MODULE_3__/* .artifactSuffix */ .Y)(env)}`;
        // Loaded only when pictures are drawn: image codecs and the artifact client are large.
        const { renderPictures, uploadPictures } = await Promise.all(/* import() */[__webpack_require__.e(9318), __webpack_require__.e(5959), __webpack_require__.e(6398)]).then(__webpack_require__.bind(__webpack_require__, 96398));
        const rendered = await renderPictures({
            inputs,
            outputs,
            read: { format: spec.report.outputFormat, classes: registry },
            registry,
            threshold: spec.report.scoreThreshold,
            count: spec.report.detectionImages,
            dir,
            sheetName: `${name}-contact-sheet.png`,
            ...(truth ? { truth } : {}),
            counted,
            predictionsOf,
            changes: baselineChanges(s)
        });
        return await uploadPictures(name, rendered, dir, env);
    }
    catch (err) {
        return { rendered: 0, note: `not rendered: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(err)}` };
    }
}


/***/ })

};
