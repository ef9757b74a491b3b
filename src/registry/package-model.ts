// What a registered package runs: the image, the model's data and its environment, exactly as the run's
// SageMaker model has them (DescribeModel: our model, a `model-name`, an attached job's), or in local mode
// as SageMaker would have made them from the inputs.
import type { JobOutcome, PreparedModel } from '../job.js'
import { UserError } from '../errors.js'
import { isLocal, type Spec } from '../spec.js'
import { containerEnvironment } from '../contract/container-env.js'
import { describeExistingModel } from '../backends/sagemaker/model.js'
import { modelImage } from '../contract/images.js'
import { registryCall, type Registry } from './registry-session.js'

export interface PackageModel {
  image: string
  modelDataUrl: string
  environment: Record<string, string>
}

/** The image a package names: the run's, as its model holds it (the one place it is chosen). */
function packageImage(image: string): string {
  return image
}

export async function packageModel(
  spec: Spec,
  outcome: JobOutcome,
  prepared: PreparedModel | undefined,
  r: Registry
): Promise<PackageModel> {
  if (isLocal(spec)) {
    const modelDataUrl = prepared?.dataUrl ?? spec.model.dataUrl
    if (!modelDataUrl) throw new UserError('register: the model is not in S3, so no package can name it.')
    const framework = prepared?.framework ?? spec.model.framework
    return {
      image: packageImage(modelImage(spec, framework, r.region)),
      modelDataUrl,
      environment: containerEnvironment(spec, r.region, { entryPoint: prepared?.entryPoint })
    }
  }
  const name = outcome.modelName
  if (!name)
    throw new UserError(
      `register: no transform job ran (${outcome.jobName}), so there is no SageMaker model to register.`
    )
  const described = await registryCall(r, 'DescribeModel', () =>
    // Retried once, here.
    describeExistingModel(r.sm, name, send => send())
  )
  // A package names one container: the model's first.
  const first = described.PrimaryContainer ?? described.Containers?.[0] ?? {}
  const model = { image: first.Image, modelDataUrl: first.ModelDataUrl, environment: first.Environment ?? {} }
  if (!model.image || !model.modelDataUrl)
    throw new UserError(
      `register: the SageMaker model ${name} has no ${model.image ? 'ModelDataUrl' : 'image'} in its first container, which a model package needs.`
    )
  return {
    image: packageImage(model.image),
    modelDataUrl: model.modelDataUrl,
    environment: model.environment
  }
}
