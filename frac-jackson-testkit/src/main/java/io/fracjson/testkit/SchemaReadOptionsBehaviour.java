package io.fracjson.testkit;

import io.fracjson.core.DocumentOverrides;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ReadOptions;
import io.fracjson.testkit.JacksonLine.Factory;
import io.fracjson.testkit.JacksonLine.Mapper;
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
public abstract class SchemaReadOptionsBehaviour extends LineTest {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private final Factory factory;
    private final DocumentOverrides a;
    private final DocumentOverrides b;

    protected SchemaReadOptionsBehaviour(JacksonLine line) {
        super(line);
        this.factory = line.factory();
        this.a = line.schema(Schema.of(KeysTable.of(List.of("id", "kind"))));
        this.b = line.schema(Schema.of(KeysTable.of(List.of("kind", "id"))));
    }

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
    void alternatingSchemasAllocatesLittlePerRead() throws IOException {
        Mapper mapper = factory.mapper();
        Map<String, Object> event = Map.of("id", 7, "kind", "click");
        byte[] withA = mapper.write(event, a);
        byte[] withB = mapper.write(event, b);
        JacksonLine.Reader<Map> readA = mapper.reader(Map.class, a);
        JacksonLine.Reader<Map> readB = mapper.reader(Map.class, b);
        for (int i = 0; i < 5_000; i++) { // warm
            assertEquals(event, readA.read(withA));
            assertEquals(event, readB.read(withB));
        }
        int reads = 2_000;
        long before = THREADS.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < reads / 2; i++) {
            readA.read(withA);
            readB.read(withB);
        }
        long perRead = (THREADS.getCurrentThreadAllocatedBytes() - before) / reads;
        assertTrue(perRead < 4_000, perRead + " bytes allocated per read"); // a new key cache alone was 34,576
    }
}
