// What parseInputs makes of valid inputs: defaults, enum spellings, booleans, KEY=VALUE lists, tags.
import path from 'node:path'
import { LOCAL_BASE, parse, parseLocal, SAGEMAKER_BASE, type Values } from './support/inputs.js'

const sm = (set: Values) => parse({ ...SAGEMAKER_BASE, ...set })

describe('parseInputs defaults', () => {
  it('fills every field of the spec from a minimal SageMaker configuration', () => {
    expect(parse(SAGEMAKER_BASE)).toEqual({
      model: {
        source: 'path',
        path: 'model',
        dataUrl: undefined,
        name: undefined,
        sourceDir: undefined,
        entryPoint: undefined,
        framework: 'pytorch',
        frameworkVersion: '2.6',
        pyVersion: undefined,
        imageUri: undefined,
        artifactPath: 's3://my-bucket/models',
        role: 'arn:aws:iam::123456789012:role/SageMakerExecution',
        env: {},
        vpcSubnets: [],
        vpcSecurityGroups: [],
        networkIsolation: false
      },
      data: {
        uri: 's3://my-bucket/input/',
        type: 'S3Prefix',
        contentType: undefined,
        compression: 'None',
        splitType: 'None',
        inputFilter: undefined,
        outputFilter: undefined,
        joinSource: 'None'
      },
      output: { path: 's3://my-bucket/output/', accept: undefined, assembleWith: 'None', kmsKey: undefined },
      resources: {
        instanceType: 'ml.m5.xlarge',
        instanceCount: 1,
        volumeKmsKey: undefined,
        maxConcurrentTransforms: undefined,
        maxPayloadMB: undefined,
        strategy: undefined,
        env: {},
        invocationTimeoutSeconds: 600,
        invocationRetries: 3
      },
      control: {
        mode: 'sagemaker',
        jobName: undefined,
        wait: true,
        timeoutMinutes: undefined,
        region: 'us-east-1',
        s3Endpoint: undefined,
        sagemakerEndpoint: undefined,
        logs: false,
        utilizationWaitSeconds: 0,
        tags: [],
        localServeCommand: undefined,
        localPython: undefined
      },
      report: {
        outputFormat: 'auto',
        labelMap: undefined,
        scoreThreshold: 0.5,
        groundTruth: undefined,
        baseline: undefined,
        minAccuracy: undefined,
        minAgreement: undefined,
        maxFailedObjects: undefined,
        stopEarly: true,
        pricePerHour: 'auto',
        maxCost: undefined,
        comment: 'auto',
        commentKey: 'batch-transform',
        githubToken: undefined,
        detectionImages: 8
      }
    })
  })

  it('maps every input of a full SageMaker configuration', () => {
    const spec = parse({
      'model-data-url': 's3://models/resnet/model.tar.gz',
      'entry-point': 'inference.py',
      framework: 'TensorFlow',
      'framework-version': '2.19',
      role: 'arn:aws-cn:iam::123456789012:role/service-role/SageMaker',
      'model-env': 'SAGEMAKER_TFS_ENABLE_BATCHING=true',
      data: 's3://data/images/manifest.json',
      'data-type': 'manifestfile',
      'content-type': 'application/jsonlines',
      'compression-type': 'GZIP',
      'split-type': 'line',
      'input-filter': '$[1:]',
      'output-filter': '$.SageMakerOutput',
      'join-source': 'input',
      'output-path': 's3://data/predictions',
      accept: 'Application/JSON',
      'assemble-with': 'line',
      'output-kms-key': 'alias/output',
      'instance-type': 'ML.P3.2XLARGE',
      'instance-count': '2',
      'volume-kms-key': 'arn:aws:kms:us-east-1:123456789012:key/abcd-1234',
      'max-concurrent-transforms': '64',
      'max-payload': '1',
      strategy: 'single_record',
      env: 'A=1',
      'invocation-timeout': '3600',
      'invocation-retries': '0',
      'vpc-subnets': 'subnet-1, subnet-2',
      'vpc-security-groups': 'sg-1',
      'network-isolation': 'TRUE',
      tags: 'team=ml',
      'job-name': 'nightly-1',
      wait: 'False',
      region: 'cn-north-1',
      's3-endpoint': 'http://127.0.0.1:9000',
      'sagemaker-endpoint': 'http://127.0.0.1:9001',
      logs: 'True',
      'output-format': 'Classification',
      'label-map': 'ImageNet-1001',
      'score-threshold': '75%',
      'ground-truth': 's3://data/gt.manifest',
      baseline: 's3://data/main-predictions/',
      'min-accuracy': '0.9',
      'min-agreement': '.95',
      'max-failed-objects': '0',
      'stop-early': 'false',
      'price-per-hour': '$3.825',
      'max-cost': '$12.5',
      comment: 'NEVER',
      'comment-key': 'resnet eval',
      'github-token': 'ghs_token',
      'detection-images': '0'
    })
    expect(spec.model).toMatchObject({
      dataUrl: 's3://models/resnet/model.tar.gz',
      framework: 'tensorflow',
      entryPoint: 'inference.py',
      env: { SAGEMAKER_TFS_ENABLE_BATCHING: 'true' },
      vpcSubnets: ['subnet-1', 'subnet-2'],
      vpcSecurityGroups: ['sg-1'],
      networkIsolation: true
    })
    expect(spec.data).toEqual({
      uri: 's3://data/images/manifest.json',
      type: 'ManifestFile',
      contentType: 'application/jsonlines',
      compression: 'Gzip',
      splitType: 'Line',
      inputFilter: expect.objectContaining({ source: '$[1:]' }),
      outputFilter: expect.objectContaining({ source: '$.SageMakerOutput' }),
      joinSource: 'Input'
    })
    expect(spec.output).toEqual({
      path: 's3://data/predictions',
      accept: 'Application/JSON',
      assembleWith: 'Line',
      kmsKey: 'alias/output'
    })
    expect(spec.resources).toEqual({
      instanceType: 'ml.p3.2xlarge',
      instanceCount: 2,
      volumeKmsKey: 'arn:aws:kms:us-east-1:123456789012:key/abcd-1234',
      maxConcurrentTransforms: 64,
      maxPayloadMB: 1,
      strategy: 'SingleRecord',
      env: { A: '1' },
      invocationTimeoutSeconds: 3600,
      invocationRetries: 0
    })
    expect(spec.control).toMatchObject({
      jobName: 'nightly-1',
      wait: false,
      region: 'cn-north-1',
      s3Endpoint: 'http://127.0.0.1:9000',
      sagemakerEndpoint: 'http://127.0.0.1:9001',
      logs: true,
      tags: [{ Key: 'team', Value: 'ml' }]
    })
    expect(spec.report).toEqual({
      outputFormat: 'classification',
      labelMap: 'imagenet-1001',
      scoreThreshold: 0.75,
      groundTruth: 's3://data/gt.manifest',
      baseline: 's3://data/main-predictions/',
      minAccuracy: 0.9,
      minAgreement: 0.95,
      maxFailedObjects: 0,
      stopEarly: false,
      pricePerHour: 3.825,
      maxCost: 12.5,
      comment: 'never',
      commentKey: 'resnet eval',
      githubToken: 'ghs_token',
      detectionImages: 0
    })
  })
})

