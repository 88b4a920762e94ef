package io.fracjson.core;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Both forms keep the same values: each is checked alike. */
class AttachedValuesTest {
    static List<Supplier<AttachedValues>> forms() {
        return List.of(AttachedValues.InFields::new, AttachedValues.ByLevel::new);
    }

    @ParameterizedTest
    @MethodSource("forms")
    void eachLevelKeepsItsOwnValue(Supplier<AttachedValues> form) {
        AttachedValues values = form.get();
        for (int level = 0; level < 40; level++) {
            assertNull(values.get(level), "nothing attached yet at " + level);
        }
        for (int level = 0; level < 40; level += 3) { // levels kept in fields and in the array, past its first size
            values.set(level, "value " + level);
        }
        for (int level = 0; level < 40; level++) {
            assertEquals(level % 3 == 0 ? "value " + level : null, values.get(level), "level " + level);
        }
    }

    @ParameterizedTest
    @MethodSource("forms")
    void aValueIsReplacedOrCleared(Supplier<AttachedValues> form) {
        AttachedValues values = form.get();
        for (int level : new int[] {0, 3, 4, 9}) {
            values.set(level, "first");
            values.set(level, "second");
            assertEquals("second", values.get(level));
            values.set(level, null);
            assertNull(values.get(level));
        }
    }

    /** Clearing a deep level that never had a value: the caller does it at every container start. */
    @ParameterizedTest
    @MethodSource("forms")
    void clearingADeepLevelWithoutAValueLeavesTheOthers(Supplier<AttachedValues> form) {
        AttachedValues values = form.get();
        values.set(100, null);
        values.set(5, "five");
        values.set(100, null);
        assertNull(values.get(100));
        assertEquals("five", values.get(5));
        values.set(100, "hundred");
        assertEquals("five", values.get(5), "kept as the deeper levels grow");
        assertEquals("hundred", values.get(100));
    }
}
