export const id = 6201;
export const ids = [6201,647];
export const modules = {

/***/ 16201:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishReported: () => (/* binding */ publishReported)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/redact.ts
var redact = __webpack_require__(76670);
// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(85585);
// EXTERNAL MODULE: ./src/inputs/parse-inputs.ts + 12 modules
var parse_inputs = __webpack_require__(86909);
// EXTERNAL MODULE: ./src/inputs/problems.ts
var inputs_problems = __webpack_require__(88925);
// EXTERNAL MODULE: ./src/inputs/report.ts
var report = __webpack_require__(22035);
// EXTERNAL MODULE: ./src/inputs/values.ts
var values = __webpack_require__(18463);
;// CONCATENATED MODULE: ./src/inputs/publish.ts
// `mode: publish`'s inputs: the summary a pull request's run wrote, the comment, the gates and (outside
// a workflow_run event) the pull request. Every input of a transform is refused: nothing is transformed,
// and an input that would be ignored is a mistake the user should hear about. No I/O.







/** action.yml's defaults of the inputs publish does not read: a value equal to its default was not given. */
const TRANSFORM_DEFAULTS = {
    'data-type': 'S3Prefix',
    'compression-type': 'None',
    'split-type': 'None',
    'join-source': 'None',
    rerun: 'none',
    'sample-seed': '0',
    'cache-max-age': '30',
    'cache-write': 'true',
    'assemble-with': 'None',
    'instance-count': '1',
    'invocation-timeout': '600',
    'invocation-retries': '3',
    'network-isolation': 'false',
    wait: 'true',
    logs: 'false',
    'utilization-wait': '0',
    'local-install-requirements': 'true',
    'local-server': 'auto',
    'role-session-name': 'GitHubActions',
    'role-duration-seconds': '3600',
    'output-format': 'auto',
    'score-threshold': '0.5',
    'stop-early': 'true',
    'price-per-hour': 'auto',
    comment: 'auto',
    'detection-images': '8',
    approval: 'gates'
};
/** Inputs that may hold a secret: only their keys or length are shown. */
const SECRET_LIKE = ['env', 'model-env', 'tags', 'http-proxy', 'local-serve-command'];
const READ = [...names/* PUBLISH */.We, ...names/* PUBLISH_ALSO */.mV];
function shown(name, value) {
    if (!SECRET_LIKE.includes(name))
        return value;
    return name === 'http-proxy' || name === 'local-serve-command' ? (0,redact/* hiddenValue */.ad)(value) : (0,redact/* shownKeys */.ex)(value);
}
function parsePublishInputs(read) {
    const raw = (0,parse_inputs/* readInputs */.Ko)(read);
    const problems = new inputs_problems/* Problems */.Z();
    for (const name of names/* INPUT_NAMES */.Qh) {
        const value = raw[name];
        if (READ.includes(name) || value === '' || value === TRANSFORM_DEFAULTS[name])
            continue;
        problems.add(name, shown(name, value), 'is not used with mode: publish, which only publishes a summary another run wrote', `Remove ${name} from the publish step (it belongs to the step that ran the transform).`);
    }
    const summaryJson = raw['summary-json'];
    if (summaryJson === '') {
        problems.add('summary-json', '', 'is required with mode: publish', "Give the path of the _summary.json the pull request's run uploaded, downloaded with actions/download-artifact (run-id: ${{ github.event.workflow_run.id }}); see examples/fork-pr-publish.yml.");
    }
    else if ((0,values/* hasControlChars */.jt)(summaryJson)) {
        problems.add('summary-json', summaryJson, 'holds control characters', 'Give a plain file path.');
    }
    const pullRequest = (0,values/* parseInteger */.cG)(problems, 'pull-request', raw['pull-request'], { min: 1 });
    const spec = {
        summaryJson,
        ...(pullRequest !== undefined ? { pullRequest } : {}),
        ...(raw['github-token'] ? { githubToken: raw['github-token'] } : {}),
        commentKey: (0,report/* parseCommentKey */.MV)(problems, raw['comment-key']),
        gates: {
            minAccuracy: (0,values/* parseFraction */.at)(problems, 'min-accuracy', raw['min-accuracy']),
            minAgreement: (0,values/* parseFraction */.at)(problems, 'min-agreement', raw['min-agreement']),
            maxFailedObjects: (0,values/* parseInteger */.cG)(problems, 'max-failed-objects', raw['max-failed-objects'], { min: 0 })
        }
    };
    if (problems.list.length > 0)
        throw new errors/* InputErrors */.G((0,parse_inputs/* inActionOrder */.oj)(problems.list));
    return spec;
}

// EXTERNAL MODULE: ./src/results/evaluation/quality-gates.ts
var quality_gates = __webpack_require__(75265);
// EXTERNAL MODULE: ./src/results/summary/run-summary.ts
var run_summary = __webpack_require__(56189);
// EXTERNAL MODULE: ./src/results/summary/summary-from-reading.ts + 1 modules
var summary_from_reading = __webpack_require__(22196);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/pr-comment.ts
var pr_comment = __webpack_require__(71914);
// EXTERNAL MODULE: ./src/report/sticky-comment.ts
var sticky_comment = __webpack_require__(647);
;// CONCATENATED MODULE: ./src/report/publish/github-calls.ts

const PERMISSIONS = 'The publishing workflow needs permissions: pull-requests: write, statuses: write (and actions: read to download the artifact).';
/** A failed call as a readable error: what was asked, GitHub's answer and, for a refusal, the fix. */
async function githubCall(what, call) {
    try {
        return await call();
    }
    catch (err) {
        const status = err.status;
        const fix = status === 403 || status === 401 ? ` ${PERMISSIONS}` : '';
        throw new errors/* UserError */.yo(`Could not ${what} (${status ?? 'error'}: ${(0,errors/* errorMessage */.gJ)(err)}).${fix}`);
    }
}
function ownerRepo(repository) {
    const [owner, repo] = repository.split('/');
    return { owner, repo };
}
function found(p) {
    return {
        number: p.number,
        state: p.state,
        headSha: p.head.sha,
        headRepository: p.head.repo?.full_name ?? ''
    };
}
/**
 * The pull request whose head is the reporting run's commit in the reporting run's head repository.
 * Listed by head label (`owner:branch`): workflow_run.pull_requests and the commit's pull requests are
 * both empty for a fork. An open one first; undefined when none has that head any more.
 */
async function pullRequestOfRun(octokit, run) {
    const head = `${run.headOwner}:${run.headBranch}`;
    const pulls = await githubCall(`list the pull requests of ${run.repository} with head ${head}`, () => octokit.paginate(octokit.rest.pulls.list, {
        ...ownerRepo(run.repository),
        head,
        state: 'all',
        per_page: 100
    }));
    const same = (a, b) => a.toLowerCase() === b.toLowerCase();
    const matching = pulls
        .map(p => found(p))
        .filter(p => same(p.headSha, run.headSha) && same(p.headRepository, run.headRepository));
    return matching.find(p => p.state === 'open') ?? matching[0];
}
/** A pull request named by hand; undefined when there is none of that number. */
async function pullRequestByNumber(octokit, repository, number) {
    try {
        const { data } = await octokit.rest.pulls.get({ ...ownerRepo(repository), pull_number: number });
        return found(data);
    }
    catch (err) {
        if (err.status === 404)
            return undefined;
        return githubCall(`read pull request #${number} of ${repository}`, () => Promise.reject(err));
    }
}
async function setCommitStatus(octokit, repository, sha, status) {
    await githubCall(`set the commit status ${status.context} on ${sha.slice(0, 7)}`, () => octokit.rest.repos.createCommitStatus({
        ...ownerRepo(repository),
        sha,
        state: status.state,
        context: status.context,
        description: status.description.slice(0, 140),
        ...(status.targetUrl ? { target_url: status.targetUrl } : {})
    }));
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/report/publish/schema.ts
// A small schema reader for untrusted JSON: each check returns the value typed when it is what the schema
// says, or records where and why it is not. Unknown fields are never read, so never shown.
/** Where each problem is (`job.status`), and what is wrong there. */
class SchemaProblems {
    list = [];
    add(at, problem) {
        this.list.push(`${at || 'the file'} ${problem}`);
        return undefined;
    }
}
/** Strings: at most `max` characters (a summary's longest are model errors and notes). */
function str(max = 10_000) {
    return (v, at, p) => {
        if (typeof v !== 'string')
            return p.add(at, 'is not a string');
        if (v.length > max)
            return p.add(at, `is longer than ${max} characters`);
        return v;
    };
}
function pattern(re, what) {
    return (v, at, p) => (typeof v === 'string' && re.test(v) ? v : p.add(at, `is not ${what}`));
}
function oneOf(...values) {
    return (v, at, p) => values.includes(v) ? v : p.add(at, `is not one of ${values.join(', ')}`);
}
/** A whole number from `min` up (counts). */
function schema_int(min = 0) {
    return (v, at, p) => typeof v === 'number' && Number.isSafeInteger(v) && v >= min
        ? v
        : p.add(at, `is not a whole number from ${min} up`);
}
/** A finite number in [min, max]. */
function num(min = -Infinity, max = Infinity) {
    return (v, at, p) => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max
        ? v
        : p.add(at, `is not a number from ${min} to ${max}`);
}
/** A share in [0, 1], or null where the run had none to measure (JSON writes NaN as null). */
function shareOrNull() {
    const share = num(0, 1);
    return (v, at, p) => (v === null ? null : share(v, at, p));
}
/** A share whose "not measured" the report reads as NaN (JSON wrote it as null). */
function shareOrNaN() {
    const share = shareOrNull();
    return (v, at, p) => share(v, at, p) ?? NaN;
}
function arrayOf(item, max) {
    return (v, at, p) => {
        if (!Array.isArray(v))
            return p.add(at, 'is not a list');
        if (v.length > max)
            return p.add(at, `has more than ${max} items`);
        return v.map((x, i) => item(x, `${at}[${i}]`, p));
    };
}
const optional = (check) => ({ optional: check });
/** An object: only the fields named are read; the others are left behind. */
function object(fields) {
    return (v, at, p) => {
        if (typeof v !== 'object' || v === null || Array.isArray(v))
            return p.add(at, 'is not an object');
        const source = v;
        const out = {};
        for (const [name, field] of Object.entries(fields)) {
            const where = at ? `${at}.${name}` : name;
            const has = Object.prototype.hasOwnProperty.call(source, name);
            if ('optional' in field) {
                if (has && source[name] !== undefined)
                    out[name] = field.optional(source[name], where, p);
            }
            else if (!has) {
                p.add(where, 'is missing');
            }
            else {
                out[name] = field(source[name], where, p);
            }
        }
        return out;
    };
}
/** One of several object shapes, told apart by the `kind` field. */
function byKind(shapes) {
    return (v, at, p) => {
        const kind = v?.kind;
        const shape = typeof kind === 'string' && Object.hasOwn(shapes, kind) ? shapes[kind] : undefined;
        if (!shape)
            return p.add(`${at}.kind`, `is not one of ${Object.keys(shapes).join(', ')}`);
        return shape(v, at, p);
    };
}

;// CONCATENATED MODULE: ./src/report/publish/summary-schema.ts

/** A commit id: SHA-1, or SHA-256 in repositories that use it. */
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** `owner/name` as GitHub spells them. */
const REPOSITORY = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;
const LIST = 10_000;
const CLASSES = 100_000;
const classificationEvaluation = object({
    kind: oneOf('classification'),
    source: str(),
    groundTruthLines: schema_int(),
    evaluated: schema_int(),
    missing: schema_int(),
    notAnInput: schema_int(),
    top1Correct: schema_int(),
    top5Correct: schema_int(),
    top1Accuracy: shareOrNaN(),
    top5Accuracy: shareOrNaN(),
    perClass: arrayOf(object({
        index: optional(schema_int()),
        label: str(),
        support: schema_int(),
        correct: schema_int(),
        recall: shareOrNaN()
    }), CLASSES)
});
const detectionEvaluation = object({
    kind: oneOf('detection'),
    source: str(),
    groundTruthLines: schema_int(),
    iouThreshold: num(0, 1),
    scoreThreshold: num(0, 1),
    evaluated: schema_int(),
    missing: schema_int(),
    notAnInput: schema_int(),
    precision: shareOrNull(),
    recall: shareOrNull(),
    map: shareOrNull(),
    perClass: arrayOf(object({
        index: optional(schema_int()),
        label: str(),
        groundTruth: schema_int(),
        detections: schema_int(),
        truePositives: schema_int(),
        falsePositives: schema_int(),
        precision: shareOrNull(),
        recall: shareOrNull(),
        ap: shareOrNull()
    }), CLASSES)
});
const evaluation = byKind({ classification: classificationEvaluation, detection: detectionEvaluation });
const baseline = object({
    path: str(),
    kind: oneOf('classification', 'detection'),
    baselineObjects: schema_int(),
    baselineRecords: schema_int(),
    compared: schema_int(),
    agreed: schema_int(),
    agreement: shareOrNaN(),
    onlyInBaseline: schema_int(),
    onlyInCurrent: schema_int(),
    classDeltas: arrayOf(object({ index: optional(schema_int()), label: str(), before: schema_int(), after: schema_int(), delta: num() }), CLASSES),
    changed: object({
        count: schema_int(),
        examples: arrayOf(object({
            key: str(),
            record: schema_int(),
            before: str(),
            after: str(),
            beforeConfidence: shareOrNull(),
            afterConfidence: shareOrNull(),
            change: oneOf('broken', 'fixed', 'still-wrong', 'unknown'),
            truth: optional(str())
        }), LIST)
    }),
    paired: optional(object({
        evaluated: schema_int(),
        bothRight: schema_int(),
        bothWrong: schema_int(),
        broken: schema_int(),
        fixed: schema_int(),
        p: num(0, 1)
    })),
    figures: optional(object({ source: oneOf('summary', 'recomputed'), note: optional(str()), evaluation })),
    run: optional(object({
        job: optional(str()),
        commit: optional(str()),
        ref: optional(str()),
        runUrl: optional(str()),
        writtenAt: optional(str()),
        pointer: optional(str())
    }))
});
const part = object({ objects: schema_int(), of: schema_int() });
/** What is read of a `_summary.json` (schema sagemaker-batch-transform/summary@1). */
const reportedSummary = object({
    schema: oneOf('sagemaker-batch-transform/summary@1'),
    repository: pattern(REPOSITORY, 'a repository as owner/name'),
    revision: object({ sha: pattern(COMMIT, 'a commit id (40 hexadecimal digits)'), ref: optional(str(1000)) }),
    job: object({
        name: str(1000),
        status: oneOf('InProgress', 'Completed', 'Failed', 'Stopping', 'Stopped'),
        mode: oneOf('sagemaker', 'local'),
        instanceType: str(100),
        instanceCount: schema_int(),
        failureReason: optional(str()),
        durationSeconds: optional(num(0))
    }),
    sample: optional(part),
    rerun: optional(part),
    format: object({ kind: oneOf('classification', 'detection', 'none') }),
    objects: object({
        total: schema_int(),
        withOutput: schema_int(),
        written: optional(schema_int()),
        kept: optional(schema_int()),
        reused: optional(schema_int()),
        leftByEarlierRun: optional(schema_int()),
        failed: schema_int(),
        unreadable: schema_int(),
        orphanOutputs: schema_int(),
        bytes: schema_int()
    }),
    records: schema_int(),
    unrecognisedRecords: schema_int(),
    failures: optional(arrayOf(object({ reason: str(), count: schema_int(), examples: arrayOf(str(), LIST), hint: optional(str()) }), LIST)),
    evaluation: optional(evaluation),
    baseline: optional(baseline),
    notes: arrayOf(str(), LIST)
});

;// CONCATENATED MODULE: ./src/report/publish/publish-target.ts
// Which pull request and commit a publish step may write to, from what GitHub itself says: the
// workflow_run event's payload (GITHUB_EVENT_PATH), or by hand the `pull-request` input. Never from the
// summary, whose every field the pull request's author could have written.



function eventPayload(env) {
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
    }
    catch {
        throw new errors/* UserError */.yo('mode: publish: the workflow_run event payload (GITHUB_EVENT_PATH) could not be read. Run it as a step of a workflow on: workflow_run.');
    }
}
function field(value, re) {
    return typeof value === 'string' && re.test(value) ? value : undefined;
}
/** The reporting run from a workflow_run payload; the payload is GitHub's, but its shape is checked. */
function reportingRun(env) {
    const run = eventPayload(env).workflow_run;
    const head = run?.head_repository;
    const base = run?.repository;
    const id = run?.id;
    const found = {
        repository: field(base?.full_name, REPOSITORY),
        headSha: field(run?.head_sha, COMMIT),
        headOwner: field(head?.owner?.login, /^[A-Za-z0-9-]{1,39}$/),
        headBranch: field(run?.head_branch, /^[^\s:~^?*[\\]{1,255}$/),
        headRepository: field(head?.full_name, REPOSITORY),
        event: field(run?.event, /^[a-z_]{1,50}$/)
    };
    const missing = Object.entries(found).filter(([, v]) => v === undefined);
    if (missing.length > 0 || typeof id !== 'number' || !Number.isSafeInteger(id)) {
        throw new errors/* UserError */.yo(`mode: publish: the workflow_run event lacks ${[...missing.map(([k]) => k), ...(typeof id === 'number' ? [] : ['id'])].join(', ')}. Run it from a workflow on: workflow_run (types: [completed]).`);
    }
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    return {
        ...found,
        runUrl: `${server}/${found.repository}/actions/runs/${id}`
    };
}
/** Where to publish; refused before any network call when the event and the inputs do not say. */
function publishTarget(env, pullRequest) {
    const event = env.GITHUB_EVENT_NAME ?? '';
    if (event === 'workflow_run') {
        if (pullRequest !== undefined) {
            throw new errors/* InputErrors */.G([
                {
                    input: 'pull-request',
                    value: String(pullRequest),
                    problem: 'is not used in a workflow_run event, whose pull request is found from the event itself',
                    fix: 'Remove pull-request (it is only for re-publishing by hand, outside workflow_run).'
                }
            ]);
        }
        return { kind: 'workflow_run', run: reportingRun(env) };
    }
    if (pullRequest === undefined) {
        throw new errors/* InputErrors */.G([
            {
                input: 'pull-request',
                value: '',
                problem: `is required outside a workflow_run event (this run's event is ${event || 'unknown'})`,
                fix: "Run mode: publish in a workflow on: workflow_run (examples/fork-pr-publish.yml), or give pull-request: <number> to re-publish a summary of that pull request's head commit by hand."
            }
        ]);
    }
    const repository = field(env.GITHUB_REPOSITORY, REPOSITORY);
    if (!repository)
        throw new errors/* UserError */.yo('mode: publish: GITHUB_REPOSITORY is not set, so no pull request can be found.');
    return { kind: 'by-hand', repository, pullRequest };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/report/publish/reported-summary.ts
// A `_summary.json` another run wrote, read as untrusted data: at most SUMMARY_MAX_BYTES, strict UTF-8
// and JSON, every field the comment and the gates use checked (summary-schema.ts), nothing else kept.
// Its strings stay as written: the report escapes every string it shows (src/report/escape.ts).





/** A real summary is tens of kilobytes; its lists are capped when it is written. */
const SUMMARY_MAX_BYTES = 4 * 1024 * 1024;
function refused(file, problem, fix) {
    return new errors/* UserError */.yo(`summary-json: ${file} ${problem}. ${fix}`);
}
const NOT_A_SUMMARY_FIX = "Give the _summary.json that this action's run on the pull request wrote (its summary-json output), as uploaded by examples/fork-pr-evaluation.yml.";
/** The file's bytes, never more than the cap plus one (a file that grows while read is still refused). */
async function readCapped(file) {
    let handle;
    try {
        handle = await (0,promises_.open)(file, 'r');
    }
    catch (err) {
        const code = err.code;
        throw refused(file, code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? 'error'})`, 'Check the path where actions/download-artifact put the artifact (its path input, then the file name _summary.json).');
    }
    try {
        const info = await handle.stat();
        if (!info.isFile())
            throw refused(file, 'is not a file', NOT_A_SUMMARY_FIX);
        const tooLarge = () => refused(file, `is larger than ${SUMMARY_MAX_BYTES / 1024 / 1024} MiB, the most read of a summary from another run`, NOT_A_SUMMARY_FIX);
        if (info.size > SUMMARY_MAX_BYTES)
            throw tooLarge();
        const buffer = Buffer.alloc(SUMMARY_MAX_BYTES + 1);
        let length = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
            if (bytesRead === 0)
                break;
            length += bytesRead;
            if (length > SUMMARY_MAX_BYTES)
                throw tooLarge();
        }
        return buffer.subarray(0, length);
    }
    finally {
        await handle.close();
    }
}
/** Reads, parses and checks the summary; a UserError naming summary-json and the fix otherwise. */
async function readReportedSummary(file) {
    const bytes = await readCapped(file);
    let text;
    let json;
    try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
        json = JSON.parse(text);
    }
    catch {
        throw refused(file, 'is not JSON (or not UTF-8)', NOT_A_SUMMARY_FIX);
    }
    const schema = json?.schema;
    if (schema !== run_summary/* SUMMARY_SCHEMA */.hb) {
        throw refused(file, `is not a summary of this action (its schema is not ${run_summary/* SUMMARY_SCHEMA */.hb})`, NOT_A_SUMMARY_FIX);
    }
    const problems = new SchemaProblems();
    const read = reportedSummary(json, '', problems);
    if (problems.list.length > 0) {
        const shown = problems.list.slice(0, 5).map(p => `  - ${p}`);
        const rest = problems.list.length > 5 ? [`  - and ${problems.list.length - 5} more`] : [];
        throw new errors/* UserError */.yo(`summary-json: ${file} is not a summary this action can publish:\n${[...shown, ...rest].join('\n')}\n` +
            "A summary written before mode: publish existed has no repository: run the pull request's evaluation again with this version.");
    }
    return {
        ...read,
        data: { uri: '', type: 'S3Prefix' },
        outputPath: '',
        format: { requested: 'auto', kind: read.format.kind, chosen: '', framings: {}, shapes: {} },
        failedObjects: [],
        unreadableObjects: [],
        unrecognisedExamples: [],
        orphanOutputs: [],
        // The run's own gates are not read: the publish step decides with its own thresholds.
        gates: []
    };
}

;// CONCATENATED MODULE: ./src/report/publish/publish-reported.ts
// mode: publish: a summary a pull request's run wrote (a fork's, whose token may not comment) posted on
// that pull request from a trusted workflow_run workflow, with a commit status on its head commit. The
// file is untrusted data: the pull request and the commit come from the event, never from it; its
// figures are published as reported, and the gates are this step's own. No transform, no AWS call.













const DOWNLOAD_FIX = 'Download the artifact of exactly the triggering run: actions/download-artifact with run-id: ${{ github.event.workflow_run.id }} (examples/fork-pr-publish.yml).';
const same = (a, b) => a.toLowerCase() === b.toLowerCase();
function targetRepository(target) {
    return target.kind === 'workflow_run' ? target.run.repository : target.repository;
}
/** The checks the file and the event allow before any network call. */
function checkAgainstEvent(summary, target) {
    const repository = targetRepository(target);
    if (!same(summary.repository, repository)) {
        throw new errors/* UserError */.yo(`summary-json: the summary was written in ${summary.repository}, not in ${repository}: it is not published here. ${DOWNLOAD_FIX}`);
    }
    if (target.kind === 'workflow_run' && !same(summary.revision.sha, target.run.headSha)) {
        throw new errors/* UserError */.yo(`summary-json: the summary evaluated commit ${summary.revision.sha}, but the run that triggered this workflow ran on ${target.run.headSha}: it is not published. ${DOWNLOAD_FIX}`);
    }
}
/** The line above the results: who reported them, and whose the gates are. */
function heading(target, pr) {
    const who = target.kind === 'workflow_run'
        ? `Results reported by [the pull request's own run](${encodeURI(target.run.runUrl)}), published by a workflow_run workflow`
        : `Results reported by a run of the pull request's head commit, published by hand (pull-request: ${pr})`;
    return `> ${who}: the figures are as that run reported them; the gates are the publishing step's own. Pictures and the full job summary stay with that run.`;
}
/** The commit status's description: the gates and the main figure, words and numbers only. */
function statusLine(summary) {
    const failed = summary.gates.filter(g => !g.passed).length;
    const parts = ['Reported by the PR run'];
    if (summary.job.status !== 'Completed')
        parts.push(`job ${summary.job.status}`);
    if (summary.gates.length)
        parts.push(failed ? `${failed} of ${summary.gates.length} gates failed` : 'gates passed');
    const accuracy = (0,run_summary/* accuracyOf */.RU)(summary);
    if (accuracy !== undefined)
        parts.push(`${summary.evaluation?.kind === 'detection' ? 'mAP@0.5' : 'top-1'} ${(0,format/* pct */.Oe)(accuracy)}`);
    return parts.join('; ');
}
async function findPullRequest(octokit, target, summary) {
    if (target.kind === 'workflow_run')
        return pullRequestOfRun(octokit, target.run);
    const pr = await pullRequestByNumber(octokit, target.repository, target.pullRequest);
    if (pr && !same(pr.headSha, summary.revision.sha)) {
        throw new errors/* UserError */.yo(`summary-json: the summary evaluated commit ${summary.revision.sha}, but pull request #${pr.number}'s head is ${pr.headSha}: it is not published. Give the summary of the pull request's latest run, or the pull request it evaluated.`);
    }
    return pr;
}
function tokenOf(spec, env) {
    const token = spec.githubToken || env.GITHUB_TOKEN;
    if (token)
        return token;
    throw new errors/* InputErrors */.G([
        {
            input: 'github-token',
            value: '',
            problem: 'is empty, so nothing can be published',
            fix: 'Leave github-token at its default (${{ github.token }}) with permissions: pull-requests: write, statuses: write.'
        }
    ]);
}
async function publishReported(ctx) {
    const { env, log } = ctx;
    // Every check that needs no network: the inputs, the event, the file and the file against the event.
    const spec = parsePublishInputs(ctx.readInput);
    const token = tokenOf(spec, env);
    const target = publishTarget(env, spec.pullRequest);
    const summary = await readReportedSummary(spec.summaryJson);
    checkAgainstEvent(summary, target);
    if (target.kind === 'workflow_run' && target.run.event !== 'pull_request') {
        log.info(`The triggering run was a ${target.run.event} run, not a pull request's: nothing is published.`);
        return;
    }
    const repository = targetRepository(target);
    const apiUrl = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
    const octokit = (0,github/* getOctokit */.Q)(token, { baseUrl: apiUrl });
    const pr = await findPullRequest(octokit, target, summary);
    if (!pr) {
        const which = target.kind === 'workflow_run'
            ? `with head ${target.run.headSha.slice(0, 7)} from ${target.run.headRepository}`
            : `#${target.pullRequest}`;
        log.info(`No pull request of ${repository} ${which} (pushed again since, or gone): nothing is published.`);
        return;
    }
    if (pr.state !== 'open') {
        log.info(`Pull request #${pr.number} is ${pr.state}: its results are not published.`);
        return;
    }
    // The publish step's own gates, on the figures as reported.
    summary.gates = (0,quality_gates/* evaluateGates */.u)(spec.gates, (0,summary_from_reading/* measuredOf */.ED)(summary));
    for (const g of summary.gates)
        log.info(`${g.passed ? 'pass' : 'FAIL'} ${g.message} (as reported)`);
    const [owner, repo] = repository.split('/');
    const top = heading(target, pr.number);
    const rc = {
        links: { runUrl: target.kind === 'workflow_run' ? target.run.runUrl : undefined },
        updatedAt: new Date(ctx.now()).toISOString()
    };
    const fitted = (0,pr_comment/* renderComment */.w)(summary, rc, (0,sticky_comment.commentMarker)(spec.commentKey).length + top.length + 3);
    const posted = await (0,sticky_comment.upsertStickyComment)({
        token,
        apiUrl,
        pr: { owner, repo, number: pr.number },
        key: spec.commentKey,
        body: `${top}\n\n${fitted.text}`
    }).catch(err => {
        const status = err.status;
        throw new errors/* UserError */.yo(`Could not comment on pull request #${pr.number} (${status ?? 'error'}: ${err.message}). The publishing workflow needs permissions: pull-requests: write.`);
    });
    log.info(`Pull request #${pr.number} comment ${posted.action}: ${posted.url}`);
    ctx.outputs.set('comment-url', posted.url);
    const failedGates = summary.gates.filter(g => !g.passed).map(g => g.message);
    const passed = summary.job.status === 'Completed' && failedGates.length === 0;
    await setCommitStatus(octokit, repository, pr.headSha, {
        state: passed ? 'success' : 'failure',
        context: `sagemaker-batch-transform/${(0,report_escape/* markerKey */.s8)(spec.commentKey)}`,
        description: statusLine(summary),
        ...(target.kind === 'workflow_run' ? { targetUrl: target.run.runUrl } : {})
    });
    log.info(`Commit status set on ${pr.headSha.slice(0, 7)}: ${passed ? 'success' : 'failure'}.`);
    if (summary.job.status !== 'Completed')
        ctx.outputs.setFailed(`The pull request's run reported its transform job ${summary.job.status}.`);
    else if (failedGates.length > 0)
        ctx.outputs.setFailed(`Quality gate failed on the figures the pull request's run reported:\n${failedGates.map(g => `  - ${g}`).join('\n')}`);
}


/***/ }),

/***/ 647:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commentMarker: () => (/* binding */ commentMarker),
/* harmony export */   upsertStickyComment: () => (/* binding */ upsertStickyComment)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
// The sticky pull-request comment: one comment per `comment-key`, found by a hidden marker among the
// comments written by the token's own user, updated in place on every run.


/** GITHUB_TOKEN is an app installation token: it cannot call GET /user and writes as this bot. */
const ACTIONS_BOT = 'github-actions[bot]';
function commentMarker(key) {
    return `<!-- sagemaker-batch-transform:${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markerKey */ .s8)(key)} -->`;
}
async function whoAmI(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return data.login;
    }
    catch (err) {
        const status = err.status;
        if (status === 403 || status === 401 || status === 404)
            return ACTIONS_BOT;
        throw err;
    }
}
async function findComment(octokit, pr, marker, author) {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        owner: pr.owner,
        repo: pr.repo,
        issue_number: pr.number,
        per_page: 100
    });
    for await (const page of pages) {
        for (const c of page.data) {
            if (c.user?.login === author && typeof c.body === 'string' && c.body.includes(marker)) {
                return { id: c.id, url: c.html_url };
            }
        }
    }
    return undefined;
}
async function upsertStickyComment(p) {
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(p.token, { baseUrl: p.apiUrl });
    const marker = commentMarker(p.key);
    const body = `${marker}\n${p.body}`;
    const author = await whoAmI(octokit);
    const existing = await findComment(octokit, p.pr, marker, author);
    if (existing) {
        const { data } = await octokit.rest.issues.updateComment({
            owner: p.pr.owner,
            repo: p.pr.repo,
            comment_id: existing.id,
            body
        });
        return { url: data.html_url, action: 'updated' };
    }
    const { data } = await octokit.rest.issues.createComment({
        owner: p.pr.owner,
        repo: p.pr.repo,
        issue_number: p.pr.number,
        body
    });
    return { url: data.html_url, action: 'created' };
}


