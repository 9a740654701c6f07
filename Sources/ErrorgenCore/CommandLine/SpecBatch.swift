/// Every spec of a run, compiled before anything is written.
struct SpecBatch {
    var files: [OutputFile] = []
    /// Compiler diagnostics and conflicts between specs, sorted by file, line and column.
    var diagnostics: [Diagnostic] = []
    /// Specs that could not be read (exit code 2).
    var readFailures: [Diagnostic] = []
    var specCount = 0
    /// The valid specs' `jsPackage:` / `version:` keys, by spec path, in input order.
    var packageKeys: [(specPath: String, keys: JSPackageKeys)] = []
    /// Every spec read, path and bytes, in input order: the part of a run record's inputs the specs give.
    var specDigest = ContentDigest()

    var hasInvalidSpecs: Bool { diagnostics.contains { $0.severity == .error } }

    static func compile(_ inputs: [SpecInput], with compiler: any SpecCompiler, access: AccessLevel?,
                        kotlin: KotlinRunOptions = KotlinRunOptions()) -> SpecBatch {
        var batch = SpecBatch()
        batch.specCount = inputs.count
        for input in inputs {
            switch SpecReader.read(input) {
            case .unreadable(let diagnostic):
                batch.readFailures.append(diagnostic)
            case .invalid(let diagnostic):
                batch.diagnostics.append(diagnostic)
            case .bytes(let bytes):
                batch.specDigest.add(spec: input, bytes: bytes)
                let result = compiler.compileSpec(bytes: bytes, path: input.displayPath, accessOverride: access, kotlin: kotlin)
                batch.diagnostics.append(contentsOf: result.diagnostics)
                if !result.diagnostics.contains(where: { $0.severity == .error }) {
                    batch.files.append(contentsOf: result.files)
                    batch.packageKeys.append((input.displayPath, result.jsPackage))
                }
            }
        }
        batch.diagnostics = sorted(batch.diagnostics) + conflicts(in: batch.files) + typeConflicts(in: batch.files)
        return batch
    }

