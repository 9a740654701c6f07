/// After the bridge table: the native side, what a React Native module rejects with so that `errorDetails` reads
/// these fields, with a short native-module example.
enum DocsRejectionBlock {
    /// What the rejection's message is (`reactNativeMessage`), the same on iOS and Android.
    static func messageText(_ plan: EmitPlan) -> String {
        guard let structure = plan.shape.structure else { return "the case as Swift prints it" }
        let values = "the category's case name and the stored fields, such as " + DocsPhrases.code(plan.typeName + "("
            + structure.categoryProperty + ": " + (plan.cases.first?.name ?? "") + (structure.fields.isEmpty ? "" : ", ...") + ")")
        guard let field = structure.messageField else { return values }
        return "the " + DocsPhrases.code(field.name.value) + " field" + (field.type.isOptional ? " (where it is nil, " + values + ")" : "")
    }

    static func print(_ plan: EmitPlan, to page: MarkdownPage) {
        guard !plan.bridge.isEmpty else { return }
        let name = plan.typeName
        let code = plan.isStruct ? "the category's case name" : "the case name"
        let message = messageText(plan)
        page.generatedParagraph("On the native side, a module rejects with " + DocsPhrases.code("error.reactNativeRejection")
            + ": its " + DocsPhrases.code("code") + " is " + code + ", its " + DocsPhrases.code("message") + " is " + message
            + ", and its " + DocsPhrases.code("error") + "'s " + DocsPhrases.code("userInfo") + " holds every field above ("
            + DocsPhrases.code("reactNativeUserInfo") + "), so " + DocsPhrases.code("errorDetails")
            + " reads them even where React Native replaces the message. "
            + DocsPhrases.code("nil") + ", integers beyond ±(2^53 − 1) and non-finite numbers arrive as "
            + DocsPhrases.code("null") + ". The generated Swift needs no React Native import:")
        page.prose("""
            ```swift
            @objc func run(_ resolve: @escaping RCTPromiseResolveBlock, rejecter reject: @escaping RCTPromiseRejectBlock) {
                Task {
                    do {
                        resolve(try await work())
                    } catch let error as \(name) {
                        let rejection = error.reactNativeRejection
                        reject(rejection.code, rejection.message, rejection.error)
                    } catch {
                        reject("unknown", String(describing: error), error)
                    }
                }
            }
            ```
            """)
    }
}
