// The README, the pages under docs/ and the example workflows are copied as they are, so what they get
// wrong is a user's bug: a step that starts a job without waiting must give each run attempt its own
// output path (a full re-run keeps github.run_id, and its new job would write into the prefix the first
// one still fills), and a collect step's permissions must cover what attach writes. A newcomer reads the
// README's first screen: the two commands and the five-minute workflow are there, the depth is one link
// away, and every link leads somewhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { docPages, readPage } from './support/doc-pages.js'
import { gfm } from './support/gfm.js'

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

/** A page's text from a heading to the next one of the same level (or above). */
function section(heading: string, page = 'README.md'): string {
  const text = `\n${readPage(page)}`
  const from = text.indexOf(`\n${heading}\n`)
  expect([page, heading, from > -1]).toEqual([page, heading, true])
  const level = heading.split(' ')[0].length
  const next = [...text.slice(from + heading.length + 1).matchAll(/\n(#{1,6}) /g)].find(
    m => m[1].length <= level
  )
  return text.slice(from, next ? from + heading.length + 1 + next.index : undefined)
}

describe('the documentation on attach', () => {
  it('says what a collect step writes to the job’s output path, and asks for s3:PutObject there', () => {
    const attach = section(
      '## Start a job in one place, collect it in another: `attach`',
      'docs/attach-and-rerun.md'
    )
    expect(attach).not.toMatch(/creates nothing|no upload/)
    expect(attach).toContain("It does write to the job's output path")
    expect(attach).toContain('`_manifests/`')
    const permissions = section('# AWS permissions', 'docs/permissions.md')
    const note = permissions.slice(permissions.indexOf('A step with `attach`'))
    expect(note).toContain("`s3:PutObject` on the attached job's output path")
    expect(note).toContain('`_summary.json`')
  })
})

describe('one Node version', () => {
  it('package.json, action.yml, the README and docs/ all say Node 24', () => {
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
    for (const page of docPages())
      expect([page, readPage(page)]).not.toEqual([page, expect.stringMatching(/Node (1\d|2[0-35-9])\b/)])
  })
})

describe('wording a first reader understands', () => {
  it('speaks of versions by name, not of "this release" or "as before", and has no rows still to measure', () => {
    for (const page of docPages()) {
      const text = readPage(page).toLowerCase()
      for (const phrase of [
        'as before',
        'this release',
        'the release before',
        'not measured yet',
        'still to be measured'
      ])
        expect([page, phrase, text.includes(phrase)]).toEqual([page, phrase, false])
    }
  })

  it('says in Developing where the generated input and output tables are, and that page holds them', () => {
    expect(section('## Developing')).toContain(
      'the input and output tables in [docs/inputs.md](docs/inputs.md)'
    )
    const inputs = readPage('docs/inputs.md')
    for (const marker of ['inputs:start', 'inputs:end', 'outputs:start', 'outputs:end'])
      expect(inputs).toContain(`<!-- ${marker} -->`)
    expect(readPage('README.md')).not.toContain('<!-- inputs:start -->')
  })

  it('gives the GPU figures with their date and machine', () => {
    const local = section('## Local mode, measured', 'docs/benchmarks.md')
    expect(local).toContain('2026-11-27 on one machine with one NVIDIA H200 and 16 CPU cores')
    expect(local).toContain('| 98% and 85% |')
    expect(local).toContain('| 107% |')
  })
})

describe('the README starts where a newcomer starts', () => {
  const lines = readPage('README.md').split('\n')

  it('shows the command that shows the action working and the one that runs every check in its first 40 lines', () => {
    const first = lines.slice(0, 40)
    for (const command of ['bash scripts/demo.sh', 'bash .ci/run'])
      expect([command, first.some(l => l.startsWith(command))]).toEqual([command, true])
    expect(first).toContain('## Try it in five minutes, without AWS')
  })

  it('is at most 600 lines, the depth under docs/', () => {
    expect(lines.length).toBeLessThanOrEqual(600)
  })

  it('lists every page under docs/ in its Documentation index', () => {
    const index = section('## Documentation')
    const linked = [...index.matchAll(/\]\((docs\/[^)#]+)\)/g)].map(m => m[1])
    expect(linked.sort()).toEqual(docPages().filter(p => p !== 'README.md'))
  })
})

/** GitHub's anchor for a heading's visible text: lower case, punctuation dropped, spaces as hyphens. */
function githubSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a page's headings, repeated headings numbered as GitHub numbers them (`-1`, `-2`). */
function anchorsOf(markdown: string): Set<string> {
  const tokens = gfm.parse(markdown, {})
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return
    const text = (tokens[i + 1].children ?? [])
      .filter(c => c.type === 'text' || c.type === 'code_inline')
      .map(c => c.content)
      .join('')
    const slug = githubSlug(text)
    const n = seen.get(slug) ?? 0
    seen.set(slug, n + 1)
    anchors.add(n === 0 ? slug : `${slug}-${n}`)
  })
  return anchors
}

/** Every link target of a page (inline, reference and in tables; not inside code). */
function linksOf(markdown: string): string[] {
  return gfm
    .parse(markdown, {})
    .flatMap(t => t.children ?? [])
    .filter(t => t.type === 'link_open' && t.markup !== 'linkify')
    .map(t => String(t.attrGet('href') ?? ''))
}

describe('links between the pages', () => {
  const pages = [...docPages(), 'CONTRIBUTING.md']
  /** [page, target] for each link to a file of the repository (not a web address). */
  const relative = pages.flatMap(page =>
    linksOf(readPage(page))
      .filter(href => !/^[a-z][a-z0-9+.-]*:/i.test(href))
      .map(href => [page, href] as const)
  )

  it('follows GitHub’s slug rules', () => {
    expect(githubSlug('Pay once for each prediction: `cache`')).toBe('pay-once-for-each-prediction-cache')
    expect(githubSlug('Instances: did they earn their cost?')).toBe('instances-did-they-earn-their-cost')
    expect([...anchorsOf('# A\n\n## b_c & d\n\n## A\n\n```\n# not a heading\n```\n')]).toEqual([
      'a',
      'b_c--d',
      'a-1'
    ])
    expect(linksOf('[x](a.md#b) `[y](c.md)` https://example.com\n\n| [z](d.md) |\n| --- |\n')).toEqual([
      'a.md#b',
      'd.md'
    ])
  })

  it('leads every relative link in README.md, docs/*.md and CONTRIBUTING.md to a file that exists', () => {
    expect(relative.length).toBeGreaterThan(20)
    const broken = relative.filter(([page, href]) => {
      const file = decodeURI(href.split('#')[0])
      return file !== '' && !existsSync(path.join(path.dirname(page), file))
    })
    expect(broken).toEqual([])
  })

  it('leads every #anchor to a heading of the page it names', () => {
    const anchored = relative.filter(([, href]) => href.includes('#'))
    expect(anchored.length).toBeGreaterThan(5)
    const broken = anchored.filter(([page, href]) => {
      const [file, anchor] = href.split('#')
      const target = file === '' ? page : path.join(path.dirname(page), decodeURI(file))
      return !existsSync(target) || !anchorsOf(readFileSync(target, 'utf8')).has(anchor)
    })
    expect(broken).toEqual([])
  })
})

describe('every command the README and docs/ give is run by CI or a test', () => {
  const text = docPages()
    .map(page => readPage(page))
    .join('\n')
  const ci = readFileSync('.ci/run', 'utf8')
  /** The commands of the pages' `sh` blocks (comments dropped, `&&` chains split) and inline `npm`/`npx`/`bash` ones. */
  const commands = [
    ...[...text.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(m =>
      m[1]
        .split('\n')
        .map(l => l.replace(/#.*$/, '').trim())
        .flatMap(l => l.split(' && '))
    ),
    ...[...text.matchAll(/`((?:npm|npx|bash) [^`]+)`/g)].map(m => m[1])
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
