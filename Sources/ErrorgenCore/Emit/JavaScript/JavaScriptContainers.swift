/// Lists and maps in JavaScript: how `errorDetails` reads them from `userInfo` (or a stored field) without
/// trusting the value: `ownList` and `ownMap` copy an array or a plain object whose own data elements all have the
/// element type, and give undefined for anything else. Like every runtime helper they never throw and run no
/// getter; a Proxy's traps run inside `try`. A map is copied into an object without prototype, so any key
/// (`__proto__` too) is an ordinary key.
enum JavaScriptContainers {
    /// The most elements a list or map read from `userInfo` may have: more reads as no value.
    static let elementLimit = 1_048_576

    /// `String`, `ListOfInt`, `MapOfBool`: the suffix of a type's helper names.
    static func typeName(_ type: ValueType) -> String {
        switch type.container {
        case nil: return type.base.rawValue
        case .list?: return "ListOf" + type.base.rawValue
        case .map?: return "MapOf" + type.base.rawValue
        }
    }

    /// "list of strings" for a doc comment.
    static func noun(_ type: ValueType) -> String {
        let element: String
        switch type.base {
        case .string: element = "strings"
        case .int: element = "safe integers"
        case .double: element = "finite numbers"
        case .bool: element = "Booleans"
        }
        return (type.container == .map ? "map of " : "list of ") + element
    }

    /// The JS expression that copies `value` when it is a list or map of `type`'s elements, else gives undefined.
    static func read(_ type: ValueType, _ value: String) -> String {
        let test = JavaScriptRuntime.valueTest(type.base).replacing("value", with: "element")
        return (type.container == .map ? "ownMap(" : "ownList(") + value + ", (element) => " + test + ")"
    }

    static let ownList = """
    /**
     * A copy of `value` when it is an array (of any realm) of at most \(elementLimit) elements that are all own data
     * properties passing `isElement`, else undefined: a hole, an accessor (its getter is never called), a wrong
     * element or a throwing Proxy trap make the whole list undefined. Never throws.
     */
    function ownList(value, isElement) {
        try {
            if (!isArrayValue(value)) return undefined;
        } catch (ignored) {
            return undefined;
        }
        const length = ownValue(value, "length");
        if (typeof length !== "number" || !Number.isSafeInteger(length) || length < 0 || length > \(elementLimit)) return undefined;
        // Each element is read once (a Proxy could answer differently the next time), into a list whose elements are
        // its own from the start (`newList`).
        const list = newList(length);
        for (let i = 0; i < length; i++) {
            const element = ownValue(value, String(i));
            if (!isElement(element)) return undefined;
            list[i] = element;
        }
        return list;
    }
    """

    static let ownMap = """
    /**
     * A copy, in an object without prototype, of `value` when it is a non-array object whose own enumerable string
     * keys (at most \(elementLimit)) all hold own data properties passing `isElement`, else undefined: an
     * accessor (its getter is never called), a wrong element or a throwing Proxy trap make the whole map
     * undefined. Never throws.
     */
    function ownMap(value, isElement) {
        if (value === null || typeof value !== "object") return undefined;
        let keys;
        try {
            if (isArrayValue(value)) return undefined;
            keys = ownKeys(value);
        } catch (ignored) {
            return undefined;
        }
        if (keys.length > \(elementLimit)) return undefined;
        const map = Object.create(null);
        for (let i = 0; i < keys.length; i++) {
            const element = ownValue(value, keys[i]);
            if (!isElement(element)) return undefined;
            map[keys[i]] = element;
        }
        return map;
    }
    """

    /// The `ownList` / `ownMap` helpers the `types` need, in a fixed order.
    static func helpers(for types: Set<ValueType>) -> [String] {
        (types.contains { $0.container == .list } ? [ownList] : []) + (types.contains { $0.container == .map } ? [ownMap] : [])
    }
}
