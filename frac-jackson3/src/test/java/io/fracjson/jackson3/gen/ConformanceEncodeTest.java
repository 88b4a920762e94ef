package io.fracjson.jackson3.gen;

import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.support.ConformanceVectors;
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
            try (JsonParser p = JSON.createParser(ObjectReadContext.empty(), v.json()); JsonGenerator g = frac.createGenerator(ObjectWriteContext.empty(), out)) {
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
            try (JsonParser p = frac.createParser(ObjectReadContext.empty(), v.frac()); JsonGenerator g = frac.createGenerator(ObjectWriteContext.empty(), out)) {
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
