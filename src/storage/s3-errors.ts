// What an S3 error says, by its code or its status: the SDK names some errors and gives others only
// a status (a HEAD's answer has no body to name it).

export function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404
}

export function isPreconditionFailed(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'PreconditionFailed' || e.$metadata?.httpStatusCode === 412
}

/** 409 ConditionalRequestConflict: a conditional write met another write of the same key. */
export function isConditionalConflict(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'ConditionalRequestConflict' || e.$metadata?.httpStatusCode === 409
}
