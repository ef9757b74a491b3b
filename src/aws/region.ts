// Which AWS region a run uses: the `region` input, else the variables configure-aws-credentials exports.
import { UserError } from '../errors.js'

/** Where a region is needed but none is set and nothing is billed (S3-compatible stores, local mode). */
const FALLBACK_REGION = 'us-east-1'

/** The region the run names, or undefined when neither the input nor the environment sets one. */
function namedRegion(region: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  return region || env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined
}

/** The named region, else the fallback. */
export function regionOrFallback(region: string | undefined, env: NodeJS.ProcessEnv): string {
  return namedRegion(region, env) ?? FALLBACK_REGION
}

/** The region from the `region` input, else the variables configure-aws-credentials exports. */
export function resolveRegion(region: string | undefined, env: NodeJS.ProcessEnv): string {
  const found = namedRegion(region, env)
  if (!found)
    throw new UserError(
      'region: no AWS region is set. Set the `region` input, or AWS_REGION (aws-actions/configure-aws-credentials sets it).'
    )
  return found
}
