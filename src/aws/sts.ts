// STS AssumeRoleWithWebIdentity: a web identity token (GitHub's OIDC token) -> temporary credentials for
// a role. The call is not signed (the token is the proof), so it is a plain form POST with an XML answer.
import type { AwsCredentials } from '../context.js'
import { recordCall, ServiceError, shownEndpoint } from './calls.js'

const STS_VERSION = '2011-06-15'

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

/** The request body (application/x-www-form-urlencoded). */
export function webIdentityBody(r: WebIdentityRequest): string {
  return new URLSearchParams({
    Action: 'AssumeRoleWithWebIdentity',
    Version: STS_VERSION,
    RoleArn: r.roleArn,
    RoleSessionName: r.sessionName,
    DurationSeconds: String(r.durationSeconds),
    WebIdentityToken: r.webIdentityToken
  }).toString()
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
    if (e[0] !== '#') return named[e.toLowerCase()]
    return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
  })
}

/** The text of the first `<tag>` element in `xml`, or undefined. */
function element(xml: string, tag: string): string | undefined {
  const m = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml)
  return m ? unescapeXml(m[1].trim()) : undefined
}

/** Reads an AssumeRoleWithWebIdentity answer: the credentials, or the ServiceError it reports. */
export function parseWebIdentityResponse(status: number, xml: string): AwsCredentials {
  if (status !== 200) {
    const code = element(xml, 'Code') ?? (status >= 500 ? 'ServiceUnavailable' : 'UnknownError')
    throw new ServiceError(code, element(xml, 'Message') ?? `STS answered HTTP ${status}`, status)
  }
  const accessKeyId = element(xml, 'AccessKeyId')
  const secretAccessKey = element(xml, 'SecretAccessKey')
  const sessionToken = element(xml, 'SessionToken')
  const expiration = element(xml, 'Expiration')
  const when = expiration ? new Date(expiration) : undefined
  if (!accessKeyId || !secretAccessKey || !sessionToken || !when || Number.isNaN(when.getTime()))
    throw new ServiceError('MalformedResponse', 'STS answered without a complete set of credentials', status)
  return { accessKeyId, secretAccessKey, sessionToken, expiration: when }
}

const STS_TIMEOUT_MS = 30_000

/** Sends one AssumeRoleWithWebIdentity (no retries here: the caller decides); errors name the call. */
export async function assumeRoleWithWebIdentity(
  endpoint: string,
  request: WebIdentityRequest,
  signal?: AbortSignal
): Promise<AwsCredentials> {
  const timeout = AbortSignal.timeout(STS_TIMEOUT_MS)
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'text/xml' },
      body: webIdentityBody(request),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout
    })
    return parseWebIdentityResponse(res.status, await res.text())
  } catch (caught) {
    // fetch hides the socket error in `cause`; retry.ts reads `code` (ECONNRESET, ...).
    const code = (caught as { cause?: { code?: string } }).cause?.code
    const err =
      code && !(caught as { code?: string }).code ? Object.assign(caught as Error, { code }) : caught
    recordCall(err, {
      service: 'STS',
      operation: 'AssumeRoleWithWebIdentity',
      resource: request.roleArn,
      endpoint: shownEndpoint(endpoint),
      timeouts: { connectMs: STS_TIMEOUT_MS, answerMs: STS_TIMEOUT_MS }
    })
    throw err
  }
}
