package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@link Utf8#isAscii} reads up to eight bytes at a time: a high bit anywhere, and only inside the range, counts. */
class Utf8Test {
    @Test
    void aHighBitIsFoundAtEveryPositionOfEveryShortLengthWhereverTheBytesSit() {
        for (int length = 0; length <= 24; length++) {
            for (int after : new int[] {0, 3, 8}) { // bytes in the array after the range: none, a few, a long's worth
                byte[] b = new byte[2 + length + after];
                Arrays.fill(b, (byte) 'a');
                assertEquals(true, Utf8.isAscii(b, 2, length), "length " + length + ", " + after + " after");
                for (int i = 0; i < length; i++) {
                    b[2 + i] = (byte) 0xC3;
                    assertEquals(false, Utf8.isAscii(b, 2, length), "length " + length + ", byte " + i + ", " + after + " after");
                    b[2 + i] = 'a';
                }
                b[0] = (byte) 0x80; // outside the range, before and after it: not counted
                b[1] = (byte) 0xFF;
                for (int i = 2 + length; i < b.length; i++) {
                    b[i] = (byte) 0x80;
                }
                assertEquals(true, Utf8.isAscii(b, 2, length), "length " + length + ", high bytes around it");
            }
        }
    }
}
