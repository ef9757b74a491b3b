import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 3087:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  jD: () => (/* binding */ actionInput),
  E$: () => (/* binding */ actionsIO)
});

// UNUSED EXPORTS: defaultContext

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
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

// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __nccwpck_require__(5585);
// EXTERNAL MODULE: ./src/sleep.ts + 1 modules
var src_sleep = __nccwpck_require__(5613);
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
    // The runner hides `::debug::` lines unless step debugging is on; anywhere else they would be printed
    // as they are, so there they are kept back unless ACTIONS_STEP_DEBUG asks for them.
    const debugLines = Boolean(env.GITHUB_ACTIONS) || env.ACTIONS_STEP_DEBUG === 'true';
    return {
        // Reads ACTIONS_ID_TOKEN_REQUEST_URL / _TOKEN; the token is masked in the log.
        idToken: async (audience) => (await __nccwpck_require__.e(/* import() */ 421).then(__nccwpck_require__.bind(__nccwpck_require__, 6421))).getIDToken(audience),
        log: {
            // Plain lines are the only ones the runner reads commands from; the others are commands whose
            // value has its line breaks and `%` encoded.
            info: message => void process.stdout.write(`${inertText(message)}${external_node_os_.EOL}`),
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
const actionInput = name => (process.env[(0,names/* inputVariable */.LO)(name)] ?? '').trim();
function defaultContext(signal = cancelSignal()) {
    return {
        readInput: actionInput,
        env: process.env,
        signal,
        sleep,
        now: () => Date.now(),
        ...actionsIO(process.env)
    };
}


/***/ }),

/***/ 6484:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ recordTries),
/* harmony export */   Cu: () => (/* binding */ recordCall),
/* harmony export */   GC: () => (/* binding */ describeCall),
/* harmony export */   LY: () => (/* binding */ shownEndpoint),
/* harmony export */   NU: () => (/* binding */ socketCode),
/* harmony export */   WD: () => (/* binding */ CALL_MS),
/* harmony export */   WW: () => (/* binding */ callFacts),
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   rI: () => (/* binding */ requestHandlerSettings),
/* harmony export */   v1: () => (/* binding */ callLabel),
/* harmony export */   xe: () => (/* binding */ awsClient)
/* harmony export */ });
/* unused harmony exports DEFAULT_TIMEOUTS, factsOf */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6264);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3451);
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

/***/ 3451:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  __: () => (/* binding */ clientAgents),
  Ur: () => (/* binding */ proxyConfigOf),
  iJ: () => (/* binding */ proxyFor)
});

// UNUSED EXPORTS: noProxyEntries, proxyProblem

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __nccwpck_require__(7067);
var external_node_http_default = /*#__PURE__*/__nccwpck_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __nccwpck_require__(4708);
var external_node_https_default = /*#__PURE__*/__nccwpck_require__.n(external_node_https_);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __nccwpck_require__(7030);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
;// CONCATENATED MODULE: ./src/proxy-url.ts
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

;// CONCATENATED MODULE: ./src/aws/proxy.ts
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
    if (parseProxyUrl(value))
        return undefined;
    return (`${source}: ${maskedProxy(value)} is not a proxy URL. Use http://host:port, with credentials as ` +
        'http://user:password@host:port (special characters percent-encoded).');
}
function routeOf(source, value) {
    const url = parseProxyUrl(value);
    if (!url)
        throw new errors/* UserError */.yo(proxyProblem(source, value));
    return { url: url.href, shown: shownProxy(url), source };
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
        const hostOnly = !entry.startsWith('.') && !/:\d+$/.test(entry) && (0,external_node_net_.isIP)(entry) === 0;
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
    if (at && (0,external_node_net_.isIP)(entry) !== 6)
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
        httpAgent: new (external_node_http_default()).Agent({ keepAlive: true, maxSockets, ...proxied }),
        httpsAgent: new (external_node_https_default()).Agent({ keepAlive: true, maxSockets, ...proxied })
    };
}


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ resolveRegion),
/* harmony export */   q: () => (/* binding */ regionOrFallback)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
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

