package io.fracjson.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code frac keys}: the global keys table's commands. */
@Command(name = "keys", mixinStandardHelpOptions = true, versionProvider = FracVersion.class,
        description = "Global keys tables: the keys documents refer to by index.",
        subcommands = KeysBuildCommand.class)
final class KeysCommand implements Runnable {
    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "a command is missing");
    }
}
