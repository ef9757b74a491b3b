// Benchmark: how soon a cancelled workflow stops its SageMaker job. The bundled action (`node
// dist/index.js`, inputs in INPUT_* variables, as the runner starts it) waits for a job on the project's
// SageMaker emulator (the job stays InProgress) with its input in an s3rver, both on loopback; once it is
// in its wait loop it gets SIGINT, as the runner sends on a cancel. Timed from the signal: the
// StopTransformJob reaching the emulator, and the process's exit. The runner's schedule is the bound:
// SIGTERM 7.5 s after SIGINT, the kill at 10 s. The peer, the SDK's waiter, never stops the job.
//
//   npx tsx bench/cancel.ts [--rounds 5]
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createS3Client } from '../src/storage/s3.js'
import { LOOPBACK_CREDENTIALS, withLegacyProvider } from './loopback.js'
import { wholeOption } from './options.js'
import { fmt, median } from './stats.js'

const self = fileURLToPath(import.meta.url)
const root = path.resolve(path.dirname(self), '..')
const rounds = wholeOption('rounds', 5)
const MAIN = path.join(root, 'dist/index.js')

async function main(): Promise<void> {
  const { startS3rver } = await import('../test/support/s3rver.js')
  const { startSageMakerEmulator } = await import('../test/support/sagemaker-emulator.js')
  const { CreateBucketCommand, PutObjectCommand } = await import('@aws-sdk/client-s3')
  const s3server = await startS3rver()
  const env = { ...process.env, ...LOOPBACK_CREDENTIALS }
  const s3 = createS3Client({ endpoint: s3server.endpoint, region: 'us-east-1' }, env)
  const bucket = 'cancel-bench'
  const work = await mkdtemp(path.join(os.tmpdir(), 'cancel-bench-'))
  const stopMs: number[] = []
  const exitMs: number[] = []
  try {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }))
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'in/a.jpg', Body: Buffer.alloc(100, 1) }))
    for (let round = 1; round <= rounds; round++) {
      const emulator = await startSageMakerEmulator()
      emulator.seedModel({
        ModelName: 'prod-classifier',
        PrimaryContainer: { Image: 'img', ModelDataUrl: 's3://b/m.tar.gz' }
      })
      const files = {
        GITHUB_OUTPUT: path.join(work, `output-${round}`),
        GITHUB_STATE: path.join(work, `state-${round}`)
      }
      await writeFile(files.GITHUB_OUTPUT, '')
      await writeFile(files.GITHUB_STATE, '')
      const inputs: Record<string, string> = {
        'model-name': 'prod-classifier',
        data: `s3://${bucket}/in/`,
        'output-path': `s3://${bucket}/out-${round}/`,
        'instance-type': 'ml.m5.xlarge',
        region: 'us-east-1',
        's3-endpoint': s3server.endpoint,
        'sagemaker-endpoint': emulator.url,
        comment: 'never'
      }
      const childEnv: NodeJS.ProcessEnv = {
        ...env,
        ...files,
        GITHUB_RUN_ID: `90${round}`,
        GITHUB_RUN_ATTEMPT: '1'
      }
      for (const [k, v] of Object.entries(inputs)) childEnv[`INPUT_${k.toUpperCase()}`] = v
      const child = spawn(process.execPath, [MAIN], { env: childEnv, stdio: 'ignore' })
      const exited = new Promise<void>(resolve => child.once('exit', () => resolve()))
      // In its wait loop: a Describe after the create.
      const deadline = Date.now() + 60_000
      for (;;) {
        const ops = emulator.requests.map(r => r.operation)
        const created = ops.indexOf('CreateTransformJob')
        if (created >= 0 && ops.slice(created + 1).includes('DescribeTransformJob')) break
        if (Date.now() > deadline) throw new Error('the action never started waiting')
        await new Promise(resolve => setTimeout(resolve, 10))
      }
      const sent = performance.now()
      child.kill('SIGINT')
      await emulator.waitForRequest('StopTransformJob')
      stopMs.push(performance.now() - sent)
      await exited
      exitMs.push(performance.now() - sent)
      await emulator.close()
    }
  } finally {
    s3.destroy()
    await s3server.close()
    await rm(work, { recursive: true, force: true })
  }
  const ms = (xs: number[]) => xs.map(x => fmt(x)).join(', ')
  console.log(`| from SIGINT to | rounds (ms) | median | the runner's bound |`)
  console.log(`|---|---|---|---|`)
  console.log(
    `| StopTransformJob at SageMaker | ${ms(stopMs)} | ${fmt(median(stopMs))} ms | SIGTERM at 7,500 ms |`
  )
  console.log(`| the step's exit | ${ms(exitMs)} | ${fmt(median(exitMs))} ms | the kill at 10,000 ms |`)
  console.log("(the SDK's waiter, the peer, never stops the job: it runs to its end)")
  if (median(stopMs) >= 7_500 || median(exitMs) >= 10_000) process.exitCode = 1
}

Object.assign(process.env, LOOPBACK_CREDENTIALS)
await withLegacyProvider(self, main)
