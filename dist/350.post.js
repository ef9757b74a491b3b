export const id = 350;
export const ids = [350];
export const modules = {

/***/ 350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   clientTarget: () => (/* binding */ clientTarget),
/* harmony export */   consoleUrl: () => (/* binding */ consoleUrl),
/* harmony export */   createLogsClient: () => (/* binding */ createLogsClient),
/* harmony export */   createSageMakerClient: () => (/* binding */ createSageMakerClient),
/* harmony export */   metricsClientSettings: () => (/* binding */ metricsClientSettings)
/* harmony export */ });
/* harmony import */ var _aws_sdk_client_cloudwatch_logs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(303);
/* harmony import */ var _aws_sdk_client_sagemaker__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4459);
/* harmony import */ var _aws_region_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7249);
/* harmony import */ var _aws_calls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6484);
/* harmony import */ var _aws_proxy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3451);
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


/***/ })

};
