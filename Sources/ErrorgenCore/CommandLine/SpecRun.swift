/// The part `generate` and `lint` share: expand paths, read and compile every spec, and print
/// what went wrong. Nothing may be written unless `canContinue`.
struct SpecRun {
    var inputs: SpecInputs
    var batch: SpecBatch

    init(paths: [String], access: AccessLevel?, kotlin: KotlinRunOptions = KotlinRunOptions(), compiler: any SpecCompiler,
         context: CommandContext) {
        let resolver = PathResolver(currentDirectory: context.currentDirectory)
        inputs = SpecInputs.expand(paths, resolver: resolver)
        batch = SpecBatch.compile(inputs.specs, with: compiler, access: access, kotlin: kotlin)
        for diagnostic in inputs.diagnostics + batch.readFailures + Self.shown(batch.diagnostics) {
            context.err(diagnostic.description)
        }
        for folder in inputs.emptyFolders {
            // `path: warning: ...`, the shape of every other diagnostic, so editors and build logs find the folder.
            context.err("\(folder): warning: \(folder == "." ? "the current folder" : "the folder") holds no .yaml or .yml files")
        }
    }

    /// The most errors printed for one spec: past them, one note says how many more there are. A spec of thousands of
    /// unknown keys (another format's file given as a spec) would otherwise print thousands of lines.
    static let maxErrorsPerSpec = 100

    /// `diagnostics` with at most `maxErrorsPerSpec` errors of each file, and a note after them for the rest.
    static func shown(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var errors: [String: Int] = [:]
        var shown: [Diagnostic] = []
        var hiddenFiles: [String] = []
        for diagnostic in diagnostics {
            let file = diagnostic.location?.file ?? ""
            guard diagnostic.severity == .error else {
                shown.append(diagnostic)
                continue
            }
            errors[file, default: 0] += 1
            if errors[file]! <= maxErrorsPerSpec {
                shown.append(diagnostic)
            } else if errors[file] == maxErrorsPerSpec + 1 {
                hiddenFiles.append(file)
            }
        }
        for file in hiddenFiles {
            let more = errors[file]! - maxErrorsPerSpec
            shown.append(Diagnostic(.note, at: .wholeFile(file), "\(counted(more, "more error")) in this spec not shown; "
                                    + "fix the first \(maxErrorsPerSpec)"))
        }
        return shown
    }

    /// A path or spec could not be read: exit code 2.
    var failedToRead: Bool { !inputs.diagnostics.isEmpty || !batch.readFailures.isEmpty }

    var canContinue: Bool { !failedToRead && !batch.hasInvalidSpecs }

    /// The exit code when `canContinue` is false.
    var failureCode: Int32 { failedToRead ? ExitCode.usageOrIO : ExitCode.failure }

    /// How many specs were given, for messages.
    var specCount: Int { inputs.specs.count }
}

func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
