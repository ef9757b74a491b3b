// The action's own AWS session (role-to-assume): GitHub's OIDC token endpoint and STS on loopback, one
// refreshing provider for every client, and a 3-hour wait on a simulated clock that re-mints several
// times without ever sending a request the services would refuse as expired.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { refreshingCredentials } from '../src/aws/credentials.js'
import { credentialLifetimeWarning, roleCredentials } from '../src/aws/session.js'
import { assumeRoleWithWebIdentity, stsEndpoint } from '../src/aws/sts.js'
import { actionsIO } from '../src/actions-io.js'
import type { InputErrors } from '../src/errors.js'
import { parseInputs } from '../src/inputs/parse-inputs.js'
import { runAction } from './support/emulator/action.js'
import { captureLog, fakeClock, type FakeClock } from './support/emulator/spec.js'
import { startIdentityFakes, type IdentityFakes } from './support/identity-fakes.js'
import { captureStdout } from './support/stdout.js'
import { localExecutor } from './support/local-executor.js'
import { startTestModelServer, type TestModelServer } from './support/model-server.js'
import { startS3Guard, type S3Guard } from './support/s3-guard.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const ROLE = 'arn:aws:iam::123456789012:role/GitHubBatchTransform'
const EXECUTION_ROLE = 'arn:aws:iam::123456789012:role/SageMakerExecution'
const HOUR = 3_600_000
const REFUSED = ['ExpiredTokenException', 'UnrecognizedClientException']
const s3 = testS3Client()

describe('refreshingCredentials', () => {
  const set = (n: number, expiresAt: number) => ({
    accessKeyId: `AKID${n}`,
    secretAccessKey: 'secret',
    sessionToken: 'token',
    expiration: new Date(expiresAt)
  })

  it('re-mints inside the margin before expiry, once for concurrent callers, on the given clock', async () => {
    let now = 0
    let minted = 0
    const provider = refreshingCredentials({
      mint: async () => set(++minted, now + HOUR),
      now: () => now,
      marginMs: 5 * 60_000
    })
    expect(provider.memoized).toBe(true)
    expect((await provider()).accessKeyId).toBe('AKID1')
    now = 54 * 60_000
    expect((await provider()).accessKeyId).toBe('AKID1')
    now = 56 * 60_000
    const [a, b] = await Promise.all([provider(), provider()])
    expect([a.accessKeyId, b.accessKeyId]).toEqual(['AKID2', 'AKID2'])
    expect(minted).toBe(2)
  })

  it('keeps signing with the current set while it is valid when a re-mint fails, then fails', async () => {
    let now = 0
    let fail = false
    const failures: string[] = []
    const provider = refreshingCredentials({
      mint: async () => {
        if (fail) throw new Error('STS is down')
        return set(1, now + HOUR)
      },
      now: () => now,
      onRefreshFailed: err => failures.push((err as Error).message)
    })
    await provider()
    fail = true
    now = 57 * 60_000
    expect((await provider()).accessKeyId).toBe('AKID1')
    // Within a minute of the failure, no new try.
    now += 30_000
    expect((await provider()).accessKeyId).toBe('AKID1')
    expect(failures).toEqual(['STS is down'])
    now = HOUR
    await expect(provider()).rejects.toThrow('STS is down')
  })
})

describe('STS AssumeRoleWithWebIdentity', () => {
  it('sends the documented form and reads the credentials or the error code', async () => {
    const clock = fakeClock()
    const fakes = await startIdentityFakes({ clock: clock.now, trustedRoles: [ROLE] })
    try {
      const res = await fetch(`${fakes.oidcUrl}&audience=sts.amazonaws.com`, {
        headers: { authorization: `Bearer ${fakes.requestToken}` }
      })
      const token = ((await res.json()) as { value: string }).value
      const request = {
        roleArn: ROLE,
        sessionName: 'GitHubActions',
        durationSeconds: 900,
        webIdentityToken: token
      }
      const got = await assumeRoleWithWebIdentity(fakes.stsUrl, request)
      expect(fakes.stsCalls.map(c => c.params)).toEqual([
        {
          Action: 'AssumeRoleWithWebIdentity',
          Version: '2011-06-15',
          RoleArn: ROLE,
          RoleSessionName: 'GitHubActions',
          DurationSeconds: '900',
          WebIdentityToken: token
        }
      ])
      const [minted] = fakes.minted
      expect(got).toEqual({
        accessKeyId: minted.accessKeyId,
        secretAccessKey: minted.secretAccessKey,
        sessionToken: minted.sessionToken,
        expiration: new Date(minted.expiration)
      })
      const refused = await assumeRoleWithWebIdentity(fakes.stsUrl, {
        ...request,
        roleArn: `${ROLE}Other`
      }).catch((err: unknown) => err)
      expect(refused).toMatchObject({
        name: 'AccessDenied',
        message: 'Not authorized to perform sts:AssumeRoleWithWebIdentity',
        $metadata: { httpStatusCode: 403 }
      })
    } finally {
      await fakes.close()
    }
    expect(stsEndpoint('eu-west-1', {})).toBe('https://sts.eu-west-1.amazonaws.com/')
    expect(stsEndpoint('cn-north-1', {})).toBe('https://sts.cn-north-1.amazonaws.com.cn/')
  })
})

