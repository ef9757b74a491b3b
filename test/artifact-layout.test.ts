import { execFileSync } from 'node:child_process'
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { prepareModelWith, type ArtifactOptions } from '../src/artifact/prepare.js'
import { topLevelFunctions } from '../src/artifact/layout.js'
import { LayoutError } from '../src/errors.js'
import type { ModelSpec } from '../src/spec.js'
import {
  modelSpec,
  PT_HANDLERS,
  pytorchFiles,
  tempDir,
  TF_HANDLER,
  tensorflowFiles,
  writeTree,
  type Files
} from './support/models.js'

let root: string
beforeEach(async () => {
  root = await tempDir('layout-')
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** Options whose S3 client must never be asked for: layout problems come before any AWS call. */
const noAws: ArtifactOptions = {
  s3: () => {
    throw new Error('an AWS client was requested before the layout was valid')
  },
  cacheDir: '/nonexistent',
  log: { info: () => undefined },
  now: () => 0
}

async function model(files: Files): Promise<string> {
  return writeTree(path.join(root, 'model'), files)
}

/** The LayoutError's problems for a model spec (sagemaker mode, artifact-path set). */
async function problems(model: Partial<ModelSpec>): Promise<string[]> {
  const spec = modelSpec({ artifactPath: 's3://bucket/models', ...model })
  const err = await prepareModelWith(spec, noAws).then(
    () => undefined,
    (e: unknown) => e
  )
  if (!(err instanceof LayoutError)) throw new Error(`expected a LayoutError, got ${String(err)}`)
  return err.problems
}

describe('framework detection', () => {
  it('reads top-level defs only', () => {
    const src =
      'import x\n\ndef handler(data, context):\n    def inner(y):\n        pass\nasync def model_fn(d):\n  pass\n' +
      'class A:\n    def input_fn(self):\n        pass\n'
    expect([...topLevelFunctions(src)].sort()).toEqual(['handler', 'model_fn'])
  })
})

describe('layout errors (each names the file and the fix)', () => {
  it('model-path that does not exist', async () => {
    const missing = path.join(root, 'nope')
    expect(await problems({ path: missing })).toEqual([
      `${missing}: model-path does not exist. Point it at the model directory or model.tar.gz.`
    ])
  })

  it('model-path that is a file but not a .tar.gz', async () => {
    const file = path.join(root, 'model.zip')
    await writeFile(file, 'x')
    expect(await problems({ path: file })).toEqual([
      `${file}: model-path is neither a directory nor a .tar.gz file. Give the model directory or its model.tar.gz.`
    ])
  })

  it('TensorFlow: saved_model.pb at the top instead of in a version directory', async () => {
    const dir = await model({ 'saved_model.pb': 'g', 'variables/variables.index': 'i' })
    expect(await problems({ path: dir })).toEqual([
      `${dir}/saved_model.pb: saved_model.pb is at the top of the model, but TensorFlow Serving loads numbered ` +
        `version directories. Move saved_model.pb and variables/ into a version directory such as 1/.`
    ])
  })

  it('TensorFlow: a non-numeric version directory', async () => {
    const dir = await model({ 'resnet/export/saved_model.pb': 'g', 'resnet/export/variables/v.index': 'i' })
    expect(await problems({ path: dir })).toEqual([
      `${dir}/resnet/export/saved_model.pb: the directory holding saved_model.pb (resnet/export/) is not a ` +
        `numeric version. Rename it to a number such as resnet/1/.`
    ])
  })

  it('TensorFlow: a SavedModel nested too deep', async () => {
    const dir = await model({ 'a/b/1/saved_model.pb': 'g', 'a/b/1/variables/v.index': 'i' })
    expect(await problems({ path: dir })).toEqual([
      `${dir}/a/b/1/saved_model.pb: too deep; TensorFlow Serving looks for <version>/saved_model.pb or ` +
        `<model-name>/<version>/saved_model.pb. Move a/b/1/ up to the top or under one model-name directory.`
    ])
  })

  it('TensorFlow: no variables/ next to saved_model.pb', async () => {
    const dir = await model({ '1/saved_model.pb': 'g' })
    expect(await problems({ path: dir })).toEqual([
      `${dir}/1: no variables/ directory next to saved_model.pb. Export the model with tf.saved_model.save ` +
        `(or model.export) so 1/variables/ is written, and copy it along.`
    ])
  })

  it('TensorFlow: more than one model-name directory', async () => {
    const dir = await model({
      'a/1/saved_model.pb': 'g',
      'a/1/variables/': '',
      'b/1/saved_model.pb': 'g',
      'b/1/variables/': ''
    })
    expect(await problems({ path: dir })).toEqual([
      `${dir}: SavedModels under more than one place (a/, b/). Keep the version directories at the top or ` +
        `under a single model-name directory.`
    ])
  })

  it('TensorFlow: a version directory without saved_model.pb', async () => {
    const dir = await model({ '1/saved_model.pb': 'g', '1/variables/': '', '2/variables/v.index': 'i' })
    expect(await problems({ path: dir })).toEqual([
      `${dir}/2: version directory without saved_model.pb. Copy the whole export into 2/ or remove the directory.`
    ])
  })

  it('TensorFlow: an entry point not named inference.py', async () => {
    const dir = await model({ ...tensorflowFiles(), 'code/serve.py': TF_HANDLER })
    expect(await problems({ path: dir, entryPoint: 'serve.py' })).toEqual([
      'entry-point "serve.py": the TensorFlow Serving container only runs code/inference.py. Rename serve.py ' +
        'to inference.py.'
    ])
    expect(await problems({ path: dir, entryPoint: 'lib/inference.py' })).toEqual([
      `${dir}/code/lib/inference.py: the entry point lib/inference.py does not exist. Add it, or set ` +
        `entry-point to the handler file's name inside code/.`,
      'entry-point "lib/inference.py": the TensorFlow Serving container only runs code/inference.py, not a ' +
        'file in a subfolder. Move it to code/inference.py.'
    ])
  })

  it('TensorFlow: inference.py without handler or with half of the pair', async () => {
    const dir = await model({ ...tensorflowFiles(), 'code/inference.py': 'def predict(x):\n    return x\n' })
    expect(await problems({ path: dir })).toEqual([
      `${dir}/code/inference.py: defines neither handler nor input_handler/output_handler at the top level. ` +
        `Define handler(data, context), or both input_handler(data, context) and output_handler(response, ` +
        `context); or remove the file to use the container's default JSON/CSV handling.`
    ])
    await writeFile(
      path.join(dir, 'code/inference.py'),
      'def input_handler(data, context):\n    return data\n'
    )
    expect(await problems({ path: dir })).toEqual([
      `${dir}/code/inference.py: defines input_handler but not output_handler. TensorFlow Serving's container ` +
        `needs both, or a single handler(data, context).`
    ])
  })

  it('PyTorch: no model.pt (with a hint about one found deeper)', async () => {
    const dir = await model({ 'weights/model.pt': 'w', 'code/inference.py': 'def input_fn(b, c):\n  pass\n' })
    expect(await problems({ path: dir, framework: 'pytorch' })).toEqual([
      `${dir}/model.pt: no model.pt or other .pt/.pth file at the top of the model (found weights/model.pt: ` +
        `the default loader only looks at the top). Save the TorchScript model there as model.pt ` +
        `(torch.jit.save), or define model_fn in code/inference.py.`
    ])
  })

  it('PyTorch: several weight files and no model.pt', async () => {
    const dir = await model({ 'a.pt': 'w', 'b.pth': 'w' })
    expect(await problems({ path: dir })).toEqual([
      `${dir}: 2 weight files at the top (a.pt, b.pth) and no model.pt, so the default loader cannot choose. ` +
        `Rename the one to load to model.pt, or define model_fn in code/inference.py.`
    ])
  })

  it('PyTorch: transform_fn mixed with input_fn/predict_fn', async () => {
    const dir = await model({
      'model.pt': 'w',
      'code/inference.py':
        'def transform_fn(m, d, c, a):\n  pass\ndef input_fn(b, c):\n  pass\ndef predict_fn(d, m):\n  pass\n'
    })
    expect(await problems({ path: dir })).toEqual([
      `${dir}/code/inference.py: defines transform_fn together with input_fn, predict_fn; the PyTorch inference ` +
        `toolkit refuses the mix. Keep transform_fn alone, or remove it and use input_fn/predict_fn/output_fn.`
    ])
  })

  it('a layout that fits neither framework', async () => {
    const dir = await model({ 'README.md': 'hi', 'nested/model.pt': 'w' })
    expect(await problems({ path: dir })).toEqual([
      `${dir}: neither a TensorFlow layout (<version>/saved_model.pb with variables/) nor a PyTorch one ` +
        `(model.pt at the top, or code/inference.py defining model_fn) (found nested/model.pt below the top). ` +
        `Arrange the files as one of them, and set framework if detection should not guess.`
    ])
  })

  it('a layout with both frameworks and no framework given', async () => {
    const dir = await model({ ...tensorflowFiles(), 'model.pt': 'w' })
    expect(await problems({ path: dir })).toEqual([
      `${dir}: holds both a TensorFlow SavedModel (1/saved_model.pb) and a PyTorch model (model.pt). Set ` +
        `framework to say which one to serve.`
    ])
  })

  it('a declared framework that contradicts the layout', async () => {
    const pt = await writeTree(path.join(root, 'pt'), pytorchFiles())
    expect(await problems({ path: pt, framework: 'tensorflow' })).toEqual([
      `${pt}: framework is tensorflow but there is no <version>/saved_model.pb (found model.pt, a PyTorch ` +
        `layout). Set framework: pytorch, or export the SavedModel into a version directory such as 1/.`
    ])
    const tf = await writeTree(path.join(root, 'tf'), tensorflowFiles())
    expect(await problems({ path: tf, framework: 'pytorch' })).toEqual([
      `${tf}: framework is pytorch but the model is a TensorFlow SavedModel (1/saved_model.pb) with no .pt/.pth ` +
        `file. Set framework: tensorflow, or put the PyTorch model.pt at the top.`
    ])
  })

  it('an entry point outside code/ or missing', async () => {
    const dir = await model(pytorchFiles())
    expect(await problems({ path: dir, entryPoint: '../evil.py' })).toEqual([
      'entry-point "../evil.py": must be a file inside code/. Give its name relative to code/ (for example ' +
        'inference.py).'
    ])
    expect(await problems({ path: dir, entryPoint: 'serve.py' })).toEqual([
      `${dir}/code/serve.py: the entry point serve.py does not exist. Add it, or set entry-point to the ` +
        `handler file's name inside code/.`
    ])
  })

  it('source-dir: not a directory, or without the entry point', async () => {
    const dir = await model({ 'model.pt': 'w' })
    const src = await writeTree(path.join(root, 'src'), { 'other.py': 'x = 1\n' })
    expect(await problems({ path: dir, sourceDir: path.join(root, 'missing') })).toEqual([
      `${root}/missing: source-dir is not a directory. Point source-dir at the folder holding inference.py.`
    ])
    expect(await problems({ path: dir, sourceDir: src })).toEqual([
      `${src}/inference.py: the entry point inference.py does not exist. Add it, or set entry-point to the ` +
        `handler file's name inside source-dir.`
    ])
  })

  it('a broken symbolic link, a link loop and a FIFO', async () => {
    const dir = await model(pytorchFiles())
    await symlink(path.join(root, 'gone'), path.join(dir, 'dangling'))
    expect(await problems({ path: dir })).toEqual([
      `${dir}/dangling: a broken symbolic link. Remove it or point it at an existing file.`
    ])
    await rm(path.join(dir, 'dangling'))
    await mkdir(path.join(dir, 'sub'))
    await symlink(dir, path.join(dir, 'sub', 'up'))
    expect(await problems({ path: dir })).toEqual([
      `${dir}/sub/up: a symbolic link loops back to a parent directory. Replace the link with a copy of what it ` +
        `should hold.`
    ])
    await rm(path.join(dir, 'sub'), { recursive: true })
    execFileSync('mkfifo', [path.join(dir, 'pipe')])
    expect(await problems({ path: dir })).toEqual([
      `${dir}/pipe: not a regular file or directory (a socket, FIFO or device). Remove it from the model directory.`
    ])
  })

  it('collects several problems at once', async () => {
    const dir = await model({
      '1/saved_model.pb': 'g',
      'x/1/saved_model.pb': 'g',
      'x/1/variables/': '',
      'code/inference.py': 'def output_handler(r, c):\n  pass\n'
    })
    expect(await problems({ path: dir })).toEqual([
      `${dir}/1: no variables/ directory next to saved_model.pb. Export the model with tf.saved_model.save ` +
        `(or model.export) so 1/variables/ is written, and copy it along.`,
      `${dir}: SavedModels under more than one place (version directories at the top, x/). Keep the version ` +
        `directories at the top or under a single model-name directory.`,
      `${dir}/code/inference.py: defines output_handler but not input_handler. TensorFlow Serving's container ` +
        `needs both, or a single handler(data, context).`
    ])
  })
})

describe('archive layout errors', () => {
  async function tarGz(files: Files, name = 'model.tar.gz', args: string[] = []): Promise<string> {
    const dir = await writeTree(path.join(root, `src-${name}`), files)
    const file = path.join(root, name)
    execFileSync('tar', ['-czf', file, ...args, '-C', dir, '.'])
    return file
  }

  it('a .tar.gz that is not gzip, or truncated', async () => {
    const plain = path.join(root, 'plain.tar.gz')
    execFileSync('tar', ['-cf', plain, '-C', await model(pytorchFiles()), '.'])
    expect(await problems({ path: plain })).toEqual([
      `${plain}: not a gzip file. Batch transform needs a gzip-compressed tar; create it with tar -czf ` +
        `model.tar.gz -C <model dir> . (or give the directory as model-path).`
    ])
    const good = await tarGz({ ...pytorchFiles(), 'big.bin': Buffer.alloc(200000, 7) })
    const cut = path.join(root, 'cut.tar.gz')
    execFileSync('bash', ['-c', `head -c 300 ${good} > ${cut}`])
    const [p] = await problems({ path: cut })
    expect(p).toMatch(
      new RegExp(
        `^${cut}: not a readable gzip tar \\(.+\\)\\. Rebuild it with tar -czf, or give the model directory as model-path\\.$`
      )
    )
  })

  it('an archive whose entries escape the model directory', async () => {
    const dir = await model({ 'model.pt': 'w' })
    const file = path.join(root, 'evil.tar.gz')
    execFileSync('tar', [
      '-czf',
      file,
      '-C',
      dir,
      '--transform',
      's,^\\./model.pt,../model.pt,',
      './model.pt'
    ])
    expect(await problems({ path: file })).toEqual([
      `../model.pt in ${file}: an absolute path or one with "..", which would land outside the model directory. ` +
        `Rebuild the archive with paths relative to the model directory.`
    ])
  })

  it('an empty archive', async () => {
    const file = path.join(root, 'empty.tar.gz')
    execFileSync('bash', ['-c', `tar -czf ${file} -T /dev/null`])
    expect(await problems({ path: file })).toEqual([
      `${file}: the archive holds no files. Rebuild it from the model directory.`
    ])
  })

  it('checks the layout inside the archive, reading code/inference.py out of it', async () => {
    const file = await tarGz({
      ...tensorflowFiles(),
      'code/inference.py': 'def input_handler(d, c):\n  pass\n'
    })
    expect(await problems({ path: file })).toEqual([
      `code/inference.py in ${file}: defines input_handler but not output_handler. TensorFlow Serving's ` +
        `container needs both, or a single handler(data, context).`
    ])
    const noVars = await tarGz({ '1/saved_model.pb': 'g' }, 'novars.tar.gz')
    expect(await problems({ path: noVars })).toEqual([
      `1 in ${noVars}: no variables/ directory next to saved_model.pb. Export the model with ` +
        `tf.saved_model.save (or model.export) so 1/variables/ is written, and copy it along.`
    ])
  })

  it('source-dir cannot be combined with an archive', async () => {
    const file = await tarGz(pytorchFiles())
    expect(await problems({ path: file, sourceDir: root })).toEqual([
      `${file}: source-dir cannot be added to an existing archive (it is uploaded as is). Put the code into ` +
        `the archive as code/, or give the unpacked model directory as model-path.`
    ])
  })
})

describe('valid layouts', () => {
  const local = (model: Partial<ModelSpec>) => modelSpec(model, { mode: 'local' })
  let cache: string
  beforeEach(() => {
    cache = path.join(root, 'cache')
  })

  it('detects TensorFlow at the top and under one model-name directory', async () => {
    const dir = await model(tensorflowFiles())
    const out = await prepareModelWith(local({ path: dir }), { ...noAws, cacheDir: cache })
    expect(out.framework).toBe('tensorflow')
    expect(out.entryPoint).toBe('inference.py')
    const named = await writeTree(path.join(root, 'named'), {
      'resnet/1/saved_model.pb': 'g',
      'resnet/1/variables/': '',
      'resnet/2/saved_model.pb': 'g',
      'resnet/2/variables/v.index': 'i'
    })
    const out2 = await prepareModelWith(local({ path: named }), { ...noAws, cacheDir: cache })
    expect(out2.framework).toBe('tensorflow')
    expect(out2.entryPoint).toBeUndefined()
  })

  it('detects PyTorch from model.pt, a single .pth, or model_fn alone', async () => {
    for (const files of [pytorchFiles(), { 'weights.pth': 'w' }, { 'code/inference.py': PT_HANDLERS }]) {
      const dir = await writeTree(await tempDir('pt-'), files)
      const out = await prepareModelWith(local({ path: dir }), { ...noAws, cacheDir: cache })
      expect(out.framework).toBe('pytorch')
      await rm(dir, { recursive: true })
    }
  })

  it('takes code/ from source-dir, replacing the model directory own code/', async () => {
    const dir = await model({
      'model.pt': 'w',
      'code/inference.py': 'def transform_fn(a,b,c,d):\n  pass\ndef input_fn(a,b):\n  pass\n'
    })
    const src = await writeTree(path.join(root, 'src'), { 'serve.py': PT_HANDLERS })
    const out = await prepareModelWith(local({ path: dir, sourceDir: src, entryPoint: 'serve.py' }), {
      ...noAws,
      cacheDir: cache
    })
    expect(out.entryPoint).toBe('serve.py')
    const listed = execFileSync('tar', ['-tzf', out.localArchive!]).toString().trim().split('\n')
    expect(listed).toEqual(['code/', 'code/serve.py', 'model.pt'])
  })

  it('accepts the shipped fixture models', async () => {
    const fixtures = path.join(process.cwd(), 'test/fixtures/models')
    const expected = { classifier: 'pytorch', detector: 'pytorch', tensorflow: 'tensorflow' } as const
    for (const [name, framework] of Object.entries(expected)) {
      const out = await prepareModelWith(local({ path: path.join(fixtures, name) }), {
        ...noAws,
        cacheDir: cache
      })
      expect(out).toMatchObject({ framework, entryPoint: 'inference.py' })
    }
  })

  it('model-data-url and model-name skip packaging entirely', async () => {
    expect(await prepareModelWith(modelSpec({ dataUrl: 's3://b/m/model.tar.gz' }), noAws)).toEqual({
      dataUrl: 's3://b/m/model.tar.gz'
    })
    expect(await prepareModelWith(modelSpec({ name: 'existing-model' }), noAws)).toEqual({})
  })
})
