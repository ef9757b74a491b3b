export const id = 4459;
export const ids = [4459];
export const modules = {

/***/ 94459:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;
const { awsEndpointFunctions, emitWarningIfUnsupportedVersion: emitWarningIfUnsupportedVersion$1, createDefaultUserAgentProvider, NODE_APP_ID_CONFIG_OPTIONS, getAwsRegionExtensionConfiguration, resolveAwsRegionExtensionConfiguration, resolveUserAgentConfig, resolveHostHeaderConfig, getUserAgentPlugin, getHostHeaderPlugin, getLoggerPlugin, getRecursionDetectionPlugin } = __webpack_require__(5152);
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

const defaultSageMakerHttpAuthSchemeParametersProvider = async (config, context, input) => {
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
            name: "sagemaker",
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
const defaultSageMakerHttpAuthSchemeProvider = (authParameters) => {
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
        defaultSigningName: "sagemaker",
    });
};
const commonParams = {
    UseFIPS: { type: "builtInParams", name: "useFipsEndpoint" },
    Endpoint: { type: "builtInParams", name: "endpoint" },
    Region: { type: "builtInParams", name: "region" },
    UseDualStack: { type: "builtInParams", name: "useDualstackEndpoint" },
};

var version = "3.1141.0";
var packageInfo = {
	version: version};

const m = "ref";
const a = -1, b = true, c = "isSet", d = "PartitionResult", e = "booleanEquals", f = "getAttr", g = "stringEquals", h = { [m]: "Endpoint" }, i = { [m]: d }, j = { "fn": f, "argv": [i, "name"] }, k = {}, l = [{ [m]: "Region" }];
const _data = {
    conditions: [
        [c, [h]],
        [c, l],
        ["aws.partition", l, d],
        [e, [{ [m]: "UseFIPS" }, b]],
        [e, [{ [m]: "UseDualStack" }, b]],
        [e, [{ fn: f, argv: [i, "supportsDualStack"] }, b]],
        [e, [{ fn: f, argv: [i, "supportsFIPS"] }, b]],
        [g, [j, "aws"]],
        [g, [j, "aws-us-gov"]]
    ],
    results: [
        [a],
        [a, "Invalid Configuration: FIPS and custom endpoint are not supported"],
        [a, "Invalid Configuration: Dualstack and custom endpoint are not supported"],
        [h, k],
        ["https://api.sagemaker-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", k],
        [a, "FIPS and DualStack are enabled, but this partition does not support one or both"],
        ["https://api-fips.sagemaker.{Region}.amazonaws.com", k],
        ["https://api.sagemaker-fips.{Region}.{PartitionResult#dnsSuffix}", k],
        [a, "FIPS is enabled but this partition does not support FIPS"],
        ["https://api.sagemaker.{Region}.{PartitionResult#dualStackDnsSuffix}", k],
        [a, "DualStack is enabled but this partition does not support DualStack"],
        ["https://api.sagemaker.{Region}.{PartitionResult#dnsSuffix}", k],
        [a, "Invalid Configuration: Missing Region"]
    ]
};
const root = 2;
const r = 100_000_000;
const nodes = new Int32Array([
    -1, 1, -1,
    0, 14, 3,
    1, 4, r + 12,
    2, 5, r + 12,
    3, 8, 6,
    4, 7, r + 11,
    5, r + 9, r + 10,
    4, 12, 9,
    6, 10, r + 8,
    7, r + 6, 11,
    8, r + 6, r + 7,
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

class SageMakerServiceException extends ServiceException {
    constructor(options) {
        super(options);
        Object.setPrototypeOf(this, SageMakerServiceException.prototype);
    }
}

class ResourceLimitExceeded extends SageMakerServiceException {
    name = "ResourceLimitExceeded";
    $fault = "client";
    Message;
    constructor(opts) {
        super({
            name: "ResourceLimitExceeded",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceLimitExceeded.prototype);
        this.Message = opts.Message;
    }
}
class ResourceNotFound extends SageMakerServiceException {
    name = "ResourceNotFound";
    $fault = "client";
    Message;
    constructor(opts) {
        super({
            name: "ResourceNotFound",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceNotFound.prototype);
        this.Message = opts.Message;
    }
}
class ConflictException extends SageMakerServiceException {
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
class ResourceInUse extends SageMakerServiceException {
    name = "ResourceInUse";
    $fault = "client";
    Message;
    constructor(opts) {
        super({
            name: "ResourceInUse",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceInUse.prototype);
        this.Message = opts.Message;
    }
}

const _A = "Alarm";
const _AA = "ActionArn";
const _AAR = "AddAssociationRequest";
const _AARd = "AddAssociationResponse";
const _AAc = "ActionArns";
const _AAd = "AddAssociation";
const _AAl = "AlgorithmArn";
const _AAp = "AppArn";
const _AApp = "ApplicationArn";
const _AAr = "ArtifactArn";
const _AArt = "ArtifactArns";
const _ABL = "AbsoluteBorrowLimits";
const _ABLRL = "AbsoluteBorrowLimitResourceList";
const _ABRA = "AmazonBedrockRoleArn";
const _AC = "AgentCount";
const _ACC = "AnnotationConsolidationConfig";
const _ACLA = "AnnotationConsolidationLambdaArn";
const _ACNNI = "AttachClusterNodeNetworkInterface";
const _ACNNIR = "AttachClusterNodeNetworkInterfaceRequest";
const _ACNNIRt = "AttachClusterNodeNetworkInterfaceResponse";
const _ACNS = "AddClusterNodeSpecification";
const _ACNSL = "AddClusterNodeSpecificationList";
const _ACNV = "AttachClusterNodeVolume";
const _ACNVR = "AttachClusterNodeVolumeRequest";
const _ACNVRt = "AttachClusterNodeVolumeResponse";
const _ACR = "AdditionalCodeRepositories";
const _ACRE = "AdditionalCodeRepositoryEquals";
const _ACc = "AccessConfig";
const _ACl = "AlgorithmsConfig";
const _ACp = "ApplicationConfig";
const _ACt = "AttemptCount";
const _AD = "AdapterDetails";
const _ADC = "ActiveDeviceCount";
const _ADD = "AthenaDatasetDefinition";
const _ADS = "AccountDefaultStatus";
const _ADl = "AlarmDetails";
const _ADlg = "AlgorithmDescription";
const _ADp = "AppDetails";
const _ADpp = "ApprovalDescription";
const _ADr = "ArtifactDigest";
const _AE = "AdditionalEnis";
const _AEc = "AcceptEula";
const _AEu = "AuthorizationEndpoint";
const _AFRA = "AmazonForecastRoleArn";
const _AGEN = "AutoGenerateEndpointName";
const _AGP = "AssignedGroupPatterns";
const _AI = "AdapterId";
const _AIAMPE = "AIAdapterModelPackageEntry";
const _AIAMPEL = "AIAdapterModelPackageEntryList";
const _AIAS = "AIAdapterSource";
const _AIASE = "AIAdapterS3Entry";
const _AIASEL = "AIAdapterS3EntryList";
const _AIBE = "AIBenchmarkEndpoint";
const _AIBIC = "AIBenchmarkInferenceComponent";
const _AIBICL = "AIBenchmarkInferenceComponentList";
const _AIBJ = "AIBenchmarkJobs";
const _AIBJA = "AIBenchmarkJobArn";
const _AIBJN = "AIBenchmarkJobName";
const _AIBJS = "AIBenchmarkJobSummary";
const _AIBJSL = "AIBenchmarkJobSummaryList";
const _AIBJSe = "AIBenchmarkJobStatus";
const _AIBNC = "AIBenchmarkNetworkConfig";
const _AIBOC = "AIBenchmarkOutputConfig";
const _AIBOR = "AIBenchmarkOutputResult";
const _AIBT = "AIBenchmarkTarget";
const _AIC = "AsyncInferenceConfig";
const _AICA = "AppImageConfigArn";
const _AICC = "AsyncInferenceClientConfig";
const _AICD = "AppImageConfigDetails";
const _AICL = "AppImageConfigList";
const _AICN = "AppImageConfigName";
const _AICRC = "AICapacityReservationConfig";
const _AICWL = "AICloudWatchLogs";
const _AICWLL = "AICloudWatchLogsList";
const _AICp = "AppImageConfigs";
const _AICv = "AvailableInstanceCount";
const _AIDC = "AIDatasetConfig";
const _AIL = "AssociationInfoList";
const _AIMC = "AIMlflowConfig";
const _AIMS = "AIModelSource";
const _AIMSS = "AIModelSourceS3";
const _AINC = "AsyncInferenceNotificationConfig";
const _AIOC = "AsyncInferenceOutputConfig";
const _AIR = "AIRecommendation";
const _AIRAD = "AIRecommendationAdapterDetails";
const _AIRC = "AIRecommendationConstraint";
const _AIRCL = "AIRecommendationConstraintList";
const _AIRCS = "AIRecommendationComputeSpec";
const _AIRDC = "AIRecommendationDeploymentConfiguration";
const _AIRDSC = "AIRecommendationDeploymentS3Channel";
const _AIRDSCL = "AIRecommendationDeploymentS3ChannelList";
const _AIRID = "AIRecommendationInstanceDetail";
const _AIRIDL = "AIRecommendationInstanceDetailList";
const _AIRIS = "AIRecommendationInferenceSpecification";
const _AIRJ = "AIRecommendationJobs";
const _AIRJA = "AIRecommendationJobArn";
const _AIRJN = "AIRecommendationJobName";
const _AIRJS = "AIRecommendationJobSummary";
const _AIRJSL = "AIRecommendationJobSummaryList";
const _AIRJSe = "AIRecommendationJobStatus";
const _AIRL = "AIRecommendationList";
const _AIRMD = "AIRecommendationModelDetails";
const _AIROC = "AIRecommendationOutputConfig";
const _AIROD = "AIRecommendationOptimizationDetail";
const _AIRODL = "AIRecommendationOptimizationDetailList";
const _AIROR = "AIRecommendationOutputResult";
const _AIRPM = "AIRecommendationPerformanceMetric";
const _AIRPT = "AIRecommendationPerformanceTarget";
const _AIS = "AdditionalInferenceSpecifications";
const _AISD = "AdditionalInferenceSpecificationDefinition";
const _AISTA = "AdditionalInferenceSpecificationsToAdd";
const _AIU = "AmountInUsd";
const _AIWC = "AIWorkloadConfigs";
const _AIWCA = "AIWorkloadConfigArn";
const _AIWCI = "AIWorkloadConfigIdentifier";
const _AIWCN = "AIWorkloadConfigName";
const _AIWCS = "AIWorkloadConfigSummary";
const _AIWCSL = "AIWorkloadConfigSummaryList";
const _AIWDS = "AIWorkloadDataSource";
const _AIWIDC = "AIWorkloadInputDataConfig";
const _AIWIDCL = "AIWorkloadInputDataConfigList";
const _AIWSDS = "AIWorkloadS3DataSource";
const _AIs = "AssociationInfo";
const _AIt = "AttachmentId";
const _AL = "AlarmList";
const _ALM = "AppLifecycleManagement";
const _ALp = "AppList";
const _AM = "AuthMode";
const _AMDS = "AdditionalModelDataSource";
const _AMDSd = "AdditionalModelDataSources";
const _AMHEFS = "AutoMountHomeEFS";
const _AMHLRS = "AwsManagedHumanLoopRequestSource";
const _AMLA = "AutoMLAlgorithms";
const _AMLAC = "AutoMLAlgorithmConfig";
const _AMLACu = "AutoMLAlgorithmsConfig";
const _AMLC = "AutoMLCandidate";
const _AMLCC = "AutoMLComputeConfig";
const _AMLCD = "AutoMLContainerDefinition";
const _AMLCDu = "AutoMLContainerDefinitions";
const _AMLCGC = "AutoMLCandidateGenerationConfig";
const _AMLCS = "AutoMLCandidateStep";
const _AMLCu = "AutoMLChannel";
const _AMLCut = "AutoMLCandidates";
const _AMLDS = "AutoMLDataSource";
const _AMLDSC = "AutoMLDataSplitConfig";
const _AMLICD = "AutoMLInferenceContainerDefinitions";
const _AMLIDC = "AutoMLInputDataConfig";
const _AMLJ = "AutoMLJob";
const _AMLJA = "AutoMLJobArtifacts";
const _AMLJAu = "AutoMLJobArn";
const _AMLJC = "AutoMLJobChannel";
const _AMLJCC = "AutoMLJobCompletionCriteria";
const _AMLJCu = "AutoMLJobConfig";
const _AMLJIDC = "AutoMLJobInputDataConfig";
const _AMLJN = "AutoMLJobName";
const _AMLJO = "AutoMLJobObjective";
const _AMLJS = "AutoMLJobSummary";
const _AMLJSM = "AutoMLJobStepMetadata";
const _AMLJSS = "AutoMLJobSecondaryStatus";
const _AMLJSu = "AutoMLJobStatus";
const _AMLJSut = "AutoMLJobSummaries";
const _AMLODC = "AutoMLOutputDataConfig";
const _AMLPFR = "AutoMLPartialFailureReason";
const _AMLPFRu = "AutoMLPartialFailureReasons";
const _AMLPTC = "AutoMLProblemTypeConfig";
const _AMLPTCN = "AutoMLProblemTypeConfigName";
const _AMLPTRA = "AutoMLProblemTypeResolvedAttributes";
const _AMLRA = "AutoMLResolvedAttributes";
const _AMLSC = "AutoMLSecurityConfig";
const _AMLSDS = "AutoMLS3DataSource";
const _AMR = "AutomaticModelRegistration";
const _AMp = "AppManaged";
const _AN = "ActionName";
const _ANAT = "AppNetworkAccessType";
const _ANl = "AlarmName";
const _ANlg = "AlgorithmName";
const _ANp = "AppName";
const _ANr = "ArtifactName";
const _ANt = "AttributeNames";
const _AO = "ActiveOperations";
const _AOm = "AmiOverride";
const _AP = "AutoParameter";
const _APC = "AcceleratorPartitionConfig";
const _APCu = "AutoPatchConfig";
const _APc = "AcceleratorPartition";
const _APu = "AutoParameters";
const _AQS = "AmazonQSettings";
const _ARA = "AssumableRoleArns";
const _ARAu = "AutoRollbackAlarms";
const _ARC = "AutoRollbackConfig";
const _ARCu = "AutoRollbackConfiguration";
const _AREP = "AuthenticationRequestExtraParams";
const _AS = "ActionSource";
const _ASD = "AlgorithmStatusDetails";
const _ASDS = "AdditionalS3DataSource";
const _ASGM = "AppSecurityGroupManagement";
const _ASI = "AlgorithmStatusItem";
const _ASIC = "AvailableSpareInstanceCount";
const _ASIL = "AlgorithmStatusItemList";
const _ASL = "AlgorithmSummaryList";
const _AST = "ArtifactSourceType";
const _ASTr = "ArtifactSourceTypes";
const _ASTu = "AutoScalerType";
const _ASU = "ArtifactStoreUri";
const _ASUC = "ActiveSoftwareUpdateConfig";
const _ASc = "ActionSummary";
const _AScc = "AccessStatus";
const _ASct = "ActivationState";
const _AScti = "ActionSummaries";
const _ASd = "AdapterSource";
const _ASl = "AlgorithmSpecification";
const _ASle = "AlertStatus";
const _ASlg = "AlgorithmSummary";
const _ASlgo = "AlgorithmStatus";
const _ASll = "AllocationStrategy";
const _ASp = "AppSpecification";
const _ASr = "ArtifactSource";
const _ASrt = "ArtifactSummary";
const _ASrti = "ArtifactSummaries";
const _ASs = "AssociationSummary";
const _ASss = "AssociationSummaries";
const _ASu = "AutoScaling";
const _AT = "ActionType";
const _ATA = "AliasesToAdd";
const _ATC = "AssociateTrialComponent";
const _ATCR = "AssociateTrialComponentRequest";
const _ATCRs = "AssociateTrialComponentResponse";
const _ATD = "AliasesToDelete";
const _ATE = "AppTypeEquals";
const _ATI = "AddTagsInput";
const _ATO = "AddTagsOutput";
const _ATc = "AcceleratorTypes";
const _ATcc = "AcceleratorType";
const _ATd = "AddTags";
const _ATp = "AppType";
const _ATr = "ArtifactType";
const _ATs = "AssociationType";
const _ATt = "AttachTime";
const _ATu = "AuthType";
const _AU = "AuthorizedUrl";
const _AUC = "AuthorizedUrlConfigs";
const _AUd = "AdminUsers";
const _AUr = "ArtifactUrl";
const _AUv = "AvailableUpgrade";
const _AV = "AgentVersion";
const _AVP = "AlgorithmValidationProfile";
const _AVPl = "AlgorithmValidationProfiles";
const _AVS = "AlgorithmValidationSpecification";
const _AVg = "AgentVersions";
const _AVp = "AppVersion";
const _AW = "AssembleWith";
const _AZ = "AvailabilityZones";
const _AZB = "AvailabilityZoneBalance";
const _AZI = "AvailabilityZoneId";
const _AZv = "AvailabilityZone";
const _Ac = "Accelerators";
const _Acc = "Accelerator";
const _Acce = "Accept";
const _Act = "Actions";
const _Ag = "Aggregation";
const _Al = "Alarms";
const _Ali = "Aliases";
const _Alia = "Alias";
const _Ap = "Apps";
const _Ar = "Arn";
const _Arc = "Arch";
const _Arg = "Arguments";
const _Art = "Artifact";
const _As = "Associations";
const _Au = "Autotune";
const _Av = "Avg";
const _B = "Bias";
const _BACN = "BatchAddClusterNodes";
const _BACNE = "BatchAddClusterNodesError";
const _BACNEL = "BatchAddClusterNodesErrorList";
const _BACNR = "BatchAddClusterNodesRequest";
const _BACNRa = "BatchAddClusterNodesResponse";
const _BC = "BestCandidate";
const _BCM = "BedrockCustomModel";
const _BCMD = "BedrockCustomModelDeployment";
const _BCMDM = "BedrockCustomModelDeploymentMetadata";
const _BCMM = "BedrockCustomModelMetadata";
const _BCa = "BaselineConfig";
const _BDCC = "BatchDataCaptureConfig";
const _BDCN = "BatchDeleteClusterNodes";
const _BDCNE = "BatchDeleteClusterNodesError";
const _BDCNEL = "BatchDeleteClusterNodesErrorList";
const _BDCNLIE = "BatchDeleteClusterNodeLogicalIdsError";
const _BDCNLIEL = "BatchDeleteClusterNodeLogicalIdsErrorList";
const _BDCNR = "BatchDeleteClusterNodesRequest";
const _BDCNRa = "BatchDeleteClusterNodesResponse";
const _BDMP = "BatchDescribeModelPackage";
const _BDMPE = "BatchDescribeModelPackageError";
const _BDMPEM = "BatchDescribeModelPackageErrorMap";
const _BDMPI = "BatchDescribeModelPackageInput";
const _BDMPO = "BatchDescribeModelPackageOutput";
const _BDMPS = "BatchDescribeModelPackageSummary";
const _BGUP = "BlueGreenUpdatePolicy";
const _BI = "BaseImage";
const _BICN = "BaseInferenceComponentName";
const _BILCA = "BuiltInLifecycleConfigArn";
const _BJN = "BaseliningJobName";
const _BL = "BorrowLimit";
const _BM = "BaseModel";
const _BMA = "BaseModelArn";
const _BMI = "BedrockModelImport";
const _BMIM = "BedrockModelImportMetadata";
const _BMN = "BaseModelName";
const _BONI = "BestObjectiveNotImproving";
const _BPMT = "BedrockProvisionedModelThroughput";
const _BPMTM = "BedrockProvisionedModelThroughputMetadata";
const _BR = "BacktestResults";
const _BRCN = "BatchRebootClusterNodes";
const _BRCNE = "BatchRebootClusterNodesError";
const _BRCNEa = "BatchReplaceClusterNodesError";
const _BRCNEat = "BatchRebootClusterNodesErrors";
const _BRCNEatc = "BatchReplaceClusterNodesErrors";
const _BRCNLIE = "BatchRebootClusterNodeLogicalIdsError";
const _BRCNLIEa = "BatchReplaceClusterNodeLogicalIdsError";
const _BRCNLIEat = "BatchRebootClusterNodeLogicalIdsErrors";
const _BRCNLIEatc = "BatchReplaceClusterNodeLogicalIdsErrors";
const _BRCNR = "BatchRebootClusterNodesRequest";
const _BRCNRa = "BatchRebootClusterNodesResponse";
const _BRCNRat = "BatchReplaceClusterNodesRequest";
const _BRCNRatc = "BatchReplaceClusterNodesResponse";
const _BRCNa = "BatchReplaceClusterNodes";
const _BRl = "BlockedReason";
const _BS = "BatchStrategy";
const _BT = "BenchmarkTarget";
const _BTC = "BillableTokenCount";
const _BTI = "BatchTransformInput";
const _BTIS = "BillableTimeInSeconds";
const _BTJ = "BestTrainingJob";
const _BU = "BaseUrl";
const _BUFDCC = "BaselineUsedForDriftCheckConstraints";
const _BUFDCS = "BaselineUsedForDriftCheckStatistics";
const _Br = "Branch";
const _Bu = "Bucket";
const _C = "Count";
const _CA = "ContainerArguments";
const _CAFO = "CrossAccountFilterOption";
const _CAI = "CreateAlgorithmInput";
const _CAIBJ = "CreateAIBenchmarkJob";
const _CAIBJR = "CreateAIBenchmarkJobRequest";
const _CAIBJRr = "CreateAIBenchmarkJobResponse";
const _CAIC = "CreateAppImageConfig";
const _CAICR = "CreateAppImageConfigRequest";
const _CAICRr = "CreateAppImageConfigResponse";
const _CAIRJ = "CreateAIRecommendationJob";
const _CAIRJR = "CreateAIRecommendationJobRequest";
const _CAIRJRr = "CreateAIRecommendationJobResponse";
const _CAIWC = "CreateAIWorkloadConfig";
const _CAIWCR = "CreateAIWorkloadConfigRequest";
const _CAIWCRr = "CreateAIWorkloadConfigResponse";
const _CAL = "CandidateArtifactLocations";
const _CAMLJ = "CreateAutoMLJob";
const _CAMLJR = "CreateAutoMLJobRequest";
const _CAMLJRr = "CreateAutoMLJobResponse";
const _CAMLJV = "CreateAutoMLJobV2";
const _CAMLJVR = "CreateAutoMLJobV2Request";
const _CAMLJVRr = "CreateAutoMLJobV2Response";
const _CAMRRA = "CrossAccountModelRegisterRoleArn";
const _CAO = "CreateAlgorithmOutput";
const _CAPC = "ClusterAutoPatchConfig";
const _CAPCD = "ClusterAutoPatchConfigDetails";
const _CAR = "CreateActionRequest";
const _CARr = "CreateActionResponse";
const _CARre = "CreateAppRequest";
const _CARrea = "CreateAppResponse";
const _CARreat = "CreateArtifactRequest";
const _CARreate = "CreateArtifactResponse";
const _CAS = "CanvasAppSettings";
const _CASC = "ClusterAutoScalingConfig";
const _CASCO = "ClusterAutoScalingConfigOutput";
const _CAl = "ClusterArn";
const _CAo = "ContextArn";
const _CAon = "ContextArns";
const _CAr = "CreatedAt";
const _CAre = "CreatedAfter";
const _CArea = "CreateAction";
const _CAreat = "CreateAlgorithm";
const _CAreate = "CreateApp";
const _CAreater = "CreateArtifact";
const _CB = "CreatedBy";
const _CBC = "CalculatedBaselineConstraints";
const _CBS = "CalculatedBaselineStatistics";
const _CBr = "CreatedBefore";
const _CC = "ClientConfig";
const _CCC = "CurrentCopyCount";
const _CCJ = "CreateCompilationJob";
const _CCJR = "CreateCompilationJobRequest";
const _CCJRr = "CreateCompilationJobResponse";
const _CCPI = "CopyCountPerInstance";
const _CCQ = "CreateComputeQuota";
const _CCQR = "CreateComputeQuotaRequest";
const _CCQRr = "CreateComputeQuotaResponse";
const _CCR = "ClusterCapacityRequirements";
const _CCRI = "CreateCodeRepositoryInput";
const _CCRO = "CreateCodeRepositoryOutput";
const _CCRr = "CreateClusterRequest";
const _CCRre = "CreateClusterResponse";
const _CCRrea = "CreateContextRequest";
const _CCRreat = "CreateContextResponse";
const _CCRreate = "CreateCodeRepository";
const _CCSC = "CreateClusterSchedulerConfig";
const _CCSCR = "CreateClusterSchedulerConfigRequest";
const _CCSCRr = "CreateClusterSchedulerConfigResponse";
const _CCSM = "ClarifyCheckStepMetadata";
const _CCT = "CsvContentTypes";
const _CCTH = "CaptureContentTypeHeader";
const _CCTP = "CfnCreateTemplateProvider";
const _CCh = "CheckpointConfig";
const _CCl = "ClusterConfig";
const _CCla = "ClarifyCheck";
const _CCo = "CompletionCriteria";
const _CCog = "CognitoConfig";
const _CCol = "CollectionConfiguration";
const _CColl = "CollectionConfigurations";
const _CColle = "CollectionConfig";
const _CCon = "ContainerConfig";
const _CCont = "ContentClassifiers";
const _CConte = "ContentColumn";
const _CCop = "CopyCount";
const _CCou = "CountryCode";
const _CCr = "CreateCluster";
const _CCre = "CreateContext";
const _CCu = "CurrentCount";
const _CCur = "CurrencyCode";
const _CD = "ContainerDefinition";
const _CDC = "ConnectedDeviceCount";
const _CDCo = "CoreDumpConfig";
const _CDF = "CreateDeviceFleet";
const _CDFR = "CreateDeviceFleetRequest";
const _CDL = "ContainerDefinitionList";
const _CDNL = "CandidateDefinitionNotebookLocation";
const _CDQJD = "CreateDataQualityJobDefinition";
const _CDQJDR = "CreateDataQualityJobDefinitionRequest";
const _CDQJDRr = "CreateDataQualityJobDefinitionResponse";
const _CDR = "CreateDomainRequest";
const _CDRr = "CreateDomainResponse";
const _CDT = "ConvergenceDetectedTime";
const _CDo = "ConvergenceDetected";
const _CDon = "ContentDigest";
const _CDr = "CreateDate";
const _CDre = "CreateDomain";
const _CE = "ConflictException";
const _CEAIC = "CodeEditorAppImageConfig";
const _CEAS = "CodeEditorAppSettings";
const _CEC = "ClarifyExplainerConfig";
const _CECI = "CreateEndpointConfigInput";
const _CECO = "CreateEndpointConfigOutput";
const _CECr = "CreateEndpointConfig";
const _CED = "ClusterEventDetail";
const _CEDP = "CreateEdgeDeploymentPlan";
const _CEDPR = "CreateEdgeDeploymentPlanRequest";
const _CEDPRr = "CreateEdgeDeploymentPlanResponse";
const _CEDS = "CreateEdgeDeploymentStage";
const _CEDSR = "CreateEdgeDeploymentStageRequest";
const _CEI = "CreateEndpointInput";
const _CEO = "CreateEndpointOutput";
const _CEPJ = "CreateEdgePackagingJob";
const _CEPJR = "CreateEdgePackagingJobRequest";
const _CER = "CreateExperimentRequest";
const _CERr = "CreateExperimentResponse";
const _CES = "ClusterEventSummary";
const _CESl = "ClusterEventSummaries";
const _CET = "CompilationEndTime";
const _CEV = "ContainerEnvironmentVariables";
const _CEVC = "ClusterEbsVolumeConfig";
const _CEo = "ContainerEntrypoint";
const _CEr = "CreateEndpoint";
const _CEre = "CreateExperiment";
const _CEu = "CustomerEni";
const _CEur = "CurrentEpoch";
const _CF = "ConfigFile";
const _CFD = "CreateFlowDefinition";
const _CFDR = "CreateFlowDefinitionRequest";
const _CFDRr = "CreateFlowDefinitionResponse";
const _CFG = "CreateFeatureGroup";
const _CFGR = "CreateFeatureGroupRequest";
const _CFGRr = "CreateFeatureGroupResponse";
const _CFLC = "ClusterFsxLustreConfig";
const _CFM = "CertifyForMarketplace";
const _CFOZC = "ClusterFsxOpenZfsConfig";
const _CFS = "CustomFileSystems";
const _CFSC = "CustomFileSystemConfigs";
const _CFSCu = "CustomFileSystemConfig";
const _CFSLC = "CurrentFSxLustreConfig";
const _CFSLDP = "CurrentFSxLustreDeletionPolicy";
const _CFSu = "CustomFileSystem";
const _CGC = "CandidateGenerationConfig";
const _CH = "ContainerHostname";
const _CHCPU = "CreateHubContentPresignedUrls";
const _CHCPUR = "CreateHubContentPresignedUrlsRequest";
const _CHCPURr = "CreateHubContentPresignedUrlsResponse";
const _CHCR = "CreateHubContentReference";
const _CHCRR = "CreateHubContentReferenceRequest";
const _CHCRRr = "CreateHubContentReferenceResponse";
const _CHPTJ = "CreateHyperParameterTuningJob";
const _CHPTJR = "CreateHyperParameterTuningJobRequest";
const _CHPTJRr = "CreateHyperParameterTuningJobResponse";
const _CHR = "CacheHitResult";
const _CHRr = "CreateHubRequest";
const _CHRre = "CreateHubResponse";
const _CHTU = "CreateHumanTaskUi";
const _CHTUR = "CreateHumanTaskUiRequest";
const _CHTURr = "CreateHumanTaskUiResponse";
const _CHr = "CreateHub";
const _CI = "CustomImages";
const _CIC = "ClarifyInferenceConfig";
const _CICI = "CreateInferenceComponentInput";
const _CICO = "CreateInferenceComponentOutput";
const _CICr = "CreateInferenceComponent";
const _CICu = "CurrentInstanceCount";
const _CIE = "CreateInferenceExperiment";
const _CIER = "CreateInferenceExperimentRequest";
const _CIERr = "CreateInferenceExperimentResponse";
const _CIGD = "ClusterInstanceGroupDetails";
const _CIGDL = "ClusterInstanceGroupDetailsList";
const _CIGS = "ClusterInstanceGroupSpecification";
const _CIGSl = "ClusterInstanceGroupSpecifications";
const _CII = "CurrentImageId";
const _CIM = "CooldownInMinutes";
const _CIP = "ClusterInstancePlacement";
const _CIR = "ClusterInstanceRequirements";
const _CIRD = "ClusterInstanceRequirementDetails";
const _CIRJ = "CreateInferenceRecommendationsJob";
const _CIRJR = "CreateInferenceRecommendationsJobRequest";
const _CIRJRr = "CreateInferenceRecommendationsJobResponse";
const _CIRV = "CurrentImageReleaseVersion";
const _CIRr = "CreateImageRequest";
const _CIRre = "CreateImageResponse";
const _CISC = "ClusterInstanceStorageConfigs";
const _CISCl = "ClusterInstanceStorageConfig";
const _CISD = "ClusterInstanceStatusDetails";
const _CIT = "CurrentInstanceTypes";
const _CITD = "ClusterInstanceTypeDetail";
const _CITDl = "ClusterInstanceTypeDetails";
const _CIV = "CreateImageVersion";
const _CIVR = "CreateImageVersionRequest";
const _CIVRr = "CreateImageVersionResponse";
const _CIl = "ClientId";
const _CIlu = "ClusterId";
const _CIo = "ContainerImage";
const _CIom = "CommitId";
const _CIr = "CreateImage";
const _CIu = "CustomImage";
const _CJ = "CreateJob";
const _CJA = "CheckJobArn";
const _CJAo = "CompilationJobArn";
const _CJN = "CompilationJobName";
const _CJR = "CreateJobRequest";
const _CJRr = "CreateJobResponse";
const _CJS = "CompilationJobSummary";
const _CJSo = "CompilationJobStatus";
const _CJSom = "CompilationJobSummaries";
const _CKC = "ClusterKubernetesConfig";
const _CKCD = "ClusterKubernetesConfigDetails";
const _CKCND = "ClusterKubernetesConfigNodeDetails";
const _CKT = "ClusterKubernetesTaint";
const _CKTl = "ClusterKubernetesTaints";
const _CL = "CurrentLabels";
const _CLCC = "ClusterLifeCycleConfig";
const _CLJ = "CreateLabelingJob";
const _CLJR = "CreateLabelingJobRequest";
const _CLJRr = "CreateLabelingJobResponse";
const _CM = "CandidateMetrics";
const _CMA = "CreateMlflowApp";
const _CMAR = "CreateMlflowAppRequest";
const _CMARr = "CreateMlflowAppResponse";
const _CMBJD = "CreateModelBiasJobDefinition";
const _CMBJDR = "CreateModelBiasJobDefinitionRequest";
const _CMBJDRr = "CreateModelBiasJobDefinitionResponse";
const _CMC = "ContainerMetricsConfig";
const _CMCEJ = "CreateModelCardExportJob";
const _CMCEJR = "CreateModelCardExportJobRequest";
const _CMCEJRr = "CreateModelCardExportJobResponse";
const _CMCR = "CreateModelCardRequest";
const _CMCRr = "CreateModelCardResponse";
const _CMCr = "CreateModelCard";
const _CMD = "CognitoMemberDefinition";
const _CMEJD = "CreateModelExplainabilityJobDefinition";
const _CMEJDR = "CreateModelExplainabilityJobDefinitionRequest";
const _CMEJDRr = "CreateModelExplainabilityJobDefinitionResponse";
const _CMI = "CreateModelInput";
const _CMO = "CreateModelOutput";
const _CMP = "CustomerMetadataProperties";
const _CMPG = "CreateModelPackageGroup";
const _CMPGI = "CreateModelPackageGroupInput";
const _CMPGO = "CreateModelPackageGroupOutput";
const _CMPI = "CreateModelPackageInput";
const _CMPO = "CreateModelPackageOutput";
const _CMPTR = "CustomerMetadataPropertiesToRemove";
const _CMPr = "CreateModelPackage";
const _CMQJD = "CreateModelQualityJobDefinition";
const _CMQJDR = "CreateModelQualityJobDefinitionRequest";
const _CMQJDRr = "CreateModelQualityJobDefinitionResponse";
const _CMS = "CustomizedMetricSpecification";
const _CMSR = "CreateMonitoringScheduleRequest";
const _CMSRr = "CreateMonitoringScheduleResponse";
const _CMSr = "CreateMonitoringSchedule";
const _CMTS = "CreateMlflowTrackingServer";
const _CMTSR = "CreateMlflowTrackingServerRequest";
const _CMTSRr = "CreateMlflowTrackingServerResponse";
const _CMa = "CaptureMode";
const _CMl = "ClusterMetadata";
const _CMr = "CreateModel";
const _CN = "ChannelName";
const _CND = "ClusterNodeDetails";
const _CNE = "CandidateNameEquals";
const _CNI = "ClusterNetworkInterface";
const _CNID = "ClusterNetworkInterfaceDetails";
const _CNII = "CreateNotebookInstanceInput";
const _CNILC = "CreateNotebookInstanceLifecycleConfig";
const _CNILCI = "CreateNotebookInstanceLifecycleConfigInput";
const _CNILCO = "CreateNotebookInstanceLifecycleConfigOutput";
const _CNIO = "CreateNotebookInstanceOutput";
const _CNIr = "CreateNotebookInstance";
const _CNS = "ClusterNodeSummary";
const _CNSl = "ClusterNodeSummaries";
const _CNa = "CandidateName";
const _CNl = "ClusterName";
const _CNo = "CollectionName";
const _CNon = "ContextName";
const _CO = "CaptureOption";
const _COC = "CompleteOnConvergence";
const _COCo = "CompiledOutputConfig";
const _CODO = "ClusterOnDemandOptions";
const _COEC = "ClusterOrchestratorEksConfig";
const _COJ = "CreateOptimizationJob";
const _COJR = "CreateOptimizationJobRequest";
const _COJRr = "CreateOptimizationJobResponse";
const _COL = "CaptureOptionList";
const _COSC = "ClusterOrchestratorSlurmConfig";
const _COa = "CaptureOptions";
const _COl = "ClusterOrchestrator";
const _COo = "CompilerOptions";
const _CP = "CandidateProperties";
const _CPA = "CreatePartnerApp";
const _CPAPU = "CreatePartnerAppPresignedUrl";
const _CPAPUR = "CreatePartnerAppPresignedUrlRequest";
const _CPAPURr = "CreatePartnerAppPresignedUrlResponse";
const _CPAR = "CreatePartnerAppRequest";
const _CPARr = "CreatePartnerAppResponse";
const _CPDU = "CreatePresignedDomainUrl";
const _CPDUR = "CreatePresignedDomainUrlRequest";
const _CPDURr = "CreatePresignedDomainUrlResponse";
const _CPH = "CostPerHour";
const _CPI = "CreateProjectInput";
const _CPIo = "CostPerInference";
const _CPJ = "CreateProcessingJob";
const _CPJR = "CreateProcessingJobRequest";
const _CPJRr = "CreateProcessingJobResponse";
const _CPMAU = "CreatePresignedMlflowAppUrl";
const _CPMAUR = "CreatePresignedMlflowAppUrlRequest";
const _CPMAURr = "CreatePresignedMlflowAppUrlResponse";
const _CPMTSU = "CreatePresignedMlflowTrackingServerUrl";
const _CPMTSUR = "CreatePresignedMlflowTrackingServerUrlRequest";
const _CPMTSURr = "CreatePresignedMlflowTrackingServerUrlResponse";
const _CPNIU = "CreatePresignedNotebookInstanceUrl";
const _CPNIUI = "CreatePresignedNotebookInstanceUrlInput";
const _CPNIUO = "CreatePresignedNotebookInstanceUrlOutput";
const _CPO = "CreateProjectOutput";
const _CPR = "CategoricalParameterRange";
const _CPRS = "CategoricalParameterRangeSpecification";
const _CPRSo = "ContinuousParameterRangeSpecification";
const _CPRa = "CategoricalParameterRanges";
const _CPRo = "ContinuousParameterRange";
const _CPRon = "ContinuousParameterRanges";
const _CPRr = "CreatePipelineRequest";
const _CPRre = "CreatePipelineResponse";
const _CPS = "CurrentPatchSchedule";
const _CPSD = "ClusterPatchScheduleDetails";
const _CPSl = "ClusterPatchSchedule";
const _CPUC = "CustomPosixUserConfig";
const _CPa = "CategoricalParameter";
const _CPat = "CategoricalParameters";
const _CPo = "CollectionParameters";
const _CPr = "CreatePipeline";
const _CPre = "CreateProject";
const _CQA = "ComputeQuotaArn";
const _CQC = "ComputeQuotaConfig";
const _CQI = "ComputeQuotaId";
const _CQR = "ComputeQuotaResources";
const _CQRC = "ComputeQuotaResourceConfig";
const _CQRCL = "ComputeQuotaResourceConfigList";
const _CQS = "ComputeQuotaSummary";
const _CQSL = "ComputeQuotaSummaryList";
const _CQSo = "ComputeQuotaSummaries";
const _CQT = "ComputeQuotaTarget";
const _CQV = "ComputeQuotaVersion";
const _CR = "CapacityReservation";
const _CRA = "CodeRepositoryArn";
const _CRAl = "ClusterRoleArn";
const _CRC = "CapacityReservationConfig";
const _CRIGC = "ClusterRestrictedInstanceGroupsConfig";
const _CRIGCO = "ClusterRestrictedInstanceGroupsConfigOutput";
const _CRIGD = "ClusterRestrictedInstanceGroupDetails";
const _CRIGDL = "ClusterRestrictedInstanceGroupDetailsList";
const _CRIGS = "ClusterRestrictedInstanceGroupSpecification";
const _CRIGSl = "ClusterRestrictedInstanceGroupSpecifications";
const _CRN = "CodeRepositoryName";
const _CRP = "CapacityReservationPreference";
const _CRR = "ComputeResourceRequirements";
const _CRS = "CodeRepositorySummary";
const _CRSL = "CodeRepositorySummaryList";
const _CRT = "ClientRequestToken";
const _CRa = "CapacityRequirements";
const _CRl = "ClusterRole";
const _CRo = "CodeRepository";
const _CRod = "CodeRepositories";
const _CRon = "ConstraintsResource";
const _CRons = "ConsumedResources";
const _CS = "ClientSecret";
const _CSA = "CandidateStepArn";
const _CSBC = "ClarifyShapBaselineConfig";
const _CSC = "CapacitySizeConfig";
const _CSCA = "ClusterSchedulerConfigArn";
const _CSCD = "ClusterSlurmConfigDetails";
const _CSCI = "ClusterSchedulerConfigId";
const _CSCP = "CfnStackCreateParameter";
const _CSCPf = "CfnStackCreateParameters";
const _CSCS = "ClusterSchedulerConfigSummary";
const _CSCSL = "ClusterSchedulerConfigSummaryList";
const _CSCSl = "ClusterSchedulerConfigSummaries";
const _CSCV = "ClusterSchedulerConfigVersion";
const _CSCl = "ClarifyShapConfig";
const _CSClu = "ClusterSlurmConfig";
const _CSCu = "CurrentServerlessConfig";
const _CSD = "CfnStackDetail";
const _CSEC = "ClusterSharedEnvironmentConfig";
const _CSECD = "ClusterSharedEnvironmentConfigDetails";
const _CSHCTIS = "ContainerStartupHealthCheckTimeoutInSeconds";
const _CSIC = "ConfiguredSpareInstanceCount";
const _CSLC = "CreateStudioLifecycleConfig";
const _CSLCR = "CreateStudioLifecycleConfigRequest";
const _CSLCRr = "CreateStudioLifecycleConfigResponse";
const _CSM = "CallbackStepMetadata";
const _CSMo = "ConditionStepMetadata";
const _CSN = "CandidateStepName";
const _CSO = "ClusterSpotOptions";
const _CSP = "CfnStackParameter";
const _CSPf = "CfnStackParameters";
const _CSPu = "CurrentSamplingPercentage";
const _CSR = "CreateSpaceRequest";
const _CSRr = "CreateSpaceResponse";
const _CST = "CandidateStepType";
const _CSTo = "CompilationStartTime";
const _CSUP = "CfnStackUpdateParameter";
const _CSUPf = "CfnStackUpdateParameters";
const _CSa = "CandidateSteps";
const _CSan = "CandidateStatus";
const _CSana = "CanarySize";
const _CSap = "CapacitySize";
const _CSapt = "CaptureStatus";
const _CSh = "ChannelSpecification";
const _CSha = "ChannelSpecifications";
const _CSl = "ClusterSummary";
const _CSlu = "ClusterStatus";
const _CSlus = "ClusterSummaries";
const _CSo = "ContextSource";
const _CSom = "ComputeSpec";
const _CSon = "ContextSummary";
const _CSont = "ContextSummaries";
const _CSonte = "ContentSha256";
const _CSr = "CreateSpace";
const _CSu = "CurrentStep";
const _CT = "CreationTime";
const _CTA = "CreationTimeAfter";
const _CTB = "CreationTimeBefore";
const _CTC = "ClarifyTextConfig";
const _CTCR = "CreateTrialComponentRequest";
const _CTCRr = "CreateTrialComponentResponse";
const _CTCr = "CreateTrialComponent";
const _CTD = "CompilationTargetDevice";
const _CTJ = "CreateTrainingJob";
const _CTJR = "CreateTrainingJobRequest";
const _CTJRr = "CreateTrainingJobResponse";
const _CTJRre = "CreateTransformJobRequest";
const _CTJRrea = "CreateTransformJobResponse";
const _CTJr = "CreateTransformJob";
const _CTP = "CreateTemplateProvider";
const _CTPA = "CompilationTargetPlatformArch";
const _CTPAo = "CompilationTargetPlatformAccelerator";
const _CTPD = "CfnTemplateProviderDetail";
const _CTPL = "CreateTemplateProviderList";
const _CTPO = "CompilationTargetPlatformOs";
const _CTPR = "CreateTrainingPlanRequest";
const _CTPRr = "CreateTrainingPlanResponse";
const _CTPf = "CfnTemplateProvider";
const _CTPr = "CreateTrainingPlan";
const _CTR = "CreateTrialRequest";
const _CTRr = "CreateTrialResponse";
const _CTSC = "ClusterTieredStorageConfig";
const _CTa = "CallbackToken";
const _CTap = "CapacityType";
const _CTh = "ChannelType";
const _CThe = "CheckType";
const _CTl = "ClientToken";
const _CTo = "CompressionType";
const _CTol = "CollectionType";
const _CTom = "CompletionTime";
const _CTon = "ContentType";
const _CTonc = "ConcurrencyThreshold";
const _CTont = "ContentTemplate";
const _CTonte = "ContextType";
const _CTr = "CreateTrial";
const _CTu = "CurrentTaints";
const _CTus = "CustomizationTechnique";
const _CU = "ConfigUri";
const _CUP = "CreateUserProfile";
const _CUPR = "CreateUserProfileRequest";
const _CUPRr = "CreateUserProfileResponse";
const _CUTP = "CfnUpdateTemplateProvider";
const _CUp = "CpuUtilization";
const _CVED = "CurrentVersionEolDate";
const _CW = "CurrentWeight";
const _CWL = "CloudWatchLogs";
const _CWR = "CreateWorkforceRequest";
const _CWRr = "CreateWorkforceResponse";
const _CWRre = "CreateWorkteamRequest";
const _CWRrea = "CreateWorkteamResponse";
const _CWr = "CreateWorkforce";
const _CWre = "CreateWorkteam";
const _Ca = "Catalog";
const _Cal = "Callback";
const _Can = "Candidates";
const _Ce = "Cents";
const _Ch = "Channel";
const _Ci = "Cidrs";
const _Cl = "Cluster";
const _Co = "Containers";
const _Cod = "Code";
const _Com = "Completed";
const _Con = "Constraints";
const _Cond = "Condition";
const _Cont = "Content";
const _Conta = "Container";
const _Cs = "Csv";
const _Cu = "Customized";
const _D = "Description";
const _DA = "DestinationArn";
const _DACR = "DisassociateAdditionalCodeRepositories";
const _DAET = "DataAnalysisEndTime";
const _DAI = "DeleteAlgorithmInput";
const _DAIBJ = "DeleteAIBenchmarkJob";
const _DAIBJR = "DeleteAIBenchmarkJobRequest";
const _DAIBJRe = "DeleteAIBenchmarkJobResponse";
const _DAIBJRes = "DescribeAIBenchmarkJobRequest";
const _DAIBJResc = "DescribeAIBenchmarkJobResponse";
const _DAIBJe = "DescribeAIBenchmarkJob";
const _DAIC = "DeleteAppImageConfig";
const _DAICR = "DeleteAppImageConfigRequest";
const _DAICRe = "DescribeAppImageConfigRequest";
const _DAICRes = "DescribeAppImageConfigResponse";
const _DAICe = "DescribeAppImageConfig";
const _DAIRJ = "DeleteAIRecommendationJob";
const _DAIRJR = "DeleteAIRecommendationJobRequest";
const _DAIRJRe = "DeleteAIRecommendationJobResponse";
const _DAIRJRes = "DescribeAIRecommendationJobRequest";
const _DAIRJResc = "DescribeAIRecommendationJobResponse";
const _DAIRJe = "DescribeAIRecommendationJob";
const _DAIWC = "DeleteAIWorkloadConfig";
const _DAIWCR = "DeleteAIWorkloadConfigRequest";
const _DAIWCRe = "DeleteAIWorkloadConfigResponse";
const _DAIWCRes = "DescribeAIWorkloadConfigRequest";
const _DAIWCResc = "DescribeAIWorkloadConfigResponse";
const _DAIWCe = "DescribeAIWorkloadConfig";
const _DAIe = "DescribeAlgorithmInput";
const _DAIo = "DomainAccountId";
const _DAMLJ = "DescribeAutoMLJob";
const _DAMLJR = "DescribeAutoMLJobRequest";
const _DAMLJRe = "DescribeAutoMLJobResponse";
const _DAMLJV = "DescribeAutoMLJobV2";
const _DAMLJVR = "DescribeAutoMLJobV2Request";
const _DAMLJVRe = "DescribeAutoMLJobV2Response";
const _DAO = "DescribeAlgorithmOutput";
const _DAR = "DeleteActionRequest";
const _DARe = "DeleteActionResponse";
const _DARel = "DeleteAppRequest";
const _DARele = "DeleteArtifactRequest";
const _DARelet = "DeleteArtifactResponse";
const _DARelete = "DeleteAssociationRequest";
const _DAReletes = "DeleteAssociationResponse";
const _DARes = "DescribeActionRequest";
const _DAResc = "DescribeActionResponse";
const _DARescr = "DescribeAppRequest";
const _DARescri = "DescribeAppResponse";
const _DARescrib = "DescribeArtifactRequest";
const _DARescribe = "DescribeArtifactResponse";
const _DAST = "DataAnalysisStartTime";
const _DAT = "DisassociateAcceleratorTypes";
const _DAa = "DatasetArn";
const _DAat = "DataAttributes";
const _DAe = "DeviceArn";
const _DAel = "DeleteAction";
const _DAele = "DeleteAlgorithm";
const _DAelet = "DeleteApp";
const _DAelete = "DeleteArtifact";
const _DAeletes = "DeleteAssociation";
const _DAes = "DescribeAction";
const _DAesc = "DescribeAlgorithm";
const _DAescr = "DescribeApp";
const _DAescri = "DescribeArtifact";
const _DAo = "DomainArn";
const _DC = "DeploymentConfiguration";
const _DCB = "DriftCheckBaselines";
const _DCBr = "DriftCheckBias";
const _DCC = "DataCaptureConfig";
const _DCCS = "DataCaptureConfigSummary";
const _DCCa = "DataCatalogConfig";
const _DCCat = "DataCacheConfig";
const _DCCe = "DesiredCopyCount";
const _DCDSU = "DataCapturedDestinationS3Uri";
const _DCE = "DriftCheckExplainability";
const _DCER = "DescribeClusterEventRequest";
const _DCERe = "DescribeClusterEventResponse";
const _DCEe = "DescribeClusterEvent";
const _DCJ = "DeleteCompilationJob";
const _DCJR = "DeleteCompilationJobRequest";
const _DCJRe = "DescribeCompilationJobRequest";
const _DCJRes = "DescribeCompilationJobResponse";
const _DCJe = "DescribeCompilationJob";
const _DCMDQ = "DriftCheckModelDataQuality";
const _DCMQ = "DriftCheckModelQuality";
const _DCN = "DescribeClusterNode";
const _DCNR = "DescribeClusterNodeRequest";
const _DCNRe = "DescribeClusterNodeResponse";
const _DCNV = "DetachClusterNodeVolume";
const _DCNVR = "DetachClusterNodeVolumeRequest";
const _DCNVRe = "DetachClusterNodeVolumeResponse";
const _DCP = "DependencyCopyPath";
const _DCQ = "DeleteComputeQuota";
const _DCQR = "DeleteComputeQuotaRequest";
const _DCQRe = "DescribeComputeQuotaRequest";
const _DCQRes = "DescribeComputeQuotaResponse";
const _DCQe = "DescribeComputeQuota";
const _DCR = "DefaultCodeRepository";
const _DCRC = "DefaultCodeRepositoryContains";
const _DCRI = "DeleteCodeRepositoryInput";
const _DCRIe = "DescribeCodeRepositoryInput";
const _DCRO = "DescribeCodeRepositoryOutput";
const _DCRe = "DeleteClusterRequest";
const _DCRel = "DeleteClusterResponse";
const _DCRele = "DeleteContextRequest";
const _DCRelet = "DeleteContextResponse";
const _DCRelete = "DeleteCodeRepository";
const _DCRes = "DescribeClusterRequest";
const _DCResc = "DescribeClusterResponse";
const _DCRescr = "DescribeContextRequest";
const _DCRescri = "DescribeContextResponse";
const _DCRescrib = "DescribeCodeRepository";
const _DCSC = "DeleteClusterSchedulerConfig";
const _DCSCR = "DeleteClusterSchedulerConfigRequest";
const _DCSCRe = "DescribeClusterSchedulerConfigRequest";
const _DCSCRes = "DescribeClusterSchedulerConfigResponse";
const _DCSCe = "DescribeClusterSchedulerConfig";
const _DCa = "DatasetConfig";
const _DCe = "DeploymentConfig";
const _DCel = "DeleteCluster";
const _DCele = "DeleteContext";
const _DCes = "DescribeCluster";
const _DCesc = "DescribeContext";
const _DD = "DatasetDefinition";
const _DDCR = "DisassociateDefaultCodeRepository";
const _DDF = "DeleteDeviceFleet";
const _DDFR = "DeleteDeviceFleetRequest";
const _DDFRe = "DescribeDeviceFleetRequest";
const _DDFRes = "DescribeDeviceFleetResponse";
const _DDFe = "DescribeDeviceFleet";
const _DDIC = "DerivedDataInputConfig";
const _DDIL = "DefaultDomainIdList";
const _DDQJD = "DeleteDataQualityJobDefinition";
const _DDQJDR = "DeleteDataQualityJobDefinitionRequest";
const _DDQJDRe = "DescribeDataQualityJobDefinitionRequest";
const _DDQJDRes = "DescribeDataQualityJobDefinitionResponse";
const _DDQJDe = "DescribeDataQualityJobDefinition";
const _DDR = "DeleteDomainRequest";
const _DDRe = "DeregisterDevicesRequest";
const _DDRes = "DescribeDeviceRequest";
const _DDResc = "DescribeDeviceResponse";
const _DDRescr = "DescribeDomainRequest";
const _DDRescri = "DescribeDomainResponse";
const _DDS = "DirectDeploySettings";
const _DDSM = "DeviceDeploymentStatusMessage";
const _DDSe = "DeviceDeploymentSummary";
const _DDSev = "DeviceDeploymentStatus";
const _DDSevi = "DeviceDeploymentSummaries";
const _DDT = "DataDistributionType";
const _DDe = "DeleteDomain";
const _DDer = "DeregisterDevices";
const _DDes = "DescribeDevice";
const _DDesc = "DescribeDomain";
const _DDo = "DomainDetails";
const _DE = "DeleteEndpoint";
const _DEC = "DeleteEndpointConfig";
const _DECI = "DeleteEndpointConfigInput";
const _DECIe = "DescribeEndpointConfigInput";
const _DECO = "DescribeEndpointConfigOutput";
const _DECe = "DescribeEndpointConfig";
const _DEDP = "DeleteEdgeDeploymentPlan";
const _DEDPR = "DeleteEdgeDeploymentPlanRequest";
const _DEDPRe = "DescribeEdgeDeploymentPlanRequest";
const _DEDPRes = "DescribeEdgeDeploymentPlanResponse";
const _DEDPe = "DescribeEdgeDeploymentPlan";
const _DEDS = "DeleteEdgeDeploymentStage";
const _DEDSR = "DeleteEdgeDeploymentStageRequest";
const _DEI = "DeleteEndpointInput";
const _DEIe = "DescribeEndpointInput";
const _DENL = "DataExplorationNotebookLocation";
const _DEO = "DescribeEndpointOutput";
const _DEPJ = "DescribeEdgePackagingJob";
const _DEPJR = "DescribeEdgePackagingJobRequest";
const _DEPJRe = "DescribeEdgePackagingJobResponse";
const _DER = "DeleteExperimentRequest";
const _DERA = "DomainExecutionRoleArn";
const _DERe = "DeleteExperimentResponse";
const _DERes = "DescribeExperimentRequest";
const _DEResc = "DescribeExperimentResponse";
const _DESS = "DefaultEbsStorageSettings";
const _DEVSIG = "DefaultEbsVolumeSizeInGb";
const _DEe = "DeleteExperiment";
const _DEes = "DescribeEndpoint";
const _DEesc = "DescribeExperiment";
const _DF = "DatasetFormat";
const _DFA = "DeviceFleetArn";
const _DFD = "DeleteFlowDefinition";
const _DFDI = "DefaultForDomainId";
const _DFDR = "DeleteFlowDefinitionRequest";
const _DFDRe = "DeleteFlowDefinitionResponse";
const _DFDRes = "DescribeFlowDefinitionRequest";
const _DFDResc = "DescribeFlowDefinitionResponse";
const _DFDe = "DescribeFlowDefinition";
const _DFG = "DeleteFeatureGroup";
const _DFGR = "DeleteFeatureGroupRequest";
const _DFGRe = "DescribeFeatureGroupRequest";
const _DFGRes = "DescribeFeatureGroupResponse";
const _DFGe = "DescribeFeatureGroup";
const _DFM = "DescribeFeatureMetadata";
const _DFMR = "DescribeFeatureMetadataRequest";
const _DFMRe = "DescribeFeatureMetadataResponse";
const _DFN = "DeviceFleetName";
const _DFNC = "DeviceFleetNameContains";
const _DFS = "DeviceFleetSummary";
const _DFSLC = "DesiredFSxLustreConfig";
const _DFSLDP = "DesiredFSxLustreDeletionPolicy";
const _DFSe = "DeviceFleetSummaries";
const _DG = "DefaultGid";
const _DGTC = "DisableGlueTableCreation";
const _DH = "DurationHours";
const _DHC = "DebugHookConfig";
const _DHCC = "DeepHealthCheckConfigurations";
const _DHCR = "DeleteHubContentRequest";
const _DHCRR = "DeleteHubContentReferenceRequest";
const _DHCRe = "DescribeHubContentRequest";
const _DHCRel = "DeleteHubContentReference";
const _DHCRes = "DescribeHubContentResponse";
const _DHCe = "DeepHealthChecks";
const _DHCel = "DeleteHubContent";
const _DHCes = "DescribeHubContent";
const _DHPTJ = "DeleteHyperParameterTuningJob";
const _DHPTJR = "DeleteHyperParameterTuningJobRequest";
const _DHPTJRe = "DescribeHyperParameterTuningJobRequest";
const _DHPTJRes = "DescribeHyperParameterTuningJobResponse";
const _DHPTJe = "DescribeHyperParameterTuningJob";
const _DHR = "DeleteHubRequest";
const _DHRe = "DescribeHubRequest";
const _DHRes = "DescribeHubResponse";
const _DHTU = "DeleteHumanTaskUi";
const _DHTUR = "DeleteHumanTaskUiRequest";
const _DHTURe = "DeleteHumanTaskUiResponse";
const _DHTURes = "DescribeHumanTaskUiRequest";
const _DHTUResc = "DescribeHumanTaskUiResponse";
const _DHTUe = "DescribeHumanTaskUi";
const _DHe = "DeleteHub";
const _DHes = "DescribeHub";
const _DI = "DomainId";
const _DIA = "DirectInternetAccess";
const _DIC = "DesiredInstanceCount";
const _DICI = "DeleteInferenceComponentInput";
const _DICIe = "DescribeInferenceComponentInput";
const _DICO = "DescribeInferenceComponentOutput";
const _DICa = "DataInputConfig";
const _DICe = "DeleteInferenceComponent";
const _DICes = "DescribeInferenceComponent";
const _DIE = "DomainIdEquals";
const _DIER = "DeleteInferenceExperimentRequest";
const _DIERe = "DeleteInferenceExperimentResponse";
const _DIERes = "DescribeInferenceExperimentRequest";
const _DIEResc = "DescribeInferenceExperimentResponse";
const _DIEe = "DeleteInferenceExperiment";
const _DIEes = "DescribeInferenceExperiment";
const _DII = "DesiredImageId";
const _DIR = "DeleteImageRequest";
const _DIRJ = "DescribeInferenceRecommendationsJob";
const _DIRJR = "DescribeInferenceRecommendationsJobRequest";
const _DIRJRe = "DescribeInferenceRecommendationsJobResponse";
const _DIRV = "DesiredImageReleaseVersion";
const _DIRe = "DeleteImageResponse";
const _DIRes = "DescribeImageRequest";
const _DIResc = "DescribeImageResponse";
const _DIS = "DurationInSeconds";
const _DIT = "DesiredInstanceTypes";
const _DITe = "DeploymentInstanceType";
const _DIV = "DeleteImageVersion";
const _DIVR = "DeleteImageVersionRequest";
const _DIVRe = "DeleteImageVersionResponse";
const _DIVRes = "DescribeImageVersionRequest";
const _DIVResc = "DescribeImageVersionResponse";
const _DIVe = "DescribeImageVersion";
const _DIe = "DeployedImage";
const _DIel = "DeleteImage";
const _DIep = "DeployedImages";
const _DIer = "DerivedInformation";
const _DIes = "DescribeImage";
const _DJ = "DeleteJob";
const _DJR = "DeleteJobRequest";
const _DJRe = "DeleteJobResponse";
const _DJRes = "DescribeJobRequest";
const _DJResc = "DescribeJobResponse";
const _DJSV = "DescribeJobSchemaVersion";
const _DJSVR = "DescribeJobSchemaVersionRequest";
const _DJSVRe = "DescribeJobSchemaVersionResponse";
const _DJe = "DescribeJob";
const _DL = "DesiredLabels";
const _DLC = "DisassociateLifecycleConfig";
const _DLG = "DescribeLineageGroup";
const _DLGR = "DescribeLineageGroupRequest";
const _DLGRe = "DescribeLineageGroupResponse";
const _DLJ = "DescribeLabelingJob";
const _DLJR = "DescribeLabelingJobRequest";
const _DLJRe = "DescribeLabelingJobResponse";
const _DLU = "DefaultLandingUri";
const _DLo = "DomainList";
const _DM = "DurationMinutes";
const _DMA = "DeleteMlflowApp";
const _DMAR = "DeleteMlflowAppRequest";
const _DMARe = "DeleteMlflowAppResponse";
const _DMARes = "DescribeMlflowAppRequest";
const _DMAResc = "DescribeMlflowAppResponse";
const _DMAe = "DescribeMlflowApp";
const _DMBJD = "DeleteModelBiasJobDefinition";
const _DMBJDR = "DeleteModelBiasJobDefinitionRequest";
const _DMBJDRe = "DescribeModelBiasJobDefinitionRequest";
const _DMBJDRes = "DescribeModelBiasJobDefinitionResponse";
const _DMBJDe = "DescribeModelBiasJobDefinition";
const _DMC = "DeleteModelCard";
const _DMCEJ = "DescribeModelCardExportJob";
const _DMCEJR = "DescribeModelCardExportJobRequest";
const _DMCEJRe = "DescribeModelCardExportJobResponse";
const _DMCR = "DeleteModelCardRequest";
const _DMCRe = "DescribeModelCardRequest";
const _DMCRes = "DescribeModelCardResponse";
const _DMCe = "DescribeModelCard";
const _DMEJD = "DeleteModelExplainabilityJobDefinition";
const _DMEJDR = "DeleteModelExplainabilityJobDefinitionRequest";
const _DMEJDRe = "DescribeModelExplainabilityJobDefinitionRequest";
const _DMEJDRes = "DescribeModelExplainabilityJobDefinitionResponse";
const _DMEJDe = "DescribeModelExplainabilityJobDefinition";
const _DMI = "DeleteModelInput";
const _DMIe = "DescribeModelInput";
const _DMO = "DescribeModelOutput";
const _DMP = "DeleteModelPackage";
const _DMPG = "DeleteModelPackageGroup";
const _DMPGI = "DeleteModelPackageGroupInput";
const _DMPGIe = "DescribeModelPackageGroupInput";
const _DMPGO = "DescribeModelPackageGroupOutput";
const _DMPGP = "DeleteModelPackageGroupPolicy";
const _DMPGPI = "DeleteModelPackageGroupPolicyInput";
const _DMPGe = "DescribeModelPackageGroup";
const _DMPI = "DeleteModelPackageInput";
const _DMPIe = "DescribeModelPackageInput";
const _DMPO = "DescribeModelPackageOutput";
const _DMPe = "DescribeModelPackage";
const _DMQJD = "DeleteModelQualityJobDefinition";
const _DMQJDR = "DeleteModelQualityJobDefinitionRequest";
const _DMQJDRe = "DescribeModelQualityJobDefinitionRequest";
const _DMQJDRes = "DescribeModelQualityJobDefinitionResponse";
const _DMQJDe = "DescribeModelQualityJobDefinition";
const _DMS = "DeleteMonitoringSchedule";
const _DMSR = "DeleteMonitoringScheduleRequest";
const _DMSRe = "DescribeMonitoringScheduleRequest";
const _DMSRes = "DescribeMonitoringScheduleResponse";
const _DMSe = "DescribeMonitoringSchedule";
const _DMTS = "DeleteMlflowTrackingServer";
const _DMTSR = "DeleteMlflowTrackingServerRequest";
const _DMTSRe = "DeleteMlflowTrackingServerResponse";
const _DMTSRes = "DescribeMlflowTrackingServerRequest";
const _DMTSResc = "DescribeMlflowTrackingServerResponse";
const _DMTSe = "DescribeMlflowTrackingServer";
const _DMV = "DesiredModelVariants";
const _DMe = "DeleteModel";
const _DMes = "DescribeModel";
const _DN = "DestinationName";
const _DNC = "DeviceNameContains";
const _DNI = "DeleteNotebookInstance";
const _DNII = "DeleteNotebookInstanceInput";
const _DNIIe = "DescribeNotebookInstanceInput";
const _DNILC = "DeleteNotebookInstanceLifecycleConfig";
const _DNILCI = "DeleteNotebookInstanceLifecycleConfigInput";
const _DNILCIe = "DescribeNotebookInstanceLifecycleConfigInput";
const _DNILCO = "DescribeNotebookInstanceLifecycleConfigOutput";
const _DNILCe = "DescribeNotebookInstanceLifecycleConfig";
const _DNIO = "DescribeNotebookInstanceOutput";
const _DNIe = "DescribeNotebookInstance";
const _DNe = "DeviceName";
const _DNef = "DefinitionName";
const _DNev = "DeviceNames";
const _DNi = "DisplayName";
const _DNn = "DnsName";
const _DNo = "DomainName";
const _DOJ = "DeleteOptimizationJob";
const _DOJR = "DeleteOptimizationJobRequest";
const _DOJRe = "DescribeOptimizationJobRequest";
const _DOJRes = "DescribeOptimizationJobResponse";
const _DOJe = "DescribeOptimizationJob";
const _DOP = "DependencyOriginPath";
const _DP = "DataProcessing";
const _DPA = "DeletePartnerApp";
const _DPAR = "DeletePartnerAppRequest";
const _DPARe = "DeletePartnerAppResponse";
const _DPARes = "DescribePartnerAppRequest";
const _DPAResc = "DescribePartnerAppResponse";
const _DPAe = "DescribePartnerApp";
const _DPDFE = "DescribePipelineDefinitionForExecution";
const _DPDFER = "DescribePipelineDefinitionForExecutionRequest";
const _DPDFERe = "DescribePipelineDefinitionForExecutionResponse";
const _DPE = "DescribePipelineExecution";
const _DPER = "DescribePipelineExecutionRequest";
const _DPERe = "DescribePipelineExecutionResponse";
const _DPI = "DeleteProjectInput";
const _DPIe = "DescribeProjectInput";
const _DPJ = "DeleteProcessingJob";
const _DPJR = "DeleteProcessingJobRequest";
const _DPJRe = "DescribeProcessingJobRequest";
const _DPJRes = "DescribeProcessingJobResponse";
const _DPJe = "DescribeProcessingJob";
const _DPO = "DescribeProjectOutput";
const _DPR = "DeletePipelineRequest";
const _DPRe = "DeletePipelineResponse";
const _DPRes = "DescribePipelineRequest";
const _DPResc = "DescribePipelineResponse";
const _DPS = "DesiredPatchSchedule";
const _DPe = "DeleteProperties";
const _DPel = "DeletePipeline";
const _DPele = "DeleteProject";
const _DPes = "DescribePipeline";
const _DPesc = "DescribeProject";
const _DPi = "DirectoryPath";
const _DPis = "DisableProfiler";
const _DQAS = "DataQualityAppSpecification";
const _DQBC = "DataQualityBaselineConfig";
const _DQJI = "DataQualityJobInput";
const _DQJOC = "DataQualityJobOutputConfig";
const _DR = "DeploymentRecommendation";
const _DRC = "DebugRuleConfigurations";
const _DRCR = "DescribeReservedCapacityRequest";
const _DRCRe = "DescribeReservedCapacityResponse";
const _DRCe = "DebugRuleConfiguration";
const _DRCes = "DesiredRuntimeConfig";
const _DRCesc = "DescribeReservedCapacity";
const _DRES = "DebugRuleEvaluationStatus";
const _DRESe = "DebugRuleEvaluationStatuses";
const _DRS = "DefaultResourceSpec";
const _DRo = "DomainRegion";
const _DS = "DataSource";
const _DSC = "DataSplitConfig";
const _DSCa = "DataStorageConfig";
const _DSCe = "DeviceSelectionConfig";
const _DSCes = "DesiredServerlessConfig";
const _DSCy = "DynamicScalingConfiguration";
const _DSFU = "DomainSettingsForUpdate";
const _DSLC = "DeleteStudioLifecycleConfig";
const _DSLCR = "DeleteStudioLifecycleConfigRequest";
const _DSLCRe = "DescribeStudioLifecycleConfigRequest";
const _DSLCRes = "DescribeStudioLifecycleConfigResponse";
const _DSLCe = "DescribeStudioLifecycleConfig";
const _DSN = "DeployedStageName";
const _DSNa = "DataSourceName";
const _DSR = "DeleteSpaceRequest";
const _DSRe = "DescribeSpaceRequest";
const _DSRes = "DescribeSpaceResponse";
const _DSS = "DefaultSpaceSettings";
const _DSSP = "DisableSagemakerServicecatalogPortfolio";
const _DSSPI = "DisableSagemakerServicecatalogPortfolioInput";
const _DSSPO = "DisableSagemakerServicecatalogPortfolioOutput";
const _DSSS = "DefaultSpaceStorageSettings";
const _DSSSe = "DeploymentStageStatusSummary";
const _DSSSep = "DeploymentStageStatusSummaries";
const _DST = "DeploymentStartTime";
const _DSTe = "DeviceSubsetType";
const _DSU = "DestinationS3Uri";
const _DSV = "DocumentSchemaVersion";
const _DSW = "DescribeSubscribedWorkteam";
const _DSWR = "DescribeSubscribedWorkteamRequest";
const _DSWRe = "DescribeSubscribedWorkteamResponse";
const _DSa = "DatasetSource";
const _DSe = "DeploymentStage";
const _DSel = "DeleteSpace";
const _DSep = "DeploymentStatus";
const _DSepl = "DeploymentStages";
const _DSes = "DesiredState";
const _DSesc = "DescribeSpace";
const _DSev = "DeviceStats";
const _DSevi = "DeviceSummary";
const _DSevic = "DeviceSummaries";
const _DSo = "DomainSettings";
const _DSoc = "DockerSettings";
const _DT = "DestinationType";
const _DTA = "DatapointsToAlert";
const _DTC = "DeleteTrialComponent";
const _DTCR = "DeleteTrialComponentRequest";
const _DTCRe = "DeleteTrialComponentResponse";
const _DTCRes = "DescribeTrialComponentRequest";
const _DTCResc = "DescribeTrialComponentResponse";
const _DTCRi = "DisassociateTrialComponentRequest";
const _DTCRis = "DisassociateTrialComponentResponse";
const _DTCe = "DescribeTrialComponent";
const _DTCi = "DisassociateTrialComponent";
const _DTI = "DeleteTagsInput";
const _DTJ = "DeleteTrainingJob";
const _DTJR = "DeleteTrainingJobRequest";
const _DTJRe = "DescribeTrainingJobRequest";
const _DTJRes = "DescribeTrainingJobResponse";
const _DTJResc = "DescribeTransformJobRequest";
const _DTJRescr = "DescribeTransformJobResponse";
const _DTJe = "DescribeTrainingJob";
const _DTJes = "DescribeTransformJob";
const _DTO = "DeleteTagsOutput";
const _DTP = "DescribeTrainingPlan";
const _DTPEH = "DescribeTrainingPlanExtensionHistory";
const _DTPEHR = "DescribeTrainingPlanExtensionHistoryRequest";
const _DTPEHRe = "DescribeTrainingPlanExtensionHistoryResponse";
const _DTPR = "DescribeTrainingPlanRequest";
const _DTPRe = "DescribeTrainingPlanResponse";
const _DTR = "DeleteTrialRequest";
const _DTRe = "DeleteTrialResponse";
const _DTRes = "DescribeTrialRequest";
const _DTResc = "DescribeTrialResponse";
const _DTe = "DesiredTaints";
const _DTel = "DeleteTags";
const _DTele = "DeleteTrial";
const _DTes = "DescribeTrial";
const _DU = "DefaultUid";
const _DUP = "DeleteUserProfile";
const _DUPR = "DeleteUserProfileRequest";
const _DUPRe = "DescribeUserProfileRequest";
const _DUPRes = "DescribeUserProfileResponse";
const _DUPe = "DescribeUserProfile";
const _DUS = "DefaultUserSettings";
const _DUb = "DbUser";
const _DV = "DefaultValue";
const _DW = "DesiredWeight";
const _DWAC = "DesiredWeightAndCapacity";
const _DWACL = "DesiredWeightAndCapacityList";
const _DWACe = "DesiredWeightsAndCapacities";
const _DWR = "DeleteWorkforceRequest";
const _DWRe = "DeleteWorkforceResponse";
const _DWRel = "DeleteWorkteamRequest";
const _DWRele = "DeleteWorkteamResponse";
const _DWRes = "DescribeWorkforceRequest";
const _DWResc = "DescribeWorkforceResponse";
const _DWRescr = "DescribeWorkteamRequest";
const _DWRescri = "DescribeWorkteamResponse";
const _DWe = "DeleteWorkforce";
const _DWel = "DeleteWorkteam";
const _DWes = "DescribeWorkforce";
const _DWesc = "DescribeWorkteam";
const _Da = "Database";
const _De = "Device";
const _Des = "Destination";
const _Dev = "Devices";
const _Di = "Direction";
const _Dim = "Dimension";
const _Do = "Domain";
const _Dol = "Dollars";
const _Dom = "Domains";
const _E = "Environment";
const _EA = "EndpointArn";
const _EAMVU = "EnableAutoMinorVersionUpgrade";
const _EAv = "EvaluatorArn";
const _EAx = "ExperimentArn";
const _EAxp = "ExportArtifacts";
const _EAxt = "ExtendedAt";
const _EC = "ErrorCode";
const _ECA = "EndpointConfigArn";
const _ECD = "EnvironmentConfigDetails";
const _ECN = "EndpointConfigName";
const _ECR = "Ec2CapacityReservation";
const _ECRI = "Ec2CapacityReservationId";
const _ECRL = "Ec2CapacityReservationsList";
const _ECRc = "Ec2CapacityReservations";
const _ECS = "EndpointConfigSummary";
const _ECSL = "EndpointConfigSummaryList";
const _ECSM = "EndpointConfigStepMetadata";
const _ECn = "EnvironmentConfig";
const _ECna = "EnableCapture";
const _ECnab = "EnableCaching";
const _ECnd = "EndpointConfiguration";
const _ECndp = "EndpointConfigs";
const _ECndpo = "EndpointConfig";
const _ECndpoi = "EndpointConfigurations";
const _ECx = "ExplainerConfig";
const _ECxp = "ExperimentConfig";
const _ED = "EventDetails";
const _EDA = "EnableDockerAccess";
const _EDC = "EdgeDeploymentConfig";
const _EDDIOS = "ExcludeDevicesDeployedInOtherStage";
const _EDF = "EdgeDeploymentFailed";
const _EDFIS = "EdgeDeploymentFailedInStage";
const _EDMC = "EdgeDeploymentModelConfig";
const _EDMCd = "EdgeDeploymentModelConfigs";
const _EDO = "EnableDetailedObservability";
const _EDP = "EdgeDeploymentPending";
const _EDPA = "EdgeDeploymentPlanArn";
const _EDPIS = "EdgeDeploymentPendingInStage";
const _EDPN = "EdgeDeploymentPlanName";
const _EDPS = "EdgeDeploymentPlanSummary";
const _EDPSd = "EdgeDeploymentPlanSummaries";
const _EDS = "EdgeDeploymentSuccess";
const _EDSIS = "EdgeDeploymentSuccessInStage";
const _EDSM = "EdgeDeploymentStatusMessage";
const _EDSST = "EdgeDeploymentStageStartTime";
const _EDSd = "EdgeDeploymentStatus";
const _EDn = "EndDate";
const _EE = "EfaEnis";
const _EEM = "EnableEnhancedMetrics";
const _EET = "ExtensionEndTime";
const _EEn = "EnableExplanations";
const _EFA = "ExcludeFeaturesAttribute";
const _EFSFS = "EFSFileSystem";
const _EFSFSC = "EFSFileSystemConfig";
const _EI = "EventId";
const _EIC = "EndpointInputConfiguration";
const _EICTE = "EnableInterContainerTrafficEncryption";
const _EICn = "EnableInfraCheck";
const _EICnd = "EndpointInputConfigurations";
const _EIRA = "EnableIotRoleAlias";
const _EIS = "ExpiresInSeconds";
const _EISBI = "EnableIamSessionBasedIdentity";
const _EIn = "EndpointInput";
const _EInd = "EndpointInfo";
const _EInv = "EnvironmentId";
const _EIr = "ErrorInfo";
const _EL = "EventLevel";
const _EM = "EndpointMetadata";
const _EMJ = "EnableMultipleJobs";
const _EMR = "EMR";
const _EMRSM = "EMRStepMetadata";
const _EMS = "EdgeModelStat";
const _EMST = "EnableManagedSpotTraining";
const _EMSd = "EdgeModelSummary";
const _EMSdg = "EdgeModelStats";
const _EMSdge = "EdgeModelSummaries";
const _EMd = "EdgeModel";
const _EMdg = "EdgeModels";
const _EMn = "EnforcementMode";
const _EMnd = "EndpointMetrics";
const _EMr = "ErrorMessage";
const _EMv = "EventMetadata";
const _EMx = "ExitMessage";
const _EN = "EndpointName";
const _ENE = "EndpointNameEquals";
const _ENI = "EnableNetworkIsolation";
const _ENx = "ExperimentName";
const _EOC = "EdgeOutputConfig";
const _EOCn = "EndpointOutputConfiguration";
const _EOS = "EnableOnlineStore";
const _EP = "ExpectedPerformance";
const _EPDO = "EdgePresetDeploymentOutput";
const _EPJA = "EdgePackagingJobArn";
const _EPJN = "EdgePackagingJobName";
const _EPJS = "EdgePackagingJobStatus";
const _EPJSM = "EdgePackagingJobStatusMessage";
const _EPJSd = "EdgePackagingJobSummary";
const _EPJSdg = "EdgePackagingJobSummaries";
const _EPL = "ExpectedPerformanceList";
const _EPR = "EnvironmentParameterRanges";
const _EPn = "EndpointPerformances";
const _EPnd = "EndpointPerformance";
const _EPnv = "EnvironmentParameter";
const _EPnvi = "EnvironmentParameters";
const _EPv = "EvaluationPeriod";
const _ER = "ErrorResponse";
const _ERA = "ExecutionRoleArn";
const _ERAE = "EksRoleAccessEntries";
const _ERARN = "ExecutionRoleARN";
const _ERAx = "ExecutionRoleArns";
const _ERD = "EnableRemoteDebug";
const _ERIC = "ExecutionRoleIdentityConfig";
const _ERSNM = "ExecutionRoleSessionNameMode";
const _ERVP = "ExcludeRetainedVariantProperties";
const _ERx = "ExecutionRole";
const _ES = "EndpointStatus";
const _ESCC = "EmrServerlessComputeConfig";
const _ESL = "EndpointSummaryList";
const _ESM = "EndpointStepMetadata";
const _ESMMTS = "EnableSageMakerMetricsTimeSeries";
const _ESS = "EmrServerlessSettings";
const _ESSMA = "EnableSSMAccess";
const _ESSP = "EnableSagemakerServicecatalogPortfolio";
const _ESSPI = "EnableSagemakerServicecatalogPortfolioInput";
const _ESSPO = "EnableSagemakerServicecatalogPortfolioOutput";
const _ESSb = "EbsStorageSettings";
const _EST = "ExtensionStartTime";
const _ESTC = "EnableSessionTagChaining";
const _ESU = "ExpectedS3Url";
const _ESm = "EmrSettings";
const _ESn = "EndpointSummary";
const _ESx = "ExperimentSource";
const _ESxp = "ExperimentSummary";
const _ESxpe = "ExperimentSummaries";
const _ET = "ETag";
const _ETA = "EventTimeAfter";
const _ETB = "EventTimeBefore";
const _ETBn = "EndTimeBefore";
const _ETFN = "EventTimeFeatureName";
const _ETIPS = "EffectiveTrustedIdentityPropagationStatus";
const _ETO = "EndTimeOffset";
const _ETP = "ExtendTrainingPlan";
const _ETPR = "ExtendTrainingPlanRequest";
const _ETPRx = "ExtendTrainingPlanResponse";
const _ETn = "EndTime";
const _ETr = "ErrorTopic";
const _ETv = "EventTime";
const _ETva = "EvaluationType";
const _EV = "EnvironmentVariables";
const _EVC = "EbsVolumeConfig";
const _EVSIG = "EbsVolumeSizeInGb";
const _Ed = "Edge";
const _Edg = "Edges";
const _Ef = "Effect";
const _Ek = "Eks";
const _En = "Endpoint";
const _Ena = "Enabled";
const _End = "Endpoints";
const _Er = "Error";
const _Err = "Errors";
const _Ev = "Events";
const _Ex = "Explainability";
const _Exp = "Experiment";
const _F = "Framework";
const _FA = "FeaturesAttribute";
const _FALMA = "FinalActiveLearningModelArn";
const _FAMLJOM = "FinalAutoMLJobObjectiveMetric";
const _FAe = "FeatureAdditions";
const _FC = "FailedCount";
const _FD = "FeatureDefinitions";
const _FDA = "FlowDefinitionArn";
const _FDN = "FlowDefinitionName";
const _FDOC = "FlowDefinitionOutputConfig";
const _FDS = "FlowDefinitionStatus";
const _FDSl = "FlowDefinitionSummary";
const _FDSlo = "FlowDefinitionSummaries";
const _FDe = "FeatureDefinition";
const _FF = "ForecastFrequency";
const _FG = "FeatureGroup";
const _FGA = "FeatureGroupArn";
const _FGN = "FeatureGroupName";
const _FGS = "FeatureGroupStatus";
const _FGSE = "FeatureGroupStatusEquals";
const _FGSe = "FeatureGroupSummary";
const _FGSea = "FeatureGroupSummaries";
const _FH = "FeatureHeaders";
const _FHP = "FailureHandlingPolicy";
const _FHPTJOM = "FinalHyperParameterTuningJobObjectiveMetric";
const _FHo = "ForecastHorizon";
const _FI = "FlatInvocations";
const _FL = "FilterList";
const _FLC = "FsxLustreConfig";
const _FM = "FailureMessage";
const _FMDL = "FinalMetricDataList";
const _FMe = "FeatureMetadata";
const _FN = "FeatureName";
const _FNLI = "FailedNodeLogicalIds";
const _FNRE = "FailedNonRetryableError";
const _FOZC = "FsxOpenZfsConfig";
const _FP = "FeatureParameter";
const _FPA = "FeatureParameterAdditions";
const _FPe = "FeatureParameters";
const _FQ = "ForecastQuantiles";
const _FR = "FailureReason";
const _FS = "FileSource";
const _FSAM = "FileSystemAccessMode";
const _FSC = "FileSystemConfig";
const _FSDS = "FileSystemDataSource";
const _FSI = "FileSystemId";
const _FSLC = "FSxLustreConfig";
const _FSLDP = "FSxLustreDeletionPolicy";
const _FSLFS = "FSxLustreFileSystem";
const _FSLFSC = "FSxLustreFileSystemConfig";
const _FSM = "FailStepMetadata";
const _FSO = "FeatureStoreOutput";
const _FSP = "FileSystemPath";
const _FSSU = "FeatureSpecificationS3Uri";
const _FST = "FileSystemType";
const _FSW = "FairShareWeight";
const _FSa = "FairShare";
const _FT = "FeatureTypes";
const _FTe = "FeatureType";
const _FTi = "FillingTransformations";
const _FV = "FrameworkVersion";
const _Fa = "Failed";
const _Fai = "Fail";
const _Fi = "Filter";
const _Fil = "Filters";
const _Fill = "Filling";
const _G = "Granularity";
const _GAN = "GroupingAttributeNames";
const _GAS = "GenerativeAiSettings";
const _GB = "GeneratedBy";
const _GC = "GitConfig";
const _GCDO = "GenerateCandidateDefinitionsOnly";
const _GCFU = "GitConfigForUpdate";
const _GDFR = "GetDeviceFleetReport";
const _GDFRR = "GetDeviceFleetReportRequest";
const _GDFRRe = "GetDeviceFleetReportResponse";
const _GII = "GenerateInferenceId";
const _GLGP = "GetLineageGroupPolicy";
const _GLGPR = "GetLineageGroupPolicyRequest";
const _GLGPRe = "GetLineageGroupPolicyResponse";
const _GMPGP = "GetModelPackageGroupPolicy";
const _GMPGPI = "GetModelPackageGroupPolicyInput";
const _GMPGPO = "GetModelPackageGroupPolicyOutput";
const _GP = "GroupPatterns";
const _GSCR = "GetScalingConfigurationRecommendation";
const _GSCRR = "GetScalingConfigurationRecommendationRequest";
const _GSCRRe = "GetScalingConfigurationRecommendationResponse";
const _GSS = "GetSearchSuggestions";
const _GSSPS = "GetSagemakerServicecatalogPortfolioStatus";
const _GSSPSI = "GetSagemakerServicecatalogPortfolioStatusInput";
const _GSSPSO = "GetSagemakerServicecatalogPortfolioStatusOutput";
const _GSSR = "GetSearchSuggestionsRequest";
const _GSSRe = "GetSearchSuggestionsResponse";
const _GTSI = "GroundTruthS3Input";
const _Gi = "Gid";
const _Gr = "Groups";
const _H = "Horovod";
const _HA = "HubArn";
const _HAC = "HubAccessConfig";
const _HAT = "HiddenAppTypes";
const _HC = "HubContent";
const _HCA = "HubContentArn";
const _HCAo = "HolidayConfigAttributes";
const _HCD = "HubContentDocument";
const _HCDL = "HubContentDependencyList";
const _HCDN = "HubContentDisplayName";
const _HCDu = "HubContentDescription";
const _HCDub = "HubContentDependencies";
const _HCDubo = "HubContentDependency";
const _HCI = "HubContentInfo";
const _HCIL = "HubContentInfoList";
const _HCM = "HubContentMarkdown";
const _HCN = "HubContentName";
const _HCS = "HubContentStatus";
const _HCSK = "HubContentSearchKeywords";
const _HCSu = "HubContentSummaries";
const _HCT = "HubContentType";
const _HCV = "HubContentVersion";
const _HCo = "HolidayConfig";
const _HD = "HubDescription";
const _HDN = "HubDisplayName";
const _HEFS = "HomeEfsFileSystem";
const _HEFSC = "HomeEfsFileSystemCreation";
const _HEFSI = "HomeEfsFileSystemId";
const _HEFSKKI = "HomeEfsFileSystemKmsKeyId";
const _HEFSU = "HomeEfsFileSystemUid";
const _HI = "HubInfo";
const _HIL = "HubInfoList";
const _HIT = "HiddenInstanceTypes";
const _HL = "HumanLabeled";
const _HLAC = "HumanLoopActivationConditions";
const _HLACC = "HumanLoopActivationConditionsConfig";
const _HLACu = "HumanLoopActivationConfig";
const _HLC = "HumanLoopConfig";
const _HLRS = "HumanLoopRequestSource";
const _HMT = "HiddenMlTools";
const _HN = "HubName";
const _HP = "HyperParameters";
const _HPAS = "HyperParameterAlgorithmSpecification";
const _HPR = "HyperParameterRanges";
const _HPS = "HyperParameterSpecification";
const _HPSy = "HyperParameterSpecifications";
const _HPTET = "HyperParameterTuningEndTime";
const _HPTIC = "HyperParameterTuningInstanceConfig";
const _HPTICy = "HyperParameterTuningInstanceConfigs";
const _HPTJ = "HyperParameterTuningJob";
const _HPTJA = "HyperParameterTuningJobArn";
const _HPTJC = "HyperParameterTuningJobConfig";
const _HPTJCD = "HyperParameterTuningJobCompletionDetails";
const _HPTJCR = "HyperParameterTuningJobConsumedResources";
const _HPTJD = "HyperParameterTrainingJobDefinition";
const _HPTJDy = "HyperParameterTrainingJobDefinitions";
const _HPTJN = "HyperParameterTuningJobName";
const _HPTJO = "HyperParameterTuningJobObjective";
const _HPTJOy = "HyperParameterTuningJobObjectives";
const _HPTJS = "HyperParameterTuningJobStatus";
const _HPTJSC = "HyperParameterTuningJobStrategyConfig";
const _HPTJSE = "HyperParameterTuningJobSearchEntity";
const _HPTJSy = "HyperParameterTrainingJobSummary";
const _HPTJSyp = "HyperParameterTuningJobSummary";
const _HPTJSype = "HyperParameterTuningJobSummaries";
const _HPTJSyper = "HyperParameterTrainingJobSummaries";
const _HPTJWSC = "HyperParameterTuningJobWarmStartConfig";
const _HPTRC = "HyperParameterTuningResourceConfig";
const _HPo = "HookParameters";
const _HS = "HubStatus";
const _HSC = "HyperbandStrategyConfig";
const _HSK = "HubSearchKeywords";
const _HSMI = "HiddenSageMakerImage";
const _HSMIVA = "HiddenSageMakerImageVersionAliases";
const _HSMIVAL = "HiddenSageMakerImageVersionAliasesList";
const _HSSC = "HubS3StorageConfig";
const _HSe = "HealthStatus";
const _HSu = "HubSummaries";
const _HTC = "HumanTaskConfig";
const _HTUA = "HumanTaskUiArn";
const _HTUN = "HumanTaskUiName";
const _HTUS = "HumanTaskUiStatus";
const _HTUSu = "HumanTaskUiSummary";
const _HTUSum = "HumanTaskUiSummaries";
const _He = "Header";
const _I = "Identifier";
const _IA = "InferenceAttribute";
const _IALMA = "InitialActiveLearningModelArn";
const _IAT = "IpAddressType";
const _IATR = "InputArtifactsToRemove";
const _IAU = "IncludeAvailableUpgrade";
const _IAV = "InferenceAmiVersion";
const _IAm = "ImageArn";
const _IAn = "InputArtifacts";
const _IAns = "InstanceArn";
const _IAs = "IsActive";
const _IB = "InferenceBenchmark";
const _IC = "InferenceComponents";
const _ICA = "InferenceComponentArn";
const _ICAZB = "InferenceComponentAvailabilityZoneBalance";
const _ICC = "InfraCheckConfig";
const _ICCRR = "InferenceComponentComputeResourceRequirements";
const _ICCS = "InferenceComponentCapacitySize";
const _ICCSS = "InferenceComponentContainerSpecificationSummary";
const _ICCSn = "InferenceComponentContainerSpecification";
const _ICD = "InferenceContainerDefinitions";
const _ICDC = "InferenceComponentDeploymentConfig";
const _ICDCC = "InferenceComponentDataCacheConfig";
const _ICDCCS = "InferenceComponentDataCacheConfigSummary";
const _ICI = "IdcConfigInput";
const _ICJC = "ImageClassificationJobConfig";
const _ICM = "InferenceComponentMetadata";
const _ICN = "InferenceComponentName";
const _ICO = "IdcConfigOutput";
const _ICPS = "InferenceComponentPlacementStatus";
const _ICPSL = "InferenceComponentPlacementStatusList";
const _ICRC = "InferenceComponentRuntimeConfig";
const _ICRCS = "InferenceComponentRuntimeConfigSummary";
const _ICRUP = "InferenceComponentRollingUpdatePolicy";
const _ICS = "InferenceComponentStatus";
const _ICSC = "InferenceComponentSchedulingConfig";
const _ICSL = "InferenceComponentSpecificationList";
const _ICSLn = "InferenceComponentSummaryList";
const _ICSP = "InferenceComponentStartupParameters";
const _ICSS = "InferenceComponentSpecificationSummary";
const _ICSSL = "InferenceComponentSpecificationSummaryList";
const _ICSn = "InferenceComponentSpecification";
const _ICSnf = "InferenceComponentSummary";
const _ICd = "IdcConfig";
const _ICm = "ImageConfig";
const _ICn = "InstanceCount";
const _ICnf = "InferenceContainers";
const _ICnfe = "InferenceConfig";
const _ICnfer = "InferenceComponent";
const _ICnfr = "InfrastructureConfig";
const _ICnp = "InputConfig";
const _ICns = "InstanceConfigs";
const _ICs = "IsCheckpoint";
const _ID = "InstanceDetails";
const _IDC = "InputDataConfig";
const _IDm = "ImageDigest";
const _IDn = "IncludedData";
const _IE = "InferenceExperiments";
const _IEA = "InferenceExperimentArn";
const _IEC = "InferenceExecutionConfig";
const _IEDSC = "InferenceExperimentDataStorageConfig";
const _IEL = "InferenceExperimentList";
const _IES = "InferenceExperimentSchedule";
const _IESn = "InferenceExperimentSummary";
const _IET = "InvocationEndTime";
const _IEn = "IncludeEdges";
const _IF = "InputFilter";
const _IG = "InstanceGroups";
const _IGHCC = "InstanceGroupHealthCheckConfiguration";
const _IGM = "InstanceGroupMetadata";
const _IGN = "InstanceGroupName";
const _IGNC = "InstanceGroupNameContains";
const _IGNn = "InstanceGroupNames";
const _IGS = "InstanceGroupScaling";
const _IGSM = "InstanceGroupScalingMetadata";
const _IGTD = "InstanceGroupsToDelete";
const _IGn = "InstanceGroup";
const _IHAC = "InferenceHubAccessConfig";
const _IHC = "ImportHubContent";
const _IHCR = "ImportHubContentRequest";
const _IHCRm = "ImportHubContentResponse";
const _II = "InstanceId";
const _IIAN = "ItemIdentifierAttributeName";
const _IIC = "InitialInstanceCount";
const _IIRI = "IncludeInferenceResponseIn";
const _IIa = "IamIdentity";
const _IIm = "ImageId";
const _IIn = "InferenceImage";
const _IIns = "InstanceIds";
const _IM = "InputMode";
const _IMAP = "InstanceMemoryAllocationPercentage";
const _IMR = "InvocationsMaxRetries";
const _IMSC = "InstanceMetadataServiceConfiguration";
const _IMn = "InferenceMetrics";
const _IMns = "InstanceMetadata";
const _IN = "ImageName";
const _INLI = "IncludeNodeLogicalIds";
const _INOU = "InitialNumberOfUsers";
const _INn = "InputName";
const _IP = "InstancePool";
const _IPC = "IamPolicyConstraints";
const _IPCn = "InstancePlacementConfig";
const _IPI = "InvocationsPerInstance";
const _IPL = "InstancePoolList";
const _IPLn = "InstancePreferenceList";
const _IPOAS = "IdentityProviderOAuthSettings";
const _IPOASd = "IdentityProviderOAuthSetting";
const _IPR = "IntegerParameterRange";
const _IPRS = "IntegerParameterRangeSpecification";
const _IPRn = "IntegerParameterRanges";
const _IPS = "InstancePoolSummary";
const _IPSL = "InstancePoolSummaryList";
const _IPn = "InstancePreference";
const _IPnr = "InProgress";
const _IPns = "InstancePools";
const _IPnst = "InstancePreferences";
const _IR = "IsRequired";
const _IRA = "IotRoleAlias";
const _IREC = "InstanceRequirementsEniConfigurations";
const _IRECn = "InstanceRequirementsEniConfiguration";
const _IRJ = "InferenceRecommendationsJob";
const _IRJN = "InferenceRecommendationsJobName";
const _IRJS = "InferenceRecommendationsJobStep";
const _IRJSn = "InferenceRecommendationsJobSteps";
const _IRJn = "InferenceRecommendationsJobs";
const _IRS = "IdleResourceSharing";
const _IRV = "ImageReleaseVersion";
const _IRn = "InstanceRequirements";
const _IRnf = "InferenceRecommendations";
const _IRnfe = "InferenceRecommendation";
const _IS = "IdleSettings";
const _ISC = "InstanceStorageConfigs";
const _ISN = "InferenceSpecificationName";
const _ISP = "InitialSamplingPercentage";
const _ISS = "ImageScanStatuses";
const _IST = "InvocationStartTime";
const _ISm = "ImageStatus";
const _ISn = "InferenceSpecification";
const _ISns = "InstanceStatus";
const _IT = "InstanceTypes";
const _ITCB = "IncrementTargetCountBy";
const _ITD = "InstanceTypeDetails";
const _ITIM = "IdleTimeoutInMinutes";
const _ITIS = "InvocationsTimeoutInSeconds";
const _ITN = "IotThingName";
const _ITn = "InstanceType";
const _ITnf = "InfrastructureType";
const _ITnt = "InterfaceType";
const _ITs = "IsTunable";
const _IU = "ImageUri";
const _IUIC = "InUseInstanceCount";
const _IV = "ImageVersion";
const _IVA = "ImageVersionArn";
const _IVN = "ImageVersionNumber";
const _IVS = "ImageVersionStatus";
const _IVW = "InitialVariantWeight";
const _IVm = "ImageVersions";
const _Id = "Id";
const _Im = "Image";
const _Ima = "Images";
const _In = "Input";
const _Inl = "Inline";
const _Ins = "Instance";
const _Is = "Issuer";
const _J = "Job";
const _JA = "JobArn";
const _JC = "JobCategory";
const _JCD = "JobConfigDocument";
const _JCS = "JobConfigSchema";
const _JCSV = "JobConfigSchemaVersion";
const _JCSVS = "JobConfigSchemaVersionSummary";
const _JCSo = "JobConfigSchemas";
const _JCT = "JsonContentTypes";
const _JD = "JobDescription";
const _JDA = "JobDefinitionArn";
const _JDIS = "JobDurationInSeconds";
const _JDN = "JobDefinitionName";
const _JDS = "JobDefinitionSummaries";
const _JLAIC = "JupyterLabAppImageConfig";
const _JLAS = "JupyterLabAppSettings";
const _JN = "JobName";
const _JR = "JobResources";
const _JRC = "JobReferenceCode";
const _JRCC = "JobReferenceCodeContains";
const _JS = "JoinSource";
const _JSAS = "JupyterServerAppSettings";
const _JSM = "JobStepMetadata";
const _JSS = "JobSecondaryStatus";
const _JSST = "JobSecondaryStatusTransition";
const _JSSTo = "JobSecondaryStatusTransitions";
const _JSo = "JobStatus";
const _JSob = "JobSummary";
const _JSobu = "JobSummaries";
const _JT = "JobType";
const _JU = "JwksUri";
const _Js = "Json";
const _K = "Key";
const _KAPIS = "KeepAlivePeriodInSeconds";
const _KC = "KubernetesConfig";
const _KGAS = "KernelGatewayAppSettings";
const _KGIC = "KernelGatewayImageConfig";
const _KK = "KmsKey";
const _KKI = "KmsKeyId";
const _KS = "KendraSettings";
const _KSe = "KernelSpecs";
const _KSer = "KernelSpec";
const _L = "Language";
const _LA = "LabelAttribute";
const _LAI = "ListAlgorithmsInput";
const _LAIBJ = "ListAIBenchmarkJobs";
const _LAIBJR = "ListAIBenchmarkJobsRequest";
const _LAIBJRi = "ListAIBenchmarkJobsResponse";
const _LAIC = "ListAppImageConfigs";
const _LAICR = "ListAppImageConfigsRequest";
const _LAICRi = "ListAppImageConfigsResponse";
const _LAIRJ = "ListAIRecommendationJobs";
const _LAIRJR = "ListAIRecommendationJobsRequest";
const _LAIRJRi = "ListAIRecommendationJobsResponse";
const _LAIWC = "ListAIWorkloadConfigs";
const _LAIWCR = "ListAIWorkloadConfigsRequest";
const _LAIWCRi = "ListAIWorkloadConfigsResponse";
const _LAMLJ = "ListAutoMLJobs";
const _LAMLJR = "ListAutoMLJobsRequest";
const _LAMLJRi = "ListAutoMLJobsResponse";
const _LAN = "LabelAttributeName";
const _LAO = "ListAlgorithmsOutput";
const _LAR = "ListActionsRequest";
const _LARi = "ListActionsResponse";
const _LARis = "ListAliasesRequest";
const _LARist = "ListAliasesResponse";
const _LARistp = "ListAppsRequest";
const _LARistpp = "ListAppsResponse";
const _LARistr = "ListArtifactsRequest";
const _LARistrt = "ListArtifactsResponse";
const _LARists = "ListAssociationsRequest";
const _LARistss = "ListAssociationsResponse";
const _LAi = "ListActions";
const _LAis = "ListAlgorithms";
const _LAist = "ListAliases";
const _LAistp = "ListApps";
const _LAistr = "ListArtifacts";
const _LAists = "ListAssociations";
const _LBTJ = "LastBatchTransformJob";
const _LC = "LabelCounters";
const _LCA = "LifecycleConfigArns";
const _LCAi = "LifecycleConfigArn";
const _LCC = "LifeCycleConfig";
const _LCCSU = "LabelCategoryConfigS3Uri";
const _LCE = "ListClusterEvents";
const _LCER = "ListClusterEventsRequest";
const _LCERi = "ListClusterEventsResponse";
const _LCFAMLJ = "ListCandidatesForAutoMLJob";
const _LCFAMLJR = "ListCandidatesForAutoMLJobRequest";
const _LCFAMLJRi = "ListCandidatesForAutoMLJobResponse";
const _LCFW = "LabelCountersForWorkteam";
const _LCJ = "ListCompilationJobs";
const _LCJR = "ListCompilationJobsRequest";
const _LCJRi = "ListCompilationJobsResponse";
const _LCN = "LifecycleConfigName";
const _LCNR = "ListClusterNodesRequest";
const _LCNRi = "ListClusterNodesResponse";
const _LCNi = "ListClusterNodes";
const _LCQ = "ListComputeQuotas";
const _LCQR = "ListComputeQuotasRequest";
const _LCQRi = "ListComputeQuotasResponse";
const _LCR = "ListClustersRequest";
const _LCRI = "ListCodeRepositoriesInput";
const _LCRO = "ListCodeRepositoriesOutput";
const _LCRi = "ListClustersResponse";
const _LCRis = "ListContextsRequest";
const _LCRist = "ListContextsResponse";
const _LCRisto = "ListCodeRepositories";
const _LCSC = "ListClusterSchedulerConfigs";
const _LCSCR = "ListClusterSchedulerConfigsRequest";
const _LCSCRi = "ListClusterSchedulerConfigsResponse";
const _LCi = "ListClusters";
const _LCis = "ListContexts";
const _LD = "ListDevices";
const _LDC = "LastDeploymentConfig";
const _LDF = "ListDeviceFleets";
const _LDFR = "ListDeviceFleetsRequest";
const _LDFRi = "ListDeviceFleetsResponse";
const _LDQJD = "ListDataQualityJobDefinitions";
const _LDQJDR = "ListDataQualityJobDefinitionsRequest";
const _LDQJDRi = "ListDataQualityJobDefinitionsResponse";
const _LDR = "ListDevicesRequest";
const _LDRi = "ListDevicesResponse";
const _LDRis = "ListDomainsRequest";
const _LDRist = "ListDomainsResponse";
const _LDi = "ListDomains";
const _LE = "LogoutEndpoint";
const _LEC = "ListEndpointConfigs";
const _LECI = "ListEndpointConfigsInput";
const _LECO = "ListEndpointConfigsOutput";
const _LEDP = "ListEdgeDeploymentPlans";
const _LEDPR = "ListEdgeDeploymentPlansRequest";
const _LEDPRi = "ListEdgeDeploymentPlansResponse";
const _LEI = "ListEndpointsInput";
const _LEO = "ListEndpointsOutput";
const _LEPEA = "LastExecutedPipelineExecutionArn";
const _LEPEAa = "LastExecutionPipelineExecutionArn";
const _LEPEDN = "LastExecutedPipelineExecutionDisplayName";
const _LEPES = "LastExecutedPipelineExecutionStatus";
const _LEPJ = "ListEdgePackagingJobs";
const _LEPJR = "ListEdgePackagingJobsRequest";
const _LEPJRi = "ListEdgePackagingJobsResponse";
const _LER = "ListExperimentsRequest";
const _LERi = "ListExperimentsResponse";
const _LES = "LcsExecutionState";
const _LET = "LastExecutionTime";
const _LEi = "ListEndpoints";
const _LEis = "ListExperiments";
const _LFD = "ListFlowDefinitions";
const _LFDR = "ListFlowDefinitionsRequest";
const _LFDRi = "ListFlowDefinitionsResponse";
const _LFG = "ListFeatureGroups";
const _LFGR = "ListFeatureGroupsRequest";
const _LFGRi = "ListFeatureGroupsResponse";
const _LFP = "LogFilePath";
const _LGA = "LogGroupArn";
const _LGAi = "LineageGroupArn";
const _LGN = "LineageGroupName";
const _LGS = "LineageGroupSummary";
const _LGSi = "LineageGroupSummaries";
const _LH = "LabelHeaders";
const _LHA = "LatestHeartbeatAfter";
const _LHC = "ListHubContents";
const _LHCR = "ListHubContentsRequest";
const _LHCRi = "ListHubContentsResponse";
const _LHCT = "LastHealthCheckTimestamp";
const _LHCV = "ListHubContentVersions";
const _LHCVR = "ListHubContentVersionsRequest";
const _LHCVRi = "ListHubContentVersionsResponse";
const _LHPTJ = "ListHyperParameterTuningJobs";
const _LHPTJR = "ListHyperParameterTuningJobsRequest";
const _LHPTJRi = "ListHyperParameterTuningJobsResponse";
const _LHR = "ListHubsRequest";
const _LHRi = "ListHubsResponse";
const _LHTU = "ListHumanTaskUis";
const _LHTUR = "ListHumanTaskUisRequest";
const _LHTURi = "ListHumanTaskUisResponse";
const _LHa = "LatestHeartbeat";
const _LHi = "ListHubs";
const _LI = "LabelIndex";
const _LIC = "ListInferenceComponents";
const _LICI = "ListInferenceComponentsInput";
const _LICO = "ListInferenceComponentsOutput";
const _LIE = "ListInferenceExperiments";
const _LIER = "ListInferenceExperimentsRequest";
const _LIERi = "ListInferenceExperimentsResponse";
const _LIR = "ListImagesRequest";
const _LIRJ = "ListInferenceRecommendationsJobs";
const _LIRJR = "ListInferenceRecommendationsJobsRequest";
const _LIRJRi = "ListInferenceRecommendationsJobsResponse";
const _LIRJS = "ListInferenceRecommendationsJobSteps";
const _LIRJSR = "ListInferenceRecommendationsJobStepsRequest";
const _LIRJSRi = "ListInferenceRecommendationsJobStepsResponse";
const _LIRi = "ListImagesResponse";
const _LIV = "ListImageVersions";
const _LIVR = "ListImageVersionsRequest";
const _LIVRi = "ListImageVersionsResponse";
const _LIa = "LatestInference";
const _LIi = "ListingId";
const _LIis = "ListImages";
const _LJ = "ListJobs";
const _LJA = "LabelingJobArn";
const _LJAC = "LabelingJobAlgorithmsConfig";
const _LJASA = "LabelingJobAlgorithmSpecificationArn";
const _LJDA = "LabelingJobDataAttributes";
const _LJDS = "LabelingJobDataSource";
const _LJFWS = "LabelingJobForWorkteamSummary";
const _LJFWSL = "LabelingJobForWorkteamSummaryList";
const _LJIC = "LabelingJobInputConfig";
const _LJN = "LabelingJobName";
const _LJO = "LabelingJobOutput";
const _LJOC = "LabelingJobOutputConfig";
const _LJR = "ListJobsRequest";
const _LJRC = "LabelingJobResourceConfig";
const _LJRi = "ListJobsResponse";
const _LJS = "LabelingJobStatus";
const _LJSC = "LabelingJobStoppingConditions";
const _LJSDS = "LabelingJobS3DataSource";
const _LJSDSa = "LabelingJobSnsDataSource";
const _LJSL = "LabelingJobSummaryList";
const _LJSV = "ListJobSchemaVersions";
const _LJSVR = "ListJobSchemaVersionsRequest";
const _LJSVRi = "ListJobSchemaVersionsResponse";
const _LJSa = "LabelingJobSummary";
const _LLG = "ListLineageGroups";
const _LLGR = "ListLineageGroupsRequest";
const _LLGRi = "ListLineageGroupsResponse";
const _LLJ = "ListLabelingJobs";
const _LLJFW = "ListLabelingJobsForWorkteam";
const _LLJFWR = "ListLabelingJobsForWorkteamRequest";
const _LLJFWRi = "ListLabelingJobsForWorkteamResponse";
const _LLJR = "ListLabelingJobsRequest";
const _LLJRi = "ListLabelingJobsResponse";
const _LM = "LifecycleManagement";
const _LMA = "LastModifiedAt";
const _LMAH = "ListMonitoringAlertHistory";
const _LMAHR = "ListMonitoringAlertHistoryRequest";
const _LMAHRi = "ListMonitoringAlertHistoryResponse";
const _LMAR = "ListMlflowAppsRequest";
const _LMARi = "ListMlflowAppsResponse";
const _LMARis = "ListMonitoringAlertsRequest";
const _LMARist = "ListMonitoringAlertsResponse";
const _LMAi = "ListMlflowApps";
const _LMAis = "ListMonitoringAlerts";
const _LMB = "LastModifiedBy";
const _LMBJD = "ListModelBiasJobDefinitions";
const _LMBJDR = "ListModelBiasJobDefinitionsRequest";
const _LMBJDRi = "ListModelBiasJobDefinitionsResponse";
const _LMC = "ListModelCards";
const _LMCEJ = "ListModelCardExportJobs";
const _LMCEJR = "ListModelCardExportJobsRequest";
const _LMCEJRi = "ListModelCardExportJobsResponse";
const _LMCR = "ListModelCardsRequest";
const _LMCRi = "ListModelCardsResponse";
const _LMCV = "ListModelCardVersions";
const _LMCVR = "ListModelCardVersionsRequest";
const _LMCVRi = "ListModelCardVersionsResponse";
const _LME = "ListMonitoringExecutions";
const _LMEJD = "ListModelExplainabilityJobDefinitions";
const _LMEJDR = "ListModelExplainabilityJobDefinitionsRequest";
const _LMEJDRi = "ListModelExplainabilityJobDefinitionsResponse";
const _LMER = "ListMonitoringExecutionsRequest";
const _LMERi = "ListMonitoringExecutionsResponse";
const _LMES = "LastMonitoringExecutionSummary";
const _LMI = "ListModelsInput";
const _LMM = "ListModelMetadata";
const _LMMR = "ListModelMetadataRequest";
const _LMMRi = "ListModelMetadataResponse";
const _LMO = "ListModelsOutput";
const _LMP = "ListModelPackages";
const _LMPG = "ListModelPackageGroups";
const _LMPGI = "ListModelPackageGroupsInput";
const _LMPGO = "ListModelPackageGroupsOutput";
const _LMPI = "ListModelPackagesInput";
const _LMPO = "ListModelPackagesOutput";
const _LMQJD = "ListModelQualityJobDefinitions";
const _LMQJDR = "ListModelQualityJobDefinitionsRequest";
const _LMQJDRi = "ListModelQualityJobDefinitionsResponse";
const _LMS = "ListMonitoringSchedules";
const _LMSR = "ListMonitoringSchedulesRequest";
const _LMSRi = "ListMonitoringSchedulesResponse";
const _LMT = "LastModifiedTime";
const _LMTA = "LastModifiedTimeAfter";
const _LMTB = "LastModifiedTimeBefore";
const _LMTS = "ListMlflowTrackingServers";
const _LMTSR = "ListMlflowTrackingServersRequest";
const _LMTSRi = "ListMlflowTrackingServersResponse";
const _LMi = "LineageMetadata";
const _LMis = "ListModels";
const _LNI = "ListNotebookInstances";
const _LNII = "ListNotebookInstancesInput";
const _LNILC = "ListNotebookInstanceLifecycleConfigs";
const _LNILCI = "ListNotebookInstanceLifecycleConfigsInput";
const _LNILCO = "ListNotebookInstanceLifecycleConfigsOutput";
const _LNIO = "ListNotebookInstancesOutput";
const _LOJ = "ListOptimizationJobs";
const _LOJR = "ListOptimizationJobsRequest";
const _LOJRi = "ListOptimizationJobsResponse";
const _LP = "LocalPath";
const _LPA = "ListPartnerApps";
const _LPAR = "ListPartnerAppsRequest";
const _LPARi = "ListPartnerAppsResponse";
const _LPE = "ListPipelineExecutions";
const _LPER = "ListPipelineExecutionsRequest";
const _LPERi = "ListPipelineExecutionsResponse";
const _LPES = "ListPipelineExecutionSteps";
const _LPESR = "ListPipelineExecutionStepsRequest";
const _LPESRi = "ListPipelineExecutionStepsResponse";
const _LPI = "ListProjectsInput";
const _LPJ = "ListProcessingJobs";
const _LPJR = "ListProcessingJobsRequest";
const _LPJRi = "ListProcessingJobsResponse";
const _LPO = "ListProjectsOutput";
const _LPPFE = "ListPipelineParametersForExecution";
const _LPPFER = "ListPipelineParametersForExecutionRequest";
const _LPPFERi = "ListPipelineParametersForExecutionResponse";
const _LPR = "ListPipelinesRequest";
const _LPRi = "ListPipelinesResponse";
const _LPV = "ListPipelineVersions";
const _LPVR = "ListPipelineVersionsRequest";
const _LPVRi = "ListPipelineVersionsResponse";
const _LPi = "ListPipelines";
const _LPis = "ListProjects";
const _LRC = "ListResourceCatalogs";
const _LRCR = "ListResourceCatalogsRequest";
const _LRCRi = "ListResourceCatalogsResponse";
const _LRT = "LastRunTime";
const _LS = "ListSpaces";
const _LSD = "ListStageDevices";
const _LSDR = "ListStageDevicesRequest";
const _LSDRi = "ListStageDevicesResponse";
const _LSLC = "ListStudioLifecycleConfigs";
const _LSLCR = "ListStudioLifecycleConfigsRequest";
const _LSLCRi = "ListStudioLifecycleConfigsResponse";
const _LSM = "LambdaStepMetadata";
const _LSN = "LogStreamName";
const _LSR = "ListSpacesRequest";
const _LSRi = "ListSpacesResponse";
const _LSS = "LinearStepSize";
const _LST = "LatestSampleTime";
const _LSUT = "LastSoftwareUpdateTime";
const _LSW = "ListSubscribedWorkteams";
const _LSWR = "ListSubscribedWorkteamsRequest";
const _LSWRi = "ListSubscribedWorkteamsResponse";
const _LT = "LaunchTime";
const _LTC = "ListTrialComponents";
const _LTCR = "ListTrialComponentsRequest";
const _LTCRi = "ListTrialComponentsResponse";
const _LTI = "ListTagsInput";
const _LTJ = "ListTrainingJobs";
const _LTJFHPTJ = "ListTrainingJobsForHyperParameterTuningJob";
const _LTJFHPTJR = "ListTrainingJobsForHyperParameterTuningJobRequest";
const _LTJFHPTJRi = "ListTrainingJobsForHyperParameterTuningJobResponse";
const _LTJR = "ListTrainingJobsRequest";
const _LTJRi = "ListTrainingJobsResponse";
const _LTJRis = "ListTransformJobsRequest";
const _LTJRist = "ListTransformJobsResponse";
const _LTJi = "ListTransformJobs";
const _LTO = "ListTagsOutput";
const _LTP = "ListTrainingPlans";
const _LTPR = "ListTrainingPlansRequest";
const _LTPRi = "ListTrainingPlansResponse";
const _LTR = "ListTrialsRequest";
const _LTRi = "ListTrialsResponse";
const _LTi = "LineageTypes";
const _LTin = "LineageType";
const _LTis = "ListTags";
const _LTist = "ListTrials";
const _LU = "LandingUri";
const _LUAT = "LastUserActivityTimestamp";
const _LUD = "LastUpdatedDate";
const _LUP = "ListUserProfiles";
const _LUPR = "ListUserProfilesRequest";
const _LUPRi = "ListUserProfilesResponse";
const _LUS = "LastUpdateStatus";
const _LUSBRC = "ListUltraServersByReservedCapacity";
const _LUSBRCR = "ListUltraServersByReservedCapacityRequest";
const _LUSBRCRi = "ListUltraServersByReservedCapacityResponse";
const _LW = "ListWorkforces";
const _LWR = "ListWorkforcesRequest";
const _LWRi = "ListWorkforcesResponse";
const _LWRis = "ListWorkteamsRequest";
const _LWRist = "ListWorkteamsResponse";
const _LWi = "ListWorkteams";
const _La = "Labels";
const _Lam = "Lambda";
const _Las = "Last";
const _Li = "Line";
const _Lin = "Lineage";
const _M = "Message";
const _MA = "ModelArn";
const _MAA = "MonitoringAlertActions";
const _MAC = "ModelAccessConfig";
const _MAH = "MonitoringAlertHistory";
const _MAHL = "MonitoringAlertHistoryList";
const _MAHS = "MonitoringAlertHistorySummary";
const _MAMLJRIS = "MaxAutoMLJobRuntimeInSeconds";
const _MAN = "MonitoringAlertName";
const _MAS = "ModelApprovalStatus";
const _MASL = "MonitoringAlertSummaryList";
const _MASl = "MlflowAppSummary";
const _MASlf = "MlflowAppSummaries";
const _MASo = "MonitoringAlertSummaries";
const _MASon = "MonitoringAlertSummary";
const _MASoni = "MonitoringAppSpecification";
const _MAo = "ModelArtifacts";
const _MAod = "ModelArtifact";
const _MAodi = "ModifiedAfter";
const _MB = "ModifiedBefore";
const _MBAS = "ModelBiasAppSpecification";
const _MBBC = "ModelBiasBaselineConfig";
const _MBC = "MonitoringBaselineConfig";
const _MBJI = "ModelBiasJobInput";
const _MBJOC = "ModelBiasJobOutputConfig";
const _MBS = "MaximumBatchSize";
const _MC = "MlflowConfig";
const _MCA = "ModelCardArn";
const _MCC = "ModelCardContent";
const _MCCo = "ModelClientConfig";
const _MCCod = "ModelCompilationConfig";
const _MCCon = "MonitoringClusterConfig";
const _MCDF = "MonitoringCsvDatasetFormat";
const _MCEA = "ModelCardExportArtifacts";
const _MCEJA = "ModelCardExportJobArn";
const _MCEJN = "ModelCardExportJobName";
const _MCEJNC = "ModelCardExportJobNameContains";
const _MCEJS = "ModelCardExportJobSummaries";
const _MCEJSL = "ModelCardExportJobSummaryList";
const _MCEJSo = "ModelCardExportJobSummary";
const _MCEOC = "ModelCardExportOutputConfig";
const _MCIPI = "MaxConcurrentInvocationsPerInstance";
const _MCMRIM = "MinCpuMemoryRequiredInMb";
const _MCN = "ModelCardName";
const _MCPS = "ModelCardProcessingStatus";
const _MCR = "MonitoringConstraintsResource";
const _MCS = "ModelCardStatus";
const _MCSC = "ModelCardSecurityConfig";
const _MCSL = "ModelCardSummaryList";
const _MCSo = "ModelCardSummaries";
const _MCSod = "ModelCardSummary";
const _MCSode = "ModelCacheSetting";
const _MCT = "MaxConcurrentTransforms";
const _MCTC = "MaxConcurrentTaskCount";
const _MCV = "ModelCardVersion";
const _MCVS = "ModelCardVersionSummary";
const _MCVSL = "ModelCardVersionSummaryList";
const _MCa = "MaxCandidates";
const _MCai = "MaintenanceConfig";
const _MCan = "ManagedConfiguration";
const _MCax = "MaxCapacity";
const _MCaxo = "MaxConcurrency";
const _MCe = "MetricsConfig";
const _MCi = "MinCount";
const _MCin = "MinCapacity";
const _MCo = "ModelConfigs";
const _MCod = "ModelCard";
const _MCode = "ModelConfiguration";
const _MD = "ModelDetails";
const _MDC = "ModelDeployConfig";
const _MDDTIS = "ModelDataDownloadTimeoutInSeconds";
const _MDE = "ModelDashboardEndpoint";
const _MDET = "ModelDataETag";
const _MDEo = "ModelDashboardEndpoints";
const _MDF = "MonitoringDatasetFormat";
const _MDI = "ModelDashboardIndicator";
const _MDIA = "ModelDashboardIndicatorAction";
const _MDL = "MetricDataList";
const _MDLe = "MetricDefinitionList";
const _MDM = "ModelDashboardModel";
const _MDMC = "ModelDashboardModelCard";
const _MDMS = "ModelDashboardMonitoringSchedule";
const _MDMSo = "ModelDashboardMonitoringSchedules";
const _MDQ = "ModelDataQuality";
const _MDR = "ModelDeployResult";
const _MDS = "ModelDataSource";
const _MDU = "ModelDataUrl";
const _MDa = "MaxDepth";
const _MDar = "MarketplaceDescription";
const _MDe = "MetricDefinitions";
const _MDem = "MemberDefinitions";
const _MDemb = "MemberDefinition";
const _MDet = "MetricData";
const _MDetr = "MetricDatum";
const _MDetri = "MetricDefinition";
const _MDl = "MlflowDetails";
const _MDo = "ModelDigests";
const _ME = "MetricsEndpoints";
const _MEAS = "ModelExplainabilityAppSpecification";
const _MEBC = "ModelExplainabilityBaselineConfig";
const _MEI = "MlflowExperimentId";
const _MEJI = "ModelExplainabilityJobInput";
const _MEJOC = "ModelExplainabilityJobOutputConfig";
const _MEL = "MetricsEndpointList";
const _MEN = "MlflowExperimentName";
const _MEP = "MetricsEndpointPath";
const _MES = "MonitoringExecutionSummaries";
const _MESL = "MonitoringExecutionSummaryList";
const _MESo = "MonitoringExecutionSummary";
const _MESon = "MonitoringExecutionStatus";
const _METIS = "MaximumExecutionTimeoutInSeconds";
const _MEVSIG = "MaximumEbsVolumeSizeInGb";
const _MEa = "ManifestEtag";
const _MEax = "MaxEpoch";
const _MEe = "MetricsEndpoint";
const _MGTSI = "MonitoringGroundTruthS3Input";
const _MH = "ModelHandle";
const _MHLOC = "MaxHumanLabeledObjectCount";
const _MI = "ModelInsights";
const _MIC = "MinInstanceCount";
const _MICa = "MaxInstanceCount";
const _MICo = "ModelInfrastructureConfig";
const _MIGB = "MemoryInGiB";
const _MIMSV = "MinimumInstanceMetadataServiceVersion";
const _MIPM = "MinInvocationsPerMinute";
const _MIPMa = "MaxInvocationsPerMinute";
const _MIS = "ManagedInstanceScaling";
const _MITIM = "MinIdleTimeoutInMinutes";
const _MITIMa = "MaxIdleTimeoutInMinutes";
const _MIa = "MaxImbalance";
const _MIax = "MaxInvocations";
const _MIo = "ModelId";
const _MIod = "ModelInput";
const _MIon = "MonitoringInput";
const _MIoni = "MonitoringInputs";
const _MJD = "MonitoringJobDefinition";
const _MJDA = "MonitoringJobDefinitionArn";
const _MJDF = "MonitoringJsonDatasetFormat";
const _MJDN = "MonitoringJobDefinitionName";
const _MJDS = "MonitoringJobDefinitionSummary";
const _MJDSL = "MonitoringJobDefinitionSummaryList";
const _ML = "ModelLatency";
const _MLC = "ModelLifeCycle";
const _MLCf = "MLflowConfig";
const _MLCfl = "MLflowConfiguration";
const _MLF = "MLFramework";
const _MLT = "ModelLatencyThreshold";
const _MLTo = "ModelLatencyThresholds";
const _MLa = "MachineLabeled";
const _MM = "ModelMetrics";
const _MMC = "MultiModelConfig";
const _MMF = "ModelMetadataFilter";
const _MMFo = "ModelMetadataFilters";
const _MMRIM = "MinMemoryRequiredInMb";
const _MMRIMa = "MaxMemoryRequiredInMb";
const _MMS = "ModelMetadataSummaries";
const _MMSE = "ModelMetadataSearchExpression";
const _MMSo = "ModelMetadataSummary";
const _MMa = "MaxModels";
const _MN = "MetricName";
const _MNC = "ModelNameContains";
const _MNCo = "MonitoringNetworkConfig";
const _MNE = "ModelNameEquals";
const _MNO = "ModelNameOverride";
const _MNOT = "MaxNumberOfTests";
const _MNOTJ = "MaxNumberOfTrainingJobs";
const _MNOTJNI = "MaxNumberOfTrainingJobsNotImproving";
const _MNo = "MountName";
const _MNod = "ModelName";
const _MO = "MonitoringOutput";
const _MOC = "MonitoringOutputConfig";
const _MOo = "MonitoringOutputs";
const _MP = "MountPath";
const _MPA = "ModelPackageArn";
const _MPAL = "ModelPackageArnList";
const _MPAo = "ModelPackageArns";
const _MPC = "ModelPackageConfig";
const _MPCD = "ModelPackageContainerDefinition";
const _MPCDL = "ModelPackageContainerDefinitionList";
const _MPD = "ModelPackageDescription";
const _MPDF = "MonitoringParquetDatasetFormat";
const _MPES = "MaxParallelExecutionSteps";
const _MPFIS = "MetricPublishFrequencyInSeconds";
const _MPG = "ModelPackageGroup";
const _MPGA = "ModelPackageGroupArn";
const _MPGD = "ModelPackageGroupDescription";
const _MPGI = "ModelPackageGroupIdentifier";
const _MPGN = "ModelPackageGroupName";
const _MPGS = "ModelPackageGroupStatus";
const _MPGSL = "ModelPackageGroupSummaryList";
const _MPGSo = "ModelPackageGroupSummary";
const _MPIMB = "MaxPayloadInMB";
const _MPMC = "ModelPackageModelCard";
const _MPN = "ModelPackageName";
const _MPOIDL = "MaxPercentageOfInputDatasetLabeled";
const _MPOT = "MaxParallelOfTests";
const _MPRT = "ModelPackageRegistrationType";
const _MPS = "ModelPackageSummaries";
const _MPSC = "ModelPackageSecurityConfig";
const _MPSD = "ModelPackageStatusDetails";
const _MPSI = "ModelPackageStatusItem";
const _MPSIL = "ModelPackageStatusItemList";
const _MPSL = "ModelPackageSummaryList";
const _MPSo = "ModelPackageStatus";
const _MPSod = "ModelPackageSummary";
const _MPT = "ModelPackageType";
const _MPTIS = "MaxPendingTimeInSeconds";
const _MPTJ = "MaxParallelTrainingJobs";
const _MPV = "ModelPackageVersion";
const _MPVA = "ModelPackageVersionArn";
const _MPVAE = "ModelPackageVersionArnEquals";
const _MPVP = "ModelPackageValidationProfile";
const _MPVPo = "ModelPackageValidationProfiles";
const _MPVS = "ModelPackageValidationSpecification";
const _MPe = "MetadataProperties";
const _MPo = "ModelPackage";
const _MQ = "ModelQuality";
const _MQAS = "ModelQualityAppSpecification";
const _MQBC = "ModelQualityBaselineConfig";
const _MQC = "ModelQuantizationConfig";
const _MQJI = "ModelQualityJobInput";
const _MQJOC = "ModelQualityJobOutputConfig";
const _MR = "MaxResults";
const _MRA = "MlReservationArns";
const _MRAa = "MaximumRetryAttempts";
const _MRAl = "MlflowResourceArn";
const _MRAle = "MlReservationArn";
const _MRC = "MaxRecordCount";
const _MRI = "MlflowRunId";
const _MRIS = "MaxRuntimeInSeconds";
const _MRM = "ModelRegistrationMode";
const _MRN = "MlflowRunName";
const _MRPTJIS = "MaxRuntimePerTrainingJobInSeconds";
const _MRS = "ModelRegisterSettings";
const _MRa = "MaxResource";
const _MRi = "MinResource";
const _MRo = "MonitoringResources";
const _MS = "ModelSource";
const _MSA = "MonitoringScheduleArn";
const _MSC = "MonitoringScheduleConfig";
const _MSCo = "ModelShardingConfig";
const _MSCon = "MonitoringStoppingCondition";
const _MSDC = "ModelSpeculativeDecodingConfig";
const _MSDTDS = "ModelSpeculativeDecodingTrainingDataSource";
const _MSIMB = "MemorySizeInMB";
const _MSL = "ModelSummaryList";
const _MSLo = "MonitoringScheduleList";
const _MSM = "ModelStepMetadata";
const _MSN = "MonitoringScheduleName";
const _MSO = "MonitoringS3Output";
const _MSR = "MonitoringStatisticsResource";
const _MSS = "MonitoringScheduleStatus";
const _MSSL = "MonitoringScheduleSummaryList";
const _MSSa = "MaximumStepSize";
const _MSSo = "MonitoringScheduleSummaries";
const _MSSon = "MonitoringScheduleSummary";
const _MST = "ManagedStorageType";
const _MSTo = "ModelSetupTime";
const _MSU = "ManifestS3Uri";
const _MSV = "MaxSchemaVersion";
const _MSa = "MaintenanceStatus";
const _MSe = "MetricsSource";
const _MSet = "MetricSpecification";
const _MSo = "ModelSignature";
const _MSod = "ModelStats";
const _MSode = "ModelSummary";
const _MSon = "MonitoringSchedules";
const _MSoni = "MonitoringSchedule";
const _MT = "MimeType";
const _MTA = "ModifiedTimeAfter";
const _MTB = "ModifiedTimeBefore";
const _MTE = "MonitoringTypeEquals";
const _MTa = "MarketplaceTitle";
const _MTe = "MediaType";
const _MTo = "MonitoringType";
const _MU = "MemoryUtilization";
const _MV = "MinValue";
const _MVA = "ModelVariantActions";
const _MVC = "ModelVariantConfig";
const _MVCL = "ModelVariantConfigList";
const _MVCS = "ModelVariantConfigSummary";
const _MVCSL = "ModelVariantConfigSummaryList";
const _MVa = "MaxValue";
const _MVi = "MinVersion";
const _MVl = "MlflowVersion";
const _MVo = "ModelVersion";
const _MVod = "ModelVariants";
const _MWS = "MaintenanceWindowStart";
const _MWTIS = "MaxWaitTimeInSeconds";
const _Ma = "Max";
const _Me = "Metric";
const _Met = "Metrics";
const _Meta = "Metadata";
const _Mi = "Min";
const _Mo = "Mode";
const _Mod = "Models";
const _Mode = "Model";
const _N = "Name";
const _NAR = "NodeAdditionResult";
const _NARL = "NodeAdditionResultList";
const _NC = "NotificationConfig";
const _NCa = "NameContains";
const _NCe = "NetworkConfig";
const _NCo = "NotificationConfiguration";
const _ND = "NodeDetails";
const _NF = "NestedFilters";
const _NFL = "NestedFiltersList";
const _NI = "NodeId";
const _NIA = "NotebookInstanceArn";
const _NII = "NetworkInterfaceId";
const _NILC = "NotebookInstanceLifecycleConfigs";
const _NILCA = "NotebookInstanceLifecycleConfigArn";
const _NILCL = "NotebookInstanceLifecycleConfigList";
const _NILCN = "NotebookInstanceLifecycleConfigName";
const _NILCNC = "NotebookInstanceLifecycleConfigNameContains";
const _NILCS = "NotebookInstanceLifecycleConfigSummary";
const _NILCSL = "NotebookInstanceLifecycleConfigSummaryList";
const _NILH = "NotebookInstanceLifecycleHook";
const _NIN = "NotebookInstanceName";
const _NIS = "NotebookInstanceStatus";
const _NISL = "NotebookInstanceSummaryList";
const _NISo = "NotebookInstanceSummary";
const _NIe = "NetworkInterface";
const _NIo = "NodeIds";
const _NIot = "NotebookInstances";
const _NLI = "NodeLogicalId";
const _NLIo = "NodeLogicalIds";
const _NMN = "NearestModelName";
const _NOADR = "NumberOfAcceleratorDevicesRequired";
const _NOCCR = "NumberOfCpuCoresRequired";
const _NOHWPDO = "NumberOfHumanWorkersPerDataObject";
const _NOO = "NotebookOutputOption";
const _NOS = "NumberOfSamples";
const _NOSu = "NumberOfSteps";
const _NOTJONI = "NumberOfTrainingJobsObjectiveNotImproving";
const _NPD = "NextPatchDate";
const _NPM = "NodeProvisioningMode";
const _NPN = "NestedPropertyName";
const _NR = "NodeRecovery";
const _NRE = "NonRetryableError";
const _NT = "NodeType";
const _NTA = "NodesToAdd";
const _NTAo = "NotificationTopicArn";
const _NTe = "NextToken";
const _NV = "NumberValue";
const _NVC = "NeoVpcConfig";
const _Na = "Namespace";
const _O = "Outcome";
const _OA = "OutputArtifacts";
const _OATR = "OutputArtifactsToRemove";
const _OBTJ = "OverallBestTrainingJob";
const _OC = "OptimizationConfig";
const _OCFR = "OidcConfigForResponse";
const _OCT = "OriginalCreationTime";
const _OCi = "OidcConfig";
const _OCn = "OnCreate";
const _OCp = "OptimizationConfigs";
const _OCpt = "OptimizationContains";
const _OCu = "OutputConfig";
const _OCut = "OutputCompression";
const _OD = "OptimizationDetails";
const _ODC = "OutputDataConfig";
const _ODCf = "OfflineDeviceCount";
const _ODSU = "OutputDatasetS3Uri";
const _ODn = "OnDemand";
const _OE = "OptimizationEnvironment";
const _OET = "OptimizationEndTime";
const _OEv = "OverrideEnvironment";
const _OF = "OutputFormat";
const _OFu = "OutputFilter";
const _OIC = "OnInitComplete";
const _OJA = "OptimizationJobArn";
const _OJMS = "OptimizationJobModelSource";
const _OJMSS = "OptimizationJobModelSourceS3";
const _OJN = "OptimizationJobName";
const _OJOC = "OptimizationJobOutputConfig";
const _OJS = "OptimizationJobStatus";
const _OJSp = "OptimizationJobSummaries";
const _OJSpt = "OptimizationJobSummary";
const _OK = "ObjectKey";
const _OM = "OptimizeModel";
const _OMAC = "OptimizationModelAccessConfig";
const _OMD = "OidcMemberDefinition";
const _OMPA = "OutputModelPackageArn";
const _ON = "OutputName";
const _OO = "OptimizationOutput";
const _OP = "OutputParameters";
const _OPL = "OutputParameterList";
const _OPu = "OutputParameter";
const _OS = "ObjectiveStatus";
const _OSC = "OnlineStoreConfig";
const _OSCU = "OnlineStoreConfigUpdate";
const _OSCb = "ObjectiveStatusCounters";
const _OSCf = "OfflineStoreConfig";
const _OSDHC = "OnStartDeepHealthChecks";
const _OSMM = "OptimizationSageMakerModel";
const _OSS = "OfflineStoreStatus";
const _OSSC = "OnlineStoreSecurityConfig";
const _OSSE = "OfflineStoreStatusEquals";
const _OSSw = "OwnershipSettingsSummary";
const _OST = "OptimizationStartTime";
const _OSTSB = "OnlineStoreTotalSizeBytes";
const _OSU = "OutputS3Uri";
const _OSn = "OnStart";
const _OSw = "OwnershipSettings";
const _OT = "OptimizationType";
const _OTp = "OptimizationTypes";
const _OUPN = "OwnerUserProfileName";
const _OVC = "OverrideVpcConfig";
const _OVCp = "OptimizationVpcConfig";
const _Op = "Operator";
const _Or = "Orchestrator";
const _Os = "Os";
const _Ou = "Outputs";
const _P = "Parameters";
const _PA = "ProbabilityAttribute";
const _PAC = "PartnerAppConfig";
const _PAI = "ProvisioningArtifactId";
const _PAMC = "PartnerAppMaintenanceConfig";
const _PAPSU = "PostAnalyticsProcessorSourceUri";
const _PARC = "PrefixAwareRoutingConfig";
const _PAS = "PartnerAppSummary";
const _PASa = "PartnerAppSummaries";
const _PAa = "ParameterAdditions";
const _PAi = "PipelineArn";
const _PAr = "ProjectArn";
const _PC = "PrimaryContainer";
const _PCC = "ProcessingClusterConfig";
const _PCFU = "ProfilerConfigForUpdate";
const _PCL = "PriorityClassList";
const _PCa = "ParallelismConfiguration";
const _PCay = "PayloadConfig";
const _PCr = "ProfilerConfig";
const _PCri = "PriorityClass";
const _PCrio = "PriorityClasses";
const _PCro = "ProvisionedConcurrency";
const _PD = "PipelineDefinition";
const _PDC = "PresetDeploymentConfig";
const _PDH = "PrivateDnsHostname";
const _PDN = "PipelineDisplayName";
const _PDO = "PresetDeploymentOutput";
const _PDS = "PendingDeploymentSummary";
const _PDSL = "PipelineDefinitionS3Location";
const _PDT = "PresetDeploymentType";
const _PDi = "PipelineDescription";
const _PDr = "ProjectDescription";
const _PE = "PipelineExecution";
const _PEA = "PipelineExecutionArn";
const _PEC = "PipelineExperimentConfig";
const _PED = "PipelineExecutionDescription";
const _PEDN = "PipelineExecutionDisplayName";
const _PEFR = "PipelineExecutionFailureReason";
const _PES = "PipelineExecutionStatus";
const _PESL = "PipelineExecutionStepList";
const _PESLi = "PipelineExecutionSummaryList";
const _PESM = "PipelineExecutionStepMetadata";
const _PESi = "PipelineExecutionSummaries";
const _PESip = "PipelineExecutionSteps";
const _PESipe = "PipelineExecutionStep";
const _PESipel = "PipelineExecutionSummary";
const _PET = "ProcessingEndTime";
const _PFM = "PartialFailureMessage";
const _PFR = "PartialFailureReasons";
const _PFSO = "ProcessingFeatureStoreOutput";
const _PH = "PendingHuman";
const _PHPTJ = "ParentHyperParameterTuningJobs";
const _PHPTJa = "ParentHyperParameterTuningJob";
const _PHTLA = "PreHumanTaskLambdaArn";
const _PI = "ProbabilityIndex";
const _PIIM = "ProfilingIntervalInMilliseconds";
const _PIP = "ProcessingInstancePreference";
const _PIPL = "ProcessingInstancePreferenceList";
const _PIa = "PathId";
const _PIl = "PlatformIdentifier";
const _PIr = "ProcessingInputs";
const _PIri = "PrincipalId";
const _PIro = "ProjectId";
const _PIroc = "ProcessingInput";
const _PIrod = "ProductId";
const _PIrog = "ProgressInfo";
const _PJ = "ProcessingJob";
const _PJA = "ProcessingJobArn";
const _PJN = "ProcessingJobName";
const _PJS = "ProcessingJobStatus";
const _PJSM = "ProcessingJobStepMetadata";
const _PJSr = "ProcessingJobSummaries";
const _PJSro = "ProcessingJobSummary";
const _PL = "ProgrammingLang";
const _PLI = "ProductListingIds";
const _PLa = "ParameterList";
const _PLr = "PrefixLength";
const _PMPGP = "PutModelPackageGroupPolicy";
const _PMPGPI = "PutModelPackageGroupPolicyInput";
const _PMPGPO = "PutModelPackageGroupPolicyOutput";
const _PMS = "PredefinedMetricSpecification";
const _PMT = "PredefinedMetricType";
const _PN = "ProfileName";
const _PNH = "PropertyNameHint";
const _PNP = "PipelineNamePrefix";
const _PNQ = "PropertyNameQuery";
const _PNS = "PropertyNameSuggestions";
const _PNSL = "PropertyNameSuggestionList";
const _PNSr = "PropertyNameSuggestion";
const _PNa = "PartitionNames";
const _PNi = "PipelineName";
const _PNr = "ProjectName";
const _PNro = "PropertyName";
const _PO = "ProcessingOutput";
const _POC = "ProcessingOutputConfig";
const _POr = "ProcessingOutputs";
const _PP = "PipelineParameters";
const _PPI = "PrivatePrimaryIp";
const _PPIr = "PrivatePrimaryIpv6";
const _PPIro = "ProvisionedProductId";
const _PPSM = "ProvisionedProductStatusMessage";
const _PPVS = "PendingProductionVariantSummary";
const _PPVSL = "PendingProductionVariantSummaryList";
const _PPr = "ProfilingParameters";
const _PPro = "ProvisioningParameter";
const _PProv = "ProvisioningParameters";
const _PR = "ProcessingResources";
const _PRC = "ProfilerRuleConfigurations";
const _PRCU = "ProvisionedReadCapacityUnits";
const _PRCr = "ProfilerRuleConfiguration";
const _PRES = "ProfilerRuleEvaluationStatuses";
const _PRESr = "ProfilerRuleEvaluationStatus";
const _PRa = "ParameterRanges";
const _PRar = "ParameterRange";
const _PRara = "ParameterRemovals";
const _PS = "PatchingStrategy";
const _PSC = "ProcessingStoppingCondition";
const _PSI = "ProcessingS3Input";
const _PSL = "ProjectSummaryList";
const _PSLi = "PipelineSummaryList";
const _PSO = "ProcessingS3Output";
const _PSP = "ProjectS3Path";
const _PST = "ProcessingStartTime";
const _PSa = "PatchSchedule";
const _PSay = "PaymentStatus";
const _PSi = "PipelineStatus";
const _PSip = "PipelineSummaries";
const _PSipe = "PipelineSummary";
const _PSl = "PlacementStatus";
const _PSla = "PlacementStrategy";
const _PSlac = "PlacementSpecifications";
const _PSlace = "PlacementSpecification";
const _PSr = "ProjectStatus";
const _PSri = "PrimaryStatus";
const _PSro = "ProfilingStatus";
const _PSroj = "ProjectSummary";
const _PT = "PerformanceTarget";
const _PTA = "ProbabilityThresholdAttribute";
const _PTC = "PreTrainingConstraints";
const _PTCo = "PostTrainingConstraints";
const _PTR = "PreTrainingReport";
const _PTRa = "ParametersToRemove";
const _PTRo = "PostTrainingReport";
const _PTRr = "PropertiesToRemove";
const _PTT = "PreemptTeamTasks";
const _PTr = "ProblemType";
const _PUAC = "PresignedUrlAccessConfig";
const _PUST = "PerUnitStorageThroughput";
const _PV = "ProductionVariants";
const _PVCDC = "ProductionVariantCoreDumpConfig";
const _PVCRC = "ProductionVariantCapacityReservationConfig";
const _PVCRS = "ProductionVariantCapacityReservationSummary";
const _PVD = "PipelineVersionDescription";
const _PVDN = "PipelineVersionDisplayName";
const _PVI = "PipelineVersionId";
const _PVL = "ProductionVariantList";
const _PVMIS = "ProductionVariantManagedInstanceScaling";
const _PVMISSIP = "ProductionVariantManagedInstanceScalingScaleInPolicy";
const _PVRC = "ProductionVariantRoutingConfig";
const _PVS = "PipelineVersionSummaries";
const _PVSC = "ProductionVariantServerlessConfig";
const _PVSL = "PipelineVersionSummaryList";
const _PVSLr = "ProductionVariantStatusList";
const _PVSLro = "ProductionVariantSummaryList";
const _PVSUC = "ProductionVariantServerlessUpdateConfig";
const _PVSi = "PipelineVersionSummary";
const _PVSr = "ProductionVariantStatus";
const _PVSro = "ProductionVariantSummary";
const _PVi = "PipelineVersion";
const _PVr = "ProductionVariant";
const _PWCU = "ProvisionedWriteCapacityUnits";
const _PWTP = "PublicWorkforceTaskPrice";
const _Pa = "Parquet";
const _Par = "Parameter";
const _Pare = "Parent";
const _Paren = "Parents";
const _Pe = "Percentage";
const _Pef = "Peft";
const _Pen = "Pending";
const _Per = "Percentile";
const _Ph = "Phase";
const _Pha = "Phases";
const _Pi = "Pipeline";
const _Pl = "Placement";
const _Pr = "Properties";
const _Pre = "Predefined";
const _Pri = "Priority";
const _Pro = "Processor";
const _Proj = "Project";
const _QC = "QualityCheck";
const _QCSM = "QualityCheckStepMetadata";
const _QF = "QueryFilters";
const _QL = "QueryLineage";
const _QLR = "QueryLineageRequest";
const _QLRu = "QueryLineageResponse";
const _QPA = "QProfileArn";
const _QS = "QueryString";
const _R = "Report";
const _RA = "ResourceArn";
const _RAC = "RepositoryAuthConfig";
const _RAM = "RepositoryAccessMode";
const _RARN = "RoleARN";
const _RAVP = "RetainAllVariantProperties";
const _RAe = "ResolvedAttributes";
const _RAem = "RemoteAccess";
const _RAo = "RoleArn";
const _RAoo = "RootAccess";
const _RBJ = "ReusedByJob";
const _RC = "RuntimeConfig";
const _RCA = "ReservedCapacityArn";
const _RCAe = "ResourceCatalogArn";
const _RCFU = "ResourceConfigForUpdate";
const _RCL = "ResourceCatalogList";
const _RCN = "RuleConfigurationName";
const _RCNe = "ResourceCatalogName";
const _RCO = "ReservedCapacityOffering";
const _RCOe = "ReservedCapacityOfferings";
const _RCPA = "RepositoryCredentialsProviderArn";
const _RCS = "ReservedCapacitySummaries";
const _RCSe = "ReservedCapacitySummary";
const _RCT = "ReservedCapacityType";
const _RCe = "ResourceConfig";
const _RCen = "RenderedContent";
const _RCes = "ResourceCatalogs";
const _RCeso = "ResourceCatalog";
const _RCo = "RoutingConfig";
const _RD = "RecommendationDescription";
const _RDC = "RemoteDebugConfig";
const _RDCFU = "RemoteDebugConfigForUpdate";
const _RDCe = "RegisteredDeviceCount";
const _RDCet = "RetainDeploymentConfig";
const _RDD = "RedshiftDatasetDefinition";
const _RDP = "RollingDeploymentPolicy";
const _RDR = "RegisterDevicesRequest";
const _RDe = "RegisterDevices";
const _RDo = "RootlessDocker";
const _RE = "RenderingError";
const _REI = "RuleEvaluatorImage";
const _REJA = "RuleEvaluationJobArn";
const _REL = "RenderingErrorList";
const _RES = "RuleEvaluationStatus";
const _RETB = "RequestedEndTimeBefore";
const _REe = "RetryableError";
const _RG = "ReportGenerated";
const _RGA = "RoleGroupAssignments";
const _RGAL = "RoleGroupAssignmentsList";
const _RGAo = "RoleGroupAssignment";
const _RI = "ResolvedImage";
const _RIFN = "RecordIdentifierFeatureName";
const _RIG = "RestrictedInstanceGroups";
const _RIGC = "RestrictedInstanceGroupsConfig";
const _RII = "RecommendedInferenceImage";
const _RIS = "RuntimeInSeconds";
const _RIU = "ResourceInUse";
const _RIe = "RecommendationId";
const _RIes = "ResourceIdentifier";
const _RJCC = "RecommendationJobContainerConfig";
const _RJCOC = "RecommendationJobCompiledOutputConfig";
const _RJIB = "RecommendationJobInferenceBenchmark";
const _RJIC = "RecommendationJobInputConfig";
const _RJOC = "RecommendationJobOutputConfig";
const _RJPC = "RecommendationJobPayloadConfig";
const _RJRL = "RecommendationJobResourceLimit";
const _RJSC = "RecommendationJobStoppingConditions";
const _RJVC = "RecommendationJobVpcConfig";
const _RK = "ResourceKey";
const _RL = "ResourceLimits";
const _RLE = "ResourceLimitExceeded";
const _RLe = "ResourceLimit";
const _RM = "RecoveryMode";
const _RMBS = "RollbackMaximumBatchSize";
const _RMSM = "RegisterModelStepMetadata";
const _RMV = "ReferenceMinVersion";
const _RMe = "RegisterModel";
const _RMec = "RecommendationMetrics";
const _RN = "ReleaseNotes";
const _RNB = "RegisterNewBaseline";
const _RNF = "ResourceNotFound";
const _RNe = "RecipeName";
const _RNo = "RoleName";
const _RNu = "RunName";
const _ROSU = "ResolvedOutputS3Uri";
const _RP = "RuleParameters";
const _RPE = "RetryPipelineExecution";
const _RPER = "RetryPipelineExecutionRequest";
const _RPERe = "RetryPipelineExecutionResponse";
const _RPSU = "RecordPreprocessorSourceUri";
const _RPe = "RetentionPolicy";
const _RPes = "ResourcePolicy";
const _RR = "RiskRating";
const _RRBTIS = "ResourceRetainedBillableTimeInSeconds";
const _RS = "ResourceSpec";
const _RSAS = "RSessionAppSettings";
const _RSC = "ResourceSharingConfig";
const _RSCU = "RStudioConnectUrl";
const _RSPMU = "RStudioPackageManagerUrl";
const _RSSPAS = "RStudioServerProAppSettings";
const _RSSPDS = "RStudioServerProDomainSettings";
const _RSSPDSFU = "RStudioServerProDomainSettingsForUpdate";
const _RSTA = "RequestedStartTimeAfter";
const _RSa = "RandomSeed";
const _RSe = "RetryStrategy";
const _RSec = "RecommendationStatus";
const _RSo = "RoutingStrategy";
const _RT = "ResourceType";
const _RTIC = "RealTimeInferenceConfig";
const _RTIR = "RealTimeInferenceRecommendations";
const _RTIRe = "RealTimeInferenceRecommendation";
const _RTe = "ResolutionTime";
const _RTeg = "RegistrationTime";
const _RTen = "RenderableTask";
const _RU = "RepositoryUrl";
const _RUP = "RollingUpdatePolicy";
const _RUT = "RenderUiTemplate";
const _RUTR = "RenderUiTemplateRequest";
const _RUTRe = "RenderUiTemplateResponse";
const _RV = "RootVolume";
const _RWT = "RecordWrapperType";
const _Ra = "Range";
const _Re = "Recommendations";
const _Rea = "Reason";
const _Reg = "Regex";
const _Rel = "Relation";
const _Rep = "Repository";
const _Res = "Resource";
const _Resu = "Results";
const _S = "Source";
const _SA = "SourceArn";
const _SAE = "SlrAccessEntry";
const _SAIBJ = "StopAIBenchmarkJob";
const _SAIBJR = "StopAIBenchmarkJobRequest";
const _SAIBJRt = "StopAIBenchmarkJobResponse";
const _SAIRJ = "StopAIRecommendationJob";
const _SAIRJR = "StopAIRecommendationJobRequest";
const _SAIRJRt = "StopAIRecommendationJobResponse";
const _SAL = "SourceAlgorithmList";
const _SALM = "SpaceAppLifecycleManagement";
const _SAMLJ = "StopAutoMLJob";
const _SAMLJR = "StopAutoMLJobRequest";
const _SAP = "S3ArtifactPath";
const _SAS = "SourceAlgorithmSpecification";
const _SAe = "SecretArn";
const _SAo = "SourceAlgorithm";
const _SAou = "SourceAlgorithms";
const _SAp = "SpaceArn";
const _SAt = "StartArns";
const _SB = "ShapBaseline";
const _SBC = "ShapBaselineConfig";
const _SBOAI = "S3BucketOwnerAccountId";
const _SBOV = "S3BucketOwnerVerification";
const _SBU = "ShapBaselineUri";
const _SBo = "SortBy";
const _SC = "SecurityConfig";
const _SCC = "SessionChainingConfig";
const _SCEAS = "SpaceCodeEditorAppSettings";
const _SCHC = "StartClusterHealthCheck";
const _SCHCR = "StartClusterHealthCheckRequest";
const _SCHCRt = "StartClusterHealthCheckResponse";
const _SCJ = "StopCompilationJob";
const _SCJR = "StopCompilationJobRequest";
const _SCPD = "ServiceCatalogProvisioningDetails";
const _SCPPD = "ServiceCatalogProvisionedProductDetails";
const _SCPUD = "ServiceCatalogProvisioningUpdateDetails";
const _SCS = "SlurmConfigStrategy";
const _SCT = "SupportedContentTypes";
const _SCTo = "S3CompressionType";
const _SCTu = "SupportedCompressionTypes";
const _SCc = "SchedulerConfig";
const _SCch = "SchedulingConfig";
const _SCche = "ScheduleConfig";
const _SCe = "ServerlessConfig";
const _SCh = "ShuffleConfig";
const _SCha = "ShapConfig";
const _SCk = "SkipCheck";
const _SCl = "SlurmConfig";
const _SCt = "StoppingCondition";
const _SCto = "StoppingConditions";
const _SCtr = "StrategyConfig";
const _SD = "StackDetail";
const _SDC = "SamplingDeviceCount";
const _SDDT = "S3DataDistributionType";
const _SDN = "SpaceDisplayName";
const _SDNt = "StepDisplayName";
const _SDS = "S3DataSource";
const _SDSn = "SnsDataSource";
const _SDT = "S3DataType";
const _SDTu = "SupportsDistributedTraining";
const _SDo = "SourceDetail";
const _SDp = "SpaceDetails";
const _SDt = "StatusDetails";
const _SDta = "StageDescription";
const _SDtar = "StartDate";
const _SDtd = "StdDev";
const _SDte = "StepDescription";
const _SDu = "SubDomain";
const _SE = "StatusEquals";
const _SEA = "S3ExportArtifacts";
const _SEC = "SharedEnvironmentConfig";
const _SECe = "SelectiveExecutionConfig";
const _SEDIS = "SessionExpirationDurationInSeconds";
const _SEDS = "StartEdgeDeploymentStage";
const _SEDSR = "StartEdgeDeploymentStageRequest";
const _SEDSRt = "StopEdgeDeploymentStageRequest";
const _SEDSt = "StopEdgeDeploymentStage";
const _SEL = "SearchExpressionList";
const _SEPJ = "StopEdgePackagingJob";
const _SEPJR = "StopEdgePackagingJobRequest";
const _SER = "SelectiveExecutionResult";
const _SET = "SupportedEndpointType";
const _SEc = "ScheduleExpression";
const _SEe = "SearchExpression";
const _SEu = "SubExpressions";
const _SFP = "S3FailurePath";
const _SFS = "S3FileSystem";
const _SFSC = "S3FileSystemConfig";
const _SG = "SecurityGroups";
const _SGI = "SecurityGroupIds";
const _SGIFDB = "SecurityGroupIdForDomainBoundary";
const _SHP = "StaticHyperParameters";
const _SHPTJ = "StopHyperParameterTuningJob";
const _SHPTJR = "StopHyperParameterTuningJobRequest";
const _SHPu = "SupportedHyperParameters";
const _SI = "SourceId";
const _SIC = "SourceIpConfig";
const _SICPUS = "SpareInstanceCountPerUltraServer";
const _SICc = "ScaleInCooldown";
const _SICe = "SelectedInstanceCount";
const _SIE = "StartInferenceExperiment";
const _SIER = "StartInferenceExperimentRequest";
const _SIERt = "StartInferenceExperimentResponse";
const _SIERto = "StopInferenceExperimentRequest";
const _SIERtop = "StopInferenceExperimentResponse";
const _SIEt = "StopInferenceExperiment";
const _SIGB = "SizeInGiB";
const _SIM = "S3InputMode";
const _SIMu = "SupportedInputModes";
const _SIP = "ScaleInPolicy";
const _SIRJ = "StopInferenceRecommendationsJob";
const _SIRJR = "StopInferenceRecommendationsJobRequest";
const _SIS = "SpaceIdleSettings";
const _SIT = "SourceIdType";
const _SITe = "SelectedInstanceType";
const _SITu = "SupportedInstanceTypes";
const _SIe = "SessionId";
const _SIn = "S3Input";
const _SIo = "SourceIdentity";
const _SIou = "SourceIp";
const _SIp = "SpecifiedImage";
const _SIt = "StepId";
const _SIu = "SubnetIds";
const _SIub = "SubnetId";
const _SJ = "StopJob";
const _SJC = "ServerlessJobConfig";
const _SJLAS = "SpaceJupyterLabAppSettings";
const _SJR = "StopJobRequest";
const _SJRt = "StopJobResponse";
const _SKKI = "S3KmsKeyId";
const _SL = "SequenceLength";
const _SLC = "StudioLifecycleConfigs";
const _SLCA = "StudioLifecycleConfigArn";
const _SLCAT = "StudioLifecycleConfigAppType";
const _SLCC = "StudioLifecycleConfigContent";
const _SLCD = "StudioLifecycleConfigDetails";
const _SLCL = "StudioLifecycleConfigsList";
const _SLCN = "StudioLifecycleConfigName";
const _SLJ = "StopLabelingJob";
const _SLJR = "StopLabelingJobRequest";
const _SLp = "SpaceList";
const _SM = "StatusMessage";
const _SMA = "S3ModelArtifacts";
const _SMC = "ShadowModeConfig";
const _SMDS = "S3ModelDataSource";
const _SMIA = "SageMakerImageArn";
const _SMIN = "SageMakerImageName";
const _SMIVA = "SageMakerImageVersionAliases";
const _SMIVAa = "SageMakerImageVersionArn";
const _SMIVAag = "SageMakerImageVersionAlias";
const _SMM = "SageMakerModel";
const _SMN = "StandardMetricName";
const _SMPA = "SourceModelPackageArn";
const _SMPHCA = "SageMakerPublicHubContentArn";
const _SMR = "SpaceManagedResources";
const _SMS = "StartMonitoringSchedule";
const _SMSR = "StartMonitoringScheduleRequest";
const _SMSRt = "StopMonitoringScheduleRequest";
const _SMSt = "StopMonitoringSchedule";
const _SMTS = "StartMlflowTrackingServer";
const _SMTSR = "StartMlflowTrackingServerRequest";
const _SMTSRt = "StartMlflowTrackingServerResponse";
const _SMTSRto = "StopMlflowTrackingServerRequest";
const _SMTSRtop = "StopMlflowTrackingServerResponse";
const _SMTSt = "StopMlflowTrackingServer";
const _SMV = "SkipModelValidation";
const _SMVC = "ShadowModelVariantConfig";
const _SMVCL = "ShadowModelVariantConfigList";
const _SMVN = "SourceModelVariantName";
const _SMVNh = "ShadowModelVariantName";
const _SMVh = "ShadowModelVariants";
const _SN = "SpaceName";
const _SNC = "SpaceNameContains";
const _SNE = "SpaceNameEquals";
const _SNI = "StartNotebookInstance";
const _SNII = "StartNotebookInstanceInput";
const _SNIIt = "StopNotebookInstanceInput";
const _SNIt = "StopNotebookInstance";
const _SNLI = "SuccessfulNodeLogicalIds";
const _SNe = "SellerName";
const _SNo = "SourceName";
const _SNt = "StageName";
const _SNte = "StepName";
const _SO = "SortOrder";
const _SOC = "ScaleOutCooldown";
const _SOJ = "StopOptimizationJob";
const _SOJR = "StopOptimizationJobRequest";
const _SOL = "S3OutputLocation";
const _SOP = "S3OutputPath";
const _SOU = "S3OutputUri";
const _SOu = "S3Output";
const _SP = "ScalingPolicies";
const _SPE = "StartPipelineExecution";
const _SPEA = "SourcePipelineExecutionArn";
const _SPER = "StartPipelineExecutionRequest";
const _SPERt = "StartPipelineExecutionResponse";
const _SPERto = "StopPipelineExecutionRequest";
const _SPERtop = "StopPipelineExecutionResponse";
const _SPESF = "SendPipelineExecutionStepFailure";
const _SPESFR = "SendPipelineExecutionStepFailureRequest";
const _SPESFRe = "SendPipelineExecutionStepFailureResponse";
const _SPESS = "SendPipelineExecutionStepSuccess";
const _SPESSR = "SendPipelineExecutionStepSuccessRequest";
const _SPESSRe = "SendPipelineExecutionStepSuccessResponse";
const _SPEt = "StopPipelineExecution";
const _SPJ = "StopProcessingJob";
const _SPJR = "StopProcessingJobRequest";
const _SPM = "ScalingPolicyMetric";
const _SPO = "ScalingPolicyObjective";
const _SPU = "SamplePayloadUrl";
const _SPV = "ShadowProductionVariants";
const _SPa = "SamplingPercentage";
const _SPc = "ScalingPolicy";
const _SPr = "S3Presign";
const _SPt = "StartupParameters";
const _SQ = "SuggestionQuery";
const _SQU = "SqsQueueUrl";
const _SR = "StatisticsResource";
const _SRIIT = "SupportedRealtimeInferenceInstanceTypes";
const _SRL = "SearchResultsList";
const _SRMIMET = "SupportedResponseMIMETypes";
const _SRe = "SearchRecord";
const _SRea = "SearchRequest";
const _SRear = "SearchResponse";
const _SRp = "SpawnRate";
const _SRt = "StatusReason";
const _SS = "SpaceSettings";
const _SSC = "S3StorageConfig";
const _SSL = "SelectedStepList";
const _SSOAA = "SingleSignOnApplicationArn";
const _SSOMAII = "SingleSignOnManagedApplicationInstanceId";
const _SSOUI = "SingleSignOnUserIdentifier";
const _SSOUV = "SingleSignOnUserValue";
const _SSR = "StartSessionRequest";
const _SSRt = "StartSessionResponse";
const _SSS = "SpaceSharingSettings";
const _SSSS = "SpaceSharingSettingsSummary";
const _SSSp = "SpaceStorageSettings";
const _SSSpa = "SpaceSettingsSummary";
const _SST = "SecondaryStatusTransitions";
const _SSTe = "SecondaryStatusTransition";
const _SSU = "SourceS3Uri";
const _SSe = "SecondaryStatus";
const _SSel = "SelectedStep";
const _SSele = "SelectedSteps";
const _SSh = "SharingSettings";
const _SSt = "StageStatus";
const _SSta = "StartSession";
const _SSte = "StepStatus";
const _SSu = "SupportStatus";
const _ST = "SourceType";
const _STA = "SnsTopicArn";
const _STAc = "ScheduledTimeAfter";
const _STAt = "StartTimeAfter";
const _STB = "ScheduledTimeBefore";
const _STBt = "StartTimeBefore";
const _STIT = "SupportedTransformInstanceTypes";
const _STITu = "SupportedTrainingInstanceTypes";
const _STJ = "StopTrainingJob";
const _STJOM = "SupportedTuningJobObjectiveMetrics";
const _STJR = "StopTrainingJobRequest";
const _STJRt = "StopTransformJobRequest";
const _STJt = "StopTransformJob";
const _STO = "StartTimeOffset";
const _STPO = "SearchTrainingPlanOfferings";
const _STPOR = "SearchTrainingPlanOfferingsRequest";
const _STPORe = "SearchTrainingPlanOfferingsResponse";
const _STc = "ScalingType";
const _STch = "ScheduledTime";
const _STh = "SharingType";
const _STo = "SourceTypes";
const _STp = "SplitType";
const _STt = "StartTime";
const _STte = "StepType";
const _STto = "StorageType";
const _STu = "SuccessTopic";
const _SU = "SourceUri";
const _SUC = "ScheduledUpdateConfig";
const _SUCe = "ServerlessUpdateConfig";
const _SUM = "S3UploadMode";
const _SUS = "SoftwareUpdateStatus";
const _SUr = "S3Uri";
const _SUri = "S3Uris";
const _SUt = "StreamUrl";
const _SV = "StringValue";
const _SW = "SubscribedWorkteam";
const _SWAN = "SampleWeightAttributeName";
const _SWP = "StudioWebPortal";
const _SWPA = "StudioWebPortalAccess";
const _SWPS = "StudioWebPortalSettings";
const _SWu = "SubscribedWorkteams";
const _S_ = "S3";
const _Sc = "Schedule";
const _Sco = "Scope";
const _Se = "Seed";
const _Sea = "Search";
const _Set = "Set";
const _Sl = "Slurm";
const _So = "Sources";
const _Sp = "Spot";
const _Spa = "Spaces";
const _Spe = "Specification";
const _Spec = "Specifications";
const _St = "Status";
const _Sta = "Stat";
const _Stag = "Stages";
const _Stage = "Stage";
const _Stai = "Stairs";
const _Stat = "Statistic";
const _Stati = "Statistics";
const _Ste = "Steps";
const _Sto = "Stopped";
const _Str = "Strategy";
const _Su = "Successful";
const _Sub = "Subnets";
const _Suc = "Success";
const _Succ = "Succeeded";
const _Sum = "Summaries";
const _T = "Type";
const _TA = "TrialArn";
const _TALIS = "TaskAvailabilityLifetimeInSeconds";
const _TAN = "TargetAttributeName";
const _TANi = "TimestampAttributeName";
const _TAV = "TransformAmiVersion";
const _TBAS = "TensorBoardAppSettings";
const _TBOC = "TensorBoardOutputConfig";
const _TC = "TextConfig";
const _TCA = "TrialComponentArn";
const _TCAr = "TrialComponentArtifact";
const _TCAri = "TrialComponentArtifacts";
const _TCD = "ThroughputConfigDescription";
const _TCDN = "TrialComponentDisplayName";
const _TCH = "TargetContainerHostname";
const _TCJC = "TextClassificationJobConfig";
const _TCMS = "TrialComponentMetricSummary";
const _TCMSr = "TrialComponentMetricSummaries";
const _TCN = "TrialComponentName";
const _TCP = "TrialComponentParameters";
const _TCPV = "TrialComponentParameterValue";
const _TCS = "TrialComponentSummaries";
const _TCSD = "TrialComponentSourceDetail";
const _TCSS = "TrialComponentSimpleSummary";
const _TCSSr = "TrialComponentSimpleSummaries";
const _TCSr = "TrialComponentSource";
const _TCSri = "TrialComponentStatus";
const _TCSria = "TrialComponentSummary";
const _TCSrial = "TrialComponentSources";
const _TCU = "ThroughputConfigUpdate";
const _TCUPC = "TargetCpuUtilizationPerCore";
const _TCa = "TargetCount";
const _TCas = "TaskCount";
const _TCh = "ThroughputConfig";
const _TCr = "TrialComponent";
const _TCra = "TrainingChannels";
const _TD = "TaskDescription";
const _TDS = "TrainingDataSource";
const _TDSr = "TransformDataSource";
const _TDa = "TargetDevice";
const _TDt = "TtlDuration";
const _TE = "TokenEndpoint";
const _TET = "TrainingEndTime";
const _TETr = "TransformEndTime";
const _TF = "TableFormat";
const _TFOAC = "TenthFractionsOfACent";
const _TGHP = "TextGenerationHyperParameters";
const _TGJC = "TextGenerationJobConfig";
const _TGRA = "TextGenerationResolvedAttributes";
const _TH = "TotalHits";
const _THP = "TunedHyperParameters";
const _TI = "TrainingImage";
const _TIC = "TrainingImageConfig";
const _TICo = "TotalInstanceCount";
const _TID = "TrainingImageDigest";
const _TIM = "TrainingInputMode";
const _TIPS = "TrustedIdentityPropagationSettings";
const _TIr = "TransformInput";
const _TJ = "TrainingJob";
const _TJA = "TrainingJobArn";
const _TJAr = "TransformJobArn";
const _TJAu = "TuningJobArn";
const _TJC = "TabularJobConfig";
const _TJCC = "TuningJobCompletionCriteria";
const _TJCD = "TuningJobCompletionDetails";
const _TJD = "TrainingJobDefinition";
const _TJDN = "TrainingJobDefinitionName";
const _TJDr = "TransformJobDefinition";
const _TJDra = "TrainingJobDefinitions";
const _TJEST = "TrainingJobEarlyStoppingType";
const _TJN = "TrainingJobName";
const _TJNr = "TransformJobName";
const _TJNu = "TuningJobName";
const _TJS = "TrainingJobStatus";
const _TJSC = "TrainingJobStatusCounters";
const _TJSM = "TrainingJobStepMetadata";
const _TJSMD = "TuningJobStepMetaData";
const _TJSMr = "TransformJobStepMetadata";
const _TJSr = "TransformJobStatus";
const _TJSra = "TrainingJobSummaries";
const _TJSrai = "TrainingJobSummary";
const _TJSran = "TransformJobSummaries";
const _TJSrans = "TransformJobSummary";
const _TJr = "TransformJob";
const _TJu = "TuningJob";
const _TK = "TagKeys";
const _TKa = "TaskKeywords";
const _TL = "TotalLabeled";
const _TLC = "TargetLabelColumn";
const _TLa = "TagList";
const _TM = "ThroughputMode";
const _TN = "TrialName";
const _TNa = "TableName";
const _TNe = "TemplateName";
const _TNea = "TeamName";
const _TO = "TransformOutput";
const _TOMV = "TargetObjectiveMetricValue";
const _TOu = "TuningObjective";
const _TP = "TagPropagation";
const _TPA = "TrainingPlanArn";
const _TPAE = "TrainingPlanArnEquals";
const _TPAr = "TrainingPlanArns";
const _TPC = "ThreadsPerCore";
const _TPD = "TemplateProviderDetails";
const _TPDL = "TemplateProviderDetailList";
const _TPDe = "TemplateProviderDetail";
const _TPE = "TrainingPlanExtensions";
const _TPEO = "TrainingPlanExtensionOfferings";
const _TPEOI = "TrainingPlanExtensionOfferingId";
const _TPEOr = "TrainingPlanExtensionOffering";
const _TPEr = "TrainingPlanExtension";
const _TPF = "TrainingPlanFilter";
const _TPFr = "TrainingPlanFilters";
const _TPI = "TrainingProgressInfo";
const _TPN = "TrainingPlanName";
const _TPO = "TrainingPlanOfferings";
const _TPOI = "TrainingPlanOfferingId";
const _TPOr = "TrainingPlanOffering";
const _TPS = "TrainingPlanStatus";
const _TPSr = "TrainingPlanSummaries";
const _TPSra = "TrainingPlanSummary";
const _TPTU = "TemplateProvidersToUpdate";
const _TPa = "TargetPlatform";
const _TPe = "TemplateProviders";
const _TPr = "TrafficPattern";
const _TR = "TransformResources";
const _TRA = "TabularResolvedAttributes";
const _TRAC = "TrainingRepositoryAuthConfig";
const _TRAM = "TrainingRepositoryAccessMode";
const _TRC = "TrafficRoutingConfiguration";
const _TRCPA = "TrainingRepositoryCredentialsProviderArn";
const _TRCr = "TrafficRoutingConfig";
const _TRa = "TargetResources";
const _TS = "TrainingSpecification";
const _TSA = "TrackingServerArn";
const _TSC = "TargetStateCount";
const _TSCPE = "TotalStepCountPerEpoch";
const _TSCi = "TieredStorageConfig";
const _TSCim = "TimeSeriesConfig";
const _TSDS = "TransformS3DataSource";
const _TSFJC = "TimeSeriesForecastingJobConfig";
const _TSFS = "TimeSeriesForecastingSettings";
const _TSMS = "TrackingServerMaintenanceStatus";
const _TSN = "TrackingServerName";
const _TSS = "TrackingServerSize";
const _TSSL = "TrackingServerSummaryList";
const _TSSr = "TrackingServerStatus";
const _TSSra = "TrackingServerSummaries";
const _TSSrac = "TrackingServerSummary";
const _TST = "TrainingStartTime";
const _TSTi = "TimeSeriesTransformations";
const _TSTr = "TransformStartTime";
const _TSU = "TrackingServerUrl";
const _TSi = "TimeStamp";
const _TSr = "TrialSummaries";
const _TSri = "TrialSource";
const _TSria = "TrialSummary";
const _TT = "TaskTitle";
const _TTIS = "TrainingTimeInSeconds";
const _TTLIS = "TaskTimeLimitInSeconds";
const _TTSPC = "TargetTrackingScalingPolicyConfiguration";
const _TTa = "TargetTracking";
const _TTr = "TrafficType";
const _TURL = "TemplateURL";
const _TUSC = "TotalUltraServerCount";
const _TV = "TokenValue";
const _TVa = "TargetValue";
const _TVar = "TargetVersion";
const _TWIS = "TerminationWaitInSeconds";
const _Ta = "Tags";
const _Tag = "Tag";
const _Tai = "Taints";
const _Tas = "Task";
const _Te = "Technique";
const _Ti = "Tier";
const _Tim = "Timestamp";
const _To = "Total";
const _Tr = "Trial";
const _Tra = "Transformations";
const _Ty = "Types";
const _U = "Uri";
const _UA = "UpdateAction";
const _UAIC = "UpdateAppImageConfig";
const _UAICR = "UpdateAppImageConfigRequest";
const _UAICRp = "UpdateAppImageConfigResponse";
const _UAR = "UpdateActionRequest";
const _UARp = "UpdateActionResponse";
const _UARpd = "UpdateArtifactRequest";
const _UARpda = "UpdateArtifactResponse";
const _UAp = "UpdateArtifact";
const _UBCE = "UsedByCurrentEndpoint";
const _UC = "UiConfig";
const _UCQ = "UpdateComputeQuota";
const _UCQR = "UpdateComputeQuotaRequest";
const _UCQRp = "UpdateComputeQuotaResponse";
const _UCR = "UpdateClusterRequest";
const _UCRI = "UpdateCodeRepositoryInput";
const _UCRO = "UpdateCodeRepositoryOutput";
const _UCRp = "UpdateClusterResponse";
const _UCRpd = "UpdateContextRequest";
const _UCRpda = "UpdateContextResponse";
const _UCRpdat = "UpdateCodeRepository";
const _UCS = "UpdateClusterSoftware";
const _UCSC = "UpdateClusterSchedulerConfig";
const _UCSCR = "UpdateClusterSchedulerConfigRequest";
const _UCSCRp = "UpdateClusterSchedulerConfigResponse";
const _UCSIG = "UpdateClusterSoftwareInstanceGroups";
const _UCSIGS = "UpdateClusterSoftwareInstanceGroupSpecification";
const _UCSR = "UpdateClusterSoftwareRequest";
const _UCSRp = "UpdateClusterSoftwareResponse";
const _UCp = "UpdateCluster";
const _UCpd = "UpdateContext";
const _UCs = "UserContext";
const _UD = "UpdateDevices";
const _UDF = "UpdateDeviceFleet";
const _UDFR = "UpdateDeviceFleetRequest";
const _UDR = "UpdateDevicesRequest";
const _UDRp = "UpdateDomainRequest";
const _UDRpd = "UpdateDomainResponse";
const _UDp = "UpdateDomain";
const _UE = "UpdateEndpoint";
const _UEI = "UpdateEndpointInput";
const _UEO = "UpdateEndpointOutput";
const _UER = "UpdateExperimentRequest";
const _UERp = "UpdateExperimentResponse";
const _UEWAC = "UpdateEndpointWeightsAndCapacities";
const _UEWACI = "UpdateEndpointWeightsAndCapacitiesInput";
const _UEWACO = "UpdateEndpointWeightsAndCapacitiesOutput";
const _UEp = "UpdateExperiment";
const _UF = "UpfrontFee";
const _UFG = "UpdateFeatureGroup";
const _UFGR = "UpdateFeatureGroupRequest";
const _UFGRp = "UpdateFeatureGroupResponse";
const _UFM = "UpdateFeatureMetadata";
const _UFMR = "UpdateFeatureMetadataRequest";
const _UG = "UserGroup";
const _UH = "UpdateHub";
const _UHC = "UpdateHubContent";
const _UHCR = "UpdateHubContentRequest";
const _UHCRR = "UpdateHubContentReferenceRequest";
const _UHCRRp = "UpdateHubContentReferenceResponse";
const _UHCRp = "UpdateHubContentResponse";
const _UHCRpd = "UpdateHubContentReference";
const _UHR = "UpdateHubRequest";
const _UHRp = "UpdateHubResponse";
const _UI = "UpdateImage";
const _UIC = "UnhealthyInstanceCount";
const _UICI = "UpdateInferenceComponentInput";
const _UICO = "UpdateInferenceComponentOutput";
const _UICRC = "UpdateInferenceComponentRuntimeConfig";
const _UICRCI = "UpdateInferenceComponentRuntimeConfigInput";
const _UICRCO = "UpdateInferenceComponentRuntimeConfigOutput";
const _UICp = "UpdateInferenceComponent";
const _UIE = "UserInfoEndpoint";
const _UIER = "UpdateInferenceExperimentRequest";
const _UIERp = "UpdateInferenceExperimentResponse";
const _UIEp = "UpdateInferenceExperiment";
const _UIR = "UpdateImageRequest";
const _UIRp = "UpdateImageResponse";
const _UIV = "UpdateImageVersion";
const _UIVR = "UpdateImageVersionRequest";
const _UIVRp = "UpdateImageVersionResponse";
const _UL = "UseLogit";
const _UMA = "UpdateMlflowApp";
const _UMAR = "UpdateMlflowAppRequest";
const _UMARp = "UpdateMlflowAppResponse";
const _UMARpd = "UpdateMonitoringAlertRequest";
const _UMARpda = "UpdateMonitoringAlertResponse";
const _UMAp = "UpdateMonitoringAlert";
const _UMC = "UpdateModelCard";
const _UMCR = "UpdateModelCardRequest";
const _UMCRp = "UpdateModelCardResponse";
const _UMP = "UpdateModelPackage";
const _UMPI = "UpdateModelPackageInput";
const _UMPO = "UpdateModelPackageOutput";
const _UMS = "UpdateMonitoringSchedule";
const _UMSR = "UpdateMonitoringScheduleRequest";
const _UMSRp = "UpdateMonitoringScheduleResponse";
const _UMTS = "UpdateMlflowTrackingServer";
const _UMTSR = "UpdateMlflowTrackingServerRequest";
const _UMTSRp = "UpdateMlflowTrackingServerResponse";
const _UNI = "UpdateNotebookInstance";
const _UNII = "UpdateNotebookInstanceInput";
const _UNILC = "UpdateNotebookInstanceLifecycleConfig";
const _UNILCI = "UpdateNotebookInstanceLifecycleConfigInput";
const _UNILCO = "UpdateNotebookInstanceLifecycleConfigOutput";
const _UNIO = "UpdateNotebookInstanceOutput";
const _UP = "UserPool";
const _UPA = "UserProfileArn";
const _UPAR = "UpdatePartnerAppRequest";
const _UPARp = "UpdatePartnerAppResponse";
const _UPAp = "UpdatePartnerApp";
const _UPD = "UserProfileDetails";
const _UPE = "UpdatePipelineExecution";
const _UPER = "UpdatePipelineExecutionRequest";
const _UPERp = "UpdatePipelineExecutionResponse";
const _UPI = "UpdateProjectInput";
const _UPL = "UserProfileList";
const _UPN = "UserProfileName";
const _UPNC = "UserProfileNameContains";
const _UPNE = "UserProfileNameEquals";
const _UPO = "UpdateProjectOutput";
const _UPR = "UpdatePipelineRequest";
const _UPRp = "UpdatePipelineResponse";
const _UPS = "UsersPerStep";
const _UPV = "UpdatePipelineVersion";
const _UPVR = "UpdatePipelineVersionRequest";
const _UPVRp = "UpdatePipelineVersionResponse";
const _UPp = "UpdatePipeline";
const _UPpd = "UpdateProject";
const _UPs = "UserProfiles";
const _US = "UserSettings";
const _USC = "UltraServerCount";
const _USD = "USD";
const _USI = "UltraServerInfo";
const _USIl = "UltraServerId";
const _USR = "UpdateSpaceRequest";
const _USRp = "UpdateSpaceResponse";
const _USS = "UltraServerSummary";
const _USSn = "UnifiedStudioSettings";
const _UST = "UltraServerType";
const _USl = "UltraServers";
const _USlt = "UltraServer";
const _USp = "UpdateSpace";
const _UT = "UiTemplate";
const _UTC = "UpdateTrialComponent";
const _UTCR = "UpdateTrialComponentRequest";
const _UTCRp = "UpdateTrialComponentResponse";
const _UTI = "UiTemplateInfo";
const _UTJ = "UpdateTrainingJob";
const _UTJR = "UpdateTrainingJobRequest";
const _UTJRp = "UpdateTrainingJobResponse";
const _UTP = "UpdateTemplateProvider";
const _UTPL = "UpdateTemplateProviderList";
const _UTR = "UpdateTrialRequest";
const _UTRp = "UpdateTrialResponse";
const _UTSU = "UiTemplateS3Uri";
const _UTp = "UpdateTrial";
const _UUP = "UpdateUserProfile";
const _UUPR = "UpdateUserProfileRequest";
const _UUPRp = "UpdateUserProfileResponse";
const _UW = "UpdateWorkforce";
const _UWR = "UpdateWorkforceRequest";
const _UWRp = "UpdateWorkforceResponse";
const _UWRpd = "UpdateWorkteamRequest";
const _UWRpda = "UpdateWorkteamResponse";
const _UWp = "UpdateWorkteam";
const _Ui = "Uid";
const _Un = "Unit";
const _Unl = "Unlabeled";
const _Ur = "Url";
const _V = "Version";
const _VA = "VersionAliases";
const _VC = "VpcConfig";
const _VCL = "VisibilityConditionsList";
const _VCe = "VectorConfig";
const _VCi = "VisibilityConditions";
const _VCp = "VCpu";
const _VEI = "VpcEndpointId";
const _VF = "ValidationFraction";
const _VG = "VendorGuidance";
const _VH = "ValueHint";
const _VI = "VolumeId";
const _VIM = "ValueInMilliseconds";
const _VIPTIS = "VariantInstanceProvisionTimeoutInSeconds";
const _VIe = "VersionId";
const _VIp = "VpcId";
const _VKKI = "VolumeKmsKeyId";
const _VN = "VariantName";
const _VNE = "VariantNameEquals";
const _VOTA = "VpcOnlyTrustedAccounts";
const _VP = "ValidationProfiles";
const _VPL = "VariantPropertyList";
const _VPT = "VariantPropertyType";
const _VPa = "VariantProperty";
const _VR = "ValidationRole";
const _VRi = "ViolationReport";
const _VS = "ValidationStatuses";
const _VSI = "VpcSourceIp";
const _VSIGB = "VolumeSizeInGB";
const _VSa = "ValidationSpecification";
const _VSar = "VariantStatus";
const _VT = "ValueType";
const _Va = "Value";
const _Val = "Values";
const _Ve = "Vertices";
const _Ver = "Vertex";
const _W = "Workforce";
const _WA = "WorkforceArn";
const _WAC = "WorkerAccessConfiguration";
const _WAo = "WorkteamArn";
const _WG = "WorkGroup";
const _WIIS = "WaitIntervalInSeconds";
const _WMWS = "WeeklyMaintenanceWindowStart";
const _WN = "WorkforceName";
const _WNo = "WorkteamName";
const _WPS = "WarmPoolStatus";
const _WPSE = "WarmPoolStatusEquals";
const _WRAI = "WorkRequesterAccountId";
const _WS = "WorkloadSpec";
const _WSC = "WarmStartConfig";
const _WST = "WarmStartType";
const _WSo = "WorkspaceSettings";
const _WVC = "WorkforceVpcConfig";
const _WVCR = "WorkforceVpcConfigRequest";
const _WVCRo = "WorkforceVpcConfigResponse";
const _We = "Weight";
const _Wo = "Workteam";
const _Wor = "Workforces";
const _Work = "Workteams";
const _a = "application/json";
const _c = "client";
const _e = "error";
const _mT = "mediaType";
const _s = "smithy.ts.sdk.synthetic.com.amazonaws.sagemaker";
const n0 = "com.amazonaws.sagemaker";
const _s_registry = new TypeRegistry(_s);
var SageMakerServiceException$ = [-3, _s, "SageMakerServiceException", 0, [], []];
_s_registry.registerError(SageMakerServiceException$, SageMakerServiceException);
const n0_registry = new TypeRegistry(n0);
var ConflictException$ = [-3, n0, _CE,
    { [_e]: _c },
    [_M],
    [0]
];
n0_registry.registerError(ConflictException$, ConflictException);
var ResourceInUse$ = [-3, n0, _RIU,
    { [_e]: _c },
    [_M],
    [0]
];
n0_registry.registerError(ResourceInUse$, ResourceInUse);
var ResourceLimitExceeded$ = [-3, n0, _RLE,
    { [_e]: _c },
    [_M],
    [0]
];
n0_registry.registerError(ResourceLimitExceeded$, ResourceLimitExceeded);
var ResourceNotFound$ = [-3, n0, _RNF,
    { [_e]: _c },
    [_M],
    [0]
];
n0_registry.registerError(ResourceNotFound$, ResourceNotFound);
const errorTypeRegistries = [
    _s_registry,
    n0_registry,
];
var ClientSecret = [0, n0, _CS, 8, 0];
var HumanLoopActivationConditions = [0, n0, _HLAC, { [_mT]: _a }, 0];
var ModelCardContent = [0, n0, _MCC, 8, 0];
var AcceleratorPartitionConfig$ = [3, n0, _APC,
    0,
    [_T, _C],
    [0, 1], 2
];
var ActionSource$ = [3, n0, _AS,
    0,
    [_SU, _ST, _SI],
    [0, 0, 0], 1
];
var ActionSummary$ = [3, n0, _ASc,
    0,
    [_AA, _AN, _S, _AT, _St, _CT, _LMT],
    [0, 0, () => ActionSource$, 0, 0, 4, 4]
];
var AddAssociationRequest$ = [3, n0, _AAR,
    0,
    [_SA, _DA, _ATs],
    [0, 0, 0], 2
];
var AddAssociationResponse$ = [3, n0, _AARd,
    0,
    [_SA, _DA],
    [0, 0]
];
var AddClusterNodeSpecification$ = [3, n0, _ACNS,
    0,
    [_IGN, _ITCB, _AZ, _IT],
    [0, 1, 64 | 0, 64 | 0], 2
];
var AdditionalEnis$ = [3, n0, _AE,
    0,
    [_EE],
    [64 | 0]
];
var AdditionalInferenceSpecificationDefinition$ = [3, n0, _AISD,
    0,
    [_N, _Co, _D, _STIT, _SRIIT, _SCT, _SRMIMET],
    [0, () => ModelPackageContainerDefinitionList, 0, 64 | 0, 64 | 0, 64 | 0, 64 | 0], 2
];
var AdditionalModelDataSource$ = [3, n0, _AMDS,
    0,
    [_CN, _SDS],
    [0, () => S3ModelDataSource$], 2
];
var AdditionalS3DataSource$ = [3, n0, _ASDS,
    0,
    [_SDT, _SUr, _CTo, _ET],
    [0, 0, 0, 0], 2
];
var AddTagsInput$ = [3, n0, _ATI,
    0,
    [_RA, _Ta],
    [0, () => TagList], 2
];
var AddTagsOutput$ = [3, n0, _ATO,
    0,
    [_Ta],
    [() => TagList]
];
var AgentVersion$ = [3, n0, _AV,
    0,
    [_V, _AC],
    [0, 1], 2
];
var AIAdapterModelPackageEntry$ = [3, n0, _AIAMPE,
    0,
    [_AI, _MPA],
    [0, 0], 2
];
var AIAdapterS3Entry$ = [3, n0, _AIASE,
    0,
    [_AI, _SUr],
    [0, 0], 2
];
var AIBenchmarkEndpoint$ = [3, n0, _AIBE,
    0,
    [_I, _TCH, _IC],
    [0, 0, () => AIBenchmarkInferenceComponentList], 1
];
var AIBenchmarkInferenceComponent$ = [3, n0, _AIBIC,
    0,
    [_I],
    [0], 1
];
var AIBenchmarkJobSummary$ = [3, n0, _AIBJS,
    0,
    [_AIBJN, _AIBJA, _AIBJSe, _CT, _ETn, _AIWCN],
    [0, 0, 0, 4, 4, 0], 4
];
var AIBenchmarkNetworkConfig$ = [3, n0, _AIBNC,
    0,
    [_VC],
    [() => VpcConfig$]
];
var AIBenchmarkOutputConfig$ = [3, n0, _AIBOC,
    0,
    [_SOL, _MC],
    [0, () => AIMlflowConfig$], 1
];
var AIBenchmarkOutputResult$ = [3, n0, _AIBOR,
    0,
    [_SOL, _CWL, _MC],
    [0, () => AICloudWatchLogsList, () => AIMlflowConfig$], 1
];
var AICapacityReservationConfig$ = [3, n0, _AICRC,
    0,
    [_CRP, _MRA],
    [0, 64 | 0]
];
var AICloudWatchLogs$ = [3, n0, _AICWL,
    0,
    [_LGA, _LSN],
    [0, 0]
];
var AIMlflowConfig$ = [3, n0, _AIMC,
    0,
    [_MRAl, _MEN, _MRN],
    [0, 0, 0], 1
];
var AIModelSourceS3$ = [3, n0, _AIMSS,
    0,
    [_SUr],
    [0]
];
var AIRecommendation$ = [3, n0, _AIR,
    0,
    [_RD, _OD, _MD, _DC, _AIBJA, _EP, _AD],
    [0, () => AIRecommendationOptimizationDetailList, () => AIRecommendationModelDetails$, () => AIRecommendationDeploymentConfiguration$, 0, () => ExpectedPerformanceList, () => AIRecommendationAdapterDetails$]
];
var AIRecommendationAdapterDetails$ = [3, n0, _AIRAD,
    0,
    [_MPAo, _SUri],
    [() => AIAdapterModelPackageEntryList, () => AIAdapterS3EntryList], 2
];
var AIRecommendationComputeSpec$ = [3, n0, _AIRCS,
    0,
    [_IT, _CRC],
    [64 | 0, () => AICapacityReservationConfig$]
];
var AIRecommendationConstraint$ = [3, n0, _AIRC,
    0,
    [_Me],
    [0], 1
];
var AIRecommendationDeploymentConfiguration$ = [3, n0, _AIRDC,
    0,
    [_S_, _IU, _ITn, _ICn, _CCPI, _EV, _MCMRIM],
    [() => AIRecommendationDeploymentS3ChannelList, 0, 0, 1, 1, 128 | 0, 1]
];
var AIRecommendationDeploymentS3Channel$ = [3, n0, _AIRDSC,
    0,
    [_CN, _U],
    [0, 0]
];
var AIRecommendationInferenceSpecification$ = [3, n0, _AIRIS,
    0,
    [_F],
    [0]
];
var AIRecommendationInstanceDetail$ = [3, n0, _AIRID,
    0,
    [_ITn, _ICn, _CCPI],
    [0, 1, 1]
];
var AIRecommendationJobSummary$ = [3, n0, _AIRJS,
    0,
    [_AIRJN, _AIRJA, _AIRJSe, _CT, _ETn],
    [0, 0, 0, 4, 4], 4
];
var AIRecommendationModelDetails$ = [3, n0, _AIRMD,
    0,
    [_MPA, _ISN, _ID],
    [0, 0, () => AIRecommendationInstanceDetailList]
];
var AIRecommendationOptimizationDetail$ = [3, n0, _AIROD,
    0,
    [_OT, _OC],
    [0, 128 | 0], 1
];
var AIRecommendationOutputConfig$ = [3, n0, _AIROC,
    0,
    [_SOL, _MPGI, _MC],
    [0, 0, () => AIMlflowConfig$]
];
var AIRecommendationOutputResult$ = [3, n0, _AIROR,
    0,
    [_SOL, _MPGI, _MC],
    [0, 0, () => AIMlflowConfig$], 1
];
var AIRecommendationPerformanceMetric$ = [3, n0, _AIRPM,
    0,
    [_Me, _Va, _Sta, _Un],
    [0, 0, 0, 0], 2
];
var AIRecommendationPerformanceTarget$ = [3, n0, _AIRPT,
    0,
    [_Con],
    [() => AIRecommendationConstraintList], 1
];
var AIWorkloadConfigs$ = [3, n0, _AIWC,
    0,
    [_WS],
    [() => WorkloadSpec$], 1
];
var AIWorkloadConfigSummary$ = [3, n0, _AIWCS,
    0,
    [_AIWCN, _AIWCA, _CT],
    [0, 0, 4], 3
];
var AIWorkloadDataSource$ = [3, n0, _AIWDS,
    0,
    [_SDS],
    [() => AIWorkloadS3DataSource$]
];
var AIWorkloadInputDataConfig$ = [3, n0, _AIWIDC,
    0,
    [_CN, _DS],
    [0, () => AIWorkloadDataSource$], 2
];
var AIWorkloadS3DataSource$ = [3, n0, _AIWSDS,
    0,
    [_SUr],
    [0], 1
];
var Alarm$ = [3, n0, _A,
    0,
    [_ANl],
    [0]
];
var AlarmDetails$ = [3, n0, _ADl,
    0,
    [_ANl],
    [0], 1
];
var AlgorithmSpecification$ = [3, n0, _ASl,
    0,
    [_TIM, _TI, _ANlg, _MDe, _ESMMTS, _CEo, _CA, _TIC],
    [0, 0, 0, () => MetricDefinitionList, 2, 64 | 0, 64 | 0, () => TrainingImageConfig$], 1
];
var AlgorithmStatusDetails$ = [3, n0, _ASD,
    0,
    [_VS, _ISS],
    [() => AlgorithmStatusItemList, () => AlgorithmStatusItemList]
];
var AlgorithmStatusItem$ = [3, n0, _ASI,
    0,
    [_N, _St, _FR],
    [0, 0, 0], 2
];
var AlgorithmSummary$ = [3, n0, _ASlg,
    0,
    [_ANlg, _AAl, _CT, _ASlgo, _ADlg],
    [0, 0, 4, 0, 0], 4
];
var AlgorithmValidationProfile$ = [3, n0, _AVP,
    0,
    [_PN, _TJD, _TJDr],
    [0, () => TrainingJobDefinition$, () => TransformJobDefinition$], 2
];
var AlgorithmValidationSpecification$ = [3, n0, _AVS,
    0,
    [_VR, _VP],
    [0, () => AlgorithmValidationProfiles], 2
];
var AmazonQSettings$ = [3, n0, _AQS,
    0,
    [_St, _QPA],
    [0, 0]
];
var AnnotationConsolidationConfig$ = [3, n0, _ACC,
    0,
    [_ACLA],
    [0], 1
];
var AppDetails$ = [3, n0, _ADp,
    0,
    [_DI, _UPN, _SN, _ATp, _ANp, _St, _CT, _RS],
    [0, 0, 0, 0, 0, 0, 4, () => ResourceSpec$]
];
var AppImageConfigDetails$ = [3, n0, _AICD,
    0,
    [_AICA, _AICN, _CT, _LMT, _KGIC, _JLAIC, _CEAIC],
    [0, 0, 4, 4, () => KernelGatewayImageConfig$, () => JupyterLabAppImageConfig$, () => CodeEditorAppImageConfig$]
];
var AppLifecycleManagement$ = [3, n0, _ALM,
    0,
    [_IS],
    [() => IdleSettings$]
];
var AppSpecification$ = [3, n0, _ASp,
    0,
    [_IU, _CEo, _CA],
    [0, 64 | 0, 64 | 0], 1
];
var ArtifactSource$ = [3, n0, _ASr,
    0,
    [_SU, _STo],
    [0, () => ArtifactSourceTypes], 1
];
var ArtifactSourceType$ = [3, n0, _AST,
    0,
    [_SIT, _Va],
    [0, 0], 2
];
var ArtifactSummary$ = [3, n0, _ASrt,
    0,
    [_AAr, _ANr, _S, _ATr, _CT, _LMT],
    [0, 0, () => ArtifactSource$, 0, 4, 4]
];
var AssociateTrialComponentRequest$ = [3, n0, _ATCR,
    0,
    [_TCN, _TN],
    [0, 0], 2
];
var AssociateTrialComponentResponse$ = [3, n0, _ATCRs,
    0,
    [_TCA, _TA],
    [0, 0]
];
var AssociationInfo$ = [3, n0, _AIs,
    0,
    [_SA, _DA],
    [0, 0], 2
];
var AssociationSummary$ = [3, n0, _ASs,
    0,
    [_SA, _DA, _ST, _DT, _ATs, _SNo, _DN, _CT, _CB],
    [0, 0, 0, 0, 0, 0, 0, 4, () => UserContext$]
];
var AsyncInferenceClientConfig$ = [3, n0, _AICC,
    0,
    [_MCIPI],
    [1]
];
var AsyncInferenceConfig$ = [3, n0, _AIC,
    0,
    [_OCu, _CC],
    [() => AsyncInferenceOutputConfig$, () => AsyncInferenceClientConfig$], 1
];
var AsyncInferenceNotificationConfig$ = [3, n0, _AINC,
    0,
    [_STu, _ETr, _IIRI],
    [0, 0, 64 | 0]
];
var AsyncInferenceOutputConfig$ = [3, n0, _AIOC,
    0,
    [_KKI, _SOP, _NC, _SFP],
    [0, 0, () => AsyncInferenceNotificationConfig$, 0]
];
var AthenaDatasetDefinition$ = [3, n0, _ADD,
    0,
    [_Ca, _Da, _QS, _OSU, _OF, _WG, _KKI, _OCut],
    [0, 0, 0, 0, 0, 0, 0, 0], 5
];
var AttachClusterNodeNetworkInterfaceRequest$ = [3, n0, _ACNNIR,
    0,
    [_CNl, _NI, _NII],
    [0, 0, 0], 3
];
var AttachClusterNodeNetworkInterfaceResponse$ = [3, n0, _ACNNIRt,
    0,
    [_CAl, _NI, _NII, _AIt],
    [0, 0, 0, 0], 4
];
var AttachClusterNodeVolumeRequest$ = [3, n0, _ACNVR,
    0,
    [_CAl, _NI, _VI],
    [0, 0, 0], 3
];
var AttachClusterNodeVolumeResponse$ = [3, n0, _ACNVRt,
    0,
    [_CAl, _NI, _VI, _ATt, _St, _DNe],
    [0, 0, 0, 4, 0, 0], 6
];
var AuthorizedUrl$ = [3, n0, _AU,
    0,
    [_Ur, _LP],
    [0, 0]
];
var AutoMLAlgorithmConfig$ = [3, n0, _AMLAC,
    0,
    [_AMLA],
    [64 | 0], 1
];
var AutoMLCandidate$ = [3, n0, _AMLC,
    0,
    [_CNa, _OS, _CSa, _CSan, _CT, _LMT, _FAMLJOM, _ICnf, _ETn, _FR, _CP, _ICD],
    [0, 0, () => CandidateSteps, 0, 4, 4, () => FinalAutoMLJobObjectiveMetric$, () => AutoMLContainerDefinitions, 4, 0, () => CandidateProperties$, () => AutoMLInferenceContainerDefinitions], 6
];
var AutoMLCandidateGenerationConfig$ = [3, n0, _AMLCGC,
    0,
    [_FSSU, _ACl],
    [0, () => AutoMLAlgorithmsConfig]
];
var AutoMLCandidateStep$ = [3, n0, _AMLCS,
    0,
    [_CST, _CSA, _CSN],
    [0, 0, 0], 3
];
var AutoMLChannel$ = [3, n0, _AMLCu,
    0,
    [_TAN, _DS, _CTo, _CTon, _CTh, _SWAN],
    [0, () => AutoMLDataSource$, 0, 0, 0, 0], 1
];
var AutoMLComputeConfig$ = [3, n0, _AMLCC,
    0,
    [_ESCC],
    [() => EmrServerlessComputeConfig$]
];
var AutoMLContainerDefinition$ = [3, n0, _AMLCD,
    0,
    [_Im, _MDU, _E],
    [0, 0, 128 | 0], 2
];
var AutoMLDataSource$ = [3, n0, _AMLDS,
    0,
    [_SDS],
    [() => AutoMLS3DataSource$], 1
];
var AutoMLDataSplitConfig$ = [3, n0, _AMLDSC,
    0,
    [_VF],
    [1]
];
var AutoMLJobArtifacts$ = [3, n0, _AMLJA,
    0,
    [_CDNL, _DENL],
    [0, 0]
];
var AutoMLJobChannel$ = [3, n0, _AMLJC,
    0,
    [_CTh, _CTon, _CTo, _DS],
    [0, 0, 0, () => AutoMLDataSource$]
];
var AutoMLJobCompletionCriteria$ = [3, n0, _AMLJCC,
    0,
    [_MCa, _MRPTJIS, _MAMLJRIS],
    [1, 1, 1]
];
var AutoMLJobConfig$ = [3, n0, _AMLJCu,
    0,
    [_CCo, _SC, _CGC, _DSC, _Mo],
    [() => AutoMLJobCompletionCriteria$, () => AutoMLSecurityConfig$, () => AutoMLCandidateGenerationConfig$, () => AutoMLDataSplitConfig$, 0]
];
var AutoMLJobObjective$ = [3, n0, _AMLJO,
    0,
    [_MN],
    [0], 1
];
var AutoMLJobStepMetadata$ = [3, n0, _AMLJSM,
    0,
    [_Ar],
    [0]
];
var AutoMLJobSummary$ = [3, n0, _AMLJS,
    0,
    [_AMLJN, _AMLJAu, _AMLJSu, _AMLJSS, _CT, _LMT, _ETn, _FR, _PFR],
    [0, 0, 0, 0, 4, 4, 4, 0, () => AutoMLPartialFailureReasons], 6
];
var AutoMLOutputDataConfig$ = [3, n0, _AMLODC,
    0,
    [_SOP, _KKI],
    [0, 0], 1
];
var AutoMLPartialFailureReason$ = [3, n0, _AMLPFR,
    0,
    [_PFM],
    [0]
];
var AutoMLResolvedAttributes$ = [3, n0, _AMLRA,
    0,
    [_AMLJO, _CCo, _AMLPTRA],
    [() => AutoMLJobObjective$, () => AutoMLJobCompletionCriteria$, () => AutoMLProblemTypeResolvedAttributes$]
];
var AutoMLS3DataSource$ = [3, n0, _AMLSDS,
    0,
    [_SDT, _SUr],
    [0, 0], 2
];
var AutoMLSecurityConfig$ = [3, n0, _AMLSC,
    0,
    [_VKKI, _EICTE, _VC],
    [0, 2, () => VpcConfig$]
];
var AutoParameter$ = [3, n0, _AP,
    0,
    [_N, _VH],
    [0, 0], 2
];
var AutoRollbackConfig$ = [3, n0, _ARC,
    0,
    [_Al],
    [() => AlarmList]
];
var Autotune$ = [3, n0, _Au,
    0,
    [_Mo],
    [0], 1
];
var AvailableUpgrade$ = [3, n0, _AUv,
    0,
    [_V, _RN],
    [0, 64 | 0]
];
var BaseModel$ = [3, n0, _BM,
    0,
    [_HCN, _HCV, _RNe],
    [0, 0, 0]
];
var BatchAddClusterNodesError$ = [3, n0, _BACNE,
    0,
    [_IGN, _EC, _FC, _AZ, _IT, _M],
    [0, 0, 1, 64 | 0, 64 | 0, 0], 3
];
var BatchAddClusterNodesRequest$ = [3, n0, _BACNR,
    0,
    [_CNl, _NTA, _CTl],
    [0, () => AddClusterNodeSpecificationList, [0, 4]], 2
];
var BatchAddClusterNodesResponse$ = [3, n0, _BACNRa,
    0,
    [_Su, _Fa],
    [() => NodeAdditionResultList, () => BatchAddClusterNodesErrorList], 2
];
var BatchDataCaptureConfig$ = [3, n0, _BDCC,
    0,
    [_DSU, _KKI, _GII],
    [0, 0, 2], 1
];
var BatchDeleteClusterNodeLogicalIdsError$ = [3, n0, _BDCNLIE,
    0,
    [_Cod, _M, _NLI],
    [0, 0, 0], 3
];
var BatchDeleteClusterNodesError$ = [3, n0, _BDCNE,
    0,
    [_Cod, _M, _NI],
    [0, 0, 0], 3
];
var BatchDeleteClusterNodesRequest$ = [3, n0, _BDCNR,
    0,
    [_CNl, _NIo, _NLIo],
    [0, 64 | 0, 64 | 0], 1
];
var BatchDeleteClusterNodesResponse$ = [3, n0, _BDCNRa,
    0,
    [_Fa, _Su, _FNLI, _SNLI],
    [() => BatchDeleteClusterNodesErrorList, 64 | 0, () => BatchDeleteClusterNodeLogicalIdsErrorList, 64 | 0]
];
var BatchDescribeModelPackageError$ = [3, n0, _BDMPE,
    0,
    [_EC, _ER],
    [0, 0], 2
];
var BatchDescribeModelPackageInput$ = [3, n0, _BDMPI,
    0,
    [_MPAL],
    [64 | 0], 1
];
var BatchDescribeModelPackageOutput$ = [3, n0, _BDMPO,
    0,
    [_MPS, _BDMPEM],
    [() => ModelPackageSummaries, () => BatchDescribeModelPackageErrorMap]
];
var BatchDescribeModelPackageSummary$ = [3, n0, _BDMPS,
    0,
    [_MPGN, _MPA, _CT, _ISn, _MPSo, _MPV, _MPD, _MAS, _MPRT],
    [0, 0, 4, () => InferenceSpecification$, 0, 1, 0, 0, 0], 5
];
var BatchRebootClusterNodeLogicalIdsError$ = [3, n0, _BRCNLIE,
    0,
    [_NLI, _EC, _M],
    [0, 0, 0], 3
];
var BatchRebootClusterNodesError$ = [3, n0, _BRCNE,
    0,
    [_NI, _EC, _M],
    [0, 0, 0], 3
];
var BatchRebootClusterNodesRequest$ = [3, n0, _BRCNR,
    0,
    [_CNl, _NIo, _NLIo],
    [0, 64 | 0, 64 | 0], 1
];
var BatchRebootClusterNodesResponse$ = [3, n0, _BRCNRa,
    0,
    [_Su, _Fa, _FNLI, _SNLI],
    [64 | 0, () => BatchRebootClusterNodesErrors, () => BatchRebootClusterNodeLogicalIdsErrors, 64 | 0]
];
var BatchReplaceClusterNodeLogicalIdsError$ = [3, n0, _BRCNLIEa,
    0,
    [_NLI, _EC, _M],
    [0, 0, 0], 3
];
var BatchReplaceClusterNodesError$ = [3, n0, _BRCNEa,
    0,
    [_NI, _EC, _M],
    [0, 0, 0], 3
];
var BatchReplaceClusterNodesRequest$ = [3, n0, _BRCNRat,
    0,
    [_CNl, _NIo, _NLIo],
    [0, 64 | 0, 64 | 0], 1
];
var BatchReplaceClusterNodesResponse$ = [3, n0, _BRCNRatc,
    0,
    [_Su, _Fa, _FNLI, _SNLI],
    [64 | 0, () => BatchReplaceClusterNodesErrors, () => BatchReplaceClusterNodeLogicalIdsErrors, 64 | 0]
];
var BatchTransformInput$ = [3, n0, _BTI,
    0,
    [_DCDSU, _DF, _LP, _SIM, _SDDT, _FA, _IA, _PA, _PTA, _STO, _ETO, _EFA],
    [0, () => MonitoringDatasetFormat$, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0], 3
];
var BedrockCustomModelDeploymentMetadata$ = [3, n0, _BCMDM,
    0,
    [_Ar],
    [0]
];
var BedrockCustomModelMetadata$ = [3, n0, _BCMM,
    0,
    [_Ar],
    [0]
];
var BedrockModelImportMetadata$ = [3, n0, _BMIM,
    0,
    [_Ar],
    [0]
];
var BedrockProvisionedModelThroughputMetadata$ = [3, n0, _BPMTM,
    0,
    [_Ar],
    [0]
];
var BestObjectiveNotImproving$ = [3, n0, _BONI,
    0,
    [_MNOTJNI],
    [1]
];
var Bias$ = [3, n0, _B,
    0,
    [_R, _PTR, _PTRo],
    [() => MetricsSource$, () => MetricsSource$, () => MetricsSource$]
];
var BlueGreenUpdatePolicy$ = [3, n0, _BGUP,
    0,
    [_TRC, _TWIS, _METIS],
    [() => TrafficRoutingConfig$, 1, 1], 1
];
var CacheHitResult$ = [3, n0, _CHR,
    0,
    [_SPEA],
    [0]
];
var CallbackStepMetadata$ = [3, n0, _CSM,
    0,
    [_CTa, _SQU, _OP],
    [0, 0, () => OutputParameterList]
];
var CandidateArtifactLocations$ = [3, n0, _CAL,
    0,
    [_Ex, _MI, _BR],
    [0, 0, 0], 1
];
var CandidateGenerationConfig$ = [3, n0, _CGC,
    0,
    [_ACl],
    [() => AutoMLAlgorithmsConfig]
];
var CandidateProperties$ = [3, n0, _CP,
    0,
    [_CAL, _CM],
    [() => CandidateArtifactLocations$, () => MetricDataList]
];
var CanvasAppSettings$ = [3, n0, _CAS,
    0,
    [_TSFS, _MRS, _WSo, _IPOAS, _DDS, _KS, _GAS, _ESS],
    [() => TimeSeriesForecastingSettings$, () => ModelRegisterSettings$, () => WorkspaceSettings$, () => IdentityProviderOAuthSettings, () => DirectDeploySettings$, () => KendraSettings$, () => GenerativeAiSettings$, () => EmrServerlessSettings$]
];
var CapacityReservation$ = [3, n0, _CR,
    0,
    [_Ar, _T],
    [0, 0]
];
var CapacitySize$ = [3, n0, _CSap,
    0,
    [_T, _Va],
    [0, 1], 2
];
var CapacitySizeConfig$ = [3, n0, _CSC,
    0,
    [_T, _Va],
    [0, 1], 2
];
var CaptureContentTypeHeader$ = [3, n0, _CCTH,
    0,
    [_CCT, _JCT],
    [64 | 0, 64 | 0]
];
var CaptureOption$ = [3, n0, _CO,
    0,
    [_CMa],
    [0], 1
];
var CategoricalParameter$ = [3, n0, _CPa,
    0,
    [_N, _Va],
    [0, 64 | 0], 2
];
var CategoricalParameterRange$ = [3, n0, _CPR,
    0,
    [_N, _Val],
    [0, 64 | 0], 2
];
var CategoricalParameterRangeSpecification$ = [3, n0, _CPRS,
    0,
    [_Val],
    [64 | 0], 1
];
var CfnCreateTemplateProvider$ = [3, n0, _CCTP,
    0,
    [_TNe, _TURL, _RARN, _P],
    [0, 0, 0, () => CfnStackCreateParameters], 2
];
var CfnStackCreateParameter$ = [3, n0, _CSCP,
    0,
    [_K, _Va],
    [0, 0], 1
];
var CfnStackDetail$ = [3, n0, _CSD,
    0,
    [_SM, _N, _Id],
    [0, 0, 0], 1
];
var CfnStackParameter$ = [3, n0, _CSP,
    0,
    [_K, _Va],
    [0, 0], 1
];
var CfnStackUpdateParameter$ = [3, n0, _CSUP,
    0,
    [_K, _Va],
    [0, 0], 1
];
var CfnTemplateProviderDetail$ = [3, n0, _CTPD,
    0,
    [_TNe, _TURL, _RARN, _P, _SD],
    [0, 0, 0, () => CfnStackParameters, () => CfnStackDetail$], 2
];
var CfnUpdateTemplateProvider$ = [3, n0, _CUTP,
    0,
    [_TNe, _TURL, _P],
    [0, 0, () => CfnStackUpdateParameters], 2
];
var Channel$ = [3, n0, _Ch,
    0,
    [_CN, _DS, _CTon, _CTo, _RWT, _IM, _SCh],
    [0, () => DataSource$, 0, 0, 0, 0, () => ShuffleConfig$], 2
];
var ChannelSpecification$ = [3, n0, _CSh,
    0,
    [_N, _SCT, _SIMu, _D, _IR, _SCTu],
    [0, 64 | 0, 64 | 0, 0, 2, 64 | 0], 3
];
var CheckpointConfig$ = [3, n0, _CCh,
    0,
    [_SUr, _LP],
    [0, 0], 1
];
var ClarifyCheckStepMetadata$ = [3, n0, _CCSM,
    0,
    [_CThe, _BUFDCC, _CBC, _MPGN, _VRi, _CJA, _SCk, _RNB],
    [0, 0, 0, 0, 0, 0, 2, 2]
];
var ClarifyExplainerConfig$ = [3, n0, _CEC,
    0,
    [_SCha, _EEn, _ICnfe],
    [() => ClarifyShapConfig$, 0, () => ClarifyInferenceConfig$], 1
];
var ClarifyInferenceConfig$ = [3, n0, _CIC,
    0,
    [_FA, _CTont, _MRC, _MPIMB, _PI, _LI, _PA, _LA, _LH, _FH, _FT],
    [0, 0, 1, 1, 1, 1, 0, 0, 64 | 0, 64 | 0, 64 | 0]
];
var ClarifyShapBaselineConfig$ = [3, n0, _CSBC,
    0,
    [_MT, _SB, _SBU],
    [0, 0, 0]
];
var ClarifyShapConfig$ = [3, n0, _CSCl,
    0,
    [_SBC, _NOS, _UL, _Se, _TC],
    [() => ClarifyShapBaselineConfig$, 1, 2, 1, () => ClarifyTextConfig$], 1
];
var ClarifyTextConfig$ = [3, n0, _CTC,
    0,
    [_L, _G],
    [0, 0], 2
];
var ClusterAutoPatchConfig$ = [3, n0, _CAPC,
    0,
    [_PS, _PSa, _DCe],
    [0, () => ClusterPatchSchedule$, () => DeploymentConfiguration$], 1
];
var ClusterAutoPatchConfigDetails$ = [3, n0, _CAPCD,
    0,
    [_PS, _CPS, _DPS, _DCe],
    [0, () => ClusterPatchScheduleDetails$, () => ClusterPatchScheduleDetails$, () => DeploymentConfiguration$]
];
var ClusterAutoScalingConfig$ = [3, n0, _CASC,
    0,
    [_Mo, _ASTu],
    [0, 0], 1
];
var ClusterAutoScalingConfigOutput$ = [3, n0, _CASCO,
    0,
    [_Mo, _St, _ASTu, _FM],
    [0, 0, 0, 0], 2
];
var ClusterCapacityRequirements$ = [3, n0, _CCR,
    0,
    [_Sp, _ODn],
    [() => ClusterSpotOptions$, () => ClusterOnDemandOptions$]
];
var ClusterEbsVolumeConfig$ = [3, n0, _CEVC,
    0,
    [_VSIGB, _VKKI, _RV],
    [1, 0, 2]
];
var ClusterEventDetail$ = [3, n0, _CED,
    0,
    [_EI, _CAl, _CNl, _RT, _ETv, _IGN, _II, _ED, _D, _EL],
    [0, 0, 0, 0, 4, 0, 0, () => EventDetails$, 0, 0], 5
];
var ClusterEventSummary$ = [3, n0, _CES,
    0,
    [_EI, _CAl, _CNl, _RT, _ETv, _IGN, _II, _D, _EL],
    [0, 0, 0, 0, 4, 0, 0, 0, 0], 5
];
var ClusterFsxLustreConfig$ = [3, n0, _CFLC,
    0,
    [_DNn, _MNo, _MP],
    [0, 0, 0], 2
];
var ClusterFsxOpenZfsConfig$ = [3, n0, _CFOZC,
    0,
    [_DNn, _MP],
    [0, 0], 1
];
var ClusterInstanceGroupDetails$ = [3, n0, _CIGD,
    0,
    [_CCu, _TCa, _MCi, _IGN, _ITn, _IRn, _ITD, _LCC, _ERx, _TPC, _ISC, _OSDHC, _St, _TPA, _TPS, _OVC, _SUC, _APCu, _CII, _DII, _CIRV, _DIRV, _IVS, _AO, _KC, _CRa, _TSC, _SUS, _ASUC, _SCl, _NIe],
    [1, 1, 1, 0, 0, () => ClusterInstanceRequirementDetails$, () => ClusterInstanceTypeDetails, () => ClusterLifeCycleConfig$, 0, 1, () => ClusterInstanceStorageConfigs, 64 | 0, 0, 0, 0, () => VpcConfig$, () => ScheduledUpdateConfig$, () => ClusterAutoPatchConfigDetails$, 0, 0, 0, 0, 0, 128 | 1, () => ClusterKubernetesConfigDetails$, () => ClusterCapacityRequirements$, 1, 0, () => DeploymentConfiguration$, () => ClusterSlurmConfigDetails$, () => ClusterNetworkInterfaceDetails$]
];
var ClusterInstanceGroupSpecification$ = [3, n0, _CIGS,
    0,
    [_ICn, _IGN, _ERx, _MIC, _ITn, _IRn, _LCC, _TPC, _ISC, _OSDHC, _TPA, _OVC, _SUC, _IIm, _APCu, _IRV, _KC, _SCl, _CRa, _NIe],
    [1, 0, 0, 1, 0, () => ClusterInstanceRequirements$, () => ClusterLifeCycleConfig$, 1, () => ClusterInstanceStorageConfigs, 64 | 0, 0, () => VpcConfig$, () => ScheduledUpdateConfig$, 0, () => ClusterAutoPatchConfig$, 0, () => ClusterKubernetesConfig$, () => ClusterSlurmConfig$, () => ClusterCapacityRequirements$, () => ClusterNetworkInterface$], 3
];
var ClusterInstancePlacement$ = [3, n0, _CIP,
    0,
    [_AZv, _AZI],
    [0, 0]
];
var ClusterInstanceRequirementDetails$ = [3, n0, _CIRD,
    0,
    [_CIT, _DIT],
    [64 | 0, 64 | 0]
];
var ClusterInstanceRequirements$ = [3, n0, _CIR,
    0,
    [_IT],
    [64 | 0], 1
];
var ClusterInstanceStatusDetails$ = [3, n0, _CISD,
    0,
    [_St, _M],
    [0, 0], 1
];
var ClusterInstanceTypeDetail$ = [3, n0, _CITD,
    0,
    [_ITn, _CCu, _TPC],
    [0, 1, 1]
];
var ClusterKubernetesConfig$ = [3, n0, _CKC,
    0,
    [_La, _Tai],
    [128 | 0, () => ClusterKubernetesTaints]
];
var ClusterKubernetesConfigDetails$ = [3, n0, _CKCD,
    0,
    [_CL, _DL, _CTu, _DTe],
    [128 | 0, 128 | 0, () => ClusterKubernetesTaints, () => ClusterKubernetesTaints]
];
var ClusterKubernetesConfigNodeDetails$ = [3, n0, _CKCND,
    0,
    [_CL, _DL, _CTu, _DTe],
    [128 | 0, 128 | 0, () => ClusterKubernetesTaints, () => ClusterKubernetesTaints]
];
var ClusterKubernetesTaint$ = [3, n0, _CKT,
    0,
    [_K, _Ef, _Va],
    [0, 0, 0], 2
];
var ClusterLifeCycleConfig$ = [3, n0, _CLCC,
    0,
    [_SSU, _OCn, _OIC],
    [0, 0, 0]
];
var ClusterMetadata$ = [3, n0, _CMl,
    0,
    [_FM, _ERAE, _SAE],
    [0, 64 | 0, 0]
];
var ClusterNetworkInterface$ = [3, n0, _CNI,
    0,
    [_ITnt],
    [0]
];
var ClusterNetworkInterfaceDetails$ = [3, n0, _CNID,
    0,
    [_ITnt],
    [0]
];
var ClusterNodeDetails$ = [3, n0, _CND,
    0,
    [_IGN, _II, _NLI, _ISns, _ITn, _LT, _LSUT, _LCC, _OVC, _TPC, _ISC, _PPI, _PPIr, _PDH, _Pl, _CII, _DII, _CIRV, _DIRV, _IVS, _USI, _KC, _CTap, _NIe],
    [0, 0, 0, () => ClusterInstanceStatusDetails$, 0, 4, 4, () => ClusterLifeCycleConfig$, () => VpcConfig$, 1, () => ClusterInstanceStorageConfigs, 0, 0, 0, () => ClusterInstancePlacement$, 0, 0, 0, 0, 0, () => UltraServerInfo$, () => ClusterKubernetesConfigNodeDetails$, 0, () => ClusterNetworkInterfaceDetails$]
];
var ClusterNodeSummary$ = [3, n0, _CNS,
    0,
    [_IGN, _II, _ITn, _LT, _ISns, _NLI, _LSUT, _USI, _PDH, _CIRV, _IVS],
    [0, 0, 0, 4, () => ClusterInstanceStatusDetails$, 0, 4, () => UltraServerInfo$, 0, 0, 0], 5
];
var ClusterOnDemandOptions$ = [3, n0, _CODO,
    0,
    [],
    []
];
var ClusterOrchestrator$ = [3, n0, _COl,
    0,
    [_Ek, _Sl],
    [() => ClusterOrchestratorEksConfig$, () => ClusterOrchestratorSlurmConfig$]
];
var ClusterOrchestratorEksConfig$ = [3, n0, _COEC,
    0,
    [_CAl],
    [0], 1
];
var ClusterOrchestratorSlurmConfig$ = [3, n0, _COSC,
    0,
    [_SCS],
    [0]
];
var ClusterPatchSchedule$ = [3, n0, _CPSl,
    0,
    [_NPD],
    [4]
];
var ClusterPatchScheduleDetails$ = [3, n0, _CPSD,
    0,
    [_NPD],
    [4]
];
var ClusterRestrictedInstanceGroupDetails$ = [3, n0, _CRIGD,
    0,
    [_CCu, _TCa, _IGN, _ITn, _ERx, _TPC, _ISC, _OSDHC, _St, _TPA, _TPS, _OVC, _SUC, _ECn],
    [1, 1, 0, 0, 0, 1, () => ClusterInstanceStorageConfigs, 64 | 0, 0, 0, 0, () => VpcConfig$, () => ScheduledUpdateConfig$, () => EnvironmentConfigDetails$]
];
var ClusterRestrictedInstanceGroupsConfig$ = [3, n0, _CRIGC,
    0,
    [_SEC],
    [() => ClusterSharedEnvironmentConfig$], 1
];
var ClusterRestrictedInstanceGroupsConfigOutput$ = [3, n0, _CRIGCO,
    0,
    [_SEC],
    [() => ClusterSharedEnvironmentConfigDetails$], 1
];
var ClusterRestrictedInstanceGroupSpecification$ = [3, n0, _CRIGS,
    0,
    [_ICn, _IGN, _ITn, _ERx, _TPC, _ISC, _OSDHC, _TPA, _OVC, _SUC, _ECn],
    [1, 0, 0, 0, 1, () => ClusterInstanceStorageConfigs, 64 | 0, 0, () => VpcConfig$, () => ScheduledUpdateConfig$, () => EnvironmentConfig$], 4
];
var ClusterSchedulerConfigSummary$ = [3, n0, _CSCS,
    0,
    [_CSCA, _CSCI, _N, _CT, _St, _CSCV, _LMT, _CAl],
    [0, 0, 0, 4, 0, 1, 4, 0], 5
];
var ClusterSharedEnvironmentConfig$ = [3, n0, _CSEC,
    0,
    [_FSLDP, _FSLC],
    [0, () => FSxLustreConfig$], 2
];
var ClusterSharedEnvironmentConfigDetails$ = [3, n0, _CSECD,
    0,
    [_CFSLC, _DFSLC, _CFSLDP, _DFSLDP],
    [() => FSxLustreConfig$, () => FSxLustreConfig$, 0, 0]
];
var ClusterSlurmConfig$ = [3, n0, _CSClu,
    0,
    [_NT, _PNa],
    [0, 64 | 0], 1
];
var ClusterSlurmConfigDetails$ = [3, n0, _CSCD,
    0,
    [_NT, _PNa],
    [0, 64 | 0], 1
];
var ClusterSpotOptions$ = [3, n0, _CSO,
    0,
    [],
    []
];
var ClusterSummary$ = [3, n0, _CSl,
    0,
    [_CAl, _CNl, _CT, _CSlu, _TPAr, _IVS],
    [0, 0, 4, 0, 64 | 0, 0], 4
];
var ClusterTieredStorageConfig$ = [3, n0, _CTSC,
    0,
    [_Mo, _IMAP],
    [0, 1], 1
];
var CodeEditorAppImageConfig$ = [3, n0, _CEAIC,
    0,
    [_FSC, _CCon],
    [() => FileSystemConfig$, () => ContainerConfig$]
];
var CodeEditorAppSettings$ = [3, n0, _CEAS,
    0,
    [_DRS, _CI, _LCA, _ALM, _BILCA],
    [() => ResourceSpec$, () => CustomImages, 64 | 0, () => AppLifecycleManagement$, 0]
];
var CodeRepository$ = [3, n0, _CRo,
    0,
    [_RU],
    [0], 1
];
var CodeRepositorySummary$ = [3, n0, _CRS,
    0,
    [_CRN, _CRA, _CT, _LMT, _GC],
    [0, 0, 4, 4, () => GitConfig$], 4
];
var CognitoConfig$ = [3, n0, _CCog,
    0,
    [_UP, _CIl],
    [0, 0], 2
];
var CognitoMemberDefinition$ = [3, n0, _CMD,
    0,
    [_UP, _UG, _CIl],
    [0, 0, 0], 3
];
var CollectionConfiguration$ = [3, n0, _CCol,
    0,
    [_CNo, _CPo],
    [0, 128 | 0]
];
var CompilationJobSummary$ = [3, n0, _CJS,
    0,
    [_CJN, _CJAo, _CT, _CJSo, _CSTo, _CET, _CTD, _CTPO, _CTPA, _CTPAo, _LMT],
    [0, 0, 4, 0, 4, 4, 0, 0, 0, 0, 4], 4
];
var ComputeQuotaConfig$ = [3, n0, _CQC,
    0,
    [_CQR, _RSC, _PTT],
    [() => ComputeQuotaResourceConfigList, () => ResourceSharingConfig$, 0]
];
var ComputeQuotaResourceConfig$ = [3, n0, _CQRC,
    0,
    [_ITn, _C, _Ac, _VCp, _MIGB, _APc],
    [0, 1, 1, 1, 1, () => AcceleratorPartitionConfig$], 1
];
var ComputeQuotaSummary$ = [3, n0, _CQS,
    0,
    [_CQA, _CQI, _N, _St, _CQT, _CT, _CQV, _CAl, _CQC, _ASct, _LMT],
    [0, 0, 0, 0, () => ComputeQuotaTarget$, 4, 1, 0, () => ComputeQuotaConfig$, 0, 4], 6
];
var ComputeQuotaTarget$ = [3, n0, _CQT,
    0,
    [_TNea, _FSW],
    [0, 1], 1
];
var ConditionStepMetadata$ = [3, n0, _CSMo,
    0,
    [_O],
    [0]
];
var ContainerConfig$ = [3, n0, _CCon,
    0,
    [_CA, _CEo, _CEV],
    [64 | 0, 64 | 0, 128 | 0]
];
var ContainerDefinition$ = [3, n0, _CD,
    0,
    [_CH, _Im, _ICm, _Mo, _MDU, _MDS, _AMDSd, _E, _MPN, _ISN, _MMC, _CMC],
    [0, 0, () => ImageConfig$, 0, 0, () => ModelDataSource$, () => AdditionalModelDataSources, 128 | 0, 0, 0, () => MultiModelConfig$, () => ContainerMetricsConfig$]
];
var ContainerMetricsConfig$ = [3, n0, _CMC,
    0,
    [_ME],
    [() => MetricsEndpointList]
];
var ContextSource$ = [3, n0, _CSo,
    0,
    [_SU, _ST, _SI],
    [0, 0, 0], 1
];
var ContextSummary$ = [3, n0, _CSon,
    0,
    [_CAo, _CNon, _S, _CTonte, _CT, _LMT],
    [0, 0, () => ContextSource$, 0, 4, 4]
];
var ContinuousParameterRange$ = [3, n0, _CPRo,
    0,
    [_N, _MV, _MVa, _STc],
    [0, 0, 0, 0], 3
];
var ContinuousParameterRangeSpecification$ = [3, n0, _CPRSo,
    0,
    [_MV, _MVa],
    [0, 0], 2
];
var ConvergenceDetected$ = [3, n0, _CDo,
    0,
    [_COC],
    [0]
];
var CreateActionRequest$ = [3, n0, _CAR,
    0,
    [_AN, _S, _AT, _D, _St, _Pr, _MPe, _Ta],
    [0, () => ActionSource$, 0, 0, 0, 128 | 0, () => MetadataProperties$, () => TagList], 3
];
var CreateActionResponse$ = [3, n0, _CARr,
    0,
    [_AA],
    [0]
];
var CreateAIBenchmarkJobRequest$ = [3, n0, _CAIBJR,
    0,
    [_AIBJN, _BT, _OCu, _AIWCI, _RAo, _NCe, _Ta],
    [0, () => AIBenchmarkTarget$, () => AIBenchmarkOutputConfig$, 0, 0, () => AIBenchmarkNetworkConfig$, () => TagList], 5
];
var CreateAIBenchmarkJobResponse$ = [3, n0, _CAIBJRr,
    0,
    [_AIBJA],
    [0], 1
];
var CreateAIRecommendationJobRequest$ = [3, n0, _CAIRJR,
    0,
    [_AIRJN, _MS, _OCu, _AIWCI, _PT, _RAo, _ISn, _OM, _CSom, _ASd, _Ta],
    [0, () => AIModelSource$, () => AIRecommendationOutputConfig$, 0, () => AIRecommendationPerformanceTarget$, 0, () => AIRecommendationInferenceSpecification$, 2, () => AIRecommendationComputeSpec$, () => AIAdapterSource$, () => TagList], 6
];
var CreateAIRecommendationJobResponse$ = [3, n0, _CAIRJRr,
    0,
    [_AIRJA],
    [0], 1
];
var CreateAIWorkloadConfigRequest$ = [3, n0, _CAIWCR,
    0,
    [_AIWCN, _DCa, _AIWC, _Ta],
    [0, () => AIDatasetConfig$, () => AIWorkloadConfigs$, () => TagList], 1
];
var CreateAIWorkloadConfigResponse$ = [3, n0, _CAIWCRr,
    0,
    [_AIWCA],
    [0], 1
];
var CreateAlgorithmInput$ = [3, n0, _CAI,
    0,
    [_ANlg, _TS, _ADlg, _ISn, _VSa, _CFM, _Ta],
    [0, () => TrainingSpecification$, 0, () => InferenceSpecification$, () => AlgorithmValidationSpecification$, 2, () => TagList], 2
];
var CreateAlgorithmOutput$ = [3, n0, _CAO,
    0,
    [_AAl],
    [0], 1
];
var CreateAppImageConfigRequest$ = [3, n0, _CAICR,
    0,
    [_AICN, _Ta, _KGIC, _JLAIC, _CEAIC],
    [0, () => TagList, () => KernelGatewayImageConfig$, () => JupyterLabAppImageConfig$, () => CodeEditorAppImageConfig$], 1
];
var CreateAppImageConfigResponse$ = [3, n0, _CAICRr,
    0,
    [_AICA],
    [0]
];
var CreateAppRequest$ = [3, n0, _CARre,
    0,
    [_DI, _ATp, _ANp, _UPN, _SN, _Ta, _RS, _RM],
    [0, 0, 0, 0, 0, () => TagList, () => ResourceSpec$, 2], 3
];
var CreateAppResponse$ = [3, n0, _CARrea,
    0,
    [_AAp],
    [0]
];
var CreateArtifactRequest$ = [3, n0, _CARreat,
    0,
    [_S, _ATr, _ANr, _Pr, _MPe, _Ta],
    [() => ArtifactSource$, 0, 0, 128 | 0, () => MetadataProperties$, () => TagList], 2
];
var CreateArtifactResponse$ = [3, n0, _CARreate,
    0,
    [_AAr],
    [0]
];
var CreateAutoMLJobRequest$ = [3, n0, _CAMLJR,
    0,
    [_AMLJN, _IDC, _ODC, _RAo, _PTr, _AMLJO, _AMLJCu, _GCDO, _Ta, _MDC],
    [0, () => AutoMLInputDataConfig, () => AutoMLOutputDataConfig$, 0, 0, () => AutoMLJobObjective$, () => AutoMLJobConfig$, 2, () => TagList, () => ModelDeployConfig$], 4
];
var CreateAutoMLJobResponse$ = [3, n0, _CAMLJRr,
    0,
    [_AMLJAu],
    [0], 1
];
var CreateAutoMLJobV2Request$ = [3, n0, _CAMLJVR,
    0,
    [_AMLJN, _AMLJIDC, _ODC, _AMLPTC, _RAo, _Ta, _SC, _AMLJO, _MDC, _DSC, _AMLCC],
    [0, () => AutoMLJobInputDataConfig, () => AutoMLOutputDataConfig$, () => AutoMLProblemTypeConfig$, 0, () => TagList, () => AutoMLSecurityConfig$, () => AutoMLJobObjective$, () => ModelDeployConfig$, () => AutoMLDataSplitConfig$, () => AutoMLComputeConfig$], 5
];
var CreateAutoMLJobV2Response$ = [3, n0, _CAMLJVRr,
    0,
    [_AMLJAu],
    [0], 1
];
var CreateClusterRequest$ = [3, n0, _CCRr,
    0,
    [_CNl, _IG, _RIG, _RIGC, _VC, _Ta, _Or, _NR, _TSCi, _NPM, _CRl, _ASu],
    [0, () => ClusterInstanceGroupSpecifications, () => ClusterRestrictedInstanceGroupSpecifications, () => ClusterRestrictedInstanceGroupsConfig$, () => VpcConfig$, () => TagList, () => ClusterOrchestrator$, 0, () => ClusterTieredStorageConfig$, 0, 0, () => ClusterAutoScalingConfig$], 1
];
var CreateClusterResponse$ = [3, n0, _CCRre,
    0,
    [_CAl],
    [0], 1
];
var CreateClusterSchedulerConfigRequest$ = [3, n0, _CCSCR,
    0,
    [_N, _CAl, _SCc, _D, _Ta],
    [0, 0, () => SchedulerConfig$, 0, () => TagList], 3
];
var CreateClusterSchedulerConfigResponse$ = [3, n0, _CCSCRr,
    0,
    [_CSCA, _CSCI],
    [0, 0], 2
];
var CreateCodeRepositoryInput$ = [3, n0, _CCRI,
    0,
    [_CRN, _GC, _Ta],
    [0, () => GitConfig$, () => TagList], 2
];
var CreateCodeRepositoryOutput$ = [3, n0, _CCRO,
    0,
    [_CRA],
    [0], 1
];
var CreateCompilationJobRequest$ = [3, n0, _CCJR,
    0,
    [_CJN, _RAo, _OCu, _SCt, _MPVA, _ICnp, _VC, _Ta],
    [0, 0, () => OutputConfig$, () => StoppingCondition$, 0, () => InputConfig$, () => NeoVpcConfig$, () => TagList], 4
];
var CreateCompilationJobResponse$ = [3, n0, _CCJRr,
    0,
    [_CJAo],
    [0], 1
];
var CreateComputeQuotaRequest$ = [3, n0, _CCQR,
    0,
    [_N, _CAl, _CQC, _CQT, _D, _ASct, _Ta],
    [0, 0, () => ComputeQuotaConfig$, () => ComputeQuotaTarget$, 0, 0, () => TagList], 4
];
var CreateComputeQuotaResponse$ = [3, n0, _CCQRr,
    0,
    [_CQA, _CQI],
    [0, 0], 2
];
var CreateContextRequest$ = [3, n0, _CCRrea,
    0,
    [_CNon, _S, _CTonte, _D, _Pr, _Ta],
    [0, () => ContextSource$, 0, 0, 128 | 0, () => TagList], 3
];
var CreateContextResponse$ = [3, n0, _CCRreat,
    0,
    [_CAo],
    [0]
];
var CreateDataQualityJobDefinitionRequest$ = [3, n0, _CDQJDR,
    0,
    [_JDN, _DQAS, _DQJI, _DQJOC, _JR, _RAo, _DQBC, _NCe, _SCt, _Ta],
    [0, () => DataQualityAppSpecification$, () => DataQualityJobInput$, () => MonitoringOutputConfig$, () => MonitoringResources$, 0, () => DataQualityBaselineConfig$, () => MonitoringNetworkConfig$, () => MonitoringStoppingCondition$, () => TagList], 6
];
var CreateDataQualityJobDefinitionResponse$ = [3, n0, _CDQJDRr,
    0,
    [_JDA],
    [0], 1
];
var CreateDeviceFleetRequest$ = [3, n0, _CDFR,
    0,
    [_DFN, _OCu, _RAo, _D, _Ta, _EIRA],
    [0, () => EdgeOutputConfig$, 0, 0, () => TagList, 2], 2
];
var CreateDomainRequest$ = [3, n0, _CDR,
    0,
    [_DNo, _AM, _DUS, _DSo, _SIu, _VIp, _Ta, _ANAT, _HEFSKKI, _KKI, _ASGM, _HEFSC, _TP, _DSS],
    [0, 0, () => UserSettings$, () => DomainSettings$, 64 | 0, 0, () => TagList, 0, 0, 0, 0, 0, 0, () => DefaultSpaceSettings$], 3
];
var CreateDomainResponse$ = [3, n0, _CDRr,
    0,
    [_DAo, _DI, _Ur],
    [0, 0, 0]
];
var CreateEdgeDeploymentPlanRequest$ = [3, n0, _CEDPR,
    0,
    [_EDPN, _MCo, _DFN, _Stag, _Ta],
    [0, () => EdgeDeploymentModelConfigs, 0, () => DeploymentStages, () => TagList], 3
];
var CreateEdgeDeploymentPlanResponse$ = [3, n0, _CEDPRr,
    0,
    [_EDPA],
    [0], 1
];
var CreateEdgeDeploymentStageRequest$ = [3, n0, _CEDSR,
    0,
    [_EDPN, _Stag],
    [0, () => DeploymentStages], 2
];
var CreateEdgePackagingJobRequest$ = [3, n0, _CEPJR,
    0,
    [_EPJN, _CJN, _MNod, _MVo, _RAo, _OCu, _RK, _Ta],
    [0, 0, 0, 0, 0, () => EdgeOutputConfig$, 0, () => TagList], 6
];
var CreateEndpointConfigInput$ = [3, n0, _CECI,
    0,
    [_ECN, _PV, _DCC, _Ta, _KKI, _AIC, _ECx, _SPV, _ERA, _VC, _ENI, _MCe],
    [0, () => ProductionVariantList, () => DataCaptureConfig$, () => TagList, 0, () => AsyncInferenceConfig$, () => ExplainerConfig$, () => ProductionVariantList, 0, () => VpcConfig$, 2, () => MetricsConfig$], 2
];
var CreateEndpointConfigOutput$ = [3, n0, _CECO,
    0,
    [_ECA],
    [0], 1
];
var CreateEndpointInput$ = [3, n0, _CEI,
    0,
    [_EN, _ECN, _DCe, _Ta],
    [0, 0, () => DeploymentConfig$, () => TagList], 2
];
var CreateEndpointOutput$ = [3, n0, _CEO,
    0,
    [_EA],
    [0], 1
];
var CreateExperimentRequest$ = [3, n0, _CER,
    0,
    [_ENx, _DNi, _D, _Ta],
    [0, 0, 0, () => TagList], 1
];
var CreateExperimentResponse$ = [3, n0, _CERr,
    0,
    [_EAx],
    [0]
];
var CreateFeatureGroupRequest$ = [3, n0, _CFGR,
    0,
    [_FGN, _RIFN, _ETFN, _FD, _OSC, _OSCf, _TCh, _RAo, _D, _Ta],
    [0, 0, 0, () => FeatureDefinitions, () => OnlineStoreConfig$, () => OfflineStoreConfig$, () => ThroughputConfig$, 0, 0, () => TagList], 4
];
var CreateFeatureGroupResponse$ = [3, n0, _CFGRr,
    0,
    [_FGA],
    [0], 1
];
var CreateFlowDefinitionRequest$ = [3, n0, _CFDR,
    0,
    [_FDN, _OCu, _RAo, _HLRS, _HLACu, _HLC, _Ta],
    [0, () => FlowDefinitionOutputConfig$, 0, () => HumanLoopRequestSource$, [() => HumanLoopActivationConfig$, 0], () => HumanLoopConfig$, () => TagList], 3
];
var CreateFlowDefinitionResponse$ = [3, n0, _CFDRr,
    0,
    [_FDA],
    [0], 1
];
var CreateHubContentPresignedUrlsRequest$ = [3, n0, _CHCPUR,
    0,
    [_HN, _HCT, _HCN, _HCV, _ACc, _MR, _NTe],
    [0, 0, 0, 0, () => PresignedUrlAccessConfig$, 1, 0], 3
];
var CreateHubContentPresignedUrlsResponse$ = [3, n0, _CHCPURr,
    0,
    [_AUC, _NTe],
    [() => AuthorizedUrlConfigs, 0], 1
];
var CreateHubContentReferenceRequest$ = [3, n0, _CHCRR,
    0,
    [_HN, _SMPHCA, _HCN, _MVi, _Ta],
    [0, 0, 0, 0, () => TagList], 2
];
var CreateHubContentReferenceResponse$ = [3, n0, _CHCRRr,
    0,
    [_HA, _HCA],
    [0, 0], 2
];
var CreateHubRequest$ = [3, n0, _CHRr,
    0,
    [_HN, _HD, _HDN, _HSK, _SSC, _Ta],
    [0, 0, 0, 64 | 0, () => HubS3StorageConfig$, () => TagList], 2
];
var CreateHubResponse$ = [3, n0, _CHRre,
    0,
    [_HA],
    [0], 1
];
var CreateHumanTaskUiRequest$ = [3, n0, _CHTUR,
    0,
    [_HTUN, _UT, _Ta],
    [0, () => UiTemplate$, () => TagList], 2
];
var CreateHumanTaskUiResponse$ = [3, n0, _CHTURr,
    0,
    [_HTUA],
    [0], 1
];
var CreateHyperParameterTuningJobRequest$ = [3, n0, _CHPTJR,
    0,
    [_HPTJN, _HPTJC, _TJD, _TJDra, _WSC, _Ta, _Au],
    [0, () => HyperParameterTuningJobConfig$, () => HyperParameterTrainingJobDefinition$, () => HyperParameterTrainingJobDefinitions, () => HyperParameterTuningJobWarmStartConfig$, () => TagList, () => Autotune$], 2
];
var CreateHyperParameterTuningJobResponse$ = [3, n0, _CHPTJRr,
    0,
    [_HPTJA],
    [0], 1
];
var CreateImageRequest$ = [3, n0, _CIRr,
    0,
    [_IN, _RAo, _D, _DNi, _Ta],
    [0, 0, 0, 0, () => TagList], 2
];
var CreateImageResponse$ = [3, n0, _CIRre,
    0,
    [_IAm],
    [0]
];
var CreateImageVersionRequest$ = [3, n0, _CIVR,
    0,
    [_BI, _IN, _CTl, _Ali, _VG, _JT, _MLF, _PL, _Pro, _H, _RN],
    [0, 0, [0, 4], 64 | 0, 0, 0, 0, 0, 0, 2, 0], 2
];
var CreateImageVersionResponse$ = [3, n0, _CIVRr,
    0,
    [_IVA],
    [0]
];
var CreateInferenceComponentInput$ = [3, n0, _CICI,
    0,
    [_ICN, _EN, _VN, _Spe, _Spec, _RC, _Ta],
    [0, 0, 0, () => InferenceComponentSpecification$, () => InferenceComponentSpecificationList, () => InferenceComponentRuntimeConfig$, () => TagList], 2
];
var CreateInferenceComponentOutput$ = [3, n0, _CICO,
    0,
    [_ICA],
    [0], 1
];
var CreateInferenceExperimentRequest$ = [3, n0, _CIER,
    0,
    [_N, _T, _RAo, _EN, _MVod, _SMC, _Sc, _D, _DSCa, _KK, _Ta],
    [0, 0, 0, 0, () => ModelVariantConfigList, () => ShadowModeConfig$, () => InferenceExperimentSchedule$, 0, () => InferenceExperimentDataStorageConfig$, 0, () => TagList], 6
];
var CreateInferenceExperimentResponse$ = [3, n0, _CIERr,
    0,
    [_IEA],
    [0], 1
];
var CreateInferenceRecommendationsJobRequest$ = [3, n0, _CIRJR,
    0,
    [_JN, _JT, _RAo, _ICnp, _JD, _SCto, _OCu, _Ta],
    [0, 0, 0, () => RecommendationJobInputConfig$, 0, () => RecommendationJobStoppingConditions$, () => RecommendationJobOutputConfig$, () => TagList], 4
];
var CreateInferenceRecommendationsJobResponse$ = [3, n0, _CIRJRr,
    0,
    [_JA],
    [0], 1
];
var CreateJobRequest$ = [3, n0, _CJR,
    0,
    [_JN, _RAo, _JC, _JCSV, _JCD, _Ta],
    [0, 0, 0, 0, 0, () => TagList], 5
];
var CreateJobResponse$ = [3, n0, _CJRr,
    0,
    [_JA],
    [0], 1
];
var CreateLabelingJobRequest$ = [3, n0, _CLJR,
    0,
    [_LJN, _LAN, _ICnp, _OCu, _RAo, _HTC, _LCCSU, _SCto, _LJAC, _Ta],
    [0, 0, () => LabelingJobInputConfig$, () => LabelingJobOutputConfig$, 0, () => HumanTaskConfig$, 0, () => LabelingJobStoppingConditions$, () => LabelingJobAlgorithmsConfig$, () => TagList], 6
];
var CreateLabelingJobResponse$ = [3, n0, _CLJRr,
    0,
    [_LJA],
    [0], 1
];
var CreateMlflowAppRequest$ = [3, n0, _CMAR,
    0,
    [_N, _ASU, _RAo, _KKI, _MRM, _WMWS, _ADS, _DDIL, _Ta],
    [0, 0, 0, 0, 0, 0, 0, 64 | 0, () => TagList], 3
];
var CreateMlflowAppResponse$ = [3, n0, _CMARr,
    0,
    [_Ar],
    [0]
];
var CreateMlflowTrackingServerRequest$ = [3, n0, _CMTSR,
    0,
    [_TSN, _ASU, _RAo, _TSS, _MVl, _AMR, _WMWS, _Ta, _SBOAI, _SBOV],
    [0, 0, 0, 0, 0, 2, 0, () => TagList, 0, 2], 3
];
var CreateMlflowTrackingServerResponse$ = [3, n0, _CMTSRr,
    0,
    [_TSA],
    [0]
];
var CreateModelBiasJobDefinitionRequest$ = [3, n0, _CMBJDR,
    0,
    [_JDN, _MBAS, _MBJI, _MBJOC, _JR, _RAo, _MBBC, _NCe, _SCt, _Ta],
    [0, () => ModelBiasAppSpecification$, () => ModelBiasJobInput$, () => MonitoringOutputConfig$, () => MonitoringResources$, 0, () => ModelBiasBaselineConfig$, () => MonitoringNetworkConfig$, () => MonitoringStoppingCondition$, () => TagList], 6
];
var CreateModelBiasJobDefinitionResponse$ = [3, n0, _CMBJDRr,
    0,
    [_JDA],
    [0], 1
];
var CreateModelCardExportJobRequest$ = [3, n0, _CMCEJR,
    0,
    [_MCN, _MCEJN, _OCu, _MCV],
    [0, 0, () => ModelCardExportOutputConfig$, 1], 3
];
var CreateModelCardExportJobResponse$ = [3, n0, _CMCEJRr,
    0,
    [_MCEJA],
    [0], 1
];
var CreateModelCardRequest$ = [3, n0, _CMCR,
    0,
    [_MCN, _Cont, _MCS, _SC, _Ta],
    [0, [() => ModelCardContent, 0], 0, () => ModelCardSecurityConfig$, () => TagList], 3
];
var CreateModelCardResponse$ = [3, n0, _CMCRr,
    0,
    [_MCA],
    [0], 1
];
var CreateModelExplainabilityJobDefinitionRequest$ = [3, n0, _CMEJDR,
    0,
    [_JDN, _MEAS, _MEJI, _MEJOC, _JR, _RAo, _MEBC, _NCe, _SCt, _Ta],
    [0, () => ModelExplainabilityAppSpecification$, () => ModelExplainabilityJobInput$, () => MonitoringOutputConfig$, () => MonitoringResources$, 0, () => ModelExplainabilityBaselineConfig$, () => MonitoringNetworkConfig$, () => MonitoringStoppingCondition$, () => TagList], 6
];
var CreateModelExplainabilityJobDefinitionResponse$ = [3, n0, _CMEJDRr,
    0,
    [_JDA],
    [0], 1
];
var CreateModelInput$ = [3, n0, _CMI,
    0,
    [_MNod, _PC, _Co, _IEC, _ERA, _Ta, _VC, _ENI],
    [0, () => ContainerDefinition$, () => ContainerDefinitionList, () => InferenceExecutionConfig$, 0, () => TagList, () => VpcConfig$, 2], 1
];
var CreateModelOutput$ = [3, n0, _CMO,
    0,
    [_MA],
    [0], 1
];
var CreateModelPackageGroupInput$ = [3, n0, _CMPGI,
    0,
    [_MPGN, _MPGD, _Ta, _MCan],
    [0, 0, () => TagList, () => ManagedConfiguration$], 1
];
var CreateModelPackageGroupOutput$ = [3, n0, _CMPGO,
    0,
    [_MPGA],
    [0], 1
];
var CreateModelPackageInput$ = [3, n0, _CMPI,
    0,
    [_MPN, _MPGN, _MPD, _MPRT, _ISn, _VSa, _SAS, _CFM, _Ta, _MAS, _MPe, _MM, _CTl, _Do, _Tas, _SPU, _CMP, _DCB, _AIS, _SMV, _SU, _SC, _MCod, _MLC, _MST],
    [0, 0, 0, 0, () => InferenceSpecification$, () => ModelPackageValidationSpecification$, () => SourceAlgorithmSpecification$, 2, () => TagList, 0, () => MetadataProperties$, () => ModelMetrics$, [0, 4], 0, 0, 0, 128 | 0, () => DriftCheckBaselines$, () => AdditionalInferenceSpecifications, 0, 0, () => ModelPackageSecurityConfig$, [() => ModelPackageModelCard$, 0], () => ModelLifeCycle$, 0]
];
var CreateModelPackageOutput$ = [3, n0, _CMPO,
    0,
    [_MPA],
    [0], 1
];
var CreateModelQualityJobDefinitionRequest$ = [3, n0, _CMQJDR,
    0,
    [_JDN, _MQAS, _MQJI, _MQJOC, _JR, _RAo, _MQBC, _NCe, _SCt, _Ta],
    [0, () => ModelQualityAppSpecification$, () => ModelQualityJobInput$, () => MonitoringOutputConfig$, () => MonitoringResources$, 0, () => ModelQualityBaselineConfig$, () => MonitoringNetworkConfig$, () => MonitoringStoppingCondition$, () => TagList], 6
];
var CreateModelQualityJobDefinitionResponse$ = [3, n0, _CMQJDRr,
    0,
    [_JDA],
    [0], 1
];
var CreateMonitoringScheduleRequest$ = [3, n0, _CMSR,
    0,
    [_MSN, _MSC, _Ta],
    [0, () => MonitoringScheduleConfig$, () => TagList], 2
];
var CreateMonitoringScheduleResponse$ = [3, n0, _CMSRr,
    0,
    [_MSA],
    [0], 1
];
var CreateNotebookInstanceInput$ = [3, n0, _CNII,
    0,
    [_NIN, _ITn, _RAo, _SIub, _SGI, _IAT, _KKI, _Ta, _LCN, _DIA, _VSIGB, _ATc, _DCR, _ACR, _RAoo, _PIl, _IMSC],
    [0, 0, 0, 0, 64 | 0, 0, 0, () => TagList, 0, 0, 1, 64 | 0, 0, 64 | 0, 0, 0, () => InstanceMetadataServiceConfiguration$], 3
];
var CreateNotebookInstanceLifecycleConfigInput$ = [3, n0, _CNILCI,
    0,
    [_NILCN, _OCn, _OSn, _Ta],
    [0, () => NotebookInstanceLifecycleConfigList, () => NotebookInstanceLifecycleConfigList, () => TagList], 1
];
var CreateNotebookInstanceLifecycleConfigOutput$ = [3, n0, _CNILCO,
    0,
    [_NILCA],
    [0]
];
var CreateNotebookInstanceOutput$ = [3, n0, _CNIO,
    0,
    [_NIA],
    [0]
];
var CreateOptimizationJobRequest$ = [3, n0, _COJR,
    0,
    [_OJN, _RAo, _MS, _DITe, _OCp, _OCu, _SCt, _MICa, _OE, _Ta, _VC, _TPAr],
    [0, 0, () => OptimizationJobModelSource$, 0, () => OptimizationConfigs, () => OptimizationJobOutputConfig$, () => StoppingCondition$, 1, 128 | 0, () => TagList, () => OptimizationVpcConfig$, 64 | 0], 7
];
var CreateOptimizationJobResponse$ = [3, n0, _COJRr,
    0,
    [_OJA],
    [0], 1
];
var CreatePartnerAppPresignedUrlRequest$ = [3, n0, _CPAPUR,
    0,
    [_Ar, _EIS, _SEDIS],
    [0, 1, 1], 1
];
var CreatePartnerAppPresignedUrlResponse$ = [3, n0, _CPAPURr,
    0,
    [_Ur],
    [0]
];
var CreatePartnerAppRequest$ = [3, n0, _CPAR,
    0,
    [_N, _T, _ERA, _Ti, _ATu, _KKI, _MCai, _ACp, _ICd, _EISBI, _EAMVU, _CTl, _Ta],
    [0, 0, 0, 0, 0, 0, () => PartnerAppMaintenanceConfig$, () => PartnerAppConfig$, () => IdcConfigInput$, 2, 2, [0, 4], () => TagList], 5
];
var CreatePartnerAppResponse$ = [3, n0, _CPARr,
    0,
    [_Ar],
    [0]
];
var CreatePipelineRequest$ = [3, n0, _CPRr,
    0,
    [_PNi, _RAo, _PDN, _PD, _PDSL, _PDi, _CRT, _Ta, _PCa],
    [0, 0, 0, 0, () => PipelineDefinitionS3Location$, 0, [0, 4], () => TagList, () => ParallelismConfiguration$], 2
];
var CreatePipelineResponse$ = [3, n0, _CPRre,
    0,
    [_PAi],
    [0]
];
var CreatePresignedDomainUrlRequest$ = [3, n0, _CPDUR,
    0,
    [_DI, _UPN, _SEDIS, _EIS, _SN, _LU],
    [0, 0, 1, 1, 0, 0], 2
];
var CreatePresignedDomainUrlResponse$ = [3, n0, _CPDURr,
    0,
    [_AU],
    [0]
];
var CreatePresignedMlflowAppUrlRequest$ = [3, n0, _CPMAUR,
    0,
    [_Ar, _EIS, _SEDIS],
    [0, 1, 1], 1
];
var CreatePresignedMlflowAppUrlResponse$ = [3, n0, _CPMAURr,
    0,
    [_AU],
    [0]
];
var CreatePresignedMlflowTrackingServerUrlRequest$ = [3, n0, _CPMTSUR,
    0,
    [_TSN, _EIS, _SEDIS],
    [0, 1, 1], 1
];
var CreatePresignedMlflowTrackingServerUrlResponse$ = [3, n0, _CPMTSURr,
    0,
    [_AU],
    [0]
];
var CreatePresignedNotebookInstanceUrlInput$ = [3, n0, _CPNIUI,
    0,
    [_NIN, _SEDIS],
    [0, 1], 1
];
var CreatePresignedNotebookInstanceUrlOutput$ = [3, n0, _CPNIUO,
    0,
    [_AU],
    [0]
];
var CreateProcessingJobRequest$ = [3, n0, _CPJR,
    0,
    [_PJN, _PR, _ASp, _RAo, _PIr, _POC, _SCt, _E, _NCe, _Ta, _ECxp],
    [0, () => ProcessingResources$, () => AppSpecification$, 0, () => ProcessingInputs, () => ProcessingOutputConfig$, () => ProcessingStoppingCondition$, 128 | 0, () => NetworkConfig$, () => TagList, () => ExperimentConfig$], 4
];
var CreateProcessingJobResponse$ = [3, n0, _CPJRr,
    0,
    [_PJA],
    [0], 1
];
var CreateProjectInput$ = [3, n0, _CPI,
    0,
    [_PNr, _PDr, _SCPD, _Ta, _TPe],
    [0, 0, () => ServiceCatalogProvisioningDetails$, () => TagList, () => CreateTemplateProviderList], 1
];
var CreateProjectOutput$ = [3, n0, _CPO,
    0,
    [_PAr, _PIro],
    [0, 0], 2
];
var CreateSpaceRequest$ = [3, n0, _CSR,
    0,
    [_DI, _SN, _Ta, _SS, _OSw, _SSS, _SDN],
    [0, 0, () => TagList, () => SpaceSettings$, () => OwnershipSettings$, () => SpaceSharingSettings$, 0], 2
];
var CreateSpaceResponse$ = [3, n0, _CSRr,
    0,
    [_SAp],
    [0]
];
var CreateStudioLifecycleConfigRequest$ = [3, n0, _CSLCR,
    0,
    [_SLCN, _SLCC, _SLCAT, _Ta],
    [0, 0, 0, () => TagList], 3
];
var CreateStudioLifecycleConfigResponse$ = [3, n0, _CSLCRr,
    0,
    [_SLCA],
    [0]
];
var CreateTemplateProvider$ = [3, n0, _CTP,
    0,
    [_CTPf],
    [() => CfnCreateTemplateProvider$]
];
var CreateTrainingJobRequest$ = [3, n0, _CTJR,
    0,
    [_TJN, _RAo, _ODC, _HP, _ASl, _IDC, _RCe, _VC, _SCt, _Ta, _ENI, _EICTE, _EMST, _CCh, _DHC, _DRC, _TBOC, _ECxp, _PCr, _PRC, _E, _RSe, _RDC, _ICC, _SCC, _SJC, _MC, _MPC],
    [0, 0, () => OutputDataConfig$, 128 | 0, () => AlgorithmSpecification$, () => InputDataConfig, () => ResourceConfig$, () => VpcConfig$, () => StoppingCondition$, () => TagList, 2, 2, 2, () => CheckpointConfig$, () => DebugHookConfig$, () => DebugRuleConfigurations, () => TensorBoardOutputConfig$, () => ExperimentConfig$, () => ProfilerConfig$, () => ProfilerRuleConfigurations, 128 | 0, () => RetryStrategy$, () => RemoteDebugConfig$, () => InfraCheckConfig$, () => SessionChainingConfig$, () => ServerlessJobConfig$, () => MlflowConfig$, () => ModelPackageConfig$], 3
];
var CreateTrainingJobResponse$ = [3, n0, _CTJRr,
    0,
    [_TJA],
    [0], 1
];
var CreateTrainingPlanRequest$ = [3, n0, _CTPR,
    0,
    [_TPN, _TPOI, _SICPUS, _Ta],
    [0, 0, 1, () => TagList], 2
];
var CreateTrainingPlanResponse$ = [3, n0, _CTPRr,
    0,
    [_TPA],
    [0], 1
];
var CreateTransformJobRequest$ = [3, n0, _CTJRre,
    0,
    [_TJNr, _MNod, _TIr, _TO, _TR, _MCT, _MCCo, _MPIMB, _BS, _E, _DCC, _DP, _Ta, _ECxp],
    [0, 0, () => TransformInput$, () => TransformOutput$, () => TransformResources$, 1, () => ModelClientConfig$, 1, 0, 128 | 0, () => BatchDataCaptureConfig$, () => DataProcessing$, () => TagList, () => ExperimentConfig$], 5
];
var CreateTransformJobResponse$ = [3, n0, _CTJRrea,
    0,
    [_TJAr],
    [0], 1
];
var CreateTrialComponentRequest$ = [3, n0, _CTCR,
    0,
    [_TCN, _DNi, _St, _STt, _ETn, _P, _IAn, _OA, _MPe, _Ta],
    [0, 0, () => TrialComponentStatus$, 4, 4, () => TrialComponentParameters, () => TrialComponentArtifacts, () => TrialComponentArtifacts, () => MetadataProperties$, () => TagList], 1
];
var CreateTrialComponentResponse$ = [3, n0, _CTCRr,
    0,
    [_TCA],
    [0]
];
var CreateTrialRequest$ = [3, n0, _CTR,
    0,
    [_TN, _ENx, _DNi, _MPe, _Ta],
    [0, 0, 0, () => MetadataProperties$, () => TagList], 2
];
var CreateTrialResponse$ = [3, n0, _CTRr,
    0,
    [_TA],
    [0]
];
var CreateUserProfileRequest$ = [3, n0, _CUPR,
    0,
    [_DI, _UPN, _SSOUI, _SSOUV, _Ta, _US],
    [0, 0, 0, 0, () => TagList, () => UserSettings$], 2
];
var CreateUserProfileResponse$ = [3, n0, _CUPRr,
    0,
    [_UPA],
    [0]
];
var CreateWorkforceRequest$ = [3, n0, _CWR,
    0,
    [_WN, _CCog, _OCi, _SIC, _Ta, _WVC, _IAT],
    [0, () => CognitoConfig$, [() => OidcConfig$, 0], () => SourceIpConfig$, () => TagList, () => WorkforceVpcConfigRequest$, 0], 1
];
var CreateWorkforceResponse$ = [3, n0, _CWRr,
    0,
    [_WA],
    [0], 1
];
var CreateWorkteamRequest$ = [3, n0, _CWRre,
    0,
    [_WNo, _MDem, _D, _WN, _NCo, _WAC, _Ta],
    [0, () => MemberDefinitions, 0, 0, () => NotificationConfiguration$, () => WorkerAccessConfiguration$, () => TagList], 3
];
var CreateWorkteamResponse$ = [3, n0, _CWRrea,
    0,
    [_WAo],
    [0]
];
var CustomImage$ = [3, n0, _CIu,
    0,
    [_IN, _AICN, _IVN],
    [0, 0, 1], 2
];
var CustomizedMetricSpecification$ = [3, n0, _CMS,
    0,
    [_MN, _Na, _Stat],
    [0, 0, 0]
];
var CustomPosixUserConfig$ = [3, n0, _CPUC,
    0,
    [_Ui, _Gi],
    [1, 1], 2
];
var DataCaptureConfig$ = [3, n0, _DCC,
    0,
    [_ISP, _DSU, _COa, _ECna, _KKI, _CCTH],
    [1, 0, () => CaptureOptionList, 2, 0, () => CaptureContentTypeHeader$], 3
];
var DataCaptureConfigSummary$ = [3, n0, _DCCS,
    0,
    [_ECna, _CSapt, _CSPu, _DSU, _KKI],
    [2, 0, 1, 0, 0], 5
];
var DataCatalogConfig$ = [3, n0, _DCCa,
    0,
    [_TNa, _Ca, _Da],
    [0, 0, 0], 3
];
var DataProcessing$ = [3, n0, _DP,
    0,
    [_IF, _OFu, _JS],
    [0, 0, 0]
];
var DataQualityAppSpecification$ = [3, n0, _DQAS,
    0,
    [_IU, _CEo, _CA, _RPSU, _PAPSU, _E],
    [0, 64 | 0, 64 | 0, 0, 0, 128 | 0], 1
];
var DataQualityBaselineConfig$ = [3, n0, _DQBC,
    0,
    [_BJN, _CRon, _SR],
    [0, () => MonitoringConstraintsResource$, () => MonitoringStatisticsResource$]
];
var DataQualityJobInput$ = [3, n0, _DQJI,
    0,
    [_EIn, _BTI],
    [() => EndpointInput$, () => BatchTransformInput$]
];
var DatasetDefinition$ = [3, n0, _DD,
    0,
    [_ADD, _RDD, _LP, _DDT, _IM],
    [() => AthenaDatasetDefinition$, () => RedshiftDatasetDefinition$, 0, 0, 0]
];
var DatasetSource$ = [3, n0, _DSa,
    0,
    [_DAa],
    [0], 1
];
var DataSource$ = [3, n0, _DS,
    0,
    [_SDS, _FSDS, _DSa],
    [() => S3DataSource$, () => FileSystemDataSource$, () => DatasetSource$]
];
var DebugHookConfig$ = [3, n0, _DHC,
    0,
    [_SOP, _LP, _HPo, _CColl],
    [0, 0, 128 | 0, () => CollectionConfigurations], 1
];
var DebugRuleConfiguration$ = [3, n0, _DRCe,
    0,
    [_RCN, _REI, _LP, _SOP, _ITn, _VSIGB, _RP],
    [0, 0, 0, 0, 0, 1, 128 | 0], 2
];
var DebugRuleEvaluationStatus$ = [3, n0, _DRES,
    0,
    [_RCN, _REJA, _RES, _SDt, _LMT],
    [0, 0, 0, 0, 4]
];
var DefaultEbsStorageSettings$ = [3, n0, _DESS,
    0,
    [_DEVSIG, _MEVSIG],
    [1, 1], 2
];
var DefaultSpaceSettings$ = [3, n0, _DSS,
    0,
    [_ERx, _SG, _JSAS, _KGAS, _JLAS, _SSSp, _CPUC, _CFSC],
    [0, 64 | 0, () => JupyterServerAppSettings$, () => KernelGatewayAppSettings$, () => JupyterLabAppSettings$, () => DefaultSpaceStorageSettings$, () => CustomPosixUserConfig$, () => CustomFileSystemConfigs]
];
var DefaultSpaceStorageSettings$ = [3, n0, _DSSS,
    0,
    [_DESS],
    [() => DefaultEbsStorageSettings$]
];
var DeleteActionRequest$ = [3, n0, _DAR,
    0,
    [_AN],
    [0], 1
];
var DeleteActionResponse$ = [3, n0, _DARe,
    0,
    [_AA],
    [0]
];
var DeleteAIBenchmarkJobRequest$ = [3, n0, _DAIBJR,
    0,
    [_AIBJN],
    [0], 1
];
var DeleteAIBenchmarkJobResponse$ = [3, n0, _DAIBJRe,
    0,
    [_AIBJA],
    [0]
];
var DeleteAIRecommendationJobRequest$ = [3, n0, _DAIRJR,
    0,
    [_AIRJN],
    [0], 1
];
var DeleteAIRecommendationJobResponse$ = [3, n0, _DAIRJRe,
    0,
    [_AIRJA],
    [0]
];
var DeleteAIWorkloadConfigRequest$ = [3, n0, _DAIWCR,
    0,
    [_AIWCN],
    [0], 1
];
var DeleteAIWorkloadConfigResponse$ = [3, n0, _DAIWCRe,
    0,
    [_AIWCA],
    [0]
];
var DeleteAlgorithmInput$ = [3, n0, _DAI,
    0,
    [_ANlg],
    [0], 1
];
var DeleteAppImageConfigRequest$ = [3, n0, _DAICR,
    0,
    [_AICN],
    [0], 1
];
var DeleteAppRequest$ = [3, n0, _DARel,
    0,
    [_DI, _ATp, _ANp, _UPN, _SN],
    [0, 0, 0, 0, 0], 3
];
var DeleteArtifactRequest$ = [3, n0, _DARele,
    0,
    [_AAr, _S],
    [0, () => ArtifactSource$]
];
var DeleteArtifactResponse$ = [3, n0, _DARelet,
    0,
    [_AAr],
    [0]
];
var DeleteAssociationRequest$ = [3, n0, _DARelete,
    0,
    [_SA, _DA],
    [0, 0], 2
];
var DeleteAssociationResponse$ = [3, n0, _DAReletes,
    0,
    [_SA, _DA],
    [0, 0]
];
var DeleteClusterRequest$ = [3, n0, _DCRe,
    0,
    [_CNl],
    [0], 1
];
var DeleteClusterResponse$ = [3, n0, _DCRel,
    0,
    [_CAl],
    [0], 1
];
var DeleteClusterSchedulerConfigRequest$ = [3, n0, _DCSCR,
    0,
    [_CSCI],
    [0], 1
];
var DeleteCodeRepositoryInput$ = [3, n0, _DCRI,
    0,
    [_CRN],
    [0], 1
];
var DeleteCompilationJobRequest$ = [3, n0, _DCJR,
    0,
    [_CJN],
    [0], 1
];
var DeleteComputeQuotaRequest$ = [3, n0, _DCQR,
    0,
    [_CQI],
    [0], 1
];
var DeleteContextRequest$ = [3, n0, _DCRele,
    0,
    [_CNon],
    [0], 1
];
var DeleteContextResponse$ = [3, n0, _DCRelet,
    0,
    [_CAo],
    [0]
];
var DeleteDataQualityJobDefinitionRequest$ = [3, n0, _DDQJDR,
    0,
    [_JDN],
    [0], 1
];
var DeleteDeviceFleetRequest$ = [3, n0, _DDFR,
    0,
    [_DFN],
    [0], 1
];
var DeleteDomainRequest$ = [3, n0, _DDR,
    0,
    [_DI, _RPe],
    [0, () => RetentionPolicy$], 1
];
var DeleteEdgeDeploymentPlanRequest$ = [3, n0, _DEDPR,
    0,
    [_EDPN],
    [0], 1
];
var DeleteEdgeDeploymentStageRequest$ = [3, n0, _DEDSR,
    0,
    [_EDPN, _SNt],
    [0, 0], 2
];
var DeleteEndpointConfigInput$ = [3, n0, _DECI,
    0,
    [_ECN],
    [0], 1
];
var DeleteEndpointInput$ = [3, n0, _DEI,
    0,
    [_EN],
    [0], 1
];
var DeleteExperimentRequest$ = [3, n0, _DER,
    0,
    [_ENx],
    [0], 1
];
var DeleteExperimentResponse$ = [3, n0, _DERe,
    0,
    [_EAx],
    [0]
];
var DeleteFeatureGroupRequest$ = [3, n0, _DFGR,
    0,
    [_FGN],
    [0], 1
];
var DeleteFlowDefinitionRequest$ = [3, n0, _DFDR,
    0,
    [_FDN],
    [0], 1
];
var DeleteFlowDefinitionResponse$ = [3, n0, _DFDRe,
    0,
    [],
    []
];
var DeleteHubContentReferenceRequest$ = [3, n0, _DHCRR,
    0,
    [_HN, _HCT, _HCN],
    [0, 0, 0], 3
];
var DeleteHubContentRequest$ = [3, n0, _DHCR,
    0,
    [_HN, _HCT, _HCN, _HCV],
    [0, 0, 0, 0], 4
];
var DeleteHubRequest$ = [3, n0, _DHR,
    0,
    [_HN],
    [0], 1
];
var DeleteHumanTaskUiRequest$ = [3, n0, _DHTUR,
    0,
    [_HTUN],
    [0], 1
];
var DeleteHumanTaskUiResponse$ = [3, n0, _DHTURe,
    0,
    [],
    []
];
var DeleteHyperParameterTuningJobRequest$ = [3, n0, _DHPTJR,
    0,
    [_HPTJN],
    [0], 1
];
var DeleteImageRequest$ = [3, n0, _DIR,
    0,
    [_IN],
    [0], 1
];
var DeleteImageResponse$ = [3, n0, _DIRe,
    0,
    [],
    []
];
var DeleteImageVersionRequest$ = [3, n0, _DIVR,
    0,
    [_IN, _V, _Alia],
    [0, 1, 0], 1
];
var DeleteImageVersionResponse$ = [3, n0, _DIVRe,
    0,
    [],
    []
];
var DeleteInferenceComponentInput$ = [3, n0, _DICI,
    0,
    [_ICN],
    [0], 1
];
var DeleteInferenceExperimentRequest$ = [3, n0, _DIER,
    0,
    [_N],
    [0], 1
];
var DeleteInferenceExperimentResponse$ = [3, n0, _DIERe,
    0,
    [_IEA],
    [0], 1
];
var DeleteJobRequest$ = [3, n0, _DJR,
    0,
    [_JN, _JC],
    [0, 0], 2
];
var DeleteJobResponse$ = [3, n0, _DJRe,
    0,
    [],
    []
];
var DeleteMlflowAppRequest$ = [3, n0, _DMAR,
    0,
    [_Ar],
    [0], 1
];
var DeleteMlflowAppResponse$ = [3, n0, _DMARe,
    0,
    [_Ar],
    [0]
];
var DeleteMlflowTrackingServerRequest$ = [3, n0, _DMTSR,
    0,
    [_TSN],
    [0], 1
];
var DeleteMlflowTrackingServerResponse$ = [3, n0, _DMTSRe,
    0,
    [_TSA],
    [0]
];
var DeleteModelBiasJobDefinitionRequest$ = [3, n0, _DMBJDR,
    0,
    [_JDN],
    [0], 1
];
var DeleteModelCardRequest$ = [3, n0, _DMCR,
    0,
    [_MCN],
    [0], 1
];
var DeleteModelExplainabilityJobDefinitionRequest$ = [3, n0, _DMEJDR,
    0,
    [_JDN],
    [0], 1
];
var DeleteModelInput$ = [3, n0, _DMI,
    0,
    [_MNod],
    [0], 1
];
var DeleteModelPackageGroupInput$ = [3, n0, _DMPGI,
    0,
    [_MPGN],
    [0], 1
];
var DeleteModelPackageGroupPolicyInput$ = [3, n0, _DMPGPI,
    0,
    [_MPGN],
    [0], 1
];
var DeleteModelPackageInput$ = [3, n0, _DMPI,
    0,
    [_MPN],
    [0], 1
];
var DeleteModelQualityJobDefinitionRequest$ = [3, n0, _DMQJDR,
    0,
    [_JDN],
    [0], 1
];
var DeleteMonitoringScheduleRequest$ = [3, n0, _DMSR,
    0,
    [_MSN],
    [0], 1
];
var DeleteNotebookInstanceInput$ = [3, n0, _DNII,
    0,
    [_NIN],
    [0], 1
];
var DeleteNotebookInstanceLifecycleConfigInput$ = [3, n0, _DNILCI,
    0,
    [_NILCN],
    [0], 1
];
var DeleteOptimizationJobRequest$ = [3, n0, _DOJR,
    0,
    [_OJN],
    [0], 1
];
var DeletePartnerAppRequest$ = [3, n0, _DPAR,
    0,
    [_Ar, _CTl],
    [0, [0, 4]], 1
];
var DeletePartnerAppResponse$ = [3, n0, _DPARe,
    0,
    [_Ar],
    [0]
];
var DeletePipelineRequest$ = [3, n0, _DPR,
    0,
    [_PNi, _CRT],
    [0, [0, 4]], 1
];
var DeletePipelineResponse$ = [3, n0, _DPRe,
    0,
    [_PAi],
    [0]
];
var DeleteProcessingJobRequest$ = [3, n0, _DPJR,
    0,
    [_PJN],
    [0], 1
];
var DeleteProjectInput$ = [3, n0, _DPI,
    0,
    [_PNr],
    [0], 1
];
var DeleteSpaceRequest$ = [3, n0, _DSR,
    0,
    [_DI, _SN],
    [0, 0], 2
];
var DeleteStudioLifecycleConfigRequest$ = [3, n0, _DSLCR,
    0,
    [_SLCN],
    [0], 1
];
var DeleteTagsInput$ = [3, n0, _DTI,
    0,
    [_RA, _TK],
    [0, 64 | 0], 2
];
var DeleteTagsOutput$ = [3, n0, _DTO,
    0,
    [],
    []
];
var DeleteTrainingJobRequest$ = [3, n0, _DTJR,
    0,
    [_TJN],
    [0], 1
];
var DeleteTrialComponentRequest$ = [3, n0, _DTCR,
    0,
    [_TCN],
    [0], 1
];
var DeleteTrialComponentResponse$ = [3, n0, _DTCRe,
    0,
    [_TCA],
    [0]
];
var DeleteTrialRequest$ = [3, n0, _DTR,
    0,
    [_TN],
    [0], 1
];
var DeleteTrialResponse$ = [3, n0, _DTRe,
    0,
    [_TA],
    [0]
];
var DeleteUserProfileRequest$ = [3, n0, _DUPR,
    0,
    [_DI, _UPN],
    [0, 0], 2
];
var DeleteWorkforceRequest$ = [3, n0, _DWR,
    0,
    [_WN],
    [0], 1
];
var DeleteWorkforceResponse$ = [3, n0, _DWRe,
    0,
    [],
    []
];
var DeleteWorkteamRequest$ = [3, n0, _DWRel,
    0,
    [_WNo],
    [0], 1
];
var DeleteWorkteamResponse$ = [3, n0, _DWRele,
    0,
    [_Suc],
    [2], 1
];
var DeployedImage$ = [3, n0, _DIe,
    0,
    [_SIp, _RI, _RTe],
    [0, 0, 4]
];
var DeploymentConfig$ = [3, n0, _DCe,
    0,
    [_BGUP, _RUP, _ARCu],
    [() => BlueGreenUpdatePolicy$, () => RollingUpdatePolicy$, () => AutoRollbackConfig$]
];
var DeploymentConfiguration$ = [3, n0, _DC,
    0,
    [_RUP, _WIIS, _ARCu],
    [() => RollingDeploymentPolicy$, 1, () => AutoRollbackAlarms]
];
var DeploymentRecommendation$ = [3, n0, _DR,
    0,
    [_RSec, _RTIR],
    [0, () => RealTimeInferenceRecommendations], 1
];
var DeploymentStage$ = [3, n0, _DSe,
    0,
    [_SNt, _DSCe, _DCe],
    [0, () => DeviceSelectionConfig$, () => EdgeDeploymentConfig$], 2
];
var DeploymentStageStatusSummary$ = [3, n0, _DSSSe,
    0,
    [_SNt, _DSCe, _DCe, _DSep],
    [0, () => DeviceSelectionConfig$, () => EdgeDeploymentConfig$, () => EdgeDeploymentStatus$], 4
];
var DeregisterDevicesRequest$ = [3, n0, _DDRe,
    0,
    [_DFN, _DNev],
    [0, 64 | 0], 2
];
var DerivedInformation$ = [3, n0, _DIer,
    0,
    [_DDIC],
    [0]
];
var DescribeActionRequest$ = [3, n0, _DARes,
    0,
    [_AN],
    [0], 1
];
var DescribeActionResponse$ = [3, n0, _DAResc,
    0,
    [_AN, _AA, _S, _AT, _D, _St, _Pr, _CT, _CB, _LMT, _LMB, _MPe, _LGAi],
    [0, 0, () => ActionSource$, 0, 0, 0, 128 | 0, 4, () => UserContext$, 4, () => UserContext$, () => MetadataProperties$, 0]
];
var DescribeAIBenchmarkJobRequest$ = [3, n0, _DAIBJRes,
    0,
    [_AIBJN],
    [0], 1
];
var DescribeAIBenchmarkJobResponse$ = [3, n0, _DAIBJResc,
    0,
    [_AIBJN, _AIBJA, _AIBJSe, _BT, _OCu, _AIWCI, _RAo, _CT, _FR, _NCe, _STt, _ETn, _Ta],
    [0, 0, 0, () => AIBenchmarkTarget$, () => AIBenchmarkOutputResult$, 0, 0, 4, 0, () => AIBenchmarkNetworkConfig$, 4, 4, () => TagList], 8
];
var DescribeAIRecommendationJobRequest$ = [3, n0, _DAIRJRes,
    0,
    [_AIRJN],
    [0], 1
];
var DescribeAIRecommendationJobResponse$ = [3, n0, _DAIRJResc,
    0,
    [_AIRJN, _AIRJA, _AIRJSe, _MS, _OCu, _AIWCI, _RAo, _CT, _FR, _ISn, _OM, _PT, _Re, _CSom, _ASd, _STt, _ETn, _Ta],
    [0, 0, 0, () => AIModelSource$, () => AIRecommendationOutputResult$, 0, 0, 4, 0, () => AIRecommendationInferenceSpecification$, 2, () => AIRecommendationPerformanceTarget$, () => AIRecommendationList, () => AIRecommendationComputeSpec$, () => AIAdapterSource$, 4, 4, () => TagList], 8
];
var DescribeAIWorkloadConfigRequest$ = [3, n0, _DAIWCRes,
    0,
    [_AIWCN],
    [0], 1
];
var DescribeAIWorkloadConfigResponse$ = [3, n0, _DAIWCResc,
    0,
    [_AIWCN, _AIWCA, _CT, _DCa, _AIWC, _Ta],
    [0, 0, 4, () => AIDatasetConfig$, () => AIWorkloadConfigs$, () => TagList], 3
];
var DescribeAlgorithmInput$ = [3, n0, _DAIe,
    0,
    [_ANlg],
    [0], 1
];
var DescribeAlgorithmOutput$ = [3, n0, _DAO,
    0,
    [_ANlg, _AAl, _CT, _TS, _ASlgo, _ASD, _ADlg, _ISn, _VSa, _PIrod, _CFM],
    [0, 0, 4, () => TrainingSpecification$, 0, () => AlgorithmStatusDetails$, 0, () => InferenceSpecification$, () => AlgorithmValidationSpecification$, 0, 2], 6
];
var DescribeAppImageConfigRequest$ = [3, n0, _DAICRe,
    0,
    [_AICN],
    [0], 1
];
var DescribeAppImageConfigResponse$ = [3, n0, _DAICRes,
    0,
    [_AICA, _AICN, _CT, _LMT, _KGIC, _JLAIC, _CEAIC],
    [0, 0, 4, 4, () => KernelGatewayImageConfig$, () => JupyterLabAppImageConfig$, () => CodeEditorAppImageConfig$]
];
var DescribeAppRequest$ = [3, n0, _DARescr,
    0,
    [_DI, _ATp, _ANp, _UPN, _SN],
    [0, 0, 0, 0, 0], 3
];
var DescribeAppResponse$ = [3, n0, _DARescri,
    0,
    [_AAp, _ATp, _ANp, _DI, _UPN, _SN, _St, _ETIPS, _RM, _LHCT, _LUAT, _CT, _FR, _RS, _BILCA],
    [0, 0, 0, 0, 0, 0, 0, 0, 2, 4, 4, 4, 0, () => ResourceSpec$, 0]
];
var DescribeArtifactRequest$ = [3, n0, _DARescrib,
    0,
    [_AAr],
    [0], 1
];
var DescribeArtifactResponse$ = [3, n0, _DARescribe,
    0,
    [_ANr, _AAr, _S, _ATr, _Pr, _CT, _CB, _LMT, _LMB, _MPe, _LGAi],
    [0, 0, () => ArtifactSource$, 0, 128 | 0, 4, () => UserContext$, 4, () => UserContext$, () => MetadataProperties$, 0]
];
var DescribeAutoMLJobRequest$ = [3, n0, _DAMLJR,
    0,
    [_AMLJN],
    [0], 1
];
var DescribeAutoMLJobResponse$ = [3, n0, _DAMLJRe,
    0,
    [_AMLJN, _AMLJAu, _IDC, _ODC, _RAo, _CT, _LMT, _AMLJSu, _AMLJSS, _AMLJO, _PTr, _AMLJCu, _ETn, _FR, _PFR, _BC, _GCDO, _AMLJA, _RAe, _MDC, _MDR],
    [0, 0, () => AutoMLInputDataConfig, () => AutoMLOutputDataConfig$, 0, 4, 4, 0, 0, () => AutoMLJobObjective$, 0, () => AutoMLJobConfig$, 4, 0, () => AutoMLPartialFailureReasons, () => AutoMLCandidate$, 2, () => AutoMLJobArtifacts$, () => ResolvedAttributes$, () => ModelDeployConfig$, () => ModelDeployResult$], 9
];
var DescribeAutoMLJobV2Request$ = [3, n0, _DAMLJVR,
    0,
    [_AMLJN],
    [0], 1
];
var DescribeAutoMLJobV2Response$ = [3, n0, _DAMLJVRe,
    0,
    [_AMLJN, _AMLJAu, _AMLJIDC, _ODC, _RAo, _CT, _LMT, _AMLJSu, _AMLJSS, _AMLJO, _AMLPTC, _AMLPTCN, _ETn, _FR, _PFR, _BC, _AMLJA, _RAe, _MDC, _MDR, _DSC, _SC, _AMLCC],
    [0, 0, () => AutoMLJobInputDataConfig, () => AutoMLOutputDataConfig$, 0, 4, 4, 0, 0, () => AutoMLJobObjective$, () => AutoMLProblemTypeConfig$, 0, 4, 0, () => AutoMLPartialFailureReasons, () => AutoMLCandidate$, () => AutoMLJobArtifacts$, () => AutoMLResolvedAttributes$, () => ModelDeployConfig$, () => ModelDeployResult$, () => AutoMLDataSplitConfig$, () => AutoMLSecurityConfig$, () => AutoMLComputeConfig$], 9
];
var DescribeClusterEventRequest$ = [3, n0, _DCER,
    0,
    [_EI, _CNl],
    [0, 0], 2
];
var DescribeClusterEventResponse$ = [3, n0, _DCERe,
    0,
    [_ED],
    [() => ClusterEventDetail$]
];
var DescribeClusterNodeRequest$ = [3, n0, _DCNR,
    0,
    [_CNl, _NI, _NLI],
    [0, 0, 0], 1
];
var DescribeClusterNodeResponse$ = [3, n0, _DCNRe,
    0,
    [_ND],
    [() => ClusterNodeDetails$], 1
];
var DescribeClusterRequest$ = [3, n0, _DCRes,
    0,
    [_CNl],
    [0], 1
];
var DescribeClusterResponse$ = [3, n0, _DCResc,
    0,
    [_CAl, _CSlu, _IG, _CNl, _CT, _FM, _RIG, _RIGC, _VC, _Or, _TSCi, _NR, _NPM, _CRl, _ASu],
    [0, 0, () => ClusterInstanceGroupDetailsList, 0, 4, 0, () => ClusterRestrictedInstanceGroupDetailsList, () => ClusterRestrictedInstanceGroupsConfigOutput$, () => VpcConfig$, () => ClusterOrchestrator$, () => ClusterTieredStorageConfig$, 0, 0, 0, () => ClusterAutoScalingConfigOutput$], 3
];
var DescribeClusterSchedulerConfigRequest$ = [3, n0, _DCSCRe,
    0,
    [_CSCI, _CSCV],
    [0, 1], 1
];
var DescribeClusterSchedulerConfigResponse$ = [3, n0, _DCSCRes,
    0,
    [_CSCA, _CSCI, _N, _CSCV, _St, _CT, _FR, _SDt, _CAl, _SCc, _D, _CB, _LMT, _LMB],
    [0, 0, 0, 1, 0, 4, 0, 128 | 0, 0, () => SchedulerConfig$, 0, () => UserContext$, 4, () => UserContext$], 6
];
var DescribeCodeRepositoryInput$ = [3, n0, _DCRIe,
    0,
    [_CRN],
    [0], 1
];
var DescribeCodeRepositoryOutput$ = [3, n0, _DCRO,
    0,
    [_CRN, _CRA, _CT, _LMT, _GC],
    [0, 0, 4, 4, () => GitConfig$], 4
];
var DescribeCompilationJobRequest$ = [3, n0, _DCJRe,
    0,
    [_CJN],
    [0], 1
];
var DescribeCompilationJobResponse$ = [3, n0, _DCJRes,
    0,
    [_CJN, _CJAo, _CJSo, _SCt, _CT, _LMT, _FR, _MAo, _RAo, _ICnp, _OCu, _CSTo, _CET, _IIn, _MPVA, _MDo, _VC, _DIer],
    [0, 0, 0, () => StoppingCondition$, 4, 4, 0, () => ModelArtifacts$, 0, () => InputConfig$, () => OutputConfig$, 4, 4, 0, 0, () => ModelDigests$, () => NeoVpcConfig$, () => DerivedInformation$], 11
];
var DescribeComputeQuotaRequest$ = [3, n0, _DCQRe,
    0,
    [_CQI, _CQV],
    [0, 1], 1
];
var DescribeComputeQuotaResponse$ = [3, n0, _DCQRes,
    0,
    [_CQA, _CQI, _N, _CQV, _St, _CQT, _CT, _D, _FR, _CAl, _CQC, _ASct, _CB, _LMT, _LMB],
    [0, 0, 0, 1, 0, () => ComputeQuotaTarget$, 4, 0, 0, 0, () => ComputeQuotaConfig$, 0, () => UserContext$, 4, () => UserContext$], 7
];
var DescribeContextRequest$ = [3, n0, _DCRescr,
    0,
    [_CNon],
    [0], 1
];
var DescribeContextResponse$ = [3, n0, _DCRescri,
    0,
    [_CNon, _CAo, _S, _CTonte, _D, _Pr, _CT, _CB, _LMT, _LMB, _LGAi],
    [0, 0, () => ContextSource$, 0, 0, 128 | 0, 4, () => UserContext$, 4, () => UserContext$, 0]
];
var DescribeDataQualityJobDefinitionRequest$ = [3, n0, _DDQJDRe,
    0,
    [_JDN],
    [0], 1
];
var DescribeDataQualityJobDefinitionResponse$ = [3, n0, _DDQJDRes,
    0,
    [_JDA, _JDN, _CT, _DQAS, _DQJI, _DQJOC, _JR, _RAo, _DQBC, _NCe, _SCt],
    [0, 0, 4, () => DataQualityAppSpecification$, () => DataQualityJobInput$, () => MonitoringOutputConfig$, () => MonitoringResources$, 0, () => DataQualityBaselineConfig$, () => MonitoringNetworkConfig$, () => MonitoringStoppingCondition$], 8
];
var DescribeDeviceFleetRequest$ = [3, n0, _DDFRe,
    0,
    [_DFN],
    [0], 1
];
var DescribeDeviceFleetResponse$ = [3, n0, _DDFRes,
    0,
    [_DFN, _DFA, _OCu, _CT, _LMT, _D, _RAo, _IRA],
    [0, 0, () => EdgeOutputConfig$, 4, 4, 0, 0, 0], 5
];
var DescribeDeviceRequest$ = [3, n0, _DDRes,
    0,
    [_DNe, _DFN, _NTe],
    [0, 0, 0], 2
];
var DescribeDeviceResponse$ = [3, n0, _DDResc,
    0,
    [_DNe, _DFN, _RTeg, _DAe, _D, _ITN, _LHa, _Mod, _MMa, _NTe, _AV],
    [0, 0, 4, 0, 0, 0, 4, () => EdgeModels, 1, 0, 0], 3
];
var DescribeDomainRequest$ = [3, n0, _DDRescr,
    0,
    [_DI],
    [0], 1
];
var DescribeDomainResponse$ = [3, n0, _DDRescri,
    0,
    [_DAo, _DI, _DNo, _HEFSI, _SSOMAII, _SSOAA, _St, _CT, _LMT, _FR, _SGIFDB, _AM, _DUS, _DSo, _ANAT, _HEFSKKI, _SIu, _Ur, _VIp, _KKI, _ASGM, _HEFSC, _TP, _DSS],
    [0, 0, 0, 0, 0, 0, 0, 4, 4, 0, 0, 0, () => UserSettings$, () => DomainSettings$, 0, 0, 64 | 0, 0, 0, 0, 0, 0, 0, () => DefaultSpaceSettings$]
];
var DescribeEdgeDeploymentPlanRequest$ = [3, n0, _DEDPRe,
    0,
    [_EDPN, _NTe, _MR],
    [0, 0, 1], 1
];
var DescribeEdgeDeploymentPlanResponse$ = [3, n0, _DEDPRes,
    0,
    [_EDPA, _EDPN, _MCo, _DFN, _Stag, _EDS, _EDP, _EDF, _NTe, _CT, _LMT],
    [0, 0, () => EdgeDeploymentModelConfigs, 0, () => DeploymentStageStatusSummaries, 1, 1, 1, 0, 4, 4], 5
];
var DescribeEdgePackagingJobRequest$ = [3, n0, _DEPJR,
    0,
    [_EPJN],
    [0], 1
];
var DescribeEdgePackagingJobResponse$ = [3, n0, _DEPJRe,
    0,
    [_EPJA, _EPJN, _EPJS, _CJN, _MNod, _MVo, _RAo, _OCu, _RK, _EPJSM, _CT, _LMT, _MAod, _MSo, _PDO],
    [0, 0, 0, 0, 0, 0, 0, () => EdgeOutputConfig$, 0, 0, 4, 4, 0, 0, () => EdgePresetDeploymentOutput$], 3
];
var DescribeEndpointConfigInput$ = [3, n0, _DECIe,
    0,
    [_ECN],
    [0], 1
];
var DescribeEndpointConfigOutput$ = [3, n0, _DECO,
    0,
    [_ECN, _ECA, _PV, _CT, _DCC, _KKI, _AIC, _ECx, _SPV, _ERA, _VC, _ENI, _MCe],
    [0, 0, () => ProductionVariantList, 4, () => DataCaptureConfig$, 0, () => AsyncInferenceConfig$, () => ExplainerConfig$, () => ProductionVariantList, 0, () => VpcConfig$, 2, () => MetricsConfig$], 4
];
var DescribeEndpointInput$ = [3, n0, _DEIe,
    0,
    [_EN],
    [0], 1
];
var DescribeEndpointOutput$ = [3, n0, _DEO,
    0,
    [_EN, _EA, _ES, _CT, _LMT, _ECN, _PV, _DCC, _FR, _LDC, _AIC, _PDS, _ECx, _SPV, _MCe],
    [0, 0, 0, 4, 4, 0, () => ProductionVariantSummaryList, () => DataCaptureConfigSummary$, 0, () => DeploymentConfig$, () => AsyncInferenceConfig$, () => PendingDeploymentSummary$, () => ExplainerConfig$, () => ProductionVariantSummaryList, () => MetricsConfig$], 5
];
var DescribeExperimentRequest$ = [3, n0, _DERes,
    0,
    [_ENx],
    [0], 1
];
var DescribeExperimentResponse$ = [3, n0, _DEResc,
    0,
    [_ENx, _EAx, _DNi, _S, _D, _CT, _CB, _LMT, _LMB],
    [0, 0, 0, () => ExperimentSource$, 0, 4, () => UserContext$, 4, () => UserContext$]
];
var DescribeFeatureGroupRequest$ = [3, n0, _DFGRe,
    0,
    [_FGN, _NTe],
    [0, 0], 1
];
var DescribeFeatureGroupResponse$ = [3, n0, _DFGRes,
    0,
    [_FGA, _FGN, _RIFN, _ETFN, _FD, _CT, _NTe, _LMT, _OSC, _OSCf, _TCh, _RAo, _FGS, _OSS, _LUS, _FR, _D, _OSTSB],
    [0, 0, 0, 0, () => FeatureDefinitions, 4, 0, 4, () => OnlineStoreConfig$, () => OfflineStoreConfig$, () => ThroughputConfigDescription$, 0, 0, () => OfflineStoreStatus$, () => LastUpdateStatus$, 0, 0, 1], 7
];
var DescribeFeatureMetadataRequest$ = [3, n0, _DFMR,
    0,
    [_FGN, _FN],
    [0, 0], 2
];
var DescribeFeatureMetadataResponse$ = [3, n0, _DFMRe,
    0,
    [_FGA, _FGN, _FN, _FTe, _CT, _LMT, _D, _P],
    [0, 0, 0, 0, 4, 4, 0, () => FeatureParameters], 6
];
var DescribeFlowDefinitionRequest$ = [3, n0, _DFDRes,
    0,
    [_FDN],
    [0], 1
];
var DescribeFlowDefinitionResponse$ = [3, n0, _DFDResc,
    0,
    [_FDA, _FDN, _FDS, _CT, _OCu, _RAo, _HLRS, _HLACu, _HLC, _FR],
    [0, 0, 0, 4, () => FlowDefinitionOutputConfig$, 0, () => HumanLoopRequestSource$, [() => HumanLoopActivationConfig$, 0], () => HumanLoopConfig$, 0], 6
];
var DescribeHubContentRequest$ = [3, n0, _DHCRe,
    0,
    [_HN, _HCT, _HCN, _HCV],
    [0, 0, 0, 0], 3
];
var DescribeHubContentResponse$ = [3, n0, _DHCRes,
    0,
    [_HCN, _HCA, _HCV, _HCT, _DSV, _HN, _HA, _HCD, _HCS, _CT, _HCDN, _HCDu, _HCM, _SMPHCA, _RMV, _SSu, _HCSK, _HCDub, _FR, _LMT],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 64 | 0, () => HubContentDependencyList, 0, 4], 10
];
var DescribeHubRequest$ = [3, n0, _DHRe,
    0,
    [_HN],
    [0], 1
];
var DescribeHubResponse$ = [3, n0, _DHRes,
    0,
    [_HN, _HA, _HS, _CT, _LMT, _HDN, _HD, _HSK, _SSC, _FR],
    [0, 0, 0, 4, 4, 0, 0, 64 | 0, () => HubS3StorageConfig$, 0], 5
];
var DescribeHumanTaskUiRequest$ = [3, n0, _DHTURes,
    0,
    [_HTUN],
    [0], 1
];
var DescribeHumanTaskUiResponse$ = [3, n0, _DHTUResc,
    0,
    [_HTUA, _HTUN, _CT, _UT, _HTUS],
    [0, 0, 4, () => UiTemplateInfo$, 0], 4
];
var DescribeHyperParameterTuningJobRequest$ = [3, n0, _DHPTJRe,
    0,
    [_HPTJN],
    [0], 1
];
var DescribeHyperParameterTuningJobResponse$ = [3, n0, _DHPTJRes,
    0,
    [_HPTJN, _HPTJA, _HPTJC, _HPTJS, _CT, _TJSC, _OSCb, _TJD, _TJDra, _HPTET, _LMT, _BTJ, _OBTJ, _WSC, _Au, _FR, _TJCD, _CRons],
    [0, 0, () => HyperParameterTuningJobConfig$, 0, 4, () => TrainingJobStatusCounters$, () => ObjectiveStatusCounters$, () => HyperParameterTrainingJobDefinition$, () => HyperParameterTrainingJobDefinitions, 4, 4, () => HyperParameterTrainingJobSummary$, () => HyperParameterTrainingJobSummary$, () => HyperParameterTuningJobWarmStartConfig$, () => Autotune$, 0, () => HyperParameterTuningJobCompletionDetails$, () => HyperParameterTuningJobConsumedResources$], 7
];
var DescribeImageRequest$ = [3, n0, _DIRes,
    0,
    [_IN],
    [0], 1
];
var DescribeImageResponse$ = [3, n0, _DIResc,
    0,
    [_CT, _D, _DNi, _FR, _IAm, _IN, _ISm, _LMT, _RAo],
    [4, 0, 0, 0, 0, 0, 0, 4, 0]
];
var DescribeImageVersionRequest$ = [3, n0, _DIVRes,
    0,
    [_IN, _V, _Alia],
    [0, 1, 0], 1
];
var DescribeImageVersionResponse$ = [3, n0, _DIVResc,
    0,
    [_BI, _CIo, _CT, _FR, _IAm, _IVA, _IVS, _LMT, _V, _VG, _JT, _MLF, _PL, _Pro, _H, _RN],
    [0, 0, 4, 0, 0, 0, 0, 4, 1, 0, 0, 0, 0, 0, 2, 0]
];
var DescribeInferenceComponentInput$ = [3, n0, _DICIe,
    0,
    [_ICN],
    [0], 1
];
var DescribeInferenceComponentOutput$ = [3, n0, _DICO,
    0,
    [_ICN, _ICA, _EN, _EA, _CT, _LMT, _VN, _FR, _Spe, _Spec, _RC, _ICS, _LDC],
    [0, 0, 0, 0, 4, 4, 0, 0, () => InferenceComponentSpecificationSummary$, () => InferenceComponentSpecificationSummaryList, () => InferenceComponentRuntimeConfigSummary$, 0, () => InferenceComponentDeploymentConfig$], 6
];
var DescribeInferenceExperimentRequest$ = [3, n0, _DIERes,
    0,
    [_N],
    [0], 1
];
var DescribeInferenceExperimentResponse$ = [3, n0, _DIEResc,
    0,
    [_Ar, _N, _T, _St, _EM, _MVod, _Sc, _SRt, _D, _CT, _CTom, _LMT, _RAo, _DSCa, _SMC, _KK],
    [0, 0, 0, 0, () => EndpointMetadata$, () => ModelVariantConfigSummaryList, () => InferenceExperimentSchedule$, 0, 0, 4, 4, 4, 0, () => InferenceExperimentDataStorageConfig$, () => ShadowModeConfig$, 0], 6
];
var DescribeInferenceRecommendationsJobRequest$ = [3, n0, _DIRJR,
    0,
    [_JN],
    [0], 1
];
var DescribeInferenceRecommendationsJobResponse$ = [3, n0, _DIRJRe,
    0,
    [_JN, _JT, _JA, _RAo, _St, _CT, _LMT, _ICnp, _JD, _CTom, _FR, _SCto, _IRnf, _EPn],
    [0, 0, 0, 0, 0, 4, 4, () => RecommendationJobInputConfig$, 0, 4, 0, () => RecommendationJobStoppingConditions$, () => InferenceRecommendations, () => EndpointPerformances], 8
];
var DescribeJobRequest$ = [3, n0, _DJRes,
    0,
    [_JN, _JC],
    [0, 0], 2
];
var DescribeJobResponse$ = [3, n0, _DJResc,
    0,
    [_JN, _JA, _RAo, _JC, _JCSV, _CT, _LMT, _JSo, _SSe, _SST, _JCD, _ETn, _FR, _Ta],
    [0, 0, 0, 0, 0, 4, 4, 0, 0, () => JobSecondaryStatusTransitions, 0, 4, 0, () => TagList], 10
];
var DescribeJobSchemaVersionRequest$ = [3, n0, _DJSVR,
    0,
    [_JC, _JCSV],
    [0, 0], 1
];
var DescribeJobSchemaVersionResponse$ = [3, n0, _DJSVRe,
    0,
    [_JC, _JCSV, _JCS],
    [0, 0, 0], 3
];
var DescribeLabelingJobRequest$ = [3, n0, _DLJR,
    0,
    [_LJN],
    [0], 1
];
var DescribeLabelingJobResponse$ = [3, n0, _DLJRe,
    0,
    [_LJS, _LC, _CT, _LMT, _JRC, _LJN, _LJA, _ICnp, _OCu, _RAo, _HTC, _FR, _LAN, _LCCSU, _SCto, _LJAC, _Ta, _LJO],
    [0, () => LabelCounters$, 4, 4, 0, 0, 0, () => LabelingJobInputConfig$, () => LabelingJobOutputConfig$, 0, () => HumanTaskConfig$, 0, 0, 0, () => LabelingJobStoppingConditions$, () => LabelingJobAlgorithmsConfig$, () => TagList, () => LabelingJobOutput$], 11
];
var DescribeLineageGroupRequest$ = [3, n0, _DLGR,
    0,
    [_LGN],
    [0], 1
];
var DescribeLineageGroupResponse$ = [3, n0, _DLGRe,
    0,
    [_LGN, _LGAi, _DNi, _D, _CT, _CB, _LMT, _LMB],
    [0, 0, 0, 0, 4, () => UserContext$, 4, () => UserContext$]
];
var DescribeMlflowAppRequest$ = [3, n0, _DMARes,
    0,
    [_Ar],
    [0], 1
];
var DescribeMlflowAppResponse$ = [3, n0, _DMAResc,
    0,
    [_Ar, _N, _ASU, _MVl, _RAo, _KKI, _St, _MRM, _ADS, _DDIL, _CT, _CB, _LMT, _LMB, _WMWS, _MSa],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 64 | 0, 4, () => UserContext$, 4, () => UserContext$, 0, 0]
];
var DescribeMlflowTrackingServerRequest$ = [3, n0, _DMTSRes,
    0,
    [_TSN],
    [0], 1
];
var DescribeMlflowTrackingServerResponse$ = [3, n0, _DMTSResc,
    0,
    [_TSA, _TSN, _ASU, _TSS, _MVl, _RAo, _TSSr, _TSMS, _IAs, _TSU, _WMWS, _AMR, _CT, _CB, _LMT, _LMB, _SBOAI, _SBOV],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 4, () => UserContext$, 4, () => UserContext$, 0, 2]
];
var DescribeModelBiasJobDefinitionRequest$ = [3, n0, _DMBJDRe,
    0,
    [_JDN],
    [0], 1
];
var DescribeModelBiasJobDefinitionResponse$ = [3, n0, _DMBJDRes,
    0,
    [_JDA, _JDN, _CT, _MBAS, _MBJI, _MBJOC, _JR, _RAo, _MBBC, _NCe, _SCt],
    [0, 0, 4, () => ModelBiasAppSpecification$, () => ModelBiasJobInput$, () => MonitoringOutputConfig$, () => MonitoringResources$, 0, () => ModelBiasBaselineConfig$, () => MonitoringNetworkConfig$, () => MonitoringStoppingCondition$], 8
];
var DescribeModelCardExportJobRequest$ = [3, n0, _DMCEJR,
    0,
    [_MCEJA],
    [0], 1
];
var DescribeModelCardExportJobResponse$ = [3, n0, _DMCEJRe,
    0,
    [_MCEJN, _MCEJA, _St, _MCN, _MCV, _OCu, _CAr, _LMA, _FR, _EAxp],
    [0, 0, 0, 0, 1, () => ModelCardExportOutputConfig$, 4, 4, 0, () => ModelCardExportArtifacts$], 8
];
var DescribeModelCardRequest$ = [3, n0, _DMCRe,
    0,
    [_MCN, _MCV, _IDn],
    [0, 1, 0], 1
];
var DescribeModelCardResponse$ = [3, n0, _DMCRes,
    0,
    [_MCA, _MCN, _MCV, _Cont, _MCS, _CT, _CB, _SC, _LMT, _LMB, _MCPS],
    [0, 0, 1, [() => ModelCardContent, 0], 0, 4, () => UserContext$, () => ModelCardSecurityConfig$, 4, () => UserContext$, 0], 7
];
var DescribeModelExplainabilityJobDefinitionRequest$ = [3, n0, _DMEJDRe,
    0,
    [_JDN],
    [0], 1
];
var DescribeModelExplainabilityJobDefinitionResponse$ = [3, n0, _DMEJDRes,
    0,
    [_JDA, _JDN, _CT, _MEAS, _MEJI, _MEJOC, _JR, _RAo, _MEBC, _NCe, _SCt],
    [0, 0, 4, () => ModelExplainabilityAppSpecification$, () => ModelExplainabilityJobInput$, () => MonitoringOutputConfig$, () => MonitoringResources$, 0, () => ModelExplainabilityBaselineConfig$, () => MonitoringNetworkConfig$, () => MonitoringStoppingCondition$], 8
];
var DescribeModelInput$ = [3, n0, _DMIe,
    0,
    [_MNod],
    [0], 1
];
var DescribeModelOutput$ = [3, n0, _DMO,
    0,
    [_MNod, _CT, _MA, _PC, _Co, _IEC, _ERA, _VC, _ENI, _DR],
    [0, 4, 0, () => ContainerDefinition$, () => ContainerDefinitionList, () => InferenceExecutionConfig$, 0, () => VpcConfig$, 2, () => DeploymentRecommendation$], 3
];
var DescribeModelPackageGroupInput$ = [3, n0, _DMPGIe,
    0,
    [_MPGN],
    [0], 1
];
var DescribeModelPackageGroupOutput$ = [3, n0, _DMPGO,
    0,
    [_MPGN, _MPGA, _CT, _CB, _MPGS, _MPGD, _MCan],
    [0, 0, 4, () => UserContext$, 0, 0, () => ManagedConfiguration$], 5
];
var DescribeModelPackageInput$ = [3, n0, _DMPIe,
    0,
    [_MPN, _IDn],
    [0, 0], 1
];
var DescribeModelPackageOutput$ = [3, n0, _DMPO,
    0,
    [_MPN, _MPA, _CT, _MPSo, _MPSD, _MPGN, _MPV, _MPRT, _MPD, _ISn, _SAS, _VSa, _CFM, _MAS, _CB, _MPe, _MM, _LMT, _LMB, _ADpp, _Do, _Tas, _SPU, _CMP, _DCB, _AIS, _SMV, _SU, _SC, _MCod, _MLC, _MST],
    [0, 0, 4, 0, () => ModelPackageStatusDetails$, 0, 1, 0, 0, () => InferenceSpecification$, () => SourceAlgorithmSpecification$, () => ModelPackageValidationSpecification$, 2, 0, () => UserContext$, () => MetadataProperties$, () => ModelMetrics$, 4, () => UserContext$, 0, 0, 0, 0, 128 | 0, () => DriftCheckBaselines$, () => AdditionalInferenceSpecifications, 0, 0, () => ModelPackageSecurityConfig$, [() => ModelPackageModelCard$, 0], () => ModelLifeCycle$, 0], 5
];
var DescribeModelQualityJobDefinitionRequest$ = [3, n0, _DMQJDRe,
    0,
    [_JDN],
    [0], 1
];
var DescribeModelQualityJobDefinitionResponse$ = [3, n0, _DMQJDRes,
    0,
    [_JDA, _JDN, _CT, _MQAS, _MQJI, _MQJOC, _JR, _RAo, _MQBC, _NCe, _SCt],
    [0, 0, 4, () => ModelQualityAppSpecification$, () => ModelQualityJobInput$, () => MonitoringOutputConfig$, () => MonitoringResources$, 0, () => ModelQualityBaselineConfig$, () => MonitoringNetworkConfig$, () => MonitoringStoppingCondition$], 8
];
var DescribeMonitoringScheduleRequest$ = [3, n0, _DMSRe,
    0,
    [_MSN],
    [0], 1
];
var DescribeMonitoringScheduleResponse$ = [3, n0, _DMSRes,
    0,
    [_MSA, _MSN, _MSS, _CT, _LMT, _MSC, _MTo, _FR, _EN, _LMES],
    [0, 0, 0, 4, 4, () => MonitoringScheduleConfig$, 0, 0, 0, () => MonitoringExecutionSummary$], 6
];
var DescribeNotebookInstanceInput$ = [3, n0, _DNIIe,
    0,
    [_NIN],
    [0], 1
];
var DescribeNotebookInstanceLifecycleConfigInput$ = [3, n0, _DNILCIe,
    0,
    [_NILCN],
    [0], 1
];
var DescribeNotebookInstanceLifecycleConfigOutput$ = [3, n0, _DNILCO,
    0,
    [_NILCA, _NILCN, _OCn, _OSn, _LMT, _CT],
    [0, 0, () => NotebookInstanceLifecycleConfigList, () => NotebookInstanceLifecycleConfigList, 4, 4]
];
var DescribeNotebookInstanceOutput$ = [3, n0, _DNIO,
    0,
    [_NIA, _NIN, _NIS, _FR, _Ur, _ITn, _IAT, _SIub, _SG, _RAo, _KKI, _NII, _LMT, _CT, _NILCN, _DIA, _VSIGB, _ATc, _DCR, _ACR, _RAoo, _PIl, _IMSC],
    [0, 0, 0, 0, 0, 0, 0, 0, 64 | 0, 0, 0, 0, 4, 4, 0, 0, 1, 64 | 0, 0, 64 | 0, 0, 0, () => InstanceMetadataServiceConfiguration$]
];
var DescribeOptimizationJobRequest$ = [3, n0, _DOJRe,
    0,
    [_OJN],
    [0], 1
];
var DescribeOptimizationJobResponse$ = [3, n0, _DOJRes,
    0,
    [_OJA, _OJS, _CT, _LMT, _OJN, _MS, _DITe, _OCp, _OCu, _RAo, _SCt, _OST, _OET, _FR, _OE, _MICa, _OO, _VC, _TPAr],
    [0, 0, 4, 4, 0, () => OptimizationJobModelSource$, 0, () => OptimizationConfigs, () => OptimizationJobOutputConfig$, 0, () => StoppingCondition$, 4, 4, 0, 128 | 0, 1, () => OptimizationOutput$, () => OptimizationVpcConfig$, 64 | 0], 11
];
var DescribePartnerAppRequest$ = [3, n0, _DPARes,
    0,
    [_Ar, _IAU],
    [0, 2], 1
];
var DescribePartnerAppResponse$ = [3, n0, _DPAResc,
    0,
    [_Ar, _N, _T, _St, _CT, _LMT, _ERA, _KKI, _BU, _MCai, _Ti, _V, _ACp, _ATu, _EISBI, _Er, _EAMVU, _CVED, _AUv, _ICd],
    [0, 0, 0, 0, 4, 4, 0, 0, 0, () => PartnerAppMaintenanceConfig$, 0, 0, () => PartnerAppConfig$, 0, 2, () => ErrorInfo$, 2, 4, () => AvailableUpgrade$, () => IdcConfigOutput$]
];
var DescribePipelineDefinitionForExecutionRequest$ = [3, n0, _DPDFER,
    0,
    [_PEA],
    [0], 1
];
var DescribePipelineDefinitionForExecutionResponse$ = [3, n0, _DPDFERe,
    0,
    [_PD, _CT],
    [0, 4]
];
var DescribePipelineExecutionRequest$ = [3, n0, _DPER,
    0,
    [_PEA],
    [0], 1
];
var DescribePipelineExecutionResponse$ = [3, n0, _DPERe,
    0,
    [_PAi, _PEA, _PEDN, _PES, _PED, _PEC, _FR, _CT, _LMT, _CB, _LMB, _PCa, _SECe, _PVI, _MLCf],
    [0, 0, 0, 0, 0, () => PipelineExperimentConfig$, 0, 4, 4, () => UserContext$, () => UserContext$, () => ParallelismConfiguration$, () => SelectiveExecutionConfig$, 1, () => MLflowConfiguration$]
];
var DescribePipelineRequest$ = [3, n0, _DPRes,
    0,
    [_PNi, _PVI],
    [0, 1], 1
];
var DescribePipelineResponse$ = [3, n0, _DPResc,
    0,
    [_PAi, _PNi, _PDN, _PD, _PDi, _RAo, _PSi, _CT, _LMT, _LRT, _CB, _LMB, _PCa, _PVDN, _PVD],
    [0, 0, 0, 0, 0, 0, 0, 4, 4, 4, () => UserContext$, () => UserContext$, () => ParallelismConfiguration$, 0, 0]
];
var DescribeProcessingJobRequest$ = [3, n0, _DPJRe,
    0,
    [_PJN],
    [0], 1
];
var DescribeProcessingJobResponse$ = [3, n0, _DPJRes,
    0,
    [_PJN, _PR, _ASp, _PJA, _PJS, _CT, _PIr, _POC, _SCt, _E, _NCe, _RAo, _ECxp, _EMx, _FR, _PET, _PST, _LMT, _MSA, _AMLJAu, _TJA],
    [0, () => ProcessingResources$, () => AppSpecification$, 0, 0, 4, () => ProcessingInputs, () => ProcessingOutputConfig$, () => ProcessingStoppingCondition$, 128 | 0, () => NetworkConfig$, 0, () => ExperimentConfig$, 0, 0, 4, 4, 4, 0, 0, 0], 6
];
var DescribeProjectInput$ = [3, n0, _DPIe,
    0,
    [_PNr],
    [0], 1
];
var DescribeProjectOutput$ = [3, n0, _DPO,
    0,
    [_PAr, _PNr, _PIro, _PSr, _CT, _PDr, _SCPD, _SCPPD, _TPD, _CB, _LMT, _LMB],
    [0, 0, 0, 0, 4, 0, () => ServiceCatalogProvisioningDetails$, () => ServiceCatalogProvisionedProductDetails$, () => TemplateProviderDetailList, () => UserContext$, 4, () => UserContext$], 5
];
var DescribeReservedCapacityRequest$ = [3, n0, _DRCR,
    0,
    [_RCA],
    [0], 1
];
var DescribeReservedCapacityResponse$ = [3, n0, _DRCRe,
    0,
    [_RCA, _ITn, _TICo, _RCT, _St, _AZv, _DH, _DM, _STt, _ETn, _AICv, _IUIC, _USS],
    [0, 0, 1, 0, 0, 0, 1, 1, 4, 4, 1, 1, () => UltraServerSummary$], 3
];
var DescribeSpaceRequest$ = [3, n0, _DSRe,
    0,
    [_DI, _SN],
    [0, 0], 2
];
var DescribeSpaceResponse$ = [3, n0, _DSRes,
    0,
    [_DI, _SAp, _SN, _HEFSU, _St, _LMT, _CT, _FR, _SS, _OSw, _SSS, _SDN, _Ur],
    [0, 0, 0, 0, 0, 4, 4, 0, () => SpaceSettings$, () => OwnershipSettings$, () => SpaceSharingSettings$, 0, 0]
];
var DescribeStudioLifecycleConfigRequest$ = [3, n0, _DSLCRe,
    0,
    [_SLCN],
    [0], 1
];
var DescribeStudioLifecycleConfigResponse$ = [3, n0, _DSLCRes,
    0,
    [_SLCA, _SLCN, _CT, _LMT, _SLCC, _SLCAT],
    [0, 0, 4, 4, 0, 0]
];
var DescribeSubscribedWorkteamRequest$ = [3, n0, _DSWR,
    0,
    [_WAo],
    [0], 1
];
var DescribeSubscribedWorkteamResponse$ = [3, n0, _DSWRe,
    0,
    [_SW],
    [() => SubscribedWorkteam$], 1
];
var DescribeTrainingJobRequest$ = [3, n0, _DTJRe,
    0,
    [_TJN],
    [0], 1
];
var DescribeTrainingJobResponse$ = [3, n0, _DTJRes,
    0,
    [_TJN, _TJA, _MAo, _TJS, _SSe, _SCt, _CT, _TJAu, _LJA, _AMLJAu, _FR, _HP, _ASl, _RAo, _IDC, _ODC, _RCe, _WPS, _VC, _TST, _TET, _LMT, _SST, _FMDL, _ENI, _EICTE, _EMST, _CCh, _TTIS, _BTIS, _BTC, _DHC, _ECxp, _DRC, _TBOC, _DRESe, _PCr, _PRC, _PRES, _PSro, _E, _RSe, _RDC, _ICC, _SJC, _MC, _MPC, _MDl, _PIrog, _OMPA],
    [0, 0, () => ModelArtifacts$, 0, 0, () => StoppingCondition$, 4, 0, 0, 0, 0, 128 | 0, () => AlgorithmSpecification$, 0, () => InputDataConfig, () => OutputDataConfig$, () => ResourceConfig$, () => WarmPoolStatus$, () => VpcConfig$, 4, 4, 4, () => SecondaryStatusTransitions, () => FinalMetricDataList, 2, 2, 2, () => CheckpointConfig$, 1, 1, 1, () => DebugHookConfig$, () => ExperimentConfig$, () => DebugRuleConfigurations, () => TensorBoardOutputConfig$, () => DebugRuleEvaluationStatuses, () => ProfilerConfig$, () => ProfilerRuleConfigurations, () => ProfilerRuleEvaluationStatuses, 0, 128 | 0, () => RetryStrategy$, () => RemoteDebugConfig$, () => InfraCheckConfig$, () => ServerlessJobConfig$, () => MlflowConfig$, () => ModelPackageConfig$, () => MlflowDetails$, () => TrainingProgressInfo$, 0], 7
];
var DescribeTrainingPlanExtensionHistoryRequest$ = [3, n0, _DTPEHR,
    0,
    [_TPA, _NTe, _MR],
    [0, 0, 1], 1
];
var DescribeTrainingPlanExtensionHistoryResponse$ = [3, n0, _DTPEHRe,
    0,
    [_TPE, _NTe],
    [() => TrainingPlanExtensions, 0], 1
];
var DescribeTrainingPlanRequest$ = [3, n0, _DTPR,
    0,
    [_TPN],
    [0], 1
];
var DescribeTrainingPlanResponse$ = [3, n0, _DTPRe,
    0,
    [_TPA, _TPN, _St, _SM, _DH, _DM, _STt, _ETn, _UF, _CCur, _TICo, _AICv, _IUIC, _UIC, _ASIC, _TUSC, _TRa, _RCS],
    [0, 0, 0, 0, 1, 1, 4, 4, 0, 0, 1, 1, 1, 1, 1, 1, 64 | 0, () => ReservedCapacitySummaries], 3
];
var DescribeTransformJobRequest$ = [3, n0, _DTJResc,
    0,
    [_TJNr],
    [0], 1
];
var DescribeTransformJobResponse$ = [3, n0, _DTJRescr,
    0,
    [_TJNr, _TJAr, _TJSr, _MNod, _TIr, _TR, _CT, _FR, _MCT, _MCCo, _MPIMB, _BS, _E, _TO, _DCC, _TSTr, _TETr, _LJA, _AMLJAu, _DP, _ECxp],
    [0, 0, 0, 0, () => TransformInput$, () => TransformResources$, 4, 0, 1, () => ModelClientConfig$, 1, 0, 128 | 0, () => TransformOutput$, () => BatchDataCaptureConfig$, 4, 4, 0, 0, () => DataProcessing$, () => ExperimentConfig$], 7
];
var DescribeTrialComponentRequest$ = [3, n0, _DTCRes,
    0,
    [_TCN],
    [0], 1
];
var DescribeTrialComponentResponse$ = [3, n0, _DTCResc,
    0,
    [_TCN, _TCA, _DNi, _S, _St, _STt, _ETn, _CT, _CB, _LMT, _LMB, _P, _IAn, _OA, _MPe, _Met, _LGAi, _So],
    [0, 0, 0, () => TrialComponentSource$, () => TrialComponentStatus$, 4, 4, 4, () => UserContext$, 4, () => UserContext$, () => TrialComponentParameters, () => TrialComponentArtifacts, () => TrialComponentArtifacts, () => MetadataProperties$, () => TrialComponentMetricSummaries, 0, () => TrialComponentSources]
];
var DescribeTrialRequest$ = [3, n0, _DTRes,
    0,
    [_TN],
    [0], 1
];
var DescribeTrialResponse$ = [3, n0, _DTResc,
    0,
    [_TN, _TA, _DNi, _ENx, _S, _CT, _CB, _LMT, _LMB, _MPe],
    [0, 0, 0, 0, () => TrialSource$, 4, () => UserContext$, 4, () => UserContext$, () => MetadataProperties$]
];
var DescribeUserProfileRequest$ = [3, n0, _DUPRe,
    0,
    [_DI, _UPN],
    [0, 0], 2
];
var DescribeUserProfileResponse$ = [3, n0, _DUPRes,
    0,
    [_DI, _UPA, _UPN, _HEFSU, _St, _LMT, _CT, _FR, _SSOUI, _SSOUV, _US],
    [0, 0, 0, 0, 0, 4, 4, 0, 0, 0, () => UserSettings$]
];
var DescribeWorkforceRequest$ = [3, n0, _DWRes,
    0,
    [_WN],
    [0], 1
];
var DescribeWorkforceResponse$ = [3, n0, _DWResc,
    0,
    [_W],
    [() => Workforce$], 1
];
var DescribeWorkteamRequest$ = [3, n0, _DWRescr,
    0,
    [_WNo],
    [0], 1
];
var DescribeWorkteamResponse$ = [3, n0, _DWRescri,
    0,
    [_Wo],
    [() => Workteam$], 1
];
var DesiredWeightAndCapacity$ = [3, n0, _DWAC,
    0,
    [_VN, _DW, _DIC, _SUCe],
    [0, 1, 1, () => ProductionVariantServerlessUpdateConfig$], 1
];
var DetachClusterNodeVolumeRequest$ = [3, n0, _DCNVR,
    0,
    [_CAl, _NI, _VI],
    [0, 0, 0], 3
];
var DetachClusterNodeVolumeResponse$ = [3, n0, _DCNVRe,
    0,
    [_CAl, _NI, _VI, _ATt, _St, _DNe],
    [0, 0, 0, 4, 0, 0], 6
];
var Device$ = [3, n0, _De,
    0,
    [_DNe, _D, _ITN],
    [0, 0, 0], 1
];
var DeviceDeploymentSummary$ = [3, n0, _DDSe,
    0,
    [_EDPA, _EDPN, _SNt, _DNe, _DAe, _DSN, _DFN, _DDSev, _DDSM, _D, _DST],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4], 5
];
var DeviceFleetSummary$ = [3, n0, _DFS,
    0,
    [_DFA, _DFN, _CT, _LMT],
    [0, 0, 4, 4], 2
];
var DeviceSelectionConfig$ = [3, n0, _DSCe,
    0,
    [_DSTe, _Pe, _DNev, _DNC],
    [0, 1, 64 | 0, 0], 1
];
var DeviceStats$ = [3, n0, _DSev,
    0,
    [_CDC, _RDCe],
    [1, 1], 2
];
var DeviceSummary$ = [3, n0, _DSevi,
    0,
    [_DNe, _DAe, _D, _DFN, _ITN, _RTeg, _LHa, _Mod, _AV],
    [0, 0, 0, 0, 0, 4, 4, () => EdgeModelSummaries, 0], 2
];
var DirectDeploySettings$ = [3, n0, _DDS,
    0,
    [_St],
    [0]
];
var DisableSagemakerServicecatalogPortfolioInput$ = [3, n0, _DSSPI,
    0,
    [],
    []
];
var DisableSagemakerServicecatalogPortfolioOutput$ = [3, n0, _DSSPO,
    0,
    [],
    []
];
var DisassociateTrialComponentRequest$ = [3, n0, _DTCRi,
    0,
    [_TCN, _TN],
    [0, 0], 2
];
var DisassociateTrialComponentResponse$ = [3, n0, _DTCRis,
    0,
    [_TCA, _TA],
    [0, 0]
];
var DockerSettings$ = [3, n0, _DSoc,
    0,
    [_EDA, _VOTA, _RDo],
    [0, 64 | 0, 0]
];
var DomainDetails$ = [3, n0, _DDo,
    0,
    [_DAo, _DI, _DNo, _St, _CT, _LMT, _Ur],
    [0, 0, 0, 0, 4, 4, 0]
];
var DomainSettings$ = [3, n0, _DSo,
    0,
    [_SGI, _RSSPDS, _ERIC, _TIPS, _DSoc, _AQS, _USSn, _IAT],
    [64 | 0, () => RStudioServerProDomainSettings$, 0, () => TrustedIdentityPropagationSettings$, () => DockerSettings$, () => AmazonQSettings$, () => UnifiedStudioSettings$, 0]
];
var DomainSettingsForUpdate$ = [3, n0, _DSFU,
    0,
    [_RSSPDSFU, _ERIC, _SGI, _TIPS, _DSoc, _AQS, _USSn, _IAT],
    [() => RStudioServerProDomainSettingsForUpdate$, 0, 64 | 0, () => TrustedIdentityPropagationSettings$, () => DockerSettings$, () => AmazonQSettings$, () => UnifiedStudioSettings$, 0]
];
var DriftCheckBaselines$ = [3, n0, _DCB,
    0,
    [_B, _Ex, _MQ, _MDQ],
    [() => DriftCheckBias$, () => DriftCheckExplainability$, () => DriftCheckModelQuality$, () => DriftCheckModelDataQuality$]
];
var DriftCheckBias$ = [3, n0, _DCBr,
    0,
    [_CF, _PTC, _PTCo],
    [() => FileSource$, () => MetricsSource$, () => MetricsSource$]
];
var DriftCheckExplainability$ = [3, n0, _DCE,
    0,
    [_Con, _CF],
    [() => MetricsSource$, () => FileSource$]
];
var DriftCheckModelDataQuality$ = [3, n0, _DCMDQ,
    0,
    [_Stati, _Con],
    [() => MetricsSource$, () => MetricsSource$]
];
var DriftCheckModelQuality$ = [3, n0, _DCMQ,
    0,
    [_Stati, _Con],
    [() => MetricsSource$, () => MetricsSource$]
];
var DynamicScalingConfiguration$ = [3, n0, _DSCy,
    0,
    [_MCin, _MCax, _SICc, _SOC, _SP],
    [1, 1, 1, 1, () => ScalingPolicies]
];
var EbsStorageSettings$ = [3, n0, _ESSb,
    0,
    [_EVSIG],
    [1], 1
];
var Ec2CapacityReservation$ = [3, n0, _ECR,
    0,
    [_ECRI, _TICo, _AICv, _UBCE],
    [0, 1, 1, 1]
];
var Edge$ = [3, n0, _Ed,
    0,
    [_SA, _DA, _ATs],
    [0, 0, 0]
];
var EdgeDeploymentConfig$ = [3, n0, _EDC,
    0,
    [_FHP],
    [0], 1
];
var EdgeDeploymentModelConfig$ = [3, n0, _EDMC,
    0,
    [_MH, _EPJN],
    [0, 0], 2
];
var EdgeDeploymentPlanSummary$ = [3, n0, _EDPS,
    0,
    [_EDPA, _EDPN, _DFN, _EDS, _EDP, _EDF, _CT, _LMT],
    [0, 0, 0, 1, 1, 1, 4, 4], 6
];
var EdgeDeploymentStatus$ = [3, n0, _EDSd,
    0,
    [_SSt, _EDSIS, _EDPIS, _EDFIS, _EDSM, _EDSST],
    [0, 1, 1, 1, 0, 4], 4
];
var EdgeModel$ = [3, n0, _EMd,
    0,
    [_MNod, _MVo, _LST, _LIa],
    [0, 0, 4, 4], 2
];
var EdgeModelStat$ = [3, n0, _EMS,
    0,
    [_MNod, _MVo, _ODCf, _CDC, _ADC, _SDC],
    [0, 0, 1, 1, 1, 1], 6
];
var EdgeModelSummary$ = [3, n0, _EMSd,
    0,
    [_MNod, _MVo],
    [0, 0], 2
];
var EdgeOutputConfig$ = [3, n0, _EOC,
    0,
    [_SOL, _KKI, _PDT, _PDC],
    [0, 0, 0, 0], 1
];
var EdgePackagingJobSummary$ = [3, n0, _EPJSd,
    0,
    [_EPJA, _EPJN, _EPJS, _CJN, _MNod, _MVo, _CT, _LMT],
    [0, 0, 0, 0, 0, 0, 4, 4], 3
];
var EdgePresetDeploymentOutput$ = [3, n0, _EPDO,
    0,
    [_T, _Art, _St, _SM],
    [0, 0, 0, 0], 1
];
var EFSFileSystem$ = [3, n0, _EFSFS,
    0,
    [_FSI],
    [0], 1
];
var EFSFileSystemConfig$ = [3, n0, _EFSFSC,
    0,
    [_FSI, _FSP],
    [0, 0], 1
];
var EmrServerlessComputeConfig$ = [3, n0, _ESCC,
    0,
    [_ERARN],
    [0], 1
];
var EmrServerlessSettings$ = [3, n0, _ESS,
    0,
    [_ERA, _St],
    [0, 0]
];
var EmrSettings$ = [3, n0, _ESm,
    0,
    [_ARA, _ERAx],
    [64 | 0, 64 | 0]
];
var EMRStepMetadata$ = [3, n0, _EMRSM,
    0,
    [_CIlu, _SIt, _SNte, _LFP],
    [0, 0, 0, 0]
];
var EnableSagemakerServicecatalogPortfolioInput$ = [3, n0, _ESSPI,
    0,
    [],
    []
];
var EnableSagemakerServicecatalogPortfolioOutput$ = [3, n0, _ESSPO,
    0,
    [],
    []
];
var Endpoint$ = [3, n0, _En,
    0,
    [_EN, _EA, _ECN, _ES, _CT, _LMT, _PV, _DCC, _FR, _MSon, _Ta, _SPV],
    [0, 0, 0, 0, 4, 4, () => ProductionVariantSummaryList, () => DataCaptureConfigSummary$, 0, () => MonitoringScheduleList, () => TagList, () => ProductionVariantSummaryList], 6
];
var EndpointConfigStepMetadata$ = [3, n0, _ECSM,
    0,
    [_Ar],
    [0]
];
var EndpointConfigSummary$ = [3, n0, _ECS,
    0,
    [_ECN, _ECA, _CT],
    [0, 0, 4], 3
];
var EndpointInfo$ = [3, n0, _EInd,
    0,
    [_EN],
    [0]
];
var EndpointInput$ = [3, n0, _EIn,
    0,
    [_EN, _LP, _SIM, _SDDT, _FA, _IA, _PA, _PTA, _STO, _ETO, _EFA],
    [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0], 2
];
var EndpointInputConfiguration$ = [3, n0, _EIC,
    0,
    [_ITn, _SCe, _ISN, _EPR],
    [0, () => ProductionVariantServerlessConfig$, 0, () => EnvironmentParameterRanges$]
];
var EndpointMetadata$ = [3, n0, _EM,
    0,
    [_EN, _ECN, _ES, _FR],
    [0, 0, 0, 0], 1
];
var EndpointOutputConfiguration$ = [3, n0, _EOCn,
    0,
    [_EN, _VN, _ITn, _IIC, _SCe],
    [0, 0, 0, 1, () => ProductionVariantServerlessConfig$], 2
];
var EndpointPerformance$ = [3, n0, _EPnd,
    0,
    [_Met, _EInd],
    [() => InferenceMetrics$, () => EndpointInfo$], 2
];
var EndpointStepMetadata$ = [3, n0, _ESM,
    0,
    [_Ar],
    [0]
];
var EndpointSummary$ = [3, n0, _ESn,
    0,
    [_EN, _EA, _CT, _LMT, _ES],
    [0, 0, 4, 4, 0], 5
];
var EnvironmentConfig$ = [3, n0, _ECn,
    0,
    [_FSLC],
    [() => FSxLustreConfig$]
];
var EnvironmentConfigDetails$ = [3, n0, _ECD,
    0,
    [_FSLC, _SOP],
    [() => FSxLustreConfig$, 0]
];
var EnvironmentParameter$ = [3, n0, _EPnv,
    0,
    [_K, _VT, _Va],
    [0, 0, 0], 3
];
var EnvironmentParameterRanges$ = [3, n0, _EPR,
    0,
    [_CPRa],
    [() => CategoricalParameters]
];
var ErrorInfo$ = [3, n0, _EIr,
    0,
    [_Cod, _Rea],
    [0, 0]
];
var EventDetails$ = [3, n0, _ED,
    0,
    [_EMv],
    [() => EventMetadata$]
];
var Experiment$ = [3, n0, _Exp,
    0,
    [_ENx, _EAx, _DNi, _S, _D, _CT, _CB, _LMT, _LMB, _Ta],
    [0, 0, 0, () => ExperimentSource$, 0, 4, () => UserContext$, 4, () => UserContext$, () => TagList]
];
var ExperimentConfig$ = [3, n0, _ECxp,
    0,
    [_ENx, _TN, _TCDN, _RNu],
    [0, 0, 0, 0]
];
var ExperimentSource$ = [3, n0, _ESx,
    0,
    [_SA, _ST],
    [0, 0], 1
];
var ExperimentSummary$ = [3, n0, _ESxp,
    0,
    [_EAx, _ENx, _DNi, _ESx, _CT, _LMT],
    [0, 0, 0, () => ExperimentSource$, 4, 4]
];
var Explainability$ = [3, n0, _Ex,
    0,
    [_R],
    [() => MetricsSource$]
];
var ExplainerConfig$ = [3, n0, _ECx,
    0,
    [_CEC],
    [() => ClarifyExplainerConfig$]
];
var ExtendTrainingPlanRequest$ = [3, n0, _ETPR,
    0,
    [_TPEOI],
    [0], 1
];
var ExtendTrainingPlanResponse$ = [3, n0, _ETPRx,
    0,
    [_TPE],
    [() => TrainingPlanExtensions], 1
];
var FailStepMetadata$ = [3, n0, _FSM,
    0,
    [_EMr],
    [0]
];
var FeatureDefinition$ = [3, n0, _FDe,
    0,
    [_FN, _FTe, _CTol, _CColle],
    [0, 0, 0, () => CollectionConfig$], 2
];
var FeatureGroup$ = [3, n0, _FG,
    0,
    [_FGA, _FGN, _RIFN, _ETFN, _FD, _CT, _LMT, _OSC, _OSCf, _RAo, _FGS, _OSS, _LUS, _FR, _D, _Ta],
    [0, 0, 0, 0, () => FeatureDefinitions, 4, 4, () => OnlineStoreConfig$, () => OfflineStoreConfig$, 0, 0, () => OfflineStoreStatus$, () => LastUpdateStatus$, 0, 0, () => TagList]
];
var FeatureGroupSummary$ = [3, n0, _FGSe,
    0,
    [_FGN, _FGA, _CT, _FGS, _OSS],
    [0, 0, 4, 0, () => OfflineStoreStatus$], 3
];
var FeatureMetadata$ = [3, n0, _FMe,
    0,
    [_FGA, _FGN, _FN, _FTe, _CT, _LMT, _D, _P],
    [0, 0, 0, 0, 4, 4, 0, () => FeatureParameters]
];
var FeatureParameter$ = [3, n0, _FP,
    0,
    [_K, _Va],
    [0, 0]
];
var FileSource$ = [3, n0, _FS,
    0,
    [_SUr, _CTon, _CDon],
    [0, 0, 0], 1
];
var FileSystemConfig$ = [3, n0, _FSC,
    0,
    [_MP, _DU, _DG],
    [0, 1, 1]
];
var FileSystemDataSource$ = [3, n0, _FSDS,
    0,
    [_FSI, _FSAM, _FST, _DPi],
    [0, 0, 0, 0], 4
];
var Filter$ = [3, n0, _Fi,
    0,
    [_N, _Op, _Va],
    [0, 0, 0], 1
];
var FinalAutoMLJobObjectiveMetric$ = [3, n0, _FAMLJOM,
    0,
    [_MN, _Va, _T, _SMN],
    [0, 1, 0, 0], 2
];
var FinalHyperParameterTuningJobObjectiveMetric$ = [3, n0, _FHPTJOM,
    0,
    [_MN, _Va, _T],
    [0, 1, 0], 2
];
var FlowDefinitionOutputConfig$ = [3, n0, _FDOC,
    0,
    [_SOP, _KKI],
    [0, 0], 1
];
var FlowDefinitionSummary$ = [3, n0, _FDSl,
    0,
    [_FDN, _FDA, _FDS, _CT, _FR],
    [0, 0, 0, 4, 0], 4
];
var FSxLustreConfig$ = [3, n0, _FSLC,
    0,
    [_SIGB, _PUST],
    [1, 1], 2
];
var FSxLustreFileSystem$ = [3, n0, _FSLFS,
    0,
    [_FSI],
    [0], 1
];
var FSxLustreFileSystemConfig$ = [3, n0, _FSLFSC,
    0,
    [_FSI, _FSP],
    [0, 0], 1
];
var GenerativeAiSettings$ = [3, n0, _GAS,
    0,
    [_ABRA],
    [0]
];
var GetDeviceFleetReportRequest$ = [3, n0, _GDFRR,
    0,
    [_DFN],
    [0], 1
];
var GetDeviceFleetReportResponse$ = [3, n0, _GDFRRe,
    0,
    [_DFA, _DFN, _OCu, _D, _RG, _DSev, _AVg, _MSod],
    [0, 0, () => EdgeOutputConfig$, 0, 4, () => DeviceStats$, () => AgentVersions, () => EdgeModelStats], 2
];
var GetLineageGroupPolicyRequest$ = [3, n0, _GLGPR,
    0,
    [_LGN],
    [0], 1
];
var GetLineageGroupPolicyResponse$ = [3, n0, _GLGPRe,
    0,
    [_LGAi, _RPes],
    [0, 0]
];
var GetModelPackageGroupPolicyInput$ = [3, n0, _GMPGPI,
    0,
    [_MPGN],
    [0], 1
];
var GetModelPackageGroupPolicyOutput$ = [3, n0, _GMPGPO,
    0,
    [_RPes],
    [0], 1
];
var GetSagemakerServicecatalogPortfolioStatusInput$ = [3, n0, _GSSPSI,
    0,
    [],
    []
];
var GetSagemakerServicecatalogPortfolioStatusOutput$ = [3, n0, _GSSPSO,
    0,
    [_St],
    [0]
];
var GetScalingConfigurationRecommendationRequest$ = [3, n0, _GSCRR,
    0,
    [_IRJN, _RIe, _EN, _TCUPC, _SPO],
    [0, 0, 0, 1, () => ScalingPolicyObjective$], 1
];
var GetScalingConfigurationRecommendationResponse$ = [3, n0, _GSCRRe,
    0,
    [_IRJN, _RIe, _EN, _TCUPC, _SPO, _Me, _DSCy],
    [0, 0, 0, 1, () => ScalingPolicyObjective$, () => ScalingPolicyMetric$, () => DynamicScalingConfiguration$]
];
var GetSearchSuggestionsRequest$ = [3, n0, _GSSR,
    0,
    [_Res, _SQ],
    [0, () => SuggestionQuery$], 1
];
var GetSearchSuggestionsResponse$ = [3, n0, _GSSRe,
    0,
    [_PNS],
    [() => PropertyNameSuggestionList]
];
var GitConfig$ = [3, n0, _GC,
    0,
    [_RU, _Br, _SAe],
    [0, 0, 0], 1
];
var GitConfigForUpdate$ = [3, n0, _GCFU,
    0,
    [_SAe],
    [0]
];
var HiddenSageMakerImage$ = [3, n0, _HSMI,
    0,
    [_SMIN, _VA],
    [0, 64 | 0]
];
var HolidayConfigAttributes$ = [3, n0, _HCAo,
    0,
    [_CCou],
    [0]
];
var HubAccessConfig$ = [3, n0, _HAC,
    0,
    [_HCA],
    [0], 1
];
var HubContent$ = [3, n0, _HC,
    0,
    [_HCN, _HCA, _HCV, _HCT, _DSV, _HN, _HA, _HCS, _CT, _HCDN, _HCDu, _HCM, _HCD, _SMPHCA, _RMV, _SSu, _HCSK, _HCDub, _FR, _LMT, _Ta],
    [0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 64 | 0, () => HubContentDependencyList, 0, 4, () => TagList], 9
];
var HubContentDependency$ = [3, n0, _HCDubo,
    0,
    [_DOP, _DCP],
    [0, 0]
];
var HubContentInfo$ = [3, n0, _HCI,
    0,
    [_HCN, _HCA, _HCV, _HCT, _DSV, _HCS, _CT, _SMPHCA, _HCDN, _HCDu, _SSu, _HCSK, _OCT],
    [0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 64 | 0, 4], 7
];
var HubInfo$ = [3, n0, _HI,
    0,
    [_HN, _HA, _HS, _CT, _LMT, _HDN, _HD, _HSK],
    [0, 0, 0, 4, 4, 0, 0, 64 | 0], 5
];
var HubS3StorageConfig$ = [3, n0, _HSSC,
    0,
    [_SOP],
    [0]
];
var HumanLoopActivationConditionsConfig$ = [3, n0, _HLACC,
    0,
    [_HLAC],
    [[() => HumanLoopActivationConditions, 0]], 1
];
var HumanLoopActivationConfig$ = [3, n0, _HLACu,
    0,
    [_HLACC],
    [[() => HumanLoopActivationConditionsConfig$, 0]], 1
];
var HumanLoopConfig$ = [3, n0, _HLC,
    0,
    [_WAo, _HTUA, _TT, _TD, _TCas, _TALIS, _TTLIS, _TKa, _PWTP],
    [0, 0, 0, 0, 1, 1, 1, 64 | 0, () => PublicWorkforceTaskPrice$], 5
];
var HumanLoopRequestSource$ = [3, n0, _HLRS,
    0,
    [_AMHLRS],
    [0], 1
];
var HumanTaskConfig$ = [3, n0, _HTC,
    0,
    [_WAo, _UC, _TT, _TD, _NOHWPDO, _TTLIS, _PHTLA, _TKa, _TALIS, _MCTC, _ACC, _PWTP],
    [0, () => UiConfig$, 0, 0, 1, 1, 0, 64 | 0, 1, 1, () => AnnotationConsolidationConfig$, () => PublicWorkforceTaskPrice$], 6
];
var HumanTaskUiSummary$ = [3, n0, _HTUSu,
    0,
    [_HTUN, _HTUA, _CT],
    [0, 0, 4], 3
];
var HyperbandStrategyConfig$ = [3, n0, _HSC,
    0,
    [_MRi, _MRa],
    [1, 1]
];
var HyperParameterAlgorithmSpecification$ = [3, n0, _HPAS,
    0,
    [_TIM, _TI, _ANlg, _MDe],
    [0, 0, 0, () => MetricDefinitionList], 1
];
var HyperParameterSpecification$ = [3, n0, _HPS,
    0,
    [_N, _T, _D, _Ra, _ITs, _IR, _DV],
    [0, 0, 0, () => ParameterRange$, 2, 2, 0], 2
];
var HyperParameterTrainingJobDefinition$ = [3, n0, _HPTJD,
    0,
    [_ASl, _RAo, _ODC, _SCt, _DNef, _TOu, _HPR, _SHP, _IDC, _VC, _RCe, _HPTRC, _ENI, _EICTE, _EMST, _CCh, _RSe, _E],
    [() => HyperParameterAlgorithmSpecification$, 0, () => OutputDataConfig$, () => StoppingCondition$, 0, () => HyperParameterTuningJobObjective$, () => ParameterRanges$, 128 | 0, () => InputDataConfig, () => VpcConfig$, () => ResourceConfig$, () => HyperParameterTuningResourceConfig$, 2, 2, 2, () => CheckpointConfig$, () => RetryStrategy$, 128 | 0], 4
];
var HyperParameterTrainingJobSummary$ = [3, n0, _HPTJSy,
    0,
    [_TJN, _TJA, _CT, _TJS, _THP, _TJDN, _TJNu, _TST, _TET, _FR, _FHPTJOM, _OS],
    [0, 0, 4, 0, 128 | 0, 0, 0, 4, 4, 0, () => FinalHyperParameterTuningJobObjectiveMetric$, 0], 5
];
var HyperParameterTuningInstanceConfig$ = [3, n0, _HPTIC,
    0,
    [_ITn, _ICn, _VSIGB],
    [0, 1, 1], 3
];
var HyperParameterTuningJobCompletionDetails$ = [3, n0, _HPTJCD,
    0,
    [_NOTJONI, _CDT],
    [1, 4]
];
var HyperParameterTuningJobConfig$ = [3, n0, _HPTJC,
    0,
    [_Str, _RL, _SCtr, _HPTJO, _PRa, _TJEST, _TJCC, _RSa],
    [0, () => ResourceLimits$, () => HyperParameterTuningJobStrategyConfig$, () => HyperParameterTuningJobObjective$, () => ParameterRanges$, 0, () => TuningJobCompletionCriteria$, 1], 2
];
var HyperParameterTuningJobConsumedResources$ = [3, n0, _HPTJCR,
    0,
    [_RIS],
    [1]
];
var HyperParameterTuningJobObjective$ = [3, n0, _HPTJO,
    0,
    [_T, _MN],
    [0, 0], 2
];
var HyperParameterTuningJobSearchEntity$ = [3, n0, _HPTJSE,
    0,
    [_HPTJN, _HPTJA, _HPTJC, _TJD, _TJDra, _HPTJS, _CT, _HPTET, _LMT, _TJSC, _OSCb, _BTJ, _OBTJ, _WSC, _FR, _TJCD, _CRons, _Ta],
    [0, 0, () => HyperParameterTuningJobConfig$, () => HyperParameterTrainingJobDefinition$, () => HyperParameterTrainingJobDefinitions, 0, 4, 4, 4, () => TrainingJobStatusCounters$, () => ObjectiveStatusCounters$, () => HyperParameterTrainingJobSummary$, () => HyperParameterTrainingJobSummary$, () => HyperParameterTuningJobWarmStartConfig$, 0, () => HyperParameterTuningJobCompletionDetails$, () => HyperParameterTuningJobConsumedResources$, () => TagList]
];
var HyperParameterTuningJobStrategyConfig$ = [3, n0, _HPTJSC,
    0,
    [_HSC],
    [() => HyperbandStrategyConfig$]
];
var HyperParameterTuningJobSummary$ = [3, n0, _HPTJSyp,
    0,
    [_HPTJN, _HPTJA, _HPTJS, _Str, _CT, _TJSC, _OSCb, _HPTET, _LMT, _RL],
    [0, 0, 0, 0, 4, () => TrainingJobStatusCounters$, () => ObjectiveStatusCounters$, 4, 4, () => ResourceLimits$], 7
];
var HyperParameterTuningJobWarmStartConfig$ = [3, n0, _HPTJWSC,
    0,
    [_PHPTJ, _WST],
    [() => ParentHyperParameterTuningJobs, 0], 2
];
var HyperParameterTuningResourceConfig$ = [3, n0, _HPTRC,
    0,
    [_ITn, _ICn, _VSIGB, _VKKI, _ASll, _ICns],
    [0, 1, 1, 0, 0, () => HyperParameterTuningInstanceConfigs]
];
var IamIdentity$ = [3, n0, _IIa,
    0,
    [_Ar, _PIri, _SIo],
    [0, 0, 0]
];
var IamPolicyConstraints$ = [3, n0, _IPC,
    0,
    [_SIou, _VSI],
    [0, 0]
];
var IdcConfigInput$ = [3, n0, _ICI,
    0,
    [_IAns],
    [0], 1
];
var IdcConfigOutput$ = [3, n0, _ICO,
    0,
    [_IAns, _AApp],
    [0, 0], 1
];
var IdentityProviderOAuthSetting$ = [3, n0, _IPOASd,
    0,
    [_DSNa, _St, _SAe],
    [0, 0, 0]
];
var IdleSettings$ = [3, n0, _IS,
    0,
    [_LM, _ITIM, _MITIM, _MITIMa],
    [0, 1, 1, 1]
];
var Image$ = [3, n0, _Im,
    0,
    [_CT, _IAm, _IN, _ISm, _LMT, _D, _DNi, _FR],
    [4, 0, 0, 0, 4, 0, 0, 0], 5
];
var ImageClassificationJobConfig$ = [3, n0, _ICJC,
    0,
    [_CCo],
    [() => AutoMLJobCompletionCriteria$]
];
var ImageConfig$ = [3, n0, _ICm,
    0,
    [_RAM, _RAC],
    [0, () => RepositoryAuthConfig$], 1
];
var ImageVersion$ = [3, n0, _IV,
    0,
    [_CT, _IAm, _IVA, _IVS, _LMT, _V, _FR],
    [4, 0, 0, 0, 4, 1, 0], 6
];
var ImportHubContentRequest$ = [3, n0, _IHCR,
    0,
    [_HCN, _HCT, _DSV, _HN, _HCD, _HCV, _HCDN, _HCDu, _HCM, _SSu, _HCSK, _Ta],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 64 | 0, () => TagList], 5
];
var ImportHubContentResponse$ = [3, n0, _IHCRm,
    0,
    [_HA, _HCA],
    [0, 0], 2
];
var InferenceComponentAvailabilityZoneBalance$ = [3, n0, _ICAZB,
    0,
    [_EMn, _MIa],
    [0, 1], 1
];
var InferenceComponentCapacitySize$ = [3, n0, _ICCS,
    0,
    [_T, _Va],
    [0, 1], 2
];
var InferenceComponentComputeResourceRequirements$ = [3, n0, _ICCRR,
    0,
    [_MMRIM, _NOCCR, _NOADR, _MMRIMa],
    [1, 1, 1, 1], 1
];
var InferenceComponentContainerSpecification$ = [3, n0, _ICCSn,
    0,
    [_Im, _AUr, _E, _CMC],
    [0, 0, 128 | 0, () => ContainerMetricsConfig$]
];
var InferenceComponentContainerSpecificationSummary$ = [3, n0, _ICCSS,
    0,
    [_DIe, _AUr, _E, _CMC],
    [() => DeployedImage$, 0, 128 | 0, () => ContainerMetricsConfig$]
];
var InferenceComponentDataCacheConfig$ = [3, n0, _ICDCC,
    0,
    [_ECnab],
    [2], 1
];
var InferenceComponentDataCacheConfigSummary$ = [3, n0, _ICDCCS,
    0,
    [_ECnab],
    [2], 1
];
var InferenceComponentDeploymentConfig$ = [3, n0, _ICDC,
    0,
    [_RUP, _ARCu],
    [() => InferenceComponentRollingUpdatePolicy$, () => AutoRollbackConfig$], 1
];
var InferenceComponentMetadata$ = [3, n0, _ICM,
    0,
    [_Ar],
    [0]
];
var InferenceComponentPlacementStatus$ = [3, n0, _ICPS,
    0,
    [_ITn, _CCC],
    [0, 1], 2
];
var InferenceComponentRollingUpdatePolicy$ = [3, n0, _ICRUP,
    0,
    [_MBS, _WIIS, _METIS, _RMBS],
    [() => InferenceComponentCapacitySize$, 1, 1, () => InferenceComponentCapacitySize$], 2
];
var InferenceComponentRuntimeConfig$ = [3, n0, _ICRC,
    0,
    [_CCop],
    [1], 1
];
var InferenceComponentRuntimeConfigSummary$ = [3, n0, _ICRCS,
    0,
    [_DCCe, _CCC, _PSl],
    [1, 1, () => InferenceComponentPlacementStatusList]
];
var InferenceComponentSchedulingConfig$ = [3, n0, _ICSC,
    0,
    [_PSla, _AZB],
    [0, () => InferenceComponentAvailabilityZoneBalance$], 1
];
var InferenceComponentSpecification$ = [3, n0, _ICSn,
    0,
    [_ITn, _MNod, _Conta, _SPt, _CRR, _BICN, _DCCat, _SCch],
    [0, 0, () => InferenceComponentContainerSpecification$, () => InferenceComponentStartupParameters$, () => InferenceComponentComputeResourceRequirements$, 0, () => InferenceComponentDataCacheConfig$, () => InferenceComponentSchedulingConfig$]
];
var InferenceComponentSpecificationSummary$ = [3, n0, _ICSS,
    0,
    [_ITn, _MNod, _Conta, _SPt, _CRR, _BICN, _DCCat, _SCch],
    [0, 0, () => InferenceComponentContainerSpecificationSummary$, () => InferenceComponentStartupParameters$, () => InferenceComponentComputeResourceRequirements$, 0, () => InferenceComponentDataCacheConfigSummary$, () => InferenceComponentSchedulingConfig$]
];
var InferenceComponentStartupParameters$ = [3, n0, _ICSP,
    0,
    [_MDDTIS, _CSHCTIS],
    [1, 1]
];
var InferenceComponentSummary$ = [3, n0, _ICSnf,
    0,
    [_CT, _ICA, _ICN, _EA, _EN, _VN, _LMT, _ICS],
    [4, 0, 0, 0, 0, 0, 4, 0], 7
];
var InferenceExecutionConfig$ = [3, n0, _IEC,
    0,
    [_Mo],
    [0], 1
];
var InferenceExperimentDataStorageConfig$ = [3, n0, _IEDSC,
    0,
    [_Des, _KK, _CTon],
    [0, 0, () => CaptureContentTypeHeader$], 1
];
var InferenceExperimentSchedule$ = [3, n0, _IES,
    0,
    [_STt, _ETn],
    [4, 4]
];
var InferenceExperimentSummary$ = [3, n0, _IESn,
    0,
    [_N, _T, _St, _CT, _LMT, _Sc, _SRt, _D, _CTom, _RAo],
    [0, 0, 0, 4, 4, () => InferenceExperimentSchedule$, 0, 0, 4, 0], 5
];
var InferenceHubAccessConfig$ = [3, n0, _IHAC,
    0,
    [_HCA],
    [0], 1
];
var InferenceMetrics$ = [3, n0, _IMn,
    0,
    [_MIax, _ML],
    [1, 1], 2
];
var InferenceRecommendation$ = [3, n0, _IRnfe,
    0,
    [_ECnd, _MCode, _RIe, _Met, _IET, _IST],
    [() => EndpointOutputConfiguration$, () => ModelConfiguration$, 0, () => RecommendationMetrics$, 4, 4], 2
];
var InferenceRecommendationsJob$ = [3, n0, _IRJ,
    0,
    [_JN, _JD, _JT, _JA, _St, _CT, _RAo, _LMT, _CTom, _FR, _MNod, _SPU, _MPVA],
    [0, 0, 0, 0, 0, 4, 0, 4, 4, 0, 0, 0, 0], 8
];
var InferenceRecommendationsJobStep$ = [3, n0, _IRJS,
    0,
    [_STte, _JN, _St, _IB],
    [0, 0, 0, () => RecommendationJobInferenceBenchmark$], 3
];
var InferenceSpecification$ = [3, n0, _ISn,
    0,
    [_Co, _STIT, _SRIIT, _SCT, _SRMIMET],
    [() => ModelPackageContainerDefinitionList, 64 | 0, 64 | 0, 64 | 0, 64 | 0], 1
];
var InfraCheckConfig$ = [3, n0, _ICC,
    0,
    [_EICn],
    [2]
];
var InputConfig$ = [3, n0, _ICnp,
    0,
    [_SUr, _F, _DICa, _FV],
    [0, 0, 0, 0], 2
];
var InstanceGroup$ = [3, n0, _IGn,
    0,
    [_ITn, _ICn, _IGN],
    [0, 1, 0], 3
];
var InstanceGroupHealthCheckConfiguration$ = [3, n0, _IGHCC,
    0,
    [_IGN, _DHCe, _IIns],
    [0, 64 | 0, 64 | 0], 2
];
var InstanceGroupMetadata$ = [3, n0, _IGM,
    0,
    [_FM, _AZI, _CR, _SIub, _SGI, _AOm],
    [0, 0, () => CapacityReservation$, 0, 64 | 0, 0]
];
var InstanceGroupScalingMetadata$ = [3, n0, _IGSM,
    0,
    [_ICn, _TCa, _MCi, _FM],
    [1, 1, 1, 0]
];
var InstanceMetadata$ = [3, n0, _IMns,
    0,
    [_CEu, _AE, _IREC, _CR, _FM, _LES, _NLI],
    [0, () => AdditionalEnis$, () => InstanceRequirementsEniConfigurations, () => CapacityReservation$, 0, 0, 0]
];
var InstanceMetadataServiceConfiguration$ = [3, n0, _IMSC,
    0,
    [_MIMSV],
    [0], 1
];
var InstancePlacementConfig$ = [3, n0, _IPCn,
    0,
    [_EMJ, _PSlac],
    [2, () => PlacementSpecifications]
];
var InstancePool$ = [3, n0, _IP,
    0,
    [_ITn, _Pri, _MNO],
    [0, 1, 0], 2
];
var InstancePoolSummary$ = [3, n0, _IPS,
    0,
    [_ITn, _CICu],
    [0, 1], 2
];
var InstancePreference$ = [3, n0, _IPn,
    0,
    [_ITn, _ICn, _TPAr],
    [0, 1, 64 | 0], 1
];
var InstanceRequirementsEniConfiguration$ = [3, n0, _IRECn,
    0,
    [_CEu, _AE],
    [0, () => AdditionalEnis$]
];
var IntegerParameterRange$ = [3, n0, _IPR,
    0,
    [_N, _MV, _MVa, _STc],
    [0, 0, 0, 0], 3
];
var IntegerParameterRangeSpecification$ = [3, n0, _IPRS,
    0,
    [_MV, _MVa],
    [0, 0], 2
];
var Job$ = [3, n0, _J,
    0,
    [_JN, _JA, _RAo, _JC, _JCSV, _JCD, _CT, _LMT, _ETn, _JSo, _SSe, _SST, _FR, _Ta],
    [0, 0, 0, 0, 0, 0, 4, 4, 4, 0, 0, () => JobSecondaryStatusTransitions, 0, () => TagList]
];
var JobConfigSchemaVersionSummary$ = [3, n0, _JCSVS,
    0,
    [_JCSV],
    [0], 1
];
var JobSecondaryStatusTransition$ = [3, n0, _JSST,
    0,
    [_St, _STt, _ETn, _SM],
    [0, 4, 4, 0], 2
];
var JobStepMetadata$ = [3, n0, _JSM,
    0,
    [_Ar],
    [0]
];
var JobSummary$ = [3, n0, _JSob,
    0,
    [_JA, _JN, _JC, _JSo, _JSS, _CT, _LMT, _ETn],
    [0, 0, 0, 0, 0, 4, 4, 4], 7
];
var JupyterLabAppImageConfig$ = [3, n0, _JLAIC,
    0,
    [_FSC, _CCon],
    [() => FileSystemConfig$, () => ContainerConfig$]
];
var JupyterLabAppSettings$ = [3, n0, _JLAS,
    0,
    [_DRS, _CI, _LCA, _CRod, _ALM, _ESm, _BILCA],
    [() => ResourceSpec$, () => CustomImages, 64 | 0, () => CodeRepositories, () => AppLifecycleManagement$, () => EmrSettings$, 0]
];
var JupyterServerAppSettings$ = [3, n0, _JSAS,
    0,
    [_DRS, _LCA, _CRod],
    [() => ResourceSpec$, 64 | 0, () => CodeRepositories]
];
var KendraSettings$ = [3, n0, _KS,
    0,
    [_St],
    [0]
];
var KernelGatewayAppSettings$ = [3, n0, _KGAS,
    0,
    [_DRS, _CI, _LCA],
    [() => ResourceSpec$, () => CustomImages, 64 | 0]
];
var KernelGatewayImageConfig$ = [3, n0, _KGIC,
    0,
    [_KSe, _FSC],
    [() => KernelSpecs, () => FileSystemConfig$], 1
];
var KernelSpec$ = [3, n0, _KSer,
    0,
    [_N, _DNi],
    [0, 0], 1
];
var LabelCounters$ = [3, n0, _LC,
    0,
    [_TL, _HL, _MLa, _FNRE, _Unl],
    [1, 1, 1, 1, 1]
];
var LabelCountersForWorkteam$ = [3, n0, _LCFW,
    0,
    [_HL, _PH, _To],
    [1, 1, 1]
];
var LabelingJobAlgorithmsConfig$ = [3, n0, _LJAC,
    0,
    [_LJASA, _IALMA, _LJRC],
    [0, 0, () => LabelingJobResourceConfig$], 1
];
var LabelingJobDataAttributes$ = [3, n0, _LJDA,
    0,
    [_CCont],
    [64 | 0]
];
var LabelingJobDataSource$ = [3, n0, _LJDS,
    0,
    [_SDS, _SDSn],
    [() => LabelingJobS3DataSource$, () => LabelingJobSnsDataSource$]
];
var LabelingJobForWorkteamSummary$ = [3, n0, _LJFWS,
    0,
    [_JRC, _WRAI, _CT, _LJN, _LC, _NOHWPDO],
    [0, 0, 4, 0, () => LabelCountersForWorkteam$, 1], 3
];
var LabelingJobInputConfig$ = [3, n0, _LJIC,
    0,
    [_DS, _DAat],
    [() => LabelingJobDataSource$, () => LabelingJobDataAttributes$], 1
];
var LabelingJobOutput$ = [3, n0, _LJO,
    0,
    [_ODSU, _FALMA],
    [0, 0], 1
];
var LabelingJobOutputConfig$ = [3, n0, _LJOC,
    0,
    [_SOP, _KKI, _STA],
    [0, 0, 0], 1
];
var LabelingJobResourceConfig$ = [3, n0, _LJRC,
    0,
    [_VKKI, _VC],
    [0, () => VpcConfig$]
];
var LabelingJobS3DataSource$ = [3, n0, _LJSDS,
    0,
    [_MSU],
    [0], 1
];
var LabelingJobSnsDataSource$ = [3, n0, _LJSDSa,
    0,
    [_STA],
    [0], 1
];
var LabelingJobStoppingConditions$ = [3, n0, _LJSC,
    0,
    [_MHLOC, _MPOIDL],
    [1, 1]
];
var LabelingJobSummary$ = [3, n0, _LJSa,
    0,
    [_LJN, _LJA, _CT, _LMT, _LJS, _LC, _WAo, _PHTLA, _ACLA, _FR, _LJO, _ICnp],
    [0, 0, 4, 4, 0, () => LabelCounters$, 0, 0, 0, 0, () => LabelingJobOutput$, () => LabelingJobInputConfig$], 7
];
var LambdaStepMetadata$ = [3, n0, _LSM,
    0,
    [_Ar, _OP],
    [0, () => OutputParameterList]
];
var LastUpdateStatus$ = [3, n0, _LUS,
    0,
    [_St, _FR],
    [0, 0], 1
];
var LineageGroupSummary$ = [3, n0, _LGS,
    0,
    [_LGAi, _LGN, _DNi, _CT, _LMT],
    [0, 0, 0, 4, 4]
];
var LineageMetadata$ = [3, n0, _LMi,
    0,
    [_AAc, _AArt, _CAon, _As],
    [128 | 0, 128 | 0, 128 | 0, () => AssociationInfoList]
];
var ListActionsRequest$ = [3, n0, _LAR,
    0,
    [_SU, _AT, _CAre, _CBr, _SBo, _SO, _NTe, _MR],
    [0, 0, 4, 4, 0, 0, 0, 1]
];
var ListActionsResponse$ = [3, n0, _LARi,
    0,
    [_AScti, _NTe],
    [() => ActionSummaries, 0]
];
var ListAIBenchmarkJobsRequest$ = [3, n0, _LAIBJR,
    0,
    [_MR, _NTe, _NCa, _SE, _CTA, _CTB, _SBo, _SO],
    [1, 0, 0, 0, 4, 4, 0, 0]
];
var ListAIBenchmarkJobsResponse$ = [3, n0, _LAIBJRi,
    0,
    [_AIBJ, _NTe],
    [() => AIBenchmarkJobSummaryList, 0], 1
];
var ListAIRecommendationJobsRequest$ = [3, n0, _LAIRJR,
    0,
    [_MR, _NTe, _NCa, _SE, _CTA, _CTB, _SBo, _SO],
    [1, 0, 0, 0, 4, 4, 0, 0]
];
var ListAIRecommendationJobsResponse$ = [3, n0, _LAIRJRi,
    0,
    [_AIRJ, _NTe],
    [() => AIRecommendationJobSummaryList, 0], 1
];
var ListAIWorkloadConfigsRequest$ = [3, n0, _LAIWCR,
    0,
    [_MR, _NTe, _NCa, _CTA, _CTB, _SBo, _SO],
    [1, 0, 0, 4, 4, 0, 0]
];
var ListAIWorkloadConfigsResponse$ = [3, n0, _LAIWCRi,
    0,
    [_AIWC, _NTe],
    [() => AIWorkloadConfigSummaryList, 0], 1
];
var ListAlgorithmsInput$ = [3, n0, _LAI,
    0,
    [_CTA, _CTB, _MR, _NCa, _NTe, _SBo, _SO],
    [4, 4, 1, 0, 0, 0, 0]
];
var ListAlgorithmsOutput$ = [3, n0, _LAO,
    0,
    [_ASL, _NTe],
    [() => AlgorithmSummaryList, 0], 1
];
var ListAliasesRequest$ = [3, n0, _LARis,
    0,
    [_IN, _Alia, _V, _MR, _NTe],
    [0, 0, 1, 1, 0], 1
];
var ListAliasesResponse$ = [3, n0, _LARist,
    0,
    [_SMIVA, _NTe],
    [64 | 0, 0]
];
var ListAppImageConfigsRequest$ = [3, n0, _LAICR,
    0,
    [_MR, _NTe, _NCa, _CTB, _CTA, _MTB, _MTA, _SBo, _SO],
    [1, 0, 0, 4, 4, 4, 4, 0, 0]
];
var ListAppImageConfigsResponse$ = [3, n0, _LAICRi,
    0,
    [_NTe, _AICp],
    [0, () => AppImageConfigList]
];
var ListAppsRequest$ = [3, n0, _LARistp,
    0,
    [_NTe, _MR, _SO, _SBo, _DIE, _UPNE, _SNE],
    [0, 1, 0, 0, 0, 0, 0]
];
var ListAppsResponse$ = [3, n0, _LARistpp,
    0,
    [_Ap, _NTe],
    [() => AppList, 0]
];
var ListArtifactsRequest$ = [3, n0, _LARistr,
    0,
    [_SU, _ATr, _CAre, _CBr, _SBo, _SO, _NTe, _MR],
    [0, 0, 4, 4, 0, 0, 0, 1]
];
var ListArtifactsResponse$ = [3, n0, _LARistrt,
    0,
    [_ASrti, _NTe],
    [() => ArtifactSummaries, 0]
];
var ListAssociationsRequest$ = [3, n0, _LARists,
    0,
    [_SA, _DA, _ST, _DT, _ATs, _CAre, _CBr, _SBo, _SO, _NTe, _MR],
    [0, 0, 0, 0, 0, 4, 4, 0, 0, 0, 1]
];
var ListAssociationsResponse$ = [3, n0, _LARistss,
    0,
    [_ASss, _NTe],
    [() => AssociationSummaries, 0]
];
var ListAutoMLJobsRequest$ = [3, n0, _LAMLJR,
    0,
    [_CTA, _CTB, _LMTA, _LMTB, _NCa, _SE, _SO, _SBo, _MR, _NTe],
    [4, 4, 4, 4, 0, 0, 0, 0, 1, 0]
];
var ListAutoMLJobsResponse$ = [3, n0, _LAMLJRi,
    0,
    [_AMLJSut, _NTe],
    [() => AutoMLJobSummaries, 0], 1
];
var ListCandidatesForAutoMLJobRequest$ = [3, n0, _LCFAMLJR,
    0,
    [_AMLJN, _SE, _CNE, _SO, _SBo, _MR, _NTe],
    [0, 0, 0, 0, 0, 1, 0], 1
];
var ListCandidatesForAutoMLJobResponse$ = [3, n0, _LCFAMLJRi,
    0,
    [_Can, _NTe],
    [() => AutoMLCandidates, 0], 1
];
var ListClusterEventsRequest$ = [3, n0, _LCER,
    0,
    [_CNl, _IGN, _NI, _ETA, _ETB, _SBo, _SO, _RT, _MR, _NTe],
    [0, 0, 0, 4, 4, 0, 0, 0, 1, 0], 1
];
var ListClusterEventsResponse$ = [3, n0, _LCERi,
    0,
    [_NTe, _Ev],
    [0, () => ClusterEventSummaries]
];
var ListClusterNodesRequest$ = [3, n0, _LCNR,
    0,
    [_CNl, _CTA, _CTB, _IGNC, _MR, _NTe, _SBo, _SO, _INLI],
    [0, 4, 4, 0, 1, 0, 0, 0, 2], 1
];
var ListClusterNodesResponse$ = [3, n0, _LCNRi,
    0,
    [_CNSl, _NTe],
    [() => ClusterNodeSummaries, 0], 1
];
var ListClusterSchedulerConfigsRequest$ = [3, n0, _LCSCR,
    0,
    [_CAre, _CBr, _NCa, _CAl, _St, _SBo, _SO, _NTe, _MR],
    [4, 4, 0, 0, 0, 0, 0, 0, 1]
];
var ListClusterSchedulerConfigsResponse$ = [3, n0, _LCSCRi,
    0,
    [_CSCSl, _NTe],
    [() => ClusterSchedulerConfigSummaryList, 0]
];
var ListClustersRequest$ = [3, n0, _LCR,
    0,
    [_CTA, _CTB, _MR, _NCa, _NTe, _SBo, _SO, _TPA],
    [4, 4, 1, 0, 0, 0, 0, 0]
];
var ListClustersResponse$ = [3, n0, _LCRi,
    0,
    [_CSlus, _NTe],
    [() => ClusterSummaries, 0], 1
];
var ListCodeRepositoriesInput$ = [3, n0, _LCRI,
    0,
    [_CTA, _CTB, _LMTA, _LMTB, _MR, _NCa, _NTe, _SBo, _SO],
    [4, 4, 4, 4, 1, 0, 0, 0, 0]
];
var ListCodeRepositoriesOutput$ = [3, n0, _LCRO,
    0,
    [_CRSL, _NTe],
    [() => CodeRepositorySummaryList, 0], 1
];
var ListCompilationJobsRequest$ = [3, n0, _LCJR,
    0,
    [_NTe, _MR, _CTA, _CTB, _LMTA, _LMTB, _NCa, _SE, _SBo, _SO],
    [0, 1, 4, 4, 4, 4, 0, 0, 0, 0]
];
var ListCompilationJobsResponse$ = [3, n0, _LCJRi,
    0,
    [_CJSom, _NTe],
    [() => CompilationJobSummaries, 0], 1
];
var ListComputeQuotasRequest$ = [3, n0, _LCQR,
    0,
    [_CAre, _CBr, _NCa, _St, _CAl, _SBo, _SO, _NTe, _MR],
    [4, 4, 0, 0, 0, 0, 0, 0, 1]
];
var ListComputeQuotasResponse$ = [3, n0, _LCQRi,
    0,
    [_CQSo, _NTe],
    [() => ComputeQuotaSummaryList, 0]
];
var ListContextsRequest$ = [3, n0, _LCRis,
    0,
    [_SU, _CTonte, _CAre, _CBr, _SBo, _SO, _NTe, _MR],
    [0, 0, 4, 4, 0, 0, 0, 1]
];
var ListContextsResponse$ = [3, n0, _LCRist,
    0,
    [_CSont, _NTe],
    [() => ContextSummaries, 0]
];
var ListDataQualityJobDefinitionsRequest$ = [3, n0, _LDQJDR,
    0,
    [_EN, _SBo, _SO, _NTe, _MR, _NCa, _CTB, _CTA],
    [0, 0, 0, 0, 1, 0, 4, 4]
];
var ListDataQualityJobDefinitionsResponse$ = [3, n0, _LDQJDRi,
    0,
    [_JDS, _NTe],
    [() => MonitoringJobDefinitionSummaryList, 0], 1
];
var ListDeviceFleetsRequest$ = [3, n0, _LDFR,
    0,
    [_NTe, _MR, _CTA, _CTB, _LMTA, _LMTB, _NCa, _SBo, _SO],
    [0, 1, 4, 4, 4, 4, 0, 0, 0]
];
var ListDeviceFleetsResponse$ = [3, n0, _LDFRi,
    0,
    [_DFSe, _NTe],
    [() => DeviceFleetSummaries, 0], 1
];
var ListDevicesRequest$ = [3, n0, _LDR,
    0,
    [_NTe, _MR, _LHA, _MNod, _DFN],
    [0, 1, 4, 0, 0]
];
var ListDevicesResponse$ = [3, n0, _LDRi,
    0,
    [_DSevic, _NTe],
    [() => DeviceSummaries, 0], 1
];
var ListDomainsRequest$ = [3, n0, _LDRis,
    0,
    [_NTe, _MR],
    [0, 1]
];
var ListDomainsResponse$ = [3, n0, _LDRist,
    0,
    [_Dom, _NTe],
    [() => DomainList, 0]
];
var ListEdgeDeploymentPlansRequest$ = [3, n0, _LEDPR,
    0,
    [_NTe, _MR, _CTA, _CTB, _LMTA, _LMTB, _NCa, _DFNC, _SBo, _SO],
    [0, 1, 4, 4, 4, 4, 0, 0, 0, 0]
];
var ListEdgeDeploymentPlansResponse$ = [3, n0, _LEDPRi,
    0,
    [_EDPSd, _NTe],
    [() => EdgeDeploymentPlanSummaries, 0], 1
];
var ListEdgePackagingJobsRequest$ = [3, n0, _LEPJR,
    0,
    [_NTe, _MR, _CTA, _CTB, _LMTA, _LMTB, _NCa, _MNC, _SE, _SBo, _SO],
    [0, 1, 4, 4, 4, 4, 0, 0, 0, 0, 0]
];
var ListEdgePackagingJobsResponse$ = [3, n0, _LEPJRi,
    0,
    [_EPJSdg, _NTe],
    [() => EdgePackagingJobSummaries, 0], 1
];
var ListEndpointConfigsInput$ = [3, n0, _LECI,
    0,
    [_SBo, _SO, _NTe, _MR, _NCa, _CTB, _CTA],
    [0, 0, 0, 1, 0, 4, 4]
];
var ListEndpointConfigsOutput$ = [3, n0, _LECO,
    0,
    [_ECndp, _NTe],
    [() => EndpointConfigSummaryList, 0], 1
];
var ListEndpointsInput$ = [3, n0, _LEI,
    0,
    [_SBo, _SO, _NTe, _MR, _NCa, _CTB, _CTA, _LMTB, _LMTA, _SE],
    [0, 0, 0, 1, 0, 4, 4, 4, 4, 0]
];
var ListEndpointsOutput$ = [3, n0, _LEO,
    0,
    [_End, _NTe],
    [() => EndpointSummaryList, 0], 1
];
var ListExperimentsRequest$ = [3, n0, _LER,
    0,
    [_CAre, _CBr, _SBo, _SO, _NTe, _MR],
    [4, 4, 0, 0, 0, 1]
];
var ListExperimentsResponse$ = [3, n0, _LERi,
    0,
    [_ESxpe, _NTe],
    [() => ExperimentSummaries, 0]
];
var ListFeatureGroupsRequest$ = [3, n0, _LFGR,
    0,
    [_NCa, _FGSE, _OSSE, _CTA, _CTB, _SO, _SBo, _MR, _NTe],
    [0, 0, 0, 4, 4, 0, 0, 1, 0]
];
var ListFeatureGroupsResponse$ = [3, n0, _LFGRi,
    0,
    [_FGSea, _NTe],
    [() => FeatureGroupSummaries, 0], 1
];
var ListFlowDefinitionsRequest$ = [3, n0, _LFDR,
    0,
    [_CTA, _CTB, _SO, _NTe, _MR],
    [4, 4, 0, 0, 1]
];
var ListFlowDefinitionsResponse$ = [3, n0, _LFDRi,
    0,
    [_FDSlo, _NTe],
    [() => FlowDefinitionSummaries, 0], 1
];
var ListHubContentsRequest$ = [3, n0, _LHCR,
    0,
    [_HN, _HCT, _NCa, _MSV, _CTB, _CTA, _SBo, _SO, _MR, _NTe],
    [0, 0, 0, 0, 4, 4, 0, 0, 1, 0], 2
];
var ListHubContentsResponse$ = [3, n0, _LHCRi,
    0,
    [_HCSu, _NTe],
    [() => HubContentInfoList, 0], 1
];
var ListHubContentVersionsRequest$ = [3, n0, _LHCVR,
    0,
    [_HN, _HCT, _HCN, _MVi, _MSV, _CTB, _CTA, _SBo, _SO, _MR, _NTe],
    [0, 0, 0, 0, 0, 4, 4, 0, 0, 1, 0], 3
];
var ListHubContentVersionsResponse$ = [3, n0, _LHCVRi,
    0,
    [_HCSu, _NTe],
    [() => HubContentInfoList, 0], 1
];
var ListHubsRequest$ = [3, n0, _LHR,
    0,
    [_NCa, _CTB, _CTA, _LMTB, _LMTA, _SBo, _SO, _MR, _NTe],
    [0, 4, 4, 4, 4, 0, 0, 1, 0]
];
var ListHubsResponse$ = [3, n0, _LHRi,
    0,
    [_HSu, _NTe],
    [() => HubInfoList, 0], 1
];
var ListHumanTaskUisRequest$ = [3, n0, _LHTUR,
    0,
    [_CTA, _CTB, _SO, _NTe, _MR],
    [4, 4, 0, 0, 1]
];
var ListHumanTaskUisResponse$ = [3, n0, _LHTURi,
    0,
    [_HTUSum, _NTe],
    [() => HumanTaskUiSummaries, 0], 1
];
var ListHyperParameterTuningJobsRequest$ = [3, n0, _LHPTJR,
    0,
    [_NTe, _MR, _SBo, _SO, _NCa, _CTA, _CTB, _LMTA, _LMTB, _SE],
    [0, 1, 0, 0, 0, 4, 4, 4, 4, 0]
];
var ListHyperParameterTuningJobsResponse$ = [3, n0, _LHPTJRi,
    0,
    [_HPTJSype, _NTe],
    [() => HyperParameterTuningJobSummaries, 0], 1
];
var ListImagesRequest$ = [3, n0, _LIR,
    0,
    [_CTA, _CTB, _LMTA, _LMTB, _MR, _NCa, _NTe, _SBo, _SO],
    [4, 4, 4, 4, 1, 0, 0, 0, 0]
];
var ListImagesResponse$ = [3, n0, _LIRi,
    0,
    [_Ima, _NTe],
    [() => Images, 0]
];
var ListImageVersionsRequest$ = [3, n0, _LIVR,
    0,
    [_IN, _CTA, _CTB, _LMTA, _LMTB, _MR, _NTe, _SBo, _SO],
    [0, 4, 4, 4, 4, 1, 0, 0, 0], 1
];
var ListImageVersionsResponse$ = [3, n0, _LIVRi,
    0,
    [_IVm, _NTe],
    [() => ImageVersions, 0]
];
var ListInferenceComponentsInput$ = [3, n0, _LICI,
    0,
    [_SBo, _SO, _NTe, _MR, _NCa, _CTB, _CTA, _LMTB, _LMTA, _SE, _ENE, _VNE],
    [0, 0, 0, 1, 0, 4, 4, 4, 4, 0, 0, 0]
];
var ListInferenceComponentsOutput$ = [3, n0, _LICO,
    0,
    [_IC, _NTe],
    [() => InferenceComponentSummaryList, 0], 1
];
var ListInferenceExperimentsRequest$ = [3, n0, _LIER,
    0,
    [_NCa, _T, _SE, _CTA, _CTB, _LMTA, _LMTB, _SBo, _SO, _NTe, _MR],
    [0, 0, 0, 4, 4, 4, 4, 0, 0, 0, 1]
];
var ListInferenceExperimentsResponse$ = [3, n0, _LIERi,
    0,
    [_IE, _NTe],
    [() => InferenceExperimentList, 0]
];
var ListInferenceRecommendationsJobsRequest$ = [3, n0, _LIRJR,
    0,
    [_CTA, _CTB, _LMTA, _LMTB, _NCa, _SE, _SBo, _SO, _NTe, _MR, _MNE, _MPVAE],
    [4, 4, 4, 4, 0, 0, 0, 0, 0, 1, 0, 0]
];
var ListInferenceRecommendationsJobsResponse$ = [3, n0, _LIRJRi,
    0,
    [_IRJn, _NTe],
    [() => InferenceRecommendationsJobs, 0], 1
];
var ListInferenceRecommendationsJobStepsRequest$ = [3, n0, _LIRJSR,
    0,
    [_JN, _St, _STte, _MR, _NTe],
    [0, 0, 0, 1, 0], 1
];
var ListInferenceRecommendationsJobStepsResponse$ = [3, n0, _LIRJSRi,
    0,
    [_Ste, _NTe],
    [() => InferenceRecommendationsJobSteps, 0]
];
var ListJobSchemaVersionsRequest$ = [3, n0, _LJSVR,
    0,
    [_JC, _NTe, _MR],
    [0, 0, 1], 1
];
var ListJobSchemaVersionsResponse$ = [3, n0, _LJSVRi,
    0,
    [_JCSo, _NTe],
    [() => JobConfigSchemas, 0], 1
];
var ListJobsRequest$ = [3, n0, _LJR,
    0,
    [_JC, _NTe, _MR, _CTA, _CTB, _LMTA, _LMTB, _NCa, _SBo, _SO, _SE],
    [0, 0, 1, 4, 4, 4, 4, 0, 0, 0, 0], 1
];
var ListJobsResponse$ = [3, n0, _LJRi,
    0,
    [_JSobu, _NTe],
    [() => JobSummaries, 0], 1
];
var ListLabelingJobsForWorkteamRequest$ = [3, n0, _LLJFWR,
    0,
    [_WAo, _MR, _NTe, _CTA, _CTB, _JRCC, _SBo, _SO],
    [0, 1, 0, 4, 4, 0, 0, 0], 1
];
var ListLabelingJobsForWorkteamResponse$ = [3, n0, _LLJFWRi,
    0,
    [_LJSL, _NTe],
    [() => LabelingJobForWorkteamSummaryList, 0], 1
];
var ListLabelingJobsRequest$ = [3, n0, _LLJR,
    0,
    [_CTA, _CTB, _LMTA, _LMTB, _MR, _NTe, _NCa, _SBo, _SO, _SE],
    [4, 4, 4, 4, 1, 0, 0, 0, 0, 0]
];
var ListLabelingJobsResponse$ = [3, n0, _LLJRi,
    0,
    [_LJSL, _NTe],
    [() => LabelingJobSummaryList, 0]
];
var ListLineageGroupsRequest$ = [3, n0, _LLGR,
    0,
    [_CAre, _CBr, _SBo, _SO, _NTe, _MR],
    [4, 4, 0, 0, 0, 1]
];
var ListLineageGroupsResponse$ = [3, n0, _LLGRi,
    0,
    [_LGSi, _NTe],
    [() => LineageGroupSummaries, 0]
];
var ListMlflowAppsRequest$ = [3, n0, _LMAR,
    0,
    [_CAre, _CBr, _St, _MVl, _DFDI, _ADS, _SBo, _SO, _NTe, _MR],
    [4, 4, 0, 0, 0, 0, 0, 0, 0, 1]
];
var ListMlflowAppsResponse$ = [3, n0, _LMARi,
    0,
    [_Sum, _NTe],
    [() => MlflowAppSummaries, 0]
];
var ListMlflowTrackingServersRequest$ = [3, n0, _LMTSR,
    0,
    [_CAre, _CBr, _TSSr, _MVl, _SBo, _SO, _NTe, _MR],
    [4, 4, 0, 0, 0, 0, 0, 1]
];
var ListMlflowTrackingServersResponse$ = [3, n0, _LMTSRi,
    0,
    [_TSSra, _NTe],
    [() => TrackingServerSummaryList, 0]
];
var ListModelBiasJobDefinitionsRequest$ = [3, n0, _LMBJDR,
    0,
    [_EN, _SBo, _SO, _NTe, _MR, _NCa, _CTB, _CTA],
    [0, 0, 0, 0, 1, 0, 4, 4]
];
var ListModelBiasJobDefinitionsResponse$ = [3, n0, _LMBJDRi,
    0,
    [_JDS, _NTe],
    [() => MonitoringJobDefinitionSummaryList, 0], 1
];
var ListModelCardExportJobsRequest$ = [3, n0, _LMCEJR,
    0,
    [_MCN, _MCV, _CTA, _CTB, _MCEJNC, _SE, _SBo, _SO, _NTe, _MR],
    [0, 1, 4, 4, 0, 0, 0, 0, 0, 1], 1
];
var ListModelCardExportJobsResponse$ = [3, n0, _LMCEJRi,
    0,
    [_MCEJS, _NTe],
    [() => ModelCardExportJobSummaryList, 0], 1
];
var ListModelCardsRequest$ = [3, n0, _LMCR,
    0,
    [_CTA, _CTB, _MR, _NCa, _MCS, _NTe, _SBo, _SO],
    [4, 4, 1, 0, 0, 0, 0, 0]
];
var ListModelCardsResponse$ = [3, n0, _LMCRi,
    0,
    [_MCSo, _NTe],
    [() => ModelCardSummaryList, 0], 1
];
var ListModelCardVersionsRequest$ = [3, n0, _LMCVR,
    0,
    [_MCN, _CTA, _CTB, _MR, _MCS, _NTe, _SBo, _SO],
    [0, 4, 4, 1, 0, 0, 0, 0], 1
];
var ListModelCardVersionsResponse$ = [3, n0, _LMCVRi,
    0,
    [_MCVSL, _NTe],
    [() => ModelCardVersionSummaryList, 0], 1
];
var ListModelExplainabilityJobDefinitionsRequest$ = [3, n0, _LMEJDR,
    0,
    [_EN, _SBo, _SO, _NTe, _MR, _NCa, _CTB, _CTA],
    [0, 0, 0, 0, 1, 0, 4, 4]
];
var ListModelExplainabilityJobDefinitionsResponse$ = [3, n0, _LMEJDRi,
    0,
    [_JDS, _NTe],
    [() => MonitoringJobDefinitionSummaryList, 0], 1
];
var ListModelMetadataRequest$ = [3, n0, _LMMR,
    0,
    [_SEe, _NTe, _MR],
    [() => ModelMetadataSearchExpression$, 0, 1]
];
var ListModelMetadataResponse$ = [3, n0, _LMMRi,
    0,
    [_MMS, _NTe],
    [() => ModelMetadataSummaries, 0], 1
];
var ListModelPackageGroupsInput$ = [3, n0, _LMPGI,
    0,
    [_CTA, _CTB, _MR, _NCa, _NTe, _SBo, _SO, _CAFO],
    [4, 4, 1, 0, 0, 0, 0, 0]
];
var ListModelPackageGroupsOutput$ = [3, n0, _LMPGO,
    0,
    [_MPGSL, _NTe],
    [() => ModelPackageGroupSummaryList, 0], 1
];
var ListModelPackagesInput$ = [3, n0, _LMPI,
    0,
    [_CTA, _CTB, _MR, _NCa, _MAS, _MPGN, _MPT, _NTe, _SBo, _SO],
    [4, 4, 1, 0, 0, 0, 0, 0, 0, 0]
];
var ListModelPackagesOutput$ = [3, n0, _LMPO,
    0,
    [_MPSL, _NTe],
    [() => ModelPackageSummaryList, 0], 1
];
var ListModelQualityJobDefinitionsRequest$ = [3, n0, _LMQJDR,
    0,
    [_EN, _SBo, _SO, _NTe, _MR, _NCa, _CTB, _CTA],
    [0, 0, 0, 0, 1, 0, 4, 4]
];
var ListModelQualityJobDefinitionsResponse$ = [3, n0, _LMQJDRi,
    0,
    [_JDS, _NTe],
    [() => MonitoringJobDefinitionSummaryList, 0], 1
];
var ListModelsInput$ = [3, n0, _LMI,
    0,
    [_SBo, _SO, _NTe, _MR, _NCa, _CTB, _CTA],
    [0, 0, 0, 1, 0, 4, 4]
];
var ListModelsOutput$ = [3, n0, _LMO,
    0,
    [_Mod, _NTe],
    [() => ModelSummaryList, 0], 1
];
var ListMonitoringAlertHistoryRequest$ = [3, n0, _LMAHR,
    0,
    [_MSN, _MAN, _SBo, _SO, _NTe, _MR, _CTB, _CTA, _SE],
    [0, 0, 0, 0, 0, 1, 4, 4, 0]
];
var ListMonitoringAlertHistoryResponse$ = [3, n0, _LMAHRi,
    0,
    [_MAH, _NTe],
    [() => MonitoringAlertHistoryList, 0]
];
var ListMonitoringAlertsRequest$ = [3, n0, _LMARis,
    0,
    [_MSN, _NTe, _MR],
    [0, 0, 1], 1
];
var ListMonitoringAlertsResponse$ = [3, n0, _LMARist,
    0,
    [_MASo, _NTe],
    [() => MonitoringAlertSummaryList, 0]
];
var ListMonitoringExecutionsRequest$ = [3, n0, _LMER,
    0,
    [_MSN, _EN, _SBo, _SO, _NTe, _MR, _STB, _STAc, _CTB, _CTA, _LMTB, _LMTA, _SE, _MJDN, _MTE],
    [0, 0, 0, 0, 0, 1, 4, 4, 4, 4, 4, 4, 0, 0, 0]
];
var ListMonitoringExecutionsResponse$ = [3, n0, _LMERi,
    0,
    [_MES, _NTe],
    [() => MonitoringExecutionSummaryList, 0], 1
];
var ListMonitoringSchedulesRequest$ = [3, n0, _LMSR,
    0,
    [_EN, _SBo, _SO, _NTe, _MR, _NCa, _CTB, _CTA, _LMTB, _LMTA, _SE, _MJDN, _MTE],
    [0, 0, 0, 0, 1, 0, 4, 4, 4, 4, 0, 0, 0]
];
var ListMonitoringSchedulesResponse$ = [3, n0, _LMSRi,
    0,
    [_MSSo, _NTe],
    [() => MonitoringScheduleSummaryList, 0], 1
];
var ListNotebookInstanceLifecycleConfigsInput$ = [3, n0, _LNILCI,
    0,
    [_NTe, _MR, _SBo, _SO, _NCa, _CTB, _CTA, _LMTB, _LMTA],
    [0, 1, 0, 0, 0, 4, 4, 4, 4]
];
var ListNotebookInstanceLifecycleConfigsOutput$ = [3, n0, _LNILCO,
    0,
    [_NTe, _NILC],
    [0, () => NotebookInstanceLifecycleConfigSummaryList]
];
var ListNotebookInstancesInput$ = [3, n0, _LNII,
    0,
    [_NTe, _MR, _SBo, _SO, _NCa, _CTB, _CTA, _LMTB, _LMTA, _SE, _NILCNC, _DCRC, _ACRE],
    [0, 1, 0, 0, 0, 4, 4, 4, 4, 0, 0, 0, 0]
];
var ListNotebookInstancesOutput$ = [3, n0, _LNIO,
    0,
    [_NTe, _NIot],
    [0, () => NotebookInstanceSummaryList]
];
var ListOptimizationJobsRequest$ = [3, n0, _LOJR,
    0,
    [_NTe, _MR, _CTA, _CTB, _LMTA, _LMTB, _OCpt, _NCa, _SE, _SBo, _SO],
    [0, 1, 4, 4, 4, 4, 0, 0, 0, 0, 0]
];
var ListOptimizationJobsResponse$ = [3, n0, _LOJRi,
    0,
    [_OJSp, _NTe],
    [() => OptimizationJobSummaries, 0], 1
];
var ListPartnerAppsRequest$ = [3, n0, _LPAR,
    0,
    [_MR, _NTe],
    [1, 0]
];
var ListPartnerAppsResponse$ = [3, n0, _LPARi,
    0,
    [_Sum, _NTe],
    [() => PartnerAppSummaries, 0]
];
var ListPipelineExecutionsRequest$ = [3, n0, _LPER,
    0,
    [_PNi, _CAre, _CBr, _SBo, _SO, _NTe, _MR],
    [0, 4, 4, 0, 0, 0, 1], 1
];
var ListPipelineExecutionsResponse$ = [3, n0, _LPERi,
    0,
    [_PESi, _NTe],
    [() => PipelineExecutionSummaryList, 0]
];
var ListPipelineExecutionStepsRequest$ = [3, n0, _LPESR,
    0,
    [_PEA, _NTe, _MR, _SO],
    [0, 0, 1, 0]
];
var ListPipelineExecutionStepsResponse$ = [3, n0, _LPESRi,
    0,
    [_PESip, _NTe],
    [() => PipelineExecutionStepList, 0]
];
var ListPipelineParametersForExecutionRequest$ = [3, n0, _LPPFER,
    0,
    [_PEA, _NTe, _MR],
    [0, 0, 1], 1
];
var ListPipelineParametersForExecutionResponse$ = [3, n0, _LPPFERi,
    0,
    [_PP, _NTe],
    [() => ParameterList, 0]
];
var ListPipelinesRequest$ = [3, n0, _LPR,
    0,
    [_PNP, _CAre, _CBr, _SBo, _SO, _NTe, _MR],
    [0, 4, 4, 0, 0, 0, 1]
];
var ListPipelinesResponse$ = [3, n0, _LPRi,
    0,
    [_PSip, _NTe],
    [() => PipelineSummaryList, 0]
];
var ListPipelineVersionsRequest$ = [3, n0, _LPVR,
    0,
    [_PNi, _CAre, _CBr, _SO, _NTe, _MR],
    [0, 4, 4, 0, 0, 1], 1
];
var ListPipelineVersionsResponse$ = [3, n0, _LPVRi,
    0,
    [_PVS, _NTe],
    [() => PipelineVersionSummaryList, 0]
];
var ListProcessingJobsRequest$ = [3, n0, _LPJR,
    0,
    [_CTA, _CTB, _LMTA, _LMTB, _NCa, _SE, _SBo, _SO, _NTe, _MR],
    [4, 4, 4, 4, 0, 0, 0, 0, 0, 1]
];
var ListProcessingJobsResponse$ = [3, n0, _LPJRi,
    0,
    [_PJSr, _NTe],
    [() => ProcessingJobSummaries, 0], 1
];
var ListProjectsInput$ = [3, n0, _LPI,
    0,
    [_CTA, _CTB, _MR, _NCa, _NTe, _SBo, _SO],
    [4, 4, 1, 0, 0, 0, 0]
];
var ListProjectsOutput$ = [3, n0, _LPO,
    0,
    [_PSL, _NTe],
    [() => ProjectSummaryList, 0], 1
];
var ListResourceCatalogsRequest$ = [3, n0, _LRCR,
    0,
    [_NCa, _CTA, _CTB, _SO, _SBo, _MR, _NTe],
    [0, 4, 4, 0, 0, 1, 0]
];
var ListResourceCatalogsResponse$ = [3, n0, _LRCRi,
    0,
    [_RCes, _NTe],
    [() => ResourceCatalogList, 0]
];
var ListSpacesRequest$ = [3, n0, _LSR,
    0,
    [_NTe, _MR, _SO, _SBo, _DIE, _SNC],
    [0, 1, 0, 0, 0, 0]
];
var ListSpacesResponse$ = [3, n0, _LSRi,
    0,
    [_Spa, _NTe],
    [() => SpaceList, 0]
];
var ListStageDevicesRequest$ = [3, n0, _LSDR,
    0,
    [_EDPN, _SNt, _NTe, _MR, _EDDIOS],
    [0, 0, 0, 1, 2], 2
];
var ListStageDevicesResponse$ = [3, n0, _LSDRi,
    0,
    [_DDSevi, _NTe],
    [() => DeviceDeploymentSummaries, 0], 1
];
var ListStudioLifecycleConfigsRequest$ = [3, n0, _LSLCR,
    0,
    [_MR, _NTe, _NCa, _ATE, _CTB, _CTA, _MTB, _MTA, _SBo, _SO],
    [1, 0, 0, 0, 4, 4, 4, 4, 0, 0]
];
var ListStudioLifecycleConfigsResponse$ = [3, n0, _LSLCRi,
    0,
    [_NTe, _SLC],
    [0, () => StudioLifecycleConfigsList]
];
var ListSubscribedWorkteamsRequest$ = [3, n0, _LSWR,
    0,
    [_NCa, _NTe, _MR],
    [0, 0, 1]
];
var ListSubscribedWorkteamsResponse$ = [3, n0, _LSWRi,
    0,
    [_SWu, _NTe],
    [() => SubscribedWorkteams, 0], 1
];
var ListTagsInput$ = [3, n0, _LTI,
    0,
    [_RA, _NTe, _MR],
    [0, 0, 1], 1
];
var ListTagsOutput$ = [3, n0, _LTO,
    0,
    [_Ta, _NTe],
    [() => TagList, 0]
];
var ListTrainingJobsForHyperParameterTuningJobRequest$ = [3, n0, _LTJFHPTJR,
    0,
    [_HPTJN, _NTe, _MR, _SE, _SBo, _SO],
    [0, 0, 1, 0, 0, 0], 1
];
var ListTrainingJobsForHyperParameterTuningJobResponse$ = [3, n0, _LTJFHPTJRi,
    0,
    [_TJSra, _NTe],
    [() => HyperParameterTrainingJobSummaries, 0], 1
];
var ListTrainingJobsRequest$ = [3, n0, _LTJR,
    0,
    [_NTe, _MR, _CTA, _CTB, _LMTA, _LMTB, _NCa, _SE, _SBo, _SO, _WPSE, _TPAE],
    [0, 1, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0]
];
var ListTrainingJobsResponse$ = [3, n0, _LTJRi,
    0,
    [_TJSra, _NTe],
    [() => TrainingJobSummaries, 0], 1
];
var ListTrainingPlansRequest$ = [3, n0, _LTPR,
    0,
    [_NTe, _MR, _STAt, _STBt, _SBo, _SO, _Fil],
    [0, 1, 4, 4, 0, 0, () => TrainingPlanFilters]
];
var ListTrainingPlansResponse$ = [3, n0, _LTPRi,
    0,
    [_TPSr, _NTe],
    [() => TrainingPlanSummaries, 0], 1
];
var ListTransformJobsRequest$ = [3, n0, _LTJRis,
    0,
    [_CTA, _CTB, _LMTA, _LMTB, _NCa, _SE, _SBo, _SO, _NTe, _MR],
    [4, 4, 4, 4, 0, 0, 0, 0, 0, 1]
];
var ListTransformJobsResponse$ = [3, n0, _LTJRist,
    0,
    [_TJSran, _NTe],
    [() => TransformJobSummaries, 0], 1
];
var ListTrialComponentsRequest$ = [3, n0, _LTCR,
    0,
    [_ENx, _TN, _SA, _CAre, _CBr, _SBo, _SO, _MR, _NTe],
    [0, 0, 0, 4, 4, 0, 0, 1, 0]
];
var ListTrialComponentsResponse$ = [3, n0, _LTCRi,
    0,
    [_TCS, _NTe],
    [() => TrialComponentSummaries, 0]
];
var ListTrialsRequest$ = [3, n0, _LTR,
    0,
    [_ENx, _TCN, _CAre, _CBr, _SBo, _SO, _MR, _NTe],
    [0, 0, 4, 4, 0, 0, 1, 0]
];
var ListTrialsResponse$ = [3, n0, _LTRi,
    0,
    [_TSr, _NTe],
    [() => TrialSummaries, 0]
];
var ListUltraServersByReservedCapacityRequest$ = [3, n0, _LUSBRCR,
    0,
    [_RCA, _MR, _NTe],
    [0, 1, 0], 1
];
var ListUltraServersByReservedCapacityResponse$ = [3, n0, _LUSBRCRi,
    0,
    [_USl, _NTe],
    [() => UltraServers, 0], 1
];
var ListUserProfilesRequest$ = [3, n0, _LUPR,
    0,
    [_NTe, _MR, _SO, _SBo, _DIE, _UPNC],
    [0, 1, 0, 0, 0, 0]
];
var ListUserProfilesResponse$ = [3, n0, _LUPRi,
    0,
    [_UPs, _NTe],
    [() => UserProfileList, 0]
];
var ListWorkforcesRequest$ = [3, n0, _LWR,
    0,
    [_SBo, _SO, _NCa, _NTe, _MR],
    [0, 0, 0, 0, 1]
];
var ListWorkforcesResponse$ = [3, n0, _LWRi,
    0,
    [_Wor, _NTe],
    [() => Workforces, 0], 1
];
var ListWorkteamsRequest$ = [3, n0, _LWRis,
    0,
    [_SBo, _SO, _NCa, _NTe, _MR],
    [0, 0, 0, 0, 1]
];
var ListWorkteamsResponse$ = [3, n0, _LWRist,
    0,
    [_Work, _NTe],
    [() => Workteams, 0], 1
];
var ManagedConfiguration$ = [3, n0, _MCan,
    0,
    [_MST],
    [0]
];
var MemberDefinition$ = [3, n0, _MDemb,
    0,
    [_CMD, _OMD],
    [() => CognitoMemberDefinition$, () => OidcMemberDefinition$]
];
var MetadataProperties$ = [3, n0, _MPe,
    0,
    [_CIom, _Rep, _GB, _PIro],
    [0, 0, 0, 0]
];
var MetricData$ = [3, n0, _MDet,
    0,
    [_MN, _Va, _Tim],
    [0, 1, 4]
];
var MetricDatum$ = [3, n0, _MDetr,
    0,
    [_MN, _SMN, _Va, _Set],
    [0, 0, 1, 0]
];
var MetricDefinition$ = [3, n0, _MDetri,
    0,
    [_N, _Reg],
    [0, 0], 2
];
var MetricsConfig$ = [3, n0, _MCe,
    0,
    [_EEM, _EDO, _MPFIS],
    [2, 2, 1]
];
var MetricsEndpoint$ = [3, n0, _MEe,
    0,
    [_MEP, _MPFIS],
    [0, 1], 1
];
var MetricsSource$ = [3, n0, _MSe,
    0,
    [_CTon, _SUr, _CDon],
    [0, 0, 0], 2
];
var MlflowAppSummary$ = [3, n0, _MASl,
    0,
    [_Ar, _N, _St, _CT, _LMT, _MVl],
    [0, 0, 0, 4, 4, 0]
];
var MlflowConfig$ = [3, n0, _MC,
    0,
    [_MRAl, _MEN, _MRN],
    [0, 0, 0], 1
];
var MLflowConfiguration$ = [3, n0, _MLCfl,
    0,
    [_MRAl, _MEN],
    [0, 0]
];
var MlflowDetails$ = [3, n0, _MDl,
    0,
    [_MEI, _MRI],
    [0, 0]
];
var Model$ = [3, n0, _Mode,
    0,
    [_MNod, _PC, _Co, _IEC, _ERA, _VC, _CT, _MA, _ENI, _Ta, _DR],
    [0, () => ContainerDefinition$, () => ContainerDefinitionList, () => InferenceExecutionConfig$, 0, () => VpcConfig$, 4, 0, 2, () => TagList, () => DeploymentRecommendation$]
];
var ModelAccessConfig$ = [3, n0, _MAC,
    0,
    [_AEc],
    [2], 1
];
var ModelArtifacts$ = [3, n0, _MAo,
    0,
    [_SMA],
    [0], 1
];
var ModelBiasAppSpecification$ = [3, n0, _MBAS,
    0,
    [_IU, _CU, _E],
    [0, 0, 128 | 0], 2
];
var ModelBiasBaselineConfig$ = [3, n0, _MBBC,
    0,
    [_BJN, _CRon],
    [0, () => MonitoringConstraintsResource$]
];
var ModelBiasJobInput$ = [3, n0, _MBJI,
    0,
    [_GTSI, _EIn, _BTI],
    [() => MonitoringGroundTruthS3Input$, () => EndpointInput$, () => BatchTransformInput$], 1
];
var ModelCard$ = [3, n0, _MCod,
    0,
    [_MCA, _MCN, _MCV, _Cont, _MCS, _SC, _CT, _CB, _LMT, _LMB, _Ta, _MIo, _RR, _MPGN],
    [0, 0, 1, [() => ModelCardContent, 0], 0, () => ModelCardSecurityConfig$, 4, () => UserContext$, 4, () => UserContext$, () => TagList, 0, 0, 0]
];
var ModelCardExportArtifacts$ = [3, n0, _MCEA,
    0,
    [_SEA],
    [0], 1
];
var ModelCardExportJobSummary$ = [3, n0, _MCEJSo,
    0,
    [_MCEJN, _MCEJA, _St, _MCN, _MCV, _CAr, _LMA],
    [0, 0, 0, 0, 1, 4, 4], 7
];
var ModelCardExportOutputConfig$ = [3, n0, _MCEOC,
    0,
    [_SOP],
    [0], 1
];
var ModelCardSecurityConfig$ = [3, n0, _MCSC,
    0,
    [_KKI],
    [0]
];
var ModelCardSummary$ = [3, n0, _MCSod,
    0,
    [_MCN, _MCA, _MCS, _CT, _LMT],
    [0, 0, 0, 4, 4], 4
];
var ModelCardVersionSummary$ = [3, n0, _MCVS,
    0,
    [_MCN, _MCA, _MCS, _MCV, _CT, _LMT],
    [0, 0, 0, 1, 4, 4], 5
];
var ModelClientConfig$ = [3, n0, _MCCo,
    0,
    [_ITIS, _IMR],
    [1, 1]
];
var ModelCompilationConfig$ = [3, n0, _MCCod,
    0,
    [_Im, _OEv],
    [0, 128 | 0]
];
var ModelConfiguration$ = [3, n0, _MCode,
    0,
    [_ISN, _EPnvi, _CJN],
    [0, () => EnvironmentParameters, 0]
];
var ModelDashboardEndpoint$ = [3, n0, _MDE,
    0,
    [_EN, _EA, _CT, _LMT, _ES],
    [0, 0, 4, 4, 0], 5
];
var ModelDashboardIndicatorAction$ = [3, n0, _MDIA,
    0,
    [_Ena],
    [2]
];
var ModelDashboardModel$ = [3, n0, _MDM,
    0,
    [_Mode, _End, _LBTJ, _MSon, _MCod],
    [() => Model$, () => ModelDashboardEndpoints, () => TransformJob$, () => ModelDashboardMonitoringSchedules, () => ModelDashboardModelCard$]
];
var ModelDashboardModelCard$ = [3, n0, _MDMC,
    0,
    [_MCA, _MCN, _MCV, _MCS, _SC, _CT, _CB, _LMT, _LMB, _Ta, _MIo, _RR],
    [0, 0, 1, 0, () => ModelCardSecurityConfig$, 4, () => UserContext$, 4, () => UserContext$, () => TagList, 0, 0]
];
var ModelDashboardMonitoringSchedule$ = [3, n0, _MDMS,
    0,
    [_MSA, _MSN, _MSS, _MTo, _FR, _CT, _LMT, _MSC, _EN, _MASo, _LMES, _BTI],
    [0, 0, 0, 0, 0, 4, 4, () => MonitoringScheduleConfig$, 0, () => MonitoringAlertSummaryList, () => MonitoringExecutionSummary$, () => BatchTransformInput$]
];
var ModelDataQuality$ = [3, n0, _MDQ,
    0,
    [_Stati, _Con],
    [() => MetricsSource$, () => MetricsSource$]
];
var ModelDataSource$ = [3, n0, _MDS,
    0,
    [_SDS],
    [() => S3ModelDataSource$]
];
var ModelDeployConfig$ = [3, n0, _MDC,
    0,
    [_AGEN, _EN],
    [2, 0]
];
var ModelDeployResult$ = [3, n0, _MDR,
    0,
    [_EN],
    [0]
];
var ModelDigests$ = [3, n0, _MDo,
    0,
    [_ADr],
    [0]
];
var ModelExplainabilityAppSpecification$ = [3, n0, _MEAS,
    0,
    [_IU, _CU, _E],
    [0, 0, 128 | 0], 2
];
var ModelExplainabilityBaselineConfig$ = [3, n0, _MEBC,
    0,
    [_BJN, _CRon],
    [0, () => MonitoringConstraintsResource$]
];
var ModelExplainabilityJobInput$ = [3, n0, _MEJI,
    0,
    [_EIn, _BTI],
    [() => EndpointInput$, () => BatchTransformInput$]
];
var ModelInfrastructureConfig$ = [3, n0, _MICo,
    0,
    [_ITnf, _RTIC],
    [0, () => RealTimeInferenceConfig$], 2
];
var ModelInput$ = [3, n0, _MIod,
    0,
    [_DICa],
    [0], 1
];
var ModelLatencyThreshold$ = [3, n0, _MLT,
    0,
    [_Per, _VIM],
    [0, 1]
];
var ModelLifeCycle$ = [3, n0, _MLC,
    0,
    [_Stage, _SSt, _SDta],
    [0, 0, 0], 2
];
var ModelMetadataFilter$ = [3, n0, _MMF,
    0,
    [_N, _Va],
    [0, 0], 2
];
var ModelMetadataSearchExpression$ = [3, n0, _MMSE,
    0,
    [_Fil],
    [() => ModelMetadataFilters]
];
var ModelMetadataSummary$ = [3, n0, _MMSo,
    0,
    [_Do, _F, _Tas, _Mode, _FV],
    [0, 0, 0, 0, 0], 5
];
var ModelMetrics$ = [3, n0, _MM,
    0,
    [_MQ, _MDQ, _B, _Ex],
    [() => ModelQuality$, () => ModelDataQuality$, () => Bias$, () => Explainability$]
];
var ModelPackage$ = [3, n0, _MPo,
    0,
    [_MPN, _MPGN, _MPV, _MPRT, _MPA, _MPD, _CT, _ISn, _SAS, _VSa, _MPSo, _MPSD, _CFM, _MAS, _CB, _MPe, _MM, _LMT, _LMB, _ADpp, _Do, _Tas, _SPU, _AIS, _SU, _SC, _MCod, _MLC, _Ta, _CMP, _DCB, _SMV],
    [0, 0, 1, 0, 0, 0, 4, () => InferenceSpecification$, () => SourceAlgorithmSpecification$, () => ModelPackageValidationSpecification$, 0, () => ModelPackageStatusDetails$, 2, 0, () => UserContext$, () => MetadataProperties$, () => ModelMetrics$, 4, () => UserContext$, 0, 0, 0, 0, () => AdditionalInferenceSpecifications, 0, () => ModelPackageSecurityConfig$, [() => ModelPackageModelCard$, 0], () => ModelLifeCycle$, () => TagList, 128 | 0, () => DriftCheckBaselines$, 0]
];
var ModelPackageConfig$ = [3, n0, _MPC,
    0,
    [_MPGA, _SMPA],
    [0, 0], 1
];
var ModelPackageContainerDefinition$ = [3, n0, _MPCD,
    0,
    [_CH, _Im, _IDm, _MDU, _MDS, _PIrod, _E, _MIod, _F, _FV, _NMN, _AMDSd, _ASDS, _MDET, _ICs, _BM],
    [0, 0, 0, 0, () => ModelDataSource$, 0, 128 | 0, () => ModelInput$, 0, 0, 0, () => AdditionalModelDataSources, () => AdditionalS3DataSource$, 0, 2, () => BaseModel$]
];
var ModelPackageGroup$ = [3, n0, _MPG,
    0,
    [_MPGN, _MPGA, _MPGD, _CT, _CB, _MPGS, _Ta],
    [0, 0, 0, 4, () => UserContext$, 0, () => TagList]
];
var ModelPackageGroupSummary$ = [3, n0, _MPGSo,
    0,
    [_MPGN, _MPGA, _CT, _MPGS, _MPGD, _MCan],
    [0, 0, 4, 0, 0, () => ManagedConfiguration$], 4
];
var ModelPackageModelCard$ = [3, n0, _MPMC,
    0,
    [_MCC, _MCS],
    [[() => ModelCardContent, 0], 0]
];
var ModelPackageSecurityConfig$ = [3, n0, _MPSC,
    0,
    [_KKI],
    [0], 1
];
var ModelPackageStatusDetails$ = [3, n0, _MPSD,
    0,
    [_VS, _ISS],
    [() => ModelPackageStatusItemList, () => ModelPackageStatusItemList], 1
];
var ModelPackageStatusItem$ = [3, n0, _MPSI,
    0,
    [_N, _St, _FR],
    [0, 0, 0], 2
];
var ModelPackageSummary$ = [3, n0, _MPSod,
    0,
    [_MPA, _CT, _MPSo, _MPN, _MPGN, _MPV, _MPD, _MAS, _MLC, _MPRT],
    [0, 4, 0, 0, 0, 1, 0, 0, () => ModelLifeCycle$, 0], 3
];
var ModelPackageValidationProfile$ = [3, n0, _MPVP,
    0,
    [_PN, _TJDr],
    [0, () => TransformJobDefinition$], 2
];
var ModelPackageValidationSpecification$ = [3, n0, _MPVS,
    0,
    [_VR, _VP],
    [0, () => ModelPackageValidationProfiles], 2
];
var ModelQuality$ = [3, n0, _MQ,
    0,
    [_Stati, _Con],
    [() => MetricsSource$, () => MetricsSource$]
];
var ModelQualityAppSpecification$ = [3, n0, _MQAS,
    0,
    [_IU, _CEo, _CA, _RPSU, _PAPSU, _PTr, _E],
    [0, 64 | 0, 64 | 0, 0, 0, 0, 128 | 0], 1
];
var ModelQualityBaselineConfig$ = [3, n0, _MQBC,
    0,
    [_BJN, _CRon],
    [0, () => MonitoringConstraintsResource$]
];
var ModelQualityJobInput$ = [3, n0, _MQJI,
    0,
    [_GTSI, _EIn, _BTI],
    [() => MonitoringGroundTruthS3Input$, () => EndpointInput$, () => BatchTransformInput$], 1
];
var ModelQuantizationConfig$ = [3, n0, _MQC,
    0,
    [_Im, _OEv],
    [0, 128 | 0]
];
var ModelRegisterSettings$ = [3, n0, _MRS,
    0,
    [_St, _CAMRRA],
    [0, 0]
];
var ModelShardingConfig$ = [3, n0, _MSCo,
    0,
    [_Im, _OEv],
    [0, 128 | 0]
];
var ModelSpeculativeDecodingConfig$ = [3, n0, _MSDC,
    0,
    [_Te, _TDS],
    [0, () => ModelSpeculativeDecodingTrainingDataSource$], 1
];
var ModelSpeculativeDecodingTrainingDataSource$ = [3, n0, _MSDTDS,
    0,
    [_SUr, _SDT],
    [0, 0], 2
];
var ModelStepMetadata$ = [3, n0, _MSM,
    0,
    [_Ar],
    [0]
];
var ModelSummary$ = [3, n0, _MSode,
    0,
    [_MNod, _MA, _CT],
    [0, 0, 4], 3
];
var ModelVariantConfig$ = [3, n0, _MVC,
    0,
    [_MNod, _VN, _ICnfr],
    [0, 0, () => ModelInfrastructureConfig$], 3
];
var ModelVariantConfigSummary$ = [3, n0, _MVCS,
    0,
    [_MNod, _VN, _ICnfr, _St],
    [0, 0, () => ModelInfrastructureConfig$, 0], 4
];
var MonitoringAlertActions$ = [3, n0, _MAA,
    0,
    [_MDI],
    [() => ModelDashboardIndicatorAction$]
];
var MonitoringAlertHistorySummary$ = [3, n0, _MAHS,
    0,
    [_MSN, _MAN, _CT, _ASle],
    [0, 0, 4, 0], 4
];
var MonitoringAlertSummary$ = [3, n0, _MASon,
    0,
    [_MAN, _CT, _LMT, _ASle, _DTA, _EPv, _Act],
    [0, 4, 4, 0, 1, 1, () => MonitoringAlertActions$], 7
];
var MonitoringAppSpecification$ = [3, n0, _MASoni,
    0,
    [_IU, _CEo, _CA, _RPSU, _PAPSU],
    [0, 64 | 0, 64 | 0, 0, 0], 1
];
var MonitoringBaselineConfig$ = [3, n0, _MBC,
    0,
    [_BJN, _CRon, _SR],
    [0, () => MonitoringConstraintsResource$, () => MonitoringStatisticsResource$]
];
var MonitoringClusterConfig$ = [3, n0, _MCCon,
    0,
    [_ICn, _ITn, _VSIGB, _VKKI],
    [1, 0, 1, 0], 3
];
var MonitoringConstraintsResource$ = [3, n0, _MCR,
    0,
    [_SUr],
    [0]
];
var MonitoringCsvDatasetFormat$ = [3, n0, _MCDF,
    0,
    [_He],
    [2]
];
var MonitoringDatasetFormat$ = [3, n0, _MDF,
    0,
    [_Cs, _Js, _Pa],
    [() => MonitoringCsvDatasetFormat$, () => MonitoringJsonDatasetFormat$, () => MonitoringParquetDatasetFormat$]
];
var MonitoringExecutionSummary$ = [3, n0, _MESo,
    0,
    [_MSN, _STch, _CT, _LMT, _MESon, _PJA, _EN, _FR, _MJDN, _MTo],
    [0, 4, 4, 4, 0, 0, 0, 0, 0, 0], 5
];
var MonitoringGroundTruthS3Input$ = [3, n0, _MGTSI,
    0,
    [_SUr],
    [0]
];
var MonitoringInput$ = [3, n0, _MIon,
    0,
    [_EIn, _BTI],
    [() => EndpointInput$, () => BatchTransformInput$]
];
var MonitoringJobDefinition$ = [3, n0, _MJD,
    0,
    [_MIoni, _MOC, _MRo, _MASoni, _RAo, _BCa, _SCt, _E, _NCe],
    [() => MonitoringInputs, () => MonitoringOutputConfig$, () => MonitoringResources$, () => MonitoringAppSpecification$, 0, () => MonitoringBaselineConfig$, () => MonitoringStoppingCondition$, 128 | 0, () => NetworkConfig$], 5
];
var MonitoringJobDefinitionSummary$ = [3, n0, _MJDS,
    0,
    [_MJDN, _MJDA, _CT, _EN],
    [0, 0, 4, 0], 4
];
var MonitoringJsonDatasetFormat$ = [3, n0, _MJDF,
    0,
    [_Li],
    [2]
];
var MonitoringNetworkConfig$ = [3, n0, _MNCo,
    0,
    [_EICTE, _ENI, _VC],
    [2, 2, () => VpcConfig$]
];
var MonitoringOutput$ = [3, n0, _MO,
    0,
    [_SOu],
    [() => MonitoringS3Output$], 1
];
var MonitoringOutputConfig$ = [3, n0, _MOC,
    0,
    [_MOo, _KKI],
    [() => MonitoringOutputs, 0], 1
];
var MonitoringParquetDatasetFormat$ = [3, n0, _MPDF,
    0,
    [],
    []
];
var MonitoringResources$ = [3, n0, _MRo,
    0,
    [_CCl],
    [() => MonitoringClusterConfig$], 1
];
var MonitoringS3Output$ = [3, n0, _MSO,
    0,
    [_SUr, _LP, _SUM],
    [0, 0, 0], 2
];
var MonitoringSchedule$ = [3, n0, _MSoni,
    0,
    [_MSA, _MSN, _MSS, _MTo, _FR, _CT, _LMT, _MSC, _EN, _LMES, _Ta],
    [0, 0, 0, 0, 0, 4, 4, () => MonitoringScheduleConfig$, 0, () => MonitoringExecutionSummary$, () => TagList]
];
var MonitoringScheduleConfig$ = [3, n0, _MSC,
    0,
    [_SCche, _MJD, _MJDN, _MTo],
    [() => ScheduleConfig$, () => MonitoringJobDefinition$, 0, 0]
];
var MonitoringScheduleSummary$ = [3, n0, _MSSon,
    0,
    [_MSN, _MSA, _CT, _LMT, _MSS, _EN, _MJDN, _MTo],
    [0, 0, 4, 4, 0, 0, 0, 0], 5
];
var MonitoringStatisticsResource$ = [3, n0, _MSR,
    0,
    [_SUr],
    [0]
];
var MonitoringStoppingCondition$ = [3, n0, _MSCon,
    0,
    [_MRIS],
    [1], 1
];
var MultiModelConfig$ = [3, n0, _MMC,
    0,
    [_MCSode],
    [0]
];
var NeoVpcConfig$ = [3, n0, _NVC,
    0,
    [_SGI, _Sub],
    [64 | 0, 64 | 0], 2
];
var NestedFilters$ = [3, n0, _NF,
    0,
    [_NPN, _Fil],
    [0, () => FilterList], 2
];
var NetworkConfig$ = [3, n0, _NCe,
    0,
    [_EICTE, _ENI, _VC],
    [2, 2, () => VpcConfig$]
];
var NodeAdditionResult$ = [3, n0, _NAR,
    0,
    [_NLI, _IGN, _St, _AZ, _IT],
    [0, 0, 0, 64 | 0, 64 | 0], 3
];
var NotebookInstanceLifecycleConfigSummary$ = [3, n0, _NILCS,
    0,
    [_NILCN, _NILCA, _CT, _LMT],
    [0, 0, 4, 4], 2
];
var NotebookInstanceLifecycleHook$ = [3, n0, _NILH,
    0,
    [_Cont],
    [0]
];
var NotebookInstanceSummary$ = [3, n0, _NISo,
    0,
    [_NIN, _NIA, _NIS, _Ur, _ITn, _CT, _LMT, _NILCN, _DCR, _ACR],
    [0, 0, 0, 0, 0, 4, 4, 0, 0, 64 | 0], 2
];
var NotificationConfiguration$ = [3, n0, _NCo,
    0,
    [_NTAo],
    [0]
];
var ObjectiveStatusCounters$ = [3, n0, _OSCb,
    0,
    [_Succ, _Pen, _Fa],
    [1, 1, 1]
];
var OfflineStoreConfig$ = [3, n0, _OSCf,
    0,
    [_SSC, _DGTC, _DCCa, _TF],
    [() => S3StorageConfig$, 2, () => DataCatalogConfig$, 0], 1
];
var OfflineStoreStatus$ = [3, n0, _OSS,
    0,
    [_St, _BRl],
    [0, 0], 1
];
var OidcConfig$ = [3, n0, _OCi,
    0,
    [_CIl, _CS, _Is, _AEu, _TE, _UIE, _LE, _JU, _Sco, _AREP],
    [0, [() => ClientSecret, 0], 0, 0, 0, 0, 0, 0, 0, 128 | 0], 8
];
var OidcConfigForResponse$ = [3, n0, _OCFR,
    0,
    [_CIl, _Is, _AEu, _TE, _UIE, _LE, _JU, _Sco, _AREP],
    [0, 0, 0, 0, 0, 0, 0, 0, 128 | 0]
];
var OidcMemberDefinition$ = [3, n0, _OMD,
    0,
    [_Gr],
    [64 | 0]
];
var OnlineStoreConfig$ = [3, n0, _OSC,
    0,
    [_SC, _EOS, _TDt, _STto],
    [() => OnlineStoreSecurityConfig$, 2, () => TtlDuration$, 0]
];
var OnlineStoreConfigUpdate$ = [3, n0, _OSCU,
    0,
    [_TDt, _STto],
    [() => TtlDuration$, 0]
];
var OnlineStoreSecurityConfig$ = [3, n0, _OSSC,
    0,
    [_KKI],
    [0]
];
var OptimizationJobModelSource$ = [3, n0, _OJMS,
    0,
    [_S_, _SMM],
    [() => OptimizationJobModelSourceS3$, () => OptimizationSageMakerModel$]
];
var OptimizationJobModelSourceS3$ = [3, n0, _OJMSS,
    0,
    [_SUr, _MAC],
    [0, () => OptimizationModelAccessConfig$]
];
var OptimizationJobOutputConfig$ = [3, n0, _OJOC,
    0,
    [_SOL, _KKI, _SMM],
    [0, 0, () => OptimizationSageMakerModel$], 1
];
var OptimizationJobSummary$ = [3, n0, _OJSpt,
    0,
    [_OJN, _OJA, _CT, _OJS, _DITe, _OTp, _OST, _OET, _LMT, _MICa],
    [0, 0, 4, 0, 0, 64 | 0, 4, 4, 4, 1], 6
];
var OptimizationModelAccessConfig$ = [3, n0, _OMAC,
    0,
    [_AEc],
    [2], 1
];
var OptimizationOutput$ = [3, n0, _OO,
    0,
    [_RII],
    [0]
];
var OptimizationSageMakerModel$ = [3, n0, _OSMM,
    0,
    [_MNod],
    [0]
];
var OptimizationVpcConfig$ = [3, n0, _OVCp,
    0,
    [_SGI, _Sub],
    [64 | 0, 64 | 0], 2
];
var OutputConfig$ = [3, n0, _OCu,
    0,
    [_SOL, _TDa, _TPa, _COo, _KKI],
    [0, 0, () => TargetPlatform$, 0, 0], 1
];
var OutputDataConfig$ = [3, n0, _ODC,
    0,
    [_SOP, _KKI, _CTo],
    [0, 0, 0], 1
];
var OutputParameter$ = [3, n0, _OPu,
    0,
    [_N, _Va],
    [0, 0], 2
];
var OwnershipSettings$ = [3, n0, _OSw,
    0,
    [_OUPN],
    [0], 1
];
var OwnershipSettingsSummary$ = [3, n0, _OSSw,
    0,
    [_OUPN],
    [0]
];
var ParallelismConfiguration$ = [3, n0, _PCa,
    0,
    [_MPES],
    [1], 1
];
var Parameter$ = [3, n0, _Par,
    0,
    [_N, _Va],
    [0, 0], 2
];
var ParameterRange$ = [3, n0, _PRar,
    0,
    [_IPRS, _CPRSo, _CPRS],
    [() => IntegerParameterRangeSpecification$, () => ContinuousParameterRangeSpecification$, () => CategoricalParameterRangeSpecification$]
];
var ParameterRanges$ = [3, n0, _PRa,
    0,
    [_IPRn, _CPRon, _CPRa, _APu],
    [() => IntegerParameterRanges, () => ContinuousParameterRanges, () => CategoricalParameterRanges, () => AutoParameters]
];
var Parent$ = [3, n0, _Pare,
    0,
    [_TN, _ENx],
    [0, 0]
];
var ParentHyperParameterTuningJob$ = [3, n0, _PHPTJa,
    0,
    [_HPTJN],
    [0]
];
var PartnerAppConfig$ = [3, n0, _PAC,
    0,
    [_AUd, _Arg, _AGP, _RGA],
    [64 | 0, 128 | 0, 64 | 0, () => RoleGroupAssignmentsList]
];
var PartnerAppMaintenanceConfig$ = [3, n0, _PAMC,
    0,
    [_MWS],
    [0]
];
var PartnerAppSummary$ = [3, n0, _PAS,
    0,
    [_Ar, _N, _T, _St, _CT],
    [0, 0, 0, 0, 4]
];
var PendingDeploymentSummary$ = [3, n0, _PDS,
    0,
    [_ECN, _PV, _STt, _SPV],
    [0, () => PendingProductionVariantSummaryList, 4, () => PendingProductionVariantSummaryList], 1
];
var PendingProductionVariantSummary$ = [3, n0, _PPVS,
    0,
    [_VN, _DIep, _CW, _DW, _CICu, _DIC, _ITn, _IPns, _ATcc, _VSar, _CSCu, _DSCes, _MIS, _RCo],
    [0, () => DeployedImages, 1, 1, 1, 1, 0, () => InstancePoolSummaryList, 0, () => ProductionVariantStatusList, () => ProductionVariantServerlessConfig$, () => ProductionVariantServerlessConfig$, () => ProductionVariantManagedInstanceScaling$, () => ProductionVariantRoutingConfig$], 1
];
var Phase$ = [3, n0, _Ph,
    0,
    [_INOU, _SRp, _DIS],
    [1, 1, 1]
];
var Pipeline$ = [3, n0, _Pi,
    0,
    [_PAi, _PNi, _PDN, _PDi, _RAo, _PSi, _CT, _LMT, _LRT, _CB, _LMB, _PCa, _Ta],
    [0, 0, 0, 0, 0, 0, 4, 4, 4, () => UserContext$, () => UserContext$, () => ParallelismConfiguration$, () => TagList]
];
var PipelineDefinitionS3Location$ = [3, n0, _PDSL,
    0,
    [_Bu, _OK, _VIe],
    [0, 0, 0], 2
];
var PipelineExecution$ = [3, n0, _PE,
    0,
    [_PAi, _PEA, _PEDN, _PES, _PED, _PEC, _FR, _CT, _LMT, _CB, _LMB, _PCa, _SECe, _PP, _PVI, _PVDN],
    [0, 0, 0, 0, 0, () => PipelineExperimentConfig$, 0, 4, 4, () => UserContext$, () => UserContext$, () => ParallelismConfiguration$, () => SelectiveExecutionConfig$, () => ParameterList, 1, 0]
];
var PipelineExecutionStep$ = [3, n0, _PESipe,
    0,
    [_SNte, _SDNt, _SDte, _STt, _ETn, _SSte, _CHR, _FR, _Meta, _ACt, _SER],
    [0, 0, 0, 4, 4, 0, () => CacheHitResult$, 0, () => PipelineExecutionStepMetadata$, 1, () => SelectiveExecutionResult$]
];
var PipelineExecutionStepMetadata$ = [3, n0, _PESM,
    0,
    [_TJ, _PJ, _TJr, _TJu, _Mode, _RMe, _Cond, _Cal, _Lam, _EMR, _QC, _CCla, _Fai, _AMLJ, _En, _ECndpo, _BCM, _BCMD, _BPMT, _BMI, _ICnfer, _Lin, _J],
    [() => TrainingJobStepMetadata$, () => ProcessingJobStepMetadata$, () => TransformJobStepMetadata$, () => TuningJobStepMetaData$, () => ModelStepMetadata$, () => RegisterModelStepMetadata$, () => ConditionStepMetadata$, () => CallbackStepMetadata$, () => LambdaStepMetadata$, () => EMRStepMetadata$, () => QualityCheckStepMetadata$, () => ClarifyCheckStepMetadata$, () => FailStepMetadata$, () => AutoMLJobStepMetadata$, () => EndpointStepMetadata$, () => EndpointConfigStepMetadata$, () => BedrockCustomModelMetadata$, () => BedrockCustomModelDeploymentMetadata$, () => BedrockProvisionedModelThroughputMetadata$, () => BedrockModelImportMetadata$, () => InferenceComponentMetadata$, () => LineageMetadata$, () => JobStepMetadata$]
];
var PipelineExecutionSummary$ = [3, n0, _PESipel,
    0,
    [_PEA, _STt, _PES, _PED, _PEDN, _PEFR],
    [0, 4, 0, 0, 0, 0]
];
var PipelineExperimentConfig$ = [3, n0, _PEC,
    0,
    [_ENx, _TN],
    [0, 0]
];
var PipelineSummary$ = [3, n0, _PSipe,
    0,
    [_PAi, _PNi, _PDN, _PDi, _RAo, _CT, _LMT, _LET],
    [0, 0, 0, 0, 0, 4, 4, 4]
];
var PipelineVersion$ = [3, n0, _PVi,
    0,
    [_PAi, _PVI, _PVDN, _PVD, _CT, _LMT, _CB, _LMB, _LEPEA, _LEPEDN, _LEPES],
    [0, 1, 0, 0, 4, 4, () => UserContext$, () => UserContext$, 0, 0, 0]
];
var PipelineVersionSummary$ = [3, n0, _PVSi,
    0,
    [_PAi, _PVI, _CT, _PVD, _PVDN, _LEPEAa],
    [0, 1, 4, 0, 0, 0]
];
var PlacementSpecification$ = [3, n0, _PSlace,
    0,
    [_ICn, _USIl],
    [1, 0], 1
];
var PredefinedMetricSpecification$ = [3, n0, _PMS,
    0,
    [_PMT],
    [0]
];
var PrefixAwareRoutingConfig$ = [3, n0, _PARC,
    0,
    [_PLr, _CTonc],
    [1, 1]
];
var PresignedUrlAccessConfig$ = [3, n0, _PUAC,
    0,
    [_AEc, _ESU],
    [2, 0]
];
var PriorityClass$ = [3, n0, _PCri,
    0,
    [_N, _We],
    [0, 1], 2
];
var ProcessingClusterConfig$ = [3, n0, _PCC,
    0,
    [_VSIGB, _ICn, _ITn, _VKKI, _IPnst, _SITe, _SICe],
    [1, 1, 0, 0, () => ProcessingInstancePreferenceList, 0, 1], 1
];
var ProcessingFeatureStoreOutput$ = [3, n0, _PFSO,
    0,
    [_FGN],
    [0], 1
];
var ProcessingInput$ = [3, n0, _PIroc,
    0,
    [_INn, _AMp, _SIn, _DD],
    [0, 2, () => ProcessingS3Input$, () => DatasetDefinition$], 1
];
var ProcessingInstancePreference$ = [3, n0, _PIP,
    0,
    [_ITn, _ICn],
    [0, 1], 1
];
var ProcessingJob$ = [3, n0, _PJ,
    0,
    [_PIr, _POC, _PJN, _PR, _SCt, _ASp, _E, _NCe, _RAo, _ECxp, _PJA, _PJS, _EMx, _FR, _PET, _PST, _LMT, _CT, _MSA, _AMLJAu, _TJA, _Ta],
    [() => ProcessingInputs, () => ProcessingOutputConfig$, 0, () => ProcessingResources$, () => ProcessingStoppingCondition$, () => AppSpecification$, 128 | 0, () => NetworkConfig$, 0, () => ExperimentConfig$, 0, 0, 0, 0, 4, 4, 4, 4, 0, 0, 0, () => TagList]
];
var ProcessingJobStepMetadata$ = [3, n0, _PJSM,
    0,
    [_Ar],
    [0]
];
var ProcessingJobSummary$ = [3, n0, _PJSro,
    0,
    [_PJN, _PJA, _CT, _PJS, _PET, _LMT, _FR, _EMx],
    [0, 0, 4, 0, 4, 4, 0, 0], 4
];
var ProcessingOutput$ = [3, n0, _PO,
    0,
    [_ON, _SOu, _FSO, _AMp],
    [0, () => ProcessingS3Output$, () => ProcessingFeatureStoreOutput$, 2], 1
];
var ProcessingOutputConfig$ = [3, n0, _POC,
    0,
    [_Ou, _KKI],
    [() => ProcessingOutputs, 0], 1
];
var ProcessingResources$ = [3, n0, _PR,
    0,
    [_CCl],
    [() => ProcessingClusterConfig$], 1
];
var ProcessingS3Input$ = [3, n0, _PSI,
    0,
    [_SUr, _SDT, _LP, _SIM, _SDDT, _SCTo],
    [0, 0, 0, 0, 0, 0], 2
];
var ProcessingS3Output$ = [3, n0, _PSO,
    0,
    [_SUr, _SUM, _LP],
    [0, 0, 0], 2
];
var ProcessingStoppingCondition$ = [3, n0, _PSC,
    0,
    [_MRIS],
    [1], 1
];
var ProductionVariant$ = [3, n0, _PVr,
    0,
    [_VN, _MNod, _IIC, _ITn, _IPns, _VIPTIS, _IVW, _ATcc, _CDCo, _SCe, _VSIGB, _MDDTIS, _CSHCTIS, _ESSMA, _MIS, _RCo, _IAV, _CRC],
    [0, 0, 1, 0, () => InstancePoolList, 1, 1, 0, () => ProductionVariantCoreDumpConfig$, () => ProductionVariantServerlessConfig$, 1, 1, 1, 2, () => ProductionVariantManagedInstanceScaling$, () => ProductionVariantRoutingConfig$, 0, () => ProductionVariantCapacityReservationConfig$], 1
];
var ProductionVariantCapacityReservationConfig$ = [3, n0, _PVCRC,
    0,
    [_CRP, _MRAle],
    [0, 0]
];
var ProductionVariantCapacityReservationSummary$ = [3, n0, _PVCRS,
    0,
    [_MRAle, _CRP, _TICo, _AICv, _UBCE, _ECRc],
    [0, 0, 1, 1, 1, () => Ec2CapacityReservationsList]
];
var ProductionVariantCoreDumpConfig$ = [3, n0, _PVCDC,
    0,
    [_DSU, _KKI],
    [0, 0], 1
];
var ProductionVariantManagedInstanceScaling$ = [3, n0, _PVMIS,
    0,
    [_St, _MIC, _MICa, _SIP],
    [0, 1, 1, () => ProductionVariantManagedInstanceScalingScaleInPolicy$]
];
var ProductionVariantManagedInstanceScalingScaleInPolicy$ = [3, n0, _PVMISSIP,
    0,
    [_Str, _MSSa, _CIM],
    [0, 1, 1], 1
];
var ProductionVariantRoutingConfig$ = [3, n0, _PVRC,
    0,
    [_RSo, _PARC],
    [0, () => PrefixAwareRoutingConfig$], 1
];
var ProductionVariantServerlessConfig$ = [3, n0, _PVSC,
    0,
    [_MSIMB, _MCaxo, _PCro],
    [1, 1, 1], 2
];
var ProductionVariantServerlessUpdateConfig$ = [3, n0, _PVSUC,
    0,
    [_MCaxo, _PCro],
    [1, 1]
];
var ProductionVariantStatus$ = [3, n0, _PVSr,
    0,
    [_St, _SM, _STt],
    [0, 0, 4], 1
];
var ProductionVariantSummary$ = [3, n0, _PVSro,
    0,
    [_VN, _DIep, _CW, _DW, _CICu, _DIC, _IPns, _VSar, _CSCu, _DSCes, _MIS, _RCo, _CRC],
    [0, () => DeployedImages, 1, 1, 1, 1, () => InstancePoolSummaryList, () => ProductionVariantStatusList, () => ProductionVariantServerlessConfig$, () => ProductionVariantServerlessConfig$, () => ProductionVariantManagedInstanceScaling$, () => ProductionVariantRoutingConfig$, () => ProductionVariantCapacityReservationSummary$], 1
];
var ProfilerConfig$ = [3, n0, _PCr,
    0,
    [_SOP, _PIIM, _PPr, _DPis],
    [0, 1, 128 | 0, 2]
];
var ProfilerConfigForUpdate$ = [3, n0, _PCFU,
    0,
    [_SOP, _PIIM, _PPr, _DPis],
    [0, 1, 128 | 0, 2]
];
var ProfilerRuleConfiguration$ = [3, n0, _PRCr,
    0,
    [_RCN, _REI, _LP, _SOP, _ITn, _VSIGB, _RP],
    [0, 0, 0, 0, 0, 1, 128 | 0], 2
];
var ProfilerRuleEvaluationStatus$ = [3, n0, _PRESr,
    0,
    [_RCN, _REJA, _RES, _SDt, _LMT],
    [0, 0, 0, 0, 4]
];
var Project$ = [3, n0, _Proj,
    0,
    [_PAr, _PNr, _PIro, _PDr, _SCPD, _SCPPD, _PSr, _CB, _CT, _TPD, _Ta, _LMT, _LMB],
    [0, 0, 0, 0, () => ServiceCatalogProvisioningDetails$, () => ServiceCatalogProvisionedProductDetails$, 0, () => UserContext$, 4, () => TemplateProviderDetailList, () => TagList, 4, () => UserContext$]
];
var ProjectSummary$ = [3, n0, _PSroj,
    0,
    [_PNr, _PAr, _PIro, _CT, _PSr, _PDr],
    [0, 0, 0, 4, 0, 0], 5
];
var PropertyNameQuery$ = [3, n0, _PNQ,
    0,
    [_PNH],
    [0], 1
];
var PropertyNameSuggestion$ = [3, n0, _PNSr,
    0,
    [_PNro],
    [0]
];
var ProvisioningParameter$ = [3, n0, _PPro,
    0,
    [_K, _Va],
    [0, 0]
];
var PublicWorkforceTaskPrice$ = [3, n0, _PWTP,
    0,
    [_AIU],
    [() => USD$]
];
var PutModelPackageGroupPolicyInput$ = [3, n0, _PMPGPI,
    0,
    [_MPGN, _RPes],
    [0, 0], 2
];
var PutModelPackageGroupPolicyOutput$ = [3, n0, _PMPGPO,
    0,
    [_MPGA],
    [0], 1
];
var QualityCheckStepMetadata$ = [3, n0, _QCSM,
    0,
    [_CThe, _BUFDCS, _BUFDCC, _CBS, _CBC, _MPGN, _VRi, _CJA, _SCk, _RNB],
    [0, 0, 0, 0, 0, 0, 0, 0, 2, 2]
];
var QueryFilters$ = [3, n0, _QF,
    0,
    [_Ty, _LTi, _CBr, _CAre, _MB, _MAodi, _Pr],
    [64 | 0, 64 | 0, 4, 4, 4, 4, 128 | 0]
];
var QueryLineageRequest$ = [3, n0, _QLR,
    0,
    [_SAt, _Di, _IEn, _Fil, _MDa, _MR, _NTe],
    [64 | 0, 0, 2, () => QueryFilters$, 1, 1, 0]
];
var QueryLineageResponse$ = [3, n0, _QLRu,
    0,
    [_Ve, _Edg, _NTe],
    [() => Vertices, () => Edges, 0]
];
var RealTimeInferenceConfig$ = [3, n0, _RTIC,
    0,
    [_ITn, _ICn],
    [0, 1], 2
];
var RealTimeInferenceRecommendation$ = [3, n0, _RTIRe,
    0,
    [_RIe, _ITn, _E],
    [0, 0, 128 | 0], 2
];
var RecommendationJobCompiledOutputConfig$ = [3, n0, _RJCOC,
    0,
    [_SOU],
    [0]
];
var RecommendationJobContainerConfig$ = [3, n0, _RJCC,
    0,
    [_Do, _Tas, _F, _FV, _PCay, _NMN, _SITu, _SET, _DICa, _SRMIMET],
    [0, 0, 0, 0, () => RecommendationJobPayloadConfig$, 0, 64 | 0, 0, 0, 64 | 0]
];
var RecommendationJobInferenceBenchmark$ = [3, n0, _RJIB,
    0,
    [_MCode, _Met, _EMnd, _ECnd, _FR, _IET, _IST],
    [() => ModelConfiguration$, () => RecommendationMetrics$, () => InferenceMetrics$, () => EndpointOutputConfiguration$, 0, 4, 4], 1
];
var RecommendationJobInputConfig$ = [3, n0, _RJIC,
    0,
    [_MPVA, _MNod, _JDIS, _TPr, _RLe, _ECndpoi, _VKKI, _CCon, _End, _VC],
    [0, 0, 1, () => TrafficPattern$, () => RecommendationJobResourceLimit$, () => EndpointInputConfigurations, 0, () => RecommendationJobContainerConfig$, () => Endpoints, () => RecommendationJobVpcConfig$]
];
var RecommendationJobOutputConfig$ = [3, n0, _RJOC,
    0,
    [_KKI, _COCo],
    [0, () => RecommendationJobCompiledOutputConfig$]
];
var RecommendationJobPayloadConfig$ = [3, n0, _RJPC,
    0,
    [_SPU, _SCT],
    [0, 64 | 0]
];
var RecommendationJobResourceLimit$ = [3, n0, _RJRL,
    0,
    [_MNOT, _MPOT],
    [1, 1]
];
var RecommendationJobStoppingConditions$ = [3, n0, _RJSC,
    0,
    [_MIax, _MLTo, _FI],
    [1, () => ModelLatencyThresholds, 0]
];
var RecommendationJobVpcConfig$ = [3, n0, _RJVC,
    0,
    [_SGI, _Sub],
    [64 | 0, 64 | 0], 2
];
var RecommendationMetrics$ = [3, n0, _RMec,
    0,
    [_CPH, _CPIo, _MIax, _ML, _CUp, _MU, _MSTo],
    [1, 1, 1, 1, 1, 1, 1]
];
var RedshiftDatasetDefinition$ = [3, n0, _RDD,
    0,
    [_CIlu, _Da, _DUb, _QS, _CRAl, _OSU, _OF, _KKI, _OCut],
    [0, 0, 0, 0, 0, 0, 0, 0, 0], 7
];
var RegisterDevicesRequest$ = [3, n0, _RDR,
    0,
    [_DFN, _Dev, _Ta],
    [0, () => Devices, () => TagList], 2
];
var RegisterModelStepMetadata$ = [3, n0, _RMSM,
    0,
    [_Ar],
    [0]
];
var RemoteDebugConfig$ = [3, n0, _RDC,
    0,
    [_ERD],
    [2]
];
var RemoteDebugConfigForUpdate$ = [3, n0, _RDCFU,
    0,
    [_ERD],
    [2]
];
var RenderableTask$ = [3, n0, _RTen,
    0,
    [_In],
    [0], 1
];
var RenderingError$ = [3, n0, _RE,
    0,
    [_Cod, _M],
    [0, 0], 2
];
var RenderUiTemplateRequest$ = [3, n0, _RUTR,
    0,
    [_Tas, _RAo, _UT, _HTUA],
    [() => RenderableTask$, 0, () => UiTemplate$, 0], 2
];
var RenderUiTemplateResponse$ = [3, n0, _RUTRe,
    0,
    [_RCen, _Err],
    [0, () => RenderingErrorList], 2
];
var RepositoryAuthConfig$ = [3, n0, _RAC,
    0,
    [_RCPA],
    [0], 1
];
var ReservedCapacityOffering$ = [3, n0, _RCO,
    0,
    [_ITn, _ICn, _RCT, _UST, _USC, _AZv, _DH, _DM, _STt, _ETn, _EST, _EET],
    [0, 1, 0, 0, 1, 0, 1, 1, 4, 4, 4, 4], 2
];
var ReservedCapacitySummary$ = [3, n0, _RCSe,
    0,
    [_RCA, _ITn, _TICo, _St, _RCT, _UST, _USC, _AZv, _AZI, _DH, _DM, _STt, _ETn],
    [0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 4, 4], 4
];
var ResolvedAttributes$ = [3, n0, _RAe,
    0,
    [_AMLJO, _PTr, _CCo],
    [() => AutoMLJobObjective$, 0, () => AutoMLJobCompletionCriteria$]
];
var ResourceCatalog$ = [3, n0, _RCeso,
    0,
    [_RCAe, _RCNe, _D, _CT],
    [0, 0, 0, 4], 4
];
var ResourceConfig$ = [3, n0, _RCe,
    0,
    [_ITn, _ICn, _VSIGB, _VKKI, _KAPIS, _IG, _TPA, _IPCn, _IPnst, _SITe, _SICe],
    [0, 1, 1, 0, 1, () => InstanceGroups, 0, () => InstancePlacementConfig$, () => InstancePreferenceList, 0, 1]
];
var ResourceConfigForUpdate$ = [3, n0, _RCFU,
    0,
    [_KAPIS],
    [1], 1
];
var ResourceLimits$ = [3, n0, _RL,
    0,
    [_MPTJ, _MNOTJ, _MRIS],
    [1, 1, 1], 1
];
var ResourceSharingConfig$ = [3, n0, _RSC,
    0,
    [_Str, _BL, _ABL],
    [0, 1, () => AbsoluteBorrowLimitResourceList], 1
];
var ResourceSpec$ = [3, n0, _RS,
    0,
    [_SMIA, _SMIVAa, _SMIVAag, _ITn, _LCAi, _TPA],
    [0, 0, 0, 0, 0, 0]
];
var RetentionPolicy$ = [3, n0, _RPe,
    0,
    [_HEFS],
    [0]
];
var RetryPipelineExecutionRequest$ = [3, n0, _RPER,
    0,
    [_PEA, _CRT, _PCa],
    [0, [0, 4], () => ParallelismConfiguration$], 1
];
var RetryPipelineExecutionResponse$ = [3, n0, _RPERe,
    0,
    [_PEA],
    [0]
];
var RetryStrategy$ = [3, n0, _RSe,
    0,
    [_MRAa],
    [1], 1
];
var RoleGroupAssignment$ = [3, n0, _RGAo,
    0,
    [_RNo, _GP],
    [0, 64 | 0], 2
];
var RollingDeploymentPolicy$ = [3, n0, _RDP,
    0,
    [_MBS, _RMBS],
    [() => CapacitySizeConfig$, () => CapacitySizeConfig$], 1
];
var RollingUpdatePolicy$ = [3, n0, _RUP,
    0,
    [_MBS, _WIIS, _METIS, _RMBS],
    [() => CapacitySize$, 1, 1, () => CapacitySize$], 2
];
var RSessionAppSettings$ = [3, n0, _RSAS,
    0,
    [_DRS, _CI],
    [() => ResourceSpec$, () => CustomImages]
];
var RStudioServerProAppSettings$ = [3, n0, _RSSPAS,
    0,
    [_AScc, _UG],
    [0, 0]
];
var RStudioServerProDomainSettings$ = [3, n0, _RSSPDS,
    0,
    [_DERA, _RSCU, _RSPMU, _DRS],
    [0, 0, 0, () => ResourceSpec$], 1
];
var RStudioServerProDomainSettingsForUpdate$ = [3, n0, _RSSPDSFU,
    0,
    [_DERA, _DRS, _RSCU, _RSPMU],
    [0, () => ResourceSpec$, 0, 0], 1
];
var S3DataSource$ = [3, n0, _SDS,
    0,
    [_SDT, _SUr, _SDDT, _ANt, _IGNn, _MAC, _HAC],
    [0, 0, 0, 64 | 0, 64 | 0, () => ModelAccessConfig$, () => HubAccessConfig$], 2
];
var S3FileSystem$ = [3, n0, _SFS,
    0,
    [_SUr],
    [0], 1
];
var S3FileSystemConfig$ = [3, n0, _SFSC,
    0,
    [_SUr, _MP],
    [0, 0], 1
];
var S3ModelDataSource$ = [3, n0, _SMDS,
    0,
    [_SUr, _SDT, _CTo, _MAC, _HAC, _MSU, _ET, _MEa],
    [0, 0, 0, () => ModelAccessConfig$, () => InferenceHubAccessConfig$, 0, 0, 0], 3
];
var S3Presign$ = [3, n0, _SPr,
    0,
    [_IPC],
    [() => IamPolicyConstraints$]
];
var S3StorageConfig$ = [3, n0, _SSC,
    0,
    [_SUr, _KKI, _ROSU],
    [0, 0, 0], 1
];
var ScalingPolicyMetric$ = [3, n0, _SPM,
    0,
    [_IPI, _ML],
    [1, 1]
];
var ScalingPolicyObjective$ = [3, n0, _SPO,
    0,
    [_MIPM, _MIPMa],
    [1, 1]
];
var ScheduleConfig$ = [3, n0, _SCche,
    0,
    [_SEc, _DAST, _DAET],
    [0, 0, 0], 1
];
var ScheduledUpdateConfig$ = [3, n0, _SUC,
    0,
    [_SEc, _DCe],
    [0, () => DeploymentConfiguration$], 1
];
var SchedulerConfig$ = [3, n0, _SCc,
    0,
    [_PCrio, _FSa, _IRS],
    [() => PriorityClassList, 0, 0]
];
var SearchExpression$ = [3, n0, _SEe,
    0,
    [_Fil, _NF, _SEu, _Op],
    [() => FilterList, () => NestedFiltersList, () => SearchExpressionList, 0]
];
var SearchRecord$ = [3, n0, _SRe,
    0,
    [_TJ, _Exp, _Tr, _TCr, _En, _MPo, _MPG, _Pi, _PE, _PVi, _FG, _FMe, _Proj, _HPTJ, _MCod, _Mode, _J, _HC],
    [() => TrainingJob$, () => Experiment$, () => Trial$, () => TrialComponent$, () => Endpoint$, [() => ModelPackage$, 0], () => ModelPackageGroup$, () => Pipeline$, () => PipelineExecution$, () => PipelineVersion$, () => FeatureGroup$, () => FeatureMetadata$, () => Project$, () => HyperParameterTuningJobSearchEntity$, [() => ModelCard$, 0], () => ModelDashboardModel$, () => Job$, () => HubContent$]
];
var SearchRequest$ = [3, n0, _SRea,
    0,
    [_Res, _SEe, _SBo, _SO, _NTe, _MR, _CAFO, _VCi],
    [0, () => SearchExpression$, 0, 0, 0, 1, 0, () => VisibilityConditionsList], 1
];
var SearchResponse$ = [3, n0, _SRear,
    0,
    [_Resu, _NTe, _TH],
    [[() => SearchResultsList, 0], 0, () => TotalHits$]
];
var SearchTrainingPlanOfferingsRequest$ = [3, n0, _STPOR,
    0,
    [_ITn, _ICn, _UST, _USC, _STAt, _ETBn, _DH, _TRa, _TPA],
    [0, 1, 0, 1, 4, 4, 1, 64 | 0, 0]
];
var SearchTrainingPlanOfferingsResponse$ = [3, n0, _STPORe,
    0,
    [_TPO, _TPEO],
    [() => TrainingPlanOfferings, () => TrainingPlanExtensionOfferings], 1
];
var SecondaryStatusTransition$ = [3, n0, _SSTe,
    0,
    [_St, _STt, _ETn, _SM],
    [0, 4, 4, 0], 2
];
var SelectedStep$ = [3, n0, _SSel,
    0,
    [_SNte],
    [0], 1
];
var SelectiveExecutionConfig$ = [3, n0, _SECe,
    0,
    [_SSele, _SPEA],
    [() => SelectedStepList, 0], 1
];
var SelectiveExecutionResult$ = [3, n0, _SER,
    0,
    [_SPEA],
    [0]
];
var SendPipelineExecutionStepFailureRequest$ = [3, n0, _SPESFR,
    0,
    [_CTa, _FR, _CRT],
    [0, 0, [0, 4]], 1
];
var SendPipelineExecutionStepFailureResponse$ = [3, n0, _SPESFRe,
    0,
    [_PEA],
    [0]
];
var SendPipelineExecutionStepSuccessRequest$ = [3, n0, _SPESSR,
    0,
    [_CTa, _OP, _CRT],
    [0, () => OutputParameterList, [0, 4]], 1
];
var SendPipelineExecutionStepSuccessResponse$ = [3, n0, _SPESSRe,
    0,
    [_PEA],
    [0]
];
var ServerlessJobConfig$ = [3, n0, _SJC,
    0,
    [_BMA, _JT, _AEc, _CTus, _Pef, _ETva, _EAv, _SL],
    [0, 0, 2, 0, 0, 0, 0, 0], 2
];
var ServiceCatalogProvisionedProductDetails$ = [3, n0, _SCPPD,
    0,
    [_PPIro, _PPSM],
    [0, 0]
];
var ServiceCatalogProvisioningDetails$ = [3, n0, _SCPD,
    0,
    [_PIrod, _PAI, _PIa, _PProv],
    [0, 0, 0, () => ProvisioningParameters], 1
];
var ServiceCatalogProvisioningUpdateDetails$ = [3, n0, _SCPUD,
    0,
    [_PAI, _PProv],
    [0, () => ProvisioningParameters]
];
var SessionChainingConfig$ = [3, n0, _SCC,
    0,
    [_ESTC],
    [2]
];
var ShadowModeConfig$ = [3, n0, _SMC,
    0,
    [_SMVN, _SMVh],
    [0, () => ShadowModelVariantConfigList], 2
];
var ShadowModelVariantConfig$ = [3, n0, _SMVC,
    0,
    [_SMVNh, _SPa],
    [0, 1], 2
];
var SharingSettings$ = [3, n0, _SSh,
    0,
    [_NOO, _SOP, _SKKI],
    [0, 0, 0]
];
var ShuffleConfig$ = [3, n0, _SCh,
    0,
    [_Se],
    [1], 1
];
var SourceAlgorithm$ = [3, n0, _SAo,
    0,
    [_ANlg, _MDU, _MDS, _MDET],
    [0, 0, () => ModelDataSource$, 0], 1
];
var SourceAlgorithmSpecification$ = [3, n0, _SAS,
    0,
    [_SAou],
    [() => SourceAlgorithmList], 1
];
var SourceIpConfig$ = [3, n0, _SIC,
    0,
    [_Ci],
    [64 | 0], 1
];
var SpaceAppLifecycleManagement$ = [3, n0, _SALM,
    0,
    [_IS],
    [() => SpaceIdleSettings$]
];
var SpaceCodeEditorAppSettings$ = [3, n0, _SCEAS,
    0,
    [_DRS, _ALM],
    [() => ResourceSpec$, () => SpaceAppLifecycleManagement$]
];
var SpaceDetails$ = [3, n0, _SDp,
    0,
    [_DI, _SN, _St, _CT, _LMT, _SSSpa, _SSSS, _OSSw, _SDN],
    [0, 0, 0, 4, 4, () => SpaceSettingsSummary$, () => SpaceSharingSettingsSummary$, () => OwnershipSettingsSummary$, 0]
];
var SpaceIdleSettings$ = [3, n0, _SIS,
    0,
    [_ITIM],
    [1]
];
var SpaceJupyterLabAppSettings$ = [3, n0, _SJLAS,
    0,
    [_DRS, _CRod, _ALM],
    [() => ResourceSpec$, () => CodeRepositories, () => SpaceAppLifecycleManagement$]
];
var SpaceSettings$ = [3, n0, _SS,
    0,
    [_JSAS, _KGAS, _CEAS, _JLAS, _ATp, _SSSp, _SMR, _CFS, _RAem],
    [() => JupyterServerAppSettings$, () => KernelGatewayAppSettings$, () => SpaceCodeEditorAppSettings$, () => SpaceJupyterLabAppSettings$, 0, () => SpaceStorageSettings$, 0, () => CustomFileSystems, 0]
];
var SpaceSettingsSummary$ = [3, n0, _SSSpa,
    0,
    [_ATp, _RAem, _SSSp],
    [0, 0, () => SpaceStorageSettings$]
];
var SpaceSharingSettings$ = [3, n0, _SSS,
    0,
    [_STh],
    [0], 1
];
var SpaceSharingSettingsSummary$ = [3, n0, _SSSS,
    0,
    [_STh],
    [0]
];
var SpaceStorageSettings$ = [3, n0, _SSSp,
    0,
    [_ESSb],
    [() => EbsStorageSettings$]
];
var Stairs$ = [3, n0, _Stai,
    0,
    [_DIS, _NOSu, _UPS],
    [1, 1, 1]
];
var StartClusterHealthCheckRequest$ = [3, n0, _SCHCR,
    0,
    [_CNl, _DHCC],
    [0, () => DeepHealthCheckConfigurations], 2
];
var StartClusterHealthCheckResponse$ = [3, n0, _SCHCRt,
    0,
    [_CAl],
    [0], 1
];
var StartEdgeDeploymentStageRequest$ = [3, n0, _SEDSR,
    0,
    [_EDPN, _SNt],
    [0, 0], 2
];
var StartInferenceExperimentRequest$ = [3, n0, _SIER,
    0,
    [_N],
    [0], 1
];
var StartInferenceExperimentResponse$ = [3, n0, _SIERt,
    0,
    [_IEA],
    [0], 1
];
var StartMlflowTrackingServerRequest$ = [3, n0, _SMTSR,
    0,
    [_TSN],
    [0], 1
];
var StartMlflowTrackingServerResponse$ = [3, n0, _SMTSRt,
    0,
    [_TSA],
    [0]
];
var StartMonitoringScheduleRequest$ = [3, n0, _SMSR,
    0,
    [_MSN],
    [0], 1
];
var StartNotebookInstanceInput$ = [3, n0, _SNII,
    0,
    [_NIN],
    [0], 1
];
var StartPipelineExecutionRequest$ = [3, n0, _SPER,
    0,
    [_PNi, _PEDN, _PP, _PED, _CRT, _PCa, _SECe, _PVI, _MEN],
    [0, 0, () => ParameterList, 0, [0, 4], () => ParallelismConfiguration$, () => SelectiveExecutionConfig$, 1, 0], 1
];
var StartPipelineExecutionResponse$ = [3, n0, _SPERt,
    0,
    [_PEA],
    [0]
];
var StartSessionRequest$ = [3, n0, _SSR,
    0,
    [_RIes],
    [0], 1
];
var StartSessionResponse$ = [3, n0, _SSRt,
    0,
    [_SIe, _SUt, _TV],
    [0, 0, 0]
];
var StopAIBenchmarkJobRequest$ = [3, n0, _SAIBJR,
    0,
    [_AIBJN],
    [0], 1
];
var StopAIBenchmarkJobResponse$ = [3, n0, _SAIBJRt,
    0,
    [_AIBJA],
    [0], 1
];
var StopAIRecommendationJobRequest$ = [3, n0, _SAIRJR,
    0,
    [_AIRJN],
    [0], 1
];
var StopAIRecommendationJobResponse$ = [3, n0, _SAIRJRt,
    0,
    [_AIRJA],
    [0], 1
];
var StopAutoMLJobRequest$ = [3, n0, _SAMLJR,
    0,
    [_AMLJN],
    [0], 1
];
var StopCompilationJobRequest$ = [3, n0, _SCJR,
    0,
    [_CJN],
    [0], 1
];
var StopEdgeDeploymentStageRequest$ = [3, n0, _SEDSRt,
    0,
    [_EDPN, _SNt],
    [0, 0], 2
];
var StopEdgePackagingJobRequest$ = [3, n0, _SEPJR,
    0,
    [_EPJN],
    [0], 1
];
var StopHyperParameterTuningJobRequest$ = [3, n0, _SHPTJR,
    0,
    [_HPTJN],
    [0], 1
];
var StopInferenceExperimentRequest$ = [3, n0, _SIERto,
    0,
    [_N, _MVA, _DMV, _DSes, _Rea],
    [0, 128 | 0, () => ModelVariantConfigList, 0, 0], 2
];
var StopInferenceExperimentResponse$ = [3, n0, _SIERtop,
    0,
    [_IEA],
    [0], 1
];
var StopInferenceRecommendationsJobRequest$ = [3, n0, _SIRJR,
    0,
    [_JN],
    [0], 1
];
var StopJobRequest$ = [3, n0, _SJR,
    0,
    [_JN, _JC],
    [0, 0], 2
];
var StopJobResponse$ = [3, n0, _SJRt,
    0,
    [],
    []
];
var StopLabelingJobRequest$ = [3, n0, _SLJR,
    0,
    [_LJN],
    [0], 1
];
var StopMlflowTrackingServerRequest$ = [3, n0, _SMTSRto,
    0,
    [_TSN],
    [0], 1
];
var StopMlflowTrackingServerResponse$ = [3, n0, _SMTSRtop,
    0,
    [_TSA],
    [0]
];
var StopMonitoringScheduleRequest$ = [3, n0, _SMSRt,
    0,
    [_MSN],
    [0], 1
];
var StopNotebookInstanceInput$ = [3, n0, _SNIIt,
    0,
    [_NIN],
    [0], 1
];
var StopOptimizationJobRequest$ = [3, n0, _SOJR,
    0,
    [_OJN],
    [0], 1
];
var StoppingCondition$ = [3, n0, _SCt,
    0,
    [_MRIS, _MWTIS, _MPTIS],
    [1, 1, 1]
];
var StopPipelineExecutionRequest$ = [3, n0, _SPERto,
    0,
    [_PEA, _CRT],
    [0, [0, 4]], 1
];
var StopPipelineExecutionResponse$ = [3, n0, _SPERtop,
    0,
    [_PEA],
    [0]
];
var StopProcessingJobRequest$ = [3, n0, _SPJR,
    0,
    [_PJN],
    [0], 1
];
var StopTrainingJobRequest$ = [3, n0, _STJR,
    0,
    [_TJN],
    [0], 1
];
var StopTransformJobRequest$ = [3, n0, _STJRt,
    0,
    [_TJNr],
    [0], 1
];
var StudioLifecycleConfigDetails$ = [3, n0, _SLCD,
    0,
    [_SLCA, _SLCN, _CT, _LMT, _SLCAT],
    [0, 0, 4, 4, 0]
];
var StudioWebPortalSettings$ = [3, n0, _SWPS,
    0,
    [_HMT, _HAT, _HIT, _HSMIVA, _ERSNM],
    [64 | 0, 64 | 0, 64 | 0, () => HiddenSageMakerImageVersionAliasesList, 0]
];
var SubscribedWorkteam$ = [3, n0, _SW,
    0,
    [_WAo, _MTa, _SNe, _MDar, _LIi],
    [0, 0, 0, 0, 0], 1
];
var SuggestionQuery$ = [3, n0, _SQ,
    0,
    [_PNQ],
    [() => PropertyNameQuery$]
];
var TabularJobConfig$ = [3, n0, _TJC,
    0,
    [_TAN, _CGC, _CCo, _FSSU, _Mo, _GCDO, _PTr, _SWAN],
    [0, () => CandidateGenerationConfig$, () => AutoMLJobCompletionCriteria$, 0, 0, 2, 0, 0], 1
];
var TabularResolvedAttributes$ = [3, n0, _TRA,
    0,
    [_PTr],
    [0]
];
var Tag$ = [3, n0, _Tag,
    0,
    [_K, _Va],
    [0, 0], 2
];
var TargetPlatform$ = [3, n0, _TPa,
    0,
    [_Os, _Arc, _Acc],
    [0, 0, 0], 2
];
var TargetTrackingScalingPolicyConfiguration$ = [3, n0, _TTSPC,
    0,
    [_MSet, _TVa],
    [() => MetricSpecification$, 1]
];
var TemplateProviderDetail$ = [3, n0, _TPDe,
    0,
    [_CTPD],
    [() => CfnTemplateProviderDetail$]
];
var TensorBoardAppSettings$ = [3, n0, _TBAS,
    0,
    [_DRS],
    [() => ResourceSpec$]
];
var TensorBoardOutputConfig$ = [3, n0, _TBOC,
    0,
    [_SOP, _LP],
    [0, 0], 1
];
var TextClassificationJobConfig$ = [3, n0, _TCJC,
    0,
    [_CConte, _TLC, _CCo],
    [0, 0, () => AutoMLJobCompletionCriteria$], 2
];
var TextGenerationJobConfig$ = [3, n0, _TGJC,
    0,
    [_CCo, _BMN, _TGHP, _MAC],
    [() => AutoMLJobCompletionCriteria$, 0, 128 | 0, () => ModelAccessConfig$]
];
var TextGenerationResolvedAttributes$ = [3, n0, _TGRA,
    0,
    [_BMN],
    [0]
];
var ThroughputConfig$ = [3, n0, _TCh,
    0,
    [_TM, _PRCU, _PWCU],
    [0, 1, 1], 1
];
var ThroughputConfigDescription$ = [3, n0, _TCD,
    0,
    [_TM, _PRCU, _PWCU],
    [0, 1, 1], 1
];
var ThroughputConfigUpdate$ = [3, n0, _TCU,
    0,
    [_TM, _PRCU, _PWCU],
    [0, 1, 1]
];
var TimeSeriesConfig$ = [3, n0, _TSCim,
    0,
    [_TAN, _TANi, _IIAN, _GAN],
    [0, 0, 0, 64 | 0], 3
];
var TimeSeriesForecastingJobConfig$ = [3, n0, _TSFJC,
    0,
    [_FF, _FHo, _TSCim, _FSSU, _CCo, _FQ, _Tra, _HCo, _CGC],
    [0, 1, () => TimeSeriesConfig$, 0, () => AutoMLJobCompletionCriteria$, 64 | 0, () => TimeSeriesTransformations$, () => HolidayConfig, () => CandidateGenerationConfig$], 3
];
var TimeSeriesForecastingSettings$ = [3, n0, _TSFS,
    0,
    [_St, _AFRA],
    [0, 0]
];
var TimeSeriesTransformations$ = [3, n0, _TSTi,
    0,
    [_Fill, _Ag],
    [[2, n0, _FTi, 0, 0, 128 | 0], 128 | 0]
];
var TotalHits$ = [3, n0, _TH,
    0,
    [_Va, _Rel],
    [1, 0]
];
var TrackingServerSummary$ = [3, n0, _TSSrac,
    0,
    [_TSA, _TSN, _CT, _LMT, _TSSr, _IAs, _MVl],
    [0, 0, 4, 4, 0, 0, 0]
];
var TrafficPattern$ = [3, n0, _TPr,
    0,
    [_TTr, _Pha, _Stai],
    [0, () => Phases, () => Stairs$]
];
var TrafficRoutingConfig$ = [3, n0, _TRCr,
    0,
    [_T, _WIIS, _CSana, _LSS],
    [0, 1, () => CapacitySize$, () => CapacitySize$], 2
];
var TrainingImageConfig$ = [3, n0, _TIC,
    0,
    [_TRAM, _TRAC],
    [0, () => TrainingRepositoryAuthConfig$], 1
];
var TrainingJob$ = [3, n0, _TJ,
    0,
    [_TJN, _TJA, _TJAu, _LJA, _AMLJAu, _MAo, _TJS, _SSe, _FR, _HP, _ASl, _RAo, _IDC, _ODC, _RCe, _WPS, _VC, _SCt, _CT, _TST, _TET, _LMT, _SST, _FMDL, _ENI, _EICTE, _EMST, _CCh, _TTIS, _BTIS, _DHC, _ECxp, _DRC, _TBOC, _DRESe, _OMPA, _MPC, _PCr, _E, _RSe, _Ta],
    [0, 0, 0, 0, 0, () => ModelArtifacts$, 0, 0, 0, 128 | 0, () => AlgorithmSpecification$, 0, () => InputDataConfig, () => OutputDataConfig$, () => ResourceConfig$, () => WarmPoolStatus$, () => VpcConfig$, () => StoppingCondition$, 4, 4, 4, 4, () => SecondaryStatusTransitions, () => FinalMetricDataList, 2, 2, 2, () => CheckpointConfig$, 1, 1, () => DebugHookConfig$, () => ExperimentConfig$, () => DebugRuleConfigurations, () => TensorBoardOutputConfig$, () => DebugRuleEvaluationStatuses, 0, () => ModelPackageConfig$, () => ProfilerConfig$, 128 | 0, () => RetryStrategy$, () => TagList]
];
var TrainingJobDefinition$ = [3, n0, _TJD,
    0,
    [_TIM, _IDC, _ODC, _RCe, _SCt, _HP],
    [0, () => InputDataConfig, () => OutputDataConfig$, () => ResourceConfig$, () => StoppingCondition$, 128 | 0], 5
];
var TrainingJobStatusCounters$ = [3, n0, _TJSC,
    0,
    [_Com, _IPnr, _REe, _NRE, _Sto],
    [1, 1, 1, 1, 1]
];
var TrainingJobStepMetadata$ = [3, n0, _TJSM,
    0,
    [_Ar],
    [0]
];
var TrainingJobSummary$ = [3, n0, _TJSrai,
    0,
    [_TJN, _TJA, _CT, _TJS, _TET, _LMT, _SSe, _WPS, _TPA],
    [0, 0, 4, 0, 4, 4, 0, () => WarmPoolStatus$, 0], 4
];
var TrainingPlanExtension$ = [3, n0, _TPEr,
    0,
    [_TPEOI, _EAxt, _SDtar, _EDn, _St, _PSay, _AZv, _AZI, _DH, _UF, _CCur],
    [0, 4, 4, 4, 0, 0, 0, 0, 1, 0, 0], 1
];
var TrainingPlanExtensionOffering$ = [3, n0, _TPEOr,
    0,
    [_TPEOI, _AZv, _SDtar, _EDn, _DH, _UF, _CCur],
    [0, 0, 4, 4, 1, 0, 0], 1
];
var TrainingPlanFilter$ = [3, n0, _TPF,
    0,
    [_N, _Va],
    [0, 0], 2
];
var TrainingPlanOffering$ = [3, n0, _TPOr,
    0,
    [_TPOI, _TRa, _RSTA, _RETB, _DH, _DM, _UF, _CCur, _RCOe],
    [0, 64 | 0, 4, 4, 1, 1, 0, 0, () => ReservedCapacityOfferings], 2
];
var TrainingPlanSummary$ = [3, n0, _TPSra,
    0,
    [_TPA, _TPN, _St, _SM, _DH, _DM, _STt, _ETn, _UF, _CCur, _TICo, _AICv, _IUIC, _TUSC, _TRa, _RCS],
    [0, 0, 0, 0, 1, 1, 4, 4, 0, 0, 1, 1, 1, 1, 64 | 0, () => ReservedCapacitySummaries], 3
];
var TrainingProgressInfo$ = [3, n0, _TPI,
    0,
    [_TSCPE, _CSu, _CEur, _MEax],
    [1, 1, 1, 1]
];
var TrainingRepositoryAuthConfig$ = [3, n0, _TRAC,
    0,
    [_TRCPA],
    [0], 1
];
var TrainingSpecification$ = [3, n0, _TS,
    0,
    [_TI, _STITu, _TCra, _TID, _SHPu, _SDTu, _MDe, _STJOM, _ASDS],
    [0, 64 | 0, () => ChannelSpecifications, 0, () => HyperParameterSpecifications, 2, () => MetricDefinitionList, () => HyperParameterTuningJobObjectives, () => AdditionalS3DataSource$], 3
];
var TransformDataSource$ = [3, n0, _TDSr,
    0,
    [_SDS],
    [() => TransformS3DataSource$], 1
];
var TransformInput$ = [3, n0, _TIr,
    0,
    [_DS, _CTon, _CTo, _STp],
    [() => TransformDataSource$, 0, 0, 0], 1
];
var TransformJob$ = [3, n0, _TJr,
    0,
    [_TJNr, _TJAr, _TJSr, _FR, _MNod, _MCT, _MCCo, _MPIMB, _BS, _E, _TIr, _TO, _DCC, _TR, _CT, _TSTr, _TETr, _LJA, _AMLJAu, _DP, _ECxp, _Ta],
    [0, 0, 0, 0, 0, 1, () => ModelClientConfig$, 1, 0, 128 | 0, () => TransformInput$, () => TransformOutput$, () => BatchDataCaptureConfig$, () => TransformResources$, 4, 4, 4, 0, 0, () => DataProcessing$, () => ExperimentConfig$, () => TagList]
];
var TransformJobDefinition$ = [3, n0, _TJDr,
    0,
    [_TIr, _TO, _TR, _MCT, _MPIMB, _BS, _E],
    [() => TransformInput$, () => TransformOutput$, () => TransformResources$, 1, 1, 0, 128 | 0], 3
];
var TransformJobStepMetadata$ = [3, n0, _TJSMr,
    0,
    [_Ar],
    [0]
];
var TransformJobSummary$ = [3, n0, _TJSrans,
    0,
    [_TJNr, _TJAr, _CT, _TJSr, _TETr, _LMT, _FR],
    [0, 0, 4, 0, 4, 4, 0], 4
];
var TransformOutput$ = [3, n0, _TO,
    0,
    [_SOP, _Acce, _AW, _KKI],
    [0, 0, 0, 0], 1
];
var TransformResources$ = [3, n0, _TR,
    0,
    [_ITn, _ICn, _VKKI, _TAV],
    [0, 1, 0, 0], 2
];
var TransformS3DataSource$ = [3, n0, _TSDS,
    0,
    [_SDT, _SUr],
    [0, 0], 2
];
var Trial$ = [3, n0, _Tr,
    0,
    [_TN, _TA, _DNi, _ENx, _S, _CT, _CB, _LMT, _LMB, _MPe, _Ta, _TCS],
    [0, 0, 0, 0, () => TrialSource$, 4, () => UserContext$, 4, () => UserContext$, () => MetadataProperties$, () => TagList, () => TrialComponentSimpleSummaries]
];
var TrialComponent$ = [3, n0, _TCr,
    0,
    [_TCN, _DNi, _TCA, _S, _St, _STt, _ETn, _CT, _CB, _LMT, _LMB, _P, _IAn, _OA, _Met, _MPe, _SDo, _LGAi, _Ta, _Paren, _RNu],
    [0, 0, 0, () => TrialComponentSource$, () => TrialComponentStatus$, 4, 4, 4, () => UserContext$, 4, () => UserContext$, () => TrialComponentParameters, () => TrialComponentArtifacts, () => TrialComponentArtifacts, () => TrialComponentMetricSummaries, () => MetadataProperties$, () => TrialComponentSourceDetail$, 0, () => TagList, () => Parents, 0]
];
var TrialComponentArtifact$ = [3, n0, _TCAr,
    0,
    [_Va, _MTe],
    [0, 0], 1
];
var TrialComponentMetricSummary$ = [3, n0, _TCMS,
    0,
    [_MN, _SA, _TSi, _Ma, _Mi, _Las, _C, _Av, _SDtd],
    [0, 0, 4, 1, 1, 1, 1, 1, 1]
];
var TrialComponentSimpleSummary$ = [3, n0, _TCSS,
    0,
    [_TCN, _TCA, _TCSr, _CT, _CB],
    [0, 0, () => TrialComponentSource$, 4, () => UserContext$]
];
var TrialComponentSource$ = [3, n0, _TCSr,
    0,
    [_SA, _ST],
    [0, 0], 1
];
var TrialComponentSourceDetail$ = [3, n0, _TCSD,
    0,
    [_SA, _TJ, _PJ, _TJr],
    [0, () => TrainingJob$, () => ProcessingJob$, () => TransformJob$]
];
var TrialComponentStatus$ = [3, n0, _TCSri,
    0,
    [_PSri, _M],
    [0, 0]
];
var TrialComponentSummary$ = [3, n0, _TCSria,
    0,
    [_TCN, _TCA, _DNi, _TCSr, _St, _STt, _ETn, _CT, _CB, _LMT, _LMB],
    [0, 0, 0, () => TrialComponentSource$, () => TrialComponentStatus$, 4, 4, 4, () => UserContext$, 4, () => UserContext$]
];
var TrialSource$ = [3, n0, _TSri,
    0,
    [_SA, _ST],
    [0, 0], 1
];
var TrialSummary$ = [3, n0, _TSria,
    0,
    [_TA, _TN, _DNi, _TSri, _CT, _LMT],
    [0, 0, 0, () => TrialSource$, 4, 4]
];
var TrustedIdentityPropagationSettings$ = [3, n0, _TIPS,
    0,
    [_St],
    [0], 1
];
var TtlDuration$ = [3, n0, _TDt,
    0,
    [_Un, _Va],
    [0, 1]
];
var TuningJobCompletionCriteria$ = [3, n0, _TJCC,
    0,
    [_TOMV, _BONI, _CDo],
    [1, () => BestObjectiveNotImproving$, () => ConvergenceDetected$]
];
var TuningJobStepMetaData$ = [3, n0, _TJSMD,
    0,
    [_Ar],
    [0]
];
var UiConfig$ = [3, n0, _UC,
    0,
    [_UTSU, _HTUA],
    [0, 0]
];
var UiTemplate$ = [3, n0, _UT,
    0,
    [_Cont],
    [0], 1
];
var UiTemplateInfo$ = [3, n0, _UTI,
    0,
    [_Ur, _CSonte],
    [0, 0]
];
var UltraServer$ = [3, n0, _USlt,
    0,
    [_USIl, _UST, _AZv, _ITn, _TICo, _CSIC, _AICv, _IUIC, _ASIC, _UIC, _HSe],
    [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0], 5
];
var UltraServerInfo$ = [3, n0, _USI,
    0,
    [_Id, _T],
    [0, 0]
];
var UltraServerSummary$ = [3, n0, _USS,
    0,
    [_UST, _ITn, _USC, _ASIC, _UIC],
    [0, 0, 1, 1, 1], 2
];
var UnifiedStudioSettings$ = [3, n0, _USSn,
    0,
    [_SWPA, _DAIo, _DRo, _DI, _PIro, _EInv, _PSP, _SSOAA],
    [0, 0, 0, 0, 0, 0, 0, 0]
];
var UpdateActionRequest$ = [3, n0, _UAR,
    0,
    [_AN, _D, _St, _Pr, _PTRr],
    [0, 0, 0, 128 | 0, 64 | 0], 1
];
var UpdateActionResponse$ = [3, n0, _UARp,
    0,
    [_AA],
    [0]
];
var UpdateAppImageConfigRequest$ = [3, n0, _UAICR,
    0,
    [_AICN, _KGIC, _JLAIC, _CEAIC],
    [0, () => KernelGatewayImageConfig$, () => JupyterLabAppImageConfig$, () => CodeEditorAppImageConfig$], 1
];
var UpdateAppImageConfigResponse$ = [3, n0, _UAICRp,
    0,
    [_AICA],
    [0]
];
var UpdateArtifactRequest$ = [3, n0, _UARpd,
    0,
    [_AAr, _ANr, _Pr, _PTRr],
    [0, 0, 128 | 0, 64 | 0], 1
];
var UpdateArtifactResponse$ = [3, n0, _UARpda,
    0,
    [_AAr],
    [0]
];
var UpdateClusterRequest$ = [3, n0, _UCR,
    0,
    [_CNl, _IG, _RIG, _RIGC, _TSCi, _NR, _IGTD, _NPM, _CRl, _ASu, _Or],
    [0, () => ClusterInstanceGroupSpecifications, () => ClusterRestrictedInstanceGroupSpecifications, () => ClusterRestrictedInstanceGroupsConfig$, () => ClusterTieredStorageConfig$, 0, 64 | 0, 0, 0, () => ClusterAutoScalingConfig$, () => ClusterOrchestrator$], 1
];
var UpdateClusterResponse$ = [3, n0, _UCRp,
    0,
    [_CAl],
    [0], 1
];
var UpdateClusterSchedulerConfigRequest$ = [3, n0, _UCSCR,
    0,
    [_CSCI, _TVar, _SCc, _D],
    [0, 1, () => SchedulerConfig$, 0], 2
];
var UpdateClusterSchedulerConfigResponse$ = [3, n0, _UCSCRp,
    0,
    [_CSCA, _CSCV],
    [0, 1], 2
];
var UpdateClusterSoftwareInstanceGroupSpecification$ = [3, n0, _UCSIGS,
    0,
    [_IGN, _IRV],
    [0, 0], 1
];
var UpdateClusterSoftwareRequest$ = [3, n0, _UCSR,
    0,
    [_CNl, _IG, _DCe, _IIm],
    [0, () => UpdateClusterSoftwareInstanceGroups, () => DeploymentConfiguration$, 0], 1
];
var UpdateClusterSoftwareResponse$ = [3, n0, _UCSRp,
    0,
    [_CAl],
    [0], 1
];
var UpdateCodeRepositoryInput$ = [3, n0, _UCRI,
    0,
    [_CRN, _GC],
    [0, () => GitConfigForUpdate$], 1
];
var UpdateCodeRepositoryOutput$ = [3, n0, _UCRO,
    0,
    [_CRA],
    [0], 1
];
var UpdateComputeQuotaRequest$ = [3, n0, _UCQR,
    0,
    [_CQI, _TVar, _CQC, _CQT, _ASct, _D],
    [0, 1, () => ComputeQuotaConfig$, () => ComputeQuotaTarget$, 0, 0], 2
];
var UpdateComputeQuotaResponse$ = [3, n0, _UCQRp,
    0,
    [_CQA, _CQV],
    [0, 1], 2
];
var UpdateContextRequest$ = [3, n0, _UCRpd,
    0,
    [_CNon, _D, _Pr, _PTRr],
    [0, 0, 128 | 0, 64 | 0], 1
];
var UpdateContextResponse$ = [3, n0, _UCRpda,
    0,
    [_CAo],
    [0]
];
var UpdateDeviceFleetRequest$ = [3, n0, _UDFR,
    0,
    [_DFN, _OCu, _RAo, _D, _EIRA],
    [0, () => EdgeOutputConfig$, 0, 0, 2], 2
];
var UpdateDevicesRequest$ = [3, n0, _UDR,
    0,
    [_DFN, _Dev],
    [0, () => Devices], 2
];
var UpdateDomainRequest$ = [3, n0, _UDRp,
    0,
    [_DI, _DUS, _DSFU, _ASGM, _DSS, _SIu, _ANAT, _TP, _HEFSC, _VIp],
    [0, () => UserSettings$, () => DomainSettingsForUpdate$, 0, () => DefaultSpaceSettings$, 64 | 0, 0, 0, 0, 0], 1
];
var UpdateDomainResponse$ = [3, n0, _UDRpd,
    0,
    [_DAo],
    [0]
];
var UpdateEndpointInput$ = [3, n0, _UEI,
    0,
    [_EN, _ECN, _RAVP, _ERVP, _DCe, _RDCet],
    [0, 0, 2, () => VariantPropertyList, () => DeploymentConfig$, 2], 2
];
var UpdateEndpointOutput$ = [3, n0, _UEO,
    0,
    [_EA],
    [0], 1
];
var UpdateEndpointWeightsAndCapacitiesInput$ = [3, n0, _UEWACI,
    0,
    [_EN, _DWACe],
    [0, () => DesiredWeightAndCapacityList], 2
];
var UpdateEndpointWeightsAndCapacitiesOutput$ = [3, n0, _UEWACO,
    0,
    [_EA],
    [0], 1
];
var UpdateExperimentRequest$ = [3, n0, _UER,
    0,
    [_ENx, _DNi, _D],
    [0, 0, 0], 1
];
var UpdateExperimentResponse$ = [3, n0, _UERp,
    0,
    [_EAx],
    [0]
];
var UpdateFeatureGroupRequest$ = [3, n0, _UFGR,
    0,
    [_FGN, _FAe, _OSC, _TCh],
    [0, () => FeatureAdditions, () => OnlineStoreConfigUpdate$, () => ThroughputConfigUpdate$], 1
];
var UpdateFeatureGroupResponse$ = [3, n0, _UFGRp,
    0,
    [_FGA],
    [0], 1
];
var UpdateFeatureMetadataRequest$ = [3, n0, _UFMR,
    0,
    [_FGN, _FN, _D, _PAa, _PRara],
    [0, 0, 0, () => FeatureParameterAdditions, 64 | 0], 2
];
var UpdateHubContentReferenceRequest$ = [3, n0, _UHCRR,
    0,
    [_HN, _HCN, _HCT, _MVi],
    [0, 0, 0, 0], 3
];
var UpdateHubContentReferenceResponse$ = [3, n0, _UHCRRp,
    0,
    [_HA, _HCA],
    [0, 0], 2
];
var UpdateHubContentRequest$ = [3, n0, _UHCR,
    0,
    [_HN, _HCN, _HCT, _HCV, _HCDN, _HCDu, _HCM, _HCSK, _SSu],
    [0, 0, 0, 0, 0, 0, 0, 64 | 0, 0], 4
];
var UpdateHubContentResponse$ = [3, n0, _UHCRp,
    0,
    [_HA, _HCA],
    [0, 0], 2
];
var UpdateHubRequest$ = [3, n0, _UHR,
    0,
    [_HN, _HD, _HDN, _HSK],
    [0, 0, 0, 64 | 0], 1
];
var UpdateHubResponse$ = [3, n0, _UHRp,
    0,
    [_HA],
    [0], 1
];
var UpdateImageRequest$ = [3, n0, _UIR,
    0,
    [_IN, _DPe, _D, _DNi, _RAo],
    [0, 64 | 0, 0, 0, 0], 1
];
var UpdateImageResponse$ = [3, n0, _UIRp,
    0,
    [_IAm],
    [0]
];
var UpdateImageVersionRequest$ = [3, n0, _UIVR,
    0,
    [_IN, _Alia, _V, _ATA, _ATD, _VG, _JT, _MLF, _PL, _Pro, _H, _RN],
    [0, 0, 1, 64 | 0, 64 | 0, 0, 0, 0, 0, 0, 2, 0], 1
];
var UpdateImageVersionResponse$ = [3, n0, _UIVRp,
    0,
    [_IVA],
    [0]
];
var UpdateInferenceComponentInput$ = [3, n0, _UICI,
    0,
    [_ICN, _Spe, _Spec, _RC, _DCe],
    [0, () => InferenceComponentSpecification$, () => InferenceComponentSpecificationList, () => InferenceComponentRuntimeConfig$, () => InferenceComponentDeploymentConfig$], 1
];
var UpdateInferenceComponentOutput$ = [3, n0, _UICO,
    0,
    [_ICA],
    [0], 1
];
var UpdateInferenceComponentRuntimeConfigInput$ = [3, n0, _UICRCI,
    0,
    [_ICN, _DRCes],
    [0, () => InferenceComponentRuntimeConfig$], 2
];
var UpdateInferenceComponentRuntimeConfigOutput$ = [3, n0, _UICRCO,
    0,
    [_ICA],
    [0], 1
];
var UpdateInferenceExperimentRequest$ = [3, n0, _UIER,
    0,
    [_N, _Sc, _D, _MVod, _DSCa, _SMC],
    [0, () => InferenceExperimentSchedule$, 0, () => ModelVariantConfigList, () => InferenceExperimentDataStorageConfig$, () => ShadowModeConfig$], 1
];
var UpdateInferenceExperimentResponse$ = [3, n0, _UIERp,
    0,
    [_IEA],
    [0], 1
];
var UpdateMlflowAppRequest$ = [3, n0, _UMAR,
    0,
    [_Ar, _N, _ASU, _MRM, _WMWS, _DDIL, _ADS],
    [0, 0, 0, 0, 0, 64 | 0, 0], 1
];
var UpdateMlflowAppResponse$ = [3, n0, _UMARp,
    0,
    [_Ar],
    [0]
];
var UpdateMlflowTrackingServerRequest$ = [3, n0, _UMTSR,
    0,
    [_TSN, _ASU, _TSS, _AMR, _WMWS, _SBOAI, _SBOV],
    [0, 0, 0, 2, 0, 0, 2], 1
];
var UpdateMlflowTrackingServerResponse$ = [3, n0, _UMTSRp,
    0,
    [_TSA],
    [0]
];
var UpdateModelCardRequest$ = [3, n0, _UMCR,
    0,
    [_MCN, _Cont, _MCS],
    [0, [() => ModelCardContent, 0], 0], 1
];
var UpdateModelCardResponse$ = [3, n0, _UMCRp,
    0,
    [_MCA],
    [0], 1
];
var UpdateModelPackageInput$ = [3, n0, _UMPI,
    0,
    [_MPA, _MAS, _MPRT, _ADpp, _CMP, _CMPTR, _AISTA, _ISn, _SU, _MCod, _MLC, _CTl],
    [0, 0, 0, 0, 128 | 0, 64 | 0, () => AdditionalInferenceSpecifications, () => InferenceSpecification$, 0, [() => ModelPackageModelCard$, 0], () => ModelLifeCycle$, 0], 1
];
var UpdateModelPackageOutput$ = [3, n0, _UMPO,
    0,
    [_MPA],
    [0], 1
];
var UpdateMonitoringAlertRequest$ = [3, n0, _UMARpd,
    0,
    [_MSN, _MAN, _DTA, _EPv],
    [0, 0, 1, 1], 4
];
var UpdateMonitoringAlertResponse$ = [3, n0, _UMARpda,
    0,
    [_MSA, _MAN],
    [0, 0], 1
];
var UpdateMonitoringScheduleRequest$ = [3, n0, _UMSR,
    0,
    [_MSN, _MSC],
    [0, () => MonitoringScheduleConfig$], 2
];
var UpdateMonitoringScheduleResponse$ = [3, n0, _UMSRp,
    0,
    [_MSA],
    [0], 1
];
var UpdateNotebookInstanceInput$ = [3, n0, _UNII,
    0,
    [_NIN, _ITn, _IAT, _PIl, _RAo, _LCN, _DLC, _VSIGB, _DCR, _ACR, _ATc, _DAT, _DDCR, _DACR, _RAoo, _IMSC],
    [0, 0, 0, 0, 0, 0, 2, 1, 0, 64 | 0, 64 | 0, 2, 2, 2, 0, () => InstanceMetadataServiceConfiguration$], 1
];
var UpdateNotebookInstanceLifecycleConfigInput$ = [3, n0, _UNILCI,
    0,
    [_NILCN, _OCn, _OSn],
    [0, () => NotebookInstanceLifecycleConfigList, () => NotebookInstanceLifecycleConfigList], 1
];
var UpdateNotebookInstanceLifecycleConfigOutput$ = [3, n0, _UNILCO,
    0,
    [],
    []
];
var UpdateNotebookInstanceOutput$ = [3, n0, _UNIO,
    0,
    [],
    []
];
var UpdatePartnerAppRequest$ = [3, n0, _UPAR,
    0,
    [_Ar, _MCai, _Ti, _ACp, _ICd, _ATu, _EISBI, _EAMVU, _AVp, _CTl, _Ta],
    [0, () => PartnerAppMaintenanceConfig$, 0, () => PartnerAppConfig$, () => IdcConfigInput$, 0, 2, 2, 0, [0, 4], () => TagList], 1
];
var UpdatePartnerAppResponse$ = [3, n0, _UPARp,
    0,
    [_Ar],
    [0]
];
var UpdatePipelineExecutionRequest$ = [3, n0, _UPER,
    0,
    [_PEA, _PED, _PEDN, _PCa],
    [0, 0, 0, () => ParallelismConfiguration$], 1
];
var UpdatePipelineExecutionResponse$ = [3, n0, _UPERp,
    0,
    [_PEA],
    [0]
];
var UpdatePipelineRequest$ = [3, n0, _UPR,
    0,
    [_PNi, _PDN, _PD, _PDSL, _PDi, _RAo, _PCa],
    [0, 0, 0, () => PipelineDefinitionS3Location$, 0, 0, () => ParallelismConfiguration$], 1
];
var UpdatePipelineResponse$ = [3, n0, _UPRp,
    0,
    [_PAi, _PVI],
    [0, 1]
];
var UpdatePipelineVersionRequest$ = [3, n0, _UPVR,
    0,
    [_PAi, _PVI, _PVDN, _PVD],
    [0, 1, 0, 0], 2
];
var UpdatePipelineVersionResponse$ = [3, n0, _UPVRp,
    0,
    [_PAi, _PVI],
    [0, 1]
];
var UpdateProjectInput$ = [3, n0, _UPI,
    0,
    [_PNr, _PDr, _SCPUD, _Ta, _TPTU],
    [0, 0, () => ServiceCatalogProvisioningUpdateDetails$, () => TagList, () => UpdateTemplateProviderList], 1
];
var UpdateProjectOutput$ = [3, n0, _UPO,
    0,
    [_PAr],
    [0], 1
];
var UpdateSpaceRequest$ = [3, n0, _USR,
    0,
    [_DI, _SN, _SS, _SDN],
    [0, 0, () => SpaceSettings$, 0], 2
];
var UpdateSpaceResponse$ = [3, n0, _USRp,
    0,
    [_SAp],
    [0]
];
var UpdateTemplateProvider$ = [3, n0, _UTP,
    0,
    [_CTPf],
    [() => CfnUpdateTemplateProvider$]
];
var UpdateTrainingJobRequest$ = [3, n0, _UTJR,
    0,
    [_TJN, _PCr, _PRC, _RCe, _RDC],
    [0, () => ProfilerConfigForUpdate$, () => ProfilerRuleConfigurations, () => ResourceConfigForUpdate$, () => RemoteDebugConfigForUpdate$], 1
];
var UpdateTrainingJobResponse$ = [3, n0, _UTJRp,
    0,
    [_TJA],
    [0], 1
];
var UpdateTrialComponentRequest$ = [3, n0, _UTCR,
    0,
    [_TCN, _DNi, _St, _STt, _ETn, _P, _PTRa, _IAn, _IATR, _OA, _OATR],
    [0, 0, () => TrialComponentStatus$, 4, 4, () => TrialComponentParameters, 64 | 0, () => TrialComponentArtifacts, 64 | 0, () => TrialComponentArtifacts, 64 | 0], 1
];
var UpdateTrialComponentResponse$ = [3, n0, _UTCRp,
    0,
    [_TCA],
    [0]
];
var UpdateTrialRequest$ = [3, n0, _UTR,
    0,
    [_TN, _DNi],
    [0, 0], 1
];
var UpdateTrialResponse$ = [3, n0, _UTRp,
    0,
    [_TA],
    [0]
];
var UpdateUserProfileRequest$ = [3, n0, _UUPR,
    0,
    [_DI, _UPN, _US],
    [0, 0, () => UserSettings$], 2
];
var UpdateUserProfileResponse$ = [3, n0, _UUPRp,
    0,
    [_UPA],
    [0]
];
var UpdateWorkforceRequest$ = [3, n0, _UWR,
    0,
    [_WN, _SIC, _OCi, _WVC, _IAT],
    [0, () => SourceIpConfig$, [() => OidcConfig$, 0], () => WorkforceVpcConfigRequest$, 0], 1
];
var UpdateWorkforceResponse$ = [3, n0, _UWRp,
    0,
    [_W],
    [() => Workforce$], 1
];
var UpdateWorkteamRequest$ = [3, n0, _UWRpd,
    0,
    [_WNo, _MDem, _D, _NCo, _WAC],
    [0, () => MemberDefinitions, 0, () => NotificationConfiguration$, () => WorkerAccessConfiguration$], 1
];
var UpdateWorkteamResponse$ = [3, n0, _UWRpda,
    0,
    [_Wo],
    [() => Workteam$], 1
];
var USD$ = [3, n0, _USD,
    0,
    [_Dol, _Ce, _TFOAC],
    [1, 1, 1]
];
var UserContext$ = [3, n0, _UCs,
    0,
    [_UPA, _UPN, _DI, _IIa],
    [0, 0, 0, () => IamIdentity$]
];
var UserProfileDetails$ = [3, n0, _UPD,
    0,
    [_DI, _UPN, _St, _CT, _LMT],
    [0, 0, 0, 4, 4]
];
var UserSettings$ = [3, n0, _US,
    0,
    [_ERx, _SG, _SSh, _JSAS, _KGAS, _TBAS, _RSSPAS, _RSAS, _CAS, _CEAS, _JLAS, _SSSp, _DLU, _SWP, _CPUC, _CFSC, _SWPS, _AMHEFS],
    [0, 64 | 0, () => SharingSettings$, () => JupyterServerAppSettings$, () => KernelGatewayAppSettings$, () => TensorBoardAppSettings$, () => RStudioServerProAppSettings$, () => RSessionAppSettings$, () => CanvasAppSettings$, () => CodeEditorAppSettings$, () => JupyterLabAppSettings$, () => DefaultSpaceStorageSettings$, 0, 0, () => CustomPosixUserConfig$, () => CustomFileSystemConfigs, () => StudioWebPortalSettings$, 0]
];
var VariantProperty$ = [3, n0, _VPa,
    0,
    [_VPT],
    [0], 1
];
var VectorConfig$ = [3, n0, _VCe,
    0,
    [_Dim],
    [1], 1
];
var Vertex$ = [3, n0, _Ver,
    0,
    [_Ar, _T, _LTin],
    [0, 0, 0]
];
var VisibilityConditions$ = [3, n0, _VCi,
    0,
    [_K, _Va],
    [0, 0]
];
var VpcConfig$ = [3, n0, _VC,
    0,
    [_SGI, _Sub],
    [64 | 0, 64 | 0], 2
];
var WarmPoolStatus$ = [3, n0, _WPS,
    0,
    [_St, _RRBTIS, _RBJ],
    [0, 1, 0], 1
];
var WorkerAccessConfiguration$ = [3, n0, _WAC,
    0,
    [_SPr],
    [() => S3Presign$]
];
var Workforce$ = [3, n0, _W,
    0,
    [_WN, _WA, _LUD, _SIC, _SDu, _CCog, _OCi, _CDr, _WVC, _St, _FR, _IAT],
    [0, 0, 4, () => SourceIpConfig$, 0, () => CognitoConfig$, () => OidcConfigForResponse$, 4, () => WorkforceVpcConfigResponse$, 0, 0, 0], 2
];
var WorkforceVpcConfigRequest$ = [3, n0, _WVCR,
    0,
    [_VIp, _SGI, _Sub],
    [0, 64 | 0, 64 | 0]
];
var WorkforceVpcConfigResponse$ = [3, n0, _WVCRo,
    0,
    [_VIp, _SGI, _Sub, _VEI],
    [0, 64 | 0, 64 | 0, 0], 3
];
var WorkspaceSettings$ = [3, n0, _WSo,
    0,
    [_SAP, _SKKI],
    [0, 0]
];
var Workteam$ = [3, n0, _Wo,
    0,
    [_WNo, _MDem, _WAo, _D, _WA, _PLI, _SDu, _CDr, _LUD, _NCo, _WAC],
    [0, () => MemberDefinitions, 0, 0, 0, 64 | 0, 0, 4, 4, () => NotificationConfiguration$, () => WorkerAccessConfiguration$], 4
];
var __Unit = "unit";
var AbsoluteBorrowLimitResourceList = [1, n0, _ABLRL,
    0, () => ComputeQuotaResourceConfig$
];
var ActionSummaries = [1, n0, _AScti,
    0, () => ActionSummary$
];
var AddClusterNodeSpecificationList = [1, n0, _ACNSL,
    0, () => AddClusterNodeSpecification$
];
var AdditionalInferenceSpecifications = [1, n0, _AIS,
    0, () => AdditionalInferenceSpecificationDefinition$
];
var AdditionalModelDataSources = [1, n0, _AMDSd,
    0, () => AdditionalModelDataSource$
];
var AgentVersions = [1, n0, _AVg,
    0, () => AgentVersion$
];
var AIAdapterModelPackageEntryList = [1, n0, _AIAMPEL,
    0, () => AIAdapterModelPackageEntry$
];
var AIAdapterS3EntryList = [1, n0, _AIASEL,
    0, () => AIAdapterS3Entry$
];
var AIBenchmarkInferenceComponentList = [1, n0, _AIBICL,
    0, () => AIBenchmarkInferenceComponent$
];
var AIBenchmarkJobSummaryList = [1, n0, _AIBJSL,
    0, () => AIBenchmarkJobSummary$
];
var AICloudWatchLogsList = [1, n0, _AICWLL,
    0, () => AICloudWatchLogs$
];
var AIRecommendationConstraintList = [1, n0, _AIRCL,
    0, () => AIRecommendationConstraint$
];
var AIRecommendationDeploymentS3ChannelList = [1, n0, _AIRDSCL,
    0, () => AIRecommendationDeploymentS3Channel$
];
var AIRecommendationInstanceDetailList = [1, n0, _AIRIDL,
    0, () => AIRecommendationInstanceDetail$
];
var AIRecommendationJobSummaryList = [1, n0, _AIRJSL,
    0, () => AIRecommendationJobSummary$
];
var AIRecommendationList = [1, n0, _AIRL,
    0, () => AIRecommendation$
];
var AIRecommendationOptimizationDetailList = [1, n0, _AIRODL,
    0, () => AIRecommendationOptimizationDetail$
];
var AIWorkloadConfigSummaryList = [1, n0, _AIWCSL,
    0, () => AIWorkloadConfigSummary$
];
var AIWorkloadInputDataConfigList = [1, n0, _AIWIDCL,
    0, () => AIWorkloadInputDataConfig$
];
var AlarmList = [1, n0, _AL,
    0, () => Alarm$
];
var AlgorithmStatusItemList = [1, n0, _ASIL,
    0, () => AlgorithmStatusItem$
];
var AlgorithmSummaryList = [1, n0, _ASL,
    0, () => AlgorithmSummary$
];
var AlgorithmValidationProfiles = [1, n0, _AVPl,
    0, () => AlgorithmValidationProfile$
];
var AppImageConfigList = [1, n0, _AICL,
    0, () => AppImageConfigDetails$
];
var AppList = [1, n0, _ALp,
    0, () => AppDetails$
];
var ArtifactSourceTypes = [1, n0, _ASTr,
    0, () => ArtifactSourceType$
];
var ArtifactSummaries = [1, n0, _ASrti,
    0, () => ArtifactSummary$
];
var AssociationInfoList = [1, n0, _AIL,
    0, () => AssociationInfo$
];
var AssociationSummaries = [1, n0, _ASss,
    0, () => AssociationSummary$
];
var AuthorizedUrlConfigs = [1, n0, _AUC,
    0, () => AuthorizedUrl$
];
var AutoMLAlgorithmsConfig = [1, n0, _AMLACu,
    0, () => AutoMLAlgorithmConfig$
];
var AutoMLCandidates = [1, n0, _AMLCut,
    0, () => AutoMLCandidate$
];
var AutoMLContainerDefinitions = [1, n0, _AMLCDu,
    0, () => AutoMLContainerDefinition$
];
var AutoMLInputDataConfig = [1, n0, _AMLIDC,
    0, () => AutoMLChannel$
];
var AutoMLJobInputDataConfig = [1, n0, _AMLJIDC,
    0, () => AutoMLJobChannel$
];
var AutoMLJobSummaries = [1, n0, _AMLJSut,
    0, () => AutoMLJobSummary$
];
var AutoMLPartialFailureReasons = [1, n0, _AMLPFRu,
    0, () => AutoMLPartialFailureReason$
];
var AutoParameters = [1, n0, _APu,
    0, () => AutoParameter$
];
var AutoRollbackAlarms = [1, n0, _ARAu,
    0, () => AlarmDetails$
];
var BatchAddClusterNodesErrorList = [1, n0, _BACNEL,
    0, () => BatchAddClusterNodesError$
];
var BatchDeleteClusterNodeLogicalIdsErrorList = [1, n0, _BDCNLIEL,
    0, () => BatchDeleteClusterNodeLogicalIdsError$
];
var BatchDeleteClusterNodesErrorList = [1, n0, _BDCNEL,
    0, () => BatchDeleteClusterNodesError$
];
var BatchRebootClusterNodeLogicalIdsErrors = [1, n0, _BRCNLIEat,
    0, () => BatchRebootClusterNodeLogicalIdsError$
];
var BatchRebootClusterNodesErrors = [1, n0, _BRCNEat,
    0, () => BatchRebootClusterNodesError$
];
var BatchReplaceClusterNodeLogicalIdsErrors = [1, n0, _BRCNLIEatc,
    0, () => BatchReplaceClusterNodeLogicalIdsError$
];
var BatchReplaceClusterNodesErrors = [1, n0, _BRCNEatc,
    0, () => BatchReplaceClusterNodesError$
];
var CandidateSteps = [1, n0, _CSa,
    0, () => AutoMLCandidateStep$
];
var CaptureOptionList = [1, n0, _COL,
    0, () => CaptureOption$
];
var CategoricalParameterRanges = [1, n0, _CPRa,
    0, () => CategoricalParameterRange$
];
var CategoricalParameters = [1, n0, _CPat,
    0, () => CategoricalParameter$
];
var CfnStackCreateParameters = [1, n0, _CSCPf,
    0, () => CfnStackCreateParameter$
];
var CfnStackParameters = [1, n0, _CSPf,
    0, () => CfnStackParameter$
];
var CfnStackUpdateParameters = [1, n0, _CSUPf,
    0, () => CfnStackUpdateParameter$
];
var ChannelSpecifications = [1, n0, _CSha,
    0, () => ChannelSpecification$
];
var ClusterEventSummaries = [1, n0, _CESl,
    0, () => ClusterEventSummary$
];
var ClusterInstanceGroupDetailsList = [1, n0, _CIGDL,
    0, () => ClusterInstanceGroupDetails$
];
var ClusterInstanceGroupSpecifications = [1, n0, _CIGSl,
    0, () => ClusterInstanceGroupSpecification$
];
var ClusterInstanceStorageConfigs = [1, n0, _CISC,
    0, () => ClusterInstanceStorageConfig$
];
var ClusterInstanceTypeDetails = [1, n0, _CITDl,
    0, () => ClusterInstanceTypeDetail$
];
var ClusterKubernetesTaints = [1, n0, _CKTl,
    0, () => ClusterKubernetesTaint$
];
var ClusterNodeSummaries = [1, n0, _CNSl,
    0, () => ClusterNodeSummary$
];
var ClusterRestrictedInstanceGroupDetailsList = [1, n0, _CRIGDL,
    0, () => ClusterRestrictedInstanceGroupDetails$
];
var ClusterRestrictedInstanceGroupSpecifications = [1, n0, _CRIGSl,
    0, () => ClusterRestrictedInstanceGroupSpecification$
];
var ClusterSchedulerConfigSummaryList = [1, n0, _CSCSL,
    0, () => ClusterSchedulerConfigSummary$
];
var ClusterSummaries = [1, n0, _CSlus,
    0, () => ClusterSummary$
];
var CodeRepositories = [1, n0, _CRod,
    0, () => CodeRepository$
];
var CodeRepositorySummaryList = [1, n0, _CRSL,
    0, () => CodeRepositorySummary$
];
var CollectionConfigurations = [1, n0, _CColl,
    0, () => CollectionConfiguration$
];
var CompilationJobSummaries = [1, n0, _CJSom,
    0, () => CompilationJobSummary$
];
var ComputeQuotaResourceConfigList = [1, n0, _CQRCL,
    0, () => ComputeQuotaResourceConfig$
];
var ComputeQuotaSummaryList = [1, n0, _CQSL,
    0, () => ComputeQuotaSummary$
];
var ContainerDefinitionList = [1, n0, _CDL,
    0, () => ContainerDefinition$
];
var ContextSummaries = [1, n0, _CSont,
    0, () => ContextSummary$
];
var ContinuousParameterRanges = [1, n0, _CPRon,
    0, () => ContinuousParameterRange$
];
var CreateTemplateProviderList = [1, n0, _CTPL,
    0, () => CreateTemplateProvider$
];
var CustomFileSystemConfigs = [1, n0, _CFSC,
    0, () => CustomFileSystemConfig$
];
var CustomFileSystems = [1, n0, _CFS,
    0, () => CustomFileSystem$
];
var CustomImages = [1, n0, _CI,
    0, () => CustomImage$
];
var DebugRuleConfigurations = [1, n0, _DRC,
    0, () => DebugRuleConfiguration$
];
var DebugRuleEvaluationStatuses = [1, n0, _DRESe,
    0, () => DebugRuleEvaluationStatus$
];
var DeepHealthCheckConfigurations = [1, n0, _DHCC,
    0, () => InstanceGroupHealthCheckConfiguration$
];
var DeployedImages = [1, n0, _DIep,
    0, () => DeployedImage$
];
var DeploymentStages = [1, n0, _DSepl,
    0, () => DeploymentStage$
];
var DeploymentStageStatusSummaries = [1, n0, _DSSSep,
    0, () => DeploymentStageStatusSummary$
];
var DesiredWeightAndCapacityList = [1, n0, _DWACL,
    0, () => DesiredWeightAndCapacity$
];
var DeviceDeploymentSummaries = [1, n0, _DDSevi,
    0, () => DeviceDeploymentSummary$
];
var DeviceFleetSummaries = [1, n0, _DFSe,
    0, () => DeviceFleetSummary$
];
var Devices = [1, n0, _Dev,
    0, () => Device$
];
var DeviceSummaries = [1, n0, _DSevic,
    0, () => DeviceSummary$
];
var DomainList = [1, n0, _DLo,
    0, () => DomainDetails$
];
var Ec2CapacityReservationsList = [1, n0, _ECRL,
    0, () => Ec2CapacityReservation$
];
var EdgeDeploymentModelConfigs = [1, n0, _EDMCd,
    0, () => EdgeDeploymentModelConfig$
];
var EdgeDeploymentPlanSummaries = [1, n0, _EDPSd,
    0, () => EdgeDeploymentPlanSummary$
];
var EdgeModels = [1, n0, _EMdg,
    0, () => EdgeModel$
];
var EdgeModelStats = [1, n0, _EMSdg,
    0, () => EdgeModelStat$
];
var EdgeModelSummaries = [1, n0, _EMSdge,
    0, () => EdgeModelSummary$
];
var EdgePackagingJobSummaries = [1, n0, _EPJSdg,
    0, () => EdgePackagingJobSummary$
];
var Edges = [1, n0, _Edg,
    0, () => Edge$
];
var EndpointConfigSummaryList = [1, n0, _ECSL,
    0, () => EndpointConfigSummary$
];
var EndpointInputConfigurations = [1, n0, _EICnd,
    0, () => EndpointInputConfiguration$
];
var EndpointPerformances = [1, n0, _EPn,
    0, () => EndpointPerformance$
];
var Endpoints = [1, n0, _End,
    0, () => EndpointInfo$
];
var EndpointSummaryList = [1, n0, _ESL,
    0, () => EndpointSummary$
];
var EnvironmentParameters = [1, n0, _EPnvi,
    0, () => EnvironmentParameter$
];
var ExpectedPerformanceList = [1, n0, _EPL,
    0, () => AIRecommendationPerformanceMetric$
];
var ExperimentSummaries = [1, n0, _ESxpe,
    0, () => ExperimentSummary$
];
var FeatureAdditions = [1, n0, _FAe,
    0, () => FeatureDefinition$
];
var FeatureDefinitions = [1, n0, _FD,
    0, () => FeatureDefinition$
];
var FeatureGroupSummaries = [1, n0, _FGSea,
    0, () => FeatureGroupSummary$
];
var FeatureParameterAdditions = [1, n0, _FPA,
    0, () => FeatureParameter$
];
var FeatureParameters = [1, n0, _FPe,
    0, () => FeatureParameter$
];
var FilterList = [1, n0, _FL,
    0, () => Filter$
];
var FinalMetricDataList = [1, n0, _FMDL,
    0, () => MetricData$
];
var FlowDefinitionSummaries = [1, n0, _FDSlo,
    0, () => FlowDefinitionSummary$
];
var HiddenSageMakerImageVersionAliasesList = [1, n0, _HSMIVAL,
    0, () => HiddenSageMakerImage$
];
var HolidayConfig = [1, n0, _HCo,
    0, () => HolidayConfigAttributes$
];
var HubContentDependencyList = [1, n0, _HCDL,
    0, () => HubContentDependency$
];
var HubContentInfoList = [1, n0, _HCIL,
    0, () => HubContentInfo$
];
var HubInfoList = [1, n0, _HIL,
    0, () => HubInfo$
];
var HumanTaskUiSummaries = [1, n0, _HTUSum,
    0, () => HumanTaskUiSummary$
];
var HyperParameterSpecifications = [1, n0, _HPSy,
    0, () => HyperParameterSpecification$
];
var HyperParameterTrainingJobDefinitions = [1, n0, _HPTJDy,
    0, () => HyperParameterTrainingJobDefinition$
];
var HyperParameterTrainingJobSummaries = [1, n0, _HPTJSyper,
    0, () => HyperParameterTrainingJobSummary$
];
var HyperParameterTuningInstanceConfigs = [1, n0, _HPTICy,
    0, () => HyperParameterTuningInstanceConfig$
];
var HyperParameterTuningJobObjectives = [1, n0, _HPTJOy,
    0, () => HyperParameterTuningJobObjective$
];
var HyperParameterTuningJobSummaries = [1, n0, _HPTJSype,
    0, () => HyperParameterTuningJobSummary$
];
var IdentityProviderOAuthSettings = [1, n0, _IPOAS,
    0, () => IdentityProviderOAuthSetting$
];
var Images = [1, n0, _Ima,
    0, () => Image$
];
var ImageVersions = [1, n0, _IVm,
    0, () => ImageVersion$
];
var InferenceComponentPlacementStatusList = [1, n0, _ICPSL,
    0, () => InferenceComponentPlacementStatus$
];
var InferenceComponentSpecificationList = [1, n0, _ICSL,
    0, () => InferenceComponentSpecification$
];
var InferenceComponentSpecificationSummaryList = [1, n0, _ICSSL,
    0, () => InferenceComponentSpecificationSummary$
];
var InferenceComponentSummaryList = [1, n0, _ICSLn,
    0, () => InferenceComponentSummary$
];
var InferenceExperimentList = [1, n0, _IEL,
    0, () => InferenceExperimentSummary$
];
var InferenceRecommendations = [1, n0, _IRnf,
    0, () => InferenceRecommendation$
];
var InferenceRecommendationsJobs = [1, n0, _IRJn,
    0, () => InferenceRecommendationsJob$
];
var InferenceRecommendationsJobSteps = [1, n0, _IRJSn,
    0, () => InferenceRecommendationsJobStep$
];
var InputDataConfig = [1, n0, _IDC,
    0, () => Channel$
];
var InstanceGroups = [1, n0, _IG,
    0, () => InstanceGroup$
];
var InstancePoolList = [1, n0, _IPL,
    0, () => InstancePool$
];
var InstancePoolSummaryList = [1, n0, _IPSL,
    0, () => InstancePoolSummary$
];
var InstancePreferenceList = [1, n0, _IPLn,
    0, () => InstancePreference$
];
var InstanceRequirementsEniConfigurations = [1, n0, _IREC,
    0, () => InstanceRequirementsEniConfiguration$
];
var IntegerParameterRanges = [1, n0, _IPRn,
    0, () => IntegerParameterRange$
];
var JobConfigSchemas = [1, n0, _JCSo,
    0, () => JobConfigSchemaVersionSummary$
];
var JobSecondaryStatusTransitions = [1, n0, _JSSTo,
    0, () => JobSecondaryStatusTransition$
];
var JobSummaries = [1, n0, _JSobu,
    0, () => JobSummary$
];
var KernelSpecs = [1, n0, _KSe,
    0, () => KernelSpec$
];
var LabelingJobForWorkteamSummaryList = [1, n0, _LJFWSL,
    0, () => LabelingJobForWorkteamSummary$
];
var LabelingJobSummaryList = [1, n0, _LJSL,
    0, () => LabelingJobSummary$
];
var LineageGroupSummaries = [1, n0, _LGSi,
    0, () => LineageGroupSummary$
];
var MemberDefinitions = [1, n0, _MDem,
    0, () => MemberDefinition$
];
var MetricDataList = [1, n0, _MDL,
    0, () => MetricDatum$
];
var MetricDefinitionList = [1, n0, _MDLe,
    0, () => MetricDefinition$
];
var MetricsEndpointList = [1, n0, _MEL,
    0, () => MetricsEndpoint$
];
var MlflowAppSummaries = [1, n0, _MASlf,
    0, () => MlflowAppSummary$
];
var ModelCardExportJobSummaryList = [1, n0, _MCEJSL,
    0, () => ModelCardExportJobSummary$
];
var ModelCardSummaryList = [1, n0, _MCSL,
    0, () => ModelCardSummary$
];
var ModelCardVersionSummaryList = [1, n0, _MCVSL,
    0, () => ModelCardVersionSummary$
];
var ModelDashboardEndpoints = [1, n0, _MDEo,
    0, () => ModelDashboardEndpoint$
];
var ModelDashboardMonitoringSchedules = [1, n0, _MDMSo,
    0, () => ModelDashboardMonitoringSchedule$
];
var ModelLatencyThresholds = [1, n0, _MLTo,
    0, () => ModelLatencyThreshold$
];
var ModelMetadataFilters = [1, n0, _MMFo,
    0, () => ModelMetadataFilter$
];
var ModelMetadataSummaries = [1, n0, _MMS,
    0, () => ModelMetadataSummary$
];
var ModelPackageContainerDefinitionList = [1, n0, _MPCDL,
    0, () => ModelPackageContainerDefinition$
];
var ModelPackageGroupSummaryList = [1, n0, _MPGSL,
    0, () => ModelPackageGroupSummary$
];
var ModelPackageStatusItemList = [1, n0, _MPSIL,
    0, () => ModelPackageStatusItem$
];
var ModelPackageSummaryList = [1, n0, _MPSL,
    0, () => ModelPackageSummary$
];
var ModelPackageValidationProfiles = [1, n0, _MPVPo,
    0, () => ModelPackageValidationProfile$
];
var ModelSummaryList = [1, n0, _MSL,
    0, () => ModelSummary$
];
var ModelVariantConfigList = [1, n0, _MVCL,
    0, () => ModelVariantConfig$
];
var ModelVariantConfigSummaryList = [1, n0, _MVCSL,
    0, () => ModelVariantConfigSummary$
];
var MonitoringAlertHistoryList = [1, n0, _MAHL,
    0, () => MonitoringAlertHistorySummary$
];
var MonitoringAlertSummaryList = [1, n0, _MASL,
    0, () => MonitoringAlertSummary$
];
var MonitoringExecutionSummaryList = [1, n0, _MESL,
    0, () => MonitoringExecutionSummary$
];
var MonitoringInputs = [1, n0, _MIoni,
    0, () => MonitoringInput$
];
var MonitoringJobDefinitionSummaryList = [1, n0, _MJDSL,
    0, () => MonitoringJobDefinitionSummary$
];
var MonitoringOutputs = [1, n0, _MOo,
    0, () => MonitoringOutput$
];
var MonitoringScheduleList = [1, n0, _MSLo,
    0, () => MonitoringSchedule$
];
var MonitoringScheduleSummaryList = [1, n0, _MSSL,
    0, () => MonitoringScheduleSummary$
];
var NestedFiltersList = [1, n0, _NFL,
    0, () => NestedFilters$
];
var NodeAdditionResultList = [1, n0, _NARL,
    0, () => NodeAdditionResult$
];
var NotebookInstanceLifecycleConfigList = [1, n0, _NILCL,
    0, () => NotebookInstanceLifecycleHook$
];
var NotebookInstanceLifecycleConfigSummaryList = [1, n0, _NILCSL,
    0, () => NotebookInstanceLifecycleConfigSummary$
];
var NotebookInstanceSummaryList = [1, n0, _NISL,
    0, () => NotebookInstanceSummary$
];
var OptimizationConfigs = [1, n0, _OCp,
    0, () => OptimizationConfig$
];
var OptimizationJobSummaries = [1, n0, _OJSp,
    0, () => OptimizationJobSummary$
];
var OutputParameterList = [1, n0, _OPL,
    0, () => OutputParameter$
];
var ParameterList = [1, n0, _PLa,
    0, () => Parameter$
];
var ParentHyperParameterTuningJobs = [1, n0, _PHPTJ,
    0, () => ParentHyperParameterTuningJob$
];
var Parents = [1, n0, _Paren,
    0, () => Parent$
];
var PartnerAppSummaries = [1, n0, _PASa,
    0, () => PartnerAppSummary$
];
var PendingProductionVariantSummaryList = [1, n0, _PPVSL,
    0, () => PendingProductionVariantSummary$
];
var Phases = [1, n0, _Pha,
    0, () => Phase$
];
var PipelineExecutionStepList = [1, n0, _PESL,
    0, () => PipelineExecutionStep$
];
var PipelineExecutionSummaryList = [1, n0, _PESLi,
    0, () => PipelineExecutionSummary$
];
var PipelineSummaryList = [1, n0, _PSLi,
    0, () => PipelineSummary$
];
var PipelineVersionSummaryList = [1, n0, _PVSL,
    0, () => PipelineVersionSummary$
];
var PlacementSpecifications = [1, n0, _PSlac,
    0, () => PlacementSpecification$
];
var PriorityClassList = [1, n0, _PCL,
    0, () => PriorityClass$
];
var ProcessingInputs = [1, n0, _PIr,
    0, () => ProcessingInput$
];
var ProcessingInstancePreferenceList = [1, n0, _PIPL,
    0, () => ProcessingInstancePreference$
];
var ProcessingJobSummaries = [1, n0, _PJSr,
    0, () => ProcessingJobSummary$
];
var ProcessingOutputs = [1, n0, _POr,
    0, () => ProcessingOutput$
];
var ProductionVariantList = [1, n0, _PVL,
    0, () => ProductionVariant$
];
var ProductionVariantStatusList = [1, n0, _PVSLr,
    0, () => ProductionVariantStatus$
];
var ProductionVariantSummaryList = [1, n0, _PVSLro,
    0, () => ProductionVariantSummary$
];
var ProfilerRuleConfigurations = [1, n0, _PRC,
    0, () => ProfilerRuleConfiguration$
];
var ProfilerRuleEvaluationStatuses = [1, n0, _PRES,
    0, () => ProfilerRuleEvaluationStatus$
];
var ProjectSummaryList = [1, n0, _PSL,
    0, () => ProjectSummary$
];
var PropertyNameSuggestionList = [1, n0, _PNSL,
    0, () => PropertyNameSuggestion$
];
var ProvisioningParameters = [1, n0, _PProv,
    0, () => ProvisioningParameter$
];
var RealTimeInferenceRecommendations = [1, n0, _RTIR,
    0, () => RealTimeInferenceRecommendation$
];
var RenderingErrorList = [1, n0, _REL,
    0, () => RenderingError$
];
var ReservedCapacityOfferings = [1, n0, _RCOe,
    0, () => ReservedCapacityOffering$
];
var ReservedCapacitySummaries = [1, n0, _RCS,
    0, () => ReservedCapacitySummary$
];
var ResourceCatalogList = [1, n0, _RCL,
    0, () => ResourceCatalog$
];
var RoleGroupAssignmentsList = [1, n0, _RGAL,
    0, () => RoleGroupAssignment$
];
var ScalingPolicies = [1, n0, _SP,
    0, () => ScalingPolicy$
];
var SearchExpressionList = [1, n0, _SEL,
    0, () => SearchExpression$
];
var SearchResultsList = [1, n0, _SRL,
    0, [() => SearchRecord$,
        0]
];
var SecondaryStatusTransitions = [1, n0, _SST,
    0, () => SecondaryStatusTransition$
];
var SelectedStepList = [1, n0, _SSL,
    0, () => SelectedStep$
];
var ShadowModelVariantConfigList = [1, n0, _SMVCL,
    0, () => ShadowModelVariantConfig$
];
var SourceAlgorithmList = [1, n0, _SAL,
    0, () => SourceAlgorithm$
];
var SpaceList = [1, n0, _SLp,
    0, () => SpaceDetails$
];
var StudioLifecycleConfigsList = [1, n0, _SLCL,
    0, () => StudioLifecycleConfigDetails$
];
var SubscribedWorkteams = [1, n0, _SWu,
    0, () => SubscribedWorkteam$
];
var TagList = [1, n0, _TLa,
    0, () => Tag$
];
var TemplateProviderDetailList = [1, n0, _TPDL,
    0, () => TemplateProviderDetail$
];
var TrackingServerSummaryList = [1, n0, _TSSL,
    0, () => TrackingServerSummary$
];
var TrainingJobSummaries = [1, n0, _TJSra,
    0, () => TrainingJobSummary$
];
var TrainingPlanExtensionOfferings = [1, n0, _TPEO,
    0, () => TrainingPlanExtensionOffering$
];
var TrainingPlanExtensions = [1, n0, _TPE,
    0, () => TrainingPlanExtension$
];
var TrainingPlanFilters = [1, n0, _TPFr,
    0, () => TrainingPlanFilter$
];
var TrainingPlanOfferings = [1, n0, _TPO,
    0, () => TrainingPlanOffering$
];
var TrainingPlanSummaries = [1, n0, _TPSr,
    0, () => TrainingPlanSummary$
];
var TransformJobSummaries = [1, n0, _TJSran,
    0, () => TransformJobSummary$
];
var TrialComponentMetricSummaries = [1, n0, _TCMSr,
    0, () => TrialComponentMetricSummary$
];
var TrialComponentSimpleSummaries = [1, n0, _TCSSr,
    0, () => TrialComponentSimpleSummary$
];
var TrialComponentSources = [1, n0, _TCSrial,
    0, () => TrialComponentSource$
];
var TrialComponentSummaries = [1, n0, _TCS,
    0, () => TrialComponentSummary$
];
var TrialSummaries = [1, n0, _TSr,
    0, () => TrialSummary$
];
var UltraServers = [1, n0, _USl,
    0, () => UltraServer$
];
var UpdateClusterSoftwareInstanceGroups = [1, n0, _UCSIG,
    0, () => UpdateClusterSoftwareInstanceGroupSpecification$
];
var UpdateTemplateProviderList = [1, n0, _UTPL,
    0, () => UpdateTemplateProvider$
];
var UserProfileList = [1, n0, _UPL,
    0, () => UserProfileDetails$
];
var VariantPropertyList = [1, n0, _VPL,
    0, () => VariantProperty$
];
var Vertices = [1, n0, _Ve,
    0, () => Vertex$
];
var VisibilityConditionsList = [1, n0, _VCL,
    0, () => VisibilityConditions$
];
var Workforces = [1, n0, _Wor,
    0, () => Workforce$
];
var Workteams = [1, n0, _Work,
    0, () => Workteam$
];
var AutoMLInferenceContainerDefinitions = [2, n0, _AMLICD,
    0, 0, () => AutoMLContainerDefinitions
];
var BatchDescribeModelPackageErrorMap = [2, n0, _BDMPEM,
    0, 0, () => BatchDescribeModelPackageError$
];
var ModelPackageSummaries = [2, n0, _MPS,
    0, 0, () => BatchDescribeModelPackageSummary$
];
var TrialComponentArtifacts = [2, n0, _TCAri,
    0, 0, () => TrialComponentArtifact$
];
var TrialComponentParameters = [2, n0, _TCP,
    0, 0, () => TrialComponentParameterValue$
];
var AIAdapterSource$ = [4, n0, _AIAS,
    0,
    [_MPAo, _SUri],
    [() => AIAdapterModelPackageEntryList, () => AIAdapterS3EntryList]
];
var AIBenchmarkTarget$ = [4, n0, _AIBT,
    0,
    [_En],
    [() => AIBenchmarkEndpoint$]
];
var AIDatasetConfig$ = [4, n0, _AIDC,
    0,
    [_IDC],
    [() => AIWorkloadInputDataConfigList]
];
var AIModelSource$ = [4, n0, _AIMS,
    0,
    [_S_],
    [() => AIModelSourceS3$]
];
var AutoMLProblemTypeConfig$ = [4, n0, _AMLPTC,
    0,
    [_ICJC, _TCJC, _TSFJC, _TJC, _TGJC],
    [() => ImageClassificationJobConfig$, () => TextClassificationJobConfig$, () => TimeSeriesForecastingJobConfig$, () => TabularJobConfig$, () => TextGenerationJobConfig$]
];
var AutoMLProblemTypeResolvedAttributes$ = [4, n0, _AMLPTRA,
    0,
    [_TRA, _TGRA],
    [() => TabularResolvedAttributes$, () => TextGenerationResolvedAttributes$]
];
var ClusterInstanceStorageConfig$ = [4, n0, _CISCl,
    0,
    [_EVC, _FLC, _FOZC],
    [() => ClusterEbsVolumeConfig$, () => ClusterFsxLustreConfig$, () => ClusterFsxOpenZfsConfig$]
];
var CollectionConfig$ = [4, n0, _CColle,
    0,
    [_VCe],
    [() => VectorConfig$]
];
var CustomFileSystem$ = [4, n0, _CFSu,
    0,
    [_EFSFS, _FSLFS, _SFS],
    [() => EFSFileSystem$, () => FSxLustreFileSystem$, () => S3FileSystem$]
];
var CustomFileSystemConfig$ = [4, n0, _CFSCu,
    0,
    [_EFSFSC, _FSLFSC, _SFSC],
    [() => EFSFileSystemConfig$, () => FSxLustreFileSystemConfig$, () => S3FileSystemConfig$]
];
var EventMetadata$ = [4, n0, _EMv,
    0,
    [_Cl, _IGn, _IGS, _Ins],
    [() => ClusterMetadata$, () => InstanceGroupMetadata$, () => InstanceGroupScalingMetadata$, () => InstanceMetadata$]
];
var MetricSpecification$ = [4, n0, _MSet,
    0,
    [_Pre, _Cu],
    [() => PredefinedMetricSpecification$, () => CustomizedMetricSpecification$]
];
var OptimizationConfig$ = [4, n0, _OC,
    0,
    [_MQC, _MCCod, _MSCo, _MSDC],
    [() => ModelQuantizationConfig$, () => ModelCompilationConfig$, () => ModelShardingConfig$, () => ModelSpeculativeDecodingConfig$]
];
var ScalingPolicy$ = [4, n0, _SPc,
    0,
    [_TTa],
    [() => TargetTrackingScalingPolicyConfiguration$]
];
var TrialComponentParameterValue$ = [4, n0, _TCPV,
    0,
    [_SV, _NV],
    [0, 1]
];
var WorkloadSpec$ = [4, n0, _WS,
    0,
    [_Inl],
    [0]
];
var AddAssociation$ = [9, n0, _AAd,
    0, () => AddAssociationRequest$, () => AddAssociationResponse$
];
var AddTags$ = [9, n0, _ATd,
    0, () => AddTagsInput$, () => AddTagsOutput$
];
var AssociateTrialComponent$ = [9, n0, _ATC,
    0, () => AssociateTrialComponentRequest$, () => AssociateTrialComponentResponse$
];
var AttachClusterNodeNetworkInterface$ = [9, n0, _ACNNI,
    0, () => AttachClusterNodeNetworkInterfaceRequest$, () => AttachClusterNodeNetworkInterfaceResponse$
];
var AttachClusterNodeVolume$ = [9, n0, _ACNV,
    0, () => AttachClusterNodeVolumeRequest$, () => AttachClusterNodeVolumeResponse$
];
var BatchAddClusterNodes$ = [9, n0, _BACN,
    0, () => BatchAddClusterNodesRequest$, () => BatchAddClusterNodesResponse$
];
var BatchDeleteClusterNodes$ = [9, n0, _BDCN,
    0, () => BatchDeleteClusterNodesRequest$, () => BatchDeleteClusterNodesResponse$
];
var BatchDescribeModelPackage$ = [9, n0, _BDMP,
    0, () => BatchDescribeModelPackageInput$, () => BatchDescribeModelPackageOutput$
];
var BatchRebootClusterNodes$ = [9, n0, _BRCN,
    0, () => BatchRebootClusterNodesRequest$, () => BatchRebootClusterNodesResponse$
];
var BatchReplaceClusterNodes$ = [9, n0, _BRCNa,
    0, () => BatchReplaceClusterNodesRequest$, () => BatchReplaceClusterNodesResponse$
];
var CreateAction$ = [9, n0, _CArea,
    0, () => CreateActionRequest$, () => CreateActionResponse$
];
var CreateAIBenchmarkJob$ = [9, n0, _CAIBJ,
    0, () => CreateAIBenchmarkJobRequest$, () => CreateAIBenchmarkJobResponse$
];
var CreateAIRecommendationJob$ = [9, n0, _CAIRJ,
    0, () => CreateAIRecommendationJobRequest$, () => CreateAIRecommendationJobResponse$
];
var CreateAIWorkloadConfig$ = [9, n0, _CAIWC,
    0, () => CreateAIWorkloadConfigRequest$, () => CreateAIWorkloadConfigResponse$
];
var CreateAlgorithm$ = [9, n0, _CAreat,
    0, () => CreateAlgorithmInput$, () => CreateAlgorithmOutput$
];
var CreateApp$ = [9, n0, _CAreate,
    0, () => CreateAppRequest$, () => CreateAppResponse$
];
var CreateAppImageConfig$ = [9, n0, _CAIC,
    0, () => CreateAppImageConfigRequest$, () => CreateAppImageConfigResponse$
];
var CreateArtifact$ = [9, n0, _CAreater,
    0, () => CreateArtifactRequest$, () => CreateArtifactResponse$
];
var CreateAutoMLJob$ = [9, n0, _CAMLJ,
    0, () => CreateAutoMLJobRequest$, () => CreateAutoMLJobResponse$
];
var CreateAutoMLJobV2$ = [9, n0, _CAMLJV,
    0, () => CreateAutoMLJobV2Request$, () => CreateAutoMLJobV2Response$
];
var CreateCluster$ = [9, n0, _CCr,
    0, () => CreateClusterRequest$, () => CreateClusterResponse$
];
var CreateClusterSchedulerConfig$ = [9, n0, _CCSC,
    0, () => CreateClusterSchedulerConfigRequest$, () => CreateClusterSchedulerConfigResponse$
];
var CreateCodeRepository$ = [9, n0, _CCRreate,
    0, () => CreateCodeRepositoryInput$, () => CreateCodeRepositoryOutput$
];
var CreateCompilationJob$ = [9, n0, _CCJ,
    0, () => CreateCompilationJobRequest$, () => CreateCompilationJobResponse$
];
var CreateComputeQuota$ = [9, n0, _CCQ,
    0, () => CreateComputeQuotaRequest$, () => CreateComputeQuotaResponse$
];
var CreateContext$ = [9, n0, _CCre,
    0, () => CreateContextRequest$, () => CreateContextResponse$
];
var CreateDataQualityJobDefinition$ = [9, n0, _CDQJD,
    0, () => CreateDataQualityJobDefinitionRequest$, () => CreateDataQualityJobDefinitionResponse$
];
var CreateDeviceFleet$ = [9, n0, _CDF,
    0, () => CreateDeviceFleetRequest$, () => __Unit
];
var CreateDomain$ = [9, n0, _CDre,
    0, () => CreateDomainRequest$, () => CreateDomainResponse$
];
var CreateEdgeDeploymentPlan$ = [9, n0, _CEDP,
    0, () => CreateEdgeDeploymentPlanRequest$, () => CreateEdgeDeploymentPlanResponse$
];
var CreateEdgeDeploymentStage$ = [9, n0, _CEDS,
    0, () => CreateEdgeDeploymentStageRequest$, () => __Unit
];
var CreateEdgePackagingJob$ = [9, n0, _CEPJ,
    0, () => CreateEdgePackagingJobRequest$, () => __Unit
];
var CreateEndpoint$ = [9, n0, _CEr,
    0, () => CreateEndpointInput$, () => CreateEndpointOutput$
];
var CreateEndpointConfig$ = [9, n0, _CECr,
    0, () => CreateEndpointConfigInput$, () => CreateEndpointConfigOutput$
];
var CreateExperiment$ = [9, n0, _CEre,
    0, () => CreateExperimentRequest$, () => CreateExperimentResponse$
];
var CreateFeatureGroup$ = [9, n0, _CFG,
    0, () => CreateFeatureGroupRequest$, () => CreateFeatureGroupResponse$
];
var CreateFlowDefinition$ = [9, n0, _CFD,
    0, () => CreateFlowDefinitionRequest$, () => CreateFlowDefinitionResponse$
];
var CreateHub$ = [9, n0, _CHr,
    0, () => CreateHubRequest$, () => CreateHubResponse$
];
var CreateHubContentPresignedUrls$ = [9, n0, _CHCPU,
    0, () => CreateHubContentPresignedUrlsRequest$, () => CreateHubContentPresignedUrlsResponse$
];
var CreateHubContentReference$ = [9, n0, _CHCR,
    0, () => CreateHubContentReferenceRequest$, () => CreateHubContentReferenceResponse$
];
var CreateHumanTaskUi$ = [9, n0, _CHTU,
    0, () => CreateHumanTaskUiRequest$, () => CreateHumanTaskUiResponse$
];
var CreateHyperParameterTuningJob$ = [9, n0, _CHPTJ,
    0, () => CreateHyperParameterTuningJobRequest$, () => CreateHyperParameterTuningJobResponse$
];
var CreateImage$ = [9, n0, _CIr,
    0, () => CreateImageRequest$, () => CreateImageResponse$
];
var CreateImageVersion$ = [9, n0, _CIV,
    0, () => CreateImageVersionRequest$, () => CreateImageVersionResponse$
];
var CreateInferenceComponent$ = [9, n0, _CICr,
    0, () => CreateInferenceComponentInput$, () => CreateInferenceComponentOutput$
];
var CreateInferenceExperiment$ = [9, n0, _CIE,
    0, () => CreateInferenceExperimentRequest$, () => CreateInferenceExperimentResponse$
];
var CreateInferenceRecommendationsJob$ = [9, n0, _CIRJ,
    0, () => CreateInferenceRecommendationsJobRequest$, () => CreateInferenceRecommendationsJobResponse$
];
var CreateJob$ = [9, n0, _CJ,
    0, () => CreateJobRequest$, () => CreateJobResponse$
];
var CreateLabelingJob$ = [9, n0, _CLJ,
    0, () => CreateLabelingJobRequest$, () => CreateLabelingJobResponse$
];
var CreateMlflowApp$ = [9, n0, _CMA,
    0, () => CreateMlflowAppRequest$, () => CreateMlflowAppResponse$
];
var CreateMlflowTrackingServer$ = [9, n0, _CMTS,
    0, () => CreateMlflowTrackingServerRequest$, () => CreateMlflowTrackingServerResponse$
];
var CreateModel$ = [9, n0, _CMr,
    0, () => CreateModelInput$, () => CreateModelOutput$
];
var CreateModelBiasJobDefinition$ = [9, n0, _CMBJD,
    0, () => CreateModelBiasJobDefinitionRequest$, () => CreateModelBiasJobDefinitionResponse$
];
var CreateModelCard$ = [9, n0, _CMCr,
    0, () => CreateModelCardRequest$, () => CreateModelCardResponse$
];
var CreateModelCardExportJob$ = [9, n0, _CMCEJ,
    0, () => CreateModelCardExportJobRequest$, () => CreateModelCardExportJobResponse$
];
var CreateModelExplainabilityJobDefinition$ = [9, n0, _CMEJD,
    0, () => CreateModelExplainabilityJobDefinitionRequest$, () => CreateModelExplainabilityJobDefinitionResponse$
];
var CreateModelPackage$ = [9, n0, _CMPr,
    0, () => CreateModelPackageInput$, () => CreateModelPackageOutput$
];
var CreateModelPackageGroup$ = [9, n0, _CMPG,
    0, () => CreateModelPackageGroupInput$, () => CreateModelPackageGroupOutput$
];
var CreateModelQualityJobDefinition$ = [9, n0, _CMQJD,
    0, () => CreateModelQualityJobDefinitionRequest$, () => CreateModelQualityJobDefinitionResponse$
];
var CreateMonitoringSchedule$ = [9, n0, _CMSr,
    0, () => CreateMonitoringScheduleRequest$, () => CreateMonitoringScheduleResponse$
];
var CreateNotebookInstance$ = [9, n0, _CNIr,
    0, () => CreateNotebookInstanceInput$, () => CreateNotebookInstanceOutput$
];
var CreateNotebookInstanceLifecycleConfig$ = [9, n0, _CNILC,
    0, () => CreateNotebookInstanceLifecycleConfigInput$, () => CreateNotebookInstanceLifecycleConfigOutput$
];
var CreateOptimizationJob$ = [9, n0, _COJ,
    0, () => CreateOptimizationJobRequest$, () => CreateOptimizationJobResponse$
];
var CreatePartnerApp$ = [9, n0, _CPA,
    0, () => CreatePartnerAppRequest$, () => CreatePartnerAppResponse$
];
var CreatePartnerAppPresignedUrl$ = [9, n0, _CPAPU,
    0, () => CreatePartnerAppPresignedUrlRequest$, () => CreatePartnerAppPresignedUrlResponse$
];
var CreatePipeline$ = [9, n0, _CPr,
    0, () => CreatePipelineRequest$, () => CreatePipelineResponse$
];
var CreatePresignedDomainUrl$ = [9, n0, _CPDU,
    0, () => CreatePresignedDomainUrlRequest$, () => CreatePresignedDomainUrlResponse$
];
var CreatePresignedMlflowAppUrl$ = [9, n0, _CPMAU,
    0, () => CreatePresignedMlflowAppUrlRequest$, () => CreatePresignedMlflowAppUrlResponse$
];
var CreatePresignedMlflowTrackingServerUrl$ = [9, n0, _CPMTSU,
    0, () => CreatePresignedMlflowTrackingServerUrlRequest$, () => CreatePresignedMlflowTrackingServerUrlResponse$
];
var CreatePresignedNotebookInstanceUrl$ = [9, n0, _CPNIU,
    0, () => CreatePresignedNotebookInstanceUrlInput$, () => CreatePresignedNotebookInstanceUrlOutput$
];
var CreateProcessingJob$ = [9, n0, _CPJ,
    0, () => CreateProcessingJobRequest$, () => CreateProcessingJobResponse$
];
var CreateProject$ = [9, n0, _CPre,
    0, () => CreateProjectInput$, () => CreateProjectOutput$
];
var CreateSpace$ = [9, n0, _CSr,
    0, () => CreateSpaceRequest$, () => CreateSpaceResponse$
];
var CreateStudioLifecycleConfig$ = [9, n0, _CSLC,
    0, () => CreateStudioLifecycleConfigRequest$, () => CreateStudioLifecycleConfigResponse$
];
var CreateTrainingJob$ = [9, n0, _CTJ,
    0, () => CreateTrainingJobRequest$, () => CreateTrainingJobResponse$
];
var CreateTrainingPlan$ = [9, n0, _CTPr,
    0, () => CreateTrainingPlanRequest$, () => CreateTrainingPlanResponse$
];
var CreateTransformJob$ = [9, n0, _CTJr,
    0, () => CreateTransformJobRequest$, () => CreateTransformJobResponse$
];
var CreateTrial$ = [9, n0, _CTr,
    0, () => CreateTrialRequest$, () => CreateTrialResponse$
];
var CreateTrialComponent$ = [9, n0, _CTCr,
    0, () => CreateTrialComponentRequest$, () => CreateTrialComponentResponse$
];
var CreateUserProfile$ = [9, n0, _CUP,
    0, () => CreateUserProfileRequest$, () => CreateUserProfileResponse$
];
var CreateWorkforce$ = [9, n0, _CWr,
    0, () => CreateWorkforceRequest$, () => CreateWorkforceResponse$
];
var CreateWorkteam$ = [9, n0, _CWre,
    0, () => CreateWorkteamRequest$, () => CreateWorkteamResponse$
];
var DeleteAction$ = [9, n0, _DAel,
    0, () => DeleteActionRequest$, () => DeleteActionResponse$
];
var DeleteAIBenchmarkJob$ = [9, n0, _DAIBJ,
    0, () => DeleteAIBenchmarkJobRequest$, () => DeleteAIBenchmarkJobResponse$
];
var DeleteAIRecommendationJob$ = [9, n0, _DAIRJ,
    0, () => DeleteAIRecommendationJobRequest$, () => DeleteAIRecommendationJobResponse$
];
var DeleteAIWorkloadConfig$ = [9, n0, _DAIWC,
    0, () => DeleteAIWorkloadConfigRequest$, () => DeleteAIWorkloadConfigResponse$
];
var DeleteAlgorithm$ = [9, n0, _DAele,
    0, () => DeleteAlgorithmInput$, () => __Unit
];
var DeleteApp$ = [9, n0, _DAelet,
    0, () => DeleteAppRequest$, () => __Unit
];
var DeleteAppImageConfig$ = [9, n0, _DAIC,
    0, () => DeleteAppImageConfigRequest$, () => __Unit
];
var DeleteArtifact$ = [9, n0, _DAelete,
    0, () => DeleteArtifactRequest$, () => DeleteArtifactResponse$
];
var DeleteAssociation$ = [9, n0, _DAeletes,
    0, () => DeleteAssociationRequest$, () => DeleteAssociationResponse$
];
var DeleteCluster$ = [9, n0, _DCel,
    0, () => DeleteClusterRequest$, () => DeleteClusterResponse$
];
var DeleteClusterSchedulerConfig$ = [9, n0, _DCSC,
    0, () => DeleteClusterSchedulerConfigRequest$, () => __Unit
];
var DeleteCodeRepository$ = [9, n0, _DCRelete,
    0, () => DeleteCodeRepositoryInput$, () => __Unit
];
var DeleteCompilationJob$ = [9, n0, _DCJ,
    0, () => DeleteCompilationJobRequest$, () => __Unit
];
var DeleteComputeQuota$ = [9, n0, _DCQ,
    0, () => DeleteComputeQuotaRequest$, () => __Unit
];
var DeleteContext$ = [9, n0, _DCele,
    0, () => DeleteContextRequest$, () => DeleteContextResponse$
];
var DeleteDataQualityJobDefinition$ = [9, n0, _DDQJD,
    0, () => DeleteDataQualityJobDefinitionRequest$, () => __Unit
];
var DeleteDeviceFleet$ = [9, n0, _DDF,
    0, () => DeleteDeviceFleetRequest$, () => __Unit
];
var DeleteDomain$ = [9, n0, _DDe,
    0, () => DeleteDomainRequest$, () => __Unit
];
var DeleteEdgeDeploymentPlan$ = [9, n0, _DEDP,
    0, () => DeleteEdgeDeploymentPlanRequest$, () => __Unit
];
var DeleteEdgeDeploymentStage$ = [9, n0, _DEDS,
    0, () => DeleteEdgeDeploymentStageRequest$, () => __Unit
];
var DeleteEndpoint$ = [9, n0, _DE,
    0, () => DeleteEndpointInput$, () => __Unit
];
var DeleteEndpointConfig$ = [9, n0, _DEC,
    0, () => DeleteEndpointConfigInput$, () => __Unit
];
var DeleteExperiment$ = [9, n0, _DEe,
    0, () => DeleteExperimentRequest$, () => DeleteExperimentResponse$
];
var DeleteFeatureGroup$ = [9, n0, _DFG,
    0, () => DeleteFeatureGroupRequest$, () => __Unit
];
var DeleteFlowDefinition$ = [9, n0, _DFD,
    0, () => DeleteFlowDefinitionRequest$, () => DeleteFlowDefinitionResponse$
];
var DeleteHub$ = [9, n0, _DHe,
    0, () => DeleteHubRequest$, () => __Unit
];
var DeleteHubContent$ = [9, n0, _DHCel,
    0, () => DeleteHubContentRequest$, () => __Unit
];
var DeleteHubContentReference$ = [9, n0, _DHCRel,
    0, () => DeleteHubContentReferenceRequest$, () => __Unit
];
var DeleteHumanTaskUi$ = [9, n0, _DHTU,
    0, () => DeleteHumanTaskUiRequest$, () => DeleteHumanTaskUiResponse$
];
var DeleteHyperParameterTuningJob$ = [9, n0, _DHPTJ,
    0, () => DeleteHyperParameterTuningJobRequest$, () => __Unit
];
var DeleteImage$ = [9, n0, _DIel,
    0, () => DeleteImageRequest$, () => DeleteImageResponse$
];
var DeleteImageVersion$ = [9, n0, _DIV,
    0, () => DeleteImageVersionRequest$, () => DeleteImageVersionResponse$
];
var DeleteInferenceComponent$ = [9, n0, _DICe,
    0, () => DeleteInferenceComponentInput$, () => __Unit
];
var DeleteInferenceExperiment$ = [9, n0, _DIEe,
    0, () => DeleteInferenceExperimentRequest$, () => DeleteInferenceExperimentResponse$
];
var DeleteJob$ = [9, n0, _DJ,
    2, () => DeleteJobRequest$, () => DeleteJobResponse$
];
var DeleteMlflowApp$ = [9, n0, _DMA,
    0, () => DeleteMlflowAppRequest$, () => DeleteMlflowAppResponse$
];
var DeleteMlflowTrackingServer$ = [9, n0, _DMTS,
    0, () => DeleteMlflowTrackingServerRequest$, () => DeleteMlflowTrackingServerResponse$
];
var DeleteModel$ = [9, n0, _DMe,
    0, () => DeleteModelInput$, () => __Unit
];
var DeleteModelBiasJobDefinition$ = [9, n0, _DMBJD,
    0, () => DeleteModelBiasJobDefinitionRequest$, () => __Unit
];
var DeleteModelCard$ = [9, n0, _DMC,
    0, () => DeleteModelCardRequest$, () => __Unit
];
var DeleteModelExplainabilityJobDefinition$ = [9, n0, _DMEJD,
    0, () => DeleteModelExplainabilityJobDefinitionRequest$, () => __Unit
];
var DeleteModelPackage$ = [9, n0, _DMP,
    0, () => DeleteModelPackageInput$, () => __Unit
];
var DeleteModelPackageGroup$ = [9, n0, _DMPG,
    0, () => DeleteModelPackageGroupInput$, () => __Unit
];
var DeleteModelPackageGroupPolicy$ = [9, n0, _DMPGP,
    0, () => DeleteModelPackageGroupPolicyInput$, () => __Unit
];
var DeleteModelQualityJobDefinition$ = [9, n0, _DMQJD,
    0, () => DeleteModelQualityJobDefinitionRequest$, () => __Unit
];
var DeleteMonitoringSchedule$ = [9, n0, _DMS,
    0, () => DeleteMonitoringScheduleRequest$, () => __Unit
];
var DeleteNotebookInstance$ = [9, n0, _DNI,
    0, () => DeleteNotebookInstanceInput$, () => __Unit
];
var DeleteNotebookInstanceLifecycleConfig$ = [9, n0, _DNILC,
    0, () => DeleteNotebookInstanceLifecycleConfigInput$, () => __Unit
];
var DeleteOptimizationJob$ = [9, n0, _DOJ,
    0, () => DeleteOptimizationJobRequest$, () => __Unit
];
var DeletePartnerApp$ = [9, n0, _DPA,
    0, () => DeletePartnerAppRequest$, () => DeletePartnerAppResponse$
];
var DeletePipeline$ = [9, n0, _DPel,
    0, () => DeletePipelineRequest$, () => DeletePipelineResponse$
];
var DeleteProcessingJob$ = [9, n0, _DPJ,
    0, () => DeleteProcessingJobRequest$, () => __Unit
];
var DeleteProject$ = [9, n0, _DPele,
    0, () => DeleteProjectInput$, () => __Unit
];
var DeleteSpace$ = [9, n0, _DSel,
    0, () => DeleteSpaceRequest$, () => __Unit
];
var DeleteStudioLifecycleConfig$ = [9, n0, _DSLC,
    0, () => DeleteStudioLifecycleConfigRequest$, () => __Unit
];
var DeleteTags$ = [9, n0, _DTel,
    0, () => DeleteTagsInput$, () => DeleteTagsOutput$
];
var DeleteTrainingJob$ = [9, n0, _DTJ,
    0, () => DeleteTrainingJobRequest$, () => __Unit
];
var DeleteTrial$ = [9, n0, _DTele,
    0, () => DeleteTrialRequest$, () => DeleteTrialResponse$
];
var DeleteTrialComponent$ = [9, n0, _DTC,
    0, () => DeleteTrialComponentRequest$, () => DeleteTrialComponentResponse$
];
var DeleteUserProfile$ = [9, n0, _DUP,
    0, () => DeleteUserProfileRequest$, () => __Unit
];
var DeleteWorkforce$ = [9, n0, _DWe,
    0, () => DeleteWorkforceRequest$, () => DeleteWorkforceResponse$
];
var DeleteWorkteam$ = [9, n0, _DWel,
    0, () => DeleteWorkteamRequest$, () => DeleteWorkteamResponse$
];
var DeregisterDevices$ = [9, n0, _DDer,
    0, () => DeregisterDevicesRequest$, () => __Unit
];
var DescribeAction$ = [9, n0, _DAes,
    0, () => DescribeActionRequest$, () => DescribeActionResponse$
];
var DescribeAIBenchmarkJob$ = [9, n0, _DAIBJe,
    0, () => DescribeAIBenchmarkJobRequest$, () => DescribeAIBenchmarkJobResponse$
];
var DescribeAIRecommendationJob$ = [9, n0, _DAIRJe,
    0, () => DescribeAIRecommendationJobRequest$, () => DescribeAIRecommendationJobResponse$
];
var DescribeAIWorkloadConfig$ = [9, n0, _DAIWCe,
    0, () => DescribeAIWorkloadConfigRequest$, () => DescribeAIWorkloadConfigResponse$
];
var DescribeAlgorithm$ = [9, n0, _DAesc,
    0, () => DescribeAlgorithmInput$, () => DescribeAlgorithmOutput$
];
var DescribeApp$ = [9, n0, _DAescr,
    0, () => DescribeAppRequest$, () => DescribeAppResponse$
];
var DescribeAppImageConfig$ = [9, n0, _DAICe,
    0, () => DescribeAppImageConfigRequest$, () => DescribeAppImageConfigResponse$
];
var DescribeArtifact$ = [9, n0, _DAescri,
    0, () => DescribeArtifactRequest$, () => DescribeArtifactResponse$
];
var DescribeAutoMLJob$ = [9, n0, _DAMLJ,
    0, () => DescribeAutoMLJobRequest$, () => DescribeAutoMLJobResponse$
];
var DescribeAutoMLJobV2$ = [9, n0, _DAMLJV,
    0, () => DescribeAutoMLJobV2Request$, () => DescribeAutoMLJobV2Response$
];
var DescribeCluster$ = [9, n0, _DCes,
    0, () => DescribeClusterRequest$, () => DescribeClusterResponse$
];
var DescribeClusterEvent$ = [9, n0, _DCEe,
    0, () => DescribeClusterEventRequest$, () => DescribeClusterEventResponse$
];
var DescribeClusterNode$ = [9, n0, _DCN,
    0, () => DescribeClusterNodeRequest$, () => DescribeClusterNodeResponse$
];
var DescribeClusterSchedulerConfig$ = [9, n0, _DCSCe,
    0, () => DescribeClusterSchedulerConfigRequest$, () => DescribeClusterSchedulerConfigResponse$
];
var DescribeCodeRepository$ = [9, n0, _DCRescrib,
    0, () => DescribeCodeRepositoryInput$, () => DescribeCodeRepositoryOutput$
];
var DescribeCompilationJob$ = [9, n0, _DCJe,
    0, () => DescribeCompilationJobRequest$, () => DescribeCompilationJobResponse$
];
var DescribeComputeQuota$ = [9, n0, _DCQe,
    0, () => DescribeComputeQuotaRequest$, () => DescribeComputeQuotaResponse$
];
var DescribeContext$ = [9, n0, _DCesc,
    0, () => DescribeContextRequest$, () => DescribeContextResponse$
];
var DescribeDataQualityJobDefinition$ = [9, n0, _DDQJDe,
    0, () => DescribeDataQualityJobDefinitionRequest$, () => DescribeDataQualityJobDefinitionResponse$
];
var DescribeDevice$ = [9, n0, _DDes,
    0, () => DescribeDeviceRequest$, () => DescribeDeviceResponse$
];
var DescribeDeviceFleet$ = [9, n0, _DDFe,
    0, () => DescribeDeviceFleetRequest$, () => DescribeDeviceFleetResponse$
];
var DescribeDomain$ = [9, n0, _DDesc,
    0, () => DescribeDomainRequest$, () => DescribeDomainResponse$
];
var DescribeEdgeDeploymentPlan$ = [9, n0, _DEDPe,
    0, () => DescribeEdgeDeploymentPlanRequest$, () => DescribeEdgeDeploymentPlanResponse$
];
var DescribeEdgePackagingJob$ = [9, n0, _DEPJ,
    0, () => DescribeEdgePackagingJobRequest$, () => DescribeEdgePackagingJobResponse$
];
var DescribeEndpoint$ = [9, n0, _DEes,
    0, () => DescribeEndpointInput$, () => DescribeEndpointOutput$
];
var DescribeEndpointConfig$ = [9, n0, _DECe,
    0, () => DescribeEndpointConfigInput$, () => DescribeEndpointConfigOutput$
];
var DescribeExperiment$ = [9, n0, _DEesc,
    0, () => DescribeExperimentRequest$, () => DescribeExperimentResponse$
];
var DescribeFeatureGroup$ = [9, n0, _DFGe,
    0, () => DescribeFeatureGroupRequest$, () => DescribeFeatureGroupResponse$
];
var DescribeFeatureMetadata$ = [9, n0, _DFM,
    0, () => DescribeFeatureMetadataRequest$, () => DescribeFeatureMetadataResponse$
];
var DescribeFlowDefinition$ = [9, n0, _DFDe,
    0, () => DescribeFlowDefinitionRequest$, () => DescribeFlowDefinitionResponse$
];
var DescribeHub$ = [9, n0, _DHes,
    0, () => DescribeHubRequest$, () => DescribeHubResponse$
];
var DescribeHubContent$ = [9, n0, _DHCes,
    0, () => DescribeHubContentRequest$, () => DescribeHubContentResponse$
];
var DescribeHumanTaskUi$ = [9, n0, _DHTUe,
    0, () => DescribeHumanTaskUiRequest$, () => DescribeHumanTaskUiResponse$
];
var DescribeHyperParameterTuningJob$ = [9, n0, _DHPTJe,
    0, () => DescribeHyperParameterTuningJobRequest$, () => DescribeHyperParameterTuningJobResponse$
];
var DescribeImage$ = [9, n0, _DIes,
    0, () => DescribeImageRequest$, () => DescribeImageResponse$
];
var DescribeImageVersion$ = [9, n0, _DIVe,
    0, () => DescribeImageVersionRequest$, () => DescribeImageVersionResponse$
];
var DescribeInferenceComponent$ = [9, n0, _DICes,
    0, () => DescribeInferenceComponentInput$, () => DescribeInferenceComponentOutput$
];
var DescribeInferenceExperiment$ = [9, n0, _DIEes,
    0, () => DescribeInferenceExperimentRequest$, () => DescribeInferenceExperimentResponse$
];
var DescribeInferenceRecommendationsJob$ = [9, n0, _DIRJ,
    0, () => DescribeInferenceRecommendationsJobRequest$, () => DescribeInferenceRecommendationsJobResponse$
];
var DescribeJob$ = [9, n0, _DJe,
    0, () => DescribeJobRequest$, () => DescribeJobResponse$
];
var DescribeJobSchemaVersion$ = [9, n0, _DJSV,
    0, () => DescribeJobSchemaVersionRequest$, () => DescribeJobSchemaVersionResponse$
];
var DescribeLabelingJob$ = [9, n0, _DLJ,
    0, () => DescribeLabelingJobRequest$, () => DescribeLabelingJobResponse$
];
var DescribeLineageGroup$ = [9, n0, _DLG,
    0, () => DescribeLineageGroupRequest$, () => DescribeLineageGroupResponse$
];
var DescribeMlflowApp$ = [9, n0, _DMAe,
    0, () => DescribeMlflowAppRequest$, () => DescribeMlflowAppResponse$
];
var DescribeMlflowTrackingServer$ = [9, n0, _DMTSe,
    0, () => DescribeMlflowTrackingServerRequest$, () => DescribeMlflowTrackingServerResponse$
];
var DescribeModel$ = [9, n0, _DMes,
    0, () => DescribeModelInput$, () => DescribeModelOutput$
];
var DescribeModelBiasJobDefinition$ = [9, n0, _DMBJDe,
    0, () => DescribeModelBiasJobDefinitionRequest$, () => DescribeModelBiasJobDefinitionResponse$
];
var DescribeModelCard$ = [9, n0, _DMCe,
    0, () => DescribeModelCardRequest$, () => DescribeModelCardResponse$
];
var DescribeModelCardExportJob$ = [9, n0, _DMCEJ,
    0, () => DescribeModelCardExportJobRequest$, () => DescribeModelCardExportJobResponse$
];
var DescribeModelExplainabilityJobDefinition$ = [9, n0, _DMEJDe,
    0, () => DescribeModelExplainabilityJobDefinitionRequest$, () => DescribeModelExplainabilityJobDefinitionResponse$
];
var DescribeModelPackage$ = [9, n0, _DMPe,
    0, () => DescribeModelPackageInput$, () => DescribeModelPackageOutput$
];
var DescribeModelPackageGroup$ = [9, n0, _DMPGe,
    0, () => DescribeModelPackageGroupInput$, () => DescribeModelPackageGroupOutput$
];
var DescribeModelQualityJobDefinition$ = [9, n0, _DMQJDe,
    0, () => DescribeModelQualityJobDefinitionRequest$, () => DescribeModelQualityJobDefinitionResponse$
];
var DescribeMonitoringSchedule$ = [9, n0, _DMSe,
    0, () => DescribeMonitoringScheduleRequest$, () => DescribeMonitoringScheduleResponse$
];
var DescribeNotebookInstance$ = [9, n0, _DNIe,
    0, () => DescribeNotebookInstanceInput$, () => DescribeNotebookInstanceOutput$
];
var DescribeNotebookInstanceLifecycleConfig$ = [9, n0, _DNILCe,
    0, () => DescribeNotebookInstanceLifecycleConfigInput$, () => DescribeNotebookInstanceLifecycleConfigOutput$
];
var DescribeOptimizationJob$ = [9, n0, _DOJe,
    0, () => DescribeOptimizationJobRequest$, () => DescribeOptimizationJobResponse$
];
var DescribePartnerApp$ = [9, n0, _DPAe,
    0, () => DescribePartnerAppRequest$, () => DescribePartnerAppResponse$
];
var DescribePipeline$ = [9, n0, _DPes,
    0, () => DescribePipelineRequest$, () => DescribePipelineResponse$
];
var DescribePipelineDefinitionForExecution$ = [9, n0, _DPDFE,
    0, () => DescribePipelineDefinitionForExecutionRequest$, () => DescribePipelineDefinitionForExecutionResponse$
];
var DescribePipelineExecution$ = [9, n0, _DPE,
    0, () => DescribePipelineExecutionRequest$, () => DescribePipelineExecutionResponse$
];
var DescribeProcessingJob$ = [9, n0, _DPJe,
    0, () => DescribeProcessingJobRequest$, () => DescribeProcessingJobResponse$
];
var DescribeProject$ = [9, n0, _DPesc,
    0, () => DescribeProjectInput$, () => DescribeProjectOutput$
];
var DescribeReservedCapacity$ = [9, n0, _DRCesc,
    0, () => DescribeReservedCapacityRequest$, () => DescribeReservedCapacityResponse$
];
var DescribeSpace$ = [9, n0, _DSesc,
    0, () => DescribeSpaceRequest$, () => DescribeSpaceResponse$
];
var DescribeStudioLifecycleConfig$ = [9, n0, _DSLCe,
    0, () => DescribeStudioLifecycleConfigRequest$, () => DescribeStudioLifecycleConfigResponse$
];
var DescribeSubscribedWorkteam$ = [9, n0, _DSW,
    0, () => DescribeSubscribedWorkteamRequest$, () => DescribeSubscribedWorkteamResponse$
];
var DescribeTrainingJob$ = [9, n0, _DTJe,
    0, () => DescribeTrainingJobRequest$, () => DescribeTrainingJobResponse$
];
var DescribeTrainingPlan$ = [9, n0, _DTP,
    0, () => DescribeTrainingPlanRequest$, () => DescribeTrainingPlanResponse$
];
var DescribeTrainingPlanExtensionHistory$ = [9, n0, _DTPEH,
    0, () => DescribeTrainingPlanExtensionHistoryRequest$, () => DescribeTrainingPlanExtensionHistoryResponse$
];
var DescribeTransformJob$ = [9, n0, _DTJes,
    0, () => DescribeTransformJobRequest$, () => DescribeTransformJobResponse$
];
var DescribeTrial$ = [9, n0, _DTes,
    0, () => DescribeTrialRequest$, () => DescribeTrialResponse$
];
var DescribeTrialComponent$ = [9, n0, _DTCe,
    0, () => DescribeTrialComponentRequest$, () => DescribeTrialComponentResponse$
];
var DescribeUserProfile$ = [9, n0, _DUPe,
    0, () => DescribeUserProfileRequest$, () => DescribeUserProfileResponse$
];
var DescribeWorkforce$ = [9, n0, _DWes,
    0, () => DescribeWorkforceRequest$, () => DescribeWorkforceResponse$
];
var DescribeWorkteam$ = [9, n0, _DWesc,
    0, () => DescribeWorkteamRequest$, () => DescribeWorkteamResponse$
];
var DetachClusterNodeVolume$ = [9, n0, _DCNV,
    0, () => DetachClusterNodeVolumeRequest$, () => DetachClusterNodeVolumeResponse$
];
var DisableSagemakerServicecatalogPortfolio$ = [9, n0, _DSSP,
    0, () => DisableSagemakerServicecatalogPortfolioInput$, () => DisableSagemakerServicecatalogPortfolioOutput$
];
var DisassociateTrialComponent$ = [9, n0, _DTCi,
    0, () => DisassociateTrialComponentRequest$, () => DisassociateTrialComponentResponse$
];
var EnableSagemakerServicecatalogPortfolio$ = [9, n0, _ESSP,
    0, () => EnableSagemakerServicecatalogPortfolioInput$, () => EnableSagemakerServicecatalogPortfolioOutput$
];
var ExtendTrainingPlan$ = [9, n0, _ETP,
    0, () => ExtendTrainingPlanRequest$, () => ExtendTrainingPlanResponse$
];
var GetDeviceFleetReport$ = [9, n0, _GDFR,
    0, () => GetDeviceFleetReportRequest$, () => GetDeviceFleetReportResponse$
];
var GetLineageGroupPolicy$ = [9, n0, _GLGP,
    0, () => GetLineageGroupPolicyRequest$, () => GetLineageGroupPolicyResponse$
];
var GetModelPackageGroupPolicy$ = [9, n0, _GMPGP,
    0, () => GetModelPackageGroupPolicyInput$, () => GetModelPackageGroupPolicyOutput$
];
var GetSagemakerServicecatalogPortfolioStatus$ = [9, n0, _GSSPS,
    0, () => GetSagemakerServicecatalogPortfolioStatusInput$, () => GetSagemakerServicecatalogPortfolioStatusOutput$
];
var GetScalingConfigurationRecommendation$ = [9, n0, _GSCR,
    0, () => GetScalingConfigurationRecommendationRequest$, () => GetScalingConfigurationRecommendationResponse$
];
var GetSearchSuggestions$ = [9, n0, _GSS,
    0, () => GetSearchSuggestionsRequest$, () => GetSearchSuggestionsResponse$
];
var ImportHubContent$ = [9, n0, _IHC,
    0, () => ImportHubContentRequest$, () => ImportHubContentResponse$
];
var ListActions$ = [9, n0, _LAi,
    0, () => ListActionsRequest$, () => ListActionsResponse$
];
var ListAIBenchmarkJobs$ = [9, n0, _LAIBJ,
    0, () => ListAIBenchmarkJobsRequest$, () => ListAIBenchmarkJobsResponse$
];
var ListAIRecommendationJobs$ = [9, n0, _LAIRJ,
    0, () => ListAIRecommendationJobsRequest$, () => ListAIRecommendationJobsResponse$
];
var ListAIWorkloadConfigs$ = [9, n0, _LAIWC,
    0, () => ListAIWorkloadConfigsRequest$, () => ListAIWorkloadConfigsResponse$
];
var ListAlgorithms$ = [9, n0, _LAis,
    0, () => ListAlgorithmsInput$, () => ListAlgorithmsOutput$
];
var ListAliases$ = [9, n0, _LAist,
    0, () => ListAliasesRequest$, () => ListAliasesResponse$
];
var ListAppImageConfigs$ = [9, n0, _LAIC,
    0, () => ListAppImageConfigsRequest$, () => ListAppImageConfigsResponse$
];
var ListApps$ = [9, n0, _LAistp,
    0, () => ListAppsRequest$, () => ListAppsResponse$
];
var ListArtifacts$ = [9, n0, _LAistr,
    0, () => ListArtifactsRequest$, () => ListArtifactsResponse$
];
var ListAssociations$ = [9, n0, _LAists,
    0, () => ListAssociationsRequest$, () => ListAssociationsResponse$
];
var ListAutoMLJobs$ = [9, n0, _LAMLJ,
    0, () => ListAutoMLJobsRequest$, () => ListAutoMLJobsResponse$
];
var ListCandidatesForAutoMLJob$ = [9, n0, _LCFAMLJ,
    0, () => ListCandidatesForAutoMLJobRequest$, () => ListCandidatesForAutoMLJobResponse$
];
var ListClusterEvents$ = [9, n0, _LCE,
    0, () => ListClusterEventsRequest$, () => ListClusterEventsResponse$
];
var ListClusterNodes$ = [9, n0, _LCNi,
    0, () => ListClusterNodesRequest$, () => ListClusterNodesResponse$
];
var ListClusters$ = [9, n0, _LCi,
    0, () => ListClustersRequest$, () => ListClustersResponse$
];
var ListClusterSchedulerConfigs$ = [9, n0, _LCSC,
    0, () => ListClusterSchedulerConfigsRequest$, () => ListClusterSchedulerConfigsResponse$
];
var ListCodeRepositories$ = [9, n0, _LCRisto,
    0, () => ListCodeRepositoriesInput$, () => ListCodeRepositoriesOutput$
];
var ListCompilationJobs$ = [9, n0, _LCJ,
    0, () => ListCompilationJobsRequest$, () => ListCompilationJobsResponse$
];
var ListComputeQuotas$ = [9, n0, _LCQ,
    0, () => ListComputeQuotasRequest$, () => ListComputeQuotasResponse$
];
var ListContexts$ = [9, n0, _LCis,
    0, () => ListContextsRequest$, () => ListContextsResponse$
];
var ListDataQualityJobDefinitions$ = [9, n0, _LDQJD,
    0, () => ListDataQualityJobDefinitionsRequest$, () => ListDataQualityJobDefinitionsResponse$
];
var ListDeviceFleets$ = [9, n0, _LDF,
    0, () => ListDeviceFleetsRequest$, () => ListDeviceFleetsResponse$
];
var ListDevices$ = [9, n0, _LD,
    0, () => ListDevicesRequest$, () => ListDevicesResponse$
];
var ListDomains$ = [9, n0, _LDi,
    0, () => ListDomainsRequest$, () => ListDomainsResponse$
];
var ListEdgeDeploymentPlans$ = [9, n0, _LEDP,
    0, () => ListEdgeDeploymentPlansRequest$, () => ListEdgeDeploymentPlansResponse$
];
var ListEdgePackagingJobs$ = [9, n0, _LEPJ,
    0, () => ListEdgePackagingJobsRequest$, () => ListEdgePackagingJobsResponse$
];
var ListEndpointConfigs$ = [9, n0, _LEC,
    0, () => ListEndpointConfigsInput$, () => ListEndpointConfigsOutput$
];
var ListEndpoints$ = [9, n0, _LEi,
    0, () => ListEndpointsInput$, () => ListEndpointsOutput$
];
var ListExperiments$ = [9, n0, _LEis,
    0, () => ListExperimentsRequest$, () => ListExperimentsResponse$
];
var ListFeatureGroups$ = [9, n0, _LFG,
    0, () => ListFeatureGroupsRequest$, () => ListFeatureGroupsResponse$
];
var ListFlowDefinitions$ = [9, n0, _LFD,
    0, () => ListFlowDefinitionsRequest$, () => ListFlowDefinitionsResponse$
];
var ListHubContents$ = [9, n0, _LHC,
    0, () => ListHubContentsRequest$, () => ListHubContentsResponse$
];
var ListHubContentVersions$ = [9, n0, _LHCV,
    0, () => ListHubContentVersionsRequest$, () => ListHubContentVersionsResponse$
];
var ListHubs$ = [9, n0, _LHi,
    0, () => ListHubsRequest$, () => ListHubsResponse$
];
var ListHumanTaskUis$ = [9, n0, _LHTU,
    0, () => ListHumanTaskUisRequest$, () => ListHumanTaskUisResponse$
];
var ListHyperParameterTuningJobs$ = [9, n0, _LHPTJ,
    0, () => ListHyperParameterTuningJobsRequest$, () => ListHyperParameterTuningJobsResponse$
];
var ListImages$ = [9, n0, _LIis,
    0, () => ListImagesRequest$, () => ListImagesResponse$
];
var ListImageVersions$ = [9, n0, _LIV,
    0, () => ListImageVersionsRequest$, () => ListImageVersionsResponse$
];
var ListInferenceComponents$ = [9, n0, _LIC,
    0, () => ListInferenceComponentsInput$, () => ListInferenceComponentsOutput$
];
var ListInferenceExperiments$ = [9, n0, _LIE,
    0, () => ListInferenceExperimentsRequest$, () => ListInferenceExperimentsResponse$
];
var ListInferenceRecommendationsJobs$ = [9, n0, _LIRJ,
    0, () => ListInferenceRecommendationsJobsRequest$, () => ListInferenceRecommendationsJobsResponse$
];
var ListInferenceRecommendationsJobSteps$ = [9, n0, _LIRJS,
    0, () => ListInferenceRecommendationsJobStepsRequest$, () => ListInferenceRecommendationsJobStepsResponse$
];
var ListJobs$ = [9, n0, _LJ,
    0, () => ListJobsRequest$, () => ListJobsResponse$
];
var ListJobSchemaVersions$ = [9, n0, _LJSV,
    0, () => ListJobSchemaVersionsRequest$, () => ListJobSchemaVersionsResponse$
];
var ListLabelingJobs$ = [9, n0, _LLJ,
    0, () => ListLabelingJobsRequest$, () => ListLabelingJobsResponse$
];
var ListLabelingJobsForWorkteam$ = [9, n0, _LLJFW,
    0, () => ListLabelingJobsForWorkteamRequest$, () => ListLabelingJobsForWorkteamResponse$
];
var ListLineageGroups$ = [9, n0, _LLG,
    0, () => ListLineageGroupsRequest$, () => ListLineageGroupsResponse$
];
var ListMlflowApps$ = [9, n0, _LMAi,
    0, () => ListMlflowAppsRequest$, () => ListMlflowAppsResponse$
];
var ListMlflowTrackingServers$ = [9, n0, _LMTS,
    0, () => ListMlflowTrackingServersRequest$, () => ListMlflowTrackingServersResponse$
];
var ListModelBiasJobDefinitions$ = [9, n0, _LMBJD,
    0, () => ListModelBiasJobDefinitionsRequest$, () => ListModelBiasJobDefinitionsResponse$
];
var ListModelCardExportJobs$ = [9, n0, _LMCEJ,
    0, () => ListModelCardExportJobsRequest$, () => ListModelCardExportJobsResponse$
];
var ListModelCards$ = [9, n0, _LMC,
    0, () => ListModelCardsRequest$, () => ListModelCardsResponse$
];
var ListModelCardVersions$ = [9, n0, _LMCV,
    0, () => ListModelCardVersionsRequest$, () => ListModelCardVersionsResponse$
];
var ListModelExplainabilityJobDefinitions$ = [9, n0, _LMEJD,
    0, () => ListModelExplainabilityJobDefinitionsRequest$, () => ListModelExplainabilityJobDefinitionsResponse$
];
var ListModelMetadata$ = [9, n0, _LMM,
    0, () => ListModelMetadataRequest$, () => ListModelMetadataResponse$
];
var ListModelPackageGroups$ = [9, n0, _LMPG,
    0, () => ListModelPackageGroupsInput$, () => ListModelPackageGroupsOutput$
];
var ListModelPackages$ = [9, n0, _LMP,
    0, () => ListModelPackagesInput$, () => ListModelPackagesOutput$
];
var ListModelQualityJobDefinitions$ = [9, n0, _LMQJD,
    0, () => ListModelQualityJobDefinitionsRequest$, () => ListModelQualityJobDefinitionsResponse$
];
var ListModels$ = [9, n0, _LMis,
    0, () => ListModelsInput$, () => ListModelsOutput$
];
var ListMonitoringAlertHistory$ = [9, n0, _LMAH,
    0, () => ListMonitoringAlertHistoryRequest$, () => ListMonitoringAlertHistoryResponse$
];
var ListMonitoringAlerts$ = [9, n0, _LMAis,
    0, () => ListMonitoringAlertsRequest$, () => ListMonitoringAlertsResponse$
];
var ListMonitoringExecutions$ = [9, n0, _LME,
    0, () => ListMonitoringExecutionsRequest$, () => ListMonitoringExecutionsResponse$
];
var ListMonitoringSchedules$ = [9, n0, _LMS,
    0, () => ListMonitoringSchedulesRequest$, () => ListMonitoringSchedulesResponse$
];
var ListNotebookInstanceLifecycleConfigs$ = [9, n0, _LNILC,
    0, () => ListNotebookInstanceLifecycleConfigsInput$, () => ListNotebookInstanceLifecycleConfigsOutput$
];
var ListNotebookInstances$ = [9, n0, _LNI,
    0, () => ListNotebookInstancesInput$, () => ListNotebookInstancesOutput$
];
var ListOptimizationJobs$ = [9, n0, _LOJ,
    0, () => ListOptimizationJobsRequest$, () => ListOptimizationJobsResponse$
];
var ListPartnerApps$ = [9, n0, _LPA,
    0, () => ListPartnerAppsRequest$, () => ListPartnerAppsResponse$
];
var ListPipelineExecutions$ = [9, n0, _LPE,
    0, () => ListPipelineExecutionsRequest$, () => ListPipelineExecutionsResponse$
];
var ListPipelineExecutionSteps$ = [9, n0, _LPES,
    0, () => ListPipelineExecutionStepsRequest$, () => ListPipelineExecutionStepsResponse$
];
var ListPipelineParametersForExecution$ = [9, n0, _LPPFE,
    0, () => ListPipelineParametersForExecutionRequest$, () => ListPipelineParametersForExecutionResponse$
];
var ListPipelines$ = [9, n0, _LPi,
    0, () => ListPipelinesRequest$, () => ListPipelinesResponse$
];
var ListPipelineVersions$ = [9, n0, _LPV,
    0, () => ListPipelineVersionsRequest$, () => ListPipelineVersionsResponse$
];
var ListProcessingJobs$ = [9, n0, _LPJ,
    0, () => ListProcessingJobsRequest$, () => ListProcessingJobsResponse$
];
var ListProjects$ = [9, n0, _LPis,
    0, () => ListProjectsInput$, () => ListProjectsOutput$
];
var ListResourceCatalogs$ = [9, n0, _LRC,
    0, () => ListResourceCatalogsRequest$, () => ListResourceCatalogsResponse$
];
var ListSpaces$ = [9, n0, _LS,
    0, () => ListSpacesRequest$, () => ListSpacesResponse$
];
var ListStageDevices$ = [9, n0, _LSD,
    0, () => ListStageDevicesRequest$, () => ListStageDevicesResponse$
];
var ListStudioLifecycleConfigs$ = [9, n0, _LSLC,
    0, () => ListStudioLifecycleConfigsRequest$, () => ListStudioLifecycleConfigsResponse$
];
var ListSubscribedWorkteams$ = [9, n0, _LSW,
    0, () => ListSubscribedWorkteamsRequest$, () => ListSubscribedWorkteamsResponse$
];
var ListTags$ = [9, n0, _LTis,
    0, () => ListTagsInput$, () => ListTagsOutput$
];
var ListTrainingJobs$ = [9, n0, _LTJ,
    0, () => ListTrainingJobsRequest$, () => ListTrainingJobsResponse$
];
var ListTrainingJobsForHyperParameterTuningJob$ = [9, n0, _LTJFHPTJ,
    0, () => ListTrainingJobsForHyperParameterTuningJobRequest$, () => ListTrainingJobsForHyperParameterTuningJobResponse$
];
var ListTrainingPlans$ = [9, n0, _LTP,
    0, () => ListTrainingPlansRequest$, () => ListTrainingPlansResponse$
];
var ListTransformJobs$ = [9, n0, _LTJi,
    0, () => ListTransformJobsRequest$, () => ListTransformJobsResponse$
];
var ListTrialComponents$ = [9, n0, _LTC,
    0, () => ListTrialComponentsRequest$, () => ListTrialComponentsResponse$
];
var ListTrials$ = [9, n0, _LTist,
    0, () => ListTrialsRequest$, () => ListTrialsResponse$
];
var ListUltraServersByReservedCapacity$ = [9, n0, _LUSBRC,
    0, () => ListUltraServersByReservedCapacityRequest$, () => ListUltraServersByReservedCapacityResponse$
];
var ListUserProfiles$ = [9, n0, _LUP,
    0, () => ListUserProfilesRequest$, () => ListUserProfilesResponse$
];
var ListWorkforces$ = [9, n0, _LW,
    0, () => ListWorkforcesRequest$, () => ListWorkforcesResponse$
];
var ListWorkteams$ = [9, n0, _LWi,
    0, () => ListWorkteamsRequest$, () => ListWorkteamsResponse$
];
var PutModelPackageGroupPolicy$ = [9, n0, _PMPGP,
    0, () => PutModelPackageGroupPolicyInput$, () => PutModelPackageGroupPolicyOutput$
];
var QueryLineage$ = [9, n0, _QL,
    0, () => QueryLineageRequest$, () => QueryLineageResponse$
];
var RegisterDevices$ = [9, n0, _RDe,
    0, () => RegisterDevicesRequest$, () => __Unit
];
var RenderUiTemplate$ = [9, n0, _RUT,
    0, () => RenderUiTemplateRequest$, () => RenderUiTemplateResponse$
];
var RetryPipelineExecution$ = [9, n0, _RPE,
    0, () => RetryPipelineExecutionRequest$, () => RetryPipelineExecutionResponse$
];
var Search$ = [9, n0, _Sea,
    0, () => SearchRequest$, () => SearchResponse$
];
var SearchTrainingPlanOfferings$ = [9, n0, _STPO,
    0, () => SearchTrainingPlanOfferingsRequest$, () => SearchTrainingPlanOfferingsResponse$
];
var SendPipelineExecutionStepFailure$ = [9, n0, _SPESF,
    0, () => SendPipelineExecutionStepFailureRequest$, () => SendPipelineExecutionStepFailureResponse$
];
var SendPipelineExecutionStepSuccess$ = [9, n0, _SPESS,
    0, () => SendPipelineExecutionStepSuccessRequest$, () => SendPipelineExecutionStepSuccessResponse$
];
var StartClusterHealthCheck$ = [9, n0, _SCHC,
    0, () => StartClusterHealthCheckRequest$, () => StartClusterHealthCheckResponse$
];
var StartEdgeDeploymentStage$ = [9, n0, _SEDS,
    0, () => StartEdgeDeploymentStageRequest$, () => __Unit
];
var StartInferenceExperiment$ = [9, n0, _SIE,
    0, () => StartInferenceExperimentRequest$, () => StartInferenceExperimentResponse$
];
var StartMlflowTrackingServer$ = [9, n0, _SMTS,
    0, () => StartMlflowTrackingServerRequest$, () => StartMlflowTrackingServerResponse$
];
var StartMonitoringSchedule$ = [9, n0, _SMS,
    0, () => StartMonitoringScheduleRequest$, () => __Unit
];
var StartNotebookInstance$ = [9, n0, _SNI,
    0, () => StartNotebookInstanceInput$, () => __Unit
];
var StartPipelineExecution$ = [9, n0, _SPE,
    0, () => StartPipelineExecutionRequest$, () => StartPipelineExecutionResponse$
];
var StartSession$ = [9, n0, _SSta,
    0, () => StartSessionRequest$, () => StartSessionResponse$
];
var StopAIBenchmarkJob$ = [9, n0, _SAIBJ,
    0, () => StopAIBenchmarkJobRequest$, () => StopAIBenchmarkJobResponse$
];
var StopAIRecommendationJob$ = [9, n0, _SAIRJ,
    0, () => StopAIRecommendationJobRequest$, () => StopAIRecommendationJobResponse$
];
var StopAutoMLJob$ = [9, n0, _SAMLJ,
    0, () => StopAutoMLJobRequest$, () => __Unit
];
var StopCompilationJob$ = [9, n0, _SCJ,
    0, () => StopCompilationJobRequest$, () => __Unit
];
var StopEdgeDeploymentStage$ = [9, n0, _SEDSt,
    0, () => StopEdgeDeploymentStageRequest$, () => __Unit
];
var StopEdgePackagingJob$ = [9, n0, _SEPJ,
    0, () => StopEdgePackagingJobRequest$, () => __Unit
];
var StopHyperParameterTuningJob$ = [9, n0, _SHPTJ,
    0, () => StopHyperParameterTuningJobRequest$, () => __Unit
];
var StopInferenceExperiment$ = [9, n0, _SIEt,
    0, () => StopInferenceExperimentRequest$, () => StopInferenceExperimentResponse$
];
var StopInferenceRecommendationsJob$ = [9, n0, _SIRJ,
    0, () => StopInferenceRecommendationsJobRequest$, () => __Unit
];
var StopJob$ = [9, n0, _SJ,
    0, () => StopJobRequest$, () => StopJobResponse$
];
var StopLabelingJob$ = [9, n0, _SLJ,
    0, () => StopLabelingJobRequest$, () => __Unit
];
var StopMlflowTrackingServer$ = [9, n0, _SMTSt,
    0, () => StopMlflowTrackingServerRequest$, () => StopMlflowTrackingServerResponse$
];
var StopMonitoringSchedule$ = [9, n0, _SMSt,
    0, () => StopMonitoringScheduleRequest$, () => __Unit
];
var StopNotebookInstance$ = [9, n0, _SNIt,
    0, () => StopNotebookInstanceInput$, () => __Unit
];
var StopOptimizationJob$ = [9, n0, _SOJ,
    0, () => StopOptimizationJobRequest$, () => __Unit
];
var StopPipelineExecution$ = [9, n0, _SPEt,
    0, () => StopPipelineExecutionRequest$, () => StopPipelineExecutionResponse$
];
var StopProcessingJob$ = [9, n0, _SPJ,
    0, () => StopProcessingJobRequest$, () => __Unit
];
var StopTrainingJob$ = [9, n0, _STJ,
    0, () => StopTrainingJobRequest$, () => __Unit
];
var StopTransformJob$ = [9, n0, _STJt,
    0, () => StopTransformJobRequest$, () => __Unit
];
var UpdateAction$ = [9, n0, _UA,
    0, () => UpdateActionRequest$, () => UpdateActionResponse$
];
var UpdateAppImageConfig$ = [9, n0, _UAIC,
    0, () => UpdateAppImageConfigRequest$, () => UpdateAppImageConfigResponse$
];
var UpdateArtifact$ = [9, n0, _UAp,
    0, () => UpdateArtifactRequest$, () => UpdateArtifactResponse$
];
var UpdateCluster$ = [9, n0, _UCp,
    0, () => UpdateClusterRequest$, () => UpdateClusterResponse$
];
var UpdateClusterSchedulerConfig$ = [9, n0, _UCSC,
    0, () => UpdateClusterSchedulerConfigRequest$, () => UpdateClusterSchedulerConfigResponse$
];
var UpdateClusterSoftware$ = [9, n0, _UCS,
    0, () => UpdateClusterSoftwareRequest$, () => UpdateClusterSoftwareResponse$
];
var UpdateCodeRepository$ = [9, n0, _UCRpdat,
    0, () => UpdateCodeRepositoryInput$, () => UpdateCodeRepositoryOutput$
];
var UpdateComputeQuota$ = [9, n0, _UCQ,
    0, () => UpdateComputeQuotaRequest$, () => UpdateComputeQuotaResponse$
];
var UpdateContext$ = [9, n0, _UCpd,
    0, () => UpdateContextRequest$, () => UpdateContextResponse$
];
var UpdateDeviceFleet$ = [9, n0, _UDF,
    0, () => UpdateDeviceFleetRequest$, () => __Unit
];
var UpdateDevices$ = [9, n0, _UD,
    0, () => UpdateDevicesRequest$, () => __Unit
];
var UpdateDomain$ = [9, n0, _UDp,
    0, () => UpdateDomainRequest$, () => UpdateDomainResponse$
];
var UpdateEndpoint$ = [9, n0, _UE,
    0, () => UpdateEndpointInput$, () => UpdateEndpointOutput$
];
var UpdateEndpointWeightsAndCapacities$ = [9, n0, _UEWAC,
    0, () => UpdateEndpointWeightsAndCapacitiesInput$, () => UpdateEndpointWeightsAndCapacitiesOutput$
];
var UpdateExperiment$ = [9, n0, _UEp,
    0, () => UpdateExperimentRequest$, () => UpdateExperimentResponse$
];
var UpdateFeatureGroup$ = [9, n0, _UFG,
    0, () => UpdateFeatureGroupRequest$, () => UpdateFeatureGroupResponse$
];
var UpdateFeatureMetadata$ = [9, n0, _UFM,
    0, () => UpdateFeatureMetadataRequest$, () => __Unit
];
var UpdateHub$ = [9, n0, _UH,
    0, () => UpdateHubRequest$, () => UpdateHubResponse$
];
var UpdateHubContent$ = [9, n0, _UHC,
    0, () => UpdateHubContentRequest$, () => UpdateHubContentResponse$
];
var UpdateHubContentReference$ = [9, n0, _UHCRpd,
    0, () => UpdateHubContentReferenceRequest$, () => UpdateHubContentReferenceResponse$
];
var UpdateImage$ = [9, n0, _UI,
    0, () => UpdateImageRequest$, () => UpdateImageResponse$
];
var UpdateImageVersion$ = [9, n0, _UIV,
    0, () => UpdateImageVersionRequest$, () => UpdateImageVersionResponse$
];
var UpdateInferenceComponent$ = [9, n0, _UICp,
    0, () => UpdateInferenceComponentInput$, () => UpdateInferenceComponentOutput$
];
var UpdateInferenceComponentRuntimeConfig$ = [9, n0, _UICRC,
    0, () => UpdateInferenceComponentRuntimeConfigInput$, () => UpdateInferenceComponentRuntimeConfigOutput$
];
var UpdateInferenceExperiment$ = [9, n0, _UIEp,
    0, () => UpdateInferenceExperimentRequest$, () => UpdateInferenceExperimentResponse$
];
var UpdateMlflowApp$ = [9, n0, _UMA,
    0, () => UpdateMlflowAppRequest$, () => UpdateMlflowAppResponse$
];
var UpdateMlflowTrackingServer$ = [9, n0, _UMTS,
    0, () => UpdateMlflowTrackingServerRequest$, () => UpdateMlflowTrackingServerResponse$
];
var UpdateModelCard$ = [9, n0, _UMC,
    0, () => UpdateModelCardRequest$, () => UpdateModelCardResponse$
];
var UpdateModelPackage$ = [9, n0, _UMP,
    0, () => UpdateModelPackageInput$, () => UpdateModelPackageOutput$
];
var UpdateMonitoringAlert$ = [9, n0, _UMAp,
    0, () => UpdateMonitoringAlertRequest$, () => UpdateMonitoringAlertResponse$
];
var UpdateMonitoringSchedule$ = [9, n0, _UMS,
    0, () => UpdateMonitoringScheduleRequest$, () => UpdateMonitoringScheduleResponse$
];
var UpdateNotebookInstance$ = [9, n0, _UNI,
    0, () => UpdateNotebookInstanceInput$, () => UpdateNotebookInstanceOutput$
];
var UpdateNotebookInstanceLifecycleConfig$ = [9, n0, _UNILC,
    0, () => UpdateNotebookInstanceLifecycleConfigInput$, () => UpdateNotebookInstanceLifecycleConfigOutput$
];
var UpdatePartnerApp$ = [9, n0, _UPAp,
    0, () => UpdatePartnerAppRequest$, () => UpdatePartnerAppResponse$
];
var UpdatePipeline$ = [9, n0, _UPp,
    0, () => UpdatePipelineRequest$, () => UpdatePipelineResponse$
];
var UpdatePipelineExecution$ = [9, n0, _UPE,
    0, () => UpdatePipelineExecutionRequest$, () => UpdatePipelineExecutionResponse$
];
var UpdatePipelineVersion$ = [9, n0, _UPV,
    0, () => UpdatePipelineVersionRequest$, () => UpdatePipelineVersionResponse$
];
var UpdateProject$ = [9, n0, _UPpd,
    0, () => UpdateProjectInput$, () => UpdateProjectOutput$
];
var UpdateSpace$ = [9, n0, _USp,
    0, () => UpdateSpaceRequest$, () => UpdateSpaceResponse$
];
var UpdateTrainingJob$ = [9, n0, _UTJ,
    0, () => UpdateTrainingJobRequest$, () => UpdateTrainingJobResponse$
];
var UpdateTrial$ = [9, n0, _UTp,
    0, () => UpdateTrialRequest$, () => UpdateTrialResponse$
];
var UpdateTrialComponent$ = [9, n0, _UTC,
    0, () => UpdateTrialComponentRequest$, () => UpdateTrialComponentResponse$
];
var UpdateUserProfile$ = [9, n0, _UUP,
    0, () => UpdateUserProfileRequest$, () => UpdateUserProfileResponse$
];
var UpdateWorkforce$ = [9, n0, _UW,
    0, () => UpdateWorkforceRequest$, () => UpdateWorkforceResponse$
];
var UpdateWorkteam$ = [9, n0, _UWp,
    0, () => UpdateWorkteamRequest$, () => UpdateWorkteamResponse$
];

const getRuntimeConfig$1 = (config) => {
    return {
        apiVersion: "2017-07-24",
        base64Decoder: config?.base64Decoder ?? fromBase64,
        base64Encoder: config?.base64Encoder ?? toBase64,
        disableHostPrefix: config?.disableHostPrefix ?? false,
        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
        extensions: config?.extensions ?? [],
        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultSageMakerHttpAuthSchemeProvider,
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
            defaultNamespace: "com.amazonaws.sagemaker",
            errorTypeRegistries,
            xmlNamespace: "http://sagemaker.amazonaws.com/doc/2017-05-13/",
            version: "2017-07-24",
            serviceTarget: "SageMaker",
        },
        serviceId: config?.serviceId ?? "SageMaker",
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

class SageMakerClient extends Client {
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
            httpAuthSchemeParametersProvider: defaultSageMakerHttpAuthSchemeParametersProvider,
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

const command = makeBuilder(commonParams, "SageMaker", "SageMakerClient", getEndpointPlugin);
const _ep0 = {};
const _mw0 = (Command, cs, config, o) => [];

class AddAssociationCommand extends command(_ep0, _mw0, "AddAssociation", AddAssociation$) {
}

class AddTagsCommand extends command(_ep0, _mw0, "AddTags", AddTags$) {
}

class AssociateTrialComponentCommand extends command(_ep0, _mw0, "AssociateTrialComponent", AssociateTrialComponent$) {
}

class AttachClusterNodeNetworkInterfaceCommand extends command(_ep0, _mw0, "AttachClusterNodeNetworkInterface", AttachClusterNodeNetworkInterface$) {
}

class AttachClusterNodeVolumeCommand extends command(_ep0, _mw0, "AttachClusterNodeVolume", AttachClusterNodeVolume$) {
}

class BatchAddClusterNodesCommand extends command(_ep0, _mw0, "BatchAddClusterNodes", BatchAddClusterNodes$) {
}

class BatchDeleteClusterNodesCommand extends command(_ep0, _mw0, "BatchDeleteClusterNodes", BatchDeleteClusterNodes$) {
}

class BatchDescribeModelPackageCommand extends command(_ep0, _mw0, "BatchDescribeModelPackage", BatchDescribeModelPackage$) {
}

class BatchRebootClusterNodesCommand extends command(_ep0, _mw0, "BatchRebootClusterNodes", BatchRebootClusterNodes$) {
}

class BatchReplaceClusterNodesCommand extends command(_ep0, _mw0, "BatchReplaceClusterNodes", BatchReplaceClusterNodes$) {
}

class CreateActionCommand extends command(_ep0, _mw0, "CreateAction", CreateAction$) {
}

class CreateAIBenchmarkJobCommand extends command(_ep0, _mw0, "CreateAIBenchmarkJob", CreateAIBenchmarkJob$) {
}

class CreateAIRecommendationJobCommand extends command(_ep0, _mw0, "CreateAIRecommendationJob", CreateAIRecommendationJob$) {
}

class CreateAIWorkloadConfigCommand extends command(_ep0, _mw0, "CreateAIWorkloadConfig", CreateAIWorkloadConfig$) {
}

class CreateAlgorithmCommand extends command(_ep0, _mw0, "CreateAlgorithm", CreateAlgorithm$) {
}

class CreateAppCommand extends command(_ep0, _mw0, "CreateApp", CreateApp$) {
}

class CreateAppImageConfigCommand extends command(_ep0, _mw0, "CreateAppImageConfig", CreateAppImageConfig$) {
}

class CreateArtifactCommand extends command(_ep0, _mw0, "CreateArtifact", CreateArtifact$) {
}

class CreateAutoMLJobCommand extends command(_ep0, _mw0, "CreateAutoMLJob", CreateAutoMLJob$) {
}

class CreateAutoMLJobV2Command extends command(_ep0, _mw0, "CreateAutoMLJobV2", CreateAutoMLJobV2$) {
}

class CreateClusterCommand extends command(_ep0, _mw0, "CreateCluster", CreateCluster$) {
}

class CreateClusterSchedulerConfigCommand extends command(_ep0, _mw0, "CreateClusterSchedulerConfig", CreateClusterSchedulerConfig$) {
}

class CreateCodeRepositoryCommand extends command(_ep0, _mw0, "CreateCodeRepository", CreateCodeRepository$) {
}

class CreateCompilationJobCommand extends command(_ep0, _mw0, "CreateCompilationJob", CreateCompilationJob$) {
}

class CreateComputeQuotaCommand extends command(_ep0, _mw0, "CreateComputeQuota", CreateComputeQuota$) {
}

class CreateContextCommand extends command(_ep0, _mw0, "CreateContext", CreateContext$) {
}

class CreateDataQualityJobDefinitionCommand extends command(_ep0, _mw0, "CreateDataQualityJobDefinition", CreateDataQualityJobDefinition$) {
}

class CreateDeviceFleetCommand extends command(_ep0, _mw0, "CreateDeviceFleet", CreateDeviceFleet$) {
}

class CreateDomainCommand extends command(_ep0, _mw0, "CreateDomain", CreateDomain$) {
}

class CreateEdgeDeploymentPlanCommand extends command(_ep0, _mw0, "CreateEdgeDeploymentPlan", CreateEdgeDeploymentPlan$) {
}

class CreateEdgeDeploymentStageCommand extends command(_ep0, _mw0, "CreateEdgeDeploymentStage", CreateEdgeDeploymentStage$) {
}

class CreateEdgePackagingJobCommand extends command(_ep0, _mw0, "CreateEdgePackagingJob", CreateEdgePackagingJob$) {
}

class CreateEndpointCommand extends command(_ep0, _mw0, "CreateEndpoint", CreateEndpoint$) {
}

class CreateEndpointConfigCommand extends command(_ep0, _mw0, "CreateEndpointConfig", CreateEndpointConfig$) {
}

class CreateExperimentCommand extends command(_ep0, _mw0, "CreateExperiment", CreateExperiment$) {
}

class CreateFeatureGroupCommand extends command(_ep0, _mw0, "CreateFeatureGroup", CreateFeatureGroup$) {
}

class CreateFlowDefinitionCommand extends command(_ep0, _mw0, "CreateFlowDefinition", CreateFlowDefinition$) {
}

class CreateHubCommand extends command(_ep0, _mw0, "CreateHub", CreateHub$) {
}

class CreateHubContentPresignedUrlsCommand extends command(_ep0, _mw0, "CreateHubContentPresignedUrls", CreateHubContentPresignedUrls$) {
}

class CreateHubContentReferenceCommand extends command(_ep0, _mw0, "CreateHubContentReference", CreateHubContentReference$) {
}

class CreateHumanTaskUiCommand extends command(_ep0, _mw0, "CreateHumanTaskUi", CreateHumanTaskUi$) {
}

class CreateHyperParameterTuningJobCommand extends command(_ep0, _mw0, "CreateHyperParameterTuningJob", CreateHyperParameterTuningJob$) {
}

class CreateImageCommand extends command(_ep0, _mw0, "CreateImage", CreateImage$) {
}

class CreateImageVersionCommand extends command(_ep0, _mw0, "CreateImageVersion", CreateImageVersion$) {
}

class CreateInferenceComponentCommand extends command(_ep0, _mw0, "CreateInferenceComponent", CreateInferenceComponent$) {
}

class CreateInferenceExperimentCommand extends command(_ep0, _mw0, "CreateInferenceExperiment", CreateInferenceExperiment$) {
}

class CreateInferenceRecommendationsJobCommand extends command(_ep0, _mw0, "CreateInferenceRecommendationsJob", CreateInferenceRecommendationsJob$) {
}

class CreateJobCommand extends command(_ep0, _mw0, "CreateJob", CreateJob$) {
}

class CreateLabelingJobCommand extends command(_ep0, _mw0, "CreateLabelingJob", CreateLabelingJob$) {
}

class CreateMlflowAppCommand extends command(_ep0, _mw0, "CreateMlflowApp", CreateMlflowApp$) {
}

class CreateMlflowTrackingServerCommand extends command(_ep0, _mw0, "CreateMlflowTrackingServer", CreateMlflowTrackingServer$) {
}

class CreateModelBiasJobDefinitionCommand extends command(_ep0, _mw0, "CreateModelBiasJobDefinition", CreateModelBiasJobDefinition$) {
}

class CreateModelCardCommand extends command(_ep0, _mw0, "CreateModelCard", CreateModelCard$) {
}

class CreateModelCardExportJobCommand extends command(_ep0, _mw0, "CreateModelCardExportJob", CreateModelCardExportJob$) {
}

class CreateModelCommand extends command(_ep0, _mw0, "CreateModel", CreateModel$) {
}

class CreateModelExplainabilityJobDefinitionCommand extends command(_ep0, _mw0, "CreateModelExplainabilityJobDefinition", CreateModelExplainabilityJobDefinition$) {
}

class CreateModelPackageCommand extends command(_ep0, _mw0, "CreateModelPackage", CreateModelPackage$) {
}

class CreateModelPackageGroupCommand extends command(_ep0, _mw0, "CreateModelPackageGroup", CreateModelPackageGroup$) {
}

class CreateModelQualityJobDefinitionCommand extends command(_ep0, _mw0, "CreateModelQualityJobDefinition", CreateModelQualityJobDefinition$) {
}

class CreateMonitoringScheduleCommand extends command(_ep0, _mw0, "CreateMonitoringSchedule", CreateMonitoringSchedule$) {
}

class CreateNotebookInstanceCommand extends command(_ep0, _mw0, "CreateNotebookInstance", CreateNotebookInstance$) {
}

class CreateNotebookInstanceLifecycleConfigCommand extends command(_ep0, _mw0, "CreateNotebookInstanceLifecycleConfig", CreateNotebookInstanceLifecycleConfig$) {
}

class CreateOptimizationJobCommand extends command(_ep0, _mw0, "CreateOptimizationJob", CreateOptimizationJob$) {
}

class CreatePartnerAppCommand extends command(_ep0, _mw0, "CreatePartnerApp", CreatePartnerApp$) {
}

class CreatePartnerAppPresignedUrlCommand extends command(_ep0, _mw0, "CreatePartnerAppPresignedUrl", CreatePartnerAppPresignedUrl$) {
}

class CreatePipelineCommand extends command(_ep0, _mw0, "CreatePipeline", CreatePipeline$) {
}

class CreatePresignedDomainUrlCommand extends command(_ep0, _mw0, "CreatePresignedDomainUrl", CreatePresignedDomainUrl$) {
}

class CreatePresignedMlflowAppUrlCommand extends command(_ep0, _mw0, "CreatePresignedMlflowAppUrl", CreatePresignedMlflowAppUrl$) {
}

class CreatePresignedMlflowTrackingServerUrlCommand extends command(_ep0, _mw0, "CreatePresignedMlflowTrackingServerUrl", CreatePresignedMlflowTrackingServerUrl$) {
}

class CreatePresignedNotebookInstanceUrlCommand extends command(_ep0, _mw0, "CreatePresignedNotebookInstanceUrl", CreatePresignedNotebookInstanceUrl$) {
}

class CreateProcessingJobCommand extends command(_ep0, _mw0, "CreateProcessingJob", CreateProcessingJob$) {
}

class CreateProjectCommand extends command(_ep0, _mw0, "CreateProject", CreateProject$) {
}

class CreateSpaceCommand extends command(_ep0, _mw0, "CreateSpace", CreateSpace$) {
}

class CreateStudioLifecycleConfigCommand extends command(_ep0, _mw0, "CreateStudioLifecycleConfig", CreateStudioLifecycleConfig$) {
}

class CreateTrainingJobCommand extends command(_ep0, _mw0, "CreateTrainingJob", CreateTrainingJob$) {
}

class CreateTrainingPlanCommand extends command(_ep0, _mw0, "CreateTrainingPlan", CreateTrainingPlan$) {
}

class CreateTransformJobCommand extends command(_ep0, _mw0, "CreateTransformJob", CreateTransformJob$) {
}

class CreateTrialCommand extends command(_ep0, _mw0, "CreateTrial", CreateTrial$) {
}

class CreateTrialComponentCommand extends command(_ep0, _mw0, "CreateTrialComponent", CreateTrialComponent$) {
}

class CreateUserProfileCommand extends command(_ep0, _mw0, "CreateUserProfile", CreateUserProfile$) {
}

class CreateWorkforceCommand extends command(_ep0, _mw0, "CreateWorkforce", CreateWorkforce$) {
}

class CreateWorkteamCommand extends command(_ep0, _mw0, "CreateWorkteam", CreateWorkteam$) {
}

class DeleteActionCommand extends command(_ep0, _mw0, "DeleteAction", DeleteAction$) {
}

class DeleteAIBenchmarkJobCommand extends command(_ep0, _mw0, "DeleteAIBenchmarkJob", DeleteAIBenchmarkJob$) {
}

class DeleteAIRecommendationJobCommand extends command(_ep0, _mw0, "DeleteAIRecommendationJob", DeleteAIRecommendationJob$) {
}

class DeleteAIWorkloadConfigCommand extends command(_ep0, _mw0, "DeleteAIWorkloadConfig", DeleteAIWorkloadConfig$) {
}

class DeleteAlgorithmCommand extends command(_ep0, _mw0, "DeleteAlgorithm", DeleteAlgorithm$) {
}

class DeleteAppCommand extends command(_ep0, _mw0, "DeleteApp", DeleteApp$) {
}

class DeleteAppImageConfigCommand extends command(_ep0, _mw0, "DeleteAppImageConfig", DeleteAppImageConfig$) {
}

class DeleteArtifactCommand extends command(_ep0, _mw0, "DeleteArtifact", DeleteArtifact$) {
}

class DeleteAssociationCommand extends command(_ep0, _mw0, "DeleteAssociation", DeleteAssociation$) {
}

class DeleteClusterCommand extends command(_ep0, _mw0, "DeleteCluster", DeleteCluster$) {
}

class DeleteClusterSchedulerConfigCommand extends command(_ep0, _mw0, "DeleteClusterSchedulerConfig", DeleteClusterSchedulerConfig$) {
}

class DeleteCodeRepositoryCommand extends command(_ep0, _mw0, "DeleteCodeRepository", DeleteCodeRepository$) {
}

class DeleteCompilationJobCommand extends command(_ep0, _mw0, "DeleteCompilationJob", DeleteCompilationJob$) {
}

class DeleteComputeQuotaCommand extends command(_ep0, _mw0, "DeleteComputeQuota", DeleteComputeQuota$) {
}

class DeleteContextCommand extends command(_ep0, _mw0, "DeleteContext", DeleteContext$) {
}

class DeleteDataQualityJobDefinitionCommand extends command(_ep0, _mw0, "DeleteDataQualityJobDefinition", DeleteDataQualityJobDefinition$) {
}

class DeleteDeviceFleetCommand extends command(_ep0, _mw0, "DeleteDeviceFleet", DeleteDeviceFleet$) {
}

class DeleteDomainCommand extends command(_ep0, _mw0, "DeleteDomain", DeleteDomain$) {
}

class DeleteEdgeDeploymentPlanCommand extends command(_ep0, _mw0, "DeleteEdgeDeploymentPlan", DeleteEdgeDeploymentPlan$) {
}

class DeleteEdgeDeploymentStageCommand extends command(_ep0, _mw0, "DeleteEdgeDeploymentStage", DeleteEdgeDeploymentStage$) {
}

class DeleteEndpointCommand extends command(_ep0, _mw0, "DeleteEndpoint", DeleteEndpoint$) {
}

class DeleteEndpointConfigCommand extends command(_ep0, _mw0, "DeleteEndpointConfig", DeleteEndpointConfig$) {
}

class DeleteExperimentCommand extends command(_ep0, _mw0, "DeleteExperiment", DeleteExperiment$) {
}

class DeleteFeatureGroupCommand extends command(_ep0, _mw0, "DeleteFeatureGroup", DeleteFeatureGroup$) {
}

class DeleteFlowDefinitionCommand extends command(_ep0, _mw0, "DeleteFlowDefinition", DeleteFlowDefinition$) {
}

class DeleteHubCommand extends command(_ep0, _mw0, "DeleteHub", DeleteHub$) {
}

class DeleteHubContentCommand extends command(_ep0, _mw0, "DeleteHubContent", DeleteHubContent$) {
}

class DeleteHubContentReferenceCommand extends command(_ep0, _mw0, "DeleteHubContentReference", DeleteHubContentReference$) {
}

class DeleteHumanTaskUiCommand extends command(_ep0, _mw0, "DeleteHumanTaskUi", DeleteHumanTaskUi$) {
}

class DeleteHyperParameterTuningJobCommand extends command(_ep0, _mw0, "DeleteHyperParameterTuningJob", DeleteHyperParameterTuningJob$) {
}

class DeleteImageCommand extends command(_ep0, _mw0, "DeleteImage", DeleteImage$) {
}

class DeleteImageVersionCommand extends command(_ep0, _mw0, "DeleteImageVersion", DeleteImageVersion$) {
}

class DeleteInferenceComponentCommand extends command(_ep0, _mw0, "DeleteInferenceComponent", DeleteInferenceComponent$) {
}

class DeleteInferenceExperimentCommand extends command(_ep0, _mw0, "DeleteInferenceExperiment", DeleteInferenceExperiment$) {
}

class DeleteJobCommand extends command(_ep0, _mw0, "DeleteJob", DeleteJob$) {
}

class DeleteMlflowAppCommand extends command(_ep0, _mw0, "DeleteMlflowApp", DeleteMlflowApp$) {
}

class DeleteMlflowTrackingServerCommand extends command(_ep0, _mw0, "DeleteMlflowTrackingServer", DeleteMlflowTrackingServer$) {
}

class DeleteModelBiasJobDefinitionCommand extends command(_ep0, _mw0, "DeleteModelBiasJobDefinition", DeleteModelBiasJobDefinition$) {
}

class DeleteModelCardCommand extends command(_ep0, _mw0, "DeleteModelCard", DeleteModelCard$) {
}

class DeleteModelCommand extends command(_ep0, _mw0, "DeleteModel", DeleteModel$) {
}

class DeleteModelExplainabilityJobDefinitionCommand extends command(_ep0, _mw0, "DeleteModelExplainabilityJobDefinition", DeleteModelExplainabilityJobDefinition$) {
}

class DeleteModelPackageCommand extends command(_ep0, _mw0, "DeleteModelPackage", DeleteModelPackage$) {
}

class DeleteModelPackageGroupCommand extends command(_ep0, _mw0, "DeleteModelPackageGroup", DeleteModelPackageGroup$) {
}

class DeleteModelPackageGroupPolicyCommand extends command(_ep0, _mw0, "DeleteModelPackageGroupPolicy", DeleteModelPackageGroupPolicy$) {
}

class DeleteModelQualityJobDefinitionCommand extends command(_ep0, _mw0, "DeleteModelQualityJobDefinition", DeleteModelQualityJobDefinition$) {
}

class DeleteMonitoringScheduleCommand extends command(_ep0, _mw0, "DeleteMonitoringSchedule", DeleteMonitoringSchedule$) {
}

class DeleteNotebookInstanceCommand extends command(_ep0, _mw0, "DeleteNotebookInstance", DeleteNotebookInstance$) {
}

class DeleteNotebookInstanceLifecycleConfigCommand extends command(_ep0, _mw0, "DeleteNotebookInstanceLifecycleConfig", DeleteNotebookInstanceLifecycleConfig$) {
}

class DeleteOptimizationJobCommand extends command(_ep0, _mw0, "DeleteOptimizationJob", DeleteOptimizationJob$) {
}

class DeletePartnerAppCommand extends command(_ep0, _mw0, "DeletePartnerApp", DeletePartnerApp$) {
}

class DeletePipelineCommand extends command(_ep0, _mw0, "DeletePipeline", DeletePipeline$) {
}

class DeleteProcessingJobCommand extends command(_ep0, _mw0, "DeleteProcessingJob", DeleteProcessingJob$) {
}

class DeleteProjectCommand extends command(_ep0, _mw0, "DeleteProject", DeleteProject$) {
}

class DeleteSpaceCommand extends command(_ep0, _mw0, "DeleteSpace", DeleteSpace$) {
}

class DeleteStudioLifecycleConfigCommand extends command(_ep0, _mw0, "DeleteStudioLifecycleConfig", DeleteStudioLifecycleConfig$) {
}

class DeleteTagsCommand extends command(_ep0, _mw0, "DeleteTags", DeleteTags$) {
}

class DeleteTrainingJobCommand extends command(_ep0, _mw0, "DeleteTrainingJob", DeleteTrainingJob$) {
}

class DeleteTrialCommand extends command(_ep0, _mw0, "DeleteTrial", DeleteTrial$) {
}

class DeleteTrialComponentCommand extends command(_ep0, _mw0, "DeleteTrialComponent", DeleteTrialComponent$) {
}

class DeleteUserProfileCommand extends command(_ep0, _mw0, "DeleteUserProfile", DeleteUserProfile$) {
}

class DeleteWorkforceCommand extends command(_ep0, _mw0, "DeleteWorkforce", DeleteWorkforce$) {
}

class DeleteWorkteamCommand extends command(_ep0, _mw0, "DeleteWorkteam", DeleteWorkteam$) {
}

class DeregisterDevicesCommand extends command(_ep0, _mw0, "DeregisterDevices", DeregisterDevices$) {
}

class DescribeActionCommand extends command(_ep0, _mw0, "DescribeAction", DescribeAction$) {
}

class DescribeAIBenchmarkJobCommand extends command(_ep0, _mw0, "DescribeAIBenchmarkJob", DescribeAIBenchmarkJob$) {
}

class DescribeAIRecommendationJobCommand extends command(_ep0, _mw0, "DescribeAIRecommendationJob", DescribeAIRecommendationJob$) {
}

class DescribeAIWorkloadConfigCommand extends command(_ep0, _mw0, "DescribeAIWorkloadConfig", DescribeAIWorkloadConfig$) {
}

class DescribeAlgorithmCommand extends command(_ep0, _mw0, "DescribeAlgorithm", DescribeAlgorithm$) {
}

class DescribeAppCommand extends command(_ep0, _mw0, "DescribeApp", DescribeApp$) {
}

class DescribeAppImageConfigCommand extends command(_ep0, _mw0, "DescribeAppImageConfig", DescribeAppImageConfig$) {
}

class DescribeArtifactCommand extends command(_ep0, _mw0, "DescribeArtifact", DescribeArtifact$) {
}

class DescribeAutoMLJobCommand extends command(_ep0, _mw0, "DescribeAutoMLJob", DescribeAutoMLJob$) {
}

class DescribeAutoMLJobV2Command extends command(_ep0, _mw0, "DescribeAutoMLJobV2", DescribeAutoMLJobV2$) {
}

class DescribeClusterCommand extends command(_ep0, _mw0, "DescribeCluster", DescribeCluster$) {
}

class DescribeClusterEventCommand extends command(_ep0, _mw0, "DescribeClusterEvent", DescribeClusterEvent$) {
}

class DescribeClusterNodeCommand extends command(_ep0, _mw0, "DescribeClusterNode", DescribeClusterNode$) {
}

class DescribeClusterSchedulerConfigCommand extends command(_ep0, _mw0, "DescribeClusterSchedulerConfig", DescribeClusterSchedulerConfig$) {
}

class DescribeCodeRepositoryCommand extends command(_ep0, _mw0, "DescribeCodeRepository", DescribeCodeRepository$) {
}

class DescribeCompilationJobCommand extends command(_ep0, _mw0, "DescribeCompilationJob", DescribeCompilationJob$) {
}

class DescribeComputeQuotaCommand extends command(_ep0, _mw0, "DescribeComputeQuota", DescribeComputeQuota$) {
}

class DescribeContextCommand extends command(_ep0, _mw0, "DescribeContext", DescribeContext$) {
}

class DescribeDataQualityJobDefinitionCommand extends command(_ep0, _mw0, "DescribeDataQualityJobDefinition", DescribeDataQualityJobDefinition$) {
}

class DescribeDeviceCommand extends command(_ep0, _mw0, "DescribeDevice", DescribeDevice$) {
}

class DescribeDeviceFleetCommand extends command(_ep0, _mw0, "DescribeDeviceFleet", DescribeDeviceFleet$) {
}

class DescribeDomainCommand extends command(_ep0, _mw0, "DescribeDomain", DescribeDomain$) {
}

class DescribeEdgeDeploymentPlanCommand extends command(_ep0, _mw0, "DescribeEdgeDeploymentPlan", DescribeEdgeDeploymentPlan$) {
}

class DescribeEdgePackagingJobCommand extends command(_ep0, _mw0, "DescribeEdgePackagingJob", DescribeEdgePackagingJob$) {
}

class DescribeEndpointCommand extends command(_ep0, _mw0, "DescribeEndpoint", DescribeEndpoint$) {
}

class DescribeEndpointConfigCommand extends command(_ep0, _mw0, "DescribeEndpointConfig", DescribeEndpointConfig$) {
}

class DescribeExperimentCommand extends command(_ep0, _mw0, "DescribeExperiment", DescribeExperiment$) {
}

class DescribeFeatureGroupCommand extends command(_ep0, _mw0, "DescribeFeatureGroup", DescribeFeatureGroup$) {
}

class DescribeFeatureMetadataCommand extends command(_ep0, _mw0, "DescribeFeatureMetadata", DescribeFeatureMetadata$) {
}

class DescribeFlowDefinitionCommand extends command(_ep0, _mw0, "DescribeFlowDefinition", DescribeFlowDefinition$) {
}

class DescribeHubCommand extends command(_ep0, _mw0, "DescribeHub", DescribeHub$) {
}

class DescribeHubContentCommand extends command(_ep0, _mw0, "DescribeHubContent", DescribeHubContent$) {
}

class DescribeHumanTaskUiCommand extends command(_ep0, _mw0, "DescribeHumanTaskUi", DescribeHumanTaskUi$) {
}

class DescribeHyperParameterTuningJobCommand extends command(_ep0, _mw0, "DescribeHyperParameterTuningJob", DescribeHyperParameterTuningJob$) {
}

class DescribeImageCommand extends command(_ep0, _mw0, "DescribeImage", DescribeImage$) {
}

class DescribeImageVersionCommand extends command(_ep0, _mw0, "DescribeImageVersion", DescribeImageVersion$) {
}

class DescribeInferenceComponentCommand extends command(_ep0, _mw0, "DescribeInferenceComponent", DescribeInferenceComponent$) {
}

class DescribeInferenceExperimentCommand extends command(_ep0, _mw0, "DescribeInferenceExperiment", DescribeInferenceExperiment$) {
}

class DescribeInferenceRecommendationsJobCommand extends command(_ep0, _mw0, "DescribeInferenceRecommendationsJob", DescribeInferenceRecommendationsJob$) {
}

class DescribeJobCommand extends command(_ep0, _mw0, "DescribeJob", DescribeJob$) {
}

class DescribeJobSchemaVersionCommand extends command(_ep0, _mw0, "DescribeJobSchemaVersion", DescribeJobSchemaVersion$) {
}

class DescribeLabelingJobCommand extends command(_ep0, _mw0, "DescribeLabelingJob", DescribeLabelingJob$) {
}

class DescribeLineageGroupCommand extends command(_ep0, _mw0, "DescribeLineageGroup", DescribeLineageGroup$) {
}

class DescribeMlflowAppCommand extends command(_ep0, _mw0, "DescribeMlflowApp", DescribeMlflowApp$) {
}

class DescribeMlflowTrackingServerCommand extends command(_ep0, _mw0, "DescribeMlflowTrackingServer", DescribeMlflowTrackingServer$) {
}

class DescribeModelBiasJobDefinitionCommand extends command(_ep0, _mw0, "DescribeModelBiasJobDefinition", DescribeModelBiasJobDefinition$) {
}

class DescribeModelCardCommand extends command(_ep0, _mw0, "DescribeModelCard", DescribeModelCard$) {
}

class DescribeModelCardExportJobCommand extends command(_ep0, _mw0, "DescribeModelCardExportJob", DescribeModelCardExportJob$) {
}

class DescribeModelCommand extends command(_ep0, _mw0, "DescribeModel", DescribeModel$) {
}

class DescribeModelExplainabilityJobDefinitionCommand extends command(_ep0, _mw0, "DescribeModelExplainabilityJobDefinition", DescribeModelExplainabilityJobDefinition$) {
}

class DescribeModelPackageCommand extends command(_ep0, _mw0, "DescribeModelPackage", DescribeModelPackage$) {
}

class DescribeModelPackageGroupCommand extends command(_ep0, _mw0, "DescribeModelPackageGroup", DescribeModelPackageGroup$) {
}

class DescribeModelQualityJobDefinitionCommand extends command(_ep0, _mw0, "DescribeModelQualityJobDefinition", DescribeModelQualityJobDefinition$) {
}

class DescribeMonitoringScheduleCommand extends command(_ep0, _mw0, "DescribeMonitoringSchedule", DescribeMonitoringSchedule$) {
}

class DescribeNotebookInstanceCommand extends command(_ep0, _mw0, "DescribeNotebookInstance", DescribeNotebookInstance$) {
}

class DescribeNotebookInstanceLifecycleConfigCommand extends command(_ep0, _mw0, "DescribeNotebookInstanceLifecycleConfig", DescribeNotebookInstanceLifecycleConfig$) {
}

class DescribeOptimizationJobCommand extends command(_ep0, _mw0, "DescribeOptimizationJob", DescribeOptimizationJob$) {
}

class DescribePartnerAppCommand extends command(_ep0, _mw0, "DescribePartnerApp", DescribePartnerApp$) {
}

class DescribePipelineCommand extends command(_ep0, _mw0, "DescribePipeline", DescribePipeline$) {
}

class DescribePipelineDefinitionForExecutionCommand extends command(_ep0, _mw0, "DescribePipelineDefinitionForExecution", DescribePipelineDefinitionForExecution$) {
}

class DescribePipelineExecutionCommand extends command(_ep0, _mw0, "DescribePipelineExecution", DescribePipelineExecution$) {
}

class DescribeProcessingJobCommand extends command(_ep0, _mw0, "DescribeProcessingJob", DescribeProcessingJob$) {
}

class DescribeProjectCommand extends command(_ep0, _mw0, "DescribeProject", DescribeProject$) {
}

class DescribeReservedCapacityCommand extends command(_ep0, _mw0, "DescribeReservedCapacity", DescribeReservedCapacity$) {
}

class DescribeSpaceCommand extends command(_ep0, _mw0, "DescribeSpace", DescribeSpace$) {
}

class DescribeStudioLifecycleConfigCommand extends command(_ep0, _mw0, "DescribeStudioLifecycleConfig", DescribeStudioLifecycleConfig$) {
}

class DescribeSubscribedWorkteamCommand extends command(_ep0, _mw0, "DescribeSubscribedWorkteam", DescribeSubscribedWorkteam$) {
}

class DescribeTrainingJobCommand extends command(_ep0, _mw0, "DescribeTrainingJob", DescribeTrainingJob$) {
}

class DescribeTrainingPlanCommand extends command(_ep0, _mw0, "DescribeTrainingPlan", DescribeTrainingPlan$) {
}

class DescribeTrainingPlanExtensionHistoryCommand extends command(_ep0, _mw0, "DescribeTrainingPlanExtensionHistory", DescribeTrainingPlanExtensionHistory$) {
}

class DescribeTransformJobCommand extends command(_ep0, _mw0, "DescribeTransformJob", DescribeTransformJob$) {
}

class DescribeTrialCommand extends command(_ep0, _mw0, "DescribeTrial", DescribeTrial$) {
}

class DescribeTrialComponentCommand extends command(_ep0, _mw0, "DescribeTrialComponent", DescribeTrialComponent$) {
}

class DescribeUserProfileCommand extends command(_ep0, _mw0, "DescribeUserProfile", DescribeUserProfile$) {
}

class DescribeWorkforceCommand extends command(_ep0, _mw0, "DescribeWorkforce", DescribeWorkforce$) {
}

class DescribeWorkteamCommand extends command(_ep0, _mw0, "DescribeWorkteam", DescribeWorkteam$) {
}

class DetachClusterNodeVolumeCommand extends command(_ep0, _mw0, "DetachClusterNodeVolume", DetachClusterNodeVolume$) {
}

class DisableSagemakerServicecatalogPortfolioCommand extends command(_ep0, _mw0, "DisableSagemakerServicecatalogPortfolio", DisableSagemakerServicecatalogPortfolio$) {
}

class DisassociateTrialComponentCommand extends command(_ep0, _mw0, "DisassociateTrialComponent", DisassociateTrialComponent$) {
}

class EnableSagemakerServicecatalogPortfolioCommand extends command(_ep0, _mw0, "EnableSagemakerServicecatalogPortfolio", EnableSagemakerServicecatalogPortfolio$) {
}

class ExtendTrainingPlanCommand extends command(_ep0, _mw0, "ExtendTrainingPlan", ExtendTrainingPlan$) {
}

class GetDeviceFleetReportCommand extends command(_ep0, _mw0, "GetDeviceFleetReport", GetDeviceFleetReport$) {
}

class GetLineageGroupPolicyCommand extends command(_ep0, _mw0, "GetLineageGroupPolicy", GetLineageGroupPolicy$) {
}

class GetModelPackageGroupPolicyCommand extends command(_ep0, _mw0, "GetModelPackageGroupPolicy", GetModelPackageGroupPolicy$) {
}

class GetSagemakerServicecatalogPortfolioStatusCommand extends command(_ep0, _mw0, "GetSagemakerServicecatalogPortfolioStatus", GetSagemakerServicecatalogPortfolioStatus$) {
}

class GetScalingConfigurationRecommendationCommand extends command(_ep0, _mw0, "GetScalingConfigurationRecommendation", GetScalingConfigurationRecommendation$) {
}

class GetSearchSuggestionsCommand extends command(_ep0, _mw0, "GetSearchSuggestions", GetSearchSuggestions$) {
}

class ImportHubContentCommand extends command(_ep0, _mw0, "ImportHubContent", ImportHubContent$) {
}

class ListActionsCommand extends command(_ep0, _mw0, "ListActions", ListActions$) {
}

class ListAIBenchmarkJobsCommand extends command(_ep0, _mw0, "ListAIBenchmarkJobs", ListAIBenchmarkJobs$) {
}

class ListAIRecommendationJobsCommand extends command(_ep0, _mw0, "ListAIRecommendationJobs", ListAIRecommendationJobs$) {
}

class ListAIWorkloadConfigsCommand extends command(_ep0, _mw0, "ListAIWorkloadConfigs", ListAIWorkloadConfigs$) {
}

class ListAlgorithmsCommand extends command(_ep0, _mw0, "ListAlgorithms", ListAlgorithms$) {
}

class ListAliasesCommand extends command(_ep0, _mw0, "ListAliases", ListAliases$) {
}

class ListAppImageConfigsCommand extends command(_ep0, _mw0, "ListAppImageConfigs", ListAppImageConfigs$) {
}

class ListAppsCommand extends command(_ep0, _mw0, "ListApps", ListApps$) {
}

class ListArtifactsCommand extends command(_ep0, _mw0, "ListArtifacts", ListArtifacts$) {
}

class ListAssociationsCommand extends command(_ep0, _mw0, "ListAssociations", ListAssociations$) {
}

class ListAutoMLJobsCommand extends command(_ep0, _mw0, "ListAutoMLJobs", ListAutoMLJobs$) {
}

class ListCandidatesForAutoMLJobCommand extends command(_ep0, _mw0, "ListCandidatesForAutoMLJob", ListCandidatesForAutoMLJob$) {
}

class ListClusterEventsCommand extends command(_ep0, _mw0, "ListClusterEvents", ListClusterEvents$) {
}

class ListClusterNodesCommand extends command(_ep0, _mw0, "ListClusterNodes", ListClusterNodes$) {
}

class ListClusterSchedulerConfigsCommand extends command(_ep0, _mw0, "ListClusterSchedulerConfigs", ListClusterSchedulerConfigs$) {
}

class ListClustersCommand extends command(_ep0, _mw0, "ListClusters", ListClusters$) {
}

class ListCodeRepositoriesCommand extends command(_ep0, _mw0, "ListCodeRepositories", ListCodeRepositories$) {
}

class ListCompilationJobsCommand extends command(_ep0, _mw0, "ListCompilationJobs", ListCompilationJobs$) {
}

class ListComputeQuotasCommand extends command(_ep0, _mw0, "ListComputeQuotas", ListComputeQuotas$) {
}

class ListContextsCommand extends command(_ep0, _mw0, "ListContexts", ListContexts$) {
}

class ListDataQualityJobDefinitionsCommand extends command(_ep0, _mw0, "ListDataQualityJobDefinitions", ListDataQualityJobDefinitions$) {
}

class ListDeviceFleetsCommand extends command(_ep0, _mw0, "ListDeviceFleets", ListDeviceFleets$) {
}

class ListDevicesCommand extends command(_ep0, _mw0, "ListDevices", ListDevices$) {
}

class ListDomainsCommand extends command(_ep0, _mw0, "ListDomains", ListDomains$) {
}

class ListEdgeDeploymentPlansCommand extends command(_ep0, _mw0, "ListEdgeDeploymentPlans", ListEdgeDeploymentPlans$) {
}

class ListEdgePackagingJobsCommand extends command(_ep0, _mw0, "ListEdgePackagingJobs", ListEdgePackagingJobs$) {
}

class ListEndpointConfigsCommand extends command(_ep0, _mw0, "ListEndpointConfigs", ListEndpointConfigs$) {
}

class ListEndpointsCommand extends command(_ep0, _mw0, "ListEndpoints", ListEndpoints$) {
}

class ListExperimentsCommand extends command(_ep0, _mw0, "ListExperiments", ListExperiments$) {
}

class ListFeatureGroupsCommand extends command(_ep0, _mw0, "ListFeatureGroups", ListFeatureGroups$) {
}

class ListFlowDefinitionsCommand extends command(_ep0, _mw0, "ListFlowDefinitions", ListFlowDefinitions$) {
}

class ListHubContentsCommand extends command(_ep0, _mw0, "ListHubContents", ListHubContents$) {
}

class ListHubContentVersionsCommand extends command(_ep0, _mw0, "ListHubContentVersions", ListHubContentVersions$) {
}

class ListHubsCommand extends command(_ep0, _mw0, "ListHubs", ListHubs$) {
}

class ListHumanTaskUisCommand extends command(_ep0, _mw0, "ListHumanTaskUis", ListHumanTaskUis$) {
}

class ListHyperParameterTuningJobsCommand extends command(_ep0, _mw0, "ListHyperParameterTuningJobs", ListHyperParameterTuningJobs$) {
}

class ListImagesCommand extends command(_ep0, _mw0, "ListImages", ListImages$) {
}

class ListImageVersionsCommand extends command(_ep0, _mw0, "ListImageVersions", ListImageVersions$) {
}

class ListInferenceComponentsCommand extends command(_ep0, _mw0, "ListInferenceComponents", ListInferenceComponents$) {
}

class ListInferenceExperimentsCommand extends command(_ep0, _mw0, "ListInferenceExperiments", ListInferenceExperiments$) {
}

class ListInferenceRecommendationsJobsCommand extends command(_ep0, _mw0, "ListInferenceRecommendationsJobs", ListInferenceRecommendationsJobs$) {
}

class ListInferenceRecommendationsJobStepsCommand extends command(_ep0, _mw0, "ListInferenceRecommendationsJobSteps", ListInferenceRecommendationsJobSteps$) {
}

class ListJobSchemaVersionsCommand extends command(_ep0, _mw0, "ListJobSchemaVersions", ListJobSchemaVersions$) {
}

class ListJobsCommand extends command(_ep0, _mw0, "ListJobs", ListJobs$) {
}

class ListLabelingJobsCommand extends command(_ep0, _mw0, "ListLabelingJobs", ListLabelingJobs$) {
}

class ListLabelingJobsForWorkteamCommand extends command(_ep0, _mw0, "ListLabelingJobsForWorkteam", ListLabelingJobsForWorkteam$) {
}

class ListLineageGroupsCommand extends command(_ep0, _mw0, "ListLineageGroups", ListLineageGroups$) {
}

class ListMlflowAppsCommand extends command(_ep0, _mw0, "ListMlflowApps", ListMlflowApps$) {
}

class ListMlflowTrackingServersCommand extends command(_ep0, _mw0, "ListMlflowTrackingServers", ListMlflowTrackingServers$) {
}

class ListModelBiasJobDefinitionsCommand extends command(_ep0, _mw0, "ListModelBiasJobDefinitions", ListModelBiasJobDefinitions$) {
}

class ListModelCardExportJobsCommand extends command(_ep0, _mw0, "ListModelCardExportJobs", ListModelCardExportJobs$) {
}

class ListModelCardsCommand extends command(_ep0, _mw0, "ListModelCards", ListModelCards$) {
}

class ListModelCardVersionsCommand extends command(_ep0, _mw0, "ListModelCardVersions", ListModelCardVersions$) {
}

class ListModelExplainabilityJobDefinitionsCommand extends command(_ep0, _mw0, "ListModelExplainabilityJobDefinitions", ListModelExplainabilityJobDefinitions$) {
}

class ListModelMetadataCommand extends command(_ep0, _mw0, "ListModelMetadata", ListModelMetadata$) {
}

class ListModelPackageGroupsCommand extends command(_ep0, _mw0, "ListModelPackageGroups", ListModelPackageGroups$) {
}

class ListModelPackagesCommand extends command(_ep0, _mw0, "ListModelPackages", ListModelPackages$) {
}

class ListModelQualityJobDefinitionsCommand extends command(_ep0, _mw0, "ListModelQualityJobDefinitions", ListModelQualityJobDefinitions$) {
}

class ListModelsCommand extends command(_ep0, _mw0, "ListModels", ListModels$) {
}

class ListMonitoringAlertHistoryCommand extends command(_ep0, _mw0, "ListMonitoringAlertHistory", ListMonitoringAlertHistory$) {
}

class ListMonitoringAlertsCommand extends command(_ep0, _mw0, "ListMonitoringAlerts", ListMonitoringAlerts$) {
}

class ListMonitoringExecutionsCommand extends command(_ep0, _mw0, "ListMonitoringExecutions", ListMonitoringExecutions$) {
}

class ListMonitoringSchedulesCommand extends command(_ep0, _mw0, "ListMonitoringSchedules", ListMonitoringSchedules$) {
}

class ListNotebookInstanceLifecycleConfigsCommand extends command(_ep0, _mw0, "ListNotebookInstanceLifecycleConfigs", ListNotebookInstanceLifecycleConfigs$) {
}

class ListNotebookInstancesCommand extends command(_ep0, _mw0, "ListNotebookInstances", ListNotebookInstances$) {
}

class ListOptimizationJobsCommand extends command(_ep0, _mw0, "ListOptimizationJobs", ListOptimizationJobs$) {
}

class ListPartnerAppsCommand extends command(_ep0, _mw0, "ListPartnerApps", ListPartnerApps$) {
}

class ListPipelineExecutionsCommand extends command(_ep0, _mw0, "ListPipelineExecutions", ListPipelineExecutions$) {
}

class ListPipelineExecutionStepsCommand extends command(_ep0, _mw0, "ListPipelineExecutionSteps", ListPipelineExecutionSteps$) {
}

class ListPipelineParametersForExecutionCommand extends command(_ep0, _mw0, "ListPipelineParametersForExecution", ListPipelineParametersForExecution$) {
}

class ListPipelinesCommand extends command(_ep0, _mw0, "ListPipelines", ListPipelines$) {
}

class ListPipelineVersionsCommand extends command(_ep0, _mw0, "ListPipelineVersions", ListPipelineVersions$) {
}

class ListProcessingJobsCommand extends command(_ep0, _mw0, "ListProcessingJobs", ListProcessingJobs$) {
}

class ListProjectsCommand extends command(_ep0, _mw0, "ListProjects", ListProjects$) {
}

class ListResourceCatalogsCommand extends command(_ep0, _mw0, "ListResourceCatalogs", ListResourceCatalogs$) {
}

class ListSpacesCommand extends command(_ep0, _mw0, "ListSpaces", ListSpaces$) {
}

class ListStageDevicesCommand extends command(_ep0, _mw0, "ListStageDevices", ListStageDevices$) {
}

class ListStudioLifecycleConfigsCommand extends command(_ep0, _mw0, "ListStudioLifecycleConfigs", ListStudioLifecycleConfigs$) {
}

class ListSubscribedWorkteamsCommand extends command(_ep0, _mw0, "ListSubscribedWorkteams", ListSubscribedWorkteams$) {
}

class ListTagsCommand extends command(_ep0, _mw0, "ListTags", ListTags$) {
}

class ListTrainingJobsCommand extends command(_ep0, _mw0, "ListTrainingJobs", ListTrainingJobs$) {
}

class ListTrainingJobsForHyperParameterTuningJobCommand extends command(_ep0, _mw0, "ListTrainingJobsForHyperParameterTuningJob", ListTrainingJobsForHyperParameterTuningJob$) {
}

class ListTrainingPlansCommand extends command(_ep0, _mw0, "ListTrainingPlans", ListTrainingPlans$) {
}

class ListTransformJobsCommand extends command(_ep0, _mw0, "ListTransformJobs", ListTransformJobs$) {
}

class ListTrialComponentsCommand extends command(_ep0, _mw0, "ListTrialComponents", ListTrialComponents$) {
}

class ListTrialsCommand extends command(_ep0, _mw0, "ListTrials", ListTrials$) {
}

class ListUltraServersByReservedCapacityCommand extends command(_ep0, _mw0, "ListUltraServersByReservedCapacity", ListUltraServersByReservedCapacity$) {
}

class ListUserProfilesCommand extends command(_ep0, _mw0, "ListUserProfiles", ListUserProfiles$) {
}

class ListWorkforcesCommand extends command(_ep0, _mw0, "ListWorkforces", ListWorkforces$) {
}

class ListWorkteamsCommand extends command(_ep0, _mw0, "ListWorkteams", ListWorkteams$) {
}

class PutModelPackageGroupPolicyCommand extends command(_ep0, _mw0, "PutModelPackageGroupPolicy", PutModelPackageGroupPolicy$) {
}

class QueryLineageCommand extends command(_ep0, _mw0, "QueryLineage", QueryLineage$) {
}

class RegisterDevicesCommand extends command(_ep0, _mw0, "RegisterDevices", RegisterDevices$) {
}

class RenderUiTemplateCommand extends command(_ep0, _mw0, "RenderUiTemplate", RenderUiTemplate$) {
}

class RetryPipelineExecutionCommand extends command(_ep0, _mw0, "RetryPipelineExecution", RetryPipelineExecution$) {
}

class SearchCommand extends command(_ep0, _mw0, "Search", Search$) {
}

class SearchTrainingPlanOfferingsCommand extends command(_ep0, _mw0, "SearchTrainingPlanOfferings", SearchTrainingPlanOfferings$) {
}

class SendPipelineExecutionStepFailureCommand extends command(_ep0, _mw0, "SendPipelineExecutionStepFailure", SendPipelineExecutionStepFailure$) {
}

class SendPipelineExecutionStepSuccessCommand extends command(_ep0, _mw0, "SendPipelineExecutionStepSuccess", SendPipelineExecutionStepSuccess$) {
}

class StartClusterHealthCheckCommand extends command(_ep0, _mw0, "StartClusterHealthCheck", StartClusterHealthCheck$) {
}

class StartEdgeDeploymentStageCommand extends command(_ep0, _mw0, "StartEdgeDeploymentStage", StartEdgeDeploymentStage$) {
}

class StartInferenceExperimentCommand extends command(_ep0, _mw0, "StartInferenceExperiment", StartInferenceExperiment$) {
}

class StartMlflowTrackingServerCommand extends command(_ep0, _mw0, "StartMlflowTrackingServer", StartMlflowTrackingServer$) {
}

class StartMonitoringScheduleCommand extends command(_ep0, _mw0, "StartMonitoringSchedule", StartMonitoringSchedule$) {
}

class StartNotebookInstanceCommand extends command(_ep0, _mw0, "StartNotebookInstance", StartNotebookInstance$) {
}

class StartPipelineExecutionCommand extends command(_ep0, _mw0, "StartPipelineExecution", StartPipelineExecution$) {
}

class StartSessionCommand extends command(_ep0, _mw0, "StartSession", StartSession$) {
}

class StopAIBenchmarkJobCommand extends command(_ep0, _mw0, "StopAIBenchmarkJob", StopAIBenchmarkJob$) {
}

class StopAIRecommendationJobCommand extends command(_ep0, _mw0, "StopAIRecommendationJob", StopAIRecommendationJob$) {
}

class StopAutoMLJobCommand extends command(_ep0, _mw0, "StopAutoMLJob", StopAutoMLJob$) {
}

class StopCompilationJobCommand extends command(_ep0, _mw0, "StopCompilationJob", StopCompilationJob$) {
}

class StopEdgeDeploymentStageCommand extends command(_ep0, _mw0, "StopEdgeDeploymentStage", StopEdgeDeploymentStage$) {
}

class StopEdgePackagingJobCommand extends command(_ep0, _mw0, "StopEdgePackagingJob", StopEdgePackagingJob$) {
}

class StopHyperParameterTuningJobCommand extends command(_ep0, _mw0, "StopHyperParameterTuningJob", StopHyperParameterTuningJob$) {
}

class StopInferenceExperimentCommand extends command(_ep0, _mw0, "StopInferenceExperiment", StopInferenceExperiment$) {
}

class StopInferenceRecommendationsJobCommand extends command(_ep0, _mw0, "StopInferenceRecommendationsJob", StopInferenceRecommendationsJob$) {
}

class StopJobCommand extends command(_ep0, _mw0, "StopJob", StopJob$) {
}

class StopLabelingJobCommand extends command(_ep0, _mw0, "StopLabelingJob", StopLabelingJob$) {
}

class StopMlflowTrackingServerCommand extends command(_ep0, _mw0, "StopMlflowTrackingServer", StopMlflowTrackingServer$) {
}

class StopMonitoringScheduleCommand extends command(_ep0, _mw0, "StopMonitoringSchedule", StopMonitoringSchedule$) {
}

class StopNotebookInstanceCommand extends command(_ep0, _mw0, "StopNotebookInstance", StopNotebookInstance$) {
}

class StopOptimizationJobCommand extends command(_ep0, _mw0, "StopOptimizationJob", StopOptimizationJob$) {
}

class StopPipelineExecutionCommand extends command(_ep0, _mw0, "StopPipelineExecution", StopPipelineExecution$) {
}

class StopProcessingJobCommand extends command(_ep0, _mw0, "StopProcessingJob", StopProcessingJob$) {
}

class StopTrainingJobCommand extends command(_ep0, _mw0, "StopTrainingJob", StopTrainingJob$) {
}

class StopTransformJobCommand extends command(_ep0, _mw0, "StopTransformJob", StopTransformJob$) {
}

class UpdateActionCommand extends command(_ep0, _mw0, "UpdateAction", UpdateAction$) {
}

class UpdateAppImageConfigCommand extends command(_ep0, _mw0, "UpdateAppImageConfig", UpdateAppImageConfig$) {
}

class UpdateArtifactCommand extends command(_ep0, _mw0, "UpdateArtifact", UpdateArtifact$) {
}

class UpdateClusterCommand extends command(_ep0, _mw0, "UpdateCluster", UpdateCluster$) {
}

class UpdateClusterSchedulerConfigCommand extends command(_ep0, _mw0, "UpdateClusterSchedulerConfig", UpdateClusterSchedulerConfig$) {
}

class UpdateClusterSoftwareCommand extends command(_ep0, _mw0, "UpdateClusterSoftware", UpdateClusterSoftware$) {
}

class UpdateCodeRepositoryCommand extends command(_ep0, _mw0, "UpdateCodeRepository", UpdateCodeRepository$) {
}

class UpdateComputeQuotaCommand extends command(_ep0, _mw0, "UpdateComputeQuota", UpdateComputeQuota$) {
}

class UpdateContextCommand extends command(_ep0, _mw0, "UpdateContext", UpdateContext$) {
}

class UpdateDeviceFleetCommand extends command(_ep0, _mw0, "UpdateDeviceFleet", UpdateDeviceFleet$) {
}

class UpdateDevicesCommand extends command(_ep0, _mw0, "UpdateDevices", UpdateDevices$) {
}

class UpdateDomainCommand extends command(_ep0, _mw0, "UpdateDomain", UpdateDomain$) {
}

class UpdateEndpointCommand extends command(_ep0, _mw0, "UpdateEndpoint", UpdateEndpoint$) {
}

class UpdateEndpointWeightsAndCapacitiesCommand extends command(_ep0, _mw0, "UpdateEndpointWeightsAndCapacities", UpdateEndpointWeightsAndCapacities$) {
}

class UpdateExperimentCommand extends command(_ep0, _mw0, "UpdateExperiment", UpdateExperiment$) {
}

class UpdateFeatureGroupCommand extends command(_ep0, _mw0, "UpdateFeatureGroup", UpdateFeatureGroup$) {
}

class UpdateFeatureMetadataCommand extends command(_ep0, _mw0, "UpdateFeatureMetadata", UpdateFeatureMetadata$) {
}

class UpdateHubCommand extends command(_ep0, _mw0, "UpdateHub", UpdateHub$) {
}

class UpdateHubContentCommand extends command(_ep0, _mw0, "UpdateHubContent", UpdateHubContent$) {
}

class UpdateHubContentReferenceCommand extends command(_ep0, _mw0, "UpdateHubContentReference", UpdateHubContentReference$) {
}

class UpdateImageCommand extends command(_ep0, _mw0, "UpdateImage", UpdateImage$) {
}

class UpdateImageVersionCommand extends command(_ep0, _mw0, "UpdateImageVersion", UpdateImageVersion$) {
}

class UpdateInferenceComponentCommand extends command(_ep0, _mw0, "UpdateInferenceComponent", UpdateInferenceComponent$) {
}

class UpdateInferenceComponentRuntimeConfigCommand extends command(_ep0, _mw0, "UpdateInferenceComponentRuntimeConfig", UpdateInferenceComponentRuntimeConfig$) {
}

class UpdateInferenceExperimentCommand extends command(_ep0, _mw0, "UpdateInferenceExperiment", UpdateInferenceExperiment$) {
}

class UpdateMlflowAppCommand extends command(_ep0, _mw0, "UpdateMlflowApp", UpdateMlflowApp$) {
}

class UpdateMlflowTrackingServerCommand extends command(_ep0, _mw0, "UpdateMlflowTrackingServer", UpdateMlflowTrackingServer$) {
}

class UpdateModelCardCommand extends command(_ep0, _mw0, "UpdateModelCard", UpdateModelCard$) {
}

class UpdateModelPackageCommand extends command(_ep0, _mw0, "UpdateModelPackage", UpdateModelPackage$) {
}

class UpdateMonitoringAlertCommand extends command(_ep0, _mw0, "UpdateMonitoringAlert", UpdateMonitoringAlert$) {
}

class UpdateMonitoringScheduleCommand extends command(_ep0, _mw0, "UpdateMonitoringSchedule", UpdateMonitoringSchedule$) {
}

class UpdateNotebookInstanceCommand extends command(_ep0, _mw0, "UpdateNotebookInstance", UpdateNotebookInstance$) {
}

class UpdateNotebookInstanceLifecycleConfigCommand extends command(_ep0, _mw0, "UpdateNotebookInstanceLifecycleConfig", UpdateNotebookInstanceLifecycleConfig$) {
}

class UpdatePartnerAppCommand extends command(_ep0, _mw0, "UpdatePartnerApp", UpdatePartnerApp$) {
}

class UpdatePipelineCommand extends command(_ep0, _mw0, "UpdatePipeline", UpdatePipeline$) {
}

class UpdatePipelineExecutionCommand extends command(_ep0, _mw0, "UpdatePipelineExecution", UpdatePipelineExecution$) {
}

class UpdatePipelineVersionCommand extends command(_ep0, _mw0, "UpdatePipelineVersion", UpdatePipelineVersion$) {
}

class UpdateProjectCommand extends command(_ep0, _mw0, "UpdateProject", UpdateProject$) {
}

class UpdateSpaceCommand extends command(_ep0, _mw0, "UpdateSpace", UpdateSpace$) {
}

class UpdateTrainingJobCommand extends command(_ep0, _mw0, "UpdateTrainingJob", UpdateTrainingJob$) {
}

class UpdateTrialCommand extends command(_ep0, _mw0, "UpdateTrial", UpdateTrial$) {
}

class UpdateTrialComponentCommand extends command(_ep0, _mw0, "UpdateTrialComponent", UpdateTrialComponent$) {
}

class UpdateUserProfileCommand extends command(_ep0, _mw0, "UpdateUserProfile", UpdateUserProfile$) {
}

class UpdateWorkforceCommand extends command(_ep0, _mw0, "UpdateWorkforce", UpdateWorkforce$) {
}

class UpdateWorkteamCommand extends command(_ep0, _mw0, "UpdateWorkteam", UpdateWorkteam$) {
}

const paginateCreateHubContentPresignedUrls = createPaginator(SageMakerClient, CreateHubContentPresignedUrlsCommand, "NextToken", "NextToken", "MaxResults");

const paginateDescribeTrainingPlanExtensionHistory = createPaginator(SageMakerClient, DescribeTrainingPlanExtensionHistoryCommand, "NextToken", "NextToken", "MaxResults");

const paginateListActions = createPaginator(SageMakerClient, ListActionsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListAIBenchmarkJobs = createPaginator(SageMakerClient, ListAIBenchmarkJobsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListAIRecommendationJobs = createPaginator(SageMakerClient, ListAIRecommendationJobsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListAIWorkloadConfigs = createPaginator(SageMakerClient, ListAIWorkloadConfigsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListAlgorithms = createPaginator(SageMakerClient, ListAlgorithmsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListAliases = createPaginator(SageMakerClient, ListAliasesCommand, "NextToken", "NextToken", "MaxResults");

const paginateListAppImageConfigs = createPaginator(SageMakerClient, ListAppImageConfigsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListApps = createPaginator(SageMakerClient, ListAppsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListArtifacts = createPaginator(SageMakerClient, ListArtifactsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListAssociations = createPaginator(SageMakerClient, ListAssociationsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListAutoMLJobs = createPaginator(SageMakerClient, ListAutoMLJobsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListCandidatesForAutoMLJob = createPaginator(SageMakerClient, ListCandidatesForAutoMLJobCommand, "NextToken", "NextToken", "MaxResults");

const paginateListClusterEvents = createPaginator(SageMakerClient, ListClusterEventsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListClusterNodes = createPaginator(SageMakerClient, ListClusterNodesCommand, "NextToken", "NextToken", "MaxResults");

const paginateListClusterSchedulerConfigs = createPaginator(SageMakerClient, ListClusterSchedulerConfigsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListClusters = createPaginator(SageMakerClient, ListClustersCommand, "NextToken", "NextToken", "MaxResults");

const paginateListCodeRepositories = createPaginator(SageMakerClient, ListCodeRepositoriesCommand, "NextToken", "NextToken", "MaxResults");

const paginateListCompilationJobs = createPaginator(SageMakerClient, ListCompilationJobsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListComputeQuotas = createPaginator(SageMakerClient, ListComputeQuotasCommand, "NextToken", "NextToken", "MaxResults");

const paginateListContexts = createPaginator(SageMakerClient, ListContextsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListDataQualityJobDefinitions = createPaginator(SageMakerClient, ListDataQualityJobDefinitionsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListDeviceFleets = createPaginator(SageMakerClient, ListDeviceFleetsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListDevices = createPaginator(SageMakerClient, ListDevicesCommand, "NextToken", "NextToken", "MaxResults");

const paginateListDomains = createPaginator(SageMakerClient, ListDomainsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListEdgeDeploymentPlans = createPaginator(SageMakerClient, ListEdgeDeploymentPlansCommand, "NextToken", "NextToken", "MaxResults");

const paginateListEdgePackagingJobs = createPaginator(SageMakerClient, ListEdgePackagingJobsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListEndpointConfigs = createPaginator(SageMakerClient, ListEndpointConfigsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListEndpoints = createPaginator(SageMakerClient, ListEndpointsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListExperiments = createPaginator(SageMakerClient, ListExperimentsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListFeatureGroups = createPaginator(SageMakerClient, ListFeatureGroupsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListFlowDefinitions = createPaginator(SageMakerClient, ListFlowDefinitionsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListHumanTaskUis = createPaginator(SageMakerClient, ListHumanTaskUisCommand, "NextToken", "NextToken", "MaxResults");

const paginateListHyperParameterTuningJobs = createPaginator(SageMakerClient, ListHyperParameterTuningJobsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListImages = createPaginator(SageMakerClient, ListImagesCommand, "NextToken", "NextToken", "MaxResults");

const paginateListImageVersions = createPaginator(SageMakerClient, ListImageVersionsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListInferenceComponents = createPaginator(SageMakerClient, ListInferenceComponentsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListInferenceExperiments = createPaginator(SageMakerClient, ListInferenceExperimentsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListInferenceRecommendationsJobs = createPaginator(SageMakerClient, ListInferenceRecommendationsJobsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListInferenceRecommendationsJobSteps = createPaginator(SageMakerClient, ListInferenceRecommendationsJobStepsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListJobSchemaVersions = createPaginator(SageMakerClient, ListJobSchemaVersionsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListJobs = createPaginator(SageMakerClient, ListJobsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListLabelingJobsForWorkteam = createPaginator(SageMakerClient, ListLabelingJobsForWorkteamCommand, "NextToken", "NextToken", "MaxResults");

const paginateListLabelingJobs = createPaginator(SageMakerClient, ListLabelingJobsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListLineageGroups = createPaginator(SageMakerClient, ListLineageGroupsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListMlflowApps = createPaginator(SageMakerClient, ListMlflowAppsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListMlflowTrackingServers = createPaginator(SageMakerClient, ListMlflowTrackingServersCommand, "NextToken", "NextToken", "MaxResults");

const paginateListModelBiasJobDefinitions = createPaginator(SageMakerClient, ListModelBiasJobDefinitionsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListModelCardExportJobs = createPaginator(SageMakerClient, ListModelCardExportJobsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListModelCards = createPaginator(SageMakerClient, ListModelCardsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListModelCardVersions = createPaginator(SageMakerClient, ListModelCardVersionsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListModelExplainabilityJobDefinitions = createPaginator(SageMakerClient, ListModelExplainabilityJobDefinitionsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListModelMetadata = createPaginator(SageMakerClient, ListModelMetadataCommand, "NextToken", "NextToken", "MaxResults");

const paginateListModelPackageGroups = createPaginator(SageMakerClient, ListModelPackageGroupsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListModelPackages = createPaginator(SageMakerClient, ListModelPackagesCommand, "NextToken", "NextToken", "MaxResults");

const paginateListModelQualityJobDefinitions = createPaginator(SageMakerClient, ListModelQualityJobDefinitionsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListModels = createPaginator(SageMakerClient, ListModelsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListMonitoringAlertHistory = createPaginator(SageMakerClient, ListMonitoringAlertHistoryCommand, "NextToken", "NextToken", "MaxResults");

const paginateListMonitoringAlerts = createPaginator(SageMakerClient, ListMonitoringAlertsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListMonitoringExecutions = createPaginator(SageMakerClient, ListMonitoringExecutionsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListMonitoringSchedules = createPaginator(SageMakerClient, ListMonitoringSchedulesCommand, "NextToken", "NextToken", "MaxResults");

const paginateListNotebookInstanceLifecycleConfigs = createPaginator(SageMakerClient, ListNotebookInstanceLifecycleConfigsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListNotebookInstances = createPaginator(SageMakerClient, ListNotebookInstancesCommand, "NextToken", "NextToken", "MaxResults");

const paginateListOptimizationJobs = createPaginator(SageMakerClient, ListOptimizationJobsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListPartnerApps = createPaginator(SageMakerClient, ListPartnerAppsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListPipelineExecutions = createPaginator(SageMakerClient, ListPipelineExecutionsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListPipelineExecutionSteps = createPaginator(SageMakerClient, ListPipelineExecutionStepsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListPipelineParametersForExecution = createPaginator(SageMakerClient, ListPipelineParametersForExecutionCommand, "NextToken", "NextToken", "MaxResults");

const paginateListPipelines = createPaginator(SageMakerClient, ListPipelinesCommand, "NextToken", "NextToken", "MaxResults");

const paginateListPipelineVersions = createPaginator(SageMakerClient, ListPipelineVersionsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListProcessingJobs = createPaginator(SageMakerClient, ListProcessingJobsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListProjects = createPaginator(SageMakerClient, ListProjectsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListResourceCatalogs = createPaginator(SageMakerClient, ListResourceCatalogsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListSpaces = createPaginator(SageMakerClient, ListSpacesCommand, "NextToken", "NextToken", "MaxResults");

const paginateListStageDevices = createPaginator(SageMakerClient, ListStageDevicesCommand, "NextToken", "NextToken", "MaxResults");

const paginateListStudioLifecycleConfigs = createPaginator(SageMakerClient, ListStudioLifecycleConfigsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListSubscribedWorkteams = createPaginator(SageMakerClient, ListSubscribedWorkteamsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListTags = createPaginator(SageMakerClient, ListTagsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListTrainingJobsForHyperParameterTuningJob = createPaginator(SageMakerClient, ListTrainingJobsForHyperParameterTuningJobCommand, "NextToken", "NextToken", "MaxResults");

const paginateListTrainingJobs = createPaginator(SageMakerClient, ListTrainingJobsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListTrainingPlans = createPaginator(SageMakerClient, ListTrainingPlansCommand, "NextToken", "NextToken", "MaxResults");

const paginateListTransformJobs = createPaginator(SageMakerClient, ListTransformJobsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListTrialComponents = createPaginator(SageMakerClient, ListTrialComponentsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListTrials = createPaginator(SageMakerClient, ListTrialsCommand, "NextToken", "NextToken", "MaxResults");

const paginateListUltraServersByReservedCapacity = createPaginator(SageMakerClient, ListUltraServersByReservedCapacityCommand, "NextToken", "NextToken", "MaxResults");

const paginateListUserProfiles = createPaginator(SageMakerClient, ListUserProfilesCommand, "NextToken", "NextToken", "MaxResults");

const paginateListWorkforces = createPaginator(SageMakerClient, ListWorkforcesCommand, "NextToken", "NextToken", "MaxResults");

const paginateListWorkteams = createPaginator(SageMakerClient, ListWorkteamsCommand, "NextToken", "NextToken", "MaxResults");

const paginateQueryLineage = createPaginator(SageMakerClient, QueryLineageCommand, "NextToken", "NextToken", "MaxResults");

const paginateSearch = createPaginator(SageMakerClient, SearchCommand, "NextToken", "NextToken", "MaxResults");

const checkState$c = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeEndpointCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.EndpointStatus;
            };
            if (returnComparator() === "Failed") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "ValidationException") {
            return { state: WaiterState.SUCCESS, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForEndpointDeleted = async (params, input) => {
    const serviceDefaults = { minDelay: 30, maxDelay: 1800 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$c);
};
const waitUntilEndpointDeleted = async (params, input) => {
    const serviceDefaults = { minDelay: 30, maxDelay: 1800 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$c);
    return checkExceptions(result);
};

const checkState$b = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeEndpointCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.EndpointStatus;
            };
            if (returnComparator() === "InService") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.EndpointStatus;
            };
            if (returnComparator() === "Failed") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "ValidationException") {
            return { state: WaiterState.FAILURE, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForEndpointInService = async (params, input) => {
    const serviceDefaults = { minDelay: 30, maxDelay: 3600 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$b);
};
const waitUntilEndpointInService = async (params, input) => {
    const serviceDefaults = { minDelay: 30, maxDelay: 3600 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$b);
    return checkExceptions(result);
};

const checkState$a = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeImageCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.ImageStatus;
            };
            if (returnComparator() === "CREATED") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.ImageStatus;
            };
            if (returnComparator() === "CREATE_FAILED") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "ValidationException") {
            return { state: WaiterState.FAILURE, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForImageCreated = async (params, input) => {
    const serviceDefaults = { minDelay: 60, maxDelay: 3600 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$a);
};
const waitUntilImageCreated = async (params, input) => {
    const serviceDefaults = { minDelay: 60, maxDelay: 3600 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$a);
    return checkExceptions(result);
};

const checkState$9 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeImageCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.ImageStatus;
            };
            if (returnComparator() === "DELETE_FAILED") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "ResourceNotFoundException") {
            return { state: WaiterState.SUCCESS, reason };
        }
        if (exception.name === "ValidationException") {
            return { state: WaiterState.FAILURE, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForImageDeleted = async (params, input) => {
    const serviceDefaults = { minDelay: 60, maxDelay: 3600 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$9);
};
const waitUntilImageDeleted = async (params, input) => {
    const serviceDefaults = { minDelay: 60, maxDelay: 3600 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$9);
    return checkExceptions(result);
};

const checkState$8 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeImageCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.ImageStatus;
            };
            if (returnComparator() === "CREATED") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.ImageStatus;
            };
            if (returnComparator() === "UPDATE_FAILED") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "ValidationException") {
            return { state: WaiterState.FAILURE, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForImageUpdated = async (params, input) => {
    const serviceDefaults = { minDelay: 60, maxDelay: 3600 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$8);
};
const waitUntilImageUpdated = async (params, input) => {
    const serviceDefaults = { minDelay: 60, maxDelay: 3600 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$8);
    return checkExceptions(result);
};

const checkState$7 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeImageVersionCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.ImageVersionStatus;
            };
            if (returnComparator() === "CREATED") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.ImageVersionStatus;
            };
            if (returnComparator() === "CREATE_FAILED") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "ValidationException") {
            return { state: WaiterState.FAILURE, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForImageVersionCreated = async (params, input) => {
    const serviceDefaults = { minDelay: 60, maxDelay: 3600 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$7);
};
const waitUntilImageVersionCreated = async (params, input) => {
    const serviceDefaults = { minDelay: 60, maxDelay: 3600 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$7);
    return checkExceptions(result);
};

const checkState$6 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeImageVersionCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.ImageVersionStatus;
            };
            if (returnComparator() === "DELETE_FAILED") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "ResourceNotFoundException") {
            return { state: WaiterState.SUCCESS, reason };
        }
        if (exception.name === "ValidationException") {
            return { state: WaiterState.FAILURE, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForImageVersionDeleted = async (params, input) => {
    const serviceDefaults = { minDelay: 60, maxDelay: 3600 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$6);
};
const waitUntilImageVersionDeleted = async (params, input) => {
    const serviceDefaults = { minDelay: 60, maxDelay: 3600 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$6);
    return checkExceptions(result);
};

const checkState$5 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeNotebookInstanceCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.NotebookInstanceStatus;
            };
            if (returnComparator() === "Failed") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "ValidationException") {
            return { state: WaiterState.SUCCESS, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForNotebookInstanceDeleted = async (params, input) => {
    const serviceDefaults = { minDelay: 30, maxDelay: 1800 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$5);
};
const waitUntilNotebookInstanceDeleted = async (params, input) => {
    const serviceDefaults = { minDelay: 30, maxDelay: 1800 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$5);
    return checkExceptions(result);
};

const checkState$4 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeNotebookInstanceCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.NotebookInstanceStatus;
            };
            if (returnComparator() === "InService") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.NotebookInstanceStatus;
            };
            if (returnComparator() === "Failed") {
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
const waitForNotebookInstanceInService = async (params, input) => {
    const serviceDefaults = { minDelay: 30, maxDelay: 1800 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$4);
};
const waitUntilNotebookInstanceInService = async (params, input) => {
    const serviceDefaults = { minDelay: 30, maxDelay: 1800 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$4);
    return checkExceptions(result);
};

const checkState$3 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeNotebookInstanceCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.NotebookInstanceStatus;
            };
            if (returnComparator() === "Stopped") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.NotebookInstanceStatus;
            };
            if (returnComparator() === "Failed") {
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
const waitForNotebookInstanceStopped = async (params, input) => {
    const serviceDefaults = { minDelay: 30, maxDelay: 1800 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$3);
};
const waitUntilNotebookInstanceStopped = async (params, input) => {
    const serviceDefaults = { minDelay: 30, maxDelay: 1800 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$3);
    return checkExceptions(result);
};

const checkState$2 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeProcessingJobCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.ProcessingJobStatus;
            };
            if (returnComparator() === "Completed") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.ProcessingJobStatus;
            };
            if (returnComparator() === "Stopped") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.ProcessingJobStatus;
            };
            if (returnComparator() === "Failed") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "ValidationException") {
            return { state: WaiterState.FAILURE, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForProcessingJobCompletedOrStopped = async (params, input) => {
    const serviceDefaults = { minDelay: 60, maxDelay: 3600 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$2);
};
const waitUntilProcessingJobCompletedOrStopped = async (params, input) => {
    const serviceDefaults = { minDelay: 60, maxDelay: 3600 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$2);
    return checkExceptions(result);
};

const checkState$1 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeTrainingJobCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.TrainingJobStatus;
            };
            if (returnComparator() === "Completed") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.TrainingJobStatus;
            };
            if (returnComparator() === "Stopped") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.TrainingJobStatus;
            };
            if (returnComparator() === "Failed") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "ValidationException") {
            return { state: WaiterState.FAILURE, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForTrainingJobCompletedOrStopped = async (params, input) => {
    const serviceDefaults = { minDelay: 120, maxDelay: 21600 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
};
const waitUntilTrainingJobCompletedOrStopped = async (params, input) => {
    const serviceDefaults = { minDelay: 120, maxDelay: 21600 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
    return checkExceptions(result);
};

const checkState = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeTransformJobCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.TransformJobStatus;
            };
            if (returnComparator() === "Completed") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.TransformJobStatus;
            };
            if (returnComparator() === "Stopped") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.TransformJobStatus;
            };
            if (returnComparator() === "Failed") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "ValidationException") {
            return { state: WaiterState.FAILURE, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForTransformJobCompletedOrStopped = async (params, input) => {
    const serviceDefaults = { minDelay: 60, maxDelay: 3600 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState);
};
const waitUntilTransformJobCompletedOrStopped = async (params, input) => {
    const serviceDefaults = { minDelay: 60, maxDelay: 3600 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState);
    return checkExceptions(result);
};

const commands = {
    AddAssociationCommand,
    AddTagsCommand,
    AssociateTrialComponentCommand,
    AttachClusterNodeNetworkInterfaceCommand,
    AttachClusterNodeVolumeCommand,
    BatchAddClusterNodesCommand,
    BatchDeleteClusterNodesCommand,
    BatchDescribeModelPackageCommand,
    BatchRebootClusterNodesCommand,
    BatchReplaceClusterNodesCommand,
    CreateActionCommand,
    CreateAIBenchmarkJobCommand,
    CreateAIRecommendationJobCommand,
    CreateAIWorkloadConfigCommand,
    CreateAlgorithmCommand,
    CreateAppCommand,
    CreateAppImageConfigCommand,
    CreateArtifactCommand,
    CreateAutoMLJobCommand,
    CreateAutoMLJobV2Command,
    CreateClusterCommand,
    CreateClusterSchedulerConfigCommand,
    CreateCodeRepositoryCommand,
    CreateCompilationJobCommand,
    CreateComputeQuotaCommand,
    CreateContextCommand,
    CreateDataQualityJobDefinitionCommand,
    CreateDeviceFleetCommand,
    CreateDomainCommand,
    CreateEdgeDeploymentPlanCommand,
    CreateEdgeDeploymentStageCommand,
    CreateEdgePackagingJobCommand,
    CreateEndpointCommand,
    CreateEndpointConfigCommand,
    CreateExperimentCommand,
    CreateFeatureGroupCommand,
    CreateFlowDefinitionCommand,
    CreateHubCommand,
    CreateHubContentPresignedUrlsCommand,
    CreateHubContentReferenceCommand,
    CreateHumanTaskUiCommand,
    CreateHyperParameterTuningJobCommand,
    CreateImageCommand,
    CreateImageVersionCommand,
    CreateInferenceComponentCommand,
    CreateInferenceExperimentCommand,
    CreateInferenceRecommendationsJobCommand,
    CreateJobCommand,
    CreateLabelingJobCommand,
    CreateMlflowAppCommand,
    CreateMlflowTrackingServerCommand,
    CreateModelCommand,
    CreateModelBiasJobDefinitionCommand,
    CreateModelCardCommand,
    CreateModelCardExportJobCommand,
    CreateModelExplainabilityJobDefinitionCommand,
    CreateModelPackageCommand,
    CreateModelPackageGroupCommand,
    CreateModelQualityJobDefinitionCommand,
    CreateMonitoringScheduleCommand,
    CreateNotebookInstanceCommand,
    CreateNotebookInstanceLifecycleConfigCommand,
    CreateOptimizationJobCommand,
    CreatePartnerAppCommand,
    CreatePartnerAppPresignedUrlCommand,
    CreatePipelineCommand,
    CreatePresignedDomainUrlCommand,
    CreatePresignedMlflowAppUrlCommand,
    CreatePresignedMlflowTrackingServerUrlCommand,
    CreatePresignedNotebookInstanceUrlCommand,
    CreateProcessingJobCommand,
    CreateProjectCommand,
    CreateSpaceCommand,
    CreateStudioLifecycleConfigCommand,
    CreateTrainingJobCommand,
    CreateTrainingPlanCommand,
    CreateTransformJobCommand,
    CreateTrialCommand,
    CreateTrialComponentCommand,
    CreateUserProfileCommand,
    CreateWorkforceCommand,
    CreateWorkteamCommand,
    DeleteActionCommand,
    DeleteAIBenchmarkJobCommand,
    DeleteAIRecommendationJobCommand,
    DeleteAIWorkloadConfigCommand,
    DeleteAlgorithmCommand,
    DeleteAppCommand,
    DeleteAppImageConfigCommand,
    DeleteArtifactCommand,
    DeleteAssociationCommand,
    DeleteClusterCommand,
    DeleteClusterSchedulerConfigCommand,
    DeleteCodeRepositoryCommand,
    DeleteCompilationJobCommand,
    DeleteComputeQuotaCommand,
    DeleteContextCommand,
    DeleteDataQualityJobDefinitionCommand,
    DeleteDeviceFleetCommand,
    DeleteDomainCommand,
    DeleteEdgeDeploymentPlanCommand,
    DeleteEdgeDeploymentStageCommand,
    DeleteEndpointCommand,
    DeleteEndpointConfigCommand,
    DeleteExperimentCommand,
    DeleteFeatureGroupCommand,
    DeleteFlowDefinitionCommand,
    DeleteHubCommand,
    DeleteHubContentCommand,
    DeleteHubContentReferenceCommand,
    DeleteHumanTaskUiCommand,
    DeleteHyperParameterTuningJobCommand,
    DeleteImageCommand,
    DeleteImageVersionCommand,
    DeleteInferenceComponentCommand,
    DeleteInferenceExperimentCommand,
    DeleteJobCommand,
    DeleteMlflowAppCommand,
    DeleteMlflowTrackingServerCommand,
    DeleteModelCommand,
    DeleteModelBiasJobDefinitionCommand,
    DeleteModelCardCommand,
    DeleteModelExplainabilityJobDefinitionCommand,
    DeleteModelPackageCommand,
    DeleteModelPackageGroupCommand,
    DeleteModelPackageGroupPolicyCommand,
    DeleteModelQualityJobDefinitionCommand,
    DeleteMonitoringScheduleCommand,
    DeleteNotebookInstanceCommand,
    DeleteNotebookInstanceLifecycleConfigCommand,
    DeleteOptimizationJobCommand,
    DeletePartnerAppCommand,
    DeletePipelineCommand,
    DeleteProcessingJobCommand,
    DeleteProjectCommand,
    DeleteSpaceCommand,
    DeleteStudioLifecycleConfigCommand,
    DeleteTagsCommand,
    DeleteTrainingJobCommand,
    DeleteTrialCommand,
    DeleteTrialComponentCommand,
    DeleteUserProfileCommand,
    DeleteWorkforceCommand,
    DeleteWorkteamCommand,
    DeregisterDevicesCommand,
    DescribeActionCommand,
    DescribeAIBenchmarkJobCommand,
    DescribeAIRecommendationJobCommand,
    DescribeAIWorkloadConfigCommand,
    DescribeAlgorithmCommand,
    DescribeAppCommand,
    DescribeAppImageConfigCommand,
    DescribeArtifactCommand,
    DescribeAutoMLJobCommand,
    DescribeAutoMLJobV2Command,
    DescribeClusterCommand,
    DescribeClusterEventCommand,
    DescribeClusterNodeCommand,
    DescribeClusterSchedulerConfigCommand,
    DescribeCodeRepositoryCommand,
    DescribeCompilationJobCommand,
    DescribeComputeQuotaCommand,
    DescribeContextCommand,
    DescribeDataQualityJobDefinitionCommand,
    DescribeDeviceCommand,
    DescribeDeviceFleetCommand,
    DescribeDomainCommand,
    DescribeEdgeDeploymentPlanCommand,
    DescribeEdgePackagingJobCommand,
    DescribeEndpointCommand,
    DescribeEndpointConfigCommand,
    DescribeExperimentCommand,
    DescribeFeatureGroupCommand,
    DescribeFeatureMetadataCommand,
    DescribeFlowDefinitionCommand,
    DescribeHubCommand,
    DescribeHubContentCommand,
    DescribeHumanTaskUiCommand,
    DescribeHyperParameterTuningJobCommand,
    DescribeImageCommand,
    DescribeImageVersionCommand,
    DescribeInferenceComponentCommand,
    DescribeInferenceExperimentCommand,
    DescribeInferenceRecommendationsJobCommand,
    DescribeJobCommand,
    DescribeJobSchemaVersionCommand,
    DescribeLabelingJobCommand,
    DescribeLineageGroupCommand,
    DescribeMlflowAppCommand,
    DescribeMlflowTrackingServerCommand,
    DescribeModelCommand,
    DescribeModelBiasJobDefinitionCommand,
    DescribeModelCardCommand,
    DescribeModelCardExportJobCommand,
    DescribeModelExplainabilityJobDefinitionCommand,
    DescribeModelPackageCommand,
    DescribeModelPackageGroupCommand,
    DescribeModelQualityJobDefinitionCommand,
    DescribeMonitoringScheduleCommand,
    DescribeNotebookInstanceCommand,
    DescribeNotebookInstanceLifecycleConfigCommand,
    DescribeOptimizationJobCommand,
    DescribePartnerAppCommand,
    DescribePipelineCommand,
    DescribePipelineDefinitionForExecutionCommand,
    DescribePipelineExecutionCommand,
    DescribeProcessingJobCommand,
    DescribeProjectCommand,
    DescribeReservedCapacityCommand,
    DescribeSpaceCommand,
    DescribeStudioLifecycleConfigCommand,
    DescribeSubscribedWorkteamCommand,
    DescribeTrainingJobCommand,
    DescribeTrainingPlanCommand,
    DescribeTrainingPlanExtensionHistoryCommand,
    DescribeTransformJobCommand,
    DescribeTrialCommand,
    DescribeTrialComponentCommand,
    DescribeUserProfileCommand,
    DescribeWorkforceCommand,
    DescribeWorkteamCommand,
    DetachClusterNodeVolumeCommand,
    DisableSagemakerServicecatalogPortfolioCommand,
    DisassociateTrialComponentCommand,
    EnableSagemakerServicecatalogPortfolioCommand,
    ExtendTrainingPlanCommand,
    GetDeviceFleetReportCommand,
    GetLineageGroupPolicyCommand,
    GetModelPackageGroupPolicyCommand,
    GetSagemakerServicecatalogPortfolioStatusCommand,
    GetScalingConfigurationRecommendationCommand,
    GetSearchSuggestionsCommand,
    ImportHubContentCommand,
    ListActionsCommand,
    ListAIBenchmarkJobsCommand,
    ListAIRecommendationJobsCommand,
    ListAIWorkloadConfigsCommand,
    ListAlgorithmsCommand,
    ListAliasesCommand,
    ListAppImageConfigsCommand,
    ListAppsCommand,
    ListArtifactsCommand,
    ListAssociationsCommand,
    ListAutoMLJobsCommand,
    ListCandidatesForAutoMLJobCommand,
    ListClusterEventsCommand,
    ListClusterNodesCommand,
    ListClustersCommand,
    ListClusterSchedulerConfigsCommand,
    ListCodeRepositoriesCommand,
    ListCompilationJobsCommand,
    ListComputeQuotasCommand,
    ListContextsCommand,
    ListDataQualityJobDefinitionsCommand,
    ListDeviceFleetsCommand,
    ListDevicesCommand,
    ListDomainsCommand,
    ListEdgeDeploymentPlansCommand,
    ListEdgePackagingJobsCommand,
    ListEndpointConfigsCommand,
    ListEndpointsCommand,
    ListExperimentsCommand,
    ListFeatureGroupsCommand,
    ListFlowDefinitionsCommand,
    ListHubContentsCommand,
    ListHubContentVersionsCommand,
    ListHubsCommand,
    ListHumanTaskUisCommand,
    ListHyperParameterTuningJobsCommand,
    ListImagesCommand,
    ListImageVersionsCommand,
    ListInferenceComponentsCommand,
    ListInferenceExperimentsCommand,
    ListInferenceRecommendationsJobsCommand,
    ListInferenceRecommendationsJobStepsCommand,
    ListJobsCommand,
    ListJobSchemaVersionsCommand,
    ListLabelingJobsCommand,
    ListLabelingJobsForWorkteamCommand,
    ListLineageGroupsCommand,
    ListMlflowAppsCommand,
    ListMlflowTrackingServersCommand,
    ListModelBiasJobDefinitionsCommand,
    ListModelCardExportJobsCommand,
    ListModelCardsCommand,
    ListModelCardVersionsCommand,
    ListModelExplainabilityJobDefinitionsCommand,
    ListModelMetadataCommand,
    ListModelPackageGroupsCommand,
    ListModelPackagesCommand,
    ListModelQualityJobDefinitionsCommand,
    ListModelsCommand,
    ListMonitoringAlertHistoryCommand,
    ListMonitoringAlertsCommand,
    ListMonitoringExecutionsCommand,
    ListMonitoringSchedulesCommand,
    ListNotebookInstanceLifecycleConfigsCommand,
    ListNotebookInstancesCommand,
    ListOptimizationJobsCommand,
    ListPartnerAppsCommand,
    ListPipelineExecutionsCommand,
    ListPipelineExecutionStepsCommand,
    ListPipelineParametersForExecutionCommand,
    ListPipelinesCommand,
    ListPipelineVersionsCommand,
    ListProcessingJobsCommand,
    ListProjectsCommand,
    ListResourceCatalogsCommand,
    ListSpacesCommand,
    ListStageDevicesCommand,
    ListStudioLifecycleConfigsCommand,
    ListSubscribedWorkteamsCommand,
    ListTagsCommand,
    ListTrainingJobsCommand,
    ListTrainingJobsForHyperParameterTuningJobCommand,
    ListTrainingPlansCommand,
    ListTransformJobsCommand,
    ListTrialComponentsCommand,
    ListTrialsCommand,
    ListUltraServersByReservedCapacityCommand,
    ListUserProfilesCommand,
    ListWorkforcesCommand,
    ListWorkteamsCommand,
    PutModelPackageGroupPolicyCommand,
    QueryLineageCommand,
    RegisterDevicesCommand,
    RenderUiTemplateCommand,
    RetryPipelineExecutionCommand,
    SearchCommand,
    SearchTrainingPlanOfferingsCommand,
    SendPipelineExecutionStepFailureCommand,
    SendPipelineExecutionStepSuccessCommand,
    StartClusterHealthCheckCommand,
    StartEdgeDeploymentStageCommand,
    StartInferenceExperimentCommand,
    StartMlflowTrackingServerCommand,
    StartMonitoringScheduleCommand,
    StartNotebookInstanceCommand,
    StartPipelineExecutionCommand,
    StartSessionCommand,
    StopAIBenchmarkJobCommand,
    StopAIRecommendationJobCommand,
    StopAutoMLJobCommand,
    StopCompilationJobCommand,
    StopEdgeDeploymentStageCommand,
    StopEdgePackagingJobCommand,
    StopHyperParameterTuningJobCommand,
    StopInferenceExperimentCommand,
    StopInferenceRecommendationsJobCommand,
    StopJobCommand,
    StopLabelingJobCommand,
    StopMlflowTrackingServerCommand,
    StopMonitoringScheduleCommand,
    StopNotebookInstanceCommand,
    StopOptimizationJobCommand,
    StopPipelineExecutionCommand,
    StopProcessingJobCommand,
    StopTrainingJobCommand,
    StopTransformJobCommand,
    UpdateActionCommand,
    UpdateAppImageConfigCommand,
    UpdateArtifactCommand,
    UpdateClusterCommand,
    UpdateClusterSchedulerConfigCommand,
    UpdateClusterSoftwareCommand,
    UpdateCodeRepositoryCommand,
    UpdateComputeQuotaCommand,
    UpdateContextCommand,
    UpdateDeviceFleetCommand,
    UpdateDevicesCommand,
    UpdateDomainCommand,
    UpdateEndpointCommand,
    UpdateEndpointWeightsAndCapacitiesCommand,
    UpdateExperimentCommand,
    UpdateFeatureGroupCommand,
    UpdateFeatureMetadataCommand,
    UpdateHubCommand,
    UpdateHubContentCommand,
    UpdateHubContentReferenceCommand,
    UpdateImageCommand,
    UpdateImageVersionCommand,
    UpdateInferenceComponentCommand,
    UpdateInferenceComponentRuntimeConfigCommand,
    UpdateInferenceExperimentCommand,
    UpdateMlflowAppCommand,
    UpdateMlflowTrackingServerCommand,
    UpdateModelCardCommand,
    UpdateModelPackageCommand,
    UpdateMonitoringAlertCommand,
    UpdateMonitoringScheduleCommand,
    UpdateNotebookInstanceCommand,
    UpdateNotebookInstanceLifecycleConfigCommand,
    UpdatePartnerAppCommand,
    UpdatePipelineCommand,
    UpdatePipelineExecutionCommand,
    UpdatePipelineVersionCommand,
    UpdateProjectCommand,
    UpdateSpaceCommand,
    UpdateTrainingJobCommand,
    UpdateTrialCommand,
    UpdateTrialComponentCommand,
    UpdateUserProfileCommand,
    UpdateWorkforceCommand,
    UpdateWorkteamCommand,
};
const paginators = {
    paginateCreateHubContentPresignedUrls,
    paginateDescribeTrainingPlanExtensionHistory,
    paginateListActions,
    paginateListAIBenchmarkJobs,
    paginateListAIRecommendationJobs,
    paginateListAIWorkloadConfigs,
    paginateListAlgorithms,
    paginateListAliases,
    paginateListAppImageConfigs,
    paginateListApps,
    paginateListArtifacts,
    paginateListAssociations,
    paginateListAutoMLJobs,
    paginateListCandidatesForAutoMLJob,
    paginateListClusterEvents,
    paginateListClusterNodes,
    paginateListClusters,
    paginateListClusterSchedulerConfigs,
    paginateListCodeRepositories,
    paginateListCompilationJobs,
    paginateListComputeQuotas,
    paginateListContexts,
    paginateListDataQualityJobDefinitions,
    paginateListDeviceFleets,
    paginateListDevices,
    paginateListDomains,
    paginateListEdgeDeploymentPlans,
    paginateListEdgePackagingJobs,
    paginateListEndpointConfigs,
    paginateListEndpoints,
    paginateListExperiments,
    paginateListFeatureGroups,
    paginateListFlowDefinitions,
    paginateListHumanTaskUis,
    paginateListHyperParameterTuningJobs,
    paginateListImages,
    paginateListImageVersions,
    paginateListInferenceComponents,
    paginateListInferenceExperiments,
    paginateListInferenceRecommendationsJobs,
    paginateListInferenceRecommendationsJobSteps,
    paginateListJobs,
    paginateListJobSchemaVersions,
    paginateListLabelingJobs,
    paginateListLabelingJobsForWorkteam,
    paginateListLineageGroups,
    paginateListMlflowApps,
    paginateListMlflowTrackingServers,
    paginateListModelBiasJobDefinitions,
    paginateListModelCardExportJobs,
    paginateListModelCards,
    paginateListModelCardVersions,
    paginateListModelExplainabilityJobDefinitions,
    paginateListModelMetadata,
    paginateListModelPackageGroups,
    paginateListModelPackages,
    paginateListModelQualityJobDefinitions,
    paginateListModels,
    paginateListMonitoringAlertHistory,
    paginateListMonitoringAlerts,
    paginateListMonitoringExecutions,
    paginateListMonitoringSchedules,
    paginateListNotebookInstanceLifecycleConfigs,
    paginateListNotebookInstances,
    paginateListOptimizationJobs,
    paginateListPartnerApps,
    paginateListPipelineExecutions,
    paginateListPipelineExecutionSteps,
    paginateListPipelineParametersForExecution,
    paginateListPipelines,
    paginateListPipelineVersions,
    paginateListProcessingJobs,
    paginateListProjects,
    paginateListResourceCatalogs,
    paginateListSpaces,
    paginateListStageDevices,
    paginateListStudioLifecycleConfigs,
    paginateListSubscribedWorkteams,
    paginateListTags,
    paginateListTrainingJobs,
    paginateListTrainingJobsForHyperParameterTuningJob,
    paginateListTrainingPlans,
    paginateListTransformJobs,
    paginateListTrialComponents,
    paginateListTrials,
    paginateListUltraServersByReservedCapacity,
    paginateListUserProfiles,
    paginateListWorkforces,
    paginateListWorkteams,
    paginateQueryLineage,
    paginateSearch,
};
const waiters = {
    waitUntilEndpointDeleted,
    waitUntilEndpointInService,
    waitUntilImageCreated,
    waitUntilImageDeleted,
    waitUntilImageUpdated,
    waitUntilImageVersionCreated,
    waitUntilImageVersionDeleted,
    waitUntilNotebookInstanceDeleted,
    waitUntilNotebookInstanceInService,
    waitUntilNotebookInstanceStopped,
    waitUntilProcessingJobCompletedOrStopped,
    waitUntilTrainingJobCompletedOrStopped,
    waitUntilTransformJobCompletedOrStopped,
};
class SageMaker extends SageMakerClient {
}
createAggregatedClient(commands, SageMaker, { paginators, waiters });

const MIGProfileType = {
    MIG_1G_10GB: "mig-1g.10gb",
    MIG_1G_18GB: "mig-1g.18gb",
    MIG_1G_20GB: "mig-1g.20gb",
    MIG_1G_23GB: "mig-1g.23gb",
    MIG_1G_35GB: "mig-1g.35gb",
    MIG_1G_45GB: "mig-1g.45gb",
    MIG_1G_47GB: "mig-1g.47gb",
    MIG_1G_5GB: "mig-1g.5gb",
    MIG_2G_10GB: "mig-2g.10gb",
    MIG_2G_20GB: "mig-2g.20gb",
    MIG_2G_35GB: "mig-2g.35gb",
    MIG_2G_45GB: "mig-2g.45gb",
    MIG_2G_47GB: "mig-2g.47gb",
    MIG_3G_20GB: "mig-3g.20gb",
    MIG_3G_40GB: "mig-3g.40gb",
    MIG_3G_71GB: "mig-3g.71gb",
    MIG_3G_90GB: "mig-3g.90gb",
    MIG_3G_93GB: "mig-3g.93gb",
    MIG_4G_20GB: "mig-4g.20gb",
    MIG_4G_40GB: "mig-4g.40gb",
    MIG_4G_71GB: "mig-4g.71gb",
    MIG_4G_90GB: "mig-4g.90gb",
    MIG_4G_93GB: "mig-4g.93gb",
    MIG_7G_141GB: "mig-7g.141gb",
    MIG_7G_180GB: "mig-7g.180gb",
    MIG_7G_186GB: "mig-7g.186gb",
    MIG_7G_40GB: "mig-7g.40gb",
    MIG_7G_80GB: "mig-7g.80gb",
};
const ClusterInstanceType = {
    ML_C5N_18XLARGE: "ml.c5n.18xlarge",
    ML_C5N_2XLARGE: "ml.c5n.2xlarge",
    ML_C5N_4XLARGE: "ml.c5n.4xlarge",
    ML_C5N_9XLARGE: "ml.c5n.9xlarge",
    ML_C5N_LARGE: "ml.c5n.large",
    ML_C5_12XLARGE: "ml.c5.12xlarge",
    ML_C5_18XLARGE: "ml.c5.18xlarge",
    ML_C5_24XLARGE: "ml.c5.24xlarge",
    ML_C5_2XLARGE: "ml.c5.2xlarge",
    ML_C5_4XLARGE: "ml.c5.4xlarge",
    ML_C5_9XLARGE: "ml.c5.9xlarge",
    ML_C5_LARGE: "ml.c5.large",
    ML_C5_XLARGE: "ml.c5.xlarge",
    ML_C6A_12XLARGE: "ml.c6a.12xlarge",
    ML_C6A_16XLARGE: "ml.c6a.16xlarge",
    ML_C6A_24XLARGE: "ml.c6a.24xlarge",
    ML_C6A_2XLARGE: "ml.c6a.2xlarge",
    ML_C6A_32XLARGE: "ml.c6a.32xlarge",
    ML_C6A_48XLARGE: "ml.c6a.48xlarge",
    ML_C6A_4XLARGE: "ml.c6a.4xlarge",
    ML_C6A_8XLARGE: "ml.c6a.8xlarge",
    ML_C6A_LARGE: "ml.c6a.large",
    ML_C6A_XLARGE: "ml.c6a.xlarge",
    ML_C6G_12XLARGE: "ml.c6g.12xlarge",
    ML_C6G_16XLARGE: "ml.c6g.16xlarge",
    ML_C6G_2XLARGE: "ml.c6g.2xlarge",
    ML_C6G_4XLARGE: "ml.c6g.4xlarge",
    ML_C6G_8XLARGE: "ml.c6g.8xlarge",
    ML_C6G_LARGE: "ml.c6g.large",
    ML_C6G_MEDIUM: "ml.c6g.medium",
    ML_C6G_XLARGE: "ml.c6g.xlarge",
    ML_C6I_12XLARGE: "ml.c6i.12xlarge",
    ML_C6I_16XLARGE: "ml.c6i.16xlarge",
    ML_C6I_24XLARGE: "ml.c6i.24xlarge",
    ML_C6I_2XLARGE: "ml.c6i.2xlarge",
    ML_C6I_32XLARGE: "ml.c6i.32xlarge",
    ML_C6I_4XLARGE: "ml.c6i.4xlarge",
    ML_C6I_8XLARGE: "ml.c6i.8xlarge",
    ML_C6I_LARGE: "ml.c6i.large",
    ML_C6I_XLARGE: "ml.c6i.xlarge",
    ML_C7G_12XLARGE: "ml.c7g.12xlarge",
    ML_C7G_16XLARGE: "ml.c7g.16xlarge",
    ML_C7G_2XLARGE: "ml.c7g.2xlarge",
    ML_C7G_4XLARGE: "ml.c7g.4xlarge",
    ML_C7G_8XLARGE: "ml.c7g.8xlarge",
    ML_C7G_LARGE: "ml.c7g.large",
    ML_C7G_MEDIUM: "ml.c7g.medium",
    ML_C7G_XLARGE: "ml.c7g.xlarge",
    ML_C8G_12XLARGE: "ml.c8g.12xlarge",
    ML_C8G_16XLARGE: "ml.c8g.16xlarge",
    ML_C8G_24XLARGE: "ml.c8g.24xlarge",
    ML_C8G_2XLARGE: "ml.c8g.2xlarge",
    ML_C8G_48XLARGE: "ml.c8g.48xlarge",
    ML_C8G_4XLARGE: "ml.c8g.4xlarge",
    ML_C8G_8XLARGE: "ml.c8g.8xlarge",
    ML_C8G_LARGE: "ml.c8g.large",
    ML_C8G_MEDIUM: "ml.c8g.medium",
    ML_C8G_XLARGE: "ml.c8g.xlarge",
    ML_G4DN_12XLARGE: "ml.g4dn.12xlarge",
    ML_G4DN_16XLARGE: "ml.g4dn.16xlarge",
    ML_G4DN_2XLARGE: "ml.g4dn.2xlarge",
    ML_G4DN_4XLARGE: "ml.g4dn.4xlarge",
    ML_G4DN_8XLARGE: "ml.g4dn.8xlarge",
    ML_G4DN_XLARGE: "ml.g4dn.xlarge",
    ML_G5_12XLARGE: "ml.g5.12xlarge",
    ML_G5_16XLARGE: "ml.g5.16xlarge",
    ML_G5_24XLARGE: "ml.g5.24xlarge",
    ML_G5_2XLARGE: "ml.g5.2xlarge",
    ML_G5_48XLARGE: "ml.g5.48xlarge",
    ML_G5_4XLARGE: "ml.g5.4xlarge",
    ML_G5_8XLARGE: "ml.g5.8xlarge",
    ML_G5_XLARGE: "ml.g5.xlarge",
    ML_G6E_12XLARGE: "ml.g6e.12xlarge",
    ML_G6E_16XLARGE: "ml.g6e.16xlarge",
    ML_G6E_24XLARGE: "ml.g6e.24xlarge",
    ML_G6E_2XLARGE: "ml.g6e.2xlarge",
    ML_G6E_48XLARGE: "ml.g6e.48xlarge",
    ML_G6E_4XLARGE: "ml.g6e.4xlarge",
    ML_G6E_8XLARGE: "ml.g6e.8xlarge",
    ML_G6E_XLARGE: "ml.g6e.xlarge",
    ML_G6_12XLARGE: "ml.g6.12xlarge",
    ML_G6_16XLARGE: "ml.g6.16xlarge",
    ML_G6_24XLARGE: "ml.g6.24xlarge",
    ML_G6_2XLARGE: "ml.g6.2xlarge",
    ML_G6_48XLARGE: "ml.g6.48xlarge",
    ML_G6_4XLARGE: "ml.g6.4xlarge",
    ML_G6_8XLARGE: "ml.g6.8xlarge",
    ML_G6_XLARGE: "ml.g6.xlarge",
    ML_G7E_12XLARGE: "ml.g7e.12xlarge",
    ML_G7E_24XLARGE: "ml.g7e.24xlarge",
    ML_G7E_2XLARGE: "ml.g7e.2xlarge",
    ML_G7E_48XLARGE: "ml.g7e.48xlarge",
    ML_G7E_4XLARGE: "ml.g7e.4xlarge",
    ML_G7E_8XLARGE: "ml.g7e.8xlarge",
    ML_G7_12XLARGE: "ml.g7.12xlarge",
    ML_G7_24XLARGE: "ml.g7.24xlarge",
    ML_G7_2XLARGE: "ml.g7.2xlarge",
    ML_G7_48XLARGE: "ml.g7.48xlarge",
    ML_G7_4XLARGE: "ml.g7.4xlarge",
    ML_G7_8XLARGE: "ml.g7.8xlarge",
    ML_GR6_4XLARGE: "ml.gr6.4xlarge",
    ML_GR6_8XLARGE: "ml.gr6.8xlarge",
    ML_I3EN_12XLARGE: "ml.i3en.12xlarge",
    ML_I3EN_24XLARGE: "ml.i3en.24xlarge",
    ML_I3EN_2XLARGE: "ml.i3en.2xlarge",
    ML_I3EN_3XLARGE: "ml.i3en.3xlarge",
    ML_I3EN_6XLARGE: "ml.i3en.6xlarge",
    ML_I3EN_LARGE: "ml.i3en.large",
    ML_I3EN_XLARGE: "ml.i3en.xlarge",
    ML_M5_12XLARGE: "ml.m5.12xlarge",
    ML_M5_16XLARGE: "ml.m5.16xlarge",
    ML_M5_24XLARGE: "ml.m5.24xlarge",
    ML_M5_2XLARGE: "ml.m5.2xlarge",
    ML_M5_4XLARGE: "ml.m5.4xlarge",
    ML_M5_8XLARGE: "ml.m5.8xlarge",
    ML_M5_LARGE: "ml.m5.large",
    ML_M5_XLARGE: "ml.m5.xlarge",
    ML_M6A_12XLARGE: "ml.m6a.12xlarge",
    ML_M6A_16XLARGE: "ml.m6a.16xlarge",
    ML_M6A_24XLARGE: "ml.m6a.24xlarge",
    ML_M6A_2XLARGE: "ml.m6a.2xlarge",
    ML_M6A_32XLARGE: "ml.m6a.32xlarge",
    ML_M6A_48XLARGE: "ml.m6a.48xlarge",
    ML_M6A_4XLARGE: "ml.m6a.4xlarge",
    ML_M6A_8XLARGE: "ml.m6a.8xlarge",
    ML_M6A_LARGE: "ml.m6a.large",
    ML_M6A_XLARGE: "ml.m6a.xlarge",
    ML_M6G_12XLARGE: "ml.m6g.12xlarge",
    ML_M6G_16XLARGE: "ml.m6g.16xlarge",
    ML_M6G_2XLARGE: "ml.m6g.2xlarge",
    ML_M6G_4XLARGE: "ml.m6g.4xlarge",
    ML_M6G_8XLARGE: "ml.m6g.8xlarge",
    ML_M6G_LARGE: "ml.m6g.large",
    ML_M6G_MEDIUM: "ml.m6g.medium",
    ML_M6G_XLARGE: "ml.m6g.xlarge",
    ML_M6I_12XLARGE: "ml.m6i.12xlarge",
    ML_M6I_16XLARGE: "ml.m6i.16xlarge",
    ML_M6I_24XLARGE: "ml.m6i.24xlarge",
    ML_M6I_2XLARGE: "ml.m6i.2xlarge",
    ML_M6I_32XLARGE: "ml.m6i.32xlarge",
    ML_M6I_4XLARGE: "ml.m6i.4xlarge",
    ML_M6I_8XLARGE: "ml.m6i.8xlarge",
    ML_M6I_LARGE: "ml.m6i.large",
    ML_M6I_XLARGE: "ml.m6i.xlarge",
    ML_M7G_12XLARGE: "ml.m7g.12xlarge",
    ML_M7G_16XLARGE: "ml.m7g.16xlarge",
    ML_M7G_2XLARGE: "ml.m7g.2xlarge",
    ML_M7G_4XLARGE: "ml.m7g.4xlarge",
    ML_M7G_8XLARGE: "ml.m7g.8xlarge",
    ML_M7G_LARGE: "ml.m7g.large",
    ML_M7G_MEDIUM: "ml.m7g.medium",
    ML_M7G_XLARGE: "ml.m7g.xlarge",
    ML_M7I_12XLARGE: "ml.m7i.12xlarge",
    ML_M7I_16XLARGE: "ml.m7i.16xlarge",
    ML_M7I_24XLARGE: "ml.m7i.24xlarge",
    ML_M7I_2XLARGE: "ml.m7i.2xlarge",
    ML_M7I_48XLARGE: "ml.m7i.48xlarge",
    ML_M7I_4XLARGE: "ml.m7i.4xlarge",
    ML_M7I_8XLARGE: "ml.m7i.8xlarge",
    ML_M7I_LARGE: "ml.m7i.large",
    ML_M7I_XLARGE: "ml.m7i.xlarge",
    ML_M8G_12XLARGE: "ml.m8g.12xlarge",
    ML_M8G_16XLARGE: "ml.m8g.16xlarge",
    ML_M8G_24XLARGE: "ml.m8g.24xlarge",
    ML_M8G_2XLARGE: "ml.m8g.2xlarge",
    ML_M8G_48XLARGE: "ml.m8g.48xlarge",
    ML_M8G_4XLARGE: "ml.m8g.4xlarge",
    ML_M8G_8XLARGE: "ml.m8g.8xlarge",
    ML_M8G_LARGE: "ml.m8g.large",
    ML_M8G_MEDIUM: "ml.m8g.medium",
    ML_M8G_XLARGE: "ml.m8g.xlarge",
    ML_P4DE_24XLARGE: "ml.p4de.24xlarge",
    ML_P4D_24XLARGE: "ml.p4d.24xlarge",
    ML_P5EN_48XLARGE: "ml.p5en.48xlarge",
    ML_P5E_48XLARGE: "ml.p5e.48xlarge",
    ML_P5_48XLARGE: "ml.p5.48xlarge",
    ML_P5_4XLARGE: "ml.p5.4xlarge",
    ML_P6E_GB200_36XLARGE: "ml.p6e-gb200.36xlarge",
    ML_P6_B200_48XLARGE: "ml.p6-b200.48xlarge",
    ML_P6_B300_48XLARGE: "ml.p6-b300.48xlarge",
    ML_R5D_16XLARGE: "ml.r5d.16xlarge",
    ML_R6I_12XLARGE: "ml.r6i.12xlarge",
    ML_R6I_16XLARGE: "ml.r6i.16xlarge",
    ML_R6I_24XLARGE: "ml.r6i.24xlarge",
    ML_R6I_2XLARGE: "ml.r6i.2xlarge",
    ML_R6I_32XLARGE: "ml.r6i.32xlarge",
    ML_R6I_4XLARGE: "ml.r6i.4xlarge",
    ML_R6I_8XLARGE: "ml.r6i.8xlarge",
    ML_R6I_LARGE: "ml.r6i.large",
    ML_R6I_XLARGE: "ml.r6i.xlarge",
    ML_R7I_12XLARGE: "ml.r7i.12xlarge",
    ML_R7I_16XLARGE: "ml.r7i.16xlarge",
    ML_R7I_24XLARGE: "ml.r7i.24xlarge",
    ML_R7I_2XLARGE: "ml.r7i.2xlarge",
    ML_R7I_48XLARGE: "ml.r7i.48xlarge",
    ML_R7I_4XLARGE: "ml.r7i.4xlarge",
    ML_R7I_8XLARGE: "ml.r7i.8xlarge",
    ML_R7I_LARGE: "ml.r7i.large",
    ML_R7I_XLARGE: "ml.r7i.xlarge",
    ML_T3_2XLARGE: "ml.t3.2xlarge",
    ML_T3_LARGE: "ml.t3.large",
    ML_T3_MEDIUM: "ml.t3.medium",
    ML_T3_XLARGE: "ml.t3.xlarge",
    ML_TRN1N_32XLARGE: "ml.trn1n.32xlarge",
    ML_TRN1_32XLARGE: "ml.trn1.32xlarge",
    ML_TRN2_3XLARGE: "ml.trn2.3xlarge",
    ML_TRN2_48XLARGE: "ml.trn2.48xlarge",
};
const AccountDefaultStatus = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const ActionStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
    UNKNOWN: "Unknown",
};
const ActivationState = {
    DISABLED: "Disabled",
    ENABLED: "Enabled",
};
const ActiveClusterOperationName = {
    SCALING: "Scaling",
};
const AssociationEdgeType = {
    ASSOCIATED_WITH: "AssociatedWith",
    CONTRIBUTED_TO: "ContributedTo",
    DERIVED_FROM: "DerivedFrom",
    PRODUCED: "Produced",
    SAME_AS: "SameAs",
};
const ModelCompressionType = {
    Gzip: "Gzip",
    None: "None",
};
const S3ModelDataType = {
    S3Object: "S3Object",
    S3Prefix: "S3Prefix",
};
const CompressionType = {
    GZIP: "Gzip",
    NONE: "None",
};
const AdditionalS3DataSourceDataType = {
    S3OBJECT: "S3Object",
    S3PREFIX: "S3Prefix",
};
const ProductionVariantInstanceType = {
    ML_C4_2XLARGE: "ml.c4.2xlarge",
    ML_C4_4XLARGE: "ml.c4.4xlarge",
    ML_C4_8XLARGE: "ml.c4.8xlarge",
    ML_C4_LARGE: "ml.c4.large",
    ML_C4_XLARGE: "ml.c4.xlarge",
    ML_C5D_18XLARGE: "ml.c5d.18xlarge",
    ML_C5D_2XLARGE: "ml.c5d.2xlarge",
    ML_C5D_4XLARGE: "ml.c5d.4xlarge",
    ML_C5D_9XLARGE: "ml.c5d.9xlarge",
    ML_C5D_LARGE: "ml.c5d.large",
    ML_C5D_XLARGE: "ml.c5d.xlarge",
    ML_C5_18XLARGE: "ml.c5.18xlarge",
    ML_C5_2XLARGE: "ml.c5.2xlarge",
    ML_C5_4XLARGE: "ml.c5.4xlarge",
    ML_C5_9XLARGE: "ml.c5.9xlarge",
    ML_C5_LARGE: "ml.c5.large",
    ML_C5_XLARGE: "ml.c5.xlarge",
    ML_C6GD_12XLARGE: "ml.c6gd.12xlarge",
    ML_C6GD_16XLARGE: "ml.c6gd.16xlarge",
    ML_C6GD_2XLARGE: "ml.c6gd.2xlarge",
    ML_C6GD_4XLARGE: "ml.c6gd.4xlarge",
    ML_C6GD_8XLARGE: "ml.c6gd.8xlarge",
    ML_C6GD_LARGE: "ml.c6gd.large",
    ML_C6GD_XLARGE: "ml.c6gd.xlarge",
    ML_C6GN_12XLARGE: "ml.c6gn.12xlarge",
    ML_C6GN_16XLARGE: "ml.c6gn.16xlarge",
    ML_C6GN_2XLARGE: "ml.c6gn.2xlarge",
    ML_C6GN_4XLARGE: "ml.c6gn.4xlarge",
    ML_C6GN_8XLARGE: "ml.c6gn.8xlarge",
    ML_C6GN_LARGE: "ml.c6gn.large",
    ML_C6GN_XLARGE: "ml.c6gn.xlarge",
    ML_C6G_12XLARGE: "ml.c6g.12xlarge",
    ML_C6G_16XLARGE: "ml.c6g.16xlarge",
    ML_C6G_2XLARGE: "ml.c6g.2xlarge",
    ML_C6G_4XLARGE: "ml.c6g.4xlarge",
    ML_C6G_8XLARGE: "ml.c6g.8xlarge",
    ML_C6G_LARGE: "ml.c6g.large",
    ML_C6G_XLARGE: "ml.c6g.xlarge",
    ML_C6IN_12XLARGE: "ml.c6in.12xlarge",
    ML_C6IN_16XLARGE: "ml.c6in.16xlarge",
    ML_C6IN_24XLARGE: "ml.c6in.24xlarge",
    ML_C6IN_2XLARGE: "ml.c6in.2xlarge",
    ML_C6IN_32XLARGE: "ml.c6in.32xlarge",
    ML_C6IN_4XLARGE: "ml.c6in.4xlarge",
    ML_C6IN_8XLARGE: "ml.c6in.8xlarge",
    ML_C6IN_LARGE: "ml.c6in.large",
    ML_C6IN_XLARGE: "ml.c6in.xlarge",
    ML_C6I_12XLARGE: "ml.c6i.12xlarge",
    ML_C6I_16XLARGE: "ml.c6i.16xlarge",
    ML_C6I_24XLARGE: "ml.c6i.24xlarge",
    ML_C6I_2XLARGE: "ml.c6i.2xlarge",
    ML_C6I_32XLARGE: "ml.c6i.32xlarge",
    ML_C6I_4XLARGE: "ml.c6i.4xlarge",
    ML_C6I_8XLARGE: "ml.c6i.8xlarge",
    ML_C6I_LARGE: "ml.c6i.large",
    ML_C6I_XLARGE: "ml.c6i.xlarge",
    ML_C7G_12XLARGE: "ml.c7g.12xlarge",
    ML_C7G_16XLARGE: "ml.c7g.16xlarge",
    ML_C7G_2XLARGE: "ml.c7g.2xlarge",
    ML_C7G_4XLARGE: "ml.c7g.4xlarge",
    ML_C7G_8XLARGE: "ml.c7g.8xlarge",
    ML_C7G_LARGE: "ml.c7g.large",
    ML_C7G_XLARGE: "ml.c7g.xlarge",
    ML_C7I_12XLARGE: "ml.c7i.12xlarge",
    ML_C7I_16XLARGE: "ml.c7i.16xlarge",
    ML_C7I_24XLARGE: "ml.c7i.24xlarge",
    ML_C7I_2XLARGE: "ml.c7i.2xlarge",
    ML_C7I_48XLARGE: "ml.c7i.48xlarge",
    ML_C7I_4XLARGE: "ml.c7i.4xlarge",
    ML_C7I_8XLARGE: "ml.c7i.8xlarge",
    ML_C7I_LARGE: "ml.c7i.large",
    ML_C7I_XLARGE: "ml.c7i.xlarge",
    ML_C8G_12XLARGE: "ml.c8g.12xlarge",
    ML_C8G_16XLARGE: "ml.c8g.16xlarge",
    ML_C8G_24XLARGE: "ml.c8g.24xlarge",
    ML_C8G_2XLARGE: "ml.c8g.2xlarge",
    ML_C8G_48XLARGE: "ml.c8g.48xlarge",
    ML_C8G_4XLARGE: "ml.c8g.4xlarge",
    ML_C8G_8XLARGE: "ml.c8g.8xlarge",
    ML_C8G_LARGE: "ml.c8g.large",
    ML_C8G_MEDIUM: "ml.c8g.medium",
    ML_C8G_XLARGE: "ml.c8g.xlarge",
    ML_DL1_24XLARGE: "ml.dl1.24xlarge",
    ML_G4DN_12XLARGE: "ml.g4dn.12xlarge",
    ML_G4DN_16XLARGE: "ml.g4dn.16xlarge",
    ML_G4DN_2XLARGE: "ml.g4dn.2xlarge",
    ML_G4DN_4XLARGE: "ml.g4dn.4xlarge",
    ML_G4DN_8XLARGE: "ml.g4dn.8xlarge",
    ML_G4DN_XLARGE: "ml.g4dn.xlarge",
    ML_G5_12XLARGE: "ml.g5.12xlarge",
    ML_G5_16XLARGE: "ml.g5.16xlarge",
    ML_G5_24XLARGE: "ml.g5.24xlarge",
    ML_G5_2XLARGE: "ml.g5.2xlarge",
    ML_G5_48XLARGE: "ml.g5.48xlarge",
    ML_G5_4XLARGE: "ml.g5.4xlarge",
    ML_G5_8XLARGE: "ml.g5.8xlarge",
    ML_G5_XLARGE: "ml.g5.xlarge",
    ML_G6E_12XLARGE: "ml.g6e.12xlarge",
    ML_G6E_16XLARGE: "ml.g6e.16xlarge",
    ML_G6E_24XLARGE: "ml.g6e.24xlarge",
    ML_G6E_2XLARGE: "ml.g6e.2xlarge",
    ML_G6E_48XLARGE: "ml.g6e.48xlarge",
    ML_G6E_4XLARGE: "ml.g6e.4xlarge",
    ML_G6E_8XLARGE: "ml.g6e.8xlarge",
    ML_G6E_XLARGE: "ml.g6e.xlarge",
    ML_G6_12XLARGE: "ml.g6.12xlarge",
    ML_G6_16XLARGE: "ml.g6.16xlarge",
    ML_G6_24XLARGE: "ml.g6.24xlarge",
    ML_G6_2XLARGE: "ml.g6.2xlarge",
    ML_G6_48XLARGE: "ml.g6.48xlarge",
    ML_G6_4XLARGE: "ml.g6.4xlarge",
    ML_G6_8XLARGE: "ml.g6.8xlarge",
    ML_G6_XLARGE: "ml.g6.xlarge",
    ML_G7E_12XLARGE: "ml.g7e.12xlarge",
    ML_G7E_24XLARGE: "ml.g7e.24xlarge",
    ML_G7E_2XLARGE: "ml.g7e.2xlarge",
    ML_G7E_48XLARGE: "ml.g7e.48xlarge",
    ML_G7E_4XLARGE: "ml.g7e.4xlarge",
    ML_G7E_8XLARGE: "ml.g7e.8xlarge",
    ML_G7_12XLARGE: "ml.g7.12xlarge",
    ML_G7_24XLARGE: "ml.g7.24xlarge",
    ML_G7_2XLARGE: "ml.g7.2xlarge",
    ML_G7_48XLARGE: "ml.g7.48xlarge",
    ML_G7_4XLARGE: "ml.g7.4xlarge",
    ML_G7_8XLARGE: "ml.g7.8xlarge",
    ML_INF1_24XLARGE: "ml.inf1.24xlarge",
    ML_INF1_2XLARGE: "ml.inf1.2xlarge",
    ML_INF1_6XLARGE: "ml.inf1.6xlarge",
    ML_INF1_XLARGE: "ml.inf1.xlarge",
    ML_INF2_24XLARGE: "ml.inf2.24xlarge",
    ML_INF2_48XLARGE: "ml.inf2.48xlarge",
    ML_INF2_8XLARGE: "ml.inf2.8xlarge",
    ML_INF2_XLARGE: "ml.inf2.xlarge",
    ML_M4_10XLARGE: "ml.m4.10xlarge",
    ML_M4_16XLARGE: "ml.m4.16xlarge",
    ML_M4_2XLARGE: "ml.m4.2xlarge",
    ML_M4_4XLARGE: "ml.m4.4xlarge",
    ML_M4_XLARGE: "ml.m4.xlarge",
    ML_M5D_12XLARGE: "ml.m5d.12xlarge",
    ML_M5D_24XLARGE: "ml.m5d.24xlarge",
    ML_M5D_2XLARGE: "ml.m5d.2xlarge",
    ML_M5D_4XLARGE: "ml.m5d.4xlarge",
    ML_M5D_LARGE: "ml.m5d.large",
    ML_M5D_XLARGE: "ml.m5d.xlarge",
    ML_M5_12XLARGE: "ml.m5.12xlarge",
    ML_M5_24XLARGE: "ml.m5.24xlarge",
    ML_M5_2XLARGE: "ml.m5.2xlarge",
    ML_M5_4XLARGE: "ml.m5.4xlarge",
    ML_M5_LARGE: "ml.m5.large",
    ML_M5_XLARGE: "ml.m5.xlarge",
    ML_M6GD_12XLARGE: "ml.m6gd.12xlarge",
    ML_M6GD_16XLARGE: "ml.m6gd.16xlarge",
    ML_M6GD_2XLARGE: "ml.m6gd.2xlarge",
    ML_M6GD_4XLARGE: "ml.m6gd.4xlarge",
    ML_M6GD_8XLARGE: "ml.m6gd.8xlarge",
    ML_M6GD_LARGE: "ml.m6gd.large",
    ML_M6GD_XLARGE: "ml.m6gd.xlarge",
    ML_M6G_12XLARGE: "ml.m6g.12xlarge",
    ML_M6G_16XLARGE: "ml.m6g.16xlarge",
    ML_M6G_2XLARGE: "ml.m6g.2xlarge",
    ML_M6G_4XLARGE: "ml.m6g.4xlarge",
    ML_M6G_8XLARGE: "ml.m6g.8xlarge",
    ML_M6G_LARGE: "ml.m6g.large",
    ML_M6G_XLARGE: "ml.m6g.xlarge",
    ML_M6I_12XLARGE: "ml.m6i.12xlarge",
    ML_M6I_16XLARGE: "ml.m6i.16xlarge",
    ML_M6I_24XLARGE: "ml.m6i.24xlarge",
    ML_M6I_2XLARGE: "ml.m6i.2xlarge",
    ML_M6I_32XLARGE: "ml.m6i.32xlarge",
    ML_M6I_4XLARGE: "ml.m6i.4xlarge",
    ML_M6I_8XLARGE: "ml.m6i.8xlarge",
    ML_M6I_LARGE: "ml.m6i.large",
    ML_M6I_XLARGE: "ml.m6i.xlarge",
    ML_M7I_12XLARGE: "ml.m7i.12xlarge",
    ML_M7I_16XLARGE: "ml.m7i.16xlarge",
    ML_M7I_24XLARGE: "ml.m7i.24xlarge",
    ML_M7I_2XLARGE: "ml.m7i.2xlarge",
    ML_M7I_48XLARGE: "ml.m7i.48xlarge",
    ML_M7I_4XLARGE: "ml.m7i.4xlarge",
    ML_M7I_8XLARGE: "ml.m7i.8xlarge",
    ML_M7I_LARGE: "ml.m7i.large",
    ML_M7I_XLARGE: "ml.m7i.xlarge",
    ML_M8G_12XLARGE: "ml.m8g.12xlarge",
    ML_M8G_16XLARGE: "ml.m8g.16xlarge",
    ML_M8G_24XLARGE: "ml.m8g.24xlarge",
    ML_M8G_2XLARGE: "ml.m8g.2xlarge",
    ML_M8G_48XLARGE: "ml.m8g.48xlarge",
    ML_M8G_4XLARGE: "ml.m8g.4xlarge",
    ML_M8G_8XLARGE: "ml.m8g.8xlarge",
    ML_M8G_LARGE: "ml.m8g.large",
    ML_M8G_MEDIUM: "ml.m8g.medium",
    ML_M8G_XLARGE: "ml.m8g.xlarge",
    ML_P2_16XLARGE: "ml.p2.16xlarge",
    ML_P2_8XLARGE: "ml.p2.8xlarge",
    ML_P2_XLARGE: "ml.p2.xlarge",
    ML_P3_16XLARGE: "ml.p3.16xlarge",
    ML_P3_2XLARGE: "ml.p3.2xlarge",
    ML_P3_8XLARGE: "ml.p3.8xlarge",
    ML_P4DE_24XLARGE: "ml.p4de.24xlarge",
    ML_P4D_24XLARGE: "ml.p4d.24xlarge",
    ML_P5EN_48XLARGE: "ml.p5en.48xlarge",
    ML_P5E_48XLARGE: "ml.p5e.48xlarge",
    ML_P5_48XLARGE: "ml.p5.48xlarge",
    ML_P5_4XLARGE: "ml.p5.4xlarge",
    ML_P6E_GB200_36XLARGE: "ml.p6e-gb200.36xlarge",
    ML_P6_B200_48XLARGE: "ml.p6-b200.48xlarge",
    ML_P6_B300_48XLARGE: "ml.p6-b300.48xlarge",
    ML_R5D_12XLARGE: "ml.r5d.12xlarge",
    ML_R5D_24XLARGE: "ml.r5d.24xlarge",
    ML_R5D_2XLARGE: "ml.r5d.2xlarge",
    ML_R5D_4XLARGE: "ml.r5d.4xlarge",
    ML_R5D_LARGE: "ml.r5d.large",
    ML_R5D_XLARGE: "ml.r5d.xlarge",
    ML_R5_12XLARGE: "ml.r5.12xlarge",
    ML_R5_24XLARGE: "ml.r5.24xlarge",
    ML_R5_2XLARGE: "ml.r5.2xlarge",
    ML_R5_4XLARGE: "ml.r5.4xlarge",
    ML_R5_LARGE: "ml.r5.large",
    ML_R5_XLARGE: "ml.r5.xlarge",
    ML_R6GD_12XLARGE: "ml.r6gd.12xlarge",
    ML_R6GD_16XLARGE: "ml.r6gd.16xlarge",
    ML_R6GD_2XLARGE: "ml.r6gd.2xlarge",
    ML_R6GD_4XLARGE: "ml.r6gd.4xlarge",
    ML_R6GD_8XLARGE: "ml.r6gd.8xlarge",
    ML_R6GD_LARGE: "ml.r6gd.large",
    ML_R6GD_XLARGE: "ml.r6gd.xlarge",
    ML_R6G_12XLARGE: "ml.r6g.12xlarge",
    ML_R6G_16XLARGE: "ml.r6g.16xlarge",
    ML_R6G_2XLARGE: "ml.r6g.2xlarge",
    ML_R6G_4XLARGE: "ml.r6g.4xlarge",
    ML_R6G_8XLARGE: "ml.r6g.8xlarge",
    ML_R6G_LARGE: "ml.r6g.large",
    ML_R6G_XLARGE: "ml.r6g.xlarge",
    ML_R6I_12XLARGE: "ml.r6i.12xlarge",
    ML_R6I_16XLARGE: "ml.r6i.16xlarge",
    ML_R6I_24XLARGE: "ml.r6i.24xlarge",
    ML_R6I_2XLARGE: "ml.r6i.2xlarge",
    ML_R6I_32XLARGE: "ml.r6i.32xlarge",
    ML_R6I_4XLARGE: "ml.r6i.4xlarge",
    ML_R6I_8XLARGE: "ml.r6i.8xlarge",
    ML_R6I_LARGE: "ml.r6i.large",
    ML_R6I_XLARGE: "ml.r6i.xlarge",
    ML_R7GD_12XLARGE: "ml.r7gd.12xlarge",
    ML_R7GD_16XLARGE: "ml.r7gd.16xlarge",
    ML_R7GD_2XLARGE: "ml.r7gd.2xlarge",
    ML_R7GD_4XLARGE: "ml.r7gd.4xlarge",
    ML_R7GD_8XLARGE: "ml.r7gd.8xlarge",
    ML_R7GD_LARGE: "ml.r7gd.large",
    ML_R7GD_MEDIUM: "ml.r7gd.medium",
    ML_R7GD_XLARGE: "ml.r7gd.xlarge",
    ML_R7I_12XLARGE: "ml.r7i.12xlarge",
    ML_R7I_16XLARGE: "ml.r7i.16xlarge",
    ML_R7I_24XLARGE: "ml.r7i.24xlarge",
    ML_R7I_2XLARGE: "ml.r7i.2xlarge",
    ML_R7I_48XLARGE: "ml.r7i.48xlarge",
    ML_R7I_4XLARGE: "ml.r7i.4xlarge",
    ML_R7I_8XLARGE: "ml.r7i.8xlarge",
    ML_R7I_LARGE: "ml.r7i.large",
    ML_R7I_XLARGE: "ml.r7i.xlarge",
    ML_R8G_12XLARGE: "ml.r8g.12xlarge",
    ML_R8G_16XLARGE: "ml.r8g.16xlarge",
    ML_R8G_24XLARGE: "ml.r8g.24xlarge",
    ML_R8G_2XLARGE: "ml.r8g.2xlarge",
    ML_R8G_48XLARGE: "ml.r8g.48xlarge",
    ML_R8G_4XLARGE: "ml.r8g.4xlarge",
    ML_R8G_8XLARGE: "ml.r8g.8xlarge",
    ML_R8G_LARGE: "ml.r8g.large",
    ML_R8G_MEDIUM: "ml.r8g.medium",
    ML_R8G_XLARGE: "ml.r8g.xlarge",
    ML_T2_2XLARGE: "ml.t2.2xlarge",
    ML_T2_LARGE: "ml.t2.large",
    ML_T2_MEDIUM: "ml.t2.medium",
    ML_T2_XLARGE: "ml.t2.xlarge",
    ML_TRN1N_32XLARGE: "ml.trn1n.32xlarge",
    ML_TRN1_2XLARGE: "ml.trn1.2xlarge",
    ML_TRN1_32XLARGE: "ml.trn1.32xlarge",
    ML_TRN2_48XLARGE: "ml.trn2.48xlarge",
};
const TransformInstanceType = {
    ML_C4_2XLARGE: "ml.c4.2xlarge",
    ML_C4_4XLARGE: "ml.c4.4xlarge",
    ML_C4_8XLARGE: "ml.c4.8xlarge",
    ML_C4_XLARGE: "ml.c4.xlarge",
    ML_C5_18XLARGE: "ml.c5.18xlarge",
    ML_C5_2XLARGE: "ml.c5.2xlarge",
    ML_C5_4XLARGE: "ml.c5.4xlarge",
    ML_C5_9XLARGE: "ml.c5.9xlarge",
    ML_C5_XLARGE: "ml.c5.xlarge",
    ML_C6I_12XLARGE: "ml.c6i.12xlarge",
    ML_C6I_16XLARGE: "ml.c6i.16xlarge",
    ML_C6I_24XLARGE: "ml.c6i.24xlarge",
    ML_C6I_2XLARGE: "ml.c6i.2xlarge",
    ML_C6I_32XLARGE: "ml.c6i.32xlarge",
    ML_C6I_4XLARGE: "ml.c6i.4xlarge",
    ML_C6I_8XLARGE: "ml.c6i.8xlarge",
    ML_C6I_LARGE: "ml.c6i.large",
    ML_C6I_XLARGE: "ml.c6i.xlarge",
    ML_C7I_12XLARGE: "ml.c7i.12xlarge",
    ML_C7I_16XLARGE: "ml.c7i.16xlarge",
    ML_C7I_24XLARGE: "ml.c7i.24xlarge",
    ML_C7I_2XLARGE: "ml.c7i.2xlarge",
    ML_C7I_48XLARGE: "ml.c7i.48xlarge",
    ML_C7I_4XLARGE: "ml.c7i.4xlarge",
    ML_C7I_8XLARGE: "ml.c7i.8xlarge",
    ML_C7I_LARGE: "ml.c7i.large",
    ML_C7I_XLARGE: "ml.c7i.xlarge",
    ML_G4DN_12XLARGE: "ml.g4dn.12xlarge",
    ML_G4DN_16XLARGE: "ml.g4dn.16xlarge",
    ML_G4DN_2XLARGE: "ml.g4dn.2xlarge",
    ML_G4DN_4XLARGE: "ml.g4dn.4xlarge",
    ML_G4DN_8XLARGE: "ml.g4dn.8xlarge",
    ML_G4DN_XLARGE: "ml.g4dn.xlarge",
    ML_G5_12XLARGE: "ml.g5.12xlarge",
    ML_G5_16XLARGE: "ml.g5.16xlarge",
    ML_G5_24XLARGE: "ml.g5.24xlarge",
    ML_G5_2XLARGE: "ml.g5.2xlarge",
    ML_G5_48XLARGE: "ml.g5.48xlarge",
    ML_G5_4XLARGE: "ml.g5.4xlarge",
    ML_G5_8XLARGE: "ml.g5.8xlarge",
    ML_G5_XLARGE: "ml.g5.xlarge",
    ML_G6E_12XLARGE: "ml.g6e.12xlarge",
    ML_G6E_16XLARGE: "ml.g6e.16xlarge",
    ML_G6E_24XLARGE: "ml.g6e.24xlarge",
    ML_G6E_2XLARGE: "ml.g6e.2xlarge",
    ML_G6E_48XLARGE: "ml.g6e.48xlarge",
    ML_G6E_4XLARGE: "ml.g6e.4xlarge",
    ML_G6E_8XLARGE: "ml.g6e.8xlarge",
    ML_G6E_XLARGE: "ml.g6e.xlarge",
    ML_G6_12XLARGE: "ml.g6.12xlarge",
    ML_G6_16XLARGE: "ml.g6.16xlarge",
    ML_G6_24XLARGE: "ml.g6.24xlarge",
    ML_G6_2XLARGE: "ml.g6.2xlarge",
    ML_G6_48XLARGE: "ml.g6.48xlarge",
    ML_G6_4XLARGE: "ml.g6.4xlarge",
    ML_G6_8XLARGE: "ml.g6.8xlarge",
    ML_G6_XLARGE: "ml.g6.xlarge",
    ML_INF2_24XLARGE: "ml.inf2.24xlarge",
    ML_INF2_48XLARGE: "ml.inf2.48xlarge",
    ML_INF2_8XLARGE: "ml.inf2.8xlarge",
    ML_INF2_XLARGE: "ml.inf2.xlarge",
    ML_M4_10XLARGE: "ml.m4.10xlarge",
    ML_M4_16XLARGE: "ml.m4.16xlarge",
    ML_M4_2XLARGE: "ml.m4.2xlarge",
    ML_M4_4XLARGE: "ml.m4.4xlarge",
    ML_M4_XLARGE: "ml.m4.xlarge",
    ML_M5_12XLARGE: "ml.m5.12xlarge",
    ML_M5_24XLARGE: "ml.m5.24xlarge",
    ML_M5_2XLARGE: "ml.m5.2xlarge",
    ML_M5_4XLARGE: "ml.m5.4xlarge",
    ML_M5_LARGE: "ml.m5.large",
    ML_M5_XLARGE: "ml.m5.xlarge",
    ML_M6I_12XLARGE: "ml.m6i.12xlarge",
    ML_M6I_16XLARGE: "ml.m6i.16xlarge",
    ML_M6I_24XLARGE: "ml.m6i.24xlarge",
    ML_M6I_2XLARGE: "ml.m6i.2xlarge",
    ML_M6I_32XLARGE: "ml.m6i.32xlarge",
    ML_M6I_4XLARGE: "ml.m6i.4xlarge",
    ML_M6I_8XLARGE: "ml.m6i.8xlarge",
    ML_M6I_LARGE: "ml.m6i.large",
    ML_M6I_XLARGE: "ml.m6i.xlarge",
    ML_M7I_12XLARGE: "ml.m7i.12xlarge",
    ML_M7I_16XLARGE: "ml.m7i.16xlarge",
    ML_M7I_24XLARGE: "ml.m7i.24xlarge",
    ML_M7I_2XLARGE: "ml.m7i.2xlarge",
    ML_M7I_48XLARGE: "ml.m7i.48xlarge",
    ML_M7I_4XLARGE: "ml.m7i.4xlarge",
    ML_M7I_8XLARGE: "ml.m7i.8xlarge",
    ML_M7I_LARGE: "ml.m7i.large",
    ML_M7I_XLARGE: "ml.m7i.xlarge",
    ML_P2_16XLARGE: "ml.p2.16xlarge",
    ML_P2_8XLARGE: "ml.p2.8xlarge",
    ML_P2_XLARGE: "ml.p2.xlarge",
    ML_P3_16XLARGE: "ml.p3.16xlarge",
    ML_P3_2XLARGE: "ml.p3.2xlarge",
    ML_P3_8XLARGE: "ml.p3.8xlarge",
    ML_R6I_12XLARGE: "ml.r6i.12xlarge",
    ML_R6I_16XLARGE: "ml.r6i.16xlarge",
    ML_R6I_24XLARGE: "ml.r6i.24xlarge",
    ML_R6I_2XLARGE: "ml.r6i.2xlarge",
    ML_R6I_32XLARGE: "ml.r6i.32xlarge",
    ML_R6I_4XLARGE: "ml.r6i.4xlarge",
    ML_R6I_8XLARGE: "ml.r6i.8xlarge",
    ML_R6I_LARGE: "ml.r6i.large",
    ML_R6I_XLARGE: "ml.r6i.xlarge",
    ML_R7I_12XLARGE: "ml.r7i.12xlarge",
    ML_R7I_16XLARGE: "ml.r7i.16xlarge",
    ML_R7I_24XLARGE: "ml.r7i.24xlarge",
    ML_R7I_2XLARGE: "ml.r7i.2xlarge",
    ML_R7I_48XLARGE: "ml.r7i.48xlarge",
    ML_R7I_4XLARGE: "ml.r7i.4xlarge",
    ML_R7I_8XLARGE: "ml.r7i.8xlarge",
    ML_R7I_LARGE: "ml.r7i.large",
    ML_R7I_XLARGE: "ml.r7i.xlarge",
    ML_TRN1_2XLARGE: "ml.trn1.2xlarge",
    ML_TRN1_32XLARGE: "ml.trn1.32xlarge",
};
const AggregationTransformationValue = {
    Avg: "avg",
    First: "first",
    Max: "max",
    Min: "min",
    Sum: "sum",
};
const AIBenchmarkJobStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const AICapacityReservationPreference = {
    CAPACITY_RESERVATIONS_ONLY: "capacity-reservations-only",
};
const AIRecommendationInstanceType = {
    ML_G5_12XLARGE: "ml.g5.12xlarge",
    ML_G5_16XLARGE: "ml.g5.16xlarge",
    ML_G5_24XLARGE: "ml.g5.24xlarge",
    ML_G5_2XLARGE: "ml.g5.2xlarge",
    ML_G5_48XLARGE: "ml.g5.48xlarge",
    ML_G5_4XLARGE: "ml.g5.4xlarge",
    ML_G5_8XLARGE: "ml.g5.8xlarge",
    ML_G5_XLARGE: "ml.g5.xlarge",
    ML_G6E_12XLARGE: "ml.g6e.12xlarge",
    ML_G6E_16XLARGE: "ml.g6e.16xlarge",
    ML_G6E_24XLARGE: "ml.g6e.24xlarge",
    ML_G6E_2XLARGE: "ml.g6e.2xlarge",
    ML_G6E_48XLARGE: "ml.g6e.48xlarge",
    ML_G6E_4XLARGE: "ml.g6e.4xlarge",
    ML_G6E_8XLARGE: "ml.g6e.8xlarge",
    ML_G6E_XLARGE: "ml.g6e.xlarge",
    ML_G6_12XLARGE: "ml.g6.12xlarge",
    ML_G6_16XLARGE: "ml.g6.16xlarge",
    ML_G6_24XLARGE: "ml.g6.24xlarge",
    ML_G6_2XLARGE: "ml.g6.2xlarge",
    ML_G6_48XLARGE: "ml.g6.48xlarge",
    ML_G6_4XLARGE: "ml.g6.4xlarge",
    ML_G6_8XLARGE: "ml.g6.8xlarge",
    ML_G6_XLARGE: "ml.g6.xlarge",
    ML_G7E_12XLARGE: "ml.g7e.12xlarge",
    ML_G7E_24XLARGE: "ml.g7e.24xlarge",
    ML_G7E_2XLARGE: "ml.g7e.2xlarge",
    ML_G7E_48XLARGE: "ml.g7e.48xlarge",
    ML_G7E_4XLARGE: "ml.g7e.4xlarge",
    ML_G7E_8XLARGE: "ml.g7e.8xlarge",
    ML_G7_12XLARGE: "ml.g7.12xlarge",
    ML_G7_24XLARGE: "ml.g7.24xlarge",
    ML_G7_2XLARGE: "ml.g7.2xlarge",
    ML_G7_48XLARGE: "ml.g7.48xlarge",
    ML_G7_4XLARGE: "ml.g7.4xlarge",
    ML_G7_8XLARGE: "ml.g7.8xlarge",
    ML_P3_16XLARGE: "ml.p3.16xlarge",
    ML_P3_2XLARGE: "ml.p3.2xlarge",
    ML_P3_8XLARGE: "ml.p3.8xlarge",
    ML_P4DE_24XLARGE: "ml.p4de.24xlarge",
    ML_P4D_24XLARGE: "ml.p4d.24xlarge",
    ML_P5EN_48XLARGE: "ml.p5en.48xlarge",
    ML_P5E_48XLARGE: "ml.p5e.48xlarge",
    ML_P5_48XLARGE: "ml.p5.48xlarge",
    ML_P5_4XLARGE: "ml.p5.4xlarge",
    ML_P6_B200_48XLARGE: "ml.p6-b200.48xlarge",
};
const AIRecommendationOptimizationType = {
    KERNEL_TUNING: "KernelTuning",
    SPECULATIVE_DECODING: "SpeculativeDecoding",
};
const AIRecommendationMetric = {
    COST: "cost",
    THROUGHPUT: "throughput",
    TTFT_MS: "ttft-ms",
};
const AIRecommendationInferenceFramework = {
    LMI: "LMI",
    VLLM: "VLLM",
};
const AIRecommendationJobStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const AlgorithmSortBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
};
const TrainingRepositoryAccessMode = {
    PLATFORM: "Platform",
    VPC: "Vpc",
};
const TrainingInputMode = {
    FASTFILE: "FastFile",
    FILE: "File",
    PIPE: "Pipe",
};
const AlgorithmStatus = {
    COMPLETED: "Completed",
    DELETING: "Deleting",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    PENDING: "Pending",
};
const DetailedAlgorithmStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    NOT_STARTED: "NotStarted",
};
const FileSystemAccessMode = {
    RO: "ro",
    RW: "rw",
};
const FileSystemType = {
    EFS: "EFS",
    FSXLUSTRE: "FSxLustre",
};
const S3DataDistribution = {
    FULLY_REPLICATED: "FullyReplicated",
    SHARDED_BY_S3_KEY: "ShardedByS3Key",
};
const S3DataType = {
    AUGMENTED_MANIFEST_FILE: "AugmentedManifestFile",
    CONVERSE: "Converse",
    MANIFEST_FILE: "ManifestFile",
    S3_PREFIX: "S3Prefix",
};
const RecordWrapper = {
    NONE: "None",
    RECORDIO: "RecordIO",
};
const OutputCompressionType = {
    GZIP: "GZIP",
    NONE: "NONE",
};
const TrainingInstanceType = {
    ML_C4_2XLARGE: "ml.c4.2xlarge",
    ML_C4_4XLARGE: "ml.c4.4xlarge",
    ML_C4_8XLARGE: "ml.c4.8xlarge",
    ML_C4_XLARGE: "ml.c4.xlarge",
    ML_C5N_18XLARGE: "ml.c5n.18xlarge",
    ML_C5N_2XLARGE: "ml.c5n.2xlarge",
    ML_C5N_4XLARGE: "ml.c5n.4xlarge",
    ML_C5N_9XLARGE: "ml.c5n.9xlarge",
    ML_C5N_XLARGE: "ml.c5n.xlarge",
    ML_C5_18XLARGE: "ml.c5.18xlarge",
    ML_C5_2XLARGE: "ml.c5.2xlarge",
    ML_C5_4XLARGE: "ml.c5.4xlarge",
    ML_C5_9XLARGE: "ml.c5.9xlarge",
    ML_C5_XLARGE: "ml.c5.xlarge",
    ML_C6I_12XLARGE: "ml.c6i.12xlarge",
    ML_C6I_16XLARGE: "ml.c6i.16xlarge",
    ML_C6I_24XLARGE: "ml.c6i.24xlarge",
    ML_C6I_2XLARGE: "ml.c6i.2xlarge",
    ML_C6I_32XLARGE: "ml.c6i.32xlarge",
    ML_C6I_4XLARGE: "ml.c6i.4xlarge",
    ML_C6I_8XLARGE: "ml.c6i.8xlarge",
    ML_C6I_XLARGE: "ml.c6i.xlarge",
    ML_C7I_12XLARGE: "ml.c7i.12xlarge",
    ML_C7I_16XLARGE: "ml.c7i.16xlarge",
    ML_C7I_24XLARGE: "ml.c7i.24xlarge",
    ML_C7I_2XLARGE: "ml.c7i.2xlarge",
    ML_C7I_48XLARGE: "ml.c7i.48xlarge",
    ML_C7I_4XLARGE: "ml.c7i.4xlarge",
    ML_C7I_8XLARGE: "ml.c7i.8xlarge",
    ML_C7I_LARGE: "ml.c7i.large",
    ML_C7I_XLARGE: "ml.c7i.xlarge",
    ML_C8I_12XLARGE: "ml.c8i.12xlarge",
    ML_C8I_16XLARGE: "ml.c8i.16xlarge",
    ML_C8I_24XLARGE: "ml.c8i.24xlarge",
    ML_C8I_2XLARGE: "ml.c8i.2xlarge",
    ML_C8I_32XLARGE: "ml.c8i.32xlarge",
    ML_C8I_48XLARGE: "ml.c8i.48xlarge",
    ML_C8I_4XLARGE: "ml.c8i.4xlarge",
    ML_C8I_8XLARGE: "ml.c8i.8xlarge",
    ML_C8I_96XLARGE: "ml.c8i.96xlarge",
    ML_C8I_XLARGE: "ml.c8i.xlarge",
    ML_G4DN_12XLARGE: "ml.g4dn.12xlarge",
    ML_G4DN_16XLARGE: "ml.g4dn.16xlarge",
    ML_G4DN_2XLARGE: "ml.g4dn.2xlarge",
    ML_G4DN_4XLARGE: "ml.g4dn.4xlarge",
    ML_G4DN_8XLARGE: "ml.g4dn.8xlarge",
    ML_G4DN_XLARGE: "ml.g4dn.xlarge",
    ML_G5_12XLARGE: "ml.g5.12xlarge",
    ML_G5_16XLARGE: "ml.g5.16xlarge",
    ML_G5_24XLARGE: "ml.g5.24xlarge",
    ML_G5_2XLARGE: "ml.g5.2xlarge",
    ML_G5_48XLARGE: "ml.g5.48xlarge",
    ML_G5_4XLARGE: "ml.g5.4xlarge",
    ML_G5_8XLARGE: "ml.g5.8xlarge",
    ML_G5_XLARGE: "ml.g5.xlarge",
    ML_G6E_12XLARGE: "ml.g6e.12xlarge",
    ML_G6E_16XLARGE: "ml.g6e.16xlarge",
    ML_G6E_24XLARGE: "ml.g6e.24xlarge",
    ML_G6E_2XLARGE: "ml.g6e.2xlarge",
    ML_G6E_48XLARGE: "ml.g6e.48xlarge",
    ML_G6E_4XLARGE: "ml.g6e.4xlarge",
    ML_G6E_8XLARGE: "ml.g6e.8xlarge",
    ML_G6E_XLARGE: "ml.g6e.xlarge",
    ML_G6_12XLARGE: "ml.g6.12xlarge",
    ML_G6_16XLARGE: "ml.g6.16xlarge",
    ML_G6_24XLARGE: "ml.g6.24xlarge",
    ML_G6_2XLARGE: "ml.g6.2xlarge",
    ML_G6_48XLARGE: "ml.g6.48xlarge",
    ML_G6_4XLARGE: "ml.g6.4xlarge",
    ML_G6_8XLARGE: "ml.g6.8xlarge",
    ML_G6_XLARGE: "ml.g6.xlarge",
    ML_G7E_12XLARGE: "ml.g7e.12xlarge",
    ML_G7E_24XLARGE: "ml.g7e.24xlarge",
    ML_G7E_2XLARGE: "ml.g7e.2xlarge",
    ML_G7E_48XLARGE: "ml.g7e.48xlarge",
    ML_G7E_4XLARGE: "ml.g7e.4xlarge",
    ML_G7E_8XLARGE: "ml.g7e.8xlarge",
    ML_G7_12XLARGE: "ml.g7.12xlarge",
    ML_G7_24XLARGE: "ml.g7.24xlarge",
    ML_G7_2XLARGE: "ml.g7.2xlarge",
    ML_G7_48XLARGE: "ml.g7.48xlarge",
    ML_G7_4XLARGE: "ml.g7.4xlarge",
    ML_G7_8XLARGE: "ml.g7.8xlarge",
    ML_M4_10XLARGE: "ml.m4.10xlarge",
    ML_M4_16XLARGE: "ml.m4.16xlarge",
    ML_M4_2XLARGE: "ml.m4.2xlarge",
    ML_M4_4XLARGE: "ml.m4.4xlarge",
    ML_M4_XLARGE: "ml.m4.xlarge",
    ML_M5_12XLARGE: "ml.m5.12xlarge",
    ML_M5_24XLARGE: "ml.m5.24xlarge",
    ML_M5_2XLARGE: "ml.m5.2xlarge",
    ML_M5_4XLARGE: "ml.m5.4xlarge",
    ML_M5_LARGE: "ml.m5.large",
    ML_M5_XLARGE: "ml.m5.xlarge",
    ML_M6I_12XLARGE: "ml.m6i.12xlarge",
    ML_M6I_16XLARGE: "ml.m6i.16xlarge",
    ML_M6I_24XLARGE: "ml.m6i.24xlarge",
    ML_M6I_2XLARGE: "ml.m6i.2xlarge",
    ML_M6I_32XLARGE: "ml.m6i.32xlarge",
    ML_M6I_4XLARGE: "ml.m6i.4xlarge",
    ML_M6I_8XLARGE: "ml.m6i.8xlarge",
    ML_M6I_LARGE: "ml.m6i.large",
    ML_M6I_XLARGE: "ml.m6i.xlarge",
    ML_M7I_12XLARGE: "ml.m7i.12xlarge",
    ML_M7I_16XLARGE: "ml.m7i.16xlarge",
    ML_M7I_24XLARGE: "ml.m7i.24xlarge",
    ML_M7I_2XLARGE: "ml.m7i.2xlarge",
    ML_M7I_48XLARGE: "ml.m7i.48xlarge",
    ML_M7I_4XLARGE: "ml.m7i.4xlarge",
    ML_M7I_8XLARGE: "ml.m7i.8xlarge",
    ML_M7I_LARGE: "ml.m7i.large",
    ML_M7I_XLARGE: "ml.m7i.xlarge",
    ML_M8I_12XLARGE: "ml.m8i.12xlarge",
    ML_M8I_16XLARGE: "ml.m8i.16xlarge",
    ML_M8I_24XLARGE: "ml.m8i.24xlarge",
    ML_M8I_2XLARGE: "ml.m8i.2xlarge",
    ML_M8I_32XLARGE: "ml.m8i.32xlarge",
    ML_M8I_48XLARGE: "ml.m8i.48xlarge",
    ML_M8I_4XLARGE: "ml.m8i.4xlarge",
    ML_M8I_8XLARGE: "ml.m8i.8xlarge",
    ML_M8I_96XLARGE: "ml.m8i.96xlarge",
    ML_M8I_LARGE: "ml.m8i.large",
    ML_M8I_XLARGE: "ml.m8i.xlarge",
    ML_P2_16XLARGE: "ml.p2.16xlarge",
    ML_P2_8XLARGE: "ml.p2.8xlarge",
    ML_P2_XLARGE: "ml.p2.xlarge",
    ML_P3DN_24XLARGE: "ml.p3dn.24xlarge",
    ML_P3_16XLARGE: "ml.p3.16xlarge",
    ML_P3_2XLARGE: "ml.p3.2xlarge",
    ML_P3_8XLARGE: "ml.p3.8xlarge",
    ML_P4DE_24XLARGE: "ml.p4de.24xlarge",
    ML_P4D_24XLARGE: "ml.p4d.24xlarge",
    ML_P5EN_48XLARGE: "ml.p5en.48xlarge",
    ML_P5E_48XLARGE: "ml.p5e.48xlarge",
    ML_P5_48XLARGE: "ml.p5.48xlarge",
    ML_P5_4XLARGE: "ml.p5.4xlarge",
    ML_P6E_GB200_36XLARGE: "ml.p6e-gb200.36xlarge",
    ML_P6_B200_48XLARGE: "ml.p6-b200.48xlarge",
    ML_P6_B300_48XLARGE: "ml.p6-b300.48xlarge",
    ML_R5D_12XLARGE: "ml.r5d.12xlarge",
    ML_R5D_16XLARGE: "ml.r5d.16xlarge",
    ML_R5D_24XLARGE: "ml.r5d.24xlarge",
    ML_R5D_2XLARGE: "ml.r5d.2xlarge",
    ML_R5D_4XLARGE: "ml.r5d.4xlarge",
    ML_R5D_8XLARGE: "ml.r5d.8xlarge",
    ML_R5D_LARGE: "ml.r5d.large",
    ML_R5D_XLARGE: "ml.r5d.xlarge",
    ML_R5_12XLARGE: "ml.r5.12xlarge",
    ML_R5_16XLARGE: "ml.r5.16xlarge",
    ML_R5_24XLARGE: "ml.r5.24xlarge",
    ML_R5_2XLARGE: "ml.r5.2xlarge",
    ML_R5_4XLARGE: "ml.r5.4xlarge",
    ML_R5_8XLARGE: "ml.r5.8xlarge",
    ML_R5_LARGE: "ml.r5.large",
    ML_R5_XLARGE: "ml.r5.xlarge",
    ML_R6I_12XLARGE: "ml.r6i.12xlarge",
    ML_R6I_16XLARGE: "ml.r6i.16xlarge",
    ML_R6I_24XLARGE: "ml.r6i.24xlarge",
    ML_R6I_2XLARGE: "ml.r6i.2xlarge",
    ML_R6I_32XLARGE: "ml.r6i.32xlarge",
    ML_R6I_4XLARGE: "ml.r6i.4xlarge",
    ML_R6I_8XLARGE: "ml.r6i.8xlarge",
    ML_R6I_LARGE: "ml.r6i.large",
    ML_R6I_XLARGE: "ml.r6i.xlarge",
    ML_R7I_12XLARGE: "ml.r7i.12xlarge",
    ML_R7I_16XLARGE: "ml.r7i.16xlarge",
    ML_R7I_24XLARGE: "ml.r7i.24xlarge",
    ML_R7I_2XLARGE: "ml.r7i.2xlarge",
    ML_R7I_48XLARGE: "ml.r7i.48xlarge",
    ML_R7I_4XLARGE: "ml.r7i.4xlarge",
    ML_R7I_8XLARGE: "ml.r7i.8xlarge",
    ML_R7I_LARGE: "ml.r7i.large",
    ML_R7I_XLARGE: "ml.r7i.xlarge",
    ML_R8I_12XLARGE: "ml.r8i.12xlarge",
    ML_R8I_16XLARGE: "ml.r8i.16xlarge",
    ML_R8I_24XLARGE: "ml.r8i.24xlarge",
    ML_R8I_2XLARGE: "ml.r8i.2xlarge",
    ML_R8I_32XLARGE: "ml.r8i.32xlarge",
    ML_R8I_48XLARGE: "ml.r8i.48xlarge",
    ML_R8I_4XLARGE: "ml.r8i.4xlarge",
    ML_R8I_8XLARGE: "ml.r8i.8xlarge",
    ML_R8I_96XLARGE: "ml.r8i.96xlarge",
    ML_R8I_LARGE: "ml.r8i.large",
    ML_R8I_XLARGE: "ml.r8i.xlarge",
    ML_T3_2XLARGE: "ml.t3.2xlarge",
    ML_T3_LARGE: "ml.t3.large",
    ML_T3_MEDIUM: "ml.t3.medium",
    ML_T3_XLARGE: "ml.t3.xlarge",
    ML_TRN1N_32XLARGE: "ml.trn1n.32xlarge",
    ML_TRN1_2XLARGE: "ml.trn1.2xlarge",
    ML_TRN1_32XLARGE: "ml.trn1.32xlarge",
    ML_TRN2_48XLARGE: "ml.trn2.48xlarge",
};
const BatchStrategy = {
    MULTI_RECORD: "MultiRecord",
    SINGLE_RECORD: "SingleRecord",
};
const SplitType = {
    LINE: "Line",
    NONE: "None",
    RECORDIO: "RecordIO",
    TFRECORD: "TFRecord",
};
const AssemblyType = {
    LINE: "Line",
    NONE: "None",
};
const FeatureStatus = {
    Disabled: "DISABLED",
    Enabled: "ENABLED",
};
const AppType = {
    Canvas: "Canvas",
    CodeEditor: "CodeEditor",
    DetailedProfiler: "DetailedProfiler",
    JupyterLab: "JupyterLab",
    JupyterServer: "JupyterServer",
    KernelGateway: "KernelGateway",
    RSessionGateway: "RSessionGateway",
    RStudioServerPro: "RStudioServerPro",
    TensorBoard: "TensorBoard",
};
const AppInstanceType = {
    ML_C5_12XLARGE: "ml.c5.12xlarge",
    ML_C5_18XLARGE: "ml.c5.18xlarge",
    ML_C5_24XLARGE: "ml.c5.24xlarge",
    ML_C5_2XLARGE: "ml.c5.2xlarge",
    ML_C5_4XLARGE: "ml.c5.4xlarge",
    ML_C5_9XLARGE: "ml.c5.9xlarge",
    ML_C5_LARGE: "ml.c5.large",
    ML_C5_XLARGE: "ml.c5.xlarge",
    ML_C6ID_12XLARGE: "ml.c6id.12xlarge",
    ML_C6ID_16XLARGE: "ml.c6id.16xlarge",
    ML_C6ID_24XLARGE: "ml.c6id.24xlarge",
    ML_C6ID_2XLARGE: "ml.c6id.2xlarge",
    ML_C6ID_32XLARGE: "ml.c6id.32xlarge",
    ML_C6ID_4XLARGE: "ml.c6id.4xlarge",
    ML_C6ID_8XLARGE: "ml.c6id.8xlarge",
    ML_C6ID_LARGE: "ml.c6id.large",
    ML_C6ID_XLARGE: "ml.c6id.xlarge",
    ML_C6I_12XLARGE: "ml.c6i.12xlarge",
    ML_C6I_16XLARGE: "ml.c6i.16xlarge",
    ML_C6I_24XLARGE: "ml.c6i.24xlarge",
    ML_C6I_2XLARGE: "ml.c6i.2xlarge",
    ML_C6I_32XLARGE: "ml.c6i.32xlarge",
    ML_C6I_4XLARGE: "ml.c6i.4xlarge",
    ML_C6I_8XLARGE: "ml.c6i.8xlarge",
    ML_C6I_LARGE: "ml.c6i.large",
    ML_C6I_XLARGE: "ml.c6i.xlarge",
    ML_C7I_12XLARGE: "ml.c7i.12xlarge",
    ML_C7I_16XLARGE: "ml.c7i.16xlarge",
    ML_C7I_24XLARGE: "ml.c7i.24xlarge",
    ML_C7I_2XLARGE: "ml.c7i.2xlarge",
    ML_C7I_48XLARGE: "ml.c7i.48xlarge",
    ML_C7I_4XLARGE: "ml.c7i.4xlarge",
    ML_C7I_8XLARGE: "ml.c7i.8xlarge",
    ML_C7I_LARGE: "ml.c7i.large",
    ML_C7I_XLARGE: "ml.c7i.xlarge",
    ML_G4DN_12XLARGE: "ml.g4dn.12xlarge",
    ML_G4DN_16XLARGE: "ml.g4dn.16xlarge",
    ML_G4DN_2XLARGE: "ml.g4dn.2xlarge",
    ML_G4DN_4XLARGE: "ml.g4dn.4xlarge",
    ML_G4DN_8XLARGE: "ml.g4dn.8xlarge",
    ML_G4DN_XLARGE: "ml.g4dn.xlarge",
    ML_G5_12XLARGE: "ml.g5.12xlarge",
    ML_G5_16XLARGE: "ml.g5.16xlarge",
    ML_G5_24XLARGE: "ml.g5.24xlarge",
    ML_G5_2XLARGE: "ml.g5.2xlarge",
    ML_G5_48XLARGE: "ml.g5.48xlarge",
    ML_G5_4XLARGE: "ml.g5.4xlarge",
    ML_G5_8XLARGE: "ml.g5.8xlarge",
    ML_G5_XLARGE: "ml.g5.xlarge",
    ML_G6E_12XLARGE: "ml.g6e.12xlarge",
    ML_G6E_16XLARGE: "ml.g6e.16xlarge",
    ML_G6E_24XLARGE: "ml.g6e.24xlarge",
    ML_G6E_2XLARGE: "ml.g6e.2xlarge",
    ML_G6E_48XLARGE: "ml.g6e.48xlarge",
    ML_G6E_4XLARGE: "ml.g6e.4xlarge",
    ML_G6E_8XLARGE: "ml.g6e.8xlarge",
    ML_G6E_XLARGE: "ml.g6e.xlarge",
    ML_G6_12XLARGE: "ml.g6.12xlarge",
    ML_G6_16XLARGE: "ml.g6.16xlarge",
    ML_G6_24XLARGE: "ml.g6.24xlarge",
    ML_G6_2XLARGE: "ml.g6.2xlarge",
    ML_G6_48XLARGE: "ml.g6.48xlarge",
    ML_G6_4XLARGE: "ml.g6.4xlarge",
    ML_G6_8XLARGE: "ml.g6.8xlarge",
    ML_G6_XLARGE: "ml.g6.xlarge",
    ML_G7E_12XLARGE: "ml.g7e.12xlarge",
    ML_G7E_24XLARGE: "ml.g7e.24xlarge",
    ML_G7E_2XLARGE: "ml.g7e.2xlarge",
    ML_G7E_48XLARGE: "ml.g7e.48xlarge",
    ML_G7E_4XLARGE: "ml.g7e.4xlarge",
    ML_G7E_8XLARGE: "ml.g7e.8xlarge",
    ML_G7_12XLARGE: "ml.g7.12xlarge",
    ML_G7_24XLARGE: "ml.g7.24xlarge",
    ML_G7_2XLARGE: "ml.g7.2xlarge",
    ML_G7_48XLARGE: "ml.g7.48xlarge",
    ML_G7_4XLARGE: "ml.g7.4xlarge",
    ML_G7_8XLARGE: "ml.g7.8xlarge",
    ML_GEOSPATIAL_INTERACTIVE: "ml.geospatial.interactive",
    ML_M5D_12XLARGE: "ml.m5d.12xlarge",
    ML_M5D_16XLARGE: "ml.m5d.16xlarge",
    ML_M5D_24XLARGE: "ml.m5d.24xlarge",
    ML_M5D_2XLARGE: "ml.m5d.2xlarge",
    ML_M5D_4XLARGE: "ml.m5d.4xlarge",
    ML_M5D_8XLARGE: "ml.m5d.8xlarge",
    ML_M5D_LARGE: "ml.m5d.large",
    ML_M5D_XLARGE: "ml.m5d.xlarge",
    ML_M5_12XLARGE: "ml.m5.12xlarge",
    ML_M5_16XLARGE: "ml.m5.16xlarge",
    ML_M5_24XLARGE: "ml.m5.24xlarge",
    ML_M5_2XLARGE: "ml.m5.2xlarge",
    ML_M5_4XLARGE: "ml.m5.4xlarge",
    ML_M5_8XLARGE: "ml.m5.8xlarge",
    ML_M5_LARGE: "ml.m5.large",
    ML_M5_XLARGE: "ml.m5.xlarge",
    ML_M6ID_12XLARGE: "ml.m6id.12xlarge",
    ML_M6ID_16XLARGE: "ml.m6id.16xlarge",
    ML_M6ID_24XLARGE: "ml.m6id.24xlarge",
    ML_M6ID_2XLARGE: "ml.m6id.2xlarge",
    ML_M6ID_32XLARGE: "ml.m6id.32xlarge",
    ML_M6ID_4XLARGE: "ml.m6id.4xlarge",
    ML_M6ID_8XLARGE: "ml.m6id.8xlarge",
    ML_M6ID_LARGE: "ml.m6id.large",
    ML_M6ID_XLARGE: "ml.m6id.xlarge",
    ML_M6I_12XLARGE: "ml.m6i.12xlarge",
    ML_M6I_16XLARGE: "ml.m6i.16xlarge",
    ML_M6I_24XLARGE: "ml.m6i.24xlarge",
    ML_M6I_2XLARGE: "ml.m6i.2xlarge",
    ML_M6I_32XLARGE: "ml.m6i.32xlarge",
    ML_M6I_4XLARGE: "ml.m6i.4xlarge",
    ML_M6I_8XLARGE: "ml.m6i.8xlarge",
    ML_M6I_LARGE: "ml.m6i.large",
    ML_M6I_XLARGE: "ml.m6i.xlarge",
    ML_M7I_12XLARGE: "ml.m7i.12xlarge",
    ML_M7I_16XLARGE: "ml.m7i.16xlarge",
    ML_M7I_24XLARGE: "ml.m7i.24xlarge",
    ML_M7I_2XLARGE: "ml.m7i.2xlarge",
    ML_M7I_48XLARGE: "ml.m7i.48xlarge",
    ML_M7I_4XLARGE: "ml.m7i.4xlarge",
    ML_M7I_8XLARGE: "ml.m7i.8xlarge",
    ML_M7I_LARGE: "ml.m7i.large",
    ML_M7I_XLARGE: "ml.m7i.xlarge",
    ML_P3DN_24XLARGE: "ml.p3dn.24xlarge",
    ML_P3_16XLARGE: "ml.p3.16xlarge",
    ML_P3_2XLARGE: "ml.p3.2xlarge",
    ML_P3_8XLARGE: "ml.p3.8xlarge",
    ML_P4DE_24XLARGE: "ml.p4de.24xlarge",
    ML_P4D_24XLARGE: "ml.p4d.24xlarge",
    ML_P5EN_48XLARGE: "ml.p5en.48xlarge",
    ML_P5_48XLARGE: "ml.p5.48xlarge",
    ML_P5_4XLARGE: "ml.p5.4xlarge",
    ML_P6_B200_48XLARGE: "ml.p6-b200.48xlarge",
    ML_R5_12XLARGE: "ml.r5.12xlarge",
    ML_R5_16XLARGE: "ml.r5.16xlarge",
    ML_R5_24XLARGE: "ml.r5.24xlarge",
    ML_R5_2XLARGE: "ml.r5.2xlarge",
    ML_R5_4XLARGE: "ml.r5.4xlarge",
    ML_R5_8XLARGE: "ml.r5.8xlarge",
    ML_R5_LARGE: "ml.r5.large",
    ML_R5_XLARGE: "ml.r5.xlarge",
    ML_R6ID_12XLARGE: "ml.r6id.12xlarge",
    ML_R6ID_16XLARGE: "ml.r6id.16xlarge",
    ML_R6ID_24XLARGE: "ml.r6id.24xlarge",
    ML_R6ID_2XLARGE: "ml.r6id.2xlarge",
    ML_R6ID_32XLARGE: "ml.r6id.32xlarge",
    ML_R6ID_4XLARGE: "ml.r6id.4xlarge",
    ML_R6ID_8XLARGE: "ml.r6id.8xlarge",
    ML_R6ID_LARGE: "ml.r6id.large",
    ML_R6ID_XLARGE: "ml.r6id.xlarge",
    ML_R6I_12XLARGE: "ml.r6i.12xlarge",
    ML_R6I_16XLARGE: "ml.r6i.16xlarge",
    ML_R6I_24XLARGE: "ml.r6i.24xlarge",
    ML_R6I_2XLARGE: "ml.r6i.2xlarge",
    ML_R6I_32XLARGE: "ml.r6i.32xlarge",
    ML_R6I_4XLARGE: "ml.r6i.4xlarge",
    ML_R6I_8XLARGE: "ml.r6i.8xlarge",
    ML_R6I_LARGE: "ml.r6i.large",
    ML_R6I_XLARGE: "ml.r6i.xlarge",
    ML_R7I_12XLARGE: "ml.r7i.12xlarge",
    ML_R7I_16XLARGE: "ml.r7i.16xlarge",
    ML_R7I_24XLARGE: "ml.r7i.24xlarge",
    ML_R7I_2XLARGE: "ml.r7i.2xlarge",
    ML_R7I_48XLARGE: "ml.r7i.48xlarge",
    ML_R7I_4XLARGE: "ml.r7i.4xlarge",
    ML_R7I_8XLARGE: "ml.r7i.8xlarge",
    ML_R7I_LARGE: "ml.r7i.large",
    ML_R7I_XLARGE: "ml.r7i.xlarge",
    ML_T3_2XLARGE: "ml.t3.2xlarge",
    ML_T3_LARGE: "ml.t3.large",
    ML_T3_MEDIUM: "ml.t3.medium",
    ML_T3_MICRO: "ml.t3.micro",
    ML_T3_SMALL: "ml.t3.small",
    ML_T3_XLARGE: "ml.t3.xlarge",
    ML_TRN1N_32XLARGE: "ml.trn1n.32xlarge",
    ML_TRN1_2XLARGE: "ml.trn1.2xlarge",
    ML_TRN1_32XLARGE: "ml.trn1.32xlarge",
    SYSTEM: "system",
};
const AppStatus = {
    Deleted: "Deleted",
    Deleting: "Deleting",
    Failed: "Failed",
    InService: "InService",
    Pending: "Pending",
};
const AppImageConfigSortKey = {
    CreationTime: "CreationTime",
    LastModifiedTime: "LastModifiedTime",
    Name: "Name",
};
const LifecycleManagement = {
    Disabled: "DISABLED",
    Enabled: "ENABLED",
};
const AppNetworkAccessType = {
    PublicInternetOnly: "PublicInternetOnly",
    VpcOnly: "VpcOnly",
};
const AppSecurityGroupManagement = {
    Customer: "Customer",
    Service: "Service",
};
const AppSortKey = {
    CreationTime: "CreationTime",
};
const ArtifactSourceIdType = {
    CUSTOM: "Custom",
    MD5_HASH: "MD5Hash",
    S3_ETAG: "S3ETag",
    S3_VERSION: "S3Version",
};
const AsyncNotificationTopicTypes = {
    ERROR_NOTIFICATION_TOPIC: "ERROR_NOTIFICATION_TOPIC",
    SUCCESS_NOTIFICATION_TOPIC: "SUCCESS_NOTIFICATION_TOPIC",
};
const AthenaResultCompressionType = {
    GZIP: "GZIP",
    SNAPPY: "SNAPPY",
    ZLIB: "ZLIB",
};
const AthenaResultFormat = {
    AVRO: "AVRO",
    JSON: "JSON",
    ORC: "ORC",
    PARQUET: "PARQUET",
    TEXTFILE: "TEXTFILE",
};
const VolumeAttachmentStatus = {
    ATTACHED: "attached",
    ATTACHING: "attaching",
    BUSY: "busy",
    DETACHED: "detached",
    DETACHING: "detaching",
};
const AuthMode = {
    IAM: "IAM",
    SSO: "SSO",
};
const AutoMLAlgorithm = {
    ARIMA: "arima",
    CATBOOST: "catboost",
    CNN_QR: "cnn-qr",
    DEEPAR: "deepar",
    ETS: "ets",
    EXTRA_TREES: "extra-trees",
    FASTAI: "fastai",
    LIGHTGBM: "lightgbm",
    LINEAR_LEARNER: "linear-learner",
    MLP: "mlp",
    NN_TORCH: "nn-torch",
    NPTS: "npts",
    PROPHET: "prophet",
    RANDOMFOREST: "randomforest",
    XGBOOST: "xgboost",
};
const AutoMLMetricEnum = {
    ACCURACY: "Accuracy",
    AUC: "AUC",
    AVERAGE_WEIGHTED_QUANTILE_LOSS: "AverageWeightedQuantileLoss",
    BALANCED_ACCURACY: "BalancedAccuracy",
    F1: "F1",
    F1_MACRO: "F1macro",
    MAE: "MAE",
    MAPE: "MAPE",
    MASE: "MASE",
    MSE: "MSE",
    PRECISION: "Precision",
    PRECISION_MACRO: "PrecisionMacro",
    R2: "R2",
    RECALL: "Recall",
    RECALL_MACRO: "RecallMacro",
    RMSE: "RMSE",
    WAPE: "WAPE",
};
const MetricSetSource = {
    TEST: "Test",
    TRAIN: "Train",
    VALIDATION: "Validation",
};
const AutoMLMetricExtendedEnum = {
    ACCURACY: "Accuracy",
    AUC: "AUC",
    AVERAGE_WEIGHTED_QUANTILE_LOSS: "AverageWeightedQuantileLoss",
    BALANCED_ACCURACY: "BalancedAccuracy",
    F1: "F1",
    F1_MACRO: "F1macro",
    INFERENCE_LATENCY: "InferenceLatency",
    LogLoss: "LogLoss",
    MAE: "MAE",
    MAPE: "MAPE",
    MASE: "MASE",
    MSE: "MSE",
    PERPLEXITY: "Perplexity",
    PRECISION: "Precision",
    PRECISION_MACRO: "PrecisionMacro",
    R2: "R2",
    RECALL: "Recall",
    RECALL_MACRO: "RecallMacro",
    RMSE: "RMSE",
    ROUGE1: "Rouge1",
    ROUGE2: "Rouge2",
    ROUGEL: "RougeL",
    ROUGEL_SUM: "RougeLSum",
    TRAINING_LOSS: "TrainingLoss",
    VALIDATION_LOSS: "ValidationLoss",
    WAPE: "WAPE",
};
const CandidateStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const CandidateStepType = {
    PROCESSING: "AWS::SageMaker::ProcessingJob",
    TRAINING: "AWS::SageMaker::TrainingJob",
    TRANSFORM: "AWS::SageMaker::TransformJob",
};
const AutoMLJobObjectiveType = {
    MAXIMIZE: "Maximize",
    MINIMIZE: "Minimize",
};
const AutoMLProcessingUnit = {
    CPU: "CPU",
    GPU: "GPU",
};
const ObjectiveStatus = {
    Failed: "Failed",
    Pending: "Pending",
    Succeeded: "Succeeded",
};
const AutoMLChannelType = {
    TRAINING: "training",
    VALIDATION: "validation",
};
const AutoMLS3DataType = {
    AUGMENTED_MANIFEST_FILE: "AugmentedManifestFile",
    MANIFEST_FILE: "ManifestFile",
    S3_PREFIX: "S3Prefix",
};
const AutoMLMode = {
    AUTO: "AUTO",
    ENSEMBLING: "ENSEMBLING",
    HYPERPARAMETER_TUNING: "HYPERPARAMETER_TUNING",
};
const AutoMLJobSecondaryStatus = {
    ANALYZING_DATA: "AnalyzingData",
    CANDIDATE_DEFINITIONS_GENERATED: "CandidateDefinitionsGenerated",
    COMPLETED: "Completed",
    DEPLOYING_MODEL: "DeployingModel",
    EXPLAINABILITY_ERROR: "ExplainabilityError",
    FAILED: "Failed",
    FEATURE_ENGINEERING: "FeatureEngineering",
    GENERATING_EXPLAINABILITY_REPORT: "GeneratingExplainabilityReport",
    GENERATING_MODEL_INSIGHTS_REPORT: "GeneratingModelInsightsReport",
    MAX_AUTO_ML_JOB_RUNTIME_REACHED: "MaxAutoMLJobRuntimeReached",
    MAX_CANDIDATES_REACHED: "MaxCandidatesReached",
    MODEL_DEPLOYMENT_ERROR: "ModelDeploymentError",
    MODEL_INSIGHTS_ERROR: "ModelInsightsError",
    MODEL_TUNING: "ModelTuning",
    PRE_TRAINING: "PreTraining",
    STARTING: "Starting",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
    TRAINING_MODELS: "TrainingModels",
};
const AutoMLJobStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const ProblemType = {
    BINARY_CLASSIFICATION: "BinaryClassification",
    MULTICLASS_CLASSIFICATION: "MulticlassClassification",
    REGRESSION: "Regression",
};
const FillingType = {
    Backfill: "backfill",
    BackfillValue: "backfill_value",
    Frontfill: "frontfill",
    FrontfillValue: "frontfill_value",
    Futurefill: "futurefill",
    FuturefillValue: "futurefill_value",
    Middlefill: "middlefill",
    MiddlefillValue: "middlefill_value",
};
const AutoMLProblemTypeConfigName = {
    IMAGE_CLASSIFICATION: "ImageClassification",
    TABULAR: "Tabular",
    TEXT_CLASSIFICATION: "TextClassification",
    TEXT_GENERATION: "TextGeneration",
    TIMESERIES_FORECASTING: "TimeSeriesForecasting",
};
const AutoMLSortBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const AutoMLSortOrder = {
    ASCENDING: "Ascending",
    DESCENDING: "Descending",
};
const AutoMountHomeEFS = {
    DEFAULT_AS_DOMAIN: "DefaultAsDomain",
    DISABLED: "Disabled",
    ENABLED: "Enabled",
};
const AutotuneMode = {
    ENABLED: "Enabled",
};
const AvailabilityZoneBalanceEnforcementMode = {
    PERMISSIVE: "PERMISSIVE",
};
const AwsManagedHumanLoopRequestSource = {
    REKOGNITION_DETECT_MODERATION_LABELS_IMAGE_V3: "AWS/Rekognition/DetectModerationLabels/Image/V3",
    TEXTRACT_ANALYZE_DOCUMENT_FORMS_V1: "AWS/Textract/AnalyzeDocument/Forms/V1",
};
const BatchAddClusterNodesErrorCode = {
    INCOMPATIBLE_AVAILABILITY_ZONES: "IncompatibleAvailabilityZones",
    INCOMPATIBLE_INSTANCE_TYPES: "IncompatibleInstanceTypes",
    INSTANCE_GROUP_NOT_FOUND: "InstanceGroupNotFound",
    INVALID_INSTANCE_GROUP_STATUS: "InvalidInstanceGroupStatus",
};
const ClusterInstanceStatus = {
    DEEP_HEALTH_CHECK_IN_PROGRESS: "DeepHealthCheckInProgress",
    FAILURE: "Failure",
    NOT_FOUND: "NotFound",
    PENDING: "Pending",
    RUNNING: "Running",
    SHUTTING_DOWN: "ShuttingDown",
    SYSTEM_UPDATING: "SystemUpdating",
};
const BatchDeleteClusterNodesErrorCode = {
    INVALID_NODE_STATUS: "InvalidNodeStatus",
    NODE_ID_IN_USE: "NodeIdInUse",
    NODE_ID_NOT_FOUND: "NodeIdNotFound",
};
const ModelApprovalStatus = {
    APPROVED: "Approved",
    PENDING_MANUAL_APPROVAL: "PendingManualApproval",
    REJECTED: "Rejected",
};
const ModelPackageRegistrationType = {
    LOGGED: "Logged",
    REGISTERED: "Registered",
};
const ModelPackageStatus = {
    COMPLETED: "Completed",
    DELETING: "Deleting",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    PENDING: "Pending",
};
const BatchRebootClusterNodesErrorCode = {
    INSTANCE_ID_IN_USE: "InstanceIdInUse",
    INSTANCE_ID_NOT_FOUND: "InstanceIdNotFound",
    INTERNAL_SERVER_ERROR: "InternalServerError",
    INVALID_INSTANCE_STATUS: "InvalidInstanceStatus",
};
const BatchReplaceClusterNodesErrorCode = {
    INSTANCE_ID_IN_USE: "InstanceIdInUse",
    INSTANCE_ID_NOT_FOUND: "InstanceIdNotFound",
    INTERNAL_SERVER_ERROR: "InternalServerError",
    INVALID_INSTANCE_STATUS: "InvalidInstanceStatus",
};
const ProcessingS3DataDistributionType = {
    FULLYREPLICATED: "FullyReplicated",
    SHARDEDBYS3KEY: "ShardedByS3Key",
};
const ProcessingS3InputMode = {
    FILE: "File",
    PIPE: "Pipe",
};
const CapacitySizeType = {
    CAPACITY_PERCENT: "CAPACITY_PERCENT",
    INSTANCE_COUNT: "INSTANCE_COUNT",
};
const TrafficRoutingConfigType = {
    ALL_AT_ONCE: "ALL_AT_ONCE",
    CANARY: "CANARY",
    LINEAR: "LINEAR",
};
const BooleanOperator = {
    AND: "And",
    OR: "Or",
};
const CandidateSortBy = {
    CreationTime: "CreationTime",
    FinalObjectiveMetricValue: "FinalObjectiveMetricValue",
    Status: "Status",
};
const DataSourceName = {
    SalesforceGenie: "SalesforceGenie",
    Snowflake: "Snowflake",
};
const CapacityReservationType = {
    CRG: "CRG",
    ODCR: "ODCR",
};
const CapacityReservationPreference = {
    CAPACITY_RESERVATIONS_ONLY: "capacity-reservations-only",
};
const NodeUnavailabilityType = {
    CAPACITY_PERCENTAGE: "CAPACITY_PERCENTAGE",
    INSTANCE_COUNT: "INSTANCE_COUNT",
};
const CaptureMode = {
    INPUT: "Input",
    INPUT_AND_OUTPUT: "InputAndOutput",
    OUTPUT: "Output",
};
const CaptureStatus = {
    STARTED: "Started",
    STOPPED: "Stopped",
};
const ClarifyFeatureType = {
    CATEGORICAL: "categorical",
    NUMERICAL: "numerical",
    TEXT: "text",
};
const ClarifyTextGranularity = {
    PARAGRAPH: "paragraph",
    SENTENCE: "sentence",
    TOKEN: "token",
};
const ClarifyTextLanguage = {
    AFRIKAANS: "af",
    ALBANIAN: "sq",
    ARABIC: "ar",
    ARMENIAN: "hy",
    BASQUE: "eu",
    BENGALI: "bn",
    BULGARIAN: "bg",
    CATALAN: "ca",
    CHINESE: "zh",
    CROATIAN: "hr",
    CZECH: "cs",
    DANISH: "da",
    DUTCH: "nl",
    ENGLISH: "en",
    ESTONIAN: "et",
    FINNISH: "fi",
    FRENCH: "fr",
    GERMAN: "de",
    GREEK: "el",
    GUJARATI: "gu",
    HEBREW: "he",
    HINDI: "hi",
    HUNGARIAN: "hu",
    ICELANDIC: "is",
    INDONESIAN: "id",
    IRISH: "ga",
    ITALIAN: "it",
    KANNADA: "kn",
    KYRGYZ: "ky",
    LATVIAN: "lv",
    LIGURIAN: "lij",
    LITHUANIAN: "lt",
    LUXEMBOURGISH: "lb",
    MACEDONIAN: "mk",
    MALAYALAM: "ml",
    MARATHI: "mr",
    MULTI_LANGUAGE: "xx",
    NEPALI: "ne",
    NORWEGIAN_BOKMAL: "nb",
    PERSIAN: "fa",
    POLISH: "pl",
    PORTUGUESE: "pt",
    ROMANIAN: "ro",
    RUSSIAN: "ru",
    SANSKRIT: "sa",
    SERBIAN: "sr",
    SETSWANA: "tn",
    SINHALA: "si",
    SLOVAK: "sk",
    SLOVENIAN: "sl",
    SPANISH: "es",
    SWEDISH: "sv",
    TAGALOG: "tl",
    TAMIL: "ta",
    TATAR: "tt",
    TELUGU: "te",
    TURKISH: "tr",
    UKRAINIAN: "uk",
    URDU: "ur",
    YORUBA: "yo",
};
const ClusterPatchingStrategy = {
    WHEN_ALL_IDLE: "WhenAllIdle",
    WHEN_IDLE: "WhenIdle",
};
const ClusterAutoScalerType = {
    KARPENTER: "Karpenter",
};
const ClusterAutoScalingMode = {
    DISABLE: "Disable",
    ENABLE: "Enable",
};
const ClusterAutoScalingStatus = {
    CREATING: "Creating",
    DELETING: "Deleting",
    FAILED: "Failed",
    INSERVICE: "InService",
};
const ClusterCapacityType = {
    ON_DEMAND: "OnDemand",
    SPOT: "Spot",
};
const ClusterConfigMode = {
    DISABLE: "Disable",
    ENABLE: "Enable",
};
const ClusterEventLevel = {
    ERROR: "Error",
    INFO: "Info",
    WARN: "Warn",
};
const ClusterEventResourceType = {
    CLUSTER: "Cluster",
    INSTANCE: "Instance",
    INSTANCE_GROUP: "InstanceGroup",
};
const ClusterFSxLustreDeletionPolicy = {
    DELETE_IF_NOT_USED: "DeleteIfNotUsed",
    KEEP: "Keep",
};
const ClusterImageVersionStatus = {
    END_OF_LIFE: "EndOfLife",
    SECURITY_UPDATE_REQUIRED: "SecurityUpdateRequired",
    UPDATE_AVAILABLE: "UpdateAvailable",
    UP_TO_DATE: "UpToDate",
};
const ClusterKubernetesTaintEffect = {
    NO_EXECUTE: "NoExecute",
    NO_SCHEDULE: "NoSchedule",
    PREFER_NO_SCHEDULE: "PreferNoSchedule",
};
const ClusterInterfaceType = {
    EFA: "efa",
    EFA_ONLY: "efa-only",
};
const DeepHealthCheckType = {
    INSTANCE_CONNECTIVITY: "InstanceConnectivity",
    INSTANCE_STRESS: "InstanceStress",
};
const ClusterSlurmNodeType = {
    COMPUTE: "Compute",
    CONTROLLER: "Controller",
    LOGIN: "Login",
};
const SoftwareUpdateStatus = {
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    PENDING: "Pending",
    ROLLBACK_COMPLETE: "RollbackComplete",
    ROLLBACK_IN_PROGRESS: "RollbackInProgress",
    SUCCEEDED: "Succeeded",
};
const InstanceGroupStatus = {
    CREATING: "Creating",
    DEGRADED: "Degraded",
    DELETING: "Deleting",
    FAILED: "Failed",
    INSERVICE: "InService",
    SYSTEMUPDATING: "SystemUpdating",
    UPDATING: "Updating",
};
const ClusterNodeProvisioningMode = {
    CONTINUOUS: "Continuous",
};
const ClusterNodeRecovery = {
    AUTOMATIC: "Automatic",
    NONE: "None",
};
const ClusterSlurmConfigStrategy = {
    MANAGED: "Managed",
    MERGE: "Merge",
    OVERWRITE: "Overwrite",
};
const SchedulerResourceStatus = {
    CREATED: "Created",
    CREATE_FAILED: "CreateFailed",
    CREATE_ROLLBACK_FAILED: "CreateRollbackFailed",
    CREATING: "Creating",
    DELETED: "Deleted",
    DELETE_FAILED: "DeleteFailed",
    DELETE_ROLLBACK_FAILED: "DeleteRollbackFailed",
    DELETING: "Deleting",
    UPDATED: "Updated",
    UPDATE_FAILED: "UpdateFailed",
    UPDATE_ROLLBACK_FAILED: "UpdateRollbackFailed",
    UPDATING: "Updating",
};
const ClusterSortBy = {
    CREATION_TIME: "CREATION_TIME",
    NAME: "NAME",
};
const ClusterStatus = {
    CREATING: "Creating",
    DELETING: "Deleting",
    FAILED: "Failed",
    INSERVICE: "InService",
    ROLLINGBACK: "RollingBack",
    SYSTEMUPDATING: "SystemUpdating",
    UPDATING: "Updating",
};
const CodeRepositorySortBy = {
    CREATION_TIME: "CreationTime",
    LAST_MODIFIED_TIME: "LastModifiedTime",
    NAME: "Name",
};
const CodeRepositorySortOrder = {
    ASCENDING: "Ascending",
    DESCENDING: "Descending",
};
const CollectionType = {
    LIST: "List",
    SET: "Set",
    VECTOR: "Vector",
};
const CompilationJobStatus = {
    COMPLETED: "COMPLETED",
    FAILED: "FAILED",
    INPROGRESS: "INPROGRESS",
    STARTING: "STARTING",
    STOPPED: "STOPPED",
    STOPPING: "STOPPING",
};
const TargetDevice = {
    AISAGE: "aisage",
    AMBA_CV2: "amba_cv2",
    AMBA_CV22: "amba_cv22",
    AMBA_CV25: "amba_cv25",
    COREML: "coreml",
    DEEPLENS: "deeplens",
    IMX8MPLUS: "imx8mplus",
    IMX8QM: "imx8qm",
    JACINTO_TDA4VM: "jacinto_tda4vm",
    JETSON_NANO: "jetson_nano",
    JETSON_TX1: "jetson_tx1",
    JETSON_TX2: "jetson_tx2",
    JETSON_XAVIER: "jetson_xavier",
    LAMBDA: "lambda",
    ML_C4: "ml_c4",
    ML_C5: "ml_c5",
    ML_C6G: "ml_c6g",
    ML_EIA2: "ml_eia2",
    ML_G4DN: "ml_g4dn",
    ML_INF1: "ml_inf1",
    ML_INF2: "ml_inf2",
    ML_M4: "ml_m4",
    ML_M5: "ml_m5",
    ML_M6G: "ml_m6g",
    ML_P2: "ml_p2",
    ML_P3: "ml_p3",
    ML_TRN1: "ml_trn1",
    QCS603: "qcs603",
    QCS605: "qcs605",
    RASP3B: "rasp3b",
    RASP4B: "rasp4b",
    RK3288: "rk3288",
    RK3399: "rk3399",
    SBE_C: "sbe_c",
    SITARA_AM57X: "sitara_am57x",
    X86_WIN32: "x86_win32",
    X86_WIN64: "x86_win64",
};
const TargetPlatformAccelerator = {
    INTEL_GRAPHICS: "INTEL_GRAPHICS",
    MALI: "MALI",
    NNA: "NNA",
    NVIDIA: "NVIDIA",
};
const TargetPlatformArch = {
    ARM64: "ARM64",
    ARM_EABI: "ARM_EABI",
    ARM_EABIHF: "ARM_EABIHF",
    X86: "X86",
    X86_64: "X86_64",
};
const TargetPlatformOs = {
    ANDROID: "ANDROID",
    LINUX: "LINUX",
};
const CompleteOnConvergence = {
    DISABLED: "Disabled",
    ENABLED: "Enabled",
};
const PreemptTeamTasks = {
    LOWERPRIORITY: "LowerPriority",
    NEVER: "Never",
};
const ResourceSharingStrategy = {
    DONTLEND: "DontLend",
    LEND: "Lend",
    LENDANDBORROW: "LendAndBorrow",
};
const ConditionOutcome = {
    FALSE: "False",
    TRUE: "True",
};
var MetricPublishFrequencyInSeconds;
(function (MetricPublishFrequencyInSeconds) {
    MetricPublishFrequencyInSeconds[MetricPublishFrequencyInSeconds["FREQ_10_S"] = 10] = "FREQ_10_S";
    MetricPublishFrequencyInSeconds[MetricPublishFrequencyInSeconds["FREQ_30_S"] = 30] = "FREQ_30_S";
    MetricPublishFrequencyInSeconds[MetricPublishFrequencyInSeconds["FREQ_60_S"] = 60] = "FREQ_60_S";
    MetricPublishFrequencyInSeconds[MetricPublishFrequencyInSeconds["FREQ_120_S"] = 120] = "FREQ_120_S";
    MetricPublishFrequencyInSeconds[MetricPublishFrequencyInSeconds["FREQ_180_S"] = 180] = "FREQ_180_S";
    MetricPublishFrequencyInSeconds[MetricPublishFrequencyInSeconds["FREQ_240_S"] = 240] = "FREQ_240_S";
    MetricPublishFrequencyInSeconds[MetricPublishFrequencyInSeconds["FREQ_300_S"] = 300] = "FREQ_300_S";
})(MetricPublishFrequencyInSeconds || (MetricPublishFrequencyInSeconds = {}));
const RepositoryAccessMode = {
    PLATFORM: "Platform",
    VPC: "Vpc",
};
const ContainerMode = {
    MULTI_MODEL: "MultiModel",
    SINGLE_MODEL: "SingleModel",
};
const ModelCacheSetting = {
    DISABLED: "Disabled",
    ENABLED: "Enabled",
};
const ContentClassifier = {
    FREE_OF_ADULT_CONTENT: "FreeOfAdultContent",
    FREE_OF_PERSONALLY_IDENTIFIABLE_INFORMATION: "FreeOfPersonallyIdentifiableInformation",
};
const HyperParameterScalingType = {
    AUTO: "Auto",
    LINEAR: "Linear",
    LOGARITHMIC: "Logarithmic",
    REVERSE_LOGARITHMIC: "ReverseLogarithmic",
};
const ParameterType = {
    CATEGORICAL: "Categorical",
    CONTINUOUS: "Continuous",
    FREE_TEXT: "FreeText",
    INTEGER: "Integer",
};
const HyperParameterTuningJobObjectiveType = {
    MAXIMIZE: "Maximize",
    MINIMIZE: "Minimize",
};
const FairShare = {
    DISABLED: "Disabled",
    ENABLED: "Enabled",
};
const IdleResourceSharing = {
    DISABLED: "Disabled",
    ENABLED: "Enabled",
};
const Framework = {
    DARKNET: "DARKNET",
    KERAS: "KERAS",
    MXNET: "MXNET",
    ONNX: "ONNX",
    PYTORCH: "PYTORCH",
    SKLEARN: "SKLEARN",
    TENSORFLOW: "TENSORFLOW",
    TFLITE: "TFLITE",
    XGBOOST: "XGBOOST",
};
const ProcessingS3UploadMode = {
    CONTINUOUS: "Continuous",
    END_OF_JOB: "EndOfJob",
};
const ProcessingInstanceType = {
    ML_C4_2XLARGE: "ml.c4.2xlarge",
    ML_C4_4XLARGE: "ml.c4.4xlarge",
    ML_C4_8XLARGE: "ml.c4.8xlarge",
    ML_C4_XLARGE: "ml.c4.xlarge",
    ML_C5_18XLARGE: "ml.c5.18xlarge",
    ML_C5_2XLARGE: "ml.c5.2xlarge",
    ML_C5_4XLARGE: "ml.c5.4xlarge",
    ML_C5_9XLARGE: "ml.c5.9xlarge",
    ML_C5_XLARGE: "ml.c5.xlarge",
    ML_C6I_12XLARGE: "ml.c6i.12xlarge",
    ML_C6I_16XLARGE: "ml.c6i.16xlarge",
    ML_C6I_24XLARGE: "ml.c6i.24xlarge",
    ML_C6I_2XLARGE: "ml.c6i.2xlarge",
    ML_C6I_32XLARGE: "ml.c6i.32xlarge",
    ML_C6I_4XLARGE: "ml.c6i.4xlarge",
    ML_C6I_8XLARGE: "ml.c6i.8xlarge",
    ML_C6I_XLARGE: "ml.c6i.xlarge",
    ML_C7I_12XLARGE: "ml.c7i.12xlarge",
    ML_C7I_16XLARGE: "ml.c7i.16xlarge",
    ML_C7I_24XLARGE: "ml.c7i.24xlarge",
    ML_C7I_2XLARGE: "ml.c7i.2xlarge",
    ML_C7I_48XLARGE: "ml.c7i.48xlarge",
    ML_C7I_4XLARGE: "ml.c7i.4xlarge",
    ML_C7I_8XLARGE: "ml.c7i.8xlarge",
    ML_C7I_LARGE: "ml.c7i.large",
    ML_C7I_XLARGE: "ml.c7i.xlarge",
    ML_C8I_12XLARGE: "ml.c8i.12xlarge",
    ML_C8I_16XLARGE: "ml.c8i.16xlarge",
    ML_C8I_24XLARGE: "ml.c8i.24xlarge",
    ML_C8I_2XLARGE: "ml.c8i.2xlarge",
    ML_C8I_32XLARGE: "ml.c8i.32xlarge",
    ML_C8I_48XLARGE: "ml.c8i.48xlarge",
    ML_C8I_4XLARGE: "ml.c8i.4xlarge",
    ML_C8I_8XLARGE: "ml.c8i.8xlarge",
    ML_C8I_96XLARGE: "ml.c8i.96xlarge",
    ML_C8I_XLARGE: "ml.c8i.xlarge",
    ML_G4DN_12XLARGE: "ml.g4dn.12xlarge",
    ML_G4DN_16XLARGE: "ml.g4dn.16xlarge",
    ML_G4DN_2XLARGE: "ml.g4dn.2xlarge",
    ML_G4DN_4XLARGE: "ml.g4dn.4xlarge",
    ML_G4DN_8XLARGE: "ml.g4dn.8xlarge",
    ML_G4DN_XLARGE: "ml.g4dn.xlarge",
    ML_G5_12XLARGE: "ml.g5.12xlarge",
    ML_G5_16XLARGE: "ml.g5.16xlarge",
    ML_G5_24XLARGE: "ml.g5.24xlarge",
    ML_G5_2XLARGE: "ml.g5.2xlarge",
    ML_G5_48XLARGE: "ml.g5.48xlarge",
    ML_G5_4XLARGE: "ml.g5.4xlarge",
    ML_G5_8XLARGE: "ml.g5.8xlarge",
    ML_G5_XLARGE: "ml.g5.xlarge",
    ML_G6E_12XLARGE: "ml.g6e.12xlarge",
    ML_G6E_16XLARGE: "ml.g6e.16xlarge",
    ML_G6E_24XLARGE: "ml.g6e.24xlarge",
    ML_G6E_2XLARGE: "ml.g6e.2xlarge",
    ML_G6E_48XLARGE: "ml.g6e.48xlarge",
    ML_G6E_4XLARGE: "ml.g6e.4xlarge",
    ML_G6E_8XLARGE: "ml.g6e.8xlarge",
    ML_G6E_XLARGE: "ml.g6e.xlarge",
    ML_G6_12XLARGE: "ml.g6.12xlarge",
    ML_G6_16XLARGE: "ml.g6.16xlarge",
    ML_G6_24XLARGE: "ml.g6.24xlarge",
    ML_G6_2XLARGE: "ml.g6.2xlarge",
    ML_G6_48XLARGE: "ml.g6.48xlarge",
    ML_G6_4XLARGE: "ml.g6.4xlarge",
    ML_G6_8XLARGE: "ml.g6.8xlarge",
    ML_G6_XLARGE: "ml.g6.xlarge",
    ML_G7E_12XLARGE: "ml.g7e.12xlarge",
    ML_G7E_24XLARGE: "ml.g7e.24xlarge",
    ML_G7E_2XLARGE: "ml.g7e.2xlarge",
    ML_G7E_48XLARGE: "ml.g7e.48xlarge",
    ML_G7E_4XLARGE: "ml.g7e.4xlarge",
    ML_G7E_8XLARGE: "ml.g7e.8xlarge",
    ML_G7_12XLARGE: "ml.g7.12xlarge",
    ML_G7_24XLARGE: "ml.g7.24xlarge",
    ML_G7_2XLARGE: "ml.g7.2xlarge",
    ML_G7_48XLARGE: "ml.g7.48xlarge",
    ML_G7_4XLARGE: "ml.g7.4xlarge",
    ML_G7_8XLARGE: "ml.g7.8xlarge",
    ML_M4_10XLARGE: "ml.m4.10xlarge",
    ML_M4_16XLARGE: "ml.m4.16xlarge",
    ML_M4_2XLARGE: "ml.m4.2xlarge",
    ML_M4_4XLARGE: "ml.m4.4xlarge",
    ML_M4_XLARGE: "ml.m4.xlarge",
    ML_M5_12XLARGE: "ml.m5.12xlarge",
    ML_M5_24XLARGE: "ml.m5.24xlarge",
    ML_M5_2XLARGE: "ml.m5.2xlarge",
    ML_M5_4XLARGE: "ml.m5.4xlarge",
    ML_M5_LARGE: "ml.m5.large",
    ML_M5_XLARGE: "ml.m5.xlarge",
    ML_M6I_12XLARGE: "ml.m6i.12xlarge",
    ML_M6I_16XLARGE: "ml.m6i.16xlarge",
    ML_M6I_24XLARGE: "ml.m6i.24xlarge",
    ML_M6I_2XLARGE: "ml.m6i.2xlarge",
    ML_M6I_32XLARGE: "ml.m6i.32xlarge",
    ML_M6I_4XLARGE: "ml.m6i.4xlarge",
    ML_M6I_8XLARGE: "ml.m6i.8xlarge",
    ML_M6I_LARGE: "ml.m6i.large",
    ML_M6I_XLARGE: "ml.m6i.xlarge",
    ML_M7I_12XLARGE: "ml.m7i.12xlarge",
    ML_M7I_16XLARGE: "ml.m7i.16xlarge",
    ML_M7I_24XLARGE: "ml.m7i.24xlarge",
    ML_M7I_2XLARGE: "ml.m7i.2xlarge",
    ML_M7I_48XLARGE: "ml.m7i.48xlarge",
    ML_M7I_4XLARGE: "ml.m7i.4xlarge",
    ML_M7I_8XLARGE: "ml.m7i.8xlarge",
    ML_M7I_LARGE: "ml.m7i.large",
    ML_M7I_XLARGE: "ml.m7i.xlarge",
    ML_M8I_12XLARGE: "ml.m8i.12xlarge",
    ML_M8I_16XLARGE: "ml.m8i.16xlarge",
    ML_M8I_24XLARGE: "ml.m8i.24xlarge",
    ML_M8I_2XLARGE: "ml.m8i.2xlarge",
    ML_M8I_32XLARGE: "ml.m8i.32xlarge",
    ML_M8I_48XLARGE: "ml.m8i.48xlarge",
    ML_M8I_4XLARGE: "ml.m8i.4xlarge",
    ML_M8I_8XLARGE: "ml.m8i.8xlarge",
    ML_M8I_96XLARGE: "ml.m8i.96xlarge",
    ML_M8I_LARGE: "ml.m8i.large",
    ML_M8I_XLARGE: "ml.m8i.xlarge",
    ML_P2_16XLARGE: "ml.p2.16xlarge",
    ML_P2_8XLARGE: "ml.p2.8xlarge",
    ML_P2_XLARGE: "ml.p2.xlarge",
    ML_P3_16XLARGE: "ml.p3.16xlarge",
    ML_P3_2XLARGE: "ml.p3.2xlarge",
    ML_P3_8XLARGE: "ml.p3.8xlarge",
    ML_P5_4XLARGE: "ml.p5.4xlarge",
    ML_R5D_12XLARGE: "ml.r5d.12xlarge",
    ML_R5D_16XLARGE: "ml.r5d.16xlarge",
    ML_R5D_24XLARGE: "ml.r5d.24xlarge",
    ML_R5D_2XLARGE: "ml.r5d.2xlarge",
    ML_R5D_4XLARGE: "ml.r5d.4xlarge",
    ML_R5D_8XLARGE: "ml.r5d.8xlarge",
    ML_R5D_LARGE: "ml.r5d.large",
    ML_R5D_XLARGE: "ml.r5d.xlarge",
    ML_R5_12XLARGE: "ml.r5.12xlarge",
    ML_R5_16XLARGE: "ml.r5.16xlarge",
    ML_R5_24XLARGE: "ml.r5.24xlarge",
    ML_R5_2XLARGE: "ml.r5.2xlarge",
    ML_R5_4XLARGE: "ml.r5.4xlarge",
    ML_R5_8XLARGE: "ml.r5.8xlarge",
    ML_R5_LARGE: "ml.r5.large",
    ML_R5_XLARGE: "ml.r5.xlarge",
    ML_R6I_12XLARGE: "ml.r6i.12xlarge",
    ML_R6I_16XLARGE: "ml.r6i.16xlarge",
    ML_R6I_24XLARGE: "ml.r6i.24xlarge",
    ML_R6I_2XLARGE: "ml.r6i.2xlarge",
    ML_R6I_32XLARGE: "ml.r6i.32xlarge",
    ML_R6I_4XLARGE: "ml.r6i.4xlarge",
    ML_R6I_8XLARGE: "ml.r6i.8xlarge",
    ML_R6I_LARGE: "ml.r6i.large",
    ML_R6I_XLARGE: "ml.r6i.xlarge",
    ML_R7I_12XLARGE: "ml.r7i.12xlarge",
    ML_R7I_16XLARGE: "ml.r7i.16xlarge",
    ML_R7I_24XLARGE: "ml.r7i.24xlarge",
    ML_R7I_2XLARGE: "ml.r7i.2xlarge",
    ML_R7I_48XLARGE: "ml.r7i.48xlarge",
    ML_R7I_4XLARGE: "ml.r7i.4xlarge",
    ML_R7I_8XLARGE: "ml.r7i.8xlarge",
    ML_R7I_LARGE: "ml.r7i.large",
    ML_R7I_XLARGE: "ml.r7i.xlarge",
    ML_R8I_12XLARGE: "ml.r8i.12xlarge",
    ML_R8I_16XLARGE: "ml.r8i.16xlarge",
    ML_R8I_24XLARGE: "ml.r8i.24xlarge",
    ML_R8I_2XLARGE: "ml.r8i.2xlarge",
    ML_R8I_32XLARGE: "ml.r8i.32xlarge",
    ML_R8I_48XLARGE: "ml.r8i.48xlarge",
    ML_R8I_4XLARGE: "ml.r8i.4xlarge",
    ML_R8I_8XLARGE: "ml.r8i.8xlarge",
    ML_R8I_96XLARGE: "ml.r8i.96xlarge",
    ML_R8I_LARGE: "ml.r8i.large",
    ML_R8I_XLARGE: "ml.r8i.xlarge",
    ML_T3_2XLARGE: "ml.t3.2xlarge",
    ML_T3_LARGE: "ml.t3.large",
    ML_T3_MEDIUM: "ml.t3.medium",
    ML_T3_XLARGE: "ml.t3.xlarge",
};
const EdgePresetDeploymentType = {
    GreengrassV2Component: "GreengrassV2Component",
};
const RStudioServerProAccessStatus = {
    Disabled: "DISABLED",
    Enabled: "ENABLED",
};
const RStudioServerProUserGroup = {
    Admin: "R_STUDIO_ADMIN",
    User: "R_STUDIO_USER",
};
const NotebookOutputOption = {
    Allowed: "Allowed",
    Disabled: "Disabled",
};
const StudioWebPortal = {
    Disabled: "DISABLED",
    Enabled: "ENABLED",
};
const ExecutionRoleSessionNameMode = {
    Static: "STATIC",
    UserIdentity: "USER_IDENTITY",
};
const MlTools = {
    AUTO_ML: "AutoMl",
    COMET: "Comet",
    DATASETS: "Datasets",
    DATA_WRANGLER: "DataWrangler",
    DEEPCHECKS_LLM_EVALUATION: "DeepchecksLLMEvaluation",
    EMR_CLUSTERS: "EmrClusters",
    ENDPOINTS: "Endpoints",
    EVALUATORS: "Evaluators",
    EXPERIMENTS: "Experiments",
    FEATURE_STORE: "FeatureStore",
    FIDDLER: "Fiddler",
    HYPER_POD_CLUSTERS: "HyperPodClusters",
    INFERENCE_OPTIMIZATION: "InferenceOptimization",
    INFERENCE_RECOMMENDER: "InferenceRecommender",
    JUMP_START: "JumpStart",
    LAKERA_GUARD: "LakeraGuard",
    MODELS: "Models",
    MODEL_EVALUATION: "ModelEvaluation",
    PERFORMANCE_EVALUATION: "PerformanceEvaluation",
    PIPELINES: "Pipelines",
    PROJECTS: "Projects",
    RUNNING_INSTANCES: "RunningInstances",
    TRAINING: "Training",
};
const SageMakerImageName = {
    sagemaker_distribution: "sagemaker_distribution",
};
const ExecutionRoleIdentityConfig = {
    DISABLED: "DISABLED",
    USER_PROFILE_NAME: "USER_PROFILE_NAME",
};
const IPAddressType = {
    DUALSTACK: "dualstack",
    IPV4: "ipv4",
};
const HomeEfsFileSystemCreation = {
    Disabled: "Disabled",
    Enabled: "Enabled",
};
const TagPropagation = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const FailureHandlingPolicy = {
    DoNothing: "DO_NOTHING",
    RollbackOnFailure: "ROLLBACK_ON_FAILURE",
};
const DeviceSubsetType = {
    NameContains: "NAMECONTAINS",
    Percentage: "PERCENTAGE",
    Selection: "SELECTION",
};
const ProductionVariantAcceleratorType = {
    ML_EIA1_LARGE: "ml.eia1.large",
    ML_EIA1_MEDIUM: "ml.eia1.medium",
    ML_EIA1_XLARGE: "ml.eia1.xlarge",
    ML_EIA2_LARGE: "ml.eia2.large",
    ML_EIA2_MEDIUM: "ml.eia2.medium",
    ML_EIA2_XLARGE: "ml.eia2.xlarge",
};
const ProductionVariantInferenceAmiVersion = {
    AL2023_GPU_4_1: "al2023-ami-sagemaker-inference-gpu-4-1",
    AL2_GPU_2: "al2-ami-sagemaker-inference-gpu-2",
    AL2_GPU_2_1: "al2-ami-sagemaker-inference-gpu-2-1",
    AL2_GPU_3_1: "al2-ami-sagemaker-inference-gpu-3-1",
    AL2_NEURON_2: "al2-ami-sagemaker-inference-neuron-2",
};
const ManagedInstanceScalingScaleInStrategy = {
    CONSOLIDATION: "CONSOLIDATION",
    IDLE_RELEASE: "IDLE_RELEASE",
};
const ManagedInstanceScalingStatus = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const RoutingStrategy = {
    LEAST_OUTSTANDING_REQUESTS: "LEAST_OUTSTANDING_REQUESTS",
    PREFIX_AWARE: "PREFIX_AWARE",
    RANDOM: "RANDOM",
};
const FeatureType = {
    FRACTIONAL: "Fractional",
    INTEGRAL: "Integral",
    STRING: "String",
};
const TableFormat = {
    DEFAULT: "Default",
    GLUE: "Glue",
    ICEBERG: "Iceberg",
};
const StorageType = {
    IN_MEMORY: "InMemory",
    STANDARD: "Standard",
    STANDARD_V2: "Standard_V2",
};
const TtlDurationUnit = {
    DAYS: "Days",
    HOURS: "Hours",
    MINUTES: "Minutes",
    SECONDS: "Seconds",
    WEEKS: "Weeks",
};
const ThroughputMode = {
    ON_DEMAND: "OnDemand",
    PROVISIONED: "Provisioned",
};
const HubContentType = {
    DATA_SET: "DataSet",
    JSON_DOC: "JsonDoc",
    MODEL: "Model",
    MODEL_REFERENCE: "ModelReference",
    NOTEBOOK: "Notebook",
};
const HyperParameterTuningJobStrategyType = {
    BAYESIAN: "Bayesian",
    GRID: "Grid",
    HYPERBAND: "Hyperband",
    RANDOM: "Random",
};
const TrainingJobEarlyStoppingType = {
    AUTO: "Auto",
    OFF: "Off",
};
const HyperParameterTuningAllocationStrategy = {
    PRIORITIZED: "Prioritized",
};
const HyperParameterTuningJobWarmStartType = {
    IDENTICAL_DATA_AND_ALGORITHM: "IdenticalDataAndAlgorithm",
    TRANSFER_LEARNING: "TransferLearning",
};
const JobType = {
    INFERENCE: "INFERENCE",
    NOTEBOOK_KERNEL: "NOTEBOOK_KERNEL",
    TRAINING: "TRAINING",
};
const Processor = {
    CPU: "CPU",
    GPU: "GPU",
};
const VendorGuidance = {
    ARCHIVED: "ARCHIVED",
    NOT_PROVIDED: "NOT_PROVIDED",
    STABLE: "STABLE",
    TO_BE_ARCHIVED: "TO_BE_ARCHIVED",
};
const InferenceComponentPlacementStrategy = {
    BINPACK: "BINPACK",
    SPREAD: "SPREAD",
};
const ModelInfrastructureType = {
    REAL_TIME_INFERENCE: "RealTimeInference",
};
const InferenceExperimentType = {
    SHADOW_MODE: "ShadowMode",
};
const RecommendationJobSupportedEndpointType = {
    REALTIME: "RealTime",
    SERVERLESS: "Serverless",
};
const TrafficType = {
    PHASES: "PHASES",
    STAIRS: "STAIRS",
};
const RecommendationJobType = {
    ADVANCED: "Advanced",
    DEFAULT: "Default",
};
const FlatInvocations = {
    CONTINUE: "Continue",
    STOP: "Stop",
};
const JobCategory = {
    AGENT_RFT: "AgentRFT",
    AGENT_RFT_EVALUATION: "AgentRFTEvaluation",
};
const ModelRegistrationMode = {
    AUTO_MODEL_REGISTRATION_DISABLED: "AutoModelRegistrationDisabled",
    AUTO_MODEL_REGISTRATION_ENABLED: "AutoModelRegistrationEnabled",
};
const TrackingServerSize = {
    L: "Large",
    M: "Medium",
    S: "Small",
};
const InferenceExecutionMode = {
    DIRECT: "Direct",
    SERIAL: "Serial",
};
const ModelCardStatus = {
    APPROVED: "Approved",
    ARCHIVED: "Archived",
    DRAFT: "Draft",
    PENDINGREVIEW: "PendingReview",
};
const ManagedStorageType = {
    RESTRICTED: "Restricted",
};
const SkipModelValidation = {
    ALL: "All",
    NONE: "None",
};
const MonitoringProblemType = {
    BINARY_CLASSIFICATION: "BinaryClassification",
    MULTICLASS_CLASSIFICATION: "MulticlassClassification",
    REGRESSION: "Regression",
};
const MonitoringType = {
    DATA_QUALITY: "DataQuality",
    MODEL_BIAS: "ModelBias",
    MODEL_EXPLAINABILITY: "ModelExplainability",
    MODEL_QUALITY: "ModelQuality",
};
const NotebookInstanceAcceleratorType = {
    ML_EIA1_LARGE: "ml.eia1.large",
    ML_EIA1_MEDIUM: "ml.eia1.medium",
    ML_EIA1_XLARGE: "ml.eia1.xlarge",
    ML_EIA2_LARGE: "ml.eia2.large",
    ML_EIA2_MEDIUM: "ml.eia2.medium",
    ML_EIA2_XLARGE: "ml.eia2.xlarge",
};
const DirectInternetAccess = {
    DISABLED: "Disabled",
    ENABLED: "Enabled",
};
const _InstanceType = {
    ML_C4_2XLARGE: "ml.c4.2xlarge",
    ML_C4_4XLARGE: "ml.c4.4xlarge",
    ML_C4_8XLARGE: "ml.c4.8xlarge",
    ML_C4_XLARGE: "ml.c4.xlarge",
    ML_C5D_18XLARGE: "ml.c5d.18xlarge",
    ML_C5D_2XLARGE: "ml.c5d.2xlarge",
    ML_C5D_4XLARGE: "ml.c5d.4xlarge",
    ML_C5D_9XLARGE: "ml.c5d.9xlarge",
    ML_C5D_XLARGE: "ml.c5d.xlarge",
    ML_C5_18XLARGE: "ml.c5.18xlarge",
    ML_C5_2XLARGE: "ml.c5.2xlarge",
    ML_C5_4XLARGE: "ml.c5.4xlarge",
    ML_C5_9XLARGE: "ml.c5.9xlarge",
    ML_C5_XLARGE: "ml.c5.xlarge",
    ML_C6ID_12XLARGE: "ml.c6id.12xlarge",
    ML_C6ID_16XLARGE: "ml.c6id.16xlarge",
    ML_C6ID_24XLARGE: "ml.c6id.24xlarge",
    ML_C6ID_2XLARGE: "ml.c6id.2xlarge",
    ML_C6ID_32XLARGE: "ml.c6id.32xlarge",
    ML_C6ID_4XLARGE: "ml.c6id.4xlarge",
    ML_C6ID_8XLARGE: "ml.c6id.8xlarge",
    ML_C6ID_LARGE: "ml.c6id.large",
    ML_C6ID_XLARGE: "ml.c6id.xlarge",
    ML_C6I_12XLARGE: "ml.c6i.12xlarge",
    ML_C6I_16XLARGE: "ml.c6i.16xlarge",
    ML_C6I_24XLARGE: "ml.c6i.24xlarge",
    ML_C6I_2XLARGE: "ml.c6i.2xlarge",
    ML_C6I_32XLARGE: "ml.c6i.32xlarge",
    ML_C6I_4XLARGE: "ml.c6i.4xlarge",
    ML_C6I_8XLARGE: "ml.c6i.8xlarge",
    ML_C6I_LARGE: "ml.c6i.large",
    ML_C6I_XLARGE: "ml.c6i.xlarge",
    ML_C7I_12XLARGE: "ml.c7i.12xlarge",
    ML_C7I_16XLARGE: "ml.c7i.16xlarge",
    ML_C7I_24XLARGE: "ml.c7i.24xlarge",
    ML_C7I_2XLARGE: "ml.c7i.2xlarge",
    ML_C7I_48XLARGE: "ml.c7i.48xlarge",
    ML_C7I_4XLARGE: "ml.c7i.4xlarge",
    ML_C7I_8XLARGE: "ml.c7i.8xlarge",
    ML_C7I_LARGE: "ml.c7i.large",
    ML_C7I_XLARGE: "ml.c7i.xlarge",
    ML_G4DN_12XLARGE: "ml.g4dn.12xlarge",
    ML_G4DN_16XLARGE: "ml.g4dn.16xlarge",
    ML_G4DN_2XLARGE: "ml.g4dn.2xlarge",
    ML_G4DN_4XLARGE: "ml.g4dn.4xlarge",
    ML_G4DN_8XLARGE: "ml.g4dn.8xlarge",
    ML_G4DN_XLARGE: "ml.g4dn.xlarge",
    ML_G5_12XLARGE: "ml.g5.12xlarge",
    ML_G5_16XLARGE: "ml.g5.16xlarge",
    ML_G5_24XLARGE: "ml.g5.24xlarge",
    ML_G5_2XLARGE: "ml.g5.2xlarge",
    ML_G5_48XLARGE: "ml.g5.48xlarge",
    ML_G5_4XLARGE: "ml.g5.4xlarge",
    ML_G5_8XLARGE: "ml.g5.8xlarge",
    ML_G5_XLARGE: "ml.g5.xlarge",
    ML_G6E_12XLARGE: "ml.g6e.12xlarge",
    ML_G6E_16XLARGE: "ml.g6e.16xlarge",
    ML_G6E_24XLARGE: "ml.g6e.24xlarge",
    ML_G6E_2XLARGE: "ml.g6e.2xlarge",
    ML_G6E_48XLARGE: "ml.g6e.48xlarge",
    ML_G6E_4XLARGE: "ml.g6e.4xlarge",
    ML_G6E_8XLARGE: "ml.g6e.8xlarge",
    ML_G6E_XLARGE: "ml.g6e.xlarge",
    ML_G6_12XLARGE: "ml.g6.12xlarge",
    ML_G6_16XLARGE: "ml.g6.16xlarge",
    ML_G6_24XLARGE: "ml.g6.24xlarge",
    ML_G6_2XLARGE: "ml.g6.2xlarge",
    ML_G6_48XLARGE: "ml.g6.48xlarge",
    ML_G6_4XLARGE: "ml.g6.4xlarge",
    ML_G6_8XLARGE: "ml.g6.8xlarge",
    ML_G6_XLARGE: "ml.g6.xlarge",
    ML_G7E_12XLARGE: "ml.g7e.12xlarge",
    ML_G7E_24XLARGE: "ml.g7e.24xlarge",
    ML_G7E_2XLARGE: "ml.g7e.2xlarge",
    ML_G7E_48XLARGE: "ml.g7e.48xlarge",
    ML_G7E_4XLARGE: "ml.g7e.4xlarge",
    ML_G7E_8XLARGE: "ml.g7e.8xlarge",
    ML_INF1_24XLARGE: "ml.inf1.24xlarge",
    ML_INF1_2XLARGE: "ml.inf1.2xlarge",
    ML_INF1_6XLARGE: "ml.inf1.6xlarge",
    ML_INF1_XLARGE: "ml.inf1.xlarge",
    ML_INF2_24XLARGE: "ml.inf2.24xlarge",
    ML_INF2_48XLARGE: "ml.inf2.48xlarge",
    ML_INF2_8XLARGE: "ml.inf2.8xlarge",
    ML_INF2_XLARGE: "ml.inf2.xlarge",
    ML_M4_10XLARGE: "ml.m4.10xlarge",
    ML_M4_16XLARGE: "ml.m4.16xlarge",
    ML_M4_2XLARGE: "ml.m4.2xlarge",
    ML_M4_4XLARGE: "ml.m4.4xlarge",
    ML_M4_XLARGE: "ml.m4.xlarge",
    ML_M5D_12XLARGE: "ml.m5d.12xlarge",
    ML_M5D_16XLARGE: "ml.m5d.16xlarge",
    ML_M5D_24XLARGE: "ml.m5d.24xlarge",
    ML_M5D_2XLARGE: "ml.m5d.2xlarge",
    ML_M5D_4XLARGE: "ml.m5d.4xlarge",
    ML_M5D_8XLARGE: "ml.m5d.8xlarge",
    ML_M5D_LARGE: "ml.m5d.large",
    ML_M5D_XLARGE: "ml.m5d.xlarge",
    ML_M5_12XLARGE: "ml.m5.12xlarge",
    ML_M5_24XLARGE: "ml.m5.24xlarge",
    ML_M5_2XLARGE: "ml.m5.2xlarge",
    ML_M5_4XLARGE: "ml.m5.4xlarge",
    ML_M5_XLARGE: "ml.m5.xlarge",
    ML_M6ID_12XLARGE: "ml.m6id.12xlarge",
    ML_M6ID_16XLARGE: "ml.m6id.16xlarge",
    ML_M6ID_24XLARGE: "ml.m6id.24xlarge",
    ML_M6ID_2XLARGE: "ml.m6id.2xlarge",
    ML_M6ID_32XLARGE: "ml.m6id.32xlarge",
    ML_M6ID_4XLARGE: "ml.m6id.4xlarge",
    ML_M6ID_8XLARGE: "ml.m6id.8xlarge",
    ML_M6ID_LARGE: "ml.m6id.large",
    ML_M6ID_XLARGE: "ml.m6id.xlarge",
    ML_M6I_12XLARGE: "ml.m6i.12xlarge",
    ML_M6I_16XLARGE: "ml.m6i.16xlarge",
    ML_M6I_24XLARGE: "ml.m6i.24xlarge",
    ML_M6I_2XLARGE: "ml.m6i.2xlarge",
    ML_M6I_32XLARGE: "ml.m6i.32xlarge",
    ML_M6I_4XLARGE: "ml.m6i.4xlarge",
    ML_M6I_8XLARGE: "ml.m6i.8xlarge",
    ML_M6I_LARGE: "ml.m6i.large",
    ML_M6I_XLARGE: "ml.m6i.xlarge",
    ML_M7I_12XLARGE: "ml.m7i.12xlarge",
    ML_M7I_16XLARGE: "ml.m7i.16xlarge",
    ML_M7I_24XLARGE: "ml.m7i.24xlarge",
    ML_M7I_2XLARGE: "ml.m7i.2xlarge",
    ML_M7I_48XLARGE: "ml.m7i.48xlarge",
    ML_M7I_4XLARGE: "ml.m7i.4xlarge",
    ML_M7I_8XLARGE: "ml.m7i.8xlarge",
    ML_M7I_LARGE: "ml.m7i.large",
    ML_M7I_XLARGE: "ml.m7i.xlarge",
    ML_P2_16XLARGE: "ml.p2.16xlarge",
    ML_P2_8XLARGE: "ml.p2.8xlarge",
    ML_P2_XLARGE: "ml.p2.xlarge",
    ML_P3DN_24XLARGE: "ml.p3dn.24xlarge",
    ML_P3_16XLARGE: "ml.p3.16xlarge",
    ML_P3_2XLARGE: "ml.p3.2xlarge",
    ML_P3_8XLARGE: "ml.p3.8xlarge",
    ML_P4DE_24XLARGE: "ml.p4de.24xlarge",
    ML_P4D_24XLARGE: "ml.p4d.24xlarge",
    ML_P5EN_48XLARGE: "ml.p5en.48xlarge",
    ML_P5_48XLARGE: "ml.p5.48xlarge",
    ML_P5_4XLARGE: "ml.p5.4xlarge",
    ML_P6_B200_48XLARGE: "ml.p6-b200.48xlarge",
    ML_R5_12XLARGE: "ml.r5.12xlarge",
    ML_R5_16XLARGE: "ml.r5.16xlarge",
    ML_R5_24XLARGE: "ml.r5.24xlarge",
    ML_R5_2XLARGE: "ml.r5.2xlarge",
    ML_R5_4XLARGE: "ml.r5.4xlarge",
    ML_R5_8XLARGE: "ml.r5.8xlarge",
    ML_R5_LARGE: "ml.r5.large",
    ML_R5_XLARGE: "ml.r5.xlarge",
    ML_R6ID_12XLARGE: "ml.r6id.12xlarge",
    ML_R6ID_16XLARGE: "ml.r6id.16xlarge",
    ML_R6ID_24XLARGE: "ml.r6id.24xlarge",
    ML_R6ID_2XLARGE: "ml.r6id.2xlarge",
    ML_R6ID_32XLARGE: "ml.r6id.32xlarge",
    ML_R6ID_4XLARGE: "ml.r6id.4xlarge",
    ML_R6ID_8XLARGE: "ml.r6id.8xlarge",
    ML_R6ID_LARGE: "ml.r6id.large",
    ML_R6ID_XLARGE: "ml.r6id.xlarge",
    ML_R6I_12XLARGE: "ml.r6i.12xlarge",
    ML_R6I_16XLARGE: "ml.r6i.16xlarge",
    ML_R6I_24XLARGE: "ml.r6i.24xlarge",
    ML_R6I_2XLARGE: "ml.r6i.2xlarge",
    ML_R6I_32XLARGE: "ml.r6i.32xlarge",
    ML_R6I_4XLARGE: "ml.r6i.4xlarge",
    ML_R6I_8XLARGE: "ml.r6i.8xlarge",
    ML_R6I_LARGE: "ml.r6i.large",
    ML_R6I_XLARGE: "ml.r6i.xlarge",
    ML_R7I_12XLARGE: "ml.r7i.12xlarge",
    ML_R7I_16XLARGE: "ml.r7i.16xlarge",
    ML_R7I_24XLARGE: "ml.r7i.24xlarge",
    ML_R7I_2XLARGE: "ml.r7i.2xlarge",
    ML_R7I_48XLARGE: "ml.r7i.48xlarge",
    ML_R7I_4XLARGE: "ml.r7i.4xlarge",
    ML_R7I_8XLARGE: "ml.r7i.8xlarge",
    ML_R7I_LARGE: "ml.r7i.large",
    ML_R7I_XLARGE: "ml.r7i.xlarge",
    ML_T2_2XLARGE: "ml.t2.2xlarge",
    ML_T2_LARGE: "ml.t2.large",
    ML_T2_MEDIUM: "ml.t2.medium",
    ML_T2_XLARGE: "ml.t2.xlarge",
    ML_T3_2XLARGE: "ml.t3.2xlarge",
    ML_T3_LARGE: "ml.t3.large",
    ML_T3_MEDIUM: "ml.t3.medium",
    ML_T3_XLARGE: "ml.t3.xlarge",
    ML_TRN1N_32XLARGE: "ml.trn1n.32xlarge",
    ML_TRN1_2XLARGE: "ml.trn1.2xlarge",
    ML_TRN1_32XLARGE: "ml.trn1.32xlarge",
};
const RootAccess = {
    DISABLED: "Disabled",
    ENABLED: "Enabled",
};
const OptimizationJobDeploymentInstanceType = {
    ML_G4DN_12XLARGE: "ml.g4dn.12xlarge",
    ML_G4DN_16XLARGE: "ml.g4dn.16xlarge",
    ML_G4DN_2XLARGE: "ml.g4dn.2xlarge",
    ML_G4DN_4XLARGE: "ml.g4dn.4xlarge",
    ML_G4DN_8XLARGE: "ml.g4dn.8xlarge",
    ML_G4DN_XLARGE: "ml.g4dn.xlarge",
    ML_G5_12XLARGE: "ml.g5.12xlarge",
    ML_G5_16XLARGE: "ml.g5.16xlarge",
    ML_G5_24XLARGE: "ml.g5.24xlarge",
    ML_G5_2XLARGE: "ml.g5.2xlarge",
    ML_G5_48XLARGE: "ml.g5.48xlarge",
    ML_G5_4XLARGE: "ml.g5.4xlarge",
    ML_G5_8XLARGE: "ml.g5.8xlarge",
    ML_G5_XLARGE: "ml.g5.xlarge",
    ML_G6E_12XLARGE: "ml.g6e.12xlarge",
    ML_G6E_16XLARGE: "ml.g6e.16xlarge",
    ML_G6E_24XLARGE: "ml.g6e.24xlarge",
    ML_G6E_2XLARGE: "ml.g6e.2xlarge",
    ML_G6E_48XLARGE: "ml.g6e.48xlarge",
    ML_G6E_4XLARGE: "ml.g6e.4xlarge",
    ML_G6E_8XLARGE: "ml.g6e.8xlarge",
    ML_G6E_XLARGE: "ml.g6e.xlarge",
    ML_G6_12XLARGE: "ml.g6.12xlarge",
    ML_G6_16XLARGE: "ml.g6.16xlarge",
    ML_G6_24XLARGE: "ml.g6.24xlarge",
    ML_G6_2XLARGE: "ml.g6.2xlarge",
    ML_G6_48XLARGE: "ml.g6.48xlarge",
    ML_G6_4XLARGE: "ml.g6.4xlarge",
    ML_G6_8XLARGE: "ml.g6.8xlarge",
    ML_G6_XLARGE: "ml.g6.xlarge",
    ML_G7E_12XLARGE: "ml.g7e.12xlarge",
    ML_G7E_24XLARGE: "ml.g7e.24xlarge",
    ML_G7E_2XLARGE: "ml.g7e.2xlarge",
    ML_G7E_48XLARGE: "ml.g7e.48xlarge",
    ML_G7E_4XLARGE: "ml.g7e.4xlarge",
    ML_G7E_8XLARGE: "ml.g7e.8xlarge",
    ML_G7_12XLARGE: "ml.g7.12xlarge",
    ML_G7_24XLARGE: "ml.g7.24xlarge",
    ML_G7_2XLARGE: "ml.g7.2xlarge",
    ML_G7_48XLARGE: "ml.g7.48xlarge",
    ML_G7_4XLARGE: "ml.g7.4xlarge",
    ML_G7_8XLARGE: "ml.g7.8xlarge",
    ML_INF2_24XLARGE: "ml.inf2.24xlarge",
    ML_INF2_48XLARGE: "ml.inf2.48xlarge",
    ML_INF2_8XLARGE: "ml.inf2.8xlarge",
    ML_INF2_XLARGE: "ml.inf2.xlarge",
    ML_P4DE_24XLARGE: "ml.p4de.24xlarge",
    ML_P4D_24XLARGE: "ml.p4d.24xlarge",
    ML_P5EN_48XLARGE: "ml.p5en.48xlarge",
    ML_P5E_48XLARGE: "ml.p5e.48xlarge",
    ML_P5_48XLARGE: "ml.p5.48xlarge",
    ML_P6_B200_48XLARGE: "ml.p6-b200.48xlarge",
    ML_TRN1N_32XLARGE: "ml.trn1n.32xlarge",
    ML_TRN1_2XLARGE: "ml.trn1.2xlarge",
    ML_TRN1_32XLARGE: "ml.trn1.32xlarge",
};
const ModelSpeculativeDecodingTechnique = {
    EAGLE: "EAGLE",
};
const ModelSpeculativeDecodingS3DataType = {
    ManifestFile: "ManifestFile",
    S3Prefix: "S3Prefix",
};
const PartnerAppAuthType = {
    IAM: "IAM",
    IDC: "IDC",
};
const PartnerAppType = {
    COMET: "comet",
    DEEPCHECKS_LLM_EVALUATION: "deepchecks-llm-evaluation",
    FIDDLER: "fiddler",
    LAKERA_GUARD: "lakera-guard",
};
const DataDistributionType = {
    FULLYREPLICATED: "FullyReplicated",
    SHARDEDBYS3KEY: "ShardedByS3Key",
};
const InputMode = {
    FILE: "File",
    PIPE: "Pipe",
};
const RedshiftResultCompressionType = {
    BZIP2: "BZIP2",
    GZIP: "GZIP",
    NONE: "None",
    SNAPPY: "SNAPPY",
    ZSTD: "ZSTD",
};
const RedshiftResultFormat = {
    CSV: "CSV",
    PARQUET: "PARQUET",
};
const ProcessingS3CompressionType = {
    GZIP: "Gzip",
    NONE: "None",
};
const ProcessingS3DataType = {
    MANIFEST_FILE: "ManifestFile",
    S3_PREFIX: "S3Prefix",
};
const SharingType = {
    Private: "Private",
    Shared: "Shared",
};
const StudioLifecycleConfigAppType = {
    CodeEditor: "CodeEditor",
    JupyterLab: "JupyterLab",
    JupyterServer: "JupyterServer",
    KernelGateway: "KernelGateway",
};
const CustomizationTechnique = {
    DPO: "DPO",
    RLAIF: "RLAIF",
    RLVR: "RLVR",
    SFT: "SFT",
};
const EvaluationType = {
    BENCHMARK_EVALUATION: "BenchmarkEvaluation",
    CUSTOM_SCORER_EVALUATION: "CustomScorerEvaluation",
    LLMAJ_EVALUATION: "LLMAJEvaluation",
};
const ServerlessJobType = {
    EVALUATION: "Evaluation",
    FINE_TUNING: "FineTuning",
};
const Peft = {
    LORA: "LORA",
};
const JoinSource = {
    INPUT: "Input",
    NONE: "None",
};
const TrialComponentPrimaryStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const WorkforceIpAddressType = {
    dualstack: "dualstack",
    ipv4: "ipv4",
};
const EnabledOrDisabled = {
    Disabled: "Disabled",
    Enabled: "Enabled",
};
const CrossAccountFilterOption = {
    CROSS_ACCOUNT: "CrossAccount",
    SAME_ACCOUNT: "SameAccount",
};
const Statistic = {
    AVERAGE: "Average",
    MAXIMUM: "Maximum",
    MINIMUM: "Minimum",
    SAMPLE_COUNT: "SampleCount",
    SUM: "Sum",
};
const RuleEvaluationStatus = {
    ERROR: "Error",
    IN_PROGRESS: "InProgress",
    ISSUES_FOUND: "IssuesFound",
    NO_ISSUES_FOUND: "NoIssuesFound",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const RetentionType = {
    Delete: "Delete",
    Retain: "Retain",
};
const RecommendationStatus = {
    COMPLETED: "COMPLETED",
    FAILED: "FAILED",
    IN_PROGRESS: "IN_PROGRESS",
    NOT_APPLICABLE: "NOT_APPLICABLE",
};
const StageStatus = {
    Creating: "CREATING",
    Deployed: "DEPLOYED",
    Failed: "FAILED",
    InProgress: "INPROGRESS",
    ReadyToDeploy: "READYTODEPLOY",
    Starting: "STARTING",
    Stopped: "STOPPED",
    Stopping: "STOPPING",
};
const SchedulerConfigComponent = {
    FAIR_SHARE: "FairShare",
    IDLE_RESOURCE_SHARING: "IdleResourceSharing",
    PRIORITY_CLASSES: "PriorityClasses",
};
const DomainStatus = {
    Delete_Failed: "Delete_Failed",
    Deleting: "Deleting",
    Failed: "Failed",
    InService: "InService",
    Pending: "Pending",
    Update_Failed: "Update_Failed",
    Updating: "Updating",
};
const EdgePackagingJobStatus = {
    Completed: "COMPLETED",
    Failed: "FAILED",
    InProgress: "INPROGRESS",
    Starting: "STARTING",
    Stopped: "STOPPED",
    Stopping: "STOPPING",
};
const EdgePresetDeploymentStatus = {
    Completed: "COMPLETED",
    Failed: "FAILED",
};
const EndpointStatus = {
    CREATING: "Creating",
    DELETING: "Deleting",
    FAILED: "Failed",
    IN_SERVICE: "InService",
    OUT_OF_SERVICE: "OutOfService",
    ROLLING_BACK: "RollingBack",
    SYSTEM_UPDATING: "SystemUpdating",
    UPDATE_ROLLBACK_FAILED: "UpdateRollbackFailed",
    UPDATING: "Updating",
};
const VariantStatus = {
    ACTIVATING_TRAFFIC: "ActivatingTraffic",
    BAKING: "Baking",
    CREATING: "Creating",
    DELETING: "Deleting",
    UPDATING: "Updating",
};
const FeatureGroupStatus = {
    CREATED: "Created",
    CREATE_FAILED: "CreateFailed",
    CREATING: "Creating",
    DELETE_FAILED: "DeleteFailed",
    DELETING: "Deleting",
};
const LastUpdateStatusValue = {
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    SUCCESSFUL: "Successful",
};
const OfflineStoreStatusValue = {
    ACTIVE: "Active",
    BLOCKED: "Blocked",
    DISABLED: "Disabled",
};
const FlowDefinitionStatus = {
    ACTIVE: "Active",
    DELETING: "Deleting",
    FAILED: "Failed",
    INITIALIZING: "Initializing",
};
const HubStatus = {
    CREATE_FAILED: "CreateFailed",
    CREATING: "Creating",
    DELETE_FAILED: "DeleteFailed",
    DELETING: "Deleting",
    IN_SERVICE: "InService",
    UPDATE_FAILED: "UpdateFailed",
    UPDATING: "Updating",
};
const HubContentStatus = {
    AVAILABLE: "Available",
    DELETE_FAILED: "DeleteFailed",
    DELETING: "Deleting",
    IMPORTING: "Importing",
    IMPORT_FAILED: "ImportFailed",
    PENDING_DELETE: "PendingDelete",
    PENDING_IMPORT: "PendingImport",
};
const HubContentSupportStatus = {
    DEPRECATED: "Deprecated",
    RESTRICTED: "Restricted",
    SUPPORTED: "Supported",
};
const HumanTaskUiStatus = {
    ACTIVE: "Active",
    DELETING: "Deleting",
};
const TrainingJobStatus = {
    COMPLETED: "Completed",
    DELETING: "Deleting",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const HyperParameterTuningJobStatus = {
    COMPLETED: "Completed",
    DELETE_FAILED: "DeleteFailed",
    DELETING: "Deleting",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const ImageStatus = {
    CREATED: "CREATED",
    CREATE_FAILED: "CREATE_FAILED",
    CREATING: "CREATING",
    DELETE_FAILED: "DELETE_FAILED",
    DELETING: "DELETING",
    UPDATE_FAILED: "UPDATE_FAILED",
    UPDATING: "UPDATING",
};
const ImageVersionStatus = {
    CREATED: "CREATED",
    CREATE_FAILED: "CREATE_FAILED",
    CREATING: "CREATING",
    DELETE_FAILED: "DELETE_FAILED",
    DELETING: "DELETING",
};
const InferenceComponentStatus = {
    CREATING: "Creating",
    DELETING: "Deleting",
    FAILED: "Failed",
    IN_SERVICE: "InService",
    UPDATING: "Updating",
};
const InferenceComponentCapacitySizeType = {
    CAPACITY_PERCENT: "CAPACITY_PERCENT",
    COPY_COUNT: "COPY_COUNT",
};
const ModelVariantStatus = {
    CREATING: "Creating",
    DELETED: "Deleted",
    DELETING: "Deleting",
    IN_SERVICE: "InService",
    UPDATING: "Updating",
};
const InferenceExperimentStatus = {
    CANCELLED: "Cancelled",
    COMPLETED: "Completed",
    CREATED: "Created",
    CREATING: "Creating",
    RUNNING: "Running",
    STARTING: "Starting",
    STOPPING: "Stopping",
    UPDATING: "Updating",
};
const RecommendationJobStatus = {
    COMPLETED: "COMPLETED",
    DELETED: "DELETED",
    DELETING: "DELETING",
    FAILED: "FAILED",
    IN_PROGRESS: "IN_PROGRESS",
    PENDING: "PENDING",
    STOPPED: "STOPPED",
    STOPPING: "STOPPING",
};
const JobStatus = {
    COMPLETED: "Completed",
    DELETE_FAILED: "DeleteFailed",
    DELETING: "Deleting",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const JobSecondaryStatus = {
    COMPLETED: "Completed",
    DELETE_FAILED: "DeleteFailed",
    DELETING: "Deleting",
    DOWNLOADING: "Downloading",
    EVALUATING: "Evaluating",
    FAILED: "Failed",
    INTERRUPTED: "Interrupted",
    MAX_RUNTIME_EXCEEDED: "MaxRuntimeExceeded",
    PENDING: "Pending",
    RESTARTING: "Restarting",
    STARTING: "Starting",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
    TRAINING: "Training",
    UPLOADING: "Uploading",
};
const LabelingJobStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    INITIALIZING: "Initializing",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const MaintenanceStatus = {
    MAINTENANCE_COMPLETE: "MaintenanceComplete",
    MAINTENANCE_FAILED: "MaintenanceFailed",
    MAINTENANCE_IN_PROGRESS: "MaintenanceInProgress",
};
const MlflowAppStatus = {
    CREATED: "Created",
    CREATE_FAILED: "CreateFailed",
    CREATING: "Creating",
    DELETED: "Deleted",
    DELETE_FAILED: "DeleteFailed",
    DELETING: "Deleting",
    UPDATED: "Updated",
    UPDATE_FAILED: "UpdateFailed",
    UPDATING: "Updating",
};
const IsTrackingServerActive = {
    ACTIVE: "Active",
    INACTIVE: "Inactive",
};
const TrackingServerMaintenanceStatus = {
    MAINTENANCE_COMPLETE: "MaintenanceComplete",
    MAINTENANCE_FAILED: "MaintenanceFailed",
    MAINTENANCE_IN_PROGRESS: "MaintenanceInProgress",
};
const TrackingServerStatus = {
    CREATED: "Created",
    CREATE_FAILED: "CreateFailed",
    CREATING: "Creating",
    DELETE_FAILED: "DeleteFailed",
    DELETING: "Deleting",
    MAINTENANCE_COMPLETE: "MaintenanceComplete",
    MAINTENANCE_FAILED: "MaintenanceFailed",
    MAINTENANCE_IN_PROGRESS: "MaintenanceInProgress",
    STARTED: "Started",
    STARTING: "Starting",
    START_FAILED: "StartFailed",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
    STOP_FAILED: "StopFailed",
    UPDATED: "Updated",
    UPDATE_FAILED: "UpdateFailed",
    UPDATING: "Updating",
};
const IncludedData = {
    ALL_DATA: "AllData",
    METADATA_ONLY: "MetadataOnly",
};
const ModelCardProcessingStatus = {
    CONTENT_DELETED: "ContentDeleted",
    DELETE_COMPLETED: "DeleteCompleted",
    DELETE_FAILED: "DeleteFailed",
    DELETE_INPROGRESS: "DeleteInProgress",
    DELETE_PENDING: "DeletePending",
    EXPORTJOBS_DELETED: "ExportJobsDeleted",
};
const ModelCardExportJobStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
};
const DetailedModelPackageStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    NOT_STARTED: "NotStarted",
};
const ModelPackageGroupStatus = {
    COMPLETED: "Completed",
    DELETE_FAILED: "DeleteFailed",
    DELETING: "Deleting",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    PENDING: "Pending",
};
const ExecutionStatus = {
    COMPLETED: "Completed",
    COMPLETED_WITH_VIOLATIONS: "CompletedWithViolations",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    PENDING: "Pending",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const ScheduleStatus = {
    FAILED: "Failed",
    PENDING: "Pending",
    SCHEDULED: "Scheduled",
    STOPPED: "Stopped",
};
const NotebookInstanceStatus = {
    Deleting: "Deleting",
    Failed: "Failed",
    InMaintenance: "InMaintenance",
    InService: "InService",
    Pending: "Pending",
    PendingMaintenance: "PendingMaintenance",
    Stopped: "Stopped",
    Stopping: "Stopping",
    Updating: "Updating",
};
const OptimizationJobStatus = {
    COMPLETED: "COMPLETED",
    FAILED: "FAILED",
    INPROGRESS: "INPROGRESS",
    STARTING: "STARTING",
    STOPPED: "STOPPED",
    STOPPING: "STOPPING",
};
const PartnerAppStatus = {
    AVAILABLE: "Available",
    CREATING: "Creating",
    DELETED: "Deleted",
    DELETING: "Deleting",
    FAILED: "Failed",
    UPDATE_FAILED: "UpdateFailed",
    UPDATING: "Updating",
};
const PipelineStatus = {
    ACTIVE: "Active",
    DELETING: "Deleting",
};
const PipelineExecutionStatus = {
    EXECUTING: "Executing",
    FAILED: "Failed",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
    SUCCEEDED: "Succeeded",
};
const ProcessingJobStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const ProjectStatus = {
    CREATE_COMPLETED: "CreateCompleted",
    CREATE_FAILED: "CreateFailed",
    CREATE_IN_PROGRESS: "CreateInProgress",
    DELETE_COMPLETED: "DeleteCompleted",
    DELETE_FAILED: "DeleteFailed",
    DELETE_IN_PROGRESS: "DeleteInProgress",
    PENDING: "Pending",
    UPDATE_COMPLETED: "UpdateCompleted",
    UPDATE_FAILED: "UpdateFailed",
    UPDATE_IN_PROGRESS: "UpdateInProgress",
};
const ReservedCapacityInstanceType = {
    ML_P4DE_24XLARGE: "ml.p4de.24xlarge",
    ML_P4D_24XLARGE: "ml.p4d.24xlarge",
    ML_P5EN_48XLARGE: "ml.p5en.48xlarge",
    ML_P5E_48XLARGE: "ml.p5e.48xlarge",
    ML_P5_48XLARGE: "ml.p5.48xlarge",
    ML_P5_4XLARGE: "ml.p5.4xlarge",
    ML_P6E_GB200_36XLARGE: "ml.p6e-gb200.36xlarge",
    ML_P6_B200_48XLARGE: "ml.p6-b200.48xlarge",
    ML_P6_B300_48XLARGE: "ml.p6-b300.48xlarge",
    ML_TRN1_32XLARGE: "ml.trn1.32xlarge",
    ML_TRN2_48XLARGE: "ml.trn2.48xlarge",
};
const ReservedCapacityType = {
    INSTANCE: "Instance",
    ULTRASERVER: "UltraServer",
};
const ReservedCapacityStatus = {
    ACTIVE: "Active",
    EXPIRED: "Expired",
    FAILED: "Failed",
    PENDING: "Pending",
    SCHEDULED: "Scheduled",
};
const SpaceStatus = {
    Delete_Failed: "Delete_Failed",
    Deleting: "Deleting",
    Failed: "Failed",
    InService: "InService",
    Pending: "Pending",
    Update_Failed: "Update_Failed",
    Updating: "Updating",
};
const ProfilingStatus = {
    DISABLED: "Disabled",
    ENABLED: "Enabled",
};
const SecondaryStatus = {
    COMPLETED: "Completed",
    DOWNLOADING: "Downloading",
    DOWNLOADING_TRAINING_IMAGE: "DownloadingTrainingImage",
    FAILED: "Failed",
    INTERRUPTED: "Interrupted",
    LAUNCHING_ML_INSTANCES: "LaunchingMLInstances",
    MAX_RUNTIME_EXCEEDED: "MaxRuntimeExceeded",
    MAX_WAIT_TIME_EXCEEDED: "MaxWaitTimeExceeded",
    PENDING: "Pending",
    PREPARING_TRAINING_STACK: "PreparingTrainingStack",
    RESTARTING: "Restarting",
    STARTING: "Starting",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
    TRAINING: "Training",
    UPDATING: "Updating",
    UPLOADING: "Uploading",
};
const WarmPoolResourceStatus = {
    AVAILABLE: "Available",
    INUSE: "InUse",
    REUSED: "Reused",
    TERMINATED: "Terminated",
};
const TrainingPlanStatus = {
    ACTIVE: "Active",
    EXPIRED: "Expired",
    FAILED: "Failed",
    PENDING: "Pending",
    SCHEDULED: "Scheduled",
};
const SageMakerResourceName = {
    ENDPOINT: "endpoint",
    HYPERPOD_CLUSTER: "hyperpod-cluster",
    STUDIO_APPS: "studio-apps",
    TRAINING_JOB: "training-job",
};
const TransformJobStatus = {
    COMPLETED: "Completed",
    FAILED: "Failed",
    IN_PROGRESS: "InProgress",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
};
const UserProfileStatus = {
    Delete_Failed: "Delete_Failed",
    Deleting: "Deleting",
    Failed: "Failed",
    InService: "InService",
    Pending: "Pending",
    Update_Failed: "Update_Failed",
    Updating: "Updating",
};
const WorkforceStatus = {
    ACTIVE: "Active",
    DELETING: "Deleting",
    FAILED: "Failed",
    INITIALIZING: "Initializing",
    UPDATING: "Updating",
};
const DeviceDeploymentStatus = {
    Deployed: "DEPLOYED",
    Failed: "FAILED",
    InProgress: "INPROGRESS",
    ReadyToDeploy: "READYTODEPLOY",
    Stopped: "STOPPED",
    Stopping: "STOPPING",
};
const Direction = {
    ASCENDANTS: "Ascendants",
    BOTH: "Both",
    DESCENDANTS: "Descendants",
};
const EndpointConfigSortKey = {
    CreationTime: "CreationTime",
    Name: "Name",
};
const EndpointSortKey = {
    CreationTime: "CreationTime",
    Name: "Name",
    Status: "Status",
};
const EventSortBy = {
    EVENT_TIME: "EventTime",
};
const FeatureGroupSortBy = {
    CREATION_TIME: "CreationTime",
    FEATURE_GROUP_STATUS: "FeatureGroupStatus",
    NAME: "Name",
    OFFLINE_STORE_STATUS: "OfflineStoreStatus",
};
const FeatureGroupSortOrder = {
    ASCENDING: "Ascending",
    DESCENDING: "Descending",
};
const Operator = {
    CONTAINS: "Contains",
    EQUALS: "Equals",
    EXISTS: "Exists",
    GREATER_THAN: "GreaterThan",
    GREATER_THAN_OR_EQUAL_TO: "GreaterThanOrEqualTo",
    IN: "In",
    LESS_THAN: "LessThan",
    LESS_THAN_OR_EQUAL_TO: "LessThanOrEqualTo",
    NOT_EQUALS: "NotEquals",
    NOT_EXISTS: "NotExists",
};
const SagemakerServicecatalogStatus = {
    DISABLED: "Disabled",
    ENABLED: "Enabled",
};
const ResourceType = {
    ENDPOINT: "Endpoint",
    EXPERIMENT: "Experiment",
    EXPERIMENT_TRIAL: "ExperimentTrial",
    EXPERIMENT_TRIAL_COMPONENT: "ExperimentTrialComponent",
    FEATURE_GROUP: "FeatureGroup",
    FEATURE_METADATA: "FeatureMetadata",
    HUB_CONTENT: "HubContent",
    HYPER_PARAMETER_TUNING_JOB: "HyperParameterTuningJob",
    IMAGE: "Image",
    IMAGE_VERSION: "ImageVersion",
    JOB: "Job",
    MODEL: "Model",
    MODEL_CARD: "ModelCard",
    MODEL_PACKAGE: "ModelPackage",
    MODEL_PACKAGE_GROUP: "ModelPackageGroup",
    PIPELINE: "Pipeline",
    PIPELINE_EXECUTION: "PipelineExecution",
    PIPELINE_VERSION: "PipelineVersion",
    PROJECT: "Project",
    TRAINING_JOB: "TrainingJob",
};
const HubContentSortBy = {
    CREATION_TIME: "CreationTime",
    HUB_CONTENT_NAME: "HubContentName",
    HUB_CONTENT_STATUS: "HubContentStatus",
};
const HubSortBy = {
    ACCOUNT_ID_OWNER: "AccountIdOwner",
    CREATION_TIME: "CreationTime",
    HUB_NAME: "HubName",
    HUB_STATUS: "HubStatus",
};
const HyperParameterTuningJobSortByOptions = {
    CreationTime: "CreationTime",
    Name: "Name",
    Status: "Status",
};
const ImageSortBy = {
    CREATION_TIME: "CREATION_TIME",
    IMAGE_NAME: "IMAGE_NAME",
    LAST_MODIFIED_TIME: "LAST_MODIFIED_TIME",
};
const ImageSortOrder = {
    ASCENDING: "ASCENDING",
    DESCENDING: "DESCENDING",
};
const ImageVersionSortBy = {
    CREATION_TIME: "CREATION_TIME",
    LAST_MODIFIED_TIME: "LAST_MODIFIED_TIME",
    VERSION: "VERSION",
};
const ImageVersionSortOrder = {
    ASCENDING: "ASCENDING",
    DESCENDING: "DESCENDING",
};
const InferenceComponentSortKey = {
    CreationTime: "CreationTime",
    Name: "Name",
    Status: "Status",
};
const InferenceExperimentStopDesiredState = {
    CANCELLED: "Cancelled",
    COMPLETED: "Completed",
};
const RecommendationStepType = {
    BENCHMARK: "BENCHMARK",
};
const LineageType = {
    ACTION: "Action",
    ARTIFACT: "Artifact",
    CONTEXT: "Context",
    TRIAL_COMPONENT: "TrialComponent",
};
const SortActionsBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
};
const SortOrder = {
    ASCENDING: "Ascending",
    DESCENDING: "Descending",
};
const ListAIBenchmarkJobsSortBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const ListAIRecommendationJobsSortBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const ListAIWorkloadConfigsSortBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
};
const SortArtifactsBy = {
    CREATION_TIME: "CreationTime",
};
const SortAssociationsBy = {
    CREATION_TIME: "CreationTime",
    DESTINATION_ARN: "DestinationArn",
    DESTINATION_TYPE: "DestinationType",
    SOURCE_ARN: "SourceArn",
    SOURCE_TYPE: "SourceType",
};
const SortClusterSchedulerConfigBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const ListCompilationJobsSortBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const SortQuotaBy = {
    CLUSTER_ARN: "ClusterArn",
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const SortContextsBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
};
const MonitoringJobDefinitionSortKey = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
};
const ListDeviceFleetsSortBy = {
    CreationTime: "CREATION_TIME",
    LastModifiedTime: "LAST_MODIFIED_TIME",
    Name: "NAME",
};
const ListEdgeDeploymentPlansSortBy = {
    CreationTime: "CREATION_TIME",
    DeviceFleetName: "DEVICE_FLEET_NAME",
    LastModifiedTime: "LAST_MODIFIED_TIME",
    Name: "NAME",
};
const ListEdgePackagingJobsSortBy = {
    CreationTime: "CREATION_TIME",
    EdgePackagingJobStatus: "STATUS",
    LastModifiedTime: "LAST_MODIFIED_TIME",
    ModelName: "MODEL_NAME",
    Name: "NAME",
};
const OrderKey = {
    Ascending: "Ascending",
    Descending: "Descending",
};
const SortExperimentsBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
};
const SortInferenceExperimentsBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const ListInferenceRecommendationsJobsSortBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const SortBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const ListLabelingJobsForWorkteamSortByOptions = {
    CREATION_TIME: "CreationTime",
};
const SortLineageGroupsBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
};
const SortMlflowAppBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const SortTrackingServerBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const ModelCardExportJobSortBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const ModelCardExportJobSortOrder = {
    ASCENDING: "Ascending",
    DESCENDING: "Descending",
};
const ModelCardSortBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
};
const ModelCardSortOrder = {
    ASCENDING: "Ascending",
    DESCENDING: "Descending",
};
const ModelCardVersionSortBy = {
    VERSION: "Version",
};
const ModelMetadataFilterType = {
    DOMAIN: "Domain",
    FRAMEWORK: "Framework",
    FRAMEWORKVERSION: "FrameworkVersion",
    TASK: "Task",
};
const ModelPackageGroupSortBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
};
const ModelPackageType = {
    BOTH: "Both",
    UNVERSIONED: "Unversioned",
    VERSIONED: "Versioned",
};
const ModelPackageSortBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
};
const ModelSortKey = {
    CreationTime: "CreationTime",
    Name: "Name",
};
const MonitoringAlertHistorySortKey = {
    CreationTime: "CreationTime",
    Status: "Status",
};
const MonitoringAlertStatus = {
    IN_ALERT: "InAlert",
    OK: "OK",
};
const MonitoringExecutionSortKey = {
    CREATION_TIME: "CreationTime",
    SCHEDULED_TIME: "ScheduledTime",
    STATUS: "Status",
};
const MonitoringScheduleSortKey = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const NotebookInstanceLifecycleConfigSortKey = {
    CREATION_TIME: "CreationTime",
    LAST_MODIFIED_TIME: "LastModifiedTime",
    NAME: "Name",
};
const NotebookInstanceLifecycleConfigSortOrder = {
    ASCENDING: "Ascending",
    DESCENDING: "Descending",
};
const NotebookInstanceSortKey = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const NotebookInstanceSortOrder = {
    ASCENDING: "Ascending",
    DESCENDING: "Descending",
};
const ListOptimizationJobsSortBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
    STATUS: "Status",
};
const SortPipelineExecutionsBy = {
    CREATION_TIME: "CreationTime",
    PIPELINE_EXECUTION_ARN: "PipelineExecutionArn",
};
const StepStatus = {
    EXECUTING: "Executing",
    FAILED: "Failed",
    STARTING: "Starting",
    STOPPED: "Stopped",
    STOPPING: "Stopping",
    SUCCEEDED: "Succeeded",
};
const SortPipelinesBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
};
const ProjectSortBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
};
const ProjectSortOrder = {
    ASCENDING: "Ascending",
    DESCENDING: "Descending",
};
const ResourceCatalogSortBy = {
    CREATION_TIME: "CreationTime",
};
const ResourceCatalogSortOrder = {
    ASCENDING: "Ascending",
    DESCENDING: "Descending",
};
const SpaceSortKey = {
    CreationTime: "CreationTime",
    LastModifiedTime: "LastModifiedTime",
};
const StudioLifecycleConfigSortKey = {
    CreationTime: "CreationTime",
    LastModifiedTime: "LastModifiedTime",
    Name: "Name",
};
const TrainingJobSortByOptions = {
    CreationTime: "CreationTime",
    FinalObjectiveMetricValue: "FinalObjectiveMetricValue",
    Name: "Name",
    Status: "Status",
};
const TrainingPlanFilterName = {
    STATUS: "Status",
};
const TrainingPlanSortBy = {
    NAME: "TrainingPlanName",
    START_TIME: "StartTime",
    STATUS: "Status",
};
const TrainingPlanSortOrder = {
    ASCENDING: "Ascending",
    DESCENDING: "Descending",
};
const SortTrialComponentsBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
};
const SortTrialsBy = {
    CREATION_TIME: "CreationTime",
    NAME: "Name",
};
const UltraServerHealthStatus = {
    IMPAIRED: "Impaired",
    INSUFFICIENT_DATA: "Insufficient-Data",
    OK: "OK",
};
const UserProfileSortKey = {
    CreationTime: "CreationTime",
    LastModifiedTime: "LastModifiedTime",
};
const ListWorkforcesSortByOptions = {
    CreateDate: "CreateDate",
    Name: "Name",
};
const ListWorkteamsSortByOptions = {
    CreateDate: "CreateDate",
    Name: "Name",
};
const ModelVariantAction = {
    PROMOTE: "Promote",
    REMOVE: "Remove",
    RETAIN: "Retain",
};
const Relation = {
    EQUAL_TO: "EqualTo",
    GREATER_THAN_OR_EQUAL_TO: "GreaterThanOrEqualTo",
};
const SearchSortOrder = {
    ASCENDING: "Ascending",
    DESCENDING: "Descending",
};
const VariantPropertyType = {
    DataCaptureConfig: "DataCaptureConfig",
    DesiredInstanceCount: "DesiredInstanceCount",
    DesiredWeight: "DesiredWeight",
};

__webpack_unused_export__ = AIAdapterModelPackageEntry$;
__webpack_unused_export__ = AIAdapterS3Entry$;
__webpack_unused_export__ = AIAdapterSource$;
__webpack_unused_export__ = AIBenchmarkEndpoint$;
__webpack_unused_export__ = AIBenchmarkInferenceComponent$;
__webpack_unused_export__ = AIBenchmarkJobStatus;
__webpack_unused_export__ = AIBenchmarkJobSummary$;
__webpack_unused_export__ = AIBenchmarkNetworkConfig$;
__webpack_unused_export__ = AIBenchmarkOutputConfig$;
__webpack_unused_export__ = AIBenchmarkOutputResult$;
__webpack_unused_export__ = AIBenchmarkTarget$;
__webpack_unused_export__ = AICapacityReservationConfig$;
__webpack_unused_export__ = AICapacityReservationPreference;
__webpack_unused_export__ = AICloudWatchLogs$;
__webpack_unused_export__ = AIDatasetConfig$;
__webpack_unused_export__ = AIMlflowConfig$;
__webpack_unused_export__ = AIModelSource$;
__webpack_unused_export__ = AIModelSourceS3$;
__webpack_unused_export__ = AIRecommendation$;
__webpack_unused_export__ = AIRecommendationAdapterDetails$;
__webpack_unused_export__ = AIRecommendationComputeSpec$;
__webpack_unused_export__ = AIRecommendationConstraint$;
__webpack_unused_export__ = AIRecommendationDeploymentConfiguration$;
__webpack_unused_export__ = AIRecommendationDeploymentS3Channel$;
__webpack_unused_export__ = AIRecommendationInferenceFramework;
__webpack_unused_export__ = AIRecommendationInferenceSpecification$;
__webpack_unused_export__ = AIRecommendationInstanceDetail$;
__webpack_unused_export__ = AIRecommendationInstanceType;
__webpack_unused_export__ = AIRecommendationJobStatus;
__webpack_unused_export__ = AIRecommendationJobSummary$;
__webpack_unused_export__ = AIRecommendationMetric;
__webpack_unused_export__ = AIRecommendationModelDetails$;
__webpack_unused_export__ = AIRecommendationOptimizationDetail$;
__webpack_unused_export__ = AIRecommendationOptimizationType;
__webpack_unused_export__ = AIRecommendationOutputConfig$;
__webpack_unused_export__ = AIRecommendationOutputResult$;
__webpack_unused_export__ = AIRecommendationPerformanceMetric$;
__webpack_unused_export__ = AIRecommendationPerformanceTarget$;
__webpack_unused_export__ = AIWorkloadConfigSummary$;
__webpack_unused_export__ = AIWorkloadConfigs$;
__webpack_unused_export__ = AIWorkloadDataSource$;
__webpack_unused_export__ = AIWorkloadInputDataConfig$;
__webpack_unused_export__ = AIWorkloadS3DataSource$;
__webpack_unused_export__ = AcceleratorPartitionConfig$;
__webpack_unused_export__ = AccountDefaultStatus;
__webpack_unused_export__ = ActionSource$;
__webpack_unused_export__ = ActionStatus;
__webpack_unused_export__ = ActionSummary$;
__webpack_unused_export__ = ActivationState;
__webpack_unused_export__ = ActiveClusterOperationName;
__webpack_unused_export__ = AddAssociation$;
__webpack_unused_export__ = AddAssociationCommand;
__webpack_unused_export__ = AddAssociationRequest$;
__webpack_unused_export__ = AddAssociationResponse$;
__webpack_unused_export__ = AddClusterNodeSpecification$;
__webpack_unused_export__ = AddTags$;
__webpack_unused_export__ = AddTagsCommand;
__webpack_unused_export__ = AddTagsInput$;
__webpack_unused_export__ = AddTagsOutput$;
__webpack_unused_export__ = AdditionalEnis$;
__webpack_unused_export__ = AdditionalInferenceSpecificationDefinition$;
__webpack_unused_export__ = AdditionalModelDataSource$;
__webpack_unused_export__ = AdditionalS3DataSource$;
__webpack_unused_export__ = AdditionalS3DataSourceDataType;
__webpack_unused_export__ = AgentVersion$;
__webpack_unused_export__ = AggregationTransformationValue;
__webpack_unused_export__ = Alarm$;
__webpack_unused_export__ = AlarmDetails$;
__webpack_unused_export__ = AlgorithmSortBy;
__webpack_unused_export__ = AlgorithmSpecification$;
__webpack_unused_export__ = AlgorithmStatus;
__webpack_unused_export__ = AlgorithmStatusDetails$;
__webpack_unused_export__ = AlgorithmStatusItem$;
__webpack_unused_export__ = AlgorithmSummary$;
__webpack_unused_export__ = AlgorithmValidationProfile$;
__webpack_unused_export__ = AlgorithmValidationSpecification$;
__webpack_unused_export__ = AmazonQSettings$;
__webpack_unused_export__ = AnnotationConsolidationConfig$;
__webpack_unused_export__ = AppDetails$;
__webpack_unused_export__ = AppImageConfigDetails$;
__webpack_unused_export__ = AppImageConfigSortKey;
__webpack_unused_export__ = AppInstanceType;
__webpack_unused_export__ = AppLifecycleManagement$;
__webpack_unused_export__ = AppNetworkAccessType;
__webpack_unused_export__ = AppSecurityGroupManagement;
__webpack_unused_export__ = AppSortKey;
__webpack_unused_export__ = AppSpecification$;
__webpack_unused_export__ = AppStatus;
__webpack_unused_export__ = AppType;
__webpack_unused_export__ = ArtifactSource$;
__webpack_unused_export__ = ArtifactSourceIdType;
__webpack_unused_export__ = ArtifactSourceType$;
__webpack_unused_export__ = ArtifactSummary$;
__webpack_unused_export__ = AssemblyType;
__webpack_unused_export__ = AssociateTrialComponent$;
__webpack_unused_export__ = AssociateTrialComponentCommand;
__webpack_unused_export__ = AssociateTrialComponentRequest$;
__webpack_unused_export__ = AssociateTrialComponentResponse$;
__webpack_unused_export__ = AssociationEdgeType;
__webpack_unused_export__ = AssociationInfo$;
__webpack_unused_export__ = AssociationSummary$;
__webpack_unused_export__ = AsyncInferenceClientConfig$;
__webpack_unused_export__ = AsyncInferenceConfig$;
__webpack_unused_export__ = AsyncInferenceNotificationConfig$;
__webpack_unused_export__ = AsyncInferenceOutputConfig$;
__webpack_unused_export__ = AsyncNotificationTopicTypes;
__webpack_unused_export__ = AthenaDatasetDefinition$;
__webpack_unused_export__ = AthenaResultCompressionType;
__webpack_unused_export__ = AthenaResultFormat;
__webpack_unused_export__ = AttachClusterNodeNetworkInterface$;
__webpack_unused_export__ = AttachClusterNodeNetworkInterfaceCommand;
__webpack_unused_export__ = AttachClusterNodeNetworkInterfaceRequest$;
__webpack_unused_export__ = AttachClusterNodeNetworkInterfaceResponse$;
__webpack_unused_export__ = AttachClusterNodeVolume$;
__webpack_unused_export__ = AttachClusterNodeVolumeCommand;
__webpack_unused_export__ = AttachClusterNodeVolumeRequest$;
__webpack_unused_export__ = AttachClusterNodeVolumeResponse$;
__webpack_unused_export__ = AuthMode;
__webpack_unused_export__ = AuthorizedUrl$;
__webpack_unused_export__ = AutoMLAlgorithm;
__webpack_unused_export__ = AutoMLAlgorithmConfig$;
__webpack_unused_export__ = AutoMLCandidate$;
__webpack_unused_export__ = AutoMLCandidateGenerationConfig$;
__webpack_unused_export__ = AutoMLCandidateStep$;
__webpack_unused_export__ = AutoMLChannel$;
__webpack_unused_export__ = AutoMLChannelType;
__webpack_unused_export__ = AutoMLComputeConfig$;
__webpack_unused_export__ = AutoMLContainerDefinition$;
__webpack_unused_export__ = AutoMLDataSource$;
__webpack_unused_export__ = AutoMLDataSplitConfig$;
__webpack_unused_export__ = AutoMLJobArtifacts$;
__webpack_unused_export__ = AutoMLJobChannel$;
__webpack_unused_export__ = AutoMLJobCompletionCriteria$;
__webpack_unused_export__ = AutoMLJobConfig$;
__webpack_unused_export__ = AutoMLJobObjective$;
__webpack_unused_export__ = AutoMLJobObjectiveType;
__webpack_unused_export__ = AutoMLJobSecondaryStatus;
__webpack_unused_export__ = AutoMLJobStatus;
__webpack_unused_export__ = AutoMLJobStepMetadata$;
__webpack_unused_export__ = AutoMLJobSummary$;
__webpack_unused_export__ = AutoMLMetricEnum;
__webpack_unused_export__ = AutoMLMetricExtendedEnum;
__webpack_unused_export__ = AutoMLMode;
__webpack_unused_export__ = AutoMLOutputDataConfig$;
__webpack_unused_export__ = AutoMLPartialFailureReason$;
__webpack_unused_export__ = AutoMLProblemTypeConfig$;
__webpack_unused_export__ = AutoMLProblemTypeConfigName;
__webpack_unused_export__ = AutoMLProblemTypeResolvedAttributes$;
__webpack_unused_export__ = AutoMLProcessingUnit;
__webpack_unused_export__ = AutoMLResolvedAttributes$;
__webpack_unused_export__ = AutoMLS3DataSource$;
__webpack_unused_export__ = AutoMLS3DataType;
__webpack_unused_export__ = AutoMLSecurityConfig$;
__webpack_unused_export__ = AutoMLSortBy;
__webpack_unused_export__ = AutoMLSortOrder;
__webpack_unused_export__ = AutoMountHomeEFS;
__webpack_unused_export__ = AutoParameter$;
__webpack_unused_export__ = AutoRollbackConfig$;
__webpack_unused_export__ = Autotune$;
__webpack_unused_export__ = AutotuneMode;
__webpack_unused_export__ = AvailabilityZoneBalanceEnforcementMode;
__webpack_unused_export__ = AvailableUpgrade$;
__webpack_unused_export__ = AwsManagedHumanLoopRequestSource;
__webpack_unused_export__ = BaseModel$;
__webpack_unused_export__ = BatchAddClusterNodes$;
__webpack_unused_export__ = BatchAddClusterNodesCommand;
__webpack_unused_export__ = BatchAddClusterNodesError$;
__webpack_unused_export__ = BatchAddClusterNodesErrorCode;
__webpack_unused_export__ = BatchAddClusterNodesRequest$;
__webpack_unused_export__ = BatchAddClusterNodesResponse$;
__webpack_unused_export__ = BatchDataCaptureConfig$;
__webpack_unused_export__ = BatchDeleteClusterNodeLogicalIdsError$;
__webpack_unused_export__ = BatchDeleteClusterNodes$;
__webpack_unused_export__ = BatchDeleteClusterNodesCommand;
__webpack_unused_export__ = BatchDeleteClusterNodesError$;
__webpack_unused_export__ = BatchDeleteClusterNodesErrorCode;
__webpack_unused_export__ = BatchDeleteClusterNodesRequest$;
__webpack_unused_export__ = BatchDeleteClusterNodesResponse$;
__webpack_unused_export__ = BatchDescribeModelPackage$;
__webpack_unused_export__ = BatchDescribeModelPackageCommand;
__webpack_unused_export__ = BatchDescribeModelPackageError$;
__webpack_unused_export__ = BatchDescribeModelPackageInput$;
__webpack_unused_export__ = BatchDescribeModelPackageOutput$;
__webpack_unused_export__ = BatchDescribeModelPackageSummary$;
__webpack_unused_export__ = BatchRebootClusterNodeLogicalIdsError$;
__webpack_unused_export__ = BatchRebootClusterNodes$;
__webpack_unused_export__ = BatchRebootClusterNodesCommand;
__webpack_unused_export__ = BatchRebootClusterNodesError$;
__webpack_unused_export__ = BatchRebootClusterNodesErrorCode;
__webpack_unused_export__ = BatchRebootClusterNodesRequest$;
__webpack_unused_export__ = BatchRebootClusterNodesResponse$;
__webpack_unused_export__ = BatchReplaceClusterNodeLogicalIdsError$;
__webpack_unused_export__ = BatchReplaceClusterNodes$;
__webpack_unused_export__ = BatchReplaceClusterNodesCommand;
__webpack_unused_export__ = BatchReplaceClusterNodesError$;
__webpack_unused_export__ = BatchReplaceClusterNodesErrorCode;
__webpack_unused_export__ = BatchReplaceClusterNodesRequest$;
__webpack_unused_export__ = BatchReplaceClusterNodesResponse$;
__webpack_unused_export__ = BatchStrategy;
__webpack_unused_export__ = BatchTransformInput$;
__webpack_unused_export__ = BedrockCustomModelDeploymentMetadata$;
__webpack_unused_export__ = BedrockCustomModelMetadata$;
__webpack_unused_export__ = BedrockModelImportMetadata$;
__webpack_unused_export__ = BedrockProvisionedModelThroughputMetadata$;
__webpack_unused_export__ = BestObjectiveNotImproving$;
__webpack_unused_export__ = Bias$;
__webpack_unused_export__ = BlueGreenUpdatePolicy$;
__webpack_unused_export__ = BooleanOperator;
__webpack_unused_export__ = CacheHitResult$;
__webpack_unused_export__ = CallbackStepMetadata$;
__webpack_unused_export__ = CandidateArtifactLocations$;
__webpack_unused_export__ = CandidateGenerationConfig$;
__webpack_unused_export__ = CandidateProperties$;
__webpack_unused_export__ = CandidateSortBy;
__webpack_unused_export__ = CandidateStatus;
__webpack_unused_export__ = CandidateStepType;
__webpack_unused_export__ = CanvasAppSettings$;
__webpack_unused_export__ = CapacityReservation$;
__webpack_unused_export__ = CapacityReservationPreference;
__webpack_unused_export__ = CapacityReservationType;
__webpack_unused_export__ = CapacitySize$;
__webpack_unused_export__ = CapacitySizeConfig$;
__webpack_unused_export__ = CapacitySizeType;
__webpack_unused_export__ = CaptureContentTypeHeader$;
__webpack_unused_export__ = CaptureMode;
__webpack_unused_export__ = CaptureOption$;
__webpack_unused_export__ = CaptureStatus;
__webpack_unused_export__ = CategoricalParameter$;
__webpack_unused_export__ = CategoricalParameterRange$;
__webpack_unused_export__ = CategoricalParameterRangeSpecification$;
__webpack_unused_export__ = CfnCreateTemplateProvider$;
__webpack_unused_export__ = CfnStackCreateParameter$;
__webpack_unused_export__ = CfnStackDetail$;
__webpack_unused_export__ = CfnStackParameter$;
__webpack_unused_export__ = CfnStackUpdateParameter$;
__webpack_unused_export__ = CfnTemplateProviderDetail$;
__webpack_unused_export__ = CfnUpdateTemplateProvider$;
__webpack_unused_export__ = Channel$;
__webpack_unused_export__ = ChannelSpecification$;
__webpack_unused_export__ = CheckpointConfig$;
__webpack_unused_export__ = ClarifyCheckStepMetadata$;
__webpack_unused_export__ = ClarifyExplainerConfig$;
__webpack_unused_export__ = ClarifyFeatureType;
__webpack_unused_export__ = ClarifyInferenceConfig$;
__webpack_unused_export__ = ClarifyShapBaselineConfig$;
__webpack_unused_export__ = ClarifyShapConfig$;
__webpack_unused_export__ = ClarifyTextConfig$;
__webpack_unused_export__ = ClarifyTextGranularity;
__webpack_unused_export__ = ClarifyTextLanguage;
__webpack_unused_export__ = ClusterAutoPatchConfig$;
__webpack_unused_export__ = ClusterAutoPatchConfigDetails$;
__webpack_unused_export__ = ClusterAutoScalerType;
__webpack_unused_export__ = ClusterAutoScalingConfig$;
__webpack_unused_export__ = ClusterAutoScalingConfigOutput$;
__webpack_unused_export__ = ClusterAutoScalingMode;
__webpack_unused_export__ = ClusterAutoScalingStatus;
__webpack_unused_export__ = ClusterCapacityRequirements$;
__webpack_unused_export__ = ClusterCapacityType;
__webpack_unused_export__ = ClusterConfigMode;
__webpack_unused_export__ = ClusterEbsVolumeConfig$;
__webpack_unused_export__ = ClusterEventDetail$;
__webpack_unused_export__ = ClusterEventLevel;
__webpack_unused_export__ = ClusterEventResourceType;
__webpack_unused_export__ = ClusterEventSummary$;
__webpack_unused_export__ = ClusterFSxLustreDeletionPolicy;
__webpack_unused_export__ = ClusterFsxLustreConfig$;
__webpack_unused_export__ = ClusterFsxOpenZfsConfig$;
__webpack_unused_export__ = ClusterImageVersionStatus;
__webpack_unused_export__ = ClusterInstanceGroupDetails$;
__webpack_unused_export__ = ClusterInstanceGroupSpecification$;
__webpack_unused_export__ = ClusterInstancePlacement$;
__webpack_unused_export__ = ClusterInstanceRequirementDetails$;
__webpack_unused_export__ = ClusterInstanceRequirements$;
__webpack_unused_export__ = ClusterInstanceStatus;
__webpack_unused_export__ = ClusterInstanceStatusDetails$;
__webpack_unused_export__ = ClusterInstanceStorageConfig$;
__webpack_unused_export__ = ClusterInstanceType;
__webpack_unused_export__ = ClusterInstanceTypeDetail$;
__webpack_unused_export__ = ClusterInterfaceType;
__webpack_unused_export__ = ClusterKubernetesConfig$;
__webpack_unused_export__ = ClusterKubernetesConfigDetails$;
__webpack_unused_export__ = ClusterKubernetesConfigNodeDetails$;
__webpack_unused_export__ = ClusterKubernetesTaint$;
__webpack_unused_export__ = ClusterKubernetesTaintEffect;
__webpack_unused_export__ = ClusterLifeCycleConfig$;
__webpack_unused_export__ = ClusterMetadata$;
__webpack_unused_export__ = ClusterNetworkInterface$;
__webpack_unused_export__ = ClusterNetworkInterfaceDetails$;
__webpack_unused_export__ = ClusterNodeDetails$;
__webpack_unused_export__ = ClusterNodeProvisioningMode;
__webpack_unused_export__ = ClusterNodeRecovery;
__webpack_unused_export__ = ClusterNodeSummary$;
__webpack_unused_export__ = ClusterOnDemandOptions$;
__webpack_unused_export__ = ClusterOrchestrator$;
__webpack_unused_export__ = ClusterOrchestratorEksConfig$;
__webpack_unused_export__ = ClusterOrchestratorSlurmConfig$;
__webpack_unused_export__ = ClusterPatchSchedule$;
__webpack_unused_export__ = ClusterPatchScheduleDetails$;
__webpack_unused_export__ = ClusterPatchingStrategy;
__webpack_unused_export__ = ClusterRestrictedInstanceGroupDetails$;
__webpack_unused_export__ = ClusterRestrictedInstanceGroupSpecification$;
__webpack_unused_export__ = ClusterRestrictedInstanceGroupsConfig$;
__webpack_unused_export__ = ClusterRestrictedInstanceGroupsConfigOutput$;
__webpack_unused_export__ = ClusterSchedulerConfigSummary$;
__webpack_unused_export__ = ClusterSharedEnvironmentConfig$;
__webpack_unused_export__ = ClusterSharedEnvironmentConfigDetails$;
__webpack_unused_export__ = ClusterSlurmConfig$;
__webpack_unused_export__ = ClusterSlurmConfigDetails$;
__webpack_unused_export__ = ClusterSlurmConfigStrategy;
__webpack_unused_export__ = ClusterSlurmNodeType;
__webpack_unused_export__ = ClusterSortBy;
__webpack_unused_export__ = ClusterSpotOptions$;
__webpack_unused_export__ = ClusterStatus;
__webpack_unused_export__ = ClusterSummary$;
__webpack_unused_export__ = ClusterTieredStorageConfig$;
__webpack_unused_export__ = CodeEditorAppImageConfig$;
__webpack_unused_export__ = CodeEditorAppSettings$;
__webpack_unused_export__ = CodeRepository$;
__webpack_unused_export__ = CodeRepositorySortBy;
__webpack_unused_export__ = CodeRepositorySortOrder;
__webpack_unused_export__ = CodeRepositorySummary$;
__webpack_unused_export__ = CognitoConfig$;
__webpack_unused_export__ = CognitoMemberDefinition$;
__webpack_unused_export__ = CollectionConfig$;
__webpack_unused_export__ = CollectionConfiguration$;
__webpack_unused_export__ = CollectionType;
__webpack_unused_export__ = CompilationJobStatus;
__webpack_unused_export__ = CompilationJobSummary$;
__webpack_unused_export__ = CompleteOnConvergence;
__webpack_unused_export__ = CompressionType;
__webpack_unused_export__ = ComputeQuotaConfig$;
__webpack_unused_export__ = ComputeQuotaResourceConfig$;
__webpack_unused_export__ = ComputeQuotaSummary$;
__webpack_unused_export__ = ComputeQuotaTarget$;
__webpack_unused_export__ = ConditionOutcome;
__webpack_unused_export__ = ConditionStepMetadata$;
__webpack_unused_export__ = ConflictException;
__webpack_unused_export__ = ConflictException$;
__webpack_unused_export__ = ContainerConfig$;
__webpack_unused_export__ = ContainerDefinition$;
__webpack_unused_export__ = ContainerMetricsConfig$;
__webpack_unused_export__ = ContainerMode;
__webpack_unused_export__ = ContentClassifier;
__webpack_unused_export__ = ContextSource$;
__webpack_unused_export__ = ContextSummary$;
__webpack_unused_export__ = ContinuousParameterRange$;
__webpack_unused_export__ = ContinuousParameterRangeSpecification$;
__webpack_unused_export__ = ConvergenceDetected$;
__webpack_unused_export__ = CreateAIBenchmarkJob$;
__webpack_unused_export__ = CreateAIBenchmarkJobCommand;
__webpack_unused_export__ = CreateAIBenchmarkJobRequest$;
__webpack_unused_export__ = CreateAIBenchmarkJobResponse$;
__webpack_unused_export__ = CreateAIRecommendationJob$;
__webpack_unused_export__ = CreateAIRecommendationJobCommand;
__webpack_unused_export__ = CreateAIRecommendationJobRequest$;
__webpack_unused_export__ = CreateAIRecommendationJobResponse$;
__webpack_unused_export__ = CreateAIWorkloadConfig$;
__webpack_unused_export__ = CreateAIWorkloadConfigCommand;
__webpack_unused_export__ = CreateAIWorkloadConfigRequest$;
__webpack_unused_export__ = CreateAIWorkloadConfigResponse$;
__webpack_unused_export__ = CreateAction$;
__webpack_unused_export__ = CreateActionCommand;
__webpack_unused_export__ = CreateActionRequest$;
__webpack_unused_export__ = CreateActionResponse$;
__webpack_unused_export__ = CreateAlgorithm$;
__webpack_unused_export__ = CreateAlgorithmCommand;
__webpack_unused_export__ = CreateAlgorithmInput$;
__webpack_unused_export__ = CreateAlgorithmOutput$;
__webpack_unused_export__ = CreateApp$;
__webpack_unused_export__ = CreateAppCommand;
__webpack_unused_export__ = CreateAppImageConfig$;
__webpack_unused_export__ = CreateAppImageConfigCommand;
__webpack_unused_export__ = CreateAppImageConfigRequest$;
__webpack_unused_export__ = CreateAppImageConfigResponse$;
__webpack_unused_export__ = CreateAppRequest$;
__webpack_unused_export__ = CreateAppResponse$;
__webpack_unused_export__ = CreateArtifact$;
__webpack_unused_export__ = CreateArtifactCommand;
__webpack_unused_export__ = CreateArtifactRequest$;
__webpack_unused_export__ = CreateArtifactResponse$;
__webpack_unused_export__ = CreateAutoMLJob$;
__webpack_unused_export__ = CreateAutoMLJobCommand;
__webpack_unused_export__ = CreateAutoMLJobRequest$;
__webpack_unused_export__ = CreateAutoMLJobResponse$;
__webpack_unused_export__ = CreateAutoMLJobV2$;
__webpack_unused_export__ = CreateAutoMLJobV2Command;
__webpack_unused_export__ = CreateAutoMLJobV2Request$;
__webpack_unused_export__ = CreateAutoMLJobV2Response$;
__webpack_unused_export__ = CreateCluster$;
__webpack_unused_export__ = CreateClusterCommand;
__webpack_unused_export__ = CreateClusterRequest$;
__webpack_unused_export__ = CreateClusterResponse$;
__webpack_unused_export__ = CreateClusterSchedulerConfig$;
__webpack_unused_export__ = CreateClusterSchedulerConfigCommand;
__webpack_unused_export__ = CreateClusterSchedulerConfigRequest$;
__webpack_unused_export__ = CreateClusterSchedulerConfigResponse$;
__webpack_unused_export__ = CreateCodeRepository$;
__webpack_unused_export__ = CreateCodeRepositoryCommand;
__webpack_unused_export__ = CreateCodeRepositoryInput$;
__webpack_unused_export__ = CreateCodeRepositoryOutput$;
__webpack_unused_export__ = CreateCompilationJob$;
__webpack_unused_export__ = CreateCompilationJobCommand;
__webpack_unused_export__ = CreateCompilationJobRequest$;
__webpack_unused_export__ = CreateCompilationJobResponse$;
__webpack_unused_export__ = CreateComputeQuota$;
__webpack_unused_export__ = CreateComputeQuotaCommand;
__webpack_unused_export__ = CreateComputeQuotaRequest$;
__webpack_unused_export__ = CreateComputeQuotaResponse$;
__webpack_unused_export__ = CreateContext$;
__webpack_unused_export__ = CreateContextCommand;
__webpack_unused_export__ = CreateContextRequest$;
__webpack_unused_export__ = CreateContextResponse$;
__webpack_unused_export__ = CreateDataQualityJobDefinition$;
__webpack_unused_export__ = CreateDataQualityJobDefinitionCommand;
__webpack_unused_export__ = CreateDataQualityJobDefinitionRequest$;
__webpack_unused_export__ = CreateDataQualityJobDefinitionResponse$;
__webpack_unused_export__ = CreateDeviceFleet$;
__webpack_unused_export__ = CreateDeviceFleetCommand;
__webpack_unused_export__ = CreateDeviceFleetRequest$;
__webpack_unused_export__ = CreateDomain$;
__webpack_unused_export__ = CreateDomainCommand;
__webpack_unused_export__ = CreateDomainRequest$;
__webpack_unused_export__ = CreateDomainResponse$;
__webpack_unused_export__ = CreateEdgeDeploymentPlan$;
__webpack_unused_export__ = CreateEdgeDeploymentPlanCommand;
__webpack_unused_export__ = CreateEdgeDeploymentPlanRequest$;
__webpack_unused_export__ = CreateEdgeDeploymentPlanResponse$;
__webpack_unused_export__ = CreateEdgeDeploymentStage$;
__webpack_unused_export__ = CreateEdgeDeploymentStageCommand;
__webpack_unused_export__ = CreateEdgeDeploymentStageRequest$;
__webpack_unused_export__ = CreateEdgePackagingJob$;
__webpack_unused_export__ = CreateEdgePackagingJobCommand;
__webpack_unused_export__ = CreateEdgePackagingJobRequest$;
__webpack_unused_export__ = CreateEndpoint$;
__webpack_unused_export__ = CreateEndpointCommand;
__webpack_unused_export__ = CreateEndpointConfig$;
__webpack_unused_export__ = CreateEndpointConfigCommand;
__webpack_unused_export__ = CreateEndpointConfigInput$;
__webpack_unused_export__ = CreateEndpointConfigOutput$;
__webpack_unused_export__ = CreateEndpointInput$;
__webpack_unused_export__ = CreateEndpointOutput$;
__webpack_unused_export__ = CreateExperiment$;
__webpack_unused_export__ = CreateExperimentCommand;
__webpack_unused_export__ = CreateExperimentRequest$;
__webpack_unused_export__ = CreateExperimentResponse$;
__webpack_unused_export__ = CreateFeatureGroup$;
__webpack_unused_export__ = CreateFeatureGroupCommand;
__webpack_unused_export__ = CreateFeatureGroupRequest$;
__webpack_unused_export__ = CreateFeatureGroupResponse$;
__webpack_unused_export__ = CreateFlowDefinition$;
__webpack_unused_export__ = CreateFlowDefinitionCommand;
__webpack_unused_export__ = CreateFlowDefinitionRequest$;
__webpack_unused_export__ = CreateFlowDefinitionResponse$;
__webpack_unused_export__ = CreateHub$;
__webpack_unused_export__ = CreateHubCommand;
__webpack_unused_export__ = CreateHubContentPresignedUrls$;
__webpack_unused_export__ = CreateHubContentPresignedUrlsCommand;
__webpack_unused_export__ = CreateHubContentPresignedUrlsRequest$;
__webpack_unused_export__ = CreateHubContentPresignedUrlsResponse$;
__webpack_unused_export__ = CreateHubContentReference$;
__webpack_unused_export__ = CreateHubContentReferenceCommand;
__webpack_unused_export__ = CreateHubContentReferenceRequest$;
__webpack_unused_export__ = CreateHubContentReferenceResponse$;
__webpack_unused_export__ = CreateHubRequest$;
__webpack_unused_export__ = CreateHubResponse$;
__webpack_unused_export__ = CreateHumanTaskUi$;
__webpack_unused_export__ = CreateHumanTaskUiCommand;
__webpack_unused_export__ = CreateHumanTaskUiRequest$;
__webpack_unused_export__ = CreateHumanTaskUiResponse$;
__webpack_unused_export__ = CreateHyperParameterTuningJob$;
__webpack_unused_export__ = CreateHyperParameterTuningJobCommand;
__webpack_unused_export__ = CreateHyperParameterTuningJobRequest$;
__webpack_unused_export__ = CreateHyperParameterTuningJobResponse$;
__webpack_unused_export__ = CreateImage$;
__webpack_unused_export__ = CreateImageCommand;
__webpack_unused_export__ = CreateImageRequest$;
__webpack_unused_export__ = CreateImageResponse$;
__webpack_unused_export__ = CreateImageVersion$;
__webpack_unused_export__ = CreateImageVersionCommand;
__webpack_unused_export__ = CreateImageVersionRequest$;
__webpack_unused_export__ = CreateImageVersionResponse$;
__webpack_unused_export__ = CreateInferenceComponent$;
__webpack_unused_export__ = CreateInferenceComponentCommand;
__webpack_unused_export__ = CreateInferenceComponentInput$;
__webpack_unused_export__ = CreateInferenceComponentOutput$;
__webpack_unused_export__ = CreateInferenceExperiment$;
__webpack_unused_export__ = CreateInferenceExperimentCommand;
__webpack_unused_export__ = CreateInferenceExperimentRequest$;
__webpack_unused_export__ = CreateInferenceExperimentResponse$;
__webpack_unused_export__ = CreateInferenceRecommendationsJob$;
__webpack_unused_export__ = CreateInferenceRecommendationsJobCommand;
__webpack_unused_export__ = CreateInferenceRecommendationsJobRequest$;
__webpack_unused_export__ = CreateInferenceRecommendationsJobResponse$;
__webpack_unused_export__ = CreateJob$;
__webpack_unused_export__ = CreateJobCommand;
__webpack_unused_export__ = CreateJobRequest$;
__webpack_unused_export__ = CreateJobResponse$;
__webpack_unused_export__ = CreateLabelingJob$;
__webpack_unused_export__ = CreateLabelingJobCommand;
__webpack_unused_export__ = CreateLabelingJobRequest$;
__webpack_unused_export__ = CreateLabelingJobResponse$;
__webpack_unused_export__ = CreateMlflowApp$;
__webpack_unused_export__ = CreateMlflowAppCommand;
__webpack_unused_export__ = CreateMlflowAppRequest$;
__webpack_unused_export__ = CreateMlflowAppResponse$;
__webpack_unused_export__ = CreateMlflowTrackingServer$;
__webpack_unused_export__ = CreateMlflowTrackingServerCommand;
__webpack_unused_export__ = CreateMlflowTrackingServerRequest$;
__webpack_unused_export__ = CreateMlflowTrackingServerResponse$;
__webpack_unused_export__ = CreateModel$;
__webpack_unused_export__ = CreateModelBiasJobDefinition$;
__webpack_unused_export__ = CreateModelBiasJobDefinitionCommand;
__webpack_unused_export__ = CreateModelBiasJobDefinitionRequest$;
__webpack_unused_export__ = CreateModelBiasJobDefinitionResponse$;
__webpack_unused_export__ = CreateModelCard$;
__webpack_unused_export__ = CreateModelCardCommand;
__webpack_unused_export__ = CreateModelCardExportJob$;
__webpack_unused_export__ = CreateModelCardExportJobCommand;
__webpack_unused_export__ = CreateModelCardExportJobRequest$;
__webpack_unused_export__ = CreateModelCardExportJobResponse$;
__webpack_unused_export__ = CreateModelCardRequest$;
__webpack_unused_export__ = CreateModelCardResponse$;
exports.TIE = CreateModelCommand;
__webpack_unused_export__ = CreateModelExplainabilityJobDefinition$;
__webpack_unused_export__ = CreateModelExplainabilityJobDefinitionCommand;
__webpack_unused_export__ = CreateModelExplainabilityJobDefinitionRequest$;
__webpack_unused_export__ = CreateModelExplainabilityJobDefinitionResponse$;
__webpack_unused_export__ = CreateModelInput$;
__webpack_unused_export__ = CreateModelOutput$;
__webpack_unused_export__ = CreateModelPackage$;
exports.N$s = CreateModelPackageCommand;
__webpack_unused_export__ = CreateModelPackageGroup$;
exports.EWw = CreateModelPackageGroupCommand;
__webpack_unused_export__ = CreateModelPackageGroupInput$;
__webpack_unused_export__ = CreateModelPackageGroupOutput$;
__webpack_unused_export__ = CreateModelPackageInput$;
__webpack_unused_export__ = CreateModelPackageOutput$;
__webpack_unused_export__ = CreateModelQualityJobDefinition$;
__webpack_unused_export__ = CreateModelQualityJobDefinitionCommand;
__webpack_unused_export__ = CreateModelQualityJobDefinitionRequest$;
__webpack_unused_export__ = CreateModelQualityJobDefinitionResponse$;
__webpack_unused_export__ = CreateMonitoringSchedule$;
__webpack_unused_export__ = CreateMonitoringScheduleCommand;
__webpack_unused_export__ = CreateMonitoringScheduleRequest$;
__webpack_unused_export__ = CreateMonitoringScheduleResponse$;
__webpack_unused_export__ = CreateNotebookInstance$;
__webpack_unused_export__ = CreateNotebookInstanceCommand;
__webpack_unused_export__ = CreateNotebookInstanceInput$;
__webpack_unused_export__ = CreateNotebookInstanceLifecycleConfig$;
__webpack_unused_export__ = CreateNotebookInstanceLifecycleConfigCommand;
__webpack_unused_export__ = CreateNotebookInstanceLifecycleConfigInput$;
__webpack_unused_export__ = CreateNotebookInstanceLifecycleConfigOutput$;
__webpack_unused_export__ = CreateNotebookInstanceOutput$;
__webpack_unused_export__ = CreateOptimizationJob$;
__webpack_unused_export__ = CreateOptimizationJobCommand;
__webpack_unused_export__ = CreateOptimizationJobRequest$;
__webpack_unused_export__ = CreateOptimizationJobResponse$;
__webpack_unused_export__ = CreatePartnerApp$;
__webpack_unused_export__ = CreatePartnerAppCommand;
__webpack_unused_export__ = CreatePartnerAppPresignedUrl$;
__webpack_unused_export__ = CreatePartnerAppPresignedUrlCommand;
__webpack_unused_export__ = CreatePartnerAppPresignedUrlRequest$;
__webpack_unused_export__ = CreatePartnerAppPresignedUrlResponse$;
__webpack_unused_export__ = CreatePartnerAppRequest$;
__webpack_unused_export__ = CreatePartnerAppResponse$;
__webpack_unused_export__ = CreatePipeline$;
__webpack_unused_export__ = CreatePipelineCommand;
__webpack_unused_export__ = CreatePipelineRequest$;
__webpack_unused_export__ = CreatePipelineResponse$;
__webpack_unused_export__ = CreatePresignedDomainUrl$;
__webpack_unused_export__ = CreatePresignedDomainUrlCommand;
__webpack_unused_export__ = CreatePresignedDomainUrlRequest$;
__webpack_unused_export__ = CreatePresignedDomainUrlResponse$;
__webpack_unused_export__ = CreatePresignedMlflowAppUrl$;
__webpack_unused_export__ = CreatePresignedMlflowAppUrlCommand;
__webpack_unused_export__ = CreatePresignedMlflowAppUrlRequest$;
__webpack_unused_export__ = CreatePresignedMlflowAppUrlResponse$;
__webpack_unused_export__ = CreatePresignedMlflowTrackingServerUrl$;
__webpack_unused_export__ = CreatePresignedMlflowTrackingServerUrlCommand;
__webpack_unused_export__ = CreatePresignedMlflowTrackingServerUrlRequest$;
__webpack_unused_export__ = CreatePresignedMlflowTrackingServerUrlResponse$;
__webpack_unused_export__ = CreatePresignedNotebookInstanceUrl$;
__webpack_unused_export__ = CreatePresignedNotebookInstanceUrlCommand;
__webpack_unused_export__ = CreatePresignedNotebookInstanceUrlInput$;
__webpack_unused_export__ = CreatePresignedNotebookInstanceUrlOutput$;
__webpack_unused_export__ = CreateProcessingJob$;
__webpack_unused_export__ = CreateProcessingJobCommand;
__webpack_unused_export__ = CreateProcessingJobRequest$;
__webpack_unused_export__ = CreateProcessingJobResponse$;
__webpack_unused_export__ = CreateProject$;
__webpack_unused_export__ = CreateProjectCommand;
__webpack_unused_export__ = CreateProjectInput$;
__webpack_unused_export__ = CreateProjectOutput$;
__webpack_unused_export__ = CreateSpace$;
__webpack_unused_export__ = CreateSpaceCommand;
__webpack_unused_export__ = CreateSpaceRequest$;
__webpack_unused_export__ = CreateSpaceResponse$;
__webpack_unused_export__ = CreateStudioLifecycleConfig$;
__webpack_unused_export__ = CreateStudioLifecycleConfigCommand;
__webpack_unused_export__ = CreateStudioLifecycleConfigRequest$;
__webpack_unused_export__ = CreateStudioLifecycleConfigResponse$;
__webpack_unused_export__ = CreateTemplateProvider$;
__webpack_unused_export__ = CreateTrainingJob$;
__webpack_unused_export__ = CreateTrainingJobCommand;
__webpack_unused_export__ = CreateTrainingJobRequest$;
__webpack_unused_export__ = CreateTrainingJobResponse$;
__webpack_unused_export__ = CreateTrainingPlan$;
__webpack_unused_export__ = CreateTrainingPlanCommand;
__webpack_unused_export__ = CreateTrainingPlanRequest$;
__webpack_unused_export__ = CreateTrainingPlanResponse$;
__webpack_unused_export__ = CreateTransformJob$;
exports.zmV = CreateTransformJobCommand;
__webpack_unused_export__ = CreateTransformJobRequest$;
__webpack_unused_export__ = CreateTransformJobResponse$;
__webpack_unused_export__ = CreateTrial$;
__webpack_unused_export__ = CreateTrialCommand;
__webpack_unused_export__ = CreateTrialComponent$;
__webpack_unused_export__ = CreateTrialComponentCommand;
__webpack_unused_export__ = CreateTrialComponentRequest$;
__webpack_unused_export__ = CreateTrialComponentResponse$;
__webpack_unused_export__ = CreateTrialRequest$;
__webpack_unused_export__ = CreateTrialResponse$;
__webpack_unused_export__ = CreateUserProfile$;
__webpack_unused_export__ = CreateUserProfileCommand;
__webpack_unused_export__ = CreateUserProfileRequest$;
__webpack_unused_export__ = CreateUserProfileResponse$;
__webpack_unused_export__ = CreateWorkforce$;
__webpack_unused_export__ = CreateWorkforceCommand;
__webpack_unused_export__ = CreateWorkforceRequest$;
__webpack_unused_export__ = CreateWorkforceResponse$;
__webpack_unused_export__ = CreateWorkteam$;
__webpack_unused_export__ = CreateWorkteamCommand;
__webpack_unused_export__ = CreateWorkteamRequest$;
__webpack_unused_export__ = CreateWorkteamResponse$;
__webpack_unused_export__ = CrossAccountFilterOption;
__webpack_unused_export__ = CustomFileSystem$;
__webpack_unused_export__ = CustomFileSystemConfig$;
__webpack_unused_export__ = CustomImage$;
__webpack_unused_export__ = CustomPosixUserConfig$;
__webpack_unused_export__ = CustomizationTechnique;
__webpack_unused_export__ = CustomizedMetricSpecification$;
__webpack_unused_export__ = DataCaptureConfig$;
__webpack_unused_export__ = DataCaptureConfigSummary$;
__webpack_unused_export__ = DataCatalogConfig$;
__webpack_unused_export__ = DataDistributionType;
__webpack_unused_export__ = DataProcessing$;
__webpack_unused_export__ = DataQualityAppSpecification$;
__webpack_unused_export__ = DataQualityBaselineConfig$;
__webpack_unused_export__ = DataQualityJobInput$;
__webpack_unused_export__ = DataSource$;
__webpack_unused_export__ = DataSourceName;
__webpack_unused_export__ = DatasetDefinition$;
__webpack_unused_export__ = DatasetSource$;
__webpack_unused_export__ = DebugHookConfig$;
__webpack_unused_export__ = DebugRuleConfiguration$;
__webpack_unused_export__ = DebugRuleEvaluationStatus$;
__webpack_unused_export__ = DeepHealthCheckType;
__webpack_unused_export__ = DefaultEbsStorageSettings$;
__webpack_unused_export__ = DefaultSpaceSettings$;
__webpack_unused_export__ = DefaultSpaceStorageSettings$;
__webpack_unused_export__ = DeleteAIBenchmarkJob$;
__webpack_unused_export__ = DeleteAIBenchmarkJobCommand;
__webpack_unused_export__ = DeleteAIBenchmarkJobRequest$;
__webpack_unused_export__ = DeleteAIBenchmarkJobResponse$;
__webpack_unused_export__ = DeleteAIRecommendationJob$;
__webpack_unused_export__ = DeleteAIRecommendationJobCommand;
__webpack_unused_export__ = DeleteAIRecommendationJobRequest$;
__webpack_unused_export__ = DeleteAIRecommendationJobResponse$;
__webpack_unused_export__ = DeleteAIWorkloadConfig$;
__webpack_unused_export__ = DeleteAIWorkloadConfigCommand;
__webpack_unused_export__ = DeleteAIWorkloadConfigRequest$;
__webpack_unused_export__ = DeleteAIWorkloadConfigResponse$;
__webpack_unused_export__ = DeleteAction$;
__webpack_unused_export__ = DeleteActionCommand;
__webpack_unused_export__ = DeleteActionRequest$;
__webpack_unused_export__ = DeleteActionResponse$;
__webpack_unused_export__ = DeleteAlgorithm$;
__webpack_unused_export__ = DeleteAlgorithmCommand;
__webpack_unused_export__ = DeleteAlgorithmInput$;
__webpack_unused_export__ = DeleteApp$;
__webpack_unused_export__ = DeleteAppCommand;
__webpack_unused_export__ = DeleteAppImageConfig$;
__webpack_unused_export__ = DeleteAppImageConfigCommand;
__webpack_unused_export__ = DeleteAppImageConfigRequest$;
__webpack_unused_export__ = DeleteAppRequest$;
__webpack_unused_export__ = DeleteArtifact$;
__webpack_unused_export__ = DeleteArtifactCommand;
__webpack_unused_export__ = DeleteArtifactRequest$;
__webpack_unused_export__ = DeleteArtifactResponse$;
__webpack_unused_export__ = DeleteAssociation$;
__webpack_unused_export__ = DeleteAssociationCommand;
__webpack_unused_export__ = DeleteAssociationRequest$;
__webpack_unused_export__ = DeleteAssociationResponse$;
__webpack_unused_export__ = DeleteCluster$;
__webpack_unused_export__ = DeleteClusterCommand;
__webpack_unused_export__ = DeleteClusterRequest$;
__webpack_unused_export__ = DeleteClusterResponse$;
__webpack_unused_export__ = DeleteClusterSchedulerConfig$;
__webpack_unused_export__ = DeleteClusterSchedulerConfigCommand;
__webpack_unused_export__ = DeleteClusterSchedulerConfigRequest$;
__webpack_unused_export__ = DeleteCodeRepository$;
__webpack_unused_export__ = DeleteCodeRepositoryCommand;
__webpack_unused_export__ = DeleteCodeRepositoryInput$;
__webpack_unused_export__ = DeleteCompilationJob$;
__webpack_unused_export__ = DeleteCompilationJobCommand;
__webpack_unused_export__ = DeleteCompilationJobRequest$;
__webpack_unused_export__ = DeleteComputeQuota$;
__webpack_unused_export__ = DeleteComputeQuotaCommand;
__webpack_unused_export__ = DeleteComputeQuotaRequest$;
__webpack_unused_export__ = DeleteContext$;
__webpack_unused_export__ = DeleteContextCommand;
__webpack_unused_export__ = DeleteContextRequest$;
__webpack_unused_export__ = DeleteContextResponse$;
__webpack_unused_export__ = DeleteDataQualityJobDefinition$;
__webpack_unused_export__ = DeleteDataQualityJobDefinitionCommand;
__webpack_unused_export__ = DeleteDataQualityJobDefinitionRequest$;
__webpack_unused_export__ = DeleteDeviceFleet$;
__webpack_unused_export__ = DeleteDeviceFleetCommand;
__webpack_unused_export__ = DeleteDeviceFleetRequest$;
__webpack_unused_export__ = DeleteDomain$;
__webpack_unused_export__ = DeleteDomainCommand;
__webpack_unused_export__ = DeleteDomainRequest$;
__webpack_unused_export__ = DeleteEdgeDeploymentPlan$;
__webpack_unused_export__ = DeleteEdgeDeploymentPlanCommand;
__webpack_unused_export__ = DeleteEdgeDeploymentPlanRequest$;
__webpack_unused_export__ = DeleteEdgeDeploymentStage$;
__webpack_unused_export__ = DeleteEdgeDeploymentStageCommand;
__webpack_unused_export__ = DeleteEdgeDeploymentStageRequest$;
__webpack_unused_export__ = DeleteEndpoint$;
__webpack_unused_export__ = DeleteEndpointCommand;
__webpack_unused_export__ = DeleteEndpointConfig$;
__webpack_unused_export__ = DeleteEndpointConfigCommand;
__webpack_unused_export__ = DeleteEndpointConfigInput$;
__webpack_unused_export__ = DeleteEndpointInput$;
__webpack_unused_export__ = DeleteExperiment$;
__webpack_unused_export__ = DeleteExperimentCommand;
__webpack_unused_export__ = DeleteExperimentRequest$;
__webpack_unused_export__ = DeleteExperimentResponse$;
__webpack_unused_export__ = DeleteFeatureGroup$;
__webpack_unused_export__ = DeleteFeatureGroupCommand;
__webpack_unused_export__ = DeleteFeatureGroupRequest$;
__webpack_unused_export__ = DeleteFlowDefinition$;
__webpack_unused_export__ = DeleteFlowDefinitionCommand;
__webpack_unused_export__ = DeleteFlowDefinitionRequest$;
__webpack_unused_export__ = DeleteFlowDefinitionResponse$;
__webpack_unused_export__ = DeleteHub$;
__webpack_unused_export__ = DeleteHubCommand;
__webpack_unused_export__ = DeleteHubContent$;
__webpack_unused_export__ = DeleteHubContentCommand;
__webpack_unused_export__ = DeleteHubContentReference$;
__webpack_unused_export__ = DeleteHubContentReferenceCommand;
__webpack_unused_export__ = DeleteHubContentReferenceRequest$;
__webpack_unused_export__ = DeleteHubContentRequest$;
__webpack_unused_export__ = DeleteHubRequest$;
__webpack_unused_export__ = DeleteHumanTaskUi$;
__webpack_unused_export__ = DeleteHumanTaskUiCommand;
__webpack_unused_export__ = DeleteHumanTaskUiRequest$;
__webpack_unused_export__ = DeleteHumanTaskUiResponse$;
__webpack_unused_export__ = DeleteHyperParameterTuningJob$;
__webpack_unused_export__ = DeleteHyperParameterTuningJobCommand;
__webpack_unused_export__ = DeleteHyperParameterTuningJobRequest$;
__webpack_unused_export__ = DeleteImage$;
__webpack_unused_export__ = DeleteImageCommand;
__webpack_unused_export__ = DeleteImageRequest$;
__webpack_unused_export__ = DeleteImageResponse$;
__webpack_unused_export__ = DeleteImageVersion$;
__webpack_unused_export__ = DeleteImageVersionCommand;
__webpack_unused_export__ = DeleteImageVersionRequest$;
__webpack_unused_export__ = DeleteImageVersionResponse$;
__webpack_unused_export__ = DeleteInferenceComponent$;
__webpack_unused_export__ = DeleteInferenceComponentCommand;
__webpack_unused_export__ = DeleteInferenceComponentInput$;
__webpack_unused_export__ = DeleteInferenceExperiment$;
__webpack_unused_export__ = DeleteInferenceExperimentCommand;
__webpack_unused_export__ = DeleteInferenceExperimentRequest$;
__webpack_unused_export__ = DeleteInferenceExperimentResponse$;
__webpack_unused_export__ = DeleteJob$;
__webpack_unused_export__ = DeleteJobCommand;
__webpack_unused_export__ = DeleteJobRequest$;
__webpack_unused_export__ = DeleteJobResponse$;
__webpack_unused_export__ = DeleteMlflowApp$;
__webpack_unused_export__ = DeleteMlflowAppCommand;
__webpack_unused_export__ = DeleteMlflowAppRequest$;
__webpack_unused_export__ = DeleteMlflowAppResponse$;
__webpack_unused_export__ = DeleteMlflowTrackingServer$;
__webpack_unused_export__ = DeleteMlflowTrackingServerCommand;
__webpack_unused_export__ = DeleteMlflowTrackingServerRequest$;
__webpack_unused_export__ = DeleteMlflowTrackingServerResponse$;
__webpack_unused_export__ = DeleteModel$;
__webpack_unused_export__ = DeleteModelBiasJobDefinition$;
__webpack_unused_export__ = DeleteModelBiasJobDefinitionCommand;
__webpack_unused_export__ = DeleteModelBiasJobDefinitionRequest$;
__webpack_unused_export__ = DeleteModelCard$;
__webpack_unused_export__ = DeleteModelCardCommand;
__webpack_unused_export__ = DeleteModelCardRequest$;
__webpack_unused_export__ = DeleteModelCommand;
__webpack_unused_export__ = DeleteModelExplainabilityJobDefinition$;
__webpack_unused_export__ = DeleteModelExplainabilityJobDefinitionCommand;
__webpack_unused_export__ = DeleteModelExplainabilityJobDefinitionRequest$;
__webpack_unused_export__ = DeleteModelInput$;
__webpack_unused_export__ = DeleteModelPackage$;
__webpack_unused_export__ = DeleteModelPackageCommand;
__webpack_unused_export__ = DeleteModelPackageGroup$;
__webpack_unused_export__ = DeleteModelPackageGroupCommand;
__webpack_unused_export__ = DeleteModelPackageGroupInput$;
__webpack_unused_export__ = DeleteModelPackageGroupPolicy$;
__webpack_unused_export__ = DeleteModelPackageGroupPolicyCommand;
__webpack_unused_export__ = DeleteModelPackageGroupPolicyInput$;
__webpack_unused_export__ = DeleteModelPackageInput$;
__webpack_unused_export__ = DeleteModelQualityJobDefinition$;
__webpack_unused_export__ = DeleteModelQualityJobDefinitionCommand;
__webpack_unused_export__ = DeleteModelQualityJobDefinitionRequest$;
__webpack_unused_export__ = DeleteMonitoringSchedule$;
__webpack_unused_export__ = DeleteMonitoringScheduleCommand;
__webpack_unused_export__ = DeleteMonitoringScheduleRequest$;
__webpack_unused_export__ = DeleteNotebookInstance$;
__webpack_unused_export__ = DeleteNotebookInstanceCommand;
__webpack_unused_export__ = DeleteNotebookInstanceInput$;
__webpack_unused_export__ = DeleteNotebookInstanceLifecycleConfig$;
__webpack_unused_export__ = DeleteNotebookInstanceLifecycleConfigCommand;
__webpack_unused_export__ = DeleteNotebookInstanceLifecycleConfigInput$;
__webpack_unused_export__ = DeleteOptimizationJob$;
__webpack_unused_export__ = DeleteOptimizationJobCommand;
__webpack_unused_export__ = DeleteOptimizationJobRequest$;
__webpack_unused_export__ = DeletePartnerApp$;
__webpack_unused_export__ = DeletePartnerAppCommand;
__webpack_unused_export__ = DeletePartnerAppRequest$;
__webpack_unused_export__ = DeletePartnerAppResponse$;
__webpack_unused_export__ = DeletePipeline$;
__webpack_unused_export__ = DeletePipelineCommand;
__webpack_unused_export__ = DeletePipelineRequest$;
__webpack_unused_export__ = DeletePipelineResponse$;
__webpack_unused_export__ = DeleteProcessingJob$;
__webpack_unused_export__ = DeleteProcessingJobCommand;
__webpack_unused_export__ = DeleteProcessingJobRequest$;
__webpack_unused_export__ = DeleteProject$;
__webpack_unused_export__ = DeleteProjectCommand;
__webpack_unused_export__ = DeleteProjectInput$;
__webpack_unused_export__ = DeleteSpace$;
__webpack_unused_export__ = DeleteSpaceCommand;
__webpack_unused_export__ = DeleteSpaceRequest$;
__webpack_unused_export__ = DeleteStudioLifecycleConfig$;
__webpack_unused_export__ = DeleteStudioLifecycleConfigCommand;
__webpack_unused_export__ = DeleteStudioLifecycleConfigRequest$;
__webpack_unused_export__ = DeleteTags$;
__webpack_unused_export__ = DeleteTagsCommand;
__webpack_unused_export__ = DeleteTagsInput$;
__webpack_unused_export__ = DeleteTagsOutput$;
__webpack_unused_export__ = DeleteTrainingJob$;
__webpack_unused_export__ = DeleteTrainingJobCommand;
__webpack_unused_export__ = DeleteTrainingJobRequest$;
__webpack_unused_export__ = DeleteTrial$;
__webpack_unused_export__ = DeleteTrialCommand;
__webpack_unused_export__ = DeleteTrialComponent$;
__webpack_unused_export__ = DeleteTrialComponentCommand;
__webpack_unused_export__ = DeleteTrialComponentRequest$;
__webpack_unused_export__ = DeleteTrialComponentResponse$;
__webpack_unused_export__ = DeleteTrialRequest$;
__webpack_unused_export__ = DeleteTrialResponse$;
__webpack_unused_export__ = DeleteUserProfile$;
__webpack_unused_export__ = DeleteUserProfileCommand;
__webpack_unused_export__ = DeleteUserProfileRequest$;
__webpack_unused_export__ = DeleteWorkforce$;
__webpack_unused_export__ = DeleteWorkforceCommand;
__webpack_unused_export__ = DeleteWorkforceRequest$;
__webpack_unused_export__ = DeleteWorkforceResponse$;
__webpack_unused_export__ = DeleteWorkteam$;
__webpack_unused_export__ = DeleteWorkteamCommand;
__webpack_unused_export__ = DeleteWorkteamRequest$;
__webpack_unused_export__ = DeleteWorkteamResponse$;
__webpack_unused_export__ = DeployedImage$;
__webpack_unused_export__ = DeploymentConfig$;
__webpack_unused_export__ = DeploymentConfiguration$;
__webpack_unused_export__ = DeploymentRecommendation$;
__webpack_unused_export__ = DeploymentStage$;
__webpack_unused_export__ = DeploymentStageStatusSummary$;
__webpack_unused_export__ = DeregisterDevices$;
__webpack_unused_export__ = DeregisterDevicesCommand;
__webpack_unused_export__ = DeregisterDevicesRequest$;
__webpack_unused_export__ = DerivedInformation$;
__webpack_unused_export__ = DescribeAIBenchmarkJob$;
__webpack_unused_export__ = DescribeAIBenchmarkJobCommand;
__webpack_unused_export__ = DescribeAIBenchmarkJobRequest$;
__webpack_unused_export__ = DescribeAIBenchmarkJobResponse$;
__webpack_unused_export__ = DescribeAIRecommendationJob$;
__webpack_unused_export__ = DescribeAIRecommendationJobCommand;
__webpack_unused_export__ = DescribeAIRecommendationJobRequest$;
__webpack_unused_export__ = DescribeAIRecommendationJobResponse$;
__webpack_unused_export__ = DescribeAIWorkloadConfig$;
__webpack_unused_export__ = DescribeAIWorkloadConfigCommand;
__webpack_unused_export__ = DescribeAIWorkloadConfigRequest$;
__webpack_unused_export__ = DescribeAIWorkloadConfigResponse$;
__webpack_unused_export__ = DescribeAction$;
__webpack_unused_export__ = DescribeActionCommand;
__webpack_unused_export__ = DescribeActionRequest$;
__webpack_unused_export__ = DescribeActionResponse$;
__webpack_unused_export__ = DescribeAlgorithm$;
__webpack_unused_export__ = DescribeAlgorithmCommand;
__webpack_unused_export__ = DescribeAlgorithmInput$;
__webpack_unused_export__ = DescribeAlgorithmOutput$;
__webpack_unused_export__ = DescribeApp$;
__webpack_unused_export__ = DescribeAppCommand;
__webpack_unused_export__ = DescribeAppImageConfig$;
__webpack_unused_export__ = DescribeAppImageConfigCommand;
__webpack_unused_export__ = DescribeAppImageConfigRequest$;
__webpack_unused_export__ = DescribeAppImageConfigResponse$;
__webpack_unused_export__ = DescribeAppRequest$;
__webpack_unused_export__ = DescribeAppResponse$;
__webpack_unused_export__ = DescribeArtifact$;
__webpack_unused_export__ = DescribeArtifactCommand;
__webpack_unused_export__ = DescribeArtifactRequest$;
__webpack_unused_export__ = DescribeArtifactResponse$;
__webpack_unused_export__ = DescribeAutoMLJob$;
__webpack_unused_export__ = DescribeAutoMLJobCommand;
__webpack_unused_export__ = DescribeAutoMLJobRequest$;
__webpack_unused_export__ = DescribeAutoMLJobResponse$;
__webpack_unused_export__ = DescribeAutoMLJobV2$;
__webpack_unused_export__ = DescribeAutoMLJobV2Command;
__webpack_unused_export__ = DescribeAutoMLJobV2Request$;
__webpack_unused_export__ = DescribeAutoMLJobV2Response$;
__webpack_unused_export__ = DescribeCluster$;
__webpack_unused_export__ = DescribeClusterCommand;
__webpack_unused_export__ = DescribeClusterEvent$;
__webpack_unused_export__ = DescribeClusterEventCommand;
__webpack_unused_export__ = DescribeClusterEventRequest$;
__webpack_unused_export__ = DescribeClusterEventResponse$;
__webpack_unused_export__ = DescribeClusterNode$;
__webpack_unused_export__ = DescribeClusterNodeCommand;
__webpack_unused_export__ = DescribeClusterNodeRequest$;
__webpack_unused_export__ = DescribeClusterNodeResponse$;
__webpack_unused_export__ = DescribeClusterRequest$;
__webpack_unused_export__ = DescribeClusterResponse$;
__webpack_unused_export__ = DescribeClusterSchedulerConfig$;
__webpack_unused_export__ = DescribeClusterSchedulerConfigCommand;
__webpack_unused_export__ = DescribeClusterSchedulerConfigRequest$;
__webpack_unused_export__ = DescribeClusterSchedulerConfigResponse$;
__webpack_unused_export__ = DescribeCodeRepository$;
__webpack_unused_export__ = DescribeCodeRepositoryCommand;
__webpack_unused_export__ = DescribeCodeRepositoryInput$;
__webpack_unused_export__ = DescribeCodeRepositoryOutput$;
__webpack_unused_export__ = DescribeCompilationJob$;
__webpack_unused_export__ = DescribeCompilationJobCommand;
__webpack_unused_export__ = DescribeCompilationJobRequest$;
__webpack_unused_export__ = DescribeCompilationJobResponse$;
__webpack_unused_export__ = DescribeComputeQuota$;
__webpack_unused_export__ = DescribeComputeQuotaCommand;
__webpack_unused_export__ = DescribeComputeQuotaRequest$;
__webpack_unused_export__ = DescribeComputeQuotaResponse$;
__webpack_unused_export__ = DescribeContext$;
__webpack_unused_export__ = DescribeContextCommand;
__webpack_unused_export__ = DescribeContextRequest$;
__webpack_unused_export__ = DescribeContextResponse$;
__webpack_unused_export__ = DescribeDataQualityJobDefinition$;
__webpack_unused_export__ = DescribeDataQualityJobDefinitionCommand;
__webpack_unused_export__ = DescribeDataQualityJobDefinitionRequest$;
__webpack_unused_export__ = DescribeDataQualityJobDefinitionResponse$;
__webpack_unused_export__ = DescribeDevice$;
__webpack_unused_export__ = DescribeDeviceCommand;
__webpack_unused_export__ = DescribeDeviceFleet$;
__webpack_unused_export__ = DescribeDeviceFleetCommand;
__webpack_unused_export__ = DescribeDeviceFleetRequest$;
__webpack_unused_export__ = DescribeDeviceFleetResponse$;
__webpack_unused_export__ = DescribeDeviceRequest$;
__webpack_unused_export__ = DescribeDeviceResponse$;
__webpack_unused_export__ = DescribeDomain$;
__webpack_unused_export__ = DescribeDomainCommand;
__webpack_unused_export__ = DescribeDomainRequest$;
__webpack_unused_export__ = DescribeDomainResponse$;
__webpack_unused_export__ = DescribeEdgeDeploymentPlan$;
__webpack_unused_export__ = DescribeEdgeDeploymentPlanCommand;
__webpack_unused_export__ = DescribeEdgeDeploymentPlanRequest$;
__webpack_unused_export__ = DescribeEdgeDeploymentPlanResponse$;
__webpack_unused_export__ = DescribeEdgePackagingJob$;
__webpack_unused_export__ = DescribeEdgePackagingJobCommand;
__webpack_unused_export__ = DescribeEdgePackagingJobRequest$;
__webpack_unused_export__ = DescribeEdgePackagingJobResponse$;
__webpack_unused_export__ = DescribeEndpoint$;
__webpack_unused_export__ = DescribeEndpointCommand;
__webpack_unused_export__ = DescribeEndpointConfig$;
__webpack_unused_export__ = DescribeEndpointConfigCommand;
__webpack_unused_export__ = DescribeEndpointConfigInput$;
__webpack_unused_export__ = DescribeEndpointConfigOutput$;
__webpack_unused_export__ = DescribeEndpointInput$;
__webpack_unused_export__ = DescribeEndpointOutput$;
__webpack_unused_export__ = DescribeExperiment$;
__webpack_unused_export__ = DescribeExperimentCommand;
__webpack_unused_export__ = DescribeExperimentRequest$;
__webpack_unused_export__ = DescribeExperimentResponse$;
__webpack_unused_export__ = DescribeFeatureGroup$;
__webpack_unused_export__ = DescribeFeatureGroupCommand;
__webpack_unused_export__ = DescribeFeatureGroupRequest$;
__webpack_unused_export__ = DescribeFeatureGroupResponse$;
__webpack_unused_export__ = DescribeFeatureMetadata$;
__webpack_unused_export__ = DescribeFeatureMetadataCommand;
__webpack_unused_export__ = DescribeFeatureMetadataRequest$;
__webpack_unused_export__ = DescribeFeatureMetadataResponse$;
__webpack_unused_export__ = DescribeFlowDefinition$;
__webpack_unused_export__ = DescribeFlowDefinitionCommand;
__webpack_unused_export__ = DescribeFlowDefinitionRequest$;
__webpack_unused_export__ = DescribeFlowDefinitionResponse$;
__webpack_unused_export__ = DescribeHub$;
__webpack_unused_export__ = DescribeHubCommand;
__webpack_unused_export__ = DescribeHubContent$;
__webpack_unused_export__ = DescribeHubContentCommand;
__webpack_unused_export__ = DescribeHubContentRequest$;
__webpack_unused_export__ = DescribeHubContentResponse$;
__webpack_unused_export__ = DescribeHubRequest$;
__webpack_unused_export__ = DescribeHubResponse$;
__webpack_unused_export__ = DescribeHumanTaskUi$;
__webpack_unused_export__ = DescribeHumanTaskUiCommand;
__webpack_unused_export__ = DescribeHumanTaskUiRequest$;
__webpack_unused_export__ = DescribeHumanTaskUiResponse$;
__webpack_unused_export__ = DescribeHyperParameterTuningJob$;
__webpack_unused_export__ = DescribeHyperParameterTuningJobCommand;
__webpack_unused_export__ = DescribeHyperParameterTuningJobRequest$;
__webpack_unused_export__ = DescribeHyperParameterTuningJobResponse$;
__webpack_unused_export__ = DescribeImage$;
__webpack_unused_export__ = DescribeImageCommand;
__webpack_unused_export__ = DescribeImageRequest$;
__webpack_unused_export__ = DescribeImageResponse$;
__webpack_unused_export__ = DescribeImageVersion$;
__webpack_unused_export__ = DescribeImageVersionCommand;
__webpack_unused_export__ = DescribeImageVersionRequest$;
__webpack_unused_export__ = DescribeImageVersionResponse$;
__webpack_unused_export__ = DescribeInferenceComponent$;
__webpack_unused_export__ = DescribeInferenceComponentCommand;
__webpack_unused_export__ = DescribeInferenceComponentInput$;
__webpack_unused_export__ = DescribeInferenceComponentOutput$;
__webpack_unused_export__ = DescribeInferenceExperiment$;
__webpack_unused_export__ = DescribeInferenceExperimentCommand;
__webpack_unused_export__ = DescribeInferenceExperimentRequest$;
__webpack_unused_export__ = DescribeInferenceExperimentResponse$;
__webpack_unused_export__ = DescribeInferenceRecommendationsJob$;
__webpack_unused_export__ = DescribeInferenceRecommendationsJobCommand;
__webpack_unused_export__ = DescribeInferenceRecommendationsJobRequest$;
__webpack_unused_export__ = DescribeInferenceRecommendationsJobResponse$;
__webpack_unused_export__ = DescribeJob$;
__webpack_unused_export__ = DescribeJobCommand;
__webpack_unused_export__ = DescribeJobRequest$;
__webpack_unused_export__ = DescribeJobResponse$;
__webpack_unused_export__ = DescribeJobSchemaVersion$;
__webpack_unused_export__ = DescribeJobSchemaVersionCommand;
__webpack_unused_export__ = DescribeJobSchemaVersionRequest$;
__webpack_unused_export__ = DescribeJobSchemaVersionResponse$;
__webpack_unused_export__ = DescribeLabelingJob$;
__webpack_unused_export__ = DescribeLabelingJobCommand;
__webpack_unused_export__ = DescribeLabelingJobRequest$;
__webpack_unused_export__ = DescribeLabelingJobResponse$;
__webpack_unused_export__ = DescribeLineageGroup$;
__webpack_unused_export__ = DescribeLineageGroupCommand;
__webpack_unused_export__ = DescribeLineageGroupRequest$;
__webpack_unused_export__ = DescribeLineageGroupResponse$;
__webpack_unused_export__ = DescribeMlflowApp$;
__webpack_unused_export__ = DescribeMlflowAppCommand;
__webpack_unused_export__ = DescribeMlflowAppRequest$;
__webpack_unused_export__ = DescribeMlflowAppResponse$;
__webpack_unused_export__ = DescribeMlflowTrackingServer$;
__webpack_unused_export__ = DescribeMlflowTrackingServerCommand;
__webpack_unused_export__ = DescribeMlflowTrackingServerRequest$;
__webpack_unused_export__ = DescribeMlflowTrackingServerResponse$;
__webpack_unused_export__ = DescribeModel$;
__webpack_unused_export__ = DescribeModelBiasJobDefinition$;
__webpack_unused_export__ = DescribeModelBiasJobDefinitionCommand;
__webpack_unused_export__ = DescribeModelBiasJobDefinitionRequest$;
__webpack_unused_export__ = DescribeModelBiasJobDefinitionResponse$;
__webpack_unused_export__ = DescribeModelCard$;
__webpack_unused_export__ = DescribeModelCardCommand;
__webpack_unused_export__ = DescribeModelCardExportJob$;
__webpack_unused_export__ = DescribeModelCardExportJobCommand;
__webpack_unused_export__ = DescribeModelCardExportJobRequest$;
__webpack_unused_export__ = DescribeModelCardExportJobResponse$;
__webpack_unused_export__ = DescribeModelCardRequest$;
__webpack_unused_export__ = DescribeModelCardResponse$;
exports.utY = DescribeModelCommand;
__webpack_unused_export__ = DescribeModelExplainabilityJobDefinition$;
__webpack_unused_export__ = DescribeModelExplainabilityJobDefinitionCommand;
__webpack_unused_export__ = DescribeModelExplainabilityJobDefinitionRequest$;
__webpack_unused_export__ = DescribeModelExplainabilityJobDefinitionResponse$;
__webpack_unused_export__ = DescribeModelInput$;
__webpack_unused_export__ = DescribeModelOutput$;
__webpack_unused_export__ = DescribeModelPackage$;
exports.Uxr = DescribeModelPackageCommand;
__webpack_unused_export__ = DescribeModelPackageGroup$;
exports.ruq = DescribeModelPackageGroupCommand;
__webpack_unused_export__ = DescribeModelPackageGroupInput$;
__webpack_unused_export__ = DescribeModelPackageGroupOutput$;
__webpack_unused_export__ = DescribeModelPackageInput$;
__webpack_unused_export__ = DescribeModelPackageOutput$;
__webpack_unused_export__ = DescribeModelQualityJobDefinition$;
__webpack_unused_export__ = DescribeModelQualityJobDefinitionCommand;
__webpack_unused_export__ = DescribeModelQualityJobDefinitionRequest$;
__webpack_unused_export__ = DescribeModelQualityJobDefinitionResponse$;
__webpack_unused_export__ = DescribeMonitoringSchedule$;
__webpack_unused_export__ = DescribeMonitoringScheduleCommand;
__webpack_unused_export__ = DescribeMonitoringScheduleRequest$;
__webpack_unused_export__ = DescribeMonitoringScheduleResponse$;
__webpack_unused_export__ = DescribeNotebookInstance$;
__webpack_unused_export__ = DescribeNotebookInstanceCommand;
__webpack_unused_export__ = DescribeNotebookInstanceInput$;
__webpack_unused_export__ = DescribeNotebookInstanceLifecycleConfig$;
__webpack_unused_export__ = DescribeNotebookInstanceLifecycleConfigCommand;
__webpack_unused_export__ = DescribeNotebookInstanceLifecycleConfigInput$;
__webpack_unused_export__ = DescribeNotebookInstanceLifecycleConfigOutput$;
__webpack_unused_export__ = DescribeNotebookInstanceOutput$;
__webpack_unused_export__ = DescribeOptimizationJob$;
__webpack_unused_export__ = DescribeOptimizationJobCommand;
__webpack_unused_export__ = DescribeOptimizationJobRequest$;
__webpack_unused_export__ = DescribeOptimizationJobResponse$;
__webpack_unused_export__ = DescribePartnerApp$;
__webpack_unused_export__ = DescribePartnerAppCommand;
__webpack_unused_export__ = DescribePartnerAppRequest$;
__webpack_unused_export__ = DescribePartnerAppResponse$;
__webpack_unused_export__ = DescribePipeline$;
__webpack_unused_export__ = DescribePipelineCommand;
__webpack_unused_export__ = DescribePipelineDefinitionForExecution$;
__webpack_unused_export__ = DescribePipelineDefinitionForExecutionCommand;
__webpack_unused_export__ = DescribePipelineDefinitionForExecutionRequest$;
__webpack_unused_export__ = DescribePipelineDefinitionForExecutionResponse$;
__webpack_unused_export__ = DescribePipelineExecution$;
__webpack_unused_export__ = DescribePipelineExecutionCommand;
__webpack_unused_export__ = DescribePipelineExecutionRequest$;
__webpack_unused_export__ = DescribePipelineExecutionResponse$;
__webpack_unused_export__ = DescribePipelineRequest$;
__webpack_unused_export__ = DescribePipelineResponse$;
__webpack_unused_export__ = DescribeProcessingJob$;
__webpack_unused_export__ = DescribeProcessingJobCommand;
__webpack_unused_export__ = DescribeProcessingJobRequest$;
__webpack_unused_export__ = DescribeProcessingJobResponse$;
__webpack_unused_export__ = DescribeProject$;
__webpack_unused_export__ = DescribeProjectCommand;
__webpack_unused_export__ = DescribeProjectInput$;
__webpack_unused_export__ = DescribeProjectOutput$;
__webpack_unused_export__ = DescribeReservedCapacity$;
__webpack_unused_export__ = DescribeReservedCapacityCommand;
__webpack_unused_export__ = DescribeReservedCapacityRequest$;
__webpack_unused_export__ = DescribeReservedCapacityResponse$;
__webpack_unused_export__ = DescribeSpace$;
__webpack_unused_export__ = DescribeSpaceCommand;
__webpack_unused_export__ = DescribeSpaceRequest$;
__webpack_unused_export__ = DescribeSpaceResponse$;
__webpack_unused_export__ = DescribeStudioLifecycleConfig$;
__webpack_unused_export__ = DescribeStudioLifecycleConfigCommand;
__webpack_unused_export__ = DescribeStudioLifecycleConfigRequest$;
__webpack_unused_export__ = DescribeStudioLifecycleConfigResponse$;
__webpack_unused_export__ = DescribeSubscribedWorkteam$;
__webpack_unused_export__ = DescribeSubscribedWorkteamCommand;
__webpack_unused_export__ = DescribeSubscribedWorkteamRequest$;
__webpack_unused_export__ = DescribeSubscribedWorkteamResponse$;
__webpack_unused_export__ = DescribeTrainingJob$;
__webpack_unused_export__ = DescribeTrainingJobCommand;
__webpack_unused_export__ = DescribeTrainingJobRequest$;
__webpack_unused_export__ = DescribeTrainingJobResponse$;
__webpack_unused_export__ = DescribeTrainingPlan$;
__webpack_unused_export__ = DescribeTrainingPlanCommand;
__webpack_unused_export__ = DescribeTrainingPlanExtensionHistory$;
__webpack_unused_export__ = DescribeTrainingPlanExtensionHistoryCommand;
__webpack_unused_export__ = DescribeTrainingPlanExtensionHistoryRequest$;
__webpack_unused_export__ = DescribeTrainingPlanExtensionHistoryResponse$;
__webpack_unused_export__ = DescribeTrainingPlanRequest$;
__webpack_unused_export__ = DescribeTrainingPlanResponse$;
__webpack_unused_export__ = DescribeTransformJob$;
exports.E9g = DescribeTransformJobCommand;
__webpack_unused_export__ = DescribeTransformJobRequest$;
__webpack_unused_export__ = DescribeTransformJobResponse$;
__webpack_unused_export__ = DescribeTrial$;
__webpack_unused_export__ = DescribeTrialCommand;
__webpack_unused_export__ = DescribeTrialComponent$;
__webpack_unused_export__ = DescribeTrialComponentCommand;
__webpack_unused_export__ = DescribeTrialComponentRequest$;
__webpack_unused_export__ = DescribeTrialComponentResponse$;
__webpack_unused_export__ = DescribeTrialRequest$;
__webpack_unused_export__ = DescribeTrialResponse$;
__webpack_unused_export__ = DescribeUserProfile$;
__webpack_unused_export__ = DescribeUserProfileCommand;
__webpack_unused_export__ = DescribeUserProfileRequest$;
__webpack_unused_export__ = DescribeUserProfileResponse$;
__webpack_unused_export__ = DescribeWorkforce$;
__webpack_unused_export__ = DescribeWorkforceCommand;
__webpack_unused_export__ = DescribeWorkforceRequest$;
__webpack_unused_export__ = DescribeWorkforceResponse$;
__webpack_unused_export__ = DescribeWorkteam$;
__webpack_unused_export__ = DescribeWorkteamCommand;
__webpack_unused_export__ = DescribeWorkteamRequest$;
__webpack_unused_export__ = DescribeWorkteamResponse$;
__webpack_unused_export__ = DesiredWeightAndCapacity$;
__webpack_unused_export__ = DetachClusterNodeVolume$;
__webpack_unused_export__ = DetachClusterNodeVolumeCommand;
__webpack_unused_export__ = DetachClusterNodeVolumeRequest$;
__webpack_unused_export__ = DetachClusterNodeVolumeResponse$;
__webpack_unused_export__ = DetailedAlgorithmStatus;
__webpack_unused_export__ = DetailedModelPackageStatus;
__webpack_unused_export__ = Device$;
__webpack_unused_export__ = DeviceDeploymentStatus;
__webpack_unused_export__ = DeviceDeploymentSummary$;
__webpack_unused_export__ = DeviceFleetSummary$;
__webpack_unused_export__ = DeviceSelectionConfig$;
__webpack_unused_export__ = DeviceStats$;
__webpack_unused_export__ = DeviceSubsetType;
__webpack_unused_export__ = DeviceSummary$;
__webpack_unused_export__ = DirectDeploySettings$;
__webpack_unused_export__ = DirectInternetAccess;
__webpack_unused_export__ = Direction;
__webpack_unused_export__ = DisableSagemakerServicecatalogPortfolio$;
__webpack_unused_export__ = DisableSagemakerServicecatalogPortfolioCommand;
__webpack_unused_export__ = DisableSagemakerServicecatalogPortfolioInput$;
__webpack_unused_export__ = DisableSagemakerServicecatalogPortfolioOutput$;
__webpack_unused_export__ = DisassociateTrialComponent$;
__webpack_unused_export__ = DisassociateTrialComponentCommand;
__webpack_unused_export__ = DisassociateTrialComponentRequest$;
__webpack_unused_export__ = DisassociateTrialComponentResponse$;
__webpack_unused_export__ = DockerSettings$;
__webpack_unused_export__ = DomainDetails$;
__webpack_unused_export__ = DomainSettings$;
__webpack_unused_export__ = DomainSettingsForUpdate$;
__webpack_unused_export__ = DomainStatus;
__webpack_unused_export__ = DriftCheckBaselines$;
__webpack_unused_export__ = DriftCheckBias$;
__webpack_unused_export__ = DriftCheckExplainability$;
__webpack_unused_export__ = DriftCheckModelDataQuality$;
__webpack_unused_export__ = DriftCheckModelQuality$;
__webpack_unused_export__ = DynamicScalingConfiguration$;
__webpack_unused_export__ = EFSFileSystem$;
__webpack_unused_export__ = EFSFileSystemConfig$;
__webpack_unused_export__ = EMRStepMetadata$;
__webpack_unused_export__ = EbsStorageSettings$;
__webpack_unused_export__ = Ec2CapacityReservation$;
__webpack_unused_export__ = Edge$;
__webpack_unused_export__ = EdgeDeploymentConfig$;
__webpack_unused_export__ = EdgeDeploymentModelConfig$;
__webpack_unused_export__ = EdgeDeploymentPlanSummary$;
__webpack_unused_export__ = EdgeDeploymentStatus$;
__webpack_unused_export__ = EdgeModel$;
__webpack_unused_export__ = EdgeModelStat$;
__webpack_unused_export__ = EdgeModelSummary$;
__webpack_unused_export__ = EdgeOutputConfig$;
__webpack_unused_export__ = EdgePackagingJobStatus;
__webpack_unused_export__ = EdgePackagingJobSummary$;
__webpack_unused_export__ = EdgePresetDeploymentOutput$;
__webpack_unused_export__ = EdgePresetDeploymentStatus;
__webpack_unused_export__ = EdgePresetDeploymentType;
__webpack_unused_export__ = EmrServerlessComputeConfig$;
__webpack_unused_export__ = EmrServerlessSettings$;
__webpack_unused_export__ = EmrSettings$;
__webpack_unused_export__ = EnableSagemakerServicecatalogPortfolio$;
__webpack_unused_export__ = EnableSagemakerServicecatalogPortfolioCommand;
__webpack_unused_export__ = EnableSagemakerServicecatalogPortfolioInput$;
__webpack_unused_export__ = EnableSagemakerServicecatalogPortfolioOutput$;
__webpack_unused_export__ = EnabledOrDisabled;
__webpack_unused_export__ = Endpoint$;
__webpack_unused_export__ = EndpointConfigSortKey;
__webpack_unused_export__ = EndpointConfigStepMetadata$;
__webpack_unused_export__ = EndpointConfigSummary$;
__webpack_unused_export__ = EndpointInfo$;
__webpack_unused_export__ = EndpointInput$;
__webpack_unused_export__ = EndpointInputConfiguration$;
__webpack_unused_export__ = EndpointMetadata$;
__webpack_unused_export__ = EndpointOutputConfiguration$;
__webpack_unused_export__ = EndpointPerformance$;
__webpack_unused_export__ = EndpointSortKey;
__webpack_unused_export__ = EndpointStatus;
__webpack_unused_export__ = EndpointStepMetadata$;
__webpack_unused_export__ = EndpointSummary$;
__webpack_unused_export__ = EnvironmentConfig$;
__webpack_unused_export__ = EnvironmentConfigDetails$;
__webpack_unused_export__ = EnvironmentParameter$;
__webpack_unused_export__ = EnvironmentParameterRanges$;
__webpack_unused_export__ = ErrorInfo$;
__webpack_unused_export__ = EvaluationType;
__webpack_unused_export__ = EventDetails$;
__webpack_unused_export__ = EventMetadata$;
__webpack_unused_export__ = EventSortBy;
__webpack_unused_export__ = ExecutionRoleIdentityConfig;
__webpack_unused_export__ = ExecutionRoleSessionNameMode;
__webpack_unused_export__ = ExecutionStatus;
__webpack_unused_export__ = Experiment$;
__webpack_unused_export__ = ExperimentConfig$;
__webpack_unused_export__ = ExperimentSource$;
__webpack_unused_export__ = ExperimentSummary$;
__webpack_unused_export__ = Explainability$;
__webpack_unused_export__ = ExplainerConfig$;
__webpack_unused_export__ = ExtendTrainingPlan$;
__webpack_unused_export__ = ExtendTrainingPlanCommand;
__webpack_unused_export__ = ExtendTrainingPlanRequest$;
__webpack_unused_export__ = ExtendTrainingPlanResponse$;
__webpack_unused_export__ = FSxLustreConfig$;
__webpack_unused_export__ = FSxLustreFileSystem$;
__webpack_unused_export__ = FSxLustreFileSystemConfig$;
__webpack_unused_export__ = FailStepMetadata$;
__webpack_unused_export__ = FailureHandlingPolicy;
__webpack_unused_export__ = FairShare;
__webpack_unused_export__ = FeatureDefinition$;
__webpack_unused_export__ = FeatureGroup$;
__webpack_unused_export__ = FeatureGroupSortBy;
__webpack_unused_export__ = FeatureGroupSortOrder;
__webpack_unused_export__ = FeatureGroupStatus;
__webpack_unused_export__ = FeatureGroupSummary$;
__webpack_unused_export__ = FeatureMetadata$;
__webpack_unused_export__ = FeatureParameter$;
__webpack_unused_export__ = FeatureStatus;
__webpack_unused_export__ = FeatureType;
__webpack_unused_export__ = FileSource$;
__webpack_unused_export__ = FileSystemAccessMode;
__webpack_unused_export__ = FileSystemConfig$;
__webpack_unused_export__ = FileSystemDataSource$;
__webpack_unused_export__ = FileSystemType;
__webpack_unused_export__ = FillingType;
__webpack_unused_export__ = Filter$;
__webpack_unused_export__ = FinalAutoMLJobObjectiveMetric$;
__webpack_unused_export__ = FinalHyperParameterTuningJobObjectiveMetric$;
__webpack_unused_export__ = FlatInvocations;
__webpack_unused_export__ = FlowDefinitionOutputConfig$;
__webpack_unused_export__ = FlowDefinitionStatus;
__webpack_unused_export__ = FlowDefinitionSummary$;
__webpack_unused_export__ = Framework;
__webpack_unused_export__ = GenerativeAiSettings$;
__webpack_unused_export__ = GetDeviceFleetReport$;
__webpack_unused_export__ = GetDeviceFleetReportCommand;
__webpack_unused_export__ = GetDeviceFleetReportRequest$;
__webpack_unused_export__ = GetDeviceFleetReportResponse$;
__webpack_unused_export__ = GetLineageGroupPolicy$;
__webpack_unused_export__ = GetLineageGroupPolicyCommand;
__webpack_unused_export__ = GetLineageGroupPolicyRequest$;
__webpack_unused_export__ = GetLineageGroupPolicyResponse$;
__webpack_unused_export__ = GetModelPackageGroupPolicy$;
__webpack_unused_export__ = GetModelPackageGroupPolicyCommand;
__webpack_unused_export__ = GetModelPackageGroupPolicyInput$;
__webpack_unused_export__ = GetModelPackageGroupPolicyOutput$;
__webpack_unused_export__ = GetSagemakerServicecatalogPortfolioStatus$;
__webpack_unused_export__ = GetSagemakerServicecatalogPortfolioStatusCommand;
__webpack_unused_export__ = GetSagemakerServicecatalogPortfolioStatusInput$;
__webpack_unused_export__ = GetSagemakerServicecatalogPortfolioStatusOutput$;
__webpack_unused_export__ = GetScalingConfigurationRecommendation$;
__webpack_unused_export__ = GetScalingConfigurationRecommendationCommand;
__webpack_unused_export__ = GetScalingConfigurationRecommendationRequest$;
__webpack_unused_export__ = GetScalingConfigurationRecommendationResponse$;
__webpack_unused_export__ = GetSearchSuggestions$;
__webpack_unused_export__ = GetSearchSuggestionsCommand;
__webpack_unused_export__ = GetSearchSuggestionsRequest$;
__webpack_unused_export__ = GetSearchSuggestionsResponse$;
__webpack_unused_export__ = GitConfig$;
__webpack_unused_export__ = GitConfigForUpdate$;
__webpack_unused_export__ = HiddenSageMakerImage$;
__webpack_unused_export__ = HolidayConfigAttributes$;
__webpack_unused_export__ = HomeEfsFileSystemCreation;
__webpack_unused_export__ = HubAccessConfig$;
__webpack_unused_export__ = HubContent$;
__webpack_unused_export__ = HubContentDependency$;
__webpack_unused_export__ = HubContentInfo$;
__webpack_unused_export__ = HubContentSortBy;
__webpack_unused_export__ = HubContentStatus;
__webpack_unused_export__ = HubContentSupportStatus;
__webpack_unused_export__ = HubContentType;
__webpack_unused_export__ = HubInfo$;
__webpack_unused_export__ = HubS3StorageConfig$;
__webpack_unused_export__ = HubSortBy;
__webpack_unused_export__ = HubStatus;
__webpack_unused_export__ = HumanLoopActivationConditionsConfig$;
__webpack_unused_export__ = HumanLoopActivationConfig$;
__webpack_unused_export__ = HumanLoopConfig$;
__webpack_unused_export__ = HumanLoopRequestSource$;
__webpack_unused_export__ = HumanTaskConfig$;
__webpack_unused_export__ = HumanTaskUiStatus;
__webpack_unused_export__ = HumanTaskUiSummary$;
__webpack_unused_export__ = HyperParameterAlgorithmSpecification$;
__webpack_unused_export__ = HyperParameterScalingType;
__webpack_unused_export__ = HyperParameterSpecification$;
__webpack_unused_export__ = HyperParameterTrainingJobDefinition$;
__webpack_unused_export__ = HyperParameterTrainingJobSummary$;
__webpack_unused_export__ = HyperParameterTuningAllocationStrategy;
__webpack_unused_export__ = HyperParameterTuningInstanceConfig$;
__webpack_unused_export__ = HyperParameterTuningJobCompletionDetails$;
__webpack_unused_export__ = HyperParameterTuningJobConfig$;
__webpack_unused_export__ = HyperParameterTuningJobConsumedResources$;
__webpack_unused_export__ = HyperParameterTuningJobObjective$;
__webpack_unused_export__ = HyperParameterTuningJobObjectiveType;
__webpack_unused_export__ = HyperParameterTuningJobSearchEntity$;
__webpack_unused_export__ = HyperParameterTuningJobSortByOptions;
__webpack_unused_export__ = HyperParameterTuningJobStatus;
__webpack_unused_export__ = HyperParameterTuningJobStrategyConfig$;
__webpack_unused_export__ = HyperParameterTuningJobStrategyType;
__webpack_unused_export__ = HyperParameterTuningJobSummary$;
__webpack_unused_export__ = HyperParameterTuningJobWarmStartConfig$;
__webpack_unused_export__ = HyperParameterTuningJobWarmStartType;
__webpack_unused_export__ = HyperParameterTuningResourceConfig$;
__webpack_unused_export__ = HyperbandStrategyConfig$;
__webpack_unused_export__ = IPAddressType;
__webpack_unused_export__ = IamIdentity$;
__webpack_unused_export__ = IamPolicyConstraints$;
__webpack_unused_export__ = IdcConfigInput$;
__webpack_unused_export__ = IdcConfigOutput$;
__webpack_unused_export__ = IdentityProviderOAuthSetting$;
__webpack_unused_export__ = IdleResourceSharing;
__webpack_unused_export__ = IdleSettings$;
__webpack_unused_export__ = Image$;
__webpack_unused_export__ = ImageClassificationJobConfig$;
__webpack_unused_export__ = ImageConfig$;
__webpack_unused_export__ = ImageSortBy;
__webpack_unused_export__ = ImageSortOrder;
__webpack_unused_export__ = ImageStatus;
__webpack_unused_export__ = ImageVersion$;
__webpack_unused_export__ = ImageVersionSortBy;
__webpack_unused_export__ = ImageVersionSortOrder;
__webpack_unused_export__ = ImageVersionStatus;
__webpack_unused_export__ = ImportHubContent$;
__webpack_unused_export__ = ImportHubContentCommand;
__webpack_unused_export__ = ImportHubContentRequest$;
__webpack_unused_export__ = ImportHubContentResponse$;
__webpack_unused_export__ = IncludedData;
__webpack_unused_export__ = InferenceComponentAvailabilityZoneBalance$;
__webpack_unused_export__ = InferenceComponentCapacitySize$;
__webpack_unused_export__ = InferenceComponentCapacitySizeType;
__webpack_unused_export__ = InferenceComponentComputeResourceRequirements$;
__webpack_unused_export__ = InferenceComponentContainerSpecification$;
__webpack_unused_export__ = InferenceComponentContainerSpecificationSummary$;
__webpack_unused_export__ = InferenceComponentDataCacheConfig$;
__webpack_unused_export__ = InferenceComponentDataCacheConfigSummary$;
__webpack_unused_export__ = InferenceComponentDeploymentConfig$;
__webpack_unused_export__ = InferenceComponentMetadata$;
__webpack_unused_export__ = InferenceComponentPlacementStatus$;
__webpack_unused_export__ = InferenceComponentPlacementStrategy;
__webpack_unused_export__ = InferenceComponentRollingUpdatePolicy$;
__webpack_unused_export__ = InferenceComponentRuntimeConfig$;
__webpack_unused_export__ = InferenceComponentRuntimeConfigSummary$;
__webpack_unused_export__ = InferenceComponentSchedulingConfig$;
__webpack_unused_export__ = InferenceComponentSortKey;
__webpack_unused_export__ = InferenceComponentSpecification$;
__webpack_unused_export__ = InferenceComponentSpecificationSummary$;
__webpack_unused_export__ = InferenceComponentStartupParameters$;
__webpack_unused_export__ = InferenceComponentStatus;
__webpack_unused_export__ = InferenceComponentSummary$;
__webpack_unused_export__ = InferenceExecutionConfig$;
__webpack_unused_export__ = InferenceExecutionMode;
__webpack_unused_export__ = InferenceExperimentDataStorageConfig$;
__webpack_unused_export__ = InferenceExperimentSchedule$;
__webpack_unused_export__ = InferenceExperimentStatus;
__webpack_unused_export__ = InferenceExperimentStopDesiredState;
__webpack_unused_export__ = InferenceExperimentSummary$;
__webpack_unused_export__ = InferenceExperimentType;
__webpack_unused_export__ = InferenceHubAccessConfig$;
__webpack_unused_export__ = InferenceMetrics$;
__webpack_unused_export__ = InferenceRecommendation$;
__webpack_unused_export__ = InferenceRecommendationsJob$;
__webpack_unused_export__ = InferenceRecommendationsJobStep$;
__webpack_unused_export__ = InferenceSpecification$;
__webpack_unused_export__ = InfraCheckConfig$;
__webpack_unused_export__ = InputConfig$;
__webpack_unused_export__ = InputMode;
__webpack_unused_export__ = InstanceGroup$;
__webpack_unused_export__ = InstanceGroupHealthCheckConfiguration$;
__webpack_unused_export__ = InstanceGroupMetadata$;
__webpack_unused_export__ = InstanceGroupScalingMetadata$;
__webpack_unused_export__ = InstanceGroupStatus;
__webpack_unused_export__ = InstanceMetadata$;
__webpack_unused_export__ = InstanceMetadataServiceConfiguration$;
__webpack_unused_export__ = InstancePlacementConfig$;
__webpack_unused_export__ = InstancePool$;
__webpack_unused_export__ = InstancePoolSummary$;
__webpack_unused_export__ = InstancePreference$;
__webpack_unused_export__ = InstanceRequirementsEniConfiguration$;
__webpack_unused_export__ = IntegerParameterRange$;
__webpack_unused_export__ = IntegerParameterRangeSpecification$;
__webpack_unused_export__ = IsTrackingServerActive;
__webpack_unused_export__ = Job$;
__webpack_unused_export__ = JobCategory;
__webpack_unused_export__ = JobConfigSchemaVersionSummary$;
__webpack_unused_export__ = JobSecondaryStatus;
__webpack_unused_export__ = JobSecondaryStatusTransition$;
__webpack_unused_export__ = JobStatus;
__webpack_unused_export__ = JobStepMetadata$;
__webpack_unused_export__ = JobSummary$;
__webpack_unused_export__ = JobType;
__webpack_unused_export__ = JoinSource;
__webpack_unused_export__ = JupyterLabAppImageConfig$;
__webpack_unused_export__ = JupyterLabAppSettings$;
__webpack_unused_export__ = JupyterServerAppSettings$;
__webpack_unused_export__ = KendraSettings$;
__webpack_unused_export__ = KernelGatewayAppSettings$;
__webpack_unused_export__ = KernelGatewayImageConfig$;
__webpack_unused_export__ = KernelSpec$;
__webpack_unused_export__ = LabelCounters$;
__webpack_unused_export__ = LabelCountersForWorkteam$;
__webpack_unused_export__ = LabelingJobAlgorithmsConfig$;
__webpack_unused_export__ = LabelingJobDataAttributes$;
__webpack_unused_export__ = LabelingJobDataSource$;
__webpack_unused_export__ = LabelingJobForWorkteamSummary$;
__webpack_unused_export__ = LabelingJobInputConfig$;
__webpack_unused_export__ = LabelingJobOutput$;
__webpack_unused_export__ = LabelingJobOutputConfig$;
__webpack_unused_export__ = LabelingJobResourceConfig$;
__webpack_unused_export__ = LabelingJobS3DataSource$;
__webpack_unused_export__ = LabelingJobSnsDataSource$;
__webpack_unused_export__ = LabelingJobStatus;
__webpack_unused_export__ = LabelingJobStoppingConditions$;
__webpack_unused_export__ = LabelingJobSummary$;
__webpack_unused_export__ = LambdaStepMetadata$;
__webpack_unused_export__ = LastUpdateStatus$;
__webpack_unused_export__ = LastUpdateStatusValue;
__webpack_unused_export__ = LifecycleManagement;
__webpack_unused_export__ = LineageGroupSummary$;
__webpack_unused_export__ = LineageMetadata$;
__webpack_unused_export__ = LineageType;
__webpack_unused_export__ = ListAIBenchmarkJobs$;
__webpack_unused_export__ = ListAIBenchmarkJobsCommand;
__webpack_unused_export__ = ListAIBenchmarkJobsRequest$;
__webpack_unused_export__ = ListAIBenchmarkJobsResponse$;
__webpack_unused_export__ = ListAIBenchmarkJobsSortBy;
__webpack_unused_export__ = ListAIRecommendationJobs$;
__webpack_unused_export__ = ListAIRecommendationJobsCommand;
__webpack_unused_export__ = ListAIRecommendationJobsRequest$;
__webpack_unused_export__ = ListAIRecommendationJobsResponse$;
__webpack_unused_export__ = ListAIRecommendationJobsSortBy;
__webpack_unused_export__ = ListAIWorkloadConfigs$;
__webpack_unused_export__ = ListAIWorkloadConfigsCommand;
__webpack_unused_export__ = ListAIWorkloadConfigsRequest$;
__webpack_unused_export__ = ListAIWorkloadConfigsResponse$;
__webpack_unused_export__ = ListAIWorkloadConfigsSortBy;
__webpack_unused_export__ = ListActions$;
__webpack_unused_export__ = ListActionsCommand;
__webpack_unused_export__ = ListActionsRequest$;
__webpack_unused_export__ = ListActionsResponse$;
__webpack_unused_export__ = ListAlgorithms$;
__webpack_unused_export__ = ListAlgorithmsCommand;
__webpack_unused_export__ = ListAlgorithmsInput$;
__webpack_unused_export__ = ListAlgorithmsOutput$;
__webpack_unused_export__ = ListAliases$;
__webpack_unused_export__ = ListAliasesCommand;
__webpack_unused_export__ = ListAliasesRequest$;
__webpack_unused_export__ = ListAliasesResponse$;
__webpack_unused_export__ = ListAppImageConfigs$;
__webpack_unused_export__ = ListAppImageConfigsCommand;
__webpack_unused_export__ = ListAppImageConfigsRequest$;
__webpack_unused_export__ = ListAppImageConfigsResponse$;
__webpack_unused_export__ = ListApps$;
__webpack_unused_export__ = ListAppsCommand;
__webpack_unused_export__ = ListAppsRequest$;
__webpack_unused_export__ = ListAppsResponse$;
__webpack_unused_export__ = ListArtifacts$;
__webpack_unused_export__ = ListArtifactsCommand;
__webpack_unused_export__ = ListArtifactsRequest$;
__webpack_unused_export__ = ListArtifactsResponse$;
__webpack_unused_export__ = ListAssociations$;
__webpack_unused_export__ = ListAssociationsCommand;
__webpack_unused_export__ = ListAssociationsRequest$;
__webpack_unused_export__ = ListAssociationsResponse$;
__webpack_unused_export__ = ListAutoMLJobs$;
__webpack_unused_export__ = ListAutoMLJobsCommand;
__webpack_unused_export__ = ListAutoMLJobsRequest$;
__webpack_unused_export__ = ListAutoMLJobsResponse$;
__webpack_unused_export__ = ListCandidatesForAutoMLJob$;
__webpack_unused_export__ = ListCandidatesForAutoMLJobCommand;
__webpack_unused_export__ = ListCandidatesForAutoMLJobRequest$;
__webpack_unused_export__ = ListCandidatesForAutoMLJobResponse$;
__webpack_unused_export__ = ListClusterEvents$;
__webpack_unused_export__ = ListClusterEventsCommand;
__webpack_unused_export__ = ListClusterEventsRequest$;
__webpack_unused_export__ = ListClusterEventsResponse$;
__webpack_unused_export__ = ListClusterNodes$;
__webpack_unused_export__ = ListClusterNodesCommand;
__webpack_unused_export__ = ListClusterNodesRequest$;
__webpack_unused_export__ = ListClusterNodesResponse$;
__webpack_unused_export__ = ListClusterSchedulerConfigs$;
__webpack_unused_export__ = ListClusterSchedulerConfigsCommand;
__webpack_unused_export__ = ListClusterSchedulerConfigsRequest$;
__webpack_unused_export__ = ListClusterSchedulerConfigsResponse$;
__webpack_unused_export__ = ListClusters$;
__webpack_unused_export__ = ListClustersCommand;
__webpack_unused_export__ = ListClustersRequest$;
__webpack_unused_export__ = ListClustersResponse$;
__webpack_unused_export__ = ListCodeRepositories$;
__webpack_unused_export__ = ListCodeRepositoriesCommand;
__webpack_unused_export__ = ListCodeRepositoriesInput$;
__webpack_unused_export__ = ListCodeRepositoriesOutput$;
__webpack_unused_export__ = ListCompilationJobs$;
__webpack_unused_export__ = ListCompilationJobsCommand;
__webpack_unused_export__ = ListCompilationJobsRequest$;
__webpack_unused_export__ = ListCompilationJobsResponse$;
__webpack_unused_export__ = ListCompilationJobsSortBy;
__webpack_unused_export__ = ListComputeQuotas$;
__webpack_unused_export__ = ListComputeQuotasCommand;
__webpack_unused_export__ = ListComputeQuotasRequest$;
__webpack_unused_export__ = ListComputeQuotasResponse$;
__webpack_unused_export__ = ListContexts$;
__webpack_unused_export__ = ListContextsCommand;
__webpack_unused_export__ = ListContextsRequest$;
__webpack_unused_export__ = ListContextsResponse$;
__webpack_unused_export__ = ListDataQualityJobDefinitions$;
__webpack_unused_export__ = ListDataQualityJobDefinitionsCommand;
__webpack_unused_export__ = ListDataQualityJobDefinitionsRequest$;
__webpack_unused_export__ = ListDataQualityJobDefinitionsResponse$;
__webpack_unused_export__ = ListDeviceFleets$;
__webpack_unused_export__ = ListDeviceFleetsCommand;
__webpack_unused_export__ = ListDeviceFleetsRequest$;
__webpack_unused_export__ = ListDeviceFleetsResponse$;
__webpack_unused_export__ = ListDeviceFleetsSortBy;
__webpack_unused_export__ = ListDevices$;
__webpack_unused_export__ = ListDevicesCommand;
__webpack_unused_export__ = ListDevicesRequest$;
__webpack_unused_export__ = ListDevicesResponse$;
__webpack_unused_export__ = ListDomains$;
__webpack_unused_export__ = ListDomainsCommand;
__webpack_unused_export__ = ListDomainsRequest$;
__webpack_unused_export__ = ListDomainsResponse$;
__webpack_unused_export__ = ListEdgeDeploymentPlans$;
__webpack_unused_export__ = ListEdgeDeploymentPlansCommand;
__webpack_unused_export__ = ListEdgeDeploymentPlansRequest$;
__webpack_unused_export__ = ListEdgeDeploymentPlansResponse$;
__webpack_unused_export__ = ListEdgeDeploymentPlansSortBy;
__webpack_unused_export__ = ListEdgePackagingJobs$;
__webpack_unused_export__ = ListEdgePackagingJobsCommand;
__webpack_unused_export__ = ListEdgePackagingJobsRequest$;
__webpack_unused_export__ = ListEdgePackagingJobsResponse$;
__webpack_unused_export__ = ListEdgePackagingJobsSortBy;
__webpack_unused_export__ = ListEndpointConfigs$;
__webpack_unused_export__ = ListEndpointConfigsCommand;
__webpack_unused_export__ = ListEndpointConfigsInput$;
__webpack_unused_export__ = ListEndpointConfigsOutput$;
__webpack_unused_export__ = ListEndpoints$;
__webpack_unused_export__ = ListEndpointsCommand;
__webpack_unused_export__ = ListEndpointsInput$;
__webpack_unused_export__ = ListEndpointsOutput$;
__webpack_unused_export__ = ListExperiments$;
__webpack_unused_export__ = ListExperimentsCommand;
__webpack_unused_export__ = ListExperimentsRequest$;
__webpack_unused_export__ = ListExperimentsResponse$;
__webpack_unused_export__ = ListFeatureGroups$;
__webpack_unused_export__ = ListFeatureGroupsCommand;
__webpack_unused_export__ = ListFeatureGroupsRequest$;
__webpack_unused_export__ = ListFeatureGroupsResponse$;
__webpack_unused_export__ = ListFlowDefinitions$;
__webpack_unused_export__ = ListFlowDefinitionsCommand;
__webpack_unused_export__ = ListFlowDefinitionsRequest$;
__webpack_unused_export__ = ListFlowDefinitionsResponse$;
__webpack_unused_export__ = ListHubContentVersions$;
__webpack_unused_export__ = ListHubContentVersionsCommand;
__webpack_unused_export__ = ListHubContentVersionsRequest$;
__webpack_unused_export__ = ListHubContentVersionsResponse$;
__webpack_unused_export__ = ListHubContents$;
__webpack_unused_export__ = ListHubContentsCommand;
__webpack_unused_export__ = ListHubContentsRequest$;
__webpack_unused_export__ = ListHubContentsResponse$;
__webpack_unused_export__ = ListHubs$;
__webpack_unused_export__ = ListHubsCommand;
__webpack_unused_export__ = ListHubsRequest$;
__webpack_unused_export__ = ListHubsResponse$;
__webpack_unused_export__ = ListHumanTaskUis$;
__webpack_unused_export__ = ListHumanTaskUisCommand;
__webpack_unused_export__ = ListHumanTaskUisRequest$;
__webpack_unused_export__ = ListHumanTaskUisResponse$;
__webpack_unused_export__ = ListHyperParameterTuningJobs$;
__webpack_unused_export__ = ListHyperParameterTuningJobsCommand;
__webpack_unused_export__ = ListHyperParameterTuningJobsRequest$;
__webpack_unused_export__ = ListHyperParameterTuningJobsResponse$;
__webpack_unused_export__ = ListImageVersions$;
__webpack_unused_export__ = ListImageVersionsCommand;
__webpack_unused_export__ = ListImageVersionsRequest$;
__webpack_unused_export__ = ListImageVersionsResponse$;
__webpack_unused_export__ = ListImages$;
__webpack_unused_export__ = ListImagesCommand;
__webpack_unused_export__ = ListImagesRequest$;
__webpack_unused_export__ = ListImagesResponse$;
__webpack_unused_export__ = ListInferenceComponents$;
__webpack_unused_export__ = ListInferenceComponentsCommand;
__webpack_unused_export__ = ListInferenceComponentsInput$;
__webpack_unused_export__ = ListInferenceComponentsOutput$;
__webpack_unused_export__ = ListInferenceExperiments$;
__webpack_unused_export__ = ListInferenceExperimentsCommand;
__webpack_unused_export__ = ListInferenceExperimentsRequest$;
__webpack_unused_export__ = ListInferenceExperimentsResponse$;
__webpack_unused_export__ = ListInferenceRecommendationsJobSteps$;
__webpack_unused_export__ = ListInferenceRecommendationsJobStepsCommand;
__webpack_unused_export__ = ListInferenceRecommendationsJobStepsRequest$;
__webpack_unused_export__ = ListInferenceRecommendationsJobStepsResponse$;
__webpack_unused_export__ = ListInferenceRecommendationsJobs$;
__webpack_unused_export__ = ListInferenceRecommendationsJobsCommand;
__webpack_unused_export__ = ListInferenceRecommendationsJobsRequest$;
__webpack_unused_export__ = ListInferenceRecommendationsJobsResponse$;
__webpack_unused_export__ = ListInferenceRecommendationsJobsSortBy;
__webpack_unused_export__ = ListJobSchemaVersions$;
__webpack_unused_export__ = ListJobSchemaVersionsCommand;
__webpack_unused_export__ = ListJobSchemaVersionsRequest$;
__webpack_unused_export__ = ListJobSchemaVersionsResponse$;
__webpack_unused_export__ = ListJobs$;
__webpack_unused_export__ = ListJobsCommand;
__webpack_unused_export__ = ListJobsRequest$;
__webpack_unused_export__ = ListJobsResponse$;
__webpack_unused_export__ = ListLabelingJobs$;
__webpack_unused_export__ = ListLabelingJobsCommand;
__webpack_unused_export__ = ListLabelingJobsForWorkteam$;
__webpack_unused_export__ = ListLabelingJobsForWorkteamCommand;
__webpack_unused_export__ = ListLabelingJobsForWorkteamRequest$;
__webpack_unused_export__ = ListLabelingJobsForWorkteamResponse$;
__webpack_unused_export__ = ListLabelingJobsForWorkteamSortByOptions;
__webpack_unused_export__ = ListLabelingJobsRequest$;
__webpack_unused_export__ = ListLabelingJobsResponse$;
__webpack_unused_export__ = ListLineageGroups$;
__webpack_unused_export__ = ListLineageGroupsCommand;
__webpack_unused_export__ = ListLineageGroupsRequest$;
__webpack_unused_export__ = ListLineageGroupsResponse$;
__webpack_unused_export__ = ListMlflowApps$;
__webpack_unused_export__ = ListMlflowAppsCommand;
__webpack_unused_export__ = ListMlflowAppsRequest$;
__webpack_unused_export__ = ListMlflowAppsResponse$;
__webpack_unused_export__ = ListMlflowTrackingServers$;
__webpack_unused_export__ = ListMlflowTrackingServersCommand;
__webpack_unused_export__ = ListMlflowTrackingServersRequest$;
__webpack_unused_export__ = ListMlflowTrackingServersResponse$;
__webpack_unused_export__ = ListModelBiasJobDefinitions$;
__webpack_unused_export__ = ListModelBiasJobDefinitionsCommand;
__webpack_unused_export__ = ListModelBiasJobDefinitionsRequest$;
__webpack_unused_export__ = ListModelBiasJobDefinitionsResponse$;
__webpack_unused_export__ = ListModelCardExportJobs$;
__webpack_unused_export__ = ListModelCardExportJobsCommand;
__webpack_unused_export__ = ListModelCardExportJobsRequest$;
__webpack_unused_export__ = ListModelCardExportJobsResponse$;
__webpack_unused_export__ = ListModelCardVersions$;
__webpack_unused_export__ = ListModelCardVersionsCommand;
__webpack_unused_export__ = ListModelCardVersionsRequest$;
__webpack_unused_export__ = ListModelCardVersionsResponse$;
__webpack_unused_export__ = ListModelCards$;
__webpack_unused_export__ = ListModelCardsCommand;
__webpack_unused_export__ = ListModelCardsRequest$;
__webpack_unused_export__ = ListModelCardsResponse$;
__webpack_unused_export__ = ListModelExplainabilityJobDefinitions$;
__webpack_unused_export__ = ListModelExplainabilityJobDefinitionsCommand;
__webpack_unused_export__ = ListModelExplainabilityJobDefinitionsRequest$;
__webpack_unused_export__ = ListModelExplainabilityJobDefinitionsResponse$;
__webpack_unused_export__ = ListModelMetadata$;
__webpack_unused_export__ = ListModelMetadataCommand;
__webpack_unused_export__ = ListModelMetadataRequest$;
__webpack_unused_export__ = ListModelMetadataResponse$;
__webpack_unused_export__ = ListModelPackageGroups$;
__webpack_unused_export__ = ListModelPackageGroupsCommand;
__webpack_unused_export__ = ListModelPackageGroupsInput$;
__webpack_unused_export__ = ListModelPackageGroupsOutput$;
__webpack_unused_export__ = ListModelPackages$;
exports.MTG = ListModelPackagesCommand;
__webpack_unused_export__ = ListModelPackagesInput$;
__webpack_unused_export__ = ListModelPackagesOutput$;
__webpack_unused_export__ = ListModelQualityJobDefinitions$;
__webpack_unused_export__ = ListModelQualityJobDefinitionsCommand;
__webpack_unused_export__ = ListModelQualityJobDefinitionsRequest$;
__webpack_unused_export__ = ListModelQualityJobDefinitionsResponse$;
__webpack_unused_export__ = ListModels$;
__webpack_unused_export__ = ListModelsCommand;
__webpack_unused_export__ = ListModelsInput$;
__webpack_unused_export__ = ListModelsOutput$;
__webpack_unused_export__ = ListMonitoringAlertHistory$;
__webpack_unused_export__ = ListMonitoringAlertHistoryCommand;
__webpack_unused_export__ = ListMonitoringAlertHistoryRequest$;
__webpack_unused_export__ = ListMonitoringAlertHistoryResponse$;
__webpack_unused_export__ = ListMonitoringAlerts$;
__webpack_unused_export__ = ListMonitoringAlertsCommand;
__webpack_unused_export__ = ListMonitoringAlertsRequest$;
__webpack_unused_export__ = ListMonitoringAlertsResponse$;
__webpack_unused_export__ = ListMonitoringExecutions$;
__webpack_unused_export__ = ListMonitoringExecutionsCommand;
__webpack_unused_export__ = ListMonitoringExecutionsRequest$;
__webpack_unused_export__ = ListMonitoringExecutionsResponse$;
__webpack_unused_export__ = ListMonitoringSchedules$;
__webpack_unused_export__ = ListMonitoringSchedulesCommand;
__webpack_unused_export__ = ListMonitoringSchedulesRequest$;
__webpack_unused_export__ = ListMonitoringSchedulesResponse$;
__webpack_unused_export__ = ListNotebookInstanceLifecycleConfigs$;
__webpack_unused_export__ = ListNotebookInstanceLifecycleConfigsCommand;
__webpack_unused_export__ = ListNotebookInstanceLifecycleConfigsInput$;
__webpack_unused_export__ = ListNotebookInstanceLifecycleConfigsOutput$;
__webpack_unused_export__ = ListNotebookInstances$;
__webpack_unused_export__ = ListNotebookInstancesCommand;
__webpack_unused_export__ = ListNotebookInstancesInput$;
__webpack_unused_export__ = ListNotebookInstancesOutput$;
__webpack_unused_export__ = ListOptimizationJobs$;
__webpack_unused_export__ = ListOptimizationJobsCommand;
__webpack_unused_export__ = ListOptimizationJobsRequest$;
__webpack_unused_export__ = ListOptimizationJobsResponse$;
__webpack_unused_export__ = ListOptimizationJobsSortBy;
__webpack_unused_export__ = ListPartnerApps$;
__webpack_unused_export__ = ListPartnerAppsCommand;
__webpack_unused_export__ = ListPartnerAppsRequest$;
__webpack_unused_export__ = ListPartnerAppsResponse$;
__webpack_unused_export__ = ListPipelineExecutionSteps$;
__webpack_unused_export__ = ListPipelineExecutionStepsCommand;
__webpack_unused_export__ = ListPipelineExecutionStepsRequest$;
__webpack_unused_export__ = ListPipelineExecutionStepsResponse$;
__webpack_unused_export__ = ListPipelineExecutions$;
__webpack_unused_export__ = ListPipelineExecutionsCommand;
__webpack_unused_export__ = ListPipelineExecutionsRequest$;
__webpack_unused_export__ = ListPipelineExecutionsResponse$;
__webpack_unused_export__ = ListPipelineParametersForExecution$;
__webpack_unused_export__ = ListPipelineParametersForExecutionCommand;
__webpack_unused_export__ = ListPipelineParametersForExecutionRequest$;
__webpack_unused_export__ = ListPipelineParametersForExecutionResponse$;
__webpack_unused_export__ = ListPipelineVersions$;
__webpack_unused_export__ = ListPipelineVersionsCommand;
__webpack_unused_export__ = ListPipelineVersionsRequest$;
__webpack_unused_export__ = ListPipelineVersionsResponse$;
__webpack_unused_export__ = ListPipelines$;
__webpack_unused_export__ = ListPipelinesCommand;
__webpack_unused_export__ = ListPipelinesRequest$;
__webpack_unused_export__ = ListPipelinesResponse$;
__webpack_unused_export__ = ListProcessingJobs$;
__webpack_unused_export__ = ListProcessingJobsCommand;
__webpack_unused_export__ = ListProcessingJobsRequest$;
__webpack_unused_export__ = ListProcessingJobsResponse$;
__webpack_unused_export__ = ListProjects$;
__webpack_unused_export__ = ListProjectsCommand;
__webpack_unused_export__ = ListProjectsInput$;
__webpack_unused_export__ = ListProjectsOutput$;
__webpack_unused_export__ = ListResourceCatalogs$;
__webpack_unused_export__ = ListResourceCatalogsCommand;
__webpack_unused_export__ = ListResourceCatalogsRequest$;
__webpack_unused_export__ = ListResourceCatalogsResponse$;
__webpack_unused_export__ = ListSpaces$;
__webpack_unused_export__ = ListSpacesCommand;
__webpack_unused_export__ = ListSpacesRequest$;
__webpack_unused_export__ = ListSpacesResponse$;
__webpack_unused_export__ = ListStageDevices$;
__webpack_unused_export__ = ListStageDevicesCommand;
__webpack_unused_export__ = ListStageDevicesRequest$;
__webpack_unused_export__ = ListStageDevicesResponse$;
__webpack_unused_export__ = ListStudioLifecycleConfigs$;
__webpack_unused_export__ = ListStudioLifecycleConfigsCommand;
__webpack_unused_export__ = ListStudioLifecycleConfigsRequest$;
__webpack_unused_export__ = ListStudioLifecycleConfigsResponse$;
__webpack_unused_export__ = ListSubscribedWorkteams$;
__webpack_unused_export__ = ListSubscribedWorkteamsCommand;
__webpack_unused_export__ = ListSubscribedWorkteamsRequest$;
__webpack_unused_export__ = ListSubscribedWorkteamsResponse$;
__webpack_unused_export__ = ListTags$;
__webpack_unused_export__ = ListTagsCommand;
__webpack_unused_export__ = ListTagsInput$;
__webpack_unused_export__ = ListTagsOutput$;
__webpack_unused_export__ = ListTrainingJobs$;
__webpack_unused_export__ = ListTrainingJobsCommand;
__webpack_unused_export__ = ListTrainingJobsForHyperParameterTuningJob$;
__webpack_unused_export__ = ListTrainingJobsForHyperParameterTuningJobCommand;
__webpack_unused_export__ = ListTrainingJobsForHyperParameterTuningJobRequest$;
__webpack_unused_export__ = ListTrainingJobsForHyperParameterTuningJobResponse$;
__webpack_unused_export__ = ListTrainingJobsRequest$;
__webpack_unused_export__ = ListTrainingJobsResponse$;
__webpack_unused_export__ = ListTrainingPlans$;
__webpack_unused_export__ = ListTrainingPlansCommand;
__webpack_unused_export__ = ListTrainingPlansRequest$;
__webpack_unused_export__ = ListTrainingPlansResponse$;
__webpack_unused_export__ = ListTransformJobs$;
__webpack_unused_export__ = ListTransformJobsCommand;
__webpack_unused_export__ = ListTransformJobsRequest$;
__webpack_unused_export__ = ListTransformJobsResponse$;
__webpack_unused_export__ = ListTrialComponents$;
__webpack_unused_export__ = ListTrialComponentsCommand;
__webpack_unused_export__ = ListTrialComponentsRequest$;
__webpack_unused_export__ = ListTrialComponentsResponse$;
__webpack_unused_export__ = ListTrials$;
__webpack_unused_export__ = ListTrialsCommand;
__webpack_unused_export__ = ListTrialsRequest$;
__webpack_unused_export__ = ListTrialsResponse$;
__webpack_unused_export__ = ListUltraServersByReservedCapacity$;
__webpack_unused_export__ = ListUltraServersByReservedCapacityCommand;
__webpack_unused_export__ = ListUltraServersByReservedCapacityRequest$;
__webpack_unused_export__ = ListUltraServersByReservedCapacityResponse$;
__webpack_unused_export__ = ListUserProfiles$;
__webpack_unused_export__ = ListUserProfilesCommand;
__webpack_unused_export__ = ListUserProfilesRequest$;
__webpack_unused_export__ = ListUserProfilesResponse$;
__webpack_unused_export__ = ListWorkforces$;
__webpack_unused_export__ = ListWorkforcesCommand;
__webpack_unused_export__ = ListWorkforcesRequest$;
__webpack_unused_export__ = ListWorkforcesResponse$;
__webpack_unused_export__ = ListWorkforcesSortByOptions;
__webpack_unused_export__ = ListWorkteams$;
__webpack_unused_export__ = ListWorkteamsCommand;
__webpack_unused_export__ = ListWorkteamsRequest$;
__webpack_unused_export__ = ListWorkteamsResponse$;
__webpack_unused_export__ = ListWorkteamsSortByOptions;
__webpack_unused_export__ = MIGProfileType;
__webpack_unused_export__ = MLflowConfiguration$;
__webpack_unused_export__ = MaintenanceStatus;
__webpack_unused_export__ = ManagedConfiguration$;
__webpack_unused_export__ = ManagedInstanceScalingScaleInStrategy;
__webpack_unused_export__ = ManagedInstanceScalingStatus;
__webpack_unused_export__ = ManagedStorageType;
__webpack_unused_export__ = MemberDefinition$;
__webpack_unused_export__ = MetadataProperties$;
__webpack_unused_export__ = MetricData$;
__webpack_unused_export__ = MetricDatum$;
__webpack_unused_export__ = MetricDefinition$;
__webpack_unused_export__ = MetricPublishFrequencyInSeconds;
__webpack_unused_export__ = MetricSetSource;
__webpack_unused_export__ = MetricSpecification$;
__webpack_unused_export__ = MetricsConfig$;
__webpack_unused_export__ = MetricsEndpoint$;
__webpack_unused_export__ = MetricsSource$;
__webpack_unused_export__ = MlTools;
__webpack_unused_export__ = MlflowAppStatus;
__webpack_unused_export__ = MlflowAppSummary$;
__webpack_unused_export__ = MlflowConfig$;
__webpack_unused_export__ = MlflowDetails$;
__webpack_unused_export__ = Model$;
__webpack_unused_export__ = ModelAccessConfig$;
__webpack_unused_export__ = ModelApprovalStatus;
__webpack_unused_export__ = ModelArtifacts$;
__webpack_unused_export__ = ModelBiasAppSpecification$;
__webpack_unused_export__ = ModelBiasBaselineConfig$;
__webpack_unused_export__ = ModelBiasJobInput$;
__webpack_unused_export__ = ModelCacheSetting;
__webpack_unused_export__ = ModelCard$;
__webpack_unused_export__ = ModelCardExportArtifacts$;
__webpack_unused_export__ = ModelCardExportJobSortBy;
__webpack_unused_export__ = ModelCardExportJobSortOrder;
__webpack_unused_export__ = ModelCardExportJobStatus;
__webpack_unused_export__ = ModelCardExportJobSummary$;
__webpack_unused_export__ = ModelCardExportOutputConfig$;
__webpack_unused_export__ = ModelCardProcessingStatus;
__webpack_unused_export__ = ModelCardSecurityConfig$;
__webpack_unused_export__ = ModelCardSortBy;
__webpack_unused_export__ = ModelCardSortOrder;
__webpack_unused_export__ = ModelCardStatus;
__webpack_unused_export__ = ModelCardSummary$;
__webpack_unused_export__ = ModelCardVersionSortBy;
__webpack_unused_export__ = ModelCardVersionSummary$;
__webpack_unused_export__ = ModelClientConfig$;
__webpack_unused_export__ = ModelCompilationConfig$;
__webpack_unused_export__ = ModelCompressionType;
__webpack_unused_export__ = ModelConfiguration$;
__webpack_unused_export__ = ModelDashboardEndpoint$;
__webpack_unused_export__ = ModelDashboardIndicatorAction$;
__webpack_unused_export__ = ModelDashboardModel$;
__webpack_unused_export__ = ModelDashboardModelCard$;
__webpack_unused_export__ = ModelDashboardMonitoringSchedule$;
__webpack_unused_export__ = ModelDataQuality$;
__webpack_unused_export__ = ModelDataSource$;
__webpack_unused_export__ = ModelDeployConfig$;
__webpack_unused_export__ = ModelDeployResult$;
__webpack_unused_export__ = ModelDigests$;
__webpack_unused_export__ = ModelExplainabilityAppSpecification$;
__webpack_unused_export__ = ModelExplainabilityBaselineConfig$;
__webpack_unused_export__ = ModelExplainabilityJobInput$;
__webpack_unused_export__ = ModelInfrastructureConfig$;
__webpack_unused_export__ = ModelInfrastructureType;
__webpack_unused_export__ = ModelInput$;
__webpack_unused_export__ = ModelLatencyThreshold$;
__webpack_unused_export__ = ModelLifeCycle$;
__webpack_unused_export__ = ModelMetadataFilter$;
__webpack_unused_export__ = ModelMetadataFilterType;
__webpack_unused_export__ = ModelMetadataSearchExpression$;
__webpack_unused_export__ = ModelMetadataSummary$;
__webpack_unused_export__ = ModelMetrics$;
__webpack_unused_export__ = ModelPackage$;
__webpack_unused_export__ = ModelPackageConfig$;
__webpack_unused_export__ = ModelPackageContainerDefinition$;
__webpack_unused_export__ = ModelPackageGroup$;
__webpack_unused_export__ = ModelPackageGroupSortBy;
__webpack_unused_export__ = ModelPackageGroupStatus;
__webpack_unused_export__ = ModelPackageGroupSummary$;
__webpack_unused_export__ = ModelPackageModelCard$;
__webpack_unused_export__ = ModelPackageRegistrationType;
__webpack_unused_export__ = ModelPackageSecurityConfig$;
__webpack_unused_export__ = ModelPackageSortBy;
__webpack_unused_export__ = ModelPackageStatus;
__webpack_unused_export__ = ModelPackageStatusDetails$;
__webpack_unused_export__ = ModelPackageStatusItem$;
__webpack_unused_export__ = ModelPackageSummary$;
__webpack_unused_export__ = ModelPackageType;
__webpack_unused_export__ = ModelPackageValidationProfile$;
__webpack_unused_export__ = ModelPackageValidationSpecification$;
__webpack_unused_export__ = ModelQuality$;
__webpack_unused_export__ = ModelQualityAppSpecification$;
__webpack_unused_export__ = ModelQualityBaselineConfig$;
__webpack_unused_export__ = ModelQualityJobInput$;
__webpack_unused_export__ = ModelQuantizationConfig$;
__webpack_unused_export__ = ModelRegisterSettings$;
__webpack_unused_export__ = ModelRegistrationMode;
__webpack_unused_export__ = ModelShardingConfig$;
__webpack_unused_export__ = ModelSortKey;
__webpack_unused_export__ = ModelSpeculativeDecodingConfig$;
__webpack_unused_export__ = ModelSpeculativeDecodingS3DataType;
__webpack_unused_export__ = ModelSpeculativeDecodingTechnique;
__webpack_unused_export__ = ModelSpeculativeDecodingTrainingDataSource$;
__webpack_unused_export__ = ModelStepMetadata$;
__webpack_unused_export__ = ModelSummary$;
__webpack_unused_export__ = ModelVariantAction;
__webpack_unused_export__ = ModelVariantConfig$;
__webpack_unused_export__ = ModelVariantConfigSummary$;
__webpack_unused_export__ = ModelVariantStatus;
__webpack_unused_export__ = MonitoringAlertActions$;
__webpack_unused_export__ = MonitoringAlertHistorySortKey;
__webpack_unused_export__ = MonitoringAlertHistorySummary$;
__webpack_unused_export__ = MonitoringAlertStatus;
__webpack_unused_export__ = MonitoringAlertSummary$;
__webpack_unused_export__ = MonitoringAppSpecification$;
__webpack_unused_export__ = MonitoringBaselineConfig$;
__webpack_unused_export__ = MonitoringClusterConfig$;
__webpack_unused_export__ = MonitoringConstraintsResource$;
__webpack_unused_export__ = MonitoringCsvDatasetFormat$;
__webpack_unused_export__ = MonitoringDatasetFormat$;
__webpack_unused_export__ = MonitoringExecutionSortKey;
__webpack_unused_export__ = MonitoringExecutionSummary$;
__webpack_unused_export__ = MonitoringGroundTruthS3Input$;
__webpack_unused_export__ = MonitoringInput$;
__webpack_unused_export__ = MonitoringJobDefinition$;
__webpack_unused_export__ = MonitoringJobDefinitionSortKey;
__webpack_unused_export__ = MonitoringJobDefinitionSummary$;
__webpack_unused_export__ = MonitoringJsonDatasetFormat$;
__webpack_unused_export__ = MonitoringNetworkConfig$;
__webpack_unused_export__ = MonitoringOutput$;
__webpack_unused_export__ = MonitoringOutputConfig$;
__webpack_unused_export__ = MonitoringParquetDatasetFormat$;
__webpack_unused_export__ = MonitoringProblemType;
__webpack_unused_export__ = MonitoringResources$;
__webpack_unused_export__ = MonitoringS3Output$;
__webpack_unused_export__ = MonitoringSchedule$;
__webpack_unused_export__ = MonitoringScheduleConfig$;
__webpack_unused_export__ = MonitoringScheduleSortKey;
__webpack_unused_export__ = MonitoringScheduleSummary$;
__webpack_unused_export__ = MonitoringStatisticsResource$;
__webpack_unused_export__ = MonitoringStoppingCondition$;
__webpack_unused_export__ = MonitoringType;
__webpack_unused_export__ = MultiModelConfig$;
__webpack_unused_export__ = NeoVpcConfig$;
__webpack_unused_export__ = NestedFilters$;
__webpack_unused_export__ = NetworkConfig$;
__webpack_unused_export__ = NodeAdditionResult$;
__webpack_unused_export__ = NodeUnavailabilityType;
__webpack_unused_export__ = NotebookInstanceAcceleratorType;
__webpack_unused_export__ = NotebookInstanceLifecycleConfigSortKey;
__webpack_unused_export__ = NotebookInstanceLifecycleConfigSortOrder;
__webpack_unused_export__ = NotebookInstanceLifecycleConfigSummary$;
__webpack_unused_export__ = NotebookInstanceLifecycleHook$;
__webpack_unused_export__ = NotebookInstanceSortKey;
__webpack_unused_export__ = NotebookInstanceSortOrder;
__webpack_unused_export__ = NotebookInstanceStatus;
__webpack_unused_export__ = NotebookInstanceSummary$;
__webpack_unused_export__ = NotebookOutputOption;
__webpack_unused_export__ = NotificationConfiguration$;
__webpack_unused_export__ = ObjectiveStatus;
__webpack_unused_export__ = ObjectiveStatusCounters$;
__webpack_unused_export__ = OfflineStoreConfig$;
__webpack_unused_export__ = OfflineStoreStatus$;
__webpack_unused_export__ = OfflineStoreStatusValue;
__webpack_unused_export__ = OidcConfig$;
__webpack_unused_export__ = OidcConfigForResponse$;
__webpack_unused_export__ = OidcMemberDefinition$;
__webpack_unused_export__ = OnlineStoreConfig$;
__webpack_unused_export__ = OnlineStoreConfigUpdate$;
__webpack_unused_export__ = OnlineStoreSecurityConfig$;
__webpack_unused_export__ = Operator;
__webpack_unused_export__ = OptimizationConfig$;
__webpack_unused_export__ = OptimizationJobDeploymentInstanceType;
__webpack_unused_export__ = OptimizationJobModelSource$;
__webpack_unused_export__ = OptimizationJobModelSourceS3$;
__webpack_unused_export__ = OptimizationJobOutputConfig$;
__webpack_unused_export__ = OptimizationJobStatus;
__webpack_unused_export__ = OptimizationJobSummary$;
__webpack_unused_export__ = OptimizationModelAccessConfig$;
__webpack_unused_export__ = OptimizationOutput$;
__webpack_unused_export__ = OptimizationSageMakerModel$;
__webpack_unused_export__ = OptimizationVpcConfig$;
__webpack_unused_export__ = OrderKey;
__webpack_unused_export__ = OutputCompressionType;
__webpack_unused_export__ = OutputConfig$;
__webpack_unused_export__ = OutputDataConfig$;
__webpack_unused_export__ = OutputParameter$;
__webpack_unused_export__ = OwnershipSettings$;
__webpack_unused_export__ = OwnershipSettingsSummary$;
__webpack_unused_export__ = ParallelismConfiguration$;
__webpack_unused_export__ = Parameter$;
__webpack_unused_export__ = ParameterRange$;
__webpack_unused_export__ = ParameterRanges$;
__webpack_unused_export__ = ParameterType;
__webpack_unused_export__ = Parent$;
__webpack_unused_export__ = ParentHyperParameterTuningJob$;
__webpack_unused_export__ = PartnerAppAuthType;
__webpack_unused_export__ = PartnerAppConfig$;
__webpack_unused_export__ = PartnerAppMaintenanceConfig$;
__webpack_unused_export__ = PartnerAppStatus;
__webpack_unused_export__ = PartnerAppSummary$;
__webpack_unused_export__ = PartnerAppType;
__webpack_unused_export__ = Peft;
__webpack_unused_export__ = PendingDeploymentSummary$;
__webpack_unused_export__ = PendingProductionVariantSummary$;
__webpack_unused_export__ = Phase$;
__webpack_unused_export__ = Pipeline$;
__webpack_unused_export__ = PipelineDefinitionS3Location$;
__webpack_unused_export__ = PipelineExecution$;
__webpack_unused_export__ = PipelineExecutionStatus;
__webpack_unused_export__ = PipelineExecutionStep$;
__webpack_unused_export__ = PipelineExecutionStepMetadata$;
__webpack_unused_export__ = PipelineExecutionSummary$;
__webpack_unused_export__ = PipelineExperimentConfig$;
__webpack_unused_export__ = PipelineStatus;
__webpack_unused_export__ = PipelineSummary$;
__webpack_unused_export__ = PipelineVersion$;
__webpack_unused_export__ = PipelineVersionSummary$;
__webpack_unused_export__ = PlacementSpecification$;
__webpack_unused_export__ = PredefinedMetricSpecification$;
__webpack_unused_export__ = PreemptTeamTasks;
__webpack_unused_export__ = PrefixAwareRoutingConfig$;
__webpack_unused_export__ = PresignedUrlAccessConfig$;
__webpack_unused_export__ = PriorityClass$;
__webpack_unused_export__ = ProblemType;
__webpack_unused_export__ = ProcessingClusterConfig$;
__webpack_unused_export__ = ProcessingFeatureStoreOutput$;
__webpack_unused_export__ = ProcessingInput$;
__webpack_unused_export__ = ProcessingInstancePreference$;
__webpack_unused_export__ = ProcessingInstanceType;
__webpack_unused_export__ = ProcessingJob$;
__webpack_unused_export__ = ProcessingJobStatus;
__webpack_unused_export__ = ProcessingJobStepMetadata$;
__webpack_unused_export__ = ProcessingJobSummary$;
__webpack_unused_export__ = ProcessingOutput$;
__webpack_unused_export__ = ProcessingOutputConfig$;
__webpack_unused_export__ = ProcessingResources$;
__webpack_unused_export__ = ProcessingS3CompressionType;
__webpack_unused_export__ = ProcessingS3DataDistributionType;
__webpack_unused_export__ = ProcessingS3DataType;
__webpack_unused_export__ = ProcessingS3Input$;
__webpack_unused_export__ = ProcessingS3InputMode;
__webpack_unused_export__ = ProcessingS3Output$;
__webpack_unused_export__ = ProcessingS3UploadMode;
__webpack_unused_export__ = ProcessingStoppingCondition$;
__webpack_unused_export__ = Processor;
__webpack_unused_export__ = ProductionVariant$;
__webpack_unused_export__ = ProductionVariantAcceleratorType;
__webpack_unused_export__ = ProductionVariantCapacityReservationConfig$;
__webpack_unused_export__ = ProductionVariantCapacityReservationSummary$;
__webpack_unused_export__ = ProductionVariantCoreDumpConfig$;
__webpack_unused_export__ = ProductionVariantInferenceAmiVersion;
__webpack_unused_export__ = ProductionVariantInstanceType;
__webpack_unused_export__ = ProductionVariantManagedInstanceScaling$;
__webpack_unused_export__ = ProductionVariantManagedInstanceScalingScaleInPolicy$;
__webpack_unused_export__ = ProductionVariantRoutingConfig$;
__webpack_unused_export__ = ProductionVariantServerlessConfig$;
__webpack_unused_export__ = ProductionVariantServerlessUpdateConfig$;
__webpack_unused_export__ = ProductionVariantStatus$;
__webpack_unused_export__ = ProductionVariantSummary$;
__webpack_unused_export__ = ProfilerConfig$;
__webpack_unused_export__ = ProfilerConfigForUpdate$;
__webpack_unused_export__ = ProfilerRuleConfiguration$;
__webpack_unused_export__ = ProfilerRuleEvaluationStatus$;
__webpack_unused_export__ = ProfilingStatus;
__webpack_unused_export__ = Project$;
__webpack_unused_export__ = ProjectSortBy;
__webpack_unused_export__ = ProjectSortOrder;
__webpack_unused_export__ = ProjectStatus;
__webpack_unused_export__ = ProjectSummary$;
__webpack_unused_export__ = PropertyNameQuery$;
__webpack_unused_export__ = PropertyNameSuggestion$;
__webpack_unused_export__ = ProvisioningParameter$;
__webpack_unused_export__ = PublicWorkforceTaskPrice$;
__webpack_unused_export__ = PutModelPackageGroupPolicy$;
__webpack_unused_export__ = PutModelPackageGroupPolicyCommand;
__webpack_unused_export__ = PutModelPackageGroupPolicyInput$;
__webpack_unused_export__ = PutModelPackageGroupPolicyOutput$;
__webpack_unused_export__ = QualityCheckStepMetadata$;
__webpack_unused_export__ = QueryFilters$;
__webpack_unused_export__ = QueryLineage$;
__webpack_unused_export__ = QueryLineageCommand;
__webpack_unused_export__ = QueryLineageRequest$;
__webpack_unused_export__ = QueryLineageResponse$;
__webpack_unused_export__ = RSessionAppSettings$;
__webpack_unused_export__ = RStudioServerProAccessStatus;
__webpack_unused_export__ = RStudioServerProAppSettings$;
__webpack_unused_export__ = RStudioServerProDomainSettings$;
__webpack_unused_export__ = RStudioServerProDomainSettingsForUpdate$;
__webpack_unused_export__ = RStudioServerProUserGroup;
__webpack_unused_export__ = RealTimeInferenceConfig$;
__webpack_unused_export__ = RealTimeInferenceRecommendation$;
__webpack_unused_export__ = RecommendationJobCompiledOutputConfig$;
__webpack_unused_export__ = RecommendationJobContainerConfig$;
__webpack_unused_export__ = RecommendationJobInferenceBenchmark$;
__webpack_unused_export__ = RecommendationJobInputConfig$;
__webpack_unused_export__ = RecommendationJobOutputConfig$;
__webpack_unused_export__ = RecommendationJobPayloadConfig$;
__webpack_unused_export__ = RecommendationJobResourceLimit$;
__webpack_unused_export__ = RecommendationJobStatus;
__webpack_unused_export__ = RecommendationJobStoppingConditions$;
__webpack_unused_export__ = RecommendationJobSupportedEndpointType;
__webpack_unused_export__ = RecommendationJobType;
__webpack_unused_export__ = RecommendationJobVpcConfig$;
__webpack_unused_export__ = RecommendationMetrics$;
__webpack_unused_export__ = RecommendationStatus;
__webpack_unused_export__ = RecommendationStepType;
__webpack_unused_export__ = RecordWrapper;
__webpack_unused_export__ = RedshiftDatasetDefinition$;
__webpack_unused_export__ = RedshiftResultCompressionType;
__webpack_unused_export__ = RedshiftResultFormat;
__webpack_unused_export__ = RegisterDevices$;
__webpack_unused_export__ = RegisterDevicesCommand;
__webpack_unused_export__ = RegisterDevicesRequest$;
__webpack_unused_export__ = RegisterModelStepMetadata$;
__webpack_unused_export__ = Relation;
__webpack_unused_export__ = RemoteDebugConfig$;
__webpack_unused_export__ = RemoteDebugConfigForUpdate$;
__webpack_unused_export__ = RenderUiTemplate$;
__webpack_unused_export__ = RenderUiTemplateCommand;
__webpack_unused_export__ = RenderUiTemplateRequest$;
__webpack_unused_export__ = RenderUiTemplateResponse$;
__webpack_unused_export__ = RenderableTask$;
__webpack_unused_export__ = RenderingError$;
__webpack_unused_export__ = RepositoryAccessMode;
__webpack_unused_export__ = RepositoryAuthConfig$;
__webpack_unused_export__ = ReservedCapacityInstanceType;
__webpack_unused_export__ = ReservedCapacityOffering$;
__webpack_unused_export__ = ReservedCapacityStatus;
__webpack_unused_export__ = ReservedCapacitySummary$;
__webpack_unused_export__ = ReservedCapacityType;
__webpack_unused_export__ = ResolvedAttributes$;
__webpack_unused_export__ = ResourceCatalog$;
__webpack_unused_export__ = ResourceCatalogSortBy;
__webpack_unused_export__ = ResourceCatalogSortOrder;
__webpack_unused_export__ = ResourceConfig$;
__webpack_unused_export__ = ResourceConfigForUpdate$;
__webpack_unused_export__ = ResourceInUse;
__webpack_unused_export__ = ResourceInUse$;
__webpack_unused_export__ = ResourceLimitExceeded;
__webpack_unused_export__ = ResourceLimitExceeded$;
__webpack_unused_export__ = ResourceLimits$;
__webpack_unused_export__ = ResourceNotFound;
__webpack_unused_export__ = ResourceNotFound$;
__webpack_unused_export__ = ResourceSharingConfig$;
__webpack_unused_export__ = ResourceSharingStrategy;
__webpack_unused_export__ = ResourceSpec$;
__webpack_unused_export__ = ResourceType;
__webpack_unused_export__ = RetentionPolicy$;
__webpack_unused_export__ = RetentionType;
__webpack_unused_export__ = RetryPipelineExecution$;
__webpack_unused_export__ = RetryPipelineExecutionCommand;
__webpack_unused_export__ = RetryPipelineExecutionRequest$;
__webpack_unused_export__ = RetryPipelineExecutionResponse$;
__webpack_unused_export__ = RetryStrategy$;
__webpack_unused_export__ = RoleGroupAssignment$;
__webpack_unused_export__ = RollingDeploymentPolicy$;
__webpack_unused_export__ = RollingUpdatePolicy$;
__webpack_unused_export__ = RootAccess;
__webpack_unused_export__ = RoutingStrategy;
__webpack_unused_export__ = RuleEvaluationStatus;
__webpack_unused_export__ = S3DataDistribution;
__webpack_unused_export__ = S3DataSource$;
__webpack_unused_export__ = S3DataType;
__webpack_unused_export__ = S3FileSystem$;
__webpack_unused_export__ = S3FileSystemConfig$;
__webpack_unused_export__ = S3ModelDataSource$;
__webpack_unused_export__ = S3ModelDataType;
__webpack_unused_export__ = S3Presign$;
__webpack_unused_export__ = S3StorageConfig$;
__webpack_unused_export__ = SageMaker;
exports.kHU = SageMakerClient;
__webpack_unused_export__ = SageMakerImageName;
__webpack_unused_export__ = SageMakerResourceName;
__webpack_unused_export__ = SageMakerServiceException;
__webpack_unused_export__ = SageMakerServiceException$;
__webpack_unused_export__ = SagemakerServicecatalogStatus;
__webpack_unused_export__ = ScalingPolicy$;
__webpack_unused_export__ = ScalingPolicyMetric$;
__webpack_unused_export__ = ScalingPolicyObjective$;
__webpack_unused_export__ = ScheduleConfig$;
__webpack_unused_export__ = ScheduleStatus;
__webpack_unused_export__ = ScheduledUpdateConfig$;
__webpack_unused_export__ = SchedulerConfig$;
__webpack_unused_export__ = SchedulerConfigComponent;
__webpack_unused_export__ = SchedulerResourceStatus;
__webpack_unused_export__ = Search$;
__webpack_unused_export__ = SearchCommand;
__webpack_unused_export__ = SearchExpression$;
__webpack_unused_export__ = SearchRecord$;
__webpack_unused_export__ = SearchRequest$;
__webpack_unused_export__ = SearchResponse$;
__webpack_unused_export__ = SearchSortOrder;
__webpack_unused_export__ = SearchTrainingPlanOfferings$;
__webpack_unused_export__ = SearchTrainingPlanOfferingsCommand;
__webpack_unused_export__ = SearchTrainingPlanOfferingsRequest$;
__webpack_unused_export__ = SearchTrainingPlanOfferingsResponse$;
__webpack_unused_export__ = SecondaryStatus;
__webpack_unused_export__ = SecondaryStatusTransition$;
__webpack_unused_export__ = SelectedStep$;
__webpack_unused_export__ = SelectiveExecutionConfig$;
__webpack_unused_export__ = SelectiveExecutionResult$;
__webpack_unused_export__ = SendPipelineExecutionStepFailure$;
__webpack_unused_export__ = SendPipelineExecutionStepFailureCommand;
__webpack_unused_export__ = SendPipelineExecutionStepFailureRequest$;
__webpack_unused_export__ = SendPipelineExecutionStepFailureResponse$;
__webpack_unused_export__ = SendPipelineExecutionStepSuccess$;
__webpack_unused_export__ = SendPipelineExecutionStepSuccessCommand;
__webpack_unused_export__ = SendPipelineExecutionStepSuccessRequest$;
__webpack_unused_export__ = SendPipelineExecutionStepSuccessResponse$;
__webpack_unused_export__ = ServerlessJobConfig$;
__webpack_unused_export__ = ServerlessJobType;
__webpack_unused_export__ = ServiceCatalogProvisionedProductDetails$;
__webpack_unused_export__ = ServiceCatalogProvisioningDetails$;
__webpack_unused_export__ = ServiceCatalogProvisioningUpdateDetails$;
__webpack_unused_export__ = SessionChainingConfig$;
__webpack_unused_export__ = ShadowModeConfig$;
__webpack_unused_export__ = ShadowModelVariantConfig$;
__webpack_unused_export__ = SharingSettings$;
__webpack_unused_export__ = SharingType;
__webpack_unused_export__ = ShuffleConfig$;
__webpack_unused_export__ = SkipModelValidation;
__webpack_unused_export__ = SoftwareUpdateStatus;
__webpack_unused_export__ = SortActionsBy;
__webpack_unused_export__ = SortArtifactsBy;
__webpack_unused_export__ = SortAssociationsBy;
__webpack_unused_export__ = SortBy;
__webpack_unused_export__ = SortClusterSchedulerConfigBy;
__webpack_unused_export__ = SortContextsBy;
__webpack_unused_export__ = SortExperimentsBy;
__webpack_unused_export__ = SortInferenceExperimentsBy;
__webpack_unused_export__ = SortLineageGroupsBy;
__webpack_unused_export__ = SortMlflowAppBy;
__webpack_unused_export__ = SortOrder;
__webpack_unused_export__ = SortPipelineExecutionsBy;
__webpack_unused_export__ = SortPipelinesBy;
__webpack_unused_export__ = SortQuotaBy;
__webpack_unused_export__ = SortTrackingServerBy;
__webpack_unused_export__ = SortTrialComponentsBy;
__webpack_unused_export__ = SortTrialsBy;
__webpack_unused_export__ = SourceAlgorithm$;
__webpack_unused_export__ = SourceAlgorithmSpecification$;
__webpack_unused_export__ = SourceIpConfig$;
__webpack_unused_export__ = SpaceAppLifecycleManagement$;
__webpack_unused_export__ = SpaceCodeEditorAppSettings$;
__webpack_unused_export__ = SpaceDetails$;
__webpack_unused_export__ = SpaceIdleSettings$;
__webpack_unused_export__ = SpaceJupyterLabAppSettings$;
__webpack_unused_export__ = SpaceSettings$;
__webpack_unused_export__ = SpaceSettingsSummary$;
__webpack_unused_export__ = SpaceSharingSettings$;
__webpack_unused_export__ = SpaceSharingSettingsSummary$;
__webpack_unused_export__ = SpaceSortKey;
__webpack_unused_export__ = SpaceStatus;
__webpack_unused_export__ = SpaceStorageSettings$;
__webpack_unused_export__ = SplitType;
__webpack_unused_export__ = StageStatus;
__webpack_unused_export__ = Stairs$;
__webpack_unused_export__ = StartClusterHealthCheck$;
__webpack_unused_export__ = StartClusterHealthCheckCommand;
__webpack_unused_export__ = StartClusterHealthCheckRequest$;
__webpack_unused_export__ = StartClusterHealthCheckResponse$;
__webpack_unused_export__ = StartEdgeDeploymentStage$;
__webpack_unused_export__ = StartEdgeDeploymentStageCommand;
__webpack_unused_export__ = StartEdgeDeploymentStageRequest$;
__webpack_unused_export__ = StartInferenceExperiment$;
__webpack_unused_export__ = StartInferenceExperimentCommand;
__webpack_unused_export__ = StartInferenceExperimentRequest$;
__webpack_unused_export__ = StartInferenceExperimentResponse$;
__webpack_unused_export__ = StartMlflowTrackingServer$;
__webpack_unused_export__ = StartMlflowTrackingServerCommand;
__webpack_unused_export__ = StartMlflowTrackingServerRequest$;
__webpack_unused_export__ = StartMlflowTrackingServerResponse$;
__webpack_unused_export__ = StartMonitoringSchedule$;
__webpack_unused_export__ = StartMonitoringScheduleCommand;
__webpack_unused_export__ = StartMonitoringScheduleRequest$;
__webpack_unused_export__ = StartNotebookInstance$;
__webpack_unused_export__ = StartNotebookInstanceCommand;
__webpack_unused_export__ = StartNotebookInstanceInput$;
__webpack_unused_export__ = StartPipelineExecution$;
__webpack_unused_export__ = StartPipelineExecutionCommand;
__webpack_unused_export__ = StartPipelineExecutionRequest$;
__webpack_unused_export__ = StartPipelineExecutionResponse$;
__webpack_unused_export__ = StartSession$;
__webpack_unused_export__ = StartSessionCommand;
__webpack_unused_export__ = StartSessionRequest$;
__webpack_unused_export__ = StartSessionResponse$;
__webpack_unused_export__ = Statistic;
__webpack_unused_export__ = StepStatus;
__webpack_unused_export__ = StopAIBenchmarkJob$;
__webpack_unused_export__ = StopAIBenchmarkJobCommand;
__webpack_unused_export__ = StopAIBenchmarkJobRequest$;
__webpack_unused_export__ = StopAIBenchmarkJobResponse$;
__webpack_unused_export__ = StopAIRecommendationJob$;
__webpack_unused_export__ = StopAIRecommendationJobCommand;
__webpack_unused_export__ = StopAIRecommendationJobRequest$;
__webpack_unused_export__ = StopAIRecommendationJobResponse$;
__webpack_unused_export__ = StopAutoMLJob$;
__webpack_unused_export__ = StopAutoMLJobCommand;
__webpack_unused_export__ = StopAutoMLJobRequest$;
__webpack_unused_export__ = StopCompilationJob$;
__webpack_unused_export__ = StopCompilationJobCommand;
__webpack_unused_export__ = StopCompilationJobRequest$;
__webpack_unused_export__ = StopEdgeDeploymentStage$;
__webpack_unused_export__ = StopEdgeDeploymentStageCommand;
__webpack_unused_export__ = StopEdgeDeploymentStageRequest$;
__webpack_unused_export__ = StopEdgePackagingJob$;
__webpack_unused_export__ = StopEdgePackagingJobCommand;
__webpack_unused_export__ = StopEdgePackagingJobRequest$;
__webpack_unused_export__ = StopHyperParameterTuningJob$;
__webpack_unused_export__ = StopHyperParameterTuningJobCommand;
__webpack_unused_export__ = StopHyperParameterTuningJobRequest$;
__webpack_unused_export__ = StopInferenceExperiment$;
__webpack_unused_export__ = StopInferenceExperimentCommand;
__webpack_unused_export__ = StopInferenceExperimentRequest$;
__webpack_unused_export__ = StopInferenceExperimentResponse$;
__webpack_unused_export__ = StopInferenceRecommendationsJob$;
__webpack_unused_export__ = StopInferenceRecommendationsJobCommand;
__webpack_unused_export__ = StopInferenceRecommendationsJobRequest$;
__webpack_unused_export__ = StopJob$;
__webpack_unused_export__ = StopJobCommand;
__webpack_unused_export__ = StopJobRequest$;
__webpack_unused_export__ = StopJobResponse$;
__webpack_unused_export__ = StopLabelingJob$;
__webpack_unused_export__ = StopLabelingJobCommand;
__webpack_unused_export__ = StopLabelingJobRequest$;
__webpack_unused_export__ = StopMlflowTrackingServer$;
__webpack_unused_export__ = StopMlflowTrackingServerCommand;
__webpack_unused_export__ = StopMlflowTrackingServerRequest$;
__webpack_unused_export__ = StopMlflowTrackingServerResponse$;
__webpack_unused_export__ = StopMonitoringSchedule$;
__webpack_unused_export__ = StopMonitoringScheduleCommand;
__webpack_unused_export__ = StopMonitoringScheduleRequest$;
__webpack_unused_export__ = StopNotebookInstance$;
__webpack_unused_export__ = StopNotebookInstanceCommand;
__webpack_unused_export__ = StopNotebookInstanceInput$;
__webpack_unused_export__ = StopOptimizationJob$;
__webpack_unused_export__ = StopOptimizationJobCommand;
__webpack_unused_export__ = StopOptimizationJobRequest$;
__webpack_unused_export__ = StopPipelineExecution$;
__webpack_unused_export__ = StopPipelineExecutionCommand;
__webpack_unused_export__ = StopPipelineExecutionRequest$;
__webpack_unused_export__ = StopPipelineExecutionResponse$;
__webpack_unused_export__ = StopProcessingJob$;
__webpack_unused_export__ = StopProcessingJobCommand;
__webpack_unused_export__ = StopProcessingJobRequest$;
__webpack_unused_export__ = StopTrainingJob$;
__webpack_unused_export__ = StopTrainingJobCommand;
__webpack_unused_export__ = StopTrainingJobRequest$;
__webpack_unused_export__ = StopTransformJob$;
exports.Heu = StopTransformJobCommand;
__webpack_unused_export__ = StopTransformJobRequest$;
__webpack_unused_export__ = StoppingCondition$;
__webpack_unused_export__ = StorageType;
__webpack_unused_export__ = StudioLifecycleConfigAppType;
__webpack_unused_export__ = StudioLifecycleConfigDetails$;
__webpack_unused_export__ = StudioLifecycleConfigSortKey;
__webpack_unused_export__ = StudioWebPortal;
__webpack_unused_export__ = StudioWebPortalSettings$;
__webpack_unused_export__ = SubscribedWorkteam$;
__webpack_unused_export__ = SuggestionQuery$;
__webpack_unused_export__ = TableFormat;
__webpack_unused_export__ = TabularJobConfig$;
__webpack_unused_export__ = TabularResolvedAttributes$;
__webpack_unused_export__ = Tag$;
__webpack_unused_export__ = TagPropagation;
__webpack_unused_export__ = TargetDevice;
__webpack_unused_export__ = TargetPlatform$;
__webpack_unused_export__ = TargetPlatformAccelerator;
__webpack_unused_export__ = TargetPlatformArch;
__webpack_unused_export__ = TargetPlatformOs;
__webpack_unused_export__ = TargetTrackingScalingPolicyConfiguration$;
__webpack_unused_export__ = TemplateProviderDetail$;
__webpack_unused_export__ = TensorBoardAppSettings$;
__webpack_unused_export__ = TensorBoardOutputConfig$;
__webpack_unused_export__ = TextClassificationJobConfig$;
__webpack_unused_export__ = TextGenerationJobConfig$;
__webpack_unused_export__ = TextGenerationResolvedAttributes$;
__webpack_unused_export__ = ThroughputConfig$;
__webpack_unused_export__ = ThroughputConfigDescription$;
__webpack_unused_export__ = ThroughputConfigUpdate$;
__webpack_unused_export__ = ThroughputMode;
__webpack_unused_export__ = TimeSeriesConfig$;
__webpack_unused_export__ = TimeSeriesForecastingJobConfig$;
__webpack_unused_export__ = TimeSeriesForecastingSettings$;
__webpack_unused_export__ = TimeSeriesTransformations$;
__webpack_unused_export__ = TotalHits$;
__webpack_unused_export__ = TrackingServerMaintenanceStatus;
__webpack_unused_export__ = TrackingServerSize;
__webpack_unused_export__ = TrackingServerStatus;
__webpack_unused_export__ = TrackingServerSummary$;
__webpack_unused_export__ = TrafficPattern$;
__webpack_unused_export__ = TrafficRoutingConfig$;
__webpack_unused_export__ = TrafficRoutingConfigType;
__webpack_unused_export__ = TrafficType;
__webpack_unused_export__ = TrainingImageConfig$;
__webpack_unused_export__ = TrainingInputMode;
__webpack_unused_export__ = TrainingInstanceType;
__webpack_unused_export__ = TrainingJob$;
__webpack_unused_export__ = TrainingJobDefinition$;
__webpack_unused_export__ = TrainingJobEarlyStoppingType;
__webpack_unused_export__ = TrainingJobSortByOptions;
__webpack_unused_export__ = TrainingJobStatus;
__webpack_unused_export__ = TrainingJobStatusCounters$;
__webpack_unused_export__ = TrainingJobStepMetadata$;
__webpack_unused_export__ = TrainingJobSummary$;
__webpack_unused_export__ = TrainingPlanExtension$;
__webpack_unused_export__ = TrainingPlanExtensionOffering$;
__webpack_unused_export__ = TrainingPlanFilter$;
__webpack_unused_export__ = TrainingPlanFilterName;
__webpack_unused_export__ = TrainingPlanOffering$;
__webpack_unused_export__ = TrainingPlanSortBy;
__webpack_unused_export__ = TrainingPlanSortOrder;
__webpack_unused_export__ = TrainingPlanStatus;
__webpack_unused_export__ = TrainingPlanSummary$;
__webpack_unused_export__ = TrainingProgressInfo$;
__webpack_unused_export__ = TrainingRepositoryAccessMode;
__webpack_unused_export__ = TrainingRepositoryAuthConfig$;
__webpack_unused_export__ = TrainingSpecification$;
__webpack_unused_export__ = TransformDataSource$;
__webpack_unused_export__ = TransformInput$;
__webpack_unused_export__ = TransformInstanceType;
__webpack_unused_export__ = TransformJob$;
__webpack_unused_export__ = TransformJobDefinition$;
__webpack_unused_export__ = TransformJobStatus;
__webpack_unused_export__ = TransformJobStepMetadata$;
__webpack_unused_export__ = TransformJobSummary$;
__webpack_unused_export__ = TransformOutput$;
__webpack_unused_export__ = TransformResources$;
__webpack_unused_export__ = TransformS3DataSource$;
__webpack_unused_export__ = Trial$;
__webpack_unused_export__ = TrialComponent$;
__webpack_unused_export__ = TrialComponentArtifact$;
__webpack_unused_export__ = TrialComponentMetricSummary$;
__webpack_unused_export__ = TrialComponentParameterValue$;
__webpack_unused_export__ = TrialComponentPrimaryStatus;
__webpack_unused_export__ = TrialComponentSimpleSummary$;
__webpack_unused_export__ = TrialComponentSource$;
__webpack_unused_export__ = TrialComponentSourceDetail$;
__webpack_unused_export__ = TrialComponentStatus$;
__webpack_unused_export__ = TrialComponentSummary$;
__webpack_unused_export__ = TrialSource$;
__webpack_unused_export__ = TrialSummary$;
__webpack_unused_export__ = TrustedIdentityPropagationSettings$;
__webpack_unused_export__ = TtlDuration$;
__webpack_unused_export__ = TtlDurationUnit;
__webpack_unused_export__ = TuningJobCompletionCriteria$;
__webpack_unused_export__ = TuningJobStepMetaData$;
__webpack_unused_export__ = USD$;
__webpack_unused_export__ = UiConfig$;
__webpack_unused_export__ = UiTemplate$;
__webpack_unused_export__ = UiTemplateInfo$;
__webpack_unused_export__ = UltraServer$;
__webpack_unused_export__ = UltraServerHealthStatus;
__webpack_unused_export__ = UltraServerInfo$;
__webpack_unused_export__ = UltraServerSummary$;
__webpack_unused_export__ = UnifiedStudioSettings$;
__webpack_unused_export__ = UpdateAction$;
__webpack_unused_export__ = UpdateActionCommand;
__webpack_unused_export__ = UpdateActionRequest$;
__webpack_unused_export__ = UpdateActionResponse$;
__webpack_unused_export__ = UpdateAppImageConfig$;
__webpack_unused_export__ = UpdateAppImageConfigCommand;
__webpack_unused_export__ = UpdateAppImageConfigRequest$;
__webpack_unused_export__ = UpdateAppImageConfigResponse$;
__webpack_unused_export__ = UpdateArtifact$;
__webpack_unused_export__ = UpdateArtifactCommand;
__webpack_unused_export__ = UpdateArtifactRequest$;
__webpack_unused_export__ = UpdateArtifactResponse$;
__webpack_unused_export__ = UpdateCluster$;
__webpack_unused_export__ = UpdateClusterCommand;
__webpack_unused_export__ = UpdateClusterRequest$;
__webpack_unused_export__ = UpdateClusterResponse$;
__webpack_unused_export__ = UpdateClusterSchedulerConfig$;
__webpack_unused_export__ = UpdateClusterSchedulerConfigCommand;
__webpack_unused_export__ = UpdateClusterSchedulerConfigRequest$;
__webpack_unused_export__ = UpdateClusterSchedulerConfigResponse$;
__webpack_unused_export__ = UpdateClusterSoftware$;
__webpack_unused_export__ = UpdateClusterSoftwareCommand;
__webpack_unused_export__ = UpdateClusterSoftwareInstanceGroupSpecification$;
__webpack_unused_export__ = UpdateClusterSoftwareRequest$;
__webpack_unused_export__ = UpdateClusterSoftwareResponse$;
__webpack_unused_export__ = UpdateCodeRepository$;
__webpack_unused_export__ = UpdateCodeRepositoryCommand;
__webpack_unused_export__ = UpdateCodeRepositoryInput$;
__webpack_unused_export__ = UpdateCodeRepositoryOutput$;
__webpack_unused_export__ = UpdateComputeQuota$;
__webpack_unused_export__ = UpdateComputeQuotaCommand;
__webpack_unused_export__ = UpdateComputeQuotaRequest$;
__webpack_unused_export__ = UpdateComputeQuotaResponse$;
__webpack_unused_export__ = UpdateContext$;
__webpack_unused_export__ = UpdateContextCommand;
__webpack_unused_export__ = UpdateContextRequest$;
__webpack_unused_export__ = UpdateContextResponse$;
__webpack_unused_export__ = UpdateDeviceFleet$;
__webpack_unused_export__ = UpdateDeviceFleetCommand;
__webpack_unused_export__ = UpdateDeviceFleetRequest$;
__webpack_unused_export__ = UpdateDevices$;
__webpack_unused_export__ = UpdateDevicesCommand;
__webpack_unused_export__ = UpdateDevicesRequest$;
__webpack_unused_export__ = UpdateDomain$;
__webpack_unused_export__ = UpdateDomainCommand;
__webpack_unused_export__ = UpdateDomainRequest$;
__webpack_unused_export__ = UpdateDomainResponse$;
__webpack_unused_export__ = UpdateEndpoint$;
__webpack_unused_export__ = UpdateEndpointCommand;
__webpack_unused_export__ = UpdateEndpointInput$;
__webpack_unused_export__ = UpdateEndpointOutput$;
__webpack_unused_export__ = UpdateEndpointWeightsAndCapacities$;
__webpack_unused_export__ = UpdateEndpointWeightsAndCapacitiesCommand;
__webpack_unused_export__ = UpdateEndpointWeightsAndCapacitiesInput$;
__webpack_unused_export__ = UpdateEndpointWeightsAndCapacitiesOutput$;
__webpack_unused_export__ = UpdateExperiment$;
__webpack_unused_export__ = UpdateExperimentCommand;
__webpack_unused_export__ = UpdateExperimentRequest$;
__webpack_unused_export__ = UpdateExperimentResponse$;
__webpack_unused_export__ = UpdateFeatureGroup$;
__webpack_unused_export__ = UpdateFeatureGroupCommand;
__webpack_unused_export__ = UpdateFeatureGroupRequest$;
__webpack_unused_export__ = UpdateFeatureGroupResponse$;
__webpack_unused_export__ = UpdateFeatureMetadata$;
__webpack_unused_export__ = UpdateFeatureMetadataCommand;
__webpack_unused_export__ = UpdateFeatureMetadataRequest$;
__webpack_unused_export__ = UpdateHub$;
__webpack_unused_export__ = UpdateHubCommand;
__webpack_unused_export__ = UpdateHubContent$;
__webpack_unused_export__ = UpdateHubContentCommand;
__webpack_unused_export__ = UpdateHubContentReference$;
__webpack_unused_export__ = UpdateHubContentReferenceCommand;
__webpack_unused_export__ = UpdateHubContentReferenceRequest$;
__webpack_unused_export__ = UpdateHubContentReferenceResponse$;
__webpack_unused_export__ = UpdateHubContentRequest$;
__webpack_unused_export__ = UpdateHubContentResponse$;
__webpack_unused_export__ = UpdateHubRequest$;
__webpack_unused_export__ = UpdateHubResponse$;
__webpack_unused_export__ = UpdateImage$;
__webpack_unused_export__ = UpdateImageCommand;
__webpack_unused_export__ = UpdateImageRequest$;
__webpack_unused_export__ = UpdateImageResponse$;
__webpack_unused_export__ = UpdateImageVersion$;
__webpack_unused_export__ = UpdateImageVersionCommand;
__webpack_unused_export__ = UpdateImageVersionRequest$;
__webpack_unused_export__ = UpdateImageVersionResponse$;
__webpack_unused_export__ = UpdateInferenceComponent$;
__webpack_unused_export__ = UpdateInferenceComponentCommand;
__webpack_unused_export__ = UpdateInferenceComponentInput$;
__webpack_unused_export__ = UpdateInferenceComponentOutput$;
__webpack_unused_export__ = UpdateInferenceComponentRuntimeConfig$;
__webpack_unused_export__ = UpdateInferenceComponentRuntimeConfigCommand;
__webpack_unused_export__ = UpdateInferenceComponentRuntimeConfigInput$;
__webpack_unused_export__ = UpdateInferenceComponentRuntimeConfigOutput$;
__webpack_unused_export__ = UpdateInferenceExperiment$;
__webpack_unused_export__ = UpdateInferenceExperimentCommand;
__webpack_unused_export__ = UpdateInferenceExperimentRequest$;
__webpack_unused_export__ = UpdateInferenceExperimentResponse$;
__webpack_unused_export__ = UpdateMlflowApp$;
__webpack_unused_export__ = UpdateMlflowAppCommand;
__webpack_unused_export__ = UpdateMlflowAppRequest$;
__webpack_unused_export__ = UpdateMlflowAppResponse$;
__webpack_unused_export__ = UpdateMlflowTrackingServer$;
__webpack_unused_export__ = UpdateMlflowTrackingServerCommand;
__webpack_unused_export__ = UpdateMlflowTrackingServerRequest$;
__webpack_unused_export__ = UpdateMlflowTrackingServerResponse$;
__webpack_unused_export__ = UpdateModelCard$;
__webpack_unused_export__ = UpdateModelCardCommand;
__webpack_unused_export__ = UpdateModelCardRequest$;
__webpack_unused_export__ = UpdateModelCardResponse$;
__webpack_unused_export__ = UpdateModelPackage$;
exports.CCy = UpdateModelPackageCommand;
__webpack_unused_export__ = UpdateModelPackageInput$;
__webpack_unused_export__ = UpdateModelPackageOutput$;
__webpack_unused_export__ = UpdateMonitoringAlert$;
__webpack_unused_export__ = UpdateMonitoringAlertCommand;
__webpack_unused_export__ = UpdateMonitoringAlertRequest$;
__webpack_unused_export__ = UpdateMonitoringAlertResponse$;
__webpack_unused_export__ = UpdateMonitoringSchedule$;
__webpack_unused_export__ = UpdateMonitoringScheduleCommand;
__webpack_unused_export__ = UpdateMonitoringScheduleRequest$;
__webpack_unused_export__ = UpdateMonitoringScheduleResponse$;
__webpack_unused_export__ = UpdateNotebookInstance$;
__webpack_unused_export__ = UpdateNotebookInstanceCommand;
__webpack_unused_export__ = UpdateNotebookInstanceInput$;
__webpack_unused_export__ = UpdateNotebookInstanceLifecycleConfig$;
__webpack_unused_export__ = UpdateNotebookInstanceLifecycleConfigCommand;
__webpack_unused_export__ = UpdateNotebookInstanceLifecycleConfigInput$;
__webpack_unused_export__ = UpdateNotebookInstanceLifecycleConfigOutput$;
__webpack_unused_export__ = UpdateNotebookInstanceOutput$;
__webpack_unused_export__ = UpdatePartnerApp$;
__webpack_unused_export__ = UpdatePartnerAppCommand;
__webpack_unused_export__ = UpdatePartnerAppRequest$;
__webpack_unused_export__ = UpdatePartnerAppResponse$;
__webpack_unused_export__ = UpdatePipeline$;
__webpack_unused_export__ = UpdatePipelineCommand;
__webpack_unused_export__ = UpdatePipelineExecution$;
__webpack_unused_export__ = UpdatePipelineExecutionCommand;
__webpack_unused_export__ = UpdatePipelineExecutionRequest$;
__webpack_unused_export__ = UpdatePipelineExecutionResponse$;
__webpack_unused_export__ = UpdatePipelineRequest$;
__webpack_unused_export__ = UpdatePipelineResponse$;
__webpack_unused_export__ = UpdatePipelineVersion$;
__webpack_unused_export__ = UpdatePipelineVersionCommand;
__webpack_unused_export__ = UpdatePipelineVersionRequest$;
__webpack_unused_export__ = UpdatePipelineVersionResponse$;
__webpack_unused_export__ = UpdateProject$;
__webpack_unused_export__ = UpdateProjectCommand;
__webpack_unused_export__ = UpdateProjectInput$;
__webpack_unused_export__ = UpdateProjectOutput$;
__webpack_unused_export__ = UpdateSpace$;
__webpack_unused_export__ = UpdateSpaceCommand;
__webpack_unused_export__ = UpdateSpaceRequest$;
__webpack_unused_export__ = UpdateSpaceResponse$;
__webpack_unused_export__ = UpdateTemplateProvider$;
__webpack_unused_export__ = UpdateTrainingJob$;
__webpack_unused_export__ = UpdateTrainingJobCommand;
__webpack_unused_export__ = UpdateTrainingJobRequest$;
__webpack_unused_export__ = UpdateTrainingJobResponse$;
__webpack_unused_export__ = UpdateTrial$;
__webpack_unused_export__ = UpdateTrialCommand;
__webpack_unused_export__ = UpdateTrialComponent$;
__webpack_unused_export__ = UpdateTrialComponentCommand;
__webpack_unused_export__ = UpdateTrialComponentRequest$;
__webpack_unused_export__ = UpdateTrialComponentResponse$;
__webpack_unused_export__ = UpdateTrialRequest$;
__webpack_unused_export__ = UpdateTrialResponse$;
__webpack_unused_export__ = UpdateUserProfile$;
__webpack_unused_export__ = UpdateUserProfileCommand;
__webpack_unused_export__ = UpdateUserProfileRequest$;
__webpack_unused_export__ = UpdateUserProfileResponse$;
__webpack_unused_export__ = UpdateWorkforce$;
__webpack_unused_export__ = UpdateWorkforceCommand;
__webpack_unused_export__ = UpdateWorkforceRequest$;
__webpack_unused_export__ = UpdateWorkforceResponse$;
__webpack_unused_export__ = UpdateWorkteam$;
__webpack_unused_export__ = UpdateWorkteamCommand;
__webpack_unused_export__ = UpdateWorkteamRequest$;
__webpack_unused_export__ = UpdateWorkteamResponse$;
__webpack_unused_export__ = UserContext$;
__webpack_unused_export__ = UserProfileDetails$;
__webpack_unused_export__ = UserProfileSortKey;
__webpack_unused_export__ = UserProfileStatus;
__webpack_unused_export__ = UserSettings$;
__webpack_unused_export__ = VariantProperty$;
__webpack_unused_export__ = VariantPropertyType;
__webpack_unused_export__ = VariantStatus;
__webpack_unused_export__ = VectorConfig$;
__webpack_unused_export__ = VendorGuidance;
__webpack_unused_export__ = Vertex$;
__webpack_unused_export__ = VisibilityConditions$;
__webpack_unused_export__ = VolumeAttachmentStatus;
__webpack_unused_export__ = VpcConfig$;
__webpack_unused_export__ = WarmPoolResourceStatus;
__webpack_unused_export__ = WarmPoolStatus$;
__webpack_unused_export__ = WorkerAccessConfiguration$;
__webpack_unused_export__ = Workforce$;
__webpack_unused_export__ = WorkforceIpAddressType;
__webpack_unused_export__ = WorkforceStatus;
__webpack_unused_export__ = WorkforceVpcConfigRequest$;
__webpack_unused_export__ = WorkforceVpcConfigResponse$;
__webpack_unused_export__ = WorkloadSpec$;
__webpack_unused_export__ = WorkspaceSettings$;
__webpack_unused_export__ = Workteam$;
__webpack_unused_export__ = _InstanceType;
__webpack_unused_export__ = errorTypeRegistries;
__webpack_unused_export__ = paginateCreateHubContentPresignedUrls;
__webpack_unused_export__ = paginateDescribeTrainingPlanExtensionHistory;
__webpack_unused_export__ = paginateListAIBenchmarkJobs;
__webpack_unused_export__ = paginateListAIRecommendationJobs;
__webpack_unused_export__ = paginateListAIWorkloadConfigs;
__webpack_unused_export__ = paginateListActions;
__webpack_unused_export__ = paginateListAlgorithms;
__webpack_unused_export__ = paginateListAliases;
__webpack_unused_export__ = paginateListAppImageConfigs;
__webpack_unused_export__ = paginateListApps;
__webpack_unused_export__ = paginateListArtifacts;
__webpack_unused_export__ = paginateListAssociations;
__webpack_unused_export__ = paginateListAutoMLJobs;
__webpack_unused_export__ = paginateListCandidatesForAutoMLJob;
__webpack_unused_export__ = paginateListClusterEvents;
__webpack_unused_export__ = paginateListClusterNodes;
__webpack_unused_export__ = paginateListClusterSchedulerConfigs;
__webpack_unused_export__ = paginateListClusters;
__webpack_unused_export__ = paginateListCodeRepositories;
__webpack_unused_export__ = paginateListCompilationJobs;
__webpack_unused_export__ = paginateListComputeQuotas;
__webpack_unused_export__ = paginateListContexts;
__webpack_unused_export__ = paginateListDataQualityJobDefinitions;
__webpack_unused_export__ = paginateListDeviceFleets;
__webpack_unused_export__ = paginateListDevices;
__webpack_unused_export__ = paginateListDomains;
__webpack_unused_export__ = paginateListEdgeDeploymentPlans;
__webpack_unused_export__ = paginateListEdgePackagingJobs;
__webpack_unused_export__ = paginateListEndpointConfigs;
__webpack_unused_export__ = paginateListEndpoints;
__webpack_unused_export__ = paginateListExperiments;
__webpack_unused_export__ = paginateListFeatureGroups;
__webpack_unused_export__ = paginateListFlowDefinitions;
__webpack_unused_export__ = paginateListHumanTaskUis;
__webpack_unused_export__ = paginateListHyperParameterTuningJobs;
__webpack_unused_export__ = paginateListImageVersions;
__webpack_unused_export__ = paginateListImages;
__webpack_unused_export__ = paginateListInferenceComponents;
__webpack_unused_export__ = paginateListInferenceExperiments;
__webpack_unused_export__ = paginateListInferenceRecommendationsJobSteps;
__webpack_unused_export__ = paginateListInferenceRecommendationsJobs;
__webpack_unused_export__ = paginateListJobSchemaVersions;
__webpack_unused_export__ = paginateListJobs;
__webpack_unused_export__ = paginateListLabelingJobs;
__webpack_unused_export__ = paginateListLabelingJobsForWorkteam;
__webpack_unused_export__ = paginateListLineageGroups;
__webpack_unused_export__ = paginateListMlflowApps;
__webpack_unused_export__ = paginateListMlflowTrackingServers;
__webpack_unused_export__ = paginateListModelBiasJobDefinitions;
__webpack_unused_export__ = paginateListModelCardExportJobs;
__webpack_unused_export__ = paginateListModelCardVersions;
__webpack_unused_export__ = paginateListModelCards;
__webpack_unused_export__ = paginateListModelExplainabilityJobDefinitions;
__webpack_unused_export__ = paginateListModelMetadata;
__webpack_unused_export__ = paginateListModelPackageGroups;
__webpack_unused_export__ = paginateListModelPackages;
__webpack_unused_export__ = paginateListModelQualityJobDefinitions;
__webpack_unused_export__ = paginateListModels;
__webpack_unused_export__ = paginateListMonitoringAlertHistory;
__webpack_unused_export__ = paginateListMonitoringAlerts;
__webpack_unused_export__ = paginateListMonitoringExecutions;
__webpack_unused_export__ = paginateListMonitoringSchedules;
__webpack_unused_export__ = paginateListNotebookInstanceLifecycleConfigs;
__webpack_unused_export__ = paginateListNotebookInstances;
__webpack_unused_export__ = paginateListOptimizationJobs;
__webpack_unused_export__ = paginateListPartnerApps;
__webpack_unused_export__ = paginateListPipelineExecutionSteps;
__webpack_unused_export__ = paginateListPipelineExecutions;
__webpack_unused_export__ = paginateListPipelineParametersForExecution;
__webpack_unused_export__ = paginateListPipelineVersions;
__webpack_unused_export__ = paginateListPipelines;
__webpack_unused_export__ = paginateListProcessingJobs;
__webpack_unused_export__ = paginateListProjects;
__webpack_unused_export__ = paginateListResourceCatalogs;
__webpack_unused_export__ = paginateListSpaces;
__webpack_unused_export__ = paginateListStageDevices;
__webpack_unused_export__ = paginateListStudioLifecycleConfigs;
__webpack_unused_export__ = paginateListSubscribedWorkteams;
__webpack_unused_export__ = paginateListTags;
__webpack_unused_export__ = paginateListTrainingJobs;
__webpack_unused_export__ = paginateListTrainingJobsForHyperParameterTuningJob;
__webpack_unused_export__ = paginateListTrainingPlans;
__webpack_unused_export__ = paginateListTransformJobs;
__webpack_unused_export__ = paginateListTrialComponents;
__webpack_unused_export__ = paginateListTrials;
__webpack_unused_export__ = paginateListUltraServersByReservedCapacity;
__webpack_unused_export__ = paginateListUserProfiles;
__webpack_unused_export__ = paginateListWorkforces;
__webpack_unused_export__ = paginateListWorkteams;
__webpack_unused_export__ = paginateQueryLineage;
__webpack_unused_export__ = paginateSearch;
__webpack_unused_export__ = waitForEndpointDeleted;
__webpack_unused_export__ = waitForEndpointInService;
__webpack_unused_export__ = waitForImageCreated;
__webpack_unused_export__ = waitForImageDeleted;
__webpack_unused_export__ = waitForImageUpdated;
__webpack_unused_export__ = waitForImageVersionCreated;
__webpack_unused_export__ = waitForImageVersionDeleted;
__webpack_unused_export__ = waitForNotebookInstanceDeleted;
__webpack_unused_export__ = waitForNotebookInstanceInService;
__webpack_unused_export__ = waitForNotebookInstanceStopped;
__webpack_unused_export__ = waitForProcessingJobCompletedOrStopped;
__webpack_unused_export__ = waitForTrainingJobCompletedOrStopped;
__webpack_unused_export__ = waitForTransformJobCompletedOrStopped;
__webpack_unused_export__ = waitUntilEndpointDeleted;
__webpack_unused_export__ = waitUntilEndpointInService;
__webpack_unused_export__ = waitUntilImageCreated;
__webpack_unused_export__ = waitUntilImageDeleted;
__webpack_unused_export__ = waitUntilImageUpdated;
__webpack_unused_export__ = waitUntilImageVersionCreated;
__webpack_unused_export__ = waitUntilImageVersionDeleted;
__webpack_unused_export__ = waitUntilNotebookInstanceDeleted;
__webpack_unused_export__ = waitUntilNotebookInstanceInService;
__webpack_unused_export__ = waitUntilNotebookInstanceStopped;
__webpack_unused_export__ = waitUntilProcessingJobCompletedOrStopped;
__webpack_unused_export__ = waitUntilTrainingJobCompletedOrStopped;
__webpack_unused_export__ = waitUntilTransformJobCompletedOrStopped;


/***/ })

};
