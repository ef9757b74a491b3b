#!/usr/bin/python3
"""Generates the committed test fixtures under test/fixtures/ (see test/fixtures/README.md).

Run with Debian's interpreter, which has torch, torchvision and PIL:

    /usr/bin/python3 scripts/make-fixtures.py [output directory, default test/fixtures]

Everything is seeded, so a rerun on the same library versions gives the same images and records.
The record files (TFRecord, RecordIO) are framed here in plain Python so that they check the
project's own splitters instead of sharing their code.
"""

import hashlib
import io
import json
import math
import os
import random
import shutil
import struct
import sys
from typing import Dict, List

import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image, ImageDraw
from torch import nn

# An optional argument writes elsewhere (e.g. to compare a rerun with the committed files).
ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "fixtures")
CLASSES = ["circle", "square", "triangle", "cross"]
SIZE = 64
PER_CLASS = 10
TRAIN_IMAGES = 8000
JPEG_QUALITY = 90


# ---------------------------------------------------------------------------------------------
# Procedural shapes


def _colour(rng: random.Random):
    return tuple(rng.randrange(256) for _ in range(3))


def _far_colour(rng: random.Random, other):
    """A colour clearly different from `other`, so the shape stands out from the background."""
    while True:
        c = _colour(rng)
        if math.dist(c, other) > 140:
            return c


def _rotate(points, cx, cy, degrees):
    a = math.radians(degrees)
    ca, sa = math.cos(a), math.sin(a)
    return [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca) for x, y in points]


def shape_outline(kind: int, cx: float, cy: float, r: float, angle: float, thickness: float):
    """Polygon vertices of a shape (the circle is drawn as an ellipse, its box is exact)."""
    if kind == 1:  # square
        pts = [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    elif kind == 2:  # triangle, pointing up before rotation
        pts = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in (-90, 30, 150)]
    elif kind == 3:  # cross (plus sign)
        t = r * thickness
        pts = [
            (cx - t, cy - r), (cx + t, cy - r), (cx + t, cy - t), (cx + r, cy - t),
            (cx + r, cy + t), (cx + t, cy + t), (cx + t, cy + r), (cx - t, cy + r),
            (cx - t, cy + t), (cx - r, cy + t), (cx - r, cy - t), (cx - t, cy - t),
        ]  # fmt: skip
    else:
        raise ValueError(kind)
    return _rotate(pts, cx, cy, angle)


def draw_shape(kind: int, rng: random.Random):
    """One 64x64 RGB image of a shape; returns (image, box [x1, y1, x2, y2] in pixels)."""
    bg = _colour(rng)
    fg = _far_colour(rng, bg)
    r = rng.uniform(9, 24)
    margin = r + 2
    cx = rng.uniform(margin, SIZE - margin)
    cy = rng.uniform(margin, SIZE - margin)
    img = Image.new("RGB", (SIZE, SIZE), bg)
    d = ImageDraw.Draw(img)
    if kind == 0:
        box = [cx - r, cy - r, cx + r, cy + r]
        d.ellipse(box, fill=fg)
    else:
        angle = rng.uniform(-20, 20)
        pts = shape_outline(kind, cx, cy, r, angle, rng.uniform(0.25, 0.4))
        d.polygon(pts, fill=fg)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = [min(xs), min(ys), max(xs), max(ys)]
    # Mild sensor-like noise so the classifier cannot key on flat colour alone.
    arr = np.asarray(img, dtype=np.int16)
    noise = np.array([rng.randint(-8, 8) for _ in range(SIZE * SIZE * 3)], dtype=np.int16).reshape(arr.shape)
    img = Image.fromarray(np.clip(arr + noise, 0, 255).astype(np.uint8))
    box = [round(max(0.0, min(float(SIZE), v)), 1) for v in box]
    return img, box


def jpeg_bytes(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=JPEG_QUALITY)
    return buf.getvalue()


def image_tensor(data: bytes) -> torch.Tensor:
    """JPEG bytes -> float tensor [3, 64, 64] in 0..1, exactly as the inference handlers do it."""
    img = Image.open(io.BytesIO(data)).convert("RGB")
    if img.size != (SIZE, SIZE):
        img = img.resize((SIZE, SIZE), Image.BILINEAR)
    return torch.from_numpy(np.asarray(img, dtype=np.float32) / 255.0).permute(2, 0, 1).contiguous()


# ---------------------------------------------------------------------------------------------
# Models


