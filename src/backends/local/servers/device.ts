// The device a local run's model server uses, as far as it can change an output's bytes: a GPU by its
// name (TF32 and cuDNN's choices differ between a T4, an A10G and an H100), a CPU by its instruction-set
// level (AVX-512, AVX2, Arm), never its model name, so hosted runners of one kind share the cache.
// Predicted before the look-up; the reference server's own device line tells what really ran.
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'

/** The x86-64 micro-architecture levels by the /proc/cpuinfo flags each adds. */
const X86_LEVELS: [string, string[]][] = [
  ['x86-64-v4', ['avx512f', 'avx512bw', 'avx512cd', 'avx512dq', 'avx512vl']],
  ['x86-64-v3', ['avx', 'avx2', 'bmi1', 'bmi2', 'f16c', 'fma', 'movbe']],
  ['x86-64-v2', ['cx16', 'lahf_lm', 'popcnt', 'sse4_1', 'sse4_2', 'ssse3']]
]

/** The highest level whose flags (and every lower level's) `flags` holds. */
export function x86Level(flags: ReadonlySet<string>): string {
  const levels = [...X86_LEVELS].reverse()
  let level = 'x86-64'
  for (const [name, needs] of levels) {
    if (!needs.every(f => flags.has(f))) break
    level = name
  }
  return level
}

/** `cpu x86-64-v3`, `cpu arm64`: what a CPU's vectorised kernels may use. */
export async function cpuLevel(arch: string = process.arch, cpuinfo = '/proc/cpuinfo'): Promise<string> {
  if (arch !== 'x64') return `cpu ${arch}`
  const text = await readFile(cpuinfo, 'utf8').catch(() => '')
  const line = /^flags\s*:(.*)$/m.exec(text)?.[1]
  return `cpu ${line ? x86Level(new Set(line.trim().split(/\s+/))) : 'x86-64'}`
}

/** The GPUs' names as nvidia-smi gives them (`NVIDIA A10G`), sorted; none without a GPU or the tool. */
export function gpuNames(binary = 'nvidia-smi'): Promise<string[]> {
  return new Promise(resolve => {
    execFile(
      binary,
      ['--query-gpu=name', '--format=csv,noheader'],
      { timeout: 15_000, encoding: 'utf8', env: process.env },
      (err, stdout) => {
        if (err) return resolve([])
        const names = stdout
          .split('\n')
          .map(l => l.trim())
          .filter(Boolean)
        resolve([...new Set(names)].sort())
      }
    )
  })
}

/**
 * The device predicted for a run: with `gpu` (local_gpu) the GPUs nvidia-smi sees, else (or with none
 * seen: the server then falls back to the CPU) the CPU's level.
 */
export async function predictedDevice(
  gpu: boolean,
  names: () => Promise<string[]> = gpuNames
): Promise<string> {
  const seen = gpu ? await names() : []
  return seen.length ? `gpu ${seen.join(' + ')}` : cpuLevel()
}

/** What a reference server said of its devices, line by line: the GPUs' names, or the CPU. */
export class DeviceLines {
  private readonly gpus = new Set<string>()
  private cpu = false

  /**
   * `device cuda:0 (NVIDIA A10G), gpu_id 0` is that GPU; `device cpu ...` or the warning that torch
   * sees no GPU is the CPU; any other line nothing.
   */
  read(line: string): void {
    const gpu = /^reference server: device cuda:\d+ \((.+)\), gpu_id \d+/.exec(line)
    if (gpu) this.gpus.add(gpu[1])
    else if (
      /^reference server: (?:device cpu\b|warning: instance-type local_gpu, but torch sees no GPU)/.test(line)
    )
      this.cpu = true
  }

  /** The device that ran, as predictedDevice names it; undefined when the server said none. */
  async ranOn(): Promise<string | undefined> {
    if (this.gpus.size) return `gpu ${[...this.gpus].sort().join(' + ')}`
    return this.cpu ? cpuLevel() : undefined
  }
}
