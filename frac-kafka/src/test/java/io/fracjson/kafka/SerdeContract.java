package io.fracjson.kafka;

import io.fracjson.core.KeysTable;
import io.fracjson.core.testing.HostileDocuments;
import io.fracjson.core.testing.WithoutNativeZstd;
import io.fracjson.kafka.testing.Bombs;
import io.fracjson.kafka.testing.Event;
import io.fracjson.kafka.testing.Events;
import io.fracjson.kafka.testing.Label;
import io.fracjson.kafka.testing.MapRegistry;
import io.fracjson.kafka.testing.Shipment;
import io.fracjson.kafka.testing.Tables;
import org.apache.kafka.common.config.ConfigException;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.management.ManagementFactory;
import java.lang.reflect.Type;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What frac-kafka's serializer and deserializer promise, run against each Jackson line's
 * classes ({@code Jackson2SerdeTest}, {@code Jackson3SerdeTest}), without a broker: Kafka calls
 * them with a topic, the record's headers and the bytes, as these tests do.
 */
abstract class SerdeContract {
    static final String TOPIC = "events";
    static List<Event> events;
    static TableSet v1;
    static TableSet v2;

    @TempDir
    Path registryDirectory;

    /** A serializer of this line over its default mapper. */
    abstract FracSerializer<Object> serializer();

    /** A deserializer of this line over its default mapper; null type: the configured one. */
    abstract <T> FracDeserializer<T> deserializer(Type type);

    /** A deserializer of this line into {@code List<Event>}, given as this line's {@code TypeReference}. */
    abstract FracDeserializer<List<Event>> eventListDeserializer();

    /** A serializer over a mapper whose FracJsonFactory has this keys table. */
    abstract FracSerializer<Object> serializerOverAFactoryWith(KeysTable table);

    /** A serializer over this line's JSON mapper. */
    abstract FracSerializer<Object> serializerOverJson();

    /** This line's serializer and deserializer classes' names, as properties name them. */
    private String serializerClassName() {
        return serializer().getClass().getName();
    }

    private String deserializerClassName() {
        return deserializer(null).getClass().getName();
    }

    /**
     * A {@code Supplier} of this line's FracJsonMapper with snake_case property names, by class
     * name: the line's test class has it, as {@code SnakeCase}.
     */
    private String snakeCaseMapperSupplierClassName() {
        return getClass().getName() + "$SnakeCase";
    }

    /** A module of this line that writes a {@link Label} as its text upper-cased: the line's {@code UpperCaseLabels}. */
    private String upperCaseIdsModuleClassName() {
        return getClass().getName() + "$UpperCaseLabels";
    }

    @BeforeAll
    static void tables() {
        events = Events.generate(1, 300);
        v1 = Tables.tableAndDictionary(events, 2_048);
        v2 = Tables.tableAndDictionary(Events.withCampaigns(events, 2), 2_048);
    }

    private FracDeserializer<Event> eventDeserializer() {
        return deserializer(Event.class);
    }

    // ---------------------------------------------------------------- tables named in headers

    @Test
    void aValueWrittenWithTablesNamesThemInItsHeadersAndReadsBackEqual() {
        FracSerializer<Object> serializer = serializer().keysTable(v1.keysTable()).dictionary(v1.dictionary());
        FracDeserializer<Event> deserializer = eventDeserializer().keysTable(v1.keysTable()).dictionary(v1.dictionary());
        Headers headers = new RecordHeaders();
        byte[] bytes = serializer.serialize(TOPIC, headers, events.get(0));

        assertEquals(v1.fingerprints(), FracHeaders.read(headers));
        assertEquals(0x30, bytes[2], "zstd with a dictionary, at the default level for a dictionary");
        assertEquals(events.get(0), deserializer.deserialize(TOPIC, headers, bytes));
        assertTrue(bytes.length < serializer().serialize(TOPIC, new RecordHeaders(), events.get(0)).length / 2,
                "a table and dictionary halve these events at least");
    }

    @Test
    void aGenericTypeReadsThroughItsTypeReference() {
        Headers headers = new RecordHeaders();
        List<Event> list = events.subList(0, 5);
        byte[] bytes = serializer().keysTable(v1.keysTable()).serialize(TOPIC, headers, list);
        List<Event> back = eventListDeserializer().keysTable(v1.keysTable()).deserialize(TOPIC, headers, bytes);
        assertEquals(list, back);
        assertEquals(Event.class, back.get(0).getClass());
    }

