// Stage 3 begins: the run's credentials (its own with role-to-assume, else the default chain) and its
// one S3 client, which the caller releases when the run ends.
import { openAwsSession } from '../aws/session.js'
import type { ActionContext, StageContext } from '../context.js'
import type { Spec } from '../spec.js'
import { regionOrFallback } from '../aws/region.js'

export async function openRun(spec: Spec, ctx: ActionContext): Promise<StageContext> {
  const { env, now, sleep, log, idToken } = ctx
  const { defaultChainCredentials, runS3 } = await import('../storage/s3.js')
  const credentials =
    (await openAwsSession({
      env,
      now,
      sleep,
      log,
      idToken,
      region: regionOrFallback(spec.control.region, env),
      httpProxy: spec.control.httpProxy,
      assumeRole: spec.control.assumeRole,
      timeoutMinutes: spec.control.timeoutMinutes,
      identity:
        spec.control.mode === 'sagemaker' ? () => defaultChainCredentials(spec.control, env) : undefined
    })) ?? ctx.credentials
  return { ...ctx, credentials, s3: runS3(env, credentials, line => log.info(line)) }
}
