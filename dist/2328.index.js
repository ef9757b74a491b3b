export const id = 2328;
export const ids = [2328];
export const modules = {

/***/ 12328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   containerImage: () => (/* binding */ containerImage),
/* harmony export */   dockerCreateArgs: () => (/* binding */ dockerCreateArgs),
/* harmony export */   dockerRunner: () => (/* binding */ dockerRunner),
/* harmony export */   ecrLogin: () => (/* binding */ ecrLogin),
/* harmony export */   ecrRegistryOf: () => (/* reexport safe */ _contract_images_js__WEBPACK_IMPORTED_MODULE_3__.Bv),
/* harmony export */   ensureDocker: () => (/* binding */ ensureDocker),
/* harmony export */   startDockerServer: () => (/* binding */ startDockerServer)
/* harmony export */ });
/* harmony import */ var _aws_sdk_client_ecr__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(28249);
/* harmony import */ var _aws_calls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36484);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _contract_images_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10305);
/* harmony import */ var _aws_region_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27249);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(83916);
/* harmony import */ var _managed_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6955);
/* harmony import */ var _ready_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(37225);
// local-server: docker — the framework's inference image (as SageMaker would pick it, or image-uri),
// the unpacked model mounted read-only at /opt/ml/model, `serve`, published on a loopback port.










const CONTAINER_MODEL_DIR = '/opt/ml/model';
const CONTAINER_PORT = 8080;
/**
 * Seconds `docker stop` gives the server before killing it: a cancelled workflow's SIGTERM comes about
 * 7.5 s after its SIGINT, and the container must be gone before that.
 */
const STOP_TIMEOUT_SECONDS = 3;
/**
 * `docker create` arguments (started apart with `docker start --attach`, so the container exists, and
 * can be removed, before anything a cancel can interrupt runs). Values of env vars never appear here,
 * so they stay out of logs.
 */
function dockerCreateArgs(p) {
    const args = ['create', '--rm', '--name', p.name];
    if (p.gpu)
        args.push('--gpus', 'all');
    args.push('-v', `${p.modelDir}:${CONTAINER_MODEL_DIR}:ro`);
    args.push('-p', `127.0.0.1:${p.port}:${CONTAINER_PORT}`);
    for (const name of p.envNames)
        args.push('-e', name);
    args.push(p.image, 'serve');
    return args;
}
/** The image the container runs: the model's image (contract/images.ts), as the cache keyed it (its ID) or as SageMaker would choose it. */
function containerImage(spec, region, framework = spec.model.framework) {
    return (0,_contract_images_js__WEBPACK_IMPORTED_MODULE_3__/* .modelImage */ .Di)(spec, framework, region, ' for local-server: docker');
}
function dockerRunner(binary = 'docker') {
    return (args, o = {}) => new Promise(resolve => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_1__.execFile)(binary, args, {
            env: o.env ?? (0,_managed_js__WEBPACK_IMPORTED_MODULE_6__/* .serverBaseEnv */ .U)(),
            timeout: o.timeoutMs ?? 0,
            maxBuffer: 16 * 1024 * 1024,
            signal: o.signal
        }, (err, stdout, stderr) => {
            const e = err;
            resolve({
                code: e ? (typeof e.code === 'number' ? e.code : 1) : 0,
                stdout: String(stdout),
                stderr: String(stderr),
                errorCode: e && typeof e.code === 'string' ? e.code : undefined
            });
        });
        child.stdin?.on('error', () => undefined);
        if (o.input !== undefined)
            child.stdin?.end(o.input);
        else
            child.stdin?.end();
    });
}
function lastLines(text, n = 5) {
    return text.trim().split('\n').slice(-n).join('\n');
}
/**
 * A UserError when there is no docker CLI or its daemon does not answer. `docker version` works with
 * Docker's and podman's CLIs alike (podman's `info` has no ServerVersion).
 */
async function ensureDocker(docker, signal) {
    const r = await docker(['version', '--format', '{{.Server.Version}}'], { timeoutMs: 60_000, signal });
    throwIfStopped(signal);
    if (r.errorCode === 'ENOENT') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo('local-server: docker needs the docker CLI, and it is not installed (not found on PATH). Install ' +
            'Docker, or use the reference PyTorch server (local-server: reference) or local-serve-command.');
    }
    if (r.code !== 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`local-server: docker cannot reach the Docker daemon (docker version failed: ${lastLines(r.stderr || r.stdout) || `status ${r.code}`}). ` +
            'Start the daemon (or run on a runner that has Docker, such as GitHub-hosted Ubuntu runners), or use ' +
            'the reference PyTorch server (local-server: reference) or local-serve-command.');
    }
}
/**
 * The registry password from GetAuthorizationToken (the token is base64 of `AWS:<password>`), through
 * the run's proxies as every other AWS call; the pull itself is the Docker daemon's, with its own proxy.
 */
