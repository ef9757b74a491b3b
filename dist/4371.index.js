export const id = 4371;
export const ids = [4371,721];
export const modules = {

/***/ 90721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   actionInput: () => (/* binding */ actionInput),
/* harmony export */   actionsIO: () => (/* binding */ actionsIO),
/* harmony export */   defaultContext: () => (/* binding */ defaultContext)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _inert_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(92899);
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(85585);
/* harmony import */ var _sleep_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(46972);
// The step as GitHub Actions runs it: the runner's workflow commands (stdout lines and the files it
// names in GITHUB_OUTPUT, GITHUB_STATE and GITHUB_STEP_SUMMARY) behind the context's interfaces. They are
// written here, the way @actions/core writes them, because that package loads an HTTP client on import
// that only the OIDC token needs: it is imported for that alone. Only the entries (src/index.ts,
// src/main.ts's default argument, src/post.ts) and the test support use this module.







/** A command's value with `%`, CR and LF encoded, as the runner decodes it. */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** `::name key=value::message` on a line of its own. */
function issue(name, message = '', properties = {}) {
    const props = Object.entries(properties)
        .map(([k, v]) => `${k}=${escapeData(v).replace(/:/g, '%3A').replace(/,/g, '%2C')}`)
        .join(',');
    process.stdout.write(`::${name}${props ? ` ${props}` : ''}::${escapeData(message)}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`);
}
/** `name=value` for the step's OUTPUT or STATE file, or the older stdout command when there is none. */
function keyValue(file, command, name, value) {
    const path = process.env[`GITHUB_${file}`];
    if (!path) {
        if (file === 'OUTPUT')
            process.stdout.write(node_os__WEBPACK_IMPORTED_MODULE_3__.EOL);
        return issue(command, value, { name });
    }
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path))
        throw new Error(`Missing file at path: ${path}`);
    // A delimiter no name or value contains, so a value with line breaks stays one value.
    const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    if (`${name}${value}`.includes(delimiter))
        throw new Error(`${name}: the value holds its own delimiter`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(path, `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}${value}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`, 'utf8');
}
/** The log, outputs and OIDC tokens of a GitHub Actions step. */
function actionsIO(env = process.env) {
    // The runner hides `::debug::` lines unless step debugging is on; anywhere else they would be printed
    // as they are, so there they are kept back unless ACTIONS_STEP_DEBUG asks for them.
    const debugLines = Boolean(env.GITHUB_ACTIONS) || env.ACTIONS_STEP_DEBUG === 'true';
    return {
        // Reads ACTIONS_ID_TOKEN_REQUEST_URL / _TOKEN; the token is masked in the log.
        idToken: async (audience) => (await Promise.all(/* import() */[__webpack_require__.e(4119), __webpack_require__.e(3838)]).then(__webpack_require__.bind(__webpack_require__, 33838))).getIDToken(audience),
        log: {
            // Plain lines are the only ones the runner reads commands from; the others are commands whose
            // value has its line breaks and `%` encoded.
            info: message => void process.stdout.write(`${(0,_inert_text_js__WEBPACK_IMPORTED_MODULE_4__/* .inertText */ .U)(message)}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`),
            warning: message => issue('warning', message),
            notice: message => issue('notice', message),
            debug: message => (debugLines ? issue('debug', message) : undefined),
            startGroup: name => issue('group', name),
            endGroup: () => issue('endgroup')
        },
        outputs: {
            set: (name, value) => keyValue('OUTPUT', 'set-output', name, value),
            setFailed: message => {
                process.exitCode = 1;
                issue('error', message);
            },
            saveState: (name, value) => keyValue('STATE', 'save-state', name, value),
            appendSummary: async (markdown) => {
                const file = process.env.GITHUB_STEP_SUMMARY;
                if (!env.GITHUB_STEP_SUMMARY || !file)
                    return false;
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.appendFile)(file, `${markdown}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`, 'utf8');
                return true;
            }
        }
    };
}
/** An AbortSignal that a workflow cancel (SIGINT, then SIGTERM) aborts. */
function cancelSignal() {
    const controller = new AbortController();
    for (const sig of ['SIGINT', 'SIGTERM']) {
        process.on(sig, () => controller.abort(new Error(`received ${sig}`)));
    }
    return controller.signal;
}
/** The step's inputs (`INPUT_*`), as the runner passes them. */
const actionInput = name => (process.env[(0,_inputs_names_js__WEBPACK_IMPORTED_MODULE_5__/* .inputVariable */ .LO)(name)] ?? '').trim();
function defaultContext(signal = cancelSignal()) {
    return {
        readInput: actionInput,
        env: process.env,
        signal,
        sleep: _sleep_js__WEBPACK_IMPORTED_MODULE_6__/* .sleep */ .y,
        now: () => Date.now(),
        ...actionsIO(process.env)
    };
}


/***/ }),

/***/ 5646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  h: () => (/* binding */ checkModelFiles),
  E: () => (/* binding */ checkedModelOrThrow)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/contract/container-env.ts
var container_env = __webpack_require__(35075);
;// CONCATENATED MODULE: ./src/artifact/layout.ts
// Layout rules of the two framework containers, checked before anything is uploaded or created:
// TensorFlow Serving wants `[<model-name>/]<version>/saved_model.pb` + `variables/`, the PyTorch
// inference toolkit wants `model.pt` (or one .pt/.pth) unless `code/inference.py` defines `model_fn`.


/** Names of the functions defined at the top level of a Python module (column-0 `def name(`). */
function topLevelFunctions(source) {
    const names = new Set();
    for (const m of source.matchAll(/^(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)[ \t]*\(/gm))
        names.add(m[1]);
    return names;
}
const isVersion = (name) => /^\d+$/.test(name);
const isWeights = (name) => /\.(pt|pth)$/i.test(name);
const list = (items) => items.join(', ');
function gatherFacts(tree) {
    const files = new Set();
    const dirs = new Set();
    for (const e of tree.entries) {
        if (e.type === 'dir')
            dirs.add(e.path);
        else
            files.add(e.path);
        // Parents are directories even when an archive lists no entry for them.
        const parts = e.path.split('/');
        for (let i = 1; i < parts.length; i++)
            dirs.add(parts.slice(0, i).join('/'));
    }
    const outsideCode = [...files].filter(f => f !== 'code' && !f.startsWith('code/'));
    return {
        files,
        dirs,
        savedModels: outsideCode.filter(f => f === 'saved_model.pb' || f.endsWith('/saved_model.pb')),
        rootWeights: outsideCode.filter(f => !f.includes('/') && isWeights(f)),
        nestedWeights: outsideCode.filter(f => f.includes('/') && isWeights(f))
    };
}
function checkTensorFlow(tree, facts, problems) {
    const versions = [];
    const modelNames = new Set();
    let rootVersions = false;
    for (const file of facts.savedModels) {
        const parts = file.split('/');
        const dir = parts.slice(0, -1).join('/');
        if (parts.length === 1) {
            problems.push(`${tree.describe(file)}: saved_model.pb is at the top of the model, but TensorFlow Serving loads ` +
                `numbered version directories. Move saved_model.pb and variables/ into a version directory such as 1/.`);
            continue;
        }
        const version = parts[parts.length - 2];
        if (!isVersion(version)) {
            problems.push(`${tree.describe(file)}: the directory holding saved_model.pb (${dir}/) is not a numeric version. ` +
                `Rename it to a number such as ${parts.length > 2 ? `${parts.slice(0, -2).join('/')}/` : ''}1/.`);
            continue;
        }
        if (parts.length > 3) {
            problems.push(`${tree.describe(file)}: too deep; TensorFlow Serving looks for <version>/saved_model.pb or ` +
                `<model-name>/<version>/saved_model.pb. Move ${dir}/ up to the top or under one model-name directory.`);
            continue;
        }
        if (parts.length === 3)
            modelNames.add(parts[0]);
        else
            rootVersions = true;
        if (!facts.dirs.has(`${dir}/variables`)) {
            problems.push(`${tree.describe(dir)}: no variables/ directory next to saved_model.pb. Export the model with ` +
                `tf.saved_model.save (or model.export) so ${dir}/variables/ is written, and copy it along.`);
        }
        versions.push(dir);
    }
    if (modelNames.size > 1 || (modelNames.size === 1 && rootVersions)) {
        const where = [...modelNames].map(n => `${n}/`);
        if (rootVersions)
            where.unshift('version directories at the top');
        problems.push(`${tree.label}: SavedModels under more than one place (${list(where)}). Keep the version directories ` +
            `at the top or under a single model-name directory.`);
    }
    // A version directory with no SavedModel is a half-copied export.
    const parents = rootVersions ? [''] : [...modelNames].map(n => `${n}/`);
    for (const parent of parents) {
        for (const d of facts.dirs) {
            if (!d.startsWith(parent))
                continue;
            const rest = d.slice(parent.length);
            if (isVersion(rest) && !facts.files.has(`${d}/saved_model.pb`)) {
                problems.push(`${tree.describe(d)}: version directory without saved_model.pb. Copy the whole export into ${d}/ ` +
                    `or remove the directory.`);
            }
        }
    }
    return versions;
}
function checkPyTorch(tree, facts, defs, problems) {
    if (defs?.has('model_fn'))
        return; // the user's model_fn loads whatever it wants
    if (facts.files.has('model.pt') || facts.rootWeights.length === 1)
        return;
    const hint = facts.nestedWeights.length
        ? ` (found ${list(facts.nestedWeights.slice(0, 3))}: the default loader only looks at the top)`
        : '';
    if (facts.rootWeights.length === 0) {
        problems.push(`${tree.describe('model.pt')}: no model.pt or other .pt/.pth file at the top of the model${hint}. ` +
            `Save the TorchScript model there as model.pt (torch.jit.save), or define model_fn in code/inference.py.`);
    }
    else {
        problems.push(`${tree.label}: ${facts.rootWeights.length} weight files at the top (${list(facts.rootWeights)}) and no ` +
            `model.pt, so the default loader cannot choose. Rename the one to load to model.pt, or define model_fn ` +
            `in code/inference.py.`);
    }
}
function checkHandlers(framework, file, defs, problems) {
    if (framework === 'tensorflow') {
        if (defs.has('handler'))
            return;
        const hasIn = defs.has('input_handler');
        const hasOut = defs.has('output_handler');
        if (hasIn && hasOut)
            return;
        if (hasIn || hasOut) {
            problems.push(`${file}: defines ${hasIn ? 'input_handler' : 'output_handler'} but not ` +
                `${hasIn ? 'output_handler' : 'input_handler'}. TensorFlow Serving's container needs both, or a single ` +
                `handler(data, context).`);
        }
        else {
            problems.push(`${file}: defines neither handler nor input_handler/output_handler at the top level. Define ` +
                `handler(data, context), or both input_handler(data, context) and output_handler(response, context); ` +
                `or remove the file to use the container's default JSON/CSV handling.`);
        }
        return;
    }
    if (defs.has('transform_fn')) {
        const mixed = ['input_fn', 'predict_fn', 'output_fn'].filter(n => defs.has(n));
        if (mixed.length) {
            problems.push(`${file}: defines transform_fn together with ${list(mixed)}; the PyTorch inference toolkit refuses ` +
                `the mix. Keep transform_fn alone, or remove it and use input_fn/predict_fn/output_fn.`);
        }
    }
}
/** Reads the entry point (`code/<entryName>`); a missing one is a problem only when it was asked for. */
async function findEntryPoint(tree, facts, opts, problems) {
    const entryName = opts.entryPoint ?? container_env/* DEFAULT_ENTRY_POINT */.YX;
    if (entryName.startsWith('/') || entryName.split(/[\\/]/).includes('..') || entryName === '') {
        problems.push(`entry-point ${JSON.stringify(entryName)}: must be a file inside code/. Give its name relative to ` +
            `code/ (for example inference.py).`);
        return undefined;
    }
    const candidate = `code/${entryName}`;
    const text = facts.files.has(candidate) ? await tree.readText(candidate) : undefined;
    if (text !== undefined)
        return { path: candidate, defs: topLevelFunctions(text) };
    if (opts.entryPoint !== undefined || opts.hasSourceDir) {
        problems.push(`${tree.describe(candidate)}: the entry point ${entryName} does not exist. Add it, or set entry-point ` +
            `to the handler file's name inside ${opts.hasSourceDir ? 'source-dir' : 'code/'}.`);
    }
    return undefined;
}
/**
 * The framework to serve: the declared one when the files agree, else the one the files show. Pushes a
 * problem (and may return undefined) when they contradict it, hold both or neither.
 */
function settleFramework(tree, facts, declared, entry, problems) {
    const hasTensorFlow = facts.savedModels.length > 0;
    const hasModelFn = entry?.defs.has('model_fn') === true;
    const hasPyTorch = facts.rootWeights.length > 0 || hasModelFn;
    const pyTorchSign = facts.rootWeights.length
        ? list(facts.rootWeights)
        : hasModelFn
            ? `model_fn in ${entry?.path}`
            : '';
    if (declared === 'tensorflow' && !hasTensorFlow) {
        problems.push(`${tree.label}: framework is tensorflow but there is no <version>/saved_model.pb` +
            (hasPyTorch ? ` (found ${pyTorchSign}, a PyTorch layout). Set framework: pytorch, or ` : '. ') +
            `export the SavedModel into a version directory such as 1/.`);
    }
    else if (declared === 'pytorch' && hasTensorFlow && !hasPyTorch) {
        problems.push(`${tree.label}: framework is pytorch but the model is a TensorFlow SavedModel ` +
            `(${list(facts.savedModels.slice(0, 3))}) with no .pt/.pth file. Set framework: tensorflow, or put ` +
            `the PyTorch model.pt at the top.`);
    }
    if (declared !== undefined)
        return declared;
    if (hasTensorFlow && hasPyTorch) {
        problems.push(`${tree.label}: holds both a TensorFlow SavedModel (${facts.savedModels[0]}) and a PyTorch model ` +
            `(${pyTorchSign}). Set framework to say which one to serve.`);
        return undefined;
    }
    if (hasTensorFlow)
        return 'tensorflow';
    if (hasPyTorch)
        return 'pytorch';
    problems.push(`${tree.label}: neither a TensorFlow layout (<version>/saved_model.pb with variables/) nor a PyTorch ` +
        `one (model.pt at the top, or code/inference.py defining model_fn)` +
        (facts.nestedWeights.length ? ` (found ${list(facts.nestedWeights.slice(0, 3))} below the top)` : '') +
        `. Arrange the files as one of them, and set framework if detection should not guess.`);
    return undefined;
}
/** TensorFlow Serving runs code/inference.py and nothing else. */
function checkTensorFlowEntryPoint(entryName, problems) {
    if (entryName === container_env/* DEFAULT_ENTRY_POINT */.YX)
        return;
    if (entryName.split('/').pop() !== container_env/* DEFAULT_ENTRY_POINT */.YX) {
        problems.push(`entry-point ${JSON.stringify(entryName)}: the TensorFlow Serving container only runs ` +
            `code/inference.py. Rename ${entryName} to inference.py.`);
    }
    else {
        problems.push(`entry-point ${JSON.stringify(entryName)}: the TensorFlow Serving container only runs ` +
            `code/inference.py, not a file in a subfolder. Move it to code/inference.py.`);
    }
}
/** Finds the framework and checks every rule; throws one LayoutError listing every problem found. */
async function checkLayout(tree, opts) {
    const problems = [];
    const facts = gatherFacts(tree);
    const entry = await findEntryPoint(tree, facts, opts, problems);
    const before = problems.length;
    const framework = settleFramework(tree, facts, opts.framework, entry, problems);
    // Only a settled framework gets its detailed checks (a contradiction says enough on its own).
    const settled = problems.length === before;
    let versions = [];
    if (framework === 'tensorflow' && settled) {
        checkTensorFlowEntryPoint(opts.entryPoint ?? container_env/* DEFAULT_ENTRY_POINT */.YX, problems);
        versions = checkTensorFlow(tree, facts, problems);
    }
    else if (framework === 'pytorch' && settled) {
        checkPyTorch(tree, facts, entry?.defs, problems);
    }
    if (framework && settled && entry)
        checkHandlers(framework, tree.describe(entry.path), entry.defs, problems);
    if (problems.length || !framework)
        throw new errors/* LayoutError */.Rd(problems);
    return { framework, entryPoint: entry?.path, versions };
}

// EXTERNAL MODULE: ./src/artifact/tree.ts
var artifact_tree = __webpack_require__(22684);
;// CONCATENATED MODULE: ./src/artifact/check.ts
// The model's files checked on the runner, before any network call: the folder or archive is read
// once here, its layout checked, and what was read is handed to the artifact stage so it is not read
// again. Every problem is returned, none thrown, so they join the input problems in one error.





const ARCHIVE = /\.(tar\.gz|tgz)$/i;
/** Reads and checks a local model; `problems` is empty exactly when `checked` is set. */
async function checkModelFiles(m, now = Date.now) {
    const t0 = now();
    const st = await (0,promises_.stat)(m.path).catch(() => undefined);
    if (!st)
        return failed(`${m.path}: model-path does not exist. Point it at the model directory or model.tar.gz.`);
    try {
        if (st.isDirectory()) {
            const tree = await (0,artifact_tree/* readDirectoryTree */.EJ)(m.path, m.sourceDir);
            const layout = await checkLayout(tree, {
                framework: m.framework,
                entryPoint: m.entryPoint,
                hasSourceDir: Boolean(m.sourceDir)
            });
            return {
                checked: { kind: 'directory', path: m.path, tree, layout, checkedMs: now() - t0 },
                problems: []
            };
        }
        if (st.isFile() && ARCHIVE.test(m.path))
            return await checkArchive(m, t0, now);
    }
    catch (err) {
        if (err instanceof errors/* LayoutError */.Rd)
            return { problems: err.problems };
        throw err;
    }
    return failed(`${m.path}: model-path is neither a directory nor a .tar.gz file. Give the model directory or its model.tar.gz.`);
}
async function checkArchive(m, t0, now) {
    if (m.sourceDir) {
        return failed(`${m.path}: source-dir cannot be added to an existing archive (it is uploaded as is). Put the code into ` +
            `the archive as code/, or give the unpacked model directory as model-path.`);
    }
    // tar loads only for an archive: a model directory, the common case, never needs it.
    const { inspectArchive } = await Promise.all(/* import() */[__webpack_require__.e(8697), __webpack_require__.e(588)]).then(__webpack_require__.bind(__webpack_require__, 20588));
    const info = await inspectArchive(m.path, [`code/${m.entryPoint ?? container_env/* DEFAULT_ENTRY_POINT */.YX}`]);
    const layout = await checkLayout(info.tree, { framework: m.framework, entryPoint: m.entryPoint });
    return { checked: { kind: 'archive', path: m.path, info, layout, checkedMs: now() - t0 }, problems: [] };
}
function failed(problem) {
    return { problems: [problem] };
}
/** The checked model, or the LayoutError of its problems (for a caller that did not check it first). */
async function checkedModelOrThrow(m, now) {
    const { checked, problems } = await checkModelFiles(m, now);
    if (!checked)
        throw new errors/* LayoutError */.Rd(problems);
    return checked;
}


/***/ }),

/***/ 22684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EJ: () => (/* binding */ readDirectoryTree),
/* harmony export */   cD: () => (/* binding */ comparePaths),
/* harmony export */   pA: () => (/* binding */ normalMode)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
// The list of entries a model artifact will hold, read from a model directory (plus `source-dir` as
// `code/`). Paths are `/`-separated and relative; the order is the archive's order.



function normalMode(type, mode) {
    return type === 'dir' || (mode & 0o111) !== 0 ? 0o755 : 0o644;
}
/** Orders paths component by component (byte order), so a directory precedes everything inside it. */
function comparePaths(a, b) {
    const pa = a.split('/');
    const pb = b.split('/');
    for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
        if (pa[i] !== pb[i])
            return Buffer.compare(Buffer.from(pa[i]), Buffer.from(pb[i]));
    }
    return pa.length - pb.length;
}
/** Walks `dir` (following symbolic links, refusing loops), prefixing every path with `prefix`. */
async function walk(dir, prefix, out, ancestors) {
    const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(dir);
    if (ancestors.has(real)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LayoutError */ .Rd([
            `${dir}: a symbolic link loops back to a parent directory. Replace the link with a copy of what it should hold.`
        ]);
    }
    const inner = new Set(ancestors).add(real);
    const names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir)).sort();
    // Stat a whole directory at once: one round trip per file in sequence is slow for many small files.
    const stats = await Promise.all(names.map(name => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name), { bigint: true }).catch(() => undefined)));
    for (let i = 0; i < names.length; i++) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, names[i]);
        const rel = prefix ? `${prefix}/${names[i]}` : names[i];
        const st = stats[i];
        if (!st) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LayoutError */ .Rd([`${full}: a broken symbolic link. Remove it or point it at an existing file.`]);
        }
        if (st.isDirectory()) {
            out.push({ path: rel, type: 'dir', size: 0, mode: 0o755, source: full });
            await walk(full, rel, out, inner);
        }
        else if (st.isFile()) {
            out.push({
                path: rel,
                type: 'file',
                size: Number(st.size),
                mode: normalMode('file', Number(st.mode)),
                source: full,
                ctimeNs: st.ctimeNs
            });
        }
        else {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LayoutError */ .Rd([
                `${full}: not a regular file or directory (a socket, FIFO or device). Remove it from the model directory.`
            ]);
        }
    }
}
/**
 * The entries of `modelDir`; with `sourceDir`, the model directory's own `code/` is replaced by a copy
 * of `sourceDir` (as the SageMaker Python SDK does when it repacks a model with a source directory).
 */
async function readDirectoryTree(modelDir, sourceDir) {
    const entries = [];
    await walk(modelDir, '', entries, new Set());
    let kept = entries;
    if (sourceDir) {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(sourceDir).catch(() => undefined);
        if (!st?.isDirectory()) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LayoutError */ .Rd([
                `${sourceDir}: source-dir is not a directory. Point source-dir at the folder holding inference.py.`
            ]);
        }
        kept = entries.filter(e => e.path !== 'code' && !e.path.startsWith('code/'));
        kept.push({ path: 'code', type: 'dir', size: 0, mode: 0o755, source: sourceDir });
        await walk(sourceDir, 'code', kept, new Set());
    }
    kept.sort((a, b) => comparePaths(a.path, b.path));
    const byPath = new Map(kept.map(e => [e.path, e]));
    return {
        entries: kept,
        label: modelDir,
        async readText(entryPath) {
            const e = byPath.get(entryPath);
            if (!e || e.type !== 'file' || !e.source)
                return undefined;
            return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(e.source, 'utf8');
        },
        describe(entryPath) {
            const known = byPath.get(entryPath)?.source;
            if (known)
                return known;
            if (sourceDir && entryPath.startsWith('code/'))
                return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(sourceDir, ...entryPath.slice(5).split('/'));
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(modelDir, ...entryPath.split('/'));
        }
    };
}


/***/ }),

/***/ 36484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ recordTries),
/* harmony export */   Cu: () => (/* binding */ recordCall),
/* harmony export */   GC: () => (/* binding */ describeCall),
/* harmony export */   LY: () => (/* binding */ shownEndpoint),
/* harmony export */   NU: () => (/* binding */ socketCode),
/* harmony export */   Rh: () => (/* binding */ DEFAULT_TIMEOUTS),
/* harmony export */   WD: () => (/* binding */ CALL_MS),
/* harmony export */   WW: () => (/* binding */ callFacts),
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   rI: () => (/* binding */ requestHandlerSettings),
/* harmony export */   v1: () => (/* binding */ callLabel),
/* harmony export */   xS: () => (/* binding */ factsOf),
/* harmony export */   xe: () => (/* binding */ awsClient)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16264);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21373);
// What a failed AWS call says: the service and operation, the resource, the endpoint it went to, and a
// plain cause (`S3 GetObject s3://b/k via http://127.0.0.1:9000: connection reset`). Every client the
// action makes goes through `awsClient`, so the message is the same wherever the error surfaces.



/**
 * An endpoint that takes connections and never answers ends a call after about 90 s (three tries of
 * 30 s), at most 90 s + one try (2 min 10 s); the waits of every retried call's tries add up to less
 * (52 s for SageMaker's 8, a few seconds for S3's 5), so throttling and short outages still recover.
 */
const CALL_MS = 90_000;
const DEFAULT_TIMEOUTS = { connectMs: 10_000, answerMs: 30_000, callMs: CALL_MS };
/**
 * The SDK client setting for the connection limit (the answer limit is set by `awsClient`) and the
 * client's agents, through the run's proxies where there are any.
 */
function requestHandlerSettings(t = DEFAULT_TIMEOUTS, proxy, maxSockets) {
    return { requestHandler: { connectionTimeout: t.connectMs, ...(0,_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .clientAgents */ .__)(proxy, maxSockets) } };
}
const FACTS = Symbol('call facts');
function callFacts(err) {
    return typeof err === 'object' && err !== null ? err[FACTS] : undefined;
}
/** Attaches the facts to the error; its full message (errors.ts `errorMessage`) then names them. */
function recordCall(err, facts) {
    if (typeof err !== 'object' || err === null)
        return;
    const failed = err;
    failed[FACTS] = facts;
    Object.defineProperty(failed, _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FULL_MESSAGE */ .iK, {
        configurable: true,
        get: () => describeCall(err)
    });
}
/** Counts the tries a retry loop made around the call. */
function recordTries(err, tries, elapsedMs) {
    const facts = callFacts(err);
    if (facts)
        Object.assign(facts, { tries, elapsedMs });
}
/** `scheme://host:port` of an endpoint, dropping user info, path and query; undefined when unreadable. */
function shownEndpoint(url) {
    if (url === undefined || url === '')
        return undefined;
    try {
        const u = typeof url === 'string' ? new URL(url) : url;
        return `${u.protocol}//${u.host}`;
    }
    catch {
        return undefined;
    }
}
/** `S3 GetObject s3://b/k`: what was asked, without the answer. */
function callLabel(facts) {
    return [facts.service, facts.operation, facts.resource].filter(Boolean).join(' ');
}
const SOCKET_CAUSES = {
    ECONNRESET: 'connection reset',
    ECONNREFUSED: 'connection refused',
    ECONNABORTED: 'connection aborted',
    EPIPE: 'connection closed while sending',
    ENOTFOUND: 'DNS lookup failed',
    EAI_AGAIN: 'DNS lookup failed',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable'
};
/**
 * The socket error code (ECONNRESET, ...) of a failure that got no answer: on the error, on its cause,
 * or only in its text when the SDK wrapped an error from another realm into a bare message.
 */
function socketCode(err) {
    const e = (typeof err === 'object' && err !== null ? err : {});
    const code = e.code ?? e.cause?.code;
    if (code)
        return code;
    if (e.$metadata?.httpStatusCode !== undefined)
        return undefined;
    return /\b(E[A-Z]{3,}(?:_[A-Z]+)?)\b/.exec(e.message ?? '')?.[1];
}
/** Names the SDK gives when the answer named no error of its own. */
const ANONYMOUS = new Set([
    'Error',
    'UnknownError',
    'Unknown',
    'InternalFailure',
    'SyntaxError',
    'TimeoutError'
]);
function firstLine(text) {
    const line = text.split(/\r\n|\r|\n/)[0].trim();
    return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}
/**
 * An error the action finds in an answer the SDK accepted (STS credentials missing a part), shaped like
 * the SDK's (name = the error code, $metadata.httpStatusCode) so retry.ts and describeCall treat it the
 * same.
 */
class ServiceError extends Error {
    $metadata;
    constructor(code, message, status) {
        super(message);
        this.name = code;
        this.$metadata = { httpStatusCode: status };
    }
}
/** What the SDK's default chain says when it found no credentials anywhere, with the fix. */
const NO_CREDENTIALS = 'no AWS credentials were found. Add an aws-actions/configure-aws-credentials step before this one ' +
    '(with `permissions: id-token: write` for OIDC), or set the role-to-assume input.';
/** Socket failures that, behind a proxy, can only be the connection to the proxy. */
const PROXY_UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** The proxy's part in a failure (it refused the credentials or the tunnel, or could not be reached). */
function proxyCause(err, proxy, timeouts) {
    const e = (typeof err === 'object' && err !== null ? err : {});
    const which = `the proxy ${proxy.shown} (from ${proxy.source})`;
    // Node's refused CONNECT; the SDK may carry it only in its text (an error from another realm).
    const tunnel = [e.code, e.cause?.code].includes('ERR_PROXY_TUNNEL') || /ERR_PROXY_TUNNEL/.test(e.message ?? '');
    const status = tunnel
        ? (e.statusCode ?? Number(/HTTP\/\d(?:\.\d)? (\d{3})/.exec(e.message ?? '')?.[1] ?? NaN))
        : e.$metadata?.httpStatusCode;
    if (status === 407)
        return (`${which} answered 407 Proxy Authentication Required: its user or password is missing or wrong ` +
            '(set them in the proxy URL as http://user:password@host:port, special characters percent-encoded)');
    if (tunnel)
        return `${which} refused the tunnel${status ? ` (HTTP ${status})` : ''}`;
    const code = socketCode(err);
    if (code && PROXY_UNREACHABLE.has(code))
        return `${which} could not be reached (${SOCKET_CAUSES[code]})`;
    if (e.name === 'TimeoutError' && /establish a connection/.test(e.message ?? ''))
        return `${which} could not be reached (no connection within ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .seconds */ .YA)(timeouts.connectMs)})`;
    return undefined;
}
/** The cause in plain words: a socket failure, a timeout, the service's error, or the bare HTTP status. */
function plainCause(err, timeouts = DEFAULT_TIMEOUTS, proxy) {
    const e = (typeof err === 'object' && err !== null ? err : {});
    if (e.name === 'CredentialsProviderError')
        return NO_CREDENTIALS;
    const throughProxy = proxy && proxyCause(err, proxy, timeouts);
    if (throughProxy)
        return throughProxy;
    const code = socketCode(err);
    if (code && SOCKET_CAUSES[code])
        return SOCKET_CAUSES[code];
    const message = firstLine(e.message ?? String(err));
    if (e.name === 'TimeoutError' || code === 'ETIMEDOUT') {
        if (/establish a connection/.test(message))
            return `no connection within ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .seconds */ .YA)(timeouts.connectMs)}`;
        const ms = /after (\d+) ms/.exec(message)?.[1];
        return `timed out after ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .seconds */ .YA)(ms ? Number(ms) : timeouts.answerMs)} without an answer`;
    }
    const status = e.$metadata?.httpStatusCode;
    if (status !== undefined) {
        const name = e.name ?? '';
        const unreadable = /Deserialization error|parse error|not valid JSON/i.test(e.message ?? '');
        if (unreadable)
            return `HTTP ${status} with a body that is not an AWS answer`;
        if (ANONYMOUS.has(name) || name === '') {
            const said = message && !/^(internal failure|unknownerror|unknown)\.?$/i.test(message) ? `: ${message}` : '';
            return `HTTP ${status}${said}`;
        }
        return `${name} (HTTP ${status})${message && message !== name ? `: ${message}` : ''}`;
    }
    if (e.name && !ANONYMOUS.has(e.name) && message && message !== e.name)
        return `${e.name}: ${message}`;
    return message || e.name || 'failed';
}
/** The whole message: `S3 GetObject s3://b/k via http://127.0.0.1:9000: connection reset (gave up ...)`. */
function describeCall(err) {
    const facts = callFacts(err);
    if (!facts)
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err);
    const via = facts.endpoint ? ` via ${facts.endpoint}` : '';
    const tries = facts.tries && facts.tries > 1
        ? ` (gave up after ${facts.tries} tries${facts.elapsedMs !== undefined ? ` in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .seconds */ .YA)(facts.elapsedMs)}` : ''})`
        : '';
    return `${callLabel(facts)}${via}: ${plainCause(err, facts.timeouts, facts.proxy)}${tries}`;
}
/** The resource a request names, from the members the action's calls use. */
function resourceOf(input) {
    const i = (input ?? {});
    const text = (k) => (typeof i[k] === 'string' ? i[k] : undefined);
    const bucket = text('Bucket');
    if (bucket)
        return `s3://${bucket}/${text('Key') ?? text('Prefix') ?? ''}`;
    for (const k of [
        'TransformJobName',
        'ModelName',
        'RoleArn',
        'logStreamNamePrefix',
        'logStreamName',
        'logGroupName'
    ])
        if (text(k))
            return text(k);
    return undefined;
}
function routeOf(proxy, url) {
    if (!proxy || url === undefined || url === '')
        return undefined;
    try {
        return (0,_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .proxyFor */ .iJ)(proxy, url);
    }
    catch {
        return undefined;
    }
}
/** The facts of one call, from what the SDK's middleware sees of it. */
function factsOf(target, context, input) {
    return {
        service: target.service,
        operation: (context.commandName ?? 'call').replace(/Command$/, ''),
        resource: resourceOf(input),
        endpoint: shownEndpoint(context.endpointV2?.url) ?? shownEndpoint(target.endpoint),
        timeouts: target.timeouts,
        proxy: routeOf(target.proxy, context.endpointV2?.url ?? target.endpoint)
    };
}
/** Bodies up to this size are sent well within the answer limit; larger ones take what the uplink needs. */
const SMALL_BODY = 1 << 20;
function smallBody(body) {
    if (body === undefined || body === null)
        return true;
    if (typeof body === 'string')
        return body.length <= SMALL_BODY;
    return body instanceof Uint8Array && body.byteLength <= SMALL_BODY;
}
/**
 * Gives up on a request whose answer does not begin within `ms` (a stalled endpoint), as a
 * TimeoutError the retries treat like the SDK's own. The limit ends when the answer's head arrives, so
 * a body read slowly (while a model works on the records before it) is never cut.
 */
