// The SageMaker model a job runs: an existing one by name, or ours, built from the spec and the prepared
// artifact, created or reused when one of the same name has the same definition.
import {
  CreateModelCommand,
  DescribeModelCommand,
  type CreateModelCommandInput,
  type DescribeModelCommandOutput,
  type SageMakerClient
} from '@aws-sdk/client-sagemaker'
import type { PreparedModel } from '../../job.js'
import { UserError } from '../../errors.js'
import type { ActionContext } from '../../context.js'
import type { Spec } from '../../spec.js'
import { modelImage } from '../../contract/images.js'
import type { Logger } from '../../context.js'
import { defaultName, namePrefix, shortHash, stableJson } from '../../contract/names.js'
import { buildCreateModelInput } from './requests.js'
import type { Call } from '../../aws/retry.js'
import { CreateCall, describedOrMissing, explainCreateError } from './sagemaker-errors.js'

/** The parts of a model that decide what it runs; equal parts mean the same model. */
function modelDefinition(m: CreateModelCommandInput | DescribeModelCommandOutput): unknown {
  const c = m.PrimaryContainer ?? {}
  return {
    Image: c.Image,
    ModelDataUrl: c.ModelDataUrl,
    Environment: c.Environment ?? {},
    ExecutionRoleArn: m.ExecutionRoleArn,
    Subnets: [...(m.VpcConfig?.Subnets ?? [])].sort(),
    SecurityGroupIds: [...(m.VpcConfig?.SecurityGroupIds ?? [])].sort(),
    EnableNetworkIsolation: m.EnableNetworkIsolation ?? false
  }
}

function differences(a: unknown, b: unknown): string[] {
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  return Object.keys(x)
    .filter(k => stableJson(x[k]) !== stableJson(y[k]))
    .map(k => `${k}: existing ${stableJson(x[k])}, this run ${stableJson(y[k])}`)
}

/** The CreateModel request for this run, named after a hash of its definition. */
export function buildModel(
  spec: Spec,
  model: PreparedModel,
  region: string,
  ctx: ActionContext,
  serverEnv: Record<string, string>
): CreateModelCommandInput {
  const dataUrl = model.dataUrl ?? spec.model.dataUrl
  if (!dataUrl)
    throw new UserError(
      'model-path: SageMaker needs the model in S3. Set model-path with artifact-path, or model-data-url.'
    )
  const framework = model.framework ?? spec.model.framework
  const image = modelImage(spec, framework, region)
  const draft = buildCreateModelInput(spec, {
    modelName: '',
    image,
    modelDataUrl: dataUrl,
    region,
    entryPoint: model.entryPoint,
    serverEnv
  })
  const { ModelName: _unnamed, ...definition } = draft
  const modelName = defaultName(namePrefix(spec, ctx.env), ctx.env, shortHash(definition), ctx.now())
  return { ...draft, ModelName: modelName }
}

function describeModel(
  sm: SageMakerClient,
  name: string,
  call: Call
): Promise<DescribeModelCommandOutput | undefined> {
  return describedOrMissing(call(() => sm.send(new DescribeModelCommand({ ModelName: name }))))
}

/** `model-name`: the model as DescribeModel gives it, or a UserError when there is no such model. */
export async function describeExistingModel(
  sm: SageMakerClient,
  name: string,
  call: Call
): Promise<DescribeModelCommandOutput> {
  const found = await describeModel(sm, name, call)
  if (!found) throw noSuchModel(name)
  return found
}

function noSuchModel(name: string): UserError {
  return new UserError(
    `model-name: there is no SageMaker model named ${JSON.stringify(name)} in this account and region. ` +
      'Check the name and region, or give model-path / model-data-url instead.'
  )
}

/** `model-name`: the model must exist already. */
export async function useExistingModel(sm: SageMakerClient, name: string, call: Call): Promise<string> {
  if (!(await describeModel(sm, name, call))) throw noSuchModel(name)
  return name
}

/** Creates the model, or reuses one of the same name and definition; a different definition is an error. */
export async function ensureModel(
  sm: SageMakerClient,
  input: CreateModelCommandInput,
  call: Call,
  log: Logger
): Promise<string> {
  const name = input.ModelName!
  const compare = (existing: DescribeModelCommandOutput): string => {
    const diff = differences(modelDefinition(existing), modelDefinition(input))
    if (diff.length > 0)
      throw new UserError(
        `A SageMaker model named ${name} already exists (${existing.ModelArn}) with a different definition than this run's ` +
          `model ${name}:\n${diff.map(d => `  - ${d}`).join('\n')}\nModels cannot be changed; delete the old one or re-run the workflow (a new attempt gets a new name).`
      )
    return name
  }
  const existing = await describeModel(sm, name, call)
  if (existing) {
    log.info(`Reusing SageMaker model ${name} (same definition).`)
    return compare(existing)
  }
  const create = new CreateCall(call)
  try {
    await create.send(() => sm.send(new CreateModelCommand(input)))
    log.info(`Created SageMaker model ${name}.`)
  } catch (err) {
    // The model exists after all: a create whose answer was lost worked, or a run beside this one (a
    // matrix job, a second push) created it between our look and our create. The same definition is ours.
    if (/already exist/i.test((err as Error).message ?? '')) {
      const found = await describeModel(sm, name, call)
      if (found) return compare(found)
    }
    throw explainCreateError(err, 'CreateModel')
  }
  return name
}
