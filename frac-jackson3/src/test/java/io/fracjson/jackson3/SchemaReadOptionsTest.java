package io.fracjson.jackson3;

import io.fracjson.testkit.SchemaReadOptionsBehaviour;

/** The kit's {@link SchemaReadOptionsBehaviour} on Jackson 3. */
class SchemaReadOptionsTest extends SchemaReadOptionsBehaviour {
    SchemaReadOptionsTest() {
        super(Jackson3Line.LINE);
    }
}
