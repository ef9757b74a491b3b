// Joins sections under a size limit. Least important sections go first (GitHub drops a step summary over
// 1 MiB whole and rejects comments over 65,536 characters); if the essentials alone are still too long,
// the text is cut at a line boundary with open code fences and <details> closed.
import type { Section } from './sections/section.js'

type Measure = (text: string) => number

export const utf8Bytes: Measure = text => Buffer.byteLength(text, 'utf8')
export const characters: Measure = text => text.length

export interface Fitted {
  text: string
  omitted: string[]
  truncated: boolean
}

function join(prefix: string, sections: Section[], omitted: string[], suffix: string): string {
  const parts = sections.map(s => s.body)
  if (omitted.length) parts.push(`_Omitted to stay under GitHub's size limit: ${omitted.join(', ')}._`)
  return `${prefix}${parts.join('\n\n')}\n${suffix}`
}

export function fitSections(
  sections: Section[],
  limit: number,
  measure: Measure,
  prefix = '',
  suffix = ''
): Fitted {
  const kept = [...sections]
  const omitted: string[] = []
  let text = join(prefix, kept, omitted, suffix)
  while (measure(text) > limit) {
    let drop = -1
    for (let i = kept.length - 1; i >= 0; i--) {
      if (kept[i].priority > 0 && (drop < 0 || kept[i].priority > kept[drop].priority)) drop = i
    }
    if (drop < 0) break
    omitted.unshift(kept[drop].title)
    kept.splice(drop, 1)
    text = join(prefix, kept, omitted, suffix)
  }
  if (measure(text) <= limit) return { text, omitted, truncated: false }
  return { text: truncate(text, limit, measure, suffix), omitted, truncated: true }
}

const CUT_NOTE = "\n\n_… cut to stay under GitHub's size limit._\n"

function closers(text: string): string {
  let out = ''
  const fences = (text.match(/^```/gm) ?? []).length
  if (fences % 2 === 1) out += '\n```'
  const open = (text.match(/<details>/g) ?? []).length - (text.match(/<\/details>/g) ?? []).length
  for (let i = 0; i < open; i++) out += '\n\n</details>'
  return out
}

function truncate(text: string, limit: number, measure: Measure, suffix: string): string {
  let cut = text.slice(0, Math.max(0, limit - measure(CUT_NOTE) - measure(suffix) - 64))
  for (let tries = 0; tries < 100 && cut.length > 0; tries++) {
    const nl = cut.lastIndexOf('\n')
    cut = nl > 0 ? cut.slice(0, nl) : ''
    const candidate = cut + closers(cut) + CUT_NOTE + suffix
    const size = measure(candidate)
    if (size <= limit) return candidate
    // Multi-byte text: shrink in proportion rather than line by line.
    cut = cut.slice(0, Math.floor((cut.length * limit) / size))
  }
  return (CUT_NOTE + suffix).slice(0, limit)
}
