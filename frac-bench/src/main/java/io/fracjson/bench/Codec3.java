package io.fracjson.bench;

import io.fracjson.report.ValueCodec;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * A {@link ValueCodec} through a Jackson 3 mapper, without compression: the Jackson 3 benchmarks
 * compare the adapters, and zstd's share of the time is the same through either Jackson.
 */
record Codec3(ObjectMapper mapper) implements ValueCodec {

    @Override
    public byte[] encode(Object value) {
        return mapper.writeValueAsBytes(value);
    }

    @Override
    public <T> T decode(byte[] document, Class<T> type) {
        return mapper.readValue(document, type);
    }

    @Override
    public Class<JsonNode> treeType() {
        return JsonNode.class;
    }

    @Override
    public JsonNode tree(com.fasterxml.jackson.databind.JsonNode document) {
        return JsonText3.tree(document);
    }
}
