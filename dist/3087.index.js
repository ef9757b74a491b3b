export const id = 3087;
export const ids = [3087];
export const modules = {

/***/ 33087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  actionInput: () => (/* binding */ actionInput),
  actionsIO: () => (/* binding */ actionsIO),
  defaultContext: () => (/* binding */ defaultContext)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/inert-text.ts
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
        const shown = line
            .replace(CONTROL, c => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
            .replace(LEGACY_COMMAND, m => `${m.slice(0, -1)}\\[`);
        return COMMAND_START.test(shown) ? `\\${shown}` : shown;
    })
        .join('\n');
}

// EXTERNAL MODULE: ./src/sleep.ts
var sleep = __webpack_require__(46972);
;// CONCATENATED MODULE: ./src/actions-io.ts
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
    process.stdout.write(`::${name}${props ? ` ${props}` : ''}::${escapeData(message)}${external_node_os_.EOL}`);
}
/** `name=value` for the step's OUTPUT or STATE file, or the older stdout command when there is none. */
function keyValue(file, command, name, value) {
    const path = process.env[`GITHUB_${file}`];
    if (!path) {
        if (file === 'OUTPUT')
            process.stdout.write(external_node_os_.EOL);
        return issue(command, value, { name });
    }
    if (!(0,external_node_fs_.existsSync)(path))
        throw new Error(`Missing file at path: ${path}`);
    // A delimiter no name or value contains, so a value with line breaks stays one value.
    const delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
    if (`${name}${value}`.includes(delimiter))
        throw new Error(`${name}: the value holds its own delimiter`);
    (0,external_node_fs_.appendFileSync)(path, `${name}<<${delimiter}${external_node_os_.EOL}${value}${external_node_os_.EOL}${delimiter}${external_node_os_.EOL}`, 'utf8');
}
/** The log, outputs and OIDC tokens of a GitHub Actions step. */
function actionsIO(env = process.env) {
    return {
        // Reads ACTIONS_ID_TOKEN_REQUEST_URL / _TOKEN; the token is masked in the log.
        idToken: async (audience) => (await Promise.all(/* import() */[__webpack_require__.e(4119), __webpack_require__.e(1659)]).then(__webpack_require__.bind(__webpack_require__, 91659))).getIDToken(audience),
        log: {
            // Plain lines are the only ones the runner reads commands from; the others are commands whose
            // value has its line breaks and `%` encoded.
            info: message => void process.stdout.write(`${inertText(message)}${external_node_os_.EOL}`),
            warning: message => issue('warning', message),
            debug: message => issue('debug', message),
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
                await (0,promises_.appendFile)(file, `${markdown}${external_node_os_.EOL}`, 'utf8');
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
const actionInput = name => (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
function defaultContext(signal = cancelSignal()) {
    return {
        readInput: actionInput,
        env: process.env,
        signal,
        sleep: sleep/* sleep */.y,
        now: () => Date.now(),
        ...actionsIO(process.env)
    };
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
