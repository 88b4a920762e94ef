package io.fracjson.testkit;

import io.fracjson.core.testing.ConformanceVector;
import io.fracjson.core.testing.TrickleInputStream;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.JacksonLine.Parser;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every reference document decodes through Jackson to the tree of its JSON input, from bytes and from a stream. */
public abstract class ConformanceDecodeBehaviour extends LineTest {
    private final Mapper json;

    protected ConformanceDecodeBehaviour(JacksonLine line) {
        super(line);
        this.json = line.jsonMapper(ConformanceSettings.longNames());
    }

    @TestFactory
    Stream<DynamicTest> decodesToTheJsonTree() {
        return ConformanceVector.documents().stream().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            Object expected = json.readTree(v.json().getBytes(StandardCharsets.UTF_8));
            Mapper frac = line.factory(ConformanceSettings.of(v)).mapper();
            assertSameTree(expected, frac.readTree(v.frac()), "from byte[]");
            assertSameTree(expected, frac.readTree(new TrickleInputStream(v.frac())), "from a stream");
        }));
    }

    @TestFactory
    Stream<DynamicTest> skipsEveryDocumentWhole() {
        return ConformanceVector.documents().stream().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            try (Parser p = line.factory(ConformanceSettings.of(v)).parser(v.frac())) {
                Token first = p.nextToken();
                p.skipChildren();
                assertEquals(first == Token.START_OBJECT ? Token.END_OBJECT
                        : first == Token.START_ARRAY ? Token.END_ARRAY : first, p.currentToken());
                assertNull(p.nextToken());
            }
        }));
    }

    private void assertSameTree(Object expected, Object actual, String how) {
        assertTrue(line.equalByValue(expected, actual), () -> how + ": expected " + abbreviate(expected)
                + " but was " + abbreviate(actual));
    }

    private static String abbreviate(Object node) {
        String s = node.toString();
        return s.length() > 300 ? s.substring(0, 300) + "..." : s;
    }
}
