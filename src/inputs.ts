// Action inputs -> a typed, validated Spec (see src/inputs/). Pure: no I/O.
export { parseInputs, readInputs } from './inputs/parse-inputs.js'
export { INPUT_NAMES, type InputName } from './inputs/names.js'
export { builtinLabelMapName, LABEL_MAP_NOT_FOUND } from './inputs/report.js'
