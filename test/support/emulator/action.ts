// Runs the whole action in-process (`run()` from src/main.ts) the way the runner does: inputs by name,
// outputs and state written to the GITHUB_OUTPUT / GITHUB_STATE files, stdout captured.
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { JobOutcome } from '../../../src/backend.js'
import { run, type ActionContext } from '../../../src/main.js'
import type { JobExecutor } from '../sagemaker-emulator.js'

/** Parses the runner's `name<<delimiter ... delimiter` file format (GITHUB_OUTPUT, GITHUB_STATE). */
export function parseCommandFile(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i])
    if (!m) continue
    const value: string[] = []
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i])
    out[m[1]] = value.join('\n')
  }
  return out
}

export interface ActionRun {
  outcome: JobOutcome | undefined
  outputs: Record<string, string>
  state: Record<string, string>
  stdout: string
  failed: boolean
}

export async function runAction(
  inputs: Record<string, string>,
  ctx: Omit<ActionContext, 'readInput'>
): Promise<ActionRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'action-run-'))
  const files = { GITHUB_OUTPUT: path.join(dir, 'output'), GITHUB_STATE: path.join(dir, 'state') }
  await writeFile(files.GITHUB_OUTPUT, '')
  await writeFile(files.GITHUB_STATE, '')
  const saved = { GITHUB_OUTPUT: process.env.GITHUB_OUTPUT, GITHUB_STATE: process.env.GITHUB_STATE }
  Object.assign(process.env, files)
  const chunks: string[] = []
  const write = process.stdout.write.bind(process.stdout)
  process.stdout.write = ((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'))
    return true
  }) as typeof process.stdout.write
  const exitCode = process.exitCode
  let outcome: JobOutcome | undefined
  let failed = false
  try {
    outcome = await run({ ...ctx, readInput: name => inputs[name] ?? '' })
  } finally {
    process.stdout.write = write
    failed = process.exitCode === 1
    process.exitCode = exitCode
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
  return {
    outcome,
    outputs: parseCommandFile(await readFile(files.GITHUB_OUTPUT, 'utf8')),
    state: parseCommandFile(await readFile(files.GITHUB_STATE, 'utf8')),
    stdout: chunks.join(''),
    failed
  }
}

/**
 * Stands in for the data plane until it is plugged in: writes one `.out` per input object under the
 * output path, as a Completed job leaves them, so the result readers find the files a real job writes.
 */
export function writeOutputsExecutor(s3: S3Client, body: (key: string) => string): JobExecutor {
  return async job => {
    const input = new URL(job.TransformInput!.DataSource!.S3DataSource!.S3Uri!)
    const output = new URL(job.TransformOutput!.S3OutputPath!)
    const inPrefix = input.pathname.slice(1)
    const list = await s3.send(new ListObjectsV2Command({ Bucket: input.host, Prefix: inPrefix }))
    const base = inPrefix.endsWith('/') ? inPrefix : inPrefix.slice(0, inPrefix.lastIndexOf('/') + 1)
    for (const o of list.Contents ?? []) {
      const rel = o.Key!.slice(base.length)
      const key = `${output.pathname.slice(1).replace(/\/?$/, '/')}${rel}.out`
      await s3.send(new PutObjectCommand({ Bucket: output.host, Key: key, Body: body(o.Key!) }))
    }
    return { status: 'Completed' }
  }
}
