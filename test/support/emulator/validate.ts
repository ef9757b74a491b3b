// Validates a JSON request body against the official SageMaker API model (botocore's service-2.json
// subset in test/fixtures), recursively, the way the service does: required members, unknown members,
// types, enums, min/max (length, value, list/map size) and patterns. Messages follow the service's
// "Value ... at '<member path>' failed to satisfy constraint: ..." form.
import { readFileSync } from 'node:fs'

export interface ShapeRef {
  shape: string
}

export interface Shape {
  type: 'structure' | 'list' | 'map' | 'string' | 'integer' | 'long' | 'boolean' | 'timestamp' | 'double'
  members?: Record<string, ShapeRef>
  required?: string[]
  member?: ShapeRef
  key?: ShapeRef
  value?: ShapeRef
  enum?: string[]
  min?: number
  max?: number
  pattern?: string
  exception?: boolean
}

export interface ApiModel {
  operations: Record<string, { input?: ShapeRef; output?: ShapeRef; errors?: ShapeRef[] }>
  shapes: Record<string, Shape>
}

/** An API model in test/fixtures: SageMaker's (the default) or CloudWatch Logs' (`cloudwatch-logs-api.json`). */
export function loadApiModel(name = 'sagemaker-transform-api.json'): ApiModel {
  const file = new URL(`../../fixtures/${name}`, import.meta.url)
  return JSON.parse(readFileSync(file, 'utf8')) as ApiModel
}

const patternCache = new Map<string, RegExp>()

/**
 * The service anchors every pattern; some need Unicode classes (\p{L}). A few (CustomerMetadataKey and
 * Value) end in an anchor with a count, `${1,256}`, which the service's regex reads as the end: so here.
 */
function compiledPattern(pattern: string): RegExp {
  let re = patternCache.get(pattern)
  if (!re) {
    const source = pattern.replace(/\$\{\d+(?:,\d*)?\}$/, '$')
    try {
      re = new RegExp(`^(?:${source})$`, 'u')
    } catch {
      re = new RegExp(`^(?:${source})$`)
    }
    patternCache.set(pattern, re)
  }
  return re
}

/** The service names members in lower camel case: TransformResources.InstanceType -> transformResources.instanceType */
function memberName(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1)
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'string') return `'${value}'`
  return `'${JSON.stringify(value)}'`
}

function violation(value: unknown, path: string, constraint: string): string {
  return `Value ${shown(value)} at '${path}' failed to satisfy constraint: ${constraint}`
}

function checkLength(errors: string[], shape: Shape, size: number, value: unknown, path: string): void {
  if (shape.min !== undefined && size < shape.min)
    errors.push(violation(value, path, `Member must have length greater than or equal to ${shape.min}`))
  if (shape.max !== undefined && size > shape.max)
    errors.push(violation(value, path, `Member must have length less than or equal to ${shape.max}`))
}

/** Every violation in `value` against the shape named `shapeName`; [] when valid. */
export function validateShape(model: ApiModel, shapeName: string, value: unknown, path = ''): string[] {
  const errors: string[] = []
  visit(model, shapeName, value, path, errors)
  return errors
}

function visit(model: ApiModel, shapeName: string, value: unknown, path: string, errors: string[]): void {
  const shape = model.shapes[shapeName]
  if (!shape) throw new Error(`API model has no shape ${shapeName}`)
  const at = path || 'request'
  switch (shape.type) {
    case 'structure': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        errors.push(violation(value, at, 'Member must be a structure'))
        return
      }
      const members = shape.members ?? {}
      const record = value as Record<string, unknown>
      for (const name of shape.required ?? []) {
        if (record[name] === undefined || record[name] === null)
          errors.push(violation(null, join(path, memberName(name)), 'Member must not be null'))
      }
      for (const [name, member] of Object.entries(record)) {
        const memberPath = join(path, memberName(name))
        const ref = members[name]
        if (!ref) {
          errors.push(violation(member, memberPath, `Member is not defined in the ${shapeName} shape`))
          continue
        }
        if (member === null || member === undefined) continue
        visit(model, ref.shape, member, memberPath, errors)
      }
      return
    }
    case 'list': {
      if (!Array.isArray(value)) {
        errors.push(violation(value, at, 'Member must be a list'))
        return
      }
      checkLength(errors, shape, value.length, value, at)
      value.forEach((item, i) => visit(model, shape.member!.shape, item, `${at}.${i + 1}.member`, errors))
      return
    }
    case 'map': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        errors.push(violation(value, at, 'Member must be a map'))
        return
      }
      const entries = Object.entries(value as Record<string, unknown>)
      checkLength(errors, shape, entries.length, value, at)
      for (const [k, v] of entries) {
        visit(model, shape.key!.shape, k, `${at}.${k}.key`, errors)
        visit(model, shape.value!.shape, v, `${at}.${k}.value`, errors)
      }
      return
    }
    case 'string': {
      if (typeof value !== 'string') {
        errors.push(violation(value, at, 'Member must be a string'))
        return
      }
      // The service counts characters (code points), not UTF-16 units.
      checkLength(errors, shape, [...value].length, value, at)
      if (shape.enum && !shape.enum.includes(value))
        errors.push(violation(value, at, `Member must satisfy enum value set: [${shape.enum.join(', ')}]`))
      if (shape.pattern && !compiledPattern(shape.pattern).test(value))
        errors.push(violation(value, at, `Member must satisfy regular expression pattern: ${shape.pattern}`))
      return
    }
    case 'integer':
    case 'long': {
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        errors.push(violation(value, at, 'Member must be an integer'))
        return
      }
      if (shape.min !== undefined && value < shape.min)
        errors.push(violation(value, at, `Member must have value greater than or equal to ${shape.min}`))
      if (shape.max !== undefined && value > shape.max)
        errors.push(violation(value, at, `Member must have value less than or equal to ${shape.max}`))
      return
    }
    case 'double':
      if (typeof value !== 'number') errors.push(violation(value, at, 'Member must be a number'))
      return
    case 'boolean':
      if (typeof value !== 'boolean') errors.push(violation(value, at, 'Member must be a boolean'))
      return
    case 'timestamp':
      // JSON 1.1 sends timestamps as epoch seconds.
      if (typeof value !== 'number') errors.push(violation(value, at, 'Member must be a timestamp'))
      return
  }
}

function join(path: string, name: string): string {
  return path ? `${path}.${name}` : name
}

/** The service's summary line over all violations. */
export function validationMessage(errors: string[]): string {
  const n = errors.length
  return `${n} validation error${n === 1 ? '' : 's'} detected: ${errors.join('; ')}`
}
