/// The texts of Foundation's `LocalizedError` for every case of a spec that opts in (`localizedError:`),
/// worked out once in the plan so that the Swift code (`NSLocalizedString` calls, `SwiftLocalizedError`) and the
/// `.strings` file for translators (`StringsEmitter`) use the same keys, values and comments.
///
/// - `errorDescription`: the case's `message` template, else its `when`.
/// - `failureReason`: its `when`, when a `message` is the description (otherwise it would repeat it).
/// - `recoverySuggestion`: its `todo`.
public struct LocalizedTexts: Sendable {
    public enum Member: String, CaseIterable, Sendable {
        case errorDescription
        case failureReason
        case recoverySuggestion

        /// The `NSError` user-info key Foundation reads this member's text from.
        var userInfoKey: String {
            switch self {
            case .errorDescription: return "NSLocalizedDescriptionKey"
            case .failureReason: return "NSLocalizedFailureReasonErrorKey"
            case .recoverySuggestion: return "NSLocalizedRecoverySuggestionErrorKey"
            }
        }

        var meaning: String {
            switch self {
            case .errorDescription: return "what went wrong"
            case .failureReason: return "why it went wrong"
            case .recoverySuggestion: return "what the person can do"
            }
        }
    }

    public struct Entry: Sendable {
        var member: Member
        /// `UploadError.tooLarge.errorDescription`.
        var key: String
        /// The text, as a format when `holes` is not empty: holes are `%1$@`, `%2$@`, ... (so a
        /// translation can reorder them) and a literal `%` is `%%`.
        var value: String
        /// The fields the holes show, in `%n$@` order, each with its number format and nil text.
        var holes: [Hole]
        /// For translators: which error and member, and what each hole is.
        var comment: String
    }

    let options: LocalizedErrorOptions
    /// Per case, in spec order: its entries in `Member` order (cases without any text have none).
    let entriesByCase: [[Entry]]

    /// - Parameter fields: the fields a case's message can show (its payload, or the stored fields).
    init(options: LocalizedErrorOptions, typeName: String, cases: [Case], fields: (Int) -> [Field]) {
        self.options = options
        entriesByCase = cases.indices.map { index in
            let c = cases[index]
            let prefix = typeName + "." + c.name.value
            func entry(_ member: Member, _ value: String, _ holes: [Hole] = []) -> Entry {
                var comment = "\(prefix): \(member.meaning) (\(member.rawValue))."
                for (n, hole) in holes.enumerated() {
                    comment += " %\(n + 1)$@: \(hole.field.name.value)"
                        + (hole.nilText == "nil" ? "." : " (\(TextQuote.quoted(hole.nilText, "\"")) when nil).")
                }
                return Entry(member: member, key: prefix + "." + member.rawValue, value: value, holes: holes, comment: comment)
            }
            var entries: [Entry] = []
            if let message = c.message {
                let (format, holes) = Self.format(message, fields: fields(index))
                entries.append(entry(.errorDescription, format, holes))
                if let when = c.when { entries.append(entry(.failureReason, when)) }
            } else if let when = c.when {
                entries.append(entry(.errorDescription, when))
            }
            if let todo = c.todo { entries.append(entry(.recoverySuggestion, todo)) }
            return entries
        }
    }

    /// The texts of a spec that opts in; nil otherwise.
    init?(_ spec: Spec) {
        guard let options = spec.localizedError else { return nil }
        self.init(options: options, typeName: spec.name.value, cases: spec.cases, fields: { spec.fields(of: spec.cases[$0]) })
    }

    /// The members some case has a text for (the others are left to `LocalizedError`'s default, nil).
    var members: [Member] {
        Member.allCases.filter { member in entriesByCase.contains { $0.contains { $0.member == member } } }
    }

    /// A field a message shows, in its number format and with its nil text.
    struct Hole {
        var field: Field
        var format: Template.NumberFormat?
        var nilText: String
    }

    /// The template as a `String(format:)` format: a hole naming a field already shown (in the same number
    /// format, with the same nil text) reuses its number. Also the holes in `%n$@` order.
    private static func format(_ template: Template, fields: [Field]) -> (String, [Hole]) {
        var holes: [Hole] = []
        func hole(_ shown: Template.Hole) -> String {
            if let i = holes.indices.first(where: {
                holes[$0].field.name.value == shown.name && holes[$0].format == shown.format && holes[$0].nilText == shown.nilText
            }) {
                return "%\(i + 1)$@"
            }
            guard let field = fields.first(where: { $0.name.value == shown.name }) else { return "%1$@" }
            holes.append(Hole(field: field, format: shown.format, nilText: shown.nilText))
            return "%\(holes.count)$@"
        }
        var format = ""
        for part in template.parts {
            if case .text(let text) = part { format += text.replacing("%", with: "%%") }
            if let shown = part.hole { format += hole(shown) }
        }
        guard !holes.isEmpty else { return (template.constantText ?? "", []) }
        return (format, holes)
    }
}
