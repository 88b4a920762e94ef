package io.fracjson.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * What a {@link Format} may tailor its mapper to.
 *
 * @param documents      every document the mapper will encode, for formats that build a
 *                       shared table from the data set (frac_json's global keys table)
 * @param zstdLevel      zstd level for formats that compress inside their own framing, or 0
 *                       for none; formats without built-in compression ignore it
 * @param zstdDictionary trained dictionary for that built-in compression, or null
 */
public record MapperSetup(List<JsonNode> documents, int zstdLevel, byte[] zstdDictionary) {

    public static MapperSetup uncompressed(List<JsonNode> documents) {
        return new MapperSetup(documents, 0, null);
    }
}