    @Test
    void aValueWrittenWithoutTablesNamesNone() {
        Headers headers = new RecordHeaders();
        byte[] bytes = serializer().serialize(TOPIC, headers, events.get(1));
        assertFalse(headers.iterator().hasNext(), "no headers at all");
        assertEquals(events.get(1), eventDeserializer().deserialize(TOPIC, headers, bytes));
    }

    @Test
    void headersAnotherRecordCarriedAreReplacedNotAddedTo() {
        Headers headers = new RecordHeaders();
        FracHeaders.write(headers, v2.fingerprints()); // forwarded from an input record, as Kafka Streams does
        serializer().keysTable(v1.keysTable()).serialize(TOPIC, headers, events.get(2));
        assertEquals(1, headers.toArray().length);
        assertEquals(new TableFingerprints(v1.keysTable().fingerprint(), null), FracHeaders.read(headers),
                "the stale dictionary is gone");

        FracHeaders.write(headers, v2.fingerprints());
        assertNull(serializer().keysTable(v1.keysTable()).serialize(TOPIC, headers, null));
        assertFalse(headers.iterator().hasNext(), "a null value (a tombstone) names no tables");
        assertNull(eventDeserializer().deserialize(TOPIC, headers, (byte[]) null));
    }

    @Test
    void recordsAlternatingBetweenTablesReadEachWithItsOwn() {
        FracSerializer<Object> one = serializer().keysTable(v1.keysTable()).dictionary(v1.dictionary());
        FracSerializer<Object> two = serializer().keysTable(v2.keysTable()).dictionary(v2.dictionary());
        FracSerializer<Object> none = serializer();
        TableRegistry registry = new DirectoryTableRegistry(registryDirectory);
        registry.register(v1.keysTable());
        registry.register(v1.dictionary());
        registry.register(v2.keysTable());
        registry.register(v2.dictionary());
        FracDeserializer<Event> deserializer = eventDeserializer().registry(registry);
        List<Event> newer = Events.withCampaigns(events, 3);
        for (int i = 0; i < 60; i++) {
            FracSerializer<Object> writer = i % 3 == 0 ? one : i % 3 == 1 ? two : none;
            Event event = i % 3 == 1 ? newer.get(i) : events.get(i);
            Headers headers = new RecordHeaders();
            byte[] bytes = writer.serialize(TOPIC, headers, event);
            assertEquals(event, deserializer.deserialize(TOPIC, headers, bytes), "record " + i);
        }
    }

    // ---------------------------------------------------------------- refusing what it lacks

    @Test
    void aRecordNamingTablesTheDeserializerLacksIsRefusedNamingBothFingerprints() {
        Headers headers = new RecordHeaders();
        byte[] bytes = serializer().keysTable(v1.keysTable()).dictionary(v1.dictionary())
                .serialize(TOPIC, headers, events.get(3));

        UnknownTableException e = assertThrows(UnknownTableException.class,
                () -> eventDeserializer().deserialize(TOPIC, headers, bytes));
        assertEquals(v1.fingerprints(), e.fingerprints());
        assertTrue(e.getMessage().contains("keys table " + v1.keysTable().fingerprint()), e.getMessage());
        assertTrue(e.getMessage().contains("dictionary " + v1.dictionary().fingerprint()), e.getMessage());
        assertTrue(e.getMessage().contains("topic " + TOPIC), e.getMessage());

        UnknownTableException withV2 = assertThrows(UnknownTableException.class, () -> eventDeserializer()
                .keysTable(v2.keysTable()).dictionary(v1.dictionary()).deserialize(TOPIC, headers, bytes));
        assertTrue(withV2.getMessage().contains("it has no keys table " + v1.keysTable().fingerprint() + " (its own: keys table "
                + v2.keysTable().fingerprint()), withV2.getMessage());

        UnknownTableException noDictionary = assertThrows(UnknownTableException.class, () -> eventDeserializer()
                .keysTable(v1.keysTable()).deserialize(TOPIC, headers, bytes));
        assertTrue(noDictionary.getMessage().contains("it has no dictionary " + v1.dictionary().fingerprint()),
                noDictionary.getMessage());
    }

