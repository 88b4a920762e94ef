package io.fracjson.jackson3;

import io.fracjson.core.AdapterMessages;
import io.fracjson.core.AttachedValues;
import io.fracjson.core.Compression;
import io.fracjson.core.ContextChain;
import io.fracjson.core.DocumentSettings;
import io.fracjson.core.FracFormatException;
import io.fracjson.core.FracWriter;
import io.fracjson.core.NumberPolicy;
import tools.jackson.core.Base64Variant;
import tools.jackson.core.FormatSchema;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.SerializableString;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamWriteCapability;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.Version;
import tools.jackson.core.base.GeneratorBase;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.exc.StreamWriteException;
import tools.jackson.core.io.IOContext;
import tools.jackson.core.io.SerializedString;
import tools.jackson.core.json.DupDetector;
import tools.jackson.core.util.JacksonFeatureSet;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * Writes frac_json through Jackson 3's streaming API, byte for byte as the reference encoder
 * would for the same data, whether containers are started with their size or without.
 *
 * <p>Each root value is one document: it is built in memory (counts precede children in
 * frac_json, and databind often does not know them) and written to the output, compressed if
 * so configured, as soon as it is complete. Several root values (a {@code SequenceWriter})
 * give concatenated documents, or with {@link FracJsonWriteFeature#LENGTH_PREFIXED_SEQUENCE} this
 * library's length-prefixed sequence of them. An unfinished root value is never written.
 *
 * <p>Numbers are never silently changed, and their type follows the Java type, not the value
 * ({@link NumberPolicy}): integers in [-2^63, 2^64-1] and doubles are stored exactly; a
 * {@code BigDecimal}, whatever its value, and a {@code BigInteger} no format value holds are
 * written as their exact decimal text, unless {@link FracJsonWriteFeature} says otherwise. Byte arrays are base64 strings, as in JSON.
 *
 * <p>After any exception from a write (the format's, a Jackson structure error, an exceeded
 * {@code StreamWriteConstraints} limit) or from the output (a write or {@link #flush()} of the
 * target that failed, which may have left part of a document there), the document in progress
 * is unusable: every later write, and {@link #flush()}, refuses with an exception naming that
 * first failure, and {@link #close()} drops the document (and still releases what it holds,
 * closing a target it would close, but flushing none).
 *
 * <p>Not supported: raw output ({@code writeRaw*}, {@code writeRawValue}, so also
 * {@code @JsonRawValue}), since there is no JSON text to insert it into.
 */
public class FracJsonGenerator extends GeneratorBase {
    private final FracJsonFactory factory;
    private final OutputStream out;
    private final int formatFeatures;
    private final NumberPolicy numbers;
    private final FracSchema schema;
    /**
     * Borrowed from the factory until close(); null from then on. The one owner of document
     * structure: it checks every write's place in the document, and this generator keeps no
     * context of its own.
     */
    private FracWriter writer;
    /** The settings documents are written with: the factory's, or the schema's over them. */
    private final DocumentSettings settings;
    private final int maxNestingDepth;
    /**
     * The first exception a write threw, as Jackson's exception: the writer then refuses every
     * write, and this generator reports the refusal naming it.
     */
    private JacksonException failure;
    /** Views of the writer's levels, made when first asked for; null until then. */
    private ContextChain<FracStreamContext> contexts;
    /** By level, the values databind attached (the bean being written into each container): kept here, not in the pooled writer. */
    private final AttachedValues.ByLevel attachedValues = new AttachedValues.ByLevel();
    /** With STRICT_DUPLICATE_DETECTION, the names of each open object, made on first use. */
    private DuplicateNames duplicates;

    FracJsonGenerator(ObjectWriteContext writeCtxt, IOContext ioCtxt, int streamWriteFeatures, int formatFeatures,
                      FracJsonFactory factory, OutputStream out) {
        super(writeCtxt, ioCtxt, streamWriteFeatures);
        this.factory = factory;
        this.out = out;
        this.maxNestingDepth = _streamWriteConstraints.getMaxNestingDepth();
        this.formatFeatures = formatFeatures;
        this.numbers = FracJsonWriteFeature.numberPolicy(formatFeatures);
        FormatSchema s = writeCtxt.getSchema();
        this.schema = s instanceof FracSchema ? (FracSchema) s : null; // databind lets through only schemas the factory can use
        this.settings = factory.writeSettings(schema); // refuses a schema's dictionary without a level
        this.writer = factory.pool().writer(settings.keysTable());
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

    public boolean isEnabled(FracJsonWriteFeature f) {
        return f.enabledIn(formatFeatures);
    }

    /** Neither native binary (byte arrays are base64 strings) nor formatted number text. */
    @Override
    public JacksonFeatureSet<StreamWriteCapability> streamWriteCapabilities() {
        return DEFAULT_WRITE_CAPABILITIES;
    }

    @Override
    public Object streamWriteOutputTarget() {
        return out;
    }

    /** Bytes of the unfinished root value, held until it is complete. */
    @Override
    public int streamWriteOutputBuffered() {
        return writer == null ? 0 : writer.bodySize();
    }

    // ---------------------------------------------------------------- structure

    /** A view of the writer's current level, brought up to date as it is handed out. */
    @Override
    public FracStreamContext streamWriteContext() {
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
    public JsonGenerator writeStartArray() {
        return writeStartArray(null, -1);
    }

    @Override
    public JsonGenerator writeStartArray(Object forValue) {
        return writeStartArray(forValue, -1);
    }

    /**
     * {@code size} is a hint (-1: unknown): the header is written for it and patched at the end
     * if the elements written are not as many, as when a serializer skips null values.
     */
    @Override
    public JsonGenerator writeStartArray(Object forValue, int size) {
        FracWriter w = beforeContainer();
        try {
            w.writeStartArrayWithSizeHint(size);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        attachedValues.set(w.depth(), forValue); // null too: the new container has none of the last one's at its level
        return this;
    }

    @Override
    public JsonGenerator writeEndArray() {
        FracWriter w = writer();
        try {
            w.writeEndArray();
        } catch (FracFormatException e) {
            throw failure(e);
        }
        return finishDocumentIfComplete(w);
    }

    @Override
    public JsonGenerator writeStartObject() {
        return writeStartObject(null, -1);
    }

    @Override
    public JsonGenerator writeStartObject(Object forValue) {
        return writeStartObject(forValue, -1);
    }

    /**
     * {@code size} is a hint (-1: unknown): the header is written for it and patched at the end
     * if the entries written are not as many, as when a serializer skips null values.
     */
    @Override
    public JsonGenerator writeStartObject(Object forValue, int size) {
        FracWriter w = beforeContainer();
        try {
            w.writeStartObjectWithSizeHint(size);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        attachedValues.set(w.depth(), forValue); // null too: the new container has none of the last one's at its level
        // Once names are kept, a new object forgets the last one's at its level with the check off
        // too: turned on again within this object, it must not take those names for this one's.
        if (duplicates != null || isEnabled(StreamWriteFeature.STRICT_DUPLICATE_DETECTION)) {
            duplicates().objectStarted(w.depth());
        }
        return this;
    }

    @Override
    public JsonGenerator writeEndObject() {
        FracWriter w = writer();
        try {
            w.writeEndObject();
        } catch (FracFormatException e) {
            throw failure(e);
        }
        return finishDocumentIfComplete(w);
    }

    /** The writer, once the nesting limit allows one more container. */
    private FracWriter beforeContainer() {
        FracWriter w = writer();
        if (w.depth() >= maxNestingDepth) {
            checkUsable();
            try {
                _streamWriteConstraints.validateNestingDepth(w.depth() + 1);
            } catch (StreamConstraintsException e) {
                throw failed(e);
            }
        }
        return w;
    }

    @Override
    public JsonGenerator writeName(String name) {
        return writeKey(name, null);
    }

    /** Databind's names come with their UTF-8 already encoded: it is copied, not encoded again. */
    @Override
    public JsonGenerator writeName(SerializableString name) {
        return writeKey(name.getValue(), utf8Of(name));
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

    /** A numeric property id is written as its decimal text: frac_json keys are strings, as JSON's. */
    @Override
    public JsonGenerator writePropertyId(long id) {
        return writeKey(Long.toString(id), null);
    }

    private JsonGenerator writeKey(String name, byte[] utf8) {
        FracWriter w = writer();
        try {
            w.writeKey(name, utf8);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        if (isEnabled(StreamWriteFeature.STRICT_DUPLICATE_DETECTION) && duplicates().isDuplicate(w.depth(), name)) {
            // Jackson 3's own wording (JsonWriteContext, SimpleStreamWriteContext), as the 2.x adapter uses Jackson 2's.
            _reportError("Duplicate Object property \"" + name + "\"");
        }
        return this;
    }

    private DuplicateNames duplicates() {
        if (duplicates == null) {
            duplicates = new DuplicateNames(DupDetector.rootDetector(this));
        }
        return duplicates;
    }

    // ---------------------------------------------------------------- text

    @Override
    public JsonGenerator writeString(String text) {
        if (text == null) {
            return writeNull();
        }
        FracWriter w = writer();
        try {
            w.writeString(text);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        return finishDocumentIfComplete(w);
    }

    /** Databind's enum values come with their UTF-8 already encoded, as names do: copied, not encoded again. */
    @Override
    public JsonGenerator writeString(SerializableString text) {
        byte[] utf8 = utf8Of(text);
        if (utf8 == null) {
            return writeString(text.getValue());
        }
        FracWriter w = writer();
        try {
            w.writeString(text.getValue(), utf8);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        return finishDocumentIfComplete(w);
    }

    @Override
    public JsonGenerator writeString(char[] text, int offset, int len) {
        _checkRangeBoundsForCharArray(text, offset, len);
        return writeString(new String(text, offset, len));
    }

    @Override
    public JsonGenerator writeString(Reader reader, int len) {
        if (reader == null) {
            _reportError("null reader");
        }
        StringBuilder sb = new StringBuilder(len >= 0 ? Math.min(len, 8192) : 64); // a declared length is not yet text
        char[] buf = new char[4096];
        int remaining = len >= 0 ? len : Integer.MAX_VALUE;
        try {
            while (remaining > 0) {
                int n = reader.read(buf, 0, Math.min(buf.length, remaining));
                if (n < 0) {
                    break;
                }
                sb.append(buf, 0, n);
                remaining -= n;
            }
        } catch (IOException e) {
            throw failed(_wrapIOFailure(e));
        }
        if (len >= 0 && remaining > 0) {
            _reportError(AdapterMessages.tooFewChars(len, len - remaining));
        }
        return writeString(sb.toString());
    }

    /** UTF-8 bytes are copied as they are (after validation). */
    @Override
    public JsonGenerator writeUTF8String(byte[] text, int offset, int length) {
        _checkRangeBoundsForByteArray(text, offset, length);
        FracWriter w = writer();
        try {
            w.writeUtf8String(text, offset, length);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        return finishDocumentIfComplete(w);
    }

    /** As {@link #writeUTF8String}: a binary format has no escaping to skip. */
    @Override
    public JsonGenerator writeRawUTF8String(byte[] text, int offset, int length) {
        return writeUTF8String(text, offset, length);
    }

    @Override
    public JsonGenerator writeRaw(String text) {
        throw rawUnsupported();
    }

    @Override
    public JsonGenerator writeRaw(String text, int offset, int len) {
        throw rawUnsupported();
    }

    @Override
    public JsonGenerator writeRaw(char[] text, int offset, int len) {
        throw rawUnsupported();
    }

    @Override
    public JsonGenerator writeRaw(char c) {
        throw rawUnsupported();
    }

    @Override
    public JsonGenerator writeRaw(SerializableString raw) {
        throw rawUnsupported();
    }

    @Override
    public JsonGenerator writeRawValue(String text) {
        throw rawUnsupported();
    }

    @Override
    public JsonGenerator writeRawValue(String text, int offset, int len) {
        throw rawUnsupported();
    }

    @Override
    public JsonGenerator writeRawValue(char[] text, int offset, int len) {
        throw rawUnsupported();
    }

    @Override
    public JsonGenerator writeRawValue(SerializableString raw) {
        throw rawUnsupported();
    }

    private static UnsupportedOperationException rawUnsupported() {
        return new UnsupportedOperationException(AdapterMessages.RAW_UNSUPPORTED);
    }

    // ---------------------------------------------------------------- binary: base64 strings, as in JSON

    @Override
    public JsonGenerator writeBinary(Base64Variant b64variant, byte[] data, int offset, int len) {
        if (data == null) {
            return writeNull();
        }
        _checkRangeBoundsForByteArray(data, offset, len);
        byte[] slice = offset == 0 && len == data.length ? data : Arrays.copyOfRange(data, offset, offset + len);
        // A real line feed where MIME and PEM wrap lines: encode(slice) would write JSON-escaped "\\n".
        return writeString(b64variant.encode(slice, false, "\n"));
    }

    @Override
    public int writeBinary(Base64Variant b64variant, InputStream data, int dataLength) {
        byte[] bytes;
        try {
            bytes = dataLength < 0 ? data.readAllBytes() : data.readNBytes(dataLength);
        } catch (IOException e) {
            throw failed(_wrapIOFailure(e));
        }
        if (dataLength >= 0 && bytes.length < dataLength) {
            _reportError(AdapterMessages.tooFewBytes(dataLength, bytes.length));
        }
        writeBinary(b64variant, bytes, 0, bytes.length);
        return bytes.length;
    }

    // ---------------------------------------------------------------- scalars

    @Override
    public JsonGenerator writeBoolean(boolean state) {
        FracWriter w = writer();
        try {
            w.writeBoolean(state);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        return finishDocumentIfComplete(w);
    }

    @Override
    public JsonGenerator writeNull() {
        FracWriter w = writer();
        try {
            w.writeNull();
        } catch (FracFormatException e) {
            throw failure(e);
        }
        return finishDocumentIfComplete(w);
    }

    @Override
    public JsonGenerator writeNumber(short v) {
        return writeNumber((long) v);
    }

    @Override
    public JsonGenerator writeNumber(int v) {
        return writeNumber((long) v);
    }

    @Override
    public JsonGenerator writeNumber(long v) {
        FracWriter w = writer();
        try {
            w.writeLong(v);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        return finishDocumentIfComplete(w);
    }

    /** Exact in [-2^63, 2^64-1]; beyond, as {@link NumberPolicy} says. */
    @Override
    public JsonGenerator writeNumber(BigInteger v) {
        if (v == null) {
            return writeNull();
        }
        FracWriter w = writer();
        try {
            numbers.writeBigInteger(w, v);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        return finishDocumentIfComplete(w);
    }

    /** float32 when that is exact, else float64; NaN and infinities as such unless FAIL_ON_NON_FINITE_NUMBERS. */
    @Override
    public JsonGenerator writeNumber(double v) {
        FracWriter w = writer();
        try {
            numbers.writeDouble(w, v);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        return finishDocumentIfComplete(w);
    }

    /** As the double of the same value: always a float32. */
    @Override
    public JsonGenerator writeNumber(float v) {
        return writeNumber((double) v);
    }

    /**
     * Its decimal text, or under the number features as JSON text of this number would be read,
     * exactly ({@link NumberPolicy#writeBigDecimal}); WRITE_BIGDECIMAL_AS_PLAIN: plain text, or
     * any integral value an integer.
     */
    @Override
    public JsonGenerator writeNumber(BigDecimal v) {
        if (v == null) {
            return writeNull();
        }
        boolean plain = isEnabled(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN);
        if (plain) {
            checkUsable();
            _asString(v); // refuses a scale whose plain text would be huge, as Jackson's generators do (_reportError)
        }
        FracWriter w = writer();
        try {
            numbers.writeBigDecimal(w, v, plain);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        return finishDocumentIfComplete(w);
    }

    /**
     * The text is read as a JSON number would be, exactly ({@link NumberPolicy#writeNumberText}).
     * Text longer than {@link StreamReadConstraints#getMaxNumberLength()} is refused before it
     * is parsed, as Jackson's parsers and Smile's generator refuse it.
     */
    @Override
    public JsonGenerator writeNumber(String encodedValue) {
        if (encodedValue == null) {
            return writeNull();
        }
        NumberPolicy.TextKind kind = NumberPolicy.classify(encodedValue);
        validateNumberTextLength(encodedValue, kind);
        FracWriter w = writer();
        try {
            numbers.writeNumberText(w, encodedValue, kind);
        } catch (FracFormatException e) {
            throw failure(e);
        }
        return finishDocumentIfComplete(w);
    }

    /** Refuses number text longer than StreamReadConstraints allow, before it is parsed. */
    private void validateNumberTextLength(String text, NumberPolicy.TextKind kind) {
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
    public void flush() {
        checkUsable();
        if (out != null && isEnabled(StreamWriteFeature.FLUSH_PASSED_TO_STREAM)) {
            try {
                out.flush();
            } catch (IOException e) {
                throw failed(_wrapIOFailure(e));
            } catch (RuntimeException e) {
                throw outputFailed(e);
            }
        }
    }

    /**
     * With AUTO_CLOSE_CONTENT, ends the open containers (which writes the document); otherwise,
     * or after a failure, an unfinished document is dropped. The target is closed as Jackson's
     * features say, but after a failure never merely flushed (see {@link #flush()}).
     */
    @Override
    public void close() {
        if (isClosed()) {
            return;
        }
        RuntimeException first = null;
        try {
            if (failure == null && isEnabled(StreamWriteFeature.AUTO_CLOSE_CONTENT)) {
                closeOpenContainers();
            }
        } catch (RuntimeException e) {
            first = e;
        }
        try {
            super.close(); // closes or flushes the target (_closeInput), gives the writer back (_releaseBuffers)
        } catch (RuntimeException e) {
            if (first == null) {
                throw e;
            }
            first.addSuppressed(e); // the first failure is the one to report, as Jackson's generators do
        }
        if (first != null) {
            throw first;
        }
    }

    private void closeOpenContainers() {
        for (int level = writer.depth(); level > 0; level--) {
            if (writer.isObjectAt(level)) {
                writeEndObject();
            } else {
                writeEndArray();
            }
        }
    }

    /** Closes the output target, or flushes it, as Jackson's features say. */
    @Override
    protected void _closeInput() throws IOException {
        if (out != null) {
            if (_ioContext.isResourceManaged() || isEnabled(StreamWriteFeature.AUTO_CLOSE_TARGET)) {
                out.close();
            } else if (failure == null && isEnabled(StreamWriteFeature.FLUSH_PASSED_TO_STREAM)) {
                out.flush();
            }
        }
    }

    /** Gives the core writer back to the factory, once. */
    @Override
    protected void _releaseBuffers() {
        if (writer != null) {
            factory.pool().release(writer);
            writer = null;
        }
    }

    /** The core writer checks each value's place in the document as it writes it. */
    @Override
    protected void _verifyValueWrite(String typeMsg) {
        checkUsable();
    }

    private JsonGenerator finishDocumentIfComplete(FracWriter w) {
        if (w.isDocumentComplete()) {
            try {
                if (isEnabled(FracJsonWriteFeature.LENGTH_PREFIXED_SEQUENCE)) {
                    w.writeLengthPrefixedDocument(out, compression());
                } else {
                    w.writeDocument(out, compression());
                }
            } catch (FracFormatException e) {
                throw failure(e);
            } catch (IOException e) { // from the output: the document may be half written
                throw failed(_wrapIOFailure(e));
            } catch (RuntimeException e) {
                throw outputFailed(e);
            }
        }
        return this;
    }

    /** How the document is written; refused where the settings have a dictionary but no level. */
    private Compression compression() {
        try {
            return settings.compression().withChecksum(FracJsonWriteFeature.WRITE_ZSTD_CHECKSUM.enabledIn(formatFeatures));
        } catch (IllegalStateException e) {
            throw failed(new StreamWriteException(this, "Cannot write frac_json: " + e.getMessage(), e));
        }
    }

    /** The core writer; once closed, this generator has given it back to the factory. */
    private FracWriter writer() {
        if (writer == null) {
            throw new StreamWriteException(this, "the generator is closed");
        }
        return writer;
    }

    /**
     * The core writer's exception as Jackson's. Once a write failed, the writer refuses every
     * later one; that refusal is reported naming the first failure.
     */
    private StreamWriteException failure(FracFormatException e) {
        if (failure != null) {
            return refusal();
        }
        return failed(new StreamWriteException(this, "Cannot write frac_json: " + e.problem(), e));
    }

    /** Jackson's own checks (duplicate names, ...) end the document too. */
    @Override
    protected <T> T _reportError(String msg) {
        throw failed(new StreamWriteException(this, msg));
    }

    /**
     * Keeps the first failure and makes the writer refuse every later write, as it does after
     * failures of its own.
     */
    private <E extends JacksonException> E failed(E e) {
        if (failure == null) {
            failure = e;
            if (writer != null) {
                writer.markUnusable(e.getOriginalMessage());
            }
        }
        return e;
    }

    /**
     * An unchecked exception from the output target, thrown as it is: kept as the first failure
     * (inside one of Jackson's, which a refusal can name) as an IOException from it would be.
     */
    private RuntimeException outputFailed(RuntimeException e) {
        failed(new StreamWriteException(this, AdapterMessages.outputFailed(e), e));
        return e;
    }

    /** Refuses a write once a write failed, naming that failure. */
    private void checkUsable() {
        if (failure != null) {
            throw refusal();
        }
    }

    private StreamWriteException refusal() {
        return new StreamWriteException(this, AdapterMessages.unusableAfterFailure(failure.getOriginalMessage()), failure);
    }
}
