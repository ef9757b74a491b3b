// SigV4 written out step by step from AWS's description (canonical request, string to sign, derived
// key), apart from the SDK's signer: the known answers of the S3 tests come from it, and it reproduces
// AWS's own published example (test/storage-s3-direct-get.test.ts checks that first).
import { createHash, createHmac } from 'node:crypto'

export interface ReferenceRequest {
  accessKeyId: string
  secretAccessKey: string
  region: string
  service: string
  method: string
  /** The path exactly as it is signed (already encoded). */
  path: string
  /** Header names in lower case; host included. */
  headers: Record<string, string>
  /** `YYYYMMDDTHHMMSSZ` */
  amzDate: string
  payloadHash: string
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest()

/** The Authorization header value for the request. */
export function referenceAuthorization(r: ReferenceRequest): string {
  const names = Object.keys(r.headers).sort()
  const canonicalHeaders = names.map(n => `${n}:${r.headers[n].trim()}\n`).join('')
  const signedHeaders = names.join(';')
  const canonicalRequest = [r.method, r.path, '', canonicalHeaders, signedHeaders, r.payloadHash].join('\n')
  const day = r.amzDate.slice(0, 8)
  const scope = `${day}/${r.region}/${r.service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', r.amzDate, scope, sha256(canonicalRequest)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${r.secretAccessKey}`, day), r.region), r.service), 'aws4_request')
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex')
  return `AWS4-HMAC-SHA256 Credential=${r.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`
}
