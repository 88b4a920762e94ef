package io.fracjson.jackson3;

import io.fracjson.core.KeysTable;
import tools.jackson.core.sym.PropertyNameMatcher;

/**
 * The name matcher {@link FracJsonFactory} gives databind: Jackson's own (case-sensitive or not,
 * aliases included), which settles every name by its text, plus, for a global keys table, what
 * it matched each of the table's keys to. A frac_json key that is a table index then finds its
 * property by an array load ({@link #matchesOf}), the parser's only use of this class.
 */
final class FracNameMatcher extends PropertyNameMatcher {
    private static final long serialVersionUID = 1L;

    /** Jackson's matcher, the one rule for every name. */
    private final PropertyNameMatcher byName;
    /**
     * The last keys table's translation. A mapper reads with one table, its factory's, or with a
     * schema's: one slot, replaced when another table comes, is enough.
     */
    private transient volatile Translation translation;

    /** {@code matches[i]}: what {@code table.key(i)} matches. */
    private record Translation(KeysTable table, int[] matches) {
    }

    FracNameMatcher(PropertyNameMatcher byName) {
        super(null, null, byName.nameLookup());
        this.byName = byName;
    }

    /** For each key of {@code table}, by index, its match: made once per table and matcher. */
    int[] matchesOf(KeysTable table) {
        Translation t = translation;
        if (t != null && t.table == table) {
            return t.matches;
        }
        int[] matches = new int[table.size()];
        for (int i = 0; i < matches.length; i++) {
            matches[i] = byName.matchName(table.key(i));
        }
        translation = new Translation(table, matches);
        return matches;
    }

    @Override
    public int matchName(String toMatch) {
        return byName.matchName(toMatch);
    }

    @Override
    public int matchByQuad(int q1) {
        return byName.matchByQuad(q1);
    }

    @Override
    public int matchByQuad(int q1, int q2) {
        return byName.matchByQuad(q1, q2);
    }

    @Override
    public int matchByQuad(int q1, int q2, int q3) {
        return byName.matchByQuad(q1, q2, q3);
    }

    @Override
    public int matchByQuad(int[] q, int qlen) {
        return byName.matchByQuad(q, qlen);
    }
}
