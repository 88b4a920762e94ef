package io.fracjson.cli;

import picocli.CommandLine.Command;

/** {@code frac keys}: the global keys table's commands. */
@Command(name = "keys", mixinStandardHelpOptions = true, versionProvider = FracVersion.class,
        description = "Global keys tables: the keys documents refer to by index.",
        subcommands = KeysBuildCommand.class)
final class KeysCommand extends CommandGroup {
}
