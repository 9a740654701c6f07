import CYAML

/// Anchors and tags on libyaml events: anchors are refused, tags are limited to the core schema.
extension LibYAMLEventLoop {
    /// Explicit scalar tags a spec may use, by their resolved name.
    private static let scalarTags: [String: String] = [
        "tag:yaml.org,2002:str": "!!str",
        "tag:yaml.org,2002:int": "!!int",
        "tag:yaml.org,2002:bool": "!!bool",
        "tag:yaml.org,2002:null": "!!null",
        "tag:yaml.org,2002:float": "!!float",
    ]

    /// The short form (`!!str`) of a scalar's explicit tag, or nil when it has none.
    func scalarTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation) throws(DiagnosticError) -> String? {
        guard let tag else { return nil }
        let name = String(cString: tag)
        guard let short = Self.scalarTags[name] else { throw unsupportedTag(name, at: location) }
        return short
    }

    /// Collections may carry only their own core tag (`!!map` on a mapping, `!!seq` on a list).
    func checkCollectionTag(
        _ tag: UnsafeMutablePointer<yaml_char_t>?, allowed: String, at location: SourceLocation
    ) throws(DiagnosticError) {
        guard let tag else { return }
        let name = String(cString: tag)
        guard Self.shortName(name) == allowed else { throw unsupportedTag(name, at: location) }
    }

    func checkNoAnchor(_ anchor: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation) throws(DiagnosticError) {
        if anchor != nil { throw anchorsNotSupported(at: location) }
    }

    func anchorsNotSupported(at location: SourceLocation) -> DiagnosticError {
        TreeBuilder.error("anchors and aliases are not supported in specs", at: location)
    }

    private func unsupportedTag(_ name: String, at location: SourceLocation) -> DiagnosticError {
        TreeBuilder.error(
            "unsupported tag '\(Self.shortName(name))'; only !!str, !!int, !!bool, !!null and !!float are allowed",
            at: location)
    }

    private static func shortName(_ name: String) -> String {
        let core = "tag:yaml.org,2002:"
        return name.hasPrefix(core) ? "!!" + name.dropFirst(core.count) : name
    }
}
