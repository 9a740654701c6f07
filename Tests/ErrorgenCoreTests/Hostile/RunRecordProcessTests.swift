import Foundation
import Testing

/// Run records in the real `errorgen` process: the environment chooses the folder, the shortcut
/// answers from the record, and a record left by another errorgen binary is never trusted.
@Suite struct RunRecordProcessTests {
    @Test func theRecordIsTrustedOnlyByTheBinaryThatWroteIt() throws {
        let folder = ScratchFolder()
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Specs", toPath: folder.url("Specs"))
        let cache = folder.url("cache")
        let environment = ["ERRORGEN_CACHE_DIR": cache]
        let generate = ["generate", "--output", "Out", "Specs"]
        let first = try ErrorgenProcess.runCapturingOutput(generate, in: folder.path, environment: environment)
        #expect(first.status == 0, "\(first.output)")
        let upToDate = "Generated 10 files from 2 specs in Out: 0 written, 10 unchanged, 0 removed.\n"
        let second = try ErrorgenProcess.runCapturingOutput(generate, in: folder.path, environment: environment)
        #expect(second.status == 0 && second.output == upToDate)

        // A record that tells its own story (99 files) shows when the shortcut answers.
        let records = try FileManager.default.contentsOfDirectory(atPath: cache + "/runs")
        #expect(records.count == 1)
        let recordPath = cache + "/runs/" + records[0]
        let text = try String(contentsOfFile: recordPath, encoding: .utf8)
        #expect(text.contains("files 10\n"))
        try text.replacingOccurrences(of: "files 10\n", with: "files 99\n").write(toFile: recordPath, atomically: true, encoding: .utf8)
        let shortcut = try ErrorgenProcess.runCapturingOutput(generate, in: folder.path, environment: environment)
        #expect(shortcut.output == "Generated 99 files from 2 specs in Out: 0 written, 99 unchanged, 0 removed.\n")

        // The same bytes as another file (a rebuilt or reinstalled errorgen) do the whole run.
        let copy = folder.url("errorgen-copy")
        try FileManager.default.copyItem(atPath: try #require(ErrorgenProcess.binary), toPath: copy)
        let other = try ErrorgenProcess.runCapturingOutput(generate, in: folder.path, binary: copy, environment: environment)
        #expect(other.status == 0 && other.output == upToDate)

        // Records off: nothing is read or written.
        let off = try ErrorgenProcess.runCapturingOutput(generate, in: folder.path, environment: ["ERRORGEN_CACHE_DIR": ""])
        #expect(off.output == upToDate)
    }
}
