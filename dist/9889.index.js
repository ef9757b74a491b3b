export const id = 9889;
export const ids = [9889,3557,350];
export const modules = {

/***/ 70350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B9: () => (/* binding */ consoleUrl),
/* harmony export */   D3: () => (/* binding */ createLogsClient),
/* harmony export */   createSageMakerClient: () => (/* binding */ createSageMakerClient),
/* harmony export */   cz: () => (/* binding */ metricsClientSettings),
/* harmony export */   zU: () => (/* binding */ clientTarget)
/* harmony export */ });
/* harmony import */ var _aws_sdk_client_cloudwatch_logs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(70303);
/* harmony import */ var _aws_sdk_client_sagemaker__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94459);
/* harmony import */ var _aws_region_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27249);
/* harmony import */ var _aws_calls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36484);
/* harmony import */ var _aws_proxy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(21373);
// Clients for the SageMaker and CloudWatch Logs APIs, honouring `region`, `sagemaker-endpoint` and the
// SDK's standard endpoint variables. The SDK's retries are off: retry.ts decides what to repeat.





/** What both clients share; `credentials`: the run's own (role-to-assume), else the SDK's default chain. */
function clientSettings(target, env, endpoint, credentials) {
    return {
        region: (0,_aws_region_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveRegion */ .Z)(target.region, env),
        endpoint,
        maxAttempts: 1,
        ...(0,_aws_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .requestHandlerSettings */ .rI)(target.timeouts, (0,_aws_proxy_js__WEBPACK_IMPORTED_MODULE_2__/* .proxyConfigOf */ .Ur)(env, target.httpProxy)),
        ...(credentials ? { credentials } : {})
    };
}
/** How `awsClient` names a failed call of these clients (the proxy it went through included). */
function clientTarget(target, env, endpoint) {
    return { endpoint, timeouts: target.timeouts, proxy: (0,_aws_proxy_js__WEBPACK_IMPORTED_MODULE_2__/* .proxyConfigOf */ .Ur)(env, target.httpProxy) };
}
function createSageMakerClient(target, env, credentials) {
    const endpoint = target.sagemakerEndpoint || env.AWS_ENDPOINT_URL_SAGEMAKER || undefined;
    const client = new _aws_sdk_client_sagemaker__WEBPACK_IMPORTED_MODULE_3__/* .SageMakerClient */ .kHU(clientSettings(target, env, endpoint, credentials));
    return (0,_aws_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .awsClient */ .xe)(client, 'SageMaker', clientTarget(target, env, endpoint));
}
function createLogsClient(target, env, credentials) {
    const endpoint = env.AWS_ENDPOINT_URL_CLOUDWATCH_LOGS || loopbackSageMaker(target, env);
    const client = new _aws_sdk_client_cloudwatch_logs__WEBPACK_IMPORTED_MODULE_4__/* .CloudWatchLogsClient */ .TFr(clientSettings(target, env, endpoint, credentials));
    return (0,_aws_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .awsClient */ .xe)(client, 'CloudWatch Logs', clientTarget(target, env, endpoint));
}
/**
 * What the CloudWatch metrics client is made with (the client itself is made where the metrics are
 * read, so its SDK loads only then): AWS_ENDPOINT_URL_CLOUDWATCH, else a loopback SageMaker endpoint.
 */
function metricsClientSettings(target, env, credentials) {
    const endpoint = env.AWS_ENDPOINT_URL_CLOUDWATCH || loopbackSageMaker(target, env);
    return { settings: clientSettings(target, env, endpoint, credentials), endpoint };
}
/**
 * A SageMaker endpoint on this machine (an emulator serving every service on one port): the logs are
 * read there too, never from the public endpoint of a region the endpoint may not belong to.
 */
function loopbackSageMaker(target, env) {
    const endpoint = target.sagemakerEndpoint || env.AWS_ENDPOINT_URL_SAGEMAKER;
    if (!endpoint)
        return undefined;
    try {
        const host = new URL(endpoint).hostname;
        return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)
            ? endpoint
            : undefined;
    }
    catch {
        return undefined;
    }
}
/** The job's page in the SageMaker console. */
function consoleUrl(region, jobName) {
    const host = region.startsWith('cn-')
        ? 'console.amazonaws.cn'
        : region.startsWith('us-gov-')
            ? 'console.amazonaws-us-gov.com'
            : `${region}.console.aws.amazon.com`;
    return `https://${host}/sagemaker/home?region=${region}#/transform-jobs/${jobName}`;
}