function limitAnswerTime(handler, ms) {
    const handle = handler.handle.bind(handler);
    handler.handle = async (request, options = {}) => {
        if (!smallBody(request.body))
            return handle(request, options);
        const outer = options.abortSignal;
        if (outer?.aborted)
            return handle(request, options);
        const limit = new AbortController();
        const forward = () => limit.abort(outer?.reason);
        outer?.addEventListener('abort', forward, { once: true });
        const timer = setTimeout(() => limit.abort(), ms);
        try {
            return await handle(request, { ...options, abortSignal: limit.signal });
        }
        catch (err) {
            if (limit.signal.aborted && !outer?.aborted)
                throw Object.assign(new Error(`no answer after ${ms} ms`), { name: 'TimeoutError' });
            throw err;
        }
        finally {
            clearTimeout(timer);
            outer?.removeEventListener('abort', forward);
        }
    };
}
/**
 * Every AWS client the action makes goes through here: each error of its calls gets its facts (the
 * step wraps the SDK's own retries, so their attempts are counted too) and each request a limit on
 * the wait for its answer. `endpoint` is the configured one, for errors before it is resolved.
 */
function awsClient(client, service, options = {}) {
    const target = {
        service,
        endpoint: options.endpoint,
        timeouts: options.timeouts ?? DEFAULT_TIMEOUTS,
        proxy: options.proxy
    };
    limitAnswerTime(client.config.requestHandler, target.timeouts.answerMs);
    client.middlewareStack.add((next, context) => async (args) => {
        const started = Date.now();
        try {
            return await next(args);
        }
        catch (err) {
            recordCall(err, {
                ...factsOf(target, context, args.input),
                tries: err?.$metadata?.attempts,
                elapsedMs: Date.now() - started
            });
            throw err;
        }
    }, { step: 'initialize', priority: 'high', name: 'nameFailures', override: true });
    return client;
}


/***/ }),

/***/ 21373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ur: () => (/* binding */ proxyConfigOf),
/* harmony export */   __: () => (/* binding */ clientAgents),
/* harmony export */   iJ: () => (/* binding */ proxyFor)
/* harmony export */ });
/* unused harmony exports proxyProblem, noProxyEntries */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _proxy_url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(30547);
// Forward proxies for every AWS client. The SDK reads no proxy variable and uses agents of its own, so
// each client is handed agents made here with Node's own proxy support (`proxyEnv`, Node 24): CONNECT
// for https, absolute-form requests for http, Basic credentials from the proxy URL, NO_PROXY by host.
// What is set here decides what Node is given; the same rules name the proxy when a request fails.





const HTTP_PROXY_INPUT = 'the http-proxy input';
/** The first of the names set to a non-empty value; the lower-case name wins, as in Node and curl. */
function firstSet(env, upper) {
    for (const name of [upper.toLowerCase(), upper]) {
        const value = env[name]?.trim();
        if (value)
            return { name, value };
    }
    return undefined;
}
/** Why a proxy value is refused, with the fix; the value is shown without its password. */
function proxyProblem(source, value) {
    if ((0,_proxy_url_js__WEBPACK_IMPORTED_MODULE_4__/* .parseProxyUrl */ .Pr)(value))
        return undefined;
    return (`${source}: ${(0,_proxy_url_js__WEBPACK_IMPORTED_MODULE_4__/* .maskedProxy */ .YL)(value)} is not a proxy URL. Use http://host:port, with credentials as ` +
        'http://user:password@host:port (special characters percent-encoded).');
}
function routeOf(source, value) {
    const url = (0,_proxy_url_js__WEBPACK_IMPORTED_MODULE_4__/* .parseProxyUrl */ .Pr)(value);
    if (!url)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(proxyProblem(source, value));
    return { url: url.href, shown: (0,_proxy_url_js__WEBPACK_IMPORTED_MODULE_4__/* .shownProxy */ .qb)(url), source };
}
/**
 * NO_PROXY as Node matches it: comma-separated, a leading `.` (or `*.`) matches the domain and its
 * sub-domains, `host:port` only that port, `*` every host. A bare domain also matches its sub-domains
 * (as most tools do), so it is handed on as `.domain`; `[::1]` loses its brackets.
 */
function noProxyEntries(value) {
    const entries = [];
    for (const raw of (value ?? '').split(/[,\s]+/)) {
        let entry = raw.trim().toLowerCase();
        if (!entry)
            continue;
        if (entry === '*')
            return ['*'];
        entry = entry.replace(/^\[([^\]]+)\](?=$|:)/, '$1');
        if (entry.startsWith('*.'))
            entry = entry.slice(1);
        const hostOnly = !entry.startsWith('.') && !/:\d+$/.test(entry) && (0,node_net__WEBPACK_IMPORTED_MODULE_2__.isIP)(entry) === 0;
        entries.push(hostOnly ? `.${entry}` : entry);
    }
    return entries;
}
/** The proxies for this run: the `http-proxy` input wins over the variables; NO_PROXY applies to both. */
function proxyConfigOf(env, httpProxy) {
    const noProxy = noProxyEntries(firstSet(env, 'NO_PROXY')?.value);
    if (httpProxy?.trim()) {
        const route = routeOf(HTTP_PROXY_INPUT, httpProxy.trim());
        return { https: route, http: route, noProxy };
    }
    const secure = firstSet(env, 'HTTPS_PROXY');
    const plain = firstSet(env, 'HTTP_PROXY');
    return {
        https: secure && routeOf(secure.name, secure.value),
        http: plain && routeOf(plain.name, plain.value),
        noProxy
    };
}
function hostMatches(entry, host, port) {
    if (entry === '*')
        return true;
    const at = /^(.*):(\d+)$/.exec(entry);
    if (at && (0,node_net__WEBPACK_IMPORTED_MODULE_2__.isIP)(entry) !== 6)
        return at[1] === host && at[2] === port;
    if (entry.startsWith('.'))
        return host === entry.slice(1) || host.endsWith(entry);
    return host === entry;
}
/** The proxy a request to `url` goes through, or undefined when it goes directly. */
function proxyFor(config, url) {
    if (!config)
        return undefined;
    const u = typeof url === 'string' ? new URL(url) : url;
    const route = u.protocol === 'https:' ? config.https : u.protocol === 'http:' ? config.http : undefined;
    if (!route)
        return undefined;
    const host = u.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
    const port = u.port || (u.protocol === 'https:' ? '443' : '80');
    return config.noProxy.some(entry => hostMatches(entry, host, port)) ? undefined : route;
}
/** SDK's own default: sockets kept per host. */
const SDK_MAX_SOCKETS = 50;
/** Keep-alive agents for one client, going through the proxies where there are any. */
function clientAgents(config, maxSockets = SDK_MAX_SOCKETS) {
    const proxyEnv = {};
    if (config?.https)
        proxyEnv.HTTPS_PROXY = config.https.url;
    if (config?.http)
        proxyEnv.HTTP_PROXY = config.http.url;
    if (config?.noProxy.length)
        proxyEnv.NO_PROXY = config.noProxy.join(',');
    const proxied = config?.https || config?.http ? { proxyEnv } : {};
    return {
        httpAgent: new (node_http__WEBPACK_IMPORTED_MODULE_0___default().Agent)({ keepAlive: true, maxSockets, ...proxied }),
        httpsAgent: new (node_https__WEBPACK_IMPORTED_MODULE_1___default().Agent)({ keepAlive: true, maxSockets, ...proxied })
    };
}


/***/ }),

/***/ 27249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ resolveRegion),
/* harmony export */   q: () => (/* binding */ regionOrFallback)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
// Which AWS region a run uses: the `region` input, else the variables configure-aws-credentials exports.

/** Where a region is needed but none is set and nothing is billed (S3-compatible stores, local mode). */
const FALLBACK_REGION = 'us-east-1';
/** The region the run names, or undefined when neither the input nor the environment sets one. */
function namedRegion(region, env) {
    return region || env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined;
}
/** The named region, else the fallback. */
function regionOrFallback(region, env) {
    return namedRegion(region, env) ?? FALLBACK_REGION;
}
/** The region from the `region` input, else the variables configure-aws-credentials exports. */
function resolveRegion(region, env) {
    const found = namedRegion(region, env);
    if (!found)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo('region: no AWS region is set. Set the `region` input, or AWS_REGION (aws-actions/configure-aws-credentials sets it).');
    return found;
}


/***/ }),

/***/ 22495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DO: () => (/* binding */ logSdkRetries),
/* harmony export */   E2: () => (/* binding */ isThrottling),
/* harmony export */   Is: () => (/* binding */ errorName),
/* harmony export */   PH: () => (/* binding */ mayHaveApplied),
/* harmony export */   Uy: () => (/* binding */ limitSdkRetries),
/* harmony export */   nG: () => (/* binding */ httpStatus),
/* harmony export */   r3: () => (/* binding */ isRetryable),
/* harmony export */   v7: () => (/* binding */ pause),
/* harmony export */   withRetry: () => (/* binding */ withRetry)
/* harmony export */ });
/* unused harmony export backoffMs */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _calls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36484);
// Retries for AWS calls: throttling, 5xx and dropped connections, with capped exponential backoff and
// jitter. The SDK's own retries are off (see backends/sagemaker/sagemaker.ts) so that this loop is the
// only one and a create call is never repeated behind our back. A group of tries logs two lines: when
// the first try fails (what failed, how many tries are left) and how it ended.


const THROTTLING = new Set([
    'ThrottlingException',
    'Throttling',
    'ThrottledException',
    'TooManyRequestsException',
    'RequestLimitExceeded',
    'RequestThrottled',
    'RequestThrottledException',
    'ProvisionedThroughputExceededException',
    'SlowDown'
]);
const TRANSIENT_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'EPIPE',
    'ETIMEDOUT',
    'EAI_AGAIN',
    'ENOTFOUND'
]);
function errorName(err) {
    return err?.name ?? '';
}
function httpStatus(err) {
    return err?.$metadata?.httpStatusCode;
}
function isThrottling(err) {
    return THROTTLING.has(errorName(err)) || httpStatus(err) === 429;
}
/** True when the call may succeed if simply made again. */
function isRetryable(err) {
    if (isThrottling(err))
        return true;
    const status = httpStatus(err);
    if (status !== undefined && status >= 500)
        return true;
    const name = errorName(err);
    if (name === 'InternalFailure' || name === 'ServiceUnavailable' || name === 'TimeoutError')
        return true;
    const code = (0,_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .socketCode */ .NU)(err);
    return code !== undefined && TRANSIENT_CODES.has(code);
}
/**
 * True when a failed call may still have been carried out by the service (an answer lost to a 5xx or a
 * dropped connection). Throttling is refused before any work, so it is not ambiguous.
 */
function mayHaveApplied(err) {
    return isRetryable(err) && !isThrottling(err);
}
/** The wait before retry number `attempt` (1-based): half of min(cap, base * 2^(attempt-1)) plus a random share of the other half. */
function backoffMs(attempt, random, baseMs = 500, capMs = 20_000) {
    const ceiling = Math.min(capMs, baseMs * 2 ** (attempt - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
/** The most all the waits of `attempts` tries can add up to. */
function longestWaitMs(attempts, baseMs, capMs) {
    let total = 0;
    for (let a = 1; a < attempts; a++)
        total += backoffMs(a, () => 1, baseMs, capMs);
    return total;
}
/** Calls `fn` until it succeeds or fails with an error that retrying cannot fix. */
async function withRetry(fn, opts) {
    const attempts = opts.attempts ?? 8;
    const random = opts.random ?? Math.random;
    const now = opts.now ?? Date.now;
    const started = now();
    let label = 'the call';
    const took = () => (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .seconds */ .YA)(now() - started);
    for (let attempt = 1;; attempt++) {
        let value;
        try {
            value = await fn(attempt);
        }
        catch (err) {
            const wait = backoffMs(attempt, random, opts.baseMs, opts.capMs);
            const again = attempt < attempts &&
                (opts.retryable ?? isRetryable)(err) &&
                now() - started + wait < (opts.callMs ?? _calls_js__WEBPACK_IMPORTED_MODULE_0__/* .CALL_MS */ .WD);
            if (!again) {
                if (attempt > 1) {
                    (0,_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .recordTries */ .BW)(err, attempt, now() - started);
                    opts.log?.(`${label}: gave up after ${attempt} tries in ${took()}.`);
                }
                throw err;
            }
            if (attempt === 1) {
                const facts = (0,_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .callFacts */ .WW)(err);
                if (facts)
                    label = (0,_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .callLabel */ .v1)(facts);
                const left = attempts - 1;
                const most = longestWaitMs(attempts, opts.baseMs, opts.capMs) / 1000;
                opts.log?.(`${(0,_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCall */ .GC)(err)}; retrying up to ${left} more ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .noun */ .jB)(left, 'time')} within ${Math.ceil(most)} s.`);
            }
            if (await pause(opts.sleep, wait, opts.signal))
                throw opts.signal.reason;
            continue;
        }
        if (attempt > 1)
            opts.log?.(`${label}: succeeded after ${attempt} tries in ${took()}.`);
        return value;
    }
}
/**
 * The limit withRetry keeps, for a client whose SDK retries by itself (S3, whose bodies stream): no try
 * starts `callMs` after the call's first. The SDK's own strategy still decides what is worth a retry.
 */
function limitSdkRetries(client, callMs = _calls_js__WEBPACK_IMPORTED_MODULE_0__/* .CALL_MS */ .WD, now = Date.now) {
    const config = client.config;
    const sdkStrategy = config.retryStrategy;
    const started = new WeakMap();
    const limited = (strategy) => ({
        acquireInitialRetryToken: async (scope) => {
            const token = await strategy.acquireInitialRetryToken(scope);
            started.set(token, now());
            return token;
        },
        refreshRetryTokenForRetry: async (token, errorInfo) => {
            const first = started.get(token) ?? now();
            const next = await strategy.refreshRetryTokenForRetry(token, errorInfo);
            // Refusing the token ends the call with its last error, as the SDK's own last try does.
            if (now() - first + next.getRetryDelay() >= callMs)
                throw new Error('the call has had its time');
            started.set(next, first);
            return next;
        },
        recordSuccess: token => strategy.recordSuccess(token)
    });
    let strategy;
    config.retryStrategy = () => (strategy ??= sdkStrategy().then(limited));
    return client;
}
const GROUP_STARTED = Symbol('retry group started');
const FIRST_FAILURE = Symbol('first failed try');
/**
 * The same two lines per group for a client whose SDK retries by itself (S3, whose bodies stream):
 * the first failed try that will be tried again, and how the call ended after more than one try.
 */
function logSdkRetries(client, target, maxAttempts, log) {
    const stack = client.middlewareStack;
    stack.add((next, context) => async (args) => {
        const started = Date.now();
        const label = (0,_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .callLabel */ .v1)((0,_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .factsOf */ .xS)(target, context, args.input));
        const took = () => (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .seconds */ .YA)(Date.now() - started);
        try {
            const out = await next(args);
            const tries = out.output?.$metadata?.attempts ?? 1;
            if (tries > 1)
                log(`${label}: succeeded after ${tries} tries in ${took()}.`);
            return out;
        }
        catch (err) {
            const tries = err.$metadata?.attempts ?? 1;
            if (tries > 1)
                log(`${label}: gave up after ${tries} tries in ${took()}.`);
            throw err;
        }
    }, { step: 'initialize', name: 'retryGroupEnd', override: true });
    // After the SDK's retry step, so each try passes through it. The group's first line is written when
    // the SDK actually sends a second try (its own rules decide), naming what the first try met.
    stack.addRelativeTo((next, context) => async (args) => {
        const call = context;
        if (!call[GROUP_STARTED] && call[FIRST_FAILURE] !== undefined) {
            call[GROUP_STARTED] = true;
            const left = maxAttempts - 1;
            log(`${(0,_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCall */ .GC)(call[FIRST_FAILURE])}; retrying up to ${left} more ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .noun */ .jB)(left, 'time')}.`);
        }
        try {
            return await next(args);
        }
        catch (err) {
            if (call[FIRST_FAILURE] === undefined) {
                (0,_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .recordCall */ .Cu)(err, (0,_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .factsOf */ .xS)(target, context, args.input));
                call[FIRST_FAILURE] = err;
            }
            throw err;
        }
    }, { relation: 'after', toMiddleware: 'retryMiddleware', name: 'retryGroupStart', override: true });
    return client;
}
/** Waits `ms` unless `signal` aborts first; resolves true when aborted. */
async function pause(sleep, ms, signal) {
    if (!signal) {
        await sleep(ms);
        return false;
    }
    if (signal.aborted)
        return true;
    let onAbort = () => { };
    const aborted = new Promise(resolve => {
        onAbort = () => resolve(true);
        signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
        return await Promise.race([
            sleep(ms, signal).then(() => signal.aborted, () => true),
            aborted
        ]);
    }
    finally {
        signal.removeEventListener('abort', onAbort);
    }
}


/***/ }),

/***/ 35075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MH: () => (/* binding */ serverSizeEnvironment),
/* harmony export */   Vk: () => (/* binding */ containerEnvironment),
/* harmony export */   YX: () => (/* binding */ DEFAULT_ENTRY_POINT),
/* harmony export */   m6: () => (/* binding */ localContainerEnvironment)
/* harmony export */ });
/* unused harmony export batchEnvironment */
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7220);

const DEFAULT_ENTRY_POINT = 'inference.py';
const SUBMIT_DIRECTORY = '/opt/ml/model/code';
/**
 * TorchServe (inside the PyTorch inference images) refuses requests and answers above max_request_size /
 * max_response_size, 6,553,500 bytes, unless TS_MAX_REQUEST_SIZE / TS_MAX_RESPONSE_SIZE raise them
 * (pytorch/serve #430, sagemaker-python-sdk #1882). The PyTorch toolkit does not pass the job's payload on.
 */
const TORCHSERVE_DEFAULT_MAX_BYTES = 6_553_500;
const TORCHSERVE_SIZE_KEYS = ['TS_MAX_REQUEST_SIZE', 'TS_MAX_RESPONSE_SIZE'];
/** The TensorFlow Serving images' nginx refuses bodies above 100 MB (deep-learning-containers #5089). */
const TFS_NGINX_MAX_MB = 100;
/** True for the framework image (or an image-uri of the same repository) that runs TorchServe. */
function runsTorchServe(spec, framework) {
    if (framework !== 'pytorch')
        return false;
    return !spec.model.imageUri || /\/pytorch-inference[:@]/.test(spec.model.imageUri);
}
/**
 * The model server's own size caps raised to the job's payload (the run spec's, settled in stage 3;
 * unset: SageMaker's default), so a payload the job allows is not refused inside the container;
 * `notes` say what was set (or kept, when the user set it) for the log.
 */
function serverSizeEnvironment(spec, framework) {
    const asked = spec.resources.maxPayloadMB ?? _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_MAX_PAYLOAD_MB */ ._4;
    // 0 streams the payload with no SageMaker cap: the server's cap then is the only one.
    const mb = asked === 0 ? _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_PAYLOAD_MB */ .er : asked;
    const env = {};
    const notes = [];
    if (runsTorchServe(spec, framework) && mb * _limits_js__WEBPACK_IMPORTED_MODULE_0__.MB > TORCHSERVE_DEFAULT_MAX_BYTES) {
        const bytes = String(mb * _limits_js__WEBPACK_IMPORTED_MODULE_0__.MB);
        const given = { ...spec.resources.env, ...spec.model.env };
        const set = TORCHSERVE_SIZE_KEYS.filter(k => given[k] === undefined);
        for (const k of set)
            env[k] = bytes;
        const kept = TORCHSERVE_SIZE_KEYS.filter(k => given[k] !== undefined).map(k => `${k}=${given[k]}`);
        const why = `max-payload ${mb} MB is above TorchServe's default limit of ${TORCHSERVE_DEFAULT_MAX_BYTES} bytes`;
        if (set.length)
            notes.push(`${set.join(' and ')} set to ${bytes} in the model environment: ${why}.`);
        if (kept.length)
            notes.push(`${kept.join(', ')} kept as given (${why}).`);
    }
    if (framework === 'tensorflow' && asked === 0)
        notes.push(`max-payload 0 sends requests without a SageMaker size cap, but the TensorFlow Serving image refuses bodies above ${TFS_NGINX_MAX_MB} MB.`);
    return { env, notes };
}
/** What the framework containers read to find the handler, the server's size caps, then `model-env`. */
function containerEnvironment(spec, region, facts = {}) {
    return {
        SAGEMAKER_PROGRAM: facts.entryPoint || spec.model.entryPoint || DEFAULT_ENTRY_POINT,
        SAGEMAKER_SUBMIT_DIRECTORY: SUBMIT_DIRECTORY,
        SAGEMAKER_REGION: region,
        ...facts.serverEnv,
        ...spec.model.env
    };
}
/** SAGEMAKER_BATCH always; the others only when the job sets them, as SageMaker does. */
function batchEnvironment(s) {
    const env = { SAGEMAKER_BATCH: 'true' };
    if (s.maxPayloadMB !== undefined)
        env.SAGEMAKER_MAX_PAYLOAD_IN_MB = String(s.maxPayloadMB);
    if (s.strategy)
        env.SAGEMAKER_BATCH_STRATEGY = s.strategy === 'SingleRecord' ? 'SINGLE_RECORD' : 'MULTI_RECORD';
    if (s.maxConcurrent)
        env.SAGEMAKER_MAX_CONCURRENT_TRANSFORMS = String(s.maxConcurrent);
    return env;
}
function localContainerEnvironment(spec, region, batch, facts = {}) {
    return {
        ...containerEnvironment(spec, region, facts),
        ...spec.resources.env,
        ...batchEnvironment(batch)
    };
}


/***/ }),

/***/ 37546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ik: () => (/* binding */ dataProcessingProblems),
/* harmony export */   Ty: () => (/* binding */ recordFormat),
/* harmony export */   p6: () => (/* binding */ isActiveFilter)
/* harmony export */ });
/** With JoinSource Input, ContentType and Accept must each be one of these. */
const JOIN_MEDIA_TYPES = ['text/csv', 'application/json', 'application/jsonlines'];
const baseType = (mediaType) => (mediaType ?? '').split(';')[0].trim().toLowerCase();
/** How a record of this media type is read by the filters: JSON, a CSV row, or not at all. */
function recordFormat(mediaType) {
    const base = baseType(mediaType);
    if ([
        'application/json',
        'application/jsonlines',
        'application/x-jsonlines',
        'application/json-lines'
    ].includes(base))
        return 'json';
    if (['text/csv', 'text/x-csv', 'application/csv'].includes(base))
        return 'csv';
    return undefined;
}
/** A filter that does something: `$` alone passes the record through. */
function isActiveFilter(path) {
    return path !== undefined && path.segments.length > 0;
}
/** Every DataProcessing rule these settings break. */
function dataProcessingProblems(s) {
    const problems = [];
    const inputFilter = isActiveFilter(s.inputFilter);
    const outputFilter = isActiveFilter(s.outputFilter);
    const join = s.joinSource === 'Input';
    const used = [inputFilter && 'input-filter', outputFilter && 'output-filter', join && 'join-source: Input']
        .filter(Boolean)
        .join(', ');
    if (used && (s.splitType === 'RecordIO' || s.splitType === 'TFRecord')) {
        problems.push({
            input: 'split-type',
            value: s.splitType,
            problem: `cannot be used with ${used}: they work on JSON or CSV records`,
            fix: 'Use split-type Line (or None) with JSON or CSV data, or remove the data processing inputs.'
        });
    }
    const types = JOIN_MEDIA_TYPES.join(', ');
    if (join) {
        for (const [input, value] of [
            ['content-type', s.contentType],
            ['accept', s.accept]
        ]) {
            if (!JOIN_MEDIA_TYPES.includes(baseType(value))) {
                problems.push({
                    input,
                    value: value ?? '',
                    problem: `must be one of ${types} with join-source: Input`,
                    fix: `Set ${input} to one of ${types} (SageMaker joins only these), or remove join-source.`
                });
            }
        }
    }
    else if (outputFilter && !(recordFormat(s.accept) ?? recordFormat(s.contentType))) {
        problems.push({
            input: 'output-filter',
            value: s.outputFilter.source,
            problem: 'needs JSON or CSV output',
            fix: 'Set accept to application/json, application/jsonlines or text/csv, or remove output-filter.'
        });
    }
    if (inputFilter && !join && !recordFormat(s.contentType)) {
        problems.push({
            input: 'input-filter',
            value: s.inputFilter.source,
            problem: 'needs JSON or CSV input',
            fix: 'Set content-type to application/json, application/jsonlines or text/csv, or remove input-filter.'
        });
    }
    return problems;
}


/***/ }),

/***/ 54211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fs: () => (/* binding */ idleInstances),
/* harmony export */   sr: () => (/* binding */ idleInstancesSentence)
/* harmony export */ });
/* unused harmony export idleCost */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// SageMaker gives each input object to one instance and never splits an object across instances (AWS
// developer guide, batch transform: with one input file, "only one instance processes the input file
// and the rest of the instances are idle"). So with fewer objects than `instance-count`, the rest get no
// input and are billed for the whole job.

/** The instances that will get no input, or undefined when every instance can get one. */
function idleInstances(objects, job, perHour) {
    if (objects <= 0 || objects >= job.instanceCount)
        return undefined;
    return { idle: job.instanceCount - objects, objects, ...job, ...(perHour !== undefined ? { perHour } : {}) };
}
/** What the idle instances cost: per hour of the job, or for the job's whole time when it is known. */
function idleCost(i, seconds) {
    if (i.perHour === undefined)
        return `${i.idle === 1 ? 'it is' : 'they are'} billed like busy ones for the whole job`;
    const hourly = i.perHour * i.idle;
    if (seconds === undefined)
        return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)(hourly)} per hour of the job (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)(i.perHour)}/h each)`;
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)((hourly * seconds) / 3600)} for this job (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)(i.perHour)}/h each)`;
}
/** The sentence that names them, their cost and the fix. */
function idleInstancesSentence(i, seconds) {
    const idle = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(i.idle, 'instance');
    return (`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(i.objects, 'input object')} for instance-count ${i.instanceCount} (${i.instanceType}): SageMaker gives ` +
        `each object to one instance, so ${idle} will get no input and sit idle; ${idleCost(i, seconds)}. ` +
        `Set instance-count: ${i.objects}, or split the data into at least ${i.instanceCount} objects.`);
}


/***/ }),

/***/ 10305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x_: () => (/* binding */ TRANSFORM_INSTANCE_TYPES),
  zY: () => (/* binding */ ecrImageOf),
  Bv: () => (/* binding */ ecrRegistryOf),
  y: () => (/* binding */ exactVersion),
  qN: () => (/* binding */ knownPyVersions),
  J0: () => (/* binding */ knownVersions),
  Di: () => (/* binding */ modelImage),
  VR: () => (/* binding */ namedImage),
  jL: () => (/* binding */ pinsDigest),
  U0: () => (/* binding */ processorFor),
  ue: () => (/* binding */ runsOnGpu)
});

