/* global document, window, mermaid */
// Runs in the preview page: picks GitHub's light or dark theme (the address's #light / #dark, else the
// system's), then has Mermaid draw each `<pre lang="mermaid">` block in that theme, as GitHub does.
// When every chart is drawn (or has failed, with Mermaid's message shown in its place) the page sets
// <html data-charts="done">, which the browser check waits for.
const hash = window.location.hash.slice(1)
const dark =
  hash === 'dark' || (hash !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches)
const mode = dark ? 'dark' : 'light'
document.documentElement.dataset.colorMode = mode
document.getElementById('theme-light').disabled = dark
document.getElementById('theme-dark').disabled = !dark
window.addEventListener('hashchange', () => window.location.reload())

async function drawCharts() {
  mermaid.initialize({ startOnLoad: false, theme: dark ? 'dark' : 'default', securityLevel: 'strict' })
  const blocks = [...document.querySelectorAll('pre[lang="mermaid"]')]
  for (const [i, block] of blocks.entries()) {
    const chart = document.createElement('div')
    chart.className = 'mermaid-chart'
    try {
      const { svg } = await mermaid.render(`chart-${i}`, block.textContent)
      chart.innerHTML = svg
    } catch (err) {
      chart.classList.add('mermaid-failed')
      chart.textContent = `Mermaid could not draw this chart: ${err && err.message ? err.message : err}`
      // Mermaid leaves its error drawing at the end of the page: show it where the chart would be.
      const drawing = document.getElementById(`dchart-${i}`)
      if (drawing) chart.append(drawing)
    }
    block.replaceWith(chart)
  }
}

drawCharts().finally(() => {
  document.documentElement.dataset.charts = 'done'
})
