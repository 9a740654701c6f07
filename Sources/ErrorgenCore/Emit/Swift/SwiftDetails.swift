/// The bridge: `<Name>Details` (Codable; optionals encoded as JSON `null`) and `errorDetails`.
enum SwiftDetails {
    /// One field of the details value: its name, Swift type, doc, and the expression reading it from the error.
    struct Member {
        var name: String
        var type: ValueType
        var doc: String?
        var source: String
    }

    static func members(_ context: SwiftEmitContext) -> [Member] {
        let spec = context.spec
        return spec.bridge.fields.map { field in
            switch field.source {
            case .caseName:
                let subject = context.category.map { "self.\(SwiftLanguage.memberAccess($0.propertyName))." } ?? "self."
                let doc = context.category == nil ? "The case name, such as `\(spec.cases.first?.name.value ?? "name")`."
                    : "The `\(context.category!.propertyName)`'s case name, such as `\(spec.cases.first?.name.value ?? "name")`."
                return Member(name: field.name.value, type: ValueType(.string), doc: doc, source: subject + "caseName")
            case .description:
                return Member(name: field.name.value, type: ValueType(.string),
                              doc: "The case with its values, as Swift prints it.", source: "self.description")
            case .member(let name):
                let property = spec.property(named: name)
                let stored = spec.field(named: name)
                let type = property?.type ?? stored?.type ?? ValueType(.string, optional: true)
                return Member(name: field.name.value, type: type, doc: property?.doc ?? stored?.doc,
                              source: "self." + SwiftLanguage.memberAccess(name))
            }
        }
    }

    static func emitDetailsType(_ context: SwiftEmitContext, into printer: inout CodePrinter) {
        let access = context.access
        let members = members(context)
        let detailsName = SwiftLanguage.identifier(context.spec.detailsTypeName)
        printer.line("/// What the React Native bridge reports for a `\(context.spec.name.value)`: JavaScript's "
                     + "`errorDetails(error)` returns these fields. Optionals encode as JSON `null`.")
        printer.line("\(access)struct \(detailsName): \(SwiftGeneratedNames.detailsConformances.joined(separator: ", ")) {")
        printer.indent { printer in
            for member in members {
                for line in SwiftCode.docComment([member.doc]) { printer.line(line) }
                printer.line("\(access)var \(SwiftLanguage.identifier(member.name)): \(member.type)")
            }
            printer.blank()
            let parameters = members.map { Field(name: Name($0.name, at: context.spec.name.location), type: $0.type) }
            printer.line("/// Creates the details from their fields.")
            SwiftPrinting.list(&printer, "\(access)init", SwiftCode.parameters(parameters), " {")
            printer.indent { printer in
                for member in members {
                    printer.line("self.\(SwiftLanguage.memberAccess(member.name)) = \(SwiftLanguage.identifier(member.name))")
                }
            }
            printer.line("}")
            // Without fields, the synthesized Codable conformance writes `{}`.
            guard !members.isEmpty else { return }
            printer.blank()
            printer.line("enum \(SwiftGeneratedNames.codingKeys): String, \(SwiftGeneratedNames.codingKeyProtocol) {")
            printer.indent { printer in
                for member in members {
                    printer.line("case \(SwiftLanguage.identifier(member.name)) = \(SwiftLanguage.stringLiteral(member.name))")
                }
            }
            printer.line("}")
            printer.blank()
            printer.line("/// Writes every field, `nil` as `null`, so the JSON object always has the same keys.")
            printer.line("\(access)func encode(to encoder: any \(SwiftGeneratedNames.encoderProtocol)) throws {")
            printer.indent { printer in
                printer.line("var container = encoder.container(keyedBy: \(SwiftGeneratedNames.codingKeys).self)")
                for member in members {
                    let key = "." + SwiftLanguage.memberAccess(member.name)
                    printer.line("try container.encode(self.\(SwiftLanguage.memberAccess(member.name)), forKey: \(key))")
                }
            }
            printer.line("}")
        }
        printer.line("}")
    }

    /// `public var errorDetails: <Name>Details`.
    static func emitErrorDetails(_ context: SwiftEmitContext, into printer: inout CodePrinter) {
        let members = members(context)
        let detailsName = SwiftLanguage.identifier(context.spec.detailsTypeName)
        printer.line("/// The fields the React Native bridge reports for this error.")
        printer.line("\(context.access)var errorDetails: \(detailsName) {")
        printer.indent { printer in
            let arguments = members.map { "\(SwiftLanguage.argumentLabel($0.name)): \($0.source)" }
            SwiftPrinting.list(&printer, detailsName, arguments)
        }
        printer.line("}")
    }
}
