/// Hand-written parsing: `errorgen <command> [options] <path>...`, options before or after
/// paths, `--name=value` or `--name value`, and `--` ending options.
enum ArgumentParser {
    static let topLevelOptions = ["--help", "--version"]

    static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        guard let first = arguments.first else {
            throw UsageError("missing command", command: nil)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            try expectNothing(after: first, rest, command: nil)
            return .help(topic: nil)
        case "--version":
            try expectNothing(after: first, rest, command: nil)
            return .version
        case Subcommand.help.rawValue:
            return try parseHelp(rest)
        case Subcommand.generate.rawValue:
            return try parseGenerate(rest)
        case Subcommand.lint.rawValue:
            return try parseLint(rest)
        case Subcommand.diff.rawValue:
            return try DiffArguments.parse(rest)
        case Subcommand.initialize.rawValue:
            return try parseInit(rest)
        default:
            if first.hasPrefix("-") {
                let name = first.split(separator: "=", maxSplits: 1).first.map(String.init) ?? first
                throw UsageError("unknown option '\(name)'" + Suggestion.hint(for: name, in: topLevelOptions), command: nil)
            }
            let commands = Subcommand.allCases.map(\.rawValue)
            throw UsageError("unknown command '\(first)'" + Suggestion.hint(for: first, in: commands), command: nil)
        }
    }

    private static func parseHelp(_ rest: [String]) throws(UsageError) -> ParsedCommand {
        guard let topic = rest.first else { return .help(topic: nil) }
        try expectNothing(after: topic, Array(rest.dropFirst()), command: .help)
        guard let command = Subcommand(rawValue: topic) else {
            let commands = Subcommand.allCases.map(\.rawValue)
            throw UsageError("unknown command '\(topic)'" + Suggestion.hint(for: topic, in: commands), command: .help)
        }
        return .help(topic: command)
    }

    private static func expectNothing(after argument: String, _ rest: [String], command: Subcommand?) throws(UsageError) {
        if let extra = rest.first {
            throw UsageError("unexpected argument '\(extra)' after '\(argument)'", command: command)
        }
    }

    private static func parseGenerate(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        var options = GenerateOptions()
        var outputGiven = false
        var scanner = OptionScanner(arguments, command: .generate, known: ["--output", "-o", "--check", "--access", "--js-package",
                                                                       "--list-inputs", "--list-outputs", "--no-kotlin", "--kotlin-package",
                                                                       "--help", "-h"])
        while let item = try scanner.next() {
            switch item {
            case .help:
                return .help(topic: .generate)
            case .path(let path):
                options.paths.append(path)
            case .option("--output", let inline), .option("-o", let inline):
                let folder = try scanner.value(for: "--output", inline: inline, placeholder: "folder")
                if outputGiven, folder != options.output {
                    throw UsageError("--output given twice, as '\(options.output)' and '\(folder)'", command: .generate)
                }
                options.output = folder
                outputGiven = true
            case .option("--check", let inline):
                if inline != nil { throw UsageError("--check does not take a value", command: .generate) }
                options.check = true
            case .option("--access", let inline):
                let text = try scanner.value(for: "--access", inline: inline, placeholder: "access level")
                guard let level = AccessLevel(rawValue: text) else {
                    let levels = AccessLevel.allCases.map(\.rawValue)
                    throw UsageError("invalid access level '\(text)'; expected public, package or internal"
                        + Suggestion.hint(for: text, in: levels), command: .generate)
                }
                if let earlier = options.access, earlier != level {
                    throw UsageError("--access given twice, as '\(earlier.rawValue)' and '\(text)'", command: .generate)
                }
                options.access = level
            case .option("--js-package", let inline):
                let name = try scanner.value(for: "--js-package", inline: inline, placeholder: "package name")
                if let problem = JSPackageRules.problem(withName: name) {
                    throw UsageError("invalid package name '\(name)': it \(problem)", command: .generate)
                }
                if let earlier = options.jsPackage, earlier != name {
                    throw UsageError("--js-package given twice, as '\(earlier)' and '\(name)'", command: .generate)
                }
                options.jsPackage = name
            case .option("--list-inputs", let inline):
                try setListing(.inputs, inline: inline, in: &options)
            case .option("--list-outputs", let inline):
                try setListing(.outputs, inline: inline, in: &options)
            case .option("--no-kotlin", let inline):
                if inline != nil { throw UsageError("--no-kotlin does not take a value", command: .generate) }
                options.kotlin.generate = false
            case .option("--kotlin-package", let inline):
                let name = try scanner.value(for: "--kotlin-package", inline: inline, placeholder: "package name")
                guard KotlinLanguage.isValidPackageName(name) else {
                    throw UsageError("invalid Kotlin package '\(name)'; expected names separated by dots, such as "
                        + "com.example.sdk", command: .generate)
                }
                if let root = KotlinLanguage.reservedPackageRoot(name) {
                    throw UsageError("Kotlin package '\(name)' is in '\(root)', which belongs to the platform; use your own, "
                        + "such as com.example.sdk", command: .generate)
                }
                if let earlier = options.kotlin.package, earlier != name {
                    throw UsageError("--kotlin-package given twice, as '\(earlier)' and '\(name)'", command: .generate)
                }
                options.kotlin.package = name
            case .option(let name, _):
                preconditionFailure("OptionScanner returned unlisted option \(name)")
            }
        }
        if options.paths.isEmpty { throw UsageError("missing spec paths", command: .generate) }
        if options.check, let listing = options.listing {
            throw UsageError("--check and \(listing.rawValue) cannot be combined", command: .generate)
        }
        return .generate(options)
    }

    private static func parseLint(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        var paths: [String] = []
        var scanner = OptionScanner(arguments, command: .lint, known: ["--help", "-h"])
        while let item = try scanner.next() {
            switch item {
            case .help: return .help(topic: .lint)
            case .path(let path): paths.append(path)
            case .option(let name, _): preconditionFailure("OptionScanner returned unlisted option \(name)")
            }
        }
        if paths.isEmpty { throw UsageError("missing spec paths", command: .lint) }
        return .lint(paths: paths)
    }
}

