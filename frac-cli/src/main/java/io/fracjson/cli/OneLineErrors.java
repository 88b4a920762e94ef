package io.fracjson.cli;

import io.fracjson.core.ZstdUnavailableException;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Every failure as one line on stderr, {@code frac COMMAND: message}, never a stack trace: exit
 * status 1 for a failed input or output, 2 for a usage error (with a pointer to --help). Standard
 * output closed by its reader ({@code frac decode x.frac | head}) is no failure: no message, and the
 * status of a process that SIGPIPE ended, as {@code cat} or {@code jq} in the same place report.
 */
final class OneLineErrors implements IExecutionExceptionHandler, IParameterExceptionHandler {
    /** 128 + SIGPIPE (13). */
    static final int PIPE_CLOSED = 141;

    @Override
    public int handleExecutionException(Exception e, CommandLine commandLine, ParseResult parseResult) {
        if (e instanceof WriteFailure w && w.pipeClosed()) {
            return PIPE_CLOSED;
        }
        report(commandLine, expected(e) ? e.getMessage() : "unexpected " + e.getClass().getName() + ": " + e.getMessage());
        return 1;
    }

    /**
     * A failure whose message is the whole story: the input's or the output's, or the environment's
     * (no zstd native library), which is not frac's fault and names what it needs.
     */
    private static boolean expected(Exception e) {
        return e instanceof Failure || e instanceof WriteFailure || e instanceof ZstdUnavailableException;
    }

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine commandLine = e.getCommandLine();
        report(commandLine, e.getMessage());
        commandLine.getErr().println("Try '" + commandLine.getCommandSpec().qualifiedName() + " --help' for more"
                + " information.");
        return commandLine.getCommandSpec().exitCodeOnInvalidInput();
    }

    private static void report(CommandLine commandLine, String message) {
        PrintWriter err = commandLine.getErr();
        err.println(commandLine.getCommandSpec().qualifiedName() + ": " + oneLine(message));
        err.flush();
    }

    /** A message that spans lines (as some of Jackson's do) on one. */
    static String oneLine(String message) {
        return String.valueOf(message).strip().replaceAll("\\s*\\R\\s*", " ");
    }
}