// UNUSED EXPORTS: compareVersions, domainFor, resolveImageUri

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/contract/image-table.json
const image_table_namespaceObject = /*#__PURE__*/JSON.parse('{"Ij":{"pytorch":{"source":"aws/sagemaker-python-sdk sagemaker-core/src/sagemaker/core/image_uri_config/pytorch.json @a24812666d258d9d19c9a82d0c9385ca0bd3ba01 (2026-08-21); the \\"inference\\" scope only","processors":["cpu","gpu"],"aliases":{"0.4":"0.4.0","1.0":"1.0.0","1.1":"1.1.0","1.2":"1.2.0","1.3":"1.3.1","1.4":"1.4.0","1.5":"1.5.0","1.6":"1.6.0","1.7":"1.7.1","1.8":"1.8.1","1.9":"1.9.1","1.10":"1.10.2","1.11":"1.11.0","1.12":"1.12.1","1.13":"1.13.1","2.0":"2.0.1","2.1":"2.1.0","2.2":"2.2.0","2.3":"2.3.0","2.4":"2.4.0","2.5":"2.5.1","2.6":"2.6.0"},"versions":{"0.4.0":{"repository":"sagemaker-pytorch","registries":0,"py":["py2","py3"]},"1.0.0":{"repository":"sagemaker-pytorch","registries":0,"py":["py2","py3"]},"1.1.0":{"repository":"sagemaker-pytorch","registries":0,"py":["py2","py3"]},"1.2.0":{"repository":"pytorch-inference","registries":1,"py":["py2","py3"]},"1.3.1":{"repository":"pytorch-inference","registries":1,"py":["py2","py3"]},"1.4.0":{"repository":"pytorch-inference","registries":1,"py":["py3","py36"]},"1.5.0":{"repository":"pytorch-inference","registries":1,"py":["py3","py36"]},"1.6.0":{"repository":"pytorch-inference","registries":1,"py":["py3","py36"]},"1.7.1":{"repository":"pytorch-inference","registries":1,"py":["py3","py36"]},"1.8.0":{"repository":"pytorch-inference","registries":1,"py":["py3","py36"]},"1.8.1":{"repository":"pytorch-inference","registries":1,"py":["py3","py36"]},"1.9.0":{"repository":"pytorch-inference","registries":1,"py":["py38"]},"1.9.1":{"repository":"pytorch-inference","registries":1,"py":["py38"]},"1.10.0":{"repository":"pytorch-inference","registries":1,"py":["py38"]},"1.10.2":{"repository":"pytorch-inference","registries":1,"py":["py38"]},"1.11.0":{"repository":"pytorch-inference","registries":1,"py":["py38"]},"1.12.0":{"repository":"pytorch-inference","registries":1,"py":["py38"]},"1.12.1":{"repository":"pytorch-inference","registries":1,"py":["py38"]},"1.13.1":{"repository":"pytorch-inference","registries":1,"py":["py39"]},"2.0.0":{"repository":"pytorch-inference","registries":1,"py":["py310"]},"2.0.1":{"repository":"pytorch-inference","registries":1,"py":["py310"]},"2.1.0":{"repository":"pytorch-inference","registries":2,"py":["py310"]},"2.2.0":{"repository":"pytorch-inference","registries":2,"py":["py310"]},"2.3.0":{"repository":"pytorch-inference","registries":3,"py":["py311"]},"2.4.0":{"repository":"pytorch-inference","registries":3,"py":["py311"]},"2.5.1":{"repository":"pytorch-inference","registries":3,"py":["py311"]},"2.6.0":{"repository":"pytorch-inference","registries":3,"py":["py312"]}},"registries":[{"af-south-1":"313743910680","ap-east-1":"057415533634","ap-northeast-1":"520713654638","ap-northeast-2":"520713654638","ap-south-1":"520713654638","ap-southeast-1":"520713654638","ap-southeast-2":"520713654638","ca-central-1":"520713654638","cn-north-1":"422961961927","cn-northwest-1":"423003514399","eu-central-1":"520713654638","eu-north-1":"520713654638","eu-south-1":"048378556238","eu-west-1":"520713654638","eu-west-2":"520713654638","eu-west-3":"520713654638","me-south-1":"724002660598","sa-east-1":"520713654638","us-east-1":"520713654638","us-east-2":"520713654638","us-gov-west-1":"246785580436","us-iso-east-1":"744548109606","us-isob-east-1":"453391408702","us-west-1":"520713654638","us-west-2":"520713654638"},{"af-south-1":"626614931356","ap-east-1":"871362719292","ap-east-2":"975050140332","ap-northeast-1":"763104351884","ap-northeast-2":"763104351884","ap-northeast-3":"364406365360","ap-south-1":"763104351884","ap-south-2":"772153158452","ap-southeast-1":"763104351884","ap-southeast-2":"763104351884","ap-southeast-3":"907027046896","ap-southeast-4":"457447274322","ap-southeast-5":"550225433462","ap-southeast-6":"633930458069","ap-southeast-7":"590183813437","ca-central-1":"763104351884","ca-west-1":"204538143572","cn-north-1":"727897471807","cn-northwest-1":"727897471807","eu-central-1":"763104351884","eu-central-2":"380420809688","eu-north-1":"763104351884","eu-south-1":"692866216735","eu-south-2":"503227376785","eu-west-1":"763104351884","eu-west-2":"763104351884","eu-west-3":"763104351884","il-central-1":"780543022126","me-central-1":"914824155844","me-south-1":"217643126080","mx-central-1":"637423239942","sa-east-1":"763104351884","us-east-1":"763104351884","us-east-2":"763104351884","us-gov-east-1":"446045086412","us-gov-west-1":"442386744353","us-iso-east-1":"886529160074","us-isob-east-1":"094389454867","us-west-1":"763104351884","us-west-2":"763104351884"},{"af-south-1":"626614931356","ap-east-1":"871362719292","ap-east-2":"975050140332","ap-northeast-1":"763104351884","ap-northeast-2":"763104351884","ap-northeast-3":"364406365360","ap-south-1":"763104351884","ap-south-2":"772153158452","ap-southeast-1":"763104351884","ap-southeast-2":"763104351884","ap-southeast-3":"907027046896","ap-southeast-4":"457447274322","ap-southeast-5":"550225433462","ap-southeast-6":"633930458069","ap-southeast-7":"590183813437","ca-central-1":"763104351884","ca-west-1":"204538143572","cn-north-1":"727897471807","cn-northwest-1":"727897471807","eu-central-1":"763104351884","eu-central-2":"380420809688","eu-north-1":"763104351884","eu-south-1":"692866216735","eu-south-2":"503227376785","eu-west-1":"763104351884","eu-west-2":"763104351884","eu-west-3":"763104351884","il-central-1":"780543022126","me-central-1":"914824155844","me-south-1":"217643126080","mx-central-1":"637423239942","sa-east-1":"763104351884","us-east-1":"763104351884","us-east-2":"763104351884","us-gov-east-1":"446045086412","us-gov-west-1":"442386744353","us-iso-east-1":"886529160074","us-isob-east-1":"094389454867","us-isof-east-1":"303241398832","us-isof-south-1":"454834333376","us-west-1":"763104351884","us-west-2":"763104351884"},{"af-south-1":"626614931356","ap-east-1":"871362719292","ap-east-2":"975050140332","ap-northeast-1":"763104351884","ap-northeast-2":"763104351884","ap-northeast-3":"364406365360","ap-south-1":"763104351884","ap-south-2":"772153158452","ap-southeast-1":"763104351884","ap-southeast-2":"763104351884","ap-southeast-3":"907027046896","ap-southeast-4":"457447274322","ap-southeast-5":"550225433462","ap-southeast-6":"633930458069","ap-southeast-7":"590183813437","ca-central-1":"763104351884","ca-west-1":"204538143572","cn-north-1":"727897471807","cn-northwest-1":"727897471807","eu-central-1":"763104351884","eu-central-2":"380420809688","eu-north-1":"763104351884","eu-south-1":"692866216735","eu-south-2":"503227376785","eu-west-1":"763104351884","eu-west-2":"763104351884","eu-west-3":"763104351884","il-central-1":"780543022126","me-central-1":"914824155844","me-south-1":"217643126080","mx-central-1":"637423239942","sa-east-1":"763104351884","us-east-1":"763104351884","us-east-2":"763104351884","us-gov-east-1":"446045086412","us-gov-west-1":"442386744353","us-west-1":"763104351884","us-west-2":"763104351884"}]},"tensorflow":{"source":"aws/sagemaker-python-sdk sagemaker-core/src/sagemaker/core/image_uri_config/tensorflow.json @a24812666d258d9d19c9a82d0c9385ca0bd3ba01 (2026-08-21); the \\"inference\\" scope only","processors":["cpu","gpu"],"aliases":{"1.4":"1.4.1","1.5":"1.5.0","1.6":"1.6.0","1.7":"1.7.0","1.8":"1.8.0","1.9":"1.9.0","1.10":"1.10.0","1.11":"1.11.0","1.12":"1.12.0","1.13":"1.13.0","1.14":"1.14.0","1.15":"1.15.5","2.0":"2.0.4","2.1":"2.1.3","2.2":"2.2.2","2.3":"2.3.2","2.4":"2.4.3","2.5":"2.5.1","2.6":"2.6.3","2.7":"2.7.0","2.8":"2.8.4","2.9":"2.9.3","2.10":"2.10.1","2.11":"2.11.1","2.12":"2.12.1","2.13":"2.13.0","2.14":"2.14.1","2.16":"2.16.1","2.18":"2.18.0","2.19":"2.19.0"},"versions":{"1.4.1":{"repository":"sagemaker-tensorflow","registries":0,"py":["py2"]},"1.5.0":{"repository":"sagemaker-tensorflow","registries":0,"py":["py2"]},"1.6.0":{"repository":"sagemaker-tensorflow","registries":0,"py":["py2"]},"1.7.0":{"repository":"sagemaker-tensorflow","registries":0,"py":["py2"]},"1.8.0":{"repository":"sagemaker-tensorflow","registries":0,"py":["py2"]},"1.9.0":{"repository":"sagemaker-tensorflow","registries":0,"py":["py2"]},"1.10.0":{"repository":"sagemaker-tensorflow","registries":0,"py":["py2"]},"1.11.0":{"repository":"sagemaker-tensorflow-serving","registries":0},"1.12.0":{"repository":"sagemaker-tensorflow-serving","registries":0},"1.13.0":{"repository":"tensorflow-inference","registries":1},"1.14.0":{"repository":"tensorflow-inference","registries":1},"1.15.0":{"repository":"tensorflow-inference","registries":1},"1.15.2":{"repository":"tensorflow-inference","registries":1},"1.15.3":{"repository":"tensorflow-inference","registries":1},"1.15.4":{"repository":"tensorflow-inference","registries":1},"1.15.5":{"repository":"tensorflow-inference","registries":1},"2.0.0":{"repository":"tensorflow-inference","registries":1},"2.0.1":{"repository":"tensorflow-inference","registries":1},"2.0.2":{"repository":"tensorflow-inference","registries":1},"2.0.3":{"repository":"tensorflow-inference","registries":1},"2.0.4":{"repository":"tensorflow-inference","registries":1},"2.1.0":{"repository":"tensorflow-inference","registries":1},"2.1.1":{"repository":"tensorflow-inference","registries":1},"2.1.2":{"repository":"tensorflow-inference","registries":1},"2.1.3":{"repository":"tensorflow-inference","registries":1},"2.2.0":{"repository":"tensorflow-inference","registries":1},"2.2.1":{"repository":"tensorflow-inference","registries":1},"2.2.2":{"repository":"tensorflow-inference","registries":1},"2.3.0":{"repository":"tensorflow-inference","registries":1},"2.3.1":{"repository":"tensorflow-inference","registries":1},"2.3.2":{"repository":"tensorflow-inference","registries":1},"2.4.1":{"repository":"tensorflow-inference","registries":1},"2.4.3":{"repository":"tensorflow-inference","registries":1},"2.5.1":{"repository":"tensorflow-inference","registries":1},"2.6.0":{"repository":"tensorflow-inference","registries":1},"2.6.3":{"repository":"tensorflow-inference","registries":1},"2.7.0":{"repository":"tensorflow-inference","registries":1},"2.8.0":{"repository":"tensorflow-inference","registries":1},"2.8.4":{"repository":"tensorflow-inference","registries":1},"2.9.2":{"repository":"tensorflow-inference","registries":1},"2.9.3":{"repository":"tensorflow-inference","registries":1},"2.10.0":{"repository":"tensorflow-inference","registries":1},"2.10.1":{"repository":"tensorflow-inference","registries":1},"2.11.0":{"repository":"tensorflow-inference","registries":1},"2.11.1":{"repository":"tensorflow-inference","registries":1},"2.12.1":{"repository":"tensorflow-inference","registries":1},"2.13.0":{"repository":"tensorflow-inference","registries":2},"2.14.1":{"repository":"tensorflow-inference","registries":2},"2.16.1":{"repository":"tensorflow-inference","registries":3},"2.18.0":{"repository":"tensorflow-inference","registries":3},"2.19.0":{"repository":"tensorflow-inference","registries":3}},"registries":[{"af-south-1":"313743910680","ap-east-1":"057415533634","ap-northeast-1":"520713654638","ap-northeast-2":"520713654638","ap-south-1":"520713654638","ap-southeast-1":"520713654638","ap-southeast-2":"520713654638","ca-central-1":"520713654638","cn-north-1":"422961961927","cn-northwest-1":"423003514399","eu-central-1":"520713654638","eu-north-1":"520713654638","eu-south-1":"048378556238","eu-west-1":"520713654638","eu-west-2":"520713654638","eu-west-3":"520713654638","me-south-1":"724002660598","sa-east-1":"520713654638","us-east-1":"520713654638","us-east-2":"520713654638","us-gov-west-1":"246785580436","us-iso-east-1":"744548109606","us-isob-east-1":"453391408702","us-west-1":"520713654638","us-west-2":"520713654638"},{"af-south-1":"626614931356","ap-east-1":"871362719292","ap-east-2":"975050140332","ap-northeast-1":"763104351884","ap-northeast-2":"763104351884","ap-northeast-3":"364406365360","ap-south-1":"763104351884","ap-south-2":"772153158452","ap-southeast-1":"763104351884","ap-southeast-2":"763104351884","ap-southeast-3":"907027046896","ap-southeast-4":"457447274322","ap-southeast-5":"550225433462","ap-southeast-6":"633930458069","ap-southeast-7":"590183813437","ca-central-1":"763104351884","ca-west-1":"204538143572","cn-north-1":"727897471807","cn-northwest-1":"727897471807","eu-central-1":"763104351884","eu-central-2":"380420809688","eu-north-1":"763104351884","eu-south-1":"692866216735","eu-south-2":"503227376785","eu-west-1":"763104351884","eu-west-2":"763104351884","eu-west-3":"763104351884","il-central-1":"780543022126","me-central-1":"914824155844","me-south-1":"217643126080","mx-central-1":"637423239942","sa-east-1":"763104351884","us-east-1":"763104351884","us-east-2":"763104351884","us-gov-east-1":"446045086412","us-gov-west-1":"442386744353","us-iso-east-1":"886529160074","us-isob-east-1":"094389454867","us-west-1":"763104351884","us-west-2":"763104351884"},{"af-south-1":"626614931356","ap-east-1":"871362719292","ap-east-2":"975050140332","ap-northeast-1":"763104351884","ap-northeast-2":"763104351884","ap-northeast-3":"364406365360","ap-south-1":"763104351884","ap-south-2":"772153158452","ap-southeast-1":"763104351884","ap-southeast-2":"763104351884","ap-southeast-3":"907027046896","ap-southeast-4":"457447274322","ap-southeast-5":"550225433462","ap-southeast-6":"633930458069","ap-southeast-7":"590183813437","ca-central-1":"763104351884","ca-west-1":"204538143572","cn-north-1":"727897471807","cn-northwest-1":"727897471807","eu-central-1":"763104351884","eu-central-2":"380420809688","eu-north-1":"763104351884","eu-south-1":"692866216735","eu-south-2":"503227376785","eu-west-1":"763104351884","eu-west-2":"763104351884","eu-west-3":"763104351884","il-central-1":"780543022126","me-central-1":"914824155844","me-south-1":"217643126080","mx-central-1":"637423239942","sa-east-1":"763104351884","us-east-1":"763104351884","us-east-2":"763104351884","us-gov-east-1":"446045086412","us-gov-west-1":"442386744353","us-iso-east-1":"886529160074","us-isob-east-1":"094389454867","us-isof-east-1":"303241398832","us-isof-south-1":"454834333376","us-west-1":"763104351884","us-west-2":"763104351884"},{"af-south-1":"626614931356","ap-east-1":"871362719292","ap-east-2":"975050140332","ap-northeast-1":"763104351884","ap-northeast-2":"763104351884","ap-northeast-3":"364406365360","ap-south-1":"763104351884","ap-south-2":"772153158452","ap-southeast-1":"763104351884","ap-southeast-2":"763104351884","ap-southeast-3":"907027046896","ap-southeast-4":"457447274322","ap-southeast-5":"550225433462","ap-southeast-6":"633930458069","ap-southeast-7":"590183813437","ca-central-1":"763104351884","ca-west-1":"204538143572","cn-north-1":"727897471807","cn-northwest-1":"727897471807","eu-central-1":"763104351884","eu-central-2":"380420809688","eu-north-1":"763104351884","eu-south-1":"692866216735","eu-south-2":"503227376785","eu-west-1":"763104351884","eu-west-2":"763104351884","eu-west-3":"763104351884","il-central-1":"780543022126","me-central-1":"914824155844","me-south-1":"217643126080","mx-central-1":"637423239942","sa-east-1":"763104351884","us-east-1":"763104351884","us-east-2":"763104351884","us-gov-east-1":"446045086412","us-gov-west-1":"442386744353","us-west-1":"763104351884","us-west-2":"763104351884"}]}},"ZC":{"z":["ml.m4.xlarge","ml.m4.2xlarge","ml.m4.4xlarge","ml.m4.10xlarge","ml.m4.16xlarge","ml.c4.xlarge","ml.c4.2xlarge","ml.c4.4xlarge","ml.c4.8xlarge","ml.p2.xlarge","ml.p2.8xlarge","ml.p2.16xlarge","ml.p3.2xlarge","ml.p3.8xlarge","ml.p3.16xlarge","ml.c5.xlarge","ml.c5.2xlarge","ml.c5.4xlarge","ml.c5.9xlarge","ml.c5.18xlarge","ml.m5.large","ml.m5.xlarge","ml.m5.2xlarge","ml.m5.4xlarge","ml.m5.12xlarge","ml.m5.24xlarge","ml.m6i.large","ml.m6i.xlarge","ml.m6i.2xlarge","ml.m6i.4xlarge","ml.m6i.8xlarge","ml.m6i.12xlarge","ml.m6i.16xlarge","ml.m6i.24xlarge","ml.m6i.32xlarge","ml.c6i.large","ml.c6i.xlarge","ml.c6i.2xlarge","ml.c6i.4xlarge","ml.c6i.8xlarge","ml.c6i.12xlarge","ml.c6i.16xlarge","ml.c6i.24xlarge","ml.c6i.32xlarge","ml.r6i.large","ml.r6i.xlarge","ml.r6i.2xlarge","ml.r6i.4xlarge","ml.r6i.8xlarge","ml.r6i.12xlarge","ml.r6i.16xlarge","ml.r6i.24xlarge","ml.r6i.32xlarge","ml.m7i.large","ml.m7i.xlarge","ml.m7i.2xlarge","ml.m7i.4xlarge","ml.m7i.8xlarge","ml.m7i.12xlarge","ml.m7i.16xlarge","ml.m7i.24xlarge","ml.m7i.48xlarge","ml.c7i.large","ml.c7i.xlarge","ml.c7i.2xlarge","ml.c7i.4xlarge","ml.c7i.8xlarge","ml.c7i.12xlarge","ml.c7i.16xlarge","ml.c7i.24xlarge","ml.c7i.48xlarge","ml.r7i.large","ml.r7i.xlarge","ml.r7i.2xlarge","ml.r7i.4xlarge","ml.r7i.8xlarge","ml.r7i.12xlarge","ml.r7i.16xlarge","ml.r7i.24xlarge","ml.r7i.48xlarge","ml.g4dn.xlarge","ml.g4dn.2xlarge","ml.g4dn.4xlarge","ml.g4dn.8xlarge","ml.g4dn.12xlarge","ml.g4dn.16xlarge","ml.g5.xlarge","ml.g5.2xlarge","ml.g5.4xlarge","ml.g5.8xlarge","ml.g5.12xlarge","ml.g5.16xlarge","ml.g5.24xlarge","ml.g5.48xlarge","ml.trn1.2xlarge","ml.trn1.32xlarge","ml.inf2.xlarge","ml.inf2.8xlarge","ml.inf2.24xlarge","ml.inf2.48xlarge","ml.g6.xlarge","ml.g6.2xlarge","ml.g6.4xlarge","ml.g6.8xlarge","ml.g6.12xlarge","ml.g6.16xlarge","ml.g6.24xlarge","ml.g6.48xlarge"]}}');
;// CONCATENATED MODULE: ./src/contract/images.ts


const FRAMEWORKS = image_table_namespaceObject.Ij;
/** The TransformInstanceType enum of the API model (copied into the table by the generator). */
const TRANSFORM_INSTANCE_TYPES = image_table_namespaceObject.ZC.z;
/** Numeric-aware version order: 1.9.1 < 1.10.0. */
function compareVersions(a, b) {
    const pa = a.split('.').map(Number);
    const pb = b.split('.').map(Number);
    for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
        const d = (pa[i] ?? -1) - (pb[i] ?? -1);
        if (d !== 0)
            return d;
    }
    return 0;
}
/** Every version string accepted for a framework: exact versions and aliases, in version order. */
function knownVersions(framework) {
    const t = FRAMEWORKS[framework];
    return [...new Set([...Object.keys(t.aliases), ...Object.keys(t.versions)])].sort(compareVersions);
}
/** The exact version a version string names (alias resolved), or undefined when the table lacks it. */
function exactVersion(framework, version) {
    const t = FRAMEWORKS[framework];
    if (Object.hasOwn(t.versions, version))
        return version;
    return Object.hasOwn(t.aliases, version) ? t.aliases[version] : undefined;
}
/** The Python versions an image version is tagged with ([] when its tags carry none, as TensorFlow's). */
function knownPyVersions(framework, version) {
    const exact = exactVersion(framework, version);
    return exact ? [...(FRAMEWORKS[framework].versions[exact].py ?? [])] : [];
}
/** Whether the instance runs on GPUs: the p and g instance families, and `local_gpu`. The one rule. */
function runsOnGpu(instanceType) {
    const t = instanceType.toLowerCase();
    if (t === 'local_gpu')
        return true;
    const family = /^ml\.([a-z]+)/.exec(t)?.[1] ?? '';
    return family.startsWith('p') || family.startsWith('g');
}
/** `gpu` for the p and g instance families (and `local_gpu`), `cpu` for the other general families. */
function processorFor(instanceType) {
    if (runsOnGpu(instanceType))
        return 'gpu';
    const t = instanceType.toLowerCase();
    if (t === 'local')
        return 'cpu';
    const family = /^ml\.([a-z]+)/.exec(t)?.[1] ?? '';
    // Inferentia and Trainium need Neuron images, which these tables do not hold.
    if (family.startsWith('inf') || family.startsWith('trn'))
        return 'neuron';
    return 'cpu';
}
/** The ECR DNS suffix of the region's partition. */
function domainFor(region) {
    if (region.startsWith('cn-'))
        return 'amazonaws.com.cn';
    if (region.startsWith('us-isob-'))
        return 'sc2s.sgov.gov';
    if (region.startsWith('us-isof-'))
        return 'csp.hci.ic.gov';
    if (region.startsWith('us-iso-'))
        return 'c2s.ic.gov';
    if (region.startsWith('eu-isoe-'))
        return 'cloud.adc-e.uk';
    return 'amazonaws.com';
}
/** The ECR registry an image lives in, or undefined for any other registry. */
function ecrRegistryOf(image) {
    const host = image.split('/')[0];
    const m = /^(\d{12})\.dkr\.ecr(?:-fips)?\.([a-z0-9-]+)\.(?:amazonaws\.com(?:\.cn)?|sc2s\.sgov\.gov|c2s\.ic\.gov|csp\.hci\.ic\.gov|cloud\.adc-e\.uk)$/.exec(host);
    return m && image.includes('/') ? { host, accountId: m[1], region: m[2] } : undefined;
}
/** `host/repo/name:tag` or `host/repo@sha256:...` in ECR; undefined for any other registry. */
function ecrImageOf(image) {
    const registry = ecrRegistryOf(image);
    if (!registry)
        return undefined;
    const rest = image.slice(registry.host.length + 1);
    const at = rest.indexOf('@');
    if (at >= 0)
        return { registry, repository: rest.slice(0, at), digest: rest.slice(at + 1) };
    const colon = rest.lastIndexOf(':');
    return colon > 0
        ? { registry, repository: rest.slice(0, colon), tag: rest.slice(colon + 1) }
        : { registry, repository: rest, tag: 'latest' };
}
/** An image reference that names its digest already (`...@sha256:<64 hex>`): nothing to look up. */
function pinsDigest(image) {
    return /@sha256:[0-9a-f]{64}$/.test(image);
}
/**
 * The image a model runs, in either backend: the one the cache keyed the run by (by digest, or a local
 * image's ID), else the image as the inputs name it. `usedBy` names what needs it in the error.
 */
function modelImage(spec, framework, region, usedBy = '') {
    return spec.model.pinnedImage ?? namedImage(spec, framework, region, usedBy);
}
/**
 * The image as the inputs name it (a tag, mostly): image-uri, else the framework's inference image for the
 * region and instance type. `usedBy` names what needs it in the error (` for local-server: docker`).
 */
function namedImage(spec, framework, region, usedBy = '') {
    if (spec.model.imageUri)
        return spec.model.imageUri;
    if (!framework || !spec.model.frameworkVersion)
        throw new errors/* UserError */.yo(`framework-version: needed to choose the ${framework ?? 'inference'} image${usedBy}. Set framework ` +
            'and framework-version, or image-uri.');
    return resolveImageUri({
        framework,
        version: spec.model.frameworkVersion,
        pyVersion: spec.model.pyVersion,
        region,
        instanceType: spec.resources.instanceType
    });
}
/** Resolves the framework's inference image; every unknown value is a UserError listing the valid ones. */
function resolveImageUri(q) {
    const t = FRAMEWORKS[q.framework];
    if (!t)
        throw new errors/* UserError */.yo(`framework: unknown framework ${JSON.stringify(q.framework)}; use tensorflow or pytorch`);
    const exact = exactVersion(q.framework, q.version);
    if (!exact) {
        throw new errors/* UserError */.yo(`framework-version: ${q.framework} has no inference image for version ${JSON.stringify(q.version)}. ` +
            `Valid versions: ${knownVersions(q.framework).join(', ')}. Or give image-uri.`);
    }
    const entry = t.versions[exact];
    const processor = processorFor(q.instanceType);
    const processors = entry.processors ?? t.processors;
    if (!processors.includes(processor)) {
        throw new errors/* UserError */.yo(`instance-type: ${q.framework} ${exact} has no ${processor} inference image for ${q.instanceType}; ` +
            `images exist for ${processors.join(', ')} instances. Choose such an instance type or give image-uri.`);
    }
    const registries = t.registries[entry.registries];
    const account = Object.hasOwn(registries, q.region) ? registries[q.region] : undefined;
    if (!account) {
        throw new errors/* UserError */.yo(`region: ${q.framework} ${exact} images are not published in ${JSON.stringify(q.region)}. ` +
            `Regions: ${Object.keys(registries).join(', ')}. Use one of them or give image-uri.`);
    }
    const py = pickPyVersion(q.framework, exact, entry.py ?? [], q.pyVersion);
    const tag = [exact, processor, ...(py ? [py] : [])].join('-');
    return `${account}.dkr.ecr.${q.region}.${domainFor(q.region)}/${entry.repository}:${tag}`;
}
function pickPyVersion(framework, version, known, given) {
    if (known.length === 0) {
        if (given) {
            throw new errors/* UserError */.yo(`py-version: ${framework} ${version} inference images carry no Python version ` +
                `(got ${JSON.stringify(given)}). Remove py-version.`);
        }
        return undefined;
    }
    if (given) {
        if (known.includes(given))
            return given;
        throw new errors/* UserError */.yo(`py-version: ${framework} ${version} has no image for ${JSON.stringify(given)}. ` +
            `Valid: ${known.join(', ')}.`);
    }
    if (known.length === 1)
        return known[0];
    throw new errors/* UserError */.yo(`py-version: ${framework} ${version} has images for several Python versions (${known.join(', ')}). ` +
        `Set py-version to one of them.`);
}


/***/ }),

/***/ 60861:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hf: () => (/* binding */ parseJsonPath),
/* harmony export */   KD: () => (/* binding */ IndexRangeError),
/* harmony export */   UK: () => (/* binding */ JsonPathError),
/* harmony export */   yk: () => (/* binding */ selectJsonPath)
/* harmony export */ });
// The JSONPath subset SageMaker documents for DataProcessing filters: `$`, `.name`, `.*`, `['name']`
// (several names select those members as an object when last, as the Java implementation does),
// `[n]` (negative from the end), `[n,m]`, `[start:end]` / `[start:end:step]`, `[*]`.
// For CSV, a row is an array of fields, so index and slice paths select columns (`$[1:]`), and a
// column slice includes its end: the developer guide's worked examples give `$[1:4]` as "the second
// through fifth columns" (the same page also likens the operator to JavaScript's slice(), which
// excludes it; we follow the examples). On JSON arrays the end is excluded, as in slice().
// An index or slice bound past the end of the list is an error ("you get an error", API reference,
// DataProcessing.OutputFilter), not a silent drop.
class JsonPathError extends Error {
    constructor(message) {
        super(message);
        this.name = 'JsonPathError';
    }
}
const NAME_CHAR = /[^.[\]\s]/;
function parseJsonPath(source) {
    const s = source.trim();
    const fail = (at, what) => {
        throw new JsonPathError(`${what} at position ${at + 1} of ${JSON.stringify(source)}`);
    };
    if (s[0] !== '$')
        fail(0, 'a path must start with `$`');
    const segments = [];
    let i = 1;
    while (i < s.length) {
        const c = s[i];
        if (c === '.') {
            if (s[i + 1] === '.')
                fail(i, 'deep scan `..` is not supported');
            i++;
            if (s[i] === '*') {
                segments.push([{ kind: 'wildcard' }]);
                i++;
                continue;
            }
            const start = i;
            while (i < s.length && NAME_CHAR.test(s[i]))
                i++;
            if (i === start)
                fail(start, 'a member name is missing after `.`');
            segments.push([{ kind: 'name', name: s.slice(start, i) }]);
        }
        else if (c === '[') {
            const [selectors, next] = parseBracket(s, i + 1, fail);
            segments.push(selectors);
            i = next;
        }
        else {
            fail(i, `unexpected ${JSON.stringify(c)}`);
        }
    }
    const definite = segments.every(seg => seg.length === 1 && (seg[0].kind === 'name' || seg[0].kind === 'index'));
    return { source, segments, definite };
}
function parseBracket(s, from, fail) {
    const selectors = [];
    let i = from;
    for (;;) {
        while (s[i] === ' ')
            i++;
        const c = s[i];
        if (c === "'" || c === '"') {
            let name = '';
            i++;
            while (i < s.length && s[i] !== c) {
                if (s[i] === '\\' && i + 1 < s.length)
                    i++;
                name += s[i++];
            }
            if (s[i] !== c)
                fail(i, 'an unterminated quoted name');
            i++;
            selectors.push({ kind: 'name', name });
        }
        else if (c === '*') {
            i++;
            selectors.push({ kind: 'wildcard' });
        }
        else {
            const m = /^(-?\d*)(?::(-?\d*))?(?::(-?\d*))?/.exec(s.slice(i));
            const text = m?.[0] ?? '';
            if (text === '')
                fail(i, 'expected an index, a slice, a quoted name or `*`');
            const num = (t) => t === undefined || t === '' ? undefined : Number(t);
            if (m[2] === undefined && m[3] === undefined && !text.includes(':')) {
                if (m[1] === '' || m[1] === '-')
                    fail(i, 'expected an index');
                selectors.push({ kind: 'index', index: Number(m[1]) });
            }
            else {
                const step = num(m[3]);
                if (step === 0)
                    fail(i, 'a slice step cannot be 0');
                selectors.push({ kind: 'slice', start: num(m[1]), end: num(m[2]), step });
            }
            i += text.length;
        }
        while (s[i] === ' ')
            i++;
        if (s[i] === ',') {
            i++;
            continue;
        }
        if (s[i] === ']')
            return [selectors, i + 1];
        fail(i, 'expected `,` or `]`');
    }
}
/** An index or slice bound outside the list it is applied to. */
class IndexRangeError extends Error {
    constructor(message) {
        super(message);
        this.name = 'IndexRangeError';
    }
}
/**
 * The value a definite path selects (undefined when absent), or the array of every match. Throws
 * IndexRangeError when an index or slice bound lies outside a list it is applied to.
 */
