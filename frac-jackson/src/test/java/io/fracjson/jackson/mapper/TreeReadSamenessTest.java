package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.FracJsonModule;
import io.fracjson.jackson.FracJsonNodeDeserializer;
import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.Settings;
import io.fracjson.testkit.TreeReadSamenessBehaviour;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The kit's {@link TreeReadSamenessBehaviour} on Jackson 2: Jackson's path is a plain {@code
 * ObjectMapper} over the same factory, without {@link FracJsonModule}; and the module is found and
 * registered where Jackson 2 looks for modules.
 */
class TreeReadSamenessTest extends TreeReadSamenessBehaviour {
    /** The settings that change what a tree read makes or refuses; each applied to both mappers alike. */
    private static final Map<String, UnaryOperator<ObjectMapper>> SETTINGS = new LinkedHashMap<>();

    static {
        SETTINGS.put(DEFAULTS, m -> m);
        SETTINGS.put("USE_BIG_DECIMAL_FOR_FLOATS", m -> m.enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS));
        SETTINGS.put("USE_BIG_INTEGER_FOR_INTS", m -> m.enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS));
        SETTINGS.put("USE_LONG_FOR_INTS", m -> m.enable(DeserializationFeature.USE_LONG_FOR_INTS));
        SETTINGS.put("FAIL_ON_READING_DUP_TREE_KEY", m -> m.enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY));
        SETTINGS.put("STRICT_DUPLICATE_DETECTION", m -> m.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION));
        SETTINGS.put("no READ_NULL_PROPERTIES", m -> m.configure(JsonNodeFeature.READ_NULL_PROPERTIES, false));
        SETTINGS.put("JsonNodeFeature.USE_BIG_DECIMAL_FOR_FLOATS + STRIP_TRAILING_BIGDECIMAL_ZEROES", m -> m
                .configure(JsonNodeFeature.USE_BIG_DECIMAL_FOR_FLOATS, true)
                .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, true));
        SETTINGS.put("exact decimals factory", m -> m.setNodeFactory(JsonNodeFactory.withExactBigDecimals(true))
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS));
        SETTINGS.put("a node factory of the application's", m -> m.setNodeFactory(new SortedNodes()));
    }

    /** A node factory as an application may have: objects with their names sorted. */
    private static final class SortedNodes extends JsonNodeFactory {
        private static final long serialVersionUID = 1L;

        @Override
        public ObjectNode objectNode() {
            return new ObjectNode(this, new TreeMap<>());
        }
    }

    TreeReadSamenessTest() {
        super(Jackson2Line.LINE);
    }

    @Override
    protected List<String> settings() {
        return List.copyOf(SETTINGS.keySet());
    }

    @Override
    protected Mapper mapper(Settings factory, String setting, boolean ours) {
        FracJsonFactory f = (FracJsonFactory) line.factory(factory).unwrap();
        return Jackson2Line.wrap(SETTINGS.get(setting).apply(ours ? new FracJsonMapper(f) : new ObjectMapper(f)));
    }

    @Override
    protected List<Object> jsonDocuments(byte[] json) throws IOException {
        JsonMapper mapper = JsonMapper.builder().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();
        List<Object> documents = new ArrayList<>();
        try (MappingIterator<JsonNode> it = mapper.readerFor(JsonNode.class).readValues(json)) {
            it.forEachRemaining(documents::add);
        }
        return documents;
    }

    @Test
    void theModuleIsRegisteredAndFoundAndReadsTrees() throws IOException {
        assertTrue(new FracJsonMapper().getRegisteredModuleIds().contains("FracJsonModule"));
        ObjectMapper found = new ObjectMapper(new FracJsonFactory()).findAndRegisterModules();
        assertTrue(found.getRegisteredModuleIds().contains("FracJsonModule"));
        assertInstanceOf(FracJsonNodeDeserializer.class, rootDeserializer(new FracJsonMapper().readerFor(JsonNode.class)));
        assertInstanceOf(FracJsonNodeDeserializer.class, rootDeserializer(
                new ObjectMapper(new FracJsonFactory()).registerModule(new FracJsonModule()).readerFor(JsonNode.class)));
        assertNotEquals(FracJsonNodeDeserializer.class,
                rootDeserializer(new ObjectMapper(new FracJsonFactory()).readerFor(JsonNode.class)).getClass());
        // FracJsonMapper's copies and builders keep it, once.
        assertEquals(1, FracJsonMapper.builder().build().copy().findAndRegisterModules().getRegisteredModuleIds().stream()
                .filter("FracJsonModule"::equals).count());
    }
}
