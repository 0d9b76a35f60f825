"""One-off studies, kept as a record with their conclusions (benchmarks/experiments/README.md):
``python -m benchmarks.experiments.NAME`` from the repository's root."""
