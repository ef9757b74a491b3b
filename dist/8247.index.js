export const id = 8247;
export const ids = [8247,4383,350];
export const modules = {

/***/ 51865:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QK: () => (/* binding */ finishedOf),
/* harmony export */   WQ: () => (/* binding */ whole),
/* harmony export */   fb: () => (/* binding */ finishedLine)
/* harmony export */ });
/* unused harmony export percent */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// How far a transform is, in the same words whichever backend runs it: the inputs finished (an output
// written, or a failure), of how many, and the share.

const whole = (n) => Math.round(n).toLocaleString('en-US');
/** `31%`; never 0% once one has finished, never 100% before all have. */
function percent(done, total) {
    if (total <= 0)
        return '100%';
    const p = Math.floor((100 * Math.min(done, total)) / total);
    if (p === 0 && done > 0)
        return '<1%';
    return `${p}%`;
}
/** Inputs finished: outputs written plus failures, at most the inputs in all. */
function finishedOf(c) {
    return Math.min(c.outputs + c.failed, c.total ?? Infinity);
}
/**
 * `31,204 of 100,000 outputs (31%)`, or with failures `20 of 300 done (6%; 4 outputs, 16 failed: 500 x
 * 16)`; without a total, `4 outputs` or `4 done (3 outputs, 1 failed)`.
 */
function finishedLine(c) {
    const done = finishedOf(c);
    const of = c.total !== undefined ? ` of ${whole(c.total)}` : '';
    const share = c.total !== undefined ? percent(done, c.total) : undefined;
    if (c.failed === 0)
        return `${whole(c.outputs)}${of} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .noun */ .jB)(c.total ?? c.outputs, 'output')}${share ? ` (${share})` : ''}`;
    const reasons = c.reasons ? `: ${c.reasons}` : '';
    const split = `${whole(c.outputs)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .noun */ .jB)(c.outputs, 'output')}, ${whole(c.failed)} failed${reasons}`;
    return `${whole(done)}${of} done (${share ? `${share}; ` : ''}${split})`;
}


/***/ }),

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

/***/ 28247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createSageMakerBackend: () => (/* binding */ createSageMakerBackend)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/aws/retry.ts
var retry = __webpack_require__(22495);
// EXTERNAL MODULE: ./src/aws/region.ts
var aws_region = __webpack_require__(27249);
// EXTERNAL MODULE: ./src/backends/sagemaker/sagemaker.ts
var sagemaker = __webpack_require__(70350);
;// CONCATENATED MODULE: ./src/backends/sagemaker/backend-session.ts



function openSession(ctx, deps, spec, signal) {
    const log = ctx.log;
    const region = (0,aws_region/* resolveRegion */.Z)(spec.control.region, ctx.env);
    const sm = deps.sagemaker?.(region) ?? (0,sagemaker.createSageMakerClient)(spec.control, ctx.env, ctx.credentials);
    const retrying = {
        sleep: ctx.sleep,
        random: deps.random ?? Math.random,
        signal,
        now: ctx.now,
        log: line => log.info(line)
    };
    return { ctx, deps, log, region, sm, signal, retrying, call: send => (0,retry.withRetry)(send, retrying) };
}

// EXTERNAL MODULE: ./src/contract/container-env.ts
var container_env = __webpack_require__(35075);
// EXTERNAL MODULE: ./src/contract/names.ts
var names = __webpack_require__(77662);
// EXTERNAL MODULE: ./src/listing/listing.ts + 1 modules
var listing = __webpack_require__(94383);
// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-sagemaker/dist-cjs/index.js
var dist_cjs = __webpack_require__(94459);
// EXTERNAL MODULE: ./src/backends/sagemaker/sagemaker-errors.ts
var sagemaker_errors = __webpack_require__(45048);
;// CONCATENATED MODULE: ./src/backends/sagemaker/job.ts
// The transform job: create it, or attach to the one an earlier try of this attempt made; stop it; and
// the errors a waiting run can explain.





function describeJob(sm, name, call) {
    return (0,sagemaker_errors/* describedOrMissing */.fc)(call(() => sm.send(new dist_cjs/* DescribeTransformJobCommand */.E9g({ TransformJobName: name }))));
}
/** Follows an existing job from now on, as it is. */
function attached(job, why, log, now) {
    log.info(`Attaching to transform job ${job.TransformJobName} (${job.TransformJobStatus}): ${why}.`);
    return {
        arn: job.TransformJobArn,
        createdAt: job.CreationTime?.getTime() ?? now(),
        status: job.TransformJobStatus
    };
}
/** Creates the job, or attaches to ours when an earlier try created it; `explicit` names are never reused. */
async function createOrAttach(sm, request, explicit, call, log, now) {
    const name = request.TransformJobName;
    const attach = (job, why) => {
        if (job.ModelName !== request.ModelName)
            throw new errors/* UserError */.yo(`A transform job named ${name} already exists and runs model ${job.ModelName}, not ${request.ModelName}. ` +
                'Transform job names are single-use: set another job-name.');
        return attached(job, why, log, now);
    };
    const existing = await describeJob(sm, name, call);
    if (existing) {
        if (explicit)
            throw nameTaken(name, existing);
        return attach(existing, 'it was created by an earlier try of this workflow attempt');
    }
    const create = new sagemaker_errors/* CreateCall */.HZ(call);
    try {
        const createdAt = now();
        const res = await create.send(() => sm.send(new dist_cjs/* CreateTransformJobCommand */.zmV(request)));
        return { arn: res.TransformJobArn, createdAt };
    }
    catch (err) {
        if ((0,retry/* errorName */.Is)(err) === 'ResourceInUse') {
            const job = await describeJob(sm, name, call);
            // Our own create whose answer was lost: the job is ours.
            if (job && create.lostAnswer)
                return attach(job, 'an earlier CreateTransformJob call did create it');
            if (job)
                throw nameTaken(name, job);
        }
        throw (0,sagemaker_errors/* explainCreateError */._P)(err, 'CreateTransformJob');
    }
}
function nameTaken(name, job) {
    return new errors/* UserError */.yo(`job-name: a transform job named ${name} already exists (${job.TransformJobStatus}, created ${job.CreationTime?.toISOString()}). ` +
        'Transform job names are single-use forever: choose a new job-name, or leave it empty for a generated one.');
}
function explainDescribeError(err, jobName, region) {
    const name = (0,retry/* errorName */.Is)(err);
    if (name === 'ExpiredTokenException' || name === 'ExpiredToken')
        return new errors/* UserError */.yo(`The AWS credentials expired while waiting for ${jobName}; the job keeps running (${(0,sagemaker/* consoleUrl */.B9)(region, jobName)}). ` +
            'Set role-to-assume so the action re-mints its own credentials while it waits (or give ' +
            'aws-actions/configure-aws-credentials a longer role-duration-seconds), then attach to the job.');
    return err;
}
async function stopJob(sm, jobName, call) {
    try {
        await call(() => sm.send(new dist_cjs/* StopTransformJobCommand */.Heu({ TransformJobName: jobName })));
    }
    catch (err) {
        // Already ended or stopping: nothing to stop.
        if ((0,retry/* errorName */.Is)(err) !== 'ValidationException')
            throw err;
    }
}
/** The workflow was cancelled: stop at once (no waits between tries), then report what the job is doing. */
async function stopForCancel(sm, outcome, log) {
    const quick = send => (0,retry.withRetry)(send, { sleep: () => Promise.resolve(), attempts: 3 });
    log.info(`The workflow was cancelled: stopping transform job ${outcome.jobName}.`);
    await stopJob(sm, outcome.jobName, quick);
    const now = await describeJob(sm, outcome.jobName, quick).catch(() => undefined);
    outcome.status = now?.TransformJobStatus ?? 'Stopping';
    outcome.createdAt = now?.CreationTime;
    outcome.failureReason = 'the workflow was cancelled, so the job was stopped';
    log.info(`Transform job ${outcome.jobName} is ${outcome.status}.`);
    return outcome;
}

;// CONCATENATED MODULE: ./src/backends/sagemaker/attach.ts



/** The attached job as it is now, or an error naming the input when there is no such job. */
async function attachTo(sm, name, region, call, log, now) {
    let job;
    try {
        job = await describeJob(sm, name, call);
    }
    catch (err) {
        const answer = (0,retry/* errorName */.Is)(err);
        if (answer === 'ValidationException' || answer === 'AccessDeniedException')
            throw new errors/* UserError */.yo(`attach: ${(0,errors/* errorMessage */.gJ)(err)}`);
        throw err;
    }
    if (!job)
        throw new errors/* UserError */.yo(`attach: there is no transform job named ${JSON.stringify(name)} in ${region} (DescribeTransformJob: not found). ` +
            'Give the name of an existing job (the job-name output of the step that started it) in the same region; nothing was created.');
    if (!reportedInput(job)) {
        const source = job.TransformInput?.DataSource?.S3DataSource;
        const what = source?.S3DataType && source.S3Uri ? `${source.S3DataType} input` : 'no S3DataSource input';
        throw new errors/* UserError */.yo(`attach: the transform job ${JSON.stringify(name)} reads ${what}; the report reads S3Prefix or ManifestFile ` +
            'input, so it could not count this job’s objects or find its failed files. Collect this job another way; nothing was written.');
    }
    return { started: attached(job, 'named by attach; it is not stopped by this workflow', log, now), job };
}
const reads = (type) => type === 'S3Prefix' || type === 'ManifestFile';
/** The job's input as the report reads it: an S3 prefix or a manifest, or nothing it can read. */
function reportedInput(job) {
    const source = job.TransformInput?.DataSource?.S3DataSource;
    const type = source?.S3DataType;
    if (!source?.S3Uri || !reads(type))
        return undefined;
    return { uri: source.S3Uri, type };
}
/** What the report (and the cache) need of the job's definition. */
function definitionOf(spec, job) {
    const input = job.TransformInput;
    // attachTo has refused any job without one.
    const source = reportedInput(job) ?? { uri: '', type: 'S3Prefix' };
    const output = job.TransformOutput;
    return {
        data: {
            ...spec.data,
            ...source,
            contentType: input?.ContentType,
            compression: input?.CompressionType ?? 'None',
            splitType: input?.SplitType ?? 'None',
            joinSource: job.DataProcessing?.JoinSource ?? 'None'
        },
        batch: {
            ...(job.BatchStrategy ? { strategy: job.BatchStrategy } : {}),
            ...(job.MaxPayloadInMB !== undefined ? { maxPayloadMB: job.MaxPayloadInMB } : {}),
            env: job.Environment ?? {},
            ...(job.DataProcessing?.InputFilter ? { inputFilter: job.DataProcessing.InputFilter } : {}),
            ...(job.DataProcessing?.OutputFilter ? { outputFilter: job.DataProcessing.OutputFilter } : {})
        },
        output: {
            ...spec.output,
            path: output?.S3OutputPath ?? '',
            accept: output?.Accept,
            assembleWith: output?.AssembleWith ?? 'None',
            kmsKey: output?.KmsKeyId
        },
        instanceType: job.TransformResources?.InstanceType ?? '',
        instanceCount: job.TransformResources?.InstanceCount ?? 1
    };
}
/** One trailing slash does not make another prefix. */
const same = (a, b) => a.replace(/\/$/, '') === b.replace(/\/$/, '');
/** `data` / `data-type` / `output-path` given with attach must be the job's own: every mismatch, at once. */
function checkAgainstJob(spec, job) {
    const problems = [];
    const name = spec.control.attach;
    const input = `${job.data.type} ${job.data.uri}`;
    if (spec.data.uri && !same(spec.data.uri, job.data.uri))
        problems.push({
            input: 'data',
            value: spec.data.uri,
            problem: `is not the input of the attached job ${name} (${input})`,
            fix: 'Remove data (the job’s own input is reported), or attach to the job that reads this data.'
        });
    else if (spec.data.uri && spec.data.type !== job.data.type)
        problems.push({
            input: 'data-type',
            value: spec.data.type,
            problem: `is not how the attached job ${name} reads data (${input})`,
            fix: `Set data-type: ${job.data.type}, or remove data and data-type (the job’s own input is reported).`
        });
    if (spec.output.path && !same(spec.output.path, job.output.path))
        problems.push({
            input: 'output-path',
            value: spec.output.path,
            problem: `is not where the attached job ${name} writes (${job.output.path})`,
            fix: 'Remove output-path (the job’s own is read), or attach to the job that writes there.'
        });
    if (problems.length)
        throw new errors/* InputErrors */.G(problems);
}

