// A small reader for action.yml's shape: nested mappings of scalars (plain, 'single', "double" quoted,
// and | or > block scalars), with comments. Sequences and multi-line flow scalars are rejected with the
// line number, so a change of shape fails loudly instead of being misread.
import { readFile } from 'node:fs/promises'

const BLANK = /^\s*(#.*)?$/

function fail(n, message) {
  throw new Error(`action.yml line ${n}: ${message}`)
}

function unescapeDouble(body, n) {
  const simple = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', '/': '/', 0: '\0', ' ': ' ' }
  return body.replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, e) => {
    if (e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16))
    if (e in simple) return simple[e]
    return fail(n, `unknown escape \\${e}`)
  })
}

/** The scalar at the start of `text`, and what follows it must be blank or a comment. */
function scalar(text, n) {
  let value
  let rest
  if (text.startsWith("'")) {
    const m = /^'((?:[^']|'')*)'(.*)$/.exec(text)
    if (!m) fail(n, 'unterminated single-quoted string (multi-line strings are not supported)')
    value = m[1].replace(/''/g, "'")
    rest = m[2]
  } else if (text.startsWith('"')) {
    const m = /^"((?:[^"\\]|\\.)*)"(.*)$/.exec(text)
    if (!m) fail(n, 'unterminated double-quoted string (multi-line strings are not supported)')
    value = unescapeDouble(m[1], n)
    rest = m[2]
  } else {
    if (/^[[{&*!%@`]/.test(text)) fail(n, `unsupported YAML syntax: ${text}`)
    const hash = text.search(/\s#/)
    value = (hash === -1 ? text : text.slice(0, hash)).trim()
    rest = ''
  }
  if (!BLANK.test(rest)) fail(n, `unexpected text after the value: ${rest.trim()}`)
  return value
}

/** Parses action.yml text into nested objects of strings. */
export function parseActionYaml(text) {
  const lines = text.split(/\r?\n/)
  let i = 0
  const indentOf = line => /^ */.exec(line)[0].length

  function nextIndent() {
    for (let j = i; j < lines.length; j++) if (!BLANK.test(lines[j])) return indentOf(lines[j])
    return -1
  }

  function block(header, parentIndent) {
    const folded = header[0] === '>'
    const chomp = header[1] ?? ''
    const body = []
    let indent = -1
    while (i < lines.length) {
      const line = lines[i]
      if (line.trim() === '') {
        body.push('')
        i++
        continue
      }
      const ind = indentOf(line)
      if (ind <= parentIndent) break
      if (indent === -1) indent = ind
      if (ind < indent) fail(i + 1, 'block scalar line is less indented than its first line')
      body.push(line.slice(indent))
      i++
    }
    let trailing = 0
    while (body.length > 0 && body[body.length - 1] === '') {
      body.pop()
      trailing++
    }
    let textValue
    if (folded) {
      textValue = ''
      for (let k = 0; k < body.length; k++) {
        const prev = body[k - 1]
        if (k === 0) textValue = body[k]
        else if (body[k] === '') textValue += '\n'
        else if (prev === '' || /^\s/.test(body[k]) || /^\s/.test(prev))
          textValue += (prev === '' ? '' : '\n') + body[k]
        else textValue += ' ' + body[k]
      }
    } else {
      textValue = body.join('\n')
    }
    if (body.length === 0 || chomp === '-') return textValue
    return textValue + (chomp === '+' ? '\n'.repeat(trailing + 1) : '\n')
  }

  function mapping(indent) {
    const obj = {}
    while (i < lines.length) {
      const line = lines[i]
      if (BLANK.test(line)) {
        i++
        continue
      }
      const ind = indentOf(line)
      if (ind < indent) break
      if (ind > indent) fail(i + 1, 'unexpected indentation')
      const n = i + 1
      const body = line.slice(ind)
      if (body.startsWith('- ') || body === '-') fail(n, 'sequences are not supported')
      const m = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^'"#:\s][^:#]*?)\s*:(?:\s+(.*))?$/.exec(body)
      if (!m) fail(n, `expected "key: value", got: ${body}`)
      const key = /^['"]/.test(m[1]) ? scalar(m[1], n) : m[1]
      if (Object.hasOwn(obj, key)) fail(n, `duplicate key ${key}`)
      const rest = (m[2] ?? '').trim()
      i++
      if (rest === '' || rest.startsWith('#')) {
        const next = nextIndent()
        obj[key] = next > indent ? mapping(next) : ''
      } else if (/^[|>][-+]?(\s+#.*)?$/.test(rest)) {
        obj[key] = block(rest.split(/\s/)[0], indent)
      } else {
        obj[key] = scalar(rest, n)
      }
    }
    return obj
  }

  return mapping(0)
}

export async function readActionYaml(file) {
  return parseActionYaml(await readFile(file, 'utf8'))
}
