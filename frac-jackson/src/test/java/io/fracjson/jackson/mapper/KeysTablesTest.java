package io.fracjson.jackson.mapper;

import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.KeysTablesBehaviour;

/** The kit's {@link KeysTablesBehaviour} on Jackson 2. */
class KeysTablesTest extends KeysTablesBehaviour {
    KeysTablesTest() {
        super(Jackson2Line.LINE);
    }
}
