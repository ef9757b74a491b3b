// moto_server as the tests use it: ECR answers with image digests, and a tag pushed again with another
// manifest points at a new digest (what the cache's identity must notice).
import {
  BatchGetImageCommand,
  CreateRepositoryCommand,
  DescribeImagesCommand,
  ECRClient,
  PutImageCommand
} from '@aws-sdk/client-ecr'
import { startMoto, type RunningMoto } from './support/moto.js'

let moto: RunningMoto
beforeAll(async () => {
  moto = await startMoto()
}, 60_000)
afterAll(() => moto?.close())

const manifest = (layer: string) =>
  JSON.stringify({
    schemaVersion: 2,
    mediaType: 'application/vnd.docker.distribution.manifest.v2+json',
    config: {
      mediaType: 'application/vnd.docker.container.image.v1+json',
      size: 7023,
      digest: `sha256:${'c'.repeat(64)}`
    },
    layers: [
      {
        mediaType: 'application/vnd.docker.image.rootfs.diff.tar.gzip',
        size: 32654,
        digest: `sha256:${layer.repeat(64)}`
      }
    ]
  })

it('gives a tag a new digest when it is pushed again with another image', async () => {
  const ecr = new ECRClient({
    region: 'us-east-1',
    endpoint: moto.url,
    credentials: { accessKeyId: 'moto', secretAccessKey: 'moto' }
  })
  await ecr.send(new CreateRepositoryCommand({ repositoryName: 'scorer' }))
  const digestOf = async () => {
    const got = await ecr.send(
      new BatchGetImageCommand({ repositoryName: 'scorer', imageIds: [{ imageTag: 'v1' }] })
    )
    return got.images?.[0]?.imageId?.imageDigest
  }
  await ecr.send(
    new PutImageCommand({ repositoryName: 'scorer', imageTag: 'v1', imageManifest: manifest('a') })
  )
  const first = await digestOf()
  expect(first).toMatch(/^sha256:[0-9a-f]{64}$/)
  await ecr.send(
    new PutImageCommand({ repositoryName: 'scorer', imageTag: 'v1', imageManifest: manifest('b') })
  )
  const second = await digestOf()
  expect(second).toMatch(/^sha256:[0-9a-f]{64}$/)
  expect(second).not.toBe(first)
  const described = await ecr.send(
    new DescribeImagesCommand({ repositoryName: 'scorer', imageIds: [{ imageTag: 'v1' }] })
  )
  expect(described.imageDetails?.[0]?.imageDigest).toBe(second)
  ecr.destroy()
})
