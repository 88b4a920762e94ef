package io.fracjson.spring6;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.spring.common.CodecTables;
import org.springframework.util.Assert;

/** The tables of a mapper, for this line's decoder, encoder and converter. */
final class MapperTables {
    private MapperTables() {
    }

    /**
     * The keys table and dictionary {@code mapper}'s factory writes with and reads, refusing a
     * mapper over another factory; {@code unnamedBodies} false for a codec of only the bodies that
     * name them.
     */
    static CodecTables of(ObjectMapper mapper, boolean unnamedBodies) {
        Assert.isInstanceOf(FracJsonFactory.class, mapper.getFactory(), "FracJsonFactory required");
        FracJsonFactory factory = (FracJsonFactory) mapper.getFactory();
        return CodecTables.of(factory.keysTable(), factory.zstdDictionary(), unnamedBodies);
    }
}
