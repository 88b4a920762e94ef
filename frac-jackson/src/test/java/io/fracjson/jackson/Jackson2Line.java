package io.fracjson.jackson;

import com.fasterxml.jackson.core.Base64Variants;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.base.GeneratorBase;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.core.exc.StreamWriteException;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.DatabindException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.fracjson.core.DocumentOverrides;
import io.fracjson.core.DocumentSettings;
import io.fracjson.core.FracReader;
import io.fracjson.core.KeysAndDictionary;
import io.fracjson.core.KeysTable;
import io.fracjson.core.KeysTableBuilder;
import io.fracjson.core.ReadOptions;
import io.fracjson.core.ReaderWriterPool;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.testkit.ContextLevel;
import io.fracjson.testkit.Documents;
import io.fracjson.testkit.Failure;
import io.fracjson.testkit.JacksonLine;
import io.fracjson.testkit.JavaSerialization;
import io.fracjson.testkit.Schema;
import io.fracjson.testkit.Settings;
import io.fracjson.testkit.Token;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Writer;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Jackson 2 as the behaviour kit ({@code io.fracjson.testkit}) sees it: each kit class runs over this. */
public final class Jackson2Line implements JacksonLine {
    public static final Jackson2Line LINE = new Jackson2Line();

    private Jackson2Line() {
    }

    @Override
    public String name() {
        return "Jackson 2";
    }

    @Override
    public Factory factory(Settings s) {
        return wrap(apply(FracJsonFactory.builder(), s).build());
    }

