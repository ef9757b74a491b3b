// The input and output tables (docs/inputs.md) generated from action.yml, and the small action.yml reader behind them.
import { mkdtemp, readFile, rm, writeFile, cp } from 'node:fs/promises'
import { execFile } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { parseActionYaml } from '../scripts/action-yml.mjs'
import {
  cell,
  inputGroups,
  inputsTable,
  outputsTable,
  renderTables,
  TABLES_PAGE
} from '../scripts/inputs-table.mjs'
import { INPUT_NAMES } from '../src/inputs/names.js'

const run = promisify(execFile)

describe('action.yml reader', () => {
  it('reads plain, single- and double-quoted scalars, comments and nesting', () => {
    const doc = parseActionYaml(
      [
        '# top comment',
        "name: 'It''s here'",
        'inputs:',
        '  a:   # a comment',
        '    description: "say \\"hi\\" \\u00e9" # trailing',
        '    default: plain value # comment',
        '  b:',
        "    default: ''",
        'url: http://x/#frag'
      ].join('\n')
    )
    expect(doc).toEqual({
      name: "It's here",
      inputs: { a: { description: 'say "hi" é', default: 'plain value' }, b: { default: '' } },
      url: 'http://x/#frag'
    })
  })

  it('reads literal and folded block scalars with chomping', () => {
    const doc = parseActionYaml('a: |\n  one\n   two\n\nb: >-\n  one\n  two\n\n  three\nc: |+\n  x\n\nd: x\n')
    expect(doc).toEqual({ a: 'one\n two\n', b: 'one two\nthree', c: 'x\n\n', d: 'x' })
  })

  it('rejects shapes it does not understand, naming the line', () => {
    expect(() => parseActionYaml('a:\n  - x\n')).toThrow('action.yml line 2: sequences are not supported')
    expect(() => parseActionYaml("a: 'open\n  more'\n")).toThrow('line 1: unterminated single-quoted string')
    expect(() => parseActionYaml('a: 1\na: 2\n')).toThrow('line 2: duplicate key a')
    expect(() => parseActionYaml('a: {b: 1}\n')).toThrow('line 1: unsupported YAML syntax')
  })
})

