package io.fracjson.jackson;

import io.fracjson.testkit.PoolRetentionBehaviour;

/** The kit's {@link PoolRetentionBehaviour} on Jackson 2. */
class PoolRetentionTest extends PoolRetentionBehaviour {
    PoolRetentionTest() {
        super(Jackson2Line.LINE);
    }
}
