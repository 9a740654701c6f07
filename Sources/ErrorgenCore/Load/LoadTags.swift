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

    /// The short form (`!!str`) of a scalar's explicit tag, or nil when it has none or an unsupported one
    /// (reported; the scalar is read as if untagged).
    func scalarTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation, _ builder: inout TreeBuilder) -> String? {
        guard let tag else { return nil }
        let name = String(cString: tag)
        guard let short = Self.scalarTags[name] else {
            builder.report(unsupportedTag(name), at: location)
            return nil
        }
        return short
    }

    /// Collections may carry only their own core tag (`!!map` on a mapping, `!!seq` on a list).
    func checkCollectionTag(
        _ tag: UnsafeMutablePointer<yaml_char_t>?, allowed: String, at location: SourceLocation, _ builder: inout TreeBuilder
    ) {
        guard let tag else { return }
        let name = String(cString: tag)
        // The decoder would report the container's kind as well: the tree is only loaded for more problems.
        guard Self.shortName(name) != allowed else { return }
        // `!!str` on a list: a tag the spec allows on a text, put on a container; `!!seq` on a mapping.
        let kind = allowed == "!!seq" ? "a list" : "a mapping"
        let message = Self.scalarTags.keys.contains(name)
            ? "'\(Self.shortName(name))' tags a single value, not \(kind); remove the tag"
            : Self.collectionNames[name].map { "'\(Self.shortName(name))' tags \($0), not \(kind); remove the tag" }
                ?? unsupportedTag(name)
        builder.report(message, at: location, treeStaysComplete: false)
    }

    /// An anchor is reported; the node it names is kept as if it had none.
    func checkNoAnchor(_ anchor: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation, _ builder: inout TreeBuilder) {
        if anchor != nil { builder.report(anchorsNotSupported, at: location) }
    }

    var anchorsNotSupported: String { "anchors and aliases are not supported in specs" }

    private func unsupportedTag(_ name: String) -> String {
        // `todo: !Important ...`: a text that starts with '!' is read as a tag.
        if name.hasPrefix("!"), !name.hasPrefix("!!") {
            return "'\(name)' is read as a YAML tag: a text that starts with '!' must be in quotes"
        }
        if let collection = Self.collectionNames[name] {
            return "'\(Self.shortName(name))' tags \(collection), not a single value; remove the tag"
        }
        return "unsupported tag '\(Self.shortName(name))'; only !!str, !!int, !!bool, !!null and !!float are allowed"
    }

    private static let collectionNames = ["tag:yaml.org,2002:seq": "a list", "tag:yaml.org,2002:map": "a mapping"]

    private static func shortName(_ name: String) -> String {
        let core = "tag:yaml.org,2002:"
        return name.hasPrefix(core) ? "!!" + name.dropFirst(core.count) : name
    }
}
