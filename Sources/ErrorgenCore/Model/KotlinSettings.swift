/// The spec's `kotlin:` settings: whether `Kotlin/<Name>.kt` is generated, and its package.
public struct KotlinSettings: Sendable {
    /// False with `kotlin: {generate: false}` or `--no-kotlin`.
    public var generate: Bool
    /// A dotted package name (`day.pool.kit`), or nil for Kotlin's default package.
    public var package: Name?

    public init(generate: Bool = true, package: Name? = nil) {
        self.generate = generate
        self.package = package
    }
}

/// What the command line says about Kotlin for every spec of a run: `--no-kotlin`, `--kotlin-package NAME`.
public struct KotlinRunOptions: Sendable, Equatable {
    public var generate: Bool
    /// Replaces every spec's package when set.
    public var package: String?

    public init(generate: Bool = true, package: String? = nil) {
        self.generate = generate
        self.package = package
    }
}