describe('enum spellings', () => {
  it.each([
    ['strategy', 'multirecord', 'resources', 'strategy', 'MultiRecord'],
    ['strategy', 'MULTI_RECORD', 'resources', 'strategy', 'MultiRecord'],
    ['strategy', 'single-record', 'resources', 'strategy', 'SingleRecord'],
    ['split-type', 'line', 'data', 'splitType', 'Line'],
    ['split-type', 'recordio', 'data', 'splitType', 'RecordIO'],
    ['split-type', 'TFRecord', 'data', 'splitType', 'TFRecord'],
    ['split-type', 'none', 'data', 'splitType', 'None'],
    ['data-type', 's3prefix', 'data', 'type', 'S3Prefix'],
    ['compression-type', 'gzip', 'data', 'compression', 'Gzip'],
    ['assemble-with', 'LINE', 'output', 'assembleWith', 'Line'],
    ['framework', 'PyTorch', 'model', 'framework', 'pytorch'],
    ['py-version', 'PY312', 'model', 'pyVersion', 'py312'],
    ['output-format', 'JSONLines', 'report', 'outputFormat', 'jsonlines'],
    ['comment', 'Always', 'report', 'comment', 'always'],
    ['label-map', 'COCO-91', 'report', 'labelMap', 'coco-91'],
    ['max-payload', 'AUTO', 'resources', 'maxPayloadMB', 'auto'],
    ['instance-type', 'ml.G4DN.xlarge', 'resources', 'instanceType', 'ml.g4dn.xlarge']
  ] as const)('%s: %s', (input, value, section, field, expected) => {
    const spec = sm({ [input]: value }) as unknown as Record<string, Record<string, unknown>>
    expect(spec[section][field]).toBe(expected)
  })
  it('join-source: INPUT', () => {
    const join = { 'join-source': 'INPUT', 'content-type': 'text/csv', accept: 'text/csv' }
    expect(sm(join).data.joinSource).toBe('Input')
  })

  it('selects local mode from instance-type local / local_gpu, as the SDK spells them', () => {
    const base = { ...LOCAL_BASE, mode: '' }
    expect(parse({ ...base, 'instance-type': 'local' }).control.mode).toBe('local')
    const gpu = parse({ ...base, 'instance-type': 'LOCAL-GPU' })
    expect(gpu.control.mode).toBe('local')
    expect(gpu.resources.instanceType).toBe('local_gpu')
    expect(parse({ ...base, mode: 'Local' }).resources.instanceType).toBe('local')
    expect(parse({ ...base, mode: 'local', 'instance-type': 'ml.g5.xlarge' }).resources.instanceType).toBe(
      'ml.g5.xlarge'
    )
  })
})

