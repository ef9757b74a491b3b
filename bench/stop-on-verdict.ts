// Benchmark: instance time billed after the verdict was certain. Three jobs whose verdict comes early,
// run by the project's SageMaker emulator on a clock the action shares (data-log lines visible 3 s
// after they are written): 300 inputs over 60 s with four in five failing and max-failed-objects 20;
// max-cost $10 at $1 a second, on one instance and on two; min-accuracy 0.9 with three in ten of 600
// answered wrong. For each, three runs: when the verdict became certain (the 21st failed input's
// data-log line, the moment the budget is spent, the deciding output's landing), when the stop reached
// the emulator, and the instance-seconds between, against the job's length. The peer, the SDK's
// Transformer, has no early stop: it pays for the whole rest of the job. The limit is 0 s.
//
//   npx tsx bench/stop-on-verdict.ts [--runs 3]
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createS3Client } from '../src/storage/s3.js'
import { LOOPBACK_CREDENTIALS, withLegacyProvider } from './loopback.js'
import { wholeOption } from './options.js'
import { fmt, median } from './stats.js'

const self = fileURLToPath(import.meta.url)
const runs = wholeOption('runs', 3)
const JOB_SECONDS = 60

interface Case {
  name: string
  everyMs: number
  instances: number
  inputs: Record<string, string>
  /** When the verdict became certain (emulator clock), from what the emulator saw. */
  decided: (seen: { created: number; failures: Array<{ timestamp: number }> }) => number
}

const CASES: Case[] = [
  {
    name: 'max-failed-objects 20, four in five failing',
    everyMs: 200,
    instances: 1,
    inputs: { data: 'mixed/', 'max-failed-objects': '20' },
    decided: s => s.failures[20].timestamp
  },
  {
    name: 'max-cost $10 at $1/s, one instance',
    everyMs: 200,
    instances: 1,
    inputs: { data: 'plain/', 'max-cost': '10', 'price-per-hour': '3600' },
    decided: s => s.created + 10_000
  },
  {
    name: 'max-cost $10 at $1/s per instance, two instances',
    everyMs: 200,
    instances: 2,
    inputs: { data: 'plain/', 'max-cost': '10', 'price-per-hour': '3600', 'instance-count': '2' },
    decided: s => s.created + 5_000
  },
  {
    name: 'min-accuracy 0.9, three in ten wrong',
    everyMs: 100,
    instances: 1,
    inputs: { data: 'graded/', 'min-accuracy': '0.9', 'ground-truth': 'truth.jsonl' },
    // The 61st wrong answer is input 200.
    decided: s => s.created + 200 * 100
  }
]

async function main(): Promise<void> {
  const { startS3rver } = await import('../test/support/s3rver.js')
  const { startTestModelServer } = await import('../test/support/model-server.js')
  const { startLiveJob } = await import('../test/support/emulator/live-job.js')
  const { runAction } = await import('../test/support/emulator/action.js')
  const verdict = await import('../test/support/emulator/verdict-jobs.js')
  const s3server = await startS3rver()
  process.env.TEST_S3_ENDPOINT = s3server.endpoint
  const env = { ...process.env, ...LOOPBACK_CREDENTIALS }
  const s3 = createS3Client({ endpoint: s3server.endpoint, region: 'us-east-1' }, env)
  const server = await startTestModelServer({ answer: verdict.verdictAnswer })
  const work = await mkdtemp(path.join(os.tmpdir(), 'stop-on-verdict-bench-'))
  const bucket = 'verdict-bench'
  try {
    const { CreateBucketCommand } = await import('@aws-sdk/client-s3')
    await s3.send(new CreateBucketCommand({ Bucket: bucket }))
    await verdict.putVerdictInputs(s3, bucket)
    console.log(
      `\nInstance-seconds billed after the verdict was certain, ${runs} runs each (jobs of ${JOB_SECONDS} s; data-log lines visible 3 s late).`
    )
    console.log(
      '| job | verdict certain at | stop sent at (median) | billed after the verdict, per run | share of the job | without early stop (SDK Transformer) | goal |'
    )
    console.log('|---|---:|---:|---|---:|---:|---|')
    let n = 0
    for (const c of CASES) {
      const after: number[] = []
      const decidedIn: number[] = []
      const stoppedIn: number[] = []
      for (let r = 0; r < runs; r++) {
        const l = await startLiveJob({
          s3,
          bucket,
          server: server.url,
          pace: { everyMs: c.everyMs },
          settled: true,
          emulator: { logDelayMs: 3_000 }
        })
        try {
          const more = { ...c.inputs }
          more.data = `s3://${bucket}/${c.inputs.data}`
          if (more['ground-truth']) more['ground-truth'] = `s3://${bucket}/${more['ground-truth']}`
          await runAction(
            {
              'model-name': 'shapes',
              'output-path': `s3://${bucket}/out-${n++}/`,
              'instance-type': 'ml.m5.xlarge',
              'max-concurrent-transforms': '8',
              'invocation-retries': '0',
              region: 'us-east-1',
              's3-endpoint': l.guard.url,
              'sagemaker-endpoint': l.emulator.url,
              comment: 'never',
              ...more
            },
            {
              env: { ...env, RUNNER_TEMP: work },
              signal: new AbortController().signal,
              sleep: l.clock.sleep,
              now: l.clock.now
            }
          )
          const { created, stops } = verdict.stopsOf(l.emulator)
          if (stops.length !== 1) throw new Error(`${c.name}: ${stops.length} stops`)
          const decided = c.decided({ created, failures: verdict.failureLines(l.emulator) })
          decidedIn.push((decided - created) / 1000)
          stoppedIn.push((stops[0] - created) / 1000)
          after.push((c.instances * Math.max(0, stops[0] - decided)) / 1000)
        } finally {
          await l.close()
        }
      }
      const job = c.instances * JOB_SECONDS
      const share = median(after) / job
      const goal = c.name.startsWith('max-cost') ? median(after) <= 1 : share <= 0.1
      const peer = c.instances * (JOB_SECONDS - median(decidedIn))
      console.log(
        `| ${c.name} | ${fmt(median(decidedIn), 1)} s | ${fmt(median(stoppedIn), 1)} s | ${after.map(a => `${fmt(a, 1)} s`).join(', ')} | ${fmt(100 * share, 1)}% of ${job} instance-s | ${fmt(peer, 1)} s | ${c.name.startsWith('max-cost') ? '<= 1 s' : '<= 10%'} ${goal ? 'OK' : 'ABOVE'} |`
      )
      if (!goal) process.exitCode = 1
    }
  } finally {
    s3.destroy()
    await server.close()
    await s3server.close()
    await rm(work, { recursive: true, force: true })
  }
}

Object.assign(process.env, LOOPBACK_CREDENTIALS)
await withLegacyProvider(self, main)
