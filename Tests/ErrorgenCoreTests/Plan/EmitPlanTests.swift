import Testing
@testable import ErrorgenCore

/// The plan resolves each fact once: shapes, per-case property values, bridge sources, inbound arms, constructors.
@Suite struct EmitPlanTests {
    private func plan(_ yaml: String) throws -> EmitPlan {
        let compiled = compileSpec(yaml)
        let spec = try #require(compiled.spec, "\(compiled.diagnostics)")
        return EmitPlan(spec)
    }

    @Test func enumShapeResolvesEveryCaseValueAndWhatItReads() throws {
        let plan = try plan(enumSpec("""
            properties:
              - name: retryAfter
                type: Int?
                default: null
                values: {b: {field: wait}}
              - name: retryable
                type: Bool
                default: {rule: "wait > 5 or wait == 1"}
                values: {a: false}
              - name: serverCode
                type: String?
                default: {code: primary}
            bridge:
              - {name: code, value: case}
              - {name: retryable, value: retryable}
              - {name: text, value: description}
            """, cases: """
            cases:
              - name: a
                codes: [a_code, a_alias]
              - {name: b, payload: [{name: wait, type: Int}]}
            """))
        #expect(plan.shape.structure == nil)
        #expect(plan.cases.map(\.name) == ["a", "b"])
        #expect(plan.caseIndex(named: "b") == 1)
        #expect(plan.knownCodes == [.string("a_code"), .string("a_alias")])
        #expect(plan.cases[0].errorCode == Case.derivedErrorCode("a"))

        let retryAfter = plan.properties[0]
        #expect(retryAfter.isOwn == [false, true])
        guard case .constant(.null) = retryAfter.values[0], case .field("wait") = retryAfter.values[1] else {
            Issue.record("retryAfter: \(retryAfter.values)")
            return
        }
        let retryable = plan.properties[1]
        #expect(retryable.isOwn == [true, false])
        guard case .rule(let rule) = retryable.values[1], case .rule = retryable.defaultValue else {
            Issue.record("retryable: \(retryable.values)")
            return
        }
        #expect(rule.reads == ["wait"])
        let serverCode = plan.properties[2]
        guard case .primaryCode(.string("a_code")?) = serverCode.values[0], case .primaryCode(nil) = serverCode.values[1],
              case .primaryCode = serverCode.defaultValue else {
            Issue.record("serverCode: \(serverCode.values)")
            return
        }
        #expect(plan.bridge.map(\.source) == [.caseName, .property(1), .description])
    }

    @Test func structShapeCarriesTheCategoryFieldsAndInboundArms() throws {
        let plan = try plan("""
            name: S
            shape: struct
            category: {type: Kind, property: kind, codeField: code}
            fields:
              - {name: code, type: String?}
              - {name: status, type: Int}
            cases:
              - {name: server, codes: [boom]}
              - name: other
            inbound:
              parameters:
                - {name: status, type: Int, role: status}
                - {name: code, type: String?, role: code}
              precedence: [code, status]
              statuses:
                - {status: [500...599], case: server}
              fallback: other
            constructors:
              - {name: broken, case: server, set: {status: 500}}
            bridge:
              - {name: kind, value: case}
              - {name: code, value: code}
            """)
        let structure = try #require(plan.shape.structure)
        #expect(structure.categoryType == "Kind")
        #expect(structure.categoryProperty == "kind")
        #expect(structure.openCodeField?.name.value == "code")
        #expect(structure.fieldIndex(named: "status") == 1)
        #expect(plan.fields(of: 0).map(\.name.value) == ["code", "status"])
        #expect(plan.bridge.map(\.source) == [.caseName, .storedField(0)])

        let inbound = try #require(plan.inbound)
        #expect(inbound.steps.map(\.kind) == [.code, .status])
        #expect(inbound.steps.map { $0.arms.map(\.caseIndex) } == [[0], [0]])
        #expect(inbound.fallback == 1)
        #expect(inbound.targets == [0, 1])
        #expect(plan.cases.map(\.isInboundTarget) == [true, true])

        let constructor = try #require(plan.constructors.first)
        #expect(constructor.caseIndex == 0)
        #expect(constructor.arguments.map(\.field.name.value) == ["code", "status"])
        #expect(constructor.arguments.map { $0.value == nil } == [true, false])
    }
}
