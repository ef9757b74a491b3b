// Releases ending in the model registry: the whole action against the SageMaker emulator, whose one
// endpoint also serves the registry's operations (each validated against AWS's API model, then carried out
// by moto_server), and s3rver. Release 1 passes its gate and registers version 1 Approved with its
// evaluation; release 2 fails it and registers version 2 Rejected; release 3 compares with the latest
// Approved version (1, not 2); approval: manual waits; a retried step registers once.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import {
  CreateModelPackageGroupCommand,
  DescribeModelPackageCommand,
  ListModelPackagesCommand,
  SageMakerClient
} from '@aws-sdk/client-sagemaker'
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { classifierOnSageMaker, runAction } from './support/emulator/action.js'
import { REGISTRY_OPERATIONS, type RegistryForward } from './support/emulator/registry.js'
import { fakeClock } from './support/emulator/spec.js'
import { localExecutor } from './support/local-executor.js'
import { startTestModelServer, type TestModelServer } from './support/model-server.js'
import { startMoto, type RunningMoto } from './support/moto.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const s3 = testS3Client()
const INPUTS = 20
const name = (i: number) => `img-${String(i).padStart(4, '0')}.jpg`
/** Ground truth: even inputs are class 0, odd ones class 1. */
const truthOf = (i: number) => i % 2
/** Whether the model answers every input with class 1 (half of them wrong) instead of its truth. */
let alwaysOne = false
let bucket: string
let server: TestModelServer
let moto: RunningMoto

beforeAll(async () => {
  moto = await startMoto()
  server = await startTestModelServer({
    answer: req => {
      const i = Number(/img-(\d+)/.exec(req.body.toString())?.[1])
      const cls = alwaysOne ? 1 : truthOf(i)
      return { body: JSON.stringify({ predictions: [cls === 1 ? [0.1, 0.9] : [0.9, 0.1]] }) }
    }
  })
  bucket = await freshBucket(s3, 'registry')
  for (let i = 0; i < INPUTS; i++)
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `images/${name(i)}`, Body: name(i) }))
  const truth = Array.from({ length: INPUTS }, (_, i) =>
    JSON.stringify({ 'source-ref': `s3://${bucket}/images/${name(i)}`, class: truthOf(i) })
  )
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'truth.jsonl', Body: truth.join('\n') }))
}, 120_000)

afterAll(async () => {
  await server?.close()
  await moto?.close()
})

const open: SageMakerEmulator[] = []
afterEach(async () => {
  while (open.length) await open.pop()!.close()
})

async function emulator(registry: Partial<RegistryForward> = {}): Promise<SageMakerEmulator> {
  const clock = fakeClock()
  const e = await startSageMakerEmulator({
    clock: clock.now,
    executor: localExecutor({ s3, server: server.url }),
    registry: { url: moto.url, ...registry }
  })
  open.push(e)
  return e
}

/** One release: its own workflow run (run id), writing to its own output path. */
function release(e: SageMakerEmulator, run: string, inputs: Record<string, string>) {
  const clock = fakeClock()
  return runAction(
    {
      ...classifierOnSageMaker(bucket),
      data: `s3://${bucket}/images/`,
      'content-type': 'application/x-image',
      accept: 'application/json',
      'ground-truth': `s3://${bucket}/truth.jsonl`,
      'output-path': `s3://${bucket}/releases/${run}/`,
      region: 'us-east-1',
      's3-endpoint': s3Endpoint(),
      'sagemaker-endpoint': e.url,
      comment: 'never',
      tags: 'team=vision',
      ...inputs
    },
    {
      env: {
        ...process.env,
        GITHUB_RUN_ID: run,
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_JOB: 'release',
        GITHUB_REPOSITORY: 'acme/vision',
        GITHUB_SHA: `${run}`.padEnd(40, 'a'),
        GITHUB_SERVER_URL: 'https://github.com'
      },
      signal: new AbortController().signal,
      sleep: clock.sleep,
      now: clock.now
    }
  )
}

/** A client of the emulator's endpoint (or of moto's own, to act beside the action). */
function registryClient(e: SageMakerEmulator | string): SageMakerClient {
  return new SageMakerClient({
    endpoint: typeof e === 'string' ? e : e.url,
    region: 'us-east-1',
    credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'test' }
  })
}

/** Every registry request the action sent was valid against the API model (none refused as invalid). */
function registryRequests(e: SageMakerEmulator) {
  return e.requests.filter(r => (REGISTRY_OPERATIONS as readonly string[]).includes(r.operation))
}

async function objectBytes(uri: string): Promise<Buffer> {
  const m = /^s3:\/\/([^/]+)\/(.+)$/.exec(uri)!
  const got = await s3.send(new GetObjectCommand({ Bucket: m[1], Key: m[2] }))
  return Buffer.from(await got.Body!.transformToByteArray())
}

