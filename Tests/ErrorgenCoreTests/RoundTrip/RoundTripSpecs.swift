@testable import ErrorgenCore

/// The error types the bridge round trip draws values of: the two example specs, and one spec per shape with a
/// payload or stored field of every type (String, Int, Double, Bool, lists and maps of them, each optional too), read by properties
/// directly and through rules.
enum RoundTripSpecs {
    static let everyTypeEnum = #"""
        name: EveryTypeError
        shape: enum
        cases:
          - name: plain
          - name: texts
            payload:
              - {name: text, type: String}
              - {name: maybeText, type: String?}
            codes: [texts]
          - name: numbers
            payload:
              - {name: count, type: Int}
              - {name: maybeCount, type: Int?}
              - {name: ratio, type: Double}
              - {name: maybeRatio, type: Double?}
          - name: flags
            payload:
              - {name: flag, type: Bool}
              - {name: maybeFlag, type: Bool?}
          - name: mixed
            payload:
              - {name: note, type: String}
              - {name: status, type: Int}
              - {name: weight, type: Double?}
              - {name: final, type: Bool}
            codes: [mixed, mixed_alias]
          - name: collections
            payload:
              - {name: names, type: "[String]"}
              - {name: counts, type: "[Int]?"}
              - {name: weights, type: "[String: Double]"}
              - {name: switches, type: "[String: Bool]?"}
        properties:
          - name: textValue
            type: String?
            default: null
            values: {texts: {field: text}, mixed: {field: note}}
          - name: maybeTextValue
            type: String?
            default: null
            values: {texts: {field: maybeText}}
          - name: countValue
            type: Int?
            default: null
            values: {numbers: {field: count}, mixed: {field: status}}
          - name: maybeCountValue
            type: Int?
            default: null
            values: {numbers: {field: maybeCount}}
          - name: ratioValue
            type: Double?
            default: null
            values: {numbers: {field: ratio}, mixed: {field: weight}}
          - name: maybeRatioValue
            type: Double?
            default: null
            values: {numbers: {rule: "maybeRatio"}}
          - name: flagValue
            type: Bool?
            default: null
            values: {flags: {field: flag}, mixed: {field: final}}
          - name: maybeFlagValue
            type: Bool?
            default: null
            values: {flags: {field: maybeFlag}}
          - name: retryable
            type: Bool
            default: false
            values:
              plain: true
              texts: {rule: "text == \"retry\" or maybeText != null"}
              numbers: {rule: "count in 500...599 or maybeCount == 408 or (ratio > 0.5 and not (maybeRatio == null))"}
              flags: {rule: "flag or maybeFlag == true"}
              mixed: {rule: "status >= 500 and final and weight != 2.5 and note in [\"a\", \"b\"]"}
          - name: serverCode
            type: String?
            default: {code: primary}
        """#

    static let everyTypeStruct = #"""
        name: EveryTypeRecord
        shape: struct
        category: {type: RecordCategory, codeField: code}
        fields:
          - {name: code, type: String?}
          - {name: message, type: String}
          - {name: count, type: Int}
          - {name: maybeCount, type: Int?}
          - {name: ratio, type: Double}
          - {name: maybeRatio, type: Double?}
          - {name: flag, type: Bool}
          - {name: maybeFlag, type: Bool?}
          - {name: tags, type: "[String]"}
          - {name: maybeRatios, type: "[Double]?"}
          - {name: limits, type: "[String: Int]"}
        cases:
          - name: client
            codes: [bad_request]
          - name: server
          - name: limited
            codes: [rate_limited]
        properties:
          - name: retryable
            type: Bool
            default: false
            values:
              server: {rule: "count in 500...599 or flag"}
              limited: {rule: "code == \"rate_limited\" and (maybeCount == null or maybeCount < 60) and maybeFlag != false"}
          - name: weight
            type: Double?
            default: null
            values: {client: {field: maybeRatio}, server: {rule: "ratio"}}
        bridge:
          - {name: category, value: case}
          - code
          - message
          - count
          - maybeCount
          - ratio
          - maybeRatio
          - flag
          - maybeFlag
          - tags
          - maybeRatios
          - limits
          - retryable
          - weight
        """#

    /// Every spec, compiled.
    static func all() throws -> [Spec] {
        var texts = [("Specs/EveryTypeError.yaml", everyTypeEnum), ("Specs/EveryTypeRecord.yaml", everyTypeStruct)]
        for name in ["PoolError", "JanuaryError"] {
            texts.append(("Specs/\(name).yaml", try String(contentsOfFile: specsFolder + "/\(name).yaml", encoding: .utf8)))
        }
        // The real catalogs (integer codes, per-code values, conditional values, number formats) and UploadKit.
        for name in CatalogTests.names {
            texts.append(("Examples/Catalogs/\(name).yaml",
                          try String(contentsOfFile: CatalogTests.folder + "/\(name).yaml", encoding: .utf8)))
        }
        let upload = "Examples/UploadKit/Specs/UploadError.yaml"
        texts.append((upload, try String(contentsOfFile: repositoryRoot + "/" + upload, encoding: .utf8)))
        return try texts.map { path, text in
            let result = SpecPipeline.compile(bytes: Array(text.utf8), path: path)
            guard let spec = result.spec else {
                throw RoundTripError(message: "\(path): " + result.diagnostics.map(\.description).joined(separator: "\n"))
            }
            return spec
        }
    }
}

struct RoundTripError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
