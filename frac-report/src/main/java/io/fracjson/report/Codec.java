package io.fracjson.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdDecompressCtx;
import com.github.luben.zstd.ZstdDictCompress;
import com.github.luben.zstd.ZstdDictDecompress;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * One benchmark row: a {@link Format} with a {@link Compression}, turning values into
 * documents and back through Jackson 2. Not thread-safe (the zstd contexts are reused between
 * calls); JMH states holding one are per thread.
 */
public final class Codec implements ValueCodec {
    private final ObjectMapper mapper;
    /** Both null when nothing is wrapped around the mapper's output. */
    private final ZstdCompressCtx compressor;
    private final ZstdDecompressCtx decompressor;

    private Codec(ObjectMapper mapper, ZstdCompressCtx compressor, ZstdDecompressCtx decompressor) {
        this.mapper = mapper;
        this.compressor = compressor;
        this.decompressor = decompressor;
    }

    /**
     * @param documents the documents this codec will encode: formats with shared tables build
     *                  them from these, and {@link Compression#ZSTD_DICT} trains its dictionary
     *                  on their encodings
     */
    public static Codec create(Format format, Compression compression, List<JsonNode> documents) throws IOException {
        Codec plain = new Codec(format.mapper(MapperSetup.uncompressed(documents)), null, null);
        if (compression == Compression.NONE) {
            return plain;
        }
        byte[] dictionary = compression == Compression.ZSTD_DICT ? Dictionaries.train(plain.encodeAll(documents)) : null;
        if (format.compressesItself()) {
            return new Codec(format.mapper(new MapperSetup(documents, Compression.ZSTD_LEVEL, dictionary)), null, null);
        }
        ZstdCompressCtx compressor = new ZstdCompressCtx().setLevel(Compression.ZSTD_LEVEL);
        ZstdDecompressCtx decompressor = new ZstdDecompressCtx();
        if (dictionary != null) {
            // Digested once here: loading raw dictionary bytes would re-digest them on every call.
            compressor.loadDict(new ZstdDictCompress(dictionary, Compression.ZSTD_LEVEL));
            decompressor.loadDict(new ZstdDictDecompress(dictionary));
        }
        return new Codec(plain.mapper, compressor, decompressor);
    }

    @Override
    public byte[] encode(Object value) throws IOException {
        byte[] encoded = mapper.writeValueAsBytes(value);
        return compressor == null ? encoded : compressor.compress(encoded);
    }

    @Override
    public <T> T decode(byte[] document, Class<T> type) throws IOException {
        // The compressor above records the content size in every frame, so it can be trusted here.
        byte[] encoded = decompressor == null
                ? document
                : decompressor.decompress(document, (int) Zstd.getFrameContentSize(document));
        return mapper.readValue(encoded, type);
    }

    @Override
    public Class<JsonNode> treeType() {
        return JsonNode.class;
    }

    @Override
    public JsonNode tree(JsonNode document) {
        return document;
    }

    public JsonNode decodeTree(byte[] document) throws IOException {
        return decode(document, JsonNode.class);
    }

    public List<byte[]> encodeAll(List<JsonNode> documents) throws IOException {
        List<byte[]> encoded = new ArrayList<>(documents.size());
        for (JsonNode document : documents) {
            encoded.add(encode(document));
        }
        return encoded;
    }
}
