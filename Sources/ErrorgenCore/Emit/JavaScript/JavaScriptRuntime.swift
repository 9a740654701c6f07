/// Hand-written JS helpers the generated modules call, emitted once per module (only those it uses).
/// They are plain function declarations, so the code above them can call them.
enum JavaScriptRuntime {
    /// The reader of an enum-shaped error's message, `name(label: value, ...)` as Swift prints the case.
    /// It scans once, left to right: every step consumes text or returns, so it ends on any input; it never throws.
    static let payloadParser = #"""
    /**
     * Reads the values of `name(label: value, ...)`, a case as Swift prints it, into a Map from each label
     * to its value: a string for a Swift string literal, `{ bare: text }` for any other value. Gives an
     * empty Map when `text` is not exactly in that form. Never throws.
     */
    function payloadOf(text, name) {
        if (!text.startsWith(name + "(")) return new Map();
        const values = new Map();
        let i = name.length + 1;
        for (;;) {
            const labelStart = i;
            while (i < text.length && /[A-Za-z0-9_]/.test(text[i])) i++;
            if (i === labelStart || !text.startsWith(": ", i)) return new Map();
            const label = text.slice(labelStart, i);
            i += 2;
            if (text[i] === '"') {
                const string = swiftString(text, i + 1);
                if (string === null) return new Map();
                values.set(label, string.value);
                i = string.end;
            } else {
                const valueStart = i;
                while (i < text.length && text[i] !== "," && text[i] !== ")") i++;
                if (i === valueStart) return new Map();
                values.set(label, { bare: text.slice(valueStart, i) });
            }
            if (i === text.length - 1 && text[i] === ")") return values;
            if (!text.startsWith(", ", i)) return new Map();
            i += 2;
        }
    }

    /**
     * Reads a Swift string literal's body, from `start` (after the opening quote) through the closing quote.
     * Escapes: \\ \" \' \t \n \r \0 \u{X...}. Gives null for anything else.
     */
    function swiftString(text, start) {
        let value = "";
        let i = start;
        while (i < text.length) {
            const c = text[i++];
            if (c === '"') return { value, end: i };
            if (c !== "\\") {
                value += c;
                continue;
            }
            const escaped = text[i++];
            switch (escaped) {
                case "\\": case '"': case "'": value += escaped; break;
                case "t": value += "\t"; break;
                case "n": value += "\n"; break;
                case "r": value += "\r"; break;
                case "0": value += "\0"; break;
                case "u": {
                    const close = text.indexOf("}", i);
                    const hex = close < 0 ? "" : text.slice(i + 1, close);
                    if (text[i] !== "{" || !/^[0-9A-Fa-f]{1,8}$/.test(hex)) return null;
                    const scalar = parseInt(hex, 16);
                    if (scalar > 0x10ffff || (scalar >= 0xd800 && scalar <= 0xdfff)) return null;
                    value += String.fromCodePoint(scalar);
                    i = close + 1;
                    break;
                }
                default: return null;
            }
        }
        return null;
    }
    """#

    /// Payload value converters: a value from `payloadOf`, or undefined, to the field's type, or null.
    static func payloadConverter(_ base: ValueType.Base) -> String {
        switch base {
        case .string: return #"""
            function payloadString(value) {
                return typeof value === "string" ? value : null;
            }
            """#
        case .int: return #"""
            function payloadInt(value) {
                return typeof value === "object" && /^-?[0-9]+$/.test(value.bare) ? Number(value.bare) : null;
            }
            """#
        case .double: return #"""
            function payloadDouble(value) {
                if (typeof value !== "object") return null;
                switch (value.bare) {
                    case "inf": return Infinity;
                    case "-inf": return -Infinity;
                    case "nan": case "-nan": case "snan": case "-snan": return NaN;
                }
                return /^-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.test(value.bare) ? Number(value.bare) : null;
            }
            """#
        case .bool: return #"""
            function payloadBool(value) {
                return typeof value === "object" && (value.bare === "true" || value.bare === "false") ? value.bare === "true" : null;
            }
            """#
        }
    }

    static func payloadConverterName(_ base: ValueType.Base) -> String { "payload" + base.rawValue }

    /// The reader of a struct-shaped error's stored fields.
    static let storedValue = #"""
    /**
     * A stored field's raw value: `error.userInfo[name]` when it is there (not null), else `error[name]`.
     * `error.code` holds the category's case name, so a field named `code` is read from `userInfo` only.
     */
    function storedValue(error, name) {
        const info = error.userInfo;
        if (info !== null && typeof info === "object" && Object.prototype.hasOwnProperty.call(info, name)) {
            const value = info[name];
            if (value !== undefined && value !== null) return value;
        }
        return name === "code" ? undefined : error[name];
    }
    """#

    /// Stored value converters: the value when it has the field's type, else `absent`.
    static func storedConverter(_ base: ValueType.Base) -> String {
        let test: String
        switch base {
        case .string: test = #"typeof value === "string""#
        case .int: test = #"typeof value === "number" && Number.isInteger(value)"#
        case .double: test = #"typeof value === "number""#
        case .bool: test = #"typeof value === "boolean""#
        }
        return """
            function \(storedConverterName(base))(value, absent) {
                return \(test) ? value : absent;
            }
            """
    }

    static func storedConverterName(_ base: ValueType.Base) -> String { "stored" + base.rawValue }

    /// Prints a helper's text, line by line, at the printer's current indentation.
    static func print(_ text: String, to p: CodePrinter) {
        p.blank()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            line.isEmpty ? p.blank() : p.line(String(line))
        }
    }
}
