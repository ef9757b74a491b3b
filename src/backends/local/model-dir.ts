// The model as a container sees it at /opt/ml/model: a model folder as it is, else the same
// model.tar.gz the SageMaker path uses, unpacked into a directory (from the local archive, or
// downloaded from S3).
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { mkdir } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar'
import { parseS3Uri } from '../../storage/uri.js'
import type { PreparedModel } from '../../job.js'
import { UserError } from '../../errors.js'

/** The folder the server reads the model from: `model.localDir` itself, or `into` once unpacked there. */
export async function modelFolder(model: PreparedModel, into: string, s3: () => S3Client): Promise<string> {
  if (model.localDir) return model.localDir
  await mkdir(into, { recursive: true })
  if (model.localArchive) {
    await tar.x({ file: model.localArchive, cwd: into })
    return into
  }
  const loc = model.dataUrl ? parseS3Uri(model.dataUrl) : undefined
  if (!loc) {
    throw new UserError(
      'local mode needs the model itself: set model-path (a directory or model.tar.gz) or model-data-url ' +
        '(an s3:// model.tar.gz). model-name names a model inside SageMaker, which cannot run locally.'
    )
  }
  const res = await s3().send(new GetObjectCommand({ Bucket: loc.bucket, Key: loc.key }))
  await pipeline(res.Body as Readable, tar.x({ cwd: into }))
  return into
}
