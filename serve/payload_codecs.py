"""Default request decoders and response encoders of the reference server.

They follow the PyTorch inference toolkit's defaults: application/json, text/csv and
application/x-npy in both directions. JSON and CSV become float32 tensors; NPY keeps its dtype.
"""
import io
import json

import numpy as np
import torch

JSON = "application/json"
CSV = "text/csv"
NPY = "application/x-npy"
SUPPORTED = (JSON, CSV, NPY)


class UnsupportedFormat(Exception):
    """A content type or accept the defaults cannot handle; `status` is the HTTP status to answer."""

    def __init__(self, message, status):
        super().__init__(message)
        self.status = status


def media_type(value):
    """'text/csv; charset=utf-8' -> 'text/csv'."""
    return (value or "").split(";")[0].strip().lower()


def decode(data, content_type):
    kind = media_type(content_type)
    if kind == JSON:
        return torch.tensor(np.array(json.loads(bytes(data).decode("utf-8")), dtype=np.float32))
    if kind == CSV:
        return torch.tensor(_csv_rows(bytes(data).decode("utf-8")))
    if kind == NPY:
        return torch.from_numpy(np.load(io.BytesIO(bytes(data)), allow_pickle=False))
    raise UnsupportedFormat(
        "content type %r is not supported by the default input_fn (supported: %s); define input_fn in "
        "the entry point to read it" % (content_type, ", ".join(SUPPORTED)),
        415,
    )


def _csv_rows(text):
    rows = [[float(v) for v in line.split(",")] for line in text.splitlines() if line.strip()]
    if not rows:
        raise ValueError("the CSV payload has no rows")
    if len({len(r) for r in rows}) != 1:
        raise ValueError("the CSV rows have different numbers of columns")
    array = np.array(rows, dtype=np.float32)
    return array[0] if len(rows) == 1 else array


def choose_accept(accept, default):
    """The first supported type in an Accept header; '*/*' or none gives `default`."""
    for part in (accept or "").split(","):
        kind = media_type(part)
        if kind in SUPPORTED:
            return kind
        if kind in ("", "*/*"):
            return default
    if not (accept or "").strip():
        return default
    raise UnsupportedFormat(
        "accept %r is not supported by the default output_fn (supported: %s); define output_fn in the "
        "entry point to write it" % (accept, ", ".join(SUPPORTED)),
        406,
    )


def encode(prediction, kind):
    if isinstance(prediction, torch.Tensor):
        prediction = prediction.detach().cpu().numpy()
    if kind == NPY:
        buffer = io.BytesIO()
        np.save(buffer, np.asarray(prediction), allow_pickle=False)
        return buffer.getvalue()
    if isinstance(prediction, np.ndarray):
        prediction = prediction.tolist()
    if kind == JSON:
        return json.dumps(prediction).encode("utf-8")
    if kind == CSV:
        rows = prediction if isinstance(prediction, list) else [prediction]
        if rows and not isinstance(rows[0], (list, tuple)):
            rows = [rows]
        return "".join(",".join(_csv_cell(v) for v in row) + "\n" for row in rows).encode("utf-8")
    raise UnsupportedFormat("accept %r is not supported by the default output_fn" % kind, 406)


def _csv_cell(value):
    return repr(value) if isinstance(value, float) else str(value)
