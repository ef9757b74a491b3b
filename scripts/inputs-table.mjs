// Writes the input and output tables of action.yml into docs/inputs.md (the README links it), between
// <!-- inputs:start --> / <!-- inputs:end --> and <!-- outputs:start --> / <!-- outputs:end -->.
// Inputs are grouped by the `# == Title ==` comments of action.yml (comment lines right below a title are
// the group's note); a title may come back further down to add inputs to its group.
//
//   node scripts/inputs-table.mjs          update docs/inputs.md (created with just the markers if missing)
//   node scripts/inputs-table.mjs --check  exit 1 when docs/inputs.md is not up to date
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseActionYaml } from './action-yml.mjs'

/** Text safe inside a Markdown table cell: no cell breaks, no HTML, one line. */
export function cell(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim()
}

/** A default shown as code; backticks inside are fenced with a longer run. */
function code(text) {
  if (text === '') return ''
  const longest = Math.max(0, ...(String(text).match(/`+/g) ?? []).map(r => r.length))
  const fence = '`'.repeat(longest + 1)
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ')}${pad}${fence}`
}

/** The page that holds the tables, relative to the repository root. */
export const TABLES_PAGE = 'docs/inputs.md'

const GROUP = /^ {2}# == (.+?) ==\s*$/
const NOTE = /^ {2}#\s?(.*)$/
const INPUT = /^ {2}([a-z0-9][a-z0-9-]*):/

/** The `# == Title ==` groups of action.yml's inputs, in order of first appearance, with their notes. */
export function inputGroups(text) {
  const groups = []
  let current
  let inInputs = false
  let inNote = false
  for (const line of text.split(/\r?\n/)) {
    if (/^\S/.test(line)) inInputs = line.startsWith('inputs:')
    if (!inInputs) continue
    const title = GROUP.exec(line)?.[1]
    if (title) {
      current = groups.find(g => g.title === title)
      if (!current) groups.push((current = { title, note: '', names: [] }))
      inNote = true
      continue
    }
    const note = NOTE.exec(line)
    if (note && inNote && current) {
      current.note = `${current.note} ${note[1]}`.trim()
      continue
    }
    inNote = false
    const name = INPUT.exec(line)?.[1]
    if (name) {
      if (!current) throw new Error(`action.yml: input ${name} comes before any "# == Group ==" comment`)
      current.names.push(name)
    }
  }
  return groups
}

function inputRows(action, names) {
  return names.map(name => {
    const spec = action.inputs[name]
    const required = spec.required === 'true' ? '**yes**' : ''
    return `| \`${name}\` | ${required} | ${cell(spec.description ?? '')} | ${code(spec.default ?? '')} |`
  })
}

const INPUT_HEADER = ['| Input | Required | Description | Default |', '| --- | --- | --- | --- |']

/** One table per group (a heading and its note above each), or one table when there are no groups. */
export function inputsTable(action, groups = []) {
  const names = Object.keys(action.inputs ?? {})
  if (groups.length === 0) return [...INPUT_HEADER, ...inputRows(action, names)].join('\n')
  const grouped = groups.flatMap(g => g.names)
  const missing = names.filter(n => !grouped.includes(n))
  const unknown = grouped.filter(n => !names.includes(n))
  if (missing.length || unknown.length) {
    throw new Error(
      `action.yml groups do not match its inputs (ungrouped: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'})`
    )
  }
  return groups
    .map(g =>
      [
        `### ${g.title}`,
        '',
        ...(g.note ? [cell(g.note), ''] : []),
        ...INPUT_HEADER,
        ...inputRows(action, g.names)
      ].join('\n')
    )
    .join('\n\n')
}

export function outputsTable(action) {
  const rows = Object.entries(action.outputs ?? {}).map(
    ([name, spec]) => `| \`${name}\` | ${cell(spec.description ?? '')} |`
  )
  return ['| Output | Description |', '| --- | --- |', ...rows].join('\n')
}

/** Replaces what lies between the `name` markers; throws when they are missing or out of order. */
export function replaceBetween(text, name, content) {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const a = text.indexOf(start)
  const b = text.indexOf(end)
  if (a === -1 || b === -1 || b < a) throw new Error(`${TABLES_PAGE} lacks the markers ${start} ... ${end}`)
  return `${text.slice(0, a + start.length)}\n${content}\n${text.slice(b)}`
}

export function renderTables(page, action, groups = []) {
  return replaceBetween(
    replaceBetween(page, 'inputs', inputsTable(action, groups)),
    'outputs',
    outputsTable(action)
  )
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const pagePath = path.join(root, TABLES_PAGE)
  const actionText = await readFile(path.join(root, 'action.yml'), 'utf8')
  const action = parseActionYaml(actionText)
  const groups = inputGroups(actionText)
  let page
  try {
    page = await readFile(pagePath, 'utf8')
  } catch (err) {
    if (err.code !== 'ENOENT') throw err
    page = '<!-- inputs:start -->\n<!-- inputs:end -->\n\n<!-- outputs:start -->\n<!-- outputs:end -->\n'
  }
  const updated = renderTables(page, action, groups)
  if (process.argv.includes('--check')) {
    if (updated !== page) {
      console.error(`${TABLES_PAGE} input/output tables are out of date: run npm run docs`)
      process.exit(1)
    }
    return
  }
  if (updated !== page) {
    await mkdir(path.dirname(pagePath), { recursive: true })
    await writeFile(pagePath, updated)
  }
  console.log(
    `${TABLES_PAGE}: ${Object.keys(action.inputs ?? {}).length} inputs, ${Object.keys(action.outputs ?? {}).length} outputs`
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch(err => {
    console.error(err.message)
    process.exit(1)
  })
}
