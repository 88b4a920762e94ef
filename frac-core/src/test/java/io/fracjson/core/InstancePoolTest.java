package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InstancePoolTest {
    @Test
    void keepsAtMostItsCapacityAndHandsEachInstanceOutOnce() {
        for (int capacity : new int[] {1, 3, 12, 16}) {
            InstancePool<Object> pool = new InstancePool<>(capacity);
            assertNull(pool.poll(), "empty at first");
            Set<Object> given = new HashSet<>();
            for (int i = 0; i < capacity; i++) {
                Object o = new Object();
                given.add(o);
                assertTrue(pool.offer(o), "slot " + i + " of " + capacity);
            }
            assertFalse(pool.offer(new Object()), "full at " + capacity);
            Set<Object> taken = new HashSet<>();
            for (Object o = pool.poll(); o != null; o = pool.poll()) {
                assertTrue(taken.add(o), "handed out twice");
            }
            assertEquals(given, taken);
        }
        assertThrows(IllegalArgumentException.class, () -> new InstancePool<>(0));
    }
}
