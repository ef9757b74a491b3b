"""The default decoders and encoders of the SageMaker PyTorch container, as a user observes them.

Followed: aws/sagemaker-pytorch-inference-toolkit at cc8bf99 (2.0.26.dev0), which carries the
sagemaker_inference package: decoder.py, encoder.py, utils.parse_accept, content_types, errors.
Its quirks are kept on purpose (local mode rehearses what SageMaker will do):
- a content type matches only when it is exactly one of the three (`text/csv; charset=utf-8` is not);
- CSV is read as numpy's genfromtxt reads it: one row gives a 1-D array, a bad cell becomes nan;
- CSV is written as numpy's savetxt writes it: a 1-D answer one value per line;
- NPY is written from the answer as a Python list, so float32 answers come back as float64 (`<f8`);
- an unsupported type raises UnsupportedFormatError, which the server answers with 500, not 415.
"""

import io
import json

import numpy as np

JSON = "application/json"
CSV = "text/csv"
NPY = "application/x-npy"
ANY = "*/*"
#: Bodies of these types reach the handlers as text; others as bytes.
UTF8_TYPES = (JSON, CSV)
SUPPORTED = (JSON, CSV, NPY)


class UnsupportedFormatError(Exception):
    """A content type or accept value the default handlers cannot decode or encode."""

    def __init__(self, content_type):
        # The container's message, indentation included (its dedent finds no common margin).
        super().__init__(
            "Content type %s is not supported by this framework.\n\n"
            "            Please implement input_fn to to deserialize the request data or an output_fn to\n"
            "            serialize the response. For more information, see the SageMaker Python SDK README."
            % content_type
        )


def parse_accept(accept):
    """`text/csv, application/json` -> ['text/csv', 'application/json'] (spaces dropped, nothing else)."""
    return accept.replace(" ", "").split(",")


def _text(data):
    return data.decode("utf-8") if isinstance(data, (bytes, bytearray)) else data


def decode(data, content_type):
    """A request body of `content_type` as a numpy array."""
    if content_type == JSON:
        return np.array(json.loads(_text(data)))
    if content_type == CSV:
        return np.genfromtxt(io.StringIO(_text(data)), delimiter=",")
    if content_type == NPY:
        return np.load(io.BytesIO(bytes(data)), allow_pickle=True)
    raise UnsupportedFormatError(content_type)


def _as_list(value):
    return value.tolist() if hasattr(value, "tolist") else json.JSONEncoder().default(value)


def encode(value, content_type):
    """`value` (a list, an array or a number) written as `content_type`: str for JSON and CSV, bytes
    for NPY."""
    if content_type == JSON:
        return json.dumps(value, default=_as_list)
    if content_type == CSV:
        out = io.StringIO()
        np.savetxt(out, value, delimiter=",", fmt="%s")
        return out.getvalue()
    if content_type == NPY:
        out = io.BytesIO()
        np.save(out, value)
        return out.getvalue()
    raise UnsupportedFormatError(content_type)


def to_plain(value):
    """A tensor (on any device) as the nested lists the container's output_fn encodes."""
    if hasattr(value, "detach") and hasattr(value, "cpu"):
        return value.detach().cpu().numpy().tolist()
    return value
