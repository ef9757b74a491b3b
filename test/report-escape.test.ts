// Untrusted text (labels, keys, errors) rendered by a GFM renderer reads exactly as it was written, and
// makes no markup, link, mention or image.
import { md, mdShort } from '../src/report/escape.js'
import { renderGfm, tableCells, visibleText } from './support/gfm.js'

const HOSTILE = [
  "carpenter's kit",
  "HTTP 500: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte",
  'left | right',
  '`tick` and ``double``',
  '<img src=x onerror=alert(1)>',
  '</details><script>alert(1)</script>',
  '@octocat and @octo-org/team please look',
  'see https://evil.example/x?a=1&b=2',
  'www.evil.example',
  'mail me@evil.example',
  '"quoted" label with a \'single\'',
  '**bold** _it_ ~~gone~~ *em*',
  '[click](javascript:alert(1))',
  '![x](https://evil.example/y.png)',
  '# heading',
  '- item',
  '1. one',
  '+ plus',
  '> quote',
  'C:\\images\\cat.jpg',
  'trailing backslash \\',
  ':smile: and :+1:',
  'fixes #123',
  '$x^2$ and $$y$$',
  '{curly} [square] (paren)',
  '&amp; &#39; &lt;',
  'a -> b => c',
  '=== and ---',
  'crème brûlée 🍮 北京'
]

describe('Markdown escaping renders back to the original text', () => {
  test.each(HOSTILE)('in a table cell: %s', text => {
    const html = renderGfm(`| Object | Class |\n| --- | --- |\n| ${md(text)} | ${md('x')} |\n`)
    expect(tableCells(html)).toEqual([
      ['Object', 'Class'],
      [text, 'x']
    ])
    expect(html).not.toMatch(/<(a|img|script|code|em|strong|s|del|h\d|li|blockquote)\b/)
  })

  test.each(HOSTILE)('in a list item and a paragraph: %s', text => {
    const html = renderGfm(`- ${md(text)}\n\nBaseline: ${md(text)}\n`)
    expect(html).not.toMatch(/<(a|img|script|code|em|strong|s|del|h\d|blockquote)\b/)
    const items = [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(m => visibleText(m[1]))
    expect(items).toEqual([text])
    expect(html).toContain(`<p>Baseline: `)
    expect(visibleText(html.slice(html.indexOf('<p>Baseline')))).toBe(`Baseline: ${text}\n`)
  })

  test('apostrophes stay apostrophes (no &#39; in the source, none shown)', () => {
    expect(md("carpenter's kit")).toBe("carpenter's kit")
    expect(visibleText(renderGfm(md("can't")))).toBe("can't\n")
  })

  test('GitHub text filters see no mention, issue number, emoji code or bare URL', () => {
    // GitHub links these in each rendered text node; the escaped text never has them in one node.
    const html = renderGfm(md('@octocat #12 :smile: https://x.example www.x.example a@b.example'))
    const textNodes = html.split(/<[^>]*>/)
    for (const node of textNodes) {
      expect(node).not.toMatch(/@[a-z0-9]|#[0-9]|:[a-z+]|:\/\/|www\./i)
    }
  })

  test('line breaks become spaces; mdShort cuts before escaping', () => {
    expect(visibleText(renderGfm(md('a\nb\r\nc')))).toBe('a b c\n')
    expect(visibleText(renderGfm(mdShort("it's a very long label", 10)))).toBe("it's a ve…\n")
  })
})
