/// What persisted NSErrors and analytics keep: the error domain and each case's `errorCode`
/// (explicit, or derived from the case name), as the emit plan resolves it.
enum StoredCodeComparer {
    static func compare(_ pair: SpecPair, into list: inout ChangeList) {
        let (old, new) = (pair.old, pair.new)
        if old.errorDomain != new.errorDomain {
            list.add(.stored, "errorDomainChanged", "the errorDomain changed from \(code: old.errorDomain) to "
                     + "\(code: new.errorDomain): stored errors of the old domain no longer match",
                     new: new.name.location, old: old.name.location)
        }
        for (oldIndex, newIndex) in pair.pairedCaseIndexes {
            let (was, now) = (pair.oldPlan.cases[oldIndex].errorCode, pair.newPlan.cases[newIndex].errorCode)
            let (before, after) = (old.cases[oldIndex], new.cases[newIndex])
            let (wasField, nowField) = (pair.oldPlan.cases[oldIndex].errorCodeField, pair.newPlan.cases[newIndex].errorCodeField)
            if wasField != nil || nowField != nil {
                // `errorCode: {field: ...}` on either side: the code is a field's value (or its nil code).
                guard wasField?.name != nowField?.name || wasField?.nilCode != nowField?.nilCode else { continue }
                func text(_ field: (name: String, nilCode: Int)?, _ code: Int, in c: Case) -> Phrase {
                    guard let field else { return "\(code)" }
                    let optional = c.payload.first { $0.name.value == field.name }?.type.isOptional ?? false
                    return "the value of \(code: field.name)" + (optional ? " (\(field.nilCode) when nil)" : "")
                }
                list.add(.stored, "errorCodeChanged", "the errorCode of \(code: after.name.value) changed from "
                         + text(wasField, was, in: before) + " to " + text(nowField, now, in: after),
                         new: after.name.location, old: before.name.location)
                continue
            }
            guard was != now else { continue }
            var message: Phrase = "the errorCode of \(code: after.name.value) changed from \(was) to \(now)"
            if after.errorCode == nil, before.name.value != after.name.value {
                message = message + " (it is derived from the case name); set \(code: "errorCode: \(was)") to keep it"
            } else if after.errorCode == nil {
                message = message + "; set \(code: "errorCode: \(was)") to keep it"
            }
            list.add(.stored, "errorCodeChanged", message, new: after.name.location, old: before.name.location)
        }
    }
}
