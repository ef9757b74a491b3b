// What the benchmarks compare the action with: the notebook way of reading transform outputs, and the
// outputs themselves (the seeds' TF Serving format).

/** A softmax-like vector over 1001 classes peaking at `k`, printed with float32-like precision. */
export function tfServingBody(k: number, seed: number): string {
  let x = seed * 2654435761
  const probs: number[] = []
  for (let i = 0; i < 1001; i++) {
    x = (x * 1103515245 + 12345) % 2147483648
    probs.push(i === k ? 0.6 + (x % 1000) / 5000 : (x % 1000) / 3.5e6 + 1e-7)
  }
  return JSON.stringify({
    predictions: [{ classes: k, probabilities: probs.map(p => Number(p.toPrecision(8))) }]
  })
}

/** `python3 NOTEBOOK <folder>`: json argmax (minus the background class) and a class histogram. */
export const NOTEBOOK = `
import collections, json, os, sys, time
started = time.perf_counter()
histogram = collections.Counter()
for folder, _, files in os.walk(sys.argv[1]):
    for name in files:
        if not name.endswith(".out"):
            continue
        with open(os.path.join(folder, name)) as f:
            response = json.load(f)
        for prediction in response["predictions"]:
            probabilities = prediction["probabilities"]
            best = max(range(len(probabilities)), key=probabilities.__getitem__)
            histogram[best - 1] += 1  # index 0 is the background class
print(json.dumps({"records": sum(histogram.values()), "top": histogram.most_common(5), "seconds": time.perf_counter() - started}))
`
