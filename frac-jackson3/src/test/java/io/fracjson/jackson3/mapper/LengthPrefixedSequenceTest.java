package io.fracjson.jackson3.mapper;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.LengthPrefixedSequenceBehaviour;

/** The kit's {@link LengthPrefixedSequenceBehaviour} on Jackson 3. */
class LengthPrefixedSequenceTest extends LengthPrefixedSequenceBehaviour {
    LengthPrefixedSequenceTest() {
        super(Jackson3Line.LINE);
    }
}