class ShapeClassifier(nn.Module):
    """Small CNN: [N, 3, 64, 64] floats in 0..1 -> logits [N, 4] (class ids = labels.txt lines)."""

    def __init__(self):
        super().__init__()

        def block(i, o):
            return nn.Sequential(nn.Conv2d(i, o, 3, padding=1), nn.BatchNorm2d(o), nn.ReLU(), nn.MaxPool2d(2))

        self.features = nn.Sequential(block(3, 16), block(16, 32), block(32, 48), block(48, 64))
        self.head = nn.Linear(64, len(CLASSES))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = (x - 0.5) / 0.25
        x = self.features(x)
        return self.head(x.mean(dim=(2, 3)))


class ShapeDetector(nn.Module):
    """One-object detector with torchvision's detection interface.

    forward(images: List[Tensor[3, H, W]] in 0..1) -> List[{"boxes": [K, 4], "labels": [K], "scores": [K]}].
    The box is found from the pixels that differ from the background (estimated from the image border);
    the label and score come from the embedded classifier. Labels are the shape class ids of labels.txt
    (0 circle, 1 square, 2 triangle, 3 cross), not COCO ids. Like torchvision's detectors it also reports
    weaker alternatives: the runner-up class on the same box, with its (low) score.
    """

    def __init__(self, classifier: nn.Module):
        super().__init__()
        self.classifier = classifier

    def forward(self, images: List[torch.Tensor]) -> List[Dict[str, torch.Tensor]]:
        results: List[Dict[str, torch.Tensor]] = []
        for image in images:
            h = image.shape[1]
            w = image.shape[2]
            border = torch.cat([image[:, 0, :], image[:, h - 1, :], image[:, :, 0], image[:, :, w - 1]], dim=1)
            background = border.median(dim=1).values.view(3, 1, 1)
            diff = (image - background).abs().max(dim=0).values
            mask = diff > diff.max() * 0.5
            rows = torch.nonzero(mask.sum(dim=1) >= 2).flatten()
            cols = torch.nonzero(mask.sum(dim=0) >= 2).flatten()
            if rows.numel() == 0 or cols.numel() == 0 or float(diff.max()) < 0.1:
                results.append(
                    {
                        "boxes": torch.zeros((0, 4)),
                        "labels": torch.zeros((0,), dtype=torch.int64),
                        "scores": torch.zeros((0,)),
                    }
                )
                continue
            box = torch.stack([cols.min(), rows.min(), cols.max() + 1, rows.max() + 1]).to(torch.float32)
            small = F.interpolate(image.unsqueeze(0), size=[64, 64], mode="bilinear", align_corners=False)
            probs = torch.softmax(self.classifier(small), dim=1)[0]
            scores, labels = probs.topk(2)
            results.append({"boxes": torch.stack([box, box]), "labels": labels, "scores": scores})
        return results


class TinyLinear(nn.Module):
    """y = x W^T + b with fixed integer weights, so tests can compute expected outputs by hand.

    W = [[1, 1, 1, 1], [1, -1, 2, 0]], b = [0, 0.5]; accepts [4] or [N, 4] of any numeric dtype.
    """

    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(4, 2)
        with torch.no_grad():
            self.linear.weight.copy_(torch.tensor([[1.0, 1.0, 1.0, 1.0], [1.0, -1.0, 2.0, 0.0]]))
            self.linear.bias.copy_(torch.tensor([0.0, 0.5]))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.linear(x.to(torch.float32))


