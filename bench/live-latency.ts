// Benchmark: the live report at S3's real latency. A SageMaker run (the action creating the job, with
// `model-name`, an S3Prefix input, `max-payload: auto`), against an S3 on loopback that waits
// `--request-ms` before every answer and `--page-ms` more before each listing page (bench/delayed-s3.ts),
// as S3 does from a hosted runner. The emulator's job writes one `.out` per input straight into that S3
// while it runs, `--rate` outputs a second, in the seeds' TF Serving format. For each size it prints:
// seconds from the job's TransformEndTime to the step's end, listing pages by prefix (the inputs, the
// outputs), GETs and HEADs, and the action's peak RSS (read in its own process at exit). The action runs
// as the runner runs it: one bundle of src/index.ts (esbuild, made at the start), not through the
// TypeScript loader, whose compiled sources would count in the RSS (`--via tsx` runs the sources).
//
//   npx tsx bench/live-latency.ts [--sizes 20000,100000,1000000] [--rounds 3] [--rate 2000]
//                                 [--request-ms 20] [--page-ms 100] [--scores 1001] [--logs DIR]
//                                 [--via bundle|tsx] [--output-bytes N] [--cpu-prof DIR]
// (each option also as BENCH_<NAME>; a quick look: --sizes 2000 --rounds 1). --scores: the class
// scores in each output (1001: ~10 KiB, the seeds' ImageNet outputs; fewer make the parsing cheaper
// where the machine cannot parse a million 10 KiB outputs in the time). --output-bytes: outputs of about
// N bytes each instead (one prediction with as many scores as fit), to see the bodies in flight: 2,000
// of 4 MiB is `--sizes 2000 --output-bytes 4190000`. --cpu-prof: the action's CPU profile of each run
// into DIR (`node --cpu-prof`), to see where its time goes.
import { CreateBucketCommand } from '@aws-sdk/client-s3'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createS3Client } from '../src/storage/s3.js'
import { startDelayedS3, type DelayedS3 } from './delayed-s3.js'
import { bundleAction } from './action-bundle.js'
import { LOOPBACK_CREDENTIALS, timed } from './loopback.js'
import { tfServingBody } from './notebook.js'
import { option, wholeOption } from './options.js'
import { fmt, median } from './stats.js'
import type { JobExecutor } from '../test/support/sagemaker-emulator.js'

const self = fileURLToPath(import.meta.url)
const root = path.resolve(path.dirname(self), '..')
const BUCKET = 'live-latency-bench'
const MODEL = 'bench-model'
const INPUTS = 'images/'

const rounds = wholeOption('rounds', 3)
const sizes = (option('sizes') ?? '20000,100000,1000000').split(',').map(Number)
const requestMs = Number(option('request-ms') ?? 20)
const pageMs = Number(option('page-ms') ?? 100)
/** Outputs landing a second while the job runs (at least 2,000, as several instances land them). */
const rate = wholeOption('rate', 2000)
const logs = option('logs')
const START_MS = 2_000
const scores = wholeOption('scores', 1001)
const via = option('via') ?? 'bundle'
const outputBytes = wholeOption('output-bytes', 0)
const cpuProf = option('cpu-prof')

const inputKey = (i: number): string => `${INPUTS}img-${String(i).padStart(7, '0')}.jpg`

/** A job that lands `size` outputs at `rate` a second, written straight into the S3's memory. */
function directExecutor(s3: DelayedS3, sizeOf: (job: string) => number, templates: Buffer[]): JobExecutor {
  return async (job, _model, { signal }) => {
    const size = sizeOf(job.TransformJobName!)
    const [, bucket, out] = /^s3:\/\/([^/]+)\/(.*)$/.exec(job.TransformOutput!.S3OutputPath!)!
    const began = Date.now() + START_MS
    let written = 0
    while (written < size && !signal.aborted) {
      await new Promise(resolve => setTimeout(resolve, 10))
      const due = Math.min(size, Math.floor(((Date.now() - began) / 1000) * rate))
      for (; written < due; written++) {
        const key = `${out}${inputKey(written).slice(INPUTS.length)}.out`
        s3.put(bucket, key, templates[(written * 7919) % templates.length])
      }
    }
    return signal.aborted ? { status: 'Failed', failureReason: 'stopped' } : { status: 'Completed' }
  }
}

interface Round {
  /** Seconds from TransformEndTime to the action's exit. */
  delay: number
  jobSeconds: number
  inputPages: number
  /** Listings of the input prefix begun from its start. */
  inputListings: number
  outputPages: number
  gets: number
  heads: number
  rssMB: number
  records: number
}

