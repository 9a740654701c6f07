/// The reader of an enum-shaped error's message, `name(label: value, ...)` as Swift prints the case.
///
/// Linear time and bounded memory on any input: one left-to-right scan that copies nothing and records only
/// the spans of the labels a case's details read; then only those values are converted, and a string is
/// decoded into a buffer the size of its own span. Messages longer than `messageLimit` UTF-16 code units
/// are not read at all. Never throws.
enum JavaScriptPayloadParser {
    /// The longest message whose values are read: 2^24 UTF-16 code units (16 MiB of ASCII). A longer one
    /// reads as malformed (every value null); the `userInfo` path has no such limit.
    static let messageLimit = 16_777_216

    /// The scanner; `skippingBrackets` also steps over a list or map value (`["a", "b"]`, `["k": 1]`, `[:]`).
    static func scannerText(skippingBrackets: Bool) -> String {
        let text = scannerTemplate
        guard skippingBrackets else { return text }
        let old = """
                    if (i < 0) return none;
                } else {
        """
        let new = """
                    if (i < 0) return none;
                } else if (text.charCodeAt(i) === 91) {
                    i = bracketEnd(text, i + 1);
                    if (i < 0) return none;
                } else {
        """
        return text.replacing(old, with: new) + "\n\n" + bracketEnd
    }

