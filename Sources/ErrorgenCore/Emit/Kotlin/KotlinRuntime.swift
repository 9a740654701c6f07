/// Hand-written Kotlin helpers a generated file declares (file-private) when it uses them: they print values
/// as Swift's `description` does, so `toString()` gives the same text as Swift and the JS bridge parses either.
enum KotlinRuntime {
    /// A Kotlin expression for `value` (of `type`) as Swift interpolates it into a description: strings quoted
    /// and escaped (`String(reflecting:)`) when `quoted`, Doubles as Swift prints them, optionals as `nil` or
    /// the bare value (or `nilText` for nil, as a template hole's `?? "text"` says).
    static func swiftText(_ value: String, type: ValueType, quoted: Bool = false, nilText: String = "nil") -> String {
        let scalar: (String, Bool) -> String = { v, quoted in
            // A declared enum's value prints its wire spelling, as a String would.
            let v = type.enumName == nil ? v : v + ".rawValue"
            switch type.base {
            case .string: return quoted ? "swiftQuoted(\(v))" : v
            case .double: return "swiftDouble(\(v))"
            case .int, .bool: return v + ".toString()"
            }
        }
        // Swift prints a list `["a", 1]` and a map `["k": 1]` (`[:]` when empty), strings always quoted, a map's entries
        // in the order of their keys' UTF-16 code units (the generated Swift's `_errorgenListed` sorts them so).
        let bare: (String) -> String = { v in
            switch type.container {
            case nil: return scalar(v, quoted)
            case .list?: return v + ".joinToString(\", \", \"[\", \"]\") { " + scalar("it", true) + " }"
            case .map?: return "(if (\(v).isEmpty()) \"[:]\" else \(v).entries.sortedBy { it.key }.joinToString(\", \", \"[\", \"]\") { swiftQuoted(it.key) + \": \" + "
                + scalar("it.value", true) + " })"
            }
        }
        guard type.isOptional else { return bare(value) }
        let fallback = KotlinLanguage.stringLiteral(nilText)
        if type.base == .string, type.container == nil, type.enumName == nil, !quoted { return "(\(value) ?: \(fallback))" }
        // No lambda (`?.let`): a description with hundreds of fields stays one plain expression. `value` is a
        // parameter or a property of `this`, so the null check smart-casts it.
        return "(if (\(value) == null) \(fallback) else " + bare(value) + ")"
    }

    /// Which helpers an expression from `swiftText` calls.
    static func helpers(for type: ValueType, quoted: Bool) -> Set<Helper> {
        let quoted = quoted || type.container != nil
        let keys: Set<Helper> = type.container == .map ? [.quoted] : []
        switch type.base {
        case .string: return quoted ? [.quoted] : []
        case .double: return keys.union([.double])
        case .int, .bool: return keys
        }
    }

    /// A Kotlin expression for a Double `value` in a template's number format, as the Swift prints it.
    static func formatted(_ value: String, _ format: Template.NumberFormat) -> String {
        switch format {
        case .fixed(let decimals): return "swiftFixed(\(value), \(decimals))"
        case .general: return "swiftGeneral(\(value))"
        }
    }

    enum Helper: CaseIterable {
        case quoted
        case double
        case format
        case orElse

        var source: String {
            switch self {
            case .quoted: return KotlinRuntime.quoted
            case .double: return KotlinRuntime.double
            case .format: return KotlinRuntime.format
            case .orElse: return KotlinRuntime.orElse
            }
        }
    }

