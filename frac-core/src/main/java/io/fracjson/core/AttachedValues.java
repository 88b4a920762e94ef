package io.fracjson.core;

import java.util.Arrays;

/**
 * The values a data binder attached to the levels of a document it reads or writes (such as the
 * object being built from each container), by level as {@link DocumentLevels} numbers them: what
 * an adapter's parser or generator keeps for its caller. They are not kept in a reader or writer,
 * which is pooled and long-lived: this is made with each parser or generator and dies young, where
 * a store costs least. A reader given one ({@link FracReader#attach}) clears a level's value as a
 * container opens there.
 *
 * <p>Two forms, for the two ways values are attached (each measured build against build): a parser
 * is given one where databind builds a bean, at the shallow levels of a record, and a tree read
 * attaches none: {@link InFields} keeps levels 0 to 3 in fields, allocating nothing more (an array
 * cost POJO read 3%). A generator is given one at every container, each tree node at its level,
 * which changes with nearly every container: {@link ByLevel} keeps one array, as a switch over the
 * levels cost citm_catalog's tree write 5% (its jump likely mispredicted at most containers; this
 * machine has no hardware counters to show it).
 */
public abstract sealed class AttachedValues permits AttachedValues.InFields, AttachedValues.ByLevel {
    private AttachedValues() {
    }

    /** The value attached to {@code level} (0 or more); null if none is. */
    public abstract Object get(int level);

    /**
     * Attaches {@code value} (or null, for none) to {@code level} (0 or more), replacing what was
     * there: at the start of a container, the caller attaches its value or null, as the new
     * container has none of the last one's at that level; null beyond the deepest level ever
     * attached to is one comparison (a tree read attaches nothing).
     */
    public abstract void set(int level, Object value);

    /** Levels 0 to 3 in fields, deeper ones in an array made when one is first attached: for a parser. */
    public static final class InFields extends AttachedValues {
        private static final int IN_FIELDS = 4;

        private Object level0;
        private Object level1;
        private Object level2;
        private Object level3;
        /** Levels 4 and deeper, at {@code level - 4}; null until one is attached. */
        private Object[] deeper;
        /** The deepest level a value was ever attached to (-1 for none): deeper ones hold none. */
        private int top = -1;

        @Override
        public Object get(int level) {
            if (level > top) {
                return null;
            }
            switch (level) {
                case 0:
                    return level0;
                case 1:
                    return level1;
                case 2:
                    return level2;
                case 3:
                    return level3;
                default:
                    return deeper[level - IN_FIELDS]; // made as deep as top when a value was attached there
            }
        }

        @Override
        public void set(int level, Object value) {
            if (level > top) {
                if (value == null) {
                    return; // nothing is attached there
                }
                top = level;
            }
            switch (level) {
                case 0 -> level0 = value;
                case 1 -> level1 = value;
                case 2 -> level2 = value;
                case 3 -> level3 = value;
                default -> setDeeper(level - IN_FIELDS, value);
            }
        }

        private void setDeeper(int i, Object value) {
            Object[] d = deeper;
            if (d == null || i >= d.length) {
                d = deeper = d == null ? new Object[Math.max(IN_FIELDS, i + 1)] : Arrays.copyOf(d, Math.max(2 * d.length, i + 1));
            }
            d[i] = value;
        }
    }

    /** Every level in one array, made when a value is first attached: for a generator. */
    public static final class ByLevel extends AttachedValues {
        private static final Object[] NONE = new Object[0];
        /** Levels the array has room for once a value is first attached: most documents nest less. */
        private static final int FIRST_LEVELS = 8;

        /** By level, up to {@link #top}. */
        private Object[] values = NONE;
        /** The deepest level a value was ever attached to (-1 for none): deeper ones hold none. */
        private int top = -1;

        @Override
        public Object get(int level) {
            return level <= top ? values[level] : null;
        }

        @Override
        public void set(int level, Object value) {
            if (level > top) {
                if (value == null) {
                    return; // nothing is attached there
                }
                deepen(level);
            }
            values[level] = value;
        }

        /** Levels up to {@code level} may now hold a value. Out of line: a document reaches its deepest level once. */
        private void deepen(int level) {
            if (level >= values.length) {
                values = Arrays.copyOf(values, Math.max(level + 1, Math.max(FIRST_LEVELS, 2 * values.length)));
            }
            top = level;
        }
    }
}
