package io.fracjson.jackson3;

import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.deser.Deserializers;
import tools.jackson.databind.module.SimpleModule;

/**
 * What frac_json adds to databind: {@link JsonNode} trees read straight from the core reader
 * ({@link FracJsonNodeDeserializer}) when the parser is frac_json's, Jackson's own otherwise.
 * {@link FracJsonMapper}'s builder adds it; a plain mapper's builder over a {@link FracJsonFactory}
 * can ({@code addModule(new FracJsonModule())}), and {@code findAndAddModules()} finds it.
 */
public class FracJsonModule extends SimpleModule {
    private static final long serialVersionUID = 1L;

    public FracJsonModule() {
        super("FracJsonModule", PackageVersion.VERSION);
    }

    @Override
    public void setupModule(SetupContext context) {
        super.setupModule(context);
        context.addDeserializers(new TreeDeserializers());
    }

    /** Serializable, as mappers are. */
    private static final class TreeDeserializers extends Deserializers.Base implements java.io.Serializable {
        private static final long serialVersionUID = 1L;

        @Override
        public ValueDeserializer<?> findTreeNodeDeserializer(JavaType nodeType, DeserializationConfig config,
                                                             BeanDescription.Supplier beanDescRef) {
            return nodeType.hasRawClass(JsonNode.class) ? FracJsonNodeDeserializer.INSTANCE : null;
        }

        @Override
        public boolean hasDeserializerFor(DeserializationConfig config, Class<?> valueType) {
            return valueType == JsonNode.class;
        }
    }
}
