package io.fracjson.core;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Format detection: what the first bytes of an input say, as the adapters' detection reports it. */
class DocumentHeaderTest {
    @Test
    void matchesOnlyAHeaderAReaderAccepts() {
        assertEquals(DocumentHeader.Match.YES, match('F', 'J', 0x00));
        assertEquals(DocumentHeader.Match.YES, match('F', 'J', 0x30), "zstd with a dictionary");
        assertEquals(DocumentHeader.Match.NO, match('F', 'J', 0x20), "a dictionary without zstd");
        assertEquals(DocumentHeader.Match.NO, match('F', 'J', 0x01), "version 1");
        assertEquals(DocumentHeader.Match.NO, match('F', 'X'));
        assertEquals(DocumentHeader.Match.NO, match('{'));
        assertEquals(DocumentHeader.Match.TOO_SHORT, match());
        assertEquals(DocumentHeader.Match.TOO_SHORT, match('F'));
        assertEquals(DocumentHeader.Match.TOO_SHORT, match('F', 'J'));
    }

    @Test
    void looksOnlyAtTheGivenRange() {
        byte[] b = {'x', 'F', 'J', 0, 'y'};
        assertEquals(DocumentHeader.Match.YES, DocumentHeader.match(b, 1, 3));
        assertEquals(DocumentHeader.Match.TOO_SHORT, DocumentHeader.match(b, 1, 2));
    }

    private static DocumentHeader.Match match(int... bytes) {
        byte[] b = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            b[i] = (byte) bytes[i];
        }
        return DocumentHeader.match(b, 0, b.length);
    }
}
