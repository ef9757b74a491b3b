"""Loads the user's entry point and exposes one `invoke` that runs the PyTorch inference toolkit's
handler contract: model_fn / input_fn / predict_fn / output_fn (each with an optional trailing
context) or transform_fn alone, with defaults for whatever the entry point leaves out.
"""
import glob
import importlib.util
import inspect
import os
import sys

import torch

import payload_codecs

STAGES = ("input_fn", "predict_fn", "output_fn")


class StartupError(Exception):
    """A problem with the model directory or the entry point; the server exits with it."""


class Context:
    """What a handler's trailing `context` argument receives (a subset of the toolkit's)."""

    def __init__(self, model_dir, gpu_id):
        self.model_dir = model_dir
        self.system_properties = {"model_dir": model_dir, "gpu_id": gpu_id}
        self.request_headers = {}
        self.request_content_type = None
        self.accept_header = None

    def get_request_header(self, _index, key):
        return self.request_headers.get(key.lower())


def _device():
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


def default_model_fn(model_dir):
    path = os.path.join(model_dir, "model.pt")
    if not os.path.isfile(path):
        found = sorted(glob.glob(os.path.join(model_dir, "*.pt")) + glob.glob(os.path.join(model_dir, "*.pth")))
        if len(found) != 1:
            raise StartupError(
                "the default model_fn loads model.pt (or the single .pt/.pth file) at the root of %s, "
                "but found %s; add model.pt or define model_fn in the entry point"
                % (model_dir, ", ".join(os.path.basename(f) for f in found) or "none")
            )
        path = found[0]
    try:
        model = torch.jit.load(path, map_location=_device())
    except Exception as err:
        raise StartupError(
            "the default model_fn could not load %s as TorchScript (%s); save it with torch.jit.save or "
            "define model_fn in the entry point" % (path, str(err).splitlines()[0] if str(err) else err)
        )
    model.eval()
    return model


def default_input_fn(input_data, content_type):
    return payload_codecs.decode(input_data, content_type)


def default_predict_fn(data, model):
    with torch.no_grad():
        if isinstance(data, torch.Tensor):
            data = data.to(_device())
        return model(data)


def default_output_fn(prediction, accept):
    default = os.environ.get("SAGEMAKER_DEFAULT_INVOCATIONS_ACCEPT") or payload_codecs.JSON
    kind = payload_codecs.choose_accept(accept, default)
    return payload_codecs.encode(prediction, kind), kind


def _takes_context(fn, base):
    """True when `fn` accepts one positional argument more than the contract's `base` count."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return False
    if any(p.kind == p.VAR_POSITIONAL for p in params):
        return True
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return len(positional) > base


class _Stage:
    """One handler and whether it wants the trailing context."""

    def __init__(self, fn, base):
        self.fn = fn
        self.with_context = _takes_context(fn, base)

    def __call__(self, context, *args):
        return self.fn(*args, context) if self.with_context else self.fn(*args)


def load_entry_point(model_dir):
    """Imports code/<SAGEMAKER_PROGRAM> (default inference.py) with code/ on sys.path, or None."""
    code_dir = os.path.join(model_dir, "code")
    program = os.environ.get("SAGEMAKER_PROGRAM") or ""
    name = program or "inference.py"
    path = os.path.join(code_dir, name)
    if not os.path.isfile(path):
        if program:
            raise StartupError(
                "SAGEMAKER_PROGRAM is %r but %s does not exist; put the entry point in the model's code/ "
                "directory or fix the name" % (program, path)
            )
        return None
    if os.path.isfile(os.path.join(code_dir, "requirements.txt")):
        print("reference server: code/requirements.txt is not installed; the interpreter's packages are used", file=sys.stderr)
    sys.path.insert(0, code_dir)
    module_name = os.path.splitext(os.path.basename(name))[0]
    spec = importlib.util.spec_from_file_location(module_name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as err:
        raise StartupError("importing the entry point %s failed: %s: %s" % (path, type(err).__name__, err))
    return module


class Handlers:
    """The loaded model and the resolved handler chain."""

    def __init__(self, model_dir):
        self.model_dir = model_dir
        self.context = Context(model_dir, 0 if torch.cuda.is_available() else None)
        module = load_entry_point(model_dir)
        user = {n: getattr(module, n) for n in ("model_fn", "transform_fn") + STAGES if callable(getattr(module, n, None))}
        self.entry_point = getattr(module, "__file__", None)
        mixed = [n for n in STAGES if n in user]
        if "transform_fn" in user and mixed:
            raise StartupError(
                "%s defines transform_fn together with %s; define either transform_fn or "
                "input_fn/predict_fn/output_fn, not both" % (self.entry_point, ", ".join(mixed))
            )
        model_fn = _Stage(user.get("model_fn", default_model_fn), 1)
        try:
            self.model = model_fn(self.context, model_dir)
        except StartupError:
            raise
        except Exception as err:
            raise StartupError("model_fn failed: %s: %s" % (type(err).__name__, err))
        self.transform_fn = _Stage(user["transform_fn"], 4) if "transform_fn" in user else None
        self.input_fn = _Stage(user.get("input_fn", default_input_fn), 2)
        self.predict_fn = _Stage(user.get("predict_fn", default_predict_fn), 2)
        self.output_fn = _Stage(user.get("output_fn", default_output_fn), 2)
        self.summary = "entry point %s: %s" % (
            self.entry_point or "none (defaults)",
            ", ".join(sorted(user)) or "default handlers",
        )

    def request_context(self, headers, content_type, accept):
        ctx = Context(self.model_dir, self.context.system_properties["gpu_id"])
        ctx.request_headers = {k.lower(): v for k, v in headers.items()}
        ctx.request_content_type = content_type
        ctx.accept_header = accept
        return ctx

    def invoke(self, body, content_type, accept, headers=None):
        """Runs one request; returns (response bytes, response content type)."""
        ctx = self.request_context(headers or {}, content_type, accept)
        if self.transform_fn is not None:
            result = self.transform_fn(ctx, self.model, body, content_type, accept)
        else:
            data = self.input_fn(ctx, body, content_type)
            prediction = self.predict_fn(ctx, data, self.model)
            result = self.output_fn(ctx, prediction, accept)
        response_type = None
        if isinstance(result, tuple):
            if len(result) != 2:
                raise TypeError("a handler returned a tuple of %d items; return body or (body, content type)" % len(result))
            result, response_type = result
        if isinstance(result, str):
            result = result.encode("utf-8")
        if not isinstance(result, (bytes, bytearray)):
            raise TypeError(
                "the response must be bytes or str (or a (body, content type) tuple), got %s" % type(result).__name__
            )
        if not response_type:
            concrete = payload_codecs.media_type((accept or "").split(",")[0])
            response_type = concrete if concrete and "*" not in concrete else payload_codecs.JSON
        return bytes(result), response_type
