/// `errorgen init NAME`: writes a starter spec that lint accepts and generate turns into code.
/// It never overwrites: an existing file is an error (exit 2) and is left as it was.
enum InitCommand {
    static func run(_ options: InitOptions, compiler: any SpecCompiler, context: CommandContext) -> Int32 {
        if options.schema.contains(where: \.isNewline) {
            context.err("error: the --schema path cannot contain a line break")
            return ExitCode.usageOrIO
        }
        let resolver = PathResolver(currentDirectory: context.currentDirectory)
        let shown = resolver.display(options.outputPath)
        let text = StarterSpec.text(name: options.name, shape: options.shape, schema: options.schema)
        // The starter is checked by the same compiler `lint` uses, so a name that validation
        // refuses (a keyword, a standard type, a clash with the starter's own names) writes nothing.
        let problems = compiler.compile(bytes: Array(text.utf8), path: shown, accessOverride: nil)
            .diagnostics.filter { $0.severity == .error }
        guard problems.isEmpty else {
            for problem in problems {
                context.err("error: cannot start a spec named '\(options.name)': \(problem.message)")
            }
            return ExitCode.usageOrIO
        }
        do throws(NewFile.Failure) {
            try NewFile.create(resolver.fileSystemPath(options.outputPath), bytes: Array(text.utf8))
        } catch {
            switch error {
            case .exists:
                context.err("error: \(shown) already exists; errorgen init never overwrites a file: "
                    + "choose another --output, or remove the file first")
            case .system(let failure):
                context.err("error: cannot write \(shown): \(failure)")
            }
            return ExitCode.usageOrIO
        }
        context.out("wrote \(shown)")
        context.out("Next: edit it, then run 'errorgen lint \(shown)' and 'errorgen generate \(shown)'.")
        return ExitCode.success
    }
}
