/// The type names: the error type, its category enum, and the details type derived from it.
enum NameValidator {
    static func validate(_ spec: Spec, into bag: inout DiagnosticBag) {
        NameCheck.typeName(spec.name, "type name", into: &bag)
        guard case .structure(let categoryType, let categoryProperty) = spec.shape else { return }
        NameCheck.typeName(categoryType, "category type name", into: &bag)
        let generated = [spec.name.value] + ["Details", "Code", "ServerCode", "KnownCode"].map { spec.name.value + $0 }
        if generated.contains(categoryType.value) {
            bag.error("category type name '\(categoryType.value)' collides with a generated type; choose another name",
                      at: categoryType.location)
        }
        NameCheck.memberName(categoryProperty, "category property", into: &bag)
        if let codeField = spec.openCodeField, spec.field(named: codeField.value)?.type.base != .string {
            bag.error("'codeField' must name a stored String or String? field", at: codeField.location)
        }
    }
}
