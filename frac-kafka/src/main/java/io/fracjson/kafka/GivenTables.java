package io.fracjson.kafka;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;

import java.util.Objects;
import java.util.function.BiFunction;

/**
 * The keys table, dictionary and registry a {@link FracSerializer} or {@link FracDeserializer}
 * was given by its setters, and how they stand over its properties ({@link FracSerdeConfig}):
 * each one set wins, the properties give the rest. One owner, too, of the registry's lifetime
 * while the serde is prepared: a registry the properties made is closed if preparing fails.
 */
final class GivenTables {
    private final OnceConfigured<?> once;
    private KeysTable keysTable;
    private ZstdDictionary dictionary;
    private TableRegistry registry;

    /** @param once the serde's state: the setters refuse once it is prepared */
    GivenTables(OnceConfigured<?> once) {
        this.once = once;
    }

    void keysTable(KeysTable table) {
        once.requireUnconfigured();
        this.keysTable = Objects.requireNonNull(table, "table");
    }

    void dictionary(ZstdDictionary dictionary) {
        once.requireUnconfigured();
        this.dictionary = Objects.requireNonNull(dictionary, "dictionary");
    }

    void registry(TableRegistry registry) {
        once.requireUnconfigured();
        this.registry = Objects.requireNonNull(registry, "registry");
    }

    /** Whether a setter gave a keys table or a dictionary. */
    boolean hasTables() {
        return keysTable != null || dictionary != null;
    }

    /**
     * What {@code prepare} makes of the tables values are written or read with and the registry:
     * the setters', else those the properties name (a registry they describe is made here, and
     * owned by the result).
     *
     * @throws RuntimeException what resolving the properties or {@code prepare} throws, after
     *         closing a registry made here
     */
    <S> S prepare(FracSerdeConfig config, BiFunction<TableSet, FracSerdeConfig.OwnedRegistry, S> prepare) {
        FracSerdeConfig.OwnedRegistry owned = registry != null ? new FracSerdeConfig.OwnedRegistry(registry, false)
                : config.registry();
        try {
            KeysTable table = keysTable != null ? keysTable : config.keysTable(owned.registry());
            ZstdDictionary dict = dictionary != null ? dictionary : config.dictionary(owned.registry());
            return prepare.apply(new TableSet(table, dict), owned);
        } catch (RuntimeException e) {
            owned.closeIfOwned();
            throw e;
        }
    }
}
