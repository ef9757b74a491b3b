// The CreateModelPackage request of a run (pure): its model, the content types it takes and gives, the
// instance type it ran on, its evaluation as model-quality statistics, the verdict, the approval and the
// lineage; and the UpdateModelPackage that gives the approval its description (CreateModelPackage takes none).
import type {
  CreateModelPackageCommandInput,
  TransformInstanceType,
  UpdateModelPackageCommandInput
} from '@aws-sdk/client-sagemaker'
import { asDescription } from '../contract/model-registry.js'
import type { Approval } from './approval.js'
import type { PackageModel } from './package-model.js'

export interface PackageParts {
  group: string
  model: PackageModel
  contentType?: string
  accept?: string
  /** The instance type the job ran on; none for a local run. */
  instanceType?: string
  /** `_evaluation.json` beside the outputs, and its sha256 (hex). */
  statistics?: { uri: string; sha256: string }
  verdict: string
  approval: Approval
  metadata: Record<string, string>
  token: string
}

export type PackageRequest = CreateModelPackageCommandInput & {
  ModelPackageGroupName: string
  ClientToken: string
}

export function packageRequest(p: PackageParts): PackageRequest {
  const { model } = p
  return {
    ModelPackageGroupName: p.group,
    ModelPackageDescription: asDescription(p.verdict),
    InferenceSpecification: {
      Containers: [
        {
          Image: model.image,
          ModelDataUrl: model.modelDataUrl,
          ...(Object.keys(model.environment).length ? { Environment: model.environment } : {})
        }
      ],
      ...(p.contentType ? { SupportedContentTypes: [p.contentType] } : {}),
      ...(p.accept ? { SupportedResponseMIMETypes: [p.accept] } : {}),
      ...(p.instanceType
        ? { SupportedTransformInstanceTypes: [p.instanceType as TransformInstanceType] }
        : {})
    },
    ...(p.statistics
      ? {
          ModelMetrics: {
            ModelQuality: {
              Statistics: {
                ContentType: 'application/json',
                S3Uri: p.statistics.uri,
                ContentDigest: `sha256:${p.statistics.sha256}`
              }
            }
          }
        }
      : {}),
    ModelApprovalStatus: p.approval.status,
    ...(Object.keys(p.metadata).length ? { CustomerMetadataProperties: p.metadata } : {}),
    ClientToken: p.token
  }
}

/**
 * The approval's description, set once the version exists. The metadata is sent again: an update
 * without it must not leave the version without its lineage.
 */
export function approvalUpdate(arn: string, p: PackageParts): UpdateModelPackageCommandInput {
  return {
    ModelPackageArn: arn,
    ModelApprovalStatus: p.approval.status,
    ApprovalDescription: p.approval.description,
    ...(Object.keys(p.metadata).length ? { CustomerMetadataProperties: p.metadata } : {})
  }
}
