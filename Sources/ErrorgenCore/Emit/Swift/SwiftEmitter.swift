/// Emit: Spec -> Swift output files. Pure: no I/O.
public enum SwiftEmitter {
    public static func emit(_ spec: Spec) -> [OutputFile] {
        []
    }
}
