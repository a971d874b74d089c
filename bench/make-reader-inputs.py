#!/usr/bin/env python3
"""Makes the inputs of bench/readers.sh: for each reader, a folder with N entries and one with
10N, and commands.tsv (name, command on N, command on 10N) for the binary given.

Usage: make-reader-inputs.py FOLDER N BINARY
"""
import os
import plistlib
import shutil
import sys

root, n, binary = sys.argv[1], int(sys.argv[2]), sys.argv[3]
here = os.path.dirname(os.path.abspath(__file__))
fixture = os.path.join(here, "..", "Tests", "Fixtures", "projects", "receipts")
PLIST_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>\n'
REGION = "<key>CFBundleDevelopmentRegion</key><string>en</string>\n"


def write(path, text, mode="w"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode, encoding=None if "b" in mode else "utf-8") as handle:
        handle.write(text)


def plain_plist():
    return PLIST_HEAD + REGION + "</dict></plist>\n"


def strings_one_line(folder, count):
    write(f"{folder}/App/Info.plist", plain_plist())
    write(f"{folder}/App/en.lproj/InfoPlist.strings",
          "".join(f'"NSKey{i}UsageDescription" = "Value {i} for the key.";' for i in range(count)))
    return f"{binary} inventory {folder}/App"


def strings_many_lines(folder, count):
    write(f"{folder}/App/Info.plist", plain_plist())
    write(f"{folder}/App/zh-Hans.lproj/InfoPlist.strings",
          "".join(f'/* {i} */\n"NSKey{i}UsageDescription" = "扫描第 {i} 个二维码。";\n'
                  for i in range(count)))
    return f"{binary} inventory {folder}/App"


def xml_plist(folder, count):
    write(f"{folder}/App/Info.plist", PLIST_HEAD + REGION + "".join(
        f"<key>NSKey{i}UsageDescription</key><string>Value {i}.</string>\n"
        for i in range(count)) + "</dict></plist>\n")
    return f"{binary} inventory {folder}/App"


def openstep_plist(folder, count):
    write(f"{folder}/App/Info.plist", "{\n  CFBundleDevelopmentRegion = en;\n" + "".join(
        f'  NSKey{i}UsageDescription = "Value {i}.";\n' for i in range(count)) + "}\n")
    return f"{binary} inventory {folder}/App"


def binary_plist(folder, count):
    values = {"CFBundleDevelopmentRegion": "en"}
    values.update({f"NSKey{i}UsageDescription": f"Value {i}." for i in range(count)})
    write(f"{folder}/App/Info.plist", plistlib.dumps(values, fmt=plistlib.FMT_BINARY), "wb")
    return f"{binary} inventory {folder}/App"


def catalog(folder, count):
    write(f"{folder}/App/Info.plist", plain_plist())
    entries = ",".join(
        f'"NSKey{i}UsageDescription":{{"localizations":{{"zh-Hans":{{"stringUnit":'
        f'{{"state":"translated","value":"值 {i}"}}}}}}}}' for i in range(count))
    write(f"{folder}/App/InfoPlist.xcstrings",
          '{"sourceLanguage":"en","strings":{' + entries + '},"version":"1.0"}')
    return f"{binary} inventory {folder}/App"


def pbxproj(folder, count):
    shutil.copytree(fixture, folder)
    path = os.path.join(folder, "Receipts.xcodeproj", "project.pbxproj")
    text = open(path, encoding="utf-8").read()
    settings = "".join(f'\t\t\t\tSETTING_{i} = "value {i}";\n' for i in range(count))
    write(path, text.replace("buildSettings = {\n", "buildSettings = {\n" + settings))
    return f"{binary} inventory {folder}"


def xcodegen_xcconfig(folder, count):
    # A spec whose config file continues one value over `count` lines.
    write(f"{folder}/project.yml",
          "name: App\nconfigFiles:\n  Release: App.xcconfig\ntargets:\n  App:\n"
          "    type: application\n    platform: iOS\n    sources: [App]\n"
          "    info:\n      path: App/Info.plist\n")
    write(f"{folder}/App.xcconfig",
          "INFOPLIST_KEY_NSMicrophoneUsageDescription = Record notes \\\n"
          + "  more words here \\\n" * count + "  end.\n")
    write(f"{folder}/App/Info.plist", plain_plist())
    return f"{binary} inventory {folder}"


def swift_sources(folder, count):
    calls = "".join(
        f"  AVCaptureDevice.requestAccess(for: .video) {{ _ in print({i}) }}\n"
        for i in range(count))
    write(f"{folder}/App/Scan.swift", f"import AVFoundation\n\nfunc ask() {{\n{calls}}}\n")
    write(f"{folder}/App/Info.plist", plain_plist())
    return f"{binary} scan {folder}"


# Each reader with its smallest N: below about 10,000 entries Foundation's property-list and
# JSON objects still fit the caches, and a small file reads faster per entry than any large one.
readers = [
    (".strings-one-line", strings_one_line, 0), (".strings-many-lines", strings_many_lines, 0),
    ("Info.plist-xml", xml_plist, 10_000), ("Info.plist-openstep", openstep_plist, 0),
    ("Info.plist-binary", binary_plist, 10_000), ("InfoPlist.xcstrings", catalog, 7_000),
    ("project.pbxproj-settings", pbxproj, 0), ("xcodegen-xcconfig-lines", xcodegen_xcconfig, 0),
    ("swift-source-calls", swift_sources, 0),
]
os.makedirs(root, exist_ok=True)
with open(os.path.join(root, "commands.tsv"), "w", encoding="utf-8") as table:
    for name, make, least in readers:
        size = max(n, least)
        small = make(os.path.join(root, name, "small"), size)
        large = make(os.path.join(root, name, "large"), size * 10)
        table.write(f"{name} ({size})\t{small}\t{large}\n")
