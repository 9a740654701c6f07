/// A conditional value in English: "`30` when `status` is 429, `5` when `status` is a 5xx, else `0`".
enum ConditionalPhrase {
    static func write(_ value: PropertyEntries.Value, _ spelling: DocsPhrases.Spelling) -> String {
        guard case .conditional(let arms, let otherwise) = value else { return GroupedPropertySentence.phrase(value, plural: false, spelling) }
        let parts = arms.map { GroupedPropertySentence.phrase($0.value, plural: false, spelling) + " when " + $0.english }
        return parts.joined(separator: ", ") + ", else " + GroupedPropertySentence.phrase(otherwise, plural: false, spelling)
    }
}
