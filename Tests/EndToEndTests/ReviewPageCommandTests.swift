import Foundation
import Testing

@testable import PermCopyKit

/// `permcopy preview --html DIR` as a user and the GitHub Action run it.
@Suite struct ReviewPageCommandTests {
  @Test func previewHTMLWritesThePageOfAProjectOrOfAnAppsFiles() throws {
    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Harness.run(["init", "--example", "."], in: folder).status == 0)
    let project = try Harness.run(["preview", "--html", "review"], in: folder)
    #expect(project.status == 0, "\(project.stderr)")
    #expect(project.stderr.contains("wrote review/index.html"), "\(project.stderr)")
    let page = String(
      decoding: try #require(Harness.read("review/index.html", in: folder)), as: UTF8.self)
    #expect(page.contains("「手機殼工坊」想要取用你的相機"))
    let again = try Harness.run(["preview", "--html", "review"], in: folder)
    #expect(again.stderr.contains("unchanged review/index.html"), "\(again.stderr)")

    #expect(try Harness.run(["build"], in: folder).status == 0)
    let files = try Harness.run(["preview", "--html", "files", "--app", "App"], in: folder)
    #expect(files.status == 0, "\(files.stderr)")
    let filesPage = String(
      decoding: try #require(Harness.read("files/index.html", in: folder)), as: UTF8.self)
    #expect(filesPage.contains("掃描手機殼包裝盒上的 QR 碼，即可解鎖與之搭配的貼紙。"))

    for arguments in [
      ["preview", "--html", "review", "camera"], ["preview", "--app", "App"],
      ["preview", "--html", "review", "--watch"],
    ] {
      let refused = try Harness.run(arguments, in: folder)
      #expect(refused.status == 2, "\(arguments): \(refused.stderr)")
    }
    try Harness.write("<p>a page of mine</p>\n", to: "mine/index.html", in: folder)
    let mine = try Harness.run(["preview", "--html", "mine"], in: folder)
    #expect(mine.status != 0)
    #expect(mine.stderr.contains("was not written by permcopy"), "\(mine.stderr)")
  }

  /// The action's review-page step, read from action.yml, writes the page of a project and of
  /// an app's files; the upload step that follows it runs on every outcome.
  @Test func theActionWritesTheReviewPageOnEveryRun() throws {
    let action = try IntegrationFilesTests.yaml("action.yml")
    guard case .sequence(let steps, _) = action["runs"]?["steps"] else {
      Issue.record("action.yml has no steps")
      return
    }
    let write = try #require(steps.first { $0["run"]?.string?.contains("--html") == true })
    let upload = try #require(
      steps.first { $0["uses"]?.string?.hasPrefix("actions/upload-artifact") == true })
    #expect(write["if"]?.string?.contains("always()") == true)
    #expect(upload["if"]?.string?.contains("always()") == true)
    #expect(upload["with"]?["path"]?.string == "${{ inputs.review-page }}")
    let script = try #require(write["run"]?.string)

    let folder = try Harness.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Harness.run(["init", "--example", "."], in: folder).status == 0)
    #expect(try Harness.run(["build"], in: folder).status == 0)
    let path = try IntegrationFilesTests.pathWithPermcopy(in: folder)
    for (paths, output) in [("", "project-page"), ("App", "files-page")] {
      let run = try Harness.run(
        ["bash", "-eo", "pipefail", "-c", script], in: folder,
        binary: URL(fileURLWithPath: "/usr/bin/env"),
        environment: [
          "PATH": path, "PERMCOPY_PATHS": paths, "PERMCOPY_CONFIG": "permcopy.yml",
          "PERMCOPY_REVIEW_PAGE": output,
        ])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(Harness.read("\(output)/index.html", in: folder) != nil)
    }
  }
}