// EXTERNAL MODULE: ./src/backends/sagemaker/model.ts
var sagemaker_model = __webpack_require__(72523);
// EXTERNAL MODULE: ./src/backends/sagemaker/requests.ts
var requests = __webpack_require__(98578);
;// CONCATENATED MODULE: ./src/backends/sagemaker/create-job.ts









/** `attach`: the existing job, checked against `data` / `output-path`; nothing is created. */
async function attachJob(s, name, spec, events) {
    const { started, job } = await attachTo(s.sm, name, s.region, s.call, s.log, s.ctx.now);
    const definition = definitionOf(spec, job);
    checkAgainstJob(spec, definition);
    events.jobAttached?.({
        jobName: name,
        jobArn: started.arn,
        modelName: job.ModelName,
        outputPath: definition.output.path
    });
    s.log.info(`Transform job ${name}: ${(0,sagemaker/* consoleUrl */.B9)(s.region, name)}`);
    const outcome = {
        jobName: name,
        jobArn: started.arn,
        modelName: job.ModelName,
        status: started.status ?? 'InProgress',
        outputPath: definition.output.path,
        definition
    };
    return { outcome, started };
}
/** Steps 1-3: check the input, make the model, create the job (or find ours from an earlier try). */
async function createJob(s, { spec, inputs }, model, events, signal) {
    const { ctx, log, region, sm, call } = s;
    // 1. The input, listed in stage 3 (where max-payload: auto was sized), is checked before anything is created.
    await (0,listing/* requireSomeInput */._2)(inputs);
    // 2. The model: an existing one by name, or ours (created, or reused when identical), whose
    // server size caps follow the payload.
    // The size caps are computed once: their notes go to the log, their env into the model.
    const framework = model.framework ?? spec.model.framework;
    const serverSize = (0,container_env/* serverSizeEnvironment */.MH)(spec, framework);
    if (!spec.model.name)
        for (const note of serverSize.notes)
            log.info(note);
    const modelName = spec.model.name
        ? await (0,sagemaker_model/* useExistingModel */.Q4)(sm, spec.model.name, call)
        : await (0,sagemaker_model/* ensureModel */.aI)(sm, (0,sagemaker_model/* buildModel */.yK)(spec, model, region, ctx, serverSize.env), call, log);
    events.modelReady?.({
        modelName,
        modelDataUrl: spec.model.name ? undefined : (model.dataUrl ?? spec.model.dataUrl)
    });
    const draft = (0,requests/* buildCreateTransformJobInput */.kb)(spec, { jobName: '', modelName });
    const explicit = spec.control.jobName !== undefined && spec.control.jobName !== '';
    const { TransformJobName: _unnamed, ...definition } = draft;
    const jobName = explicit
        ? spec.control.jobName
        : (0,names/* defaultName */.Z2)((0,names/* namePrefix */.w8)(spec, ctx.env), ctx.env, (0,names/* shortHash */.BC)({ definition, sha256: model.sha256 }), ctx.now());
    const request = { ...draft, TransformJobName: jobName };
    // 3. The job: attach to our own from an earlier try of this attempt, or create it.
    if (signal.aborted)
        throw new errors/* UserError */.yo('The workflow was cancelled before the transform job was created.');
    const started = await createOrAttach(sm, request, explicit, call, log, ctx.now);
    const outcome = {
        jobName,
        jobArn: started.arn,
        modelName,
        status: 'InProgress',
        outputPath: spec.output.path
    };
    events.jobCreated?.({ jobName, jobArn: started.arn });
    log.info(`Transform job ${jobName}: ${(0,sagemaker/* consoleUrl */.B9)(region, jobName)}`);
    return { outcome, started };
}

// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/aws/proxy.ts
var proxy = __webpack_require__(21373);
// EXTERNAL MODULE: ./src/aws/calls.ts
var calls = __webpack_require__(36484);
;// CONCATENATED MODULE: ./src/aws/pricing.ts

/** The Price List endpoint region for a job's region; undefined where the API serves no prices (China). */
function pricingRegion(jobRegion) {
    if (jobRegion.startsWith('cn-'))
        return undefined;
    if (/^(eu|me|af|il)-/.test(jobRegion))
        return 'eu-central-1';
    if (/^ap-/.test(jobRegion))
        return 'ap-south-1';
    return 'us-east-1';
}
function pricingEndpoint(region) {
    return `https://api.pricing.${region}.amazonaws.com/`;
}
const PRICING_TIMEOUTS = { connectMs: 5_000, answerMs: 5_000 };
/** One GetProducts page; a failure names the call (aws/calls.ts). */
async function getProducts(input, call) {
    const { GetProductsCommand, PricingClient } = await __webpack_require__.e(/* import() */ 4453).then(__webpack_require__.t.bind(__webpack_require__, 24453, 19));
    const client = (0,calls/* awsClient */.xe)(new PricingClient({
        region: call.region,
        endpoint: call.endpoint,
        credentials: call.credentials,
        systemClockOffset: call.now.getTime() - Date.now(),
        ...(0,calls/* requestHandlerSettings */.rI)(PRICING_TIMEOUTS, call.proxy)
    }), 'Pricing', { endpoint: call.endpoint, timeouts: PRICING_TIMEOUTS, proxy: call.proxy });
    try {
        return await client.send(new GetProductsCommand(input), { abortSignal: call.signal });
    }
    finally {
        client.destroy();
    }
}

;// CONCATENATED MODULE: ./src/backends/sagemaker/price.ts



/** The whole lookup gives up after this long: a price is a nicety, never a delay. */
const PRICE_LOOKUP_MS = 5_000;
/** Pages read at most (100 products each); the filters leave a handful. */
const MAX_PAGES = 5;
const UNPRICED = 'the run goes on without cost figures (give price-per-hour to set one)';
/** Whether an endpoint is AWS's own (a VPC endpoint included). */
function isAws(endpoint) {
    try {
        return /(^|\.)amazonaws\.com(\.cn)?$/.test(new URL(endpoint).hostname);
    }
    catch {
        return false;
    }
}
/** The hourly USD price of a transform product, or undefined for any other product. */
function transformPrice(item, instanceType) {
    const p = JSON.parse(item);
    const usage = p.product?.attributes?.usagetype ?? '';
    if (!/(^|-)Tsform:/.test(usage) || !usage.endsWith(`:${instanceType}`))
        return undefined;
    for (const term of Object.values(p.terms?.OnDemand ?? {}))
        for (const d of Object.values(term.priceDimensions ?? {})) {
            const usd = Number(d.pricePerUnit?.USD);
            if (/^hrs?$/i.test(d.unit ?? '') && Number.isFinite(usd) && usd > 0)
                return usd;
        }
    return undefined;
}
async function lookUp(q, endpoint, region, signal) {
    const call = {
        endpoint,
        region,
        credentials: await q.credentials(),
        now: new Date(q.now()),
        proxy: q.proxy,
        signal
    };
    const input = {
        ServiceCode: 'AmazonSageMaker',
        Filters: [
            { Type: 'TERM_MATCH', Field: 'regionCode', Value: q.region },
            { Type: 'TERM_MATCH', Field: 'instanceName', Value: q.instanceType },
            { Type: 'TERM_MATCH', Field: 'locationType', Value: 'AWS Region' }
        ],
        FormatVersion: 'aws_v1',
        MaxResults: 100
    };
    for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await getProducts(input, call);
        for (const item of answer.PriceList ?? []) {
            const price = transformPrice(item, q.instanceType);
            if (price !== undefined)
                return price;
        }
        if (!answer.NextToken)
            return undefined;
        input.NextToken = answer.NextToken;
    }
    return undefined;
}
/** The price, or the one line that says why there is none. */
async function findPrice(q) {
    const region = pricingRegion(q.region);
    if (!q.endpoint && q.sagemakerEndpoint && !isAws(q.sagemakerEndpoint))
        return {
            note: `price-per-hour: auto: sagemaker-endpoint is not AWS's, so no price is looked up; ${UNPRICED}.`
        };
    if (!region && !q.endpoint)
        return { note: `price-per-hour: auto: the Price List API has no prices for ${q.region}; ${UNPRICED}.` };
    const signing = region ?? 'us-east-1';
    const timeoutMs = q.timeoutMs ?? PRICE_LOOKUP_MS;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
        const price = await lookUp(q, q.endpoint ?? pricingEndpoint(signing), signing, signal);
        if (price !== undefined)
            return { perHour: price };
        return {
            note: `price-per-hour: auto: no on-demand batch transform price for ${q.instanceType} in ${q.region}; ${UNPRICED}.`
        };
    }
    catch (err) {
        const why = (0,retry/* errorName */.Is)(err) === 'AccessDeniedException'
            ? 'these credentials may not call pricing:GetProducts'
            : signal.aborted
                ? `no answer within ${timeoutMs / 1000} s`
                : (0,errors/* errorMessage */.gJ)(err);
        return { note: `price-per-hour: auto: no price (${why}); ${UNPRICED}.` };
    }
}

;// CONCATENATED MODULE: ./src/backends/sagemaker/job-meter.ts



/**
 * What the job costs while it runs: the price given, or (`price-per-hour: auto`) the one found, kept
 * for the summary. `max-cost` without any price cannot be watched: said once.
 */
async function meterFor(s, spec, outcome, started) {
    const job = outcome.definition ?? {
        instanceType: spec.resources.instanceType,
        instanceCount: spec.resources.instanceCount
    };
    const meter = { instances: job.instanceCount, createdAt: started.createdAt };
    const given = spec.report.pricePerHour;
    if (typeof given === 'number')
        meter.perHour = given;
    else if (given === 'auto') {
        const found = await findPrice({
            instanceType: job.instanceType,
            region: s.region,
            endpoint: spec.control.pricingEndpoint || s.ctx.env.AWS_ENDPOINT_URL_PRICING || undefined,
            sagemakerEndpoint: spec.control.sagemakerEndpoint || s.ctx.env.AWS_ENDPOINT_URL_SAGEMAKER || undefined,
            credentials: () => s.sm.config.credentials(),
            now: s.ctx.now,
            proxy: (0,proxy/* proxyConfigOf */.Ur)(s.ctx.env, spec.control.httpProxy)
        });
        if ('note' in found)
            s.log.info(found.note);
        else {
            meter.perHour = outcome.pricePerHour = found.perHour;
            s.log.info(`price-per-hour: auto: ${(0,format/* money */.TG)(found.perHour)} per instance-hour (${job.instanceType}, ${s.region}, on-demand batch transform).`);
        }
    }
    if (spec.report.maxCost !== undefined && meter.perHour === undefined)
        s.log.warning(`max-cost (${(0,format/* money */.TG)(spec.report.maxCost)}) is not watched: no price is known. Give price-per-hour.`);
    return meter;
}

// EXTERNAL MODULE: ./src/contract/object-failures.ts
var object_failures = __webpack_require__(48903);
;// CONCATENATED MODULE: ./src/backends/sagemaker/wait/data-log.ts
// The lines SageMaker writes to a transform job's data-log streams (`<job>/<instance>-<epoch>/data-log`),
// read as facts: the settings the job really used, and each failed object with the model's answer.
// Every line is `<time>:[sagemaker logs]: <text>`; a failed object is named `<bucket>/<key>` and its
// group is a status line, then `<object>: Message:` and the answer's lines, each with the same prefix.
// Keys are taken verbatim (they may hold `: `): the status markers below find where the object ends.

