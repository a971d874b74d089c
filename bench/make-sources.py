#!/usr/bin/env python3
"""Writes a synthetic monorepo of Swift and Objective-C files for bench/scan.sh: N files over
N/60 app folders, each app with an Info.plist; realistic sizes (80-200 lines), comments,
strings, and now and then a protected-API call. Deterministic (seeded)."""
import os, random, sys

out, count = sys.argv[1], int(sys.argv[2])
random.seed(7)
calls = [
    "AVCaptureDevice.requestAccess(for: .video) { granted in self.ready = granted }",
    "manager.requestWhenInUseAuthorization()",
    "let central = CBCentralManager(delegate: self, queue: nil)",
    "PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in print(status) }",
    "UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)",
]
body = [
    "    let value = items.map { $0.name }.filter { !$0.isEmpty }",
    "    // Keeps the list in step with the server's order.",
    '    let title = "Settings > Privacy > Camera"',
    "    guard let first = items.first else { return }",
    "    view.layer.cornerRadius = 12",
    "    DispatchQueue.main.async { self.tableView.reloadData() }",
    "    let url = URL(string: \"https://example.com/api/v1/items?page=\\(page)\")!",
    "    /* a block comment mentioning requestAccess(for: .audio) */",
]
apps = max(1, count // 60)
for app in range(apps):
    folder = os.path.join(out, f"App{app:04d}")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "Info.plist"), "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>\n'
                "<key>NSCameraUsageDescription</key><string>Scan receipts with the camera.</string>\n"
                "</dict></plist>\n")
for index in range(count):
    folder = os.path.join(out, f"App{index % apps:04d}", f"Sources{index % 7}")
    os.makedirs(folder, exist_ok=True)
    objc = index % 5 == 0
    lines = []
    for method in range(random.randint(8, 20)):
        lines.append(f"- (void)method{method} {{" if objc else f"  func method{method}() {{")
        for _ in range(random.randint(6, 12)):
            lines.append(random.choice(body))
        if random.random() < 0.02:
            lines.append("    " + random.choice(calls))
        lines.append("}" if objc else "  }")
    name = f"File{index:05d}." + ("m" if objc else "swift")
    with open(os.path.join(folder, name), "w") as f:
        if objc:
            f.write("@implementation File%d\n" % index + "\n".join(lines) + "\n@end\n")
        else:
            f.write("final class File%d {\n" % index + "\n".join(lines) + "\n}\n")
