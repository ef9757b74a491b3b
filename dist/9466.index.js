export const id = 9466;
export const ids = [9466];
export const modules = {

/***/ 59466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   instanceFamily: () => (/* binding */ instanceFamily),
/* harmony export */   sageMakerIdentitySource: () => (/* binding */ sageMakerIdentitySource)
/* harmony export */ });
/* harmony import */ var _identity_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69763);
/* harmony import */ var _aws_region_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27249);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72523);
/* harmony import */ var _contract_images_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10305);
/* harmony import */ var _image_digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(46124);





/** `ml.g5.xlarge` -> `ml.g5`: sizes of one family run the same hardware; families differ. */
function instanceFamily(instanceType) {
    return instanceType.split('.').slice(0, 2).join('.');
}
function sageMakerIdentitySource(ctx) {
    let digests;
    const digestOf = (spec, image) => (digests ??= (0,_image_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .imageDigests */ .J)(spec, ctx))(image);
    /** The image as named, when this run creates the model (model-name brings its own). */
    const imageOf = (spec, framework) => spec.model.source === 'name' || spec.model.source === 'job'
        ? undefined
        : (0,_contract_images_js__WEBPACK_IMPORTED_MODULE_3__/* .namedImage */ .VR)(spec, framework, (0,_aws_region_js__WEBPACK_IMPORTED_MODULE_1__/* .regionOrFallback */ .q)(spec.control.region, ctx.env));
    return {
        async namedModel(spec, name) {
            const { createSageMakerClient } = await Promise.all(/* import() */[__webpack_require__.e(303), __webpack_require__.e(350)]).then(__webpack_require__.bind(__webpack_require__, 70350));
            const { withRetry } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 22495));
            const { namedModelContent } = await Promise.all(/* import() */[__webpack_require__.e(2358), __webpack_require__.e(3055), __webpack_require__.e(7427)]).then(__webpack_require__.bind(__webpack_require__, 77427));
            const sm = createSageMakerClient(spec.control, ctx.env, ctx.credentials);
            try {
                const call = (send) => withRetry(send, { sleep: ctx.sleep, now: ctx.now, signal: ctx.signal });
                const described = await (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .describeExistingModel */ .oC)(sm, name, call);
                return await namedModelContent(name, described, {
                    sm,
                    call,
                    s3: () => ctx.s3(spec.control),
                    digest: image => digestOf(spec, image)
                });
            }
            finally {
                sm.destroy();
            }
        },
        async runtime(spec, framework) {
            const family = instanceFamily(spec.resources.instanceType);
            // An existing model brings its own images (in its content).
            const image = spec.model.pinnedImage ?? imageOf(spec, framework);
            if (!image)
                return { image: 'the model’s own', instanceFamily: family };
            const found = await digestOf(spec, image);
            if ('unread' in found)
                throw new _identity_source_js__WEBPACK_IMPORTED_MODULE_0__/* .IdentityUnread */ .w((0,_image_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .unreadDigestWarning */ .m)(image, found.unread));
            return { image: found.pinned, instanceFamily: family };
        },
        async pinnedImage(spec, framework) {
            try {
                const image = imageOf(spec, framework);
                const found = image ? await digestOf(spec, image) : undefined;
                return found && 'pinned' in found ? found.pinned : undefined;
            }
            catch {
                // Told where it counts: the model's creation, or the identity's runtime.
                return undefined;
            }
        }
    };
}


/***/ }),

/***/ 46124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ imageDigests),
/* harmony export */   m: () => (/* binding */ unreadDigestWarning)
/* harmony export */ });
/* harmony import */ var _aws_sdk_client_ecr__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(28249);
/* harmony import */ var _aws_calls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36484);
/* harmony import */ var _aws_proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21373);
/* harmony import */ var _aws_retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22495);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _contract_images_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10305);
// An image's digest, read from ECR (BatchGetImage) once per image per run: the cache keys a run by what
// its tag points at now, and the model is created with `repository@sha256:...`, so what runs is what was
// keyed even if the tag moves during the run. A digest that cannot be read is never guessed.






/** Said once when a digest cannot be read: the cache is skipped, the job runs with the tag. */
function unreadDigestWarning(image, why) {
    return (`cache: not used in this run: the digest of ${image} could not be read (${why}). The cache knows an ` +
        'image by its digest, never by its tag: allow ecr:BatchGetImage on its repository (docs/permissions.md) ' +
        'or give image-uri as repository@sha256:<digest>. The job runs with the tag; nothing is reused or kept.');
}
/** One BatchGetImage for `image`'s tag, in the registry's own account and region. */
async function readDigest(image, ecr, spec, ctx) {
    const endpoint = ctx.env.AWS_ENDPOINT_URL_ECR || undefined;
    const proxy = (0,_aws_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .proxyConfigOf */ .Ur)(ctx.env, spec.control.httpProxy);
    const client = (0,_aws_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .awsClient */ .xe)(new _aws_sdk_client_ecr__WEBPACK_IMPORTED_MODULE_5__/* .ECRClient */ .S70({
        region: ecr.registry.region,
        endpoint,
        maxAttempts: 1,
        ...(0,_aws_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .requestHandlerSettings */ .rI)(_aws_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_TIMEOUTS */ .Rh, proxy),
        ...(ctx.credentials ? { credentials: ctx.credentials } : {})
    }), 'ECR', { endpoint, proxy });
    try {
        const got = await (0,_aws_retry_js__WEBPACK_IMPORTED_MODULE_2__.withRetry)(() => client.send(new _aws_sdk_client_ecr__WEBPACK_IMPORTED_MODULE_5__/* .BatchGetImageCommand */ .P8n({
            registryId: ecr.registry.accountId,
            repositoryName: ecr.repository,
            imageIds: [{ imageTag: ecr.tag }]
        }), { abortSignal: ctx.signal }), { sleep: ctx.sleep, now: ctx.now, signal: ctx.signal });
        const digest = got.images?.[0]?.imageId?.imageDigest;
        if (digest)
            return { pinned: `${ecr.registry.host}/${ecr.repository}@${digest}` };
        const failure = got.failures?.[0];
        return { unread: failure ? `${failure.failureCode}: ${failure.failureReason}` : 'no such image' };
    }
    catch (err) {
        if (ctx.signal.aborted)
            throw err;
        return { unread: (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(err) };
    }
    finally {
        client.destroy();
    }
}
/**
 * Digests by image, each read once for the run (the identity and the model's creation ask the same
 * one); an image given as `@sha256:` needs no call.
 */
function imageDigests(spec, ctx) {
    const read = new Map();
    return image => {
        if ((0,_contract_images_js__WEBPACK_IMPORTED_MODULE_4__/* .pinsDigest */ .jL)(image))
            return Promise.resolve({ pinned: image });
        let found = read.get(image);
        if (!found) {
            const ecr = (0,_contract_images_js__WEBPACK_IMPORTED_MODULE_4__/* .ecrImageOf */ .zY)(image);
            found = ecr?.tag
                ? readDigest(image, ecr, spec, ctx)
                : Promise.resolve({ unread: 'not an image in ECR, whose digests are read' });
            read.set(image, found);
        }
        return found;
    };
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

/***/ 69763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ IdentityUnread)
/* harmony export */ });
/**
 * A part of the identity could not be read (an image's digest, a model's data): it is never guessed,
 * so the run neither reuses nor keeps. The message is the one warning the run shows.
 */
class IdentityUnread extends Error {
    constructor(message) {
        super(message);
        this.name = 'IdentityUnread';
    }
}


/***/ })

};
