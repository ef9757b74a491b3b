// The million-input listing of bench/cache.ts: one prefix listed by the ranges a kept listing's
// boundaries cut (a thousand keys each), and page after page, each by a client process of its own
// (bench/listing-client.ts, bundled from this source tree) so that the CPU it reports per page is the
// client's alone. With `compareSrc`, another version's source tree is bundled the same way and lists in
// the same rounds, alternating with this one.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DelayedS3 } from './delayed-s3.js'
import { LOOPBACK_CREDENTIALS, timed } from './loopback.js'
import { fmt, median } from './stats.js'

const here = path.dirname(fileURLToPath(import.meta.url))

export interface ListingBench {
  s3: DelayedS3
  bucket: string
  size: number
  rounds: number
  /** Milliseconds a page waits in all (the request's and the page's delay), for the table. */
  pageMs: number
  /** Another version's source tree (its src/ is bundled as this one's is). */
  compareSrc?: string
  /** Page after page as well (a thousand pages one after another: minutes). */
  plain: boolean
  /** A CPU profile of each ranged listing's client, written here. */
  prof?: string
}

interface Listed {
  seconds: number
  /** The client's CPU (its process's), from its first request to its last key. */
  cpuMs: number
  pages: number
  /** The CPU of this process (the S3 answering) while the client ran, start-up included. */
  serverMs: number
}

/** bench/listing-client.ts bundled against the `src/` of `root`; the bundle's path. */
async function bundleClient(root: string, work: string, name: string): Promise<string> {
  const { build } = await import('esbuild')
  const { readFile } = await import('node:fs/promises')
  const outfile = path.join(work, `${name}.mjs`)
  await build({
    stdin: {
      contents: await readFile(path.join(here, 'listing-client.ts'), 'utf8'),
      resolveDir: path.join(root, 'bench'),
      sourcefile: 'listing-client.ts',
      loader: 'ts'
    },
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    mainFields: ['module', 'main'],
    outfile,
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);"
    },
    logLevel: 'error'
  })
  return outfile
}

/** Lists in alternating rounds and prints the table; throws where a listing missed or repeated a key. */
export async function millionListing(b: ListingBench): Promise<void> {
  const prefix = 'million/images/'
  // One body for all: its ETag is computed once.
  const body = Buffer.from('x')
  for (let i = 0; i < b.size; i++) b.s3.put(b.bucket, `${prefix}img-${String(i).padStart(7, '0')}.jpg`, body)
  const work = await mkdtemp(path.join(os.tmpdir(), 'listing-bench-'))
  try {
    const cuts = path.join(work, 'cuts')
    const keys = b.s3.keysUnder(b.bucket, prefix)
    await writeFile(cuts, keys.filter((_, i) => i % 1000 === 999).join('\n'))
    const builds = [
      { label: 'this build', entry: await bundleClient(path.resolve(here, '..'), work, 'this') }
    ]
    if (b.compareSrc)
      builds.push({
        label: `${b.compareSrc}`,
        entry: await bundleClient(path.resolve(b.compareSrc), work, 'other')
      })
    const env = { ...process.env, ...LOOPBACK_CREDENTIALS, NODE_NO_WARNINGS: '1' }
    const list = async (entry: string, ranged: boolean, prof?: string, inputs = false): Promise<Listed> => {
      const pagesBefore = b.s3.pages.get(`${b.bucket}/${prefix}`) ?? 0
      const ask = { endpoint: b.s3.endpoint, bucket: b.bucket, prefix, cuts, ranged, inputs, expect: b.size }
      const flags = prof ? ['--cpu-prof', '--cpu-prof-dir', prof] : []
      const server = process.cpuUsage()
      const { stdout } = await timed(process.execPath, [...flags, entry, JSON.stringify(ask)], env)
      const served = process.cpuUsage(server)
      const got = JSON.parse(stdout.trim().split('\n').at(-1)!) as { seconds: number; cpuMs: number }
      return {
        ...got,
        pages: (b.s3.pages.get(`${b.bucket}/${prefix}`) ?? 0) - pagesBefore,
        serverMs: (served.user + served.system) / 1000
      }
    }
    // One listing first, untimed: the S3 here writes each page once, and answers it again as written.
    await list(builds[0].entry, true)
    const ranged = builds.map(() => [] as Listed[])
    const asInputs = builds.map(() => [] as Listed[])
    const plain = builds.map(() => [] as Listed[])
    for (let r = 0; r < b.rounds; r++) {
      // Alternating which build goes first, so neither always meets the machine as the other left it.
      const order = r % 2 ? [...builds.keys()].reverse() : [...builds.keys()]
      for (const i of order) {
        ranged[i].push(await list(builds[i].entry, true, i === 0 ? b.prof : undefined))
        asInputs[i].push(await list(builds[i].entry, true, undefined, true))
        if (b.plain) plain[i].push(await list(builds[i].entry, false))
        const last = ranged[i].at(-1)!
        console.error(
          `round ${r + 1}, ${builds[i].label}: ranged ${last.seconds.toFixed(2)} s, ` +
            `${perPage(last).toFixed(2)} ms CPU a page (S3's ${(last.serverMs / last.pages).toFixed(2)}); ` +
            `as the action's inputs ${asInputs[i].at(-1)!.seconds.toFixed(2)} s, ${perPage(asInputs[i].at(-1)!).toFixed(2)} ms a page` +
            (b.plain ? `; page after page ${plain[i].at(-1)!.seconds.toFixed(1)} s` : '')
        )
      }
    }
    report(b, builds, ranged, asInputs, plain)
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

const perPage = (x: Listed): number => x.cpuMs / x.pages

function report(
  b: ListingBench,
  builds: { label: string }[],
  ranged: Listed[][],
  asInputs: Listed[][],
  plain: Listed[][]
): void {
  const pages = ranged[0][0].pages
  console.log(
    `\n${fmt(b.size)} inputs listed at ${b.pageMs} ms a page (${fmt(pages)} pages by the ranges), ` +
      `${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}; each listing a client process of its own`
  )
  console.log(
    '| listing | build | seconds (each round) | median | vs this build | client CPU ms a page (median) | S3 CPU ms a page |'
  )
  console.log('|---|---|---|---:|---:|---:|---:|')
  const base = median(ranged[0].map(x => x.seconds))
  const row = (what: string, label: string, xs: Listed[]) => {
    const s = xs.map(x => x.seconds)
    console.log(
      `| ${what} | ${label} | ${s.map(x => x.toFixed(2)).join(', ')} | ${median(s).toFixed(2)} | ` +
        `${(median(s) / base).toFixed(2)}x | ${median(xs.map(perPage)).toFixed(2)} | ` +
        `${median(xs.map(x => x.serverMs / x.pages)).toFixed(2)} |`
    )
  }
  builds.forEach((build, i) => row('by the kept boundaries', build.label, ranged[i]))
  builds.forEach((build, i) =>
    row("the same, as the action's inputs (named, kept packed)", build.label, asInputs[i])
  )
  if (b.plain) builds.forEach((build, i) => row('page after page', build.label, plain[i]))
  const m = median(ranged[0].map(x => x.seconds))
  console.log(
    `ranged listing of ${fmt(b.size)}: ${m.toFixed(1)} s (goal under 10 s) ${m < 10 ? 'OK' : 'ABOVE GOAL'}; every key once, in order`
  )
}
