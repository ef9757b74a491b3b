// The transform's identity: each part that can change an output's bytes, changed alone, gives another
// identity (so every input misses); what cannot (where outputs go, how many instances, names, tags,
// timeouts) leaves it as it is (so everything hits).
import { parseInputs } from '../src/inputs/parse-inputs.js'
import { modelImage } from '../src/contract/images.js'
import { instanceFamily } from '../src/backends/sagemaker/identity.js'
import { describeIdentity, identityDigest, transformIdentity } from '../src/cache/identity.js'
import type { ModelContainer, ModelContent, Runtime } from '../src/identity-source.js'

const BASE: Record<string, string> = {
  'model-path': 'test/fixtures/models/classifier',
  framework: 'pytorch',
  'framework-version': '2.6',
  role: 'arn:aws:iam::123456789012:role/SageMakerExecution',
  'artifact-path': 's3://bucket/artifacts',
  'instance-type': 'ml.m5.xlarge',
  data: 's3://bucket/images/',
  'output-path': 's3://bucket/out/',
  'content-type': 'application/x-image',
  accept: 'application/json',
  region: 'us-east-1',
  cache: 's3://bucket/cache/'
}
const TAR: ModelContent = { kind: 'tar', tarSha256: 'a'.repeat(64) }

function digest(over: Record<string, string> = {}, model: ModelContent = TAR, runtime?: Runtime): string {
  const inputs = { ...BASE, ...over }
  const spec = parseInputs(name => inputs[name] ?? '')
  const image = runtime ?? {
    image: modelImage(spec, 'pytorch', 'us-east-1'),
    instanceFamily: instanceFamily(spec.resources.instanceType)
  }
  // The handler the artifact holds follows entry-point (the layout check finds it by that name).
  return identityDigest(transformIdentity(spec, model, image))
}

