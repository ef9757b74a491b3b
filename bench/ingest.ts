// Benchmark: reading and summarising transform outputs, the action's reader against the notebook way.
//
// N `.out` objects in the seeds' TF Serving format ({"predictions": [{"classes": k, "probabilities":
// [1001 floats]}]}) sit in an s3rver on loopback (in this process). Measured side by side, in
// alternating rounds:
//   - the action: analyzeRun (pairing through a manifest, parsing, top-5, class histogram, confidence
//     stats) in a child process, whose peak RSS is read from the child itself, at N/4 and N objects;
//   - the notebook way: `aws s3 sync` to a temp folder, then python3 with `json` doing argmax (minus
//     the background class) and a class histogram.
// Then the same outputs in a local folder (S3 out of the way), again in alternating rounds: the action's
// reader against that Python loop and against plain Node (`readFile` + `JSON.parse` + argmax), each
// timed inside its own process, with the reader's peak RSS at N/4 and N objects.
//
//   npx tsx bench/ingest.ts [--count 20000] [--rounds 3] [--local-only]
import { CreateBucketCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createS3Client } from '../src/storage/s3.js'
import { analyzeRun } from '../src/results/analysis/open-analysis.js'
import { listOnce } from '../src/listing/listed-inputs.js'
import { openInputListing } from '../src/listing/listing.js'
import { outputPlaceOf } from '../src/contract/output-keys.js'
import type { Spec } from '../src/spec.js'
import { wholeOption } from './options.js'
import { LOOPBACK_CREDENTIALS, timed, withLegacyProvider } from './loopback.js'
import { NOTEBOOK, tfServingBody as body } from './notebook.js'
import { median, secondsCells } from './stats.js'

const self = fileURLToPath(import.meta.url)
const CREDENTIALS = LOOPBACK_CREDENTIALS

const rounds = wholeOption('rounds', 3)

interface ChildConfig {
  endpoint: string
  bucket: string
  prefix: string
  /** A local folder holding manifest.json and out/ instead of the bucket. */
  folder?: string
}

interface ChildResult {
  seconds: number
  maxRssMB: number
  records: number
  top: [number, number][]
}

// ---- the action's side, in a child process so its RSS is its own ------------------------------------
async function child(config: ChildConfig): Promise<void> {
  const started = performance.now()
  const spec: Spec = {
    model: {
      source: 'name',
      name: 'bench-model',
      env: {},
      vpcSubnets: [],
      vpcSecurityGroups: [],
      networkIsolation: false
    },
    data: {
      uri: config.folder
        ? path.join(config.folder, 'manifest.json')
        : `s3://${config.bucket}/${config.prefix}/manifest.json`,
      type: 'ManifestFile',
      compression: 'None',
      splitType: 'None',
      joinSource: 'None'
    },
    output: {
      path: config.folder ? path.join(config.folder, 'out') : `s3://${config.bucket}/${config.prefix}/out`,
      assembleWith: 'None'
    },
    resources: {
      instanceType: 'ml.p3.2xlarge',
      instanceCount: 2,
      env: {},
      invocationTimeoutSeconds: 600,
      invocationRetries: 0
    },
    control: {
      mode: 'sagemaker',
      wait: true,
      logs: false,
      tags: [],
      s3Endpoint: config.endpoint,
      region: 'us-east-1'
    },
    report: {
      outputFormat: 'auto',
      labelMap: 'imagenet-1001',
      scoreThreshold: 0.5,
      comment: 'never',
      commentKey: 'bench',
      detectionImages: 0
    }
  }
  const client = createS3Client(
    { endpoint: config.endpoint, region: 'us-east-1' },
    { ...process.env, ...CREDENTIALS }
  )
  // The input listed once, as stage 3 lists it before the analysis reads it.
  const place = outputPlaceOf(spec.output.path)
  const s3 = () => client
  const inputs = await listOnce(
    await openInputListing(spec.data.uri, spec.data.type, s3, { outputs: place }),
    spec.data,
    place
  )
  const { summary } = await analyzeRun(
    spec,
    { jobName: 'bench', status: 'Completed', outputPath: spec.output.path },
    { s3, log: { warning: m => console.error(m) }, inputs }
  )
  const result: ChildResult = {
    seconds: (performance.now() - started) / 1000,
    maxRssMB: process.resourceUsage().maxRSS / 1024,
    records: summary.records,
    top: (summary.classification?.classes ?? []).slice(0, 5).map(c => [c.index ?? -1, c.count])
  }
  process.stdout.write(JSON.stringify(result))
  client.destroy()
}

