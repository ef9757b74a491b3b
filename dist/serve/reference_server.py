"""Reference PyTorch model server speaking the SageMaker container contract.

    GET  /ping                   200 once the model is loaded (in every worker)
    POST /invocations            Content-Type / Accept; the handler contract of reference_handlers
    GET  /execution-parameters   {"MaxConcurrentTransforms": 2 per core (or per worker, if more; 2 per
                                 worker on GPUs), "BatchStrategy": "MULTI_RECORD", "MaxPayloadInMB":
                                 TS_MAX_REQUEST_SIZE in whole MiB}, or SAGEMAKER_REFERENCE_EXECUTION_PARAMETERS

Environment: SM_MODEL_DIR (default /opt/ml/model), SAGEMAKER_BIND_TO_PORT (8080), SAGEMAKER_BIND_HOST
(127.0.0.1), SAGEMAKER_PROGRAM (inference.py), SAGEMAKER_SUBMIT_DIRECTORY, SAGEMAKER_MODEL_SERVER_WORKERS
(worker processes, each loading the model; by default chosen from the cores, the GPUs and the memory,
see reference_worker_rule), SAGEMAKER_REFERENCE_TORCH_THREADS (torch
intra-op threads per worker, default 1), SAGEMAKER_REFERENCE_ACCESS_LOG=1 (a line per request; by
default only failed requests are logged), TS_MAX_REQUEST_SIZE / TS_MAX_RESPONSE_SIZE (bytes; TorchServe's
default 6553500: a larger request is answered 413, a larger answer 500, as in the PyTorch images),
SAGEMAKER_MODEL_SERVER_TIMEOUT / SAGEMAKER_TS_RESPONSE_TIMEOUT (seconds a request may take, default 60,
then 500), SAGEMAKER_DEFAULT_INVOCATIONS_ACCEPT (the answer's type when a request has no Accept),
SAGEMAKER_REFERENCE_GPU=1 (instance-type local_gpu: the GPU when torch sees one, see reference_device).
Standard library plus torch and numpy; start-up problems are printed on stderr and end the process
with status 2, a module it cannot import (torch, numpy) with status 3 and the line
`reference server: cannot import <module>: <error>`, and a model that does not fit in the GPU's memory
with status 4 and `CUDA out of memory loading the model` with the fix.
"""

import json
import os
import sys
import threading
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

#: The exit status that says a module the server needs is missing (the action names the fix).
MISSING_MODULE = 3


def _missing(module, exc):
    sys.stderr.write("reference server: cannot import %s: %s: %s\n" % (module, type(exc).__name__, exc))
    sys.stderr.flush()
    sys.exit(MISSING_MODULE)


# The workers are forked from this process, and CUDA does not survive a fork: a handler module that asks
# torch.cuda.is_available() when imported here must not set CUDA up. NVML answers without it (torch 2).
os.environ.setdefault("PYTORCH_NVML_BASED_CUDA_CHECK", "1")

# torch first: it is the one most often missing, and the start-up's largest cost, paid once here.
try:
    import torch
except ImportError as _exc:
    _missing("torch", _exc)
try:
    import numpy  # noqa: F401
except ImportError as _exc:
    _missing("numpy", _exc)

import reference_codecs as codecs  # noqa: E402
import reference_device  # noqa: E402
import reference_http as http  # noqa: E402
from reference_handlers import Handlers, StartupError  # noqa: E402
import reference_worker_rule as worker_rule  # noqa: E402
from reference_workers import OUT_OF_MEMORY, LoadFailed, closing_note, exit_status, run_workers  # noqa: E402

#: TorchServe's response timeout in the PyTorch images, seconds: SAGEMAKER_MODEL_SERVER_TIMEOUT, or
#: SAGEMAKER_TS_RESPONSE_TIMEOUT once any SAGEMAKER_TS_* variable is set (the toolkit's torchserve.py).
DEFAULT_RESPONSE_TIMEOUT = 60
TS_VARIABLES = ("SAGEMAKER_TS_BATCH_SIZE", "SAGEMAKER_TS_MAX_BATCH_DELAY", "SAGEMAKER_TS_MIN_WORKERS",
                "SAGEMAKER_TS_MAX_WORKERS", "SAGEMAKER_TS_RESPONSE_TIMEOUT")


