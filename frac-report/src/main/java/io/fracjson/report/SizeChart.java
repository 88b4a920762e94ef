package io.fracjson.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import javax.imageio.ImageIO;

/**
 * The size report as a PNG: horizontal grouped bars, one group per corpus file, one bar per format,
 * in two panels (without compression, then with zstd, where each set of many small objects also
 * gets a group for zstd with a dictionary trained on its first half, measured on the other). Both
 * panels share one scale, so a bar's length
 * compares across them. Drawn with Java2D only, so the report needs no charting dependency.
 */
final class SizeChart {
    /**
     * The formats drawn, each with its colour: muted for the others, warm for frac json so its bars
     * stand out. Smile without back-references stays in the tables only: Smile with them is the
     * stronger baseline, and six bars a group is as many as stay readable.
     */
    private static final Map<Format, Color> COLOURS = new EnumMap<>(Map.of(
            Format.JSON, new Color(0x9E9E9E),
            Format.SMILE_SHARED, new Color(0x5B8DB8),
            Format.CBOR, new Color(0x6BAF92),
            Format.MSGPACK, new Color(0xA08CC4),
            Format.FRAC, new Color(0xF28E2B),
            Format.FRAC_GLOBAL_TABLE, new Color(0xD1342F)));
    /** In report order, as an EnumMap iterates. */
    private static final List<Format> CHARTED_FORMATS = List.copyOf(COLOURS.keySet());

    private static final int WIDTH = 1400;
    private static final int MARGIN = 24;
    /** Left of the plot area: room for the group labels. */
    private static final int PLOT_LEFT = 260;
    private static final int PLOT_RIGHT = WIDTH - MARGIN;
    private static final int HEADER_HEIGHT = 96;
    private static final int PANEL_TITLE_HEIGHT = 34;
    private static final int AXIS_HEIGHT = 56;
    private static final int BAR_HEIGHT = 13;
    private static final int BAR_GAP = 2;
    private static final int GROUP_PADDING = 7;
    /** Beyond the longest bar, room for its value label. */
    private static final double LABEL_ROOM = 1.08;

