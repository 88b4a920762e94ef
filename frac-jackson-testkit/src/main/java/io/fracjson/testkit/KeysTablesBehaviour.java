package io.fracjson.testkit;

import io.fracjson.core.KeysTableBuilder;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.JacksonLine.Parser;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The line's KeysTables counts the keys of any parser's values: JSON text, trees and frac_json alike. */
public abstract class KeysTablesBehaviour extends LineTest {
    protected KeysTablesBehaviour(JacksonLine line) {
        super(line);
    }

    @Test
    void countsKeysOfJsonTextTreesAndFracAlike() throws IOException {
        String text = "{\"a\":1,\"b\":{\"c\":[{\"c\":2}]},\"z\":true} {\"c\":3} 7";
        List<String> expected = List.of("c", "a", "b", "z"); // c three times, then by first appearance

        KeysTableBuilder fromText = new KeysTableBuilder();
        try (Parser p = line.jsonParser(text)) {
            while (line.addKeys(fromText, p)) {
                // one value at a time
            }
        }
        assertEquals(expected, fromText.build().keys());

        KeysTableBuilder fromTrees = new KeysTableBuilder();
        Mapper frac = line.factory().objectMapper();
        KeysTableBuilder fromFrac = new KeysTableBuilder();
        for (Object node : line.jsonTrees(text)) {
            try (Parser tokens = line.traverse(node)) {
                assertTrue(line.addKeys(fromTrees, tokens));
            }
            try (Parser p = frac.factory().parser(frac.write(node))) {
                assertTrue(line.addKeys(fromFrac, p));
                assertFalse(line.addKeys(fromFrac, p));
            }
        }
        assertEquals(expected, fromTrees.build().keys());
        assertEquals(expected, fromFrac.build().keys());
    }
}