/***/ 2495:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Is: () => (/* binding */ errorName),
/* harmony export */   bD: () => (/* binding */ withRetry),
/* harmony export */   r3: () => (/* binding */ isRetryable)
/* harmony export */ });
/* unused harmony exports httpStatus, isThrottling, mayHaveApplied, backoffMs, limitSdkRetries, logSdkRetries, pause */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6264);
/* harmony import */ var _calls_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6484);
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
function limitSdkRetries(client, callMs = CALL_MS, now = Date.now) {
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
        const label = callLabel(factsOf(target, context, args.input));
        const took = () => seconds(Date.now() - started);
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
            log(`${describeCall(call[FIRST_FAILURE])}; retrying up to ${left} more ${noun(left, 'time')}.`);
        }
        try {
            return await next(args);
        }
        catch (err) {
            if (call[FIRST_FAILURE] === undefined) {
                recordCall(err, factsOf(target, context, args.input));
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

/***/ 8891:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  RI: () => (/* binding */ roleCredentials)
});

// UNUSED EXPORTS: credentialLifetimeWarning, openAwsSession

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
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
function credentials_minutesFrom(now, at) {
    const minutes = Math.round((at.getTime() - now) / 60_000);
    return minutes >= 0 ? `in ${minutes} min` : `${-minutes} min ago`;
}
/** The refresh failure, said once per failure without any secret. */
function refreshFailedNote(err, expiration, now) {
    return (`Could not refresh the AWS credentials (${(0,errors/* errorMessage */.gJ)(err)}); the current ones expire at ` +
        `${expiration.toISOString()} (${credentials_minutesFrom(now, expiration)}) and are used until then.`);
}

// EXTERNAL MODULE: ./src/aws/retry.ts
var retry = __nccwpck_require__(2495);
// EXTERNAL MODULE: ./src/aws/proxy.ts + 1 modules
var aws_proxy = __nccwpck_require__(3451);
// EXTERNAL MODULE: ./src/aws/calls.ts
var calls = __nccwpck_require__(6484);
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
    const { AssumeRoleWithWebIdentityCommand, STSClient } = await Promise.all(/* import() */[__nccwpck_require__.e(861), __nccwpck_require__.e(695)]).then(__nccwpck_require__.t.bind(__nccwpck_require__, 1695, 19));
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
    throw new UserError('role-to-assume: this job gets no GitHub OIDC token (ACTIONS_ID_TOKEN_REQUEST_URL is not set). Add ' +
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
    const mint = () => (0,retry/* withRetry */.bD)(
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


/***/ }),

/***/ 7825:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runPost)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
;// CONCATENATED MODULE: ./src/backends/sagemaker/post-state.ts
// Names of the step state the main step saves (core.saveState) and the post step reads, in a module of
// their own so the post bundle does not pull in the whole action.
const STATE_JOB_NAME = 'sagemaker-job-name';
const STATE_REGION = 'sagemaker-region';
const STATE_SAGEMAKER_ENDPOINT = 'sagemaker-endpoint';

// EXTERNAL MODULE: ./src/aws/retry.ts
var aws_retry = __nccwpck_require__(2495);
// EXTERNAL MODULE: ./src/sleep.ts + 1 modules
var sleep = __nccwpck_require__(5613);
;// CONCATENATED MODULE: ./src/backends/sagemaker/post.ts




async function runPost(options = {}) {
    const env = options.env ?? process.env;
    const getState = options.getState ?? ((name) => env[`STATE_${name}`] ?? '');
    const log = options.log ?? { info: () => undefined, warning: () => undefined };
    const jobName = getState(STATE_JOB_NAME);
    if (!jobName)
        return 'no-job';
    const region = getState(STATE_REGION) || undefined;
    const endpoint = getState(STATE_SAGEMAKER_ENDPOINT) || undefined;
    const retry = {
        sleep: options.sleep ?? sleep/* sleep */.y,
        attempts: 4,
        baseMs: 250,
        capMs: 1_000,
        log: (line) => log.info(line)
    };
    try {
        // The SDK loads only now that there is a job to look at: most post steps have none.
        const { DescribeTransformJobCommand, StopTransformJobCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(861), __nccwpck_require__.e(459)]).then(__nccwpck_require__.t.bind(__nccwpck_require__, 4459, 19));
        const sm = options.sagemaker?.(region, endpoint) ??
            (await Promise.all(/* import() */[__nccwpck_require__.e(861), __nccwpck_require__.e(459), __nccwpck_require__.e(303), __nccwpck_require__.e(350)]).then(__nccwpck_require__.bind(__nccwpck_require__, 350))).createSageMakerClient({ region, sagemakerEndpoint: endpoint }, env, options.credentials?.(region));
        const job = await (0,aws_retry/* withRetry */.bD)(() => sm.send(new DescribeTransformJobCommand({ TransformJobName: jobName })), retry);
        if (job.TransformJobStatus !== 'InProgress') {
            log.info(`Transform job ${jobName} is ${job.TransformJobStatus}: nothing to stop.`);
            return 'not-running';
        }
        await (0,aws_retry/* withRetry */.bD)(() => sm.send(new StopTransformJobCommand({ TransformJobName: jobName })), retry);
        log.info(`Transform job ${jobName} was still InProgress: StopTransformJob sent.`);
        return 'stopped';
    }
    catch (err) {
        // Loud but not fatal: the workflow is already ending, and the user must know the job may still run.
        log.warning(`Could not check or stop transform job ${jobName}: ${(0,errors/* errorMessage */.gJ)(err)}. Stop it in the SageMaker console.`);
        return 'unknown';
    }
}


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   iK: () => (/* binding */ FULL_MESSAGE),
/* harmony export */   yo: () => (/* binding */ UserError)
/* harmony export */ });
/* unused harmony exports formatProblem, InputErrors, LayoutError, hasFullMessage */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6264);
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