describe('booleans', () => {
  it.each(['true', 'True', 'TRUE'])('%s is true', v => {
    expect(sm({ logs: v, 'network-isolation': v }).control.logs).toBe(true)
  })
  it.each(['false', 'False', 'FALSE'])('%s is false', v => {
    expect(sm({ wait: v }).control.wait).toBe(false)
  })
  it.each(['yes', 'no', 'on', 'off', '1', '0', 'y', 'tRUE'])('%s is rejected', v => {
    expect(() => sm({ logs: v })).toThrow(`logs: is not a boolean (got "${v}"). Use true or false.`)
  })
})

describe('numbers', () => {
  it('accepts shares as decimals or percentages', () => {
    expect(sm({ 'score-threshold': '0' }).report.scoreThreshold).toBe(0)
    expect(sm({ 'score-threshold': '1' }).report.scoreThreshold).toBe(1)
    expect(sm({ 'score-threshold': '100%' }).report.scoreThreshold).toBe(1)
    expect(sm({ 'score-threshold': '12.5%' }).report.scoreThreshold).toBe(0.125)
  })
  it('accepts the range ends', () => {
    const r = sm({ 'invocation-timeout': '1', 'invocation-retries': '3', 'instance-count': '100' }).resources
    expect([r.invocationTimeoutSeconds, r.invocationRetries, r.instanceCount]).toEqual([1, 3, 100])
  })
  it('allows max-payload x max-concurrent-transforms of exactly 100, and 0 for streaming', () => {
    expect(sm({ 'max-payload': '4', 'max-concurrent-transforms': '25' }).resources.maxPayloadMB).toBe(4)
    expect(
      sm({ 'max-payload': '0', 'max-concurrent-transforms': '500' }).resources.maxConcurrentTransforms
    ).toBe(500)
    expect(sm({ 'max-payload': 'auto', 'max-concurrent-transforms': '500' }).resources.maxPayloadMB).toBe(
      'auto'
    )
  })
})

describe('KEY=VALUE lists', () => {
  const env = (text: string) => sm({ env: text }).resources.env

  it('reads one entry per line, trimming indentation and skipping blank lines', () => {
    expect(env('  A=1\n\n  B = two words \r\n')).toEqual({ A: '1', B: 'two words' })
  })
  it('reads comma separated entries', () => {
    expect(env('A=1,B=2, C=3')).toEqual({ A: '1', B: '2', C: '3' })
  })
  it('keeps = inside values', () => {
    expect(env('QUERY=a=b&c=d\nEMPTY=')).toEqual({ QUERY: 'a=b&c=d', EMPTY: '' })
  })
  it('keeps a comma inside a value when no KEY= follows it', () => {
    expect(env('LIST=x,y,z\nB=1')).toEqual({ LIST: 'x,y,z', B: '1' })
    expect(env('LIST=x, y,B=1')).toEqual({ LIST: 'x, y', B: '1' })
    expect(env('OPTS=-Xmx1g,-Dkey=v')).toEqual({ OPTS: '-Xmx1g,-Dkey=v' })
  })
  it('allows 16 transform entries and 100 model entries', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `K${i}=${i}`).join('\n')
    expect(Object.keys(env(lines(16)))).toHaveLength(16)
    expect(Object.keys(sm({ 'model-env': lines(100) }).model.env)).toHaveLength(100)
  })
})

