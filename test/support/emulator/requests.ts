// Requests the SageMaker emulator's tests send, with every required member set.
import type { CreateTransformJobCommandInput } from '@aws-sdk/client-sagemaker'

/** A CreateTransformJob request for `model`, reading the S3 prefix `input` and writing to `output`. */
export function transformJobRequest(
  name: string,
  where: { model: string; input: string; output: string },
  over: Partial<CreateTransformJobCommandInput> = {}
): CreateTransformJobCommandInput {
  return {
    TransformJobName: name,
    ModelName: where.model,
    TransformInput: { DataSource: { S3DataSource: { S3DataType: 'S3Prefix', S3Uri: where.input } } },
    TransformOutput: { S3OutputPath: where.output },
    TransformResources: { InstanceType: 'ml.m5.xlarge', InstanceCount: 1 },
    ...over
  }
}
