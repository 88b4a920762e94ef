package io.fracjson.jackson3.support;

import tools.jackson.databind.JsonNode;

import java.util.Comparator;

/**
 * Compares trees with numbers by value: JSON {@code 1.0} (a DoubleNode) equals frac_json's
 * float32 1.0 (a FloatNode or DoubleNode), and integers compare across Int/Long/BigInteger nodes.
 */
public final class NumericNodes {
    /** For {@code JsonNode.equals(Comparator, JsonNode)}: 0 when equal. */
    public static final Comparator<JsonNode> BY_VALUE = NumericNodes::compare;

    private NumericNodes() {
    }

    private static int compare(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            if (a.isIntegralNumber() && b.isIntegralNumber()) {
                return a.bigIntegerValue().compareTo(b.bigIntegerValue());
            }
            // Bits, not ==: keeps -0.0 apart from 0.0.
            return Double.doubleToLongBits(a.doubleValue()) == Double.doubleToLongBits(b.doubleValue()) ? 0 : 1;
        }
        return a.equals(b) ? 0 : 1;
    }
}