def train_classifier(seed: int) -> ShapeClassifier:
    rng = random.Random(seed)
    torch.manual_seed(seed)
    xs, ys = [], []
    for i in range(TRAIN_IMAGES):
        kind = i % len(CLASSES)
        img, _ = draw_shape(kind, rng)
        xs.append(image_tensor(jpeg_bytes(img)))
        ys.append(kind)
    x = torch.stack(xs)
    y = torch.tensor(ys)
    model = ShapeClassifier()
    epochs = 8
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=5e-3, total_steps=epochs * (TRAIN_IMAGES // 64 + 1))
    g = torch.Generator().manual_seed(seed)
    for epoch in range(epochs):
        model.train()
        perm = torch.randperm(len(x), generator=g)
        total, correct = 0.0, 0
        for start in range(0, len(x), 64):
            idx = perm[start : start + 64]
            batch = x[idx]
            # Random flips and 90-degree turns: the classes do not depend on orientation.
            if torch.rand(1, generator=g).item() < 0.5:
                batch = batch.flip(3)
            batch = torch.rot90(batch, int(torch.randint(0, 4, (1,), generator=g)), dims=(2, 3))
            opt.zero_grad()
            out = model(batch)
            loss = F.cross_entropy(out, y[idx])
            loss.backward()
            opt.step()
            sched.step()
            total += float(loss) * len(idx)
            correct += int((out.argmax(1) == y[idx]).sum())
        print(f"  epoch {epoch + 1}: loss {total / len(x):.4f}, train accuracy {correct / len(x):.3f}", file=sys.stderr)
    model.eval()
    return model


# ---------------------------------------------------------------------------------------------
# Record framing, written independently of the project's TypeScript splitters


def _crc32c_table():
    table = []
    for n in range(256):
        c = n
        for _ in range(8):
            c = (c >> 1) ^ 0x82F63B78 if c & 1 else c >> 1
        table.append(c)
    return table


_CRC32C = _crc32c_table()


def crc32c(data: bytes) -> int:
    c = 0xFFFFFFFF
    for b in data:
        c = _CRC32C[(c ^ b) & 0xFF] ^ (c >> 8)
    return c ^ 0xFFFFFFFF


def masked_crc32c(data: bytes) -> int:
    c = crc32c(data)
    return ((((c >> 15) | (c << 17)) & 0xFFFFFFFF) + 0xA282EAD8) & 0xFFFFFFFF


def tfrecord(payload: bytes) -> bytes:
    length = struct.pack("<Q", len(payload))
    return length + struct.pack("<I", masked_crc32c(length)) + payload + struct.pack("<I", masked_crc32c(payload))


RECORDIO_MAGIC = 0xCED7230A


def recordio(payload: bytes) -> bytes:
    # Upper 3 bits of the length word: continuation flag, 0 for a whole record.
    assert len(payload) < (1 << 29)
    pad = (4 - len(payload) % 4) % 4
    return struct.pack("<II", RECORDIO_MAGIC, len(payload)) + payload + b"\x00" * pad


# ---------------------------------------------------------------------------------------------
# Handlers shipped with the models (code/inference.py)

CLASSIFIER_INFERENCE = '''\
"""Handlers for the shapes classifier (PyTorch inference toolkit contract).

application/x-image: one JPEG/PNG per request (a MultiRecord payload of several concatenated images
is not one decodable image, so send one image per request). application/json: {"instances":
[{"b64": "..."}, ...]} for several images at once. The answer is TF Serving style:
{"predictions": [{"classes": k, "probabilities": [p0, p1, p2, p3]}]}, k indexing labels.txt.
"""
import base64
import io
import json
import os

import numpy as np
import torch
from PIL import Image

SIZE = 64


def model_fn(model_dir):
    model = torch.jit.load(os.path.join(model_dir, "model.pt"), map_location="cpu")
    model.eval()
    return model


def _tensor(data):
    img = Image.open(io.BytesIO(data)).convert("RGB")
    if img.size != (SIZE, SIZE):
        img = img.resize((SIZE, SIZE), Image.BILINEAR)
    return torch.from_numpy(np.asarray(img, dtype=np.float32) / 255.0).permute(2, 0, 1).contiguous()


def input_fn(input_data, content_type):
    kind = (content_type or "").split(";")[0].strip().lower()
    if kind.startswith("image/") or kind == "application/x-image":
        return torch.stack([_tensor(bytes(input_data))])
    if kind == "application/json":
        body = json.loads(input_data)
        instances = body["instances"] if isinstance(body, dict) else body
        return torch.stack([_tensor(base64.b64decode(i["b64"] if isinstance(i, dict) else i)) for i in instances])
    raise ValueError("unsupported content type %r: send application/x-image or application/json" % content_type)


def predict_fn(data, model):
    with torch.no_grad():
        return torch.softmax(model(data), dim=1)


def output_fn(prediction, accept):
    predictions = [
        {"classes": int(p.argmax()), "probabilities": [round(float(v), 6) for v in p]} for p in prediction
    ]
    return json.dumps({"predictions": predictions}), "application/json"
'''

DETECTOR_INFERENCE = '''\
"""Handlers for the shapes detector (PyTorch inference toolkit contract).

application/x-image: one JPEG/PNG per request. The answer is torchvision's detection format, one
entry per image: [{"boxes": [[x1, y1, x2, y2], ...], "labels": [...], "scores": [...]}]. Labels are
the shape class ids of labels.txt (0 circle, 1 square, 2 triangle, 3 cross), not COCO ids.
"""
import io
import json
import os

import numpy as np
import torch
from PIL import Image


def model_fn(model_dir):
    model = torch.jit.load(os.path.join(model_dir, "model.pt"), map_location="cpu")
    model.eval()
    return model


def input_fn(input_data, content_type):
    kind = (content_type or "").split(";")[0].strip().lower()
    if not (kind.startswith("image/") or kind == "application/x-image"):
        raise ValueError("unsupported content type %r: send application/x-image" % content_type)
    img = Image.open(io.BytesIO(bytes(input_data))).convert("RGB")
    return [torch.from_numpy(np.asarray(img, dtype=np.float32) / 255.0).permute(2, 0, 1).contiguous()]


def predict_fn(data, model):
    with torch.no_grad():
        return model(data)


def output_fn(prediction, accept):
    out = [
        {
            "boxes": [[round(float(v), 2) for v in box] for box in p["boxes"]],
            "labels": [int(v) for v in p["labels"]],
            "scores": [round(float(v), 6) for v in p["scores"]],
        }
        for p in prediction
    ]
    return json.dumps(out), "application/json"
'''

TENSORFLOW_INFERENCE = '''\
"""TensorFlow Serving container handler: forwards images to TF Serving's REST predict API."""
import base64
import json
import urllib.request


def handler(data, context):
    if context.request_content_type not in ("application/x-image", "image/jpeg", "image/png"):
        raise ValueError("unsupported content type %r" % context.request_content_type)
    body = json.dumps({"instances": [{"b64": base64.b64encode(data.read()).decode("ascii")}]}).encode()
    request = urllib.request.Request(context.rest_uri, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        return response.read(), "application/json"
'''


# ---------------------------------------------------------------------------------------------


def write(path: str, data, mode="wb"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode) as f:
        f.write(data)


def main():
    # TorchScript archives list some module constants in set order; a fixed hash seed makes the saved
    # model.pt files byte-for-byte reproducible, not just their weights.
    if os.environ.get("PYTHONHASHSEED") != "0":
        os.execve(sys.executable, [sys.executable] + sys.argv, dict(os.environ, PYTHONHASHSEED="0"))
    torch.set_num_threads(max(1, min(4, os.cpu_count() or 1)))
    shapes = os.path.join(ROOT, "shapes")
    for sub in ("shapes", "models/classifier", "models/detector", "models/tensorflow", "models/linear", "records", "tabular"):
        shutil.rmtree(os.path.join(ROOT, sub), ignore_errors=True)

    # Shipped images: a different seed from the training set.
    rng = random.Random(20240601)
    shipped = []  # (file name, class, jpeg bytes, box)
    for kind, name in enumerate(CLASSES):
        for n in range(PER_CLASS):
            img, box = draw_shape(kind, rng)
            shipped.append((f"{name}-{n:02d}.jpg", kind, jpeg_bytes(img), box))
    for file, _, data, _ in shipped:
        write(os.path.join(shapes, "images", file), data)
    write(os.path.join(shapes, "labels.txt"), "".join(c + "\n" for c in CLASSES), "w")
    manifest = "".join(json.dumps({"source-ref": f"images/{f}", "class": k}) + "\n" for f, k, _, _ in shipped)
    write(os.path.join(shapes, "manifest.jsonl"), manifest, "w")
    detections = []
    for f, k, _, box in shipped:
        x1, y1, x2, y2 = box
        detections.append(
            {
                "source-ref": f"images/{f}",
                "bounding-box": {
                    "image_size": [{"width": SIZE, "height": SIZE, "depth": 3}],
                    "annotations": [
                        {"class_id": k, "left": x1, "top": y1, "width": round(x2 - x1, 1), "height": round(y2 - y1, 1)}
                    ],
                },
                "bounding-box-metadata": {
                    "objects": [{"confidence": 1}],
                    "class-map": {str(k): CLASSES[k]},
                    "type": "groundtruth/object-detection",
                    "human-annotated": "yes",
                },
            }
        )
    write(os.path.join(shapes, "detections.jsonl"), "".join(json.dumps(d) + "\n" for d in detections), "w")

    # Classifier.
    print(f"training the classifier on {TRAIN_IMAGES} generated images", file=sys.stderr)
    classifier = train_classifier(seed=7)
    with torch.no_grad():
        x = torch.stack([image_tensor(d) for _, _, d, _ in shipped])
        predicted = classifier(x).argmax(1).tolist()
    accuracy = sum(int(p == k) for p, (_, k, _, _) in zip(predicted, shipped)) / len(shipped)
    print(f"classifier accuracy on the {len(shipped)} shipped images: {accuracy:.3f}", file=sys.stderr)
    if accuracy < 0.95:
        sys.exit(f"classifier accuracy {accuracy:.3f} is below 0.95; change the seed or the training")
    scripted = torch.jit.script(classifier)
    os.makedirs(os.path.join(ROOT, "models", "classifier", "code"), exist_ok=True)
    scripted.save(os.path.join(ROOT, "models", "classifier", "model.pt"))
    write(os.path.join(ROOT, "models", "classifier", "code", "inference.py"), CLASSIFIER_INFERENCE, "w")

    # Detector (shares the trained classifier for its labels and scores).
    detector = torch.jit.script(ShapeDetector(classifier))
    os.makedirs(os.path.join(ROOT, "models", "detector", "code"), exist_ok=True)
    detector.save(os.path.join(ROOT, "models", "detector", "model.pt"))
    write(os.path.join(ROOT, "models", "detector", "code", "inference.py"), DETECTOR_INFERENCE, "w")
    ious = []
    with torch.no_grad():
        for (_, k, d, box) in shipped:
            out = detector([image_tensor(d)])[0]
            b = out["boxes"][0].tolist()
            ix = max(0.0, min(b[2], box[2]) - max(b[0], box[0]))
            iy = max(0.0, min(b[3], box[3]) - max(b[1], box[1]))
            inter = ix * iy
            union = (b[2] - b[0]) * (b[3] - b[1]) + (box[2] - box[0]) * (box[3] - box[1]) - inter
            ious.append(inter / union)
    print(f"detector IoU with the true boxes: min {min(ious):.3f}, mean {sum(ious) / len(ious):.3f}", file=sys.stderr)

    # A tiny model for the reference server's default decoders (no code/ directory).
    linear = torch.jit.script(TinyLinear())
    os.makedirs(os.path.join(ROOT, "models", "linear"), exist_ok=True)
    linear.save(os.path.join(ROOT, "models", "linear", "model.pt"))

    # TensorFlow Serving layout; the bytes are placeholders (saved_model.pb is an empty SavedModel
    # message with schema version 1), enough for layout detection and packaging.
    tf = os.path.join(ROOT, "models", "tensorflow")
    write(os.path.join(tf, "1", "saved_model.pb"), b"\x08\x01")
    write(os.path.join(tf, "1", "variables", "variables.index"), b"placeholder index\n")
    write(os.path.join(tf, "1", "variables", "variables.data-00000-of-00001"), b"placeholder data\n")
    write(os.path.join(tf, "code", "inference.py"), TENSORFLOW_INFERENCE, "w")
    write(os.path.join(tf, "code", "requirements.txt"), "# no extra packages\n", "w")

    # Record files holding the shipped JPEGs in order.
    records = os.path.join(ROOT, "records")
    payloads = [d for _, _, d, _ in shipped]
    tf_bytes = b"".join(tfrecord(p) for p in payloads)
    rio_bytes = b"".join(recordio(p) for p in payloads)
    write(os.path.join(records, "shapes.tfrecord"), tf_bytes)
    write(os.path.join(records, "shapes.recordio"), rio_bytes)
    listing = {
        "records": [
            {"source": f"images/{f}", "length": len(d), "sha256": hashlib.sha256(d).hexdigest()}
            for f, _, d, _ in shipped
        ],
        "files": {
            "shapes.tfrecord": {"size": len(tf_bytes), "sha256": hashlib.sha256(tf_bytes).hexdigest()},
            "shapes.recordio": {"size": len(rio_bytes), "sha256": hashlib.sha256(rio_bytes).hexdigest()},
        },
    }
    write(os.path.join(records, "shapes-records.json"), json.dumps(listing, indent=2) + "\n", "w")

    # Line-split data sets: rows of 4 numbers for the linear model (expected outputs by hand).
    trng = random.Random(11)
    rows = [[trng.randint(-5, 9) for _ in range(4)] for _ in range(20)]
    write(os.path.join(ROOT, "tabular", "data.jsonl"), "".join(json.dumps(r) + "\n" for r in rows), "w")
    write(os.path.join(ROOT, "tabular", "data.csv"), "".join(",".join(str(v) for v in r) + "\n" for r in rows), "w")

    total = 0
    for base, _, files in os.walk(ROOT):
        for f in files:
            total += os.path.getsize(os.path.join(base, f))
    print(f"fixtures written under {os.path.normpath(ROOT)} ({total / 1024:.0f} KiB in all)", file=sys.stderr)


if __name__ == "__main__":
    main()
