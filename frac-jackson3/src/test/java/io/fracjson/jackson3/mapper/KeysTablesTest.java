package io.fracjson.jackson3.mapper;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.KeysTablesBehaviour;

/** The kit's {@link KeysTablesBehaviour} on Jackson 3. */
class KeysTablesTest extends KeysTablesBehaviour {
    KeysTablesTest() {
        super(Jackson3Line.LINE);
    }
}
