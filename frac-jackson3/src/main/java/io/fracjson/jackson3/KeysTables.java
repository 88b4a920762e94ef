package io.fracjson.jackson3;

import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import io.fracjson.core.KeysTableBuilder;


/**
 * Feeds a {@link KeysTableBuilder} from any Jackson source, so that a global keys table can
 * be built from the data a service already has: JSON text, {@code JsonNode} trees
 * ({@code node.traverse()}), or frac_json read through {@link FracJsonFactory}.
 */
public final class KeysTables {
    private KeysTables() {
    }

    /**
     * Reads the parser's next value (or the current one, if the parser is positioned on
     * its first token) and counts every object key in it, in document order.
     *
     * @return false if the parser had no value left
     */
    public static boolean addValue(KeysTableBuilder builder, JsonParser parser) {
        JsonToken t = parser.hasCurrentToken() ? parser.currentToken() : parser.nextToken();
        if (t == null) {
            return false;
        }
        int depth = 0;
        do {
            if (t == JsonToken.PROPERTY_NAME) {
                builder.addKey(parser.currentName());
            } else if (t.isStructStart()) {
                depth++;
            } else if (t.isStructEnd()) {
                depth--;
            }
        } while (depth > 0 && (t = parser.nextToken()) != null);
        parser.clearCurrentToken();
        return true;
    }
}