/***/ 6264:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   jB: () => (/* binding */ noun)
/* harmony export */ });
/* unused harmony exports count, instanceSeconds, duration, timeLeft, money, stopLateness */
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

/***/ 8437:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  I: () => (/* binding */ assumeRoleFromInputs)
});

// UNUSED EXPORTS: parseAssumeRole

;// CONCATENATED MODULE: ./src/contract/limits.ts
// Constraints from the SageMaker API model (shared reference: sagemaker-transform-api.json, shape names
// in the comments) and the documented limits that the model does not carry.
/** TransformJobName / ModelName: 1-63 characters, alphanumerics separated by single or repeated hyphens. */
const limits_NAME_PATTERN = /^[a-zA-Z0-9](-*[a-zA-Z0-9]){0,62}$/;
const limits_NAME_MAX = 63;
/** TransformEnvironmentMap: <= 16 entries; TransformEnvironmentKey; TransformEnvironmentValue <= 10240. */
const TRANSFORM_ENV = {
    maxEntries: 16,
    keyPattern: /^[a-zA-Z_][a-zA-Z0-9_]{0,1023}$/,
    keyMax: 1024,
    valueMax: 10240
};
/** EnvironmentMap (the model container): <= 100 entries; EnvironmentKey; EnvironmentValue <= 1024. */
const limits_MODEL_ENV = {
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
const limits_S3_URI_MAX = 1024;
/** ContainerImage: <= 255, no whitespace. */
const limits_IMAGE_MAX = 255;
/** Subnets: 1-16 SubnetId; VpcSecurityGroupIds: 1-5 SecurityGroupId; each `[-0-9a-zA-Z]+`, <= 32. */
const limits_VPC_ID_PATTERN = /^[-0-9a-zA-Z]+$/;
const limits_VPC_ID_MAX = 32;
const limits_SUBNETS_MAX = 16;
const limits_SECURITY_GROUPS_MAX = 5;
/** TagList <= 50; TagKey 1-128; TagValue 0-256; both `[\p{L}\p{Z}\p{N}_.:/=+\-@]*`. */
const limits_TAGS_MAX = 50;
const limits_TAG_KEY_MAX = 128;
const limits_TAG_VALUE_MAX = 256;
const limits_TAG_PATTERN = /^[\p{L}\p{Z}\p{N}_.:/=+\-@]*$/u;
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
const MB = (/* unused pure expression or super */ null && (1024 * 1024));
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
const limits_TIMEOUT_MINUTES_MAX = 7200;
/**
 * `utilization-wait`: seconds past a job's end to wait for its instances' CloudWatch points, which come
 * minutes late; by default the step waits seconds, not minutes.
 */
const limits_UTILIZATION_WAIT_DEFAULT_S = 0;
const limits_UTILIZATION_WAIT_MAX_S = 3600;

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(3136);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./src/storage/uri.ts
// URIs of the places data lives: `s3://bucket/key` and local paths or `file://` URLs. Pure: no SDK.


// A key may hold any character, line breaks too.
const S3_URI = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/s;
/** Parses `s3://bucket/key`; returns undefined when it is not one. */
function uri_parseS3Uri(uri) {
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
    return path.resolve(uri.startsWith('file://') ? fileURLToPath(uri) : uri);
}
/** `uri` resolved against the folder holding `base` (for relative refs in a manifest). */
function resolveBeside(base, ref) {
    if (isS3Uri(ref) || ref.startsWith('file://') || path.isAbsolute(ref))
        return ref;
    if (isS3Uri(base))
        return `${base.slice(0, base.lastIndexOf('/') + 1)}${ref}`;
    return path.join(path.dirname(localPath(base)), ref);
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
function uri_bucketNameProblem(bucket) {
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

;// CONCATENATED MODULE: ./src/inputs/values.ts
// Parsers for one input value each. A bad value records a problem (input, value, fix) and yields
// undefined, so parsing goes on and every problem is reported at once.




const TRUE = (/* unused pure expression or super */ null && (['true', 'True', 'TRUE']));
const FALSE = (/* unused pure expression or super */ null && (['false', 'False', 'FALSE']));
/** YAML 1.2 core booleans only: `yes`, `on`, `1` are mistakes, not booleans. */
function values_parseBool(problems, name, raw, fallback) {
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
function values_parseInteger(problems, name, raw, range) {
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
function values_parseEnum(problems, name, raw, values) {
    if (raw === '')
        return undefined;
    const found = values.find(v => canonical(v) === canonical(raw));
    if (found !== undefined)
        return found;
    return problems.add(name, raw, 'is not a valid value', `Use one of: ${values.join(', ')}.`);
}
/** `s3://bucket/key`; the key may be empty only if `keyRequired` is false. */
function values_parseS3(problems, name, raw, opts = {}) {
    const loc = parseS3Uri(raw);
    const bucketProblem = raw.startsWith('s3://')
        ? bucketNameProblem(/^s3:\/\/([^/]*)/.exec(raw)[1])
        : undefined;
    if (bucketProblem || (!loc && raw.startsWith('s3://'))) {
        return problems.add(name, raw, `has an invalid bucket name: it ${bucketProblem ?? 'does not follow S3 bucket naming rules'}`, 'Bucket names are 3-63 characters: lowercase letters, digits, dots and hyphens, with a letter or ' +
            'digit at each end, no two dots in a row, and not an IP address.');
    }
    if (!loc)
        return problems.add(name, raw, 'is not an S3 URI', 'Use s3://bucket/prefix.');
    if (raw.length > S3_URI_MAX)
        return problems.add(name, raw, `is longer than ${S3_URI_MAX} characters`, 'Use a shorter S3 URI.');
    if (opts.keyRequired && loc.key === '')
        return problems.add(name, raw, 'names a bucket but no object', 'Add the object key.');
    return raw;
}
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\//;
/**
 * An S3 URI, or (when `local` is allowed) a local path or `file://` URL, which becomes a path.
 * `sagemakerFix` explains why only S3 works when local locations are not allowed.
 */
function values_parseLocation(problems, name, raw, opts) {
    const scheme = SCHEME.exec(raw)?.[1]?.toLowerCase();
    if (scheme === 's3')
        return values_parseS3(problems, name, raw, opts);
    if (!opts.local) {
        return problems.add(name, raw, 'is not an S3 URI', opts.sagemakerFix ?? 'SageMaker reads and writes S3 only: use s3://bucket/prefix (or mode: local).');
    }
    if (scheme === 'file') {
        try {
            return fileURLToPath(raw);
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
function values_parseList(raw) {
    return raw.split(/[\s,]+/).filter(s => s !== '');
}
/**
 * KEY=VALUE entries, one per line or comma separated. A value may contain `=`; a comma starts a new
 * entry only when a key (starting with a letter, digit or _) and `=` follow it, so `A=x,y` and
 * `OPTS=-Xmx1g,-Dk=v` keep their values whole. Malformed entries are problems.
 */
function values_parseKeyValues(problems, name, raw) {
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
                problems.add(name, eq === 0 ? `=${hiddenValue(text.slice(1))}` : shownEntry(text), eq === 0 ? 'has an entry with no key' : 'has an entry without `=`', 'Write each entry as KEY=VALUE, one per line or separated by commas.');
                continue;
            }
            const key = text.slice(0, eq).trim();
            const value = text.slice(eq + 1).trim();
            if (seen.has(key)) {
                problems.add(name, shownKey(key), 'sets the same key twice', `Keep one ${shownKey(key)}=... entry.`);
                continue;
            }
            seen.add(key);
            entries.push([key, value]);
        }
    }
    return entries;
}
/** Checks an environment map against an API shape's limits; problems show keys, never values. */
function values_checkEnvironment(problems, name, entries, limits) {
    if (entries.length > limits.maxEntries) {
        problems.add(name, entries.map(([k]) => shownKey(k)).join(','), `has ${entries.length} entries, more than the ${limits.maxEntries} SageMaker allows`, `Keep at most ${limits.maxEntries} entries.`);
    }
    const env = {};
    for (const [key, value] of entries) {
        if (key.length > limits.keyMax || !limits.keyPattern.test(key)) {
            problems.add(name, shownKey(key), 'has an invalid variable name', `Names start with a letter or _, hold only letters, digits and _, and are at most ${limits.keyMax} characters.`);
        }
        else if (value.length > limits.valueMax) {
            problems.add(name, `${shownKey(key)}=${hiddenValue(value)}`, `has a value longer than ${limits.valueMax} characters`, `Shorten ${shownKey(key)}'s value to at most ${limits.valueMax} characters.`);
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

;// CONCATENATED MODULE: ./src/inputs/tags.ts



const CHARS = 'letters, digits, spaces and _ . : / = + - @';
function tags_parseTags(problems, raw) {
    const entries = parseKeyValues(problems, 'tags', raw);
    if (entries.length > TAGS_MAX) {
        problems.add('tags', `${entries.length} tags`, `has more than the ${TAGS_MAX} tags SageMaker allows`, `Keep at most ${TAGS_MAX} tags.`);
    }
    const tags = [];
    for (const [key, value] of entries) {
        if (key.length > TAG_KEY_MAX || !TAG_PATTERN.test(key)) {
            problems.add('tags', shownKey(key), 'has an invalid tag key', `Tag keys are 1-${TAG_KEY_MAX} characters of ${CHARS}.`);
        }
        else if (key.toLowerCase().startsWith('aws:')) {
            problems.add('tags', shownKey(key), 'uses the reserved prefix aws:', 'Choose a key that does not start with aws:.');
        }
        else if (value.length > TAG_VALUE_MAX || !TAG_PATTERN.test(value)) {
            problems.add('tags', `${shownKey(key)}=${hiddenValue(value)}`, 'has an invalid tag value', `Tag values are 0-${TAG_VALUE_MAX} characters of ${CHARS}.`);
        }
        else {
            tags.push({ Key: key, Value: value });
        }
    }
    return tags;
}

;// CONCATENATED MODULE: ./src/inputs/control.ts





const REGION_PATTERN = /^[a-z]{2}(-[a-z]+)+-\d+$/;
const LOCAL_SERVERS = (/* unused pure expression or super */ null && (['auto', 'docker', 'command', 'reference']));
/** A SageMaker job or model name (TransformJobName / ModelName). */
function control_checkName(problems, name, raw) {
    if (raw === '')
        return undefined;
    if (raw.length > NAME_MAX) {
        return problems.add(name, raw, `is ${raw.length} characters long`, `Use at most ${NAME_MAX} characters.`);
    }
    if (!NAME_PATTERN.test(raw)) {
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
    if (parseProxyUrl(raw))
        return raw;
    return problems.add('http-proxy', maskedProxy(raw), 'is not a proxy URL', 'Use http://host:port, with credentials as http://user:password@host:port (special characters percent-encoded).');
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
    const wait = parseBool(problems, 'wait', raw.wait, true);
    if (!wait && mode === 'local') {
        problems.add('wait', raw.wait, 'cannot be false in local mode', 'The transform runs inside this step: remove wait or set it to true.');
    }
    const timeoutMinutes = parseInteger(problems, 'timeout-minutes', raw['timeout-minutes'], {
        min: 1,
        max: TIMEOUT_MINUTES_MAX
    });
    if (timeoutMinutes !== undefined && !wait) {
        problems.add('timeout-minutes', raw['timeout-minutes'], 'needs wait: true', 'Remove timeout-minutes, or set wait: true so the deadline is watched.');
    }
    const region = parseRegion(raw, problems, mode, env);
    const settings = {
        jobName: control_checkName(problems, 'job-name', raw['job-name']),
        timeoutMinutes,
        s3Endpoint: parseEndpoint(problems, 's3-endpoint', raw['s3-endpoint']),
        sagemakerEndpoint: parseEndpoint(problems, 'sagemaker-endpoint', raw['sagemaker-endpoint']),
        pricingEndpoint: parseEndpoint(problems, 'pricing-endpoint', raw['pricing-endpoint']),
        httpProxy: parseProxy(problems, raw['http-proxy']),
        logs: parseBool(problems, 'logs', raw.logs, false),
        utilizationWaitSeconds: parseInteger(problems, 'utilization-wait', raw['utilization-wait'], {
            min: 0,
            max: UTILIZATION_WAIT_MAX_S
        }) ?? UTILIZATION_WAIT_DEFAULT_S,
        tags: parseTags(problems, raw.tags)
    };
    const localServer = parseEnum(problems, 'local-server', raw['local-server'], LOCAL_SERVERS) ?? 'auto';
    if (mode === 'sagemaker') {
        for (const name of ['local-serve-command', 'local-python']) {
            const shown = name === 'local-serve-command' ? shownCommand(raw[name]) : raw[name];
            if (raw[name])
                problems.add(name, shown, 'is used only in local mode', `Remove ${name}, or set mode: local.`);
        }
        if (localServer !== 'auto') {
            problems.add('local-server', raw['local-server'], 'is used only in local mode', 'Remove local-server, or set mode: local.');
        }
        const attach = control_checkName(problems, 'attach', raw.attach);
        return { mode, wait, region: region ?? '', ...settings, ...(attach ? { attach } : {}) };
    }
    return { mode, wait: true, region, ...settings, ...parseLocalServer(raw, problems, localServer) };
}
/** `local-server` with the inputs that belong to it; `auto` with a command means the command. */
function parseLocalServer(raw, problems, given) {
    const localServeCommand = raw['local-serve-command'] || undefined;
    const localPython = raw['local-python'] || undefined;
    const localInstallRequirements = parseBool(problems, 'local-install-requirements', raw['local-install-requirements'] ?? '', true);
    const localServer = localServeCommand && given === 'auto' ? 'command' : given;
    if (localServer === 'command' && !localServeCommand) {
        problems.add('local-serve-command', '', 'is required with local-server: command', 'Give the command that starts the model server.');
    }
    if (localServeCommand && localServer !== 'command') {
        problems.add('local-serve-command', shownCommand(localServeCommand), `is not used with local-server: ${localServer}`, 'Remove local-serve-command, or set local-server: command.');
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
var names = __nccwpck_require__(5585);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
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
function images_knownVersions(framework) {
    const t = FRAMEWORKS[framework];
    return [...new Set([...Object.keys(t.aliases), ...Object.keys(t.versions)])].sort(compareVersions);
}
/** The exact version a version string names (alias resolved), or undefined when the table lacks it. */
function images_exactVersion(framework, version) {
    const t = FRAMEWORKS[framework];
    if (Object.hasOwn(t.versions, version))
        return version;
    return Object.hasOwn(t.aliases, version) ? t.aliases[version] : undefined;
}
/** The Python versions an image version is tagged with ([] when its tags carry none, as TensorFlow's). */
function images_knownPyVersions(framework, version) {
    const exact = images_exactVersion(framework, version);
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
        throw new UserError(`framework-version: needed to choose the ${framework ?? 'inference'} image${usedBy}. Set framework ` +
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
        throw new UserError(`framework: unknown framework ${JSON.stringify(q.framework)}; use tensorflow or pytorch`);
    const exact = images_exactVersion(q.framework, q.version);
    if (!exact) {
        throw new UserError(`framework-version: ${q.framework} has no inference image for version ${JSON.stringify(q.version)}. ` +
            `Valid versions: ${images_knownVersions(q.framework).join(', ')}. Or give image-uri.`);
    }
    const entry = t.versions[exact];
    const processor = processorFor(q.instanceType);
    const processors = entry.processors ?? t.processors;
    if (!processors.includes(processor)) {
        throw new UserError(`instance-type: ${q.framework} ${exact} has no ${processor} inference image for ${q.instanceType}; ` +
            `images exist for ${processors.join(', ')} instances. Choose such an instance type or give image-uri.`);
    }
    const registries = t.registries[entry.registries];
    const account = Object.hasOwn(registries, q.region) ? registries[q.region] : undefined;
    if (!account) {
        throw new UserError(`region: ${q.framework} ${exact} images are not published in ${JSON.stringify(q.region)}. ` +
            `Regions: ${Object.keys(registries).join(', ')}. Use one of them or give image-uri.`);
    }
    const py = pickPyVersion(q.framework, exact, entry.py ?? [], q.pyVersion);
    const tag = [exact, processor, ...(py ? [py] : [])].join('-');
    return `${account}.dkr.ecr.${q.region}.${domainFor(q.region)}/${entry.repository}:${tag}`;
}
function pickPyVersion(framework, version, known, given) {
    if (known.length === 0) {
        if (given) {
            throw new UserError(`py-version: ${framework} ${version} inference images carry no Python version ` +
                `(got ${JSON.stringify(given)}). Remove py-version.`);
        }
        return undefined;
    }
    if (given) {
        if (known.includes(given))
            return given;
        throw new UserError(`py-version: ${framework} ${version} has no image for ${JSON.stringify(given)}. ` +
            `Valid: ${known.join(', ')}.`);
    }
    if (known.length === 1)
        return known[0];
    throw new UserError(`py-version: ${framework} ${version} has images for several Python versions (${known.join(', ')}). ` +
        `Set py-version to one of them.`);
}

;// CONCATENATED MODULE: ./src/inputs/model-image.ts
// The model's image inputs: `image-uri`, or the framework, its version and Python version that pick the
// framework image from the table; and what local mode's server can run.



const model_image_FRAMEWORKS = (/* unused pure expression or super */ null && (['tensorflow', 'pytorch']));
/** `image-uri`, or the framework, its version and Python version that pick the framework image. */
function model_image_parseImage(raw, problems, ctx, source) {
    const createsModel = source === 'model-path' || source === 'model-data-url';
    const imageUri = checkImage(problems, raw['image-uri']);
    const framework = parseEnum(problems, 'framework', raw.framework, model_image_FRAMEWORKS);
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
const checkImage = (problems, raw) => checked(problems, 'image-uri', raw, raw.length <= IMAGE_MAX && !/\s/.test(raw), `is not an image reference of at most ${IMAGE_MAX} characters`, 'Use registry/repository:tag.');
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
    const exact = exactVersion(framework, version);
    if (!exact) {
        problems.add('framework-version', version, `is not a ${framework} inference image version`, `Use one of: ${knownVersions(framework).join(', ')}. Or give image-uri.`);
        return;
    }
    const known = knownPyVersions(framework, exact);
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
    const given = MODEL_SOURCES.filter(name => raw[name] !== '');
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
        ? parseS3(problems, 'artifact-path', raw['artifact-path'])
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
    const networkIsolation = parseBool(problems, 'network-isolation', raw['network-isolation'], false);
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
        env: checkEnvironment(problems, 'model-env', parseKeyValues(problems, 'model-env', raw['model-env']), MODEL_ENV),
        vpcSubnets: subnets,
        vpcSecurityGroups: securityGroups,
        networkIsolation
    };
}
function parseLocalPath(problems, name, raw) {
    if (/^s3:\/\//i.test(raw)) {
        return problems.add(name, raw, 'must be on the runner, not in S3', 'Check it out or download it in an earlier step, and give its path.');
    }
    return parseLocation(problems, name, raw, { local: true });
}
function parseModelPath(problems, raw) {
    if (raw === '')
        return undefined;
    if (/^s3:\/\//i.test(raw)) {
        return problems.add('model-path', raw, 'is an S3 URI', 'Use model-data-url for an existing s3://.../model.tar.gz.');
    }
    return parseLocation(problems, 'model-path', raw, { local: true });
}
function parseModelDataUrl(problems, raw) {
    if (raw === '')
        return undefined;
    const uri = parseS3(problems, 'model-data-url', raw, { keyRequired: true });
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
    if (raw.length < ROLE_ARN_MIN || raw.length > ROLE_ARN_MAX || !ROLE_ARN_PATTERN.test(raw)) {
        return problems.add(input, raw, 'is not an IAM role ARN', `Use the full ARN, e.g. arn:aws:iam::123456789012:role/${example}.`);
    }
    return raw;
}
function parseVpc(problems, raw) {
    const subnets = parseList(raw['vpc-subnets']);
    const securityGroups = parseList(raw['vpc-security-groups']);
    const check = (name, ids, max, example) => {
        if (ids.length > max)
            problems.add(name, raw[name], `lists ${ids.length} ids, more than ${max}`, `Give 1-${max} ids.`);
        for (const id of ids) {
            if (id.length > VPC_ID_MAX || !VPC_ID_PATTERN.test(id)) {
                problems.add(name, id, 'is not a valid id', `Use ids such as ${example}, separated by commas or new lines.`);
            }
        }
    };
    check('vpc-subnets', subnets, SUBNETS_MAX, 'subnet-0abc1234');
    check('vpc-security-groups', securityGroups, SECURITY_GROUPS_MAX, 'sg-0abc1234');
    if ((subnets.length === 0) !== (securityGroups.length === 0)) {
        const missing = subnets.length === 0 ? 'vpc-subnets' : 'vpc-security-groups';
        problems.add(missing, '', 'is missing', 'A VPC configuration needs both vpc-subnets and vpc-security-groups.');
    }
    return { subnets, securityGroups };
}

;// CONCATENATED MODULE: ./src/inputs/problems.ts
class Problems {
    list = [];
    /** Records a problem; returns undefined so parsers can `return problems.add(...)`. */
    add(input, value, problem, fix) {
        this.list.push({ input, value, problem, fix });
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/inputs/credentials.ts
// Credential inputs: `role-to-assume` with its session name and duration (the action's own OIDC session).




function parseAssumeRole(raw, problems) {
    const sessionRaw = raw['role-session-name'];
    const durationRaw = raw['role-duration-seconds'];
    const roleArn = checkRole(problems, raw['role-to-assume'], 'role-to-assume', 'GitHubBatchTransform');
    const durationSeconds = values_parseInteger(problems, 'role-duration-seconds', durationRaw, ROLE_DURATION_SECONDS) ??
        ROLE_DURATION_SECONDS.default;
    let sessionName = sessionRaw || DEFAULT_ROLE_SESSION_NAME;
    if (!ROLE_SESSION_NAME_PATTERN.test(sessionName)) {
        problems.add('role-session-name', sessionRaw, 'is not a valid role session name', 'Use 2-64 letters, digits and + = , . @ _ - characters.');
        sessionName = DEFAULT_ROLE_SESSION_NAME;
    }
    if (raw['role-to-assume'] === '') {
        // action.yml's defaults are not a choice; anything else given without a role is a mistake.
        if (sessionRaw && sessionRaw !== DEFAULT_ROLE_SESSION_NAME)
            problems.add('role-session-name', sessionRaw, 'is used only with role-to-assume', 'Set role-to-assume, or remove it.');
        if (durationRaw && durationRaw !== String(ROLE_DURATION_SECONDS.default))
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


/***/ }),

/***/ 5585:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ MODEL_SETTINGS),
/* harmony export */   LO: () => (/* binding */ inputVariable)
/* harmony export */ });
/* unused harmony exports MODEL_SOURCES, DATA_FORMAT, PART_OF_DATA, CACHE, OUTPUT_FORMAT, JOB_RESOURCES, PUBLISH, PUBLISH_ALSO, MODEL_NETWORK, INPUT_NAMES */
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
const PUBLISH_ALSO = (/* unused pure expression or super */ null && ([
    'mode',
    'comment-key',
    'github-token',
    'min-accuracy',
    'min-agreement',
    'max-failed-objects'
]));
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

/***/ 6661:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _aws_session_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8891);
/* harmony import */ var _backends_sagemaker_post_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7825);
/* harmony import */ var _actions_io_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3087);
/* harmony import */ var _inputs_credentials_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(8437);
/* harmony import */ var _aws_region_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(7249);
/* harmony import */ var _sleep_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(5613);
// Entry point of the post step: stop a transform job that a cancelled or killed main step left running.
// `run` is exported for tools that import the entry and call it themselves (@github/local-action); started
// as the process's script (`node dist/post.js`, as the runner does), the module runs it.








function run() {
    const io = (0,_actions_io_js__WEBPACK_IMPORTED_MODULE_4__/* .actionsIO */ .E$)();
    // With role-to-assume the step has no credentials in its environment: it mints a set of its own.
    const role = (0,_inputs_credentials_js__WEBPACK_IMPORTED_MODULE_5__/* .assumeRoleFromInputs */ .I)(_actions_io_js__WEBPACK_IMPORTED_MODULE_4__/* .actionInput */ .jD);
    return (0,_backends_sagemaker_post_js__WEBPACK_IMPORTED_MODULE_3__/* .runPost */ .a)({
        log: io.log,
        credentials: role
            ? region => (0,_aws_session_js__WEBPACK_IMPORTED_MODULE_2__/* .roleCredentials */ .RI)({
                role,
                region: (0,_aws_region_js__WEBPACK_IMPORTED_MODULE_6__/* .regionOrFallback */ .q)(region, process.env),
                env: process.env,
                idToken: io.idToken,
                now: Date.now,
                sleep: _sleep_js__WEBPACK_IMPORTED_MODULE_7__/* .sleep */ .y,
                log: io.log
            })
            : undefined
    });
}
function startedAsScript() {
    try {
        return !!process.argv[1] && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(process.argv[1]) === (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(import.meta.url));
    }
    catch {
        return false;
    }
}
if (startedAsScript())
    await run();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 5613:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  y: () => (/* binding */ sleep)
});

;// CONCATENATED MODULE: external "node:timers/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");
;// CONCATENATED MODULE: ./src/sleep.ts
// The one real wait. Stages take a `Sleep` as a parameter (from the context) so tests pass one that
// advances a fake clock instead.

/** Waits `ms`; an aborted `signal` ends the wait at once and leaves no timer holding the process open. */
const sleep = (ms, signal) => (0,promises_namespaceObject.setTimeout)(ms, undefined, { signal }).catch(() => undefined);


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".post.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(6661);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ var __webpack_exports__run = __webpack_exports__.e;
/******/ export { __webpack_exports__run as run };
/******/ 
