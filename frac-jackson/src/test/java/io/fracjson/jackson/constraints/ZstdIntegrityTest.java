package io.fracjson.jackson.constraints;

import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonGenerator;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 17 #2 and #6 through Jackson: zstd's checksum as a write feature, artefacts and frame headers checked. */
class ZstdIntegrityTest {
    private static final Map<String, Object> EVENT = Map.of("id", 42, "kind", "click", "user", "user-7");

    @Test
    void theChecksumFeatureAddsZstdsChecksumWhichTheReaderVerifies() throws IOException {
        ObjectMapper plain = new ObjectMapper(FracJsonFactory.builder().compressionLevel(3).build());
        ObjectMapper checked = new ObjectMapper(FracJsonFactory.builder().compressionLevel(3)
                .enable(FracJsonGenerator.Feature.WRITE_ZSTD_CHECKSUM).build());
        byte[] without = plain.writeValueAsBytes(EVENT);
        byte[] with = checked.writeValueAsBytes(EVENT);
        assertEquals(without.length + 4, with.length);
        assertArrayEquals(Arrays.copyOfRange(without, 8, without.length), Arrays.copyOfRange(with, 8, without.length));
        assertEquals(EVENT, plain.readValue(with, Map.class)); // any reader verifies it
        byte[] damaged = with.clone();
        damaged[damaged.length - 1] ^= 1; // the checksum itself
        StreamReadException e = assertThrows(StreamReadException.class, () -> plain.readValue(damaged, Map.class));
        assertTrue(e.getOriginalMessage().contains("corrupt zstd frame: Restored data doesn't match checksum"), e.getMessage());
        assertThrows(StreamReadException.class, () -> plain.readValue(new ByteArrayInputStream(damaged), Map.class));
        // Off by default: the reference's bytes.
        assertArrayEquals(without, new ObjectMapper(FracJsonFactory.builder().compressionLevel(3).build())
                .writeValueAsBytes(EVENT));
    }

    @Test
    void aDamagedDictionaryIsRefusedByTheBuilder() {
        byte[] damaged = new byte[1024];
        damaged[0] = 0x37;
        damaged[1] = (byte) 0xA4;
        damaged[2] = 0x30;
        damaged[3] = (byte) 0xEC; // zstd's dictionary magic, then zeros
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FracJsonFactory.builder().zstdDictionary(damaged));
        assertTrue(e.getMessage().startsWith("not a valid zstd dictionary"), e.getMessage());
    }

    @Test
    void aFrameAskingForAHugeWindowIsALimitBeforeZstdAllocatesIt() {
        // A frame declaring a 2^27 window (no content size) around one small value.
        byte[] doc = HexFormat.of().parseHex("464a10" + "28b52ffd" + "00" + "88" + "090000" + "be");
        ObjectMapper small = new ObjectMapper(FracJsonFactory.builder().maxDecompressedBytes(1 << 20).build());
        StreamConstraintsException e = assertThrows(StreamConstraintsException.class, () -> small.readTree(doc));
        assertTrue(e.getMessage().contains("the zstd frame asks for a window of 134217728 bytes"), e.getMessage());
    }
}
