// Splits a stream of text into top-level JSON values: one document, JSON Lines, or values written back
// to back (`{..}{..}`, as SageMaker assembles with AssembleWith=None). Only boundaries are found here;
// each value is then parsed with JSON.parse, which is far faster than any parser written in JS.

const SPACE = 0x20
const TAB = 0x09
const LF = 0x0a
const CR = 0x0d
const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d

function isSpace(c: number): boolean {
  return c === SPACE || c === LF || c === CR || c === TAB
}

export class JsonValueSplitter {
  private buf = ''
  private pos = 0
  private start = -1
  private depth = 0
  private inString = false
  private escaped = false
  private scalar = false
  private readonly maxValueChars: number

  /** `maxValueChars` bounds the memory one value may take; a longer value is an error. */
  constructor(maxValueChars: number) {
    this.maxValueChars = maxValueChars
  }

  /** Feeds text; calls `out` with each complete top-level value's text. */
  push(text: string, out: (value: string) => void): void {
    if (this.start < 0) {
      this.buf = text
      this.pos = 0
    } else {
      this.buf += text // a value continues; `pos` already points past what was scanned
    }
    const buf = this.buf
    let i = this.pos
    const n = buf.length
    while (i < n) {
      const c = buf.charCodeAt(i)
      if (this.start < 0) {
        if (!isSpace(c)) {
          this.start = i
          if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth = 1
          else if (c === QUOTE) this.inString = true
          else this.scalar = true
        }
        i++
        continue
      }
      if (this.inString) {
        if (this.escaped) this.escaped = false
        else if (c === BACKSLASH) this.escaped = true
        else if (c === QUOTE) {
          this.inString = false
          if (this.depth === 0) {
            out(buf.slice(this.start, i + 1))
            this.start = -1
          }
        }
        i++
        continue
      }
      if (this.scalar) {
        if (isSpace(c) || c === OPEN_BRACE || c === OPEN_BRACKET || c === QUOTE) {
          out(buf.slice(this.start, i))
          this.start = -1
          this.scalar = false
          continue // rescan this character as the start of what follows
        }
        i++
        continue
      }
      if (c === QUOTE) this.inString = true
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth++
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        this.depth--
        if (this.depth === 0) {
          out(buf.slice(this.start, i + 1))
          this.start = -1
        }
      }
      i++
    }
    if (this.start < 0) {
      this.buf = ''
      this.pos = 0
    } else {
      this.buf = buf.slice(this.start)
      this.pos = i - this.start
      this.start = 0
      if (this.buf.length > this.maxValueChars) {
        throw new Error(`a single JSON value is longer than ${this.maxValueChars} characters`)
      }
    }
  }

  /** Ends the input: flushes a trailing bare scalar; throws when a value was cut off. */
  end(out: (value: string) => void): void {
    if (this.start < 0) return
    if (this.scalar) {
      out(this.buf.slice(this.start))
      this.start = -1
      this.scalar = false
      return
    }
    throw new Error('the data ends inside a JSON value')
  }
}

/** Splits text into lines across chunk boundaries (LF or CRLF), for CSV. */
export class TextLineSplitter {
  private rest = ''
  private readonly maxLineChars: number
  constructor(maxLineChars: number) {
    this.maxLineChars = maxLineChars
  }
  push(text: string, out: (line: string) => void): void {
    const data = this.rest + text
    let from = 0
    for (let nl = data.indexOf('\n'); nl >= 0; nl = data.indexOf('\n', from)) {
      out(stripCr(data.slice(from, nl)))
      from = nl + 1
    }
    this.rest = data.slice(from)
    if (this.rest.length > this.maxLineChars) {
      throw new Error(`a single line is longer than ${this.maxLineChars} characters`)
    }
  }
  end(out: (line: string) => void): void {
    if (this.rest !== '') out(stripCr(this.rest))
    this.rest = ''
  }
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line
}
