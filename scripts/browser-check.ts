// `npm run check:browser`: opens the demo's HTML previews in headless Chromium, as a reader would see
// them on GitHub, light and dark, and fails on what a reader would see broken: a Mermaid error, a chart
// without its drawing, text running past the page's or a chart's edge, a script error, or a request to
// anything but file://. Full-page screenshots of each go to demo-output/screenshots (or --out DIR).
//
//   npm run check:browser [-- [--out DIR] preview.html ...]
//
// Without files it checks the comment and job-summary previews of demo-output/pr and
// demo-output/detection (made by `npm run demo -- --pr` and `-- --detection`), and of demo-output/plain
// when present. Chromium is Debian's (/usr/bin/chromium, or $CHROMIUM), started with a new empty
// profile and driven over the DevTools protocol on loopback; its profile and temporary files, and
// Playwright's, live in one folder that is removed at the end, so nothing is left in the temp folder.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { root } from './demo/run-action.js'

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium'
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--hide-scrollbars',
  '--remote-debugging-address=127.0.0.1',
  '--remote-debugging-port=0'
]
/** Runs in each page: lists what a reader would see broken. */
const INSPECT = path.join(import.meta.dirname, 'demo', 'inspect-page.js')
const VIEWPORT = { width: 1280, height: 900 }
const SCHEMES = ['light', 'dark'] as const

/** Starts Chromium on a new empty profile; resolves with the DevTools address it listens on. */
/**
 * Chromium with its profile in `scratch/p` and its own temporary files (the singleton socket's folder,
 * shared memory) in `scratch/t`, so that removing `scratch` leaves nothing behind.
 */
async function startChromium(scratch: string): Promise<{ child: ChildProcess; endpoint: string }> {
  // Short names: the singleton socket's path must fit a Unix socket address (108 bytes).
  const profile = path.join(scratch, 'p')
  const tmp = path.join(scratch, 't')
  mkdirSync(profile)
  mkdirSync(tmp)
  const child = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, TMPDIR: tmp }
  })
  const lines = createInterface({ input: child.stderr! })
  const endpoint = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${CHROMIUM} did not start within 30 s`)), 30_000)
    child.on('error', err => reject(new Error(`cannot start ${CHROMIUM}: ${err.message}`)))
    child.on('exit', code => reject(new Error(`${CHROMIUM} exited (status ${code}) before listening`)))
    lines.on('line', line => {
      const m = /DevTools listening on (ws:\/\/127\.0\.0\.1:\d+\/\S+)/.exec(line)
      if (m) {
        clearTimeout(timer)
        resolve(m[1])
      }
    })
  })
  return { child, endpoint }
}

async function checkPage(browser: Browser, file: string, scheme: (typeof SCHEMES)[number], out: string) {
  const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: scheme })
  const problems: string[] = []
  await context.route('**/*', route => {
    const url = route.request().url()
    if (url.startsWith('file:') || url.startsWith('data:')) return route.continue()
    problems.push(`request to ${url} blocked: a preview loads only its own files`)
    return route.abort()
  })
  const page: Page = await context.newPage()
  page.on('pageerror', err => problems.push(`script error: ${err.message}`))
  page.on('console', msg => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`)
  })
  await page.goto(pathToFileURL(file).href)
  await page.waitForFunction("document.documentElement.dataset.charts === 'done'", null, {
    timeout: 60_000
  })
  await page.addScriptTag({ path: INSPECT })
  problems.push(...((await page.evaluate('window.inspectPreview()')) as string[]))
  const dir = path.basename(path.dirname(file))
  const shot = path.join(out, `${dir}-${path.basename(file, '.html')}-${scheme}.png`)
  await page.screenshot({ path: shot, fullPage: true })
  await context.close()
  return { shot, problems }
}

function defaultPreviews(): string[] {
  const demos = path.join(root, 'demo-output')
  const files = ['pr', 'detection', 'plain'].flatMap(d =>
    ['comment.html', 'job-summary.html'].map(f => path.join(demos, d, f))
  )
  const missing = files.filter(f => !existsSync(f) && !f.includes(`${path.sep}plain${path.sep}`))
  if (missing.length) {
    console.error(
      `check:browser: no preview at ${missing.join(', ')}.\n` +
        'Make them first: npm run demo -- --pr && npm run demo -- --detection'
    )
    process.exit(2)
  }
  return files.filter(f => existsSync(f))
}

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const at = args.indexOf('--out')
  const out = path.resolve(at >= 0 ? args.splice(at, 2)[1] : path.join(root, 'demo-output', 'screenshots'))
  const files = args.length ? args.map(f => path.resolve(f)) : defaultPreviews()
  if (!existsSync(CHROMIUM)) {
    console.error(`check:browser: no Chromium at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM.`)
    return 2
  }
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  // Everything the check writes outside `out` goes here, and is removed however the check ends:
  // Chromium's profile and temporary files, and Playwright's (it takes its folder from TMPDIR).
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'chk-'))
  const tmpdir = process.env.TMPDIR
  process.env.TMPDIR = path.join(scratch, 't')
  let child: ChildProcess | undefined
  let failed = 0
  try {
    const started = await startChromium(scratch)
    child = started.child
    const endpoint = started.endpoint
    const browser = await chromium.connectOverCDP(endpoint)
    for (const file of files) {
      for (const scheme of SCHEMES) {
        const { shot, problems } = await checkPage(browser, file, scheme, out)
        const name = `${path.relative(root, file)} (${scheme})`
        if (problems.length) {
          failed++
          console.log(`FAIL ${name}:\n${problems.map(p => `  - ${p}`).join('\n')}`)
        } else console.log(`ok   ${name}`)
        void shot
      }
    }
    await browser.close()
  } finally {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise(resolve => child!.once('exit', resolve))
      child.kill()
      await exited
    }
    if (tmpdir === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = tmpdir
    rmSync(scratch, { recursive: true, force: true, maxRetries: 5 })
  }
  console.log(`\nScreenshots: ${out}`)
  console.log(failed ? `${failed} page(s) failed the browser check.` : 'Every preview draws as GitHub would.')
  return failed ? 1 : 0
}

process.exitCode = await main()
