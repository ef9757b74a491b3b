// `npm run demo -- --pr`: a pull-request evaluation on this machine, no AWS and no GitHub needed. The
// shipped classifier scores the shapes images as main's run would (its outputs and _summary.json are
// the baseline); then a deliberately worse copy of it (test/fixtures/models/classifier-worse: the
// "square" logit lowered) is scored in local mode against that baseline with quality gates. The
// comment a pull request would get, and the job summary, are written as Markdown and as HTML previews
// rendered with the same GFM renderer the tests use.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import MarkdownIt from 'markdown-it'
import { renderComment, renderJobSummary } from '../src/report/render.js'
import type { RunSummary } from '../src/results/run-summary.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const work = path.join(root, 'demo-output', 'pr')
const fixtures = path.join(root, 'test/fixtures')
rmSync(work, { recursive: true, force: true })
mkdirSync(path.join(work, 'runner'), { recursive: true })

function headSha(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return '0000000000000000000000000000000000000000'
  }
}

/** Runs the action from source as a workflow step would, with `inputs` as INPUT_* variables. */
function runAction(
  name: string,
  inputs: Record<string, string>,
  extraEnv: Record<string, string> = {}
): number {
  const runner = path.join(work, 'runner', name)
  mkdirSync(runner, { recursive: true })
  const files = {
    GITHUB_STEP_SUMMARY: path.join(runner, 'job-summary.md'),
    GITHUB_OUTPUT: path.join(runner, 'outputs.txt'),
    GITHUB_STATE: path.join(runner, 'state.txt')
  }
  for (const f of Object.values(files)) writeFileSync(f, '')
  const env: NodeJS.ProcessEnv = { ...process.env, ...files, ...extraEnv, RUNNER_TEMP: runner }
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v
  console.log(`\n== ${name}`)
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
  const r = spawnSync(tsx, [path.join(root, 'src/index.ts')], { env, stdio: 'inherit', cwd: root })
  return r.status ?? 1
}

const common = {
  mode: 'local',
  data: path.join(fixtures, 'shapes/images'),
  'content-type': 'application/x-image',
  'max-concurrent-transforms': '2',
  'label-map': path.join(fixtures, 'shapes/labels.txt'),
  'ground-truth': path.join(fixtures, 'shapes/manifest.jsonl'),
  comment: 'never'
}
const baseline = path.join(work, 'main-run')
const pr = path.join(work, 'pr-run')

runAction('main', {
  ...common,
  'model-path': path.join(fixtures, 'models/classifier'),
  'output-path': baseline
})
const status = runAction(
  'pull-request',
  {
    ...common,
    'model-path': path.join(fixtures, 'models/classifier-worse'),
    'output-path': pr,
    baseline,
    'min-accuracy': '0.9',
    'min-agreement': '0.9',
    'max-failed-objects': '0'
  },
  { GITHUB_SHA: headSha() }
)

const summary = JSON.parse(readFileSync(path.join(pr, '_summary.json'), 'utf8')) as RunSummary
const context = {
  links: { runUrl: 'https://github.com/OWNER/REPO/actions/runs/1' },
  updatedAt: new Date().toISOString()
}
const comment = renderComment(summary, context, 0).text
const jobSummary = renderJobSummary(summary, { links: {}, updatedAt: context.updatedAt }).text

const gfm = new MarkdownIt({ html: true, linkify: true })
const STYLE = `body{font:14px/1.5 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#1f2328}
.comment{border:1px solid #d1d9e0;border-radius:6px;padding:8px 16px}
table{border-collapse:collapse;margin:8px 0}th,td{border:1px solid #d1d9e0;padding:4px 10px}th{background:#f6f8fa}
code{background:#eff1f3;border-radius:4px;padding:1px 4px}pre{background:#f6f8fa;padding:8px;overflow:auto}h3{margin-top:8px}`
const page = (title: string, markdown: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${STYLE}</style></head>\n` +
  `<body><div class="comment">\n${gfm.render(markdown)}</div></body></html>\n`

const files = {
  comment: path.join(work, 'comment.md'),
  commentHtml: path.join(work, 'comment.html'),
  summary: path.join(work, 'job-summary.md'),
  summaryHtml: path.join(work, 'job-summary.html')
}
writeFileSync(files.comment, comment)
writeFileSync(files.commentHtml, page('Pull-request comment (preview)', comment))
writeFileSync(files.summary, jobSummary)
writeFileSync(files.summaryHtml, page('Job summary (preview)', jobSummary))

console.log(
  `\nThe pull request's step ${status === 0 ? 'passed' : 'failed (as it should: the gates caught the regression)'}.`
)
console.log(`Verdict: ${comment.split('\n')[0].replace(/^#+ /, '')}`)
console.log(`Comment (Markdown):      ${files.comment}`)
console.log(`Comment preview (HTML):  ${files.commentHtml}`)
console.log(`Job summary (Markdown):  ${files.summary}`)
console.log(`Job summary (HTML):      ${files.summaryHtml}`)
