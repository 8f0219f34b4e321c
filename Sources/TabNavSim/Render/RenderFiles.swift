#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the render's output files: directories made as needed, each file written whole.
enum RenderFiles {
    /// Whether something other than a directory is at `path`.
    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFDIR
    }

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

    /// Removes the pictures that an earlier, longer render left in `directory`: the files named
    /// `picture-N.svg` (as ``RenderPage/pictureName(_:)`` names them) with N above `count`. Nothing else is touched.
    /// - Parameters:
    ///   - directory: The render's `DIR/svg`.
    ///   - count: The number of pictures this render writes.
    /// - Throws: ``SimError/usage(_:help:)`` naming a stale picture that cannot be removed.
    static func removeStalePictures(in directory: String, keeping count: Int) throws(SimError) {
        guard let dir = opendir(directory) else { return }
        var stale: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let number = pictureNumber(name), number > count { stale.append(name) }
        }
        closedir(dir)
        for name in stale {
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            if unlink(path) != 0 && errno != ENOENT {
                throw .usage("cannot remove the old picture '\(path)': \(String(cString: strerror(errno)))")
            }
        }
    }

    /// N for a name `picture-N.svg` as the render writes it (N from 1, no sign or leading zero), else `nil`.
    static func pictureNumber(_ name: String) -> Int? {
        guard name.hasPrefix("picture-"), name.hasSuffix(".svg") else { return nil }
        let digits = name.dropFirst("picture-".count).dropLast(".svg".count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.first != "0",
            let number = Int(digits), RenderPage.pictureName(number - 1) == name
        else { return nil }
        return number
    }
}
