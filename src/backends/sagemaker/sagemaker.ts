// Clients for the SageMaker and CloudWatch Logs APIs, honouring `region`, `sagemaker-endpoint` and the
// SDK's standard endpoint variables. The SDK's retries are off: retry.ts decides what to repeat.
import { CloudWatchLogsClient } from '@aws-sdk/client-cloudwatch-logs'
import { SageMakerClient } from '@aws-sdk/client-sagemaker'
import type { CredentialProvider } from '../../context.js'
import { resolveRegion } from '../../aws/region.js'
import { awsClient, requestHandlerSettings, type CallTimeouts } from '../../aws/calls.js'
import { proxyConfigOf } from '../../aws/proxy.js'

interface AwsTarget {
  region?: string
  /** `sagemaker-endpoint`: a custom SageMaker API endpoint (a VPC endpoint, a test server). */
  sagemakerEndpoint?: string
  /** Connect and idle limits per request (defaults in aws/calls.ts). */
  timeouts?: CallTimeouts
  /** `http-proxy`: over the proxy variables. */
  httpProxy?: string
}

/** What both clients share; `credentials`: the run's own (role-to-assume), else the SDK's default chain. */
function clientSettings(
  target: AwsTarget,
  env: NodeJS.ProcessEnv,
  endpoint: string | undefined,
  credentials: CredentialProvider | undefined
) {
  return {
    region: resolveRegion(target.region, env),
    endpoint,
    maxAttempts: 1,
    ...requestHandlerSettings(target.timeouts, proxyConfigOf(env, target.httpProxy)),
    ...(credentials ? { credentials } : {})
  }
}

/** How `awsClient` names a failed call of these clients (the proxy it went through included). */
export function clientTarget(target: AwsTarget, env: NodeJS.ProcessEnv, endpoint: string | undefined) {
  return { endpoint, timeouts: target.timeouts, proxy: proxyConfigOf(env, target.httpProxy) }
}

export function createSageMakerClient(
  target: AwsTarget,
  env: NodeJS.ProcessEnv,
  credentials?: CredentialProvider
): SageMakerClient {
  const endpoint = target.sagemakerEndpoint || env.AWS_ENDPOINT_URL_SAGEMAKER || undefined
  const client = new SageMakerClient(clientSettings(target, env, endpoint, credentials))
  return awsClient(client, 'SageMaker', clientTarget(target, env, endpoint))
}

export function createLogsClient(
  target: AwsTarget,
  env: NodeJS.ProcessEnv,
  credentials?: CredentialProvider
): CloudWatchLogsClient {
  const endpoint = env.AWS_ENDPOINT_URL_CLOUDWATCH_LOGS || loopbackSageMaker(target, env)
  const client = new CloudWatchLogsClient(clientSettings(target, env, endpoint, credentials))
  return awsClient(client, 'CloudWatch Logs', clientTarget(target, env, endpoint))
}

/**
 * What the CloudWatch metrics client is made with (the client itself is made where the metrics are
 * read, so its SDK loads only then): AWS_ENDPOINT_URL_CLOUDWATCH, else a loopback SageMaker endpoint.
 */
export function metricsClientSettings(
  target: AwsTarget,
  env: NodeJS.ProcessEnv,
  credentials?: CredentialProvider
): { settings: ReturnType<typeof clientSettings>; endpoint?: string } {
  const endpoint = env.AWS_ENDPOINT_URL_CLOUDWATCH || loopbackSageMaker(target, env)
  return { settings: clientSettings(target, env, endpoint, credentials), endpoint }
}

/**
 * A SageMaker endpoint on this machine (an emulator serving every service on one port): the logs are
 * read there too, never from the public endpoint of a region the endpoint may not belong to.
 */
function loopbackSageMaker(target: AwsTarget, env: NodeJS.ProcessEnv): string | undefined {
  const endpoint = target.sagemakerEndpoint || env.AWS_ENDPOINT_URL_SAGEMAKER
  if (!endpoint) return undefined
  try {
    const host = new URL(endpoint).hostname
    return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)
      ? endpoint
      : undefined
  } catch {
    return undefined
  }
}

/** The job's page in the SageMaker console. */
export function consoleUrl(region: string, jobName: string): string {
  const host = region.startsWith('cn-')
    ? 'console.amazonaws.cn'
    : region.startsWith('us-gov-')
      ? 'console.amazonaws-us-gov.com'
      : `${region}.console.aws.amazon.com`
  return `https://${host}/sagemaker/home?region=${region}#/transform-jobs/${jobName}`
}
