/// `errorgen lint`: compile every spec, report every problem, write nothing.
enum LintCommand {
    static func run(paths: [String], compiler: any SpecCompiler, context: CommandContext) -> Int32 {
        let specs = SpecRun(paths: paths, access: nil, compiler: compiler, context: context)
        guard specs.canContinue else { return specs.failureCode }
        context.out(specs.specCount == 1 ? "1 spec is valid." : "\(specs.specCount) specs are valid.")
        return ExitCode.success
    }
}