/***/ }),

/***/ 75265:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ formatFraction),
/* harmony export */   u: () => (/* binding */ evaluateGates)
/* harmony export */ });
function formatFraction(x) {
    return Number.isInteger(x) ? String(x) : x.toFixed(4).replace(/0+$/, '');
}
function evaluateGates(report, m) {
    const results = [];
    if (report.minAccuracy !== undefined) {
        results.push(atLeast('min-accuracy', report.minAccuracy, m.accuracy, m.accuracyDetail, {
            missing: `${m.accuracyName} could not be measured (${m.accuracyMissing ?? 'no ground truth'})`,
            meets: m.accuracyName,
            below: m.accuracyName
        }));
    }
    if (report.minAgreement !== undefined) {
        results.push(atLeast('min-agreement', report.minAgreement, m.agreement, m.agreementDetail, {
            missing: `agreement with the baseline could not be measured (${m.agreementMissing ?? 'no baseline'})`,
            meets: 'top-1 agreement',
            below: 'top-1 agreement with the baseline'
        }));
    }
    if (report.maxFailedObjects !== undefined) {
        const t = report.maxFailedObjects;
        const passed = m.failedObjects <= t;
        results.push({
            gate: 'max-failed-objects',
            threshold: t,
            measured: m.failedObjects,
            passed,
            message: passed
                ? `max-failed-objects: ${m.failedObjects} of ${m.objectsTotal} objects failed, within ${t}`
                : `max-failed-objects: ${m.failedObjects} of ${m.objectsTotal} objects failed (no output), more than the allowed ${t}`
        });
    }
    return results;
}
/** A gate on a figure that must reach a threshold; `says` words the message when it is missing, meets or falls below. */
function atLeast(gate, threshold, measured, detail, says) {
    const t = formatFraction(threshold);
    if (measured === undefined || Number.isNaN(measured)) {
        return {
            gate,
            threshold,
            measured: null,
            passed: false,
            message: `${gate}: ${says.missing}, so it cannot meet ${t}`
        };
    }
    const passed = measured >= threshold;
    const value = `${formatFraction(measured)}${detail ? ` (${detail})` : ''}`;
    return {
        gate,
        threshold,
        measured,
        passed,
        message: passed
            ? `${gate}: ${says.meets} ${value} meets ${t}`
            : `${gate}: ${says.below} ${value} is below the threshold ${t}`
    };
}