    /// A rule's `??` (KotlinRuleRenderer): a call, not `?:` written in place, because after a null check earlier in
    /// the same rule kotlinc knows the value is not null and warns that the `?:` is useless.
    static let orElse = #"""
    /** The value, or `fallback` where it is null: a rule's `??`. */
    private fun <T> ruleOrElse(value: T?, fallback: T): T = value ?: fallback
    """#

    /// The generated Swift's `_errorgenQuoted` (SwiftQuoteFunction), which quotes ordinary text as `String(reflecting:)`
    /// does: `\0 \t \n \r \" \' \\` escaped, other ASCII controls as `\u{XX}`, and a combining
    /// mark right after the opening quote or an escape as `\u{XXXX}`, so it cannot join them.
    static let quoted = #"""
    /** The text quoted as the generated Swift quotes it in `description`: by fixed rules, whatever the Swift runtime. */
    private fun swiftQuoted(text: String): String {
        val out = StringBuilder("\"")
        var afterEscape = true
        var i = 0
        while (i < text.length) {
            val c = text.codePointAt(i)
            i += Character.charCount(c)
            val escape = when (c) {
                0 -> "\\0"
                9 -> "\\t"
                10 -> "\\n"
                13 -> "\\r"
                34 -> "\\\""
                39 -> "\\'"
                92 -> "\\\\"
                else -> if (c < 0x20 || c == 0x7F) String.format("\\u{%02X}", c) else null
            }
            if (escape != null) {
                out.append(escape)
                afterEscape = true
                continue
            }
            val type = Character.getType(c)
            val combining = type == Character.NON_SPACING_MARK.toInt() || type == Character.ENCLOSING_MARK.toInt() ||
                type == Character.COMBINING_SPACING_MARK.toInt()
            if (afterEscape && combining) {
                out.append(String.format("\\u{%04X}", c))
            } else {
                out.appendCodePoint(c)
                afterEscape = false
            }
        }
        return out.append('"').toString()
    }
    """#

    /// Swift's `description` of a Double: the shortest digits that read back as the value, as a decimal between
    /// 1e-4 and 2^53, otherwise as `1e-05`, `1.5e+20`; `inf`, `-inf`, `nan`, `-0.0`.
    static let double = #"""
    /** The value as Swift prints a `Double`: `0.5`, `100.0`, `1e-05`, `1.5e+20`, `inf`, `nan`. */
    private fun swiftDouble(value: Double): String {
        if (value.isNaN()) return "nan"
        if (value.isInfinite()) return if (value > 0) "inf" else "-inf"
        if (value == 0.0) return if (1.0 / value < 0) "-0.0" else "0.0"
        var digits = java.math.BigDecimal(value.toString()).stripTrailingZeros()
        // Before Java 19, toString may give more digits than read back as the value (4.9E-324 for 5e-324):
        // keep the fewest, the closest decimal of that length, as Swift does.
        val exact = java.math.BigDecimal(value)
        for (precision in 1 until digits.precision()) {
            val shorter = exact.round(java.math.MathContext(precision, java.math.RoundingMode.HALF_EVEN)).stripTrailingZeros()
            if (shorter.toDouble() == value) {
                digits = shorter
                break
            }
        }
        val magnitude = Math.abs(value)
        if (magnitude >= 1e-4 && magnitude <= 9007199254740992.0) {
            val plain = digits.toPlainString()
            return if (plain.contains('.')) plain else "$plain.0"
        }
        val unscaled = digits.unscaledValue().abs().toString()
        val exponent = unscaled.length - 1 - digits.scale()
        val mantissa = if (unscaled.length == 1) unscaled else unscaled.substring(0, 1) + "." + unscaled.substring(1)
        val sign = if (value < 0) "-" else ""
        val exponentText = Math.abs(exponent).toString().padStart(2, '0')
        return sign + mantissa + "e" + (if (exponent < 0) "-" else "+") + exponentText
    }
    """#

    /// Template number formats (`{x:.2f}`, `{x:g}`) as Swift prints them: `String(format: "%.Nf")` rounds the
    /// exact binary value half to even and keeps the sign of a negative value that rounds to zero; `g` prints an
    /// integral value below 2^53 as an integer and any other as Swift's `description` (`swiftDouble`).
    static let format = #"""
    /** The value with `decimals` digits after the point, as Swift's `String(format: "%.Nf")` prints it. */
    private fun swiftFixed(value: Double, decimals: Int): String {
        if (value.isNaN()) return "nan"
        if (value.isInfinite()) return if (value > 0) "inf" else "-inf"
        val text = java.math.BigDecimal(value).setScale(decimals, java.math.RoundingMode.HALF_EVEN).toPlainString()
        val negative = value < 0 || (value == 0.0 && 1.0 / value < 0)
        return if (negative && !text.startsWith("-")) "-" + text else text
    }

    /** An integral value below 2^53 without `.0`; any other as Swift prints a `Double`. */
    private fun swiftGeneral(value: Double): String =
        if (value == Math.rint(value) && Math.abs(value) < 9.007199254740992e15) value.toLong().toString()
        else swiftDouble(value)
    """#

    static func print(_ helper: Helper, to printer: CodePrinter) {
        printer.block(helper.source)
    }
}
