// Benchmark: CPU per GET of a small object, the SDK's client against the action's short path, side by
// side in one run, in alternating rounds.
//
// A loopback server in a process of its own answers every GET with the same small JSON body, so the CPU
// counted here (process.cpuUsage of this process) is the client's alone:
//   - sdk: `GetObjectCommand` through the action's S3 client and `transformToByteArray` (what the
//     reader did before the short path);
//   - short path: `directGetOf(client).read` (the SDK's signer, the client's own request handler);
//   - bare GET: an unsigned `http.get` on a kept-alive agent, the floor any signed GET sits on.
//
//   npx tsx bench/s3-get.ts [--gets 3000] [--rounds 3] [--concurrency 16] [--bytes 2048]
import { GetObjectCommand } from '@aws-sdk/client-s3'
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

const SERVER = `
const http = require('node:http')
const body = Buffer.alloc(${BYTES}, 0x31)
const server = http.createServer((req, res) => {
  req.resume()
  res.writeHead(200, { 'content-length': body.length, 'content-type': 'application/octet-stream' })
  res.end(body)
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

/** CPU microseconds of this process per call of `one`, `GETS` calls with CONCURRENCY in flight. */
async function cpuPerGet(one: (i: number) => Promise<void>): Promise<number> {
  for (let i = 0; i < 200; i++) await one(i) // warm: sockets open, code compiled
  let next = 0
  const before = process.cpuUsage()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < GETS) await one(next++)
    })
  )
  const used = process.cpuUsage(before)
  return (used.user + used.system) / GETS
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
  const ways: Record<string, (i: number) => Promise<void>> = {
    sdk: async i => {
      const out = await client.send(new GetObjectCommand({ Bucket: 'bench', Key: `out/${i}.out` }))
      if ((await out.Body!.transformToByteArray()).length !== BYTES) throw new Error('short body')
    },
    'short path': async i => {
      const body = await direct.read('bench', `out/${i}.out`, 1 << 20)
      if (body === ASK_THE_SDK || body?.length !== BYTES) throw new Error('the short path handed back')
    },
    'bare GET': i =>
      new Promise((resolve, reject) => {
        http
          .get(`${endpoint}/bench/out/${i}.out`, { agent }, res => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () => resolve(void Buffer.concat(chunks)))
          })
          .on('error', reject)
      })
  }
  const seen: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map(k => [k, []]))
  try {
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, one] of Object.entries(ways)) seen[name].push(await cpuPerGet(one))
  } finally {
    client.destroy()
    agent.destroy()
    server.stop()
  }
  const sdk = median(seen.sdk)
  const floor = median(seen['bare GET'])
  console.log(
    `CPU per GET of a ${fmt(BYTES)}-byte object, this process only (${fmt(GETS)} GETs a round, ` +
      `${CONCURRENCY} in flight, ${ROUNDS} alternating rounds; Node ${process.version})\n`
  )
  console.log('| client | µs CPU per GET (each round) | median | vs sdk | vs bare GET |')
  console.log('|---|---|---|---|---|')
  for (const [name, xs] of Object.entries(seen)) {
    const m = median(xs)
    console.log(
      `| ${name} | ${xs.map(x => fmt(x)).join(', ')} | ${fmt(m)} | ${fmt(m / sdk, 2)}x | ${fmt(m / floor, 2)}x |`
    )
  }
}

await main()
