// HTML previews of a comment or job summary as GitHub shows them: the Markdown rendered by cmark-gfm,
// GitHub's own parser, with GitHub's extensions and `<pre lang>` code blocks; github-markdown-css for
// the look; the Mermaid charts drawn in the browser by Mermaid from node_modules, in GitHub's light or
// dark theme (the system's, or `#light` / `#dark` after the file name). Everything a preview loads
// sits in an assets folder beside it: it opens from file:// with no network.
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import MarkdownIt from 'markdown-it'
import { root } from './run-action.js'

export type PreviewKind = 'comment' | 'summary'

const CMARK = 'cmark-gfm'
const CMARK_ARGS = [
  '--unsafe', // GitHub keeps <details>, <summary>, <sub> ...; the report escapes untrusted text itself
  '--github-pre-lang',
  ...['table', 'strikethrough', 'autolink', 'tagfilter', 'tasklist'].flatMap(e => ['-e', e])
]

let parser: 'cmark-gfm' | 'markdown-it' | undefined

/** Which parser renders the previews: cmark-gfm when installed, else markdown-it (said once). */
export function previewParser(): 'cmark-gfm' | 'markdown-it' {
  if (parser) return parser
  try {
    execFileSync(CMARK, ['--version'], { stdio: 'ignore' })
    parser = 'cmark-gfm'
  } catch {
    parser = 'markdown-it'
    console.log(
      "cmark-gfm (GitHub's Markdown parser) is not installed: previews are rendered with markdown-it. " +
        'Install it with `apt-get install cmark-gfm` (Debian, Ubuntu) or `brew install cmark-gfm`.'
    )
  }
  return parser
}

/** Markdown to HTML as GitHub parses it; Mermaid blocks come out as `<pre lang="mermaid">`. */
export function renderMarkdown(markdown: string): string {
  if (previewParser() === 'cmark-gfm') {
    return execFileSync(CMARK, CMARK_ARGS, { input: markdown, encoding: 'utf8', maxBuffer: 64 << 20 })
  }
  const html = new MarkdownIt({ html: true, linkify: true }).render(markdown)
  return html.replace(/<pre><code class="language-mermaid">/g, '<pre lang="mermaid"><code>')
}

const ASSETS = {
  'mermaid.min.js': path.join(root, 'node_modules', 'mermaid', 'dist', 'mermaid.min.js'),
  'github-markdown-light.css': path.join(
    root,
    'node_modules',
    'github-markdown-css',
    'github-markdown-light.css'
  ),
  'github-markdown-dark.css': path.join(
    root,
    'node_modules',
    'github-markdown-css',
    'github-markdown-dark.css'
  ),
  'page.css': path.join(import.meta.dirname, 'page.css'),
  'page.js': path.join(import.meta.dirname, 'page.js')
}

/** Copies what the previews load into `dir` (once per folder of previews). */
export function writeAssets(dir: string): void {
  mkdirSync(dir, { recursive: true })
  for (const [name, from] of Object.entries(ASSETS)) copyFileSync(from, path.join(dir, name))
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The page around the rendered Markdown: a comment box, or the job summary's panel. */
export function previewPage(title: string, kind: PreviewKind, body: string, assets: string): string {
  const a = (name: string) => `${assets}/${name}`
  const header =
    kind === 'comment'
      ? '<div class="frame-header"><strong>github-actions</strong> <span class="bot">bot</span> commented</div>'
      : '<div class="frame-header"><strong>Job summary</strong></div>'
  return `<!doctype html>
<html lang="en" data-kind="${kind}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" id="theme-light" href="${a('github-markdown-light.css')}">
<link rel="stylesheet" id="theme-dark" href="${a('github-markdown-dark.css')}">
<link rel="stylesheet" href="${a('page.css')}">
<script src="${a('mermaid.min.js')}"></script>
</head>
<body>
<nav class="themes">${escapeHtml(title)} · <a href="#light">light</a> · <a href="#dark">dark</a> · <a href="#">system</a></nav>
<div class="frame frame-${kind}">
${header}
<article class="markdown-body">
${body}</article>
</div>
<script src="${a('page.js')}"></script>
</body>
</html>
`
}

/** Writes `markdown` as `<file>.md` and its preview as `<file>.html`; assets are in `assets`. */
export function writePreview(
  file: string,
  title: string,
  kind: PreviewKind,
  markdown: string,
  assets: string
) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(`${file}.md`, markdown)
  const rel = path.relative(path.dirname(file), assets).split(path.sep).join('/') || '.'
  writeFileSync(`${file}.html`, previewPage(title, kind, renderMarkdown(markdown), rel))
  return { markdown: `${file}.md`, html: `${file}.html` }
}
