extension ContentDigest {
    /// One spec as a run reads it: where it is (its path is in the generated headers) and its bytes.
    mutating func add(spec input: SpecInput, bytes: [UInt8]) {
        add(input.displayPath)
        add(input.fileSystemPath)
        add(bytes)
    }

    /// An optional value, told apart from every present one.
    mutating func add(optional text: String?) {
        add(text == nil ? 0 : 1)
        if let text { add(text) }
    }
}
