/// `generate --list-inputs` and `generate --list-outputs`: the files a `generate` with the same
/// paths and options reads and writes, one path a line (the `.xcfilelist` format Xcode's Run
/// Script phases take), shown the way `generate` shows them. Nothing is written.
enum FileListCommand {
    static func run(_ listing: FileListing, _ options: GenerateOptions, compiler: any SpecCompiler,
                    context: CommandContext) -> Int32 {
        let resolver = PathResolver(currentDirectory: context.currentDirectory)
        switch listing {
        case .inputs:
            // The specs `generate` would read: valid or not, a build must rerun when one changes.
            let inputs = SpecInputs.expand(options.paths, resolver: resolver)
            for diagnostic in inputs.diagnostics { context.err(diagnostic.description) }
            guard inputs.diagnostics.isEmpty else { return ExitCode.usageOrIO }
            for spec in inputs.specs { context.out(spec.displayPath) }
            return ExitCode.success
        case .outputs:
            // The outputs depend on what the specs say (their type names), so they are compiled
            // as `generate` compiles them, and planned by the writer's own checks.
            let (specs, failure) = GenerateCommand.compile(options, compiler: compiler, context: context)
            if let failure { return failure }
            let output = resolver.display(options.output)
            let plan = OutputWriter.plannedPaths(for: specs.batch.files, displayDirectory: output)
            for diagnostic in plan.diagnostics { context.err(diagnostic.description) }
            guard plan.diagnostics.isEmpty else { return ExitCode.usageOrIO }
            for path in plan.paths { context.out(PathResolver.shown(path, inDisplayedFolder: output)) }
            return ExitCode.success
        }
    }
}
