package io.fracjson.testkit;

import io.fracjson.core.testing.ConformanceVector;
import io.fracjson.testkit.JacksonLine.Factory;
import io.fracjson.testkit.JacksonLine.Generator;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.JacksonLine.Parser;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * JSON → frac_json through Jackson must give the reference encoder's bytes, both through
 * databind (a JsonNode tree) and through the streaming copy (JsonParser → copyCurrentStructure).
 */
public abstract class ConformanceEncodeBehaviour extends LineTest {
    private final Mapper json;

    protected ConformanceEncodeBehaviour(JacksonLine line) {
        super(line);
        this.json = line.jsonMapper(ConformanceSettings.longNames());
    }

    @TestFactory
    Stream<DynamicTest> treePathMatchesTheReference() {
        return ConformanceVector.documents().stream().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            Object tree = json.readTree(v.json().getBytes(StandardCharsets.UTF_8));
            byte[] actual = line.factory(ConformanceSettings.of(v)).mapper().write(tree);
            assertSameBytes(v, v.frac(), actual);
        }));
    }

    @TestFactory
    Stream<DynamicTest> streamingCopyMatchesTheReference() {
        return ConformanceVector.documents().stream().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            Factory frac = line.factory(ConformanceSettings.of(v));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (Parser p = line.jsonParser(v.json(), ConformanceSettings.longNames()); Generator g = frac.generator(out)) {
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
            Factory frac = line.factory(ConformanceSettings.of(v));
            Mapper mapper = frac.mapper();
            assertSameBytes(v, v.frac(), mapper.write(mapper.readTree(v.frac())));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (Parser p = frac.parser(v.frac()); Generator g = frac.generator(out)) {
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
