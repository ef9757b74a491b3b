// A failed AWS call says which call, on what, through which endpoint, and why; a retry group logs one
// line when it starts and one when it ends. Driven through the real clients against loopback endpoints
// that reset, refuse, answer 500 or stall.
import { DescribeTransformJobCommand } from '@aws-sdk/client-sagemaker'
import { createSageMakerClient } from '../src/backends/sagemaker/sagemaker.js'
import { withRetry } from '../src/aws/retry.js'
import { assumeRoleWithWebIdentity } from '../src/aws/sts.js'
import { errorMessage } from '../src/errors.js'
import { createS3Client, S3Store } from '../src/storage/s3.js'
import { readAll } from '../src/storage/store.js'
import { runAction } from './support/emulator/action.js'
import { fakeClock } from './support/emulator/spec.js'
import {
  answeringEndpoint,
  closedPort,
  resettingEndpoint,
  stallingEndpoint,
  type Endpoint
} from './support/failing-endpoints.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const open: Endpoint[] = []
afterEach(async () => {
  while (open.length) await open.pop()!.close()
})
async function opened(e: Promise<Endpoint>): Promise<Endpoint> {
  open.push(await e)
  return open[open.length - 1]
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const TOOK = String.raw`\d+(\.\d)? s`

/** Reads one object through the project's S3 store, returning the error's message. */
async function getObjectFailure(
  endpoint: string,
  timeouts?: { connectMs: number; answerMs: number; callMs?: number },
  log: (line: string) => void = () => undefined
) {
  const store = new S3Store(createS3Client({ endpoint, region: 'us-east-1', timeouts, log }), {
    bucket: 'data',
    key: 'in'
  })
  return errorMessage(await store.get('cat 1.jpg').catch(e => e))
}

describe('a failed S3 call', () => {
  it('names the operation, object, endpoint and a reset connection, and the tries', async () => {
    const reset = await opened(resettingEndpoint())
    const lines: string[] = []
    // User info and a query in the endpoint are never shown.
    const shown = await getObjectFailure(
      `http://AKIDLEAK:SECRETLEAK@127.0.0.1:${reset.port}/?X-Amz-Signature=LEAK`,
      undefined,
      line => void lines.push(line)
    )
    expect(shown).toMatch(
      new RegExp(
        `^S3 GetObject s3://data/in/cat 1\\.jpg via ${esc(reset.url)}: connection reset \\(gave up after 5 tries in ${TOOK}\\)$`
      )
    )
    expect(reset.seen()).toBe(5)
    // The SDK's own retries log one line when the group starts and one when it ends.
    expect(lines).toEqual([
      `S3 GetObject s3://data/in/cat 1.jpg via ${reset.url}: connection reset; retrying up to 4 more times.`,
      expect.stringMatching(
        new RegExp(`^S3 GetObject s3://data/in/cat 1\\.jpg: gave up after 5 tries in ${TOOK}\\.$`)
      )
    ])
  })

  it('logs the end of a group of SDK retries that recovers', async () => {
    const flaky = await opened(
      answeringEndpoint((n, req, res) => {
        if (n <= 2) return void req.socket.resetAndDestroy()
        res.writeHead(200, { 'content-length': '2' }).end('ok')
      })
    )
    const lines: string[] = []
    const store = new S3Store(
      createS3Client({ endpoint: flaky.url, region: 'us-east-1', log: line => void lines.push(line) }),
      { bucket: 'data', key: 'in' }
    )
    expect((await readAll(await store.get('cat 1.jpg'))).toString()).toBe('ok')
    expect(lines).toEqual([
      `S3 GetObject s3://data/in/cat 1.jpg via ${flaky.url}: connection reset; retrying up to 4 more times.`,
      expect.stringMatching(
        new RegExp(`^S3 GetObject s3://data/in/cat 1\\.jpg: succeeded after 3 tries in ${TOOK}\\.$`)
      )
    ])
  })

  it('says connection refused for a closed port', async () => {
    const url = await closedPort()
    expect(await getObjectFailure(url)).toMatch(
      new RegExp(
        `^S3 GetObject s3://data/in/cat 1\\.jpg via ${esc(url)}: connection refused \\(gave up after 5 tries in ${TOOK}\\)$`
      )
    )
  })

  it('gives the HTTP status when the body is not an AWS answer', async () => {
    const odd = await opened(answeringEndpoint((_, __, res) => res.writeHead(500).end('<<not xml')))
    expect(await getObjectFailure(odd.url)).toMatch(
      new RegExp(`: HTTP 500 with a body that is not an AWS answer \\(gave up after 5 tries in ${TOOK}\\)$`)
    )
  })

  it('names the time a stalled endpoint was given', async () => {
    const stall = await opened(stallingEndpoint())
    expect(await getObjectFailure(stall.url, { connectMs: 2_000, answerMs: 200 })).toMatch(
      new RegExp(
        `^S3 GetObject s3://data/in/cat 1\\.jpg via ${esc(stall.url)}: timed out after 0\\.2 s without an answer \\(gave up after 5 tries in ${TOOK}\\)$`
      )
    )
  })

  it('never cuts a body that arrives slower than the answer limit once its head is there', async () => {
    const slow = await opened(
      answeringEndpoint((_, __, res) => {
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '6' })
        res.write('abc')
        setTimeout(() => res.end('def'), 600)
      })
    )
    const store = new S3Store(
      createS3Client({
        endpoint: slow.url,
        region: 'us-east-1',
        timeouts: { connectMs: 2_000, answerMs: 200 }
      }),
      { bucket: 'data', key: 'in' }
    )
    expect((await readAll(await store.get('cat 1.jpg'))).toString()).toBe('abcdef')
    expect(slow.seen()).toBe(1)
  })

  it('names the service error and its status', async () => {
    const denied = await opened(
      answeringEndpoint((_, __, res) =>
        res
          .writeHead(403, { 'content-type': 'application/xml' })
          .end('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>')
      )
    )
    const lines: string[] = []
    expect(await getObjectFailure(denied.url, undefined, line => void lines.push(line))).toBe(
      `S3 GetObject s3://data/in/cat 1.jpg via ${denied.url}: AccessDenied (HTTP 403): Access Denied`
    )
    // The SDK does not try a refusal again, so no retry group is announced.
    expect([denied.seen(), lines]).toEqual([1, []])
  })
})

