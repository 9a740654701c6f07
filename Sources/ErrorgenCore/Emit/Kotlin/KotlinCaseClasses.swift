/// The case classes of the enum shape (see `KotlinSealedClass`): `object name : Type("name", code) { ... }`, or a
/// `data class` for a case with payload, each overriding `description` and the properties it has its own value
/// for. Most of a large file, so its lines are built as bytes (`KotlinLine`), and what the cases share is spelled
/// once: the properties' overrides, each type's spelling, rules (`KotlinRuleCache`).
final class KotlinCaseClasses {
    private let context: KotlinEmitContext
    private let printer: CodePrinter
    private let line = KotlinLine()
    private let scratch = KotlinLine()
    private var docs = KotlinCaseDocs()
    private let rules = KotlinRuleCache()
    /// The properties' names: a payload field of one of them is that property.
    private let propertyNames: Set<String>
    private let names: [String]
    private let types: [ValueType]
    private let values: [[PlanValue]]
    private let isOwn: [[Bool]]
    /// Whether the default is a constant: then only a case with its own value overrides the property.
    private let constantDefault: [Bool]
    /// Each property's `override val name: Type`.
    private let overrides: [[UInt8]]
    /// `KotlinCode.type` of the types met, and the pieces of `KotlinRuntime.swiftText` around the value.
    private var typeSpellings = KotlinTypeTable<[UInt8]>()
    private var descriptionSpellings = KotlinTypeTable<[[UInt8]]>()

    init(_ context: KotlinEmitContext, to printer: CodePrinter) {
        self.context = context
        self.printer = printer
        let properties = context.plan.properties
        propertyNames = Set(properties.map(\.name.value))
        names = properties.map(\.name.value)
        types = properties.map(\.type)
        values = properties.map(\.values)
        isOwn = properties.map(\.isOwn)
        constantDefault = properties.map { if case .constant = $0.defaultValue { true } else { false } }
        overrides = properties.map {
            Array("override val \(KotlinLanguage.identifier($0.name.value)): \(KotlinCode.type($0.type))".utf8)
        }
    }

    func print(_ caseIndex: Int) {
        let c = context.plan.cases[caseIndex]
        let payload = c.payload
        if !docs.print(c, payload, to: printer) {
            for text in context.caseDocs(c) { printer.line(text) }
        }
        // `@Deprecated`: the file suppresses the warnings its own uses would give (the data class's synthesized
        // members, `from(...)`), so only the app's uses warn.
        if let message = c.deprecated { printer.line(KotlinEmitContext.deprecatedAnnotation(message)) }
        if payload.isEmpty {
            line.start()
            line.append("object ")
            line.append(identifier: c.name)
            line.append(" : ")
            appendSuperclass(c, payload)
            line.append(" {")
            printer.line(utf8: line.bytes)
        } else {
            printDataClassHead(c, payload)
        }
        printer.line(kotlin: "override val description: String", deeper: 1)
        line.start()
        line.append("get() = ")
        appendDescription(c, payload)
        printer.line(utf8: line.bytes, deeper: 2)
        for index in names.indices where needsOverride(index, caseIndex, payload) {
            printer.line(utf8: overrides[index], deeper: 1)
            line.start()
            line.append("get() = ")
            let value = values[index][caseIndex]
            if case .rule(let rule) = value {
                line.append(string: rules.text(rule, type: types[index], caseIndex: caseIndex, context: context))
            } else {
                line.append(string: context.expression(value, type: types[index], caseIndex: caseIndex))
            }
            printer.line(utf8: line.bytes, deeper: 2)
        }
        printer.line(kotlin: "}")
    }

