#!/usr/bin/env python3
"""Per-puzzle CPU time of `sudoku rate` (one thread, one process per puzzle) for two builds,
interleaved puzzle by puzzle so that both see the same machine load: the nested forcing chains'
speed against a reference build, and whether the two print the same ratings.

    python3 benches/nested-compare.py BEFORE AFTER FILE [EVERY]

BEFORE and AFTER are `sudoku` binaries; FILE holds one puzzle per line (81 cells first);
EVERY takes every EVERY-th puzzle (default 1). Prints each build's mean and worst CPU time, the
ratio of the totals, and any puzzle whose rating differs.
"""
import os
import subprocess
import sys


def main():
    before, after, path = sys.argv[1:4]
    every = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    puzzles = [line.split()[0] for line in open(path)
               if line.strip() and not line.startswith("#")][::every]
    times = {before: [], after: []}
    differ = []
    for puzzle in puzzles:
        lines = {}
        for binary in (before, after):
            start = os.times()
            proc = subprocess.run([binary, "rate", "--jobs", "1"], input=puzzle + "\n",
                                  capture_output=True, text=True, check=True)
            end = os.times()
            times[binary].append((end.children_user - start.children_user)
                                 + (end.children_system - start.children_system))
            lines[binary] = proc.stdout.strip()
        if lines[before] != lines[after]:
            differ.append((puzzle, lines[before], lines[after]))
    for name, binary in (("before", before), ("after", after)):
        t = times[binary]
        worst = max(range(len(t)), key=t.__getitem__)
        print(f"{name}: {len(t)} puzzles, CPU mean {sum(t) / len(t):.3f} s, worst {t[worst]:.2f} s"
              f" ({puzzles[worst]}), over 10 s: {sum(x > 10 for x in t)}")
    ratio = sum(times[after]) / max(sum(times[before]), 1e-9)
    worst_ratio = max(a / max(b, 1e-3) for a, b in zip(times[after], times[before]))
    print(f"after/before total CPU: {ratio:.2f} (worst puzzle ratio {worst_ratio:.2f});"
          f" ratings differ on {len(differ)} puzzles")
    for d in differ:
        print("  differs:", *d)


if __name__ == "__main__":
    main()
