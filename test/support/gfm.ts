// A CommonMark + GFM renderer as a reviewer's browser would show a comment: tables, strikethrough, raw
// HTML passed through and bare URLs linked (markdown-it with `html` and `linkify`), and the visible text
// of what it renders.
import MarkdownIt from 'markdown-it'

export const gfm = new MarkdownIt({ html: true, linkify: true, typographer: false })

export function renderGfm(markdown: string): string {
  return gfm.render(markdown)
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** The text a reader sees in rendered HTML: tags dropped, entities decoded. */
export function visibleText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return String.fromCodePoint(code)
    }
    return ENTITIES[name] ?? whole
  })
}

/** The text cells of every rendered table row, in order. */
export function tableCells(html: string): string[][] {
  return [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(row =>
    [...row[1].matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map(c => visibleText(c[1]))
  )
}
