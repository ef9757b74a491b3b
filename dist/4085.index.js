export const id = 4085;
export const ids = [4085];
export const modules = {

/***/ 44085:
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
const { NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES_CONFIG_OPTIONS, NODE_DISABLE_REQUEST_COMPRESSION_CONFIG_OPTIONS, resolveCompressionConfig, getCompressionPlugin } = __webpack_require__(190);
const { resolveAwsSdkSigV4Config, AwsSdkSigV4Signer, NODE_AUTH_SCHEME_PREFERENCE_OPTIONS } = __webpack_require__(97523);
const { defaultProvider } = __webpack_require__(5861);
const { toUtf8, fromUtf8, toBase64, fromBase64, calculateBodyLength } = __webpack_require__(92430);
const { streamCollector, NodeHttpHandler } = __webpack_require__(61279);
const { AwsJson1_0Protocol } = __webpack_require__(37288);
const { Sha256 } = __webpack_require__(99542);

const defaultCloudWatchHttpAuthSchemeParametersProvider = async (config, context, input) => {
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
            name: "monitoring",
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
const defaultCloudWatchHttpAuthSchemeProvider = (authParameters) => {
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
        defaultSigningName: "monitoring",
    });
};
const commonParams = {
    UseFIPS: { type: "builtInParams", name: "useFipsEndpoint" },
    Endpoint: { type: "builtInParams", name: "endpoint" },
    Region: { type: "builtInParams", name: "region" },
    UseDualStack: { type: "builtInParams", name: "useDualstackEndpoint" },
};

var version = "3.1163.0";
var packageInfo = {
	version: version};

