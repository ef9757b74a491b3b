"""Where the model runs: the GPU for instance-type local_gpu when torch sees one, else the CPU.

SageMaker's PyTorch toolkit hands each handler a context whose system_properties["gpu_id"] names the
GPU of its worker (TorchServe gives the workers the GPUs in turn), and its default handlers load the
model and move the inputs to `cuda:<gpu_id>` when CUDA is available. The reference server does the
same when SAGEMAKER_REFERENCE_GPU=1 (what the action sets for local_gpu); otherwise gpu_id is None and
everything stays on the CPU, as on a CPU instance.

CUDA does not survive a fork, and the server forks its workers: the server process itself never sets
CUDA up. It asks a forked child how many GPUs torch sees and how much memory each has free (survey).
"""

import json
import os
import select
import time

#: How long the survey may take (a context on each GPU) before the server goes on without it.
SURVEY_SECONDS = 60


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


class Survey:
    """The GPUs torch sees (`count`) and the free bytes of each (`free`); `problem` when it failed."""

    def __init__(self, count, free, problem=None):
        self.count = count
        self.free = free
        self.problem = problem


def _report(cuda):
    if not cuda.is_available():
        return {"count": 0, "free": []}
    count = cuda.device_count()
    return {"count": count, "free": [int(cuda.mem_get_info(i)[0]) for i in range(count)]}


def _read_all(fd, deadline):
    chunks = []
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            break
        chunk = os.read(fd, 65536)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
    return None


class PendingSurvey:
    """A survey under way in a forked child; result() waits for its answer."""

    def __init__(self, pid, read_fd, seconds):
        self.pid = pid
        self.read_fd = read_fd
        self.deadline = time.monotonic() + seconds
        self.seconds = seconds

    def result(self):
        try:
            data = _read_all(self.read_fd, self.deadline)
        finally:
            os.close(self.read_fd)
        if data is None:
            os.kill(self.pid, 9)
        os.waitpid(self.pid, 0)
        try:
            found = json.loads(data or b"{}")
        except ValueError:
            found = {}
        if "count" not in found:
            problem = found.get("problem") or "no answer within %d s" % self.seconds
            return Survey(0, [], "asking torch for the GPUs failed (%s)" % problem)
        return Survey(found["count"], found["free"])


def start_survey(cuda, seconds=SURVEY_SECONDS):
    """Asks a forked child, so that CUDA is set up there and not here; `cuda` is torch.cuda."""
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            os.close(read_fd)
            answer = _report(cuda)
        except BaseException as exc:  # noqa: B036 (the child must never return into the server's code)
            answer = {"problem": "%s: %s" % (type(exc).__name__, exc)}
            code = 1
        try:
            os.write(write_fd, json.dumps(answer).encode("utf-8"))
        finally:
            os._exit(code)
    os.close(write_fd)
    return PendingSurvey(pid, read_fd, seconds)


def out_of_memory_advice(workers, loading):
    """The fix for CUDA's out-of-memory error in a server of `workers` workers."""
    if workers > 1:
        fewer = "%d workers each hold a copy of the model: set SAGEMAKER_MODEL_SERVER_WORKERS lower in model-env"
        return fewer % workers + ("" if loading else ", or send smaller requests (max-payload, split-type)")
    if loading:
        return "the model does not fit in the GPU's free memory; free the GPU or use one with more memory"
    return "send smaller requests (max-payload, split-type), or use a GPU with more memory"


def is_out_of_memory(exc):
    """True for CUDA's out-of-memory error: torch.cuda.OutOfMemoryError, or the RuntimeError of older torch."""
    kind = type(exc)
    named = kind.__name__ == "OutOfMemoryError" and kind.__module__.startswith("torch")
    return named or "CUDA out of memory" in str(exc)