/***/ }),

/***/ 35842:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JL: () => (/* binding */ LINEAGE_KEYS),
/* harmony export */   T_: () => (/* binding */ lineageMetadata),
/* harmony export */   bj: () => (/* binding */ registrationToken),
/* harmony export */   pL: () => (/* binding */ listingDigest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _contract_model_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75903);
/* harmony import */ var _listing_listed_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25253);
// What a registered version records of the run that made it (CustomerMetadataProperties): the repository,
// the commit, the workflow run, the transform job, the model's and the input listing's digests, the cache
// identity, and where its summary and evaluation are. A retried step finds its own version by the
// registration token, which is also the request's ClientToken.



/** The metadata keys, once: the registry baseline reads them back. */
const LINEAGE_KEYS = {
    repository: 'repository',
    commit: 'commit',
    runUrl: 'workflow-run',
    jobName: 'transform-job',
    jobArn: 'transform-job-arn',
    modelSha256: 'model-sha256',
    listingSha256: 'data-listing-sha256',
    cacheIdentity: 'cache-identity',
    summaryUri: 'summary-json',
    evaluationUri: 'evaluation-json',
    registration: 'registration'
};
/**
 * The lineage as metadata SageMaker accepts: a value it would refuse (too long, or a character outside its
 * set) is left out and said, never sent.
 */
function lineageMetadata(l, leftOut) {
    const entries = [];
    for (const [field, key] of Object.entries(LINEAGE_KEYS)) {
        const value = l[field];
        if (value === undefined || value === '')
            continue;
        if ((0,_contract_model_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .isMetadataValue */ .bJ)(value))
            entries.push([key, value]);
        else
            leftOut(key);
    }
    return Object.fromEntries(entries.slice(0, _contract_model_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .METADATA_MAX_ENTRIES */ .gq));
}
/**
 * One registration per workflow run attempt, job step, transform job and group: a retried step sends the
 * same token (SageMaker's ClientToken) and finds its version by it.
 */
function registrationToken(env, jobName, group) {
    const parts = [env.GITHUB_RUN_ID, env.GITHUB_RUN_ATTEMPT, env.GITHUB_JOB, jobName, group];
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(parts.map(p => p ?? '').join('\n'))
        .digest('hex')
        .slice(0, _contract_model_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .CLIENT_TOKEN_MAX */ .vL);
}
/** sha256 over the listed inputs' keys, sizes and ETags, in key order; undefined when not listed. */
function listingDigest(inputs) {
    if ((0,_listing_listed_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .isUnlisted */ .f)(inputs))
        return undefined;
    const lines = [];
    for (let i = 0; i < inputs.count; i++)
        lines.push(`${inputs.keyAt(i)}\t${inputs.sizeAt(i) ?? ''}\t${inputs.etagAt(i) ?? ''}`);
    lines.sort();
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const line of lines)
        hash.update(`${line}\n`);
    return hash.digest('hex');
}


/***/ }),

/***/ 1289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Me: () => (/* binding */ openRegistry),
/* harmony export */   et: () => (/* binding */ registryCall),
/* harmony export */   z1: () => (/* binding */ RegistryDenied)
/* harmony export */ });
/* unused harmony export isDenied */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _aws_region_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27249);
/* harmony import */ var _aws_retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22495);
/* harmony import */ var _backends_sagemaker_sagemaker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70350);




/** A registry call the role may not make: the permission to add, in one sentence. */
class RegistryDenied extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo {
    permission;
    constructor(permission, cause) {
        super(`register: the workflow's AWS role may not call ${permission} (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(cause)}). ` +
            `Allow ${permission} on the model package group and its packages (docs/registry.md lists the permissions); ` +
            'the report, the summary and the outputs were published.');
        this.permission = permission;
        this.name = 'RegistryDenied';
    }
}
function isDenied(err) {
    return /^AccessDenied/.test((0,_aws_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .errorName */ .Is)(err));
}
function openRegistry(spec, ctx) {
    const region = (0,_aws_region_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveRegion */ .Z)(spec.control.region, ctx.env);
    const sm = (0,_backends_sagemaker_sagemaker_js__WEBPACK_IMPORTED_MODULE_3__.createSageMakerClient)(spec.control, ctx.env, ctx.credentials);
    const call = send => (0,_aws_retry_js__WEBPACK_IMPORTED_MODULE_2__.withRetry)(send, {
        sleep: ctx.sleep,
        random: Math.random,
        signal: ctx.signal,
        now: ctx.now,
        log: line => ctx.log.info(line)
    });
    return { sm, call, region, log: ctx.log };
}
/** One registry call (`operation` as IAM names it); a refused permission becomes RegistryDenied. */
async function registryCall(r, operation, send) {
    try {
        return await r.call(send);
    }
    catch (err) {
        if (isDenied(err))
            throw new RegistryDenied(`sagemaker:${operation}`, err);
        throw err;
    }
}


