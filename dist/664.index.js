export const id = 664;
export const ids = [664];
export const modules = {

/***/ 68486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T5: () => (/* binding */ predictedDevice),
/* harmony export */   cm: () => (/* binding */ DeviceLines)
/* harmony export */ });
/* unused harmony exports x86Level, cpuLevel, gpuNames */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
// The device a local run's model server uses, as far as it can change an output's bytes: a GPU by its
// name (TF32 and cuDNN's choices differ between a T4, an A10G and an H100), a CPU by its instruction-set
// level (AVX-512, AVX2, Arm), never its model name, so hosted runners of one kind share the cache.
// Predicted before the look-up; the reference server's own device line tells what really ran.


/** The x86-64 micro-architecture levels by the /proc/cpuinfo flags each adds. */
const X86_LEVELS = [
    ['x86-64-v4', ['avx512f', 'avx512bw', 'avx512cd', 'avx512dq', 'avx512vl']],
    ['x86-64-v3', ['avx', 'avx2', 'bmi1', 'bmi2', 'f16c', 'fma', 'movbe']],
    ['x86-64-v2', ['cx16', 'lahf_lm', 'popcnt', 'sse4_1', 'sse4_2', 'ssse3']]
];
/** The highest level whose flags (and every lower level's) `flags` holds. */
function x86Level(flags) {
    const levels = [...X86_LEVELS].reverse();
    let level = 'x86-64';
    for (const [name, needs] of levels) {
        if (!needs.every(f => flags.has(f)))
            break;
        level = name;
    }
    return level;
}
/** `cpu x86-64-v3`, `cpu arm64`: what a CPU's vectorised kernels may use. */
async function cpuLevel(arch = process.arch, cpuinfo = '/proc/cpuinfo') {
    if (arch !== 'x64')
        return `cpu ${arch}`;
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(cpuinfo, 'utf8').catch(() => '');
    const line = /^flags\s*:(.*)$/m.exec(text)?.[1];
    return `cpu ${line ? x86Level(new Set(line.trim().split(/\s+/))) : 'x86-64'}`;
}
/** The GPUs' names as nvidia-smi gives them (`NVIDIA A10G`), sorted; none without a GPU or the tool. */
function gpuNames(binary = 'nvidia-smi') {
    return new Promise(resolve => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(binary, ['--query-gpu=name', '--format=csv,noheader'], { timeout: 15_000, encoding: 'utf8', env: process.env }, (err, stdout) => {
            if (err)
                return resolve([]);
            const names = stdout
                .split('\n')
                .map(l => l.trim())
                .filter(Boolean);
            resolve([...new Set(names)].sort());
        });
    });
}
/**
 * The device predicted for a run: with `gpu` (local_gpu) the GPUs nvidia-smi sees, else (or with none
 * seen: the server then falls back to the CPU) the CPU's level.
 */
async function predictedDevice(gpu, names = gpuNames) {
    const seen = gpu ? await names() : [];
    return seen.length ? `gpu ${seen.join(' + ')}` : cpuLevel();
}
/** What a reference server said of its devices, line by line: the GPUs' names, or the CPU. */
class DeviceLines {
    gpus = new Set();
    cpu = false;
    /**
     * `device cuda:0 (NVIDIA A10G), gpu_id 0` is that GPU; `device cpu ...` or the warning that torch
     * sees no GPU is the CPU; any other line nothing.
     */
    read(line) {
        const gpu = /^reference server: device cuda:\d+ \((.+)\), gpu_id \d+/.exec(line);
        if (gpu)
            this.gpus.add(gpu[1]);
        else if (/^reference server: (?:device cpu\b|warning: instance-type local_gpu, but torch sees no GPU)/.test(line))
            this.cpu = true;
    }
    /** The device that ran, as predictedDevice names it; undefined when the server said none. */
    async ranOn() {
        if (this.gpus.size)
            return `gpu ${[...this.gpus].sort().join(' + ')}`;
        return this.cpu ? cpuLevel() : undefined;
    }
}


/***/ }),

/***/ 6955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ startManagedServer),
/* harmony export */   U: () => (/* binding */ serverBaseEnv)
/* harmony export */ });
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38535);
/* harmony import */ var _ready_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37225);


/**
 * The runner's own secrets stay out of the model server's environment: action inputs (which hold
 * tokens) and the runtime's tokens. Everything else (PATH, HOME, AWS settings) is passed on.
 */