/***/ }),

/***/ 42311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ jobInfo),
/* harmony export */   j: () => (/* binding */ rerunInfo)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36188);

/** The money for instance time at an hourly price. */
function costOf(instanceSeconds, pricePerHour) {
    return (pricePerHour * instanceSeconds) / 3600;
}
/**
 * `rerun: failed` over `transformed` of `total` objects: what skipping the others saved, estimated as this
 * run's instance-seconds per transformed object x the objects skipped. The run's start-up time is
 * spread over its objects, so for a small rerun the figure leans high.
 */
function rerunInfo(job, transformed, total) {
    const info = { objects: transformed, of: total };
    if (job.instanceSeconds === undefined || transformed === 0)
        return info;
    const saved = (job.instanceSeconds * (total - transformed)) / transformed;
    info.savedInstanceSeconds = saved;
    if (job.pricePerHour !== undefined)
        info.savedCost = costOf(saved, job.pricePerHour);
    return info;
}
function jobInfo(spec, outcome) {
    const started = outcome.startedAt;
    const ended = outcome.endedAt;
    const durationSeconds = started && ended ? Math.max(0, (ended.getTime() - started.getTime()) / 1000) : undefined;
    // Runner time in local mode is billed by nobody: no money for it. A price given wins over one found.
    const given = spec.report.pricePerHour;
    const price = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .isLocal */ .IX)(spec) ? undefined : typeof given === 'number' ? given : outcome.pricePerHour;
    const instanceSeconds = durationSeconds !== undefined ? spec.resources.instanceCount * durationSeconds : undefined;
    return {
        name: outcome.jobName,
        status: outcome.status,
        ...(outcome.failureReason ? { failureReason: outcome.failureReason } : {}),
        mode: spec.control.mode,
        instanceType: spec.resources.instanceType,
        instanceCount: spec.resources.instanceCount,
        ...(started ? { startedAt: started.toISOString() } : {}),
        ...(ended ? { endedAt: ended.toISOString() } : {}),
        ...(durationSeconds !== undefined ? { durationSeconds, instanceSeconds } : {}),
        ...(price !== undefined ? { pricePerHour: price } : {}),
        ...(price !== undefined && instanceSeconds !== undefined
            ? { estimatedCost: costOf(instanceSeconds, price) }
            : {}),
        ...(outcome.stoppedEarly ? { stoppedEarly: stopInfo(outcome.stoppedEarly) } : {})
    };
}
/** A stop for a verdict, for `_summary.json`: when the verdict was certain, when the stop was sent. */
function stopInfo(order) {
    const { limit, reason, decidedAt, decidedBy, sentAt, costAfterVerdict } = order;
    const iso = (ms) => new Date(ms).toISOString();
    return {
        limit,
        reason,
        ...(decidedAt !== undefined ? { decidedAt: iso(decidedAt) } : {}),
        ...(decidedBy !== undefined ? { decidedBy } : {}),
        ...(sentAt !== undefined ? { stopSentAt: iso(sentAt) } : {}),
        ...(sentAt !== undefined && decidedAt !== undefined
            ? { secondsAfterVerdict: Math.max(0, sentAt - decidedAt) / 1000 }
            : {}),
        ...(costAfterVerdict !== undefined ? { costAfterVerdict } : {})
    };
}


