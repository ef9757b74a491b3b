// Writes the input and output tables of action.yml into README.md, between
// <!-- inputs:start --> / <!-- inputs:end --> and <!-- outputs:start --> / <!-- outputs:end -->.
//
//   node scripts/inputs-table.mjs          update README.md (created with just the markers if missing)
//   node scripts/inputs-table.mjs --check  exit 1 when README.md is not up to date
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readActionYaml } from './action-yml.mjs'

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

export function inputsTable(action) {
  const rows = Object.entries(action.inputs ?? {}).map(
    ([name, spec]) => `| \`${name}\` | ${cell(spec.description ?? '')} | ${code(spec.default ?? '')} |`
  )
  return ['| Input | Description | Default |', '| --- | --- | --- |', ...rows].join('\n')
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
  if (a === -1 || b === -1 || b < a) throw new Error(`README.md lacks the markers ${start} ... ${end}`)
  return `${text.slice(0, a + start.length)}\n${content}\n${text.slice(b)}`
}

export function renderReadme(readme, action) {
  return replaceBetween(
    replaceBetween(readme, 'inputs', inputsTable(action)),
    'outputs',
    outputsTable(action)
  )
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const readmePath = path.join(root, 'README.md')
  const action = await readActionYaml(path.join(root, 'action.yml'))
  let readme
  try {
    readme = await readFile(readmePath, 'utf8')
  } catch (err) {
    if (err.code !== 'ENOENT') throw err
    readme = '<!-- inputs:start -->\n<!-- inputs:end -->\n\n<!-- outputs:start -->\n<!-- outputs:end -->\n'
  }
  const updated = renderReadme(readme, action)
  if (process.argv.includes('--check')) {
    if (updated !== readme) {
      console.error('README.md input/output tables are out of date: run npm run docs')
      process.exit(1)
    }
    return
  }
  if (updated !== readme) await writeFile(readmePath, updated)
  console.log(
    `README.md: ${Object.keys(action.inputs ?? {}).length} inputs, ${Object.keys(action.outputs ?? {}).length} outputs`
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch(err => {
    console.error(err.message)
    process.exit(1)
  })
}
