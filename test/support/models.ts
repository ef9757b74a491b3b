// Small model directories written into temp dirs, and a Spec around them, for the artifact tests.
import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ControlSpec, ModelSource, ModelSpec, Spec } from '../../src/spec.js'
import { dataAt, MODEL_SETTINGS, outputAt, REPORT_DEFAULTS, resources, SAGEMAKER_CONTROL } from './spec.js'

/** File contents by relative path; a path ending in `/` is an (empty) directory. */
export type Files = Record<string, string | Buffer>

export async function tempDir(stem = 'model-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), stem))
}

/** Writes `files` under `root` (created when missing); `executable` paths get mode 0755. */
export async function writeTree(root: string, files: Files, executable: string[] = []): Promise<string> {
  for (const [rel, content] of Object.entries(files)) {
    const full = path.join(root, rel)
    if (rel.endsWith('/')) {
      await mkdir(full, { recursive: true })
      continue
    }
    await mkdir(path.dirname(full), { recursive: true })
    await writeFile(full, content)
    await chmod(full, executable.includes(rel) ? 0o755 : 0o644)
  }
  return root
}

export const TF_HANDLER =
  'import json\n\ndef handler(data, context):\n    return data.read(), "application/json"\n'
export const PT_HANDLERS =
  'import torch\n\n\ndef model_fn(model_dir):\n    return torch.jit.load(model_dir + "/model.pt")\n\n\n' +
  'def predict_fn(data, model):\n    return model(data)\n'

/** A TensorFlow Serving layout: version 1 with a SavedModel, variables and a handler. */
export function tensorflowFiles(): Files {
  return {
    '1/saved_model.pb': Buffer.from('saved model graph bytes'),
    '1/variables/variables.index': Buffer.from('index'),
    '1/variables/variables.data-00000-of-00001': Buffer.from('weights '.repeat(100)),
    'code/inference.py': TF_HANDLER,
    'code/requirements.txt': 'pillow\n'
  }
}

/** A PyTorch layout: model.pt and code/inference.py. */
export function pytorchFiles(): Files {
  return {
    'model.pt': Buffer.from('torchscript archive bytes'),
    'code/inference.py': 'def input_fn(body, content_type):\n    return body\n'
  }
}

/** A Spec around the model inputs given; the model source is the one of path, dataUrl or name given. */
export function modelSpec(model: Partial<ModelSpec>, control: Partial<ControlSpec> = {}): Spec {
  const source: ModelSource = model.name
    ? { source: 'name', name: model.name }
    : model.dataUrl
      ? { source: 'data-url', dataUrl: model.dataUrl }
      : { source: 'path', path: model.path ?? '' }
  const local = { mode: 'local', wait: true, logs: false, tags: [], localServer: 'auto' }
  return {
    model: { ...MODEL_SETTINGS, ...model, ...source },
    data: dataAt('s3://bucket/in'),
    output: outputAt('s3://bucket/out'),
    resources: resources(),
    control: { ...(control.mode === 'local' ? local : SAGEMAKER_CONTROL), ...control },
    report: { ...REPORT_DEFAULTS }
  } as Spec
}
