package io.fracjson.testkit;

/**
 * A parser's token by a line-neutral name: Jackson 2's {@code FIELD_NAME} and Jackson 3's
 * {@code PROPERTY_NAME} are both {@link #NAME}; the value tokens drop their {@code VALUE_} prefix.
 */
public enum Token {
    START_OBJECT, END_OBJECT, START_ARRAY, END_ARRAY, NAME,
    STRING, INT, FLOAT, TRUE, FALSE, NULL, EMBEDDED_OBJECT, NOT_AVAILABLE
}
