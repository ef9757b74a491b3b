// The splitter for a SplitType.
import type { SplitType } from '../../../spec.js'
import { LineSplitter } from './line.js'
import { RecordIOSplitter } from './recordio.js'
import { TFRecordSplitter } from './tfrecord.js'
import type { RecordSink, Splitter, UnsplittableNotice } from './types.js'
import { WholeObjectSplitter } from './whole.js'

/**
 * `maxBytes` bounds each record's payload (Infinity for none); a larger record fails the file. A file
 * that is not in a RecordIO or TFRecord framing goes whole, and `onUnsplittable` is told why.
 */
export function createSplitter(
  type: SplitType,
  sink: RecordSink,
  maxBytes: number,
  onUnsplittable?: UnsplittableNotice
): Splitter {
  switch (type) {
    case 'None':
      return new WholeObjectSplitter(sink, maxBytes)
    case 'Line':
      return new LineSplitter(sink, maxBytes)
    case 'RecordIO':
      return new RecordIOSplitter(sink, maxBytes, onUnsplittable)
    case 'TFRecord':
      return new TFRecordSplitter(sink, maxBytes, onUnsplittable)
  }
}
