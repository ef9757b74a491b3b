// Escaping for everything that comes from data (keys, labels, file names, error messages) before it
// reaches Markdown, HTML or a Mermaid chart. Data must render as text, never as markup, links or images.

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text for HTML (attribute or element content). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, c => HTML[c])
}

/**
 * Text for Markdown, safe inside a table cell: HTML is entity-encoded, Markdown punctuation is
 * backslash-escaped (so `![x](y)`, `[x](y)`, `*`, `_` and backticks stay literal), `|` cannot split a cell,
 * and line breaks become spaces. `://` is broken with an entity so bare URLs are not autolinked.
 */
export function md(text: string | number): string {
  return String(text)
    .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
    .replace(/[&<>"']/g, c => HTML[c])
    .replace(/[\\`*_{}[\]()#+\-.!|~^$=:@]/g, c => (c === ':' ? '&#58;' : c === '@' ? '&#64;' : `\\${c}`))
}

/** Like `md`, shortened to `max` characters first (so an entity or escape is never cut). */
export function mdShort(text: string, max = 120): string {
  const oneLine = text.replace(/\s+/g, ' ')
  return md(oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine)
}

/** A label inside a Mermaid string (`"..."`): no quotes, brackets, HTML or line breaks survive. */
export function mermaidText(text: string, max = 40): string {
  const clean = text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/["'`<>&#;\\[\]{}|]/g, '')
    .trim()
  const short = clean.length > max ? `${clean.slice(0, max - 1)}…` : clean
  return short === '' ? '?' : short
}

/** A comment key for the hidden marker: letters, digits, `.`, `_`, `-` only (never `--` or `>`). */
export function markerKey(key: string): string {
  return (key.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/-{2,}/g, '-') || 'default').slice(0, 100)
}
