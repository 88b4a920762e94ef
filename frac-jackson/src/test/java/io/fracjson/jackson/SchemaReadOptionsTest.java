package io.fracjson.jackson;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ReadOptions;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 17 #3: the factory kept read options for one schema at a time, so a shared mapper
 * alternating two schemas made new options (a 34 KB key cache) and a new reader for every
 * read, which under 16 threads ran the heap out. Options are kept per schema, and pooled
 * readers serve any options.
 */
class SchemaReadOptionsTest {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private final FracJsonFactory factory = new FracJsonFactory();
    private final FracSchema a = FracSchema.of(KeysTable.of(List.of("id", "kind")));
    private final FracSchema b = FracSchema.of(KeysTable.of(List.of("kind", "id")));

    @Test
    void eachSchemaKeepsItsReadOptions() {
        StreamReadConstraints c = StreamReadConstraints.defaults();
        ReadOptions forA = factory.readOptions(c, a);
        ReadOptions forB = factory.readOptions(c, b);
        assertSame(forA, factory.readOptions(c, a));
        assertSame(forB, factory.readOptions(c, b));
        assertEquals(a.keysTable().orElseThrow(), forA.keysTable());
        assertEquals(b.keysTable().orElseThrow(), forB.keysTable());
    }

    @Test
    void alternatingSchemasAllocatesLittlePerRead() throws IOException {
        ObjectMapper mapper = new ObjectMapper(factory);
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
