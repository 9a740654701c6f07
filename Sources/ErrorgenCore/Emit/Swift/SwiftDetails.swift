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
        let plan = context.plan
        let example = plan.cases.first?.name ?? "name"
        return plan.bridge.map { field in
            switch field.source {
            case .caseName:
                if let category = context.category {
                    return Member(name: field.name, type: ValueType(.string),
                                  doc: "The `\(category.propertyName)`'s case name, such as `\(example)`.",
                                  source: "self.\(SwiftLanguage.memberAccess(category.propertyName)).caseName")
                }
                return Member(name: field.name, type: ValueType(.string), doc: "The case name, such as `\(example)`.",
                              source: "self.caseName")
            case .description:
                return Member(name: field.name, type: ValueType(.string),
                              doc: "The case with its values, as Swift prints it.", source: "self.description")
            case .property(let index):
                let property = plan.properties[index]
                return Member(name: field.name, type: property.type.wireType, doc: property.doc,
                              source: SwiftEnumTypes.wireText("self." + SwiftLanguage.memberAccess(property.name.value),
                                                              property.type))
            case .storedField(let index):
                let stored = context.category?.structure.fields[index]
                let type = stored?.type ?? ValueType(.string, optional: true)
                return Member(name: field.name, type: type.wireType, doc: stored?.doc,
                              source: SwiftEnumTypes.wireText("self." + SwiftLanguage.memberAccess(stored?.name.value ?? field.name),
                                                              type))
            case .missing:
                return Member(name: field.name, type: ValueType(.string, optional: true), doc: nil,
                              source: "self." + SwiftLanguage.memberAccess(field.name))
            }
        }
    }

    static func printDetailsType(_ context: SwiftEmitContext, to printer: CodePrinter) {
        let access = context.access
        let members = members(context)
        let detailsName = SwiftLanguage.identifier(context.plan.detailsTypeName)
        printer.line("/// What the React Native bridge reports for a `\(context.plan.typeName)`: JavaScript's "
                     + "`errorDetails(error)` returns these fields. Optionals encode as JSON `null`.")
        printer.line("\(access)struct \(detailsName): \(SwiftGeneratedNames.detailsConformances.joined(separator: ", ")) {")
        printer.withIndentation {
            for member in members {
                for line in SwiftCode.docComment([member.doc]) { printer.line(line) }
                printer.line("\(access)var \(SwiftLanguage.identifier(member.name)): \(member.type)")
            }
            printer.blank()
            let parameters = members.map { Field(name: Name($0.name, at: context.plan.name.location), type: $0.type) }
            printer.line("/// Creates the details from their fields.")
            printer.list("\(access)init", SwiftCode.parameters(parameters), " {")
            printer.withIndentation {
                for member in members {
                    printer.line("self.\(SwiftLanguage.memberAccess(member.name)) = \(SwiftLanguage.identifier(member.name))")
                }
            }
            printer.line("}")
            // Without fields, the synthesized Codable conformance writes `{}`.
            guard !members.isEmpty else { return }
            printer.blank()
            printer.line("enum \(SwiftGeneratedNames.codingKeys): String, \(SwiftGeneratedNames.codingKeyProtocol) {")
            printer.withIndentation {
                for member in members {
                    printer.line("case \(SwiftLanguage.identifier(member.name)) = \(SwiftLanguage.stringLiteral(member.name))")
                }
            }
            printer.line("}")
            printer.blank()
            printer.line("/// Writes every field, `nil` as `null`, so the JSON object always has the same keys.")
            printer.line("\(access)func encode(to encoder: any \(SwiftGeneratedNames.encoderProtocol)) throws {")
            printer.withIndentation {
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
    static func printErrorDetails(_ context: SwiftEmitContext, to printer: CodePrinter) {
        let members = members(context)
        let detailsName = SwiftLanguage.identifier(context.plan.detailsTypeName)
        printer.line("/// The fields the React Native bridge reports for this error.")
        printer.line("\(context.access)var errorDetails: \(detailsName) {")
        printer.withIndentation {
            let arguments = members.map { "\(SwiftLanguage.argumentLabel($0.name)): \($0.source)" }
            printer.list(detailsName, arguments)
        }
        printer.line("}")
    }
}
