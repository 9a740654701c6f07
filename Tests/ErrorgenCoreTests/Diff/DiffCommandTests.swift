import Foundation
import Testing
@testable import ErrorgenCore

/// `errorgen diff` through the command line: exit codes, where output goes, folders matched by name,
/// invalid sides, usage errors, and `--against` on a real git history.
@Suite struct DiffCommandTests {
    let old = diffBaseSpec
    /// One breaking change: a removed code.
    var breaking: String { edited(diffBaseSpec, ("codes: [service, server_error]", "codes: [service]")) }
    /// Only a behaviour warning and an addition.
    var compatible: String {
        edited(diffBaseSpec, ("offline: true", "offline: false"), ("codes: [legacy_code]", "codes: [legacy_code, gone]"))
    }

    @Test func noChangeExitsZeroAndPrintsNothing() {
        let folder = ScratchFolder()
        folder.write("old/E.yaml", old)
        folder.write("new/E.yaml", old)
        let result = runErrorgen(["diff", "old/E.yaml", "new/E.yaml"], in: folder)
        #expect(result.code == 0 && result.out == "" && result.err == "")
        let folders = runErrorgen(["diff", "old", "new"], in: folder)
        #expect(folders.code == 0 && folders.out == "" && folders.err == "")
    }

    @Test func aBreakingChangeExitsOneWithLinesOnStandardOutput() {
        let folder = ScratchFolder()
        folder.write("old/E.yaml", old)
        folder.write("new/E.yaml", breaking)
        let result = runErrorgen(["diff", "old/E.yaml", "new/E.yaml"], in: folder)
        #expect(result.code == 1)
        #expect(result.err == "")
        #expect(result.out == """
            \(position(of: "service", in: breaking, file: "new/E.yaml")): error: the code 'server_error' was removed: \
            it no longer maps to 'service' [wire]
            \(position(of: "server_error", in: old, file: "old/E.yaml")): note: the old version is here
            1 change: 1 error (wire 1)

            """)
        #expect(runErrorgen(["diff", "--allow", "wire", "old/E.yaml", "new/E.yaml"], in: folder).code == 0)
        #expect(runErrorgen(["diff", "--ignore=wire", "old/E.yaml", "new/E.yaml"], in: folder).out == "")
    }

    @Test func warningsAndAdditionsExitZeroUnlessDenied() {
        let folder = ScratchFolder()
        folder.write("old.yaml", old)
        folder.write("new.yaml", compatible)
        let result = runErrorgen(["diff", "old.yaml", "new.yaml"], in: folder)
        #expect(result.code == 0)
        #expect(result.out.hasSuffix("2 changes: 1 warning (behaviour 1), 1 info (additions 1)\n"))
        #expect(runErrorgen(["diff", "--deny", "behaviour", "old.yaml", "new.yaml"], in: folder).code == 1)
        #expect(runErrorgen(["diff", "--deny", "additions,behaviour", "old.yaml", "new.yaml"], in: folder).code == 1)
    }

    @Test func foldersAreMatchedByTypeNameAndReportAddedAndRemovedTypes() {
        let folder = ScratchFolder()
        folder.write("old/Errors.yaml", old)
        folder.write("old/Gone.yaml", "name: Gone\ncases:\n  - name: a\n")
        folder.write("new/E.yaml", breaking)
        folder.write("new/Fresh.yaml", "name: Fresh\ncases:\n  - name: a\n")
        let result = runErrorgen(["diff", "old", "new"], in: folder)
        #expect(result.code == 1)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains("\(position(of: "service", in: breaking, file: "new/E.yaml")): error: the code "
                               + "'server_error' was removed: it no longer maps to 'service' [wire]"))
        #expect(lines.contains("new/Fresh.yaml:1:7: info: new error type 'Fresh' with 1 case [additions]"))
        #expect(lines.contains("old/Gone.yaml:1:7: error: error type 'Gone' was removed [swift]"))
        #expect(lines.last == "4 changes: 3 errors (swift 1, wire 1, bridge 1), 1 info (additions 1)")
    }

    @Test func aTypeNameDefinedTwiceOnOneSideCannotBeMatched() {
        let folder = ScratchFolder()
        folder.write("old/A.yaml", "name: T\ncases:\n  - name: a\n")
        folder.write("new/A.yaml", "name: T\ncases:\n  - name: a\n")
        folder.write("new/B.yaml", "name: T\ncases:\n  - name: b\n")
        let result = runErrorgen(["diff", "old", "new"], in: folder)
        #expect(result.code == 1)
        #expect(result.out == "")
        #expect(result.err == "new/B.yaml:1:7: error: 'T' is also defined in new/A.yaml; each type name can be compared once\n")
    }

    @Test func anInvalidSideIsReportedAsLintReportsItAndExitsOne() {
        let folder = ScratchFolder()
        let invalid = edited(old, ("fallback: service", "fallback: servce"))
        folder.write("old.yaml", old)
        folder.write("new.yaml", invalid)
        let result = runErrorgen(["diff", "old.yaml", "new.yaml"], in: folder)
        #expect(result.code == 1)
        #expect(result.out == "")
        let lint = SpecPipeline.compile(bytes: Array(invalid.utf8), path: "new.yaml").diagnostics
        #expect(!lint.isEmpty)
        #expect(result.err == lint.map { $0.description + "\n" }.joined())
    }

    @Test func jsonAndMarkdownGoToStandardOutput() throws {
        let folder = ScratchFolder()
        folder.write("old.yaml", old)
        folder.write("new.yaml", breaking)
        let json = runErrorgen(["diff", "--format", "json", "old.yaml", "new.yaml"], in: folder)
        #expect(json.code == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect((object["changes"] as? [Any])?.count == 1)
        let markdown = runErrorgen(["diff", "--markdown", "old.yaml", "new.yaml"], in: folder)
        #expect(markdown.code == 1)
        #expect(markdown.out.hasPrefix("## Changes\n\n### Breaking changes\n\n- Wire codes: The code `server_error` was removed"))
    }

    @Test func usageErrorsExitTwo() {
        let folder = ScratchFolder()
        folder.write("a.yaml", old)
        for (arguments, message) in [
            (["diff", "a.yaml"], "error: missing paths: give OLD and NEW, or --against REV and paths"),
            (["diff", "a.yaml", "a.yaml", "a.yaml"], "error: expected two paths, OLD and NEW, but got 3; use --against REV to compare several paths with git"),
            (["diff", "--allow", "behavior", "a.yaml", "a.yaml"], "error: unknown category 'behavior' for --allow; expected one of: swift, wire, stored, bridge, behaviour, additions; did you mean 'behaviour'?"),
            (["diff", "--format", "xml", "a.yaml", "a.yaml"], "error: unknown format 'xml'; expected text or json"),
            (["diff", "--markdown", "--format=json", "a.yaml", "a.yaml"], "error: --markdown and --format json cannot be combined"),
            (["diff", "--against", "HEAD"], "error: missing spec paths to compare with the revision"),
            (["diff", "a.yaml", "missing.yaml"], "missing.yaml: error: cannot read: No such file or directory"),
        ] {
            let result = runErrorgen(arguments, in: folder)
            #expect(result.code == 2, "\(arguments)")
            #expect(result.err.split(separator: "\n").first.map(String.init) == message, "\(arguments)")
            #expect(result.out == "")
        }
    }

    @Test func helpDescribesTheCommand() {
        let help = runErrorgen(["help", "diff"], in: ScratchFolder())
        #expect(help.code == 0)
        for needle in ["errorgen diff --against <rev>", "--allow <categories>", "behaviour  (warning)", "renamedFrom",
                       "EXIT CODES:", "errorgen diff --against origin/main Specs"] {
            #expect(help.out.contains(needle), "\(needle)")
        }
        #expect(runErrorgen(["--help"], in: ScratchFolder()).out.contains("  diff "))
    }

    // MARK: --against, on a real repository

    @Test func againstReadsTheOldSpecsFromAGitRevision() throws {
        let folder = ScratchFolder()
        try git(["init", "-q"], in: folder)
        folder.write("Specs/E.yaml", old)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "first"], in: folder)
        folder.write("Specs/E.yaml", breaking)
        folder.write("Specs/Fresh.yaml", "name: Fresh\ncases:\n  - name: a\n")
        try git(["commit", "-q", "-am", "second"], in: folder)

        // The working tree against the previous commit: Fresh.yaml did not exist there (all additions).
        let result = runErrorgen(["diff", "--against", "HEAD~1", "Specs"], in: folder)
        #expect(result.code == 1)
        #expect(result.err == "")
        #expect(result.out == """
            \(position(of: "service", in: breaking, file: "Specs/E.yaml")): error: the code 'server_error' was removed: \
            it no longer maps to 'service' [wire]
            \(position(of: "server_error", in: old, file: "HEAD~1:Specs/E.yaml")): note: the old version is here
            Specs/Fresh.yaml:1:7: info: new error type 'Fresh' with 1 case [additions]
            2 changes: 1 error (wire 1), 1 info (additions 1)

            """)
        // A file path, and the same revision: nothing changed.
        #expect(runErrorgen(["diff", "--against", "HEAD", "Specs/E.yaml"], in: folder).out == "")
        // A spec that did not exist at the revision is all additions: exit 0.
        let added = runErrorgen(["diff", "--against", "HEAD~1", "Specs/Fresh.yaml"], in: folder)
        #expect(added.code == 0)
        #expect(added.out == "Specs/Fresh.yaml:1:7: info: new error type 'Fresh' with 1 case [additions]\n"
            + "1 change: 1 info (additions 1)\n")
        // A spec file deleted since the revision is a removed type, not a missing path.
        folder.remove("Specs/E.yaml")
        let deleted = runErrorgen(["diff", "--against", "HEAD", "Specs/E.yaml"], in: folder)
        #expect(deleted.code == 1)
        #expect(deleted.out.hasPrefix("HEAD:Specs/E.yaml:1:7: error: error type 'E' was removed [swift]\n"))
        #expect(runErrorgen(["diff", "--against", "HEAD", "Specs/Typo.yaml"], in: folder).code == 2)
        folder.write("Specs/E.yaml", breaking)
        // From a subfolder, paths are relative to it, as git shows them there.
        let sub = runErrorgen(["diff", "--against", "HEAD~1", "."], inPath: folder.url("Specs"))
        #expect(sub.code == 1)
        #expect(sub.out.contains("HEAD~1:E.yaml:"))
    }

    @Test func theReadmeExampleIsWhatErrorgenPrints() throws {
        let folder = ScratchFolder()
        let pool = try String(contentsOfFile: specsFolder + "/PoolError.yaml", encoding: .utf8)
        try git(["init", "-q"], in: folder)
        folder.write("Specs/PoolError.yaml", pool)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "first"], in: folder)
        folder.write("Specs/PoolError.yaml", edited(pool, ("  - name: grantRevoked\n", "  - name: grantWasRevoked\n    renamedFrom: grantRevoked\n"),
                                                    ("codes: [invalid_key]", "codes: [bad_key]")))
        let result = runErrorgen(["diff", "--against", "HEAD", "Specs"], in: folder)
        #expect(result.code == 1)
        let printed = Set(result.out.split(separator: "\n").map { $0.replacingOccurrences(of: "HEAD:", with: "origin/main:") })
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        let shown = readme.split(separator: "\n").filter {
            ($0.hasPrefix("Specs/PoolError.yaml:") && $0.hasSuffix("]")) || $0.hasPrefix("origin/main:Specs/")
        }
        #expect(shown.count == 6)
        for line in shown {
            #expect(printed.contains(String(line)), "README shows a line errorgen does not print: \(line)")
        }
    }

    @Test func againstAnUnknownRevisionOrOutsideARepositoryExitsTwo() throws {
        let folder = ScratchFolder()
        folder.write("Specs/E.yaml", old)
        let outside = runErrorgen(["diff", "--against", "HEAD~1", "Specs"], in: folder)
        #expect(outside.code == 2)
        #expect(outside.err.hasPrefix("error: --against needs a git repository, but \(folder.path) is not in one"))
        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "only"], in: folder)
        let unknown = runErrorgen(["diff", "--against", "HEAD~1", "Specs"], in: folder)
        #expect(unknown.code == 2)
        #expect(unknown.err == "error: unknown revision 'HEAD~1': git cannot find a commit of that name\n")
        #expect(runErrorgen(["diff", "--against", "--output=x", "Specs"], in: folder).code == 2)
    }
}

/// Runs git in `folder` with a fixed identity; throws when it fails.
private func git(_ arguments: [String], in folder: ScratchFolder) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.name=errorgen", "-c", "user.email=errorgen@example.com",
                         "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                           "GIT_CONFIG_NOSYSTEM": "1", "HOME": folder.path]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "git \(arguments) failed"])
    }
}