extension ArgumentParser {
    fileprivate static func setListing(_ listing: FileListing, inline: String?, in options: inout GenerateOptions) throws(UsageError) {
        if inline != nil { throw UsageError("\(listing.rawValue) does not take a value", command: .generate) }
        if let earlier = options.listing, earlier != listing {
            throw UsageError("\(earlier.rawValue) and \(listing.rawValue) cannot be combined; run errorgen once for each",
                             command: .generate)
        }
        options.listing = listing
    }

    /// `errorgen init NAME [--shape enum|struct] [--output FILE] [--schema PATH]`.
    fileprivate static func parseInit(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        var names: [String] = []
        var shape: StarterSpec.Shape?
        var output: String?
        var schema: String?
        var scanner = OptionScanner(arguments, command: .initialize,
                                    known: ["--shape", "--output", "-o", "--schema", "--help", "-h"])
        func once(_ value: String, _ earlier: String?, _ option: String) throws(UsageError) -> String {
            if let earlier, earlier != value {
                throw UsageError("\(option) given twice, as '\(earlier)' and '\(value)'", command: .initialize)
            }
            return value
        }
        while let item = try scanner.next() {
            switch item {
            case .help:
                return .help(topic: .initialize)
            case .path(let name):
                names.append(name)
            case .option("--shape", let inline):
                let text = try scanner.value(for: "--shape", inline: inline, placeholder: "shape")
                guard StarterSpec.Shape(rawValue: text) != nil else {
                    let shapes = StarterSpec.Shape.allCases.map(\.rawValue)
                    throw UsageError("unknown shape '\(text)'; expected 'enum' or 'struct'" + Suggestion.hint(for: text, in: shapes),
                                     command: .initialize)
                }
                shape = StarterSpec.Shape(rawValue: try once(text, shape?.rawValue, "--shape"))
            case .option("--output", let inline), .option("-o", let inline):
                output = try once(try scanner.value(for: "--output", inline: inline, placeholder: "file"), output, "--output")
            case .option("--schema", let inline):
                schema = try once(try scanner.value(for: "--schema", inline: inline, placeholder: "schema path"), schema, "--schema")
            case .option(let name, _):
                preconditionFailure("OptionScanner returned unlisted option \(name)")
            }
        }
        guard let name = names.first else { throw UsageError("missing the error type's name", command: .initialize) }
        if names.count > 1 { throw UsageError("unexpected argument '\(names[1])'; init takes one name", command: .initialize) }
        guard SwiftLanguage.isValidIdentifier(name) else {
            throw UsageError("'\(name)' is not a valid type name: use ASCII letters, digits and '_', not starting with a digit",
                             command: .initialize)
        }
        var options = InitOptions(name: name, output: output)
        if let shape { options.shape = shape }
        if let schema { options.schema = schema }
        return .initialize(options)
    }
}