    /// `data class name(val a: T, override val b: U) : Type("name", code) {`, as `CodePrinter.list` prints it: one
    /// line when it fits, else one parameter per line. A payload field that has a property's name is that
    /// property (KotlinNameCheck allows it only where the property's value for this case is the field).
    private func printDataClassHead(_ c: PlanCase, _ payload: [Field]) {
        line.start()
        line.append("data class ")
        line.append(identifier: c.name)
        line.append(byte: 0x28)
        for (index, field) in payload.enumerated() {
            if index > 0 { line.append(", ") }
            appendParameter(field)
        }
        line.append(") : ")
        appendSuperclass(c, payload)
        line.append(" {")
        if line.characterCount + 4 * 4 <= CodePrinter.lineLimit {
            printer.line(utf8: line.bytes)
            return
        }
        line.start()
        line.append("data class ")
        line.append(identifier: c.name)
        line.append(byte: 0x28)
        printer.line(utf8: line.bytes)
        for (index, field) in payload.enumerated() {
            line.start()
            appendParameter(field)
            if index < payload.count - 1 { line.append(byte: 0x2C) }
            printer.line(utf8: line.bytes, deeper: 1)
        }
        line.start()
        line.append(") : ")
        appendSuperclass(c, payload)
        line.append(" {")
        printer.line(utf8: line.bytes)
    }

    private func appendParameter(_ field: Field) {
        let name = field.name.value
        let isProperty = names.count <= 8 ? names.contains(name) : propertyNames.contains(name)
        line.append(isProperty ? "override val " : "val " as StaticString)
        line.append(identifier: field.name.value)
        line.append(": ")
        line.append(typeSpelling(field.type))
    }

    /// `Type("name", code)`: the case's error code as a constructor argument, its literal (`Long.MIN_VALUE` for
    /// Int.min), or for `errorCode: {field: grpcStatus}` the constructor's value, or the nil code when it is null.
    private func appendSuperclass(_ c: PlanCase, _ payload: [Field]) {
        line.append(string: context.typeName)
        line.append(byte: 0x28)
        line.append(stringLiteral: c.name)
        line.append(", ")
        if let (field, nilCode) = c.errorCodeField, let type = payload.first(where: { $0.name.value == field })?.type {
            line.append(identifier: field)
            if type.isOptional {
                line.append(" ?: ")
                line.append(long: nilCode)
            }
        } else {
            line.append(long: c.errorCode)
        }
        line.append(byte: 0x29)
    }

    /// `"name"` or `"name(label: " + value + ", ...)"`, as `SwiftDescription` prints the case.
    private func appendDescription(_ c: PlanCase, _ payload: [Field]) {
        guard !payload.isEmpty else { return line.append(stringLiteral: c.name) }
        for (index, field) in payload.enumerated() {
            let name = field.name.value
            if KotlinLine.needsNoEscape(name) && (index > 0 || KotlinLine.needsNoEscape(c.name)) {
                line.append(byte: 0x22)
                if index == 0 {
                    line.append(string: c.name)
                    line.append(byte: 0x28)
                } else {
                    line.append(", ")
                }
                line.append(string: name)
                line.append(": \"")
            } else {
                line.append(string: KotlinLanguage.stringLiteral((index == 0 ? c.name + "(" : ", ") + name + ": "))
            }
            line.append(" + ")
            scratch.start()
            scratch.append("this.")
            scratch.append(identifier: name)
            line.append(descriptionPieces(field.type), around: scratch.bytes)
            line.append(" + ")
        }
        line.append("\")\"")
    }

    /// Whether the case's class overrides the property: it has its own value, or the default is not a constant;
    /// not when a payload field of the same name is the property.
    private func needsOverride(_ index: Int, _ caseIndex: Int, _ payload: [Field]) -> Bool {
        let name = names[index]
        if payload.contains(where: { $0.name.value == name }) { return false }
        return constantDefault[index] ? isOwn[index][caseIndex] : true
    }

    private func typeSpelling(_ type: ValueType) -> [UInt8] {
        typeSpellings.value(for: type) { Array(KotlinCode.type($0).utf8) }
    }

    private func descriptionPieces(_ type: ValueType) -> [[UInt8]] {
        descriptionSpellings.value(for: type) { type in
            KotlinLine.pieces { KotlinRuntime.swiftText($0, type: type, quoted: true) }
        }
    }
}
