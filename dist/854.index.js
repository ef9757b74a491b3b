export const id = 854;
export const ids = [854];
export const modules = {

/***/ 70854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   localServerIdentity: () => (/* binding */ localServerIdentity)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _start_server_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40664);
/* harmony import */ var _reference_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(29209);
// What a local run's model server is and what it runs, for the cache's identity (src/cache/identity.ts):
// the reference server by its interpreter, that interpreter's Python and torch versions (read from the
// package metadata: torch is not imported, which takes seconds) and the server's own code; Docker by
// its image; a command by itself.






const VERSIONS = 'import importlib.metadata as m, platform\n' +
    'try:\n    torch = m.version("torch")\nexcept Exception:\n    torch = "none"\n' +
    'print(platform.python_version(), torch)';
/** `python` -> its Python and torch versions, or undefined when it does not run. */
function versionsOf(python) {
    return new Promise(resolve => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(python, ['-c', VERSIONS], { timeout: 30_000, encoding: 'utf8' }, (err, stdout) => {
            const [py, torch] = stdout.trim().split(/\s+/);
            resolve(err || !py ? undefined : { python: py, torch: torch ?? 'none' });
        });
    });
}
/** The reference server's own code: its answers are made by these files. */
async function serveDigest(dir) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256');
    for (const name of (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(dir)).filter(n => n.endsWith('.py')).sort())
        hash.update(`${name}\0`).update(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, name)));
    return hash.digest('hex').slice(0, 16);
}
async function localServerIdentity(spec, framework, region) {
    const kind = (0,_start_server_js__WEBPACK_IMPORTED_MODULE_4__/* .chooseServer */ .N)(spec, framework);
    if (spec.control.localServer === 'command')
        return { server: 'command', command: spec.control.localServeCommand };
    if (kind === 'docker') {
        const { containerImage } = await Promise.all(/* import() */[__webpack_require__.e(8249), __webpack_require__.e(2328)]).then(__webpack_require__.bind(__webpack_require__, 12328));
        return { server: 'docker', image: containerImage(spec, region, framework) };
    }
    const serve = await serveDigest((0,_reference_js__WEBPACK_IMPORTED_MODULE_5__/* .findServeDir */ .wf)());
    for (const python of (0,_reference_js__WEBPACK_IMPORTED_MODULE_5__/* .pythonCandidates */ .di)(spec.control.localPython)) {
        const found = await versionsOf(python);
        if (found)
            return { server: 'reference', interpreter: python, python: found.python, torch: found.torch, serve };
    }
    return { server: 'reference', interpreter: 'none found', serve };
}


/***/ })

};
