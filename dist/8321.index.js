export const id = 8321;
export const ids = [8321,5253,350];
export const modules = {

/***/ 72523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q4: () => (/* binding */ useExistingModel),
/* harmony export */   aI: () => (/* binding */ ensureModel),
/* harmony export */   oC: () => (/* binding */ describeExistingModel),
/* harmony export */   yK: () => (/* binding */ buildModel)
/* harmony export */ });
/* harmony import */ var _aws_sdk_client_sagemaker__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(94459);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _contract_images_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10305);
/* harmony import */ var _contract_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77662);
/* harmony import */ var _requests_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98578);
/* harmony import */ var _sagemaker_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(45048);
// The SageMaker model a job runs: an existing one by name, or ours, built from the spec and the prepared
// artifact, created or reused when one of the same name has the same definition.






/** The parts of a model that decide what it runs; equal parts mean the same model. */
function modelDefinition(m) {
    const c = m.PrimaryContainer ?? {};
    return {
        Image: c.Image,
        ModelDataUrl: c.ModelDataUrl,
        Environment: c.Environment ?? {},
        ExecutionRoleArn: m.ExecutionRoleArn,
        Subnets: [...(m.VpcConfig?.Subnets ?? [])].sort(),
        SecurityGroupIds: [...(m.VpcConfig?.SecurityGroupIds ?? [])].sort(),
        EnableNetworkIsolation: m.EnableNetworkIsolation ?? false
    };
}
function differences(a, b) {
    const x = a;
    const y = b;
    return Object.keys(x)
        .filter(k => (0,_contract_names_js__WEBPACK_IMPORTED_MODULE_2__/* .stableJson */ ._Y)(x[k]) !== (0,_contract_names_js__WEBPACK_IMPORTED_MODULE_2__/* .stableJson */ ._Y)(y[k]))
        .map(k => `${k}: existing ${(0,_contract_names_js__WEBPACK_IMPORTED_MODULE_2__/* .stableJson */ ._Y)(x[k])}, this run ${(0,_contract_names_js__WEBPACK_IMPORTED_MODULE_2__/* .stableJson */ ._Y)(y[k])}`);
}
/** The CreateModel request for this run, named after a hash of its definition. */
function buildModel(spec, model, region, ctx, serverEnv) {
    const dataUrl = model.dataUrl ?? spec.model.dataUrl;
    if (!dataUrl)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo('model-path: SageMaker needs the model in S3. Set model-path with artifact-path, or model-data-url.');
    const framework = model.framework ?? spec.model.framework;
    const image = (0,_contract_images_js__WEBPACK_IMPORTED_MODULE_1__/* .modelImage */ .Di)(spec, framework, region);
    const draft = (0,_requests_js__WEBPACK_IMPORTED_MODULE_3__/* .buildCreateModelInput */ .sN)(spec, {
        modelName: '',
        image,
        modelDataUrl: dataUrl,
        region,
        entryPoint: model.entryPoint,
        serverEnv
    });
    const { ModelName: _unnamed, ...definition } = draft;
    const modelName = (0,_contract_names_js__WEBPACK_IMPORTED_MODULE_2__/* .defaultName */ .Z2)((0,_contract_names_js__WEBPACK_IMPORTED_MODULE_2__/* .namePrefix */ .w8)(spec, ctx.env), ctx.env, (0,_contract_names_js__WEBPACK_IMPORTED_MODULE_2__/* .shortHash */ .BC)(definition), ctx.now());
    return { ...draft, ModelName: modelName };
}
function describeModel(sm, name, call) {
    return (0,_sagemaker_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describedOrMissing */ .fc)(call(() => sm.send(new _aws_sdk_client_sagemaker__WEBPACK_IMPORTED_MODULE_5__/* .DescribeModelCommand */ .utY({ ModelName: name }))));
}
/** `model-name`: the model as DescribeModel gives it, or a UserError when there is no such model. */
async function describeExistingModel(sm, name, call) {
    const found = await describeModel(sm, name, call);
    if (!found)
        throw noSuchModel(name);
    return found;
}
function noSuchModel(name) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`model-name: there is no SageMaker model named ${JSON.stringify(name)} in this account and region. ` +
        'Check the name and region, or give model-path / model-data-url instead.');
}
/** `model-name`: the model must exist already. */
async function useExistingModel(sm, name, call) {
    if (!(await describeModel(sm, name, call)))
        throw noSuchModel(name);
    return name;
}
/** Creates the model, or reuses one of the same name and definition; a different definition is an error. */
async function ensureModel(sm, input, call, log) {
    const name = input.ModelName;
    const compare = (existing) => {
        const diff = differences(modelDefinition(existing), modelDefinition(input));
        if (diff.length > 0)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`A SageMaker model named ${name} already exists (${existing.ModelArn}) with a different definition than this run's ` +
                `model ${name}:\n${diff.map(d => `  - ${d}`).join('\n')}\nModels cannot be changed; delete the old one or re-run the workflow (a new attempt gets a new name).`);
        return name;
    };
    const existing = await describeModel(sm, name, call);
    if (existing) {
        log.info(`Reusing SageMaker model ${name} (same definition).`);
        return compare(existing);
    }
    const create = new _sagemaker_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .CreateCall */ .HZ(call);
    try {
        await create.send(() => sm.send(new _aws_sdk_client_sagemaker__WEBPACK_IMPORTED_MODULE_5__/* .CreateModelCommand */ .TIE(input)));
        log.info(`Created SageMaker model ${name}.`);
    }
    catch (err) {
        // The model exists after all: a create whose answer was lost worked, or a run beside this one (a
        // matrix job, a second push) created it between our look and our create. The same definition is ours.
        if (/already exist/i.test(err.message ?? '')) {
            const found = await describeModel(sm, name, call);
            if (found)
                return compare(found);
        }
        throw (0,_sagemaker_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .explainCreateError */ ._P)(err, 'CreateModel');
    }
    return name;
}


/***/ }),

/***/ 98578:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kb: () => (/* binding */ buildCreateTransformJobInput),
/* harmony export */   sN: () => (/* binding */ buildCreateModelInput)
/* harmony export */ });
/* unused harmony export compact */
/* harmony import */ var _contract_container_env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35075);

