/* global document, window, getComputedStyle */
// Runs in a preview page once its charts are done (scripts/browser-check.ts): lists what a reader would
// see broken, one line each: Mermaid blocks left undrawn or failed, Mermaid's error drawing, a chart
// without its SVG, chart text cut off at the chart's edge, the page scrolling sideways, text or a table
// running past the page's edge.
window.inspectPreview = function inspectPreview() {
  const problems = []
  const snippet = el => JSON.stringify((el.textContent ?? '').trim().slice(0, 60))
  const left = document.querySelectorAll('pre[lang="mermaid"]').length
  if (left) problems.push(`${left} Mermaid block(s) left undrawn`)
  for (const el of document.querySelectorAll('.mermaid-failed')) problems.push(`chart failed: ${snippet(el)}`)
  const errors = new Set(
    [...document.querySelectorAll('[aria-roledescription="error"], .error-icon, .error-text')].map(
      el => el.closest('svg') ?? el
    )
  )
  if (errors.size) problems.push(`${errors.size} Mermaid error drawing(s) on the page`)
  const charts = [...document.querySelectorAll('.mermaid-chart:not(.mermaid-failed)')]
  charts.forEach((chart, i) => {
    const svg = chart.querySelector('svg')
    const box = svg?.getBoundingClientRect()
    if (!svg || !box || box.width < 10 || box.height < 10) {
      problems.push(`chart ${i + 1} has no drawing (no SVG, or an empty one)`)
      return
    }
    for (const text of svg.querySelectorAll('text')) {
      const t = text.getBoundingClientRect()
      if (!(text.textContent ?? '').trim() || t.width === 0) continue
      if (
        t.left < box.left - 1 ||
        t.right > box.right + 1 ||
        t.top < box.top - 1 ||
        t.bottom > box.bottom + 1
      )
        problems.push(`chart ${i + 1}: text cut off at the chart's edge: ${snippet(text)}`)
    }
  })
  const page = document.documentElement
  if (page.scrollWidth > page.clientWidth + 1)
    problems.push(
      `the page scrolls sideways: ${page.scrollWidth - page.clientWidth} px wider than the window`
    )
  const body = document.querySelector('.markdown-body')
  if (body) {
    const edge = body.getBoundingClientRect().right
    for (const el of body.querySelectorAll('*')) {
      if (el.closest('svg')) continue
      const style = getComputedStyle(el)
      const scrolls =
        style.overflowX === 'auto' || style.overflowX === 'scroll' || style.overflowX === 'hidden'
      if (scrolls && el.scrollWidth > el.clientWidth + 1)
        problems.push(
          `${el.tagName.toLowerCase()} wider than the page, ${el.scrollWidth - el.clientWidth} px hidden: ${snippet(el)}`
        )
      else if (el.getBoundingClientRect().right > edge + 1 && !el.closest('[style*="overflow"], table, pre'))
        problems.push(`text runs past the page's edge: ${snippet(el)}`)
    }
  }
  return problems
}
