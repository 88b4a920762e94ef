package io.fracjson.kafka;

import io.fracjson.core.FracFormatException;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.common.config.ConfigException;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The properties frac-kafka's serializers, deserializers and serdes read in
 * {@code configure(Map, isKey)}: the producer's, consumer's or Streams application's own
 * properties, in which these names stand beside Kafka's. Settings given to a serializer's or
 * deserializer's constructor or setters take precedence over these.
 *
 * <p>Tables apply to record values: keys are written without them ({@link FracHeaders}). A table
 * or dictionary is given as the object, its bytes, or its fingerprint, which is looked up in the
 * registry ({@link #REGISTRY_DIRECTORY}, {@link #REGISTRY_TOPIC} or {@link #REGISTRY}). A
 * serializer writes with them and names them in each record's headers; a deserializer reads
 * records that name them without asking the registry.
 */
public final class FracSerdeConfig {
    /**
     * The keys table values are written with: a {@link KeysTable}, its bytes, its fingerprint, or
     * the location of its bytes as Spring names resources ({@code classpath:shipments.keys},
     * {@code file:/etc/frac/shipments.keys}).
     */
    public static final String KEYS_TABLE = "frac.keys.table";
    /** The zstd dictionary values are compressed with: as {@link #KEYS_TABLE}, a {@link ZstdDictionary} or its bytes, fingerprint or location. */
    public static final String DICTIONARY = "frac.dictionary";
    /**
     * The zstd level values are compressed at, 0 for none: by default the mapper's
     * ({@code FracJsonFactory} compressionLevel, itself 0 by default), or
     * {@value #DEFAULT_DICTIONARY_COMPRESSION_LEVEL} with a dictionary, which only zstd uses.
     */
    public static final String COMPRESSION_LEVEL = "frac.compression.level";
    /** The type record values are read into: a {@code Class} or a class name; {@code Object} (maps, lists) by default. */
    public static final String VALUE_TYPE = "frac.value.type";
    /** The type record keys are read into, as {@link #VALUE_TYPE}. */
    public static final String KEY_TYPE = "frac.key.type";
    /** A {@link TableRegistry} instance, shared and closed by its owner. */
    public static final String REGISTRY = "frac.registry";
    /** A directory as {@link DirectoryTableRegistry} keeps it. */
    public static final String REGISTRY_DIRECTORY = "frac.registry.directory";
    /** A compacted topic as {@link TopicTableRegistry} keeps it, on the cluster of the client's {@code bootstrap.servers}. */
    public static final String REGISTRY_TOPIC = "frac.registry.topic";
    /** How long a registry lookup or registration (a read of a registry file too) may take; 10,000 ms by default. */
    public static final String REGISTRY_MAX_WAIT_MS = "frac.registry.max.wait.ms";
    /** How many tables, and dictionaries, a registry keeps in memory; 64 by default. */
    public static final String REGISTRY_CACHE_SIZE = "frac.registry.cache.size";
    /**
     * The stored bytes of the tables, and of the dictionaries, a registry (and a deserializer's
     * readers) keeps in memory; 33,554,432 (32 MiB) by default.
     */
    public static final String REGISTRY_CACHE_BYTES = "frac.registry.cache.bytes";
    /**
     * Prefix of client settings for the registry topic's clients only (e.g.
     * {@code frac.registry.client.bootstrap.servers}), over the connection settings (bootstrap
     * servers, security) they take from the client's own properties.
     */
    public static final String REGISTRY_CLIENT_PREFIX = "frac.registry.client.";

    /**
     * The mapper a serializer or deserializer made from its class name writes and reads with: a
     * {@code Supplier} of an {@code ObjectMapper} over a {@code FracJsonFactory} without tables (an
     * instance, its class, or its class name with a public no-argument constructor). Without it,
     * a default mapper with the Jackson modules found on the classpath (Jackson 2: java.time,
     * Jdk8, parameter names, as Spring for Apache Kafka registers them) and {@link #MAPPER_MODULES}.
     */
    public static final String MAPPER_SUPPLIER = "frac.mapper.supplier";
    /**
     * Jackson modules the default mapper registers besides those found on the classpath: module
     * instances, classes or class names (a list, or names separated by commas).
     */
    public static final String MAPPER_MODULES = "frac.mapper.modules";
    /** Prefixes of {@link #KEYS_TABLE} and {@link #DICTIONARY} values that are locations of their bytes. */
    static final String CLASSPATH_PREFIX = "classpath:";
    static final String FILE_PREFIX = "file:";

    public static final int DEFAULT_DICTIONARY_COMPRESSION_LEVEL = 3;

    private final Map<String, ?> configs;

    private FracSerdeConfig(Map<String, ?> configs) {
        this.configs = configs == null ? Map.of() : configs;
    }

    public static FracSerdeConfig of(Map<String, ?> configs) {
        return new FracSerdeConfig(configs);
    }

    /** A registry these properties name, and whether whoever makes it here closes it. */
    record OwnedRegistry(TableRegistry registry, boolean owned) {
        static final OwnedRegistry NONE = new OwnedRegistry(null, false);

        /** Closes the registry if it was made here: one given by the application is the application's. */
        void closeIfOwned() {
            if (owned) {
                registry.close();
            }
        }
    }

    /**
     * The registry these properties name: an instance given as {@link #REGISTRY} (owned by whoever
     * gave it), or one made from {@link #REGISTRY_DIRECTORY} or {@link #REGISTRY_TOPIC}.
     *
     * @throws ConfigException for more than one, or a setting of the wrong type
     */
    OwnedRegistry registry() {
        Object instance = configs.get(REGISTRY);
        Object directory = configs.get(REGISTRY_DIRECTORY);
        Object topic = configs.get(REGISTRY_TOPIC);
        int given = (instance != null ? 1 : 0) + (directory != null ? 1 : 0) + (topic != null ? 1 : 0);
        if (given > 1) {
            throw new ConfigException("give one registry: " + REGISTRY + ", " + REGISTRY_DIRECTORY + " or "
                    + REGISTRY_TOPIC + ", not several");
        }
        if (instance != null) {
            if (!(instance instanceof TableRegistry registry)) {
                throw new ConfigException(REGISTRY, instance.getClass().getName(), "not a TableRegistry");
            }
            return new OwnedRegistry(registry, false);
        }
        int cacheSize = intValue(REGISTRY_CACHE_SIZE).orElse(CachingTableRegistry.DEFAULT_CACHE_SIZE);
        if (cacheSize < 1) {
            throw new ConfigException(REGISTRY_CACHE_SIZE, cacheSize, "at least 1");
        }
        long cacheBytes = longValue(REGISTRY_CACHE_BYTES).orElse(CachingTableRegistry.DEFAULT_CACHE_BYTES);
        if (cacheBytes < 1) {
            throw new ConfigException(REGISTRY_CACHE_BYTES, cacheBytes, "at least 1");
        }
        long maxWait = intValue(REGISTRY_MAX_WAIT_MS).orElse((int) TopicTableRegistry.DEFAULT_MAX_WAIT.toMillis());
        if (maxWait < 0) {
            throw new ConfigException(REGISTRY_MAX_WAIT_MS, maxWait, "0 or more");
        }
        if (directory != null) {
            return new OwnedRegistry(new DirectoryTableRegistry(Path.of(directory.toString()), Duration.ofMillis(maxWait),
                    cacheSize, cacheBytes), true);
        }
        if (topic != null) {
            return new OwnedRegistry(new TopicTableRegistry(registryClientConfigs(), topic.toString(),
                    Duration.ofMillis(maxWait), cacheSize, cacheBytes), true);
        }
        return OwnedRegistry.NONE;
    }

    /**
     * The client's connection settings (those an admin client takes, but its id), then the
     * {@link #REGISTRY_CLIENT_PREFIX} ones: the registry reaches the same cluster the same way.
     */
    Map<String, Object> registryClientConfigs() {
        Map<String, Object> connection = new HashMap<>();
        for (String name : AdminClientConfig.configNames()) {
            if (configs.containsKey(name) && !name.equals(CommonClientConfigs.CLIENT_ID_CONFIG)) {
                connection.put(name, configs.get(name));
            }
        }
        configs.forEach((name, value) -> {
            if (name.startsWith(REGISTRY_CLIENT_PREFIX)) {
                connection.put(name.substring(REGISTRY_CLIENT_PREFIX.length()), value);
            }
        });
        if (!connection.containsKey(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG)) {
            throw new ConfigException(REGISTRY_TOPIC + " needs " + CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG
                    + " (or " + REGISTRY_CLIENT_PREFIX + CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG + ")");
        }
        return connection;
    }

    /** {@link #KEYS_TABLE}, null if not set; a fingerprint is looked up in {@code registry}. */
    KeysTable keysTable(TableRegistry registry) {
        return table(KEYS_TABLE, KeysTable.class, bytes -> {
            try {
                return KeysTable.fromBytes(bytes);
            } catch (FracFormatException e) {
                throw new ConfigException(KEYS_TABLE, "(bytes)", "not a keys table: " + e.getMessage());
            }
        }, registry == null ? null : registry::keysTable);
    }

    /** {@link #DICTIONARY}, null if not set; a fingerprint is looked up in {@code registry}. */
    ZstdDictionary dictionary(TableRegistry registry) {
        return table(DICTIONARY, ZstdDictionary.class, bytes -> {
            try {
                return ZstdDictionary.of(bytes);
            } catch (IllegalArgumentException e) {
                throw new ConfigException(DICTIONARY, "(bytes)", e.getMessage());
            }
        }, registry == null ? null : registry::dictionary);
    }

    private <V> V table(String name, Class<V> type, Function<byte[], V> fromBytes,
                        Function<String, Optional<V>> lookup) {
        Object value = configs.get(name);
        if (value == null) {
            return null;
        }
        if (type.isInstance(value)) {
            return type.cast(value);
        }
        if (value instanceof byte[] bytes) {
            return fromBytes.apply(bytes);
        }
        if (value instanceof String location && (location.startsWith(CLASSPATH_PREFIX) || location.startsWith(FILE_PREFIX))) {
            return fromBytes.apply(readLocation(name, location));
        }
        if (!(value instanceof String fingerprint) || !TableFingerprints.isFingerprint(fingerprint)) {
            throw new ConfigException(name, value, "a " + type.getSimpleName() + ", its bytes, its fingerprint"
                    + " (16 lowercase hex digits), or a location of its bytes (classpath:..., file:...)");
        }
        if (lookup == null) {
            throw new ConfigException(name, value, "a fingerprint is looked up in a registry: set "
                    + REGISTRY_DIRECTORY + ", " + REGISTRY_TOPIC + " or " + REGISTRY);
        }
        try {
            return lookup.apply(fingerprint).orElseThrow(() -> new ConfigException(name, value,
                    "the registry does not have it"));
        } catch (TableRegistryException e) {
            throw new ConfigException(name, value, e.getMessage());
        }
    }

    /** The bytes at a {@code classpath:} or {@code file:} location, at most a registry entry's. */
    private static byte[] readLocation(String name, String location) {
        int max = DirectoryTableRegistry.MAX_ENTRY_BYTES;
        try (InputStream in = open(location)) {
            if (in == null) {
                throw new ConfigException(name, location, "no such resource on the classpath");
            }
            byte[] bytes = in.readNBytes(max + 1);
            if (bytes.length > max) {
                throw new ConfigException(name, location, "more than " + max + " bytes: not a keys table or dictionary");
            }
            return bytes;
        } catch (IOException | IllegalArgumentException e) {
            throw new ConfigException(name, location, "cannot be read: " + e);
        }
    }

    private static InputStream open(String location) throws IOException {
        if (location.startsWith(CLASSPATH_PREFIX)) {
            String resource = location.substring(CLASSPATH_PREFIX.length());
            return classLoader().getResourceAsStream(resource.startsWith("/") ? resource.substring(1) : resource);
        }
        String path = location.substring(FILE_PREFIX.length());
        return Files.newInputStream(path.startsWith("//") ? Path.of(URI.create(location)) : Path.of(path));
    }

    /** The context class loader, as Kafka loads configured classes, else frac-kafka's. */
    static ClassLoader classLoader() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        return loader != null ? loader : FracSerdeConfig.class.getClassLoader();
    }

    /** {@link #MAPPER_SUPPLIER} as given, for messages; null if not set. */
    public Object mapperSupplierName() {
        Object value = configs.get(MAPPER_SUPPLIER);
        return value == null || value instanceof String || value instanceof Class<?> ? value : value.getClass().getName();
    }

    /**
     * {@link #MAPPER_SUPPLIER}'s mapper, if set.
     *
     * @throws ConfigException for something that is not a supplier of a {@code mapperType}
     */
    public <M> Optional<M> suppliedMapper(Class<M> mapperType) {
        Object value = configs.get(MAPPER_SUPPLIER);
        if (value == null) {
            return Optional.empty();
        }
        Object supplier = value instanceof Supplier<?> ? value : instantiate(MAPPER_SUPPLIER, value);
        if (!(supplier instanceof Supplier<?> given)) {
            throw new ConfigException(MAPPER_SUPPLIER, value, "not a java.util.function.Supplier");
        }
        Object mapper = given.get();
        if (!mapperType.isInstance(mapper)) {
            throw new ConfigException(MAPPER_SUPPLIER, value, "supplied " + (mapper == null ? "null"
                    : mapper.getClass().getName()) + ", not a " + mapperType.getName());
        }
        return Optional.of(mapperType.cast(mapper));
    }

    /**
     * The modules a default mapper registers: each of {@code whenPresent} whose class is on the
     * classpath (as Spring for Apache Kafka's {@code JacksonUtils} registers the well-known ones),
     * then {@link #MAPPER_MODULES}' modules.
     *
     * @throws ConfigException for something that is not a {@code moduleType}, or with {@link #MAPPER_SUPPLIER}
     */
    public <M> List<M> mapperModules(Class<M> moduleType, List<String> whenPresent) {
        List<M> modules = new ArrayList<>();
        for (String className : whenPresent) {
            Class<?> type;
            try {
                type = Class.forName(className, false, classLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                continue;
            }
            Object module = instantiate(MAPPER_MODULES, type);
            if (moduleType.isInstance(module)) {
                modules.add(moduleType.cast(module));
            }
        }
        Object value = configs.get(MAPPER_MODULES);
        if (value == null) {
            return modules;
        }
        if (configs.get(MAPPER_SUPPLIER) != null) {
            throw new ConfigException("give " + MAPPER_SUPPLIER + " or " + MAPPER_MODULES + ", not both: a supplied"
                    + " mapper registers its own modules");
        }
        List<?> given = value instanceof Collection<?> many ? List.copyOf(many)
                : value instanceof String names ? Arrays.stream(names.split(",")).map(String::strip)
                        .filter(n -> !n.isEmpty()).toList() : List.of(value);
        for (Object module : given) {
            Object instance = moduleType.isInstance(module) ? module : instantiate(MAPPER_MODULES, module);
            if (!moduleType.isInstance(instance)) {
                throw new ConfigException(MAPPER_MODULES, module, "not a " + moduleType.getName());
            }
            modules.add(moduleType.cast(instance));
        }
        return modules;
    }

    /** A new instance of a class or class name, by its public no-argument constructor. */
    private static Object instantiate(String name, Object classOrName) {
        try {
            Class<?> type = classOrName instanceof Class<?> c ? c
                    : Class.forName(classOrName.toString().strip(), true, classLoader());
            return type.getConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            throw new ConfigException(name, classOrName, "cannot be made: " + e);
        }
    }

    /** {@link #COMPRESSION_LEVEL}, if set. */
    Optional<Integer> compressionLevel() {
        return intValue(COMPRESSION_LEVEL);
    }

    /** {@link #KEY_TYPE} or {@link #VALUE_TYPE}, null if not set. */
    Type type(boolean isKey) {
        String name = isKey ? KEY_TYPE : VALUE_TYPE;
        Object value = configs.get(name);
        if (value == null || value instanceof Class<?>) {
            return (Class<?>) value;
        }
        if (!(value instanceof String className)) {
            throw new ConfigException(name, value, "a Class or a class name");
        }
        try {
            return Class.forName(className.strip(), true, classLoader());
        } catch (ClassNotFoundException e) {
            throw new ConfigException(name, value, "no such class");
        }
    }

    private Optional<Long> longValue(String name) {
        Object value = configs.get(name);
        if (value == null) {
            return Optional.empty();
        }
        if (value instanceof Integer || value instanceof Long) {
            return Optional.of(((Number) value).longValue());
        }
        try {
            return Optional.of(Long.parseLong(value.toString().strip()));
        } catch (NumberFormatException e) {
            throw new ConfigException(name, value, "an integer");
        }
    }

    private Optional<Integer> intValue(String name) {
        return longValue(name).map(value -> {
            if (value != value.intValue()) {
                throw new ConfigException(name, configs.get(name), "an integer");
            }
            return value.intValue();
        });
    }
}
