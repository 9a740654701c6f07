import Foundation

/// React Native's `RCTPromiseRejectBlock`, spelled out: this package does not import React Native.
public typealias PromiseRejectBlock = (String?, String?, (any Error)?) -> Void

/// What UploadKit's React Native module does with a result: resolve, or reject with the generated rejection, so that
/// `errorDetails(error)` from `@uploadkit/errors` sees `code`, `message` and `userInfo` exactly as Swift has them.
public enum UploadModule {
    public static func finish(_ answer: ServiceAnswer, with uploader: Uploader, resolve: (Int) -> Void,
                              reject: PromiseRejectBlock) {
        do {
            resolve(try uploader.finish(with: answer))
        } catch {
            let rejection = error.reactNativeRejection
            reject(rejection.code, rejection.message, rejection.error)
        }
    }
}
