package io.fracjson.jackson3.concurrency;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.SharedMapperConcurrencyBehaviour;

/** The kit's {@link SharedMapperConcurrencyBehaviour} on Jackson 3. */
class SharedMapperConcurrencyTest extends SharedMapperConcurrencyBehaviour {
    SharedMapperConcurrencyTest() {
        super(Jackson3Line.LINE);
    }
}
