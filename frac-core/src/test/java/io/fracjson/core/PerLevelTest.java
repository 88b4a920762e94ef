package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

class PerLevelTest {
    @Test
    void eachLevelsObjectIsMadeOnceOnFirstUseAtAnyDepth() {
        List<Integer> made = new ArrayList<>();
        PerLevel<StringBuilder> levels = new PerLevel<>(level -> {
            made.add(level);
            return new StringBuilder("level " + level);
        });
        StringBuilder three = levels.at(3);
        assertEquals("level 3", three.toString());
        assertSame(three, levels.at(3));
        assertEquals("level 1000", levels.at(1000).toString()); // beyond the first array, grown
        assertSame(three, levels.at(3));
        assertEquals("level 0", levels.at(0).toString());
        assertEquals(List.of(3, 1000, 0), made);
    }
}
