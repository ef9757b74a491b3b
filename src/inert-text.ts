// How untrusted text is printed to the workflow log: as text that can never start a workflow command.

// What the runner may skip or ignore around a command's markers: whitespace (it trims lines), control
// characters, and the zero-width and combining marks a culture-aware comparison ignores. A superset:
// escaping a harmless line costs one character, missing one would hand the log to whoever wrote it.
const IGNORED = '[\\s\\p{Cc}\\p{Cf}\\p{M}\\p{Z}]*'
/** `::name::` after anything the runner trims: the command form it reads at the start of a line. */
const COMMAND_START = new RegExp(`^${IGNORED}:${IGNORED}:`, 'u')
/** `##[name]`: the older form, which the runner finds anywhere in a line. */
const LEGACY_COMMAND = /#[\p{Cc}\p{Cf}\p{M}]*#[\p{Cc}\p{Cf}\p{M}]*\[/gu
/** Controls that could redraw or hide parts of the log (tab and line breaks are kept). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g
/** Control characters as `\xNN`, and `##[` as `##\[`. */
const shownControls = (text: string) =>
  text
    .replace(CONTROL, c => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
    .replace(LEGACY_COMMAND, m => `${m.slice(0, -1)}\\[`)

/**
 * Text that can never start a workflow command, whatever it holds: each line (the runner splits at
 * CR, LF and CRLF) that would start one gets a leading `\`, `##[` becomes `##\[`, and control
 * characters are shown as `\xNN`. Every log line goes through it (see src/actions-io.ts), so FailureReason,
 * model answers, object keys, labels and CloudWatch lines print as text.
 */
export function inertText(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(line => {
      const shown = shownControls(line)
      return COMMAND_START.test(shown) ? `\\${shown}` : shown
    })
    .join('\n')
}

/**
 * An untrusted name quoted inside a message (`eval/images/x.jpg`): control characters as `\xNN`, `##[`
 * as `##\[`, a backtick as `'` (so the quote cannot end early), line breaks as spaces, at most `max`
 * characters.
 */
export function quotedName(text: string, max = 100): string {
  const shown = shownControls(text)
  const short = shown.length > max ? `${shown.slice(0, max - 1)}…` : shown
  return `\`${short.replace(/[`\r\n\t]/g, c => (c === '`' ? "'" : ' '))}\``
}