/** Drops undefined members so requests compare and hash cleanly. */
function compact(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
function buildCreateModelInput(spec, parts) {
    const m = spec.model;
    const vpc = m.vpcSubnets.length > 0 || m.vpcSecurityGroups.length > 0;
    return compact({
        ModelName: parts.modelName,
        ExecutionRoleArn: m.role,
        PrimaryContainer: {
            Image: parts.image,
            Mode: 'SingleModel',
            ModelDataUrl: parts.modelDataUrl,
            Environment: (0,_contract_container_env_js__WEBPACK_IMPORTED_MODULE_0__/* .containerEnvironment */ .Vk)(spec, parts.region, {
                entryPoint: parts.entryPoint,
                serverEnv: parts.serverEnv
            })
        },
        VpcConfig: vpc ? { Subnets: m.vpcSubnets, SecurityGroupIds: m.vpcSecurityGroups } : undefined,
        EnableNetworkIsolation: m.networkIsolation,
        Tags: spec.control.tags.length > 0 ? spec.control.tags : undefined
    });
}
/** The job's request; `max-payload` is the run spec's, settled in stage 3 (unset: SageMaker's default). */
function buildCreateTransformJobInput(spec, parts) {
    const { data, output, resources } = spec;
    const filtering = data.inputFilter !== undefined || data.outputFilter !== undefined || data.joinSource !== 'None';
    return compact({
        TransformJobName: parts.jobName,
        ModelName: parts.modelName,
        TransformInput: compact({
            DataSource: { S3DataSource: { S3DataType: data.type, S3Uri: data.uri } },
            ContentType: data.contentType,
            CompressionType: data.compression,
            SplitType: data.splitType
        }),
        TransformOutput: compact({
            S3OutputPath: output.path,
            Accept: output.accept,
            AssembleWith: output.assembleWith,
            KmsKeyId: output.kmsKey
        }),
        TransformResources: compact({
            InstanceType: resources.instanceType,
            InstanceCount: resources.instanceCount,
            VolumeKmsKeyId: resources.volumeKmsKey
        }),
        BatchStrategy: resources.strategy,
        MaxConcurrentTransforms: resources.maxConcurrentTransforms,
        MaxPayloadInMB: resources.maxPayloadMB,
        Environment: Object.keys(resources.env).length > 0 ? resources.env : undefined,
        // Sources disagree on the service's defaults, so both are always sent.
        ModelClientConfig: {
            InvocationsTimeoutInSeconds: resources.invocationTimeoutSeconds,
            InvocationsMaxRetries: resources.invocationRetries
        },
        DataProcessing: filtering
            ? compact({
                InputFilter: data.inputFilter?.source,
                OutputFilter: data.outputFilter?.source,
                JoinSource: data.joinSource
            })
            : undefined,
        Tags: spec.control.tags.length > 0 ? spec.control.tags : undefined
    });
}


/***/ }),

/***/ 45048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HZ: () => (/* binding */ CreateCall),
/* harmony export */   _P: () => (/* binding */ explainCreateError),
/* harmony export */   fc: () => (/* binding */ describedOrMissing)
/* harmony export */ });
/* unused harmony export isNotFound */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _aws_retry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22495);
// Reading SageMaker's error answers: "no such resource", creates whose answer was lost, and the refusals a
// user can fix, turned into messages that say so.


/** True for the service's "no such job/model" answers (ValidationException "Could not find ..."). */
function isNotFound(err) {
    const name = (0,_aws_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .errorName */ .Is)(err);
    return (name === 'ResourceNotFound' ||
        (name === 'ValidationException' && /could not find/i.test(err.message ?? '')));
}
/** The answer to a describe call, or undefined when the resource does not exist. */
async function describedOrMissing(describe) {
    try {
        return await describe;
    }
    catch (err) {
        if (isNotFound(err))
            return undefined;
        throw err;
    }
}
/** Sends a create request, remembering whether a failed try may have applied anyway (its answer was lost). */
class CreateCall {
    call;
    lostAnswer = false;
    constructor(call) {
        this.call = call;
    }
    send(create) {
        return this.call(async () => {
            try {
                return await create();
            }
            catch (err) {
                if ((0,_aws_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .mayHaveApplied */ .PH)(err))
                    this.lostAnswer = true;
                throw err;
            }
        });
    }
}
function explainCreateError(err, operation) {
    const name = (0,_aws_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .errorName */ .Is)(err);
    if (name === 'ValidationException' || name === 'ResourceLimitExceeded' || name === 'AccessDeniedException')
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .hasFullMessage */ .lA)(err) ? (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err) : `SageMaker refused ${operation}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)}`);
    // Anything else (a down endpoint, retries exhausted) already names the call in full.
    return err;
}


/***/ }),

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

/***/ 65250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ cacheSummary),
/* harmony export */   Yx: () => (/* binding */ cacheSentence),
/* harmony export */   nT: () => (/* binding */ withCache)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// What the cache gave a run, for the summary (`_summary.json`'s `cache`), the log, the verdict and the
// job summary: the figures, and the sentence that says them, "all 5,000 outputs reused (transformed by
// job X on 2026-11-28), $0: no model, no job", or "4,998 reused (...), 3 transformed".

/** What the cache gave: hits, misses, where the reused outputs came from and what they had cost. */
function cacheSummary(uri, identity, reused, kept) {
    const sources = [...reused.bySource.entries()].sort((a, b) => b[1] - a[1]);
    // Each figure only when every source knows it.
    const sum = (of) => sources.reduce((total, [i, n]) => {
        const per = of(i);
        return total === undefined || per === undefined ? undefined : total + n * per;
    }, 0);
    const savedSeconds = sum(i => kept.sources[i].secondsPerOutput);
    const savedCost = sum(i => kept.sources[i].costPerOutput);
    return {
        uri,
        identity,
        hits: reused.hits.length,
        misses: reused.misses.length,
        reusedFrom: sources.map(([i, n]) => ({
            job: kept.sources[i].job,
            transformedAt: kept.sources[i].transformedAt,
            outputs: n
        })),
        ...(sources.length && savedSeconds !== undefined ? { savedInstanceSeconds: savedSeconds } : {}),
        ...(sources.length && savedCost !== undefined ? { savedCost } : {})
    };
}
/** The report's cache part: the outputs placed from the cache are told apart from a rerun's kept ones. */
function withCache(summary, cache) {
    summary.cache = cache;
    const o = summary.objects;
    const kept = (o.kept ?? 0) - cache.hits;
    o.reused = cache.hits;
    if (kept > 0)
        o.kept = kept;
    else
        delete o.kept;
}
/** `show` makes a job name (from the cache's records: untrusted) safe where the sentence goes. */
function cacheSentence(c, show = text => text) {
    const [top, ...rest] = c.reusedFrom;
    const others = rest.length ? ` and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(rest.length, 'earlier job')}` : '';
    const from = top
        ? ` (transformed by job ${show(top.job)} on ${top.transformedAt.slice(0, 10)}${others})`
        : '';
    const saved = c.savedInstanceSeconds !== undefined
        ? `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .instanceSeconds */ .pX)(c.savedInstanceSeconds)}${c.savedCost !== undefined ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)(c.savedCost)})` : ''} saved`
        : '';
    if (c.misses === 0)
        return `all ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.hits)} outputs reused${from}, $0: no model, no job${saved}`;
    if (c.hits === 0)
        return `no output reused, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.misses)} transformed`;
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.hits)} reused${from}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.misses)} transformed${saved}`;
}


/***/ }),

