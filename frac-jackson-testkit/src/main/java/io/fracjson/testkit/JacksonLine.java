package io.fracjson.testkit;

import io.fracjson.core.DocumentOverrides;
import io.fracjson.core.DocumentSettings;
import io.fracjson.core.FracReader;
import io.fracjson.core.KeysAndDictionary;
import io.fracjson.core.KeysTable;
import io.fracjson.core.KeysTableBuilder;
import io.fracjson.core.ReadOptions;
import io.fracjson.core.ReaderWriterPool;
import io.fracjson.core.ZstdDictionary;

import java.io.Closeable;
import java.io.File;
import java.io.Flushable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;

/**
 * One Jackson line (2.x or 3.x) as the behaviour kit sees it: each adapter implements this once in
 * its own test sources, and the kit's behaviour classes are written against it only, so that a
 * behaviour is stated once and checked on both lines. Every method may throw the line's own
 * exception (checked {@link IOException}s in Jackson 2, unchecked JacksonExceptions in 3);
 * {@link #failure(Throwable)} says what one is, in terms both lines share.
 */
public interface JacksonLine {

    /** "Jackson 2" or "Jackson 3": what a failure message names. */
    String name();

    /** A FracJsonFactory built with these settings. */
    Factory factory(Settings settings);

    default Factory factory() {
        return factory(Settings.defaults());
    }

    /** A FracJsonMapper over a default factory. */
    default Mapper mapper() {
        return factory().mapper();
    }

    /** This line's FracSchema with these settings. */
    DocumentOverrides schema(Schema schema);

    /** A parser of JSON text (Jackson's own JSON factory), to compare with. */
    default Parser jsonParser(String text) throws IOException {
        return jsonParser(text, Settings.defaults());
    }

    /** A parser of JSON text with these settings' read constraints and duplicate detection. */
    Parser jsonParser(String text, Settings settings) throws IOException;

    /** A generator of JSON text with these settings' duplicate detection. */
    Generator jsonGenerator(Writer out, Settings settings) throws IOException;

    /** The JSON text's root values as the line's JsonNodes. */
    List<Object> jsonTrees(String text) throws IOException;

    /** {@code node.traverse()}: a parser over a JsonNode. */
    Parser traverse(Object tree) throws IOException;

    /** The line's {@code KeysTables.addValue}: counts the keys of the parser's next value; false at the end. */
    boolean addKeys(KeysTableBuilder builder, Parser parser) throws IOException;

    /** A JsonNode's {@code size()}. */
    int size(Object tree);

    /** A JsonNode's {@code get(index)}. */
    Object child(Object tree, int index);

    /** A JsonNode's {@code get(name)}. */
    Object field(Object tree, String name);

    /** The line's JsonNode class. */
    Class<?> nodeClass();

    /** A JsonNode's {@code getNodeType()}'s name: OBJECT, ARRAY, STRING, NUMBER, BOOLEAN, NULL, BINARY, POJO, MISSING. */
    String nodeType(Object tree);

    /** A string JsonNode's value ({@code textValue()} in Jackson 2, {@code stringValue()} in 3); null for any other node. */
    String stringValue(Object tree);

    /** A number JsonNode's {@code numberValue()}; null for any other node. */
    Number numberValue(Object tree);

    /** An object JsonNode's property names, in order; null for any other node. */
    List<String> names(Object tree);

    /** The line's {@code DecimalNode.valueOf(value)}. */
    Object decimalNode(BigDecimal value);

    /** The line's {@code KeysTables.build(mapper, samples, dictionaryBytes)}. */
    KeysAndDictionary keysAndDictionary(Mapper mapper, List<?> samples, int dictionaryBytes) throws IOException;

    /** A mapper of Jackson's own JSON (JsonMapper), to compare with: its factory is not a FracJsonFactory. */
    default Mapper jsonMapper() {
        return jsonMapper(Settings.defaults());
    }

    /** A JSON mapper with these settings' read constraints and WRITE_BIGDECIMAL_AS_PLAIN (the rest do not apply to JSON). */
    Mapper jsonMapper(Settings readConstraints);

    /**
     * Whether two JsonNodes are equal with numbers compared by value: JSON {@code 1.0} (a DoubleNode)
     * equals frac_json's float32 1.0 (a FloatNode or DoubleNode), integers compare across
     * Int/Long/BigInteger nodes, and -0.0 stays apart from 0.0.
     */
    boolean equalByValue(Object expected, Object actual);

    /**
     * A value whose serializer hands its generator, as this kit's {@link Generator}, to {@code writes}:
     * what a custom serializer of the line writes (two root values, say, or a failure halfway).
     */
    Object serializedBy(Documents.Writes writes);

