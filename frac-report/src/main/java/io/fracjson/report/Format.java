package io.fracjson.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.dataformat.smile.SmileGenerator;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import io.fracjson.core.KeysTable;
import io.fracjson.core.KeysTableBuilder;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonFactoryBuilder;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.KeysTables;
import org.msgpack.jackson.dataformat.MessagePackFactory;

import java.io.IOException;
import java.util.List;

/**
 * The formats compared, in report order. This enum is the one place a format is registered:
 * the size report and every JMH benchmark ({@code -p format=...}) iterate over it.
 */
public enum Format {
    JSON("JSON") {
        @Override
        public ObjectMapper mapper(MapperSetup setup) {
            return JsonText.newMapper();
        }
    },
    /** Back-references off, so the next row shows what they buy. */
    SMILE("Smile") {
        @Override
        public ObjectMapper mapper(MapperSetup setup) {
            return new SmileMapper(SmileFactory.builder()
                    .disable(SmileGenerator.Feature.CHECK_SHARED_NAMES)
                    .disable(SmileGenerator.Feature.CHECK_SHARED_STRING_VALUES)
                    .build());
        }
    },
    /** As Jackson users run it: {@code new SmileMapper()}, shared names on, shared values off. */
    SMILE_DEFAULT("Smile (default: shared names)") {
        @Override
        public ObjectMapper mapper(MapperSetup setup) {
            return new SmileMapper();
        }
    },
    SMILE_SHARED("Smile (+shared names & values)") {
        @Override
        public ObjectMapper mapper(MapperSetup setup) {
            return new SmileMapper(SmileFactory.builder()
                    .enable(SmileGenerator.Feature.CHECK_SHARED_NAMES)
                    .enable(SmileGenerator.Feature.CHECK_SHARED_STRING_VALUES)
                    .build());
        }
    },
    CBOR("CBOR") {
        @Override
        public ObjectMapper mapper(MapperSetup setup) {
            return new CBORMapper();
        }
    },
    MSGPACK("MessagePack") {
        @Override
        public ObjectMapper mapper(MapperSetup setup) {
            return new ObjectMapper(new MessagePackFactory());
        }
    },
    FRAC("frac json") {
        @Override
        public ObjectMapper mapper(MapperSetup setup) {
            return new FracJsonMapper(fracFactory(setup).build());
        }

        @Override
        boolean compressesItself() {
            return true;
        }
    },
    /** The global keys table is built from every document the mapper will encode, as the reference does. */
    FRAC_GLOBAL_TABLE("frac json (+global table)") {
        @Override
        public ObjectMapper mapper(MapperSetup setup) throws IOException {
            return new FracJsonMapper(fracFactory(setup).keysTable(globalKeysTable(setup.documents())).build());
        }

        @Override
        boolean compressesItself() {
            return true;
        }
    };

    /**
     * The global keys table of these documents, as the reference builds it; also the one
     * the benchmarks' Jackson 3 row gives the Jackson 3 adapter, so both write the same documents.
     */
    public static KeysTable globalKeysTable(List<JsonNode> documents) throws IOException {
        KeysTableBuilder keys = new KeysTableBuilder();
        for (JsonNode document : documents) {
            KeysTables.addValue(keys, document.traverse());
        }
        return keys.build();
    }

    private static FracJsonFactoryBuilder fracFactory(MapperSetup setup) {
        return FracJsonFactory.builder().compressionLevel(setup.zstdLevel()).zstdDictionary(setup.zstdDictionary());
    }

    private final String label;

    Format(String label) {
        this.label = label;
    }

    /** Row label in the size report. */
    public String label() {
        return label;
    }

    /** A new mapper reading and writing this format. */
    public abstract ObjectMapper mapper(MapperSetup setup) throws IOException;

    /**
     * Whether the format applies zstd inside its own framing (from {@link MapperSetup#zstdLevel()}
     * and {@link MapperSetup#zstdDictionary()}) instead of having its output wrapped in a zstd frame.
     */
    boolean compressesItself() {
        return false;
    }
}