describe("the SageMaker backend's retried calls", () => {
  const describeJob = (url: string, lines: string[], clock = fakeClock()) => {
    const sm = createSageMakerClient({ region: 'us-east-1', sagemakerEndpoint: url }, {})
    return withRetry(() => sm.send(new DescribeTransformJobCommand({ TransformJobName: 'nightly-7' })), {
      sleep: clock.sleep,
      now: clock.now,
      random: () => 0.5,
      log: line => void lines.push(line)
    })
  }

  it('log one line when the group starts and one when it gives up, whatever the number of tries', async () => {
    const reset = await opened(resettingEndpoint())
    const lines: string[] = []
    const clock = fakeClock()
    const err = await describeJob(reset.url, lines, clock).catch(e => e)
    // Seven waits of three quarters of 0.5, 1, 2, 4, 8, 16 and 20 s (the cap).
    expect(clock.sleeps).toEqual([375, 750, 1500, 3000, 6000, 12_000, 15_000])
    const waited = '39'
    expect(reset.seen()).toBe(8)
    expect(lines).toEqual([
      `SageMaker DescribeTransformJob nightly-7 via ${reset.url}: connection reset; retrying up to 7 more times within 52 s.`,
      `SageMaker DescribeTransformJob nightly-7: gave up after 8 tries in ${waited} s.`
    ])
    expect(errorMessage(err)).toBe(
      `SageMaker DescribeTransformJob nightly-7 via ${reset.url}: connection reset (gave up after 8 tries in ${waited} s)`
    )
  })

  it('log the end of a group that recovers', async () => {
    const flaky = await opened(
      answeringEndpoint((n, req, res) => {
        if (n <= 2) return void req.socket.resetAndDestroy()
        res
          .writeHead(200, { 'content-type': 'application/x-amz-json-1.1' })
          .end(JSON.stringify({ TransformJobName: 'nightly-7', TransformJobStatus: 'InProgress' }))
      })
    )
    const lines: string[] = []
    const clock = fakeClock()
    const job = await describeJob(flaky.url, lines, clock)
    expect(job.TransformJobStatus).toBe('InProgress')
    expect(clock.sleeps).toEqual([375, 750])
    const waited = '1.1'
    expect(lines).toEqual([
      `SageMaker DescribeTransformJob nightly-7 via ${flaky.url}: connection reset; retrying up to 7 more times within 52 s.`,
      `SageMaker DescribeTransformJob nightly-7: succeeded after 3 tries in ${waited} s.`
    ])
  })

  it('give the status of a 500 that names no error', async () => {
    const empty = await opened(answeringEndpoint((_, __, res) => res.writeHead(500).end()))
    const err = await describeJob(empty.url, []).catch(e => e)
    expect(errorMessage(err)).toMatch(
      new RegExp(
        `^SageMaker DescribeTransformJob nightly-7 via ${esc(empty.url)}: HTTP 500 \\(gave up after 8 tries in ${TOOK}\\)$`
      )
    )
  })
})

