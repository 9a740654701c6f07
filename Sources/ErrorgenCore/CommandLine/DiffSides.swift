#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The two sides of `errorgen diff`, read and compiled: OLD and NEW paths, or git's revision and the
/// working tree. I/O problems are exit 2; invalid specs are printed as `lint` prints them, exit 1.
struct DiffSides {
    struct Source {
        var displayPath: String
        var bytes: [UInt8]
    }

    var old: [Spec] = []
    var new: [Spec] = []
    /// Both sides were single files named directly: compare them whatever their names.
    var pairDirectly = false
    var readFailures: [Diagnostic] = []
    var specDiagnostics: [Diagnostic] = []

    var exitCode: Int32? {
        if !readFailures.isEmpty { return ExitCode.usageOrIO }
        if specDiagnostics.contains(where: { $0.severity == .error }) { return ExitCode.failure }
        return nil
    }

    init(_ options: DiffOptions, context: CommandContext) {
        let resolver = PathResolver(currentDirectory: context.currentDirectory)
        let oldSources: [Source]
        let newPaths: [String]
        if let revision = options.against {
            var existed = Set<String>()
            oldSources = readRevision(revision, paths: options.paths, resolver: resolver, existed: &existed)
            // A spec file deleted since the revision: its type was removed (a missing path that never
            // existed is still an error).
            newPaths = options.paths.filter { access(resolver.fileSystemPath($0), F_OK) == 0 || !existed.contains($0) }
        } else {
            newPaths = [options.paths[1]]
            let oldInputs = SpecInputs.expand([options.paths[0]], resolver: resolver)
            oldSources = read(oldInputs)
            pairDirectly = oldInputs.folders.isEmpty
        }
        let newInputs = SpecInputs.expand(newPaths, resolver: resolver)
        let newSources = read(newInputs)
        pairDirectly = pairDirectly && options.against == nil && newInputs.folders.isEmpty
        guard readFailures.isEmpty else { return }
        old = compile(oldSources)
        new = compile(newSources)
        specDiagnostics = SpecBatch.sorted(specDiagnostics)
    }

    private mutating func read(_ inputs: SpecInputs) -> [Source] {
        readFailures += inputs.diagnostics
        return inputs.specs.compactMap { input in
            switch SpecReader.read(input) {
            case .bytes(let bytes): return Source(displayPath: input.displayPath, bytes: bytes)
            case .unreadable(let diagnostic):
                readFailures.append(diagnostic)
                return nil
            case .invalid(let diagnostic):
                specDiagnostics.append(diagnostic)
                return nil
            }
        }
    }

    /// The paths' specs at `revision`, shown as `REV:path`.
    private mutating func readRevision(_ revision: String, paths: [String], resolver: PathResolver,
                                       existed: inout Set<String>) -> [Source] {
        let git: GitRevision
        switch GitRevision.open(revision, in: resolver.currentDirectory) {
        case .failure(let diagnostic):
            readFailures.append(diagnostic)
            return []
        case .success(let opened): git = opened
        }
        var sources: [Source] = []
        var seen = Set<String>()
        for path in paths {
            switch git.specs(at: path) {
            case .failure(let diagnostic): readFailures.append(diagnostic)
            case .success(let entries):
                if !entries.isEmpty { existed.insert(path) }
                for entry in entries where seen.insert(entry.path).inserted {
                    switch git.contents(of: entry) {
                    case .failure(let diagnostic): readFailures.append(diagnostic)
                    case .success(let bytes):
                        sources.append(Source(displayPath: "\(revision):\(resolver.display(entry.path))", bytes: bytes))
                    }
                }
            }
        }
        return sources
    }

    private mutating func compile(_ sources: [Source]) -> [Spec] {
        sources.compactMap { source in
            let result = SpecPipeline.compile(bytes: source.bytes, path: source.displayPath)
            specDiagnostics += result.diagnostics
            return result.spec
        }
    }
}
