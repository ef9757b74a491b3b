// Signature Version 4 for one JSON request, for the few calls the action makes without an SDK client
// (the Price List API): the same signing the SDK does, with node's crypto.
import { createHash, createHmac } from 'node:crypto'
import type { AwsCredentials } from '../context.js'

interface RequestToSign {
  url: URL
  /** Headers besides host, x-amz-date, x-amz-content-sha256 and x-amz-security-token, which signing adds. */
  headers: Record<string, string>
  body: string
  service: string
  region: string
  credentials: AwsCredentials
  now: Date
}

const sha256 = (data: string): string => createHash('sha256').update(data, 'utf8').digest('hex')
const hmac = (key: string | Buffer, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest()

/** `20260105T090000Z` */
function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** The headers to send for a POST of `body`: the given ones, with host, date, token and Authorization. */
export function signedHeaders(r: RequestToSign): Record<string, string> {
  const stamp = amzDate(r.now)
  const day = stamp.slice(0, 8)
  const payload = sha256(r.body)
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: r.url.host,
    'x-amz-date': stamp,
    'x-amz-content-sha256': payload,
    ...(r.credentials.sessionToken ? { 'x-amz-security-token': r.credentials.sessionToken } : {})
  }
  const names = Object.keys(headers).sort()
  const canonical = [
    'POST',
    r.url.pathname || '/',
    '',
    ...names.map(n => `${n}:${headers[n]}`),
    '',
    names.join(';'),
    payload
  ].join('\n')
  const scope = `${day}/${r.region}/${r.service}/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256(canonical)].join('\n')
  let key = hmac(`AWS4${r.credentials.secretAccessKey}`, day)
  for (const part of [r.region, r.service, 'aws4_request']) key = hmac(key, part)
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex')
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${r.credentials.accessKeyId}/${scope}, ` +
    `SignedHeaders=${names.join(';')}, Signature=${signature}`
  return headers
}
