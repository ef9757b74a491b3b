// `attach` inputs: a collect step needs only the job's name (and where SageMaker is); inputs that could
// only define a new job are refused, all at once, naming each; local mode refuses attach itself.
import { ATTACH_BASE, LOCAL_BASE, parse, problemsOf } from './support/inputs.js'

describe('attach', () => {
  it('needs no model, data, output-path or instance type', () => {
    const spec = parse(ATTACH_BASE)
    expect(spec.control).toMatchObject({ mode: 'sagemaker', attach: 'nightly-scoring-1', wait: true })
    expect(spec.model.source).toBe('job')
    expect(spec.data.uri).toBe('')
    expect(spec.output.path).toBe('')
  })

  it('keeps data, output-path, timeout-minutes, logs, credentials and the report inputs', () => {
    const spec = parse({
      ...ATTACH_BASE,
      data: 's3://my-bucket/in/',
      'output-path': 's3://my-bucket/out/',
      'timeout-minutes': '90',
      logs: 'true',
      'ground-truth': 's3://my-bucket/truth.jsonl',
      'min-accuracy': '0.9',
      'role-to-assume': 'arn:aws:iam::123456789012:role/Collect'
    })
    expect(spec.data.uri).toBe('s3://my-bucket/in/')
    expect(spec.output.path).toBe('s3://my-bucket/out/')
    expect(spec.control.timeoutMinutes).toBe(90)
    expect(spec.report.minAccuracy).toBe(0.9)
  })

  it('refuses every input that defines a job, at once, showing only the keys of env and tags', () => {
    const problems = problemsOf({
      ...ATTACH_BASE,
      'model-path': 'model',
      'instance-type': 'ml.m5.xlarge',
      'split-type': 'Line',
      env: 'TOKEN=s3cr3t',
      tags: 'team=vision',
      'job-name': 'another',
      sample: '25%',
      wait: 'false'
    })
    expect(problems.map(p => [p.input, p.value, p.problem])).toEqual([
      ['model-path', 'model', 'is not used with attach'],
      ['split-type', 'Line', 'is not used with attach'],
      ['sample', '25%', 'is not used with attach'],
      ['instance-type', 'ml.m5.xlarge', 'is not used with attach'],
      ['env', 'TOKEN', 'is not used with attach'],
      ['tags', 'team', 'is not used with attach'],
      ['job-name', 'another', 'is not used with attach'],
      ['wait', 'false', 'cannot be false with attach']
    ])
    expect(problems[0].fix).toBe(
      'The attached job already runs its model: remove model-path, or remove attach to start a new job.'
    )
    expect(JSON.stringify(problems)).not.toContain('s3cr3t')
  })

  it('reports a refused input once: its value is not also checked against the rules of a new job', () => {
    const problems = problemsOf({
      ...ATTACH_BASE,
      'instance-count': '0',
      'max-payload': '100',
      'max-concurrent-transforms': '1000',
      'compression-type': 'zip',
      wait: 'false',
      'timeout-minutes': '30'
    })
    // Parsed, these would also be out of range, over the payload limit, not a valid value, and
    // timeout-minutes would need wait: true.
    expect(problems.map(p => [p.input, p.value, p.problem])).toEqual([
      ['compression-type', 'zip', 'is not used with attach'],
      ['instance-count', '0', 'is not used with attach'],
      ['max-concurrent-transforms', '1000', 'is not used with attach'],
      ['max-payload', '100', 'is not used with attach'],
      ['wait', 'false', 'cannot be false with attach']
    ])
  })

  it('takes data-type only beside data: alone it names nothing to compare with the job', () => {
    expect(problemsOf({ ...ATTACH_BASE, 'data-type': 'ManifestFile' })).toEqual([
      {
        input: 'data-type',
        value: 'ManifestFile',
        problem: 'is not used with attach without data',
        fix: 'The attached job’s own input and its type are read: remove data-type, or give data too (both must be the job’s own).'
      }
    ])
    // Refused, it is not also an invalid value.
    expect(problemsOf({ ...ATTACH_BASE, 'data-type': 'Manifest' }).map(p => p.problem)).toEqual([
      'is not used with attach without data'
    ])
    // Its default (what action.yml fills in) asks for nothing.
    expect(parse({ ...ATTACH_BASE, 'data-type': 'S3Prefix' }).data.type).toBe('S3Prefix')
    const named = parse({ ...ATTACH_BASE, data: 's3://my-bucket/m.manifest', 'data-type': 'ManifestFile' })
    expect(named.data).toMatchObject({ uri: 's3://my-bucket/m.manifest', type: 'ManifestFile' })
  })

  it('is not a valid job name, or used in local mode: named with its value', () => {
    expect(problemsOf({ ...ATTACH_BASE, attach: 'bad_name!' })).toEqual([
      expect.objectContaining({
        input: 'attach',
        value: 'bad_name!',
        problem: 'is not a valid SageMaker name'
      })
    ])
    expect(problemsOf({ ...LOCAL_BASE, attach: 'job-1' })).toEqual([
      expect.objectContaining({
        input: 'attach',
        value: 'job-1',
        problem:
          'is used only in sagemaker mode (an existing transform job to wait for and report on); local mode would ignore it'
      })
    ])
  })
})
