/// `errorgen generate`: compile every spec, then write (or check) the outputs.
enum GenerateCommand {
    static func run(_ options: GenerateOptions, compiler: any SpecCompiler, context: CommandContext) -> Int32 {
        if let listing = options.listing {
            return FileListCommand.run(listing, options, compiler: compiler, context: context)
        }
        let shortcut = UpToDateShortcut(options, context: context)
        if let shortcut, shortcut.replay(options, context: context) { return ExitCode.success }
        // A run that warns about anything is not recorded: the shortcut could not repeat the warning.
        var warned = false
        var context = context
        let standardError = context.standardError
        context.standardError = { text in
            warned = true
            standardError(text)
        }
        let (specs, failure) = compile(options, compiler: compiler, context: context)
        if let failure {
            context.err("note: nothing was \(options.check ? "checked" : "written")")
            return failure
        }
        let resolver = PathResolver(currentDirectory: context.currentDirectory)
        let output = resolver.display(options.output)
        let owned = OwnedSpecs(specPaths: Set(specs.inputs.specs.map(\.displayPath)), folders: Set(specs.inputs.folders))
        let report = OutputWriter.apply(specs.batch.files, to: resolver.fileSystemPath(options.output),
                                        mode: options.check ? .check : .write, ownedSpecs: owned,
                                        displayDirectory: output, digestTree: shortcut != nil)
        for diagnostic in report.diagnostics {
            context.err(diagnostic.description)
        }
        let shown = { (path: String) in PathResolver.shown(path, inDisplayedFolder: output) }
        let fileCount = counted(specs.batch.files.count, "file")
        let specCount = counted(specs.specCount, "spec")
        if options.check {
            for path in report.stale { context.err("error: \(shown(path)) is out of date") }
            for path in report.missing { context.err("error: \(shown(path)) is missing") }
            for path in report.extra { context.err("error: \(shown(path)) is no longer generated and should be removed") }
            if report.hasErrors { return ExitCode.usageOrIO }
            let problems = report.stale.count + report.missing.count + report.extra.count
            guard problems == 0 else {
                context.err("note: \(counted(problems, "file")) in \(output) \(problems == 1 ? "needs" : "need") updating; "
                    + "run the same command without --check to update them")
                return ExitCode.failure
            }
            context.out("\(output) is up to date (\(fileCount) from \(specCount)).")
            return ExitCode.success
        }
        for path in report.written { context.out("wrote \(shown(path))") }
        for path in report.removed { context.out("removed \(shown(path))") }
        if report.hasErrors { return ExitCode.usageOrIO }
        context.out(summary(files: specs.batch.files.count, specs: specs.specCount, output: output,
                            written: report.written.count, unchanged: report.unchanged.count, removed: report.removed.count))
        if let shortcut, !warned, let tree = report.treeDigest {
            shortcut.save(specs, fileCount: specs.batch.files.count, tree: tree)
        }
        return ExitCode.success
    }

    /// The last line of a `generate` run that wrote.
    static func summary(files: Int, specs: Int, output: String, written: Int, unchanged: Int, removed: Int) -> String {
        "Generated \(counted(files, "file")) from \(counted(specs, "spec")) in \(output): \(written) written, "
            + "\(unchanged) unchanged, \(removed) removed."
    }

    /// Compiles the specs with the run's options and adds the JS package's files: every file `generate`
    /// writes (and `--list-outputs` lists). Diagnostics are printed; a failure gives its exit code.
    static func compile(_ options: GenerateOptions, compiler: any SpecCompiler,
                        context: CommandContext) -> (specs: SpecRun, failure: Int32?) {
        var specs = SpecRun(paths: options.paths, access: options.access, kotlin: options.kotlin, compiler: compiler,
                            context: context)
        guard specs.canContinue else { return (specs, specs.failureCode) }
        let package = JSPackageRun.files(for: specs.batch, flagName: options.jsPackage)
        guard package.diagnostics.isEmpty else {
            for diagnostic in package.diagnostics { context.err(diagnostic.description) }
            return (specs, ExitCode.failure)
        }
        specs.batch.files += package.files
        return (specs, nil)
    }
}
