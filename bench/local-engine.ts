// Benchmark: the local data plane against the bare numbers it is built on, measured side by side.
//  1. records/s: the engine (read file -> split -> invoke -> ordered .out) vs a plain HTTP load loop
//     posting the same records to the same loopback server at the same concurrency, for one large
//     Line file, for many small files (one request and one .out each, as images are sent), and for
//     many small files against a server whose model takes 5 ms per request.
//  2. splitter MB/s on a generated file per split type (Line, RecordIO, TFRecord with CRC checks) vs
//     just reading the same file through the same store.
//
//     The many-small-files case is also measured against a raw loop that does the same file work
//     (read each file, write each answer to a file) as the physical limit. Both write into a new
//     folder each round on the same file system (see freshFolder). The model server runs in its own
//     process for both, so neither side's CPU includes it.
//
//   npx tsx bench/local-engine.ts [--size-mb 1024] [--records 40000] [--files 5000] [--concurrency 16]
//                                 [--rounds 5] [--only records]
// TMPDIR chooses the file system the files are on (the machine's disk by default).
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { once } from 'node:events'
import { spawn } from 'node:child_process'
import { maskedCrc32c } from '../src/backends/local/crc32c.js'
import { runDataPlane } from '../src/backends/local/engine.js'
import { createSplitter } from '../src/backends/local/split/create-splitter.js'
import type { SplitType } from '../src/spec.js'
import { FsStore } from '../src/storage/fs-store.js'
import { prefixListing } from '../src/listing/listing.js'
import { option, wholeOption } from './options.js'
import { fmt, median, pct } from './stats.js'

const sizeMB = wholeOption('size-mb', 1024)
const recordCount = wholeOption('records', 40000)
const fileCount = wholeOption('files', 5000)
const concurrency = wholeOption('concurrency', 16)
const rounds = wholeOption('rounds', 5)

// The server runs in its own process, as a model container does: the client side being measured keeps
// this process to itself, so its CPU time per record can be read too.
const SERVER_SOURCE = `
const http = require('node:http')
const answer = Buffer.from('{"score":0.5}')
const delay = Number(process.argv[1] || 0)
const server = http.createServer((req, res) => {
  if (req.url !== '/invocations') { res.statusCode = 404; return res.end() }
  req.on('data', () => {})
  req.on('end', () => (delay ? setTimeout(() => res.end(answer), delay) : res.end(answer)))
})
server.keepAliveTimeout = 60000
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

async function startServer(delayMs = 0): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['-e', SERVER_SOURCE, String(delayMs)], {
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer]
  return { url: `http://127.0.0.1:${Number(String(chunk).trim())}`, stop: () => child.kill() }
}

interface Measured {
  rate: number
  /** This process's CPU time per record, in microseconds: in all, and of it in the kernel. */
  cpu: number
  sys: number
}

async function measure(records: number, run: () => Promise<void>): Promise<Measured> {
  const started = performance.now()
  const cpu0 = process.cpuUsage()
  await run()
  const cpu = process.cpuUsage(cpu0)
  return {
    rate: records / ((performance.now() - started) / 1000),
    cpu: (cpu.user + cpu.system) / records,
    sys: cpu.system / records
  }
}

/**
 * The baseline: C loops, each posting one record after another over kept-alive connections. It sends
 * the same request bytes as the engine (Content-Type, Content-Length, Host, Connection) and takes the
 * answer the same way (a one-chunk answer as is, more chunks joined). With `files`, each loop also
 * reads its file and writes the answer to a file, with one blocking call each, as a hand-written
 * script would: the physical limit of the many-small-files case.
 */
