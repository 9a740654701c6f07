/// What persisted NSErrors and analytics keep: the error domain and each case's `errorCode`
/// (explicit, or derived from the case name as `Case.nsErrorCode` does).
enum StoredCodeComparer {
    static func compare(_ pair: SpecPair, into list: inout ChangeList) {
        let (old, new) = (pair.old, pair.new)
        if old.errorDomain != new.errorDomain {
            list.add(.stored, "errorDomainChanged", "the errorDomain changed from \(code: old.errorDomain) to "
                     + "\(code: new.errorDomain): stored errors of the old domain no longer match",
                     new: new.name.location, old: old.name.location)
        }
        for (before, after) in pair.pairedCases where before.nsErrorCode != after.nsErrorCode {
            var message: Phrase = "the errorCode of \(code: after.name.value) changed from \(before.nsErrorCode) to "
                + "\(after.nsErrorCode)"
            if after.errorCode == nil, before.name.value != after.name.value {
                message = message + " (it is derived from the case name); set \(code: "errorCode: \(before.nsErrorCode)") to keep it"
            } else if after.errorCode == nil {
                message = message + "; set \(code: "errorCode: \(before.nsErrorCode)") to keep it"
            }
            list.add(.stored, "errorCodeChanged", message, new: after.name.location, old: before.name.location)
        }
    }
}
