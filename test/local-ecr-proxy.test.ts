// Local mode's one AWS call of its own, the ECR login before a framework image is pulled, goes through
// the run's proxy like every other AWS call: the real ECR client, an ECR endpoint whose name only the
// proxy resolves, Basic credentials from the proxy URL. The pull is the Docker daemon's (its own proxy
// settings), so the docker CLI here is a recorder.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { proxyConfigOf } from '../src/aws/proxy.js'
import { startDockerServer, type DockerRunner } from '../src/backends/local/servers/docker.js'
import type { LocalRunSpec } from '../src/spec.js'
import { startForwardProxy, type ForwardProxy } from './support/forward-proxy.js'
import { settled } from './support/planned-job.js'
import { makeSpec } from './support/report-env.js'

const ECR_NAME = 'ecr.corp.amazonaws.com'
const IMAGE = '111122223333.dkr.ecr.eu-west-1.amazonaws.com/repo:1'
const CREDENTIALS = Object.assign(
  async () => ({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example' }),
  { memoized: true as const }
)
let ecr: http.Server
let proxy: ForwardProxy
const targets: string[] = []
const saved = process.env.AWS_ENDPOINT_URL_ECR

beforeAll(async () => {
  ecr = http.createServer((req, res) => {
    targets.push(String(req.headers['x-amz-target']))
    req.resume().on('end', () => {
      const token = Buffer.from('AWS:pw-through-proxy').toString('base64')
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' })
      res.end(JSON.stringify({ authorizationData: [{ authorizationToken: token }] }))
    })
  })
  await new Promise<void>(resolve => ecr.listen(0, '127.0.0.1', resolve))
  const port = (ecr.address() as AddressInfo).port
  proxy = await startForwardProxy({
    credentials: 'builder:p@ss',
    hosts: { [ECR_NAME]: `127.0.0.1:${port}` }
  })
  // The SDK's own per-service endpoint setting: the client is the one the action ships.
  process.env.AWS_ENDPOINT_URL_ECR = `http://${ECR_NAME}:${port}`
})
afterAll(async () => {
  if (saved === undefined) delete process.env.AWS_ENDPOINT_URL_ECR
  else process.env.AWS_ENDPOINT_URL_ECR = saved
  await proxy.close()
  await new Promise(resolve => ecr.close(resolve))
})

function localSpec(): LocalRunSpec {
  const s = makeSpec({ data: '/tmp/in', output: '/tmp/out', mode: 'local' })
  Object.assign(s.control, { localServer: 'docker' })
  s.model.imageUri = IMAGE
  s.resources.instanceType = 'local'
  return settled(s)
}

it('logs in to ECR through the proxy, with its credentials, before the pull', async () => {
  const calls: { args: string[]; input?: string }[] = []
  const docker: DockerRunner = async (args, o) => {
    calls.push({ args, input: o?.input })
    if (args[0] === 'image') return { code: 1, stdout: '', stderr: 'No such image' }
    if (args[0] === 'pull') return { code: 1, stdout: '', stderr: 'pull stopped here' }
    return { code: 0, stdout: '', stderr: '' }
  }
  const log: string[] = []
  const err = await startDockerServer(
    localSpec(),
    {
      modelDir: '/tmp/model',
      env: { SAGEMAKER_REGION: 'eu-west-1' },
      pingDeadlineMs: 1_000,
      log: line => log.push(line),
      credentials: CREDENTIALS,
      proxy: proxyConfigOf({ HTTP_PROXY: proxy.url })
    },
    { docker }
  ).catch((e: unknown) => e)
  expect((err as Error).message).toMatch(/^docker pull .* failed: pull stopped here/)
  expect(proxy.requests).toEqual([
    {
      method: 'POST',
      target: `${ECR_NAME}:${new URL(process.env.AWS_ENDPOINT_URL_ECR!).port}`,
      path: '/',
      credentials: 'builder:p@ss'
    }
  ])
  expect(targets).toEqual(['AmazonEC2ContainerRegistry_V20150921.GetAuthorizationToken'])
  expect(calls.find(c => c.args[0] === 'login')).toEqual({
    args: ['login', '--username', 'AWS', '--password-stdin', '111122223333.dkr.ecr.eu-west-1.amazonaws.com'],
    input: 'pw-through-proxy'
  })
  expect(log).toContain('Logged in to 111122223333.dkr.ecr.eu-west-1.amazonaws.com.')
})
