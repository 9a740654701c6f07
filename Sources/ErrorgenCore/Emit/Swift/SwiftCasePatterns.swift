/// `SwiftEmitContext.pattern(for:binding:)` written as bytes, with each case's member spelling computed once per file
/// for the many switches over the cases. A class: the arm closures that hold it copy nothing per arm.
final class SwiftCasePatterns {
    let cases: [PlanCase]
    /// Each case's name as written after a dot (`SwiftLanguage.memberAccess`), packed: the switches read them all.
    let members: PackedTexts
    /// The enum shape binds payload fields; the struct shape never binds (fields are stored).
    private let bindsPayload: Bool

    init(_ cases: [PlanCase], bindsPayload: Bool) {
        self.cases = cases
        members = PackedTexts(cases.lazy.map { SwiftLanguage.memberAccess($0.name) })
        self.bindsPayload = bindsPayload
    }

    /// `pattern(for: cases[index], binding: bound)`: `.name`, `.service(let status)`, `.pair(let a, _)`.
    func write(caseAt index: Int, binding bound: [String] = [], to line: inout SwiftLine) {
        line.write(".")
        line.append(members, at: index)
        guard bindsPayload, !bound.isEmpty else { return }
        let payload = cases[index].payload
        guard payload.contains(where: { bound.contains($0.name.value) }) else { return }
        writeSlots(payload, to: &line) { bound.contains($0) }
    }

    /// The pattern of the case at `index` binding its whole payload.
    func writeBindingAll(caseAt index: Int, to line: inout SwiftLine) {
        line.write(".")
        line.append(members, at: index)
        guard bindsPayload else { return }
        let payload = cases[index].payload
        guard !payload.isEmpty else { return }
        writeSlots(payload, to: &line) { _ in true }
    }

    /// `(let a, _)`: each payload field bound as `let name` when `binds` says, else `_`.
    private func writeSlots(_ payload: [Field], to line: inout SwiftLine, binds: (String) -> Bool) {
        line.write("(")
        for k in payload.indices {
            if k > 0 { line.write(", ") }
            if binds(payload[k].name.value) {
                line.write("let ")
                line.append(SwiftLanguage.identifier(payload[k].name.value))
            } else {
                line.write("_")
            }
        }
        line.write(")")
    }
}
