/// `generate`'s JS package: named by `--js-package` or the specs' `jsPackage:` keys, versioned by their
/// `version:` keys. The specs of one run must agree; a package needs a version. Problems are spec errors
/// (exit 1, nothing written).
enum JSPackageRun {
    static func files(for batch: SpecBatch, flagName: String?) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let name = flagName ?? agreed(\.name, "jsPackage", in: batch, diagnostics: &diagnostics)?.value
        guard let name else { return ([], diagnostics) }
        let version = agreed(\.version, "version", in: batch, diagnostics: &diagnostics)
        let modules = batch.files.filter { $0.path.hasPrefix("JS/") && $0.path.hasSuffix(".js") }.map {
            JavaScriptPackage.Module(name: String($0.path.dropFirst(3).dropLast(3)), specPath: $0.specPath)
        }
        if version == nil, let first = batch.packageKeys.first {
            // At the spec's `jsPackage:` (where a version goes beside it), else at the top of the first spec.
            let at = batch.packageKeys.lazy.compactMap { $0.keys.name?.location }.first
                ?? SourceLocation(file: first.specPath, line: 1, column: 1)
            diagnostics.append(.error("the JS package '\(name)' needs a version: add 'version:' (such as 'version: 1.0.0') "
                                      + "to the spec", at: at))
        }
        if modules.count > 1, let clash = modules.first(where: { $0.name.lowercased() == "index" }) {
            diagnostics.append(.error("the type '\(clash.name)' generates JS/\(clash.name).js, which collides with the "
                                      + "package's JS/index.js; rename the type", at: nil))
        }
        guard diagnostics.isEmpty, let version else { return ([], diagnostics) }
        return (JavaScriptPackage.files(name: name, version: version.value, modules: modules), [])
    }

    /// The one value the specs give for a key, reporting each spec that gives another.
    private static func agreed(_ key: KeyPath<JSPackageKeys, Name?>, _ spelling: String, in batch: SpecBatch,
                               diagnostics: inout [Diagnostic]) -> Name? {
        var first: (specPath: String, value: Name)?
        for (specPath, keys) in batch.packageKeys {
            guard let value = keys[keyPath: key] else { continue }
            guard let earlier = first else {
                first = (specPath, value)
                continue
            }
            if earlier.value.value != value.value {
                diagnostics.append(.error("'\(spelling)' is '\(value.value)' here but '\(earlier.value.value)' in "
                                          + "\(earlier.specPath); the specs of one run form one package", at: value.location))
            }
        }
        return first?.value
    }
}
