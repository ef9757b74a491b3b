// Benchmark: package a model directory as model.tar.gz and upload it to S3 (s3rver on loopback),
// ours side by side with what a workflow would otherwise script:
//   tar -czf model.tar.gz ... && aws s3 cp ...        and        tar -cf - ... | pigz > ... && aws s3 cp ...
// plus the upload floor (copying a finished archive) and ours again with the model unchanged (the
// upload is skipped), in alternating rounds.
//
//   npx tsx bench/pack-upload.ts [--size-mb 1024] [--small-files 3000] [--rounds 3] [--s3rver-on-main-thread]
//   (or BENCH_SIZE_MB=256 npm run bench -- pack-upload)
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  type S3Client
} from '@aws-sdk/client-s3'
import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomFillSync } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { Worker } from 'node:worker_threads'
import { createGunzip } from 'node:zlib'
import { prepareModelWith } from '../src/artifact/prepare.js'
import { createS3Client, headObject } from '../src/storage/s3.js'
import { parseS3Uri } from '../src/storage/uri.js'
import { startS3rver, type RunningS3 } from '../test/support/s3rver.js'
import { modelSpec, TF_HANDLER } from '../test/support/models.js'
import { wholeOption } from './options.js'
import { median, secondsCells } from './stats.js'

const sizeMB = wholeOption('size-mb', 1024)
const smallFiles = wholeOption('small-files', 3000)
const rounds = wholeOption('rounds', 3)
/** `--s3rver-on-main-thread`: run the server on this process's event loop, as the tests do. */
const serverOnMain = process.argv.includes('--s3rver-on-main-thread')

