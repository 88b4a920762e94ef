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
    JSON("JSON", setup -> JsonText.newMapper()),
    /** Back-references off, so the next row shows what they buy. */
    SMILE("Smile", setup -> smile(false)),
    /** As Jackson users run it: {@code new SmileMapper()}, shared names on, shared values off. */
    SMILE_DEFAULT("Smile (default: shared names)", setup -> new SmileMapper()),
    SMILE_SHARED("Smile (+shared names & values)", setup -> smile(true)),
    CBOR("CBOR", setup -> new CBORMapper()),
    MSGPACK("MessagePack", setup -> new ObjectMapper(new MessagePackFactory())),
    FRAC("frac json", true, setup -> new FracJsonMapper(fracFactory(setup).build())),
    /** The global keys table is built from every document the mapper will encode, as the reference does. */
    FRAC_GLOBAL_TABLE("frac json (+global table)", true,
            setup -> new FracJsonMapper(fracFactory(setup).keysTable(globalKeysTable(setup.documents())).build()));

    /** How a row makes its mapper. */
    private interface MapperFactory {
        ObjectMapper mapper(MapperSetup setup) throws IOException;
    }

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

    /** Smile with back-references to names and string values both on or both off. */
    private static ObjectMapper smile(boolean backReferences) {
        return new SmileMapper(SmileFactory.builder()
                .configure(SmileGenerator.Feature.CHECK_SHARED_NAMES, backReferences)
                .configure(SmileGenerator.Feature.CHECK_SHARED_STRING_VALUES, backReferences)
                .build());
    }

    private final String label;
    private final boolean compressesItself;
    private final MapperFactory factory;

    Format(String label, MapperFactory factory) {
        this(label, false, factory);
    }

    Format(String label, boolean compressesItself, MapperFactory factory) {
        this.label = label;
        this.compressesItself = compressesItself;
        this.factory = factory;
    }

    /** Row label in the size report. */
    public String label() {
        return label;
    }

    /** A new mapper reading and writing this format. */
    public ObjectMapper mapper(MapperSetup setup) throws IOException {
        return factory.mapper(setup);
    }

    /**
     * Whether the format applies zstd inside its own framing (from {@link MapperSetup#zstdLevel()}
     * and {@link MapperSetup#zstdDictionary()}) instead of having its output wrapped in a zstd frame.
     */
    boolean compressesItself() {
        return compressesItself;
    }
}
