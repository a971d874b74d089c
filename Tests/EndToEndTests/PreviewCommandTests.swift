import Foundation
import Testing

@Suite(.serialized) struct PreviewCommandTests {
  @Test func previewPrintsPlainTextWhenPipedAndColourWhenAsked() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Harness.run(["init", "--example", "."], in: folder).status == 0)
    let plain = try Harness.run(["preview", "camera", "--locale", "zh-Hant"], in: folder)
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stdout.contains("「手機殼工坊」想要取用你的相機"))
    #expect(!plain.stdout.contains("\u{1B}["))
    let colour = try Harness.run(["preview", "camera", "--color", "always"], in: folder)
    #expect(colour.stdout.contains("\u{1B}["))
    let wide = try Harness.run(
      ["preview", "camera", "--all-locales"], in: folder, environment: ["COLUMNS": "160"])
    #expect(
      wide.stdout.split(separator: "\n").contains { $0.components(separatedBy: "╭").count == 4 })
    #expect(try Harness.run(["preview", "camra"], in: folder).status == 2)
    #expect(try Harness.run(["preview", "camera", "--ios", "9"], in: folder).status == 2)
    #expect(
      try Harness.run(["preview", "notifications", "--state", "restricted"], in: folder).status == 2
    )
  }

  /// Drives `preview --watch` in a real terminal: edit, see the new text; break the YAML, see the
  /// error; fix it, see the cards again; quit.
  @Test func watchRedrawsOnEveryEditAndSurvivesAnInvalidOne() throws {
    let tmux = ["/usr/bin/tmux", "/bin/tmux", "/usr/local/bin/tmux"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    let tmuxPath = try #require(tmux, "tmux is needed (apt-get install tmux; .ci/run installs it)")
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Harness.run(["init", "--example", "."], in: folder).status == 0)
    let session = "permcopy-\(UUID().uuidString.prefix(8))"
    // Through bash, closing every inherited descriptor above 2 first: Foundation's Process hands
    // the child an internal socket, and a tmux server that kept it would make Process wait for
    // ever for the client that started it.
    func tmuxRun(_ arguments: [String]) throws -> String {
      let quoted = ([tmuxPath, "-L", session] + arguments).map {
        "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
      }
      let command =
        "for fd in $(ls /proc/$$/fd); do [ \"$fd\" -gt 2 ] && eval \"exec $fd>&-\"; done 2>/dev/null; "
        + quoted.joined(separator: " ") + " </dev/null 2>&1"
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", command]
      process.currentDirectoryURL = folder
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return output
    }
    func screen() -> String { (try? tmuxRun(["capture-pane", "-p", "-t", session])) ?? "" }
    func waitFor(_ text: String) -> Bool {
      for _ in 0..<100 {
        if screen().contains(text) { return true }
        Thread.sleep(forTimeInterval: 0.1)
      }
      return false
    }
    _ = try tmuxRun([
      "new-session", "-d", "-s", session, "-x", "100", "-y", "60",
      "\(Harness.binary.path) preview camera --watch --width 60",
    ])
    defer { _ = try? tmuxRun(["kill-server"]) }
    #expect(waitFor("Scan the QR code on your case box"), "\(screen())")

    let yaml = String(decoding: Harness.read("permcopy.yml", in: folder)!, as: UTF8.self)
    try Harness.write(
      yaml.replacingOccurrences(
        of: "Scan the QR code on your case box", with: "Scan the barcode on your case box"),
      to: "permcopy.yml", in: folder)
    #expect(waitFor("Scan the barcode on your case box"), "\(screen())")

    try Harness.write(
      yaml.replacingOccurrences(
        of: "locales: [en, zh-Hans, zh-Hant]", with: "locales: [en, zh-Hans"), to: "permcopy.yml",
      in: folder)
    #expect(waitFor("invalid YAML"), "\(screen())")
    #expect(!(screen().contains("╭")))

    try Harness.write(yaml, to: "permcopy.yml", in: folder)
    #expect(waitFor("Scan the QR code on your case box"), "\(screen())")
    #expect(screen().contains("╭"))

    _ = try tmuxRun(["send-keys", "-t", session, "C-c"])
    var ended = false
    for _ in 0..<50 {
      let status = try tmuxRun(["has-session", "-t", session])
      if status.contains("can't find") || status.contains("no server")
        || status.contains("error connecting")
      {
        ended = true
        break
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    #expect(ended, "preview --watch did not quit on Ctrl-C")
  }
}