def usable_cores():
    """The cores this process may run on (a container's CPU set, not the host's count)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def log(line):
    sys.stderr.write(line + "\n")
    sys.stderr.flush()


def _json(status, value):
    return status, json.dumps(value).encode("utf-8"), codecs.JSON


def _not_found(request):
    return _json(404, {"error": "no such path: %s" % request.path, "type": "NotFound"})


#: TorchServe's max_request_size / max_response_size in the PyTorch inference images, raised by
#: TS_MAX_REQUEST_SIZE / TS_MAX_RESPONSE_SIZE: this server stands in for it, so it refuses the same sizes.
TORCHSERVE_DEFAULT_MAX_BYTES = 6553500


class App:
    """The contract's routes; __call__(request) -> (status, body, content type), never raising."""

    def __init__(
        self, handlers, execution_parameters, access_log, max_request=None, max_response=None, out_of_memory=None,
        timeout=None, computing=None,
    ):
        self.handlers = handlers
        #: At most this many requests in the handlers at once (None: no limit); the others wait their turn.
        self.computing = threading.BoundedSemaphore(computing) if computing else None
        #: What an answer says of CUDA's out-of-memory error: where it ran out, and the fix.
        self.out_of_memory = out_of_memory or "CUDA out of memory"
        self.execution_parameters = execution_parameters
        self.access_log = access_log
        self.max_request = max_request or TORCHSERVE_DEFAULT_MAX_BYTES
        self.max_response = max_response or TORCHSERVE_DEFAULT_MAX_BYTES
        #: (seconds, the setting that chose it): how long a request may take, as TorchServe's response timeout.
        self.timeout = timeout or (DEFAULT_RESPONSE_TIMEOUT, "the default")

    def __call__(self, request, begun=None):
        """`begun()`, when given, is called as the handlers start on the request (its clock starts)."""
        started = time.monotonic()
        note = ""
        try:
            status, body, content_type = self.route(request, begun)
        except Exception as exc:  # the handler's error, answered as the container's transformer does
            trace = traceback.format_exc()
            status, body, content_type = 500, self.error(exc, trace), "text/plain"
            note = " %s: %s\n%s" % (type(exc).__name__, exc, trace.rstrip())
        if self.access_log or status >= 400:
            took = (time.monotonic() - started) * 1000
            log('"%s %s" %d %d %.1fms%s' % (request.method, request.path, status, len(body), took, note))
        return status, body, content_type

    def error(self, exc, trace):
        """The container's error body: the message, a newline, the traceback."""
        message = str(exc)
        if reference_device.is_out_of_memory(exc):
            message = "%s (%s)" % (self.out_of_memory, exc)
        return ("%s\n%s" % (message, trace)).encode("utf-8")

    def route(self, request, begun=None):
        method, path = request.method, request.path
        if path == "/invocations":
            if method != "POST":
                return _json(405, {"error": "POST /invocations, not %s" % method, "type": "MethodNotAllowed"})
            return self.invoke(request, begun)
        if method not in ("GET", "HEAD"):
            return _not_found(request)
        if path == "/ping":
            return 200, b"", "text/plain"
        if path == "/execution-parameters":
            return 200, self.execution_parameters, codecs.JSON
        return _not_found(request)

    def deadline(self, request):
        """(seconds, the late answer) for POST /invocations: TorchServe's response timeout; else None."""
        if request.path != "/invocations" or request.method != "POST":
            return None
        return self.timeout[0], lambda: self.late(request)

    def late(self, request):
        """The answer sent when the handlers have not answered in time (from their start); the request
        goes on running."""
        seconds, setting = self.timeout
        answer = _json(500, {
            "error": "Worker died. (no answer within %d s, %s; TorchServe restarts the worker, this server "
            "leaves the request running)" % (seconds, setting),
            "type": "ResponseTimeout",
        })
        log('"%s %s" %d %d %.1fms' % (request.method, request.path, answer[0], len(answer[1]), seconds * 1000.0))
        return answer

    def invoke(self, request, begun=None):
        if len(request.body) > self.max_request:
            return _json(413, {
                "error": "request of %d bytes is above TS_MAX_REQUEST_SIZE (%d)" % (len(request.body), self.max_request),
                "type": "RequestEntityTooLarge",
            })
        args = (request.body, request.header("content-type"), request.header("accept"), request.headers)
        # The response timeout runs from when the handlers start, as TorchServe's from when a worker
        # takes the request: waiting for a turn does not count.
        if self.computing is None:
            if begun is not None:
                begun()
            body, answer_type = self.handlers.invoke(*args)
        else:
            with self.computing:
                if begun is not None:
                    begun()
                body, answer_type = self.handlers.invoke(*args)
        if len(body) > self.max_response:
            return _json(500, {
                "error": "response of %d bytes is above TS_MAX_RESPONSE_SIZE (%d)" % (len(body), self.max_response),
                "type": "ResponseTooLarge",
            })
        return 200, body, answer_type


