// The client side of the probe: each function takes one field of a result and drops the rest, as
// `state.reduce(event).outcome` does. The script reads how each destroys what it drops.
import ProbeLibrary

@inline(never)
func dropOneScreen(_ n: Int) -> Int { Maker<String>().one("home", n).outcome }

@inline(never)
func dropTwoCommands(_ n: Int) -> Int { Maker<String>().two("home", n).outcome }

print(dropOneScreen(CommandLine.arguments.count) &+ dropTwoCommands(CommandLine.arguments.count))