async function main(): Promise<void> {
  const { startSageMakerEmulator } = await import('../test/support/sagemaker-emulator.js')
  const s3 = await startDelayedS3({ requestMs, pageMs })
  const env = { ...process.env, ...LOOPBACK_CREDENTIALS }
  const templates = Array.from({ length: outputBytes ? 4 : 500 }, (_, i) => {
    if (outputBytes) return largeBody(outputBytes, i)
    const body = tfServingBody(((i * 37) % 1000) + 1, i)
    if (scores === 1001) return Buffer.from(body)
    const p = (JSON.parse(body) as { predictions: { probabilities: number[] }[] }).predictions[0]
    const k = i % scores
    const probabilities = p.probabilities.slice(0, scores)
    return Buffer.from(JSON.stringify({ predictions: [{ classes: k, probabilities }] }))
  })
  const sizeOfJob = new Map<string, number>()
  const emulator = await startSageMakerEmulator({
    executor: directExecutor(s3, job => sizeOfJob.get(job) ?? 0, templates)
  })
  emulator.seedModel({
    ModelName: MODEL,
    PrimaryContainer: { Image: 'img', ModelDataUrl: 's3://b/m.tar.gz' }
  })
  const client = createS3Client({ endpoint: s3.endpoint, region: 'us-east-1' }, env)
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }))
  client.destroy()
  const work = await mkdtemp(path.join(os.tmpdir(), 'live-latency-bench-'))
  const entry =
    via === 'tsx' ? ['--import', 'tsx', path.join(root, 'src/index.ts')] : [await bundleAction(work)]
  const rssHook = path.join(work, 'peak-rss.mjs')
  await writeFile(
    rssHook,
    "import { writeFileSync } from 'node:fs'\n" +
      "process.on('exit', () => writeFileSync(process.env.BENCH_PEAK_RSS_FILE, String(process.resourceUsage().maxRSS)))\n"
  )

  const round = async (size: number, r: number): Promise<Round> => {
    const job = `bench-${size}-${r}`
    sizeOfJob.set(job, size)
    const dir = await mkdtemp(path.join(work, 'action-'))
    const files = {
      GITHUB_OUTPUT: path.join(dir, 'output'),
      GITHUB_STATE: path.join(dir, 'state'),
      BENCH_PEAK_RSS_FILE: path.join(dir, 'rss')
    }
    await writeFile(files.GITHUB_OUTPUT, '')
    await writeFile(files.GITHUB_STATE, '')
    const prefix = `sized-${size}/${INPUTS}`
    const inputs: Record<string, string> = {
      'model-name': MODEL,
      data: `s3://${BUCKET}/${prefix}`,
      'content-type': 'application/x-image',
      'max-payload': 'auto',
      // A bucket of its own: its keys arrive in order, as the in-memory S3 keeps them cheaply.
      'output-path': `s3://${BUCKET}-${job}/${job}/`,
      'job-name': job,
      'instance-type': 'ml.m5.xlarge',
      ...(scores === 1001 && !outputBytes ? { 'label-map': 'imagenet-1001' } : {}),
      region: 'us-east-1',
      's3-endpoint': s3.endpoint,
      'sagemaker-endpoint': emulator.url,
      comment: 'never'
    }
    const childEnv: NodeJS.ProcessEnv = { ...env, ...files, RUNNER_TEMP: dir, NODE_NO_WARNINGS: '1' }
    for (const [k, v] of Object.entries(inputs)) childEnv[`INPUT_${k.toUpperCase()}`] = v
    s3.resetCounts()
    const profile = cpuProf ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProf)] : []
    const { lines } = await timed(process.execPath, [...profile, '--import', rssHook, ...entry], childEnv)
    const exitedAt = Date.now()
    const facts = emulator.jobs.get(job)
    if (!facts?.endTime) throw new Error(`job ${job} has no end (${facts?.status})`)
    if (logs)
      await writeFile(
        path.join(logs, `${job}.log`),
        lines.map(l => `${((l.at - facts.endTime!) / 1000).toFixed(1).padStart(7)} s  ${l.line}\n`).join('')
      )
    const outputs = await readFile(files.GITHUB_OUTPUT, 'utf8')
    const records = Number(
      /^records<<(\S+)\n(\d+)\n/m.exec(outputs)?.[2] ?? /records=(\d+)/.exec(outputs)?.[1]
    )
    const under = (m: Map<string, number>, p: string) =>
      [...m].filter(([k]) => k.startsWith(`${BUCKET}/${p}`)).reduce((n, [, v]) => n + v, 0)
    const pagesUnder = (p: string) => under(s3.pages, p)
    return {
      delay: (exitedAt - facts.endTime) / 1000,
      jobSeconds: (facts.endTime - facts.creationTime) / 1000,
      inputPages: pagesUnder(prefix),
      inputListings: under(s3.listings, prefix),
      outputPages: [...s3.pages]
        .filter(([k]) => k.startsWith(`${BUCKET}-${job}/`))
        .reduce((n, [, v]) => n + v, 0),
      gets: s3.requests.get('GetObject') ?? 0,
      heads: s3.requests.get('HeadObject') ?? 0,
      rssMB: Number(await readFile(files.BENCH_PEAK_RSS_FILE, 'utf8')) / 1024,
      records
    }
  }

  try {
    const results = new Map<number, Round[]>()
    for (const size of sizes) {
      // The inputs, written straight into memory (empty bodies: the job never reads them here).
      const body = Buffer.alloc(1000)
      for (let i = 0; i < size; i++) s3.put(BUCKET, `sized-${size}/${inputKey(i)}`, body)
      results.set(size, [])
    }
    for (let r = 0; r < rounds; r++)
      for (const size of sizes) {
        const res = await round(size, r)
        results.get(size)!.push(res)
        console.error(
          `round ${r + 1}, ${fmt(size)} outputs: ${res.delay.toFixed(1)} s after the job's end, ` +
            `input pages ${res.inputPages}, output pages ${res.outputPages}, ${res.rssMB.toFixed(0)} MB`
        )
      }
    report(results)
  } finally {
    await emulator.close()
    await s3.close()
    await rm(work, { recursive: true, force: true })
  }
}

