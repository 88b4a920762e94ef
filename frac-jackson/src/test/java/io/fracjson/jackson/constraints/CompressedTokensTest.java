package io.fracjson.jackson.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.FracReader;
import io.fracjson.core.KeysTable;
import io.fracjson.core.KeysTableBuilder;
import io.fracjson.core.ReadOptions;
import io.fracjson.core.testing.JsonFiles;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 40 #1: the bound on the tokens of a compressed document (the kit's
 * CompressedInputBoundsBehaviour refuses the bomb on both lines) leaves every real document
 * readable, however well it compresses: one line suffices, since the bound is the core's.
 */
class CompressedTokensTest {
    private static final ObjectMapper MAPPER = new FracJsonMapper();

    @Test
    void everySampleReadsAsOneDocumentAtZstdLevel19WithAndWithoutAKeysTable() throws IOException {
        readsBack(JsonFiles.samples());
    }

    /** Run with -Dfracjson.corpus=DIR; skipped without. */
    @Test
    void everyCorpusFileReadsAsOneDocumentAtZstdLevel19WithAndWithoutAKeysTable() throws IOException {
        readsBack(JsonFiles.corpus());
    }

    private static void readsBack(Map<String, byte[]> files) throws IOException {
        ObjectMapper json = new ObjectMapper();
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            JsonNode tree = oneDocument(json, file.getValue());
            KeysTableBuilder keys = new KeysTableBuilder();
            keys.addDocument(FracReader.of(MAPPER.writeValueAsBytes(tree), ReadOptions.DEFAULT));
            for (KeysTable table : new KeysTable[] {KeysTable.EMPTY, keys.build()}) {
                ObjectMapper mapper = new ObjectMapper(FracJsonFactory.builder().keysTable(table).compressionLevel(19)
                        .build());
                byte[] doc = mapper.writeValueAsBytes(tree);
                String what = file.getKey() + " (" + doc.length + " bytes, keys table " + (table.size() > 0) + ")";
                assertEquals(tree, mapper.readTree(doc), what);
                assertEquals(tree, mapper.readTree(new ByteArrayInputStream(doc)), what);
            }
        }
    }

    /** A file's JSON as one document: its value, or an array of its values if it holds several (JSON Lines). */
    private static JsonNode oneDocument(ObjectMapper json, byte[] text) throws IOException {
        List<JsonNode> values = new ArrayList<>();
        try (MappingIterator<JsonNode> it = json.readerFor(JsonNode.class).readValues(text)) {
            it.forEachRemaining(values::add);
        }
        return values.size() == 1 ? values.get(0) : json.createArrayNode().addAll(values);
    }
}