describe('role-to-assume inputs', () => {
  const base = {
    data: 's3://bucket/in/',
    'output-path': 's3://bucket/out/',
    'model-name': 'existing',
    'instance-type': 'ml.m5.xlarge',
    region: 'us-east-1',
    'role-session-name': 'GitHubActions',
    'role-duration-seconds': '3600'
  }
  const parse = (over: Record<string, string>) => parseInputs(name => ({ ...base, ...over })[name] ?? '')

  it('reads the role session with action.yml defaults', () => {
    expect(parse({ 'role-to-assume': ROLE }).control.assumeRole).toEqual({
      roleArn: ROLE,
      sessionName: 'GitHubActions',
      durationSeconds: 3600
    })
    expect(parse({}).control.assumeRole).toBeUndefined()
  })

  it('names every bad value with its fix', () => {
    let err: unknown
    try {
      parse({
        'role-to-assume': 'GitHubBatchTransform',
        'role-session-name': 'a b',
        'role-duration-seconds': '100'
      })
    } catch (e) {
      err = e
    }
    expect((err as InputErrors).problems.map(p => [p.input, p.problem])).toEqual([
      ['role-to-assume', 'is not an IAM role ARN'],
      ['role-session-name', 'is not a valid role session name'],
      ['role-duration-seconds', 'is out of range']
    ])
    expect(() => parse({ 'role-duration-seconds': '7200' })).toThrow(
      'role-duration-seconds: is used only with role-to-assume (got "7200")'
    )
  })
})

describe('credentials that end before the deadline', () => {
  const now = Date.UTC(2026, 0, 5, 9, 0, 0)
  it('warns with the expiry from the environment or the default chain', async () => {
    const env = { AWS_SESSION_EXPIRATION: '2026-01-05T10:00:00Z' }
    expect(await credentialLifetimeWarning({ env, now, timeoutMinutes: 240 })).toBe(
      'The AWS credentials from the environment expire at 2026-01-05T10:00:00.000Z (in 60 min), before ' +
        'timeout-minutes (240) runs out: a longer wait fails with ExpiredToken. Set role-to-assume (with ' +
        '`permissions: id-token: write`) so the action re-mints its own credentials, or give ' +
        'aws-actions/configure-aws-credentials a longer role-duration-seconds.'
    )
    expect(await credentialLifetimeWarning({ env, now, timeoutMinutes: 45 })).toBeUndefined()
    const identity = async () => ({ expiration: new Date(now + 30 * 60_000) })
    expect(await credentialLifetimeWarning({ env: {}, now, timeoutMinutes: 45, identity })).toContain(
      'expire at 2026-01-05T09:30:00.000Z (in 30 min), before timeout-minutes (45)'
    )
    expect(await credentialLifetimeWarning({ env: {}, now, timeoutMinutes: 45 })).toBeUndefined()
  })
})