    @Test
    void aRegistryGivesTheDeserializerWhatItLacksAndTheSerializerRegistersBeforeItsFirstRecord() {
        TableRegistry registry = new DirectoryTableRegistry(registryDirectory);
        FracSerializer<Object> serializer = serializer().keysTable(v1.keysTable()).dictionary(v1.dictionary())
                .registry(registry);
        Path tableFile = registryDirectory.resolve("keys-table-" + v1.keysTable().fingerprint() + ".bin");
        assertFalse(Files.exists(tableFile));

        Headers headers = new RecordHeaders();
        byte[] bytes = serializer.serialize(TOPIC, headers, events.get(4));
        assertTrue(Files.exists(tableFile));
        TableRegistry another = new DirectoryTableRegistry(registryDirectory);
        assertEquals(events.get(4), eventDeserializer().registry(another).deserialize(TOPIC, headers, bytes));
    }

    @Test
    void aRecordWhoseTablesTheRegistryLacksIsRefusedNamingTheRegistry() {
        Headers headers = new RecordHeaders();
        byte[] bytes = serializer().keysTable(v1.keysTable()).serialize(TOPIC, headers, events.get(5));
        TableRegistry registry = new DirectoryTableRegistry(registryDirectory);
        UnknownTableException e = assertThrows(UnknownTableException.class,
                () -> eventDeserializer().registry(registry).deserialize(TOPIC, headers, bytes));
        assertTrue(e.getMessage().contains(registry + " has not"), e.getMessage());
        assertNull(e.fingerprints().dictionary());
    }

    // ---------------------------------------------------------------- keys, and records without headers

    @Test
    void keysAreWrittenWithoutTablesWhateverThePropertiesSayForValues() {
        Map<String, Object> properties = Map.of(FracSerdeConfig.KEYS_TABLE, v1.keysTable(),
                FracSerdeConfig.DICTIONARY, v1.dictionary(), FracSerdeConfig.KEY_TYPE, Event.class.getName());
        FracSerializer<Object> keys = serializer();
        keys.configure(properties, true);
        Headers headers = new RecordHeaders();
        FracHeaders.write(headers, v2.fingerprints()); // the value serializer's, not the key's to change
        byte[] bytes = keys.serialize(TOPIC, headers, events.get(6));

        assertArrayEquals(serializer().serialize(TOPIC, new RecordHeaders(), events.get(6)), bytes);
        assertEquals(v2.fingerprints(), FracHeaders.read(headers));
        FracDeserializer<Event> keyReader = deserializer(null);
        keyReader.configure(properties, true);
        assertEquals(events.get(6), keyReader.deserialize(TOPIC, headers, bytes), "read without the value's tables");

        FracSerializer<Object> withTable = serializer().keysTable(v1.keysTable());
        ConfigException e = assertThrows(ConfigException.class, () -> withTable.configure(Map.of(), true));
        assertTrue(e.getMessage().contains("partition"), e.getMessage());
    }

    @Test
    void withoutHeadersAValueIsWrittenWithoutTablesAndReadsBack() {
        FracSerializer<Object> serializer = serializer().keysTable(v1.keysTable()).dictionary(v1.dictionary());
        byte[] bytes = serializer.serialize(TOPIC, events.get(7));
        assertArrayEquals(serializer().compressionLevel(3).serialize(TOPIC, events.get(7)), bytes,
                "as written without tables, at the same level");
        assertEquals(events.get(7), eventDeserializer().deserialize(TOPIC, bytes));
        assertEquals(events.get(7), eventDeserializer().deserialize(TOPIC, null, bytes));
    }

    // ---------------------------------------------------------------- configuration

