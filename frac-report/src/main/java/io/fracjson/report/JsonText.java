package io.fracjson.report;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Compact JSON text: the baseline every size is measured against, and the parser for the corpus. */
public final class JsonText {
    /** Shared for reading the corpus; ObjectMapper is thread-safe once configured. */
    public static final ObjectMapper MAPPER = newMapper();

    private JsonText() {}

    /**
     * The fast (Schubfach) double writer prints the shortest text that round-trips, as
     * serde_json does for the reference numbers in FORMAT.md section 6; the JDK 17
     * {@code Double.toString} sometimes prints more digits, which would inflate the baseline.
     */
    public static ObjectMapper newMapper() {
        return JsonMapper.builder()
                .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
                .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
                .build();
    }

    static JsonNode parse(byte[] json) {
        try {
            return MAPPER.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The document as compact (no whitespace) UTF-8 JSON text. */
    public static byte[] compact(JsonNode document) {
        try {
            return MAPPER.writeValueAsBytes(document);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Size of the document as compact (no whitespace) UTF-8 JSON text. */
    public static int compactSize(JsonNode document) {
        return compact(document).length;
    }
}
