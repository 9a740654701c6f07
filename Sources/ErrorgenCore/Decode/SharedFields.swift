/// Enum shape: `fields:` lists the fields every case carries. Each case's payload starts with them, and
/// each becomes a property of the same name that reads it (`error.message` whatever the case).
enum SharedFields {
    static func apply(_ shared: [Field], to cases: inout [Case], properties: inout [Property]) {
        for i in cases.indices {
            cases[i].payload = shared + cases[i].payload
        }
        properties = shared.map { field in
            Property(name: field.name, type: field.type, doc: field.doc, defaultValue: .field(field.name))
        } + properties
    }
}
