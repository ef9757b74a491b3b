export const id = 9889;
export const ids = [9889,350];
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


/***/ })

};