describe('the transform identity', () => {
  const base = digest()

  it.each([
    ['content-type', { 'content-type': 'image/jpeg' }],
    ['accept', { accept: 'text/csv' }],
    ['split-type', { 'split-type': 'Line', 'content-type': 'text/csv' }],
    ['compression-type', { 'compression-type': 'Gzip' }],
    ['strategy', { strategy: 'MultiRecord' }],
    [
      'max-payload, with records split',
      { 'max-payload': '12', 'split-type': 'Line', 'content-type': 'text/csv' }
    ],
    ['input-filter', { 'input-filter': '$[1:]', 'content-type': 'text/csv', 'split-type': 'Line' }],
    [
      'output-filter',
      { 'output-filter': '$[0]', 'join-source': 'Input', 'split-type': 'Line', 'content-type': 'text/csv' }
    ],
    ['join-source', { 'join-source': 'Input', 'split-type': 'Line', 'content-type': 'text/csv' }],
    ['assemble-with', { 'assemble-with': 'Line' }],
    ['model-env', { 'model-env': 'THRESHOLD=0.7' }],
    ['env', { env: 'BATCH=4' }],
    ['entry-point', { 'entry-point': 'other.py' }],
    ['framework-version (the image)', { 'framework-version': '2.5' }],
    ['image-uri', { 'image-uri': '123456789012.dkr.ecr.us-east-1.amazonaws.com/mine:1' }],
    ['a GPU instance (device and image)', { 'instance-type': 'ml.g4dn.xlarge' }],
    ['another instance family (ml.m5 -> ml.c5)', { 'instance-type': 'ml.c5.2xlarge' }],
    ['another CPU generation (ml.m5 -> ml.m7i)', { 'instance-type': 'ml.m7i.xlarge' }]
  ])('changes with %s alone', (part, over: Record<string, string>) => {
    expect(digest(over)).not.toBe(base)
    // Against the same settings without it: the input named first is what changes.
    const name = part.split(/[ ,]/)[0]
    if (name in over) {
      const without = { ...over }
      delete without[name]
      expect(digest(over)).not.toBe(digest(without))
    }
  })

  it('changes with input-filter alone, content-type and split-type the same', () => {
    const csv = { 'content-type': 'text/csv', 'split-type': 'Line' }
    expect(digest({ ...csv, 'input-filter': '$[1:]' })).not.toBe(digest(csv))
  })

  it('changes with the model content alone', () => {
    expect(digest({}, { kind: 'tar', tarSha256: 'b'.repeat(64) })).not.toBe(base)
    const object = (etag: string, size: number): ModelContent => ({
      kind: 'object',
      uri: 's3://bucket/model.tar.gz',
      etag,
      size
    })
    expect(digest({}, object('"e1"', 10))).not.toBe(digest({}, object('"e2"', 10)))
    expect(digest({}, object('"e1"', 10))).not.toBe(digest({}, object('"e1"', 11)))
  })

  describe('model-name, by what its containers hold', () => {
    const container = (over: Partial<ModelContainer> = {}): ModelContainer => ({
      image: `123456789012.dkr.ecr.us-east-1.amazonaws.com/scorer@sha256:${'1'.repeat(64)}`,
      data: [{ uri: 's3://bucket/m.tar.gz', etag: '"e1"', size: 10 }],
      ...over
    })
    const model = (containers: ModelContainer[], environment: Record<string, string> = {}): ModelContent => ({
      kind: 'model',
      name: 'm',
      containers,
      environment
    })
    const base = digest({}, model([container()]))

    it.each<[string, ModelContent]>([
      ['an image digest', model([container({ image: container().image!.replace(/1{64}/, '2'.repeat(64)) })])],
      [
        'the data object’s ETag (retrained, same URL)',
        model([container({ data: [{ uri: 's3://bucket/m.tar.gz', etag: '"e2"', size: 10 }] })])
      ],
      [
        'the data object’s size',
        model([container({ data: [{ uri: 's3://bucket/m.tar.gz', etag: '"e1"', size: 11 }] })])
      ],
      [
        'a data prefix’s objects',
        model([
          container({ data: [{ uri: 's3://bucket/m/', objects: { sha256: 'b'.repeat(64), count: 2 } }] })
        ])
      ],
      ['an environment value', model([container()], { A: '1' })],
      ['a second container (a pipeline)', model([container(), container()])],
      [
        'a model package version',
        model([{ modelPackage: 'arn:aws:sagemaker:us-east-1:123456789012:model-package/p/2', data: [] }])
      ]
    ])('changes with %s alone', (_part, changed) => {
      expect(digest({}, changed)).not.toBe(base)
    })

    it('is described with every container, no environment value', () => {
      const spec = parseInputs(name => BASE[name] ?? '')
      const line = describeIdentity(
        transformIdentity(
          spec,
          model([container(), { modelPackage: 'arn:p/3 version 3', data: [] }], { TOKEN: 's3cr3t' }),
          {
            image: 'the model’s own',
            instanceFamily: 'ml.m5'
          }
        )
      )
      expect(line).toContain(
        `containers [image ${container().image}, data [uri s3://bucket/m.tar.gz, etag "e1", size 10] | modelPackage arn:p/3 version 3, data []]`
      )
      expect(line).toContain('instanceFamily ml.m5')
      expect(line).not.toContain('s3cr3t')
    })
  })

  describe('what the local server runs', () => {
    const reference = (over: Record<string, string> = {}, device = 'cpu x86-64-v3'): Runtime => ({
      localServer: {
        server: 'reference',
        interpreter: '/usr/bin/python3',
        python: '3.11.2',
        torch: '2.6.0',
        distributions: 'abcdef0123456789 (120)',
        requirements: 'none',
        serve: 'abc',
        ...over
      },
      device
    })
    const base = digest({}, TAR, reference())

    it.each<[string, Runtime]>([
      ['torch', reference({ torch: '2.7.0' })],
      [
        'any installed distribution (numpy, Pillow, ...)',
        reference({ distributions: '0123456789abcdef (120)' })
      ],
      ['requirements.txt', reference({ requirements: '0123456789abcdef' })],
      ['the server’s own code', reference({ serve: 'abd' })],
      ['the GPU’s name', reference({}, 'gpu NVIDIA A10G')],
      ['the CPU’s instruction-set level', reference({}, 'cpu x86-64-v4')],
      ['Arm', reference({}, 'cpu arm64')],
      [
        'a command’s files',
        {
          localServer: { server: 'command', command: 'python serve.py', files: 'x' },
          device: 'cpu x86-64-v3'
        }
      ],
      [
        'a Docker image’s ID',
        { localServer: { server: 'docker', image: `sha256:${'e'.repeat(64)}` }, device: 'cpu x86-64-v3' }
      ]
    ])('changes with %s alone', (_part, changed) => {
      expect(digest({}, TAR, changed)).not.toBe(base)
    })

    it('gives two GPUs of one name one identity, whatever else the machine has', () => {
      expect(digest({}, TAR, reference({}, 'gpu NVIDIA A10G'))).toBe(
        digest({}, TAR, reference({}, 'gpu NVIDIA A10G'))
      )
    })
  })

  it.each([
    ['output-path', { 'output-path': 's3://bucket/elsewhere/' }],
    ['data', { data: 's3://bucket/other-images/' }],
    ['instance-count', { 'instance-count': '4' }],
    ['another size of the instance family', { 'instance-type': 'ml.m5.4xlarge' }],
    ['max-concurrent-transforms', { 'max-concurrent-transforms': '4' }],
    ['job-name', { 'job-name': 'named' }],
    ['tags', { tags: 'team=vision' }],
    ['invocation-timeout', { 'invocation-timeout': '60' }],
    ['cache-max-age', { 'cache-max-age': '3' }],
    ['cache-write', { 'cache-write': 'false' }],
    // Unsplit, each object is one request whatever max-payload says.
    ['max-payload with split-type None', { 'max-payload': '12' }]
  ])('stays the same with %s', (_part, over) => {
    expect(digest(over)).toBe(base)
  })

  it.each([
    ['model-env', { 'model-env': 'API_TOKEN=one' }, { 'model-env': 'API_TOKEN=two' }],
    ['env', { env: 'API_TOKEN=one' }, { env: 'API_TOKEN=two' }]
  ])('changes with a value of %s alone, its names the same', (_part, one, two) => {
    expect(digest(one)).not.toBe(digest(two))
  })

  it('changes with a value of a named model’s environment, or a command’s argument, alone', () => {
    const model = (token: string): ModelContent => ({
      kind: 'model',
      name: 'm',
      containers: [{ image: 'i@sha256:1', data: [] }],
      environment: { API_TOKEN: token }
    })
    expect(digest({}, model('one'))).not.toBe(digest({}, model('two')))
    const command = (arg: string): Runtime => ({
      localServer: { server: 'command', command: `serve ${arg}` },
      device: 'cpu x86-64-v3'
    })
    expect(digest({}, TAR, command('--token=one'))).not.toBe(digest({}, TAR, command('--token=two')))
  })

  it('holds and says no secret value in any encoding: names, programs and one digest over the values', () => {
    const secrets = ['s3cr3t-v4lue-123', 'env-s3cr3t-456', 'describe-s3cr3t-789', 'arg-s3cr3t-000']
    const inputs: Record<string, string> = {
      ...BASE,
      'model-env': `API_TOKEN=${secrets[0]}`,
      env: `DB_PASSWORD=${secrets[1]}`
    }
    const spec = parseInputs(name => inputs[name] ?? '')
    const model: ModelContent = {
      kind: 'model',
      name: 'm',
      containers: [{ image: 'i:1', data: [] }],
      environment: { KEY: secrets[2] }
    }
    const runtime: Runtime = {
      localServer: { server: 'command', command: `python serve.py --token ${secrets[3]}` },
      device: 'cpu x86-64-v3'
    }
    const id = transformIdentity(spec, model, runtime, 'inference.py')
    const line = describeIdentity(id)
    const held = JSON.stringify(id)
    for (const secret of secrets)
      for (const encoded of [
        secret,
        Buffer.from(secret).toString('base64'),
        Buffer.from(secret).toString('hex')
      ]) {
        expect(line).not.toContain(encoded)
        expect(held).not.toContain(encoded)
      }
    expect(id).toMatchObject({
      modelEnv: ['API_TOKEN'],
      env: ['DB_PASSWORD'],
      values: expect.stringMatching(/^[0-9a-f]{64}$/)
    })
    expect(id.model).toMatchObject({ environment: ['KEY'] })
    expect(line).toContain('model model, name m, containers [image i:1, data []], environment [KEY]')
    expect(line).toContain('runtime localServer server command, command python … +3 arguments')
    expect(line).toContain('model-env API_TOKEN')
    expect(line).toContain('env DB_PASSWORD')
    expect(line).toContain(`values digest ${id.values!.slice(0, 12)}`)
  })

  it('is described for the log by what went into it', () => {
    const spec = parseInputs(name => BASE[name] ?? '')
    const line = describeIdentity(
      transformIdentity(spec, TAR, { image: 'img:1', instanceFamily: 'ml.m5' }, 'inference.py')
    )
    expect(line).toContain(`model tar, tarSha256 ${'a'.repeat(64)}`)
    expect(line).toContain('runtime image img:1, instanceFamily ml.m5')
    expect(line).toContain('accept application/json')
    expect(line).toContain('max-payload not counted (split-type None)')
    expect(line).toContain('values digest none')
  })
})
