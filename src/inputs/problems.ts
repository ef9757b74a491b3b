// Collects every input problem so the user sees them all at once (thrown together as InputErrors).
import type { InputProblem } from '../errors.js'

export class Problems {
  readonly list: InputProblem[] = []

  /** Records a problem; returns undefined so parsers can `return problems.add(...)`. */
  add(input: string, value: string, problem: string, fix: string): undefined {
    this.list.push({ input, value, problem, fix })
    return undefined
  }
}
