// Benchmark: CPU per GET of a small object, the SDK's client against the action's short path, side by
// side in one run, in alternating rounds.
//
// A loopback server in a process of its own answers every GET with the same small JSON body, so the CPU
// counted here (process.cpuUsage of this process) is the client's alone:
//   - sdk: `GetObjectCommand` through the action's S3 client and `transformToByteArray` (what the
//     reader did before the short path);
//   - short path: `directGetOf(client).read` (the SDK's signer, the client's own request handler);
//   - bare GET: an unsigned `http.get` on a kept-alive agent, the floor any signed GET sits on.
// Then the same for a ListObjectsV2 page of --page-keys keys (S3's XML, URL-encoded keys, ~300 bytes
// a key): the SDK's `ListObjectsV2Command`, the short path's `list` (its scan of the XML), and the bare
// GET of the same bytes unread.
//
//   npx tsx bench/s3-get.ts [--gets 3000] [--rounds 3] [--concurrency 16] [--bytes 2048]
//                           [--pages 200] [--page-keys 1000]
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import { spawn } from 'node:child_process'
import http from 'node:http'
import { createS3Client } from '../src/storage/s3.js'
import { ASK_THE_SDK, directGetOf } from '../src/storage/s3-direct-get.js'
import { wholeOption } from './options.js'
import { fmt, median } from './stats.js'

const GETS = wholeOption('gets', 3000)
const ROUNDS = wholeOption('rounds', 3)
const CONCURRENCY = wholeOption('concurrency', 16)
const BYTES = wholeOption('bytes', 2048)
const PAGES = wholeOption('pages', 200)
const PAGE_KEYS = wholeOption('page-keys', 1000)

const SERVER = `
const http = require('node:http')
const body = Buffer.alloc(${BYTES}, 0x31)
let entries = ''
for (let i = 0; i < ${PAGE_KEYS}; i++)
  entries += '<Contents><Key>out/job-2026%2011/img-' + String(i).padStart(7, '0') + '.jpg.out</Key>' +
    '<LastModified>2026-11-28T10:00:00.000Z</LastModified><ETag>&quot;' + '0123456789abcdef'.repeat(2) +
    '&quot;</ETag><Size>10240</Size><StorageClass>STANDARD</StorageClass></Contents>'
const page = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
  '<Name>bench</Name><Prefix>out/</Prefix><KeyCount>${PAGE_KEYS}</KeyCount><MaxKeys>1000</MaxKeys><EncodingType>url</EncodingType>' +
  '<IsTruncated>true</IsTruncated>' + entries + '<NextContinuationToken>1bench+token/=</NextContinuationToken></ListBucketResult>')
const server = http.createServer((req, res) => {
  req.resume()
  const answer = req.url.includes('list-type=2') ? page : body
  res.writeHead(200, { 'content-length': answer.length, 'content-type': 'application/octet-stream' })
  res.end(answer)
})
server.keepAliveTimeout = 60000
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

async function startServer(): Promise<{ port: number; stop: () => void }> {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] })
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', d => resolve(Number(String(d).trim())))
    child.once('exit', code => reject(new Error(`server exited (${code})`)))
  })
  return { port, stop: () => child.kill() }
}

/** CPU microseconds of this process per call of `one`, `calls` calls with CONCURRENCY in flight. */
async function cpuPerCall(one: (i: number) => Promise<void>, calls: number): Promise<number> {
  for (let i = 0; i < Math.min(200, calls); i++) await one(i) // warm: sockets open, code compiled
  let next = 0
  const before = process.cpuUsage()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < calls) await one(next++)
    })
  )
  const used = process.cpuUsage(before)
  return (used.user + used.system) / calls
}

type Ways = Record<string, (i: number) => Promise<void>>

/** Each way's CPU per call, in alternating rounds. */
async function alternate(ways: Ways, calls: number): Promise<Record<string, number[]>> {
  const seen: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map(k => [k, []]))
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, one] of Object.entries(ways)) seen[name].push(await cpuPerCall(one, calls))
  return seen
}

function table(what: string, seen: Record<string, number[]>, base: string, floor: string): void {
  console.log(`| client | µs CPU per ${what} (each round) | median | vs ${base} | vs ${floor} |`)
  console.log('|---|---|---|---|---|')
  for (const [name, xs] of Object.entries(seen)) {
    const m = median(xs)
    const ratio = (other: string) => fmt(m / median(seen[other]), 2)
    console.log(
      `| ${name} | ${xs.map(x => fmt(x)).join(', ')} | ${fmt(m)} | ${ratio(base)}x | ${ratio(floor)}x |`
    )
  }
}

/** An unsigned GET on the kept-alive agent, the body gathered and not read. */
function bareGet(url: string, agent: http.Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, res => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve(void Buffer.concat(chunks)))
      })
      .on('error', reject)
  })
}

async function main(): Promise<void> {
  const server = await startServer()
  const endpoint = `http://127.0.0.1:${server.port}`
  const credentials = Object.assign(async () => ({ accessKeyId: 'BENCH', secretAccessKey: 'BENCH' }), {
    memoized: true as const
  })
  const client = createS3Client({ endpoint, region: 'us-east-1', credentials }, {})
  const direct = directGetOf(client)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  const ways: Ways = {
    sdk: async i => {
      const out = await client.send(new GetObjectCommand({ Bucket: 'bench', Key: `out/${i}.out` }))
      if ((await out.Body!.transformToByteArray()).length !== BYTES) throw new Error('short body')
    },
    'short path': async i => {
      const body = await direct.read('bench', `out/${i}.out`, 1 << 20)
      if (body === ASK_THE_SDK || body?.length !== BYTES) throw new Error('the short path handed back')
    },
    'bare GET': i => bareGet(`${endpoint}/bench/out/${i}.out`, agent)
  }
  const listings: Ways = {
    sdk: async i => {
      const out = await client.send(
        new ListObjectsV2Command({ Bucket: 'bench', Prefix: `out/${i}`, EncodingType: 'url' })
      )
      if (out.Contents?.length !== PAGE_KEYS) throw new Error('short page')
    },
    'short path': async i => {
      const page = await direct.list('bench', { prefix: `out/${i}` })
      if (page === ASK_THE_SDK || page.objects.length !== PAGE_KEYS)
        throw new Error('the short path handed back')
    },
    'bare GET': i => bareGet(`${endpoint}/bench?list-type=2&prefix=out%2F${i}`, agent)
  }
  let gets: Record<string, number[]>
  let pages: Record<string, number[]>
  try {
    gets = await alternate(ways, GETS)
    pages = await alternate(listings, PAGES)
  } finally {
    client.destroy()
    agent.destroy()
    server.stop()
  }
  console.log(
    `CPU per GET of a ${fmt(BYTES)}-byte object, this process only (${fmt(GETS)} GETs a round, ` +
      `${CONCURRENCY} in flight, ${ROUNDS} alternating rounds; Node ${process.version})\n`
  )
  table('GET', gets, 'sdk', 'bare GET')
  console.log(
    `\nCPU per ListObjectsV2 page of ${fmt(PAGE_KEYS)} keys, this process only (${fmt(PAGES)} pages a round, ` +
      `${CONCURRENCY} in flight, ${ROUNDS} alternating rounds)\n`
  )
  table('page', pages, 'sdk', 'bare GET')
}

await main()