    /// Located diagnostics by file, line and column; unlocated ones after them, in their order.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        Diagnostic.sortedByPlace(diagnostics)
    }

    /// Two specs generating the same path (the same type name), or paths equal but for
    /// letter case (they collide on case-insensitive file systems).
    static func conflicts(in files: [OutputFile]) -> [Diagnostic] {
        var firstByKey: [String: OutputFile] = [:]
        var same: [[String]: [String]] = [:]  // [spec A, spec B] -> paths
        var caseOnly: [[String]: [String]] = [:]
        for file in files {
            let key = file.path.lowercased()
            guard let earlier = firstByKey[key] else {
                firstByKey[key] = file
                continue
            }
            guard earlier.specPath != file.specPath else { continue }
            let pair = [earlier.specPath, file.specPath].sorted()
            if earlier.path == file.path {
                same[pair, default: []].append(file.path)
            } else {
                caseOnly[pair, default: []].append("\(earlier.path) and \(file.path)")
            }
        }
        var diagnostics: [Diagnostic] = []
        for pair in Set(same.keys).union(caseOnly.keys).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            if let paths = same[pair] {
                diagnostics.append(.error("\(pair[0]) and \(pair[1]) both generate \(paths.sorted().joined(separator: ", ")); "
                    + "give their types different names", at: .wholeFile(pair[1])))
            }
            if let paths = caseOnly[pair] {
                diagnostics.append(.error("\(pair[0]) and \(pair[1]) generate paths that differ only in letter case "
                    + "(\(paths.sorted().joined(separator: ", "))), which collide on case-insensitive file systems; "
                    + "give their types different names", at: .wholeFile(pair[1])))
            }
        }
        return diagnostics
    }

    /// Two specs whose generated files declare the same top-level type in one module: `Probe` and another spec's
    /// `ProbeDetails`, or two struct-shaped specs with the same category type (`ErrorCategory`). Swift files of one
    /// run share a module; Kotlin files share a package when they name the same one. Specs that already generate
    /// the same paths are reported by `conflicts(in:)`.
    static func typeConflicts(in files: [OutputFile]) -> [Diagnostic] {
        // One spec cannot collide with itself here (its own names are the validator's).
        guard let firstSpec = files.first?.specPath, files.contains(where: { $0.specPath != firstSpec }) else { return [] }
        var first: [String: (spec: String, file: String)] = [:]  // "swift:Name" or "kotlin:package:Name"
        var found: [Diagnostic] = []
        var reported = Set<[String]>()
        for file in files {
            let isSwift = file.path.hasPrefix("Swift/") && file.path.hasSuffix(".swift")
            let isKotlin = file.path.hasPrefix("Kotlin/") && file.path.hasSuffix(".kt")
            guard isSwift || isKotlin else { continue }
            var package = ""
            for line in declarationCandidates(file.bytes) {
                if isKotlin, line.hasPrefix("package ") { package = String(line.dropFirst(8)) }
                guard let name = topLevelTypeName(line, kotlin: isKotlin) else { continue }
                let key = isSwift ? "swift:" + name : "kotlin:\(package):" + name
                guard let earlier = first[key] else {
                    first[key] = (file.specPath, file.path)
                    continue
                }
                let pair = [earlier.spec, file.specPath]
                guard earlier.spec != file.specPath, earlier.file != file.path, reported.insert(pair + [key]).inserted else { continue }
                let language = isSwift ? "Swift" : "Kotlin"
                found.append(.error("\(earlier.spec) and \(file.specPath) both declare the \(language) type '\(name)' "
                    + "(in \(earlier.file) and \(file.path)), which cannot be compiled together; rename the type or the category type "
                    + "in one of them", at: .wholeFile(file.specPath)))
            }
        }
        return found
    }

    /// The lines that start with an ASCII letter, where a top-level declaration (or Kotlin's `package`) is:
    /// found byte by byte, so indented lines (nearly all) cost no Characters (the no-op run once spent a third
    /// of its time splitting every line here).
    private static func declarationCandidates(_ bytes: [UInt8]) -> [Substring] {
        var lines: [Substring] = []
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < buffer.count {
                let end = ByteSearch.first(10, in: buffer, from: start) ?? buffer.count
                let lead = buffer[start] | 0x20
                if end > start, lead >= UInt8(ascii: "a"), lead <= UInt8(ascii: "z") {
                    lines.append(Substring(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)))
                }
                start = end + 1
            }
        }
        return lines
    }

    // Built once, not for every candidate line.
    private static let swiftModifiers: Set<String> = ["public", "package", "internal", "final"]
    private static let kotlinModifiers: Set<String> = ["internal", "public", "data", "sealed", "enum", "final", "open"]
    private static let swiftKinds: Set<String> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
    private static let kotlinKinds: Set<String> = ["class", "object", "interface", "typealias"]

    /// The type a generated file declares on this line, if it is a top-level declaration (`public struct X: ...`,
    /// `enum class X(`, `sealed class X`, `class XException(...)`). Read over the line's UTF-8 bytes: generated
    /// declarations are ASCII up to the name (splitting into Characters was half of this check's time).
    private static func topLevelTypeName(_ line: Substring, kotlin: Bool) -> String? {
        var words: [String] = []
        var line = line
        line.withUTF8 { bytes in
            var index = 0
            while index < bytes.count, words.count < 6 {
                if bytes[index] == 32 { index += 1; continue }
                let start = index
                while index < bytes.count && bytes[index] != 32 { index += 1 }
                words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            }
        }
        guard let first = words.first?.utf8.first, (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z") else {
            return nil
        }
        let modifiers = kotlin ? kotlinModifiers : swiftModifiers
        while let word = words.first, modifiers.contains(word), words.count > 1 {
            if kotlin, word == "enum", words[1] == "class" { break }
            words.removeFirst()
        }
        if kotlin, words.first == "enum" { words.removeFirst() }
        let kinds = kotlin ? kotlinKinds : swiftKinds
        guard words.count >= 2, kinds.contains(words[0]) else { return nil }
        // The name: identifier bytes (a byte of a non-ASCII scalar counts as a letter), backticks dropped.
        let name = words[1].utf8.prefix { byte in
            byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
        }.filter { $0 != UInt8(ascii: "`") }
        return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
    }
}
