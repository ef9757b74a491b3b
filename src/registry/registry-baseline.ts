// `baseline: registry`: the group's latest Approved version is the baseline. Its figures come from its
// statistics file, whose bytes must still have the digest it was registered with; its predictions from
// the `_summary.json` its lineage names, which must still be that job's (a later run writing the same
// output-path would otherwise swap the predictions under it).
import { createHash } from 'node:crypto'
import { DescribeModelPackageCommand, ListModelPackagesCommand } from '@aws-sdk/client-sagemaker'
import { errorMessage } from '../errors.js'
import type { BaselinePackage } from '../spec.js'
import { recordedAccuracy } from '../results/evaluation/model-quality.js'
import { LINEAGE_KEYS } from './lineage.js'
import { registryCall, type Registry } from './registry-session.js'

export type FoundBaseline =
  | { found: BaselinePackage; summaryUri: string }
  /** Why there is none, in words. */
  | { none: string }

/** Reads an object the registry names (S3). */
export type ReadObject = (uri: string) => Promise<Buffer>

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function latestApprovedArn(r: Registry, group: string): Promise<string | undefined> {
  const listed = await registryCall(r, 'ListModelPackages', () =>
    r.sm.send(
      new ListModelPackagesCommand({
        ModelPackageGroupName: group,
        ModelPackageType: 'Versioned',
        ModelApprovalStatus: 'Approved',
        SortBy: 'CreationTime',
        SortOrder: 'Descending',
        MaxResults: 1
      })
    )
  )
  return listed.ModelPackageSummaryList?.[0]?.ModelPackageArn
}

export async function latestApproved(r: Registry, group: string, read: ReadObject): Promise<FoundBaseline> {
  const arn = await latestApprovedArn(r, group)
  if (!arn) return { none: `${group} has no Approved version` }
  const p = await registryCall(r, 'DescribeModelPackage', () =>
    r.sm.send(new DescribeModelPackageCommand({ ModelPackageName: arn }))
  )
  const version = p.ModelPackageVersion ?? 0
  const named = `${group} version ${version} (${arn})`
  const stats = p.ModelMetrics?.ModelQuality?.Statistics
  if (!stats?.S3Uri) return { none: `${named} has no evaluation (no model-quality statistics)` }
  let accuracy: number | undefined
  try {
    const bytes = await read(stats.S3Uri)
    const digest = stats.ContentDigest?.replace(/^sha256:/i, '').toLowerCase()
    if (digest !== undefined && digest !== sha256(bytes))
      return {
        none: `the statistics file of ${named}, ${stats.S3Uri}, changed since it was registered (its sha256 differs)`
      }
    accuracy = recordedAccuracy(JSON.parse(bytes.toString('utf8')))
  } catch (err) {
    return { none: `the statistics file of ${named} could not be read (${errorMessage(err)})` }
  }
  const meta = p.CustomerMetadataProperties ?? {}
  const summaryUri = meta[LINEAGE_KEYS.summaryUri]
  const job = meta[LINEAGE_KEYS.jobName]
  if (!summaryUri || !job) return { none: `the lineage of ${named} names no _summary.json and job` }
  let summaryJob: unknown
  try {
    summaryJob = (JSON.parse((await read(summaryUri)).toString('utf8')) as { job?: { name?: unknown } }).job
      ?.name
  } catch (err) {
    return { none: `the _summary.json of ${named}, ${summaryUri}, could not be read (${errorMessage(err)})` }
  }
  if (summaryJob !== job)
    return {
      none: `${summaryUri} is now job ${String(summaryJob)}'s, not ${job}'s, which ${named} registered: a later run wrote to its output-path`
    }
  return { found: { arn, version, job, ...(accuracy !== undefined ? { accuracy } : {}) }, summaryUri }
}