    /** The settings given (those not null or off) applied to the builder. */
    static FracJsonFactoryBuilder apply(FracJsonFactoryBuilder b, Settings s) {
        if (s.keysTable() != null) {
            b.keysTable(s.keysTable());
        }
        if (s.zstdDictionary() != null) {
            b.zstdDictionary(s.zstdDictionary());
        }
        if (s.compressionLevel() != null) {
            b.compressionLevel(s.compressionLevel());
        }
        if (s.zstdDictionaryObject() != null) {
            b.zstdDictionary(s.zstdDictionaryObject());
        }
        if (s.maxDecompressedBytes() != null) {
            b.maxDecompressedBytes(s.maxDecompressedBytes());
        }
        if (s.maxDecompressionRatio() != null) {
            b.maxDecompressionRatio(s.maxDecompressionRatio());
        }
        if (s.maxWriteNestingDepth() != null) {
            b.streamWriteConstraints(StreamWriteConstraints.builder().maxNestingDepth(s.maxWriteNestingDepth()).build());
        }
        if (s.hasReadConstraints()) {
            b.streamReadConstraints(readConstraints(s));
        }
        for (Settings.Feature f : s.features()) {
            b = switch (f) {
                case LENGTH_PREFIXED_READS -> b.enable(FracJsonParser.Feature.LENGTH_PREFIXED_SEQUENCE);
                case LENGTH_PREFIXED_WRITES -> b.enable(FracJsonGenerator.Feature.LENGTH_PREFIXED_SEQUENCE);
                case WRITE_ZSTD_CHECKSUM -> b.enable(FracJsonGenerator.Feature.WRITE_ZSTD_CHECKSUM);
                case KEEP_TARGET_OPEN -> b.disable(StreamWriteFeature.AUTO_CLOSE_TARGET);
                case STRICT_DUPLICATE_DETECTION -> b.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                        .enable(StreamWriteFeature.STRICT_DUPLICATE_DETECTION);
                case REPORT_FLOAT32_AS_FLOAT -> b.enable(FracJsonParser.Feature.REPORT_FLOAT32_AS_FLOAT);
                case KEEP_SOURCE_OPEN -> b.disable(StreamReadFeature.AUTO_CLOSE_SOURCE);
                case KEEP_TOKEN_ON_CLOSE -> b.disable(StreamReadFeature.CLEAR_CURRENT_TOKEN_ON_CLOSE);
                case KEEP_CONTENT_OPEN -> b.disable(StreamWriteFeature.AUTO_CLOSE_CONTENT);
                case WRITE_INEXACT_NUMBERS_AS_FLOAT64 -> b.enable(FracJsonGenerator.Feature.WRITE_INEXACT_NUMBERS_AS_FLOAT64);
                case FAIL_ON_PRECISION_LOSS -> b.enable(FracJsonGenerator.Feature.FAIL_ON_PRECISION_LOSS);
                case FAIL_ON_NON_FINITE_NUMBERS -> b.enable(FracJsonGenerator.Feature.FAIL_ON_NON_FINITE_NUMBERS);
                case WRITE_BIGDECIMAL_AS_PLAIN -> b.enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN);
            };
        }
        return b;
    }

    static StreamReadConstraints readConstraints(Settings s) {
        StreamReadConstraints.Builder c = StreamReadConstraints.builder();
        for (Map.Entry<Settings.ReadLimit, Long> limit : s.readLimits().entrySet()) {
            long max = limit.getValue();
            c = switch (limit.getKey()) {
                case TOKEN_COUNT -> c.maxTokenCount(max);
                case NAME_LENGTH -> c.maxNameLength(Math.toIntExact(max));
                case NESTING_DEPTH -> c.maxNestingDepth(Math.toIntExact(max));
                case STRING_LENGTH -> c.maxStringLength(Math.toIntExact(max));
                case NUMBER_LENGTH -> c.maxNumberLength(Math.toIntExact(max));
                case DOCUMENT_LENGTH -> c.maxDocumentLength(max);
            };
        }
        return c.build();
    }

    @Override
    public Failure failure(Throwable e) {
        Failure.Family family;
        if (e instanceof StreamConstraintsException) {
            family = Failure.Family.CONSTRAINTS;
        } else if (e instanceof InputCoercionException) {
            family = Failure.Family.COERCION;
        } else if (e instanceof StreamReadException) {
            family = Failure.Family.READ;
        } else if (e instanceof StreamWriteException) {
            family = Failure.Family.WRITE;
        } else if (e instanceof DatabindException) {
            family = Failure.Family.DATABIND;
        } else if (e instanceof JsonProcessingException) {
            family = Failure.Family.OTHER;
        } else if (e instanceof IOException) {
            family = Failure.Family.IO;
        } else {
            family = Failure.Family.NOT_JACKSON;
        }
        if (e instanceof JsonProcessingException j) {
            return new Failure(family, j.getOriginalMessage(),
                    j.getLocation() == null ? -1 : j.getLocation().getByteOffset(), e);
        }
        return new Failure(family, e.getMessage(), -1, e);
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    public Mapper jsonMapper(Settings s) {
        if (!s.hasReadConstraints() && !s.has(Settings.Feature.WRITE_BIGDECIMAL_AS_PLAIN)) {
            return new LineMapper(JSON);
        }
        JsonFactoryBuilder b = new JsonFactoryBuilder();
        if (s.hasReadConstraints()) {
            b.streamReadConstraints(readConstraints(s));
        }
        if (s.has(Settings.Feature.WRITE_BIGDECIMAL_AS_PLAIN)) {
            b.enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN);
        }
        return new LineMapper(new ObjectMapper(b.build()));
    }

    @Override
    public boolean equalByValue(Object expected, Object actual) {
        return ((JsonNode) expected).equals(Jackson2Line::compareByValue, (JsonNode) actual);
    }

    /** For {@code JsonNode.equals(Comparator, JsonNode)}: 0 when equal. */
    private static int compareByValue(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            if (a.isIntegralNumber() && b.isIntegralNumber()) {
                return a.bigIntegerValue().compareTo(b.bigIntegerValue());
            }
            // Bits, not ==: keeps -0.0 apart from 0.0.
            return Double.doubleToLongBits(a.doubleValue()) == Double.doubleToLongBits(b.doubleValue()) ? 0 : 1;
        }
        return a.equals(b) ? 0 : 1;
    }

    @Override
    public Parser jsonParser(String text, Settings s) throws IOException {
        return new LineParser(jsonFactory(s).createParser(text));
    }

    @Override
    public Generator jsonGenerator(Writer out, Settings s) throws IOException {
        return new LineGenerator(jsonFactory(s).createGenerator(out));
    }

    private static JsonFactory jsonFactory(Settings s) {
        JsonFactoryBuilder b = new JsonFactoryBuilder();
        if (s.hasReadConstraints()) {
            b.streamReadConstraints(readConstraints(s));
        }
        if (s.has(Settings.Feature.STRICT_DUPLICATE_DETECTION)) {
            b.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).enable(StreamWriteFeature.STRICT_DUPLICATE_DETECTION);
        }
        return b.build();
    }

    @Override
    public List<Object> jsonTrees(String text) throws IOException {
        List<Object> trees = new ArrayList<>();
        try (MappingIterator<JsonNode> values = JSON.readerFor(JsonNode.class).readValues(text)) {
            while (values.hasNext()) {
                trees.add(values.next());
            }
        }
        return trees;
    }

    @Override
    public Parser traverse(Object tree) throws IOException {
        return new LineParser(((JsonNode) tree).traverse());
    }

    @Override
    public boolean addKeys(KeysTableBuilder builder, Parser parser) throws IOException {
        return KeysTables.addValue(builder, (JsonParser) parser.unwrap());
    }

    @Override
    public int size(Object tree) {
        return ((JsonNode) tree).size();
    }

    @Override
    public Object child(Object tree, int index) {
        return ((JsonNode) tree).get(index);
    }

    @Override
    public Object field(Object tree, String name) {
        return ((JsonNode) tree).get(name);
    }

    @Override
    public Class<?> nodeClass() {
        return JsonNode.class;
    }

    @Override
    public String nodeType(Object tree) {
        return ((JsonNode) tree).getNodeType().name();
    }

    @Override
    public String stringValue(Object tree) {
        JsonNode node = (JsonNode) tree;
        return node.isTextual() ? node.textValue() : null;
    }

    @Override
    public Number numberValue(Object tree) {
        JsonNode node = (JsonNode) tree;
        return node.isNumber() ? node.numberValue() : null;
    }

    @Override
    public List<String> names(Object tree) {
        JsonNode node = (JsonNode) tree;
        if (!node.isObject()) {
            return null;
        }
        List<String> names = new ArrayList<>();
        node.properties().forEach(p -> names.add(p.getKey()));
        return names;
    }

    @Override
    public Object decimalNode(BigDecimal value) {
        return com.fasterxml.jackson.databind.node.DecimalNode.valueOf(value);
    }

    @Override
    public KeysAndDictionary keysAndDictionary(Mapper mapper, List<?> samples, int dictionaryBytes) throws IOException {
        return KeysTables.build((ObjectMapper) mapper.unwrap(), samples, dictionaryBytes);
    }

    @Override
    public Class<?> fracObjectWriterClass() {
        return FracObjectWriter.class;
    }

    @Override
    public List<Object> writersFromMutantFactories(Class<?> type) {
        FracJsonMapper mapper = new FracJsonMapper();
        return List.of(mapper.writer(), mapper.writerFor(type), mapper.writer(FracSchema.builder().compressionLevel(1).build()),
                mapper.writerWithDefaultPrettyPrinter(), mapper.writer().with(SerializationFeature.INDENT_OUTPUT),
                mapper.writer().withRootName("root"), mapper.copy().writer(), mapper.writer().with(new FracJsonFactory()), FracJsonMapper.builder().build().writer());
    }

    @Override
    public Object serializedString(String value) {
        return new SerializedString(value);
    }

    @Override
    public Object misencodedSerializableString(String value) {
        SerializedString jacksons = new SerializedString(value);
        return Proxy.newProxyInstance(SerializableString.class.getClassLoader(), new Class<?>[] {SerializableString.class},
                (proxy, method, args) -> method.getName().equals("asUnquotedUTF8")
                        ? new byte[] {(byte) 0xC3} : method.invoke(jacksons, args));
    }

    @Override
    public Object forgedSerializedString(String value, String other) {
        return new ForgedSerializedString(value, other);
    }

    /** A SerializedString whose kept UTF-8 (a field subclasses may set) is another string's. */
    private static final class ForgedSerializedString extends SerializedString {
        ForgedSerializedString(String value, String other) {
            super(value);
            _unquotedUTF8Ref = other.getBytes(StandardCharsets.UTF_8);
        }
    }

    /** This line's mapper (any ObjectMapper over a FracJsonFactory, or Jackson's JSON one) as the kit sees it. */
    public static Mapper wrap(ObjectMapper mapper) {
        return new LineMapper(mapper);
    }

    @Override
    public String duplicateNameMessage(String name) {
        return "Duplicate field '" + name + "'";
    }

    @Override
    public Object serializedBy(Documents.Writes writes) {
        return new ByGenerator(writes);
    }

    /** A value its serializer writes by handing the generator to the kit's code. */
    @JsonSerialize(using = ByGenerator.Serializer.class)
    record ByGenerator(Documents.Writes writes) {
        static final class Serializer extends StdSerializer<ByGenerator> {
            Serializer() {
                super(ByGenerator.class);
            }

            @Override
            public void serialize(ByGenerator value, JsonGenerator g, SerializerProvider provider) throws IOException {
                value.writes().to(new LineGenerator(g));
            }
        }
    }

    /** This line's ObjectWriter as the kit sees it. */
    public static ValueWriter writer(ObjectWriter writer) {
        return new LineWriter(writer);
    }

    static List<ContextLevel> levels(JsonStreamContext c) {
        List<ContextLevel> levels = new ArrayList<>();
        for (; c != null; c = c.getParent()) {
            levels.add(new ContextLevel(c.typeDesc(), c.getNestingDepth(), c.getCurrentIndex(), c.getEntryCount(),
                    c.getCurrentName(), c.getCurrentValue()));
        }
        return levels;
    }

    /** This line's factory as the kit sees it. */
    public static Factory wrap(FracJsonFactory factory) {
        return new LineFactory(factory);
    }

    static Token token(JsonToken t) {
        return Token.of(t);
    }

    @Override
    public FracSchema schema(Schema s) {
        return s.build(FracSchema.builder());
    }

    private record LineFactory(FracJsonFactory factory) implements Factory {
        @Override
        public Parser parser(byte[] document) throws IOException {
            return new LineParser(factory.createParser(document));
        }

        @Override
        public Parser parser(InputStream in) throws IOException {
            return new LineParser(factory.createParser(in));
        }

        @Override
        public Generator generator(OutputStream out) throws IOException {
            return new LineGenerator(factory.createGenerator(out));
        }

        @Override
        public Parser parser(String text) throws IOException {
            return new LineParser(factory.createParser(text));
        }

        @Override
        public Generator generator(Writer out) throws IOException {
            return new LineGenerator(factory.createGenerator(out));
        }

        @Override
        public Mapper mapper() {
            return new LineMapper(new FracJsonMapper(factory));
        }

        @Override
        public Mapper objectMapper() {
            return new LineMapper(new ObjectMapper(factory));
        }

        @Override
        public ReadOptions readOptions(DocumentOverrides schema) {
            return factory.readOptions(StreamReadConstraints.defaults(), (FracSchema) schema);
        }

        @Override
        public ReaderWriterPool pool() {
            return factory.pool();
        }

        @Override
        public FracReader pooledReader(byte[] input, int offset, int length) {
            return factory.pool().reader(factory.readOptions(StreamReadConstraints.defaults(), null), input, offset, length);
        }

        @Override
        public KeysTable keysTable() {
            return factory.keysTable();
        }

        @Override
        public int compressionLevel() {
            return factory.compressionLevel();
        }

        @Override
        public ZstdDictionary zstdDictionary() {
            return factory.zstdDictionary();
        }

        @Override
        public String formatName() {
            return factory.getFormatName();
        }

        @Override
        public boolean canUseSchema(DocumentOverrides schema) {
            return factory.canUseSchema((FracSchema) schema);
        }

        @Override
        public Factory copy() {
            return wrap(factory.copy());
        }

        @Override
        public Object unwrap() {
            return factory;
        }

        @Override
        public Factory rebuilt() {
            return wrap(factory.rebuild().build());
        }

        @Override
        public Factory rebuilt(Settings changes) {
            return wrap(apply(factory.rebuild(), changes).build());
        }

        @Override
        public DocumentSettings documentSettings() {
            return factory.documentSettings();
        }

        @Override
        public Factory serializedAndBack() throws IOException, ClassNotFoundException {
            return wrap(JavaSerialization.roundTrip(factory));
        }
    }

    private record LineMapper(ObjectMapper mapper) implements Mapper {
        @Override
        public Object unwrap() {
            return mapper;
        }

        @Override
        public Factory factory() {
            return wrap((FracJsonFactory) mapper.getFactory());
        }

        @Override
        public byte[] write(Object value) throws IOException {
            return mapper.writeValueAsBytes(value);
        }

        @Override
        public byte[] write(Object value, DocumentOverrides schema) throws IOException {
            return mapper.writer((FracSchema) schema).writeValueAsBytes(value);
        }

        @Override
        public byte[] writeStreamed(Object value) throws IOException {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            mapper.writeValue(out, value);
            return out.toByteArray();
        }

        @Override
        public ValueWriter writer() {
            return new LineWriter(mapper.writer());
        }

        @Override
        public ValueWriter writerFor(Class<?> type) {
            return new LineWriter(mapper.writerFor(type));
        }

        @Override
        public ValueWriter writer(DocumentOverrides schema) {
            return new LineWriter(mapper.writer((FracSchema) schema));
        }

        @Override
        public ValueWriter writerWith(String serializationFeature) {
            return new LineWriter(mapper.writer().with(SerializationFeature.valueOf(serializationFeature)));
        }

        @Override
        public byte[] writeWithBase64(Object value, String variant) throws IOException {
            return mapper.writer().with(Base64Variants.valueOf(variant)).writeValueAsBytes(value);
        }

        @Override
        public <T> T readWithBase64(byte[] document, Class<T> type, String variant) throws IOException {
            return mapper.readerFor(type).with(Base64Variants.valueOf(variant)).readValue(document);
        }

        @Override
        public ValueWriter lengthPrefixedWriter() {
            return new LineWriter(mapper.writer().with(FracJsonGenerator.Feature.LENGTH_PREFIXED_SEQUENCE));
        }

        @Override
        public <T> T read(byte[] document, Class<T> type) throws IOException {
            return mapper.readValue(document, type);
        }

        @Override
        public <T> T read(InputStream in, Class<T> type) throws IOException {
            return mapper.readValue(in, type);
        }

        @Override
        public <T> T read(byte[] document, Class<T> type, DocumentOverrides schema) throws IOException {
            return mapper.readerFor(type).with((FracSchema) schema).readValue(document);
        }

        @Override
        public <T> Reader<T> reader(Class<T> type, DocumentOverrides schema) {
            ObjectReader reader = mapper.readerFor(type).with((FracSchema) schema);
            return reader::readValue;
        }

        @Override
        public <T> T readStrict(byte[] document, Class<T> type) throws IOException {
            return mapper.readerFor(type).with(JsonParser.Feature.STRICT_DUPLICATE_DETECTION).readValue(document);
        }

        @Override
        public <T> T readSchemaFirst(byte[] document, Class<T> type, DocumentOverrides schema) throws IOException {
            return mapper.reader((FracSchema) schema).forType(type).readValue(document);
        }

        @Override
        public void write(File file, Object value, DocumentOverrides schema) throws IOException {
            if (schema == null) {
                mapper.writeValue(file, value);
            } else {
                mapper.writer((FracSchema) schema).writeValue(file, value);
            }
        }

        @Override
        public <T> List<T> readList(Path file, Class<T> type) throws IOException {
            return mapper.readerForListOf(type).readValue(file.toFile());
        }

        @Override
        public <T> List<T> readList(InputStream in, Class<T> type) throws IOException {
            return mapper.readerForListOf(type).readValue(in);
        }

        @Override
        public <T> T convertValue(Object value, Class<T> type) {
            return mapper.convertValue(value, type);
        }

        @Override
        public <T> T readForUpdating(T base, byte[] document) throws IOException {
            return mapper.readerForUpdating(base).readValue(document);
        }

        @Override
        public Object readTree(Parser parser) throws IOException {
            return mapper.readTree((JsonParser) parser.unwrap());
        }

        @Override
        public Parser parser(byte[] document) throws IOException {
            return new LineParser(mapper.createParser(document));
        }

        @Override
        public Object readTree(byte[] document) throws IOException {
            return mapper.readTree(document);
        }

        @Override
        public Object readTree(InputStream in) throws IOException {
            return mapper.readTree(in);
        }

        @Override
        public Object valueToTree(Object value) {
            return mapper.valueToTree(value);
        }

        private ObjectReader reader(Class<?> type, boolean lengthPrefixed) {
            ObjectReader reader = mapper.readerFor(type);
            return lengthPrefixed ? reader.with(FracJsonParser.Feature.LENGTH_PREFIXED_SEQUENCE) : reader;
        }

        @Override
        public <T> Values<T> readValues(byte[] input, Class<T> type, boolean lengthPrefixed) throws IOException {
            return new LineValues<>(reader(type, lengthPrefixed).readValues(input));
        }

        @Override
        public <T> Values<T> readValues(InputStream in, Class<T> type, boolean lengthPrefixed) throws IOException {
            return new LineValues<>(reader(type, lengthPrefixed).readValues(in));
        }

        @Override
        public <T> Values<T> readValuesThroughAParser(byte[] input, Class<T> type, boolean lengthPrefixed)
                throws IOException {
            ObjectReader reader = reader(type, lengthPrefixed);
            return new LineValues<>(reader.readValues(reader.createParser(input)));
        }

        @Override
        public ValuesWriter writeValues(OutputStream out, boolean lengthPrefixed) throws IOException {
            SequenceWriter w = (lengthPrefixed ? mapper.writer().with(FracJsonGenerator.Feature.LENGTH_PREFIXED_SEQUENCE) : mapper.writer())
                    .writeValues(out);
            return new ValuesWriter() {
                @Override
                public void write(Object value) throws IOException {
                    w.write(value);
                }

                @Override
                public void close() throws IOException {
                    w.close();
                }
            };
        }

        @Override
        public Mapper serializedAndBack() throws IOException, ClassNotFoundException {
            return new LineMapper(JavaSerialization.roundTrip(mapper));
        }

    }

    private record LineWriter(ObjectWriter writer) implements ValueWriter {
        @Override
        public byte[] writeValueAsBytes(Object value) throws IOException {
            return writer.writeValueAsBytes(value);
        }

        @Override
        public void writeValue(OutputStream out, Object value) throws IOException {
            writer.writeValue(out, value);
        }
    }

    private record LineValues<T>(MappingIterator<T> it) implements Values<T> {
        @Override
        public boolean hasNextValue() throws IOException {
            return it.hasNextValue();
        }

        @Override
        public T nextValue() throws IOException {
            return it.nextValue();
        }

        @Override
        public List<T> readAll() throws IOException {
            return it.readAll();
        }

        @Override
        public void close() throws IOException {
            it.close();
        }
    }

    private record LineParser(JsonParser p) implements Parser {
        @Override
        public Token nextToken() throws IOException {
            return token(p.nextToken());
        }

        @Override
        public Token currentToken() {
            return token(p.currentToken());
        }

        @Override
        public String text() throws IOException {
            return p.getText();
        }

        @Override
        public String currentName() throws IOException {
            return p.currentName();
        }

        @Override
        public Object currentValue() {
            return p.currentValue();
        }

        @Override
        public void skipChildren() throws IOException {
            p.skipChildren();
        }

        @Override
        public void assignCurrentValue(Object value) {
            p.assignCurrentValue(value);
        }

        @Override
        public List<ContextLevel> contexts() {
            return levels(p.getParsingContext());
        }

        @Override
        public String contextPath() {
            return p.getParsingContext().pathAsPointer().toString();
        }

        @Override
        public String nextName() throws IOException {
            return p.nextFieldName();
        }

        @Override
        public boolean nextName(String name) throws IOException {
            return p.nextFieldName(new SerializedString(name));
        }

        @Override
        public String nextTextValue() throws IOException {
            return p.nextTextValue();
        }

        @Override
        public int nextIntValue(int defaultValue) throws IOException {
            return p.nextIntValue(defaultValue);
        }

        @Override
        public long nextLongValue(long defaultValue) throws IOException {
            return p.nextLongValue(defaultValue);
        }

        @Override
        public Boolean nextBooleanValue() throws IOException {
            return p.nextBooleanValue();
        }

        @Override
        public int intValue() throws IOException {
            return p.getIntValue();
        }

        @Override
        public long longValue() throws IOException {
            return p.getLongValue();
        }

        @Override
        public double doubleValue() throws IOException {
            return p.getDoubleValue();
        }

        @Override
        public BigInteger bigIntegerValue() throws IOException {
            return p.getBigIntegerValue();
        }

        @Override
        public BigDecimal decimalValue() throws IOException {
            return p.getDecimalValue();
        }

        @Override
        public byte[] binaryValue() throws IOException {
            return p.getBinaryValue();
        }

        @Override
        public String textCharacters() throws IOException {
            return new String(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
        }

        @Override
        public String numberTypeFP() throws IOException {
            return p.getNumberTypeFP().name();
        }

        @Override
        public boolean isNaN() throws IOException {
            return p.isNaN();
        }

        @Override
        public long tokenCount() {
            return p.currentTokenCount();
        }

        @Override
        public String numberType() throws IOException {
            var type = p.getNumberType();
            return type == null ? null : type.name();
        }

        @Override
        public Number numberValue() throws IOException {
            return p.getNumberValue();
        }

        @Override
        public long tokenByteOffset() {
            return p.currentTokenLocation().getByteOffset();
        }

        @Override
        public long byteOffset() {
            return p.currentLocation().getByteOffset();
        }

        @Override
        public boolean isClosed() {
            return p.isClosed();
        }

        @Override
        public Object unwrap() {
            return p;
        }

        @Override
        public void close() throws IOException {
            p.close();
        }
    }

    private record LineGenerator(JsonGenerator g) implements Generator {
        @Override
        public void writeStartObject() throws IOException {
            g.writeStartObject();
        }

        @Override
        public void writeEndObject() throws IOException {
            g.writeEndObject();
        }

        @Override
        public void writeStartArray() throws IOException {
            g.writeStartArray();
        }

        @Override
        public void writeStartObject(int size) throws IOException {
            g.writeStartObject(null, size);
        }

        @Override
        public void writeStartArray(int size) throws IOException {
            g.writeStartArray(null, size);
        }

        @Override
        public void writeEndArray() throws IOException {
            g.writeEndArray();
        }

        @Override
        public void writeName(String name) throws IOException {
            g.writeFieldName(name);
        }

        @Override
        public void writeString(String value) throws IOException {
            g.writeString(value);
        }

        @Override
        public void writeNumber(int value) throws IOException {
            g.writeNumber(value);
        }

        @Override
        public void writeNumber(long value) throws IOException {
            g.writeNumber(value);
        }

        @Override
        public void writeNumber(double value) throws IOException {
            g.writeNumber(value);
        }

        @Override
        public void writeNumber(float value) throws IOException {
            g.writeNumber(value);
        }

        @Override
        public void writeNumber(BigInteger value) throws IOException {
            g.writeNumber(value);
        }

        @Override
        public void writeNumber(BigDecimal value) throws IOException {
            g.writeNumber(value);
        }

        @Override
        public void writeNumber(short value) throws IOException {
            g.writeNumber(value);
        }

        @Override
        public void writeNumberText(String encodedValue) throws IOException {
            g.writeNumber(encodedValue);
        }

        @Override
        public void writeRawValue(String text) throws IOException {
            g.writeRawValue(text);
        }

        @Override
        public void writeRaw(String text) throws IOException {
            g.writeRaw(text);
        }

        @Override
        public void writeBinary(String base64Variant, byte[] data, int offset, int length) throws IOException {
            g.writeBinary(Base64Variants.valueOf(base64Variant), data, offset, length);
        }

        @Override
        public void writeBinary(InputStream in, int length) throws IOException {
            g.writeBinary(in, length);
        }

        @Override
        public void writeSerializableName(Object name) throws IOException {
            g.writeFieldName((SerializableString) name);
        }

        @Override
        public void writeSerializableString(Object value) throws IOException {
            g.writeString((SerializableString) value);
        }

        @Override
        public void writeUtf8String(byte[] utf8, int offset, int length) throws IOException {
            g.writeUTF8String(utf8, offset, length);
        }

        @Override
        public void autoCloseContent(boolean on) {
            g.configure(JsonGenerator.Feature.AUTO_CLOSE_JSON_CONTENT, on);
        }

        @Override
        public void writeBoolean(boolean value) throws IOException {
            g.writeBoolean(value);
        }

        @Override
        public void writeNull() throws IOException {
            g.writeNull();
        }

        @Override
        public void writeBinary(byte[] value) throws IOException {
            g.writeBinary(value);
        }

        @Override
        public void writePojo(Object value) throws IOException {
            g.writeObject(value);
        }

        @Override
        public boolean isClosed() {
            return g.isClosed();
        }

        @Override
        public void copyCurrentEvent(Parser from) throws IOException {
            g.copyCurrentEvent((JsonParser) from.unwrap());
        }

        @Override
        public void copyCurrentStructure(Parser from) throws IOException {
            g.copyCurrentStructure((JsonParser) from.unwrap());
        }

        @Override
        public void assignCurrentValue(Object value) {
            g.assignCurrentValue(value);
        }

        @Override
        public Object currentValue() {
            return g.currentValue();
        }

        @Override
        public List<ContextLevel> contexts() {
            return levels(g.getOutputContext());
        }

        @Override
        public String contextPath() {
            return g.getOutputContext().pathAsPointer().toString();
        }

        @Override
        public void strictDuplicateDetection(boolean on) {
            if (on) {
                g.enable(JsonGenerator.Feature.STRICT_DUPLICATE_DETECTION);
            } else {
                g.disable(JsonGenerator.Feature.STRICT_DUPLICATE_DETECTION);
            }
        }

        @Override
        public byte[] allocWriteEncodingBuffer() {
            return ((GeneratorBase) g).ioContext().allocWriteEncodingBuffer();
        }

        @Override
        public void releaseWriteEncodingBuffer(byte[] buffer) {
            ((GeneratorBase) g).ioContext().releaseWriteEncodingBuffer(buffer);
        }

        @Override
        public Object unwrap() {
            return g;
        }

        @Override
        public void flush() throws IOException {
            g.flush();
        }

        @Override
        public void close() throws IOException {
            g.close();
        }
    }
}