describe('a release ends in the model registry', () => {
  const group = 'vision-classifier'
  it('release 1 Approved, release 2 Rejected (the step fails), release 3 compared with version 1; a retry registers once', async () => {
    const e = await emulator()
    const sm = registryClient(e)
    const gated = { register: group, 'min-accuracy': '0.9' }

    // Release 1: every label right, min-accuracy passes.
    alwaysOne = false
    const first = await release(e, '9001', gated)
    expect(first.failed).toBe(false)
    expect(first.outputs['approval-status']).toBe('Approved')
    expect(first.outputs['model-package-version']).toBe('1')
    const v1 = first.outputs['model-package-arn']
    expect(v1).toMatch(/:model-package\/vision-classifier\/1$/)
    const p1 = await sm.send(new DescribeModelPackageCommand({ ModelPackageName: v1 }))
    expect(p1.ModelApprovalStatus).toBe('Approved')
    expect(p1.ApprovalDescription).toBe(
      'Approved: every gate passed: min-accuracy 1 >= 0.9 passed (margin +0.1).'
    )
    const [model] = e.accepted('CreateModel') as Array<{
      PrimaryContainer: { Image: string; ModelDataUrl: string }
    }>
    const container = p1.InferenceSpecification!.Containers![0]
    expect(container.Image).toBe(model.PrimaryContainer.Image)
    expect(container.ModelDataUrl).toBe(model.PrimaryContainer.ModelDataUrl)
    expect(p1.InferenceSpecification).toMatchObject({
      SupportedContentTypes: ['application/x-image'],
      SupportedResponseMIMETypes: ['application/json'],
      SupportedTransformInstanceTypes: ['ml.m5.xlarge']
    })
    const job1 = first.outputs['job-name']
    expect(p1.CustomerMetadataProperties).toMatchObject({
      repository: 'acme/vision',
      commit: '9001'.padEnd(40, 'a'),
      'workflow-run': 'https://github.com/acme/vision/actions/runs/9001',
      'transform-job': job1,
      'transform-job-arn': first.outputs['job-arn'],
      'model-sha256': expect.stringMatching(/^[0-9a-f]{64}$/),
      'data-listing-sha256': expect.stringMatching(/^[0-9a-f]{64}$/),
      'summary-json': `s3://${bucket}/releases/9001/_summary.json`
    })
    expect(p1.ModelPackageDescription).not.toMatch(/\n/)
    // The statistics: the object exists, its digest is its bytes', and it is SageMaker's schema.
    const stats = p1.ModelMetrics!.ModelQuality!.Statistics!
    expect(stats).toMatchObject({
      ContentType: 'application/json',
      S3Uri: `s3://${bucket}/releases/9001/_evaluation.json`
    })
    const bytes = await objectBytes(stats.S3Uri!)
    expect(stats.ContentDigest).toBe(`sha256:${createHash('sha256').update(bytes).digest('hex')}`)
    const evaluation = JSON.parse(bytes.toString()) as Record<string, Record<string, { value: number }>>
    expect(evaluation.binary_classification_metrics.accuracy.value).toBe(1)
    expect(await readFile(first.outputs['evaluation-json'])).toEqual(bytes)

    // A retried step (same run, attempt and job) registers nothing new.
    const retried = await release(e, '9001', gated)
    expect(retried.failed).toBe(false)
    expect(retried.outputs['model-package-arn']).toBe(v1)
    expect(retried.stdout).toContain('Already registered by an earlier try of this step')
    expect(e.accepted('CreateModelPackage')).toHaveLength(1)

    // Release 2: half the labels wrong, the gate fails: registered Rejected, then the step fails.
    alwaysOne = true
    const second = await release(e, '9002', { ...gated, 'stop-early': 'false' })
    expect(second.failed).toBe(true)
    expect(second.outputs['approval-status']).toBe('Rejected')
    expect(second.outputs['model-package-version']).toBe('2')
    expect(second.stdout).toMatch(/Quality gate failed/)
    const p2 = await sm.send(
      new DescribeModelPackageCommand({ ModelPackageName: second.outputs['model-package-arn'] })
    )
    expect(p2.ApprovalDescription).toBe(
      'Rejected: 1 of 1 gates failed: min-accuracy 0.5 >= 0.9 failed (margin -0.4).'
    )

    // Release 3: compared with the latest Approved version, 1, not 2; the report names it.
    alwaysOne = false
    const third = await release(e, '9003', { ...gated, baseline: 'registry' })
    expect(third.failed).toBe(false)
    const summary = JSON.parse(await readFile(third.outputs['summary-json'], 'utf8')) as {
      baseline: { agreement: number; run: { job: string; modelPackage: { arn: string; version: number } } }
    }
    expect(summary.baseline.run.job).toBe(job1)
    expect(summary.baseline.run.modelPackage).toEqual({ arn: v1, version: 1, accuracy: 1 })
    expect(summary.baseline.agreement).toBe(1)
    expect(third.stdout).toContain(`version 1 (${v1})`)

    // Three versions in all, and every registry request valid against the API model.
    const listed = await sm.send(
      new ListModelPackagesCommand({ ModelPackageGroupName: group, ModelPackageType: 'Versioned' })
    )
    expect(listed.ModelPackageSummaryList).toHaveLength(3)
    expect(
      registryRequests(e)
        .filter(r => r.answer !== 'ok')
        .map(r => `${r.operation} ${r.answer}`)
    ).toEqual(['DescribeModelPackageGroup ValidationException'])
  }, 180_000)

  it('a job a gate stopped early is registered Rejected, saying so', async () => {
    const e = await emulator()
    alwaysOne = true
    const run = await release(e, '9201', { register: 'vision-stopped', 'min-accuracy': '0.9' })
    expect(run.failed).toBe(true)
    expect(run.outputs['job-status']).toBe('Stopped')
    expect(run.outputs['approval-status']).toBe('Rejected')
    const p = await registryClient(e).send(
      new DescribeModelPackageCommand({ ModelPackageName: run.outputs['model-package-arn'] })
    )
    expect(p.ApprovalDescription).toMatch(
      /^Rejected: 1 of 1 gates failed: min-accuracy 0\.\d+ >= 0\.9 failed \(margin -0\.\d+\)\. The job was stopped early at \d+ s: \d+ of 20 wrong, so accuracy can be at most \d+%, below min-accuracy 90%/
    )
  }, 120_000)

  it('a missing permission is one clear error after everything is published; nothing is lost', async () => {
    const e = await emulator({ denied: ['CreateModelPackage'] })
    alwaysOne = false
    const run = await release(e, '9301', { register: 'vision-denied', 'min-accuracy': '0.9' })
    expect(run.failed).toBe(true)
    const errors = run.stdout.split('\n').filter(l => l.startsWith('::error::'))
    expect(errors).toEqual([
      expect.stringContaining("register: the workflow's AWS role may not call sagemaker:CreateModelPackage")
    ])
    expect(errors[0]).toContain('the report, the summary and the outputs were published')
    // Published before: the summary, the evaluation and the figures.
    expect(run.outputs['summary-json']).not.toBe('')
    expect(run.outputs['evaluation-json']).not.toBe('')
    expect(run.outputs.accuracy).toBe('1')
    expect(run.outputs['model-package-arn']).toBeUndefined()
  }, 120_000)

  it('takes a group a run beside it created first ("already exists") as its own', async () => {
    const group = 'vision-beside'
    const e = await emulator({
      // The group appears between this run's DescribeModelPackageGroup and its CreateModelPackageGroup.
      before: async (operation, body) => {
        if (operation !== 'CreateModelPackageGroup') return
        await registryClient(moto.url).send(
          new CreateModelPackageGroupCommand({ ModelPackageGroupName: String(body.ModelPackageGroupName) })
        )
      }
    })
    alwaysOne = false
    const run = await release(e, '9401', { register: group, 'min-accuracy': '0.9' })
    expect(run.failed).toBe(false)
    expect(run.outputs['model-package-version']).toBe('1')
    const created = registryRequests(e).filter(r => r.operation === 'CreateModelPackageGroup')
    expect(created.map(r => r.answer)).toEqual(['ValidationException'])
    expect(created[0].body).toEqual({
      ModelPackageGroupName: group,
      ModelPackageGroupDescription:
        'Models of acme/vision, registered by its workflow with their evaluation.',
      Tags: [{ Key: 'team', Value: 'vision' }]
    })
  }, 120_000)

  it('approval: manual registers PendingManualApproval with the gates in its description', async () => {
    const e = await emulator()
    alwaysOne = false
    const run = await release(e, '9101', {
      register: 'vision-manual',
      approval: 'manual',
      'min-accuracy': '0.9'
    })
    expect(run.failed).toBe(false)
    expect(run.outputs['approval-status']).toBe('PendingManualApproval')
    const p = await registryClient(e).send(
      new DescribeModelPackageCommand({ ModelPackageName: run.outputs['model-package-arn'] })
    )
    expect(p.ModelApprovalStatus).toBe('PendingManualApproval')
    expect(p.ApprovalDescription).toBe('approval: manual. Gates: min-accuracy 1 >= 0.9 passed (margin +0.1).')
  }, 120_000)
})
