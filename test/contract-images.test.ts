// Framework inference image URIs from the generated table.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { readFile } from 'node:fs/promises'
import {
  domainFor,
  exactVersion,
  knownPyVersions,
  knownVersions,
  processorFor,
  resolveImageUri,
  runsOnGpu,
  TRANSFORM_INSTANCE_TYPES,
  type ImageQuery
} from '../src/contract/images.js'
import { UserError } from '../src/errors.js'

const q = (over: Partial<ImageQuery>): ImageQuery => ({
  framework: 'pytorch',
  version: '2.6',
  region: 'us-east-1',
  instanceType: 'ml.m5.xlarge',
  ...over
})

function errorOf(query: ImageQuery): UserError {
  try {
    resolveImageUri(query)
  } catch (err) {
    if (err instanceof UserError) return err
    throw err
  }
  throw new Error('expected a UserError')
}

describe('resolveImageUri', () => {
  it.each([
    [q({}), '763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:2.6.0-cpu-py312'],
    [
      q({ instanceType: 'ml.g4dn.xlarge' }),
      '763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:2.6.0-gpu-py312'
    ],
    [
      q({ instanceType: 'ml.p3.2xlarge', version: '1.13' }),
      '763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:1.13.1-gpu-py39'
    ],
    [
      q({ instanceType: 'local_gpu' }),
      '763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:2.6.0-gpu-py312'
    ],
    [
      q({ instanceType: 'local' }),
      '763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:2.6.0-cpu-py312'
    ],
    [
      q({ version: '1.8.1', pyVersion: 'py36' }),
      '763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:1.8.1-cpu-py36'
    ],
    [
      q({ version: '1.0', pyVersion: 'py3' }),
      '520713654638.dkr.ecr.us-east-1.amazonaws.com/sagemaker-pytorch:1.0.0-cpu-py3'
    ],
    // TensorFlow inference tags carry no Python version.
    [
      q({ framework: 'tensorflow', version: '2.19', instanceType: 'ml.p3.2xlarge' }),
      '763104351884.dkr.ecr.us-east-1.amazonaws.com/tensorflow-inference:2.19.0-gpu'
    ],
    [
      q({ framework: 'tensorflow', version: '2.14.1', instanceType: 'ml.g5.xlarge', region: 'eu-west-1' }),
      '763104351884.dkr.ecr.eu-west-1.amazonaws.com/tensorflow-inference:2.14.1-gpu'
    ],
    [
      q({ framework: 'tensorflow', version: '1.12', region: 'us-west-2' }),
      '520713654638.dkr.ecr.us-west-2.amazonaws.com/sagemaker-tensorflow-serving:1.12.0-cpu'
    ]
  ])('%o -> %s', (query, uri) => {
    expect(resolveImageUri(query)).toBe(uri)
  })

  it('uses the China partition domain and accounts', () => {
    expect(resolveImageUri(q({ region: 'cn-north-1' }))).toBe(
      '727897471807.dkr.ecr.cn-north-1.amazonaws.com.cn/pytorch-inference:2.6.0-cpu-py312'
    )
    expect(resolveImageUri(q({ framework: 'tensorflow', version: '2.19', region: 'cn-northwest-1' }))).toBe(
      '727897471807.dkr.ecr.cn-northwest-1.amazonaws.com.cn/tensorflow-inference:2.19.0-cpu'
    )
  })

  it('uses the GovCloud accounts with the amazonaws.com domain', () => {
    expect(resolveImageUri(q({ region: 'us-gov-west-1', instanceType: 'ml.g5.xlarge' }))).toBe(
      '442386744353.dkr.ecr.us-gov-west-1.amazonaws.com/pytorch-inference:2.6.0-gpu-py312'
    )
    expect(resolveImageUri(q({ region: 'us-gov-east-1' }))).toBe(
      '446045086412.dkr.ecr.us-gov-east-1.amazonaws.com/pytorch-inference:2.6.0-cpu-py312'
    )
  })

  it('resolves a minor version alias to the latest patch the table lists', () => {
    expect(resolveImageUri(q({ framework: 'tensorflow', version: '2.16' }))).toContain(':2.16.1-cpu')
    expect(resolveImageUri(q({ version: '1.10' }))).toContain(':1.10.2-cpu-py38')
    expect(resolveImageUri(q({ version: '1.10.0' }))).toContain(':1.10.0-cpu-py38')
  })

  it('lists the valid versions for an unknown version', () => {
    const err = errorOf(q({ framework: 'tensorflow', version: '2.20' }))
    expect(err.message).toMatch(
      /^framework-version: tensorflow has no inference image for version "2\.20"\. Valid versions: 1\.4, 1\.4\.1, 1\.5, .*, 2\.18, 2\.18\.0, 2\.19, 2\.19\.0\. Or give image-uri\.$/
    )
    expect(errorOf(q({ version: '2.7' })).message).toContain('Valid versions: 0.4, 0.4.0, 1.0, 1.0.0,')
  })

  it('lists the regions for a region without images', () => {
    const err = errorOf(q({ region: 'xx-nowhere-1' }))
    expect(err.message).toMatch(
      /^region: pytorch 2\.6\.0 images are not published in "xx-nowhere-1"\. Regions: af-south-1, .*us-west-2\. Use one of them or give image-uri\.$/
    )
    // Old versions were published in fewer regions.
    expect(errorOf(q({ version: '1.0', pyVersion: 'py3', region: 'eu-south-2' })).message).toContain(
      'region: pytorch 1.0.0 images are not published in "eu-south-2"'
    )
  })

  it('refuses Inferentia and Trainium instances, which need Neuron images', () => {
    expect(errorOf(q({ instanceType: 'ml.inf2.xlarge' })).message).toBe(
      'instance-type: pytorch 2.6.0 has no neuron inference image for ml.inf2.xlarge; images exist for cpu, gpu instances. Choose such an instance type or give image-uri.'
    )
    expect(errorOf(q({ instanceType: 'ml.trn1.2xlarge' })).message).toContain('has no neuron inference image')
  })

  it('checks py-version against the image tags', () => {
    expect(errorOf(q({ pyVersion: 'py310' })).message).toBe(
      'py-version: pytorch 2.6.0 has no image for "py310". Valid: py312.'
    )
    expect(errorOf(q({ version: '1.8', pyVersion: undefined })).message).toBe(
      'py-version: pytorch 1.8.1 has images for several Python versions (py3, py36). Set py-version to one of them.'
    )
    expect(errorOf(q({ framework: 'tensorflow', version: '2.19', pyVersion: 'py310' })).message).toBe(
      'py-version: tensorflow 2.19.0 inference images carry no Python version (got "py310"). Remove py-version.'
    )
  })
})

