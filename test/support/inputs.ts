// Builds InputReaders for parseInputs from plain objects, and digs problems out of its errors.
import { InputErrors, type InputProblem } from '../../src/errors.js'
import { parseInputs } from '../../src/inputs/parse-inputs.js'
import { isLocal, type InputReader, type LocalSpec, type Spec } from '../../src/spec.js'

export type Values = Record<string, string | undefined>

/** A valid SageMaker-mode configuration: a PyTorch model directory packaged and run on ml.m5.xlarge. */
export const SAGEMAKER_BASE: Values = {
  'model-path': 'model',
  framework: 'pytorch',
  'framework-version': '2.6',
  'artifact-path': 's3://my-bucket/models',
  role: 'arn:aws:iam::123456789012:role/SageMakerExecution',
  data: 's3://my-bucket/input/',
  'output-path': 's3://my-bucket/output/',
  'instance-type': 'ml.m5.xlarge',
  region: 'us-east-1'
}

/** A valid collect step: attach to an existing job (everything else is the job's own). */
export const ATTACH_BASE: Values = {
  attach: 'nightly-scoring-1',
  region: 'us-east-1'
}

/** A valid local-mode configuration. */
export const LOCAL_BASE: Values = {
  'model-path': 'test/fixtures/models/classifier',
  data: 'test/fixtures/shapes',
  'output-path': '/tmp/out',
  mode: 'local'
}

export function reader(values: Values): InputReader {
  return name => values[name] ?? ''
}

export function parse(values: Values, env: NodeJS.ProcessEnv = {}): Spec {
  return parseInputs(reader(values), env)
}

/** A local-mode Spec (the test fails when the values select SageMaker mode). */
export function parseLocal(values: Values, env: NodeJS.ProcessEnv = {}): LocalSpec {
  const spec = parse(values, env)
  if (!isLocal(spec)) throw new Error(`expected a local-mode Spec for ${JSON.stringify(values)}`)
  return spec
}

/** The InputErrors that parsing throws; fails the test when parsing succeeds. */
export function errorsOf(values: Values, env: NodeJS.ProcessEnv = {}): InputErrors {
  try {
    parse(values, env)
  } catch (err) {
    if (err instanceof InputErrors) return err
    throw err
  }
  throw new Error(`expected InputErrors for ${JSON.stringify(values)}`)
}

export function problemsOf(values: Values, env: NodeJS.ProcessEnv = {}): InputProblem[] {
  return errorsOf(values, env).problems
}
