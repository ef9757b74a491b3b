// What the benchmarks that call a loopback s3rver share: dummy credentials (only loopback servers are
// ever called) and a process with OpenSSL's legacy provider.

import { spawn } from 'node:child_process'

export const LOOPBACK_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_DEFAULT_REGION: 'us-east-1',
  AWS_REGION: 'us-east-1'
}

/**
 * Runs `main` here when this process has OpenSSL's legacy provider, else runs `self` again with it and
 * exits with its status: s3rver pages listings past 1,000 keys with a cipher newer OpenSSL keeps behind
 * that provider.
 */
export async function withLegacyProvider(self: string, main: () => Promise<void>): Promise<void> {
  if (
    process.execArgv.includes('--openssl-legacy-provider') ||
    (process.env.NODE_OPTIONS ?? '').includes('--openssl-legacy-provider')
  )
    return main()
  const { spawnSync } = await import('node:child_process')
  const res = spawnSync(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', self, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      // s3rver waits on the file system; more pool threads serve every reader faster, alike.
      env: {
        ...process.env,
        NODE_NO_WARNINGS: '1',
        UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '16'
      }
    }
  )
  process.exit(res.status ?? 1)
}

/** Runs a command without blocking this process's event loop (s3rver answers from it). */
export function timed(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv
): Promise<{ seconds: number; stdout: string; lines: { at: number; line: string }[] }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const p = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    // Each line of output with the epoch ms it arrived at.
    const lines: { at: number; line: string }[] = []
    p.stdout.on('data', d => {
      const at = Date.now()
      for (const line of String(d).split('\n')) if (line) lines.push({ at, line })
      stdout += d
    })
    p.stderr.on('data', d => (stderr += d))
    p.on('error', reject)
    p.on('close', code => {
      if (code !== 0) return reject(new Error(`${cmd} ${args.join(' ')} failed (${code}): ${stderr}`))
      resolve({ seconds: (performance.now() - started) / 1000, stdout, lines })
    })
  })
}
