// Entry point of the post step: stop a transform job that a cancelled or killed main step left running.
import { runPost } from './aws/post.js'

await runPost()
