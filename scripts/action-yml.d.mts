// Types for scripts/action-yml.mjs.
export type YamlMap = { [key: string]: string | YamlMap }
export function parseActionYaml(text: string): YamlMap
export function readActionYaml(file: string): Promise<YamlMap>
