package io.fracjson.cli;

import picocli.CommandLine.Command;

/** {@code frac dict}: the zstd dictionary's commands. */
@Command(name = "dict", mixinStandardHelpOptions = true, versionProvider = FracVersion.class,
        description = "zstd dictionaries, which make small compressed documents smaller.",
        subcommands = DictTrainCommand.class)
final class DictCommand extends CommandGroup {
}
