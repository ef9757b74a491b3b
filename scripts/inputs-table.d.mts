// Types for scripts/inputs-table.mjs.
import type { YamlMap } from './action-yml.mjs'
export interface InputGroup {
  title: string
  note: string
  names: string[]
}
export function cell(text: string): string
export function inputGroups(actionYamlText: string): InputGroup[]
export function inputsTable(action: YamlMap, groups?: InputGroup[]): string
export function outputsTable(action: YamlMap): string
export function replaceBetween(text: string, name: string, content: string): string
export const TABLES_PAGE: string
export function renderTables(page: string, action: YamlMap, groups?: InputGroup[]): string
