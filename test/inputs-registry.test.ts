// register, approval and baseline: registry as inputs: every check a registration needs that the runner
// can make alone, made before any call, each problem naming the input, the value and the fix.
import { LOCAL_BASE, parse, problemsOf, SAGEMAKER_BASE } from './support/inputs.js'

describe('register', () => {
  it('takes a group name, or its ARN (the name taken from it), with approval gates by default', () => {
    expect(parse({ ...SAGEMAKER_BASE, register: 'vision-classifier' }).report.register).toEqual({
      group: 'vision-classifier',
      approval: 'gates'
    })
    const arn = 'arn:aws:sagemaker:us-east-1:123456789012:model-package-group/vision-2'
    expect(parse({ ...SAGEMAKER_BASE, register: arn, approval: 'manual' }).report.register).toEqual({
      group: 'vision-2',
      approval: 'manual'
    })
  })

  it.each(['vision_classifier', 'vision.classifier', '-vision', 'vision-', 'a'.repeat(64)])(
    'refuses the group name %s, which SageMaker would refuse',
    group => {
      expect(problemsOf({ ...SAGEMAKER_BASE, register: group })).toEqual([
        expect.objectContaining({
          input: 'register',
          value: group,
          problem: 'is not a model package group SageMaker accepts'
        })
      ])
    }
  )

  it('refuses approval other than gates or manual, and manual without register', () => {
    expect(problemsOf({ ...SAGEMAKER_BASE, register: 'g', approval: 'auto' })).toEqual([
      expect.objectContaining({ input: 'approval', value: 'auto' })
    ])
    expect(problemsOf({ ...SAGEMAKER_BASE, approval: 'manual' })).toEqual([
      expect.objectContaining({ input: 'approval', problem: 'needs register' })
    ])
  })

  it('refuses wait: false: there would be nothing finished to register', () => {
    expect(problemsOf({ ...SAGEMAKER_BASE, register: 'g', wait: 'false' })).toEqual([
      expect.objectContaining({ input: 'register', problem: 'needs the job finished (wait: false)' })
    ])
  })

  it('in local mode names everything a package needs that is missing, at once', () => {
    expect(problemsOf({ ...LOCAL_BASE, register: 'vision' })).toEqual([
      expect.objectContaining({
        input: 'register',
        problem:
          'in local mode needs what a SageMaker model package names: the model in S3 (model-data-url, or model-path with artifact-path); ' +
          'an image (image-uri, or framework with framework-version); an S3 output-path (the evaluation is registered from S3); ' +
          'a region (region, or AWS_REGION)'
      })
    ])
  })

  it('in local mode registers with the model in S3, an image, an S3 output-path and a region; tags and the endpoint go to the registry', () => {
    const spec = parse(
      {
        ...LOCAL_BASE,
        register: 'vision',
        'artifact-path': 's3://bucket/models',
        framework: 'pytorch',
        'framework-version': '2.6',
        'output-path': 's3://bucket/out/',
        tags: 'team=vision',
        'sagemaker-endpoint': 'http://127.0.0.1:9999'
      },
      { AWS_REGION: 'us-east-1' }
    )
    expect(spec.report.register).toEqual({ group: 'vision', approval: 'gates' })
    expect(spec.control.tags).toEqual([{ Key: 'team', Value: 'vision' }])
  })

  it('refuses an output-path whose summary SageMaker metadata cannot name', () => {
    expect(
      problemsOf({ ...SAGEMAKER_BASE, register: 'g', 'output-path': 's3://my-bucket/out (1)/' })
    ).toEqual([expect.objectContaining({ input: 'output-path', value: 's3://my-bucket/out (1)/' })])
  })
})

describe('baseline: registry', () => {
  it('asks for the register group’s latest approved version', () => {
    const spec = parse({ ...SAGEMAKER_BASE, register: 'g', baseline: 'registry', 'min-agreement': '0.9' })
    expect(spec.report).toMatchObject({ baselineFromRegistry: true, minAgreement: 0.9 })
    expect(spec.report.baseline).toBeUndefined()
  })

  it('needs register', () => {
    expect(problemsOf({ ...SAGEMAKER_BASE, baseline: 'registry' })).toEqual([
      expect.objectContaining({
        input: 'baseline',
        value: 'registry',
        fix: 'Set register to the model package group, or write ./registry for a folder named registry.'
      })
    ])
  })

  it('leaves ./registry a folder', () => {
    const spec = parse({ ...SAGEMAKER_BASE, baseline: './registry' })
    expect(spec.report.baselineFromRegistry).toBeUndefined()
    expect(spec.report.baseline).toMatch(/registry$/)
  })
})
