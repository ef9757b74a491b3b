#!/usr/bin/python3
"""Derives the demo's deliberately worse classifier from the fixture classifier (see test/fixtures/README.md).

    /usr/bin/python3 scripts/make-worse-classifier.py

It copies models/classifier/ to models/classifier-worse/ with one deterministic change: the bias of
the "square" logit is lowered by 12, so 7 of the 10 shipped squares are predicted as another shape
(82.5% top-1 instead of 100%). `npm run demo -- --pr` compares it with the original as a pull request
would compare a regressed model with main's.
"""

import os
import shutil
import sys

import torch

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "fixtures", "models")
SQUARE = 1
BIAS_DROP = 12.0


def main():
    if os.environ.get("PYTHONHASHSEED") != "0":
        os.execve(sys.executable, [sys.executable] + sys.argv, dict(os.environ, PYTHONHASHSEED="0"))
    source = os.path.join(ROOT, "classifier")
    target = os.path.join(ROOT, "classifier-worse")
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(os.path.join(source, "code"), os.path.join(target, "code"))
    model = torch.jit.load(os.path.join(source, "model.pt"), map_location="cpu")
    with torch.no_grad():
        model.head.bias[SQUARE] -= BIAS_DROP
    model.save(os.path.join(target, "model.pt"))
    print(f"wrote {os.path.normpath(target)}: square bias lowered by {BIAS_DROP}", file=sys.stderr)


if __name__ == "__main__":
    main()
