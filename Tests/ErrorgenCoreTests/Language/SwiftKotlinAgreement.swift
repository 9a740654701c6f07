import Testing
@testable import ErrorgenCore

/// Builds `main` (one statement per line) with the generated Swift (no warnings) and, when kotlinc is here,
/// `kotlin` with the generated Kotlin; both print `gives`.
func expectSwiftAndKotlinAgree(_ spec: Spec, main: [String], kotlin: [String], gives: [String],
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let scratch = ScratchFolder()
    for file in SpecPipeline.emit(spec) { scratch.write("gen/" + file.path, file.contents) }
    let name = spec.name.value
    scratch.write("main.swift", main.joined(separator: "\n") + "\n")
    let build = try ExternalTool.run("swiftc", ["-swift-version", "6", "-Onone", "-wmo", "-warnings-as-errors", "-o", "run",
                                                "gen/Swift/\(name).swift", "main.swift"], in: scratch.path)
    try #require(build.ok, "\(build.errors)", sourceLocation: sourceLocation)
    let run = try ExternalTool.run(scratch.url("run"), [], in: scratch.path)
    #expect(run.output.split(separator: "\n").map(String.init) == gives, sourceLocation: sourceLocation)
    guard KotlinRunner.isAvailable else { return }
    scratch.write("Main.kt", "fun main() {\n" + kotlin.map { "    " + $0 }.joined(separator: "\n") + "\n}\n")
    let compiled = try KotlinRunner.compile(["gen/Kotlin/\(name).kt", "Main.kt"], jar: "k.jar", in: scratch.path)
    try #require(compiled.ok, "\(compiled.log)", sourceLocation: sourceLocation)
    #expect(KotlinRunner.diagnostics(compiled, about: "gen/Kotlin").isEmpty, "\(compiled.diagnostics)", sourceLocation: sourceLocation)
    let java = try KotlinRunner.run(jar: "k.jar", in: scratch.path)
    #expect(java.output.split(separator: "\n").map(String.init) == gives, "\(java.errors)", sourceLocation: sourceLocation)
}
