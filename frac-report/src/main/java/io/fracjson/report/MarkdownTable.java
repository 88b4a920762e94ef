package io.fracjson.report;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** A Markdown table, its columns padded so it also reads well in a terminal. */
final class MarkdownTable {
    private final List<List<String>> rows = new ArrayList<>();

    MarkdownTable(List<String> header) {
        rows.add(header);
    }

    void addRow(List<String> cells) {
        if (cells.size() != rows.get(0).size()) {
            throw new IllegalArgumentException("Expected " + rows.get(0).size() + " cells: " + cells);
        }
        rows.add(cells);
    }

    void print(PrintWriter out) {
        int[] widths = new int[rows.get(0).size()];
        for (List<String> row : rows) {
            for (int column = 0; column < widths.length; column++) {
                widths[column] = Math.max(widths[column], Math.max(3, row.get(column).length()));
            }
        }
        printRow(out, rows.get(0), widths);
        List<String> rule = new ArrayList<>();
        for (int width : widths) {
            rule.add("-".repeat(width));
        }
        printRow(out, rule, widths);
        for (List<String> row : rows.subList(1, rows.size())) {
            printRow(out, row, widths);
        }
        out.println();
    }

    private static void printRow(PrintWriter out, List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder("|");
        for (int column = 0; column < widths.length; column++) {
            String cell = cells.get(column);
            line.append(' ').append(cell).append(" ".repeat(widths[column] - cell.length())).append(" |");
        }
        out.println(line);
    }
}