function serverBaseEnv(env = process.env) {
    const out = {};
    for (const [k, v] of Object.entries(env)) {
        if (v === undefined)
            continue;
        if (k.startsWith('INPUT_') || k.startsWith('ACTIONS_ID_TOKEN_REQUEST_'))
            continue;
        if (k === 'ACTIONS_RUNTIME_TOKEN' || k === 'GITHUB_TOKEN')
            continue;
        out[k] = v;
    }
    return out;
}
async function startManagedServer(s, opts) {
    const proc = (0,_process_js__WEBPACK_IMPORTED_MODULE_0__/* .spawnServerProcess */ .q)(s.command, s.args, {
        env: s.env,
        cwd: s.cwd,
        onLine: s.onLine
    });
    let stopping;
    const stop = () => (stopping ??= (async () => {
        opts.signal?.removeEventListener('abort', onAbort);
        if (!proc.exit())
            await s.beforeStop?.().catch(() => undefined);
        await proc.stop(s.graceMs);
        await s.afterStop?.().catch(() => undefined);
    })());
    const onAbort = () => void stop();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    try {
        await (0,_ready_js__WEBPACK_IMPORTED_MODULE_1__/* .waitForPing */ .v2)({
            url: s.url,
            name: s.name,
            deadlineMs: opts.pingDeadlineMs,
            process: proc,
            signal: opts.signal,
            hint: s.hint,
            startFailure: s.startFailure
        });
    }
    catch (err) {
        await stop();
        throw err;
    }
    // An exit that no stop asked for is the server dying under the run.
    const died = proc.exited.then(exit => new Promise(resolve => {
        if (!stopping)
            resolve({ what: `${s.name} ${(0,_process_js__WEBPACK_IMPORTED_MODULE_0__/* .describeExit */ .K)(exit)}`, lastOutput: proc.tail() });
    }));
    return { url: s.url, description: s.description, stop, died };
}


/***/ }),

/***/ 38535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ describeExit),
/* harmony export */   q: () => (/* binding */ spawnServerProcess)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
// A model-server child process in its own process group: its last output lines kept for error
// messages, and a stop that ends the whole group (a shell's children too) and waits for the exit.

const DEFAULT_GRACE_MS = 5_000;
const running = new Set();
let exitHookInstalled = false;
/** A crashed or cancelled action must not leave servers behind: kill what is still running. */
function installExitHook() {
    if (exitHookInstalled)
        return;
    exitHookInstalled = true;
    process.on('exit', () => {
        for (const child of running)
            killGroup(child, 'SIGKILL');
    });
}
function killGroup(child, signal) {
    if (child.pid === undefined)
        return;
    try {
        process.kill(-child.pid, signal);
    }
    catch {
        try {
            child.kill(signal);
        }
        catch {
            // already gone
        }
    }
}
/** Keeps the last `max` lines of a stream of chunks. */
class LineTail {
    max;
    onLine;
    lines = [];
    partial = '';
    constructor(max, onLine) {
        this.max = max;
        this.onLine = onLine;
    }
    push(chunk) {
        const parts = (this.partial + chunk).split(/\r?\n/);
        this.partial = parts.pop() ?? '';
        for (const line of parts)
            this.add(line);
        // A line without an end that keeps growing is kept bounded too.
        if (this.partial.length > 8192)
            this.partial = this.partial.slice(-8192);
    }
    snapshot() {
        return this.partial ? [...this.lines, this.partial].slice(-this.max) : [...this.lines];
    }
    add(line) {
        this.onLine?.(line);
        this.lines.push(line);
        if (this.lines.length > this.max)
            this.lines.splice(0, this.lines.length - this.max);
    }
}
function spawnServerProcess(command, args, opts) {
    installExitHook();
    const tail = new LineTail(opts.tailLines ?? 20, opts.onLine);
    // One promise shared by whoever waits for the next output, settled and dropped when output comes.
    let next;
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, {
        env: opts.env,
        cwd: opts.cwd,
        detached: true,
        stdio: [opts.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe']
    });
    running.add(child);
    let exit;
    const exited = new Promise(resolve => {
        const done = (e) => {
            if (exit)
                return;
            exit = e;
            running.delete(child);
            resolve(e);
        };
        child.once('exit', (code, signal) => done({ code, signal }));
        child.once('error', error => done({ code: null, signal: null, error }));
    });
    for (const stream of [child.stdout, child.stderr]) {
        stream?.setEncoding('utf8');
        stream?.on('data', (chunk) => {
            tail.push(chunk);
            next?.resolve();
            next = undefined;
        });
    }
    if (opts.stdin !== undefined && child.stdin) {
        child.stdin.on('error', () => undefined);
        child.stdin.end(opts.stdin);
    }
    // The servers must not keep the action alive on their own.
    child.unref();
    for (const s of [child.stdout, child.stderr])
        s?.unref?.();
    return {
        pid: child.pid,
        exited,
        exit: () => exit,
        tail: () => tail.snapshot(),
        nextOutput: () => {
            if (exit)
                return Promise.resolve();
            if (!next) {
                let resolve;
                const promise = Promise.race([new Promise(r => (resolve = r)), exited.then(() => undefined)]);
                next = { promise, resolve };
            }
            return next.promise;
        },
        stop: async (graceMs = DEFAULT_GRACE_MS) => {
            if (exit)
                return;
            killGroup(child, 'SIGTERM');
            let timer;
            const killed = new Promise(resolve => {
                timer = setTimeout(() => {
                    killGroup(child, 'SIGKILL');
                    resolve();
                }, graceMs);
            });
            await Promise.race([exited, killed]);
            clearTimeout(timer);
            await exited;
        }
    };
}
/** `exited with status 3`, `was killed by SIGKILL`, `could not start: spawn x ENOENT`. */
function describeExit(e) {
    if (e.error)
        return `could not start: ${e.error.message}`;
    if (e.signal)
        return `was killed by ${e.signal}`;
    return `exited with status ${e.code}`;
}


