package io.fracjson.spring;

import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.spring.common.CodecTables;

/** The tables of a mapper, for this line's decoder, encoder and converter. */
final class MapperTables {
    private MapperTables() {
    }

    /**
     * The keys table and dictionary {@code mapper}'s factory writes with and reads;
     * {@code unnamedBodies} false for a codec of only the bodies that name them.
     */
    static CodecTables of(FracJsonMapper mapper, boolean unnamedBodies) {
        FracJsonFactory factory = (FracJsonFactory) mapper.tokenStreamFactory();
        return CodecTables.of(factory.keysTable(), factory.zstdDictionary(), unnamedBodies);
    }
}