const PREFIX = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?:\[sagemaker logs\]: /;
const SETTINGS = /^MaxConcurrentTransforms=\d+, MaxPayloadInMB=\d+, BatchStrategy=\w+/;
/** The lines that begin an object's failure, after `<object>: `. */
const STATUS = [
    /: ClientError: (\d{3})$/,
    /: Bad HTTP status received from algorithm: (\d{3})$/,
    /: (Unable to get response from algorithm)/,
    /: (Model server did not respond to \/invocations request within.*)$/
];
/** An answer's last lines kept, at most this many lines and characters: its reason is its last error line. */
const ANSWER_LINES = 200;
const ANSWER_CHARS = 4_096;
/** The reason a failure group gives, in the words local mode uses (contract/object-failures.ts). */
function reasonOf(group) {
    const body = group.body.join('\n');
    if (/^\d{3}$/.test(group.status))
        return (0,object_failures/* httpFailure */.tG)(group.status, body === '' ? undefined : body);
    if (group.status.startsWith('Unable to get response'))
        return object_failures/* NO_ANSWER */.Dn;
    const within = /within (\d+(?:\.\d+)?) ?(?:s|sec|seconds)\b/.exec(group.status);
    return (0,object_failures/* timeoutFailure */._N)(within ? `${within[1]} s` : 'the invocation timeout');
}
/** Follows the streams' lines in order, stream by stream; keeps only the groups of failed objects. */
class DataLogParser {
    settingsSeen = false;
    /** Stream -> object -> its latest failure group. */
    groups = new Map();
    /** The facts in one stream's new lines (`messages`, oldest first, logged at `times` when given). */
    read(stream, messages, times) {
        const facts = { failures: [] };
        const touched = new Set();
        let groups = this.groups.get(stream);
        if (!groups)
            this.groups.set(stream, (groups = new Map()));
        for (const [i, raw] of messages.entries()) {
            const text = raw.replace(/\r?\n$/, '').replace(PREFIX, '');
            if (!this.settingsSeen && SETTINGS.test(text)) {
                this.settingsSeen = true;
                facts.settings = text;
                continue;
            }
            const object = this.statusLine(text, groups, times?.[i]) ?? this.answerLine(text, groups);
            if (object !== undefined)
                touched.add(object);
        }
        for (const object of touched) {
            const group = groups.get(object);
            facts.failures.push({
                object,
                reason: reasonOf(group),
                ...(group.at !== undefined ? { at: group.at } : {})
            });
        }
        return facts;
    }
    /** A status line begins a new group for its object (a retry's failure replaces the earlier one). */
    statusLine(text, groups, at) {
        for (const marker of STATUS) {
            const m = marker.exec(text);
            if (!m || !text.slice(0, m.index).includes('/'))
                continue;
            const object = text.slice(0, m.index);
            groups.set(object, {
                status: m[1],
                body: [],
                chars: 0,
                message: false,
                ...(at !== undefined ? { at } : {})
            });
            return object;
        }
        return undefined;
    }
    /** `<object>: Message:` and the answer's lines after it, for an object whose group is open. */
    answerLine(text, groups) {
        const object = longestOpen(text, groups);
        if (object === undefined)
            return undefined;
        const group = groups.get(object);
        const rest = text.slice(object.length + 2);
        if (!group.message) {
            if (rest === 'Message:')
                group.message = true;
            return undefined;
        }
        // The answer's end is kept: a traceback's last line is its reason.
        group.body.push(rest);
        group.chars += rest.length;
        while (group.body.length > ANSWER_LINES || (group.chars > ANSWER_CHARS && group.body.length > 1))
            group.chars -= group.body.shift().length;
        return object;
    }
}
/** The longest `<object>` with an open group that the line begins with (`<object>: ...` or `<object>:`). */
function longestOpen(text, groups) {
    for (let at = text.lastIndexOf(':'); at > 0; at = text.lastIndexOf(':', at - 1)) {
        if (at + 1 < text.length && text[at + 1] !== ' ')
            continue;
        const object = text.slice(0, at);
        if (groups.has(object))
            return object;
    }
    return undefined;
}

// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-cloudwatch-logs/dist-cjs/index.js
var client_cloudwatch_logs_dist_cjs = __webpack_require__(70303);
;// CONCATENATED MODULE: ./src/backends/sagemaker/wait/log-streams.ts
// A job's CloudWatch log streams (`/aws/sagemaker/TransformJobs`, `<job>/<instance>-<epoch>/...`), each
// followed from where the last read stopped with its forward token. The `logs: true` printer and the
// data-log reader both read through it; each asks its own budget before a request.

const LOG_GROUP = '/aws/sagemaker/TransformJobs';
const always = () => true;
class LogStreams {
    client;
    jobName;
    wanted;
    /** Each known stream's forward token (undefined: read from its head). */
    tokens = new Map();
    constructor(client, jobName, 
    /** Which of the job's streams to follow (a stream can appear late). */
    wanted = () => true) {
        this.client = client;
        this.jobName = jobName;
        this.wanted = wanted;
    }
    /** The streams found so far. */
    names() {
        return [...this.tokens.keys()];
    }
    /** Lists the job's streams; a new one is read from its head. */
    async list(mayCall = always) {
        let nextToken;
        do {
            if (!mayCall())
                return;
            const page = await this.client.send(new client_cloudwatch_logs_dist_cjs/* DescribeLogStreamsCommand */.w$R({
                logGroupName: LOG_GROUP,
                logStreamNamePrefix: `${this.jobName}/`,
                nextToken
            }));
            for (const s of page.logStreams ?? [])
                if (s.logStreamName && this.wanted(s.logStreamName) && !this.tokens.has(s.logStreamName))
                    this.tokens.set(s.logStreamName, undefined);
            nextToken = page.nextToken;
        } while (nextToken);
    }
    /** The events that arrived in `stream` since the last read, at most `pages` pages of them. */
    async read(stream, pages = Infinity, mayCall = always) {
        const events = [];
        for (let page = 0; page < pages && mayCall(); page++) {
            const token = this.tokens.get(stream);
            const answer = await this.client.send(new client_cloudwatch_logs_dist_cjs/* GetLogEventsCommand */.h7S({
                logGroupName: LOG_GROUP,
                logStreamName: stream,
                startFromHead: true,
                ...(token ? { nextToken: token } : {})
            }));
            const got = answer.events ?? [];
            events.push(...got);
            // The same token again is the end of the stream for now; an empty page may come before the end.
            if (!answer.nextForwardToken || answer.nextForwardToken === token)
                break;
            this.tokens.set(stream, answer.nextForwardToken);
            if (got.length === 0)
                break;
        }
        return events;
    }
}

;// CONCATENATED MODULE: ./src/backends/sagemaker/wait/poll.ts

const FIRST_INTERVAL_MS = 5_000;
const INTERVAL_GROWTH = 1.5;
/** The longest wait while nothing says how far the job is. */
const BLIND_INTERVAL_MS = 30_000;
/** The longest wait while the outputs say the end is far. */
const FAR_INTERVAL_MS = 60_000;
/** The shortest wait while a job runs: the end is due, or a gate is close. */
const NEAR_INTERVAL_MS = 2_000;
/**
 * The wait once every output is there, or due within it: the job's end is the next thing to happen, and
 * the report is ready as soon as it is seen. The budget still spaces the calls of a job that lingers.
 */
const ALL_IN_INTERVAL_MS = 1_000;
/** Describes allowed at once, and per hour after that: at most 150 for a 60-minute wait. */
const BUDGET_START = 20;
const BUDGET_PER_HOUR = 130;
const TERMINAL = new Set(['Completed', 'Failed', 'Stopped']);
/** The wait after the `n`th Describe (1-based) while nothing is known: short while jobs often fail fast. */
function pollInterval(n) {
    return Math.min(BLIND_INTERVAL_MS, Math.round(FIRST_INTERVAL_MS * INTERVAL_GROWTH ** (n - 1)));
}
/** The wait the progress asks for: a fifth of the time left, so the end is approached in shrinking steps. */
function paced(s) {
    const p = s.progress;
    if (!p || p.done === 0)
        return pollInterval(s.describes);
    if (p.expected !== undefined && p.done >= p.expected)
        return ALL_IN_INTERVAL_MS;
    if (p.leftMs === undefined)
        return pollInterval(s.describes);
    // The last outputs are due before a near wait would end: as when they are all there.
    if (p.leftMs < ALL_IN_INTERVAL_MS)
        return ALL_IN_INTERVAL_MS;
    return Math.min(FAR_INTERVAL_MS, Math.max(NEAR_INTERVAL_MS, Math.round(p.leftMs / 5)));
}
/** The progress's wait, or sooner when a gate may be decided sooner (at once when one is close). */
function wanted(s) {
    const byGate = s.readInMs === undefined ? Infinity : Math.max(NEAR_INTERVAL_MS, s.readInMs);
    const blind = s.blind ? pollInterval(s.describes) : Infinity;
    return Math.min(paced(s), byGate, blind);
}
/**
 * The wait before the next Describe: what the progress and the gates ask for, but never sooner than the
 * budget (BUDGET_START calls, then BUDGET_PER_HOUR an hour) allows, so a job that lingers once its
 * outputs are all there, a gate that stays close, or a pace that misleads, cannot turn into a stream of
 * calls.
 */
function nextPollDelay(s) {
    const allowedAt = Math.max(0, ((s.describes + 1 - BUDGET_START) * 3_600_000) / BUDGET_PER_HOUR);
    return Math.max(wanted(s), Math.ceil(allowedAt - s.elapsedMs));
}
/**
 * The log reads the wait may have made `elapsedMs` into it, reading `streams` data-log streams: the
 * Describes' budget once for the listings of streams and once per stream, so that reading the job's
 * failures costs at most (1 + streams) times the Describes however long the job runs.
 */
function logCallsAllowed(elapsedMs, streams) {
    const describes = BUDGET_START + (BUDGET_PER_HOUR * Math.max(0, elapsedMs)) / 3_600_000;
    return Math.floor((1 + Math.max(1, streams)) * describes);
}
async function pollJob(opts) {
    const schedule = opts.schedule ?? nextPollDelay;
    const began = opts.now();
    let last;
    let describes = 0;
    for (;;) {
        if (opts.signal?.aborted)
            return { end: 'aborted', last, describes };
        let current;
        try {
            current = await opts.describe();
        }
        catch (err) {
            if (opts.signal?.aborted)
                return { end: 'aborted', last, describes };
            throw err;
        }
        describes++;
        const describedAt = opts.now();
        const status = current.TransformJobStatus;
        if (status !== last?.TransformJobStatus)
            opts.onStatus?.(status, last?.TransformJobStatus, current);
        last = current;
        const tick = (await opts.onTick?.(current)) ?? {};
        if (TERMINAL.has(status))
            return { end: 'terminal', last, describes };
        if (opts.steered?.())
            return { end: 'steered', last, describes };
        const now = opts.now();
        if (opts.deadline !== undefined && now >= opts.deadline)
            return { end: 'deadline', last, describes };
        // The interval runs from Describe to Describe: time spent counting outputs is part of it.
        const next = schedule({ describes, elapsedMs: now - began, ...tick });
        const describeAt = Math.min(describedAt + Math.max(0, next), opts.deadline ?? Infinity);
        const waited = await waitUntil(opts, describeAt);
        if (waited !== 'due')
            return { end: waited, last, describes };
    }
}
/**
 * Sleeps until `describeAt`, waking on the way for each alarm before it: `steered` after an alarm ends
 * the wait. An alarm is honoured once (one that does not move is not woken for again).
 */
