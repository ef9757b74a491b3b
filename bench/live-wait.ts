// Benchmark: seconds from a SageMaker job's end (its TransformEndTime) to the end of the step that waits
// for it and reports on it, the action against the usual script.
//
// The project's SageMaker emulator (real clock) runs each job, writing one `.out` per manifest entry into
// an s3rver (this process) at a set pace while the job is InProgress, in the seeds' TF Serving format
// (~10 KiB each: 1001 probabilities). SageMaker's compute is not what is measured, so the job writes its
// outputs directly rather than through the local data plane (whose model calls would take the CPU the
// two sides need). Each job, created here, is watched at once by both sides:
//   - the action: `node src/index.ts` in a child process with INPUT_* variables (as the runner starts it),
//     `attach: <job>`, comment never: wait with progress, read, summary, outputs;
//   - the usual script: boto3 polls DescribeTransformJob every 5 s as the SageMaker Python SDK's
//     Transformer.wait() does (printing dots), then `aws s3 sync` to a temp folder, then python3 with
//     `json` (argmax and a class histogram).
// Each side's delay is the moment its last process exits minus the job's TransformEndTime; the table
// gives every round, the medians and their ratio, and the Describe calls each side made.
//
//   npx tsx bench/live-wait.ts [--sizes 300,1000,20000] [--rounds 3] [--logs DIR]
// (--logs: each action's log is kept there, as `<job>.log`, each line with its time from the job's end, to
// see where a slow round spent its time)
import { CreateBucketCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { CreateTransformJobCommand, SageMakerClient } from '@aws-sdk/client-sagemaker'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createS3Client } from '../src/storage/s3.js'
import { LOOPBACK_CREDENTIALS, timed, withLegacyProvider } from './loopback.js'
import { NOTEBOOK, tfServingBody } from './notebook.js'
import { option, wholeOption } from './options.js'
import { fmt, median } from './stats.js'
import type { JobExecutor } from '../test/support/sagemaker-emulator.js'

const self = fileURLToPath(import.meta.url)
const root = path.resolve(path.dirname(self), '..')
const CREDENTIALS = LOOPBACK_CREDENTIALS
const BUCKET = 'live-wait-bench'
const MODEL = 'bench-model'
/** How long each size's outputs take to land (the job's own pace; the data plane may be slower). */
const SPREAD_MS: Record<number, number> = { 300: 25_000, 1000: 30_000, 20000: 150_000 }

const rounds = wholeOption('rounds', 3)
const sizes = (option('sizes') ?? '300,1000,20000').split(',').map(Number)
const logs = option('logs')

// The usual script's wait, as the SageMaker Python SDK's Transformer.wait(logs=False): Describe, a dot,
// 5 s, until the job ends.
const WAITER = `
import boto3, json, sys, time
cfg = json.loads(sys.argv[1])
sm = boto3.client("sagemaker", endpoint_url=cfg["sagemaker"], region_name="us-east-1")
describes = 0
while True:
    status = sm.describe_transform_job(TransformJobName=cfg["job"])["TransformJobStatus"]
    describes += 1
    if status in ("Completed", "Failed", "Stopped"):
        break
    print(".", end="", file=sys.stderr, flush=True)
    time.sleep(5)
print(json.dumps({"status": status, "describes": describes}))
`

interface Side {
  /** Seconds from TransformEndTime to the step's end. */
  delay: number
  describes: number
  records: number
}

/** A command's standard output, once it exits 0. */
const exec = async (cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> =>
  (await timed(cmd, args, env)).stdout

/** The manifest of `size` inputs (the job only names them; its outputs are written directly). */
async function writeManifest(s3: S3Client, size: number): Promise<string> {
  const keys = Array.from({ length: size }, (_, i) => `img-${String(i).padStart(6, '0')}.jpg`)
  const key = `manifests/${size}.json`
  const body = JSON.stringify([{ prefix: `s3://${BUCKET}/images/` }, ...keys])
  await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }))
  return `s3://${BUCKET}/${key}`
}

/** A job that writes each manifest entry's `.out` as the pace admits it, 16 at a time. */
function directExecutor(s3: S3Client, templates: string[]): JobExecutor {
  return async (job, _model, { signal, pace }) => {
    const manifest = job.TransformInput!.DataSource!.S3DataSource!.S3Uri!
    const size = Number(/manifests\/(\d+)\.json$/.exec(manifest)?.[1])
    const out = job.TransformOutput!.S3OutputPath!.replace(`s3://${BUCKET}/`, '')
    let next = 0
    const worker = async (): Promise<void> => {
      while (next < size && !signal.aborted) {
        const i = next++
        if (pace && !(await pace.admit(i))) return
        const Key = `${out}img-${String(i).padStart(6, '0')}.jpg.out`
        await s3.send(
          new PutObjectCommand({ Bucket: BUCKET, Key, Body: templates[(i * 7919) % templates.length] })
        )
        pace?.wrote()
      }
    }
    await Promise.all(Array.from({ length: 16 }, worker))
    return signal.aborted ? { status: 'Failed', failureReason: 'stopped' } : { status: 'Completed' }
  }
}

