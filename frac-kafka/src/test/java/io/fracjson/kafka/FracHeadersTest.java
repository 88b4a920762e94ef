package io.fracjson.kafka;

import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FracHeadersTest {
    private static final String TABLE = "862b86b2ff398844";
    private static final String DICTIONARY = "0123456789abcdef";

    @Test
    void fingerprintsRoundTripAsSixteenAsciiHexDigits() {
        Headers headers = new RecordHeaders().add("other", new byte[] {1});
        FracHeaders.write(headers, new TableFingerprints(TABLE, DICTIONARY));
        assertEquals(TABLE, new String(headers.lastHeader("fracjson.keys-table").value(), StandardCharsets.US_ASCII));
        assertEquals(DICTIONARY, new String(headers.lastHeader("fracjson.dictionary").value(), StandardCharsets.US_ASCII));
        assertEquals(new TableFingerprints(TABLE, DICTIONARY), FracHeaders.read(headers));

        FracHeaders.write(headers, new TableFingerprints(null, DICTIONARY));
        assertEquals(new TableFingerprints(null, DICTIONARY), FracHeaders.read(headers));
        FracHeaders.write(headers, TableFingerprints.NONE);
        assertEquals(TableFingerprints.NONE, FracHeaders.read(headers));
        assertEquals(1, headers.toArray().length, "headers of other names are left alone");
        assertEquals(TableFingerprints.NONE, FracHeaders.read(null));
    }

    @Test
    void theLastHeaderOfANameCounts() {
        Headers headers = new RecordHeaders()
                .add(FracHeaders.KEYS_TABLE, DICTIONARY.getBytes(StandardCharsets.US_ASCII))
                .add(FracHeaders.KEYS_TABLE, TABLE.getBytes(StandardCharsets.US_ASCII));
        assertEquals(TABLE, FracHeaders.read(headers).keysTable());
    }

    @Test
    void aHeaderThatIsNotAFingerprintIsRefusedNamingIt() {
        for (String bad : new String[] {"862B86B2FF398844", "862b86b2ff39884", "862b86b2ff3988441", "862b86b2ff39884g",
                "../../etc/passwd", "", "x".repeat(100_000)}) {
            Headers headers = new RecordHeaders().add(FracHeaders.DICTIONARY, bad.getBytes(StandardCharsets.UTF_8));
            SerializationException e = assertThrows(SerializationException.class, () -> FracHeaders.read(headers), bad);
            assertTrue(e.getMessage().contains(FracHeaders.DICTIONARY), e.getMessage());
            assertTrue(e.getMessage().length() < 300, "a hostile header is not copied whole into the message");
        }
        Headers nullValue = new RecordHeaders().add(FracHeaders.KEYS_TABLE, null);
        SerializationException e = assertThrows(SerializationException.class, () -> FracHeaders.read(nullValue));
        assertTrue(e.getMessage().contains("no value"), e.getMessage());
        Headers nonAscii = new RecordHeaders().add(FracHeaders.KEYS_TABLE, "862b86b2ff39884é".getBytes(StandardCharsets.UTF_8));
        assertThrows(SerializationException.class, () -> FracHeaders.read(nonAscii));
    }

    @Test
    void fingerprintsHaveOneForm() {
        assertTrue(TableFingerprints.isFingerprint(TABLE));
        assertFalse(TableFingerprints.isFingerprint(null));
        assertFalse(TableFingerprints.isFingerprint(TABLE.toUpperCase()));
        assertThrows(IllegalArgumentException.class, () -> new TableFingerprints("table", null));
        assertEquals("keys table 862b86b2ff398844 and dictionary (none)", new TableFingerprints(TABLE, null).toString());
    }
}