/***/ 82421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ap: () => (/* binding */ NameSet),
/* harmony export */   nz: () => (/* binding */ InputIndex)
/* harmony export */ });
/* unused harmony export compareOutputNames */
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34882);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77195);
// The inputs' output names, sorted once in the order S3 lists their outputs (`<name>.out`), so that a
// name is a position: what is known of each output (offered to the reader, kept, left by an earlier
// run) is a bit at that position (NameSet), and output-path's key ranges are runs of positions. A
// million outputs take a few hundred kilobytes of flags where sets of strings took hundreds of megabytes.


/** The order of two names' outputs (`a.out` against `b.out`), as S3 lists them. */
function compareOutputNames(a, b) {
    // Only where one name begins the other does the suffix decide (`a.b.out` comes before `a.out`).
    if (a.length !== b.length && (a.startsWith(b) || b.startsWith(a)))
        return (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_1__/* .compareKeys */ .YD)(`${a}${_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_SUFFIX */ .c9}`, `${b}${_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_SUFFIX */ .c9}`);
    return (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_1__/* .compareKeys */ .YD)(a, b);
}
/** Duplicates kept as examples; the rest are counted. */
const DUPLICATES_KEPT = 3;
class InputIndex {
    list;
    /** The list's positions in order, each name once; absent when the list is in order already. */
    order;
    /** Names the list holds more than once: the first few pairs (positions in the list), and how many. */
    duplicates = [];
    duplicateCount = 0;
    size;
    /** `names`: output names in any order (an array is taken as it is, and not changed). */
    constructor(names) {
        const list = isArray(names) ? { size: names.length, at: i => names[i] } : names;
        this.list = list;
        let inOrder = true;
        let previous = list.size > 0 ? list.at(0) : '';
        let repeated = false;
        for (let i = 1; i < list.size && inOrder; i++) {
            const name = list.at(i);
            const c = compareOutputNames(previous, name);
            if (c > 0)
                inOrder = false;
            else if (c === 0)
                repeated = true;
            previous = name;
        }
        if (inOrder && !repeated) {
            this.size = list.size;
            return;
        }
        // Out of order, or a name held twice: the positions sorted (the first of equal names first), and
        // each name kept once.
        let order = Uint32Array.from({ length: list.size }, (_, i) => i);
        if (!inOrder)
            order.sort((a, b) => compareOutputNames(list.at(a), list.at(b)) || a - b);
        let kept = 0;
        for (let k = 0; k < order.length; k++) {
            if (kept > 0 && list.at(order[kept - 1]) === list.at(order[k])) {
                if (this.duplicateCount++ < DUPLICATES_KEPT)
                    this.duplicates.push({ first: order[kept - 1], second: order[k] });
                continue;
            }
            order[kept++] = order[k];
        }
        order = order.subarray(0, kept);
        this.order = order;
        this.size = kept;
    }
    /** The position of `name`, or -1 when no input has it. */
    indexOf(name) {
        let lo = 0;
        let hi = this.size - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >>> 1;
            const c = compareOutputNames(this.nameAt(mid), name);
            if (c === 0)
                return mid;
            if (c < 0)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        return -1;
    }
    has(name) {
        return this.indexOf(name) >= 0;
    }
    nameAt(i) {
        return this.list.at(this.order ? this.order[i] : i);
    }
    *[Symbol.iterator]() {
        for (let i = 0; i < this.size; i++)
            yield this.nameAt(i);
    }
}
const isArray = (v) => Array.isArray(v);
/**
 * A set of output names: a bit per input once the index is known (`attach`), and a plain set for names
 * of no input (orphan outputs, or all of them before the inputs are listed).
 */
class NameSet {
    index;
    bits = new Uint8Array(0);
    others = new Set();
    /** Names held. */
    size = 0;
    constructor(index) {
        if (index)
            this.attach(index);
    }
    /** Keys the set by `index` from now on (the names held so far move to their bits). */
    attach(index) {
        if (this.index === index)
            return;
        if (this.index)
            throw new Error('a name set is keyed by one input index');
        this.index = index;
        this.bits = new Uint8Array((index.size + 7) >>> 3);
        for (const name of this.others) {
            const i = index.indexOf(name);
            if (i < 0)
                continue;
            this.others.delete(name);
            this.bits[i >>> 3] |= 1 << (i & 7);
        }
    }
    /** Whether the input at position `i` of the attached index is held. */
    hasAt(i) {
        return (this.bits[i >>> 3] & (1 << (i & 7))) !== 0;
    }
    has(name) {
        const i = this.index ? this.index.indexOf(name) : -1;
        return i >= 0 ? this.hasAt(i) : this.others.has(name);
    }
    /**
     * Adds `name`; false when it was held already. `at`: its position in the attached index (-1: none),
     * when the caller has looked it up already.
     */
    add(name, at) {
        const i = at ?? (this.index ? this.index.indexOf(name) : -1);
        if (i < 0) {
            if (this.others.has(name))
                return false;
            this.others.add(name);
        }
        else {
            if (this.hasAt(i))
                return false;
            this.bits[i >>> 3] |= 1 << (i & 7);
        }
        this.size++;
        return true;
    }
    /** Removes `name`; false when it was not held. */
    delete(name) {
        const i = this.index ? this.index.indexOf(name) : -1;
        if (i < 0) {
            if (!this.others.delete(name))
                return false;
        }
        else {
            if (!this.hasAt(i))
                return false;
            this.bits[i >>> 3] &= ~(1 << (i & 7));
        }
        this.size--;
        return true;
    }
    /** The positions held in the attached index, in order. */
    *positions() {
        for (let byte = 0; byte < this.bits.length; byte++) {
            const b = this.bits[byte];
            if (b === 0)
                continue;
            for (let bit = 0; bit < 8; bit++)
                if (b & (1 << bit))
                    yield (byte << 3) | bit;
        }
    }
    /** The names held that no input has (all of them while no index is attached). */
    outsideIndex() {
        return this.others.values();
    }
    *[Symbol.iterator]() {
        if (this.index)
            for (const i of this.positions())
                yield this.index.nameAt(i);
        yield* this.others;
    }
}


/***/ }),

/***/ 25253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ isUnlisted),
/* harmony export */   listOnce: () => (/* binding */ listOnce),
/* harmony export */   partOfListed: () => (/* binding */ partOfListed),
/* harmony export */   y: () => (/* binding */ isListed)
/* harmony export */ });
/* harmony import */ var _input_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82421);
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34882);


