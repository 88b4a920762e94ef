package io.fracjson.jackson3.mapper;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonIgnore;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracSchema;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.TokenStreamFactory;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.sym.PropertyNameMatcher;
import tools.jackson.core.util.Named;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.exc.UnrecognizedPropertyException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 43 #2: property names through Jackson 3's name matching ({@code nextNameMatch},
 * {@code currentNameMatch}), which databind's {@code BeanDeserializer} uses for classes with
 * setters or fields (records go by a map of their creator's names instead). Whatever a key is
 * stored as (global table index, immediate, back reference), the property found is the one
 * Jackson's own matching finds by name, as the same mapper settings find it over JSON.
 */
class NameMatchingTest {
    /** Databind reads this through {@code deserializeFromObject}: nextNameMatch and currentNameMatch. */
    public static class Item {
        public String id;
        public int count;
        @JsonAlias({"label", "caption"})
        public String title;
        @JsonIgnore
        public String secret;
        public List<Item> children;

        @Override
        public String toString() {
            return id + "/" + count + "/" + title + "/" + secret + "/" + children;
        }
    }

    /** Keys of the table in an order of its own, with names no property has, and another case. */
    private static final KeysTable TABLE = KeysTable.of(List.of("extra", "count", "ID", "children", "label", "id",
            "secret", "title", "Count"));

    private static Map<String, Object> item(String id, int count, String titleKey, String title, List<Object> children) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", id);
        m.put("count", count);
        m.put(titleKey, title);
        if (children != null) {
            m.put("children", children);
        }
        return m;
    }

    /**
     * Nested objects repeat every key: the later ones are back references without a table, and
     * table indices with it, in each of two objects that use different matchers' properties.
     */
    private static List<Object> items() {
        List<Object> children = new ArrayList<>();
        children.add(item("c1", 1, "label", "one", null));
        children.add(item("c2", 2, "caption", "two", null));
        children.add(item("c3", 3, "title", "three", new ArrayList<>()));
        List<Object> roots = new ArrayList<>();
        roots.add(item("r1", 10, "title", "root", children));
        roots.add(item("r2", 20, "caption", "other", List.of(item("c4", 4, "label", "four", null))));
        return roots;
    }

    private static String readAll(ObjectMapper mapper, byte[] bytes) {
        return List.of(mapper.readValue(bytes, Item[].class)).toString();
    }

    private static String expected(ObjectMapper json, List<Object> document) {
        return readAll(json, json.writeValueAsBytes(document));
    }

    @Test
    void namesMatchAsJacksonsOwnWithAndWithoutATable() {
        ObjectMapper json = new ObjectMapper();
        String want = expected(json, items());
        assertTrue(want.contains("c2/2/two/null"), want); // the alias found its property
        for (KeysTable table : List.of(KeysTable.EMPTY, TABLE)) {
            FracJsonMapper frac = new FracJsonMapper(FracJsonFactory.builder().keysTable(table).build());
            byte[] bytes = frac.writeValueAsBytes(items());
            assertEquals(want, readAll(frac, bytes), "table of " + table.size());
            assertEquals(want, readAll(frac, bytes), "again, with what the first read cached");
        }
    }

    /** One mapper's matchers with two tables in turn, the factory's and a schema's. */
    @Test
    void namesMatchWithTheFactorysTableAndASchemasInTurn() {
        ObjectMapper json = new ObjectMapper();
        KeysTable reversed = KeysTable.of(List.of("title", "secret", "id", "label", "children", "ID", "count", "extra"));
        FracJsonMapper frac = new FracJsonMapper(FracJsonFactory.builder().keysTable(TABLE).build());
        String want = expected(json, items());
        byte[] withFactorys = frac.writeValueAsBytes(items());
        byte[] withSchemas = frac.writer(FracSchema.of(reversed)).writeValueAsBytes(items());
        for (int i = 0; i < 3; i++) {
            assertEquals(want, readAll(frac, withFactorys));
            assertEquals(want, List.of(frac.readerFor(Item[].class).with(FracSchema.of(reversed))
                    .<Item[]>readValue(withSchemas)).toString());
        }
    }

    /** Several documents in one input: a local key's index stands for another key in the next one. */
    @Test
    void localKeysAreMatchedAnewInEachDocumentOfAnInput() throws Exception {
        FracJsonMapper frac = new FracJsonMapper();
        Map<String, Object> first = new LinkedHashMap<>();
        first.put("id", "a");
        first.put("count", 1);
        first.put("children", List.of(Map.of("id", "a1")));
        Map<String, Object> second = new LinkedHashMap<>();
        second.put("count", 2);
        second.put("id", "b");
        second.put("children", List.of(Map.of("count", 5)));
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        out.write(frac.writeValueAsBytes(first));
        out.write(frac.writeValueAsBytes(second));
        List<String> read = new ArrayList<>();
        try (var it = frac.readerFor(Item.class).<Item>readValues(out.toByteArray())) {
            while (it.hasNext()) {
                read.add(it.next().toString());
            }
        }
        assertEquals(List.of("a/1/null/null/[a1/0/null/null/null]", "b/2/null/null/[null/5/null/null/null]"), read);
    }

    @Test
    void unknownAndIgnoredNamesAsJacksonsOwn() {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("id", "x");
        doc.put("secret", "s"); // @JsonIgnore'd: skipped, not failed
        doc.put("extra", 1); // unknown
        List<Object> list = List.of(doc, new LinkedHashMap<>(doc));
        for (KeysTable table : List.of(KeysTable.EMPTY, TABLE)) {
            // Jackson 3 skips unknown properties by default; failing on them is asked for.
            ObjectMapper strict = FracJsonMapper.builder(FracJsonFactory.builder().keysTable(table).build())
                    .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();
            byte[] bytes = strict.writeValueAsBytes(list);
            UnrecognizedPropertyException e = assertThrows(UnrecognizedPropertyException.class,
                    () -> strict.readValue(bytes, Item[].class));
            assertEquals("extra", e.getPropertyName());
            ObjectMapper lenient = new FracJsonMapper(FracJsonFactory.builder().keysTable(table).build());
            assertEquals("[x/0/null/null/null, x/0/null/null/null]", readAll(lenient, bytes));
        }
    }

    @Test
    void caseInsensitiveMatchingAsJacksonsOwn() {
        List<Object> doc = List.of(item("a", 1, "TITLE", "t", null), Map.of("ID", "b", "Count", 2, "Label", "l"));
        ObjectMapper json = tools.jackson.databind.json.JsonMapper.builder()
                .enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_PROPERTIES).build();
        String want = expected(json, doc);
        assertTrue(want.contains("b/2/l/null"), want);
        for (KeysTable table : List.of(KeysTable.EMPTY, TABLE)) {
            ObjectMapper frac = FracJsonMapper.builder(FracJsonFactory.builder().keysTable(table).build())
                    .enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_PROPERTIES).build();
            byte[] bytes = frac.writeValueAsBytes(doc);
            assertEquals(want, readAll(frac, bytes));
            assertEquals(want, readAll(frac, bytes));
        }
    }

    /**
     * At the streaming level: every key, however stored, matches as the matcher matches its name,
     * with this factory's matchers and with one another factory built, current name included.
     */
    @Test
    void everyKeyMatchesAsItsName() {
        List<Named> names = new ArrayList<>();
        for (String n : List.of("id", "count", "title", "label", "children")) {
            names.add(Named.fromString(n));
        }
        FracJsonFactory factory = FracJsonFactory.builder().keysTable(TABLE).build();
        List<PropertyNameMatcher> matchers = List.of(factory.constructNameMatcher(names, false),
                factory.constructCINameMatcher(names, false, Locale.ROOT),
                new JsonFactory().constructNameMatcher(names, false));
        byte[] bytes = new FracJsonMapper(factory).writeValueAsBytes(List.of(items(), items(),
                Map.of("Title", 1, "zzz", 2, "ID", 3)));
        int keys = 0;
        for (PropertyNameMatcher matcher : matchers) {
            try (JsonParser p = factory.createParser(ObjectReadContext.empty(), bytes)) {
                for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                    if (t == JsonToken.START_OBJECT) { // each key found by nextNameMatch, then asked again
                        for (int m = p.nextNameMatch(matcher); m != PropertyNameMatcher.MATCH_END_OBJECT;
                             m = p.nextNameMatch(matcher)) {
                            assertEquals(matcher.matchName(p.currentName()), m, p.currentName());
                            assertEquals(m, p.currentNameMatch(matcher), p.currentName());
                            keys++;
                            if (p.nextToken() != JsonToken.START_OBJECT && p.currentToken() != JsonToken.START_ARRAY) {
                                continue;
                            }
                            break; // a container value: the outer loop walks into it
                        }
                    }
                }
            }
        }
        assertTrue(keys > 60, "keys matched: " + keys);
    }
    /**
     * Keys read are the interned instances by default (unlike Jackson 3's own factories), so that
     * databind's interned names match them by identity: each key of a document without a table,
     * first and repeated, read through a default factory, a built one and a copy; not where
     * {@code INTERN_PROPERTY_NAMES} is turned off.
     */
    @Test
    void keysAreInternedByDefault() {
        byte[] document = new FracJsonMapper().writeValueAsBytes(items());
        for (FracJsonFactory factory : List.of(new FracJsonFactory(), FracJsonFactory.builder().build(),
                new FracJsonFactory(FracJsonFactory.builder().build()))) {
            assertTrue(factory.isEnabled(TokenStreamFactory.Feature.INTERN_PROPERTY_NAMES));
            assertEquals(List.of(true), namesInterned(factory, document));
        }
        FracJsonFactory off = FracJsonFactory.builder().disable(TokenStreamFactory.Feature.INTERN_PROPERTY_NAMES).build();
        assertEquals(List.of(false), namesInterned(off, document));
    }

    /** Whether every name read is its interned instance, as a one-element list (true or false). */
    private static List<Boolean> namesInterned(FracJsonFactory factory, byte[] document) {
        boolean all = true;
        int names = 0;
        try (JsonParser p = factory.createParser(ObjectReadContext.empty(), document)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.PROPERTY_NAME) {
                    names++;
                    all &= p.currentName() == p.currentName().intern();
                }
            }
        }
        assertTrue(names > 10, "names read: " + names);
        return List.of(all);
    }
}
