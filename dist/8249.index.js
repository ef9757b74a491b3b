export const id = 8249;
export const ids = [8249];
export const modules = {

/***/ 28249:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;
const { awsEndpointFunctions, emitWarningIfUnsupportedVersion: emitWarningIfUnsupportedVersion$1, createDefaultUserAgentProvider, getDefaultSocketTimeout, NODE_APP_ID_CONFIG_OPTIONS, getAwsRegionExtensionConfiguration, resolveAwsRegionExtensionConfiguration, resolveUserAgentConfig, resolveHostHeaderConfig, getUserAgentPlugin, getHostHeaderPlugin, getLoggerPlugin, getRecursionDetectionPlugin } = __webpack_require__(5152);
const { getHttpAuthSchemeEndpointRuleSetPlugin, DefaultIdentityProviderConfig, getHttpSigningPlugin, createPaginator } = __webpack_require__(90402);
const { normalizeProvider, getSmithyContext, ServiceException, NoOpLogger, emitWarningIfUnsupportedVersion, loadConfigsForDefaultMode, getDefaultExtensionConfiguration, resolveDefaultRuntimeConfig, Client, makeBuilder, createWaiter, checkExceptions, WaiterState, createAggregatedClient } = __webpack_require__(92658);
const { Command: $Command } = __webpack_require__(92658);
__webpack_unused_export__ = $Command;
__webpack_unused_export__ = Client;
const { resolveDefaultsModeConfig, loadConfig, NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, NODE_REGION_CONFIG_OPTIONS, NODE_REGION_CONFIG_FILE_OPTIONS, resolveRegionConfig } = __webpack_require__(47291);
const { BinaryDecisionDiagram, EndpointCache, decideEndpoint, customEndpointFunctions, resolveEndpointConfig, getEndpointPlugin } = __webpack_require__(62085);
const { parseUrl, getHttpHandlerExtensionConfiguration, resolveHttpHandlerRuntimeConfig, getContentLengthPlugin } = __webpack_require__(93422);
const { DEFAULT_RETRY_MODE, NODE_RETRY_MODE_CONFIG_OPTIONS, NODE_MAX_ATTEMPT_CONFIG_OPTIONS, resolveRetryConfig, getRetryPlugin } = __webpack_require__(23609);
const { TypeRegistry, getSchemaSerdePlugin } = __webpack_require__(26890);
const { resolveAwsSdkSigV4Config, AwsSdkSigV4Signer, NODE_AUTH_SCHEME_PREFERENCE_OPTIONS } = __webpack_require__(97523);
const { defaultProvider } = __webpack_require__(5861);
const { toUtf8, fromUtf8, toBase64, fromBase64, calculateBodyLength } = __webpack_require__(92430);
const { streamCollector, NodeHttpHandler } = __webpack_require__(61279);
const { AwsJson1_1Protocol } = __webpack_require__(37288);
const { Sha256 } = __webpack_require__(99542);

const defaultECRHttpAuthSchemeParametersProvider = async (config, context, input) => {
    return {
        operation: getSmithyContext(context).operation,
        region: await normalizeProvider(config.region)() || (() => {
            throw new Error("expected `region` to be configured for `aws.auth#sigv4`");
        })(),
    };
};
function createAwsAuthSigv4HttpAuthOption(authParameters) {
    return {
        schemeId: "aws.auth#sigv4",
        signingProperties: {
            name: "ecr",
            region: authParameters.region,
        },
        propertiesExtractor: (config, context) => ({
            signingProperties: {
                config,
                context,
            },
        }),
    };
}
const defaultECRHttpAuthSchemeProvider = (authParameters) => {
    const options = [];
    switch (authParameters.operation) {
        default: {
            options.push(createAwsAuthSigv4HttpAuthOption(authParameters));
        }
    }
    return options;
};
const resolveHttpAuthSchemeConfig = (config) => {
    const config_0 = resolveAwsSdkSigV4Config(config);
    return Object.assign(config_0, {
        authSchemePreference: normalizeProvider(config.authSchemePreference ?? []),
    });
};

const resolveClientEndpointParameters = (options) => {
    return Object.assign(options, {
        useDualstackEndpoint: options.useDualstackEndpoint ?? false,
        useFipsEndpoint: options.useFipsEndpoint ?? false,
        defaultSigningName: "ecr",
    });
};
const commonParams = {
    UseFIPS: { type: "builtInParams", name: "useFipsEndpoint" },
    Endpoint: { type: "builtInParams", name: "endpoint" },
    Region: { type: "builtInParams", name: "region" },
    UseDualStack: { type: "builtInParams", name: "useDualstackEndpoint" },
};

var version = "3.1168.0";
var packageInfo = {
	version: version};

const m = "ref";
const a = -1, b = true, c = "isSet", d = "PartitionResult", e = "stringEquals", f = "booleanEquals", g = "getAttr", h = { [m]: "Endpoint" }, i = { "fn": g, "argv": [{ [m]: d }, "name"] }, j = { [m]: d }, k = {}, l = [{ [m]: "Region" }];
const _data = {
    conditions: [
        [c, [h]],
        [c, l],
        ["aws.partition", l, d],
        [e, [i, "aws-eusc"]],
        [e, [i, "aws-iso-f"]],
        [e, [i, "aws-iso-e"]],
        [e, [i, "aws-iso-b"]],
        [e, [i, "aws-iso"]],
        [e, [i, "aws-cn"]],
        [e, [i, "aws-us-gov"]],
        [e, [i, "aws"]],
        [f, [{ [m]: "UseFIPS" }, b]],
        [f, [{ fn: g, argv: [j, "supportsFIPS"] }, b]],
        [f, [{ [m]: "UseDualStack" }, b]],
        [f, [{ fn: g, argv: [j, "supportsDualStack"] }, b]]
    ],
    results: [
        [a],
        [a, "Invalid Configuration: FIPS and custom endpoint are not supported"],
        [a, "Invalid Configuration: Dualstack and custom endpoint are not supported"],
        [h, k],
        ["https://api.ecr.{Region}.{PartitionResult#dnsSuffix}", k],
        ["https://ecr.{Region}.{PartitionResult#dualStackDnsSuffix}", k],
        ["https://api.ecr-fips.{Region}.{PartitionResult#dnsSuffix}", k],
        ["https://ecr-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", k],
        ["https://api.ecr-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", k],
        [a, "FIPS and DualStack are enabled, but this partition does not support one or both"],
        [a, "FIPS is enabled but this partition does not support FIPS"],
        ["https://api.ecr.{Region}.{PartitionResult#dualStackDnsSuffix}", k],
        [a, "DualStack is enabled but this partition does not support DualStack"],
        [a, "Invalid Configuration: Missing Region"]
    ]
};
const root = 2;
const r = 100_000_000;
const nodes = new Int32Array([
    -1, 1, -1,
    0, 23, 3,
    1, 4, r + 13,
    2, 5, r + 13,
    3, 20, 6,
    4, 20, 7,
    5, 20, 8,
    6, 20, 9,
    7, 20, 10,
    8, 20, 11,
    9, 20, 12,
    10, 20, 13,
    11, 16, 14,
    13, 15, r + 4,
    14, r + 11, r + 12,
    12, 18, 17,
    13, r + 9, r + 10,
    13, 19, r + 6,
    14, r + 8, r + 9,
    11, 22, 21,
    13, r + 5, r + 4,
    13, r + 7, r + 6,
    11, r + 1, 24,
    13, r + 2, r + 3,
]);
const bdd = BinaryDecisionDiagram.from(nodes, root, _data.conditions, _data.results);

const cache = new EndpointCache({
    size: 50,
    params: ["Endpoint", "Region", "UseDualStack", "UseFIPS"],
});
const defaultEndpointResolver = (endpointParams, context = {}) => {
    return cache.get(endpointParams, () => decideEndpoint(bdd, {
        endpointParams: endpointParams,
        logger: context.logger,
    }));
};
customEndpointFunctions.aws = awsEndpointFunctions;

class ECRServiceException extends ServiceException {
    static shapeId = "smithy.ts.sdk.synthetic.com.amazonaws.ecr#ECRServiceException";
    constructor(options) {
        super(options);
        Object.setPrototypeOf(this, ECRServiceException.prototype);
    }
}

class InvalidParameterException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#InvalidParameterException";
    name = "InvalidParameterException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "InvalidParameterException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidParameterException.prototype);
    }
}
class RepositoryNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#RepositoryNotFoundException";
    name = "RepositoryNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "RepositoryNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, RepositoryNotFoundException.prototype);
    }
}
class ServerException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ServerException";
    name = "ServerException";
    $fault = "server";
    constructor(opts) {
        super({
            name: "ServerException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, ServerException.prototype);
    }
}
class LimitExceededException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#LimitExceededException";
    name = "LimitExceededException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "LimitExceededException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, LimitExceededException.prototype);
    }
}
class UnableToGetUpstreamImageException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#UnableToGetUpstreamImageException";
    name = "UnableToGetUpstreamImageException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "UnableToGetUpstreamImageException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, UnableToGetUpstreamImageException.prototype);
    }
}
class ValidationException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ValidationException";
    name = "ValidationException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ValidationException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ValidationException.prototype);
    }
}
class EmptyUploadException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#EmptyUploadException";
    name = "EmptyUploadException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "EmptyUploadException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, EmptyUploadException.prototype);
    }
}
class InvalidLayerException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#InvalidLayerException";
    name = "InvalidLayerException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "InvalidLayerException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidLayerException.prototype);
    }
}
class KmsException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#KmsException";
    name = "KmsException";
    $fault = "client";
    kmsError;
    constructor(opts) {
        super({
            name: "KmsException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, KmsException.prototype);
        this.kmsError = opts.kmsError;
    }
}
class LayerAlreadyExistsException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#LayerAlreadyExistsException";
    name = "LayerAlreadyExistsException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "LayerAlreadyExistsException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, LayerAlreadyExistsException.prototype);
    }
}
class LayerPartTooSmallException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#LayerPartTooSmallException";
    name = "LayerPartTooSmallException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "LayerPartTooSmallException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, LayerPartTooSmallException.prototype);
    }
}
class UploadNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#UploadNotFoundException";
    name = "UploadNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "UploadNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, UploadNotFoundException.prototype);
    }
}
class PullThroughCacheRuleAlreadyExistsException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#PullThroughCacheRuleAlreadyExistsException";
    name = "PullThroughCacheRuleAlreadyExistsException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "PullThroughCacheRuleAlreadyExistsException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, PullThroughCacheRuleAlreadyExistsException.prototype);
    }
}
class SecretNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#SecretNotFoundException";
    name = "SecretNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "SecretNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, SecretNotFoundException.prototype);
    }
}
class UnableToAccessSecretException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#UnableToAccessSecretException";
    name = "UnableToAccessSecretException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "UnableToAccessSecretException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, UnableToAccessSecretException.prototype);
    }
}
class UnableToDecryptSecretValueException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#UnableToDecryptSecretValueException";
    name = "UnableToDecryptSecretValueException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "UnableToDecryptSecretValueException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, UnableToDecryptSecretValueException.prototype);
    }
}
class UnsupportedUpstreamRegistryException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#UnsupportedUpstreamRegistryException";
    name = "UnsupportedUpstreamRegistryException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "UnsupportedUpstreamRegistryException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, UnsupportedUpstreamRegistryException.prototype);
    }
}
class InvalidTagParameterException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#InvalidTagParameterException";
    name = "InvalidTagParameterException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "InvalidTagParameterException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidTagParameterException.prototype);
    }
}
class RepositoryAlreadyExistsException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#RepositoryAlreadyExistsException";
    name = "RepositoryAlreadyExistsException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "RepositoryAlreadyExistsException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, RepositoryAlreadyExistsException.prototype);
    }
}
class TooManyTagsException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#TooManyTagsException";
    name = "TooManyTagsException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "TooManyTagsException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, TooManyTagsException.prototype);
    }
}
class TemplateAlreadyExistsException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#TemplateAlreadyExistsException";
    name = "TemplateAlreadyExistsException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "TemplateAlreadyExistsException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, TemplateAlreadyExistsException.prototype);
    }
}
class LifecyclePolicyNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#LifecyclePolicyNotFoundException";
    name = "LifecyclePolicyNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "LifecyclePolicyNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, LifecyclePolicyNotFoundException.prototype);
    }
}
class PullThroughCacheRuleNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#PullThroughCacheRuleNotFoundException";
    name = "PullThroughCacheRuleNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "PullThroughCacheRuleNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, PullThroughCacheRuleNotFoundException.prototype);
    }
}
class RegistryPolicyNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#RegistryPolicyNotFoundException";
    name = "RegistryPolicyNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "RegistryPolicyNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, RegistryPolicyNotFoundException.prototype);
    }
}
class RepositoryNotEmptyException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#RepositoryNotEmptyException";
    name = "RepositoryNotEmptyException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "RepositoryNotEmptyException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, RepositoryNotEmptyException.prototype);
    }
}
class TemplateNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#TemplateNotFoundException";
    name = "TemplateNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "TemplateNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, TemplateNotFoundException.prototype);
    }
}
class RepositoryPolicyNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#RepositoryPolicyNotFoundException";
    name = "RepositoryPolicyNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "RepositoryPolicyNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, RepositoryPolicyNotFoundException.prototype);
    }
}
class SigningConfigurationNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#SigningConfigurationNotFoundException";
    name = "SigningConfigurationNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "SigningConfigurationNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, SigningConfigurationNotFoundException.prototype);
    }
}
class ExclusionNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ExclusionNotFoundException";
    name = "ExclusionNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ExclusionNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ExclusionNotFoundException.prototype);
    }
}
class ImageNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ImageNotFoundException";
    name = "ImageNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ImageNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ImageNotFoundException.prototype);
    }
}
class ScanNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ScanNotFoundException";
    name = "ScanNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ScanNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ScanNotFoundException.prototype);
    }
}
class ReplicationBackfillNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ReplicationBackfillNotFoundException";
    name = "ReplicationBackfillNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ReplicationBackfillNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ReplicationBackfillNotFoundException.prototype);
    }
}
class LayerInaccessibleException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#LayerInaccessibleException";
    name = "LayerInaccessibleException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "LayerInaccessibleException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, LayerInaccessibleException.prototype);
    }
}
class LayersNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#LayersNotFoundException";
    name = "LayersNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "LayersNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, LayersNotFoundException.prototype);
    }
}
class UnableToGetUpstreamLayerException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#UnableToGetUpstreamLayerException";
    name = "UnableToGetUpstreamLayerException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "UnableToGetUpstreamLayerException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, UnableToGetUpstreamLayerException.prototype);
    }
}
class LifecyclePolicyPreviewNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#LifecyclePolicyPreviewNotFoundException";
    name = "LifecyclePolicyPreviewNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "LifecyclePolicyPreviewNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, LifecyclePolicyPreviewNotFoundException.prototype);
    }
}
class UnableToListUpstreamImageReferrersException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#UnableToListUpstreamImageReferrersException";
    name = "UnableToListUpstreamImageReferrersException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "UnableToListUpstreamImageReferrersException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, UnableToListUpstreamImageReferrersException.prototype);
    }
}
class ImageAlreadyExistsException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ImageAlreadyExistsException";
    name = "ImageAlreadyExistsException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ImageAlreadyExistsException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ImageAlreadyExistsException.prototype);
    }
}
class ImageDigestDoesNotMatchException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ImageDigestDoesNotMatchException";
    name = "ImageDigestDoesNotMatchException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ImageDigestDoesNotMatchException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ImageDigestDoesNotMatchException.prototype);
    }
}
class ImageTagAlreadyExistsException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ImageTagAlreadyExistsException";
    name = "ImageTagAlreadyExistsException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ImageTagAlreadyExistsException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ImageTagAlreadyExistsException.prototype);
    }
}
class ReferencedImagesNotFoundException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ReferencedImagesNotFoundException";
    name = "ReferencedImagesNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ReferencedImagesNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ReferencedImagesNotFoundException.prototype);
    }
}
class BlockedByOrganizationPolicyException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#BlockedByOrganizationPolicyException";
    name = "BlockedByOrganizationPolicyException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "BlockedByOrganizationPolicyException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, BlockedByOrganizationPolicyException.prototype);
    }
}
class ExclusionAlreadyExistsException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ExclusionAlreadyExistsException";
    name = "ExclusionAlreadyExistsException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ExclusionAlreadyExistsException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ExclusionAlreadyExistsException.prototype);
    }
}
class ImageArchivedException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ImageArchivedException";
    name = "ImageArchivedException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ImageArchivedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ImageArchivedException.prototype);
    }
}
class UnsupportedImageTypeException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#UnsupportedImageTypeException";
    name = "UnsupportedImageTypeException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "UnsupportedImageTypeException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, UnsupportedImageTypeException.prototype);
    }
}
class LifecyclePolicyPreviewInProgressException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#LifecyclePolicyPreviewInProgressException";
    name = "LifecyclePolicyPreviewInProgressException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "LifecyclePolicyPreviewInProgressException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, LifecyclePolicyPreviewInProgressException.prototype);
    }
}
class ReplicationBackfillInProgressException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ReplicationBackfillInProgressException";
    name = "ReplicationBackfillInProgressException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ReplicationBackfillInProgressException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ReplicationBackfillInProgressException.prototype);
    }
}
class ReplicationBackfillInvalidStatusException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ReplicationBackfillInvalidStatusException";
    name = "ReplicationBackfillInvalidStatusException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ReplicationBackfillInvalidStatusException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ReplicationBackfillInvalidStatusException.prototype);
    }
}
class ImageStorageClassUpdateNotSupportedException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#ImageStorageClassUpdateNotSupportedException";
    name = "ImageStorageClassUpdateNotSupportedException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ImageStorageClassUpdateNotSupportedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ImageStorageClassUpdateNotSupportedException.prototype);
    }
}
class InvalidLayerPartException extends ECRServiceException {
    static shapeId = "com.amazonaws.ecr#InvalidLayerPartException";
    name = "InvalidLayerPartException";
    $fault = "client";
    registryId;
    repositoryName;
    uploadId;
    lastValidByteReceived;
    constructor(opts) {
        super({
            name: "InvalidLayerPartException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidLayerPartException.prototype);
        this.registryId = opts.registryId;
        this.repositoryName = opts.repositoryName;
        this.uploadId = opts.uploadId;
        this.lastValidByteReceived = opts.lastValidByteReceived;
    }
}

const _A = "Attribute";
const _AD = "AuthorizationData";
const _ADL = "AuthorizationDataList";
const _AECID = "AwsEcrContainerImageDetails";
const _AL = "AttributeList";
const _BBOPE = "BlockedByOrganizationPolicyException";
const _BCLA = "BatchCheckLayerAvailability";
const _BCLAR = "BatchCheckLayerAvailabilityRequest";
const _BCLARa = "BatchCheckLayerAvailabilityResponse";
const _BDI = "BatchDeleteImage";
const _BDIR = "BatchDeleteImageRequest";
const _BDIRa = "BatchDeleteImageResponse";
const _BGI = "BatchGetImage";
const _BGIR = "BatchGetImageRequest";
const _BGIRa = "BatchGetImageResponse";
const _BGRSC = "BatchGetRepositoryScanningConfiguration";
const _BGRSCR = "BatchGetRepositoryScanningConfigurationRequest";
const _BGRSCRa = "BatchGetRepositoryScanningConfigurationResponse";
const _CLU = "CompleteLayerUpload";
const _CLUR = "CompleteLayerUploadRequest";
const _CLURo = "CompleteLayerUploadResponse";
const _CPTCR = "CreatePullThroughCacheRule";
const _CPTCRR = "CreatePullThroughCacheRuleRequest";
const _CPTCRRr = "CreatePullThroughCacheRuleResponse";
const _CR = "CreateRepository";
const _CRCT = "CreateRepositoryCreationTemplate";
const _CRCTR = "CreateRepositoryCreationTemplateRequest";
const _CRCTRr = "CreateRepositoryCreationTemplateResponse";
const _CRR = "CreateRepositoryRequest";
const _CRRr = "CreateRepositoryResponse";
const _CS = "CvssScore";
const _CSA = "CvssScoreAdjustment";
const _CSAL = "CvssScoreAdjustmentList";
const _CSD = "CvssScoreDetails";
const _CSL = "CvssScoreList";
const _DI = "DescribeImages";
const _DIF = "DescribeImagesFilter";
const _DIR = "DescribeImagesRequest";
const _DIRS = "DescribeImageReplicationStatus";
const _DIRSR = "DescribeImageReplicationStatusRequest";
const _DIRSRe = "DescribeImageReplicationStatusResponse";
const _DIRe = "DescribeImagesResponse";
const _DISF = "DescribeImageScanFindings";
const _DISFR = "DescribeImageScanFindingsRequest";
const _DISFRe = "DescribeImageScanFindingsResponse";
const _DISS = "DescribeImageSigningStatus";
const _DISSR = "DescribeImageSigningStatusRequest";
const _DISSRe = "DescribeImageSigningStatusResponse";
const _DLP = "DeleteLifecyclePolicy";
const _DLPR = "DeleteLifecyclePolicyRequest";
const _DLPRe = "DeleteLifecyclePolicyResponse";
const _DPTCR = "DeletePullThroughCacheRule";
const _DPTCRR = "DeletePullThroughCacheRuleRequest";
const _DPTCRRe = "DeletePullThroughCacheRuleResponse";
const _DPTCRRes = "DescribePullThroughCacheRulesRequest";
const _DPTCRResc = "DescribePullThroughCacheRulesResponse";
const _DPTCRe = "DescribePullThroughCacheRules";
const _DPTUE = "DeregisterPullTimeUpdateExclusion";
const _DPTUER = "DeregisterPullTimeUpdateExclusionRequest";
const _DPTUERe = "DeregisterPullTimeUpdateExclusionResponse";
const _DR = "DeleteRepository";
const _DRBR = "DescribeReplicationBackfillResults";
const _DRBRR = "DescribeReplicationBackfillResultsRequest";
const _DRBRRe = "DescribeReplicationBackfillResultsResponse";
const _DRCT = "DeleteRepositoryCreationTemplate";
const _DRCTR = "DeleteRepositoryCreationTemplateRequest";
const _DRCTRe = "DeleteRepositoryCreationTemplateResponse";
const _DRCTRes = "DescribeRepositoryCreationTemplatesRequest";
const _DRCTResc = "DescribeRepositoryCreationTemplatesResponse";
const _DRCTe = "DescribeRepositoryCreationTemplates";
const _DRP = "DeleteRegistryPolicy";
const _DRPR = "DeleteRegistryPolicyRequest";
const _DRPRe = "DeleteRegistryPolicyResponse";
const _DRPRel = "DeleteRepositoryPolicyRequest";
const _DRPRele = "DeleteRepositoryPolicyResponse";
const _DRPe = "DeleteRepositoryPolicy";
const _DRR = "DeleteRepositoryRequest";
const _DRRe = "DeleteRepositoryResponse";
const _DRRes = "DescribeRegistryRequest";
const _DRResc = "DescribeRegistryResponse";
const _DRRescr = "DescribeRepositoriesRequest";
const _DRRescri = "DescribeRepositoriesResponse";
const _DRe = "DescribeRegistry";
const _DRes = "DescribeRepositories";
const _DSC = "DeleteSigningConfiguration";
const _DSCR = "DeleteSigningConfigurationRequest";
const _DSCRe = "DeleteSigningConfigurationResponse";
const _EAEE = "ExclusionAlreadyExistsException";
const _EC = "EncryptionConfiguration";
const _ECFRCT = "EncryptionConfigurationForRepositoryCreationTemplate";
const _EISF = "EnhancedImageScanFinding";
const _EISFL = "EnhancedImageScanFindingList";
const _ENFE = "ExclusionNotFoundException";
const _EUE = "EmptyUploadException";
const _GAS = "GetAccountSetting";
const _GASR = "GetAccountSettingRequest";
const _GASRe = "GetAccountSettingResponse";
const _GAT = "GetAuthorizationToken";
const _GATR = "GetAuthorizationTokenRequest";
const _GATRe = "GetAuthorizationTokenResponse";
const _GDUFL = "GetDownloadUrlForLayer";
const _GDUFLR = "GetDownloadUrlForLayerRequest";
const _GDUFLRe = "GetDownloadUrlForLayerResponse";
const _GLP = "GetLifecyclePolicy";
const _GLPP = "GetLifecyclePolicyPreview";
const _GLPPR = "GetLifecyclePolicyPreviewRequest";
const _GLPPRe = "GetLifecyclePolicyPreviewResponse";
const _GLPR = "GetLifecyclePolicyRequest";
const _GLPRe = "GetLifecyclePolicyResponse";
const _GRP = "GetRegistryPolicy";
const _GRPR = "GetRegistryPolicyRequest";
const _GRPRe = "GetRegistryPolicyResponse";
const _GRPRet = "GetRepositoryPolicyRequest";
const _GRPRete = "GetRepositoryPolicyResponse";
const _GRPe = "GetRepositoryPolicy";
const _GRSC = "GetRegistryScanningConfiguration";
const _GRSCR = "GetRegistryScanningConfigurationRequest";
const _GRSCRe = "GetRegistryScanningConfigurationResponse";
const _GSC = "GetSigningConfiguration";
const _GSCR = "GetSigningConfigurationRequest";
const _GSCRe = "GetSigningConfigurationResponse";
const _I = "Image";
const _IAE = "ImageArchivedException";
const _IAEE = "ImageAlreadyExistsException";
const _ID = "ImageDetail";
const _IDDNME = "ImageDigestDoesNotMatchException";
const _IDL = "ImageDetailList";
const _IF = "ImageFailure";
const _IFL = "ImageFailureList";
const _II = "ImageIdentifier";
const _IIL = "ImageIdentifierList";
const _IL = "ImageList";
const _ILE = "InvalidLayerException";
const _ILPE = "InvalidLayerPartException";
const _ILU = "InitiateLayerUpload";
const _ILUR = "InitiateLayerUploadRequest";
const _ILURn = "InitiateLayerUploadResponse";
const _INFE = "ImageNotFoundException";
const _IPE = "InvalidParameterException";
const _IR = "ImageReferrer";
const _IRL = "ImageReferrerList";
const _IRS = "ImageReplicationStatus";
const _IRSL = "ImageReplicationStatusList";
const _ISC = "ImageScanningConfiguration";
const _ISCUNSE = "ImageStorageClassUpdateNotSupportedException";
const _ISF = "ImageScanFinding";
const _ISFL = "ImageScanFindingList";
const _ISFS = "ImageScanFindingsSummary";
const _ISFm = "ImageScanFindings";
const _ISS = "ImageScanStatus";
const _ISSL = "ImageSigningStatusList";
const _ISSm = "ImageSigningStatus";
const _ITAEE = "ImageTagAlreadyExistsException";
const _ITMEF = "ImageTagMutabilityExclusionFilter";
const _ITMEFm = "ImageTagMutabilityExclusionFilters";
const _ITPE = "InvalidTagParameterException";
const _K = "Key";
const _KE = "KmsException";
const _L = "Layer";
const _LAEE = "LayerAlreadyExistsException";
const _LEE = "LimitExceededException";
const _LF = "LayerFailure";
const _LFL = "LayerFailureList";
const _LI = "ListImages";
const _LIE = "LayerInaccessibleException";
const _LIF = "ListImagesFilter";
const _LIR = "ListImagesRequest";
const _LIRF = "ListImageReferrersFilter";
const _LIRR = "ListImageReferrersRequest";
const _LIRRi = "ListImageReferrersResponse";
const _LIRi = "ListImagesResponse";
const _LIRis = "ListImageReferrers";
const _LL = "LayerList";
const _LNFE = "LayersNotFoundException";
const _LPNFE = "LifecyclePolicyNotFoundException";
const _LPPF = "LifecyclePolicyPreviewFilter";
const _LPPIPE = "LifecyclePolicyPreviewInProgressException";
const _LPPNFE = "LifecyclePolicyPreviewNotFoundException";
const _LPPR = "LifecyclePolicyPreviewResult";
const _LPPRL = "LifecyclePolicyPreviewResultList";
const _LPPS = "LifecyclePolicyPreviewSummary";
const _LPRA = "LifecyclePolicyRuleAction";
const _LPTSE = "LayerPartTooSmallException";
const _LPTUE = "ListPullTimeUpdateExclusions";
const _LPTUER = "ListPullTimeUpdateExclusionsRequest";
const _LPTUERi = "ListPullTimeUpdateExclusionsResponse";
const _LRB = "ListReplicationBackfills";
const _LRBR = "ListReplicationBackfillsRequest";
const _LRBRi = "ListReplicationBackfillsResponse";
const _LTFR = "ListTagsForResource";
const _LTFRR = "ListTagsForResourceRequest";
const _LTFRRi = "ListTagsForResourceResponse";
const _PAS = "PutAccountSetting";
const _PASR = "PutAccountSettingRequest";
const _PASRu = "PutAccountSettingResponse";
const _PI = "PutImage";
const _PIR = "PutImageRequest";
const _PIRu = "PutImageResponse";
const _PISC = "PutImageScanningConfiguration";
const _PISCR = "PutImageScanningConfigurationRequest";
const _PISCRu = "PutImageScanningConfigurationResponse";
const _PITM = "PutImageTagMutability";
const _PITMR = "PutImageTagMutabilityRequest";
const _PITMRu = "PutImageTagMutabilityResponse";
const _PLP = "PutLifecyclePolicy";
const _PLPR = "PutLifecyclePolicyRequest";
const _PLPRu = "PutLifecyclePolicyResponse";
const _PRC = "PutReplicationConfiguration";
const _PRCR = "PutReplicationConfigurationRequest";
const _PRCRu = "PutReplicationConfigurationResponse";
const _PRP = "PutRegistryPolicy";
const _PRPR = "PutRegistryPolicyRequest";
const _PRPRu = "PutRegistryPolicyResponse";
const _PRSC = "PutRegistryScanningConfiguration";
const _PRSCR = "PutRegistryScanningConfigurationRequest";
const _PRSCRu = "PutRegistryScanningConfigurationResponse";
const _PSC = "PutSigningConfiguration";
const _PSCR = "PutSigningConfigurationRequest";
const _PSCRu = "PutSigningConfigurationResponse";
const _PTCR = "PullThroughCacheRule";
const _PTCRAEE = "PullThroughCacheRuleAlreadyExistsException";
const _PTCRL = "PullThroughCacheRuleList";
const _PTCRNFE = "PullThroughCacheRuleNotFoundException";
const _PVD = "PackageVulnerabilityDetails";
const _R = "Recommendation";
const _RAEE = "RepositoryAlreadyExistsException";
const _RBIPE = "ReplicationBackfillInProgressException";
const _RBISE = "ReplicationBackfillInvalidStatusException";
const _RBNFE = "ReplicationBackfillNotFoundException";
const _RBP = "ReplicationBackfillProgress";
const _RBR = "ReplicationBackfillResult";
const _RBRL = "ReplicationBackfillResultList";
const _RBS = "ReplicationBackfillSummary";
const _RBSL = "ReplicationBackfillSummaryList";
const _RC = "ReplicationConfiguration";
const _RCT = "RepositoryCreationTemplate";
const _RCTL = "RepositoryCreationTemplateList";
const _RD = "ReplicationDestination";
const _RDL = "ReplicationDestinationList";
const _RDe = "ResourceDetails";
const _RF = "RepositoryFilter";
const _RFL = "RepositoryFilterList";
const _RINFE = "ReferencedImagesNotFoundException";
const _RL = "RepositoryList";
const _RLe = "ResourceList";
const _RNEE = "RepositoryNotEmptyException";
const _RNFE = "RepositoryNotFoundException";
const _RPNFE = "RegistryPolicyNotFoundException";
const _RPNFEe = "RepositoryPolicyNotFoundException";
const _RPTUE = "RegisterPullTimeUpdateExclusion";
const _RPTUER = "RegisterPullTimeUpdateExclusionRequest";
const _RPTUERe = "RegisterPullTimeUpdateExclusionResponse";
const _RR = "ReplicationRule";
const _RRL = "ReplicationRuleList";
const _RSC = "RegistryScanningConfiguration";
const _RSCF = "RepositoryScanningConfigurationFailure";
const _RSCFL = "RepositoryScanningConfigurationFailureList";
const _RSCL = "RepositoryScanningConfigurationList";
const _RSCe = "RepositoryScanningConfiguration";
const _RSR = "RegistryScanningRule";
const _RSRL = "RegistryScanningRuleList";
const _Re = "Remediation";
const _Rep = "Repository";
const _Res = "Resource";
const _SC = "SigningConfiguration";
const _SCNFE = "SigningConfigurationNotFoundException";
const _SD = "ScoreDetails";
const _SE = "ServerException";
const _SI = "SubjectIdentifier";
const _SIS = "StartImageScan";
const _SISR = "StartImageScanRequest";
const _SISRt = "StartImageScanResponse";
const _SLPP = "StartLifecyclePolicyPreview";
const _SLPPR = "StartLifecyclePolicyPreviewRequest";
const _SLPPRt = "StartLifecyclePolicyPreviewResponse";
const _SNFE = "ScanNotFoundException";
const _SNFEe = "SecretNotFoundException";
const _SR = "SigningRule";
const _SRB = "StartReplicationBackfill";
const _SRBR = "StartReplicationBackfillRequest";
const _SRBRt = "StartReplicationBackfillResponse";
const _SRBRto = "StopReplicationBackfillRequest";
const _SRBRtop = "StopReplicationBackfillResponse";
const _SRBt = "StopReplicationBackfill";
const _SRF = "ScanningRepositoryFilter";
const _SRFL = "ScanningRepositoryFilterList";
const _SRFLi = "SigningRepositoryFilterList";
const _SRFi = "SigningRepositoryFilter";
const _SRL = "SigningRuleList";
const _SRP = "SetRepositoryPolicy";
const _SRPR = "SetRepositoryPolicyRequest";
const _SRPRe = "SetRepositoryPolicyResponse";
const _T = "Tag";
const _TAEE = "TemplateAlreadyExistsException";
const _TITC = "TransitioningImageTotalCount";
const _TITCr = "TransitioningImageTotalCounts";
const _TL = "TagList";
const _TMTE = "TooManyTagsException";
const _TNFE = "TemplateNotFoundException";
const _TR = "TagResource";
const _TRR = "TagResourceRequest";
const _TRRa = "TagResourceResponse";
const _UISC = "UpdateImageStorageClass";
const _UISCR = "UpdateImageStorageClassRequest";
const _UISCRp = "UpdateImageStorageClassResponse";
const _UITE = "UnsupportedImageTypeException";
const _ULP = "UploadLayerPart";
const _ULPR = "UploadLayerPartRequest";
const _ULPRp = "UploadLayerPartResponse";
const _UNFE = "UploadNotFoundException";
const _UPTCR = "UpdatePullThroughCacheRule";
const _UPTCRR = "UpdatePullThroughCacheRuleRequest";
const _UPTCRRp = "UpdatePullThroughCacheRuleResponse";
const _UR = "UntagResource";
const _URCT = "UpdateRepositoryCreationTemplate";
const _URCTR = "UpdateRepositoryCreationTemplateRequest";
const _URCTRp = "UpdateRepositoryCreationTemplateResponse";
const _URR = "UntagResourceRequest";
const _URRn = "UntagResourceResponse";
const _UTASE = "UnableToAccessSecretException";
const _UTDSVE = "UnableToDecryptSecretValueException";
const _UTGUIE = "UnableToGetUpstreamImageException";
const _UTGULE = "UnableToGetUpstreamLayerException";
const _UTLUIRE = "UnableToListUpstreamImageReferrersException";
const _UURE = "UnsupportedUpstreamRegistryException";
const _V = "Value";
const _VE = "ValidationException";
const _VP = "VulnerablePackage";
const _VPL = "VulnerablePackagesList";
const _VPTCR = "ValidatePullThroughCacheRule";
const _VPTCRR = "ValidatePullThroughCacheRuleRequest";
const _VPTCRRa = "ValidatePullThroughCacheRuleResponse";
const _a = "architecture";
const _aAI = "awsAccountId";
const _aD = "authorizationData";
const _aECI = "awsEcrContainerImage";
const _aF = "appliedFor";
const _aMT = "acceptedMediaTypes";
const _aMTr = "artifactMediaType";
const _aRP = "appliedRulePriority";
const _aS = "artifactStatus";
const _aSF = "appliedScanFilters";
const _aT = "authorizationToken";
const _aTr = "artifactType";
const _aTrt = "artifactTypes";
const _ac = "action";
const _ad = "adjustments";
const _an = "annotations";
const _ar = "arch";
const _at = "attributes";
const _au = "author";
const _b = "backfills";
const _bS = "baseScore";
const _c = "client";
const _cA = "credentialArn";
const _cAr = "createdAt";
const _cRA = "customRoleArn";
const _cRC = "completedReplicationCount";
const _cv = "cvss";
const _d = "description";
const _dU = "downloadUrl";
const _de = "destination";
const _des = "destinations";
const _det = "details";
const _di = "digest";
const _e = "error";
const _eA = "expiresAt";
const _eAn = "endedAt";
const _eAx = "exploitAvailable";
const _eC = "encryptionConfiguration";
const _eF = "enhancedFindings";
const _eITC = "expiringImageTotalCount";
const _eRP = "ecrRepositoryPrefix";
const _eRPc = "ecrRepositoryPrefixes";
const _eT = "encryptionType";
const _ep = "epoch";
const _f = "failures";
const _fA = "findingArn";
const _fAi = "fixAvailable";
const _fC = "failureCode";
const _fCa = "failureCodes";
const _fIV = "fixedInVersion";
const _fOA = "firstObservedAt";
const _fP = "filePath";
const _fR = "failureReason";
const _fRC = "failedReplicationCount";
const _fSC = "findingSeverityCounts";
const _fT = "filterType";
const _fa = "failure";
const _fi = "filter";
const _fin = "findings";
const _fo = "force";
const _hE = "httpError";
const _i = "images";
const _iD = "imageDetails";
const _iDm = "imageDigest";
const _iH = "imageHash";
const _iI = "imageIds";
const _iIm = "imageId";
const _iM = "imageManifest";
const _iMMT = "imageManifestMediaType";
const _iPA = "imagePushedAt";
const _iS = "imageStatus";
const _iSC = "imageScanningConfiguration";
const _iSCA = "imageScanCompletedAt";
const _iSF = "imageScanFindings";
const _iSFS = "imageScanFindingsSummary";
const _iSIB = "imageSizeInBytes";
const _iSS = "imageScanStatus";
const _iT = "imageTags";
const _iTC = "imageTotalCount";
const _iTM = "imageTagMutability";
const _iTMEF = "imageTagMutabilityExclusionFilters";
const _iTm = "imageTag";
const _iUC = "inUseCount";
const _iV = "isValid";
const _id = "id";
const _im = "image";
const _k = "key";
const _kE = "kmsError";
const _kK = "kmsKey";
const _l = "layers";
const _lA = "layerAvailability";
const _lAA = "lastArchivedAt";
const _lAAa = "lastActivatedAt";
const _lBR = "lastByteReceived";
const _lD = "layerDigests";
const _lDa = "layerDigest";
const _lEA = "lastEvaluatedAt";
const _lIUA = "lastInUseAt";
const _lOA = "lastObservedAt";
const _lP = "lifecyclePolicy";
const _lPB = "layerPartBlob";
const _lPT = "lifecyclePolicyText";
const _lRPT = "lastRecordedPullTime";
const _lS = "layerSize";
const _lVBR = "lastValidByteReceived";
const _m = "message";
const _mR = "maxResults";
const _mT = "mediaType";
const _me = "metric";
const _n = "name";
const _nT = "nextToken";
const _p = "platform";
const _pA = "pushedAt";
const _pAr = "principalArn";
const _pE = "proxyEndpoint";
const _pFB = "partFirstByte";
const _pLB = "partLastByte";
const _pM = "packageManager";
const _pR = "previewResults";
const _pS = "partSize";
const _pT = "policyText";
const _pTCR = "pullThroughCacheRules";
const _pTUE = "pullTimeUpdateExclusions";
const _pVD = "packageVulnerabilityDetails";
const _pr = "prefix";
const _pre = "prefixes";
const _pro = "progress";
const _r = "registry";
const _rA = "resourceArn";
const _rAe = "repositoryArn";
const _rBI = "replicationBackfillId";
const _rC = "replicationConfiguration";
const _rCT = "repositoryCreationTemplate";
const _rCTe = "repositoryCreationTemplates";
const _rF = "repositoryFilters";
const _rI = "registryId";
const _rIe = "registryIds";
const _rN = "repositoryName";
const _rNe = "repositoryNames";
const _rP = "repositoryPolicy";
const _rS = "replicationStatuses";
const _rSC = "registryScanningConfiguration";
const _rSF = "resultStatusFilter";
const _rT = "resourceTags";
const _rU = "referenceUrls";
const _rUe = "repositoryUri";
const _rV = "relatedVulnerabilities";
const _re = "repository";
const _rea = "reason";
const _rec = "recommendation";
const _ref = "referrers";
const _reg = "region";
const _rel = "release";
const _rem = "remediation";
const _rep = "repositories";
const _res = "results";
const _reso = "resources";
const _ru = "rules";
const _s = "smithy.ts.sdk.synthetic.com.amazonaws.ecr";
const _sA = "startedAt";
const _sC = "scanningConfigurations";
const _sCc = "scanningConfiguration";
const _sCi = "signingConfiguration";
const _sCt = "storageClass";
const _sD = "scoreDetails";
const _sF = "scanFrequency";
const _sI = "subjectId";
const _sIFC = "subImageFailureCodes";
const _sLH = "sourceLayerHash";
const _sMD = "subjectManifestDigest";
const _sOP = "scanOnPush";
const _sPA = "signingProfileArn";
const _sS = "scoreSource";
const _sSi = "signingStatuses";
const _sT = "scanType";
const _sU = "sourceUrl";
const _sV = "scoringVector";
const _sc = "score";
const _se = "server";
const _sev = "severity";
const _si = "size";
const _so = "source";
const _st = "status";
const _su = "summary";
const _t = "tags";
const _tITC = "transitioningImageTotalCounts";
const _tK = "tagKeys";
const _tRC = "totalReplicationCount";
const _tS = "tagStatus";
const _tSC = "targetStorageClass";
const _te = "text";
const _ti = "title";
const _ty = "type";
const _u = "uri";
const _uA = "updatedAt";
const _uI = "uploadId";
const _uR = "upstreamRegistry";
const _uRP = "upstreamRepositoryPrefix";
const _uRU = "upstreamRegistryUrl";
const _ur = "url";
const _v = "value";
const _vCA = "vendorCreatedAt";
const _vI = "vulnerabilityId";
const _vP = "vulnerablePackages";
const _vS = "vendorSeverity";
const _vSUA = "vulnerabilitySourceUpdatedAt";
const _vUA = "vendorUpdatedAt";
const _ve = "version";
const n0 = "com.amazonaws.ecr";
const _s_registry = new TypeRegistry(_s);
var ECRServiceException$ = [-3, _s, "ECRServiceException", 0, [], []];
_s_registry.registerError(ECRServiceException$, ECRServiceException);
const n0_registry = new TypeRegistry(n0);
var BlockedByOrganizationPolicyException$ = [-3, n0, _BBOPE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(BlockedByOrganizationPolicyException$, BlockedByOrganizationPolicyException);
var EmptyUploadException$ = [-3, n0, _EUE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(EmptyUploadException$, EmptyUploadException);
var ExclusionAlreadyExistsException$ = [-3, n0, _EAEE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ExclusionAlreadyExistsException$, ExclusionAlreadyExistsException);
var ExclusionNotFoundException$ = [-3, n0, _ENFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ExclusionNotFoundException$, ExclusionNotFoundException);
var ImageAlreadyExistsException$ = [-3, n0, _IAEE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ImageAlreadyExistsException$, ImageAlreadyExistsException);
var ImageArchivedException$ = [-3, n0, _IAE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ImageArchivedException$, ImageArchivedException);
var ImageDigestDoesNotMatchException$ = [-3, n0, _IDDNME,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ImageDigestDoesNotMatchException$, ImageDigestDoesNotMatchException);
var ImageNotFoundException$ = [-3, n0, _INFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ImageNotFoundException$, ImageNotFoundException);
var ImageStorageClassUpdateNotSupportedException$ = [-3, n0, _ISCUNSE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ImageStorageClassUpdateNotSupportedException$, ImageStorageClassUpdateNotSupportedException);
var ImageTagAlreadyExistsException$ = [-3, n0, _ITAEE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ImageTagAlreadyExistsException$, ImageTagAlreadyExistsException);
var InvalidLayerException$ = [-3, n0, _ILE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(InvalidLayerException$, InvalidLayerException);
var InvalidLayerPartException$ = [-3, n0, _ILPE,
    { [_e]: _c },
    [_rI, _rN, _uI, _lVBR, _m],
    [0, 0, 0, 1, 0]
];
n0_registry.registerError(InvalidLayerPartException$, InvalidLayerPartException);
var InvalidParameterException$ = [-3, n0, _IPE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(InvalidParameterException$, InvalidParameterException);
var InvalidTagParameterException$ = [-3, n0, _ITPE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(InvalidTagParameterException$, InvalidTagParameterException);
var KmsException$ = [-3, n0, _KE,
    { [_e]: _c },
    [_m, _kE],
    [0, 0]
];
n0_registry.registerError(KmsException$, KmsException);
var LayerAlreadyExistsException$ = [-3, n0, _LAEE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(LayerAlreadyExistsException$, LayerAlreadyExistsException);
var LayerInaccessibleException$ = [-3, n0, _LIE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(LayerInaccessibleException$, LayerInaccessibleException);
var LayerPartTooSmallException$ = [-3, n0, _LPTSE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(LayerPartTooSmallException$, LayerPartTooSmallException);
var LayersNotFoundException$ = [-3, n0, _LNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(LayersNotFoundException$, LayersNotFoundException);
var LifecyclePolicyNotFoundException$ = [-3, n0, _LPNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(LifecyclePolicyNotFoundException$, LifecyclePolicyNotFoundException);
var LifecyclePolicyPreviewInProgressException$ = [-3, n0, _LPPIPE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(LifecyclePolicyPreviewInProgressException$, LifecyclePolicyPreviewInProgressException);
var LifecyclePolicyPreviewNotFoundException$ = [-3, n0, _LPPNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(LifecyclePolicyPreviewNotFoundException$, LifecyclePolicyPreviewNotFoundException);
var LimitExceededException$ = [-3, n0, _LEE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(LimitExceededException$, LimitExceededException);
var PullThroughCacheRuleAlreadyExistsException$ = [-3, n0, _PTCRAEE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(PullThroughCacheRuleAlreadyExistsException$, PullThroughCacheRuleAlreadyExistsException);
var PullThroughCacheRuleNotFoundException$ = [-3, n0, _PTCRNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(PullThroughCacheRuleNotFoundException$, PullThroughCacheRuleNotFoundException);
var ReferencedImagesNotFoundException$ = [-3, n0, _RINFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ReferencedImagesNotFoundException$, ReferencedImagesNotFoundException);
var RegistryPolicyNotFoundException$ = [-3, n0, _RPNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(RegistryPolicyNotFoundException$, RegistryPolicyNotFoundException);
var ReplicationBackfillInProgressException$ = [-3, n0, _RBIPE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ReplicationBackfillInProgressException$, ReplicationBackfillInProgressException);
var ReplicationBackfillInvalidStatusException$ = [-3, n0, _RBISE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ReplicationBackfillInvalidStatusException$, ReplicationBackfillInvalidStatusException);
var ReplicationBackfillNotFoundException$ = [-3, n0, _RBNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ReplicationBackfillNotFoundException$, ReplicationBackfillNotFoundException);
var RepositoryAlreadyExistsException$ = [-3, n0, _RAEE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(RepositoryAlreadyExistsException$, RepositoryAlreadyExistsException);
var RepositoryNotEmptyException$ = [-3, n0, _RNEE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(RepositoryNotEmptyException$, RepositoryNotEmptyException);
var RepositoryNotFoundException$ = [-3, n0, _RNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(RepositoryNotFoundException$, RepositoryNotFoundException);
var RepositoryPolicyNotFoundException$ = [-3, n0, _RPNFEe,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(RepositoryPolicyNotFoundException$, RepositoryPolicyNotFoundException);
var ScanNotFoundException$ = [-3, n0, _SNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ScanNotFoundException$, ScanNotFoundException);
var SecretNotFoundException$ = [-3, n0, _SNFEe,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(SecretNotFoundException$, SecretNotFoundException);
var ServerException$ = [-3, n0, _SE,
    { [_e]: _se },
    [_m],
    [0]
];
n0_registry.registerError(ServerException$, ServerException);
var SigningConfigurationNotFoundException$ = [-3, n0, _SCNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(SigningConfigurationNotFoundException$, SigningConfigurationNotFoundException);
var TemplateAlreadyExistsException$ = [-3, n0, _TAEE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(TemplateAlreadyExistsException$, TemplateAlreadyExistsException);
var TemplateNotFoundException$ = [-3, n0, _TNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(TemplateNotFoundException$, TemplateNotFoundException);
var TooManyTagsException$ = [-3, n0, _TMTE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(TooManyTagsException$, TooManyTagsException);
var UnableToAccessSecretException$ = [-3, n0, _UTASE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(UnableToAccessSecretException$, UnableToAccessSecretException);
var UnableToDecryptSecretValueException$ = [-3, n0, _UTDSVE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(UnableToDecryptSecretValueException$, UnableToDecryptSecretValueException);
var UnableToGetUpstreamImageException$ = [-3, n0, _UTGUIE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(UnableToGetUpstreamImageException$, UnableToGetUpstreamImageException);
var UnableToGetUpstreamLayerException$ = [-3, n0, _UTGULE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(UnableToGetUpstreamLayerException$, UnableToGetUpstreamLayerException);
var UnableToListUpstreamImageReferrersException$ = [-3, n0, _UTLUIRE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(UnableToListUpstreamImageReferrersException$, UnableToListUpstreamImageReferrersException);
var UnsupportedImageTypeException$ = [-3, n0, _UITE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(UnsupportedImageTypeException$, UnsupportedImageTypeException);
var UnsupportedUpstreamRegistryException$ = [-3, n0, _UURE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(UnsupportedUpstreamRegistryException$, UnsupportedUpstreamRegistryException);
var UploadNotFoundException$ = [-3, n0, _UNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(UploadNotFoundException$, UploadNotFoundException);
var ValidationException$ = [-3, n0, _VE,
    { [_e]: _c, [_hE]: 400 },
    [_m],
    [0]
];
n0_registry.registerError(ValidationException$, ValidationException);
const errorTypeRegistries = [
    _s_registry,
    n0_registry,
];
var Attribute$ = [3, n0, _A,
    0,
    [_k, _v],
    [0, 0], 1
];
var AuthorizationData$ = [3, n0, _AD,
    0,
    [_aT, _eA, _pE],
    [0, 4, 0]
];
var AwsEcrContainerImageDetails$ = [3, n0, _AECID,
    0,
    [_a, _au, _iH, _iT, _p, _pA, _lIUA, _iUC, _r, _rN],
    [0, 0, 0, 64 | 0, 0, 4, 4, 1, 0, 0]
];
var BatchCheckLayerAvailabilityRequest$ = [3, n0, _BCLAR,
    0,
    [_rN, _lD, _rI],
    [0, 64 | 0, 0], 2
];
var BatchCheckLayerAvailabilityResponse$ = [3, n0, _BCLARa,
    0,
    [_l, _f],
    [() => LayerList, () => LayerFailureList]
];
var BatchDeleteImageRequest$ = [3, n0, _BDIR,
    0,
    [_rN, _iI, _rI],
    [0, () => ImageIdentifierList, 0], 2
];
var BatchDeleteImageResponse$ = [3, n0, _BDIRa,
    0,
    [_iI, _f],
    [() => ImageIdentifierList, () => ImageFailureList]
];
var BatchGetImageRequest$ = [3, n0, _BGIR,
    0,
    [_rN, _iI, _rI, _aMT],
    [0, () => ImageIdentifierList, 0, 64 | 0], 2
];
var BatchGetImageResponse$ = [3, n0, _BGIRa,
    0,
    [_i, _f],
    [() => ImageList, () => ImageFailureList]
];
var BatchGetRepositoryScanningConfigurationRequest$ = [3, n0, _BGRSCR,
    0,
    [_rNe],
    [64 | 0], 1
];
var BatchGetRepositoryScanningConfigurationResponse$ = [3, n0, _BGRSCRa,
    0,
    [_sC, _f],
    [() => RepositoryScanningConfigurationList, () => RepositoryScanningConfigurationFailureList]
];
var CompleteLayerUploadRequest$ = [3, n0, _CLUR,
    0,
    [_rN, _uI, _lD, _rI],
    [0, 0, 64 | 0, 0], 3
];
var CompleteLayerUploadResponse$ = [3, n0, _CLURo,
    0,
    [_rI, _rN, _uI, _lDa],
    [0, 0, 0, 0]
];
var CreatePullThroughCacheRuleRequest$ = [3, n0, _CPTCRR,
    0,
    [_eRP, _uRU, _rI, _uR, _cA, _cRA, _uRP],
    [0, 0, 0, 0, 0, 0, 0], 2
];
var CreatePullThroughCacheRuleResponse$ = [3, n0, _CPTCRRr,
    0,
    [_eRP, _uRU, _cAr, _rI, _uR, _cA, _cRA, _uRP],
    [0, 0, 4, 0, 0, 0, 0, 0]
];
var CreateRepositoryCreationTemplateRequest$ = [3, n0, _CRCTR,
    0,
    [_pr, _aF, _d, _eC, _rT, _iTM, _iTMEF, _rP, _lP, _cRA],
    [0, 64 | 0, 0, () => EncryptionConfigurationForRepositoryCreationTemplate$, () => TagList, 0, () => ImageTagMutabilityExclusionFilters, 0, 0, 0], 2
];
var CreateRepositoryCreationTemplateResponse$ = [3, n0, _CRCTRr,
    0,
    [_rI, _rCT],
    [0, () => RepositoryCreationTemplate$]
];
var CreateRepositoryRequest$ = [3, n0, _CRR,
    0,
    [_rN, _rI, _t, _iTM, _iTMEF, _iSC, _eC],
    [0, 0, () => TagList, 0, () => ImageTagMutabilityExclusionFilters, () => ImageScanningConfiguration$, () => EncryptionConfiguration$], 1
];
var CreateRepositoryResponse$ = [3, n0, _CRRr,
    0,
    [_re],
    [() => Repository$]
];
var CvssScore$ = [3, n0, _CS,
    0,
    [_bS, _sV, _so, _ve],
    [1, 0, 0, 0]
];
var CvssScoreAdjustment$ = [3, n0, _CSA,
    0,
    [_me, _rea],
    [0, 0]
];
var CvssScoreDetails$ = [3, n0, _CSD,
    0,
    [_ad, _sc, _sS, _sV, _ve],
    [() => CvssScoreAdjustmentList, 1, 0, 0, 0]
];
var DeleteLifecyclePolicyRequest$ = [3, n0, _DLPR,
    0,
    [_rN, _rI],
    [0, 0], 1
];
var DeleteLifecyclePolicyResponse$ = [3, n0, _DLPRe,
    0,
    [_rI, _rN, _lPT, _lEA],
    [0, 0, 0, 4]
];
var DeletePullThroughCacheRuleRequest$ = [3, n0, _DPTCRR,
    0,
    [_eRP, _rI],
    [0, 0], 1
];
var DeletePullThroughCacheRuleResponse$ = [3, n0, _DPTCRRe,
    0,
    [_eRP, _uRU, _cAr, _rI, _cA, _cRA, _uRP],
    [0, 0, 4, 0, 0, 0, 0]
];
var DeleteRegistryPolicyRequest$ = [3, n0, _DRPR,
    0,
    [],
    []
];
var DeleteRegistryPolicyResponse$ = [3, n0, _DRPRe,
    0,
    [_rI, _pT],
    [0, 0]
];
var DeleteRepositoryCreationTemplateRequest$ = [3, n0, _DRCTR,
    0,
    [_pr],
    [0], 1
];
var DeleteRepositoryCreationTemplateResponse$ = [3, n0, _DRCTRe,
    0,
    [_rI, _rCT],
    [0, () => RepositoryCreationTemplate$]
];
var DeleteRepositoryPolicyRequest$ = [3, n0, _DRPRel,
    0,
    [_rN, _rI],
    [0, 0], 1
];
var DeleteRepositoryPolicyResponse$ = [3, n0, _DRPRele,
    0,
    [_rI, _rN, _pT],
    [0, 0, 0]
];
var DeleteRepositoryRequest$ = [3, n0, _DRR,
    0,
    [_rN, _rI, _fo],
    [0, 0, 2], 1
];
var DeleteRepositoryResponse$ = [3, n0, _DRRe,
    0,
    [_re],
    [() => Repository$]
];
var DeleteSigningConfigurationRequest$ = [3, n0, _DSCR,
    0,
    [],
    []
];
var DeleteSigningConfigurationResponse$ = [3, n0, _DSCRe,
    0,
    [_rI, _sCi],
    [0, () => SigningConfiguration$]
];
var DeregisterPullTimeUpdateExclusionRequest$ = [3, n0, _DPTUER,
    0,
    [_pAr],
    [0], 1
];
var DeregisterPullTimeUpdateExclusionResponse$ = [3, n0, _DPTUERe,
    0,
    [_pAr],
    [0]
];
var DescribeImageReplicationStatusRequest$ = [3, n0, _DIRSR,
    0,
    [_rN, _iIm, _rI],
    [0, () => ImageIdentifier$, 0], 2
];
var DescribeImageReplicationStatusResponse$ = [3, n0, _DIRSRe,
    0,
    [_rN, _iIm, _rS],
    [0, () => ImageIdentifier$, () => ImageReplicationStatusList]
];
var DescribeImageScanFindingsRequest$ = [3, n0, _DISFR,
    0,
    [_rN, _iIm, _rI, _nT, _mR],
    [0, () => ImageIdentifier$, 0, 0, 1], 2
];
var DescribeImageScanFindingsResponse$ = [3, n0, _DISFRe,
    0,
    [_rI, _rN, _iIm, _iSS, _iSF, _nT],
    [0, 0, () => ImageIdentifier$, () => ImageScanStatus$, () => ImageScanFindings$, 0]
];
var DescribeImagesFilter$ = [3, n0, _DIF,
    0,
    [_tS, _iS],
    [0, 0]
];
var DescribeImageSigningStatusRequest$ = [3, n0, _DISSR,
    0,
    [_rN, _iIm, _rI],
    [0, () => ImageIdentifier$, 0], 2
];
var DescribeImageSigningStatusResponse$ = [3, n0, _DISSRe,
    0,
    [_rN, _iIm, _rI, _sSi],
    [0, () => ImageIdentifier$, 0, () => ImageSigningStatusList]
];
var DescribeImagesRequest$ = [3, n0, _DIR,
    0,
    [_rN, _rI, _iI, _nT, _mR, _fi],
    [0, 0, () => ImageIdentifierList, 0, 1, () => DescribeImagesFilter$], 1
];
var DescribeImagesResponse$ = [3, n0, _DIRe,
    0,
    [_iD, _nT],
    [() => ImageDetailList, 0]
];
var DescribePullThroughCacheRulesRequest$ = [3, n0, _DPTCRRes,
    0,
    [_rI, _eRPc, _nT, _mR],
    [0, 64 | 0, 0, 1]
];
var DescribePullThroughCacheRulesResponse$ = [3, n0, _DPTCRResc,
    0,
    [_pTCR, _nT],
    [() => PullThroughCacheRuleList, 0]
];
var DescribeRegistryRequest$ = [3, n0, _DRRes,
    0,
    [],
    []
];
var DescribeRegistryResponse$ = [3, n0, _DRResc,
    0,
    [_rI, _rC],
    [0, () => ReplicationConfiguration$]
];
var DescribeReplicationBackfillResultsRequest$ = [3, n0, _DRBRR,
    0,
    [_rBI, _rI, _rSF, _mR, _nT],
    [0, 0, 0, 1, 0], 1
];
var DescribeReplicationBackfillResultsResponse$ = [3, n0, _DRBRRe,
    0,
    [_rI, _rBI, _de, _st, _fC, _pro, _res, _sA, _eAn, _nT],
    [0, 0, () => ReplicationDestination$, 0, 0, () => ReplicationBackfillProgress$, () => ReplicationBackfillResultList, 4, 4, 0]
];
var DescribeRepositoriesRequest$ = [3, n0, _DRRescr,
    0,
    [_rI, _rNe, _nT, _mR],
    [0, 64 | 0, 0, 1]
];
var DescribeRepositoriesResponse$ = [3, n0, _DRRescri,
    0,
    [_rep, _nT],
    [() => RepositoryList, 0]
];
var DescribeRepositoryCreationTemplatesRequest$ = [3, n0, _DRCTRes,
    0,
    [_pre, _nT, _mR],
    [64 | 0, 0, 1]
];
var DescribeRepositoryCreationTemplatesResponse$ = [3, n0, _DRCTResc,
    0,
    [_rI, _rCTe, _nT],
    [0, () => RepositoryCreationTemplateList, 0]
];
var EncryptionConfiguration$ = [3, n0, _EC,
    0,
    [_eT, _kK],
    [0, 0], 1
];
var EncryptionConfigurationForRepositoryCreationTemplate$ = [3, n0, _ECFRCT,
    0,
    [_eT, _kK],
    [0, 0], 1
];
var EnhancedImageScanFinding$ = [3, n0, _EISF,
    0,
    [_aAI, _d, _fA, _fOA, _lOA, _pVD, _rem, _reso, _sc, _sD, _sev, _st, _ti, _ty, _uA, _fAi, _eAx],
    [0, 0, 0, 4, 4, () => PackageVulnerabilityDetails$, () => Remediation$, () => ResourceList, 1, () => ScoreDetails$, 0, 0, 0, 0, 4, 0, 0]
];
var GetAccountSettingRequest$ = [3, n0, _GASR,
    0,
    [_n],
    [0], 1
];
var GetAccountSettingResponse$ = [3, n0, _GASRe,
    0,
    [_n, _v],
    [0, 0]
];
var GetAuthorizationTokenRequest$ = [3, n0, _GATR,
    0,
    [_rIe],
    [64 | 0]
];
var GetAuthorizationTokenResponse$ = [3, n0, _GATRe,
    0,
    [_aD],
    [() => AuthorizationDataList]
];
var GetDownloadUrlForLayerRequest$ = [3, n0, _GDUFLR,
    0,
    [_rN, _lDa, _rI],
    [0, 0, 0], 2
];
var GetDownloadUrlForLayerResponse$ = [3, n0, _GDUFLRe,
    0,
    [_dU, _lDa],
    [0, 0]
];
var GetLifecyclePolicyPreviewRequest$ = [3, n0, _GLPPR,
    0,
    [_rN, _rI, _iI, _nT, _mR, _fi],
    [0, 0, () => ImageIdentifierList, 0, 1, () => LifecyclePolicyPreviewFilter$], 1
];
var GetLifecyclePolicyPreviewResponse$ = [3, n0, _GLPPRe,
    0,
    [_rI, _rN, _lPT, _st, _nT, _pR, _su],
    [0, 0, 0, 0, 0, () => LifecyclePolicyPreviewResultList, () => LifecyclePolicyPreviewSummary$]
];
var GetLifecyclePolicyRequest$ = [3, n0, _GLPR,
    0,
    [_rN, _rI],
    [0, 0], 1
];
var GetLifecyclePolicyResponse$ = [3, n0, _GLPRe,
    0,
    [_rI, _rN, _lPT, _lEA],
    [0, 0, 0, 4]
];
var GetRegistryPolicyRequest$ = [3, n0, _GRPR,
    0,
    [],
    []
];
var GetRegistryPolicyResponse$ = [3, n0, _GRPRe,
    0,
    [_rI, _pT],
    [0, 0]
];
var GetRegistryScanningConfigurationRequest$ = [3, n0, _GRSCR,
    0,
    [],
    []
];
var GetRegistryScanningConfigurationResponse$ = [3, n0, _GRSCRe,
    0,
    [_rI, _sCc],
    [0, () => RegistryScanningConfiguration$]
];
var GetRepositoryPolicyRequest$ = [3, n0, _GRPRet,
    0,
    [_rN, _rI],
    [0, 0], 1
];
var GetRepositoryPolicyResponse$ = [3, n0, _GRPRete,
    0,
    [_rI, _rN, _pT],
    [0, 0, 0]
];
var GetSigningConfigurationRequest$ = [3, n0, _GSCR,
    0,
    [],
    []
];
var GetSigningConfigurationResponse$ = [3, n0, _GSCRe,
    0,
    [_rI, _sCi],
    [0, () => SigningConfiguration$]
];
var Image$ = [3, n0, _I,
    0,
    [_rI, _rN, _iIm, _iM, _iMMT],
    [0, 0, () => ImageIdentifier$, 0, 0]
];
var ImageDetail$ = [3, n0, _ID,
    0,
    [_rI, _rN, _iDm, _iT, _iSIB, _iPA, _iSS, _iSFS, _iMMT, _aMTr, _lRPT, _sMD, _iS, _lAA, _lAAa],
    [0, 0, 0, 64 | 0, 1, 4, () => ImageScanStatus$, () => ImageScanFindingsSummary$, 0, 0, 4, 0, 0, 4, 4]
];
var ImageFailure$ = [3, n0, _IF,
    0,
    [_iIm, _fC, _fR],
    [() => ImageIdentifier$, 0, 0]
];
var ImageIdentifier$ = [3, n0, _II,
    0,
    [_iDm, _iTm],
    [0, 0]
];
var ImageReferrer$ = [3, n0, _IR,
    0,
    [_di, _mT, _si, _aTr, _an, _aS],
    [0, 0, 1, 0, 128 | 0, 0], 3
];
var ImageReplicationStatus$ = [3, n0, _IRS,
    0,
    [_reg, _rI, _st, _fC],
    [0, 0, 0, 0]
];
var ImageScanFinding$ = [3, n0, _ISF,
    0,
    [_n, _d, _u, _sev, _at],
    [0, 0, 0, 0, () => AttributeList]
];
var ImageScanFindings$ = [3, n0, _ISFm,
    0,
    [_iSCA, _vSUA, _fSC, _fin, _eF],
    [4, 4, 128 | 1, () => ImageScanFindingList, () => EnhancedImageScanFindingList]
];
var ImageScanFindingsSummary$ = [3, n0, _ISFS,
    0,
    [_iSCA, _vSUA, _fSC],
    [4, 4, 128 | 1]
];
var ImageScanningConfiguration$ = [3, n0, _ISC,
    0,
    [_sOP],
    [2]
];
var ImageScanStatus$ = [3, n0, _ISS,
    0,
    [_st, _d],
    [0, 0]
];
var ImageSigningStatus$ = [3, n0, _ISSm,
    0,
    [_sPA, _fC, _fR, _st],
    [0, 0, 0, 0]
];
var ImageTagMutabilityExclusionFilter$ = [3, n0, _ITMEF,
    0,
    [_fT, _fi],
    [0, 0], 2
];
var InitiateLayerUploadRequest$ = [3, n0, _ILUR,
    0,
    [_rN, _rI],
    [0, 0], 1
];
var InitiateLayerUploadResponse$ = [3, n0, _ILURn,
    0,
    [_uI, _pS],
    [0, 1]
];
var Layer$ = [3, n0, _L,
    0,
    [_lDa, _lA, _lS, _mT],
    [0, 0, 1, 0]
];
var LayerFailure$ = [3, n0, _LF,
    0,
    [_lDa, _fC, _fR],
    [0, 0, 0]
];
var LifecyclePolicyPreviewFilter$ = [3, n0, _LPPF,
    0,
    [_tS],
    [0]
];
var LifecyclePolicyPreviewResult$ = [3, n0, _LPPR,
    0,
    [_iT, _iDm, _iPA, _ac, _aRP, _sCt],
    [64 | 0, 0, 4, () => LifecyclePolicyRuleAction$, 1, 0]
];
var LifecyclePolicyPreviewSummary$ = [3, n0, _LPPS,
    0,
    [_eITC, _tITC],
    [1, () => TransitioningImageTotalCounts]
];
var LifecyclePolicyRuleAction$ = [3, n0, _LPRA,
    0,
    [_ty, _tSC],
    [0, 0]
];
var ListImageReferrersFilter$ = [3, n0, _LIRF,
    0,
    [_aTrt, _aS],
    [64 | 0, 0]
];
var ListImageReferrersRequest$ = [3, n0, _LIRR,
    0,
    [_rN, _sI, _rI, _fi, _nT, _mR],
    [0, () => SubjectIdentifier$, 0, () => ListImageReferrersFilter$, 0, 1], 2
];
var ListImageReferrersResponse$ = [3, n0, _LIRRi,
    0,
    [_ref, _nT],
    [() => ImageReferrerList, 0]
];
var ListImagesFilter$ = [3, n0, _LIF,
    0,
    [_tS, _iS],
    [0, 0]
];
var ListImagesRequest$ = [3, n0, _LIR,
    0,
    [_rN, _rI, _nT, _mR, _fi],
    [0, 0, 0, 1, () => ListImagesFilter$], 1
];
var ListImagesResponse$ = [3, n0, _LIRi,
    0,
    [_iI, _nT],
    [() => ImageIdentifierList, 0]
];
var ListPullTimeUpdateExclusionsRequest$ = [3, n0, _LPTUER,
    0,
    [_mR, _nT],
    [1, 0]
];
var ListPullTimeUpdateExclusionsResponse$ = [3, n0, _LPTUERi,
    0,
    [_pTUE, _nT],
    [64 | 0, 0]
];
var ListReplicationBackfillsRequest$ = [3, n0, _LRBR,
    0,
    [_rI, _mR, _nT],
    [0, 1, 0]
];
var ListReplicationBackfillsResponse$ = [3, n0, _LRBRi,
    0,
    [_rI, _b, _nT],
    [0, () => ReplicationBackfillSummaryList, 0]
];
var ListTagsForResourceRequest$ = [3, n0, _LTFRR,
    0,
    [_rA],
    [0], 1
];
var ListTagsForResourceResponse$ = [3, n0, _LTFRRi,
    0,
    [_t],
    [() => TagList]
];
var PackageVulnerabilityDetails$ = [3, n0, _PVD,
    0,
    [_cv, _rU, _rV, _so, _sU, _vCA, _vS, _vUA, _vI, _vP],
    [() => CvssScoreList, 64 | 0, 64 | 0, 0, 0, 4, 0, 4, 0, () => VulnerablePackagesList]
];
var PullThroughCacheRule$ = [3, n0, _PTCR,
    0,
    [_eRP, _uRU, _cAr, _rI, _cA, _cRA, _uRP, _uR, _uA],
    [0, 0, 4, 0, 0, 0, 0, 0, 4]
];
var PutAccountSettingRequest$ = [3, n0, _PASR,
    0,
    [_n, _v],
    [0, 0], 2
];
var PutAccountSettingResponse$ = [3, n0, _PASRu,
    0,
    [_n, _v],
    [0, 0]
];
var PutImageRequest$ = [3, n0, _PIR,
    0,
    [_rN, _iM, _rI, _iMMT, _iTm, _iDm],
    [0, 0, 0, 0, 0, 0], 2
];
var PutImageResponse$ = [3, n0, _PIRu,
    0,
    [_im],
    [() => Image$]
];
var PutImageScanningConfigurationRequest$ = [3, n0, _PISCR,
    0,
    [_rN, _iSC, _rI],
    [0, () => ImageScanningConfiguration$, 0], 2
];
var PutImageScanningConfigurationResponse$ = [3, n0, _PISCRu,
    0,
    [_rI, _rN, _iSC],
    [0, 0, () => ImageScanningConfiguration$]
];
var PutImageTagMutabilityRequest$ = [3, n0, _PITMR,
    0,
    [_rN, _iTM, _rI, _iTMEF],
    [0, 0, 0, () => ImageTagMutabilityExclusionFilters], 2
];
var PutImageTagMutabilityResponse$ = [3, n0, _PITMRu,
    0,
    [_rI, _rN, _iTM, _iTMEF],
    [0, 0, 0, () => ImageTagMutabilityExclusionFilters]
];
var PutLifecyclePolicyRequest$ = [3, n0, _PLPR,
    0,
    [_rN, _lPT, _rI],
    [0, 0, 0], 2
];
var PutLifecyclePolicyResponse$ = [3, n0, _PLPRu,
    0,
    [_rI, _rN, _lPT],
    [0, 0, 0]
];
var PutRegistryPolicyRequest$ = [3, n0, _PRPR,
    0,
    [_pT],
    [0], 1
];
var PutRegistryPolicyResponse$ = [3, n0, _PRPRu,
    0,
    [_rI, _pT],
    [0, 0]
];
var PutRegistryScanningConfigurationRequest$ = [3, n0, _PRSCR,
    0,
    [_sT, _ru],
    [0, () => RegistryScanningRuleList]
];
var PutRegistryScanningConfigurationResponse$ = [3, n0, _PRSCRu,
    0,
    [_rSC],
    [() => RegistryScanningConfiguration$]
];
var PutReplicationConfigurationRequest$ = [3, n0, _PRCR,
    0,
    [_rC],
    [() => ReplicationConfiguration$], 1
];
var PutReplicationConfigurationResponse$ = [3, n0, _PRCRu,
    0,
    [_rC],
    [() => ReplicationConfiguration$]
];
var PutSigningConfigurationRequest$ = [3, n0, _PSCR,
    0,
    [_sCi],
    [() => SigningConfiguration$], 1
];
var PutSigningConfigurationResponse$ = [3, n0, _PSCRu,
    0,
    [_sCi],
    [() => SigningConfiguration$]
];
var Recommendation$ = [3, n0, _R,
    0,
    [_ur, _te],
    [0, 0]
];
var RegisterPullTimeUpdateExclusionRequest$ = [3, n0, _RPTUER,
    0,
    [_pAr],
    [0], 1
];
var RegisterPullTimeUpdateExclusionResponse$ = [3, n0, _RPTUERe,
    0,
    [_pAr, _cAr],
    [0, 4]
];
var RegistryScanningConfiguration$ = [3, n0, _RSC,
    0,
    [_sT, _ru],
    [0, () => RegistryScanningRuleList]
];
var RegistryScanningRule$ = [3, n0, _RSR,
    0,
    [_sF, _rF],
    [0, () => ScanningRepositoryFilterList], 2
];
var Remediation$ = [3, n0, _Re,
    0,
    [_rec],
    [() => Recommendation$]
];
var ReplicationBackfillProgress$ = [3, n0, _RBP,
    0,
    [_tRC, _cRC, _fRC, _fCa],
    [1, 1, 1, 64 | 0], 4
];
var ReplicationBackfillResult$ = [3, n0, _RBR,
    0,
    [_rN, _iIm, _st, _fC, _sIFC],
    [0, () => ImageIdentifier$, 0, 0, 64 | 0], 3
];
var ReplicationBackfillSummary$ = [3, n0, _RBS,
    0,
    [_rBI, _de, _st, _sA, _fC, _pro, _eAn],
    [0, () => ReplicationDestination$, 0, 4, 0, () => ReplicationBackfillProgress$, 4], 4
];
var ReplicationConfiguration$ = [3, n0, _RC,
    0,
    [_ru],
    [() => ReplicationRuleList], 1
];
var ReplicationDestination$ = [3, n0, _RD,
    0,
    [_reg, _rI],
    [0, 0], 2
];
var ReplicationRule$ = [3, n0, _RR,
    0,
    [_des, _rF],
    [() => ReplicationDestinationList, () => RepositoryFilterList], 1
];
var Repository$ = [3, n0, _Rep,
    0,
    [_rAe, _rI, _rN, _rUe, _cAr, _iTM, _iTMEF, _iSC, _eC],
    [0, 0, 0, 0, 4, 0, () => ImageTagMutabilityExclusionFilters, () => ImageScanningConfiguration$, () => EncryptionConfiguration$]
];
var RepositoryCreationTemplate$ = [3, n0, _RCT,
    0,
    [_pr, _d, _eC, _rT, _iTM, _iTMEF, _rP, _lP, _aF, _cRA, _cAr, _uA],
    [0, 0, () => EncryptionConfigurationForRepositoryCreationTemplate$, () => TagList, 0, () => ImageTagMutabilityExclusionFilters, 0, 0, 64 | 0, 0, 4, 4]
];
var RepositoryFilter$ = [3, n0, _RF,
    0,
    [_fi, _fT],
    [0, 0], 2
];
var RepositoryScanningConfiguration$ = [3, n0, _RSCe,
    0,
    [_rAe, _rN, _sOP, _sF, _aSF],
    [0, 0, 2, 0, () => ScanningRepositoryFilterList]
];
var RepositoryScanningConfigurationFailure$ = [3, n0, _RSCF,
    0,
    [_rN, _fC, _fR],
    [0, 0, 0]
];
var Resource$ = [3, n0, _Res,
    0,
    [_det, _id, _t, _ty],
    [() => ResourceDetails$, 0, 128 | 0, 0]
];
var ResourceDetails$ = [3, n0, _RDe,
    0,
    [_aECI],
    [() => AwsEcrContainerImageDetails$]
];
var ScanningRepositoryFilter$ = [3, n0, _SRF,
    0,
    [_fi, _fT],
    [0, 0], 2
];
var ScoreDetails$ = [3, n0, _SD,
    0,
    [_cv],
    [() => CvssScoreDetails$]
];
var SetRepositoryPolicyRequest$ = [3, n0, _SRPR,
    0,
    [_rN, _pT, _rI, _fo],
    [0, 0, 0, 2], 2
];
var SetRepositoryPolicyResponse$ = [3, n0, _SRPRe,
    0,
    [_rI, _rN, _pT],
    [0, 0, 0]
];
var SigningConfiguration$ = [3, n0, _SC,
    0,
    [_ru],
    [() => SigningRuleList], 1
];
var SigningRepositoryFilter$ = [3, n0, _SRFi,
    0,
    [_fi, _fT],
    [0, 0], 2
];
var SigningRule$ = [3, n0, _SR,
    0,
    [_sPA, _rF],
    [0, () => SigningRepositoryFilterList], 1
];
var StartImageScanRequest$ = [3, n0, _SISR,
    0,
    [_rN, _iIm, _rI],
    [0, () => ImageIdentifier$, 0], 2
];
var StartImageScanResponse$ = [3, n0, _SISRt,
    0,
    [_rI, _rN, _iIm, _iSS],
    [0, 0, () => ImageIdentifier$, () => ImageScanStatus$]
];
var StartLifecyclePolicyPreviewRequest$ = [3, n0, _SLPPR,
    0,
    [_rN, _rI, _lPT],
    [0, 0, 0], 1
];
var StartLifecyclePolicyPreviewResponse$ = [3, n0, _SLPPRt,
    0,
    [_rI, _rN, _lPT, _st],
    [0, 0, 0, 0]
];
var StartReplicationBackfillRequest$ = [3, n0, _SRBR,
    0,
    [_de, _rI],
    [() => ReplicationDestination$, 0], 1
];
var StartReplicationBackfillResponse$ = [3, n0, _SRBRt,
    0,
    [_rBI, _rI, _de, _st, _sA],
    [0, 0, () => ReplicationDestination$, 0, 4]
];
var StopReplicationBackfillRequest$ = [3, n0, _SRBRto,
    0,
    [_rBI, _rI],
    [0, 0], 1
];
var StopReplicationBackfillResponse$ = [3, n0, _SRBRtop,
    0,
    [_rI, _rBI, _de, _st, _sA],
    [0, 0, () => ReplicationDestination$, 0, 4]
];
var SubjectIdentifier$ = [3, n0, _SI,
    0,
    [_iDm],
    [0], 1
];
var Tag$ = [3, n0, _T,
    0,
    [_K, _V],
    [0, 0], 2
];
var TagResourceRequest$ = [3, n0, _TRR,
    0,
    [_rA, _t],
    [0, () => TagList], 2
];
var TagResourceResponse$ = [3, n0, _TRRa,
    0,
    [],
    []
];
var TransitioningImageTotalCount$ = [3, n0, _TITC,
    0,
    [_tSC, _iTC],
    [0, 1]
];
var UntagResourceRequest$ = [3, n0, _URR,
    0,
    [_rA, _tK],
    [0, 64 | 0], 2
];
var UntagResourceResponse$ = [3, n0, _URRn,
    0,
    [],
    []
];
var UpdateImageStorageClassRequest$ = [3, n0, _UISCR,
    0,
    [_rN, _iIm, _tSC, _rI],
    [0, () => ImageIdentifier$, 0, 0], 3
];
var UpdateImageStorageClassResponse$ = [3, n0, _UISCRp,
    0,
    [_rI, _rN, _iIm, _iS],
    [0, 0, () => ImageIdentifier$, 0]
];
var UpdatePullThroughCacheRuleRequest$ = [3, n0, _UPTCRR,
    0,
    [_eRP, _rI, _cA, _cRA],
    [0, 0, 0, 0], 1
];
var UpdatePullThroughCacheRuleResponse$ = [3, n0, _UPTCRRp,
    0,
    [_eRP, _rI, _uA, _cA, _cRA, _uRP],
    [0, 0, 4, 0, 0, 0]
];
var UpdateRepositoryCreationTemplateRequest$ = [3, n0, _URCTR,
    0,
    [_pr, _d, _eC, _rT, _iTM, _iTMEF, _rP, _lP, _aF, _cRA],
    [0, 0, () => EncryptionConfigurationForRepositoryCreationTemplate$, () => TagList, 0, () => ImageTagMutabilityExclusionFilters, 0, 0, 64 | 0, 0], 1
];
var UpdateRepositoryCreationTemplateResponse$ = [3, n0, _URCTRp,
    0,
    [_rI, _rCT],
    [0, () => RepositoryCreationTemplate$]
];
var UploadLayerPartRequest$ = [3, n0, _ULPR,
    0,
    [_rN, _uI, _pFB, _pLB, _lPB, _rI],
    [0, 0, 1, 1, 21, 0], 5
];
var UploadLayerPartResponse$ = [3, n0, _ULPRp,
    0,
    [_rI, _rN, _uI, _lBR],
    [0, 0, 0, 1]
];
var ValidatePullThroughCacheRuleRequest$ = [3, n0, _VPTCRR,
    0,
    [_eRP, _rI],
    [0, 0], 1
];
var ValidatePullThroughCacheRuleResponse$ = [3, n0, _VPTCRRa,
    0,
    [_eRP, _rI, _uRU, _cA, _cRA, _uRP, _iV, _fa],
    [0, 0, 0, 0, 0, 0, 2, 0]
];
var VulnerablePackage$ = [3, n0, _VP,
    0,
    [_ar, _ep, _fP, _n, _pM, _rel, _sLH, _ve, _fIV],
    [0, 1, 0, 0, 0, 0, 0, 0, 0]
];
var AttributeList = [1, n0, _AL,
    0, () => Attribute$
];
var AuthorizationDataList = [1, n0, _ADL,
    0, () => AuthorizationData$
];
var CvssScoreAdjustmentList = [1, n0, _CSAL,
    0, () => CvssScoreAdjustment$
];
var CvssScoreList = [1, n0, _CSL,
    0, () => CvssScore$
];
var EnhancedImageScanFindingList = [1, n0, _EISFL,
    0, () => EnhancedImageScanFinding$
];
var ImageDetailList = [1, n0, _IDL,
    0, () => ImageDetail$
];
var ImageFailureList = [1, n0, _IFL,
    0, () => ImageFailure$
];
var ImageIdentifierList = [1, n0, _IIL,
    0, () => ImageIdentifier$
];
var ImageList = [1, n0, _IL,
    0, () => Image$
];
var ImageReferrerList = [1, n0, _IRL,
    0, () => ImageReferrer$
];
var ImageReplicationStatusList = [1, n0, _IRSL,
    0, () => ImageReplicationStatus$
];
var ImageScanFindingList = [1, n0, _ISFL,
    0, () => ImageScanFinding$
];
var ImageSigningStatusList = [1, n0, _ISSL,
    0, () => ImageSigningStatus$
];
var ImageTagMutabilityExclusionFilters = [1, n0, _ITMEFm,
    0, () => ImageTagMutabilityExclusionFilter$
];
var LayerFailureList = [1, n0, _LFL,
    0, () => LayerFailure$
];
var LayerList = [1, n0, _LL,
    0, () => Layer$
];
var LifecyclePolicyPreviewResultList = [1, n0, _LPPRL,
    0, () => LifecyclePolicyPreviewResult$
];
var PullThroughCacheRuleList = [1, n0, _PTCRL,
    0, () => PullThroughCacheRule$
];
var RegistryScanningRuleList = [1, n0, _RSRL,
    0, () => RegistryScanningRule$
];
var ReplicationBackfillResultList = [1, n0, _RBRL,
    0, () => ReplicationBackfillResult$
];
var ReplicationBackfillSummaryList = [1, n0, _RBSL,
    0, () => ReplicationBackfillSummary$
];
var ReplicationDestinationList = [1, n0, _RDL,
    0, () => ReplicationDestination$
];
var ReplicationRuleList = [1, n0, _RRL,
    0, () => ReplicationRule$
];
var RepositoryCreationTemplateList = [1, n0, _RCTL,
    0, () => RepositoryCreationTemplate$
];
var RepositoryFilterList = [1, n0, _RFL,
    0, () => RepositoryFilter$
];
var RepositoryList = [1, n0, _RL,
    0, () => Repository$
];
var RepositoryScanningConfigurationFailureList = [1, n0, _RSCFL,
    0, () => RepositoryScanningConfigurationFailure$
];
var RepositoryScanningConfigurationList = [1, n0, _RSCL,
    0, () => RepositoryScanningConfiguration$
];
var ResourceList = [1, n0, _RLe,
    0, () => Resource$
];
var ScanningRepositoryFilterList = [1, n0, _SRFL,
    0, () => ScanningRepositoryFilter$
];
var SigningRepositoryFilterList = [1, n0, _SRFLi,
    0, () => SigningRepositoryFilter$
];
var SigningRuleList = [1, n0, _SRL,
    0, () => SigningRule$
];
var TagList = [1, n0, _TL,
    0, () => Tag$
];
var TransitioningImageTotalCounts = [1, n0, _TITCr,
    0, () => TransitioningImageTotalCount$
];
var VulnerablePackagesList = [1, n0, _VPL,
    0, () => VulnerablePackage$
];
var BatchCheckLayerAvailability$ = [9, n0, _BCLA,
    0, () => BatchCheckLayerAvailabilityRequest$, () => BatchCheckLayerAvailabilityResponse$
];
var BatchDeleteImage$ = [9, n0, _BDI,
    0, () => BatchDeleteImageRequest$, () => BatchDeleteImageResponse$
];
var BatchGetImage$ = [9, n0, _BGI,
    0, () => BatchGetImageRequest$, () => BatchGetImageResponse$
];
var BatchGetRepositoryScanningConfiguration$ = [9, n0, _BGRSC,
    0, () => BatchGetRepositoryScanningConfigurationRequest$, () => BatchGetRepositoryScanningConfigurationResponse$
];
var CompleteLayerUpload$ = [9, n0, _CLU,
    0, () => CompleteLayerUploadRequest$, () => CompleteLayerUploadResponse$
];
var CreatePullThroughCacheRule$ = [9, n0, _CPTCR,
    0, () => CreatePullThroughCacheRuleRequest$, () => CreatePullThroughCacheRuleResponse$
];
var CreateRepository$ = [9, n0, _CR,
    0, () => CreateRepositoryRequest$, () => CreateRepositoryResponse$
];
var CreateRepositoryCreationTemplate$ = [9, n0, _CRCT,
    0, () => CreateRepositoryCreationTemplateRequest$, () => CreateRepositoryCreationTemplateResponse$
];
var DeleteLifecyclePolicy$ = [9, n0, _DLP,
    0, () => DeleteLifecyclePolicyRequest$, () => DeleteLifecyclePolicyResponse$
];
var DeletePullThroughCacheRule$ = [9, n0, _DPTCR,
    0, () => DeletePullThroughCacheRuleRequest$, () => DeletePullThroughCacheRuleResponse$
];
var DeleteRegistryPolicy$ = [9, n0, _DRP,
    0, () => DeleteRegistryPolicyRequest$, () => DeleteRegistryPolicyResponse$
];
var DeleteRepository$ = [9, n0, _DR,
    0, () => DeleteRepositoryRequest$, () => DeleteRepositoryResponse$
];
var DeleteRepositoryCreationTemplate$ = [9, n0, _DRCT,
    0, () => DeleteRepositoryCreationTemplateRequest$, () => DeleteRepositoryCreationTemplateResponse$
];
var DeleteRepositoryPolicy$ = [9, n0, _DRPe,
    0, () => DeleteRepositoryPolicyRequest$, () => DeleteRepositoryPolicyResponse$
];
var DeleteSigningConfiguration$ = [9, n0, _DSC,
    0, () => DeleteSigningConfigurationRequest$, () => DeleteSigningConfigurationResponse$
];
var DeregisterPullTimeUpdateExclusion$ = [9, n0, _DPTUE,
    0, () => DeregisterPullTimeUpdateExclusionRequest$, () => DeregisterPullTimeUpdateExclusionResponse$
];
var DescribeImageReplicationStatus$ = [9, n0, _DIRS,
    0, () => DescribeImageReplicationStatusRequest$, () => DescribeImageReplicationStatusResponse$
];
var DescribeImages$ = [9, n0, _DI,
    0, () => DescribeImagesRequest$, () => DescribeImagesResponse$
];
var DescribeImageScanFindings$ = [9, n0, _DISF,
    0, () => DescribeImageScanFindingsRequest$, () => DescribeImageScanFindingsResponse$
];
var DescribeImageSigningStatus$ = [9, n0, _DISS,
    0, () => DescribeImageSigningStatusRequest$, () => DescribeImageSigningStatusResponse$
];
var DescribePullThroughCacheRules$ = [9, n0, _DPTCRe,
    0, () => DescribePullThroughCacheRulesRequest$, () => DescribePullThroughCacheRulesResponse$
];
var DescribeRegistry$ = [9, n0, _DRe,
    0, () => DescribeRegistryRequest$, () => DescribeRegistryResponse$
];
var DescribeReplicationBackfillResults$ = [9, n0, _DRBR,
    0, () => DescribeReplicationBackfillResultsRequest$, () => DescribeReplicationBackfillResultsResponse$
];
var DescribeRepositories$ = [9, n0, _DRes,
    0, () => DescribeRepositoriesRequest$, () => DescribeRepositoriesResponse$
];
var DescribeRepositoryCreationTemplates$ = [9, n0, _DRCTe,
    0, () => DescribeRepositoryCreationTemplatesRequest$, () => DescribeRepositoryCreationTemplatesResponse$
];
var GetAccountSetting$ = [9, n0, _GAS,
    0, () => GetAccountSettingRequest$, () => GetAccountSettingResponse$
];
var GetAuthorizationToken$ = [9, n0, _GAT,
    0, () => GetAuthorizationTokenRequest$, () => GetAuthorizationTokenResponse$
];
var GetDownloadUrlForLayer$ = [9, n0, _GDUFL,
    0, () => GetDownloadUrlForLayerRequest$, () => GetDownloadUrlForLayerResponse$
];
var GetLifecyclePolicy$ = [9, n0, _GLP,
    0, () => GetLifecyclePolicyRequest$, () => GetLifecyclePolicyResponse$
];
var GetLifecyclePolicyPreview$ = [9, n0, _GLPP,
    0, () => GetLifecyclePolicyPreviewRequest$, () => GetLifecyclePolicyPreviewResponse$
];
var GetRegistryPolicy$ = [9, n0, _GRP,
    0, () => GetRegistryPolicyRequest$, () => GetRegistryPolicyResponse$
];
var GetRegistryScanningConfiguration$ = [9, n0, _GRSC,
    0, () => GetRegistryScanningConfigurationRequest$, () => GetRegistryScanningConfigurationResponse$
];
var GetRepositoryPolicy$ = [9, n0, _GRPe,
    0, () => GetRepositoryPolicyRequest$, () => GetRepositoryPolicyResponse$
];
var GetSigningConfiguration$ = [9, n0, _GSC,
    0, () => GetSigningConfigurationRequest$, () => GetSigningConfigurationResponse$
];
var InitiateLayerUpload$ = [9, n0, _ILU,
    0, () => InitiateLayerUploadRequest$, () => InitiateLayerUploadResponse$
];
var ListImageReferrers$ = [9, n0, _LIRis,
    0, () => ListImageReferrersRequest$, () => ListImageReferrersResponse$
];
var ListImages$ = [9, n0, _LI,
    0, () => ListImagesRequest$, () => ListImagesResponse$
];
var ListPullTimeUpdateExclusions$ = [9, n0, _LPTUE,
    0, () => ListPullTimeUpdateExclusionsRequest$, () => ListPullTimeUpdateExclusionsResponse$
];
var ListReplicationBackfills$ = [9, n0, _LRB,
    0, () => ListReplicationBackfillsRequest$, () => ListReplicationBackfillsResponse$
];
var ListTagsForResource$ = [9, n0, _LTFR,
    0, () => ListTagsForResourceRequest$, () => ListTagsForResourceResponse$
];
var PutAccountSetting$ = [9, n0, _PAS,
    0, () => PutAccountSettingRequest$, () => PutAccountSettingResponse$
];
var PutImage$ = [9, n0, _PI,
    0, () => PutImageRequest$, () => PutImageResponse$
];
var PutImageScanningConfiguration$ = [9, n0, _PISC,
    0, () => PutImageScanningConfigurationRequest$, () => PutImageScanningConfigurationResponse$
];
var PutImageTagMutability$ = [9, n0, _PITM,
    0, () => PutImageTagMutabilityRequest$, () => PutImageTagMutabilityResponse$
];
var PutLifecyclePolicy$ = [9, n0, _PLP,
    0, () => PutLifecyclePolicyRequest$, () => PutLifecyclePolicyResponse$
];
var PutRegistryPolicy$ = [9, n0, _PRP,
    0, () => PutRegistryPolicyRequest$, () => PutRegistryPolicyResponse$
];
var PutRegistryScanningConfiguration$ = [9, n0, _PRSC,
    0, () => PutRegistryScanningConfigurationRequest$, () => PutRegistryScanningConfigurationResponse$
];
var PutReplicationConfiguration$ = [9, n0, _PRC,
    0, () => PutReplicationConfigurationRequest$, () => PutReplicationConfigurationResponse$
];
var PutSigningConfiguration$ = [9, n0, _PSC,
    0, () => PutSigningConfigurationRequest$, () => PutSigningConfigurationResponse$
];
var RegisterPullTimeUpdateExclusion$ = [9, n0, _RPTUE,
    0, () => RegisterPullTimeUpdateExclusionRequest$, () => RegisterPullTimeUpdateExclusionResponse$
];
var SetRepositoryPolicy$ = [9, n0, _SRP,
    0, () => SetRepositoryPolicyRequest$, () => SetRepositoryPolicyResponse$
];
var StartImageScan$ = [9, n0, _SIS,
    0, () => StartImageScanRequest$, () => StartImageScanResponse$
];
var StartLifecyclePolicyPreview$ = [9, n0, _SLPP,
    0, () => StartLifecyclePolicyPreviewRequest$, () => StartLifecyclePolicyPreviewResponse$
];
var StartReplicationBackfill$ = [9, n0, _SRB,
    0, () => StartReplicationBackfillRequest$, () => StartReplicationBackfillResponse$
];
var StopReplicationBackfill$ = [9, n0, _SRBt,
    0, () => StopReplicationBackfillRequest$, () => StopReplicationBackfillResponse$
];
var TagResource$ = [9, n0, _TR,
    0, () => TagResourceRequest$, () => TagResourceResponse$
];
var UntagResource$ = [9, n0, _UR,
    0, () => UntagResourceRequest$, () => UntagResourceResponse$
];
var UpdateImageStorageClass$ = [9, n0, _UISC,
    0, () => UpdateImageStorageClassRequest$, () => UpdateImageStorageClassResponse$
];
var UpdatePullThroughCacheRule$ = [9, n0, _UPTCR,
    0, () => UpdatePullThroughCacheRuleRequest$, () => UpdatePullThroughCacheRuleResponse$
];
var UpdateRepositoryCreationTemplate$ = [9, n0, _URCT,
    0, () => UpdateRepositoryCreationTemplateRequest$, () => UpdateRepositoryCreationTemplateResponse$
];
var UploadLayerPart$ = [9, n0, _ULP,
    0, () => UploadLayerPartRequest$, () => UploadLayerPartResponse$
];
var ValidatePullThroughCacheRule$ = [9, n0, _VPTCR,
    0, () => ValidatePullThroughCacheRuleRequest$, () => ValidatePullThroughCacheRuleResponse$
];

const getRuntimeConfig$1 = (config) => {
    return {
        apiVersion: "2015-09-21",
        base64Decoder: config?.base64Decoder ?? fromBase64,
        base64Encoder: config?.base64Encoder ?? toBase64,
        disableHostPrefix: config?.disableHostPrefix ?? false,
        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
        extensions: config?.extensions ?? [],
        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultECRHttpAuthSchemeProvider,
        httpAuthSchemes: config?.httpAuthSchemes ?? [
            {
                schemeId: "aws.auth#sigv4",
                identityProvider: (ipc) => ipc.getIdentityProvider("aws.auth#sigv4"),
                signer: new AwsSdkSigV4Signer(),
            },
        ],
        logger: config?.logger ?? new NoOpLogger(),
        protocol: config?.protocol ?? AwsJson1_1Protocol,
        protocolSettings: config?.protocolSettings ?? {
            defaultNamespace: "com.amazonaws.ecr",
            errorTypeRegistries,
            xmlNamespace: "http://ecr.amazonaws.com/doc/2015-09-21/",
            version: "2015-09-21",
            serviceTarget: "AmazonEC2ContainerRegistry_V20150921",
        },
        serviceId: config?.serviceId ?? "ECR",
        sha256: config?.sha256 ?? Sha256,
        urlParser: config?.urlParser ?? parseUrl,
        utf8Decoder: config?.utf8Decoder ?? fromUtf8,
        utf8Encoder: config?.utf8Encoder ?? toUtf8,
    };
};

const getRuntimeConfig = (config) => {
    emitWarningIfUnsupportedVersion(process.version);
    const defaultsMode = resolveDefaultsModeConfig(config);
    const defaultConfigProvider = () => defaultsMode().then(loadConfigsForDefaultMode);
    const clientSharedValues = getRuntimeConfig$1(config);
    emitWarningIfUnsupportedVersion$1(process.version);
    const loaderConfig = {
        profile: config?.profile,
        logger: clientSharedValues.logger,
    };
    return {
        ...clientSharedValues,
        ...config,
        runtime: "node",
        defaultsMode,
        authSchemePreference: config?.authSchemePreference ?? loadConfig(NODE_AUTH_SCHEME_PREFERENCE_OPTIONS, loaderConfig),
        bodyLengthChecker: config?.bodyLengthChecker ?? calculateBodyLength,
        credentialDefaultProvider: config?.credentialDefaultProvider ?? defaultProvider,
        defaultSocketTimeout: getDefaultSocketTimeout(config?.requestHandler, 300_000),
        defaultUserAgentProvider: config?.defaultUserAgentProvider ?? createDefaultUserAgentProvider({ serviceId: clientSharedValues.serviceId, clientVersion: packageInfo.version }),
        maxAttempts: config?.maxAttempts ?? loadConfig(NODE_MAX_ATTEMPT_CONFIG_OPTIONS, config),
        region: config?.region ?? loadConfig(NODE_REGION_CONFIG_OPTIONS, { ...NODE_REGION_CONFIG_FILE_OPTIONS, ...loaderConfig }),
        requestHandler: NodeHttpHandler.create(config?.requestHandler ?? defaultConfigProvider),
        retryMode: config?.retryMode ??
            loadConfig({
                ...NODE_RETRY_MODE_CONFIG_OPTIONS,
                default: async () => (await defaultConfigProvider()).retryMode || DEFAULT_RETRY_MODE,
            }, config),
        streamCollector: config?.streamCollector ?? streamCollector,
        useDualstackEndpoint: config?.useDualstackEndpoint ?? loadConfig(NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
        useFipsEndpoint: config?.useFipsEndpoint ?? loadConfig(NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
        userAgentAppId: config?.userAgentAppId ?? loadConfig(NODE_APP_ID_CONFIG_OPTIONS, loaderConfig),
    };
};

const getHttpAuthExtensionConfiguration = (runtimeConfig) => {
    const _httpAuthSchemes = runtimeConfig.httpAuthSchemes;
    let _httpAuthSchemeProvider = runtimeConfig.httpAuthSchemeProvider;
    let _credentials = runtimeConfig.credentials;
    return {
        setHttpAuthScheme(httpAuthScheme) {
            const index = _httpAuthSchemes.findIndex((scheme) => scheme.schemeId === httpAuthScheme.schemeId);
            if (index === -1) {
                _httpAuthSchemes.push(httpAuthScheme);
            }
            else {
                _httpAuthSchemes.splice(index, 1, httpAuthScheme);
            }
        },
        httpAuthSchemes() {
            return _httpAuthSchemes;
        },
        setHttpAuthSchemeProvider(httpAuthSchemeProvider) {
            _httpAuthSchemeProvider = httpAuthSchemeProvider;
        },
        httpAuthSchemeProvider() {
            return _httpAuthSchemeProvider;
        },
        setCredentials(credentials) {
            _credentials = credentials;
        },
        credentials() {
            return _credentials;
        },
    };
};
const resolveHttpAuthRuntimeConfig = (config) => {
    return {
        httpAuthSchemes: config.httpAuthSchemes(),
        httpAuthSchemeProvider: config.httpAuthSchemeProvider(),
        credentials: config.credentials(),
    };
};

const resolveRuntimeExtensions = (runtimeConfig, extensions) => {
    const extensionConfiguration = Object.assign(getAwsRegionExtensionConfiguration(runtimeConfig), getDefaultExtensionConfiguration(runtimeConfig), getHttpHandlerExtensionConfiguration(runtimeConfig), getHttpAuthExtensionConfiguration(runtimeConfig));
    extensions.forEach((extension) => extension.configure(extensionConfiguration));
    return Object.assign(runtimeConfig, resolveAwsRegionExtensionConfiguration(extensionConfiguration), resolveDefaultRuntimeConfig(extensionConfiguration), resolveHttpHandlerRuntimeConfig(extensionConfiguration), resolveHttpAuthRuntimeConfig(extensionConfiguration));
};

class ECRClient extends Client {
    config;
    constructor(...[configuration]) {
        const _config_0 = getRuntimeConfig(configuration || {});
        super(_config_0);
        this.initConfig = _config_0;
        const _config_1 = resolveClientEndpointParameters(_config_0);
        const _config_2 = resolveUserAgentConfig(_config_1);
        const _config_3 = resolveRetryConfig(_config_2);
        const _config_4 = resolveRegionConfig(_config_3);
        const _config_5 = resolveHostHeaderConfig(_config_4);
        const _config_6 = resolveEndpointConfig(_config_5);
        const _config_7 = resolveHttpAuthSchemeConfig(_config_6);
        const _config_8 = resolveRuntimeExtensions(_config_7, configuration?.extensions || []);
        this.config = _config_8;
        this.middlewareStack.use(getSchemaSerdePlugin(this.config));
        this.middlewareStack.use(getUserAgentPlugin(this.config));
        this.middlewareStack.use(getRetryPlugin(this.config));
        this.middlewareStack.use(getContentLengthPlugin(this.config));
        this.middlewareStack.use(getHostHeaderPlugin(this.config));
        this.middlewareStack.use(getLoggerPlugin(this.config));
        this.middlewareStack.use(getRecursionDetectionPlugin(this.config));
        this.middlewareStack.use(getHttpAuthSchemeEndpointRuleSetPlugin(this.config, {
            httpAuthSchemeParametersProvider: defaultECRHttpAuthSchemeParametersProvider,
            identityProviderConfigProvider: async (config) => new DefaultIdentityProviderConfig({
                "aws.auth#sigv4": config.credentials,
            }),
        }));
        this.middlewareStack.use(getHttpSigningPlugin(this.config));
    }
    destroy() {
        super.destroy();
    }
}

const command = makeBuilder(commonParams, "AmazonEC2ContainerRegistry_V20150921", "ECRClient", getEndpointPlugin);
const _ep0 = {};
const _mw0 = (Command, cs, config, o) => [];

class BatchCheckLayerAvailabilityCommand extends command(_ep0, _mw0, "BatchCheckLayerAvailability", BatchCheckLayerAvailability$) {
}

class BatchDeleteImageCommand extends command(_ep0, _mw0, "BatchDeleteImage", BatchDeleteImage$) {
}

class BatchGetImageCommand extends command(_ep0, _mw0, "BatchGetImage", BatchGetImage$) {
}

class BatchGetRepositoryScanningConfigurationCommand extends command(_ep0, _mw0, "BatchGetRepositoryScanningConfiguration", BatchGetRepositoryScanningConfiguration$) {
}

class CompleteLayerUploadCommand extends command(_ep0, _mw0, "CompleteLayerUpload", CompleteLayerUpload$) {
}

class CreatePullThroughCacheRuleCommand extends command(_ep0, _mw0, "CreatePullThroughCacheRule", CreatePullThroughCacheRule$) {
}

class CreateRepositoryCommand extends command(_ep0, _mw0, "CreateRepository", CreateRepository$) {
}

class CreateRepositoryCreationTemplateCommand extends command(_ep0, _mw0, "CreateRepositoryCreationTemplate", CreateRepositoryCreationTemplate$) {
}

class DeleteLifecyclePolicyCommand extends command(_ep0, _mw0, "DeleteLifecyclePolicy", DeleteLifecyclePolicy$) {
}

class DeletePullThroughCacheRuleCommand extends command(_ep0, _mw0, "DeletePullThroughCacheRule", DeletePullThroughCacheRule$) {
}

class DeleteRegistryPolicyCommand extends command(_ep0, _mw0, "DeleteRegistryPolicy", DeleteRegistryPolicy$) {
}

class DeleteRepositoryCommand extends command(_ep0, _mw0, "DeleteRepository", DeleteRepository$) {
}

class DeleteRepositoryCreationTemplateCommand extends command(_ep0, _mw0, "DeleteRepositoryCreationTemplate", DeleteRepositoryCreationTemplate$) {
}

class DeleteRepositoryPolicyCommand extends command(_ep0, _mw0, "DeleteRepositoryPolicy", DeleteRepositoryPolicy$) {
}

class DeleteSigningConfigurationCommand extends command(_ep0, _mw0, "DeleteSigningConfiguration", DeleteSigningConfiguration$) {
}

class DeregisterPullTimeUpdateExclusionCommand extends command(_ep0, _mw0, "DeregisterPullTimeUpdateExclusion", DeregisterPullTimeUpdateExclusion$) {
}

class DescribeImageReplicationStatusCommand extends command(_ep0, _mw0, "DescribeImageReplicationStatus", DescribeImageReplicationStatus$) {
}

class DescribeImageScanFindingsCommand extends command(_ep0, _mw0, "DescribeImageScanFindings", DescribeImageScanFindings$) {
}

class DescribeImagesCommand extends command(_ep0, _mw0, "DescribeImages", DescribeImages$) {
}

class DescribeImageSigningStatusCommand extends command(_ep0, _mw0, "DescribeImageSigningStatus", DescribeImageSigningStatus$) {
}

class DescribePullThroughCacheRulesCommand extends command(_ep0, _mw0, "DescribePullThroughCacheRules", DescribePullThroughCacheRules$) {
}

class DescribeRegistryCommand extends command(_ep0, _mw0, "DescribeRegistry", DescribeRegistry$) {
}

class DescribeReplicationBackfillResultsCommand extends command(_ep0, _mw0, "DescribeReplicationBackfillResults", DescribeReplicationBackfillResults$) {
}

class DescribeRepositoriesCommand extends command(_ep0, _mw0, "DescribeRepositories", DescribeRepositories$) {
}

class DescribeRepositoryCreationTemplatesCommand extends command(_ep0, _mw0, "DescribeRepositoryCreationTemplates", DescribeRepositoryCreationTemplates$) {
}

class GetAccountSettingCommand extends command(_ep0, _mw0, "GetAccountSetting", GetAccountSetting$) {
}

class GetAuthorizationTokenCommand extends command(_ep0, _mw0, "GetAuthorizationToken", GetAuthorizationToken$) {
}

class GetDownloadUrlForLayerCommand extends command(_ep0, _mw0, "GetDownloadUrlForLayer", GetDownloadUrlForLayer$) {
}

class GetLifecyclePolicyCommand extends command(_ep0, _mw0, "GetLifecyclePolicy", GetLifecyclePolicy$) {
}

class GetLifecyclePolicyPreviewCommand extends command(_ep0, _mw0, "GetLifecyclePolicyPreview", GetLifecyclePolicyPreview$) {
}

class GetRegistryPolicyCommand extends command(_ep0, _mw0, "GetRegistryPolicy", GetRegistryPolicy$) {
}

class GetRegistryScanningConfigurationCommand extends command(_ep0, _mw0, "GetRegistryScanningConfiguration", GetRegistryScanningConfiguration$) {
}

class GetRepositoryPolicyCommand extends command(_ep0, _mw0, "GetRepositoryPolicy", GetRepositoryPolicy$) {
}

class GetSigningConfigurationCommand extends command(_ep0, _mw0, "GetSigningConfiguration", GetSigningConfiguration$) {
}

class InitiateLayerUploadCommand extends command(_ep0, _mw0, "InitiateLayerUpload", InitiateLayerUpload$) {
}

class ListImageReferrersCommand extends command(_ep0, _mw0, "ListImageReferrers", ListImageReferrers$) {
}

class ListImagesCommand extends command(_ep0, _mw0, "ListImages", ListImages$) {
}

class ListPullTimeUpdateExclusionsCommand extends command(_ep0, _mw0, "ListPullTimeUpdateExclusions", ListPullTimeUpdateExclusions$) {
}

class ListReplicationBackfillsCommand extends command(_ep0, _mw0, "ListReplicationBackfills", ListReplicationBackfills$) {
}

class ListTagsForResourceCommand extends command(_ep0, _mw0, "ListTagsForResource", ListTagsForResource$) {
}

class PutAccountSettingCommand extends command(_ep0, _mw0, "PutAccountSetting", PutAccountSetting$) {
}

class PutImageCommand extends command(_ep0, _mw0, "PutImage", PutImage$) {
}

class PutImageScanningConfigurationCommand extends command(_ep0, _mw0, "PutImageScanningConfiguration", PutImageScanningConfiguration$) {
}

class PutImageTagMutabilityCommand extends command(_ep0, _mw0, "PutImageTagMutability", PutImageTagMutability$) {
}

class PutLifecyclePolicyCommand extends command(_ep0, _mw0, "PutLifecyclePolicy", PutLifecyclePolicy$) {
}

class PutRegistryPolicyCommand extends command(_ep0, _mw0, "PutRegistryPolicy", PutRegistryPolicy$) {
}

class PutRegistryScanningConfigurationCommand extends command(_ep0, _mw0, "PutRegistryScanningConfiguration", PutRegistryScanningConfiguration$) {
}

class PutReplicationConfigurationCommand extends command(_ep0, _mw0, "PutReplicationConfiguration", PutReplicationConfiguration$) {
}

class PutSigningConfigurationCommand extends command(_ep0, _mw0, "PutSigningConfiguration", PutSigningConfiguration$) {
}

class RegisterPullTimeUpdateExclusionCommand extends command(_ep0, _mw0, "RegisterPullTimeUpdateExclusion", RegisterPullTimeUpdateExclusion$) {
}

class SetRepositoryPolicyCommand extends command(_ep0, _mw0, "SetRepositoryPolicy", SetRepositoryPolicy$) {
}

class StartImageScanCommand extends command(_ep0, _mw0, "StartImageScan", StartImageScan$) {
}

class StartLifecyclePolicyPreviewCommand extends command(_ep0, _mw0, "StartLifecyclePolicyPreview", StartLifecyclePolicyPreview$) {
}

class StartReplicationBackfillCommand extends command(_ep0, _mw0, "StartReplicationBackfill", StartReplicationBackfill$) {
}

class StopReplicationBackfillCommand extends command(_ep0, _mw0, "StopReplicationBackfill", StopReplicationBackfill$) {
}

class TagResourceCommand extends command(_ep0, _mw0, "TagResource", TagResource$) {
}

class UntagResourceCommand extends command(_ep0, _mw0, "UntagResource", UntagResource$) {
}

class UpdateImageStorageClassCommand extends command(_ep0, _mw0, "UpdateImageStorageClass", UpdateImageStorageClass$) {
}

class UpdatePullThroughCacheRuleCommand extends command(_ep0, _mw0, "UpdatePullThroughCacheRule", UpdatePullThroughCacheRule$) {
}

class UpdateRepositoryCreationTemplateCommand extends command(_ep0, _mw0, "UpdateRepositoryCreationTemplate", UpdateRepositoryCreationTemplate$) {
}

class UploadLayerPartCommand extends command(_ep0, _mw0, "UploadLayerPart", UploadLayerPart$) {
}

class ValidatePullThroughCacheRuleCommand extends command(_ep0, _mw0, "ValidatePullThroughCacheRule", ValidatePullThroughCacheRule$) {
}

const paginateDescribeImageScanFindings = createPaginator(ECRClient, DescribeImageScanFindingsCommand, "nextToken", "nextToken", "maxResults");

const paginateDescribeImages = createPaginator(ECRClient, DescribeImagesCommand, "nextToken", "nextToken", "maxResults");

const paginateDescribePullThroughCacheRules = createPaginator(ECRClient, DescribePullThroughCacheRulesCommand, "nextToken", "nextToken", "maxResults");

const paginateDescribeReplicationBackfillResults = createPaginator(ECRClient, DescribeReplicationBackfillResultsCommand, "nextToken", "nextToken", "maxResults");

const paginateDescribeRepositories = createPaginator(ECRClient, DescribeRepositoriesCommand, "nextToken", "nextToken", "maxResults");

const paginateDescribeRepositoryCreationTemplates = createPaginator(ECRClient, DescribeRepositoryCreationTemplatesCommand, "nextToken", "nextToken", "maxResults");

const paginateGetLifecyclePolicyPreview = createPaginator(ECRClient, GetLifecyclePolicyPreviewCommand, "nextToken", "nextToken", "maxResults");

const paginateListImages = createPaginator(ECRClient, ListImagesCommand, "nextToken", "nextToken", "maxResults");

const paginateListReplicationBackfills = createPaginator(ECRClient, ListReplicationBackfillsCommand, "nextToken", "nextToken", "maxResults");

const checkState$1 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeImageScanFindingsCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.imageScanStatus.status;
            };
            if (returnComparator() === "COMPLETE") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.imageScanStatus.status;
            };
            if (returnComparator() === "FAILED") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForImageScanComplete = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
};
const waitUntilImageScanComplete = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
    return checkExceptions(result);
};

const checkState = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new GetLifecyclePolicyPreviewCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.status;
            };
            if (returnComparator() === "COMPLETE") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.status;
            };
            if (returnComparator() === "FAILED") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForLifecyclePolicyPreviewComplete = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState);
};
const waitUntilLifecyclePolicyPreviewComplete = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState);
    return checkExceptions(result);
};

const commands = {
    BatchCheckLayerAvailabilityCommand,
    BatchDeleteImageCommand,
    BatchGetImageCommand,
    BatchGetRepositoryScanningConfigurationCommand,
    CompleteLayerUploadCommand,
    CreatePullThroughCacheRuleCommand,
    CreateRepositoryCommand,
    CreateRepositoryCreationTemplateCommand,
    DeleteLifecyclePolicyCommand,
    DeletePullThroughCacheRuleCommand,
    DeleteRegistryPolicyCommand,
    DeleteRepositoryCommand,
    DeleteRepositoryCreationTemplateCommand,
    DeleteRepositoryPolicyCommand,
    DeleteSigningConfigurationCommand,
    DeregisterPullTimeUpdateExclusionCommand,
    DescribeImageReplicationStatusCommand,
    DescribeImagesCommand,
    DescribeImageScanFindingsCommand,
    DescribeImageSigningStatusCommand,
    DescribePullThroughCacheRulesCommand,
    DescribeRegistryCommand,
    DescribeReplicationBackfillResultsCommand,
    DescribeRepositoriesCommand,
    DescribeRepositoryCreationTemplatesCommand,
    GetAccountSettingCommand,
    GetAuthorizationTokenCommand,
    GetDownloadUrlForLayerCommand,
    GetLifecyclePolicyCommand,
    GetLifecyclePolicyPreviewCommand,
    GetRegistryPolicyCommand,
    GetRegistryScanningConfigurationCommand,
    GetRepositoryPolicyCommand,
    GetSigningConfigurationCommand,
    InitiateLayerUploadCommand,
    ListImageReferrersCommand,
    ListImagesCommand,
    ListPullTimeUpdateExclusionsCommand,
    ListReplicationBackfillsCommand,
    ListTagsForResourceCommand,
    PutAccountSettingCommand,
    PutImageCommand,
    PutImageScanningConfigurationCommand,
    PutImageTagMutabilityCommand,
    PutLifecyclePolicyCommand,
    PutRegistryPolicyCommand,
    PutRegistryScanningConfigurationCommand,
    PutReplicationConfigurationCommand,
    PutSigningConfigurationCommand,
    RegisterPullTimeUpdateExclusionCommand,
    SetRepositoryPolicyCommand,
    StartImageScanCommand,
    StartLifecyclePolicyPreviewCommand,
    StartReplicationBackfillCommand,
    StopReplicationBackfillCommand,
    TagResourceCommand,
    UntagResourceCommand,
    UpdateImageStorageClassCommand,
    UpdatePullThroughCacheRuleCommand,
    UpdateRepositoryCreationTemplateCommand,
    UploadLayerPartCommand,
    ValidatePullThroughCacheRuleCommand,
};
const paginators = {
    paginateDescribeImages,
    paginateDescribeImageScanFindings,
    paginateDescribePullThroughCacheRules,
    paginateDescribeReplicationBackfillResults,
    paginateDescribeRepositories,
    paginateDescribeRepositoryCreationTemplates,
    paginateGetLifecyclePolicyPreview,
    paginateListImages,
    paginateListReplicationBackfills,
};
const waiters = {
    waitUntilImageScanComplete,
    waitUntilLifecyclePolicyPreviewComplete,
};
class ECR extends ECRClient {
}
createAggregatedClient(commands, ECR, { paginators, waiters });

const LayerFailureCode = {
    InvalidLayerDigest: "InvalidLayerDigest",
    MissingLayerDigest: "MissingLayerDigest",
};
const LayerAvailability = {
    ARCHIVED: "ARCHIVED",
    AVAILABLE: "AVAILABLE",
    UNAVAILABLE: "UNAVAILABLE",
};
const ImageFailureCode = {
    ImageInaccessible: "ImageInaccessible",
    ImageNotFound: "ImageNotFound",
    ImageReferencedByManifestList: "ImageReferencedByManifestList",
    ImageTagDoesNotMatchDigest: "ImageTagDoesNotMatchDigest",
    InvalidImageDigest: "InvalidImageDigest",
    InvalidImageTag: "InvalidImageTag",
    KmsError: "KmsError",
    MissingDigestAndTag: "MissingDigestAndTag",
    UpstreamAccessDenied: "UpstreamAccessDenied",
    UpstreamTooManyRequests: "UpstreamTooManyRequests",
    UpstreamUnavailable: "UpstreamUnavailable",
};
const ScanningConfigurationFailureCode = {
    REPOSITORY_NOT_FOUND: "REPOSITORY_NOT_FOUND",
};
const ScanningRepositoryFilterType = {
    WILDCARD: "WILDCARD",
};
const ScanFrequency = {
    CONTINUOUS_SCAN: "CONTINUOUS_SCAN",
    MANUAL: "MANUAL",
    SCAN_ON_PUSH: "SCAN_ON_PUSH",
};
const UpstreamRegistry = {
    AzureContainerRegistry: "azure-container-registry",
    Chainguard: "chainguard",
    DockerHub: "docker-hub",
    Ecr: "ecr",
    EcrPublic: "ecr-public",
    GitHubContainerRegistry: "github-container-registry",
    GitLabContainerRegistry: "gitlab-container-registry",
    K8s: "k8s",
    Quay: "quay",
};
const EncryptionType = {
    AES256: "AES256",
    KMS: "KMS",
    KMS_DSSE: "KMS_DSSE",
};
const ImageTagMutability = {
    IMMUTABLE: "IMMUTABLE",
    IMMUTABLE_WITH_EXCLUSION: "IMMUTABLE_WITH_EXCLUSION",
    MUTABLE: "MUTABLE",
    MUTABLE_WITH_EXCLUSION: "MUTABLE_WITH_EXCLUSION",
};
const ImageTagMutabilityExclusionFilterType = {
    WILDCARD: "WILDCARD",
};
const RCTAppliedFor = {
    CREATE_ON_PUSH: "CREATE_ON_PUSH",
    PULL_THROUGH_CACHE: "PULL_THROUGH_CACHE",
    REPLICATION: "REPLICATION",
};
const SigningRepositoryFilterType = {
    WILDCARD_MATCH: "WILDCARD_MATCH",
};
const ReplicationStatus = {
    COMPLETE: "COMPLETE",
    FAILED: "FAILED",
    IN_PROGRESS: "IN_PROGRESS",
};
const ImageStatusFilter = {
    ACTIVATING: "ACTIVATING",
    ACTIVE: "ACTIVE",
    ANY: "ANY",
    ARCHIVED: "ARCHIVED",
};
const TagStatus = {
    ANY: "ANY",
    TAGGED: "TAGGED",
    UNTAGGED: "UNTAGGED",
};
const FindingSeverity = {
    CRITICAL: "CRITICAL",
    HIGH: "HIGH",
    INFORMATIONAL: "INFORMATIONAL",
    LOW: "LOW",
    MEDIUM: "MEDIUM",
    UNDEFINED: "UNDEFINED",
};
const ScanStatus = {
    ACTIVE: "ACTIVE",
    COMPLETE: "COMPLETE",
    FAILED: "FAILED",
    FINDINGS_UNAVAILABLE: "FINDINGS_UNAVAILABLE",
    IMAGE_ARCHIVED: "IMAGE_ARCHIVED",
    IN_PROGRESS: "IN_PROGRESS",
    LIMIT_EXCEEDED: "LIMIT_EXCEEDED",
    PENDING: "PENDING",
    SCAN_ELIGIBILITY_EXPIRED: "SCAN_ELIGIBILITY_EXPIRED",
    UNSUPPORTED_IMAGE: "UNSUPPORTED_IMAGE",
};
const ImageStatus = {
    ACTIVATING: "ACTIVATING",
    ACTIVE: "ACTIVE",
    ARCHIVED: "ARCHIVED",
};
const SigningStatus = {
    COMPLETE: "COMPLETE",
    FAILED: "FAILED",
    IN_PROGRESS: "IN_PROGRESS",
};
const RepositoryFilterType = {
    PREFIX_MATCH: "PREFIX_MATCH",
};
const ReplicationBackfillResultStatus = {
    COMPLETE: "COMPLETE",
    FAILED: "FAILED",
};
const ReplicationBackfillStatus = {
    COMPLETE: "COMPLETE",
    FAILED: "FAILED",
    IN_PROGRESS: "IN_PROGRESS",
    PREPARING: "PREPARING",
    STOPPED: "STOPPED",
    STOPPING: "STOPPING",
};
const LifecyclePolicyTargetStorageClass = {
    ARCHIVE: "ARCHIVE",
};
const ImageActionType = {
    EXPIRE: "EXPIRE",
    TRANSITION: "TRANSITION",
};
const LifecyclePolicyStorageClass = {
    ARCHIVE: "ARCHIVE",
    STANDARD: "STANDARD",
};
const LifecyclePolicyPreviewStatus = {
    COMPLETE: "COMPLETE",
    EXPIRED: "EXPIRED",
    FAILED: "FAILED",
    IN_PROGRESS: "IN_PROGRESS",
};
const ScanType = {
    BASIC: "BASIC",
    ENHANCED: "ENHANCED",
};
const ArtifactStatusFilter = {
    ACTIVATING: "ACTIVATING",
    ACTIVE: "ACTIVE",
    ANY: "ANY",
    ARCHIVED: "ARCHIVED",
};
const ArtifactStatus = {
    ACTIVATING: "ACTIVATING",
    ACTIVE: "ACTIVE",
    ARCHIVED: "ARCHIVED",
};
const TargetStorageClass = {
    ARCHIVE: "ARCHIVE",
    STANDARD: "STANDARD",
};

__webpack_unused_export__ = ArtifactStatus;
__webpack_unused_export__ = ArtifactStatusFilter;
__webpack_unused_export__ = Attribute$;
__webpack_unused_export__ = AuthorizationData$;
__webpack_unused_export__ = AwsEcrContainerImageDetails$;
__webpack_unused_export__ = BatchCheckLayerAvailability$;
__webpack_unused_export__ = BatchCheckLayerAvailabilityCommand;
__webpack_unused_export__ = BatchCheckLayerAvailabilityRequest$;
__webpack_unused_export__ = BatchCheckLayerAvailabilityResponse$;
__webpack_unused_export__ = BatchDeleteImage$;
__webpack_unused_export__ = BatchDeleteImageCommand;
__webpack_unused_export__ = BatchDeleteImageRequest$;
__webpack_unused_export__ = BatchDeleteImageResponse$;
__webpack_unused_export__ = BatchGetImage$;
exports.P8n = BatchGetImageCommand;
__webpack_unused_export__ = BatchGetImageRequest$;
__webpack_unused_export__ = BatchGetImageResponse$;
__webpack_unused_export__ = BatchGetRepositoryScanningConfiguration$;
__webpack_unused_export__ = BatchGetRepositoryScanningConfigurationCommand;
__webpack_unused_export__ = BatchGetRepositoryScanningConfigurationRequest$;
__webpack_unused_export__ = BatchGetRepositoryScanningConfigurationResponse$;
__webpack_unused_export__ = BlockedByOrganizationPolicyException;
__webpack_unused_export__ = BlockedByOrganizationPolicyException$;
__webpack_unused_export__ = CompleteLayerUpload$;
__webpack_unused_export__ = CompleteLayerUploadCommand;
__webpack_unused_export__ = CompleteLayerUploadRequest$;
__webpack_unused_export__ = CompleteLayerUploadResponse$;
__webpack_unused_export__ = CreatePullThroughCacheRule$;
__webpack_unused_export__ = CreatePullThroughCacheRuleCommand;
__webpack_unused_export__ = CreatePullThroughCacheRuleRequest$;
__webpack_unused_export__ = CreatePullThroughCacheRuleResponse$;
__webpack_unused_export__ = CreateRepository$;
__webpack_unused_export__ = CreateRepositoryCommand;
__webpack_unused_export__ = CreateRepositoryCreationTemplate$;
__webpack_unused_export__ = CreateRepositoryCreationTemplateCommand;
__webpack_unused_export__ = CreateRepositoryCreationTemplateRequest$;
__webpack_unused_export__ = CreateRepositoryCreationTemplateResponse$;
__webpack_unused_export__ = CreateRepositoryRequest$;
__webpack_unused_export__ = CreateRepositoryResponse$;
__webpack_unused_export__ = CvssScore$;
__webpack_unused_export__ = CvssScoreAdjustment$;
__webpack_unused_export__ = CvssScoreDetails$;
__webpack_unused_export__ = DeleteLifecyclePolicy$;
__webpack_unused_export__ = DeleteLifecyclePolicyCommand;
__webpack_unused_export__ = DeleteLifecyclePolicyRequest$;
__webpack_unused_export__ = DeleteLifecyclePolicyResponse$;
__webpack_unused_export__ = DeletePullThroughCacheRule$;
__webpack_unused_export__ = DeletePullThroughCacheRuleCommand;
__webpack_unused_export__ = DeletePullThroughCacheRuleRequest$;
__webpack_unused_export__ = DeletePullThroughCacheRuleResponse$;
__webpack_unused_export__ = DeleteRegistryPolicy$;
__webpack_unused_export__ = DeleteRegistryPolicyCommand;
__webpack_unused_export__ = DeleteRegistryPolicyRequest$;
__webpack_unused_export__ = DeleteRegistryPolicyResponse$;
__webpack_unused_export__ = DeleteRepository$;
__webpack_unused_export__ = DeleteRepositoryCommand;
__webpack_unused_export__ = DeleteRepositoryCreationTemplate$;
__webpack_unused_export__ = DeleteRepositoryCreationTemplateCommand;
__webpack_unused_export__ = DeleteRepositoryCreationTemplateRequest$;
__webpack_unused_export__ = DeleteRepositoryCreationTemplateResponse$;
__webpack_unused_export__ = DeleteRepositoryPolicy$;
__webpack_unused_export__ = DeleteRepositoryPolicyCommand;
__webpack_unused_export__ = DeleteRepositoryPolicyRequest$;
__webpack_unused_export__ = DeleteRepositoryPolicyResponse$;
__webpack_unused_export__ = DeleteRepositoryRequest$;
__webpack_unused_export__ = DeleteRepositoryResponse$;
__webpack_unused_export__ = DeleteSigningConfiguration$;
__webpack_unused_export__ = DeleteSigningConfigurationCommand;
__webpack_unused_export__ = DeleteSigningConfigurationRequest$;
__webpack_unused_export__ = DeleteSigningConfigurationResponse$;
__webpack_unused_export__ = DeregisterPullTimeUpdateExclusion$;
__webpack_unused_export__ = DeregisterPullTimeUpdateExclusionCommand;
__webpack_unused_export__ = DeregisterPullTimeUpdateExclusionRequest$;
__webpack_unused_export__ = DeregisterPullTimeUpdateExclusionResponse$;
__webpack_unused_export__ = DescribeImageReplicationStatus$;
__webpack_unused_export__ = DescribeImageReplicationStatusCommand;
__webpack_unused_export__ = DescribeImageReplicationStatusRequest$;
__webpack_unused_export__ = DescribeImageReplicationStatusResponse$;
__webpack_unused_export__ = DescribeImageScanFindings$;
__webpack_unused_export__ = DescribeImageScanFindingsCommand;
__webpack_unused_export__ = DescribeImageScanFindingsRequest$;
__webpack_unused_export__ = DescribeImageScanFindingsResponse$;
__webpack_unused_export__ = DescribeImageSigningStatus$;
__webpack_unused_export__ = DescribeImageSigningStatusCommand;
__webpack_unused_export__ = DescribeImageSigningStatusRequest$;
__webpack_unused_export__ = DescribeImageSigningStatusResponse$;
__webpack_unused_export__ = DescribeImages$;
__webpack_unused_export__ = DescribeImagesCommand;
__webpack_unused_export__ = DescribeImagesFilter$;
__webpack_unused_export__ = DescribeImagesRequest$;
__webpack_unused_export__ = DescribeImagesResponse$;
__webpack_unused_export__ = DescribePullThroughCacheRules$;
__webpack_unused_export__ = DescribePullThroughCacheRulesCommand;
__webpack_unused_export__ = DescribePullThroughCacheRulesRequest$;
__webpack_unused_export__ = DescribePullThroughCacheRulesResponse$;
__webpack_unused_export__ = DescribeRegistry$;
__webpack_unused_export__ = DescribeRegistryCommand;
__webpack_unused_export__ = DescribeRegistryRequest$;
__webpack_unused_export__ = DescribeRegistryResponse$;
__webpack_unused_export__ = DescribeReplicationBackfillResults$;
__webpack_unused_export__ = DescribeReplicationBackfillResultsCommand;
__webpack_unused_export__ = DescribeReplicationBackfillResultsRequest$;
__webpack_unused_export__ = DescribeReplicationBackfillResultsResponse$;
__webpack_unused_export__ = DescribeRepositories$;
__webpack_unused_export__ = DescribeRepositoriesCommand;
__webpack_unused_export__ = DescribeRepositoriesRequest$;
__webpack_unused_export__ = DescribeRepositoriesResponse$;
__webpack_unused_export__ = DescribeRepositoryCreationTemplates$;
__webpack_unused_export__ = DescribeRepositoryCreationTemplatesCommand;
__webpack_unused_export__ = DescribeRepositoryCreationTemplatesRequest$;
__webpack_unused_export__ = DescribeRepositoryCreationTemplatesResponse$;
__webpack_unused_export__ = ECR;
exports.S70 = ECRClient;
__webpack_unused_export__ = ECRServiceException;
__webpack_unused_export__ = ECRServiceException$;
__webpack_unused_export__ = EmptyUploadException;
__webpack_unused_export__ = EmptyUploadException$;
__webpack_unused_export__ = EncryptionConfiguration$;
__webpack_unused_export__ = EncryptionConfigurationForRepositoryCreationTemplate$;
__webpack_unused_export__ = EncryptionType;
__webpack_unused_export__ = EnhancedImageScanFinding$;
__webpack_unused_export__ = ExclusionAlreadyExistsException;
__webpack_unused_export__ = ExclusionAlreadyExistsException$;
__webpack_unused_export__ = ExclusionNotFoundException;
__webpack_unused_export__ = ExclusionNotFoundException$;
__webpack_unused_export__ = FindingSeverity;
__webpack_unused_export__ = GetAccountSetting$;
__webpack_unused_export__ = GetAccountSettingCommand;
__webpack_unused_export__ = GetAccountSettingRequest$;
__webpack_unused_export__ = GetAccountSettingResponse$;
__webpack_unused_export__ = GetAuthorizationToken$;
exports.Eu6 = GetAuthorizationTokenCommand;
__webpack_unused_export__ = GetAuthorizationTokenRequest$;
__webpack_unused_export__ = GetAuthorizationTokenResponse$;
__webpack_unused_export__ = GetDownloadUrlForLayer$;
__webpack_unused_export__ = GetDownloadUrlForLayerCommand;
__webpack_unused_export__ = GetDownloadUrlForLayerRequest$;
__webpack_unused_export__ = GetDownloadUrlForLayerResponse$;
__webpack_unused_export__ = GetLifecyclePolicy$;
__webpack_unused_export__ = GetLifecyclePolicyCommand;
__webpack_unused_export__ = GetLifecyclePolicyPreview$;
__webpack_unused_export__ = GetLifecyclePolicyPreviewCommand;
__webpack_unused_export__ = GetLifecyclePolicyPreviewRequest$;
__webpack_unused_export__ = GetLifecyclePolicyPreviewResponse$;
__webpack_unused_export__ = GetLifecyclePolicyRequest$;
__webpack_unused_export__ = GetLifecyclePolicyResponse$;
__webpack_unused_export__ = GetRegistryPolicy$;
__webpack_unused_export__ = GetRegistryPolicyCommand;
__webpack_unused_export__ = GetRegistryPolicyRequest$;
__webpack_unused_export__ = GetRegistryPolicyResponse$;
__webpack_unused_export__ = GetRegistryScanningConfiguration$;
__webpack_unused_export__ = GetRegistryScanningConfigurationCommand;
__webpack_unused_export__ = GetRegistryScanningConfigurationRequest$;
__webpack_unused_export__ = GetRegistryScanningConfigurationResponse$;
__webpack_unused_export__ = GetRepositoryPolicy$;
__webpack_unused_export__ = GetRepositoryPolicyCommand;
__webpack_unused_export__ = GetRepositoryPolicyRequest$;
__webpack_unused_export__ = GetRepositoryPolicyResponse$;
__webpack_unused_export__ = GetSigningConfiguration$;
__webpack_unused_export__ = GetSigningConfigurationCommand;
__webpack_unused_export__ = GetSigningConfigurationRequest$;
__webpack_unused_export__ = GetSigningConfigurationResponse$;
__webpack_unused_export__ = Image$;
__webpack_unused_export__ = ImageActionType;
__webpack_unused_export__ = ImageAlreadyExistsException;
__webpack_unused_export__ = ImageAlreadyExistsException$;
__webpack_unused_export__ = ImageArchivedException;
__webpack_unused_export__ = ImageArchivedException$;
__webpack_unused_export__ = ImageDetail$;
__webpack_unused_export__ = ImageDigestDoesNotMatchException;
__webpack_unused_export__ = ImageDigestDoesNotMatchException$;
__webpack_unused_export__ = ImageFailure$;
__webpack_unused_export__ = ImageFailureCode;
__webpack_unused_export__ = ImageIdentifier$;
__webpack_unused_export__ = ImageNotFoundException;
__webpack_unused_export__ = ImageNotFoundException$;
__webpack_unused_export__ = ImageReferrer$;
__webpack_unused_export__ = ImageReplicationStatus$;
__webpack_unused_export__ = ImageScanFinding$;
__webpack_unused_export__ = ImageScanFindings$;
__webpack_unused_export__ = ImageScanFindingsSummary$;
__webpack_unused_export__ = ImageScanStatus$;
__webpack_unused_export__ = ImageScanningConfiguration$;
__webpack_unused_export__ = ImageSigningStatus$;
__webpack_unused_export__ = ImageStatus;
__webpack_unused_export__ = ImageStatusFilter;
__webpack_unused_export__ = ImageStorageClassUpdateNotSupportedException;
__webpack_unused_export__ = ImageStorageClassUpdateNotSupportedException$;
__webpack_unused_export__ = ImageTagAlreadyExistsException;
__webpack_unused_export__ = ImageTagAlreadyExistsException$;
__webpack_unused_export__ = ImageTagMutability;
__webpack_unused_export__ = ImageTagMutabilityExclusionFilter$;
__webpack_unused_export__ = ImageTagMutabilityExclusionFilterType;
__webpack_unused_export__ = InitiateLayerUpload$;
__webpack_unused_export__ = InitiateLayerUploadCommand;
__webpack_unused_export__ = InitiateLayerUploadRequest$;
__webpack_unused_export__ = InitiateLayerUploadResponse$;
__webpack_unused_export__ = InvalidLayerException;
__webpack_unused_export__ = InvalidLayerException$;
__webpack_unused_export__ = InvalidLayerPartException;
__webpack_unused_export__ = InvalidLayerPartException$;
__webpack_unused_export__ = InvalidParameterException;
__webpack_unused_export__ = InvalidParameterException$;
__webpack_unused_export__ = InvalidTagParameterException;
__webpack_unused_export__ = InvalidTagParameterException$;
__webpack_unused_export__ = KmsException;
__webpack_unused_export__ = KmsException$;
__webpack_unused_export__ = Layer$;
__webpack_unused_export__ = LayerAlreadyExistsException;
__webpack_unused_export__ = LayerAlreadyExistsException$;
__webpack_unused_export__ = LayerAvailability;
__webpack_unused_export__ = LayerFailure$;
__webpack_unused_export__ = LayerFailureCode;
__webpack_unused_export__ = LayerInaccessibleException;
__webpack_unused_export__ = LayerInaccessibleException$;
__webpack_unused_export__ = LayerPartTooSmallException;
__webpack_unused_export__ = LayerPartTooSmallException$;
__webpack_unused_export__ = LayersNotFoundException;
__webpack_unused_export__ = LayersNotFoundException$;
__webpack_unused_export__ = LifecyclePolicyNotFoundException;
__webpack_unused_export__ = LifecyclePolicyNotFoundException$;
__webpack_unused_export__ = LifecyclePolicyPreviewFilter$;
__webpack_unused_export__ = LifecyclePolicyPreviewInProgressException;
__webpack_unused_export__ = LifecyclePolicyPreviewInProgressException$;
__webpack_unused_export__ = LifecyclePolicyPreviewNotFoundException;
__webpack_unused_export__ = LifecyclePolicyPreviewNotFoundException$;
__webpack_unused_export__ = LifecyclePolicyPreviewResult$;
__webpack_unused_export__ = LifecyclePolicyPreviewStatus;
__webpack_unused_export__ = LifecyclePolicyPreviewSummary$;
__webpack_unused_export__ = LifecyclePolicyRuleAction$;
__webpack_unused_export__ = LifecyclePolicyStorageClass;
__webpack_unused_export__ = LifecyclePolicyTargetStorageClass;
__webpack_unused_export__ = LimitExceededException;
__webpack_unused_export__ = LimitExceededException$;
__webpack_unused_export__ = ListImageReferrers$;
__webpack_unused_export__ = ListImageReferrersCommand;
__webpack_unused_export__ = ListImageReferrersFilter$;
__webpack_unused_export__ = ListImageReferrersRequest$;
__webpack_unused_export__ = ListImageReferrersResponse$;
__webpack_unused_export__ = ListImages$;
__webpack_unused_export__ = ListImagesCommand;
__webpack_unused_export__ = ListImagesFilter$;
__webpack_unused_export__ = ListImagesRequest$;
__webpack_unused_export__ = ListImagesResponse$;
__webpack_unused_export__ = ListPullTimeUpdateExclusions$;
__webpack_unused_export__ = ListPullTimeUpdateExclusionsCommand;
__webpack_unused_export__ = ListPullTimeUpdateExclusionsRequest$;
__webpack_unused_export__ = ListPullTimeUpdateExclusionsResponse$;
__webpack_unused_export__ = ListReplicationBackfills$;
__webpack_unused_export__ = ListReplicationBackfillsCommand;
__webpack_unused_export__ = ListReplicationBackfillsRequest$;
__webpack_unused_export__ = ListReplicationBackfillsResponse$;
__webpack_unused_export__ = ListTagsForResource$;
__webpack_unused_export__ = ListTagsForResourceCommand;
__webpack_unused_export__ = ListTagsForResourceRequest$;
__webpack_unused_export__ = ListTagsForResourceResponse$;
__webpack_unused_export__ = PackageVulnerabilityDetails$;
__webpack_unused_export__ = PullThroughCacheRule$;
__webpack_unused_export__ = PullThroughCacheRuleAlreadyExistsException;
__webpack_unused_export__ = PullThroughCacheRuleAlreadyExistsException$;
__webpack_unused_export__ = PullThroughCacheRuleNotFoundException;
__webpack_unused_export__ = PullThroughCacheRuleNotFoundException$;
__webpack_unused_export__ = PutAccountSetting$;
__webpack_unused_export__ = PutAccountSettingCommand;
__webpack_unused_export__ = PutAccountSettingRequest$;
__webpack_unused_export__ = PutAccountSettingResponse$;
__webpack_unused_export__ = PutImage$;
__webpack_unused_export__ = PutImageCommand;
__webpack_unused_export__ = PutImageRequest$;
__webpack_unused_export__ = PutImageResponse$;
__webpack_unused_export__ = PutImageScanningConfiguration$;
__webpack_unused_export__ = PutImageScanningConfigurationCommand;
__webpack_unused_export__ = PutImageScanningConfigurationRequest$;
__webpack_unused_export__ = PutImageScanningConfigurationResponse$;
__webpack_unused_export__ = PutImageTagMutability$;
__webpack_unused_export__ = PutImageTagMutabilityCommand;
__webpack_unused_export__ = PutImageTagMutabilityRequest$;
__webpack_unused_export__ = PutImageTagMutabilityResponse$;
__webpack_unused_export__ = PutLifecyclePolicy$;
__webpack_unused_export__ = PutLifecyclePolicyCommand;
__webpack_unused_export__ = PutLifecyclePolicyRequest$;
__webpack_unused_export__ = PutLifecyclePolicyResponse$;
__webpack_unused_export__ = PutRegistryPolicy$;
__webpack_unused_export__ = PutRegistryPolicyCommand;
__webpack_unused_export__ = PutRegistryPolicyRequest$;
__webpack_unused_export__ = PutRegistryPolicyResponse$;
__webpack_unused_export__ = PutRegistryScanningConfiguration$;
__webpack_unused_export__ = PutRegistryScanningConfigurationCommand;
__webpack_unused_export__ = PutRegistryScanningConfigurationRequest$;
__webpack_unused_export__ = PutRegistryScanningConfigurationResponse$;
__webpack_unused_export__ = PutReplicationConfiguration$;
__webpack_unused_export__ = PutReplicationConfigurationCommand;
__webpack_unused_export__ = PutReplicationConfigurationRequest$;
__webpack_unused_export__ = PutReplicationConfigurationResponse$;
__webpack_unused_export__ = PutSigningConfiguration$;
__webpack_unused_export__ = PutSigningConfigurationCommand;
__webpack_unused_export__ = PutSigningConfigurationRequest$;
__webpack_unused_export__ = PutSigningConfigurationResponse$;
__webpack_unused_export__ = RCTAppliedFor;
__webpack_unused_export__ = Recommendation$;
__webpack_unused_export__ = ReferencedImagesNotFoundException;
__webpack_unused_export__ = ReferencedImagesNotFoundException$;
__webpack_unused_export__ = RegisterPullTimeUpdateExclusion$;
__webpack_unused_export__ = RegisterPullTimeUpdateExclusionCommand;
__webpack_unused_export__ = RegisterPullTimeUpdateExclusionRequest$;
__webpack_unused_export__ = RegisterPullTimeUpdateExclusionResponse$;
__webpack_unused_export__ = RegistryPolicyNotFoundException;
__webpack_unused_export__ = RegistryPolicyNotFoundException$;
__webpack_unused_export__ = RegistryScanningConfiguration$;
__webpack_unused_export__ = RegistryScanningRule$;
__webpack_unused_export__ = Remediation$;
__webpack_unused_export__ = ReplicationBackfillInProgressException;
__webpack_unused_export__ = ReplicationBackfillInProgressException$;
__webpack_unused_export__ = ReplicationBackfillInvalidStatusException;
__webpack_unused_export__ = ReplicationBackfillInvalidStatusException$;
__webpack_unused_export__ = ReplicationBackfillNotFoundException;
__webpack_unused_export__ = ReplicationBackfillNotFoundException$;
__webpack_unused_export__ = ReplicationBackfillProgress$;
__webpack_unused_export__ = ReplicationBackfillResult$;
__webpack_unused_export__ = ReplicationBackfillResultStatus;
__webpack_unused_export__ = ReplicationBackfillStatus;
__webpack_unused_export__ = ReplicationBackfillSummary$;
__webpack_unused_export__ = ReplicationConfiguration$;
__webpack_unused_export__ = ReplicationDestination$;
__webpack_unused_export__ = ReplicationRule$;
__webpack_unused_export__ = ReplicationStatus;
__webpack_unused_export__ = Repository$;
__webpack_unused_export__ = RepositoryAlreadyExistsException;
__webpack_unused_export__ = RepositoryAlreadyExistsException$;
__webpack_unused_export__ = RepositoryCreationTemplate$;
__webpack_unused_export__ = RepositoryFilter$;
__webpack_unused_export__ = RepositoryFilterType;
__webpack_unused_export__ = RepositoryNotEmptyException;
__webpack_unused_export__ = RepositoryNotEmptyException$;
__webpack_unused_export__ = RepositoryNotFoundException;
__webpack_unused_export__ = RepositoryNotFoundException$;
__webpack_unused_export__ = RepositoryPolicyNotFoundException;
__webpack_unused_export__ = RepositoryPolicyNotFoundException$;
__webpack_unused_export__ = RepositoryScanningConfiguration$;
__webpack_unused_export__ = RepositoryScanningConfigurationFailure$;
__webpack_unused_export__ = Resource$;
__webpack_unused_export__ = ResourceDetails$;
__webpack_unused_export__ = ScanFrequency;
__webpack_unused_export__ = ScanNotFoundException;
__webpack_unused_export__ = ScanNotFoundException$;
__webpack_unused_export__ = ScanStatus;
__webpack_unused_export__ = ScanType;
__webpack_unused_export__ = ScanningConfigurationFailureCode;
__webpack_unused_export__ = ScanningRepositoryFilter$;
__webpack_unused_export__ = ScanningRepositoryFilterType;
__webpack_unused_export__ = ScoreDetails$;
__webpack_unused_export__ = SecretNotFoundException;
__webpack_unused_export__ = SecretNotFoundException$;
__webpack_unused_export__ = ServerException;
__webpack_unused_export__ = ServerException$;
__webpack_unused_export__ = SetRepositoryPolicy$;
__webpack_unused_export__ = SetRepositoryPolicyCommand;
__webpack_unused_export__ = SetRepositoryPolicyRequest$;
__webpack_unused_export__ = SetRepositoryPolicyResponse$;
__webpack_unused_export__ = SigningConfiguration$;
__webpack_unused_export__ = SigningConfigurationNotFoundException;
__webpack_unused_export__ = SigningConfigurationNotFoundException$;
__webpack_unused_export__ = SigningRepositoryFilter$;
__webpack_unused_export__ = SigningRepositoryFilterType;
__webpack_unused_export__ = SigningRule$;
__webpack_unused_export__ = SigningStatus;
__webpack_unused_export__ = StartImageScan$;
__webpack_unused_export__ = StartImageScanCommand;
__webpack_unused_export__ = StartImageScanRequest$;
__webpack_unused_export__ = StartImageScanResponse$;
__webpack_unused_export__ = StartLifecyclePolicyPreview$;
__webpack_unused_export__ = StartLifecyclePolicyPreviewCommand;
__webpack_unused_export__ = StartLifecyclePolicyPreviewRequest$;
__webpack_unused_export__ = StartLifecyclePolicyPreviewResponse$;
__webpack_unused_export__ = StartReplicationBackfill$;
__webpack_unused_export__ = StartReplicationBackfillCommand;
__webpack_unused_export__ = StartReplicationBackfillRequest$;
__webpack_unused_export__ = StartReplicationBackfillResponse$;
__webpack_unused_export__ = StopReplicationBackfill$;
__webpack_unused_export__ = StopReplicationBackfillCommand;
__webpack_unused_export__ = StopReplicationBackfillRequest$;
__webpack_unused_export__ = StopReplicationBackfillResponse$;
__webpack_unused_export__ = SubjectIdentifier$;
__webpack_unused_export__ = Tag$;
__webpack_unused_export__ = TagResource$;
__webpack_unused_export__ = TagResourceCommand;
__webpack_unused_export__ = TagResourceRequest$;
__webpack_unused_export__ = TagResourceResponse$;
__webpack_unused_export__ = TagStatus;
__webpack_unused_export__ = TargetStorageClass;
__webpack_unused_export__ = TemplateAlreadyExistsException;
__webpack_unused_export__ = TemplateAlreadyExistsException$;
__webpack_unused_export__ = TemplateNotFoundException;
__webpack_unused_export__ = TemplateNotFoundException$;
__webpack_unused_export__ = TooManyTagsException;
__webpack_unused_export__ = TooManyTagsException$;
__webpack_unused_export__ = TransitioningImageTotalCount$;
__webpack_unused_export__ = UnableToAccessSecretException;
__webpack_unused_export__ = UnableToAccessSecretException$;
__webpack_unused_export__ = UnableToDecryptSecretValueException;
__webpack_unused_export__ = UnableToDecryptSecretValueException$;
__webpack_unused_export__ = UnableToGetUpstreamImageException;
__webpack_unused_export__ = UnableToGetUpstreamImageException$;
__webpack_unused_export__ = UnableToGetUpstreamLayerException;
__webpack_unused_export__ = UnableToGetUpstreamLayerException$;
__webpack_unused_export__ = UnableToListUpstreamImageReferrersException;
__webpack_unused_export__ = UnableToListUpstreamImageReferrersException$;
__webpack_unused_export__ = UnsupportedImageTypeException;
__webpack_unused_export__ = UnsupportedImageTypeException$;
__webpack_unused_export__ = UnsupportedUpstreamRegistryException;
__webpack_unused_export__ = UnsupportedUpstreamRegistryException$;
__webpack_unused_export__ = UntagResource$;
__webpack_unused_export__ = UntagResourceCommand;
__webpack_unused_export__ = UntagResourceRequest$;
__webpack_unused_export__ = UntagResourceResponse$;
__webpack_unused_export__ = UpdateImageStorageClass$;
__webpack_unused_export__ = UpdateImageStorageClassCommand;
__webpack_unused_export__ = UpdateImageStorageClassRequest$;
__webpack_unused_export__ = UpdateImageStorageClassResponse$;
__webpack_unused_export__ = UpdatePullThroughCacheRule$;
__webpack_unused_export__ = UpdatePullThroughCacheRuleCommand;
__webpack_unused_export__ = UpdatePullThroughCacheRuleRequest$;
__webpack_unused_export__ = UpdatePullThroughCacheRuleResponse$;
__webpack_unused_export__ = UpdateRepositoryCreationTemplate$;
__webpack_unused_export__ = UpdateRepositoryCreationTemplateCommand;
__webpack_unused_export__ = UpdateRepositoryCreationTemplateRequest$;
__webpack_unused_export__ = UpdateRepositoryCreationTemplateResponse$;
__webpack_unused_export__ = UploadLayerPart$;
__webpack_unused_export__ = UploadLayerPartCommand;
__webpack_unused_export__ = UploadLayerPartRequest$;
__webpack_unused_export__ = UploadLayerPartResponse$;
__webpack_unused_export__ = UploadNotFoundException;
__webpack_unused_export__ = UploadNotFoundException$;
__webpack_unused_export__ = UpstreamRegistry;
__webpack_unused_export__ = ValidatePullThroughCacheRule$;
__webpack_unused_export__ = ValidatePullThroughCacheRuleCommand;
__webpack_unused_export__ = ValidatePullThroughCacheRuleRequest$;
__webpack_unused_export__ = ValidatePullThroughCacheRuleResponse$;
__webpack_unused_export__ = ValidationException;
__webpack_unused_export__ = ValidationException$;
__webpack_unused_export__ = VulnerablePackage$;
__webpack_unused_export__ = errorTypeRegistries;
__webpack_unused_export__ = paginateDescribeImageScanFindings;
__webpack_unused_export__ = paginateDescribeImages;
__webpack_unused_export__ = paginateDescribePullThroughCacheRules;
__webpack_unused_export__ = paginateDescribeReplicationBackfillResults;
__webpack_unused_export__ = paginateDescribeRepositories;
__webpack_unused_export__ = paginateDescribeRepositoryCreationTemplates;
__webpack_unused_export__ = paginateGetLifecyclePolicyPreview;
__webpack_unused_export__ = paginateListImages;
__webpack_unused_export__ = paginateListReplicationBackfills;
__webpack_unused_export__ = waitForImageScanComplete;
__webpack_unused_export__ = waitForLifecyclePolicyPreviewComplete;
__webpack_unused_export__ = waitUntilImageScanComplete;
__webpack_unused_export__ = waitUntilLifecyclePolicyPreviewComplete;


/***/ })

};
