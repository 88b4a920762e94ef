package io.fracjson.jackson3.mapper;

import io.fracjson.core.KeysTableBuilder;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.KeysTables;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonParser;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeysTablesTest {
    private static final ObjectMapper JSON = new JsonMapper();

    @Test
    void countsKeysOfJsonTextTreesAndFracAlike() {
        String text = "{\"a\":1,\"b\":{\"c\":[{\"c\":2}]},\"z\":true} {\"c\":3} 7";
        List<String> expected = List.of("c", "a", "b", "z"); // c three times, then by first appearance

        KeysTableBuilder fromText = new KeysTableBuilder();
        try (JsonParser p = JSON.createParser(text)) {
            while (KeysTables.addValue(fromText, p)) {
                // one value at a time
            }
        }
        assertEquals(expected, fromText.build().keys());

        KeysTableBuilder fromTrees = new KeysTableBuilder();
        ObjectMapper frac = new ObjectMapper(new FracJsonFactory());
        KeysTableBuilder fromFrac = new KeysTableBuilder();
        try (var values = JSON.readerFor(JsonNode.class).<JsonNode>readValues(text)) {
            while (values.hasNext()) {
                JsonNode node = values.next();
                try (JsonParser tokens = node.traverse(ObjectReadContext.empty())) {
                    assertTrue(KeysTables.addValue(fromTrees, tokens));
                }
                try (JsonParser p = frac.createParser(frac.writeValueAsBytes(node))) {
                    assertTrue(KeysTables.addValue(fromFrac, p));
                    assertFalse(KeysTables.addValue(fromFrac, p));
                }
            }
        }
        assertEquals(expected, fromTrees.build().keys());
        assertEquals(expected, fromFrac.build().keys());
    }
}
