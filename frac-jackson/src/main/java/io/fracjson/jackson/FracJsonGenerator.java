package io.fracjson.jackson;

import com.fasterxml.jackson.core.Base64Variant;
import com.fasterxml.jackson.core.FormatFeature;
import com.fasterxml.jackson.core.FormatSchema;
import com.fasterxml.jackson.core.JsonGenerationException;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.core.base.GeneratorBase;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.json.DupDetector;
import io.fracjson.core.AdapterMessages;
import io.fracjson.core.AttachedValues;
import io.fracjson.core.Compression;
import io.fracjson.core.ContextChain;
import io.fracjson.core.DocumentSettings;
import io.fracjson.core.FracFormatException;
import io.fracjson.core.FracWriter;
import io.fracjson.core.NumberPolicy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * Writes frac_json through Jackson's streaming API, byte for byte as the reference encoder
 * would for the same data, whether containers are started with their size or without.
 *
 * <p>Each root value is one document: it is built in memory (counts precede children in
 * frac_json, and databind often does not know them) and written to the output, compressed if
 * so configured, as soon as it is complete. Several root values (a {@code SequenceWriter})
 * give concatenated documents, or with {@link Feature#LENGTH_PREFIXED_SEQUENCE} this library's
 * length-prefixed sequence of them. An unfinished root value is never written.
 *
 * <p>Numbers are never silently changed, and their type follows the Java type, not the value
 * ({@link NumberPolicy}). Integers in [-2^63, 2^64-1] and doubles are stored exactly, as the
 * reference stores them. A {@code BigDecimal}, whatever its value, and a {@code BigInteger}
 * beyond that range are written as their exact decimal text, a string value, which databind
 * reads back into {@code BigDecimal}, {@code BigInteger}, {@code Instant}... properties;
 * {@link Feature#WRITE_INEXACT_NUMBERS_AS_FLOAT64} writes them as numbers, the nearest float
 * where none is exact, and {@link Feature#FAIL_ON_PRECISION_LOSS} as numbers, refusing one
 * that none holds exactly (see {@link io.fracjson.core.ExactNumbers}). NaN and
 * infinities are written as IEEE floats (the reference reads them as null), unless
 * {@link Feature#FAIL_ON_NON_FINITE_NUMBERS}. Byte arrays are base64 strings, as in JSON.
 *
 * <p>After any exception from a write (the format's, a Jackson structure error such as a value
 * where a field name is due, an exceeded {@code StreamWriteConstraints} limit) or from the output
 * (a write or {@link #flush()} of the target that failed, which may have left part of a document
 * there), the document in progress is unusable: every later write, and {@link #flush()}, refuses
 * with an exception naming that first failure, and {@link #close()} drops the document (and still
 * releases what it holds, closing a target it would close, but flushing none).
 *
 * <p>Not supported: raw output ({@code writeRaw*}, {@code writeRawValue}, so also
 * {@code @JsonRawValue}), since there is no JSON text to insert it into.
 */
public class FracJsonGenerator extends GeneratorBase {
    /** frac_json-specific write features. */
    public enum Feature implements FormatFeature {
        /**
         * Write {@code BigDecimal}s as numbers, as JSON does (an integer or a float where one reads
         * back equal, scale included), and fail on a number the format cannot hold exactly (a
         * {@code BigInteger} outside [-2^63, 2^64-1], a {@code BigDecimal} no float reads back as),
         * instead of writing it as its decimal text. Takes precedence over
         * {@link #WRITE_INEXACT_NUMBERS_AS_FLOAT64}. Off by default: a {@code BigDecimal} is then
         * its decimal text whatever its value (see {@code NumberPolicy}).
         */
        FAIL_ON_PRECISION_LOSS(false),
        /**
         * Write {@code BigDecimal}s as numbers, as JSON does, and store a number the format cannot
         * hold exactly as the nearest float, as the reference does (precision, scale, and beyond the
         * double range the value itself are lost), instead of writing it as its decimal text. Off by
         * default.
         */
        WRITE_INEXACT_NUMBERS_AS_FLOAT64(false),
        /**
         * Fail on NaN and ±Infinity, which the reference's data model cannot hold (it reads them
         * back as null), instead of writing them as IEEE floats. Off by default.
         */
        FAIL_ON_NON_FINITE_NUMBERS(false),
        /**
         * Write zstd's content checksum (4 bytes) in each compressed document, so that a body
         * changed in storage or transit fails to read instead of decoding to other data; readers
         * verify it whenever a document has one. Off by default: the reference writes none, and
         * documents are then byte-identical to its. No effect on uncompressed documents.
         */
        WRITE_ZSTD_CHECKSUM(false),
        /**
         * Write each document (each root value) preceded by its length: this library's
         * length-prefixed sequence ({@link io.fracjson.core.LengthPrefixedSequence}), from which a
         * reader with {@link FracJsonParser.Feature#LENGTH_PREFIXED_SEQUENCE} skips a damaged
         * document and reads the others. Not frac_json as the reference reads it. Off by default.
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

    private final FracJsonFactory factory;
    private final OutputStream out;
    private final StreamWriteConstraints writeConstraints;
    private int formatFeatures;
    private NumberPolicy numbers;
    private FracSchema schema;
    /**
     * Borrowed from the factory until close(); null from then on. The one owner of document
     * structure: it checks every write's place in the document, and this generator keeps no
     * context of its own.
     */
    private FracWriter writer;
    /** The settings documents are written with: the factory's, or a schema's over them. */
    private DocumentSettings settings;
    private final int maxNestingDepth;
    /**
     * The first exception a write threw, as Jackson's exception: the writer then refuses every
     * write, and this generator reports the refusal naming it.
     */
    private IOException failure;
    /** Views of the writer's levels, made when first asked for; null until then. */
    private ContextChain<FracStreamContext> contexts;
    /** By level, the values databind attached (the bean being written into each container): kept here, not in the pooled writer. */
    private final AttachedValues.ByLevel attachedValues = new AttachedValues.ByLevel();
    /** With STRICT_DUPLICATE_DETECTION, the names of each open object, made on first use. */
    private DuplicateNames duplicates;

    FracJsonGenerator(IOContext ioContext, int generatorFeatures, int formatFeatures,
                      ObjectCodec codec, FracJsonFactory factory, OutputStream out) {
        super(generatorFeatures, codec, ioContext);
        this.factory = factory;
        this.out = out;
        this.writeConstraints = ioContext.streamWriteConstraints();
        this.maxNestingDepth = writeConstraints.getMaxNestingDepth();
        setFormatFeatures(formatFeatures);
        this.settings = factory.writeSettings(null);
        this.writer = factory.pool().writer(settings.keysTable());
    }

    // ---------------------------------------------------------------- configuration

    @Override
    public Version version() {
        return PackageVersion.VERSION;
    }

    @Override
    public boolean canUseSchema(FormatSchema schema) {
        return schema instanceof FracSchema;
    }

    /**
     * The schema's keys table and compression apply from the next document on. The schema already
     * set is no change, wherever the document is: ObjectWriter.writeValue(JsonGenerator, value)
     * sets its schema on each call, as for each element of an array the caller started.
     */
    @Override
    public void setSchema(FormatSchema schema) {
        if (schema == this.schema) {
            return;
        }
        if (!(schema instanceof FracSchema) && schema != null) {
            super.setSchema(schema); // refuses it, naming both types
        }
        if (writer == null) {
            throw new IllegalStateException("the generator is closed");
        }
        if (failure != null) {
            throw new IllegalStateException("a FracSchema cannot be set: the document in progress is unusable since an"
                    + " earlier write failed (" + originalMessage(failure) + ")", failure);
        }
        if (writer.depth() > 0) {
            throw new IllegalStateException("a FracSchema cannot be set in the middle of a document");
        }
        DocumentSettings next;
        try {
            next = factory.writeSettings((FracSchema) schema); // refuses a schema's dictionary without a level
        } catch (IllegalArgumentException e) {
            closeOwnOutputIfUnused(e); // ObjectWriter sets the schema before it would close a generator for a File
            throw e;
        }
        writer.useKeysTable(next.keysTable()); // the same writer: the root keeps counting documents
        this.schema = (FracSchema) schema;
        this.settings = next;
    }

    /**
     * Closes the output if this generator's factory opened it (a File's) and nothing was written
     * to it yet: a generator ObjectWriter configures and, refused, never returns. Keeps {@code e}
     * the exception.
     */
    private void closeOwnOutputIfUnused(RuntimeException e) {
        if (out != null && _ioContext.isResourceManaged() && writer.childrenAt(0) == 0) {
            try {
                out.close();
            } catch (IOException closing) {
                e.addSuppressed(closing);
            }
        }
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
    public JsonGenerator overrideFormatFeatures(int values, int mask) {
        setFormatFeatures((formatFeatures & ~mask) | (values & mask));
        return this;
    }

    private void setFormatFeatures(int features) {
        formatFeatures = features;
        numbers = NumberPolicy.of(Feature.FAIL_ON_PRECISION_LOSS.enabledIn(features),
                Feature.WRITE_INEXACT_NUMBERS_AS_FLOAT64.enabledIn(features),
                Feature.FAIL_ON_NON_FINITE_NUMBERS.enabledIn(features));
    }

    public boolean isEnabled(Feature f) {
        return f.enabledIn(formatFeatures);
    }

    @Override
    public StreamWriteConstraints streamWriteConstraints() {
        return writeConstraints;
    }

    @Override
    public Object getOutputTarget() {
        return out;
    }

    /** Bytes of the unfinished root value, held until it is complete. */
    @Override
    public int getOutputBuffered() {
        return writer == null ? 0 : writer.bodySize();
    }

    // ---------------------------------------------------------------- structure

    /** A view of the writer's current level, brought up to date as it is handed out. */
    @Override
    public FracStreamContext getOutputContext() {
        if (contexts == null) {
            contexts = FracStreamContext.chain(() -> writer, attachedValues);
        }
        return contexts.current();
    }

    @Override
    public Object currentValue() {
        return writer == null ? null : attachedValues.get(writer.depth());
    }

    @Override
    public void assignCurrentValue(Object v) {
        if (writer != null) {
            attachedValues.set(writer.depth(), v);
        }
    }

    @Override
    public void writeStartArray() throws IOException {
        writeStartArray(null, -1);
    }

    @Override
    public void writeStartArray(Object forValue) throws IOException {
        writeStartArray(forValue, -1);
    }

    @Deprecated // as in JsonGenerator: writeStartArray(Object, int) replaces it
    @Override
    public void writeStartArray(int size) throws IOException {
        writeStartArray(null, size);
    }

    /**
     * {@code size} is a hint (-1: unknown): the header is written for it and patched at the end
     * if the elements written are not as many, as when a serializer skips null values.
     */
    @Override
    public void writeStartArray(Object forValue, int size) throws IOException {
        FracWriter w = beforeContainer();
        try {
            w.writeStartArrayWithSizeHint(size);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        attachedValues.set(w.depth(), forValue); // null too: the new container has none of the last one's at its level
    }

    @Override
    public void writeEndArray() throws IOException {
        FracWriter w = writer();
        try {
            w.writeEndArray();
        } catch (FracFormatException e) {
            throw failure(e);
        }
        finishDocumentIfComplete(w);
    }

    @Override
    public void writeStartObject() throws IOException {
        writeStartObject(null, -1);
    }

    @Override
    public void writeStartObject(Object forValue) throws IOException {
        writeStartObject(forValue, -1);
    }

    /**
     * {@code size} is a hint (-1: unknown): the header is written for it and patched at the end
     * if the entries written are not as many, as when a serializer skips null values.
     */
    @Override
    public void writeStartObject(Object forValue, int size) throws IOException {
        FracWriter w = beforeContainer();
        try {
            w.writeStartObjectWithSizeHint(size);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        attachedValues.set(w.depth(), forValue); // null too: the new container has none of the last one's at its level
        // Once names are kept, a new object forgets the last one's at its level with the check off
        // too: turned on again within this object, it must not take those names for this one's.
        if (duplicates != null || isEnabled(JsonGenerator.Feature.STRICT_DUPLICATE_DETECTION)) {
            duplicates().objectStarted(w.depth());
        }
    }

    @Override
    public void writeEndObject() throws IOException {
        FracWriter w = writer();
        try {
            w.writeEndObject();
        } catch (FracFormatException e) {
            throw failure(e);
        }
        finishDocumentIfComplete(w);
    }

    /** The writer, once the nesting limit allows one more container. */
    private FracWriter beforeContainer() throws IOException {
        FracWriter w = writer();
        if (w.depth() >= maxNestingDepth) {
            checkUsable();
            try {
                writeConstraints.validateNestingDepth(w.depth() + 1);
            } catch (StreamConstraintsException e) {
                throw failed(e);
            }
        }
        return w;
    }

    @Override
    public void writeFieldName(String name) throws IOException {
        writeKey(name, null);
    }

    /** Databind's names come with their UTF-8 already encoded: it is copied, not encoded again. */
    @Override
    public void writeFieldName(SerializableString name) throws IOException {
        writeKey(name.getValue(), utf8Of(name));
    }

    /**
     * The UTF-8 kept by Jackson's own {@link SerializedString}, which encoded it from the value, or
     * null: another implementation's bytes, a subclass's included (it may set them), need not be
     * its value's, so its value is encoded instead; and Jackson refuses to encode an unpaired
     * surrogate with an IllegalArgumentException, which the writer then reports as its own error.
     */
    private static byte[] utf8Of(SerializableString s) {
        if (s.getClass() != SerializedString.class) {
            return null;
        }
        try {
            return s.asUnquotedUTF8();
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private void writeKey(String name, byte[] utf8) throws IOException {
        FracWriter w = writer();
        try {
            w.writeKey(name, utf8);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        if (isEnabled(JsonGenerator.Feature.STRICT_DUPLICATE_DETECTION) && duplicates().isDuplicate(w.depth(), name)) {
            _reportError("Duplicate field '" + name + "'");
        }
    }

    private DuplicateNames duplicates() {
        if (duplicates == null) {
            duplicates = new DuplicateNames(DupDetector.rootDetector(this));
        }
        return duplicates;
    }

    // ---------------------------------------------------------------- text

    @Override
    public void writeString(String text) throws IOException {
        if (text == null) {
            writeNull();
            return;
        }
        FracWriter w = writer();
        try {
            w.writeString(text);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        finishDocumentIfComplete(w);
    }

    @Override
    public void writeString(char[] text, int offset, int len) throws IOException {
        _checkRangeBoundsForCharArray(text, offset, len);
        writeString(new String(text, offset, len));
    }

    /** Databind's enum values come with their UTF-8 already encoded, as names do: copied, not encoded again. */
    @Override
    public void writeString(SerializableString text) throws IOException {
        byte[] utf8 = utf8Of(text);
        if (utf8 == null) {
            writeString(text.getValue());
            return;
        }
        FracWriter w = writer();
        try {
            w.writeString(text.getValue(), utf8);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        finishDocumentIfComplete(w);
    }

    @Override
    public void writeString(Reader reader, int len) throws IOException {
        if (reader == null) {
            _reportError("null reader");
        }
        StringBuilder sb = new StringBuilder(len >= 0 ? Math.min(len, 8192) : 64); // a declared length is not yet text
        char[] buf = new char[len >= 0 ? Math.min(len, 8192) : 8192];
        int remaining = len < 0 ? Integer.MAX_VALUE : len;
        while (remaining > 0) {
            int n = reader.read(buf, 0, Math.min(buf.length, remaining));
            if (n < 0) {
                break;
            }
            sb.append(buf, 0, n);
            remaining -= n;
        }
        if (len >= 0 && remaining > 0) {
            _reportError(AdapterMessages.tooFewChars(len, len - remaining));
        }
        writeString(sb.toString());
    }

    /** UTF-8 bytes are copied as they are (after validation). */
    @Override
    public void writeUTF8String(byte[] text, int offset, int length) throws IOException {
        _checkRangeBoundsForByteArray(text, offset, length);
        FracWriter w = writer();
        try {
            w.writeUtf8String(text, offset, length);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        finishDocumentIfComplete(w);
    }

    /** As {@link #writeUTF8String}: a binary format has no escaping to skip. */
    @Override
    public void writeRawUTF8String(byte[] text, int offset, int length) throws IOException {
        writeUTF8String(text, offset, length);
    }

    @Override
    public void writeRaw(String text) {
        throw rawUnsupported();
    }

    @Override
    public void writeRaw(String text, int offset, int len) {
        throw rawUnsupported();
    }

    @Override
    public void writeRaw(char[] text, int offset, int len) {
        throw rawUnsupported();
    }

    @Override
    public void writeRaw(char c) {
        throw rawUnsupported();
    }

    @Override
    public void writeRaw(SerializableString raw) {
        throw rawUnsupported();
    }

    @Override
    public void writeRawValue(String text) {
        throw rawUnsupported();
    }

    @Override
    public void writeRawValue(String text, int offset, int len) {
        throw rawUnsupported();
    }

    @Override
    public void writeRawValue(char[] text, int offset, int len) {
        throw rawUnsupported();
    }

    @Override
    public void writeRawValue(SerializableString raw) {
        throw rawUnsupported();
    }

    private static UnsupportedOperationException rawUnsupported() {
        return new UnsupportedOperationException(AdapterMessages.RAW_UNSUPPORTED);
    }

    // ---------------------------------------------------------------- binary: base64 strings, as in JSON

    @Override
    public void writeBinary(Base64Variant b64variant, byte[] data, int offset, int len) throws IOException {
        if (data == null) {
            writeNull();
            return;
        }
        _checkRangeBoundsForByteArray(data, offset, len);
        byte[] slice = offset == 0 && len == data.length ? data : Arrays.copyOfRange(data, offset, offset + len);
        // A real line feed where MIME and PEM wrap lines: encode(slice) would write JSON-escaped "\\n".
        writeString(b64variant.encode(slice, false, "\n"));
    }

    @Override
    public int writeBinary(Base64Variant b64variant, InputStream data, int dataLength) throws IOException {
        byte[] bytes = dataLength < 0 ? data.readAllBytes() : data.readNBytes(dataLength);
        if (dataLength >= 0 && bytes.length < dataLength) {
            _reportError(AdapterMessages.tooFewBytes(dataLength, bytes.length));
        }
        writeBinary(b64variant, bytes, 0, bytes.length);
        return bytes.length;
    }

    // ---------------------------------------------------------------- scalars

    @Override
    public void writeBoolean(boolean state) throws IOException {
        FracWriter w = writer();
        try {
            w.writeBoolean(state);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        finishDocumentIfComplete(w);
    }

    @Override
    public void writeNull() throws IOException {
        FracWriter w = writer();
        try {
            w.writeNull();
        } catch (FracFormatException e) {
            throw failure(e);
        }
        finishDocumentIfComplete(w);
    }

    @Override
    public void writeNumber(int v) throws IOException {
        writeNumber((long) v);
    }

    @Override
    public void writeNumber(long v) throws IOException {
        FracWriter w = writer();
        try {
            w.writeLong(v);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        finishDocumentIfComplete(w);
    }

    /** Exact in [-2^63, 2^64-1]; beyond, as {@link NumberPolicy} says. */
    @Override
    public void writeNumber(BigInteger v) throws IOException {
        if (v == null) {
            writeNull();
            return;
        }
        FracWriter w = writer();
        try {
            numbers.writeBigInteger(w, v);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        finishDocumentIfComplete(w);
    }

    /** float32 when that is exact, else float64; NaN and infinities as such unless FAIL_ON_NON_FINITE_NUMBERS. */
    @Override
    public void writeNumber(double v) throws IOException {
        FracWriter w = writer();
        try {
            numbers.writeDouble(w, v);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        finishDocumentIfComplete(w);
    }

    /** As the double of the same value: always a float32. */
    @Override
    public void writeNumber(float v) throws IOException {
        writeNumber((double) v);
    }

    /**
     * Its decimal text, or under the number features as JSON text of this number would be read,
     * exactly ({@link NumberPolicy#writeBigDecimal}); WRITE_BIGDECIMAL_AS_PLAIN: plain text, or
     * any integral value an integer.
     */
    @Override
    public void writeNumber(BigDecimal v) throws IOException {
        if (v == null) {
            writeNull();
            return;
        }
        boolean plain = isEnabled(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);
        if (plain) {
            _asString(v); // refuses a scale whose plain text would be huge, as Jackson's generators do
        }
        FracWriter w = writer();
        try {
            numbers.writeBigDecimal(w, v, plain);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        finishDocumentIfComplete(w);
    }

    /**
     * The text is read as a JSON number would be, exactly ({@link NumberPolicy#writeNumberText}).
     * Text longer than {@link StreamReadConstraints#getMaxNumberLength()} is refused before it
     * is parsed, as Jackson's parsers and Smile's generator refuse it.
     */
    @Override
    public void writeNumber(String encodedValue) throws IOException {
        if (encodedValue == null) {
            writeNull();
            return;
        }
        NumberPolicy.TextKind kind = NumberPolicy.classify(encodedValue);
        validateNumberTextLength(encodedValue, kind);
        FracWriter w = writer();
        try {
            numbers.writeNumberText(w, encodedValue, kind);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        finishDocumentIfComplete(w);
    }

    /** Refuses number text longer than StreamReadConstraints allow, before it is parsed. */
    private void validateNumberTextLength(String text, NumberPolicy.TextKind kind) throws IOException {
        checkUsable();
        StreamReadConstraints constraints = _ioContext.streamReadConstraints();
        try {
            if (kind == NumberPolicy.TextKind.INTEGER) {
                constraints.validateIntegerLength(text.length());
            } else if (kind == NumberPolicy.TextKind.FLOAT) {
                constraints.validateFPLength(text.length());
            }
        } catch (StreamConstraintsException e) {
            throw failed(e);
        }
    }

    // ---------------------------------------------------------------- output

    /**
     * Complete documents are already written; this flushes the target if FLUSH_PASSED_TO_STREAM.
     * A flush that fails ends the writing as a failed write does; after any failure, flush refuses
     * rather than push on what may be part of a document and return as if all were well.
     */
    @Override
    public void flush() throws IOException {
        checkUsable();
        if (out != null && isEnabled(JsonGenerator.Feature.FLUSH_PASSED_TO_STREAM)) {
            try {
                out.flush();
            } catch (IOException e) {
                throw failed(e);
            } catch (RuntimeException e) {
                throw outputFailed(e);
            }
        }
    }

    /**
     * With AUTO_CLOSE_JSON_CONTENT, ends the open containers (which writes the document);
     * otherwise, or after a failure, an unfinished document is dropped. The target is closed as
     * Jackson's features say, but after a failure never merely flushed (see {@link #flush()}).
     */
    @Override
    public void close() throws IOException {
        if (isClosed()) {
            return;
        }
        Exception first = null; // an IOException, or a RuntimeException from the target
        try {
            if (failure == null && isEnabled(JsonGenerator.Feature.AUTO_CLOSE_JSON_CONTENT)) {
                closeOpenContainers();
            }
        } catch (IOException | RuntimeException e) {
            first = e;
        } finally {
            factory.pool().release(writer);
            writer = null;
            super.close();
        }
        try {
            if (out != null) {
                if (_ioContext.isResourceManaged() || isEnabled(JsonGenerator.Feature.AUTO_CLOSE_TARGET)) {
                    out.close();
                } else if (failure == null && isEnabled(JsonGenerator.Feature.FLUSH_PASSED_TO_STREAM)) {
                    out.flush();
                }
            }
        } catch (IOException | RuntimeException e) {
            if (first == null) {
                throw e;
            }
            first.addSuppressed(e); // the first failure is the one to report, as Jackson's generators do
        }
        if (first instanceof IOException) {
            throw (IOException) first;
        }
        if (first != null) {
            throw (RuntimeException) first;
        }
    }

    private void closeOpenContainers() throws IOException {
        for (int level = writer.depth(); level > 0; level--) {
            if (writer.isObjectAt(level)) {
                writeEndObject();
            } else {
                writeEndArray();
            }
        }
    }

    @Override
    protected void _releaseBuffers() {
        // The core writer owns its buffers; close() gives it back to the factory.
    }

    /** The core writer checks each value's place in the document as it writes it. */
    @Override
    protected void _verifyValueWrite(String typeMsg) throws IOException {
        checkUsable();
    }

    private void finishDocumentIfComplete(FracWriter w) throws IOException {
        if (w.isDocumentComplete()) {
            try {
                if (isEnabled(Feature.LENGTH_PREFIXED_SEQUENCE)) {
                    w.writeLengthPrefixedDocument(out, compression());
                } else {
                    w.writeDocument(out, compression());
                }
            } catch (FracFormatException e) {
                throw failure(e);
            } catch (IOException e) { // from the output: the document may be half written
                throw failed(e);
            } catch (RuntimeException e) {
                throw outputFailed(e);
            }
        }
    }

    /** How the document is written; refused where the settings have a dictionary but no level. */
    private Compression compression() throws JsonGenerationException {
        try {
            return settings.compression().withChecksum(isEnabled(Feature.WRITE_ZSTD_CHECKSUM));
        } catch (IllegalStateException e) {
            throw failed(new JsonGenerationException("Cannot write frac_json: " + e.getMessage(), e, this));
        }
    }

    /** The core writer; once closed, this generator has given it back to the factory. */
    private FracWriter writer() throws JsonGenerationException {
        if (writer == null) {
            throw new JsonGenerationException("the generator is closed", this);
        }
        return writer;
    }

    /**
     * The core writer's exception as Jackson's. Once a write failed, the writer refuses every
     * later one; that refusal is reported naming the first failure.
     */
    private JsonGenerationException failure(FracFormatException e) {
        if (failure != null) {
            return refusal();
        }
        return failed(new JsonGenerationException("Cannot write frac_json: " + e.problem(), e, this));
    }

    /** Jackson's own checks (number text, duplicate names, ...) end the document too. */
    @Override
    protected void _reportError(String msg) throws JsonGenerationException {
        throw failed(new JsonGenerationException(msg, this));
    }

    /**
     * Keeps the first failure and makes the writer refuse every later write, as it does after
     * failures of its own.
     */
    private <E extends IOException> E failed(E e) {
        if (failure == null) {
            failure = e;
            if (writer != null) {
                writer.markUnusable(originalMessage(e));
            }
        }
        return e;
    }

    /**
     * An unchecked exception from the output target, thrown as it is: kept as the first failure
     * (inside one of Jackson's, which a refusal can name) as an IOException from it would be.
     */
    private RuntimeException outputFailed(RuntimeException e) {
        failed(new JsonGenerationException(AdapterMessages.outputFailed(e), e, this));
        return e;
    }

    /** Refuses a write once a write failed, naming that failure. */
    private void checkUsable() throws JsonGenerationException {
        if (failure != null) {
            throw refusal();
        }
    }

    private JsonGenerationException refusal() {
        return new JsonGenerationException(AdapterMessages.unusableAfterFailure(originalMessage(failure)), failure, this);
    }

    private static String originalMessage(IOException e) {
        return e instanceof JsonProcessingException ? ((JsonProcessingException) e).getOriginalMessage() : e.getMessage();
    }
}
