package io.fracjson.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code frac dict}: the zstd dictionary's commands. */
@Command(name = "dict", mixinStandardHelpOptions = true, versionProvider = FracVersion.class,
        description = "zstd dictionaries, which make small compressed documents smaller.",
        subcommands = DictTrainCommand.class)
final class DictCommand implements Runnable {
    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "a command is missing");
    }
}
