package io.fracjson.bench;

/** A still image of a {@link MediaContent}. */
public record Image(String uri, String title, int width, int height, Size size) {

    public enum Size { SMALL, LARGE }
}