async function waitUntil(opts, describeAt) {
    let handled = -Infinity;
    for (;;) {
        const alarm = opts.alarm?.();
        const wake = alarm !== undefined && alarm > handled && alarm < describeAt ? alarm : undefined;
        const until = wake ?? describeAt;
        if (await (0,retry/* pause */.v7)(opts.sleep, Math.max(0, until - opts.now()), opts.signal))
            return 'aborted';
        if (wake === undefined)
            return 'due';
        handled = wake;
        opts.onAlarm?.();
        if (opts.steered?.())
            return 'steered';
    }
}
/** `1h02m03s`, `4m05s`, `12s`. */
function formatElapsed(ms) {
    const total = Math.max(0, Math.round(ms / 1000));
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    const two = (n) => String(n).padStart(2, '0');
    if (h > 0)
        return `${h}h${two(m)}m${two(s)}s`;
    if (m > 0)
        return `${m}m${two(s)}s`;
    return `${s}s`;
}

;// CONCATENATED MODULE: ./src/backends/sagemaker/wait/data-log-reader.ts





const DATA_LOG_SUFFIX = '/data-log';
/** Pages of one stream read in one poll at most; the rest waits for the next poll. */
const PAGES_PER_POLL = 5;
/** Once every instance's stream is known, the streams are listed again only every this many polls. */
const RELIST_EVERY = 10;
/** A throttled read skips 2, 4, 8, then 16 polls. */
const MAX_SKIP = 16;
const DENIED = new Set(['AccessDeniedException', 'AccessDenied', 'UnauthorizedOperation']);
class DataLogReader {
    options;
    /** Log calls made so far. */
    calls = 0;
    /** Reading stopped for good (no permission). */
    denied = false;
    began;
    parser = new DataLogParser();
    streams;
    polls = 0;
    skipUntil = 0;
    throttled = 0;
    warned = false;
    constructor(options) {
        this.options = options;
        this.began = options.now();
        this.streams = new LogStreams(options.client, options.jobName, stream => stream.endsWith(DATA_LOG_SUFFIX));
    }
    /** One poll's reads: the streams when due, then each stream's new lines, within the budget. */
    async poll() {
        this.polls++;
        if (this.denied || this.polls < this.skipUntil)
            return;
        try {
            const known = this.streams.names().length;
            if (known < this.options.instanceCount || this.polls % RELIST_EVERY === 1)
                await this.streams.list(this.spend);
            for (const stream of this.streams.names())
                await this.readStream(stream);
            this.throttled = 0;
        }
        catch (err) {
            this.failed(err);
        }
    }
    /** Takes one call of the budget, or says there is none left. */
    spend = () => {
        if (this.calls >= logCallsAllowed(this.options.now() - this.began, this.options.instanceCount))
            return false;
        this.calls++;
        return true;
    };
    async readStream(stream) {
        const events = await this.streams.read(stream, PAGES_PER_POLL, this.spend);
        const lags = events.flatMap(e => e.ingestionTime !== undefined && e.timestamp !== undefined ? [e.ingestionTime - e.timestamp] : []);
        if (lags.length > 0)
            this.options.failures.lagMs = Math.max(0, lags.sort((a, b) => a - b)[lags.length >> 1]);
        const facts = this.parser.read(stream, events.map(e => e.message ?? ''), events.map(e => e.timestamp));
        if (facts.settings)
            this.options.log.info(`SageMaker used: ${facts.settings} (the job's data-log)`);
        for (const f of facts.failures)
            this.options.failures.record(f.object.slice(f.object.indexOf('/') + 1), f.reason, `s3://${f.object}`, f.at);
    }
    failed(err) {
        // The group appears with the first instance's first line: until then there is nothing to read.
        if ((0,retry/* errorName */.Is)(err) === 'ResourceNotFoundException')
            return;
        if ((0,retry/* isThrottling */.E2)(err)) {
            this.throttled = Math.min(MAX_SKIP, Math.max(2, this.throttled * 2));
            this.skipUntil = this.polls + this.throttled;
            return;
        }
        const denied = DENIED.has((0,retry/* errorName */.Is)(err)) || (0,retry/* httpStatus */.nG)(err) === 403;
        if (denied)
            this.denied = true;
        if (this.warned)
            return;
        this.warned = true;
        this.options.log.warning(denied
            ? `Failed inputs will be reported without their reasons: reading the job's data-log needs ` +
                `logs:DescribeLogStreams and logs:GetLogEvents on the log group ${LOG_GROUP} ` +
                `(${(0,errors/* errorMessage */.gJ)(err)}). The job goes on.`
            : `Could not read the job's data-log for the reasons of failed inputs (${(0,errors/* errorMessage */.gJ)(err)}); ` +
                'trying again at the next polls. The job goes on.');
    }
}

// EXTERNAL MODULE: ./src/storage/uri.ts
var uri = __webpack_require__(77195);
;// CONCATENATED MODULE: ./src/backends/sagemaker/wait/failures-seen.ts
// The failed inputs a running job's data-log has named so far: what the progress lines, the end of the
// wait and anything that steers the job (an early stop) read at each poll.


function ranked(groups, name) {
    return [...groups].sort((a, b) => b.count - a.count || (0,uri/* compareKeys */.YD)(name(a), name(b)));
}
class FailuresSeen {
    /** Input key -> its latest reason (an object can fail more than once before its final failure). */
    reasons = new Map();
    uris = new Map();
    get count() {
        return this.reasons.size;
    }
    /** When each input's first failure was logged (epoch ms), in the order they were read. */
    times = [];
    /**
     * How long the log's lines take to become readable (ms), as last seen: the failures read now are the
     * job's failures as of this long ago.
     */
    lagMs = 0;
    /**
     * An input (`uri`) failed with `reason`, logged at `at`; a later failure of the same input replaces
     * the earlier one's reason.
     */
    record(key, reason, uri = key, at) {
        if (!this.reasons.has(key) && at !== undefined)
            this.times.push(at);
        this.reasons.set(key, reason);
        this.uris.set(key, uri);
    }
    /** When the `n`th input to fail (1-based, by the time logged) was logged; undefined when not known. */
    failedAt(n) {
        if (this.times.length < this.count)
            return undefined;
        return [...this.times].sort((a, b) => a - b)[n - 1];
    }
    /** The input's URI as the service named it (`s3://bucket/key`). */
    uriOf(key) {
        return this.uris.get(key) ?? key;
    }
    reasonOf(key) {
        return this.reasons.get(key);
    }
    byLabel() {
        const counts = new Map();
        for (const reason of this.reasons.values()) {
            const label = (0,object_failures/* reasonLabel */.DH)(reason);
            counts.set(label, (counts.get(label) ?? 0) + 1);
        }
        return ranked([...counts].map(([label, count]) => ({ label, count })), g => g.label);
    }
    byReason() {
        const groups = new Map();
        for (const [key, reason] of this.reasons) {
            const g = groups.get(reason);
            if (!g)
                groups.set(reason, { reason, count: 1, example: key });
            else {
                g.count++;
                if ((0,uri/* compareKeys */.YD)(key, g.example) < 0)
                    g.example = key;
            }
        }
        return ranked(groups.values(), g => g.reason);
    }
    entries() {
        return [...this.reasons]
            .map(([key, reason]) => ({ key, reason }))
            .sort((a, b) => (0,uri/* compareKeys */.YD)(a.key, b.key));
    }
}

;// CONCATENATED MODULE: ./src/backends/sagemaker/wait/job-failures.ts





