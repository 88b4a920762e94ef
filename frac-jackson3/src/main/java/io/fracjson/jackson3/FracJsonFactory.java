package io.fracjson.jackson3;

import io.fracjson.core.DocumentHeader;
import io.fracjson.core.DocumentSettings;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ReadOptions;
import io.fracjson.core.ReadOptionsCache;
import io.fracjson.core.ReaderWriterPool;
import io.fracjson.core.ZstdDictionary;
import tools.jackson.core.ErrorReportConfiguration;
import tools.jackson.core.FormatSchema;
import tools.jackson.core.JsonParser;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamWriteConstraints;
import tools.jackson.core.TokenStreamFactory;
import tools.jackson.core.Version;
import tools.jackson.core.base.BinaryTSFactory;
import tools.jackson.core.io.ContentReference;
import tools.jackson.core.io.IOContext;
import tools.jackson.core.util.JacksonFeatureSet;

import java.io.DataInput;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The Jackson 3 factory for frac_json: give it to a mapper ({@link FracJsonMapper}) and
 * existing code reads and writes frac_json instead of JSON. Immutable, as Jackson 3's
 * factories are: {@link #builder()} and {@link #rebuild()} make configured ones.
 *
 * <p>frac_json is a binary format: parsers read only bytes ({@code byte[]}, {@code InputStream},
 * {@code File}, {@code Path}) and generators write only to an {@code OutputStream};
 * {@code Reader}, {@code Writer}, {@code String}, {@code char[]} and {@code DataInput} are refused.
 *
 * <p>A factory may carry a global keys table, a zstd compression level and a zstd dictionary
 * ({@link DocumentSettings}); a {@link FracSchema} given to a reader or writer overrides them
 * per call. Byte arrays are written as base64 strings, as JSON does, so output stays within
 * the JSON data model the format is defined on.
 */
public class FracJsonFactory extends BinaryTSFactory {
    private static final long serialVersionUID = 1L;

    public static final String FORMAT_NAME = "frac_json";

    static final int DEFAULT_READ_FEATURES = JacksonFeatureSet.fromDefaults(FracJsonReadFeature.values()).asBitmask();
    static final int DEFAULT_WRITE_FEATURES = JacksonFeatureSet.fromDefaults(FracJsonWriteFeature.values()).asBitmask();

    private final DocumentSettings settings;
    /** The read options of this factory's (immutable) constraints; made on first use. */
    private transient volatile ReadOptions readOptions;
    /** The options of the schemas read with, so that each keeps them (and their key cache) from read to read. */
    private final transient ReadOptionsCache schemaReadOptions = new ReadOptionsCache();
    /** Made anew with each instance: a copy or a deserialized factory has pools of its own. */
    private final transient ReaderWriterPool pool = new ReaderWriterPool();

    /** A factory with the defaults of {@link #builder()}. */
    public FracJsonFactory() {
        this(new FracJsonFactoryBuilder());
    }

    /** A copy of {@code src}, with pools of its own. */
    public FracJsonFactory(FracJsonFactory src) {
        super(src);
        settings = src.settings;
    }

    protected FracJsonFactory(FracJsonFactoryBuilder b) {
        super(b);
        settings = b.documentSettings();
    }

    public static FracJsonFactoryBuilder builder() {
        return new FracJsonFactoryBuilder();
    }

    @Override
    public FracJsonFactoryBuilder rebuild() {
        return new FracJsonFactoryBuilder(this);
    }

    @Override
    public FracJsonFactory copy() {
        return new FracJsonFactory(this);
    }

    /** Immutable: the factory itself. */
    @Override
    public TokenStreamFactory snapshot() {
        return this;
    }

    /** A deserialized factory gets pools of its own. */
    protected Object readResolve() {
        return new FracJsonFactory(this);
    }

    // ---------------------------------------------------------------- format description

    @Override
    public Version version() {
        return PackageVersion.VERSION;
    }

    @Override
    public String getFormatName() {
        return FORMAT_NAME;
    }

    /**
     * Format detection (Jackson 3 has no detector of its own): whether {@code length} bytes at
     * {@code offset} start a frac_json document, are not one, or are too few to tell.
     */
    public static DocumentHeader.Match hasFormat(byte[] prefix, int offset, int length) {
        return DocumentHeader.match(prefix, offset, length);
    }

    @Override
    public boolean canUseSchema(FormatSchema schema) {
        return schema instanceof FracSchema;
    }

    /** Byte arrays are written as base64 strings, as in JSON. */
    @Override
    public boolean canHandleBinaryNatively() {
        return false;
    }

    @Override
    public boolean canParseAsync() {
        return false;
    }

    @Override
    public boolean requiresPropertyOrdering() {
        return false;
    }

    @Override
    public Class<FracJsonReadFeature> getFormatReadFeatureType() {
        return FracJsonReadFeature.class;
    }

    @Override
    public Class<FracJsonWriteFeature> getFormatWriteFeatureType() {
        return FracJsonWriteFeature.class;
    }

    public final boolean isEnabled(FracJsonReadFeature f) {
        return f.enabledIn(_formatReadFeatures);
    }

    public final boolean isEnabled(FracJsonWriteFeature f) {
        return f.enabledIn(_formatWriteFeatures);
    }

    // ---------------------------------------------------------------- document settings

    /** The keys table, compression and limits of compressed input this factory reads and writes with. */
    public DocumentSettings documentSettings() {
        return settings;
    }

    /** The global keys table ({@link KeysTable#EMPTY} when none). */
    public KeysTable keysTable() {
        return settings.keysTable();
    }

    /** The zstd level for writing; 0 means documents are not compressed. */
    public int compressionLevel() {
        return settings.compressionLevel();
    }

    /** The zstd dictionary, or null. */
    public ZstdDictionary zstdDictionary() {
        return settings.zstdDictionary();
    }

    // ---------------------------------------------------------------- parsers and generators

    @Override
    protected JsonParser _createParser(ObjectReadContext readCtxt, IOContext ioCtxt, InputStream in) {
        if (in == null) {
            throw new IllegalArgumentException("Invalid `InputStream` argument: `null`");
        }
        return new FracJsonParser(readCtxt, ioCtxt, readCtxt.getStreamReadFeatures(_streamReadFeatures),
                readCtxt.getFormatReadFeatures(_formatReadFeatures), this, in, null, 0, 0);
    }

    /**
     * Names a null array, as the offset variant does: TokenStreamFactory's own reads the array's
     * length first, a NullPointerException before any factory sees the call (as frac-jackson's
     * 2.x factory does for {@code createParser(byte[])}).
     */
    @Override
    public JsonParser createParser(ObjectReadContext readCtxt, byte[] data) {
        return createParser(readCtxt, data, 0, data == null ? 0 : data.length);
    }

    /** As {@link #createParser(ObjectReadContext, byte[])}: names a null array. */
    @Deprecated
    @Override
    public JsonParser createParser(byte[] data) {
        return createParser(ObjectReadContext.empty(), data);
    }

    /**
     * Checks the array and range as Jackson's JSON factory does, refusing a null array or a range
     * outside it with a StreamReadException naming the problem, not an exception from the core.
     */
    @Override
    protected JsonParser _createParser(ObjectReadContext readCtxt, IOContext ioCtxt, byte[] data, int offset,
                                       int len) {
        _checkRangeBoundsForByteArray(data, offset, len);
        return new FracJsonParser(readCtxt, ioCtxt, readCtxt.getStreamReadFeatures(_streamReadFeatures),
                readCtxt.getFormatReadFeatures(_formatReadFeatures), this, null, data, offset, len);
    }

    @Override
    protected JsonParser _createParser(ObjectReadContext readCtxt, IOContext ioCtxt, DataInput input) {
        return _nonByteSource();
    }

    /** A schema refused for writing closes the output if it is this factory's to close (a File's, a Path's). */
    @Override
    protected FracJsonGenerator _createGenerator(ObjectWriteContext writeCtxt, IOContext ioCtxt, OutputStream out) {
        try {
            return new FracJsonGenerator(writeCtxt, ioCtxt, writeCtxt.getStreamWriteFeatures(_streamWriteFeatures),
                    writeCtxt.getFormatWriteFeatures(_formatWriteFeatures), this, out);
        } catch (RuntimeException e) {
            if (ioCtxt.isResourceManaged()) {
                try {
                    out.close();
                } catch (IOException closing) {
                    e.addSuppressed(closing);
                }
            }
            throw e;
        }
    }

    /**
     * Parsers and generators of this format use the core's buffers, not Jackson's: their context
     * gets a recycler that keeps none ({@link UnpooledBufferRecycler}), so that creating one does
     * not take a recycler from the thread's pool and give it back.
     */
    @Override
    protected IOContext _createContext(ContentReference contentRef, boolean resourceManaged,
                                       tools.jackson.core.JsonEncoding enc) {
        return new IOContext(_streamReadConstraints, _streamWriteConstraints, _errorReportConfiguration,
                UnpooledBufferRecycler.INSTANCE, contentRef == null ? ContentReference.unknown() : contentRef,
                resourceManaged, enc);
    }

    @Override
    protected <T> T _nonByteSource() {
        throw new UnsupportedOperationException("frac_json is a binary format: cannot create a parser for a"
                + " character source (Reader, String, char[]) or DataInput; give it bytes, an InputStream, a File or"
                + " a Path");
    }

    @Override
    protected <T> T _nonByteTarget() {
        throw new UnsupportedOperationException("frac_json is a binary format: cannot create a generator for a"
                + " Writer; give it an OutputStream, a File or a Path");
    }

    // ---------------------------------------------------------------- settings for parsers and generators

    /** Read options for a parser: this factory's (or the schema's) table and dictionary, Jackson's limits. */
    ReadOptions readOptions(FracSchema schema) {
        ReadOptions options = readOptions;
        if (options == null) {
            readOptions = options = readOptions(settings);
        }
        if (schema == null) {
            return options;
        }
        return schemaReadOptions.get(schema, () -> readOptions(schema.readSettings(settings)));
    }

    private ReadOptions readOptions(DocumentSettings s) {
        StreamReadConstraints c = _streamReadConstraints;
        return s.readOptions(c.getMaxNestingDepth(), c.getMaxStringLength(), c.getMaxNameLength(),
                c.getMaxDocumentLength()).internKeys(isEnabled(TokenStreamFactory.Feature.INTERN_PROPERTY_NAMES))
                .build();
    }

    /** The readers and writers this factory's parsers and generators borrow. */
    ReaderWriterPool pool() {
        return pool;
    }

    /** The settings a generator with this schema writes with. */
    DocumentSettings writeSettings(FracSchema schema) {
        return schema == null ? settings : schema.writeSettings(settings);
    }
}