    /** How the line's JSON parser and generator word a repeated name under STRICT_DUPLICATE_DETECTION. */
    String duplicateNameMessage(String name);

    /** The line's FracObjectWriter class: what every ObjectWriter of a FracJsonMapper must be. */
    Class<?> fracObjectWriterClass();

    /**
     * ObjectWriters of a FracJsonMapper, made through each of the line's mutant factories (writerFor,
     * a schema, a pretty printer, a feature, a root name, a copied or rebuilt mapper, a builder's).
     */
    List<Object> writersFromMutantFactories(Class<?> type);

    /** The line's SerializedString of this value. */
    Object serializedString(String value);

    /** A SerializableString (not Jackson's class) whose UTF-8 is not its value's, nor UTF-8 at all. */
    Object misencodedSerializableString(String value);

    /** A subclass of the line's SerializedString whose kept UTF-8 is {@code other}'s. */
    Object forgedSerializedString(String value, String other);

    /** What this exception is, for the kit's expectations. */
    Failure failure(Throwable exception);

    /** A line's FracJsonFactory. */
    interface Factory {
        Parser parser(byte[] document) throws IOException;

        Parser parser(InputStream in) throws IOException;

        Generator generator(OutputStream out) throws IOException;

        /** A parser of text, which a binary format refuses. */
        Parser parser(String text) throws IOException;

        /** A generator of text, which a binary format refuses. */
        Generator generator(Writer out) throws IOException;

        /** A FracJsonMapper over this factory. */
        Mapper mapper();

        /** A plain ObjectMapper (not a FracJsonMapper) over this factory. */
        Mapper objectMapper();

        /** The read options the factory keeps for this schema (one of {@link JacksonLine#schema}), default constraints. */
        ReadOptions readOptions(DocumentOverrides schema);

        ReaderWriterPool pool();

        /** A reader from the pool, over these bytes, with the read options of a parser with default constraints. */
        FracReader pooledReader(byte[] input, int offset, int length);

        KeysTable keysTable();

        int compressionLevel();

        /** The dictionary, or null. */
        ZstdDictionary zstdDictionary();

        /** {@code getFormatName()}. */
        String formatName();

        /** {@code canUseSchema(schema)}, the schema one of {@link JacksonLine#schema}. */
        boolean canUseSchema(DocumentOverrides schema);

        /** {@code copy()}. */
        Factory copy();

        /** The line's FracJsonFactory itself. */
        Object unwrap();

        /** The same factory through {@code rebuild().build()}. */
        Factory rebuilt();

        /** The factory through {@code rebuild()}, these settings applied, {@code build()}. */
        Factory rebuilt(Settings changes);

        /** The settings its documents are written and read with (limits included). */
        DocumentSettings documentSettings();

        /** The same factory written with Java serialization and read back. */
        Factory serializedAndBack() throws IOException, ClassNotFoundException;
    }

    /** A line's FracJsonMapper (an ObjectMapper), with its ObjectReaders and ObjectWriters. */
    interface Mapper {
        Factory factory();

        byte[] write(Object value) throws IOException;

        /** {@code writeValue(OutputStream, value)}: streamed, not through writeValueAsBytes. */
        byte[] writeStreamed(Object value) throws IOException;

        /** {@code writer()}. */
        ValueWriter writer();

        /** {@code writerFor(type)}. */
        ValueWriter writerFor(Class<?> type);

        /** {@code writer(FracSchema)}. */
        ValueWriter writer(DocumentOverrides schema);

        /** {@code writer().with(SerializationFeature.valueOf(feature))}. */
        ValueWriter writerWith(String serializationFeature);

        /** {@code writer().with(Base64Variants.valueOf(variant)).writeValueAsBytes(value)}. */
        byte[] writeWithBase64(Object value, String variant) throws IOException;

        /** {@code readerFor(type).with(Base64Variants.valueOf(variant)).readValue(document)}. */
        <T> T readWithBase64(byte[] document, Class<T> type, String variant) throws IOException;

        /** {@code writer().with(LENGTH_PREFIXED_SEQUENCE)}. */
        ValueWriter lengthPrefixedWriter();

        /** Through {@code writer(FracSchema)}: the schema is one of {@link JacksonLine#schema}. */
        byte[] write(Object value, DocumentOverrides schema) throws IOException;

        <T> T read(byte[] document, Class<T> type) throws IOException;

        <T> T read(InputStream in, Class<T> type) throws IOException;

        /** Through {@code readerFor(type).with(FracSchema)}. */
        <T> T read(byte[] document, Class<T> type, DocumentOverrides schema) throws IOException;

        /** {@code readerFor(type).with(FracSchema)}, made once and read with many times. */
        <T> Reader<T> reader(Class<T> type, DocumentOverrides schema);