/***/ }),

/***/ 37225:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JE: () => (/* binding */ outputBlock),
/* harmony export */   ov: () => (/* binding */ freePort),
/* harmony export */   v2: () => (/* binding */ waitForPing)
/* harmony export */ });
/* unused harmony export probe */
/* harmony import */ var _sleep_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46972);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(16264);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38535);
// Shared start-up steps of the providers: a free loopback port, and waiting for GET /ping to answer
// 200 within a deadline while watching the process, so a crash is reported at once with its output.
// The server is asked again as soon as it writes anything (a server says when it listens), and on a
// short poll that widens while it stays silent, so readiness is seen within milliseconds.






/** A port nobody listens on right now (listen on 0, note the port, close). */
async function freePort(host = '127.0.0.1') {
    return new Promise((resolve, reject) => {
        const server = node_net__WEBPACK_IMPORTED_MODULE_2___default().createServer();
        server.unref();
        server.once('error', reject);
        server.listen(0, host, () => {
            const address = server.address();
            const port = typeof address === 'object' && address ? address.port : 0;
            server.close(() => resolve(port));
        });
    });
}
/** One GET; the status code, or undefined when nothing answered in time. */
function probe(url, timeoutMs) {
    return new Promise(resolve => {
        const req = node_http__WEBPACK_IMPORTED_MODULE_1___default().get(url, { agent: false, timeout: timeoutMs }, res => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
            res.on('error', () => resolve(res.statusCode));
        });
        req.on('timeout', () => req.destroy());
        req.on('error', () => resolve(undefined));
    });
}
/** The first pause between two asks; each next one is half as long again, up to `intervalMs`. */
const FIRST_PAUSE_MS = 10;
/** The server's last output lines, indented, for a message. */
function outputBlock(lines) {
    return lines.length
        ? `\nIts last output lines:\n${lines.map(l => `  | ${l}`).join('\n')}`
        : '\nIt wrote no output.';
}
/** Resolves once GET /ping answers 200; a UserError when the process exits or the deadline passes. */
async function waitForPing(server) {
    const interval = server.intervalMs ?? 100;
    let pause = Math.min(FIRST_PAUSE_MS, interval);
    const started = Date.now();
    const deadline = started + server.deadlineMs;
    let lastStatus;
    for (;;) {
        if (server.signal?.aborted)
            throw new Error('the transform was stopped while the model server was starting');
        const exit = server.process.exit();
        if (exit) {
            throw (server.startFailure?.(exit, server.process.tail()) ??
                new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`local mode: ${server.name} ${(0,_process_js__WEBPACK_IMPORTED_MODULE_4__/* .describeExit */ .K)(exit)} before it answered GET /ping.` +
                    outputBlock(server.process.tail())));
        }
        const left = deadline - Date.now();
        if (left <= 0)
            break;
        // Output written while the probe is out wakes the pause after it too.
        const output = server.process.nextOutput();
        // The contract gives /ping 2 seconds; never wait past the deadline.
        const status = await probe(`${server.url}/ping`, Math.max(1, Math.min(2_000, left)));
        if (status === 200)
            return;
        // The error names the last status the server did answer, not a last probe that timed out.
        lastStatus = status ?? lastStatus;
        const wait = Math.min(pause, deadline - Date.now());
        if (wait > 0)
            await sleepUntil(wait, output, server.signal);
        pause = Math.min(interval, Math.ceil(pause * 1.5));
    }
    const answered = lastStatus === undefined ? 'no answer' : `the last answer was HTTP ${lastStatus}`;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`local mode: ${server.name} did not answer GET ${server.url}/ping with 200 within ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .seconds */ .YA)(server.deadlineMs, server.deadlineMs % 1000 ? 1 : 0)} (${answered}).` +
        (server.hint ? ` ${server.hint}` : '') +
        outputBlock(server.process.tail()));
}
/** Waits `ms`, or less when `output` settles (the process wrote or exited) or the run is cancelled. */
async function sleepUntil(ms, output, signal) {
    const settled = new AbortController();
    const end = () => settled.abort();
    void output.then(end, end);
    await (0,_sleep_js__WEBPACK_IMPORTED_MODULE_0__/* .sleep */ .y)(ms, signal ? AbortSignal.any([signal, settled.signal]) : settled.signal);
    end();
}