/***/ }),

/***/ 22196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jb: () => (/* binding */ comparisonOf),
  SV: () => (/* binding */ evaluationOf),
  ED: () => (/* binding */ measuredOf),
  Ge: () => (/* binding */ readingNotes),
  YG: () => (/* binding */ summaryOf)
});

// UNUSED EXPORTS: byCount

// EXTERNAL MODULE: ./src/results/summary/run-summary.ts
var run_summary = __webpack_require__(56189);
;// CONCATENATED MODULE: ./src/results/baseline/baseline-figures.ts

/** Signs that the baseline folder mixes runs: its summary counted other outputs than the folder holds. */
function baselineProblems(source, outputs) {
    const problems = [...source.problems];
    const counted = source.summary?.objects.withOutput;
    if (counted !== undefined && counted !== outputs) {
        problems.push(`${source.folder} holds ${outputs} outputs but its ${run_summary/* SUMMARY_OBJECT_KEY */.pN} counted ${counted}: ` +
            'it may mix outputs of several runs. Write each run to its own output-path and point to the ' +
            'latest with baseline-pointer');
    }
    return problems;
}
/** Same figures, whichever way they were obtained (classification counts, or mAP to 1e-9). */
function sameFigures(a, b) {
    if (a.kind === 'classification' && b.kind === 'classification')
        return a.top1Correct === b.top1Correct && a.evaluated === b.evaluated;
    if (a.kind === 'detection' && b.kind === 'detection')
        return a.evaluated === b.evaluated && Math.abs((a.map ?? -1) - (b.map ?? -1)) < 1e-9;
    return false;
}
/**
 * The baseline's own accuracy: from its `_summary.json` when that was measured on the same ground truth
 * and its outputs still give the same figures; otherwise recomputed from its outputs, saying why.
 */
