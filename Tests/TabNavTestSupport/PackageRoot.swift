import Foundation

/// The package's root folder, found from this file's path: for the tests that read the docs and examples.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
