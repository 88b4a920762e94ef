package io.fracjson.jackson.concurrency;

import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.SharedMapperConcurrencyBehaviour;

/** The kit's {@link SharedMapperConcurrencyBehaviour} on Jackson 2. */
class SharedMapperConcurrencyTest extends SharedMapperConcurrencyBehaviour {
    SharedMapperConcurrencyTest() {
        super(Jackson2Line.LINE);
    }
}
