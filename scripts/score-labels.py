#!/usr/bin/env python3
"""Scores `permcopy check --format json` on a labelled set of apps.

Usage: scripts/score-labels.py SET_FOLDER CHECK_JSON [VERDICTS.tsv]

SET_FOLDER holds one folder per app and LABELS.tsv (app, file, key, rule, note: the defects a
localizer marked by reading every text before any run; key `*` for a whole file). CHECK_JSON is
the report of `permcopy check SET_FOLDER --format json`. A label is found when a finding of its
rule names its app and key (any key for `*`) at its file, or lists that file among its related
places; a `missing-translation` label is found by app and key anywhere in the app (the finding
stands where the fix goes, and one finding covers the locales that lack the key). With a
VERDICTS.tsv (file, line, column, rule, severity, key, verdict, why), precision counts the
findings judged true among those judged; without one, a finding that matches no label is
counted as unconfirmed. A finding that names a file's house style once (sentence-end,
cjk-latin-spacing) finds the labels of the other keys at its related places in that file.
Prints recall per rule and in all, precision, and per-app counts.
"""
import collections
import json
import sys


def load_labels(path):
    labels = []
    with open(path, encoding="utf-8") as handle:
        next(handle)
        for line in handle:
            fields = line.rstrip("\n").split("\t")
            if len(fields) >= 4 and fields[0]:
                labels.append(dict(app=fields[0], file=fields[1], key=fields[2], rule=fields[3]))
    return labels


def inside(path, set_name):
    """The path of a report's file inside the set: `app/file`."""
    marker = set_name.rstrip("/").split("/")[-1] + "/"
    index = path.find(marker)
    return path[index + len(marker):] if index >= 0 else path


def main():
    set_folder, report = sys.argv[1], sys.argv[2]
    labels = load_labels(set_folder.rstrip("/") + "/LABELS.tsv")
    diagnostics = json.load(open(report, encoding="utf-8"))["diagnostics"]
    for diagnostic in diagnostics:
        diagnostic["path"] = inside(diagnostic["file"], set_folder)
        diagnostic["app"] = diagnostic["path"].split("/")[0]
        diagnostic["places"] = [diagnostic["path"]] + [
            inside(place["file"], set_folder) for place in diagnostic.get("related", [])
        ]

    # The English source copied into another Latin language's table is what permcopy calls a
    # missing translation (`untranslated` is Chinese text's rule): a label of the one is found
    # by a finding of the other at its file.
    same_defect = {("untranslated", "missing-translation")}

    def finds(diagnostic, label):
        if diagnostic["app"] != label["app"]:
            return False
        if diagnostic["rule"] != label["rule"]:
            if (label["rule"], diagnostic["rule"]) not in same_defect:
                return False
            return (label["app"] + "/" + label["file"] in diagnostic["places"]
                    and diagnostic.get("key") == label["key"])
        if label["rule"] == "missing-translation" and label["key"] != "*":
            return diagnostic.get("key") == label["key"]
        wanted = label["app"] + "/" + label["file"]
        if wanted not in diagnostic["places"]:
            return False
        if label["key"] == "*" or diagnostic.get("key") in (None, label["key"]):
            return True
        # One finding for a file's house style names the other keys' places as related: the
        # label's key on the related line (or, in an Info.plist, the line above it).
        for place in diagnostic.get("related", []):
            if inside(place["file"], set_folder) == wanted and names_key(place, label["key"]):
                return True
        return False

    def names_key(place, key):
        try:
            lines = open(place["file"], encoding="utf-8", errors="replace").read().split("\n")
        except OSError:
            return False
        line = place.get("line", 0)
        return any(0 < number <= len(lines) and key in lines[number - 1]
                   for number in (line, line - 1))

    found = collections.Counter()
    total = collections.Counter()
    matched = set()
    missed = []
    for label in labels:
        total[label["rule"]] += 1
        hits = [index for index, diagnostic in enumerate(diagnostics) if finds(diagnostic, label)]
        if hits:
            found[label["rule"]] += 1
            matched.update(hits)
        else:
            missed.append(label)
    print("recall by rule (found / labelled):")
    for rule in sorted(total, key=lambda rule: -total[rule]):
        print(f"  {rule:24} {found[rule]:4} / {total[rule]:<4}")
    all_found, all_total = sum(found.values()), sum(total.values())
    print(f"recall: {all_found} / {all_total} = {all_found / max(all_total, 1):.1%}")
    errors = [d for d in diagnostics if d["severity"] == "error"]
    notes = [d for d in diagnostics if d["severity"] == "note"]
    print(f"findings: {len(diagnostics)} ({len(errors)} errors, {len(notes)} notes); "
          f"matching a label: {len(matched)}")
    if len(sys.argv) > 3:
        verdicts = {}
        with open(sys.argv[3], encoding="utf-8") as handle:
            next(handle)
            for line in handle:
                fields = line.rstrip("\n").split("\t")
                if len(fields) >= 7:
                    verdicts[(fields[0], fields[1], fields[3])] = fields[6]
        judged = collections.Counter()
        for index, diagnostic in enumerate(diagnostics):
            if diagnostic["severity"] == "note":
                continue
            verdict = verdicts.get((diagnostic["path"], str(diagnostic["line"]), diagnostic["rule"]))
            if verdict is None:
                verdict = "true" if index in matched else "unjudged"
            judged[(diagnostic["severity"], verdict)] += 1
        for severity in ("error", "warning"):
            right = judged[(severity, "true")]
            wrong = judged[(severity, "false")] + judged[(severity, "debatable")]
            print(f"{severity}s: {right} true, {judged[(severity, 'false')]} false, "
                  f"{judged[(severity, 'debatable')]} debatable, "
                  f"{judged[(severity, 'unjudged')]} unjudged; precision "
                  f"{right / max(right + wrong, 1):.1%}")
    per_app = collections.Counter(d["app"] for d in diagnostics if d["severity"] != "note")
    print(f"findings per app: {sum(per_app.values()) / max(len(per_app), 1):.1f} "
          f"(largest: {per_app.most_common(1)})")
    if "-v" in sys.argv or os_env_verbose():
        for label in missed:
            print("missed:", label["app"], label["file"], label["key"], label["rule"])


def os_env_verbose():
    import os
    return os.environ.get("VERBOSE") == "1"


if __name__ == "__main__":
    main()
