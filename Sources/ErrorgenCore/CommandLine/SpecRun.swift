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
        for diagnostic in inputs.diagnostics + batch.readFailures + batch.diagnostics {
            context.err(diagnostic.description)
        }
        for folder in inputs.emptyFolders {
            context.err("warning: \(folder == "." ? "the current folder" : folder) holds no .yaml or .yml files")
        }
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
