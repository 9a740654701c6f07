import Testing
@testable import ErrorgenCore

@Suite struct PathResolverTests {
    let resolver = PathResolver(currentDirectory: "/work/proj")

    @Test func showsPathsUnderTheCurrentFolderRelativeToIt() {
        #expect(resolver.display("Specs/A.yaml") == "Specs/A.yaml")
        #expect(resolver.display("./Specs//A.yaml") == "Specs/A.yaml")
        #expect(resolver.display("/work/proj/Specs/A.yaml") == "Specs/A.yaml")
        #expect(resolver.display("../proj/Specs/") == "Specs")
        #expect(resolver.display("/work/proj") == ".")
        #expect(resolver.display(".") == ".")
        #expect(resolver.display("Specs/../A.yaml") == "A.yaml")
    }

    @Test func showsOtherPathsAsGiven() {
        #expect(resolver.display("/etc/errorgen/A.yaml") == "/etc/errorgen/A.yaml")
        #expect(resolver.display("../other/Specs/A.yaml") == "../other/Specs/A.yaml")
        #expect(resolver.display("/work/project2/A.yaml") == "/work/project2/A.yaml")
        #expect(resolver.display("../../x") == "../../x")
    }

    @Test func fileSystemPathsKeepWhatWasGiven() {
        #expect(resolver.fileSystemPath("Specs/../A.yaml") == "/work/proj/Specs/../A.yaml")
        #expect(resolver.fileSystemPath("/abs") == "/abs")
        #expect(PathResolver(currentDirectory: "/").display("/Specs/A.yaml") == "Specs/A.yaml")
        #expect(PathResolver.normalize("/../a/./b/") == "/a/b")
        #expect(resolver.join("Specs/", "A.yaml") == "Specs/A.yaml")
    }
}
