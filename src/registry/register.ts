// The registration: the group described and created when missing (one created beside this run is taken
// as it is), this run's version looked up by its registration token (a retried step registers once),
// else a new versioned package with the evaluation as its model-quality statistics.
import {
  CreateModelPackageCommand,
  CreateModelPackageGroupCommand,
  DescribeModelPackageCommand,
  DescribeModelPackageGroupCommand,
  ListModelPackagesCommand,
  UpdateModelPackageCommand,
  type DescribeModelPackageCommandOutput,
  type UpdateModelPackageCommandInput
} from '@aws-sdk/client-sagemaker'
import { errorName } from '../aws/retry.js'
import { asDescription, type ApprovalStatus } from '../contract/model-registry.js'
import type { Tag } from '../spec.js'
import { LINEAGE_KEYS } from './lineage.js'
import type { PackageRequest } from './package-request.js'
import { registryCall, type Registry } from './registry-session.js'

/** A retried step's version is among the group's newest: this many are looked at. */
const RETRY_LOOKBACK = 10

export interface Registered {
  arn: string
  version: number
  status: ApprovalStatus
  /** Found registered by an earlier try of this step, not created now. */
  again: boolean
}

const isMissing = (err: unknown) =>
  errorName(err) === 'ResourceNotFound' ||
  (errorName(err) === 'ValidationException' && /does not exist|could not find/i.test((err as Error).message))
const isAlreadyThere = (err: unknown) =>
  /^(ValidationException|ResourceInUse|ConflictException)$/.test(errorName(err)) &&
  /already exist/i.test((err as Error).message)

/** The group: described first; created when missing, with the action's tags; "already exists" is success. */
export async function ensureGroup(
  r: Registry,
  group: string,
  about: { repository?: string; tags: Tag[] }
): Promise<void> {
  const describe = () =>
    registryCall(r, 'DescribeModelPackageGroup', () =>
      r.sm.send(new DescribeModelPackageGroupCommand({ ModelPackageGroupName: group }))
    )
  try {
    await describe()
    return
  } catch (err) {
    if (!isMissing(err)) throw err
  }
  const description = asDescription(
    `Models of ${about.repository ?? 'this repository'}, registered by its workflow with their evaluation.`
  )
  try {
    await registryCall(r, 'CreateModelPackageGroup', () =>
      r.sm.send(
        new CreateModelPackageGroupCommand({
          ModelPackageGroupName: group,
          ModelPackageGroupDescription: description,
          ...(about.tags.length ? { Tags: about.tags } : {})
        })
      )
    )
    r.log.info(`register: created the model package group ${group}.`)
  } catch (err) {
    // A run beside this one created it first.
    if (!isAlreadyThere(err)) throw err
  }
}

function describePackage(r: Registry, arn: string): Promise<DescribeModelPackageCommandOutput> {
  return registryCall(r, 'DescribeModelPackage', () =>
    r.sm.send(new DescribeModelPackageCommand({ ModelPackageName: arn }))
  )
}

/** This step's version from an earlier try: among the newest, the one carrying its registration token. */
async function registeredBefore(
  r: Registry,
  group: string,
  token: string
): Promise<(Registered & { described: DescribeModelPackageCommandOutput }) | undefined> {
  const listed = await registryCall(r, 'ListModelPackages', () =>
    r.sm.send(
      new ListModelPackagesCommand({
        ModelPackageGroupName: group,
        ModelPackageType: 'Versioned',
        SortBy: 'CreationTime',
        SortOrder: 'Descending',
        MaxResults: RETRY_LOOKBACK
      })
    )
  )
  for (const summary of listed.ModelPackageSummaryList ?? []) {
    if (!summary.ModelPackageArn) continue
    const found = await describePackage(r, summary.ModelPackageArn)
    if (found.CustomerMetadataProperties?.[LINEAGE_KEYS.registration] === token)
      return {
        arn: summary.ModelPackageArn,
        version: found.ModelPackageVersion ?? 0,
        status: (found.ModelApprovalStatus as ApprovalStatus | undefined) ?? 'PendingManualApproval',
        again: true,
        described: found
      }
  }
  return undefined
}

function update(r: Registry, input: UpdateModelPackageCommandInput): Promise<unknown> {
  return registryCall(r, 'UpdateModelPackage', () => r.sm.send(new UpdateModelPackageCommand(input)))
}

/**
 * Registers the version once per token: found when a try before registered it, else created; then its
 * approval described (`describe(arn)`: the update), unless a try before did.
 */
export async function registerPackage(
  r: Registry,
  request: PackageRequest,
  approvalUpdate: (arn: string) => UpdateModelPackageCommandInput
): Promise<Registered> {
  const before = await registeredBefore(r, request.ModelPackageGroupName, request.ClientToken)
  if (before) {
    const { described, ...registered } = before
    const wanted = approvalUpdate(registered.arn)
    if (described.ApprovalDescription !== wanted.ApprovalDescription) await update(r, wanted)
    return registered
  }
  const created = await registryCall(r, 'CreateModelPackage', () =>
    r.sm.send(new CreateModelPackageCommand(request))
  )
  const arn = created.ModelPackageArn!
  await update(r, approvalUpdate(arn))
  const found = await describePackage(r, arn)
  return {
    arn,
    version: found.ModelPackageVersion ?? 0,
    status: request.ModelApprovalStatus as ApprovalStatus,
    again: false
  }
}