describe('STS AssumeRoleWithWebIdentity', () => {
  it('names the role and the endpoint, never the token', async () => {
    const reset = await opened(resettingEndpoint())
    const err = await assumeRoleWithWebIdentity(`${reset.url}/`, {
      roleArn: 'arn:aws:iam::123456789012:role/deploy',
      sessionName: 's',
      durationSeconds: 900,
      webIdentityToken: 'TOKEN-SECRET'
    }).catch(e => e)
    expect(errorMessage(err)).toBe(
      `STS AssumeRoleWithWebIdentity arn:aws:iam::123456789012:role/deploy via ${reset.url}: connection reset`
    )
  })
})

describe('the whole action against a failing endpoint', () => {
  let bucket: string
  beforeAll(async () => {
    bucket = await freshBucket(testS3Client(), 'neterr')
  })

  const inputs = (over: Record<string, string>) => ({
    role: 'arn:aws:iam::123456789012:role/SageMakerExecution',
    'model-path': 'test/fixtures/models/tensorflow',
    framework: 'tensorflow',
    'framework-version': '2.19',
    data: `s3://${bucket}/images/`,
    'content-type': 'application/x-image',
    'output-path': `s3://${bucket}/out/`,
    'artifact-path': `s3://${bucket}/artifacts`,
    'instance-type': 'ml.m5.xlarge',
    region: 'us-east-1',
    comment: 'never',
    ...over
  })

  function expectTold(stdout: string, error: RegExp): void {
    const errors = stdout.split('\n').filter(l => l.startsWith('::error'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(error)
    expect(stdout).not.toContain('Unexpected error')
    for (const secret of ['S3RVER', 'LEAK']) expect(stdout).not.toContain(secret)
  }

  it('with AWS_ENDPOINT_URL_SAGEMAKER resetting connections: one retry line, then the named call', async () => {
    const reset = await opened(resettingEndpoint())
    await testS3Client().send(
      new (await import('@aws-sdk/client-s3')).PutObjectCommand({
        Bucket: bucket,
        Key: 'images/a.jpg',
        Body: Buffer.alloc(100, 1)
      })
    )
    const clock = fakeClock()
    const result = await runAction(inputs({ 's3-endpoint': s3Endpoint() }), {
      env: {
        ...process.env,
        GITHUB_RUN_ID: '42',
        AWS_ENDPOINT_URL_SAGEMAKER: `http://AKIDLEAK:SECRETLEAK@127.0.0.1:${reset.port}`
      },
      signal: new AbortController().signal,
      sleep: clock.sleep,
      now: clock.now
    })
    expect(result.failed).toBe(true)
    expect(reset.seen()).toBe(8)
    const lines = result.stdout.split('\n')
    expect(lines.filter(l => l.includes('retrying up to'))).toHaveLength(1)
    expect(lines.filter(l => l.includes(reset.url))).toHaveLength(2)
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^SageMaker DescribeModel \\S+ via ${esc(reset.url)}: connection reset; retrying up to 7 more times within 52 s\\.$`
        )
      )
    )
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^SageMaker DescribeModel \\S+: gave up after 8 tries in ${TOOK}\\.$`))
    )
    expectTold(
      result.stdout,
      new RegExp(
        `^::error::SageMaker DescribeModel \\S+ via ${esc(reset.url)}: connection reset \\(gave up after 8 tries in ${TOOK}\\)$`
      )
    )
  })

  it('with AWS_ENDPOINT_URL_S3 resetting connections: the input check names its prefix, before any upload', async () => {
    const reset = await opened(resettingEndpoint())
    const clock = fakeClock()
    const result = await runAction(inputs({ 'sagemaker-endpoint': await closedPort() }), {
      env: { ...process.env, GITHUB_RUN_ID: '43', AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${reset.port}` },
      signal: new AbortController().signal,
      sleep: clock.sleep,
      now: clock.now
    })
    expect(result.failed).toBe(true)
    // The inputs are listed (and their output names checked) before the artifact is looked at: one
    // group of two lines, none per try, ended before the step's error.
    const told = result.stdout.slice(0, result.stdout.indexOf('::error::')).split('\n')
    const groups = told.filter(l => l.includes(reset.url) || l.includes('gave up after')).sort()
    const images = `s3://${bucket}/images/`
    expect(groups).toEqual([
      `S3 ListObjectsV2 ${images} via ${reset.url}: connection reset; retrying up to 4 more times.`,
      expect.stringMatching(
        new RegExp(`^S3 ListObjectsV2 ${esc(images)}: gave up after 5 tries in ${TOOK}\\.$`)
      )
    ])
    // One on the short path, handed back to the SDK's client at once, then the SDK's 5 tries.
    expect(reset.seen()).toBe(6)
    expectTold(
      result.stdout,
      new RegExp(
        `^::error::S3 ListObjectsV2 ${esc(images)} via ${esc(reset.url)}: connection reset \\(gave up after 5 tries in ${TOOK}\\)$`
      )
    )
  })
})

describe('one call’s time is bounded, while throttling still recovers', () => {
  const realSleep = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms))
  const triesOf = (message: string) => Number(/gave up after (\d+) tries/.exec(message)?.[1])

  it('SageMaker: against an endpoint that never answers, no try starts once the call has had its time', async () => {
    const stall = await opened(stallingEndpoint())
    const sm = createSageMakerClient(
      { region: 'us-east-1', sagemakerEndpoint: stall.url, timeouts: { connectMs: 2_000, answerMs: 200 } },
      {}
    )
    // The call's clock moves 400 ms with each try the endpoint sees: tries at 0, 0.4 and 0.8 s start
    // within the call's 1 s, and none after, however long the machine takes for them.
    const err = await withRetry(
      () => sm.send(new DescribeTransformJobCommand({ TransformJobName: 'nightly-7' })),
      {
        sleep: realSleep,
        now: () => stall.seen() * 400,
        random: () => 0.5,
        baseMs: 20,
        capMs: 40,
        callMs: 1_000
      }
    ).catch(e => e)
    const message = errorMessage(err)
    expect(message).toMatch(
      new RegExp(
        `^SageMaker DescribeTransformJob nightly-7 via ${esc(stall.url)}: timed out after 0\\.2 s without an answer \\(gave up after \\d tries in ${TOOK}\\)$`
      )
    )
    expect(triesOf(message)).toBeGreaterThanOrEqual(2)
    expect(triesOf(message)).toBeLessThan(8)
    expect(triesOf(message)).toBe(3)
    expect(stall.seen()).toBe(3)
    sm.destroy()
  })

  it('S3: the SDK’s own retries keep the same limit', async () => {
    const stall = await opened(stallingEndpoint())
    const started = Date.now()
    const message = await getObjectFailure(stall.url, { connectMs: 2_000, answerMs: 300, callMs: 500 })
    const took = Date.now() - started
    expect(message).toMatch(
      new RegExp(
        `^S3 GetObject s3://data/in/cat 1\\.jpg via ${esc(stall.url)}: timed out after 0\\.3 s without an answer \\(gave up after \\d tries in ${TOOK}\\)$`
      )
    )
    // 5 tries take 1.5 s at the least (each waits its 0.3 s); 2 take about 0.7 s.
    expect(triesOf(message)).toBeLessThan(5)
    expect(took).toBeLessThan(5 * 300)
  })

  it('SageMaker: seven throttled tries still end in an answer under the default limit', async () => {
    const throttled = await opened(
      answeringEndpoint((n, _, res) => {
        res.writeHead(n <= 7 ? 400 : 200, { 'content-type': 'application/x-amz-json-1.1' })
        res.end(
          JSON.stringify(
            n <= 7
              ? { __type: 'ThrottlingException', message: 'Rate exceeded' }
              : { TransformJobName: 'nightly-7', TransformJobStatus: 'InProgress' }
          )
        )
      })
    )
    const lines: string[] = []
    const clock = fakeClock()
    const sm = createSageMakerClient({ region: 'us-east-1', sagemakerEndpoint: throttled.url }, {})
    const job = await withRetry(
      () => sm.send(new DescribeTransformJobCommand({ TransformJobName: 'nightly-7' })),
      { sleep: clock.sleep, now: clock.now, random: () => 1, log: line => void lines.push(line) }
    )
    expect(job.TransformJobStatus).toBe('InProgress')
    // The longest waits there are: 0.5 + 1 + 2 + 4 + 8 + 16 + 20 s, within the call's 90 s.
    expect(clock.sleeps).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 20_000])
    expect(lines[1]).toBe('SageMaker DescribeTransformJob nightly-7: succeeded after 8 tries in 52 s.')
    sm.destroy()
  })

  it('S3: a short outage (four 500 InternalError answers) still recovers', async () => {
    // Each answer closes its connection: a socket kept for the next try could outlive the server's
    // keep-alive on a loaded machine.
    const slow = await opened(
      answeringEndpoint((n, _, res) => {
        if (n <= 4)
          return void res
            .writeHead(500, { 'content-type': 'application/xml', connection: 'close' })
            .end(
              '<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>'
            )
        res
          .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '3', connection: 'close' })
          .end('abc')
      })
    )
    const lines: string[] = []
    const store = new S3Store(
      createS3Client({ endpoint: slow.url, region: 'us-east-1', log: l => lines.push(l) }),
      {
        bucket: 'data',
        key: 'in'
      }
    )
    expect((await readAll(await store.get('cat 1.jpg'))).toString()).toBe('abc')
    expect(slow.seen()).toBe(5)
    expect(lines[1]).toMatch(
      new RegExp(`^S3 GetObject s3://data/in/cat 1\\.jpg: succeeded after 5 tries in ${TOOK}\\.$`)
    )
  })
})
