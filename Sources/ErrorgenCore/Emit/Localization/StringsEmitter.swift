/// Emit: `Strings/<language>.lproj/<table>.strings`, every `LocalizedError` text of a spec that asks for
/// it (`localizedError: {strings: en}`), for translators: one `"key" = "value";` entry per text with a
/// comment saying which error it belongs to and what each `%n$@` is. The keys and values are the ones the
/// generated Swift passes to `NSLocalizedString`, so the file is the development language's table as is.
public enum StringsEmitter: PlanEmitter {
    public static func emit(_ plan: EmitPlan) -> [OutputFile] {
        guard let texts = plan.localizedTexts, let language = texts.options.stringsLanguage else { return [] }
        let specPath = plan.specPath
        var lines = [GeneratedHeader.swiftLine(specPath: specPath)]
        for entry in texts.entriesByCase.joined() {
            lines.append("")
            lines.append(StringsFileLanguage.comment(entry.comment))
            lines.append(StringsFileLanguage.quoted(entry.key) + " = " + StringsFileLanguage.quoted(entry.value) + ";")
        }
        let path = "Strings/\(language).lproj/\(texts.options.table).strings"
        return [OutputFile(path: path, contents: lines.joined(separator: "\n") + "\n", specPath: specPath)]
    }
}
