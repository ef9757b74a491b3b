// The model layout check on its own, for when the inputs already failed: its problems are reported
// with theirs in one error (prepareModel makes the same check on the way to packing).
import { stat } from 'node:fs/promises'
import { LayoutError } from '../errors.js'
import type { Framework } from '../spec.js'
import { checkLayout } from './layout.js'
import { readDirectoryTree } from './tree.js'

export interface LocalModel {
  path: string
  sourceDir?: string
  framework?: Framework
  entryPoint?: string
}

/** The layout problems of a local model directory; [] when it has none or is not a directory. */
export async function modelLayoutProblems(m: LocalModel): Promise<string[]> {
  const st = await stat(m.path).catch(() => undefined)
  if (!st) return [`${m.path}: model-path does not exist. Point it at the model directory or model.tar.gz.`]
  if (!st.isDirectory()) return []
  try {
    const tree = await readDirectoryTree(m.path, m.sourceDir)
    await checkLayout(tree, {
      framework: m.framework,
      entryPoint: m.entryPoint,
      hasSourceDir: Boolean(m.sourceDir)
    })
    return []
  } catch (err) {
    if (err instanceof LayoutError) return err.problems
    throw err
  }
}