function selectJsonPath(path, root, opts = {}) {
    const included = opts.sliceEnd === 'included';
    let nodes = [root];
    const last = path.segments.length - 1;
    for (let k = 0; k <= last; k++) {
        const seg = path.segments[k];
        if (k === last && seg.length > 1 && seg.every(sel => sel.kind === 'name')) {
            // Several names as the last step pick those members out of each object.
            const picked = nodes.filter(isObject).map(obj => pick(obj, seg));
            return path.segments.slice(0, last).every(isDefiniteSegment) ? picked[0] : picked;
        }
        const next = [];
        for (const node of nodes)
            for (const sel of seg)
                applySelector(sel, node, next, included);
        nodes = next;
    }
    return path.definite ? nodes[0] : nodes;
}
function isDefiniteSegment(seg) {
    return seg.length === 1 && (seg[0].kind === 'name' || seg[0].kind === 'index');
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function pick(obj, names) {
    const out = {};
    for (const { name } of names)
        if (Object.prototype.hasOwnProperty.call(obj, name))
            out[name] = obj[name];
    return out;
}
function applySelector(sel, node, out, endIncluded) {
    switch (sel.kind) {
        case 'name':
            if (isObject(node) && Object.prototype.hasOwnProperty.call(node, sel.name))
                out.push(node[sel.name]);
            return;
        case 'wildcard':
            if (Array.isArray(node))
                out.push(...node);
            else if (isObject(node))
                out.push(...Object.values(node));
            return;
        case 'index': {
            if (!Array.isArray(node))
                return;
            checkBound(node.length, sel.index, 'index', false);
            out.push(node[sel.index < 0 ? node.length + sel.index : sel.index]);
            return;
        }
        case 'slice': {
            if (!Array.isArray(node))
                return;
            for (const i of sliceIndexes(node.length, sel, endIncluded))
                out.push(node[i]);
        }
    }
}
/** A bound must name an item of the list; an excluded end may also be one past the last. */
function checkBound(len, at, what, pastLast) {
    const max = pastLast ? len : len - 1;
    if (at >= -len && at <= max)
        return;
    const valid = len === 0 ? 'it is empty' : `valid: ${-len} to ${max}`;
    throw new IndexRangeError(`${what} ${at} is past the end of a list of ${len} (${valid})`);
}
/**
 * Slice rules: negative bounds count from the end, a bound outside the list is an IndexRangeError, and
 * the end is excluded (JSON arrays) or included (CSV columns).
 */
function sliceIndexes(len, sel, endIncluded = false) {
    if (sel.start !== undefined)
        checkBound(len, sel.start, 'slice start', false);
    if (sel.end !== undefined)
        checkBound(len, sel.end, 'slice end', !endIncluded);
    if (sel.end !== undefined && endIncluded) {
        // The included end becomes the excluded one next to it, in the slice's direction.
        const end = sel.end < 0 ? sel.end + len : sel.end;
        const step = sel.step ?? 1;
        return sliceIndexes(len, { ...sel, end: step > 0 ? end + 1 : end - 1 < 0 ? undefined : end - 1 });
    }
    const step = sel.step ?? 1;
    const norm = (v, lo, hi) => {
        const x = v < 0 ? v + len : v;
        return Math.min(Math.max(x, lo), hi);
    };
    const out = [];
    if (step > 0) {
        const start = sel.start === undefined ? 0 : norm(sel.start, 0, len);
        const end = sel.end === undefined ? len : norm(sel.end, 0, len);
        for (let i = start; i < end; i += step)
            out.push(i);
    }
    else {
        const start = sel.start === undefined ? len - 1 : norm(sel.start, -1, len - 1);
        const end = sel.end === undefined ? -1 : norm(sel.end, -1, len - 1);
        for (let i = start; i > end; i += step)
            out.push(i);
    }
    return out;
}


/***/ }),

/***/ 7220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ S3_URI_MAX),
/* harmony export */   A0: () => (/* binding */ TAG_PATTERN),
/* harmony export */   B5: () => (/* binding */ INSTANCE_COUNT_MAX),
/* harmony export */   Bt: () => (/* binding */ INVOCATION_TIMEOUT),
/* harmony export */   D2: () => (/* binding */ TRANSFORM_ENV),
/* harmony export */   Eu: () => (/* binding */ MODEL_ENV),
/* harmony export */   GP: () => (/* binding */ ROLE_ARN_MIN),
/* harmony export */   HU: () => (/* binding */ DEFAULT_MAX_CONCURRENT_TRANSFORMS),
/* harmony export */   Ht: () => (/* binding */ VPC_ID_MAX),
/* harmony export */   JO: () => (/* binding */ TAGS_MAX),
/* harmony export */   MB: () => (/* binding */ MB),
/* harmony export */   Ms: () => (/* binding */ largestPayloadFor),
/* harmony export */   NV: () => (/* binding */ TIMEOUT_MINUTES_MAX),
/* harmony export */   Qs: () => (/* binding */ JSON_PATH_MAX),
/* harmony export */   Vh: () => (/* binding */ NAME_PATTERN),
/* harmony export */   W$: () => (/* binding */ UTILIZATION_WAIT_MAX_S),
/* harmony export */   XR: () => (/* binding */ ROLE_SESSION_NAME_PATTERN),
/* harmony export */   XU: () => (/* binding */ IMAGE_MAX),
/* harmony export */   Yz: () => (/* binding */ ROLE_ARN_MAX),
/* harmony export */   _4: () => (/* binding */ DEFAULT_MAX_PAYLOAD_MB),
/* harmony export */   _Z: () => (/* binding */ mostConcurrentFor),
/* harmony export */   b5: () => (/* binding */ PAYLOAD_TIMES_CONCURRENCY_MAX),
/* harmony export */   c4: () => (/* binding */ INVOCATION_RETRIES),
/* harmony export */   er: () => (/* binding */ MAX_PAYLOAD_MB),
/* harmony export */   fo: () => (/* binding */ NAME_MAX),
/* harmony export */   gt: () => (/* binding */ ROLE_DURATION_SECONDS),
/* harmony export */   mC: () => (/* binding */ SUBNETS_MAX),
/* harmony export */   mV: () => (/* binding */ TAG_KEY_MAX),
/* harmony export */   nb: () => (/* binding */ UTILIZATION_WAIT_DEFAULT_S),
/* harmony export */   nd: () => (/* binding */ SECURITY_GROUPS_MAX),
/* harmony export */   rW: () => (/* binding */ KMS_KEY_PATTERN),
/* harmony export */   sc: () => (/* binding */ DEFAULT_ROLE_SESSION_NAME),
/* harmony export */   tT: () => (/* binding */ KMS_KEY_MAX),
/* harmony export */   uM: () => (/* binding */ TAG_VALUE_MAX),
/* harmony export */   vL: () => (/* binding */ VPC_ID_PATTERN),
/* harmony export */   yE: () => (/* binding */ ROLE_ARN_PATTERN),
/* harmony export */   zL: () => (/* binding */ MEDIA_TYPE_MAX)
/* harmony export */ });
// Constraints from the SageMaker API model (shared reference: sagemaker-transform-api.json, shape names
// in the comments) and the documented limits that the model does not carry.
/** TransformJobName / ModelName: 1-63 characters, alphanumerics separated by single or repeated hyphens. */
const NAME_PATTERN = /^[a-zA-Z0-9](-*[a-zA-Z0-9]){0,62}$/;
const NAME_MAX = 63;
/** TransformEnvironmentMap: <= 16 entries; TransformEnvironmentKey; TransformEnvironmentValue <= 10240. */
const TRANSFORM_ENV = {
    maxEntries: 16,
    keyPattern: /^[a-zA-Z_][a-zA-Z0-9_]{0,1023}$/,
    keyMax: 1024,
    valueMax: 10240
};
/** EnvironmentMap (the model container): <= 100 entries; EnvironmentKey; EnvironmentValue <= 1024. */
const MODEL_ENV = {
    maxEntries: 100,
    keyPattern: /^[a-zA-Z_][a-zA-Z0-9_]*$/,
    keyMax: 1024,
    valueMax: 1024
};
/** KmsKeyId: <= 2048, `[a-zA-Z0-9:/_-]*`. */
const KMS_KEY_PATTERN = /^[a-zA-Z0-9:/_-]+$/;
const KMS_KEY_MAX = 2048;
/** RoleArn: 20-2048. */
const ROLE_ARN_PATTERN = /^arn:aws[a-z-]*:iam::\d{12}:role\/?[a-zA-Z_0-9+=,.@\-_/]+$/;
const ROLE_ARN_MIN = 20;
const ROLE_ARN_MAX = 2048;
/** STS AssumeRoleWithWebIdentity: RoleSessionName 2-64 `[\w+=,.@-]*`; DurationSeconds 900-43200. */
const ROLE_SESSION_NAME_PATTERN = /^[\w+=,.@-]{2,64}$/;
const ROLE_DURATION_SECONDS = { min: 900, max: 43200, default: 3600 };
const DEFAULT_ROLE_SESSION_NAME = 'GitHubActions';
/** ContentType, Accept: <= 256. */
const MEDIA_TYPE_MAX = 256;
/** JsonPath (DataProcessing InputFilter/OutputFilter): <= 63. */
const JSON_PATH_MAX = 63;
/** S3Uri, Url: <= 1024. */
const S3_URI_MAX = 1024;
/** ContainerImage: <= 255, no whitespace. */
const IMAGE_MAX = 255;
/** Subnets: 1-16 SubnetId; VpcSecurityGroupIds: 1-5 SecurityGroupId; each `[-0-9a-zA-Z]+`, <= 32. */
const VPC_ID_PATTERN = /^[-0-9a-zA-Z]+$/;
const VPC_ID_MAX = 32;
const SUBNETS_MAX = 16;
const SECURITY_GROUPS_MAX = 5;
/** TagList <= 50; TagKey 1-128; TagValue 0-256; both `[\p{L}\p{Z}\p{N}_.:/=+\-@]*`. */
const TAGS_MAX = 50;
const TAG_KEY_MAX = 128;
const TAG_VALUE_MAX = 256;
const TAG_PATTERN = /^[\p{L}\p{Z}\p{N}_.:/=+\-@]*$/u;
/** TransformInstanceCount >= 1; 100 is the default account quota. */
const INSTANCE_COUNT_MAX = 100;
/** InvocationsTimeoutInSeconds 1-3600; InvocationsMaxRetries 0-3. */
const INVOCATION_TIMEOUT = { min: 1, max: 3600, default: 600 };
const INVOCATION_RETRIES = { min: 0, max: 3, default: 3 };
/** Documented: MaxPayloadInMB <= 100 and MaxConcurrentTransforms x MaxPayloadInMB <= 100. */
const MAX_PAYLOAD_MB = 100;
const PAYLOAD_TIMES_CONCURRENCY_MAX = 100;
/** What a job uses when neither the request nor the container's /execution-parameters sets a value. */
const DEFAULT_MAX_PAYLOAD_MB = 6;
const DEFAULT_MAX_CONCURRENT_TRANSFORMS = 1;
/** The MB of MaxPayloadInMB. */
const MB = 1024 * 1024;
/**
 * The most concurrent transforms a payload allows (payload x concurrency <= 100); MaxPayloadInMB 0
 * (no cap, the payload streamed) allows any number.
 */
function mostConcurrentFor(payloadMB) {
    return payloadMB > 0 ? Math.floor(PAYLOAD_TIMES_CONCURRENCY_MAX / payloadMB) : Infinity;
}
/** The largest MaxPayloadInMB a concurrency allows (unset or 0: one at a time). */
function largestPayloadFor(concurrency) {
    return Math.min(MAX_PAYLOAD_MB, mostConcurrentFor(Math.max(concurrency || 1, 1)));
}
/** GitHub's longest job (self-hosted runners): 5 days. */
const TIMEOUT_MINUTES_MAX = 7200;
/**
 * `utilization-wait`: seconds past a job's end to wait for its instances' CloudWatch points, which come
 * minutes late; by default the step waits seconds, not minutes.
 */
const UTILIZATION_WAIT_DEFAULT_S = 0;
const UTILIZATION_WAIT_MAX_S = 3600;


/***/ }),

/***/ 75903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LD: () => (/* binding */ asDescription),
/* harmony export */   bJ: () => (/* binding */ isMetadataValue),
/* harmony export */   c6: () => (/* binding */ groupNameOf),
/* harmony export */   gq: () => (/* binding */ METADATA_MAX_ENTRIES),
/* harmony export */   vL: () => (/* binding */ CLIENT_TOKEN_MAX)
/* harmony export */ });
/* unused harmony exports GROUP_NAME, DESCRIPTION_MAX, METADATA_VALUE_MAX */
// The SageMaker Model Registry's rules, as its API model states them (botocore's service JSON): the names,
// ARNs and texts a model package group and a versioned package accept. Both the input check and the
// requests obey this one copy.
/** A model package group's name: 1-63 letters, digits and inner hyphens [EntityName]. */
const GROUP_NAME = /^[a-zA-Z0-9](-*[a-zA-Z0-9]){0,62}$/;
/** A group's ARN, whose last part is the name. */
const GROUP_ARN = /^arn:aws[a-z-]*:sagemaker:[a-z0-9-]+:[0-9]{12}:model-package-group\/(.+)$/;
/** Descriptions: at most 1024 characters of letters, marks, separators, symbols, numbers, punctuation. */
const DESCRIPTION_MAX = 1024;
// Line and paragraph separators are Z too, and would break the line: they go with the controls.
const NOT_DESCRIPTION = /[^\p{L}\p{M}\p{Zs}\p{S}\p{N}\p{P}]/gu;
/** CustomerMetadataProperties: at most 50 entries, values 1-256 characters of this set. */
const METADATA_MAX_ENTRIES = 50;
const METADATA_VALUE_MAX = 256;
const METADATA_VALUE = /^[\p{L}\p{Z}\p{N}_.:/=+\-@]+$/u;
/** ClientToken: 1-36 letters, digits and hyphens. */
const CLIENT_TOKEN_MAX = 36;
/** What `register` names: a group by name, or by ARN (its name taken from it); undefined when neither. */
function groupNameOf(value) {
    const name = GROUP_ARN.exec(value)?.[1] ?? value;
    return GROUP_NAME.test(name) ? name : undefined;
}
/** A description SageMaker takes: one line (its pattern refuses line breaks and controls), 1024 at most. */
function asDescription(text) {
    const line = text.replace(NOT_DESCRIPTION, ' ').replace(/ {2,}/g, ' ').trim();
    return line.length <= DESCRIPTION_MAX ? line : `${line.slice(0, DESCRIPTION_MAX - 1)}…`;
}
/** Whether a text can be a CustomerMetadataProperties value as it is. */
function isMetadataValue(value) {
    return value.length <= METADATA_VALUE_MAX && METADATA_VALUE.test(value);
}


/***/ }),

/***/ 77662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ shortHash),
/* harmony export */   Z2: () => (/* binding */ defaultName),
/* harmony export */   _Y: () => (/* binding */ stableJson),
/* harmony export */   tM: () => (/* binding */ workflowRun),
/* harmony export */   w8: () => (/* binding */ namePrefix)
/* harmony export */ });
/* unused harmony exports isValidName, sanitizeName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7220);
// Default model and job names: `<readable prefix>-<run id>-<attempt>-<hash>`, always a valid SageMaker
// name (1-63 chars, [a-zA-Z0-9](-*[a-zA-Z0-9]){0,62}). The same workflow attempt with the same spec and
// artifact gets the same name, so a restarted runner finds its own job instead of making a second one.



function isValidName(name) {
    return name.length <= NAME_MAX && NAME_PATTERN.test(name);
}
/** JSON with object keys sorted, so equal values hash equally whatever the key order. */
function stableJson(value) {
    return JSON.stringify(value, (_key, v) => v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
        : v);
}
function shortHash(value, length = 8) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(stableJson(value)).digest('hex').slice(0, length);
}
/** Letters, digits and single hyphens only; no hyphen at either end. */
function sanitizeName(text) {
    return text
        .replace(/[^a-zA-Z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .toLowerCase();
}
/** A readable prefix: the model directory or archive's name, else the model name, else the repository's. */
function namePrefix(spec, env) {
    const candidates = [
        spec.model.path
            ? node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(spec.model.path.replace(/[\\/]+$/, '')).replace(/\.tar\.gz$|\.tgz$/, '')
            : '',
        spec.model.name ?? '',
        spec.model.dataUrl ? node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.basename(node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.dirname(spec.model.dataUrl)) : '',
        (env.GITHUB_REPOSITORY ?? '').split('/').pop() ?? ''
    ];
    for (const c of candidates) {
        const clean = sanitizeName(c);
        if (clean)
            return clean;
    }
    return 'transform';
}
/** `<run id>-<attempt>` of this workflow run; undefined outside a workflow (no GITHUB_RUN_ID). */
function workflowRun(env) {
    const runId = sanitizeName(env.GITHUB_RUN_ID ?? '');
    return runId ? `${runId}-${sanitizeName(env.GITHUB_RUN_ATTEMPT ?? '') || '1'}` : undefined;
}
/**
 * `<prefix>-<run id>-<attempt>-<hash>`, the prefix cut to fit 63 characters. Outside a workflow (no
 * GITHUB_RUN_ID) the run part is the time, base 36.
 */
function defaultName(prefix, env, hash, now) {
    const run = workflowRun(env) ?? now.toString(36);
    const suffix = `-${run}-${hash}`;
    const room = _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .NAME_MAX */ .fo - suffix.length;
    const head = sanitizeName(prefix).slice(0, Math.max(room, 0)).replace(/-+$/, '');
    const name = head ? `${head}${suffix}` : suffix.slice(1);
    return name.length <= _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .NAME_MAX */ .fo ? name : name.slice(name.length - _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .NAME_MAX */ .fo).replace(/^-+/, '');
}


/***/ }),

/***/ 34882:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GH: () => (/* binding */ outputPlaceOf),
/* harmony export */   Kh: () => (/* binding */ nameOfOutput),
/* harmony export */   Vf: () => (/* binding */ outputName),
/* harmony export */   c9: () => (/* binding */ OUTPUT_SUFFIX),
/* harmony export */   hS: () => (/* binding */ asFolder),
/* harmony export */   us: () => (/* binding */ outputsReadAsInputs),
/* harmony export */   yS: () => (/* binding */ folderOf),
/* harmony export */   zi: () => (/* binding */ outputKey)
/* harmony export */ });
/* unused harmony export normaliseName */
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77195);
// Where a transform writes each input's output, and which output-path would be read back as input.
// An output is `<output-path>/<name>.out`, the name being the input's key relative to the input's
// folder (listing.ts says which folder). On S3 a key is a flat string and SageMaker keeps the name as it
// is (`//`, `.` and `..` are characters there). A local folder is a tree: there the name is normalised
// (`.`, `..` and repeated slashes resolved) and must stay inside output-path, so no key can send a write
// elsewhere. Both backends and the reader name outputs by this one rule.

const OUTPUT_SUFFIX = '.out';
function outputPlaceOf(outputPath) {
    return (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_0__/* .isS3Uri */ .tL)(outputPath) ? 's3' : 'folder';
}
/**
 * The name with `.` and `..` segments and repeated slashes resolved, or undefined when it climbs above
 * its root (or names nothing). A backslash separates too on Windows runners, so `..` between
 * backslashes counts as climbing as well.
 */
function normaliseName(name) {
    // A plain name (no separator, not `.` or `..`) is already normal: the common case, without splitting.
    if (!/[/\\]/.test(name))
        return name === '' || name === '.' || name === '..' ? undefined : name;
    const kept = [];
    for (const segment of name.split('/')) {
        if (segment === '' || segment === '.')
            continue;
        if (segment === '..') {
            if (kept.length === 0)
                return undefined;
            kept.pop();
            continue;
        }
        if (segment.split('\\').some(part => part === '..'))
            return undefined;
        kept.push(segment);
    }
    return kept.length > 0 ? kept.join('/') : undefined;
}
/**
 * The name an input's output carries (its key without `.out`): the input name itself on S3; in a
 * folder the normalised name, or undefined when it would leave the folder.
 */
function outputName(name, place) {
    return place === 's3' ? name : normaliseName(name);
}
/** `<name>.out` relative to output-path (in a folder, proven inside it). */
function outputKey(name, place) {
    const normal = outputName(name, place);
    if (normal === undefined) {
        return {
            problem: `its name ${JSON.stringify(name)} would put the output outside output-path ` +
                '(".." path segments), so it was not transformed'
        };
    }
    return { key: `${normal}${OUTPUT_SUFFIX}` };
}
/** The input name an output key answers (`a/b.jpg.out` -> `a/b.jpg`); undefined for other objects. */
function nameOfOutput(key) {
    return key.endsWith(OUTPUT_SUFFIX) && key.length > OUTPUT_SUFFIX.length
        ? key.slice(0, -OUTPUT_SUFFIX.length)
        : undefined;
}
/** `/`-terminated, as a folder's keys start ('' stays the root). */
function asFolder(prefix) {
    return prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
}
/** The folder a key prefix sits in: `in/` for `in/` and for `in/data` (a prefix that is not a folder). */
function folderOf(prefix) {
    return prefix.slice(0, prefix.lastIndexOf('/') + 1);
}
/**
 * Whether a re-run would list this run's outputs as inputs: output-path inside the input prefix (or
 * equal to it), or the folder of an input prefix that is not a folder boundary (the outputs named after
 * it, `data.csv.out` for `data.csv`, would match it). Both are key prefixes in one bucket or one file
 * system, `/`-separated.
 */
function outputsReadAsInputs(inputPrefix, outputFolder) {
    const out = asFolder(outputFolder);
    if (out.startsWith(inputPrefix))
        return true;
    return !inputPrefix.endsWith('/') && out === folderOf(inputPrefix);
}


/***/ }),

/***/ 83916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ InputErrors),
/* harmony export */   Rd: () => (/* binding */ LayoutError),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   iK: () => (/* binding */ FULL_MESSAGE),
/* harmony export */   lA: () => (/* binding */ hasFullMessage),
/* harmony export */   yo: () => (/* binding */ UserError)
/* harmony export */ });
/* unused harmony export formatProblem */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// Errors a user can act on. The entry point prints their message alone (no stack trace) and fails.

/** A problem with what the user asked for, found before anything is created in AWS. */
class UserError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UserError';
    }
}
function formatProblem(p) {
    const shown = p.value.length > 120 ? `${p.value.slice(0, 117)}...` : p.value;
    return `${p.input}: ${p.problem} (got ${JSON.stringify(shown)}). ${p.fix}`;
}
/** Every bad input at once, so the user fixes them in one go. */
class InputErrors extends UserError {
    problems;
    constructor(problems) {
        const lines = problems.map(p => `  - ${formatProblem(p)}`);
        super(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(problems.length, 'input problem')}:\n${lines.join('\n')}`);
        this.name = 'InputErrors';
        this.problems = problems;
    }
}
/** A problem in the model directory or archive, naming the file and the fix. */
class LayoutError extends UserError {
    problems;
    constructor(problems) {
        super(`the model layout is not valid:\n${problems.map(p => `  - ${p}`).join('\n')}`);
        this.name = 'LayoutError';
        this.problems = problems;
    }
}
/**
 * Set on errors of outside calls (src/aws/calls.ts): the message that names the operation, resource,
 * endpoint and cause, shown instead of the bare one.
 */
const FULL_MESSAGE = Symbol('full message');
/** True when the error names its call in full (never "Unexpected error" material). */
function hasFullMessage(err) {
    return typeof err === 'object' && err !== null && FULL_MESSAGE in err;
}
function errorMessage(err) {
    if (hasFullMessage(err))
        return String(err[FULL_MESSAGE]);
    if (err instanceof Error)
        return err.message;
    return String(err);
}


/***/ }),

/***/ 16264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   TG: () => (/* binding */ money),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   WZ: () => (/* binding */ stopLateness),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   f$: () => (/* binding */ timeLeft),
/* harmony export */   jB: () => (/* binding */ noun),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   pX: () => (/* binding */ instanceSeconds)
/* harmony export */ });
// How counts, plurals and durations read in every message, log line and report.
/** `1,234`: a count with thousands separated. */
function count(n) {
    return n.toLocaleString('en-US');
}
/** The word that agrees with `n`: `file` or `files` (`many` when it is not `one` + s). */
function noun(n, one, many = `${one}s`) {
    return n === 1 ? one : many;
}
/** `1 file`, `3 entries`: a count and the word that agrees with it. */
function plural(n, one, many = `${one}s`) {
    return `${n} ${noun(n, one, many)}`;
}
/** `1 instance-second`, `3,600 instance-seconds`: instance time, rounded to whole seconds. */
function instanceSeconds(s) {
    const n = Math.round(s);
    return `${count(n)} ${noun(n, 'instance-second')}`;
}
/** `0.4 s`, `39 s`: tenths below ten seconds unless `digits` fixes the decimals. */
function seconds(ms, digits = ms < 10_000 ? 1 : 0) {
    return `${(ms / 1000).toFixed(digits)} s`;
}
/** `2 h 5 min`, `3 min 20 s`, `42 s`: a duration in whole seconds, in its two largest units. */
function duration(totalSeconds) {
    const s = Math.round(totalSeconds);
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    const rest = s % 60;
    if (h > 0)
        return `${h} h ${m} min`;
    if (m > 0)
        return `${m} min ${rest} s`;
    return `${rest} s`;
}
/** `about 40 s left`, `about 12 min left`, `about 2 h 5 min left`. */
function timeLeft(ms) {
    const s = Math.round(ms / 1000);
    if (s < 90)
        return `about ${Math.max(5, Math.round(s / 5) * 5)} s left`;
    const min = Math.round(s / 60);
    if (min < 90)
        return `about ${min} min left`;
    return `about ${Math.floor(min / 60)} h ${min % 60} min left`;
}
/** `$3.10`; four decimals below a cent, so a small cost never reads as nothing. */
function money(x) {
    return x < 0.01 ? `$${x.toFixed(4)}` : `$${x.toFixed(2)}`;
}
/** `7.4 s` below a minute, else `2 min 5 s`: a moment since a job started. */
function since(ms) {
    return ms < 60_000 ? seconds(Math.max(0, ms), 1) : duration(ms / 1000);
}
/**
 * How late a stop came, e.g. `The verdict was certain 5.2 s into the job (the data-log line of the 21st
 * failed input); the stop was sent 7.0 s in, 1.8 s later ($0.0050 of instance time).` `start` is when
 * the job started (epoch ms); undefined before the stop was sent.
 */
function stopLateness(order, start) {
    if (order.sentAt === undefined)
        return undefined;
    const sent = `the stop was sent ${since(order.sentAt - start)} in`;
    if (order.decidedAt === undefined)
        return `${sent[0].toUpperCase()}${sent.slice(1)}.`;
    const by = order.decidedBy ? ` (${order.decidedBy})` : '';
    const cost = order.costAfterVerdict !== undefined ? ` (${money(order.costAfterVerdict)} of instance time)` : '';
    const later = since(order.sentAt - order.decidedAt);
    return `The verdict was certain ${since(order.decidedAt - start)} into the job${by}; ${sent}, ${later} later${cost}.`;
}


/***/ }),

/***/ 92899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ inertText),
/* harmony export */   a: () => (/* binding */ quotedName)
/* harmony export */ });
// How untrusted text is printed to the workflow log: as text that can never start a workflow command.
// What the runner may skip or ignore around a command's markers: whitespace (it trims lines), control
// characters, and the zero-width and combining marks a culture-aware comparison ignores. A superset:
// escaping a harmless line costs one character, missing one would hand the log to whoever wrote it.
const IGNORED = '[\\s\\p{Cc}\\p{Cf}\\p{M}\\p{Z}]*';
/** `::name::` after anything the runner trims: the command form it reads at the start of a line. */
const COMMAND_START = new RegExp(`^${IGNORED}:${IGNORED}:`, 'u');
/** `##[name]`: the older form, which the runner finds anywhere in a line. */
const LEGACY_COMMAND = /#[\p{Cc}\p{Cf}\p{M}]*#[\p{Cc}\p{Cf}\p{M}]*\[/gu;
/** Controls that could redraw or hide parts of the log (tab and line breaks are kept). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/** Control characters as `\xNN`, and `##[` as `##\[`. */
const shownControls = (text) => text
    .replace(CONTROL, c => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
    .replace(LEGACY_COMMAND, m => `${m.slice(0, -1)}\\[`);
/**
 * Text that can never start a workflow command, whatever it holds: each line (the runner splits at
 * CR, LF and CRLF) that would start one gets a leading `\`, `##[` becomes `##\[`, and control
 * characters are shown as `\xNN`. Every log line goes through it (see src/actions-io.ts), so FailureReason,
 * model answers, object keys, labels and CloudWatch lines print as text.
 */
function inertText(text) {
    return text
        .split(/\r\n|\r|\n/)
        .map(line => {
        const shown = shownControls(line);
        return COMMAND_START.test(shown) ? `\\${shown}` : shown;
    })
        .join('\n');
}
/**
 * An untrusted name quoted inside a message (`eval/images/x.jpg`): control characters as `\xNN`, `##[`
 * as `##\[`, a backtick as `'` (so the quote cannot end early), line breaks as spaces, at most `max`
 * characters.
 */
function quotedName(text, max = 100) {
    const shown = shownControls(text);
    const short = shown.length > max ? `${shown.slice(0, max - 1)}…` : shown;
    return `\`${short.replace(/[`\r\n\t]/g, c => (c === '`' ? "'" : ' '))}\``;
}


/***/ }),

/***/ 86458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N3: () => (/* binding */ isPublishMode),
/* harmony export */   Zx: () => (/* binding */ parseMode),
/* harmony export */   tf: () => (/* binding */ localInstanceType)
/* harmony export */ });
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18463);

const LOCAL_INSTANCE_TYPES = ['local', 'local_gpu'];
/** `local` / `local_gpu` in their SDK spelling, or undefined for any other instance type. */
function localInstanceType(raw) {
    const canon = raw.toLowerCase().replace(/-/g, '_');
    return LOCAL_INSTANCE_TYPES.find(t => t === canon);
}
/** `mode: publish` (in any letter case): a summary from another run is published, nothing transformed. */
function isPublishMode(mode) {
    return mode.trim().toLowerCase() === 'publish';
}
function parseMode(raw, problems) {
    const named = (0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .parseEnum */ .nL)(problems, 'mode', raw.mode, ['sagemaker', 'local', 'publish']);
    // publish never reaches here (src/main.ts reads it first); it is listed so a typo's fix names it.
    const given = named === 'publish' ? undefined : named;
    const local = localInstanceType(raw['instance-type']);
    if (given === 'sagemaker' && local) {
        problems.add('instance-type', raw['instance-type'], `selects local mode, but mode is sagemaker`, 'Use an ml.* instance type for SageMaker, or set mode: local.');
    }
    return given ?? (local ? 'local' : 'sagemaker');
}


/***/ }),

