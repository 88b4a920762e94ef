package io.fracjson.kafka;

import java.util.Map;
import java.util.function.BiFunction;

/**
 * What a {@link FracSerializer} or {@link FracDeserializer} works with, prepared once from its
 * setters and properties: by {@code configure}, or else by its first record (one handed to a
 * client's constructor is never configured), then only read, by any thread.
 *
 * @param <S> the prepared state
 */
final class OnceConfigured<S> {
    private final String role;
    private final BiFunction<FracSerdeConfig, Boolean, S> prepare;
    private volatile S state;

    /** @param role "serializer" or "deserializer", for messages */
    OnceConfigured(String role, BiFunction<FracSerdeConfig, Boolean, S> prepare) {
        this.role = role;
        this.prepare = prepare;
    }

    /** @throws IllegalStateException once prepared: a setter's change would not be seen */
    void requireUnconfigured() {
        if (state != null) {
            throw new IllegalStateException("this " + role + " is configured (or in use): set it up before");
        }
    }

    /** Prepares with these properties; a later call changes nothing, as Kafka calls it once. */
    synchronized void configure(Map<String, ?> configs, boolean isKey) {
        if (state == null) {
            state = prepare.apply(FracSerdeConfig.of(configs), isKey);
        }
    }

    /** The state, prepared for values without properties if {@link #configure} was never called. */
    S get() {
        S s = state;
        if (s == null) {
            synchronized (this) {
                s = state;
                if (s == null) {
                    s = prepare.apply(FracSerdeConfig.of(Map.of()), false);
                    state = s;
                }
            }
        }
        return s;
    }

    /** The state if prepared, else null. */
    S ifPrepared() {
        return state;
    }
}