async function rawLoop(url: string, records: Buffer[], c: number, files?: RawFiles): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: c })
  const { hostname, port } = new URL(url)
  const post = (body: Buffer) =>
    new Promise<Buffer>((resolve, reject) => {
      const req = http.request(
        {
          agent,
          hostname,
          port,
          path: '/invocations',
          method: 'POST',
          headers: { 'Content-Type': 'application/jsonlines', 'Content-Length': body.length }
        },
        res => {
          const chunks: Buffer[] = []
          res.on('data', (d: Buffer) => chunks.push(d))
          res.on('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)))
        }
      )
      req.on('error', reject)
      req.end(body)
    })
  let next = 0
  if (files) {
    // The same file work as the engine's: list the folder, read each file, write each answer (into a
    // new folder made once, as the engine makes each output folder once).
    const out = freshFolder(files.dir)
    await mkdir(out, { recursive: true })
    const names = (await readdir(files.dir)).sort()
    await Promise.all(
      Array.from({ length: c }, async () => {
        while (next < names.length) {
          const name = names[next++]
          const answer = await post(readFileSync(path.join(files.dir, name)))
          writeFileSync(path.join(out, `${name}.out`), answer)
        }
      })
    )
  } else {
    await Promise.all(
      Array.from({ length: c }, async () => {
        while (next < records.length) await post(records[next++])
      })
    )
  }
  agent.destroy()
}

/** Where a raw loop reads its files (it writes their answers next to them, as the engine does). */
interface RawFiles {
  dir: string
}

/** One input folder: `lines` reads one Line file record by record, `files` one request per file. */
async function engine(url: string, dir: string, c: number, kind: 'lines' | 'files'): Promise<void> {
  const input = path.join(dir, kind)
  const output = freshFolder(input)
  const lines = kind === 'lines'
  const result = await runDataPlane({
    input: prefixListing(new FsStore(input), ''),
    output: { store: new FsStore(output), prefix: '' },
    endpoint: url,
    contentType: lines ? 'application/jsonlines' : 'application/x-image',
    splitType: lines ? 'Line' : 'None',
    strategy: lines ? 'SingleRecord' : 'MultiRecord',
    assembleWith: lines ? 'Line' : 'None',
    maxConcurrent: c,
    maxPayloadMB: 6,
    invocationRetries: 0,
    log: () => undefined
  })
  const expected = lines ? recordCount : fileCount
  if (result.status !== 'Completed' || result.records !== expected) throw new Error(JSON.stringify(result))
}

let folders = 0

/**
 * A new output folder for every run of either side, all removed only at the end: on ext4, making a
 * file soon after thousands were removed costs a scan of the recently freed inodes in the kernel
 * (`recently_deleted`), several times the cost of the file itself, so removing one round's outputs
 * before the next would measure that instead.
 */
function freshFolder(input: string): string {
  return `${input}.out-${++folders}`
}

/** A small binary body of about the size of a 64x64 JPEG, different per file. */
function smallFile(i: number): Buffer {
  const data = Buffer.alloc(1500 + (i % 700))
  for (let k = 0; k + 4 <= data.length; k += 4) data.writeUInt32LE((k * 2654435761 + i) >>> 0, k)
  return data
}

function jsonLine(i: number): string {
  const features = Array.from({ length: 12 }, (_, k) => ((i * 31 + k * 17) % 1000) / 1000)
  return `{"id":${i},"features":${JSON.stringify(features)}}\n`
}

// --- splitters -------------------------------------------------------------------------------------

function tfrecordFrame(data: Buffer): Buffer {
  const out = Buffer.alloc(16 + data.length)
  out.writeUInt32LE(data.length, 0)
  out.writeUInt32LE(maskedCrc32c(out, 0, 8), 8)
  data.copy(out, 12)
  out.writeUInt32LE(maskedCrc32c(data), 12 + data.length)
  return out
}

function recordioFrame(data: Buffer): Buffer {
  const out = Buffer.alloc(8 + data.length + ((4 - (data.length % 4)) % 4))
  out.writeUInt32LE(0xced7230a, 0)
  out.writeUInt32LE(data.length, 4)
  data.copy(out, 8)
  return out
}

/** A block of records (varied sizes and bytes) that is written again and again to reach the size. */
function block(type: SplitType): { bytes: Buffer; records: number; recordSize: string } {
  const parts: Buffer[] = []
  if (type === 'Line') {
    for (let i = 0; i < 40000; i++) parts.push(Buffer.from(jsonLine(i)))
    return { bytes: Buffer.concat(parts), records: parts.length, recordSize: '~110 B JSON lines' }
  }
  for (let i = 0; i < 160; i++) {
    const data = Buffer.alloc(80_000 + ((i * 7919) % 40_000) + (i % 3))
    for (let k = 0; k + 4 <= data.length; k += 4) data.writeUInt32LE((k * 2654435761 + i) >>> 0, k)
    parts.push(type === 'TFRecord' ? tfrecordFrame(data) : recordioFrame(data))
  }
  return { bytes: Buffer.concat(parts), records: parts.length, recordSize: '80-120 KB records' }
}

