/// Emit: Spec -> JavaScript output files. Pure: no I/O.
public enum JavaScriptEmitter {
    public static func emit(_ spec: Spec) -> [OutputFile] {
        []
    }
}
