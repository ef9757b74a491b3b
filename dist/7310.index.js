export const id = 7310;
export const ids = [7310];
export const modules = {

/***/ 77310:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   boundariesOf: () => (/* binding */ boundariesOf),
/* harmony export */   keepBoundaries: () => (/* binding */ keepBoundaries),
/* harmony export */   readBoundaries: () => (/* binding */ readBoundaries)
/* harmony export */ });
/* unused harmony export KEYS_PER_RANGE */
/* harmony import */ var _storage_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76336);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68702);
// The last listing's key boundaries of an input prefix, kept in the cache: every KEYS_PER_RANGE-th key.
// The next run lists the prefix by the ranges between them side by side (storage/ranged-list.ts), still
// once, instead of page after page.


/** Keys between two boundaries: one listing page. */
const KEYS_PER_RANGE = 1000;
/** The boundaries kept for `dataUri`, sorted; undefined when none are (or they cannot be read). */
async function readBoundaries(cache, dataUri) {
    try {
        const doc = JSON.parse((await (0,_storage_store_js__WEBPACK_IMPORTED_MODULE_1__/* .readAll */ .y)(await cache.get((0,_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .boundariesKey */ .wY)(dataUri)))).toString('utf8'));
        if (doc.data !== dataUri || !Array.isArray(doc.keys) || !doc.keys.every(k => typeof k === 'string'))
            return undefined;
        return doc.keys;
    }
    catch {
        return undefined;
    }
}
/** Every KEYS_PER_RANGE-th of `count` keys (the listing's order is the store's key order). */
function boundariesOf(count, keyAt) {
    const keys = [];
    for (let i = KEYS_PER_RANGE - 1; i < count - 1; i += KEYS_PER_RANGE)
        keys.push(keyAt(i));
    return keys;
}
/** Keeps `keys` as the boundaries of `dataUri` when they differ from `kept`. */
async function keepBoundaries(cache, dataUri, keys, kept) {
    if (kept && kept.length === keys.length && kept.every((k, i) => k === keys[i]))
        return;
    await cache.put((0,_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .boundariesKey */ .wY)(dataUri), JSON.stringify({ data: dataUri, keys }), 'application/json');
}


/***/ }),

/***/ 68702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hy: () => (/* binding */ recordKey),
/* harmony export */   Ow: () => (/* binding */ localInputsKey),
/* harmony export */   RM: () => (/* binding */ recordsFolder),
/* harmony export */   Vb: () => (/* binding */ nameOf),
/* harmony export */   eG: () => (/* binding */ identityFileKey),
/* harmony export */   wY: () => (/* binding */ boundariesKey),
/* harmony export */   xX: () => (/* binding */ keptOutputKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Where things are in a cache (an S3 prefix or a folder), all under one version folder:
//   v1/<identity>/identity.json                  what went into the identity (written once)
//   v1/<identity>/outputs/<ab>/<content>.out     a kept output, named by its input's content
//   v1/<identity>/records/<time>-<job>-<rand>.json  one run's record: what it transformed, when, at what cost
//   v1/listings/<data>.json                      the last listing's key boundaries of an input prefix
//   v1/local-inputs/<folder>.json                size, mtime and sha256 of a runner folder's files
// Records are new objects only, never rewritten: two runs at once each add their own, and a reader
// takes the union.

const VERSION = 'v1';
/** A short, key-safe name for a text (a URI, a path, an input's content): 32 hex characters. */
function nameOf(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex').slice(0, 32);
}
function identityFileKey(identity) {
    return `${VERSION}/${identity}/identity.json`;
}
/** The kept output of an input whose content is `content` (hex). */
function keptOutputKey(identity, content) {
    return `${VERSION}/${identity}/outputs/${content.slice(0, 2)}/${content}.out`;
}
function recordsFolder(identity) {
    return `${VERSION}/${identity}/records/`;
}
/** A record's key: its time first, so a listing gives records oldest first. */
function recordKey(identity, at, job, unique) {
    const stamp = new Date(at).toISOString().replace(/[-:.]/g, '');
    return `${recordsFolder(identity)}${stamp}-${job.replace(/[^A-Za-z0-9-]/g, '-')}-${unique}.json`;
}
function boundariesKey(dataUri) {
    return `${VERSION}/listings/${nameOf(dataUri)}.json`;
}
function localInputsKey(folder) {
    return `${VERSION}/local-inputs/${nameOf(folder)}.json`;
}


/***/ }),

/***/ 76336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ readAll)
/* harmony export */ });
async function readAll(stream) {
    const chunks = [];
    for await (const chunk of stream)
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return Buffer.concat(chunks);
}


/***/ })

};
