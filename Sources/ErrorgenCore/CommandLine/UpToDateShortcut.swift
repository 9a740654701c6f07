import CYAML

/// `generate`'s shortcut for the commonest build step: nothing changed since the last run. When the
/// run record for this command line says the same binary, options and spec bytes last left the output
/// folder exactly as it is now, the run prints what a whole run would ("0 written, N unchanged") and
/// stops, without compiling a spec. Anything else (no record, a spec or output touched, a new spec in
/// a folder, another errorgen build, an unreadable file) means the whole run, which then records
/// itself if it printed nothing on standard error.
struct UpToDateShortcut {
    private let store: RunRecordStore
    /// Names the record: the current folder and the whole command line.
    private let key: String
    /// The key's digest with the binary and version added: the inputs but for the specs.
    private let settings: ContentDigest

    /// Nil when the run keeps no record: `--check` and the listings always do the whole run.
    init?(_ options: GenerateOptions, context: CommandContext) {
        guard !options.check, options.listing == nil, let store = context.runRecords,
              let binary = ExecutableIdentity.current() else { return nil }
        var command = ContentDigest()
        command.add(context.currentDirectory)
        command.add(options.output)
        command.add(optional: options.access.map { "\($0)" })
        command.add(optional: options.jsPackage)
        command.add(options.kotlin.generate ? 1 : 0)
        command.add(optional: options.kotlin.package)
        command.add(UInt64(options.paths.count))
        for path in options.paths { command.add(path) }
        self.store = store
        self.key = command.hex
        var settings = command
        settings.add(ErrorgenCommand.version)
        for part in binary { settings.add(part) }
        // A dynamic build's libyaml can be upgraded without the binary changing.
        settings.add(String(cString: yaml_get_version_string()))
        self.settings = settings
    }

    /// Prints the up-to-date summary and returns true when the record matches; false (having printed
    /// nothing) when the whole run is needed.
    func replay(_ options: GenerateOptions, context: CommandContext) -> Bool {
        guard let record = store.load(key: key) else { return false }
        let resolver = PathResolver(currentDirectory: context.currentDirectory)
        let inputs = SpecInputs.expand(options.paths, resolver: resolver)
        guard inputs.diagnostics.isEmpty, inputs.emptyFolders.isEmpty else { return false }
        var specs = ContentDigest()
        for input in inputs.specs {
            guard case .bytes(let bytes) = SpecReader.read(input) else { return false }
            specs.add(spec: input, bytes: bytes)
        }
        guard inputsDigest(specs, inputs) == record.inputs,
              let root = try? DirectoryHandle.openRoot(resolver.fileSystemPath(options.output), create: false),
              (try? SystemCall.lock(root.fd, exclusive: false)) != nil,
              OutputTreeDigest.of(root) == record.tree else { return false }
        context.out(GenerateCommand.summary(files: record.fileCount, specs: inputs.specs.count,
                                            output: resolver.display(options.output), written: 0,
                                            unchanged: record.fileCount, removed: 0))
        return true
    }

    /// Records a whole run that wrote (or kept) every file and printed nothing on standard error.
    func save(_ specs: SpecRun, fileCount: Int, tree: String) {
        store.save(RunRecord(inputs: inputsDigest(specs.batch.specDigest, specs.inputs), tree: tree,
                             fileCount: fileCount), key: key)
    }

    private func inputsDigest(_ specs: ContentDigest, _ inputs: SpecInputs) -> String {
        var digest = settings
        digest.add(UInt64(inputs.specs.count))
        digest.add(specs.hex)
        digest.add(UInt64(inputs.folders.count))
        for folder in inputs.folders { digest.add(folder) }
        return digest.hex
    }
}
