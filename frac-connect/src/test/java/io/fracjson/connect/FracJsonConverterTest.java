package io.fracjson.connect;

import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.kafka.FracHeaders;
import io.fracjson.kafka.TableFingerprints;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.connect.data.Date;
import org.apache.kafka.connect.data.Decimal;
import org.apache.kafka.connect.data.Schema;
import org.apache.kafka.connect.data.SchemaAndValue;
import org.apache.kafka.connect.data.SchemaBuilder;
import org.apache.kafka.connect.data.Time;
import org.apache.kafka.connect.errors.DataException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each Connect value the converter writes, what a sink reads of it, and the table header: docs/connect.md's table. */
class FracJsonConverterTest {
    private static final KeysTable TABLE = KeysTable.of(List.of("id", "name"));
    private final FracJsonConverter converter = new FracJsonConverter();

    @AfterEach
    void close() {
        converter.close();
    }

    private Object roundTrip(Schema schema, Object value) {
        converter.configure(Map.of(), false);
        RecordHeaders headers = new RecordHeaders();
        byte[] bytes = converter.fromConnectData("t", headers, schema, value);
        SchemaAndValue read = converter.toConnectData("t", headers, bytes);
        assertNull(read.schema(), "schemaless");
        return read.value();
    }

    @Test
    void eachValueAsASchemalessSinkSeesIt() {
        assertEquals(7L, roundTrip(Schema.INT8_SCHEMA, (byte) 7));
        assertEquals(7L, roundTrip(Schema.INT16_SCHEMA, (short) 7));
        assertEquals(-70_000L, roundTrip(Schema.INT32_SCHEMA, -70_000));
        assertEquals(Long.MIN_VALUE, roundTrip(Schema.INT64_SCHEMA, Long.MIN_VALUE));
        assertEquals(0.1, roundTrip(Schema.FLOAT64_SCHEMA, 0.1));
        assertEquals((double) 0.1f, roundTrip(Schema.FLOAT32_SCHEMA, 0.1f));
        assertEquals(true, roundTrip(Schema.BOOLEAN_SCHEMA, true));
        assertEquals("h\u00e9", roundTrip(Schema.STRING_SCHEMA, "h\u00e9"));
        assertEquals(Base64.getEncoder().encodeToString(new byte[] {1, 2, 3}),
                roundTrip(Schema.BYTES_SCHEMA, new byte[] {1, 2, 3}));
        assertEquals(Base64.getEncoder().encodeToString(new byte[] {4, 5}),
                roundTrip(null, ByteBuffer.wrap(new byte[] {9, 4, 5}, 1, 2)));
        // Decimals: exact, as this library writes them: their decimal text whatever the value (issue 44).
        assertEquals("0.5", roundTrip(Decimal.schema(1), new BigDecimal("0.5")));
        assertEquals("12.50", roundTrip(Decimal.schema(2), new BigDecimal("12.50")));
        assertEquals("12345678901234567.89", roundTrip(null, new BigDecimal("12345678901234567.89")));
        // Logical dates and times: their numbers, as JsonConverter writes them.
        assertEquals(19_000L, roundTrip(Date.SCHEMA, new java.util.Date(19_000L * 86_400_000L)));
        assertEquals(3_600_000L, roundTrip(Time.SCHEMA, new java.util.Date(3_600_000L)));
        assertEquals(1_700_000_000_123L, roundTrip(org.apache.kafka.connect.data.Timestamp.SCHEMA,
                new java.util.Date(1_700_000_000_123L)));
        // Maps with string keys are objects; others a list of [key, value] pairs.
        Map<Integer, String> byNumber = new LinkedHashMap<>(); // in this order: Map.of's differs from JVM to JVM
        byNumber.put(1, "a");
        byNumber.put(2, "b");
        assertEquals(List.of(List.of(1L, "a"), List.of(2L, "b")), roundTrip(
                SchemaBuilder.map(Schema.INT32_SCHEMA, Schema.STRING_SCHEMA).build(), byNumber));
        Map<String, Object> nested = new LinkedHashMap<>();
        nested.put("a", List.of(1, List.of(2.5, "x")));
        nested.put("n", null);
        assertEquals(Map.of("a", List.of(1L, List.of(2.5, "x"))), withoutNulls(roundTrip(null, nested)));
        assertNull(roundTrip(Schema.OPTIONAL_STRING_SCHEMA, null));
        assertEquals("fallback", roundTrip(SchemaBuilder.string().defaultValue("fallback").build(), null));
    }

    private static Object withoutNulls(Object value) {
        @SuppressWarnings("unchecked")
        Map<String, Object> map = (Map<String, Object>) value;
        assertTrue(map.containsKey("n") && map.get("n") == null);
        map.remove("n");
        return map;
    }

    @Test
    void integersAboveLongMaxReadAsExactDecimals() throws Exception {
        converter.configure(Map.of(), false);
        BigInteger max = BigInteger.TWO.pow(64).subtract(BigInteger.ONE);
        byte[] document = new FracJsonMapper().writeValueAsBytes(List.of(max));
        assertEquals(List.of(new BigDecimal(max)), converter.toConnectData("t", null, document).value());
    }

    @Test
    void valuesNameTheirTableInTheHeaderAndKeysAreWrittenWithout() {
        converter.configure(Map.of("frac.keys.table", TABLE), false);
        RecordHeaders headers = new RecordHeaders();
        byte[] bytes = converter.fromConnectData("t", headers, null, Map.of("id", 1L, "name", "n"));
        assertEquals(new TableFingerprints(TABLE.fingerprint(), null), FracHeaders.read(headers));
        assertEquals(Map.of("id", 1L, "name", "n"), converter.toConnectData("t", headers, bytes).value());

        FracJsonConverter keys = new FracJsonConverter();
        keys.configure(Map.of(), true);
        RecordHeaders keyHeaders = new RecordHeaders();
        byte[] key = keys.fromConnectData("t", keyHeaders, Schema.STRING_SCHEMA, "k");
        assertNull(keyHeaders.lastHeader(FracHeaders.NAME));
        assertEquals("k", keys.toConnectData("t", keyHeaders, key).value());
        keys.close();
    }

    @Test
    void aRecordWithATableTheConverterHasNotFailsNamingBoth() {
        FracJsonConverter writer = new FracJsonConverter();
        writer.configure(Map.of("frac.keys.table", TABLE), false);
        RecordHeaders headers = new RecordHeaders();
        byte[] bytes = writer.fromConnectData("t", headers, null, Map.of("id", 1L));
        writer.close();
        KeysTable other = KeysTable.of(List.of("other"));
        converter.configure(Map.of("frac.keys.table", other), false);
        DataException e = assertThrows(DataException.class, () -> converter.toConnectData("t", headers, bytes));
        assertTrue(e.getMessage().contains(TABLE.fingerprint()) && e.getMessage().contains(other.fingerprint()),
                e.getMessage());
        // Without the header, the bytes are read as a document without tables: refused, not guessed.
        assertThrows(DataException.class, () -> converter.toConnectData("t", new RecordHeaders(),
                "garbage".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aValueOfNoConnectTypeIsADataException() {
        converter.configure(Map.of(), false);
        DataException e = assertThrows(DataException.class,
                () -> converter.fromConnectData("t", new RecordHeaders(), null, new Object()));
        assertTrue(e.getMessage().contains("java.lang.Object"), e.getMessage());
        assertSame(SchemaAndValue.NULL, converter.toConnectData("t", new RecordHeaders(), null));
        assertArrayEquals(null, converter.fromConnectData("t", new RecordHeaders(), null, null));
    }
}
