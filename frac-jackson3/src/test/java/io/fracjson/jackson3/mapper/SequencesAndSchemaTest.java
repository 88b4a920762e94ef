package io.fracjson.jackson3.mapper;

import io.fracjson.core.DocumentHeader;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.jackson3.PackageVersion;
import io.fracjson.testkit.SequencesAndSchemaBehaviour;
import org.junit.jupiter.api.Test;
import tools.jackson.core.TokenStreamFactory;
import tools.jackson.databind.ObjectMapper;

import java.util.ServiceLoader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The kit's {@link SequencesAndSchemaBehaviour} on Jackson 3, and how the factory describes itself. */
class SequencesAndSchemaTest extends SequencesAndSchemaBehaviour {
    SequencesAndSchemaTest() {
        super(Jackson3Line.LINE);
    }

    /**
     * Jackson 3 has no format detection of its own (2.x's {@code hasFormat(InputAccessor)} and
     * {@code MatchStrength} are gone): the factory's static {@code hasFormat} answers instead.
     */
    @Test
    void factoryDetectsItsFormatAndIsAService() {
        FracJsonFactory f = new FracJsonFactory();
        assertEquals(PackageVersion.VERSION, f.version());
        assertEquals(DocumentHeader.Match.YES, FracJsonFactory.hasFormat(new byte[] {'F', 'J', 0x10}, 0, 3));
        assertEquals(DocumentHeader.Match.NO, FracJsonFactory.hasFormat(new byte[] {'F', 'J', 0x20}, 0, 3));
        assertEquals(DocumentHeader.Match.NO, FracJsonFactory.hasFormat("{}".getBytes(), 0, 2));
        assertEquals(DocumentHeader.Match.TOO_SHORT, FracJsonFactory.hasFormat(new byte[] {'F', 'J'}, 0, 2));
        boolean found = false;
        for (TokenStreamFactory factory : ServiceLoader.load(TokenStreamFactory.class)) {
            found |= factory instanceof FracJsonFactory;
        }
        assertTrue(found, "FracJsonFactory is registered as a TokenStreamFactory service");
        boolean mapperFound = false;
        for (ObjectMapper mapper : ServiceLoader.load(ObjectMapper.class)) {
            mapperFound |= mapper instanceof FracJsonMapper;
        }
        assertTrue(mapperFound, "FracJsonMapper is registered as an ObjectMapper service");
    }
}
