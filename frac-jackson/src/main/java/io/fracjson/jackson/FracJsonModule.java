package io.fracjson.jackson;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.deser.Deserializers;

/**
 * What frac_json adds to databind: {@link JsonNode} trees read straight from the core reader
 * ({@link FracJsonNodeDeserializer}) when the parser is frac_json's, Jackson's own otherwise.
 * {@link FracJsonMapper} registers it; a plain {@code ObjectMapper} over a {@link FracJsonFactory}
 * can ({@code registerModule(new FracJsonModule())}), and {@code findAndRegisterModules()} finds it.
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
        public JsonDeserializer<?> findTreeNodeDeserializer(Class<? extends JsonNode> nodeType,
                                                            DeserializationConfig config, BeanDescription beanDesc) {
            return nodeType == JsonNode.class ? FracJsonNodeDeserializer.INSTANCE : null;
        }
    }
}
