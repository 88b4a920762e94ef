package io.fracjson.kafka.testing;

/** A value a test module writes in its own way (upper-cased), to show the module was registered. */
public record Label(String text) {
}
