/// The `userInfo` key under which the native sides of the React Native bridge (Swift's `reactNativeUserInfo`,
/// Kotlin's `errorUserInfo`) write the type's NSError domain (`errorDomain`), so that JavaScript's
/// `errorDetails` can tell a rejection of another type whose case has the same name from one of its own
/// (React Native on iOS also copies the NSError's domain to `error.domain`; on Android nothing does).
///
/// `@` makes it a key no bridge field or stored field can have: their names are identifiers (checked by
/// `NameCheck.parameterName`), and no Swift, Kotlin or JavaScript identifier holds an `@`.
enum BridgeDomainMarker {
    static let key = "@errorDomain"
}
