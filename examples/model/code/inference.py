"""An image classifier saved as TorchScript (model.pt): one image per request, the class scores as JSON.

The image (application/x-image: a JPEG, PNG, ...) reaches the model as a [1, 3, H, W] float tensor of
values 0..1, at its own size. For a model trained on another size or normalisation, set SIZE, MEAN and
STD (torchvision's ImageNet models: (224, 224), (0.485, 0.456, 0.406), (0.229, 0.224, 0.225)).
"""
import io
import json
import os

import numpy as np
import torch
from PIL import Image

SIZE = None  # (width, height) the model expects; None keeps each image's own size
MEAN = (0.0, 0.0, 0.0)
STD = (1.0, 1.0, 1.0)


def model_fn(model_dir):
    return torch.jit.load(os.path.join(model_dir, "model.pt"), map_location="cpu").eval()


def input_fn(body, content_type):
    if content_type and content_type != "application/x-image" and not content_type.startswith("image/"):
        raise ValueError("this handler reads images: content-type application/x-image, got %r" % content_type)
    image = Image.open(io.BytesIO(body)).convert("RGB")
    if SIZE is not None and image.size != tuple(SIZE):
        image = image.resize(tuple(SIZE), Image.BILINEAR)
    pixels = torch.from_numpy(np.asarray(image, dtype=np.float32) / 255.0).permute(2, 0, 1)
    pixels = (pixels - torch.tensor(MEAN).view(3, 1, 1)) / torch.tensor(STD).view(3, 1, 1)
    return pixels.unsqueeze(0)


def predict_fn(data, model):
    with torch.no_grad():
        return torch.softmax(model(data), dim=1)


def output_fn(prediction, accept):
    best = [{"classes": int(p.argmax()), "probabilities": [round(float(v), 6) for v in p]} for p in prediction]
    return json.dumps({"predictions": best}), "application/json"
