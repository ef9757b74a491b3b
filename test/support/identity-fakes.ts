// GitHub's OIDC token endpoint and AWS STS on loopback, sharing the test's clock: the token endpoint
// answers `ACTIONS_ID_TOKEN_REQUEST_URL&audience=...` as the runner's does (`{"value": <JWT>}`), and
// STS answers AssumeRoleWithWebIdentity (form POST, XML) with short-lived credentials after checking
// the token's signature, audience and expiry. `check` tells any other fake whether a key was still
// valid at a given time, so S3 and SageMaker fakes can refuse expired credentials as AWS does.
import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface IdentityFakeOptions {
  clock: () => number
  /** Roles whose trust policy accepts the tokens (others get AccessDenied). */
  trustedRoles: string[]
  /** The roles' MaxSessionDuration: longer DurationSeconds are refused (default 3600). */
  maxSessionSeconds?: number
  /** Lifetime of one OIDC token (GitHub's last about 5 minutes). */
  tokenLifetimeMs?: number
  /** Lifetime of ACTIONS_ID_TOKEN_REQUEST_TOKEN (about 6 hours on GitHub). */
  requestTokenLifetimeMs?: number
}

export interface MintedCredentials {
  accessKeyId: string
  secretAccessKey: string
  sessionToken: string
  roleArn: string
  sessionName: string
  issuedAt: number
  expiration: number
}

export interface StsCall {
  at: number
  params: Record<string, string>
  answer: string
}

export type CredentialCheck = 'valid' | 'expired' | 'unknown'

const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')

export class IdentityFakes {
  readonly tokens: Array<{ audience: string; issuedAt: number }> = []
  readonly stsCalls: StsCall[] = []
  readonly minted: MintedCredentials[] = []
  readonly requestToken = randomBytes(16).toString('hex')
  oidcUrl = ''
  stsUrl = ''
  private readonly secret = randomBytes(32)
  private readonly started: number
  private readonly servers: http.Server[] = []

  constructor(private readonly o: IdentityFakeOptions) {
    this.started = o.clock()
  }

  async start(): Promise<this> {
    const listen = async (handler: http.RequestListener): Promise<string> => {
      const server = http.createServer(handler)
      this.servers.push(server)
      await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    }
    this.oidcUrl = `${await listen((req, res) => this.oidc(req, res))}/idtoken?api-version=2.0`
    this.stsUrl = `${await listen((req, res) => void this.sts(req, res))}/`
    return this
  }

  async close(): Promise<void> {
    for (const s of this.servers) {
      s.closeAllConnections()
      await new Promise<void>(resolve => s.close(() => resolve()))
    }
  }

  /** What the runner and the test environment set for a job with `id-token: write`. */
  env(): NodeJS.ProcessEnv {
    return {
      ACTIONS_ID_TOKEN_REQUEST_URL: this.oidcUrl,
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: this.requestToken,
      AWS_ENDPOINT_URL_STS: this.stsUrl
    }
  }

  /** Whether `accessKeyId` was issued here and was unexpired at `at`. */
  check(accessKeyId: string, sessionToken: string | undefined, at: number): CredentialCheck {
    const c = this.minted.find(m => m.accessKeyId === accessKeyId)
    if (!c || c.sessionToken !== sessionToken) return 'unknown'
    return at < c.expiration ? 'valid' : 'expired'
  }

  // ---- the OIDC token endpoint ----