/** The longest wait, after the job's end, for the reasons of failed inputs still without one. */
const REASON_WAIT_MS = 20_000;
/** Reads of that wait are this far apart. */
const REASON_READ_EVERY_MS = 1_000;
class JobFailures {
    o;
    seen = new FailuresSeen();
    reader;
    endedAt;
    constructor(o) {
        this.o = o;
        this.reader = new DataLogReader({ ...o, failures: this.seen });
    }
    /** One poll: the data-log's new lines. */
    tick() {
        return this.reader.poll();
    }
    /** The job has ended: the wait for missing reasons counts from now (at most REASON_WAIT_MS). */
    async ended() {
        this.endedAt = this.o.now();
        await this.reader.poll();
    }
    /**
     * Once the results are counted (`failed` inputs without an output): reads the data-log again while
     * fewer inputs have a reason, until REASON_WAIT_MS after the job's end, and sets the reasons on the
     * outcome for good. Reading the outputs and the last lines' way to CloudWatch so take their time side
     * by side.
     */
    async settle(outcome, service, failed) {
        const until = (this.endedAt ?? this.o.now()) + REASON_WAIT_MS;
        if (this.seen.count < failed)
            await this.reader.poll();
        while (!this.reader.denied && this.seen.count < failed && this.o.now() < until) {
            if (await (0,retry/* pause */.v7)(this.o.sleep, Math.min(REASON_READ_EVERY_MS, until - this.o.now()), this.o.signal))
                break;
            await this.reader.poll();
        }
        const missing = failed - this.seen.count;
        if (missing > 0 && !this.reader.denied)
            this.o.log.info(`${missing} failed ${missing === 1 ? 'input has' : 'inputs have'} no reason in the job's data-log ` +
                `${Math.round(REASON_WAIT_MS / 1000)} s after the job's end.`);
        this.apply(outcome, service);
    }
    /** The failed inputs seen, with their reasons, on the outcome; `service` is the job's FailureReason. */
    apply(outcome, service) {
        if (this.reader.denied)
            return;
        // Inputs a stopped job never reached have no reason to find.
        if (outcome.status === 'Failed')
            outcome.unexplained = object_failures/* NO_REASON_LOGGED */._$;
        if (this.seen.count === 0)
            return;
        const entries = this.seen.entries().map(e => ({ ...e, uri: this.seen.uriOf(e.key) }));
        outcome.failures = entries;
        if (outcome.status !== 'Failed')
            return;
        const listed = (0,object_failures/* failedObjectsReason */.ao)(entries);
        // The inputs first: the service's own reason is cut to fit the rest.
        const tail = `; CloudWatch logs: group ${LOG_GROUP}, streams ${outcome.jobName}/)`;
        const head = `${listed} (SageMaker: `;
        const room = Math.max(40, object_failures/* FAILURE_REASON_MAX */.pt - head.length - tail.length);
        outcome.failureReason = (0,object_failures/* clipReason */.fe)(`${head}${clipTo(service ?? 'no FailureReason given', room)}${tail}`);
    }
}
function clipTo(text, max) {
    return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

;// CONCATENATED MODULE: ./src/backends/sagemaker/wait/logs.ts



class LogTailer {
    jobName;
    print;
    warn;
    streams;
    warned = false;
    constructor(client, jobName, print, warn) {
        this.jobName = jobName;
        this.print = print;
        this.warn = warn;
        this.streams = new LogStreams(client, jobName);
    }
    /** Prints every event that arrived since the last call. */
    async poll() {
        let events;
        try {
            events = await this.read();
        }
        catch (err) {
            // The group appears with the first instance's first line; until then there is nothing to read.
            if ((0,retry/* errorName */.Is)(err) === 'ResourceNotFoundException')
                return [];
            if (!this.warned)
                this.warn(`logs: cannot read CloudWatch logs for ${this.jobName} (${(0,errors/* errorMessage */.gJ)(err)}). ` +
                    'The job goes on; grant logs:DescribeLogStreams and logs:GetLogEvents to see its logs here.');
            this.warned = true;
            return [];
        }
        events.sort((a, b) => a.timestamp - b.timestamp);
        for (const e of events)
            this.print(`${new Date(e.timestamp).toISOString()} [${e.stream}] ${e.message.replace(/\n$/, '')}`);
        return events;
    }
    async read() {
        const out = [];
        await this.streams.list();
        for (const stream of this.streams.names()) {
            const short = stream.slice(this.streams.jobName.length + 1);
            for (const e of await this.streams.read(stream))
                out.push({ stream: short, timestamp: e.timestamp ?? 0, message: e.message ?? '' });
        }
        return out;
    }
}

// EXTERNAL MODULE: ./src/contract/limits.ts
var limits = __webpack_require__(7220);
;// CONCATENATED MODULE: ./src/job.ts
/** The per-instance metrics SageMaker records for a transform job. */
const UTILIZATION_METRICS = [
    'CPUUtilization',
    'MemoryUtilization',
    'GPUUtilization',
    'GPUMemoryUtilization'
];

;// CONCATENATED MODULE: ./src/backends/sagemaker/utilization.ts







const METRICS_NAMESPACE = '/aws/sagemaker/TransformJobs';
const MINUTE = 60_000;
/** Between two readings while late points are awaited. */
const ROUND_MS = 30_000;
/** Queries per GetMetricData call (the service takes 500): 4 metrics for each of 100 instances. */
const HOSTS_PER_CALL = 100;
/** Pages read at most, of ListMetrics and of each GetMetricData call. */
const utilization_MAX_PAGES = 10;
/** The metrics client with the run's region, credentials and endpoint. */
async function openMetricsClient(target, env, credentials) {
    const { CloudWatchClient } = await __webpack_require__.e(/* import() */ 4085).then(__webpack_require__.t.bind(__webpack_require__, 44085, 19));
    const { settings, endpoint } = (0,sagemaker/* metricsClientSettings */.cz)(target, env, credentials);
    return (0,calls/* awsClient */.xe)(new CloudWatchClient(settings), 'CloudWatch', (0,sagemaker/* clientTarget */.zU)(target, env, endpoint));
}
/** `<job>/<instance id>-<epoch>[/data-log]` -> `<instance id>`. */
function instanceOfStream(jobName, stream) {
    const first = stream.slice(jobName.length + 1).split('/')[0];
    const m = /^(.+)-\d+$/.exec(first);
    return m?.[1];
}
function denied(err) {
    const name = (0,retry/* errorName */.Is)(err);
    return name === 'AccessDenied' || name === 'AccessDeniedException';
}
class Reader {
    q;
    hosts = new Set();
    client;
    /** ListMetrics was refused: the streams name the instances from then on. */
    listRefused;
    constructor(q) {
        this.q = q;
    }
    async metrics() {
        this.client ??= await this.q.metrics();
        return this.client;
    }
    /**
     * The job's instances known so far: those with points (ListMetrics, the last three hours), then, when
     * some have none yet, the rest from the job's log streams. Without ListMetrics, the streams alone.
     */
    async findHosts() {
        if (!this.listRefused) {
            try {
                await this.listMetrics();
                if (this.hosts.size > 0 && this.hosts.size < this.q.instanceCount)
                    await this.listStreams();
                return;
            }
            catch (err) {
                if (!denied(err))
                    throw err;
                this.listRefused = { err };
            }
        }
        await this.listStreams();
        // Nothing named the instances: the refusal is the answer.
        if (this.hosts.size === 0)
            throw this.listRefused.err;
    }
    async listMetrics() {
        const { jobName } = this.q;
        const { ListMetricsCommand } = await __webpack_require__.e(/* import() */ 4085).then(__webpack_require__.t.bind(__webpack_require__, 44085, 19));
        const client = await this.metrics();
        let NextToken;
        for (let page = 0; page < utilization_MAX_PAGES; page++) {
            const answer = await this.q.call(() => client.send(new ListMetricsCommand({
                Namespace: METRICS_NAMESPACE,
                MetricName: 'CPUUtilization',
                Dimensions: [{ Name: 'Host' }],
                RecentlyActive: 'PT3H',
                ...(NextToken ? { NextToken } : {})
            }), { abortSignal: this.q.signal }));
            for (const m of answer.Metrics ?? [])
                for (const d of m.Dimensions ?? [])
                    if (d.Name === 'Host' && d.Value?.startsWith(`${jobName}/`))
                        this.hosts.add(d.Value.slice(jobName.length + 1));
            NextToken = answer.NextToken;
            if (!NextToken)
                break;
        }
    }
    async listStreams() {
        const { jobName } = this.q;
        const streams = new LogStreams(this.q.logs, jobName);
        try {
            await this.q.call(() => streams.list());
        }
        catch {
            // The logs reader tells of its own failures.
        }
        for (const s of streams.names()) {
            const id = instanceOfStream(jobName, s);
            if (id)
                this.hosts.add(id);
        }
    }
    /** One GetMetricData round over every known instance. */
    async read(start, end) {
        await this.findHosts();
        const hosts = [...this.hosts].sort();
        if (hosts.length === 0)
            return [];
        const readings = new Map(hosts.map(h => [h, { instance: h, metrics: {} }]));
        for (let i = 0; i < hosts.length; i += HOSTS_PER_CALL) {
            const chunk = hosts.slice(i, i + HOSTS_PER_CALL);
            const queries = chunk.flatMap((host, h) => UTILIZATION_METRICS.map((metric, m) => ({
                Id: `h${i + h}m${m}`,
                MetricStat: {
                    Metric: {
                        Namespace: METRICS_NAMESPACE,
                        MetricName: metric,
                        Dimensions: [{ Name: 'Host', Value: `${this.q.jobName}/${host}` }]
                    },
                    Period: 60,
                    Stat: 'Average'
                },
                ReturnData: true
            })));
            for (const r of await this.getMetricData(queries, start, end)) {
                const m = /^h(\d+)m(\d+)$/.exec(r.Id ?? '');
                const host = m && hosts[Number(m[1])];
                const metric = m && UTILIZATION_METRICS[Number(m[2])];
                const values = r.Values ?? [];
                if (!host || !metric || values.length === 0)
                    continue;
                const reading = readings.get(host);
                reading.metrics[metric] = merge(reading.metrics[metric], values, r.Timestamps ?? []);
            }
        }
        return [...readings.values()];
    }
    async getMetricData(queries, start, end) {
        const { GetMetricDataCommand } = await __webpack_require__.e(/* import() */ 4085).then(__webpack_require__.t.bind(__webpack_require__, 44085, 19));
        const client = await this.metrics();
        const results = [];
        let NextToken;
        for (let page = 0; page < utilization_MAX_PAGES; page++) {
            const answer = await this.q.call(() => client.send(new GetMetricDataCommand({
                MetricDataQueries: queries,
                StartTime: new Date(start),
                EndTime: new Date(end),
                ScanBy: 'TimestampAscending',
                ...(NextToken ? { NextToken } : {})
            }), { abortSignal: this.q.signal }));
            results.push(...(answer.MetricDataResults ?? []));
            NextToken = answer.NextToken;
            if (!NextToken)
                break;
        }
        return results;
    }
}
function merge(before, values, stamps) {
    const prior = before;
    const n = (prior?.points ?? 0) + values.length;
    const sum = (prior ? prior.mean * prior.points : 0) + values.reduce((a, b) => a + b, 0);
    const last = Math.max(prior?.last ?? 0, ...stamps.map(t => t.getTime()));
    return { mean: sum / n, peak: Math.max(prior?.peak ?? 0, ...values), points: n, last };
}
/** Whether every instance has a point for the job's last whole minute. */
function complete(readings, instanceCount, end) {
    if (readings.length < instanceCount)
        return false;
    const lastMinute = Math.floor(end / MINUTE) * MINUTE - MINUTE;
    return readings.every(r => {
        const cpu = r.metrics.CPUUtilization;
        return cpu?.last !== undefined && cpu.last >= lastMinute;
    });
}
/** Drops the bookkeeping before the figures leave this module. */
function shown(readings) {
    return readings.map(r => ({
        instance: r.instance,
        metrics: Object.fromEntries(Object.entries(r.metrics).map(([k, f]) => [k, { mean: f.mean, peak: f.peak, points: f.points }]))
    }));
}
async function readUtilization(q) {
    const ended = q.endedAt?.getTime() ?? q.now();
    const began = q.startedAt?.getTime() ?? ended;
    const start = Math.floor(began / MINUTE) * MINUTE;
    const end = Math.ceil((ended + MINUTE) / MINUTE) * MINUTE;
    const boundSeconds = q.waitSeconds;
    const deadline = ended + boundSeconds * 1000;
    const reader = new Reader(q);
    const waitStarted = q.now();
    let readings = [];
    try {
        // Bounded in time by the deadline and in count by the rounds it leaves room for.
        for (let round = 0; round <= Math.ceil((boundSeconds * 1000) / ROUND_MS) + 1; round++) {
            readings = await reader.read(start, end);
            const left = deadline - q.now();
            if (complete(readings, q.instanceCount, ended) || left <= 0 || q.signal.aborted)
                break;
            await q.sleep(Math.min(ROUND_MS, left));
        }
    }
    catch (err) {
        const note = denied(err)
            ? 'utilization: these credentials may not call cloudwatch:GetMetricData, so no per-instance figures; grant cloudwatch:GetMetricData and cloudwatch:ListMetrics to see them.'
            : `utilization: could not read the instances' CloudWatch metrics (${(0,errors/* errorMessage */.gJ)(err)}); the run goes on without them.`;
        q.log.warning(note);
        return { instances: shown(readings), waitedSeconds: 0, boundSeconds, note };
    }
    const waitedSeconds = Math.max(0, Math.round((q.now() - waitStarted) / 1000));
    const incomplete = !complete(readings, q.instanceCount, ended);
    return { instances: shown(readings), waitedSeconds, boundSeconds, ...(incomplete ? { incomplete } : {}) };
}
/**
 * The instances' utilization once the job has ended, or undefined when it has not (wait: false) or the
 * step was cancelled.
 */
async function utilizationAfter(outcome, spec, run) {
    if (outcome.status === 'InProgress' || outcome.status === 'Stopping' || run.signal.aborted)
        return undefined;
    const { ctx } = run;
    return readUtilization({
        jobName: outcome.jobName,
        instanceCount: outcome.definition?.instanceCount ?? spec.resources.instanceCount,
        startedAt: outcome.startedAt,
        endedAt: outcome.endedAt,
        waitSeconds: spec.control.utilizationWaitSeconds ?? limits/* UTILIZATION_WAIT_DEFAULT_S */.nb,
        logs: (0,sagemaker/* createLogsClient */.D3)(spec.control, ctx.env, ctx.credentials),
        metrics: () => openMetricsClient(spec.control, ctx.env, ctx.credentials),
        call: run.call,
        now: ctx.now,
        sleep: ctx.sleep,
        signal: run.signal,
        log: run.log
    });
}

;// CONCATENATED MODULE: ./src/backends/sagemaker/wait/meter.ts
// A running job as the cost and the early stop see it at one poll: what its instances have cost since
// TransformStartTime (billing runs from there to TransformEndTime, per instance), the cost at the end
// once the inputs finished give a pace, and the facts handed to `RunEvents.steer`.

/** The pace is trusted once this share of the inputs is finished (an output landed, or it failed). */
const TRUSTED_SHARE = 0.1;
/** Billed time so far (ms): from TransformStartTime, else from the job's creation. */
function runningMs(m, described, now) {
    const start = described.TransformStartTime?.getTime() ?? m.createdAt;
    return Math.max(0, now - start);
}
/** USD a millisecond of the job costs: every instance the job has (a Describe says, else the request). */
function perMsOf(m, described) {
    if (m.perHour === undefined)
        return undefined;
    const instances = described?.TransformResources?.InstanceCount ?? m.instances;
    return (m.perHour * instances) / 3_600_000;
}
/** USD so far and, when the time left is known, at the end. */
function costAt(m, described, now, leftMs) {
    const perMs = perMsOf(m, described);
    if (perMs === undefined)
        return undefined;
    const soFar = perMs * runningMs(m, described, now);
    return leftMs !== undefined ? { soFar, atEnd: soFar + perMs * leftMs, perMs } : { soFar, perMs };
}
/** `$1.24 so far, about $4.10 at the end`. */
function describeCost(cost) {
    const end = cost.atEnd !== undefined ? `, about ${(0,format/* money */.TG)(cost.atEnd)} at the end` : '';
    return `${(0,format/* money */.TG)(cost.soFar)} so far${end}`;
}
/** USD of the job's instance time between two moments (epoch ms), when priced. */
function costBetween(m, described, from, to) {
    const perMs = perMsOf(m, described);
    return perMs === undefined ? undefined : perMs * Math.max(0, to - from);
}
/**
 * What the early stop is told at one poll: the inputs finished (`view`, whose pace counts failed inputs
 * as finished), the failures read and when each was logged, the cost.
 */
function runSoFar(m, described, now, seen) {
    const v = seen.view;
    const leftMs = v?.leftMs;
    const cost = costAt(m, described, now, leftMs);
    const failed = seen.failures?.count;
    // Inputs finished either way: a failed one leaves no output but is finished.
    const done = v?.done ?? failed ?? 0;
    const trusted = v?.expected !== undefined && leftMs !== undefined && done >= v.expected * TRUSTED_SHARE;
    return {
        elapsedMs: runningMs(m, described, now),
        lookedAt: now,
        ...(failed !== undefined
            ? {
                failed,
                failedAt: (n) => seen.failures.failedAt(n),
                failedAsOf: now - seen.failures.lagMs
            }
            : {}),
        ...(v ? { landed: v.landed } : {}),
        ...(v?.expected !== undefined ? { expected: v.expected } : {}),
        ...(trusted ? { paceTrusted: true } : {}),
        ...(leftMs !== undefined ? { leftMs } : {}),
        ...(cost ? { cost } : {})
    };
}

// EXTERNAL MODULE: ./src/backends/progress-line.ts
var progress_line = __webpack_require__(51865);
;// CONCATENATED MODULE: ./src/backends/sagemaker/wait/progress.ts
// How far a running job is: the inputs finished at each poll (an output landed at output-path, or its
// failure was read), the pace over the last minutes, the time left at that pace, and the one line the
// wait group shows per poll.


/** The pace is measured over this much of the recent past, so a slow start does not weigh on the end. */
const PACE_WINDOW_MS = 5 * 60_000;
/** No new output for this long is worth a word in the log. */
const QUIET_MS = 10 * 60_000;
/** Keeps the few counts the pace needs; memory stays constant however long the job runs. */
class ProgressTracker {
    samples = [];
    changedAt;
    /** One poll: `count` outputs, and `failed` inputs whose failure was read. */
    observe(at, count, failed = 0) {
        const total = count.expected !== undefined ? { total: count.expected } : {};
        const done = (0,progress_line/* finishedOf */.QK)({ outputs: count.landed, failed, ...total });
        const last = this.samples.at(-1);
        if (!last || done !== last.done)
            this.changedAt = at;
        this.samples.push({ at, done });
        // The pace runs from the newest sample older than the window. Inputs began to finish after the last
        // sample that saw none: from the first that saw some, or (with only the current one) from the last
        // empty one, a lower bound.
        let first = 0;
        for (let i = this.samples.length - 2; i >= 0; i--) {
            const empty = this.samples[i].done === 0;
            if (at - this.samples[i].at > PACE_WINDOW_MS || empty) {
                first = empty && i < this.samples.length - 2 ? i + 1 : i;
                break;
            }
        }
        this.samples = this.samples.slice(first);
        const from = this.samples[0];
        const gained = done - from.done;
        const perMs = at > from.at && gained > 0 ? gained / (at - from.at) : undefined;
        const view = { ...count, failed, done, idleMs: at - (this.changedAt ?? at) };
        if (perMs !== undefined)
            view.perMinute = perMs * 60_000;
        if (perMs !== undefined && count.expected !== undefined)
            view.leftMs = Math.max(0, count.expected - done) / perMs;
        return view;
    }
}
/** `5,900/min`, `2.5/min`. */
function pace(perMinute) {
    return perMinute >= 10 ? `${(0,progress_line/* whole */.WQ)(perMinute)}/min` : `${Number(perMinute.toFixed(1))}/min`;
}
/** The inputs finished, in the words both backends use (backends/progress-line.ts). */
function finished(v, failures) {
    const reasons = failures && failures.count > 0 ? failureLabels(failures) : undefined;
    return (0,progress_line/* finishedLine */.fb)({
        outputs: v.landed,
        failed: v.failed,
        ...(v.expected !== undefined ? { total: v.expected } : {}),
        ...(reasons ? { reasons } : {})
    });
}
/**
 * The text after `InProgress: `, e.g. `31,204 of 100,000 outputs (31%), 5,900/min, about 12 min left`,
 * `20 of 300 done (6%) (4 outputs, 16 failed: 500 x 16), 240/min, about 70 s left`, or `no outputs yet
 * (300 inputs)`; a long quiet is said, since SageMaker may upload only at the end.
 */
function describeProgress(v, failures) {
    const quiet = v.idleMs >= QUIET_MS ? Math.round(v.idleMs / 60_000) : undefined;
    if (v.done === 0) {
        const of = v.expected !== undefined ? ` (${(0,progress_line/* whole */.WQ)(v.expected)} ${(0,format/* noun */.jB)(v.expected, 'input')})` : '';
        return quiet === undefined
            ? `no outputs yet${of}`
            : `no outputs yet${of}, none in ${quiet} min: SageMaker may upload them only as the job ends`;
    }
    const parts = [finished(v, failures)];
    // All done: the pace and the time left say nothing more; the job's end is near.
    if (v.expected !== undefined && v.done >= v.expected)
        return parts.join(', ');
    if (quiet !== undefined)
        parts.push(`none new in ${quiet} min`);
    else {
        if (v.perMinute !== undefined)
            parts.push(pace(v.perMinute));
        if (v.leftMs !== undefined)
            parts.push((0,format/* timeLeft */.f$)(v.leftMs));
    }
    return parts.join(', ');
}
/** Reason labels shown in a progress line at most; the others are counted together. */
const LABELS_SHOWN = 3;
/** `413 x 10, 500 x 2, others x 3`: the inputs the data-log named failed, by reason. */
function failureLabels(failures) {
    const labels = failures.byLabel();
    const shown = labels.slice(0, LABELS_SHOWN).map(l => `${l.label} x ${(0,progress_line/* whole */.WQ)(l.count)}`);
    const others = labels.slice(LABELS_SHOWN).reduce((n, l) => n + l.count, 0);
    if (others > 0)
        shown.push(`others x ${(0,progress_line/* whole */.WQ)(others)}`);
    return shown.join(', ');
}

;// CONCATENATED MODULE: ./src/backends/sagemaker/wait/output-watch.ts
// The outputs of a running job, counted at each poll into one progress line: a quick listing is waited
// for, a slow one runs on beside the Describes so that it never delays noticing the job's end.



/** A listing that took longer than this runs on beside the next Describes instead of holding them up. */
const SLOW_LISTING_MS = 2_000;
/**
 * The progress line of each listing of output-path while the job runs, from `events.outputs`; undefined
 * when nobody counts. A quick listing is awaited at each poll; once one is slow (many outputs), the next
 * runs on beside the Describes and logs its line when it is done, so the job's end is noticed on time.
 */
function watchOutputs(options) {
    const { job: outcome, count, log, now, createdAt, suffix } = options;
    if (!count)
        return undefined;
    const tracker = new ProgressTracker();
    let first = true;
    let closed = false;
    let latest;
    let listing;
    let lastListingMs = 0;
    const list = (described) => {
        const began = now();
        return count({
            jobName: outcome.jobName,
            outputPath: outcome.outputPath,
            ...(described.CreationTime ? { createdAt: described.CreationTime } : {}),
            ...(outcome.definition ? { definition: outcome.definition } : {})
        }).then(counted => {
            lastListingMs = now() - began;
            if (closed)
                return;
            if (counted)
                latest = tracker.observe(now(), counted, options.failures?.count ?? 0);
            const elapsed = formatElapsed(now() - createdAt);
            const more = counted && suffix?.(latest, described);
            if (counted)
                log.info(`[${elapsed}] InProgress: ${describeProgress(latest, options.failures)}${more ? `, ${more}` : ''}`);
            else if (first)
                log.info(`[${elapsed}] InProgress`);
            first = false;
        }, err => void (closed || log.warning(`Could not count the outputs: ${(0,errors/* errorMessage */.gJ)(err)}`)));
    };
    return {
        tick: async (described) => {
            if (described.TransformJobStatus !== 'InProgress')
                return undefined;
            listing ??= list(described).finally(() => (listing = undefined));
            if (lastListingMs < SLOW_LISTING_MS)
                await listing;
            return latest;
        },
        close: () => void (closed = true)
    };
}

;// CONCATENATED MODULE: ./src/backends/sagemaker/wait-for-job.ts
// Step 4 of a SageMaker run: the wait for the job, with a progress line per listing of its outputs;
// the stop (past the deadline, or steered) and the watch until the job ends; the outcome it ends with.








/** How long to keep watching a job we stopped for the deadline before giving up on seeing Stopped. */
const STOP_WATCH_MS = 20 * 60_000;
/** The wait group: Describe until the job ends, with a progress line per listing of its outputs. */
async function waitForJob(s, w) {
    const { ctx, log, signal } = s;
    const { outcome, started, events } = w;
    const jobName = outcome.jobName;
    const lookAt = (described, view) => runSoFar(w.meter, described, ctx.now(), { view, failures: w.failures });
    const watch = watchOutputs({
        job: outcome,
        count: events.outputs,
        failures: w.failures,
        log,
        now: ctx.now,
        createdAt: started.createdAt,
        suffix: (view, described) => {
            const { cost } = lookAt(described, view);
            return cost && describeCost(cost);
        }
    });
    // The last look at the running job, and when max-cost is spent at its rate: the wait wakes then.
    let latest;
    let budgetAt;
    const steer = (run) => void (w.order ??= events.steer?.(run));
    log.startGroup(`Waiting for transform job ${jobName}`);
    try {
        return await pollJob({
            describe: () => wait_for_job_describeJob(s, jobName, signal),
            sleep: ctx.sleep,
            now: ctx.now,
            signal,
            deadline: w.deadline,
            onStatus: (status, previous) => {
                const elapsed = formatElapsed(ctx.now() - started.createdAt);
                // While outputs are counted, each poll of a running job has its own line.
                if (!(watch && status === 'InProgress' && !previous))
                    log.info(`[${elapsed}] ${previous ? `${previous} -> ` : ''}${status}`);
                events.status?.(status);
            },
            onTick: async (described) => {
                await w.tail?.();
                const view = await watch?.tick(described);
                const progress = view ? { progress: view } : {};
                if (described.TransformJobStatus !== 'InProgress' || !events.steer)
                    return progress;
                latest = { described, view };
                const run = lookAt(described, view);
                steer(run);
                const look = events.nextLook?.(run);
                budgetAt = look?.budgetInMs !== undefined ? run.lookedAt + look.budgetInMs : undefined;
                return {
                    ...progress,
                    ...(look?.readInMs !== undefined ? { readInMs: look.readInMs } : {}),
                    ...(look?.blind ? { blind: true } : {})
                };
            },
            steered: () => w.order !== undefined,
            alarm: () => budgetAt,
            onAlarm: () => latest && steer(lookAt(latest.described, latest.view))
        });
    }
    finally {
        watch?.close();
        log.endGroup();
    }
}
/**
 * One DescribeTransformJob, retried. While waiting, the workflow's cancel aborts it and it has 10 tries;
 * once a stop is on its way (no signal), the usual tries.
 */
function wait_for_job_describeJob(s, jobName, signal) {
    const send = () => s.sm.send(new dist_cjs/* DescribeTransformJobCommand */.E9g({ TransformJobName: jobName }), { abortSignal: signal });
    return (0,retry.withRetry)(send, { ...s.retrying, signal, ...(signal ? { attempts: 10 } : {}) }).catch(err => {
        throw explainDescribeError(err, jobName, s.region);
    });
}
/** Stops the job (past the deadline, or steered) and watches it end; a cancel now only ends the watch. */
async function stopAndWatch(s, d) {
    const { ctx, log, sm } = s;
    const jobName = d.outcome.jobName;
    log.info(d.line);
    const order = d.outcome.stoppedEarly;
    if (order && d.meter) {
        order.sentAt = ctx.now();
        const cost = order.decidedAt !== undefined ? costBetween(d.meter, d.last, order.decidedAt, order.sentAt) : undefined;
        if (cost !== undefined)
            order.costAfterVerdict = cost;
        const start = d.last?.TransformStartTime?.getTime() ?? d.started.createdAt;
        const late = (0,format/* stopLateness */.WZ)(order, start);
        if (late)
            log.info(late);
    }
    await stopJob(sm, jobName, s.call);
    const after = await pollJob({
        // The stop is on its way: a cancel ends the watch below, not a Describe under way.
        describe: () => wait_for_job_describeJob(s, jobName),
        sleep: ctx.sleep,
        now: ctx.now,
        signal: s.signal,
        deadline: ctx.now() + STOP_WATCH_MS,
        onStatus: status => log.info(`[${formatElapsed(ctx.now() - d.started.createdAt)}] ${status}`),
        onTick: d.tail
    });
    const completed = after.last?.TransformJobStatus === 'Completed';
    // A job that completed before the stop took effect was not stopped early after all.
    if (completed)
        delete d.outcome.stoppedEarly;
    return finalOutcome(d.outcome, after.last, log, completed ? undefined : d.reason, d.failures);
}
function finalOutcome(outcome, last, log, reason, failures) {
    const jobName = outcome.jobName;
    const status = (last?.TransformJobStatus ?? 'InProgress');
    outcome.status = status;
    outcome.jobArn = last?.TransformJobArn ?? outcome.jobArn;
    outcome.startedAt = last?.TransformStartTime;
    outcome.endedAt = last?.TransformEndTime;
    // AWS's clock, as S3's LastModified: it tells this job's outputs from an earlier run's.
    outcome.createdAt = last?.CreationTime;
    if (status === 'Failed') {
        outcome.failureReason =
            `${last?.FailureReason ?? 'no FailureReason given'} ` +
                `(CloudWatch logs: group ${LOG_GROUP}, streams ${jobName}/)`;
    }
    else if (status !== 'Completed') {
        outcome.failureReason =
            reason ?? last?.FailureReason ?? `the job ended ${status} (stopped outside this workflow)`;
    }
    // The failed inputs the data-log named say more than the job's one reason; those still on their way
    // are awaited once the results are counted.
    failures?.apply(outcome, last?.FailureReason);
    if (failures && status === 'Failed')
        outcome.settleFailures = failed => failures.settle(outcome, last?.FailureReason, failed);
    log.info(`Transform job ${jobName}: ${status}${outcome.failureReason ? ` (${outcome.failureReason})` : ''}`);
    return outcome;
}

;// CONCATENATED MODULE: ./src/backends/sagemaker/sagemaker-backend.ts










function createSageMakerBackend(ctx, deps = {}) {
    return {
        run: async (job, model, events, signal) => {
            const spec = job.spec;
            const s = openSession(ctx, deps, spec, signal);
            const outcome = await runJob(s, job, model, events);
            // The instances' figures are read beside the outputs, not before them: the report awaits them.
            // The outcome is carried on as it is: settleFailures completes this very object later.
            outcome.utilizationRead = utilizationAfter(outcome, spec, s).catch(() => undefined);
            return outcome;
        }
    };
}
async function runJob(s, job, model, events) {
    const { ctx, log, sm, signal } = s;
    const spec = job.spec;
    const attaching = 'attach' in job ? job.attach : undefined;
    const { outcome, started } = 'attach' in job
        ? await attachJob(s, job.attach, spec, events)
        : await createJob(s, job, model, events, signal);
    const jobName = outcome.jobName;
    if (!attaching) {
        if (signal.aborted)
            return stopForCancel(sm, outcome, log);
        if (!spec.control.wait) {
            if (started.status)
                outcome.status = started.status;
            events.status?.(outcome.status);
            return outcome;
        }
    }
    // 4. Wait. Our job's deadline counts from its creation (a restarted runner keeps it); an attached
    // job's from now, since this step only collects it.
    const minutes = spec.control.timeoutMinutes;
    const deadline = minutes !== undefined ? (attaching ? ctx.now() : started.createdAt) + minutes * 60_000 : undefined;
    const logsClient = (0,sagemaker/* createLogsClient */.D3)(spec.control, ctx.env, ctx.credentials);
    const tailer = spec.control.logs
        ? new LogTailer(logsClient, jobName, line => log.info(line), m => log.warning(m))
        : undefined;
    const failures = new JobFailures({
        client: logsClient,
        jobName,
        instanceCount: outcome.definition?.instanceCount ?? spec.resources.instanceCount,
        log,
        now: ctx.now,
        sleep: ctx.sleep,
        signal
    });
    const tail = async () => {
        await tailer?.poll();
        await failures.tick();
    };
    const meter = await meterFor(s, spec, outcome, started);
    const waiting = { outcome, started, events, deadline, tail, failures: failures.seen, meter };
    const result = await waitForJob(s, waiting);
    if (result.end === 'terminal')
        await failures.ended();
    // A job stopped early (a gate can no longer pass, or the budget is spent) is stopped, attached or not: its
    // step asked for the gates that decided.
    if (result.end === 'steered' && waiting.order) {
        outcome.stoppedEarly = waiting.order;
        const why = waiting.order.reason;
        const line = `${why}: stopping ${jobName}.`;
        return stopAndWatch(s, { outcome, started, tail, line, reason: why, failures, meter, last: result.last });
    }
    // An attached job is not ours: this step stops waiting, and the job runs on.
    if (attaching && result.end !== 'terminal')
        throw new errors/* UserError */.yo(`${result.end === 'aborted' ? 'The workflow was cancelled' : `timeout-minutes (${minutes}) passed`} ` +
            `while waiting for the attached transform job ${jobName}; it was not stopped and keeps running ` +
            `(${(0,sagemaker/* consoleUrl */.B9)(s.region, jobName)}). Attach to it again later, or stop it in the SageMaker console.`);
    if (result.end === 'aborted')
        return stopForCancel(sm, outcome, log);
    if (result.end === 'deadline') {
        const reason = `timeout-minutes (${minutes}) reached, so the job was stopped`;
        const line = `timeout-minutes (${minutes}) reached: stopping ${jobName}.`;
        return stopAndWatch(s, { outcome, started, tail, line, reason, failures });
    }
    return finalOutcome(outcome, result.last, log, undefined, failures);
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

/***/ 48903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DH: () => (/* binding */ reasonLabel),
/* harmony export */   Dn: () => (/* binding */ NO_ANSWER),
/* harmony export */   NE: () => (/* binding */ SAME_EVERY_ATTEMPT),
/* harmony export */   _$: () => (/* binding */ NO_REASON_LOGGED),
/* harmony export */   _N: () => (/* binding */ timeoutFailure),
/* harmony export */   ao: () => (/* binding */ failedObjectsReason),
/* harmony export */   fe: () => (/* binding */ clipReason),
/* harmony export */   pt: () => (/* binding */ FAILURE_REASON_MAX),
/* harmony export */   tG: () => (/* binding */ httpFailure),
/* harmony export */   zw: () => (/* binding */ attemptsFailure)
/* harmony export */ });
/* unused harmony export answerExcerpt */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77195);
// How one input object's failure is worded, whichever backend saw it: local mode from the model server's
// answer, SageMaker from the job's data-log. One wording, so the report's hints (results/summary/grouped-failures.ts)
// and the short labels of the progress lines read both the same way.