const k = "ref";
const a = -1, b = true, c = "isSet", d = "PartitionResult", e = "booleanEquals", f = "getAttr", g = { [k]: "Endpoint" }, h = { [k]: d }, i = {}, j = [{ [k]: "Region" }];
const _data = {
    conditions: [
        [c, [g]],
        [c, j],
        ["aws.partition", j, d],
        [e, [{ [k]: "UseFIPS" }, b]],
        [e, [{ [k]: "UseDualStack" }, b]],
        ["stringEquals", [{ fn: f, argv: [h, "name"] }, "aws-us-gov"]],
        [e, [{ fn: f, argv: [h, "supportsFIPS"] }, b]],
        [e, [{ fn: f, argv: [h, "supportsDualStack"] }, b]]
    ],
    results: [
        [a],
        [a, "Invalid Configuration: FIPS and custom endpoint are not supported"],
        [a, "Invalid Configuration: Dualstack and custom endpoint are not supported"],
        [g, i],
        ["https://monitoring.{Region}.{PartitionResult#dnsSuffix}", i],
        ["https://monitoring.{Region}.{PartitionResult#dualStackDnsSuffix}", i],
        ["https://monitoring-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", i],
        [a, "FIPS and DualStack are enabled, but this partition does not support one or both"],
        ["https://monitoring-fips.{Region}.{PartitionResult#dnsSuffix}", i],
        [a, "FIPS is enabled but this partition does not support FIPS"],
        [a, "DualStack is enabled but this partition does not support DualStack"],
        [a, "Invalid Configuration: Missing Region"]
    ]
};
const root = 2;
const r = 100_000_000;
const nodes = new Int32Array([
    -1, 1, -1,
    0, 14, 3,
    1, 4, r + 11,
    2, 5, r + 11,
    3, 8, 6,
    4, 7, r + 4,
    7, r + 5, r + 10,
    4, 11, 9,
    5, r + 4, 10,
    6, r + 8, r + 9,
    5, r + 5, 12,
    6, 13, r + 7,
    7, r + 6, r + 7,
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

class CloudWatchServiceException extends ServiceException {
    static shapeId = "smithy.ts.sdk.synthetic.com.amazonaws.cloudwatch#CloudWatchServiceException";
    constructor(options) {
        super(options);
        Object.setPrototypeOf(this, CloudWatchServiceException.prototype);
    }
}

class ConflictException extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#ConflictException";
    name = "ConflictException";
    $fault = "client";
    Message;
    constructor(opts) {
        super({
            name: "ConflictException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ConflictException.prototype);
        this.Message = opts.Message;
    }
}
class KmsAccessDeniedException extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#KmsAccessDeniedException";
    name = "KmsAccessDeniedException";
    $fault = "client";
    Message;
    constructor(opts) {
        super({
            name: "KmsAccessDeniedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, KmsAccessDeniedException.prototype);
        this.Message = opts.Message;
    }
}
class KmsKeyDisabledException extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#KmsKeyDisabledException";
    name = "KmsKeyDisabledException";
    $fault = "client";
    Message;
    constructor(opts) {
        super({
            name: "KmsKeyDisabledException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, KmsKeyDisabledException.prototype);
        this.Message = opts.Message;
    }
}
class KmsKeyNotFoundException extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#KmsKeyNotFoundException";
    name = "KmsKeyNotFoundException";
    $fault = "client";
    Message;
    constructor(opts) {
        super({
            name: "KmsKeyNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, KmsKeyNotFoundException.prototype);
        this.Message = opts.Message;
    }
}
class ResourceNotFoundException extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#ResourceNotFoundException";
    name = "ResourceNotFoundException";
    $fault = "client";
    ResourceType;
    ResourceId;
    Message;
    constructor(opts) {
        super({
            name: "ResourceNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceNotFoundException.prototype);
        this.ResourceType = opts.ResourceType;
        this.ResourceId = opts.ResourceId;
        this.Message = opts.Message;
    }
}
class ConcurrentModificationException extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#ConcurrentModificationException";
    name = "ConcurrentModificationException";
    $fault = "client";
    Message;
    constructor(opts) {
        super({
            name: "ConcurrentModificationException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ConcurrentModificationException.prototype);
        this.Message = opts.Message;
    }
}
class DashboardInvalidInputError extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#DashboardInvalidInputError";
    name = "DashboardInvalidInputError";
    $fault = "client";
    dashboardValidationMessages;
    constructor(opts) {
        super({
            name: "DashboardInvalidInputError",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, DashboardInvalidInputError.prototype);
        this.dashboardValidationMessages = opts.dashboardValidationMessages;
    }
}
class DashboardNotFoundError extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#DashboardNotFoundError";
    name = "DashboardNotFoundError";
    $fault = "client";
    constructor(opts) {
        super({
            name: "DashboardNotFoundError",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, DashboardNotFoundError.prototype);
    }
}
class ResourceConflict extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#ResourceConflict";
    name = "ResourceConflict";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ResourceConflict",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceConflict.prototype);
    }
}
class ResourceNotFound extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#ResourceNotFound";
    name = "ResourceNotFound";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ResourceNotFound",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceNotFound.prototype);
    }
}
class InternalServiceFault extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#InternalServiceFault";
    name = "InternalServiceFault";
    $fault = "server";
    Message;
    constructor(opts) {
        super({
            name: "InternalServiceFault",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, InternalServiceFault.prototype);
        this.Message = opts.Message;
    }
}
class InvalidParameterCombinationException extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#InvalidParameterCombinationException";
    name = "InvalidParameterCombinationException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "InvalidParameterCombinationException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidParameterCombinationException.prototype);
    }
}
class InvalidParameterValueException extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#InvalidParameterValueException";
    name = "InvalidParameterValueException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "InvalidParameterValueException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidParameterValueException.prototype);
    }
}
class MissingRequiredParameterException extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#MissingRequiredParameterException";
    name = "MissingRequiredParameterException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "MissingRequiredParameterException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, MissingRequiredParameterException.prototype);
    }
}
class InvalidNextToken extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#InvalidNextToken";
    name = "InvalidNextToken";
    $fault = "client";
    constructor(opts) {
        super({
            name: "InvalidNextToken",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidNextToken.prototype);
    }
}
class LimitExceededException extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#LimitExceededException";
    name = "LimitExceededException";
    $fault = "client";
    Message;
    constructor(opts) {
        super({
            name: "LimitExceededException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, LimitExceededException.prototype);
        this.Message = opts.Message;
    }
}
class LimitExceededFault extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#LimitExceededFault";
    name = "LimitExceededFault";
    $fault = "client";
    constructor(opts) {
        super({
            name: "LimitExceededFault",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, LimitExceededFault.prototype);
    }
}
class InvalidFormatFault extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#InvalidFormatFault";
    name = "InvalidFormatFault";
    $fault = "client";
    constructor(opts) {
        super({
            name: "InvalidFormatFault",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidFormatFault.prototype);
    }
}
class ValidationException extends CloudWatchServiceException {
    static shapeId = "com.amazonaws.cloudwatch#ValidationException";
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

const _A = "Average";
const _AA = "AlarmActions";
const _AAV = "ApproximateAggregateValue";
const _AAl = "AlarmArn";
const _AC = "ActionConfiguration";
const _ACA = "AlarmContributorAttributes";
const _ACI = "AlarmContributorId";
const _ACUT = "AlarmConfigurationUpdatedTimestamp";
const _ACl = "AlarmContributor";
const _ACla = "AlarmContributors";
const _AD = "AnomalyDetector";
const _ADC = "AnomalyDetectorConfiguration";
const _ADETR = "AnomalyDetectorExcludedTimeRanges";
const _ADI = "AnomalyDetectorId";
const _ADIn = "AnomalyDetectorIds";
const _ADKK = "AssociateDatasetKmsKey";
const _ADKKI = "AssociateDatasetKmsKeyInput";
const _ADKKO = "AssociateDatasetKmsKeyOutput";
const _ADT = "AnomalyDetectorTypes";
const _ADl = "AlarmDescription";
const _ADn = "AnomalyDetectors";
const _AE = "ActionsEnabled";
const _AEg = "AggregationExpression";
const _AHI = "AlarmHistoryItem";
const _AHIl = "AlarmHistoryItems";
const _AI = "AccountId";
const _ALLC = "ActionLogLineCount";
const _ALLRA = "ActionLogLineRoleArn";
const _AMRA = "AlarmMuteRuleArn";
const _AMRN = "AlarmMuteRuleName";
const _AMRS = "AlarmMuteRuleSummary";
const _AMRSl = "AlarmMuteRuleSummaries";
const _AN = "AlarmName";
const _ANP = "AlarmNamePrefix";
const _ANl = "AlarmNames";
const _AOTL = "ApplyOnTransformedLogs";
const _AP = "ActionPrefix";
const _APQLC = "AlarmPromQLCriteria";
const _AR = "AlarmRule";
const _AS = "AdaptationSpeed";
const _ASB = "ActionsSuppressedBy";
const _ASEP = "ActionsSuppressorExtensionPeriod";
const _ASR = "ActionsSuppressedReason";
const _ASWP = "ActionsSuppressorWaitPeriod";
const _ASc = "ActionsSuppressor";
const _ASd = "AdditionalStatistics";
const _ASg = "AggregationStatistic";
const _AT = "AlarmType";
const _ATP = "AlarmTagsPropagation";
const _ATl = "AlarmTypes";
const _AUC = "ApproximateUniqueCount";
const _AV = "AggregateValue";
const _AVp = "ApproximateValue";
const _Ar = "Arn";
const _At = "Attributes";
const _BF = "BatchFailures";
const _C = "Configuration";
const _CA = "ContributorAttributes";
const _CAo = "CompositeAlarm";
const _CAom = "CompositeAlarms";
const _CAr = "CreatedAt";
const _CD = "CreationDate";
const _CE = "ConflictException";
const _CI = "ContributorId";
const _CME = "ConcurrentModificationException";
const _CO = "ComparisonOperator";
const _COAN = "ChildrenOfAlarmName";
const _CRMC = "CreateResourceMetricsConfiguration";
const _CRMCI = "CreateResourceMetricsConfigurationInput";
const _CRMCO = "CreateResourceMetricsConfigurationOutput";
const _Co = "Contributors";
const _Cod = "Code";
const _Cou = "Counts";
const _D = "Dimensions";
const _DA = "DashboardArn";
const _DAA = "DisableAlarmActions";
const _DAAI = "DisableAlarmActionsInput";
const _DAC = "DescribeAlarmContributors";
const _DACI = "DescribeAlarmContributorsInput";
const _DACO = "DescribeAlarmContributorsOutput";
const _DAD = "DeleteAnomalyDetector";
const _DADI = "DeleteAnomalyDetectorInput";
const _DADIe = "DescribeAnomalyDetectorsInput";
const _DADO = "DeleteAnomalyDetectorOutput";
const _DADOe = "DescribeAnomalyDetectorsOutput";
const _DADe = "DescribeAnomalyDetectors";
const _DAFM = "DescribeAlarmsForMetric";
const _DAFMI = "DescribeAlarmsForMetricInput";
const _DAFMO = "DescribeAlarmsForMetricOutput";
const _DAH = "DescribeAlarmHistory";
const _DAHI = "DescribeAlarmHistoryInput";
const _DAHO = "DescribeAlarmHistoryOutput";
const _DAI = "DeleteAlarmsInput";
const _DAIe = "DescribeAlarmsInput";
const _DAMR = "DeleteAlarmMuteRule";
const _DAMRI = "DeleteAlarmMuteRuleInput";
const _DAO = "DescribeAlarmsOutput";
const _DAe = "DeleteAlarms";
const _DAes = "DescribeAlarms";
const _DB = "DashboardBody";
const _DD = "DeleteDashboards";
const _DDI = "DeleteDashboardsInput";
const _DDKK = "DisassociateDatasetKmsKey";
const _DDKKI = "DisassociateDatasetKmsKeyInput";
const _DDKKO = "DisassociateDatasetKmsKeyOutput";
const _DDO = "DeleteDashboardsOutput";
const _DE = "DashboardEntry";
const _DEa = "DashboardEntries";
const _DF = "DimensionFilter";
const _DFi = "DimensionFilters";
const _DI = "DatasetIdentifier";
const _DIIE = "DashboardInvalidInputError";
const _DIR = "DeleteInsightRules";
const _DIRI = "DeleteInsightRulesInput";
const _DIRIe = "DescribeInsightRulesInput";
const _DIRIi = "DisableInsightRulesInput";
const _DIRO = "DeleteInsightRulesOutput";
const _DIROe = "DescribeInsightRulesOutput";
const _DIROi = "DisableInsightRulesOutput";
const _DIRe = "DescribeInsightRules";
const _DIRi = "DisableInsightRules";
const _DIa = "DatasetId";
const _DMS = "DeleteMetricStream";
const _DMSI = "DeleteMetricStreamInput";
const _DMSO = "DeleteMetricStreamOutput";
const _DN = "DashboardName";
const _DNFE = "DashboardNotFoundError";
const _DNP = "DashboardNamePrefix";
const _DNa = "DashboardNames";
const _DP = "DataPath";
const _DRMC = "DeleteResourceMetricsConfiguration";
const _DRMCI = "DeleteResourceMetricsConfigurationInput";
const _DRMCO = "DeleteResourceMetricsConfigurationOutput";
const _DTA = "DatapointsToAlarm";
const _DVM = "DashboardValidationMessage";
const _DVMa = "DashboardValidationMessages";
const _Da = "Datapoint";
const _Dat = "Datapoints";
const _De = "Description";
const _Def = "Definition";
const _Di = "Dimension";
const _Du = "Duration";
const _E = "Enabled";
const _EAA = "EnableAlarmActions";
const _EAAI = "EnableAlarmActionsInput";
const _EC = "EvaluationCriteria";
const _ED = "ExpireDate";
const _EDn = "EndDate";
const _EF = "ExcludeFilters";
const _EI = "EvaluationInterval";
const _EIR = "EnableInsightRules";
const _EIRI = "EnableInsightRulesInput";
const _EIRO = "EnableInsightRulesOutput";
const _ELSCP = "EvaluateLowSampleCountPercentile";
const _EMD = "EntityMetricData";
const _EMDL = "EntityMetricDataList";
const _EP = "EvaluationPeriods";
const _ES = "ExtendedStatistics";
const _ESv = "EvaluationState";
const _ESx = "ExtendedStatistic";
const _ET = "EndTime";
const _ETK = "ExcludedTagKeys";
const _ETO = "EndTimeOffset";
const _ETR = "ExcludedTimeRanges";
const _ETx = "ExceptionType";
const _EW = "EvaluationWindow";
const _En = "Entity";
const _Ent = "Entries";
const _Ex = "Expression";
const _F = "Failures";
const _FA = "FirehoseArn";
const _FC = "FailureCode";
const _FD = "FailureDescription";
const _FR = "FailureResource";
const _GAMR = "GetAlarmMuteRule";
const _GAMRI = "GetAlarmMuteRuleInput";
const _GAMRO = "GetAlarmMuteRuleOutput";
const _GD = "GetDashboard";
const _GDI = "GetDashboardInput";
const _GDIe = "GetDatasetInput";
const _GDO = "GetDashboardOutput";
const _GDOe = "GetDatasetOutput";
const _GDe = "GetDataset";
const _GIRR = "GetInsightRuleReport";
const _GIRRI = "GetInsightRuleReportInput";
const _GIRRO = "GetInsightRuleReportOutput";
const _GMD = "GetMetricData";
const _GMDI = "GetMetricDataInput";
const _GMDO = "GetMetricDataOutput";
const _GMS = "GetMetricStatistics";
const _GMSI = "GetMetricStatisticsInput";
const _GMSIe = "GetMetricStreamInput";
const _GMSO = "GetMetricStatisticsOutput";
const _GMSOe = "GetMetricStreamOutput";
const _GMSe = "GetMetricStream";
const _GMWI = "GetMetricWidgetImage";
const _GMWII = "GetMetricWidgetImageInput";
const _GMWIO = "GetMetricWidgetImageOutput";
const _GOTE = "GetOTelEnrichment";
const _GOTEI = "GetOTelEnrichmentInput";
const _GOTEO = "GetOTelEnrichmentOutput";
const _GRMC = "GetResourceMetricsConfiguration";
const _GRMCI = "GetResourceMetricsConfigurationInput";
const _GRMCO = "GetResourceMetricsConfigurationOutput";
const _HD = "HistoryData";
const _HIT = "HistoryItemType";
const _HS = "HistorySummary";
const _I = "Id";
const _IDA = "InsufficientDataActions";
const _IF = "IncludeFilters";
const _IFF = "InvalidFormatFault";
const _ILA = "IncludeLinkedAccounts";
const _ILAM = "IncludeLinkedAccountsMetrics";
const _IM = "IncludeMetrics";
const _INT = "InvalidNextToken";
const _IPCE = "InvalidParameterCombinationException";
const _IPVE = "InvalidParameterValueException";
const _IR = "InsightRules";
const _IRC = "InsightRuleContributor";
const _IRCD = "InsightRuleContributorDatapoint";
const _IRCDn = "InsightRuleContributorDatapoints";
const _IRCn = "InsightRuleContributors";
const _IRMD = "InsightRuleMetricDatapoint";
const _IRMDn = "InsightRuleMetricDatapoints";
const _IRn = "InsightRule";
const _ISF = "InternalServiceFault";
const _ITK = "IncludedTagKeys";
const _K = "Keys";
const _KA = "KeyAttributes";
const _KADE = "KmsAccessDeniedException";
const _KKA = "KmsKeyArn";
const _KKDE = "KmsKeyDisabledException";
const _KKNFE = "KmsKeyNotFoundException";
const _KL = "KeyLabels";
const _Ke = "Key";
const _L = "Label";
const _LA = "LogAlarms";
const _LAMR = "ListAlarmMuteRules";
const _LAMRI = "ListAlarmMuteRulesInput";
const _LAMRO = "ListAlarmMuteRulesOutput";
const _LAo = "LogAlarm";
const _LD = "ListDashboards";
const _LDI = "ListDashboardsInput";
const _LDO = "ListDashboardsOutput";
const _LEE = "LimitExceededException";
const _LEF = "LimitExceededFault";
const _LGI = "LogGroupIdentifiers";
const _LM = "LastModified";
const _LMI = "ListMetricsInput";
const _LMIR = "ListManagedInsightRules";
const _LMIRI = "ListManagedInsightRulesInput";
const _LMIRO = "ListManagedInsightRulesOutput";
const _LMO = "ListMetricsOutput";
const _LMS = "ListMetricStreams";
const _LMSI = "ListMetricStreamsInput";
const _LMSO = "ListMetricStreamsOutput";
const _LMi = "ListMetrics";
const _LO = "LabelOptions";
const _LTFR = "ListTagsForResource";
const _LTFRI = "ListTagsForResourceInput";
const _LTFRO = "ListTagsForResourceOutput";
const _LUD = "LastUpdateDate";
const _LUT = "LastUpdatedTimestamp";
const _M = "Message";
const _MA = "MetricAlarms";
const _MAe = "MetricAlarm";
const _MC = "MetricCharacteristics";
const _MCC = "MaxContributorCount";
const _MCV = "MaxContributorValue";
const _MD = "MetricData";
const _MDQ = "MetricDataQueries";
const _MDQe = "MetricDataQuery";
const _MDR = "MetricDataResults";
const _MDRM = "MetricDataResultMessages";
const _MDRe = "MetricDataResult";
const _MDa = "MaxDatapoints";
const _MDe = "MetricDatapoints";
const _MDes = "MessageData";
const _MDet = "MetricDatum";
const _MMAD = "MetricMathAnomalyDetector";
const _MN = "MetricName";
const _MNe = "MetricNames";
const _MR = "MaxRecords";
const _MRD = "ManagedRuleDescription";
const _MRDa = "ManagedRuleDescriptions";
const _MRPE = "MissingRequiredParameterException";
const _MRS = "ManagedRuleState";
const _MRa = "MaxResults";
const _MRan = "ManagedRule";
const _MRana = "ManagedRules";
const _MS = "MetricSelections";
const _MSE = "MetricStreamEntry";
const _MSEe = "MetricStreamEntries";
const _MSF = "MetricStreamFilter";
const _MSFe = "MetricStreamFilters";
const _MSSC = "MetricStreamStatisticsConfiguration";
const _MSSCe = "MetricStreamStatisticsConfigurations";
const _MSSIM = "MetricStreamStatisticsIncludeMetrics";
const _MSSM = "MetricStreamStatisticsMetric";
const _MSe = "MetricStat";
const _MT = "MuteType";
const _MTe = "MetricTimezone";
const _MTu = "MuteTargets";
const _MW = "MetricWidget";
const _MWI = "MetricWidgetImage";
const _Ma = "Maximum";
const _Me = "Metrics";
const _Mes = "Messages";
const _Met = "Metric";
const _Mi = "Minimum";
const _N = "Namespace";
const _NT = "NextToken";
const _Na = "Name";
const _Nam = "Names";
const _OA = "OwningAccount";
const _OAw = "OwningAccounts";
const _OB = "OrderBy";
const _OF = "OutputFormat";
const _OFS = "OutlierFilteringStrength";
const _OKA = "OKActions";
const _OSEAWUPE = "OnlyStartEvaluatingAfterWarmUpPeriodEnds";
const _OTEMS = "OTelEnrichmentMetricSelector";
const _OTEMSL = "OTelEnrichmentMetricSelectorList";
const _P = "Period";
const _PAD = "PutAnomalyDetector";
const _PADI = "PutAnomalyDetectorInput";
const _PADO = "PutAnomalyDetectorOutput";
const _PAMR = "PutAlarmMuteRule";
const _PAMRI = "PutAlarmMuteRuleInput";
const _PCA = "PutCompositeAlarm";
const _PCAI = "PutCompositeAlarmInput";
const _PD = "PutDashboard";
const _PDI = "PutDashboardInput";
const _PDO = "PutDashboardOutput";
const _PF = "PartialFailure";
const _PIR = "PutInsightRule";
const _PIRI = "PutInsightRuleInput";
const _PIRO = "PutInsightRuleOutput";
const _PLA = "PutLogAlarm";
const _PLAI = "PutLogAlarmInput";
const _PMA = "PutMetricAlarm";
const _PMAI = "PutMetricAlarmInput";
const _PMD = "PutMetricData";
const _PMDI = "PutMetricDataInput";
const _PMIR = "PutManagedInsightRules";
const _PMIRI = "PutManagedInsightRulesInput";
const _PMIRO = "PutManagedInsightRulesOutput";
const _PMS = "PutMetricStream";
const _PMSI = "PutMetricStreamInput";
const _PMSO = "PutMetricStreamOutput";
const _POAN = "ParentsOfAlarmName";
const _PP = "PendingPeriod";
const _PQLC = "PromQLCriteria";
const _PS = "PeriodicSpikes";
const _Q = "Query";
const _QARN = "QueryARN";
const _QRTA = "QueryResultsToAlarm";
const _QRTE = "QueryResultsToEvaluate";
const _QS = "QueryString";
const _R = "Rule";
const _RA = "ResourceArn";
const _RARN = "ResourceARN";
const _RAe = "RecentlyActive";
const _RAo = "RoleArn";
const _RC = "ResourceConflict";
const _RD = "ReturnData";
const _RDu = "RuleDefinition";
const _RI = "ResourceId";
const _RMC = "ResourceMetricsConfiguration";
const _RMS = "ResourceMetricSelection";
const _RMSL = "ResourceMetricSelectionList";
const _RN = "RuleNames";
const _RNF = "ResourceNotFound";
const _RNFE = "ResourceNotFoundException";
const _RNu = "RuleName";
const _RP = "RecoveryPeriod";
const _RS = "RuleState";
const _RT = "ResourceType";
const _Ra = "Range";
const _S = "Status";
const _SAS = "SetAlarmState";
const _SASI = "SetAlarmStateInput";
const _SB = "ScanBy";
const _SC = "SampleCount";
const _SCc = "ScheduleConfiguration";
const _SCt = "StatisticsConfigurations";
const _SCta = "StatusCode";
const _SD = "StartDate";
const _SE = "ScheduleExpression";
const _SEV = "StrictEntityValidation";
const _SMAD = "SingleMetricAnomalyDetector";
const _SMS = "StartMetricStreams";
const _SMSI = "StartMetricStreamsInput";
const _SMSIt = "StopMetricStreamsInput";
const _SMSO = "StartMetricStreamsOutput";
const _SMSOt = "StopMetricStreamsOutput";
const _SMSt = "StopMetricStreams";
const _SOTE = "StartOTelEnrichment";
const _SOTEI = "StartOTelEnrichmentInput";
const _SOTEIt = "StopOTelEnrichmentInput";
const _SOTEO = "StartOTelEnrichmentOutput";
const _SOTEOt = "StopOTelEnrichmentOutput";
const _SOTEt = "StopOTelEnrichment";
const _SQC = "ScheduledQueryConfiguration";
const _SQRARN = "ScheduledQueryRoleARN";
const _SR = "StateReason";
const _SRD = "StateReasonData";
const _SRt = "StorageResolution";
const _SS = "StatisticSet";
const _ST = "StartTime";
const _STO = "StartTimeOffset";
const _STT = "StateTransitionedTimestamp";
const _SUT = "StateUpdatedTimestamp";
const _SV = "StateValue";
const _SVt = "StatisticValues";
const _SW = "SlidingWindow";
const _Sc = "Schema";
const _Sch = "Schedule";
const _Si = "Size";
const _St = "Stat";
const _Sta = "Statistic";
const _Stat = "Statistics";
const _State = "State";
const _Statu = "Statuses";
const _Su = "Sum";
const _T = "Timestamp";
const _TK = "TagKeys";
const _TL = "TagList";
const _TMD = "TreatMissingData";
const _TMI = "ThresholdMetricId";
const _TN = "TemplateName";
const _TR = "TagResource";
const _TRI = "TagResourceInput";
const _TRO = "TagResourceOutput";
const _Ta = "Tags";
const _Tag = "Tag";
const _Th = "Threshold";
const _Ti = "Timezone";
const _Tim = "Timestamps";
const _U = "Unit";
const _UA = "UpdatedAt";
const _UC = "UniqueContributors";
const _UOTE = "UpdateOTelEnrichment";
const _UOTEI = "UpdateOTelEnrichmentInput";
const _UOTEO = "UpdateOTelEnrichmentOutput";
const _UR = "UntagResource";
const _URI = "UntagResourceInput";
const _URMC = "UpdateResourceMetricsConfiguration";
const _URMCI = "UpdateResourceMetricsConfigurationInput";
const _URMCO = "UpdateResourceMetricsConfigurationOutput";
const _URO = "UntagResourceOutput";
const _V = "Value";
const _VE = "ValidationException";
const _Va = "Values";
const _WCW = "WallClockWindow";
const _WUC = "WarmUpConfiguration";
const _WUPDIM = "WarmUpPeriodDurationInMinutes";
const _aQE = "awsQueryError";
const _c = "client";
const _dVM = "dashboardValidationMessages";
const _e = "error";
const _hE = "httpError";
const _m = "message";
const _s = "smithy.ts.sdk.synthetic.com.amazonaws.cloudwatch";
const _se = "server";
const n0 = "com.amazonaws.cloudwatch";
const _s_registry = new TypeRegistry(_s);
var CloudWatchServiceException$ = [-3, _s, "CloudWatchServiceException", 0, [], []];
_s_registry.registerError(CloudWatchServiceException$, CloudWatchServiceException);
const n0_registry = new TypeRegistry(n0);
var ConcurrentModificationException$ = [-3, n0, _CME,
    { [_aQE]: [`ConcurrentModificationException`, 429], [_e]: _c, [_hE]: 429 },
    [_M],
    [0]
];
n0_registry.registerError(ConcurrentModificationException$, ConcurrentModificationException);
var ConflictException$ = [-3, n0, _CE,
    { [_e]: _c, [_hE]: 409 },
    [_M],
    [0]
];
n0_registry.registerError(ConflictException$, ConflictException);
var DashboardInvalidInputError$ = [-3, n0, _DIIE,
    { [_aQE]: [`InvalidParameterInput`, 400], [_e]: _c, [_hE]: 400 },
    [_m, _dVM],
    [0, () => DashboardValidationMessages]
];
n0_registry.registerError(DashboardInvalidInputError$, DashboardInvalidInputError);
var DashboardNotFoundError$ = [-3, n0, _DNFE,
    { [_aQE]: [`ResourceNotFound`, 404], [_e]: _c, [_hE]: 404 },
    [_m],
    [0]
];
n0_registry.registerError(DashboardNotFoundError$, DashboardNotFoundError);
var InternalServiceFault$ = [-3, n0, _ISF,
    { [_aQE]: [`InternalServiceError`, 500], [_e]: _se, [_hE]: 500 },
    [_M],
    [0]
];
n0_registry.registerError(InternalServiceFault$, InternalServiceFault);
var InvalidFormatFault$ = [-3, n0, _IFF,
    { [_aQE]: [`InvalidFormat`, 400], [_e]: _c, [_hE]: 400 },
    [_m],
    [0]
];
n0_registry.registerError(InvalidFormatFault$, InvalidFormatFault);
var InvalidNextToken$ = [-3, n0, _INT,
    { [_aQE]: [`InvalidNextToken`, 400], [_e]: _c, [_hE]: 400 },
    [_m],
    [0]
];
n0_registry.registerError(InvalidNextToken$, InvalidNextToken);
var InvalidParameterCombinationException$ = [-3, n0, _IPCE,
    { [_aQE]: [`InvalidParameterCombination`, 400], [_e]: _c, [_hE]: 400 },
    [_m],
    [0]
];
n0_registry.registerError(InvalidParameterCombinationException$, InvalidParameterCombinationException);
var InvalidParameterValueException$ = [-3, n0, _IPVE,
    { [_aQE]: [`InvalidParameterValue`, 400], [_e]: _c, [_hE]: 400 },
    [_m],
    [0]
];
n0_registry.registerError(InvalidParameterValueException$, InvalidParameterValueException);
var KmsAccessDeniedException$ = [-3, n0, _KADE,
    { [_e]: _c },
    [_M],
    [0], 1
];
n0_registry.registerError(KmsAccessDeniedException$, KmsAccessDeniedException);
var KmsKeyDisabledException$ = [-3, n0, _KKDE,
    { [_e]: _c },
    [_M],
    [0], 1
];
n0_registry.registerError(KmsKeyDisabledException$, KmsKeyDisabledException);
var KmsKeyNotFoundException$ = [-3, n0, _KKNFE,
    { [_e]: _c },
    [_M],
    [0], 1
];
n0_registry.registerError(KmsKeyNotFoundException$, KmsKeyNotFoundException);
var LimitExceededException$ = [-3, n0, _LEE,
    { [_aQE]: [`LimitExceededException`, 400], [_e]: _c, [_hE]: 400 },
    [_M],
    [0]
];
n0_registry.registerError(LimitExceededException$, LimitExceededException);
var LimitExceededFault$ = [-3, n0, _LEF,
    { [_aQE]: [`LimitExceeded`, 400], [_e]: _c, [_hE]: 400 },
    [_m],
    [0]
];
n0_registry.registerError(LimitExceededFault$, LimitExceededFault);
var MissingRequiredParameterException$ = [-3, n0, _MRPE,
    { [_aQE]: [`MissingParameter`, 400], [_e]: _c, [_hE]: 400 },
    [_m],
    [0]
];
n0_registry.registerError(MissingRequiredParameterException$, MissingRequiredParameterException);
var ResourceConflict$ = [-3, n0, _RC,
    { [_aQE]: [`ResourceConflict`, 409], [_e]: _c, [_hE]: 409 },
    [_m],
    [0]
];
n0_registry.registerError(ResourceConflict$, ResourceConflict);
var ResourceNotFound$ = [-3, n0, _RNF,
    { [_aQE]: [`ResourceNotFound`, 404], [_e]: _c, [_hE]: 404 },
    [_m],
    [0]
];
n0_registry.registerError(ResourceNotFound$, ResourceNotFound);
var ResourceNotFoundException$ = [-3, n0, _RNFE,
    { [_aQE]: [`ResourceNotFoundException`, 404], [_e]: _c, [_hE]: 404 },
    [_RT, _RI, _M],
    [0, 0, 0]
];
n0_registry.registerError(ResourceNotFoundException$, ResourceNotFoundException);
var ValidationException$ = [-3, n0, _VE,
    { [_aQE]: [`ValidationError`, 400], [_e]: _c, [_hE]: 400 },
    [_m],
    [0]
];
n0_registry.registerError(ValidationException$, ValidationException);
const errorTypeRegistries = [
    _s_registry,
    n0_registry,
];
var ActionConfiguration$ = [3, n0, _AC,
    0,
    [_ATP],
    [() => AlarmTagsPropagation$]
];
var AlarmContributor$ = [3, n0, _ACl,
    0,
    [_CI, _CA, _SR, _STT],
    [0, 128 | 0, 0, 4], 3
];
var AlarmHistoryItem$ = [3, n0, _AHI,
    0,
    [_AN, _ACI, _AT, _T, _HIT, _HS, _HD, _ACA],
    [0, 0, 0, 4, 0, 0, 0, 128 | 0]
];
var AlarmMuteRuleSummary$ = [3, n0, _AMRS,
    0,
    [_AMRA, _ED, _S, _MT, _LUT],
    [0, 4, 0, 0, 4]
];
var AlarmPromQLCriteria$ = [3, n0, _APQLC,
    0,
    [_Q, _PP, _RP],
    [0, 1, 1], 1
];
var AlarmTagsPropagation$ = [3, n0, _ATP,
    0,
    [_E, _ITK, _ETK],
    [2, 64 | 0, 64 | 0], 1
];
var AnomalyDetector$ = [3, n0, _AD,
    0,
    [_ADI, _N, _MN, _D, _St, _C, _SV, _MC, _SMAD, _MMAD],
    [0, 0, 0, () => Dimensions, 0, () => AnomalyDetectorConfiguration$, 0, () => MetricCharacteristics$, () => SingleMetricAnomalyDetector$, () => MetricMathAnomalyDetector$]
];
var AnomalyDetectorConfiguration$ = [3, n0, _ADC,
    0,
    [_ETR, _MTe, _AS, _OFS],
    [() => AnomalyDetectorExcludedTimeRanges, 0, 0, 0]
];
var AssociateDatasetKmsKeyInput$ = [3, n0, _ADKKI,
    0,
    [_DI, _KKA],
    [0, 0], 2
];
var AssociateDatasetKmsKeyOutput$ = [3, n0, _ADKKO,
    0,
    [],
    []
];
var CompositeAlarm$ = [3, n0, _CAo,
    0,
    [_AE, _AA, _AAl, _ACUT, _ADl, _AN, _AR, _IDA, _OKA, _SR, _SRD, _SUT, _SV, _STT, _ASB, _ASR, _ASc, _ASWP, _ASEP, _AC],
    [2, 64 | 0, 0, 4, 0, 0, 0, 64 | 0, 64 | 0, 0, 0, 4, 0, 4, 0, 0, 0, 1, 1, () => ActionConfiguration$]
];
var CreateResourceMetricsConfigurationInput$ = [3, n0, _CRMCI,
    0,
    [_RA, _MS],
    [0, () => ResourceMetricSelectionList], 1
];
var CreateResourceMetricsConfigurationOutput$ = [3, n0, _CRMCO,
    0,
    [_RMC],
    [() => ResourceMetricsConfiguration$], 1
];
var DashboardEntry$ = [3, n0, _DE,
    0,
    [_DN, _DA, _LM, _Si],
    [0, 0, 4, 1]
];
var DashboardValidationMessage$ = [3, n0, _DVM,
    0,
    [_DP, _M],
    [0, 0]
];
var Datapoint$ = [3, n0, _Da,
    0,
    [_T, _SC, _A, _Su, _Mi, _Ma, _U, _ES],
    [4, 1, 1, 1, 1, 1, 0, 128 | 1]
];
var DeleteAlarmMuteRuleInput$ = [3, n0, _DAMRI,
    0,
    [_AMRN],
    [0], 1
];
var DeleteAlarmsInput$ = [3, n0, _DAI,
    0,
    [_ANl],
    [64 | 0], 1
];
var DeleteAnomalyDetectorInput$ = [3, n0, _DADI,
    0,
    [_ADI, _N, _MN, _D, _St, _SMAD, _MMAD],
    [0, 0, 0, () => Dimensions, 0, () => SingleMetricAnomalyDetector$, () => MetricMathAnomalyDetector$]
];
var DeleteAnomalyDetectorOutput$ = [3, n0, _DADO,
    0,
    [],
    []
];
var DeleteDashboardsInput$ = [3, n0, _DDI,
    0,
    [_DNa],
    [64 | 0], 1
];
var DeleteDashboardsOutput$ = [3, n0, _DDO,
    0,
    [],
    []
];
var DeleteInsightRulesInput$ = [3, n0, _DIRI,
    0,
    [_RN],
    [64 | 0], 1
];
var DeleteInsightRulesOutput$ = [3, n0, _DIRO,
    0,
    [_F],
    [() => BatchFailures]
];
var DeleteMetricStreamInput$ = [3, n0, _DMSI,
    0,
    [_Na],
    [0], 1
];
var DeleteMetricStreamOutput$ = [3, n0, _DMSO,
    0,
    [],
    []
];
var DeleteResourceMetricsConfigurationInput$ = [3, n0, _DRMCI,
    0,
    [_RA],
    [0], 1
];
var DeleteResourceMetricsConfigurationOutput$ = [3, n0, _DRMCO,
    0,
    [],
    []
];
var DescribeAlarmContributorsInput$ = [3, n0, _DACI,
    0,
    [_AN, _NT],
    [0, 0], 1
];
var DescribeAlarmContributorsOutput$ = [3, n0, _DACO,
    0,
    [_ACla, _NT],
    [() => AlarmContributors, 0], 1
];
var DescribeAlarmHistoryInput$ = [3, n0, _DAHI,
    0,
    [_AN, _ACI, _ATl, _HIT, _SD, _EDn, _MR, _NT, _SB],
    [0, 0, 64 | 0, 0, 4, 4, 1, 0, 0]
];
var DescribeAlarmHistoryOutput$ = [3, n0, _DAHO,
    0,
    [_AHIl, _NT],
    [() => AlarmHistoryItems, 0]
];
var DescribeAlarmsForMetricInput$ = [3, n0, _DAFMI,
    0,
    [_MN, _N, _Sta, _ESx, _D, _P, _U],
    [0, 0, 0, 0, () => Dimensions, 1, 0], 2
];
var DescribeAlarmsForMetricOutput$ = [3, n0, _DAFMO,
    0,
    [_MA],
    [() => MetricAlarms]
];
var DescribeAlarmsInput$ = [3, n0, _DAIe,
    0,
    [_ANl, _ANP, _ATl, _COAN, _POAN, _SV, _AP, _MR, _NT],
    [64 | 0, 0, 64 | 0, 0, 0, 0, 0, 1, 0]
];
var DescribeAlarmsOutput$ = [3, n0, _DAO,
    0,
    [_CAom, _MA, _LA, _NT],
    [() => CompositeAlarms, () => MetricAlarms, () => LogAlarms, 0]
];
var DescribeAnomalyDetectorsInput$ = [3, n0, _DADIe,
    0,
    [_ADIn, _NT, _MRa, _N, _MN, _D, _ADT],
    [64 | 0, 0, 1, 0, 0, () => Dimensions, 64 | 0]
];
var DescribeAnomalyDetectorsOutput$ = [3, n0, _DADOe,
    0,
    [_ADn, _NT],
    [() => AnomalyDetectors, 0]
];
var DescribeInsightRulesInput$ = [3, n0, _DIRIe,
    0,
    [_NT, _MRa],
    [0, 1]
];
var DescribeInsightRulesOutput$ = [3, n0, _DIROe,
    0,
    [_NT, _IR],
    [0, () => InsightRules]
];
var Dimension$ = [3, n0, _Di,
    0,
    [_Na, _V],
    [0, 0], 2
];
var DimensionFilter$ = [3, n0, _DF,
    0,
    [_Na, _V],
    [0, 0], 1
];
var DisableAlarmActionsInput$ = [3, n0, _DAAI,
    0,
    [_ANl],
    [64 | 0], 1
];
var DisableInsightRulesInput$ = [3, n0, _DIRIi,
    0,
    [_RN],
    [64 | 0], 1
];
var DisableInsightRulesOutput$ = [3, n0, _DIROi,
    0,
    [_F],
    [() => BatchFailures]
];
var DisassociateDatasetKmsKeyInput$ = [3, n0, _DDKKI,
    0,
    [_DI],
    [0], 1
];
var DisassociateDatasetKmsKeyOutput$ = [3, n0, _DDKKO,
    0,
    [],
    []
];
var EnableAlarmActionsInput$ = [3, n0, _EAAI,
    0,
    [_ANl],
    [64 | 0], 1
];
var EnableInsightRulesInput$ = [3, n0, _EIRI,
    0,
    [_RN],
    [64 | 0], 1
];
var EnableInsightRulesOutput$ = [3, n0, _EIRO,
    0,
    [_F],
    [() => BatchFailures]
];
var Entity$ = [3, n0, _En,
    0,
    [_KA, _At],
    [128 | 0, 128 | 0]
];
var EntityMetricData$ = [3, n0, _EMD,
    0,
    [_En, _MD],
    [() => Entity$, () => MetricData]
];
var GetAlarmMuteRuleInput$ = [3, n0, _GAMRI,
    0,
    [_AMRN],
    [0], 1
];
var GetAlarmMuteRuleOutput$ = [3, n0, _GAMRO,
    0,
    [_Na, _AMRA, _De, _R, _MTu, _SD, _ED, _S, _LUT, _MT],
    [0, 0, 0, () => Rule$, () => MuteTargets$, 4, 4, 0, 4, 0]
];
var GetDashboardInput$ = [3, n0, _GDI,
    0,
    [_DN],
    [0], 1
];
var GetDashboardOutput$ = [3, n0, _GDO,
    0,
    [_DA, _DB, _DN],
    [0, 0, 0]
];
var GetDatasetInput$ = [3, n0, _GDIe,
    0,
    [_DI],
    [0], 1
];
var GetDatasetOutput$ = [3, n0, _GDOe,
    0,
    [_DIa, _Ar, _KKA],
    [0, 0, 0], 2
];
var GetInsightRuleReportInput$ = [3, n0, _GIRRI,
    0,
    [_RNu, _ST, _ET, _P, _MCC, _Me, _OB],
    [0, 4, 4, 1, 1, 64 | 0, 0], 4
];
var GetInsightRuleReportOutput$ = [3, n0, _GIRRO,
    0,
    [_KL, _ASg, _AV, _AUC, _Co, _MDe],
    [64 | 0, 0, 1, 1, () => InsightRuleContributors, () => InsightRuleMetricDatapoints]
];
var GetMetricDataInput$ = [3, n0, _GMDI,
    0,
    [_MDQ, _ST, _ET, _NT, _SB, _MDa, _LO],
    [() => MetricDataQueries, 4, 4, 0, 0, 1, () => LabelOptions$], 3
];
var GetMetricDataOutput$ = [3, n0, _GMDO,
    0,
    [_MDR, _NT, _Mes],
    [() => MetricDataResults, 0, () => MetricDataResultMessages]
];
var GetMetricStatisticsInput$ = [3, n0, _GMSI,
    0,
    [_N, _MN, _ST, _ET, _P, _D, _Stat, _ES, _U],
    [0, 0, 4, 4, 1, () => Dimensions, 64 | 0, 64 | 0, 0], 5
];
var GetMetricStatisticsOutput$ = [3, n0, _GMSO,
    0,
    [_L, _Dat],
    [0, () => Datapoints]
];
var GetMetricStreamInput$ = [3, n0, _GMSIe,
    0,
    [_Na],
    [0], 1
];
var GetMetricStreamOutput$ = [3, n0, _GMSOe,
    0,
    [_Ar, _Na, _IF, _EF, _FA, _RAo, _State, _CD, _LUD, _OF, _SCt, _ILAM],
    [0, 0, () => MetricStreamFilters, () => MetricStreamFilters, 0, 0, 0, 4, 4, 0, () => MetricStreamStatisticsConfigurations, 2]
];
var GetMetricWidgetImageInput$ = [3, n0, _GMWII,
    0,
    [_MW, _OF],
    [0, 0], 1
];
var GetMetricWidgetImageOutput$ = [3, n0, _GMWIO,
    0,
    [_MWI],
    [21]
];
var GetOTelEnrichmentInput$ = [3, n0, _GOTEI,
    0,
    [],
    []
];
var GetOTelEnrichmentOutput$ = [3, n0, _GOTEO,
    0,
    [_S, _IF, _EF, _CAr, _UA],
    [0, () => OTelEnrichmentMetricSelectorList, () => OTelEnrichmentMetricSelectorList, 4, 4], 1
];
var GetResourceMetricsConfigurationInput$ = [3, n0, _GRMCI,
    0,
    [_RA],
    [0], 1
];
var GetResourceMetricsConfigurationOutput$ = [3, n0, _GRMCO,
    0,
    [_RMC],
    [() => ResourceMetricsConfiguration$], 1
];
var InsightRule$ = [3, n0, _IRn,
    0,
    [_Na, _State, _Sc, _Def, _MRan, _AOTL],
    [0, 0, 0, 0, 2, 2], 4
];
var InsightRuleContributor$ = [3, n0, _IRC,
    0,
    [_K, _AAV, _Dat],
    [64 | 0, 1, () => InsightRuleContributorDatapoints], 3
];
var InsightRuleContributorDatapoint$ = [3, n0, _IRCD,
    0,
    [_T, _AVp],
    [4, 1], 2
];
var InsightRuleMetricDatapoint$ = [3, n0, _IRMD,
    0,
    [_T, _UC, _MCV, _SC, _A, _Su, _Mi, _Ma],
    [4, 1, 1, 1, 1, 1, 1, 1], 1
];
var LabelOptions$ = [3, n0, _LO,
    0,
    [_Ti],
    [0]
];
var ListAlarmMuteRulesInput$ = [3, n0, _LAMRI,
    0,
    [_AN, _Statu, _MR, _NT],
    [0, 64 | 0, 1, 0]
];
var ListAlarmMuteRulesOutput$ = [3, n0, _LAMRO,
    0,
    [_AMRSl, _NT],
    [() => AlarmMuteRuleSummaries, 0]
];
var ListDashboardsInput$ = [3, n0, _LDI,
    0,
    [_DNP, _NT],
    [0, 0]
];
var ListDashboardsOutput$ = [3, n0, _LDO,
    0,
    [_DEa, _NT],
    [() => DashboardEntries, 0]
];
var ListManagedInsightRulesInput$ = [3, n0, _LMIRI,
    0,
    [_RARN, _NT, _MRa],
    [0, 0, 1], 1
];
var ListManagedInsightRulesOutput$ = [3, n0, _LMIRO,
    0,
    [_MRana, _NT],
    [() => ManagedRuleDescriptions, 0]
];
var ListMetricsInput$ = [3, n0, _LMI,
    0,
    [_N, _MN, _D, _NT, _RAe, _ILA, _OA],
    [0, 0, () => DimensionFilters, 0, 0, 2, 0]
];
var ListMetricsOutput$ = [3, n0, _LMO,
    0,
    [_Me, _NT, _OAw],
    [() => Metrics, 0, 64 | 0]
];
var ListMetricStreamsInput$ = [3, n0, _LMSI,
    0,
    [_NT, _MRa],
    [0, 1]
];
var ListMetricStreamsOutput$ = [3, n0, _LMSO,
    0,
    [_NT, _Ent],
    [0, () => MetricStreamEntries]
];
var ListTagsForResourceInput$ = [3, n0, _LTFRI,
    0,
    [_RARN],
    [0], 1
];
var ListTagsForResourceOutput$ = [3, n0, _LTFRO,
    0,
    [_Ta],
    [() => TagList]
];
var LogAlarm$ = [3, n0, _LAo,
    0,
    [_AN, _AAl, _ADl, _ACUT, _AE, _OKA, _AA, _IDA, _SV, _SR, _SRD, _SUT, _SQC, _QRTE, _QRTA, _Th, _CO, _TMD, _STT, _ESv, _ALLC, _ALLRA, _WUC, _AC],
    [0, 0, 0, 4, 2, 64 | 0, 64 | 0, 64 | 0, 0, 0, 0, 4, () => ScheduledQueryConfiguration$, 1, 1, 1, 0, 0, 4, 0, 1, 0, () => WarmUpConfiguration$, () => ActionConfiguration$]
];
var ManagedRule$ = [3, n0, _MRan,
    0,
    [_TN, _RARN, _Ta],
    [0, 0, () => TagList], 2
];
var ManagedRuleDescription$ = [3, n0, _MRD,
    0,
    [_TN, _RARN, _RS],
    [0, 0, () => ManagedRuleState$]
];
var ManagedRuleState$ = [3, n0, _MRS,
    0,
    [_RNu, _State],
    [0, 0], 2
];
var MessageData$ = [3, n0, _MDes,
    0,
    [_Cod, _V],
    [0, 0]
];
var Metric$ = [3, n0, _Met,
    0,
    [_N, _MN, _D],
    [0, 0, () => Dimensions]
];
var MetricAlarm$ = [3, n0, _MAe,
    0,
    [_AN, _AAl, _ADl, _ACUT, _AE, _OKA, _AA, _IDA, _SV, _SR, _SRD, _SUT, _MN, _N, _Sta, _ESx, _D, _P, _U, _EP, _DTA, _Th, _CO, _TMD, _ELSCP, _Me, _TMI, _ESv, _STT, _EW, _WUC, _EC, _EI, _AC],
    [0, 0, 0, 4, 2, 64 | 0, 64 | 0, 64 | 0, 0, 0, 0, 4, 0, 0, 0, 0, () => Dimensions, 1, 0, 1, 1, 1, 0, 0, 0, () => MetricDataQueries, 0, 0, 4, () => EvaluationWindow$, () => WarmUpConfiguration$, () => EvaluationCriteria$, 1, () => ActionConfiguration$]
];
var MetricCharacteristics$ = [3, n0, _MC,
    0,
    [_PS],
    [2]
];
var MetricDataQuery$ = [3, n0, _MDQe,
    0,
    [_I, _MSe, _Ex, _L, _RD, _P, _AI],
    [0, () => MetricStat$, 0, 0, 2, 1, 0], 1
];
var MetricDataResult$ = [3, n0, _MDRe,
    0,
    [_I, _L, _Tim, _Va, _SCta, _Mes],
    [0, 0, 64 | 4, 64 | 1, 0, () => MetricDataResultMessages]
];
var MetricDatum$ = [3, n0, _MDet,
    0,
    [_MN, _D, _T, _V, _SVt, _Va, _Cou, _U, _SRt],
    [0, () => Dimensions, 4, 1, () => StatisticSet$, 64 | 1, 64 | 1, 0, 1], 1
];
var MetricMathAnomalyDetector$ = [3, n0, _MMAD,
    0,
    [_MDQ],
    [() => MetricDataQueries]
];
var MetricStat$ = [3, n0, _MSe,
    0,
    [_Met, _P, _St, _U],
    [() => Metric$, 1, 0, 0], 3
];
var MetricStreamEntry$ = [3, n0, _MSE,
    0,
    [_Ar, _CD, _LUD, _Na, _FA, _State, _OF],
    [0, 4, 4, 0, 0, 0, 0]
];
var MetricStreamFilter$ = [3, n0, _MSF,
    0,
    [_N, _MNe],
    [0, 64 | 0]
];
var MetricStreamStatisticsConfiguration$ = [3, n0, _MSSC,
    0,
    [_IM, _ASd],
    [() => MetricStreamStatisticsIncludeMetrics, 64 | 0], 2
];
var MetricStreamStatisticsMetric$ = [3, n0, _MSSM,
    0,
    [_N, _MN],
    [0, 0], 2
];
var MuteTargets$ = [3, n0, _MTu,
    0,
    [_ANl],
    [64 | 0], 1
];
var OTelEnrichmentMetricSelector$ = [3, n0, _OTEMS,
    0,
    [_N, _MNe],
    [0, 64 | 0], 1
];
var PartialFailure$ = [3, n0, _PF,
    0,
    [_FR, _ETx, _FC, _FD],
    [0, 0, 0, 0]
];
var PutAlarmMuteRuleInput$ = [3, n0, _PAMRI,
    0,
    [_Na, _R, _De, _MTu, _Ta, _SD, _ED],
    [0, () => Rule$, 0, () => MuteTargets$, () => TagList, 4, 4], 2
];
var PutAnomalyDetectorInput$ = [3, n0, _PADI,
    0,
    [_N, _MN, _D, _St, _C, _MC, _SMAD, _MMAD],
    [0, 0, () => Dimensions, 0, () => AnomalyDetectorConfiguration$, () => MetricCharacteristics$, () => SingleMetricAnomalyDetector$, () => MetricMathAnomalyDetector$]
];
var PutAnomalyDetectorOutput$ = [3, n0, _PADO,
    0,
    [_ADI],
    [0]
];
var PutCompositeAlarmInput$ = [3, n0, _PCAI,
    0,
    [_AN, _AR, _AE, _AA, _ADl, _IDA, _OKA, _Ta, _ASc, _ASWP, _ASEP, _AC],
    [0, 0, 2, 64 | 0, 0, 64 | 0, 64 | 0, () => TagList, 0, 1, 1, () => ActionConfiguration$], 2
];
var PutDashboardInput$ = [3, n0, _PDI,
    0,
    [_DN, _DB, _Ta],
    [0, 0, () => TagList], 2
];
var PutDashboardOutput$ = [3, n0, _PDO,
    0,
    [_DVMa],
    [() => DashboardValidationMessages]
];
var PutInsightRuleInput$ = [3, n0, _PIRI,
    0,
    [_RNu, _RDu, _RS, _Ta, _AOTL],
    [0, 0, 0, () => TagList, 2], 2
];
var PutInsightRuleOutput$ = [3, n0, _PIRO,
    0,
    [],
    []
];
var PutLogAlarmInput$ = [3, n0, _PLAI,
    0,
    [_AN, _SQC, _QRTE, _QRTA, _Th, _CO, _ADl, _ALLC, _ALLRA, _AE, _OKA, _AA, _IDA, _TMD, _Ta, _WUC, _AC],
    [0, () => ScheduledQueryConfiguration$, 1, 1, 1, 0, 0, 1, 0, 2, 64 | 0, 64 | 0, 64 | 0, 0, () => TagList, () => WarmUpConfiguration$, () => ActionConfiguration$], 6
];
var PutManagedInsightRulesInput$ = [3, n0, _PMIRI,
    0,
    [_MRana],
    [() => ManagedRules], 1
];
var PutManagedInsightRulesOutput$ = [3, n0, _PMIRO,
    0,
    [_F],
    [() => BatchFailures]
];
var PutMetricAlarmInput$ = [3, n0, _PMAI,
    0,
    [_AN, _ADl, _AE, _OKA, _AA, _IDA, _MN, _N, _Sta, _ESx, _D, _P, _U, _EP, _DTA, _Th, _CO, _TMD, _ELSCP, _Me, _Ta, _TMI, _EW, _WUC, _EC, _EI, _AC],
    [0, 0, 2, 64 | 0, 64 | 0, 64 | 0, 0, 0, 0, 0, () => Dimensions, 1, 0, 1, 1, 1, 0, 0, 0, () => MetricDataQueries, () => TagList, 0, () => EvaluationWindow$, () => WarmUpConfiguration$, () => EvaluationCriteria$, 1, () => ActionConfiguration$], 1
];
var PutMetricDataInput$ = [3, n0, _PMDI,
    0,
    [_N, _MD, _EMD, _SEV],
    [0, () => MetricData, () => EntityMetricDataList, 2], 1
];
var PutMetricStreamInput$ = [3, n0, _PMSI,
    0,
    [_Na, _FA, _RAo, _OF, _IF, _EF, _Ta, _SCt, _ILAM],
    [0, 0, 0, 0, () => MetricStreamFilters, () => MetricStreamFilters, () => TagList, () => MetricStreamStatisticsConfigurations, 2], 4
];
var PutMetricStreamOutput$ = [3, n0, _PMSO,
    0,
    [_Ar],
    [0]
];
var Range$ = [3, n0, _Ra,
    0,
    [_ST, _ET],
    [4, 4], 2
];
var ResourceMetricsConfiguration$ = [3, n0, _RMC,
    0,
    [_RA, _CAr, _UA, _MS],
    [0, 4, 4, () => ResourceMetricSelectionList], 3
];
var ResourceMetricSelection$ = [3, n0, _RMS,
    0,
    [_IM],
    [64 | 0], 1
];
var Rule$ = [3, n0, _R,
    0,
    [_Sch],
    [() => Schedule$], 1
];
var Schedule$ = [3, n0, _Sch,
    0,
    [_Ex, _Du, _Ti],
    [0, 0, 0], 2
];
var ScheduleConfiguration$ = [3, n0, _SCc,
    0,
    [_SE, _STO, _ETO],
    [0, 1, 1], 2
];
var ScheduledQueryConfiguration$ = [3, n0, _SQC,
    0,
    [_QS, _SQRARN, _SCc, _AEg, _LGI, _QARN, _Ta],
    [0, 0, () => ScheduleConfiguration$, 0, 64 | 0, 0, () => TagList], 4
];
var SetAlarmStateInput$ = [3, n0, _SASI,
    0,
    [_AN, _SV, _SR, _SRD],
    [0, 0, 0, 0], 3
];
var SingleMetricAnomalyDetector$ = [3, n0, _SMAD,
    0,
    [_AI, _N, _MN, _D, _St],
    [0, 0, 0, () => Dimensions, 0]
];
var SlidingWindow$ = [3, n0, _SW,
    0,
    [],
    []
];
var StartMetricStreamsInput$ = [3, n0, _SMSI,
    0,
    [_Nam],
    [64 | 0], 1
];
var StartMetricStreamsOutput$ = [3, n0, _SMSO,
    0,
    [],
    []
];
var StartOTelEnrichmentInput$ = [3, n0, _SOTEI,
    0,
    [_IF, _EF],
    [() => OTelEnrichmentMetricSelectorList, () => OTelEnrichmentMetricSelectorList]
];
var StartOTelEnrichmentOutput$ = [3, n0, _SOTEO,
    0,
    [_IF, _EF, _CAr, _UA],
    [() => OTelEnrichmentMetricSelectorList, () => OTelEnrichmentMetricSelectorList, 4, 4]
];
var StatisticSet$ = [3, n0, _SS,
    0,
    [_SC, _Su, _Mi, _Ma],
    [1, 1, 1, 1], 4
];
var StopMetricStreamsInput$ = [3, n0, _SMSIt,
    0,
    [_Nam],
    [64 | 0], 1
];
var StopMetricStreamsOutput$ = [3, n0, _SMSOt,
    0,
    [],
    []
];
var StopOTelEnrichmentInput$ = [3, n0, _SOTEIt,
    0,
    [],
    []
];
var StopOTelEnrichmentOutput$ = [3, n0, _SOTEOt,
    0,
    [],
    []
];
var Tag$ = [3, n0, _Tag,
    0,
    [_Ke, _V],
    [0, 0], 2
];
var TagResourceInput$ = [3, n0, _TRI,
    0,
    [_RARN, _Ta],
    [0, () => TagList], 2
];
var TagResourceOutput$ = [3, n0, _TRO,
    0,
    [],
    []
];
var UntagResourceInput$ = [3, n0, _URI,
    0,
    [_RARN, _TK],
    [0, 64 | 0], 2
];
var UntagResourceOutput$ = [3, n0, _URO,
    0,
    [],
    []
];
var UpdateOTelEnrichmentInput$ = [3, n0, _UOTEI,
    0,
    [_IF, _EF],
    [() => OTelEnrichmentMetricSelectorList, () => OTelEnrichmentMetricSelectorList]
];
var UpdateOTelEnrichmentOutput$ = [3, n0, _UOTEO,
    0,
    [_IF, _EF, _CAr, _UA],
    [() => OTelEnrichmentMetricSelectorList, () => OTelEnrichmentMetricSelectorList, 4, 4]
];
var UpdateResourceMetricsConfigurationInput$ = [3, n0, _URMCI,
    0,
    [_RA, _MS],
    [0, () => ResourceMetricSelectionList], 1
];
var UpdateResourceMetricsConfigurationOutput$ = [3, n0, _URMCO,
    0,
    [_RMC],
    [() => ResourceMetricsConfiguration$], 1
];
var WallClockWindow$ = [3, n0, _WCW,
    0,
    [_Ti],
    [0]
];
var WarmUpConfiguration$ = [3, n0, _WUC,
    0,
    [_WUPDIM, _OSEAWUPE],
    [1, 2], 1
];
var __Unit = "unit";
var AlarmContributors = [1, n0, _ACla,
    0, () => AlarmContributor$
];
var AlarmHistoryItems = [1, n0, _AHIl,
    0, () => AlarmHistoryItem$
];
var AlarmMuteRuleSummaries = [1, n0, _AMRSl,
    0, () => AlarmMuteRuleSummary$
];
var AnomalyDetectorExcludedTimeRanges = [1, n0, _ADETR,
    0, () => Range$
];
var AnomalyDetectors = [1, n0, _ADn,
    0, () => AnomalyDetector$
];
var BatchFailures = [1, n0, _BF,
    0, () => PartialFailure$
];
var CompositeAlarms = [1, n0, _CAom,
    0, () => CompositeAlarm$
];
var DashboardEntries = [1, n0, _DEa,
    0, () => DashboardEntry$
];
var DashboardValidationMessages = [1, n0, _DVMa,
    0, () => DashboardValidationMessage$
];
var Datapoints = [1, n0, _Dat,
    0, () => Datapoint$
];
var DimensionFilters = [1, n0, _DFi,
    0, () => DimensionFilter$
];
var Dimensions = [1, n0, _D,
    0, () => Dimension$
];
var EntityMetricDataList = [1, n0, _EMDL,
    0, () => EntityMetricData$
];
var InsightRuleContributorDatapoints = [1, n0, _IRCDn,
    0, () => InsightRuleContributorDatapoint$
];
var InsightRuleContributors = [1, n0, _IRCn,
    0, () => InsightRuleContributor$
];
var InsightRuleMetricDatapoints = [1, n0, _IRMDn,
    0, () => InsightRuleMetricDatapoint$
];
var InsightRules = [1, n0, _IR,
    0, () => InsightRule$
];
var LogAlarms = [1, n0, _LA,
    0, () => LogAlarm$
];
var ManagedRuleDescriptions = [1, n0, _MRDa,
    0, () => ManagedRuleDescription$
];
var ManagedRules = [1, n0, _MRana,
    0, () => ManagedRule$
];
var MetricAlarms = [1, n0, _MA,
    0, () => MetricAlarm$
];
var MetricData = [1, n0, _MD,
    0, () => MetricDatum$
];
var MetricDataQueries = [1, n0, _MDQ,
    0, () => MetricDataQuery$
];
var MetricDataResultMessages = [1, n0, _MDRM,
    0, () => MessageData$
];
var MetricDataResults = [1, n0, _MDR,
    0, () => MetricDataResult$
];
var Metrics = [1, n0, _Me,
    0, () => Metric$
];
var MetricStreamEntries = [1, n0, _MSEe,
    0, () => MetricStreamEntry$
];
var MetricStreamFilters = [1, n0, _MSFe,
    0, () => MetricStreamFilter$
];
var MetricStreamStatisticsConfigurations = [1, n0, _MSSCe,
    0, () => MetricStreamStatisticsConfiguration$
];
var MetricStreamStatisticsIncludeMetrics = [1, n0, _MSSIM,
    0, () => MetricStreamStatisticsMetric$
];
var OTelEnrichmentMetricSelectorList = [1, n0, _OTEMSL,
    0, () => OTelEnrichmentMetricSelector$
];
var ResourceMetricSelectionList = [1, n0, _RMSL,
    0, () => ResourceMetricSelection$
];
var TagList = [1, n0, _TL,
    0, () => Tag$
];
var EvaluationCriteria$ = [4, n0, _EC,
    0,
    [_PQLC],
    [() => AlarmPromQLCriteria$]
];
var EvaluationWindow$ = [4, n0, _EW,
    0,
    [_WCW, _SW],
    [() => WallClockWindow$, () => SlidingWindow$]
];
var AssociateDatasetKmsKey$ = [9, n0, _ADKK,
    0, () => AssociateDatasetKmsKeyInput$, () => AssociateDatasetKmsKeyOutput$
];
var CreateResourceMetricsConfiguration$ = [9, n0, _CRMC,
    0, () => CreateResourceMetricsConfigurationInput$, () => CreateResourceMetricsConfigurationOutput$
];
var DeleteAlarmMuteRule$ = [9, n0, _DAMR,
    0, () => DeleteAlarmMuteRuleInput$, () => __Unit
];
var DeleteAlarms$ = [9, n0, _DAe,
    0, () => DeleteAlarmsInput$, () => __Unit
];
var DeleteAnomalyDetector$ = [9, n0, _DAD,
    0, () => DeleteAnomalyDetectorInput$, () => DeleteAnomalyDetectorOutput$
];
var DeleteDashboards$ = [9, n0, _DD,
    0, () => DeleteDashboardsInput$, () => DeleteDashboardsOutput$
];
var DeleteInsightRules$ = [9, n0, _DIR,
    0, () => DeleteInsightRulesInput$, () => DeleteInsightRulesOutput$
];
var DeleteMetricStream$ = [9, n0, _DMS,
    0, () => DeleteMetricStreamInput$, () => DeleteMetricStreamOutput$
];
var DeleteResourceMetricsConfiguration$ = [9, n0, _DRMC,
    0, () => DeleteResourceMetricsConfigurationInput$, () => DeleteResourceMetricsConfigurationOutput$
];
var DescribeAlarmContributors$ = [9, n0, _DAC,
    0, () => DescribeAlarmContributorsInput$, () => DescribeAlarmContributorsOutput$
];
var DescribeAlarmHistory$ = [9, n0, _DAH,
    0, () => DescribeAlarmHistoryInput$, () => DescribeAlarmHistoryOutput$
];
var DescribeAlarms$ = [9, n0, _DAes,
    0, () => DescribeAlarmsInput$, () => DescribeAlarmsOutput$
];
var DescribeAlarmsForMetric$ = [9, n0, _DAFM,
    0, () => DescribeAlarmsForMetricInput$, () => DescribeAlarmsForMetricOutput$
];
var DescribeAnomalyDetectors$ = [9, n0, _DADe,
    0, () => DescribeAnomalyDetectorsInput$, () => DescribeAnomalyDetectorsOutput$
];
var DescribeInsightRules$ = [9, n0, _DIRe,
    0, () => DescribeInsightRulesInput$, () => DescribeInsightRulesOutput$
];
var DisableAlarmActions$ = [9, n0, _DAA,
    0, () => DisableAlarmActionsInput$, () => __Unit
];
var DisableInsightRules$ = [9, n0, _DIRi,
    0, () => DisableInsightRulesInput$, () => DisableInsightRulesOutput$
];
var DisassociateDatasetKmsKey$ = [9, n0, _DDKK,
    2, () => DisassociateDatasetKmsKeyInput$, () => DisassociateDatasetKmsKeyOutput$
];
var EnableAlarmActions$ = [9, n0, _EAA,
    0, () => EnableAlarmActionsInput$, () => __Unit
];
var EnableInsightRules$ = [9, n0, _EIR,
    0, () => EnableInsightRulesInput$, () => EnableInsightRulesOutput$
];
var GetAlarmMuteRule$ = [9, n0, _GAMR,
    0, () => GetAlarmMuteRuleInput$, () => GetAlarmMuteRuleOutput$
];
var GetDashboard$ = [9, n0, _GD,
    0, () => GetDashboardInput$, () => GetDashboardOutput$
];
var GetDataset$ = [9, n0, _GDe,
    0, () => GetDatasetInput$, () => GetDatasetOutput$
];
var GetInsightRuleReport$ = [9, n0, _GIRR,
    0, () => GetInsightRuleReportInput$, () => GetInsightRuleReportOutput$
];
var GetMetricData$ = [9, n0, _GMD,
    0, () => GetMetricDataInput$, () => GetMetricDataOutput$
];
var GetMetricStatistics$ = [9, n0, _GMS,
    0, () => GetMetricStatisticsInput$, () => GetMetricStatisticsOutput$
];
var GetMetricStream$ = [9, n0, _GMSe,
    0, () => GetMetricStreamInput$, () => GetMetricStreamOutput$
];
var GetMetricWidgetImage$ = [9, n0, _GMWI,
    0, () => GetMetricWidgetImageInput$, () => GetMetricWidgetImageOutput$
];
var GetOTelEnrichment$ = [9, n0, _GOTE,
    0, () => GetOTelEnrichmentInput$, () => GetOTelEnrichmentOutput$
];
var GetResourceMetricsConfiguration$ = [9, n0, _GRMC,
    0, () => GetResourceMetricsConfigurationInput$, () => GetResourceMetricsConfigurationOutput$
];
var ListAlarmMuteRules$ = [9, n0, _LAMR,
    0, () => ListAlarmMuteRulesInput$, () => ListAlarmMuteRulesOutput$
];
var ListDashboards$ = [9, n0, _LD,
    0, () => ListDashboardsInput$, () => ListDashboardsOutput$
];
var ListManagedInsightRules$ = [9, n0, _LMIR,
    0, () => ListManagedInsightRulesInput$, () => ListManagedInsightRulesOutput$
];
var ListMetrics$ = [9, n0, _LMi,
    0, () => ListMetricsInput$, () => ListMetricsOutput$
];
var ListMetricStreams$ = [9, n0, _LMS,
    0, () => ListMetricStreamsInput$, () => ListMetricStreamsOutput$
];
var ListTagsForResource$ = [9, n0, _LTFR,
    0, () => ListTagsForResourceInput$, () => ListTagsForResourceOutput$
];
var PutAlarmMuteRule$ = [9, n0, _PAMR,
    0, () => PutAlarmMuteRuleInput$, () => __Unit
];
var PutAnomalyDetector$ = [9, n0, _PAD,
    0, () => PutAnomalyDetectorInput$, () => PutAnomalyDetectorOutput$
];
var PutCompositeAlarm$ = [9, n0, _PCA,
    0, () => PutCompositeAlarmInput$, () => __Unit
];
var PutDashboard$ = [9, n0, _PD,
    0, () => PutDashboardInput$, () => PutDashboardOutput$
];
var PutInsightRule$ = [9, n0, _PIR,
    0, () => PutInsightRuleInput$, () => PutInsightRuleOutput$
];
var PutLogAlarm$ = [9, n0, _PLA,
    0, () => PutLogAlarmInput$, () => __Unit
];
var PutManagedInsightRules$ = [9, n0, _PMIR,
    0, () => PutManagedInsightRulesInput$, () => PutManagedInsightRulesOutput$
];
var PutMetricAlarm$ = [9, n0, _PMA,
    0, () => PutMetricAlarmInput$, () => __Unit
];
var PutMetricData$ = [9, n0, _PMD,
    0, () => PutMetricDataInput$, () => __Unit
];
var PutMetricStream$ = [9, n0, _PMS,
    0, () => PutMetricStreamInput$, () => PutMetricStreamOutput$
];
var SetAlarmState$ = [9, n0, _SAS,
    0, () => SetAlarmStateInput$, () => __Unit
];
var StartMetricStreams$ = [9, n0, _SMS,
    0, () => StartMetricStreamsInput$, () => StartMetricStreamsOutput$
];
var StartOTelEnrichment$ = [9, n0, _SOTE,
    0, () => StartOTelEnrichmentInput$, () => StartOTelEnrichmentOutput$
];
var StopMetricStreams$ = [9, n0, _SMSt,
    0, () => StopMetricStreamsInput$, () => StopMetricStreamsOutput$
];
var StopOTelEnrichment$ = [9, n0, _SOTEt,
    0, () => StopOTelEnrichmentInput$, () => StopOTelEnrichmentOutput$
];
var TagResource$ = [9, n0, _TR,
    0, () => TagResourceInput$, () => TagResourceOutput$
];
var UntagResource$ = [9, n0, _UR,
    0, () => UntagResourceInput$, () => UntagResourceOutput$
];
var UpdateOTelEnrichment$ = [9, n0, _UOTE,
    0, () => UpdateOTelEnrichmentInput$, () => UpdateOTelEnrichmentOutput$
];
var UpdateResourceMetricsConfiguration$ = [9, n0, _URMC,
    0, () => UpdateResourceMetricsConfigurationInput$, () => UpdateResourceMetricsConfigurationOutput$
];

const getRuntimeConfig$1 = (config) => {
    return {
        apiVersion: "2010-08-01",
        base64Decoder: config?.base64Decoder ?? fromBase64,
        base64Encoder: config?.base64Encoder ?? toBase64,
        disableHostPrefix: config?.disableHostPrefix ?? false,
        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
        extensions: config?.extensions ?? [],
        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultCloudWatchHttpAuthSchemeProvider,
        httpAuthSchemes: config?.httpAuthSchemes ?? [
            {
                schemeId: "aws.auth#sigv4",
                identityProvider: (ipc) => ipc.getIdentityProvider("aws.auth#sigv4"),
                signer: new AwsSdkSigV4Signer(),
            },
        ],
        logger: config?.logger ?? new NoOpLogger(),
        protocol: config?.protocol ?? AwsJson1_0Protocol,
        protocolSettings: config?.protocolSettings ?? {
            defaultNamespace: "com.amazonaws.cloudwatch",
            errorTypeRegistries,
            xmlNamespace: "http://monitoring.amazonaws.com/doc/2010-08-01/",
            version: "2010-08-01",
            serviceTarget: "GraniteServiceVersion20100801",
            awsQueryCompatible: true,
        },
        serviceId: config?.serviceId ?? "CloudWatch",
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
        defaultSocketTimeout: getDefaultSocketTimeout(config?.requestHandler, 900_000),
        defaultUserAgentProvider: config?.defaultUserAgentProvider ?? createDefaultUserAgentProvider({ serviceId: clientSharedValues.serviceId, clientVersion: packageInfo.version }),
        disableRequestCompression: config?.disableRequestCompression ?? loadConfig(NODE_DISABLE_REQUEST_COMPRESSION_CONFIG_OPTIONS, config),
        maxAttempts: config?.maxAttempts ?? loadConfig(NODE_MAX_ATTEMPT_CONFIG_OPTIONS, config),
        region: config?.region ?? loadConfig(NODE_REGION_CONFIG_OPTIONS, { ...NODE_REGION_CONFIG_FILE_OPTIONS, ...loaderConfig }),
        requestHandler: NodeHttpHandler.create(config?.requestHandler ?? defaultConfigProvider),
        requestMinCompressionSizeBytes: config?.requestMinCompressionSizeBytes ?? loadConfig(NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES_CONFIG_OPTIONS, config),
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

class CloudWatchClient extends Client {
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
        const _config_8 = resolveCompressionConfig(_config_7);
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
            httpAuthSchemeParametersProvider: defaultCloudWatchHttpAuthSchemeParametersProvider,
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

const command = makeBuilder(commonParams, "GraniteServiceVersion20100801", "CloudWatchClient", getEndpointPlugin);
const _ep0 = {};
const _mw0 = (Command, cs, config, o) => [];
const _mw1 = (Command, cs, config, o) => [
    getCompressionPlugin(config, {
        encodings: ["gzip"],
    }),
];

class AssociateDatasetKmsKeyCommand extends command(_ep0, _mw0, "AssociateDatasetKmsKey", AssociateDatasetKmsKey$) {
}

class CreateResourceMetricsConfigurationCommand extends command(_ep0, _mw0, "CreateResourceMetricsConfiguration", CreateResourceMetricsConfiguration$) {
}

class DeleteAlarmMuteRuleCommand extends command(_ep0, _mw0, "DeleteAlarmMuteRule", DeleteAlarmMuteRule$) {
}

class DeleteAlarmsCommand extends command(_ep0, _mw0, "DeleteAlarms", DeleteAlarms$) {
}

class DeleteAnomalyDetectorCommand extends command(_ep0, _mw0, "DeleteAnomalyDetector", DeleteAnomalyDetector$) {
}

class DeleteDashboardsCommand extends command(_ep0, _mw0, "DeleteDashboards", DeleteDashboards$) {
}

class DeleteInsightRulesCommand extends command(_ep0, _mw0, "DeleteInsightRules", DeleteInsightRules$) {
}

class DeleteMetricStreamCommand extends command(_ep0, _mw0, "DeleteMetricStream", DeleteMetricStream$) {
}

class DeleteResourceMetricsConfigurationCommand extends command(_ep0, _mw0, "DeleteResourceMetricsConfiguration", DeleteResourceMetricsConfiguration$) {
}

class DescribeAlarmContributorsCommand extends command(_ep0, _mw0, "DescribeAlarmContributors", DescribeAlarmContributors$) {
}

class DescribeAlarmHistoryCommand extends command(_ep0, _mw0, "DescribeAlarmHistory", DescribeAlarmHistory$) {
}

class DescribeAlarmsCommand extends command(_ep0, _mw0, "DescribeAlarms", DescribeAlarms$) {
}

class DescribeAlarmsForMetricCommand extends command(_ep0, _mw0, "DescribeAlarmsForMetric", DescribeAlarmsForMetric$) {
}

class DescribeAnomalyDetectorsCommand extends command(_ep0, _mw0, "DescribeAnomalyDetectors", DescribeAnomalyDetectors$) {
}

class DescribeInsightRulesCommand extends command(_ep0, _mw0, "DescribeInsightRules", DescribeInsightRules$) {
}

class DisableAlarmActionsCommand extends command(_ep0, _mw0, "DisableAlarmActions", DisableAlarmActions$) {
}

class DisableInsightRulesCommand extends command(_ep0, _mw0, "DisableInsightRules", DisableInsightRules$) {
}

class DisassociateDatasetKmsKeyCommand extends command(_ep0, _mw0, "DisassociateDatasetKmsKey", DisassociateDatasetKmsKey$) {
}

class EnableAlarmActionsCommand extends command(_ep0, _mw0, "EnableAlarmActions", EnableAlarmActions$) {
}

class EnableInsightRulesCommand extends command(_ep0, _mw0, "EnableInsightRules", EnableInsightRules$) {
}

class GetAlarmMuteRuleCommand extends command(_ep0, _mw0, "GetAlarmMuteRule", GetAlarmMuteRule$) {
}

class GetDashboardCommand extends command(_ep0, _mw0, "GetDashboard", GetDashboard$) {
}

class GetDatasetCommand extends command(_ep0, _mw0, "GetDataset", GetDataset$) {
}

class GetInsightRuleReportCommand extends command(_ep0, _mw0, "GetInsightRuleReport", GetInsightRuleReport$) {
}

class GetMetricDataCommand extends command(_ep0, _mw0, "GetMetricData", GetMetricData$) {
}

class GetMetricStatisticsCommand extends command(_ep0, _mw0, "GetMetricStatistics", GetMetricStatistics$) {
}

class GetMetricStreamCommand extends command(_ep0, _mw0, "GetMetricStream", GetMetricStream$) {
}

class GetMetricWidgetImageCommand extends command(_ep0, _mw0, "GetMetricWidgetImage", GetMetricWidgetImage$) {
}

class GetOTelEnrichmentCommand extends command(_ep0, _mw0, "GetOTelEnrichment", GetOTelEnrichment$) {
}

class GetResourceMetricsConfigurationCommand extends command(_ep0, _mw0, "GetResourceMetricsConfiguration", GetResourceMetricsConfiguration$) {
}

class ListAlarmMuteRulesCommand extends command(_ep0, _mw0, "ListAlarmMuteRules", ListAlarmMuteRules$) {
}

class ListDashboardsCommand extends command(_ep0, _mw0, "ListDashboards", ListDashboards$) {
}

class ListManagedInsightRulesCommand extends command(_ep0, _mw0, "ListManagedInsightRules", ListManagedInsightRules$) {
}

class ListMetricsCommand extends command(_ep0, _mw0, "ListMetrics", ListMetrics$) {
}

class ListMetricStreamsCommand extends command(_ep0, _mw0, "ListMetricStreams", ListMetricStreams$) {
}

class ListTagsForResourceCommand extends command(_ep0, _mw0, "ListTagsForResource", ListTagsForResource$) {
}

class PutAlarmMuteRuleCommand extends command(_ep0, _mw0, "PutAlarmMuteRule", PutAlarmMuteRule$) {
}

class PutAnomalyDetectorCommand extends command(_ep0, _mw0, "PutAnomalyDetector", PutAnomalyDetector$) {
}

class PutCompositeAlarmCommand extends command(_ep0, _mw0, "PutCompositeAlarm", PutCompositeAlarm$) {
}

class PutDashboardCommand extends command(_ep0, _mw0, "PutDashboard", PutDashboard$) {
}

class PutInsightRuleCommand extends command(_ep0, _mw0, "PutInsightRule", PutInsightRule$) {
}

class PutLogAlarmCommand extends command(_ep0, _mw0, "PutLogAlarm", PutLogAlarm$) {
}

class PutManagedInsightRulesCommand extends command(_ep0, _mw0, "PutManagedInsightRules", PutManagedInsightRules$) {
}

class PutMetricAlarmCommand extends command(_ep0, _mw0, "PutMetricAlarm", PutMetricAlarm$) {
}

class PutMetricDataCommand extends command(_ep0, _mw1, "PutMetricData", PutMetricData$) {
}

class PutMetricStreamCommand extends command(_ep0, _mw0, "PutMetricStream", PutMetricStream$) {
}

class SetAlarmStateCommand extends command(_ep0, _mw0, "SetAlarmState", SetAlarmState$) {
}

class StartMetricStreamsCommand extends command(_ep0, _mw0, "StartMetricStreams", StartMetricStreams$) {
}

class StartOTelEnrichmentCommand extends command(_ep0, _mw0, "StartOTelEnrichment", StartOTelEnrichment$) {
}

class StopMetricStreamsCommand extends command(_ep0, _mw0, "StopMetricStreams", StopMetricStreams$) {
}

class StopOTelEnrichmentCommand extends command(_ep0, _mw0, "StopOTelEnrichment", StopOTelEnrichment$) {
}

class TagResourceCommand extends command(_ep0, _mw0, "TagResource", TagResource$) {
}

class UntagResourceCommand extends command(_ep0, _mw0, "UntagResource", UntagResource$) {
}

class UpdateOTelEnrichmentCommand extends command(_ep0, _mw0, "UpdateOTelEnrichment", UpdateOTelEnrichment$) {
}

class UpdateResourceMetricsConfigurationCommand extends command(_ep0, _mw0, "UpdateResourceMetricsConfiguration", UpdateResourceMetricsConfiguration$) {
}

const paginateDescribeAlarmHistory = createPaginator(CloudWatchClient, DescribeAlarmHistoryCommand, "NextToken", "NextToken", "MaxRecords");

const paginateDescribeAlarms = createPaginator(CloudWatchClient, DescribeAlarmsCommand, "NextToken", "NextToken", "MaxRecords");

const paginateDescribeAnomalyDetectors = createPaginator(CloudWatchClient, DescribeAnomalyDetectorsCommand, "NextToken", "NextToken", "MaxResults");

const paginateDescribeInsightRules = createPaginator(CloudWatchClient, DescribeInsightRulesCommand, "NextToken", "NextToken", "MaxResults");

const paginateGetMetricData = createPaginator(CloudWatchClient, GetMetricDataCommand, "NextToken", "NextToken", "MaxDatapoints");

const paginateListAlarmMuteRules = createPaginator(CloudWatchClient, ListAlarmMuteRulesCommand, "NextToken", "NextToken", "MaxRecords");

const paginateListDashboards = createPaginator(CloudWatchClient, ListDashboardsCommand, "NextToken", "NextToken", "");

const paginateListManagedInsightRules = createPaginator(CloudWatchClient, ListManagedInsightRulesCommand, "NextToken", "NextToken", "MaxResults");

const paginateListMetrics = createPaginator(CloudWatchClient, ListMetricsCommand, "NextToken", "NextToken", "");

const paginateListMetricStreams = createPaginator(CloudWatchClient, ListMetricStreamsCommand, "NextToken", "NextToken", "MaxResults");

const checkState$3 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeAlarmsCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.MetricAlarms);
                return (flat_1.length > 0);
            };
            if (returnComparator() == true) {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForAlarmExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$3);
};
const waitUntilAlarmExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$3);
    return checkExceptions(result);
};

