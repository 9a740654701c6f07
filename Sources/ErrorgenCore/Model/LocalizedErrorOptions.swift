/// `localizedError:` (opt-in): the generated type conforms to Foundation's `LocalizedError`, its texts
/// looked up with `NSLocalizedString` in `table`, and errorgen can write that table for translators.
public struct LocalizedErrorOptions: Sendable, Hashable {
    public enum BundleChoice: String, Sendable, Hashable, CaseIterable {
        /// `Bundle.main`: an app's own strings.
        case main
        /// `Bundle.module`: a SwiftPM target's resources (the target must declare resources).
        case module
    }

    /// The strings table (`<table>.strings`); defaults to the type name.
    public var table: String
    public var bundle: BundleChoice
    /// When set, errorgen writes `Strings/<language>.lproj/<table>.strings` with every text in it.
    public var stringsLanguage: String?
    /// Where `localizedError:` is written.
    public var location: SourceLocation

    public init(table: String, bundle: BundleChoice = .main, stringsLanguage: String? = nil, at location: SourceLocation) {
        self.table = table
        self.bundle = bundle
        self.stringsLanguage = stringsLanguage
        self.location = location
    }
}
