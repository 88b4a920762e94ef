package io.fracjson.bench;

import io.fracjson.report.JsonText;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/** {@link JsonText} for Jackson 3: its JSON row, and the corpus's trees in its tree model. */
final class JsonText3 {
    private static final ObjectMapper MAPPER = newMapper();

    private JsonText3() {}

    /**
     * Configured as {@link JsonText#newMapper()}, so that the JSON rows of both Jackson versions do
     * the same work: Jackson 3 parses doubles the fast way by default, but writes them the slow way.
     */
    static ObjectMapper newMapper() {
        return JsonMapper.builder().enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER).build();
    }

    /** The Jackson 2 tree as a Jackson 3 one, through its JSON text (whose doubles round-trip exactly). */
    static JsonNode tree(com.fasterxml.jackson.databind.JsonNode document) {
        return MAPPER.readTree(JsonText.compact(document));
    }
}
