"""The PyTorch inference handler contract: finds the user's module in code/ and fills in the defaults.

The module may define model_fn(model_dir), input_fn(input_data, content_type), predict_fn(data, model)
and output_fn(prediction, accept), each optionally taking a trailing `context`; or transform_fn(model,
input_data, content_type, accept) instead of the last three. Two start-up hooks run as the container's
transformer runs them (validate_and_initialize), once per worker before its first request:
pre_model_fn(model_dir) before model_fn, model_warmup_fn(model_dir, model) after it; model_fn's
return is taken as it is, None included. Whatever it leaves out gets a default:
TorchScript model.pt, and the container's default input_fn/predict_fn/output_fn (followed from
aws/sagemaker-pytorch-inference-toolkit at cc8bf99, default_pytorch_inference_handler.py and the
transformer of its sagemaker_inference package; see reference_codecs). The context's system_properties["gpu_id"]
names the worker's GPU (None on the CPU); the default handlers load the model and move inputs there.
"""

import importlib.util
import inspect
import os
import sys

import reference_codecs as codecs
import reference_device


class StartupError(Exception):
    """A problem with the model or its handler module; the server prints it and exits non-zero."""


class Context:
    """What a handler's trailing `context` parameter receives (a subset of the toolkit's context)."""

    def __init__(self, model_dir, headers=None, gpu_id=None):
        self.model_dir = model_dir
        self.system_properties = {"model_dir": model_dir, "gpu_id": gpu_id}
        self.request_headers = dict(headers or {})
        self.request_content_type = self.request_headers.get("Content-Type")
        self.accept_header = self.request_headers.get("Accept")

    def get_request_header(self, _index, name):
        for key, value in self.request_headers.items():
            if key.lower() == name.lower():
                return value
        return None


def code_dir(model_dir, env):
    """SAGEMAKER_SUBMIT_DIRECTORY when it is a directory here; its /opt/ml/model path mapped into
    model_dir when the model lives elsewhere (a local run); else model_dir/code."""
    submit = env.get("SAGEMAKER_SUBMIT_DIRECTORY", "")
    if submit and os.path.isdir(submit):
        return submit
    container_root = "/opt/ml/model"
    if submit.startswith(container_root + "/") or submit == container_root:
        return os.path.join(model_dir, os.path.relpath(submit, container_root))
    return os.path.join(model_dir, "code")


def load_module(directory, program):
    """Imports code/<program> with code/ on sys.path; None when there is no such file."""
    if not program.endswith(".py"):
        program += ".py"
    path = os.path.join(directory, program)
    if os.path.isdir(directory) and directory not in sys.path:
        sys.path.insert(0, directory)
    if not os.path.isfile(path):
        return None
    name = os.path.splitext(os.path.basename(program))[0]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # the user's import-time error, shown as the reason the server did not start
        raise StartupError("importing %s failed: %s: %s" % (path, type(exc).__name__, exc)) from exc
    return module


def _positional_count(fn):
    params = inspect.signature(fn).parameters.values()
    if any(p.kind == p.VAR_POSITIONAL for p in params):
        return None
    return sum(1 for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD))


def _call_with_context(fn, base, name):
    count = _positional_count(fn)
    if count is None or count == base + 1:
        return fn
    if count == base:
        return lambda *args: fn(*args[:-1])
    raise StartupError(
        "%s takes %d positional parameters; the contract is %d, or %d with a trailing context"
        % (name, count, base, base + 1)
    )


def find_model_file(model_dir):
    preferred = os.path.join(model_dir, "model.pt")
    if os.path.isfile(preferred):
        return preferred
    found = sorted(f for f in os.listdir(model_dir) if f.endswith((".pt", ".pth")))
    found = [f for f in found if os.path.isfile(os.path.join(model_dir, f))]
    if len(found) == 1:
        return os.path.join(model_dir, found[0])
    if not found:
        raise StartupError(
            "no model.pt (or single .pt/.pth file) at the root of %s; save the TorchScript model there or "
            "define model_fn in code/inference.py" % model_dir
        )
    raise StartupError(
        "several model files at the root of %s (%s) and no model.pt; name the one to load model.pt or "
        "define model_fn in code/inference.py" % (model_dir, ", ".join(found))
    )


def default_model_fn(model_dir, context=None):
    import torch

    path = find_model_file(model_dir)
    try:
        model = torch.jit.load(path, map_location=reference_device.of_context(context))
    except Exception as exc:
        raise StartupError(
            "torch.jit.load(%s) failed (%s); the default model_fn loads TorchScript only, so save the model "
            "with torch.jit.save or define model_fn in code/inference.py" % (path, exc)
        ) from exc
    # As the container's: no eval() here; the default predict_fn calls it, a user's must.
    return model.to(reference_device.of_context(context))


def default_input_fn(input_data, content_type, context=None):
    """As the container's: JSON and CSV become a float32 tensor whatever their numbers; NPY keeps its
    own dtype; then the worker's device."""
    import torch

    array = codecs.decode(input_data, content_type)
    tensor = torch.FloatTensor(array) if content_type in codecs.UTF8_TYPES else torch.from_numpy(array)
    return tensor.to(reference_device.of_context(context))