function baselineFigures(source, recomputed, leftOut) {
    const stored = source.summary?.evaluation;
    if (!recomputed)
        return undefined; // no ground truth here: nothing to set beside this run's figures
    if (leftOut > 0) {
        return {
            source: 'recomputed',
            note: `recomputed from its outputs for this run's inputs only (${leftOut} of its objects left out)`,
            evaluation: recomputed
        };
    }
    if (!stored) {
        const why = source.summary
            ? `its ${run_summary/* SUMMARY_OBJECT_KEY */.pN} has no evaluation`
            : `it has no ${run_summary/* SUMMARY_OBJECT_KEY */.pN}`;
        return { source: 'recomputed', note: `recomputed from its outputs (${why})`, evaluation: recomputed };
    }
    if (stored.kind !== recomputed.kind || stored.source !== recomputed.source) {
        return {
            source: 'recomputed',
            note: 'recomputed from its outputs against this run’s ground truth (it was evaluated on another)',
            evaluation: recomputed
        };
    }
    if (!sameFigures(stored, recomputed)) {
        return {
            source: 'recomputed',
            note: `recomputed from its outputs: they no longer give the figures of its ${run_summary/* SUMMARY_OBJECT_KEY */.pN}`,
            evaluation: recomputed
        };
    }
    return { source: 'summary', evaluation: stored };
}

