import Foundation
import Testing
@testable import ErrorgenCore

/// Compiles Kotlin sources with one `kotlinc` call (JVM start-up dominates, so every test batches its files)
/// into a jar with the Kotlin runtime, and runs it with `java`.
enum KotlinRunner {
    /// Asked once per test process: each of the dozen Kotlin suites' traits asks, and `kotlinc -version` alone
    /// costs about 2.5 s of CPU (JVM start-up).
    static let isAvailable: Bool = {
        let folder = FileManager.default.temporaryDirectory.path
        return (try? ExternalTool.run("kotlinc", ["-version"], in: folder))?.ok == true
            && (try? ExternalTool.run("java", ["-version"], in: folder))?.ok == true
    }()

    struct Compiled {
        var ok: Bool
        /// Errors and warnings kotlinc reported, without the JDK's `-Xverify` deprecation notes.
        var diagnostics: [String]
        /// Everything kotlinc printed but those notes, for a failure without diagnostics (a crash).
        var log: String
    }

    /// `kotlinc files -include-runtime -d jar`, run in `folder` (by the test run's KotlinCompileServer where it can).
    static func compile(_ files: [String], jar: String, in folder: String) throws -> Compiled {
        let arguments = files + ["-include-runtime", "-d", jar]
        if let reply = KotlinCompileServer.shared.compile(arguments, in: folder, jvmOptions: jvmOptions) {
            return compiled(ok: reply.status == 0, printed: reply.messages)
        }
        let result = try ExternalTool.run("kotlinc", jvmOptions.map { "-J" + $0 } + arguments, in: folder)
        return compiled(ok: result.ok, printed: result.output + result.errors)
    }

    private static func compiled(ok: Bool, printed: String) -> Compiled {
        let lines = printed.split(separator: "\n").map(String.init)
        let diagnostics = lines.filter { ($0.contains("error:") || $0.contains("warning:")) && !$0.contains("Xverify") }
        return Compiled(ok: ok, diagnostics: diagnostics,
                        log: lines.filter { !$0.contains("Xverify") }.joined(separator: "\n"))
    }

    /// Runs the jar's main class and returns what it printed.
    static func run(jar: String, in folder: String) throws -> ExternalTool.Result {
        try ExternalTool.run("java", jvmOptions + ["-jar", jar], in: folder)
    }

    /// The JIT's first tier only, and the serial collector: a compile here is a short batch job, and on two cores
    /// the optimizing JIT's and G1's own threads cost more than they save. Measured on a 600-case file: 14.3 s of CPU
    /// against 33.0 s with the JVM's defaults (Debian's kotlinc 1.3, JDK 17).
    static let jvmOptions = ["-Xmx1g", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"]

    /// Builds the spec's generated Kotlin with `main` (a `Main.kt` program) and runs it: the generated file must have
    /// no diagnostics. What the program printed.
    static func runWithGeneratedCode(_ spec: Spec, main: String) throws -> ExternalTool.Result {
        try runWithGeneratedCode(specs: [spec], main: main)
    }

    /// The same with several specs' files, in one compile.
    static func runWithGeneratedCode(specs: [Spec], main: String) throws -> ExternalTool.Result {
        let scratch = ScratchFolder()
        var files: [String] = []
        for spec in specs {
            let kotlin = try #require(SpecPipeline.emit(spec).first { $0.path.hasSuffix(".kt") }).contents
            files.append(spec.name.value + ".kt")
            scratch.write(files[files.count - 1], kotlin)
        }
        scratch.write("Main.kt", main)
        let build = try compile(files + ["Main.kt"], jar: "t.jar", in: scratch.path)
        try #require(build.ok && files.allSatisfy { diagnostics(build, about: $0).isEmpty }, "\(build.log)")
        return try run(jar: "t.jar", in: scratch.path)
    }

    /// The diagnostics about files whose path contains `marker` (the generated ones, not the test program).
    static func diagnostics(_ compiled: Compiled, about marker: String) -> [String] {
        compiled.diagnostics.filter { $0.contains(marker) }
    }

    /// A Kotlin program's helpers to print one JSON line per checked value: `{"id":"...","value":...}`, in
    /// ASCII (other characters as `\uXXXX`), so the JVM's output encoding does not matter.
    static let jsonPrinter = #"""
    fun jsonString(text: String): String {
        val out = StringBuilder("\"")
        for (ch in text) {
            when {
                ch == '"' -> out.append("\\\"")
                ch == '\\' -> out.append("\\\\")
                ch < ' ' || ch > '~' -> out.append(String.format("\\u%04x", ch.toInt()))
                else -> out.append(ch)
            }
        }
        return out.append('"').toString()
    }

    fun json(value: Any?): String = when (value) {
        null -> "null"
        is String -> jsonString(value)
        is Map<*, *> -> value.entries.joinToString(",", "{", "}") { jsonString(it.key as String) + ":" + json(it.value) }
        is List<*> -> value.joinToString(",", "[", "]") { json(it) }
        is Double -> if (value.isNaN() || value.isInfinite()) jsonString(value.toString()) else value.toString()
        else -> value.toString()
    }

    fun check(id: String, value: Any?) {
        println("{\"id\":" + jsonString(id) + ",\"value\":" + json(value) + "}")
    }
    """#

    /// The program's lines as id -> JSON value.
    static func answers(_ output: String) throws -> [String: JSONFixtureValue] {
        struct Line: Decodable {
            var id: String
            var value: JSONFixtureValue
        }
        var answers: [String: JSONFixtureValue] = [:]
        for line in output.split(separator: "\n") {
            let decoded = try JSONDecoder().decode(Line.self, from: Data(line.utf8))
            answers[decoded.id] = decoded.value
        }
        return answers
    }
}

/// A JSON value from a fixture table or the Kotlin program. Numbers compare by value (`400` equals `400.0`).
enum JSONFixtureValue: Decodable, Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case object([String: JSONFixtureValue])
    case array([JSONFixtureValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null } else if let b = try? container.decode(Bool.self) { self = .bool(b) }
        else if let n = try? container.decode(Double.self) { self = .number(n) }
        else if let s = try? container.decode(String.self) { self = .string(s) }
        else if let o = try? container.decode([String: JSONFixtureValue].self) { self = .object(o) }
        else { self = .array(try container.decode([JSONFixtureValue].self)) }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return "\(b)"
        case .number(let n): return "\(n)"
        case .string(let s): return String(reflecting: s)
        case .object(let o): return "{" + o.keys.sorted().map { "\($0): \(o[$0]!)" }.joined(separator: ", ") + "}"
        case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
        }
    }

    subscript(key: String) -> JSONFixtureValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    var string: String? { if case .string(let s) = self { return s } else { return nil } }
    var object: [String: JSONFixtureValue] { if case .object(let o) = self { return o } else { return [:] } }
    var array: [JSONFixtureValue] { if case .array(let a) = self { return a } else { return [] } }

    /// The value as a Kotlin expression of `type`.
    func kotlin(as type: ValueType) -> String {
        switch self {
        case .null, .object, .array: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return KotlinLanguage.stringLiteral(s)
        case .number(let n): return type.base == .double ? "\(n)" : "\(Int64(n))L"
        }
    }
}
