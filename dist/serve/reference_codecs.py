"""Default decoders and encoders of the reference server: application/json, text/csv, application/x-npy.

Decoders turn a request body into a numpy array; encoders turn a prediction (tensor, array, number or
nested lists/dicts of those) into bytes. Anything else is an UnsupportedFormat, answered with 415.
"""

import io
import json

import numpy as np

JSON = "application/json"
CSV = "text/csv"
NPY = "application/x-npy"
SUPPORTED = (JSON, CSV, NPY)


class UnsupportedFormat(Exception):
    """A content type or accept value the default handlers cannot decode or encode."""


def media_type(value):
    """`Application/JSON; charset=utf-8` -> `application/json`."""
    return (value or "").split(";")[0].strip().lower()


def _text(data):
    return data.decode("utf-8") if isinstance(data, (bytes, bytearray)) else str(data)


def _csv_rows(text):
    rows = []
    for line in text.splitlines():
        if line.strip():
            rows.append([float(cell) for cell in line.split(",")])
    if not rows:
        raise ValueError("the text/csv body holds no rows")
    width = len(rows[0])
    if any(len(r) != width for r in rows):
        raise ValueError("the text/csv rows have different numbers of columns")
    # One row is one record: a 1-D array, as a single JSON list would give.
    return np.array(rows[0] if len(rows) == 1 else rows, dtype=np.float32)


def decode(data, content_type):
    kind = media_type(content_type)
    if kind == JSON:
        return np.array(json.loads(_text(data)))
    if kind == CSV:
        return _csv_rows(_text(data))
    if kind == NPY:
        return np.load(io.BytesIO(bytes(data)), allow_pickle=False)
    raise UnsupportedFormat(
        "content type %r is not supported by the default input_fn; send one of %s or define input_fn in "
        "code/inference.py" % (content_type, ", ".join(SUPPORTED))
    )


def to_plain(value):
    """Tensors and arrays -> lists, recursively, so json can write them."""
    if hasattr(value, "detach") and hasattr(value, "cpu"):
        value = value.detach().cpu().numpy()
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, dict):
        return {str(k): to_plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_plain(v) for v in value]
    return value


def _array(value):
    if hasattr(value, "detach") and hasattr(value, "cpu"):
        return value.detach().cpu().numpy()
    return np.asarray(to_plain(value))


def _csv_cell(v):
    return repr(v) if isinstance(v, float) else str(v)


def encode(prediction, accept):
    """Returns (body bytes, content type)."""
    kind = media_type(accept)
    if kind == JSON:
        return json.dumps(to_plain(prediction)).encode("utf-8"), JSON
    if kind == CSV:
        arr = _array(prediction)
        if arr.ndim == 0:
            rows = [[arr.item()]]
        elif arr.ndim == 1:
            rows = [arr.tolist()]
        elif arr.ndim == 2:
            rows = arr.tolist()
        else:
            raise ValueError("text/csv can hold at most 2 dimensions; the prediction has shape %s" % (arr.shape,))
        return "".join(",".join(_csv_cell(v) for v in row) + "\n" for row in rows).encode("utf-8"), CSV
    if kind == NPY:
        buf = io.BytesIO()
        np.save(buf, _array(prediction), allow_pickle=False)
        return buf.getvalue(), NPY
    raise UnsupportedFormat(
        "accept %r is not supported by the default output_fn; ask for one of %s or define output_fn in "
        "code/inference.py" % (accept, ", ".join(SUPPORTED))
    )


def choose_accept(accept):
    """The first supported type of an Accept header; `*/*` or none means application/json."""
    parts = [media_type(p) for p in (accept or "").split(",") if p.strip()]
    if not parts:
        return JSON
    for p in parts:
        if p in SUPPORTED:
            return p
        if p in ("*/*", "application/*"):
            return JSON
    return accept