describe('the action with role-to-assume', () => {
  let fakes: IdentityFakes
  let guard: S3Guard
  let emulator: SageMakerEmulator
  let clock: FakeClock
  let bucket: string
  let server: TestModelServer
  let modelUrl: string

  beforeAll(async () => {
    server = await startTestModelServer({ answer: () => ({ body: '{"label": 1}' }) })
    modelUrl = server.url
    bucket = await freshBucket(s3, 'oidc')
    for (const name of ['circle-00.jpg', 'square-00.jpg', 'triangle-00.jpg'])
      await s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: `images/${name}`, Body: Buffer.alloc(2_000, 7) })
      )
  })
  afterAll(() => server.close())

  beforeEach(async () => {
    clock = fakeClock()
    fakes = await startIdentityFakes({ clock: clock.now, trustedRoles: [ROLE], maxSessionSeconds: 3600 })
    // S3 and SageMaker refuse any key STS did not issue or that has expired, as AWS does.
    const authorize = (key: string, token: string | undefined, at: number) => {
      const verdict = fakes.check(key, token, at)
      return verdict === 'valid'
        ? undefined
        : verdict === 'expired'
          ? 'ExpiredTokenException'
          : 'UnrecognizedClientException'
    }
    guard = await startS3Guard(s3Endpoint(), fakes.check.bind(fakes), clock.now)
    emulator = await startSageMakerEmulator({
      clock: clock.now,
      authorize,
      minRunMs: 3 * HOUR,
      executor: localExecutor({ s3, server: modelUrl })
    })
  })
  afterEach(async () => {
    await emulator.close()
    await guard.close()
    await fakes.close()
  })

  const inputs = (over: Record<string, string> = {}): Record<string, string> => ({
    'model-path': 'test/fixtures/models/tensorflow',
    framework: 'tensorflow',
    'framework-version': '2.19',
    role: EXECUTION_ROLE,
    'artifact-path': `s3://${bucket}/artifacts`,
    data: `s3://${bucket}/images/`,
    'content-type': 'application/x-image',
    'output-path': `s3://${bucket}/out-${Math.floor(Math.random() * 1e9)}/`,
    'instance-type': 'ml.m5.xlarge',
    region: 'us-east-1',
    's3-endpoint': guard.url,
    'sagemaker-endpoint': emulator.url,
    'timeout-minutes': '240',
    comment: 'never',
    'role-session-name': 'GitHubActions',
    'role-duration-seconds': '3600',
    ...over
  })
  const act = (i: Record<string, string>, env: NodeJS.ProcessEnv) =>
    runAction(i, {
      env: { ...process.env, GITHUB_RUN_ID: '77', GITHUB_RUN_ATTEMPT: '1', ...env },
      signal: new AbortController().signal,
      sleep: clock.sleep,
      now: clock.now
    })

  /** The minted set a key belongs to. */
  const setOf = (key: string | undefined) => fakes.minted.find(m => m.accessKeyId === key)

  it('waits 3 hours, re-minting before each set expires, and never sends an expired request', async () => {
    const result = await act(inputs({ 'role-to-assume': ROLE }), fakes.env())
    expect(result.failed).toBe(false)
    expect(result.outputs['job-status']).toBe('Completed')
    expect(result.outputs['objects-total']).toBe('3')
    expect(result.outputs['objects-failed']).toBe('0')
    // Billed time: 1 instance x (TransformEndTime - TransformStartTime), and its cost in the summary.
    expect(result.outputs['instance-seconds']).toBe('10800')
    expect(result.stdout).not.toContain('::error::')
    const describes = emulator.requests.filter(r => r.operation === 'DescribeTransformJob')
    expect(describes[describes.length - 1].at - describes[0].at).toBeGreaterThanOrEqual(3 * HOUR)

    // Several sets, each minted with a fresh OIDC token for STS, before the previous one ran out.
    expect(fakes.minted.length).toBeGreaterThanOrEqual(4)
    expect(fakes.tokens.map(t => t.audience)).toEqual(fakes.minted.map(() => 'sts.amazonaws.com'))
    expect(fakes.stsCalls.every(c => c.answer === 'ok' && c.params.RoleArn === ROLE)).toBe(true)
    for (let i = 1; i < fakes.minted.length; i++)
      expect(fakes.minted[i].issuedAt).toBeLessThan(fakes.minted[i - 1].expiration)

    // Every request to SageMaker and S3 was signed by a set STS issued that was valid when it was sent.
    const sent = [
      // (DescribeModel's "Could not find model" before CreateModel is an answer, not a refusal.)
      ...emulator.requests.map(r => ({
        key: r.accessKeyId,
        at: r.at,
        ok: !REFUSED.includes(r.answer ?? '')
      })),
      ...guard.requests.map(r => ({ key: r.accessKeyId, at: r.at, ok: r.answer === 'forwarded' }))
    ]
    expect(guard.requests.length).toBeGreaterThan(5)
    for (const r of sent) {
      const c = setOf(r.key)
      expect({ ...r, valid: c !== undefined && c.issuedAt <= r.at && r.at < c.expiration }).toEqual({
        ...r,
        ok: true,
        valid: true
      })
    }
    // All clients share the one provider: the S3 reads after the wait use the latest set, as SageMaker does.
    expect(new Set(describes.map(r => r.accessKeyId)).size).toBe(fakes.minted.length)
    expect(guard.requests[guard.requests.length - 1].accessKeyId).toBe(
      fakes.minted[fakes.minted.length - 1].accessKeyId
    )
    // No secret in the log.
    for (const m of fakes.minted) {
      expect(result.stdout).not.toContain(m.secretAccessKey)
      expect(result.stdout).not.toContain(m.sessionToken)
    }
    expect(result.stdout).toContain(`Assumed role ${ROLE} (session GitHubActions) with GitHub's OIDC token`)
    expect(result.stdout).toContain(`Refreshed role ${ROLE}`)
  })

  it('without role-to-assume, one-hour credentials warn at the start and fail the wait at the hour', async () => {
    // The credentials a configure-aws-credentials step would have exported: one STS set, never renewed.
    const provider = roleCredentials({
      role: { roleArn: ROLE, sessionName: 'GitHubActions', durationSeconds: 3600 },
      region: 'us-east-1',
      env: fakes.env(),
      idToken: actionsIO().idToken,
      now: clock.now,
      sleep: clock.sleep,
      log: captureLog()
    })
    const saved = { ...process.env }
    Object.assign(process.env, {
      ACTIONS_ID_TOKEN_REQUEST_URL: fakes.oidcUrl,
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: fakes.requestToken
    })
    let set
    try {
      // The token is masked through the log (::add-mask::); kept out of the test's own log.
      const minted = await captureStdout(() => provider())
      expect(minted.stdout).toMatch(/^::add-mask::\S+\.\S+\.\S+$/m)
      set = minted.result
      Object.assign(process.env, {
        AWS_ACCESS_KEY_ID: set.accessKeyId,
        AWS_SECRET_ACCESS_KEY: set.secretAccessKey,
        AWS_SESSION_TOKEN: set.sessionToken
      })
      const result = await act(inputs(), { AWS_SESSION_EXPIRATION: set.expiration!.toISOString() })
      expect(result.failed).toBe(true)
      expect(result.stdout).toContain(
        `::warning::The AWS credentials from the environment expire at ${set.expiration!.toISOString()} (in 60 min), before timeout-minutes (240) runs out`
      )
      expect(result.stdout).toContain('The AWS credentials expired while waiting for')
      expect(emulator.requests.some(r => r.answer === 'ExpiredTokenException')).toBe(true)
      expect(fakes.minted).toHaveLength(1)
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k]
      Object.assign(process.env, saved)
    }
  })

  it('fails before creating anything when the job has no OIDC token or the role does not trust it', async () => {
    const noToken = await act(inputs({ 'role-to-assume': ROLE }), { AWS_ENDPOINT_URL_STS: fakes.stsUrl })
    expect(noToken.failed).toBe(true)
    expect(noToken.stdout).toContain('role-to-assume: this job gets no GitHub OIDC token')
    expect(noToken.stdout).toContain('permissions: id-token: write')

    const other = 'arn:aws:iam::123456789012:role/Untrusted'
    const refused = await act(inputs({ 'role-to-assume': other }), fakes.env())
    expect(refused.failed).toBe(true)
    expect(refused.stdout).toContain(
      `role-to-assume: STS AssumeRoleWithWebIdentity ${other} via ${fakes.stsUrl.slice(0, -1)}: AccessDenied (HTTP 403): Not authorized to perform sts:AssumeRoleWithWebIdentity. The role's trust policy`
    )
    expect(fakes.stsCalls).toHaveLength(1)
    expect(emulator.requests).toHaveLength(0)
    expect(guard.requests).toHaveLength(0)
  })

  it('says so when the role session asked for is longer than the role allows', async () => {
    const result = await act(inputs({ 'role-to-assume': ROLE, 'role-duration-seconds': '7200' }), fakes.env())
    expect(result.failed).toBe(true)
    expect(result.stdout).toContain(
      `role-duration-seconds: STS AssumeRoleWithWebIdentity ${ROLE} via ${fakes.stsUrl.slice(0, -1)}: ValidationError (HTTP 400): The requested DurationSeconds exceeds the MaxSessionDuration set for this role. Use at most`
    )
    expect(emulator.requests).toHaveLength(0)
  })
})
