package io.fracjson.cli;

import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** JSON text in and out, through Jackson's streaming parser and generator. */
final class JsonText {
    private JsonText() {
    }

    /**
     * A parser of JSON values one after another (JSON Lines among them) within {@code limits}.
     * A key given twice in one object is refused: JSON leaves its meaning open (the reference,
     * reading JSON, keeps the last value at the first key's place).
     */
    static JsonParser parser(InputStream in, JsonReadLimits limits) throws IOException {
        return new JsonFactoryBuilder()
                .streamReadConstraints(limits.constraints())
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .disable(StreamReadFeature.AUTO_CLOSE_SOURCE)
                .build()
                .createParser(in);
    }

    /**
     * A generator of compact JSON, or indented with {@code pretty}; the caller ends each value
     * with a line end. Doubles are written as their shortest text that reads back the same.
     */
    static JsonGenerator generator(OutputStream out, boolean pretty) throws IOException {
        JsonGenerator generator = new JsonFactoryBuilder()
                .rootValueSeparator((String) null)
                .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
                .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
                // After a failed read the output ends where the input broke, not with made-up closing brackets.
                .disable(StreamWriteFeature.AUTO_CLOSE_CONTENT)
                // A flush empties the generator's buffer only: the caller flushes its output when it must.
                .disable(StreamWriteFeature.FLUSH_PASSED_TO_STREAM)
                .build()
                .createGenerator(out);
        if (pretty) {
            DefaultIndenter eachOnALine = new DefaultIndenter("  ", "\n");
            generator.setPrettyPrinter(new DefaultPrettyPrinter(Separators.createDefaultInstance()
                    .withRootSeparator("")
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER))
                    .withArrayIndenter(eachOnALine)
                    .withObjectIndenter(eachOnALine));
        }
        return generator;
    }
}
