// `npm run demo -- --pr`: a pull-request evaluation on this machine, no AWS and no GitHub needed. The
// shipped classifier scores the shapes images as main's run would (its outputs and _summary.json are
// the baseline); then a deliberately worse copy of it (test/fixtures/models/classifier-worse: the
// "square" logit lowered) is scored in local mode against that baseline with quality gates, which fail
// the step: that failure is the outcome to expect, and is said so.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { readFileSync } from 'node:fs'
import { demoFolder, printFiles, shapesInputs, writePreviews } from './demo/outputs.js'
import { fixtures, root, runAction } from './demo/run-action.js'

function headSha(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return '0000000000000000000000000000000000000000'
  }
}

export async function prDemo(): Promise<number> {
  const dir = demoFolder('pr')
  const baseline = path.join(dir, 'main-run')
  const pr = path.join(dir, 'pr-run')

  console.log("== main: the shipped classifier, whose outputs are the pull request's baseline")
  const main = await runAction(path.join(dir, 'runner', 'main'), {
    ...shapesInputs,
    'model-path': path.join(fixtures, 'models', 'classifier'),
    'output-path': baseline
  })
  if (main.status !== 0) {
    console.error('\nThe baseline run failed: see its log above.')
    return 1
  }

  console.log('\n== pull request: a worse classifier, gated on accuracy and on agreement with main')
  const step = await runAction(
    path.join(dir, 'runner', 'pull-request'),
    {
      ...shapesInputs,
      'model-path': path.join(fixtures, 'models', 'classifier-worse'),
      'output-path': pr,
      baseline,
      'min-accuracy': '0.9',
      'min-agreement': '0.9',
      'max-failed-objects': '0'
    },
    { env: { GITHUB_SHA: headSha() }, expectFailure: true }
  )
  const previews = writePreviews(dir, 'Pull request', step, pr)

  if (step.status === 0) {
    console.error('\nThe gates passed the worse model: they should have caught it.')
    return 1
  }
  console.log(
    "\nAs expected, the quality gates failed the pull request's step (a workflow would show it red):"
  )
  for (const e of step.errors) console.log(e.replace(/^/gm, '  '))
  const verdict = readFileSync(previews.comment.markdown, 'utf8').split('\n')[0].replace(/^#+ /, '')
  console.log(`\nVerdict: ${verdict}\n`)
  printFiles([
    ['Comment (Markdown)', previews.comment.markdown],
    ['Comment (preview)', previews.comment.html],
    ['Job summary (Markdown)', previews.summary.markdown],
    ['Job summary (preview)', previews.summary.html]
  ])
  // The demo did what it shows: the expected failure is its success.
  return 0
}