def error_body(exc):
    return json.dumps({"error": str(exc), "type": "BadRequest"}).encode("utf-8")


def positive(env, name, default):
    """A positive whole number from the environment; `default` (may be None) when it is unset or empty."""
    text = env.get(name) or ""
    if not text:
        return default
    if not text.isdigit() or int(text) < 1:
        raise StartupError("%s %r is not a positive whole number" % (name, text))
    return int(text)


def execution_parameters(env, busy, max_request=TORCHSERVE_DEFAULT_MAX_BYTES):
    """SAGEMAKER_REFERENCE_EXECUTION_PARAMETERS when set, else TorchServe's answer (MULTI_RECORD, the
    request-size limit in whole MiB) but with `busy` requests in flight (reference_worker_rule.in_flight),
    where TorchServe offers its worker count (1 by default): more at once is what makes a local run fast."""
    given = env.get("SAGEMAKER_REFERENCE_EXECUTION_PARAMETERS")
    if given is None:
        return json.dumps({
            "MaxConcurrentTransforms": busy,
            "BatchStrategy": "MULTI_RECORD",
            "MaxPayloadInMB": max(1, max_request // (1 << 20)),
        }).encode("utf-8")
    try:
        json.loads(given)
    except ValueError as exc:
        raise StartupError("SAGEMAKER_REFERENCE_EXECUTION_PARAMETERS is not JSON: %s" % exc)
    return given.encode("utf-8")


def worker_plan(settings, handlers, survey):
    """How many workers, from the user's setting or the machine (reference_worker_rule)."""
    given = settings.workers
    gpus = survey.count if survey else 0
    free = min(survey.free) if gpus else worker_rule.available_memory()
    size = worker_rule.model_bytes(handlers.model_dir, handlers.code_dir)
    return worker_rule.choose(given, usable_cores(), gpus, size, free), gpus


class Settings:
    """What main() reads from the environment before it loads anything."""

    def __init__(self, env):
        self.model_dir = env.get("SM_MODEL_DIR") or "/opt/ml/model"
        self.host = env.get("SAGEMAKER_BIND_HOST") or "127.0.0.1"
        port_text = env.get("SAGEMAKER_BIND_TO_PORT") or "8080"
        if not port_text.isdigit() or not 0 < int(port_text) < 65536:
            raise StartupError("SAGEMAKER_BIND_TO_PORT %r is not a port number" % port_text)
        self.port = int(port_text)
        self.threads = positive(env, "SAGEMAKER_REFERENCE_TORCH_THREADS", 1)
        #: The user's count, which always wins; None lets the machine decide.
        self.workers = positive(env, "SAGEMAKER_MODEL_SERVER_WORKERS", None)
        self.max_request = positive(env, "TS_MAX_REQUEST_SIZE", TORCHSERVE_DEFAULT_MAX_BYTES)
        self.max_response = positive(env, "TS_MAX_RESPONSE_SIZE", TORCHSERVE_DEFAULT_MAX_BYTES)
        self.access_log = env.get("SAGEMAKER_REFERENCE_ACCESS_LOG") == "1"
        self.want_gpu = env.get("SAGEMAKER_REFERENCE_GPU") == "1"
        self.timeout = response_timeout(env)


def response_timeout(env):
    """(seconds, the setting that chose them), as the toolkit configures TorchServe: any SAGEMAKER_TS_*
    variable makes the model's own responseTimeout (SAGEMAKER_TS_RESPONSE_TIMEOUT, default 60) win over
    SAGEMAKER_MODEL_SERVER_TIMEOUT."""
    if any(env.get(name) is not None for name in TS_VARIABLES):
        name = "SAGEMAKER_TS_RESPONSE_TIMEOUT"
        given = positive(env, name, None)
        if given is None:
            return DEFAULT_RESPONSE_TIMEOUT, "the default of %s, as a SAGEMAKER_TS_* variable is set" % name
    else:
        name = "SAGEMAKER_MODEL_SERVER_TIMEOUT"
        given = positive(env, name, None)
        if given is None:
            return DEFAULT_RESPONSE_TIMEOUT, "the default of %s" % name
    return given, "%s=%d" % (name, given)


def prepare(env):
    """(settings, handlers, plan, execution parameters); StartupError for a problem."""
    settings = Settings(env)
    # The GPUs are asked for in a child while the handler module is imported here.
    pending = reference_device.start_survey(torch.cuda) if settings.want_gpu else None
    try:
        if not os.path.isdir(settings.model_dir):
            raise StartupError("the model directory %s does not exist (SM_MODEL_DIR)" % settings.model_dir)
        handlers = Handlers(settings.model_dir, env)
    finally:
        survey = pending.result() if pending else None
    if survey and survey.problem:
        log("reference server: warning: %s" % survey.problem)
    plan, gpus = worker_plan(settings, handlers, survey)
    busy = worker_rule.in_flight(plan.count, usable_cores(), gpus)
    return settings, handlers, plan, execution_parameters(env, busy, settings.max_request)


def loader(settings, handlers, plan, params):
    """load(worker): the worker's device chosen, the model loaded, its App returned (or LoadFailed, or
    SystemExit(OUT_OF_MEMORY))."""

    def load(worker):
        torch.set_num_threads(settings.threads)
        # Chosen in the worker itself: CUDA must not be set up before a fork.
        device = reference_device.choose(settings.want_gpu, worker, torch.cuda)
        handlers.gpu_id = device.gpu_id
        # Workers are named only where they differ: on the CPU they share the device, and say so once.
        named = plan.count > 1 and device.gpu_id is not None
        where = " (worker %d)" % worker if named else ""
        who = " worker %d:" % worker if named else ""
        if worker == 1 or device.gpu_id is not None:
            prefix = "warning: " if device.warning else ""
            log("reference server: %s%s%s" % (prefix, device.line, where))
        try:
            handlers.load()
        except StartupError as exc:
            if reference_device.is_out_of_memory(exc.__cause__):
                advice = reference_device.out_of_memory_advice(plan.count, True)
                log("reference server:%s CUDA out of memory loading the model on %s (%s): %s"
                    % (who, device.name, exc.__cause__, advice))
                raise SystemExit(OUT_OF_MEMORY)
            raise LoadFailed(2, "reference server: %s" % exc)
        out_of_memory = "CUDA out of memory on %s%s: %s" % (
            device.name, where, reference_device.out_of_memory_advice(plan.count, False))
        limits = (settings.max_request, settings.max_response)
        computing = worker_rule.computing_at_once(plan, usable_cores(), device.gpu_id is not None)
        return App(handlers, params, settings.access_log, *limits, out_of_memory=out_of_memory,
                   timeout=settings.timeout, computing=computing)

    return load


def main():
    """The server's exit status (an int), once it stops."""
    env = os.environ
    try:
        settings, handlers, plan, params = prepare(env)
    except StartupError as exc:
        log("reference server: %s" % exc)
        return 2
    try:
        sock = http.bound_socket(settings.host, settings.port)
    except OSError as exc:
        log("reference server: cannot listen on %s:%d: %s" % (settings.host, settings.port, exc))
        return 2
    source = handlers.source or "no handler module (defaults)"
    user = ", ".join(handlers.user) or "none"
    log("reference server: model %s, handlers from %s (defined: %s)" % (settings.model_dir, source, user))
    log("reference server: %s" % plan.line)
    load = loader(settings, handlers, plan, params)
    if plan.count > 1:

        def serve_handed(app, channel):
            http.serve_handed(channel, app, error_body, closing_note(channel))

        log("reference server: %d workers on http://%s:%d" % (plan.count, settings.host, settings.port))
        return run_workers(plan.count, sock, http.BACKLOG, load, serve_handed, log, fewer_on_oom=plan.chosen)
    try:
        app = load(1)
    except LoadFailed as exc:
        log(str(exc))
        return exc.code
    except SystemExit as exc:  # load()'s SystemExit(OUT_OF_MEMORY)
        return exit_status(exc)
    sock.listen(http.BACKLOG)
    log("reference server: listening on http://%s:%d" % (settings.host, settings.port))
    try:
        http.accept_forever(sock, app, error_body)
    except KeyboardInterrupt:
        pass
    finally:
        sock.close()
    return 0


if __name__ == "__main__":
    status = main()
    # Nothing is left to finish once main() returns: the interpreter's own teardown (torch's modules)
    # took about 0.4 s after a stop, which the step waiting for the server's exit paid.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)