    @Test
    void propertiesNameTablesByFingerprintThroughTheRegistry() throws Exception {
        TableRegistry registry = new DirectoryTableRegistry(registryDirectory);
        registry.register(v1.keysTable());
        registry.register(v1.dictionary());
        Map<String, Object> properties = new HashMap<>();
        properties.put(FracSerdeConfig.KEYS_TABLE, v1.keysTable().fingerprint());
        properties.put(FracSerdeConfig.DICTIONARY, v1.dictionary().fingerprint());
        properties.put(FracSerdeConfig.REGISTRY_DIRECTORY, registryDirectory.toString());
        properties.put(FracSerdeConfig.VALUE_TYPE, Event.class.getName());

        @SuppressWarnings("unchecked")
        FracSerializer<Object> serializer = (FracSerializer<Object>) Class.forName(serializerClassName())
                .getConstructor().newInstance();
        serializer.configure(properties, false);
        Headers headers = new RecordHeaders();
        byte[] bytes = serializer.serialize(TOPIC, headers, events.get(8));
        assertEquals(v1.fingerprints(), FracHeaders.read(headers));
        assertEquals(0x30, bytes[2], "level 3 by default with a dictionary");

        FracDeserializer<Object> deserializer = deserializer(null);
        deserializer.configure(Map.of(FracSerdeConfig.REGISTRY_DIRECTORY, registryDirectory.toString(),
                FracSerdeConfig.VALUE_TYPE, Event.class.getName()), false);
        assertEquals(events.get(8), deserializer.deserialize(TOPIC, headers, bytes));
        serializer.close();
        deserializer.close();
    }

    @Test
    void settersTakePrecedenceOverProperties() {
        FracSerializer<Object> serializer = serializer().keysTable(v2.keysTable()).compressionLevel(0);
        serializer.configure(Map.of(FracSerdeConfig.KEYS_TABLE, v1.keysTable(), FracSerdeConfig.COMPRESSION_LEVEL, "5"),
                false);
        Headers headers = new RecordHeaders();
        byte[] bytes = serializer.serialize(TOPIC, headers, events.get(9));
        assertEquals(v2.keysTable().fingerprint(), FracHeaders.read(headers).keysTable());
        assertEquals(0, bytes[2]);
        assertThrows(IllegalStateException.class, () -> serializer.keysTable(v1.keysTable()), "set up before use");
    }

    @Test
    void badPropertiesAreRefusedNamingTheProperty() {
        String fingerprint = v1.keysTable().fingerprint();
        assertConfigRefused(Map.of(FracSerdeConfig.KEYS_TABLE, fingerprint), FracSerdeConfig.REGISTRY_DIRECTORY);
        assertConfigRefused(Map.of(FracSerdeConfig.KEYS_TABLE, fingerprint, FracSerdeConfig.REGISTRY_DIRECTORY,
                registryDirectory.toString()), "the registry does not have it");
        assertConfigRefused(Map.of(FracSerdeConfig.KEYS_TABLE, "../../etc/passwd", FracSerdeConfig.REGISTRY_DIRECTORY,
                registryDirectory.toString()), FracSerdeConfig.KEYS_TABLE);
        assertConfigRefused(Map.of(FracSerdeConfig.KEYS_TABLE, new byte[] {1, 2}), "not a keys table");
        assertConfigRefused(Map.of(FracSerdeConfig.DICTIONARY, v1.dictionary(), FracSerdeConfig.COMPRESSION_LEVEL, 0),
                FracSerdeConfig.COMPRESSION_LEVEL);
        assertConfigRefused(Map.of(FracSerdeConfig.COMPRESSION_LEVEL, "fast"), FracSerdeConfig.COMPRESSION_LEVEL);
        assertConfigRefused(Map.of(FracSerdeConfig.COMPRESSION_LEVEL, 99), "zstd level 99");
        assertConfigRefused(Map.of(FracSerdeConfig.REGISTRY_DIRECTORY, "a", FracSerdeConfig.REGISTRY_TOPIC, "b"),
                "give one registry");
        assertConfigRefused(Map.of(FracSerdeConfig.REGISTRY_TOPIC, "tables"), "bootstrap.servers");
        assertConfigRefused(Map.of(FracSerdeConfig.REGISTRY, "not a registry"), FracSerdeConfig.REGISTRY);

        ConfigException type = assertThrows(ConfigException.class,
                () -> deserializer(null).configure(Map.of(FracSerdeConfig.VALUE_TYPE, "no.such.Type"), false));
        assertTrue(type.getMessage().contains(FracSerdeConfig.VALUE_TYPE), type.getMessage());
    }

    private void assertConfigRefused(Map<String, ?> properties, String named) {
        ConfigException e = assertThrows(ConfigException.class, () -> serializer().configure(properties, false),
                properties.toString());
        assertTrue(e.getMessage().contains(named), e.getMessage());
    }

    // ---------------------------------------------------------------- configured by properties alone

