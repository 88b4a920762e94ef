package io.fracjson.jackson3.mapper;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracJsonWriteFeature;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Existing databind code gives the same results over frac_json as over JSON. Jackson 3's
 * databind handles {@code Optional} itself: neither mapper registers a module for it.
 */
class DatabindRoundTripTest {
    private final ObjectMapper frac = new ObjectMapper(new FracJsonFactory());
    private final ObjectMapper json = new JsonMapper();

    public record Address(String street, int number, Optional<String> unit) {
    }

    public enum Status { ACTIVE, SUSPENDED }

    public static class Person {
        public String name;
        public long id;
        public double score;
        public BigDecimal balance;
        public BigInteger big;
        public Status status;
        public List<Address> addresses = new ArrayList<>();
        public Map<Integer, String> byNumber = new LinkedHashMap<>();
        public Map<DayOfWeek, List<String>> schedule = new LinkedHashMap<>();
        public byte[] avatar;
        public Optional<String> nickname = Optional.empty();
        public Object anything;
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
    @JsonSubTypes({@JsonSubTypes.Type(value = Circle.class, name = "circle"),
            @JsonSubTypes.Type(value = Square.class, name = "square")})
    public interface Shape {
    }

    public record Circle(double radius) implements Shape {
    }

    public record Square(double side) implements Shape {
    }

    /** The type id comes after the properties: databind buffers them in a TokenBuffer. */
    public record Drawing(List<Shape> shapes) {
    }

    public static class Named {
        public String label;
        @JsonUnwrapped
        public Address address;
    }

    private static Person person() {
        Person p = new Person();
        p.name = "Zoë";
        p.id = -123_456_789_012L;
        p.score = 0.1;
        p.balance = new BigDecimal("12.5");
        p.big = new BigInteger("18446744073709551615");
        p.status = Status.SUSPENDED;
        p.addresses.add(new Address("Main St", 12, Optional.of("4B")));
        p.addresses.add(new Address("Side St", 1, Optional.empty()));
        p.byNumber.put(7, "seven");
        p.byNumber.put(-1, "minus one");
        p.schedule.put(DayOfWeek.MONDAY, List.of("gym", "work"));
        p.avatar = new byte[] {1, 2, 3, (byte) 0xFE};
        p.nickname = Optional.of("z");
        p.anything = Map.of("nested", List.of(1, 2.5, "three", true));
        return p;
    }

    private <T> T roundTrip(ObjectMapper mapper, Object value, Class<T> type) {
        return mapper.readValue(mapper.writeValueAsBytes(value), type);
    }

    private void assertSameAsJson(Object value, Class<?> type) {
        Object viaJson = roundTrip(json, value, type);
        Object viaFrac = roundTrip(frac, value, type);
        // Compare what each gives back, as JSON text (this also covers types without equals()).
        assertEquals(json.writeValueAsString(viaJson), json.writeValueAsString(viaFrac));
    }

    @Test
    void pojosRecordsEnumsOptionalsMapsAndBinary() {
        assertSameAsJson(person(), Person.class);
        Person back = roundTrip(frac, person(), Person.class);
        assertArrayEquals(person().avatar, back.avatar);
        assertEquals(new BigInteger("18446744073709551615"), back.big);
        assertEquals(Optional.of("4B"), back.addresses.get(0).unit());
        assertEquals(Map.of(-1, "minus one", 7, "seven"), back.byNumber);
    }

    @Test
    void untypedValuesMatchJson() {
        Object value = List.of(1, 3_000_000_000L, 1.5, 0.1, "x", Map.of("k", false));
        assertEquals(roundTrip(json, value, Object.class), roundTrip(frac, value, Object.class));
    }

    @Test
    void polymorphicTypesThroughTokenBuffer() {
        Drawing d = new Drawing(List.of(new Circle(1.5), new Square(2)));
        assertEquals(d, roundTrip(frac, d, Drawing.class));
        // Type id last in the document: the properties before it are buffered.
        Map<String, Object> circle = new LinkedHashMap<>();
        circle.put("radius", 3.0);
        circle.put("type", "circle");
        byte[] typeLast = frac.writeValueAsBytes(Map.of("shapes", List.of(circle)));
        assertEquals(new Drawing(List.of(new Circle(3.0))), frac.readValue(typeLast, Drawing.class));
    }

    @Test
    void unwrappedProperties() {
        Named n = new Named();
        n.label = "home";
        n.address = new Address("Elm", 5, Optional.empty());
        assertSameAsJson(n, Named.class);
    }

    @Test
    void treesConvertValueAndUpdating() {
        JsonNode tree = json.readTree("{\"a\":[1,2.5,{\"b\":null}],\"c\":\"d\",\"e\":18446744073709551615}");
        assertEquals(tree, frac.readTree(frac.writeValueAsBytes(tree)));
        assertEquals(json.writeValueAsString(json.convertValue(person(), Map.class)),
                json.writeValueAsString(frac.convertValue(person(), Map.class)));

        Person base = person();
        byte[] patch = frac.writeValueAsBytes(Map.of("name", "Ann", "score", 2.0));
        Person updated = frac.readerForUpdating(base).readValue(patch);
        assertSame(base, updated);
        assertEquals("Ann", updated.name);
        assertEquals(2.0, updated.score);
        assertEquals(Status.SUSPENDED, updated.status);
    }

    @Test
    void nonFiniteDoublesRoundTripNatively() {
        double[] values = {Double.NaN, Double.POSITIVE_INFINITY, -0.0};
        assertArrayEquals(values, frac.readValue(frac.writeValueAsBytes(values), double[].class));
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
}
