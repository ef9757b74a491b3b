export const id = 303;
export const ids = [303];
export const modules = {

/***/ 70303:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;
const { awsEndpointFunctions, emitWarningIfUnsupportedVersion: emitWarningIfUnsupportedVersion$1, createDefaultUserAgentProvider, getDefaultSocketTimeout, NODE_APP_ID_CONFIG_OPTIONS, getAwsRegionExtensionConfiguration, resolveAwsRegionExtensionConfiguration, resolveUserAgentConfig, resolveHostHeaderConfig, getUserAgentPlugin, getHostHeaderPlugin, getLoggerPlugin, getRecursionDetectionPlugin } = __webpack_require__(5152);
const { getHttpAuthSchemeEndpointRuleSetPlugin, DefaultIdentityProviderConfig, getHttpSigningPlugin, createPaginator } = __webpack_require__(90402);
const { normalizeProvider, getSmithyContext, ServiceException, NoOpLogger, emitWarningIfUnsupportedVersion, loadConfigsForDefaultMode, getDefaultExtensionConfiguration, resolveDefaultRuntimeConfig, Client, makeBuilder, createAggregatedClient } = __webpack_require__(92658);
const { Command: $Command } = __webpack_require__(92658);
__webpack_unused_export__ = $Command;
__webpack_unused_export__ = Client;
const { resolveDefaultsModeConfig, loadConfig, NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, NODE_REGION_CONFIG_OPTIONS, NODE_REGION_CONFIG_FILE_OPTIONS, resolveRegionConfig } = __webpack_require__(47291);
const { BinaryDecisionDiagram, EndpointCache, decideEndpoint, customEndpointFunctions, resolveEndpointConfig, getEndpointPlugin } = __webpack_require__(62085);
const { eventStreamSerdeProvider, resolveEventStreamSerdeConfig } = __webpack_require__(56579);
const { parseUrl, getHttpHandlerExtensionConfiguration, resolveHttpHandlerRuntimeConfig, getContentLengthPlugin } = __webpack_require__(93422);
const { DEFAULT_RETRY_MODE, NODE_RETRY_MODE_CONFIG_OPTIONS, NODE_MAX_ATTEMPT_CONFIG_OPTIONS, resolveRetryConfig, getRetryPlugin } = __webpack_require__(23609);
const { TypeRegistry, getSchemaSerdePlugin } = __webpack_require__(26890);
const { resolveAwsSdkSigV4Config, AwsSdkSigV4Signer, NODE_AUTH_SCHEME_PREFERENCE_OPTIONS } = __webpack_require__(97523);
const { defaultProvider } = __webpack_require__(5861);
const { toUtf8, fromUtf8, toBase64, fromBase64, calculateBodyLength } = __webpack_require__(92430);
const { streamCollector, NodeHttpHandler } = __webpack_require__(61279);
const { AwsJson1_1Protocol } = __webpack_require__(37288);
const { Sha256 } = __webpack_require__(99542);

const defaultCloudWatchLogsHttpAuthSchemeParametersProvider = async (config, context, input) => {
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
            name: "logs",
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
const defaultCloudWatchLogsHttpAuthSchemeProvider = (authParameters) => {
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
        defaultSigningName: "logs",
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
const a = -1, b = true, c = "isSet", d = "PartitionResult", e = "booleanEquals", f = "getAttr", g = "stringEquals", h = { [m]: "Endpoint" }, i = { [m]: d }, j = { [m]: "Region" }, k = {}, l = [j];
const _data = {
    conditions: [
        [c, [h]],
        [c, l],
        ["aws.partition", l, d],
        [e, [{ [m]: "UseFIPS" }, b]],
        [e, [{ [m]: "UseDualStack" }, b]],
        [e, [{ fn: f, argv: [i, "supportsDualStack"] }, b]],
        [e, [{ fn: f, argv: [i, "supportsFIPS"] }, b]],
        [g, [j, "us-gov-east-1"]],
        [g, [j, "us-gov-west-1"]]
    ],
    results: [
        [a],
        [a, "Invalid Configuration: FIPS and custom endpoint are not supported"],
        [a, "Invalid Configuration: Dualstack and custom endpoint are not supported"],
        [h, k],
        ["https://logs-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", k],
        [a, "FIPS and DualStack are enabled, but this partition does not support one or both"],
        ["https://logs.us-gov-east-1.amazonaws.com", k],
        ["https://logs.us-gov-west-1.amazonaws.com", k],
        ["https://logs-fips.{Region}.{PartitionResult#dnsSuffix}", k],
        [a, "FIPS is enabled but this partition does not support FIPS"],
        ["https://logs.{Region}.{PartitionResult#dualStackDnsSuffix}", k],
        [a, "DualStack is enabled but this partition does not support DualStack"],
        ["https://logs.{Region}.{PartitionResult#dnsSuffix}", k],
        [a, "Invalid Configuration: Missing Region"]
    ]
};
const root = 2;
const r = 100_000_000;
const nodes = new Int32Array([
    -1, 1, -1,
    0, 14, 3,
    1, 4, r + 13,
    2, 5, r + 13,
    3, 8, 6,
    4, 7, r + 12,
    5, r + 10, r + 11,
    4, 12, 9,
    6, 10, r + 9,
    7, r + 6, 11,
    8, r + 7, r + 8,
    5, 13, r + 5,
    6, r + 4, r + 5,
    3, r + 1, 15,
    4, r + 2, r + 3,
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

class CloudWatchLogsServiceException extends ServiceException {
    static shapeId = "smithy.ts.sdk.synthetic.com.amazonaws.cloudwatchlogs#CloudWatchLogsServiceException";
    constructor(options) {
        super(options);
        Object.setPrototypeOf(this, CloudWatchLogsServiceException.prototype);
    }
}

class AccessDeniedException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#AccessDeniedException";
    name = "AccessDeniedException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "AccessDeniedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, AccessDeniedException.prototype);
    }
}
class InvalidParameterException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#InvalidParameterException";
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
class OperationAbortedException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#OperationAbortedException";
    name = "OperationAbortedException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "OperationAbortedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, OperationAbortedException.prototype);
    }
}
class ResourceNotFoundException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#ResourceNotFoundException";
    name = "ResourceNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ResourceNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceNotFoundException.prototype);
    }
}
class ServiceUnavailableException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#ServiceUnavailableException";
    name = "ServiceUnavailableException";
    $fault = "server";
    constructor(opts) {
        super({
            name: "ServiceUnavailableException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, ServiceUnavailableException.prototype);
    }
}
class InternalServerException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#InternalServerException";
    name = "InternalServerException";
    $fault = "server";
    constructor(opts) {
        super({
            name: "InternalServerException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, InternalServerException.prototype);
    }
}
class ThrottlingException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#ThrottlingException";
    name = "ThrottlingException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ThrottlingException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ThrottlingException.prototype);
    }
}
class ValidationException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#ValidationException";
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
class InvalidOperationException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#InvalidOperationException";
    name = "InvalidOperationException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "InvalidOperationException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidOperationException.prototype);
    }
}
class ConflictException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#ConflictException";
    name = "ConflictException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ConflictException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ConflictException.prototype);
    }
}
class ServiceQuotaExceededException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#ServiceQuotaExceededException";
    name = "ServiceQuotaExceededException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ServiceQuotaExceededException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ServiceQuotaExceededException.prototype);
    }
}
class LimitExceededException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#LimitExceededException";
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
class ResourceAlreadyExistsException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#ResourceAlreadyExistsException";
    name = "ResourceAlreadyExistsException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ResourceAlreadyExistsException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceAlreadyExistsException.prototype);
    }
}
class DataAlreadyAcceptedException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#DataAlreadyAcceptedException";
    name = "DataAlreadyAcceptedException";
    $fault = "client";
    expectedSequenceToken;
    constructor(opts) {
        super({
            name: "DataAlreadyAcceptedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, DataAlreadyAcceptedException.prototype);
        this.expectedSequenceToken = opts.expectedSequenceToken;
    }
}
class InternalStreamingException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#InternalStreamingException";
    name = "InternalStreamingException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "InternalStreamingException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InternalStreamingException.prototype);
    }
}
class InvalidSequenceTokenException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#InvalidSequenceTokenException";
    name = "InvalidSequenceTokenException";
    $fault = "client";
    expectedSequenceToken;
    constructor(opts) {
        super({
            name: "InvalidSequenceTokenException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidSequenceTokenException.prototype);
        this.expectedSequenceToken = opts.expectedSequenceToken;
    }
}
class UnrecognizedClientException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#UnrecognizedClientException";
    name = "UnrecognizedClientException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "UnrecognizedClientException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, UnrecognizedClientException.prototype);
    }
}
class SessionStreamingException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#SessionStreamingException";
    name = "SessionStreamingException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "SessionStreamingException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, SessionStreamingException.prototype);
    }
}
class SessionTimeoutException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#SessionTimeoutException";
    name = "SessionTimeoutException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "SessionTimeoutException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, SessionTimeoutException.prototype);
    }
}
class MalformedQueryException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#MalformedQueryException";
    name = "MalformedQueryException";
    $fault = "client";
    queryCompileError;
    constructor(opts) {
        super({
            name: "MalformedQueryException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, MalformedQueryException.prototype);
        this.queryCompileError = opts.queryCompileError;
    }
}
class TooManyTagsException extends CloudWatchLogsServiceException {
    static shapeId = "com.amazonaws.cloudwatchlogs#TooManyTagsException";
    name = "TooManyTagsException";
    $fault = "client";
    resourceName;
    constructor(opts) {
        super({
            name: "TooManyTagsException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, TooManyTagsException.prototype);
        this.resourceName = opts.resourceName;
    }
}

const _A = "Anomaly";
const _AD = "AnomalyDetector";
const _ADE = "AccessDeniedException";
const _ADn = "AnomalyDetectors";
const _AF = "AllowedFields";
const _AK = "AddKeys";
const _AKE = "AddKeyEntry";
const _AKEd = "AddKeyEntries";
const _AKK = "AssociateKmsKey";
const _AKKR = "AssociateKmsKeyRequest";
const _ALGS = "AggregateLogGroupSummary";
const _ALGSg = "AggregateLogGroupSummaries";
const _AP = "AccountPolicy";
const _APc = "AccountPolicies";
const _ASTSTI = "AssociateSourceToS3TableIntegration";
const _ASTSTIR = "AssociateSourceToS3TableIntegrationRequest";
const _ASTSTIRs = "AssociateSourceToS3TableIntegrationResponse";
const _An = "Anomalies";
const _CD = "CreateDelivery";
const _CDR = "CreateDeliveryRequest";
const _CDRr = "CreateDeliveryResponse";
const _CE = "ConflictException";
const _CET = "CancelExportTask";
const _CETR = "CancelExportTaskRequest";
const _CETRr = "CreateExportTaskRequest";
const _CETRre = "CreateExportTaskResponse";
const _CETr = "CreateExportTask";
const _CIT = "CancelImportTask";
const _CITR = "CancelImportTaskRequest";
const _CITRa = "CancelImportTaskResponse";
const _CITRr = "CreateImportTaskRequest";
const _CITRre = "CreateImportTaskResponse";
const _CITr = "CreateImportTask";
const _CLAD = "CreateLogAnomalyDetector";
const _CLADR = "CreateLogAnomalyDetectorRequest";
const _CLADRr = "CreateLogAnomalyDetectorResponse";
const _CLG = "CreateLogGroup";
const _CLGR = "CreateLogGroupRequest";
const _CLS = "CreateLogStream";
const _CLSR = "CreateLogStreamRequest";
const _CLT = "CreateLookupTable";
const _CLTR = "CreateLookupTableRequest";
const _CLTRr = "CreateLookupTableResponse";
const _CSQ = "CreateScheduledQuery";
const _CSQR = "CreateScheduledQueryRequest";
const _CSQRr = "CreateScheduledQueryResponse";
const _CSV = "CSV";
const _CT = "ConfigurationTemplate";
const _CTDCV = "ConfigurationTemplateDeliveryConfigValues";
const _CTo = "ConfigurationTemplates";
const _CV = "CopyValue";
const _CVE = "CopyValueEntry";
const _CVEo = "CopyValueEntries";
const _D = "Delivery";
const _DAAE = "DataAlreadyAcceptedException";
const _DAP = "DeleteAccountPolicy";
const _DAPR = "DeleteAccountPolicyRequest";
const _DAPRe = "DeleteAccountPolicyResponse";
const _DAPRes = "DescribeAccountPoliciesRequest";
const _DAPResc = "DescribeAccountPoliciesResponse";
const _DAPe = "DescribeAccountPolicies";
const _DC = "DestinationConfiguration";
const _DCT = "DescribeConfigurationTemplates";
const _DCTR = "DescribeConfigurationTemplatesRequest";
const _DCTRe = "DescribeConfigurationTemplatesResponse";
const _DD = "DeliveryDestination";
const _DDC = "DeliveryDestinationConfiguration";
const _DDD = "DeleteDeliveryDestination";
const _DDDP = "DeleteDeliveryDestinationPolicy";
const _DDDPR = "DeleteDeliveryDestinationPolicyRequest";
const _DDDR = "DeleteDeliveryDestinationRequest";
const _DDDRe = "DescribeDeliveryDestinationsRequest";
const _DDDRes = "DescribeDeliveryDestinationsResponse";
const _DDDe = "DescribeDeliveryDestinations";
const _DDPP = "DeleteDataProtectionPolicy";
const _DDPPR = "DeleteDataProtectionPolicyRequest";
const _DDR = "DeleteDeliveryRequest";
const _DDRe = "DeleteDestinationRequest";
const _DDRes = "DescribeDeliveriesRequest";
const _DDResc = "DescribeDeliveriesResponse";
const _DDRescr = "DescribeDestinationsRequest";
const _DDRescri = "DescribeDestinationsResponse";
const _DDS = "DeleteDeliverySource";
const _DDSR = "DeleteDeliverySourceRequest";
const _DDSRe = "DescribeDeliverySourcesRequest";
const _DDSRes = "DescribeDeliverySourcesResponse";
const _DDSe = "DescribeDeliverySources";
const _DDe = "DeliveryDestinations";
const _DDel = "DeleteDelivery";
const _DDele = "DeleteDestination";
const _DDes = "DescribeDeliveries";
const _DDesc = "DescribeDestinations";
const _DET = "DescribeExportTasks";
const _DETR = "DescribeExportTasksRequest";
const _DETRe = "DescribeExportTasksResponse";
const _DFI = "DescribeFieldIndexes";
const _DFIR = "DescribeFieldIndexesRequest";
const _DFIRe = "DescribeFieldIndexesResponse";
const _DI = "DeleteIntegration";
const _DIP = "DeleteIndexPolicy";
const _DIPR = "DeleteIndexPolicyRequest";
const _DIPRe = "DeleteIndexPolicyResponse";
const _DIPRes = "DescribeIndexPoliciesRequest";
const _DIPResc = "DescribeIndexPoliciesResponse";
const _DIPe = "DescribeIndexPolicies";
const _DIR = "DeleteIntegrationRequest";
const _DIRe = "DeleteIntegrationResponse";
const _DIT = "DescribeImportTasks";
const _DITB = "DescribeImportTaskBatches";
const _DITBR = "DescribeImportTaskBatchesRequest";
const _DITBRe = "DescribeImportTaskBatchesResponse";
const _DITR = "DescribeImportTasksRequest";
const _DITRe = "DescribeImportTasksResponse";
const _DK = "DeleteKeys";
const _DKK = "DisassociateKmsKey";
const _DKKR = "DisassociateKmsKeyRequest";
const _DLAD = "DeleteLogAnomalyDetector";
const _DLADR = "DeleteLogAnomalyDetectorRequest";
const _DLG = "DeleteLogGroup";
const _DLGR = "DeleteLogGroupRequest";
const _DLGRe = "DescribeLogGroupsRequest";
const _DLGRes = "DescribeLogGroupsResponse";
const _DLGe = "DescribeLogGroups";
const _DLS = "DeleteLogStream";
const _DLSR = "DeleteLogStreamRequest";
const _DLSRe = "DescribeLogStreamsRequest";
const _DLSRes = "DescribeLogStreamsResponse";
const _DLSe = "DescribeLogStreams";
const _DLT = "DeleteLookupTable";
const _DLTR = "DeleteLookupTableRequest";
const _DLTRe = "DescribeLookupTablesRequest";
const _DLTRes = "DescribeLookupTablesResponse";
const _DLTe = "DescribeLookupTables";
const _DMF = "DeleteMetricFilter";
const _DMFR = "DeleteMetricFilterRequest";
const _DMFRe = "DescribeMetricFiltersRequest";
const _DMFRes = "DescribeMetricFiltersResponse";
const _DMFe = "DescribeMetricFilters";
const _DNP = "DestinationNamePrefix";
const _DQ = "DescribeQueries";
const _DQD = "DeleteQueryDefinition";
const _DQDR = "DeleteQueryDefinitionRequest";
const _DQDRe = "DeleteQueryDefinitionResponse";
const _DQDRes = "DescribeQueryDefinitionsRequest";
const _DQDResc = "DescribeQueryDefinitionsResponse";
const _DQDe = "DescribeQueryDefinitions";
const _DQR = "DescribeQueriesRequest";
const _DQRe = "DescribeQueriesResponse";
const _DRP = "DeleteResourcePolicy";
const _DRPR = "DeleteResourcePolicyRequest";
const _DRPRe = "DeleteRetentionPolicyRequest";
const _DRPRes = "DescribeResourcePoliciesRequest";
const _DRPResc = "DescribeResourcePoliciesResponse";
const _DRPe = "DeleteRetentionPolicy";
const _DRPes = "DescribeResourcePolicies";
const _DRR = "DryRunResult";
const _DS = "DataSource";
const _DSC = "DeleteSyslogConfiguration";
const _DSCR = "DeleteSyslogConfigurationRequest";
const _DSCS = "DeliverySourceConfigurationSchema";
const _DSCSe = "DeliverySourceConfigurationSchemas";
const _DSF = "DataSourceFilter";
const _DSFR = "DeleteSubscriptionFilterRequest";
const _DSFRe = "DescribeSubscriptionFiltersRequest";
const _DSFRes = "DescribeSubscriptionFiltersResponse";
const _DSFSTI = "DisassociateSourceFromS3TableIntegration";
const _DSFSTIR = "DisassociateSourceFromS3TableIntegrationRequest";
const _DSFSTIRi = "DisassociateSourceFromS3TableIntegrationResponse";
const _DSFa = "DataSourceFilters";
const _DSFe = "DeleteSubscriptionFilter";
const _DSFes = "DescribeSubscriptionFilters";
const _DSQ = "DeleteScheduledQuery";
const _DSQR = "DeleteScheduledQueryRequest";
const _DSQRe = "DeleteScheduledQueryResponse";
const _DSe = "DeliverySource";
const _DSel = "DeliverySources";
const _DT = "DeleteTransformer";
const _DTC = "DateTimeConverter";
const _DTR = "DeleteTransformerRequest";
const _De = "Destination";
const _Del = "Deliveries";
const _Des = "Destinations";
const _E = "Entity";
const _ET = "ExportTask";
const _ETEI = "ExportTaskExecutionInfo";
const _ETS = "ExportTaskStatus";
const _ETx = "ExportTasks";
const _FD = "FieldsData";
const _FI = "FieldIndex";
const _FIi = "FieldIndexes";
const _FLE = "FilteredLogEvent";
const _FLER = "FilterLogEventsRequest";
const _FLERi = "FilterLogEventsResponse";
const _FLEi = "FilteredLogEvents";
const _FLEil = "FilterLogEvents";
const _G = "Grok";
const _GD = "GetDelivery";
const _GDD = "GetDeliveryDestination";
const _GDDP = "GetDeliveryDestinationPolicy";
const _GDDPR = "GetDeliveryDestinationPolicyRequest";
const _GDDPRe = "GetDeliveryDestinationPolicyResponse";
const _GDDR = "GetDeliveryDestinationRequest";
const _GDDRe = "GetDeliveryDestinationResponse";
const _GDPP = "GetDataProtectionPolicy";
const _GDPPR = "GetDataProtectionPolicyRequest";
const _GDPPRe = "GetDataProtectionPolicyResponse";
const _GDR = "GetDeliveryRequest";
const _GDRe = "GetDeliveryResponse";
const _GDS = "GetDeliverySource";
const _GDSR = "GetDeliverySourceRequest";
const _GDSRe = "GetDeliverySourceResponse";
const _GI = "GroupingIdentifier";
const _GIR = "GetIntegrationRequest";
const _GIRe = "GetIntegrationResponse";
const _GIe = "GetIntegration";
const _GIr = "GroupingIdentifiers";
const _GLAD = "GetLogAnomalyDetector";
const _GLADR = "GetLogAnomalyDetectorRequest";
const _GLADRe = "GetLogAnomalyDetectorResponse";
const _GLE = "GetLogEvents";
const _GLER = "GetLogEventsRequest";
const _GLERe = "GetLogEventsResponse";
const _GLF = "GetLogFields";
const _GLFR = "GetLogFieldsRequest";
const _GLFRe = "GetLogFieldsResponse";
const _GLGF = "GetLogGroupFields";
const _GLGFR = "GetLogGroupFieldsRequest";
const _GLGFRe = "GetLogGroupFieldsResponse";
const _GLO = "GetLogObject";
const _GLOR = "GetLogObjectRequest";
const _GLORS = "GetLogObjectResponseStream";
const _GLORe = "GetLogObjectResponse";
const _GLR = "GetLogRecord";
const _GLRR = "GetLogRecordRequest";
const _GLRRe = "GetLogRecordResponse";
const _GLT = "GetLookupTable";
const _GLTR = "GetLookupTableRequest";
const _GLTRe = "GetLookupTableResponse";
const _GQR = "GetQueryResults";
const _GQRR = "GetQueryResultsRequest";
const _GQRRe = "GetQueryResultsResponse";
const _GSQ = "GetScheduledQuery";
const _GSQH = "GetScheduledQueryHistory";
const _GSQHR = "GetScheduledQueryHistoryRequest";
const _GSQHRe = "GetScheduledQueryHistoryResponse";
const _GSQR = "GetScheduledQueryRequest";
const _GSQRe = "GetScheduledQueryResponse";
const _GSTP = "GetStorageTierPolicy";
const _GSTPR = "GetStorageTierPolicyRequest";
const _GSTPRe = "GetStorageTierPolicyResponse";
const _GT = "GetTransformer";
const _GTR = "GetTransformerRequest";
const _GTRe = "GetTransformerResponse";
const _I = "Import";
const _IB = "ImportBatch";
const _IBL = "ImportBatchList";
const _ID = "IntegrationDetails";
const _IF = "ImportFilter";
const _IL = "ImportList";
const _ILE = "InputLogEvent";
const _ILEn = "InputLogEvents";
const _IOE = "InvalidOperationException";
const _IP = "IndexPolicy";
const _IPE = "InvalidParameterException";
const _IPn = "IndexPolicies";
const _IS = "ImportStatistics";
const _ISE = "InternalServerException";
const _ISEn = "InternalStreamingException";
const _ISTE = "InvalidSequenceTokenException";
const _ISn = "IntegrationSummary";
const _ISnt = "IntegrationSummaries";
const _LA = "ListAnomalies";
const _LALGS = "ListAggregateLogGroupSummaries";
const _LALGSR = "ListAggregateLogGroupSummariesRequest";
const _LALGSRi = "ListAggregateLogGroupSummariesResponse";
const _LAR = "ListAnomaliesRequest";
const _LARi = "ListAnomaliesResponse";
const _LCS = "LowerCaseString";
const _LE = "LogEvent";
const _LEE = "LimitExceededException";
const _LFL = "LogFieldsList";
const _LFLI = "LogFieldsListItem";
const _LFT = "LogFieldType";
const _LG = "LogGroup";
const _LGF = "LogGroupField";
const _LGFL = "LogGroupFieldList";
const _LGI = "LogGroupImpact";
const _LGIo = "LogGroupImpacts";
const _LGS = "LogGroupSummary";
const _LGSo = "LogGroupSummaries";
const _LGo = "LogGroups";
const _LI = "ListIntegrations";
const _LIR = "ListIntegrationsRequest";
const _LIRi = "ListIntegrationsResponse";
const _LLAD = "ListLogAnomalyDetectors";
const _LLADR = "ListLogAnomalyDetectorsRequest";
const _LLADRi = "ListLogAnomalyDetectorsResponse";
const _LLG = "ListLogGroups";
const _LLGFQ = "ListLogGroupsForQuery";
const _LLGFQR = "ListLogGroupsForQueryRequest";
const _LLGFQRi = "ListLogGroupsForQueryResponse";
const _LLGR = "ListLogGroupsRequest";
const _LLGRi = "ListLogGroupsResponse";
const _LS = "LogStream";
const _LSC = "ListSyslogConfigurations";
const _LSCR = "ListSyslogConfigurationsRequest";
const _LSCRi = "ListSyslogConfigurationsResponse";
const _LSFSTI = "ListSourcesForS3TableIntegration";
const _LSFSTIR = "ListSourcesForS3TableIntegrationRequest";
const _LSFSTIRi = "ListSourcesForS3TableIntegrationResponse";
const _LSQ = "ListScheduledQueries";
const _LSQR = "ListScheduledQueriesRequest";
const _LSQRi = "ListScheduledQueriesResponse";
const _LSo = "LogSamples";
const _LSog = "LogStreams";
const _LT = "LookupTable";
const _LTC = "LookupTableConfiguration";
const _LTFR = "ListTagsForResource";
const _LTFRR = "ListTagsForResourceRequest";
const _LTFRRi = "ListTagsForResourceResponse";
const _LTLG = "ListTagsLogGroup";
const _LTLGR = "ListTagsLogGroupRequest";
const _LTLGRi = "ListTagsLogGroupResponse";
const _LTM = "ListToMap";
const _LTSLE = "LiveTailSessionLogEvent";
const _LTSM = "LiveTailSessionMetadata";
const _LTSR = "LiveTailSessionResults";
const _LTSS = "LiveTailSessionStart";
const _LTSU = "LiveTailSessionUpdate";
const _LTo = "LookupTables";
const _MF = "MetricFilter";
const _MFM = "MetricFilterMatches";
const _MFMR = "MetricFilterMatchRecord";
const _MFe = "MetricFilters";
const _MK = "MoveKeys";
const _MKE = "MoveKeyEntry";
const _MKEo = "MoveKeyEntries";
const _MQE = "MalformedQueryException";
const _MT = "MetricTransformation";
const _MTe = "MetricTransformations";
const _OAE = "OperationAbortedException";
const _OLE = "OutputLogEvent";
const _OLEu = "OutputLogEvents";
const _OSA = "OpenSearchApplication";
const _OSC = "OpenSearchCollection";
const _OSDAP = "OpenSearchDataAccessPolicy";
const _OSDS = "OpenSearchDataSource";
const _OSEP = "OpenSearchEncryptionPolicy";
const _OSID = "OpenSearchIntegrationDetails";
const _OSLP = "OpenSearchLifecyclePolicy";
const _OSNP = "OpenSearchNetworkPolicy";
const _OSRC = "OpenSearchResourceConfig";
const _OSRS = "OpenSearchResourceStatus";
const _OSW = "OpenSearchWorkspace";
const _P = "Policy";
const _PAP = "PutAccountPolicy";
const _PAPR = "PutAccountPolicyRequest";
const _PAPRu = "PutAccountPolicyResponse";
const _PBTA = "PutBearerTokenAuthentication";
const _PBTAR = "PutBearerTokenAuthenticationRequest";
const _PC = "ParseCloudfront";
const _PD = "PutDestination";
const _PDD = "PutDeliveryDestination";
const _PDDP = "PutDeliveryDestinationPolicy";
const _PDDPR = "PutDeliveryDestinationPolicyRequest";
const _PDDPRu = "PutDeliveryDestinationPolicyResponse";
const _PDDR = "PutDeliveryDestinationRequest";
const _PDDRu = "PutDeliveryDestinationResponse";
const _PDP = "PutDestinationPolicy";
const _PDPP = "PutDataProtectionPolicy";
const _PDPPR = "PutDataProtectionPolicyRequest";
const _PDPPRu = "PutDataProtectionPolicyResponse";
const _PDPR = "PutDestinationPolicyRequest";
const _PDR = "PutDestinationRequest";
const _PDRu = "PutDestinationResponse";
const _PDS = "PutDeliverySource";
const _PDSR = "PutDeliverySourceRequest";
const _PDSRu = "PutDeliverySourceResponse";
const _PI = "PutIntegration";
const _PIP = "PutIndexPolicy";
const _PIPR = "PutIndexPolicyRequest";
const _PIPRu = "PutIndexPolicyResponse";
const _PIR = "PutIntegrationRequest";
const _PIRu = "PutIntegrationResponse";
const _PJSON = "ParseJSON";
const _PKV = "ParseKeyValue";
const _PLE = "PutLogEvents";
const _PLER = "PutLogEventsRequest";
const _PLERu = "PutLogEventsResponse";
const _PLGDP = "PutLogGroupDeletionProtection";
const _PLGDPR = "PutLogGroupDeletionProtectionRequest";
const _PMF = "PutMetricFilter";
const _PMFR = "PutMetricFilterRequest";
const _PP = "ParsePostgres";
const _PQD = "PutQueryDefinition";
const _PQDR = "PutQueryDefinitionRequest";
const _PQDRu = "PutQueryDefinitionResponse";
const _PR = "ParseRoute53";
const _PRP = "PutResourcePolicy";
const _PRPR = "PutResourcePolicyRequest";
const _PRPRu = "PutResourcePolicyResponse";
const _PRPRut = "PutRetentionPolicyRequest";
const _PRPu = "PutRetentionPolicy";
const _PSC = "PutSyslogConfiguration";
const _PSCR = "PutSyslogConfigurationRequest";
const _PSF = "PutSubscriptionFilter";
const _PSFR = "PutSubscriptionFilterRequest";
const _PSTP = "PutStorageTierPolicy";
const _PSTPR = "PutStorageTierPolicyRequest";
const _PSTPRu = "PutStorageTierPolicyResponse";
const _PT = "PatternToken";
const _PTOCSF = "ParseToOCSF";
const _PTR = "PutTransformerRequest";
const _PTa = "PatternTokens";
const _PTu = "PutTransformer";
const _PVPC = "ParseVPC";
const _PWAF = "ParseWAF";
const _Pr = "Processor";
const _Pro = "Processors";
const _QCE = "QueryCompileError";
const _QCEL = "QueryCompileErrorLocation";
const _QD = "QueryDefinition";
const _QDL = "QueryDefinitionList";
const _QI = "QueryInfo";
const _QIL = "QueryInfoList";
const _QP = "QueryParameter";
const _QPL = "QueryParameterList";
const _QR = "QueryResults";
const _QS = "QueryStatistics";
const _RAEE = "ResourceAlreadyExistsException";
const _RC = "ResourceConfig";
const _REI = "RejectedEntityInfo";
const _RF = "RecordField";
const _RFe = "ResultField";
const _RK = "RenameKeys";
const _RKE = "RenameKeyEntry";
const _RKEe = "RenameKeyEntries";
const _RLEI = "RejectedLogEventsInfo";
const _RNFE = "ResourceNotFoundException";
const _RP = "ResourcePolicy";
const _RPe = "ResourcePolicies";
const _RR = "ResultRows";
const _SC = "S3Configuration";
const _SCy = "SyslogConfiguration";
const _SCys = "SyslogConfigurations";
const _SDC = "S3DeliveryConfiguration";
const _SF = "SubscriptionFilter";
const _SFu = "SubscriptionFilters";
const _SLS = "SearchedLogStream";
const _SLSe = "SearchedLogStreams";
const _SLT = "StartLiveTail";
const _SLTR = "StartLiveTailRequest";
const _SLTRS = "StartLiveTailResponseStream";
const _SLTRt = "StartLiveTailResponse";
const _SP = "SuppressionPeriod";
const _SQ = "StartQuery";
const _SQD = "ScheduledQueryDestination";
const _SQDL = "ScheduledQueryDestinationList";
const _SQEE = "ServiceQuotaExceededException";
const _SQR = "StartQueryRequest";
const _SQRt = "StartQueryResponse";
const _SQRto = "StopQueryRequest";
const _SQRtop = "StopQueryResponse";
const _SQS = "ScheduledQuerySummary";
const _SQSL = "ScheduledQuerySummaryList";
const _SQt = "StopQuery";
const _SS = "SplitString";
const _SSE = "SessionStreamingException";
const _SSEp = "SplitStringEntry";
const _SSEpl = "SplitStringEntries";
const _SSEu = "SubstituteStringEntry";
const _SSEub = "SubstituteStringEntries";
const _SSu = "SubstituteString";
const _STE = "SessionTimeoutException";
const _STI = "S3TablesIntegration";
const _STIS = "S3TableIntegrationSource";
const _STISa = "S3TableIntegrationSources";
const _SUE = "ServiceUnavailableException";
const _TC = "TypeConverter";
const _TCE = "TypeConverterEntry";
const _TCEy = "TypeConverterEntries";
const _TE = "ThrottlingException";
const _TF = "TagFilter";
const _TFa = "TagFilters";
const _THR = "TriggerHistoryRecord";
const _THRL = "TriggerHistoryRecordList";
const _TL = "TransformedLogs";
const _TLG = "TagLogGroup";
const _TLGR = "TagLogGroupRequest";
const _TLR = "TransformedLogRecord";
const _TMF = "TestMetricFilter";
const _TMFR = "TestMetricFilterRequest";
const _TMFRe = "TestMetricFilterResponse";
const _TMTE = "TooManyTagsException";
const _TR = "TagResource";
const _TRR = "TagResourceRequest";
const _TS = "TrimString";
const _TT = "TestTransformer";
const _TTR = "TestTransformerRequest";
const _TTRe = "TestTransformerResponse";
const _UA = "UpdateAnomaly";
const _UAR = "UpdateAnomalyRequest";
const _UCE = "UnrecognizedClientException";
const _UCS = "UpperCaseString";
const _UDC = "UpdateDeliveryConfiguration";
const _UDCR = "UpdateDeliveryConfigurationRequest";
const _UDCRp = "UpdateDeliveryConfigurationResponse";
const _ULAD = "UpdateLogAnomalyDetector";
const _ULADR = "UpdateLogAnomalyDetectorRequest";
const _ULG = "UntagLogGroup";
const _ULGR = "UntagLogGroupRequest";
const _ULT = "UpdateLookupTable";
const _ULTR = "UpdateLookupTableRequest";
const _ULTRp = "UpdateLookupTableResponse";
const _UR = "UntagResource";
const _URR = "UntagResourceRequest";
const _USQ = "UpdateScheduledQuery";
const _USQR = "UpdateScheduledQueryRequest";
const _USQRp = "UpdateScheduledQueryResponse";
const _VE = "ValidationException";
const _a = "active";
const _aA = "applicationArn";
const _aAFAVLDFR = "allowedActionForAllowVendedLogsDeliveryForResource";
const _aD = "anomalyDetectors";
const _aDA = "anomalyDetectorArn";
const _aDS = "anomalyDetectorStatus";
const _aE = "applicationEndpoint";
const _aF = "allowedFields";
const _aFD = "allowedFieldDelimiters";
const _aI = "accountId";
const _aIc = "accountIdentifiers";
const _aIn = "anomalyId";
const _aIp = "applicationId";
const _aK = "addKeys";
const _aLGS = "aggregateLogGroupSummaries";
const _aOF = "allowedOutputFormats";
const _aOTL = "applyOnTransformedLogs";
const _aP = "accountPolicies";
const _aPc = "accessPolicy";
const _aPcc = "accountPolicy";
const _aSPF = "allowedSuffixPathFields";
const _aVT = "anomalyVisibilityTime";
const _an = "anomalies";
const _ap = "application";
const _ar = "arn";
const _at = "attributes";
const _b = "baseline";
const _bI = "batchId";
const _bIS = "batchImportStatus";
const _bIy = "bytesImported";
const _bS = "bytesScanned";
const _bTAE = "bearerTokenAuthenticationEnabled";
const _c = "client";
const _cA = "createdAt";
const _cAo = "collectionArn";
const _cE = "collectionEndpoint";
const _cR = "currentRetention";
const _cT = "creationTime";
const _cTS = "creationTimeStamp";
const _cTSr = "createdTimeStamp";
const _cTl = "clientToken";
const _cTo = "configurationTemplates";
const _cTom = "completionTime";
const _cTr = "createTime";
const _cV = "copyValue";
const _co = "columns";
const _cod = "code";
const _col = "collection";
const _cs = "csv";
const _d = "description";
const _dA = "destinationArn";
const _dC = "destinationConfiguration";
const _dD = "deliveryDestinations";
const _dDA = "deliveryDestinationArn";
const _dDC = "deliveryDestinationConfiguration";
const _dDCV = "defaultDeliveryConfigValues";
const _dDN = "deliveryDestinationName";
const _dDP = "deliveryDestinationPolicy";
const _dDT = "deliveryDestinationType";
const _dDTe = "deliveryDestinationTypes";
const _dDe = "deliveryDestination";
const _dI = "destinationIdentifier";
const _dK = "deleteKeys";
const _dN = "detectorName";
const _dNa = "datasourceName";
const _dNe = "destinationName";
const _dP = "destinationPrefix";
const _dPE = "deletionProtectionEnabled";
const _dPS = "dataProtectionStatus";
const _dR = "dryRun";
const _dRA = "destinationResourceArn";
const _dRLGC = "decreasedRetentionLogGroupCount";
const _dRR = "dryRunResult";
const _dS = "dataSource";
const _dSC = "deliverySourceConfiguration";
const _dSN = "deliverySourceName";
const _dSNa = "dataSourceName";
const _dSNe = "deliverySourceNames";
const _dSRA = "dataSourceRoleArn";
const _dST = "dataSourceType";
const _dSa = "dataSources";
const _dSe = "deliverySources";
const _dSel = "deliverySource";
const _dT = "datasourceType";
const _dTC = "dateTimeConverter";
const _dTP = "dynamicTokenPosition";
const _dTe = "destinationType";
const _dV = "defaultValue";
const _dVP = "dashboardViewerPrincipals";
const _da = "data";
const _de = "delivery";
const _del = "delimiter";
const _deli = "deliveries";
const _des = "destination";
const _desc = "descending";
const _dest = "destinations";
const _di = "dimensions";
const _dis = "distribution";
const _e = "error";
const _eBS = "estimatedBytesSkipped";
const _eCO = "endCharOffset";
const _eET = "endEventTime";
const _eF = "evaluationFrequency";
const _eHCP = "enableHiveCompatiblePath";
const _eI = "executionInfo";
const _eIv = "eventId";
const _eK = "encryptionKey";
const _eLEEI = "expiredLogEventEndIndex";
const _eM = "errorMessage";
const _eMv = "eventMessage";
const _eN = "eventNumber";
const _eP = "encryptionPolicy";
const _eRA = "executionRoleArn";
const _eRI = "expectedRevisionId";
const _eRS = "estimatedRecordsSkipped";
const _eS = "executionStatuses";
const _eSF = "emitSystemFields";
const _eSFD = "emitSystemFieldDimensions";
const _eST = "expectedSequenceToken";
const _eSv = "eventSource";
const _eSx = "executionStatus";
const _eT = "exportTasks";
const _eTO = "endTimeOffset";
const _eTn = "endTime";
const _eTr = "errorType";
const _eV = "extractedValues";
const _el = "element";
const _en = "entries";
const _ena = "enabled";
const _end = "endpoint";
const _ent = "entity";
const _enu = "enumerations";
const _ev = "events";
const _f = "from";
const _fAC = "failedAnalysisCount";
const _fD = "fieldDelimiter";
const _fE = "flattenedElement";
const _fET = "firstEventTime";
const _fETi = "firstEventTimestamp";
const _fI = "fieldIndexes";
const _fIN = "fieldIndexName";
const _fINi = "fieldIndexNames";
const _fLGA = "filterLogGroupArn";
const _fN = "filterName";
const _fNP = "filterNamePrefix";
const _fP = "filterPattern";
const _fS = "firstSeen";
const _fSC = "fieldSelectionCriteria";
const _fSi = "fieldStream";
const _fU = "forceUpdate";
const _fi = "fields";
const _fie = "field";
const _fl = "flatten";
const _fo = "force";
const _g = "grok";
const _gB = "groupBy";
const _gI = "groupingIdentifiers";
const _h = "histogram";
const _hE = "httpError";
const _i = "identifier";
const _iA = "integrationArn";
const _iB = "importBatches";
const _iC = "indexCategories";
const _iCn = "indexCategory";
const _iD = "integrationDetails";
const _iDA = "importDestinationArn";
const _iDs = "isDynamic";
const _iF = "importFilter";
const _iI = "importId";
const _iLA = "includeLinkedAccounts";
const _iN = "integrationName";
const _iNP = "integrationNamePrefix";
const _iP = "indexPolicies";
const _iPLS = "isPatternLevelSuppression";
const _iPn = "inheritedProperties";
const _iPnd = "indexPolicy";
const _iRA = "importRoleArn";
const _iRLGC = "increasedRetentionLogGroupCount";
const _iS = "importStatistics";
const _iSA = "importSourceArn";
const _iSm = "importStatus";
const _iSn = "integrationStatus";
const _iSnt = "integrationSummaries";
const _iT = "ingestionTime";
const _iTN = "inferredTokenName";
const _iTn = "integrationType";
const _id = "id";
const _im = "imports";
const _in = "interleaved";
const _k = "key";
const _kA = "keyAttributes";
const _kKA = "kmsKeyArn";
const _kKI = "kmsKeyId";
const _kN = "keyName";
const _kP = "keyPrefix";
const _kVD = "keyValueDelimiter";
const _l = "locale";
const _lCS = "lowerCaseString";
const _lE = "logEvents";
const _lEFP = "logEventFilterPattern";
const _lEM = "logEventMessages";
const _lES = "lastExecutionStatus";
const _lET = "lastEventTime";
const _lETa = "lastEventTimestamp";
const _lF = "logFields";
const _lFN = "logFieldName";
const _lFT = "logFieldType";
const _lG = "logGroups";
const _lGA = "logGroupArn";
const _lGAL = "logGroupArnList";
const _lGC = "logGroupCount";
const _lGCo = "logGroupClass";
const _lGF = "logGroupFields";
const _lGI = "logGroupIdentifiers";
const _lGIo = "logGroupIdentifier";
const _lGN = "logGroupName";
const _lGNP = "logGroupNamePrefix";
const _lGNPo = "logGroupNamePattern";
const _lGNo = "logGroupNames";
const _lGS = "logGroupsScanned";
const _lGT = "logGroupTags";
const _lIT = "lastIngestionTime";
const _lM = "lastModified";
const _lMT = "lastModifiedTime";
const _lMTS = "lastModifiedTimeStamp";
const _lOP = "logObjectPointer";
const _lP = "lifecyclePolicy";
const _lR = "logRecord";
const _lRP = "logRecordPointer";
const _lS = "lastSeen";
const _lSN = "logStreamName";
const _lSNP = "logStreamNamePrefix";
const _lSNPo = "logStreamNamePrefixes";
const _lSNo = "logStreamNames";
const _lST = "lastScanTime";
const _lSo = "logSamples";
const _lSog = "logStreams";
const _lT = "logType";
const _lTA = "lookupTableArn";
const _lTC = "lookupTableConfiguration";
const _lTM = "listToMap";
const _lTN = "lookupTableName";
const _lTNP = "lookupTableNamePrefix";
const _lTT = "lastTriggeredTime";
const _lTo = "logTypes";
const _lToo = "lookupTables";
const _lUT = "lastUpdatedTime";
const _lUTa = "lastUpdateTime";
const _li = "limit";
const _lo = "location";
const _m = "message";
const _mF = "metricFilters";
const _mFC = "metricFilterCount";
const _mI = "maxItems";
const _mK = "moveKeys";
const _mN = "metricName";
const _mNe = "metricNamespace";
const _mP = "matchPatterns";
const _mR = "maxResults";
const _mT = "metricTransformations";
const _mV = "minValue";
const _mVa = "maxValue";
const _mVap = "mappingVersion";
const _mVe = "metricValue";
const _ma = "match";
const _man = "mandatory";
const _mat = "matches";
const _n = "name";
const _nBT = "nextBackwardToken";
const _nFT = "nextForwardToken";
const _nMV = "nonMatchValue";
const _nP = "networkPolicy";
const _nST = "nextSequenceToken";
const _nT = "nextToken";
const _na = "names";
const _oAI = "ownerAccountId";
const _oB = "orderBy";
const _oF = "outputFormat";
const _oIE = "overwriteIfExists";
const _oSID = "openSearchIntegrationDetails";
const _oSRC = "openSearchResourceConfig";
const _oV = "ocsfVersion";
const _p = "priority";
const _pC = "parseCloudfront";
const _pD = "policyDocument";
const _pI = "patternId";
const _pIr = "processedIdentifier";
const _pJSON = "parseJSON";
const _pKV = "parseKeyValue";
const _pN = "policyName";
const _pP = "parsePostgres";
const _pR = "patternRegex";
const _pRa = "parseRoute53";
const _pRr = "proposedRetention";
const _pS = "patternString";
const _pSI = "parentSourceIdentifier";
const _pSo = "policyScope";
const _pT = "policyType";
const _pTOCSF = "parseToOCSF";
const _pTa = "patternTokens";
const _pVPC = "parseVPC";
const _pWAF = "parseWAF";
const _pa = "parameters";
const _pe = "percent";
const _po = "policy";
const _q = "queries";
const _qC = "quoteCharacter";
const _qCE = "queryCompileError";
const _qD = "queryDefinitions";
const _qDI = "queryDefinitionId";
const _qDNP = "queryDefinitionNamePrefix";
const _qDu = "queryDuration";
const _qI = "queryId";
const _qL = "queryLanguage";
const _qS = "queryString";
const _r = "results";
const _rA = "resourceArn";
const _rAe = "resourceArns";
const _rAo = "roleArn";
const _rC = "recordsCount";
const _rCe = "resourceConfig";
const _rCes = "resultCount";
const _rD = "retentionDays";
const _rEI = "rejectedEntityInfo";
const _rF = "recordFields";
const _rI = "resourceIdentifier";
const _rID = "retentionInDays";
const _rIe = "requestId";
const _rIev = "revisionId";
const _rK = "renameKeys";
const _rLEI = "rejectedLogEventsInfo";
const _rM = "recordsMatched";
const _rN = "resourceName";
const _rP = "resourcePolicies";
const _rPN = "retentionPolicyName";
const _rPe = "resourcePolicy";
const _rS = "recordsScanned";
const _rSe = "responseStream";
const _rT = "resourceType";
const _rTe = "resourceTypes";
const _rTen = "renameTo";
const _s = "smithy.ts.sdk.synthetic.com.amazonaws.cloudwatchlogs";
const _sB = "sizeBytes";
const _sBt = "storedBytes";
const _sC = "selectionCriteria";
const _sCO = "startCharOffset";
const _sCe = "searchedCompletely";
const _sCo = "s3Configuration";
const _sCt = "statusCode";
const _sCy = "syslogConfigurations";
const _sD = "suppressedDate";
const _sDC = "s3DeliveryConfiguration";
const _sE = "scheduleExpression";
const _sET = "scheduleEndTime";
const _sETt = "startEventTime";
const _sF = "subscriptionFilters";
const _sFH = "startFromHead";
const _sI = "sessionId";
const _sLS = "searchedLogStreams";
const _sM = "sessionMetadata";
const _sMt = "statusMessage";
const _sP = "suffixPath";
const _sPu = "suppressionPeriod";
const _sQ = "scheduledQueries";
const _sQA = "scheduledQueryArn";
const _sR = "statusReason";
const _sRe = "sessionResults";
const _sS = "suppressionState";
const _sST = "scheduleStartTime";
const _sSe = "sessionStart";
const _sSp = "splitString";
const _sSu = "substituteString";
const _sT = "sourceTimezone";
const _sTI = "s3TablesIntegration";
const _sTO = "startTimeOffset";
const _sTc = "scheduleType";
const _sTe = "sequenceToken";
const _sTo = "sourceType";
const _sTt = "startTime";
const _sTto = "storageTier";
const _sTu = "suppressionType";
const _sU = "suppressedUntil";
const _sUe = "sessionUpdate";
const _sUu = "suppressionUnit";
const _sV = "supportedValues";
const _sa = "sampled";
const _sc = "scope";
const _se = "server";
const _ser = "service";
const _so = "source";
const _sou = "sources";
const _st = "state";
const _sta = "status";
const _stat = "statistics";
const _str = "streaming";
const _su = "suppressed";
const _suc = "success";
const _t = "target";
const _tA = "targetArn";
const _tB = "tableBody";
const _tC = "transformerConfig";
const _tCy = "typeConverter";
const _tEM = "transformedEventMessage";
const _tF = "targetFormat";
const _tFa = "tableFields";
const _tH = "triggerHistory";
const _tI = "taskId";
const _tK = "tagKeys";
const _tL = "transformedLogs";
const _tLGI = "topLogGroupsImpacted";
const _tMLG = "totalMatchedLogGroups";
const _tN = "taskName";
const _tNLESI = "tooNewLogEventStartIndex";
const _tNa = "tableName";
const _tOLEEI = "tooOldLogEventEndIndex";
const _tS = "tokenString";
const _tSr = "trimString";
const _tT = "targetTimezone";
const _tTr = "triggeredTimestamp";
const _ta = "tags";
const _ti = "timezone";
const _tim = "timestamp";
const _time = "time";
const _to = "to";
const _ty = "type";
const _u = "unmask";
const _uCS = "upperCaseString";
const _uI = "userIdentity";
const _uRLGC = "unchangedRetentionLogGroupCount";
const _uST = "uploadSequenceToken";
const _un = "unit";
const _v = "value";
const _vEI = "vpcEndpointId";
const _vK = "valueKey";
const _vT = "valueType";
const _va = "values";
const _w = "workspace";
const _wI = "workspaceId";
const _wK = "withKeys";
const n0 = "com.amazonaws.cloudwatchlogs";
const _s_registry = new TypeRegistry(_s);
var CloudWatchLogsServiceException$ = [-3, _s, "CloudWatchLogsServiceException", 0, [], []];
_s_registry.registerError(CloudWatchLogsServiceException$, CloudWatchLogsServiceException);
const n0_registry = new TypeRegistry(n0);
var AccessDeniedException$ = [-3, n0, _ADE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(AccessDeniedException$, AccessDeniedException);
var ConflictException$ = [-3, n0, _CE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ConflictException$, ConflictException);
var DataAlreadyAcceptedException$ = [-3, n0, _DAAE,
    { [_e]: _c },
    [_eST, _m],
    [0, 0]
];
n0_registry.registerError(DataAlreadyAcceptedException$, DataAlreadyAcceptedException);
var InternalServerException$ = [-3, n0, _ISE,
    { [_e]: _se, [_hE]: 500 },
    [_m],
    [0]
];
n0_registry.registerError(InternalServerException$, InternalServerException);
var InternalStreamingException$ = [-3, n0, _ISEn,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(InternalStreamingException$, InternalStreamingException);
var InvalidOperationException$ = [-3, n0, _IOE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(InvalidOperationException$, InvalidOperationException);
var InvalidParameterException$ = [-3, n0, _IPE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(InvalidParameterException$, InvalidParameterException);
var InvalidSequenceTokenException$ = [-3, n0, _ISTE,
    { [_e]: _c },
    [_eST, _m],
    [0, 0]
];
n0_registry.registerError(InvalidSequenceTokenException$, InvalidSequenceTokenException);
var LimitExceededException$ = [-3, n0, _LEE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(LimitExceededException$, LimitExceededException);
var MalformedQueryException$ = [-3, n0, _MQE,
    { [_e]: _c },
    [_qCE, _m],
    [() => QueryCompileError$, 0]
];
n0_registry.registerError(MalformedQueryException$, MalformedQueryException);
var OperationAbortedException$ = [-3, n0, _OAE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(OperationAbortedException$, OperationAbortedException);
var ResourceAlreadyExistsException$ = [-3, n0, _RAEE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ResourceAlreadyExistsException$, ResourceAlreadyExistsException);
var ResourceNotFoundException$ = [-3, n0, _RNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ResourceNotFoundException$, ResourceNotFoundException);
var ServiceQuotaExceededException$ = [-3, n0, _SQEE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ServiceQuotaExceededException$, ServiceQuotaExceededException);
var ServiceUnavailableException$ = [-3, n0, _SUE,
    { [_e]: _se },
    [_m],
    [0]
];
n0_registry.registerError(ServiceUnavailableException$, ServiceUnavailableException);
var SessionStreamingException$ = [-3, n0, _SSE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(SessionStreamingException$, SessionStreamingException);
var SessionTimeoutException$ = [-3, n0, _STE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(SessionTimeoutException$, SessionTimeoutException);
var ThrottlingException$ = [-3, n0, _TE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ThrottlingException$, ThrottlingException);
var TooManyTagsException$ = [-3, n0, _TMTE,
    { [_e]: _c, [_hE]: 400 },
    [_m, _rN],
    [0, 0]
];
n0_registry.registerError(TooManyTagsException$, TooManyTagsException);
var UnrecognizedClientException$ = [-3, n0, _UCE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(UnrecognizedClientException$, UnrecognizedClientException);
var ValidationException$ = [-3, n0, _VE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ValidationException$, ValidationException);
const errorTypeRegistries = [
    _s_registry,
    n0_registry,
];
var AccountPolicy$ = [3, n0, _AP,
    0,
    [_pN, _pD, _lUT, _pT, _sc, _sC, _aI],
    [0, 0, 1, 0, 0, 0, 0]
];
var AddKeyEntry$ = [3, n0, _AKE,
    0,
    [_k, _v, _oIE],
    [0, 0, 2], 2
];
var AddKeys$ = [3, n0, _AK,
    0,
    [_en],
    [() => AddKeyEntries], 1
];
var AggregateLogGroupSummary$ = [3, n0, _ALGS,
    0,
    [_lGC, _gI],
    [1, () => GroupingIdentifiers]
];
var Anomaly$ = [3, n0, _A,
    0,
    [_aIn, _pI, _aDA, _pS, _fS, _lS, _d, _a, _st, _h, _lSo, _pTa, _lGAL, _pR, _p, _su, _sD, _sU, _iPLS],
    [0, 0, 0, 0, 1, 1, 0, 2, 0, 128 | 1, () => LogSamples, () => PatternTokens, 64 | 0, 0, 0, 2, 1, 1, 2], 13
];
var AnomalyDetector$ = [3, n0, _AD,
    0,
    [_aDA, _dN, _lGAL, _eF, _fP, _aDS, _kKI, _cTS, _lMTS, _aVT],
    [0, 0, 64 | 0, 0, 0, 0, 0, 1, 1, 1]
];
var AssociateKmsKeyRequest$ = [3, n0, _AKKR,
    0,
    [_kKI, _lGN, _rI],
    [0, 0, 0], 1
];
var AssociateSourceToS3TableIntegrationRequest$ = [3, n0, _ASTSTIR,
    0,
    [_iA, _dS],
    [0, () => DataSource$], 2
];
var AssociateSourceToS3TableIntegrationResponse$ = [3, n0, _ASTSTIRs,
    0,
    [_i],
    [0]
];
var CancelExportTaskRequest$ = [3, n0, _CETR,
    0,
    [_tI],
    [0], 1
];
var CancelImportTaskRequest$ = [3, n0, _CITR,
    0,
    [_iI],
    [0], 1
];
var CancelImportTaskResponse$ = [3, n0, _CITRa,
    0,
    [_iI, _iS, _iSm, _cT, _lUT],
    [0, () => ImportStatistics$, 0, 1, 1]
];
var ConfigurationTemplate$ = [3, n0, _CT,
    0,
    [_ser, _lT, _rT, _dDT, _dDCV, _aF, _aOF, _aAFAVLDFR, _aFD, _aSPF, _dSC, _sTI],
    [0, 0, 0, 0, () => ConfigurationTemplateDeliveryConfigValues$, () => AllowedFields, 64 | 0, 0, 64 | 0, 64 | 0, () => DeliverySourceConfigurationSchemas, () => S3TablesIntegration$]
];
var ConfigurationTemplateDeliveryConfigValues$ = [3, n0, _CTDCV,
    0,
    [_rF, _fD, _sDC],
    [64 | 0, 0, () => S3DeliveryConfiguration$]
];
var CopyValue$ = [3, n0, _CV,
    0,
    [_en],
    [() => CopyValueEntries], 1
];
var CopyValueEntry$ = [3, n0, _CVE,
    0,
    [_so, _t, _oIE],
    [0, 0, 2], 2
];
var CreateDeliveryRequest$ = [3, n0, _CDR,
    0,
    [_dSN, _dDA, _rF, _fD, _sDC, _ta],
    [0, 0, 64 | 0, 0, () => S3DeliveryConfiguration$, 128 | 0], 2
];
var CreateDeliveryResponse$ = [3, n0, _CDRr,
    0,
    [_de],
    [() => Delivery$]
];
var CreateExportTaskRequest$ = [3, n0, _CETRr,
    0,
    [_lGN, _f, _to, _des, _tN, _lSNP, _dP],
    [0, 1, 1, 0, 0, 0, 0], 4
];
var CreateExportTaskResponse$ = [3, n0, _CETRre,
    0,
    [_tI],
    [0]
];
var CreateImportTaskRequest$ = [3, n0, _CITRr,
    0,
    [_iSA, _iRA, _iF],
    [0, 0, () => ImportFilter$], 2
];
var CreateImportTaskResponse$ = [3, n0, _CITRre,
    0,
    [_iI, _iDA, _cT],
    [0, 0, 1]
];
var CreateLogAnomalyDetectorRequest$ = [3, n0, _CLADR,
    0,
    [_lGAL, _dN, _eF, _fP, _kKI, _aVT, _ta],
    [64 | 0, 0, 0, 0, 0, 1, 128 | 0], 1
];
var CreateLogAnomalyDetectorResponse$ = [3, n0, _CLADRr,
    0,
    [_aDA],
    [0]
];
var CreateLogGroupRequest$ = [3, n0, _CLGR,
    0,
    [_lGN, _kKI, _ta, _lGCo, _dPE],
    [0, 0, 128 | 0, 0, 2], 1
];
var CreateLogStreamRequest$ = [3, n0, _CLSR,
    0,
    [_lGN, _lSN],
    [0, 0], 2
];
var CreateLookupTableRequest$ = [3, n0, _CLTR,
    0,
    [_lTN, _d, _tB, _qI, _kKI, _ta],
    [0, 0, 0, 0, 0, 128 | 0], 1
];
var CreateLookupTableResponse$ = [3, n0, _CLTRr,
    0,
    [_lTA, _cA],
    [0, 1]
];
var CreateScheduledQueryRequest$ = [3, n0, _CSQR,
    0,
    [_n, _qL, _qS, _sE, _eRA, _d, _lGI, _ti, _sTO, _eTO, _dC, _sST, _sET, _st, _ta],
    [0, 0, 0, 0, 0, 0, 64 | 0, 0, 1, 1, () => DestinationConfiguration$, 1, 1, 0, 128 | 0], 5
];
var CreateScheduledQueryResponse$ = [3, n0, _CSQRr,
    0,
    [_sQA, _st],
    [0, 0]
];
var CSV$ = [3, n0, _CSV,
    0,
    [_qC, _del, _co, _so, _des],
    [0, 0, 64 | 0, 0, 0]
];
var DataSource$ = [3, n0, _DS,
    0,
    [_n, _ty],
    [0, 0], 1
];
var DataSourceFilter$ = [3, n0, _DSF,
    0,
    [_n, _ty],
    [0, 0], 1
];
var DateTimeConverter$ = [3, n0, _DTC,
    0,
    [_so, _t, _mP, _tF, _sT, _tT, _l],
    [0, 0, 64 | 0, 0, 0, 0, 0], 3
];
var DeleteAccountPolicyRequest$ = [3, n0, _DAPR,
    0,
    [_pN, _pT, _dR],
    [0, 0, 2], 2
];
var DeleteAccountPolicyResponse$ = [3, n0, _DAPRe,
    0,
    [_dRR],
    [() => DryRunResult$]
];
var DeleteDataProtectionPolicyRequest$ = [3, n0, _DDPPR,
    0,
    [_lGIo],
    [0], 1
];
var DeleteDeliveryDestinationPolicyRequest$ = [3, n0, _DDDPR,
    0,
    [_dDN],
    [0], 1
];
var DeleteDeliveryDestinationRequest$ = [3, n0, _DDDR,
    0,
    [_n],
    [0], 1
];
var DeleteDeliveryRequest$ = [3, n0, _DDR,
    0,
    [_id],
    [0], 1
];
var DeleteDeliverySourceRequest$ = [3, n0, _DDSR,
    0,
    [_n],
    [0], 1
];
var DeleteDestinationRequest$ = [3, n0, _DDRe,
    0,
    [_dNe],
    [0], 1
];
var DeleteIndexPolicyRequest$ = [3, n0, _DIPR,
    0,
    [_lGIo],
    [0], 1
];
var DeleteIndexPolicyResponse$ = [3, n0, _DIPRe,
    0,
    [],
    []
];
var DeleteIntegrationRequest$ = [3, n0, _DIR,
    0,
    [_iN, _fo],
    [0, 2], 1
];
var DeleteIntegrationResponse$ = [3, n0, _DIRe,
    0,
    [],
    []
];
var DeleteKeys$ = [3, n0, _DK,
    0,
    [_wK],
    [64 | 0], 1
];
var DeleteLogAnomalyDetectorRequest$ = [3, n0, _DLADR,
    0,
    [_aDA],
    [0], 1
];
var DeleteLogGroupRequest$ = [3, n0, _DLGR,
    0,
    [_lGN],
    [0], 1
];
var DeleteLogStreamRequest$ = [3, n0, _DLSR,
    0,
    [_lGN, _lSN],
    [0, 0], 2
];
var DeleteLookupTableRequest$ = [3, n0, _DLTR,
    0,
    [_lTA],
    [0], 1
];
var DeleteMetricFilterRequest$ = [3, n0, _DMFR,
    0,
    [_lGN, _fN],
    [0, 0], 2
];
var DeleteQueryDefinitionRequest$ = [3, n0, _DQDR,
    0,
    [_qDI],
    [0], 1
];
var DeleteQueryDefinitionResponse$ = [3, n0, _DQDRe,
    0,
    [_suc],
    [2]
];
var DeleteResourcePolicyRequest$ = [3, n0, _DRPR,
    0,
    [_pN, _rA, _eRI],
    [0, 0, 0]
];
var DeleteRetentionPolicyRequest$ = [3, n0, _DRPRe,
    0,
    [_lGN],
    [0], 1
];
var DeleteScheduledQueryRequest$ = [3, n0, _DSQR,
    0,
    [_i],
    [0], 1
];
var DeleteScheduledQueryResponse$ = [3, n0, _DSQRe,
    0,
    [],
    []
];
var DeleteSubscriptionFilterRequest$ = [3, n0, _DSFR,
    0,
    [_lGN, _fN],
    [0, 0], 2
];
var DeleteSyslogConfigurationRequest$ = [3, n0, _DSCR,
    0,
    [_lGIo, _vEI],
    [0, 0], 1
];
var DeleteTransformerRequest$ = [3, n0, _DTR,
    0,
    [_lGIo],
    [0], 1
];
var Delivery$ = [3, n0, _D,
    0,
    [_id, _ar, _dSN, _dDA, _dDT, _rF, _fD, _sDC, _ta],
    [0, 0, 0, 0, 0, 64 | 0, 0, () => S3DeliveryConfiguration$, 128 | 0]
];
var DeliveryDestination$ = [3, n0, _DD,
    0,
    [_n, _ar, _dDT, _oF, _dDC, _rAo, _ta],
    [0, 0, 0, 0, () => DeliveryDestinationConfiguration$, 0, 128 | 0]
];
var DeliveryDestinationConfiguration$ = [3, n0, _DDC,
    0,
    [_dRA],
    [0], 1
];
var DeliverySource$ = [3, n0, _DSe,
    0,
    [_n, _ar, _rAe, _ser, _lT, _ta, _dSC, _sta, _sR],
    [0, 0, 64 | 0, 0, 0, 128 | 0, 128 | 0, 0, 0]
];
var DeliverySourceConfigurationSchema$ = [3, n0, _DSCS,
    0,
    [_kN, _vT, _dV, _sV, _mV, _mVa],
    [0, 0, 0, 64 | 0, 1, 1], 3
];
var DescribeAccountPoliciesRequest$ = [3, n0, _DAPRes,
    0,
    [_pT, _pN, _aIc, _nT],
    [0, 0, 64 | 0, 0], 1
];
var DescribeAccountPoliciesResponse$ = [3, n0, _DAPResc,
    0,
    [_aP, _nT],
    [() => AccountPolicies, 0]
];
var DescribeConfigurationTemplatesRequest$ = [3, n0, _DCTR,
    0,
    [_ser, _lTo, _rTe, _dDTe, _nT, _li],
    [0, 64 | 0, 64 | 0, 64 | 0, 0, 1]
];
var DescribeConfigurationTemplatesResponse$ = [3, n0, _DCTRe,
    0,
    [_cTo, _nT],
    [() => ConfigurationTemplates, 0]
];
var DescribeDeliveriesRequest$ = [3, n0, _DDRes,
    0,
    [_nT, _li, _dSNe],
    [0, 1, 64 | 0]
];
var DescribeDeliveriesResponse$ = [3, n0, _DDResc,
    0,
    [_deli, _nT],
    [() => Deliveries, 0]
];
var DescribeDeliveryDestinationsRequest$ = [3, n0, _DDDRe,
    0,
    [_nT, _li, _na],
    [0, 1, 64 | 0]
];
var DescribeDeliveryDestinationsResponse$ = [3, n0, _DDDRes,
    0,
    [_dD, _nT],
    [() => DeliveryDestinations, 0]
];
var DescribeDeliverySourcesRequest$ = [3, n0, _DDSRe,
    0,
    [_nT, _li, _rAe],
    [0, 1, 64 | 0]
];
var DescribeDeliverySourcesResponse$ = [3, n0, _DDSRes,
    0,
    [_dSe, _nT],
    [() => DeliverySources, 0]
];
var DescribeDestinationsRequest$ = [3, n0, _DDRescr,
    0,
    [_DNP, _nT, _li],
    [0, 0, 1]
];
var DescribeDestinationsResponse$ = [3, n0, _DDRescri,
    0,
    [_dest, _nT],
    [() => Destinations, 0]
];
var DescribeExportTasksRequest$ = [3, n0, _DETR,
    0,
    [_tI, _sCt, _nT, _li],
    [0, 0, 0, 1]
];
var DescribeExportTasksResponse$ = [3, n0, _DETRe,
    0,
    [_eT, _nT],
    [() => ExportTasks, 0]
];
var DescribeFieldIndexesRequest$ = [3, n0, _DFIR,
    0,
    [_lGI, _iC, _nT],
    [64 | 0, 64 | 0, 0], 1
];
var DescribeFieldIndexesResponse$ = [3, n0, _DFIRe,
    0,
    [_fI, _nT],
    [() => FieldIndexes, 0]
];
var DescribeImportTaskBatchesRequest$ = [3, n0, _DITBR,
    0,
    [_iI, _bIS, _li, _nT],
    [0, 64 | 0, 1, 0], 1
];
var DescribeImportTaskBatchesResponse$ = [3, n0, _DITBRe,
    0,
    [_iSA, _iI, _iB, _nT],
    [0, 0, () => ImportBatchList, 0]
];
var DescribeImportTasksRequest$ = [3, n0, _DITR,
    0,
    [_iI, _iSm, _iSA, _li, _nT],
    [0, 0, 0, 1, 0]
];
var DescribeImportTasksResponse$ = [3, n0, _DITRe,
    0,
    [_im, _nT],
    [() => ImportList, 0]
];
var DescribeIndexPoliciesRequest$ = [3, n0, _DIPRes,
    0,
    [_lGI, _nT],
    [64 | 0, 0], 1
];
var DescribeIndexPoliciesResponse$ = [3, n0, _DIPResc,
    0,
    [_iP, _nT],
    [() => IndexPolicies, 0]
];
var DescribeLogGroupsRequest$ = [3, n0, _DLGRe,
    0,
    [_aIc, _lGNP, _lGNPo, _nT, _li, _iLA, _lGCo, _lGI],
    [64 | 0, 0, 0, 0, 1, 2, 0, 64 | 0]
];
var DescribeLogGroupsResponse$ = [3, n0, _DLGRes,
    0,
    [_lG, _nT],
    [() => LogGroups, 0]
];
var DescribeLogStreamsRequest$ = [3, n0, _DLSRe,
    0,
    [_lGN, _lGIo, _lSNP, _oB, _desc, _nT, _li],
    [0, 0, 0, 0, 2, 0, 1]
];
var DescribeLogStreamsResponse$ = [3, n0, _DLSRes,
    0,
    [_lSog, _nT],
    [() => LogStreams, 0]
];
var DescribeLookupTablesRequest$ = [3, n0, _DLTRe,
    0,
    [_lTNP, _mR, _nT],
    [0, 1, 0]
];
var DescribeLookupTablesResponse$ = [3, n0, _DLTRes,
    0,
    [_lToo, _nT],
    [() => LookupTables, 0]
];
var DescribeMetricFiltersRequest$ = [3, n0, _DMFRe,
    0,
    [_lGN, _fNP, _nT, _li, _mN, _mNe],
    [0, 0, 0, 1, 0, 0]
];
var DescribeMetricFiltersResponse$ = [3, n0, _DMFRes,
    0,
    [_mF, _nT],
    [() => MetricFilters, 0]
];
var DescribeQueriesRequest$ = [3, n0, _DQR,
    0,
    [_lGN, _sta, _mR, _nT, _qL],
    [0, 0, 1, 0, 0]
];
var DescribeQueriesResponse$ = [3, n0, _DQRe,
    0,
    [_q, _nT],
    [() => QueryInfoList, 0]
];
var DescribeQueryDefinitionsRequest$ = [3, n0, _DQDRes,
    0,
    [_qL, _qDNP, _mR, _nT],
    [0, 0, 1, 0]
];
var DescribeQueryDefinitionsResponse$ = [3, n0, _DQDResc,
    0,
    [_qD, _nT],
    [() => QueryDefinitionList, 0]
];
var DescribeResourcePoliciesRequest$ = [3, n0, _DRPRes,
    0,
    [_nT, _li, _rA, _pSo],
    [0, 1, 0, 0]
];
var DescribeResourcePoliciesResponse$ = [3, n0, _DRPResc,
    0,
    [_rP, _nT],
    [() => ResourcePolicies, 0]
];
var DescribeSubscriptionFiltersRequest$ = [3, n0, _DSFRe,
    0,
    [_lGN, _fNP, _nT, _li],
    [0, 0, 0, 1], 1
];
var DescribeSubscriptionFiltersResponse$ = [3, n0, _DSFRes,
    0,
    [_sF, _nT],
    [() => SubscriptionFilters, 0]
];
var Destination$ = [3, n0, _De,
    0,
    [_dNe, _tA, _rAo, _aPc, _ar, _cT],
    [0, 0, 0, 0, 0, 1]
];
var DestinationConfiguration$ = [3, n0, _DC,
    0,
    [_sCo, _lTC],
    [() => S3Configuration$, () => LookupTableConfiguration$]
];
var DisassociateKmsKeyRequest$ = [3, n0, _DKKR,
    0,
    [_lGN, _rI],
    [0, 0]
];
var DisassociateSourceFromS3TableIntegrationRequest$ = [3, n0, _DSFSTIR,
    0,
    [_i],
    [0], 1
];
var DisassociateSourceFromS3TableIntegrationResponse$ = [3, n0, _DSFSTIRi,
    0,
    [_i],
    [0]
];
var DryRunResult$ = [3, n0, _DRR,
    0,
    [_tMLG, _iRLGC, _dRLGC, _uRLGC, _fAC, _tLGI],
    [1, 1, 1, 1, 1, () => LogGroupImpacts]
];
var Entity$ = [3, n0, _E,
    0,
    [_kA, _at],
    [128 | 0, 128 | 0]
];
var ExportTask$ = [3, n0, _ET,
    0,
    [_tI, _tN, _lGN, _f, _to, _des, _dP, _sta, _eI],
    [0, 0, 0, 1, 1, 0, 0, () => ExportTaskStatus$, () => ExportTaskExecutionInfo$]
];
var ExportTaskExecutionInfo$ = [3, n0, _ETEI,
    0,
    [_cT, _cTom],
    [1, 1]
];
var ExportTaskStatus$ = [3, n0, _ETS,
    0,
    [_cod, _m],
    [0, 0]
];
var FieldIndex$ = [3, n0, _FI,
    0,
    [_lGIo, _fIN, _lST, _fET, _lET, _ty, _iCn],
    [0, 0, 1, 1, 1, 0, 0]
];
var FieldsData$ = [3, n0, _FD,
    0,
    [_da],
    [21]
];
var FilteredLogEvent$ = [3, n0, _FLE,
    0,
    [_lSN, _tim, _m, _iT, _eIv],
    [0, 1, 0, 1, 0]
];
var FilterLogEventsRequest$ = [3, n0, _FLER,
    0,
    [_lGN, _lGIo, _lSNo, _lSNP, _sTt, _eTn, _fP, _nT, _li, _sFH, _in, _u],
    [0, 0, 64 | 0, 0, 1, 1, 0, 0, 1, 2, 2, 2]
];
var FilterLogEventsResponse$ = [3, n0, _FLERi,
    0,
    [_ev, _sLS, _nT],
    [() => FilteredLogEvents, () => SearchedLogStreams, 0]
];
var GetDataProtectionPolicyRequest$ = [3, n0, _GDPPR,
    0,
    [_lGIo],
    [0], 1
];
var GetDataProtectionPolicyResponse$ = [3, n0, _GDPPRe,
    0,
    [_lGIo, _pD, _lUT],
    [0, 0, 1]
];
var GetDeliveryDestinationPolicyRequest$ = [3, n0, _GDDPR,
    0,
    [_dDN],
    [0], 1
];
var GetDeliveryDestinationPolicyResponse$ = [3, n0, _GDDPRe,
    0,
    [_po],
    [() => Policy$]
];
var GetDeliveryDestinationRequest$ = [3, n0, _GDDR,
    0,
    [_n],
    [0], 1
];
var GetDeliveryDestinationResponse$ = [3, n0, _GDDRe,
    0,
    [_dDe],
    [() => DeliveryDestination$]
];
var GetDeliveryRequest$ = [3, n0, _GDR,
    0,
    [_id],
    [0], 1
];
var GetDeliveryResponse$ = [3, n0, _GDRe,
    0,
    [_de],
    [() => Delivery$]
];
var GetDeliverySourceRequest$ = [3, n0, _GDSR,
    0,
    [_n],
    [0], 1
];
var GetDeliverySourceResponse$ = [3, n0, _GDSRe,
    0,
    [_dSel],
    [() => DeliverySource$]
];
var GetIntegrationRequest$ = [3, n0, _GIR,
    0,
    [_iN],
    [0], 1
];
var GetIntegrationResponse$ = [3, n0, _GIRe,
    0,
    [_iN, _iTn, _iSn, _iD],
    [0, 0, 0, () => IntegrationDetails$]
];
var GetLogAnomalyDetectorRequest$ = [3, n0, _GLADR,
    0,
    [_aDA],
    [0], 1
];
var GetLogAnomalyDetectorResponse$ = [3, n0, _GLADRe,
    0,
    [_dN, _lGAL, _eF, _fP, _aDS, _kKI, _cTS, _lMTS, _aVT],
    [0, 64 | 0, 0, 0, 0, 0, 1, 1, 1]
];
var GetLogEventsRequest$ = [3, n0, _GLER,
    0,
    [_lSN, _lGN, _lGIo, _sTt, _eTn, _nT, _li, _sFH, _u],
    [0, 0, 0, 1, 1, 0, 1, 2, 2], 1
];
var GetLogEventsResponse$ = [3, n0, _GLERe,
    0,
    [_ev, _nFT, _nBT],
    [() => OutputLogEvents, 0, 0]
];
var GetLogFieldsRequest$ = [3, n0, _GLFR,
    0,
    [_dSNa, _dST],
    [0, 0], 2
];
var GetLogFieldsResponse$ = [3, n0, _GLFRe,
    0,
    [_lF],
    [() => LogFieldsList]
];
var GetLogGroupFieldsRequest$ = [3, n0, _GLGFR,
    0,
    [_lGN, _time, _lGIo],
    [0, 1, 0]
];
var GetLogGroupFieldsResponse$ = [3, n0, _GLGFRe,
    0,
    [_lGF],
    [() => LogGroupFieldList]
];
var GetLogObjectRequest$ = [3, n0, _GLOR,
    0,
    [_lOP, _u],
    [0, 2], 1
];
var GetLogObjectResponse$ = [3, n0, _GLORe,
    0,
    [_fSi],
    [[() => GetLogObjectResponseStream$, 0]]
];
var GetLogRecordRequest$ = [3, n0, _GLRR,
    0,
    [_lRP, _u],
    [0, 2], 1
];
var GetLogRecordResponse$ = [3, n0, _GLRRe,
    0,
    [_lR],
    [128 | 0]
];
var GetLookupTableRequest$ = [3, n0, _GLTR,
    0,
    [_lTA],
    [0], 1
];
var GetLookupTableResponse$ = [3, n0, _GLTRe,
    0,
    [_lTA, _lTN, _d, _tB, _sB, _lUT, _kKI],
    [0, 0, 0, 0, 1, 1, 0]
];
var GetQueryResultsRequest$ = [3, n0, _GQRR,
    0,
    [_qI, _nT, _mI],
    [0, 0, 1], 1
];
var GetQueryResultsResponse$ = [3, n0, _GQRRe,
    0,
    [_qL, _r, _stat, _sta, _eK, _nT],
    [0, () => QueryResults, () => QueryStatistics$, 0, 0, 0]
];
var GetScheduledQueryHistoryRequest$ = [3, n0, _GSQHR,
    0,
    [_i, _sTt, _eTn, _eS, _mR, _nT],
    [0, 1, 1, 64 | 0, 1, 0], 3
];
var GetScheduledQueryHistoryResponse$ = [3, n0, _GSQHRe,
    0,
    [_n, _sQA, _tH, _nT],
    [0, 0, () => TriggerHistoryRecordList, 0]
];
var GetScheduledQueryRequest$ = [3, n0, _GSQR,
    0,
    [_i],
    [0], 1
];
var GetScheduledQueryResponse$ = [3, n0, _GSQRe,
    0,
    [_sQA, _n, _d, _qL, _qS, _lGI, _sE, _ti, _sTO, _eTO, _dC, _st, _sTc, _lTT, _lES, _sST, _sET, _eRA, _cT, _lUT],
    [0, 0, 0, 0, 0, 64 | 0, 0, 0, 1, 1, () => DestinationConfiguration$, 0, 0, 1, 0, 1, 1, 0, 1, 1]
];
var GetStorageTierPolicyRequest$ = [3, n0, _GSTPR,
    0,
    [],
    []
];
var GetStorageTierPolicyResponse$ = [3, n0, _GSTPRe,
    0,
    [_sTto, _lUT],
    [0, 1]
];
var GetTransformerRequest$ = [3, n0, _GTR,
    0,
    [_lGIo],
    [0], 1
];
var GetTransformerResponse$ = [3, n0, _GTRe,
    0,
    [_lGIo, _cT, _lMT, _tC],
    [0, 1, 1, () => Processors]
];
var Grok$ = [3, n0, _G,
    0,
    [_ma, _so],
    [0, 0], 1
];
var GroupingIdentifier$ = [3, n0, _GI,
    0,
    [_k, _v],
    [0, 0]
];
var Import$ = [3, n0, _I,
    0,
    [_iI, _iSA, _iSm, _iDA, _iS, _iF, _cT, _lUT, _eM],
    [0, 0, 0, 0, () => ImportStatistics$, () => ImportFilter$, 1, 1, 0]
];
var ImportBatch$ = [3, n0, _IB,
    0,
    [_bI, _sta, _eM],
    [0, 0, 0], 2
];
var ImportFilter$ = [3, n0, _IF,
    0,
    [_sETt, _eET],
    [1, 1]
];
var ImportStatistics$ = [3, n0, _IS,
    0,
    [_bIy],
    [1]
];
var IndexPolicy$ = [3, n0, _IP,
    0,
    [_lGIo, _lUTa, _pD, _pN, _so],
    [0, 1, 0, 0, 0]
];
var InputLogEvent$ = [3, n0, _ILE,
    0,
    [_tim, _m],
    [1, 0], 2
];
var IntegrationSummary$ = [3, n0, _ISn,
    0,
    [_iN, _iTn, _iSn],
    [0, 0, 0]
];
var ListAggregateLogGroupSummariesRequest$ = [3, n0, _LALGSR,
    0,
    [_gB, _aIc, _iLA, _lGCo, _lGNPo, _dSa, _nT, _li],
    [0, 64 | 0, 2, 0, 0, () => DataSourceFilters, 0, 1], 1
];
var ListAggregateLogGroupSummariesResponse$ = [3, n0, _LALGSRi,
    0,
    [_aLGS, _nT],
    [() => AggregateLogGroupSummaries, 0]
];
var ListAnomaliesRequest$ = [3, n0, _LAR,
    0,
    [_aDA, _sS, _li, _nT],
    [0, 0, 1, 0]
];
var ListAnomaliesResponse$ = [3, n0, _LARi,
    0,
    [_an, _nT],
    [() => Anomalies, 0]
];
var ListIntegrationsRequest$ = [3, n0, _LIR,
    0,
    [_iNP, _iTn, _iSn],
    [0, 0, 0]
];
var ListIntegrationsResponse$ = [3, n0, _LIRi,
    0,
    [_iSnt],
    [() => IntegrationSummaries]
];
var ListLogAnomalyDetectorsRequest$ = [3, n0, _LLADR,
    0,
    [_fLGA, _li, _nT],
    [0, 1, 0]
];
var ListLogAnomalyDetectorsResponse$ = [3, n0, _LLADRi,
    0,
    [_aD, _nT],
    [() => AnomalyDetectors, 0]
];
var ListLogGroupsForQueryRequest$ = [3, n0, _LLGFQR,
    0,
    [_qI, _nT, _mR],
    [0, 0, 1], 1
];
var ListLogGroupsForQueryResponse$ = [3, n0, _LLGFQRi,
    0,
    [_lGI, _nT],
    [64 | 0, 0]
];
var ListLogGroupsRequest$ = [3, n0, _LLGR,
    0,
    [_lGNPo, _lGCo, _iLA, _aIc, _nT, _li, _dSa, _fINi, _lGT],
    [0, 0, 2, 64 | 0, 0, 1, () => DataSourceFilters, 64 | 0, () => TagFilters]
];
var ListLogGroupsResponse$ = [3, n0, _LLGRi,
    0,
    [_lG, _nT],
    [() => LogGroupSummaries, 0]
];
var ListScheduledQueriesRequest$ = [3, n0, _LSQR,
    0,
    [_mR, _nT, _st, _sTc],
    [1, 0, 0, 0]
];
var ListScheduledQueriesResponse$ = [3, n0, _LSQRi,
    0,
    [_nT, _sQ],
    [0, () => ScheduledQuerySummaryList]
];
var ListSourcesForS3TableIntegrationRequest$ = [3, n0, _LSFSTIR,
    0,
    [_iA, _mR, _nT],
    [0, 1, 0], 1
];
var ListSourcesForS3TableIntegrationResponse$ = [3, n0, _LSFSTIRi,
    0,
    [_sou, _nT],
    [() => S3TableIntegrationSources, 0]
];
var ListSyslogConfigurationsRequest$ = [3, n0, _LSCR,
    0,
    [_lGIo, _vEI, _nT, _mR],
    [0, 0, 0, 1]
];
var ListSyslogConfigurationsResponse$ = [3, n0, _LSCRi,
    0,
    [_sCy, _nT],
    [() => SyslogConfigurations, 0]
];
var ListTagsForResourceRequest$ = [3, n0, _LTFRR,
    0,
    [_rA],
    [0], 1
];
var ListTagsForResourceResponse$ = [3, n0, _LTFRRi,
    0,
    [_ta],
    [128 | 0]
];
var ListTagsLogGroupRequest$ = [3, n0, _LTLGR,
    0,
    [_lGN],
    [0], 1
];
var ListTagsLogGroupResponse$ = [3, n0, _LTLGRi,
    0,
    [_ta],
    [128 | 0]
];
var ListToMap$ = [3, n0, _LTM,
    0,
    [_so, _k, _vK, _t, _fl, _fE],
    [0, 0, 0, 0, 2, 0], 2
];
var LiveTailSessionLogEvent$ = [3, n0, _LTSLE,
    0,
    [_lSN, _lGIo, _m, _tim, _iT],
    [0, 0, 0, 1, 1]
];
var LiveTailSessionMetadata$ = [3, n0, _LTSM,
    0,
    [_sa],
    [2]
];
var LiveTailSessionStart$ = [3, n0, _LTSS,
    0,
    [_rIe, _sI, _lGI, _lSNo, _lSNPo, _lEFP],
    [0, 0, 64 | 0, 64 | 0, 64 | 0, 0]
];
var LiveTailSessionUpdate$ = [3, n0, _LTSU,
    0,
    [_sM, _sRe],
    [() => LiveTailSessionMetadata$, () => LiveTailSessionResults]
];
var LogEvent$ = [3, n0, _LE,
    0,
    [_tim, _m],
    [1, 0]
];
var LogFieldsListItem$ = [3, n0, _LFLI,
    0,
    [_lFN, _lFT],
    [0, () => LogFieldType$]
];
var LogFieldType$ = [3, n0, _LFT,
    0,
    [_ty, _el, _fi],
    [0, () => LogFieldType$, () => LogFieldsList]
];
var LogGroup$ = [3, n0, _LG,
    0,
    [_lGN, _cT, _rID, _mFC, _ar, _sBt, _kKI, _dPS, _iPn, _lGCo, _lGA, _dPE, _bTAE, _rPN],
    [0, 1, 1, 1, 0, 1, 0, 0, 64 | 0, 0, 0, 2, 2, 0]
];
var LogGroupField$ = [3, n0, _LGF,
    0,
    [_n, _pe],
    [0, 1]
];
var LogGroupImpact$ = [3, n0, _LGI,
    0,
    [_lGN, _cR, _pRr, _sBt],
    [0, 0, 0, 1]
];
var LogGroupSummary$ = [3, n0, _LGS,
    0,
    [_lGN, _lGA, _lGCo],
    [0, 0, 0]
];
var LogStream$ = [3, n0, _LS,
    0,
    [_lSN, _cT, _fETi, _lETa, _lIT, _uST, _ar, _sBt],
    [0, 1, 1, 1, 1, 0, 0, 1]
];
var LookupTable$ = [3, n0, _LT,
    0,
    [_lTA, _lTN, _d, _tFa, _rC, _sB, _lUT, _kKI],
    [0, 0, 0, 64 | 0, 1, 1, 1, 0]
];
var LookupTableConfiguration$ = [3, n0, _LTC,
    0,
    [_tNa, _rAo, _d, _kKI, _ta],
    [0, 0, 0, 0, 128 | 0], 2
];
var LowerCaseString$ = [3, n0, _LCS,
    0,
    [_wK],
    [64 | 0], 1
];
var MetricFilter$ = [3, n0, _MF,
    0,
    [_fN, _fP, _mT, _cT, _lGN, _aOTL, _fSC, _eSFD],
    [0, 0, () => MetricTransformations, 1, 0, 2, 0, 64 | 0]
];
var MetricFilterMatchRecord$ = [3, n0, _MFMR,
    0,
    [_eN, _eMv, _eV],
    [1, 0, 128 | 0]
];
var MetricTransformation$ = [3, n0, _MT,
    0,
    [_mN, _mNe, _mVe, _dV, _di, _un],
    [0, 0, 0, 1, 128 | 0, 0], 3
];
var MoveKeyEntry$ = [3, n0, _MKE,
    0,
    [_so, _t, _oIE],
    [0, 0, 2], 2
];
var MoveKeys$ = [3, n0, _MK,
    0,
    [_en],
    [() => MoveKeyEntries], 1
];
var OpenSearchApplication$ = [3, n0, _OSA,
    0,
    [_aE, _aA, _aIp, _sta],
    [0, 0, 0, () => OpenSearchResourceStatus$]
];
var OpenSearchCollection$ = [3, n0, _OSC,
    0,
    [_cE, _cAo, _sta],
    [0, 0, () => OpenSearchResourceStatus$]
];
var OpenSearchDataAccessPolicy$ = [3, n0, _OSDAP,
    0,
    [_pN, _sta],
    [0, () => OpenSearchResourceStatus$]
];
var OpenSearchDataSource$ = [3, n0, _OSDS,
    0,
    [_dSNa, _sta],
    [0, () => OpenSearchResourceStatus$]
];
var OpenSearchEncryptionPolicy$ = [3, n0, _OSEP,
    0,
    [_pN, _sta],
    [0, () => OpenSearchResourceStatus$]
];
var OpenSearchIntegrationDetails$ = [3, n0, _OSID,
    0,
    [_dS, _ap, _col, _w, _eP, _nP, _aPc, _lP],
    [() => OpenSearchDataSource$, () => OpenSearchApplication$, () => OpenSearchCollection$, () => OpenSearchWorkspace$, () => OpenSearchEncryptionPolicy$, () => OpenSearchNetworkPolicy$, () => OpenSearchDataAccessPolicy$, () => OpenSearchLifecyclePolicy$]
];
var OpenSearchLifecyclePolicy$ = [3, n0, _OSLP,
    0,
    [_pN, _sta],
    [0, () => OpenSearchResourceStatus$]
];
var OpenSearchNetworkPolicy$ = [3, n0, _OSNP,
    0,
    [_pN, _sta],
    [0, () => OpenSearchResourceStatus$]
];
var OpenSearchResourceConfig$ = [3, n0, _OSRC,
    0,
    [_dSRA, _dVP, _rD, _kKA, _aA],
    [0, 64 | 0, 1, 0, 0], 3
];
var OpenSearchResourceStatus$ = [3, n0, _OSRS,
    0,
    [_sta, _sMt],
    [0, 0]
];
var OpenSearchWorkspace$ = [3, n0, _OSW,
    0,
    [_wI, _sta],
    [0, () => OpenSearchResourceStatus$]
];
var OutputLogEvent$ = [3, n0, _OLE,
    0,
    [_tim, _m, _iT],
    [1, 0, 1]
];
var ParseCloudfront$ = [3, n0, _PC,
    0,
    [_so],
    [0]
];
var ParseJSON$ = [3, n0, _PJSON,
    0,
    [_so, _des],
    [0, 0]
];
var ParseKeyValue$ = [3, n0, _PKV,
    0,
    [_so, _des, _fD, _kVD, _kP, _nMV, _oIE],
    [0, 0, 0, 0, 0, 0, 2]
];
var ParsePostgres$ = [3, n0, _PP,
    0,
    [_so],
    [0]
];
var ParseRoute53$ = [3, n0, _PR,
    0,
    [_so],
    [0]
];
var ParseToOCSF$ = [3, n0, _PTOCSF,
    0,
    [_eSv, _oV, _so, _mVap],
    [0, 0, 0, 0], 2
];
var ParseVPC$ = [3, n0, _PVPC,
    0,
    [_so],
    [0]
];
var ParseWAF$ = [3, n0, _PWAF,
    0,
    [_so],
    [0]
];
var PatternToken$ = [3, n0, _PT,
    0,
    [_dTP, _iDs, _tS, _enu, _iTN],
    [1, 2, 0, 128 | 1, 0]
];
var Policy$ = [3, n0, _P,
    0,
    [_dDP],
    [0]
];
var Processor$ = [3, n0, _Pr,
    0,
    [_aK, _cV, _cs, _dTC, _dK, _g, _lTM, _lCS, _mK, _pC, _pJSON, _pKV, _pRa, _pTOCSF, _pP, _pVPC, _pWAF, _rK, _sSp, _sSu, _tSr, _tCy, _uCS],
    [() => AddKeys$, () => CopyValue$, () => CSV$, () => DateTimeConverter$, () => DeleteKeys$, () => Grok$, () => ListToMap$, () => LowerCaseString$, () => MoveKeys$, () => ParseCloudfront$, () => ParseJSON$, () => ParseKeyValue$, () => ParseRoute53$, () => ParseToOCSF$, () => ParsePostgres$, () => ParseVPC$, () => ParseWAF$, () => RenameKeys$, () => SplitString$, () => SubstituteString$, () => TrimString$, () => TypeConverter$, () => UpperCaseString$]
];
var PutAccountPolicyRequest$ = [3, n0, _PAPR,
    0,
    [_pN, _pD, _pT, _sc, _sC, _dR],
    [0, 0, 0, 0, 0, 2], 3
];
var PutAccountPolicyResponse$ = [3, n0, _PAPRu,
    0,
    [_aPcc, _dRR],
    [() => AccountPolicy$, () => DryRunResult$]
];
var PutBearerTokenAuthenticationRequest$ = [3, n0, _PBTAR,
    0,
    [_lGIo, _bTAE],
    [0, 2], 2
];
var PutDataProtectionPolicyRequest$ = [3, n0, _PDPPR,
    0,
    [_lGIo, _pD],
    [0, 0], 2
];
var PutDataProtectionPolicyResponse$ = [3, n0, _PDPPRu,
    0,
    [_lGIo, _pD, _lUT],
    [0, 0, 1]
];
var PutDeliveryDestinationPolicyRequest$ = [3, n0, _PDDPR,
    0,
    [_dDN, _dDP],
    [0, 0], 2
];
var PutDeliveryDestinationPolicyResponse$ = [3, n0, _PDDPRu,
    0,
    [_po],
    [() => Policy$]
];
var PutDeliveryDestinationRequest$ = [3, n0, _PDDR,
    0,
    [_n, _oF, _dDC, _dDT, _rAo, _ta],
    [0, 0, () => DeliveryDestinationConfiguration$, 0, 0, 128 | 0], 1
];
var PutDeliveryDestinationResponse$ = [3, n0, _PDDRu,
    0,
    [_dDe],
    [() => DeliveryDestination$]
];
var PutDeliverySourceRequest$ = [3, n0, _PDSR,
    0,
    [_n, _rA, _lT, _ta, _dSC],
    [0, 0, 0, 128 | 0, 128 | 0], 3
];
var PutDeliverySourceResponse$ = [3, n0, _PDSRu,
    0,
    [_dSel],
    [() => DeliverySource$]
];
var PutDestinationPolicyRequest$ = [3, n0, _PDPR,
    0,
    [_dNe, _aPc, _fU],
    [0, 0, 2], 2
];
var PutDestinationRequest$ = [3, n0, _PDR,
    0,
    [_dNe, _tA, _rAo, _ta],
    [0, 0, 0, 128 | 0], 3
];
var PutDestinationResponse$ = [3, n0, _PDRu,
    0,
    [_des],
    [() => Destination$]
];
var PutIndexPolicyRequest$ = [3, n0, _PIPR,
    0,
    [_lGIo, _pD],
    [0, 0], 2
];
var PutIndexPolicyResponse$ = [3, n0, _PIPRu,
    0,
    [_iPnd],
    [() => IndexPolicy$]
];
var PutIntegrationRequest$ = [3, n0, _PIR,
    0,
    [_iN, _rCe, _iTn],
    [0, () => ResourceConfig$, 0], 3
];
var PutIntegrationResponse$ = [3, n0, _PIRu,
    0,
    [_iN, _iSn],
    [0, 0]
];
var PutLogEventsRequest$ = [3, n0, _PLER,
    0,
    [_lGN, _lSN, _lE, _sTe, _ent],
    [0, 0, () => InputLogEvents, 0, () => Entity$], 3
];
var PutLogEventsResponse$ = [3, n0, _PLERu,
    0,
    [_nST, _rLEI, _rEI],
    [0, () => RejectedLogEventsInfo$, () => RejectedEntityInfo$]
];
var PutLogGroupDeletionProtectionRequest$ = [3, n0, _PLGDPR,
    0,
    [_lGIo, _dPE],
    [0, 2], 2
];
var PutMetricFilterRequest$ = [3, n0, _PMFR,
    0,
    [_lGN, _fN, _fP, _mT, _aOTL, _fSC, _eSFD],
    [0, 0, 0, () => MetricTransformations, 2, 0, 64 | 0], 4
];
var PutQueryDefinitionRequest$ = [3, n0, _PQDR,
    0,
    [_n, _qS, _qL, _qDI, _lGNo, _cTl, _pa],
    [0, 0, 0, 0, 64 | 0, [0, 4], () => QueryParameterList], 2
];
var PutQueryDefinitionResponse$ = [3, n0, _PQDRu,
    0,
    [_qDI],
    [0]
];
var PutResourcePolicyRequest$ = [3, n0, _PRPR,
    0,
    [_pN, _pD, _rA, _eRI],
    [0, 0, 0, 0]
];
var PutResourcePolicyResponse$ = [3, n0, _PRPRu,
    0,
    [_rPe, _rIev],
    [() => ResourcePolicy$, 0]
];
var PutRetentionPolicyRequest$ = [3, n0, _PRPRut,
    0,
    [_lGN, _rID],
    [0, 1], 2
];
var PutStorageTierPolicyRequest$ = [3, n0, _PSTPR,
    0,
    [_sTto],
    [0], 1
];
var PutStorageTierPolicyResponse$ = [3, n0, _PSTPRu,
    0,
    [_sTto, _lUT],
    [0, 1]
];
var PutSubscriptionFilterRequest$ = [3, n0, _PSFR,
    0,
    [_lGN, _fN, _fP, _dA, _rAo, _dis, _aOTL, _fSC, _eSF],
    [0, 0, 0, 0, 0, 0, 2, 0, 64 | 0], 4
];
var PutSyslogConfigurationRequest$ = [3, n0, _PSCR,
    0,
    [_lGIo, _vEI],
    [0, 0], 1
];
var PutTransformerRequest$ = [3, n0, _PTR,
    0,
    [_lGIo, _tC],
    [0, () => Processors], 2
];
var QueryCompileError$ = [3, n0, _QCE,
    0,
    [_lo, _m],
    [() => QueryCompileErrorLocation$, 0]
];
var QueryCompileErrorLocation$ = [3, n0, _QCEL,
    0,
    [_sCO, _eCO],
    [1, 1]
];
var QueryDefinition$ = [3, n0, _QD,
    0,
    [_qL, _qDI, _n, _qS, _lM, _lGNo, _pa],
    [0, 0, 0, 0, 1, 64 | 0, () => QueryParameterList]
];
var QueryInfo$ = [3, n0, _QI,
    0,
    [_qL, _qI, _qS, _sta, _cTr, _lGN, _qDu, _bS, _uI],
    [0, 0, 0, 0, 1, 0, 1, 1, 0]
];
var QueryParameter$ = [3, n0, _QP,
    0,
    [_n, _dV, _d],
    [0, 0, 0], 1
];
var QueryStatistics$ = [3, n0, _QS,
    0,
    [_rM, _rS, _eRS, _bS, _eBS, _lGS, _rCes],
    [1, 1, 1, 1, 1, 1, 1]
];
var RecordField$ = [3, n0, _RF,
    0,
    [_n, _man],
    [0, 2]
];
var RejectedEntityInfo$ = [3, n0, _REI,
    0,
    [_eTr],
    [0], 1
];
var RejectedLogEventsInfo$ = [3, n0, _RLEI,
    0,
    [_tNLESI, _tOLEEI, _eLEEI],
    [1, 1, 1]
];
var RenameKeyEntry$ = [3, n0, _RKE,
    0,
    [_k, _rTen, _oIE],
    [0, 0, 2], 2
];
var RenameKeys$ = [3, n0, _RK,
    0,
    [_en],
    [() => RenameKeyEntries], 1
];
var ResourcePolicy$ = [3, n0, _RP,
    0,
    [_pN, _pD, _lUT, _pSo, _rA, _rIev],
    [0, 0, 1, 0, 0, 0]
];
var ResultField$ = [3, n0, _RFe,
    0,
    [_fie, _v],
    [0, 0]
];
var S3Configuration$ = [3, n0, _SC,
    0,
    [_dI, _rAo, _oAI, _kKI],
    [0, 0, 0, 0], 2
];
var S3DeliveryConfiguration$ = [3, n0, _SDC,
    0,
    [_sP, _eHCP],
    [0, 2]
];
var S3TableIntegrationSource$ = [3, n0, _STIS,
    0,
    [_i, _dS, _sta, _sR, _cTSr, _pSI],
    [0, () => DataSource$, 0, 0, 1, 0]
];
var S3TablesIntegration$ = [3, n0, _STI,
    0,
    [_dNa, _dT],
    [0, 0]
];
var ScheduledQueryDestination$ = [3, n0, _SQD,
    0,
    [_dTe, _dI, _sta, _pIr, _eM],
    [0, 0, 0, 0, 0]
];
var ScheduledQuerySummary$ = [3, n0, _SQS,
    0,
    [_sQA, _n, _st, _sTc, _lTT, _lES, _sE, _ti, _dC, _cT, _lUT],
    [0, 0, 0, 0, 1, 0, 0, 0, () => DestinationConfiguration$, 1, 1]
];
var SearchedLogStream$ = [3, n0, _SLS,
    0,
    [_lSN, _sCe],
    [0, 2]
];
var SplitString$ = [3, n0, _SS,
    0,
    [_en],
    [() => SplitStringEntries], 1
];
var SplitStringEntry$ = [3, n0, _SSEp,
    0,
    [_so, _del],
    [0, 0], 2
];
var StartLiveTailRequest$ = [3, n0, _SLTR,
    0,
    [_lGI, _lSNo, _lSNPo, _lEFP],
    [64 | 0, 64 | 0, 64 | 0, 0], 1
];
var StartLiveTailResponse$ = [3, n0, _SLTRt,
    0,
    [_rSe],
    [[() => StartLiveTailResponseStream$, 0]]
];
var StartQueryRequest$ = [3, n0, _SQR,
    0,
    [_sTt, _eTn, _qS, _qL, _lGN, _lGNo, _lGI, _li],
    [1, 1, 0, 0, 0, 64 | 0, 64 | 0, 1], 3
];
var StartQueryResponse$ = [3, n0, _SQRt,
    0,
    [_qI],
    [0]
];
var StopQueryRequest$ = [3, n0, _SQRto,
    0,
    [_qI],
    [0], 1
];
var StopQueryResponse$ = [3, n0, _SQRtop,
    0,
    [_suc],
    [2]
];
var SubscriptionFilter$ = [3, n0, _SF,
    0,
    [_fN, _lGN, _fP, _dA, _rAo, _dis, _aOTL, _cT, _fSC, _eSF],
    [0, 0, 0, 0, 0, 0, 2, 1, 0, 64 | 0]
];
var SubstituteString$ = [3, n0, _SSu,
    0,
    [_en],
    [() => SubstituteStringEntries], 1
];
var SubstituteStringEntry$ = [3, n0, _SSEu,
    0,
    [_so, _f, _to],
    [0, 0, 0], 3
];
var SuppressionPeriod$ = [3, n0, _SP,
    0,
    [_v, _sUu],
    [1, 0]
];
var SyslogConfiguration$ = [3, n0, _SCy,
    0,
    [_lGA, _sTo, _vEI, _cA],
    [0, 0, 0, 1]
];
var TagFilter$ = [3, n0, _TF,
    0,
    [_k, _va],
    [0, 64 | 0], 1
];
var TagLogGroupRequest$ = [3, n0, _TLGR,
    0,
    [_lGN, _ta],
    [0, 128 | 0], 2
];
var TagResourceRequest$ = [3, n0, _TRR,
    0,
    [_rA, _ta],
    [0, 128 | 0], 2
];
var TestMetricFilterRequest$ = [3, n0, _TMFR,
    0,
    [_fP, _lEM],
    [0, 64 | 0], 2
];
var TestMetricFilterResponse$ = [3, n0, _TMFRe,
    0,
    [_mat],
    [() => MetricFilterMatches]
];
var TestTransformerRequest$ = [3, n0, _TTR,
    0,
    [_tC, _lEM],
    [() => Processors, 64 | 0], 2
];
var TestTransformerResponse$ = [3, n0, _TTRe,
    0,
    [_tL],
    [() => TransformedLogs]
];
var TransformedLogRecord$ = [3, n0, _TLR,
    0,
    [_eN, _eMv, _tEM],
    [1, 0, 0]
];
var TriggerHistoryRecord$ = [3, n0, _THR,
    0,
    [_qI, _eSx, _tTr, _eM, _dest],
    [0, 0, 1, 0, () => ScheduledQueryDestinationList]
];
var TrimString$ = [3, n0, _TS,
    0,
    [_wK],
    [64 | 0], 1
];
var TypeConverter$ = [3, n0, _TC,
    0,
    [_en],
    [() => TypeConverterEntries], 1
];
var TypeConverterEntry$ = [3, n0, _TCE,
    0,
    [_k, _ty],
    [0, 0], 2
];
var UntagLogGroupRequest$ = [3, n0, _ULGR,
    0,
    [_lGN, _ta],
    [0, 64 | 0], 2
];
var UntagResourceRequest$ = [3, n0, _URR,
    0,
    [_rA, _tK],
    [0, 64 | 0], 2
];
var UpdateAnomalyRequest$ = [3, n0, _UAR,
    0,
    [_aDA, _aIn, _pI, _sTu, _sPu, _b],
    [0, 0, 0, 0, () => SuppressionPeriod$, 2], 1
];
var UpdateDeliveryConfigurationRequest$ = [3, n0, _UDCR,
    0,
    [_id, _rF, _fD, _sDC],
    [0, 64 | 0, 0, () => S3DeliveryConfiguration$], 1
];
var UpdateDeliveryConfigurationResponse$ = [3, n0, _UDCRp,
    0,
    [],
    []
];
var UpdateLogAnomalyDetectorRequest$ = [3, n0, _ULADR,
    0,
    [_aDA, _ena, _eF, _fP, _aVT],
    [0, 2, 0, 0, 1], 2
];
var UpdateLookupTableRequest$ = [3, n0, _ULTR,
    0,
    [_lTA, _d, _tB, _qI, _kKI],
    [0, 0, 0, 0, 0], 1
];
var UpdateLookupTableResponse$ = [3, n0, _ULTRp,
    0,
    [_lTA, _lUT],
    [0, 1]
];
var UpdateScheduledQueryRequest$ = [3, n0, _USQR,
    0,
    [_i, _qL, _qS, _sE, _eRA, _d, _lGI, _ti, _sTO, _eTO, _dC, _sST, _sET, _st],
    [0, 0, 0, 0, 0, 0, 64 | 0, 0, 1, 1, () => DestinationConfiguration$, 1, 1, 0], 5
];
var UpdateScheduledQueryResponse$ = [3, n0, _USQRp,
    0,
    [_sQA, _n, _d, _qL, _qS, _lGI, _sE, _ti, _sTO, _eTO, _dC, _st, _sTc, _lTT, _lES, _sST, _sET, _eRA, _cT, _lUT],
    [0, 0, 0, 0, 0, 64 | 0, 0, 0, 1, 1, () => DestinationConfiguration$, 0, 0, 1, 0, 1, 1, 0, 1, 1]
];
var UpperCaseString$ = [3, n0, _UCS,
    0,
    [_wK],
    [64 | 0], 1
];
var __Unit = "unit";
var AccountPolicies = [1, n0, _APc,
    0, () => AccountPolicy$
];
var AddKeyEntries = [1, n0, _AKEd,
    0, () => AddKeyEntry$
];
var AggregateLogGroupSummaries = [1, n0, _ALGSg,
    0, () => AggregateLogGroupSummary$
];
var AllowedFields = [1, n0, _AF,
    0, () => RecordField$
];
var Anomalies = [1, n0, _An,
    0, () => Anomaly$
];
var AnomalyDetectors = [1, n0, _ADn,
    0, () => AnomalyDetector$
];
var ConfigurationTemplates = [1, n0, _CTo,
    0, () => ConfigurationTemplate$
];
var CopyValueEntries = [1, n0, _CVEo,
    0, () => CopyValueEntry$
];
var DataSourceFilters = [1, n0, _DSFa,
    0, () => DataSourceFilter$
];
var Deliveries = [1, n0, _Del,
    0, () => Delivery$
];
var DeliveryDestinations = [1, n0, _DDe,
    0, () => DeliveryDestination$
];
var DeliverySourceConfigurationSchemas = [1, n0, _DSCSe,
    0, () => DeliverySourceConfigurationSchema$
];
var DeliverySources = [1, n0, _DSel,
    0, () => DeliverySource$
];
var Destinations = [1, n0, _Des,
    0, () => Destination$
];
var ExportTasks = [1, n0, _ETx,
    0, () => ExportTask$
];
var FieldIndexes = [1, n0, _FIi,
    0, () => FieldIndex$
];
var FilteredLogEvents = [1, n0, _FLEi,
    0, () => FilteredLogEvent$
];
var GroupingIdentifiers = [1, n0, _GIr,
    0, () => GroupingIdentifier$
];
var ImportBatchList = [1, n0, _IBL,
    0, () => ImportBatch$
];
var ImportList = [1, n0, _IL,
    0, () => Import$
];
var IndexPolicies = [1, n0, _IPn,
    0, () => IndexPolicy$
];
var InputLogEvents = [1, n0, _ILEn,
    0, () => InputLogEvent$
];
var IntegrationSummaries = [1, n0, _ISnt,
    0, () => IntegrationSummary$
];
var LiveTailSessionResults = [1, n0, _LTSR,
    0, () => LiveTailSessionLogEvent$
];
var LogFieldsList = [1, n0, _LFL,
    0, () => LogFieldsListItem$
];
var LogGroupFieldList = [1, n0, _LGFL,
    0, () => LogGroupField$
];
var LogGroupImpacts = [1, n0, _LGIo,
    0, () => LogGroupImpact$
];
var LogGroups = [1, n0, _LGo,
    0, () => LogGroup$
];
var LogGroupSummaries = [1, n0, _LGSo,
    0, () => LogGroupSummary$
];
var LogSamples = [1, n0, _LSo,
    0, () => LogEvent$
];
var LogStreams = [1, n0, _LSog,
    0, () => LogStream$
];
var LookupTables = [1, n0, _LTo,
    0, () => LookupTable$
];
var MetricFilterMatches = [1, n0, _MFM,
    0, () => MetricFilterMatchRecord$
];
var MetricFilters = [1, n0, _MFe,
    0, () => MetricFilter$
];
var MetricTransformations = [1, n0, _MTe,
    0, () => MetricTransformation$
];
var MoveKeyEntries = [1, n0, _MKEo,
    0, () => MoveKeyEntry$
];
var OutputLogEvents = [1, n0, _OLEu,
    0, () => OutputLogEvent$
];
var PatternTokens = [1, n0, _PTa,
    0, () => PatternToken$
];
var Processors = [1, n0, _Pro,
    0, () => Processor$
];
var QueryDefinitionList = [1, n0, _QDL,
    0, () => QueryDefinition$
];
var QueryInfoList = [1, n0, _QIL,
    0, () => QueryInfo$
];
var QueryParameterList = [1, n0, _QPL,
    0, () => QueryParameter$
];
var QueryResults = [1, n0, _QR,
    0, () => ResultRows
];
var RenameKeyEntries = [1, n0, _RKEe,
    0, () => RenameKeyEntry$
];
var ResourcePolicies = [1, n0, _RPe,
    0, () => ResourcePolicy$
];
var ResultRows = [1, n0, _RR,
    0, () => ResultField$
];
var S3TableIntegrationSources = [1, n0, _STISa,
    0, () => S3TableIntegrationSource$
];
var ScheduledQueryDestinationList = [1, n0, _SQDL,
    0, () => ScheduledQueryDestination$
];
var ScheduledQuerySummaryList = [1, n0, _SQSL,
    0, () => ScheduledQuerySummary$
];
var SearchedLogStreams = [1, n0, _SLSe,
    0, () => SearchedLogStream$
];
var SplitStringEntries = [1, n0, _SSEpl,
    0, () => SplitStringEntry$
];
var SubscriptionFilters = [1, n0, _SFu,
    0, () => SubscriptionFilter$
];
var SubstituteStringEntries = [1, n0, _SSEub,
    0, () => SubstituteStringEntry$
];
var SyslogConfigurations = [1, n0, _SCys,
    0, () => SyslogConfiguration$
];
var TagFilters = [1, n0, _TFa,
    0, () => TagFilter$
];
var TransformedLogs = [1, n0, _TL,
    0, () => TransformedLogRecord$
];
var TriggerHistoryRecordList = [1, n0, _THRL,
    0, () => TriggerHistoryRecord$
];
var TypeConverterEntries = [1, n0, _TCEy,
    0, () => TypeConverterEntry$
];
var GetLogObjectResponseStream$ = [4, n0, _GLORS,
    { [_str]: 1 },
    [_fi, _ISEn],
    [() => FieldsData$, [() => InternalStreamingException$, 0]]
];
var IntegrationDetails$ = [4, n0, _ID,
    0,
    [_oSID],
    [() => OpenSearchIntegrationDetails$]
];
var ResourceConfig$ = [4, n0, _RC,
    0,
    [_oSRC],
    [() => OpenSearchResourceConfig$]
];
var StartLiveTailResponseStream$ = [4, n0, _SLTRS,
    { [_str]: 1 },
    [_sSe, _sUe, _STE, _SSE],
    [() => LiveTailSessionStart$, () => LiveTailSessionUpdate$, [() => SessionTimeoutException$, 0], [() => SessionStreamingException$, 0]]
];
var AssociateKmsKey$ = [9, n0, _AKK,
    0, () => AssociateKmsKeyRequest$, () => __Unit
];
var AssociateSourceToS3TableIntegration$ = [9, n0, _ASTSTI,
    0, () => AssociateSourceToS3TableIntegrationRequest$, () => AssociateSourceToS3TableIntegrationResponse$
];
var CancelExportTask$ = [9, n0, _CET,
    0, () => CancelExportTaskRequest$, () => __Unit
];
var CancelImportTask$ = [9, n0, _CIT,
    0, () => CancelImportTaskRequest$, () => CancelImportTaskResponse$
];
var CreateDelivery$ = [9, n0, _CD,
    0, () => CreateDeliveryRequest$, () => CreateDeliveryResponse$
];
var CreateExportTask$ = [9, n0, _CETr,
    0, () => CreateExportTaskRequest$, () => CreateExportTaskResponse$
];
var CreateImportTask$ = [9, n0, _CITr,
    0, () => CreateImportTaskRequest$, () => CreateImportTaskResponse$
];
var CreateLogAnomalyDetector$ = [9, n0, _CLAD,
    0, () => CreateLogAnomalyDetectorRequest$, () => CreateLogAnomalyDetectorResponse$
];
var CreateLogGroup$ = [9, n0, _CLG,
    0, () => CreateLogGroupRequest$, () => __Unit
];
var CreateLogStream$ = [9, n0, _CLS,
    0, () => CreateLogStreamRequest$, () => __Unit
];
var CreateLookupTable$ = [9, n0, _CLT,
    0, () => CreateLookupTableRequest$, () => CreateLookupTableResponse$
];
var CreateScheduledQuery$ = [9, n0, _CSQ,
    0, () => CreateScheduledQueryRequest$, () => CreateScheduledQueryResponse$
];
var DeleteAccountPolicy$ = [9, n0, _DAP,
    0, () => DeleteAccountPolicyRequest$, () => DeleteAccountPolicyResponse$
];
var DeleteDataProtectionPolicy$ = [9, n0, _DDPP,
    0, () => DeleteDataProtectionPolicyRequest$, () => __Unit
];
var DeleteDelivery$ = [9, n0, _DDel,
    0, () => DeleteDeliveryRequest$, () => __Unit
];
var DeleteDeliveryDestination$ = [9, n0, _DDD,
    0, () => DeleteDeliveryDestinationRequest$, () => __Unit
];
var DeleteDeliveryDestinationPolicy$ = [9, n0, _DDDP,
    0, () => DeleteDeliveryDestinationPolicyRequest$, () => __Unit
];
var DeleteDeliverySource$ = [9, n0, _DDS,
    0, () => DeleteDeliverySourceRequest$, () => __Unit
];
var DeleteDestination$ = [9, n0, _DDele,
    0, () => DeleteDestinationRequest$, () => __Unit
];
var DeleteIndexPolicy$ = [9, n0, _DIP,
    0, () => DeleteIndexPolicyRequest$, () => DeleteIndexPolicyResponse$
];
var DeleteIntegration$ = [9, n0, _DI,
    0, () => DeleteIntegrationRequest$, () => DeleteIntegrationResponse$
];
var DeleteLogAnomalyDetector$ = [9, n0, _DLAD,
    0, () => DeleteLogAnomalyDetectorRequest$, () => __Unit
];
var DeleteLogGroup$ = [9, n0, _DLG,
    0, () => DeleteLogGroupRequest$, () => __Unit
];
var DeleteLogStream$ = [9, n0, _DLS,
    0, () => DeleteLogStreamRequest$, () => __Unit
];
var DeleteLookupTable$ = [9, n0, _DLT,
    0, () => DeleteLookupTableRequest$, () => __Unit
];
var DeleteMetricFilter$ = [9, n0, _DMF,
    0, () => DeleteMetricFilterRequest$, () => __Unit
];
var DeleteQueryDefinition$ = [9, n0, _DQD,
    0, () => DeleteQueryDefinitionRequest$, () => DeleteQueryDefinitionResponse$
];
var DeleteResourcePolicy$ = [9, n0, _DRP,
    0, () => DeleteResourcePolicyRequest$, () => __Unit
];
var DeleteRetentionPolicy$ = [9, n0, _DRPe,
    0, () => DeleteRetentionPolicyRequest$, () => __Unit
];
var DeleteScheduledQuery$ = [9, n0, _DSQ,
    0, () => DeleteScheduledQueryRequest$, () => DeleteScheduledQueryResponse$
];
var DeleteSubscriptionFilter$ = [9, n0, _DSFe,
    0, () => DeleteSubscriptionFilterRequest$, () => __Unit
];
var DeleteSyslogConfiguration$ = [9, n0, _DSC,
    0, () => DeleteSyslogConfigurationRequest$, () => __Unit
];
var DeleteTransformer$ = [9, n0, _DT,
    0, () => DeleteTransformerRequest$, () => __Unit
];
var DescribeAccountPolicies$ = [9, n0, _DAPe,
    0, () => DescribeAccountPoliciesRequest$, () => DescribeAccountPoliciesResponse$
];
var DescribeConfigurationTemplates$ = [9, n0, _DCT,
    0, () => DescribeConfigurationTemplatesRequest$, () => DescribeConfigurationTemplatesResponse$
];
var DescribeDeliveries$ = [9, n0, _DDes,
    0, () => DescribeDeliveriesRequest$, () => DescribeDeliveriesResponse$
];
var DescribeDeliveryDestinations$ = [9, n0, _DDDe,
    0, () => DescribeDeliveryDestinationsRequest$, () => DescribeDeliveryDestinationsResponse$
];
var DescribeDeliverySources$ = [9, n0, _DDSe,
    0, () => DescribeDeliverySourcesRequest$, () => DescribeDeliverySourcesResponse$
];
var DescribeDestinations$ = [9, n0, _DDesc,
    0, () => DescribeDestinationsRequest$, () => DescribeDestinationsResponse$
];
var DescribeExportTasks$ = [9, n0, _DET,
    0, () => DescribeExportTasksRequest$, () => DescribeExportTasksResponse$
];
var DescribeFieldIndexes$ = [9, n0, _DFI,
    0, () => DescribeFieldIndexesRequest$, () => DescribeFieldIndexesResponse$
];
var DescribeImportTaskBatches$ = [9, n0, _DITB,
    0, () => DescribeImportTaskBatchesRequest$, () => DescribeImportTaskBatchesResponse$
];
var DescribeImportTasks$ = [9, n0, _DIT,
    0, () => DescribeImportTasksRequest$, () => DescribeImportTasksResponse$
];
var DescribeIndexPolicies$ = [9, n0, _DIPe,
    0, () => DescribeIndexPoliciesRequest$, () => DescribeIndexPoliciesResponse$
];
var DescribeLogGroups$ = [9, n0, _DLGe,
    0, () => DescribeLogGroupsRequest$, () => DescribeLogGroupsResponse$
];
var DescribeLogStreams$ = [9, n0, _DLSe,
    0, () => DescribeLogStreamsRequest$, () => DescribeLogStreamsResponse$
];
var DescribeLookupTables$ = [9, n0, _DLTe,
    0, () => DescribeLookupTablesRequest$, () => DescribeLookupTablesResponse$
];
var DescribeMetricFilters$ = [9, n0, _DMFe,
    0, () => DescribeMetricFiltersRequest$, () => DescribeMetricFiltersResponse$
];
var DescribeQueries$ = [9, n0, _DQ,
    0, () => DescribeQueriesRequest$, () => DescribeQueriesResponse$
];
var DescribeQueryDefinitions$ = [9, n0, _DQDe,
    0, () => DescribeQueryDefinitionsRequest$, () => DescribeQueryDefinitionsResponse$
];
var DescribeResourcePolicies$ = [9, n0, _DRPes,
    0, () => DescribeResourcePoliciesRequest$, () => DescribeResourcePoliciesResponse$
];
var DescribeSubscriptionFilters$ = [9, n0, _DSFes,
    0, () => DescribeSubscriptionFiltersRequest$, () => DescribeSubscriptionFiltersResponse$
];
var DisassociateKmsKey$ = [9, n0, _DKK,
    0, () => DisassociateKmsKeyRequest$, () => __Unit
];
var DisassociateSourceFromS3TableIntegration$ = [9, n0, _DSFSTI,
    0, () => DisassociateSourceFromS3TableIntegrationRequest$, () => DisassociateSourceFromS3TableIntegrationResponse$
];
var FilterLogEvents$ = [9, n0, _FLEil,
    0, () => FilterLogEventsRequest$, () => FilterLogEventsResponse$
];
var GetDataProtectionPolicy$ = [9, n0, _GDPP,
    0, () => GetDataProtectionPolicyRequest$, () => GetDataProtectionPolicyResponse$
];
var GetDelivery$ = [9, n0, _GD,
    0, () => GetDeliveryRequest$, () => GetDeliveryResponse$
];
var GetDeliveryDestination$ = [9, n0, _GDD,
    0, () => GetDeliveryDestinationRequest$, () => GetDeliveryDestinationResponse$
];
var GetDeliveryDestinationPolicy$ = [9, n0, _GDDP,
    0, () => GetDeliveryDestinationPolicyRequest$, () => GetDeliveryDestinationPolicyResponse$
];
var GetDeliverySource$ = [9, n0, _GDS,
    0, () => GetDeliverySourceRequest$, () => GetDeliverySourceResponse$
];
var GetIntegration$ = [9, n0, _GIe,
    0, () => GetIntegrationRequest$, () => GetIntegrationResponse$
];
var GetLogAnomalyDetector$ = [9, n0, _GLAD,
    0, () => GetLogAnomalyDetectorRequest$, () => GetLogAnomalyDetectorResponse$
];
var GetLogEvents$ = [9, n0, _GLE,
    0, () => GetLogEventsRequest$, () => GetLogEventsResponse$
];
var GetLogFields$ = [9, n0, _GLF,
    0, () => GetLogFieldsRequest$, () => GetLogFieldsResponse$
];
var GetLogGroupFields$ = [9, n0, _GLGF,
    0, () => GetLogGroupFieldsRequest$, () => GetLogGroupFieldsResponse$
];
var GetLogObject$ = [9, n0, _GLO,
    { [_end]: ["stream-"] }, () => GetLogObjectRequest$, () => GetLogObjectResponse$
];
var GetLogRecord$ = [9, n0, _GLR,
    0, () => GetLogRecordRequest$, () => GetLogRecordResponse$
];
var GetLookupTable$ = [9, n0, _GLT,
    0, () => GetLookupTableRequest$, () => GetLookupTableResponse$
];
var GetQueryResults$ = [9, n0, _GQR,
    0, () => GetQueryResultsRequest$, () => GetQueryResultsResponse$
];
var GetScheduledQuery$ = [9, n0, _GSQ,
    0, () => GetScheduledQueryRequest$, () => GetScheduledQueryResponse$
];
var GetScheduledQueryHistory$ = [9, n0, _GSQH,
    0, () => GetScheduledQueryHistoryRequest$, () => GetScheduledQueryHistoryResponse$
];
var GetStorageTierPolicy$ = [9, n0, _GSTP,
    0, () => GetStorageTierPolicyRequest$, () => GetStorageTierPolicyResponse$
];
var GetTransformer$ = [9, n0, _GT,
    0, () => GetTransformerRequest$, () => GetTransformerResponse$
];
var ListAggregateLogGroupSummaries$ = [9, n0, _LALGS,
    0, () => ListAggregateLogGroupSummariesRequest$, () => ListAggregateLogGroupSummariesResponse$
];
var ListAnomalies$ = [9, n0, _LA,
    0, () => ListAnomaliesRequest$, () => ListAnomaliesResponse$
];
var ListIntegrations$ = [9, n0, _LI,
    0, () => ListIntegrationsRequest$, () => ListIntegrationsResponse$
];
var ListLogAnomalyDetectors$ = [9, n0, _LLAD,
    0, () => ListLogAnomalyDetectorsRequest$, () => ListLogAnomalyDetectorsResponse$
];
var ListLogGroups$ = [9, n0, _LLG,
    0, () => ListLogGroupsRequest$, () => ListLogGroupsResponse$
];
var ListLogGroupsForQuery$ = [9, n0, _LLGFQ,
    0, () => ListLogGroupsForQueryRequest$, () => ListLogGroupsForQueryResponse$
];
var ListScheduledQueries$ = [9, n0, _LSQ,
    0, () => ListScheduledQueriesRequest$, () => ListScheduledQueriesResponse$
];
var ListSourcesForS3TableIntegration$ = [9, n0, _LSFSTI,
    0, () => ListSourcesForS3TableIntegrationRequest$, () => ListSourcesForS3TableIntegrationResponse$
];
var ListSyslogConfigurations$ = [9, n0, _LSC,
    0, () => ListSyslogConfigurationsRequest$, () => ListSyslogConfigurationsResponse$
];
var ListTagsForResource$ = [9, n0, _LTFR,
    0, () => ListTagsForResourceRequest$, () => ListTagsForResourceResponse$
];
var ListTagsLogGroup$ = [9, n0, _LTLG,
    0, () => ListTagsLogGroupRequest$, () => ListTagsLogGroupResponse$
];
var PutAccountPolicy$ = [9, n0, _PAP,
    0, () => PutAccountPolicyRequest$, () => PutAccountPolicyResponse$
];
var PutBearerTokenAuthentication$ = [9, n0, _PBTA,
    0, () => PutBearerTokenAuthenticationRequest$, () => __Unit
];
var PutDataProtectionPolicy$ = [9, n0, _PDPP,
    0, () => PutDataProtectionPolicyRequest$, () => PutDataProtectionPolicyResponse$
];
var PutDeliveryDestination$ = [9, n0, _PDD,
    0, () => PutDeliveryDestinationRequest$, () => PutDeliveryDestinationResponse$
];
var PutDeliveryDestinationPolicy$ = [9, n0, _PDDP,
    0, () => PutDeliveryDestinationPolicyRequest$, () => PutDeliveryDestinationPolicyResponse$
];
var PutDeliverySource$ = [9, n0, _PDS,
    0, () => PutDeliverySourceRequest$, () => PutDeliverySourceResponse$
];
var PutDestination$ = [9, n0, _PD,
    0, () => PutDestinationRequest$, () => PutDestinationResponse$
];
var PutDestinationPolicy$ = [9, n0, _PDP,
    0, () => PutDestinationPolicyRequest$, () => __Unit
];
var PutIndexPolicy$ = [9, n0, _PIP,
    0, () => PutIndexPolicyRequest$, () => PutIndexPolicyResponse$
];
var PutIntegration$ = [9, n0, _PI,
    0, () => PutIntegrationRequest$, () => PutIntegrationResponse$
];
var PutLogEvents$ = [9, n0, _PLE,
    0, () => PutLogEventsRequest$, () => PutLogEventsResponse$
];
var PutLogGroupDeletionProtection$ = [9, n0, _PLGDP,
    0, () => PutLogGroupDeletionProtectionRequest$, () => __Unit
];
var PutMetricFilter$ = [9, n0, _PMF,
    0, () => PutMetricFilterRequest$, () => __Unit
];
var PutQueryDefinition$ = [9, n0, _PQD,
    0, () => PutQueryDefinitionRequest$, () => PutQueryDefinitionResponse$
];
var PutResourcePolicy$ = [9, n0, _PRP,
    0, () => PutResourcePolicyRequest$, () => PutResourcePolicyResponse$
];
var PutRetentionPolicy$ = [9, n0, _PRPu,
    0, () => PutRetentionPolicyRequest$, () => __Unit
];
var PutStorageTierPolicy$ = [9, n0, _PSTP,
    0, () => PutStorageTierPolicyRequest$, () => PutStorageTierPolicyResponse$
];
var PutSubscriptionFilter$ = [9, n0, _PSF,
    0, () => PutSubscriptionFilterRequest$, () => __Unit
];
var PutSyslogConfiguration$ = [9, n0, _PSC,
    0, () => PutSyslogConfigurationRequest$, () => __Unit
];
var PutTransformer$ = [9, n0, _PTu,
    0, () => PutTransformerRequest$, () => __Unit
];
var StartLiveTail$ = [9, n0, _SLT,
    { [_end]: ["stream-"] }, () => StartLiveTailRequest$, () => StartLiveTailResponse$
];
var StartQuery$ = [9, n0, _SQ,
    0, () => StartQueryRequest$, () => StartQueryResponse$
];
var StopQuery$ = [9, n0, _SQt,
    0, () => StopQueryRequest$, () => StopQueryResponse$
];
var TagLogGroup$ = [9, n0, _TLG,
    0, () => TagLogGroupRequest$, () => __Unit
];
var TagResource$ = [9, n0, _TR,
    0, () => TagResourceRequest$, () => __Unit
];
var TestMetricFilter$ = [9, n0, _TMF,
    0, () => TestMetricFilterRequest$, () => TestMetricFilterResponse$
];
var TestTransformer$ = [9, n0, _TT,
    0, () => TestTransformerRequest$, () => TestTransformerResponse$
];
var UntagLogGroup$ = [9, n0, _ULG,
    0, () => UntagLogGroupRequest$, () => __Unit
];
var UntagResource$ = [9, n0, _UR,
    0, () => UntagResourceRequest$, () => __Unit
];
var UpdateAnomaly$ = [9, n0, _UA,
    0, () => UpdateAnomalyRequest$, () => __Unit
];
var UpdateDeliveryConfiguration$ = [9, n0, _UDC,
    0, () => UpdateDeliveryConfigurationRequest$, () => UpdateDeliveryConfigurationResponse$
];
var UpdateLogAnomalyDetector$ = [9, n0, _ULAD,
    0, () => UpdateLogAnomalyDetectorRequest$, () => __Unit
];
var UpdateLookupTable$ = [9, n0, _ULT,
    0, () => UpdateLookupTableRequest$, () => UpdateLookupTableResponse$
];
var UpdateScheduledQuery$ = [9, n0, _USQ,
    0, () => UpdateScheduledQueryRequest$, () => UpdateScheduledQueryResponse$
];

const getRuntimeConfig$1 = (config) => {
    return {
        apiVersion: "2014-03-28",
        base64Decoder: config?.base64Decoder ?? fromBase64,
        base64Encoder: config?.base64Encoder ?? toBase64,
        disableHostPrefix: config?.disableHostPrefix ?? false,
        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
        extensions: config?.extensions ?? [],
        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultCloudWatchLogsHttpAuthSchemeProvider,
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
            defaultNamespace: "com.amazonaws.cloudwatchlogs",
            errorTypeRegistries,
            xmlNamespace: "http://monitoring.amazonaws.com/doc/2014-03-28/",
            version: "2014-03-28",
            serviceTarget: "Logs_20140328",
        },
        serviceId: config?.serviceId ?? "CloudWatch Logs",
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
        eventStreamSerdeProvider: config?.eventStreamSerdeProvider ?? eventStreamSerdeProvider,
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

class CloudWatchLogsClient extends Client {
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
        const _config_7 = resolveEventStreamSerdeConfig(_config_6);
        const _config_8 = resolveHttpAuthSchemeConfig(_config_7);
        const _config_9 = resolveRuntimeExtensions(_config_8, configuration?.extensions || []);
        this.config = _config_9;
        this.middlewareStack.use(getSchemaSerdePlugin(this.config));
        this.middlewareStack.use(getUserAgentPlugin(this.config));
        this.middlewareStack.use(getRetryPlugin(this.config));
        this.middlewareStack.use(getContentLengthPlugin(this.config));
        this.middlewareStack.use(getHostHeaderPlugin(this.config));
        this.middlewareStack.use(getLoggerPlugin(this.config));
        this.middlewareStack.use(getRecursionDetectionPlugin(this.config));
        this.middlewareStack.use(getHttpAuthSchemeEndpointRuleSetPlugin(this.config, {
            httpAuthSchemeParametersProvider: defaultCloudWatchLogsHttpAuthSchemeParametersProvider,
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

const command = makeBuilder(commonParams, "Logs_20140328", "CloudWatchLogsClient", getEndpointPlugin);
const _ep0 = {};
const _mw0 = (Command, cs, config, o) => [];

class AssociateKmsKeyCommand extends command(_ep0, _mw0, "AssociateKmsKey", AssociateKmsKey$) {
}

class AssociateSourceToS3TableIntegrationCommand extends command(_ep0, _mw0, "AssociateSourceToS3TableIntegration", AssociateSourceToS3TableIntegration$) {
}

class CancelExportTaskCommand extends command(_ep0, _mw0, "CancelExportTask", CancelExportTask$) {
}

class CancelImportTaskCommand extends command(_ep0, _mw0, "CancelImportTask", CancelImportTask$) {
}

class CreateDeliveryCommand extends command(_ep0, _mw0, "CreateDelivery", CreateDelivery$) {
}

class CreateExportTaskCommand extends command(_ep0, _mw0, "CreateExportTask", CreateExportTask$) {
}

class CreateImportTaskCommand extends command(_ep0, _mw0, "CreateImportTask", CreateImportTask$) {
}

class CreateLogAnomalyDetectorCommand extends command(_ep0, _mw0, "CreateLogAnomalyDetector", CreateLogAnomalyDetector$) {
}

class CreateLogGroupCommand extends command(_ep0, _mw0, "CreateLogGroup", CreateLogGroup$) {
}

class CreateLogStreamCommand extends command(_ep0, _mw0, "CreateLogStream", CreateLogStream$) {
}

class CreateLookupTableCommand extends command(_ep0, _mw0, "CreateLookupTable", CreateLookupTable$) {
}

class CreateScheduledQueryCommand extends command(_ep0, _mw0, "CreateScheduledQuery", CreateScheduledQuery$) {
}

class DeleteAccountPolicyCommand extends command(_ep0, _mw0, "DeleteAccountPolicy", DeleteAccountPolicy$) {
}

class DeleteDataProtectionPolicyCommand extends command(_ep0, _mw0, "DeleteDataProtectionPolicy", DeleteDataProtectionPolicy$) {
}

class DeleteDeliveryCommand extends command(_ep0, _mw0, "DeleteDelivery", DeleteDelivery$) {
}

class DeleteDeliveryDestinationCommand extends command(_ep0, _mw0, "DeleteDeliveryDestination", DeleteDeliveryDestination$) {
}

class DeleteDeliveryDestinationPolicyCommand extends command(_ep0, _mw0, "DeleteDeliveryDestinationPolicy", DeleteDeliveryDestinationPolicy$) {
}

class DeleteDeliverySourceCommand extends command(_ep0, _mw0, "DeleteDeliverySource", DeleteDeliverySource$) {
}

class DeleteDestinationCommand extends command(_ep0, _mw0, "DeleteDestination", DeleteDestination$) {
}

class DeleteIndexPolicyCommand extends command(_ep0, _mw0, "DeleteIndexPolicy", DeleteIndexPolicy$) {
}

class DeleteIntegrationCommand extends command(_ep0, _mw0, "DeleteIntegration", DeleteIntegration$) {
}

class DeleteLogAnomalyDetectorCommand extends command(_ep0, _mw0, "DeleteLogAnomalyDetector", DeleteLogAnomalyDetector$) {
}

class DeleteLogGroupCommand extends command(_ep0, _mw0, "DeleteLogGroup", DeleteLogGroup$) {
}

class DeleteLogStreamCommand extends command(_ep0, _mw0, "DeleteLogStream", DeleteLogStream$) {
}

class DeleteLookupTableCommand extends command(_ep0, _mw0, "DeleteLookupTable", DeleteLookupTable$) {
}

class DeleteMetricFilterCommand extends command(_ep0, _mw0, "DeleteMetricFilter", DeleteMetricFilter$) {
}

class DeleteQueryDefinitionCommand extends command(_ep0, _mw0, "DeleteQueryDefinition", DeleteQueryDefinition$) {
}

class DeleteResourcePolicyCommand extends command(_ep0, _mw0, "DeleteResourcePolicy", DeleteResourcePolicy$) {
}

class DeleteRetentionPolicyCommand extends command(_ep0, _mw0, "DeleteRetentionPolicy", DeleteRetentionPolicy$) {
}

class DeleteScheduledQueryCommand extends command(_ep0, _mw0, "DeleteScheduledQuery", DeleteScheduledQuery$) {
}

class DeleteSubscriptionFilterCommand extends command(_ep0, _mw0, "DeleteSubscriptionFilter", DeleteSubscriptionFilter$) {
}

class DeleteSyslogConfigurationCommand extends command(_ep0, _mw0, "DeleteSyslogConfiguration", DeleteSyslogConfiguration$) {
}

class DeleteTransformerCommand extends command(_ep0, _mw0, "DeleteTransformer", DeleteTransformer$) {
}

class DescribeAccountPoliciesCommand extends command(_ep0, _mw0, "DescribeAccountPolicies", DescribeAccountPolicies$) {
}

class DescribeConfigurationTemplatesCommand extends command(_ep0, _mw0, "DescribeConfigurationTemplates", DescribeConfigurationTemplates$) {
}

class DescribeDeliveriesCommand extends command(_ep0, _mw0, "DescribeDeliveries", DescribeDeliveries$) {
}

class DescribeDeliveryDestinationsCommand extends command(_ep0, _mw0, "DescribeDeliveryDestinations", DescribeDeliveryDestinations$) {
}

class DescribeDeliverySourcesCommand extends command(_ep0, _mw0, "DescribeDeliverySources", DescribeDeliverySources$) {
}

class DescribeDestinationsCommand extends command(_ep0, _mw0, "DescribeDestinations", DescribeDestinations$) {
}

class DescribeExportTasksCommand extends command(_ep0, _mw0, "DescribeExportTasks", DescribeExportTasks$) {
}

class DescribeFieldIndexesCommand extends command(_ep0, _mw0, "DescribeFieldIndexes", DescribeFieldIndexes$) {
}

class DescribeImportTaskBatchesCommand extends command(_ep0, _mw0, "DescribeImportTaskBatches", DescribeImportTaskBatches$) {
}

class DescribeImportTasksCommand extends command(_ep0, _mw0, "DescribeImportTasks", DescribeImportTasks$) {
}

class DescribeIndexPoliciesCommand extends command(_ep0, _mw0, "DescribeIndexPolicies", DescribeIndexPolicies$) {
}

class DescribeLogGroupsCommand extends command(_ep0, _mw0, "DescribeLogGroups", DescribeLogGroups$) {
}

class DescribeLogStreamsCommand extends command(_ep0, _mw0, "DescribeLogStreams", DescribeLogStreams$) {
}

class DescribeLookupTablesCommand extends command(_ep0, _mw0, "DescribeLookupTables", DescribeLookupTables$) {
}

class DescribeMetricFiltersCommand extends command(_ep0, _mw0, "DescribeMetricFilters", DescribeMetricFilters$) {
}

class DescribeQueriesCommand extends command(_ep0, _mw0, "DescribeQueries", DescribeQueries$) {
}

class DescribeQueryDefinitionsCommand extends command(_ep0, _mw0, "DescribeQueryDefinitions", DescribeQueryDefinitions$) {
}

class DescribeResourcePoliciesCommand extends command(_ep0, _mw0, "DescribeResourcePolicies", DescribeResourcePolicies$) {
}

class DescribeSubscriptionFiltersCommand extends command(_ep0, _mw0, "DescribeSubscriptionFilters", DescribeSubscriptionFilters$) {
}

class DisassociateKmsKeyCommand extends command(_ep0, _mw0, "DisassociateKmsKey", DisassociateKmsKey$) {
}

class DisassociateSourceFromS3TableIntegrationCommand extends command(_ep0, _mw0, "DisassociateSourceFromS3TableIntegration", DisassociateSourceFromS3TableIntegration$) {
}

class FilterLogEventsCommand extends command(_ep0, _mw0, "FilterLogEvents", FilterLogEvents$) {
}

class GetDataProtectionPolicyCommand extends command(_ep0, _mw0, "GetDataProtectionPolicy", GetDataProtectionPolicy$) {
}

class GetDeliveryCommand extends command(_ep0, _mw0, "GetDelivery", GetDelivery$) {
}

class GetDeliveryDestinationCommand extends command(_ep0, _mw0, "GetDeliveryDestination", GetDeliveryDestination$) {
}

class GetDeliveryDestinationPolicyCommand extends command(_ep0, _mw0, "GetDeliveryDestinationPolicy", GetDeliveryDestinationPolicy$) {
}

class GetDeliverySourceCommand extends command(_ep0, _mw0, "GetDeliverySource", GetDeliverySource$) {
}

class GetIntegrationCommand extends command(_ep0, _mw0, "GetIntegration", GetIntegration$) {
}

class GetLogAnomalyDetectorCommand extends command(_ep0, _mw0, "GetLogAnomalyDetector", GetLogAnomalyDetector$) {
}

class GetLogEventsCommand extends command(_ep0, _mw0, "GetLogEvents", GetLogEvents$) {
}

class GetLogFieldsCommand extends command(_ep0, _mw0, "GetLogFields", GetLogFields$) {
}

class GetLogGroupFieldsCommand extends command(_ep0, _mw0, "GetLogGroupFields", GetLogGroupFields$) {
}

class GetLogObjectCommand extends command(_ep0, _mw0, "GetLogObject", GetLogObject$) {
}

class GetLogRecordCommand extends command(_ep0, _mw0, "GetLogRecord", GetLogRecord$) {
}

class GetLookupTableCommand extends command(_ep0, _mw0, "GetLookupTable", GetLookupTable$) {
}

class GetQueryResultsCommand extends command(_ep0, _mw0, "GetQueryResults", GetQueryResults$) {
}

class GetScheduledQueryCommand extends command(_ep0, _mw0, "GetScheduledQuery", GetScheduledQuery$) {
}

class GetScheduledQueryHistoryCommand extends command(_ep0, _mw0, "GetScheduledQueryHistory", GetScheduledQueryHistory$) {
}

class GetStorageTierPolicyCommand extends command(_ep0, _mw0, "GetStorageTierPolicy", GetStorageTierPolicy$) {
}

class GetTransformerCommand extends command(_ep0, _mw0, "GetTransformer", GetTransformer$) {
}

class ListAggregateLogGroupSummariesCommand extends command(_ep0, _mw0, "ListAggregateLogGroupSummaries", ListAggregateLogGroupSummaries$) {
}

class ListAnomaliesCommand extends command(_ep0, _mw0, "ListAnomalies", ListAnomalies$) {
}

class ListIntegrationsCommand extends command(_ep0, _mw0, "ListIntegrations", ListIntegrations$) {
}

class ListLogAnomalyDetectorsCommand extends command(_ep0, _mw0, "ListLogAnomalyDetectors", ListLogAnomalyDetectors$) {
}

class ListLogGroupsCommand extends command(_ep0, _mw0, "ListLogGroups", ListLogGroups$) {
}

class ListLogGroupsForQueryCommand extends command(_ep0, _mw0, "ListLogGroupsForQuery", ListLogGroupsForQuery$) {
}

class ListScheduledQueriesCommand extends command(_ep0, _mw0, "ListScheduledQueries", ListScheduledQueries$) {
}

class ListSourcesForS3TableIntegrationCommand extends command(_ep0, _mw0, "ListSourcesForS3TableIntegration", ListSourcesForS3TableIntegration$) {
}

class ListSyslogConfigurationsCommand extends command(_ep0, _mw0, "ListSyslogConfigurations", ListSyslogConfigurations$) {
}

class ListTagsForResourceCommand extends command(_ep0, _mw0, "ListTagsForResource", ListTagsForResource$) {
}

class ListTagsLogGroupCommand extends command(_ep0, _mw0, "ListTagsLogGroup", ListTagsLogGroup$) {
}

class PutAccountPolicyCommand extends command(_ep0, _mw0, "PutAccountPolicy", PutAccountPolicy$) {
}

class PutBearerTokenAuthenticationCommand extends command(_ep0, _mw0, "PutBearerTokenAuthentication", PutBearerTokenAuthentication$) {
}

class PutDataProtectionPolicyCommand extends command(_ep0, _mw0, "PutDataProtectionPolicy", PutDataProtectionPolicy$) {
}

class PutDeliveryDestinationCommand extends command(_ep0, _mw0, "PutDeliveryDestination", PutDeliveryDestination$) {
}

class PutDeliveryDestinationPolicyCommand extends command(_ep0, _mw0, "PutDeliveryDestinationPolicy", PutDeliveryDestinationPolicy$) {
}

class PutDeliverySourceCommand extends command(_ep0, _mw0, "PutDeliverySource", PutDeliverySource$) {
}

class PutDestinationCommand extends command(_ep0, _mw0, "PutDestination", PutDestination$) {
}

class PutDestinationPolicyCommand extends command(_ep0, _mw0, "PutDestinationPolicy", PutDestinationPolicy$) {
}

class PutIndexPolicyCommand extends command(_ep0, _mw0, "PutIndexPolicy", PutIndexPolicy$) {
}

class PutIntegrationCommand extends command(_ep0, _mw0, "PutIntegration", PutIntegration$) {
}

class PutLogEventsCommand extends command(_ep0, _mw0, "PutLogEvents", PutLogEvents$) {
}

class PutLogGroupDeletionProtectionCommand extends command(_ep0, _mw0, "PutLogGroupDeletionProtection", PutLogGroupDeletionProtection$) {
}

class PutMetricFilterCommand extends command(_ep0, _mw0, "PutMetricFilter", PutMetricFilter$) {
}

class PutQueryDefinitionCommand extends command(_ep0, _mw0, "PutQueryDefinition", PutQueryDefinition$) {
}

class PutResourcePolicyCommand extends command(_ep0, _mw0, "PutResourcePolicy", PutResourcePolicy$) {
}

class PutRetentionPolicyCommand extends command(_ep0, _mw0, "PutRetentionPolicy", PutRetentionPolicy$) {
}

class PutStorageTierPolicyCommand extends command(_ep0, _mw0, "PutStorageTierPolicy", PutStorageTierPolicy$) {
}

class PutSubscriptionFilterCommand extends command(_ep0, _mw0, "PutSubscriptionFilter", PutSubscriptionFilter$) {
}

class PutSyslogConfigurationCommand extends command(_ep0, _mw0, "PutSyslogConfiguration", PutSyslogConfiguration$) {
}

class PutTransformerCommand extends command(_ep0, _mw0, "PutTransformer", PutTransformer$) {
}

class StartLiveTailCommand extends command(_ep0, _mw0, "StartLiveTail", StartLiveTail$) {
}

class StartQueryCommand extends command(_ep0, _mw0, "StartQuery", StartQuery$) {
}

class StopQueryCommand extends command(_ep0, _mw0, "StopQuery", StopQuery$) {
}

class TagLogGroupCommand extends command(_ep0, _mw0, "TagLogGroup", TagLogGroup$) {
}

class TagResourceCommand extends command(_ep0, _mw0, "TagResource", TagResource$) {
}

class TestMetricFilterCommand extends command(_ep0, _mw0, "TestMetricFilter", TestMetricFilter$) {
}

class TestTransformerCommand extends command(_ep0, _mw0, "TestTransformer", TestTransformer$) {
}

class UntagLogGroupCommand extends command(_ep0, _mw0, "UntagLogGroup", UntagLogGroup$) {
}

class UntagResourceCommand extends command(_ep0, _mw0, "UntagResource", UntagResource$) {
}

class UpdateAnomalyCommand extends command(_ep0, _mw0, "UpdateAnomaly", UpdateAnomaly$) {
}

class UpdateDeliveryConfigurationCommand extends command(_ep0, _mw0, "UpdateDeliveryConfiguration", UpdateDeliveryConfiguration$) {
}

class UpdateLogAnomalyDetectorCommand extends command(_ep0, _mw0, "UpdateLogAnomalyDetector", UpdateLogAnomalyDetector$) {
}

class UpdateLookupTableCommand extends command(_ep0, _mw0, "UpdateLookupTable", UpdateLookupTable$) {
}

class UpdateScheduledQueryCommand extends command(_ep0, _mw0, "UpdateScheduledQuery", UpdateScheduledQuery$) {
}

const paginateDescribeConfigurationTemplates = createPaginator(CloudWatchLogsClient, DescribeConfigurationTemplatesCommand, "nextToken", "nextToken", "limit");

const paginateDescribeDeliveries = createPaginator(CloudWatchLogsClient, DescribeDeliveriesCommand, "nextToken", "nextToken", "limit");

const paginateDescribeDeliveryDestinations = createPaginator(CloudWatchLogsClient, DescribeDeliveryDestinationsCommand, "nextToken", "nextToken", "limit");

const paginateDescribeDeliverySources = createPaginator(CloudWatchLogsClient, DescribeDeliverySourcesCommand, "nextToken", "nextToken", "limit");

const paginateDescribeDestinations = createPaginator(CloudWatchLogsClient, DescribeDestinationsCommand, "nextToken", "nextToken", "limit");

const paginateDescribeLogGroups = createPaginator(CloudWatchLogsClient, DescribeLogGroupsCommand, "nextToken", "nextToken", "limit");

const paginateDescribeLogStreams = createPaginator(CloudWatchLogsClient, DescribeLogStreamsCommand, "nextToken", "nextToken", "limit");

const paginateDescribeMetricFilters = createPaginator(CloudWatchLogsClient, DescribeMetricFiltersCommand, "nextToken", "nextToken", "limit");

const paginateDescribeSubscriptionFilters = createPaginator(CloudWatchLogsClient, DescribeSubscriptionFiltersCommand, "nextToken", "nextToken", "limit");

const paginateFilterLogEvents = createPaginator(CloudWatchLogsClient, FilterLogEventsCommand, "nextToken", "nextToken", "limit");

const paginateGetLogEvents = createPaginator(CloudWatchLogsClient, GetLogEventsCommand, "nextToken", "nextForwardToken", "limit");

const paginateGetScheduledQueryHistory = createPaginator(CloudWatchLogsClient, GetScheduledQueryHistoryCommand, "nextToken", "nextToken", "maxResults");

const paginateListAggregateLogGroupSummaries = createPaginator(CloudWatchLogsClient, ListAggregateLogGroupSummariesCommand, "nextToken", "nextToken", "limit");

const paginateListAnomalies = createPaginator(CloudWatchLogsClient, ListAnomaliesCommand, "nextToken", "nextToken", "limit");

const paginateListLogAnomalyDetectors = createPaginator(CloudWatchLogsClient, ListLogAnomalyDetectorsCommand, "nextToken", "nextToken", "limit");

const paginateListLogGroupsForQuery = createPaginator(CloudWatchLogsClient, ListLogGroupsForQueryCommand, "nextToken", "nextToken", "maxResults");

const paginateListScheduledQueries = createPaginator(CloudWatchLogsClient, ListScheduledQueriesCommand, "nextToken", "nextToken", "maxResults");

const paginateListSourcesForS3TableIntegration = createPaginator(CloudWatchLogsClient, ListSourcesForS3TableIntegrationCommand, "nextToken", "nextToken", "maxResults");

const commands = {
    AssociateKmsKeyCommand,
    AssociateSourceToS3TableIntegrationCommand,
    CancelExportTaskCommand,
    CancelImportTaskCommand,
    CreateDeliveryCommand,
    CreateExportTaskCommand,
    CreateImportTaskCommand,
    CreateLogAnomalyDetectorCommand,
    CreateLogGroupCommand,
    CreateLogStreamCommand,
    CreateLookupTableCommand,
    CreateScheduledQueryCommand,
    DeleteAccountPolicyCommand,
    DeleteDataProtectionPolicyCommand,
    DeleteDeliveryCommand,
    DeleteDeliveryDestinationCommand,
    DeleteDeliveryDestinationPolicyCommand,
    DeleteDeliverySourceCommand,
    DeleteDestinationCommand,
    DeleteIndexPolicyCommand,
    DeleteIntegrationCommand,
    DeleteLogAnomalyDetectorCommand,
    DeleteLogGroupCommand,
    DeleteLogStreamCommand,
    DeleteLookupTableCommand,
    DeleteMetricFilterCommand,
    DeleteQueryDefinitionCommand,
    DeleteResourcePolicyCommand,
    DeleteRetentionPolicyCommand,
    DeleteScheduledQueryCommand,
    DeleteSubscriptionFilterCommand,
    DeleteSyslogConfigurationCommand,
    DeleteTransformerCommand,
    DescribeAccountPoliciesCommand,
    DescribeConfigurationTemplatesCommand,
    DescribeDeliveriesCommand,
    DescribeDeliveryDestinationsCommand,
    DescribeDeliverySourcesCommand,
    DescribeDestinationsCommand,
    DescribeExportTasksCommand,
    DescribeFieldIndexesCommand,
    DescribeImportTaskBatchesCommand,
    DescribeImportTasksCommand,
    DescribeIndexPoliciesCommand,
    DescribeLogGroupsCommand,
    DescribeLogStreamsCommand,
    DescribeLookupTablesCommand,
    DescribeMetricFiltersCommand,
    DescribeQueriesCommand,
    DescribeQueryDefinitionsCommand,
    DescribeResourcePoliciesCommand,
    DescribeSubscriptionFiltersCommand,
    DisassociateKmsKeyCommand,
    DisassociateSourceFromS3TableIntegrationCommand,
    FilterLogEventsCommand,
    GetDataProtectionPolicyCommand,
    GetDeliveryCommand,
    GetDeliveryDestinationCommand,
    GetDeliveryDestinationPolicyCommand,
    GetDeliverySourceCommand,
    GetIntegrationCommand,
    GetLogAnomalyDetectorCommand,
    GetLogEventsCommand,
    GetLogFieldsCommand,
    GetLogGroupFieldsCommand,
    GetLogObjectCommand,
    GetLogRecordCommand,
    GetLookupTableCommand,
    GetQueryResultsCommand,
    GetScheduledQueryCommand,
    GetScheduledQueryHistoryCommand,
    GetStorageTierPolicyCommand,
    GetTransformerCommand,
    ListAggregateLogGroupSummariesCommand,
    ListAnomaliesCommand,
    ListIntegrationsCommand,
    ListLogAnomalyDetectorsCommand,
    ListLogGroupsCommand,
    ListLogGroupsForQueryCommand,
    ListScheduledQueriesCommand,
    ListSourcesForS3TableIntegrationCommand,
    ListSyslogConfigurationsCommand,
    ListTagsForResourceCommand,
    ListTagsLogGroupCommand,
    PutAccountPolicyCommand,
    PutBearerTokenAuthenticationCommand,
    PutDataProtectionPolicyCommand,
    PutDeliveryDestinationCommand,
    PutDeliveryDestinationPolicyCommand,
    PutDeliverySourceCommand,
    PutDestinationCommand,
    PutDestinationPolicyCommand,
    PutIndexPolicyCommand,
    PutIntegrationCommand,
    PutLogEventsCommand,
    PutLogGroupDeletionProtectionCommand,
    PutMetricFilterCommand,
    PutQueryDefinitionCommand,
    PutResourcePolicyCommand,
    PutRetentionPolicyCommand,
    PutStorageTierPolicyCommand,
    PutSubscriptionFilterCommand,
    PutSyslogConfigurationCommand,
    PutTransformerCommand,
    StartLiveTailCommand,
    StartQueryCommand,
    StopQueryCommand,
    TagLogGroupCommand,
    TagResourceCommand,
    TestMetricFilterCommand,
    TestTransformerCommand,
    UntagLogGroupCommand,
    UntagResourceCommand,
    UpdateAnomalyCommand,
    UpdateDeliveryConfigurationCommand,
    UpdateLogAnomalyDetectorCommand,
    UpdateLookupTableCommand,
    UpdateScheduledQueryCommand,
};
const paginators = {
    paginateDescribeConfigurationTemplates,
    paginateDescribeDeliveries,
    paginateDescribeDeliveryDestinations,
    paginateDescribeDeliverySources,
    paginateDescribeDestinations,
    paginateDescribeLogGroups,
    paginateDescribeLogStreams,
    paginateDescribeMetricFilters,
    paginateDescribeSubscriptionFilters,
    paginateFilterLogEvents,
    paginateGetLogEvents,
    paginateGetScheduledQueryHistory,
    paginateListAggregateLogGroupSummaries,
    paginateListAnomalies,
    paginateListLogAnomalyDetectors,
    paginateListLogGroupsForQuery,
    paginateListScheduledQueries,
    paginateListSourcesForS3TableIntegration,
};
class CloudWatchLogs extends CloudWatchLogsClient {
}
createAggregatedClient(commands, CloudWatchLogs, { paginators });

const PolicyType = {
    DATA_PROTECTION_POLICY: "DATA_PROTECTION_POLICY",
    FIELD_INDEX_POLICY: "FIELD_INDEX_POLICY",
    METRIC_EXTRACTION_POLICY: "METRIC_EXTRACTION_POLICY",
    RETENTION_POLICY: "RETENTION_POLICY",
    SUBSCRIPTION_FILTER_POLICY: "SUBSCRIPTION_FILTER_POLICY",
    TRANSFORMER_POLICY: "TRANSFORMER_POLICY",
};
const Scope = {
    ALL: "ALL",
};
const ActionStatus = {
    CLIENT_ERROR: "CLIENT_ERROR",
    COMPLETE: "COMPLETE",
    FAILED: "FAILED",
    IN_PROGRESS: "IN_PROGRESS",
};
const State = {
    Active: "Active",
    Baseline: "Baseline",
    Suppressed: "Suppressed",
};
const AnomalyDetectorStatus = {
    ANALYZING: "ANALYZING",
    DELETED: "DELETED",
    FAILED: "FAILED",
    INITIALIZING: "INITIALIZING",
    PAUSED: "PAUSED",
    TRAINING: "TRAINING",
};
const EvaluationFrequency = {
    FIFTEEN_MIN: "FIFTEEN_MIN",
    FIVE_MIN: "FIVE_MIN",
    ONE_HOUR: "ONE_HOUR",
    ONE_MIN: "ONE_MIN",
    TEN_MIN: "TEN_MIN",
    THIRTY_MIN: "THIRTY_MIN",
};
const ImportStatus = {
    CANCELLED: "CANCELLED",
    COMPLETED: "COMPLETED",
    FAILED: "FAILED",
    IN_PROGRESS: "IN_PROGRESS",
};
const OutputFormat = {
    JSON: "json",
    PARQUET: "parquet",
    PLAIN: "plain",
    RAW: "raw",
    W3C: "w3c",
};
const DeliveryDestinationType = {
    CWL: "CWL",
    FH: "FH",
    S3: "S3",
    XRAY: "XRAY",
};
const DeliverySourceConfigurationSchemaValueType = {
    BOOLEAN: "boolean",
    DOUBLE: "double",
    INT: "int",
    LONG: "long",
    STRING: "string",
};
const LogGroupClass = {
    DELIVERY: "DELIVERY",
    ESSENTIALS: "ESSENTIALS",
    INFREQUENT_ACCESS: "INFREQUENT_ACCESS",
    STANDARD: "STANDARD",
};
const QueryLanguage = {
    CWLI: "CWLI",
    PPL: "PPL",
    SQL: "SQL",
};
const ScheduledQueryState = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const DataProtectionStatus = {
    ACTIVATED: "ACTIVATED",
    ARCHIVED: "ARCHIVED",
    DELETED: "DELETED",
    DISABLED: "DISABLED",
};
const DeliverySourceStatus = {
    ACTIVE: "ACTIVE",
    INACTIVE: "INACTIVE",
};
const DeliverySourceStatusReason = {
    RESOURCE_DELETED: "RESOURCE_DELETED",
};
const ExportTaskStatusCode = {
    CANCELLED: "CANCELLED",
    COMPLETED: "COMPLETED",
    FAILED: "FAILED",
    PENDING: "PENDING",
    PENDING_CANCEL: "PENDING_CANCEL",
    RUNNING: "RUNNING",
};
const IndexCategory = {
    AUTO: "AUTO",
    CUSTOM: "CUSTOM",
    DEFAULT: "DEFAULT",
    INACTIVE: "INACTIVE",
};
const IndexType = {
    FACET: "FACET",
    FIELD_INDEX: "FIELD_INDEX",
};
const IndexSource = {
    ACCOUNT: "ACCOUNT",
    LOG_GROUP: "LOG_GROUP",
};
const InheritedProperty = {
    ACCOUNT_DATA_PROTECTION: "ACCOUNT_DATA_PROTECTION",
};
const OrderBy = {
    LastEventTime: "LastEventTime",
    LogStreamName: "LogStreamName",
};
const StandardUnit = {
    Bits: "Bits",
    BitsSecond: "Bits/Second",
    Bytes: "Bytes",
    BytesSecond: "Bytes/Second",
    Count: "Count",
    CountSecond: "Count/Second",
    Gigabits: "Gigabits",
    GigabitsSecond: "Gigabits/Second",
    Gigabytes: "Gigabytes",
    GigabytesSecond: "Gigabytes/Second",
    Kilobits: "Kilobits",
    KilobitsSecond: "Kilobits/Second",
    Kilobytes: "Kilobytes",
    KilobytesSecond: "Kilobytes/Second",
    Megabits: "Megabits",
    MegabitsSecond: "Megabits/Second",
    Megabytes: "Megabytes",
    MegabytesSecond: "Megabytes/Second",
    Microseconds: "Microseconds",
    Milliseconds: "Milliseconds",
    None: "None",
    Percent: "Percent",
    Seconds: "Seconds",
    Terabits: "Terabits",
    TerabitsSecond: "Terabits/Second",
    Terabytes: "Terabytes",
    TerabytesSecond: "Terabytes/Second",
};
const QueryStatus = {
    Cancelled: "Cancelled",
    Complete: "Complete",
    Failed: "Failed",
    Running: "Running",
    Scheduled: "Scheduled",
    Timeout: "Timeout",
    Unknown: "Unknown",
};
const PolicyScope = {
    ACCOUNT: "ACCOUNT",
    RESOURCE: "RESOURCE",
};
const Distribution = {
    ByLogStream: "ByLogStream",
    Random: "Random",
};
const EntityRejectionErrorType = {
    ENTITY_SIZE_TOO_LARGE: "EntitySizeTooLarge",
    INVALID_ATTRIBUTES: "InvalidAttributes",
    INVALID_ENTITY: "InvalidEntity",
    INVALID_KEY_ATTRIBUTE: "InvalidKeyAttributes",
    INVALID_TYPE_VALUE: "InvalidTypeValue",
    MISSING_REQUIRED_FIELDS: "MissingRequiredFields",
    UNSUPPORTED_LOG_GROUP_TYPE: "UnsupportedLogGroupType",
};
const EventSource = {
    AWSWAF: "AWSWAF",
    CLOUD_TRAIL: "CloudTrail",
    EKS_AUDIT: "EKSAudit",
    ROUTE53_RESOLVER: "Route53Resolver",
    VPC_FLOW: "VPCFlow",
};
const ExecutionStatus = {
    Complete: "Complete",
    Failed: "Failed",
    InvalidQuery: "InvalidQuery",
    Running: "Running",
    Timeout: "Timeout",
};
const FlattenedElement = {
    FIRST: "first",
    LAST: "last",
};
const OpenSearchResourceStatusType = {
    ACTIVE: "ACTIVE",
    ERROR: "ERROR",
    NOT_FOUND: "NOT_FOUND",
};
const IntegrationStatus = {
    ACTIVE: "ACTIVE",
    FAILED: "FAILED",
    PROVISIONING: "PROVISIONING",
};
const IntegrationType = {
    OPENSEARCH: "OPENSEARCH",
};
const ScheduleType = {
    AWS_MANAGED: "AWS_MANAGED",
    CUSTOMER_MANAGED: "CUSTOMER_MANAGED",
};
const ScheduledQueryDestinationType = {
    LOOKUP_TABLE: "LOOKUP_TABLE",
    S3: "S3",
};
const StorageTier = {
    INTELLIGENT_TIERING: "INTELLIGENT_TIERING",
    STANDARD: "STANDARD",
};
const OCSFVersion = {
    V1_1: "V1.1",
    V1_5: "V1.5",
};
const Type = {
    BOOLEAN: "boolean",
    DOUBLE: "double",
    INTEGER: "integer",
    STRING: "string",
};
const ListAggregateLogGroupSummariesGroupBy = {
    DATA_SOURCE_NAME_AND_TYPE: "DATA_SOURCE_NAME_AND_TYPE",
    DATA_SOURCE_NAME_TYPE_AND_FORMAT: "DATA_SOURCE_NAME_TYPE_AND_FORMAT",
};
const SuppressionState = {
    SUPPRESSED: "SUPPRESSED",
    UNSUPPRESSED: "UNSUPPRESSED",
};
const S3TableIntegrationSourceStatus = {
    ACTIVE: "ACTIVE",
    DATA_SOURCE_DELETE_IN_PROGRESS: "DATA_SOURCE_DELETE_IN_PROGRESS",
    FAILED: "FAILED",
    UNHEALTHY: "UNHEALTHY",
};
const SyslogSourceType = {
    VPCE: "VPCE",
};
const SuppressionUnit = {
    HOURS: "HOURS",
    MINUTES: "MINUTES",
    SECONDS: "SECONDS",
};
const SuppressionType = {
    INFINITE: "INFINITE",
    LIMITED: "LIMITED",
};

__webpack_unused_export__ = AccessDeniedException;
__webpack_unused_export__ = AccessDeniedException$;
__webpack_unused_export__ = AccountPolicy$;
__webpack_unused_export__ = ActionStatus;
__webpack_unused_export__ = AddKeyEntry$;
__webpack_unused_export__ = AddKeys$;
__webpack_unused_export__ = AggregateLogGroupSummary$;
__webpack_unused_export__ = Anomaly$;
__webpack_unused_export__ = AnomalyDetector$;
__webpack_unused_export__ = AnomalyDetectorStatus;
__webpack_unused_export__ = AssociateKmsKey$;
__webpack_unused_export__ = AssociateKmsKeyCommand;
__webpack_unused_export__ = AssociateKmsKeyRequest$;
__webpack_unused_export__ = AssociateSourceToS3TableIntegration$;
__webpack_unused_export__ = AssociateSourceToS3TableIntegrationCommand;
__webpack_unused_export__ = AssociateSourceToS3TableIntegrationRequest$;
__webpack_unused_export__ = AssociateSourceToS3TableIntegrationResponse$;
__webpack_unused_export__ = CSV$;
__webpack_unused_export__ = CancelExportTask$;
__webpack_unused_export__ = CancelExportTaskCommand;
__webpack_unused_export__ = CancelExportTaskRequest$;
__webpack_unused_export__ = CancelImportTask$;
__webpack_unused_export__ = CancelImportTaskCommand;
__webpack_unused_export__ = CancelImportTaskRequest$;
__webpack_unused_export__ = CancelImportTaskResponse$;
__webpack_unused_export__ = CloudWatchLogs;
exports.TFr = CloudWatchLogsClient;
__webpack_unused_export__ = CloudWatchLogsServiceException;
__webpack_unused_export__ = CloudWatchLogsServiceException$;
__webpack_unused_export__ = ConfigurationTemplate$;
__webpack_unused_export__ = ConfigurationTemplateDeliveryConfigValues$;
__webpack_unused_export__ = ConflictException;
__webpack_unused_export__ = ConflictException$;
__webpack_unused_export__ = CopyValue$;
__webpack_unused_export__ = CopyValueEntry$;
__webpack_unused_export__ = CreateDelivery$;
__webpack_unused_export__ = CreateDeliveryCommand;
__webpack_unused_export__ = CreateDeliveryRequest$;
__webpack_unused_export__ = CreateDeliveryResponse$;
__webpack_unused_export__ = CreateExportTask$;
__webpack_unused_export__ = CreateExportTaskCommand;
__webpack_unused_export__ = CreateExportTaskRequest$;
__webpack_unused_export__ = CreateExportTaskResponse$;
__webpack_unused_export__ = CreateImportTask$;
__webpack_unused_export__ = CreateImportTaskCommand;
__webpack_unused_export__ = CreateImportTaskRequest$;
__webpack_unused_export__ = CreateImportTaskResponse$;
__webpack_unused_export__ = CreateLogAnomalyDetector$;
__webpack_unused_export__ = CreateLogAnomalyDetectorCommand;
__webpack_unused_export__ = CreateLogAnomalyDetectorRequest$;
__webpack_unused_export__ = CreateLogAnomalyDetectorResponse$;
__webpack_unused_export__ = CreateLogGroup$;
__webpack_unused_export__ = CreateLogGroupCommand;
__webpack_unused_export__ = CreateLogGroupRequest$;
__webpack_unused_export__ = CreateLogStream$;
__webpack_unused_export__ = CreateLogStreamCommand;
__webpack_unused_export__ = CreateLogStreamRequest$;
__webpack_unused_export__ = CreateLookupTable$;
__webpack_unused_export__ = CreateLookupTableCommand;
__webpack_unused_export__ = CreateLookupTableRequest$;
__webpack_unused_export__ = CreateLookupTableResponse$;
__webpack_unused_export__ = CreateScheduledQuery$;
__webpack_unused_export__ = CreateScheduledQueryCommand;
__webpack_unused_export__ = CreateScheduledQueryRequest$;
__webpack_unused_export__ = CreateScheduledQueryResponse$;
__webpack_unused_export__ = DataAlreadyAcceptedException;
__webpack_unused_export__ = DataAlreadyAcceptedException$;
__webpack_unused_export__ = DataProtectionStatus;
__webpack_unused_export__ = DataSource$;
__webpack_unused_export__ = DataSourceFilter$;
__webpack_unused_export__ = DateTimeConverter$;
__webpack_unused_export__ = DeleteAccountPolicy$;
__webpack_unused_export__ = DeleteAccountPolicyCommand;
__webpack_unused_export__ = DeleteAccountPolicyRequest$;
__webpack_unused_export__ = DeleteAccountPolicyResponse$;
__webpack_unused_export__ = DeleteDataProtectionPolicy$;
__webpack_unused_export__ = DeleteDataProtectionPolicyCommand;
__webpack_unused_export__ = DeleteDataProtectionPolicyRequest$;
__webpack_unused_export__ = DeleteDelivery$;
__webpack_unused_export__ = DeleteDeliveryCommand;
__webpack_unused_export__ = DeleteDeliveryDestination$;
__webpack_unused_export__ = DeleteDeliveryDestinationCommand;
__webpack_unused_export__ = DeleteDeliveryDestinationPolicy$;
__webpack_unused_export__ = DeleteDeliveryDestinationPolicyCommand;
__webpack_unused_export__ = DeleteDeliveryDestinationPolicyRequest$;
__webpack_unused_export__ = DeleteDeliveryDestinationRequest$;
__webpack_unused_export__ = DeleteDeliveryRequest$;
__webpack_unused_export__ = DeleteDeliverySource$;
__webpack_unused_export__ = DeleteDeliverySourceCommand;
__webpack_unused_export__ = DeleteDeliverySourceRequest$;
__webpack_unused_export__ = DeleteDestination$;
__webpack_unused_export__ = DeleteDestinationCommand;
__webpack_unused_export__ = DeleteDestinationRequest$;
__webpack_unused_export__ = DeleteIndexPolicy$;
__webpack_unused_export__ = DeleteIndexPolicyCommand;
__webpack_unused_export__ = DeleteIndexPolicyRequest$;
__webpack_unused_export__ = DeleteIndexPolicyResponse$;
__webpack_unused_export__ = DeleteIntegration$;
__webpack_unused_export__ = DeleteIntegrationCommand;
__webpack_unused_export__ = DeleteIntegrationRequest$;
__webpack_unused_export__ = DeleteIntegrationResponse$;
__webpack_unused_export__ = DeleteKeys$;
__webpack_unused_export__ = DeleteLogAnomalyDetector$;
__webpack_unused_export__ = DeleteLogAnomalyDetectorCommand;
__webpack_unused_export__ = DeleteLogAnomalyDetectorRequest$;
__webpack_unused_export__ = DeleteLogGroup$;
__webpack_unused_export__ = DeleteLogGroupCommand;
__webpack_unused_export__ = DeleteLogGroupRequest$;
__webpack_unused_export__ = DeleteLogStream$;
__webpack_unused_export__ = DeleteLogStreamCommand;
__webpack_unused_export__ = DeleteLogStreamRequest$;
__webpack_unused_export__ = DeleteLookupTable$;
__webpack_unused_export__ = DeleteLookupTableCommand;
__webpack_unused_export__ = DeleteLookupTableRequest$;
__webpack_unused_export__ = DeleteMetricFilter$;
__webpack_unused_export__ = DeleteMetricFilterCommand;
__webpack_unused_export__ = DeleteMetricFilterRequest$;
__webpack_unused_export__ = DeleteQueryDefinition$;
__webpack_unused_export__ = DeleteQueryDefinitionCommand;
__webpack_unused_export__ = DeleteQueryDefinitionRequest$;
__webpack_unused_export__ = DeleteQueryDefinitionResponse$;
__webpack_unused_export__ = DeleteResourcePolicy$;
__webpack_unused_export__ = DeleteResourcePolicyCommand;
__webpack_unused_export__ = DeleteResourcePolicyRequest$;
__webpack_unused_export__ = DeleteRetentionPolicy$;
__webpack_unused_export__ = DeleteRetentionPolicyCommand;
__webpack_unused_export__ = DeleteRetentionPolicyRequest$;
__webpack_unused_export__ = DeleteScheduledQuery$;
__webpack_unused_export__ = DeleteScheduledQueryCommand;
__webpack_unused_export__ = DeleteScheduledQueryRequest$;
__webpack_unused_export__ = DeleteScheduledQueryResponse$;
__webpack_unused_export__ = DeleteSubscriptionFilter$;
__webpack_unused_export__ = DeleteSubscriptionFilterCommand;
__webpack_unused_export__ = DeleteSubscriptionFilterRequest$;
__webpack_unused_export__ = DeleteSyslogConfiguration$;
__webpack_unused_export__ = DeleteSyslogConfigurationCommand;
__webpack_unused_export__ = DeleteSyslogConfigurationRequest$;
__webpack_unused_export__ = DeleteTransformer$;
__webpack_unused_export__ = DeleteTransformerCommand;
__webpack_unused_export__ = DeleteTransformerRequest$;
__webpack_unused_export__ = Delivery$;
__webpack_unused_export__ = DeliveryDestination$;
__webpack_unused_export__ = DeliveryDestinationConfiguration$;
__webpack_unused_export__ = DeliveryDestinationType;
__webpack_unused_export__ = DeliverySource$;
__webpack_unused_export__ = DeliverySourceConfigurationSchema$;
__webpack_unused_export__ = DeliverySourceConfigurationSchemaValueType;
__webpack_unused_export__ = DeliverySourceStatus;
__webpack_unused_export__ = DeliverySourceStatusReason;
__webpack_unused_export__ = DescribeAccountPolicies$;
__webpack_unused_export__ = DescribeAccountPoliciesCommand;
__webpack_unused_export__ = DescribeAccountPoliciesRequest$;
__webpack_unused_export__ = DescribeAccountPoliciesResponse$;
__webpack_unused_export__ = DescribeConfigurationTemplates$;
__webpack_unused_export__ = DescribeConfigurationTemplatesCommand;
__webpack_unused_export__ = DescribeConfigurationTemplatesRequest$;
__webpack_unused_export__ = DescribeConfigurationTemplatesResponse$;
__webpack_unused_export__ = DescribeDeliveries$;
__webpack_unused_export__ = DescribeDeliveriesCommand;
__webpack_unused_export__ = DescribeDeliveriesRequest$;
__webpack_unused_export__ = DescribeDeliveriesResponse$;
__webpack_unused_export__ = DescribeDeliveryDestinations$;
__webpack_unused_export__ = DescribeDeliveryDestinationsCommand;
__webpack_unused_export__ = DescribeDeliveryDestinationsRequest$;
__webpack_unused_export__ = DescribeDeliveryDestinationsResponse$;
__webpack_unused_export__ = DescribeDeliverySources$;
__webpack_unused_export__ = DescribeDeliverySourcesCommand;
__webpack_unused_export__ = DescribeDeliverySourcesRequest$;
__webpack_unused_export__ = DescribeDeliverySourcesResponse$;
__webpack_unused_export__ = DescribeDestinations$;
__webpack_unused_export__ = DescribeDestinationsCommand;
__webpack_unused_export__ = DescribeDestinationsRequest$;
__webpack_unused_export__ = DescribeDestinationsResponse$;
__webpack_unused_export__ = DescribeExportTasks$;
__webpack_unused_export__ = DescribeExportTasksCommand;
__webpack_unused_export__ = DescribeExportTasksRequest$;
__webpack_unused_export__ = DescribeExportTasksResponse$;
__webpack_unused_export__ = DescribeFieldIndexes$;
__webpack_unused_export__ = DescribeFieldIndexesCommand;
__webpack_unused_export__ = DescribeFieldIndexesRequest$;
__webpack_unused_export__ = DescribeFieldIndexesResponse$;
__webpack_unused_export__ = DescribeImportTaskBatches$;
__webpack_unused_export__ = DescribeImportTaskBatchesCommand;
__webpack_unused_export__ = DescribeImportTaskBatchesRequest$;
__webpack_unused_export__ = DescribeImportTaskBatchesResponse$;
__webpack_unused_export__ = DescribeImportTasks$;
__webpack_unused_export__ = DescribeImportTasksCommand;
__webpack_unused_export__ = DescribeImportTasksRequest$;
__webpack_unused_export__ = DescribeImportTasksResponse$;
__webpack_unused_export__ = DescribeIndexPolicies$;
__webpack_unused_export__ = DescribeIndexPoliciesCommand;
__webpack_unused_export__ = DescribeIndexPoliciesRequest$;
__webpack_unused_export__ = DescribeIndexPoliciesResponse$;
__webpack_unused_export__ = DescribeLogGroups$;
__webpack_unused_export__ = DescribeLogGroupsCommand;
__webpack_unused_export__ = DescribeLogGroupsRequest$;
__webpack_unused_export__ = DescribeLogGroupsResponse$;
__webpack_unused_export__ = DescribeLogStreams$;
exports.w$R = DescribeLogStreamsCommand;
__webpack_unused_export__ = DescribeLogStreamsRequest$;
__webpack_unused_export__ = DescribeLogStreamsResponse$;
__webpack_unused_export__ = DescribeLookupTables$;
__webpack_unused_export__ = DescribeLookupTablesCommand;
__webpack_unused_export__ = DescribeLookupTablesRequest$;
__webpack_unused_export__ = DescribeLookupTablesResponse$;
__webpack_unused_export__ = DescribeMetricFilters$;
__webpack_unused_export__ = DescribeMetricFiltersCommand;
__webpack_unused_export__ = DescribeMetricFiltersRequest$;
__webpack_unused_export__ = DescribeMetricFiltersResponse$;
__webpack_unused_export__ = DescribeQueries$;
__webpack_unused_export__ = DescribeQueriesCommand;
__webpack_unused_export__ = DescribeQueriesRequest$;
__webpack_unused_export__ = DescribeQueriesResponse$;
__webpack_unused_export__ = DescribeQueryDefinitions$;
__webpack_unused_export__ = DescribeQueryDefinitionsCommand;
__webpack_unused_export__ = DescribeQueryDefinitionsRequest$;
__webpack_unused_export__ = DescribeQueryDefinitionsResponse$;
__webpack_unused_export__ = DescribeResourcePolicies$;
__webpack_unused_export__ = DescribeResourcePoliciesCommand;
__webpack_unused_export__ = DescribeResourcePoliciesRequest$;
__webpack_unused_export__ = DescribeResourcePoliciesResponse$;
__webpack_unused_export__ = DescribeSubscriptionFilters$;
__webpack_unused_export__ = DescribeSubscriptionFiltersCommand;
__webpack_unused_export__ = DescribeSubscriptionFiltersRequest$;
__webpack_unused_export__ = DescribeSubscriptionFiltersResponse$;
__webpack_unused_export__ = Destination$;
__webpack_unused_export__ = DestinationConfiguration$;
__webpack_unused_export__ = DisassociateKmsKey$;
__webpack_unused_export__ = DisassociateKmsKeyCommand;
__webpack_unused_export__ = DisassociateKmsKeyRequest$;
__webpack_unused_export__ = DisassociateSourceFromS3TableIntegration$;
__webpack_unused_export__ = DisassociateSourceFromS3TableIntegrationCommand;
__webpack_unused_export__ = DisassociateSourceFromS3TableIntegrationRequest$;
__webpack_unused_export__ = DisassociateSourceFromS3TableIntegrationResponse$;
__webpack_unused_export__ = Distribution;
__webpack_unused_export__ = DryRunResult$;
__webpack_unused_export__ = Entity$;
__webpack_unused_export__ = EntityRejectionErrorType;
__webpack_unused_export__ = EvaluationFrequency;
__webpack_unused_export__ = EventSource;
__webpack_unused_export__ = ExecutionStatus;
__webpack_unused_export__ = ExportTask$;
__webpack_unused_export__ = ExportTaskExecutionInfo$;
__webpack_unused_export__ = ExportTaskStatus$;
__webpack_unused_export__ = ExportTaskStatusCode;
__webpack_unused_export__ = FieldIndex$;
__webpack_unused_export__ = FieldsData$;
__webpack_unused_export__ = FilterLogEvents$;
__webpack_unused_export__ = FilterLogEventsCommand;
__webpack_unused_export__ = FilterLogEventsRequest$;
__webpack_unused_export__ = FilterLogEventsResponse$;
__webpack_unused_export__ = FilteredLogEvent$;
__webpack_unused_export__ = FlattenedElement;
__webpack_unused_export__ = GetDataProtectionPolicy$;
__webpack_unused_export__ = GetDataProtectionPolicyCommand;
__webpack_unused_export__ = GetDataProtectionPolicyRequest$;
__webpack_unused_export__ = GetDataProtectionPolicyResponse$;
__webpack_unused_export__ = GetDelivery$;
__webpack_unused_export__ = GetDeliveryCommand;
__webpack_unused_export__ = GetDeliveryDestination$;
__webpack_unused_export__ = GetDeliveryDestinationCommand;
__webpack_unused_export__ = GetDeliveryDestinationPolicy$;
__webpack_unused_export__ = GetDeliveryDestinationPolicyCommand;
__webpack_unused_export__ = GetDeliveryDestinationPolicyRequest$;
__webpack_unused_export__ = GetDeliveryDestinationPolicyResponse$;
__webpack_unused_export__ = GetDeliveryDestinationRequest$;
__webpack_unused_export__ = GetDeliveryDestinationResponse$;
__webpack_unused_export__ = GetDeliveryRequest$;
__webpack_unused_export__ = GetDeliveryResponse$;
__webpack_unused_export__ = GetDeliverySource$;
__webpack_unused_export__ = GetDeliverySourceCommand;
__webpack_unused_export__ = GetDeliverySourceRequest$;
__webpack_unused_export__ = GetDeliverySourceResponse$;
__webpack_unused_export__ = GetIntegration$;
__webpack_unused_export__ = GetIntegrationCommand;
__webpack_unused_export__ = GetIntegrationRequest$;
__webpack_unused_export__ = GetIntegrationResponse$;
__webpack_unused_export__ = GetLogAnomalyDetector$;
__webpack_unused_export__ = GetLogAnomalyDetectorCommand;
__webpack_unused_export__ = GetLogAnomalyDetectorRequest$;
__webpack_unused_export__ = GetLogAnomalyDetectorResponse$;
__webpack_unused_export__ = GetLogEvents$;
exports.h7S = GetLogEventsCommand;
__webpack_unused_export__ = GetLogEventsRequest$;
__webpack_unused_export__ = GetLogEventsResponse$;
__webpack_unused_export__ = GetLogFields$;
__webpack_unused_export__ = GetLogFieldsCommand;
__webpack_unused_export__ = GetLogFieldsRequest$;
__webpack_unused_export__ = GetLogFieldsResponse$;
__webpack_unused_export__ = GetLogGroupFields$;
__webpack_unused_export__ = GetLogGroupFieldsCommand;
__webpack_unused_export__ = GetLogGroupFieldsRequest$;
__webpack_unused_export__ = GetLogGroupFieldsResponse$;
__webpack_unused_export__ = GetLogObject$;
__webpack_unused_export__ = GetLogObjectCommand;
__webpack_unused_export__ = GetLogObjectRequest$;
__webpack_unused_export__ = GetLogObjectResponse$;
__webpack_unused_export__ = GetLogObjectResponseStream$;
__webpack_unused_export__ = GetLogRecord$;
__webpack_unused_export__ = GetLogRecordCommand;
__webpack_unused_export__ = GetLogRecordRequest$;
__webpack_unused_export__ = GetLogRecordResponse$;
__webpack_unused_export__ = GetLookupTable$;
__webpack_unused_export__ = GetLookupTableCommand;
__webpack_unused_export__ = GetLookupTableRequest$;
__webpack_unused_export__ = GetLookupTableResponse$;
__webpack_unused_export__ = GetQueryResults$;
__webpack_unused_export__ = GetQueryResultsCommand;
__webpack_unused_export__ = GetQueryResultsRequest$;
__webpack_unused_export__ = GetQueryResultsResponse$;
__webpack_unused_export__ = GetScheduledQuery$;
__webpack_unused_export__ = GetScheduledQueryCommand;
__webpack_unused_export__ = GetScheduledQueryHistory$;
__webpack_unused_export__ = GetScheduledQueryHistoryCommand;
__webpack_unused_export__ = GetScheduledQueryHistoryRequest$;
__webpack_unused_export__ = GetScheduledQueryHistoryResponse$;
__webpack_unused_export__ = GetScheduledQueryRequest$;
__webpack_unused_export__ = GetScheduledQueryResponse$;
__webpack_unused_export__ = GetStorageTierPolicy$;
__webpack_unused_export__ = GetStorageTierPolicyCommand;
__webpack_unused_export__ = GetStorageTierPolicyRequest$;
__webpack_unused_export__ = GetStorageTierPolicyResponse$;
__webpack_unused_export__ = GetTransformer$;
__webpack_unused_export__ = GetTransformerCommand;
__webpack_unused_export__ = GetTransformerRequest$;
__webpack_unused_export__ = GetTransformerResponse$;
__webpack_unused_export__ = Grok$;
__webpack_unused_export__ = GroupingIdentifier$;
__webpack_unused_export__ = Import$;
__webpack_unused_export__ = ImportBatch$;
__webpack_unused_export__ = ImportFilter$;
__webpack_unused_export__ = ImportStatistics$;
__webpack_unused_export__ = ImportStatus;
__webpack_unused_export__ = IndexCategory;
__webpack_unused_export__ = IndexPolicy$;
__webpack_unused_export__ = IndexSource;
__webpack_unused_export__ = IndexType;
__webpack_unused_export__ = InheritedProperty;
__webpack_unused_export__ = InputLogEvent$;
__webpack_unused_export__ = IntegrationDetails$;
__webpack_unused_export__ = IntegrationStatus;
__webpack_unused_export__ = IntegrationSummary$;
__webpack_unused_export__ = IntegrationType;
__webpack_unused_export__ = InternalServerException;
__webpack_unused_export__ = InternalServerException$;
__webpack_unused_export__ = InternalStreamingException;
__webpack_unused_export__ = InternalStreamingException$;
__webpack_unused_export__ = InvalidOperationException;
__webpack_unused_export__ = InvalidOperationException$;
__webpack_unused_export__ = InvalidParameterException;
__webpack_unused_export__ = InvalidParameterException$;
__webpack_unused_export__ = InvalidSequenceTokenException;
__webpack_unused_export__ = InvalidSequenceTokenException$;
__webpack_unused_export__ = LimitExceededException;
__webpack_unused_export__ = LimitExceededException$;
__webpack_unused_export__ = ListAggregateLogGroupSummaries$;
__webpack_unused_export__ = ListAggregateLogGroupSummariesCommand;
__webpack_unused_export__ = ListAggregateLogGroupSummariesGroupBy;
__webpack_unused_export__ = ListAggregateLogGroupSummariesRequest$;
__webpack_unused_export__ = ListAggregateLogGroupSummariesResponse$;
__webpack_unused_export__ = ListAnomalies$;
__webpack_unused_export__ = ListAnomaliesCommand;
__webpack_unused_export__ = ListAnomaliesRequest$;
__webpack_unused_export__ = ListAnomaliesResponse$;
__webpack_unused_export__ = ListIntegrations$;
__webpack_unused_export__ = ListIntegrationsCommand;
__webpack_unused_export__ = ListIntegrationsRequest$;
__webpack_unused_export__ = ListIntegrationsResponse$;
__webpack_unused_export__ = ListLogAnomalyDetectors$;
__webpack_unused_export__ = ListLogAnomalyDetectorsCommand;
__webpack_unused_export__ = ListLogAnomalyDetectorsRequest$;
__webpack_unused_export__ = ListLogAnomalyDetectorsResponse$;
__webpack_unused_export__ = ListLogGroups$;
__webpack_unused_export__ = ListLogGroupsCommand;
__webpack_unused_export__ = ListLogGroupsForQuery$;
__webpack_unused_export__ = ListLogGroupsForQueryCommand;
__webpack_unused_export__ = ListLogGroupsForQueryRequest$;
__webpack_unused_export__ = ListLogGroupsForQueryResponse$;
__webpack_unused_export__ = ListLogGroupsRequest$;
__webpack_unused_export__ = ListLogGroupsResponse$;
__webpack_unused_export__ = ListScheduledQueries$;
__webpack_unused_export__ = ListScheduledQueriesCommand;
__webpack_unused_export__ = ListScheduledQueriesRequest$;
__webpack_unused_export__ = ListScheduledQueriesResponse$;
__webpack_unused_export__ = ListSourcesForS3TableIntegration$;
__webpack_unused_export__ = ListSourcesForS3TableIntegrationCommand;
__webpack_unused_export__ = ListSourcesForS3TableIntegrationRequest$;
__webpack_unused_export__ = ListSourcesForS3TableIntegrationResponse$;
__webpack_unused_export__ = ListSyslogConfigurations$;
__webpack_unused_export__ = ListSyslogConfigurationsCommand;
__webpack_unused_export__ = ListSyslogConfigurationsRequest$;
__webpack_unused_export__ = ListSyslogConfigurationsResponse$;
__webpack_unused_export__ = ListTagsForResource$;
__webpack_unused_export__ = ListTagsForResourceCommand;
__webpack_unused_export__ = ListTagsForResourceRequest$;
__webpack_unused_export__ = ListTagsForResourceResponse$;
__webpack_unused_export__ = ListTagsLogGroup$;
__webpack_unused_export__ = ListTagsLogGroupCommand;
__webpack_unused_export__ = ListTagsLogGroupRequest$;
__webpack_unused_export__ = ListTagsLogGroupResponse$;
__webpack_unused_export__ = ListToMap$;
__webpack_unused_export__ = LiveTailSessionLogEvent$;
__webpack_unused_export__ = LiveTailSessionMetadata$;
__webpack_unused_export__ = LiveTailSessionStart$;
__webpack_unused_export__ = LiveTailSessionUpdate$;
__webpack_unused_export__ = LogEvent$;
__webpack_unused_export__ = LogFieldType$;
__webpack_unused_export__ = LogFieldsListItem$;
__webpack_unused_export__ = LogGroup$;
__webpack_unused_export__ = LogGroupClass;
__webpack_unused_export__ = LogGroupField$;
__webpack_unused_export__ = LogGroupImpact$;
__webpack_unused_export__ = LogGroupSummary$;
__webpack_unused_export__ = LogStream$;
__webpack_unused_export__ = LookupTable$;
__webpack_unused_export__ = LookupTableConfiguration$;
__webpack_unused_export__ = LowerCaseString$;
__webpack_unused_export__ = MalformedQueryException;
__webpack_unused_export__ = MalformedQueryException$;
__webpack_unused_export__ = MetricFilter$;
__webpack_unused_export__ = MetricFilterMatchRecord$;
__webpack_unused_export__ = MetricTransformation$;
__webpack_unused_export__ = MoveKeyEntry$;
__webpack_unused_export__ = MoveKeys$;
__webpack_unused_export__ = OCSFVersion;
__webpack_unused_export__ = OpenSearchApplication$;
__webpack_unused_export__ = OpenSearchCollection$;
__webpack_unused_export__ = OpenSearchDataAccessPolicy$;
__webpack_unused_export__ = OpenSearchDataSource$;
__webpack_unused_export__ = OpenSearchEncryptionPolicy$;
__webpack_unused_export__ = OpenSearchIntegrationDetails$;
__webpack_unused_export__ = OpenSearchLifecyclePolicy$;
__webpack_unused_export__ = OpenSearchNetworkPolicy$;
__webpack_unused_export__ = OpenSearchResourceConfig$;
__webpack_unused_export__ = OpenSearchResourceStatus$;
__webpack_unused_export__ = OpenSearchResourceStatusType;
__webpack_unused_export__ = OpenSearchWorkspace$;
__webpack_unused_export__ = OperationAbortedException;
__webpack_unused_export__ = OperationAbortedException$;
__webpack_unused_export__ = OrderBy;
__webpack_unused_export__ = OutputFormat;
__webpack_unused_export__ = OutputLogEvent$;
__webpack_unused_export__ = ParseCloudfront$;
__webpack_unused_export__ = ParseJSON$;
__webpack_unused_export__ = ParseKeyValue$;
__webpack_unused_export__ = ParsePostgres$;
__webpack_unused_export__ = ParseRoute53$;
__webpack_unused_export__ = ParseToOCSF$;
__webpack_unused_export__ = ParseVPC$;
__webpack_unused_export__ = ParseWAF$;
__webpack_unused_export__ = PatternToken$;
__webpack_unused_export__ = Policy$;
__webpack_unused_export__ = PolicyScope;
__webpack_unused_export__ = PolicyType;
__webpack_unused_export__ = Processor$;
__webpack_unused_export__ = PutAccountPolicy$;
__webpack_unused_export__ = PutAccountPolicyCommand;
__webpack_unused_export__ = PutAccountPolicyRequest$;
__webpack_unused_export__ = PutAccountPolicyResponse$;
__webpack_unused_export__ = PutBearerTokenAuthentication$;
__webpack_unused_export__ = PutBearerTokenAuthenticationCommand;
__webpack_unused_export__ = PutBearerTokenAuthenticationRequest$;
__webpack_unused_export__ = PutDataProtectionPolicy$;
__webpack_unused_export__ = PutDataProtectionPolicyCommand;
__webpack_unused_export__ = PutDataProtectionPolicyRequest$;
__webpack_unused_export__ = PutDataProtectionPolicyResponse$;
__webpack_unused_export__ = PutDeliveryDestination$;
__webpack_unused_export__ = PutDeliveryDestinationCommand;
__webpack_unused_export__ = PutDeliveryDestinationPolicy$;
__webpack_unused_export__ = PutDeliveryDestinationPolicyCommand;
__webpack_unused_export__ = PutDeliveryDestinationPolicyRequest$;
__webpack_unused_export__ = PutDeliveryDestinationPolicyResponse$;
__webpack_unused_export__ = PutDeliveryDestinationRequest$;
__webpack_unused_export__ = PutDeliveryDestinationResponse$;
__webpack_unused_export__ = PutDeliverySource$;
__webpack_unused_export__ = PutDeliverySourceCommand;
__webpack_unused_export__ = PutDeliverySourceRequest$;
__webpack_unused_export__ = PutDeliverySourceResponse$;
__webpack_unused_export__ = PutDestination$;
__webpack_unused_export__ = PutDestinationCommand;
__webpack_unused_export__ = PutDestinationPolicy$;
__webpack_unused_export__ = PutDestinationPolicyCommand;
__webpack_unused_export__ = PutDestinationPolicyRequest$;
__webpack_unused_export__ = PutDestinationRequest$;
__webpack_unused_export__ = PutDestinationResponse$;
__webpack_unused_export__ = PutIndexPolicy$;
__webpack_unused_export__ = PutIndexPolicyCommand;
__webpack_unused_export__ = PutIndexPolicyRequest$;
__webpack_unused_export__ = PutIndexPolicyResponse$;
__webpack_unused_export__ = PutIntegration$;
__webpack_unused_export__ = PutIntegrationCommand;
__webpack_unused_export__ = PutIntegrationRequest$;
__webpack_unused_export__ = PutIntegrationResponse$;
__webpack_unused_export__ = PutLogEvents$;
__webpack_unused_export__ = PutLogEventsCommand;
__webpack_unused_export__ = PutLogEventsRequest$;
__webpack_unused_export__ = PutLogEventsResponse$;
__webpack_unused_export__ = PutLogGroupDeletionProtection$;
__webpack_unused_export__ = PutLogGroupDeletionProtectionCommand;
__webpack_unused_export__ = PutLogGroupDeletionProtectionRequest$;
__webpack_unused_export__ = PutMetricFilter$;
__webpack_unused_export__ = PutMetricFilterCommand;
__webpack_unused_export__ = PutMetricFilterRequest$;
__webpack_unused_export__ = PutQueryDefinition$;
__webpack_unused_export__ = PutQueryDefinitionCommand;
__webpack_unused_export__ = PutQueryDefinitionRequest$;
__webpack_unused_export__ = PutQueryDefinitionResponse$;
__webpack_unused_export__ = PutResourcePolicy$;
__webpack_unused_export__ = PutResourcePolicyCommand;
__webpack_unused_export__ = PutResourcePolicyRequest$;
__webpack_unused_export__ = PutResourcePolicyResponse$;
__webpack_unused_export__ = PutRetentionPolicy$;
__webpack_unused_export__ = PutRetentionPolicyCommand;
__webpack_unused_export__ = PutRetentionPolicyRequest$;
__webpack_unused_export__ = PutStorageTierPolicy$;
__webpack_unused_export__ = PutStorageTierPolicyCommand;
__webpack_unused_export__ = PutStorageTierPolicyRequest$;
__webpack_unused_export__ = PutStorageTierPolicyResponse$;
__webpack_unused_export__ = PutSubscriptionFilter$;
__webpack_unused_export__ = PutSubscriptionFilterCommand;
__webpack_unused_export__ = PutSubscriptionFilterRequest$;
__webpack_unused_export__ = PutSyslogConfiguration$;
__webpack_unused_export__ = PutSyslogConfigurationCommand;
__webpack_unused_export__ = PutSyslogConfigurationRequest$;
__webpack_unused_export__ = PutTransformer$;
__webpack_unused_export__ = PutTransformerCommand;
__webpack_unused_export__ = PutTransformerRequest$;
__webpack_unused_export__ = QueryCompileError$;
__webpack_unused_export__ = QueryCompileErrorLocation$;
__webpack_unused_export__ = QueryDefinition$;
__webpack_unused_export__ = QueryInfo$;
__webpack_unused_export__ = QueryLanguage;
__webpack_unused_export__ = QueryParameter$;
__webpack_unused_export__ = QueryStatistics$;
__webpack_unused_export__ = QueryStatus;
__webpack_unused_export__ = RecordField$;
__webpack_unused_export__ = RejectedEntityInfo$;
__webpack_unused_export__ = RejectedLogEventsInfo$;
__webpack_unused_export__ = RenameKeyEntry$;
__webpack_unused_export__ = RenameKeys$;
__webpack_unused_export__ = ResourceAlreadyExistsException;
__webpack_unused_export__ = ResourceAlreadyExistsException$;
__webpack_unused_export__ = ResourceConfig$;
__webpack_unused_export__ = ResourceNotFoundException;
__webpack_unused_export__ = ResourceNotFoundException$;
__webpack_unused_export__ = ResourcePolicy$;
__webpack_unused_export__ = ResultField$;
__webpack_unused_export__ = S3Configuration$;
__webpack_unused_export__ = S3DeliveryConfiguration$;
__webpack_unused_export__ = S3TableIntegrationSource$;
__webpack_unused_export__ = S3TableIntegrationSourceStatus;
__webpack_unused_export__ = S3TablesIntegration$;
__webpack_unused_export__ = ScheduleType;
__webpack_unused_export__ = ScheduledQueryDestination$;
__webpack_unused_export__ = ScheduledQueryDestinationType;
__webpack_unused_export__ = ScheduledQueryState;
__webpack_unused_export__ = ScheduledQuerySummary$;
__webpack_unused_export__ = Scope;
__webpack_unused_export__ = SearchedLogStream$;
__webpack_unused_export__ = ServiceQuotaExceededException;
__webpack_unused_export__ = ServiceQuotaExceededException$;
__webpack_unused_export__ = ServiceUnavailableException;
__webpack_unused_export__ = ServiceUnavailableException$;
__webpack_unused_export__ = SessionStreamingException;
__webpack_unused_export__ = SessionStreamingException$;
__webpack_unused_export__ = SessionTimeoutException;
__webpack_unused_export__ = SessionTimeoutException$;
__webpack_unused_export__ = SplitString$;
__webpack_unused_export__ = SplitStringEntry$;
__webpack_unused_export__ = StandardUnit;
__webpack_unused_export__ = StartLiveTail$;
__webpack_unused_export__ = StartLiveTailCommand;
__webpack_unused_export__ = StartLiveTailRequest$;
__webpack_unused_export__ = StartLiveTailResponse$;
__webpack_unused_export__ = StartLiveTailResponseStream$;
__webpack_unused_export__ = StartQuery$;
__webpack_unused_export__ = StartQueryCommand;
__webpack_unused_export__ = StartQueryRequest$;
__webpack_unused_export__ = StartQueryResponse$;
__webpack_unused_export__ = State;
__webpack_unused_export__ = StopQuery$;
__webpack_unused_export__ = StopQueryCommand;
__webpack_unused_export__ = StopQueryRequest$;
__webpack_unused_export__ = StopQueryResponse$;
__webpack_unused_export__ = StorageTier;
__webpack_unused_export__ = SubscriptionFilter$;
__webpack_unused_export__ = SubstituteString$;
__webpack_unused_export__ = SubstituteStringEntry$;
__webpack_unused_export__ = SuppressionPeriod$;
__webpack_unused_export__ = SuppressionState;
__webpack_unused_export__ = SuppressionType;
__webpack_unused_export__ = SuppressionUnit;
__webpack_unused_export__ = SyslogConfiguration$;
__webpack_unused_export__ = SyslogSourceType;
__webpack_unused_export__ = TagFilter$;
__webpack_unused_export__ = TagLogGroup$;
__webpack_unused_export__ = TagLogGroupCommand;
__webpack_unused_export__ = TagLogGroupRequest$;
__webpack_unused_export__ = TagResource$;
__webpack_unused_export__ = TagResourceCommand;
__webpack_unused_export__ = TagResourceRequest$;
__webpack_unused_export__ = TestMetricFilter$;
__webpack_unused_export__ = TestMetricFilterCommand;
__webpack_unused_export__ = TestMetricFilterRequest$;
__webpack_unused_export__ = TestMetricFilterResponse$;
__webpack_unused_export__ = TestTransformer$;
__webpack_unused_export__ = TestTransformerCommand;
__webpack_unused_export__ = TestTransformerRequest$;
__webpack_unused_export__ = TestTransformerResponse$;
__webpack_unused_export__ = ThrottlingException;
__webpack_unused_export__ = ThrottlingException$;
__webpack_unused_export__ = TooManyTagsException;
__webpack_unused_export__ = TooManyTagsException$;
__webpack_unused_export__ = TransformedLogRecord$;
__webpack_unused_export__ = TriggerHistoryRecord$;
__webpack_unused_export__ = TrimString$;
__webpack_unused_export__ = Type;
__webpack_unused_export__ = TypeConverter$;
__webpack_unused_export__ = TypeConverterEntry$;
__webpack_unused_export__ = UnrecognizedClientException;
__webpack_unused_export__ = UnrecognizedClientException$;
__webpack_unused_export__ = UntagLogGroup$;
__webpack_unused_export__ = UntagLogGroupCommand;
__webpack_unused_export__ = UntagLogGroupRequest$;
__webpack_unused_export__ = UntagResource$;
__webpack_unused_export__ = UntagResourceCommand;
__webpack_unused_export__ = UntagResourceRequest$;
__webpack_unused_export__ = UpdateAnomaly$;
__webpack_unused_export__ = UpdateAnomalyCommand;
__webpack_unused_export__ = UpdateAnomalyRequest$;
__webpack_unused_export__ = UpdateDeliveryConfiguration$;
__webpack_unused_export__ = UpdateDeliveryConfigurationCommand;
__webpack_unused_export__ = UpdateDeliveryConfigurationRequest$;
__webpack_unused_export__ = UpdateDeliveryConfigurationResponse$;
__webpack_unused_export__ = UpdateLogAnomalyDetector$;
__webpack_unused_export__ = UpdateLogAnomalyDetectorCommand;
__webpack_unused_export__ = UpdateLogAnomalyDetectorRequest$;
__webpack_unused_export__ = UpdateLookupTable$;
__webpack_unused_export__ = UpdateLookupTableCommand;
__webpack_unused_export__ = UpdateLookupTableRequest$;
__webpack_unused_export__ = UpdateLookupTableResponse$;
__webpack_unused_export__ = UpdateScheduledQuery$;
__webpack_unused_export__ = UpdateScheduledQueryCommand;
__webpack_unused_export__ = UpdateScheduledQueryRequest$;
__webpack_unused_export__ = UpdateScheduledQueryResponse$;
__webpack_unused_export__ = UpperCaseString$;
__webpack_unused_export__ = ValidationException;
__webpack_unused_export__ = ValidationException$;
__webpack_unused_export__ = errorTypeRegistries;
__webpack_unused_export__ = paginateDescribeConfigurationTemplates;
__webpack_unused_export__ = paginateDescribeDeliveries;
__webpack_unused_export__ = paginateDescribeDeliveryDestinations;
__webpack_unused_export__ = paginateDescribeDeliverySources;
__webpack_unused_export__ = paginateDescribeDestinations;
__webpack_unused_export__ = paginateDescribeLogGroups;
__webpack_unused_export__ = paginateDescribeLogStreams;
__webpack_unused_export__ = paginateDescribeMetricFilters;
__webpack_unused_export__ = paginateDescribeSubscriptionFilters;
__webpack_unused_export__ = paginateFilterLogEvents;
__webpack_unused_export__ = paginateGetLogEvents;
__webpack_unused_export__ = paginateGetScheduledQueryHistory;
__webpack_unused_export__ = paginateListAggregateLogGroupSummaries;
__webpack_unused_export__ = paginateListAnomalies;
__webpack_unused_export__ = paginateListLogAnomalyDetectors;
__webpack_unused_export__ = paginateListLogGroupsForQuery;
__webpack_unused_export__ = paginateListScheduledQueries;
__webpack_unused_export__ = paginateListSourcesForS3TableIntegration;


/***/ })

};
