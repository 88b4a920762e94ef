package io.fracjson.jackson;

import com.fasterxml.jackson.core.Base64Variant;
import com.fasterxml.jackson.core.FormatFeature;
import com.fasterxml.jackson.core.FormatSchema;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.StreamReadCapability;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.core.base.ParserMinimalBase;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.json.DupDetector;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.core.util.JacksonFeatureSet;
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

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Reads frac_json through Jackson's streaming API, one {@link JsonToken} per core token.
 *
 * <p>Input may hold several concatenated documents: they read as a root-level sequence of
 * values, as with Smile. An error in the input ends it: having no framing, concatenated documents
 * do not tell where the next would begin, so the problem is reported once and then
 * {@code nextToken()} returns null, every document before it delivered (a {@code MappingIterator}
 * loop that catches and carries on ends there). With {@link Feature#LENGTH_PREFIXED_SEQUENCE},
 * documents are read from this library's length-prefixed sequence instead, where an error ends
 * only the document it is about: the next token is the next document's first.
 *
 * <p>Numbers keep the JSON data model: integers report INT, LONG or
 * BIG_INTEGER (for uint64 above {@code Long.MAX_VALUE}) by value; floats report DOUBLE, since a
 * float32 only stores a double that converts exactly (unless {@link Feature#REPORT_FLOAT32_AS_FLOAT}).
 *
 * <p>Locations are byte offsets ({@link JsonLocation#getByteOffset()}), no lines or columns.
 * Inside a zstd-compressed document they count within its decompressed body.
 *
 * <p>Every problem with the input is a {@link JsonParseException} (a
 * {@link com.fasterxml.jackson.core.exc.StreamReadException}) naming the problem and its byte
 * offset, except a limit of {@link StreamReadConstraints}, which is a
 * {@link StreamConstraintsException} as in Jackson's own parsers (both are
 * {@code JsonProcessingException}s). I/O errors of the source stream pass through unchanged.
 */
public class FracJsonParser extends ParserMinimalBase {
    /** frac_json-specific read features. */
    public enum Feature implements FormatFeature {
        /**
         * Report float32 values as {@link NumberType#FLOAT} (and {@code getNumberValue()} as a Float)
         * instead of DOUBLE. Off by default: the format stores a double as float32 only when
         * that is exact, so DOUBLE is what the written data was, and what JSON would give. When on, a
         * float32's text and BigDecimal are the float's too ({@code 0.1} for the double
         * 0.10000000149011612 a writer stored as float32), as for Jackson's FLOAT numbers.
         */
        REPORT_FLOAT32_AS_FLOAT(false),
        /**
         * Read the documents of this library's length-prefixed sequence ({@link LengthPrefixedSequence}:
         * each preceded by its length, as {@link FracJsonGenerator.Feature#LENGTH_PREFIXED_SEQUENCE}
         * writes them) rather than concatenated ones: a damaged document is reported once and
         * skipped, and the next token is the next document's first, so that a
         * {@code MappingIterator} loop that catches and carries on reads every other document. Not
         * frac_json as the reference reads it. Off by default; set it before the first token.
         */
        LENGTH_PREFIXED_SEQUENCE(false);

        private final boolean enabledByDefault;

        Feature(boolean enabledByDefault) {
            this.enabledByDefault = enabledByDefault;
        }

        @Override
        public boolean enabledByDefault() {
            return enabledByDefault;
        }

        @Override
        public int getMask() {
            return 1 << ordinal();
        }

        @Override
        public boolean enabledIn(int flags) {
            return (flags & getMask()) != 0;
        }
    }

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
                case KEY -> JsonToken.FIELD_NAME;
                case STRING -> JsonToken.VALUE_STRING;
                case INT, UINT64 -> JsonToken.VALUE_NUMBER_INT;
                case FLOAT32, FLOAT64 -> JsonToken.VALUE_NUMBER_FLOAT;
                case TRUE -> JsonToken.VALUE_TRUE;
                case FALSE -> JsonToken.VALUE_FALSE;
                case NULL -> JsonToken.VALUE_NULL;
            };
        }
    }

    private final IOContext ioContext;
    private final FracJsonFactory factory;
    private ObjectCodec codec;
    private int formatFeatures;
    private boolean float32AsFloat;
    private FracSchema schema;

    // The source, kept so that a schema set before the first token can reopen it with its settings.
    private final InputStream inputStream;
    private final byte[] inputBuffer;
    private final int inputOffset;
    private final int inputLength;

    /**
     * Borrowed from the factory until close() gives it back, exactly once; null from then on,
     * which is what being closed means.
     * The one owner of document structure: the parser keeps none of its own.
     */
    private FracReader reader;
    /** The reader's offsets when it was given back, for locations asked of a closed parser. */
    private long closedTokenOffset;
    private long closedOffset;
    /** Views of the reader's levels, made when first asked for; null until then. */
    private ContextChain<FracStreamContext> contexts;
    /**
     * With STRICT_DUPLICATE_DETECTION, the names of each open object; else null. Follows the
     * feature when it is turned on or off once the parser is made, as ObjectReader.with() and
     * without() do to each parser they read from.
     */
    private DuplicateNames duplicates;

    /** For getTextCharacters(): reused. */
    private char[] charBuffer;
    /** The current string once decoded, for whoever asks again: kept by the parser, not the pooled reader. */
    private final CurrentString currentString = new CurrentString();
    /** By level, the values databind attached (the bean being read from each container): kept by the parser too. */
    private final AttachedValues.InFields attachedValues = new AttachedValues.InFields();

    FracJsonParser(IOContext ioContext, int parserFeatures, int formatFeatures, ObjectCodec codec,
                   FracJsonFactory factory, InputStream in, byte[] data, int offset, int length) {
        super(parserFeatures, ioContext.streamReadConstraints());
        this.ioContext = ioContext;
        this.factory = factory;
        this.codec = codec;
        this.inputStream = in;
        this.inputBuffer = data;
        this.inputOffset = offset;
        this.inputLength = length;
        detectDuplicatesAsConfigured();
        setFormatFeatures(formatFeatures);
        this.reader = borrowReader();
    }

    /** A reader of the input, which clears the attached values of each container it opens. */
    private FracReader borrowReader() {
        var options = factory.readOptions(_streamReadConstraints, schema);
        ReaderWriterPool pool = factory.pool();
        FracReader r;
        if (Feature.LENGTH_PREFIXED_SEQUENCE.enabledIn(formatFeatures)) {
            r = pool.reader(options, inputStream == null
                    ? LengthPrefixedSequence.of(inputBuffer, inputOffset, inputLength)
                    : LengthPrefixedSequence.of(new CloseShieldInputStream(inputStream)));
        } else {
            r = inputStream == null ? pool.reader(options, inputBuffer, inputOffset, inputLength)
                    : pool.reader(options, new CloseShieldInputStream(inputStream));
        }
        r.attach(attachedValues);
        return r;
    }

    // ---------------------------------------------------------------- configuration

    @Override
    public Version version() {
        return PackageVersion.VERSION;
    }

    @Override
    public ObjectCodec getCodec() {
        return codec;
    }

    @Override
    public void setCodec(ObjectCodec codec) {
        this.codec = codec;
    }

    @Override
    public JsonParser enable(JsonParser.Feature f) {
        super.enable(f);
        detectDuplicatesAsConfigured();
        return this;
    }

    @Override
    public JsonParser disable(JsonParser.Feature f) {
        super.disable(f);
        detectDuplicatesAsConfigured();
        return this;
    }

    /** Also how overrideStdFeatures(), which databind's ObjectReader calls on a new parser, sets features. */
    @Deprecated // as in JsonParser
    @Override
    public JsonParser setFeatureMask(int mask) {
        super.setFeatureMask(mask);
        detectDuplicatesAsConfigured();
        return this;
    }

    /**
     * Starts or stops checking names as STRICT_DUPLICATE_DETECTION now says, for the rest of the
     * input: turned on within an object, it checks the names that come after there and at every
     * level, until turned off. (Jackson's JSON parser checks only within the object it was turned
     * on in, and stays on in the objects it had been on in; Smile's does not follow the feature
     * once made.)
     */
    private void detectDuplicatesAsConfigured() {
        boolean on = isEnabled(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        if (on != (duplicates != null)) {
            duplicates = on ? new DuplicateNames(DupDetector.rootDetector(this)) : null;
        }
    }

    @Override
    public boolean canUseSchema(FormatSchema schema) {
        return schema instanceof FracSchema;
    }

    /** Takes effect only before the first token: the schema's keys table and dictionary decode the input. */
    @Override
    public void setSchema(FormatSchema schema) {
        if (schema == this.schema) {
            return;
        }
        if (!(schema instanceof FracSchema) && schema != null) {
            super.setSchema(schema); // refuses it, naming both types
        }
        if (reader == null) {
            throw new IllegalStateException("a FracSchema cannot be set on a closed parser");
        }
        if (reader.begun()) {
            throw new IllegalStateException("a FracSchema must be set before the first token is read");
        }
        this.schema = (FracSchema) schema;
        rebindReader();
    }

    /** A reader for the schema and framing now set, in place of the one borrowed before any token was read. */
    private void rebindReader() {
        FracReader previous = reader;
        reader = borrowReader();
        factory.pool().release(previous); // only once the parser holds its replacement
    }

    @Override
    public FracSchema getSchema() {
        return schema;
    }

    @Override
    public int getFormatFeatures() {
        return formatFeatures;
    }

    @Override
    public JsonParser overrideFormatFeatures(int values, int mask) {
        setFormatFeatures((formatFeatures & ~mask) | (values & mask));
        return this;
    }

    /** Databind sets an ObjectReader's format features on a parser it has just made, before reading. */
    private void setFormatFeatures(int features) {
        boolean framingChanges = reader != null && (Feature.LENGTH_PREFIXED_SEQUENCE.enabledIn(features)
                != Feature.LENGTH_PREFIXED_SEQUENCE.enabledIn(formatFeatures));
        if (framingChanges && reader.begun()) {
            throw new IllegalStateException("FracJsonParser.Feature.LENGTH_PREFIXED_SEQUENCE must be set before the"
                    + " first token is read");
        }
        formatFeatures = features;
        float32AsFloat = Feature.REPORT_FLOAT32_AS_FLOAT.enabledIn(features);
        if (framingChanges) {
            rebindReader();
        }
    }

    public boolean isEnabled(Feature f) {
        return f.enabledIn(formatFeatures);
    }

    @Override
    public JacksonFeatureSet<StreamReadCapability> getReadCapabilities() {
        return CAPABILITIES;
    }

    @Override
    public Object getInputSource() {
        return inputStream != null ? inputStream : inputBuffer;
    }

    // ---------------------------------------------------------------- tokens

    @Override
    public JsonToken nextToken() throws IOException {
        FracReader r = reader;
        if (r == null) {
            return _currToken = null; // closed: no token, as Jackson's parsers
        }
        String name;
        FracToken t;
        try {
            // A key is settled without the steps that find out what comes next.
            name = r.nextKey();
            t = name == null ? r.next() : null;
        } catch (FracFormatException e) {
            throw translate(e);
        }
        if (name != null) {
            return fieldNameRead(r, name);
        }
        if (t == null) {
            return _updateTokenToNull();
        }
        JsonToken jt = JSON_TOKENS[t.ordinal()]; // never FIELD_NAME: nextKey() read any key that was next
        if (duplicates != null && t == FracToken.START_OBJECT) { // the reader cleared the new level's attached value
            duplicates.objectStarted(r.depth());
        }
        return _updateToken(jt);
    }

    /**
     * The next token if it is a field name, which is returned; null otherwise. Where the reader
     * knows a key is next, it reads just that ({@link FracReader#nextKey()}), as databind's bean
     * and tree readers ask for every name this way.
     */
    @Override
    public String nextFieldName() throws IOException {
        FracReader r = reader;
        if (r != null) {
            String name;
            try {
                name = r.nextKey();
            } catch (FracFormatException e) {
                throw translate(e);
            }
            if (name != null) {
                fieldNameRead(r, name);
                return name;
            }
        }
        nextToken(); // not a name: what comes instead
        return null;
    }

    /** Makes the key the reader just read the current token. The reader applied the name length limit (maxKeyChars). */
    private JsonToken fieldNameRead(FracReader r, String name) throws IOException {
        if (duplicates != null) {
            checkDuplicate(r, name);
        }
        return _updateToken(JsonToken.FIELD_NAME);
    }

    /** With STRICT_DUPLICATE_DETECTION: refuses a name its object already had. */
    private void checkDuplicate(FracReader r, String name) throws JsonParseException {
        if (duplicates.isDuplicate(r.depth(), name)) {
            throw new JsonParseException(this, "Duplicate field '" + name + "'", currentTokenLocation());
        }
    }

    /**
     * Keys of a keys table, back references and cached keys are the same instance each time, as
     * are databind's interned names: most matches are settled by identity.
     */
    @Override
    public boolean nextFieldName(SerializableString str) throws IOException {
        String name = nextFieldName();
        if (name == null) {
            return false;
        }
        String expected = str.getValue();
        return name == expected || name.equals(expected);
    }

    @Override
    public String nextTextValue() throws IOException {
        return nextToken() == JsonToken.VALUE_STRING ? decodedString() : null;
    }

    @Override
    public int nextIntValue(int defaultValue) throws IOException {
        return nextToken() == JsonToken.VALUE_NUMBER_INT ? getIntValue() : defaultValue;
    }

    @Override
    public long nextLongValue(long defaultValue) throws IOException {
        return nextToken() == JsonToken.VALUE_NUMBER_INT ? getLongValue() : defaultValue;
    }

    @Override
    public Boolean nextBooleanValue() throws IOException {
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
    public JsonParser skipChildren() throws IOException {
        if (_currToken != JsonToken.START_OBJECT && _currToken != JsonToken.START_ARRAY) {
            return this;
        }
        if (duplicates != null) {
            return super.skipChildren();
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
    public void close() throws IOException {
        if (reader == null) {
            return;
        }
        if (isEnabled(JsonParser.Feature.CLEAR_CURRENT_TOKEN_ON_CLOSE)) {
            _currToken = null;
        }
        closedTokenOffset = reader.tokenOffset();
        closedOffset = reader.currentOffset();
        FracReader r = reader;
        reader = null;
        try {
            factory.pool().release(r);
            if (inputStream != null && (ioContext.isResourceManaged() || isEnabled(JsonParser.Feature.AUTO_CLOSE_SOURCE))) {
                inputStream.close();
            }
        } finally {
            ioContext.close();
        }
    }

    @Override
    public boolean isClosed() {
        return reader == null;
    }

    /** A view of the reader's current level, brought up to date as it is handed out. */
    @Override
    public FracStreamContext getParsingContext() {
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
        return _currToken == JsonToken.FIELD_NAME ? r.key() : r.keyAt(tokenLevel());
    }

    @Deprecated // as in JsonParser: currentName() replaces it
    @Override
    public String getCurrentName() {
        return currentName();
    }

    @Override
    public void overrideCurrentName(String name) {
        if (reader != null) {
            reader.overrideKeyAt(tokenLevel(), name);
        }
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
    public JsonLocation currentTokenLocation() {
        return location(reader == null ? closedTokenOffset : reader.tokenOffset());
    }

    @Override
    public JsonLocation currentLocation() {
        return location(reader == null ? closedOffset : reader.currentOffset());
    }

    @Deprecated // as in JsonParser: currentTokenLocation() replaces it
    @Override
    public JsonLocation getTokenLocation() {
        return currentTokenLocation();
    }

    @Deprecated // as in JsonParser: currentLocation() replaces it
    @Override
    public JsonLocation getCurrentLocation() {
        return currentLocation();
    }

    private JsonLocation location(long byteOffset) {
        return new JsonLocation(ioContext.contentReference(), byteOffset, -1L, -1, -1);
    }

    // ---------------------------------------------------------------- text

    @Override
    public String getText() throws IOException {
        JsonToken t = _currToken;
        if (t == JsonToken.VALUE_STRING) {
            return decodedString();
        }
        if (t == JsonToken.FIELD_NAME) {
            return openReader().key();
        }
        if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
            checkedNumberToken();
            return reader.numberText(float32AsFloat);
        }
        return t == null ? null : t.asString();
    }

    private String decodedString() throws IOException {
        try {
            return currentString.of(openReader());
        } catch (FracFormatException e) {
            throw translate(e);
        }
    }

    @Override
    public char[] getTextCharacters() throws IOException {
        String text = getText();
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
    public int getTextLength() throws IOException {
        String text = getText();
        return text == null ? 0 : text.length();
    }

    @Override
    public int getTextOffset() {
        return 0;
    }

    /** Text is decoded to a String; its chars are copied out on request. */
    @Override
    public boolean hasTextCharacters() {
        return false;
    }

    @Override
    public byte[] getBinaryValue(Base64Variant b64variant) throws IOException {
        if (_currToken != JsonToken.VALUE_STRING) {
            _reportError("Current token (" + _currToken + ") not VALUE_STRING, can not access as binary");
        }
        ByteArrayBuilder builder = new ByteArrayBuilder();
        _decodeBase64(getText(), builder, b64variant);
        return builder.toByteArray();
    }

    @Override
    public int readBinaryValue(Base64Variant b64variant, OutputStream out) throws IOException {
        byte[] bytes = getBinaryValue(b64variant);
        out.write(bytes);
        return bytes.length;
    }

    // ---------------------------------------------------------------- numbers

    @Override
    public boolean isNaN() throws IOException {
        if (_currToken != JsonToken.VALUE_NUMBER_FLOAT) {
            return false;
        }
        checkedNumberToken();
        double d = reader.doubleValue();
        return Double.isNaN(d) || Double.isInfinite(d);
    }

    @Override
    public NumberType getNumberType() throws IOException {
        // Tests in the order of frequency; an int, which databind's tree reader asks of every
        // integer, settled by the reader's int test alone.
        FracReader r = reader;
        if (_currToken == JsonToken.VALUE_NUMBER_INT && r != null && r.fitsInt()) {
            return NumberType.INT;
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
    public NumberTypeFP getNumberTypeFP() throws IOException {
        if (_currToken != JsonToken.VALUE_NUMBER_FLOAT) {
            return NumberTypeFP.UNKNOWN;
        }
        return openReader().token() == FracToken.FLOAT32 && float32AsFloat ? NumberTypeFP.FLOAT32 : NumberTypeFP.DOUBLE64;
    }

    @Override
    public Number getNumberValue() throws IOException {
        checkedNumberToken();
        return reader.asNumber(float32AsFloat);
    }

    @Override
    public int getIntValue() throws IOException {
        FracReader r = reader;
        if (_currToken == JsonToken.VALUE_NUMBER_INT && r != null && r.fitsInt()) { // the common case, checked at once
            return r.asInt();
        }
        checkedNumberToken();
        if (!reader.fitsInt()) {
            reportOverflowInt(getText());
        }
        return reader.asInt();
    }

    @Override
    public long getLongValue() throws IOException {
        FracReader r = reader;
        if (_currToken == JsonToken.VALUE_NUMBER_INT && r != null && r.fitsLong()) { // the common case, checked at once
            return r.asLong();
        }
        checkedNumberToken();
        if (!reader.fitsLong()) {
            reportOverflowLong(getText());
        }
        return reader.asLong();
    }

    @Override
    public BigInteger getBigIntegerValue() throws IOException {
        FracToken t = checkedNumberToken();
        return t == FracToken.INT || t == FracToken.UINT64 ? reader.bigIntegerValue()
                : getDecimalValue().toBigInteger();
    }

    @Override
    public float getFloatValue() throws IOException {
        checkedNumberToken();
        return reader.asFloat();
    }

    @Override
    public double getDoubleValue() throws IOException {
        checkedNumberToken();
        return reader.asDouble();
    }

    /** Floats convert through their shortest decimal text, as if JSON text had said it ({@link FracReader#decimalValue(boolean)}). */
    @Override
    public BigDecimal getDecimalValue() throws IOException {
        checkedNumberToken();
        if (isNaN()) {
            _reportError("Cannot convert " + getText() + " to BigDecimal");
        }
        return reader.decimalValue(float32AsFloat);
    }

    /** The reader's number token, refused where the current token is not a number or its value went. */
    private FracToken checkedNumberToken() throws JsonParseException {
        if (_currToken == null || !_currToken.isNumeric()) {
            _reportError("Current token (" + _currToken + ") not numeric, can not use numeric value accessors");
        }
        FracToken t = openReader().token();
        if (t == null) { // the reader let go of the value when an error ended its input
            throw new JsonParseException(this, AdapterMessages.valueAfterError(_currToken), currentTokenLocation());
        }
        return t;
    }

    /**
     * The reader, which holds the current token's value; refused once closed, when the token may
     * still be current (CLEAR_CURRENT_TOKEN_ON_CLOSE off) but its value went back with the reader.
     */
    private FracReader openReader() throws JsonParseException {
        FracReader r = reader;
        if (r == null) {
            throw new JsonParseException(this, AdapterMessages.valueOfClosedParser(_currToken));
        }
        return r;
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
    void tooManyTokens(FracToken t, long count) throws IOException {
        treeRead(t, count - 1);
        _updateToken(JSON_TOKENS[t.ordinal()]);
    }

    /** With STRICT_DUPLICATE_DETECTION, a name the tree builder read: refused as {@link #nextFieldName()} would. */
    void treeNameRead(FracReader r, String name) throws IOException {
        checkDuplicate(r, name);
    }

    /** With STRICT_DUPLICATE_DETECTION, an object the tree builder started. */
    void treeObjectStarted(FracReader r) {
        duplicates.objectStarted(r.depth());
    }

    // ---------------------------------------------------------------- errors

    /**
     * A core error as Jackson's: limits become StreamConstraintsException, the rest JsonParseException.
     * The message takes the core's problem without its offset, which Jackson's location appends.
     */
    IOException translate(FracFormatException e) {
        JsonLocation at = location(e.offset());
        if (e instanceof FracLimitException) {
            return new StreamConstraintsException(e.problem(), at); // its constructor leaves no room for a cause
        }
        return new JsonParseException(this, "Invalid frac_json: " + e.problem(), at, e);
    }
}
