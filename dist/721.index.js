export const id = 721;
export const ids = [721];
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


/***/ })

};
