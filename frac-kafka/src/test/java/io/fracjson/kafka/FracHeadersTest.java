package io.fracjson.kafka;

import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.junit.jupiter.api.Test;

import java.util.HexFormat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FracHeadersTest {
    private static final String TABLE = "862b86b2ff398844";
    private static final String DICTIONARY = "0123456789abcdef";
    private static final HexFormat HEX = HexFormat.of();

    @Test
    void theHeaderIsAFlagsByteThenEachFingerprintsEightBytes() {
        Headers headers = new RecordHeaders().add("other", new byte[] {1});
        FracHeaders.write(headers, new TableFingerprints(TABLE, DICTIONARY));
        assertArrayEquals(HEX.parseHex("03" + TABLE + DICTIONARY), headers.lastHeader("fracjson").value());
        assertEquals(new TableFingerprints(TABLE, DICTIONARY), FracHeaders.read(headers));

        FracHeaders.write(headers, new TableFingerprints(null, DICTIONARY));
        assertArrayEquals(HEX.parseHex("02" + DICTIONARY), headers.lastHeader("fracjson").value());
        assertEquals(new TableFingerprints(null, DICTIONARY), FracHeaders.read(headers));
        FracHeaders.write(headers, new TableFingerprints(TABLE, null));
        assertArrayEquals(HEX.parseHex("01" + TABLE), headers.lastHeader("fracjson").value());
        assertEquals(new TableFingerprints(TABLE, null), FracHeaders.read(headers));

        FracHeaders.write(headers, TableFingerprints.NONE);
        assertNull(headers.lastHeader("fracjson"), "no tables, no header");
        assertEquals(TableFingerprints.NONE, FracHeaders.read(headers));
        assertEquals(1, headers.toArray().length, "headers of other names are left alone");
        assertEquals(TableFingerprints.NONE, FracHeaders.read(null));
    }

    @Test
    void theLastHeaderCounts() {
        Headers headers = new RecordHeaders()
                .add(FracHeaders.NAME, HEX.parseHex("01" + DICTIONARY))
                .add(FracHeaders.NAME, HEX.parseHex("01" + TABLE));
        assertEquals(TABLE, FracHeaders.read(headers).keysTable());
        FracHeaders.write(headers, new TableFingerprints(null, DICTIONARY));
        assertEquals(1, headers.toArray().length, "written once, whatever the record had");
    }

    @Test
    void aHeaderNotInThatFormIsRefusedNamingIt() {
        for (String bad : new String[] {"", "00", "04" + TABLE, "01" + TABLE + "00", "01" + TABLE.substring(2),
                "03" + TABLE, "02", "81" + TABLE, "ff".repeat(10_000)}) {
            Headers headers = new RecordHeaders().add(FracHeaders.NAME, HEX.parseHex(bad));
            SerializationException e = assertThrows(SerializationException.class, () -> FracHeaders.read(headers), bad);
            assertTrue(e.getMessage().contains(FracHeaders.NAME), e.getMessage());
            assertTrue(e.getMessage().length() < 300, "a hostile header is not copied whole into the message");
        }
        Headers nullValue = new RecordHeaders().add(FracHeaders.NAME, null);
        SerializationException e = assertThrows(SerializationException.class, () -> FracHeaders.read(nullValue));
        assertTrue(e.getMessage().contains("no value"), e.getMessage());
    }

    @Test
    void fingerprintsHaveOneForm() {
        assertTrue(TableFingerprints.isFingerprint(TABLE));
        assertFalse(TableFingerprints.isFingerprint(null));
        assertFalse(TableFingerprints.isFingerprint(TABLE.toUpperCase()));
        assertFalse(TableFingerprints.isFingerprint(TABLE.substring(1) + "g"));
        assertThrows(IllegalArgumentException.class, () -> new TableFingerprints("table", null));
        assertEquals("keys table 862b86b2ff398844 and dictionary (none)", new TableFingerprints(TABLE, null).toString());
    }
}