/***/ }),

/***/ 49889:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  resolveRegistryBaseline: () => (/* binding */ resolveRegistryBaseline)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/storage/resolve.ts
var resolve = __webpack_require__(93557);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-sagemaker/dist-cjs/index.js
var dist_cjs = __webpack_require__(94459);
// EXTERNAL MODULE: ./src/results/evaluation/model-quality.ts
var model_quality = __webpack_require__(68280);
// EXTERNAL MODULE: ./src/registry/lineage.ts
var lineage = __webpack_require__(35842);
// EXTERNAL MODULE: ./src/registry/registry-session.ts
var registry_session = __webpack_require__(1289);
;// CONCATENATED MODULE: ./src/registry/registry-baseline.ts
// `baseline: registry`: the group's latest Approved version is the baseline. Its figures come from its
// statistics file, whose bytes must still have the digest it was registered with; its predictions from
// the `_summary.json` its lineage names, which must still be that job's (a later run writing the same
// output-path would otherwise swap the predictions under it).






const sha256 = (bytes) => (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
async function latestApprovedArn(r, group) {
    const listed = await (0,registry_session/* registryCall */.et)(r, 'ListModelPackages', () => r.sm.send(new dist_cjs/* ListModelPackagesCommand */.MTG({
        ModelPackageGroupName: group,
        ModelPackageType: 'Versioned',
        ModelApprovalStatus: 'Approved',
        SortBy: 'CreationTime',
        SortOrder: 'Descending',
        MaxResults: 1
    })));
    return listed.ModelPackageSummaryList?.[0]?.ModelPackageArn;
}
async function latestApproved(r, group, read) {
    const arn = await latestApprovedArn(r, group);
    if (!arn)
        return { none: `${group} has no Approved version` };
    const p = await (0,registry_session/* registryCall */.et)(r, 'DescribeModelPackage', () => r.sm.send(new dist_cjs/* DescribeModelPackageCommand */.Uxr({ ModelPackageName: arn })));
    const version = p.ModelPackageVersion ?? 0;
    const named = `${group} version ${version} (${arn})`;
    const stats = p.ModelMetrics?.ModelQuality?.Statistics;
    if (!stats?.S3Uri)
        return { none: `${named} has no evaluation (no model-quality statistics)` };
    let accuracy;
    try {
        const bytes = await read(stats.S3Uri);
        const digest = stats.ContentDigest?.replace(/^sha256:/i, '').toLowerCase();
        if (digest !== undefined && digest !== sha256(bytes))
            return {
                none: `the statistics file of ${named}, ${stats.S3Uri}, changed since it was registered (its sha256 differs)`
            };
        accuracy = (0,model_quality/* recordedAccuracy */.qg)(JSON.parse(bytes.toString('utf8')));
    }
    catch (err) {
        return { none: `the statistics file of ${named} could not be read (${(0,errors/* errorMessage */.gJ)(err)})` };
    }
    const meta = p.CustomerMetadataProperties ?? {};
    const summaryUri = meta[lineage/* LINEAGE_KEYS */.JL.summaryUri];
    const job = meta[lineage/* LINEAGE_KEYS */.JL.jobName];
    if (!summaryUri || !job)
        return { none: `the lineage of ${named} names no _summary.json and job` };
    let summaryJob;
    try {
        summaryJob = JSON.parse((await read(summaryUri)).toString('utf8')).job
            ?.name;
    }
    catch (err) {
        return { none: `the _summary.json of ${named}, ${summaryUri}, could not be read (${(0,errors/* errorMessage */.gJ)(err)})` };
    }
    if (summaryJob !== job)
        return {
            none: `${summaryUri} is now job ${String(summaryJob)}'s, not ${job}'s, which ${named} registered: a later run wrote to its output-path`
        };
    return { found: { arn, version, job, ...(accuracy !== undefined ? { accuracy } : {}) }, summaryUri };
}

;// CONCATENATED MODULE: ./src/run/registry-baseline.ts




async function resolveRegistryBaseline(spec, ctx) {
    const group = spec.report.register?.group;
    if (!spec.report.baselineFromRegistry || !group)
        return { spec };
    const r = (0,registry_session/* openRegistry */.Me)(spec, ctx);
    const none = (why) => ctx.log.warning(`baseline: registry: no baseline: ${why}.`);
    try {
        const answer = await latestApproved(r, group, uri => (0,resolve/* readWholeFile */.M4)(uri, () => ctx.s3(spec.control), 'baseline'));
        if ('none' in answer) {
            none(answer.none);
            return { spec };
        }
        const { found, summaryUri } = answer;
        ctx.log.info(`baseline: registry: ${group} version ${found.version} (${found.arn}), the latest Approved, job ${found.job}.`);
        return { spec: { ...spec, report: { ...spec.report, baseline: summaryUri, baselinePackage: found } } };
    }
    catch (err) {
        if (err instanceof registry_session/* RegistryDenied */.z1) {
            none(err.message);
            return { spec, failure: err.message };
        }
        none(err instanceof errors/* UserError */.yo ? err.message : (0,errors/* errorMessage */.gJ)(err));
        return { spec };
    }
    finally {
        r.sm.destroy();
    }
}


/***/ }),

