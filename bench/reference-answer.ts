// Benchmark: how long the reference model server takes to answer one request after another on a
// kept-alive connection, as local mode sends them: a request written, its whole answer read, the next
// written. A second write per answer would wait for the kernel's delayed ACK (40 ms or more) on every
// request; the floor is a Node HTTP server on loopback that answers the same bytes at once. The model is
// the fixture Linear(4, 2) with the container's default JSON handlers. Alternating rounds of --requests
// each; the table gives each round's median, and the median of those.
//
//   npx tsx bench/reference-answer.ts [--requests 200] [--rounds 3]
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startReferenceServer } from '../src/backends/local/servers/reference.js'
import { makeSpec } from '../test/support/report-env.js'
import { runSpecOf } from '../src/run/part.js'
import { wholeOption } from './options.js'
import { fmt, median } from './stats.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const requests = wholeOption('requests', 200)
const rounds = wholeOption('rounds', 3)
const BODY = '[[1, 2, 3, 4]]'
const REQUEST =
  'POST /invocations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  `Accept: application/json\r\nContent-Length: ${BODY.length}\r\n\r\n${BODY}`

/** Milliseconds of each request-to-whole-answer on one kept-alive connection to `port`. */
async function sequential(port: number, n: number): Promise<number[]> {
  const socket = net.connect(port, '127.0.0.1')
  socket.setNoDelay(true)
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  let received = ''
  let wake: (() => void) | undefined
  socket.on('data', (d: Buffer) => {
    received += d.toString('latin1')
    wake?.()
  })
  /** The length of the first whole answer in `received`, once it has all come. */
  const whole = (): number | undefined => {
    const head = received.indexOf('\r\n\r\n')
    const length = /\r\nContent-Length: (\d+)\r\n/i.exec(received)
    if (head < 0 || !length) return undefined
    const end = head + 4 + Number(length[1])
    return received.length >= end ? end : undefined
  }
  const took: number[] = []
  for (let i = 0; i < n; i++) {
    const t0 = performance.now()
    socket.write(REQUEST)
    let end: number | undefined
    while ((end = whole()) === undefined) await new Promise<void>(resolve => (wake = resolve))
    took.push(performance.now() - t0)
    if (!received.startsWith('HTTP/1.1 200')) throw new Error(`not answered 200: ${received.slice(0, 200)}`)
    received = received.slice(end)
  }
  socket.destroy()
  return took
}

async function main(): Promise<void> {
  const spec = runSpecOf(makeSpec({ data: '/tmp/in', output: '/tmp/out', mode: 'local' }), undefined)
  const server = await startReferenceServer(spec, {
    modelDir: path.join(root, 'test/fixtures/models/linear'),
    env: { SAGEMAKER_MODEL_SERVER_WORKERS: '1' },
    pingDeadlineMs: 120_000,
    framework: 'pytorch'
  })
  const floor = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': 13 })
      res.end('[[10.0, 5.5]]')
    })
  })
  await new Promise<void>(resolve => floor.listen(0, '127.0.0.1', resolve))
  const ours: number[] = []
  const bare: number[] = []
  try {
    const port = Number(new URL(server.url).port)
    const floorPort = (floor.address() as net.AddressInfo).port
    await sequential(port, 20) // warm: the model's first call
    for (let r = 0; r < rounds; r++) {
      ours.push(median(await sequential(port, requests)))
      bare.push(median(await sequential(floorPort, requests)))
    }
  } finally {
    await server.stop()
    floor.close()
  }
  const ms = (xs: number[]) => xs.map(x => fmt(x, 2)).join(', ')
  console.log(
    `| ${fmt(requests)} requests on one kept-alive connection | medians of the rounds (ms) | median |`
  )
  console.log('|---|---|---|')
  console.log(
    `| the reference server, fixture Linear(4, 2), JSON | ${ms(ours)} | ${fmt(median(ours), 2)} ms |`
  )
  console.log(`| the floor: Node's HTTP server, the same answer | ${ms(bare)} | ${fmt(median(bare), 2)} ms |`)
  console.log(`(a delayed-ACK stall would be 40 ms or more per answer)`)
  if (median(ours) >= 40) process.exitCode = 1
}

await main()
