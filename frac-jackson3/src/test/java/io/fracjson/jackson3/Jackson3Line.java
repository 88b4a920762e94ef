package io.fracjson.jackson3;

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
import tools.jackson.core.Base64Variants;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.SerializableString;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.StreamWriteConstraints;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.TokenStreamContext;
import tools.jackson.core.base.GeneratorBase;
import tools.jackson.core.exc.InputCoercionException;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.exc.StreamWriteException;
import tools.jackson.core.io.SerializedString;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonFactoryBuilder;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.MappingIterator;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.SequenceWriter;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.annotation.JsonSerialize;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.ser.std.StdSerializer;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Jackson 3 as the behaviour kit ({@code io.fracjson.testkit}) sees it: each kit class runs over this. */
public final class Jackson3Line implements JacksonLine {
    public static final Jackson3Line LINE = new Jackson3Line();

    private Jackson3Line() {
    }

    @Override
    public String name() {
        return "Jackson 3";
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
                case LENGTH_PREFIXED_READS -> b.enable(FracJsonReadFeature.LENGTH_PREFIXED_SEQUENCE);
                case LENGTH_PREFIXED_WRITES -> b.enable(FracJsonWriteFeature.LENGTH_PREFIXED_SEQUENCE);
                case WRITE_ZSTD_CHECKSUM -> b.enable(FracJsonWriteFeature.WRITE_ZSTD_CHECKSUM);
                case KEEP_TARGET_OPEN -> b.disable(StreamWriteFeature.AUTO_CLOSE_TARGET);
                case STRICT_DUPLICATE_DETECTION -> b.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                        .enable(StreamWriteFeature.STRICT_DUPLICATE_DETECTION);
                case REPORT_FLOAT32_AS_FLOAT -> b.enable(FracJsonReadFeature.REPORT_FLOAT32_AS_FLOAT);
                case KEEP_SOURCE_OPEN -> b.disable(StreamReadFeature.AUTO_CLOSE_SOURCE);
                case KEEP_TOKEN_ON_CLOSE -> b.disable(StreamReadFeature.CLEAR_CURRENT_TOKEN_ON_CLOSE);
                case KEEP_CONTENT_OPEN -> b.disable(StreamWriteFeature.AUTO_CLOSE_CONTENT);
                case WRITE_INEXACT_NUMBERS_AS_FLOAT64 -> b.enable(FracJsonWriteFeature.WRITE_INEXACT_NUMBERS_AS_FLOAT64);
                case FAIL_ON_PRECISION_LOSS -> b.enable(FracJsonWriteFeature.FAIL_ON_PRECISION_LOSS);
                case FAIL_ON_NON_FINITE_NUMBERS -> b.enable(FracJsonWriteFeature.FAIL_ON_NON_FINITE_NUMBERS);
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
        } else if (e instanceof JacksonIOException) {
            family = Failure.Family.IO;
        } else if (e instanceof JacksonException) {
            family = Failure.Family.OTHER;
        } else {
            family = Failure.Family.NOT_JACKSON;
        }
        if (family == Failure.Family.IO) {
            return new Failure(family, e.getCause().getMessage(), -1, e);
        }
        if (e instanceof JacksonException j) {
            return new Failure(family, j.getOriginalMessage(),
                    j.getLocation() == null ? -1 : j.getLocation().getByteOffset(), e);
        }
        return new Failure(family, e.getMessage(), -1, e);
    }

    private static final ObjectMapper JSON = new JsonMapper();

    @Override
    public Mapper jsonMapper(Settings s) {
        if (!s.hasReadConstraints() && !s.has(Settings.Feature.WRITE_BIGDECIMAL_AS_PLAIN)) {
            return new LineMapper(JSON);
        }
        JsonFactoryBuilder b = JsonFactory.builder();
        if (s.hasReadConstraints()) {
            b.streamReadConstraints(readConstraints(s));
        }
        if (s.has(Settings.Feature.WRITE_BIGDECIMAL_AS_PLAIN)) {
            b.enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN);
        }
        return new LineMapper(new JsonMapper(b.build()));
    }

    @Override
    public boolean equalByValue(Object expected, Object actual) {
        return ((JsonNode) expected).equals(Jackson3Line::compareByValue, (JsonNode) actual);
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
        return new LineParser(jsonFactory(s).createParser(ObjectReadContext.empty(), text));
    }

    @Override
    public Generator jsonGenerator(Writer out, Settings s) throws IOException {
        return new LineGenerator(jsonFactory(s).createGenerator(ObjectWriteContext.empty(), out));
    }

    private static JsonFactory jsonFactory(Settings s) {
        JsonFactoryBuilder b = JsonFactory.builder();
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
        return new LineParser(((JsonNode) tree).traverse(ObjectReadContext.empty()));
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
        return node.isString() ? node.stringValue() : null;
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
        return tools.jackson.databind.node.DecimalNode.valueOf(value);
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
                mapper.writer().withRootName("root"), mapper.rebuild().build().writer(), FracJsonMapper.builder().build().writer());
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
        return "Duplicate Object property \"" + name + "\"";
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
            public void serialize(ByGenerator value, JsonGenerator g, SerializationContext ctxt) {
                try {
                    value.writes().to(new LineGenerator(g));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
    }

    /** This line's ObjectWriter as the kit sees it. */
    public static ValueWriter writer(ObjectWriter writer) {
        return new LineWriter(writer);
    }

    static List<ContextLevel> levels(TokenStreamContext c) {
        List<ContextLevel> levels = new ArrayList<>();
        for (; c != null; c = c.getParent()) {
            levels.add(new ContextLevel(c.typeDesc(), c.getNestingDepth(), c.getCurrentIndex(), c.getEntryCount(),
                    c.currentName(), c.currentValue()));
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
            return new LineParser(factory.createParser(ObjectReadContext.empty(), document));
        }

        @Override
        public Parser parser(InputStream in) throws IOException {
            return new LineParser(factory.createParser(ObjectReadContext.empty(), in));
        }

        @Override
        public Generator generator(OutputStream out) throws IOException {
            return new LineGenerator(factory.createGenerator(ObjectWriteContext.empty(), out));
        }

        @Override
        public Parser parser(String text) throws IOException {
            return new LineParser(factory.createParser(ObjectReadContext.empty(), text));
        }

        @Override
        public Generator generator(Writer out) throws IOException {
            return new LineGenerator(factory.createGenerator(ObjectWriteContext.empty(), out));
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
            return factory.readOptions((FracSchema) schema);
        }

        @Override
        public ReaderWriterPool pool() {
            return factory.pool();
        }

        @Override
        public FracReader pooledReader(byte[] input, int offset, int length) {
            return factory.pool().reader(factory.readOptions(null), input, offset, length);
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
            return wrap((FracJsonFactory) mapper.tokenStreamFactory());
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
            return new LineWriter(mapper.writer().with(FracJsonWriteFeature.LENGTH_PREFIXED_SEQUENCE));
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
            return mapper.readerFor(type).with(StreamReadFeature.STRICT_DUPLICATE_DETECTION).readValue(document);
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
            return mapper.readerForListOf(type).readValue(file);
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
            return lengthPrefixed ? reader.with(FracJsonReadFeature.LENGTH_PREFIXED_SEQUENCE) : reader;
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
            SequenceWriter w = (lengthPrefixed ? mapper.writer().with(FracJsonWriteFeature.LENGTH_PREFIXED_SEQUENCE) : mapper.writer())
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
            return p.getString();
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
            return levels(p.streamReadContext());
        }

        @Override
        public String contextPath() {
            return p.streamReadContext().pathAsPointer().toString();
        }

        @Override
        public String nextName() throws IOException {
            return p.nextName();
        }

        @Override
        public boolean nextName(String name) throws IOException {
            return p.nextName(new SerializedString(name));
        }

        @Override
        public String nextTextValue() throws IOException {
            return p.nextStringValue();
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
            return new String(p.getStringCharacters(), p.getStringOffset(), p.getStringLength());
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
            g.writeName(name);
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
            g.writeName((SerializableString) name);
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
            g.configure(StreamWriteFeature.AUTO_CLOSE_CONTENT, on);
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
            g.writePOJO(value);
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
            return levels(g.streamWriteContext());
        }

        @Override
        public String contextPath() {
            return g.streamWriteContext().pathAsPointer().toString();
        }

        @Override
        public void strictDuplicateDetection(boolean on) {
            g.configure(StreamWriteFeature.STRICT_DUPLICATE_DETECTION, on);
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
