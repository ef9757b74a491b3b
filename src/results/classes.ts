// Class identities. Models name classes by index (TF Serving `classes`, argmax positions, torchvision
// labels) or by string (TF Serving classify, some handlers). Everything is reduced to an integer id so
// summaries and evaluations compare one kind of thing; names come from the label map.
import type { LabelMap } from './labels.js'

/** Ids for string labels that neither parse as an index nor appear in the label map start here. */
const FIRST_DYNAMIC_ID = 1_000_000_000

export class ClassRegistry {
  readonly labels?: LabelMap
  private readonly dynamicIds = new Map<string, number>()
  private readonly dynamicNames: string[] = []

  constructor(labels?: LabelMap) {
    this.labels = labels
  }

  /** The id of a class given as a number or a string. */
  idOf(value: number | string): number {
    if (typeof value === 'number') return value
    const s = value.trim()
    if (/^-?\d+$/.test(s)) return Number(s)
    const mapped = this.labels?.indexOf(s)
    if (mapped !== undefined) return mapped
    let id = this.dynamicIds.get(s)
    if (id === undefined) {
      id = FIRST_DYNAMIC_ID + this.dynamicNames.length
      this.dynamicIds.set(s, id)
      this.dynamicNames.push(s)
    }
    return id
  }

  /** The names given ids here (not indices, not in the label map), from the `from`th on, in order. */
  namesFrom(from: number): string[] {
    return this.dynamicNames.slice(from)
  }

  /**
   * Another registry's id as this one has it: `names` are the names the other gave ids to, in order
   * (its `namesFrom(0)`); indices are the same in both.
   */
  adopt(id: number, names: readonly string[]): number {
    const name = id >= FIRST_DYNAMIC_ID ? names[id - FIRST_DYNAMIC_ID] : undefined
    return name === undefined ? id : this.idOf(name)
  }

  /** The display name: the label map's name, the model's own string, or the index itself. */
  nameOf(id: number): string {
    if (id >= FIRST_DYNAMIC_ID) return this.dynamicNames[id - FIRST_DYNAMIC_ID] ?? String(id)
    return this.labels?.name(id) ?? String(id)
  }

  /**
   * Two ids in an order that does not depend on the order outputs were read in (names get ids as they
   * are met): indices first, by index; then names, by their characters.
   */
  compare(a: number, b: number): number {
    if (a < FIRST_DYNAMIC_ID || b < FIRST_DYNAMIC_ID) return a - b
    const [x, y] = [this.nameOf(a), this.nameOf(b)]
    return x < y ? -1 : x > y ? 1 : 0
  }

  /** The index as users see it in their label file, or undefined for a class named by string. */
  indexOf(id: number): number | undefined {
    return id >= FIRST_DYNAMIC_ID ? undefined : id
  }
}
