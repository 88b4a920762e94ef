package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
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
        FracJsonFactory factory = FracJsonFactory.builder().compressionLevel(3).build();
        ObjectMapper mapper = new ObjectMapper(factory);
        KeysTable table = KeysTable.of(List.of("k"));
        byte[] d1 = mapper.writeValueAsBytes(List.of("a1", "a2", "a3"));
        byte[] d2 = mapper.writeValueAsBytes(List.of("b1", "b2", "b3"));
        JsonParser p = factory.createParser(d1);
        JsonParser q = factory.createParser(d1);
        q.close();
        p.close();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> p.setSchema(FracSchema.of(table)));
        assertTrue(e.getMessage().contains("closed"), e.getMessage());
        p.close(); // a second close gives nothing back either
        assertInterleavedParsersSeeTheirOwnDocuments(d1, d2);
    }
}