/** Whether a listing is the run's one listing, kept (and so holds its sorted output names). */
const isListed = (l) => 'outputNames' in l;
/** Grows by doubling: a typed array of numbers that does not know its length in advance. */
class GrowingArray {
    values;
    make;
    length = 0;
    constructor(values, make) {
        this.values = values;
        this.make = make;
    }
    push(v) {
        if (this.length === this.values.length) {
            const next = this.make(this.values.length * 2);
            next.set(this.values);
            this.values = next;
        }
        this.values[this.length++] = v;
    }
    at(i) {
        return this.values[i];
    }
}
/** Names joined per string: a string of about a megabyte for names of a few dozen characters. */
const NAMES_PER_BLOCK = 1 << 15;
/** Keys as their folder (an index into a short table) and their name (a view into a joined block). */
class PackedKeys {
    heads = [];
    headIds = new Map();
    headOf = new GrowingArray(new Uint32Array(1024), n => new Uint32Array(n));
    /** Where each name ends in its block. */
    ends = new GrowingArray(new Uint32Array(1024), n => new Uint32Array(n));
    blocks = [];
    pending = [];
    pendingLength = 0;
    count = 0;
    /** The last key's folder: the next key's most often (keys come in order), known without a look-up. */
    lastHead = -1;
    push(key, name) {
        const headLength = key.length - name.length;
        const last = this.lastHead < 0 ? undefined : this.heads[this.lastHead];
        let id;
        if (last !== undefined && last.length === headLength && key.startsWith(last))
            id = this.lastHead;
        else {
            const head = key.slice(0, headLength);
            id = this.headIds.get(head);
            if (id === undefined) {
                id = this.heads.push(head) - 1;
                this.headIds.set(head, id);
            }
            this.lastHead = id;
        }
        this.headOf.push(id);
        this.pending.push(name);
        this.pendingLength += name.length;
        this.ends.push(this.pendingLength);
        this.count++;
        if (this.pending.length === NAMES_PER_BLOCK)
            this.seal();
    }
    /** Joins the names pushed since the last block into one string. */
    seal() {
        if (this.pending.length)
            this.blocks.push(this.pending.join(''));
        this.pending = [];
        this.pendingLength = 0;
    }
    nameAt(i) {
        const block = this.blocks[Math.floor(i / NAMES_PER_BLOCK)];
        const start = i % NAMES_PER_BLOCK === 0 ? 0 : this.ends.at(i - 1);
        return block.slice(start, this.ends.at(i));
    }
    keyAt(i) {
        return `${this.heads[this.headOf.at(i)]}${this.nameAt(i)}`;
    }
}
/** A lowercase hex digit's value; -1 for any other character. */
function hexDigit(c) {
    if (c >= 0x30 && c <= 0x39)
        return c - 0x30;
    if (c >= 0x61 && c <= 0x66)
        return c - 0x57;
    return -1;
}
/** ETags kept as 16 bytes each where they are plain MD5s (most are), any other form as it is. */
class PackedEtags {
    bytes = new Uint8Array(0);
    others = new Map();
    none = new Set();
    set(i, etag) {
        if (etag === undefined)
            return void this.none.add(i);
        if ((i + 1) * 16 > this.bytes.length) {
            const next = new Uint8Array(Math.max(1024, this.bytes.length * 2, (i + 1) * 16));
            next.set(this.bytes);
            this.bytes = next;
        }
        // An MD5 ETag as S3 gives it (single-part uploads), `"` and 32 lowercase hex digits and `"`: its
        // 16 bytes, read in place (no match, no buffer, a million times).
        const plain = etag.length === 34 && etag.charCodeAt(0) === 0x22 && etag.charCodeAt(33) === 0x22;
        for (let b = 0; plain && b < 16; b++) {
            const high = hexDigit(etag.charCodeAt(1 + 2 * b));
            const low = hexDigit(etag.charCodeAt(2 + 2 * b));
            if (high < 0 || low < 0)
                return void this.others.set(i, etag);
            this.bytes[i * 16 + b] = (high << 4) | low;
        }
        if (!plain)
            this.others.set(i, etag);
    }
    at(i) {
        if (this.none.has(i))
            return undefined;
        const other = this.others.get(i);
        if (other !== undefined)
            return other;
        return `"${Buffer.from(this.bytes.buffer, i * 16, 16).toString('hex')}"`;
    }
}
/** Lists `listing` once (its one pass over the store) and keeps it for every later reader. */
async function listOnce(listing, data, outputs) {
    const keys = new PackedKeys();
    // The listed size (NaN: none).
    const sizes = new GrowingArray(new Float64Array(1024), n => new Float64Array(n));
    // ETags only where the listing gives them (S3): a folder's listing keeps none.
    let etags;
    for await (const o of listing.objects()) {
        if (o.etag !== undefined && !etags) {
            etags = new PackedEtags();
            for (let i = 0; i < keys.count; i++)
                etags.set(i, undefined);
        }
        etags?.set(keys.count, o.etag);
        keys.push(o.key, o.name);
        sizes.push(o.size ?? Number.NaN);
    }
    keys.seal();
    const store = listing.store;
    const count = keys.count;
    let names;
    const outputNames = () => outputs === 's3' ? (names ??= new _input_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputIndex */ .nz({ size: count, at: i => keys.nameAt(i) })) : undefined;
    // Every listed input's output name, for `holds`: exact, where the listing beneath only knows whether
    // a name could be one of its prefix's.
    let held;
    const heldNames = () => (held ??=
        outputNames() ?? new _input_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputIndex */ .nz({ size: count, at: i => (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(keys.nameAt(i), outputs) ?? '' }));
    return {
        data: { uri: data.uri, type: data.type },
        outputs,
        count,
        description: listing.description,
        store,
        async *objects() {
            for (let i = 0; i < count; i++) {
                const name = keys.nameAt(i);
                const size = sizes.at(i);
                const etag = etags?.at(i);
                yield {
                    store,
                    key: keys.keyAt(i),
                    name,
                    output: (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputKey */ .zi)(name, outputs),
                    ...(Number.isNaN(size) ? {} : { size }),
                    ...(etag === undefined ? {} : { etag })
                };
            }
        },
        keyAt: i => keys.keyAt(i),
        nameAt: i => keys.nameAt(i),
        sizeAt: i => (Number.isNaN(sizes.at(i)) ? undefined : sizes.at(i)),
        etagAt: i => etags?.at(i),
        outputNames,
        nameOf: uri => {
            const name = listing.nameOf(uri);
            return name !== undefined && heldNames().has(name) ? name : undefined;
        },
        holds: name => {
            const output = (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(name, outputs);
            return output !== undefined && heldNames().has(output);
        }
    };
}
const isUnlisted = (i) => 'unlisted' in i;
/**
 * The listed inputs narrowed to a part (by output name), as the manifest `manifestUri` names it: what a
 * listing of that manifest would say, with the sizes the one listing gave, and no listing of its own.
 */
async function partOfListed(listed, names, manifestUri) {
    const outputs = listed.outputs;
    const chosen = (name) => name !== undefined && names.has(name);
    const part = {
        description: `the manifest ${manifestUri}`,
        store: listed.store,
        async *objects() {
            for await (const o of listed.objects())
                if (chosen((0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(o.name, outputs) ?? o.name))
                    yield o;
        },
        nameOf: uri => {
            const name = listed.nameOf(uri);
            return chosen(name) ? name : undefined;
        },
        holds: name => chosen((0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(name, outputs))
    };
    return listOnce(part, { uri: manifestUri, type: 'ManifestFile' }, outputs);
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

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hg: () => (/* binding */ mermaidText),
/* harmony export */   aN: () => (/* binding */ mdShort),
/* harmony export */   md: () => (/* binding */ md),
/* harmony export */   s8: () => (/* binding */ markerKey)
/* harmony export */ });
/* unused harmony export escapeHtml */
// Escaping for everything that comes from data (keys, labels, file names, error messages) before it
// reaches Markdown, HTML or a Mermaid chart. Data must render as text, never as markup, links or images.
const HTML = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for HTML (attribute or element content). */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, c => HTML[c]);
}
/**
 * Text for Markdown that renders back to exactly the same visible text, also inside a table cell:
 * `&`, `<`, `>` become entities (no HTML, no entity), other ASCII punctuation is backslash-escaped (no
 * emphasis, links, images, code, strikethrough, math, headings or cell breaks), and line breaks become
 * spaces. GitHub links mentions, issue numbers, emoji codes and bare URLs in the rendered text, so `@`,
 * `#` and `:` go in a `<span>` of their own and `www` in another: the text is the same, no link is made.
 */
function md(text) {
    return String(text)
        .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
        .replace(/www|[@#:]|[&<>]|[\\`*_{}[\]()+\-.!|~^$=]/gi, c => c.length > 1 || c === '@' || c === '#' || c === ':'
        ? `<span>${c}</span>`
        : c === '&' || c === '<' || c === '>'
            ? HTML[c]
            : `\\${c}`);
}
/** Like `md`, shortened to `max` characters first (so an entity or escape is never cut). */
function mdShort(text, max = 120) {
    const oneLine = text.replace(/\s+/g, ' ');
    return md(oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine);
}
/** A label inside a Mermaid string (`"..."`): no quotes, brackets, HTML or line breaks survive. */
function mermaidText(text, max = 40) {
    const clean = text
        .replace(/[\r\n\t]+/g, ' ')
        .replace(/["'`<>&#;\\[\]{}|]/g, '')
        .trim();
    const short = clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
    return short === '' ? '?' : short;
}
/** A comment key for the hidden marker: letters, digits, `.`, `_`, `-` only (never `--` or `>`). */
function markerKey(key) {
    return (key.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/-{2,}/g, '-') || 'default').slice(0, 100);
}


/***/ }),

/***/ 12011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oe: () => (/* binding */ pct),
/* harmony export */   TG: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_1__.TG),
/* harmony export */   Xg: () => (/* binding */ MAP_50),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   ee: () => (/* binding */ bytes),
/* harmony export */   kd: () => (/* binding */ AP_50),
/* harmony export */   x8: () => (/* binding */ signed)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
// Percentages, scores, money and sizes in reports (counts and durations: src/format.ts).