async function upload(
  s3: S3Client,
  bucket: string,
  prefix: string,
  count: number,
  templates: string[]
): Promise<void> {
  const keys = Array.from({ length: count }, (_, i) => `images/img-${String(i).padStart(6, '0')}.jpg`)
  const manifest = [{ prefix: `s3://${bucket}/${prefix}/` }, ...keys]
  await s3.send(
    new PutObjectCommand({ Bucket: bucket, Key: `${prefix}/manifest.json`, Body: JSON.stringify(manifest) })
  )
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < count) {
      const i = next++
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${prefix}/out/${keys[i]}.out`,
          Body: templates[(i * 7919) % templates.length]
        })
      )
    }
  }
  await Promise.all(Array.from({ length: 48 }, worker))
}

// Plain Node, as a user would write it: one file after another, readFile + JSON.parse + argmax.
const PLAIN_NODE = `
const { readdir, readFile } = require('node:fs/promises')
const path = require('node:path')
;(async () => {
  const started = performance.now()
  const histogram = new Map()
  let bytes = 0
  const walk = async dir => {
    for (const e of await readdir(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name)
      if (e.isDirectory()) await walk(file)
      else if (e.name.endsWith('.out')) {
        const text = await readFile(file, 'utf8')
        bytes += text.length
        for (const p of JSON.parse(text).predictions) {
          let best = 0
          for (let i = 1; i < p.probabilities.length; i++) if (p.probabilities[i] > p.probabilities[best]) best = i
          histogram.set(best - 1, (histogram.get(best - 1) ?? 0) + 1)
        }
      }
    }
  }
  await walk(process.argv[2])
  const records = [...histogram.values()].reduce((a, b) => a + b, 0)
  console.log(JSON.stringify({ records, bytes, seconds: (performance.now() - started) / 1000 }))
})()
`

/** The same outputs and manifest as `upload`, in a local folder. */
async function writeLocal(folder: string, count: number, templates: string[]): Promise<number> {
  const keys = Array.from({ length: count }, (_, i) => `images/img-${String(i).padStart(6, '0')}.jpg`)
  await mkdir(path.join(folder, 'out', 'images'), { recursive: true })
  await writeFile(
    path.join(folder, 'manifest.json'),
    JSON.stringify([{ prefix: `${path.join(folder, 'in')}/` }, ...keys])
  )
  let bytes = 0
  for (const [i, key] of keys.entries()) {
    const text = templates[(i * 7919) % templates.length]
    bytes += Buffer.byteLength(text)
    await writeFile(path.join(folder, 'out', `${key}.out`), text)
  }
  return bytes
}

function runChild(config: ChildConfig): Promise<ChildResult & { wallSeconds: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const p = spawn(process.execPath, ['--import', 'tsx', self, '--child', JSON.stringify(config)], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...CREDENTIALS, NODE_NO_WARNINGS: '1' }
    })
    let out = ''
    p.stdout.on('data', d => (out += d))
    p.on('error', reject)
    p.on('close', code => {
      if (code !== 0) return reject(new Error(`the reader child exited ${code}`))
      resolve({ ...(JSON.parse(out) as ChildResult), wallSeconds: (performance.now() - started) / 1000 })
    })
  })
}

/** The reader on a local folder against the Python loop and plain Node, side by side. */
async function localFolder(
  work: string,
  count: number,
  small: number,
  templates: string[],
  env: NodeJS.ProcessEnv
): Promise<void> {
  const folder = path.join(work, 'local')
  const folderSmall = path.join(work, 'local-small')
  const bytes = await writeLocal(folder, count, templates)
  await writeLocal(folderSmall, small, templates)
  const script = path.join(work, 'notebook.py')
  const plain = path.join(work, 'plain.cjs')
  await writeFile(plain, PLAIN_NODE)
  const ours: number[] = []
  const rss: number[] = []
  const rssSmall: number[] = []
  const py: number[] = []
  const node: number[] = []
  let agree = true
  for (let r = 0; r < rounds; r++) {
    const a = await runChild({ endpoint: '', bucket: '', prefix: '', folder })
    ours.push(a.seconds)
    rss.push(a.maxRssMB)
    rssSmall.push((await runChild({ endpoint: '', bucket: '', prefix: '', folder: folderSmall })).maxRssMB)
    const p = JSON.parse((await timed('python3', [script, path.join(folder, 'out')], env)).stdout) as {
      records: number
      seconds: number
    }
    py.push(p.seconds)
    const n = JSON.parse((await timed(process.execPath, [plain, path.join(folder, 'out')], env)).stdout) as {
      records: number
      seconds: number
    }
    node.push(n.seconds)
    agree &&= a.records === count && p.records === count && n.records === count
  }
  const mbps = (s: number) => bytes / (1024 * 1024) / s
  const row = (what: string, secs: number[]) =>
    `| ${what} | ${secs.map(s => mbps(s).toFixed(0)).join(', ')} | ${mbps(Math.max(...secs)).toFixed(0)} | ` +
    `${mbps(median(secs)).toFixed(0)} |`
  console.log(
    `\nlocal folder: ${count} outputs, ${(bytes / (1024 * 1024)).toFixed(0)} MB, ${rounds} alternating rounds, ` +
      'each timed inside its own process'
  )
  console.log('| what | MB/s each round | min | median |')
  console.log('|---|---|---:|---:|')
  console.log(row('action reader (analyzeRun)', ours))
  console.log(row('plain Node: readFile + JSON.parse + argmax, one file after another', node))
  console.log(row('python3 json argmax + histogram', py))
  const vsNode = median(node) / median(ours)
  const vsPy = median(py) / median(ours)
  console.log(
    `\nreader / plain Node: ${(100 * vsNode).toFixed(0)}% (target >= 90%) ${vsNode >= 0.9 ? 'OK' : 'BELOW TARGET'}; ` +
      `reader / Python: ${vsPy.toFixed(2)}x (target >= 1.3x) ${vsPy >= 1.3 ? 'OK' : 'BELOW TARGET'}`
  )
  console.log(
    `peak RSS (median): ${median(rssSmall).toFixed(0)} MB at ${small} vs ${median(rss).toFixed(0)} MB at ${count} outputs`
  )
  console.log(`every reader counted every output: ${agree ? 'yes' : 'NO'}`)
  if (!agree) process.exitCode = 1
}

async function main(): Promise<void> {
  const count = wholeOption('count', 20000)
  const small = Math.max(1, Math.floor(count / 4))
  const templates = Array.from({ length: 500 }, (_, i) => body(((i * 37) % 1000) + 1, i))
  if (process.argv.includes('--local-only')) {
    const work = await mkdtemp(path.join(os.tmpdir(), 'ingest-bench-'))
    await writeFile(path.join(work, 'notebook.py'), NOTEBOOK)
    await localFolder(work, count, small, templates, process.env).finally(() =>
      rm(work, { recursive: true, force: true })
    )
    return
  }
  const { startS3rver } = await import('../test/support/s3rver.js')
  const server = await startS3rver()
  const s3 = createS3Client(
    { endpoint: server.endpoint, region: 'us-east-1' },
    { ...process.env, ...CREDENTIALS }
  )
  const work = await mkdtemp(path.join(os.tmpdir(), 'ingest-bench-'))
  try {
    const bucket = 'ingest-bench'
    await s3.send(new CreateBucketCommand({ Bucket: bucket }))
    const t0 = performance.now()
    await upload(s3, bucket, 'small', small, templates)
    await upload(s3, bucket, 'large', count, templates)
    console.log(
      `uploaded ${small + count} objects of ~${Math.round(templates[0].length / 1024)} KiB in ${((performance.now() - t0) / 1000).toFixed(1)} s`
    )

    const env = { ...process.env, ...CREDENTIALS }
    const script = path.join(work, 'notebook.py')
    await writeFile(script, NOTEBOOK)
    const oursSmall: ChildResult[] = []
    const ours: ChildResult[] = []
    const wall = { small: [] as number[], large: [] as number[] }
    const sync: number[] = []
    const py: number[] = []
    let disagree = ''
    // Alternating rounds; each sync goes into a fresh folder, so every round copies everything.
    for (let r = 0; r < rounds; r++) {
      const a = await runChild({ endpoint: server.endpoint, bucket, prefix: 'small' })
      const b = await runChild({ endpoint: server.endpoint, bucket, prefix: 'large' })
      oursSmall.push(a)
      ours.push(b)
      wall.small.push(a.wallSeconds)
      wall.large.push(b.wallSeconds)
      const local = path.join(work, `sync-${r}`)
      const synced = await timed(
        'aws',
        [
          's3',
          'sync',
          `s3://${bucket}/large/out`,
          local,
          '--endpoint-url',
          server.endpoint,
          '--no-progress',
          '--only-show-errors'
        ],
        env
      )
      sync.push(synced.seconds)
      const p = await timed('python3', [script, local], env)
      py.push(p.seconds)
      await rm(local, { recursive: true, force: true })
      // Same answer both ways: our class index (imagenet-1001) minus one is the notebook's index.
      const notebook = JSON.parse(p.stdout) as { records: number; top: [number, number][] }
      const ourTop = b.top.map(([k, n]) => [k - 1, n])
      const same =
        notebook.records === b.records &&
        JSON.stringify(notebook.top.map(t => t[1])) === JSON.stringify(ourTop.map(t => t[1]))
      if (!same) disagree ||= `notebook ${p.stdout.trim()}, action ${JSON.stringify(ourTop)}`
    }

    const notebookTotal = sync.map((s, i) => s + py[i])
    const rssSmall = median(oursSmall.map(x => x.maxRssMB))
    const rss = median(ours.map(x => x.maxRssMB))
    const mb = (x: number) => `${x.toFixed(0)} MB`
    const row = (what: string, n: number, secs: number[], peak?: number) =>
      `| ${what} | ${n} | ${secondsCells(secs)} | ${peak === undefined ? '' : mb(peak)} |`
    console.log(`\n${rounds} alternating rounds (in this order); wall seconds; speed-up from the medians`)
    console.log('| what | objects | seconds each round | min | median | peak RSS (median) |')
    console.log('|---|---:|---|---:|---:|---:|')
    console.log(row('action reader (child process)', small, wall.small, rssSmall))
    console.log(row('action reader (child process)', count, wall.large, rss))
    console.log(
      row(
        '  of which reading and summarising',
        count,
        ours.map(x => x.seconds)
      )
    )
    console.log(row('aws s3 sync', count, sync))
    console.log(row('python3 json argmax + histogram', count, py))
    console.log(row('notebook way total', count, notebookTotal))
    console.log('')
    const ratio = median(notebookTotal) / median(wall.large)
    console.log(`speed-up: ${ratio.toFixed(1)}x (target >= 3x) ${ratio >= 3 ? 'OK' : 'BELOW TARGET'}`)
    console.log(
      `peak RSS (medians): ${mb(rssSmall)} at ${small} vs ${mb(rss)} at ${count} objects (target < 300 MB, flat) ` +
        `${rss < 300 ? 'OK' : 'ABOVE TARGET'}`
    )
    console.log(
      `same records and top-5 counts both ways, every round: ${disagree ? `NO (${disagree})` : 'yes'}`
    )
    if (disagree) process.exitCode = 1

    await localFolder(work, count, small, templates, env)
  } finally {
    s3.destroy()
    await server.close()
    await rm(work, { recursive: true, force: true })
  }
}

Object.assign(process.env, CREDENTIALS)
const childAt = process.argv.indexOf('--child')
if (childAt >= 0) await child(JSON.parse(process.argv[childAt + 1]) as ChildConfig)
else await withLegacyProvider(self, main)
