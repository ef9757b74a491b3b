// How values that may be secrets appear in messages: `env`, `model-env` and `tags` values and the
// arguments of `local-serve-command` are never shown, only their length; a name is shown when it reads
// as a plain name, since a mistyped entry (`API_KEY: abc==`) can carry a secret in its "key".
import { plural } from './format.js'

const PLAIN_NAME = /^[A-Za-z0-9_.-]{1,64}$/
const LEADING_NAME = /^([A-Za-z_][A-Za-z0-9_.-]{0,63})(?=\s*[:\s])/

/** `<40 characters>` */
export function hiddenValue(value: string): string {
  return `<${plural(value.length, 'character')}>`
}

/** A key as written: itself when it is a plain name, else its leading name (if any) and its length. */
export function shownKey(key: string): string {
  if (PLAIN_NAME.test(key)) return key
  const name = LEADING_NAME.exec(key)?.[1]
  return name ? `${name}… ${hiddenValue(key)}` : hiddenValue(key)
}

/** A list of KEY=VALUE entries (`env`, `model-env`, `tags`) as its keys only. */
export function shownKeys(entries: string): string {
  return entries
    .split(/[\n,]/)
    .map(e => shownKey(e.split('=')[0].trim()))
    .join(',')
}

/** An entry that is not KEY=VALUE (`API_KEY: abc`): the name before the separator, never what follows. */
export function shownEntry(text: string): string {
  const name = LEADING_NAME.exec(text)?.[1]
  return name ? `${name}… ${hiddenValue(text)}` : hiddenValue(text)
}

/** A command line: the program and how many words follow (`python … +3 arguments`). */
export function shownCommand(command: string): string {
  const words = command.trim().split(/\s+/)
  const program =
    PLAIN_NAME.test(words[0]) || /^[\w./-]{1,200}$/.test(words[0]) ? words[0] : hiddenValue(words[0])
  const rest = words.length - 1
  return rest > 0 ? `${program} … +${plural(rest, 'argument')}` : program
}
