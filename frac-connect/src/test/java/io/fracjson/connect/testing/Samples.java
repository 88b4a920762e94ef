package io.fracjson.connect.testing;

import org.apache.kafka.connect.data.Decimal;
import org.apache.kafka.connect.data.Schema;
import org.apache.kafka.connect.data.SchemaBuilder;
import org.apache.kafka.connect.data.Struct;
import org.apache.kafka.connect.data.Timestamp;
import org.apache.kafka.connect.source.SourceRecord;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Source records of the shapes sources produce, and what a schemaless sink is to see of each
 * once it has been through frac_json: written out here by hand, not by the converter's rules.
 */
public final class Samples {
    public static final Schema ADDRESS = SchemaBuilder.struct().name("Address")
            .field("city", Schema.STRING_SCHEMA)
            .field("zip", Schema.OPTIONAL_STRING_SCHEMA)
            .build();
    public static final Schema SHIPMENT = SchemaBuilder.struct().name("Shipment")
            .field("id", Schema.INT64_SCHEMA)
            .field("quantity", Schema.INT32_SCHEMA)
            .field("weight", Schema.FLOAT64_SCHEMA)
            .field("price", Decimal.schema(2))
            .field("shipped", Timestamp.SCHEMA)
            .field("express", Schema.BOOLEAN_SCHEMA)
            .field("tags", SchemaBuilder.array(Schema.STRING_SCHEMA).build())
            .field("to", ADDRESS)
            .field("counts", SchemaBuilder.map(Schema.STRING_SCHEMA, Schema.INT16_SCHEMA).build())
            .build();

    private Samples() {
    }

    /** Record {@code i}: a Struct with its schema for even {@code i}, a schemaless map for odd. */
    public static SourceRecord sourceRecord(String topic, int i) {
        Object value;
        Schema schema;
        if (i % 2 == 0) {
            schema = SHIPMENT;
            value = new Struct(SHIPMENT)
                    .put("id", 1_000_000_000_000L + i)
                    .put("quantity", i)
                    .put("weight", i + 0.25)
                    .put("price", new BigDecimal(i + ".50"))
                    .put("shipped", new Date(1_700_000_000_000L + i))
                    .put("express", i % 4 == 0)
                    .put("tags", List.of("t" + i, "fragile"))
                    .put("to", new Struct(ADDRESS).put("city", "City " + i).put("zip", i % 3 == 0 ? null : "0" + i))
                    .put("counts", Map.of("boxes", (short) i));
        } else {
            schema = null;
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("id", i);
            map.put("name", "event " + i + " \u00e9\u4e2d");
            map.put("ratio", 1.0f / (i + 1));
            map.put("nested", List.of(List.of(i, -i), Map.of("deep", List.of(true, false))));
            map.put("none", null);
            value = map;
        }
        return new SourceRecord(Map.of("source", "samples"), Map.of("index", i), topic, null,
                Schema.STRING_SCHEMA, "key-" + i, schema, value);
    }

    /** What a schemaless sink sees of record {@code i}'s value. */
    public static Object sinkValue(int i) {
        Map<String, Object> map = new LinkedHashMap<>();
        if (i % 2 == 0) {
            map.put("id", 1_000_000_000_000L + i);
            map.put("quantity", (long) i);
            map.put("weight", i + 0.25);
            map.put("price", i + ".50"); // the scale is part of a decimal's value: written exactly, as text
            map.put("shipped", 1_700_000_000_000L + i);
            map.put("express", i % 4 == 0);
            map.put("tags", List.of("t" + i, "fragile"));
            Map<String, Object> to = new LinkedHashMap<>();
            to.put("city", "City " + i);
            to.put("zip", i % 3 == 0 ? null : "0" + i);
            map.put("to", to);
            map.put("counts", Map.of("boxes", (long) i));
        } else {
            map.put("id", (long) i);
            map.put("name", "event " + i + " \u00e9\u4e2d");
            map.put("ratio", (double) (1.0f / (i + 1))); // a float stays the float it was
            List<Object> nested = new ArrayList<>();
            nested.add(List.of((long) i, (long) -i));
            nested.add(Map.of("deep", List.of(true, false)));
            map.put("nested", nested);
            map.put("none", null);
        }
        return map;
    }
}
