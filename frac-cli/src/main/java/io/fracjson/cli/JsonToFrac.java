package io.fracjson.cli;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.fracjson.core.FracWriter;
import io.fracjson.core.NumberPolicy;
import java.io.IOException;

/**
 * Writes a JSON value as a frac_json document, byte for byte as the reference encodes that JSON
 * text. Numbers keep JSON's data model: their text is read as JSON reads it
 * ({@link NumberPolicy#writeNumberText}), so {@code 1.0} is a float and {@code 0.10} the float
 * 0.1; a number no frac_json number holds exactly is left to the policy. With
 * {@link JsonNumbers#decimalsAsText()}, a number with a fraction or exponent is its decimal text,
 * as a Java writer writes a BigDecimal ({@link NumberPolicy#writeDecimalText}).
 */
final class JsonToFrac implements JsonValues.Handler {
    /** Takes each complete document from the writer. */
    @FunctionalInterface
    interface Documents {
        void take(FracWriter writer) throws IOException;
    }

    private final FracWriter writer;
    private final NumberPolicy numbers;
    private final boolean decimalsAsText;
    private final Documents documents;

    JsonToFrac(FracWriter writer, JsonNumbers numbers, Documents documents) {
        this.writer = writer;
        this.numbers = numbers.policy();
        this.decimalsAsText = numbers.decimalsAsText();
        this.documents = documents;
    }

    /** Writes the value starting at the parser's current token, and hands its document on. */
    @Override
    public void value(JsonParser json) throws IOException {
        for (JsonToken t = json.currentToken(); ; t = json.nextToken()) {
            copy(json, t);
            if (writer.isDocumentComplete()) {
                documents.take(writer);
                return;
            }
        }
    }

    private void copy(JsonParser json, JsonToken t) throws IOException {
        FracWriter w = writer;
        switch (t) {
            case START_OBJECT -> w.writeStartObject();
            case END_OBJECT -> w.writeEndObject();
            case START_ARRAY -> w.writeStartArray();
            case END_ARRAY -> w.writeEndArray();
            case FIELD_NAME -> w.writeKey(json.currentName());
            case VALUE_STRING -> w.writeString(json.getText());
            case VALUE_NUMBER_INT -> {
                JsonParser.NumberType type = json.getNumberType();
                if (type == JsonParser.NumberType.INT || type == JsonParser.NumberType.LONG) {
                    w.writeLong(json.getLongValue());
                } else {
                    numbers.writeNumberText(w, json.getText(), NumberPolicy.TextKind.INTEGER);
                }
            }
            case VALUE_NUMBER_FLOAT -> {
                if (decimalsAsText) {
                    numbers.writeDecimalText(w, json.getText());
                } else {
                    numbers.writeNumberText(w, json.getText(), NumberPolicy.TextKind.FLOAT);
                }
            }
            case VALUE_TRUE -> w.writeBoolean(true);
            case VALUE_FALSE -> w.writeBoolean(false);
            case VALUE_NULL -> w.writeNull();
            default -> throw new IllegalStateException("a JSON parser gave " + t);
        }
    }
}