async function writeFileOf(file: string, bytes: Buffer, total: number): Promise<number> {
  const out = createWriteStream(file)
  let written = 0
  while (written + bytes.length <= total || written === 0) {
    if (!out.write(bytes)) await once(out, 'drain')
    written += bytes.length
  }
  out.end()
  await once(out, 'finish')
  return written
}

async function readOnly(store: FsStore, key: string): Promise<number> {
  const started = performance.now()
  let n = 0
  for await (const chunk of await store.get(key)) n += (chunk as Buffer).length
  return n / (1024 * 1024) / ((performance.now() - started) / 1000)
}

async function splitOnly(
  store: FsStore,
  key: string,
  type: SplitType
): Promise<{ mbps: number; records: number }> {
  let records = 0
  const splitter = createSplitter(type, { record: () => void records++ }, 6 * 1024 * 1024)
  const started = performance.now()
  let n = 0
  for await (const chunk of await store.get(key)) {
    n += (chunk as Buffer).length
    splitter.push(chunk as Buffer)
  }
  splitter.end()
  return { mbps: n / (1024 * 1024) / ((performance.now() - started) / 1000), records }
}

/** The splitter alone: the same bytes from memory, in 256 KB chunks, no I/O. */
function splitInMemory(block: Buffer, total: number, type: SplitType): number {
  let records = 0
  const splitter = createSplitter(type, { record: () => void records++ }, 6 * 1024 * 1024)
  const started = performance.now()
  let n = 0
  while (n + block.length <= total || n === 0) {
    for (let p = 0; p < block.length; p += 256 * 1024) splitter.push(block.subarray(p, p + 256 * 1024))
    n += block.length
  }
  splitter.end()
  return n / (1024 * 1024) / ((performance.now() - started) / 1000)
}

// --- run -------------------------------------------------------------------------------------------

