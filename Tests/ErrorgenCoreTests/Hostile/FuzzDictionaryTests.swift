import Foundation
import Testing

/// `Fuzz/spec.dict` as libFuzzer's `ParseDictionaryFile` reads it: each line blank, a `#` comment, or
/// `[name=]"value"` where the value's only escapes are `\\`, `\"` and `\xAB`. libFuzzer refuses the whole
/// file on one bad line (a `\n` did, and stopped CI's fuzz smoke run), which no other test would notice.
@Suite struct FuzzDictionaryTests {
    @Test func everyEntryIsOneLibFuzzerReads() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/Fuzz/spec.dict", encoding: .utf8)
        var entries = 0
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.isEmpty || line.hasPrefix("#") { continue }
            #expect(Self.problem(String(line)) == nil, "spec.dict line \(index + 1): \(Self.problem(String(line)) ?? "") in \(line)")
            entries += 1
        }
        #expect(entries > 50)
    }

    /// Why libFuzzer would refuse the line, or nil.
    static func problem(_ line: String) -> String? {
        guard let open = line.firstIndex(of: "\""), line.hasSuffix("\""), line.index(after: open) < line.endIndex else {
            return "expected [name=]\"value\""
        }
        let name = line[..<open]
        if !name.isEmpty, !(name.hasSuffix("=") && name.dropLast().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }) {
            return "malformed name"
        }
        let scalars = Array(line[line.index(after: open)..<line.index(before: line.endIndex)].unicodeScalars)
        var i = 0
        while i < scalars.count {
            if scalars[i] == "\"" { return "unescaped quote" }
            if scalars[i] == "\\" {
                guard i + 1 < scalars.count else { return "a lone backslash at the end" }
                let next = scalars[i + 1]
                if next == "\\" || next == "\"" { i += 2; continue }
                guard next == "x", i + 3 < scalars.count,
                      scalars[i + 2].properties.isASCIIHexDigit, scalars[i + 3].properties.isASCIIHexDigit else {
                    return "escape '\\\(next)': only \\\\, \\\" and \\xAB are allowed"
                }
                i += 4
                continue
            }
            i += 1
        }
        return nil
    }
}