/** One prediction with as many 8-character scores as fit in about `bytes` bytes. */
function largeBody(bytes: number, seed: number): Buffer {
  const count = Math.floor((bytes - 64) / 9)
  const scores = Array.from({ length: count }, (_, j) => (((j * 7919 + seed) % 100_000) / 1e6).toFixed(6))
  return Buffer.from(
    `{"predictions": [{"classes": ${seed % count}, "probabilities": [${scores.join(',')}]}]}`
  )
}

const templatesBytes = () => largeBody(outputBytes, 0).length

function report(results: Map<number, Round[]>): void {
  console.log(
    `\nS3 on loopback answering after ${requestMs} ms, ${pageMs} ms more a listing page; outputs landing ` +
      `${fmt(rate)} a second, ${outputBytes ? `${fmt(templatesBytes())} bytes` : `${scores} class scores`} ` +
      `each; ${rounds} round(s) a size`
  )
  console.log(
    '| outputs | job s | s from job end to step end (each round) | median | input listings (pages) | output pages | GETs | HEADs | peak RSS MB | records |'
  )
  console.log('|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|')
  let wrong = false
  for (const [size, rs] of results) {
    const m = (f: (x: Round) => number) => median(rs.map(f))
    console.log(
      `| ${fmt(size)} | ${m(x => x.jobSeconds).toFixed(0)} | ${rs.map(x => x.delay.toFixed(1)).join(', ')} | ` +
        `${m(x => x.delay).toFixed(1)} | ${m(x => x.inputListings)} (${fmt(m(x => x.inputPages))}) | ` +
        `${fmt(m(x => x.outputPages))} | ${fmt(m(x => x.gets))} | ${fmt(m(x => x.heads))} | ` +
        `${m(x => x.rssMB).toFixed(0)} | ${[...new Set(rs.map(x => x.records))].join(', ')} |`
    )
    wrong ||= rs.some(x => x.records !== size)
  }
  console.log('')
  const goal = (size: number): number => (size <= 20_000 ? 2 : 5)
  for (const [size, rs] of results) {
    const d = median(rs.map(x => x.delay))
    const rss = median(rs.map(x => x.rssMB))
    const listings = median(rs.map(x => x.inputListings))
    console.log(
      `${fmt(size)} outputs: ${d.toFixed(1)} s after the job (goal <= ${goal(size)} s) ${d <= goal(size) ? 'OK' : 'ABOVE GOAL'}; ` +
        `inputs listed ${listings} times (goal 1) ${listings <= 1 ? 'OK' : 'ABOVE GOAL'}; ` +
        `${rss.toFixed(0)} MB${size >= 1_000_000 ? ` (goal <= 500 MB) ${rss <= 500 ? 'OK' : 'ABOVE GOAL'}` : ''}`
    )
  }
  console.log(`every round counted every output: ${wrong ? 'NO' : 'yes'}`)
  if (wrong) process.exitCode = 1
}

Object.assign(process.env, LOOPBACK_CREDENTIALS)
await main()
