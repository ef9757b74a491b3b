// One CSV row <-> an array of fields (RFC 4180 quoting), for filters and joins on text/csv records and
// for reading CSV predictions. Like Python's csv module (which the model containers use), a quote is
// special only at the start of a field: `a"b` is the text a"b, and text after a closing quote is kept.

export function parseCsvRow(text: string): string[] {
  const fields: string[] = []
  let i = 0
  const n = text.length
  for (;;) {
    if (text[i] === '"') {
      let value = ''
      i++
      for (;;) {
        const q = text.indexOf('"', i)
        if (q < 0) {
          value += text.slice(i)
          i = n
          break
        }
        value += text.slice(i, q)
        if (text[q + 1] === '"') {
          value += '"'
          i = q + 2
        } else {
          i = q + 1
          break
        }
      }
      // Anything between the closing quote and the comma is kept, as lenient readers do.
      const comma = text.indexOf(',', i)
      const end = comma < 0 ? n : comma
      fields.push(value + text.slice(i, end))
      if (comma < 0) break
      i = comma + 1
    } else {
      const comma = text.indexOf(',', i)
      if (comma < 0) {
        fields.push(text.slice(i))
        break
      }
      fields.push(text.slice(i, comma))
      i = comma + 1
    }
  }
  return fields
}

function formatCsvField(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text =
    typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** An array becomes a row of fields; anything else one field. */
export function formatCsvRow(value: unknown): string {
  return Array.isArray(value) ? value.map(formatCsvField).join(',') : formatCsvField(value)
}
