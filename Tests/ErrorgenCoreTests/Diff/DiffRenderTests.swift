import Foundation
import Testing
@testable import ErrorgenCore

/// The three outputs and the category switches, on one pair with a change of each level.
@Suite struct DiffRenderTests {
    let old = diffBaseSpec
    /// A removed code (wire, error), a flipped constant (behaviour, warning), a new case (additions, info).
    var new: String {
        edited(diffBaseSpec, ("codes: [service, server_error]", "codes: [service]"), ("offline: true", "offline: false"),
               ("  - name: legacy\n", "  - name: paused\n  - name: legacy\n"))
    }

    var changes: [SpecChange] { specChanges(old, new) }

    @Test func textHasALineAndANotePerChangeThenTheSummary() {
        let lines = DiffTextRenderer.render(DiffReport(changes, policy: DiffPolicy()))
        // The addition has no old position, so no note.
        #expect(lines.count == 3 + 2 + 1)
        #expect(lines.last == "3 changes: 1 error (wire 1), 1 warning (behaviour 1), 1 info (additions 1)")
        #expect(lines.filter { $0.contains(": note: ") }.count == 2)
    }

    @Test func allowTurnsACategoryIntoWarningsDenyIntoErrorsIgnoreHidesIt() {
        var policy = DiffPolicy()
        #expect(DiffReport(changes, policy: policy).fails)
        policy.allow(.wire)
        let allowed = DiffReport(changes, policy: policy)
        #expect(!allowed.fails)
        #expect(allowed.summary == "3 changes: 2 warnings (wire 1, behaviour 1), 1 info (additions 1)")
        policy.deny(.behaviour)
        #expect(DiffReport(changes, policy: policy).summary
                == "3 changes: 1 error (behaviour 1), 1 warning (wire 1), 1 info (additions 1)")
        policy.ignore(.additions)
        policy.ignore(.behaviour)
        let report = DiffReport(changes, policy: policy)
        #expect(report.summary == "1 change: 1 warning (wire 1)")
        #expect(DiffTextRenderer.render(report).first?.contains(": warning: the code 'server_error' was removed") == true)
    }

    @Test func jsonListsEveryChangeWithBothPositions() throws {
        let text = DiffJSONRenderer.render(DiffReport(changes, policy: DiffPolicy()))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let list = try #require(object["changes"] as? [[String: Any]])
        #expect(list.map { $0["kind"] as? String } == ["codeRemoved", "caseAdded", "propertyValueChanged"])
        #expect(list.map { $0["category"] as? String } == ["wire", "additions", "behaviour"])
        #expect(list.map { $0["level"] as? String } == ["error", "info", "warning"])
        let removed = list[0]
        #expect(removed["type"] as? String == "E")
        #expect(removed["message"] as? String == "the code 'server_error' was removed: it no longer maps to 'service'")
        let newPosition = try #require(removed["new"] as? [String: Any])
        let oldPosition = try #require(removed["old"] as? [String: Any])
        #expect(newPosition["file"] as? String == "new.yaml")
        #expect("\(oldPosition["file"]!):\(oldPosition["line"]!):\(oldPosition["column"]!)"
                == position(of: "server_error", in: old, file: "old.yaml"))
        #expect(list[1]["old"] is NSNull)
        #expect(object["summary"] as? [String: Int] == ["error": 1, "warning": 1, "info": 1])
        #expect(object["fails"] as? Bool == true)
    }

    @Test func jsonOfNoChangeIsAnEmptyList() throws {
        let text = DiffJSONRenderer.render(DiffReport([], policy: DiffPolicy()))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect((object["changes"] as? [Any])?.isEmpty == true)
        #expect(object["fails"] as? Bool == false)
    }

    @Test func markdownIsAChangesSectionByLevel() {
        let lines = DiffMarkdownRenderer.render(DiffReport(changes, policy: DiffPolicy()))
        #expect(lines == [
            "## Changes",
            "",
            "### Breaking changes",
            "",
            "- Wire codes: The code `server_error` was removed: it no longer maps to `service`.",
            "",
            "### Changes to check",
            "",
            "- Behaviour: `retryable` changed from `true` to `false` for `offline`.",
            "",
            "### New",
            "",
            "- Additions: New case `paused`; a `switch` over `E` in another module that lists every case stops "
                + "compiling: switch over it with `@unknown default:` (a new case is then a warning) or use its properties.",
        ])
        #expect(DiffMarkdownRenderer.render(DiffReport([], policy: DiffPolicy())).isEmpty)
    }

    /// A String constant with line breaks (a code cannot have them: errorgen refuses it).
    @Test func textKeepsEachChangeOnOneLineWhateverTheSpecSays() {
        func withHint(_ value: String) -> String {
            edited(old, ("properties:\n", "properties:\n  - name: hint\n    type: String?\n    default: null\n"
                         + "    values: {legacy: \(value)}\n"))
        }
        let changes = specChanges(withHint("\"line\\nbreak\\u2028end\""), withHint("plain"))
        let lines = DiffTextRenderer.render(DiffReport(changes, policy: DiffPolicy()))
        #expect(lines.contains { $0.contains(#"'hint' changed from "line\nbreak end" to "plain" for 'legacy'"#) }, "\(lines)")
        #expect(lines.allSatisfy { !$0.contains("\n") && !$0.contains("\u{2028}") })
    }

    @Test func markdownEscapesTextAndQuotesHostileValues() {
        let before = edited(old, ("codes: [legacy_code]", "codes: [\"a`b|c*\"]"))
        let lines = DiffMarkdownRenderer.render(DiffReport(specChanges(before, old), policy: DiffPolicy()))
        #expect(lines.contains("- Wire codes: The code ``a`b|c*`` was removed: it no longer maps to `legacy`."))
    }
}
