import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { YOUNG_CAP_BYTES } from '../src/run/young-generation.js'

// In a process of its own (the cap is V8's, for the whole process): short-lived objects with a few
// survivors, made in small turns of the event loop as reads make them, grow the young generation past
// the cap when nothing holds it, and not past it when capYoungGeneration watches.
const source = path.resolve('src/run/young-generation.ts')

async function largestYoungGeneration(capped: boolean): Promise<number> {
  const script = `
    import v8 from 'node:v8'
    import { capYoungGeneration } from ${JSON.stringify(source)}
    const young = () => v8.getHeapSpaceStatistics().find(s => s.space_name === 'new_space').space_size
    ${capped ? 'capYoungGeneration()' : ''}
    const kept = []
    let largest = 0
    for (let turn = 0; turn < 3000; turn++) {
      for (let i = 0; i < 2000; i++) {
        const o = { i, text: 'object ' + i, list: [i, i + 1, i + 2] }
        if (i % 50 === 0) kept.push(o)
      }
      if (kept.length > 20000) kept.splice(0, 10000)
      largest = Math.max(largest, young())
      await new Promise(resolve => setImmediate(resolve))
    }
    console.log(largest)
  `
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { timeout: 60_000 }
  )
  return Number(stdout.trim())
}

describe('the young generation held at its cap', () => {
  it('grows past the cap when nothing holds it, and stops at the cap when watched', async () => {
    const [free, capped] = await Promise.all([largestYoungGeneration(false), largestYoungGeneration(true)])
    expect(free).toBeGreaterThan(YOUNG_CAP_BYTES)
    expect(capped).toBeGreaterThan(0)
    expect(capped).toBeLessThanOrEqual(YOUNG_CAP_BYTES)
  }, 90_000)
})

// The action's own run installs the cap in SageMaker mode: in a process of its own, the young
// generation grown to the cap first, then a run (which stops at its credentials: none are given), then
// the same garbage again. Without the run, the space grows on; after it, it stays where it was.
const main = path.resolve('src/main.ts')

async function youngAfter(runFirst: boolean): Promise<{ atRun: number; after: number; failed: string }> {
  const script = `
    import v8 from 'node:v8'
    import { run } from ${JSON.stringify(main)}
    import { YOUNG_CAP_BYTES } from ${JSON.stringify(source)}
    const young = () => v8.getHeapSpaceStatistics().find(s => s.space_name === 'new_space').space_size
    const kept = []
    async function garbage(until) {
      let largest = 0
      for (let turn = 0; turn < 3000 && !until(); turn++) {
        for (let i = 0; i < 2000; i++) {
          const o = { i, text: 'object ' + i, list: [i, i + 1, i + 2] }
          if (i % 50 === 0) kept.push(o)
        }
        if (kept.length > 20000) kept.splice(0, 10000)
        largest = Math.max(largest, young())
        await new Promise(resolve => setImmediate(resolve))
      }
      return largest
    }
    await garbage(() => young() >= YOUNG_CAP_BYTES)
    const atRun = young()
    let failed = ''
    if (${runFirst}) {
      const inputs = {
        'model-path': 'test/fixtures/models/classifier', framework: 'pytorch', 'framework-version': '2.6',
        role: 'arn:aws:iam::123456789012:role/SageMakerExecution', 'artifact-path': 's3://my-bucket/artifacts', 's3-endpoint': 'http://127.0.0.1:9', 'sagemaker-endpoint': 'http://127.0.0.1:9',
        'instance-type': 'ml.m5.xlarge', data: 's3://my-bucket/in/', 'output-path': 's3://my-bucket/out/', region: 'us-east-1'
      }
      const quiet = () => undefined
      await run({
        readInput: name => inputs[name] ?? '',
        env: { AWS_EC2_METADATA_DISABLED: 'true', AWS_CONFIG_FILE: '/nonexistent', AWS_SHARED_CREDENTIALS_FILE: '/nonexistent' },
        signal: new AbortController().signal,
        sleep: async () => undefined,
        now: () => Date.now(),
        log: { info: quiet, warning: quiet, debug: quiet, startGroup: quiet, endGroup: quiet },
        outputs: { set: quiet, setFailed: m => { failed = m }, saveState: quiet, appendSummary: async () => false }
      })
    }
    const after = await garbage(() => false)
    console.log(JSON.stringify({ atRun, after, failed }))
  `
  const env = { ...process.env }
  for (const k of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_PROFILE'])
    delete env[k]
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { timeout: 60_000, env }
  )
  return JSON.parse(stdout.trim().split('\n').pop()!) as { atRun: number; after: number; failed: string }
}

describe('the run installs the cap', () => {
  it('a SageMaker-mode run holds the young generation where it was, where it grows on without one', async () => {
    const [free, ran] = await Promise.all([youngAfter(false), youngAfter(true)])
    expect(free.after).toBeGreaterThan(free.atRun)
    expect(ran.failed).toContain('no AWS credentials were found')
    expect(ran.atRun).toBeGreaterThanOrEqual(YOUNG_CAP_BYTES)
    expect(ran.after).toBeLessThanOrEqual(ran.atRun)
  }, 90_000)
})
