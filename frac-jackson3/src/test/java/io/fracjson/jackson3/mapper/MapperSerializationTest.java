package io.fracjson.jackson3.mapper;

import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracJsonWriteFeature;
import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.MapperSerializationBehaviour;
import org.junit.jupiter.api.Test;

import static io.fracjson.testkit.JavaSerialization.roundTrip;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The kit's {@link MapperSerializationBehaviour} on Jackson 3, where a mapper is serialized as its
 * builder's state, format features included.
 */
class MapperSerializationTest extends MapperSerializationBehaviour {
    MapperSerializationTest() {
        super(Jackson3Line.LINE);
    }

    @Test
    void aMapperKeepsItsFormatFeaturesAfterSerialization() throws Exception {
        FracJsonMapper mapper = FracJsonMapper.builder(FracJsonFactory.builder().keysTable(TABLE)
                        .zstdDictionary(DICTIONARY).compressionLevel(5).build())
                .enable(FracJsonWriteFeature.FAIL_ON_NON_FINITE_NUMBERS).build();
        FracJsonMapper back = roundTrip(mapper);
        assertTrue(back.isEnabled(FracJsonWriteFeature.FAIL_ON_NON_FINITE_NUMBERS));
        assertArrayEquals(mapper.writeValueAsBytes(DOC), back.writeValueAsBytes(DOC));
    }
}