const checkState$2 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new GetAlarmMuteRuleCommand(input));
        reason = result;
        return { state: WaiterState.SUCCESS, reason };
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "ResourceNotFoundException") {
            return { state: WaiterState.RETRY, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForAlarmMuteRuleExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$2);
};
const waitUntilAlarmMuteRuleExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$2);
    return checkExceptions(result);
};

const checkState$1 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeAlarmsCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.CompositeAlarms);
                return (flat_1.length > 0);
            };
            if (returnComparator() == true) {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForCompositeAlarmExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
};
const waitUntilCompositeAlarmExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
    return checkExceptions(result);
};

const checkState = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeAlarmsCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.LogAlarms);
                return (flat_1.length > 0);
            };
            if (returnComparator() == true) {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForLogAlarmExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState);
};
const waitUntilLogAlarmExists = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState);
    return checkExceptions(result);
};

const commands = {
    AssociateDatasetKmsKeyCommand,
    CreateResourceMetricsConfigurationCommand,
    DeleteAlarmMuteRuleCommand,
    DeleteAlarmsCommand,
    DeleteAnomalyDetectorCommand,
    DeleteDashboardsCommand,
    DeleteInsightRulesCommand,
    DeleteMetricStreamCommand,
    DeleteResourceMetricsConfigurationCommand,
    DescribeAlarmContributorsCommand,
    DescribeAlarmHistoryCommand,
    DescribeAlarmsCommand,
    DescribeAlarmsForMetricCommand,
    DescribeAnomalyDetectorsCommand,
    DescribeInsightRulesCommand,
    DisableAlarmActionsCommand,
    DisableInsightRulesCommand,
    DisassociateDatasetKmsKeyCommand,
    EnableAlarmActionsCommand,
    EnableInsightRulesCommand,
    GetAlarmMuteRuleCommand,
    GetDashboardCommand,
    GetDatasetCommand,
    GetInsightRuleReportCommand,
    GetMetricDataCommand,
    GetMetricStatisticsCommand,
    GetMetricStreamCommand,
    GetMetricWidgetImageCommand,
    GetOTelEnrichmentCommand,
    GetResourceMetricsConfigurationCommand,
    ListAlarmMuteRulesCommand,
    ListDashboardsCommand,
    ListManagedInsightRulesCommand,
    ListMetricsCommand,
    ListMetricStreamsCommand,
    ListTagsForResourceCommand,
    PutAlarmMuteRuleCommand,
    PutAnomalyDetectorCommand,
    PutCompositeAlarmCommand,
    PutDashboardCommand,
    PutInsightRuleCommand,
    PutLogAlarmCommand,
    PutManagedInsightRulesCommand,
    PutMetricAlarmCommand,
    PutMetricDataCommand,
    PutMetricStreamCommand,
    SetAlarmStateCommand,
    StartMetricStreamsCommand,
    StartOTelEnrichmentCommand,
    StopMetricStreamsCommand,
    StopOTelEnrichmentCommand,
    TagResourceCommand,
    UntagResourceCommand,
    UpdateOTelEnrichmentCommand,
    UpdateResourceMetricsConfigurationCommand,
};
const paginators = {
    paginateDescribeAlarmHistory,
    paginateDescribeAlarms,
    paginateDescribeAnomalyDetectors,
    paginateDescribeInsightRules,
    paginateGetMetricData,
    paginateListAlarmMuteRules,
    paginateListDashboards,
    paginateListManagedInsightRules,
    paginateListMetrics,
    paginateListMetricStreams,
};
const waiters = {
    waitUntilAlarmExists,
    waitUntilCompositeAlarmExists,
    waitUntilLogAlarmExists,
    waitUntilAlarmMuteRuleExists,
};
class CloudWatch extends CloudWatchClient {
}
createAggregatedClient(commands, CloudWatch, { paginators, waiters });

