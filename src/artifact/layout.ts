// Layout rules of the two framework containers, checked before anything is uploaded or created:
// TensorFlow Serving wants `[<model-name>/]<version>/saved_model.pb` + `variables/`, the PyTorch
// inference toolkit wants `model.pt` (or one .pt/.pth) unless `code/inference.py` defines `model_fn`.
import { DEFAULT_ENTRY_POINT } from '../contract/container-env.js'
import { LayoutError } from '../errors.js'
import type { Framework } from '../spec.js'
import type { ModelTree } from './tree.js'

interface LayoutOptions {
  /** The declared framework; undefined means detect it. */
  framework?: Framework
  /** `entry-point` as given (undefined = the default `inference.py`). */
  entryPoint?: string
  /** Whether `source-dir` was given (then the entry point must exist). */
  hasSourceDir?: boolean
}

export interface Layout {
  framework: Framework
  /** The entry point's path inside the archive (`code/inference.py`) when the artifact has one. */
  entryPoint?: string
  /** TensorFlow: the version directories found (`1`, `resnet/2`). */
  versions: string[]
}

/** Names of the functions defined at the top level of a Python module (column-0 `def name(`). */
export function topLevelFunctions(source: string): Set<string> {
  const names = new Set<string>()
  for (const m of source.matchAll(/^(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)[ \t]*\(/gm)) names.add(m[1])
  return names
}

const isVersion = (name: string): boolean => /^\d+$/.test(name)
const isWeights = (name: string): boolean => /\.(pt|pth)$/i.test(name)
const list = (items: string[]): string => items.join(', ')

interface Facts {
  files: Set<string>
  dirs: Set<string>
  /** saved_model.pb files outside code/. */
  savedModels: string[]
  /** .pt/.pth files at the root. */
  rootWeights: string[]
  /** .pt/.pth files deeper down (outside code/), for hints. */
  nestedWeights: string[]
}

function gatherFacts(tree: ModelTree): Facts {
  const files = new Set<string>()
  const dirs = new Set<string>()
  for (const e of tree.entries) {
    if (e.type === 'dir') dirs.add(e.path)
    else files.add(e.path)
    // Parents are directories even when an archive lists no entry for them.
    const parts = e.path.split('/')
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'))
  }
  const outsideCode = [...files].filter(f => f !== 'code' && !f.startsWith('code/'))
  return {
    files,
    dirs,
    savedModels: outsideCode.filter(f => f === 'saved_model.pb' || f.endsWith('/saved_model.pb')),
    rootWeights: outsideCode.filter(f => !f.includes('/') && isWeights(f)),
    nestedWeights: outsideCode.filter(f => f.includes('/') && isWeights(f))
  }
}

function checkTensorFlow(tree: ModelTree, facts: Facts, problems: string[]): string[] {
  const versions: string[] = []
  const modelNames = new Set<string>()
  let rootVersions = false
  for (const file of facts.savedModels) {
    const parts = file.split('/')
    const dir = parts.slice(0, -1).join('/')
    if (parts.length === 1) {
      problems.push(
        `${tree.describe(file)}: saved_model.pb is at the top of the model, but TensorFlow Serving loads ` +
          `numbered version directories. Move saved_model.pb and variables/ into a version directory such as 1/.`
      )
      continue
    }
    const version = parts[parts.length - 2]
    if (!isVersion(version)) {
      problems.push(
        `${tree.describe(file)}: the directory holding saved_model.pb (${dir}/) is not a numeric version. ` +
          `Rename it to a number such as ${parts.length > 2 ? `${parts.slice(0, -2).join('/')}/` : ''}1/.`
      )
      continue
    }
    if (parts.length > 3) {
      problems.push(
        `${tree.describe(file)}: too deep; TensorFlow Serving looks for <version>/saved_model.pb or ` +
          `<model-name>/<version>/saved_model.pb. Move ${dir}/ up to the top or under one model-name directory.`
      )
      continue
    }
    if (parts.length === 3) modelNames.add(parts[0])
    else rootVersions = true
    if (!facts.dirs.has(`${dir}/variables`)) {
      problems.push(
        `${tree.describe(dir)}: no variables/ directory next to saved_model.pb. Export the model with ` +
          `tf.saved_model.save (or model.export) so ${dir}/variables/ is written, and copy it along.`
      )
    }
    versions.push(dir)
  }
  if (modelNames.size > 1 || (modelNames.size === 1 && rootVersions)) {
    const where = [...modelNames].map(n => `${n}/`)
    if (rootVersions) where.unshift('version directories at the top')
    problems.push(
      `${tree.label}: SavedModels under more than one place (${list(where)}). Keep the version directories ` +
        `at the top or under a single model-name directory.`
    )
  }
  // A version directory with no SavedModel is a half-copied export.
  const parents = rootVersions ? [''] : [...modelNames].map(n => `${n}/`)
  for (const parent of parents) {
    for (const d of facts.dirs) {
      if (!d.startsWith(parent)) continue
      const rest = d.slice(parent.length)
      if (isVersion(rest) && !facts.files.has(`${d}/saved_model.pb`)) {
        problems.push(
          `${tree.describe(d)}: version directory without saved_model.pb. Copy the whole export into ${d}/ ` +
            `or remove the directory.`
        )
      }
    }
  }
  return versions
}

function checkPyTorch(
  tree: ModelTree,
  facts: Facts,
  defs: Set<string> | undefined,
  problems: string[]
): void {
  if (defs?.has('model_fn')) return // the user's model_fn loads whatever it wants
  if (facts.files.has('model.pt') || facts.rootWeights.length === 1) return
  const hint = facts.nestedWeights.length
    ? ` (found ${list(facts.nestedWeights.slice(0, 3))}: the default loader only looks at the top)`
    : ''
  if (facts.rootWeights.length === 0) {
    problems.push(
      `${tree.describe('model.pt')}: no model.pt or other .pt/.pth file at the top of the model${hint}. ` +
        `Save the TorchScript model there as model.pt (torch.jit.save), or define model_fn in code/inference.py.`
    )
  } else {
    problems.push(
      `${tree.label}: ${facts.rootWeights.length} weight files at the top (${list(facts.rootWeights)}) and no ` +
        `model.pt, so the default loader cannot choose. Rename the one to load to model.pt, or define model_fn ` +
        `in code/inference.py.`
    )
  }
}

function checkHandlers(framework: Framework, file: string, defs: Set<string>, problems: string[]): void {
  if (framework === 'tensorflow') {
    if (defs.has('handler')) return
    const hasIn = defs.has('input_handler')
    const hasOut = defs.has('output_handler')
    if (hasIn && hasOut) return
    if (hasIn || hasOut) {
      problems.push(
        `${file}: defines ${hasIn ? 'input_handler' : 'output_handler'} but not ` +
          `${hasIn ? 'output_handler' : 'input_handler'}. TensorFlow Serving's container needs both, or a single ` +
          `handler(data, context).`
      )
    } else {
      problems.push(
        `${file}: defines neither handler nor input_handler/output_handler at the top level. Define ` +
          `handler(data, context), or both input_handler(data, context) and output_handler(response, context); ` +
          `or remove the file to use the container's default JSON/CSV handling.`
      )
    }
    return
  }
  if (defs.has('transform_fn')) {
    const mixed = ['input_fn', 'predict_fn', 'output_fn'].filter(n => defs.has(n))
    if (mixed.length) {
      problems.push(
        `${file}: defines transform_fn together with ${list(mixed)}; the PyTorch inference toolkit refuses ` +
          `the mix. Keep transform_fn alone, or remove it and use input_fn/predict_fn/output_fn.`
      )
    }
  }
}

/** The entry point found in code/: its path in the model and the functions it defines. */
interface EntryPoint {
  path: string
  defs: Set<string>
}

/** Reads the entry point (`code/<entryName>`); a missing one is a problem only when it was asked for. */
async function findEntryPoint(
  tree: ModelTree,
  facts: Facts,
  opts: LayoutOptions,
  problems: string[]
): Promise<EntryPoint | undefined> {
  const entryName = opts.entryPoint ?? DEFAULT_ENTRY_POINT
  if (entryName.startsWith('/') || entryName.split(/[\\/]/).includes('..') || entryName === '') {
    problems.push(
      `entry-point ${JSON.stringify(entryName)}: must be a file inside code/. Give its name relative to ` +
        `code/ (for example inference.py).`
    )
    return undefined
  }
  const candidate = `code/${entryName}`
  const text = facts.files.has(candidate) ? await tree.readText(candidate) : undefined
  if (text !== undefined) return { path: candidate, defs: topLevelFunctions(text) }
  if (opts.entryPoint !== undefined || opts.hasSourceDir) {
    problems.push(
      `${tree.describe(candidate)}: the entry point ${entryName} does not exist. Add it, or set entry-point ` +
        `to the handler file's name inside ${opts.hasSourceDir ? 'source-dir' : 'code/'}.`
    )
  }
  return undefined
}

/**
 * The framework to serve: the declared one when the files agree, else the one the files show. Pushes a
 * problem (and may return undefined) when they contradict it, hold both or neither.
 */
function settleFramework(
  tree: ModelTree,
  facts: Facts,
  declared: Framework | undefined,
  entry: EntryPoint | undefined,
  problems: string[]
): Framework | undefined {
  const hasTensorFlow = facts.savedModels.length > 0
  const hasModelFn = entry?.defs.has('model_fn') === true
  const hasPyTorch = facts.rootWeights.length > 0 || hasModelFn
  const pyTorchSign = facts.rootWeights.length
    ? list(facts.rootWeights)
    : hasModelFn
      ? `model_fn in ${entry?.path}`
      : ''
  if (declared === 'tensorflow' && !hasTensorFlow) {
    problems.push(
      `${tree.label}: framework is tensorflow but there is no <version>/saved_model.pb` +
        (hasPyTorch ? ` (found ${pyTorchSign}, a PyTorch layout). Set framework: pytorch, or ` : '. ') +
        `export the SavedModel into a version directory such as 1/.`
    )
  } else if (declared === 'pytorch' && hasTensorFlow && !hasPyTorch) {
    problems.push(
      `${tree.label}: framework is pytorch but the model is a TensorFlow SavedModel ` +
        `(${list(facts.savedModels.slice(0, 3))}) with no .pt/.pth file. Set framework: tensorflow, or put ` +
        `the PyTorch model.pt at the top.`
    )
  }
  if (declared !== undefined) return declared
  if (hasTensorFlow && hasPyTorch) {
    problems.push(
      `${tree.label}: holds both a TensorFlow SavedModel (${facts.savedModels[0]}) and a PyTorch model ` +
        `(${pyTorchSign}). Set framework to say which one to serve.`
    )
    return undefined
  }
  if (hasTensorFlow) return 'tensorflow'
  if (hasPyTorch) return 'pytorch'
  problems.push(
    `${tree.label}: neither a TensorFlow layout (<version>/saved_model.pb with variables/) nor a PyTorch ` +
      `one (model.pt at the top, or code/inference.py defining model_fn)` +
      (facts.nestedWeights.length ? ` (found ${list(facts.nestedWeights.slice(0, 3))} below the top)` : '') +
      `. Arrange the files as one of them, and set framework if detection should not guess.`
  )
  return undefined
}

/** TensorFlow Serving runs code/inference.py and nothing else. */
function checkTensorFlowEntryPoint(entryName: string, problems: string[]): void {
  if (entryName === DEFAULT_ENTRY_POINT) return
  if (entryName.split('/').pop() !== DEFAULT_ENTRY_POINT) {
    problems.push(
      `entry-point ${JSON.stringify(entryName)}: the TensorFlow Serving container only runs ` +
        `code/inference.py. Rename ${entryName} to inference.py.`
    )
  } else {
    problems.push(
      `entry-point ${JSON.stringify(entryName)}: the TensorFlow Serving container only runs ` +
        `code/inference.py, not a file in a subfolder. Move it to code/inference.py.`
    )
  }
}

/** Finds the framework and checks every rule; throws one LayoutError listing every problem found. */
export async function checkLayout(tree: ModelTree, opts: LayoutOptions): Promise<Layout> {
  const problems: string[] = []
  const facts = gatherFacts(tree)
  const entry = await findEntryPoint(tree, facts, opts, problems)
  const before = problems.length
  const framework = settleFramework(tree, facts, opts.framework, entry, problems)
  // Only a settled framework gets its detailed checks (a contradiction says enough on its own).
  const settled = problems.length === before
  let versions: string[] = []
  if (framework === 'tensorflow' && settled) {
    checkTensorFlowEntryPoint(opts.entryPoint ?? DEFAULT_ENTRY_POINT, problems)
    versions = checkTensorFlow(tree, facts, problems)
  } else if (framework === 'pytorch' && settled) {
    checkPyTorch(tree, facts, entry?.defs, problems)
  }
  if (framework && settled && entry) checkHandlers(framework, tree.describe(entry.path), entry.defs, problems)

  if (problems.length || !framework) throw new LayoutError(problems)
  return { framework, entryPoint: entry?.path, versions }
}
