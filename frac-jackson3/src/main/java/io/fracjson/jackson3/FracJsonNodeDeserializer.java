package io.fracjson.jackson3;

import tools.jackson.core.JsonParser;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.cfg.JsonNodeFeature;
import tools.jackson.databind.deser.jackson.BaseNodeDeserializer;
import tools.jackson.databind.deser.jackson.JsonNodeDeserializer;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;
import io.fracjson.core.FracReader;
import io.fracjson.core.FracToken;
import io.fracjson.core.TreeBuilder;

import java.io.IOException;
import java.util.LinkedHashMap;

/**
 * Jackson's {@link JsonNode} deserializer, which builds a whole object or array straight from
 * the core reader when the parser is a {@link FracJsonParser} at its start: no token events, no
 * parser state kept per token. It builds what Jackson's own builds, node class by node class
 * (the same {@link JsonNodeFactory} calls with the same values; Jackson's own code for the
 * number settings that change a node's class and for duplicate names), counts tokens against
 * {@code maxTokenCount}, checks names under {@code STRICT_DUPLICATE_DETECTION} as the parser does,
 * and leaves the parser at the container's end, as Jackson's does. Anything else (another
 * parser, a scalar, a parser in the middle of an object) goes to Jackson's own.
 * {@link FracJsonModule} registers it.
 */
public class FracJsonNodeDeserializer extends JsonNodeDeserializer {
    private static final long serialVersionUID = 1L;

    static final FracJsonNodeDeserializer INSTANCE = new FracJsonNodeDeserializer();

    protected FracJsonNodeDeserializer() {
    }

    protected FracJsonNodeDeserializer(FracJsonNodeDeserializer base, boolean mergeArrays, boolean mergeObjects) {
        super(base, mergeArrays, mergeObjects);
    }

    @Override
    protected BaseNodeDeserializer<?> _createWithMerge(boolean mergeArrays, boolean mergeObjects) {
        return new FracJsonNodeDeserializer(this, mergeArrays, mergeObjects);
    }

    @Override
    public JsonNode deserialize(JsonParser p, DeserializationContext ctxt) {
        if (p instanceof FracJsonParser) {
            FracJsonParser parser = (FracJsonParser) p;
            FracReader r = parser.readerAtContainerStart();
            if (r != null) {
                return readTree(parser, r, ctxt);
            }
        }
        return super.deserialize(p, ctxt);
    }

    private JsonNode readTree(FracJsonParser parser, FracReader r, DeserializationContext ctxt) {
        Nodes nodes = new Nodes(this, parser, ctxt);
        JsonNode tree;
        try {
            tree = (JsonNode) nodes.readContainer(r);
        } catch (IOException e) {
            parser.treeRead(nodes.lastToken(), nodes.tokens());
            throw parser.readFailed(e);
        } catch (RuntimeException e) {
            parser.treeRead(nodes.lastToken(), nodes.tokens());
            throw e;
        }
        parser.treeRead(nodes.lastToken(), nodes.tokens());
        return tree;
    }

    /** The nodes of one tree, as Jackson's {@code JsonNodeDeserializer} makes them under the context's settings. */
    private static final class Nodes extends TreeBuilder {
        private final FracJsonNodeDeserializer deserializer;
        private final FracJsonParser parser;
        private final DeserializationContext ctxt;
        private final JsonNodeFactory factory;
        /**
         * The factory is Jackson's own ({@code JsonNodeFactory}, not an application's subclass), whose
         * {@code objectNode()} is an {@code ObjectNode} over a {@code LinkedHashMap}: made here with room for the count.
         */
        private final boolean jacksonFactory;
        private final boolean float32AsFloat;
        /** USE_BIG_INTEGER_FOR_INTS or USE_LONG_FOR_INTS, as Jackson's tree reader takes them: then Jackson's code decides. */
        private final int intCoercions;
        /** Floats as BigDecimal: then Jackson's code decides (NaN, trailing zeros). */
        private final boolean floatsAsDecimals;

        Nodes(FracJsonNodeDeserializer deserializer, FracJsonParser parser, DeserializationContext ctxt) {
            super(parser.tokensCounted(), parser.maxTokens(), parser.detectsDuplicates(),
                    ctxt.isEnabled(JsonNodeFeature.READ_NULL_PROPERTIES));
            this.deserializer = deserializer;
            this.parser = parser;
            this.ctxt = ctxt;
            this.factory = ctxt.getNodeFactory();
            this.jacksonFactory = factory.getClass() == JsonNodeFactory.class;
            this.float32AsFloat = parser.float32AsFloat();
            this.intCoercions = ctxt.getDeserializationFeatures() & F_MASK_INT_COERCIONS;
            // As Jackson's _fromFloat decides it: the node feature if set, else the deserialization feature.
            Boolean explicit = ctxt.getDatatypeFeatures().getExplicitState(JsonNodeFeature.USE_BIG_DECIMAL_FOR_FLOATS);
            this.floatsAsDecimals = explicit != null ? explicit
                    : ctxt.isEnabled(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
        }

        /** Sized for the count where the factory is Jackson's own, whose nodes these are; else the factory's. */
        @Override
        protected Object newObject(long entries) {
            return jacksonFactory ? new ObjectNode(factory, new LinkedHashMap<>(mapCapacity(entries))) : factory.objectNode();
        }

        @Override
        protected Object newArray(long elements) {
            return jacksonFactory ? factory.arrayNode(listCapacity(elements)) : factory.arrayNode();
        }

        @Override
        protected Object put(Object object, String name, Object value) {
            return ((ObjectNode) object).replace(name, (JsonNode) value);
        }

        @Override
        protected void duplicateName(Object object, String name, Object old, Object value) {
            parser.treeRead(lastToken(), tokens()); // Jackson's check sees the parser where its own read would have it
            deserializer._handleDuplicateProperty(parser, ctxt, factory, name, (ObjectNode) object, (JsonNode) old, (JsonNode) value);
        }

        @Override
        protected void add(Object array, Object value) {
            ((ArrayNode) array).add((JsonNode) value);
        }

        @Override
        protected Object string(FracReader r) throws IOException {
            return factory.stringNode(r.string());
        }

        /** As Jackson's tree reader asks the parser, which answers from the reader: by range, by form. */
        @Override
        protected Object number(FracReader r, FracToken t) {
            if (t == FracToken.INT || t == FracToken.UINT64) {
                if (intCoercions != 0) {
                    parser.treeRead(t, tokens());
                    return deserializer._fromInt(parser, intCoercions, factory);
                }
                if (t == FracToken.UINT64) {
                    return factory.numberNode(r.bigIntegerValue());
                }
                return r.fitsInt() ? factory.numberNode(r.asInt()) : factory.numberNode(r.longValue());
            }
            if (floatsAsDecimals) {
                parser.treeRead(t, tokens());
                return deserializer._fromFloat(parser, ctxt, factory);
            }
            return t == FracToken.FLOAT32 && float32AsFloat ? factory.numberNode(r.floatValue())
                    : factory.numberNode(r.doubleValue());
        }

        @Override
        protected Object bool(boolean value) {
            return factory.booleanNode(value);
        }

        @Override
        protected Object nullValue() {
            return factory.nullNode();
        }

        @Override
        protected void nameRead(FracReader r, String name) {
            parser.treeNameRead(r, name);
        }

        @Override
        protected void objectStarted(FracReader r) {
            parser.treeObjectStarted(r);
        }

        @Override
        protected void tooManyTokens(FracToken t, long count) {
            parser.tooManyTokens(t, count);
        }
    }
}