const ActionsSuppressedBy = {
    Alarm: "Alarm",
    ExtensionPeriod: "ExtensionPeriod",
    WaitPeriod: "WaitPeriod",
};
const AlarmType = {
    CompositeAlarm: "CompositeAlarm",
    LogAlarm: "LogAlarm",
    MetricAlarm: "MetricAlarm",
};
const HistoryItemType = {
    Action: "Action",
    AlarmContributorAction: "AlarmContributorAction",
    AlarmContributorStateUpdate: "AlarmContributorStateUpdate",
    ConfigurationUpdate: "ConfigurationUpdate",
    StateUpdate: "StateUpdate",
};
const AlarmMuteRuleStatus = {
    ACTIVE: "ACTIVE",
    EXPIRED: "EXPIRED",
    SCHEDULED: "SCHEDULED",
};
const AnomalyDetectorAdaptationSpeed = {
    FAST: "FAST",
    NORMAL: "NORMAL",
    SLOW: "SLOW",
};
const AnomalyDetectorOutlierFilteringStrength = {
    MINIMAL: "MINIMAL",
    MODERATE: "MODERATE",
    STRICT: "STRICT",
};
const StandardUnit = {
    Bits: "Bits",
    Bits_Second: "Bits/Second",
    Bytes: "Bytes",
    Bytes_Second: "Bytes/Second",
    Count: "Count",
    Count_Second: "Count/Second",
    Gigabits: "Gigabits",
    Gigabits_Second: "Gigabits/Second",
    Gigabytes: "Gigabytes",
    Gigabytes_Second: "Gigabytes/Second",
    Kilobits: "Kilobits",
    Kilobits_Second: "Kilobits/Second",
    Kilobytes: "Kilobytes",
    Kilobytes_Second: "Kilobytes/Second",
    Megabits: "Megabits",
    Megabits_Second: "Megabits/Second",
    Megabytes: "Megabytes",
    Megabytes_Second: "Megabytes/Second",
    Microseconds: "Microseconds",
    Milliseconds: "Milliseconds",
    None: "None",
    Percent: "Percent",
    Seconds: "Seconds",
    Terabits: "Terabits",
    Terabits_Second: "Terabits/Second",
    Terabytes: "Terabytes",
    Terabytes_Second: "Terabytes/Second",
};
const AnomalyDetectorStateValue = {
    PENDING_TRAINING: "PENDING_TRAINING",
    TRAINED: "TRAINED",
    TRAINED_INSUFFICIENT_DATA: "TRAINED_INSUFFICIENT_DATA",
};
const AnomalyDetectorType = {
    METRIC_MATH: "METRIC_MATH",
    SINGLE_METRIC: "SINGLE_METRIC",
};
const ComparisonOperator = {
    GreaterThanOrEqualToThreshold: "GreaterThanOrEqualToThreshold",
    GreaterThanThreshold: "GreaterThanThreshold",
    GreaterThanUpperThreshold: "GreaterThanUpperThreshold",
    LessThanLowerOrGreaterThanUpperThreshold: "LessThanLowerOrGreaterThanUpperThreshold",
    LessThanLowerThreshold: "LessThanLowerThreshold",
    LessThanOrEqualToThreshold: "LessThanOrEqualToThreshold",
    LessThanThreshold: "LessThanThreshold",
};
const StateValue = {
    ALARM: "ALARM",
    INSUFFICIENT_DATA: "INSUFFICIENT_DATA",
    OK: "OK",
};
const ScanBy = {
    TIMESTAMP_ASCENDING: "TimestampAscending",
    TIMESTAMP_DESCENDING: "TimestampDescending",
};
const EvaluationState = {
    EVALUATION_ERROR: "EVALUATION_ERROR",
    EVALUATION_FAILURE: "EVALUATION_FAILURE",
    PARTIAL_DATA: "PARTIAL_DATA",
};
const Statistic = {
    Average: "Average",
    Maximum: "Maximum",
    Minimum: "Minimum",
    SampleCount: "SampleCount",
    Sum: "Sum",
};
const StatusCode = {
    COMPLETE: "Complete",
    FORBIDDEN: "Forbidden",
    INTERNAL_ERROR: "InternalError",
    PARTIAL_DATA: "PartialData",
};
const MetricStreamOutputFormat = {
    JSON: "json",
    OPEN_TELEMETRY_0_7: "opentelemetry0.7",
    OPEN_TELEMETRY_1_0: "opentelemetry1.0",
};
const OTelEnrichmentStatus = {
    RUNNING: "Running",
    STOPPED: "Stopped",
};
const RecentlyActive = {
    PT3H: "PT3H",
};

