// The client side of the million-input listing (bench/cache.ts), run as its own process so that its CPU
// is the client's alone (the S3 it lists answers from the benchmark's process). Bundled from a source
// tree (this one, or another version's with --compare-src), it lists one prefix, by the kept ranges or
// page after page, or as the action lists its inputs (by the ranges, each input named and kept packed),
// checks that every key came once and in order, and prints one line of JSON: the seconds, the CPU
// milliseconds (user + system) and the keys, counted from the listing's first request to its last key.
//
//   node listing-client.mjs '{"endpoint":"http://127.0.0.1:N","bucket":"b","prefix":"p/","cuts":"FILE",
//                             "ranged":true,"inputs":false,"expect":1000000}'
import { readFileSync } from 'node:fs'
import { createS3Client, S3Store } from '../src/storage/s3.js'
import { listByRanges } from '../src/storage/ranged-list.js'
import { compareKeys } from '../src/storage/uri.js'
import { prefixListing } from '../src/listing/listing.js'
import { listOnce } from '../src/listing/listed-inputs.js'

interface Ask {
  endpoint: string
  bucket: string
  prefix: string
  /** A file of the kept boundaries, one key a line. */
  cuts: string
  ranged: boolean
  /** As the action lists its inputs: by the ranges, into its packed listing. */
  inputs?: boolean
  expect: number
}

const ask = JSON.parse(process.argv[2]) as Ask
const client = createS3Client({ endpoint: ask.endpoint, region: 'us-east-1' }, process.env)
const store = new S3Store(client, { bucket: ask.bucket, key: '' })
const cuts = readFileSync(ask.cuts, 'utf8').split('\n').filter(Boolean)

/** Every key listed, checked: once each, in order. */
async function count(listed: AsyncIterable<{ key: string }>): Promise<{ keys: number; outOfOrder: number }> {
  let keys = 0
  let outOfOrder = 0
  let previous: string | undefined
  for await (const o of listed) {
    if (previous !== undefined && compareKeys(previous, o.key) >= 0) outOfOrder++
    previous = o.key
    keys++
  }
  return { keys, outOfOrder }
}

const cpu0 = process.cpuUsage()
const t0 = performance.now()
/** The inputs as the action lists them, read back from its packed listing. */
async function* inputs(): AsyncIterable<{ key: string }> {
  const uri = `s3://${ask.bucket}/${ask.prefix}`
  const listing = prefixListing(store, ask.prefix, uri, 'folder', cuts)
  const listed = await listOnce(listing, { uri, type: 'S3Prefix' }, 'folder')
  for (let i = 0; i < listed.count; i++) yield { key: listed.keyAt(i) }
}

const { keys: n, outOfOrder } = await count(
  ask.inputs ? inputs() : ask.ranged ? listByRanges(store, ask.prefix, cuts) : store.list(ask.prefix)
)
const seconds = (performance.now() - t0) / 1000
const cpu = process.cpuUsage(cpu0)
client.destroy()
console.log(JSON.stringify({ seconds, cpuMs: (cpu.user + cpu.system) / 1000, keys: n, outOfOrder }))
if (n !== ask.expect || outOfOrder) process.exitCode = 1
