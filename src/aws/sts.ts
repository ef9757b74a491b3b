// STS AssumeRoleWithWebIdentity: a web identity token (GitHub's OIDC token) -> temporary credentials for
// a role, through the SDK's STS client (loaded only when a role is assumed). The call is not signed:
// the token is the proof. Retries are the caller's (session.ts), so the client tries once.
import type { AwsCredentials } from '../context.js'
import {
  awsClient,
  recordCall,
  requestHandlerSettings,
  ServiceError,
  shownEndpoint,
  type CallTimeouts
} from './calls.js'
import { proxyFor, type ProxyConfig } from './proxy.js'

interface WebIdentityRequest {
  roleArn: string
  sessionName: string
  durationSeconds: number
  webIdentityToken: string
}

/** The regional STS endpoint (what configure-aws-credentials uses), or AWS_ENDPOINT_URL_STS. */
export function stsEndpoint(region: string, env: NodeJS.ProcessEnv): string {
  const custom = env.AWS_ENDPOINT_URL_STS?.trim()
  if (custom) return custom
  return `https://sts.${region}.amazonaws.com${region.startsWith('cn-') ? '.cn' : ''}/`
}

const STS_TIMEOUTS: CallTimeouts = { connectMs: 30_000, answerMs: 30_000 }

interface StsCallOptions {
  /** The region the endpoint serves (default us-east-1; an unsigned call is not scoped to it). */
  region?: string
  signal?: AbortSignal
  /** The run's proxies. */
  proxy?: ProxyConfig
}

/** Sends one AssumeRoleWithWebIdentity (no retries here: the caller decides); errors name the call. */
export async function assumeRoleWithWebIdentity(
  endpoint: string,
  request: WebIdentityRequest,
  options: StsCallOptions = {}
): Promise<AwsCredentials> {
  const { AssumeRoleWithWebIdentityCommand, STSClient } = await import('@aws-sdk/client-sts')
  const client = awsClient(
    new STSClient({
      region: options.region ?? 'us-east-1',
      endpoint,
      maxAttempts: 1,
      ...requestHandlerSettings(STS_TIMEOUTS, options.proxy)
    }),
    'STS',
    { endpoint, timeouts: STS_TIMEOUTS, proxy: options.proxy }
  )
  try {
    const answer = await client.send(
      new AssumeRoleWithWebIdentityCommand({
        RoleArn: request.roleArn,
        RoleSessionName: request.sessionName,
        DurationSeconds: request.durationSeconds,
        WebIdentityToken: request.webIdentityToken
      }),
      { abortSignal: options.signal }
    )
    const c = answer.Credentials
    const when = c?.Expiration
    if (!c?.AccessKeyId || !c.SecretAccessKey || !c.SessionToken || !when || Number.isNaN(when.getTime())) {
      const err = new ServiceError(
        'MalformedResponse',
        'STS answered without a complete set of credentials',
        answer.$metadata.httpStatusCode ?? 200
      )
      recordCall(err, {
        service: 'STS',
        operation: 'AssumeRoleWithWebIdentity',
        resource: request.roleArn,
        endpoint: shownEndpoint(endpoint),
        timeouts: STS_TIMEOUTS,
        proxy: options.proxy && proxyFor(options.proxy, endpoint)
      })
      throw err
    }
    return {
      accessKeyId: c.AccessKeyId,
      secretAccessKey: c.SecretAccessKey,
      sessionToken: c.SessionToken,
      expiration: when
    }
  } finally {
    client.destroy()
  }
}
