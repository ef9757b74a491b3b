// `npm run demo`: runs the bundled action (dist/index.js) in local mode on the shipped shapes images and
// classifier, as a workflow step would, then says where everything went. No AWS account needed.
//   --pr         a pull-request evaluation of a deliberately worse model against main's run
//                (scripts/demo-pr.ts); its quality gates fail the step, which is the point
//   --detection  the shipped detector on the same images, scored against the boxes of the ground truth
// Each writes only its own folder, demo-output/plain, pr or detection: the others' outputs stay. Each
// writes the comment a pull request would get and the job summary, as Markdown and as HTML previews
// that look as GitHub shows them (scripts/demo/preview.ts).
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { prDemo } from './demo-pr.js'
import { demoFolder, printFiles, printOutputs, shapesInputs, writePreviews } from './demo/outputs.js'
import { fixtures, runAction } from './demo/run-action.js'

async function oneRun(name: string, title: string, inputs: Record<string, string>): Promise<number> {
  const dir = demoFolder(name)
  const outputPath = path.join(dir, 'predictions')
  const step = await runAction(path.join(dir, 'runner'), { ...inputs, 'output-path': outputPath })
  printOutputs(step)
  const previews = writePreviews(dir, title, step, outputPath)
  console.log('')
  printFiles([
    ['Predictions (.out files)', outputPath],
    ['Job summary (Markdown)', previews.summary.markdown],
    ['Job summary (preview)', previews.summary.html],
    ['Comment (Markdown)', previews.comment.markdown],
    ['Comment (preview)', previews.comment.html]
  ])
  return step.status
}

export function classifierDemo(): Promise<number> {
  return oneRun('plain', 'Classifier', {
    ...shapesInputs,
    'model-path': path.join(fixtures, 'models', 'classifier')
  })
}

export function detectionDemo(): Promise<number> {
  return oneRun('detection', 'Detector', {
    ...shapesInputs,
    'model-path': path.join(fixtures, 'models', 'detector'),
    'output-format': 'detection',
    'ground-truth': path.join(fixtures, 'shapes', 'detections.jsonl')
  })
}

const modes: Record<string, () => Promise<number>> = {
  '': classifierDemo,
  '--pr': prDemo,
  '--detection': detectionDemo
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = process.argv[2] ?? ''
  const demo = modes[arg]
  if (!demo) {
    console.error(`demo: unknown option "${arg}"; use none, --pr or --detection.`)
    process.exit(2)
  }
  process.exitCode = await demo()
}
