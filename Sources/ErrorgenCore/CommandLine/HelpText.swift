/// Every help text the command prints. Kept in one place so they stay consistent.
enum HelpText {
    static func usage(for command: Subcommand?) -> String {
        switch command {
        case nil, .help?: return "Usage: errorgen <command> [options] <path>..."
        case .generate?: return "Usage: errorgen generate [--output <folder>] [--check] [--access <level>]\n       [--js-package <name>] [--no-kotlin] [--kotlin-package <name>] <path>..."
        case .lint?: return "Usage: errorgen lint <path>..."
        case .diff?: return "Usage: errorgen diff [options] (<old> <new> | --against <rev> <path>...)"
        case .initialize?: return "Usage: errorgen init <name> [--shape enum|struct] [--output <file>] [--schema <path>]"
        }
    }

    static func moreInformation(for command: Subcommand?) -> String {
        switch command {
        case nil, .help?: return "Run 'errorgen --help' for more information."
        case let command?: return "Run 'errorgen \(command.rawValue) --help' for more information."
        }
    }

    static func text(for topic: Subcommand?) -> String {
        switch topic {
        case nil: return overview
        case .generate?: return generate
        case .lint?: return lint
        case .diff?: return diff
        case .initialize?: return initialize
        case .help?: return help
        }
    }

    private static let exitCodes = """
        EXIT CODES:
          0  Success.
          1  A spec is invalid, or (with --check) generated files are out of date.
          2  Usage error, missing or unreadable path, or I/O error.
        """

    private static let pathArgument = """
          <path>                  A spec file, or a folder: its *.yaml and *.yml files,
                                  in name order (subfolders are not searched).
        """

    static let overview = """
        OVERVIEW: errorgen \(ErrorgenCommand.version): generate Swift, JavaScript (+ .d.ts), Kotlin
        and Markdown docs for an SDK's error types from one YAML spec per type.

        \(usage(for: nil))

        COMMANDS:
          generate                Write the generated files, or check them with --check.
          lint                    Validate specs without writing anything.
          diff                    Report changes between two versions of specs that break
                                  callers, by category.
          init <name>             Write a starter spec to edit.
          help [<command>]        Show help for errorgen or for a command.

        OPTIONS:
          -h, --help              Show this help.
          --version               Show the version.

        \(exitCodes)

        EXAMPLES:
          errorgen generate Specs
          errorgen generate --output Sources/PoolKit/Generated Specs/PoolError.yaml
          errorgen generate --check Specs
          errorgen lint Specs
          errorgen diff --against origin/main Specs
          errorgen init UploadError

        Run 'errorgen help <command>' for a command's options.
        """

    static let generate = """
        OVERVIEW: Generate Swift/<Name>.swift, JS/<Name>.js, JS/<Name>.d.ts, Docs/<Name>.md and
        Kotlin/<Name>.kt for each spec.

        \(usage(for: .generate))

        ARGUMENTS:
        \(pathArgument)

        OPTIONS:
          -o, --output <folder>   Folder to write into (default: \(GenerateOptions.defaultOutput)).
          --check                 Write nothing; list files that are out of date, missing,
                                  or no longer generated, and exit 1 if there are any.
          --access <level>        Access level of the generated Swift: public, package or
                                  internal (default: each spec's own `access`).
          --js-package <name>     Also write JS/package.json, so the JS folder installs as the
                                  npm package <name> (default: the specs' `jsPackage`); its
                                  version is the specs' `version`.
          --list-inputs           Write nothing; print the spec files this command reads,
                                  one a line (an Xcode .xcfilelist).
          --list-outputs          Write nothing; print the files it generates with these
                                  options, one a line. Exit 1 if a spec is invalid.
          --no-kotlin             Generate no Kotlin/<Name>.kt (a spec can also say
                                  `kotlin: {generate: false}`).
          --kotlin-package <name> Package of the generated Kotlin, such as com.example.sdk
                                  (default: each spec's own `kotlin.package`, else none).
          -h, --help              Show this help.

          Options may come before or after paths. --output=<folder> and --access=<level>
          work too, and '--' ends the options.

        Every spec is validated before anything is written: if one is invalid, nothing is
        written. Only files whose bytes change are rewritten, each atomically. A file whose
        first line lacks the 'Generated by errorgen' header is never overwritten or removed.
        Generated files that came from a spec given here, or from a spec in a folder given
        here, and that are no longer produced are removed.

        A run that changed nothing and warned about nothing leaves a small record in
        $ERRORGEN_CACHE_DIR (else $XDG_CACHE_HOME/errorgen, else ~/.cache/errorgen): the
        digest of this errorgen binary, the options, every spec's bytes and the output
        folder. The next identical run finds them all the same and stops without compiling
        (a build step's usual case); any difference means the whole run. --check and the
        listings always compile. ERRORGEN_CACHE_DIR= (empty) keeps no records.

        \(exitCodes)

        EXAMPLES:
          errorgen generate Specs
          errorgen generate Specs/PoolError.yaml --output Sources/PoolKit/Generated
          errorgen generate --access=package Specs
          errorgen generate --kotlin-package com.example.pool Specs
          errorgen generate --check Specs
          errorgen generate --list-outputs --output Sources/PoolKit/Generated Specs
        """