/** The detection metrics' names in Markdown: GitHub links a bare `mAP@0.5` as an e-mail address. */
const MAP_50 = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__.md)('mAP@0.5');
const AP_50 = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__.md)('AP@0.5');
function pct(x, digits = 1) {
    if (x === null || x === undefined || Number.isNaN(x))
        return 'n/a';
    return `${(x * 100).toFixed(digits)}%`;
}
function num(x, digits = 3) {
    if (x === null || x === undefined || Number.isNaN(x))
        return 'n/a';
    return x.toFixed(digits);
}
/** A count with its sign: `+3`, `0`, `−7` (the minus sign, as every figure in the report writes it). */
function signed(n) {
    return n > 0 ? `+${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9)(n)}` : n < 0 ? `−${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9)(-n)}` : (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9)(n);
}

function bytes(n) {
    if (n < 1024)
        return `${n} B`;
    const units = ['KiB', 'MiB', 'GiB', 'TiB'];
    let v = n / 1024;
    let i = 0;
    while (v >= 1024 && i < units.length - 1) {
        v /= 1024;
        i++;
    }
    return `${v.toFixed(1)} ${units[i]}`;
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

/***/ 90687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ verdictLine),
/* harmony export */   d: () => (/* binding */ significanceSentence),
/* harmony export */   pp: () => (/* binding */ pp)
/* harmony export */ });
/* harmony import */ var _results_baseline_significance_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6663);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(16264);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12011);
/* harmony import */ var _cache_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65250);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);