    private static let scannerTemplate = #"""
    /**
     * Finds the values of the labels in `wanted` in `text`, which must be exactly `name(label: value, ...)`, a
     * case as Swift prints it. One pass, nothing copied: gives an array parallel to `wanted` of `{ start, end }`
     * spans (a quoted value's span includes its quotes; a repeated label's last value counts; null for a
     * label that is not there), all null when `text` is not in that form or is longer than \#(messageLimit)
     * UTF-16 code units. Never throws.
     */
    function payloadOf(text, name, wanted) {
        const none = newList(wanted.length);
        for (let k = 0; k < wanted.length; k++) none[k] = null;
        const length = text.length;
        if (length > \#(messageLimit) || !text.startsWith(name + "(") || text.charCodeAt(length - 1) !== 41) return none;
        const found = newList(wanted.length);
        for (let k = 0; k < wanted.length; k++) found[k] = null;
        let i = name.length + 1;
        for (;;) {
            const labelStart = i;
            while (i < length && isLabelCode(text.charCodeAt(i))) i++;
            if (i === labelStart || text.charCodeAt(i) !== 58 || text.charCodeAt(i + 1) !== 32) return none;
            const index = labelIndex(text, labelStart, i, wanted);
            const start = i + 2;
            i = start;
            if (text.charCodeAt(i) === 34) {
                i = stringEnd(text, i + 1);
                if (i < 0) return none;
            } else {
                while (i < length && text.charCodeAt(i) !== 44 && text.charCodeAt(i) !== 41) i++;
                if (i === start) return none;
            }
            if (index >= 0) found[index] = { start: start, end: i };
            if (i === length - 1) return found;
            if (text.charCodeAt(i) !== 44 || text.charCodeAt(i + 1) !== 32) return none;
            i += 2;
        }
    }

    /** Whether a UTF-16 code unit is one of `[A-Za-z0-9_]`. */
    function isLabelCode(c) {
        return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
    }

    /** The index in `wanted` of the label `text[start..<end]`, or -1. */
    function labelIndex(text, start, end, wanted) {
        for (let k = 0; k < wanted.length; k++) {
            if (wanted[k].length === end - start && text.startsWith(wanted[k], start)) return k;
        }
        return -1;
    }

    /**
     * The index after the closing quote of a Swift string literal whose body starts at `start`, or -1 when it
     * is unterminated or has an escape other than \\ \" \' \t \n \r \0 \u{X...} (1 to 8 hex digits, a Unicode
     * scalar value).
     */
    function stringEnd(text, start) {
        const length = text.length;
        let i = start;
        while (i < length) {
            const c = text.charCodeAt(i++);
            if (c === 34) return i;
            if (c !== 92) continue;
            const e = text.charCodeAt(i);
            if (e === 92 || e === 34 || e === 39 || e === 116 || e === 110 || e === 114 || e === 48) {
                i++;
            } else if (e === 117) {
                i = unicodeEscapeEnd(text, i);
                if (i < 0) return -1;
            } else {
                return -1;
            }
        }
        return -1;
    }

    /** For `u{X...}` at `i`: the index after its `}`, or -1 unless it holds 1 to 8 hex digits of a scalar value. */
    function unicodeEscapeEnd(text, i) {
        if (text.charCodeAt(i + 1) !== 123) return -1;
        let scalar = 0;
        let j = i + 2;
        for (; j < i + 10 && j < text.length; j++) {
            const c = text.charCodeAt(j);
            const digit = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
            if (digit < 0) break;
            scalar = scalar * 16 + digit;
        }
        if (j === i + 2 || text.charCodeAt(j) !== 125) return -1;
        if (scalar > 0x10ffff || (scalar >= 0xd800 && scalar <= 0xdfff)) return -1;
        return j + 1;
    }
    """#

    /// Decodes a quoted span that `payloadOf` found (and so validated).
    static let stringDecoder = #"""
    /** The buffer `decodedString` reuses for short strings (a new typed array for each of many short elements is slow). */
    let decodeBuffer = null;

    /**
     * The value of the Swift string literal at `span`, which `payloadOf` has checked. A body without escapes is
     * sliced; otherwise its code units are decoded into a buffer no longer than the span (a shared one up to
     * 4,096 units) and joined in chunks, so memory stays proportional to the value.
     */
    function decodedString(text, span) {
        const start = span.start + 1;
        const end = span.end - 1;
        // Search the string's own span: a search from `start` to the end of the message, for each element of a
        // list, made a long list quadratic.
        const raw = text.slice(start, end);
        if (raw.indexOf("\\") < 0) return raw;
        if (decodeBuffer === null) decodeBuffer = new Uint16Array(4096);
        const units = end - start <= 4096 ? decodeBuffer : new Uint16Array(end - start);
        let n = 0;
        let i = start;
        while (i < end) {
            const c = text.charCodeAt(i++);
            if (c !== 92) {
                units[n++] = c;
                continue;
            }
            const e = text.charCodeAt(i++);
            if (e === 116) units[n++] = 9;
            else if (e === 110) units[n++] = 10;
            else if (e === 114) units[n++] = 13;
            else if (e === 48) units[n++] = 0;
            else if (e !== 117) units[n++] = e;
            else {
                const close = unicodeEscapeEnd(text, i - 1);
                const scalar = parseInt(text.slice(i + 1, close - 1), 16);
                if (scalar > 0xffff) {
                    units[n++] = 0xd800 + ((scalar - 0x10000) >> 10);
                    units[n++] = 0xdc00 + ((scalar - 0x10000) & 0x3ff);
                } else {
                    units[n++] = scalar;
                }
                i = close;
            }
        }
        let value = "";
        for (let k = 0; k < n; k += 8192) {
            value += String.fromCharCode.apply(null, units.subarray(k, Math.min(n, k + 8192)));
        }
        return value;
    }
    """#

    /// The span's text when it is an unquoted value of at most `limit` code units (longer ones are no value
    /// of the type), else null.
    static let bareValue = #"""
    /** The unquoted value at `span` when it is at most `limit` code units long, else null. */
    function bareValue(text, span, limit) {
        if (span === null || text.charCodeAt(span.start) === 34 || span.end - span.start > limit) return null;
        return text.slice(span.start, span.end);
    }
    """#

    /// Payload value converters: a span from `payloadOf`, or null, to the field's type, or null.
    static func converter(_ base: ValueType.Base) -> String {
        switch base {
        case .string: return #"""
            function payloadString(text, span) {
                return span !== null && text.charCodeAt(span.start) === 34 ? decodedString(text, span) : null;
            }
            """#
        case .int: return #"""
            /** A safe integer (Swift prints at most 20 characters), else null; -0 reads as 0. */
            function payloadInt(text, span) {
                const bare = bareValue(text, span, 20);
                if (bare === null || !/^-?[0-9]+$/.test(bare)) return null;
                const value = Number(bare);
                return Number.isSafeInteger(value) ? value + 0 : null;
            }
            """#
        case .double: return #"""
            /** A finite number (Swift prints at most 24 characters; inf and nan are no value), else null. */
            function payloadDouble(text, span) {
                const bare = bareValue(text, span, 64);
                if (bare === null || !/^-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.test(bare)) return null;
                const value = Number(bare);
                return Number.isFinite(value) ? value : null;
            }
            """#
        case .bool: return #"""
            function payloadBool(text, span) {
                const bare = bareValue(text, span, 5);
                return bare === "true" ? true : bare === "false" ? false : null;
            }
            """#
        }
    }

    static func converterName(_ type: ValueType) -> String { "payload" + JavaScriptContainers.typeName(type) }

    /// The helpers a module needs for the payload types it converts, in a fixed order; `skippingBrackets` when a
    /// message it scans can hold a list or map (converting one implies it).
    static func helpers(converting types: Set<ValueType>, skippingBrackets: Bool) -> [String] {
        guard !types.isEmpty else { return [] }
        let containers = types.filter { $0.container != nil }
        // A list's elements are converted as scalars; a map's keys are strings.
        var bases = Set(types.map(\.base))
        if containers.contains(where: { $0.container == .map }) { bases.insert(.string) }
        var texts = [scannerText(skippingBrackets: skippingBrackets || !containers.isEmpty)]
        if bases.contains(.string) { texts.append(stringDecoder) }
        if !bases.subtracting([.string]).isEmpty { texts.append(bareValue) }
        for base in ValueType.Base.allCases where bases.contains(base) { texts.append(converter(base)) }
        if !containers.isEmpty { texts.append(itemsOf) }
        for type in JavaScriptRuntime.typeOrder where containers.contains(type) { texts.append(containerConverter(type)) }
        return texts
    }

    /// Steps over a bracketed value inside the scanner.
    static let bracketEnd = #"""
    /** The index after the `]` that closes a list or map whose body starts at `start`, or -1. Strings are skipped whole. */
    function bracketEnd(text, start) {
        const length = text.length;
        let i = start;
        while (i < length) {
            const c = text.charCodeAt(i);
            if (c === 93) return i + 1;
            if (c === 34) {
                i = stringEnd(text, i + 1);
                if (i < 0) return -1;
            } else {
                i++;
            }
        }
        return -1;
    }
    """#

    /// Splits a list or map value into the spans of its elements.
    static let itemsOf = #"""
    /**
     * Calls `visit(item)` with the span of each element of the list or map at `span` as Swift prints it (`["a", "b"]`,
     * `[1, 2]`, `[]`; `["k": 1]`, `[:]`), in order; for a map, key and value spans alternate. Gives the number of
     * spans, or -1 when the span is not in that form or `visit` returned false. Keeps no span: a list of millions of
     * elements costs no memory until its values are made.
     */
    function eachItem(text, span, isMap, visit) {
        if (span === null || text.charCodeAt(span.start) !== 91 || text.charCodeAt(span.end - 1) !== 93) return -1;
        let count = 0;
        const end = span.end - 1;
        let i = span.start + 1;
        if (isMap ? i + 1 === end && text.charCodeAt(i) === 58 : i === end) return 0;
        for (;;) {
            for (let part = isMap ? 0 : 1; part < 2; part++) {
                const start = i;
                if (text.charCodeAt(i) === 34) {
                    i = stringEnd(text, i + 1);
                    if (i < 0 || i > end) return -1;
                } else {
                    while (i < end && text.charCodeAt(i) !== 44 && text.charCodeAt(i) !== 58) i++;
                    if (i === start) return -1;
                }
                if (!visit({ start: start, end: i })) return -1;
                count++;
                if (part === 0) {
                    if (text.charCodeAt(i) !== 58 || text.charCodeAt(i + 1) !== 32) return -1;
                    i += 2;
                }
            }
            if (i === end) return count;
            if (text.charCodeAt(i) !== 44 || text.charCodeAt(i + 1) !== 32) return -1;
            i += 2;
        }
    }
    """#

    /// A list or map converter: every element converted as a scalar, or null when one is not a value.
    static func containerConverter(_ type: ValueType) -> String {
        let element = converterName(ValueType(type.base))
        // A quoted span is a valid string (the scanner checked its escapes): the first pass need not decode it.
        let check = type.base == .string ? "text.charCodeAt(item.start) === 34" : "\(element)(text, item) !== null"
        if type.container == .list {
            return """
            /**
             * The list at `span`, or null when it or one of its elements is not a value of the type. Two passes: every
             * element is checked before the list is made, so a long list with one wrong element allocates nothing.
             */
            function \(converterName(type))(text, span) {
                const count = eachItem(text, span, false, (item) => \(check));
                if (count < 0) return null;
                const list = newList(count);
                let k = 0;
                eachItem(text, span, false, (item) => {
                    list[k++] = \(element)(text, item);
                    return true;
                });
                return list;
            }
            """
        }
        return """
        /** The map at `span` (an object without prototype), or null when it or one of its values is not a value of the type. */
        function \(converterName(type))(text, span) {
            const map = Object.create(null);
            let key = null;
            const count = eachItem(text, span, true, (item) => {
                if (key === null) {
                    key = payloadString(text, item);
                    return key !== null;
                }
                const element = \(element)(text, item);
                if (element === null) return false;
                map[key] = element;
                key = null;
                return true;
            });
            return count < 0 ? null : map;
        }
        """
    }
}
