package io.fracjson.jackson;

import com.fasterxml.jackson.core.FormatSchema;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.core.format.InputAccessor;
import com.fasterxml.jackson.core.format.MatchStrength;
import com.fasterxml.jackson.core.io.ContentReference;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.util.JacksonFeatureSet;
import io.fracjson.core.DocumentHeader;
import io.fracjson.core.DocumentSettings;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ReadOptions;
import io.fracjson.core.ReadOptionsCache;
import io.fracjson.core.ReaderWriterPool;
import io.fracjson.core.ZstdDictionary;

import java.io.DataInput;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;

/**
 * The Jackson factory for frac_json: give it to an {@code ObjectMapper} (or use
 * {@link FracJsonMapper}) and existing code reads and writes frac_json instead of JSON.
 *
 * <p>frac_json is a binary format: parsers read only bytes ({@code byte[]}, {@code InputStream},
 * {@code File}, {@code Path}, {@code URL}) and generators write only to an {@code OutputStream};
 * {@code Reader}, {@code Writer}, {@code String} and {@code char[]} are refused.
 *
 * <p>A factory may carry a global keys table, a zstd compression level and a zstd dictionary
 * ({@link #builder()}); a {@link FracSchema} given to a reader or writer overrides them per call.
 * Byte arrays are written as base64 strings, as JSON does, so output stays within the JSON
 * data model the format is defined on.
 */
public class FracJsonFactory extends JsonFactory {
    /** 2: the document settings became one {@link DocumentSettings} field. */
    private static final long serialVersionUID = 2L;

    public static final String FORMAT_NAME = "frac_json";

    static final int DEFAULT_PARSER_FEATURES = JacksonFeatureSet.fromDefaults(FracJsonParser.Feature.values()).asBitmask();
    static final int DEFAULT_GENERATOR_FEATURES = JacksonFeatureSet.fromDefaults(FracJsonGenerator.Feature.values()).asBitmask();

    protected int fracParserFeatures;
    protected int fracGeneratorFeatures;
    private final DocumentSettings settings;

    /** Limits of the last parser created, and the read options they map to: rebuilt when the constraints change. */
    private transient volatile ReadOptionsForConstraints readOptionsCache;
    /** The options of the schemas read with, so that each keeps them (and their key cache) from read to read. */
    private final transient ReadOptionsCache schemaReadOptions = new ReadOptionsCache();
    /** Made anew with each instance: a copy or a deserialized factory has pools of its own. */
    private final transient ReaderWriterPool pool = new ReaderWriterPool();

    public FracJsonFactory() {
        this((ObjectCodec) null);
    }

    public FracJsonFactory(ObjectCodec codec) {
        super(codec);
        fracParserFeatures = DEFAULT_PARSER_FEATURES;
        fracGeneratorFeatures = DEFAULT_GENERATOR_FEATURES;
        settings = DocumentSettings.DEFAULT;
    }

    /** A copy of {@code src} with another codec (for {@link #copy()} and {@code ObjectMapper.copy()}). */
    public FracJsonFactory(FracJsonFactory src, ObjectCodec codec) {
        super(src, codec);
        fracParserFeatures = src.fracParserFeatures;
        fracGeneratorFeatures = src.fracGeneratorFeatures;
        settings = src.settings;
    }

    protected FracJsonFactory(FracJsonFactoryBuilder b) {
        super(b, false);
        fracParserFeatures = b.formatParserFeaturesMask();
        fracGeneratorFeatures = b.formatGeneratorFeaturesMask();
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
        _checkInvalidCopy(FracJsonFactory.class);
        return new FracJsonFactory(this, null);
    }

