#!/usr/bin/env python3
"""Writes a permcopy project with 40 permissions in four locales (en, zh-Hans, zh-Hant, zh-HK),
for bench/build.sh. zh-HK has rule data built in but no templates or Settings labels, so the
project brings its own, as the README says a new locale does: locales/zh-HK.yml and
Templates/zh-HK/, made here from the repository's zh-Hant files.

Usage: permcopy list --json | python3 bench/make-large-project.py OUT_DIR REPO_ROOT
"""
import json
import os
import re
import shutil
import sys

out, repo = sys.argv[1], sys.argv[2]
catalog = json.load(sys.stdin)
ids = [p["id"] for p in catalog if p.get("writtenByPermcopy") and p.get("platform") == "iOS"][:40]
if len(ids) < 40:
    sys.exit(f"only {len(ids)} permissions permcopy writes")

purposes = {
    "en": "keep the {} part of your trip plan in step with the places you visit",
    "zh-Hans": "让行程计划里的{}部分与你去过的地方保持一致",
    "zh-Hant": "讓行程計畫裡的{}部分與你去過的地方保持一致",
    "zh-HK": "讓行程計劃裡的{}部分與你去過的地方保持一致",
}
words = {"en": "travel", "zh-Hans": "旅行", "zh-Hant": "旅行", "zh-HK": "旅行"}

os.makedirs(out, exist_ok=True)
lines = [
    "app:",
    "  name: { en: Wayfarer, zh-Hans: 旅人, zh-Hant: 旅人, zh-HK: 旅人 }",
    "source-locale: en",
    "locales: [en, zh-Hans, zh-Hant, zh-HK]",
    'ios: { deployment-target: "16.0" }',
    "output:",
    "  strings: App/Resources",
    "  guides: docs/permissions",
    "permissions:",
]
for pid in ids:
    lines.append(f"  {pid}:")
    lines.append("    purpose:")
    for locale, text in purposes.items():
        lines.append(f"      {locale}: {text.format(words[locale])}")
with open(os.path.join(out, "permcopy.yml"), "w", encoding="utf-8") as f:
    f.write("\n".join(lines) + "\n")

# The project's own zh-HK: zh-Hant's data and templates under the zh-HK name.
os.makedirs(os.path.join(out, "locales"), exist_ok=True)
with open(os.path.join(repo, "locales", "zh-Hant.yml"), encoding="utf-8") as f:
    data = f.read()
data = re.sub(r"^name: .*$", "name: 繁體中文（香港）", data, count=1, flags=re.M)
with open(os.path.join(out, "locales", "zh-HK.yml"), "w", encoding="utf-8") as f:
    f.write(data)
shutil.copytree(
    os.path.join(repo, "Templates", "zh-Hant"), os.path.join(out, "Templates", "zh-HK"),
    dirs_exist_ok=True)
print(f"{len(ids)} permissions x 4 locales in {out}")
