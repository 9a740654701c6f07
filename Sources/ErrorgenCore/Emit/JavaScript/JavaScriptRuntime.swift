/// Hand-written JS helpers the generated modules call, emitted once per module (only those it uses).
/// They are plain function declarations, so the code above them can call them.
///
/// Every helper is total: it never throws, runs no getter, and reads own data properties only, so hostile
/// inputs (throwing getters, Proxies with throwing traps, revoked Proxies, objects from another realm,
/// `Object.prototype` pollution, symbols, BigInts, functions) give null or absent values instead of an error.
enum JavaScriptRuntime {
    /// The one safe property read. A Proxy's `getOwnPropertyDescriptor` trap may run (inside `try`); a getter never does.
    /// The built-ins the safe reads use are taken when the module loads: a throwing Proxy trap is told apart from a
    /// built-in replaced later by one that throws (that one would otherwise read as an absent value, and give a
    /// partial answer instead of the right one).
    static let ownValue = #"""
    /** The built-ins `ownValue`, `ownList` and `ownMap` call, as they were when the module loaded. */
    const ownDescriptor = Object.getOwnPropertyDescriptor;
    const isArrayValue = Array.isArray;
    const ownKeys = Object.keys;

    /**
     * The value of `object`'s own data property `key`, or undefined: undefined for a non-object, an inherited or
     * missing property, an accessor (its getter is never called), and anything that throws (a Proxy's trap, a
     * revoked Proxy). The descriptor is itself read with getOwnPropertyDescriptor, so a polluted
     * `Object.prototype.value` cannot stand in for a missing value. Never throws.
     */
    function ownValue(object, key) {
        if (object === null || typeof object !== "object") return undefined;
        try {
            const property = ownDescriptor(object, key);
            if (property === undefined) return undefined;
            const data = ownDescriptor(property, "value");
            return data === undefined ? undefined : data.value;
        } catch (ignored) {
            return undefined;
        }
    }
    """#

    /// Arrays the helpers build: elements that are the array's own from the start, so that storing one never
    /// looks up the prototype chain (an index setter on `Object.prototype` or `Array.prototype` would run).
    static let newList = """
    /**
     * An array of `length` own elements, each undefined, made without `new Array` (holes), `push` or `map`: storing an
     * element then replaces an own property, so an index accessor someone put on `Object.prototype` or
     * `Array.prototype` never runs, and a replaced `Array.prototype.constructor` (species) is never called.
     */
    function newList(length) {
        return Array.from({ __proto__: null, length: length });
    }
    """

    /// Whether the error says it is of another NSError domain: its own `domain`, or its `userInfo`'s marker.
    static let ofOtherDomain = """
    /**
     * Whether `error` says it is of another NSError domain than `domain`: its own `domain` (React Native on iOS
     * copies the NSError's there; "RCTErrorDomain", which it writes for a rejection without an NSError, says
     * nothing) or its `userInfo[\(marker)]` (the generated native rejections write it) is another string.
     * An error that says neither (a plain `{code, message}`) is not of another domain. With `domainIsField` (a
     * bridge or stored field is named `domain`, so `error.domain` may be that field) only `userInfo` says it. Never throws.
     */
    function ofOtherDomain(error, domain, domainIsField) {
        const own = domainIsField ? undefined : ownValue(error, "domain");
        if (typeof own === "string" && own !== domain && own !== "RCTErrorDomain") return true;
        const marked = ownValue(ownValue(error, "userInfo"), \(marker));
        return typeof marked === "string" && marked !== domain;
    }
    """

    private static let marker = JavaScriptLanguage.stringLiteral(BridgeDomainMarker.key)

    /// `errorDetails`' first check, in both shapes: a case name of the type, and no sign of another domain.
    /// `domainIsField`: a field named `domain` may be what `error.domain` holds (`ofOtherDomain`).
    static func caseGuard(domain: String, domainIsField: Bool) -> String {
        "if (!isCaseName(caseName) || ofOtherDomain(error, " + JavaScriptLanguage.stringLiteral(domain)
            + (domainIsField ? ", true" : "") + ")) return null;"
    }

    /// Enum shape: the text the payload values are read from.
    /// Struct shape: whether a span the message scanner found is exactly the category's case name.
    static let spanIs = #"""
    /** Whether `span` (from `payloadOf`) of `text` is exactly `value`. */
    function spanIs(text, span, value) {
        return span !== null && span.end - span.start === value.length && text.startsWith(value, span.start);
    }
    """#

    static let messageText = #"""
    /**
     * The case as Swift prints it: `userInfo[key]` when it is a string (the native side puts the description
     * there), else `error.message` when it is a string, else "".
     */
    function messageText(error, info, key) {
        const held = key === null ? undefined : ownValue(info, key);
        if (typeof held === "string") return held;
        const message = ownValue(error, "message");
        return typeof message === "string" ? message : "";
    }
    """#

    /// The JS test that `value` is a value of `base` that both languages share: any string, a Boolean, a safe
    /// integer for Int (JSON numbers past 2^53 are not exact), a finite number for Double (JSON has no others).
    static func valueTest(_ base: ValueType.Base) -> String {
        switch base {
        case .string: return #"typeof value === "string""#
        case .int: return #"typeof value === "number" && Number.isSafeInteger(value)"#
        case .double: return #"typeof value === "number" && Number.isFinite(value)"#
        case .bool: return #"typeof value === "boolean""#
        }
    }

    /// A derived value from `userInfo`, or undefined when it does not hold one. A null there is `whenNull`
    /// (`heldNullAnswer`).
    static func heldReader(_ type: ValueType) -> String {
        guard type.container != nil else {
            return """
            /** `info[key]` when it is a value of the type, `whenNull` for null, else undefined: not held. */
            function \(heldReaderName(type))(info, key, whenNull) {
                const value = ownValue(info, key);
                if (value === null) return whenNull;
                return \(valueTest(type.base)) ? value : undefined;
            }
            """
        }
        return """
        /** A copy of `info[key]` when it is a \(JavaScriptContainers.noun(type)), `whenNull` for null, else undefined: not held. */
        function \(heldReaderName(type))(info, key, whenNull) {
            const value = ownValue(info, key);
            if (value === null) return whenNull;
            return \(JavaScriptContainers.read(type, "value"));
        }
        """
    }

    /// What a held null answers for a property of `type`. The native side sends every bridge field, with null for
    /// nil and for a number JSON cannot carry (an Int beyond ±(2^53 − 1), a non-finite Double). So for an optional
    /// it is nil: `null`. For a non-optional Int or Double it is such a number, which is not computed again from the
    /// fields (a `??` rule would take its fallback where Swift had the number): `null` in the enum shape, whose
    /// `.d.ts` type says `| null`, and the zero value `0` in the struct shape, as for a stored field. A value that no
    /// case reads from the fields (constants, `.infinity` among them) is computed again, exactly, and so is any
    /// other type, which the native side never sends as null: `undefined`.
    static func heldNullAnswer(_ property: PlanProperty, isStruct: Bool) -> String {
        let type = property.type
        if type.isOptional { return "null" }
        guard type.container == nil, type.enumName == nil, type.base == .int || type.base == .double,
              TypeScriptFieldTypes.readsFields(property) else { return "undefined" }
        return isStruct ? "0" : "null"
    }

    /// `heldString`, `heldListOfInt`, `heldMapOfBool`.
    static func heldReaderName(_ type: ValueType) -> String { "held" + JavaScriptContainers.typeName(type) }

    /// The reader of a struct-shaped error's stored fields.
    static let storedValue = #"""
    /**
     * A stored field's raw value: own `error.userInfo[name]` when it is there, else own `error[name]`. For an
     * optional field a null in `userInfo` is the native side's nil and is kept: React Native makes up
     * `error.message` when the native side gives none, which must not stand in for a nil `message`.
     * `error.code` holds the category's case name, so a field named `code` is read from `userInfo` only.
     */
    function storedValue(error, name, optional) {
        const value = ownValue(ownValue(error, "userInfo"), name);
        if (value !== undefined && (value !== null || optional)) return value;
        return name === "code" ? undefined : ownValue(error, name);
    }
    """#

    /// Stored value converters: the value when it has the field's type (a copy of a list or map), else `absent`.
    static func storedConverter(_ type: ValueType) -> String {
        guard type.container != nil else {
            return """
            function \(storedConverterName(type))(value, absent) {
                return \(valueTest(type.base)) ? value : absent;
            }
            """
        }
        return """
        function \(storedConverterName(type))(value, absent) {
            const copy = \(JavaScriptContainers.read(type, "value"));
            return copy === undefined ? absent : copy;
        }
        """
    }

    /// `storedString`, `storedListOfInt`, `storedMapOfBool`.
    static func storedConverterName(_ type: ValueType) -> String { "stored" + JavaScriptContainers.typeName(type) }

    /// The value types in the order their helpers are printed: the scalars, then lists, then maps.
    static let typeOrder: [ValueType] = ValueType.Base.allCases.map { ValueType($0) }
        + ValueType.Base.allCases.map { ValueType($0, container: .list) }
        + ValueType.Base.allCases.map { ValueType($0, container: .map) }

    /// Prints a helper's text, line by line, at the printer's current indentation.
    static func print(_ text: String, to p: CodePrinter) {
        p.block(text)
    }
}
