package io.fracjson.testkit;

/**
 * One level of a parser's or generator's stream context (JsonStreamContext in Jackson 2,
 * TokenStreamContext in 3), as both lines report it.
 */
public record ContextLevel(String typeDesc, int depth, int index, int entryCount, String name, Object value) {
}
