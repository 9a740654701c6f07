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
                let result = compiler.compileSpec(bytes: bytes, path: input.displayPath, accessOverride: access, kotlin: kotlin)
                batch.diagnostics.append(contentsOf: result.diagnostics)
                if !result.diagnostics.contains(where: { $0.severity == .error }) {
                    batch.files.append(contentsOf: result.files)
                    batch.packageKeys.append((input.displayPath, result.jsPackage))
                }
            }
        }
        batch.diagnostics = sorted(batch.diagnostics) + conflicts(in: batch.files)
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
}
