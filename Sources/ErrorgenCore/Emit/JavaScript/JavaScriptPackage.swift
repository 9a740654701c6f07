/// `JS/package.json` beside the generated modules, so an app installs the folder as an npm dependency: name,
/// version, `"type": "module"`, `main`, `types` and `exports` (`.` and one subpath per module). With several
/// modules, `.` is `JS/index.js` (+ `.d.ts`), which exports each module as a namespace: `PoolError.errorDetails`.
/// Pure: the files are returned, not written. Within ES2019 (Hermes), like the modules.
enum JavaScriptPackage {
    /// One generated module: its type name and the spec it came from.
    struct Module: Equatable {
        var name: String
        var specPath: String
    }

    /// The package files for `modules` (sorted by name here), or nothing when there are none.
    static func files(name: String, version: String, modules: [Module]) -> [OutputFile] {
        let modules = modules.sorted { $0.name < $1.name }
        guard let first = modules.first else { return [] }
        let entry = modules.count == 1 ? first.name : "index"
        var files = [OutputFile(path: "JS/package.json", contents: packageJSON(name: name, version: version, entry: entry,
                                                                                modules: modules),
                                specPath: first.specPath)]
        if modules.count > 1 {
            files.append(OutputFile(path: "JS/index.js", contents: index(modules, package: name), specPath: first.specPath))
            files.append(OutputFile(path: "JS/index.d.ts", contents: index(modules, package: name), specPath: first.specPath))
        }
        return files
    }

    private static func packageJSON(name: String, version: String, entry: String, modules: [Module]) -> String {
        let q = JavaScriptLanguage.stringLiteral
        let header = GeneratedHeader.jsLine(specPath: modules[0].specPath).dropFirst(3)
        let p = CodePrinter()
        p.line("{ \"//\": " + q(String(header)) + ",")
        p.withIndentation {
            p.line("\"name\": \(q(name)),")
            p.line("\"version\": \(q(version)),")
            p.line("\"type\": \"module\",")
            p.line("\"main\": \(q("./" + entry + ".js")),")
            p.line("\"types\": \(q("./" + entry + ".d.ts")),")
            p.line("\"exports\": {")
            p.withIndentation {
                let targets = [(".", entry)] + modules.map { ("./" + $0.name, $0.name) }
                for (subpath, file) in targets {
                    p.line(q(subpath) + ": { \"types\": " + q("./" + file + ".d.ts") + ", \"default\": " + q("./" + file + ".js") + " },")
                }
                p.line("\"./package.json\": \"./package.json\"")
            }
            p.line("},")
            p.line("\"sideEffects\": false")
        }
        p.line("}")
        return p.output
    }

    /// `index.js` and `index.d.ts` alike: each module imported as a namespace and exported under its type name.
    private static func index(_ modules: [Module], package: String) -> String {
        let p = CodePrinter()
        p.line(GeneratedHeader.jsLine(specPath: modules[0].specPath))
        p.blank()
        for line in JavaScriptSyntax.docComment(["The error types of \(package), one namespace each: "
                                                 + "`\(modules[0].name).errorDetails(error)`."]) { p.line(line) }
        var exports: [String] = []
        for module in modules {
            let binding = JavaScriptLanguage.isValidIdentifier(module.name) ? module.name : "$" + module.name
            p.line("import * as \(binding) from \(JavaScriptLanguage.stringLiteral("./" + module.name + ".js"));")
            exports.append(binding == module.name ? binding : binding + " as " + module.name)
        }
        p.blank()
        p.line("export { " + exports.joined(separator: ", ") + " };")
        return p.output
    }
}
