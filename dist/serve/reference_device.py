"""Where the model runs: the GPU for instance-type local_gpu when torch sees one, else the CPU.

SageMaker's PyTorch toolkit hands each handler a context whose system_properties["gpu_id"] names the
GPU of its worker (TorchServe gives the workers the GPUs in turn), and its default handlers load the
model and move the inputs to `cuda:<gpu_id>` when CUDA is available. The reference server does the
same when SAGEMAKER_REFERENCE_GPU=1 (what the action sets for local_gpu); otherwise gpu_id is None and
everything stays on the CPU, as on a CPU instance.
"""


class Device:
    """The choice for one worker: `name` for torch (`cuda:0`, `cpu`), gpu_id, and what to log."""

    def __init__(self, name, gpu_id, line, warning=False):
        self.name = name
        self.gpu_id = gpu_id
        self.line = line
        self.warning = warning


def choose(want_gpu, worker, cuda):
    """`worker` counts from 1; `cuda` is torch.cuda (is_available, device_count, get_device_name)."""
    if not want_gpu:
        return Device("cpu", None, "device cpu (instance-type local)")
    if not cuda.is_available():
        return Device(
            "cpu",
            None,
            "instance-type local_gpu, but torch sees no GPU (torch.cuda.is_available() is False): "
            "the model runs on the CPU",
            warning=True,
        )
    gpu_id = (worker - 1) % max(1, cuda.device_count())
    name = "cuda:%d" % gpu_id
    return Device(name, gpu_id, "device %s (%s), gpu_id %d" % (name, cuda.get_device_name(gpu_id), gpu_id))


def of_context(context):
    """The torch device a handler context names: `cuda:<gpu_id>`, or `cpu` when gpu_id is None."""
    properties = getattr(context, "system_properties", None) or {}
    gpu_id = properties.get("gpu_id")
    return "cpu" if gpu_id is None else "cuda:%d" % gpu_id