        /** Through {@code reader(FracSchema).forType(type)}: the schema first, then the type. */
        <T> T readSchemaFirst(byte[] document, Class<T> type, DocumentOverrides schema) throws IOException;

        /** {@code writeValue(File, value)}. */
        default void write(File file, Object value) throws IOException {
            write(file, value, null);
        }

        /** {@code writer(FracSchema).writeValue(File, value)}; a null schema: the mapper's {@code writeValue}. */
        void write(File file, Object value, DocumentOverrides schema) throws IOException;

        /** {@code readerForListOf(type).readValue(...)}: a File in Jackson 2, the Path itself in 3. */
        <T> List<T> readList(Path file, Class<T> type) throws IOException;

        /** {@code readerForListOf(type).readValue(InputStream)}. */
        <T> List<T> readList(InputStream in, Class<T> type) throws IOException;

        /** {@code convertValue(value, type)}. */
        <T> T convertValue(Object value, Class<T> type);

        /** {@code readerForUpdating(base).readValue(document)}: the base, updated. */
        <T> T readForUpdating(T base, byte[] document) throws IOException;

        /** {@code readerFor(type).with(STRICT_DUPLICATE_DETECTION).readValue(document)}. */
        <T> T readStrict(byte[] document, Class<T> type) throws IOException;

        /** {@code readTree}: the line's JsonNode. */
        Object readTree(byte[] document) throws IOException;

        /** {@code readTree(JsonParser)}: the tree of the value at the parser's token (null where there is none). */
        Object readTree(Parser parser) throws IOException;

        /** {@code createParser(document)}: a parser that reads trees and values through this mapper. */
        Parser parser(byte[] document) throws IOException;

        Object readTree(InputStream in) throws IOException;

        /** {@code valueToTree}: the line's JsonNode. */
        Object valueToTree(Object value);

        /** {@code readerFor(type).readValues(bytes)}, with the read feature LENGTH_PREFIXED_SEQUENCE or without. */
        <T> Values<T> readValues(byte[] input, Class<T> type, boolean lengthPrefixed) throws IOException;

        <T> Values<T> readValues(InputStream in, Class<T> type, boolean lengthPrefixed) throws IOException;

        /** {@code readValues(reader.createParser(bytes))}: the first token is read by the iterator, not at once. */
        <T> Values<T> readValuesThroughAParser(byte[] input, Class<T> type, boolean lengthPrefixed) throws IOException;

        /** {@code writer().with(LENGTH_PREFIXED_SEQUENCE or not).writeValues(out)}. */
        ValuesWriter writeValues(OutputStream out, boolean lengthPrefixed) throws IOException;

        /** This mapper written with Java serialization and read back. */
        Mapper serializedAndBack() throws IOException, ClassNotFoundException;

        /** The line's ObjectMapper itself. */
        Object unwrap();

    }

    /** An ObjectWriter. */
    interface ValueWriter {
        byte[] writeValueAsBytes(Object value) throws IOException;

        /** {@code writeValue(OutputStream, value)}. */
        void writeValue(OutputStream out, Object value) throws IOException;
    }

    /** An ObjectReader for one type. */
    interface Reader<T> {
        T read(byte[] document) throws IOException;
    }

    /** A MappingIterator. */
    interface Values<T> extends Closeable {
        boolean hasNextValue() throws IOException;

        T nextValue() throws IOException;

        List<T> readAll() throws IOException;
    }

    /** A SequenceWriter. */
    interface ValuesWriter extends Closeable {
        void write(Object value) throws IOException;
    }

    /** A line's FracJsonParser, its tokens by line-neutral names. */
    interface Parser extends Closeable {
        Token nextToken() throws IOException;

        Token currentToken();

        /** getText() in Jackson 2, getString() in 3. */
        String text() throws IOException;

        String currentName() throws IOException;

        Object currentValue();

        void skipChildren() throws IOException;

        void assignCurrentValue(Object value);

        /** The read context's levels, the current one first, the root last. */
        List<ContextLevel> contexts();

        /** The read context's {@code pathAsPointer()} as text. */
        String contextPath();

        /** Whether the read context is an object's. */
        default boolean inObject() {
            return contexts().get(0).typeDesc().equals("Object"); // typeDesc(): "root", "Array" or "Object" on both lines
        }

        /** nextFieldName() in Jackson 2, nextName() in 3. */
        String nextName() throws IOException;

        /** nextFieldName(SerializableString) in Jackson 2, nextName(SerializableString) in 3. */
        boolean nextName(String name) throws IOException;

        /** nextTextValue() in Jackson 2, nextStringValue() in 3. */
        String nextTextValue() throws IOException;

        int nextIntValue(int defaultValue) throws IOException;

        long nextLongValue(long defaultValue) throws IOException;

