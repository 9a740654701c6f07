/// `errorgen diff [--against REV] [--allow|--deny|--ignore CATEGORY,...] [--format text|json] [--markdown] PATH...`
enum DiffArguments {
    static let options = ["--against", "--allow", "--deny", "--ignore", "--format", "--markdown", "--help", "-h"]

    static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        var options = DiffOptions()
        var formatGiven = false
        var scanner = OptionScanner(arguments, command: .diff, known: Self.options)
        while let item = try scanner.next() {
            switch item {
            case .help:
                return .help(topic: .diff)
            case .path(let path):
                options.paths.append(path)
            case .option("--against", let inline):
                let revision = try scanner.value(for: "--against", inline: inline, placeholder: "revision")
                if let earlier = options.against, earlier != revision {
                    throw UsageError("--against given twice, as '\(earlier)' and '\(revision)'", command: .diff)
                }
                options.against = revision
            case .option(let name, let inline) where ["--allow", "--deny", "--ignore"].contains(name):
                let text = try scanner.value(for: name, inline: inline, placeholder: "category")
                for category in try categories(text, for: name) {
                    switch name {
                    case "--allow": options.policy.allow(category)
                    case "--deny": options.policy.deny(category)
                    default: options.policy.ignore(category)
                    }
                }
            case .option("--format", let inline):
                let text = try scanner.value(for: "--format", inline: inline, placeholder: "format")
                guard let format = DiffOptions.Format(rawValue: text) else {
                    throw UsageError("unknown format '\(text)'; expected text or json"
                        + Suggestion.hint(for: text, in: DiffOptions.Format.allCases.map(\.rawValue)), command: .diff)
                }
                if formatGiven, format != options.format {
                    throw UsageError("--format given twice, as '\(options.format.rawValue)' and '\(text)'", command: .diff)
                }
                options.format = format
                formatGiven = true
            case .option("--markdown", let inline):
                if inline != nil { throw UsageError("--markdown does not take a value", command: .diff) }
                options.markdown = true
            case .option(let name, _):
                preconditionFailure("OptionScanner returned unlisted option \(name)")
            }
        }
        if options.markdown, options.format == .json {
            throw UsageError("--markdown and --format json cannot be combined", command: .diff)
        }
        if options.against == nil, options.paths.count != 2 {
            throw UsageError(options.paths.count < 2 ? "missing paths: give OLD and NEW, or --against REV and paths"
                             : "expected two paths, OLD and NEW, but got \(options.paths.count); "
                             + "use --against REV to compare several paths with git", command: .diff)
        }
        if options.against != nil, options.paths.isEmpty {
            throw UsageError("missing spec paths to compare with the revision", command: .diff)
        }
        return .diff(options)
    }

    /// `wire` or `swift,wire`.
    private static func categories(_ text: String, for option: String) throws(UsageError) -> [ChangeCategory] {
        var result: [ChangeCategory] = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let category = ChangeCategory(rawValue: word) else {
                let names = ChangeCategory.allCases.map(\.rawValue)
                throw UsageError("unknown category '\(word)' for \(option); expected one of: \(names.joined(separator: ", "))"
                    + Suggestion.hint(for: word, in: names), command: .diff)
            }
            result.append(category)
        }
        return result
    }
}
