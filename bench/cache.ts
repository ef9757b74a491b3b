// Benchmark: the transform cache at S3's real latency. SageMaker-mode runs of the action as it ships (one
// esbuild bundle of src/index.ts), against the project's emulator and an S3 on loopback that waits
// `--request-ms` before every answer and `--page-ms` more before each listing page (bench/delayed-s3.ts).
// The emulator's job lands one small `.out` per input it reads (the whole prefix, or a manifest's
// entries), `--rate` a second after a start-up of `--start-ms` (SageMaker's own is minutes).
//
// For each size, in alternating rounds:
//  - the full run, no cache: what every push pays today (a job over every input);
//  - the whole hit: a new output-path, everything reused (no model, no job): the step's time;
//  - the limit: the requests a whole hit cannot do without, made in this process on the cheapest path
//    there is (the input listing page after page, one CopyObject per output, 64 at once);
//  - 1% changed: that many inputs rewritten, the job's instance-seconds against the full run's.
// Then a million-input listing by the ranges a kept listing's boundaries cut (bench/million-listing.ts),
// bare and as the action lists its inputs, each listing a client process of its own: its seconds and
// its CPU a page; with --compare-src DIR, another version's source tree in the same rounds; with
// --million-plain, page after page as well.
//
//   npx tsx bench/cache.ts [--sizes 5000,100000] [--rounds 3] [--rate 2000] [--start-ms 2000]
//                          [--request-ms 20] [--page-ms 100] [--million 1000000] [--million-rounds 3]
//                          [--compare-src DIR] [--million-plain] [--prof DIR] [--stages 1]
// (each option also as BENCH_<NAME>; --million 0 skips the listing, --sizes 0 runs the listing alone;
// --prof DIR also profiles each ranged listing's client.)
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { copyObject, createS3Client } from '../src/storage/s3.js'
import { parseManifest } from '../src/listing/manifest.js'
import { startDelayedS3, type DelayedS3 } from './delayed-s3.js'
import { millionListing } from './million-listing.js'
import { bundleAction } from './action-bundle.js'
import { LOOPBACK_CREDENTIALS, timed } from './loopback.js'
import { option, wholeOption } from './options.js'
import { fmt, median } from './stats.js'
import type { JobExecutor } from '../test/support/sagemaker-emulator.js'

const BUCKET = 'cache-bench'
const MODEL = 'bench-model'
const rounds = wholeOption('rounds', 3)
const sizes = (option('sizes') ?? '5000,100000')
  .split(',')
  .map(Number)
  .filter(n => n > 0)
const requestMs = Number(option('request-ms') ?? 20)
const pageMs = Number(option('page-ms') ?? 100)
const rate = wholeOption('rate', 2000)
const startMs = Number(option('start-ms') ?? 2000)
const million = Number(option('million') ?? 1_000_000)
const millionRounds = wholeOption('million-rounds', 3)

/** Copies in flight in the limit: the most the action's own pace climbs to while S3 keeps up. */
const COPIES_AT_ONCE = wholeOption('copies', 256)

const inputKey = (size: number, i: number): string =>
  `sized-${size}/images/img-${String(i).padStart(7, '0')}.jpg`
const outputOf = (body: Buffer): Buffer =>
  Buffer.from(JSON.stringify({ input: createHash('md5').update(body).digest('hex'), scores: [0.25, 0.75] }))

