package io.fracjson.jackson3.mapper;

import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracJsonWriteFeature;
import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.DatabindRoundTripBehaviour;
import io.fracjson.testkit.JacksonLine.Mapper;
import org.junit.jupiter.api.Test;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.fracjson.jackson3.FracJsonModule;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.ToStringSerializer;

import java.time.Instant;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The kit's {@link DatabindRoundTripBehaviour} on Jackson 3, whose databind handles Optional itself, and the mapper's rebuild(). */
class DatabindRoundTripTest extends DatabindRoundTripBehaviour {
    DatabindRoundTripTest() {
        super(Jackson3Line.LINE);
    }

    @Override
    protected Mapper fracMapper() {
        return Jackson3Line.wrap(new ObjectMapper(new FracJsonFactory()));
    }

    @Override
    protected Mapper jsonMapper() {
        return Jackson3Line.wrap(new JsonMapper());
    }

    /** Jackson 3's mappers are immutable: {@code rebuild()} takes the place of 2.x's {@code copy()}. */
    @Test
    void mapperBuilderAndRebuild() {
        FracJsonMapper mapper = FracJsonMapper.builder().enable(FracJsonWriteFeature.FAIL_ON_NON_FINITE_NUMBERS).build();
        assertEquals(FracJsonFactory.FORMAT_NAME, mapper.tokenStreamFactory().getFormatName());
        FracJsonMapper rebuilt = mapper.rebuild().build();
        assertTrue(rebuilt.isEnabled(FracJsonWriteFeature.FAIL_ON_NON_FINITE_NUMBERS));
        assertEquals(Arrays.toString(mapper.writeValueAsBytes(person())),
                Arrays.toString(rebuilt.writeValueAsBytes(person())));
    }

    record Shipment(String trackingId, Instant pickedUpAt, Double weight, String note) {
    }

    @JsonIgnoreProperties("note")
    abstract static class WithoutNote {
    }

    /**
     * A frac_json mapper with a JSON builder's settings (as Spring Boot configures its JSON
     * mapper's): the same fields and values as that JSON mapper writes, its modules, and frac_json's
     * own format features rather than JSON's.
     */
    @Test
    void aBuilderWithAnotherBuildersSettings() {
        JsonMapper.Builder json = JsonMapper.builder()
                .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .enable(DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS)
                .addMixIn(Shipment.class, WithoutNote.class)
                .addModule(new SimpleModule("doubles as text").addSerializer(Double.class, ToStringSerializer.instance))
                .enable(JsonWriteFeature.ESCAPE_NON_ASCII);
        FracJsonMapper frac = FracJsonMapper.builder(FracJsonFactory.builder().build(), json)
                .enable(FracJsonWriteFeature.FAIL_ON_NON_FINITE_NUMBERS).build();
        Shipment shipment = new Shipment("T-1", Instant.parse("2026-03-03T09:02:49.473Z"), 2.5, "fragile");

        JsonNode fromFrac = frac.readTree(frac.writeValueAsBytes(shipment));
        JsonNode fromJson = json.build().readTree(json.build().writeValueAsString(shipment));
        assertEquals("[tracking_id, picked_up_at, weight]", fromFrac.propertyNames().toString());
        assertEquals(fromJson.propertyNames().toString(), fromFrac.propertyNames().toString());
        assertTrue(fromFrac.get("weight").isString(), "the module's serializer: " + fromFrac);
        assertEquals("1772528569.473000000", fromFrac.get("picked_up_at").asString(), "a timestamp: " + fromFrac);
        assertEquals(new Shipment("T-1", shipment.pickedUpAt(), 2.5, null),
                frac.readValue(frac.writeValueAsBytes(shipment), Shipment.class));
        assertTrue(frac.isEnabled(FracJsonWriteFeature.FAIL_ON_NON_FINITE_NUMBERS));
        assertEquals(FracJsonFactory.FORMAT_NAME, frac.tokenStreamFactory().getFormatName());
        assertEquals(1, frac.registeredModules().stream().filter(m -> m instanceof FracJsonModule).count());
    }
}
