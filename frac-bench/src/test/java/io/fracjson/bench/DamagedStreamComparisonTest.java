package io.fracjson.bench;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import io.fracjson.jackson.FracJsonGenerator;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.FracJsonParser;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * The comparison the README's "Concatenated documents survive no damage" quotes: 20 records, the
 * 10th damaged, read by the MappingIterator loop that catches each error and carries on, through
 * Jackson's JSON parser (one record a line), Smile, and frac json concatenated and length-prefixed.
 * Checked at build time, so that the README's figures stay those of the Jackson it builds with.
 */
class DamagedStreamComparisonTest {
    private static final int RECORDS = 20;
    private static final int DAMAGED = 9;

    /** What the loop got. */
    record Outcome(List<Map<String, Object>> records, int errors) {
        List<Object> ids() {
            return records.stream().map(r -> r.get("id")).toList();
        }
    }

    private static Map<String, Object> record(int id) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("id", id);
        r.put("name", "record " + id);
        r.put("tags", Arrays.asList("t" + id, null));
        return r;
    }

    /** The records written by {@code mapper} one after another, the 10th's bytes as {@code damage} leaves them. */
    private static byte[] stream(ObjectMapper mapper, String separator, UnaryOperator<byte[]> damage) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int id = 0; id < RECORDS; id++) {
            byte[] r = mapper.writeValueAsBytes(record(id));
            out.writeBytes(id == DAMAGED ? damage.apply(r) : r);
            out.writeBytes(separator.getBytes());
        }
        return out.toByteArray();
    }

    private static Outcome read(ObjectMapper mapper, byte[] input) throws IOException {
        List<Map<String, Object>> records = new ArrayList<>();
        int errors = 0;
        try (MappingIterator<Map<String, Object>> it = mapper.readerFor(Map.class).readValues(input)) {
            for (int attempt = 0; attempt < 1000; attempt++) {
                try {
                    if (!it.hasNextValue()) {
                        return new Outcome(records, errors);
                    }
                    records.add(it.nextValue());
                } catch (IOException e) {
                    errors++;
                }
            }
        }
        throw new AssertionError("the loop did not end");
    }

    private static List<Object> idsWithout(Integer... lost) {
        List<Object> ids = new ArrayList<>();
        for (int id = 0; id < RECORDS; id++) {
            ids.add(id);
        }
        ids.removeAll(List.of(lost));
        return ids;
    }

    private static byte[] strayByteBefore(byte[] r, int stray) {
        byte[] d = new byte[r.length + 1];
        d[0] = (byte) stray;
        System.arraycopy(r, 0, d, 1, r.length);
        return d;
    }

    private static byte[] cutShort(byte[] r) {
        return Arrays.copyOf(r, r.length - 4);
    }

    @Test
    void jsonResynchronizesAtTheNextToken() throws IOException {
        ObjectMapper json = new ObjectMapper();
        Outcome stray = read(json, stream(json, "\n", r -> strayByteBefore(r, 'x')));
        assertEquals(idsWithout(DAMAGED), stray.ids());
        assertEquals(12, stray.errors());
        Outcome cut = read(json, stream(json, "\n", DamagedStreamComparisonTest::cutShort));
        assertEquals(idsWithout(DAMAGED, DAMAGED + 1), cut.ids());
        assertEquals(27, cut.errors());
    }

    @Test
    void smilePassesOverAStrayByteButNotOverDamageInsideARecord() throws IOException {
        ObjectMapper smile = new SmileMapper();
        Outcome stray = read(smile, stream(smile, "", r -> strayByteBefore(r, 0xFE)));
        assertEquals(idsWithout(), stray.ids());
        assertEquals(1, stray.errors());
        Outcome cut = read(smile, stream(smile, "", DamagedStreamComparisonTest::cutShort));
        assertEquals(idsWithout(DAMAGED, DAMAGED + 1, DAMAGED + 2), cut.ids());
        Outcome changed = read(smile, stream(smile, "", r -> {
            byte[] d = r.clone();
            d[d.length / 2] = (byte) 0xFE; // inside the name
            return d;
        }));
        assertEquals(idsWithout(), changed.ids());
        assertEquals(0, changed.errors());
        assertNotEquals("record " + DAMAGED, changed.records().get(DAMAGED).get("name"), "a different record, no error");
    }

    @Test
    void fracJsonEndsConcatenatedDocumentsAtTheDamageAndSkipsADamagedRecord() throws IOException {
        ObjectMapper frac = new FracJsonMapper();
        Outcome stray = read(frac, stream(frac, "", r -> strayByteBefore(r, 0xFE)));
        assertEquals(idsWithout(DAMAGED, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19), stray.ids());
        assertEquals(1, stray.errors());

        ObjectMapper framed = new FracJsonMapper(io.fracjson.jackson.FracJsonFactory.builder()
                .enable(FracJsonGenerator.Feature.LENGTH_PREFIXED_SEQUENCE)
                .enable(FracJsonParser.Feature.LENGTH_PREFIXED_SEQUENCE).build());
        Outcome cut = read(framed, stream(framed, "", r -> {
            byte[] d = cutShort(r); // the document cut short inside a record whose length says so
            d[0] -= 4;
            return d;
        }));
        assertEquals(idsWithout(DAMAGED), cut.ids());
        assertEquals(1, cut.errors());
    }
}