  private oidc(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const send = (status: number, body: unknown): void =>
      void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (req.headers.authorization !== `Bearer ${this.requestToken}`)
      return send(401, { message: 'bad request token' })
    const now = this.o.clock()
    if (now - this.started > (this.o.requestTokenLifetimeMs ?? 6 * 3_600_000))
      return send(401, { message: 'the request token has expired' })
    const audience = url.searchParams.get('audience') ?? 'https://github.com/acme'
    this.tokens.push({ audience, issuedAt: now })
    const lifetime = this.o.tokenLifetimeMs ?? 5 * 60_000
    const payload = {
      iss: 'https://token.actions.githubusercontent.com',
      sub: 'repo:acme/vision:ref:refs/heads/main',
      aud: audience,
      iat: Math.floor(now / 1000),
      exp: Math.floor((now + lifetime) / 1000),
      jti: randomBytes(8).toString('hex')
    }
    const unsigned = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}`
    const signature = createHmac('sha256', this.secret).update(unsigned).digest('base64url')
    send(200, { count: 1, value: `${unsigned}.${signature}` })
  }

  // ---- STS ----

  private async sts(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
    const call: StsCall = { at: this.o.clock(), params, answer: 'ok' }
    this.stsCalls.push(call)
    const fail = (status: number, code: string, message: string) => {
      call.answer = code
      res
        .writeHead(status, { 'content-type': 'text/xml' })
        .end(
          `<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type>Sender</Type>` +
            `<Code>${code}</Code><Message>${message}</Message></Error><RequestId>r-${this.stsCalls.length}</RequestId></ErrorResponse>`
        )
    }
    if (
      req.method !== 'POST' ||
      params.Action !== 'AssumeRoleWithWebIdentity' ||
      params.Version !== '2011-06-15'
    )
      return fail(400, 'InvalidAction', 'Could not find operation')
    const problem = this.tokenProblem(params.WebIdentityToken ?? '')
    if (problem) return fail(400, problem.code, problem.message)
    if (!/^[\w+=,.@-]{2,64}$/.test(params.RoleSessionName ?? ''))
      return fail(400, 'ValidationError', 'RoleSessionName is not valid')
    const duration = Number(params.DurationSeconds ?? 3600)
    if (!(duration >= 900) || duration > (this.o.maxSessionSeconds ?? 3600))
      return fail(
        400,
        'ValidationError',
        'The requested DurationSeconds exceeds the MaxSessionDuration set for this role.'
      )
    if (!this.o.trustedRoles.includes(params.RoleArn ?? ''))
      return fail(403, 'AccessDenied', 'Not authorized to perform sts:AssumeRoleWithWebIdentity')
    const now = this.o.clock()
    const c: MintedCredentials = {
      accessKeyId: `ASIAFAKE${String(this.minted.length + 1).padStart(12, '0')}`,
      secretAccessKey: randomBytes(20).toString('base64'),
      sessionToken: randomBytes(48).toString('base64'),
      roleArn: params.RoleArn,
      sessionName: params.RoleSessionName,
      issuedAt: now,
      expiration: now + duration * 1000
    }
    this.minted.push(c)
    res.writeHead(200, { 'content-type': 'text/xml' }).end(
      `<AssumeRoleWithWebIdentityResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/">
  <AssumeRoleWithWebIdentityResult>
    <Audience>sts.amazonaws.com</Audience>
    <AssumedRoleUser><Arn>${c.roleArn}/${c.sessionName}</Arn><AssumedRoleId>AROAFAKE:${c.sessionName}</AssumedRoleId></AssumedRoleUser>
    <Provider>arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com</Provider>
    <Credentials>
      <AccessKeyId>${c.accessKeyId}</AccessKeyId>
      <SecretAccessKey>${c.secretAccessKey}</SecretAccessKey>
      <SessionToken>${c.sessionToken}</SessionToken>
      <Expiration>${new Date(c.expiration).toISOString()}</Expiration>
    </Credentials>
    <SubjectFromWebIdentityToken>repo:acme/vision:ref:refs/heads/main</SubjectFromWebIdentityToken>
  </AssumeRoleWithWebIdentityResult>
  <ResponseMetadata><RequestId>r-${this.stsCalls.length}</RequestId></ResponseMetadata>
</AssumeRoleWithWebIdentityResponse>`
    )
  }

  private tokenProblem(token: string): { code: string; message: string } | undefined {
    const [head, body, signature] = token.split('.')
    const expected = createHmac('sha256', this.secret).update(`${head}.${body}`).digest('base64url')
    if (!head || !body || signature !== expected)
      return { code: 'InvalidIdentityToken', message: "Couldn't verify the token signature" }
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud: string; exp: number }
    if (claims.aud !== 'sts.amazonaws.com')
      return { code: 'InvalidIdentityToken', message: 'Incorrect token audience' }
    if (claims.exp * 1000 <= this.o.clock())
      return { code: 'ExpiredTokenException', message: 'Token expired' }
    return undefined
  }
}

export async function startIdentityFakes(o: IdentityFakeOptions): Promise<IdentityFakes> {
  return new IdentityFakes(o).start()
}

/** `AWS4-HMAC-SHA256 Credential=AKID/20260105/us-east-1/sagemaker/aws4_request, ...` -> `AKID`. */
export function accessKeyOf(authorization: string | undefined): string | undefined {
  return /Credential=([^/]+)\//.exec(authorization ?? '')?.[1]
}
