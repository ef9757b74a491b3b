// Names of the step state the main step saves (core.saveState) and the post step reads, in a module of
// their own so the post bundle does not pull in the whole action.
export const STATE_JOB_NAME = 'sagemaker-job-name'
export const STATE_REGION = 'sagemaker-region'
export const STATE_SAGEMAKER_ENDPOINT = 'sagemaker-endpoint'
