// Action inputs -> a typed, validated Spec. Pure: no I/O.
import type { InputReader, Spec } from './spec.js'

export function parseInputs(_read: InputReader): Spec {
  throw new Error('parseInputs: not implemented yet')
}