/***/ }),

/***/ 29209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  wf: () => (/* binding */ findServeDir),
  di: () => (/* binding */ pythonCandidates),
  Rd: () => (/* binding */ startReferenceServer)
});

// UNUSED EXPORTS: INSTALL_HINT, interpreterProblem, noTorchError, serveDirCandidates

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/backends/local/servers/managed.ts
var managed = __webpack_require__(6955);
// EXTERNAL MODULE: ./src/backends/local/servers/ready.ts
var ready = __webpack_require__(37225);
// EXTERNAL MODULE: ./src/backends/local/servers/device.ts
var device = __webpack_require__(68486);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
;// CONCATENATED MODULE: ./src/backends/local/servers/requirements.ts
// code/requirements.txt, installed before the reference server starts as the PyTorch container installs
// it (`pip install -r` at start-up): into a virtual environment that sees the interpreter's own packages
// (torch stays the system's), kept per content of the file so that a later run reuses it at once.







/** Written last into a finished environment: one without it is half-made and built again. */
const READY_MARKER = '.installed';
const INSTALL_TIMEOUT_MS = 30 * 60_000;
const PIP_LINES_SHOWN = 12;
/** The interpreter itself is missing: the caller tries the next one. */
class PythonNotFound extends Error {
    python;
    constructor(python) {
        super(`${python}: not found`);
        this.python = python;
        this.name = 'PythonNotFound';
    }
}
const runCommand = (command, args, env) => new Promise(resolve => {
    (0,external_node_child_process_.execFile)(command, args, { env, timeout: INSTALL_TIMEOUT_MS, maxBuffer: 64 << 20, encoding: 'utf8' }, (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        if (!error)
            return resolve({ code: 0, output });
        const code = typeof error.code === 'number' ? error.code : null;
        resolve({ code, output, ...(code === null ? { error } : {}) });
    });
});
function requirementsFile(modelDir) {
    return external_node_path_default().join(modelDir, 'code', 'requirements.txt');
}
/** The environment's folder: one per interpreter and content of requirements.txt. */
function environmentDir(cacheRoot, python, requirements) {
    const hash = (0,external_node_crypto_.createHash)('sha256').update(python).update('\0').update(requirements).digest('hex');
    return external_node_path_default().join(cacheRoot, 'sagemaker-transform-requirements', hash.slice(0, 24));
}
function defaultCacheRoot(env) {
    return env.RUNNER_TOOL_CACHE || external_node_os_default().tmpdir();
}
/**
 * The interpreter to run the server with: `python` itself when the model has no code/requirements.txt
 * (or the install is turned off), else the environment's, made and filled on first use.
 */
