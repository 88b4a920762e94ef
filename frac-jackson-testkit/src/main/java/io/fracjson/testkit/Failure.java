package io.fracjson.testkit;

/**
 * One line's exception as the kit expects it: its family, the message without the location
 * Jackson appends, and the byte offset of its location (-1 where it has none).
 */
public record Failure(Family family, String message, long byteOffset, Throwable exception) {

    /** The exception families both lines have, each with its own class names. */
    public enum Family {
        /**
         * StreamReadException but not InputCoercionException: in Jackson 2 that is JsonParseException
         * (its StreamReadExceptions are that or a coercion), in Jackson 3 the parser's errors.
         */
        READ,
        /** InputCoercionException: a number the parser has does not fit the type asked for. */
        COERCION,
        /** StreamWriteException: Jackson 2's JsonGenerationException, Jackson 3's StreamWriteException. */
        WRITE,
        /** StreamConstraintsException: a read or write constraint was exceeded. */
        CONSTRAINTS,
        /** Databind's DatabindException (JsonMappingException in Jackson 2). */
        DATABIND,
        /**
         * The output or input failed: Jackson 2 hands the IOException on as it is, Jackson 3 wraps it
         * in a JacksonIOException. {@link Failure#message()} is the IOException's own message.
         */
        IO,
        /** Any other exception of the line's own kind: IOException in Jackson 2, JacksonException in 3. */
        OTHER,
        /** Not the line's kind at all (an IllegalStateException, an error): what no caller's loop catches. */
        NOT_JACKSON
    }

    /** The IOException itself (Jackson 2) or the one it wraps (Jackson 3), for the IO family; else the exception. */
    public Throwable ioException() {
        return family == Family.IO && !(exception instanceof java.io.IOException) ? exception.getCause() : exception;
    }

    /** The message whole, as {@code getMessage()} gives it, location included. */
    public String fullMessage() {
        return exception.getMessage();
    }

    /** Whether this is of the line's own kind: what a caller's {@code catch} around a read or write catches. */
    public boolean isJackson() {
        return family != Family.NOT_JACKSON;
    }
}
