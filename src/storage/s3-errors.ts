// What an S3 error says, by its code or its status: the SDK names some errors and gives others only
// a status (a HEAD's answer has no body to name it).
import { errorName, httpStatus } from '../aws/retry.js'

/** The error S3 named `names`, or answered with `status`. */
const saidBy = (names: readonly string[], status: number) => (err: unknown) =>
  names.includes(errorName(err)) || httpStatus(err) === status

export const isNotFound = saidBy(['NotFound', 'NoSuchKey'], 404)

export const isPreconditionFailed = saidBy(['PreconditionFailed'], 412)

/** 409 ConditionalRequestConflict: a conditional write met another write of the same key. */
export const isConditionalConflict = saidBy(['ConditionalRequestConflict'], 409)