describe('the tables of docs/inputs.md', () => {
  const action = {
    inputs: {
      'split-type': { description: 'None | Line, see <docs> & more', default: 'None' },
      token: { description: 'multi\nline', default: '${{ github.token }}' },
      odd: { description: 'x', default: 'a`b|c' },
      data: { description: 'Where the inputs are.', required: 'true' }
    },
    outputs: { 'job-name': { description: 'The <job> | name.' } }
  }

  it('escapes cell breaks and HTML in descriptions', () => {
    expect(cell('a | b <img src=x onerror=y> & c\nd')).toBe('a \\| b &lt;img src=x onerror=y&gt; &amp; c d')
  })

  it('renders one row per input and output', () => {
    expect(inputsTable(action).split('\n')).toEqual([
      '| Input | Required | Description | Default |',
      '| --- | --- | --- | --- |',
      '| `split-type` |  | None \\| Line, see &lt;docs&gt; &amp; more | `None` |',
      '| `token` |  | multi line | `${{ github.token }}` |',
      '| `odd` |  | x | ``a`b\\|c`` |',
      '| `data` | **yes** | Where the inputs are. |  |'
    ])
    expect(outputsTable(action)).toBe(
      '| Output | Description |\n| --- | --- |\n| `job-name` | The &lt;job&gt; \\| name. |'
    )
  })

  const groupedYaml = [
    'name: x',
    'inputs:',
    '  # == Data ==',
    '  # What is sent,',
    '  # and how <it> is split.',
    '  data:',
    "    description: 'Where the inputs are.'",
    '    required: true',
    '  split-type:',
    "    default: 'None' # == not a group ==",
    '',
    '  # == Control ==',
    '  token:',
    '    # a comment inside an input is no note',
    "    default: ''",
    '  # == Data ==',
    '  odd:',
    "    default: ''",
    'outputs:',
    '  # == Not an input group ==',
    '  job-name:',
    "    description: 'x'"
  ].join('\n')

  it('reads the input groups from the "# == Title ==" comments, in order of first appearance', () => {
    expect(inputGroups(groupedYaml)).toEqual([
      { title: 'Data', note: 'What is sent, and how <it> is split.', names: ['data', 'split-type', 'odd'] },
      { title: 'Control', note: '', names: ['token'] }
    ])
    expect(() => inputGroups('inputs:\n  data:\n    default: x\n')).toThrow(
      'action.yml: input data comes before any "# == Group ==" comment'
    )
  })

  it('renders one table per group under its heading and note', () => {
    const tables = inputsTable(action, inputGroups(groupedYaml))
    expect(tables.split('\n')).toEqual([
      '### Data',
      '',
      'What is sent, and how &lt;it&gt; is split.',
      '',
      '| Input | Required | Description | Default |',
      '| --- | --- | --- | --- |',
      '| `data` | **yes** | Where the inputs are. |  |',
      '| `split-type` |  | None \\| Line, see &lt;docs&gt; &amp; more | `None` |',
      '| `odd` |  | x | ``a`b\\|c`` |',
      '',
      '### Control',
      '',
      '| Input | Required | Description | Default |',
      '| --- | --- | --- | --- |',
      '| `token` |  | multi line | `${{ github.token }}` |'
    ])
  })

  it('fails when the groups and the inputs differ', () => {
    const groups = [{ title: 'Data', note: '', names: ['data', 'split-type', 'gone'] }]
    expect(() => inputsTable(action, groups)).toThrow(
      'action.yml groups do not match its inputs (ungrouped: token, odd; unknown: gone)'
    )
  })

  it('replaces only what lies between the markers, and is idempotent', () => {
    const page =
      'intro\n<!-- inputs:start -->\nold\n<!-- inputs:end -->\nmiddle\n<!-- outputs:start -->\n<!-- outputs:end -->\nend\n'
    const once = renderTables(page, action)
    expect(once.startsWith('intro\n<!-- inputs:start -->\n| Input |')).toBe(true)
    expect(once).toContain('<!-- inputs:end -->\nmiddle\n<!-- outputs:start -->\n| Output |')
    expect(once.endsWith('<!-- outputs:end -->\nend\n')).toBe(true)
    expect(once).not.toContain('old')
    expect(renderTables(once, action)).toBe(once)
  })

  it('fails when a marker is missing', () => {
    expect(() => renderTables('no markers', action)).toThrow(
      'docs/inputs.md lacks the markers <!-- inputs:start -->'
    )
  })

  it('creates docs/inputs.md with the tables when there is none, and --check passes afterwards', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'inputs-table-'))
    try {
      await cp(new URL('../scripts', import.meta.url), path.join(dir, 'scripts'), { recursive: true })
      await cp(new URL('../action.yml', import.meta.url), path.join(dir, 'action.yml'))
      const script = path.join(dir, 'scripts', 'inputs-table.mjs')
      const declared = parseActionYaml(await readFile(path.join(dir, 'action.yml'), 'utf8')) as {
        outputs: Record<string, unknown>
      }
      const outputCount = Object.keys(declared.outputs).length
      await expect(run(process.execPath, [script], { cwd: dir })).resolves.toMatchObject({
        stdout: `docs/inputs.md: ${INPUT_NAMES.length} inputs, ${outputCount} outputs\n`
      })
      const page = await readFile(path.join(dir, TABLES_PAGE), 'utf8')
      expect(page).toContain('| `model-path` |')
      expect(page).toContain('| `comment-url` |')
      await expect(run(process.execPath, [script, '--check'], { cwd: dir })).resolves.toBeTruthy()
      await writeFile(path.join(dir, TABLES_PAGE), page.replace('| `model-path` |', '| `model-paths` |'))
      await expect(run(process.execPath, [script, '--check'], { cwd: dir })).rejects.toMatchObject({
        stderr: expect.stringContaining('out of date: run npm run docs')
      })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
