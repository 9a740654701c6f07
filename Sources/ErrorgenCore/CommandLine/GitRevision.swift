/// Old specs read from git: `git ls-tree` finds them at a revision, `git cat-file` reads them, so the
/// working tree is never touched. Paths are relative to the current folder, as git shows them there.
struct GitRevision {
    let revision: String
    let directory: String

    /// Checks that `directory` is in a git work tree and that `revision` names a commit.
    static func open(_ revision: String, in directory: String) -> Result<GitRevision, Diagnostic> {
        let git = GitRevision(revision: revision, directory: directory)
        switch git.run(["rev-parse", "--is-inside-work-tree"]) {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let run) where run.status != 0:
            return .failure(.error("--against needs a git repository, but \(directory) is not in one: \(run.errorText)", at: nil))
        case .success: break
        }
        switch git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"]) {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let run) where run.status != 0:
            return .failure(.error("unknown revision '\(revision)': git cannot find a commit of that name", at: nil))
        case .success: return .success(git)
        }
    }

    struct Entry {
        /// The path relative to the current folder, as `git ls-tree` prints it.
        var path: String
        var object: String
    }

    /// The spec files that `path` named at the revision: the file itself, or a folder's `*.yaml` / `*.yml`
    /// files (not hidden ones, not in subfolders), in name order. Empty when the path did not exist then.
    func specs(at path: String) -> Result<[Entry], Diagnostic> {
        let entries: [(type: String, entry: Entry)]
        switch list(path) {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let found): entries = found
        }
        guard entries.count == 1, entries[0].type == "tree" else {
            return .success(entries.filter { $0.type == "blob" }.map(\.entry))
        }
        let folder = path.hasSuffix("/") ? path : path + "/"
        return list(folder).map { found in
            found.filter { item in
                let name = item.entry.path.split(separator: "/").last.map(String.init) ?? item.entry.path
                return item.type == "blob" && !name.hasPrefix(".")
                    && SpecInputs.extensions.contains { name.hasSuffix($0) }
            }.map(\.entry).sorted { $0.path < $1.path }
        }
    }

    /// The bytes of one file at the revision.
    func contents(of entry: Entry) -> Result<[UInt8], Diagnostic> {
        run(["cat-file", "blob", entry.object]).flatMap { run in
            run.status == 0 ? .success(run.output)
                : .failure(.error("cannot read at \(revision): \(run.errorText)", at: .wholeFile(entry.path)))
        }
    }

    /// `git ls-tree -z REV -- path`: `<mode> <type> <object>\t<path>` records.
    private func list(_ path: String) -> Result<[(type: String, entry: Entry)], Diagnostic> {
        run(["ls-tree", "-z", revision, "--", path]).flatMap { run in
            guard run.status == 0 else {
                return .failure(.error("cannot list at \(revision): \(run.errorText)", at: .wholeFile(path)))
            }
            let records = run.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return .success(records.compactMap { record in
                guard let tab = record.firstIndex(of: "\t") else { return nil }
                let fields = record[..<tab].split(separator: " ")
                guard fields.count == 3 else { return nil }
                return (String(fields[1]), Entry(path: String(record[record.index(after: tab)...]), object: String(fields[2])))
            })
        }
    }

    private func run(_ arguments: [String]) -> Result<ChildProcess.Run, Diagnostic> {
        do {
            return .success(try ChildProcess.run(["git", "-C", directory] + arguments))
        } catch {
            return .failure(.error("cannot run git: \(error)", at: nil))
        }
    }
}