    @SuppressWarnings("unchecked")
    private static <S> S newInstance(String className, Map<String, ?> properties) throws Exception {
        Object made = Class.forName(className).getConstructor().newInstance(); // as Kafka makes them
        if (made instanceof Serializer<?> serializer) {
            serializer.configure(properties, false);
        } else {
            ((Deserializer<?>) made).configure(properties, false);
        }
        return (S) made;
    }

    private Map<String, Object> writtenAsMap(Map<String, ?> properties, Object value) throws Exception {
        Serializer<Object> serializer = newInstance(serializerClassName(), properties);
        Headers headers = new RecordHeaders();
        byte[] bytes = serializer.serialize(TOPIC, headers, value);
        Deserializer<Map<String, Object>> untyped = newInstance(deserializerClassName(), Map.of());
        return untyped.deserialize(TOPIC, headers, bytes);
    }

    @Test
    void aSerdeMadeFromItsClassNameWritesAndReadsInstantsDecimalsOptionalsAndNestedLists() throws Exception {
        Map<String, Object> properties = Map.of(FracSerdeConfig.KEYS_TABLE, v1.keysTable(),
                FracSerdeConfig.VALUE_TYPE, Shipment.class.getName());
        Serializer<Shipment> serializer = newInstance(serializerClassName(), properties);
        Deserializer<Shipment> deserializer = newInstance(deserializerClassName(), properties);
        for (int i = 0; i < 4; i++) {
            Headers headers = new RecordHeaders();
            Shipment shipment = Shipment.sample(i);
            assertEquals(shipment, deserializer.deserialize(TOPIC, headers, serializer.serialize(TOPIC, headers, shipment)));
        }
    }

    @Test
    void aMapperSupplierOrModulesNamedInThePropertiesAreUsed() throws Exception {
        Shipment shipment = Shipment.sample(1);
        Map<String, Object> snake = writtenAsMap(Map.of(FracSerdeConfig.MAPPER_SUPPLIER,
                snakeCaseMapperSupplierClassName()), shipment);
        assertTrue(snake.containsKey("shipped_at") && !snake.containsKey("shippedAt"), snake.toString());

        Map<String, Object> upper = writtenAsMap(Map.of(FracSerdeConfig.MAPPER_MODULES,
                upperCaseIdsModuleClassName()), Map.of("label", new Label("abc")));
        assertEquals(Map.of("label", "ABC"), upper);

        ConfigException both = assertThrows(ConfigException.class, () -> newInstance(serializerClassName(),
                Map.of(FracSerdeConfig.MAPPER_SUPPLIER, snakeCaseMapperSupplierClassName(),
                        FracSerdeConfig.MAPPER_MODULES, upperCaseIdsModuleClassName())));
        assertTrue(both.getMessage().contains("not both"), both.getMessage());
        ConfigException notAModule = assertThrows(ConfigException.class, () -> newInstance(serializerClassName(),
                Map.of(FracSerdeConfig.MAPPER_MODULES, "java.lang.StringBuilder")));
        assertTrue(notAModule.getMessage().contains(FracSerdeConfig.MAPPER_MODULES), notAModule.getMessage());
        ConfigException noSuchSupplier = assertThrows(ConfigException.class, () -> newInstance(serializerClassName(),
                Map.of(FracSerdeConfig.MAPPER_SUPPLIER, "com.example.NoSuchSupplier")));
        assertTrue(noSuchSupplier.getMessage().contains(FracSerdeConfig.MAPPER_SUPPLIER), noSuchSupplier.getMessage());
    }