/***/ 82970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ describeSkipped),
/* harmony export */   cJ: () => (/* binding */ ignoresCase),
/* harmony export */   lZ: () => (/* binding */ FsStore)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var _uri_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(77195);
// A directory on the runner as an ObjectStore.








/**
 * A directory on the runner, addressed by `/`-separated keys. Its objects are the regular files in it:
 * a FIFO, socket or device would block or never end a read, and a symbolic link counts only when it
 * leads to a regular file inside the folder. Whatever a listing passes over is kept in `skipped`.
 * A file is written under a partial name beside it and renamed once complete, so a write cut short
 * (the process killed) leaves no file under the key; listings pass over partial names.
 */
class FsStore {
    root;
    skipped = new Map();
    realRoot;
    constructor(root) {
        this.root = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(root.startsWith('file://') ? (0,node_url__WEBPACK_IMPORTED_MODULE_6__.fileURLToPath)(root) : root);
    }
    uriOf(key) {
        // A key without `.`, `..` or empty segments needs no normalising (on POSIX): the common case.
        if ((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep) === '/' && key !== '' && !/^[./]|\/\/|\/\.|\/$/.test(key))
            return this.root === '/' ? `/${key}` : `${this.root}/${key}`;
        return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(this.root, ...key.split('/'));
    }
    keyOf(uri) {
        if ((0,_uri_js__WEBPACK_IMPORTED_MODULE_7__/* .isS3Uri */ .tL)(uri))
            return undefined;
        const rel = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(this.root, (0,_uri_js__WEBPACK_IMPORTED_MODULE_7__/* .localPath */ .$S)(uri));
        if (rel.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(rel))
            return undefined;
        return rel.split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)).join('/');
    }
    list(prefix) {
        // Walk only the deepest directory the prefix names, then filter by the remaining part.
        const cut = prefix.lastIndexOf('/');
        const dirKey = cut >= 0 ? prefix.slice(0, cut) : '';
        return this.walk(dirKey, prefix);
    }
    async *walk(dirKey, prefix) {
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(dirKey ? this.uriOf(dirKey) : this.root, { withFileTypes: true });
        }
        catch (err) {
            if (err.code === 'ENOENT' ||
                err.code === 'ENOTDIR')
                return;
            throw err;
        }
        const names = entries.sort((a, b) => (0,_uri_js__WEBPACK_IMPORTED_MODULE_7__/* .compareKeys */ .YD)(a.name, b.name));
        // Files are sized a run at a time (links checked in parallel) and yielded from here: a generator in
        // between would cost every file a few promises more.
        let run = [];
        for (const e of names) {
            const key = dirKey ? `${dirKey}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (!key.startsWith(prefix) && !prefix.startsWith(`${key}/`))
                    continue;
                for (const o of await this.sized(run))
                    yield o;
                run = [];
                yield* this.walk(key, prefix);
                continue;
            }
            if (!key.startsWith(prefix) || isPartialName(e.name))
                continue;
            if (e.isFIFO() || e.isSocket() || e.isBlockDevice() || e.isCharacterDevice()) {
                this.skipped.set(key, kindOf(e));
                continue;
            }
            // Some file systems do not tell the type in a listing: stat decides for those.
            run.push({ key, link: !e.isFile() });
            if (run.length < STAT_BATCH)
                continue;
            for (const o of await this.sized(run))
                yield o;
            run = [];
        }
        for (const o of await this.sized(run))
            yield o;
    }
    /** The regular files of a run with their sizes, in order; the rest are noted in `skipped`. */
    async sized(run) {
        const sizes = run.map(f => this.regularFile(f.key, f.link));
        const links = sizes.some(s => s instanceof Promise);
        const known = links ? await Promise.all(sizes) : sizes;
        const out = [];
        for (let i = 0; i < run.length; i++)
            if (known[i] !== undefined)
                out.push({ key: run[i].key, size: known[i] });
        return out;
    }
    /**
     * The size of a regular file (or a link to one inside the folder); undefined, and noted, otherwise.
     * Only a link needs a wait (to see where it leads).
     */
    regularFile(key, link) {
        const file = this.uriOf(key);
        // A blocking stat: a few microseconds, where a trip through the thread pool costs ten times that.
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file);
        }
        catch {
            st = undefined;
        }
        if (!st?.isFile()) {
            const what = st ? kindOf(st) : 'nothing';
            this.skipped.set(key, link ? `a symbolic link to ${what.replace(/^not /, 'something not ')}` : what);
            return undefined;
        }
        return link ? this.insideLink(key, file, st.size) : st.size;
    }
    /** `size` when the link at `file` leads inside the folder; undefined, and noted, otherwise. */
    async insideLink(key, file, size) {
        const root = await (this.realRoot ??= (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(this.root)
            .catch(() => this.root)
            .then(r => (r.endsWith((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)) ? r : `${r}${(node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)}`)));
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(file)).startsWith(root)) {
            this.skipped.set(key, 'a symbolic link to a file outside the folder');
            return undefined;
        }
        return size;
    }
    async get(key) {
        const file = this.uriOf(key);
        // Opened without blocking and checked on the open file: a FIFO would otherwise wait for a writer
        // forever, and whatever the name held before the check cannot be swapped in after it.
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        const st = await handle.stat().catch(async (err) => {
            await handle.close();
            throw err;
        });
        if (!st.isFile()) {
            await handle.close();
            throw new Error(`${file} is ${kindOf(st)}, not a regular file`);
        }
        // 256 KB reads: a quarter of the per-read cost of the 64 KB default, still small per open file.
        return handle.createReadStream({ highWaterMark: 256 * 1024 });
    }
    /**
     * Small files are read with blocking calls: open, read and close cost less than three trips through
     * the thread pool, and the size bounds how long the event loop waits. Opened without blocking. When
     * the file still holds the `size` a listing gave (one read asks for a byte more and gets exactly that
     * many), that read is all; otherwise it is checked on the open file, as `get` does.
     */
    async readSmall(key, maxBytes, size) {
        const file = this.uriOf(key);
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        try {
            return ((size !== undefined && size <= maxBytes && readListed(fd, size)) || readChecked(fd, file, maxBytes));
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    async put(key, body) {
        const file = this.uriOf(key);
        const dir = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file);
        // Each directory is made once per store: a data plane writes thousands of outputs into a few.
        if (!this.made.has(dir)) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir, { recursive: true });
            this.made.add(dir);
        }
        try {
            await this.write(file, body);
        }
        catch (err) {
            if (err.code !== 'ENOENT' || body instanceof node_stream__WEBPACK_IMPORTED_MODULE_4__.Readable)
                throw err;
            // The directory went away since it was made here: make it again, once.
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir, { recursive: true });
            await this.write(file, body);
        }
    }
    made = new Set();
    /** Writes `file` under its partial name, then renames it: the name holds a whole file or none. */
    async write(file, body) {
        const partial = partialName(file);
        try {
            // A small output is two blocking calls (write, rename): in the many-small-files benchmark the
            // write cost a third less CPU per file than the same through the thread pool.
            if (!(body instanceof node_stream__WEBPACK_IMPORTED_MODULE_4__.Readable) && body.length <= SMALL_WRITE) {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(partial, body);
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(partial, file);
            }
            if (body instanceof node_stream__WEBPACK_IMPORTED_MODULE_4__.Readable)
                await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_5__.pipeline)(body, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(partial));
            else
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(partial, body);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(partial, file);
        }
        catch (err) {
            rmQuietly(partial);
            throw err;
        }
    }
    /** Removes the object, and what a write of it cut short left under its partial name. */
    async remove(key) {
        const file = this.uriOf(key);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(file, { force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partialName(file), { force: true });
    }
    async head(key) {
        return (await this.stat(key))?.size;
    }
    /** As a listing gives it: no time of writing (a folder's listing gives none either). */
    async stat(key) {
        try {
            const s = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(this.uriOf(key));
            return s.isFile() ? { key, size: s.size } : undefined;
        }
        catch {
            return undefined;
        }
    }
    async tail(key, bytes) {
        const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(this.uriOf(key), 'r');
        try {
            const size = (await file.stat()).size;
            const length = Math.min(bytes, size);
            const buffer = Buffer.alloc(length);
            await file.read(buffer, 0, length, size - length);
            return buffer;
        }
        finally {
            await file.close();
        }
    }
}
/** The whole file at `fd` when one read finds exactly `size` bytes in it; else undefined. */
function readListed(fd, size) {
    const buffer = Buffer.allocUnsafe(size + 1);
    let n;
    try {
        n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, size + 1, 0);
    }
    catch {
        // Not a regular file after all (a FIFO cannot be read at a position): the check says what it is.
        return undefined;
    }
    return n === size ? buffer.subarray(0, size) : undefined;
}
/** The whole file at `fd` when it is a regular file of at most `maxBytes`; undefined when larger. */
function readChecked(fd, file, maxBytes) {
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
    if (!st.isFile())
        throw new Error(`${file} is ${kindOf(st)}, not a regular file`);
    if (st.size > maxBytes)
        return undefined;
    const buffer = Buffer.allocUnsafe(st.size);
    let n = 0;
    for (let got = -1; n < st.size && got !== 0; n += got)
        got = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, n, st.size - n, n);
    return n === st.size ? buffer : buffer.subarray(0, n);
}
/**
 * Where `file` is written until complete: `.~<name>.partial` in its folder, or with a digest of the
 * name when that would be longer than a file name may be.
 */
function partialName(file) {
    const cut = file.lastIndexOf((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep));
    const base = file.slice(cut + 1);
    const name = Buffer.byteLength(base) <= NAME_MAX - PARTIAL_EXTRA
        ? base
        : (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(base).digest('hex').slice(0, 32);
    return `${file.slice(0, cut + 1)}.~${name}.partial`;
}
/** Whether a file name is a write in progress, or one cut short (never an object of the store). */
function isPartialName(name) {
    return name.startsWith('.~') && name.endsWith('.partial');
}
function rmQuietly(file) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(file);
    }
    catch {
        // Nothing was written there, or it is gone already.
    }
}
/** The longest file name most file systems take, in bytes, and what a partial name adds. */
const NAME_MAX = 255;
const PARTIAL_EXTRA = '.~.partial'.length;
const STAT_BATCH = 64;
/** Bodies up to this many bytes (or characters) are written with one blocking call. */
const SMALL_WRITE = 256 * 1024;
/** What a file that is not a regular file is, for the message that names it. */
function kindOf(e) {
    if (e.isDirectory())
        return 'a directory';
    if (e.isFIFO())
        return 'a FIFO';
    if (e.isSocket())
        return 'a socket';
    if (e.isBlockDevice())
        return 'a block device';
    if (e.isCharacterDevice())
        return 'a character device';
    return 'not a regular file';
}
/**
 * Whether file names at `dir` (or where it would be made) match ignoring case, as on macOS and Windows
 * by default. Read-only: the nearest existing folder whose name has letters is looked up with their
 * case swapped; with none to try, the platform's default is assumed.
 */
async function ignoresCase(dir) {
    let at = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(dir);
    for (;;) {
        const base = node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(at);
        const swapped = [...base].map(c => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
        const found = swapped !== base ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(at).catch(() => undefined) : undefined;
        if (found) {
            const other = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(at), swapped)).catch(() => undefined);
            return other !== undefined && other.ino === found.ino && other.dev === found.dev;
        }
        const parent = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(at);
        if (parent === at)
            return process.platform === 'darwin' || process.platform === 'win32';
        at = parent;
    }
}
/** `in/pipe (a FIFO), link (a symbolic link to a file outside the folder)`: what a listing skipped. */
function describeSkipped(skipped, max = 10) {
    const items = [...skipped]
        .sort(([a], [b]) => (0,_uri_js__WEBPACK_IMPORTED_MODULE_7__/* .compareKeys */ .YD)(a, b))
        .slice(0, max)
        .map(([key, what]) => `${key} (${what})`);
    const more = skipped.size > max ? ` and ${skipped.size - max} more` : '';
    return items.join(', ') + more;
}


/***/ }),

/***/ 93557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lo: () => (/* binding */ outputLocation),
/* harmony export */   M4: () => (/* binding */ readWholeFile),
/* harmony export */   NE: () => (/* binding */ openFolder),
/* harmony export */   cJ: () => (/* binding */ inputLocation),
/* harmony export */   jt: () => (/* binding */ openParent),
/* harmony export */   openOutputFolder: () => (/* binding */ openOutputFolder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _fs_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82970);
/* harmony import */ var _s3_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69279);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(76336);
/* harmony import */ var _uri_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77195);







/** A folder (`s3://b/prefix` or a directory) as a store whose keys are relative to it. */
function openFolder(uri, s3, input) {
    if ((0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .isS3Uri */ .tL)(uri)) {
        const loc = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(uri);
        if (!loc)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${input}: ${JSON.stringify(uri)} is not a valid S3 URI. Use s3://bucket/prefix.`);
        return new _s3_js__WEBPACK_IMPORTED_MODULE_4__/* .S3Store */ .sl(s3(), loc);
    }
    return new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ((0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .localPath */ .$S)(uri));
}
function openOutputFolder(uri, s3) {
    return { uri, store: openFolder(uri, s3, 'output-path') };
}
/** The folder holding a file and the file's key in it. */
function openParent(uri, s3, input) {
    if ((0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .isS3Uri */ .tL)(uri)) {
        const loc = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(uri);
        if (!loc || loc.key === '' || loc.key.endsWith('/')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${input}: ${JSON.stringify(uri)} does not name an S3 object. Use s3://bucket/key.`);
        }
        const cut = loc.key.lastIndexOf('/');
        return {
            store: new _s3_js__WEBPACK_IMPORTED_MODULE_4__/* .S3Store */ .sl(s3(), { bucket: loc.bucket, key: cut >= 0 ? loc.key.slice(0, cut) : '' }),
            key: cut >= 0 ? loc.key.slice(cut + 1) : loc.key
        };
    }
    const file = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .localPath */ .$S)(uri);
    return { store: new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file)), key: node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file) };
}
/** Reads a whole (small) file such as a manifest or a label map. */
async function readWholeFile(uri, s3, input) {
    const { store, key } = openParent(uri, s3, input);
    try {
        return await (0,_store_js__WEBPACK_IMPORTED_MODULE_6__/* .readAll */ .y)(await store.get(key));
    }
    catch (err) {
        const e = err;
        if (e.code === 'ENOENT' || e.name === 'NoSuchKey' || e.name === 'NotFound') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${input}: ${uri} does not exist. Check the path (and the bucket or folder it names).`);
        }
        throw err;
    }
}
/**
 * An input location: for S3 the bucket and the key prefix as written (`s3://b/in` also matches
 * `in-2/`, as S3 prefixes do); a local directory is a folder, a local file is that one object.
 */
async function inputLocation(uri, s3) {
    const loc = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(uri);
    if (loc)
        return { store: new _s3_js__WEBPACK_IMPORTED_MODULE_4__/* .S3Store */ .sl(s3(), { bucket: loc.bucket, key: '' }), prefix: loc.key };
    const full = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .localPath */ .$S)(uri);
    const isDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(full).then(s => s.isDirectory(), () => uri.endsWith('/'));
    if (isDir)
        return { store: new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ(full), prefix: '' };
    return { store: new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(full)), prefix: node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(full) };
}
/** An output location: `.out` keys go under it. */
function outputLocation(uri, s3) {
    const loc = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(uri);
    if (loc)
        return { store: new _s3_js__WEBPACK_IMPORTED_MODULE_4__/* .S3Store */ .sl(s3(), loc), prefix: '' };
    return { store: new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ((0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .localPath */ .$S)(uri)), prefix: '' };
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