/***/ 85585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ MODEL_NETWORK),
/* harmony export */   Cp: () => (/* binding */ MODEL_SETTINGS),
/* harmony export */   D2: () => (/* binding */ MODEL_SOURCES),
/* harmony export */   LO: () => (/* binding */ inputVariable),
/* harmony export */   OB: () => (/* binding */ JOB_RESOURCES),
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   We: () => (/* binding */ PUBLISH),
/* harmony export */   bH: () => (/* binding */ DATA_FORMAT),
/* harmony export */   cm: () => (/* binding */ OUTPUT_FORMAT),
/* harmony export */   j3: () => (/* binding */ PART_OF_DATA),
/* harmony export */   mV: () => (/* binding */ PUBLISH_ALSO)
/* harmony export */ });
/* unused harmony export CACHE */
// Every input the action declares in action.yml, in its order. parseInputs reads each of them once.
/** Where the model comes from: exactly one of them. */
const MODEL_SOURCES = ['model-path', 'model-data-url', 'model-name'];
/** What a model to create is made of; an existing `model-name` fixes all of them. */
const MODEL_SETTINGS = [
    'source-dir',
    'entry-point',
    'framework',
    'framework-version',
    'py-version',
    'image-uri',
    'artifact-path',
    'role',
    'model-env'
];
/** How the job reads its input. */
const DATA_FORMAT = [
    'content-type',
    'compression-type',
    'split-type',
    'input-filter',
    'output-filter',
    'join-source'
];
/** The part of the input a run transforms. */
const PART_OF_DATA = ['rerun', 'sample', 'sample-seed'];
/** Outputs kept by content and reused instead of transformed again. */
const CACHE = ['cache', 'cache-max-age', 'cache-write'];
/** How the job writes its output. */
const OUTPUT_FORMAT = ['accept', 'assemble-with', 'output-kms-key'];
/** The job's instances and how they are driven. */
const JOB_RESOURCES = [
    'instance-type',
    'instance-count',
    'volume-kms-key',
    'max-concurrent-transforms',
    'max-payload',
    'strategy',
    'env',
    'invocation-timeout',
    'invocation-retries'
];
/** `mode: publish`: a summary another run wrote, and the pull request to publish it on by hand. */
const PUBLISH = ['summary-json', 'pull-request'];
/** What `mode: publish` reads besides its own inputs: the comment and the gates. */
const PUBLISH_ALSO = [
    'mode',
    'comment-key',
    'github-token',
    'min-accuracy',
    'min-agreement',
    'max-failed-objects'
];
/** The model's network. */
const MODEL_NETWORK = ['vpc-subnets', 'vpc-security-groups', 'network-isolation'];
const INPUT_NAMES = [
    ...MODEL_SOURCES,
    ...MODEL_SETTINGS,
    'data',
    'data-type',
    ...DATA_FORMAT,
    ...PART_OF_DATA,
    ...CACHE,
    'output-path',
    ...OUTPUT_FORMAT,
    ...JOB_RESOURCES,
    ...MODEL_NETWORK,
    'tags',
    // control
    'mode',
    'job-name',
    'attach',
    'wait',
    'timeout-minutes',
    'region',
    's3-endpoint',
    'sagemaker-endpoint',
    'pricing-endpoint',
    'http-proxy',
    'logs',
    'utilization-wait',
    'local-serve-command',
    'local-python',
    'local-install-requirements',
    'local-server',
    // credentials
    'role-to-assume',
    'role-session-name',
    'role-duration-seconds',
    // report
    'output-format',
    'label-map',
    'score-threshold',
    'ground-truth',
    'baseline',
    'baseline-pointer',
    'register',
    'approval',
    'min-accuracy',
    'min-agreement',
    'max-failed-objects',
    'stop-early',
    'price-per-hour',
    'max-cost',
    'comment',
    'comment-key',
    'github-token',
    'detection-images',
    // publish
    ...PUBLISH
];
/** The environment variable the runner passes an input in: `min-accuracy` -> `INPUT_MIN-ACCURACY`. */
function inputVariable(name) {
    return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}


/***/ }),

/***/ 86909:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oj: () => (/* binding */ inActionOrder),
  TL: () => (/* binding */ parseInputs),
  Ko: () => (/* binding */ readInputs)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/contract/limits.ts
var limits = __webpack_require__(7220);
// EXTERNAL MODULE: ./src/redact.ts
var redact = __webpack_require__(76670);
// EXTERNAL MODULE: ./src/proxy-url.ts
var proxy_url = __webpack_require__(30547);
// EXTERNAL MODULE: ./src/inputs/values.ts
var values = __webpack_require__(18463);
;// CONCATENATED MODULE: ./src/inputs/tags.ts



const CHARS = 'letters, digits, spaces and _ . : / = + - @';
function parseTags(problems, raw) {
    const entries = (0,values/* parseKeyValues */.Hl)(problems, 'tags', raw);
    if (entries.length > limits/* TAGS_MAX */.JO) {
        problems.add('tags', `${entries.length} tags`, `has more than the ${limits/* TAGS_MAX */.JO} tags SageMaker allows`, `Keep at most ${limits/* TAGS_MAX */.JO} tags.`);
    }
    const tags = [];
    for (const [key, value] of entries) {
        if (key.length > limits/* TAG_KEY_MAX */.mV || !limits/* TAG_PATTERN */.A0.test(key)) {
            problems.add('tags', (0,redact/* shownKey */.dM)(key), 'has an invalid tag key', `Tag keys are 1-${limits/* TAG_KEY_MAX */.mV} characters of ${CHARS}.`);
        }
        else if (key.toLowerCase().startsWith('aws:')) {
            problems.add('tags', (0,redact/* shownKey */.dM)(key), 'uses the reserved prefix aws:', 'Choose a key that does not start with aws:.');
        }
        else if (value.length > limits/* TAG_VALUE_MAX */.uM || !limits/* TAG_PATTERN */.A0.test(value)) {
            problems.add('tags', `${(0,redact/* shownKey */.dM)(key)}=${(0,redact/* hiddenValue */.ad)(value)}`, 'has an invalid tag value', `Tag values are 0-${limits/* TAG_VALUE_MAX */.uM} characters of ${CHARS}.`);
        }
        else {
            tags.push({ Key: key, Value: value });
        }
    }
    return tags;
}

;// CONCATENATED MODULE: ./src/inputs/control.ts





const REGION_PATTERN = /^[a-z]{2}(-[a-z]+)+-\d+$/;
const LOCAL_SERVERS = ['auto', 'docker', 'command', 'reference'];
/** A SageMaker job or model name (TransformJobName / ModelName). */
function checkName(problems, name, raw) {
    if (raw === '')
        return undefined;
    if (raw.length > limits/* NAME_MAX */.fo) {
        return problems.add(name, raw, `is ${raw.length} characters long`, `Use at most ${limits/* NAME_MAX */.fo} characters.`);
    }
    if (!limits/* NAME_PATTERN */.Vh.test(raw)) {
        return problems.add(name, raw, 'is not a valid SageMaker name', 'Use letters, digits and hyphens, starting and ending with a letter or digit.');
    }
    return raw;
}
function parseEndpoint(problems, name, raw) {
    if (raw === '')
        return undefined;
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        return problems.add(name, raw, 'is not an http(s) URL', 'Use a URL such as https://s3.example.com:9000.');
    }
    return raw;
}
/** `http-proxy`: a proxy URL, shown without its password when refused. */
function parseProxy(problems, raw) {
    if (raw === '')
        return undefined;
    if ((0,proxy_url/* parseProxyUrl */.Pr)(raw))
        return raw;
    return problems.add('http-proxy', (0,proxy_url/* maskedProxy */.YL)(raw), 'is not a proxy URL', 'Use http://host:port, with credentials as http://user:password@host:port (special characters percent-encoded).');
}
/** `region`, else the region the environment names; required in sagemaker mode. */
function parseRegion(raw, problems, mode, env) {
    const regionRaw = raw.region || env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || '';
    if (regionRaw === '') {
        if (mode === 'sagemaker') {
            problems.add('region', '', 'is required in sagemaker mode', 'Set region, or AWS_REGION (aws-actions/configure-aws-credentials sets it).');
        }
        return undefined;
    }
    if (!REGION_PATTERN.test(regionRaw)) {
        const source = raw.region
            ? 'region'
            : env.AWS_REGION?.trim()
                ? 'region (from AWS_REGION)'
                : 'region (from AWS_DEFAULT_REGION)';
        problems.add(source, regionRaw, 'is not an AWS region name', 'Use a region such as us-east-1 or eu-west-1.');
        return undefined;
    }
    return regionRaw;
}
function parseControl(raw, problems, mode, env) {
    const wait = (0,values/* parseBool */.q6)(problems, 'wait', raw.wait, true);
    if (!wait && mode === 'local') {
        problems.add('wait', raw.wait, 'cannot be false in local mode', 'The transform runs inside this step: remove wait or set it to true.');
    }
    const timeoutMinutes = (0,values/* parseInteger */.cG)(problems, 'timeout-minutes', raw['timeout-minutes'], {
        min: 1,
        max: limits/* TIMEOUT_MINUTES_MAX */.NV
    });
    if (timeoutMinutes !== undefined && !wait) {
        problems.add('timeout-minutes', raw['timeout-minutes'], 'needs wait: true', 'Remove timeout-minutes, or set wait: true so the deadline is watched.');
    }
    const region = parseRegion(raw, problems, mode, env);
    const settings = {
        jobName: checkName(problems, 'job-name', raw['job-name']),
        timeoutMinutes,
        s3Endpoint: parseEndpoint(problems, 's3-endpoint', raw['s3-endpoint']),
        sagemakerEndpoint: parseEndpoint(problems, 'sagemaker-endpoint', raw['sagemaker-endpoint']),
        pricingEndpoint: parseEndpoint(problems, 'pricing-endpoint', raw['pricing-endpoint']),
        httpProxy: parseProxy(problems, raw['http-proxy']),
        logs: (0,values/* parseBool */.q6)(problems, 'logs', raw.logs, false),
        utilizationWaitSeconds: (0,values/* parseInteger */.cG)(problems, 'utilization-wait', raw['utilization-wait'], {
            min: 0,
            max: limits/* UTILIZATION_WAIT_MAX_S */.W$
        }) ?? limits/* UTILIZATION_WAIT_DEFAULT_S */.nb,
        tags: parseTags(problems, raw.tags)
    };
    const localServer = (0,values/* parseEnum */.nL)(problems, 'local-server', raw['local-server'], LOCAL_SERVERS) ?? 'auto';
    if (mode === 'sagemaker') {
        for (const name of ['local-serve-command', 'local-python']) {
            const shown = name === 'local-serve-command' ? (0,redact/* shownCommand */.h9)(raw[name]) : raw[name];
            if (raw[name])
                problems.add(name, shown, 'is used only in local mode', `Remove ${name}, or set mode: local.`);
        }
        if (localServer !== 'auto') {
            problems.add('local-server', raw['local-server'], 'is used only in local mode', 'Remove local-server, or set mode: local.');
        }
        const attach = checkName(problems, 'attach', raw.attach);
        return { mode, wait, region: region ?? '', ...settings, ...(attach ? { attach } : {}) };
    }
    return { mode, wait: true, region, ...settings, ...parseLocalServer(raw, problems, localServer) };
}
/** `local-server` with the inputs that belong to it; `auto` with a command means the command. */
function parseLocalServer(raw, problems, given) {
    const localServeCommand = raw['local-serve-command'] || undefined;
    const localPython = raw['local-python'] || undefined;
    const localInstallRequirements = (0,values/* parseBool */.q6)(problems, 'local-install-requirements', raw['local-install-requirements'] ?? '', true);
    const localServer = localServeCommand && given === 'auto' ? 'command' : given;
    if (localServer === 'command' && !localServeCommand) {
        problems.add('local-serve-command', '', 'is required with local-server: command', 'Give the command that starts the model server.');
    }
    if (localServeCommand && localServer !== 'command') {
        problems.add('local-serve-command', (0,redact/* shownCommand */.h9)(localServeCommand), `is not used with local-server: ${localServer}`, 'Remove local-serve-command, or set local-server: command.');
    }
    if (localPython && localServer !== 'auto' && localServer !== 'reference') {
        problems.add('local-python', localPython, `is used only by the reference server, not with local-server: ${localServer}`, 'Remove local-python, or set local-server: reference.');
    }
    if (localServer === 'command')
        return { localServer, localServeCommand: localServeCommand ?? '' };
    if (localServer === 'docker')
        return { localServer };
    return { localServer, localPython, localInstallRequirements };
}

// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(85585);
;// CONCATENATED MODULE: ./src/inputs/attach.ts


/** Lists whose values may be secrets: only their keys are shown. */
const KEYED = ['model-env', 'env', 'tags'];
const DEFINES_JOB = [
    {
        inputs: [...names/* MODEL_SOURCES */.D2, ...names/* MODEL_SETTINGS */.Cp, ...names/* MODEL_NETWORK */.B$],
        inert: { 'network-isolation': 'false' },
        why: 'already runs its model'
    },
    {
        inputs: [...names/* DATA_FORMAT */.bH, ...names/* OUTPUT_FORMAT */.cm],
        inert: {
            'compression-type': 'none',
            'split-type': 'none',
            'join-source': 'none',
            'assemble-with': 'none'
        },
        why: 'already reads and writes its data its own way'
    },
    {
        inputs: [...names/* JOB_RESOURCES */.OB, 'tags'],
        inert: { 'instance-count': '1', 'invocation-timeout': '600', 'invocation-retries': '3' },
        why: 'already runs on its own instances and settings'
    },
    {
        inputs: [...names/* PART_OF_DATA */.j3],
        inert: { rerun: 'none', 'sample-seed': '0' },
        why: 'is reported as it ran; rerun and sample make a new job over part of the input'
    },
    { inputs: ['job-name'], why: 'is named by attach (the job-name output repeats it)' }
];
/**
 * Records a problem for each input given with `attach` that only a new job could use, and returns
 * those inputs: they are refused, so nothing else reads them (one problem per input).
 */
function checkAttach(raw, problems) {
    const refused = [];
    const refuse = (input, value, problem, fix) => {
        refused.push(input);
        problems.add(input, value, problem, fix);
    };
    for (const { inputs, inert = {}, why } of DEFINES_JOB) {
        for (const input of inputs) {
            const value = raw[input];
            if (value === '' || value.toLowerCase() === inert[input])
                continue;
            refuse(input, KEYED.includes(input) ? (0,redact/* shownKeys */.ex)(value) : value, 'is not used with attach', `The attached job ${why}: remove ${input}, or remove attach to start a new job.`);
        }
    }
    // data-type says how to read `data`: alone it names nothing to compare with the job's input.
    if (raw.data === '' && raw['data-type'] !== '' && raw['data-type'].toLowerCase() !== 's3prefix')
        refuse('data-type', raw['data-type'], 'is not used with attach without data', 'The attached job’s own input and its type are read: remove data-type, or give data too (both must be the job’s own).');
    if (/^false$/i.test(raw.wait))
        refuse('wait', raw.wait, 'cannot be false with attach', 'attach exists to wait for a job: remove wait (to start a job without waiting, remove attach).');
    return refused;
}
/** The model of an attached job: its own, so nothing here describes it. */
function attachedModel() {
    return { source: 'job', env: {}, vpcSubnets: [], vpcSecurityGroups: [], networkIsolation: false };
}

// EXTERNAL MODULE: ./src/contract/images.ts + 1 modules
var contract_images = __webpack_require__(10305);
;// CONCATENATED MODULE: ./src/inputs/model-image.ts
// The model's image inputs: `image-uri`, or the framework, its version and Python version that pick the
// framework image from the table; and what local mode's server can run.



const FRAMEWORKS = ['tensorflow', 'pytorch'];
/** `image-uri`, or the framework, its version and Python version that pick the framework image. */
function parseImage(raw, problems, ctx, source) {
    const createsModel = source === 'model-path' || source === 'model-data-url';
    const imageUri = checkImage(problems, raw['image-uri']);
    const framework = (0,values/* parseEnum */.nL)(problems, 'framework', raw.framework, FRAMEWORKS);
    const frameworkVersion = checkVersion(problems, raw['framework-version']);
    const pyVersion = checkPyVersion(problems, raw['py-version']);
    const needsImage = createsModel && !raw['image-uri'] && (ctx.mode === 'sagemaker' || ctx.localServer === 'docker');
    if (needsImage) {
        if (source === 'model-data-url' && !raw.framework) {
            problems.add('framework', '', 'is required with model-data-url', 'The archive is not inspected before the job: set framework (tensorflow or pytorch), or image-uri.');
        }
        if (!raw['framework-version']) {
            problems.add('framework-version', '', 'is required to choose the framework image', 'Set framework-version (e.g. 2.19 for TensorFlow, 2.6 for PyTorch), or image-uri.');
        }
    }
    if (framework && frameworkVersion && !raw['image-uri']) {
        checkImageVersions(problems, framework, frameworkVersion, pyVersion, needsImage);
    }
    checkLocalServer(raw, problems, ctx, framework);
    return { framework, frameworkVersion, pyVersion, imageUri };
}
/** What local mode's server can run: an image needs Docker; the reference server runs PyTorch only. */
function checkLocalServer(raw, problems, ctx, framework) {
    if (raw['image-uri'] &&
        ctx.mode === 'local' &&
        (ctx.localServer === 'reference' || ctx.localServer === 'command')) {
        problems.add('image-uri', raw['image-uri'], `is not used with local-server: ${ctx.localServer}`, 'Remove image-uri, or set local-server: docker to run that image.');
    }
    if (framework === 'tensorflow' && ctx.localServer === 'reference') {
        problems.add('local-server', 'reference', 'runs PyTorch models only, but framework is tensorflow', 'Use local-server: docker (the TensorFlow Serving image) or command.');
    }
}
/** `raw` when it passes `valid`; else the problem, recorded. */
function checked(problems, input, raw, valid, problem, fix) {
    if (raw === '' || valid)
        return raw || undefined;
    return problems.add(input, raw, problem, fix);
}
const checkImage = (problems, raw) => checked(problems, 'image-uri', raw, raw.length <= limits/* IMAGE_MAX */.XU && !/\s/.test(raw), `is not an image reference of at most ${limits/* IMAGE_MAX */.XU} characters`, 'Use registry/repository:tag.');
const checkVersion = (problems, raw) => checked(problems, 'framework-version', raw, /^\d+(\.\d+){0,3}$/.test(raw), 'is not a version number', 'Use a version such as 2.19 or 2.19.0.');
function checkPyVersion(problems, raw) {
    if (raw === '')
        return undefined;
    const v = raw.toLowerCase();
    if (!/^py\d+$/.test(v))
        return problems.add('py-version', raw, 'is not a Python version tag', 'Use a tag such as py310 or py312.');
    return v;
}
/** The framework/version/py combination must exist in the image table when the image is resolved from it. */
function checkImageVersions(problems, framework, version, pyVersion, needsImage) {
    const exact = (0,contract_images/* exactVersion */.y)(framework, version);
    if (!exact) {
        problems.add('framework-version', version, `is not a ${framework} inference image version`, `Use one of: ${(0,contract_images/* knownVersions */.J0)(framework).join(', ')}. Or give image-uri.`);
        return;
    }
    const known = (0,contract_images/* knownPyVersions */.qN)(framework, exact);
    if (pyVersion && known.length === 0) {
        problems.add('py-version', pyVersion, `is not part of ${framework} ${exact} image tags`, 'Those images carry no Python version: remove py-version.');
    }
    else if (pyVersion && !known.includes(pyVersion)) {
        problems.add('py-version', pyVersion, `has no ${framework} ${exact} image`, `Use one of: ${known.join(', ')}.`);
    }
    else if (!pyVersion && known.length > 1 && needsImage) {
        problems.add('py-version', '', `is required: ${framework} ${exact} has images for several Python versions`, `Use one of: ${known.join(', ')}.`);
    }
}

;// CONCATENATED MODULE: ./src/inputs/model.ts





/** Inputs that describe a model to create; an existing `model-name` already fixes all of them. */
const DEFINES_MODEL = [...names/* MODEL_SETTINGS */.Cp, 'vpc-subnets', 'vpc-security-groups'];
/** The one model source given (`model-path`, `model-data-url` or `model-name`), else undefined. */
function chooseSource(raw, problems) {
    const given = names/* MODEL_SOURCES */.D2.filter(name => raw[name] !== '');
    if (given.length === 0) {
        problems.add('model-path', '', 'no model is given', 'Set one of model-path (a model directory or .tar.gz), model-data-url (s3://.../model.tar.gz) ' +
            'or model-name (an existing SageMaker model).');
    }
    else if (given.length > 1) {
        problems.add(given.join(', '), given.map(n => raw[n]).join(', '), 'are given together', `Set only one of ${given.join(', ')}.`);
    }
    return given.length === 1 ? given[0] : undefined;
}
/** Inputs that the chosen model source would silently ignore are errors. */
function refuseUnused(raw, problems, source) {
    const isArchive = /\.(tar\.gz|tgz)$/i.test(raw['model-path']);
    const unused = source === 'model-name'
        ? DEFINES_MODEL.map(n => [n, 'The existing model already defines it'])
        : source === 'model-data-url'
            ? [
                ['source-dir', 'model-data-url is used as is, without packaging'],
                ['artifact-path', 'model-data-url is used as is, without uploading']
            ]
            : source === 'model-path' && isArchive
                ? [['source-dir', 'An existing .tar.gz is uploaded as is']]
                : [];
    for (const [input, why] of unused) {
        if (raw[input])
            problems.add(input, raw[input], `is not used with ${source}`, `${why}: remove ${input}.`);
    }
}
/** Where SageMaker mode uploads a model directory, and the role that creates the model. */
function parseUploadAndRole(raw, problems, ctx, source) {
    const artifactPath = raw['artifact-path']
        ? (0,values/* parseS3 */.an)(problems, 'artifact-path', raw['artifact-path'])
        : undefined;
    if (source === 'model-path' && ctx.mode === 'sagemaker' && !raw['artifact-path']) {
        problems.add('artifact-path', '', 'is required with model-path in sagemaker mode', 'Set artifact-path to an S3 prefix (e.g. s3://my-bucket/models); model.tar.gz is uploaded under it.');
    }
    const role = checkRole(problems, raw.role);
    const createsModel = source === 'model-path' || source === 'model-data-url';
    if (createsModel && ctx.mode === 'sagemaker' && !raw.role) {
        problems.add('role', '', 'is required to create the SageMaker model', 'Set role to the execution role ARN SageMaker assumes (arn:aws:iam::123456789012:role/...).');
    }
    return { artifactPath, role };
}
function parseModel(raw, problems, ctx) {
    const source = chooseSource(raw, problems);
    const path = parseModelPath(problems, raw['model-path']);
    const dataUrl = parseModelDataUrl(problems, raw['model-data-url']);
    const name = checkName(problems, 'model-name', raw['model-name']);
    if (raw['model-name'] && ctx.mode === 'local') {
        problems.add('model-name', raw['model-name'], 'cannot be used in local mode', 'Local mode runs the model files: use model-path or model-data-url.');
    }
    refuseUnused(raw, problems, source);
    const networkIsolation = (0,values/* parseBool */.q6)(problems, 'network-isolation', raw['network-isolation'], false);
    if (networkIsolation && source === 'model-name') {
        problems.add('network-isolation', raw['network-isolation'], 'is not used with model-name', 'The existing model already defines it: remove network-isolation.');
    }
    const image = parseImage(raw, problems, ctx, source);
    const entryPoint = checkEntryPoint(problems, raw['entry-point'], image.framework);
    const uploadAndRole = parseUploadAndRole(raw, problems, ctx, source);
    const { subnets, securityGroups } = parseVpc(problems, raw);
    // With a problem above, nothing past parseInputs sees this value: it throws first.
    const chosen = source === 'model-name' && name
        ? { source: 'name', name }
        : source === 'model-data-url' && dataUrl
            ? { source: 'data-url', dataUrl }
            : { source: 'path', path: path ?? '' };
    return {
        ...chosen,
        sourceDir: raw['source-dir'] ? parseLocalPath(problems, 'source-dir', raw['source-dir']) : undefined,
        entryPoint,
        ...image,
        ...uploadAndRole,
        env: (0,values/* checkEnvironment */.Qz)(problems, 'model-env', (0,values/* parseKeyValues */.Hl)(problems, 'model-env', raw['model-env']), limits/* MODEL_ENV */.Eu),
        vpcSubnets: subnets,
        vpcSecurityGroups: securityGroups,
        networkIsolation
    };
}
function parseLocalPath(problems, name, raw) {
    if (/^s3:\/\//i.test(raw)) {
        return problems.add(name, raw, 'must be on the runner, not in S3', 'Check it out or download it in an earlier step, and give its path.');
    }
    return (0,values/* parseLocation */.zS)(problems, name, raw, { local: true });
}
function parseModelPath(problems, raw) {
    if (raw === '')
        return undefined;
    if (/^s3:\/\//i.test(raw)) {
        return problems.add('model-path', raw, 'is an S3 URI', 'Use model-data-url for an existing s3://.../model.tar.gz.');
    }
    return (0,values/* parseLocation */.zS)(problems, 'model-path', raw, { local: true });
}
function parseModelDataUrl(problems, raw) {
    if (raw === '')
        return undefined;
    const uri = (0,values/* parseS3 */.an)(problems, 'model-data-url', raw, { keyRequired: true });
    if (uri && !uri.endsWith('.tar.gz')) {
        return problems.add('model-data-url', raw, 'is not a .tar.gz object', 'Batch transform needs the model as one gzip tar: point to s3://.../model.tar.gz (or use model-path).');
    }
    return uri;
}
function checkEntryPoint(problems, raw, framework) {
    if (raw === '')
        return undefined;
    if (!/^[A-Za-z_][A-Za-z0-9_]*\.py$/.test(raw)) {
        return problems.add('entry-point', raw, 'is not a Python file name', 'Give the handler file name inside code/ (e.g. inference.py); the container imports it as a module.');
    }
    if (framework === 'tensorflow' && raw !== 'inference.py') {
        return problems.add('entry-point', raw, 'must be inference.py for TensorFlow', 'The TensorFlow Serving container only loads code/inference.py: rename the file.');
    }
    return raw;
}
/** An IAM role ARN (`role`, `role-to-assume`). */
function checkRole(problems, raw, input = 'role', example = 'SageMakerExecution') {
    if (raw === '')
        return undefined;
    if (raw.length < limits/* ROLE_ARN_MIN */.GP || raw.length > limits/* ROLE_ARN_MAX */.Yz || !limits/* ROLE_ARN_PATTERN */.yE.test(raw)) {
        return problems.add(input, raw, 'is not an IAM role ARN', `Use the full ARN, e.g. arn:aws:iam::123456789012:role/${example}.`);
    }
    return raw;
}
function parseVpc(problems, raw) {
    const subnets = (0,values/* parseList */.E1)(raw['vpc-subnets']);
    const securityGroups = (0,values/* parseList */.E1)(raw['vpc-security-groups']);
    const check = (name, ids, max, example) => {
        if (ids.length > max)
            problems.add(name, raw[name], `lists ${ids.length} ids, more than ${max}`, `Give 1-${max} ids.`);
        for (const id of ids) {
            if (id.length > limits/* VPC_ID_MAX */.Ht || !limits/* VPC_ID_PATTERN */.vL.test(id)) {
                problems.add(name, id, 'is not a valid id', `Use ids such as ${example}, separated by commas or new lines.`);
            }
        }
    };
    check('vpc-subnets', subnets, limits/* SUBNETS_MAX */.mC, 'subnet-0abc1234');
    check('vpc-security-groups', securityGroups, limits/* SECURITY_GROUPS_MAX */.nd, 'sg-0abc1234');
    if ((subnets.length === 0) !== (securityGroups.length === 0)) {
        const missing = subnets.length === 0 ? 'vpc-subnets' : 'vpc-security-groups';
        problems.add(missing, '', 'is missing', 'A VPC configuration needs both vpc-subnets and vpc-security-groups.');
    }
    return { subnets, securityGroups };
}

;// CONCATENATED MODULE: ./src/inputs/credentials.ts
// Credential inputs: `role-to-assume` with its session name and duration (the action's own OIDC session).




function parseAssumeRole(raw, problems) {
    const sessionRaw = raw['role-session-name'];
    const durationRaw = raw['role-duration-seconds'];
    const roleArn = checkRole(problems, raw['role-to-assume'], 'role-to-assume', 'GitHubBatchTransform');
    const durationSeconds = (0,values/* parseInteger */.cG)(problems, 'role-duration-seconds', durationRaw, limits/* ROLE_DURATION_SECONDS */.gt) ??
        limits/* ROLE_DURATION_SECONDS */.gt.default;
    let sessionName = sessionRaw || limits/* DEFAULT_ROLE_SESSION_NAME */.sc;
    if (!limits/* ROLE_SESSION_NAME_PATTERN */.XR.test(sessionName)) {
        problems.add('role-session-name', sessionRaw, 'is not a valid role session name', 'Use 2-64 letters, digits and + = , . @ _ - characters.');
        sessionName = limits/* DEFAULT_ROLE_SESSION_NAME */.sc;
    }
    if (raw['role-to-assume'] === '') {
        // action.yml's defaults are not a choice; anything else given without a role is a mistake.
        if (sessionRaw && sessionRaw !== limits/* DEFAULT_ROLE_SESSION_NAME */.sc)
            problems.add('role-session-name', sessionRaw, 'is used only with role-to-assume', 'Set role-to-assume, or remove it.');
        if (durationRaw && durationRaw !== String(limits/* ROLE_DURATION_SECONDS */.gt.default))
            problems.add('role-duration-seconds', durationRaw, 'is used only with role-to-assume', 'Set role-to-assume, or remove it.');
        return undefined;
    }
    return roleArn ? { roleArn, sessionName, durationSeconds } : undefined;
}
/** The role session alone, for the post step (the main step has already reported any bad value). */
function assumeRoleFromInputs(read) {
    const names = ['role-to-assume', 'role-session-name', 'role-duration-seconds'];
    const raw = Object.fromEntries(names.map(n => [n, (read(n) ?? '').trim()]));
    return parseAssumeRole(raw, new Problems());
}

// EXTERNAL MODULE: ./src/contract/data-processing.ts
var data_processing = __webpack_require__(37546);
// EXTERNAL MODULE: ./src/contract/jsonpath.ts
var jsonpath = __webpack_require__(60861);
// EXTERNAL MODULE: ./src/contract/output-keys.ts
var output_keys = __webpack_require__(34882);
// EXTERNAL MODULE: ./src/storage/uri.ts
var storage_uri = __webpack_require__(77195);
;// CONCATENATED MODULE: ./src/inputs/subset.ts

const DEFAULT_SAMPLE_SEED = '0';
/** `N` objects or `P%` (more than 0, at most 100). */
function parseSample(problems, raw, seed) {
    if (raw === '')
        return undefined;
    const fix = 'Use a whole number of objects (e.g. 200) or a percentage (e.g. 25%).';
    const m = /^(\d+(?:\.\d+)?)(%?)$/.exec(raw);
    if (!m)
        return problems.add('sample', raw, 'is neither a number of objects nor a percentage', fix);
    const n = Number(m[1]);
    if (m[2]) {
        if (n <= 0 || n > 100)
            return problems.add('sample', raw, 'is not a percentage above 0 and at most 100', fix);
        return { percent: n, seed };
    }
    if (!Number.isSafeInteger(n) || n < 1)
        return problems.add('sample', raw, 'is not a whole number of objects', fix);
    return { count: n, seed };
}
function parseSubset(raw, problems) {
    const rerun = (0,values/* parseEnum */.nL)(problems, 'rerun', raw.rerun, ['none', 'failed']);
    const seed = raw['sample-seed'] || DEFAULT_SAMPLE_SEED;
    const sample = parseSample(problems, raw.sample, seed);
    if (raw['sample-seed'] && raw['sample-seed'] !== DEFAULT_SAMPLE_SEED && !raw.sample)
        problems.add('sample-seed', raw['sample-seed'], 'is used only with sample', 'Set sample, or remove sample-seed.');
    if (rerun === 'failed' && sample)
        problems.add('sample', raw.sample, 'cannot be combined with rerun: failed', 'A rerun runs exactly the inputs without an output: remove sample, or set rerun: none.');
    return {
        ...(rerun === 'failed' ? { rerun } : {}),
        ...(sample ? { sample } : {})
    };
}

;// CONCATENATED MODULE: ./src/inputs/cache.ts



