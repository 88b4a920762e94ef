package io.fracjson.testkit;

import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.Settings.Feature;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;

import static io.fracjson.testkit.Failure.Family.CONSTRAINTS;
import static io.fracjson.testkit.Failure.Family.READ;
import static io.fracjson.testkit.Failures.expect;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 17 #2 and #6 through Jackson: zstd's checksum as a write feature, artefacts and frame headers checked. */
public abstract class ZstdIntegrityBehaviour extends LineTest {
    private static final Map<String, Object> EVENT = Map.of("id", 42, "kind", "click", "user", "user-7");

    protected ZstdIntegrityBehaviour(JacksonLine line) {
        super(line);
    }

    @Test
    void theChecksumFeatureAddsZstdsChecksumWhichTheReaderVerifies() throws IOException {
        Mapper plain = line.factory(Settings.defaults().compressionLevel(3)).mapper();
        Mapper checked = line.factory(Settings.defaults().compressionLevel(3).with(Feature.WRITE_ZSTD_CHECKSUM)).mapper();
        byte[] without = plain.write(EVENT);
        byte[] with = checked.write(EVENT);
        assertEquals(without.length + 4, with.length);
        assertArrayEquals(Arrays.copyOfRange(without, 8, without.length), Arrays.copyOfRange(with, 8, without.length));
        assertEquals(EVENT, plain.read(with, Map.class)); // any reader verifies it
        byte[] damaged = with.clone();
        damaged[damaged.length - 1] ^= 1; // the checksum itself
        Failure e = expect(line, READ, () -> plain.read(damaged, Map.class));
        assertTrue(e.message().contains("corrupt zstd frame: Restored data doesn't match checksum"), e.fullMessage());
        expect(line, READ, () -> plain.read(new ByteArrayInputStream(damaged), Map.class));
        // Off by default: the reference's bytes.
        assertArrayEquals(without, line.factory(Settings.defaults().compressionLevel(3)).objectMapper().write(EVENT));
    }

    @Test
    void aDamagedDictionaryIsRefusedByTheBuilder() {
        byte[] damaged = new byte[1024];
        damaged[0] = 0x37;
        damaged[1] = (byte) 0xA4;
        damaged[2] = 0x30;
        damaged[3] = (byte) 0xEC; // zstd's dictionary magic, then zeros
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> line.factory(Settings.defaults().zstdDictionary(damaged)));
        assertTrue(e.getMessage().startsWith("not a valid zstd dictionary"), e.getMessage());
    }

    @Test
    void aFrameAskingForAHugeWindowIsALimitBeforeZstdAllocatesIt() {
        // A frame declaring a 2^27 window (no content size) around one small value.
        byte[] doc = HexFormat.of().parseHex("464a10" + "28b52ffd" + "00" + "88" + "090000" + "be");
        Mapper small = line.factory(Settings.defaults().maxDecompressedBytes(1 << 20)).mapper();
        Failure e = expect(line, CONSTRAINTS, () -> small.readTree(doc));
        assertTrue(e.fullMessage().contains("the zstd frame asks for a window of 134217728 bytes"), e.fullMessage());
    }
}
