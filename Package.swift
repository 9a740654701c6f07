// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "errorgen",
    products: [
        .executable(name: "errorgen", targets: ["errorgen"]),
        .executable(name: "errorgen-bench", targets: ["errorgen-bench"]),
        .library(name: "ErrorgenCore", targets: ["ErrorgenCore"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(name: "ErrorgenCore", dependencies: ["CYAML"]),
        .executableTarget(name: "errorgen", dependencies: ["ErrorgenCore"]),
        .executableTarget(name: "errorgen-bench", dependencies: ["ErrorgenCore", "CYAML"]),
        .testTarget(name: "ErrorgenCoreTests", dependencies: ["ErrorgenCore"]),
        // The committed generated Swift, compiled as a library and exercised by its own tests.
        .target(name: "GeneratedErrors", path: "Generated/Swift"),
        .testTarget(name: "GeneratedErrorsTests", dependencies: ["GeneratedErrors"], path: "Tests/GeneratedErrorsTests"),
    ],
    swiftLanguageModes: [.v6]
)