/** `cache-max-age` when not given: a month, after which an output is transformed again. */
const DEFAULT_CACHE_MAX_AGE_DAYS = 30;
/** Bucket and key prefix, or a local path, `/`-separated, as a folder. */
function place(uri) {
    const s3 = (0,storage_uri/* parseS3Uri */.yc)(uri);
    if (s3)
        return { root: `s3://${s3.bucket}/`, folder: (0,output_keys/* asFolder */.hS)(s3.key) };
    return { root: '', folder: (0,output_keys/* asFolder */.hS)((0,storage_uri/* localPath */.$S)(uri).split('\\').join('/')) };
}
/** Whether one folder holds the other (or they are the same). */
function overlaps(a, b) {
    const [x, y] = [place(a), place(b)];
    return x.root === y.root && (x.folder.startsWith(y.folder) || y.folder.startsWith(x.folder));
}
function parseMaxAge(problems, raw) {
    if (raw === '')
        return DEFAULT_CACHE_MAX_AGE_DAYS;
    const days = /^(\d+(?:\.\d*)?|\.\d+)$/.test(raw) ? Number(raw) : Number.NaN;
    if (days > 0)
        return days;
    problems.add('cache-max-age', raw, 'is not a number of days above 0', `Use a number of days, e.g. ${DEFAULT_CACHE_MAX_AGE_DAYS} (outputs transformed longer ago are made again).`);
    return DEFAULT_CACHE_MAX_AGE_DAYS;
}
/** `cache: github`: the word is reserved (a folder of that name is `./github`). */
const GITHUB_WORD = /^github$/i;
/** `cache: github`: local mode only, no place of its own to check against data and output-path. */
function parseGitHubCache(raw, problems, mode, maxAgeDays, write) {
    if (mode !== 'local')
        return problems.add('cache', raw.cache, "keeps a folder on the runner in GitHub's cache service, which serves local mode only", 'In SageMaker mode use an S3 prefix, e.g. s3://bucket/cache/ (or mode: local).');
    return { uri: '', github: true, maxAgeDays, write };
}
/** The cache, or undefined when `cache` is empty; `data`/`output` as parsed (undefined when invalid). */
function parseCache(raw, problems, mode, where) {
    const maxAgeDays = parseMaxAge(problems, raw['cache-max-age']);
    const write = (0,values/* parseBool */.q6)(problems, 'cache-write', raw['cache-write'], true);
    if (raw.cache === '') {
        if (!write)
            problems.add('cache-write', raw['cache-write'], 'is used only with cache', 'Set cache, or remove cache-write.');
        if (raw['cache-max-age'] !== '' && raw['cache-max-age'] !== String(DEFAULT_CACHE_MAX_AGE_DAYS))
            problems.add('cache-max-age', raw['cache-max-age'], 'is used only with cache', 'Set cache, or remove cache-max-age.');
        return undefined;
    }
    if (GITHUB_WORD.test(raw.cache))
        return parseGitHubCache(raw, problems, mode, maxAgeDays, write);
    const uri = (0,values/* parseLocation */.zS)(problems, 'cache', raw.cache, {
        local: mode === 'local',
        sagemakerFix: 'In SageMaker mode the cache is an S3 prefix, so outputs are copied inside S3: use s3://bucket/prefix (a folder on the runner serves local mode only).'
    });
    if (uri === undefined)
        return undefined;
    // The step would end before any output exists: nothing could be kept, and a later run would pay again
    // (a read-only cache keeps nothing anyway: its hits are still placed).
    if (write && /^false$/i.test(raw.wait))
        problems.add('wait', raw.wait, 'leaves nothing for cache to keep (the step ends before the job has made any output)', 'Remove wait (the cache keeps the outputs once the job is done), or remove cache.');
    if (where.output && overlaps(uri, where.output))
        problems.add('cache', raw.cache, `shares a folder with output-path (${where.output})`, "Give the cache a prefix of its own: each would list the other's objects as its own.");
    const data = where.data;
    const s3 = (0,storage_uri/* parseS3Uri */.yc)(uri);
    const inData = data &&
        (where.dataIsPrefix
            ? (() => {
                const d = (0,storage_uri/* parseS3Uri */.yc)(data);
                if (d && s3)
                    return d.bucket === s3.bucket && (0,output_keys/* outputsReadAsInputs */.us)(d.key, s3.key);
                return !d && !s3 && overlaps(uri, data);
            })()
            : false);
    if (inData)
        problems.add('cache', raw.cache, `is inside data (${data}): the cached outputs would be listed as inputs`, 'Give the cache a prefix outside the input.');
    return { uri, maxAgeDays, write };
}

// EXTERNAL MODULE: ./src/inputs/mode.ts
var inputs_mode = __webpack_require__(86458);
;// CONCATENATED MODULE: ./src/inputs/resources.ts
// Resource inputs: instance type and count, KMS, concurrency, payload, strategy, job env, client config.




const STRATEGIES = ['SingleRecord', 'MultiRecord'];
function checkKmsKey(problems, name, raw) {
    if (raw === '')
        return undefined;
    if (raw.length > limits/* KMS_KEY_MAX */.tT || !limits/* KMS_KEY_PATTERN */.rW.test(raw)) {
        return problems.add(name, raw, 'is not a KMS key id or ARN', 'Use a key id, alias/name, or arn:aws:kms:... ARN.');
    }
    return raw;
}
function familyOf(type) {
    return type.split('.').slice(0, 2).join('.');
}
function parseInstanceType(problems, raw, mode, attach) {
    if (raw === '') {
        if (mode === 'local')
            return 'local';
        // The attached job's own type is reported.
        if (attach)
            return undefined;
        return problems.add('instance-type', '', 'is required', 'Set an instance type such as ml.m5.xlarge or ml.g4dn.xlarge.');
    }
    const local = (0,inputs_mode/* localInstanceType */.tf)(raw);
    if (local)
        return local;
    const type = raw.toLowerCase();
    if (contract_images/* TRANSFORM_INSTANCE_TYPES */.x_.includes(type))
        return type;
    const family = familyOf(type);
    const sizes = contract_images/* TRANSFORM_INSTANCE_TYPES */.x_.filter(t => familyOf(t) === family);
    const fix = sizes.length > 0
        ? `Batch transform offers these ${family} sizes: ${sizes.join(', ')}.`
        : `Use a batch transform instance type (families: ${[...new Set(contract_images/* TRANSFORM_INSTANCE_TYPES */.x_.map(familyOf))].join(', ')}), or local / local_gpu.`;
    return problems.add('instance-type', raw, 'is not an instance type batch transform offers', fix);
}
function parseMaxPayload(problems, raw) {
    if (raw.toLowerCase() === 'auto')
        return 'auto';
    if (raw !== '' && !/^[+-]?\d+$/.test(raw)) {
        return problems.add('max-payload', raw, 'is neither a whole number of MB nor auto', `Use 0-${limits/* MAX_PAYLOAD_MB */.er} (MB) or auto.`);
    }
    return (0,values/* parseInteger */.cG)(problems, 'max-payload', raw, { min: 0, max: limits/* MAX_PAYLOAD_MB */.er });
}
function parseResources(raw, problems, mode, { attach = false } = {}) {
    const maxConcurrentTransforms = (0,values/* parseInteger */.cG)(problems, 'max-concurrent-transforms', raw['max-concurrent-transforms'], {
        min: 0
    });
    const maxPayloadMB = parseMaxPayload(problems, raw['max-payload']);
    if (typeof maxPayloadMB === 'number' &&
        maxConcurrentTransforms !== undefined &&
        maxConcurrentTransforms > (0,limits/* mostConcurrentFor */._Z)(maxPayloadMB)) {
        problems.add('max-payload, max-concurrent-transforms', `${maxPayloadMB} x ${maxConcurrentTransforms}`, `multiply to ${maxPayloadMB * maxConcurrentTransforms} MB, over SageMaker's limit of ${limits/* PAYLOAD_TIMES_CONCURRENCY_MAX */.b5}`, `Lower one of them so that max-payload x max-concurrent-transforms <= ${limits/* PAYLOAD_TIMES_CONCURRENCY_MAX */.b5}.`);
    }
    const env = (0,values/* checkEnvironment */.Qz)(problems, 'env', (0,values/* parseKeyValues */.Hl)(problems, 'env', raw.env), limits/* TRANSFORM_ENV */.D2);
    return {
        instanceType: parseInstanceType(problems, raw['instance-type'], mode, attach) ?? '',
        instanceCount: (0,values/* parseInteger */.cG)(problems, 'instance-count', raw['instance-count'], { min: 1, max: limits/* INSTANCE_COUNT_MAX */.B5 }) ??
            1,
        volumeKmsKey: checkKmsKey(problems, 'volume-kms-key', raw['volume-kms-key']),
        maxConcurrentTransforms,
        maxPayloadMB,
        strategy: (0,values/* parseEnum */.nL)(problems, 'strategy', raw.strategy, STRATEGIES),
        env,
        invocationTimeoutSeconds: (0,values/* parseInteger */.cG)(problems, 'invocation-timeout', raw['invocation-timeout'], limits/* INVOCATION_TIMEOUT */.Bt) ??
            limits/* INVOCATION_TIMEOUT */.Bt.default,
        invocationRetries: (0,values/* parseInteger */.cG)(problems, 'invocation-retries', raw['invocation-retries'], limits/* INVOCATION_RETRIES */.c4) ??
            limits/* INVOCATION_RETRIES */.c4.default
    };
}

;// CONCATENATED MODULE: ./src/inputs/data.ts









const DATA_TYPES = ['S3Prefix', 'ManifestFile'];
const COMPRESSION = ['None', 'Gzip'];
const SPLIT = ['None', 'Line', 'RecordIO', 'TFRecord'];
const ASSEMBLE = ['None', 'Line'];
const JOIN = ['None', 'Input'];
function checkMediaType(problems, name, raw) {
    if (raw === '')
        return undefined;
    if (raw.length > limits/* MEDIA_TYPE_MAX */.zL || (0,values/* hasControlChars */.jt)(raw)) {
        return problems.add(name, raw, `is not a MIME type of at most ${limits/* MEDIA_TYPE_MAX */.zL} characters`, 'Use a MIME type such as application/json.');
    }
    return raw;
}
/** DataProcessing filters: JSONPath expressions of at most 63 characters in SageMaker's subset, compiled. */
function parseFilter(problems, name, raw) {
    if (raw === '')
        return undefined;
    if (!raw.startsWith('$')) {
        return problems.add(name, raw, 'is not a JSONPath expression', 'Start it with $, e.g. $[1:] or $.features.');
    }
    if (raw.length > limits/* JSON_PATH_MAX */.Qs) {
        return problems.add(name, raw, `is ${raw.length} characters long`, `SageMaker accepts JSONPath filters of at most ${limits/* JSON_PATH_MAX */.Qs} characters.`);
    }
    try {
        return (0,jsonpath/* parseJsonPath */.Hf)(raw);
    }
    catch (err) {
        if (!(err instanceof jsonpath/* JsonPathError */.UK))
            throw err;
        return problems.add(name, raw, `is outside the JSONPath subset SageMaker supports: ${err.message}`, "Use $, .name, [n], [n,m], [start:end], [*] or ['name'], e.g. $.features, $[1:], $[0,-1].");
    }
}
/**
 * Whether a re-run would read the outputs as inputs (contract/output-keys.ts): by key in one bucket;
 * a local `data` is taken as a folder here (the local backend compares real paths once it can look).
 */
function readBackAsInput(data, output) {
    const [d, o] = [(0,storage_uri/* parseS3Uri */.yc)(data), (0,storage_uri/* parseS3Uri */.yc)(output)];
    if (d && o)
        return d.bucket === o.bucket && (0,output_keys/* outputsReadAsInputs */.us)(d.key, o.key);
    if (d || o)
        return false;
    const slashed = (p) => (0,storage_uri/* localPath */.$S)(p).split('\\').join('/');
    return (0,output_keys/* outputsReadAsInputs */.us)((0,output_keys/* asFolder */.hS)(slashed(data)), slashed(output));
}
/** With `attach`, data and output-path are optional: the attached job's own are checked against them. */
function parseData(raw, problems, mode, { attach = false } = {}) {
    const local = mode === 'local';
    const type = (0,values/* parseEnum */.nL)(problems, 'data-type', raw['data-type'], DATA_TYPES) ?? 'S3Prefix';
    let uri;
    if (raw.data === '') {
        if (!attach)
            problems.add('data', '', 'is required', 'Set data to the S3 prefix (or, in local mode, the directory) holding the input objects.');
    }
    else {
        uri = (0,values/* parseLocation */.zS)(problems, 'data', raw.data, { local, keyRequired: type === 'ManifestFile' });
        if (uri && type === 'ManifestFile' && uri.endsWith('/')) {
            problems.add('data', raw.data, 'ends with / but data-type is ManifestFile', 'Point data at the manifest file itself.');
        }
    }
    let path;
    if (raw['output-path'] === '') {
        if (!attach)
            problems.add('output-path', '', 'is required', 'Set output-path to the S3 prefix (or, in local mode, the directory) for the .out files.');
    }
    else {
        path = (0,values/* parseLocation */.zS)(problems, 'output-path', raw['output-path'], { local });
    }
    if (uri && path && type === 'S3Prefix' && readBackAsInput(uri, path)) {
        problems.add('output-path', raw['output-path'], `is inside data (${uri}): the next run would read this run's .out files as inputs`, 'Use a separate prefix outside the input (for a data prefix that is not a folder, outside its folder too).');
    }
    const cache = parseCache(raw, problems, mode, {
        data: uri,
        dataIsPrefix: type === 'S3Prefix',
        output: path
    });
    const data = {
        uri: uri ?? '',
        type,
        contentType: checkMediaType(problems, 'content-type', raw['content-type']),
        compression: (0,values/* parseEnum */.nL)(problems, 'compression-type', raw['compression-type'], COMPRESSION) ?? 'None',
        splitType: (0,values/* parseEnum */.nL)(problems, 'split-type', raw['split-type'], SPLIT) ?? 'None',
        inputFilter: parseFilter(problems, 'input-filter', raw['input-filter']),
        outputFilter: parseFilter(problems, 'output-filter', raw['output-filter']),
        joinSource: (0,values/* parseEnum */.nL)(problems, 'join-source', raw['join-source'], JOIN) ?? 'None',
        ...parseSubset(raw, problems),
        ...(cache ? { cache } : {})
    };
    const output = {
        path: path ?? '',
        accept: checkMediaType(problems, 'accept', raw.accept),
        assembleWith: (0,values/* parseEnum */.nL)(problems, 'assemble-with', raw['assemble-with'], ASSEMBLE) ?? 'None',
        kmsKey: checkKmsKey(problems, 'output-kms-key', raw['output-kms-key'])
    };
    for (const rule of (0,data_processing/* dataProcessingProblems */.Ik)({ ...data, accept: output.accept })) {
        problems.add(rule.input, rule.value, rule.problem, rule.fix);
    }
    return { data, output };
}

// EXTERNAL MODULE: ./src/inputs/problems.ts
var inputs_problems = __webpack_require__(88925);
// EXTERNAL MODULE: ./src/inputs/report.ts
var inputs_report = __webpack_require__(22035);
// EXTERNAL MODULE: ./src/inputs/registry.ts
var registry = __webpack_require__(5470);
;// CONCATENATED MODULE: ./src/inputs/sagemaker-only.ts
// Inputs that only SageMaker acts on. A local run has no role, network, encryption key, instance fleet,
// tags, API endpoint, CloudWatch logs or metrics, so in local mode they are refused (as
// model-name and wait: false are) rather than ignored without a word.


const FALSE = ['false', 'False', 'FALSE'];
const SAGEMAKER_ONLY = [
    { input: 'role', what: 'the execution role SageMaker assumes' },
    { input: 'volume-kms-key', what: 'the key of the instances’ storage volumes' },
    { input: 'output-kms-key', what: 'the key SageMaker encrypts the .out objects with' },
    { input: 'instance-count', inert: ['1'], what: 'how many instances share the inputs' },
    { input: 'vpc-subnets', what: 'the VPC the model container runs in' },
    { input: 'vpc-security-groups', what: 'the VPC the model container runs in' },
    { input: 'network-isolation', inert: FALSE, what: 'the container’s network isolation' },
    { input: 'tags', what: 'the tags of the model and the job', registry: true },
    { input: 'sagemaker-endpoint', what: 'the SageMaker API endpoint', registry: true },
    { input: 'pricing-endpoint', what: 'the Price List API endpoint' },
    { input: 'max-cost', what: 'a budget for the instances’ time' },
    { input: 'logs', inert: FALSE, what: 'the job’s CloudWatch logs' },
    {
        input: 'utilization-wait',
        inert: [String(limits/* UTILIZATION_WAIT_DEFAULT_S */.nb)],
        what: 'the wait for the instances’ CloudWatch figures'
    },
    { input: 'attach', what: 'an existing transform job to wait for and report on' }
];
function checkSageMakerOnly(raw, problems) {
    for (const { input, inert = [], what, registry } of SAGEMAKER_ONLY) {
        const value = raw[input];
        if (value === '' || inert.includes(value) || (registry && raw.register !== ''))
            continue;
        // tags may hold secrets: only the keys are shown.
        const shown = input === 'tags' ? (0,redact/* shownKeys */.ex)(value) : value;
        problems.add(input, shown, `is used only in sagemaker mode (${what}); local mode would ignore it`, `Remove ${input} for local mode, or set mode: sagemaker.`);
    }
}

;// CONCATENATED MODULE: ./src/inputs/undeclared.ts
// Inputs that would otherwise be ignored without a word. Those the step was given that action.yml does
// not declare: the runner only warns about them and the action would never read them, so a misspelt gate
// (`min_accuracy: 0.9`) would pass with a green check; each is an input problem, named with the closest
// declared input. And inputs action.yml declares whose behaviour is not built yet: they fail loudly.


const PREFIX = 'INPUT_';
/** How far apart two names are: insertions, deletions, substitutions and swaps of neighbours. */
function distance(a, b) {
    const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++)
        rows[0][j] = j;
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
        }
    }
    return rows[a.length][b.length];
}
/** The declared input a name most likely meant (`min_acurracy` -> `min-accuracy`), if one is close. */
function closestInput(name) {
    // The runner upper-cases names; `_` and spaces are the usual slips for `-`.
    const wanted = name.toLowerCase().replace(/[_\s]/g, '-');
    let best;
    for (const declared of names/* INPUT_NAMES */.Qh) {
        const far = distance(wanted, declared);
        if (!best || far < best.far)
            best = { name: declared, far };
    }
    return best && best.far <= Math.max(2, Math.floor(wanted.length / 4)) ? best.name : undefined;
}
/** Every `INPUT_*` variable in `env` that no declared input is read from. */
function checkUndeclared(env, problems) {
    const declared = new Set(names/* INPUT_NAMES */.Qh.map(names/* inputVariable */.LO));
    for (const [variable, value] of Object.entries(env)) {
        if (!variable.startsWith(PREFIX) || declared.has(variable) || value === undefined)
            continue;
        const name = variable.slice(PREFIX.length).toLowerCase();
        const near = closestInput(name);
        problems.add(name, 
        // The value of an unknown input may be a secret: its length alone.
        (0,redact/* hiddenValue */.ad)(value), `is not an input of this action (${variable}), so the step would ignore it`, near
            ? `Did you mean \`${near}\`? Rename it in the step's \`with:\`.`
            : "Remove it from the step's `with:`, or use an input that action.yml declares.");
    }
}
/** Everything action.yml declares is built; list an input here while its behaviour is missing. */
const NOT_YET_SUPPORTED = [];
function checkNotYetSupported(raw, problems, list = NOT_YET_SUPPORTED) {
    for (const { input, inert = [] } of list) {
        const value = raw[input];
        if (value !== '' && !inert.includes(value)) {
            problems.add(input, value, 'is not yet supported by this version of the action', `Remove ${input}.`);
        }
    }
}

;// CONCATENATED MODULE: ./src/inputs/parse-inputs.ts
// Action inputs -> a typed, validated Spec. Pure: no I/O; every problem is collected and thrown at once.














/** Problems in the order action.yml (and the README table) lists their inputs. */
function inActionOrder(problems) {
    const rank = (problem) => {
        const first = /^[a-z0-9-]+/.exec(problem.input)?.[0] ?? '';
        const i = names/* INPUT_NAMES */.Qh.indexOf(first);
        return i === -1 ? names/* INPUT_NAMES */.Qh.length : i;
    };
    return problems
        .map((problem, i) => ({ problem, i }))
        .sort((a, b) => rank(a.problem) - rank(b.problem) || a.i - b.i)
        .map(({ problem }) => problem);
}
/** Reads every declared input once (trimmed), so what is read is exactly what action.yml declares. */
function readInputs(read) {
    return Object.fromEntries(names/* INPUT_NAMES */.Qh.map(name => [name, (read(name) ?? '').trim()]));
}
/**
 * Parses and validates the action's inputs. `env` is consulted for the region fallback (AWS_REGION,
 * then AWS_DEFAULT_REGION) and for `INPUT_*` variables no declared input reads. Throws InputErrors
 * listing every problem found.
 */
function parseInputs(read, env = {}) {
    const raw = readInputs(read);
    const problems = new inputs_problems/* Problems */.Z();
    checkNotYetSupported(raw, problems);
    checkUndeclared(env, problems);
    const mode = (0,inputs_mode/* parseMode */.Zx)(raw, problems);
    if (mode === 'local')
        checkSageMakerOnly(raw, problems);
    // attach: the job exists, so nothing that defines one is needed (or taken); what attach refuses is
    // read as unset from here on, so each refused input is one problem, not one per rule it also breaks.
    const attach = mode === 'sagemaker' && raw.attach !== '';
    const refused = attach ? checkAttach(raw, problems) : [];
    const given = { ...raw, ...Object.fromEntries(refused.map(name => [name, ''])) };
    const control = parseControl(given, problems, mode, env);
    const assumeRole = parseAssumeRole(given, problems);
    if (assumeRole)
        control.assumeRole = assumeRole;
    const resources = parseResources(given, problems, mode, { attach });
    const model = attach
        ? attachedModel()
        : parseModel(given, problems, {
            mode,
            localServer: control.mode === 'local' ? control.localServer : undefined
        });
    const { data, output } = parseData(given, problems, mode, { attach });
    const report = (0,inputs_report/* parseReport */.MM)(given, problems);
    const register = (0,registry/* parseRegister */.nd)(given, problems, mode, env);
    if (register)
        report.register = register;
    if (problems.list.length > 0)
        throw new errors/* InputErrors */.G(inActionOrder(problems.list));
    const common = { model, data, output, resources, report };
    // Either branch pairs the sections with one mode's control, which is what makes a Spec.
    return control.mode === 'local' ? { ...common, control } : { ...common, control };
}


/***/ }),

/***/ 88925:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ Problems)
/* harmony export */ });
class Problems {
    list = [];
    /** Records a problem; returns undefined so parsers can `return problems.add(...)`. */
    add(input, value, problem, fix) {
        this.list.push({ input, value, problem, fix });
        return undefined;
    }
}


/***/ }),

/***/ 5470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   de: () => (/* binding */ isRegistryBaseline),
/* harmony export */   nd: () => (/* binding */ parseRegister)
/* harmony export */ });
/* unused harmony export REGISTRY_BASELINE */
/* harmony import */ var _contract_model_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75903);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77195);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18463);



/** The word `baseline` takes for the group's latest approved version (a folder named so is `./registry`). */
const REGISTRY_BASELINE = 'registry';
const APPROVALS = ['gates', 'manual'];
/** Whether `baseline` asks for the registry's latest approved version. */
function isRegistryBaseline(raw) {
    return raw.toLowerCase() === REGISTRY_BASELINE;
}
/** What a local run lacks to be registered: SageMaker runs a package's model from S3, in an image. */
function localGaps(raw, env) {
    const gaps = [];
    const s3Model = raw['model-data-url'] !== '' || (raw['model-path'] !== '' && raw['artifact-path'] !== '');
    if (!s3Model)
        gaps.push('the model in S3 (model-data-url, or model-path with artifact-path)');
    if (!raw['image-uri'] && !(raw.framework && raw['framework-version']))
        gaps.push('an image (image-uri, or framework with framework-version)');
    if (!(0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_0__/* .isS3Uri */ .tL)(raw['output-path']))
        gaps.push('an S3 output-path (the evaluation is registered from S3)');
    if (!raw.region && !env.AWS_REGION?.trim() && !env.AWS_DEFAULT_REGION?.trim())
        gaps.push('a region (region, or AWS_REGION)');
    return gaps;
}
function parseRegister(raw, problems, mode, env) {
    const approval = (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEnum */ .nL)(problems, 'approval', raw.approval, APPROVALS) ?? 'gates';
    const value = raw.register;
    if (value === '') {
        // `gates` is the default action.yml gives every run.
        if (raw.approval && raw.approval !== 'gates')
            problems.add('approval', raw.approval, 'needs register', 'Set register to a model package group, or remove approval.');
        if (isRegistryBaseline(raw.baseline))
            problems.add('baseline', raw.baseline, "names the register group's latest approved version, and register is not set", 'Set register to the model package group, or write ./registry for a folder named registry.');
        return undefined;
    }
    const group = (0,_contract_model_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .groupNameOf */ .c6)(value);
    if (!group)
        problems.add('register', value, 'is not a model package group SageMaker accepts', 'Use 1-63 letters, digits and hyphens (no hyphen first or last, no _ or .), or the group ARN.');
    if (raw.wait.toLowerCase() === 'false')
        problems.add('register', value, 'needs the job finished (wait: false)', 'Remove wait: false, or register in a later step that attaches to the job.');
    if (mode === 'local') {
        const gaps = localGaps(raw, env);
        if (gaps.length)
            problems.add('register', value, `in local mode needs what a SageMaker model package names: ${gaps.join('; ')}`, 'Set them, or run in sagemaker mode.');
    }
    // The lineage points at the run's summary by its URI: a value SageMaker's metadata takes.
    const summaryUri = `${raw['output-path'].replace(/\/*$/, '')}/_summary.json`;
    if ((0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_0__/* .isS3Uri */ .tL)(raw['output-path']) && !(0,_contract_model_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .isMetadataValue */ .bJ)(summaryUri))
        problems.add('output-path', raw['output-path'], 'cannot be named in a model package’s metadata (256 characters of letters, digits, spaces and _.:/=+-@)', 'Use a shorter output-path of those characters.');
    return group ? { group, approval } : undefined;
}


/***/ }),

/***/ 22035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ builtinLabelMapName),
/* harmony export */   MM: () => (/* binding */ parseReport),
/* harmony export */   MV: () => (/* binding */ parseCommentKey),
/* harmony export */   t0: () => (/* binding */ LABEL_MAP_NOT_FOUND)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36188);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5470);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18463);
// Report inputs: how predictions are read, evaluated, gated and published.



const FORMATS = ['auto', 'classification', 'detection', 'jsonlines', 'raw'];
const COMMENT = ['auto', 'always', 'never'];
const DEFAULT_COMMENT_KEY = 'batch-transform';
const DETECTION_IMAGES_MAX = 100;
/** `label-map` names a built-in map in any letter case: its canonical name. */
function builtinLabelMapName(raw) {
    return _spec_js__WEBPACK_IMPORTED_MODULE_2__/* .BUILTIN_LABEL_MAPS */ .d4.find(b => b === raw.toLowerCase());
}
/** What a `label-map` that is no built-in and no file on the runner is told (input parsing, preflight). */
const LABEL_MAP_NOT_FOUND = {
    problem: 'is neither a built-in label map nor a file on the runner',
    fix: `Use one of ${_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .BUILTIN_LABEL_MAPS */ .d4.join(', ')}, or the path of a JSON or one-label-per-line file.`
};
function parseLabelMap(problems, raw) {
    if (raw === '')
        return undefined;
    const builtin = builtinLabelMapName(raw);
    if (builtin)
        return builtin;
    // A bare name like a built-in's (imagenet1000, coco-80) is a misspelt built-in, not a file.
    if (/^(imagenet|coco)[\w-]*$/i.test(raw)) {
        return problems.add('label-map', raw, 'is not a built-in label map', LABEL_MAP_NOT_FOUND.fix);
    }
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) && !/^file:\/\//i.test(raw)) {
        return problems.add('label-map', raw, LABEL_MAP_NOT_FOUND.problem, LABEL_MAP_NOT_FOUND.fix);
    }
    return (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLocation */ .zS)(problems, 'label-map', raw, { local: true });
}
/** A hidden HTML marker carries the key, so it must not be able to end the comment early. */
function parseCommentKey(problems, raw) {
    if (raw === '')
        return DEFAULT_COMMENT_KEY;
    if (raw.length > 200 || /[<>]|--/.test(raw) || (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .hasControlChars */ .jt)(raw)) {
        problems.add('comment-key', raw, 'cannot be used in a comment marker', 'Use up to 200 characters without <, >, -- or line breaks.');
    }
    return raw;
}
/** `auto` (the default) looks the price up; a number given wins. */
function parsePrice(problems, raw) {
    if (raw === '' || raw.toLowerCase() === 'auto')
        return 'auto';
    if (_values_js__WEBPACK_IMPORTED_MODULE_1__/* .AMOUNT */ .ho.test(raw))
        return (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseAmount */ .C_)(problems, 'price-per-hour', raw);
    return problems.add('price-per-hour', raw, 'is neither auto nor a non-negative number', 'Use auto to look the price up, or the USD price of one instance-hour such as 3.825.');
}
/** A budget of 0 would stop every job at its first poll. */
function parseBudget(problems, raw) {
    const fix = 'Use the most USD of instance time the job may cost, such as 25, or leave it empty.';
    if (raw === '')
        return undefined;
    if (!_values_js__WEBPACK_IMPORTED_MODULE_1__/* .AMOUNT */ .ho.test(raw))
        return problems.add('max-cost', raw, 'is not a positive number', fix);
    const n = (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseAmount */ .C_)(problems, 'max-cost', raw);
    if (n === 0)
        return problems.add('max-cost', raw, 'is 0, which would stop every job at once', fix);
    return n;
}
function parseReport(raw, problems) {
    const groundTruth = raw['ground-truth']
        ? (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLocation */ .zS)(problems, 'ground-truth', raw['ground-truth'], { local: true })
        : undefined;
    const fromRegistry = (0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .isRegistryBaseline */ .de)(raw.baseline);
    const baseline = raw.baseline && !fromRegistry
        ? (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLocation */ .zS)(problems, 'baseline', raw.baseline, { local: true })
        : undefined;
    const baselinePointer = raw['baseline-pointer']
        ? (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLocation */ .zS)(problems, 'baseline-pointer', raw['baseline-pointer'], { local: true })
        : undefined;
    if (baselinePointer !== undefined && !/\.json$/i.test(baselinePointer)) {
        problems.add('baseline-pointer', raw['baseline-pointer'], 'must name a .json file', 'Give a path such as s3://bucket/eval/main/latest.json, and the same path as baseline in pull requests.');
    }
    const minAccuracy = (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFraction */ .at)(problems, 'min-accuracy', raw['min-accuracy']);
    const minAgreement = (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFraction */ .at)(problems, 'min-agreement', raw['min-agreement']);
    if (minAccuracy !== undefined && !raw['ground-truth']) {
        problems.add('min-accuracy', raw['min-accuracy'], 'needs ground-truth', 'Set ground-truth to the manifest of true classes, or remove min-accuracy.');
    }
    if (minAgreement !== undefined && !raw.baseline) {
        problems.add('min-agreement', raw['min-agreement'], 'needs baseline', "Set baseline to an earlier run's output path, or remove min-agreement.");
    }
    return {
        outputFormat: (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEnum */ .nL)(problems, 'output-format', raw['output-format'], FORMATS) ?? 'auto',
        labelMap: parseLabelMap(problems, raw['label-map']),
        scoreThreshold: (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFraction */ .at)(problems, 'score-threshold', raw['score-threshold']) ?? 0.5,
        groundTruth,
        baseline,
        ...(fromRegistry ? { baselineFromRegistry: true } : {}),
        baselinePointer,
        minAccuracy,
        minAgreement,
        maxFailedObjects: (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInteger */ .cG)(problems, 'max-failed-objects', raw['max-failed-objects'], { min: 0 }),
        stopEarly: (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBool */ .q6)(problems, 'stop-early', raw['stop-early'], true),
        pricePerHour: parsePrice(problems, raw['price-per-hour']),
        maxCost: parseBudget(problems, raw['max-cost']),
        comment: (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEnum */ .nL)(problems, 'comment', raw.comment, COMMENT) ?? 'auto',
        commentKey: parseCommentKey(problems, raw['comment-key']),
        githubToken: raw['github-token'] || undefined,
        detectionImages: (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInteger */ .cG)(problems, 'detection-images', raw['detection-images'], {
            min: 0,
            max: DETECTION_IMAGES_MAX
        }) ?? 8
    };
}