const best = (xs: number[]) => Math.max(...xs)

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-local-engine-'))
  const server = await startServer()
  const slow = await startServer(5)
  try {
    console.log(
      `node ${process.version}, ${os.cpus().length} CPUs (load average ${os.loadavg()[0].toFixed(1)}); ` +
        'server: a trivial node http server in its own process'
    )
    const lines = Array.from({ length: recordCount }, (_, i) => jsonLine(i))
    await mkdir(path.join(dir, 'lines'))
    await writeFile(path.join(dir, 'lines', 'records.jsonl'), lines.join(''))
    const lineBodies = lines.map(l => Buffer.from(l.slice(0, -1)))
    const fileBodies = Array.from({ length: fileCount }, (_, i) => smallFile(i))
    await mkdir(path.join(dir, 'files'))
    for (const [i, body] of fileBodies.entries()) {
      await writeFile(path.join(dir, 'files', `img-${String(i).padStart(6, '0')}.jpg`), body)
    }

    const cases = [
      {
        name: `one Line file, ${fmt(recordCount)} JSON records, SingleRecord`,
        kind: 'lines',
        server,
        bodies: lineBodies
      },
      {
        name: `${fmt(fileCount)} small files (1.5-2.2 KB), one request each`,
        kind: 'files',
        server,
        bodies: fileBodies
      },
      {
        name: `${fmt(fileCount)} small files, the model takes 5 ms`,
        kind: 'files',
        server: slow,
        bodies: fileBodies
      }
    ] as const
    console.log(
      `\n${concurrency} in flight, ${rounds} alternating rounds; records/s (best / median), and this ` +
        "process's CPU per record (of it in the kernel)"
    )
    console.log(
      '| case | run | records/s each round | best | median | client CPU us/record (median) | of it kernel us |'
    )
    console.log('|---|---|---|---:|---:|---:|---:|')
    const verdicts: string[] = []
    for (const c of cases) {
      const count = c.bodies.length
      const files = c.kind === 'files' ? { dir: path.join(dir, 'files') } : undefined
      await rawLoop(c.server.url, c.bodies.slice(0, 2000), concurrency) // warm up both sides
      await engine(c.server.url, dir, concurrency, c.kind)
      const runs: { name: string; run: () => Promise<void>; m: Measured[] }[] = [
        {
          name: 'raw HTTP load loop',
          run: () => rawLoop(c.server.url, c.bodies as Buffer[], concurrency),
          m: []
        },
        ...(files
          ? [
              {
                name: 'raw loop with the same file reads and writes',
                run: () => rawLoop(c.server.url, c.bodies as Buffer[], concurrency, files),
                m: [] as Measured[]
              }
            ]
          : []),
        { name: 'engine', run: () => engine(c.server.url, dir, concurrency, c.kind), m: [] }
      ]
      for (let r = 0; r < rounds; r++) for (const x of runs) x.m.push(await measure(count, x.run))
      const rates = (m: Measured[]) => m.map(x => x.rate)
      const cpus = (m: Measured[]) => m.map(x => x.cpu)
      for (const { name, m } of runs) {
        console.log(
          `| ${c.name} | ${name} | ${rates(m)
            .map(x => fmt(x))
            .join(', ')} | ${fmt(best(rates(m)))} | ` +
            `${fmt(median(rates(m)))} | ${fmt(median(cpus(m)), 1)} | ${fmt(median(m.map(x => x.sys)), 1)} |`
        )
      }
      const ours = runs.at(-1)!.m
      const peer = runs.at(-2)!.m
      console.log(
        `| ${c.name} | **engine / ${runs.at(-2)!.name}** | | **${pct(best(rates(ours)), best(rates(peer)), 1)}** | ` +
          `**${pct(median(rates(ours)), median(rates(peer)), 1)}** | ${pct(median(cpus(ours)), median(cpus(peer)), 1)} | |`
      )
      if (files && c.server === server) {
        const cpu = median(cpus(ours)) / 1000
        const share = median(rates(ours)) / median(rates(peer))
        verdicts.push(
          `many small files: engine ${cpu.toFixed(3)} ms of CPU per file (target <= 0.3) ` +
            `${cpu <= 0.3 ? 'OK' : 'ABOVE TARGET'}; ${pct(share, 1)} of the raw loop doing the same file I/O ` +
            `(target >= 50%) ${share >= 0.5 ? 'OK' : 'BELOW TARGET'}`
        )
      }
    }
    for (const v of verdicts) console.log(`\n${v}`)

    if (option('only') === 'records') return
    const store = new FsStore(dir)
    const rows: string[] = []
    for (const type of ['Line', 'RecordIO', 'TFRecord'] as const) {
      const b = block(type)
      const key = `split.${type.toLowerCase()}`
      const bytes = await writeFileOf(path.join(dir, key), b.bytes, sizeMB * 1024 * 1024)
      await readOnly(store, key) // warm the page cache the same way for both
      const read: number[] = []
      const split: number[] = []
      const alone: number[] = []
      let records = 0
      for (let r = 0; r < 2; r++) {
        read.push(await readOnly(store, key))
        const s = await splitOnly(store, key, type)
        split.push(s.mbps)
        records = s.records
        alone.push(splitInMemory(b.bytes, sizeMB * 1024 * 1024, type))
      }
      const expected = Math.round(bytes / b.bytes.length) * b.records
      if (records !== expected) throw new Error(`${type}: ${records} records, expected ${expected}`)
      rows.push(
        `| ${type} | ${b.recordSize} | ${fmt(records)} | ${fmt(best(read))} | ${fmt(best(split))} | ` +
          `${pct(best(split), best(read), 1)} | ${fmt(best(alone))} |`
      )
      await rm(path.join(dir, key))
    }
    console.log(`\nsplitters on a ${fmt(sizeMB)} MB file each (read through FsStore), best of 2`)
    console.log(
      '| split type | records | count | read only MB/s | read + split MB/s | (read + split) / read | split alone, from memory MB/s |'
    )
    console.log('|---|---|---:|---:|---:|---:|---:|')
    for (const row of rows) console.log(row)
  } finally {
    server.stop()
    slow.stop()
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
