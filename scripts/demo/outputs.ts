// What every demo writes and prints: its own folder under demo-output/ (the other demos' folders stay),
// the previews of the comment a pull request would get and of the job summary, and the files to open.
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderComment } from '../../src/report/pr-comment.js'
import type { RunSummary } from '../../src/results/summary/run-summary.js'
import { writeAssets, writePreview } from './preview.js'
import { fixtures, root, type StepResult } from './run-action.js'

export const demoRoot = path.join(root, 'demo-output')
export const assetsDir = path.join(demoRoot, 'assets')

/** The shapes images with their labels and classification ground truth, scored on two workers. */
export const shapesInputs = {
  mode: 'local',
  data: path.join(fixtures, 'shapes', 'images'),
  'content-type': 'application/x-image',
  'max-concurrent-transforms': '2',
  'label-map': path.join(fixtures, 'shapes', 'labels.txt'),
  'ground-truth': path.join(fixtures, 'shapes', 'manifest.jsonl'),
  comment: 'never'
}

/** A fresh folder for one demo; the other demos' folders are left as they are. */
export function demoFolder(name: string): string {
  const dir = path.join(demoRoot, name)
  rmSync(dir, { recursive: true, force: true })
  writeAssets(assetsDir)
  return dir
}

export interface Previews {
  comment: { markdown: string; html: string }
  summary: { markdown: string; html: string }
}

/** The comment a pull request would get (from the run's _summary.json) and the step's job summary. */
export function writePreviews(dir: string, title: string, step: StepResult, outputPath: string): Previews {
  const summary = JSON.parse(readFileSync(path.join(outputPath, '_summary.json'), 'utf8')) as RunSummary
  const context = {
    links: { runUrl: 'https://github.com/OWNER/REPO/actions/runs/1' },
    updatedAt: new Date().toISOString()
  }
  return {
    comment: writePreview(
      path.join(dir, 'comment'),
      `${title}: pull-request comment`,
      'comment',
      renderComment(summary, context, 0).text,
      assetsDir
    ),
    summary: writePreview(
      path.join(dir, 'job-summary'),
      `${title}: job summary`,
      'summary',
      readFileSync(step.summaryFile, 'utf8'),
      assetsDir
    )
  }
}

export function printOutputs(step: StepResult): void {
  console.log('\nAction outputs:')
  const lines = Object.entries(step.outputs).map(([k, v]) => `  ${k}: ${v}`)
  console.log(lines.join('\n') || '  (none)')
}

/** The files to open, as paths and as addresses a browser takes. */
export function printFiles(entries: [string, string][]): void {
  const width = Math.max(...entries.map(([label]) => label.length)) + 1
  for (const [label, file] of entries) console.log(`${`${label}:`.padEnd(width)} ${file}`)
  const html = entries.filter(([, f]) => f.endsWith('.html'))
  if (html.length) {
    console.log('\nOpen in a browser (add #dark or #light to the address to switch theme):')
    for (const [, f] of html) console.log(`  ${pathToFileURL(f).href}`)
  }
}
