package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A writer settles a key by the last document's form at the same position while the document's
 * keys are the last one's (the same instances): every document must still come out as a new
 * writer writes it, whatever came before it in the same writer.
 */
class FollowedKeysTest {
    private static final KeysTable TABLE = KeysTable.of(List.of("id", "name", "k3"));
    /** Keys drawn from: the table's instances, others, and two equal to others but not the same instance. */
    private static final List<String> KEYS = List.of("id", "name", "k3", "width", "height", "uri", "title",
            "size", "a", "b", "c", "d", new String("width"), new String("uri"));

    /** One object of a document: its keys in order, and for each a nested object or null. */
    private record Shape(List<String> keys, List<Shape> values) {
    }

    @Test
    void documentsComeOutAsANewWritersWhateverCameBefore() throws IOException {
        Random random = new Random(20261128);
        FracWriter w = new FracWriter();
        KeysTable table = KeysTable.EMPTY;
        Shape last = shape(random, 0);
        for (int n = 0; n < 5000; n++) {
            if (random.nextInt(10) == 0) { // between documents, as a pool lends a writer with another table
                table = random.nextBoolean() ? TABLE : KeysTable.EMPTY;
                w.useKeysTable(random.nextBoolean() ? null : table);
                w.useKeysTable(table);
            }
            Shape shape = random.nextInt(4) == 0 ? shape(random, 0) : mutate(random, last);
            last = shape;
            if (random.nextInt(20) == 0) { // a document given up part way, its keys followed or not
                w.writeStartObject();
                for (int i = 0, given = random.nextInt(shape.keys().size()) + 1; i < given; i++) {
                    w.writeKey(shape.keys().get(i));
                    w.writeNull();
                }
                w.reset();
            }
            if (random.nextInt(50) == 0) { // a document that failed at a key
                w.writeStartObject();
                w.writeKey(shape.keys().get(0));
                w.writeNull();
                assertThrows(FracFormatException.class, () -> w.writeKey("x".repeat(Format.MAX_U16 + 1)));
                w.reset();
            }
            FracWriter fresh = new FracWriter(table);
            write(w, shape, 1);
            write(fresh, shape, 1);
            assertArrayEquals(fresh.toDocument(Compression.NONE), w.toDocument(Compression.NONE), "document " + n);
        }
    }

