package io.fracjson.jackson3;

import io.fracjson.testkit.PoolRetentionBehaviour;

/** The kit's {@link PoolRetentionBehaviour} on Jackson 3. */
class PoolRetentionTest extends PoolRetentionBehaviour {
    PoolRetentionTest() {
        super(Jackson3Line.LINE);
    }
}
