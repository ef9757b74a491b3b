#!/usr/bin/env node
// `npm run breaks [-- NAME...]`: each patch under test/breaks/ removes one rule on purpose; this applies
// it in a scratch copy of the working tree and expects the test it names to fail. A break that no test
// catches means the rule is unguarded. The copy keeps the repository untouched, however the run ends.
//
// A patch starts with three header lines, then a `git diff`:
//   Test: test/<file>.test.ts
//   Expect: a substring of the failing test's full name (handed to jest -t)
//   Why: what the break removes
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const folder = path.join(root, 'test', 'breaks')

/** The headers of one patch, or the problems with them. */
export function readBreak(file) {
  const text = readFileSync(file, 'utf8')
  const head = text.slice(0, Math.max(0, text.indexOf('diff --git')))
  const field = name => head.match(new RegExp(`^${name}:[ \\t]*(.+)$`, 'm'))?.[1].trim()
  const found = {
    name: path.basename(file, '.patch'),
    file,
    test: field('Test'),
    expect: field('Expect'),
    why: field('Why')
  }
  const problems = []
  if (!text.includes('diff --git')) problems.push('no `diff --git` section')
  for (const key of ['test', 'expect', 'why'])
    if (!found[key]) problems.push(`no "${key[0].toUpperCase()}${key.slice(1)}:" header line`)
  if (found.test && !existsSync(path.join(root, found.test))) problems.push(`${found.test} does not exist`)
  return { ...found, problems }
}

export function listBreaks() {
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter(n => n.endsWith('.patch'))
    .sort()
    .map(n => readBreak(path.join(folder, n)))
}

function run(cmd, args, cwd, env = {}) {
  return spawnSync(cmd, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 << 20 })
}

/** A copy of the tracked and untracked-not-ignored files, sharing node_modules. */
function scratchCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), 'breaks-'))
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root).stdout
  for (const rel of files.split('\0').filter(Boolean)) {
    const from = path.join(root, rel)
    if (!existsSync(from)) continue
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    cpSync(from, path.join(dir, rel), { verbatimSymlinks: true })
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  // git apply works on a plain folder too, but a repository keeps paths exact.
  run('git', ['init', '-q'], dir)
  return dir
}

/** jest -t reads a pattern: the header's words are meant as they are written. */
const escapeRegExp = text => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Applies `brk` in `dir`, runs its test, reverses it: whether the named test failed. */
function tryBreak(brk, dir) {
  const applied = run('git', ['apply', brk.file], dir)
  if (applied.status !== 0) return { ok: false, why: `does not apply: ${applied.stderr.trim()}` }
  try {
    // A test that runs the bundle sees the break only in a rebuilt dist/.
    if (/\bdist\b/.test(readFileSync(path.join(dir, brk.test), 'utf8'))) {
      const bundled = run('node', ['scripts/bundle.mjs'], dir)
      if (bundled.status !== 0) return { ok: false, why: `the bundle failed: ${bundled.stderr.slice(-400)}` }
    }
    const out = path.join(dir, `.breaks-${brk.name}.json`)
    run(
      'node',
      [
        'node_modules/jest/bin/jest.js',
        brk.test,
        '-t',
        escapeRegExp(brk.expect),
        '--json',
        `--outputFile=${out}`
      ],
      dir,
      {
        NODE_OPTIONS: '--experimental-vm-modules --openssl-legacy-provider',
        NODE_NO_WARNINGS: '1',
        CI: 'true'
      }
    )
    if (!existsSync(out)) return { ok: false, why: 'jest wrote no results' }
    const results = JSON.parse(readFileSync(out, 'utf8'))
    const failed = results.testResults
      .flatMap(f => f.assertionResults)
      .filter(a => a.status === 'failed' && a.fullName.includes(brk.expect))
    const suiteFailed = results.testResults.some(
      f => f.status === 'failed' && f.assertionResults.length === 0
    )
    if (failed.length) return { ok: true, why: `${failed.length} test(s) failed: ${failed[0].fullName}` }
    if (suiteFailed) return { ok: false, why: 'the test file failed to run (not the named test)' }
    return { ok: false, why: `no test named "${brk.expect}" failed: the break is not caught` }
  } finally {
    run('git', ['apply', '-R', brk.file], dir)
    rmSync(path.join(dir, 'dist'), { recursive: true, force: true })
    cpSync(path.join(root, 'dist'), path.join(dir, 'dist'), { recursive: true })
  }
}

function main(names) {
  const all = listBreaks()
  const chosen = names.length ? all.filter(b => names.some(n => b.name.includes(n))) : all
  if (!chosen.length) {
    console.error(names.length ? `no break matches ${names.join(', ')}` : 'no patches under test/breaks/')
    return 2
  }
  const dir = scratchCopy()
  let caught = 0
  try {
    for (const brk of chosen) {
      const result = brk.problems.length ? { ok: false, why: brk.problems.join('; ') } : tryBreak(brk, dir)
      if (result.ok) caught++
      console.log(`${result.ok ? 'caught' : 'MISSED'}  ${brk.name}: ${result.why}`)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  // The closing line: caught breaks pass, missed ones fail.
  console.log(`breaks: ${caught} passed, ${chosen.length - caught} failed`)
  return caught === chosen.length ? 0 : 1
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname))
  process.exitCode = main(process.argv.slice(2))
