/// Emit: plan -> `JS/<Name>.js` (an ES module for React Native) and `JS/<Name>.d.ts`. Pure: no I/O.
public enum JavaScriptEmitter: PlanEmitter {
    public static func emit(_ plan: EmitPlan) -> [OutputFile] {
        let name = plan.typeName
        return [
            OutputFile(path: "JS/\(name).js", chunks: JavaScriptModule.source(plan), specPath: plan.specPath),
            OutputFile(path: "JS/\(name).d.ts", chunks: TypeScriptDeclarations.source(plan), specPath: plan.specPath),
        ]
    }
}