/***/ }),

/***/ 18463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C_: () => (/* binding */ parseAmount),
/* harmony export */   E1: () => (/* binding */ parseList),
/* harmony export */   Hl: () => (/* binding */ parseKeyValues),
/* harmony export */   Qz: () => (/* binding */ checkEnvironment),
/* harmony export */   an: () => (/* binding */ parseS3),
/* harmony export */   at: () => (/* binding */ parseFraction),
/* harmony export */   cG: () => (/* binding */ parseInteger),
/* harmony export */   ho: () => (/* binding */ AMOUNT),
/* harmony export */   jt: () => (/* binding */ hasControlChars),
/* harmony export */   nL: () => (/* binding */ parseEnum),
/* harmony export */   q6: () => (/* binding */ parseBool),
/* harmony export */   zS: () => (/* binding */ parseLocation)
/* harmony export */ });
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77195);
/* harmony import */ var _contract_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7220);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76670);
// Parsers for one input value each. A bad value records a problem (input, value, fix) and yields
// undefined, so parsing goes on and every problem is reported at once.




const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];
/** YAML 1.2 core booleans only: `yes`, `on`, `1` are mistakes, not booleans. */
function parseBool(problems, name, raw, fallback) {
    if (raw === '')
        return fallback;
    if (TRUE.includes(raw))
        return true;
    if (FALSE.includes(raw))
        return false;
    problems.add(name, raw, 'is not a boolean', 'Use true or false.');
    return fallback;
}
/** A whole number within [min, max]; '' gives undefined (the caller's default applies). */
function parseInteger(problems, name, raw, range) {
    if (raw === '')
        return undefined;
    const span = range.max === undefined ? `${range.min} or more` : `from ${range.min} to ${range.max}`;
    if (!/^[+-]?\d+$/.test(raw))
        return problems.add(name, raw, 'is not a whole number', `Use a whole number ${span}.`);
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < range.min || (range.max !== undefined && n > range.max)) {
        return problems.add(name, raw, 'is out of range', `Use a whole number ${span}.`);
    }
    return n;
}
/** A share in [0, 1], written `0.9` or `90%`. */
function parseFraction(problems, name, raw) {
    if (raw === '')
        return undefined;
    const fix = 'Use a number from 0 to 1 (e.g. 0.9) or a percentage (e.g. 90%).';
    const m = /^(\d+(?:\.\d*)?|\.\d+)(%?)$/.exec(raw);
    if (!m)
        return problems.add(name, raw, 'is not a number', fix);
    const n = Number(m[1]) / (m[2] ? 100 : 1);
    if (n > 1)
        return problems.add(name, raw, 'is more than 100%', fix);
    return n;
}
/** A non-negative decimal number, with an optional leading `$`. */
const AMOUNT = /^\$?\s*(\d+(?:\.\d*)?|\.\d+)$/;
/** A non-negative decimal number (a leading `$` is accepted for prices). */
function parseAmount(problems, name, raw) {
    if (raw === '')
        return undefined;
    const m = AMOUNT.exec(raw);
    if (!m)
        return problems.add(name, raw, 'is not a non-negative number', 'Use a number such as 3.825.');
    return Number(m[1]);
}
/** Case, `-`, `_` and spaces are ignored when matching an enum: `multi_record` -> `MultiRecord`. */
const canonical = (s) => s.toLowerCase().replace(/[-_\s]/g, '');
/** One of `values`, returned in its exact spelling; '' gives undefined. */
function parseEnum(problems, name, raw, values) {
    if (raw === '')
        return undefined;
    const found = values.find(v => canonical(v) === canonical(raw));
    if (found !== undefined)
        return found;
    return problems.add(name, raw, 'is not a valid value', `Use one of: ${values.join(', ')}.`);
}
/** `s3://bucket/key`; the key may be empty only if `keyRequired` is false. */
function parseS3(problems, name, raw, opts = {}) {
    const loc = (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_1__/* .parseS3Uri */ .yc)(raw);
    const bucketProblem = raw.startsWith('s3://')
        ? (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_1__/* .bucketNameProblem */ .Bn)(/^s3:\/\/([^/]*)/.exec(raw)[1])
        : undefined;
    if (bucketProblem || (!loc && raw.startsWith('s3://'))) {
        return problems.add(name, raw, `has an invalid bucket name: it ${bucketProblem ?? 'does not follow S3 bucket naming rules'}`, 'Bucket names are 3-63 characters: lowercase letters, digits, dots and hyphens, with a letter or ' +
            'digit at each end, no two dots in a row, and not an IP address.');
    }
    if (!loc)
        return problems.add(name, raw, 'is not an S3 URI', 'Use s3://bucket/prefix.');
    if (raw.length > _contract_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .S3_URI_MAX */ .$c)
        return problems.add(name, raw, `is longer than ${_contract_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .S3_URI_MAX */ .$c} characters`, 'Use a shorter S3 URI.');
    if (opts.keyRequired && loc.key === '')
        return problems.add(name, raw, 'names a bucket but no object', 'Add the object key.');
    return raw;
}
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\//;
/**
 * An S3 URI, or (when `local` is allowed) a local path or `file://` URL, which becomes a path.
 * `sagemakerFix` explains why only S3 works when local locations are not allowed.
 */
function parseLocation(problems, name, raw, opts) {
    const scheme = SCHEME.exec(raw)?.[1]?.toLowerCase();
    if (scheme === 's3')
        return parseS3(problems, name, raw, opts);
    if (!opts.local) {
        return problems.add(name, raw, 'is not an S3 URI', opts.sagemakerFix ?? 'SageMaker reads and writes S3 only: use s3://bucket/prefix (or mode: local).');
    }
    if (scheme === 'file') {
        try {
            return (0,node_url__WEBPACK_IMPORTED_MODULE_0__.fileURLToPath)(raw);
        }
        catch {
            return problems.add(name, raw, 'is not a usable file:// URL', 'Use file:///absolute/path or a plain path.');
        }
    }
    if (scheme !== undefined) {
        return problems.add(name, raw, `uses the unsupported scheme ${scheme}://`, 'Use s3://bucket/prefix or a local path.');
    }
    return raw;
}
/** Items separated by commas, newlines or spaces (subnet ids, security group ids). */
function parseList(raw) {
    return raw.split(/[\s,]+/).filter(s => s !== '');
}
/**
 * KEY=VALUE entries, one per line or comma separated. A value may contain `=`; a comma starts a new
 * entry only when a key (starting with a letter, digit or _) and `=` follow it, so `A=x,y` and
 * `OPTS=-Xmx1g,-Dk=v` keep their values whole. Malformed entries are problems.
 */
function parseKeyValues(problems, name, raw) {
    const entries = [];
    const seen = new Set();
    for (const line of raw.split(/\r?\n/)) {
        for (const item of line.split(/,(?=\s*[\p{L}\p{N}_][^,=]*=)/u)) {
            const text = item.trim();
            if (text === '')
                continue;
            const eq = text.indexOf('=');
            if (eq <= 0) {
                // Values may be secrets: only a leading name is shown, never what follows it.
                problems.add(name, eq === 0 ? `=${(0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .hiddenValue */ .ad)(text.slice(1))}` : (0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .shownEntry */ .qF)(text), eq === 0 ? 'has an entry with no key' : 'has an entry without `=`', 'Write each entry as KEY=VALUE, one per line or separated by commas.');
                continue;
            }
            const key = text.slice(0, eq).trim();
            const value = text.slice(eq + 1).trim();
            if (seen.has(key)) {
                problems.add(name, (0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .shownKey */ .dM)(key), 'sets the same key twice', `Keep one ${(0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .shownKey */ .dM)(key)}=... entry.`);
                continue;
            }
            seen.add(key);
            entries.push([key, value]);
        }
    }
    return entries;
}
/** Checks an environment map against an API shape's limits; problems show keys, never values. */
function checkEnvironment(problems, name, entries, limits) {
    if (entries.length > limits.maxEntries) {
        problems.add(name, entries.map(([k]) => (0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .shownKey */ .dM)(k)).join(','), `has ${entries.length} entries, more than the ${limits.maxEntries} SageMaker allows`, `Keep at most ${limits.maxEntries} entries.`);
    }
    const env = {};
    for (const [key, value] of entries) {
        if (key.length > limits.keyMax || !limits.keyPattern.test(key)) {
            problems.add(name, (0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .shownKey */ .dM)(key), 'has an invalid variable name', `Names start with a letter or _, hold only letters, digits and _, and are at most ${limits.keyMax} characters.`);
        }
        else if (value.length > limits.valueMax) {
            problems.add(name, `${(0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .shownKey */ .dM)(key)}=${(0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .hiddenValue */ .ad)(value)}`, `has a value longer than ${limits.valueMax} characters`, `Shorten ${(0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .shownKey */ .dM)(key)}'s value to at most ${limits.valueMax} characters.`);
        }
        env[key] = value;
    }
    return env;
}
/** True when the text holds a control character (line breaks included). */
function hasControlChars(text) {
    for (let i = 0; i < text.length; i++)
        if (text.charCodeAt(i) < 0x20 || text.charCodeAt(i) === 0x7f)
            return true;
    return false;
}


/***/ }),

/***/ 44371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/actions-io.ts
var actions_io = __webpack_require__(90721);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/artifact/check.ts + 1 modules
var check = __webpack_require__(5646);
// EXTERNAL MODULE: ./src/inputs/parse-inputs.ts + 12 modules
var parse_inputs = __webpack_require__(86909);
// EXTERNAL MODULE: ./src/inputs/report.ts
var report = __webpack_require__(22035);
// EXTERNAL MODULE: ./src/storage/uri.ts
var uri = __webpack_require__(77195);
;// CONCATENATED MODULE: ./src/run/preflight.ts
// Stages 1 and 2 of a run, before any network call: the inputs parsed into a Spec, then every check
// the runner can make on its own (the model's files and layout, source-dir, local data, label-map and
// ground-truth files). All their problems come in one error, whether or not the inputs had problems.






const FRAMEWORKS = ['pytorch', 'tensorflow'];
/** Input parsing has refused other URIs already: a label map here is a built-in or a runner path. */
async function isLabelMap(value) {
    if ((0,report/* builtinLabelMapName */.$Q)(value))
        return true;
    return (await (0,promises_.stat)((0,uri/* localPath */.$S)(value)).catch(() => undefined))?.isFile() ?? false;
}
const exists = async (value) => Boolean(await (0,promises_.stat)((0,uri/* localPath */.$S)(value)).catch(() => undefined));
/** Runner paths named by the inputs that must exist: a local data folder, a local ground truth. */
async function localPathProblems(raw, localMode, known) {
    const problems = [];
    const named = (input) => known.some(p => p.input === input);
    const data = raw.data;
    if (localMode && data && !(0,uri/* isS3Uri */.tL)(data) && !named('data') && !(await exists(data)))
        problems.push({
            input: 'data',
            value: data,
            problem: 'does not exist on the runner',
            fix: 'Check the path (relative paths start at the workspace), or give an S3 URI.'
        });
    const labelMap = raw['label-map'];
    if (labelMap && !named('label-map') && !(await isLabelMap(labelMap)))
        problems.push({ input: 'label-map', value: labelMap, ...report/* LABEL_MAP_NOT_FOUND */.t0 });
    const truth = raw['ground-truth'];
    if (truth && !(0,uri/* isS3Uri */.tL)(truth) && !named('ground-truth') && !(await exists(truth)))
        problems.push({
            input: 'ground-truth',
            value: truth,
            problem: 'does not exist on the runner',
            fix: 'Check the path (relative paths start at the workspace), or give an S3 URI.'
        });
    return problems;
}
/** The model on the runner to check: from the spec when it parsed, else from the raw inputs. */
function localModelOf(spec, raw) {
    if (spec)
        return spec.model.source === 'path' ? spec.model : undefined;
    const modelPath = raw['model-path'];
    if (!modelPath || (0,uri/* isS3Uri */.tL)(modelPath))
        return undefined;
    return {
        path: modelPath,
        sourceDir: raw['source-dir'] || undefined,
        framework: FRAMEWORKS.find(f => f === raw.framework.toLowerCase()),
        entryPoint: raw['entry-point'] || undefined
    };
}
/** The Spec and the checked model, or one UserError holding every input and layout problem found. */
async function preflight(read, env) {
    const raw = (0,parse_inputs/* readInputs */.Ko)(read);
    const problems = [];
    let spec;
    try {
        spec = (0,parse_inputs/* parseInputs */.TL)(read, env);
    }
    catch (err) {
        if (!(err instanceof errors/* InputErrors */.G))
            throw err;
        problems.push(...err.problems);
    }
    const localMode = spec
        ? spec.control.mode === 'local'
        : raw.mode === 'local' || /^local/i.test(raw['instance-type']);
    problems.push(...(await localPathProblems(raw, localMode, problems)));
    const local = localModelOf(spec, raw);
    const { checked, problems: layout } = local ? await (0,check/* checkModelFiles */.h)(local) : { problems: [] };
    if (spec && problems.length === 0 && layout.length === 0)
        return { spec, model: checked };
    const parts = [
        problems.length ? new errors/* InputErrors */.G(problems).message : '',
        layout.length ? new errors/* LayoutError */.Rd(layout).message : ''
    ];
    throw new errors/* UserError */.yo(parts.filter(Boolean).join('\n'));
}

;// CONCATENATED MODULE: ./src/aws/credentials.ts

/** Re-mint this long before expiry: a request signed then still has minutes to reach the service. */
const REFRESH_MARGIN_MS = 5 * 60_000;
/** After a failed re-mint, wait this long before trying again (the old credentials still serve). */
const RETRY_AFTER_FAILURE_MS = 60_000;
/** True while `c` can sign a request that the service will still accept `marginMs` from now. */
function usable(c, now, marginMs) {
    return c.expiration === undefined || c.expiration.getTime() - now > marginMs;
}
function refreshingCredentials(opts) {
    const margin = opts.marginMs ?? REFRESH_MARGIN_MS;
    let current;
    let pending;
    let retryAt = 0;
    let minted = 0;
    const mintOnce = () => (pending ??= opts
        .mint()
        .then(fresh => {
        current = fresh;
        minted++;
        opts.onMinted?.(fresh.expiration, minted);
        return fresh;
    })
        .finally(() => (pending = undefined)));
    const provider = async () => {
        const now = opts.now();
        if (current && usable(current, now, margin))
            return current;
        // Still valid, inside the margin, and the last re-mint failed moments ago: keep signing with it.
        const stillValid = current?.expiration && current.expiration.getTime() > now;
        if (current && stillValid && now < retryAt)
            return current;
        try {
            return await mintOnce();
        }
        catch (err) {
            if (current?.expiration && current.expiration.getTime() > opts.now()) {
                retryAt = opts.now() + RETRY_AFTER_FAILURE_MS;
                opts.onRefreshFailed?.(err, current.expiration);
                return current;
            }
            throw err;
        }
    };
    return Object.assign(provider, { memoized: true });
}
/** `in 59 min` / `12 min ago`, for expiry messages. */
function minutesFrom(now, at) {
    const minutes = Math.round((at.getTime() - now) / 60_000);
    return minutes >= 0 ? `in ${minutes} min` : `${-minutes} min ago`;
}
/** The refresh failure, said once per failure without any secret. */
function refreshFailedNote(err, expiration, now) {
    return (`Could not refresh the AWS credentials (${(0,errors/* errorMessage */.gJ)(err)}); the current ones expire at ` +
        `${expiration.toISOString()} (${minutesFrom(now, expiration)}) and are used until then.`);
}

// EXTERNAL MODULE: ./src/aws/retry.ts
var retry = __webpack_require__(22495);
// EXTERNAL MODULE: ./src/aws/proxy.ts
var aws_proxy = __webpack_require__(21373);
// EXTERNAL MODULE: ./src/aws/calls.ts
var calls = __webpack_require__(36484);
;// CONCATENATED MODULE: ./src/aws/sts.ts


/** The regional STS endpoint (what configure-aws-credentials uses), or AWS_ENDPOINT_URL_STS. */
function stsEndpoint(region, env) {
    const custom = env.AWS_ENDPOINT_URL_STS?.trim();
    if (custom)
        return custom;
    return `https://sts.${region}.amazonaws.com${region.startsWith('cn-') ? '.cn' : ''}/`;
}
const STS_TIMEOUTS = { connectMs: 30_000, answerMs: 30_000 };
/** Sends one AssumeRoleWithWebIdentity (no retries here: the caller decides); errors name the call. */
async function assumeRoleWithWebIdentity(endpoint, request, options = {}) {
    const { AssumeRoleWithWebIdentityCommand, STSClient } = await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(1695)]).then(__webpack_require__.t.bind(__webpack_require__, 71695, 19));
    const client = (0,calls/* awsClient */.xe)(new STSClient({
        region: options.region ?? 'us-east-1',
        endpoint,
        maxAttempts: 1,
        ...(0,calls/* requestHandlerSettings */.rI)(STS_TIMEOUTS, options.proxy)
    }), 'STS', { endpoint, timeouts: STS_TIMEOUTS, proxy: options.proxy });
    try {
        const answer = await client.send(new AssumeRoleWithWebIdentityCommand({
            RoleArn: request.roleArn,
            RoleSessionName: request.sessionName,
            DurationSeconds: request.durationSeconds,
            WebIdentityToken: request.webIdentityToken
        }), { abortSignal: options.signal });
        const c = answer.Credentials;
        const when = c?.Expiration;
        if (!c?.AccessKeyId || !c.SecretAccessKey || !c.SessionToken || !when || Number.isNaN(when.getTime())) {
            const err = new calls/* ServiceError */._7('MalformedResponse', 'STS answered without a complete set of credentials', answer.$metadata.httpStatusCode ?? 200);
            (0,calls/* recordCall */.Cu)(err, {
                service: 'STS',
                operation: 'AssumeRoleWithWebIdentity',
                resource: request.roleArn,
                endpoint: (0,calls/* shownEndpoint */.LY)(endpoint),
                timeouts: STS_TIMEOUTS,
                proxy: options.proxy && (0,aws_proxy/* proxyFor */.iJ)(options.proxy, endpoint)
            });
            throw err;
        }
        return {
            accessKeyId: c.AccessKeyId,
            secretAccessKey: c.SecretAccessKey,
            sessionToken: c.SessionToken,
            expiration: when
        };
    }
    finally {
        client.destroy();
    }
}

;// CONCATENATED MODULE: ./src/aws/session.ts





/** The audience STS expects in GitHub's OIDC token. */
const STS_AUDIENCE = 'sts.amazonaws.com';
/** Every reason STS gives that another try may fix (IdP hiccups included, as its docs advise). */
function stsRetryable(err) {
    return (0,retry/* isRetryable */.r3)(err) || /^IDPCommunicationError(Exception)?$/.test((0,retry/* errorName */.Is)(err));
}
function explainStsError(err) {
    const name = (0,retry/* errorName */.Is)(err);
    const said = (0,errors/* errorMessage */.gJ)(err).replace(/\.$/, '');
    if (name === 'AccessDenied' || name === 'InvalidIdentityToken' || name === 'InvalidIdentityTokenException')
        return new errors/* UserError */.yo(`role-to-assume: ${said}. The role's trust policy must allow sts:AssumeRoleWithWebIdentity for the ` +
            `provider token.actions.githubusercontent.com with audience ${STS_AUDIENCE} and a sub condition ` +
            'that matches this repository (and branch or environment).');
    if (name === 'ValidationError' && /duration/i.test((0,errors/* errorMessage */.gJ)(err)))
        return new errors/* UserError */.yo(`role-duration-seconds: ${said}. Use at most the role's maximum session duration (1 hour unless ` +
            'raised on the role); the action re-mints credentials before they expire, so a short session is fine.');
    return err;
}
/** Fails before anything is created when GitHub gives this job no OIDC token. */
function checkIdTokenAvailable(env) {
    if (env.ACTIONS_ID_TOKEN_REQUEST_URL && env.ACTIONS_ID_TOKEN_REQUEST_TOKEN)
        return;
    throw new errors/* UserError */.yo('role-to-assume: this job gets no GitHub OIDC token (ACTIONS_ID_TOKEN_REQUEST_URL is not set). Add ' +
        '`permissions: id-token: write` to the workflow or job; pull requests from forks never get one, so ' +
        'use credentials from the environment there, or skip the step.');
}
/** A provider that assumes the role with a fresh OIDC token whenever the current set nears its end. */
function roleCredentials(session) {
    const endpoint = stsEndpoint(session.region, session.env);
    const proxy = (0,aws_proxy/* proxyConfigOf */.Ur)(session.env, session.httpProxy);
    const idToken = session.idToken;
    if (!idToken)
        throw new errors/* UserError */.yo('role-to-assume: this run cannot ask GitHub for an OIDC token.');
    const mint = () => (0,retry.withRetry)(
    // A fresh token per try: each lasts minutes only, and a retried call may outlive one.
    async () => assumeRoleWithWebIdentity(endpoint, {
        roleArn: session.role.roleArn,
        sessionName: session.role.sessionName,
        durationSeconds: session.role.durationSeconds,
        webIdentityToken: await idToken(STS_AUDIENCE)
    }, 
    // No cancel signal: stopping a job after a cancel still needs credentials.
    { region: session.region, proxy }), {
        sleep: session.sleep,
        random: session.random,
        now: session.now,
        attempts: 5,
        retryable: stsRetryable,
        log: line => session.log.info(line)
    }).catch(err => {
        throw explainStsError(err);
    });
    return refreshingCredentials({
        mint,
        now: session.now,
        onMinted: (expiration, n) => session.log.info(`${n === 1 ? 'Assumed' : 'Refreshed'} role ${session.role.roleArn} (session ${session.role.sessionName}) with ` +
            `GitHub's OIDC token; these credentials expire at ${expiration?.toISOString() ?? 'an unknown time'}.`),
        onRefreshFailed: (err, expiration) => session.log.warning(refreshFailedNote(err, expiration, session.now()))
    });
}
/** The expiry the environment states (`aws configure export-credentials` and others set one of these). */
function environmentExpiry(env) {
    for (const name of ['AWS_SESSION_EXPIRATION', 'AWS_CREDENTIAL_EXPIRATION']) {
        const raw = env[name]?.trim();
        if (!raw)
            continue;
        const at = new Date(raw);
        if (!Number.isNaN(at.getTime()))
            return at;
    }
    return undefined;
}
/** The warning for credentials that end before the run's deadline, or undefined when they last. */
async function credentialLifetimeWarning(c) {
    if (c.timeoutMinutes === undefined)
        return undefined;
    let expiry = environmentExpiry(c.env);
    if (!expiry && c.identity)
        expiry = (await c.identity().catch(() => undefined))?.expiration;
    if (!expiry)
        return undefined;
    const deadline = c.now + c.timeoutMinutes * 60_000;
    if (expiry.getTime() >= deadline)
        return undefined;
    return (`The AWS credentials from the environment expire at ${expiry.toISOString()} (${minutesFrom(c.now, expiry)}), ` +
        `before timeout-minutes (${c.timeoutMinutes}) runs out: a longer wait fails with ExpiredToken. Set ` +
        'role-to-assume (with `permissions: id-token: write`) so the action re-mints its own credentials, or ' +
        'give aws-actions/configure-aws-credentials a longer role-duration-seconds.');
}
/**
 * The run's credentials: with `role-to-assume`, one refreshing provider (its first set minted now, so a
 * trust-policy problem fails before anything is created); else undefined (the default chain), after
 * warning about credentials that end before the deadline.
 */
async function openAwsSession(session) {
    const role = session.assumeRole;
    if (!role) {
        const warning = await credentialLifetimeWarning({
            env: session.env,
            now: session.now(),
            timeoutMinutes: session.timeoutMinutes,
            identity: session.identity
        });
        if (warning)
            session.log.warning(warning);
        return undefined;
    }
    checkIdTokenAvailable(session.env);
    const credentials = roleCredentials({ ...session, role });
    await credentials();
    return credentials;
}

// EXTERNAL MODULE: ./src/aws/region.ts
var region = __webpack_require__(27249);
;// CONCATENATED MODULE: ./src/run/session.ts
// Stage 3 begins: the run's credentials (its own with role-to-assume, else the default chain) and its
// one S3 client, which the caller releases when the run ends.


async function openRun(spec, ctx) {
    const { env, now, sleep, log, idToken } = ctx;
    const { defaultChainCredentials, runS3 } = await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(3055)]).then(__webpack_require__.bind(__webpack_require__, 83055));
    const credentials = (await openAwsSession({
        env,
        now,
        sleep,
        log,
        idToken,
        region: (0,region/* regionOrFallback */.q)(spec.control.region, env),
        httpProxy: spec.control.httpProxy,
        assumeRole: spec.control.assumeRole,
        timeoutMinutes: spec.control.timeoutMinutes,
        identity: spec.control.mode === 'sagemaker' ? () => defaultChainCredentials(spec.control, env) : undefined
    })) ?? ctx.credentials;
    return { ...ctx, credentials, s3: runS3(env, credentials, line => log.info(line)) };
}

// EXTERNAL MODULE: ./src/contract/names.ts
var names = __webpack_require__(77662);
// EXTERNAL MODULE: ./src/contract/output-keys.ts
var output_keys = __webpack_require__(34882);
// EXTERNAL MODULE: ./src/contract/images.ts + 1 modules
var contract_images = __webpack_require__(10305);
// EXTERNAL MODULE: ./src/inert-text.ts
var inert_text = __webpack_require__(92899);
;// CONCATENATED MODULE: ./src/run/content-type-check.ts

const IMAGE_NAME = /\.(jpe?g|png|gif|bmp|webp|tiff?)$/i;
/** `firstInput`: the name of one of the inputs the job reads (the first listed), if any. */
function warnEmptyContentType(spec, firstInput, log) {
    if (spec.data.contentType)
        return;
    const images = firstInput !== undefined && IMAGE_NAME.test(firstInput);
    const fix = images
        ? `the inputs are images (${(0,inert_text/* quotedName */.a)(firstInput)}): set content-type: application/x-image (or image/jpeg, image/png)`
        : 'set content-type to the type input_fn reads (application/x-image for images, text/csv, application/json, ...)';
    log.warning('content-type is empty: each request is sent without a Content-Type, and the handler is given None ' +
        `as its content type; ${fix}.`);
}

// EXTERNAL MODULE: ./src/contract/idle-instances.ts
var idle_instances = __webpack_require__(54211);
;// CONCATENATED MODULE: ./src/run/idle-check.ts

/** `objects`: the input objects the job will read (a subset's when `rerun` or `sample` chose one). */
function warnIdleInstances(spec, objects, log) {
    if (spec.control.mode !== 'sagemaker')
        return;
    // price-per-hour: auto is looked up once the job runs; the report prices the idle time then.
    const given = spec.report.pricePerHour;
    const idle = (0,idle_instances/* idleInstances */.Fs)(objects, spec.resources, typeof given === 'number' ? given : undefined);
    if (idle)
        log.warning((0,idle_instances/* idleInstancesSentence */.sr)(idle));
}

;// CONCATENATED MODULE: ./src/run/part.ts
// Stage 3, once credentials are open: the input listing (the run's only one: every later stage reads
// it from here), every input's output name (collisions refused before anything is uploaded or created),
// the outputs an earlier run left (told in one line), the part of the input that `rerun` or `sample`
// asks for, named in a manifest beside the outputs, and the spec the job runs (RunSpec): `max-payload:
// auto` sized over that part, the device decided. The only other listing of a run is an attached job's
// input, known once the job is described (listAttachedInputs).






/**
 * The inputs (output names) the job transforms when it runs only part of what is reported: `rerun`'s, or
 * the cache's misses. The other inputs' outputs are kept (counted, not the job's). Undefined: the job
 * runs everything reported.
 */
function jobPart(part) {
    if (part.cache)
        return { names: part.cache.missNames };
    return part.subset?.kind === 'rerun' ? part.subset : undefined;
}
function logPlan(plan, spec, ctx) {
    if (!plan.manifest) {
        ctx.log.info(`rerun: failed: all ${plan.total} inputs have an output; no job is created.`);
        return;
    }
    ctx.log.info(plan.kind === 'rerun'
        ? `rerun: failed: ${plan.chosen} of ${plan.total} inputs have no output; running them from ${plan.manifest}.`
        : `sample: ${plan.chosen} of ${plan.total} inputs (sample-seed ${spec.data.sample?.seed}), listed in ${plan.manifest}.`);
}
/** The spec a job runs: `max-payload` as sized (never `auto`), the device decided; the one place. */
function runSpecOf(spec, maxPayloadMB) {
    const { maxPayloadMB: _asked, ...resources } = spec.resources;
    const settled = {
        ...resources,
        ...(maxPayloadMB === undefined ? {} : { maxPayloadMB }),
        gpu: (0,contract_images/* runsOnGpu */.ue)(spec.resources.instanceType)
    };
    return { ...spec, resources: settled };
}
/**
 * The part with the image the cache keys the run by (`repository@sha256:...`, a local image's ID) in
 * its spec: the model is created with it, so what runs is what was keyed even if the tag moves.
 */
function withPinnedImage(part, image) {
    if (!image)
        return part;
    const runSpec = { ...part.runSpec, model: { ...part.runSpec.model, pinnedImage: image } };
    return { ...part, runSpec };
}
/**
 * `attach`: the attached job's input (`reported.data`, its own), listed once the job is described; why
 * not, when it cannot be (the report then says so).
 */
async function listAttachedInputs(reported, ctx) {
    const { openInputListing } = await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(3055), __webpack_require__.e(875), __webpack_require__.e(4383)]).then(__webpack_require__.bind(__webpack_require__, 94383));
    const { listOnce } = await __webpack_require__.e(/* import() */ 5253).then(__webpack_require__.bind(__webpack_require__, 25253));
    const place = (0,output_keys/* outputPlaceOf */.GH)(reported.output.path);
    try {
        const s3 = () => ctx.s3(reported.control);
        const opened = await openInputListing(reported.data.uri, reported.data.type, s3, { outputs: place });
        return await listOnce(opened, reported.data, place);
    }
    catch (err) {
        return { unlisted: (0,errors/* errorMessage */.gJ)(err) };
    }
}
/** Ranges of output-path listed at once before the job. */
const RANGES_IN_FLIGHT = 32;
/**
 * output-path listed by key ranges side by side, cut at the inputs' sorted output names (S3 only): a
 * folder an earlier run filled with a million outputs is read in seconds, not one page after another.
 * Most folders are new or small: a first page that holds the whole folder is all that is asked.
 */
