// Pure builders: spec -> CreateModel and CreateTransformJob requests. No calls here; create-job.ts sends them.
import type {
  CreateModelCommandInput,
  CreateTransformJobCommandInput,
  TransformInstanceType
} from '@aws-sdk/client-sagemaker'
import { containerEnvironment } from '../../contract/container-env.js'
import type { RunSpec, Spec } from '../../spec.js'

/** Drops undefined members so requests compare and hash cleanly. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

interface ModelParts {
  modelName: string
  image: string
  modelDataUrl: string
  region: string
  /** The handler file the artifact holds in `code/`, when known. */
  entryPoint?: string
  /** The model server's own size caps, raised to the job's MaxPayloadInMB (serverSizeEnvironment). */
  serverEnv?: Record<string, string>
}

export function buildCreateModelInput(spec: Spec, parts: ModelParts): CreateModelCommandInput {
  const m = spec.model
  const vpc = m.vpcSubnets.length > 0 || m.vpcSecurityGroups.length > 0
  return compact({
    ModelName: parts.modelName,
    ExecutionRoleArn: m.role,
    PrimaryContainer: {
      Image: parts.image,
      Mode: 'SingleModel',
      ModelDataUrl: parts.modelDataUrl,
      Environment: containerEnvironment(spec, parts.region, {
        entryPoint: parts.entryPoint,
        serverEnv: parts.serverEnv
      })
    },
    VpcConfig: vpc ? { Subnets: m.vpcSubnets, SecurityGroupIds: m.vpcSecurityGroups } : undefined,
    EnableNetworkIsolation: m.networkIsolation,
    Tags: spec.control.tags.length > 0 ? spec.control.tags : undefined
  })
}

interface JobParts {
  jobName: string
  modelName: string
}

/** The job's request; `max-payload` is the run spec's, settled in stage 3 (unset: SageMaker's default). */
export function buildCreateTransformJobInput(spec: RunSpec, parts: JobParts): CreateTransformJobCommandInput {
  const { data, output, resources } = spec
  const filtering =
    data.inputFilter !== undefined || data.outputFilter !== undefined || data.joinSource !== 'None'
  return compact({
    TransformJobName: parts.jobName,
    ModelName: parts.modelName,
    TransformInput: compact({
      DataSource: { S3DataSource: { S3DataType: data.type, S3Uri: data.uri } },
      ContentType: data.contentType,
      CompressionType: data.compression,
      SplitType: data.splitType
    }),
    TransformOutput: compact({
      S3OutputPath: output.path,
      Accept: output.accept,
      AssembleWith: output.assembleWith,
      KmsKeyId: output.kmsKey
    }),
    TransformResources: compact({
      InstanceType: resources.instanceType as TransformInstanceType,
      InstanceCount: resources.instanceCount,
      VolumeKmsKeyId: resources.volumeKmsKey
    }),
    BatchStrategy: resources.strategy,
    MaxConcurrentTransforms: resources.maxConcurrentTransforms,
    MaxPayloadInMB: resources.maxPayloadMB,
    Environment: Object.keys(resources.env).length > 0 ? resources.env : undefined,
    // Sources disagree on the service's defaults, so both are always sent.
    ModelClientConfig: {
      InvocationsTimeoutInSeconds: resources.invocationTimeoutSeconds,
      InvocationsMaxRetries: resources.invocationRetries
    },
    DataProcessing: filtering
      ? compact({
          InputFilter: data.inputFilter?.source,
          OutputFilter: data.outputFilter?.source,
          JoinSource: data.joinSource
        })
      : undefined,
    Tags: spec.control.tags.length > 0 ? spec.control.tags : undefined
  })
}