async function pythonWithRequirements(opts) {
    const file = requirementsFile(opts.modelDir);
    if (!(0,external_node_fs_.existsSync)(file))
        return opts.python;
    if (!opts.install) {
        ;
        (opts.warn ?? opts.log)?.('local mode: code/requirements.txt is not installed (local-install-requirements: false); the ' +
            'PyTorch container installs it before the model loads');
        return opts.python;
    }
    const dir = environmentDir(opts.cacheRoot ?? defaultCacheRoot(opts.env), opts.python, await (0,promises_.readFile)(file));
    const python = external_node_path_default().join(dir, 'bin', 'python');
    if ((0,external_node_fs_.existsSync)(external_node_path_default().join(dir, READY_MARKER))) {
        opts.log?.(`local mode: code/requirements.txt already installed in ${dir}`);
        return python;
    }
    const run = opts.run ?? runCommand;
    await (0,promises_.rm)(dir, { recursive: true, force: true });
    await (0,promises_.mkdir)(external_node_path_default().dirname(dir), { recursive: true });
    opts.log?.(`local mode: installing code/requirements.txt with pip into ${dir}`);
    const made = await run(opts.python, ['-m', 'venv', '--system-site-packages', dir], opts.env);
    if (made.code !== 0) {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
        if (made.error?.code === 'ENOENT')
            throw new PythonNotFound(opts.python);
        throw new errors/* UserError */.yo(`local mode: cannot make a virtual environment for code/requirements.txt with ${opts.python} ` +
            `(${made.error?.message ?? `exit status ${made.code}`}): ${lastLines(made.output)}. On Debian/Ubuntu ` +
            'install `python3-venv` and `python3-pip`, or set local-install-requirements: false.');
    }
    const env = { ...opts.env, PIP_DISABLE_PIP_VERSION_CHECK: '1' };
    const installed = await run(python, ['-m', 'pip', 'install', '-r', file], env);
    if (installed.code !== 0) {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
        const which = failedRequirement(installed.output);
        throw new errors/* UserError */.yo(`local mode: pip could not install ${which ? `the requirement ${which}` : 'the requirements'} of ` +
            `code/requirements.txt (${installed.error?.message ?? `exit status ${installed.code}`}); no input ` +
            `was sent. pip's last lines:\n${lastLines(installed.output)}\n` +
            'Fix the requirement, or set PIP_INDEX_URL / PIP_FIND_LINKS for a private index, or ' +
            'local-install-requirements: false.');
    }
    await (0,promises_.writeFile)(external_node_path_default().join(dir, READY_MARKER), `${new Date().toISOString()}\n`);
    return python;
}
/** The requirement pip names in its error (`... satisfies the requirement nosuch==1.0 ...`). */
function failedRequirement(output) {
    const found = /satisf(?:y|ies) the requirement (\S+)/.exec(output) ??
        /No matching distribution found for (\S+)/.exec(output);
    return found?.[1];
}
function lastLines(output) {
    const lines = output
        .split('\n')
        .map(l => l.trimEnd())
        .filter(Boolean);
    return lines.slice(-PIP_LINES_SHOWN).join('\n') || '(no output)';
}

;// CONCATENATED MODULE: ./src/backends/local/servers/reference.ts
// The built-in reference PyTorch server (serve/reference_server.py), run with a Python that has torch.
// No separate check runs first: importing torch is most of the server's start-up, so the server's own
// start says whether an interpreter has it (exit status 3 and `cannot import torch: ...`).








const SERVER_SCRIPT = 'reference_server.py';
/** The server's exit status when a module it needs (torch, numpy) cannot be imported. */
const MISSING_MODULE_STATUS = 3;
const MISSING_MODULE_LINE = /^reference server: cannot import \S+: (.*)$/;
const INSTALL_HINT = 'On Debian/Ubuntu install it with `sudo apt-get install -y python3-torch python3-pil`, or set ' +
    'local-python to an interpreter that has torch, or choose local-server: docker or local-serve-command.';
