/// `errorgen lint`: compile every spec, report every problem, write nothing.
enum LintCommand {
    static func run(paths: [String], compiler: any SpecCompiler, context: CommandContext) -> Int32 {
        let specs = SpecRun(paths: paths, access: nil, compiler: compiler, context: context)
        guard specs.canContinue else { return specs.failureCode }
        // The package the specs' `jsPackage:` and `version:` keys name must be one `generate` can write.
        let package = JSPackageRun.files(for: specs.batch, flagName: nil)
        guard package.diagnostics.isEmpty else {
            for diagnostic in package.diagnostics { context.err(diagnostic.description) }
            return ExitCode.failure
        }
        context.out(specs.specCount == 1 ? "1 spec is valid." : "\(specs.specCount) specs are valid.")
        return ExitCode.success
    }
}
