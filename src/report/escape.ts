// Escaping for everything that comes from data (keys, labels, file names, error messages) before it
// reaches Markdown, HTML or a Mermaid chart. Data must render as text, never as markup, links or images.

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text for HTML (attribute or element content). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, c => HTML[c])
}

/**
 * Text for Markdown that renders back to exactly the same visible text, also inside a table cell:
 * `&`, `<`, `>` become entities (no HTML, no entity), other ASCII punctuation is backslash-escaped (no
 * emphasis, links, images, code, strikethrough, math, headings or cell breaks), and line breaks become
 * spaces. GitHub links mentions, issue numbers, emoji codes and bare URLs in the rendered text, so `@`,
 * `#` and `:` go in a `<span>` of their own and `www` in another: the text is the same, no link is made.
 */
export function md(text: string | number): string {
  return String(text)
    .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
    .replace(/www|[@#:]|[&<>]|[\\`*_{}[\]()+\-.!|~^$=]/gi, c =>
      c.length > 1 || c === '@' || c === '#' || c === ':'
        ? `<span>${c}</span>`
        : c === '&' || c === '<' || c === '>'
          ? HTML[c]
          : `\\${c}`
    )
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