// EXTERNAL MODULE: ./src/results/summary/job-info.ts
var job_info = __webpack_require__(42311);
;// CONCATENATED MODULE: ./src/results/summary/summary-from-reading.ts



/**
 * Counts by name, most first and then by name: an order that does not depend on the order outputs were
 * read in (read as they land, or replayed from the cache's readings).
 */
function byCount(counts) {
    const entries = Object.entries(counts);
    entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return Object.fromEntries(entries);
}
function describeFormat(requested, c, kind) {
    const shapes = Object.entries(byCount(c.shapes)).map(([s, n]) => `${s} (${n})`);
    const framings = Object.entries(byCount(c.framings)).map(([f, n]) => `${f} (${n})`);
    const what = kind === 'none' ? 'no recognised predictions' : kind;
    const lead = requested === 'auto' ? `auto -> ${what}` : `${requested} -> ${what}`;
    return `${lead}${shapes.length ? `; records: ${shapes.join(', ')}` : ''}${framings.length ? `; objects: ${framings.join(', ')}` : ''}`;
}
function evaluationOf(kind, tally, truth, note) {
    // A ground truth that matched no input still evaluates (to nothing); its reason stays for the gates.
    const why = truth.missing ? { missing: truth.missing } : {};
    if (kind === 'classification' && tally.classEval)
        return { value: tally.classEval.result(), ...why };
    if (kind === 'detection' && tally.detEval)
        return { value: tally.detEval.result(), ...why };
    if (!truth.value)
        return why;
    const missing = `the ground truth is for ${truth.value.kind} but the predictions are ${kind === 'none' ? 'not recognised' : kind}`;
    note(`Evaluation skipped: ${missing}.`);
    return { missing };
}
function comparisonOf(kind, tally, opened, note) {
    const b = opened.value;
    if (!b || kind === 'none')
        return { missing: opened.missing };
    if (b.comparer.kind !== kind) {
        const missing = `the baseline holds ${b.comparer.kind} predictions, this run ${kind}`;
        note(`Baseline comparison skipped: ${missing}.`);
        return { missing };
    }
    const counts = kind === 'classification' ? tally.classification.countsById() : tally.detection.countsById();
    const baseline = b.comparer.result(counts);
    for (const problem of baselineProblems(b.source, b.outputs))
        note(`Baseline: ${problem}.`);
    const figures = baselineFigures(b.source, b.comparer.evaluation, b.comparer.leftOut);
    if (figures)
        baseline.figures = figures;
    if (Object.keys(b.source.run).length)
        baseline.run = b.source.run;
    return { value: baseline };
}
/** What the records alone suggest: a label map for ImageNet-sized score vectors. */
function labelMapHint(labels, cs) {
    if (labels)
        return undefined;
    if (cs?.vectorWidths.includes(1001))
        return 'Records have 1001 scores: set `label-map: imagenet-1001` to name ImageNet classes (index 0 = background).';
    if (cs?.vectorWidths.includes(1000))
        return 'Records have 1000 scores: set `label-map: imagenet-1000` to name ImageNet classes.';
    return undefined;
}
/** What the outputs read and the job's end tell the reader of the summary. */
function readingNotes(labels, classification, collected, outcome) {
    const notes = [];
    const hint = labelMapHint(labels, classification);
    if (hint)
        notes.push(hint);
    if (collected.objectsTotal === 0)
        notes.push('No input objects were found.');
    if (outcome.stoppedEarly)
        notes.push(`The action ${outcome.stoppedEarly.reason}. This report stands on the ${collected.written} outputs ` +
            'read before the stop: the inputs the job did not reach count as failed.');
    else if (outcome.status === 'Stopped')
        notes.push(`The job was stopped before it completed: ${collected.written} of its outputs were found at output-path ` +
            '(SageMaker documents that it keeps no output of a stopped job, so there may be none).');
    return notes;
}
function summaryOf(p) {
    const { spec, collected: c, tally, kind } = p;
    const requested = spec.report.outputFormat;
    const { classification: cs, detection: ds } = p;
    return {
        schema: run_summary/* SUMMARY_SCHEMA */.hb,
        job: (0,job_info/* jobInfo */.e)(spec, p.outcome),
        data: { uri: spec.data.uri, type: spec.data.type },
        outputPath: p.outputPath,
        format: {
            requested,
            kind,
            chosen: describeFormat(requested, c, kind),
            framings: byCount(c.framings),
            shapes: byCount(c.shapes),
            ...(p.labels ? { labelMap: p.labels.source } : {})
        },
        objects: {
            total: c.objectsTotal,
            withOutput: c.withOutput,
            written: c.written,
            kept: c.kept,
            leftByEarlierRun: c.leftByEarlierRun.count,
            failed: c.failed.count,
            unreadable: c.unreadable.count,
            orphanOutputs: c.orphanOutputs.count,
            bytes: c.bytes
        },
        records: tally.classification.records + tally.detection.records,
        unrecognisedRecords: tally.unrecognised,
        failedObjects: c.failed.examples,
        unreadableObjects: c.unreadable.examples,
        unrecognisedExamples: c.unrecognised.examples,
        orphanOutputs: c.orphanOutputs.examples,
        ...(cs ? { classification: cs } : {}),
        ...(ds ? { detection: ds } : {}),
        ...(p.evaluation ? { evaluation: p.evaluation } : {}),
        ...(p.baseline ? { baseline: p.baseline } : {}),
        gates: [],
        notes: p.notes
    };
}
function measuredOf(s, accuracyMissing, agreementMissing) {
    const e = s.evaluation;
    const accuracy = (0,run_summary/* accuracyOf */.RU)(s);
    const b = s.baseline;
    return {
        accuracy,
        accuracyName: e?.kind === 'detection' ? 'mAP@0.5' : 'top-1 accuracy',
        ...(e?.kind === 'classification' ? { accuracyDetail: `${e.top1Correct} of ${e.evaluated}` } : {}),
        ...(accuracy === undefined ? { accuracyMissing: accuracyMissing ?? 'nothing was evaluated' } : {}),
        ...(b && !Number.isNaN(b.agreement)
            ? { agreement: b.agreement, agreementDetail: `${b.agreed} of ${b.compared}` }
            : { agreementMissing: agreementMissing ?? 'no records in common with the baseline' }),
        failedObjects: s.objects.failed,
        objectsTotal: s.objects.total
    };
}


/***/ })

};
