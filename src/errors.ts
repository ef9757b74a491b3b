// Errors a user can act on. The entry point prints their message alone (no stack trace) and fails.
import { plural } from './format.js'

/** A problem with what the user asked for, found before anything is created in AWS. */
export class UserError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UserError'
  }
}

/** One bad input: which input, the value given, and what to do instead. */
export interface InputProblem {
  input: string
  value: string
  problem: string
  fix: string
}

export function formatProblem(p: InputProblem): string {
  const shown = p.value.length > 120 ? `${p.value.slice(0, 117)}...` : p.value
  return `${p.input}: ${p.problem} (got ${JSON.stringify(shown)}). ${p.fix}`
}

/** Every bad input at once, so the user fixes them in one go. */
export class InputErrors extends UserError {
  readonly problems: InputProblem[]
  constructor(problems: InputProblem[]) {
    const lines = problems.map(p => `  - ${formatProblem(p)}`)
    super(`${plural(problems.length, 'input problem')}:\n${lines.join('\n')}`)
    this.name = 'InputErrors'
    this.problems = problems
  }
}

/** A problem in the model directory or archive, naming the file and the fix. */
export class LayoutError extends UserError {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`the model layout is not valid:\n${problems.map(p => `  - ${p}`).join('\n')}`)
    this.name = 'LayoutError'
    this.problems = problems
  }
}

/**
 * Set on errors of outside calls (src/aws/calls.ts): the message that names the operation, resource,
 * endpoint and cause, shown instead of the bare one.
 */
export const FULL_MESSAGE = Symbol('full message')

/** True when the error names its call in full (never "Unexpected error" material). */
export function hasFullMessage(err: unknown): boolean {
  return typeof err === 'object' && err !== null && FULL_MESSAGE in err
}

export function errorMessage(err: unknown): string {
  if (hasFullMessage(err)) return String((err as { [FULL_MESSAGE]: unknown })[FULL_MESSAGE])
  if (err instanceof Error) return err.message
  return String(err)
}
