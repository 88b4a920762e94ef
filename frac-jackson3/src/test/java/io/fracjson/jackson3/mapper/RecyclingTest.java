package io.fracjson.jackson3.mapper;

import io.fracjson.core.KeysTable;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracSchema;
import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.RecyclingBehaviour;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.ObjectMapper;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The kit's {@link RecyclingBehaviour} on Jackson 3, and a reader made from a schema first, then a
 * type ({@code reader(FracSchema).forType}), which pooled readers serve with the schema's table.
 */
class RecyclingTest extends RecyclingBehaviour {
    RecyclingTest() {
        super(Jackson3Line.LINE);
    }

    @Test
    void pooledReadersKeepTheSettingsOfAReaderMadeFromASchema() {
        ObjectMapper mapper = new ObjectMapper(FracJsonFactory.builder().compressionLevel(3).build());
        KeysTable table = KeysTable.of(List.of("k"));
        for (int i = 0; i < 50; i++) {
            Map<String, Object> value = Map.of("k", "v" + i, "other", List.of(i, "x".repeat(i * 100)));
            byte[] withTable = mapper.writer(FracSchema.of(table)).writeValueAsBytes(value);
            assertEquals(value, mapper.reader(FracSchema.of(table)).forType(Map.class).readValue(withTable));
            assertEquals(value, mapper.readValue(mapper.writeValueAsBytes(value), Map.class));
        }
    }
}
