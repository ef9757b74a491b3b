// The registry's requests against AWS's published API model (the emulator's fixture, whose registry shapes
// are botocore's): a verdict with line breaks, controls and 2,000 characters still makes a valid
// description, the approval's sentence names each gate and its margin, and the lineage leaves out what
// SageMaker's metadata cannot hold. The validator itself refuses what AWS refuses and moto lets through.
import { execFileSync } from 'node:child_process'
import { decideApproval } from '../src/registry/approval.js'
import { lineageMetadata, registrationToken } from '../src/registry/lineage.js'
import { approvalUpdate, packageRequest, type PackageParts } from '../src/registry/package-request.js'
import type { GateResult } from '../src/results/evaluation/quality-gates.js'
import { REGISTRY_OPERATIONS } from './support/emulator/registry.js'
import { loadApiModel, validateShape } from './support/emulator/validate.js'

const api = loadApiModel()
const gate = (over: Partial<GateResult>): GateResult => ({
  gate: 'min-accuracy',
  threshold: 0.9,
  measured: 0.95,
  passed: true,
  message: '',
  ...over
})

function parts(over: Partial<PackageParts> = {}): PackageParts {
  return {
    group: 'vision-classifier',
    model: {
      image: '763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:2.6.0-cpu-py312',
      modelDataUrl: 's3://bucket/models/abc/model.tar.gz',
      environment: { SAGEMAKER_PROGRAM: 'inference.py' }
    },
    contentType: 'application/x-image',
    accept: 'application/json',
    instanceType: 'ml.m5.xlarge',
    statistics: { uri: 's3://bucket/out/_evaluation.json', sha256: 'a'.repeat(64) },
    verdict: `✅ 1 gate passed\n· top-1 95.0%\u0007 ${'x'.repeat(2000)}`,
    approval: decideApproval('gates', [gate({})]),
    metadata: { repository: 'acme/vision' },
    token: registrationToken({ GITHUB_RUN_ID: '1', GITHUB_RUN_ATTEMPT: '1' }, 'job-1', 'vision-classifier'),
    ...over
  }
}

describe('the registry requests', () => {
  it('are valid against the API model, whatever the verdict holds', () => {
    const request = packageRequest(parts())
    expect(validateShape(api, 'CreateModelPackageInput', request)).toEqual([])
    expect(request.ModelPackageDescription).toHaveLength(1024)
    expect(request.ModelPackageDescription).not.toContain('\n')
    expect(request.ModelPackageDescription).not.toContain('\u0007')
    expect(request.ClientToken).toMatch(/^[0-9a-f]{36}$/)
    expect(
      validateShape(
        api,
        'UpdateModelPackageInput',
        approvalUpdate('arn:aws:sagemaker:us-east-1:123456789012:model-package/vision-classifier/1', parts())
      )
    ).toEqual([])
    // A local run's package lists no transform instance type.
    expect(packageRequest(parts({ instanceType: undefined })).InferenceSpecification).not.toHaveProperty(
      'SupportedTransformInstanceTypes'
    )
  })

  it('would be refused with a line break in the description (moto would take it, AWS refuses it)', () => {
    const request = { ...packageRequest(parts()), ModelPackageDescription: 'two\nlines' }
    expect(validateShape(api, 'CreateModelPackageInput', request)).toEqual([
      expect.stringContaining(
        "at 'modelPackageDescription' failed to satisfy constraint: Member must satisfy regular expression pattern"
      )
    ])
    const metadata = { ...packageRequest(parts()), CustomerMetadataProperties: { commit: 'a,b' } }
    expect(validateShape(api, 'CreateModelPackageInput', metadata)).toHaveLength(1)
  })

  it('give the approval by the gates, naming each gate and its margin', () => {
    const failed = gate({ gate: 'max-failed-objects', threshold: 2, measured: 5, passed: false })
    expect(decideApproval('gates', [gate({}), failed])).toEqual({
      status: 'Rejected',
      description:
        'Rejected: 1 of 2 gates failed: min-accuracy 0.95 >= 0.9 passed (margin +0.05); max-failed-objects 5 <= 2 failed (margin -3).'
    })
    expect(decideApproval('gates', [])).toEqual({
      status: 'PendingManualApproval',
      description: expect.stringMatching(/^No quality gate was set .* it waits for a manual approval\.$/)
    })
    expect(decideApproval('manual', [failed]).status).toBe('PendingManualApproval')
  })

  it('leave out a lineage value SageMaker metadata cannot hold, and say so', () => {
    const left: string[] = []
    const metadata = lineageMetadata(
      { jobName: 'job-1', commit: 'abc', summaryUri: 's3://b/out (1)/_summary.json', registration: 't' },
      key => left.push(key)
    )
    expect(metadata).toEqual({ commit: 'abc', 'transform-job': 'job-1', registration: 't' })
    expect(left).toEqual(['summary-json'])
  })
})

describe('the API model fixture', () => {
  const botocore = (() => {
    try {
      const dir = execFileSync('python3', [
        '-c',
        'import botocore,os;print(os.path.dirname(botocore.__file__))'
      ])
        .toString()
        .trim()
      const file = `${dir}/data/sagemaker/2017-07-24/service-2.json.gz`
      return JSON.parse(
        execFileSync(
          'python3',
          ['-c', `import gzip,sys;sys.stdout.write(gzip.open('${file}').read().decode())`],
          { maxBuffer: 64 * 1024 * 1024 }
        ).toString()
      ) as {
        shapes: Record<string, unknown>
        operations: Record<string, { input: { shape: string } }>
      }
    } catch {
      return undefined
    }
  })()
  const withBotocore = botocore ? it : it.skip

  withBotocore(
    'holds the registry operations’ input shapes as botocore has them (documentation aside)',
    () => {
      const strip = (x: unknown): unknown =>
        Array.isArray(x)
          ? x.map(strip)
          : x && typeof x === 'object'
            ? Object.fromEntries(
                Object.entries(x)
                  .filter(([k]) => k !== 'documentation' && k !== 'deprecatedMessage')
                  .map(([k, v]) => [k, strip(v)])
              )
            : x
      for (const operation of REGISTRY_OPERATIONS) {
        const input = botocore!.operations[operation].input.shape
        expect(api.shapes[input]).toEqual(strip(botocore!.shapes[input]))
      }
      for (const shape of [
        'EntityName',
        'EntityDescription',
        'CustomerMetadataValue',
        'ClientToken',
        'MetricsSource',
        'ApprovalDescription'
      ])
        expect(api.shapes[shape]).toEqual(strip(botocore!.shapes[shape]))
    }
  )
})
