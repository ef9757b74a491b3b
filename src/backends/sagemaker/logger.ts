// The log every module of the SageMaker backend writes to.
import type { Logger } from '../../context.js'

export type { Logger }