    private static final Color TEXT = new Color(0x222222);
    private static final Color DETAIL_TEXT = new Color(0x666666);
    private static final Color GRID = new Color(0xDDDDDD);
    private static final Color ALTERNATE_GROUP_BACKGROUND = new Color(0xF5F5F5);
    private static final Font TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 20);
    private static final Font PANEL_TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 16);
    private static final Font LABEL_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 13);
    private static final Font BOLD_LABEL_FONT = LABEL_FONT.deriveFont(Font.BOLD);
    private static final Font DETAIL_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    private static final Font VALUE_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    private static final Font BOLD_VALUE_FONT = VALUE_FONT.deriveFont(Font.BOLD);

    private record Bar(Format format, double percent) {}

    /** One file's bars; detail is the grey line under its name. */
    private record Group(String name, String detail, List<Bar> bars) {
        int height() {
            return bars.size() * (BAR_HEIGHT + BAR_GAP) - BAR_GAP + 2 * GROUP_PADDING;
        }
    }

    private record Panel(String title, List<Group> groups) {
        int height() {
            return PANEL_TITLE_HEIGHT + groups.stream().mapToInt(Group::height).sum() + AXIS_HEIGHT;
        }
    }

    private final Graphics2D graphics;
    /** The percentage at the right end of the plot area. */
    private final double axisMaximum;
    private final double tickStep;

    private SizeChart(Graphics2D graphics, double axisMaximum, double tickStep) {
        this.graphics = graphics;
        this.axisMaximum = axisMaximum;
        this.tickStep = tickStep;
    }

    /** @param data what was measured: the directory, or the inputs given */
    static void write(List<FileSizes> files, String data, Path png) throws IOException {
        List<Panel> panels = List.of(plainPanel(files), compressedPanel(files));
        double largest = panels.stream().flatMap(panel -> panel.groups().stream())
                .flatMap(group -> group.bars().stream()).mapToDouble(Bar::percent).max().orElse(100);
        double tickStep = tickStep(largest * LABEL_ROOM);
        double axisMaximum = Math.ceil(largest * LABEL_ROOM / tickStep) * tickStep;
        int height = HEADER_HEIGHT + panels.stream().mapToInt(Panel::height).sum() + MARGIN;
        BufferedImage image = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D graphics = image.createGraphics();
        try {
            new SizeChart(graphics, axisMaximum, tickStep).draw("Data: " + data, panels, height);
        } finally {
            graphics.dispose();
        }
        Path directory = png.toAbsolutePath().getParent();
        if (directory != null) {
            Files.createDirectories(directory);
        }
        if (!ImageIO.write(image, "png", png.toFile())) {
            throw new IOException("No PNG writer in this JDK");
        }
    }

    private static Panel plainPanel(List<FileSizes> files) {
        List<Group> groups = new ArrayList<>();
        for (FileSizes file : files) {
            groups.add(group(file.name(), fileDetail(file),
                    format -> file.percentOfJson(new Variant(format, Compression.NONE))));
        }
        return new Panel("Without compression", groups);
    }

    private static Panel compressedPanel(List<FileSizes> files) {
        List<Group> groups = new ArrayList<>();
        for (FileSizes file : files) {
            groups.add(group(file.name(), fileDetail(file),
                    format -> file.percentOfJson(new Variant(format, Compression.ZSTD))));
            DictionarySizes dictionary = file.heldOut();
            if (dictionary != null) {
                groups.add(group(file.name(), "+ " + Dictionaries.DICTIONARY_BYTES / 1024
                        + " KB dictionary, held-out half", dictionary::percentOfJson));
            }
        }
        return new Panel("Each document compressed with zstd (level " + Compression.ZSTD_LEVEL + ")", groups);
    }

    private static Group group(String name, String detail, ToDoubleFunction<Format> percentOfJson) {
        List<Bar> bars = new ArrayList<>();
        for (Format format : CHARTED_FORMATS) {
            bars.add(new Bar(format, percentOfJson.applyAsDouble(format)));
        }
        return new Group(name, detail, bars);
    }

    private static String fileDetail(FileSizes file) {
        if (file.manySmallObjects()) {
            return String.format(Locale.ROOT, "%,d objects of %s on average", file.documentCount(),
                    bytes((double) file.jsonBytes() / file.documentCount()));
        }
        return bytes(file.jsonBytes()) + " of compact JSON";
    }

    /** Three significant digits at most: the label says roughly how big, the tables say exactly. */
    private static String bytes(double bytes) {
        if (bytes < 1024) {
            return String.format(Locale.ROOT, "%.0f B", bytes);
        }
        if (bytes < 1024 * 1024) {
            return String.format(Locale.ROOT, bytes < 10 * 1024 ? "%.1f KB" : "%.0f KB", bytes / 1024);
        }
        return String.format(Locale.ROOT, "%.1f MB", bytes / (1024 * 1024));
    }

    /** The smallest of 10, 20, 25, 50... that draws at most twelve grid lines. */
    private static double tickStep(double range) {
        for (double magnitude = 1; ; magnitude *= 10) {
            for (double step : new double[] {1, 2, 2.5, 5}) {
                if (Math.ceil(range / (step * magnitude)) <= 12) {
                    return step * magnitude;
                }
            }
        }
    }

    private void draw(String subtitle, List<Panel> panels, int height) {
        graphics.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        graphics.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        graphics.setColor(Color.WHITE);
        graphics.fillRect(0, 0, WIDTH, height);
        drawHeader(subtitle);
        int top = HEADER_HEIGHT;
        for (Panel panel : panels) {
            drawPanel(panel, top);
            top += panel.height();
        }
    }

    private void drawHeader(String subtitle) {
        graphics.setColor(TEXT);
        graphics.setFont(TITLE_FONT);
        graphics.drawString("Encoded size as % of compact JSON text (smaller is better)", MARGIN, 32);
        graphics.setColor(DETAIL_TEXT);
        graphics.setFont(DETAIL_FONT);
        graphics.drawString(subtitle + "; every document encoded on its own, sizes verified by a round trip",
                MARGIN, 52);
        drawLegend(76);
    }

    private void drawLegend(int baseline) {
        int x = MARGIN;
        for (Format format : CHARTED_FORMATS) {
            graphics.setColor(COLOURS.get(format));
            graphics.fillRect(x, baseline - 11, 22, 12);
            graphics.setColor(TEXT);
            graphics.setFont(isFrac(format) ? BOLD_LABEL_FONT : LABEL_FONT);
            graphics.drawString(format.label(), x + 28, baseline);
            x += 28 + graphics.getFontMetrics().stringWidth(format.label()) + 28;
        }
    }

    private void drawPanel(Panel panel, int top) {
        graphics.setColor(TEXT);
        graphics.setFont(PANEL_TITLE_FONT);
        graphics.drawString(panel.title(), MARGIN, top + 24);
        int plotTop = top + PANEL_TITLE_HEIGHT;
        int plotBottom = plotTop + panel.groups().stream().mapToInt(Group::height).sum();
        drawGroupBackgrounds(panel.groups(), plotTop);
        drawGrid(plotTop, plotBottom);
        int groupTop = plotTop;
        for (Group group : panel.groups()) {
            drawGroup(group, groupTop);
            groupTop += group.height();
        }
        drawAxis(plotBottom);
    }

    /** Every other group shaded across the whole width, so a label is easy to follow to its bars. */
    private void drawGroupBackgrounds(List<Group> groups, int plotTop) {
        int top = plotTop;
        for (int i = 0; i < groups.size(); i++) {
            if (i % 2 == 1) {
                graphics.setColor(ALTERNATE_GROUP_BACKGROUND);
                graphics.fillRect(MARGIN, top, PLOT_RIGHT - MARGIN, groups.get(i).height());
            }
            top += groups.get(i).height();
        }
    }

    /** Vertical lines at each tick, and a dashed one at 100% where JSON itself ends. */
    private void drawGrid(int plotTop, int plotBottom) {
        graphics.setColor(GRID);
        for (double tick = 0; tick <= axisMaximum; tick += tickStep) {
            graphics.drawLine(xOf(tick), plotTop, xOf(tick), plotBottom);
        }
        if (axisMaximum >= 100) {
            Stroke solid = graphics.getStroke();
            graphics.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10,
                    new float[] {6, 4}, 0));
            graphics.setColor(DETAIL_TEXT);
            graphics.drawLine(xOf(100), plotTop, xOf(100), plotBottom);
            graphics.setStroke(solid);
        }
    }

    private void drawGroup(Group group, int top) {
        int middle = top + group.height() / 2;
        graphics.setColor(TEXT);
        graphics.setFont(BOLD_LABEL_FONT);
        drawRightAligned(group.name(), PLOT_LEFT - 12, middle - 2);
        graphics.setColor(DETAIL_TEXT);
        graphics.setFont(DETAIL_FONT);
        drawRightAligned(group.detail(), PLOT_LEFT - 12, middle + 14);
        int barTop = top + GROUP_PADDING;
        for (Bar bar : group.bars()) {
            drawBar(bar, barTop);
            barTop += BAR_HEIGHT + BAR_GAP;
        }
    }

    /** Frac bars get a darker outline and a bold value, so they stand out among the others. */
    private void drawBar(Bar bar, int top) {
        Color colour = COLOURS.get(bar.format());
        int end = xOf(bar.percent());
        graphics.setColor(colour);
        graphics.fillRect(PLOT_LEFT, top, end - PLOT_LEFT, BAR_HEIGHT);
        boolean frac = isFrac(bar.format());
        if (frac) {
            graphics.setColor(colour.darker());
            graphics.drawRect(PLOT_LEFT, top, end - PLOT_LEFT, BAR_HEIGHT - 1);
        }
        graphics.setColor(TEXT);
        graphics.setFont(frac ? BOLD_VALUE_FONT : VALUE_FONT);
        graphics.drawString(String.format(Locale.ROOT, "%.1f%%", bar.percent()), end + 5, top + BAR_HEIGHT - 2);
    }

    private void drawAxis(int plotBottom) {
        graphics.setColor(TEXT);
        graphics.drawLine(PLOT_LEFT, plotBottom, xOf(axisMaximum), plotBottom);
        graphics.setFont(DETAIL_FONT);
        FontMetrics metrics = graphics.getFontMetrics();
        for (double tick = 0; tick <= axisMaximum; tick += tickStep) {
            String label = String.format(Locale.ROOT, "%.0f%%", tick);
            graphics.drawLine(xOf(tick), plotBottom, xOf(tick), plotBottom + 4);
            graphics.drawString(label, xOf(tick) - metrics.stringWidth(label) / 2, plotBottom + 18);
        }
        graphics.setFont(LABEL_FONT);
        String title = "size, % of compact JSON";
        graphics.drawString(title, (PLOT_LEFT + PLOT_RIGHT - graphics.getFontMetrics().stringWidth(title)) / 2,
                plotBottom + 38);
    }

    private void drawRightAligned(String text, int right, int baseline) {
        graphics.drawString(text, right - graphics.getFontMetrics().stringWidth(text), baseline);
    }

    private int xOf(double percent) {
        return PLOT_LEFT + (int) Math.round((PLOT_RIGHT - PLOT_LEFT) * percent / axisMaximum);
    }

    private static boolean isFrac(Format format) {
        return format == Format.FRAC || format == Format.FRAC_GLOBAL_TABLE;
    }
}
