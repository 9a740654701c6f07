/// `errorgen diff`: read and validate both sides, match specs by name, compare, print.
enum DiffCommand {
    static func run(_ options: DiffOptions, context: CommandContext) -> Int32 {
        let sides = DiffSides(options, context: context)
        for diagnostic in sides.readFailures + sides.specDiagnostics {
            context.err(diagnostic.description)
        }
        if let code = sides.exitCode { return code }
        let matched: SpecMatching
        if sides.pairDirectly, let old = sides.old.first, let new = sides.new.first {
            matched = SpecMatching(pairs: [(old, new)])
        } else {
            matched = SpecMatching(old: sides.old, new: sides.new)
        }
        guard matched.diagnostics.isEmpty else {
            for diagnostic in matched.diagnostics { context.err(diagnostic.description) }
            return ExitCode.failure
        }
        let report = DiffReport(matched.changes(), policy: options.policy)
        if options.format == .json {
            context.out(DiffJSONRenderer.render(report))
        } else {
            let lines = options.markdown ? DiffMarkdownRenderer.render(report) : DiffTextRenderer.render(report)
            for line in lines { context.out(line) }
        }
        return report.fails ? ExitCode.failure : ExitCode.success
    }
}
