// moto_server on loopback, the third-party SageMaker Model Registry the registry tests run against: started
// on a free port, waited for until it answers, stopped after. Where `moto_server` is not on PATH, the reason,
// for a printed skip (as the Docker tests do).
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'

export interface Moto {
  url: string
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

function answers(url: string): Promise<boolean> {
  return new Promise(resolve => {
    const req = http.get(`${url}/moto-api/`, res => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    req.on('error', () => resolve(false))
    req.setTimeout(1000, () => req.destroy())
  })
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise(resolve => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
  })
}

/** Starts moto_server; resolves once it answers, or with why it cannot run here. */
export async function startMoto(): Promise<Moto | { skip: string }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe']
  })
  let stderr = ''
  child.stderr?.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-2000)))
  const failed = new Promise<string>(resolve => {
    child.once('error', err =>
      resolve(`moto_server could not start (${err.message}); install moto[server] 5.2.1`)
    )
    child.once('exit', code => resolve(`moto_server exited with ${code}: ${stderr.trim()}`))
  })
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited(child)
  }
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const why = await Promise.race([failed, new Promise<undefined>(r => setTimeout(() => r(undefined), 200))])
    if (why) return { skip: why }
    if (await answers(url)) return { url, stop }
  }
  await stop()
  return { skip: `moto_server did not answer on ${url} within 30 s` }
}
