/// Emit: Spec -> `JS/<Name>.js` (an ES module for React Native) and `JS/<Name>.d.ts`. Pure: no I/O.
public enum JavaScriptEmitter {
    public static func emit(_ spec: Spec) -> [OutputFile] {
        let name = spec.name.value
        return [
            OutputFile(path: "JS/\(name).js", contents: JavaScriptModule.render(spec), specPath: spec.path),
            OutputFile(path: "JS/\(name).d.ts", contents: TypeScriptDeclarations.render(spec), specPath: spec.path),
        ]
    }
}
