// The sections every test Spec shares: the plain value of each input, as parseInputs would give them
// for a minimal step. Helpers build their Specs on it and set what their tests are about.
import type { DataSpec, OutputSpec, ReportSpec, ResourceSpec, SageMakerControl } from '../../src/spec.js'

/** The report inputs' defaults (no gates, no comment). */
export const REPORT_DEFAULTS: ReportSpec = {
  outputFormat: 'auto',
  scoreThreshold: 0.5,
  comment: 'never',
  commentKey: 'sagemaker-batch-transform',
  detectionImages: 0
}

export const MODEL_SETTINGS = { env: {}, vpcSubnets: [], vpcSecurityGroups: [], networkIsolation: false }

/** An S3 prefix read whole: no compression, split or join. */
export function dataAt(uri: string): DataSpec {
  return { uri, type: 'S3Prefix', compression: 'None', splitType: 'None', joinSource: 'None' }
}

export function outputAt(path: string): OutputSpec {
  return { path, assembleWith: 'None' }
}

export function resources(over: Partial<ResourceSpec> = {}): ResourceSpec {
  return {
    instanceType: 'ml.m5.xlarge',
    instanceCount: 1,
    env: {},
    invocationTimeoutSeconds: 600,
    invocationRetries: 3,
    ...over
  }
}

export const SAGEMAKER_CONTROL: SageMakerControl = {
  mode: 'sagemaker',
  wait: true,
  region: 'us-east-1',
  logs: false,
  tags: []
}