/** The longest excerpt of a model answer kept in a reason. */
const ANSWER_EXCERPT = 300;
/** A Python exception's own line, the last of a traceback: `ValueError: ...`, `torch.cuda.OutOfMemoryError`. */
const EXCEPTION_LINE = /^[A-Za-z_][\w.]*(Error|Exception|Interrupt|Exit)\b/;
/** Where a traceback begins; the framework containers answer "<message>\n<traceback>". */
const TRACEBACK_START = /^Traceback \(most recent call last\):/m;
/**
 * What the model said, in one line: an answer that ends a traceback by its last line (the model's own
 * last error line), a message followed by its traceback by the message (whole, where the exception's
 * own lines run on past its first), any other whole; whitespace collapsed and cut to ANSWER_EXCERPT
 * characters.
 */
function answerExcerpt(body) {
    const last = body
        .split(/\r\n|\r|\n/)
        .findLast(l => l.trim() !== '')
        ?.trim();
    const traceback = last !== undefined && last !== body.trim() && EXCEPTION_LINE.test(last);
    const message = body.slice(0, Math.max(0, body.search(TRACEBACK_START)));
    const text = (traceback ? last : message.trim() ? message : body).replace(/\s+/g, ' ').trim();
    return text.length > ANSWER_EXCERPT ? `${text.slice(0, ANSWER_EXCERPT)}...` : text;
}
/** `HTTP 500: <what the model said>`, or `HTTP 503 with an empty body`. */
function httpFailure(status, body) {
    const said = body === undefined ? '' : answerExcerpt(body);
    return `HTTP ${status}${said ? `: ${said}` : ' with an empty body'}`;
}
/** Said of a request whose every attempt failed with the same answer (a handler that fails for sure). */
const EACH_THE_SAME = 'each the same';
const SAME_EVERY_ATTEMPT = new RegExp(`failed after \\d+ attempts, ${EACH_THE_SAME}:`);
/** `POST /invocations failed after 4 attempts[, each the same]: <how the last one failed>`. */
function attemptsFailure(attempts, how, same) {
    const each = attempts > 1 && same ? `, ${EACH_THE_SAME}` : '';
    return `POST /invocations failed after ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(attempts, 'attempt')}${each}: ${how}`;
}
/** The model server did not answer in time: `within` says how long it had (`600 s`). */
function timeoutFailure(within) {
    return `no complete answer within ${within} (invocation-timeout)`;
}
/** The model server gave no answer at all (its connection failed or it stopped). */
const NO_ANSWER = 'no answer from the model server';
/** A failed input the job's logs never explained. */
const NO_REASON_LOGGED = "no reason in the job's data-log";
/**
 * The few characters a progress line shows for a reason: the HTTP status (`413`), `timeout`,
 * `no answer`, else `other`.
 */
