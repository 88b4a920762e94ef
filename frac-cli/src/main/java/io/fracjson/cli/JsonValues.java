package io.fracjson.cli;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import io.fracjson.core.FracFormatException;
import java.io.Flushable;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads the JSON values of an input (one, JSON Lines, or any number one after another) one at a
 * time; a failure names the input, the value (counted from 1) and the byte, line and column.
 */
final class JsonValues {
    /** Reads one value, from the parser's current token (its first) to its last. */
    @FunctionalInterface
    interface Handler {
        void value(JsonParser json) throws IOException;
    }

    private JsonValues() {
    }

    /**
     * Hands every value of {@code input} to {@code handler}; returns how many there were.
     *
     * @param output flushed before standard input would wait for more
     */
    static long forEach(Input input, JsonReadLimits limits, Flushable output, Handler handler) throws IOException {
        long values = 0;
        try (InputStream in = input.open(output); JsonParser json = JsonText.parser(in, limits)) {
            try {
                while (json.nextToken() != null) {
                    handler.value(json);
                    values++;
                }
            } catch (JsonProcessingException e) {
                // A broken read constraint (nesting depth, number length...) carries no location of its own.
                JsonLocation at = e.getLocation() != null ? e.getLocation() : json.currentLocation();
                throw Failure.inJson(input.name(), values + 1, at, e.getOriginalMessage(), e);
            } catch (FracFormatException e) { // JSON the format cannot hold, such as a key over 65,535 bytes
                throw Failure.inJson(input.name(), values + 1, json.currentTokenLocation(), e.problem(), e);
            }
        } catch (WriteFailure | Failure e) {
            throw e;
        } catch (IOException e) {
            throw new Failure(input.name() + ": cannot read: " + e.getMessage(), e);
        }
        return values;
    }
}