/** A job that reads its input (a prefix, or a manifest's entries) and lands one output per object. */
function jobExecutor(s3: DelayedS3): JobExecutor {
  return async (job, _model, { signal }) => {
    const source = job.TransformInput!.DataSource!.S3DataSource!
    const [, inBucket, inKey] = /^s3:\/\/([^/]+)\/(.*)$/.exec(source.S3Uri!)!
    const [, outBucket, outKey] = /^s3:\/\/([^/]+)\/(.*)$/.exec(job.TransformOutput!.S3OutputPath!)!
    let objects: { name: string; body: Buffer }[]
    if (source.S3DataType === 'ManifestFile') {
      const manifest = parseManifest(s3.get(inBucket, inKey)!.toString('utf8'), source.S3Uri!)
      const base = manifest.prefix.replace(/^s3:\/\/[^/]+\//, '')
      objects = manifest.entries.map(name => ({ name, body: s3.get(inBucket, `${base}${name}`)! }))
    } else
      objects = s3
        .keysUnder(inBucket, inKey)
        .map(k => ({ name: k.slice(inKey.length), body: s3.get(inBucket, k)! }))
    const began = Date.now() + startMs
    let written = 0
    while (written < objects.length && !signal.aborted) {
      await new Promise(resolve => setTimeout(resolve, 10))
      const due = Math.min(objects.length, Math.floor(((Date.now() - began) / 1000) * rate))
      for (; written < due; written++) {
        const o = objects[written]
        s3.put(outBucket, `${outKey}${o.name}.out`, outputOf(o.body))
      }
    }
    return signal.aborted ? { status: 'Failed', failureReason: 'stopped' } : { status: 'Completed' }
  }
}

interface Step {
  seconds: number
  outputs: Record<string, string>
  /** The step's S3 requests: GETs and HEADs, copies, listing pages. */
  counts: { reads: number; copies: number; pages: number }
}

async function main(): Promise<void> {
  const { startSageMakerEmulator } = await import('../test/support/sagemaker-emulator.js')
  const { pushImage, startMoto } = await import('../test/support/moto.js')
  const s3 = await startDelayedS3({ requestMs, pageMs })
  // The model's image in ECR (moto): a run with a cache reads its digest, once.
  const moto = await startMoto()
  const image = '123456789012.dkr.ecr.us-east-1.amazonaws.com/bench:1'
  await pushImage(moto, image, 'a')
  const env = { ...process.env, ...LOOPBACK_CREDENTIALS, AWS_ENDPOINT_URL_ECR: moto.url }
  const emulator = await startSageMakerEmulator({ executor: jobExecutor(s3) })
  emulator.seedModel({
    ModelName: MODEL,
    PrimaryContainer: { Image: image, ModelDataUrl: `s3://${BUCKET}/model/m.tar.gz` }
  })
  const client = createS3Client({ endpoint: s3.endpoint, region: 'us-east-1' }, env)
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }))
  s3.put(BUCKET, 'model/m.tar.gz', Buffer.from('the bench model'))
  const work = await mkdtemp(path.join(os.tmpdir(), 'cache-bench-'))
  const entry = await bundleAction(work)
  let runs = 0

  const step = async (size: number, over: Record<string, string>): Promise<Step> => {
    const dir = await mkdtemp(path.join(work, 'action-'))
    const files = { GITHUB_OUTPUT: path.join(dir, 'output'), GITHUB_STATE: path.join(dir, 'state') }
    await writeFile(files.GITHUB_OUTPUT, '')
    await writeFile(files.GITHUB_STATE, '')
    const inputs: Record<string, string> = {
      'model-name': MODEL,
      data: `s3://${BUCKET}/sized-${size}/images/`,
      'content-type': 'application/x-image',
      'output-path': `s3://${BUCKET}/out-${size}-${++runs}/`,
      'job-name': `cache-bench-${runs}`,
      'instance-type': 'ml.m5.xlarge',
      'price-per-hour': '0.23',
      region: 'us-east-1',
      's3-endpoint': s3.endpoint,
      'sagemaker-endpoint': emulator.url,
      comment: 'never',
      ...over
    }
    const childEnv: NodeJS.ProcessEnv = { ...env, ...files, RUNNER_TEMP: dir, NODE_NO_WARNINGS: '1' }
    for (const [k, v] of Object.entries(inputs)) childEnv[`INPUT_${k.toUpperCase()}`] = v
    // --stages: the step's debug lines (each stage's time) printed, as with step debugging on.
    if (option('stages')) childEnv.ACTIONS_STEP_DEBUG = 'true'
    // --prof DIR: a CPU profile of each whole hit's step (node --cpu-prof), to see where its time goes.
    const prof = option('prof') && over.cache ? ['--cpu-prof', '--cpu-prof-dir', option('prof')!] : []
    s3.resetCounts()
    const { seconds, stdout } = await timed(process.execPath, [...prof, entry], childEnv)
    const asked = (op: string) => s3.requests.get(op) ?? 0
    const counts = {
      reads: asked('GetObject') + asked('HeadObject'),
      copies: asked('CopyObject'),
      pages: [...s3.pages.values()].reduce((a, b) => a + b, 0)
    }
    // --stages: each stage's time, as the step's debug log says it.
    if (option('stages'))
      for (const line of stdout.split('\n'))
        if (/Stage \S+: |^::debug::Analysis: /.test(line))
          console.error(`  ${line.replace(/^::debug::/, '')}`)
    const text = await readFile(files.GITHUB_OUTPUT, 'utf8')
    const outputs: Record<string, string> = {}
    for (const m of text.matchAll(/^([a-z-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]] = m[3]
    if (outputs['job-status'] !== 'Completed')
      throw new Error(`the step did not complete:\n${stdout.slice(-3000)}`)
    return { seconds, outputs, counts }
  }

  /**
   * The requests a whole hit cannot do without, on the fastest path: the listing page after page, each
   * page's copies begun as it comes (a CopyObject per output, COPIES_AT_ONCE at once).
   */
  const limit = async (size: number): Promise<number> => {
    const t0 = performance.now()
    const out = `limit-${size}-${++runs}/`
    const waiting: string[] = []
    let listed = false
    const sleepers: (() => void)[] = []
    const wakeAll = () => sleepers.splice(0).forEach(wake => wake())
    const copier = async (): Promise<void> => {
      for (;;) {
        const key = waiting.pop()
        if (key !== undefined) {
          await copyObject(client, { bucket: BUCKET, key }, { bucket: BUCKET, key: `${out}${key}.out` })
          continue
        }
        if (listed) return
        await new Promise<void>(resolve => sleepers.push(resolve))
      }
    }
    const copiers = Array.from({ length: COPIES_AT_ONCE }, copier)
    let token: string | undefined
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: BUCKET,
          Prefix: `sized-${size}/images/`,
          ContinuationToken: token
        })
      )
      for (const o of page.Contents ?? []) waiting.push(o.Key!)
      token = page.NextContinuationToken
      wakeAll()
    } while (token)
    listed = true
    wakeAll()
    await Promise.all(copiers)
    return (performance.now() - t0) / 1000
  }

  /** The outputs under an output-path, by input name, read directly. */
  const outputsAt = (uri: string): Map<string, Buffer> => {
    const prefix = uri.slice(`s3://${BUCKET}/`.length)
    return new Map(
      s3
        .keysUnder(BUCKET, prefix)
        .filter(k => k.endsWith('.out'))
        .map(k => [k.slice(prefix.length, -4), s3.get(BUCKET, k)!])
    )
  }
  const jobs = () => emulator.accepted('CreateTransformJob')

  /**
   * What the issue asks of the cache at this size, checked once: the second run creates no model and
   * no job and places every output with the same bytes; two inputs changed and one added run in one
   * job whose manifest lists exactly those three, and their outputs are the new ones.
   */
  const check = async (size: number, cache: Record<string, string>, filled: Step): Promise<void> => {
    const [models, made] = [emulator.accepted('CreateModel').length, jobs().length]
    const hit = await step(size, cache)
    const first = outputsAt(filled.outputs['output-path'])
    const again = outputsAt(hit.outputs['output-path'])
    const same =
      first.size === size && again.size === size && [...first].every(([k, v]) => again.get(k)?.equals(v))
    const none = emulator.accepted('CreateModel').length === models && jobs().length === made
    // The same figures: records, the classes and their counts, the evaluation, as the full run reported.
    const figures = (uri: string) => {
      const json = s3.get(BUCKET, `${uri.slice(`s3://${BUCKET}/`.length)}_summary.json`)
      const summary = JSON.parse(json?.toString('utf8') ?? '{}') as Record<string, unknown>
      const { records, unrecognisedRecords, classification, evaluation, format } = summary
      return JSON.stringify({ records, unrecognisedRecords, classification, evaluation, format })
    }
    const sameFigures = figures(filled.outputs['output-path']) === figures(hit.outputs['output-path'])
    const names = [inputKey(size, 3), inputKey(size, 7), inputKey(size, size)]
    s3.put(BUCKET, names[0], Buffer.from('changed three'))
    s3.put(BUCKET, names[1], Buffer.from('changed seven'))
    s3.put(BUCKET, names[2], Buffer.from('a new one'))
    const three = await step(size, cache)
    const job = jobs().at(-1)! as { TransformInput: { DataSource: { S3DataSource: { S3Uri: string } } } }
    const uri = job.TransformInput.DataSource.S3DataSource.S3Uri
    const manifest = parseManifest(
      s3.get(BUCKET, uri.slice(`s3://${BUCKET}/`.length))?.toString('utf8') ?? '[]',
      uri
    )
    const base = `sized-${size}/images/`
    const listed = manifest.entries.map(e => `${base}${e}`)
    const out = outputsAt(three.outputs['output-path'])
    const fresh = names.every(n => out.get(n.slice(base.length))?.equals(outputOf(s3.get(BUCKET, n)!)))
    const oneJob = jobs().length === made + 1 && JSON.stringify(listed) === JSON.stringify(names)
    // Back as they were, for the rounds.
    s3.remove(BUCKET, names[2])
    for (const i of [3, 7]) s3.put(BUCKET, inputKey(size, i), Buffer.from(`input ${i}`))
    const ok = (b: boolean) => (b ? 'yes' : 'NO')
    console.log(
      `\nchecks at ${fmt(size)} inputs: second run no model and no job: ${ok(none)}; cache-hits ${hit.outputs['cache-hits']}; ` +
        `every output with the same bytes: ${ok(same)}; the same figures: ${ok(sameFigures)}; two changed and one added: ${three.outputs['cache-misses']} transformed ` +
        `in one job whose manifest lists exactly them: ${ok(oneJob)}; their outputs the new ones: ${ok(fresh)}`
    )
    if (!(none && same && sameFigures && oneJob && fresh && hit.outputs['cache-hits'] === String(size)))
      process.exitCode = 1
  }

  try {
    for (const size of sizes) {
      for (let i = 0; i < size; i++) s3.put(BUCKET, inputKey(size, i), Buffer.from(`input ${i}`))
      const cache = { cache: `s3://${BUCKET}/cache-${size}/` }
      const filled = await step(size, cache)
      console.error(`${fmt(size)}: cache filled by a full run in ${filled.seconds.toFixed(1)} s`)
      await check(size, cache, filled)
      const full: Step[] = []
      const hit: Step[] = []
      const limits: number[] = []
      const changed: Step[] = []
      for (let r = 0; r < rounds; r++) {
        full.push(await step(size, {}))
        hit.push(await step(size, cache))
        limits.push(await limit(size))
        // 1% of the inputs rewritten (new bytes, new ETags), a different 1% each round.
        const n = Math.max(1, Math.round(size / 100))
        for (let i = 0; i < n; i++)
          s3.put(BUCKET, inputKey(size, (r * n + i) % size), Buffer.from(`changed ${r} ${i}`))
        changed.push(await step(size, cache))
        console.error(
          `round ${r + 1}, ${fmt(size)}: full ${full[r].seconds.toFixed(1)} s, whole hit ${hit[r].seconds.toFixed(1)} s ` +
            `(hits ${hit[r].outputs['cache-hits']}), limit ${limits[r].toFixed(1)} s, 1% changed: ` +
            `${changed[r].outputs['cache-misses']} transformed, ${changed[r].outputs['instance-seconds']} instance-s`
        )
      }
      report(size, full, hit, limits, changed)
    }
    if (million > 0) {
      await millionListing({
        s3,
        bucket: BUCKET,
        size: million,
        rounds: millionRounds,
        pageMs: requestMs + pageMs,
        compareSrc: option('compare-src'),
        plain: process.argv.includes('--million-plain') || Boolean(process.env.BENCH_MILLION_PLAIN),
        prof: option('prof')
      })
    }
  } finally {
    client.destroy()
    await emulator.close()
    await moto.close()
    await s3.close()
    await rm(work, { recursive: true, force: true })
  }
}