__webpack_unused_export__ = ActionConfiguration$;
__webpack_unused_export__ = ActionsSuppressedBy;
__webpack_unused_export__ = AlarmContributor$;
__webpack_unused_export__ = AlarmHistoryItem$;
__webpack_unused_export__ = AlarmMuteRuleStatus;
__webpack_unused_export__ = AlarmMuteRuleSummary$;
__webpack_unused_export__ = AlarmPromQLCriteria$;
__webpack_unused_export__ = AlarmTagsPropagation$;
__webpack_unused_export__ = AlarmType;
__webpack_unused_export__ = AnomalyDetector$;
__webpack_unused_export__ = AnomalyDetectorAdaptationSpeed;
__webpack_unused_export__ = AnomalyDetectorConfiguration$;
__webpack_unused_export__ = AnomalyDetectorOutlierFilteringStrength;
__webpack_unused_export__ = AnomalyDetectorStateValue;
__webpack_unused_export__ = AnomalyDetectorType;
__webpack_unused_export__ = AssociateDatasetKmsKey$;
__webpack_unused_export__ = AssociateDatasetKmsKeyCommand;
__webpack_unused_export__ = AssociateDatasetKmsKeyInput$;
__webpack_unused_export__ = AssociateDatasetKmsKeyOutput$;
__webpack_unused_export__ = CloudWatch;
exports.CloudWatchClient = CloudWatchClient;
__webpack_unused_export__ = CloudWatchServiceException;
__webpack_unused_export__ = CloudWatchServiceException$;
__webpack_unused_export__ = ComparisonOperator;
__webpack_unused_export__ = CompositeAlarm$;
__webpack_unused_export__ = ConcurrentModificationException;
__webpack_unused_export__ = ConcurrentModificationException$;
__webpack_unused_export__ = ConflictException;
__webpack_unused_export__ = ConflictException$;
__webpack_unused_export__ = CreateResourceMetricsConfiguration$;
__webpack_unused_export__ = CreateResourceMetricsConfigurationCommand;
__webpack_unused_export__ = CreateResourceMetricsConfigurationInput$;
__webpack_unused_export__ = CreateResourceMetricsConfigurationOutput$;
__webpack_unused_export__ = DashboardEntry$;
__webpack_unused_export__ = DashboardInvalidInputError;
__webpack_unused_export__ = DashboardInvalidInputError$;
__webpack_unused_export__ = DashboardNotFoundError;
__webpack_unused_export__ = DashboardNotFoundError$;
__webpack_unused_export__ = DashboardValidationMessage$;
__webpack_unused_export__ = Datapoint$;
__webpack_unused_export__ = DeleteAlarmMuteRule$;
__webpack_unused_export__ = DeleteAlarmMuteRuleCommand;
__webpack_unused_export__ = DeleteAlarmMuteRuleInput$;
__webpack_unused_export__ = DeleteAlarms$;
__webpack_unused_export__ = DeleteAlarmsCommand;
__webpack_unused_export__ = DeleteAlarmsInput$;
__webpack_unused_export__ = DeleteAnomalyDetector$;
__webpack_unused_export__ = DeleteAnomalyDetectorCommand;
__webpack_unused_export__ = DeleteAnomalyDetectorInput$;
__webpack_unused_export__ = DeleteAnomalyDetectorOutput$;
__webpack_unused_export__ = DeleteDashboards$;
__webpack_unused_export__ = DeleteDashboardsCommand;
__webpack_unused_export__ = DeleteDashboardsInput$;
__webpack_unused_export__ = DeleteDashboardsOutput$;
__webpack_unused_export__ = DeleteInsightRules$;
__webpack_unused_export__ = DeleteInsightRulesCommand;
__webpack_unused_export__ = DeleteInsightRulesInput$;
__webpack_unused_export__ = DeleteInsightRulesOutput$;
__webpack_unused_export__ = DeleteMetricStream$;
__webpack_unused_export__ = DeleteMetricStreamCommand;
__webpack_unused_export__ = DeleteMetricStreamInput$;
__webpack_unused_export__ = DeleteMetricStreamOutput$;
__webpack_unused_export__ = DeleteResourceMetricsConfiguration$;
__webpack_unused_export__ = DeleteResourceMetricsConfigurationCommand;
__webpack_unused_export__ = DeleteResourceMetricsConfigurationInput$;
__webpack_unused_export__ = DeleteResourceMetricsConfigurationOutput$;
__webpack_unused_export__ = DescribeAlarmContributors$;
__webpack_unused_export__ = DescribeAlarmContributorsCommand;
__webpack_unused_export__ = DescribeAlarmContributorsInput$;
__webpack_unused_export__ = DescribeAlarmContributorsOutput$;
__webpack_unused_export__ = DescribeAlarmHistory$;
__webpack_unused_export__ = DescribeAlarmHistoryCommand;
__webpack_unused_export__ = DescribeAlarmHistoryInput$;
__webpack_unused_export__ = DescribeAlarmHistoryOutput$;
__webpack_unused_export__ = DescribeAlarms$;
__webpack_unused_export__ = DescribeAlarmsCommand;
__webpack_unused_export__ = DescribeAlarmsForMetric$;
__webpack_unused_export__ = DescribeAlarmsForMetricCommand;
__webpack_unused_export__ = DescribeAlarmsForMetricInput$;
__webpack_unused_export__ = DescribeAlarmsForMetricOutput$;
__webpack_unused_export__ = DescribeAlarmsInput$;
__webpack_unused_export__ = DescribeAlarmsOutput$;
__webpack_unused_export__ = DescribeAnomalyDetectors$;
__webpack_unused_export__ = DescribeAnomalyDetectorsCommand;
__webpack_unused_export__ = DescribeAnomalyDetectorsInput$;
__webpack_unused_export__ = DescribeAnomalyDetectorsOutput$;
__webpack_unused_export__ = DescribeInsightRules$;
__webpack_unused_export__ = DescribeInsightRulesCommand;
__webpack_unused_export__ = DescribeInsightRulesInput$;
__webpack_unused_export__ = DescribeInsightRulesOutput$;
__webpack_unused_export__ = Dimension$;
__webpack_unused_export__ = DimensionFilter$;
__webpack_unused_export__ = DisableAlarmActions$;
__webpack_unused_export__ = DisableAlarmActionsCommand;
__webpack_unused_export__ = DisableAlarmActionsInput$;
__webpack_unused_export__ = DisableInsightRules$;
__webpack_unused_export__ = DisableInsightRulesCommand;
__webpack_unused_export__ = DisableInsightRulesInput$;
__webpack_unused_export__ = DisableInsightRulesOutput$;
__webpack_unused_export__ = DisassociateDatasetKmsKey$;
__webpack_unused_export__ = DisassociateDatasetKmsKeyCommand;
__webpack_unused_export__ = DisassociateDatasetKmsKeyInput$;
__webpack_unused_export__ = DisassociateDatasetKmsKeyOutput$;
__webpack_unused_export__ = EnableAlarmActions$;
__webpack_unused_export__ = EnableAlarmActionsCommand;
__webpack_unused_export__ = EnableAlarmActionsInput$;
__webpack_unused_export__ = EnableInsightRules$;
__webpack_unused_export__ = EnableInsightRulesCommand;
__webpack_unused_export__ = EnableInsightRulesInput$;
__webpack_unused_export__ = EnableInsightRulesOutput$;
__webpack_unused_export__ = Entity$;
__webpack_unused_export__ = EntityMetricData$;
__webpack_unused_export__ = EvaluationCriteria$;
__webpack_unused_export__ = EvaluationState;
__webpack_unused_export__ = EvaluationWindow$;
__webpack_unused_export__ = GetAlarmMuteRule$;
__webpack_unused_export__ = GetAlarmMuteRuleCommand;
__webpack_unused_export__ = GetAlarmMuteRuleInput$;
__webpack_unused_export__ = GetAlarmMuteRuleOutput$;
__webpack_unused_export__ = GetDashboard$;
__webpack_unused_export__ = GetDashboardCommand;
__webpack_unused_export__ = GetDashboardInput$;
__webpack_unused_export__ = GetDashboardOutput$;
__webpack_unused_export__ = GetDataset$;
__webpack_unused_export__ = GetDatasetCommand;
__webpack_unused_export__ = GetDatasetInput$;
__webpack_unused_export__ = GetDatasetOutput$;
__webpack_unused_export__ = GetInsightRuleReport$;
__webpack_unused_export__ = GetInsightRuleReportCommand;
__webpack_unused_export__ = GetInsightRuleReportInput$;
__webpack_unused_export__ = GetInsightRuleReportOutput$;
__webpack_unused_export__ = GetMetricData$;
exports.GetMetricDataCommand = GetMetricDataCommand;
__webpack_unused_export__ = GetMetricDataInput$;
__webpack_unused_export__ = GetMetricDataOutput$;
__webpack_unused_export__ = GetMetricStatistics$;
__webpack_unused_export__ = GetMetricStatisticsCommand;
__webpack_unused_export__ = GetMetricStatisticsInput$;
__webpack_unused_export__ = GetMetricStatisticsOutput$;
__webpack_unused_export__ = GetMetricStream$;
__webpack_unused_export__ = GetMetricStreamCommand;
__webpack_unused_export__ = GetMetricStreamInput$;
__webpack_unused_export__ = GetMetricStreamOutput$;
__webpack_unused_export__ = GetMetricWidgetImage$;
__webpack_unused_export__ = GetMetricWidgetImageCommand;
__webpack_unused_export__ = GetMetricWidgetImageInput$;
__webpack_unused_export__ = GetMetricWidgetImageOutput$;
__webpack_unused_export__ = GetOTelEnrichment$;
__webpack_unused_export__ = GetOTelEnrichmentCommand;
__webpack_unused_export__ = GetOTelEnrichmentInput$;
__webpack_unused_export__ = GetOTelEnrichmentOutput$;
__webpack_unused_export__ = GetResourceMetricsConfiguration$;
__webpack_unused_export__ = GetResourceMetricsConfigurationCommand;
__webpack_unused_export__ = GetResourceMetricsConfigurationInput$;
__webpack_unused_export__ = GetResourceMetricsConfigurationOutput$;
__webpack_unused_export__ = HistoryItemType;
__webpack_unused_export__ = InsightRule$;
__webpack_unused_export__ = InsightRuleContributor$;
__webpack_unused_export__ = InsightRuleContributorDatapoint$;
__webpack_unused_export__ = InsightRuleMetricDatapoint$;
__webpack_unused_export__ = InternalServiceFault;
__webpack_unused_export__ = InternalServiceFault$;
__webpack_unused_export__ = InvalidFormatFault;
__webpack_unused_export__ = InvalidFormatFault$;
__webpack_unused_export__ = InvalidNextToken;
__webpack_unused_export__ = InvalidNextToken$;
__webpack_unused_export__ = InvalidParameterCombinationException;
__webpack_unused_export__ = InvalidParameterCombinationException$;
__webpack_unused_export__ = InvalidParameterValueException;
__webpack_unused_export__ = InvalidParameterValueException$;
__webpack_unused_export__ = KmsAccessDeniedException;
__webpack_unused_export__ = KmsAccessDeniedException$;
__webpack_unused_export__ = KmsKeyDisabledException;
__webpack_unused_export__ = KmsKeyDisabledException$;
__webpack_unused_export__ = KmsKeyNotFoundException;
__webpack_unused_export__ = KmsKeyNotFoundException$;
__webpack_unused_export__ = LabelOptions$;
__webpack_unused_export__ = LimitExceededException;
__webpack_unused_export__ = LimitExceededException$;
__webpack_unused_export__ = LimitExceededFault;
__webpack_unused_export__ = LimitExceededFault$;
__webpack_unused_export__ = ListAlarmMuteRules$;
__webpack_unused_export__ = ListAlarmMuteRulesCommand;
__webpack_unused_export__ = ListAlarmMuteRulesInput$;
__webpack_unused_export__ = ListAlarmMuteRulesOutput$;
__webpack_unused_export__ = ListDashboards$;
__webpack_unused_export__ = ListDashboardsCommand;
__webpack_unused_export__ = ListDashboardsInput$;
__webpack_unused_export__ = ListDashboardsOutput$;
__webpack_unused_export__ = ListManagedInsightRules$;
__webpack_unused_export__ = ListManagedInsightRulesCommand;
__webpack_unused_export__ = ListManagedInsightRulesInput$;
__webpack_unused_export__ = ListManagedInsightRulesOutput$;
__webpack_unused_export__ = ListMetricStreams$;
__webpack_unused_export__ = ListMetricStreamsCommand;
__webpack_unused_export__ = ListMetricStreamsInput$;
__webpack_unused_export__ = ListMetricStreamsOutput$;
__webpack_unused_export__ = ListMetrics$;
exports.ListMetricsCommand = ListMetricsCommand;
__webpack_unused_export__ = ListMetricsInput$;
__webpack_unused_export__ = ListMetricsOutput$;
__webpack_unused_export__ = ListTagsForResource$;
__webpack_unused_export__ = ListTagsForResourceCommand;
__webpack_unused_export__ = ListTagsForResourceInput$;
__webpack_unused_export__ = ListTagsForResourceOutput$;
__webpack_unused_export__ = LogAlarm$;
__webpack_unused_export__ = ManagedRule$;
__webpack_unused_export__ = ManagedRuleDescription$;
__webpack_unused_export__ = ManagedRuleState$;
__webpack_unused_export__ = MessageData$;
__webpack_unused_export__ = Metric$;
__webpack_unused_export__ = MetricAlarm$;
__webpack_unused_export__ = MetricCharacteristics$;
__webpack_unused_export__ = MetricDataQuery$;
__webpack_unused_export__ = MetricDataResult$;
__webpack_unused_export__ = MetricDatum$;
__webpack_unused_export__ = MetricMathAnomalyDetector$;
__webpack_unused_export__ = MetricStat$;
__webpack_unused_export__ = MetricStreamEntry$;
__webpack_unused_export__ = MetricStreamFilter$;
__webpack_unused_export__ = MetricStreamOutputFormat;
__webpack_unused_export__ = MetricStreamStatisticsConfiguration$;
__webpack_unused_export__ = MetricStreamStatisticsMetric$;
__webpack_unused_export__ = MissingRequiredParameterException;
__webpack_unused_export__ = MissingRequiredParameterException$;
__webpack_unused_export__ = MuteTargets$;
__webpack_unused_export__ = OTelEnrichmentMetricSelector$;
__webpack_unused_export__ = OTelEnrichmentStatus;
__webpack_unused_export__ = PartialFailure$;
__webpack_unused_export__ = PutAlarmMuteRule$;
__webpack_unused_export__ = PutAlarmMuteRuleCommand;
__webpack_unused_export__ = PutAlarmMuteRuleInput$;
__webpack_unused_export__ = PutAnomalyDetector$;
__webpack_unused_export__ = PutAnomalyDetectorCommand;
__webpack_unused_export__ = PutAnomalyDetectorInput$;
__webpack_unused_export__ = PutAnomalyDetectorOutput$;
__webpack_unused_export__ = PutCompositeAlarm$;
__webpack_unused_export__ = PutCompositeAlarmCommand;
__webpack_unused_export__ = PutCompositeAlarmInput$;
__webpack_unused_export__ = PutDashboard$;
__webpack_unused_export__ = PutDashboardCommand;
__webpack_unused_export__ = PutDashboardInput$;
__webpack_unused_export__ = PutDashboardOutput$;
__webpack_unused_export__ = PutInsightRule$;
__webpack_unused_export__ = PutInsightRuleCommand;
__webpack_unused_export__ = PutInsightRuleInput$;
__webpack_unused_export__ = PutInsightRuleOutput$;
__webpack_unused_export__ = PutLogAlarm$;
__webpack_unused_export__ = PutLogAlarmCommand;
__webpack_unused_export__ = PutLogAlarmInput$;
__webpack_unused_export__ = PutManagedInsightRules$;
__webpack_unused_export__ = PutManagedInsightRulesCommand;
__webpack_unused_export__ = PutManagedInsightRulesInput$;
__webpack_unused_export__ = PutManagedInsightRulesOutput$;
__webpack_unused_export__ = PutMetricAlarm$;
__webpack_unused_export__ = PutMetricAlarmCommand;
__webpack_unused_export__ = PutMetricAlarmInput$;
__webpack_unused_export__ = PutMetricData$;
__webpack_unused_export__ = PutMetricDataCommand;
__webpack_unused_export__ = PutMetricDataInput$;
__webpack_unused_export__ = PutMetricStream$;
__webpack_unused_export__ = PutMetricStreamCommand;
__webpack_unused_export__ = PutMetricStreamInput$;
__webpack_unused_export__ = PutMetricStreamOutput$;
__webpack_unused_export__ = Range$;
__webpack_unused_export__ = RecentlyActive;
__webpack_unused_export__ = ResourceConflict;
__webpack_unused_export__ = ResourceConflict$;
__webpack_unused_export__ = ResourceMetricSelection$;
__webpack_unused_export__ = ResourceMetricsConfiguration$;
__webpack_unused_export__ = ResourceNotFound;
__webpack_unused_export__ = ResourceNotFound$;
__webpack_unused_export__ = ResourceNotFoundException;
__webpack_unused_export__ = ResourceNotFoundException$;
__webpack_unused_export__ = Rule$;
__webpack_unused_export__ = ScanBy;
__webpack_unused_export__ = Schedule$;
__webpack_unused_export__ = ScheduleConfiguration$;
__webpack_unused_export__ = ScheduledQueryConfiguration$;
__webpack_unused_export__ = SetAlarmState$;
__webpack_unused_export__ = SetAlarmStateCommand;
__webpack_unused_export__ = SetAlarmStateInput$;
__webpack_unused_export__ = SingleMetricAnomalyDetector$;
__webpack_unused_export__ = SlidingWindow$;
__webpack_unused_export__ = StandardUnit;
__webpack_unused_export__ = StartMetricStreams$;
__webpack_unused_export__ = StartMetricStreamsCommand;
__webpack_unused_export__ = StartMetricStreamsInput$;
__webpack_unused_export__ = StartMetricStreamsOutput$;
__webpack_unused_export__ = StartOTelEnrichment$;
__webpack_unused_export__ = StartOTelEnrichmentCommand;
__webpack_unused_export__ = StartOTelEnrichmentInput$;
__webpack_unused_export__ = StartOTelEnrichmentOutput$;
__webpack_unused_export__ = StateValue;
__webpack_unused_export__ = Statistic;
__webpack_unused_export__ = StatisticSet$;
__webpack_unused_export__ = StatusCode;
__webpack_unused_export__ = StopMetricStreams$;
__webpack_unused_export__ = StopMetricStreamsCommand;
__webpack_unused_export__ = StopMetricStreamsInput$;
__webpack_unused_export__ = StopMetricStreamsOutput$;
__webpack_unused_export__ = StopOTelEnrichment$;
__webpack_unused_export__ = StopOTelEnrichmentCommand;
__webpack_unused_export__ = StopOTelEnrichmentInput$;
__webpack_unused_export__ = StopOTelEnrichmentOutput$;
__webpack_unused_export__ = Tag$;
__webpack_unused_export__ = TagResource$;
__webpack_unused_export__ = TagResourceCommand;
__webpack_unused_export__ = TagResourceInput$;
__webpack_unused_export__ = TagResourceOutput$;
__webpack_unused_export__ = UntagResource$;
__webpack_unused_export__ = UntagResourceCommand;
__webpack_unused_export__ = UntagResourceInput$;
__webpack_unused_export__ = UntagResourceOutput$;
__webpack_unused_export__ = UpdateOTelEnrichment$;
__webpack_unused_export__ = UpdateOTelEnrichmentCommand;
__webpack_unused_export__ = UpdateOTelEnrichmentInput$;
__webpack_unused_export__ = UpdateOTelEnrichmentOutput$;
__webpack_unused_export__ = UpdateResourceMetricsConfiguration$;
__webpack_unused_export__ = UpdateResourceMetricsConfigurationCommand;
__webpack_unused_export__ = UpdateResourceMetricsConfigurationInput$;
__webpack_unused_export__ = UpdateResourceMetricsConfigurationOutput$;
__webpack_unused_export__ = ValidationException;
__webpack_unused_export__ = ValidationException$;
__webpack_unused_export__ = WallClockWindow$;
__webpack_unused_export__ = WarmUpConfiguration$;
__webpack_unused_export__ = errorTypeRegistries;
__webpack_unused_export__ = paginateDescribeAlarmHistory;
__webpack_unused_export__ = paginateDescribeAlarms;
__webpack_unused_export__ = paginateDescribeAnomalyDetectors;
__webpack_unused_export__ = paginateDescribeInsightRules;
__webpack_unused_export__ = paginateGetMetricData;
__webpack_unused_export__ = paginateListAlarmMuteRules;
__webpack_unused_export__ = paginateListDashboards;
__webpack_unused_export__ = paginateListManagedInsightRules;
__webpack_unused_export__ = paginateListMetricStreams;
__webpack_unused_export__ = paginateListMetrics;
__webpack_unused_export__ = waitForAlarmExists;
__webpack_unused_export__ = waitForAlarmMuteRuleExists;
__webpack_unused_export__ = waitForCompositeAlarmExists;
__webpack_unused_export__ = waitForLogAlarmExists;
__webpack_unused_export__ = waitUntilAlarmExists;
__webpack_unused_export__ = waitUntilAlarmMuteRuleExists;
__webpack_unused_export__ = waitUntilCompositeAlarmExists;
__webpack_unused_export__ = waitUntilLogAlarmExists;


