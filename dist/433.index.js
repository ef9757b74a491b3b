export const id = 433;
export const ids = [433,6592];
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


/***/ }),

/***/ 77941:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ readRunContext)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// Where the run is: the repository, the pull request (from the event payload) and the run's page.
// Read from the environment the runner sets, not from @actions/github's import-time context.

function repoOf(env, payload) {
    const full = env.GITHUB_REPOSITORY;
    if (full && full.includes('/')) {
        const [owner, repo] = full.split('/');
        return { owner, repo };
    }
    const r = payload.repository;
    if (r?.name && r.owner?.login)
        return { owner: r.owner.login, repo: r.name };
    return undefined;
}
function readRunContext(env) {
    const apiUrl = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    const runUrl = env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined;
    const ctx = {
        apiUrl,
        eventName: env.GITHUB_EVENT_NAME,
        ...(env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {}),
        ...(runUrl ? { runUrl } : {}),
        ...(env.GITHUB_SHA ? { sha: env.GITHUB_SHA } : {}),
        ...(env.GITHUB_REF ? { ref: env.GITHUB_REF } : {})
    };
    let payload = {};
    if (env.GITHUB_EVENT_PATH) {
        try {
            payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH, 'utf8'));
        }
        catch {
            return { ...ctx, noPullRequest: 'the event payload could not be read' };
        }
    }
    else {
        return { ...ctx, noPullRequest: 'not running in GitHub Actions (no GITHUB_EVENT_PATH)' };
    }
    const pr = payload.pull_request;
    if (typeof pr?.head?.sha === 'string')
        ctx.sha = pr.head.sha;
    if (typeof pr?.head?.ref === 'string')
        ctx.ref = pr.head.ref;
    const issue = payload.issue;
    const number = pr?.number ?? (issue?.pull_request ? issue.number : undefined);
    const repo = repoOf(env, payload);
    if (typeof number !== 'number' || !repo) {
        return {
            ...ctx,
            noPullRequest: `the ${env.GITHUB_EVENT_NAME ?? 'current'} event is not about a pull request`
        };
    }
    const head = pr?.head?.repo?.full_name;
    const base = pr?.base?.repo?.full_name;
    return { ...ctx, pullRequest: { ...repo, number }, fromFork: Boolean(head && base && head !== base) };
}


/***/ }),

/***/ 71231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ workDir),
/* harmony export */   Y: () => (/* binding */ artifactSuffix)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);
// Where a run's report files go on the runner, and how its artifacts are named.



/** The runner's folder for this job's report files (summary JSON, pictures). */
function workDir(env, jobName) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_0___default().tmpdir(), 'sagemaker-batch-transform', (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markerKey */ .s8)(jobName));
}
/**
 * Artifact names must be unique within a workflow run, re-run attempts included; one job can be
 * reported by several steps (`attach`, an explicit `job-name`), so the step and the attempt join the name.
 */
function artifactSuffix(env) {
    const step = [env.GITHUB_JOB, env.GITHUB_ACTION].filter(Boolean).join('-');
    const attempt = env.GITHUB_RUN_ATTEMPT;
    return (step ? `-${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markerKey */ .s8)(step)}` : '') + (attempt ? `-attempt-${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markerKey */ .s8)(attempt)}` : '');
}


/***/ }),

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

/***/ 80433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publish: () => (/* binding */ publish)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/listing/listed-inputs.ts
var listed_inputs = __webpack_require__(25253);
// EXTERNAL MODULE: ./src/listing/subset.ts
var subset = __webpack_require__(76592);
// EXTERNAL MODULE: ./src/storage/resolve.ts
var resolve = __webpack_require__(93557);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/results/summary/run-summary.ts
var run_summary = __webpack_require__(56189);
// EXTERNAL MODULE: ./src/report/github-context.ts
var github_context = __webpack_require__(77941);
// EXTERNAL MODULE: ./src/report/fit.ts
var fit = __webpack_require__(40877);
// EXTERNAL MODULE: ./src/report/render-sections.ts + 6 modules
var render_sections = __webpack_require__(1583);
// EXTERNAL MODULE: ./src/report/sections/section.ts
var section = __webpack_require__(33104);
;// CONCATENATED MODULE: ./src/report/job-summary.ts