async function main(): Promise<void> {
  const { startS3rver } = await import('../test/support/s3rver.js')
  const { startSageMakerEmulator } = await import('../test/support/sagemaker-emulator.js')
  const s3server = await startS3rver()
  const env = { ...process.env, ...CREDENTIALS }
  const s3 = createS3Client({ endpoint: s3server.endpoint, region: 'us-east-1' }, env)
  const templates = Array.from({ length: 500 }, (_, i) => tfServingBody(((i * 37) % 1000) + 1, i))
  const emulator = await startSageMakerEmulator({
    executor: directExecutor(s3, templates),
    // Each size's outputs land over its spread, as fast as s3rver takes them.
    pace: job => {
      const size = Number(
        /manifests\/(\d+)\.json$/.exec(job.TransformInput!.DataSource!.S3DataSource!.S3Uri!)?.[1]
      )
      return { startMs: 2_000, everyMs: SPREAD_MS[size] / size, describeWaits: false }
    }
  })
  const sm = new SageMakerClient({ region: 'us-east-1', endpoint: emulator.url })
  emulator.seedModel({
    ModelName: MODEL,
    PrimaryContainer: { Image: 'img', ModelDataUrl: 's3://b/m.tar.gz' }
  })
  const work = await mkdtemp(path.join(os.tmpdir(), 'live-wait-bench-'))
  await writeFile(path.join(work, 'waiter.py'), WAITER)
  await writeFile(path.join(work, 'notebook.py'), NOTEBOOK)

  /** The job's end and the Describe calls made for it. */
  const jobFacts = (name: string) => {
    const job = emulator.jobs.get(name)
    if (!job?.endTime) throw new Error(`job ${name} has no end (${job?.status})`)
    const describes = emulator.requests.filter(
      r => r.operation === 'DescribeTransformJob' && r.body.TransformJobName === name
    ).length
    return { end: job.endTime, describes }
  }

  /** The action attached to the job: exits when its report is done. */
  const ours = async (job: string): Promise<{ exitedAt: number; records: number }> => {
    const dir = await mkdtemp(path.join(work, 'action-'))
    const files = { GITHUB_OUTPUT: path.join(dir, 'output'), GITHUB_STATE: path.join(dir, 'state') }
    await writeFile(files.GITHUB_OUTPUT, '')
    await writeFile(files.GITHUB_STATE, '')
    const inputs: Record<string, string> = {
      attach: job,
      'label-map': 'imagenet-1001',
      region: 'us-east-1',
      's3-endpoint': s3server.endpoint,
      'sagemaker-endpoint': emulator.url,
      comment: 'never'
    }
    const childEnv: NodeJS.ProcessEnv = { ...env, ...files, RUNNER_TEMP: dir, NODE_NO_WARNINGS: '1' }
    for (const [k, v] of Object.entries(inputs)) childEnv[`INPUT_${k.toUpperCase()}`] = v
    const { lines } = await timed(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'src/index.ts')],
      childEnv
    )
    const exitedAt = Date.now()
    // Each line with its time from the job's end (a chunk's lines share its time).
    const end = emulator.jobs.get(job)?.endTime ?? exitedAt
    if (logs)
      await writeFile(
        path.join(logs, `${job}.log`),
        lines.map(l => `${((l.at - end) / 1000).toFixed(1).padStart(7)} s  ${l.line}\n`).join('')
      )
    const outputs = await readFile(files.GITHUB_OUTPUT, 'utf8')
    const records = Number(
      /^records<<(\S+)\n(\d+)\n/m.exec(outputs)?.[2] ?? /records=(\d+)/.exec(outputs)?.[1]
    )
    return { exitedAt, records }
  }

  /** The usual script: wait, sync, count. */
  const usual = async (job: string): Promise<{ exitedAt: number; records: number; describes: number }> => {
    const local = path.join(work, job)
    const config = { sagemaker: emulator.url, job }
    const waited = JSON.parse(
      await exec('python3', [path.join(work, 'waiter.py'), JSON.stringify(config)], env)
    ) as {
      describes: number
    }
    const output = `s3://${BUCKET}/${job}/`
    await exec(
      'aws',
      ['s3', 'sync', output, local, '--endpoint-url', s3server.endpoint, '--only-show-errors'],
      env
    )
    const counted = JSON.parse(await exec('python3', [path.join(work, 'notebook.py'), local], env)) as {
      records: number
    }
    const exitedAt = Date.now()
    await rm(local, { recursive: true, force: true })
    return { exitedAt, records: counted.records, describes: waited.describes }
  }

  /** One job, watched by both sides from its creation. */
  const round = async (size: number, r: number, manifest: string): Promise<{ ours: Side; usual: Side }> => {
    const job = `bench-${size}-${r}`
    await sm.send(
      new CreateTransformJobCommand({
        TransformJobName: job,
        ModelName: MODEL,
        TransformInput: {
          DataSource: { S3DataSource: { S3DataType: 'ManifestFile', S3Uri: manifest } },
          ContentType: 'application/x-image'
        },
        TransformOutput: { S3OutputPath: `s3://${BUCKET}/${job}/` },
        TransformResources: { InstanceType: 'ml.m5.xlarge', InstanceCount: 1 }
      })
    )
    const [a, b] = await Promise.all([ours(job), usual(job)])
    const facts = jobFacts(job)
    return {
      ours: {
        delay: (a.exitedAt - facts.end) / 1000,
        describes: facts.describes - b.describes,
        records: a.records
      },
      usual: { delay: (b.exitedAt - facts.end) / 1000, describes: b.describes, records: b.records }
    }
  }

  try {
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }))
    const manifests = new Map<number, string>()
    for (const size of sizes) manifests.set(size, await writeManifest(s3, size))
    const results = new Map<number, { ours: Side[]; usual: Side[] }>()
    for (let r = 0; r < rounds; r++) {
      for (const size of sizes) {
        const entry = results.get(size) ?? { ours: [], usual: [] }
        results.set(size, entry)
        const res = await round(size, r, manifests.get(size)!)
        entry.ours.push(res.ours)
        entry.usual.push(res.usual)
        console.error(
          `round ${r + 1}, ${size} outputs: action ${res.ours.delay.toFixed(1)} s, usual script ${res.usual.delay.toFixed(1)} s`
        )
      }
    }
    report(results)
  } finally {
    s3.destroy()
    await emulator.close()
    await s3server.close()
    await rm(work, { recursive: true, force: true })
  }
}