// By default s3rver runs in this process but on its own thread: S3 does its work on its own machines,
// and a server on our event loop would charge its MD5s and disk writes to the client being measured.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const S3rver = require(workerData.module)
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: workerData.directory })
server.run().then(a => parentPort.postMessage({ port: a.port }))
parentPort.on('message', () => server.close().then(() => parentPort.postMessage({ closed: true })))
`

async function startS3rverThread(): Promise<RunningS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'))
  const module = createRequire(import.meta.url).resolve('s3rver')
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { module, directory } })
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (m: { port: number }) => resolve(m.port))
    worker.once('error', reject)
  })
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise(resolve => {
        worker.once('message', resolve)
        worker.postMessage('close')
      })
      await worker.terminate()
      await rm(directory, { recursive: true, force: true })
    }
  }
}

/** One incompressible variables file (most of the size) plus many small compressible files. */
async function makeModel(dir: string): Promise<void> {
  const smallBytes = smallFiles * 2048
  const bigBytes = Math.max(1 << 20, sizeMB * (1 << 20) - smallBytes)
  await mkdir(path.join(dir, '1/variables'), { recursive: true })
  await mkdir(path.join(dir, '1/assets'), { recursive: true })
  await mkdir(path.join(dir, 'code'), { recursive: true })
  await writeFile(path.join(dir, '1/saved_model.pb'), Buffer.alloc(64 * 1024, 'graph '))
  await writeFile(path.join(dir, '1/variables/variables.index'), Buffer.alloc(4096, 'index '))
  await writeFile(path.join(dir, 'code/inference.py'), TF_HANDLER)
  const out = createWriteStream(path.join(dir, '1/variables/variables.data-00000-of-00001'))
  const chunk = Buffer.allocUnsafe(16 << 20)
  for (let left = bigBytes; left > 0; left -= chunk.length) {
    const piece = chunk.subarray(0, Math.min(chunk.length, left))
    randomFillSync(piece)
    if (!out.write(Buffer.from(piece))) await new Promise<void>(r => out.once('drain', () => r()))
  }
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve()))
  )
  for (let i = 0; i < smallFiles; i++) {
    const text = `token-${i} ${'vocabulary entry with some repeated words '.repeat(48)}`.slice(0, 2048)
    await writeFile(path.join(dir, `1/assets/vocab-${String(i).padStart(5, '0')}.txt`), text)
  }
}

/** Runs a shell command without blocking the event loop (s3rver runs in this process). */
function sh(command: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let err = ''
    child.stderr.on('data', d => (err += d))
    child.on('close', code => (code === 0 ? resolve() : reject(new Error(`${command}\n${err}`))))
  })
}

/** Downloads the artifact, gunzips it and checks the tar inside hashes to the key's sha256. */
async function verifyArtifact(client: S3Client, dataUrl: string): Promise<string> {
  const loc = parseS3Uri(dataUrl)!
  const out = await client.send(new GetObjectCommand({ Bucket: loc.bucket, Key: loc.key }))
  const hash = createHash('sha256')
  const gunzip = (out.Body as Readable).pipe(createGunzip())
  for await (const chunk of gunzip) hash.update(chunk as Buffer)
  const expected = loc.key.split('/').at(-2)
  const got = hash.digest('hex')
  if (got !== expected) throw new Error(`${dataUrl}: the tar inside hashes to ${got}`)
  return 'downloaded, gunzipped, tar sha256 matches the key'
}

const has = (tool: string): boolean => spawnSync('bash', ['-c', `command -v ${tool}`]).status === 0

async function timed(fn: () => Promise<void>): Promise<number> {
  const t0 = performance.now()
  await fn()
  return (performance.now() - t0) / 1000
}

/** Removes a round's objects, so rounds leave the server (and its disk) as they found it. */
async function clearPrefix(client: S3Client, prefix: string): Promise<void> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: 'bench', Prefix: prefix }))
  for (const o of listed.Contents ?? []) {
    await client.send(new DeleteObjectCommand({ Bucket: 'bench', Key: o.Key }))
  }
}

interface Row {
  name: string
  /** A peer a user would pick: its median is compared with ours. */
  peer?: boolean
  seconds: number[]
  note?: string
}

async function main(): Promise<void> {
  // Dummy credentials for the loopback server, found by the SDK's default chain like real ones.
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
    AWS_EC2_METADATA_DISABLED: 'true'
  })
  delete process.env.AWS_PROFILE
  delete process.env.AWS_SESSION_TOKEN
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-pack-'))
  const s3 = serverOnMain ? await startS3rver() : await startS3rverThread()
  try {
    const modelDir = path.join(work, 'model')
    console.log(`model: ${sizeMB} MiB (one random variables file + ${smallFiles} small text files)`)
    console.log(`s3rver: in this process, ${serverOnMain ? 'on the main thread' : 'on a worker thread'}`)
    await makeModel(modelDir)
    const client = createS3Client({ endpoint: s3.endpoint, region: 'us-east-1' }, {})
    await client.send(new CreateBucketCommand({ Bucket: 'bench' }))
    const cliEnv = {
      ...process.env,
      AWS_DEFAULT_REGION: 'us-east-1',
      AWS_CONFIG_FILE: '/dev/null',
      AWS_SHARED_CREDENTIALS_FILE: '/dev/null'
    }
    const cp = (file: string, key: string) =>
      `aws s3 cp --quiet --endpoint-url ${s3.endpoint} ${file} s3://bench/${key}`

    const logs: string[] = [] // the first round's, one is enough
    let r = 0
    const deps = {
      s3: () => client,
      cacheDir: path.join(work, 'cache'),
      log: { info: (m: string) => void (r === 0 && logs.push(m)) },
      now: () => performance.now()
    }
    const peers = [
      {
        name: 'tar -czf + aws s3 cp',
        tools: ['tar', 'gzip', 'aws'],
        command: (round: string) =>
          `tar -czf ${work}/peer1.tar.gz -C ${modelDir} . && ${cp(`${work}/peer1.tar.gz`, `${round}/peer1/model.tar.gz`)}`
      },
      {
        name: 'tar -cf - \\| pigz + aws s3 cp', // the pipe escaped for the Markdown table
        tools: ['tar', 'pigz', 'aws'],
        command: (round: string) =>
          `tar -cf - -C ${modelDir} . | pigz > ${work}/peer2.tar.gz && ` +
          cp(`${work}/peer2.tar.gz`, `${round}/peer2/model.tar.gz`)
      }
    ].map(p => ({ ...p, missing: p.tools.filter(t => !has(t)) }))
    // The floor any pack-and-upload has here: copying an archive that is already built (the server's
    // ingest rate bounds every row, ours included). It copies the first peer's archive.
    const withFloor = peers[0].missing.length === 0

    const ours: Row = { name: 'ours: pack + upload (streaming, block-parallel gzip)', seconds: [] }
    const peerRows: Row[] = peers.map(p => ({
      name: p.name,
      peer: true,
      seconds: [],
      note: p.missing.length ? `skipped: ${p.missing.join(', ')} not installed` : undefined
    }))
    const floor: Row = { name: 'upload floor: aws s3 cp of a finished archive alone', seconds: [] }
    const unchanged: Row = { name: 'ours again, model unchanged (upload skipped)', seconds: [] }
    let oursRatio = ''
    let verified = ''

    // Alternating rounds, each into its own prefix: only the "unchanged" row finds the model already there.
    for (r = 0; r < rounds; r++) {
      const round = `round-${r}`
      const spec = modelSpec({ path: modelDir, artifactPath: `s3://bench/${round}/ours` })
      let dataUrl = ''
      ours.seconds.push(
        await timed(async () => {
          dataUrl = (await prepareModelWith(spec, deps)).dataUrl!
        })
      )
      if (r === 0) {
        const info = await headObject(client, parseS3Uri(dataUrl)!)
        oursRatio = (info!.size / (sizeMB * (1 << 20))).toFixed(3)
        verified = await verifyArtifact(client, dataUrl)
      }
      for (const [i, peer] of peers.entries()) {
        if (!peer.missing.length) peerRows[i].seconds.push(await timed(() => sh(peer.command(round), cliEnv)))
      }
      if (withFloor) {
        floor.seconds.push(
          await timed(() => sh(cp(`${work}/peer1.tar.gz`, `${round}/floor/model.tar.gz`), cliEnv))
        )
      }
      unchanged.seconds.push(
        await timed(async () => {
          await prepareModelWith(spec, deps)
        })
      )
      await clearPrefix(client, `${round}/`)
    }

    const mid = median(ours.seconds)
    console.log(`\nours: archive/input size ratio ${oursRatio}; ${verified}`)
    console.log("first round's log:")
    for (const l of logs) console.log(`  ${l}`)
    console.log(`\n${rounds} alternating rounds (in this order, each into a fresh prefix); ratios of medians`)
    console.log('| run | seconds each round | min | median | peer / ours |')
    console.log('|---|---|---:|---:|---:|')
    for (const row of [ours, ...peerRows, ...(withFloor ? [floor] : []), unchanged]) {
      if (row.note) {
        console.log(`| ${row.name} | ${row.note} | | | |`)
        continue
      }
      const ratio = row.peer ? `${(median(row.seconds) / mid).toFixed(2)}x` : ''
      console.log(`| ${row.name} | ${secondsCells(row.seconds)} | ${ratio} |`)
    }
    if (withFloor)
      console.log(
        `\nours / upload floor: ${(mid / median(floor.seconds)).toFixed(2)} (1.00 would be packing for free)`
      )
    const vsTar = peerRows[0].note ? undefined : median(peerRows[0].seconds) / mid
    const rerun = median(unchanged.seconds)
    console.log(
      `\ntargets (medians): >= 3x vs tar -czf + aws s3 cp: ${vsTar === undefined ? 'n/a' : `${vsTar.toFixed(2)}x ${vsTar >= 3 ? 'met' : 'MISSED'}`}; ` +
        `unchanged re-run < 2 s: ${rerun.toFixed(2)} s ${rerun < 2 ? 'met' : 'MISSED'}`
    )
  } finally {
    await s3.close()
    await rm(work, { recursive: true, force: true })
  }
}

await main()
