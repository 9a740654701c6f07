import Foundation
import Testing
import UploadKit

@Suite struct UploadKitTests {
    @Test func offlineIsThrownAndRetryable() {
        #expect(throws: UploadError.offline) { try Uploader(isOnline: false).finish(with: ServiceAnswer(status: 200)) }
        #expect(UploadError.offline.retryable)
        #expect(UploadError.offline.serverCode == nil)
    }

    @Test func serviceAnswersMapToCases() {
        let uploader = Uploader(isOnline: true)
        #expect(throws: UploadError.tooLarge(limit: 1_000)) {
            try uploader.finish(with: ServiceAnswer(status: 413, code: "too_large", limit: 1_000))
        }
        #expect(throws: UploadError.rejected(reason: "nudity")) {
            try uploader.finish(with: ServiceAnswer(status: 422, code: "content_refused", reason: "nudity"))
        }
        #expect(throws: UploadError.rejected(reason: "The service gave no reason (HTTP 422).")) {
            try uploader.finish(with: ServiceAnswer(status: 422, code: "rejected"))
        }
        #expect(throws: UploadError.service(status: 503)) {
            try uploader.finish(with: ServiceAnswer(status: 503, code: "unknown"))
        }
        #expect(throws: UploadError.service(status: 500)) { try uploader.finish(with: ServiceAnswer(status: 500)) }
        #expect((try? uploader.finish(with: ServiceAnswer(status: 201))) == 201)
    }

    @Test func switchingOverTheGeneratedEnum() {
        func advice(_ error: UploadError) -> String {
            switch error {
            case .offline: return "wait"
            case .tooLarge(let limit): return "shrink below \(limit)"
            case .rejected(let reason): return reason
            case .service(let status) where status >= 500: return "retry"
            case .service: return "give up"
            }
        }
        #expect(advice(.tooLarge(limit: 5)) == "shrink below 5")
        #expect(advice(.service(status: 502)) == "retry")
        #expect(advice(.service(status: 404)) == "give up")
    }

    @Test func retryableFollowsTheRule() {
        for (status, expected) in [(408, true), (499, false), (500, true), (599, true), (600, false)] {
            #expect(UploadError.service(status: status).retryable == expected, "status \(status)")
        }
        #expect(!UploadError.tooLarge(limit: 1).retryable)
    }

    @Test func bridgeDetailsEncodeForReactNative() throws {
        #expect(try Uploader.bridgeJSON(for: .rejected(reason: "say \"hi\"")) ==
            #"{"code":"rejected","message":"rejected(reason: \"say \\\"hi\\\"\")","retryable":false,"serverCode":"rejected"}"#)
        #expect(try Uploader.bridgeJSON(for: .offline) ==
            #"{"code":"offline","message":"offline","retryable":true,"serverCode":null}"#)
    }

    @Test func bridgesToNSError() {
        let error = UploadError.tooLarge(limit: 10) as NSError
        #expect(error.domain == "UploadError")
        #expect(error.userInfo["code"] as? String == "tooLarge")
        #expect(error.userInfo["serverCode"] as? String == "too_large")
        #expect(UploadError.tooLarge(limit: 10).errorCode == UploadError.tooLarge(limit: 99).errorCode)
        #expect(UploadError.tooLarge(limit: 10).errorCode != UploadError.offline.errorCode)
    }
}

@Suite struct UploadModuleTests {
    /// The values React Native's reject block receives: what Tests/JS/UploadKitPackage.test.mjs hands `errorDetails`.
    @Test func rejectsWithTheGeneratedRejection() throws {
        var received: (code: String?, message: String?, error: NSError?)?
        UploadModule.finish(ServiceAnswer(status: 413, code: "too_large", limit: 1_000), with: Uploader(isOnline: true),
                            resolve: { _ in Issue.record("resolved a failed upload") },
                            reject: { received = ($0, $1, $2 as NSError?) })
        let rejection = try #require(received)
        #expect(rejection.code == "tooLarge")
        #expect(rejection.message == "tooLarge(limit: 1000)")
        let error = try #require(rejection.error)
        #expect(error.domain == "UploadError")
        let userInfo = try JSONSerialization.data(withJSONObject: error.userInfo, options: [.sortedKeys])
        #expect(String(decoding: userInfo, as: UTF8.self)
            == #"{"@errorDomain":"UploadError","code":"tooLarge","message":"tooLarge(limit: 1000)","retryable":false,"serverCode":"too_large"}"#)

        var resolved: Int?
        UploadModule.finish(ServiceAnswer(status: 201), with: Uploader(isOnline: true), resolve: { resolved = $0 },
                            reject: { _, _, _ in Issue.record("rejected a finished upload") })
        #expect(resolved == 201)
    }

    @Test func offlineRejectsWithNullForTheMissingServerCode() throws {
        var userInfo: [String: Any] = [:]
        UploadModule.finish(ServiceAnswer(status: 200), with: Uploader(isOnline: false), resolve: { _ in },
                            reject: { userInfo = ($2 as NSError?)?.userInfo ?? [:] })
        #expect(userInfo["serverCode"] is NSNull)
        #expect(userInfo["retryable"] as? Bool == true)
    }
}
