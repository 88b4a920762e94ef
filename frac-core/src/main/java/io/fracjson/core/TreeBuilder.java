package io.fracjson.core;

import java.io.IOException;
import java.util.Arrays;

/**
 * Builds the tree of one container straight from a {@link FracReader}, for an adapter's node
 * types: no token events between the reader and the nodes, and no recursion on the Java stack
 * (the reader holds the depth to its limit; this builder's own stack grows on the heap).
 *
 * <p>A subclass says what the nodes are; the walk is written here once, for both Jackson lines,
 * and takes the steps of Jackson's own tree deserializer in its order (a name, its check, its
 * count; the value, its count; a container put into its parent as it starts), so that errors,
 * limits and duplicate checks come at the same token as when the tree is read through a parser.
 * Every token is counted as a parser counts it for {@code StreamReadConstraints.maxTokenCount}.
 * An object's entries and an array's elements are each read by a small loop of their own, which
 * the JIT compiles apart: one loop for both kinds of container (the reader's {@code next()} inlined
 * at three sites of one large method) read citm_catalog 1.07× and canada 1.2× slower. Not
 * thread-safe; one per tree read.
 */
public abstract class TreeBuilder {
    private long tokens;
    private final long maxTokens;
    private final boolean checkNames;
    private final boolean keepNullProperties;
    /** The ordinal of the last token counted, which a parser would have made its current one (-1: none yet): see {@link #lastToken()}. */
    private int last = -1;

    /**
     * @param tokens             the tokens counted before the tree (its start included)
     * @param maxTokens          the most tokens allowed, {@code Long.MAX_VALUE} for no limit
     * @param checkNames         whether {@link #nameRead} and {@link #objectStarted} are to be called
     * @param keepNullProperties whether an object's null values are put (else skipped, though counted)
     */
    protected TreeBuilder(long tokens, long maxTokens, boolean checkNames, boolean keepNullProperties) {
        this.tokens = tokens;
        this.maxTokens = maxTokens;
        this.checkNames = checkNames;
        this.keepNullProperties = keepNullProperties;
    }

    /** The tokens counted so far, those before the tree included. */
    public final long tokens() {
        return tokens;
    }

    /**
     * The last token counted: the container's end once {@link #readContainer} returns, and where it
     * failed, the token a parser would have had current (the one before a name refused, a string
     * whose bytes were refused).
     */
    public final FracToken lastToken() {
        return last < 0 ? null : TOKENS[last];
    }

    /**
     * Reads the container whose start is {@code r}'s current token, up to and including its end,
     * and returns its node.
     */
    public final Object readContainer(FracReader r) throws IOException {
        FracToken start = r.token();
        boolean inObject = start == FracToken.START_OBJECT;
        if (!inObject && start != FracToken.START_ARRAY) {
            throw new IllegalStateException("not at a container's start: " + start);
        }
        last = start.ordinal();
        Object root = inObject ? newObject(r.count()) : newArray(r.count());
        Object current = root;
        Parents parents = new Parents();
        while (true) {
            // Each container's items in a loop of its kind, compiled apart: it returns at its end
            // (null) or at a container value, which it has put or added, and which becomes the current one.
            Object child = inObject ? objectEntries(r, current) : arrayElements(r, current);
            if (child != null) {
                parents.push(current, inObject);
                current = child;
                inObject = r.inObject(); // the reader is in the child now
                continue;
            }
            if (parents.top == 0) {
                return root;
            }
            inObject = parents.topIsObject();
            current = parents.pop();
        }
    }

    /** Puts the object's entries up to its end (counted; returns null) or up to a container value (put; returned). */
    private Object objectEntries(FracReader r, Object object) throws IOException {
        while (true) {
            String name = r.nextKey();
            if (name == null) {
                count(r.next()); // no key next: the object's end
                return null;
            }
            if (checkNames) {
                nameRead(r, name);
            }
            count(FracToken.KEY);
            FracToken t = r.next();
            if (t == null) {
                throw endedInside(r);
            }
            if (checkNames && t == FracToken.START_OBJECT) {
                objectStarted(r);
            }
            count(t);
            Object value;
            switch (t) {
                case STRING:
                    value = string(r);
                    break;
                case START_OBJECT:
                    value = newObject(r.count());
                    break;
                case START_ARRAY:
                    value = newArray(r.count());
                    break;
                case NULL:
                    if (!keepNullProperties) {
                        continue;
                    }
                    value = nullValue();
                    break;
                case TRUE:
                    value = bool(true);
                    break;
                case FALSE:
                    value = bool(false);
                    break;
                default:
                    value = number(r, t);
                    break;
            }
            Object old = put(object, name, value); // a container as it starts, as Jackson's tree reader puts it
            if (old != null) {
                duplicateName(object, name, old, value); // as FAIL_ON_READING_DUP_TREE_KEY sees it: t counted, the last token
            }
            if (t == FracToken.START_OBJECT || t == FracToken.START_ARRAY) {
                return value;
            }
        }
    }