function report(size: number, full: Step[], hit: Step[], limits: number[], changed: Step[]): void {
  const secs = (xs: number[]) => xs.map(x => x.toFixed(1)).join(', ')
  const m = (xs: number[]) => median(xs)
  const fullS = full.map(x => x.seconds)
  const hitS = hit.map(x => x.seconds)
  const fullIs = full.map(x => Number(x.outputs['instance-seconds']))
  const changedIs = changed.map(x => Number(x.outputs['instance-seconds']))
  console.log(
    `\n${fmt(size)} inputs; S3 on loopback answering after ${requestMs} ms, ${pageMs} ms more a listing page; ` +
      `jobs start after ${startMs / 1000} s and land ${fmt(rate)} outputs a second; ${full.length} rounds`
  )
  console.log('| run | step seconds (each round) | median | vs the whole hit |')
  console.log('|---|---|---:|---:|')
  console.log(`| whole hit (cache) | ${secs(hitS)} | ${m(hitS).toFixed(1)} | 1.00x |`)
  console.log(
    `| the limit: the listing, each page's copies begun as it comes, ${COPIES_AT_ONCE} at once | ${secs(limits)} | ${m(limits).toFixed(1)} | ${(m(limits) / m(hitS)).toFixed(2)}x |`
  )
  console.log(
    `| full run, no cache (today, every push) | ${secs(fullS)} | ${m(fullS).toFixed(1)} | ${(m(fullS) / m(hitS)).toFixed(2)}x |`
  )
  console.log('| 1% changed | transformed | job instance-seconds | vs the full run |')
  console.log('|---|---:|---:|---:|')
  console.log(
    `| median of ${changed.length} | ${changed.map(x => x.outputs['cache-misses']).join(', ')} | ${m(changedIs).toFixed(1)} | ` +
      `${((100 * m(changedIs)) / m(fullIs)).toFixed(1)}% (full: ${m(fullIs).toFixed(1)}) |`
  )
  const reads = hit.map(x => x.counts.reads)
  const goal =
    size <= 5000
      ? `goal within 5 s and at most 50 GETs and HEADs: ${m(hitS) <= 5 && Math.max(...reads) <= 50 ? 'OK' : 'ABOVE GOAL'}`
      : `goal within 1.1x of the limit and GETs plus HEADs at most 1% of the outputs: ${
          m(hitS) <= 1.1 * m(limits) && Math.max(...reads) <= size / 100 ? 'OK' : 'ABOVE GOAL'
        }`
  console.log(
    `whole hit at ${fmt(size)}: ${m(hitS).toFixed(1)} s (${(m(hitS) / m(limits)).toFixed(2)}x the limit); ` +
      `GETs + HEADs ${reads.join(', ')}; copies ${hit.map(x => x.counts.copies).join(', ')}; ` +
      `listing pages ${hit.map(x => x.counts.pages).join(', ')}; hits ${hit.map(x => x.outputs['cache-hits']).join(', ')}`
  )
  console.log(goal)
  if (hit.some(x => x.outputs['cache-hits'] !== String(size) || x.outputs['cache-misses'] !== '0'))
    process.exitCode = 1
}

Object.assign(process.env, LOOPBACK_CREDENTIALS)
await main()