        Boolean nextBooleanValue() throws IOException;

        /** The nesting depth of the parser's read context. */
        default int depth() {
            return contexts().get(0).depth();
        }

        /** The name the parser's read context holds. */
        default String contextName() {
            return contexts().get(0).name();
        }

        int intValue() throws IOException;

        long longValue() throws IOException;

        double doubleValue() throws IOException;

        BigInteger bigIntegerValue() throws IOException;

        BigDecimal decimalValue() throws IOException;

        byte[] binaryValue() throws IOException;

        /** getTextCharacters() (getStringCharacters() in 3) from its offset, for its length. */
        String textCharacters() throws IOException;

        /** {@code getNumberTypeFP()}'s name. */
        String numberTypeFP() throws IOException;

        boolean isNaN() throws IOException;

        /** {@code currentTokenCount()}: the tokens read so far. */
        long tokenCount();

        /** {@code getNumberType()}'s name (INT, LONG, BIG_INTEGER, FLOAT, DOUBLE, BIG_DECIMAL), or null for none. */
        String numberType() throws IOException;

        Number numberValue() throws IOException;

        /** The byte offset of the current token's location. */
        long tokenByteOffset();

        /** The byte offset of the parser's current location. */
        long byteOffset();

        /** Whether the parser is closed. */
        boolean isClosed();

        /** The line's parser itself, for what one line only has. */
        Object unwrap();
    }

    /** A line's FracJsonGenerator. */
    interface Generator extends Closeable, Flushable {
        void writeStartObject() throws IOException;

        void writeEndObject() throws IOException;

        void writeStartArray() throws IOException;

        /** writeStartObject with the object's size as a hint (the current value null). */
        void writeStartObject(int size) throws IOException;

        /** writeStartArray with the array's size as a hint (the current value null). */
        void writeStartArray(int size) throws IOException;

        void writeEndArray() throws IOException;

        /** writeFieldName in Jackson 2, writeName in 3. */
        void writeName(String name) throws IOException;

        void writeString(String value) throws IOException;

        void writeNumber(int value) throws IOException;

        void writeNumber(long value) throws IOException;

        void writeNumber(double value) throws IOException;

        void writeNumber(float value) throws IOException;

        void writeNumber(BigInteger value) throws IOException;

        void writeNumber(BigDecimal value) throws IOException;

        void writeNumber(short value) throws IOException;

        /** writeNumber(String): number text, as Jackson's JSON generator takes it. */
        void writeNumberText(String encodedValue) throws IOException;

        void writeRawValue(String text) throws IOException;

        void writeRaw(String text) throws IOException;

        /** writeBinary with the named Base64Variant, of this part of the data. */
        void writeBinary(String base64Variant, byte[] data, int offset, int length) throws IOException;

        /** writeBinary(InputStream, length): -1 for all the stream has. */
        void writeBinary(InputStream in, int length) throws IOException;

        /** writeFieldName / writeName of a line's SerializableString ({@link JacksonLine#serializedString}). */
        void writeSerializableName(Object name) throws IOException;

        /** writeString of a line's SerializableString. */
        void writeSerializableString(Object value) throws IOException;

        void writeUtf8String(byte[] utf8, int offset, int length) throws IOException;

        /** AUTO_CLOSE_CONTENT (Jackson 2: AUTO_CLOSE_JSON_CONTENT) turned on or off on this generator. */
        void autoCloseContent(boolean on) throws IOException;

        void writeBoolean(boolean value) throws IOException;

        void writeNull() throws IOException;

        void writeBinary(byte[] value) throws IOException;

        /** writeObject in Jackson 2, writePOJO in 3 (needs a mapper's generator). */
        void writePojo(Object value) throws IOException;

        boolean isClosed();

        /** copyCurrentEvent from a parser of the same line. */
        void copyCurrentEvent(Parser from) throws IOException;

        /** copyCurrentStructure from a parser of the same line. */
        void copyCurrentStructure(Parser from) throws IOException;

        void assignCurrentValue(Object value);

        Object currentValue();

        /** The write context's levels, the current one first, the root last. */
        List<ContextLevel> contexts();

        /** The write context's {@code pathAsPointer()} as text. */
        String contextPath();

        /** Turns STRICT_DUPLICATE_DETECTION on or off on this generator. */
        void strictDuplicateDetection(boolean on) throws IOException;

        /** A write-encoding buffer from the generator's IOContext ({@code allocWriteEncodingBuffer}). */
        byte[] allocWriteEncodingBuffer();

        /** Gives a buffer back to the generator's IOContext ({@code releaseWriteEncodingBuffer}). */
        void releaseWriteEncodingBuffer(byte[] buffer);

        /** The line's generator itself, for what one line only has. */
        Object unwrap();
    }
}