def default_predict_fn(data, model, context=None):
    """As the container's: model and input on the device, eval mode, no gradients."""
    import torch

    device = reference_device.of_context(context)
    with torch.no_grad():
        model = model.to(device)
        data = data.to(device)
        model.eval()
        return model(data)


def default_output_fn(prediction, accept, _context=None):
    """The first type of the Accept list that the encoders know; the body alone (its content type is
    the Accept header as sent)."""
    import torch

    if type(prediction) is torch.Tensor:
        prediction = prediction.detach().cpu().numpy().tolist()
    for content_type in codecs.parse_accept(accept):
        if content_type in codecs.SUPPORTED:
            encoded = codecs.encode(prediction, content_type)
            return encoded.encode("utf-8") if content_type == codecs.CSV else encoded
    raise codecs.UnsupportedFormatError(accept)


HANDLER_NAMES = (
    "pre_model_fn", "model_fn", "model_warmup_fn", "input_fn", "predict_fn", "output_fn", "transform_fn",
)


def _optional(user, name, base):
    return _call_with_context(user[name], base, name) if name in user else None


class Handlers:
    """The model and the request pipeline, each step called as step(..., context)."""

    def __init__(self, model_dir, env):
        self.model_dir = model_dir
        #: The worker's GPU (see reference_device), set before load(); None runs on the CPU.
        self.gpu_id = None
        directory = code_dir(model_dir, env)
        #: Where the handler module is looked for (not part of the model's weights).
        self.code_dir = directory
        program = env.get("SAGEMAKER_PROGRAM") or "inference.py"
        module = load_module(directory, program)
        self.source = os.path.join(directory, program) if module else None
        user = {}
        for name in HANDLER_NAMES:
            fn = getattr(module, name, None) if module else None
            if fn is not None:
                if not callable(fn):
                    raise StartupError("%s in %s is not a function" % (name, self.source))
                user[name] = fn
        if "transform_fn" in user:
            mixed = [n for n in ("input_fn", "predict_fn", "output_fn") if n in user]
            if mixed:
                raise StartupError(
                    "%s defines transform_fn together with %s; define transform_fn alone, or input_fn/"
                    "predict_fn/output_fn without transform_fn" % (self.source, ", ".join(mixed))
                )
        self.user = sorted(user)
        self.pre_model_fn = _optional(user, "pre_model_fn", 1)
        self.model_fn = _call_with_context(user.get("model_fn", default_model_fn), 1, "model_fn")
        self.model_warmup_fn = _optional(user, "model_warmup_fn", 2)
        self.transform_fn = _optional(user, "transform_fn", 4)
        self.input_fn = _call_with_context(user.get("input_fn", default_input_fn), 2, "input_fn")
        self.predict_fn = _call_with_context(user.get("predict_fn", default_predict_fn), 2, "predict_fn")
        self.output_fn = _call_with_context(user.get("output_fn", default_output_fn), 2, "output_fn")
        self.model = None
        #: The answer's type when a request has no Accept (or */*), as in the container.
        self.default_accept = env.get("SAGEMAKER_DEFAULT_INVOCATIONS_ACCEPT") or codecs.JSON

    def load(self):
        """The container's start-up, in its order: pre_model_fn, model_fn, model_warmup_fn."""
        context = Context(self.model_dir, gpu_id=self.gpu_id)
        if self.pre_model_fn is not None:
            _start_step("pre_model_fn", self.pre_model_fn, self.model_dir, context)
        # Taken as it is: the container does not refuse None (a transform_fn may need no model).
        self.model = _start_step("model_fn", self.model_fn, self.model_dir, context)
        if self.model_warmup_fn is not None:
            _start_step("model_warmup_fn", self.model_warmup_fn, self.model_dir, self.model, context)

    def invoke(self, body, content_type, accept, headers):
        """Returns (response bytes, response content type), as the container's transformer: no Accept
        (or exactly */*) means the default accept; JSON and CSV bodies reach the handlers as text."""
        context = Context(self.model_dir, headers, self.gpu_id)
        if not accept or accept == codecs.ANY:
            accept = self.default_accept
        if content_type in codecs.UTF8_TYPES:
            body = body.decode("utf-8")
        if self.transform_fn is not None:
            result = self.transform_fn(self.model, body, content_type, accept, context)
        else:
            data = self.input_fn(body, content_type, context)
            prediction = self.predict_fn(data, self.model, context)
            result = self.output_fn(prediction, accept, context)
        return response_bytes(result, accept)


def _start_step(name, fn, *args):
    try:
        return fn(*args)
    except StartupError:
        raise
    except Exception as exc:
        raise StartupError("%s failed: %s: %s" % (name, type(exc).__name__, exc)) from exc


def response_bytes(result, accept):
    """A handler's answer, `body` or `(body, content_type)`, as bytes and a content type (by default
    the Accept value as sent, a list included)."""
    content_type = accept
    if isinstance(result, tuple) and len(result) == 2:
        result, content_type = result
    if isinstance(result, str):
        return result.encode("utf-8"), content_type
    if isinstance(result, (bytes, bytearray, memoryview)):
        return bytes(result), content_type
    # Not bytes yet (e.g. a tensor from transform_fn): written as JSON.
    return codecs.encode(codecs.to_plain(result), codecs.JSON).encode("utf-8"), codecs.JSON