    @Override
    protected Object readResolve() {
        return new FracJsonFactory(this, _objectCodec);
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

    /** A document starts with 'F' 'J' and a config byte that a reader accepts ({@link DocumentHeader}). */
    @Override
    public MatchStrength hasFormat(InputAccessor acc) throws IOException {
        byte[] prefix = new byte[DocumentHeader.SIZE];
        int n = 0;
        while (n < prefix.length && acc.hasMoreBytes()) {
            prefix[n++] = acc.nextByte();
        }
        switch (DocumentHeader.match(prefix, 0, n)) {
            case YES:
                return MatchStrength.FULL_MATCH;
            case TOO_SHORT:
                return MatchStrength.INCONCLUSIVE;
            default:
                return MatchStrength.NO_MATCH;
        }
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
    public boolean canUseCharArrays() {
        return false;
    }

    @Override
    public boolean requiresPropertyOrdering() {
        return false;
    }

    @Override
    public Class<FracJsonParser.Feature> getFormatReadFeatureType() {
        return FracJsonParser.Feature.class;
    }

    @Override
    public Class<FracJsonGenerator.Feature> getFormatWriteFeatureType() {
        return FracJsonGenerator.Feature.class;
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

    /** See {@link FracJsonFactoryBuilder#maxDecompressedBytes(long)}. */
    public long maxDecompressedBytes() {
        return settings.maxDecompressedBytes();
    }

    /** See {@link FracJsonFactoryBuilder#maxDecompressionRatio(int)}. */
    public int maxDecompressionRatio() {
        return settings.maxDecompressionRatio();
    }

    /** See {@link FracJsonFactoryBuilder#decompressionRatioFloor(long)}. */
    public long decompressionRatioFloor() {
        return settings.decompressionRatioFloor();
    }

    // ---------------------------------------------------------------- format features

    public final FracJsonFactory configure(FracJsonParser.Feature f, boolean state) {
        return state ? enable(f) : disable(f);
    }

    public FracJsonFactory enable(FracJsonParser.Feature f) {
        fracParserFeatures |= f.getMask();
        return this;
    }

    public FracJsonFactory disable(FracJsonParser.Feature f) {
        fracParserFeatures &= ~f.getMask();
        return this;
    }

    public final boolean isEnabled(FracJsonParser.Feature f) {
        return f.enabledIn(fracParserFeatures);
    }

    @Override
    public int getFormatParserFeatures() {
        return fracParserFeatures;
    }

    public final FracJsonFactory configure(FracJsonGenerator.Feature f, boolean state) {
        return state ? enable(f) : disable(f);
    }

    public FracJsonFactory enable(FracJsonGenerator.Feature f) {
        fracGeneratorFeatures |= f.getMask();
        return this;
    }

    public FracJsonFactory disable(FracJsonGenerator.Feature f) {
        fracGeneratorFeatures &= ~f.getMask();
        return this;
    }

    public final boolean isEnabled(FracJsonGenerator.Feature f) {
        return f.enabledIn(fracGeneratorFeatures);
    }

    @Override
    public int getFormatGeneratorFeatures() {
        return fracGeneratorFeatures;
    }

    // ---------------------------------------------------------------- parsers (narrowed return types)

    @Override
    public FracJsonParser createParser(File f) throws IOException {
        return (FracJsonParser) super.createParser(f);
    }

    @Override
    public FracJsonParser createParser(InputStream in) throws IOException {
        return (FracJsonParser) super.createParser(in);
    }

    @Override
    public FracJsonParser createParser(byte[] data) throws IOException {
        _checkRangeBoundsForByteArray(data, 0, data == null ? 0 : data.length); // names a null array, as the offset variant does
        return (FracJsonParser) super.createParser(data);
    }

    @Override
    public FracJsonParser createParser(byte[] data, int offset, int len) throws IOException {
        return (FracJsonParser) super.createParser(data, offset, len);
    }

    @Override
    protected FracJsonParser _createParser(InputStream in, IOContext ctxt) {
        if (in == null) {
            throw new IllegalArgumentException("Invalid `InputStream` argument: `null`");
        }
        return new FracJsonParser(ctxt, _parserFeatures, fracParserFeatures, _objectCodec, this, in, null, 0, 0);
    }

    @Override
    protected FracJsonParser _createParser(byte[] data, int offset, int len, IOContext ctxt) {
        return new FracJsonParser(ctxt, _parserFeatures, fracParserFeatures, _objectCodec, this, null, data, offset,
                len);
    }

    @Override
    protected JsonParser _createParser(Reader r, IOContext ctxt) {
        throw nonByteSource();
    }

    @Override
    protected JsonParser _createParser(char[] data, int offset, int len, IOContext ctxt, boolean recyclable) {
        throw nonByteSource();
    }

    @Override
    protected JsonParser _createParser(DataInput input, IOContext ctxt) {
        throw nonByteSource();
    }

    // ---------------------------------------------------------------- generators

    @Override
    protected FracJsonGenerator _createUTF8Generator(OutputStream out, IOContext ctxt) {
        return new FracJsonGenerator(ctxt, _generatorFeatures, fracGeneratorFeatures, _objectCodec, this, out);
    }

    @Override
    protected JsonGenerator _createGenerator(Writer w, IOContext ctxt) {
        throw nonByteTarget();
    }

    @Override
    protected Writer _createWriter(OutputStream out, JsonEncoding enc, IOContext ctxt) {
        throw nonByteTarget();
    }

    /**
     * Parsers and generators of this format use the core's buffers, not Jackson's: their context
     * gets a recycler that keeps none ({@link UnpooledBufferRecycler}), so that creating one does
     * not take a recycler from the thread's pool and give it back.
     */
    @Override
    protected IOContext _createContext(ContentReference contentRef, boolean resourceManaged) {
        return new IOContext(_streamReadConstraints, _streamWriteConstraints, _errorReportConfiguration,
                UnpooledBufferRecycler.INSTANCE, contentRef == null ? ContentReference.unknown() : contentRef,
                resourceManaged);
    }

    /** Binary content: never rendered as text in error messages. */
    @Override
    protected ContentReference _createContentReference(Object contentAccessor) {
        return ContentReference.construct(false, contentAccessor, _errorReportConfiguration);
    }

    @Override
    protected ContentReference _createContentReference(Object contentAccessor, int offset, int length) {
        return ContentReference.construct(false, contentAccessor, offset, length, _errorReportConfiguration);
    }

    // ---------------------------------------------------------------- settings for parsers and generators

    /** Read options for a parser: this factory's (or the schema's) table and dictionary, Jackson's limits. */
    ReadOptions readOptions(StreamReadConstraints constraints, FracSchema schema) {
        ReadOptionsForConstraints cached = readOptionsCache;
        boolean intern = isEnabled(JsonFactory.Feature.INTERN_FIELD_NAMES);
        if (cached == null || cached.constraints != constraints || cached.options.internKeys() != intern) {
            cached = new ReadOptionsForConstraints(constraints, readOptions(settings, constraints, intern));
            readOptionsCache = cached;
        }
        if (schema == null) {
            return cached.options;
        }
        return schemaReadOptions.get(new SchemaReadKey(schema, constraints, intern),
                () -> readOptions(schema.readSettings(settings), constraints, intern));
    }

    private static ReadOptions readOptions(DocumentSettings settings, StreamReadConstraints c, boolean intern) {
        return settings.readOptions(c.getMaxNestingDepth(), c.getMaxStringLength(), c.getMaxNameLength(),
                c.getMaxDocumentLength()).internKeys(intern).build();
    }

    /** The readers and writers this factory's parsers and generators borrow. */
    ReaderWriterPool pool() {
        return pool;
    }

    /** The settings a generator with this schema writes with. */
    DocumentSettings writeSettings(FracSchema schema) {
        return schema == null ? settings : schema.writeSettings(settings);
    }

    private static final class ReadOptionsForConstraints {
        final StreamReadConstraints constraints;
        final ReadOptions options;

        ReadOptionsForConstraints(StreamReadConstraints constraints, ReadOptions options) {
            this.constraints = constraints;
            this.options = options;
        }
    }

    /** What a schema's read options are made of (schemas and constraints compared by identity). */
    private record SchemaReadKey(FracSchema schema, StreamReadConstraints constraints, boolean intern) {
    }

    private static UnsupportedOperationException nonByteSource() {
        return new UnsupportedOperationException("frac_json is a binary format: cannot create a parser for a"
                + " character source (Reader, String, char[]) or DataInput; give it bytes, an InputStream, a File or"
                + " a URL");
    }

    private static UnsupportedOperationException nonByteTarget() {
        return new UnsupportedOperationException("frac_json is a binary format: cannot create a generator for a"
                + " Writer, nor with a character encoding other than UTF-8; give it an OutputStream");
    }
}
