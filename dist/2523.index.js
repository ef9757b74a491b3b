export const id = 2523;
export const ids = [2523];
export const modules = {

/***/ 72523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q4: () => (/* binding */ useExistingModel),
/* harmony export */   aI: () => (/* binding */ ensureModel),
/* harmony export */   describeExistingModel: () => (/* binding */ describeExistingModel),
/* harmony export */   modelImage: () => (/* binding */ modelImage),
/* harmony export */   yK: () => (/* binding */ buildModel)
/* harmony export */ });
/* harmony import */ var _aws_sdk_client_sagemaker__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(94459);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _contract_images_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10305);
/* harmony import */ var _contract_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77662);
/* harmony import */ var _requests_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98578);
/* harmony import */ var _sagemaker_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45048);
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
/** The image the model runs: image-uri, else the framework's inference image for the region and instance. */
function modelImage(spec, framework, region) {
    if (spec.model.imageUri)
        return spec.model.imageUri;
    if (!framework || !spec.model.frameworkVersion)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo('framework-version: needed to choose the inference image. Set framework and framework-version, or image-uri.');
    return (0,_contract_images_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveImageUri */ .el)({
        framework,
        version: spec.model.frameworkVersion,
        pyVersion: spec.model.pyVersion,
        region,
        instanceType: spec.resources.instanceType
    });
}
/** The CreateModel request for this run, named after a hash of its definition. */
function buildModel(spec, model, region, ctx, serverEnv) {
    const dataUrl = model.dataUrl ?? spec.model.dataUrl;
    if (!dataUrl)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo('model-path: SageMaker needs the model in S3. Set model-path with artifact-path, or model-data-url.');
    const framework = model.framework ?? spec.model.framework;
    const image = modelImage(spec, framework, region);
    const draft = (0,_requests_js__WEBPACK_IMPORTED_MODULE_4__/* .buildCreateModelInput */ .sN)(spec, {
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
    return (0,_sagemaker_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describedOrMissing */ .fc)(call(() => sm.send(new _aws_sdk_client_sagemaker__WEBPACK_IMPORTED_MODULE_5__/* .DescribeModelCommand */ .utY({ ModelName: name }))));
}
/** `model-name`: the model's definition, or a UserError when there is no such model. */
async function describeExistingModel(sm, name, call) {
    const found = await describeModel(sm, name, call);
    if (!found)
        throw noSuchModel(name);
    const c = found.PrimaryContainer ?? found.Containers?.[0] ?? {};
    return {
        ...(c.Image ? { image: c.Image } : {}),
        ...(c.ModelDataUrl ? { modelDataUrl: c.ModelDataUrl } : {}),
        environment: c.Environment ?? {}
    };
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
    const create = new _sagemaker_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CreateCall */ .HZ(call);
    try {
        await create.send(() => sm.send(new _aws_sdk_client_sagemaker__WEBPACK_IMPORTED_MODULE_5__/* .CreateModelCommand */ .TIE(input)));
        log.info(`Created SageMaker model ${name}.`);
    }
    catch (err) {
        // A create whose answer was lost may have worked: then the model is there and is ours.
        if (create.lostAnswer && /already exist/i.test(err.message ?? '')) {
            const found = await describeModel(sm, name, call);
            if (found)
                return compare(found);
        }
        throw (0,_sagemaker_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .explainCreateError */ ._P)(err, 'CreateModel');
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
        MaxPayloadInMB: parts.maxPayloadMB,
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


/***/ })

};