async function byKeyRanges(inputs, outputs) {
    const names = inputs.outputNames();
    const store = outputs.store;
    if (!names || !store.listAfter)
        return undefined;
    const { OutputRanges, OUTPUTS_PER_RANGE } = await __webpack_require__.e(/* import() */ 4489).then(__webpack_require__.bind(__webpack_require__, 34489));
    return async (take) => {
        const firstPage = [];
        for await (const o of store.list('')) {
            if (firstPage.length === OUTPUTS_PER_RANGE) {
                const ranges = new OutputRanges(names);
                return ranges.list(store, ranges.incomplete(), RANGES_IN_FLIGHT, take);
            }
            firstPage.push(o);
        }
        firstPage.forEach(take);
    };
}
/** `cache`, when set, gives the boundaries the input's last listing left, and keeps this listing's. */
async function planPart(spec, ctx, cache) {
    const { checkOutputNames, earlierOutputsLine } = await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(3055), __webpack_require__.e(875), __webpack_require__.e(6534)]).then(__webpack_require__.bind(__webpack_require__, 56534));
    const { manifestData, planSubset } = await __webpack_require__.e(/* import() */ 6592).then(__webpack_require__.bind(__webpack_require__, 76592));
    const { openInputListing } = await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(3055), __webpack_require__.e(875), __webpack_require__.e(4383)]).then(__webpack_require__.bind(__webpack_require__, 94383));
    const { listOnce, partOfListed } = await __webpack_require__.e(/* import() */ 5253).then(__webpack_require__.bind(__webpack_require__, 25253));
    const { failedInLastRun } = await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(3055), __webpack_require__.e(875), __webpack_require__.e(1263)]).then(__webpack_require__.bind(__webpack_require__, 21263));
    const { openOutputFolder } = await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(3055), __webpack_require__.e(3557)]).then(__webpack_require__.bind(__webpack_require__, 93557));
    const s3 = () => ctx.s3(spec.control);
    const sagemaker = spec.control.mode === 'sagemaker';
    const attaching = spec.control.mode === 'sagemaker' && spec.control.attach;
    // An attached job has its own output path, read from the job once it is described.
    const stamp = (0,names/* workflowRun */.tM)(ctx.env) ?? new Date(ctx.now()).toISOString().replace(/[-:.]/g, '');
    if (attaching) {
        const given = spec.resources.maxPayloadMB;
        return {
            runSpec: runSpecOf(spec, typeof given === 'number' ? given : undefined),
            nothingToRun: false,
            stamp
        };
    }
    const outputs = openOutputFolder(spec.output.path, s3);
    // The one listing of the input: every later stage reads this. With a cache, by the ranges the last
    // listing's boundaries cut, side by side.
    const place = (0,output_keys/* outputPlaceOf */.GH)(outputs.uri);
    const kept = await cache?.listingBoundaries();
    const opened = await openInputListing(spec.data.uri, spec.data.type, s3, {
        outputs: place,
        s3Only: sagemaker,
        ...(kept?.cuts ? { cuts: kept.cuts } : {})
    });
    const inputs = await listOnce(opened, spec.data, place);
    if (kept)
        await kept.keep(inputs);
    const keys = await checkOutputNames(spec.data, outputs, { listing: inputs, outputs: place });
    const failedBefore = spec.data.rerun ? await failedInLastRun(outputs, s3) : [];
    const subset = await planSubset(spec.data, outputs, inputs, stamp, failedBefore);
    if (subset)
        logPlan(subset, spec, ctx);
    // A rerun keeps the outputs there by design; its part has none.
    if (subset?.kind !== 'rerun') {
        const part = subset && new Set(subset.names.map(name => `${name}${output_keys/* OUTPUT_SUFFIX */.c9}`));
        const line = await earlierOutputsLine(outputs, part ?? keys, await byKeyRanges(inputs, outputs));
        if (line)
            ctx.log.info(line);
    }
    warnIdleInstances(spec, subset?.manifest ? subset.chosen : keys.size, ctx.log);
    warnEmptyContentType(spec, inputs.count > 0 ? inputs.nameAt(0) : undefined, ctx.log);
    const nothingToRun = Boolean(subset && !subset.manifest);
    // The part's listing, narrowed from the one listing (what its manifest names, not read again).
    const partInputs = subset?.manifest
        ? await partOfListed(inputs, new Set(subset.names), subset.manifest)
        : inputs;
    const partSpec = subset?.manifest ? { ...spec, data: manifestData(spec.data, subset.manifest) } : spec;
    // `max-payload` settled here, `auto` sized from the sizes listed over the objects the job runs: the
    // only place it is sized.
    let maxPayloadMB;
    const asked = spec.resources.maxPayloadMB;
    if (asked !== 'auto')
        maxPayloadMB = asked;
    else if (!nothingToRun) {
        const { resolveMaxPayload } = await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(3055), __webpack_require__.e(875), __webpack_require__.e(3918)]).then(__webpack_require__.bind(__webpack_require__, 3918));
        maxPayloadMB = await resolveMaxPayload(spec, partInputs, line => ctx.log.info(line));
    }
    const runSpec = runSpecOf(partSpec, maxPayloadMB);
    return { subset, runSpec, nothingToRun, inputs, partInputs, runInputs: partInputs, stamp };
}

;// CONCATENATED MODULE: ./src/backends/sagemaker/post-state.ts
// Names of the step state the main step saves (core.saveState) and the post step reads, in a module of
// their own so the post bundle does not pull in the whole action.
const STATE_JOB_NAME = 'sagemaker-job-name';
const STATE_REGION = 'sagemaker-region';
const STATE_SAGEMAKER_ENDPOINT = 'sagemaker-endpoint';

// EXTERNAL MODULE: ./src/spec.ts
var src_spec = __webpack_require__(36188);
;// CONCATENATED MODULE: ./src/run/transform.ts



/** The job as stage 3 planned it: its spec and its input as listed there; or the job to attach to. */
function plannedJob(part) {
    const spec = part.runSpec;
    if (!(0,src_spec/* isLocalRun */.fd)(spec) && spec.control.attach)
        return { spec, attach: spec.control.attach };
    // Stage 3 lists the input of every job it plans.
    if (!part.runInputs)
        throw new Error('the input was not listed before the job');
    return { spec, inputs: part.runInputs };
}
/** Each backend gets the job of its own mode, loaded only when the run reaches it. */
function chooseBackend(ctx) {
    return {
        run: async (job, ...rest) => {
            if ('attach' in job)
                return (await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(4459), __webpack_require__.e(303), __webpack_require__.e(3055), __webpack_require__.e(875), __webpack_require__.e(8247)]).then(__webpack_require__.bind(__webpack_require__, 28247)))
                    .createSageMakerBackend(ctx)
                    .run(job, ...rest);
            const spec = job.spec;
            return (0,src_spec/* isLocalRun */.fd)(spec)
                ? (await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(8697), __webpack_require__.e(3055), __webpack_require__.e(875), __webpack_require__.e(664), __webpack_require__.e(1359)]).then(__webpack_require__.bind(__webpack_require__, 81359)))
                    .createLocalBackend(ctx)
                    .run({ spec, inputs: job.inputs }, ...rest)
                : (await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(4459), __webpack_require__.e(303), __webpack_require__.e(3055), __webpack_require__.e(875), __webpack_require__.e(8247)]).then(__webpack_require__.bind(__webpack_require__, 28247)))
                    .createSageMakerBackend(ctx)
                    .run({ spec, inputs: job.inputs }, ...rest);
        }
    };
}
/**
 * The cache's questions only the mode's backend answers (what a named model holds, what runs the
 * model): the cache is handed this, so it never imports a backend.
 */
async function identitySource(spec, ctx) {
    return (0,src_spec/* isLocal */.IX)(spec)
        ? (await Promise.all(/* import() */[__webpack_require__.e(664), __webpack_require__.e(2558)]).then(__webpack_require__.bind(__webpack_require__, 42558))).localIdentitySource(ctx.env)
        : (await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(4459), __webpack_require__.e(8249), __webpack_require__.e(9466)]).then(__webpack_require__.bind(__webpack_require__, 59466))).sageMakerIdentitySource(ctx);
}
/** Sets the outputs (and the post step's state) as the backend learns about the model and the job. */
function outputEvents(spec, out) {
    return {
        modelReady: ({ modelName, modelDataUrl }) => {
            out.set('model-name', modelName);
            if (modelDataUrl)
                out.set('model-data-url', modelDataUrl);
        },
        jobCreated: ({ jobName, jobArn }) => {
            out.set('job-name', jobName);
            if (jobArn)
                out.set('job-arn', jobArn);
            out.set('output-path', spec.output.path);
            // Only a job we wait for is ours to stop; one left running with wait: false is the user's,
            // and so is an attached one (jobAttached saves nothing).
            if (spec.control.mode === 'sagemaker' && spec.control.wait) {
                out.saveState(STATE_JOB_NAME, jobName);
                out.saveState(STATE_REGION, spec.control.region ?? '');
                out.saveState(STATE_SAGEMAKER_ENDPOINT, spec.control.sagemakerEndpoint ?? '');
            }
        },
        jobAttached: ({ jobName, jobArn, modelName, outputPath }) => {
            out.set('job-name', jobName);
            if (jobArn)
                out.set('job-arn', jobArn);
            if (modelName)
                out.set('model-name', modelName);
            out.set('output-path', outputPath);
        }
    };
}
/** The spec of an attached job: its own input, output and instances, with this step's report inputs. */
function definedBy(spec, job) {
    return {
        ...spec,
        data: job.data,
        output: job.output,
        resources: { ...spec.resources, instanceType: job.instanceType, instanceCount: job.instanceCount }
    };
}
/** What the report is about: a rerun the whole input, a sample the sample, an attached job its own definition. */
function reportedSpec(spec, part, job) {
    return job.definition
        ? definedBy(spec, job.definition)
        : part.subset?.kind === 'sample'
            ? (part.cache?.partSpec ?? part.runSpec)
            : spec;
}
/**
 * The reported inputs as the run listed them: a sample's part, else the whole input; an attached job's
 * input listed once, on first ask, and handed to every reader (the analysis, the failed-manifest).
 */
function reportedInputs(spec, part, ctx) {
    let attached;
    return async (job) => {
        if (!job.definition) {
            const listed = part.subset?.kind === 'sample' ? part.partInputs : part.inputs;
            if (listed)
                return listed;
        }
        attached ??= listAttachedInputs(reportedSpec(spec, part, job), ctx);
        return attached;
    };
}
async function transform(spec, part, model, ctx, inputsFor, reading = {}) {
    const out = ctx.outputs;
    if (model.dataUrl)
        out.set('model-data-url', model.dataUrl);
    const live = new (await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(3055), __webpack_require__.e(5959), __webpack_require__.e(1644), __webpack_require__.e(9572)]).then(__webpack_require__.bind(__webpack_require__, 89572))).LiveResults({
        specFor: job => reportedSpec(spec, part, job),
        inputsFor,
        deps: { s3: () => ctx.s3(spec.control), log: ctx.log, ...reading },
        ...(jobPart(part) ? { rerun: jobPart(part) } : {})
    });
    // The gates and the budget may stop the job once what was read so far decides them, and say when
    // the next read may decide them.
    const gates = (await __webpack_require__.e(/* import() */ 631).then(__webpack_require__.bind(__webpack_require__, 40631))).gateWatch(spec.report, () => live.soFar());
    const events = {
        ...outputEvents(spec, out),
        outputs: job => live.poll(job),
        ...gates
    };
    const outcome = await chooseBackend(ctx)
        .run(plannedJob(part), model, events, ctx.signal)
        .catch((err) => {
        live.end(); // a listing under way stops: nothing will read it
        throw err;
    });
    out.set('job-status', outcome.status);
    if (outcome.failureReason)
        out.set('failure-reason', outcome.failureReason);
    out.set('stopped-early', String(outcome.stoppedEarly !== undefined));
    if (outcome.stoppedEarly)
        out.set('stop-reason', outcome.stoppedEarly.reason);
    return { outcome, live };
}

// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
;// CONCATENATED MODULE: ./src/run/gates.ts

/** The failed gates' messages, each gate logged as it went. */
function failedGates(summary, log) {
    for (const g of summary.gates)
        log.info(`${g.passed ? 'pass' : 'FAIL'} ${g.message}`);
    return summary.gates.filter(g => !g.passed).map(g => g.message);
}
function applyGates(outcome, failures, out) {
    if (outcome.status !== 'Completed') {
        // A stop for a verdict says how late it came.
        const early = outcome.stoppedEarly;
        const late = early && outcome.startedAt ? (0,format/* stopLateness */.WZ)(early, outcome.startedAt.getTime()) : undefined;
        out.setFailed(`Transform job ${outcome.jobName} ended ${outcome.status}` +
            (outcome.failureReason ? `: ${outcome.failureReason}` : '') +
            (late ? `. ${late}` : ''));
    }
    else if (failures.length > 0) {
        out.setFailed(`Quality gate failed:\n${failures.map(g => `  - ${g}`).join('\n')}`);
    }
}

;// CONCATENATED MODULE: ./src/run/stage-timer.ts
/** Runs stages one at a time, each timed from its start to its end (or its failure). */
function stageTimer(log, now = () => performance.now()) {
    return async (name, stage) => {
        const began = now();
        try {
            return await stage();
        }
        finally {
            log.debug(`Stage ${name}: ${((now() - began) / 1000).toFixed(2)} s`);
        }
    };
}

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(78877);
var external_node_v8_default = /*#__PURE__*/__webpack_require__.n(external_node_v8_);
;// CONCATENATED MODULE: ./src/run/young-generation.ts
// The main thread's young generation, held at YOUNG_CAP_BYTES once it grows there. V8 doubles it, up to
// 64 MB as it reports its new space, while garbage comes fast: reading outputs as they land (tens of KB
// of short-lived objects an output, thousands a second), it reached the top, and the process held about
// a hundred MB more than the reads need (bench live-latency, as fast or faster after the job with the cap:
// 247-251 against 324 MB at 100,000 outputs, 383-389 against 506-517 MB at the million). Node sets the size
// only at start-up; V8 reads its growth factor each time it grows the space, so a factor of 1, set once
// the space reaches the cap, stops it there.


/** The new space's size, as V8 reports it, where it stops growing. */
const YOUNG_CAP_BYTES = 16 << 20;
const youngBytes = () => external_node_v8_default().getHeapSpaceStatistics().find(space => space.space_name === 'new_space')?.space_size ?? 0;
/**
 * Stops the young generation's growth once it reaches `cap` (for the rest of the process: the action
 * runs once); the returned function stops watching.
 */
function capYoungGeneration(cap = YOUNG_CAP_BYTES) {
    const stop = () => external_node_v8_default().setFlagsFromString('--semi-space-growth-factor=1');
    if (youngBytes() >= cap) {
        stop();
        return () => undefined;
    }
    // Looked at after each collection: the space grows only in one.
    const observer = new external_node_perf_hooks_.PerformanceObserver(() => {
        if (youngBytes() < cap)
            return;
        stop();
        observer.disconnect();
    });
    observer.observe({ entryTypes: ['gc'] });
    return () => observer.disconnect();
}

// EXTERNAL MODULE: ./src/inputs/mode.ts
var mode = __webpack_require__(86458);
;// CONCATENATED MODULE: ./src/main.ts











/**
 * `rerun: failed` when every input has its output, or a cache that held every output: no job; the report
 * covers the outputs there.
 */
function nothingToRun(spec, part, ctx) {
    const outcome = {
        jobName: spec.control.jobName || (part.cache ? 'all-outputs-reused' : 'rerun-nothing-missing'),
        status: 'Completed',
        outputPath: spec.output.path,
        // No job: every output there is kept from earlier runs.
        outputsWritten: new Set()
    };
    ctx.outputs.set('job-status', outcome.status);
    // Complete without a job: later steps read the outputs from here as after one.
    ctx.outputs.set('output-path', spec.output.path);
    return outcome;
}
/** Stages 4 and 5: the model artifact, then the job (the stages past the inputs load when reached). */
async function artifactAndJob(spec, part, model, ctx, inputsFor, reading) {
    if (part.nothingToRun)
        return { outcome: nothingToRun(spec, part, ctx) };
    const prepared = await (await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(8697), __webpack_require__.e(3055), __webpack_require__.e(6900)]).then(__webpack_require__.bind(__webpack_require__, 36900))).prepareModel(part.runSpec, ctx, model);
    return { ...(await transform(spec, part, prepared, ctx, inputsFor, reading)), prepared };
}
/** Stages 4 to 6: the model artifact, the job (its outputs read as they land), then the analysis. */
async function jobToAnalysis(spec, part, model, run, stage, reading) {
    // What the report reads, as listed in stage 3 (an attached job's input once it is described).
    const inputsFor = reportedInputs(spec, part, run);
    const kept = part.cache?.readings;
    const deps = { ...reading, ...(kept ? { kept } : {}) };
    const { outcome, live, prepared } = await stage('transform', () => artifactAndJob(spec, part, model, run, inputsFor, deps));
    if (outcome.status === 'InProgress') {
        run.log.info(`Not waiting for ${outcome.jobName} (wait: false).`);
        return { outcome };
    }
    // 6. The analysis, finished from what was read (even for a failed job: partial results still help).
    const reported = reportedSpec(spec, part, outcome);
    const inputs = await inputsFor(outcome);
    const analysisDeps = { s3: () => run.s3(spec.control), log: run.log, inputs, ...deps };
    const finished = await stage('analysis', async () => (await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(3055), __webpack_require__.e(5959), __webpack_require__.e(1644), __webpack_require__.e(41)]).then(__webpack_require__.bind(__webpack_require__, 10041))).finishAnalysis(reported, outcome, analysisDeps, part.subset, live?.analysis(), jobPart(part)));
    return { outcome, finished, reported, inputs, ...(prepared ? { prepared } : {}) };
}
/** With a cache: the label map loaded once, and the key of the readings the analysis would make. */
async function analysisReadings(spec, run) {
    const { readingsOfRun } = await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(3055), __webpack_require__.e(5959), __webpack_require__.e(1644)]).then(__webpack_require__.bind(__webpack_require__, 11644));
    return readingsOfRun(spec, () => run.s3(spec.control));
}
async function runStages(ctx, held) {
    const stage = stageTimer(ctx.log);
    // 1-2. The inputs, and every check the runner can make alone: all problems at once, no network yet.
    const checked = await stage('preflight', () => preflight(ctx.readInput, ctx.env));
    const model = checked.model;
    let spec = checked.spec;
    const parser = await parseBeside(spec, ctx, held);
    // 3. Credentials; the input listing, output names and the part of the input to run.
    const run = await stage('credentials', () => openRun(spec, ctx));
    held.s3 = run.s3;
    // 3a. baseline: registry: the group's latest approved version, found before the job.
    let unregistered;
    if (spec.report.baselineFromRegistry) {
        const resolved = await stage('registry-baseline', async () => (await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(4459), __webpack_require__.e(303), __webpack_require__.e(3055), __webpack_require__.e(3180), __webpack_require__.e(9889)]).then(__webpack_require__.bind(__webpack_require__, 49889))).resolveRegistryBaseline(spec, run));
        spec = resolved.spec;
        unregistered = resolved.failure;
    }
    // With `cache` (the one place that asks): its folder, and the backend's part of the identity.
    const identities = spec.data.cache ? await identitySource(spec, run) : undefined;
    const cache = identities && (await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(3055), __webpack_require__.e(7884)]).then(__webpack_require__.bind(__webpack_require__, 97884))).openCache(spec.data.cache, spec, run, identities);
    // The image by digest, read beside the listing (once per image): the job runs what the cache keys.
    const pinning = identities?.pinnedImage?.(spec, model?.layout.framework ?? spec.model.framework);
    // With a cache, the label map is loaded beside the listing: it keys the readings the cache kept.
    const readings = cache ? await analysisReadings(spec, run) : undefined;
    const listed = withPinnedImage(await stage('inputs', () => planPart(spec, run, cache)), await pinning);
    // 3b. With a cache: the outputs kept under this transform's identity placed; the job narrowed to the rest.
    let part = cache
        ? await stage('cache', async () => cache.lookUp(listed, model, await readings.key))
        : listed;
    const reading = { parser, keepReadings: Boolean(cache), labels: readings?.labels };
    let done = await jobToAnalysis(spec, part, model, run, stage, reading);
    if (!('finished' in done))
        return done.outcome;
    // Placements that went on beside the analysis end before anything is published; an input whose
    // output could not be placed is transformed by a follow-up job, and the report made again.
    const followUp = cache && (await stage('cache-placed', () => cache.settle(part)));
    if (followUp) {
        part = followUp;
        done = await jobToAnalysis(spec, part, model, run, stage, reading);
        if (!('finished' in done))
            return done.outcome;
    }
    const { outcome, finished, reported, inputs, prepared } = done;
    // With a cache: what the job made (or an attached job made) kept for later runs.
    if (cache)
        await stage('cache-keep', () => cache.keep(part, reported, outcome, finished));
    // 7. Publishing: manifests, summary JSON, evaluation, outputs, job summary, comment.
    const published = await stage('publish', async () => (await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(2358), __webpack_require__.e(3055), __webpack_require__.e(4730), __webpack_require__.e(3180), __webpack_require__.e(433)]).then(__webpack_require__.bind(__webpack_require__, 80433))).publish(reported, outcome, finished, run, inputs));
    // 7b. register: the model, its evaluation and the gates' approval in the model registry.
    const registration = reported.report.register &&
        (await stage('register', async () => (await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(4459), __webpack_require__.e(303), __webpack_require__.e(8321)]).then(__webpack_require__.bind(__webpack_require__, 78321))).registerRun({ spec: reported, outcome, summary: finished.summary, published, prepared, inputs }, run)));
    // 8. The gates decide the step; a registration that failed fails it too, once all is published.
    applyGates(outcome, failedGates(finished.summary, run.log), run.outputs);
    const unregisteredAll = [unregistered, registration].filter(Boolean).join('\n');
    if (unregisteredAll)
        run.outputs.setFailed(unregisteredAll);
    return outcome;
}
/**
 * Outputs are parsed beside the main thread while a job runs elsewhere, and the garbage of their reads
 * kept to a small young generation. In local mode the model has the cores, and a thread parsing beside
 * it only takes their time (bench local-small: slower).
 */
async function parseBeside(spec, ctx, held) {
    if ((0,src_spec/* isLocal */.IX)(spec))
        return undefined;
    held.unwatchHeap = capYoungGeneration();
    if (ctx.parseWorker)
        held.parser = new (await Promise.all(/* import() */[__webpack_require__.e(5959), __webpack_require__.e(9395)]).then(__webpack_require__.bind(__webpack_require__, 49395))).WorkerParser(ctx.parseWorker);
    return held.parser;
}
/** Runs the action; never throws: every failure ends in `outputs.setFailed` with a readable message. */
async function run(ctx = (0,actions_io.defaultContext)()) {
    const held = {};
    try {
        // mode: publish transforms nothing: a summary another run wrote goes to its pull request.
        if ((0,mode/* isPublishMode */.N3)(ctx.readInput('mode') ?? '')) {
            await (await Promise.all(/* import() */[__webpack_require__.e(4119), __webpack_require__.e(1351), __webpack_require__.e(4730), __webpack_require__.e(6201)]).then(__webpack_require__.bind(__webpack_require__, 16201))).publishReported(ctx);
            return undefined;
        }
        return await runStages(ctx, held);
    }
    catch (err) {
        // Our own errors and failed AWS calls carry their whole story; anything else gets its message,
        // never a stack trace.
        const told = err instanceof errors/* UserError */.yo || (0,errors/* hasFullMessage */.lA)(err);
        ctx.outputs.setFailed(told ? (0,errors/* errorMessage */.gJ)(err) : `Unexpected error: ${(0,errors/* errorMessage */.gJ)(err)}`);
        if (!told && err instanceof Error && err.stack)
            ctx.log.debug(err.stack);
        return undefined;
    }
    finally {
        held.parser?.close();
        held.unwatchHeap?.();
        held.s3?.release();
    }
}


/***/ }),

/***/ 30547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pr: () => (/* binding */ parseProxyUrl),
/* harmony export */   YL: () => (/* binding */ maskedProxy),
/* harmony export */   qb: () => (/* binding */ shownProxy)
/* harmony export */ });
// A proxy URL as the action reads and shows it: one reading for the `http-proxy` input's check
// (inputs/) and for the proxies every AWS client is given (aws/proxy.ts), so both accept the same values.
/** `scheme://host:port` of a proxy URL, never its user or password. */
function shownProxy(url) {
    return `${url.protocol}//${url.host}`;
}
/** A proxy URL read; a URL without a scheme is taken as http (`proxy.corp:3128`), as curl does. */
function parseProxyUrl(value) {
    const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return undefined;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
        return undefined;
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
        return undefined;
    return url;
}
/** A proxy value as it may be shown: any password replaced by `***`. */
function maskedProxy(value) {
    const at = value.lastIndexOf('@');
    if (at < 0)
        return value;
    const start = value.indexOf('//') >= 0 && value.indexOf('//') < at ? value.indexOf('//') + 2 : 0;
    const user = value.slice(start, at).split(':')[0];
    return `${value.slice(0, start)}${user}:***${value.slice(at)}`;
}


/***/ }),

/***/ 76670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ad: () => (/* binding */ hiddenValue),
/* harmony export */   dM: () => (/* binding */ shownKey),
/* harmony export */   ex: () => (/* binding */ shownKeys),
/* harmony export */   h9: () => (/* binding */ shownCommand),
/* harmony export */   qF: () => (/* binding */ shownEntry)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// How values that may be secrets appear in messages: `env`, `model-env` and `tags` values and the
// arguments of `local-serve-command` are never shown, only their length; a name is shown when it reads
// as a plain name, since a mistyped entry (`API_KEY: abc==`) can carry a secret in its "key".

const PLAIN_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const LEADING_NAME = /^([A-Za-z_][A-Za-z0-9_.-]{0,63})(?=\s*[:\s])/;
/** `<40 characters>` */
function hiddenValue(value) {
    return `<${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(value.length, 'character')}>`;
}
/** A key as written: itself when it is a plain name, else its leading name (if any) and its length. */
function shownKey(key) {
    if (PLAIN_NAME.test(key))
        return key;
    const name = LEADING_NAME.exec(key)?.[1];
    return name ? `${name}… ${hiddenValue(key)}` : hiddenValue(key);
}
/** A list of KEY=VALUE entries (`env`, `model-env`, `tags`) as its keys only. */
function shownKeys(entries) {
    return entries
        .split(/[\n,]/)
        .map(e => shownKey(e.split('=')[0].trim()))
        .join(',');
}
/** An entry that is not KEY=VALUE (`API_KEY: abc`): the name before the separator, never what follows. */
function shownEntry(text) {
    const name = LEADING_NAME.exec(text)?.[1];
    return name ? `${name}… ${hiddenValue(text)}` : hiddenValue(text);
}
/** A command line: the program and how many words follow (`python … +3 arguments`). */
function shownCommand(command) {
    const words = command.trim().split(/\s+/);
    const program = PLAIN_NAME.test(words[0]) || /^[\w./-]{1,200}$/.test(words[0]) ? words[0] : hiddenValue(words[0]);
    const rest = words.length - 1;
    return rest > 0 ? `${program} … +${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(rest, 'argument')}` : program;
}


/***/ }),

/***/ 46972:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ sleep)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
// The one real wait. Stages take a `Sleep` as a parameter (from the context) so tests pass one that
// advances a fake clock instead.

/** Waits `ms`; an aborted `signal` ends the wait at once and leaves no timer holding the process open. */
const sleep = (ms, signal) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal }).catch(() => undefined);


/***/ }),

/***/ 36188:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IX: () => (/* binding */ isLocal),
/* harmony export */   d4: () => (/* binding */ BUILTIN_LABEL_MAPS),
/* harmony export */   fd: () => (/* binding */ isLocalRun)
/* harmony export */ });
// The typed description of one action run, produced by `parseInputs` (src/inputs.ts) and read by every
// other module. Values are already validated and normalised to the SageMaker API's exact spellings.
/** Label maps bundled with the action, by the name `label-map` takes. */
const BUILTIN_LABEL_MAPS = ['imagenet-1000', 'imagenet-1001', 'coco-91'];
function isLocal(spec) {
    return spec.control.mode === 'local';
}
function isLocalRun(spec) {
    return spec.control.mode === 'local';
}


/***/ }),

/***/ 77195:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $S: () => (/* binding */ localPath),
/* harmony export */   Bn: () => (/* binding */ bucketNameProblem),
/* harmony export */   DH: () => (/* binding */ resolveBeside),
/* harmony export */   EO: () => (/* binding */ formatS3Uri),
/* harmony export */   ID: () => (/* binding */ joinKey),
/* harmony export */   YD: () => (/* binding */ compareKeys),
/* harmony export */   br: () => (/* binding */ canonicalUri),
/* harmony export */   tL: () => (/* binding */ isS3Uri),
/* harmony export */   yc: () => (/* binding */ parseS3Uri)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
// URIs of the places data lives: `s3://bucket/key` and local paths or `file://` URLs. Pure: no SDK.


// A key may hold any character, line breaks too.
const S3_URI = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/s;
/** Parses `s3://bucket/key`; returns undefined when it is not one. */
function parseS3Uri(uri) {
    const m = S3_URI.exec(uri.trim());
    if (!m)
        return undefined;
    return { bucket: m[1], key: m[2] ?? '' };
}
function formatS3Uri(loc) {
    return `s3://${loc.bucket}/${loc.key}`;
}
/** Joins key parts with single slashes (`a/`, `/b` -> `a/b`). */
function joinKey(...parts) {
    // Under a root prefix a key without slashes at its ends is itself: the data plane's common case.
    if (parts.length === 2 && parts[0] === '' && !/^\/|\/$/.test(parts[1]))
        return parts[1];
    return parts
        .filter(p => p !== '')
        .map((p, i) => (i === 0 ? p.replace(/\/+$/, '') : p.replace(/^\/+|\/+$/g, '')))
        .filter(p => p !== '')
        .join('/');
}
function isS3Uri(uri) {
    return uri.trim().startsWith('s3://');
}
/** A local path or `file://` URL as an absolute path. */
function localPath(uri) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(uri.startsWith('file://') ? (0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(uri) : uri);
}
/** `uri` resolved against the folder holding `base` (for relative refs in a manifest). */
function resolveBeside(base, ref) {
    if (isS3Uri(ref) || ref.startsWith('file://') || node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(ref))
        return ref;
    if (isS3Uri(base))
        return `${base.slice(0, base.lastIndexOf('/') + 1)}${ref}`;
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().join(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(localPath(base)), ref);
}
/** The canonical form of a URI for matching: S3 URIs as they are, local paths absolute. */
function canonicalUri(uri) {
    return isS3Uri(uri) ? uri.trim() : localPath(uri);
}
/**
 * What breaks S3's rules for general purpose bucket names (Amazon S3 user guide, bucket naming rules),
 * or undefined: 3-63 lowercase letters, digits, dots and hyphens, a letter or digit at each end, no two
 * adjacent dots, not an IP address, none of the reserved prefixes and suffixes.
 */
function bucketNameProblem(bucket) {
    if (bucket.length < 3 || bucket.length > 63)
        return `is ${bucket.length} characters long, not 3-63`;
    if (!/^[a-z0-9.-]+$/.test(bucket))
        return 'holds characters other than lowercase letters, digits, dots and hyphens';
    if (!/^[a-z0-9].*[a-z0-9]$/.test(bucket))
        return 'does not begin and end with a letter or digit';
    if (bucket.includes('..'))
        return 'has two adjacent dots';
    if (/^\d{1,3}(\.\d{1,3}){3}$/.test(bucket))
        return 'is formatted as an IP address';
    const prefix = ['xn--', 'sthree-', 'amzn-s3-demo-'].find(p => bucket.startsWith(p));
    if (prefix)
        return `starts with the reserved prefix ${prefix}`;
    const suffix = ['-s3alias', '--ol-s3', '.mrap', '--x-s3', '--table-s3'].find(s => bucket.endsWith(s));
    if (suffix)
        return `ends with the reserved suffix ${suffix}`;
    return undefined;
}
/** A UTF-16 unit's rank in code point order: surrogates (astral characters) above U+E000-U+FFFF. */
const codePointRank = (unit) => unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit;
/**
 * Byte order of keys' UTF-8, as S3 lists them (and local listings are sorted): code point order, which
 * is UTF-16's except where an astral character meets one at or above U+E000.
 */
function compareKeys(a, b) {
    if (a === b)
        return 0;
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    if (i === n)
        return a.length - b.length;
    return codePointRank(a.charCodeAt(i)) - codePointRank(b.charCodeAt(i));
}


/***/ })

};
