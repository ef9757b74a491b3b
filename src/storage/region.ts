// Which AWS region a run uses: the `region` input, else the variables configure-aws-credentials exports.

/** Where a region is needed but none is set and nothing is billed (S3-compatible stores, local mode). */
export const FALLBACK_REGION = 'us-east-1'

/** The region the run names, or undefined when neither the input nor the environment sets one. */
export function namedRegion(region: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  return region || env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined
}

/** The named region, else the fallback. */
export function regionOrFallback(region: string | undefined, env: NodeJS.ProcessEnv): string {
  return namedRegion(region, env) ?? FALLBACK_REGION
}
