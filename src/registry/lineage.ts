// What a registered version records of the run that made it (CustomerMetadataProperties): the repository,
// the commit, the workflow run, the transform job, the model's and the input listing's digests, the cache
// identity, and where its summary and evaluation are. A retried step finds its own version by the
// registration token, which is also the request's ClientToken.
import { createHash } from 'node:crypto'
import { CLIENT_TOKEN_MAX, isMetadataValue, METADATA_MAX_ENTRIES } from '../contract/model-registry.js'
import { isUnlisted, type InputsOrWhy } from '../listing/listed-inputs.js'

export interface Lineage {
  repository?: string
  commit?: string
  runUrl?: string
  jobName: string
  jobArn?: string
  /** sha256 of the model archive, when this run packed it. */
  modelSha256?: string
  listingSha256?: string
  cacheIdentity?: string
  summaryUri?: string
  evaluationUri?: string
  registration: string
}

/** The metadata keys, once: the registry baseline reads them back. */
export const LINEAGE_KEYS = {
  repository: 'repository',
  commit: 'commit',
  runUrl: 'workflow-run',
  jobName: 'transform-job',
  jobArn: 'transform-job-arn',
  modelSha256: 'model-sha256',
  listingSha256: 'data-listing-sha256',
  cacheIdentity: 'cache-identity',
  summaryUri: 'summary-json',
  evaluationUri: 'evaluation-json',
  registration: 'registration'
} as const satisfies Record<keyof Lineage, string>

/**
 * The lineage as metadata SageMaker accepts: a value it would refuse (too long, or a character outside its
 * set) is left out and said, never sent.
 */
export function lineageMetadata(l: Lineage, leftOut: (key: string) => void): Record<string, string> {
  const entries: Array<[string, string]> = []
  for (const [field, key] of Object.entries(LINEAGE_KEYS) as Array<[keyof Lineage, string]>) {
    const value = l[field]
    if (value === undefined || value === '') continue
    if (isMetadataValue(value)) entries.push([key, value])
    else leftOut(key)
  }
  return Object.fromEntries(entries.slice(0, METADATA_MAX_ENTRIES))
}

/**
 * One registration per workflow run attempt, job step, transform job and group: a retried step sends the
 * same token (SageMaker's ClientToken) and finds its version by it.
 */
export function registrationToken(env: NodeJS.ProcessEnv, jobName: string, group: string): string {
  const parts = [env.GITHUB_RUN_ID, env.GITHUB_RUN_ATTEMPT, env.GITHUB_JOB, jobName, group]
  return createHash('sha256')
    .update(parts.map(p => p ?? '').join('\n'))
    .digest('hex')
    .slice(0, CLIENT_TOKEN_MAX)
}

/** sha256 over the listed inputs' keys, sizes and ETags, in key order; undefined when not listed. */
export function listingDigest(inputs: InputsOrWhy): string | undefined {
  if (isUnlisted(inputs)) return undefined
  const lines: string[] = []
  for (let i = 0; i < inputs.count; i++)
    lines.push(`${inputs.keyAt(i)}\t${inputs.sizeAt(i) ?? ''}\t${inputs.etagAt(i) ?? ''}`)
  lines.sort()
  const hash = createHash('sha256')
  for (const line of lines) hash.update(`${line}\n`)
  return hash.digest('hex')
}
