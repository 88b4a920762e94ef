package io.fracjson.jackson;

import io.fracjson.testkit.SchemaReadOptionsBehaviour;

/** The kit's {@link SchemaReadOptionsBehaviour} on Jackson 2. */
class SchemaReadOptionsTest extends SchemaReadOptionsBehaviour {
    SchemaReadOptionsTest() {
        super(Jackson2Line.LINE);
    }
}
