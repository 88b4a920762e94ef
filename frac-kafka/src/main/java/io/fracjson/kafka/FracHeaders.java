package io.fracjson.kafka;

import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.Headers;

import java.util.HexFormat;

/**
 * The record header that names the keys table and dictionary a record value was written with:
 * {@value #NAME}, absent when the value was written with neither. A frac_json document does not
 * name its tables, and one read with another table of the same size silently gets other keys:
 * this header is how a reader knows which to use, and refuses a record it does not have them for.
 *
 * <p>Its value is a flags byte, bit 0 for a keys table and bit 1 for a dictionary (the other bits
 * 0), then the 8 bytes of each fingerprint it names, in that order: the first 8 bytes of the
 * SHA-256 of the table's or dictionary's bytes, whose 16 hex digits are
 * {@link io.fracjson.core.KeysTable#fingerprint()} and {@link io.fracjson.core.ZstdDictionary#fingerprint()}.
 * 27 bytes a record with both, where a value with a table and dictionary takes some 100: binary,
 * so as not to double that.
 *
 * <p>Only record values carry tables: a record key's bytes choose its partition and identify it
 * for compaction, so keys are written without table or dictionary, whose changes would change them.
 */
public final class FracHeaders {
    /** The header's name. */
    public static final String NAME = "fracjson";

    private static final int KEYS_TABLE = 1;
    private static final int DICTIONARY = 2;
    private static final int FINGERPRINT_BYTES = 8;
    private static final HexFormat HEX = HexFormat.of();

    private FracHeaders() {
    }

    /**
     * Sets the header for a value written with these tables, replacing any the record had (a
     * Kafka Streams topology forwards its input record's headers to the records it writes).
     */
    public static void write(Headers headers, TableFingerprints fingerprints) {
        headers.remove(NAME);
        if (!fingerprints.equals(TableFingerprints.NONE)) {
            headers.add(NAME, encode(fingerprints));
        }
    }

    /** The header's value for these fingerprints (not {@link TableFingerprints#NONE}, which has no header). */
    static byte[] encode(TableFingerprints fingerprints) {
        String table = fingerprints.keysTable();
        String dictionary = fingerprints.dictionary();
        byte[] value = new byte[1 + (table == null ? 0 : FINGERPRINT_BYTES) + (dictionary == null ? 0 : FINGERPRINT_BYTES)];
        value[0] = (byte) ((table == null ? 0 : KEYS_TABLE) | (dictionary == null ? 0 : DICTIONARY));
        if (table != null) {
            System.arraycopy(HEX.parseHex(table), 0, value, 1, FINGERPRINT_BYTES);
        }
        if (dictionary != null) {
            System.arraycopy(HEX.parseHex(dictionary), 0, value, value.length - FINGERPRINT_BYTES, FINGERPRINT_BYTES);
        }
        return value;
    }

    /**
     * What the record's headers say it was written with; the last {@value #NAME} header counts,
     * as in Kafka.
     *
     * @param headers null for a record without headers: no tables
     * @throws SerializationException for a header that is not in this form
     */
    public static TableFingerprints read(Headers headers) {
        Header header = headers == null ? null : headers.lastHeader(NAME);
        return header == null ? TableFingerprints.NONE : decode(header.value());
    }

    private static TableFingerprints decode(byte[] value) {
        int flags = value == null || value.length == 0 ? -1 : value[0] & 0xFF;
        if (flags <= 0 || (flags & ~(KEYS_TABLE | DICTIONARY)) != 0
                || value.length != 1 + Integer.bitCount(flags) * FINGERPRINT_BYTES) {
            throw new SerializationException("record header " + NAME + " holds "
                    + (value == null ? "no value" : value.length + " bytes " + HEX.formatHex(value, 0,
                    Math.min(value.length, 20)) + (value.length > 20 ? "..." : ""))
                    + ", not a flags byte (1: keys table, 2: dictionary) and 8 bytes per fingerprint:"
                    + " the record is not read");
        }
        String table = (flags & KEYS_TABLE) == 0 ? null : HEX.formatHex(value, 1, 1 + FINGERPRINT_BYTES);
        String dictionary = (flags & DICTIONARY) == 0 ? null
                : HEX.formatHex(value, value.length - FINGERPRINT_BYTES, value.length);
        return new TableFingerprints(table, dictionary);
    }
}
