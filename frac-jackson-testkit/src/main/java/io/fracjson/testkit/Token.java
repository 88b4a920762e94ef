package io.fracjson.testkit;

/**
 * A parser's token by a line-neutral name: Jackson 2's {@code FIELD_NAME} and Jackson 3's
 * {@code PROPERTY_NAME} are both {@link #NAME}; the value tokens drop their {@code VALUE_} prefix.
 */
public enum Token {
    START_OBJECT, END_OBJECT, START_ARRAY, END_ARRAY, NAME,
    STRING, INT, FLOAT, TRUE, FALSE, NULL, EMBEDDED_OBJECT, NOT_AVAILABLE;

    /**
     * A line's JsonToken by its line-neutral name: FIELD_NAME (Jackson 2) and PROPERTY_NAME (3)
     * are NAME, a VALUE_ token its value's kind, the rest their own name; null for null. A token
     * the kit does not know fails here.
     */
    public static Token of(Enum<?> jsonToken) {
        if (jsonToken == null) {
            return null;
        }
        return switch (jsonToken.name()) {
            case "FIELD_NAME", "PROPERTY_NAME" -> NAME;
            case "VALUE_STRING" -> STRING;
            case "VALUE_NUMBER_INT" -> INT;
            case "VALUE_NUMBER_FLOAT" -> FLOAT;
            case "VALUE_TRUE" -> TRUE;
            case "VALUE_FALSE" -> FALSE;
            case "VALUE_NULL" -> NULL;
            case "VALUE_EMBEDDED_OBJECT" -> EMBEDDED_OBJECT;
            default -> valueOf(jsonToken.name());
        };
    }
}
