#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the render's output files: directories made as needed, each file written whole.
enum RenderFiles {
    /// Makes a directory and its parents; an existing directory is fine.
    /// - Throws: ``SimError/usage(_:help:)`` naming the directory when it cannot be made.
    static func makeDirectory(_ path: String) throws(SimError) {
        var partial = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            partial += part
            if mkdir(partial, 0o755) != 0 && errno != EEXIST {
                throw .usage("cannot make directory '\(partial)': \(String(cString: strerror(errno)))")
            }
            partial += "/"
        }
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw .usage("'\(path)' is not a directory")
        }
    }

    /// Writes `text` to the file at `path`, replacing it.
    /// - Throws: ``SimError/usage(_:help:)`` naming the file when it cannot be written.
    static func write(_ text: String, to path: String) throws(SimError) {
        guard let file = fopen(path, "wb") else {
            throw .usage("cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        var bytes = Array(text.utf8)
        let written = bytes.withUnsafeMutableBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else { throw .usage("cannot write '\(path)'") }
        bytes.removeAll()
    }
}
