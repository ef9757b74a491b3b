// Every AWS client goes through the runner's forward proxy: the variables (either case) or the
// `http-proxy` input, NO_PROXY as users write it, Basic credentials from the URL, CONNECT for https and
// absolute-form for http; a proxy that refuses is one clear error naming it, never its password. The
// proxy here resolves names nothing else can (the jest setup stops any real lookup of them).
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'
import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { clientAgents, noProxyEntries, proxyConfigOf, proxyFor } from '../src/aws/proxy.js'
import { getProducts } from '../src/aws/pricing.js'
import { assumeRoleWithWebIdentity } from '../src/aws/sts.js'
import { errorMessage } from '../src/errors.js'
import { createS3Client } from '../src/storage/s3.js'
import { createSageMakerClient } from '../src/backends/sagemaker/sagemaker.js'
import { DescribeTransformJobCommand } from '@aws-sdk/client-sagemaker'
import { startForwardProxy, type ForwardProxy } from './support/forward-proxy.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const S3_NAME = 's3.corp.amazonaws.com'
const SECRET = 'p@ss w:rd!'
const s3Port = () => new URL(s3Endpoint()).port
let proxy: ForwardProxy
let bucket: string

beforeAll(async () => {
  proxy = await startForwardProxy({
    credentials: `builder:${SECRET}`,
    hosts: { [S3_NAME]: `127.0.0.1:${s3Port()}` }
  })
  bucket = await freshBucket(testS3Client(), 'proxy')
  await testS3Client().send(new PutObjectCommand({ Bucket: bucket, Key: 'in/a.txt', Body: 'a' }))
})
afterAll(() => proxy.close())
beforeEach(() => void (proxy.requests.length = 0))

const s3Behind = (env: NodeJS.ProcessEnv, httpProxy?: string) =>
  createS3Client({ endpoint: `http://${S3_NAME}:${s3Port()}`, region: 'us-east-1', httpProxy }, env)

async function listed(env: NodeJS.ProcessEnv, httpProxy?: string): Promise<string[]> {
  const client = s3Behind(env, httpProxy)
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'in/' }))
    return (page.Contents ?? []).map(o => o.Key!)
  } finally {
    client.destroy()
  }
}

async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
  } catch (err) {
    return errorMessage(err)
  }
  throw new Error('expected a failure')
}

describe('which proxy applies', () => {
  it('takes the lower-case variable over the upper-case one, and the input over both', () => {
    const env = { HTTPS_PROXY: 'http://upper:1', https_proxy: 'http://lower:2', HTTP_PROXY: 'plain:3' }
    const config = proxyConfigOf(env)
    expect(config.https).toEqual({ url: 'http://lower:2/', shown: 'http://lower:2', source: 'https_proxy' })
    expect(config.http).toEqual({ url: 'http://plain:3/', shown: 'http://plain:3', source: 'HTTP_PROXY' })
    const input = proxyConfigOf(env, 'http://u:pw@input:4')
    expect(input.https?.source).toBe('the http-proxy input')
    expect(input.http?.url).toBe('http://u:pw@input:4/')
    expect(input.https?.shown).toBe('http://input:4')
    expect(proxyConfigOf({ HTTPS_PROXY: '  ' }).https).toBeUndefined()
  })

  it('refuses a proxy variable that is not a URL, naming it without the password', () => {
    expect(() => proxyConfigOf({ https_proxy: 'http://u:hunter2@proxy:port' })).toThrow(
      'https_proxy: http://u:***@proxy:port is not a proxy URL. Use http://host:port'
    )
    expect(() => proxyConfigOf({}, 'socks5://proxy:1080')).toThrow(
      'the http-proxy input: socks5://proxy:1080'
    )
  })

  it('reads NO_PROXY as users write it: hosts, domains with or without a dot, ports, IPs and *', () => {
    expect(noProxyEntries(' corp.example, .svc.local *.internal  HOST:8080,[::1],10.0.0.7 ,')).toEqual([
      '.corp.example',
      '.svc.local',
      '.internal',
      'host:8080',
      '::1',
      '10.0.0.7'
    ])
    expect(noProxyEntries('a.example,*')).toEqual(['*'])
    const config = proxyConfigOf({ HTTPS_PROXY: 'http://p:1', NO_PROXY: 'corp.example,api.host:8443,::1' })
    expect(proxyFor(config, 'https://corp.example/')).toBeUndefined()
    expect(proxyFor(config, 'https://s3.Corp.Example/')).toBeUndefined()
    expect(proxyFor(config, 'https://notcorp.example/')).toBe(config.https)
    expect(proxyFor(config, 'https://api.host:8443/')).toBeUndefined()
    expect(proxyFor(config, 'https://api.host/')).toBe(config.https)
    expect(proxyFor(config, 'https://[::1]:9/')).toBeUndefined()
    expect(proxyFor(config, 'http://corp.example/')).toBeUndefined() // no HTTP_PROXY anyway
    expect(proxyFor(config, 'http://elsewhere/')).toBeUndefined()
  })

  it('routes each request the way proxyFor says (Node decides; the names only the proxy knows)', async () => {
    const env = {
      HTTP_PROXY: proxy.url,
      NO_PROXY: 'direct.example, .also-direct.example, port.example:81'
    }
    const config = proxyConfigOf(env)
    const { httpAgent } = clientAgents(config)
    const cases = [
      'http://direct.example/',
      'http://a.direct.example/',
      'http://x.also-direct.example/',
      'http://port.example:81/',
      'http://port.example:82/',
      'http://other.example/'
    ]
    try {
      for (const url of cases) {
        proxy.requests.length = 0
        const said = await new Promise<string>(resolve => {
          const req = http.get(url, { agent: httpAgent }, res => {
            res.resume()
            resolve(`answer ${res.statusCode}`)
          })
          req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'))
        })
        const proxied = proxyFor(config, url) !== undefined
        // Proxied: the proxy knows none of these names (502). Direct: the lookup is stopped (ENOTFOUND).
        expect([url, said, proxy.requests.length]).toEqual([
          url,
          proxied ? 'answer 502' : 'ENOTFOUND',
          proxied ? 1 : 0
        ])
      }
    } finally {
      httpAgent.destroy()
    }
  })
})

