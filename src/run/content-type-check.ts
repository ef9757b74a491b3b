// Before anything is created: an empty content-type is warned about. Requests then go without a
// Content-Type and the handler's input_fn is given None, which most handlers refuse or fail on (images
// read as text); the inputs' own file names say when they are images.
import type { Logger } from '../context.js'
import { quotedName } from '../inert-text.js'
import type { Spec } from '../spec.js'

const IMAGE_NAME = /\.(jpe?g|png|gif|bmp|webp|tiff?)$/i

/** `firstInput`: the name of one of the inputs the job reads (the first listed), if any. */
export function warnEmptyContentType(spec: Spec, firstInput: string | undefined, log: Logger): void {
  if (spec.data.contentType) return
  const images = firstInput !== undefined && IMAGE_NAME.test(firstInput)
  const fix = images
    ? `the inputs are images (${quotedName(firstInput)}): set content-type: application/x-image (or image/jpeg, image/png)`
    : 'set content-type to the type input_fn reads (application/x-image for images, text/csv, application/json, ...)'
  log.warning(
    'content-type is empty: each request is sent without a Content-Type, and the handler is given None ' +
      `as its content type; ${fix}.`
  )
}