const ecrPasswordFromSdk = async (registry, call) => {
    const client = (0,_aws_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .awsClient */ .xe)(new _aws_sdk_client_ecr__WEBPACK_IMPORTED_MODULE_8__/* .ECRClient */ .S70({
        region: registry.region,
        ...(0,_aws_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .requestHandlerSettings */ .rI)(_aws_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_TIMEOUTS */ .Rh, call.proxy),
        ...(call.credentials ? { credentials: call.credentials } : {})
    }), 'ECR');
    try {
        const out = await client.send(new _aws_sdk_client_ecr__WEBPACK_IMPORTED_MODULE_8__/* .GetAuthorizationTokenCommand */ .Eu6({}), { abortSignal: call.signal });
        const token = out.authorizationData?.[0]?.authorizationToken;
        if (!token)
            throw new Error('GetAuthorizationToken returned no token');
        const decoded = Buffer.from(token, 'base64').toString('utf8');
        return decoded.slice(decoded.indexOf(':') + 1);
    }
    finally {
        client.destroy();
    }
};
function credentialsMissing(err) {
    const name = err?.name ?? '';
    return name === 'CredentialsProviderError' || /credential/i.test((0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(err));
}
/**
 * Logs in to an ECR registry when credentials resolve; without credentials it says so and goes on
 * (the image may already be present or public). The password goes through stdin only.
 */
async function ecrLogin(registry, docker, password, log, call = {}) {
    const signal = call.signal;
    let secret;
    try {
        secret = await password(registry, call);
    }
    catch (err) {
        throwIfStopped(signal);
        if (credentialsMissing(err)) {
            log(`No AWS credentials for an ECR login to ${registry.host}; pulling without one.`);
            return;
        }
        log(`ECR login to ${registry.host} skipped: GetAuthorizationToken failed: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(err)}`);
        return;
    }
    const r = await docker(['login', '--username', 'AWS', '--password-stdin', registry.host], {
        input: secret,
        signal
    });
    throwIfStopped(signal);
    if (r.code !== 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`docker login to ${registry.host} failed: ${lastLines(r.stderr) || `status ${r.code}`}`);
    }
    log(`Logged in to ${registry.host}.`);
}
const STOPPED = 'the transform was stopped while the Docker model server was starting';
function throwIfStopped(signal) {
    if (signal?.aborted)
        throw new Error(STOPPED);
}
/**
 * Starts the container: daemon check, then the image (an ECR login and a pull only when it is not
 * there yet), `docker create`, `docker start --attach`, /ping. A cancel ends whichever docker call is
 * running; no container is created once the run is cancelled, and every stop path removes it.
 */
async function startDockerServer(spec, opts, options = {}) {
    const docker = options.docker ?? dockerRunner();
    const log = opts.log ?? (() => undefined);
    const signal = opts.signal;
    await ensureDocker(docker, signal);
    const region = opts.env.SAGEMAKER_REGION || (0,_aws_region_js__WEBPACK_IMPORTED_MODULE_4__/* .regionOrFallback */ .q)(spec.control.region, opts.env);
    const image = containerImage(spec, region, opts.framework ?? spec.model.framework);
    const present = await docker(['image', 'inspect', '--format', '{{.Id}}', image], { signal });
    throwIfStopped(signal);
    // Pull before the /ping deadline starts: framework images are several GB.
    if (present.code !== 0) {
        const registry = (0,_contract_images_js__WEBPACK_IMPORTED_MODULE_3__/* .ecrRegistryOf */ .Bv)(image);
        if (registry)
            await ecrLogin(registry, docker, options.ecrPassword ?? ecrPasswordFromSdk, log, {
                signal,
                credentials: opts.credentials,
                proxy: opts.proxy
            });
        log(`Pulling ${image} ...`);
        const pulled = await docker(['pull', '--quiet', image], { signal });
        throwIfStopped(signal);
        if (pulled.code !== 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`docker pull ${image} failed: ${lastLines(pulled.stderr) || `status ${pulled.code}`}` +
                (registry ? '. Check that AWS credentials for the image registry are configured.' : ''));
        }
    }
    const port = await (0,_ready_js__WEBPACK_IMPORTED_MODULE_7__/* .freePort */ .ov)();
    const name = options.name ?? `sagemaker-transform-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}`;
    const args = dockerCreateArgs({
        image,
        name,
        modelDir: opts.modelDir,
        port,
        envNames: Object.keys(opts.env),
        gpu: spec.resources.gpu
    });
    // Not cancellable: once asked for, the container must exist before it can be removed for sure.
    const remove = async () => {
        await docker(['rm', '--force', name], { timeoutMs: 30_000 });
    };
    throwIfStopped(signal);
    const created = await docker(args, { env: { ...(0,_managed_js__WEBPACK_IMPORTED_MODULE_6__/* .serverBaseEnv */ .U)(), ...opts.env }, timeoutMs: 120_000 });
    if (created.code !== 0) {
        await remove();
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .yo(`docker create failed: ${lastLines(created.stderr) || `status ${created.code}`}`);
    }
    if (signal?.aborted) {
        await remove();
        throw new Error(STOPPED);
    }
    return (0,_managed_js__WEBPACK_IMPORTED_MODULE_6__/* .startManagedServer */ .L)({
        command: 'docker',
        args: ['start', '--attach', name],
        env: (0,_managed_js__WEBPACK_IMPORTED_MODULE_6__/* .serverBaseEnv */ .U)(),
        url: `http://127.0.0.1:${port}`,
        name: `the container ${name} (${image})`,
        description: `docker ${args.join(' ')}`,
        hint: 'Check the container output below (docker logs would show the same).',
        // A cancel removes the container at once; a normal end gives the server a short graceful stop.
        beforeStop: async () => {
            if (signal?.aborted)
                await remove();
            else
                await docker(['stop', '-t', String(STOP_TIMEOUT_SECONDS), name], { timeoutMs: 30_000 });
        },
        afterStop: remove
    }, opts);
}


/***/ })

};
