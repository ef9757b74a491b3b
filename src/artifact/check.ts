// The model's files checked on the runner, before any network call: the folder or archive is read
// once here, its layout checked, and what was read is handed to the artifact stage so it is not read
// again. Every problem is returned, none thrown, so they join the input problems in one error.
import { stat } from 'node:fs/promises'
import { LayoutError } from '../errors.js'
import type { Framework } from '../spec.js'
import { DEFAULT_ENTRY_POINT } from '../contract/container-env.js'
import type { ArchiveInfo } from './archive.js'
import { checkLayout, type Layout } from './layout.js'
import { readDirectoryTree, type ModelTree } from './tree.js'

/** A model on the runner: `model-path` with the inputs that shape its layout. */
interface LocalModel {
  path: string
  sourceDir?: string
  framework?: Framework
  entryPoint?: string
}

/** A model whose files were read and whose layout holds. */
export type CheckedModel =
  | { kind: 'directory'; path: string; tree: ModelTree; layout: Layout; checkedMs: number }
  | { kind: 'archive'; path: string; info: ArchiveInfo; layout: Layout; checkedMs: number }

interface ModelCheck {
  checked?: CheckedModel
  problems: string[]
}

const ARCHIVE = /\.(tar\.gz|tgz)$/i

/** Reads and checks a local model; `problems` is empty exactly when `checked` is set. */
export async function checkModelFiles(m: LocalModel, now: () => number = Date.now): Promise<ModelCheck> {
  const t0 = now()
  const st = await stat(m.path).catch(() => undefined)
  if (!st)
    return failed(`${m.path}: model-path does not exist. Point it at the model directory or model.tar.gz.`)
  try {
    if (st.isDirectory()) {
      const tree = await readDirectoryTree(m.path, m.sourceDir)
      const layout = await checkLayout(tree, {
        framework: m.framework,
        entryPoint: m.entryPoint,
        hasSourceDir: Boolean(m.sourceDir)
      })
      return {
        checked: { kind: 'directory', path: m.path, tree, layout, checkedMs: now() - t0 },
        problems: []
      }
    }
    if (st.isFile() && ARCHIVE.test(m.path)) return await checkArchive(m, t0, now)
  } catch (err) {
    if (err instanceof LayoutError) return { problems: err.problems }
    throw err
  }
  return failed(
    `${m.path}: model-path is neither a directory nor a .tar.gz file. Give the model directory or its model.tar.gz.`
  )
}

async function checkArchive(m: LocalModel, t0: number, now: () => number): Promise<ModelCheck> {
  if (m.sourceDir) {
    return failed(
      `${m.path}: source-dir cannot be added to an existing archive (it is uploaded as is). Put the code into ` +
        `the archive as code/, or give the unpacked model directory as model-path.`
    )
  }
  // tar loads only for an archive: a model directory, the common case, never needs it.
  const { inspectArchive } = await import('./archive.js')
  const info = await inspectArchive(m.path, [`code/${m.entryPoint ?? DEFAULT_ENTRY_POINT}`])
  const layout = await checkLayout(info.tree, { framework: m.framework, entryPoint: m.entryPoint })
  return { checked: { kind: 'archive', path: m.path, info, layout, checkedMs: now() - t0 }, problems: [] }
}

function failed(problem: string): ModelCheck {
  return { problems: [problem] }
}

/** The checked model, or the LayoutError of its problems (for a caller that did not check it first). */
export async function checkedModelOrThrow(m: LocalModel, now?: () => number): Promise<CheckedModel> {
  const { checked, problems } = await checkModelFiles(m, now)
  if (!checked) throw new LayoutError(problems)
  return checked
}