/***/ }),

/***/ 59456:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

const { createGzip } = __webpack_require__(38522);
exports.compressStream = async (body) => body.pipe(createGzip());


/***/ }),

/***/ 16097:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

const { promisify } = __webpack_require__(57975);
const { gzip } = __webpack_require__(38522);
const { toUint8Array } = __webpack_require__(92430);
const gzipAsync = promisify(gzip);
exports.compressString = async (body) => {
    try {
        const compressedBuffer = await gzipAsync(toUint8Array(body || ""));
        return toUint8Array(compressedBuffer);
    }
    catch (err) {
        throw new Error("Failure during compression: " + err.message);
    }
};


/***/ }),

/***/ 190:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

const { booleanSelector, SelectorType, numberSelector } = __webpack_require__(47291);
const { setFeature } = __webpack_require__(90402);
const { HttpRequest } = __webpack_require__(93422);
const { compressStream } = __webpack_require__(59456);
const { compressString } = __webpack_require__(16097);
const { isArrayBuffer } = __webpack_require__(92430);
const { normalizeProvider } = __webpack_require__(92658);

const NODE_DISABLE_REQUEST_COMPRESSION_ENV_NAME = "AWS_DISABLE_REQUEST_COMPRESSION";
const NODE_DISABLE_REQUEST_COMPRESSION_INI_NAME = "disable_request_compression";
const DEFAULT_DISABLE_REQUEST_COMPRESSION = false;
const NODE_DISABLE_REQUEST_COMPRESSION_CONFIG_OPTIONS = {
    environmentVariableSelector: (env) => booleanSelector(env, NODE_DISABLE_REQUEST_COMPRESSION_ENV_NAME, SelectorType.ENV),
    configFileSelector: (profile) => booleanSelector(profile, NODE_DISABLE_REQUEST_COMPRESSION_INI_NAME, SelectorType.CONFIG),
    default: DEFAULT_DISABLE_REQUEST_COMPRESSION,
};

const NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES_ENV_NAME = "AWS_REQUEST_MIN_COMPRESSION_SIZE_BYTES";
const NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES_INI_NAME = "request_min_compression_size_bytes";
const DEFAULT_NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES = 10240;
const NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES_CONFIG_OPTIONS = {
    environmentVariableSelector: (env) => numberSelector(env, NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES_ENV_NAME, SelectorType.ENV),
    configFileSelector: (profile) => numberSelector(profile, NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES_INI_NAME, SelectorType.CONFIG),
    default: DEFAULT_NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES,
};

var CompressionAlgorithm;
(function (CompressionAlgorithm) {
    CompressionAlgorithm["GZIP"] = "gzip";
})(CompressionAlgorithm || (CompressionAlgorithm = {}));
const CLIENT_SUPPORTED_ALGORITHMS = [CompressionAlgorithm.GZIP];

const isStreaming = (body) => body !== undefined && typeof body !== "string" && !ArrayBuffer.isView(body) && !isArrayBuffer(body);

const compressionMiddleware = (config, middlewareConfig) => (next, context) => async (args) => {
    if (!HttpRequest.isInstance(args.request)) {
        return next(args);
    }
    const disableRequestCompression = await config.disableRequestCompression();
    if (disableRequestCompression) {
        return next(args);
    }
    const { request } = args;
    const { body, headers } = request;
    const { encodings, streamRequiresLength } = middlewareConfig;
    let updatedBody = body;
    let updatedHeaders = headers;
    for (const algorithm of encodings) {
        if (CLIENT_SUPPORTED_ALGORITHMS.includes(algorithm)) {
            let isRequestCompressed = false;
            if (isStreaming(body)) {
                if (!streamRequiresLength) {
                    updatedBody = await compressStream(body);
                    isRequestCompressed = true;
                }
                else {
                    throw new Error("Compression is not supported for streaming blobs that require a length.");
                }
            }
            else {
                const bodyLength = config.bodyLengthChecker(body);
                const requestMinCompressionSizeBytes = await config.requestMinCompressionSizeBytes();
                if (bodyLength && bodyLength >= requestMinCompressionSizeBytes) {
                    updatedBody = await compressString(body);
                    isRequestCompressed = true;
                }
            }
            if (isRequestCompressed) {
                if (headers["content-encoding"]) {
                    updatedHeaders = {
                        ...headers,
                        "content-encoding": `${headers["content-encoding"]}, ${algorithm}`,
                    };
                }
                else {
                    updatedHeaders = { ...headers, "content-encoding": algorithm };
                }
                if (updatedHeaders["content-encoding"].includes("gzip")) {
                    setFeature(context, "GZIP_REQUEST_COMPRESSION", "L");
                }
                break;
            }
        }
    }
    return next({
        ...args,
        request: {
            ...request,
            body: updatedBody,
            headers: updatedHeaders,
        },
    });
};
const compressionMiddlewareOptions = {
    name: "compressionMiddleware",
    step: "build",
    tags: ["REQUEST_BODY_COMPRESSION", "GZIP"],
    override: true,
    priority: "high",
};

