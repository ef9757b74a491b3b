// The run's AWS session: with `role-to-assume`, credentials of its own (GitHub's OIDC token ->
// AssumeRoleWithWebIdentity), re-minted before they expire for as long as the run lasts; without it,
// the SDK's default chain, with a warning at the start when those credentials end before the deadline.
import type { AwsCredentials, CredentialProvider, Logger } from '../context.js'
import { errorMessage, UserError } from '../errors.js'
import type { AssumeRoleSpec } from '../spec.js'
import { minutesFrom, refreshFailedNote, refreshingCredentials } from './credentials.js'
import { errorName, isRetryable, withRetry } from './retry.js'
import type { Sleep } from '../sleep.js'
import { proxyConfigOf } from './proxy.js'
import { assumeRoleWithWebIdentity, stsEndpoint } from './sts.js'

/** The audience STS expects in GitHub's OIDC token. */
const STS_AUDIENCE = 'sts.amazonaws.com'

interface RoleSessionOptions {
  role: AssumeRoleSpec
  region: string
  env: NodeJS.ProcessEnv
  idToken?: (audience: string) => Promise<string>
  now: () => number
  sleep: Sleep
  log: Logger
  random?: () => number
  /** `http-proxy`: over the proxy variables. */
  httpProxy?: string
}

/** Every reason STS gives that another try may fix (IdP hiccups included, as its docs advise). */
function stsRetryable(err: unknown): boolean {
  return isRetryable(err) || /^IDPCommunicationError(Exception)?$/.test(errorName(err))
}

function explainStsError(err: unknown): unknown {
  const name = errorName(err)
  const said = errorMessage(err).replace(/\.$/, '')
  if (name === 'AccessDenied' || name === 'InvalidIdentityToken' || name === 'InvalidIdentityTokenException')
    return new UserError(
      `role-to-assume: ${said}. The role's trust policy must allow sts:AssumeRoleWithWebIdentity for the ` +
        `provider token.actions.githubusercontent.com with audience ${STS_AUDIENCE} and a sub condition ` +
        'that matches this repository (and branch or environment).'
    )
  if (name === 'ValidationError' && /duration/i.test(errorMessage(err)))
    return new UserError(
      `role-duration-seconds: ${said}. Use at most the role's maximum session duration (1 hour unless ` +
        'raised on the role); the action re-mints credentials before they expire, so a short session is fine.'
    )
  return err
}

/** Fails before anything is created when GitHub gives this job no OIDC token. */
function checkIdTokenAvailable(env: NodeJS.ProcessEnv): void {
  if (env.ACTIONS_ID_TOKEN_REQUEST_URL && env.ACTIONS_ID_TOKEN_REQUEST_TOKEN) return
  throw new UserError(
    'role-to-assume: this job gets no GitHub OIDC token (ACTIONS_ID_TOKEN_REQUEST_URL is not set). Add ' +
      '`permissions: id-token: write` to the workflow or job; pull requests from forks never get one, so ' +
      'use credentials from the environment there, or skip the step.'
  )
}

/** A provider that assumes the role with a fresh OIDC token whenever the current set nears its end. */
export function roleCredentials(session: RoleSessionOptions): CredentialProvider {
  const endpoint = stsEndpoint(session.region, session.env)
  const proxy = proxyConfigOf(session.env, session.httpProxy)
  const idToken = session.idToken
  if (!idToken) throw new UserError('role-to-assume: this run cannot ask GitHub for an OIDC token.')
  const mint = (): Promise<AwsCredentials> =>
    withRetry(
      // A fresh token per try: each lasts minutes only, and a retried call may outlive one.
      async () =>
        assumeRoleWithWebIdentity(
          endpoint,
          {
            roleArn: session.role.roleArn,
            sessionName: session.role.sessionName,
            durationSeconds: session.role.durationSeconds,
            webIdentityToken: await idToken(STS_AUDIENCE)
          },
          // No cancel signal: stopping a job after a cancel still needs credentials.
          { region: session.region, proxy }
        ),
      {
        sleep: session.sleep,
        random: session.random,
        now: session.now,
        attempts: 5,
        retryable: stsRetryable,
        log: line => session.log.info(line)
      }
    ).catch(err => {
      throw explainStsError(err)
    })
  return refreshingCredentials({
    mint,
    now: session.now,
    onMinted: (expiration, n) =>
      session.log.info(
        `${n === 1 ? 'Assumed' : 'Refreshed'} role ${session.role.roleArn} (session ${session.role.sessionName}) with ` +
          `GitHub's OIDC token; these credentials expire at ${expiration?.toISOString() ?? 'an unknown time'}.`
      ),
    onRefreshFailed: (err, expiration) =>
      session.log.warning(refreshFailedNote(err, expiration, session.now()))
  })
}

/** The expiry the environment states (`aws configure export-credentials` and others set one of these). */
function environmentExpiry(env: NodeJS.ProcessEnv): Date | undefined {
  for (const name of ['AWS_SESSION_EXPIRATION', 'AWS_CREDENTIAL_EXPIRATION']) {
    const raw = env[name]?.trim()
    if (!raw) continue
    const at = new Date(raw)
    if (!Number.isNaN(at.getTime())) return at
  }
  return undefined
}

interface LifetimeCheck {
  env: NodeJS.ProcessEnv
  now: number
  timeoutMinutes?: number
  /** The default chain's credentials, asked only when the environment states no expiry. */
  identity?: () => Promise<Pick<AwsCredentials, 'expiration'> | undefined>
}

/** The warning for credentials that end before the run's deadline, or undefined when they last. */
export async function credentialLifetimeWarning(c: LifetimeCheck): Promise<string | undefined> {
  if (c.timeoutMinutes === undefined) return undefined
  let expiry = environmentExpiry(c.env)
  if (!expiry && c.identity) expiry = (await c.identity().catch(() => undefined))?.expiration
  if (!expiry) return undefined
  const deadline = c.now + c.timeoutMinutes * 60_000
  if (expiry.getTime() >= deadline) return undefined
  return (
    `The AWS credentials from the environment expire at ${expiry.toISOString()} (${minutesFrom(c.now, expiry)}), ` +
    `before timeout-minutes (${c.timeoutMinutes}) runs out: a longer wait fails with ExpiredToken. Set ` +
    'role-to-assume (with `permissions: id-token: write`) so the action re-mints its own credentials, or ' +
    'give aws-actions/configure-aws-credentials a longer role-duration-seconds.'
  )
}

type SessionOptions = Omit<RoleSessionOptions, 'role'> & {
  /** `role-to-assume`: when absent, the SDK's default chain signs. */
  assumeRole?: AssumeRoleSpec
  timeoutMinutes?: number
  /** The default chain's credentials, for their expiry (when the environment states none). */
  identity?: LifetimeCheck['identity']
}

/**
 * The run's credentials: with `role-to-assume`, one refreshing provider (its first set minted now, so a
 * trust-policy problem fails before anything is created); else undefined (the default chain), after
 * warning about credentials that end before the deadline.
 */
export async function openAwsSession(session: SessionOptions): Promise<CredentialProvider | undefined> {
  const role = session.assumeRole
  if (!role) {
    const warning = await credentialLifetimeWarning({
      env: session.env,
      now: session.now(),
      timeoutMinutes: session.timeoutMinutes,
      identity: session.identity
    })
    if (warning) session.log.warning(warning)
    return undefined
  }
  checkIdTokenAvailable(session.env)
  const credentials = roleCredentials({ ...session, role })
  await credentials()
  return credentials
}
