package io.fracjson.jackson3.constraints;

import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracJsonWriteFeature;
import org.junit.jupiter.api.Test;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.exc.StreamReadException;

import java.io.ByteArrayInputStream;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 17 #2 and #6 through Jackson 3: zstd's checksum as a write feature, artefacts and frame headers checked. */
class ZstdIntegrityTest {
    private static final Map<String, Object> EVENT = Map.of("id", 42, "kind", "click", "user", "user-7");

    @Test
    void theChecksumFeatureAddsZstdsChecksumWhichTheReaderVerifies() {
        FracJsonMapper plain = FracJsonMapper.builder(FracJsonFactory.builder().compressionLevel(3).build()).build();
        FracJsonMapper checked = FracJsonMapper.builder(FracJsonFactory.builder().compressionLevel(3).build())
                .enable(FracJsonWriteFeature.WRITE_ZSTD_CHECKSUM).build();
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
        byte[] doc = HexFormat.of().parseHex("464a10" + "28b52ffd" + "00" + "88" + "090000" + "be");
        FracJsonMapper small = FracJsonMapper.builder(FracJsonFactory.builder().maxDecompressedBytes(1 << 20).build()).build();
        StreamConstraintsException e = assertThrows(StreamConstraintsException.class, () -> small.readTree(doc));
        assertTrue(e.getMessage().contains("the zstd frame asks for a window of 134217728 bytes"), e.getMessage());
    }
}
