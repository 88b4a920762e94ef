package io.fracjson.testkit;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.fracjson.testkit.JacksonLine.Mapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
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

/**
 * Existing databind code gives the same results over frac_json as over JSON. Each line gives its
 * two mappers: Jackson 2's need the Jdk8Module for {@code Optional}, Jackson 3's databind handles it.
 */
public abstract class DatabindRoundTripBehaviour extends LineTest {
    private final Mapper frac;
    private final Mapper json;

    protected DatabindRoundTripBehaviour(JacksonLine line) {
        super(line);
        this.frac = fracMapper();
        this.json = jsonMapper();
    }

    /** A plain ObjectMapper over a default FracJsonFactory, with what the line needs for {@code Optional}. */
    protected abstract Mapper fracMapper();

    /** Jackson's JSON mapper, with the same. */
    protected abstract Mapper jsonMapper();

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

    protected static Person person() {
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

    private static <T> T roundTrip(Mapper mapper, Object value, Class<T> type) throws IOException {
        return mapper.read(mapper.write(value), type);
    }

    /** What writeValueAsString gives: the JSON mapper's text. */
    private String text(Object value) throws IOException {
        return new String(json.write(value), StandardCharsets.UTF_8);
    }

    private void assertSameAsJson(Object value, Class<?> type) throws IOException {
        Object viaJson = roundTrip(json, value, type);
        Object viaFrac = roundTrip(frac, value, type);
        // Compare what each gives back, as JSON text (this also covers types without equals()).
        assertEquals(text(viaJson), text(viaFrac));
    }

    @Test
    void pojosRecordsEnumsOptionalsMapsAndBinary() throws IOException {
        assertSameAsJson(person(), Person.class);
        Person back = roundTrip(frac, person(), Person.class);
        assertArrayEquals(person().avatar, back.avatar);
        assertEquals(new BigInteger("18446744073709551615"), back.big);
        assertEquals(Optional.of("4B"), back.addresses.get(0).unit());
        assertEquals(Map.of(-1, "minus one", 7, "seven"), back.byNumber);
    }

    @Test
    void untypedValuesMatchJson() throws IOException {
        Object value = List.of(1, 3_000_000_000L, 1.5, 0.1, "x", Map.of("k", false));
        assertEquals(roundTrip(json, value, Object.class), roundTrip(frac, value, Object.class));
    }

    @Test
    void polymorphicTypesThroughTokenBuffer() throws IOException {
        Drawing d = new Drawing(List.of(new Circle(1.5), new Square(2)));
        assertEquals(d, roundTrip(frac, d, Drawing.class));
        // Type id last in the document: the properties before it are buffered.
        Map<String, Object> circle = new LinkedHashMap<>();
        circle.put("radius", 3.0);
        circle.put("type", "circle");
        byte[] typeLast = frac.write(Map.of("shapes", List.of(circle)));
        assertEquals(new Drawing(List.of(new Circle(3.0))), frac.read(typeLast, Drawing.class));
    }

    @Test
    void unwrappedProperties() throws IOException {
        Named n = new Named();
        n.label = "home";
        n.address = new Address("Elm", 5, Optional.empty());
        assertSameAsJson(n, Named.class);
    }

    @Test
    void treesConvertValueAndUpdating() throws IOException {
        Object tree = json.readTree("{\"a\":[1,2.5,{\"b\":null}],\"c\":\"d\",\"e\":18446744073709551615}"
                .getBytes(StandardCharsets.UTF_8));
        assertEquals(tree, frac.readTree(frac.write(tree)));
        assertEquals(text(json.convertValue(person(), Map.class)), text(frac.convertValue(person(), Map.class)));

        Person base = person();
        byte[] patch = frac.write(Map.of("name", "Ann", "score", 2.0));
        Person updated = frac.readForUpdating(base, patch);
        assertSame(base, updated);
        assertEquals("Ann", updated.name);
        assertEquals(2.0, updated.score);
        assertEquals(Status.SUSPENDED, updated.status);
    }

    @Test
    void nonFiniteDoublesRoundTripNatively() throws IOException {
        double[] values = {Double.NaN, Double.POSITIVE_INFINITY, -0.0};
        assertArrayEquals(values, frac.read(frac.write(values), double[].class));
    }
}
