"""Local mode's worker rule: how many worker processes the reference server runs, and why (the line the
log shows), how many requests it asks to have in flight (its /execution-parameters), and how many of
them a worker computes at once.

The same in-flight rule, for a server that does not say, is IN_FLIGHT_PER_CORE in
src/backends/local/settings.ts (coresFallback): change both together.

SAGEMAKER_MODEL_SERVER_WORKERS, when set, always wins. Otherwise the machine decides:

- on GPUs (instance-type local_gpu and torch sees G of them): WORKERS_PER_GPU single-threaded workers
  per GPU, no more than one per core. Python's lock makes one process's threads take turns at the
  handler code between the kernels, so the GPU waits; a few plain processes keep it busy (measured on
  an H100 with 16 cores: 4 processes 225 images/s, 8: 219, 16: 183; 16 threads of one process: 75);
- on the CPU: one worker per core, each computing one request at a time (computing_at_once), as
  TorchServe's workers do; its other connection's request is read meanwhile. Threads of one process
  take turns at Python's lock between torch's and PIL's calls: on two cores the shapes classifier's
  data plane reached a median of 93.5% of the in-process limit with a worker per core, and 82.5%
  with one worker for both cores, in the same rounds (bench/local-small.ts, 2,000 images, six runs);
- never more copies of the model than fit: each worker loads it once, so the count is cut to what the
  free memory holds (each GPU's, or the host's available memory on the CPU), and the line says so.
"""

import os

WORKERS_PER_GPU = 4
#: Requests in flight per core that keep the server busy: one being computed, one arriving (per worker
#: on GPUs, where more threads in one process take turns at Python's lock and the GPU waits). The
#: engine's own fallback is IN_FLIGHT_PER_CORE in src/backends/local/settings.ts.
IN_FLIGHT_PER_CORE = 2
#: What a process on a GPU holds besides the model: the CUDA context, cuBLAS and cuDNN workspaces.
GPU_PROCESS_BYTES = 1 << 30
#: What a forked CPU worker adds besides the model (the interpreter and torch are shared with the parent).
CPU_PROCESS_BYTES = 256 << 20
#: A loaded model takes a little more than its files: buffers, and the working memory of a request.
MODEL_MEMORY_FACTOR = 1.2


class Plan:
    """`count` workers; `line` is what the log says; `chosen` is False when the user's setting decided."""

    def __init__(self, count, line, chosen):
        self.count = count
        self.line = line
        self.chosen = chosen


def _plural(n, word):
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


def _gib(n):
    return "%.1f GiB" % (n / float(1 << 30))


def per_worker_bytes(model_size, on_gpu):
    """The memory one more worker takes: its copy of the model and what its process adds."""
    return int(model_size * MODEL_MEMORY_FACTOR) + (GPU_PROCESS_BYTES if on_gpu else CPU_PROCESS_BYTES)


def by_machine(cores, gpus):
    """(count, reason) from the cores and the GPUs alone."""
    if gpus:
        per_gpu = max(1, min(WORKERS_PER_GPU, cores // gpus))
        return per_gpu * gpus, "%d single-threaded per GPU, at most %d per GPU and one per core" % (
            per_gpu,
            WORKERS_PER_GPU,
        )
    return max(1, cores), "one per core on the CPU, each computing one request at a time"


def in_flight(workers, cores, gpus):
    """MaxConcurrentTransforms for /execution-parameters: IN_FLIGHT_PER_CORE per core on the CPU (every
    core busy however many workers), per worker on GPUs."""
    return IN_FLIGHT_PER_CORE * (workers if gpus else max(workers, cores))


def computing_at_once(plan, cores, on_gpu):
    """How many requests one worker computes at once, when the machine chose the worker count and the
    model runs on the CPU: the worker's share of the cores (more threads than cores only take turns at
    them and at Python's lock, each switch paid from the model's time; a TorchServe worker computes one
    at a time). None (no limit) on a GPU, or with the user's SAGEMAKER_MODEL_SERVER_WORKERS."""
    if on_gpu or not plan.chosen:
        return None
    return max(1, cores // plan.count)


def choose(given, cores, gpus, model_size, free_bytes):
    """The plan. `given`: SAGEMAKER_MODEL_SERVER_WORKERS (a positive whole number) or None; `gpus`: the
    GPUs torch sees where the model runs on them, else 0; `free_bytes`: the smallest free memory of
    those GPUs, or the host's available memory; None when unknown; `model_size`: model_bytes()."""
    where = "%s, %s" % (_plural(cores, "core"), _plural(gpus, "GPU"))
    if given is not None:
        line = "%s (%s): SAGEMAKER_MODEL_SERVER_WORKERS=%d" % (_plural(given, "worker"), where, given)
        return Plan(given, line, False)
    count, reason = by_machine(cores, gpus)
    need = per_worker_bytes(model_size, gpus > 0)
    # Per GPU (the workers take the GPUs in turn), or in the host's memory; at least one: a model
    # that does not fit even once is for its own start to report.
    held = None if free_bytes is None else max(1, int(free_bytes // need))
    if held is not None and held * max(1, gpus) < count:
        memory = "each GPU's free memory" if gpus else "the available memory"
        reason = (
            "%d by the rule (%s), but %s (%s) holds the model %s (about %s each: its files and a "
            "process); SAGEMAKER_MODEL_SERVER_WORKERS sets the count"
            % (count, reason, memory, _gib(free_bytes), _plural(held, "time"), _gib(need))
        )
        count = held * max(1, gpus)
    return Plan(count, "%s (%s): %s" % (_plural(count, "worker"), where, reason), True)


def model_bytes(model_dir, skip_dir=None):
    """The size of the model's files: everything under model_dir except the handler code."""
    total = 0
    skip = os.path.realpath(skip_dir) if skip_dir else None
    for parent, dirs, files in os.walk(model_dir):
        if skip is not None:
            dirs[:] = [d for d in dirs if os.path.realpath(os.path.join(parent, d)) != skip]
        for name in files:
            try:
                total += os.path.getsize(os.path.join(parent, name))
            except OSError:
                pass  # a broken link: nothing to load
    return total


def available_memory(meminfo="/proc/meminfo"):
    """The host's MemAvailable in bytes; None where it cannot be read (not Linux)."""
    try:
        with open(meminfo) as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None