describe('S3 behind an authenticating proxy', () => {
  it('lists through the proxy with the credentials of the URL (absolute-form, HTTP_PROXY)', async () => {
    expect(await listed({ HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url })).toEqual(['in/a.txt'])
    expect(proxy.requests).toEqual([
      {
        method: 'GET',
        target: `${S3_NAME}:${s3Port()}`,
        path: `/${bucket}/?list-type=2&prefix=in%2F`,
        credentials: `builder:${SECRET}`
      }
    ])
  })

  it('works with the lower-case variables alone, and with the http-proxy input alone', async () => {
    expect(await listed({ https_proxy: proxy.url, http_proxy: proxy.url })).toEqual(['in/a.txt'])
    expect(await listed({}, proxy.url)).toEqual(['in/a.txt'])
    expect(proxy.requests.map(r => r.credentials)).toEqual([`builder:${SECRET}`, `builder:${SECRET}`])
  })

  it('lets the http-proxy input win over the variables', async () => {
    const wrong = 'http://nobody:nothing@127.0.0.1:1'
    expect(await listed({ HTTP_PROXY: wrong, http_proxy: wrong }, proxy.url)).toEqual(['in/a.txt'])
  })

  it('goes directly to a host NO_PROXY names', async () => {
    const client = createS3Client(
      { endpoint: s3Endpoint(), region: 'us-east-1' },
      { HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1' }
    )
    try {
      await client.send(new ListObjectsV2Command({ Bucket: bucket }))
    } finally {
      client.destroy()
    }
    expect(proxy.requests).toEqual([])
  })

  it('says which proxy refused the credentials, and where it was set, never the password', async () => {
    const bad = proxy.url.replace(encodeURIComponent('w:rd!'), 'Bogus-Pw')
    const said = await failure(() => listed({ HTTP_PROXY: bad }))
    expect(said).toBe(
      `S3 ListObjectsV2 s3://${bucket}/in/ via http://${S3_NAME}:${s3Port()}: the proxy ` +
        `http://127.0.0.1:${proxy.port} (from HTTP_PROXY) answered 407 Proxy Authentication Required: its ` +
        'user or password is missing or wrong (set them in the proxy URL as http://user:password@host:port, ' +
        'special characters percent-encoded)'
    )
    expect(proxy.requests).toHaveLength(1) // a 407 is not tried again
  })

  it('says the proxy could not be reached when nothing listens there', async () => {
    const closed = http.createServer()
    await new Promise<void>(r => closed.listen(0, '127.0.0.1', r))
    const port = (closed.address() as AddressInfo).port
    await new Promise(r => closed.close(r))
    const said = await failure(() =>
      listed({}, `http://builder:${encodeURIComponent(SECRET)}@127.0.0.1:${port}`)
    )
    expect(said).toMatch(
      new RegExp(
        `^S3 ListObjectsV2 .* the proxy http://127\\.0\\.0\\.1:${port} \\(from the http-proxy input\\) ` +
          'could not be reached \\(connection refused\\)'
      )
    )
    expect(said).not.toContain('ss w')
  })
})

describe('https through CONNECT', () => {
  let dir: string
  let server: https.Server
  let tlsPort: number
  let ca: Buffer

  beforeAll(async () => {
    // A TLS server for a name only the proxy resolves, with a certificate made here for it.
    dir = await mkdtemp(path.join(os.tmpdir(), 'proxy-tls-'))
    const key = path.join(dir, 'key.pem')
    const cert = path.join(dir, 'cert.pem')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=secure.corp.example',
        '-addext',
        'subjectAltName=DNS:secure.corp.example',
        '-keyout',
        key,
        '-out',
        cert
      ],
      { stdio: 'ignore' }
    )
    ca = await readFile(cert)
    server = https.createServer({ key: await readFile(key), cert: ca }, (req, res) => {
      res.end(`secure ${req.url}`)
    })
    await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
    tlsPort = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise(r => server.close(r))
    await rm(dir, { recursive: true, force: true })
  })

  it('opens a tunnel with the credentials and speaks TLS to the named host through it', async () => {
    const tunnel = await startForwardProxy({
      credentials: 'builder:pw',
      hosts: { 'secure.corp.example': `127.0.0.1:${tlsPort}` }
    })
    const { httpsAgent } = clientAgents(proxyConfigOf({ https_proxy: tunnel.url }))
    try {
      const body = await new Promise<string>((resolve, reject) => {
        https
          .get('https://secure.corp.example/ping', { agent: httpsAgent, ca }, res => {
            let text = ''
            res.on('data', (c: Buffer) => (text += c))
            res.on('end', () => resolve(text))
          })
          .on('error', reject)
      })
      expect(body).toBe('secure /ping')
      expect(tunnel.requests).toEqual([
        { method: 'CONNECT', target: 'secure.corp.example:443', credentials: 'builder:pw' }
      ])
    } finally {
      httpsAgent.destroy()
      await tunnel.close()
    }
  })

  it('names the proxy when the CONNECT is refused for its credentials (SageMaker, STS, Price List)', async () => {
    const bad = proxy.url.replace(encodeURIComponent('w:rd!'), 'Bogus-Pw')
    const sm = createSageMakerClient(
      { region: 'us-east-1' },
      { HTTPS_PROXY: bad, AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's' }
    )
    const fromSm = await failure(() => sm.send(new DescribeTransformJobCommand({ TransformJobName: 'j' })))
    sm.destroy()
    const which = `the proxy http://127.0.0.1:${proxy.port} (from HTTPS_PROXY) answered 407 Proxy Authentication Required`
    expect(fromSm).toContain(
      `SageMaker DescribeTransformJob j via https://api.sagemaker.us-east-1.amazonaws.com: ${which}`
    )
    const config = proxyConfigOf({ HTTPS_PROXY: bad })
    const fromSts = await failure(() =>
      assumeRoleWithWebIdentity(
        'https://sts.us-east-1.amazonaws.com/',
        { roleArn: 'arn:aws:iam::1:role/r', sessionName: 's', durationSeconds: 900, webIdentityToken: 't' },
        { proxy: config }
      )
    )
    expect(fromSts).toContain(`via https://sts.us-east-1.amazonaws.com: ${which}`)
    const fromPricing = await failure(() =>
      getProducts(
        { ServiceCode: 'AmazonSageMaker', Filters: [], FormatVersion: 'aws_v1', MaxResults: 1 },
        {
          endpoint: 'https://api.pricing.us-east-1.amazonaws.com/',
          region: 'us-east-1',
          credentials: { accessKeyId: 'k', secretAccessKey: 's' },
          now: new Date(),
          proxy: config
        }
      )
    )
    expect(fromPricing).toContain(`via https://api.pricing.us-east-1.amazonaws.com: ${which}`)
    for (const said of [fromSm, fromSts, fromPricing]) expect(said).not.toContain('Bogus-Pw')
    expect(proxy.requests.map(r => r.target)).toEqual([
      'api.sagemaker.us-east-1.amazonaws.com:443',
      'sts.us-east-1.amazonaws.com:443',
      'api.pricing.us-east-1.amazonaws.com:443'
    ])
  })
})
