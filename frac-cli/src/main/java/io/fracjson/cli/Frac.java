package io.fracjson.cli;

import io.fracjson.report.SizeReport;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code frac}: look inside, convert and prepare frac_json from the command line. Exit status 0
 * on success, 1 when an input or output fails (one line on stderr naming it), 2 for a usage error.
 */
@Command(name = "frac", mixinStandardHelpOptions = true, versionProvider = FracVersion.class,
        description = "Look inside, convert and prepare frac_json documents. FILE - is standard input or output.",
        subcommands = {
            DecodeCommand.class,
            EncodeCommand.class,
            InspectCommand.class,
            KeysCommand.class,
            DictCommand.class,
            FingerprintCommand.class,
            SizeReport.class
        })
public final class Frac extends CommandGroup {
    public static void main(String[] args) {
        int status;
        try {
            status = commandLine().execute(args);
        } catch (Throwable e) { // an Error, which picocli passes on: one line still, not a stack trace
            System.err.println("frac: unexpected " + OneLineErrors.oneLine(e.toString()));
            status = 1;
        }
        System.exit(status);
    }

    /** The command line with its subcommands, reporting failures as one line each. */
    static CommandLine commandLine() {
        return new CommandLine(new Frac())
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setExecutionExceptionHandler(new OneLineErrors())
                .setParameterExceptionHandler(new OneLineErrors());
    }
}
