package io.fracjson.jackson3;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ReadOptions;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.ObjectReader;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 17 #3 (Jackson 3): read options are kept per schema, and pooled readers serve any
 * options, so a shared mapper alternating schemas does not allocate a key cache and a reader
 * per read.
 */
class SchemaReadOptionsTest {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private final FracJsonFactory factory = new FracJsonFactory();
    private final FracSchema a = FracSchema.of(KeysTable.of(List.of("id", "kind")));
    private final FracSchema b = FracSchema.of(KeysTable.of(List.of("kind", "id")));

    @Test
    void eachSchemaKeepsItsReadOptions() {
        ReadOptions forA = factory.readOptions(a);
        ReadOptions forB = factory.readOptions(b);
        assertSame(forA, factory.readOptions(a));
        assertSame(forB, factory.readOptions(b));
        assertEquals(a.keysTable().orElseThrow(), forA.keysTable());
        assertEquals(b.keysTable().orElseThrow(), forB.keysTable());
    }

    @Test
    void alternatingSchemasAllocatesLittlePerRead() {
        FracJsonMapper mapper = FracJsonMapper.builder(factory).build();
        Map<String, Object> event = Map.of("id", 7, "kind", "click");
        byte[] withA = mapper.writer(a).writeValueAsBytes(event);
        byte[] withB = mapper.writer(b).writeValueAsBytes(event);
        ObjectReader readA = mapper.readerFor(Map.class).with(a);
        ObjectReader readB = mapper.readerFor(Map.class).with(b);
        for (int i = 0; i < 5_000; i++) { // warm
            assertEquals(event, readA.readValue(withA));
            assertEquals(event, readB.readValue(withB));
        }
        int reads = 2_000;
        long before = THREADS.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < reads / 2; i++) {
            readA.readValue(withA);
            readB.readValue(withB);
        }
        long perRead = (THREADS.getCurrentThreadAllocatedBytes() - before) / reads;
        assertTrue(perRead < 4_000, perRead + " bytes allocated per read"); // a new key cache alone was 34,576
    }
}
