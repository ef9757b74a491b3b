// Types for scripts/inputs-table.mjs.
import type { YamlMap } from './action-yml.mjs'
export function cell(text: string): string
export function inputsTable(action: YamlMap): string
export function outputsTable(action: YamlMap): string
export function replaceBetween(text: string, name: string, content: string): string
export function renderReadme(readme: string, action: YamlMap): string
