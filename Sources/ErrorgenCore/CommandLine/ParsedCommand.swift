/// What the command line asked for, after parsing.
enum ParsedCommand: Equatable {
    /// `--help`, `help [command]`, `<command> --help`; nil topic is the overview.
    case help(topic: Subcommand?)
    case version
    case generate(GenerateOptions)
    case lint(paths: [String])
    case diff(DiffOptions)
    case initialize(InitOptions)
}

enum Subcommand: String, CaseIterable, Equatable {
    case generate
    case lint
    case diff
    case initialize = "init"
    case help
}

struct GenerateOptions: Equatable {
    static let defaultOutput = "Generated"

    var output = GenerateOptions.defaultOutput
    var check = false
    var access: AccessLevel?
    /// `--js-package NAME`: write `JS/package.json` naming the package (overrides the specs' `jsPackage:`).
    var jsPackage: String?
    var kotlin = KotlinRunOptions()
    var paths: [String] = []
    /// `--list-inputs` / `--list-outputs`: print file paths instead of writing.
    var listing: FileListing?
}

/// What `generate --list-inputs` / `--list-outputs` prints, one path a line (`.xcfilelist`).
enum FileListing: String, Equatable {
    case inputs = "--list-inputs"
    case outputs = "--list-outputs"
}

struct InitOptions: Equatable {
    var name: String
    var shape: StarterSpec.Shape = .enumeration
    /// The spec file to create; nil is `Specs/<name>.yaml`.
    var output: String?
    /// The schema path written in the modeline, relative to the spec.
    var schema = StarterSpec.defaultSchema

    var outputPath: String { output ?? "Specs/\(name).yaml" }
}

struct DiffOptions: Equatable {
    enum Format: String, Equatable, CaseIterable {
        case text
        case json
    }

    /// `--against REV`: the old specs are the paths at this git revision.
    var against: String?
    /// `OLD NEW`, or with `--against` the paths to compare.
    var paths: [String] = []
    var policy = DiffPolicy()
    var format = Format.text
    var markdown = false
}

/// A command line that cannot be run: printed with a usage line and a pointer to the help.
struct UsageError: Error, Equatable {
    var message: String
    /// The command whose usage to show; nil for the overview.
    var command: Subcommand?

    init(_ message: String, command: Subcommand?) {
        self.message = message
        self.command = command
    }
}
