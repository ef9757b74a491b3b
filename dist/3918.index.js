export const id = 3918;
export const ids = [3918];
export const modules = {

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
