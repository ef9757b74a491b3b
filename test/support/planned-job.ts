// What stage 3 hands the later stages, made for a test that starts past it: the input listed once (as
// planPart lists it), and the job it plans (max-payload sized, the device decided).
import type { PlannedJob } from '../../src/backends/transform-backend.js'
import { listOnce, type InputsOrWhy, type ListedInputs } from '../../src/listing/listed-inputs.js'
import { openInputListing } from '../../src/listing/listing.js'
import { outputPlaceOf } from '../../src/contract/output-keys.js'
import { resolveMaxPayload } from '../../src/listing/payload.js'
import { errorMessage } from '../../src/errors.js'
import { runSpecOf } from '../../src/run/part.js'
import type { DataSpec, RunSpecOf, Spec } from '../../src/spec.js'
import type { S3ClientSource } from '../../src/storage/resolve.js'
import type { S3Client } from '@aws-sdk/client-s3'
import { testS3Client } from './s3.js'

let client: S3Client | undefined
/** s3rver's client, one for the test file. */
const sharedS3: S3ClientSource = () => (client ??= testS3Client())

/** `data` listed once, its outputs going to `outputPath`. */
export async function listedInputs(
  data: Pick<DataSpec, 'uri' | 'type'>,
  outputPath: string,
  s3: S3ClientSource,
  s3Only = false
): Promise<ListedInputs> {
  const outputs = outputPlaceOf(outputPath)
  const opened = await openInputListing(data.uri, data.type, s3, { outputs, s3Only })
  return listOnce(opened, data, outputs)
}

/** As listedInputs, or why the input could not be listed (the analysis then says so). */
export async function inputsOrWhy(spec: Spec, outputPath: string, s3: S3ClientSource): Promise<InputsOrWhy> {
  return listedInputs(spec.data, outputPath, s3).catch(err => ({ unlisted: errorMessage(err) }))
}

/** The job planned for `spec` as stage 3 plans a whole run; `log` takes the `max-payload: auto` line. */
export async function plannedJob<S extends Spec>(
  spec: S,
  s3: S3ClientSource = sharedS3,
  log: (line: string) => void = () => undefined
): Promise<PlannedJob<RunSpecOf<S>>> {
  const sagemaker = spec.control.mode === 'sagemaker'
  const inputs = await listedInputs(spec.data, spec.output.path, s3, sagemaker)
  const asked = spec.resources.maxPayloadMB
  const mb = asked === 'auto' ? await resolveMaxPayload(spec, inputs, log) : asked
  return { spec: runSpecOf(spec, mb), inputs }
}

/** The spec as stage 3 settles it for the job (max-payload as given, the device decided). */
export function settled<S extends Spec>(spec: S): RunSpecOf<S> {
  const given = spec.resources.maxPayloadMB
  return runSpecOf(spec, typeof given === 'number' ? given : undefined)
}
