#!/usr/bin/env python3
"""The baseline: autocorrect's lint_for over every InfoPlist.strings below a folder, the same work
as its CLI's --lint. Exits 0 whatever it finds, like a linter run for timing."""
import os, sys
import autocorrect_py as autocorrect

findings = 0
for root, _, files in os.walk(sys.argv[1]):
    for name in files:
        if name.lower() == "infoplist.strings":
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as f:
                result = autocorrect.lint_for(f.read(), path)
            findings += len(result.lines)
print(findings, file=sys.stderr)
