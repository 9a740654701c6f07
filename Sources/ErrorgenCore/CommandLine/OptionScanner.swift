/// Walks a subcommand's arguments, splitting options from paths.
struct OptionScanner {
    enum Item: Equatable {
        case help
        case path(String)
        /// A known option, with its `=value` part if written that way.
        case option(String, inline: String?)
    }

    /// Options of `generate`, so `lint --check` can say where the option belongs.
    private static let generateOptions = ["--output", "-o", "--check", "--access", "--js-package", "--list-inputs", "--list-outputs", "--no-kotlin", "--kotlin-package"]

    private let arguments: [String]
    private let command: Subcommand
    private let known: [String]
    private var index = 0
    private var optionsEnded = false

    init(_ arguments: [String], command: Subcommand, known: [String]) {
        self.arguments = arguments
        self.command = command
        self.known = known
        // `--help` anywhere before `--` wins over every other argument.
        let beforeEnd = arguments.prefix { $0 != "--" }
        if beforeEnd.contains("--help") || beforeEnd.contains("-h") {
            self.index = arguments.count
            self.helpRequested = true
        }
    }

    private var helpRequested = false

    mutating func next() throws(UsageError) -> Item? {
        if helpRequested {
            helpRequested = false
            return .help
        }
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
            if argument.isEmpty { throw UsageError("empty path argument", command: command) }
            return .path(argument)
        }
        if argument == "--" {
            optionsEnded = true
            return try next()
        }
        var name = argument
        var inline: String?
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inline = String(argument[argument.index(after: equals)...])
        }
        guard known.contains(name) else { throw unknown(name) }
        return .option(name, inline: inline)
    }

    /// The option's value: its `=value`, or the next argument.
    mutating func value(for option: String, inline: String?, placeholder: String) throws(UsageError) -> String {
        let value: String
        if let inline {
            value = inline
        } else if index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
            value = arguments[index]
            index += 1
        } else {
            throw UsageError("missing \(placeholder) after \(option)", command: command)
        }
        if value.isEmpty { throw UsageError("empty \(placeholder) for \(option)", command: command) }
        return value
    }

    private func unknown(_ name: String) -> UsageError {
        if command != .generate, Self.generateOptions.contains(name) {
            return UsageError("unknown option '\(name)' for '\(command.rawValue)' (it is an option of 'generate')", command: command)
        }
        let candidates = known.filter { $0.hasPrefix("--") }
        return UsageError("unknown option '\(name)'" + Suggestion.hint(for: name, in: candidates), command: command)
    }
}