const getCompressionPlugin = (config, middlewareConfig) => ({
    applyToStack: (clientStack) => {
        clientStack.add(compressionMiddleware(config, middlewareConfig), compressionMiddlewareOptions);
    },
});

const resolveCompressionConfig = (input) => {
    const { disableRequestCompression, requestMinCompressionSizeBytes: _requestMinCompressionSizeBytes } = input;
    return Object.assign(input, {
        disableRequestCompression: normalizeProvider(disableRequestCompression),
        requestMinCompressionSizeBytes: async () => {
            const requestMinCompressionSizeBytes = await normalizeProvider(_requestMinCompressionSizeBytes)();
            if (requestMinCompressionSizeBytes < 0 || requestMinCompressionSizeBytes > 10485760) {
                throw new RangeError("The value for requestMinCompressionSizeBytes must be between 0 and 10485760 inclusive. " +
                    `The provided value ${requestMinCompressionSizeBytes} is outside this range."`);
            }
            return requestMinCompressionSizeBytes;
        },
    });
};

exports.DEFAULT_DISABLE_REQUEST_COMPRESSION = DEFAULT_DISABLE_REQUEST_COMPRESSION;
exports.DEFAULT_NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES = DEFAULT_NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES;
exports.NODE_DISABLE_REQUEST_COMPRESSION_CONFIG_OPTIONS = NODE_DISABLE_REQUEST_COMPRESSION_CONFIG_OPTIONS;
exports.NODE_DISABLE_REQUEST_COMPRESSION_ENV_NAME = NODE_DISABLE_REQUEST_COMPRESSION_ENV_NAME;
exports.NODE_DISABLE_REQUEST_COMPRESSION_INI_NAME = NODE_DISABLE_REQUEST_COMPRESSION_INI_NAME;
exports.NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES_CONFIG_OPTIONS = NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES_CONFIG_OPTIONS;
exports.NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES_ENV_NAME = NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES_ENV_NAME;
exports.NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES_INI_NAME = NODE_REQUEST_MIN_COMPRESSION_SIZE_BYTES_INI_NAME;
exports.compressionMiddleware = compressionMiddleware;
exports.compressionMiddlewareOptions = compressionMiddlewareOptions;
exports.getCompressionPlugin = getCompressionPlugin;
exports.resolveCompressionConfig = resolveCompressionConfig;


/***/ })

};
