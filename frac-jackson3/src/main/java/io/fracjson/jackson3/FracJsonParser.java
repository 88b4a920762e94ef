package io.fracjson.jackson3;

import io.fracjson.core.AdapterMessages;
import io.fracjson.core.AttachedValues;
import io.fracjson.core.ContextChain;
import io.fracjson.core.CurrentString;
import io.fracjson.core.FracFormatException;
import io.fracjson.core.FracLimitException;
import io.fracjson.core.FracReader;
import io.fracjson.core.FracToken;
import io.fracjson.core.LengthPrefixedSequence;
import io.fracjson.core.ReaderWriterPool;
import tools.jackson.core.Base64Variant;
import tools.jackson.core.FormatSchema;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.SerializableString;
import tools.jackson.core.StreamReadCapability;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.Version;
import tools.jackson.core.base.ParserMinimalBase;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.io.IOContext;
import tools.jackson.core.json.DupDetector;
import tools.jackson.core.sym.PropertyNameMatcher;
import tools.jackson.core.util.ByteArrayBuilder;
import tools.jackson.core.util.JacksonFeatureSet;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Reads frac_json through Jackson 3's streaming API, one {@link JsonToken} per core token.
 *
 * <p>Input may hold several concatenated documents: they read as a root-level sequence of
 * values, as with Smile. An error in the input ends it: having no framing, concatenated documents
 * do not tell where the next would begin, so the problem is reported once and then
 * {@code nextToken()} returns null, every document before it delivered (a {@code MappingIterator}
 * loop that catches and carries on ends there). With
 * {@link FracJsonReadFeature#LENGTH_PREFIXED_SEQUENCE}, documents are read from this library's
 * length-prefixed sequence instead, where an error ends only the document it is about: the next
 * token is the next document's first.
 *
 * <p>Numbers keep the JSON data model: integers report INT, LONG or
 * BIG_INTEGER (for uint64 above {@code Long.MAX_VALUE}) by value; floats report DOUBLE, since a
 * float32 only stores a double that converts exactly (unless
 * {@link FracJsonReadFeature#REPORT_FLOAT32_AS_FLOAT}).
 *
 * <p>Locations are byte offsets ({@link TokenStreamLocation#getByteOffset()}), no lines or
 * columns. Inside a zstd-compressed document they count within its decompressed body.
 *
 * <p>Every problem with the input is a {@link StreamReadException} naming the problem and its
 * byte offset, except a limit of {@code StreamReadConstraints}, which is a
 * {@link StreamConstraintsException} as in Jackson's own parsers. I/O errors of the source
 * stream come wrapped, as Jackson 3 wraps them ({@code JacksonIOException}).
 */
public class FracJsonParser extends ParserMinimalBase {
    private static final JacksonFeatureSet<StreamReadCapability> CAPABILITIES =
            DEFAULT_READ_CAPABILITIES.with(StreamReadCapability.EXACT_FLOATS);

    /** The Jackson token of each core token, by ordinal: the translation is one array load. */
    private static final JsonToken[] JSON_TOKENS = new JsonToken[FracToken.values().length];

    static {
        for (FracToken t : FracToken.values()) {
            JSON_TOKENS[t.ordinal()] = switch (t) {
                case START_OBJECT -> JsonToken.START_OBJECT;
                case END_OBJECT -> JsonToken.END_OBJECT;
                case START_ARRAY -> JsonToken.START_ARRAY;
                case END_ARRAY -> JsonToken.END_ARRAY;
                case KEY -> JsonToken.PROPERTY_NAME;
                case STRING -> JsonToken.VALUE_STRING;
                case INT, UINT64 -> JsonToken.VALUE_NUMBER_INT;
                case FLOAT32, FLOAT64 -> JsonToken.VALUE_NUMBER_FLOAT;
                case TRUE -> JsonToken.VALUE_TRUE;
                case FALSE -> JsonToken.VALUE_FALSE;
                case NULL -> JsonToken.VALUE_NULL;
            };
        }
    }

    private final FracJsonFactory factory;
    private final int formatFeatures;
    private final boolean float32AsFloat;
    private final FracSchema schema;
    private final InputStream inputStream;
    private final byte[] inputBuffer;

    /**
     * Borrowed from the factory until close() gives it back, exactly once; null from then on.
     * The one owner of document structure: the parser keeps none of its own.
     */
    private FracReader reader;
    /** The reader's offsets when it was given back, for locations asked of a closed parser. */
    private long closedTokenOffset;
    private long closedOffset;
    /** Views of the reader's levels, made when first asked for; null until then. */
    private ContextChain<FracStreamContext> contexts;
    /** With STRICT_DUPLICATE_DETECTION, the names of each open object; else null. */
    private final DuplicateNames duplicates;

    /** For getStringCharacters(): reused. */
    private char[] charBuffer;
    /** The current string once decoded, for whoever asks again: kept by the parser, not the pooled reader. */
    private final CurrentString currentString = new CurrentString();
    /** By level, the values databind attached (the bean being read from each container): kept by the parser too. */
    private final AttachedValues.InFields attachedValues = new AttachedValues.InFields();

    FracJsonParser(ObjectReadContext readCtxt, IOContext ioCtxt, int streamReadFeatures, int formatFeatures,
                   FracJsonFactory factory, InputStream in, byte[] data, int offset, int length) {
        super(readCtxt, ioCtxt, streamReadFeatures);
        this.factory = factory;
        this.formatFeatures = formatFeatures;
        this.float32AsFloat = FracJsonReadFeature.REPORT_FLOAT32_AS_FLOAT.enabledIn(formatFeatures);
        FormatSchema s = readCtxt.getSchema();
        this.schema = s instanceof FracSchema ? (FracSchema) s : null; // databind lets through only schemas the factory can use
        this.inputStream = in;
        this.inputBuffer = data;
        this.duplicates = StreamReadFeature.STRICT_DUPLICATE_DETECTION.enabledIn(streamReadFeatures)
                ? new DuplicateNames(DupDetector.rootDetector(this)) : null;
        var options = factory.readOptions(schema);
        ReaderWriterPool pool = factory.pool();
        if (FracJsonReadFeature.LENGTH_PREFIXED_SEQUENCE.enabledIn(formatFeatures)) {
            this.reader = pool.reader(options, in == null ? LengthPrefixedSequence.of(data, offset, length)
                    : LengthPrefixedSequence.of(new CloseShieldInputStream(in)));
        } else {
            this.reader = in == null ? pool.reader(options, data, offset, length)
                    : pool.reader(options, new CloseShieldInputStream(in));
        }
        reader.attach(attachedValues); // the reader clears the attached values of each container it opens
    }

    // ---------------------------------------------------------------- configuration

    @Override
    public Version version() {
        return PackageVersion.VERSION;
    }

    @Override
    public FracSchema getSchema() {
        return schema;
    }

    public boolean isEnabled(FracJsonReadFeature f) {
        return f.enabledIn(formatFeatures);
    }

    @Override
    public JacksonFeatureSet<StreamReadCapability> streamReadCapabilities() {
        return CAPABILITIES;
    }

    @Override
    public Object streamReadInputSource() {
        return inputStream != null ? inputStream : inputBuffer;
    }

    // ---------------------------------------------------------------- tokens

    @Override
    public JsonToken nextToken() {
        FracReader r = reader;
        if (r == null) {
            return _updateTokenToNull(); // closed: no token, as Jackson's parsers
        }
        String name;
        FracToken t;
        try {
            // A key is settled without the steps that find out what comes next.
            name = r.nextKey();
            t = name == null ? r.next() : null;
        } catch (IOException e) {
            throw readFailed(e);
        }
        if (name != null) {
            return propertyNameRead(r, name);
        }
        if (t == null) {
            return _updateTokenToNull();
        }
        JsonToken jt = JSON_TOKENS[t.ordinal()]; // never PROPERTY_NAME: nextKey() read any key that was next
        if (duplicates != null && t == FracToken.START_OBJECT) { // the reader cleared the new level's attached value
            duplicates.objectStarted(r.depth());
        }
        return _updateToken(jt);
    }

    /**
     * The next token if it is a property name, which is returned; null otherwise. Where the
     * reader knows a key is next, it reads just that ({@link FracReader#nextKey()}), as databind's
     * tree reader asks for every name this way.
     */
    @Override
    public String nextName() {
        String name = nextKey();
        if (name == null) {
            nextToken(); // not a name: what comes instead
        }
        return name;
    }

    /** The next key if the reader knows one is next, read and made the current token; else null, nothing read. */
    private String nextKey() {
        FracReader r = reader;
        if (r == null) {
            return null;
        }
        String name;
        try {
            name = r.nextKey();
        } catch (IOException e) {
            throw readFailed(e);
        }
        if (name != null) {
            propertyNameRead(r, name);
        }
        return name;
    }

    /** A core error becomes Jackson's, as does an I/O error (unchecked in Jackson 3). */
    RuntimeException readFailed(IOException e) {
        return e instanceof FracFormatException f ? translate(f) : _wrapIOFailure(e);
    }

    /** Makes the key the reader just read the current token. The reader applied the name length limit (maxKeyChars). */
    private JsonToken propertyNameRead(FracReader r, String name) {
        if (duplicates != null) {
            checkDuplicate(r, name);
        }
        return _updateToken(JsonToken.PROPERTY_NAME);
    }

    /** With STRICT_DUPLICATE_DETECTION: refuses a name its object already had. */
    private void checkDuplicate(FracReader r, String name) {
        if (duplicates.isDuplicate(r.depth(), name)) {
            // Jackson 3's own wording (JsonReadContext, SimpleStreamReadContext), as the 2.x adapter uses Jackson 2's.
            throw new StreamReadException(this, "Duplicate Object property \"" + name + "\"", currentTokenLocation());
        }
    }

    /**
     * Keys of a keys table, back references and cached keys are the same instance each time, as
     * are databind's interned names: most matches are settled by identity.
     */
    @Override
    public boolean nextName(SerializableString str) {
        String name = nextName();
        if (name == null) {
            return false;
        }
        String expected = str.getValue();
        return name == expected || name.equals(expected);
    }

    /** Databind's property lookup: the name from the reader, without asking the contexts. */
    @Override
    public int nextNameMatch(PropertyNameMatcher matcher) {
        String name = nextKey();
        if (name != null) {
            return matcher.matchName(name);
        }
        JsonToken t = nextToken(); // not a name: what comes instead
        return t == JsonToken.END_OBJECT ? PropertyNameMatcher.MATCH_END_OBJECT : PropertyNameMatcher.MATCH_ODD_TOKEN;
    }

    @Override
    public String nextStringValue() {
        return nextToken() == JsonToken.VALUE_STRING ? decodedString() : null;
    }

    @Override
    public int nextIntValue(int defaultValue) {
        return nextToken() == JsonToken.VALUE_NUMBER_INT ? getIntValue() : defaultValue;
    }

    @Override
    public long nextLongValue(long defaultValue) {
        return nextToken() == JsonToken.VALUE_NUMBER_INT ? getLongValue() : defaultValue;
    }

    @Override
    public Boolean nextBooleanValue() {
        JsonToken t = nextToken();
        return t == JsonToken.VALUE_TRUE ? Boolean.TRUE : t == JsonToken.VALUE_FALSE ? Boolean.FALSE : null;
    }

    /**
     * Skips a container by walking its bytes: strings inside are neither decoded nor validated.
     * Tokens skipped count towards maxTokenCount, as when Jackson's parsers skip with nextToken().
     * With STRICT_DUPLICATE_DETECTION, token by token: Jackson's parsers refuse a repeated name
     * in what they skip too (databind skips unknown and ignored properties this way).
     */
    @Override
    public FracJsonParser skipChildren() {
        if (_currToken != JsonToken.START_OBJECT && _currToken != JsonToken.START_ARRAY) {
            return this;
        }
        if (duplicates != null) {
            super.skipChildren();
            return this;
        }
        JsonToken end = _currToken == JsonToken.START_OBJECT ? JsonToken.END_OBJECT : JsonToken.END_ARRAY;
        FracReader r = openReader();
        try {
            if (_trackMaxTokenCount) {
                skipCountingTokens();
            } else {
                r.skipChildren();
            }
        } catch (FracFormatException e) {
            throw translate(e);
        } catch (IOException e) {
            throw _wrapIOFailure(e);
        }
        if (r.token() == null) { // the input had ended at an error: there is no end token to reach
            _updateTokenToNull();
            return this;
        }
        _updateToken(end); // counts the end token
        return this;
    }

    /** Skips to the end of the current container, counting the tokens on the way. */
    private void skipCountingTokens() throws IOException {
        int outside = reader.depth() - 1;
        while (true) {
            FracToken t = reader.next();
            if (t == null || (t == FracToken.END_OBJECT || t == FracToken.END_ARRAY) && reader.depth() == outside) {
                return;
            }
            _streamReadConstraints.validateTokenCount(++_tokenCount);
        }
    }

    /** The reader ends input only between documents, and reports a truncated one itself. */
    @Override
    protected void _handleEOF() {
    }

    @Override
    protected void _closeInput() throws IOException {
        if (inputStream != null && (_ioContext.isResourceManaged() || isEnabled(StreamReadFeature.AUTO_CLOSE_SOURCE))) {
            inputStream.close();
        }
    }

    /** Gives the reader back to the factory, once. */
    @Override
    protected void _releaseBuffers() {
        FracReader r = reader;
        if (r != null) {
            closedTokenOffset = r.tokenOffset();
            closedOffset = r.currentOffset();
            reader = null;
            factory.pool().release(r);
        }
    }

    /** A view of the reader's current level, brought up to date as it is handed out. */
    @Override
    public FracStreamContext streamReadContext() {
        if (contexts == null) {
            contexts = FracStreamContext.chain(() -> reader, attachedValues);
        }
        return contexts.current();
    }

    /**
     * The level whose current name and value belong to the current token: at a container start,
     * the enclosing one; the root once an error has ended the input, though the start stays current.
     */
    private int tokenLevel() {
        int depth = reader.depth();
        boolean atStart = _currToken == JsonToken.START_OBJECT || _currToken == JsonToken.START_ARRAY;
        return atStart && depth > 0 ? depth - 1 : depth;
    }

    @Override
    public String currentName() {
        FracReader r = reader;
        if (r == null) {
            return null;
        }
        return _currToken == JsonToken.PROPERTY_NAME ? r.key() : r.keyAt(tokenLevel());
    }

    /** The value attached to the innermost container (at a container start, the new one). */
    @Override
    public Object currentValue() {
        return reader == null ? null : attachedValues.get(reader.depth());
    }

    @Override
    public void assignCurrentValue(Object v) {
        if (reader != null) {
            attachedValues.set(reader.depth(), v);
        }
    }

    @Override
    public TokenStreamLocation currentTokenLocation() {
        return location(reader == null ? closedTokenOffset : reader.tokenOffset());
    }

    @Override
    public TokenStreamLocation currentLocation() {
        return location(reader == null ? closedOffset : reader.currentOffset());
    }

    private TokenStreamLocation location(long byteOffset) {
        return new TokenStreamLocation(_ioContext.contentReference(), byteOffset, -1L, -1, -1);
    }

    // ---------------------------------------------------------------- text

    @Override
    public String getString() {
        JsonToken t = _currToken;
        if (t == JsonToken.VALUE_STRING) {
            return decodedString();
        }
        if (t == JsonToken.PROPERTY_NAME) {
            return openReader().key();
        }
        if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
            checkedNumberToken();
            return reader.numberText(float32AsFloat);
        }
        return t == null ? null : t.asString();
    }

    /**
     * The reader, which holds the current token's value; refused once closed, when the token may
     * still be current (CLEAR_CURRENT_TOKEN_ON_CLOSE off) but its value went back with the reader.
     */
    private FracReader openReader() {
        FracReader r = reader;
        if (r == null) {
            throw new StreamReadException(this, AdapterMessages.valueOfClosedParser(_currToken));
        }
        return r;
    }

    private String decodedString() {
        try {
            return currentString.of(openReader());
        } catch (FracFormatException e) {
            throw translate(e);
        }
    }

    @Override
    public char[] getStringCharacters() {
        String text = getString();
        if (text == null) {
            return null;
        }
        int n = text.length();
        if (charBuffer == null || charBuffer.length < n) {
            charBuffer = new char[Math.max(n, 64)];
        }
        text.getChars(0, n, charBuffer, 0);
        return charBuffer;
    }

    @Override
    public int getStringLength() {
        String text = getString();
        return text == null ? 0 : text.length();
    }

    @Override
    public int getStringOffset() {
        return 0;
    }

    /** Text is decoded to a String; its chars are copied out on request. */
    @Override
    public boolean hasStringCharacters() {
        return false;
    }

    @Override
    public byte[] getBinaryValue(Base64Variant b64variant) {
        if (_currToken != JsonToken.VALUE_STRING) {
            _reportError("Current token (" + _currToken + ") not VALUE_STRING, can not access as binary");
        }
        ByteArrayBuilder builder = new ByteArrayBuilder();
        _decodeBase64(getString(), builder, b64variant);
        return builder.toByteArray();
    }

    @Override
    public int readBinaryValue(Base64Variant b64variant, OutputStream out) {
        byte[] bytes = getBinaryValue(b64variant);
        try {
            out.write(bytes);
        } catch (IOException e) {
            throw _wrapIOFailure(e);
        }
        return bytes.length;
    }

    // ---------------------------------------------------------------- numbers

    @Override
    public boolean isNaN() {
        if (_currToken != JsonToken.VALUE_NUMBER_FLOAT) {
            return false;
        }
        checkedNumberToken();
        double d = reader.doubleValue();
        return Double.isNaN(d) || Double.isInfinite(d);
    }

    @Override
    public NumberType getNumberType() {
        // Tests in the order of frequency; an int, which databind's tree reader asks of every
        // integer, settled by the reader's int test alone.
        FracReader r = reader;
        if (_currToken == JsonToken.VALUE_NUMBER_INT && r != null && r.fitsInt()) {
            return NumberType.INT;
        }
        if (_currToken == null || !_currToken.isNumeric()) {
            return null; // Jackson 3's contract, as its own parsers keep it
        }
        FracToken t = checkedNumberToken();
        if (t == FracToken.INT) {
            return NumberType.LONG; // one that does not fit an int
        }
        if (t == FracToken.UINT64) {
            return NumberType.BIG_INTEGER;
        }
        return t == FracToken.FLOAT32 && float32AsFloat ? NumberType.FLOAT : NumberType.DOUBLE;
    }

    @Override
    public NumberTypeFP getNumberTypeFP() {
        if (_currToken != JsonToken.VALUE_NUMBER_FLOAT) {
            return NumberTypeFP.UNKNOWN;
        }
        return openReader().token() == FracToken.FLOAT32 && float32AsFloat ? NumberTypeFP.FLOAT32 : NumberTypeFP.DOUBLE64;
    }

    @Override
    public Number getNumberValue() {
        checkedNumberToken();
        return reader.asNumber(float32AsFloat);
    }

    @Override
    public int getIntValue() {
        FracReader r = reader;
        if (_currToken == JsonToken.VALUE_NUMBER_INT && r != null && r.fitsInt()) { // the common case, checked at once
            return r.asInt();
        }
        checkedNumberToken();
        if (!reader.fitsInt()) {
            _reportOverflowInt(getString());
        }
        return reader.asInt();
    }

    @Override
    public long getLongValue() {
        FracReader r = reader;
        if (_currToken == JsonToken.VALUE_NUMBER_INT && r != null && r.fitsLong()) { // the common case, checked at once
            return r.asLong();
        }
        checkedNumberToken();
        if (!reader.fitsLong()) {
            _reportOverflowLong(getString());
        }
        return reader.asLong();
    }

    @Override
    public BigInteger getBigIntegerValue() {
        FracToken t = checkedNumberToken();
        return t == FracToken.INT || t == FracToken.UINT64 ? reader.bigIntegerValue()
                : getDecimalValue().toBigInteger();
    }

    @Override
    public float getFloatValue() {
        checkedNumberToken();
        return reader.asFloat();
    }

    @Override
    public double getDoubleValue() {
        checkedNumberToken();
        return reader.asDouble();
    }

    /** Floats convert through their shortest decimal text, as if JSON text had said it ({@link FracReader#decimalValue(boolean)}). */
    @Override
    public BigDecimal getDecimalValue() {
        checkedNumberToken();
        if (isNaN()) {
            _reportError("Cannot convert " + getString() + " to BigDecimal");
        }
        return reader.decimalValue(float32AsFloat);
    }

    /** The reader's number token, refused where the current token is not a number or its value went. */
    private FracToken checkedNumberToken() {
        if (_currToken == null || !_currToken.isNumeric()) {
            _reportError("Current token (" + _currToken + ") not numeric, can not use numeric value accessors");
        }
        FracToken t = openReader().token();
        if (t == null) { // the reader let go of the value when an error ended its input
            throw new StreamReadException(this, AdapterMessages.valueAfterError(_currToken), currentTokenLocation());
        }
        return t;
    }

    // ---------------------------------------------------------------- whole trees (FracJsonNodeDeserializer)

    /**
     * The reader, if the current token is a container's start that it has just read (so that a
     * tree can be built from it directly); else null.
     */
    FracReader readerAtContainerStart() {
        FracReader r = reader;
        JsonToken t = _currToken;
        if (r == null || (t != JsonToken.START_OBJECT && t != JsonToken.START_ARRAY)) {
            return null;
        }
        FracToken rt = r.token();
        return rt != null && JSON_TOKENS[rt.ordinal()] == t ? r : null;
    }

    /** The tokens counted so far, as maxTokenCount counts them (0 without that limit). */
    long tokensCounted() {
        return _trackMaxTokenCount ? _tokenCount : 0;
    }

    /** The most tokens allowed, {@code Long.MAX_VALUE} for no limit. */
    long maxTokens() {
        return _trackMaxTokenCount ? _streamReadConstraints.getMaxTokenCount() : Long.MAX_VALUE;
    }

    boolean detectsDuplicates() {
        return duplicates != null;
    }

    boolean float32AsFloat() {
        return float32AsFloat;
    }

    /** What a tree read from the reader leaves: {@code last} current (as a parser's tokens would), {@code tokens} counted. */
    void treeRead(FracToken last, long tokens) {
        _currToken = last == null ? null : JSON_TOKENS[last.ordinal()];
        if (_trackMaxTokenCount) {
            _tokenCount = tokens;
        }
    }

    /** As a parser's count refuses the {@code count}th token, {@code t}. */
    void tooManyTokens(FracToken t, long count) {
        treeRead(t, count - 1);
        _updateToken(JSON_TOKENS[t.ordinal()]);
    }

    /** With STRICT_DUPLICATE_DETECTION, a name the tree builder read: refused as {@link #nextName()} would. */
    void treeNameRead(FracReader r, String name) {
        checkDuplicate(r, name);
    }

    /** With STRICT_DUPLICATE_DETECTION, an object the tree builder started. */
    void treeObjectStarted(FracReader r) {
        duplicates.objectStarted(r.depth());
    }

    // ---------------------------------------------------------------- errors

    /**
     * A core error as Jackson's: limits become StreamConstraintsException, the rest StreamReadException.
     * The message takes the core's problem without its offset, which Jackson's location appends.
     */
    private JacksonException translate(FracFormatException e) {
        TokenStreamLocation at = location(e.offset());
        if (e instanceof FracLimitException) {
            return new StreamConstraintsException(e.problem(), at); // its constructor leaves no room for a cause
        }
        return new StreamReadException(this, "Invalid frac_json: " + e.problem(), at, e);
    }
}