    @Test
    void tablesAndDictionariesAreNamedByClasspathOrFileLocation() throws Exception {
        Path table = Files.write(registryDirectory.resolve("events.keys"), v1.keysTable().toBytes());
        Path dictionary = Files.write(registryDirectory.resolve("events.dict"), v1.dictionary().toBytes());
        Map<String, Object> properties = Map.of(FracSerdeConfig.KEYS_TABLE, "file:" + table,
                FracSerdeConfig.DICTIONARY, dictionary.toUri().toString(), FracSerdeConfig.VALUE_TYPE, Event.class);
        FracSerializer<Object> serializer = serializer();
        serializer.configure(properties, false);
        Headers headers = new RecordHeaders();
        byte[] bytes = serializer.serialize(TOPIC, headers, events.get(0));
        assertEquals(v1.fingerprints(), FracHeaders.read(headers));
        // classpath: through the context class loader, as Kafka loads configured classes.
        Path classpath = Files.createDirectories(registryDirectory.resolve("classpath"));
        Files.write(Files.createDirectories(classpath.resolve("tables")).resolve("events.keys"), v1.keysTable().toBytes());
        ClassLoader before = Thread.currentThread().getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classpath.toUri().toURL()}, before)) {
            Thread.currentThread().setContextClassLoader(loader);
            FracDeserializer<Event> deserializer = deserializer(null);
            deserializer.configure(Map.of(FracSerdeConfig.KEYS_TABLE, "classpath:tables/events.keys",
                    FracSerdeConfig.DICTIONARY, "file:" + dictionary, FracSerdeConfig.VALUE_TYPE, Event.class), false);
            assertEquals(events.get(0), deserializer.deserialize(TOPIC, headers, bytes));
            FracSerializer<Object> slash = serializer();
            slash.configure(Map.of(FracSerdeConfig.KEYS_TABLE, "classpath:/tables/events.keys"), false);
            Headers named = new RecordHeaders();
            slash.serialize(TOPIC, named, events.get(0));
            assertEquals(v1.keysTable().fingerprint(), FracHeaders.read(named).keysTable());
        } finally {
            Thread.currentThread().setContextClassLoader(before);
        }

        assertConfigRefused(Map.of(FracSerdeConfig.KEYS_TABLE, "classpath:no/such.keys"), "no such resource");
        assertConfigRefused(Map.of(FracSerdeConfig.KEYS_TABLE, "file:" + registryDirectory.resolve("missing")),
                FracSerdeConfig.KEYS_TABLE);
        assertConfigRefused(Map.of(FracSerdeConfig.KEYS_TABLE, "file:" + dictionary), "not a keys table");
    }

    @Test
    void aMapperThatIsNotFracJsonOrHasItsOwnTablesIsRefused() {
        IllegalArgumentException own = assertThrows(IllegalArgumentException.class,
                () -> serializerOverAFactoryWith(v1.keysTable()));
        assertTrue(own.getMessage().contains("keys table " + v1.keysTable().fingerprint()), own.getMessage());
        IllegalArgumentException json = assertThrows(IllegalArgumentException.class, this::serializerOverJson);
        assertTrue(json.getMessage().contains("not frac_json"), json.getMessage());
    }

    // ---------------------------------------------------------------- hostile records

    @Test
    void damagedValuesAreRefusedWithASerializationExceptionOnly() {
        Headers headers = new RecordHeaders();
        byte[] good = serializer().keysTable(v1.keysTable()).dictionary(v1.dictionary())
                .serialize(TOPIC, headers, events.get(10));
        FracDeserializer<Event> deserializer = eventDeserializer().keysTable(v1.keysTable()).dictionary(v1.dictionary());
        Random random = new Random(11);
        for (int length = 0; length < good.length; length++) {
            assertRefused(deserializer, headers, Arrays.copyOf(good, length), "truncated to " + length);
        }
        byte[] trailing = Arrays.copyOf(good, good.length + 3);
        assertRefused(deserializer, headers, trailing, "bytes after the document");
        for (int i = 0; i < 200; i++) {
            byte[] flipped = good.clone();
            flipped[3 + random.nextInt(flipped.length - 3)] ^= (byte) (1 << random.nextInt(8));
            try {
                deserializer.deserialize(TOPIC, headers, flipped); // a flip may leave a valid document
            } catch (SerializationException expected) {
                // refused: fine
            }
            byte[] noise = new byte[random.nextInt(64)];
            random.nextBytes(noise);
            assertRefused(deserializer, headers, noise, "random bytes");
        }
        Headers wrongHeader = new RecordHeaders();
        wrongHeader.add(FracHeaders.NAME, "../../etc/passwd".getBytes(StandardCharsets.US_ASCII));
        SerializationException header = assertRefused(deserializer, wrongHeader, good, "a header not in its form");
        assertTrue(header.getMessage().contains("not a flags byte"), header.getMessage());
    }

    @Test
    void aRecordWrittenWithOtherTablesThanItsHeadersNameIsRefused() {
        FracDeserializer<Event> deserializer = eventDeserializer().keysTable(v1.keysTable()).dictionary(v1.dictionary());
        // compressed with a dictionary, though its headers name none: not read with the one the deserializer has
        byte[] withDictionary = serializer().keysTable(v1.keysTable()).dictionary(v1.dictionary())
                .serialize(TOPIC, new RecordHeaders(), events.get(12));
        Headers tableOnly = new RecordHeaders();
        FracHeaders.write(tableOnly, new TableFingerprints(v1.keysTable().fingerprint(), null));
        assertRefused(deserializer, tableOnly, withDictionary, "a dictionary the headers do not name");

        // written with a table by a producer that named none
        byte[] withTable = serializer().keysTable(v1.keysTable()).serialize(TOPIC, new RecordHeaders(), events.get(12));
        assertRefused(deserializer, new RecordHeaders(), withTable, "a table the headers do not name");

        // written with a larger table than the one named
        KeysTable small = KeysTable.of(List.of("eventId", "timestamp"));
        Headers smallNamed = new RecordHeaders();
        FracHeaders.write(smallNamed, new TableFingerprints(small.fingerprint(), null));
        assertRefused(deserializer(Event.class).keysTable(small), smallNamed, withTable, "another table");
    }

    @Test
    void aZstdBombIsRefusedInBoundedMemory() {
        int declared = 19_000_000; // just within the string limit, so that only the decompression bounds stop it
        byte[] bomb = Bombs.zstdString(declared);
        assertTrue(bomb.length < 2_000, "a few KB that would expand to " + declared + " bytes");

        FracDeserializer<Object> deserializer = deserializer(Object.class);
        deserializer.deserialize(TOPIC, new RecordHeaders(), serializer().serialize(TOPIC, new RecordHeaders(), "warm"));
        long allocated = allocatedBytes(() -> assertRefused(deserializer, new RecordHeaders(), bomb, "a zstd bomb"));
        // Stopped by the decompression ratio at 4 MiB out (the reader's window grows by doubling toward the
        // string's length): far less than the string and its bytes would take, read in full (some 40 MB).
        assertTrue(allocated < 24L << 20, "allocated " + allocated + " bytes reading " + bomb.length
                + " that claim " + declared);
        SerializationException e = assertRefused(deserializer, new RecordHeaders(), bomb, "a zstd bomb");
        assertTrue(e.getMessage().contains("maximum ratio of 100"), e.getMessage());
    }

    /**
     * Issue 40 #1: 153 bytes whose body is an array of 4,190,000 empty objects, within the
     * decompression floor: a consumer with default settings ended in OutOfMemoryError building
     * them (about 250 MB); it is a SerializationException, having built a few MB.
     */
    @Test
    void aDocumentDeclaringMillionsOfContainersIsRefusedWithASerializationException() {
        byte[] bomb = HostileDocuments.bomb();
        FracDeserializer<Object> deserializer = deserializer(Object.class);
        long allocated = allocatedBytes(() -> {
            SerializationException e = assertRefused(deserializer, new RecordHeaders(), bomb, "a token bomb");
            assertTrue(e.getMessage().contains("compressed document yields more than 100000 tokens"), e.getMessage());
        });
        assertTrue(allocated < 32L << 20, "allocated " + allocated + " bytes reading 153");
    }

    /**
     * Issue 40 #3: a deserializer kept a reader, and with it its tables, for each of the last 16
     * sets of tables records named, whatever their size (a table may be 16 MB). It keeps no more
     * than the registry's cache bytes: the first of ten tables of 4 MB is gone from both and
     * asked of the registry again.
     */
    @Test
    void aDeserializerKeepsNoMoreTableBytesThanTheCache() {
        MapRegistry registry = new MapRegistry();
        List<KeysTable> tables = Tables.big(10, 4 << 20);
        FracDeserializer<Object> deserializer = deserializer(Object.class).registry(registry);
        byte[] value = serializer().serialize(TOPIC, new RecordHeaders(), Map.of("a", 1)); // no global keys: any table reads it
        for (KeysTable t : tables) {
            registry.entries.put(TableKind.KEYS_TABLE.entryName(t.fingerprint()), t.toBytes());
            assertEquals(Map.of("a", 1), deserializer.deserialize(TOPIC, naming(t), value));
        }
        registry.loads.clear();
        deserializer.deserialize(TOPIC, naming(tables.get(0)), value);
        assertEquals(List.of(TableKind.KEYS_TABLE.entryName(tables.get(0).fingerprint())), registry.loads,
                "the first table, kept by neither");
    }

    private static Headers naming(KeysTable table) {
        Headers headers = new RecordHeaders();
        FracHeaders.write(headers, new TableFingerprints(table.fingerprint(), null));
        return headers;
    }

    /**
     * Issue 40 #6: each distinct set of tables refused was logged once, so 5,000 records naming
     * unknown fingerprints gave 5,000 WARN lines. At most WARNINGS_PER_MINUTE a minute now, the
     * next one counting those left out.
     */
    @Test
    void refusalsOfUnknownTablesLogAFewLinesAMinute() {
        FracDeserializer<Object> deserializer = deserializer(Object.class);
        byte[] value = serializer().serialize(TOPIC, new RecordHeaders(), "x");
        java.io.PrintStream err = System.err;
        java.io.ByteArrayOutputStream logged = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(logged, true, StandardCharsets.UTF_8));
        try {
            Random random = new Random(40);
            for (int i = 0; i < 5_000; i++) {
                Headers headers = new RecordHeaders();
                FracHeaders.write(headers, new TableFingerprints(String.format("%016x", random.nextLong()), null));
                assertThrows(UnknownTableException.class, () -> deserializer.deserialize(TOPIC, headers, value));
            }
        } finally {
            System.setErr(err);
        }
        long lines = logged.toString(StandardCharsets.UTF_8).lines().filter(l -> l.contains("refusing values")).count();
        assertEquals(FracDeserializer.WARNINGS_PER_MINUTE, lines, logged.toString(StandardCharsets.UTF_8));
    }

    // ---------------------------------------------------------------- native code

    /**
     * Records without compression, with a keys table or none, go through this line's mapper and
     * Kafka's serializer and deserializer in a JVM where zstd's native library cannot load (and,
     * on Java 24+, one that denies native access); a compressing serializer there fails saying what it needs.
     */
    @Test
    void withoutZstdsNativeLibraryRecordsWithoutCompressionGoThrough() {
        for (Map<String, String> reports : WithoutNativeZstd.runEach(WithoutNative.class, getClass().getName())) {
            WithoutNativeZstd.assertOk(reports, "plain record", "plain record with a keys table");
            WithoutNativeZstd.assertNeedsNativeLibrary(reports, "compressed record");
        }
    }

    /** The steps, in the JVM without zstd's native library; its argument names the line's contract test. */
    static final class WithoutNative {
        public static void main(String[] args) throws ReflectiveOperationException {
            SerdeContract line = (SerdeContract) Class.forName(args[0]).getDeclaredConstructor().newInstance();
            Event event = Events.generate(3, 1).get(0);
            KeysTable table = KeysTable.of(List.of("eventId", "timestamp", "type", "device", "geo"));
            WithoutNativeZstd.step("plain record", () -> roundTrip(line.serializer(), line.deserializer(Event.class), event));
            WithoutNativeZstd.step("plain record with a keys table", () -> roundTrip(line.serializer().keysTable(table),
                    line.<Event>deserializer(Event.class).keysTable(table), event));
            WithoutNativeZstd.step("compressed record", () -> roundTrip(line.serializer().compressionLevel(3),
                    line.deserializer(Event.class), event));
        }

        private static Object roundTrip(FracSerializer<Object> serializer, FracDeserializer<Event> deserializer, Event event) {
            Headers headers = new RecordHeaders();
            Event back = deserializer.deserialize(TOPIC, headers, serializer.serialize(TOPIC, headers, event));
            if (!event.equals(back)) {
                throw new AssertionError(back + " read back from " + event);
            }
            return back;
        }
    }

    static SerializationException assertRefused(FracDeserializer<?> deserializer, Headers headers, byte[] value,
                                                String what) {
        SerializationException e = assertThrows(SerializationException.class,
                () -> deserializer.deserialize(TOPIC, headers, value), what);
        assertTrue(e.getMessage().contains("topic " + TOPIC) || e.getMessage().contains("header"), e.getMessage());
        if (e.getCause() != null) {
            assertFalse(e.getCause() instanceof NullPointerException || e.getCause() instanceof IndexOutOfBoundsException
                    || e.getCause() instanceof ClassCastException, what + ": " + e.getCause());
        }
        return e;
    }

    private static long allocatedBytes(Runnable code) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        code.run();
        return threads.getCurrentThreadAllocatedBytes() - before;
    }
}
