// `npm run check:browser` leaves nothing of Chromium's or Playwright's in the temp folder: its profile,
// the singleton socket's folder and Playwright's artifacts all live in one folder it removes. Skipped
// without Debian's Chromium (or $CHROMIUM).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium'
const maybe = existsSync(CHROMIUM) ? it : it.skip
if (!existsSync(CHROMIUM)) console.warn(`browser-check.test.ts: skipped, no Chromium at ${CHROMIUM}`)

maybe(
  'checks a page and leaves the temp folder as it found it',
  async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bct-'))
    const tmp = path.join(dir, 't')
    await mkdir(tmp)
    try {
      const page = path.join(dir, 'page.html')
      await writeFile(
        page,
        '<html><script>document.documentElement.dataset.charts = "done"</script><p>ok</p></html>'
      )
      const r = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/browser-check.ts', '--out', path.join(dir, 'shots'), page],
        { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '', TMPDIR: tmp }, timeout: 120_000 }
      )
      expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' })
      expect(r.stdout).toContain('Every preview draws as GitHub would.')
      const name = path.basename(dir)
      expect((await readdir(path.join(dir, 'shots'))).sort()).toEqual([
        `${name}-page-dark.png`,
        `${name}-page-light.png`
      ])
      // tsx keeps its compile cache there (as for any script it runs); nothing else may be left.
      const left = (await readdir(tmp)).filter(entry => !/^(tsx-\d+|node-compile-cache)$/.test(entry))
      expect(left).toEqual([])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  },
  150_000
)
