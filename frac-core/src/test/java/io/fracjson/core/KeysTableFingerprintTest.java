package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A document does not name its keys table, so applications store {@link KeysTable#fingerprint()}
 * beside their documents: it must be the documented function of the table's bytes, and never change.
 */
class KeysTableFingerprintTest {

    @Test
    void isTheFirstEightBytesOfTheSha256OfTheTableLayoutInHex() throws Exception {
        for (List<String> keys : List.of(List.<String>of(), List.of("id", "name", "tags"),
                List.of("id", "naïve", "名前"))) {
            assertEquals(expectedFingerprint(keys), KeysTable.of(keys).fingerprint(), keys.toString());
        }
    }

    @Test
    void isStableAcrossVersions() throws Exception {
        // Computed outside Java (Python hashlib over the same bytes); stored fingerprints depend on it.
        assertEquals("a9d523a4037de14a", KeysTable.of(List.of("id", "name", "tags")).fingerprint());
        assertEquals("709e80c88487a241", KeysTable.EMPTY.fingerprint());
    }

    @Test
    void tellsApartTablesOfTheSameSizeInAnotherOrder() {
        KeysTable table = KeysTable.of(List.of("id", "name", "tags"));
        KeysTable reordered = KeysTable.of(List.of("name", "id", "tags"));
        assertEquals(table.size(), reordered.size());
        assertNotEquals(table.fingerprint(), reordered.fingerprint());
    }

    @Test
    void survivesTheTableBytes() throws Exception {
        KeysTable table = KeysTable.of(List.of("id", "naïve", "名前"));
        assertEquals(table.fingerprint(), KeysTable.fromBytes(table.toBytes()).fingerprint());
    }

    @Test
    void isShownByToString() {
        KeysTable table = KeysTable.of(List.of("id", "name", "tags"));
        assertEquals("KeysTable[3 keys, fingerprint a9d523a4037de14a]", table.toString());
        assertTrue(KeysTable.EMPTY.toString().contains(KeysTable.EMPTY.fingerprint()));
    }

    /** FORMAT.md section 4, written out here rather than taken from {@link KeysTable#toBytes()}. */
    private static String expectedFingerprint(List<String> keys) throws NoSuchAlgorithmException {
        ByteArrayOutputStream layout = new ByteArrayOutputStream();
        layout.write(0); // config
        layout.write(keys.size() & 0xFF);
        layout.write(keys.size() >>> 8);
        for (String key : keys) {
            byte[] utf8 = key.getBytes(StandardCharsets.UTF_8);
            layout.write(utf8.length & 0xFF);
            layout.write(utf8.length >>> 8);
            layout.writeBytes(utf8);
        }
        byte[] digest = MessageDigest.getInstance("SHA-256").digest(layout.toByteArray());
        return HexFormat.of().formatHex(Arrays.copyOf(digest, 8));
    }
}