    /** Past the followed positions, a document with many keys, the same again, then one differing at its end. */
    @Test
    void documentsWithManyKeys() throws IOException {
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            keys.add("key" + i);
        }
        keys.add(keys.get(7)); // a back reference past the followed positions (the same instance: followed)
        keys.add(40, keys.get(3)); // and one within them
        keys.add(100, new String("key4")); // a key equal to an earlier one but not the same instance
        Shape many = new Shape(keys, new ArrayList<>(java.util.Collections.nCopies(keys.size(), null)));
        List<String> changed = new ArrayList<>(keys);
        changed.set(30, "other");
        Shape differing = new Shape(changed, many.values());
        FracWriter w = new FracWriter();
        for (Shape shape : List.of(many, many, differing, many, many)) {
            FracWriter fresh = new FracWriter();
            write(w, shape, 1);
            write(fresh, shape, 1);
            assertArrayEquals(fresh.toDocument(Compression.NONE), w.toDocument(Compression.NONE));
        }
    }

    /**
     * A document that fails at a followed key (the body over its limit) is not followed: the next
     * one is written as new. For each key, values of growing length before it until its write is
     * the one refused.
     */
    @Test
    void aDocumentFailingAtAFollowedKeyIsNotFollowed() throws IOException {
        List<String> keys = List.of("id", "width", "uri", "width", "title");
        int failedAtAKey = 0;
        for (int failAt = 1; failAt < keys.size(); failAt++) {
            for (int length = 500; length < 700; length++) { // bodies past the first buffer (512 bytes) meet the limit
                FracWriter w = new FracWriter(TABLE, 600);
                writeEntries(w, keys, keys.size(), 0);
                w.toDocument(Compression.NONE);
                w.writeStartObject();
                try {
                    writeEntriesUpTo(w, keys, failAt, length);
                } catch (FracFormatException e) {
                    break; // the value itself was refused: no longer value fails at the key
                }
                try {
                    w.writeKey(keys.get(failAt));
                    continue;
                } catch (FracFormatException refused) {
                    failedAtAKey++;
                }
                w.reset();
                FracWriter fresh = new FracWriter(TABLE);
                writeEntries(w, keys, keys.size(), 0);
                writeEntries(fresh, keys, keys.size(), 0);
                assertArrayEquals(fresh.toDocument(Compression.NONE), w.toDocument(Compression.NONE), "failed at key " + failAt);
                break;
            }
        }
        assertEquals(keys.size() - 1, failedAtAKey, "a failure at each key but the first");
    }

    /** An object of {@code keys}, their values null, or a string of {@code length} before the last. */
    private static void writeEntries(FracWriter w, List<String> keys, int n, int length) throws IOException {
        w.writeStartObject();
        writeEntriesUpTo(w, keys, n, length);
        w.writeEndObject();
    }

    /** The first {@code n} entries, the last one's value a string of {@code length} chars (null if 0). */
    private static void writeEntriesUpTo(FracWriter w, List<String> keys, int n, int length) throws IOException {
        for (int i = 0; i < n; i++) {
            w.writeKey(keys.get(i));
            if (i == n - 1 && length > 0) {
                w.writeString("v".repeat(length));
            } else {
                w.writeNull();
            }
        }
    }

    /** What a pool does between uses, and a document without keys, leave the keys to follow; another table does not. */
    @Test
    void keysAreFollowedAcrossAPoolsUsesUnderTheirTable() throws IOException {
        FracWriter w = new FracWriter(TABLE);
        Shape shape = new Shape(List.of("id", "width", "uri", "width"), java.util.Arrays.asList(null, null, null, null));
        write(w, shape, 1);
        w.toDocument(Compression.NONE);
        w.reset(); // given back to a pool
        w.useKeysTable(null);
        w.useKeysTable(TABLE); // lent again
        assertTrue(w.followsLastKeys());
        w.writeStartArray();
        w.writeEndArray();
        w.toDocument(Compression.NONE);
        assertTrue(w.followsLastKeys(), "a document without keys leaves the last one's to follow");
        write(w, shape, 1);
        assertTrue(w.followsLastKeys(), "the same keys followed");
        w.toDocument(Compression.NONE);
        w.useKeysTable(KeysTable.of(List.of("width")));
        assertFalse(w.followsLastKeys(), "written under another table");
        w.useKeysTable(TABLE);
        assertTrue(w.followsLastKeys());
    }

    /** The current key by level, asked while keys are followed and after. */
    @Test
    void currentKeysAreReportedWhileFollowing() throws IOException {
        FracWriter w = new FracWriter(TABLE);
        for (int n = 0; n < 3; n++) {
            w.writeStartObject();
            w.writeKey("width");
            w.writeStartObject();
            w.writeKey("id");
            assertEquals("id", w.keyAt(2));
            assertEquals("width", w.keyAt(1));
            w.writeNull();
            w.writeKey(n == 2 ? "b" : "a", null);
            assertEquals(n == 2 ? "b" : "a", w.keyAt(2), "document " + n);
            w.writeNull();
            w.writeKey("width"); // a back reference
            assertEquals("width", w.keyAt(2), "document " + n);
            w.writeNull();
            w.writeEndObject();
            assertEquals("width", w.keyAt(1), "document " + n);
            w.writeEndObject();
            w.toDocument(Compression.NONE);
        }
    }

    private static void write(FracWriter w, Shape shape, int depth) throws IOException {
        w.writeStartObject();
        for (int i = 0; i < shape.keys().size(); i++) {
            w.writeKey(shape.keys().get(i));
            Shape value = shape.values().get(i);
            if (value == null) {
                w.writeNull();
            } else {
                write(w, value, depth + 1);
            }
        }
        w.writeEndObject();
    }

    private static Shape shape(Random random, int depth) {
        // Some past the followed positions, their keys all the same instances each time (followed all the way).
        boolean big = depth == 0 && random.nextInt(8) == 0;
        int n = 1 + random.nextInt(big ? 100 : 8);
        List<String> from = big ? KEYS.subList(0, 12) : KEYS;
        List<String> keys = new ArrayList<>();
        List<Shape> values = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            keys.add(from.get(random.nextInt(from.size())));
            values.add(!big && depth < 2 && random.nextInt(3) == 0 ? shape(random, depth + 1) : null);
        }
        return new Shape(keys, values);
    }

    /** The same shape, or one key changed, added or dropped (at any depth). */
    private static Shape mutate(Random random, Shape s) {
        List<String> keys = new ArrayList<>(s.keys());
        List<Shape> values = new ArrayList<>(s.values());
        int i = random.nextInt(keys.size());
        switch (random.nextInt(6)) {
            case 0 -> keys.set(i, KEYS.get(random.nextInt(KEYS.size())));
            case 1 -> {
                keys.add(i, KEYS.get(random.nextInt(KEYS.size())));
                values.add(i, null);
            }
            case 2 -> {
                if (keys.size() > 1) {
                    keys.remove(i);
                    values.remove(i);
                }
            }
            case 3 -> {
                if (values.get(i) != null) {
                    values.set(i, mutate(random, values.get(i)));
                }
            }
            default -> {
                // unchanged
            }
        }
        return new Shape(keys, values);
    }
}
