// Reading SageMaker's error answers: "no such resource", creates whose answer was lost, and the refusals a
// user can fix, turned into messages that say so.
import { errorMessage, hasFullMessage, UserError } from '../../errors.js'
import { errorName, mayHaveApplied, type Call } from '../../aws/retry.js'

/** True for the service's "no such job/model" answers (ValidationException "Could not find ..."). */
export function isNotFound(err: unknown): boolean {
  const name = errorName(err)
  return (
    name === 'ResourceNotFound' ||
    (name === 'ValidationException' && /could not find/i.test((err as Error).message ?? ''))
  )
}

/** The answer to a describe call, or undefined when the resource does not exist. */
export async function describedOrMissing<T>(describe: Promise<T>): Promise<T | undefined> {
  try {
    return await describe
  } catch (err) {
    if (isNotFound(err)) return undefined
    throw err
  }
}

/** Sends a create request, remembering whether a failed try may have applied anyway (its answer was lost). */
export class CreateCall {
  lostAnswer = false

  constructor(private readonly call: Call) {}

  send<T>(create: () => Promise<T>): Promise<T> {
    return this.call(async () => {
      try {
        return await create()
      } catch (err) {
        if (mayHaveApplied(err)) this.lostAnswer = true
        throw err
      }
    })
  }
}

export function explainCreateError(err: unknown, operation: string): unknown {
  const name = errorName(err)
  if (name === 'ValidationException' || name === 'ResourceLimitExceeded' || name === 'AccessDeniedException')
    return new UserError(
      hasFullMessage(err) ? errorMessage(err) : `SageMaker refused ${operation}: ${errorMessage(err)}`
    )
  // Anything else (a down endpoint, retries exhausted) already names the call in full.
  return err
}
