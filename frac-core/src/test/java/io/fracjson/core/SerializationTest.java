package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 9 finding 13: the document settings survive Java serialization, as their bytes. */
class SerializationTest {
    static byte[] serialize(Object o) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        return bytes.toByteArray();
    }

    @SuppressWarnings("unchecked")
    static <T> T deserialize(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return (T) in.readObject();
        }
    }

    @Test
    void settingsRoundTripAndEncodeTheSameBytes() throws Exception {
        KeysTable keys = KeysTable.of(List.of("id", "name", "tags"));
        ZstdDictionary dictionary = ZstdDictionary.of("{\"id\":1,\"name\":\"x\"}".repeat(20).getBytes(StandardCharsets.UTF_8));
        Compression compression = Compression.zstd(5, dictionary);

        KeysTable keysBack = deserialize(serialize(keys));
        Compression compressionBack = deserialize(serialize(compression));
        assertEquals(keys, keysBack);
        assertEquals(compression, compressionBack);
        assertArrayEquals(dictionary.toBytes(), compressionBack.dictionary().toBytes());
        assertSame(Compression.NONE, deserialize(serialize(Compression.NONE)));
        assertSame(KeysTable.EMPTY, deserialize(serialize(KeysTable.EMPTY)));

        Object doc = DataModel.fromJson("{\"id\":7,\"name\":\"seven\",\"tags\":[\"a\",\"b\"],\"other\":null}");
        byte[] expected = DataModel.encode(doc, keys, compression, false);
        assertArrayEquals(expected, DataModel.encode(doc, keysBack, compressionBack, false));
        assertEquals(doc, DataModel.decode(expected,
                ReadOptions.builder().keysTable(keysBack).dictionary(compressionBack.dictionary()).build()));
    }

    @Test
    void theSerializedFormHoldsTheBytesAndIsCheckedWhenRead() throws Exception {
        byte[] tableBytes = KeysTable.of(List.of("needle")).toBytes();
        byte[] serialized = serialize(KeysTable.fromBytes(tableBytes));
        int at = indexOf(serialized, "needle".getBytes(StandardCharsets.UTF_8));
        assertTrue(at > 0, "the table's bytes are in its serialized form");
        serialized[at - 2] = 99; // the key's length now runs past the end of the table
        InvalidObjectException e = assertThrows(InvalidObjectException.class, () -> deserialize(serialized));
        assertTrue(e.getMessage().contains("invalid serialized keys table"), e.getMessage());
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