/** GitHub drops a step summary over 1 MiB whole; keep a margin for other writers in the step. */
const JOB_SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024;
function renderJobSummary(s, c, limit = JOB_SUMMARY_LIMIT_BYTES) {
    return (0,fit/* fitSections */.WK)((0,render_sections/* renderSections */.H)(s, { ...section/* SUMMARY_OPTIONS */.ge, ...c }), limit, fit/* utf8Bytes */.dy);
}
async function writeJobSummary(s, rc, ctx) {
    const fitted = renderJobSummary(s, rc);
    if (!(await ctx.outputs.appendSummary(fitted.text))) {
        ctx.log.info('No job summary written (GITHUB_STEP_SUMMARY is not set).');
        return;
    }
    if (fitted.omitted.length)
        ctx.log.info(`Job summary: omitted ${fitted.omitted.join(', ')} to stay under 1 MiB.`);
}

// EXTERNAL MODULE: ./src/report/pr-comment.ts
var pr_comment = __webpack_require__(71914);
;// CONCATENATED MODULE: ./src/report/publish/publish-hint.ts
// What a run whose token may not comment (a fork's pull_request) says, once, so its results can still
// reach the pull request: through a trusted workflow_run workflow that runs mode: publish.
/** The example workflows of the two halves, as shipped in examples/. */
const FORK_EXAMPLES = ['examples/fork-pr-evaluation.yml', 'examples/fork-pr-publish.yml'];
function publishHint(summaryJson) {
    const file = summaryJson ? `the summary-json output (${summaryJson})` : 'the summary-json output';
    return (`To publish these results on the pull request, upload ${file} as an artifact with actions/upload-artifact, ` +
        'and run this action with mode: publish from a workflow_run workflow, whose token may comment: ' +
        `see ${FORK_EXAMPLES.join(' and ')} (docs/fork-pull-requests.md).`);
}

;// CONCATENATED MODULE: ./src/report/step-outputs.ts