describe('image table helpers', () => {
  it('chooses gpu for the p and g families only', () => {
    for (const t of [
      'ml.p2.xlarge',
      'ml.p3.2xlarge',
      'ml.p4d.24xlarge',
      'ml.g4dn.xlarge',
      'ml.g5.48xlarge',
      'ml.g6.xlarge',
      'local_gpu'
    ]) {
      expect([t, processorFor(t)]).toEqual([t, 'gpu'])
    }
    for (const t of ['ml.m5.xlarge', 'ml.c5.large', 'ml.r5.xlarge', 'ml.m4.xlarge', 'local']) {
      expect([t, processorFor(t)]).toEqual([t, 'cpu'])
    }
  })

  it('has one GPU rule: the image processor, the Docker server and the reference server ask runsOnGpu', () => {
    for (const t of [...TRANSFORM_INSTANCE_TYPES, 'ML.G5.XLARGE', 'local', 'local_gpu', 'LOCAL_GPU'])
      expect([t, runsOnGpu(t)]).toEqual([t, processorFor(t) === 'gpu'])
    expect(runsOnGpu('local_gpu')).toBe(true)
    expect(runsOnGpu('ml.inf2.xlarge')).toBe(false)
    expect(runsOnGpu('ml.m5.xlarge')).toBe(false)
  })

  it('maps partitions to their domains', () => {
    expect(domainFor('us-east-1')).toBe('amazonaws.com')
    expect(domainFor('us-gov-west-1')).toBe('amazonaws.com')
    expect(domainFor('cn-north-1')).toBe('amazonaws.com.cn')
    expect(domainFor('us-iso-east-1')).toBe('c2s.ic.gov')
    expect(domainFor('us-isob-east-1')).toBe('sc2s.sgov.gov')
    expect(domainFor('us-isof-south-1')).toBe('csp.hci.ic.gov')
  })

  it('knows versions, aliases and py versions', () => {
    expect(knownVersions('pytorch').slice(-4)).toEqual(['2.5', '2.5.1', '2.6', '2.6.0'])
    expect(exactVersion('tensorflow', '2.19')).toBe('2.19.0')
    expect(exactVersion('tensorflow', '2.17')).toBeUndefined()
    expect(knownPyVersions('pytorch', '2.0')).toEqual(['py310'])
    expect(knownPyVersions('tensorflow', '2.19')).toEqual([])
  })

  // The SageMaker Python SDK's own table (Apache-2.0, see test/fixtures/sagemaker-image-uris/NOTICE.md).
  const reference = new URL('fixtures/sagemaker-image-uris/pytorch-inference.json', import.meta.url)
  it('matches the reference table it was generated from', async () => {
    const doc = JSON.parse(await readFile(reference, 'utf8')) as {
      inference: {
        versions: Record<
          string,
          { repository: string; py_versions?: string[]; registries: Record<string, string> }
        >
        version_aliases: Record<string, string>
      }
    }
    for (const [version, v] of Object.entries(doc.inference.versions)) {
      for (const [region, account] of Object.entries(v.registries)) {
        const uri = resolveImageUri({
          framework: 'pytorch',
          version,
          region,
          instanceType: 'ml.m5.xlarge',
          pyVersion: v.py_versions?.at(-1)
        })
        expect(uri.startsWith(`${account}.dkr.ecr.${region}.`)).toBe(true)
        expect(uri).toContain(`/${v.repository}:${version}-cpu`)
      }
    }
    for (const [alias, version] of Object.entries(doc.inference.version_aliases)) {
      expect(exactVersion('pytorch', alias)).toBe(version)
    }
  })

  it('is exactly what the generator makes from the reference data', async () => {
    const script = fileURLToPath(new URL('../scripts/gen-image-table.mjs', import.meta.url))
    const { stdout } = await promisify(execFile)(process.execPath, [script, '--check'])
    expect(stdout).toBe('src/contract/image-table.json is up to date\n')
  })

  it('carries the TransformInstanceType enum', () => {
    expect(TRANSFORM_INSTANCE_TYPES).toContain('ml.p3.2xlarge')
    expect(TRANSFORM_INSTANCE_TYPES).toContain('ml.g4dn.xlarge')
    expect(TRANSFORM_INSTANCE_TYPES).toContain('ml.inf2.xlarge')
    expect(TRANSFORM_INSTANCE_TYPES).not.toContain('local')
    expect(TRANSFORM_INSTANCE_TYPES.length).toBe(108)
  })
})
