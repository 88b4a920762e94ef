package io.fracjson.bench;

import java.util.List;

/** The video of a {@link MediaContent}; {@code duration} is in milliseconds, {@code size} in bytes. */
public record Media(String uri, String title, int width, int height, String format, long duration, long size,
                    int bitrate, List<String> persons, Player player, String copyright) {

    public enum Player { JAVA, FLASH }
}
