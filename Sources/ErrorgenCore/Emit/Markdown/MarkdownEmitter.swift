/// Emit: Spec -> Markdown output files. Pure: no I/O.
public enum MarkdownEmitter {
    public static func emit(_ spec: Spec) -> [OutputFile] {
        []
    }
}
