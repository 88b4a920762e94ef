package io.fracjson.spring.common;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import org.springframework.util.MimeType;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The keys table and dictionary a frac_json HTTP body was written with, named by their
 * fingerprints in its media type: {@code application/x-frac-json;keys=862b86b2ff398844;dict=...}.
 * Media type parameters rather than headers: they travel in {@code Content-Type} and
 * {@code Accept}, where content negotiation (and caches, by {@code Vary: Accept}) already look,
 * so a client can ask for one table's bytes and a server can serve two tables during a rollout,
 * as it serves two media types. A body written without a keys table and dictionary names neither,
 * and a body that names neither is read as it was before bodies named their tables.
 *
 * @param keysTable the keys table's fingerprint, null for none
 * @param dictionary the dictionary's fingerprint, null for none
 */
public record BodyTables(String keysTable, String dictionary) {
    /** The media type parameter naming the keys table. */
    public static final String KEYS_PARAMETER = "keys";
    /** The media type parameter naming the zstd dictionary. */
    public static final String DICTIONARY_PARAMETER = "dict";

    /** The tables of a writer or reader with {@code keysTable} and {@code dictionary}, either null. */
    public static BodyTables of(KeysTable keysTable, ZstdDictionary dictionary) {
        return new BodyTables(keysTable == null ? null : keysTable.fingerprint(),
                dictionary == null ? null : dictionary.fingerprint());
    }

    /** The tables {@code type} names, or null when it names none. */
    public static BodyTables namedBy(MimeType type) {
        if (type == null) {
            return null;
        }
        String keys = parameter(type, KEYS_PARAMETER);
        String dictionary = parameter(type, DICTIONARY_PARAMETER);
        return keys == null && dictionary == null ? null : new BodyTables(keys, dictionary);
    }

    /** Whether these are the tables of no keys table and no dictionary, which bodies do not name. */
    public boolean isNone() {
        return keysTable == null && dictionary == null;
    }

    /** {@code type} naming these tables (any it named replaced); unchanged when these are none. */
    public MimeType nameIn(MimeType type) {
        Map<String, String> parameters = new LinkedHashMap<>(type.getParameters());
        parameters.remove(KEYS_PARAMETER);
        parameters.remove(DICTIONARY_PARAMETER);
        if (keysTable != null) {
            parameters.put(KEYS_PARAMETER, keysTable);
        }
        if (dictionary != null) {
            parameters.put(DICTIONARY_PARAMETER, dictionary);
        }
        return new MimeType(type.getType(), type.getSubtype(), parameters);
    }

    /**
     * Why a body of {@code type} cannot be read with these tables, or null when it can: it names
     * these tables, or names none (a body of a writer that names none, read as before).
     */
    public String refusal(MimeType type) {
        BodyTables named = namedBy(type);
        if (named == null || named.equals(this)) {
            return null;
        }
        return "the body was written with " + named + ", this reader has " + this
                + ": read with another keys table or dictionary, its keys and values would be wrong";
    }

    /** Whether a body of {@code type}, or a request for one, names exactly these tables. */
    public boolean areNamedBy(MimeType type) {
        return equals(namedBy(type));
    }

    /** A parameter's value without quotes, at most 40 chars of it (it comes from a request). */
    private static String parameter(MimeType type, String name) {
        String value = type.getParameter(name);
        if (value == null) {
            return null;
        }
        if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
            value = value.substring(1, value.length() - 1);
        }
        return value.length() <= 40 ? value : value.substring(0, 40) + "...";
    }

    /** "keys table 862b86b2ff398844 and dictionary (none)", for messages and logs. */
    @Override
    public String toString() {
        return "keys table " + (keysTable == null ? "(none)" : keysTable)
                + " and dictionary " + (dictionary == null ? "(none)" : dictionary);
    }
}
