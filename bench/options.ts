// Benchmark options: `--name value` on the command line, or BENCH_NAME in the environment
// (`npm run bench -- <benchmark>` passes benchmark names only, so sizes go through the environment).

export function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : process.env[`BENCH_${name.replaceAll('-', '_').toUpperCase()}`]
}

/** A positive whole number (a count, a size, rounds), or the fallback. */
export function wholeOption(name: string, fallback: number): number {
  const v = Math.floor(Number(option(name)))
  return v > 0 ? v : fallback
}

/** The Python with torch the benchmarks run (--python or BENCH_PYTHON); Debian's by default. */
export const PYTHON = option('python') ?? '/usr/bin/python3'
