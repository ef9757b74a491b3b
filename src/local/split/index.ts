// The splitter for a SplitType.
import type { SplitType } from '../../spec.js'
import { LineSplitter } from './line.js'
import { RecordIOSplitter } from './recordio.js'
import { TFRecordSplitter } from './tfrecord.js'
import type { RecordSink, Splitter } from './types.js'
import { WholeObjectSplitter } from './whole.js'

export { type RecordSink, type Splitter, SplitError } from './types.js'

/** `maxBytes` bounds each record's payload (Infinity for none); a larger record fails the file. */
export function createSplitter(type: SplitType, sink: RecordSink, maxBytes: number): Splitter {
  switch (type) {
    case 'None':
      return new WholeObjectSplitter(sink, maxBytes)
    case 'Line':
      return new LineSplitter(sink, maxBytes)
    case 'RecordIO':
      return new RecordIOSplitter(sink, maxBytes)
    case 'TFRecord':
      return new TFRecordSplitter(sink, maxBytes)
  }
}
