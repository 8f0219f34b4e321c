/// A subcommand of `tabnav-sim`: its declaration and what runs it with the arguments after its name.
struct Subcommand: Sendable {
    /// The declaration: name, options, positional argument, help.
    let spec: CommandSpec
    /// Parses the arguments after the subcommand's name and runs it.
    /// - Returns: The exit status.
    let run: @Sendable ([String]) throws -> Int32

    init(_ spec: CommandSpec, run: @escaping @Sendable ([String]) throws -> Int32) {
        self.spec = spec
        self.run = run
    }

    /// The name the command line gives it.
    var name: String { spec.name ?? "" }
}
