// The transform's identity: each part that can change an output's bytes, changed alone, gives another
// identity (so every input misses); what cannot (where outputs go, how many instances, names, tags,
// timeouts) leaves it as it is (so everything hits).
import { parseInputs } from '../src/inputs/parse-inputs.js'
import { modelImage } from '../src/contract/images.js'
import {
  describeIdentity,
  identityDigest,
  transformIdentity,
  type ModelContent,
  type Runtime
} from '../src/cache/identity.js'

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
  const image = runtime ?? { image: modelImage(spec, 'pytorch', 'us-east-1') }
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
    ['max-payload', { 'max-payload': '12' }],
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
    ['a GPU instance (device and image)', { 'instance-type': 'ml.g4dn.xlarge' }]
  ])('changes with %s alone', (_part, over) => {
    expect(digest(over)).not.toBe(base)
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
    const model = (image: string, env: Record<string, string>): ModelContent => ({
      kind: 'model',
      name: 'm',
      image,
      modelDataUrl: 's3://bucket/m.tar.gz',
      environment: env
    })
    expect(digest({}, model('i:1', {}))).not.toBe(digest({}, model('i:2', {})))
    expect(digest({}, model('i:1', {}))).not.toBe(digest({}, model('i:1', { A: '1' })))
  })

  it('changes with what the local server runs alone', () => {
    const local = (torch: string): Runtime => ({
      localServer: {
        server: 'reference',
        interpreter: '/usr/bin/python3',
        python: '3.11.2',
        torch,
        serve: 'abc'
      }
    })
    expect(digest({}, TAR, local('2.6.0'))).not.toBe(digest({}, TAR, local('2.7.0')))
    expect(digest({}, TAR, local('2.6.0'))).not.toBe(
      digest({}, TAR, { localServer: { server: 'command', command: 'serve' } })
    )
  })

  it.each([
    ['output-path', { 'output-path': 's3://bucket/elsewhere/' }],
    ['data', { data: 's3://bucket/other-images/' }],
    ['instance-count', { 'instance-count': '4' }],
    ['another CPU instance type', { 'instance-type': 'ml.c5.2xlarge' }],
    ['max-concurrent-transforms', { 'max-concurrent-transforms': '4' }],
    ['job-name', { 'job-name': 'named' }],
    ['tags', { tags: 'team=vision' }],
    ['invocation-timeout', { 'invocation-timeout': '60' }],
    ['cache-max-age', { 'cache-max-age': '3' }]
  ])('stays the same with %s', (_part, over) => {
    expect(digest(over)).toBe(base)
  })

  it('is described for the log without environment values', () => {
    const inputs: Record<string, string> = { ...BASE, 'model-env': 'API_TOKEN=s3cr3t-value' }
    const spec = parseInputs(name => inputs[name] ?? '')
    const line = describeIdentity(transformIdentity(spec, TAR, { image: 'img:1' }, 'inference.py'))
    expect(line).toContain('model tar sha256 aaaa')
    expect(line).toContain('model-env API_TOKEN')
    expect(line).toContain('accept application/json')
    expect(line).not.toContain('s3cr3t-value')
  })
})