function fixed(x) {
    return x === undefined || Number.isNaN(x) ? '' : String(Math.round(x * 1e6) / 1e6);
}
function setSummaryOutputs(out, s, summaryJson) {
    out.set('objects-total', String(s.objects.total));
    out.set('objects-failed', String(s.objects.failed));
    out.set('records', String(s.records));
    out.set('accuracy', fixed((0,run_summary/* accuracyOf */.RU)(s)));
    out.set('agreement', fixed(s.baseline?.agreement));
    out.set('summary-json', summaryJson);
    out.set('instance-seconds', s.job.instanceSeconds === undefined ? '' : String(Math.round(s.job.instanceSeconds)));
    out.set('utilization', s.utilization ? JSON.stringify(s.utilization) : '');
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/results/baseline/baseline-source.ts
var baseline_source = __webpack_require__(26451);
// EXTERNAL MODULE: ./src/report/work-dir.ts
var work_dir = __webpack_require__(71231);
;// CONCATENATED MODULE: ./src/report/summary-json.ts
// `_summary.json`, on the runner and beside the outputs, and the `baseline-pointer` that names a
// complete run's outputs for later pull requests.







async function writeSummaryJson(s, env, outputs, log) {
    const json = `${JSON.stringify(s, null, 2)}\n`;
    const file = external_node_path_default().join((0,work_dir/* workDir */.H)(env, s.job.name), run_summary/* SUMMARY_OBJECT_KEY */.pN);
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    await (0,promises_.writeFile)(file, json);
    try {
        await outputs.put(run_summary/* SUMMARY_OBJECT_KEY */.pN, json, 'application/json');
        return { file, besideOutputs: true };
    }
    catch (err) {
        log.warning(`Could not write ${run_summary/* SUMMARY_OBJECT_KEY */.pN} beside the outputs: ${(0,errors/* errorMessage */.gJ)(err)}`);
        return { file, besideOutputs: false };
    }
}
/**
 * Points `baseline-pointer` at this run's outputs, only once they are complete (the job completed and
 * its `_summary.json` is beside them): a pull request reading the pointer then never sees a half-written
 * or mixed folder. Each run should write to its own output-path.
 */
async function writeBaselinePointer(s, write) {
    const { uri, complete, run, now, s3, log } = write;
    if (!complete || s.job.status !== 'Completed' || s.format.kind === 'none') {
        log.warning(`baseline-pointer: ${uri} left as it was: this run's outputs are not complete.`);
        return;
    }
    const pointer = (0,baseline_source/* pointerTo */.xH)(s, new Date(now).toISOString(), run.runUrl);
    try {
        const { store, key } = (0,resolve/* openParent */.jt)(uri, s3, 'baseline-pointer');
        await store.put(key, `${JSON.stringify(pointer, null, 2)}\n`, 'application/json');
        log.info(`baseline-pointer: ${uri} now names ${s.outputPath}`);
    }
    catch (err) {
        log.warning(`baseline-pointer: could not write ${uri}: ${(0,errors/* errorMessage */.gJ)(err)}`);
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/results/evaluation/model-quality.ts
var model_quality = __webpack_require__(68280);
;// CONCATENATED MODULE: ./src/report/evaluation-json.ts
// `_evaluation.json`: the evaluation in SageMaker's model-quality schema (results/evaluation/model-quality.ts),
// on the runner (the `evaluation-json` output) and beside the outputs, where a model package's
// ModelQuality.Statistics points. Its sha256 is that statistics entry's ContentDigest.






/** Writes the evaluation when there is one; undefined when nothing was evaluated. */
async function writeEvaluationJson(s, env, outputs, at) {
    // The job's end, not the clock: a retried step writes the same bytes, so a registered digest holds.
    const evaluatedAt = s.job.endedAt ?? new Date(at.now).toISOString();
    const quality = s.evaluation && (0,model_quality/* modelQuality */.H_)(s.evaluation, evaluatedAt);
    if (!quality)
        return undefined;
    const bytes = Buffer.from(`${JSON.stringify(quality, null, 2)}\n`);
    const sha256 = (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
    const file = external_node_path_default().join((0,work_dir/* workDir */.H)(env, s.job.name), model_quality/* EVALUATION_OBJECT_KEY */.x9);
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    await (0,promises_.writeFile)(file, bytes);
    try {
        await outputs.put(model_quality/* EVALUATION_OBJECT_KEY */.x9, bytes, 'application/json');
        return { file, uri: outputs.uriOf(model_quality/* EVALUATION_OBJECT_KEY */.x9), sha256 };
    }
    catch (err) {
        at.log.warning(`Could not write ${model_quality/* EVALUATION_OBJECT_KEY */.x9} beside the outputs: ${(0,errors/* errorMessage */.gJ)(err)}`);
        return { file, sha256 };
    }
}

;// CONCATENATED MODULE: ./src/run/publish.ts













/** Writes the manifest of the inputs without an output, for `rerun: failed` or a manual rerun. */
async function writeFailedManifest(outcome, analysis, outputs, ctx, inputs) {
    const summary = analysis.summary;
    try {
        if ((0,listed_inputs/* isUnlisted */.f)(inputs))
            throw new Error(inputs.unlisted);
        const stamp = (0,report_escape/* markerKey */.s8)(outcome.jobName);
        const reasons = (0,subset/* failureReasons */.OP)(outcome.failures, outcome.unexplained);
        const uri = await (0,subset/* failedManifest */.vn)(outputs, inputs, stamp, analysis.counted, reasons);
        if (!uri)
            return;
        summary.failedManifest = uri;
        ctx.outputs.set('failed-manifest', uri);
        ctx.log.info(`failed-manifest: ${uri} lists the ${summary.objects.failed} inputs without an output; run them again with rerun: failed (or give it as data with data-type: ManifestFile).` +
            (reasons ? ` Each one's reason: ${(0,subset/* reasonsFileOf */.bN)(uri)}.` : ''));
    }
    catch (err) {
        ctx.log.warning(`Could not write the manifest of the failed inputs: ${(0,errors/* errorMessage */.gJ)(err)}`);
    }
}
async function publish(spec, outcome, { summary, analysis }, ctx, 
/** The reported input as the run listed it (the failed-manifest is made from it), or why not. */
inputs) {
    const env = ctx.env;
    const s3 = () => ctx.s3(spec.control);
    // The job's own output path (an attached job's may differ from this step's input), opened once.
    const outputs = (0,resolve.openOutputFolder)(summary.outputPath, s3);
    // The analysis may have learned why inputs failed (SageMaker: the data-log read to the job's end).
    if (outcome.failureReason)
        ctx.outputs.set('failure-reason', outcome.failureReason);
    if (analysis && summary.detection && spec.report.detectionImages > 0) {
        const { picturesForRun } = await __webpack_require__.e(/* import() */ 743).then(__webpack_require__.bind(__webpack_require__, 60743));
        summary.pictures = await picturesForRun(spec, analysis, outputs.store, env);
    }
    if (summary.objects.failed > 0 && analysis)
        await writeFailedManifest(outcome, analysis, outputs, ctx, inputs);
    const run = (0,github_context/* readRunContext */.$)(env);
    // What mode: publish checks against its own event: the base repository and the pull request's head.
    if (run.repository)
        summary.repository = run.repository;
    if (run.sha)
        summary.revision = { sha: run.sha, ...(run.ref ? { ref: run.ref } : {}) };
    const rc = { links: { runUrl: run.runUrl }, updatedAt: new Date(ctx.now()).toISOString() };
    let summaryJson = '';
    let complete = false;
    try {
        const written = await writeSummaryJson(summary, env, outputs.store, ctx.log);
        summaryJson = written.file;
        complete = written.besideOutputs;
    }
    catch (err) {
        ctx.log.warning(`Could not write the summary JSON: ${(0,errors/* errorMessage */.gJ)(err)}`);
    }
    let evaluation;
    try {
        evaluation = await writeEvaluationJson(summary, env, outputs.store, { now: ctx.now(), log: ctx.log });
    }
    catch (err) {
        ctx.log.warning(`Could not write the evaluation JSON: ${(0,errors/* errorMessage */.gJ)(err)}`);
    }
    ctx.outputs.set('evaluation-json', evaluation?.file ?? '');
    if (spec.report.baselinePointer) {
        const uri = spec.report.baselinePointer;
        await writeBaselinePointer(summary, { uri, complete, run, now: ctx.now(), s3, log: ctx.log });
    }
    setSummaryOutputs(ctx.outputs, summary, summaryJson);
    try {
        await writeJobSummary(summary, rc, ctx);
    }
    catch (err) {
        ctx.log.warning(`Could not write the job summary: ${(0,errors/* errorMessage */.gJ)(err)}`);
    }
    const comment = await (0,pr_comment/* postComment */.G)(spec.report, summary, run, rc, env, ctx.log);
    ctx.outputs.set('comment-url', comment.url);
    if (comment.readOnly)
        ctx.log.info(publishHint(summaryJson));
    return {
        ...(evaluation ? { evaluation } : {}),
        ...(complete ? { summaryUri: outputs.store.uriOf(run_summary/* SUMMARY_OBJECT_KEY */.pN) } : {})
    };
}


/***/ })

};
