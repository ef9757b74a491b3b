"""The PyTorch inference handler contract: finds the user's module in code/ and fills in the defaults.

The module may define model_fn(model_dir), input_fn(input_data, content_type), predict_fn(data, model)
and output_fn(prediction, accept), each optionally taking a trailing `context`; or transform_fn(model,
input_data, content_type, accept) instead of the last three. Whatever it leaves out gets a default:
TorchScript model.pt, and the codecs of reference_codecs. The context's system_properties["gpu_id"]
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
    model.eval()
    return model


def default_input_fn(input_data, content_type, context=None):
    import torch

    array = codecs.decode(input_data, content_type)
    if array.dtype == object:
        return array
    device = reference_device.of_context(context)
    tensor = torch.from_numpy(array)
    return tensor if device == "cpu" else tensor.to(device)


def default_predict_fn(data, model, context=None):
    import torch

    device = reference_device.of_context(context)
    if device != "cpu":
        # As the toolkit's default: the model and the input on the worker's GPU, whatever model_fn did.
        model = model.to(device)
        if hasattr(data, "to"):
            data = data.to(device)
    with torch.no_grad():
        return model(data)


def default_output_fn(prediction, accept, _context=None):
    return codecs.encode(prediction, codecs.choose_accept(accept))


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
        for name in ("model_fn", "input_fn", "predict_fn", "output_fn", "transform_fn"):
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
        self.model_fn = _call_with_context(user.get("model_fn", default_model_fn), 1, "model_fn")
        self.transform_fn = (
            _call_with_context(user["transform_fn"], 4, "transform_fn") if "transform_fn" in user else None
        )
        self.input_fn = _call_with_context(user.get("input_fn", default_input_fn), 2, "input_fn")
        self.predict_fn = _call_with_context(user.get("predict_fn", default_predict_fn), 2, "predict_fn")
        self.output_fn = _call_with_context(user.get("output_fn", default_output_fn), 2, "output_fn")
        self.model = None

    def load(self):
        try:
            self.model = self.model_fn(self.model_dir, Context(self.model_dir, gpu_id=self.gpu_id))
        except StartupError:
            raise
        except Exception as exc:
            raise StartupError("model_fn failed: %s: %s" % (type(exc).__name__, exc)) from exc
        if self.model is None:
            raise StartupError("model_fn returned None; it must return the model")

    def invoke(self, body, content_type, accept, headers):
        """Returns (response bytes, response content type)."""
        context = Context(self.model_dir, headers, self.gpu_id)
        if self.transform_fn is not None:
            result = self.transform_fn(self.model, body, content_type, accept, context)
        else:
            data = self.input_fn(body, content_type, context)
            prediction = self.predict_fn(data, self.model, context)
            result = self.output_fn(prediction, accept, context)
        return response_bytes(result, accept)


def response_bytes(result, accept):
    """A handler's answer, `body` or `(body, content_type)`, as bytes and a content type."""
    content_type = accept
    if isinstance(result, tuple) and len(result) == 2:
        result, content_type = result
    if isinstance(result, str):
        return result.encode("utf-8"), content_type
    if isinstance(result, (bytes, bytearray, memoryview)):
        return bytes(result), content_type
    # Not bytes yet (e.g. a tensor from transform_fn): written with the default encoder for `accept`.
    return codecs.encode(result, codecs.choose_accept(accept))