function reasonLabel(reason) {
    const status = /\bHTTP (\d{3})\b/.exec(reason);
    if (status)
        return status[1];
    if (reason.includes('(invocation-timeout)'))
        return 'timeout';
    if (reason.startsWith(NO_ANSWER))
        return 'no answer';
    if (reason.startsWith(NO_REASON_LOGGED))
        return 'no reason';
    return 'other';
}
/** The job's one failure reason (the `failure-reason` output) is at most this long. */
const FAILURE_REASON_MAX = 1024;
const LISTED_FAILURES = 3;
function clipReason(text) {
    return text.length > FAILURE_REASON_MAX ? `${text.slice(0, FAILURE_REASON_MAX - 3)}...` : text;
}
/**
 * The job's reason from its failed objects: "2 of 10 input files failed: <uri>: <reason>; <uri>:
 * <reason>; and 1 more", the first in key order, within FAILURE_REASON_MAX; without a total, "2 input
 * files failed: ...".
 */
function failedObjectsReason(failed, total) {
    const sorted = [...failed].sort((a, b) => (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_0__/* .compareKeys */ .YD)(a.key, b.key));
    const of = total === undefined ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .noun */ .jB)(failed.length, 'input file') : `of ${total} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .noun */ .jB)(total, 'input file')}`;
    const head = `${failed.length} ${of} failed: `;
    const shown = sorted.slice(0, LISTED_FAILURES).map(f => `${f.uri}: ${f.reason}`);
    const more = failed.length > LISTED_FAILURES ? `; and ${failed.length - LISTED_FAILURES} more` : '';
    return clipReason(head + shown.join('; ') + more);
}


