// The README and the example workflows are copied as they are, so what they get wrong is a user's bug:
// a step that starts a job without waiting must give each run attempt its own output path (a full
// re-run keeps github.run_id, and its new job would write into the prefix the first one still fills),
// and a collect step's permissions must cover what attach writes.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const EXAMPLES = path.resolve('examples')
const workflows = readdirSync(EXAMPLES).filter(name => /\.ya?ml$/.test(name))

/** The `with:` inputs of each step, as written (one `key: value` per line). */
function stepInputs(text: string): Array<Record<string, string>> {
  return text
    .split(/^\s*- (?:id|name|uses): /m)
    .slice(1)
    .map(step =>
      Object.fromEntries([...step.matchAll(/^\s+([a-z-]+): (.+)$/gm)].map(m => [m[1], m[2].trim()]))
    )
}

describe('examples', () => {
  it('give each run attempt its own output path in every step with wait: false', () => {
    const starts = workflows.flatMap(name =>
      stepInputs(readFileSync(path.join(EXAMPLES, name), 'utf8'))
        .filter(inputs => inputs.wait === 'false')
        .map(inputs => [name, inputs['output-path']])
    )
    expect(starts.map(([name]) => name)).toContain('start-and-collect.yml')
    for (const [name, outputPath] of starts)
      expect([name, outputPath]).toEqual([name, expect.stringContaining('${{ github.run_attempt }}')])
  })
})

/** The README's text from a heading to the next one of the same level. */
function section(heading: string): string {
  const readme = readFileSync('README.md', 'utf8')
  const from = readme.indexOf(`\n${heading}\n`)
  expect(from).toBeGreaterThan(-1)
  const level = heading.split(' ')[0]
  const end = readme.indexOf(`\n${level} `, from + heading.length + 1)
  return readme.slice(from, end === -1 ? undefined : end)
}

describe('README on attach', () => {
  it('says what a collect step writes to the job’s output path, and asks for s3:PutObject there', () => {
    const attach = section('## Start a job in one place, collect it in another: `attach`')
    expect(attach).not.toMatch(/creates nothing|no upload/)
    expect(attach).toContain("It does write to the job's output path")
    expect(attach).toContain('`_manifests/`')
    const permissions = section('## AWS permissions')
    const note = permissions.slice(permissions.indexOf('A step with `attach`'))
    expect(note).toContain("`s3:PutObject` on the attached job's output path")
    expect(note).toContain('`_summary.json`')
  })
})

describe('one Node version', () => {
  it('package.json, action.yml and the README all say Node 24', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { engines?: { node: string } }>
    }
    expect(pkg.engines.node).toBe('>=24')
    expect(lock.packages[''].engines?.node).toBe('>=24')
    expect(readFileSync('action.yml', 'utf8')).toMatch(/^ {2}using: 'node24'$/m)
    const developing = section('## Developing')
    expect(developing).toContain('The action runs on Node 24')
    expect(developing).toContain('the tests need Node 24 first on `PATH`')
    expect(readFileSync('README.md', 'utf8')).not.toMatch(/Node (1\d|2[0-35-9])\b/)
  })
})

describe('README wording a first reader understands', () => {
  const readme = readFileSync('README.md', 'utf8')

  it('speaks of versions by name, not of "this release" or "as before", and has no rows still to measure', () => {
    for (const phrase of [
      'as before',
      'this release',
      'the release before',
      'not measured yet',
      'still to be measured'
    ])
      expect([phrase, readme.toLowerCase().includes(phrase)]).toEqual([phrase, false])
  })

  it('points up to the input and output tables from Developing, where they are above', () => {
    const developing = section('## Developing')
    expect(developing).toContain('the input and output tables above')
    expect(readme.indexOf('\n## Inputs\n')).toBeLessThan(readme.indexOf('\n## Developing\n'))
    expect(readme.indexOf('\n## Outputs\n')).toBeLessThan(readme.indexOf('\n## Developing\n'))
  })

  it('gives the GPU figures with their date and machine', () => {
    const local = section('## Local mode')
    expect(local).toContain('2026-11-27 on one machine with one NVIDIA H200 and 16 CPU cores')
    expect(local).toContain('| 98% and 85% |')
    expect(local).toContain('| 107% |')
  })
})

describe('every command the README gives is run by CI or a test', () => {
  const readme = readFileSync('README.md', 'utf8')
  const ci = readFileSync('.ci/run', 'utf8')
  /** The commands of the README's `sh` blocks (comments dropped, `&&` chains split) and inline `npm`/`npx`/`bash` ones. */
  const commands = [
    ...[...readme.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(m =>
      m[1]
        .split('\n')
        .map(l => l.replace(/#.*$/, '').trim())
        .flatMap(l => l.split(' && '))
    ),
    ...[...readme.matchAll(/`((?:npm|npx|bash) [^`]+)`/g)].map(m => m[1])
  ]
    .map(c => c.trim())
    .filter(Boolean)
  const scripts = Object.keys(
    (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts
  )

  /** Who runs the command: `.ci/run`, a test (by file), or the machine set-up the README describes. */
  function ranBy(command: string): string | undefined {
    if (/^npm run bench\b/.test(command)) return 'test/bench-cli.test.ts'
    if (command.startsWith('npx local-action run . src/main.ts .env --post src/post.ts'))
      return 'test/local-action.test.ts'
    if (/^(git clone|cd |export PATH=|npm ci$)/.test(command)) return 'the set-up'
    if (command === 'bash .ci/run') return 'CI itself'
    // `npm run demo [-- --pr | --detection]`: each form.
    const forms = /^(.*?) \[-- (.*)\]$/.exec(command)
    if (forms) {
      const all = [forms[1], ...forms[2].split(' | ').map(o => `${forms[1]} -- ${o}`)]
      return all.every(c => ranBy(c) !== undefined) ? all.map(ranBy).join(', ') : undefined
    }
    const demo = /^bash scripts\/demo\.sh(?: (--pr|--detection))?$/.exec(command)
    if (demo) return ci.includes(`npm run demo${demo[1] ? ` -- ${demo[1]}` : ''} `) ? '.ci/run' : undefined
    const npmRun = /^npm run ([a-z:]+)(.*)$/.exec(command)
    if (npmRun && !scripts.includes(npmRun[1])) return undefined
    if (command === 'npm run docs') return 'test/inputs-table.test.ts'
    if (command === 'npm test' || command.startsWith('npm test -- ')) return '.ci/run'
    return ci.includes(`${command} `) || ci.includes(`${command}\n`) ? '.ci/run' : undefined
  }

  it('names each one and who runs it', () => {
    expect(commands).toEqual(expect.arrayContaining(['bash scripts/demo.sh --pr', 'npm run check:browser']))
    const unaccounted = commands.filter(c => ranBy(c) === undefined)
    expect(unaccounted).toEqual([])
  })
})
