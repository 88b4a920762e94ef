package io.fracjson.jackson.gen;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.support.ConformanceVectors;
import io.fracjson.core.testing.ConformanceVector;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayOutputStream;
import java.util.HexFormat;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * JSON → frac_json through Jackson must give the reference encoder's bytes, both through
 * databind (a JsonNode tree) and through the streaming copy (JsonParser → copyCurrentStructure).
 */
class ConformanceEncodeTest {
    private static final JsonFactory JSON = JsonFactory.builder()
            .streamReadConstraints(ConformanceVectors.LONG_NAMES).build();
    private static final JsonMapper JSON_MAPPER = new JsonMapper(JSON);

    @TestFactory
    Stream<DynamicTest> treePathMatchesTheReference() {
        return ConformanceVector.documents().stream().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            JsonNode tree = JSON_MAPPER.readTree(v.json());
            byte[] actual = new FracJsonMapper(ConformanceVectors.factory(v)).writeValueAsBytes(tree);
            assertSameBytes(v, v.frac(), actual);
        }));
    }

    @TestFactory
    Stream<DynamicTest> streamingCopyMatchesTheReference() {
        return ConformanceVector.documents().stream().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            FracJsonFactory frac = ConformanceVectors.factory(v);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (JsonParser p = JSON.createParser(v.json()); JsonGenerator g = frac.createGenerator(out)) {
                p.nextToken();
                g.copyCurrentStructure(p);
            }
            assertSameBytes(v, v.frac(), out.toByteArray());
        }));
    }

    /**
     * Large dictionary-compressed documents (reencode.tsv): the reference's bytes, read by our
     * parser and written again by our generator, through a tree and by the streaming copy.
     */
    @TestFactory
    Stream<DynamicTest> largeDictionaryDocumentsReencodeToTheReferenceBytes() {
        return ConformanceVector.reencodeDocuments().stream().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            FracJsonFactory frac = ConformanceVectors.factory(v);
            FracJsonMapper mapper = new FracJsonMapper(frac);
            assertSameBytes(v, v.frac(), mapper.writeValueAsBytes(mapper.readTree(v.frac())));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (JsonParser p = frac.createParser(v.frac()); JsonGenerator g = frac.createGenerator(out)) {
                p.nextToken();
                g.copyCurrentStructure(p);
            }
            assertSameBytes(v, v.frac(), out.toByteArray());
        }));
    }

    static void assertSameBytes(ConformanceVector v, byte[] expected, byte[] actual) throws Exception {
        HexFormat hex = HexFormat.of();
        assertEquals(hex.formatHex(expected), hex.formatHex(actual), v.description());
    }
}
