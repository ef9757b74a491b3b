// The model registry's operations, served by the emulator on its one SageMaker endpoint by forwarding each
// request (validated first against the API model, like every other) to moto_server. Where moto falls short
// of AWS, the emulator answers as AWS does: a second CreateModelPackageGroup of a name is refused with
// ValidationException (moto replaces the group). A test may refuse operations (AccessDenied) or act before
// one is answered (a run beside it creating the group).
import { ServiceError } from './logs.js'

export const REGISTRY_OPERATIONS = [
  'CreateModelPackageGroup',
  'DescribeModelPackageGroup',
  'CreateModelPackage',
  'ListModelPackages',
  'DescribeModelPackage',
  'UpdateModelPackage'
] as const

export interface RegistryForward {
  /** moto_server's URL. */
  url: string
  /** Operations answered with AccessDeniedException, as for a role without their permission. */
  denied?: string[]
  /** Called before an operation is forwarded (e.g. to create the group as a run beside this one would). */
  before?: (operation: string, body: Record<string, unknown>) => Promise<void> | void
}

interface Where {
  region: string
  accountId: string
}

/** Sends one JSON 1.1 request to moto; its error answers become the emulator's. */
export async function motoCall(
  url: string,
  operation: string,
  body: Record<string, unknown>,
  region: string
): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `SageMaker.${operation}`,
      // moto reads the region from the credential scope; it checks no signature.
      authorization: `AWS4-HMAC-SHA256 Credential=AKIDEMULATOR/20240101/${region}/sagemaker/aws4_request, SignedHeaders=host, Signature=0`
    },
    body: JSON.stringify(body)
  })
  const text = await res.text()
  const answer = (text ? JSON.parse(text) : {}) as Record<string, unknown>
  if (!res.ok) {
    const type = String(answer.__type ?? 'InternalFailure').replace(/^.*#/, '')
    throw new ServiceError(type, String(answer.message ?? answer.Message ?? text), res.status)
  }
  return answer
}

/** Answers one registry operation through moto. */
export async function forwardRegistry(
  forward: RegistryForward,
  operation: string,
  body: Record<string, unknown>,
  where: Where
): Promise<unknown> {
  if (forward.denied?.includes(operation))
    throw new ServiceError(
      'AccessDeniedException',
      `User: arn:aws:sts::${where.accountId}:assumed-role/ci/gha is not authorized to perform: ` +
        `sagemaker:${operation} because no identity-based policy allows the sagemaker:${operation} action`
    )
  await forward.before?.(operation, body)
  if (operation === 'CreateModelPackageGroup') {
    const name = String(body.ModelPackageGroupName)
    const existing = await motoCall(
      forward.url,
      'DescribeModelPackageGroup',
      { ModelPackageGroupName: name },
      where.region
    ).catch(() => undefined)
    if (existing)
      throw new ServiceError(
        'ValidationException',
        `Model Package Group already exists: ${String(existing.ModelPackageGroupArn)}`
      )
  }
  return motoCall(forward.url, operation, body, where.region)
}
