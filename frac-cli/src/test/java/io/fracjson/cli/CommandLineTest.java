package io.fracjson.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The command line itself, in process: every command and subcommand answers --help with its usage,
 * frac --version with the project's version, and a usage error with status 2, one line and a
 * pointer to --help.
 */
class CommandLineTest {

    private static String run(String... args) {
        StringWriter out = new StringWriter();
        CommandLine commandLine = Frac.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        assertEquals(0, commandLine.execute(args), String.join(" ", args));
        return out.toString();
    }

    /** Every command of the tree, as the words that name it ("keys build"). */
    private static List<List<String>> commands(CommandLine commandLine, List<String> path) {
        List<List<String>> commands = new ArrayList<>(List.of(path));
        commandLine.getSubcommands().forEach((name, sub) -> {
            List<String> subPath = new ArrayList<>(path);
            subPath.add(name);
            commands.addAll(commands(sub, subPath));
        });
        return commands;
    }

    @Test
    void everyCommandHasHelp() {
        List<List<String>> commands = commands(Frac.commandLine(), List.of());
        assertEquals(10, commands.size(), commands.toString()); // frac, 7 commands, keys build, dict train
        for (List<String> command : commands) {
            List<String> args = new ArrayList<>(command);
            args.add("--help");
            String help = run(args.toArray(String[]::new));
            String usage = "Usage: " + String.join(" ", List.of("frac", String.join(" ", command))).strip() + " ";
            assertTrue(help.startsWith(usage), usage + " in " + help);
        }
    }

    @Test
    void theVersionIsTheProjects() {
        String version = run("--version");
        assertTrue(version.startsWith("frac " + FracVersion.projectVersion() + "\n"), version);
        assertTrue(!FracVersion.projectVersion().contains("${"), "the build filled it in: " + version);
    }

    @Test
    void usageErrorsExitWithTwoAndPointToHelp() {
        for (List<String> args : List.<List<String>>of(List.of("decode", "--bogus"), List.of(), List.of("keys"),
                List.of("keys", "build", "x.json"), List.of("decode", "--max-string-bytes", "lots"),
                List.of("decode", "--max-depth", "-1"), List.of("decode", "--max-decompression-ratio", "0"),
                List.of("keys", "build", "x.json", "-o", "t.keys", "--cutoff", "-2"),
                List.of("encode", "--inexact-numbers", "round"), List.of("encode", "--level", "99"),
                List.of("encode", "--dict", "d.dict"))) {
            StringWriter err = new StringWriter();
            CommandLine commandLine = Frac.commandLine();
            commandLine.setErr(new PrintWriter(err, true));
            assertEquals(2, commandLine.execute(args.toArray(String[]::new)), args + ": " + err);
            List<String> lines = err.toString().lines().toList();
            assertEquals(2, lines.size(), args + ": " + err);
            assertTrue(lines.get(0).startsWith(("frac " + String.join(" ", args.stream()
                    .takeWhile(arg -> !arg.startsWith("-") && !arg.contains(".")).toList())).strip() + ": "), args + ": " + err);
            assertTrue(lines.get(1).endsWith("--help' for more information."), args + ": " + err);
        }
    }

    @Test
    void enumValuesAreTakenInAnyCase() {
        StringWriter err = new StringWriter();
        CommandLine commandLine = Frac.commandLine();
        commandLine.setErr(new PrintWriter(err, true));
        // Parsed, then the missing input file fails: status 1, not a usage error.
        assertEquals(1, commandLine.execute("encode", "--inexact-numbers", "float64", "no-such-file.json", "-o",
                "-"), err.toString());
        assertEquals("frac encode: no-such-file.json: no such file\n", err.toString());
    }
}