/** The interpreters to try: local-python when given (and only it), else /usr/bin/python3, then python3. */
function pythonCandidates(localPython) {
    return localPython ? [localPython] : ['/usr/bin/python3', 'python3'];
}
/** An interpreter that cannot run the server: it is missing, or lacks a module the server imports. */
class InterpreterUnfit extends Error {
    problem;
    constructor(problem) {
        super(problem);
        this.problem = problem;
        this.name = 'InterpreterUnfit';
    }
}
/** Why the interpreter, not the model, stopped the server's start; undefined for any other exit. */
function interpreterProblem(exit, lastOutput) {
    if (exit.error)
        return exit.error.code === 'ENOENT' ? 'not found' : exit.error.message;
    if (exit.code !== MISSING_MODULE_STATUS)
        return undefined;
    for (const line of [...lastOutput].reverse()) {
        const found = MISSING_MODULE_LINE.exec(line);
        if (found)
            return found[1];
    }
    return undefined;
}
/** The error once every candidate failed: local-python named alone, else every interpreter tried. */
function noTorchError(localPython, tried) {
    if (localPython) {
        return new errors/* UserError */.yo(`local-python: ${JSON.stringify(localPython)} cannot run the reference PyTorch server ` +
            `(import torch failed: ${tried[0]?.problem ?? 'not found'}). ${INSTALL_HINT}`);
    }
    return new errors/* UserError */.yo(`local mode: no Python interpreter with torch was found for the reference PyTorch server ` +
        `(tried ${tried.map(t => `${t.python}: ${t.problem}`).join('; ')}). ${INSTALL_HINT}`);
}
/**
 * serve/ beside the bundle (dist/serve next to dist/index.js) or at the repository root when running
 * from the sources; the first that holds the server script.
 */
function serveDirCandidates(moduleUrl = import.meta.url, argv1 = process.argv[1]) {
    const here = external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(moduleUrl));
    const list = [external_node_path_default().join(here, 'serve'), external_node_path_default().resolve(here, '..', '..', '..', '..', 'serve')];
    if (argv1)
        list.push(external_node_path_default().join(external_node_path_default().dirname(external_node_path_default().resolve(argv1)), 'serve'));
    return [...new Set(list)];
}
function findServeDir(candidates = serveDirCandidates()) {
    const found = candidates.find(dir => (0,external_node_fs_.existsSync)(external_node_path_default().join(dir, SERVER_SCRIPT)));
    if (found)
        return found;
    throw new errors/* UserError */.yo(`local mode: the reference server (${SERVER_SCRIPT}) is missing; looked in ${candidates.join(', ')}. ` +
        'The action is incomplete: rebuild it with `npm run bundle`.');
}
/** The environment that says where the model runs: the GPU for local_gpu, none for local (a CPU instance). */
function deviceEnvironment(gpu) {
    return gpu ? { SAGEMAKER_REFERENCE_GPU: '1' } : { SAGEMAKER_REFERENCE_GPU: '0', CUDA_VISIBLE_DEVICES: '' };
}
/** The server's worker count and device lines: `4 workers (16 cores, 1 GPU): why`, `device cuda:0 ...`. */
const LOGGED_LINE = /^reference server: (?:\d+ workers? \(|device )/;
/** Its warnings (local_gpu without a GPU, a worker that ran out of GPU memory). */
const WARNING_LINE = /^reference server: (?:warning: |(?:worker \d+: )?CUDA out of memory )/;
/**
 * The server's worker count and device go to the action log, its warnings as warnings; its device
 * lines tell `devices` what really runs the model.
 */
function serverLogLine(opts, devices) {
    return line => {
        devices.read(line);
        if (WARNING_LINE.test(line))
            (opts.warn ?? opts.log)?.(line);
        else if (LOGGED_LINE.test(line))
            opts.log?.(line);
    };
}
async function startReferenceServer(spec, opts, options = {}) {
    const serveDir = options.serveDir ?? findServeDir();
    const tried = [];
    for (const python of pythonCandidates(spec.control.localPython)) {
        try {
            return await startWith(python, external_node_path_default().join(serveDir, SERVER_SCRIPT), spec, opts);
        }
        catch (err) {
            if (err instanceof PythonNotFound)
                tried.push({ python, problem: 'not found' });
            else if (err instanceof InterpreterUnfit)
                tried.push({ python, problem: err.problem });
            else
                throw err;
        }
    }
    throw noTorchError(spec.control.localPython, tried);
}
async function startWith(python, script, spec, opts) {
    const control = spec.control;
    const command = await pythonWithRequirements({
        python,
        modelDir: opts.modelDir,
        install: !('localInstallRequirements' in control) || control.localInstallRequirements !== false,
        env: (0,managed/* serverBaseEnv */.U)(),
        log: opts.log,
        warn: opts.warn
    });
    const port = await (0,ready/* freePort */.ov)();
    const devices = new device/* DeviceLines */.cm();
    const server = await (0,managed/* startManagedServer */.L)({
        command,
        args: [script],
        env: {
            ...(0,managed/* serverBaseEnv */.U)(),
            ...deviceEnvironment(spec.resources.gpu),
            ...opts.env,
            SM_MODEL_DIR: opts.modelDir,
            SAGEMAKER_BIND_TO_PORT: String(port),
            SAGEMAKER_BIND_HOST: '127.0.0.1',
            // The action's directory may be read-only; nothing to gain from caching bytecode there.
            PYTHONDONTWRITEBYTECODE: '1',
            PYTHONUNBUFFERED: '1'
        },
        cwd: opts.modelDir,
        url: `http://127.0.0.1:${port}`,
        name: `the reference PyTorch server (${python} ${script})`,
        description: `reference PyTorch server (${python})`,
        hint: 'Loading a large model can take longer than the deadline; check model_fn and the output below.',
        onLine: serverLogLine(opts, devices),
        startFailure: (exit, lastOutput) => {
            const problem = interpreterProblem(exit, lastOutput);
            return problem === undefined ? undefined : new InterpreterUnfit(problem);
        }
    }, opts);
    return { ...server, ranOn: () => devices.ranOn() };
}


/***/ }),

