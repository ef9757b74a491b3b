// The bundled action as the runner starts it (`node dist/index.js`, inputs in INPUT_* variables), cancelled
// mid-wait: SIGINT must reach SageMaker as StopTransformJob before anything else (not at the next poll),
// and the post step
// (`node dist/post.js`) must stop a job that a killed main step left running.
// It runs the committed dist/, which `.ci/run` proves is exactly the bundle of src/ (build it locally with
// `npm run bundle`; bundling takes minutes, too long for a test to do itself).
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseCommandFile } from './support/command-file.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const MAIN = path.resolve('dist/index.js')
const POST = path.resolve('dist/post.js')

let bucket: string
let emulator: SageMakerEmulator

beforeAll(async () => {
  // The SageMaker backend is a chunk of its own beside dist/index.js, loaded when a run needs it.
  const chunks = existsSync(MAIN)
    ? readdirSync(path.dirname(MAIN)).filter(f => f.endsWith('.js') && f !== 'post.js')
    : []
  const bundled = (text: string) =>
    chunks.some(f => readFileSync(path.join(path.dirname(MAIN), f), 'utf8').includes(text))
  if (!existsSync(MAIN) || !bundled('The workflow was cancelled: stopping transform job'))
    throw new Error(
      'dist/index.js is missing or older than src/backends/sagemaker/sagemaker-backend.ts: run `npm run bundle` first.'
    )
  const s3 = testS3Client()
  bucket = await freshBucket(s3, 'signals')
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'in/a.jpg', Body: Buffer.alloc(100, 1) }))
})

beforeEach(async () => {
  // No script: the job stays InProgress until someone stops it.
  emulator = await startSageMakerEmulator()
  emulator.seedModel({
    ModelName: 'prod-classifier',
    PrimaryContainer: { Image: 'img', ModelDataUrl: 's3://b/m.tar.gz' }
  })
})
/** The main steps' GITHUB_OUTPUT / GITHUB_STATE folders, removed after each test. */
const folders: string[] = []
afterEach(async () => {
  await emulator.close()
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true })
})

interface Started {
  child: ChildProcess
  exited: Promise<number | null>
  output: () => string
  files: { GITHUB_OUTPUT: string; GITHUB_STATE: string }
}

async function startMain(): Promise<Started> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'signals-'))
  folders.push(dir)
  const files = { GITHUB_OUTPUT: path.join(dir, 'output'), GITHUB_STATE: path.join(dir, 'state') }
  await writeFile(files.GITHUB_OUTPUT, '')
  await writeFile(files.GITHUB_STATE, '')
  const inputs: Record<string, string> = {
    'model-name': 'prod-classifier',
    data: `s3://${bucket}/in/`,
    'output-path': `s3://${bucket}/out/`,
    'instance-type': 'ml.m5.xlarge',
    region: 'us-east-1',
    's3-endpoint': s3Endpoint(),
    'sagemaker-endpoint': emulator.url,
    comment: 'never'
  }
  const env: NodeJS.ProcessEnv = { ...process.env, ...files, GITHUB_RUN_ID: '777', GITHUB_RUN_ATTEMPT: '1' }
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let text = ''
  child.stdout!.on('data', d => (text += String(d)))
  child.stderr!.on('data', d => (text += String(d)))
  const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)))
  return { child, exited, output: () => text, files }
}

/** Resolves once the main step is in its wait loop (a Describe after the create). */
async function waiting(started: Started): Promise<void> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const ops = emulator.requests.map(r => `${r.operation}:${r.answer}`)
    const created = ops.indexOf('CreateTransformJob:ok')
    if (created >= 0 && ops.slice(created + 1).includes('DescribeTransformJob:ok')) return
    if (Date.now() > deadline) throw new Error(`the action never started waiting:\n${started.output()}`)
    await new Promise(resolve => setTimeout(resolve, 20))
  }
}

function runPostStep(state: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const [k, v] of Object.entries(state)) env[`STATE_${k}`] = v
  const child = spawn(process.execPath, [POST], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', d => (output += String(d)))
  child.stderr!.on('data', d => (output += String(d)))
  return new Promise(resolve => child.on('exit', code => resolve({ code, output })))
}

describe('the bundled action, cancelled', () => {
  it('sends StopTransformJob as its first call after SIGINT and exits failed', async () => {
    const main = await startMain()
    await waiting(main)
    const before = emulator.requests.length
    main.child.kill('SIGINT')
    await emulator.waitForRequest('StopTransformJob')
    // The runner sends SIGTERM 7.5 s after SIGINT and kills at 10 s: the stop goes at once, not after
    // the wait's next Describe (due 5 s after the last). How soon is the bench's to measure; that an
    // aborted wait leaves no timer behind is test/sagemaker-wait-poll-delay.test.ts's.
    const after = emulator.requests.slice(before).filter(r => r.service === 'sagemaker')
    expect(after[0].operation).toBe('StopTransformJob')
    const code = await main.exited
    expect(code).toBe(1)
    const jobName = [...emulator.jobs.keys()][0]
    expect(emulator.accepted('StopTransformJob')).toEqual([{ TransformJobName: jobName }])
    expect(main.output()).toContain(`The workflow was cancelled: stopping transform job ${jobName}.`)

    // The post step then finds the job already stopping and leaves it be.
    const state = parseCommandFile(await readFile(main.files.GITHUB_STATE, 'utf8'))
    expect(state['sagemaker-job-name']).toBe(jobName)
    const post = await runPostStep(state)
    expect(post.code).toBe(0)
    expect(emulator.count('StopTransformJob')).toBe(1)
  }, 30_000)

  it('post step stops the job when the main step was killed outright', async () => {
    const main = await startMain()
    await waiting(main)
    main.child.kill('SIGKILL')
    await main.exited
    const jobName = [...emulator.jobs.keys()][0]
    expect(emulator.jobs.get(jobName)!.status).toBe('InProgress')

    const post = await runPostStep(parseCommandFile(await readFile(main.files.GITHUB_STATE, 'utf8')))
    expect(post.code).toBe(0)
    expect(post.output).toContain(`Transform job ${jobName} was still InProgress: StopTransformJob sent.`)
    expect(emulator.accepted('StopTransformJob')).toEqual([{ TransformJobName: jobName }])
    expect(['Stopping', 'Stopped']).toContain(emulator.jobs.get(jobName)!.status)
  }, 30_000)
})