    /**
     * Adds the array's elements up to its end (counted; returns null) or up to a container (added;
     * returned). Its steps repeat {@link #objectEntries}' on purpose: both loops calling one shared
     * method for the next token and one for its node read citm_catalog 0.97× and canada 0.84× as fast.
     */
    private Object arrayElements(FracReader r, Object array) throws IOException {
        while (true) {
            FracToken t = r.next();
            if (t == null) {
                throw endedInside(r);
            }
            if (checkNames && t == FracToken.START_OBJECT) {
                objectStarted(r);
            }
            count(t);
            Object child;
            switch (t) {
                case STRING:
                    add(array, string(r));
                    continue;
                case END_ARRAY:
                    return null;
                case START_OBJECT:
                    child = newObject(r.count());
                    break;
                case START_ARRAY:
                    child = newArray(r.count());
                    break;
                case NULL:
                    add(array, nullValue());
                    continue;
                case TRUE:
                    add(array, bool(true));
                    continue;
                case FALSE:
                    add(array, bool(false));
                    continue;
                default:
                    add(array, number(r, t));
                    continue;
            }
            add(array, child);
            return child;
        }
    }

    /** The containers enclosing the current one, innermost on top: this walk's stack, on the heap. */
    private static final class Parents {
        private Object[] nodes = new Object[8];
        private boolean[] objects = new boolean[8];
        private int top;

        void push(Object node, boolean object) {
            if (top == nodes.length) {
                nodes = Arrays.copyOf(nodes, top * 2);
                objects = Arrays.copyOf(objects, top * 2);
            }
            nodes[top] = node;
            objects[top++] = object;
        }

        boolean topIsObject() {
            return objects[top - 1];
        }

        Object pop() {
            Object node = nodes[--top];
            nodes[top] = null;
            return node;
        }
    }

    /**
     * Counts {@code t}, which becomes the last token: kept as its ordinal, an int, since a reference
     * stored per token costs the collector's barrier each time.
     */
    private void count(FracToken t) throws IOException {
        last = t.ordinal();
        if (++tokens > maxTokens) {
            tooManyTokens(t, tokens);
        }
    }

    private static final FracToken[] TOKENS = FracToken.values();

    /** Inside a container the reader gives a token or fails; a null there would be a reader's bug, reported as the input's. */
    private static FracFormatException endedInside(FracReader r) {
        return new FracFormatException("the input ended inside a container", r.currentOffset());
    }

    /**
     * How many elements to make room for in a new list of {@code count}: the count, up to 64. A
     * count is a claim of the input (one a stream has not yet backed with bytes), so the room
     * made for it is bounded; past that a list grows as it fills, as it would without a hint.
     */
    public static int listCapacity(long count) {
        return (int) Math.min(count, MAX_HINT);
    }

    /** The initial capacity of a hash map that holds {@code count} entries (up to 64) without growing. */
    public static int mapCapacity(long count) {
        return (int) (Math.min(count, MAX_HINT) * 4 / 3) + 1;
    }

    private static final int MAX_HINT = 64;

    /** A new object node, of {@code entries} entries to come. */
    protected abstract Object newObject(long entries) throws IOException;

    /** A new array node, of {@code elements} elements to come. */
    protected abstract Object newArray(long elements) throws IOException;

    /** Puts an entry, returning the value the name had, or null. */
    protected abstract Object put(Object object, String name, Object value) throws IOException;

    /**
     * {@code name} had {@code old} when {@code value} was put (as Jackson's FAIL_ON_READING_DUP_TREE_KEY
     * sees it); {@link #lastToken()} is the value's token and {@link #tokens()} current.
     */
    protected abstract void duplicateName(Object object, String name, Object old, Object value) throws IOException;

    protected abstract void add(Object array, Object value) throws IOException;

    /** At STRING: its node. */
    protected abstract Object string(FracReader r) throws IOException;

    /** At a number ({@code t}): its node. */
    protected abstract Object number(FracReader r, FracToken t) throws IOException;

    protected abstract Object bool(boolean value) throws IOException;

    protected abstract Object nullValue() throws IOException;

    /** With {@code checkNames}: a name was read, before it is counted (a parser's duplicate check). */
    protected void nameRead(FracReader r, String name) throws IOException {
    }

    /** With {@code checkNames}: an object started, before it is counted. */
    protected void objectStarted(FracReader r) throws IOException {
    }

    /** The {@code count}th token, {@code t}, passes the limit: throws as the parser's own count would. */
    protected abstract void tooManyTokens(FracToken t, long count) throws IOException;
}
