/// What a successful `generate` run leaves behind so that the next run with the same inputs can
/// tell, without compiling anything, that it would change nothing: the digest of everything that
/// decides the outputs (the binary, the options, every spec's path and bytes) and the digest of
/// the output folder as the run left it.
struct RunRecord: Equatable {
    /// `ContentDigest.hex` of the inputs.
    var inputs: String
    /// `OutputTreeDigest` of the output folder after the run.
    var tree: String
    /// How many files the run generates, for the summary line.
    var fileCount: Int

    private static let header = "errorgen run record 1"

    var text: String {
        "\(Self.header)\ninputs \(inputs)\ntree \(tree)\nfiles \(fileCount)\n"
    }

    /// Nil for anything but a record in exactly this form (a torn or foreign file is no record).
    init?(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 5, lines[0] == Self.header, lines[4].isEmpty,
              let inputs = Self.value(lines[1], "inputs"), let tree = Self.value(lines[2], "tree"),
              let files = Self.value(lines[3], "files"), let fileCount = Int(files), fileCount >= 0,
              Self.isDigest(inputs), Self.isDigest(tree) else { return nil }
        self.init(inputs: inputs, tree: tree, fileCount: fileCount)
    }

    init(inputs: String, tree: String, fileCount: Int) {
        self.inputs = inputs
        self.tree = tree
        self.fileCount = fileCount
    }

    private static func value(_ line: Substring, _ name: String) -> String? {
        guard line.hasPrefix(name + " ") else { return nil }
        return String(line.dropFirst(name.count + 1))
    }

    private static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
