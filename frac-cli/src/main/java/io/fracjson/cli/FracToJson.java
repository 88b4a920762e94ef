package io.fracjson.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.fracjson.core.FracReader;
import io.fracjson.core.FracToken;
import java.io.IOException;

/**
 * Writes the frac_json documents a reader gives as JSON, each value followed by a line end (JSON
 * Lines when compact). Numbers as they are stored: integers exactly (uint64 above 2^63 - 1
 * included), floats as the shortest text that reads back as the same double (a float32 as the
 * double it stores). NaN and infinities, which JSON has no numbers for, are the strings "NaN",
 * "Infinity" and "-Infinity", as Jackson writes them.
 */
final class FracToJson {
    private final JsonGenerator json;
    private final WholeDocuments whole;
    private long documents;

    /** @param json writes to {@code whole}, which lets a document through once it is whole */
    FracToJson(JsonGenerator json, WholeDocuments whole) {
        this.json = json;
        this.whole = whole;
    }

    /** The documents of this input written so far: the one being written when a read fails is the next. */
    long documents() {
        return documents;
    }

    /** Writes every document of the reader's input. */
    void copyAll(FracReader reader) throws IOException {
        for (FracToken t = reader.next(); t != null; t = reader.next()) {
            copy(reader, t);
            if (reader.depth() == 0) { // the root value is complete
                json.writeRaw('\n');
                json.flush(); // into whole, which holds it until now: not passed on to the output
                whole.commit();
                documents++;
            }
        }
    }

    private void copy(FracReader r, FracToken t) throws IOException {
        switch (t) {
            case START_OBJECT -> json.writeStartObject();
            case END_OBJECT -> json.writeEndObject();
            case START_ARRAY -> json.writeStartArray();
            case END_ARRAY -> json.writeEndArray();
            case KEY -> json.writeFieldName(r.key());
            case STRING -> json.writeUTF8String(r.textBuffer(), r.textOffset(), r.textLength());
            case INT -> json.writeNumber(r.longValue());
            case UINT64 -> json.writeNumber(r.bigIntegerValue());
            case FLOAT32, FLOAT64 -> json.writeNumber(r.doubleValue());
            case TRUE -> json.writeBoolean(true);
            case FALSE -> json.writeBoolean(false);
            case NULL -> json.writeNull();
        }
    }
}
