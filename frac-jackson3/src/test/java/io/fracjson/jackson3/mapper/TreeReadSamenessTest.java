package io.fracjson.jackson3.mapper;

import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracJsonModule;
import io.fracjson.jackson3.FracJsonNodeDeserializer;
import io.fracjson.jackson3.FracJsonReadFeature;
import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.Settings;
import io.fracjson.testkit.TreeReadSamenessBehaviour;
import org.junit.jupiter.api.Test;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.MappingIterator;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.JsonNodeFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

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
 * The kit's {@link TreeReadSamenessBehaviour} on Jackson 3: Jackson's path is a {@code
 * FracJsonMapper} without {@link FracJsonModule} ({@code removeAllModules()}), over the same
 * factory; and the module is found and kept where Jackson 3 looks for modules.
 */
class TreeReadSamenessTest extends TreeReadSamenessBehaviour {
    /** The settings that change what a tree read makes or refuses; each applied to both mappers alike. */
    private static final Map<String, UnaryOperator<FracJsonMapper.Builder>> SETTINGS = new LinkedHashMap<>();

    static {
        SETTINGS.put(DEFAULTS, b -> b);
        SETTINGS.put("USE_BIG_DECIMAL_FOR_FLOATS", b -> b.enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS));
        SETTINGS.put("USE_BIG_INTEGER_FOR_INTS", b -> b.enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS));
        SETTINGS.put("USE_LONG_FOR_INTS", b -> b.enable(DeserializationFeature.USE_LONG_FOR_INTS));
        SETTINGS.put("FAIL_ON_READING_DUP_TREE_KEY", b -> b.enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY));
        SETTINGS.put("STRICT_DUPLICATE_DETECTION", b -> b.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION));
        SETTINGS.put("no READ_NULL_PROPERTIES", b -> b.configure(JsonNodeFeature.READ_NULL_PROPERTIES, false));
        SETTINGS.put("JsonNodeFeature.USE_BIG_DECIMAL_FOR_FLOATS + STRIP_TRAILING_BIGDECIMAL_ZEROES", b -> b
                .configure(JsonNodeFeature.USE_BIG_DECIMAL_FOR_FLOATS, true)
                .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, true));
        SETTINGS.put("REPORT_FLOAT32_AS_FLOAT", b -> b.enable(FracJsonReadFeature.REPORT_FLOAT32_AS_FLOAT));
        SETTINGS.put("a node factory of the application's", b -> b.nodeFactory(new SortedNodes()));
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
        super(Jackson3Line.LINE);
    }

    @Override
    protected List<String> settings() {
        return List.copyOf(SETTINGS.keySet());
    }

    @Override
    protected Mapper mapper(Settings factory, String setting, boolean ours) {
        FracJsonMapper.Builder b = FracJsonMapper.builder((FracJsonFactory) line.factory(factory).unwrap());
        return Jackson3Line.wrap(SETTINGS.get(setting).apply(ours ? b : b.removeAllModules()).build());
    }

    @Override
    protected List<Object> jsonDocuments(byte[] json) {
        JsonMapper mapper = JsonMapper.builder().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();
        List<Object> documents = new ArrayList<>();
        try (MappingIterator<JsonNode> it = mapper.readerFor(JsonNode.class).readValues(json)) {
            it.forEachRemaining(documents::add);
        }
        return documents;
    }

    @Test
    void theModuleIsRegisteredAndFoundAndReadsTrees() {
        assertTrue(new FracJsonMapper().registeredModules().stream().anyMatch(m -> m instanceof FracJsonModule));
        ObjectMapper found = FracJsonMapper.builder().removeAllModules().findAndAddModules().build();
        assertTrue(found.registeredModules().stream().anyMatch(m -> m instanceof FracJsonModule));
        assertInstanceOf(FracJsonNodeDeserializer.class, rootDeserializer(new FracJsonMapper().readerFor(JsonNode.class)));
        assertInstanceOf(FracJsonNodeDeserializer.class, rootDeserializer(
                FracJsonMapper.builder().removeAllModules().addModule(new FracJsonModule()).build().readerFor(JsonNode.class)));
        assertNotEquals(FracJsonNodeDeserializer.class,
                rootDeserializer(FracJsonMapper.builder().removeAllModules().build().readerFor(JsonNode.class)).getClass());
        // Rebuilt, it keeps it, once.
        assertEquals(1, new FracJsonMapper().rebuild().findAndAddModules().build().registeredModules().stream()
                .filter(m -> m instanceof FracJsonModule).count());
    }
}