/***/ 40664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N: () => (/* binding */ chooseServer),
  D: () => (/* binding */ startModelServer)
});

// EXTERNAL MODULE: ./src/redact.ts
var redact = __webpack_require__(76670);
// EXTERNAL MODULE: ./src/backends/local/servers/managed.ts
var managed = __webpack_require__(6955);
// EXTERNAL MODULE: ./src/backends/local/servers/ready.ts
var ready = __webpack_require__(37225);
;// CONCATENATED MODULE: ./src/backends/local/servers/command.ts
// local-serve-command: any command that starts a server speaking the container contract. It gets the
// port in SAGEMAKER_BIND_TO_PORT and the unpacked model in SM_MODEL_DIR, plus the container env; it
// runs in the action's working directory (the workspace), so paths in it are the repository's.



async function startCommandServer(command, opts) {
    const port = await (0,ready/* freePort */.ov)();
    return (0,managed/* startManagedServer */.L)({
        command: 'sh',
        args: ['-c', command],
        env: {
            ...(0,managed/* serverBaseEnv */.U)(),
            ...opts.env,
            SAGEMAKER_BIND_TO_PORT: String(port),
            SM_MODEL_DIR: opts.modelDir
        },
        url: `http://127.0.0.1:${port}`,
        // Its arguments may hold secrets: messages show the program and how many arguments follow.
        name: `local-serve-command (${(0,redact/* shownCommand */.h9)(command)})`,
        description: `local-serve-command: ${(0,redact/* shownCommand */.h9)(command)}`,
        hint: 'The command must listen on 127.0.0.1 (or all interfaces) at the port in SAGEMAKER_BIND_TO_PORT ' +
            'and answer GET /ping with 200.'
    }, opts);
}

// EXTERNAL MODULE: ./src/backends/local/servers/reference.ts + 1 modules
var reference = __webpack_require__(29209);
;// CONCATENATED MODULE: ./src/backends/local/servers/start-server.ts


function chooseServer(spec, framework) {
    const choice = spec.control.localServer;
    if (choice !== 'auto')
        return choice;
    return framework === 'pytorch' ? 'reference' : 'docker';
}
async function startModelServer(spec, opts) {
    if (spec.control.localServer === 'command')
        return startCommandServer(spec.control.localServeCommand, opts);
    const kind = chooseServer(spec, opts.framework ?? spec.model.framework);
    if (kind === 'reference')
        return (0,reference/* startReferenceServer */.Rd)(spec, opts);
    // Loaded only for Docker: it brings the ECR client.
    return (await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(8249), __webpack_require__.e(2328)]).then(__webpack_require__.bind(__webpack_require__, 12328))).startDockerServer(spec, opts);
}


/***/ })

};
