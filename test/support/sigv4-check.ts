// Checks a request's SigV4 signature as S3 would (s3rver does not): the canonical request is made from
// the request as S3 reads it (the key decoded from the path, then encoded again byte by byte, every
// byte but A-Z a-z 0-9 - . _ ~ as %XX; the signed headers), signed again with the secret of its
// access key, and the two signatures compared. A client that signs a path S3 would encode otherwise
// (an unescaped `'`, say) fails here as it would at S3. The SDK's signer does the HMAC.
import { SignatureV4 } from '@smithy/signature-v4'
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** The secrets of the access keys tests sign with. */
const SECRETS: Record<string, string> = { S3RVER: 'S3RVER' }

const bytes = (d: string | ArrayBuffer | ArrayBufferView): string | Uint8Array =>
  typeof d === 'string'
    ? d
    : ArrayBuffer.isView(d)
      ? new Uint8Array(d.buffer, d.byteOffset, d.byteLength)
      : new Uint8Array(d)

class NodeSha256 {
  private readonly hash: Hash | Hmac
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret))
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytes(data))
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest())
  }
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/

/** Text as S3 encodes a key's segment: each UTF-8 byte but A-Z a-z 0-9 - . _ ~ as %XX. */
export function s3EncodeSegment(text: string): string {
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte)
    out += byte < 0x80 && UNRESERVED.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** One path segment as S3 canonicalises it: decoded, then encoded again. */
export function s3CanonicalSegment(raw: string): string {
  return s3EncodeSegment(decodeURIComponent(raw))
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/

/** True when the signature holds, false when it does not; undefined for an unsigned request. */
export async function signatureHolds(req: IncomingMessage): Promise<boolean | undefined> {
  const m = AUTHORIZATION.exec(req.headers.authorization ?? '')
  if (!m) return undefined
  const [, accessKeyId, , region, service, signedHeaders, signature] = m
  const secretAccessKey = SECRETS[accessKeyId]
  const amzDate = String(req.headers['x-amz-date'] ?? '')
  const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate)
  if (secretAccessKey === undefined || !date) return false
  const [sentPath, rawQuery = ''] = (req.url ?? '/').split('?', 2)
  let rawPath: string
  try {
    rawPath = sentPath.split('/').map(s3CanonicalSegment).join('/')
  } catch {
    return false // not a path S3 could decode
  }
  const query: Record<string, string> = {}
  for (const [k, v] of new URLSearchParams(rawQuery)) query[k] = v
  const headers: Record<string, string> = {}
  for (const name of signedHeaders.split(';')) headers[name] = String(req.headers[name] ?? '')
  const signer = new SignatureV4({
    credentials: { accessKeyId, secretAccessKey },
    region,
    service,
    sha256: NodeSha256,
    uriEscapePath: false
  })
  const [y, mo, d, h, mi, s] = date.slice(1).map(Number)
  const again = await signer.sign(
    { method: req.method ?? 'GET', protocol: 'http:', hostname: '', path: rawPath, query, headers },
    { signingDate: new Date(Date.UTC(y, mo - 1, d, h, mi, s)) }
  )
  return /Signature=([0-9a-f]{64})/.exec(String(again.headers.authorization))?.[1] === signature
}
