/// A status table that maps the cases' own `errorCode`s back to them (an app's NSError codes passed in as the status,
/// such as Firebase Auth's 17000-17999): when the rows give, status by status, the case whose `errorCode` is that
/// status, a row that gives another case while some case has its status as `errorCode` is a swapped row, which
/// nothing else would catch (the initializer would quietly give the wrong case).
enum ErrorCodeStatusTable {
    static func validate(_ spec: Spec, _ inbound: Inbound, into bag: inout DiagnosticBag) {
        var owners: [Int: Int] = [:]
        for i in spec.cases.indices { if let code = spec.cases[i].errorCode, owners[code] == nil { owners[code] = i } }
        guard owners.count >= 2 else { return }
        var agreeing = 0
        var swapped: [(status: Int, owner: Int, row: StatusRow, location: SourceLocation)] = []
        for row in inbound.statuses where row.condition == nil && !row.hasUnknownKeys {
            for (i, element) in row.statuses.enumerated() {
                // Only a table of single statuses, each some case's `errorCode`, is such a table.
                guard case .value(.int(let status)) = element, let owner = owners[status] else { return }
                if spec.cases[owner].name.value == row.caseName.value {
                    agreeing += 1
                } else {
                    swapped.append((status, owner, row, row.location(ofStatus: i)))
                }
            }
        }
        // Most rows agree, or two rows trade their cases (17008 gives the case of 17009 and 17009 the case of 17008).
        let mostAgree = agreeing >= 3 && agreeing >= 3 * swapped.count
        let traded = Set(swapped.filter { slip in
            swapped.contains { other in
                spec.cases[other.owner].name.value == slip.row.caseName.value && other.row.caseName.value == spec.cases[slip.owner].name.value
            }
        }.map(\.status))
        // A trade is one slip: reported at its first row, with a note at the other.
        var reported: Set<Int> = []
        for slip in swapped where (mostAgree || traded.contains(slip.status)) && !reported.contains(slip.status) {
            let owner = spec.cases[slip.owner].name.value
            let given = slip.row.caseName.value
            let partner = traded.contains(slip.status) ? swapped.first { other in
                !reported.contains(other.status) && other.status != slip.status
                    && spec.cases[other.owner].name.value == given && other.row.caseName.value == owner
            } : nil
            if let partner {
                reported.insert(partner.status)
                bag.append(.error("status \(slip.status) is the errorCode of '\(owner)', but this row gives '\(given)', and the "
                                  + "row of status \(partner.status), the errorCode of '\(given)', gives '\(owner)': the two rows "
                                  + "look swapped; swap their cases, or check the errorCodes (a parameter with 'role: errorCode' "
                                  + "matches them without a table)", at: slip.location)
                    .note("the row of status \(partner.status) is here", at: partner.location))
                continue
            }
            bag.error("status \(slip.status) is the errorCode of '\(owner)', but this row gives '\(given)', where the other rows "
                      + "give the case whose errorCode is their status; give '\(owner)' here, or check the errorCodes (a "
                      + "parameter with 'role: errorCode' matches them without a table)", at: slip.location)
        }
    }
}