function report(results: Map<number, { ours: Side[]; usual: Side[] }>): void {
  const cells = (xs: Side[]) =>
    `${xs.map(x => x.delay.toFixed(1)).join(', ')} | ${median(xs.map(x => x.delay)).toFixed(1)}`
  console.log(
    `\n${rounds} rounds, each one job watched by both sides at once; seconds from the job's TransformEndTime ` +
      "to each side's end (its last process's exit)"
  )
  console.log('| outputs | spread | what | seconds each round | median | Describe calls (median) | records |')
  console.log('|---:|---:|---|---|---:|---:|---:|')
  let wrong = false
  for (const [size, { ours, usual }] of results) {
    const spread = `${SPREAD_MS[size] / 1000} s`
    const describes = (xs: Side[]) => fmt(median(xs.map(x => x.describes)))
    const records = (xs: Side[]) => [...new Set(xs.map(x => x.records))].join(', ')
    console.log(
      `| ${fmt(size)} | ${spread} | action | ${cells(ours)} | ${describes(ours)} | ${records(ours)} |`
    )
    console.log(
      `| ${fmt(size)} | ${spread} | Python SDK-style wait (5 s) + aws s3 sync + json loop | ${cells(usual)} | ` +
        `${describes(usual)} | ${records(usual)} |`
    )
    wrong ||= [...ours, ...usual].some(x => x.records !== size)
  }
  console.log('')
  for (const [size, { ours, usual }] of results) {
    const a = median(ours.map(x => x.delay))
    const b = median(usual.map(x => x.delay))
    console.log(
      `${fmt(size)} outputs: action ${a.toFixed(1)} s after the job's end (target <= 10 s) ${a <= 10 ? 'OK' : 'ABOVE TARGET'}; ` +
        `the usual script ${b.toFixed(1)} s; ${(b / a).toFixed(1)}x sooner`
    )
  }
  console.log(`every side counted every output, every round: ${wrong ? 'NO' : 'yes'}`)
  if (wrong) process.exitCode = 1
}

Object.assign(process.env, CREDENTIALS)
await withLegacyProvider(self, main)
