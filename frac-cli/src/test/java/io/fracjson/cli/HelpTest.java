package io.fracjson.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every command and subcommand answers --help with its usage, and frac --version with the project's version. */
class HelpTest {

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
}
