// Reads a step's output the way the Actions runner does (src/Runner.Worker ActionCommandManager and
// src/Runner.Common ActionCommand): lines split at CR, LF or CRLF; `::name props::data` at the start of a
// line once leading whitespace is trimmed; the older `##[name props]data` anywhere in a line; only the
// registered command names; `stop-commands` pausing everything until its token. The runner compares with
// the current culture, which skips zero-width and combining marks, so this reader skips them too.

const REGISTERED = [
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
  'stop-commands'
]

export interface RunnerCommand {
  name: string
  properties: Record<string, string>
  data: string
  /** The output line it was read from. */
  line: string
}

/** Marks a culture-aware comparison ignores, and the runner's TrimStart whitespace (char.IsWhiteSpace). */
// eslint-disable-next-line no-control-regex -- control characters are what the runner skips
const IGNORABLE = /[\p{Cf}\p{Mn}\p{Me}\u0000-\u0008\u000e-\u001b\u007f-\u0084\u0086-\u009f]/gu
// eslint-disable-next-line no-control-regex -- so are the separators .NET counts as whitespace
const LEADING_SPACE = /^[\s\u0085\u001c-\u001f]+/

function unescape(text: string, pairs: Array<[string, string]>): string {
  let out = text
  for (const [token, replacement] of pairs) out = out.split(replacement).join(token)
  return out
}

const DATA: Array<[string, string]> = [
  ['\r', '%0D'],
  ['\n', '%0A'],
  ['%', '%25']
]
const PROPERTY: Array<[string, string]> = [
  ['\r', '%0D'],
  ['\n', '%0A'],
  [':', '%3A'],
  [',', '%2C'],
  ['%', '%25']
]
const LEGACY: Array<[string, string]> = [
  [';', '%3B'],
  ['\r', '%0D'],
  ['\n', '%0A'],
  [']', '%5D'],
  ['%', '%25']
]

function parseV2(line: string, names: Set<string>): RunnerCommand | undefined {
  const text = line.replace(IGNORABLE, '').replace(LEADING_SPACE, '')
  if (!text.startsWith('::')) return undefined
  const end = text.indexOf('::', 2)
  if (end < 0) return undefined
  const info = text.slice(2, end)
  const space = info.indexOf(' ')
  const name = space < 0 ? info : info.slice(0, space)
  if (!names.has(name)) return undefined
  const properties: Record<string, string> = {}
  if (space > 0) {
    for (const pair of info
      .slice(space + 1)
      .trim()
      .split(',')) {
      const eq = pair.indexOf('=')
      if (eq > 0 && eq < pair.length - 1)
        properties[pair.slice(0, eq)] = unescape(pair.slice(eq + 1), PROPERTY)
    }
  }
  return { name, properties, data: unescape(text.slice(end + 2), DATA), line }
}

function parseV1(line: string, names: Set<string>): RunnerCommand | undefined {
  const text = line.replace(IGNORABLE, '')
  const start = text.indexOf('##[')
  if (start < 0) return undefined
  const close = text.indexOf(']', start)
  if (close < 0) return undefined
  const info = text.slice(start + 3, close)
  const space = info.indexOf(' ')
  const name = space < 0 ? info : info.slice(0, space)
  if (!names.has(name)) return undefined
  const properties: Record<string, string> = {}
  if (space > 0) {
    for (const pair of info.slice(space + 1).split(';')) {
      const eq = pair.indexOf('=')
      if (eq > 0 && eq < pair.length - 1) properties[pair.slice(0, eq)] = unescape(pair.slice(eq + 1), LEGACY)
    }
  }
  return { name, properties, data: unescape(text.slice(close + 1), LEGACY), line }
}

/** Every command the runner would carry out for this output, in order (a stop and its resume included). */
export function runnerCommands(output: string): RunnerCommand[] {
  const names = new Set(REGISTERED)
  const found: RunnerCommand[] = []
  let stopToken: string | undefined
  for (const line of output.split(/\r\n|\r|\n/)) {
    if (line === '') continue
    const cmd = parseV2(line, names) ?? parseV1(line, names)
    if (!cmd) continue
    if (stopToken !== undefined) {
      if (cmd.name.toLowerCase() !== stopToken.toLowerCase()) continue
      names.delete(stopToken)
      stopToken = undefined
      found.push(cmd)
      continue
    }
    if (cmd.name === 'stop-commands' && cmd.data !== '') {
      stopToken = cmd.data
      names.add(stopToken)
    }
    found.push(cmd)
  }
  return found
}

/**
 * Hostile text that tries to issue commands, each carrying the marker `INJECTED`: the plain command
 * forms, a stop of all further commands, the runner's own `%0A` encoding, a bare CR, whitespace and
 * zero-width marks before the `::`, and the older `##[` form mid-line.
 */
export const HOSTILE_LINES = [
  '::warning::INJECTED-warning',
  '::error title=x::INJECTED-error',
  '::add-mask::INJECTED-mask',
  '::set-output name=x::INJECTED-output',
  '::stop-commands::INJECTED-stop',
  '::notice::INJECTED-a%0A::error::INJECTED-encoded',
  'first%0A::warning::INJECTED-encoded-plain',
  'first\r::warning::INJECTED-cr',
  '   \t::warning::INJECTED-indented',
  '\u200b::warning::INJECTED-zero-width',
  ':\u200b:warning::INJECTED-split-colons',
  '\u0085::warning::INJECTED-nel',
  '\u001b::warning::INJECTED-escape',
  'text ##[warning]INJECTED-legacy',
  'text ##[set-output name=y;]INJECTED-legacy-output',
  'text #\u00ad#[add-mask]INJECTED-legacy-soft-hyphen'
]

/** A command whose name or value some hostile text put there. */
export function injected(commands: RunnerCommand[]): RunnerCommand[] {
  const forbidden = new Set(['set-env', 'set-output', 'save-state', 'add-mask', 'add-path', 'stop-commands'])
  return commands.filter(
    c =>
      forbidden.has(c.name) ||
      c.data.startsWith('INJECTED') ||
      Object.values(c.properties).some(v => v.startsWith('INJECTED'))
  )
}
