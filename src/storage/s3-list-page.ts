// A ListObjectsV2 page read from S3's XML answer directly: the fields a listing uses (each object's key,
// size, ETag and time; whether more pages follow and the token to them), in the shape the SDK gives.
// The SDK's general XML parser costs about 12 µs of CPU a key, which at a million outputs followed as they
// land is a minute of the one core the reads need; this scan costs about a tenth of that. Anything it does
// not recognise (another root, a count that does not add up, a size or a date that does not read) is
// undefined: the page is then asked of the SDK's client.

export interface ListedEntry {
  Key?: string
  Size?: number
  ETag?: string
  LastModified?: Date
}

export interface ListPage {
  Contents: ListedEntry[]
  /** `url` when the keys come URL-encoded (the request asked `encoding-type=url`). */
  EncodingType?: string
  IsTruncated: boolean
  NextContinuationToken?: string
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const QUOTE = '&quot;'

/** XML character data as text: the five named entities and numeric references. */
export function xmlText(raw: string): string | undefined {
  const amp = raw.indexOf('&')
  if (amp < 0) return raw
  // An ETag, as S3 writes it: `&quot;<hex>&quot;`.
  if (amp === 0 && raw.startsWith(QUOTE) && raw.endsWith(QUOTE) && raw.indexOf('&', 1) === raw.length - 6)
    return `"${raw.slice(6, -6)}"`
  let bad = false
  const text = raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);|&/g, (whole, ref: string | undefined) => {
    if (!ref) return ((bad = true), whole)
    if (ref[0] !== '#') return ENTITIES[ref] ?? ((bad = true), whole)
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
    if (!(code <= 0x10ffff)) return ((bad = true), whole)
    return String.fromCodePoint(code)
  })
  return bad ? undefined : text
}

/** The text of the first `<name>` element from `from` to `to`; null when there is none. */
function element(xml: string, name: string, from: number, to: number): string | null | undefined {
  const open = xml.indexOf(`<${name}>`, from)
  if (open < 0 || open >= to) {
    // An empty element written short.
    const short = xml.indexOf(`<${name}/>`, from)
    return short >= 0 && short < to ? '' : null
  }
  const start = open + name.length + 2
  const end = xml.indexOf(`</${name}>`, start)
  if (end < 0 || end > to) return undefined
  return xmlText(xml.slice(start, end))
}

/** The page in `xml`, or undefined where the scan cannot vouch for it. */
export function parseListPage(xml: string): ListPage | undefined {
  const root = xml.indexOf('<ListBucketResult')
  const close = xml.lastIndexOf('</ListBucketResult>')
  if (root < 0 || close < root) return undefined
  const contents: ListedEntry[] = []
  for (let at = root; ;) {
    const open = xml.indexOf('<Contents>', at)
    if (open < 0 || open > close) break
    const end = xml.indexOf('</Contents>', open)
    if (end < 0 || end > close) return undefined
    const entry = entryOf(xml, open + 10, end)
    if (!entry) return undefined
    contents.push(entry)
    at = end + 11
  }
  // The root's own fields: their names never stand inside an entry, whose text holds no `<`.
  const field = (name: string) => element(xml, name, root, close)
  const truncated = field('IsTruncated')
  if (truncated !== 'true' && truncated !== 'false') return undefined
  const count = field('KeyCount')
  // Every entry found, and no folder summaries (CommonPrefixes) the scan does not read.
  if (count === undefined || (count !== null && Number(count) !== contents.length)) return undefined
  if (field('CommonPrefixes') !== null) return undefined
  const token = field('NextContinuationToken')
  const encoding = field('EncodingType')
  if (token === undefined || encoding === undefined) return undefined
  if (truncated === 'true' && !token) return undefined
  return {
    Contents: contents,
    IsTruncated: truncated === 'true',
    ...(token ? { NextContinuationToken: token } : {}),
    ...(encoding ? { EncodingType: encoding } : {})
  }
}

function entryOf(xml: string, from: number, to: number): ListedEntry | undefined {
  const key = element(xml, 'Key', from, to)
  const size = element(xml, 'Size', from, to)
  const etag = element(xml, 'ETag', from, to)
  const time = element(xml, 'LastModified', from, to)
  if (!key || !size || !/^\d+$/.test(size) || etag === undefined || time === undefined) return undefined
  const lastModified = time ? new Date(time) : undefined
  if (lastModified && Number.isNaN(lastModified.getTime())) return undefined
  return {
    Key: key,
    Size: Number(size),
    ...(etag ? { ETag: etag } : {}),
    ...(lastModified ? { LastModified: lastModified } : {})
  }
}
