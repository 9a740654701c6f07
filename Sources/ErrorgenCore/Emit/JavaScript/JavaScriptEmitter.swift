/// Emit: plan -> `JS/<Name>.js` (an ES module for React Native) and `JS/<Name>.d.ts`. Pure: no I/O.
public enum JavaScriptEmitter: PlanEmitter {
    public static func emit(_ plan: EmitPlan) -> [OutputFile] {
        let name = plan.typeName
        return [
            OutputFile(path: "JS/\(name).js", bytes: JavaScriptModule.source(plan), specPath: plan.specPath),
            OutputFile(path: "JS/\(name).d.ts", bytes: TypeScriptDeclarations.source(plan), specPath: plan.specPath),
        ]
    }
}