    static let lint = """
        OVERVIEW: Validate specs and report every problem; nothing is written.

        \(usage(for: .lint))

        ARGUMENTS:
        \(pathArgument)

        OPTIONS:
          -h, --help              Show this help.

        Problems are printed as 'path:line:column: error: message', sorted by file and
        position. Two specs that would generate the same files are reported too.

        \(exitCodes)

        EXAMPLES:
          errorgen lint Specs
          errorgen lint Specs/PoolError.yaml Specs/JanuaryError.yaml
        """

    static let diff = """
        OVERVIEW: Compare two versions of error tables and report every change, classified by
        who it breaks. Both versions must be valid specs; specs are matched by 'name'.

        Usage: errorgen diff [options] <old> <new>
               errorgen diff --against <rev> [options] <path>...

        ARGUMENTS:
          <old> <new>             Two spec files, or two folders of specs.
          <path>                  With --against: spec files or folders in the working tree,
                                  compared with the same paths at <rev> (read with git).

        OPTIONS:
          --against <rev>         Read the old specs from this git revision (a spec that did
                                  not exist there is all additions).
          --allow <categories>    Report these categories as warnings (comma-separated).
          --deny <categories>     Fail on any change of these categories.
          --ignore <categories>   Do not report these categories.
          --format text|json      Compiler-style lines and a summary (default), or JSON.
          --markdown              Write a "Changes" section for the docs instead.
          -h, --help              Show this help.

        CATEGORIES (default level):
          swift      (error)      Cases, payloads, properties, access, init, constructors.
          wire       (error)      Wire codes, status rows, precedence, the fallback.
          stored     (error)      errorDomain and each case's errorCode.
          bridge     (error)      The JavaScript details fields and case names.
          behaviour  (warning)    Property values and rules, templates, defaults.
          additions  (info)       New types, cases, codes, properties, fields, constructors.

        Each change is printed at its position in the new spec, with a 'note:' at its
        position in the old one. Declare a rename with 'renamedFrom: <old name>' on a case, a
        property, a payload field or a stored field to have it reported as a rename.

        EXIT CODES:
          0  No change in a failing category (warnings and additions included).
          1  A change in a failing category, or an invalid spec.
          2  Usage error, missing or unreadable path, unknown revision, or not a git repository.

        EXAMPLES:
          errorgen diff Old/PoolError.yaml Specs/PoolError.yaml
          errorgen diff --against origin/main Specs
          errorgen diff --against HEAD~1 --allow wire --deny behaviour Specs
          errorgen diff --against v1.2.0 --markdown Specs/PoolError.yaml
        """

    static let initialize = """
        OVERVIEW: Write a starter spec for a new error type: the schema modeline, one example
        of every section with comments. It is valid as written: lint accepts it and generate
        turns it into code. Edit it from there.

        \(usage(for: .initialize))

        ARGUMENTS:
          <name>                  The Swift type name of the error, e.g. UploadError.

        OPTIONS:
          --shape <shape>         enum (one case per error, default) or struct (a category
                                  enum plus stored fields such as code and message).
          -o, --output <file>     The spec file to create (default: Specs/<name>.yaml);
                                  missing folders are created.
          --schema <path>         The JSON Schema named in the first line, relative to the
                                  spec (default: \(StarterSpec.defaultSchema)).
          -h, --help              Show this help.

        An existing file is never overwritten: init exits 2 and leaves it as it was.

        \(exitCodes)

        EXAMPLES:
          errorgen init UploadError
          errorgen init JanuaryError --shape struct --output Errors/JanuaryError.yaml
        """

    static let help = """
        OVERVIEW: Show help for errorgen or for one of its commands.

        Usage: errorgen help [<command>]

        ARGUMENTS:
          <command>               generate, lint, diff, init or help.

        EXAMPLES:
          errorgen help
          errorgen help generate
        """
}