describe('tags', () => {
  it('reads KEY=VALUE tags in order', () => {
    expect(sm({ tags: 'team=ml\nproject = image search\ncost-center=42' }).control.tags).toEqual([
      { Key: 'team', Value: 'ml' },
      { Key: 'project', Value: 'image search' },
      { Key: 'cost-center', Value: '42' }
    ])
  })
  it('allows the API pattern: unicode letters, spaces, _ . : / = + - @, and empty values', () => {
    expect(sm({ tags: 'équipe=données\nowner=a.b+c@example.com\npath=/x:y\nempty=' }).control.tags).toEqual([
      { Key: 'équipe', Value: 'données' },
      { Key: 'owner', Value: 'a.b+c@example.com' },
      { Key: 'path', Value: '/x:y' },
      { Key: 'empty', Value: '' }
    ])
  })
  it('allows 50 tags and a 128-character key', () => {
    const tags = Array.from({ length: 49 }, (_, i) => `k${i}=v`).concat(`${'k'.repeat(128)}=v`)
    expect(sm({ tags: tags.join('\n') }).control.tags).toHaveLength(50)
  })
})

describe('regions', () => {
  it('prefers the region input, then AWS_REGION, then AWS_DEFAULT_REGION', () => {
    const env = { AWS_REGION: 'eu-west-1', AWS_DEFAULT_REGION: 'ap-south-1' }
    expect(parse({ ...SAGEMAKER_BASE, region: 'us-gov-west-1' }, env).control.region).toBe('us-gov-west-1')
    expect(parse({ ...SAGEMAKER_BASE, region: '' }, env).control.region).toBe('eu-west-1')
    expect(
      parse({ ...SAGEMAKER_BASE, region: '' }, { AWS_DEFAULT_REGION: 'ap-south-1' }).control.region
    ).toBe('ap-south-1')
  })
  it('needs no region in local mode', () => {
    expect(parse(LOCAL_BASE).control.region).toBeUndefined()
  })
})

describe('local mode', () => {
  it('takes local paths and file:// URLs (made paths), defaults the instance type to local', () => {
    const spec = parse({ ...LOCAL_BASE, data: 'file:///data/in', 'output-path': 'out/' })
    expect(spec.data.uri).toBe(path.normalize('/data/in'))
    expect(spec.output.path).toBe('out/')
    expect(spec.resources.instanceType).toBe('local')
    expect(spec.model.role).toBeUndefined()
  })
  it('takes S3 locations and a model archive in S3 without a framework version', () => {
    const spec = parseLocal({
      mode: 'local',
      'model-data-url': 's3://bkt/model.tar.gz',
      data: 's3://bkt/in/',
      'output-path': 's3://bkt/out/'
    })
    expect(spec.model.dataUrl).toBe('s3://bkt/model.tar.gz')
    expect(spec.control.localServer).toBe('auto')
  })
  it('picks the command server when local-serve-command is given', () => {
    const spec = parseLocal({
      ...LOCAL_BASE,
      'local-serve-command': 'python3 serve.py --port $SAGEMAKER_BIND_TO_PORT'
    })
    expect(spec.control.localServer).toBe('command')
    expect(spec.control.localServeCommand).toBe('python3 serve.py --port $SAGEMAKER_BIND_TO_PORT')
  })
  it('resolves nothing from the image table when image-uri is given for docker', () => {
    const spec = parse({
      ...LOCAL_BASE,
      'local-server': 'docker',
      'image-uri': 'my/image:1',
      framework: 'pytorch'
    })
    expect(spec.model.imageUri).toBe('my/image:1')
  })
})

describe('model sources', () => {
  it('uses an existing model by name with no role, version or artifact path', () => {
    const spec = parse({
      'model-name': 'existing-model',
      data: 's3://bkt/in/',
      'output-path': 's3://bkt/out/',
      'instance-type': 'ml.c5.xlarge',
      region: 'us-west-2'
    })
    expect(spec.model).toMatchObject({ source: 'name', name: 'existing-model', role: undefined })
  })
  it('needs no framework version with image-uri', () => {
    expect(
      sm({ framework: '', 'framework-version': '', 'image-uri': '123.dkr.ecr.x/y:z' }).model.imageUri
    ).toBe('123.dkr.ecr.x/y:z')
  })
  it('accepts an exact version and a single py version implied by it', () => {
    expect(sm({ 'framework-version': '2.6.0' }).model.frameworkVersion).toBe('2.6.0')
    expect(sm({ 'framework-version': '1.8.1', 'py-version': 'py36' }).model.pyVersion).toBe('py36')
  })
  it('leaves framework detection for later when framework is empty', () => {
    expect(sm({ framework: '' }).model.framework).toBeUndefined()
  })
  it('packages a source-dir with a model directory', () => {
    expect(sm({ 'source-dir': 'src/code', 'entry-point': 'handler.py' }).model).toMatchObject({
      sourceDir: 'src/code',
      entryPoint: 'handler.py'
    })
  })
})