/** Signed percentage points with a real minus sign: "−15.0 pp", "+2.5 pp", "±0.0 pp". */
function pp(delta) {
    const v = Math.round(delta * 1000) / 10;
    const sign = v > 0 ? '+' : v < 0 ? '−' : '±';
    return `${sign}${Math.abs(v).toFixed(1)} pp`;
}
/** A p-value as people quote it: "p < 0.001", "p = 0.031", "p = 0.22", "p = 1". */
function pValue(p) {
    if (p < 0.001)
        return 'p < 0.001';
    if (p >= 0.995)
        return 'p = 1';
    return `p = ${p < 0.1 ? p.toPrecision(2) : p.toFixed(2)}`;
}
/** The run's main figure (top-1 accuracy or mAP@0.5) and the baseline's, when both are measured. */
function headline(s) {
    const e = s.evaluation;
    if (!e)
        return undefined;
    const b = s.baseline?.figures?.evaluation;
    if (e.kind === 'classification') {
        if (Number.isNaN(e.top1Accuracy))
            return undefined;
        const before = b?.kind === 'classification' && !Number.isNaN(b.top1Accuracy) ? b.top1Accuracy : undefined;
        return {
            name: 'top-1',
            value: e.top1Accuracy,
            correct: e.top1Correct,
            evaluated: e.evaluated,
            ...(before !== undefined ? { baseline: before } : {})
        };
    }
    if (e.map === null)
        return undefined;
    const before = b?.kind === 'detection' && b.map !== null ? b.map : undefined;
    return {
        name: _format_js__WEBPACK_IMPORTED_MODULE_1__/* .MAP_50 */ .Xg,
        value: e.map,
        evaluated: e.evaluated,
        ...(before !== undefined ? { baseline: before } : {})
    };
}
function toneOf(s) {
    if (s.job.status !== 'Completed' || s.gates.some(g => !g.passed))
        return 'fail';
    const h = headline(s);
    const p = s.baseline?.paired;
    if ((h?.baseline !== undefined && h.value < h.baseline) || (p && p.broken > p.fixed))
        return 'warn';
    return 'pass';
}
const ICON = { fail: '❌', warn: '⚠️', pass: '✅' };
function gatesPhrase(s) {
    const total = s.gates.length;
    if (total === 0)
        return undefined;
    const failed = s.gates.filter(g => !g.passed).length;
    if (failed === 0)
        return total === 1 ? '1 gate passed' : `all ${total} gates passed`;
    return `${failed} of ${total} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .noun */ .jB)(total, 'gate')} failed`;
}
function changedPhrase(s) {
    const b = s.baseline;
    if (!b)
        return undefined;
    const n = b.changed.count;
    if (n === 0)
        return `no prediction changed (${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(b.compared)} compared)`;
    if (b.paired) {
        const { broken, fixed } = b.paired;
        const other = n - broken - fixed;
        const rest = other > 0 ? `, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(other)} other` : '';
        return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(n)} changed: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(broken)} now wrong, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(fixed)} fixed${rest}`;
    }
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(n)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(b.compared)} predictions changed`;
}
/** The verdict: "❌ 2 of 3 gates failed · top-1 85.0% (baseline 100.0%, −15.0 pp) · 6 changed: 6 now wrong, 0 fixed". */
function verdictLine(s) {
    const parts = [];
    if (s.job.status !== 'Completed')
        parts.push(`job ${s.job.status}`);
    const gates = gatesPhrase(s);
    if (gates)
        parts.push(gates);
    else if (s.job.status === 'Completed')
        parts.push('completed');
    const h = headline(s);
    if (h) {
        const detail = h.baseline !== undefined
            ? `baseline ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(h.baseline)}, ${pp(h.value - h.baseline)}`
            : h.correct !== undefined
                ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(h.correct)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(h.evaluated)}`
                : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(h.evaluated)} images`;
        parts.push(`${h.name} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(h.value)} (${detail})`);
    }
    const changed = changedPhrase(s);
    if (changed)
        parts.push(changed);
    if (!h && !changed)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(s.objects.withOutput)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(s.objects.total)} objects scored`);
    if (s.sample)
        parts.push(`sample of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(s.sample.objects)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(s.sample.of)} objects`);
    if (s.rerun)
        parts.push(`this run transformed ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(s.rerun.objects)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(s.rerun.of)} objects (rerun: failed; the others already had an output)`);
    if (s.cache)
        parts.push(`cache: ${(0,_cache_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .cacheSentence */ .Yx)(s.cache, _escape_js__WEBPACK_IMPORTED_MODULE_2__.md)}`);
    const text = parts.join(' · ');
    return `${ICON[toneOf(s)]} ${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
/** One plain sentence on whether the change in correctness is more than chance (exact McNemar). */
function significanceSentence(s) {
    const p = s.baseline?.paired;
    if (!p)
        return undefined;
    const { broken, fixed } = p;
    if (broken + fixed === 0) {
        return `No record went from right to wrong or back (${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(p.evaluated)} compared with ground truth).`;
    }
    const what = broken > fixed ? 'drop' : broken < fixed ? 'improvement' : 'change';
    const pairs = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(broken)} now wrong vs ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(fixed)} fixed`;
    if (broken === fixed)
        return `Broken and fixed records balance out (${pairs}).`;
    const sample = s.sample ? ' on this sample' : '';
    return p.p < _results_baseline_significance_js__WEBPACK_IMPORTED_MODULE_0__/* .SIGNIFICANCE */ .cT
        ? `The ${what} is statistically significant${sample} (exact McNemar test, ${pValue(p.p)}, ${pairs}).`
        : `The ${what} is not statistically significant${sample} (exact McNemar test, ${pValue(p.p)}, ${pairs}): chance alone could explain it.`;
}


/***/ }),

/***/ 6663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ mcnemarExact),
/* harmony export */   cT: () => (/* binding */ SIGNIFICANCE),
/* harmony export */   rF: () => (/* binding */ wilson)
/* harmony export */ });
// Small-sample statistics for the before/after verdict: is a change in accuracy more than chance?
//
// Exact McNemar test: of the records whose correctness changed between two runs on the same data,
// `broken` went right -> wrong and `fixed` wrong -> right. Under "no real change" each such record is a
// fair coin, so the two-sided p-value is 2 * P(X <= min(broken, fixed)) for X ~ Binomial(n, 1/2), capped
// at 1. Wilson score interval: a confidence interval for a proportion that stays inside [0, 1] and keeps
// its coverage on small evaluation sets, where the plain p +- z*sqrt(p(1-p)/n) does not.
/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;
const SMALL = 256;
const smallLogFactorials = [0];
for (let i = 1; i < SMALL; i++)
    smallLogFactorials.push(smallLogFactorials[i - 1] + Math.log(i));
/** ln(k!) for k >= 0: summed below 256, Stirling's series (error below 1e-15) above. */
function logFactorial(k) {
    if (k < SMALL)
        return smallLogFactorials[k];
    const x = k + 1;
    return (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * x) - 1 / (360 * x ** 3);
}
function mcnemarExact(broken, fixed) {
    const n = broken + fixed;
    const k = Math.min(broken, fixed);
    if (n === 0)
        return { broken, fixed, p: 1 };
    // Sum the binomial tail in log space: n can be large (a million-record evaluation set).
    const logHalfN = -n * Math.LN2;
    const lnN = logFactorial(n);
    const terms = [];
    for (let i = 0; i <= k; i++)
        terms.push(lnN - logFactorial(i) - logFactorial(n - i) + logHalfN);
    const top = Math.max(...terms);
    const tail = Math.exp(top) * terms.reduce((s, t) => s + Math.exp(t - top), 0);
    return { broken, fixed, p: Math.min(1, 2 * tail) };
}
/** The Wilson score interval of `successes` out of `n` (95% by default); undefined when n is 0. */
function wilson(successes, n, z = Z95) {
    if (n <= 0)
        return undefined;
    const p = successes / n;
    const z2 = z * z;
    const denominator = 1 + z2 / n;
    const centre = (p + z2 / (2 * n)) / denominator;
    const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
    return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
/** The conventional threshold for calling a change statistically significant. */
const SIGNIFICANCE = 0.05;


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

/***/ 78321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  registerRun: () => (/* binding */ registerRun)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/spec.ts
var src_spec = __webpack_require__(36188);
// EXTERNAL MODULE: ./src/report/github-context.ts
var github_context = __webpack_require__(77941);
// EXTERNAL MODULE: ./src/report/verdict.ts
var verdict = __webpack_require__(90687);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/contract/model-registry.ts
var model_registry = __webpack_require__(75903);
// EXTERNAL MODULE: ./src/results/evaluation/quality-gates.ts
var quality_gates = __webpack_require__(75265);
;// CONCATENATED MODULE: ./src/registry/approval.ts
// `approval`: the status a registered version gets and the sentence that says why. `gates`: Approved when
// every gate passes, Rejected when one fails, PendingManualApproval when there is none; `manual`:
// PendingManualApproval, the gates' result in the description.


/** How far a gate's figure is from its threshold, on the side that passes (negative: short of it). */
function margin(g) {
    if (g.measured === null)
        return undefined;
    const m = g.gate === 'max-failed-objects' ? g.threshold - g.measured : g.measured - g.threshold;
    return `${m >= 0 ? '+' : '-'}${(0,quality_gates/* formatFraction */.M)(Math.abs(m))}`;
}
/** One gate: `min-accuracy 0.95 >= 0.9 passed (margin +0.05)`. */
function gateSentence(g) {
    const m = margin(g);
    const measured = g.measured === null ? 'not measured' : (0,quality_gates/* formatFraction */.M)(g.measured);
    const sign = g.gate === 'max-failed-objects' ? '<=' : '>=';
    return `${g.gate} ${measured} ${sign} ${(0,quality_gates/* formatFraction */.M)(g.threshold)} ${g.passed ? 'passed' : 'failed'}${m ? ` (margin ${m})` : ''}`;
}
/** `stoppedBy`: why a gate stopped the job early, when one did (its figures are of the outputs read). */
function decideApproval(approval, gates, stoppedBy) {
    const decided = decide(approval, gates);
    return stoppedBy
        ? { ...decided, description: (0,model_registry/* asDescription */.LD)(`${decided.description} The job was ${stoppedBy}.`) }
        : decided;
}
function decide(approval, gates) {
    const said = gates.map(gateSentence).join('; ');
    const failed = gates.filter(g => !g.passed).length;
    if (approval === 'manual')
        return {
            status: 'PendingManualApproval',
            description: (0,model_registry/* asDescription */.LD)(`approval: manual. ${gates.length ? `Gates: ${said}.` : 'No quality gate was set.'}`)
        };
    if (gates.length === 0)
        return {
            status: 'PendingManualApproval',
            description: (0,model_registry/* asDescription */.LD)('No quality gate was set (min-accuracy, min-agreement, max-failed-objects), so the gates cannot approve this version: it waits for a manual approval.')
        };
    return failed > 0
        ? {
            status: 'Rejected',
            description: (0,model_registry/* asDescription */.LD)(`Rejected: ${failed} of ${gates.length} gates failed: ${said}.`)
        }
        : { status: 'Approved', description: (0,model_registry/* asDescription */.LD)(`Approved: every gate passed: ${said}.`) };
}

// EXTERNAL MODULE: ./src/registry/lineage.ts
var lineage = __webpack_require__(35842);
// EXTERNAL MODULE: ./src/contract/container-env.ts
var container_env = __webpack_require__(35075);
// EXTERNAL MODULE: ./src/backends/sagemaker/model.ts
var sagemaker_model = __webpack_require__(72523);
// EXTERNAL MODULE: ./src/contract/images.ts + 1 modules
var contract_images = __webpack_require__(10305);
// EXTERNAL MODULE: ./src/registry/registry-session.ts
var registry_session = __webpack_require__(1289);
;// CONCATENATED MODULE: ./src/registry/package-model.ts






/** The image a package names: the run's, as its model holds it (the one place it is chosen). */
function packageImage(image) {
    return image;
}
async function packageModel(spec, outcome, prepared, r) {
    if ((0,src_spec/* isLocal */.IX)(spec)) {
        const modelDataUrl = prepared?.dataUrl ?? spec.model.dataUrl;
        if (!modelDataUrl)
            throw new errors/* UserError */.yo('register: the model is not in S3, so no package can name it.');
        const framework = prepared?.framework ?? spec.model.framework;
        return {
            image: packageImage((0,contract_images/* modelImage */.Di)(spec, framework, r.region)),
            modelDataUrl,
            environment: (0,container_env/* containerEnvironment */.Vk)(spec, r.region, { entryPoint: prepared?.entryPoint })
        };
    }
    const name = outcome.modelName;
    if (!name)
        throw new errors/* UserError */.yo(`register: no transform job ran (${outcome.jobName}), so there is no SageMaker model to register.`);
    const described = await (0,registry_session/* registryCall */.et)(r, 'DescribeModel', () => 
    // Retried once, here.
    (0,sagemaker_model/* describeExistingModel */.oC)(r.sm, name, send => send()));
    // A package names one container: the model's first.
    const first = described.PrimaryContainer ?? described.Containers?.[0] ?? {};
    const model = { image: first.Image, modelDataUrl: first.ModelDataUrl, environment: first.Environment ?? {} };
    if (!model.image || !model.modelDataUrl)
        throw new errors/* UserError */.yo(`register: the SageMaker model ${name} has no ${model.image ? 'ModelDataUrl' : 'image'} in its first container, which a model package needs.`);
    return {
        image: packageImage(model.image),
        modelDataUrl: model.modelDataUrl,
        environment: model.environment
    };
}

;// CONCATENATED MODULE: ./src/registry/package-request.ts

function packageRequest(p) {
    const { model } = p;
    return {
        ModelPackageGroupName: p.group,
        ModelPackageDescription: (0,model_registry/* asDescription */.LD)(p.verdict),
        InferenceSpecification: {
            Containers: [
                {
                    Image: model.image,
                    ModelDataUrl: model.modelDataUrl,
                    ...(Object.keys(model.environment).length ? { Environment: model.environment } : {})
                }
            ],
            ...(p.contentType ? { SupportedContentTypes: [p.contentType] } : {}),
            ...(p.accept ? { SupportedResponseMIMETypes: [p.accept] } : {}),
            ...(p.instanceType
                ? { SupportedTransformInstanceTypes: [p.instanceType] }
                : {})
        },
        ...(p.statistics
            ? {
                ModelMetrics: {
                    ModelQuality: {
                        Statistics: {
                            ContentType: 'application/json',
                            S3Uri: p.statistics.uri,
                            ContentDigest: `sha256:${p.statistics.sha256}`
                        }
                    }
                }
            }
            : {}),
        ModelApprovalStatus: p.approval.status,
        ...(Object.keys(p.metadata).length ? { CustomerMetadataProperties: p.metadata } : {}),
        ClientToken: p.token
    };
}
/**
 * The approval's description, set once the version exists. The metadata is sent again: an update
 * without it must not leave the version without its lineage.
 */
function approvalUpdate(arn, p) {
    return {
        ModelPackageArn: arn,
        ModelApprovalStatus: p.approval.status,
        ApprovalDescription: p.approval.description,
        ...(Object.keys(p.metadata).length ? { CustomerMetadataProperties: p.metadata } : {})
    };
}

// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-sagemaker/dist-cjs/index.js
var dist_cjs = __webpack_require__(94459);
// EXTERNAL MODULE: ./src/aws/retry.ts
var retry = __webpack_require__(22495);
;// CONCATENATED MODULE: ./src/registry/register.ts
// The registration: the group described and created when missing (one created beside this run is taken
// as it is), this run's version looked up by its registration token (a retried step registers once),
// else a new versioned package with the evaluation as its model-quality statistics.





/** A retried step's version is among the group's newest: this many are looked at. */
const RETRY_LOOKBACK = 10;
const isMissing = (err) => (0,retry/* errorName */.Is)(err) === 'ResourceNotFound' ||
    ((0,retry/* errorName */.Is)(err) === 'ValidationException' && /does not exist|could not find/i.test(err.message));
const isAlreadyThere = (err) => /^(ValidationException|ResourceInUse|ConflictException)$/.test((0,retry/* errorName */.Is)(err)) &&
    /already exist/i.test(err.message);
/** The group: described first; created when missing, with the action's tags; "already exists" is success. */
async function ensureGroup(r, group, about) {
    const describe = () => (0,registry_session/* registryCall */.et)(r, 'DescribeModelPackageGroup', () => r.sm.send(new dist_cjs/* DescribeModelPackageGroupCommand */.ruq({ ModelPackageGroupName: group })));
    try {
        await describe();
        return;
    }
    catch (err) {
        if (!isMissing(err))
            throw err;
    }
    const description = (0,model_registry/* asDescription */.LD)(`Models of ${about.repository ?? 'this repository'}, registered by its workflow with their evaluation.`);
    try {
        await (0,registry_session/* registryCall */.et)(r, 'CreateModelPackageGroup', () => r.sm.send(new dist_cjs/* CreateModelPackageGroupCommand */.EWw({
            ModelPackageGroupName: group,
            ModelPackageGroupDescription: description,
            ...(about.tags.length ? { Tags: about.tags } : {})
        })));
        r.log.info(`register: created the model package group ${group}.`);
    }
    catch (err) {
        // A run beside this one created it first.
        if (!isAlreadyThere(err))
            throw err;
    }
}
function describePackage(r, arn) {
    return (0,registry_session/* registryCall */.et)(r, 'DescribeModelPackage', () => r.sm.send(new dist_cjs/* DescribeModelPackageCommand */.Uxr({ ModelPackageName: arn })));
}
/** This step's version from an earlier try: among the newest, the one carrying its registration token. */
async function registeredBefore(r, group, token) {
    const listed = await (0,registry_session/* registryCall */.et)(r, 'ListModelPackages', () => r.sm.send(new dist_cjs/* ListModelPackagesCommand */.MTG({
        ModelPackageGroupName: group,
        ModelPackageType: 'Versioned',
        SortBy: 'CreationTime',
        SortOrder: 'Descending',
        MaxResults: RETRY_LOOKBACK
    })));
    for (const summary of listed.ModelPackageSummaryList ?? []) {
        if (!summary.ModelPackageArn)
            continue;
        const found = await describePackage(r, summary.ModelPackageArn);
        if (found.CustomerMetadataProperties?.[lineage/* LINEAGE_KEYS */.JL.registration] === token)
            return {
                arn: summary.ModelPackageArn,
                version: found.ModelPackageVersion ?? 0,
                status: found.ModelApprovalStatus ?? 'PendingManualApproval',
                again: true,
                described: found
            };
    }
    return undefined;
}
function update(r, input) {
    return (0,registry_session/* registryCall */.et)(r, 'UpdateModelPackage', () => r.sm.send(new dist_cjs/* UpdateModelPackageCommand */.CCy(input)));
}
/**
 * Registers the version once per token: found when a try before registered it, else created; then its
 * approval described (`describe(arn)`: the update), unless a try before did.
 */
async function registerPackage(r, request, approvalUpdate) {
    const before = await registeredBefore(r, request.ModelPackageGroupName, request.ClientToken);
    if (before) {
        const { described, ...registered } = before;
        const wanted = approvalUpdate(registered.arn);
        if (described.ApprovalDescription !== wanted.ApprovalDescription)
            await update(r, wanted);
        return registered;
    }
    const created = await (0,registry_session/* registryCall */.et)(r, 'CreateModelPackage', () => r.sm.send(new dist_cjs/* CreateModelPackageCommand */.N$s(request)));
    const arn = created.ModelPackageArn;
    await update(r, approvalUpdate(arn));
    const found = await describePackage(r, arn);
    return {
        arn,
        version: found.ModelPackageVersion ?? 0,
        status: request.ModelApprovalStatus,
        again: false
    };
}

;// CONCATENATED MODULE: ./src/run/register.ts











/** Registers the run; the message to fail the step with when it could not, else undefined. */
async function registerRun(run, ctx) {
    const { spec, outcome, summary, published } = run;
    const register = spec.report.register;
    if (!register)
        return undefined;
    const log = ctx.log;
    // A job a gate stopped early is judged: registered, and Rejected by that gate.
    const stopped = outcome.stoppedEarly?.limit !== 'max-cost' ? outcome.stoppedEarly : undefined;
    if (outcome.status !== 'Completed' && !stopped) {
        log.warning(`register: nothing registered: the transform job ended ${outcome.status}.`);
        return undefined;
    }
    const approval = decideApproval(register.approval, summary.gates, stopped?.reason);
    if (register.approval === 'gates' && summary.gates.length === 0)
        log.info('register: no quality gate is set, so the version waits for a manual approval (PendingManualApproval).');
    const evaluation = published.evaluation;
    if (!evaluation?.uri)
        log.warning(`register: the version has no model-quality statistics: ${evaluation ? '_evaluation.json could not be written beside the outputs' : 'nothing was evaluated (ground-truth)'}.`);
    const where = (0,github_context/* readRunContext */.$)(ctx.env);
    const r = (0,registry_session/* openRegistry */.Me)(spec, ctx);
    try {
        const model = await packageModel(spec, outcome, run.prepared, r);
        await ensureGroup(r, register.group, { repository: ctx.env.GITHUB_REPOSITORY, tags: spec.control.tags });
        const token = (0,lineage/* registrationToken */.bj)(ctx.env, outcome.jobName, register.group);
        const metadata = (0,lineage/* lineageMetadata */.T_)({
            repository: ctx.env.GITHUB_REPOSITORY,
            commit: where.sha,
            runUrl: where.runUrl,
            jobName: outcome.jobName,
            jobArn: outcome.jobArn,
            modelSha256: run.prepared?.sha256,
            listingSha256: (0,lineage/* listingDigest */.pL)(run.inputs),
            cacheIdentity: summary.cache?.identity,
            summaryUri: published.summaryUri,
            evaluationUri: evaluation?.uri,
            registration: token
        }, key => log.warning(`register: the lineage leaves ${key} out: SageMaker's metadata cannot hold its value.`));
        const parts = {
            group: register.group,
            model,
            contentType: spec.data.contentType,
            accept: spec.output.accept,
            instanceType: (0,src_spec/* isLocal */.IX)(spec) ? undefined : spec.resources.instanceType,
            ...(evaluation?.uri ? { statistics: { uri: evaluation.uri, sha256: evaluation.sha256 } } : {}),
            verdict: (0,verdict/* verdictLine */.M)(summary),
            approval,
            metadata,
            token
        };
        const registered = await registerPackage(r, packageRequest(parts), arn => approvalUpdate(arn, parts));
        ctx.outputs.set('model-package-arn', registered.arn);
        ctx.outputs.set('model-package-version', String(registered.version));
        ctx.outputs.set('approval-status', registered.status);
        const line = `${registered.again ? 'Already registered by an earlier try of this step' : 'Registered'}: ` +
            `${register.group} version ${registered.version}, ${registered.status} (${registered.arn}). ${approval.description}`;
        log.info(`register: ${line}`);
        await ctx.outputs.appendSummary(`\n**Model registry:** ${(0,report_escape.md)(line)}\n`);
        return undefined;
    }
    catch (err) {
        return err instanceof errors/* UserError */.yo ? err.message : `register: ${(0,errors/* errorMessage */.gJ)(err)}`;
    }
    finally {
        r.sm.destroy();
    }
}


/***/ })

};
