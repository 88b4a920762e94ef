package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.core.JsonParser;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracSchema;
import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.RecyclingBehaviour;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The kit's {@link RecyclingBehaviour} on Jackson 2, and setSchema, which only Jackson 2's parser has. */
class RecyclingTest extends RecyclingBehaviour {
    RecyclingTest() {
        super(Jackson2Line.LINE);
    }

    /** Issue 9 #1: setSchema on a closed parser gave its reader back a second time; two parsers then shared it. */
    @Test
    void aClosedParserRefusesASchemaAndGivesItsReaderBackOnce() throws IOException {
        KeysTable table = KeysTable.of(List.of("k"));
        assertAClosedParserGivesItsReaderBackOnce(p -> {
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> ((JsonParser) p.unwrap()).setSchema(FracSchema.of(table)));
            assertTrue(e.getMessage().contains("closed"), e.getMessage());
        });
    }
}
