import Foundation

/// What the upload service answered: the parts errorgen's inbound initializer reads.
public struct ServiceAnswer: Sendable {
    public var status: Int
    public var code: String?
    public var limit: Int?
    public var reason: String?

    public init(status: Int, code: String? = nil, limit: Int? = nil, reason: String? = nil) {
        self.status = status
        self.code = code
        self.limit = limit
        self.reason = reason
    }
}

/// A tiny client that turns service answers into the generated `UploadError`.
public struct Uploader: Sendable {
    public var isOnline: Bool

    public init(isOnline: Bool) {
        self.isOnline = isOnline
    }

    /// Throws `UploadError.offline` when offline, the mapped error for a failed answer.
    public func finish(with answer: ServiceAnswer) throws(UploadError) -> Int {
        guard isOnline else { throw .offline }
        guard (200..<300).contains(answer.status) else {
            throw UploadError(serverCode: answer.code, status: answer.status, limit: answer.limit, reason: answer.reason)
        }
        return answer.status
    }

    /// The bridge object a React Native module would send to JavaScript.
    public static func bridgeJSON(for error: UploadError) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(error.errorDetails), as: UTF8.self)
    }
}