/***/ }),

/***/ 94383:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U4: () => (/* binding */ noInputObjects),
  openInputListing: () => (/* binding */ openInputListing),
  _6: () => (/* binding */ refuseOutputsReadAsInputs),
  _2: () => (/* binding */ requireSomeInput)
});

// UNUSED EXPORTS: nameUnderPrefix, prefixListing

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/storage/fs-store.ts
var fs_store = __webpack_require__(82970);
// EXTERNAL MODULE: ./src/storage/resolve.ts
var resolve = __webpack_require__(93557);
// EXTERNAL MODULE: ./src/storage/s3.ts + 2 modules
var storage_s3 = __webpack_require__(83055);
// EXTERNAL MODULE: ./src/storage/pages.ts
var pages = __webpack_require__(37553);
// EXTERNAL MODULE: ./src/storage/uri.ts
var storage_uri = __webpack_require__(77195);
;// CONCATENATED MODULE: ./src/storage/ranged-list.ts


/** Ranges listed at once: each is a request in flight (S3 serves thousands a second per prefix). */
const RANGES_IN_FLIGHT = 64;
/** The index of the first object of `page` whose key sorts after `key` (page.length when none). */
function firstAfter(page, key) {
    let lo = 0;
    let hi = page.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((0,storage_uri/* compareKeys */.YD)(page[mid].key, key) <= 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/** The objects of `range` i, a page at a time: after cut i-1 (or from the start), up to and with cut i. */
async function listRange(store, prefix, cuts, i) {
    const after = i === 0 ? undefined : cuts[i - 1];
    const upTo = i < cuts.length ? cuts[i] : undefined;
    const found = [];
    for await (let page of (0,pages/* pagesOf */.E)(store, prefix, after)) {
        // A store that cannot start after a key lists from the start: what lies before the range is skipped.
        if (after !== undefined && page.length && (0,storage_uri/* compareKeys */.YD)(page[0].key, after) <= 0)
            page = page.slice(firstAfter(page, after));
        if (upTo !== undefined && page.length && (0,storage_uri/* compareKeys */.YD)(page[page.length - 1].key, upTo) >= 0) {
            // The range ends in this page: at its cut, or before the first key past it (its cut is gone).
            found.push(page.slice(0, firstAfter(page, upTo)));
            break;
        }
        if (page.length)
            found.push(page);
    }
    return found;
}
/** Every object under `prefix`, in key order, a page at a time, listed by the ranges between `cuts`. */
async function* listPagesByRanges(store, prefix, cuts, inFlight = RANGES_IN_FLIGHT) {
    const ranges = cuts.length + 1;
    const started = [];
    const start = (i) => {
        const listing = listRange(store, prefix, cuts, i);
        // A failure is thrown where its range is read, in order.
        listing.catch(() => undefined);
        started[i] = listing;
    };
    for (let i = 0; i < Math.min(inFlight, ranges); i++)
        start(i);
    for (let i = 0; i < ranges; i++) {
        const pages = await started[i];
        delete started[i];
        if (i + inFlight < ranges)
            start(i + inFlight);
        yield* pages;
    }
}
/** Every object under `prefix`, in key order, listed by the ranges between `cuts` (sorted keys). */
function listByRanges(store, prefix, cuts, inFlight = RANGES_IN_FLIGHT) {
    return eachOf(listPagesByRanges(store, prefix, cuts, inFlight));
}

// EXTERNAL MODULE: ./src/listing/manifest.ts
var listing_manifest = __webpack_require__(20875);
// EXTERNAL MODULE: ./src/contract/output-keys.ts
var output_keys = __webpack_require__(34882);
;// CONCATENATED MODULE: ./src/listing/listing.ts
// The objects a transform reads and the name each one's output gets, listed the way SageMaker lists
// them. Both backends and the result reader use this, so what a run writes is what the reader expects.
//
// S3Prefix: every object whose key starts with the prefix, as S3 matches prefixes (`s3://b/in` also
// matches `in-2/c.jpg`). An object's name is its key relative to the prefix when the prefix is a folder
// for it (`in/` or `in` + `/`: `in/sub/b.jpg` -> `sub/b.jpg`), else relative to the prefix's folder
// (`in-2/c.jpg` -> `in-2/c.jpg`; `data/test.csv` as the prefix -> `test.csv`). The API reference says
// outputs go to "a corresponding subfolder"; the last case is inferred, not documented.
// ManifestFile: the listed keys, `prefix + entry`; the name is the entry.
// Local mode: a directory is a folder (names relative to it); any other path is a name prefix in its
// folder, as an S3 prefix is.
// Each output is named from the input's name by the rule of the place it goes to (output-keys.ts).











/** The name of the object at `key` listed under the key prefix `prefix` (see the rule above). */
function nameUnderPrefix(prefix, key) {
    if (prefix === '' || prefix.endsWith('/'))
        return key.slice(prefix.length);
    if (key.startsWith(`${prefix}/`))
        return key.slice(prefix.length + 1);
    return key.slice((0,output_keys/* folderOf */.yS)(prefix).length);
}
/**
 * The objects under a key prefix of a store, their outputs going to `outputs`; with `cuts` (sorted keys,
 * an earlier listing's boundaries) listed by the ranges between them side by side.
 */
function prefixListing(store, prefix, description = store.uriOf(prefix), outputs = 'folder', cuts) {
    // A page of inputs at a time: the objects are handed on one by one once, not at every step.
    async function* inputPages() {
        const listed = cuts?.length ? listPagesByRanges(store, prefix, cuts) : (0,pages/* pagesOf */.E)(store, prefix);
        for await (const page of listed)
            yield page.map(o => {
                const name = nameUnderPrefix(prefix, o.key);
                const input = { store, key: o.key, size: o.size, name, output: (0,output_keys/* outputKey */.zi)(name, outputs) };
                if (o.etag !== undefined)
                    input.etag = o.etag;
                return input;
            });
    }
    return {
        description,
        store,
        objects() {
            return (0,pages/* eachOf */.p)(inputPages());
        },
        nameOf(uri) {
            const key = store.keyOf(uri);
            if (key === undefined || !key.startsWith(prefix) || key.endsWith('/'))
                return undefined;
            return (0,output_keys/* outputName */.Vf)(nameUnderPrefix(prefix, key), outputs);
        },
        holds: name => (0,output_keys/* outputName */.Vf)(name, outputs) !== undefined
    };
}
/** The objects a manifest lists: `key` of each entry is `base + entry` in `store`. */
function manifestListing(manifest, store, base, description, outputs = 'folder') {
    const names = new Set(manifest.entries.map(entry => (0,output_keys/* outputName */.Vf)(entry, outputs)));
    return {
        description,
        store,
        async *objects() {
            for (const name of manifest.entries)
                yield { store, key: `${base}${name}`, name, output: (0,output_keys/* outputKey */.zi)(name, outputs) };
        },
        nameOf(uri) {
            const key = store.keyOf(uri);
            if (key === undefined || !key.startsWith(base))
                return undefined;
            const name = (0,output_keys/* outputName */.Vf)(key.slice(base.length), outputs);
            return name !== undefined && names.has(name) ? name : undefined;
        },
        holds(name) {
            const output = (0,output_keys/* outputName */.Vf)(name, outputs);
            return output !== undefined && names.has(output);
        }
    };
}
/** The listing of a `data` input of either type; a manifest is read (and checked) here. */
async function openInputListing(uri, type, s3, opts) {
    if (type === 'S3Prefix') {
        const { store, prefix } = await (0,resolve/* inputLocation */.cJ)(uri, s3);
        return prefixListing(store, prefix, uri, opts.outputs, opts.cuts);
    }
    const manifest = await (0,listing_manifest/* readManifest */.W)(uri, s3);
    const description = `the manifest ${uri}`;
    if ((0,storage_uri/* isS3Uri */.tL)(manifest.prefix)) {
        const loc = (0,storage_uri/* parseS3Uri */.yc)(manifest.prefix);
        if (!loc)
            throw new errors/* UserError */.yo(`data: the manifest ${uri} has prefix ${JSON.stringify(manifest.prefix)}, which is not a valid S3 URI. Use s3://bucket/prefix/.`);
        const store = new storage_s3/* S3Store */.sl(s3(), { bucket: loc.bucket, key: '' });
        return manifestListing(manifest, store, loc.key, description, opts.outputs);
    }
    if (opts.s3Only)
        throw new errors/* UserError */.yo(`data: the manifest ${uri} has prefix ${JSON.stringify(manifest.prefix)}; SageMaker reads S3 only, so use s3://bucket/prefix/.`);
    // A local prefix is a folder: its entries are paths inside it.
    return manifestListing(manifest, new fs_store/* FsStore */.lZ((0,storage_uri/* localPath */.$S)(manifest.prefix)), '', description, opts.outputs);
}
/** Fails, before anything is created, when the input holds nothing: the job would start and fail. */
async function requireSomeInput(listing) {
    for await (const _first of listing.objects())
        return;
    throw noInputObjects(listing);
}
function noInputObjects(listing) {
    const local = !(0,storage_uri/* isS3Uri */.tL)(listing.store.uriOf(''));
    return new errors/* UserError */.yo(local
        ? `data: no files in ${listing.description}. Put the input files there first (relative paths start at the workspace), or fix the data input.`
        : `data: no objects in ${listing.description}. Upload the input first or fix the data input (and data-type).`);
}
/**
 * Refuses an output-path that a re-run would read as input (outputsReadAsInputs): for S3 by key, for
 * local folders by real path, so a symlink to the input folder is seen for what it is.
 */
async function refuseOutputsReadAsInputs(data, outputPath) {
    if (data.type !== 'S3Prefix')
        return;
    const input = await inputPrefix(data.uri);
    const output = await outputFolder(outputPath);
    if (input === undefined || output === undefined || input.root !== output.root)
        return;
    if (!(0,output_keys/* outputsReadAsInputs */.us)(input.prefix, output.prefix))
        return;
    const real = (0,storage_uri/* isS3Uri */.tL)(outputPath) ? '' : ` (real path ${output.root}${output.prefix})`;
    throw new errors/* UserError */.yo(`output-path: ${outputPath}${real} is where a re-run would read this run's .out files as inputs of ${data.uri}. ` +
        'Use a location outside the input (and, for a data prefix that is not a folder, outside its folder).');
}
async function inputPrefix(uri) {
    const loc = (0,storage_uri/* parseS3Uri */.yc)(uri);
    if (loc)
        return { root: `s3://${loc.bucket}/`, prefix: loc.key };
    if ((0,storage_uri/* isS3Uri */.tL)(uri))
        return undefined;
    const full = (0,storage_uri/* localPath */.$S)(uri);
    const real = await realPath(full);
    const isDir = await (0,promises_.stat)(full).then(s => s.isDirectory(), () => false);
    return { root: '', prefix: isDir ? `${real}/` : real };
}
async function outputFolder(uri) {
    const loc = (0,storage_uri/* parseS3Uri */.yc)(uri);
    if (loc)
        return { root: `s3://${loc.bucket}/`, prefix: loc.key };
    if ((0,storage_uri/* isS3Uri */.tL)(uri))
        return undefined;
    return { root: '', prefix: await realPath((0,storage_uri/* localPath */.$S)(uri)) };
}
/** The real path of a path whose tail may not exist yet, `/`-separated (symlinks resolved). */
async function realPath(full) {
    const missing = [];
    let at = full;
    for (;;) {
        try {
            return external_node_path_default().join(await (0,promises_.realpath)(at), ...missing)
                .split((external_node_path_default()).sep)
                .join('/');
        }
        catch {
            const parent = external_node_path_default().dirname(at);
            if (parent === at)
                return full.split((external_node_path_default()).sep).join('/');
            missing.unshift(external_node_path_default().basename(at));
            at = parent;
        }
    }
}


/***/ })

};
